"""Values that look like secrets but are published, or only point at one: what a secret rule's refusal is read once more without.

A secret is a value someone keeps; these are values anyone can read, or names of where the value is kept. Each is told by
two signals that do not come from the same words — what the value is, and what the note says of it — so that a real
secret written in the same sentence keeps both signals from lining up:

- a card processor's **test number** (Stripe 4242 4242 4242 4242, YooKassa 5555 5555 5555 4477, Stripe's Amex
  3782 822463 10005): the number is built to be typed (one digit run six times, or a group of two to four digits
  repeated over eight or more) or is one of the few published numbers that are not, AND the note says test, sandbox
  or demo beside it. No issuer gives such a number to a person, so it identifies no one; a real card called a test card
  has random digits and stays refused (`pii` asks `is_test_card`). The CVC and expiry beside it are the docs' "any value";
- a **docs example value**: the note calls it an example, a sample, a format or docs, AND the value is typed, not
  generated — most of it ascending or descending runs (`123456:ABC-DEF1234ghIkl-zyx…`, `AbCdEfGh…`), or a JWT whose
  claims are (jwt.io's `"sub": "1234567890"`);
- **base64 of readable text**: lines of plain words that name no secret and hold no generated value (`log.conf:
  bG9nLWxldmVs…` is "log-level: info") — base64 of "password: …" or of a key is still read as one;
- a **published key class**: a Windows product key the note calls a GVLK or KMS client key — Microsoft prints them;
- a **key's id**: a GUID or a short lower-case id after "key ID", «идентификатор ключа», «ID ключа» — the name of a key,
  not the key; and a GUID or 32 hex after a thing's id (a Cloudflare "zone ID", an Azure "tenant ID", an "account ID") —
  the name of the thing, printed in its dashboard's URLs, while its token is named a token and stays; and an ad
  network's publisher or app id in Google's own form (AdMob `ca-app-pub-<16 digits>~<10 digits>` in the app's
  manifest, an ad unit `…/<10 digits>`, AdSense `ca-pub-<16 digits>` in the page's HTML) — shipped inside every copy
  of the app or page;
- a **public key called one**: a WireGuard / Curve25519 key (43 base64 characters and "=") a few words after "public key",
  «публичный ключ», «открытый ключ», with no private or secret word between — the half handed to peers by design; the
  private key in the same shape is named private and stays;
  and a key in DER form whose own header says public key (base64 SubjectPublicKeyInfo: `MFkwEwYHKoZIzj0CAQYI…` for
  ECDSA P-256, `MCowBQYDK2VwAyEA…` for Ed25519, `MIIBIjANBgkq…` for RSA) on a line that calls it public or a key to verify
  with («для проверки подписи», "webhook verification key"), naming nothing private — a private key's PKCS#8 header differs,
  so one called public stays; and an OpenSSH public key line (`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5…`,
  `ssh-rsa AAAAB3NzaC1yc2E…`), whose base64 opens with the very key type written before it — the authorized_keys
  form, which only a public key takes (a private key is a `BEGIN OPENSSH PRIVATE KEY` block, `b3BlbnNzaC1rZXktdjE…`,
  and stays);
- a **placeholder** inside a format: `email/token:API_TOKEN`, an all-capitals name (`text.is_placeholder` already calls
  one a placeholder when it is the whole value);
- a **registry's code**: a number after a code named by an abbreviation — «код ИФНС 7712», ОКТМО, "NAICS code 454110" —
  or by the words of what it registers («код налогового органа 2310», «код подразделения 770-001»),
  who holds it maybe between («код ATI у нас 1234567», "NAICS code for our shop is 454110"):
  a door, a gate or a safe is named by a word (the access-code rules' own stems, «код СЕЙФА» in capitals too; a line all
  in capitals names nothing by its capitals), and the secret vocabulary (PIN, OTP, SMS, CVV, SIM) is never such a name;
- a **password manager's entry name**: the word (or the whole quoted name) after «под записью», "entry", "item" in a note
  that names the manager, or the folder path after the manager's name ("see KeePass → Network") — where the password is,
  not the password;
- a **secret store's reference**: a cloud secret manager's resource name (`projects/…/secrets/…/versions/…`,
  `arn:aws:secretsmanager:…:secret:…`, `arn:aws:ssm:…:parameter/…`, `https://….vault.azure.net/secrets/…`) — the path's
  own parts say it names a slot in a store, so what the note reads from it is not in the note; and Home Assistant's and
  ESPHome's `!secret name`, which reads the value from secrets.yaml by that name;
- a **public identifier**: a value right after the label `guid` / `uuid` (a Unity asset's, a record's), and a certificate's
  or key's fingerprint written as colon-separated hex pairs (16, 20 or 32 of them) in a sentence that names a hash
  (SHA-1, SHA-256, MD5, fingerprint, «отпечаток») — what Firebase, Maps restrictions and `keytool -list` publish; and
  OpenSSH's `SHA256:<43 base64>` in a line that names a key, a host or a fingerprint — what `ssh-keygen -l` prints;
- a software's **default** in the sentence that calls it one (default, factory, «заводской»): a small lower-case word as
  the value (`POSTGRES_PASSWORD=postgres … default dev password`), or a login/password pair of them («с заводским паролем
  admin/admin»); a device's printed default is no word and stays refused;
- a well-known **bad password quoted as an example**: a quoted value judged bad or weak in its sentence, or a list after
  "the most common / leaked passwords", or shown after a label that calls it an example of a bad one ("Example of a weak
  password: Qwerty123!"), in a sentence that gives it to no one's account («объяснить, почему «qwerty123»
  плохо»; a user's own password, however bad, is his: "my password is still password1" stays refused).

- a **parcel's tracking number** in UPS's own form (`1Z` + a 6-character shipper number + 10 digits, the last a check
  digit) in a note that speaks of tracking, a parcel or its delivery — printed on the label, read by anyone who holds it.

`without_published(text)` gives the note with such values replaced by "…", or None when it holds none; the guard reads
a refused note once more in that form, so a real secret beside a published value is still refused.
"""

