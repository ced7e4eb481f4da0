"""A random value on a line of its own under a short label ("Deepgram: 0d3f…", "acme billing = 9Xk2…", or one word
and the value: "deepinfra Xk2…") or under a line that names a key or a token, a long one after any clause's colon, a key
read out in groups, and a credential in a URL's query string (`?code=…`, `&sig=…`, `?api_key=…`).

Scanners know most vendors' keys only by the vendor's name beside a value of the right length; a memory note
has the same shape whatever the vendor ("<name>: <value>"), so the guard reads the shape, not the name. The
value must be what no person writes — 32 to 64 hex digits mixing letters and digits, or 24+ characters
mixing capitals, small letters and digits at random — and the label must not say it is a hash, an id, a
checksum or a version (`md5 of the ISO: …`, `commit: …`, `request id: …` pass). UUIDs pass here (ids are
UUIDs); a UUID is a secret only beside a name that says so (`named`).
"""

from __future__ import annotations

import re

from .kinds import PASSWORD, SECRET as LABELLED
from .passphrase import looks_like_password_word
from .text import has_digit, is_digest, is_placeholder, is_uuid, looks_like_password, looks_random, shannon_entropy
from .vendor import KEY_LEFT_OUT, PUBLISHED_PREFIXES, find_vendor_secret

# the separator: `:`, `=`, an arrow, a dash (a hyphen only between spaces: "Mistral - <key>")
# (the label may carry an aside in brackets, up to a clause long: "Sentry (staging): …", «Cohere (trial): …», "Deepgram (speech-to-text
# for the call bot): …")
_LINE = re.compile(r"[ \t>*\-]*([^\W\d_][\w.\- ]{1,40}?(?:[ \t]*\([^()\n]{1,60}\))?)[ \t]*(?:[:=→]|->|[—–]|(?<=[ \t])-(?=[ \t]))[ \t]*[\"'`«]?"
                   r"([A-Za-z0-9_\-+/=.]{16,200})[\"'`»]?[ \t]*(?:\([^)\n]{0,60}\))?[ \t.]*$")
_HEX = re.compile(r"[0-9a-fA-F]{32,64}")
_HEX_GROUPS = re.compile(r"[0-9a-f]{24,64}(?:-[0-9a-f]{6,64}){1,3}")
_NOT_SECRET = re.compile(
    r"(?i)\b(?:sha\d*|md\d|blake\d*|crc\d*|xxh\w*|hash\w*|hex|commit\w*|build\w*|rev\w*|sum|checksums?|digests?|ids?|"
    r"uuids?|guids?|trace\w*|span\w*|req\w*|etags?|versions?|v\d|fingerprints?|thumbprints?|serial\w*|imei|object|"
    r"blob|tree|tag|ref|image|file\w*|signatures?|nonce|salt|iv|order|invoice|tracking|ticket|case|account|number|"
    r"no|nr|isbn|doi|address|wallet|public|pub|pgp|gpg|ssh|host|sig|otp|transaction|tx|txid|block|hash|cid|ipfs|"
    r"torrent|magnet|infohash|release|tarball|archive|iso|download|mirror|pkg|package|docker|container|pod|node|"
    r"cluster|instance|device|machine|session|user|customer|client|app|project|tenant|org|team|workspace|run|event|job|"
    r"message|record|item|entity|document|doc|booking|payment|receipt|correlation|operation|subscription|directory|"
    r"resource|snapshot|backup|volume|disk|bucket|dataset|model|experiment|workflow|pipeline|deployment|deploy|"
    r"call|meeting|room|chat|channel|thread|post|comment|page|product|sku|region|zone|kid|key id|track|playlist|"
    r"album|video|channel|folder|drive|sheet|spreadsheet|form|survey|board|card|list|label|template|theme|font|"
    r"color|colour|style|profile|account|contract|policy|claim|batch|lot|shipment|parcel|route|trip|flight|seat|"
    r"certificate\w*|cert|ca|authority|issues?|incidents?|(?:google|yandex|site|domain)-verification)\b"
)


# a URL's query parameter that carries a credential: ?code=… (Azure Functions), ?api_key=…, &sig=…, ?access_token=…
_QUERY_KEY = re.compile(r"[?&](?:code|key|apikey|api_key|api-key|token|access_token|auth|auth_token|authkey|sig|signature|"
                        r"secret|client_secret|password|passwd|pwd|pass|appid|app_key|appkey|private_token|x-api-key|resourcekey)"
                        r"=([^&\s#\"'<>]{20,300})", re.IGNORECASE)


# ... or one word and the value with only a space between: "deepinfra Xk2…" (the value generated, 28+)
_WORD_VALUE = re.compile(r"[ \t>*\-]*([A-Za-z][\w.\-]{1,30})[ \t]+([A-Za-z0-9_\-+/=]{16,200})[ \t.]*$")
# ... or a service's name, one word, and the value: "openweathermap appid f2bb…"
_SERVICE_WORD_VALUE = re.compile(r"[ \t>*\-]*([A-Za-z][\w.\-]{1,30}[ \t]+[A-Za-z][\w\-]{1,20})[ \t]+([A-Za-z0-9_\-+/=]{16,200})[ \t.]*$")


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _not_secret_label(label: str) -> bool:
    """The label says hash, id, public… — also inside a camel-case name (`PublicKey`, `commitSha`)."""
    return bool(_NOT_SECRET.search(label) or _ID_SUFFIX.search(label)
                or label != label.lower() and not names_service(label)  # (MessageBird is no message)
                and _NOT_SECRET.search(_CAMEL.sub(" ", label))
                or _SITE_KEY.search(label))


_SITE_KEY = re.compile(r"(?i)site[_\-. ]?key")  # a CAPTCHA's site key is shown in the page
_ID_SUFFIX = re.compile(r"(?i)[a-z][_\-.](?:id|ids|uuid|guid)\b")  # a config key that names an id: `account_id = "3369…"`


_BLANK_LEAD = ("{", "<", "$", "%", "[")  # what a template's blank or an encoded value in a query starts with
# a URL's query parameter that carries a password: an SMS gateway's `send.php?login=…&psw=…`, `?user=…&pwd=…`
_QUERY_PASSWORD = re.compile(r"[?&](?:password|passwd|pwd|pass|psw|pswd|parol)=([^&\s#\"'<>]{6,64})(?=[&\s#\"'<>]|$)", re.IGNORECASE)