from __future__ import annotations

import base64
import json
import re

from .kinds import ACCESS_CODE
from .named import _HINT_WORDS, _MANAGERS
from .publickey import PRIVATE_WORDS
from .shapes import SHAPE_RULES, _PASSWORD_MANAGERS
from .text import base64_text

_BLANK = "…"

# --- test cards -----------------------------------------------------------------------------------------------------
# published test numbers that are not built to be typed (Stripe's and Braintree's docs: Amex, Diners, Discover, JCB,
# 3-D Secure and country cards)
_PUBLISHED_TEST_CARDS = frozenset({"378282246310005", "371449635398431", "378734493671000", "6011000990139424",
                                   "3056930009020004", "36227206271667", "30569309025904", "38520000023237",
                                   "4000056655665556", "2223003122003222", "4000002760003184", "4000002500003155",
                                   "4000008400001629", "3566002020360505", "6011981111111113"})
_TYPED_DIGITS = re.compile(r"(\d)\1{5}|(\d{2})\2{3}|(\d{3})\3{2}|(\d{4})\4\4")
# the note says it is a test: "test mode", "sandbox", «тестовая», «песочница», "demo"
TEST_WORDS = re.compile(r"(?i)(?<![^\W\d_])(?:test\w*|sandbox\w*|тест\w*|песочниц\w*|demo|демо\w*)")


def is_test_card(digits: str, text: str, start: int, end: int) -> bool:
    """The card number `digits` (at text[start:end]) is a processor's test number, in a note that says it is a test."""
    if digits not in _PUBLISHED_TEST_CARDS and not _TYPED_DIGITS.search(digits):
        return False
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return bool(TEST_WORDS.search(text, max(line_start, start - 160), min(end + 80, len(text) if line_end < 0 else line_end)))


_CARD_RUN = re.compile(r"(?<![\w.\-/])\d(?:[ \-]?\d){12,18}(?![\w\-/])")
_SECURITY_CODE = re.compile(r"(?i)\b(cvv2?|cvc2?|csc)(\s*(?:code)?\s*[:=\-—]?\s*)\d{3,4}\b")


def _test_cards(text: str) -> str:
    """The CVC beside a test number blanked: the docs say any value will do."""
    if not any(is_test_card("".join(c for c in m.group() if c.isdigit()), text, m.start(), m.end()) for m in _CARD_RUN.finditer(text)):
        return text
    return _SECURITY_CODE.sub(lambda m: m.group(1) + m.group(2) + _BLANK, text)


# --- docs example values ----------------------------------------------------------------------------------------------
# (a word of the note, not part of a host or a path: "api.example.com", "docs/…" say nothing of the value, nor OData's `$format=json`;
# nor "the docs site", a site the value deploys)
SAYS_EXAMPLE = re.compile(r"(?i)(?<![\w.@/\-$])(?:examples?|sample|dummy|placeholders?|docs(?! site| website| page| repo)|documentation|tutorial|"
                          # (not what a leak lets others fake: «кто знает адрес — может слать фейковые брони», "fake orders")
                          r"looks? like|fake(?! (?:bookings?|orders?|messages?|e-?mails?|calls?|reviews?|requests?|payments?)\b)|"
                          r"пример\w*|документаци\w*|доки|доке|доку|(?<!в )формат\w*|"  # (not a file's: «в формате iCal»)
                          # (nor a file's in English: "in iCal format", "in JSON format")
                          r"(?<!in ical )(?<!in json )(?<!in csv )(?<!in pdf )(?<!in xml )(?<!in yaml )(?<!in html )format|"
                          r"фейков\w*(?! (?:брон|заказ|сообщени|письм|звонк|отзыв|заявк|платеж|платёж)\w*)|выглядит"
                          r"|exemplos?|ejemplos?|exemples?|beispiel\w*|documentação|documentación)\b(?![.\-/]\w)")  # (pt, es, fr, de)
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_\-:.]{15,}")


def _typed_share(value: str) -> float:
    """How much of `value`'s letters and digits lie in runs of three or more that step by one or repeat (abc, 321, AbCd, XXXX,
    0000)."""
    chars = [c.lower() for c in value if c.isalnum()]
    covered, i = 0, 0
    while i < len(chars):
        j = i + 1
        if j < len(chars) and abs(ord(chars[j]) - ord(chars[i])) <= 1 and chars[j].isdigit() == chars[i].isdigit():
            step = ord(chars[j]) - ord(chars[i])
            while j < len(chars) and ord(chars[j]) - ord(chars[j - 1]) == step and chars[j].isdigit() == chars[i].isdigit():
                j += 1
            if j - i >= 3:
                covered += j - i
                i = j
                continue
        i += 1
    return covered / len(chars) if chars else 0.0


_JWT = re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.(eyJ[A-Za-z0-9_\-]{8,})\.[A-Za-z0-9_\-]{16,}")
_JSON_VALUE = re.compile(r'"[^"]+"\s*:\s*"?([^",}]{6,})')


def _sample_jwt(payload: str) -> bool:
    """A JWT whose claims are typed, not issued: jwt.io's `"sub": "1234567890"`."""
    try:
        claims = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    return any(_typed_share(value) >= 0.5 for value in _JSON_VALUE.findall(claims))


# jwt.io's own sample token's claims, base64 (`{"sub":"1234567890","name":"John Doe","iat":1516239022}`): no one's token
# wherever it is pasted ("the token on jwt.io's front page (eyJhbGciOi…) is just the demo")
_JWT_IO_SAMPLE = "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"


def without_jwt_io_sample(text: str) -> str | None:
    """`text` with jwt.io's own sample token blanked, or None when it holds none."""
    if _JWT_IO_SAMPLE not in text:
        return None
    shown = _JWT.sub(lambda m: _BLANK if m.group(1) == _JWT_IO_SAMPLE else m.group(), text)
    return None if shown == text else shown


# a vendor's documentation's own sample value, no one's wherever it is pasted: Telegram's bot token in its Bot API docs ("он выдаст
# токен вида 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11")
_VENDOR_SAMPLES = ("123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11",)


def _docs_examples(text: str) -> str:
    text = without_jwt_io_sample(text) or text
    for sample in _VENDOR_SAMPLES:
        text = text.replace(sample, _BLANK)
    if not SAYS_EXAMPLE.search(text):
        return text
    if "eyJ" in text:
        text = _JWT.sub(lambda m: _BLANK if _sample_jwt(m.group(1)) else m.group(), text)
    return _TOKEN.sub(lambda m: _BLANK if _typed_share(m.group()) >= 0.5 else m.group(), text)


# --- base64 of readable text ------------------------------------------------------------------------------------------------
_BASE64_RUN = re.compile(r"(?<![\w+/=])(?:[A-Za-z0-9+/]{4}){4,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?(?![\w+/=])")
_SECRET_WORDS = re.compile("|".join(re.escape(w) for w in _HINT_WORDS if len(w) >= 3))