def find_query_secret(text: str) -> str | None:
    """LABELLED when a URL in `text` passes a generated value in a credential's query parameter (PASSWORD: a password in a
    password's); else None."""
    for match in _QUERY_PASSWORD.finditer(text):
        value = match.group(1).rstrip(".,;)")
        if has_digit(value) and any(c.isalpha() for c in value) and looks_like_password(value) and not is_placeholder(value) \
                and not value.startswith(_BLANK_LEAD):
            return PASSWORD
    for match in _QUERY_KEY.finditer(text):
        value = match.group(1).rstrip(".,;)")
        value = value.replace("%3D", "=").replace("%3d", "=").replace("%2B", "+").replace("%2F", "/")
        if is_uuid(value) or value.startswith(_BLANK_LEAD):
            continue
        if _HEX.fullmatch(value) and has_digit(value) and any(c.isalpha() for c in value) or looks_random(value, 20):
            return LABELLED
    return None


_LONG = re.compile(r"[A-Za-z0-9_\-+=]{16}")  # no value of the rules below is shorter


_BECH32_PUBLIC = ("bc1", "tb1", "ltc1", "addr1", "cosmos1", "npub1", "lnbc", "lntb", "bafy", "bafk", "age1")


def small_random(value: str) -> bool:
    """20-64 small letters and digits at random (Mattermost's, Algolia's, Finnhub's keys): no word, no hex, no
    public bech32 address or content id."""
    if not (20 <= len(value) <= 64 and value.isalnum() and value.isascii() and value.islower()):
        return False
    digits = sum(c.isdigit() for c in value)
    return digits >= 4 and len(value) - digits >= 6 and any("g" <= c <= "z" for c in value) \
        and not value.startswith(_BECH32_PUBLIC) and shannon_entropy(value) >= 3.8


# services whose keys have no format of their own, only a length (scanners know them by the name beside them, as
# here): under such a name a shorter random value is a key too ("Travis CI — <22>", "Finnhub <20>")
_SERVICES = frozenset("""
ably adafruit airtable algolia alibaba alphavantage amplitude appveyor asana assemblyai beamer bitbucket bitrise bittrex
bugsnag circleci clearbit cloudflare cloudinary codecov cohere coinbase coingecko coinmarketcap confluent contentful
datadog deepgram deepinfra digitalocean discord droneci dropbox elevenlabs etherscan etsy fastly finnhub fireworks flickr
freshbooks freshdesk gitter gotify groq heroku hetzner honeycomb hunter infura intercom ipinfo ipstack jenkins jina kucoin
launchdarkly linkedin linode loggly looker mailjet mapbox mattermost messagebird mistral mixpanel netlify newsapi nytimes
okta openweather openweathermap opsgenie pagerduty papertrail pingdom pinecone plaid polygon postmark pusher qdrant railway rapidapi
render replicate rollbar scaleway segment semaphore sendbird shodan snyk splunk squarespace statuspage sumologic together
travis twelvedata twitch
twitter typeform vercel virustotal voyage vultr wasabi weatherapi weaviate zendesk zulip
kraken finicity hubspot jfrog artifactory privateai meraki newrelic mailgun mailchimp sonarqube sonarcloud doppler
dynatrace gocardless brevo sendinblue pulumi sparkpost teamcity buildkite docusign imagekit runpod trello onelogin
dadata дадата
""".split())
_SEGMENT = re.compile(r"[A-Za-z0-9]{12,}")
_LABEL_WORD = re.compile(r"[a-zа-яё0-9]+")  # (a service named in Cyrillic: «дадата»)
_WORDISH = re.compile(r"[A-Z]?[a-z]{4,}")
# an object's id has a short type prefix (Render's srv-…, Clerk's user_…); a key's prefix says key, token, live or test
_ID_PREFIX = re.compile(r"(?!(?:sk|rk|key|api|tok|token|pat|sec|secret|live|test|prod)[_\-])[a-z]{2,5}[_\-]")


def id_like(value: str) -> bool:
    """An object's id: a short type prefix and at most 28 characters after it (keys are longer)."""
    prefix = _ID_PREFIX.match(value)
    return prefix is not None and len(value) - prefix.end() <= 28




def names_service(label: str) -> bool:
    """A service whose keys have only a length is named in `label` (`_SERVICES`)."""
    words = _LABEL_WORD.findall(label.lower())
    return any(w in _SERVICES for w in words) or any(a + b in _SERVICES for a, b in zip(words, words[1:]))  # "alpha vantage"


_CAMEL_PART = re.compile(r"[A-Z][a-z]+")


def _mostly_words(value: str) -> bool:
    """Half of `value` or more is words ("AnnasCeramics2019", "checkoutPaymentTitle2"): runs of 4+ small letters (after a
    capital, maybe) with a vowel in every four letters — not "qpjxfpfshx", which a generator writes."""
    words = [w for w in _WORDISH.findall(value) if sum(c in "aeiouy" for c in w.lower()) * 4 >= len(w)]
    if sum(map(len, words)) * 2 >= len(value):
        return True
    # camel case of short words too ("HelloWorldThisIsATest…"): capitalised parts of 2+ letters, each with a vowel
    parts = [p for p in _CAMEL_PART.findall(value) if len(p) >= 2 and any(c in "aeiouy" for c in p.lower())]
    return len(parts) >= 4 and sum(map(len, parts)) * 4 >= len(value) * 3


def _service_key(label: str, value: str) -> bool:
    """A random value of 16+ under a service's name: letters and digits, one long unbroken run (not a slug such as
    acme-staging-4821), no dots or slashes (not a version, host or path)."""
    if not names_service(label) or id_like(value):
        return False
    if len(value) < 16 or "." in value or "/" in value or not has_digit(value) or not any(c.isalpha() for c in value):
        return False
    segment = max(_SEGMENT.findall(value), key=len, default="")
    if _mostly_words(segment):
        return False  # mostly words: a name or handle ("AnnasCeramics2019")
    return len(segment) >= 16 and looks_random(segment, 16) \
        and sum(c.isdigit() for c in segment) >= (1 if segment != segment.lower() else 2)


_BASE64_KEY = re.compile(r"[A-Za-z0-9+/]{40,}={0,2}")
_PREFIXED_UUID = re.compile(r"[a-z]{2,8}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_ASSIGNED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=[\"']?")  # a value that is another name's assignment
_EVM_ADDRESS = re.compile(r"0[xX][0-9a-fA-F]{40}")
_BTC_ADDRESS = re.compile(r"[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71}")


_KEY_IN_LABEL = re.compile(r"(?i)\b(?:key|secret|token)s?\d?\b")  # "storage key1 (rotated …): <88 base64>"


def _labelled_value(label: str, value: str, line: bool) -> bool:
    """Whether `value` under `label` is a generated key. `line`: label, separator, value (else label, space, value:
    a one-word label)."""
    if value.startswith(PUBLISHED_PREFIXES) or "=" in value and (inner := _ASSIGNED.match(value)) is not None \
            and value.startswith(PUBLISHED_PREFIXES, inner.end()):
        return False  # Statsig's client-…, Stripe's pk_live_…: a key whose own prefix says it is published (also given
        # to a name of its own under the label: "Frontend config: NEXT_PUBLIC_STRIPE_KEY=pk_test_…")
    if value.startswith(("0x", "0X")) and _EVM_ADDRESS.fullmatch(value):
        return False  # "wallet (USDC on Polygon): 0x…": a wallet's public address, 40 hex (its private key has 64)
    if _BTC_ADDRESS.fullmatch(value):
        return False  # «адрес биткоин-кошелька … : 1MXwn…»: a Bitcoin address (base58 from 1 or 3, or bech32), made to be given
    if is_digest(value):
        return False  # "npm integrity: sha512-<base64>": a digest, named by its algorithm
    if is_uuid(value) or _PREFIXED_UUID.fullmatch(value):
        return names_service(label)  # "Codecov: <uuid>", "LaunchDarkly: api-<uuid>" (a page's or a user's UUID has no service's key beside it)
    if _HEX.fullmatch(value):
        return has_digit(value) and any(c.isalpha() for c in value) and len(value) in (32, 40, 48, 64) \
            or _service_key(label, value)
    if _HEX_GROUPS.fullmatch(value):
        return has_digit(value) and any(c.isalpha() for c in value)  # hex groups no UUID has (Mailgun's 32-8-8)
    if any(c.isupper() for c in value) and any(c.islower() for c in value) and has_digit(value) and not id_like(value):
        if looks_random(value, 24 if line else 28) and "/" not in value.strip("/") and "." not in value:
            return True
    if "/" in value and (names_service(label) or _KEY_IN_LABEL.search(label)) and _BASE64_KEY.fullmatch(value) \
            and "//" not in value and value != value.lower() and value != value.upper() and has_digit(value) \
            and shannon_entropy(value) >= 4.5:
        return True  # "Kraken: <88 base64>", "… key1: <88 base64>": a secret in base64, its slashes no path's
    if value.isalnum() and value.isupper() and has_digit(value) and len(value) >= 30 and shannon_entropy(value) >= 4.0:
        return True  # capitals and digits at random, 30+ (Etherscan, Vultr)
    return small_random(value) or _service_key(label, value)


# a list of accounts and their passwords, one a line: "- почта: Sunflower#8102x", "bank = Kotik#61x"
_ACCOUNT_LINE = re.compile(r"[ \t]*(?:[-*•—–]|\d{1,2}[.)])?[ \t]*[^\W\d_][\w .\-]{1,30}?(?:[ \t]*[:=—–]|[ \t]+-)[ \t]*[\"'`«]?"
                           r"([^\s\"'`«»]{6,40}?)[\"'`»]?[ \t]*")
_PASSWORD_SYMBOL = re.compile(r"[!#$%&*?@^~+=]")


def _listed_password(value: str) -> bool:
    """A password as people write one: letters, a digit and a symbol; not an address, a URL, a path, a tag or a blank
    to fill (`${S3_SECRET_KEY}`: a variable read from the environment)."""
    return has_digit(value) and any(c.isalpha() for c in value) and bool(_PASSWORD_SYMBOL.search(value)) \
        and not _EMAILISH.search(value) and "://" not in value and not value.startswith(("/", "#", "@", "~", "+")) \
        and not is_placeholder(value)


_EMAILISH = re.compile(r"@[\w\-]+\.")


# a heading that says the lines under it are accesses or passwords: "Accesses:", «Доступы:», "Passwords", «Пароли и логины:»
_LIST_HEADING = re.compile(r"(?im)^[^\w\n]{0,4}(?:(?:my|our|мои|наши|все|all|new|новые|chrome|firefox|safari|edge|browser|"
                           r"opera|яндекс|браузер\w*|wi-?fi|вай-?фай|guest|гостевые|temporary|temp|initial|default|generated|one-time|"
                           r"временные|начальные|стартовые|сгенерированные|одноразовые|выданные)[ \t]+){0,2}(?:accesses|access(?:es)? list|passwords|passes|"
                           r"logins|creds|credentials|доступы|пароли|логины|уч[её]тки|пароли[ \t]+и[ \t]+логины|логины[ \t]+и[ \t]+пароли|"
                           r"saved passwords|сохран[её]нные пароли|passwords\.txt|пароли\.txt)"
                           r"\b(?:[^\n]{0,30}?:?|[^\n]{31,70}?:)[ \t*]*$")  # (a longer tail ends in a colon: «… учителей после сброса:»)


def _made_up(value: str) -> bool:
    """A password under a heading that names passwords: letters and digits mixed with a symbol or a capital."""
    return has_digit(value) and any(c.isalpha() for c in value) and not _EMAILISH.search(value) and "://" not in value \
        and not value.startswith(("/", "#", "@", "~", "+")) and (bool(_PASSWORD_SYMBOL.search(value)) or value != value.lower()) \
        and not _TICKET_OR_VERSION.search(value)


_TICKET_OR_VERSION = re.compile(r"^[A-Z]{2,10}-\d+$|\d\.\d")  # "OPS-4312", "v2.4.1": a ticket or a version