def _readable(run: str) -> bool:
    """`run` is base64 of a few lines of plain text that name no secret and hold no generated value."""
    try:
        decoded = base64.b64decode(run, validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    words = decoded.split()
    return (len(words) >= 2 and decoded.isprintable() or "\n" in decoded and all(line.isprintable() for line in decoded.splitlines())) \
        and not _SECRET_WORDS.search(decoded.lower()) \
        and all(len(w) <= 6 or w.strip(":,.;").replace("-", "").replace("_", "").isalpha() for w in words)


def _small_json(run: str) -> bool:
    """`run` is base64 of a small JSON object that names no secret and holds no long value: a trace header's
    `{"span":"7f3a91c2","sampled":true}`, a feature flag's state."""
    try:
        decoded = json.loads(base64.b64decode(run, validate=True).decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return False
    return isinstance(decoded, dict) and 0 < len(decoded) <= 8 and not _SECRET_WORDS.search(json.dumps(decoded).lower()) \
        and all(isinstance(v, (bool, int, float)) or v is None or isinstance(v, str) and len(v) <= _SHORT_VALUE
                for v in decoded.values())


_SHORT_VALUE = 12  # characters: an id of a span or a flag, not a session's or an account's token


def _readable_base64(text: str) -> str:
    """`log.conf: bG9nLWxldmVs…` (base64 of "log-level: info"): a config's text, encoded, is no key; nor a small JSON object
    with no secret in it (`_small_json`) — unless it is a JWT's part (a dot joins it to the next)."""
    return _BASE64_RUN.sub(lambda m: _BLANK if _readable(m.group()) or (
        _small_json(m.group()) and not text.startswith(".", m.end()) and not text.endswith(".", 0, m.start())) else m.group(), text)


# --- a published key class, a key's id, a placeholder ----------------------------------------------------------------
_PRODUCT_KEY = re.compile(r"\b[A-Z0-9]{5}(?:-[A-Z0-9]{5}){4}\b")
_PUBLISHED_CLASS = re.compile(r"(?i)\bGVLK\b|\bKMS[ \-]?(?:client|клиент)|\bclient setup key")
_KEY_ID = re.compile(r"(?i)(?:\b(?:key[ _\-]?id|key protector id)\b|(?:идентификатор\w*|\bид\b|\bid\b)\s+(?:\w+\s+)?(?:ключ\w*|key)\b)"
                     r"(?:[^:\n—–=]{0,40}?[:—–=]\s*|\s+)"
                     r"([0-9A-Fa-f]{8}(?:-[0-9A-Fa-f]{4}){3}-[0-9A-Fa-f]{12}|\{[0-9A-Fa-f\-]{36}\}|(?-i:[a-z](?=[a-z]*\d)[a-z0-9]{11,23}))"
                     r"(?![\w\-])")
# a thing's id, not a key's: "Cloudflare zone ID for example.com (in every dashboard URL): <32 hex>", "Azure tenant ID: <GUID>"
# (not an app's id: OpenWeather's `appid=` is its key; nor a URL's parameter)
_THING_ID = re.compile(r"(?i)\b(?:zone|account|tenant|project|site|subscription|workspace|organi[sz]ation|org)[ _\-]?id\b"
                       r"[^:\n—–=]{0,80}?[:—–]\s*([0-9a-f]{32}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})(?![\w\-])")
# Google's ad ids, printed into every copy of the app or page that shows the ads (AdMob app, ad unit; AdSense publisher)
_AD_ID = re.compile(r"(?<![\w\-])ca-(?:app-)?pub-\d{16}(?:[~/]\d{10})?(?![\w~/])")
# a Curve25519 public key (WireGuard's) after the words that call it public, nothing private named between
_PUBLIC_KEY = re.compile(r"(?i)(?:\bpublic ?key\b|(?<!\w)(?:публичн|открыт)\w* ключ\w*)([^\n]{0,90}?)"
                         r"(?<![\w+/])[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=(?![\w+/=])")
# a public key in DER form, base64 (SubjectPublicKeyInfo): its own header names the algorithm of a public key — ECDSA P-256,
# P-384, P-521, secp256k1, Ed25519, X25519, Ed448, RSA (a private key's PKCS#8 header, `MIGHAgEA…`, `MC4CAQAw…`, differs)
_DER_PUBLIC = re.compile(r"(?<![\w+/])(?:MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE|MHYwEAYHKoZIzj0CAQYFK4EEACIDYgAE|"
                         r"MIGbMBAGByqGSM49AgEGBSuBBAAjA4GGAAQ|MFYwEAYHKoZIzj0CAQYFK4EEAAoDQgAE|MCowBQYDK2V[wu]AyEA|"
                         r"MEMwBQYDK2VxAzoA|MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQ|MII[BC][A-Za-z0-9+/]jANBgkqhkiG9w0BAQEFAAOC)"
                         r"[A-Za-z0-9+/]{8,1400}={0,2}(?![\w+/=])")
# an OpenSSH public key: its type, then base64 whose own first field is that type's name (length-prefixed)
_SSH_PUBLIC = re.compile(r"(?<![\w\-])(?:ssh-ed25519 AAAAC3NzaC1lZDI1NTE5|ssh-rsa AAAAB3NzaC1yc2E"
                         r"|ssh-dss AAAAB3NzaC1kc3M|ecdsa-sha2-nistp(?:256|384|521) AAAAE2VjZHNhLXNoYTItbmlzdHA"
                         r"|sk-ssh-ed25519@openssh\.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29t"
                         r"|sk-ecdsa-sha2-nistp256@openssh\.com "
                         r"AAAAInNrLWVjZHNhLXNoYTItbmlzdHAyNTZAb3BlbnNzaC5jb2)[A-Za-z0-9+/]{8,1400}={0,2}(?![\w+/=])")
# and the note calling it public or a key to verify with, on its line before it
_CALLED_PUBLIC = re.compile(r"(?i)\bpublic\b|\bverif(?:y|ication|ying)\b|(?<!\w)(?:публичн|открыт|провер)\w*")
# in a value's place, with the user before it when there is one (`api:YOUR_API_KEY`, `email/token:API_TOKEN`)
_CAPS_PLACEHOLDER = re.compile(r"(?:(?<=[:=])|(?<![\w\-])[\w.@+/\-]{1,60}:)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w\-=:])")


# a slot in a cloud secret store, named by the store's own path syntax (GCP, AWS Secrets Manager / SSM, Azure Key Vault)
_STORE_REFERENCE = re.compile(r"(?i)(?<![\w/])projects/[\w.\-]+/secrets/[\w.\-]+(?:/versions/(?:\d+|latest))?"
                              r"|\barn:aws[\w\-]*:(?:secretsmanager|ssm):[\w\-]*:\d{12}:(?:secret:|parameter/)[\w/+=.@\-]+"
                              r"|\bhttps://[\w\-]+\.vault\.azure\.net/secrets/[\w\-]+(?:/[0-9a-f]{32})?/?"
                              # Home Assistant's and ESPHome's YAML tag that reads the value from secrets.yaml by its name
                              r"|(?<![\w!])!secret[ \t]+[\w.\-]+(?![\w.\-])")
_GUID_LABEL = re.compile(r"(?i)\b(?:guid|uuid)s?\b\s*[:=]\s*([0-9a-f]{32}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})(?![\w\-])")
_FINGERPRINT = re.compile(r"(?<![\w:])[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){15,31}(?![\w:])")
_HASH_NAMED = re.compile(r"(?i)\b(?:sha-?(?:1|256|384|512)|md5|fingerprints?)\b|отпечат\w*")


def _fingerprints(text: str) -> str:
    """A colon-hex fingerprint blanked when its sentence names a hash: the value's form and the note's word agree."""
    def blank(m: re.Match[str]) -> str:
        start = max(text.rfind(stop, 0, m.start()) for stop in (". ", "\n", "! ", "? "))
        return _BLANK if _HASH_NAMED.search(text, max(start, 0), m.start()) else m.group()
    return _FINGERPRINT.sub(blank, text)


# OpenSSH's fingerprint as `ssh-keygen -l` and a first connection print it: SHA256 and 43 base64 characters (the
# digest of a public key), in a line that names a key, a host or a fingerprint
_SSH_FINGERPRINT = re.compile(r"(?<![\w/+])SHA256:[A-Za-z0-9+/]{43}(?![\w+/=])")
_KEY_NAMED = re.compile(r"(?i)\b(?:keys?|fingerprints?|host|hostkey|ssh|ed25519|ecdsa|rsa)\b|отпечат\w*|ключ\w*")


def _ssh_fingerprints(text: str) -> str:
    """An OpenSSH SHA256 fingerprint blanked when its line names a key, a host or a fingerprint."""
    def blank(m: re.Match[str]) -> str:
        line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
        return _BLANK if _KEY_NAMED.search(line) else m.group()
    return _SSH_FINGERPRINT.sub(blank, text)


def _named_not_kept(text: str) -> str:
    if "secret" in text or "arn:" in text or "vault.azure" in text:
        text = _STORE_REFERENCE.sub(_BLANK, text)
    if "uid" in text or "UID" in text:
        text = _GUID_LABEL.sub(lambda m: m.group()[:m.start(1) - m.start()] + _BLANK, text)
    if text.count(":") >= 15:
        text = _fingerprints(text)
    if "SHA256:" in text:
        text = _ssh_fingerprints(text)
    if _PUBLISHED_CLASS.search(text):
        text = _PRODUCT_KEY.sub(_BLANK, text)
    text = _KEY_ID.sub(lambda m: m.group()[:m.start(1) - m.start()] + _BLANK, text)
    if "id" in text or "ID" in text or "Id" in text:
        text = _THING_ID.sub(lambda m: m.group()[:m.start(1) - m.start()] + _BLANK, text)
    if "=" in text:
        text = _PUBLIC_KEY.sub(lambda m: m.group() if PRIVATE_WORDS.search(m.group(1)) else m.group()[:m.end(1) - m.start()] + _BLANK,
                               text)
    if "MI" in text or "MF" in text or "MC" in text or "MH" in text or "ME" in text:
        text = _DER_PUBLIC.sub(lambda m: _BLANK if _called_public(text, m.start()) else m.group(), text)
    if "-pub-" in text:
        text = _AD_ID.sub(_BLANK, text)
    if "sentry" in text:  # a DSN the line calls public: Sentry's client key, shipped in every app by design
        text = _SENTRY_DSN.sub(lambda m: _BLANK if _DSN_PUBLIC.search(text, text.rfind("\n", 0, m.start()) + 1, m.start())
                               and not PRIVATE_WORDS.search(text, text.rfind("\n", 0, m.start()) + 1, m.start())
                               else m.group(), text)
    if "AAAA" in text:
        text = _SSH_PUBLIC.sub(_BLANK, text)
    text = _CAPS_PLACEHOLDER.sub(_BLANK, text)
    return text


# a Sentry DSN: its key is the project's public client key ("client-side, public by design"), its secret part long gone
_SENTRY_DSN = re.compile(r"https?://[0-9a-f]{32}@[\w.\-]*sentry[\w.\-]*/\d+")
# (the key called public, not a place: "must not go into the public mod-tools repo")
_DSN_PUBLIC = re.compile(r"(?i)(?<!the )(?<!\ba )(?<!not )\bpublic\b(?! (?:[\w\-]+ )?(?:repo|repository|github|gitlab|channel|bucket|"
                         r"internet|web|site|page|chat|forum|issue|tracker)s?\b)|\bclient[- ]side\b|(?<!\w)публичн\w*")


def _called_public(text: str, start: int) -> bool:
    """Whether the line before `start` calls the value public or a key to verify with, naming nothing private."""
    line = text[text.rfind("\n", 0, start) + 1:start]
    return _CALLED_PUBLIC.search(line) is not None and PRIVATE_WORDS.search(line) is None


# --- a registry's code -------------------------------------------------------------------------------------------------
_ABBR = r"([A-ZА-ЯЁ]{2,6})"
# who holds it may stand between the name and the number: «код ATI у нас 1234567», "the NAICS code for our shop is
# 454110"
_HELD = (r"(?:(?:у|для) (?:нас|меня|компании|фирмы|магазина|организации)\s+|for (?:us|our \w+|the \w+)\s+"
         r"|(?:we|i) use\s+)?")
_SEP = r"(\s*" + _HELD + r"(?:is\s+|—\s*|–\s*|[:№]\s*)?)"
# or named by the words of what it registers: «Код налогового органа у нас 2310», «код подразделения 770-001»
_REGISTERED = r"(налогового органа|налоговой(?: инспекции)?|подразделения|региона|субъекта(?: рф)?|вида деятельности|бюджетной классификации)"
_REGISTRY_CODE = re.compile(r"\b(?:[кК]од|[cC]ode)\s+(?:по\s+)?" + _ABBR + r"\b" + _SEP + r"\d(?:[\d.\-]*\d)?(?!\w)"
                            r"|\b" + _ABBR + r"(?![\w\-])[ \-](?:code|код)" + _SEP + r"\d(?:[\d.\-]*\d)?(?!\w)"
                            r"|\b[кК]од\s+" + _REGISTERED + _SEP + r"\d(?:[\d.\-]*\d)?(?!\w)")
_SECRET_ABBR = frozenset(w for w in _HINT_WORDS if w.isalpha()) | {"sms", "смс", "atm", "wps", "sos", "пин", "pin", "cvv", "cvc", "csc", "tan", "sim", "сим", "blik", "pac"}
# what an access code opens, as the access-code rules spell it (`shapes`): «код СЕЙФА» is a safe's code, in capitals or not
_OPENED_STEMS = tuple(sorted({h for rule in SHAPE_RULES if rule.kind == ACCESS_CODE for h in rule.hints
                              if h.isalpha() and len(h) >= 4 and h not in ("code", "pin", "passcode", "password")}))


def _registry_codes(text: str) -> str:
    def blank(m: re.Match) -> str:
        named = 1 if m.group(1) else 3 if m.group(3) else 5  # the group of the code's name; its separator's is the next
        if named != 5:
            line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
            abbr = m.group(named)
            if abbr.lower() in _SECRET_ABBR or abbr.lower().startswith(_OPENED_STEMS) or not any(c.islower() for c in line + m.group()):
                return m.group()  # (a line in capitals, «КОД ДВЕРИ 4471», names no registry by its capitals)
        sep = m.group(named + 1)
        head = m.group()[:m.end(named + 1) - m.start()]
        return head + _BLANK if sep is not None else m.group()
    return _REGISTRY_CODE.sub(blank, text)


# --- a password manager's entry ------------------------------------------------------------------------------------------
_ENTRY = re.compile(r"(?i)(?:\bпод\s+(?:записью|названием|именем)|\bзапис[ьи]|\bкарточк[аеи]|\bentry|\bitem|\brecord|\btitled|\bvault(?=\s+['«\"“]))"
                    r"(?:\s+(?:называется|зовётся|зовется|titled|named|called))?\s*(?::\s*)?"
                    # a quoted name is taken whole, spaces and slashes too: «Зёрна / ЮKassa», "Bakery - Stripe live"
                    r"(?:[«\"“]([^»\"”\n]{3,60})[»\"”]|'([^'\n]{3,60})'(?!\w)|[:«\"'“]?\s*([^\s»\"'”,;:()]{3,60}?)(?=[»\"'”]?(?:[\s,;:()]|[.!?](?:\s|$)|$)))")
_MANAGER_NAMES = _MANAGERS | _PASSWORD_MANAGERS | {"vault", "passwork", "enpass", "keeper"}


# a folder path in the manager after its name: "see KeePass → Network", «в KeePass > Сеть / Свичи» (where the key is, not it)
_MANAGER_PATH = re.compile(r"(?i)(?<![\w\-])(?:" + "|".join(re.escape(n) for n in sorted(_MANAGER_NAMES, key=len, reverse=True))
                           + r")((?:[ \t]*(?:→|->|>|/|»)[ \t]*[^\s→>/,;.:]{2,40}){1,4})")


def _manager_entries(text: str, lowered: str) -> str:
    if not any(name in lowered for name in _MANAGER_NAMES):
        return text
    text = _MANAGER_PATH.sub(lambda m: m.group()[:m.start(1) - m.start()] + " " + _BLANK, text)

    def blank(m: re.Match[str]) -> str:
        name = next(index for index in (1, 2, 3) if m.group(index) is not None)
        return m.group()[:m.start(name) - m.start()] + _BLANK + m.group()[m.end(name) - m.start():]
    return _ENTRY.sub(blank, text)


# --- a bad password quoted as an example ---------------------------------------------------------------------------------
_JUDGED = re.compile(r"(?i)(?<![\w\-])(?:плох\w*|слаб\w*|ненад[её]жн\w*|худш\w*|bad|weak|terrible|awful|worst|insecure)(?![\w\-])")
# whose the password is: a possessive before it, or what it opens after it («пароль от почты», "password for the NAS")
_OWNED = re.compile(r"(?i)\b(?:мо[йяеи]|мою|моего|наш\w*|у меня|my|our|mine)\s+(?:\w+\s+)?(?:парол\w*|password\w*|pass\b)"
                    r"|\b(?:парол\w*|password\w*|pass)\s+(?:от|для|к|for|to|on)\s+(?!слайд\w*|slides?\b|презентаци\w*|урок\w*|the talk)"
                    r"|\bу меня\b|\bmine\b")
_QUOTED = re.compile(r"[«\"'“]([^\s»\"'”]{3,30})[»\"'”](?!\s*[:=])")  # not a key: `"NAME": …`
# or shown after a label that calls it an example of a bad one: "Example of a weak password: Qwerty123", «пример плохого пароля: …»
_EXAMPLE_LABEL = re.compile(r"(?i)((?:\bexamples?|\bsamples?|\be\.g\.|(?<!\w)пример\w*|(?<!\w)образ(?:ец|цы)|(?<!\w)например)\b[^\n:]{0,30}?"
                            r"(?<![\w\-])(?:плох\w*|слаб\w*|ненад[её]жн\w*|худш\w*|bad|weak|terrible|awful|worst|insecure)\s+"
                            r"(?:парол\w*|passwords?)\s*[:—–]\s*)([^\s'\"»”]{3,30})")
_SENTENCE = re.compile(r"[^.!?\n]+")


# passwords ranked as a crowd's ("the most common passwords: 123456, qwerty, …"): a list, after a colon or a dash
_RANKED = re.compile(r"(?i)(?<![\w\-])(?:(?:most |самые )?(?:common|popular|leaked|частые|частых|популярн\w*|утекш\w*|"
                     r"утёкш\w*)|top[ \-]?\d*|топ[ \-]?\d*)\s+(?:\w+\s+)?(?:passwords|парол(?:и|ей))\b")
_LISTED = re.compile(r"([:—–]\s*)((?:[^\s,;]{3,30},\s*)+[^\s,;]{3,30})")


def _bad_examples(text: str) -> str:
    judged, ranked = _JUDGED.search(text), _RANKED.search(text)
    if not judged and not ranked:
        return text
    def sentence(m: re.Match) -> str:
        s = m.group()
        if _OWNED.search(s):
            return s
        if _JUDGED.search(s):
            s = _QUOTED.sub(lambda q: q.group()[0] + _BLANK + q.group()[-1], s)
            s = _EXAMPLE_LABEL.sub(lambda q: q.group(1) + _BLANK, s)
        if _RANKED.search(s):
            s = _LISTED.sub(lambda q: q.group(1) + ", ".join(_BLANK for _ in q.group(2).split(",")), s)
        return s
    return _SENTENCE.sub(sentence, text)


# --- a software's default, called one --------------------------------------------------------------------------------------
_SAYS_DEFAULT = re.compile(r"(?i)(?<!not the )(?<!not a )(?<!no longer the )(?<!не )\b(?:default|factory|по умолчанию|дефолтн\w*|заводск\w*)\b(?![:@/])")  # (not Redis' user `default:…@`)
_PLAIN_VALUE = re.compile(r"(?<=[=:])[ \t]?[a-z]{3,12}(?![\w\-@.:/]|[ \t]+/[ \t]+)"  # (not a login before its password:
                          # "… по умолчанию сменил: admin / hzmwyMnMmUvKHl")
                          # a login and password pair of small words or a typed run: "с заводским паролем admin/admin"
                          r"|(?<![\w/])[a-z]{3,12}(?:/|[ \t]/[ \t])(?:[a-z]{3,12}|1234|12345|123456)(?![\w/.@:\-&!#$%^*?~+=])")


_DIGITS_VALUE = re.compile(r"(?<![\w.\-/:*#])\d{4,8}(?![\w\-/:]|[.,]\d)")


def _typed_run(digits: str) -> str:
    """`…` for a PIN nobody chose, one digit over and over or a run up or down the keypad (a token's or a SIM's factory PIN:
    12345678, 00000000, 123456), else the digits."""
    steps = {(ord(b) - ord(a)) % 10 for a, b in zip(digits, digits[1:])}
    return _BLANK if steps in ({0}, {1}, {9}) else digits


def _default_sentence(sentence: str) -> str:
    shown = _PLAIN_VALUE.sub(_BLANK, sentence)
    return _DIGITS_VALUE.sub(lambda m: _typed_run(m.group()), shown) if any(c.isdigit() for c in shown) else shown


def _defaults(text: str) -> str:
    """`-e POSTGRES_PASSWORD=postgres … — default dev password`: a small word in the sentence that calls it the default;
    «PIN по умолчанию у Рутокена — 12345678»: a factory PIN typed along the keypad (a chosen PIN there stays)."""
    if not _SAYS_DEFAULT.search(text):
        return text
    return _SENTENCE.sub(lambda m: _default_sentence(m.group()) if _SAYS_DEFAULT.search(m.group()) else m.group(), text)


# --- a parcel's tracking number ------------------------------------------------------------------------------------------
_UPS_TRACKING = re.compile(r"(?<![\w\-])1Z[0-9A-Z]{16}(?![\w\-])")  # (1Z and sixteen: the shipper's account, the service, the parcel)
_PARCEL_WORDS = re.compile(r"(?i)\b(?:track\w*|ups|parcel|package|shipment|shipping|delivery|courier|customs)\b"
                           r"|(?<!\w)(?:трек\w*|посылк\w*|отправлени\w*|доставк\w*|курьер\w*|таможн\w*)")
# a secret's name beside it makes it what the name says: "UPS password: 1Z…" (whole words: "YubiKey" names no key)
_SECRET_NAMED = re.compile(r"(?i)\b(?:password|passcode|pin|token|secret|api key|passphrase)\b|(?<!\w)(?:парол|токен|секрет|ключ)\w*")


def _tracking_numbers(text: str) -> str:
    if "1Z" not in text or _PARCEL_WORDS.search(text) is None or _SECRET_NAMED.search(text) is not None:
        return text
    return _UPS_TRACKING.sub(_BLANK, text)


# --- a value the note calls public right after it ------------------------------------------------------------------------
# ("search-only API key 5097f68c… (public, rate limited)", «ключ … abc123… — публичный»): a key made to be shown, as a
# browser's or an app's key is (not "… (search-only key is the other one)": another key spoken of)
# (not a secret key's own prefix, nor an aside that names the other key public: "sk_live_… (publishable key is the pk_live one,
# that's public)")
_DECLARED_PUBLIC = re.compile(r"(?<![\w\-+/=.])(?!sk_|rk_)[A-Za-z0-9_\-+/=.]{16,200}(?=[ \t]*(?:\([ \t]*|[—–][ \t]*|,[ \t]*)"
                              r"(?:it'?s |this is |the |это |он |она )?"
                              r"(?:public|publishable|not (?:a )?secret|safe to share|публичн\w*|не секрет\w*)(?![\w\-])"
                              r"(?![ \t]+(?:keys?|ones?)[ \t]+(?:is|are|=)\b))",
                              re.IGNORECASE)
_PUBLIC_WORDS = ("public", "publishable", "not secret", "not a secret", "safe to share", "публичн", "не секрет")


# or a heading that says so of the lines under it: «ID в облаке (не секретные, для terraform import):\ncloud: b1g0…»
_PUBLIC_HEADING = re.compile(r"(?im)^[^\n]{0,80}(?:\bnot secrets?\b|\bno secrets\b|(?<!\w)не секрет\w*|(?<!\w)без секретов|"
                             r"\bpublic (?:ids?|values|keys? only)\b|(?<!\w)публичные)[^\n]{0,80}:[ \t]*\n((?:[^\n]+\n?){1,12})")


def _declared_public(text: str, lowered: str) -> str:
    if not any(word in lowered for word in _PUBLIC_WORDS) and "no secrets" not in lowered and "без секретов" not in lowered:
        return text
    text = _PUBLIC_HEADING.sub(lambda m: m.group()[:m.start(1) - m.start()] + _TOKEN.sub(_BLANK, m.group(1)), text)
    return _DECLARED_PUBLIC.sub(_BLANK, text)


# --- a JWT's header alone: base64 of {"alg": …, "typ": …, "kid": …}, no claims and no signature («Заголовок токена ВБ всегда
# одинаковый: eyJhbGciOiJFUzI1NiIs… — это просто {"alg":"ES256",…}»)
_JWT_HEADER = re.compile(r"(?<![\w.\-])eyJ[A-Za-z0-9_\-]{10,400}={0,2}(?![\w.\-])")
_HEADER_FIELDS = frozenset(("alg", "typ", "kid", "cty", "x5t", "jku", "crit", "enc", "zip"))


def _header_only(run: str) -> bool:
    decoded = base64_text(run.replace("-", "+").replace("_", "/"))
    if decoded is None:
        return False
    try:
        fields = json.loads(decoded)
    except ValueError:
        return False
    return isinstance(fields, dict) and bool(fields) and set(fields) <= _HEADER_FIELDS


def _jwt_headers(text: str) -> str:
    if "eyJ" not in text:
        return text
    return _JWT_HEADER.sub(lambda m: _BLANK if _header_only(m.group()) else m.group(), text)


def without_published(text: str) -> str | None:
    """`text` with its published values and pointers blanked, or None when it holds none."""
    lowered = text.lower()
    shown = _test_cards(text)
    shown = _docs_examples(shown)
    shown = _named_not_kept(shown)
    shown = _registry_codes(shown)
    shown = _manager_entries(shown, lowered)
    shown = _bad_examples(shown)
    shown = _defaults(shown)
    shown = _readable_base64(shown)
    shown = _tracking_numbers(shown)
    shown = _declared_public(shown, lowered)
    shown = _jwt_headers(shown)
    if "DSN" in shown:
        shown = _PUBLIC_DSN.sub(lambda m: m.group(1) + _BLANK, shown)
    return None if shown == text else shown


# a DSN under a variable a build puts into the browser's bundle (`NEXT_PUBLIC_SENTRY_DSN=https://<key>@o….ingest.sentry.io/…`):
# a client's key, public by design (not one with a secret after a colon, Sentry's old private DSN)
_PUBLIC_DSN = re.compile(r"\b((?:NEXT_PUBLIC|VITE|REACT_APP|NUXT_PUBLIC|EXPO_PUBLIC|GATSBY|PUBLIC)_\w*DSN[ \t]*[=:][ \t]*[\"']?)"
                         r"https?://[0-9a-f]{32}@[\w.\-]+(?::\d+)?/\d+")