# a numbered or bulleted line that holds only a long value ("1: <key>", "- <key>"), and a heading above that names keys or
# tokens: «Unseal keys vault-prod (3 из 5):\n1: <base64>\n2: …», "Recovery tokens:\n- <value>"
_KEY_ITEM = re.compile(r"(?m)^[ \t]*(?:[-*•]|\d{1,2}[.):]|(?:key|ключ)[ \t]*\d{1,2}[.):]?)[ \t]*[\"'`]?([A-Za-z0-9+/_\-=]{32,200})[\"'`]?[ \t]*$")
_KEY_HEADING = re.compile(r"(?im)^[^\n]{0,60}?(?<!\w)(?:keys?|tokens?|secrets?|ключ\w*|токен\w*|секрет\w*)(?!\w)[^\n]{0,40}$")
_NOT_KEY_HEADING = re.compile(r"(?i)public|\bpub\b|ssh|gpg|pgp|fingerprint|thumbprint|sha\d*|md5|hash|checksum|digest|\bids?\b|"
                              r"идентификатор|отпечат|хеш|хэш|commit|коммит|публичн|открыт|publish|keyserver|опубликов")


def _key_list(text: str) -> bool:
    """A heading that names keys or tokens (not public ones, not hashes or ids) over list lines each holding a generated
    value: capitals, small letters and digits at random, 32+ long, not a digest's base64 (44 or 88 ending in `=`)."""
    for item in _KEY_ITEM.finditer(text):
        value = item.group(1)
        if len(value) in (44, 88) and value.endswith("=") or not (any(c.isupper() for c in value) and any(c.islower() for c in value)
                                                               and has_digit(value) and shannon_entropy(value) >= 4.0) \
                or _mostly_words(value):
            continue  # (not checkoutPaymentButtonTitle2, a translation's key: words in camel case)
        heading = _KEY_HEADING.search(text, 0, item.start())
        if heading is not None and text.count("\n", heading.end(), item.start()) <= 8 \
                and not _NOT_KEY_HEADING.search(heading.group()):
            return True
    return False


def find_password_list(text: str) -> str | None:
    """PASSWORD when two lines or more of `text` are each a label and a password-shaped value, or one such line
    stands under a heading that names accesses or passwords; LABELLED for generated keys listed under a heading that
    names keys or tokens."""
    if text.count("\n") < 1:
        return None
    if _KEY_ITEM.search(text) and _key_list(text):
        return LABELLED
    lines = text.split("\n")
    values = [m.group(1) for m in filter(None, map(_ACCOUNT_LINE.fullmatch, lines))]
    if sum(1 for v in values if _listed_password(v)) >= 2:
        return PASSWORD
    if not _LIST_HEADING.search(text):
        return None
    # under the heading, also columns apart by two spaces or a tab: "vk.com  ivan.petrov  <pw>" (a saved-passwords screen)
    values += [m.group(1) for m in filter(None, map(_COLUMNS_LINE.fullmatch, lines))]
    return PASSWORD if any(_made_up(v) or looks_like_password_word(v) for v in values) else None


_COLUMNS_LINE = re.compile(r"[ \t]*\S+(?:(?: {2,}|\t)\S+){1,3}(?: {2,}|\t)([^\s\"'`«»]{6,40})[ \t]*")


# one line: an account people keep a password for, then a colon and a made-up password ("mail.ru: Orbit#2983",
# "Granny's Facebook (she forgets it): Tiger!300x"); a service's name or a site's domain is what says whose it is
# (after a lead-in, maybe: "In case I forget: Dropbox = …", «На всякий случай: Госуслуги — …»)
_ACCOUNT_COLON = re.compile(r"(?m)^[ \t]*(?:[^\n:;]{1,40}[:;][ \t]+)?(?:[-*•]|\d{1,2}[.)])?[ \t]*([^\n:;=—–]{2,60}?)[ \t]*[:=—–][ \t]*"
                            r"[\"'`«]?([^\s\"'`«»:]{6,40}?)[\"'`»]?[ \t]*$")
_ACCOUNT_NAME = re.compile(
    r"(?i)(?<!\w)(?:facebook|fb|instagram|insta|vk|вк|вконтакте|одноклассник\w*|gmail|mail\.ru|yandex|яндекс\w*|госуслуг\w*|"
    r"gosuslugi|сбер\w*|sber\w*|тинькофф|tinkoff|т-банк|альфа-?банк\w*|втб|vtb|netflix|spotify|steam|amazon|ozon|озон\w*|wildberries|"
    r"avito|авито|twitter|tiktok|discord|telegram|телеграм\w*|whatsapp|skype|icloud|apple id|microsoft|outlook|hotmail|yahoo|"
    r"paypal|ebay|linkedin|hulu|disney\+?|twitch|reddit|pinterest|snapchat|viber|кинопоиск\w*|okko|ivi|mos\.ru|налогов\w*|"
    r"dropbox|adobe|canva|notion|zoom|slack|github|gitlab|jira|trello|uber|lyft|airbnb|etsy|walmart|costco|venmo|xbox|"
    r"playstation|psn|nintendo|roblox|minecraft|epic games|hbo|peacock|spotify|tiktok|"
    r"почт[аыуе]|e-?mail|wi-?fi|вай-?фай\w*|роутер\w*|router|ноутбук\w*|laptop|1[сc]|битрикс\w*|bitrix\w*|admin|админ\w*|"
    r"[\w\-]+\.(?:ru|com|net|org|io|рф|su|by|kz|ua))(?!\w)")
_DISCORD_TAG = re.compile(r"[^\s#]{2,32}#\d{4}")  # "Discord: anna#1234": an old Discord name, not a password


_TLDS = frozenset({"com", "net", "org", "io", "ru", "рф", "su", "by", "kz", "ua", "de", "uk", "co", "app", "dev", "me", "info"})


def _joined_words(value: str) -> bool:
    """Plain words joined by dots or underscores, each a word a password could be ("blueberry.muffin"), not a domain."""
    parts = re.split(r"[._]", value)
    return len(parts) >= 2 and parts[-1].lower() not in _TLDS and looks_like_password_word("_".join(parts))


def _service_password(text: str) -> bool:
    """A line that is only an account's name and a made-up password (`_ACCOUNT_COLON`)."""
    for match in _ACCOUNT_COLON.finditer(text):
        label, value = match.group(1), match.group(2)
        if len(label.split()) <= 8 and (_listed_password(value) or _joined_words(value)) \
                and not ("discord" in label.lower() and _DISCORD_TAG.fullmatch(value)) \
                and not _TICKET_OR_VERSION.search(value) and _ACCOUNT_NAME.search(label):
            return True
    return False


_ASIDE = re.compile(r"\([^()\n]*\)")
# an aside that makes the value a digest, an id or a published thing: "Docker image (sha256): …", "Commit (hotfix id): …"
_ASIDE_NOT_SECRET = re.compile(r"(?i)\((?:[^()]*?[^\w()])?(?:sha\d*|md5|hash\w*|checksums?|digests?|commit\w*|ids?|uuids?|fingerprint\w*|"
                               r"versions?|v\d[\w.]*|builds?|public|pub|image|хеш\w*|хэш\w*|коммит\w*|сборк\w*|верси\w*|публичн\w*)"
                               r"(?:[^\w()][^()]*)?\)")


# --- a generated value alone on its line, under a line that names a key, a token, a secret or a password -----------------
# (or a chat's message that is only the value, after its speaker's tag: "[Teams] Sophie Marchand 10:44 - <value>",
# "[10:42] Mateo: <value>")
_SPEAKER = (r"(?:\[[^\]\n]{1,24}\][ \t]*)+(?:[A-ZА-ЯЁ][\w.]{0,20}(?:[ \t][A-ZА-ЯЁ][\w.]{0,20}){0,2})?(?:[ \t]+\d{1,2}:\d{2})?"
            r"[ \t]*(?::|[-—–])")
# (a console's or a chat's text pasted: "CF API token "workers-deploy" (…)\nw5e2Rpza…", "JWT Settings\nJWT Secret\nGWvI…",
# "postmark server 'x' -> API Tokens tab -> Server API token\n7595…-…" — a UUID too, under such a name)
_LONE_VALUE = re.compile(r"(?m)^[ \t]*(?:[-*•>]|\d{1,2}[.)]|" + _SPEAKER + r")?[ \t]*[\"'`]?([A-Za-z0-9+/_\-=.~]{16,200})[\"'`]?[ \t]*$")
# or the value in groups of hex digits or letters and digits spaced (base64's too), as read off a screen or a photo: "dddc 2d30
# 137a 7386 a885 …", "qCF/ AQ2W 71Vd jE60 intX …"
_GROUPED_LINE = re.compile(r"(?m)^[ \t]*((?:[0-9A-Za-z+/]{4,8}[ \t]){3,15}[0-9A-Za-z+/]{4,8})[ \t]*$")
_NAMES_SECRET = re.compile(r"(?i)\b(?:tokens?|keys?|secrets?|passwords?|passwd|passphrase|credentials?|api[ _-]?keys?|apikey|pats?|api)\b"
                           r"|(?<!\w)(?:парол|ключ|токен|секрет)\w*")
_NAMES_KEY = re.compile(r"(?i)\b(?:tokens?|secrets?|api[ _-]?keys?|keys?)\b|(?<!\w)(?:токен|секрет|ключ)\w*")  # (what a UUID may be)
_SAYS_PUBLIC = re.compile(  # (a word of its own, not a part of a hyphenated name: "sa-orders-consumer")
    r"(?i)(?<![\w\-])(?:ids?|public|publishable|published|fingerprints?|hash\w*|sha\d*|checksums?|digests?|commits?|tenant|subscriptions?|"
    r"object|resource|uuids?|guids?|request|trace|span|orders?|tracking|serial|examples?|samples?|placeholders?|formats?|"
    r"accessor|kid|cache|translations?|tests?|fixtures?|mock|dummy|fake|thumbprint|address|wallet|recipients?|endpoint|urls?|"
    r"host|namespace|bucket|index|project|idempotency|nonce|salt|cursor|etag)(?![\w\-])"
    r"|(?<!\w)(?:айди|идентификатор|публичн|отпечат|хеш|хэш|пример|идемпотент)\w*")


def _generated_alone(value: str) -> bool:
    """A value no person writes: a UUID, 32+ hex digits, or letters of both cases or letters and digits at random with
    hardly a vowel (not "checkoutPaymentButtonTitle2", "HelloWorldThisIsATest2024")."""
    if is_placeholder(value) or "=" in value.rstrip("="):
        return False
    if is_uuid(value) or _HEX.fullmatch(value) or len(value) > 64 and _HEX.fullmatch(value[:64]):
        return True
    letters = [c for c in value if c.isalpha()]
    if not letters or sum(c in "aeiouAEIOU" for c in letters) > 0.32 * len(letters):
        return False
    return looks_random(value, 16, named=True) and (has_digit(value) + (value != value.lower()) + (value != value.upper())) >= 2


def _asides_dropped(label: str) -> str:
    """`label` without its asides in brackets, unless one says the value is public: an aside says where the rest is kept or
    which part the value is not ("(the access key id is in terraform outputs)", "(key id ends …SGU8)"), not what the value is
    (what names the secret may stand in one: "(Account / Secure password):")."""
    return _ASIDE.sub("", label) if "(" in label and not PUBLIC_ASIDE.search(label) else label


_QUOTED_NAME = re.compile(r"[ \t]+['\"«“][^'\"»”\n]{1,40}['\"»”]")


def _says_public(label: str) -> bool:
    """`_SAYS_PUBLIC` in `label`, not a word that a quoted name follows ("token — Hetzner project 'fairley-files':" names
    whose project the token opens, not the value a project's id)."""
    return any(not _QUOTED_NAME.match(label, found.end()) for found in _SAYS_PUBLIC.finditer(label))


def find_value_under_name(text: str) -> str | None:
    """LABELLED when a line of `text` holds only a generated value and the line above it, or the one above that, names a key,
    a token, a secret or a password (a UUID: a key, a token or a secret), and neither they nor the line below say it is an
    id, a hash, a public value or an example; else None."""
    for match in (*_LONE_VALUE.finditer(text), *_GROUPED_LINE.finditer(text)):
        value = match.group(1).replace(" ", "").replace("\t", "")  # (a key read off a screen in groups, joined)
        if not _generated_alone(value) or text.rfind("-----BEGIN", 0, match.start()) > text.rfind("-----END", 0, match.start()):
            continue  # (a PEM block's body is the block's: a CSR's or a certificate's, read as the block by `vendor`)
        label = "\n".join(text[:match.start()].rstrip("\n").split("\n")[-2:])
        service = not is_uuid(value) and len(value) >= 24 and names_service(label.split("\n")[-1])  # ("Mistral\n2nJGcGI3…")
        if not (_NAMES_SECRET.search(label) or service) or _says_public(_asides_dropped(label)) \
                or is_uuid(value) and not _NAMES_KEY.search(label):
            continue
        below = next((line for line in text[match.end():].split("\n") if line.strip() and not line.lstrip().startswith("```")), "")
        if not _SAYS_PUBLIC.search(below):  # ("```\n3f2a…\n```\nthat is the commit": the line below names it)
            return LABELLED
    return None


# --- a long generated value after any label's colon, the label a clause ("the one for Xero reconciliation: SSQrDk3R…"): forty
# or more letters of both cases and digits at random are no id a person names in words, unless the label says what public
# thing it is (a transaction's signature, a content id, a hash)
_AFTER_COLON = re.compile(r"(?m)^([^\n:]{0,120}):[ \t]+[\"'`]?([A-Za-z0-9_\-+]{2}[A-Za-z0-9_\-+/]{22,118})[\"'`]?[ \t.]*$")
_NOT_A_KEYS_KEY = re.compile(r"(?i)(?<![\w\-])(?:primary|foreign|partition|sort|row|composite|cache|object|idempotency|s3|"
                             r"license|licence|product|activation|translation|api-?version)[ \t_\-]*keys?(?![\w\-])")
_SAYS_SIGNED = re.compile(r"(?i)(?<![\w\-])(?:signatures?(?![ \t_\-]*(?:key|secret))|tx|txid|transactions?|cids?|ipfs|hash\w*|"
                          r"подпис\w*|транзакци\w*)(?![\w\-])")  # (a signature key is a secret: Square's webhook signature key)
# a password's or a key's label right before a value made up as one (small letters, capitals and a digit): "Temporary password:
# NKRbewsh207", "VERCEL_TOKEN for the docs Action (scope: team, no expiry): 5reBWlxw1D4t…" — a label and its value as precise as a
# vendor's format, which no doubt about the note's other words outweighs (`learned.secret_shown`)
_MADE_UP = r"((?=[^\s\"'`»]*[a-zа-я])(?=[^\s\"'`»]*[A-ZА-Я])(?=[^\s\"'`»]*\d)[^\s\"'`»<>{{}}$]{{{0},{1}}})(?=[\s\"'`».,;)!]|$)"
# capitals drawn at random, two vowels at most: "GXRIFXZD" (not a word in capitals, "PASSWORD", "RELEASED")
_CAPS_DRAWN = r"(?-i:((?=[A-Z]{8,16}(?![\w\-]))(?:[B-DF-HJ-NP-TV-XZ]*[AEIOUY]){0,2}[B-DF-HJ-NP-TV-XZ]*)(?![\w\-]))"
_LABEL_THEN_MADE_UP = re.compile(
    r"(?i)(?<![\w\-])(?:(?:temporary|temp|new|initial|one-time|current|новый|временный)\s+)?(?:password|passwd|pwd|pw|пароль|"
    r"парол[а-я]+)\s*[:=]\s*[\"'`«]?" + _MADE_UP.format(8, 40)
    # (or what it is changed to: "change Cliniko pw to PavlovaSorrento*668", «сменил пароль от кабинета на …»)
    # (or reset and what it is now: «Сбросил ему пароль, теперь у него M@rat_Solaris77»)
    + r"|(?<![\w\-])(?:change[sd]?|changing|set|reset|update[sd]?|сменил\w*|сменить|поменял\w*|поменять|сбросил\w*|сбросить)(?![\w\-])[^\n]{0,30}?"
    r"(?<![\w\-])(?:password|passwd|pwd|pw|пароль)(?![\w\-])[^\n]{0,30}?(?<![\w\-])(?:to|на|стал|стало|теперь(?: у (?:него|неё|нее|меня|них))?)\s+[\"'`«]?"
    + _MADE_UP.format(8, 40)
    # (or right after the word, with a symbol as well, the clause ending: «завёл учётку vendor_tmp, пароль 5M83@mj5gIF, права …»)
    + r"|(?<![\w\-])пароль[ \t]+(?=[^\s\"'`»]*[^\w\s\"'`»])" + _MADE_UP.format(8, 40) + r"(?=[,;]|[ \t]*(?:\n|$))"
    # (or what it was set to, in Russian: «пароль администратора поставил Xv5e1DgTgHc», «пароль задал …»)
    + r"|(?<![\w\-])(?:пароль|парол[а-я]+)(?:\s+[а-яё]+){0,2}?\s+(?:постав|зада|установ|сдела)[а-яё]*\s+[\"'`«]?"
    + _MADE_UP.format(8, 40)
    + r"|(?-i:\b[A-Z][A-Z0-9]*_(?:TOKEN|KEY|SECRET|PAT|API_KEY|ACCESS_KEY)\b)[^\n:=]{0,80}(?:\([^()\n]{0,60}\))?[^\n:=]{0,20}[:=]\s*"
    r"[\"'`]?" + _MADE_UP.format(20, 100))


# a password told by "it" or "mine" after the sentence that names it: "… couldn't get into Teams because her account was
# blocked. Reset it in the admin centre to UWQ292mdc#05", "the LOOKER_SVC password got rotated … We set it to FYpvdBI-4ulYuBx",
# "it made everyone change passwords. Mine is now ConcordeLeigh52?"
_IT_MADE_UP = re.compile(r"(?i)(?<![\w\-])(?:(?:re)?set|change[sd]?|rotated|updated?)\s+(?:it|hers?|his|mine|theirs)(?![\w\-'’])"
                         r"[^\n.!?]{0,40}?(?<![\w\-])to\s+[\"'`]?" + _MADE_UP.format(8, 40)
                         + r"|(?<![\w\-])mine(?:'s|’s| is) now\s+[\"'`]?" + _MADE_UP.format(8, 40)
                         # (in Russian, changed and what it is now, maybe drawn in capitals: «пароль уровня 'Service' (2)
                         # поменяли, теперь GXRIFXZD»)
                         + r"|(?<![\w\-])(?:поменял|сменил|обновил|сбросил)[а-яё]*,?\s+теперь\s+[\"'`«]?(?:" + _MADE_UP.format(8, 40)
                         + "|" + _CAPS_DRAWN + ")")
_IT_NAMED = re.compile(r"(?i)(?<![\w\-])(?:passwords?|passwd|passcodes?|pw|парол[ьяюе]|паролей)(?![\w\-])")
# or the account whose password it is, when the value has a symbol as a password has ("reset it to DarkMode2" is a theme)
_IT_ACCOUNT = re.compile(r"(?i)(?<![\w\-])(?:logins?|accounts?|credentials?)(?![\w\-])")
_IT_LOOKBACK = 240  # how far before "it" its noun may stand
_VERSION_IN = re.compile(r"\d\.\d")  # "updated it to Python3.11": a version


def _value_made_up(found: re.Match[str]) -> str:
    """The value a match of `_LABEL_THEN_MADE_UP` or `_IT_MADE_UP` holds: the one group of its alternatives that took part."""
    return next(group for group in reversed(found.groups()) if group)


def _told_by_it(text: str) -> re.Match[str] | None:
    """The first `_IT_MADE_UP` in `text` whose value is no version and whose "it" a password, or an account with a value that
    has a symbol, stands for within `_IT_LOOKBACK` characters before it; else None."""
    if " to " not in text and "now" not in text.lower() and "теперь" not in text:
        return None
    for found in _IT_MADE_UP.finditer(text):
        value = _value_made_up(found)
        if _VERSION_IN.search(value):
            continue
        before = max(0, found.start() - _IT_LOOKBACK)
        if _IT_NAMED.search(text, before, found.start()) or not value.rstrip(".,;:!?").isalnum() \
                and _IT_ACCOUNT.search(text, before, found.start()):
            return found
    return None


def find_password_told_by_it(text: str) -> str | None:
    """PASSWORD when `text` names a password or an account and then tells the value it was set to by "it" or "mine"
    (`_IT_MADE_UP`); else None."""
    return PASSWORD if _told_by_it(text) is not None else None


def made_up_value(text: str) -> str | None:
    """The value made up as a password or a key right after its label in `text` (`_LABEL_THEN_MADE_UP`), or told by "it"
    after its name (`_IT_MADE_UP`), if any."""
    found = _LABEL_THEN_MADE_UP.search(text) or _told_by_it(text)
    return None if found is None else _value_made_up(found)


# an aside that says the value is public (kept for any reading without asides: `guard._secret_read` too)
PUBLIC_ASIDE = re.compile(r"(?i)\([^()\n]*(?:\bpublic\b|\bpublishable\b|\bnot (?:a )?secret\b|публичн|не секрет|"
                          + KEY_LEFT_OUT + r")[^()\n]*\)")
_IPFS_CID = re.compile(r"Qm[1-9A-HJ-NP-Za-km-z]{44}")
_NAMES_SECRET_KEY = re.compile(r"(?i)\b(?:secrets?|keys?|api[ _-]?keys?)\b|(?<!\w)(?:секрет|ключ)\w*")  # (not "tokens": an LLM's too)
_COMMIT_SAID = re.compile(r"(?i)(?<![\w\-])(?:commits?|sha\d*|revision|rev|build|digest|checksum|коммит\w*)(?![\w\-])")


def find_generated_after_colon(text: str) -> str | None:
    """LABELLED when a line of `text` ends in a colon and a value of 40+ letters of both cases and digits at random (24+, or
    a UUID, where the label names a key or a token), and its label does not say the value is an id, a signature, a hash or
    public, nor name a key of another sense (a table's primary key, a cache key); else None."""
    for match in _AFTER_COLON.finditer(text):
        label, value = match.group(1), match.group(2)
        label = _asides_dropped(label)
        if _SAYS_PUBLIC.search(label) or _SAYS_SIGNED.search(label) or _SITE_KEY.search(label) or _IPFS_CID.fullmatch(value) \
                or _BTC_ADDRESS.fullmatch(value) or value.startswith(PUBLISHED_PREFIXES) \
                or value.startswith("LS0tLS1CRUdJTiBDRVJU"):  # (base64 of "-----BEGIN CERTIFICATE": kubeconfig's CA data)
            continue
        named = _NAMES_SECRET.search(label) is not None and not _NOT_A_KEYS_KEY.search(label)
        if is_uuid(value):  # ("Met Office DataPoint key: d51db31a-…": a service's key is a UUID under its name)
            if named and _NAMES_KEY.search(label):
                return LABELLED
            continue
        if (len(value) >= 40 or named) and has_digit(value) and value != value.lower() and value != value.upper() \
                and "//" not in value and _generated_alone(value):
            return LABELLED  # (24 or more under a label that names a key: "… → API keys → 'nevapay-eval': UgRZlCLF…")
        if named and _NAMES_SECRET_KEY.search(label) and _HEX.fullmatch(value) and len(value) in (32, 40, 64) and has_digit(value) \
                and any(c.isalpha() for c in value) and not _COMMIT_SAID.search(label):
            return LABELLED  # ("webhook secret for the detections repo → Lambda receiver (…): 2185ce21…", 40 hex)
    return None


# --- a key read out in groups after a colon or a dash, its name in the note ("записала по четыре: vpOx mW5X gbDG v0Np …",
# "written in groups so I could read it off the screen: OeAmU WAwmQ kej86 tvz7k qFfbB vE3Ua")
_GROUPS_AFTER = re.compile(r"(?m)^([^\n]*?)[:—–][ \t]*((?:[A-Za-z0-9_]{3,6}[ \t]{1,3}){3,15}[A-Za-z0-9_]{1,6})(?=[ \t]*(?:$|[.,;(]|[—–] ))")
# (two spaces between the groups too, and a dash after them: "…:  7Xt4  a8wC  ezjX … BOk0  — пробелы убрать")


def _mixed(group: str) -> bool:
    return has_digit(group) and any(c.isalpha() for c in group) or group != group.lower() and group != group.upper()


def find_grouped_value(text: str) -> str | None:
    """LABELLED when a clause of `text` ends in four or more groups of letters and digits, all but one mixing digits and
    letters or both cases, that join into a random value of 16 or more, the note names a key, a token, a secret or a
    password, and the line's words before them do not say it is public or a fingerprint — or joined they are a vendor's
    format, named or not; else None."""
    named: bool | None = None
    for match in _GROUPS_AFTER.finditer(text):
        label, groups = match.group(1), match.group(2).split()
        value = "".join(groups)
        if find_vendor_secret(value, value.lower()) is not None:
            return LABELLED  # ("read it off the screenshot, spaced: ghp_ 3nEm MNXI …": a vendor's token in groups)
        if named is None:
            named = _NAMES_SECRET.search(text) is not None
        if named and len(value) >= 16 and sum(map(_mixed, groups)) >= len(groups) - 1 and len(groups) >= 4 and not _SAYS_PUBLIC.search(label) \
                and not is_placeholder(value) and looks_random(value, 16, named=True) \
                and not (_HEX.fullmatch(value) and _FINGERPRINTED.search(text)):
            return LABELLED  # (not a GPG key's fingerprint in its groups of four: "C315 D205 48F9 … (public, on keys.openpgp.org)")
    return None


_FINGERPRINTED = re.compile(r"(?i)\b(?:gpg|pgp|gnupg|fingerprint|signing key)\b|(?<!\w)отпечат")


def find_labelled_value(text: str, runs: list[str] | None = None) -> str | None:
    """LABELLED when a line of `text` is only a short label and a generated value; else None. `runs`:
    `vendor.token_runs(text)`, when the caller has them (no value is shorter than 16, so a note without such a run
    is passed over at once)."""
    if ":" in text and _PASSWORD_SYMBOL.search(text) and _service_password(text):
        return PASSWORD
    if max(map(len, runs), default=0) < 16 if runs is not None else _LONG.search(text) is None:
        return _short_service_key(text)
    lines = text.split("\n")  # each rule reads a whole line: matched at its start, not searched through the note
    for match in filter(None, map(_WORD_VALUE.fullmatch, lines)):
        label, value = match.group(1), match.group(2)
        if "-----" in value:
            continue  # `BEGIN CERTIFICATE-----MII…`: PEM armour glued to its body (a wrapped line rejoined), read by `vendor`
        if not _not_secret_label(label) and _labelled_value(label, value, False):
            return LABELLED
    for match in filter(None, (_SERVICE_WORD_VALUE.fullmatch(line) for line in lines if line.count(" ") <= 6)):
        label, value = match.group(1), match.group(2)
        if names_service(label.split()[0]) and not _not_secret_label(label) and not id_like(value) and (
                _HEX.fullmatch(value) and len(value) in (32, 40, 48, 64) and has_digit(value)
                or len(value) >= 24 and value != value.lower() and value != value.upper() and has_digit(value)
                and looks_random(value, 24)):
            return LABELLED
    for match in filter(None, map(_LINE.fullmatch, lines)):
        label, value = match.group(1), match.group(2).rstrip(".")
        bare = _ASIDE.sub("", label) if "(" in label else label  # "Travis CI (old org)": the aside says which, not what
        if len(bare.split()) > 3 or _not_secret_label(bare) or bare is not label and _ASIDE_NOT_SECRET.search(label):
            continue
        if _labelled_value(label, value, True):
            return LABELLED
    if runs is not None:  # a service's name and its key inside a sentence: "… today. Vercel: <key> — rotate it …"
        for run in runs:
            sep = text.find(run)
            while sep > 0 and text[sep - 1] in " \t\"'`«":
                sep -= 1
            if sep <= 0 or text[sep - 1] not in _SEPARATORS:
                continue  # no separator just before the run: no label to read
            label = " ".join(text[max(0, sep - 40):sep - 1].rstrip(" \t-").rsplit(None, 2)[-2:])  # the 1-2 words before
            if label and names_service(label) and not _not_secret_label(label) \
                    and _labelled_value(label, run.rstrip(".,;:!?"), True):
                return LABELLED
    return None


_SEPARATORS = frozenset(":=→>—–")
# a service's token or key of 12-15 characters right after the words that name it: "ipinfo token <14 hex>", "gotify app
# token <15>" (those services' keys are that short); the value must be random: hex with letters and digits, or small and
# capital letters mixed with no word in them
_SHORT_KEY = re.compile(r"(?i)(?<![\w\-])(?:token|key)[ \t]*[:=]?[ \t]*[\"'`]?([A-Za-z0-9]{12,15})[\"'`]?(?![\w\-/.@]|\.\w)")
_SHORT_KEY_LABEL = re.compile(r"(?i)([a-z][a-z0-9]{2,20}(?:[ .][a-z][a-z0-9]{2,20})?)[ \t]+(?:(?:app|api|access|auth|client)[ \t]+)?$")
_HEX12 = re.compile(r"[0-9a-f]{12,15}")


def _short_service_key(text: str) -> str | None:
    if "token" not in text and "key" not in text and "Token" not in text and "Key" not in text:
        return None
    for match in _SHORT_KEY.finditer(text):
        value = match.group(1)
        label = _SHORT_KEY_LABEL.search(text, max(0, match.start() - 48), match.start())
        if label is None or not names_service(label.group(1)):
            continue
        if _HEX12.fullmatch(value) and has_digit(value) and sum(c.isalpha() for c in value) >= 3 and len(value) >= 14:
            return LABELLED
        upper, lower = sum(c.isupper() for c in value), sum(c.islower() for c in value)
        if upper >= 4 and lower >= 4 and not _WORDISH.fullmatch(value) and shannon_entropy(value) >= 3.3 \
                and sum(map(len, _WORDISH.findall(value))) * 2 < len(value):
            return LABELLED
    return None

