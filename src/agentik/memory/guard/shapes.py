"""Secrets in the shapes of config files, headers and commands: .netrc, .pgpass, kubeconfig, Docker and npm
auth, htpasswd/shadow hashes, connection strings and URLs with a password, `curl -u`, Authorization
headers, otpauth URIs, wallet seed phrases, "use X as the password".

Each rule is (kind, hints, pattern, check): the hints are lower-case substrings of the note that one of
them must hold, `check` (optional) looks at the captured value — placeholders such as `${PASS}` or
`<password>` are never secrets.

A rule opened by its hints is still passed over, before any search, when the note lacks what every match of it holds,
read off its parsed pattern once (`quickstart`): a literal text from each of two required parts ("with", "=", "@"),
a run of N digits (a PIN's four), or the tail from a literal hint on (`@…`, `://…`) for a rule `re` cannot skip ahead
for. A rule whose alternatives start with words runs only where those words start (`anchored.Alternation`).
"""

from __future__ import annotations

import codecs
import re
from typing import Callable, NamedTuple
from urllib.parse import unquote

from .anchored import Alternation, Places, literal_start, skip_item, starts, top_level_alternatives
from .kinds import ACCESS_CODE, DEVICE_PASSWORD
from .passphrase import looks_like_cyrillic_passphrase, looks_like_passphrase, looks_like_password_word
from .quickstart import digit_run, needed_texts, quick_start
from .text import (_BYTE_CHARS, _BYTE_MAP, IMAGE_VERSION, STREET_NUMBER, Gates, base64_text, children_play, game_world, has_alpha, has_digit, is_placeholder, is_uuid,
                   looks_like_password, looks_random, one_character)


class ShapeRule(NamedTuple):
    kind: str
    hints: tuple[str, ...]
    pattern: re.Pattern[str]
    check: Callable[[str], bool] | None = None


_NOT_A_VALUE = frozenset({"from", "in", "is", "stored", "saved", "kept", "via", "see", "on", "at", "the", "managed", "comes",
                          "lives", "will", "was", "provided", "prompted", "set", "unset", "none", "ищи", "в", "из",
                          "хранится", "лежит", "берётся", "берется",
                          # the option named, not given: "the --token flag is deprecated", «флаг --password устарел»
                          "flag", "flags", "option", "options", "parameter", "argument", "switch", "and", "or",
                          "флаг", "опция", "параметр", "аргумент"})


# how passwords are hashed, named after the word: «Хеш пароля в базе — bcrypt», "password hashing: argon2"
_HASH_NAMES = frozenset({"bcrypt", "scrypt", "argon2", "argon2id", "argon2i", "pbkdf2", "sha1", "sha256", "sha512", "md5", "yescrypt"})


# a string closed and a variable joined on: `'WIFI:…;P:' + pwd + ';;'` (code that builds the text, no value in it)
_JOINED = re.compile(r"""["']\s*(?:\+|\.\s*\$|\|\|)\s*[A-Za-z_$]""")


# between a card code's name and a number: not the code left unwritten nor the card's last digits named («Номер карты и CVV
# не записываем, для сверки хватит последних 4 цифр — 4821»)
_NOT_KEPT = r"(?!не запис|не хран|не пиш|последн|never|not (?:stored|kept|written|saved)|don'?t|last)"


def _password(value: str) -> bool:
    """A value in a password's place: not a placeholder, not the word that starts prose ("password from keychain")."""
    value = value.rstrip(".,;)")
    return not is_placeholder(value) and len(value) >= 3 and value.lower() not in _NOT_A_VALUE \
        and value.lower() not in _PASSWORD_MANAGERS \
        and not value.startswith(("env:", "file:", "fd:", "$(", "${", "`", "<(")) and _JOINED.match(value) is None
    # (openssl's `-pass env:VAR`: where the password is, not it; `-a "$(cat -)"`, `-p`vault read …``: a command's output; a
    # password manager's name: "credentials … are in 1Password")


def _shaped_value(value: str) -> bool:
    """A value in a password's place (`_password`) shaped as one (`text.looks_like_password`)."""
    return _password(value) and looks_like_password(value)


def _mixed_value(value: str) -> bool:
    """`_shaped_value`, with a letter and a digit in it."""
    return _shaped_value(value) and has_digit(value) and has_alpha(value)


def _strong_password(value: str) -> bool:
    """A value no name introduces that is a password by its make alone: 8+ characters with lower and upper case letters, a
    digit and a symbol (not only a file name's "-", "_" or "."), not a placeholder ("ww-YAV&&4c3LD", "GEtM*u@J9&sJ")."""
    return len(value) >= 8 and any(c.islower() for c in value) and any(c.isupper() for c in value) and has_digit(value) \
        and any(c in "!@#$%^&*+=?~" for c in value) and "://" not in value \
        and (not is_placeholder(value) or value.startswith("$") and not value[1:].isupper())  # ("$Pumpkin_marple1", not "$DB_PASS")


def _mixed_password(value: str) -> bool:
    """10+ characters with small letters, capitals and a digit, none a path's or an address's mark: a password made up as one
    though with no symbol ("aLEyiVqr5v", "Is2lmq_PQ1Pj1_GiRlJf")."""
    return len(value) >= 10 and any(c.islower() for c in value) and any(c.isupper() for c in value) and has_digit(value) \
        and not any(c in value for c in "/\\@:") and not is_placeholder(value) and not _DOTTED_DIGITS.search(value)


def _made_up_password(value: str) -> bool:
    """A password made up as one, with or without a symbol (`_strong_password`, `_mixed_password`)."""
    return _strong_password(value) or _mixed_password(value)


def _picked_words(phrase: str) -> bool:
    """Words picked for a passphrase (`passphrase.looks_like_passphrase`) with one number of 2-4 digits anywhere among them
    ("moewe speiche alster 1986 tretlager")."""
    words = [w for w in phrase.split() if not w.isdigit()]
    numbers = [w for w in phrase.split() if w.isdigit()]
    return len(numbers) <= 1 and looks_like_passphrase(" ".join(words[:5] + numbers))


def _random_capitals(value: str) -> bool:
    """8-16 capitals and nothing else, fewer than one vowel in five: a device's generated password ("PKRMBDSGMS")."""
    return 8 <= len(value) <= 16 and value.isalpha() and value.isupper() and value.isascii() \
        and sum(c in "AEIOUY" for c in value) * 5 < len(value)


ID_PREFIXED = re.compile(r"(?:(?:user|usr|org|acct|cus|inv|prod|price|sub|team|ws|proj|app)_|dbmid:|dbid:)[A-Za-z0-9_\-]{10,60}[;,.]?$")
"""A platform's id of a user, an organisation, a team member or an object, its type as the prefix (Clerk's `user_`/`org_`,
Stripe's `cus_`/`acct_`, Dropbox's `dbmid:`): it names whom, it opens nothing."""
_HEX_32_UP = re.compile(r"[0-9a-fA-F]{32,}")


_APP_PASSWORD = re.compile(r"[a-z]{16}|[a-z]{4}(?:-[a-z]{4}){3}")  # the formats the "app password" rule reads after its name


# words that tell a passphrase's pattern, not the passphrase («слово-слово-слово-год», "word-word-word-year")
_PATTERN_WORDS = frozenset(("word", "words", "year", "number", "слово", "слова", "год", "число", "цифры", "example", "пример"))


def looks_like_app_password(value: str) -> bool:
    """16 small letters as a mail provider's app password is generated (Google, Yandex, Mail.ru, iCloud): fewer than one
    vowel in four, or at most five with four consonants in a row, as no word or run of words has ("ccwujgfecjnfduvx",
    "vqtnzhkeplrmocya"; not "passwordpassword", "incomprehensible")."""
    if not _APP_PASSWORD.fullmatch(value):
        return False
    vowels = sum(c in "aeiouy" for c in value)
    return vowels < 4 or vowels <= 5 and _CONSONANT_RUN.search(value) is not None


_CONSONANT_RUN = re.compile(r"[b-df-hj-np-tv-xz]{4}")


def _basic(value: str, strict: bool = False) -> bool:
    """`value` is base64 of `user:password`; `strict`: and the password is made up (not "pass" or "secret" of an example)."""
    decoded = base64_text(value)
    if decoded is None:
        return False
    user, sep, password = decoded.partition(":")
    if strict and not (looks_like_password(password) and has_digit(password) and not is_placeholder(password)):
        return False
    # (a JSON object or list has colons too: `{"event":"payment.succeeded",…}` is a webhook's body, not a login; a user has no
    # quotes or braces)
    return bool(sep and user and password and decoded.isprintable()) and not any(c in user for c in "{}[]\"")


def _token(value: str) -> bool:
    return looks_random(value, 16) or value.startswith("npm_")


# a password manager's own name: "I use 1Password for everything" names where the passwords are, not one of them
_PASSWORD_MANAGERS = frozenset(("1password", "1password7", "1password8", "bitwarden", "keepassxc", "keepass2", "lastpass",
                                "dashlane", "nordpass", "protonpass", "roboform", "passbolt", "vaultwarden", "keepassium"))
_W = r"[^\s\"'`]"
_SECRET_MOUNT = re.compile(r"(?:(?:id|src|source|env|type|target|dst|required|mode|uid|gid)=[^,\s]*,?)+")
_RU_WORD = re.compile(r"[а-яё]+[.,;:]?")
_SETTING = re.compile(r"[a-z]+_[a-z_]+=")  # "Postgres: statement_timeout=30s": a server setting after the name, no password
_VERSION_IN = re.compile(r"\d\.\d")  # Python3.12: a version, not a password
_NOT_A_CODE_WORD = frozenset({"есть", "нет", "знает", "знаю", "помню", "поменял", "поменяла", "сменил", "записано", "записан",
                              "set", "changed", "unknown", "known", "needed", "required", "none", "нужно", "нужен",
                              # praise of whoever asked for it: «Оператор потребовал кодовое слово — молодец»
                              "молодец", "молодцы", "умница", "правильно", "отлично", "good", "great", "nice", "correct"})


_RUN = re.compile(r"[A-Za-z0-9_\-]{32,}")


def _generated_inside(value: str) -> bool:
    """A cookie's value that holds a generated run of 32+ characters once URL-decoded (`v%3D3%26ct%3D<run>…`)."""
    return has_digit(value) and not is_placeholder(value) and any(looks_random(run, 32) for run in _RUN.findall(unquote(value)))


def _code_word(value: str) -> bool:
    """A bank's code word or a secret phrase: any word is the secret (not a word that says where it is or that it changed)."""
    value = value.rstrip(".,;)!")
    if value.islower() and value.endswith(("ое", "ый", "ий", "ая", "ые", "ой", "ed", "ing")):
        return False  # «кодовое слово — стандартное», "the code word is unchanged": what it is like, not the word
    return _password(value) and value.lower() not in _NOT_A_CODE_WORD and (
        looks_like_password(value) or value.isalpha() and looks_like_password_word(value))  # not «— поменять»


def _made_up(value: str) -> bool:
    """A password a person made up: letters, digits and a symbol, or letters and 3+ digits ("Orbit8826x"), not a word and
    a year."""
    digits = sum(c.isdigit() for c in value)
    if not (digits and has_alpha(value)) or _YEAR_WORD.fullmatch(value):
        return False
    return len(value) >= 6 and not value.isalnum() or len(value) >= 8 and digits >= 3 and len(value) - digits >= 3


_AT_HOST = re.compile(r"@[\w\-]+\.[\w\-]")  # anna@acme.io, root@10.0.0.9: an account, not a password ("Sunflower@107zz" is one)
_YEAR_WORD = re.compile(r"[A-Za-z]+[_\-]?(?:19|20)\d\d")  # "rotation2024": a word and a year
_FILE_NAME = re.compile(r"\.(?:ya?ml|json|toml|ini|cfg|conf|txt|py|sh|log|csv|db|xml|env|pem|key|crt)$", re.IGNORECASE)
_HEX_SECRET = re.compile(r"(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{32,64}")
_SEED_WORD = r"[a-z]{3,10}"  # BIP39 words are 3-8 letters; people also write their own

# the code's digits right after the words that name it ("код 834257", "code is 701880", "set 7324"), not a year, an error
# or a count ("code review at 1400 hours", "кодом региона 8800", "код ошибки 1009")
_OPENED = r"(?:door|gate|lock|safe|box|калитк\w*|двер\w*|замок|ворот\w*|шлагбаум\w*|подъезд\w*|сейф\w*|ячейк\w*)\b"  # what a code opens
# (not a key's size: "RSA 4096 bits", "3072-bit")
_DIGITS_NEXT = (r"(?=\s*(?:is\s*)?[:=—–\-]?\s*#?(?!(?:19|20)\d\d\b)\d{4,8}\b"
                r"(?!\s*(?:error|errors|hours|edition)|\s*-?(?:bits?|бит)\b))")

# one plain word given as the password (the rule in SHAPE_RULES that reads it; `find_shaped_secret` skips a word that is the
# consequence of a condition: «Если я пришлю пароль — напомни, что его надо сменить», "if I ask for a password — refuse")
_ONE_WORD = re.compile(
    r"(?i)\b(?:password|pw|passcode|парол[ьяюе])\b(?:\s+(?:for|to|of|on|at|от|для|к|на|в)\s+[^.:\n=—–?\"'«»]{1,30}?)?"
    r"(?:\s+у\s+[А-Яа-яЁё]{2,12}(?:\s+(?:везде|сейчас|всегда|теперь))?\s+(?=[А-Яа-яЁёA-Za-z]{3,}\d{0,4}\s*$)"
    r"|(?:\s+(?:everywhere|now|currently|always|везде|сейчас|всегда))?"
    r"[ \t]*(?:\bis now\b|\bis\b|\bwas\b|:(?=[ \t])|(?:—|–)(?:[ \t]*это\b)?|\bтеперь\b|\bэто\b|\bстал\b|\bбыл\b)[ \t]*"
    r"(?:just\s+|simply\s+|literally\s+|просто\s+)?)"
    r"[\"'“«]?([A-Za-zА-Яа-яЁё]{2,16}(?:_[A-Za-zА-Яа-яЁё]{1,16}){0,3}\d{0,4})[\"'”»]?(?=\s*(?:$|[,;!)]|\.(?![\w(])|\s(?:and|but|и|а|но|—|–|-)\s|\s\())")
_CONDITION = re.compile(r"(?i)(?<!\w)(?:если|когда|if|when)(?!\w)")


# what a code turns out to be, said right after it: «— 00317, это номер контрагента», ", this is our customer number"
_CALLED_A_NUMBER = re.compile(r"\W{0,3}(?:это|—|–)\s*(?:\S+ )?(?:номер|идентификатор|ид|id)\s+(?:контрагент|клиент|договор|счёт|счет|"
                              r"организаци|учреждени|клиник|лаборатори|заказ|абонент|лицев)\w*"
                              # «KLG-0457. Это внутренний номер»: a record's own number in his system
                              r"|\W{0,3}(?:это|—|–)\s*(?:\S+ )?(?:внутренн|служебн|учётн|учетн)\w* (?:номер|идентификатор|id|ид)(?!\w)"
                              r"|\W{0,3}(?:this|that|it)(?: i|')s (?:just )?(?:an? |our |the )?internal (?:number|id|reference)\b"
                              r"|\W{0,3}(?:this|that|it)(?: i|')s (?:our |the |their |"
                              r"a )?(?:customer|client|account|contract|order|member|contractor|clinic|lab) (?:number|id)\b", re.IGNORECASE)


def _one_word(value: str) -> bool:
    """Whether `value`, read by `_ONE_WORD`, is a plain word given as the password: letters (a Latin word with digits,
    "Qwerty123", is the named rules' "password"), not a state («простой»), not a hash's algorithm («хеш пароля — bcrypt»)."""
    return looks_like_password_word(value) and (value.replace("_", "").isalpha() or not value.isascii()) \
        and value.lower() not in _HASH_NAMES and len(set(value.lower())) > 1 \
        and value.lower() not in _VERDICTS  # (not "XXXXXXXX", a form's blank; nor «…, это нормально», a verdict on it)


# a verdict said of the password's fact, not the password: «Настя знает пароль от ноутбука, это нормально», "… is fine"
_VERDICTS = frozenset(("нормально", "хорошо", "плохо", "важно", "удобно", "опасно", "безопасно", "сложно", "странно", "смешно",
                       "логично", "понятно", "известно", "нормальный", "ок", "окей", "fine", "ok", "okay", "normal", "safe",
                       "unsafe", "important", "weird", "funny", "known"))


_SENTENCE_MARK = re.compile(r"[.!?\n]")


SHAPE_RULES: tuple[ShapeRule, ...] = (
    ShapeRule(".netrc credentials", ("machine",), re.compile(
        rf"\bmachine\s+{_W}+\s+(?:login\s+{_W}+\s+)?password\s+({_W}+)"), _password),
    ShapeRule(".pgpass entry", (":*:", ":5432:", ":3306:", ":*", "*:"), re.compile(
        r"(?m)(?:^|\s)(?![0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){4})(?:(?=[\w.\-*]*[A-Za-z*])[\w.\-*]+|\d{1,3}(?:\.\d{1,3}){3})"
        r":(?:\d{2,5}|\*):[\w.\-*]+:[\w.@\-*]+:(\S{4,}?)"
        r"(?:\s*$|\s+(?:[—–#(]|--?\s)|,\s+(?:then|and|и|затем|потом)\b)"),
        _password),  # the line's end, or a comment after it on the same line: "… — so psql stops asking", "(chmod 600)"
    # (not any words: `app.py:42:WARNING:root:message text` is a log line of the same shape)
    ShapeRule("kubeconfig client key", ("client-key-data",), re.compile(r"client-key-data:\s*[A-Za-z0-9+/]{20,}")),
    ShapeRule("Docker registry auth", ('"auth"', "auth:"), re.compile(r"""["']?auth["']?\s*:\s*["']?([A-Za-z0-9+/]{8,}={0,2})"""),
              _basic),
    ShapeRule("npm auth token", ("_auth",), re.compile(r"_auth(?:Token)?\s*=\s*([^\s\"']+)"),
              lambda v: not is_placeholder(v.rstrip(".,;:)")) and len(v) >= 8),  # "_authToken=${NPM_TOKEN}, …": a sentence goes on
    ShapeRule("password hash", ("$1$", "$2a$", "$2b$", "$2x$", "$2y$", "$5$", "$6$", "$7$", "$8$", "$9$", "$y$", "$gy$",
                                "$apr1$", "$argon2", "$pbkdf2", "$scrypt$"), re.compile(
        r"\$(?:apr1|1|2[abxy]|5|6|8|9|y|gy|7|argon2(?:id|i|d)|pbkdf2-sha\d+|scrypt)\$[^\s:$]{1,40}\$[^\s:]{20,}")),
    # a network device's config: `enable secret 5 <hash>`, `username ivan secret 9 <hash>`, `password 7 <reversible>`
    ShapeRule(DEVICE_PASSWORD, ("secret", "password"), re.compile(
        r"(?i)\b(?:enable[ \t]+(?:secret|password)|username[ \t]+\S+[ \t]+(?:privilege[ \t]+\d+[ \t]+)?(?:secret|password)|secret|"
        r"password)[ \t]+[0-9][ \t]+([A-Za-z0-9$./]{8,})[ \t]*(?=\n|$)"), lambda v: has_digit(v) and has_alpha(v)),
    ShapeRule("password in a config value", ("value=",), re.compile(
        r"""(?i)key\s*=\s*["'][^"']*(?:password|secret|token|apikey)[^"']*["']\s+value\s*=\s*["']([^"']{4,})["']"""),
        _password),
    # a secret store's entry printed as YAML, the key naming the secret and its text on the next line (Yandex Lockbox's `yc lockbox
    # payload get`: "- key: CH_PASSWORD\n    text_value: z*hau3…")
    ShapeRule("password in a config value", ("text_value",), re.compile(
        r"(?i)\bkey:[ \t]*[\"']?[\w.\-]*(?:pass|secret|token|api_?key|private)[\w.\-]*[\"']?[ \t]*\r?\n[ \t]*text_value:[ \t]*"
        r"[\"']?([^\s\"']{4,})"), _password),
    # SNMPv3's two passphrases, each after its protocol: "auth SHA vM0YQZ82N95QPi8t, priv AES 2UxuR0nIZ4FyelB8", "auth SHA: KgNH…"
    ShapeRule(DEVICE_PASSWORD, ("auth sha", "auth md5", "priv aes", "priv des", "priv 3des"), re.compile(
        r"(?i)\b(?:auth|priv)[ \t]+(?:sha|md5|aes|des|3des)[\w\-]*[ \t]*[:=]?[ \t]+([^\s,;()]{8,64})"),
              _shaped_value),  # (not "priv AES encryption enabled")
    # … and on net-snmp's command line, after -A (auth) and -X (priv): "snmpwalk -v3 -l authPriv -u zbx -a SHA -A 'RiLo…' -x AES -X '…'"
    ShapeRule(DEVICE_PASSWORD, ("snmp",), re.compile(r"(?i)\bsnmp\w*\b[^\n]*?[ \t]-[AX][ \t]+['\"]?([^\s'\"]{8,64})"),
              _shaped_value),
    # the network's own tools' files: rancid's .cloginrc ("add password * {LQB5…} {C8iT…}"), a TACACS+ server's key
    # (tac_plus.conf: key = "…"), pppd's chap-secrets line (client, server, secret, IP), oxidized's router.db (host:model:user:password),
    # radtest's user password and shared secret
    ShapeRule(DEVICE_PASSWORD, ("add password", "add enablepassword"), re.compile(
        r"(?i)\badd[ \t]+(?:password|enablepassword)[ \t]+\S+[ \t]+\{([^}\s]{4,})\}"), _password),
    ShapeRule(DEVICE_PASSWORD, ("tac_plus", "tacacs"), re.compile(r"(?i)\btac(?:_plus|acs)[\s\S]{0,80}?\bkey[ \t]*=[ \t]*\"([^\"\n]{6,})\""),
              _password),
    ShapeRule(DEVICE_PASSWORD, ("chap-secrets", "pap-secrets"), re.compile(
        r"(?i)\b(?:chap|pap)-secrets\b[^\n]*(?:\n[ \t]*#[^\n]*)*\n[ \t]*[^\s#]\S*[ \t]+\S+[ \t]+\"?([^\s\"]{4,})\"?[ \t]+\S+"), _password),
    ShapeRule(DEVICE_PASSWORD, ("router.db",), re.compile(
        r"(?i)\brouter\.db\b[^\n]*\n[ \t]*[\w.\-]+:[\w\-]+:[\w.\-]+:([^\s:]{6,})"), _shaped_value),
    ShapeRule(DEVICE_PASSWORD, ("radtest",), re.compile(r"(?i)\bradtest[ \t]+\S+[ \t]+(\S{4,})[ \t]+\S+[ \t]+\d+[ \t]+\S+"), _password),
    # pgbouncer's userlist.txt: each line a quoted user and its quoted password (or md5 hash, which logs in as well)
    ShapeRule("password in a config value", ("userlist",), re.compile(
        r"(?i)\buserlist(?:\.txt)?\b[^\n]*(?:\n[ \t]*\"[^\"\n]+\"[ \t]+\"[^\"\n]*\")*?\n[ \t]*\"[^\"\n]+\"[ \t]+\"([^\"\n]{6,})\""),
              _shaped_value),
    # a Windows login, its domain before a backslash, and the password after it: «ELEVATOR\\lab1, pshenica_Elevator28»,
    # "BELESH\\Администратор / #Cjkywt0668" (not an .rdp file's next setting, "username:s:FD\\ivanov, redirectclipboard:i:1")
    ShapeRule("login and password", ("\\",), re.compile(
        r"(?<![\w\\])[A-Z][A-Z0-9\-]{1,15}\\[^\s\\/,;]{1,30}[ \t]*(?:[,/;]|[ \t][—–])[ \t]*([^\s,;:]{6,40})(?![^\s,;])"),
              lambda v: _shaped_value(v) and has_digit(v)),
    # a Unity licence's serial: two letters or a letter and a digit, then five groups of four ("Unity Pro serial …: SC-4W9K-…")
    ShapeRule("licence or item key", ("serial",), re.compile(
        r"(?i)\bunity\b[^\n]{0,60}?\bserial\b[^\n]{0,60}?(?<![\w\-])((?-i:(?=[A-Z0-9\-]*\d)[A-Z][A-Z0-9](?:-[A-Z0-9]{4}){5}))(?![\w\-])"),
              None),
    ShapeRule("WireGuard key", ("privatekey", "presharedkey"), re.compile(
        r"(?i)\b(?:PrivateKey|PresharedKey)\s*=\s*[A-Za-z0-9+/]{42,43}=")),
    # an ODBC connection string's password in braces: "Uid=chen_ro;Pwd={Erp#ReadOnly-2024!q};"
    ShapeRule("password in a connection string", ("pwd={", "password={"), re.compile(r"(?i)\b(?:pwd|password)=\{([^}\n]{4,80})\}"),
              lambda v: not is_placeholder(v)),
    # a switch's SNMP read-write community (the read-only "public" is the vendor's default): "RW community fhtbvgb3jdp"
    # (or named after it, «community на запись «…»», or its devices and use between it and a colon: "SNMP RW community на всех
    # DES-3200 (через неё заливаем прошивки): zj9f…")
    ShapeRule("SNMP community", ("community", "rwcommunity"), re.compile(
        r"(?i)\b(?:rw|read[- ]?write|write)(?:\s+|-|)community\s*[:=]?\s*([^\s,;()]{6,40})"
        r"|\bcommunity\s+(?:на запись|для записи|rw|read[- ]?write)\s*[:=]?\s*[«\"']([^\s,;()»\"']{6,40})"
        r"|\b(?:rw|read[- ]?write)\s+community\b[^\n:]{0,80}:\s*([^\s,;()]{6,40})"
        # (the write one after the read one: «community на чтение public-gb5, на запись eHq8DWAyzkhhtt»; an SNMP community
        # string with its use between it and a colon: "SNMP community string the printers monitor uses (…): Y0k1l7FYor")
        r"|\bcommunity\b[^\n]{0,60}?(?:на запись|для записи)\s*[:=—–-]?\s*[«\"']?([^\s,;()»\"']{6,40})"
        r"|\bsnmp\s+community(?:\s+string)?\b[^\n:]{0,80}:\s*([^\s,;()]{6,40})"),
              lambda v: v.lower() not in ("public", "private") and not is_placeholder(v)
              and (has_digit(v) or len(v) >= 10 and v.isalpha() and v[1:] != v[1:].lower() and v != v.upper())),
    # (snmpd.conf's `rwcommunity IdYfYPHADYFK 10.43.0.5`, "rw-community rMd4O6yHN5GQkB": joined or hyphenated; letters alone in
    # both cases do too)
    # a FRITZ!Box's Wi-Fi key as its sticker prints it, twenty digits in groups of four: "home wifi 'FRITZ!Box 7590 KQ' key: 3805
    # 7685 2124 0470 4446", «WLAN дома: FRITZ!Box 7590 LK, ключ 9488 6996 8550 2806 0655»
    ShapeRule("Wi-Fi password", ("fritz", "wlan", "wi-fi", "wifi", "вайфай", "schlüssel"), re.compile(
        r"(?i)(?:\bkey|(?<!\w)ключ|schlüssel|\bpassword|(?<!\w)пароль)\w*[^\n\d]{0,30}?(?<!\d)(?<!\d )((?:\d{4} ){4}\d{4})(?! ?\d)"), None),
    # a secret variable echoed in a terminal and its value printed on the next line: "$ echo $CI_REGISTRY_PASSWORD  # debug\n4wlR…"
    ShapeRule("password", ("echo",), re.compile(
        r"(?m)^[ \t]*(?:\$[ \t]*)?echo[ \t]+(?:-n[ \t]+)?[\"']?\$\{?[A-Za-z0-9_]*(?:PASSWORD|PASSWD|PASS|TOKEN|SECRET|API_KEY|APIKEY)"
        r"[A-Za-z0-9_]*\}?[\"']?[^\n]*\r?\n[ \t]*([^\s$#>][^\s]{7,200})[ \t]*$"),
              lambda v: _password(v) and (looks_random(v, 12) or _made_up_password(v))),
    # davfs2's secrets file: a line of the WebDAV URL (or mount point), the login and the password
    # ("/etc/davfs2/secrets:\nhttps://webdav.yandex.ru  it-gb5  fjgygvjhtpzqqmxr")
    ShapeRule("password", ("davfs",), re.compile(
        r"(?im)^[ \t]*(?:https?://\S+|/\S+)[ \t]+\S+[ \t]+\"?([^\s\"]{6,100})\"?[ \t]*$"),
              lambda v: _password(v) and (looks_like_app_password(v) or _made_up_password(v))),
    # an HPE iLO's factory password, eight capitals and digits from the server's tag: "iLO5 …: Administrator, пароль LLAJELUE"
    ShapeRule("password", ("ilo",), re.compile(
        r"(?i)\bilo\s?\d?\b[^\n]{0,80}?(?:password|пароль|pw)\s*(?:is\s+)?[:=—–-]?\s*[\"'«]?((?-i:[A-Z0-9]{8}))(?![\w\-])"),
              lambda v: not v.isdigit()),
    # a Steam game server's login token on its command line: "+sv_setsteamaccount 57B46716…" (32 hex)
    ShapeRule("API key or token", ("sv_setsteamaccount",), re.compile(r"(?i)\bsv_setsteamaccount\s+([0-9A-F]{32})\b"), None),
    # a token as a URL's user with an empty password, as package registries take it: "https://<token>:@pypi.fury.io/…"
    ShapeRule("token in a URL", ("://",), re.compile(r"://([A-Za-z0-9_\-]{16,}):@[\w\-]+(?:\.[\w\-]+)+"),
              lambda v: looks_random(v, 16) and not is_placeholder(v)),
    ShapeRule("password in a URL", ("://",), re.compile(
        # (the password may hold an "@" itself, as URL parsers read it: the last "@" before the host ends it)
        r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s/:@]{0,100}:([^\s/@]{1,200}|[^\s/]{1,200}?(?=@[\w.\-\[\]]+(?::\d{1,5})?"
        r"(?:[/?#\s\"'`,;)]|$)))@(?:[\w.\-\[\]]|/[\w\-]+\?host=)"), _password),  # ("…:pw@/orders?host=/cloudsql/…")
    ShapeRule("password in an Oracle connect string", ("oracle:thin", "oracle:oci", "sqlplus"), re.compile(
        # user/password@host, Oracle's own form: `jdbc:oracle:thin:dwh_loader/…@//ora-core:1521/CORE`, `sqlplus scott/…@orcl`
        r"(?i)(?:\bjdbc:oracle:(?:thin|oci8?):|\bsqlplus[ \t]+(?:-s[ \t]+)?)[\w$#]{1,30}/([^\s@/\"']{3,80})@"), _password),
    ShapeRule("token in a URL", ("://",), re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://([A-Za-z0-9_\-]{20,})@[\w.\-]"),
              lambda v: looks_random(v, 20)),
    ShapeRule("credentials before a host", ("@",), re.compile(
        # (not a backup tool's repository, its scheme before the user: `restic -r sftp:u123456@u123456.your-storagebox.de:/…`;
        # nor a mail filter's operator: `from:(noreply@costco.ca)`)
        r"(?<![\w/:.@])(?!(?:sftp|s3|rest|b2|azure|gs|rclone|swift|ssh|scp|git|ftp|rsync|smb"
        r"|webdav):)(?!(?:from|to|cc|bcc|deliveredto|list|replyto):\()[\w.\-]{1,40}:([^\s/:]{3,80})@(?:(?:tcp6?|udp|unix)\([\w.\-\[\]:/]{1,100}\)|(?:\d{1,3}(?:\.\d{1,3}){3}"
        r"|(?:[\w\-]+\.)+[A-Za-z]{2,}|localhost)\b)"),
        looks_like_password),
    ShapeRule("recovery codes", ("recovery", "backup code", "backup-code", "backup_code", "_backup_code", "backup verification", "резервн", "восстановлени", "2fa code", "коды для входа",
                                 "backup", "бэкап",
                                 "коды входа", "одноразов", "one-time", "login codes", "revocation code"),
              # (codes, plural, to sign in with: «коды для входа в Binance на случай потери …:», "one-time login codes:"; Steam
              # Guard's revocation code, which takes the authenticator off the account)
              re.compile(r"(?i)(?:recovery|backup|бэкап|резервн\w*|2fa|revocation)[\s\-_]*(?:(?:verification|одноразов\w*|one-time)[\s\-_]*)?(?:codes?|коды?)|коды? восстановлени\w*|коды (?:для )?входа"
                         r"|одноразов\w* коды|(?:one-time|login) (?:login |backup )?codes"), None),
    ShapeRule("curl credentials", ("curl", "-u", "--user"), re.compile(
        r"""\bcurl\b[^\n]*?\s(?:-u|--user)[\s=]*["']?[^\s:"']{1,60}:([^\s"']{3,})"""), _password),
    ShapeRule("bearer token", ("bearer",), re.compile(r"(?i)\bbearer\s+([A-Za-z0-9\-._~+/]{16,}=*)"),
              lambda v: looks_random(v, 16)),
    ShapeRule("HTTP basic credentials", ("basic",), re.compile(r"(?i)\bbasic\s+([A-Za-z0-9+/]{8,}={0,2})(?![\w+/=])"),
              _basic),
    ShapeRule("API key header", ("x-api-key", "api-key:", "x-auth-token", "private-token"), re.compile(
        r"(?i)\b(?:x-api-key|api-key|x-auth-token|private-token)\s*:\s*([A-Za-z0-9\-._~+/]{12,})"), _token),
    ShapeRule("password on a command line", ("--pass", "--token", "--secret", "--api-key", "--apikey", "--auth",
                                             "--client-secret", "--access-token", "mysql", "mariadb", "sshpass",
                                             "redis-cli", "docker login", "-p", "htpasswd -b", "net use"), re.compile(
        r"""(?:^|\s)--?(?:password|passwd|pass|pwd|token|api-?key|secret|auth-?token|access-token|client-secret)"""
        r"""[= ]\s*["']?([^\s"']{4,})"""
        r"""|\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]*?\s-p(?=[^\s-])["']?([^\s"']{3,})"""
        r"""|\bsshpass\s+-p\s*["']?([^\s"']{3,})|\bredis-cli\b[^\n]*?\s-a\s+["']?([^\s"']{3,})"""
        r"""|\bdocker\s+login\b[^\n]*?\s-p\s+["']?([^\s"']{3,})|\bhtpasswd\s+-b\S*\s+\S+\s+\S+\s+(\S{3,})"""
        r"""|\bnet\s+use\b[^\n]*?\s(?!/)(\S{4,})\s+/user:"""),
        # (a small Russian word after the flag is the sentence going on: «флаг --token читается из env»)
        # (nor a build's secret mount, `--secret id=npmrc,src=$HOME/.npmrc`: which file holds the secret, not the secret)
        lambda v: _password(v) and not _RU_WORD.fullmatch(v) and not _SECRET_MOUNT.fullmatch(v)),
    # `Authorization: SSWS …`, `Authorization: Splunk <uuid>`: any scheme but the two above carries the credential itself
    ShapeRule("Authorization header", ("authorization",), re.compile(
        r"(?i)\bauthorization\s*[:=]\s*[\"']?(?!basic\b|bearer\b|negotiate\b|digest\b)[a-z][\w\-]{1,20}\s+"
        r"([A-Za-z0-9\-._~+/:=]{16,})"), lambda v: looks_random(v, 16) or is_uuid(v)),
    # a password as a positional argument of a tool that takes it so (LDAP, RabbitMQ, PowerShell, Windows, chpasswd)
    ShapeRule("password on a command line", ("ldapsearch", "ldapadd", "ldapmodify", "ldapdelete", "ldapwhoami",
                                             "ldappasswd", "ldapcompare", "rabbitmqctl", "convertto-securestring",
                                             "mosquitto_passwd", "net user", "chpasswd"), re.compile(
        r"""\bldap(?:search|add|modify|delete|whoami|passwd|compare|modrdn)\b[^\n]*?\s-w\s+["']?([^\s"']{3,})"""
        r"""|\brabbitmqctl\s+(?:add_user|change_password)\s+\S+\s+["']?([^\s"']{3,})"""
        r"""|(?i:convertto-securestring)\s+["']([^"']{3,})["']\s+(?i:-asplaintext)"""
        r"""|\bmosquitto_passwd\s+-b\s+\S+\s+\S+\s+(\S{3,})|\bnet\s+user\s+\S+\s+(?!/)(\S{4,})\s+/add"""
        r"""|\bchpasswd\b[^\n]{0,20}?[\w.\-]+:(\S{4,})|\becho\s+["']?[\w.\-]+:([^\s"']{4,})["']?\s*\|\s*(?:sudo\s+)?chpasswd"""),
        _password),
    # a payment HSM's key component, named, then 32 hex digits in groups (a key ceremony's custodian copy): "ZMK component 2
    # …:\nEF2F F9FB 4386 …"
    ShapeRule("cryptographic key", ("zmk", "zpk", "tmk", "bdk", "kek", "key component", "компонент"), re.compile(
        r"(?i)\b(?:zmk|zpk|tmk|bdk|kek|key component|компонент\w* ключа)\b[^\n]{0,100}\n?[ \t]*((?:[0-9a-f]{4}[ \t-]){7}[0-9a-f]{4})\b"),
        lambda v: has_digit(v) and has_alpha(v)),
    # a command's user flag, then its password flag: `mongosh -u admin -p <pw>`, `mosquitto_pub -u s -P <pw>`,
    # `xfreerdp /u:ivan /p:<pw>`; or both in one argument: `lftp -u ivan,<pw>`, `smbclient -U ivan%<pw>`
    ShapeRule("login and password on a command line", ("-u", "--user", "--login", "/u:", "/user:", "openssl"), re.compile(
        r"""(?:^|\s)(?:-[uU]|--user(?:name)?|--login|/u:|/user:)[ =]?["']?(?!-)(?=[\w.@\\\-]*[A-Za-z])[\w.@\\\-]{1,60}["']?[ \t]+"""
        r"""(?:[^\s]+[ \t]+){0,6}?(?:-[pPwk]|-pw|--pass(?:word)?|/p:|/password:)(?:[ =]\s*|(?=[^\s\-]))["']?([^\s"'\-][^\s"']{3,})"""
        r"""|(?:^|\s)-u[ \t]+["']?[\w.@\-]{1,60},([^\s,"']{4,})|(?:^|\s)-U[ \t]+["']?[\w.@\\\-]{1,60}%([^\s%"']{4,})"""
        r"""|\bopenssl\b[^\n]*?\s-(?:k|pass(?:in)?[ \t]+pass:)[ \t]*["']?([^\s"']{4,})"""),
        lambda v: _mixed_value(v) and ".." not in v
        and "/" not in v and "\\" not in v and not _FILE_NAME.search(v)),
    # a pair named as one — creds, login details, доступы, учётка, данные для входа, an OpenVPN auth file — then a user
    # and a password: "креды от стейджа: deploy / <pw>", "creds for grafana are admin and <pw>", "auth.txt:\nivan\n<pw>"
    ShapeRule("login and password", ("creds", "credentials", "login details", "login info", "login data", "log in details",
                                     "sign-in details", "sign in details", "креды", "креда", "кред:", "доступы", "доступ:",
                                     "доступ к ", "доступ на ", "доступ от ", "учётк", "учетк", "учётн", "учетн",
                                     "данные для входа", "данные от входа", "auth.txt", "auth-user-pass"),
              re.compile(
        r"(?i)\b(?:creds|credentials|log ?in (?:details|info|data)|sign[- ]?in details|креды|кред[аы]?|доступы?|"
        r"уч[её]тк[аиуе]|уч[её]тн\w+ данн\w+|данные (?:для|от) входа|auth\.txt|auth-user-pass)\b"
        r"[^:\n]{0,40}?(?::|\bare\b|\bis\b|—|–|\s-\s|\s(?=(?:root|admin|administrator|ubuntu|deploy|postgres|sa|pi)\s))"
        r"\s*[\"'`]?(?:[\w.@\-]{2,40})[\"'`]?"
        r"\s*(?:/|,|\s+(?:and|и)\s+|\s+)\s*(?:(?:пароль|password|pass)\s*[:=]?\s*)?[\"'`]?([^\s\"'`,;]{6,})"),
        lambda v: _mixed_value(v) and not _AT_HOST.search(v)
        and "://" not in v and (not v.isalnum() or v[1:] != v[1:].lower() or len(v) >= 8)
        and not _STORE_PATH.fullmatch(v.rstrip(".,;:"))),  # (not a secret store's path: «креды базы, secret/shop/smtp — почта»)
    # a device's unlock code in Russian: "код от телефона мамы 765229", "пин-код от планшета: 4821"
    ShapeRule(ACCESS_CODE, ("код", "пин-код", "пинкод", "пин", "пін", "парол", "code", "pin", "password"), re.compile(
        r"(?i)\b(?:код|пин-?код|парол\w*)(?:\s+разблокировки)?\s+(?:(?:от|для|к|на)\s+)?(?:входа\s+в\s+)?"
        # (its owner's or its kind's word between: «код разблокировки рабочего телефона 789450», «… тестового айфона»)
        r"(?:(?:рабоч|личн|тестов|стар|нов|служебн|мо|мам|пап|сер|чёрн|черн|бел)\w{0,3}\s+)?(?:телефон\w*|"
        r"смартфон\w*|ноутбук\w*|планшет\w*|компьютер\w*|айфон\w*|iphone\w*|ipad\w*|макбук\w*|экран\w*|windows|винд\w*)\b"
        r"[^\d\n.;]{0,30}?(?<![\d\-+])(?<!\bв )(?<!\bс )(?<!\bдо )(\d{4,8})(?![\d\-/.:])"
        r"|\b(?:от|для|на)\s+(?:телефон\w*|смартфон\w*|ноутбук\w*|планшет\w*|компьютер\w*|айфон\w*|iphone\w*|ipad\w*|макбук\w*)\s+"
        r"(?:код\w*|пин\w*|парол\w*)\s*[:—–\-]?\s*(?<![\d\-+])(\d{4,8})(?![\d\-/:]|\.\d)"
        r"|\b(?:code|pin|passcode|password)\s+(?:to|for|of|on)\s+(?:the |my |our |his |her |their )?(?:\w+'s )?(?:phone|iphone|"
        r"laptop|tablet|ipad|computer|pc|mac|macbook)\b[^\d\n.;]{0,20}?(?<![\d\-+])(?<!\bin )(?<!since )(\d{4,8})(?![\d\-/.:])"
        # a card's or a SIM's PIN with what the card is for between: «PIN от университетской карты для командировок — 7391»
        r"|\b(?:pin|пин|пін)(?:-?код)?\s+(?:от|для|к|до|від)\s+(?:[^\s\d]+\s+){0,3}?(?:карт\w*|sim\w*|сим\w*)\b[^\d\n.;]{0,40}?"
        r"(?<![\d\-+])(?<!\bв )(?<!\bс )(?<!\bдо )(\d{4,8})(?![\d\-/.:])"
        # ... or a longer account of the card, the PIN after its dash or colon: «ПИН-код бизнес-карты Т-Банка, на которую
        # приходят оплаты: 7391», "PIN for the travel card I keep in the blue wallet — 3422"
        r"|\b(?:pin|пин|пін)(?:-?код)?\s+(?:(?:от|для|к|до|від|for|of|on|to)\s+)?(?:[^\s\d]+\s+){0,5}?(?:[^\s\d]+-)?(?:карт\w*|кредитк\w*|"
        r"card)\b[^\n.;]{0,60}?\s[—–:]?\s*(?<![\d\-+])(?<!\bв )(?<!\bс )(?<!\bдо )(?<!\bin )(?<!since )(\d{4,8})"
        r"(?![\d\-/:]|[.,]\d|\s*(?:г\.|год|year))"),
        None),
    # a password as a string argument of a login or connect call, after the user (and host): `smtp.login('u', '<pw>')`,
    # `FTP('host', 'user', '<pw>')`, `client.login("ivan@acme.ru", "<pw>")`
    ShapeRule("password in code", ("login(", "log_in(", "signin(", "sign_in(", "authenticate(", "connect(", "ftp(", "ftp_tls(",
                                   "smtp(", "imap4(", "imap4_ssl(", "bind(", "bind_s(", "basicauth(", "digestauth(",
                                   "credentials(", "auth(", "simple_bind_s(", "simple_bind(", "httpbasicauth(",
                                   "httpdigestauth("), re.compile(
        r"(?i)(?<![\w.])(?:[\w.]+\.)?(?:login|log_in|signin|sign_in|authenticate|connect|ftp|ftp_tls|smtp|imap4(?:_ssl)?|"
        r"\w*bind(?:_s)?|\w*basicauth|\w*digestauth|\w*credentials|auth)\(\s*(?:(?:[\"'][^\"'\n]{1,80}[\"']|\w+)\s*,\s*){1,3}"
        r"[\"']([^\"'\s]{6,80})[\"']\s*[,)]"),
        lambda v: _password(v) and (looks_like_password(v) and has_digit(v) and has_alpha(v)
                                    or looks_like_app_password(v)) and "@" not in v
        and "://" not in v and not _FILE_NAME.search(v)),
    # a literal piped into what reads a password from stdin: `echo '<pw>' | sudo -S …`, `printf 'u\n<pw>\n' | openconnect …`
    ShapeRule("password on a command line", ("echo", "printf"), re.compile(
        r"""\b(?:echo|printf)\s+(?:-[en]+\s+)?["']([^"'\n]{4,120})["']\s*\|\s*(?:sudo\s+-S|(?:sudo\s+)?(?:openconnect|passwd|"""
        r"""kinit|cryptsetup|ssh-add|sshpass|smbpasswd|pdbedit)\b|[^\n|]*--(?:password-stdin|passwd-on-stdin|passphrase-fd|stdin))"""),
        lambda v: (lambda last: _password(last) and looks_like_password(last) and has_digit(last) and has_alpha(last))(
            [part for part in v.split("\\n") if part][-1] if v.strip("\\n") else "")),
    # a here-string fed to what reads a password: `kinit admin@ACME.RU <<< '<pw>'`, `sudo -S true <<< "<pw>"`
    ShapeRule("password on a command line", ("<<<",), re.compile(
        r"""\b(?:sudo\s+-S|openconnect|passwd|chpasswd|kinit|cryptsetup|ssh-add|smbpasswd|pdbedit|mysql|psql|login|"""
        r"""vpn\w*)\b[^\n|<]*<<<\s*["']?([^"'\s]{4,120})["']?"""),
        lambda v: _mixed_value(v) and not v.startswith("$")),
    # an IPsec secrets line: `%any %any : PSK "<secret>"`, `: XAUTH "<pw>"`
    ShapeRule("IPsec pre-shared key", ("psk", "xauth", "eap"), re.compile(
        r"""(?:^|\s):\s*(?:PSK|XAUTH|EAP)\s+["']([^"'\n]{6,200})["']"""), _password),
    # a literal fallback in an environment lookup under a secret's name: `ENV.fetch('X', '<pw>')` after `password:`,
    # `os.getenv("DB_PASSWORD", "<pw>")`
    ShapeRule("password in code", ("getenv", "env.fetch", "environ.get", "env(", "env.get"), re.compile(
        r"""(?i)(?:(?:password|passwd|secret|token|api_?key)[\w\]'"]*\s*[:=]>?\s*(?:<%=\s*)?[^\n(]{0,30}?)?"""
        r"""\b(?:env\.fetch|getenv|environ\.get|env|env\.get)\(\s*["']([\w.\-]*)["']\s*,\s*["']([^"'\n]{4,200})["']\s*\)"""),
        None),
    # a list line "service: user / password" ("* Jira: anna / <pw>"), the password made up
    ShapeRule("login and password", (" / ",), re.compile(
        r"(?m)^[ \t>*\-•#\d.)]*[^\W\d_][\w .\-]{1,30}:[ \t]*[\w.@\-]{2,40}[ \t]+/[ \t]+([^\s/]{6,40})[ \t]*$"),
        lambda v: len(v) >= 8 and sum(c.isalpha() for c in v) >= 3 and v[0].isalpha() and _prose_password(v)
        and (bool(re.search(r"[!#$%&*?@^~+=]", v)) or v[1:] != v[1:].lower() and sum(c.isdigit() for c in v) >= 2
             or sum(c.isdigit() for c in v) >= 3 and not re.search(r"(?<!\d)(?:19|20)\d\d(?!\d)", v))),
    # a sign-in named by what it opens, then a user (a login, or a person's first and last name) and a password after a slash:
    # «Вход в 1С для бухгалтера: Ирина Петрова / <pw>», "Login for the staging admin: deploy / <pw>"
    ShapeRule("login and password", ("вход", "логин", "login", "log in", "sign in", "sign-in"), re.compile(
        r"(?i)\b(?:вход(?:а|ом)?|логин|login|log in|sign[- ]in)\s+(?:в|на|к|для|to|for|into|on)\s+[^:\n]{1,50}?:[ \t]*"
        r"(?:[\w.@\-]{2,40}|[^\W\d_][^\W\d_\-]+[ \t]+[^\W\d_][^\W\d_\-]+)[ \t]*/[ \t]*([^\s/]{6,40}?)[.,;)]?(?=$|\s)"),
        lambda v: _mixed_value(v) and not _AT_HOST.search(v)
        and "://" not in v and not _VERSION_IN.search(v) and (not v.isalnum() or v[1:] != v[1:].lower() or len(v) >= 8)),
    # a password manager's master password named by the manager alone: "Bitwarden master: <pw>", «мастер от KeePass — <pw>»
    ShapeRule("password", ("bitwarden", "1password", "keepass", "lastpass", "dashlane", "nordpass", "enpass", "мастер"), re.compile(
        r"(?i)\b(?:(?:bitwarden|1password|keepass(?:xc)?|lastpass|dashlane|nordpass|enpass)[ \t]+(?:master|мастер)\w*|"
        r"(?:master|мастер)\w*[ \t]+(?:от|для|for|of|к)[ \t]+(?:bitwarden|1password|keepass(?:xc)?|lastpass|dashlane|nordpass|enpass))"
        r"(?:[ \t]+(?:key|pass(?:word)?|пароль|ключ))?[ \t]*(?::|=|—|–|-|is|это)[ \t]*[\"'`«]?([^\s\"'`«»,;]{6,64})"),
        lambda v: _password(v) and _prose_password(v.rstrip(".,;)"))),
    # credentials said to be base64: "creds in base64 (user:pass): ZGVwbG95Ok…"
    ShapeRule("login and password", ("base64",), re.compile(
        r"(?i)\bbase64\b[^\n]{0,40}?[:=]\s*[\"'`]?([A-Za-z0-9+/]{12,}={0,2})(?![A-Za-z0-9+/=])"), lambda v: _basic(v, strict=True)),
    # a hotel's or a café's Wi-Fi code: "Your Wi-Fi access code is GCUJZCP248"
    ShapeRule("Wi-Fi password", ("wi-fi", "wifi", "wlan"), re.compile(
        r"(?i)\b(?:wi-?fi|wlan)\s+(?:access\s+|guest\s+|login\s+)?(?:code|voucher|pin)\s*(?:is|:|=|—|–)\s*[\"'`«]?([A-Za-z0-9\-]{6,16})\b"),
        lambda v: has_digit(v) and has_alpha(v) and not _VERSION_IN.search(v)),
    # a quoted made-up password a few words after the word password: "… failed for user \"app\" (tried with 'Sunflower_2088Q')"
    ShapeRule("password given in prose", ("password", "парол"), re.compile(
        r"(?i)\b(?:password|passwd|парол\w*)\b(?=[^\n]{0,80}?['\"«“][A-Za-z0-9!@#%&*_\-+=.?~]{8,40}['\"»”])"), None),
    # passwords listed after their plural, each after the service it opens: "Новые пароли: Jira <pw>, GitLab <pw>"
    ShapeRule("password list", ("passwords", "пароли", "паролей"), re.compile(
        # (not how they are stored: "Customer passwords: argon2id (m=64MB, t=3, p=4)")
        r"(?i)\b(?:passwords|пароли|паролей)\b[^:\n]{0,60}:[ \t]*(?!(?:argon2\w*|bcrypt|scrypt|pbkdf2\w*|sha-?\d+|md5|hash\w*|хеш\w*|хэш\w*)\b)"
        r"[^\W\d_][\w.\-]{1,20}[ \t]*[:—–\-]?[ \t]+([^\s,;(]{1}[^\s,;]{5,39})[ \t]*[,;]"), lambda v: _prose_password(v)),
    # a made-up password anywhere later in a sentence that names a password or an account ("… which still uses Tiger#41Q
    # until …", "Новый пароль … я переписала сюда olivka712564 чтобы …"): with a symbol after any of those words, a
    # small word and 3+ digits or 6-8 digits only after the word password itself (not after the account it opens)
    ShapeRule("password given in prose", ("password", "парол", "пасс", "admin", "админ", "account", "аккаунт", "login",
                                          "логин", "учётк", "учетк", "wifi", "вайфа"), re.compile(
        r"(?i)\b(?:password|passwd|парол\w*|пасс|admin\w*|админ\w*|account|аккаунт\w*|login|логин\w*|уч[её]тк\w*|wi-?fi|вайфа\w*)\b"),
        None),
    # "same as the wifi one: <pw>", "на всех сайтах у меня <pw>": a password known by what else it opens
    ShapeRule("password given in prose", ("same as", "same one as", "на всех сайтах", "во всех аккаунтах", "на всех аккаунтах",
                                          "for all sites", "on all sites"), re.compile(
        r"(?i)\bsame (?:one )?as (?:the |my |for |on )?[\w\- ]{1,20}?(?: one)?\s*[:—–=]\s*[\"'`«]?([^\s\"'`»,;]{6,40})"
        r"|(?:на|во|для) (?:всех|каждом|любых) (?:сайт\w*|аккаунт\w*|сервис\w*)\s+(?:у меня\s+|стоит\s+|один\s+)*[\"'`«]?([^\s\"'`»,;]{6,40})"
        r"|\b(?:for|on) all (?:the )?(?:sites|accounts)\s*[:—–]\s*[\"'`«]?([^\s\"'`»,;]{6,40})"),
        lambda v: (lambda w: looks_like_password(w) and has_digit(w) and sum(c.isalpha() for c in w) >= 3
                   and not _VERSION_IN.search(w) and not _YEAR_WORD.fullmatch(w) and not _FILE_LIKE.fullmatch(w))(v.rstrip(".,;:!?)"))),
    # a phone's pattern lock: "графический ключ — буква Z", "unlock pattern is an L from top-left, 1-4-7-8-9"
    ShapeRule("unlock pattern", ("графическ", "pattern"), re.compile(
        r"(?i)\b(?:графическ\w* ключ\w*|(?:unlock|screen|lock) pattern|pattern lock)\b[^.\n]{0,40}?(?:—|–|:|\bis\b|\bэто\b)\s*"
        r"(?:(?:буква|letter|the letter|an?)\s+\w\b|[1-9](?:\s*[\-–>→,]\s*[1-9]){3,}|(?-i:[A-ZА-ЯЁ])\b)"), None),
    # a web framework's session cookie by its name: PHPSESSID, JSESSIONID, ASP.NET_SessionId, laravel_session, connect.sid,
    # _gh_sess, wordpress_logged_in_<hash>, remember_user_token, next-auth.session-token
    ShapeRule("session cookie", ("sessid", "sessionid", "session", "_sess", "connect.sid", "wordpress_", "remember_",
                                 "jsessionid", "phpsessid", "asp.net_sessionid", "aspsessionid", "next-auth", "express"), re.compile(
        r"(?i)(?<![\w.\-])(?:phpsessid|jsessionid|asp\.net_sessionid|aspsessionid\w*|\w{0,20}_session(?:_id)?|sessid|"
        r"connect\.sid|_gh_sess|wordpress_(?:logged_in|sec)_[0-9a-f]{32}|remember_\w{0,20}token|(?:__secure-|__host-)?next-auth\."
        r"session-token|express[:.]sess|rack\.session|session[_\-]?token)=([^\s;,]{16,})"),
        lambda v: has_digit(v) and has_alpha(v) and not is_placeholder(v) and (looks_random(v, 16) or bool(re.fullmatch(r"[0-9A-Fa-f]{24,}", v))
                                                                               or len(v) >= 20 and not v.isalpha())),
    # a login cookie under a site's own name, in a note that says it is a cookie or was copied from devtools: a long value
    # with a generated run in it, maybe URL-encoded ("pasted from devtools: NetflixId=v%3D3%26ct%3D<generated>…"); a
    # tracking cookie's short id and a readable value pass
    # Roblox's session cookie, which carries its own warning before the value
    ShapeRule("session cookie", ("_|warning:-do-not-share-this",), re.compile(
        r"_\|WARNING:-DO-NOT-SHARE-THIS\.[^|\n]{10,200}\|_([A-Za-z0-9]{40,})"), None),
    ShapeRule("session cookie", ("cookie", "куки", "кука", "куку", "кукой", "devtools", "dev tools", "network tab"), re.compile(
        r"(?i)\b(?:cookies?|куки|кук[аиуе]|кукой|devtools|dev tools|network tab)\b[^\n]{0,100}?"
        r"(?<![\w.\-%?&/=])[A-Za-z_][\w.\-]{1,40}=([^\s;,]{40,})"), _generated_inside),
    # Redis `AUTH <pw>` / `AUTH <user> <pw>` on its own line
    ShapeRule("password on a command line", ("auth",), re.compile(r"(?m)^[ \t]*(?:redis-cli>[ \t]*|>[ \t]*)?AUTH[ \t]+(?:[\w.\-]{1,40}[ \t]+)?"
                                                                 r"([^\s\"']{6,80})[ \t]*$"),
              _mixed_value),
    # an app's key or id, then its secret under a name of its own: "app key d2uj… app secret 5ijo…", "api_key=…, api_secret=…"
    ShapeRule("secret beside its key", ("secret", "_secret", "-secret", "appsecret", "apisecret", "clientsecret",
                                        "consumersecret"), re.compile(
        r"(?i)\b(?:app|api|client|consumer|access)[ _\-]?(?:key|id)\b\s*[:=]?\s*[\"'`]?[\w\-.]{8,}[\"'`]?\s*[,;/&]?\s*"
        r"(?:(?:and|и)\s+)?(?:the\s+)?(?:app|api|client|consumer)[ _\-]?secret(?:[ _\-]?key)?\b[\"'`]?\s*[:=]?\s*[\"'`]?([\w\-]{12,})"),
        lambda v: has_digit(v) and has_alpha(v) and looks_random(v, 12) and not _YEAR_WORD.fullmatch(v)),
    # a label, then an id and a secret split by a slash or bar: "OAuth app: 5c90…(20 hex) / e297…(40 hex)"
    ShapeRule("secret beside its id", ("oauth", "client", "integration", "api"), re.compile(
        r"(?i)\b(?:oauth|app|application|client|integration|api)\b[^:\n]{0,20}:\s*[\"'`]?(?:[\w\-.]{8,40})[\"'`]?\s*[/|]\s*"
        r"[\"'`]?([\w\-+/=]{24,})"),
        lambda v: bool(_HEX_SECRET.fullmatch(v)) or looks_random(v, 24) and v != v.lower() and v != v.upper() and has_digit(v)),
    # "I use <pw> for all the streaming sites", "я везде использую <pw>": a password told by what it opens
    ShapeRule("password given in prose", ("i use", "we use", "использую", "используем"), re.compile(
        r"(?i)\b(?:i|we)\s+(?:always\s+)?use\s+[\"'`]?([^\s\"'`]{8,})[\"'`]?\s+(?:for|on|everywhere|as)\s+(?:all|every|each|"
        r"everything|most|my|our|the)\b[^.\n]{0,40}?\b(?:sites?|accounts?|logins?|services?|apps?|websites|passwords?)\b"
        r"|\b(?:i|we)\s+(?:always\s+)?use\s+[\"'`]?([^\s\"'`]{8,})[\"'`]?\s+(?:for|on)\s+(?:pretty much\s+|almost\s+|nearly\s+|basically\s+)?"
        r"(?:everything|every\s?thing|all of them)\b"
        r"|(?:я|мы)?\s*(?:везде\s+)?использу(?:ю|ем)\s+(?:везде\s+)?[\"'`«]?([^\s\"'`»]{8,})[\"'`»]?\s+(?:(?:для|на)\s+"
        r"(?:всех|каждого|каждом|любых|разных)\s+(?:сайт\w*|аккаунт\w*|уч[её]т\w*|сервис\w*|приложени\w*|логин\w*|сайтах)|"
        r"как пароль|везде как пароль)"), lambda v: looks_like_password(v) and has_digit(v) and has_alpha(v)
        and (not v.isalnum() or v[1:] != v[1:].lower()) and not _VERSION_IN.search(v)
        and v.rstrip(".,;:!").lower() not in _PASSWORD_MANAGERS),
    # short labels for a login and its password: "u: ivan p: <pw>", "л: petrova п: <pw>", "user/pass: admin/<pw>"
    ShapeRule("login and password", ("p:", "p=", "п:", "pw:", "pw=", "pwd:", "pwd=", "pass:", "pass=", "пасс:", "пасс=",
                                     "пароль:", "пароль="), re.compile(
        r"(?i)(?<![\w/])(?:u|л|usr|user|login|логин|acc)\s*[:=]\s*[\"'`]?[\w.@\-]{2,40}[\"'`]?[\s,;|]+"
        r"(?:p|п|pw|pwd|pass|пасс|пароль|парол)\s*[:=]\s*[\"'`]?([^\s\"'`,;]{4,})"),
        _mixed_value),
    # a combo list's `address:password`, or a well-known account's `admin:<pw>`
    ShapeRule("login and password", ("@",), re.compile(
        r"(?<=[\w.+\-])@[\w\-]+(?:\.[\w\-]+)+:([^\s:/@\"']{6,80})(?=$|\s|[,;)])"),
        lambda v: _mixed_value(v)
        and (not v.isalnum() or v[1:] != v[1:].lower()) and not _VERSION_IN.search(v)),
    ShapeRule("login and password", ("admin", "administrator", "root", "guest", "postgres", "ubuntu"), re.compile(
        r"(?i)\b(?:admin|administrator|root|guest|postgres|ubuntu)\s*:\s*([^\s:/@\"']{6,80})(?=$|\s|[,;)])"),
        lambda v: _mixed_value(v)
        and (not v.isalnum() or v[1:] != v[1:].lower()) and not _VERSION_IN.search(v) and not _SETTING.match(v)
        and not ID_PREFIXED.match(v)),  # ("the client's admin: user_sp1gE5…": Clerk's id of the admin's account)
    # a PKCS#12 bundle (key and certificate) pasted as base64 after its name: "cert.p12 (base64): MIIK…"
    ShapeRule("private key block", ("p12", "pfx", "pkcs12", "pkcs#12", "pkcs #12"), re.compile(
        r"(?i)(?:\.|\b)(?:p12|pfx|pkcs ?#?12)\b[^\n]{0,40}?(?<![A-Za-z0-9+/])(MII[A-Za-z0-9+/]{80,}={0,2})"), None),
    # an HTML form's password field with its value filled in: <input type="password" … value="…">
    ShapeRule("password in an HTML form", ("<input",), re.compile(
        r"""(?i)<input\b(?=[^>]*\btype\s*=\s*["']?password\b)[^>]*\bvalue\s*=\s*["']([^"']{4,})["']"""), _password),
    # a password told by what it opens: "it's <pw> for the wifi", "<pw> opens the laptop", "это <pw> от роутера"
    ShapeRule("password given in prose", ("it's", "it is", "its", "это"), re.compile(
        r"(?i)\b(?:it'?s|it is|это)\s+[\"'`«]?([^\s\"'`»]{6,})[\"'`»]?\s+(?:for|от|для)\s+(?:the\s+|my\s+|our\s+)?"
        r"(?:wi-?fi|wlan|router|laptop|computer|phone|vpn|e-?mail|mail|account|вайфа\w*|роутер\w*|ноутбук\w*|почт\w*|компьютер\w*)\b"),
        lambda v: looks_like_password(v) and not v.startswith(("http", "www.")) and _made_up(v)),
    ShapeRule("password given in prose", ("opens", "unlocks", "открывает", "works for", "works on"), re.compile(
        r"(?<![\w\-])[\"'`«]?([^\s\"'`»]{6,})[\"'`»]?\s+(?:opens|unlocks|открывает)\s+(?:the\s+|my\s+)?"
        r"(?:laptop|phone|computer|pc|mac|door|safe|lock|wi-?fi|account|ноутбук|телефон|компьютер|дверь|сейф)\b"
        r"|(?<![\w\-])[\"'`«]?([^\s\"'`»]{6,})[\"'`»]?\s+works\s+(?:for|on)\s+(?:both|all|every|each|my|the)\b[^.\n]{0,30}?"
        r"\b(?:e-?mail|mail|bank|accounts?|sites?|logins?|wi-?fi|laptop|phone)\b"),
        lambda v: looks_like_password(v) and not v.startswith(("http", "www.")) and _made_up(v)),
    # a device's unlock code in English: "Mom's iPad code: 463842", "iphone passcode is 1234"
    ShapeRule(ACCESS_CODE, ("ipad", "iphone", "phone", "laptop", "tablet", "macbook", "android", "kindle", "screen"),
              re.compile(
        r"(?i)\b(?:ipad|iphone|phone|laptop|tablet|macbook|android|kindle|screen)(?:'s)?\s+(?:unlock\s+)?(?:code|passcode|pin)\b"
        r"\s*(?::|=|—|–|-|\bis\b)?\s*(\d{4,8})(?![\d\-/.:])"), None),
    # "the router password is printed on the back but I changed it to <pw>": the new value later in the sentence
    ShapeRule("password given in prose", ("changed", "reset", "set it", "поменял", "сменил", "теперь"), re.compile(
        r"(?i)\b(?:password|passcode|пароль|парол\w*)\b[^.\n]{0,80}?\b(?:changed (?:it )?to|set it to|reset (?:it )?to|"
        r"поменял[аи]? (?:его )?на|сменил[аи]? (?:его )?на|теперь)\s+[\"'`«]?([^\s\"'`»,;]{6,})"),
        lambda v: looks_like_password(v) and has_digit(v) and has_alpha(v) and not v.startswith(("http", "www."))
        and not _VERSION_IN.search(v)),
    # a PIN changed from its factory value to a new one, the new one given: «PIN у Рутокена сменил с заводского 12345678 на
    # 63614777», "YubiKey PIV PIN changed from the default to 804215"
    ShapeRule(ACCESS_CODE, ("pin", "пин"), re.compile(
        r"(?i)\b(?:pin|пин)(?:-?код\w*)?\b[^.\n]{0,60}?\b(?:changed (?:it )?(?:from [^.\n]{1,40}? )?to|set it to|"
        r"(?:поменял|сменил)[аи]? (?:его )?(?:с [^.\n]{1,40}? )?на)\s+(?!(?:19|20)\d\d\b)(\d{4,8})(?![\d\-/:]|[.,]\d)"), None),
    # a pair's public half, then its private half: "Atlas key: public abcdefgh, private <uuid>"
    ShapeRule("secret beside its public half", ("private", "secret", "приватн", "секретн", "закрыт"), re.compile(
        r"(?i)\b(?:public|публичн\w*|открыт\w*)(?:[ _\-]?(?:key|ключ\w*|part|часть))?\b\s*[:=]?\s*[\"'`]?[\w.\-]{4,}[\"'`]?"
        r"\s*(?:[,;/|]|\s(?:and|и)\b)?\s*(?:the\s+)?(?:private|secret|приватн\w*|секретн\w*|закрыт\w*)(?:[ _\-]?(?:key|ключ\w*|part|часть))?"
        r"\b\s*[:=—–]?\s*[\"'`]?([\w\-+/=]{16,})"),
        lambda v: is_uuid(v) or looks_random(v, 16) and has_digit(v)),
    # `stats auth admin:…`, `basic_auth: user:…`: a user:password pair after a word that says it is one
    ShapeRule("login and password", ("auth", "basic_auth", "basicauth", "userpass", "credentials", "creds"), re.compile(
        r"""(?i)\b(?:auth|basic_?auth|userpass|credentials|creds)\s*(?:[:=]|→|->|—|-)?\s*["']?[\w.\-@]{1,40}:([^\s"'@/]{4,})["']?(?![^\s]*@)"""),
        lambda v: looks_like_password(v) and any(c.isdigit() for c in v)),
    ShapeRule("secret in a Terraform variable", ("variable",), re.compile(
        r'\bvariable\s+"[\w\-]*(?:token|secret|password|passwd|api_?key|key)[\w\-]*"\s*\{[^}]{0,120}?\bdefault\s*=\s*"([^"]{8,})"',
        re.IGNORECASE), lambda v: looks_random(v, 16) or looks_like_password(v) and any(c.isdigit() for c in v)),
    ShapeRule("API key in a URL", ("appid",), re.compile(r"[?&]appid=([0-9a-f]{32})(?![0-9a-zA-Z])"), None),
    ShapeRule("password given in prose", ("unlock", "lock screen", "lockscreen", "screen", "login code", "sign-in code",
                                          "разблокир"), re.compile(
        r"(?i)\b(?:unlock|lock ?screen|screen|login|sign-?in|разблокировки)[ \-](?:code|pin|passcode|password|код\w*|пароль)\b"
        r"[^.\n]{0,20}?(?:\bis|:|=|—|–)\s*[\"'`«]?([^\s\"'`,;»]{4,})"),
        lambda v: looks_like_password(v) and any(c.isdigit() for c in v)),
    # "password hint for dad: it's literally Tiger!3945!"
    ShapeRule("password given in prose", ("literally", "actually", "just", "simply"), re.compile(
        r"(?i)\b(?:password|passcode|pin|пароль)\b[^.\n]{0,40}?\b(?:it'?s|it is|is|это) (?:literally|actually|just|simply|"
        r"просто|буквально)\s+[\"'`«]?([^\s\"'`,;»]{6,})"), lambda v: looks_like_password(v) and any(c.isdigit() for c in v)),
    # "SMTP: mail.acme.dev:587 robot@acme.dev Winter903Q": an account's address, then its password
    ShapeRule("login and password", ("@",), re.compile(
        r"(?<![\w.+\-])[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+[ \t]+([^\s/@]{6,})(?=[ \t]*(?:$|\n|[,;)]))"),
        lambda v: looks_like_password(v) and any(c.isdigit() for c in v) and any(c.isalpha() for c in v)
        and (not v.isalnum() or v != v.lower() and v != v.upper()) and not _HOST_NAME.fullmatch(v) and not _FILE_NAME.search(v)),
    # (not `ssh -J deploy@bastion.corp app-01`: the next host's name, small letters and digits between dashes or dots; nor
    # `gpg --encrypt --recipient audit@… payroll_2024-06.xlsx`: a file the command takes)
    # one backup or recovery code given: "my steam guard backup code is IS8TO"
    ShapeRule("backup code", ("backup code", "recovery code", "guard code", "restore code", "резервный код", "код восстановления", "revocation code",
                              "код отзыва", "кода отзыва"),
              re.compile(r"(?i)\b(?:backup|recovery|guard|резервный) (?:code|код)\b[^.\n]{0,20}?(?:\bis|:|=|—|\bэто)\s*"
                         r"[\"'`«]?([A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6})?|\d{6,10})(?![\w\-])"
                         # an authenticator's restore code, ten letters and digits: "Battle.net authenticator restore: serial
                         # EU-0009-8938-7512, restore code 4RN0XA9EP4"
                         r"|\brestore code\b[^.\n]{0,20}?(?:\bis|:|=|—|\s)\s*[\"'`«]?((?-i:[A-Z0-9]{10}))(?![\w\-])"
                         # Steam Guard's revocation code, R and five digits: "revocation code (if I lose the phone): R96137"
                         r"|\b(?:revocation code|код\w* отзыва|(?:recovery|guard) code)\b[^.\n]{0,60}?(?:\bis|:|=|—|–|\bэто)\s*[\"'`«]?(R\d{5})(?![\w\-])"),
              lambda v: any(c.isdigit() for c in v)),
    # env pairs: `- name: DB_PASSWORD / value: "…"`, {"name": "API_TOKEN", "value": "…"}
    ShapeRule("secret in a name/value pair", ("value",), re.compile(
        r"""(?i)\b(?:name|key)["']?\s*[:=]\s*["']?[\w.\-]*(?:pass(?:word|wd)?|secret|token|api_?key|credential)[\w.\-]*["']?\s*"""
        r"""(?:,|\n)\s*["']?value["']?\s*[:=]\s*["']?([^\s"']{4,})"""),
        lambda v: not is_placeholder(v) and (looks_like_password(v) or looks_random(v, 16))),
    ShapeRule("password on a command line", ("7z", "zip", "sqlcmd", "bcp", "rar", "mc alias",
                                             "mc config", "storepass", "srcstorepass", "deststorepass", "keypass",
                                             "srckeypass", "destkeypass", "dbpass", "dbpassword", "adminpass", "rootpass",
                                             "passout"), re.compile(
        r"""(?:^|\s)--?[a-z]+(?:pass|passwd|password|pwd|secret)[= ]\s*(?:pass:)?["']?([^\s"']{4,})"""
        r"""|(?:^|\s)-passout\s+pass:([^\s"']{4,})"""
        # 7-Zip's and RAR's -p (and -hp) take the password joined to them (`7z a -p archive.7z` prompts); zip's -P and sqlcmd's -P
        # take the next word
        r"""|\b(?:7z|7za|7zz|rar|unrar)\b[^\n]*?\s-h?[pP]["']?([^\s"'-][^\s"']{2,})"""
        r"""|\b(?:zip|sqlcmd|bcp|unzip)\b[^\n]*?\s-[pP]\s?["']?([^\s"'-][^\s"']{2,})"""
        r"""|\bmc\s+(?:alias|config\s+host)\s+(?:set|add)\s+\S+\s+\S+\s+\S+\s+["']?([^\s"']{3,})"""),
        _shaped_value),
    # a Wi-Fi QR code's text: WIFI:T:WPA;S:<network>;P:<password>;;
    ShapeRule("Wi-Fi password", ("wifi:",), re.compile(r"\bWIFI:(?:[^;\n]*;){0,4}?P:((?:\\;|[^;\n]){4,})"), _password),
    # a pair's secret half with no name of its own, right after the id: "client id p-jc…, wHwv8eq9…", "Iv1.ae41… + fcb9…"
    ShapeRule("secret beside its id", ("client id", "client_id", "clientid", "client-id", "app id", "app_id", "appid",
                                       "key id", "key_id", "keyid", "iv1.", "googleusercontent"), re.compile(
        r"(?i)\b(?:client|app|application|access[ _\-]?key|key)[ _\-]?id\b[\"'`]?\s*[:=]?\s*[\"'`]?[\w.\-]{6,}[\"'`]?"
        r"(?:\s*[,/+;|:]\s*|\s+[—–-]\s+|\s+(?:and|и)\s+|\s+)[\"'`]?([A-Za-z0-9_\-+/=.]{20,})"
        r"|\b(?:Iv\d\.[0-9a-f]{16}|\.apps\.googleusercontent\.com)(?:\s*[,/+;|:]\s*|\s+[—–-]\s+|\s+(?:and|и)\s+|\s+)"
        r"[\"'`]?([A-Za-z0-9_\-+/=.]{20,})"),
        lambda v: "." not in v and not is_uuid(v) and (looks_random(v, 20) and v != v.lower() and v != v.upper()
                                                        or bool(_HEX_SECRET.fullmatch(v)))),
    # a signing or encryption key written into the call that uses it: jwt.encode(payload, '<key>', …), hmac.new(b'<key>', …)
    ShapeRule("key in code", ("jwt.", "hmac", "createhmac", "fernet(", "aes.new", ".sign(", "signer("), re.compile(
        r"(?i)\b(?:jwt\.(?:encode|decode)|hmac\.new|createhmac|fernet|aes\.new|\w*signer|\w+\.sign)\("
        r"(?:[^)\n]{0,80}?,\s*(?:(?:key|secret|secret_key|signing_key)\s*=\s*)?)?(?:\b[br])?[\"']([^\"'\s]{16,})[\"']\s*[,)]"),
        lambda v: looks_random(v, 16) and v != v.lower() and v != v.upper() or bool(_HEX_SECRET.fullmatch(v))),
    # Oracle's easy connect: `system/<password>@db.acme.dev:1521/ORCL`, `sqlplus scott/<password>@orcl`
    ShapeRule("password in a connection string", ("@",), re.compile(
        r"(?<=[A-Za-z0-9_$#])/([^\s/@\"']{3,60})@(?:[\w\-]+\.)*[\w\-]+:\d{2,5}/\w"
        r"|\bsqlplus\s+(?:-\w+\s+)*[A-Za-z][\w$#]{0,29}/([^\s/@\"']{3,60})@"),
        _shaped_value),
    # a config file's `password <value>` line under its host or user line (msmtprc, .netrc written one key a line)
    ShapeRule("password in a config file", ("password", "passwd"), re.compile(
        r"\n[ \t]*(?:password|passwd)[ \t]+(\S{6,})[ \t]*(?=\n|$)"), _password),
    # "the laptop login is Tiger_458!": a device's login is its password
    ShapeRule("password given in prose", ("login", "log-in", "sign-in", "вход"), re.compile(
        r"(?i)\b(?:laptop|computer|pc|mac|macbook|desktop|windows|phone|tablet|ipad|ноутбук\w*|компьютер\w*|телефон\w*)"
        r"(?:'s)? (?:login|log-in|sign-in|logon|вход\w*)\s+(?:is|:|=|—|–|-)\s*[\"'`«]?([^\s\"'`,;»]{6,})"),
        lambda v: looks_like_password(v) and any(c.isdigit() for c in v) and (not v.isalnum() or v[1:] != v[1:].lower())),
    ShapeRule("password in SQL", ("identified",), re.compile(
        r"(?i)\bidentified\s+(?:with\s+\w+\s+)?by\s+(?:password\s+)?(?:'([^']{3,})'|\"([^\"]{3,})\")"), _password),
    # `wandb login <key>`, `ngrok authtoken <token>`: a CLI's login that takes the key itself
    ShapeRule("token on a command line", ("login", "authtoken", "add-authtoken"), re.compile(
        r"""\b(?:login|add-authtoken|authtoken)\s+(?:(?!--?(?:tenant|subscription|client-id|app-id|org|project)\b)--?[\w\-]+\s+)*"""
        r"""["']?([A-Za-z0-9_.\-]{24,})"""),  # (not `az login --tenant <uuid>`: the option names an id)
        lambda v: looks_random(v, 32) or looks_random(v, 24) and v != v.lower() and v != v.upper()),
    ShapeRule("app password", ("app password", "app-specific", "пароль приложения", "пароль для приложения",
                               "application password", "app_specific_password", "_specific_password", "приложение-пароль",
                               "пароль-приложени", "пароли приложений", "app pw", "app pass", "app-passwort", "app-kennwort", "apppasswort", "contraseña de aplicaci",
                               "mot de passe d", "senha de app", "password per le app", "password per app", "hasło aplikacji",
                               "hasło do aplikacji"), re.compile(
        r"(?i)(?:app(?:-specific|lication)? password|app-specific|app_?specific_?password|app (?:pw|pass)\b|парол[ьи][ \-](?:для )?приложени\w*|приложени\w*-пароль"
        r"|app-?(?:passwort|kennwort)|contraseña de aplicaci[oó]n|mot de passe d['’]application|senha de app\w*"
        r"|password per (?:le )?app|hasło (?:do )?aplikacji)"  # (German: «App-Passwort für SMTP: …»; Spanish, French, Portuguese,
        # Italian, Polish)
        # (Apple's four dashed groups are their own format: the name may stand a long clause before them)
        r"(?:[^\n]{0,40}?\b([a-z]{4}(?: [a-z]{4}){3}|[a-z]{16})|[^\n]{0,100}?\b([a-z]{4}(?:-[a-z]{4}){3}"
        # (WordPress's: six groups of four letters of both cases and digits, "Vq2s SZLp zQw3 s81n jq7L zw1S")
        r"|(?-i:[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){5})))\b"
        # (further on its line, what the name leads up to: a colon or a dash, then the four groups of small letters alone
        # till the line or the clause ends — "App password for the mailer that sends … (…@gmail.com, smtp…): mqdj qedi avyk dyqq")
        r"|(?:app(?:-specific|lication)? password|парол[ьи][ \-](?:для )?приложени\w*|contraseña de aplicaci[oó]n"
        r"|mot de passe d['’]application|senha de app\w*|password per (?:le )?app|hasło (?:do )?aplikacji)[^\n]{40,200}?[:—–][ \t]*"
        # (or the 16 small letters run together, as Yandex gives them, the clause ending there or a remark after, in
        # brackets or after a dash: "…: vjkm…fngcq — not the main password")
        r"(?-i:([a-z]{4}(?: [a-z]{4}){3}|[a-z]{16}))(?=[ \t]*(?:$|[.,;)])|[ \t]+[(—–])"),
        lambda v: not is_placeholder(v) and not is_placeholder(v.replace(" ", ""))  # the format shown: "xxxx-xxxx-xxxx-xxxx"
        and (v.count(" ") != 5 or has_digit(v) and v != v.lower() and v != v.upper())),
    ShapeRule(ACCESS_CODE, ("code", "код", "passcode", "combination", "combo", "opens with", "open with", "opened with", "alarm",
                              "открывается", "safe", "padlock", "locker", "сейф", "замок", "замка", "калитк", "домофон", "двер", "door", "gate",
                              "сигнализаци", "intercom", "keypad", "пасскод", "seif", "sejf", "seyf", "domofon", "signalizac", "kalitk",
                              "kod ot", "kod dlya", "kombinac", "kombinats", "ohran", "охран"), re.compile(
        r"(?i)\b(?:access|door|gate|safe|alarm|entry|lock|intercom|garage|keypad)(?:[ \-]\w+)?[ \-](?:code|combination|combo|keypad)|passcode|пасскод\w*|"
        # (not the lock's own number: «ID замка №2 в TTLock: 28302455», «номер сейфа: 14»)
        r"(?<!\bid )(?<!номер )(?<!модель )(?<!серийник )"
        r"\b(?:safe|padlock|locker|alarm|сейф\w*|замок|замка|калитк\w*|домофон\w*|сигнализаци\w*)\b[^.\n:]{0,25}?:(?=\s*\d)|"
        # (whose door and the street between: «домофон у родителей на Чистопольской: 252К7415», an intercom's code)
        # (a street's abbreviation between: «домофон у мамы, Кемерово, пр. Ленина: 104К7954»)
        r"\b(?:домофон\w*|intercom)\b(?:(?:пр|ул|д|г|кв|пер|наб|просп|ш)\.|[^.\n:]){0,50}?:(?=[ \t]*\d{1,4}[ \t]?[#*КкKkВвBb][ \t]?\d{3,6}\b)|"
        # (a key safe, whose use and place stand between: "Key safe outside the showroom for the Saturday shoot: 5787")
        r"\bkey ?safe\b[^.\n:]{0,80}?:(?=[ \t]*\d{4,8}\b)|"
        # the same in translit: «kombinaciya ot seifa v kabinete: 22-23-21», «kod ot domofona 4521»
        r"\b(?:seif\w*|sejf\w*|seyf\w*|domofon\w*|signalizac\w*|kalitk\w*|kombinac\w*|kombinats\w*)\b[^.\n:]{0,25}?:(?=\s*\d)|"
        r"\bkod (?:ot|dlya) (?:dver\w*|seif\w*|sejf\w*|seyf\w*|domofon\w*|pod'?ezd\w*|signalizac\w*|zamk\w*|kalitk\w*|vorot)|"
        # the code named for what it does to the alarm first: «код постановки/снятия сигнализации», "kod snyatiya signalizacii"
        r"\b(?:код|kod|парол\w*|parol\w*)(?:[ /](?!\d)[^\s.:/]{1,20}){1,3}?[ /](?:сигнализаци\w*|signalizac\w*|охран\w*|ohran\w*)\b|"
        r"\b(?:safe|lock|padlock|locker|door|gate|box|сейф|замок|дверь|калитка|ящик)\b[^.\n]{0,60}?\b(?:opens? with|"
        r"(?:is )?opened with|открывается (?:кодом|комбинацией|на))\b|"
        r"\b(?:code|combo|combination) (?:to|for|of|on) (?:the |my |our )?(?:\w+ )?(?:lock|padlock|locker|door|gate|safe|"
        r"alarm|garage|intercom)\b|код (?:доступа|от (?:[а-яё]+(?:ой|ей|ого|его|ых|их)\s+)?(?:двер\w*|"
        r"сейфа|домофона|подъезда|сигнализаци\w*|замка|калитки|ворот))|код (?:домофона|сейфа|сигнализации|подъезда|калитки|ворот|шлагбаума|гаража|замка|двери)"
        r"|кодовое слово|код (?:для )?входа|\b(?:login|sign-?in) code\b"
        r"|\b(?:сейф\w*|safe|замок|padlock|locker)\b[^.\n]{0,30}?\b(?:код|code|combination|комбинаци\w*)\b"
        r"|\b(?<!zip )(?<!postal )(?<!error )(?<!promo )(?<!area )(?<!country )(?<!product )(?<!discount )code is"
        r"(?=\s+\d{4,8}\b(?!\s*(?:lines?|chars?|characters|bytes|words|[kmg]b|ms|seconds|years|%))"
        r"[^.\n]{0,40}\b(?:door|gate|lock|safe|garage|entrance|building|intercom|alarm)\b)"
        r"|\b(?:домофон\w*|intercom)\b(?:\s+(?:код\w*|code))?(?=\s*[:—–\-]?\s*\d{1,4}[#*КкKkВвBb]\d{3,6}\b)"), None),
    # a code that gets past a check, named for it, whom and when it is for between, then a colon: "Imprivata Confirm ID - emergency
    # bypass code for Dr. Okafor while her phone is being replaced (expires Friday): 58998335"
    # (or the master one, which sets the others: "Master code for the in-room safes (quartos 1-6), the 'supervisor' one …: 583028")
    ShapeRule(ACCESS_CODE, ("bypass", "override", "master code", "supervisor code", "master pin"), re.compile(
        r"(?i)\b(?:bypass|override|master|supervisor)[ \t]+(?:code|pin|passcode)\b[^\n:]{0,100}?:[ \t]*(\d{4,10})(?![\d\-/:]|[.,]\d)"
        # (or the override alone, then "was" and five or more digits: "Pharmacy override for the night was 262206 per Dana")
        r"|\boverride\b[^\n.:;]{0,40}?\b(?:was|is)[ \t]+(\d{5,10})(?![\d\-/:%]|[.,]\d)"), None),
    # a lock's or a safe's combination dialled digit by digit, or a dial's numbers: «кодовый замок на гараже 7-3-1-9»,
    # «Сейф в шкафу: 14 - 38 - 72»
    ShapeRule(ACCESS_CODE, ("замок", "замка", "замке", "padlock", "combination lock", "сейф", "safe"), re.compile(
        r"(?i)\b(?:замок|замка|замке|padlock|combination lock|сейф\w*|safe)\b[^.\n\d]{0,40}?(?<![\w\-])"
        r"(\d(?:-\d){3,7}|\d{1,2}(?: - \d{1,2}){2,4})(?![\w\-])"
        # (or each number after its turn: "fire safe in the basement closet: L 15 - R 46 - L 92")
        r"|\b(?:safe|сейф\w*|padlock)\b[^.\n\d]{0,40}?(?<![\w\-])((?-i:[LR]) ?\d{1,2}(?: - (?-i:[LR]) ?\d{1,2}){2,4})(?![\w\-])"), None),
    # the same, read from where a word starts (an anchored alternation): «пароль от домофона 5449», "locker combo 70-69-43",
    # "Airbnb lockbox code 5623"
    ShapeRule(ACCESS_CODE, ("парол", "пин", "combo", "combination", "комбинаци", "lockbox", "keybox", "key box", "safe", "сейф",
                              "padlock", "locker", "локер", "ячейк", "телефон", "планшет", "ноутбук", "компьютер", "айфон",
                              "phone", "tablet", "laptop", "admin", "manager", "supervisor", "unlock", "админ", "смартфон", "самсунг",
                              "samsung", "xiaomi", "сяоми", "redmi", "редми",
                              "zoom", "зум", "webex", "сигналк", "сигнализаци", "разблокир", "unlock"), re.compile(
        r"(?i)\b(?:парол\w*|пин(?:-код)?) (?:от|к|для) (?:двер\w*|сейфа|домофона|подъезда|сигнализаци\w*|замка|калитки|ворот)"
        r"|\b(?:combo|combination|комбинаци\w*)\b(?=\s*(?:is\s*)?:?\s*\d{1,3}(?:[\- ]\d{1,3}){2,4}\b)"
        r"|\b(?:lockbox|keybox|key box)(?:[ \-]\w+)?[ \-](?:code|combination|combo|keypad)"
        # "Hotel safe: I set 7324", "локер на вокзале №17, код 8302", "the rental car lockbox opens with 2603"
        r"|\b(?:safe|сейф\w*|padlock|locker|локер\w*|ячейк\w*|lockbox|keybox|сигналк\w*|сигнализаци\w*)\b[^.\n]{0,30}?\b(?:code|код|set|поставил\w*|"
        r"установил\w*|opens? with|открывается)\b" + _DIGITS_NEXT +
        # "телефон включается кодом 6577"
        r"|\b(?:телефон\w*|планшет\w*|ноутбук\w*|компьютер\w*|айфон\w*|смартфон\w*|самсунг\w*|samsung|xiaomi|сяоми|redmi|редми|"
        r"phone|tablet|laptop)\b[^.\n]{0,25}?\b(?:кодом|код|code|pin|пин\w*|"
        r"разблокир\w*|unlocks?(?: with)?)\b"
        + _DIGITS_NEXT +
        # "the POS admin code is 701880"
        r"|\b(?:(?:pos\s+)?(?:admin|manager|supervisor)|unlock|админ\w*)\s+(?:code|pin|passcode|код|пин\w*)\b" + _DIGITS_NEXT +
        # "Zoom для пар: id 812 4413 9021, код 834257"
        r"|\b(?:zoom|зум\w*|webex)\b[^\n]{0,60}?\b(?:код|code|passcode|pwd|пароль)\b" + _DIGITS_NEXT), None),
    # a meeting's passcode of letters after its id: "по Zoom каждый четверг: ID 414 2922 7990, Passcode WjqwSM"
    ShapeRule(ACCESS_CODE, ("zoom", "зум"), re.compile(
        r"(?i)\b(?:zoom|зум\w*)\b[^\n]{0,80}?\b(?:passcode|pwd|код доступа|код)\b[ \t]*[:=—–]?[ \t]*((?-i:[A-Za-z0-9]{6,10}))"
        r"(?=$|[\s.,;)])"), lambda v: not v.isdigit() and (v != v.lower() and v != v.upper() or has_digit(v) and has_alpha(v))),
    # an SSM parameter's decrypted value as `aws ssm get-parameter --with-decryption` prints it: "Type": "SecureString", "Value": "…"
    ShapeRule("secret printed by a command", ("securestring",), re.compile(
        r'(?s)"Type"\s*:\s*"SecureString".{0,200}?"Value"\s*:\s*"([^"\s]{8,})"|"Value"\s*:\s*"([^"\s]{8,})".{0,200}?"Type"\s*:\s*"SecureString"'),
        lambda v: not is_placeholder(v)),
    # a login and a strong password side by side, no word naming either: "cuenta de steam personal: diego_lantern / ww-YAV&&4c3LD"
    # (or a BMC's factory password, ten random capitals: "supermicro IPMI (192.168.50.5): ADMIN / PKRMBDSGMS")
    ShapeRule("login and password", (" / ",), re.compile(
        r"(?:^|[:—–][ \t]*)[\w.\-@+]{3,40}[ \t]+/[ \t]+([^\s/]{8,64}?)[.,;)]?(?=[ \t]*(?:$|[—–(\n]|- )|(?<=,)[ \t])"),
        lambda v: _strong_password(v) or _random_capitals(v)),
    # an admin account on a named host, then its password: "SA on PYXIS-SQL02 is aLEyiVqr5v@o!d", "root on nas01: …"
    ShapeRule("login and password", (" on ", " for ", " @ ", " на "), re.compile(
        r"(?i)(?<![\w\-])(?:sa|root|рут|admin|administrator|superuser)[ \t]+(?:on|for|@|на)[ \t]+[\w.\-]{2,40}[ \t]*(?:is|=|:|—|–|-)[ \t]*"
        r"[\"'`]?([^\s\"'`]{8,64}?)[\"'`]?[.,;)]?(?=[ \t]|$|\n)"), _made_up_password),
    # or the same on every host: "esxi01-esxi04 рут один и тот же: +.8nt?&2oj-WZa", "root is the same everywhere: …"
    ShapeRule("login and password", ("root", "рут"), re.compile(
        r"(?i)(?<![\w\-])(?:root|рут)(?:[ \t]+(?:на|on)[ \t]+[^\n:]{1,60}?)?[ \t]+(?:is[ \t]+)?(?:один и тот же|одинаковый|везде|везде один|"
        r"the same(?:[ \t]+everywhere)?|everywhere)(?:[ \t]*\([^()\n]{0,40}\))?"  # (the hosts, an aside: «root на ESXi хостах … одинаковый (знаю, плохо): …»)
        r"[ \t]*(?:is|=|:|—|–|-)[ \t]*[\"'`]?([^\s\"'`]{8,64}?)[\"'`]?[.,;)]?(?=[ \t]|$|\n)"), _made_up_password),
    # Windows LAPS's password as it was read for a machine, after the local admin's name: "LAPS pulled for WS-4W-NURS-07 (…):
    # .\\Administrator  2fitM-RECNQ-lgvWX-yLn1n"
    ShapeRule("password", ("laps",), re.compile(
        r"(?i)\bLAPS\b[^\n]{0,120}?(?:\\|\b)(?:administrator|admin|localadmin)\b[ \t:—–\-]+([^\s]{10,40})(?=\s|$)"),
        _made_up_password),
    # a password reset or changed to a value, told so: "BD field tech reset it to: nTy8uOFggMZ!"
    ShapeRule("password", ("reset it to", "changed it to", "set it to", "reset the password to", "changed the password to"),
              re.compile(r"(?i)\b(?:reset|changed?|set)[ \t]+(?:it|the password)[ \t]+to[ \t]*:?[ \t]*[\"'`]?([^\s\"'`]{8,64}?)[\"'`]?"
                         r"[.,;)]?(?=\s|$)"), _made_up_password),
    # an encrypted container or a password database, then an arrow or a colon and its password: "VeraCrypt container
    # 'clients-2024.hc' on the external SSD -> Is2lmq_PQ1Pj1_GiRlJf"
    ShapeRule("password", ("veracrypt", "truecrypt", "luks", "kdbx", "keepass"), re.compile(
        r"(?i)\b(?:veracrypt|truecrypt|luks|kdbx|keepass(?:xc)?)\b[^\n]{0,80}?(?:->|→|=>|:|—|–)[ \t]*[\"'`]?([^\s\"'`]{8,64}?)[\"'`]?"
        r"[.,;)]?(?=\s|$)"), lambda v: _made_up_password(v) and not any(c in v for c in "/\\~")),
    # a value, then an arrow back to it or a caret under it that names it: "94ab8b37-…  <- this is the API key", "07ec1afe…\n^ PIV
    # management key for the spare YubiKey"
    ShapeRule("API key or token", ("<-", "←", "^"), re.compile(
        r"(?i)(?<![^\s\"'`(])([A-Za-z0-9+/=_\-]{16,128})[ \t]*(?:<-+|←|\n\^)[ \t]*(?:(?:this|that|it)(?:'s| is)[ \t]+|это[ \t]+)?"
        r"(?:the[ \t]+|my[ \t]+)?(?:(?!public|публичн|id\b|fingerprint|hash)[\w\-]+[ \t]+){0,3}?(?:api[ \t]*key|key|token|secret|"
        r"password|ключ\w*|токен\w*|пароль)\b(?![ \t]*(?:id|fingerprint|hash)\b)"),
        lambda v: has_digit(v) and (looks_random(v, 16) or is_uuid(v) or _HEX_32_UP.fullmatch(v) is not None)),
    # a password told later in its story, after "it's" or "currently", made up as one (small letters, capitals, a digit and a
    # symbol): "I kept typing the old password. For future me: it's Longblack7019$ now", "pattern is city+year+symbol, currently
    # Taipei1997#eef"
    ShapeRule("password given in prose", ("it's", "it is", "currently", "it’s"), re.compile(
        r"(?i)\b(?:password|passwort|pw|pass|парол\w*)\b[^\n]{0,200}?\b(?:it['’]?s|it is|currently)[ \t]+[\"'`«]?([^\s\"'`»]{8,64}?)"
        r"[\"'`»]?[.,;)!]?(?=\s|$)"), _strong_password),
    # a domain account and its cracked or told password after a colon: "hashcat -m 13100 сломал: CORP\\svc_sql : Summer2021!GZK"
    ShapeRule("login and password", ("\\",), re.compile(
        r"(?<![\w\\])[A-Z][A-Z0-9\-]{1,15}\\[\w.$\-]{2,40}[ \t]*:[ \t]*([^\s]{8,64}?)[.,;)]?(?=\s|$)"),
        _made_up_password),
    # a value echoed into a file named for a password or a key: `echo 'XXtgq9…' > ~/.vault_pass_lab`
    ShapeRule("password written to a file", ("echo",), re.compile(
        r"\becho[ \t]+(?:-n[ \t]+)?[\"']?([^\s\"'$]{8,128})[\"']?[ \t]*>>?[ \t]*\S*(?:pass|secret|token|key|cred|pwd)\S*"),
        lambda v: _made_up_password(v) or looks_random(v, 16)),
    # a password manager's or an encrypted disk's master passphrase: words, then a number maybe ("KeePassXC база … — master: ahead
    # actual approve tissue 652", "KeePassXC master … no spaces: moewe-speiche-alster-1986-tretlager")
    ShapeRule("password", ("master",), re.compile(
        r"(?i)\b(?:keepass(?:xc)?|kdbx|veracrypt|truecrypt|luks|bitwarden|1password|lastpass|vault)\b[^\n]{0,80}?\bmaster\b[^\n]{0,80}?"
        r"[:—–][ \t]*((?-i:[a-z]{3,12}(?:[ \-](?:[a-z]{3,12}|\d{2,4})){2,6}))(?=[ \t]*(?:$|[.,;)\n]))"),
        lambda v: _picked_words(v.replace("-", " "))),
    # an account's lines told in a chat, one a line: the login (an e-mail), then the password alone ("Анна: test_admin@…\nАнна:
    # Jxms2cQjkSD5")
    ShapeRule("login and password", ("@",), re.compile(
        r"(?m)^(?:\[[^\]\n]{1,20}\][ \t]*)?(?:[^\n:@]{1,40}:[ \t]*)?[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+[ \t]*\n"
        r"(?:\[[^\]\n]{1,20}\][ \t]*)?(?:[^\n:@]{1,40}:[ \t]*)?([^\s]{8,64})[ \t]*$"),
        _made_up_password),
    # a chat's line that is a password alone, the login or the host told next to it: "[12:41] Дима: держи от сервака с ботом\n[12:41]
    # Дима: 2BmjVS-Itg2yK-CQ8XTU\n[12:42] Дима: логин root, ip …"
    ShapeRule("login and password", ("логин", "login", "root", "user"), re.compile(
        r"(?im)^\[?\d{1,2}:\d{2}(?::\d{2})?\]?[^\n:]{0,40}:[ \t]*([^\s]{10,64})[ \t]*\n(?=(?:\[?\d{1,2}:\d{2}(?::\d{2})?\]?[^\n:]{0,40}:[ \t]*)?"
        r"[^\n]{0,20}\b(?:логин|login|user(?:name)?|root)\b)"),
        _made_up_password),
    # Composer's auth.json: a registry's bearer token under its host (`"bearer": {"packages.shopware.com": "<token>"}`)
    ShapeRule("token in a config file", ('"bearer"',), re.compile(
        r'"bearer"\s*:\s*\{\s*"[^"\n]{3,80}"\s*:\s*"([^"\s]{20,})"'), lambda v: looks_random(v, 20) and not is_placeholder(v)),
    # Azure's resource keys, one and two, 32 hex after their number: "key 1 fe2dc0cc896b8138c11e34b76ff51d46"
    ShapeRule("API key or token", ("key 1", "key 2", "key1", "key2"), re.compile(
        r"(?i)\bkey ?[12]\b[ \t]*[:=—–]?[ \t]*((?-i:[0-9a-f]{32}))(?![0-9a-fA-F])"), lambda v: has_digit(v) and has_alpha(v)),
    # a token given to a command by its flag: "interactsh-client -s oast.ershov.dev -t 624c94b20a14b9df293ee45b5fdc5430"
    ShapeRule("token on a command line", (" -t ", "--token", "--api-key", "--apikey", "--auth-token", "--secret"), re.compile(
        r"(?<=[ \t])(?:-t|--token|--auth-token|--api-key|--apikey|--secret)(?:[ \t]+|=)[\"']?([A-Za-z0-9_\-.]{24,})(?=[\"'\s]|$)"),
        lambda v: looks_random(v, 24) and has_digit(v) and not is_placeholder(v)),
    # a credentials file's path, then its lines as the file holds them, the login and the password (OpenVPN's auth-user-pass)
    ShapeRule("password in a file", ("auth.txt", "auth-user-pass", ".pass", "creds", "credentials"), re.compile(
        r"(?i)\S*(?:auth\.txt|auth-user-pass\S*|\.pass|creds?(?:\.txt)?|credentials(?:\.txt)?)[ \t]*:?[ \t]*\n[ \t]*[\w.@\-]{2,60}[ \t]*\n"
        r"[ \t]*((?-i:[^\s]{8,64}))[ \t]*(?:\n|$)"), _made_up_password),
    # a file of a password or a key printed, its content on the next line: "cat ~/.vault_pass_basis\nBFV?b5bG7MvcV**77-+7HKD!"
    ShapeRule("password in a file", ("cat ",), re.compile(
        r"\bcat[ \t]+\S*(?:pass|secret|token|key|cred|pwd)\S*[ \t]*\n[ \t]*([^\s]{8,128})[ \t]*(?:\n|$)"),
        lambda v: _made_up_password(v) or looks_random(v, 16)),
    # «пароль там 5ZmGEEIe», "the password there is …": a filler word between the name and the value
    ShapeRule("password given in prose", ("пароль там", "пароль тут", "password there", "password here"), re.compile(
        r"(?i)\b(?:пароль|password)[ \t]+(?:там|тут|there|here)[ \t]+(?:is[ \t]+|был[ \t]+|—[ \t]+)?([^\s,;)]{6,64})"),
        lambda v: _made_up_password(v) or len(v) >= 8 and has_digit(v) and v != v.lower() and v != v.upper()),
    # a password manager's export row: the login (an e-mail) in one cell, a made-up password in the next
    # ("login,Figma,https://www.figma.com/login,leila.m@agency.de,pMAsNzNpq$NJXOY#kF,H4L7…")
    ShapeRule("password in a table", ("@",), re.compile(
        r"(?<=[\w.+\-])@[\w\-]+(?:\.[\w\-]+)+,([^,\s\"]{8,64})(?=,|[ \t]*$|[ \t]*\n)"),
        lambda v: _strong_password(v) or len(v) >= 12 and v != v.lower() and v != v.upper() and any(c in "!@#$%^&*+=?~" for c in v)),
    # Mullvad's account number: the login and the password in one, sixteen digits
    ShapeRule("VPN account number", ("mullvad",), re.compile(
        r"(?i)\bmullvad\b[^\n]{0,60}?(?<!\d)(\d{4}[ \-]?\d{4}[ \-]?\d{4}[ \-]?\d{4})(?![\d\-])"), None),
    # a stream key in a streaming app's settings (OBS's service.json: `"key": "chnp-k4es-b091-pf4c-uo9h"`, YouTube's five groups)
    ShapeRule("stream key", ("rtmp",), re.compile(
        r'(?s)"key"\s*:\s*"([a-z0-9]{4}(?:-[a-z0-9]{4}){3,4})".{0,300}?rtmp|rtmp.{0,300}?"key"\s*:\s*"([a-z0-9]{4}(?:-[a-z0-9]{4}){3,4})"'),
        lambda v: has_digit(v)),
    # a dial's combination, each number with its way to turn: "Combination is 40 right, 25 left, 26 right"
    ShapeRule(ACCESS_CODE, ("combination", "комбинаци"), re.compile(
        r"(?i)\b(?:combination|комбинаци\w*)\b[^\n.]{0,20}?(?:\bis\b|:|—)[ \t]*(\d{1,2}[ \t]*(?:right|left|r|l|вправо|влево)\b"
        r"(?:[ \t]*[,;]?[ \t]*(?:then[ \t]+)?\d{1,2}[ \t]*(?:right|left|r|l|вправо|влево)\b){2,4})"), None),
    # 1C's software licence PIN, fifteen digits in triplets, after the words that name it (on the same line or the next):
    # «Лицензионный PIN-код для активации программной лицензии 1С:Предприятие 8 ПРОФ (сервер, 2-й комплект): 896-995-232-572-255»
    # (not a number named between: «рег.номер комплекта: …»)
    ShapeRule("PIN code", ("pin", "пин"), re.compile(r"(?i)\b(?:pin|пин)-?код\w*(?:(?!номер|number|\bid\b)[^\n]){0,160}?[:—–]\s*(\d{3}(?:-\d{3}){4})(?![\d\-])"),
              None),
    # a key and its secret under short labels, the secret's cut to "sec": "key: mdCD7T7at5bhDX2P sec: pDCWz7TF51q5nNaTq4GN4MdUlAKX0Nh9"
    ShapeRule("API key or token", ("sec",), re.compile(
        r"(?i)\bkey[ \t]*[:=][ \t]*[A-Za-z0-9_\-]{12,}[ \t,;]+sec[ \t]*[:=][ \t]*([A-Za-z0-9+/_\-]{20,})(?![\w+/\-])"),
        lambda v: looks_random(v, 20)),
    # a form's row copied from a screen, its label and its value apart by two spaces or more: "Password  TDmEuwqvUPuuCKu"
    ShapeRule("password", ("password", "passwd", "парол"), re.compile(
        r"(?im)^[ \t]*(?:password|passwd|пароль)[ \t]{2,}([^\s\"'`<>]{8,64})[ \t]*$"),
        lambda v: _shaped_value(v) and not v.islower()),
    # a hardware token's code handed out in an emergency: "Helpdesk gave emergency access tokencode 89682504"
    ShapeRule(ACCESS_CODE, ("tokencode",), re.compile(r"(?i)\btokencode\b[^\n\d]{0,30}?(?<![\d\-])(\d{6,8})(?![\d\-])"), None),
    # SAP's tools given a secret: a router table's password column, a PSE's PIN by `-x`, the HANA user store's password
    ShapeRule("password in a file", ("saprouttab",), re.compile(
        r"(?m)saprouttab[\s\S]{0,300}?^P\d*,?\d*[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+(\S{6,})[ \t]*$"), lambda v: _made_up_password(v)
        or 8 <= len(v) and has_digit(v) and v != v.lower() and v != v.upper()),
    ShapeRule("PIN code", ("sapgenpse",), re.compile(r"\bsapgenpse\b[^\n]*?[ \t]-x[ \t]+(\S{4,})"), lambda v: not is_placeholder(v)),
    ShapeRule("password", ("hdbuserstore",), re.compile(
        r"(?i)\bhdbuserstore\b[ \t]+(?:-\w+[ \t]+)*SET[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+[\"']?([^\s\"']{6,})"), lambda v: not is_placeholder(v)),
    # an account, maybe an aside, an arrow, then its made-up password: "ph1adm (OS, all app servers) → gruene96%Zeil"
    ShapeRule("login and password", ("→", "->"), re.compile(
        r"(?<![\w\-])[a-z][\w.\-]{2,30}(?:[ \t]*\([^()\n]{0,80}\))?[ \t]*(?:→|->)[ \t]*([^\s]{8,64}?)[.,;]?(?=[ \t]|$)"),
        lambda v: _strong_password(v) and "=" not in v and "%2" not in v),  # (not base64's "…ZGV2LXVzZXI=", nor a URL's escapes)
    # Agora's app certificate: the server's secret beside the public app id
    ShapeRule("API key or token", ("app certificate",), re.compile(r"(?i)\bapp certificate\b[ \t:=—–]*([0-9a-f]{32})(?![0-9a-f])"),
        lambda v: has_digit(v) and has_alpha(v)),
    # a game backend's session ticket (PlayFab's), copied whole
    ShapeRule("session token", ("session ticket",), re.compile(
        r"(?i)\bsession ticket\b[^\n]{0,100}?[:=][ \t]*\n?[ \t]*([A-Za-z0-9+/=\-]{40,})"), lambda v: looks_random(v, 20)),
    # a chat's line that hands a password over, then the next line the password alone: "[14:02] Gwen (TVH IT): here's the temp
    # pw for your AD test account ext_oprice\n[14:02] Gwen (TVH IT): YMOEluzv619!"
    ShapeRule("password", ("here's the", "here is the", "heres the", "вот пароль", "вот новый", "вот временный"), re.compile(
        r"(?i)\b(?:here'?s|here is|вот)[ \t]+(?:the[ \t]+|your[ \t]+)?(?:temp(?:orary)?[ \t]+|new[ \t]+|новый[ \t]+|временный[ \t]+)?"
        r"(?:pw|pwd|password|pass|passcode|пароль)\b[^\n]{0,80}\n(?:\[[^\]\n]{1,20}\][ \t]*)?(?:[^\n:]{1,40}:[ \t]*)?"
        r"([^\s]{6,64})[ \t]*(?:\n|$)"), _made_up_password),
    # … or an e-mail (or "same gmail") between dashes, then the password: "Dext Prepare practice login - kevin@… - ^W7EraIg$rwV"
    ShapeRule("login and password", (" - ", " — ", " – "), re.compile(
        r"[-—–][ \t]+(?:[\w.+\-]+@[\w.\-]+\.[a-z]{2,}|same (?:e-?mail|gmail|login|user(?:name)?))[ \t]+[-—–][ \t]+([^\s]{8,64}?)"
        r"[.,;]?(?=[ \t]*(?:$|[(\n]))"), _strong_password),
    # … or one a line under an account's label: «директ агентский:\nlavanda-agency-direct\nGEtM*u@J9&sJ»
    ShapeRule("login and password", (":",), re.compile(
        r"(?m)^[^\n]{2,60}:[ \t]*\n[ \t]*[\w.\-@+]{3,40}[ \t]*\n[ \t]*([^\s/]{8,64})[ \t]*$"), _strong_password),
    # … or under an account's name with no colon, the login an e-mail: "Salesforce\nolivia.m@…\nMKE56dwmmo?"
    ShapeRule("login and password", ("@",), re.compile(
        r"(?m)^[ \t]*[^\W\d_][^\n:@]{1,40}\n[ \t]*[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+[ \t]*\n[ \t]*([^\s/]{8,64})[ \t]*$"), _strong_password),
    # a Weights & Biases key by the vendor's name alone: "W&B — 4a8cad12…" (40 hex; not a commit W&B logged)
    ShapeRule("API key or token", ("w&b", "wandb", "weights & biases", "weights and biases"), re.compile(
        r"(?i)\b(?:w&b|wandb|weights (?:&|and) biases)\b(?:(?!commit|sha|git|hash|digest|run)[^\n]){0,60}?(?<![0-9a-f])([0-9a-f]{40})"
        r"(?![0-9a-f])"), lambda v: has_digit(v) and has_alpha(v)),
    # OpenWeather's key in its query parameter: "…?q=Kazan&appid=b792d955…" (32 hex; other vendors' app ids are public)
    ShapeRule("API key or token", ("appid",), re.compile(r"(?i)\bappid=([0-9a-f]{32})(?![0-9a-z])"),
              lambda v: has_digit(v) and has_alpha(v)),
    # an Azure storage account's key as `az storage account keys list` prints it: "keyName": "key1", … "value": "<88 base64>"
    ShapeRule("Azure storage account key", ("keyname",), re.compile(
        r'(?s)"keyName"\s*:\s*"key[12]".{0,240}?"value"\s*:\s*"([A-Za-z0-9+/]{86}==)"'), None),
    # a secret as the command that prints it printed it, on the line after: `az keyvault secret show … -o tsv` then the value,
    # `kubectl … get secret … | base64 -d` then the password, `vault kv get -field=…`, `gcloud secrets versions access …`
    ShapeRule("secret printed by a command", ("keyvault secret show", "get secret", "secretsmanager", "vault kv get", "vault read",
                                              "gcloud secrets", "op read", "op item get", "pass show", "find-generic-password",
                                              "config:get", "doppler secrets", "ssm get-parameter", "initial-password"), re.compile(
        r"(?im)(?:\baz keyvault secret show\b|\bkubectl\b[^\n]*\bget secrets?\b[^\n]*(?:base64 (?:-d|--decode)|jsonpath)"
        r"|\bvault (?:kv get|read)\b[^\n]*-field|\baws secretsmanager get-secret-value\b[^\n]*--query|\baws ssm get-parameters?\b"
        r"[^\n]*--with-decryption[^\n]*--query|\bgcloud secrets versions access\b|\bop (?:read|item get)\b|\bpass show\b"
        r"|\bsecurity find-generic-password\b[^\n]*-w\b|\bdoppler secrets get\b|\bheroku config:get\b|\bargocd admin initial-password\b)"
        r"[^\n]*\r?\n[ \t]*"
        r"([^\s\[{\"'<>]{8,200})[ \t]*(?:\r?\n|$)"),
        lambda v: has_digit(v) and has_alpha(v) and not is_placeholder(v) and not v.lower().startswith(("error", "usage", "warning"))),
    # a secret set by the command that stores it: `gh secret set POSTMARK_SERVER_TOKEN --repo … --body "5224d0e8-…"`
    ShapeRule("API key or token", ("secret set",), re.compile(
        r"\bgh secret set\b[^\n]*?(?:--body|-b)[ =]+[\"']?([^\s\"']{8,200})"),
        lambda v: has_digit(v) and has_alpha(v) and not is_placeholder(v) and not v.startswith("$")),
    # a UK bank's sign-in secrets by their own names: "passnumber 601689, memorable data: Chennai1993"
    ShapeRule("password", ("passnumber", "pass number", "memorable"), re.compile(
        r"(?i)\b(?:passnumber|pass number|memorable (?:data|word|information|answer))\b[ \t]*(?:is[ \t]*)?[:=—–\-]?[ \t]*"
        r"([^\s,;]{4,40})"), lambda v: has_digit(v) and _password(v)),
    # a list of codes under their plural name, each after its place and a dash: "Key safe codes for the vacant properties: 14
    # Wattle St - 5884; 3/22 Elm St - 2984", «Коды от домофонов: Ленина 5 — 2741, Мира 12 — 0093»
    ShapeRule(ACCESS_CODE, ("codes", "коды"), re.compile(
        r"(?i)(?:\b(?:lock ?box|key ?box|key ?safe|door|gate|alarm|garage|padlock|safe|locker|intercom|entry)[ \-]codes\b|"
        r"(?<!\w)коды (?:от |для )?(?:домофон|сейф|замк|калит|ворот|двер|подъезд|ячеек|сигнализаци)\w*)[^:\n]{0,60}:"
        r"(?:[ \t]*[^;,\n\s][^;\n]{0,60}?[ \t][-—–][ \t]?(?!(?:19|20)\d\d\b)(\d{4,8})(?![\d\-/:]|[.,]\d)[ \t]*(?:[;,.]|\n|$)){2,}"), None),
    ShapeRule("password given in prose", ("code word", "codeword", "secret word", "safe word", "safeword", "кодов",
                                          "секретное слово", "secret phrase", "секретная фраза", "секретную фразу"), re.compile(
        r"(?i)\b(?:code ?word|secret (?:word|phrase)|safe ?word|кодовое слово|секретное слово|секретн\w+ фраз\w*)\b[^.\n]{0,80}?"
        r"(?:\bis|:|=|—|–|\s-)\s*[\"'`«]?(?:([^\W\d_]{4,})(?=[\"'`»]?\s*(?:$|[.,;!?)\n(]|[—–-]\s))|"
        r"((?=[^\s\"'`,;»]*[\d_!#$%&*+/=?@^~.:\-])[^\s\"'`,;»]{4,}|(?-i:[A-ZА-ЯЁ])[^\W\d_]{3,}))"), _code_word),
    ShapeRule("cloud access key pair", ("ak", "ak:", "ak="), re.compile(
        r"(?<![\w])AK\s*[:=]?\s*[A-Z0-9]{16,32}[\s,;]+SK\s*[:=]?\s*([A-Za-z0-9/+]{30,})"), lambda v: looks_random(v, 30)),
    # a wallet's BIP39 passphrase, named as the seed's extra word: "25th word (passphrase) on the Ledger: slender-1703-pyramid",
    # «25-е слово для скрытого кошелька: …» (the word that opens a hidden wallet, a password by another name)
    ShapeRule("wallet passphrase", ("25th word", "13th word", "25-е слово", "25-й слово", "25 слово", "двадцать пят"), re.compile(
        r"(?i)(?:\b(?:25th|13th|twenty-fifth|thirteenth) word\b|(?<![\w\-])(?:25|13)-?(?:е|ое)? слов\w*|двадцать пят\w* слов\w*)"
        r"[^\n:=—–]{0,80}[:=—–]\s*[\"'«`]?([^\s\"'»`]{4,})(?=[\"'»`]?\s*(?:$|[.,;!)\n(]))"),
              lambda v: _password(v) and has_digit(v) or looks_like_password(v)),
    # the question and its answer after a dash: "Секретный вопрос: девичья фамилия матери — Смирнова"
    ShapeRule("secret question answer", ("secret question", "security question", "секретный вопрос", "контрольный вопрос",
                                         "кодовый вопрос"), re.compile(
        r"(?i)\b(?:(?:secret|security) question|(?:секретн|контрольн|кодов)\w* вопрос\w*)\b[^\n—–=]{3,60}?\s(?:—|–|-|=)\s*"
        r"[\"'«]?([^\s\"'»]{3,})(?=[\"'»]?\s*(?:$|[.,;!)\n(]))"), _password),  # (a remark in brackets may follow)
    # the question told, then its answer after a colon or after «ответ (там)»: «контрольный вопрос ПСБ — кличка первой собаки:
    # Бакс», «госуслуги контрольный вопрос «девичья фамилия матери» — ответ там Галиуллина, а не настоящая»
    ShapeRule("secret question answer", ("secret question", "security question", "секретный вопрос", "контрольный вопрос",
                                         "кодовый вопрос"), re.compile(
        r"(?i)\b(?:(?:secret|security) question|(?:секретн|контрольн|кодов)\w* вопрос\w*)\b[^\n]{0,80}?"
        r"(?::|(?:ответ|answer)\w*(?:[ \t]+(?:там|тут|is|was|—|–|-|:))*)[ \t]*[«\"']?((?-i:[A-ZА-ЯЁ])[^\s\"'»,.;:]{2,30})"
        r"(?=[»\"']?\s*(?:$|[.,;!)\n(]|[—–-]\s))"
        # ... or the answer he gave it: "— answer I used: shkola157spb", «ответ я там писал Шарик1999»
        r"|\b(?:(?:secret|security) question|(?:секретн|контрольн|кодов)\w* вопрос\w*)\b[^\n]{0,80}?\b(?:ответ|answer)\w*[ \t]+"
        r"(?:(?:i|я|we|мы|там|тут|there)[ \t]+){0,2}(?:used|set|gave|put|wrote|chose|писал\w*|указал\w*|ставил\w*|поставил\w*|"
        r"выбрал\w*)[ \t]*[:—–\-]?[ \t]*[«\"']?((?=[^\s\"'»,.;:]*\d)[^\s\"'»,.;:]{4,30}|(?-i:[A-ZА-ЯЁ])[^\s\"'»,.;:]{2,30})"), _password),
    # the standard questions listed with their answers, after the words for them, each answer after an arrow, a dash or
    # nothing: "ENBD security question answers: mother's maiden name -> Venkataraman, first pet -> Kuzya", «секретные
    # вопросы: девичья фамилия матери Kowalczyk, первый питомец Barsik»
    ShapeRule("secret question answer", ("secret question", "security question", "memorable", "security answer", "secret answer",
                                         "секретн", "контрольн", "кодов"), re.compile(
        r"(?i)\b(?:(?:secret|security|memorable) (?:questions?|answers?)|(?:секретн|контрольн|кодов)\w* (?:вопрос|ответ)\w*)\b"
        r"[^\n]{0,80}?(?:mother'?s maiden name|maiden name|first pet(?:'s name)?|first school|first car|favou?rite teacher|"
        r"(?:city|place) of birth|birthplace|девичья фамилия(?: матери| мамы)?|кличка (?:первого )?(?:питомца|собаки|кота)|"
        r"перв(?:ый|ого) питомц?\w*|перв(?:ая|ой) школ\w*|перв(?:ая|ой) машин\w*|любим\w* учител\w*|город рождения)"
        r"[»\"'”]?[ \t]*(?:->|=>|[:—–=\-])?[ \t]*[«\"']?((?-i:[A-ZА-ЯЁ])[\w'’]{2,30}|(?-i:[A-ZА-ЯЁ])[\w'’.]{1,30}(?: (?-i:[A-ZА-ЯЁ])[\w'’.]{1,30}){1,4})"
        r"(?=[»\"']?\s*(?:$|[.,;!)\n(]|[—–-]\s))"), _password),
    # a question quoted with its answer after it, as a bank's transfer asks for one (Interac e-Transfer: «вопрос «Любимый
    # город?», ответ Odessa211»): the answer holds a digit and a letter, or the question is what such questions ask (a pet, a city, a school…)
    ShapeRule("secret question answer", ("вопрос", "question"), re.compile(
        r"(?i)\b(?:вопрос\w*|question)[ \t]*[:—–\-]?[ \t]*[«\"'“]"
        r"(?:(?=(?:[^»\"'”\n]|'(?=\w)){0,60}?(?:любим|перв|девич|кличк|город|школ|улиц|родил|pet|mother|maiden|first|favou?rite|"
        r"born|street|school|city|dog|cat))(?:[^»\"'”\n]|'(?=\w)){3,60}?\?[»\"'”][,;]?[ \t]*(?:[—–][ \t]*)?(?:ответ|answer)\w*[ \t]*"
        r"[:—–=\-]?[ \t]*[«\"'“]?([^\s«»\"'“”,;]{3,40})"
        r"|(?:[^»\"'”\n]|'(?=\w)){3,60}?\?[»\"'”][,;]?[ \t]*(?:[—–][ \t]*)?(?:ответ|answer)\w*[ \t]*[:—–=\-]?[ \t]*[«\"'“]?"
        r"((?=[^\s«»\"'“”,;]*\d)(?=[^\s«»\"'“”,;]*[^\W\d_])[^\s«»\"'“”,;]{3,40}))"),
        lambda v: _password(v) and (not v.isalpha() or v[0].isupper())),
    # a Perforce ticket file's line (`~/.p4tickets`): the server, the user and the ticket that logs him in (32 hex)
    ShapeRule("Perforce ticket", (".p4tickets", "p4tickets", "perforce", ":1666="), re.compile(
        r"(?m)(?:^|\s)(?:ssl:)?[\w.\-]+:\d{2,5}=[\w.\-@]+:([0-9A-F]{32})(?![0-9A-Za-z])"), None),
    # a code keyed in on a keypad, the key that ends it written («Код на двери склада … — 2580#», "the side door is 1482*",
    # «сигнализацию снимать 7714*»), after a word for what it opens or arms; not a USSD request ("*100#": a mark before)
    # (in Portuguese and Spanish too: «Código da porta do prédio: 7897#», and German)
    ShapeRule(ACCESS_CODE, ("code", "код", "keypad", "door", "двер", "gate", "калитк", "ворот", "garage", "гараж", "alarm",
                              "сигнализац", "домофон", "intercom", "подъезд", "entrance", "entry", "lockbox", "сейф", "safe",
                              "código", "codigo", "tür", "tuer", "alarmanlage"),
              re.compile(r"(?i)\b(?:code|c[óo]digo|код\w*|keypad|door|двер\w*|gate|калитк\w*|ворот\w*|garage|гараж\w*|alarm|"
                         r"t(?:ü|ue)r\w*|alarmanlage|"  # (German: «Türcode Büro: 1274#»)
                         r"сигнализаци\w*|домофон\w*|intercom|подъезд\w*|entrance|entry|lockbox|сейф\w*|safe)\b[^\n]{0,80}?"
                         r"(?<![\w#*\-])(\d{4,8})[#*](?![\w#*])"), None),
    ShapeRule("secret question answer", ("secret question", "security question", "секретный вопрос", "контрольный вопрос",
                                         "секретное слово", "кодовый вопрос", "security answer", "secret answer",
                                         "memorable answer", "контрольный ответ", "секретный ответ"), re.compile(
        r"(?i)\b(?:answer to (?:the |my |his |her )?(?:secret|security) question|(?:secret|security) question(?:'s)? answer|"
        r"(?:security|secret|memorable) answer|(?:контрольный|секретный) ответ|"
        r"ответ на (?:секретный|контрольный|кодовый) вопрос)\b[^\n]{0,60}?(?::|—|–|=|\bis\b|\bэто\b|\bwas (?:called|named)\b|\bзвали\b)\s*[\"'«]?([^\s\"'»]{3,})"
        r"(?=[\"'»]?\s*(?:$|[.,;!)\n]|[—–-]\s|\())"
        # "my first pet's name (security question) was Pickles"
        r"|\b(?:secret|security) question\)?\s+(?:was|is)\s+[\"'«]?([^\s\"'»]{3,30})[\"'»]?(?=\s*[.!]?\s*$)"
        # the answer the user set, after the question: "security question — 'first pet's name' — I set it to Barsik1997"
        r"|\b(?:(?:secret|security) question|(?:секретн|контрольн|кодов)\w* вопрос\w*)\b[^\n]{0,60}?"
        r"\b(?:set it to|made it|put in|я указал\w*|указал\w*|поставил\w*)\s+[\"'«]?((?=[^\s\"'»]*[^\W\d_])(?=[^\s\"'»]*\d)[^\s\"'»]{4,}"
        r"|[^\s\"'»]{3,}(?=[\"'»]?\s*(?:$|[.,;!)\n]|[—–-]\s|\()))"),
              lambda v: _password(v) and (not v.isalpha() or looks_like_password_word(v))),  # not "… question is outdated"
    ShapeRule("card security code", ("cvv", "cvc", "csc", "cid"), re.compile(
        r"(?i)\b(?:cvv2?|cvc2?|csc|cid)\b(?:\s*code)?\s*[:=\-—]?\s*(\d{3,4})\b"
        r"|\b(?:cvv2?|cvc2?)\b(?:" + _NOT_KEPT + r"[^\d\n.;]){0,30}?[:=—–]\s*(\d{3,4})\b"
        # «CVV от кредитки Альфы (карта *3309) — 862»: the card's last digits in between
        r"|\b(?:cvv2?|cvc2?)\s+(?:от|для|on|for|of)?\s*(?:" + _NOT_KEPT + r"[^\n.;]){0,60}?\s[:=—–]\s*(\d{3,4})(?![\d/:]"
        r"|[.,]\d)"), None),
    ShapeRule("password in an XML element", ("password>", "passwd>", "secret>", "token>", "apikey>", "api_key>",
                                             "privatekey>", "passphrase>"), re.compile(
        r"(?i)<(?:password|passwd|pass|secret|token|apikey|api_key|privatekey|passphrase|clientsecret)>\s*([^<\s]{4,})\s*"
        r"</(?:password|passwd|pass|secret|token|apikey|api_key|privatekey|passphrase|clientsecret)>"
        r"|(?i:<(?:\w*password|passwd|secret|token|apikey|passphrase)>\s*<value>\s*([^<\s]{4,})\s*</value>)"),
              _password),
    ShapeRule("login and password", ("@",), re.compile(
        r"(?<![\w.+\-])[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+\s*/\s*([^\s/]{6,})"),
              lambda v: looks_like_password(v) and any(c.isdigit() for c in v) and not v.startswith(("http", "www."))
              and not re.fullmatch(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+", v)),
    ShapeRule("BitLocker recovery key", ("bitlocker", "recovery", "восстановлени"), re.compile(
        r"(?<![\d\-])\d{6}(?:-\d{6}){7}(?![\d\-])"), None),
    ShapeRule("SNMP community string", ("community", "rocommunity", "rwcommunity"), re.compile(
        r"(?i)\b(?:snmp[\w\-]*\s+)?community(?:[ _\-]?string)?s?\b\s*(?:is|:|=|—|–)\s*[\"'`]?([^\s\"'`,;]{4,})"
        r"|\bsnmp-server\s+community\s+(\S{4,})\s+(?:RO|RW|ro|rw|view)\b|\b(?:ro|rw)community6?\s+(\S{4,})"),
              lambda v: looks_like_password(v) and any(c.isdigit() for c in v)),
    ShapeRule("login and password", ("login", "user", "логин", "пользовател", "admin", "root", "guest", "postgres"),
              re.compile(
        # (not a word of a domain's name: "emiratesnbd-secure-login.com/verify?id=…")
        r"(?i)\b(?<![/\-.])(?:login|user(?:name)?|логин|пользователь)\b(?![\-.]\w)\s*[:=]?\s*[\w.@\-]+\s*/\s*([^\s/]{4,})"
        r"|(?<![/~.])\b(?:admin|administrator|root|guest|postgres|sa)\s*/\s*(?!\.)([^\s/]{6,})(?![^\s/])"
        r"(?!\s+(?:style|type|kind|combos?|pairs?)\b)"),  # (not a path: /root/k3s-token; nor a kind: "mostly root/123456 style")
              lambda v: looks_like_password(v) and any(c.isdigit() for c in v)),
    ShapeRule("Wi-Fi password", ("wi-fi", "wifi", "wlan", "ssid", "сеть", "вайфай"), re.compile(
        r"(?i)\b(?:wi-?fi|wlan|ssid|сеть|вайфай)\b[^/\n]{0,30}\s/\s*([^\s/]{6,})"),
              lambda v: looks_like_password(v) and any(c.isdigit() for c in v) and (not v.isalnum() or len(v) >= 8
                                                                                    and any(c.islower() for c in v))),
    ShapeRule("TOTP seed", ("otpauth://",), re.compile(r"otpauth://[^\s]*[?&]secret=([A-Za-z2-7]{16,})")),
    ShapeRule("wallet seed phrase", ("seed", "mnemonic", "recovery", "мнемоник", "сид", "фраз"), re.compile(
        r"(?i)(?:seed|mnemonic|recovery|secret)[\s\-]*(?:phrase|words)?|мнемоник\w*|(?:сид|seed)[\s\-]*фраз\w*|"
        r"фраз\w* восстановлени\w*"), None),
    # the words after a wallet's name or their count: "ledger 24 words: …", «мнемоника от метамаска: …»
    ShapeRule("wallet seed phrase", ("ledger", "trezor", "metamask", "метамаск", "phantom", "exodus", "electrum", "trust wallet",
                                     "кошел", "12 words", "15 words", "18 words", "21 words", "24 words", "12 слов", "24 слов",
                                     "12-word", "24-word"), re.compile(
        r"(?i)\b(?:ledger|trezor|metamask|метамаск\w*|phantom|exodus|electrum|trust wallet|кошел[её]\w*)\b|"
        r"\b(?:12|15|18|21|24)[ \-](?:words?|слов\w*)"), None),
    ShapeRule("password given in prose", ("as the password", "as password", "as my password", "как пароль",
                                          "в качестве пароля", "as the pin", "as her", "as his", "as their", "as our",
                                          "as a password", "as your"), re.compile(
        r"(?i)\b(?:use[sd]?|using|set|sets|put|используй|использует|использую|поставь|задай)\s+[\"'`]?([^\s\"'`]{4,})[\"'`]?\s+"
        r"(?:as (?:the |my |a |her |his |their |our |your )?(?:[\w\-]+ )?(?:password|passphrase|passcode|pin)|как пароль|"
        r"в качестве пароля)"), looks_like_password),
    ShapeRule("password given in prose", ("log in", "login", "log into", "sign in", "unlock", "new one", "new password",
                                          "войти", "входа"), re.compile(
        r"(?i)\b(?:use|type|enter|with)\s+[\"'`]?([^\s\"'`]{6,})[\"'`]?\s+to\s+(?:log ?in|log into|sign ?in|unlock|"
        r"get into|access)\b"
        r"|\bpassword\b[^.\n]{0,40}?\bnew (?:one|password)\s*(?:is|['’]s|:|=)\s*[\"'`]?([^\s\"'`,;]{4,})"
        r"|(?:используй|вводи|введи)\s+[\"'`]?([^\s\"'`]{6,})[\"'`]?\s+(?:для входа|чтобы войти)"
        r"|(?:для входа|чтобы войти|to log ?in|to sign ?in)\b[^.\n]{0,40}?\b(?:используй|вводи|введи|use|type|enter)\s+"
        r"[\"'`«]?([^\s\"'`»]{6,})"),
        lambda v: looks_like_password(v) and any(c.isdigit() for c in v)),
    # "log in as anna_k with <pw>", "Oleg logs into the bank with <pw>": a login, then what it is done with
    ShapeRule("password given in prose", ("log in", "logs in", "logged in", "log into", "logs into", "sign in", "signs in",
                                          "signed in", "sign into"), re.compile(
        r"(?i)\b(?:log(?:s|ged)? ?in(?:to)?|sign(?:s|ed)? ?in(?:to)?)\b[^.\n]{0,40}?\bwith\s+(?:the\s+)?(?:password\s+)?"
        r"[\"'`«]?([^\s\"'`»,;]{6,})"), lambda v: _prose_password(v.rstrip(".,;:!?)"))),
    # the value first, then what it opens: "<pw> — that's the new one for the office wifi", "<pw> это пароль от вайфая",
    # "\"<pw>\" is what I set for the kids' account"
    ShapeRule("password given in prose", ("password", "pass", "pw", "парол", "wifi", "wi-fi", "вайфа", "account", "аккаунт",
                                          "login", "логин", "the new one", "the old one"), re.compile(
        r"(?i)^[\s>*\-•]*[\"'`«“]?([^\s\"'`«»“”]{6,40})[\"'`»”]?\s+(?:—|–|-|=|is|was|это|—\s*это)\s+"
        # (not a statement about passwords in general: "password123 is the most common password")
        r"(?!(?:the |a |an )?(?:most|least|top|world'?s|common|weak|popular|bad|terrible|typical|classic|default|example|sample|famous|worst)\b)(?:that['’]s\s+|it['’]s\s+|this is\s+)?"
        r"(?:(?!\b(?:name|named|called|имя|назв\w*|network|сеть|сети|ssid|model|модель)\b)[^.\n?!]){0,40}?"
        r"\b(?:password|passwd|pass|pw|парол\w*|wi-?fi|вайфа\w*|account|аккаунт\w*|login|логин\w*|"
        r"the (?:new|old) one)\b(?!\s+(?:policy|policies|manager|hint|reset|rules?|requirements?|version|length|field|strength|"
        r"format|example|политик\w*|менеджер\w*|требовани\w*))"), lambda v: _prose_password(v) and (not v.isalnum() or v.islower())),
    # the value first, then "is my … password" / «— это пароль от …»: "38137618 is my Amazon password", "purple monkey
    # dishwasher is my Instagram password", "letmeinplease — это пароль от Авито"
    ShapeRule("password given in prose", ("password", "парол"), re.compile(
        r"(?i)^[\s>*\-•]*[\"'`«“]?((?:[a-z]{3,12} ){2,5}[a-z]{3,12}|[^\s\"'`«»“”]{6,40})[\"'`»”]?\s+"
        r"(?:(?:is|was)\s+(?!(?:the |a |an )?(?:most|least|top|world'?s|common|weak|popular|bad|terrible|typical|classic|default|example|sample|famous|worst)\b)(?:my|our|his|her|their|the|mom's|dad's)\s+"
        # (the words between name one thing, not a login made of two: "… login is my card number plus the password I set")
        r"(?:(?!(?:plus|and|with|or|then|followed)\b)[\w'’\-]+\s+){0,4}(?:password|passcode|passphrase|pw)|"
        r"(?:—|–|-)?\s*это\s+(?:мой\s+|наш\s+|её\s+|его\s+)?пароль)\b(?![^.\n]{0,3}\?)"
        r"(?!\s+(?:policy|policies|manager|hint|reset|rules?|requirements?|version|length|field|strength|format|политик\w*|"
        r"менеджер\w*|требовани\w*))"),
        lambda v: _first_value(v)),
    # a passphrase of small Latin words used to log in: «я использую пароль purple monkey dishwasher для X», "I log into X with
    # purple monkey dishwasher"
    ShapeRule("password given in prose", ("использую", "use", "log in", "log into", "logs into", "sign in"), re.compile(
        r"(?i)\b(?:использую|use)\s+(?:пароль|password|passphrase)\s+((?:[a-z]{3,12} ){2,5}[a-z]{3,12})\s+(?:для|for|on)\b"
        r"|\b(?:log(?:s|ged)? ?in(?:to)?|sign(?:s|ed)? ?in(?:to)?)\b[^.\n]{0,40}?\bwith\s+((?:[a-z]{3,12} ){2,5}[a-z]{3,12})\s*(?:$|[.!;,\n])"),
        lambda v: not any(w in _PASSPHRASE_STOP_WORDS for w in v.lower().split())),
    # "For Uber I use the password mysecretpassword", 'у Дом.ру пароль «blue ocean wave»': a small Latin word or passphrase
    # as the object of "use the password", or quoted right after the word password
    ShapeRule("password given in prose", ("use", "using", "uses", "использу", "password", "парол"), re.compile(
        r"(?i)\b(?:use|uses|using|used|использую|использует)\s+(?:the\s+|a\s+|пароль\s+)?(?:password|passphrase|пароль)\s+"
        r"((?:[a-z]{3,12} ){0,5}[a-z]{3,25})(?=\s*(?:$|[.!;,\n]|\s(?:for|on|to|для|на)\s))"
        r"|\b(?:password|passphrase|парол\w*)\s*(?:is|:|—|–|-|=)?\s*[«\"“']((?:[a-z]{3,12} ){0,5}[a-z]{3,25})[»\"”']"),
        lambda v: (len(v.split()) >= 3 or len(v) >= 6 and " " not in v) and not any(
            w in _PASSPHRASE_STOP_WORDS or w in _NOT_A_PASSWORD_WORD for w in v.lower().split())),
    # a passphrase a password was set or changed to: "I set the Xbox's password to red fox jumps", «Сменил пароль X на …»
    ShapeRule("password given in prose", ("set", "changed", "сменил", "поменял", "поставил"), re.compile(
        r"(?i)\b(?:set|changed|сменил\w*|поменял\w*|поставил\w*)\s+(?:[\w'’.\-+]+\s+){0,4}?(?:password|passphrase)\s+to\s+"
        r"[\"'«“]?((?:[a-z]{3,12} ){2,5}[a-z]{3,12})[\"'»”]?\s*(?:$|[.!,;\n])"
        r"|\b(?:сменил\w*|поменял\w*|поставил\w*)\s+(?:[\w'’.\-+]+\s+){0,2}?парол\w*\s+(?:[\w'’.\-+]+\s+){0,2}?на\s+"
        r"[\"'«“]?((?:[a-z]{3,12} ){2,5}[a-z]{3,12})[\"'»”]?\s*(?:$|[.!,;\n])"),
        lambda v: not any(w in _PASSPHRASE_STOP_WORDS or w in _NOT_A_PASSWORD_WORD or w in _NOT_PHRASE for w in v.split())),
    # a question about a password and its answer on the same line: "What's my Gmail password? It's tigger94"
    ShapeRule("password given in prose", ("password", "парол", "pin", "пин"), re.compile(
        r"(?i)\b(?:password|passwd|pw|парол\w*|pin|пин\w*)\b[^\n?]{0,40}\?\s*(?:it['’]s|it is|this is|это|—|–)\s*[\"'`«]?"
        r"([^\s\"'`»,;]{4,40})[\"'`»]?\s*(?:$|[.!,;\n])"),
        lambda v: (lambda w: (looks_like_password(w) and has_digit(w) and has_alpha(w)
                              or w.isalpha() and w.islower() and len(w) >= 6 and not w.endswith(("ed", "ing"))
                              or w.isdigit() and 4 <= len(w) <= 12 and not re.fullmatch(r"(?:19|20)\d\d", w))
                   and w.lower() not in _NOT_A_PASSWORD_WORD and w.lower() not in _NOT_FIRST
                   and not _VERSION_IN.search(w) and not _FILE_LIKE.fullmatch(w))(v.rstrip(".,;:!?)"))),
    # "Log in to Steam using lena_07": what the login is done with, any password-shaped token
    ShapeRule("password given in prose", ("log in", "login", "log into", "sign in"), re.compile(
        r"(?i)\b(?:log ?in(?:to)?|sign ?in(?:to)?)\b[^.\n]{0,40}?\busing\s+(?:the\s+password\s+)?[\"'`«]?([^\s\"'`»,;]{6,40})"
        r"[\"'`»]?\s*(?:$|[.!,;\n])"),
        lambda v: looks_like_password(v) and has_digit(v) and has_alpha(v) and not _VERSION_IN.search(v) and "/" not in v
        and not _AT_HOST.search(v) and not _FILE_LIKE.fullmatch(v) and not v.startswith(("http", "www.")) and not v.isupper()),
    # the value, then "(password)": "- the work PC: zxcvbnm (password)"
    ShapeRule("password given in prose", ("(password)", "(пароль)", "(pass)", "(pw)"), re.compile(
        r"(?i)(?:^|[\s:])[\"'`«]?([^\s\"'`»()]{5,40})[\"'`»]?(?:\s+|(?<=[\"'`»]))\((?:password|pass|pw|пароль)\)"
        r"(?!\s+(?:is|are|was|were|required|needed|must|should|нужен|обязателен)\b)"),
        lambda v: _password(v) and v.lower() not in _NOT_A_PASSWORD_WORD and not v.startswith(("http", "www."))
        and not _AT_HOST.search(v) and not v.endswith((":", "—", "-")) and not v.lower().startswith(_PASSWORD_GLOSSED)),
    # (not the word for password in the note's other language, glossed: Tatar «серсүзне (пароль)»)
    # a question about a password on one line, the answer alone on the next: "Me: what's the wifi pw?\nDima: <pw>"
    ShapeRule("password given in prose", ("password", "pass", "pw", "парол", "пасс", "pin", "пин", "code", "код"), re.compile(
        r"(?i)\b(?:password|passwd|pass|pw|парол\w*|пасс|pin|пин\w*|code|код\w*)\b[^\n?]{0,40}\?[ \t]*\r?\n"
        r"[ \t]*(?:[—–\-][ \t]*|[\w .]{1,20}:[ \t]*)?[\"'`«]?([^\s\"'`»]{4,40})[\"'`»]?[ \t]*(?:\r?\n|$)"),
        lambda v: _prose_password(v.rstrip(".,;:!?)")) or v.isdigit() and 4 <= len(v) <= 8),
    # a word as the password, said to be one: 'the password is literally "bananas"', «пароль — слово «ананас»»,
    # "password: purple-monkey-dishwasher" (a passphrase of joined words)
    ShapeRule("password given in prose", ("password", "парол", "passphrase", "pass phrase", "кодовая фраза", "кодовую фразу"), re.compile(
        r"(?i)\b(?:password|passphrase|парол\w*)\s+(?:is|was|:|—|–|-|это)\s+(?:literally|just|simply|просто|буквально)\s+"
        r"[\"'«“]([^\s\"'»”]{3,30})[\"'»”]"
        r"|\b(?:password|passphrase|парол\w*)\s*(?:is|was|:|—|–|-|это)\s*(?:(?:the|a|одно|просто)\s+)?(?:word|слово)\s*[\"'«“]([^\"'»”\n]{3,30})[\"'»”]"
        # "Password hint: it's literally the word 'treehouse'"
        r"|\bpassword\b[^.\n]{0,30}?\b(?:it'?s|is)\s+(?:literally|just|simply)\s+the word\s*[\"'«“]([^\"'»”\n]{3,30})[\"'»”]"
        r"|\b(?:password|passphrase|парол\w*)\s*(?:is|:|=|—|–)\s*[\"'«“]?((?:[a-z]{4,}-){2,}[a-z]{4,})\b(?![\-/.]\w)"
        # words joined with dots after 'password for X =': "password for the staging DB = correct.horse.battery"
        r"|\b(?:password|passphrase)\b(?:\s+(?:for|to|of|on)\s+[^.:\n=]{1,40}?)?\s*(?:is|:|=)\s*[\"'«“]?"
        r"(?!(?:self|this|cls|os|config|settings|request|options|opts|args|env)\.)((?:[a-z]{3,12}\.){2,4}(?!(?:com|net|org|io|ru|local|lan|internal|corp|dev|prod|yaml|yml|json|env|txt|conf)\b)[a-z]{3,12})\b(?![\-/.]\w)"
        # a quoted phrase after 'pass phrase': 'the pass phrase is "my cat eats pizza daily"'
        r"|\b(?:pass ?phrase|парольн\w* фраз\w*|кодов\w* фраз\w*)\s*(?:is|was|:|=|—|–|-|это)\s*[\"'«“]((?:[^\W\d_]+ ){3,7}[^\W\d_]+\d*)[\"'»”]"),
        lambda v: _password(v) and v.lower() not in _NOT_A_CODE_WORD),
    # a few digits straight after the word password, a cash desk's or an alarm's: «кассир Иванова, пароль 2945», "password: 58213"
    # (not a year, a length or a count: «пароль 12 символов», "password 2024", "пароль 1000 раз")
    ShapeRule("password given in prose", ("password", "парол", "pwd", "pass"), re.compile(
        r"(?i)\b(?:password|pwd|pass|парол[ьяюе])(?=[^\n]{0,60}?\d)(?:\s+(?:от|для|к|на|for|to|of|on)\s+[^\s:.,;]{2,30}(?:\s+[^\s:.,;—–]{1,30}){0,3}\s*[:—–])?"
        r"\s*(?:is|это|[:=—–]|-(?=\s))?\s*(?!(?:19|20)\d\d\b)(\d{4,5})\b(?![.,:/\-]\d)"
        r"(?!\s*(?:символ\w*|знак\w*|цифр\w*|букв\w*|chars?|characters|digits|letters|раз\w*|times|год\w*|years?|%|attempts?|"
        r"попыт\w*|руб\w*|р\.|\$|€|dollars?|usd|min\w*|минут\w*|sec\w*|сек\w*|час\w*|hours?|days?|дн\w*|users?|пользовател\w*|"
        r"accounts?|уч[её]т\w*|words?|слов\w*|reset\w*|сброс\w*|шт))"), _password),
    # a file of user:password lines under its name: "# /etc/rsyncd.secrets\nbackup:<pw>", "sasl_passwd", "users.secrets"
    ShapeRule("login and password", (".secrets", "secrets file", "sasl_passwd", ".htpasswd", "passwd file"), re.compile(
        r"(?i)(?:\.secrets\b|\bsecrets file|\bsasl_passwd\b|\.htpasswd\b|\bpasswd file)[^\n]{0,40}\n(?:[ \t]*#[^\n]*\n)*"
        r"[ \t]*[\w.\-@]{1,40}:([^\s:]{4,200})[ \t]*(?:\n|$)"),
        lambda v: _password(v) and (looks_like_password(v) or v.startswith("$"))),
    # a Postfix sasl_passwd line: "[smtp.gmail.com]:587 me@gmail.com:<app password>"
    ShapeRule("login and password", ("]:", "smtp", "mail."), re.compile(
        r"(?im)^[ \t]*\[?(?:[\w\-]+\.)+[a-z]{2,}\]?(?::\d{2,5})?[ \t]+[\w.+\-]+@[\w.\-]+:([^\s:]{6,200})[ \t]*$"),
        lambda v: _password(v) and (looks_like_password(v) or v.isalpha() and len(v) == 16)),
    # a credential object built from literals: `new NetworkCredential("user", "<pw>")`, `HTTPBasicAuth('u', '<pw>')`,
    # `auth=("user", "<pw>")`, `smtp.login("me@x", "<pw>")`, Go's `smtp.PlainAuth("", "user", "<pw>", host)`
    ShapeRule("password in code", ("credential(", "credentials(", "networkcredential", "passwordauthentication", "usernamepassword",
                                   "basicauth", "digestauth", "auth=(", "auth = (", "auth=[", "login(", "plainauth", "connect(",
                                   "pdo("),
              re.compile(
        r"""(?i)(?:\b(?:NetworkCredential|PasswordAuthentication|UsernamePassword\w*|HTTP(?:Basic|Digest)Auth|BasicAuth\w*|"""
        r"""Credentials?|login|connect)\s*\(\s*|\bauth\s*=\s*[\(\[]\s*)["'][^"'\n]{1,80}["']\s*,\s*["']([^"'\n]{4,80})["']"""
        r"""|\bPlainAuth\s*\(\s*"[^"\n]*"\s*,\s*"[^"\n]{1,80}"\s*,\s*"([^"\n]{4,80})["]"""
        # a database handle from a DSN, a user and a password: `new PDO("mysql:…", "shop", "<pw>")`, `DBI->connect("dbi:Pg:…", "app", "<pw>")`
        r"""|\b(?:PDO|connect)\s*\(\s*["'][^"'\n]{3,200}["']\s*,\s*["'][^"'\n]{1,80}["']\s*,\s*["']([^"'\n]{4,80})["']"""),
        lambda v: _shaped_value(v) and not v.startswith(("$", "{", "%", "http"))),
    # what a code opens, named before or after it: «код на шлагбаум 6866», «код от ячейки в постамате 195399», «от камеры
    # хранения код 3210», "parking garage: enter 97817 on the keypad", "zoom host key 534612", "voicemail pin 1854",
    # "to unlock the garage: 7202 then the # key"
    ShapeRule(ACCESS_CODE, ("шлагбаум", "ячейк", "постамат", "почтомат", "хранения", "кладов", "подвал", "шкафчик", "парковк",
                              "parking", "garage", "storage unit", "mailbox", "parcel locker", "bike lock", "shed", "lobby",
                              "host key", "host code", "voicemail", "to unlock", "to open", "to disarm", "to get into",
                              "домофон", "intercom", "сигнализаци", "сигналк", "alarm", "immobili", "иммобилайзер", "radio code",
                              "магнитол", "emergency code", "экстренн", "code to", "code for", "unlock", "от подъезда",
                              "от двери", "от домофона", "от калитки", "от ворот"), re.compile(
        r"(?i)\bкод\w*\s+(?:(?:от|на|для|к|в)\s+)?(?:шлагбаум\w*|ворот\w*|ячейк\w*|камер\w* хранения|постамат\w*|почтомат\w*|"
        r"кладов\w*|подвал\w*|шкафчик\w*|гараж\w*|парковк\w*)\b[^.\n\d]{0,30}?" + _DIGITS_NEXT +
        r"|\b(?:шлагбаум\w*|камер\w* хранения|постамат\w*|почтомат\w*|кладов\w*|шкафчик\w*)\b[^.\n]{0,30}?\b(?:код\w*)\b" + _DIGITS_NEXT +
        r"|\b(?:parking|garage|gate|storage unit|mailbox|parcel locker|bike lock|shed|building|lobby)\b[^.\n]{0,30}?"
        r"\b(?:enter|punch in|type in|dial)\b" + _DIGITS_NEXT +
        # (the digits a word of their own: not an SSH host key's type, "host key fingerprint: ED25519 SHA256:…")
        r"|\b(?:host key|host code|voicemail(?: pin| code| password)?)\b(?:[^.\n\d]{0,19}?[^\w.\n])?" + _DIGITS_NEXT +
        # "Zoom host key for the board meetings: 120219": what it is for, then a colon
        r"|\b(?:host key|host code)\b[^.\n\d:]{1,45}:" + _DIGITS_NEXT +
        r"|\bto (?:unlock|open|disarm|get into)\b[^.\n\d]{0,25}?" + _DIGITS_NEXT +
        r"|\bunlock\s*[:=—–]" + _DIGITS_NEXT +
        r"|\bот\s+(?:подъезда|двери|домофона|калитки|ворот)\s+код\w*(?=\s*[:—–\-]?\s*(?:\d{1,4}[#*КкKkВвBb]\d{3,6}|\d{4,8})\b)"
        r"|\bcode (?:to|for) (?:get(?:ting)? in|enter\w*|open\w*|unlock\w*|the (?:door|gate|building|house|flat|apartment|front door))\b"
        r"[^.\n\d]{0,10}?" + _DIGITS_NEXT +
        # «Домофон 669, код 3089», «сигнализация Pandora, код экстренного отключения 1225» (not an error's or a model's code)
        r"|\b(?:домофон\w*|intercom|сигнализаци\w*|сигналк\w*|alarm)\b[^.\n]{0,25}?\b(?<!error )(?<!fault )(?<!zip )(?:код\w*|code)"
        r"(?!\s+(?:ошиб\w*|error\w*|модел\w*|model|товар\w*|product|заказ\w*|order|регион\w*|region))(?:\s+[^\W\d_]+){0,2}" + _DIGITS_NEXT +
        # a car's codes: "immobiliser emergency code for the Skoda: 5579", «код магнитолы 1234»
        r"|\b(?:immobili[sz]er|иммобилайзер\w*|radio|магнитол\w*|emergency|экстренн\w*)\b[^.\n]{0,20}?\b(?:code|код\w*|pin)\b[^.\n\d]{0,30}?"
        + _DIGITS_NEXT),
        lambda v: True),
    # a login given as a pair in a sentence: "speaker portal login is my work email and <pw>", "логин — почта, а пароль <pw>"
    ShapeRule("login and password", ("login", "log-in", "логин"), re.compile(
        r"(?i)\b(?:log-?in|логин)\b[^.\n]{0,30}?\b(?:is|are|:|—|это)\s+[^.\n;]{1,40}?\s+(?:and|и|а|,|/)\s+(?:the\s+)?"
        r"(?:(?:password|пароль)\s+(?:is\s+)?)?[\"'`«]?([^\s\"'`»,;]{6,40})[\"'`»]?(?=[\s.,;!)]|$)"),
        lambda v: _mixed_value(v) and not _AT_HOST.search(v)
        and "://" not in v and (not v.isalnum() or v[1:] != v[1:].lower())),
    # a password piped into a password tool: `(echo <pw>; echo <pw>) | smbpasswd -a -s anna`, `echo <pw> | passwd --stdin`
    ShapeRule("password on a command line", ("smbpasswd", "passwd", "vncpasswd", "pdbedit"), re.compile(
        r"""\becho\s+(?:-[en]\s+)?["']?([^\s"';|)]{4,80})["']?\s*(?:;\s*echo\s+["']?[^\s"';|)]{4,80}["']?\s*)?\)?\s*\|\s*(?:sudo\s+)?"""
        r"""(?:smbpasswd|passwd|vncpasswd|pdbedit)\b"""),
        lambda v: _shaped_value(v) and not v.startswith("$")),
    # a password manager's or a keychain's export: KeePass `<Key>Password</Key><Value>…</Value>`, a plist's
    # `<key>password</key><string>…</string>`
    ShapeRule("password in an export", ("<key>", "</key>"), re.compile(
        r"(?i)<key>\s*(?:password|passwd|pass|pin|secret|token|api ?key|пароль)\s*</key>\s*(?:<value(?:\s[^>]*)?>|<string>)([^<\s]{4,200})"
        r"</(?:value|string)>"), lambda v: _password(v) and not is_placeholder(v)),
    # a two-factor secret in base32: "Binance 2FA backup key: FCXY…", "TOTP secret JBSW Y3DP EHPK 3PXP"
    ShapeRule("TOTP seed", ("2fa", "two-factor", "totp", "mfa", "authenticator", "otp", "2фа", "двухфактор"), re.compile(
        r"(?i)\b(?:2fa|two-factor|totp|mfa|authenticator|otp|2фа|двухфактор\w*)\b[^.\n]{0,20}?\b(?:backup |secret |setup |recovery |"
        r"резервн\w* |секретн\w* )?(?:key|code|secret|seed|ключ\w*|код\w*|секрет\w*)\s*[:=—–\-]?\s*"
        r"((?-i:[A-Z2-7]{4}(?: ?[A-Z2-7]{4}){3,15}))(?![A-Za-z0-9])"), None),
    # digits given as a code, a PIN or a password of something a person keeps, named before them within a few words:
    # "The code for grandma's key safe is 1945", «Код для сопряжения с машиной 5819», "Gmail backup code 8372 1940",
    # "voicemail password 2 4 6 8", «код от велозамка 3-9-1-4» — not a code that classifies, routes or counts (zip, error,
    # region, order, flight, product …), not digits that a unit, a year's «год» or a count follows; the digits end the
    # clause ("Код 4417 — ваш номер в очереди", "the POS code 1234 error …" are other codes)
    ShapeRule(ACCESS_CODE, ("code", "pin", "passcode", "combo", "password", "код", "пин", "парол", "código", "codigo", "digicode",
                              "senha", "passkey", "säkerhetskod", "pinkod", "nip"), re.compile(
        r"(?i)\b(?:code|pin|passcode|combo|password|код|пин-?код|пин|пароль|c[oó]digo|digicode|senha|passkey|säkerhetskod|pinkod|nip)\b(?<!\(code)(?<!\(код)(?<!\(pin)(?<!\(пин)(?<!\(password)(?<!\(пароль)"
        r"(?<!zip code)(?<!postal code)(?<!post code)(?<!area code)(?<!country code)(?<!product code)"
        r"(?<!error code)(?<!discount code)(?<!promo code)(?<!order code)(?<!tracking code)(?<!booking code)"
        r"(?<!confirmation code)(?<!reference code)(?<!region code)(?<!source code)(?<!status code)(?<!exit code)"
        r"(?<!http code)(?<!response code)(?<!color code)(?<!colour code)(?<!bar code)(?<!qr code)(?<!item code)"
        r"(?<!tax code)(?<!sort code)(?<!swift code)(?<!routing code)(?<!airport code)(?<!course code)"
        r"(?<!class code)(?<!dress code)(?<!style code)(?<!language code)(?<!currency code)(?<!iso code)"
        r"(?<!hs code)(?<!sku code)(?<!employee code)(?<!student code)(?<!customer code)(?<!client code)"
        r"(?<!member code)(?<!staff code)(?<!partner code)(?<!vendor code)(?<!supplier code)(?<!project code)"
        r"(?<!department code)(?<!cost code)(?<!budget code)(?<!voucher code)(?<!coupon code)(?<!referral code)"
        r"(?<!branch code)(?<!bank code)(?<!transit code)(?<!clearing code)(?<!institution code)(?<!customs code)(?<!district code)"
        r"(?<!invite code)(?<!machine code)(?<!friend code)(?<!registry code)(?<!registration code)(?<!company code)(?<!biller code)"
        r"(?<!регистрационный код)(?<!регистрационного кода)(?=[^.\n?!]{0,50}?\d)"  # (a digit ahead, or give up at once)
        r"(?!\s+(?:ошиб\w*|товар\w*|заказ\w*|регион\w*|стран\w*|скидк\w*|купон\w*|промо\w*|оквэд|окпо|отделени\w*|подразделени\w*|"
        r"банк\w*|валют\w*|цвет\w*|города|маршрут\w*|рейс\w*|курс\w*|предмет\w*|специальност\w*|классификатор\w*|активаци\w*|"
        r"подтвержд\w*|из смс|review|reviews|of conduct|base|snippet|block|coverage|quality|owner|owners|generation|editor|"
        r"page|name|number|length|complexity|policy|reset|change|expir\w*|strength|hint|клиент\w*|сотрудник\w*|организаци\w*|"
        r"проект\w*|договор\w*|плательщик\w*|окато|октмо|кбк|инн|огрн|кпп|бик|ифнс|фнс|налогов\w*|тн[ -]?вэд|вэд|окпд\w*|таможен\w*|hs\b|абонент\w*|review|ran|runs?|took|takes))"
        r"(?:(?!\b(?:error|ошибк\w*|region|регион\w*|zip|order|заказ\w*|flight|рейс\w*|train|поезд\w*|room|номер\w*|квартир\w*|"
        r"apartment|model|модел\w*|version|верси\w*|year|год\w*|page|страниц\w*|line|строк\w*|item|артикул\w*|invoice|сч[её]т\w*|"
        r"phone|телефон\w*|call|звон\w*|ext|доб|sent|придёт|придет|will|будет|expires|expired|действует|valid|minutes?|минут\w*|"
        r"seconds?|секунд\w*|digits?|цифр\w*|characters?|символ\w*|length|длин\w*|since|until|after|before|через|ticket|case|"
        r"тикет\w*|заявк\w*|issue|bug|pr|build|сборк\w*|release|релиз\w*|port|порт\w*|ip|vlan|model|serial|серийн\w*|"
        r"version|sms|смс|email|mail|почт\w*|text|texted|прислал\w*|пришл\w*|пришёл|пришел|получил\w*|received|got|очеред\w*|queue|"
        # a file's mode: "the password file needs mode 0600", «права на файл с паролем 0600»
        r"mode|chmod|umask|permissions?|perms|права|прав"
        # an id's label: «Код Calltouch на сайте: site_id 58781» (the tracking code's counter, not a code to get in)
        r"|id|\w+_id|идентификатор\w*|сч[её]тчик\w*|counter|pixel|пиксел\w*)\b)[^.\n\d?!№#()]|" + STREET_NUMBER + r"){0,40}?"
        r"(?:(?:\s(?:is|был|будет|теперь|стал)\b|[:—–=])[ \t]*(?:(?=(?:19|20)\d\d[ \t]*(?:$|[.,;!)]))|(?!(?:19|20)\d\d\b))"
        r"|[ \t]*(?!(?:19|20)\d\d\b))"
        r"(?:(?<=[:—–=] )#|(?<=[:—–=])#|(?i:(?<=код )|(?<=code )|(?<=digo ))#|(?<![\w№#]))(\d{4,8}|\d(?:[\- ]\d){3,7}|\d{4} \d{4})\b[#*]?(?=[ \t]*(?:$|[.,;!)]|\s\(|\s(?:and|и|а|but|но)\s)|\s[—–]\s(?:do not|don't|never|не (?:сообща|говор|показыва|передава|давай)|никому))(?![.,:/\-]\d|\s*(?:%|руб\w*|р\.|\$|€|usd|eur|min\w*|минут\w*|sec\w*|сек\w*|час\w*|"
        r"hours?|days?|дн\w*|дней|раз\w*|times|год\w*|years?|г\.|chars?|characters|символ\w*|digits|цифр\w*|letters|букв\w*|"
        r"attempts?|попыт\w*|users?|пользовател\w*|шт|pcs|items?|lines?|строк\w*|words?|слов\w*|bytes|kb|mb|gb|мб|гб|кб|mm|cm|km|мм|см|км|"
        r"kg|кг|ml|мл|calories|ккал|kcal|steps|шаг\w*|pages?|стр\w*|rpm|mah|w\b|вт\b))"), None),
    # a PIN named for what it opens, a long clause between («для входа в приложение БКС Мир инвестиций», "for signing into
    # the Interactive Brokers app on Dad's old Android"), then a dash or a colon and the digits that end the clause
    ShapeRule(ACCESS_CODE, ("pin", "пин"), re.compile(
        r"(?i)\b(?:pin|пин)(?:-?код)?\s+(?:для|от|к|for|to|of|on)\b[^.\n\d?!№#()]{0,90}?(?:[ \t]?[:=]|[ \t][—–]|[ \t]-(?=[ \t]))"
        r"[ \t]*(?!(?:19|20)\d\d\b)(\d{4,8})(?=[ \t]*(?:$|[.,;!)]|\s\())(?![.,:/\-]\d)"), None),
    # an alarm's code named by what it does: disarms it, or disarms it under duress and calls the guards — "disarm with
    # 4812", "if someone forces you, key 4813", «снять с охраны — 2716*», «если под принуждением — 5191#»; the digits
    # within a clause after, not a time ("disarmed at 0730") or a year
    ShapeRule(ACCESS_CODE, ("disarm", "duress", "forc", "охран", "принужден", "заставят",
                              "turn off the alarm", "switch off the alarm", "отключить сигнализ"), re.compile(
        r"(?i)\b(?:disarm\w*|(?:under )?duress|forc(?:es|ed|e) (?:you|me)|(?:turn|switch)(?:ing)? off the alarm|"
        r"сн(?:ять|ятия|ими|имать|имаю|имаем|яла?) с охраны|(?:поставить|постановк\w*) на охрану|под принуждением|"
        r"принуждени\w*|если заставят|отключ\w* сигнализаци\w*)"
        r"[^.\n\d?!]{0,30}?(?<!\bat )(?<!\bв )(?<!\bby )(?<!\bдо )(?<!\bс )(?<!\buntil )(?<!\bafter )(?<!\bпосле )"
        r"(?<![\w\-+])(?!(?:19|20)\d\d\b)(\d{4,8})\b[#*]?(?![.,:/\-]\d|[ \t]*(?:min\w*|минут\w*|sec\w*|сек\w*|час\w*|"
        r"hours?|times|раз\w*|years?|год\w*|г\.))"), None),
    # a code the note calls secret, whatever it opens and wherever it is kept between («Секретный код Бита на моём
    # телефоне — 739104»), then a dash, a colon or "is" and the digits that end the clause
    ShapeRule(ACCESS_CODE, ("секретн", "тайн", "secret"), re.compile(
        r"(?i)\b(?:секретн\w*|тайн\w*|secret)[ \t]+(?:код\w*|code|pin|пин\w*|passcode)\b[^.\n\d?!]{0,60}?"
        r"(?:[ \t]?[:=]|[ \t][—–]|[ \t]-(?=[ \t])|[ \t](?:is|это))"
        r"[ \t]*(?!(?:19|20)\d\d\b)(\d{4,8})[#*]?(?=[ \t]*(?:$|[.,;!)]|\s\())(?![.,:/\-]\d)"), None),
    # a smart device's local key, the 16 characters its LAN protocol is encrypted with (Tuya's `local_key`, `localKey`):
    # «local_key 9c1d7e0a2b4f6853», "Local key of the Tuya thermostat, pulled with tinytuya wizard: 3e8b…"; not its device_id
    ShapeRule("API key or token", ("local_key", "localkey", "local key", "local-key", "локальн"), re.compile(
        r"(?i)\b(?:local[ _\-]?key|локальн\w* ключ\w*)\b[^\n:=]{0,80}?(?:[ \t]*[:=][ \t]*|[ \t]+)[\"'`]?"
        r"([^\s\"'`]{16})[\"'`]?(?=$|[\s,;)]|\.(?:\s|$))"),
        lambda v: not is_placeholder(v) and has_digit(v) and has_alpha(v)),
    # Hik-Connect's or Ezviz's verification code, named with the app: «Hik-Connect: … код верификации (шифрование видео) SFMBBT»
    ShapeRule(ACCESS_CODE, ("hik", "ezviz"), re.compile(
        r"(?i)\b(?:hik-?connect|hikvision|ezviz)\b[^\n]{0,120}?(?:verification code|код\w* верификации|encryption (?:key|code|password)|"
        r"ключ\w* шифровани\w*)[^\n:=—–]{0,40}?[ \t:=—–]*(?-i:([A-Z]{6}))(?![\w\-])"),
        lambda v: len(set(v)) >= 3 and not v.startswith("ABCDEF")),
    # a code printed on a device's sticker or label, which pairs with it or decrypts its stream (Ezviz's and Hikvision's
    # verification code, six capitals; a setup or pairing code): "verification code on the sticker under the camera:
    # KQTWRM", «код верификации с наклейки на дне: PLRXWN»; not the sticker's place alone, nor a model's code
    ShapeRule(ACCESS_CODE, ("наклейк", "sticker", "label", "этикетк", "шильдик"), re.compile(
        r"(?i)(?:\b(?:verification|safety|security|setup|pairing|device)[ \t]+code|\bкод[ \t]+(?:верификации|проверки|"
        r"безопасности|сопряжения|устройства))\b[^\n:=—–]{0,40}?\b(?:наклейк|sticker|label|этикетк|шильдик)\w*[^\n:=—–]{0,40}?"
        r"[ \t]*[:=—–][ \t]*(?-i:([A-Z]{6}|(?=[A-Z]*\d)(?=\d*[A-Z])[A-Z0-9]{6,10}|\d{3}-\d{2}-\d{3}))(?![\w\-])"),
        # (capitals alone read as a placeholder's name to `is_placeholder`; here the form's blank is a run of one letter)
        lambda v: len(set(v.replace("-", ""))) >= 3 and not v.startswith(("ABCDEF", "123-45"))),
    # a passphrase of words joined by dashes (and a number), a long clause after the password's name: "your Bitwarden
    # master password is the phrase we agreed on at dinner — correct-pelmeni-balcony-1957", «мастер-пароль — фраза, которую
    # придумали на даче: ромашка-трактор-облако-1962»; not the pattern told in words («слово-слово-слово-год»)
    ShapeRule("password", ("password", "passphrase", "pass phrase", "парол"), re.compile(
        r"(?i)\b(?:password|passphrase|pass phrase|парол\w*)\b[^\n:—–]{0,80}?[ \t]*[:—–][ \t]*"
        r"((?-i:[a-zа-яё]{3,12}(?:-[a-zа-яё]{3,12}){2,5}(?:-\d{2,4})?))(?=[ \t]*(?:$|[.,;!)]))"),
        lambda v: (v[-1].isdigit() or v.count("-") >= 3) and not is_placeholder(v)
        and not _PATTERN_WORDS.intersection(v.split("-"))),
    # digits first, then what they are the code of: "7713 is the PIN for the shed padlock", «2791 — код от подъезда»
    ShapeRule(ACCESS_CODE, ("is the pin", "is the code", "is the passcode", "is the combination", "is the combo", "is the password",
                              "is my pin", "is my code", "is my password", "is our", "was the pin", "was the code", "is pin",
                              "is code", "— код", "— пин", "— пароль", "- код", "- пин", "- пароль", "— это", "– код",
                              "– пин", "– пароль"), re.compile(
        r"(?im)^[ \t\-*•]*(?!(?:19|20)\d\d\b)(\d{4,8})[ \t]+(?:is|was|—|–|-)[ \t]+(?:(?:the|my|our|это)[ \t]+)?"
        r"(?:pin|code|passcode|combination|combo|password|код\w*|пин\w*|пароль)[ \t]+(?:for|to|of|on|от|для|к|на)\b"), None),
    # a login named for something, then user / password: "Here's the login for the kids' Minecraft: creeper_kid / Diamond99"
    ShapeRule("login and password", ("login", "log-in", "логин"), re.compile(
        r"(?i)\b(?:log-?in|логин)\b[^:\n]{1,40}:[ \t]*[\w.@\-]{2,40}[ \t]*/[ \t]*([^\s/]{4,40})"),
        _mixed_value),
    # digits keyed in to open or disarm something: "The alarm system at the office uses 4988 to disarm", «набери 2580 чтобы открыть»
    ShapeRule(ACCESS_CODE, ("disarm", "to open", "to unlock", "to get in", "to enter", "снять", "открыть", "открытия",
                              "разблокир", "войти", "входа", "отключ", "откро", "opens", "unlocks"), re.compile(
        r"(?i)\b(?:uses?|enter|type|punch(?:\s+in)?|press|key\s+in|dial|введи\w*|ввести|вводи\w*|набер\w*|набрать|набира\w*|"
        r"нажм\w*)\s+(?:the\s+|код\s+|code\s+)?#?(?!(?:19|20)\d\d\b)(\d{4,8})#?,?(?:\s+(?:to|чтобы|для)\s+(?:disarm|arm|open|unlock|"
        r"get\s+in|enter|снять|открыть|открытия|разблокир\w*|войти|входа|отключ\w*)"
        # «набрать 4510 и кнопку «вызов» — откроется калитка»: what opens, later in the same sentence
        r"|[^.\n]{0,40}?\b(?:откро\w+|opens?|unlocks?|разблокиру\w+)\b(?=[^.\n]{0,25}?\b" + _OPENED + r")"
        r"|[^.\n]{0,40}?\b" + _OPENED + r"[^.\n]{0,20}?\b(?:откро\w+|opens?|unlocks?|разблокиру\w+)\b)"), None),
    # a password used to log in, said in a clause about logging in: «для входа в Сбербанк Онлайн использую <pw>»,
    # "to sign in I type <pw>"
    ShapeRule("password given in prose", ("для входа", "чтобы войти", "чтобы зайти", "при входе", "to log in", "to login",
                                          "to sign in", "to get in", "when logging in", "for login", "for log-in",
                                          "for the login"), re.compile(
        r"(?i)(?:для входа|чтобы (?:войти|зайти)|при входе|to log ?in|to sign ?in|to get in|when logging in|for (?:the )?log-?in)\b[^.\n]{0,40}?"
        r"\b(?:использу\w*|ввожу|вводи\w*|набира\w*|пишу|use|type|enter)\s+[\"'«]?([^\s\"'»,;]{6,})"),
        lambda v: _password(v.rstrip(".!?)")) and looks_like_password(v.rstrip(".!?)")) and has_digit(v) and has_alpha(v)
        and not _AT_HOST.search(v) and "://" not in v),
    # a one-time, confirmation or parcel pickup code with its digits: «код подтверждения от Госуслуг (постоянный) 655851»,
    # "verification code: 482913", «заказ на WB, код получения 4475»
    # a safe's or a lock's combination told as its turns: «Сейф на даче: три оборота вправо до 27, влево до 14, вправо до 62»
    ShapeRule(ACCESS_CODE, ("сейф", "safe", "замок", "lock", "комбинаци", "combination"), re.compile(
        r"(?i)(?:сейф|safe|замок|замк|lock|комбинаци|combination)\w*[^\n]{0,80}?((?:(?:вправо|влево|направо|налево|right|left)"
        r"\s+(?:до|на|to)\s+\d{1,3}\W{0,3}\s*){3,})"), None),
    # a payment code of Poland's BLIK, six digits, maybe in halves: «BLIK код 890 045 — скинь Томеку»
    ShapeRule("one-time code", ("blik",), re.compile(
        r"(?i)\bblik\b(?:[ \t\-]?(?:код\w*|code|kod\w*))?[ \t]*[:—–\-=]?[ \t]*(\d{3} ?\d{3})(?!\d|[.,:/\-]\d)"), None),
    # a code an SMS brought: for confirming or logging in, with its digits after («смс от Америабанка для подтверждения
    # зарплатной ведомости: 583 204, действует 5 минут», "SMS from the bank to confirm the payment: 582 113"), or by the
    # code's own word, in any language («LHV SMS: kinnituskood 555374», "SMS code from the bank — 482913")
    ShapeRule("one-time code", ("смс", "sms"), re.compile(
        r"(?i)\b(?:смс|sms)\b(?:[^\n\d]{0,80}?(?:подтвержд\w*|confirm\w*|вход\w*|log ?in|sign ?in|verif\w*|верифик\w*|авториз\w*|подпис\w*|sign\w*)"
        r"[^\n\d]{0,50}?[:—–\-][ \t]*(?!(?:19|20)\d\d\b)(\d{3} ?\d{3})"
        r"|[^\n\d]{0,60}?(?:код\w*|code|\w*kood\w*|kod\w*)[ \t:—–\-]*(?!(?:19|20)\d\d\b)(\d{3} \d{3}|\d{4,8}))"
        r"(?!\d|[.,:/\-]\d)"), None),
    # an OTP given after a colon, in halves or whole: "OTP Intesa per il bonifico SWIFT a Mosca: 604 193"
    ShapeRule("one-time code", ("otp",), re.compile(
        r"(?i)\botp\b[^\n\d]{0,60}?[:—–\-][ \t]*(?!(?:19|20)\d\d\b)(\d{3} ?\d{3})(?!\d|[.,:/\-]\d)"), None),
    # a code that has just come, to be used now: «код с госуслуг пришёл 734215 — вбей его», "the code that came is 583920, enter it"
    ShapeRule("one-time code", ("код", "code", "codice", "código", "kod", "kood"), re.compile(
        r"(?i)(?:\b(?:код\w*|code)\b[^\n\d]{0,40}?\b(?:пришёл|пришел|пришла|пришли|прислали|прислал|came|arrived)\b"
        # (or the sender first, then the code in any language: «Intesa прислал codice di conferma 277704 …»)
        r"|\b(?:прислал\w*|пришёл|пришел|пришла|sent)\b[^\n\d]{0,20}?\b(?:код\w*|code|codice|código|kod\w*|kood\w*)\b[^\n\d]{0,20}?)"
        r"(?:[ \t]+(?:is|:))?[ \t:—–\-]*(?!(?:19|20)\d\d\b)(\d{4,8})(?!\d|[.,:/\-]\d)"
        # and is to be used now, or lives a while: «— вбей его в ГИС ЖКХ», «он 5 минут живёт» (not one that came long ago)
        r"(?=[^\n]{0,60}?(?:вбе|введ|ввод|вставь|вставить|продикт|enter|type|use|paste|действ|жив[её]т|valid|expir|истека))"), None),
    # a code told with its length, then given in as many digits: «код из 6 цифр: 551207», "Revolut passcode — 4 цифры — 8316",
    # "the 6-digit PIN: 482915" (a count the value matches is what a code is; "5 digits long" and no such value is not one)
    ShapeRule(ACCESS_CODE, ("цифр", "digit"), re.compile(
        r"(?i)\b(?:код\w*|пин\w*|парол\w*|code|pin|passcode|password)\b[^\n\d]{0,12}?(?:"
        + "|".join(rf"(?:\bиз )?(?:{count}|{ru}\w*|{en})(?:[ \-]?(?:цифр\w*|digits?))\b[^\n\d]{{0,20}}?[:—–\-=][ \t]*(\d{{{count}}})"
                   for count, ru, en in ((4, "четыр", "four"), (5, "пят", "five"), (6, "шест", "six"), (8, "восьм", "eight")))
        + r")(?!\d|[.,:/\-]\d)"), lambda v: not one_character(v) and v not in "01234567890" and v not in "9876543210"),
    # a combination lock's numbers in dashed or spaced pairs after the lock: «сейф в кабинете шефа …: 00-68-00», "комбинация
    # на шкафчике в PureGym: 2-1-6-4", «сейф в офисе 27-14-03 (крутить влево …)» (three to six numbers, none over two digits;
    # not a rule's name: «лента в сейф … Правило 3-2-1 соблюдаем», "the 3-2-1 rule")
    ShapeRule(ACCESS_CODE, ("сейф", "safe", "шкафчик", "locker", "локер", "комбинаци", "combination", "padlock", "ключниц"),
              re.compile(r"(?i)\b(?:сейф\w*|safe|шкафчик\w*|locker|локер\w*|комбинаци\w*|combination|padlock|ключниц\w*)\b"
                         r"[^\n\d]{0,80}?(?<![\d\-])(?<!правило )(?<!правила )(?<!правилу )(?<!rule )(?<!rule of )"
                         r"(\d{1,2}(?:-\d{1,2}){2,5}|\d{2}(?: \d{2}){2,5})(?!\d|[.,/:\-]\d)(?! rule\b| правил)"),
              lambda v: not one_character(v)),
    # an exchange's anti-phishing code, the word its genuine e-mails carry (Binance, Bybit, OKX): "Anti-phishing код: ZOLOTO77"
    ShapeRule("anti-phishing code", ("anti-phishing", "antiphishing", "анти-фишинг", "антифишинг"), re.compile(
        r"(?i)\b(?:anti-?phishing|анти-?фишинг\w*)[ \-](?:code|код\w*|phrase|фраз\w*)\b[^\n]{0,40}?(?:\bis\b|[:—–=])[ \t]*"
        r"[\"'«“`]?([^\s\"'»”`,;]{4,40})"), lambda v: _password(v) and (has_digit(v) or v.isupper() or not v.islower())),
    # a YouTube stream key, five dashed groups of four small letters and digits, after its name however far along the line:
    # "YT stream key for the main channel (the one OBS profile 'YT 1440p' uses): 1q57-mmlj-dckq-t933-1hyb"
    ShapeRule("stream key", ("stream key", "ключ трансляции", "ключ потока", "ключ стрима"), re.compile(
        r"(?i)\b(?:stream key|ключ\w* (?:трансляции|потока|стрима))\b[^\n]{0,120}?(?<![\w\-])"
        r"((?-i:(?=[a-z0-9\-]*\d)[a-z0-9]{4}(?:-[a-z0-9]{4}){4}))(?![\w\-])"), None),
    # an API key that is a UUID, named as one a few words before a colon: "Faceit Data API server-side key for the elo
    # overlay: 84700f39-…" (not its id: "API key ID: …")
    ShapeRule("API key or token", ("api",), re.compile(
        r"(?i)\bapi\b(?:[ \t\-][^\s:]+){0,3}?[ \t\-]key\b(?![ \t\-]*(?:id|ids|name|number)\b)[^\n:=]{0,40}?[:=][ \t]*[\"'`]?"
        r"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w\-])"), lambda v: len(set(v.replace("-", ""))) > 4),
    # a SIM card's PUK, eight digits: «ПУК код от симки мегафон 18840327»
    ShapeRule(ACCESS_CODE, ("puk", "пук"), re.compile(
        r"(?i)\b(?:puk|пук)\d?(?:[ \-]?(?:код\w*|code|kod))?\b[^\n\d]{0,40}?(\d{8})(?!\d|[.,:/\-]\d)"), None),
    # a combination lock's or a key box's code: «кодовый замок на ящике … — 3731», "the key box by the door is 4360"
    ShapeRule(ACCESS_CODE, ("кодов", "combination lock", "code lock", "key box", "keybox", "lockbox", "lock box", "key safe",
                              "keysafe"), re.compile(
        r"(?i)\b(?:кодов\w* замк?о?\w*|combination lock|code lock|key ?box|lock ?box|key ?safe)\b[^\n\d]{0,60}?"
        r"(?:\bis\b|[:—–\-])[ \t]*(\d{3,8})(?!\d|[.,:/\-]\d)"), None),
    # the codes of a building's entrances listed: «Коды подъездов Невского 140: 1 под. — 2573, 2 под. — 8641В»
    ShapeRule(ACCESS_CODE, ("коды подъезд", "коды домофон", "коды двер", "коды калит", "коды ворот", "door codes",
                              "entrance codes", "gate codes"), re.compile(
        r"(?i)\b(?:коды (?:подъезд|домофон|двер|калит|ворот)\w*|(?:door|entrance|gate) codes)\b[^\n]{0,60}?[—–:\-][ \t]*"
        r"(\d{4,6})(?:[ВвКкBbKk#*])?(?!\d|[.,:/\-]\d)"), None),
    # a list of memorable answers, each after its question: "HSBC memorable answers: mother's maiden name - Pemberton; …"
    ShapeRule("secret question answer", ("memorable answers", "security answers", "secret answers", "контрольные ответы",
                                         "ответы на контрольные"), re.compile(
        r"(?i)\b(?:(?:memorable|security|secret) answers|контрольные ответы|ответы на контрольные вопросы)\b[^\n]{0,10}?:"
        r"[^\n;]{2,40}?\s[-—–:]\s*((?-i:[A-ZА-ЯЁ])[\w'’]{2,30})"), _password),
    # iiko Cloud's API login, the key its integrations sign in with: «iiko Cloud API для сайта, apiLogin: 8152f7f7-…»
    ShapeRule("API key or token", ("apilogin", "api login"), re.compile(
        r"(?i)\bapi ?login\b[\"']?[ \t]*[:=—–\-][ \t]*[\"']?([0-9a-f]{8}(?:-?[0-9a-f]{4}){3}-?[0-9a-f]{12}|[0-9a-f]{32})\b"), None),
    # an app's activation code in four groups of four (a bank's 2FA app: «BestSign Aktivierungscode aus dem Brief:
    # DHAF-Y9NP-XY0G-Q5UK»), with a digit among them; not a licence's id or a plan's code
    ShapeRule("activation code", ("aktivierungscode", "activation code", "код активации", "activation letter"), re.compile(
        r"(?i)\b(?:aktivierungscode|activation code|код\w* активации)\b[^\n]{0,40}?(?<![\w\-])"
        r"((?=[A-Z0-9\-]*\d)(?-i:[A-Z0-9]{4}(?:-[A-Z0-9]{4}){3}))(?![\w\-])"), None),
    # a video meeting's host key: "Zoom host key 482917", «ключ организатора в Зуме 482917»
    ShapeRule(ACCESS_CODE, ("host key", "ключ организатора", "ключ хоста"), re.compile(
        r"(?i)\b(?:host key|ключ\w* (?:организатора|хоста))\b[^\n\d]{0,40}?(\d{6})(?!\d|[.,:/\-]\d)"), None),
    # a bank's Personal Access Code (AIB, Bank of Ireland): "registration number 91976114, PAC 44216"
    ShapeRule(ACCESS_CODE, ("pac",), re.compile(r"\bPAC\b[ \t]*(?:is[ \t]+)?[:=—–\-]?[ \t]*(\d{5,6})(?!\d|[.,:/\-]\d)"), None),
    # an alarm's disarming code after the word that says so: «сигнализация офис Руднева: снять 7731, поставить 7731+#»
    ShapeRule(ACCESS_CODE, ("сигнализац", "alarm"), re.compile(
        r"(?i)\b(?:сигнализаци\w*|alarm)\b[^.\n:]{0,30}?:[ \t]*(?:снять|снятие|disarm|off)[ \t:—–\-]*(\d{4,8})(?!\d|[.,/\-]\d)"
        # (or how it is unset: "Burglar alarm at the studio: unset with 1833 then press ENT")
        r"|\b(?:alarm)\b[^.\n]{0,40}?\b(?:unset|disarm|turn (?:it )?off|switch (?:it )?off)\s+(?:it\s+)?(?:with|using|by entering)\s+"
        r"(?!(?:19|20)\d\d\b)(\d{4,8})(?!\d|[.,/\-]\d)"), None),
    # a share of HashiCorp Vault's unseal key (base64 of 32 bytes) after the words: «unseal keys раздали: мой шард #3 = Ucp…=»
    ShapeRule("Vault unseal key", ("unseal",), re.compile(
        r"(?i)\bunseal(?:[ _\-]?keys?)?\b[^\n]{0,80}?(?<![A-Za-z0-9+/])([A-Za-z0-9+/]{43}=|(?=[A-Za-z0-9+/]*\d)[A-Za-z0-9+/]{44})"
        r"(?![A-Za-z0-9+/=])"), None),
    # a code received and told with what it is for: «Kaspi прислал код 538271 для входа», «Код 482915 для подтверждения входа»
    ShapeRule("one-time code", ("код", "code"), re.compile(
        r"(?i)\b(?:код|code)\s+(?!(?:19|20)\d\d\b)(\d{4,8})\s+(?:для|to|for)\s+(?:подтвержд|вход|авториз|оплат|перевод|подпис|"
        r"confirm|log\s?in|sign\s?in|sign(?:ing)?\b|verif)\w*"), None),
    ShapeRule("one-time code", ("подтвержд", "получени", "выдач", "pickup code", "pick-up code", "код из смс", "смс-код", "смс код", "sms code", "sms-code", "verification code",
                                "one-time", "одноразов", "otp code", "otp:"), re.compile(
        r"(?i)\b(?:код\w* подтвержд\w*|код\w* (?:для )?(?:получени|выдач)\w*|pick-?up code|код\w* из смс|смс[- ]?код\w*|sms[- ]?code|verification code|one-time (?:pass)?code|"
        r"одноразов\w* (?:код|пароль)\w*|otp code|otp(?=:))\b[^.\n\d;,]{0,60}?[:—–\-=]?\s*(?!(?:19|20)\d\d\b)(\d{4,8})\b(?![.,:/\-]\d)"), None),
    # a password asked for on one line and handed over on the next: «кинь пароль от вайфая\n— держи: <pw>», "send me the pin\nhere: 4821"
    ShapeRule("password given in prose", ("держи", "лови", "here you go", "here it is", "here:", "вот:", "вот,", "sure:", "sure,"), re.compile(
        r"(?i)\b(?:password|passwd|pass|pw|парол\w*|пасс|pin|пин\w*|код\w*|code)\b[^\n]{0,40}\r?\n[ \t]*(?:[—–\-][ \t]*)?"
        r"(?:[\w .]{1,20}:[ \t]*)?(?:держи|лови|вот|here(?: you go| it is)?|sure)[ \t]*[:,—–\-]?[ \t]*[\"'`«]?([^\s\"'`»]{4,40})[\"'`»]?"
        r"[ \t]*(?:\r?\n|$)"),
        lambda v: _password(v) and v.lower() not in _NOT_A_CODE_WORD and not _FILE_NAME.search(v)
        and (looks_like_password(v) or v.isalpha() and len(v) >= 5 or v.isdigit() and 4 <= len(v) <= 8)),
    # a passphrase of plain words ending the note or its line: "The password to the shared drive is blue elephant",
    # "The new password for the work laptop: autumn leaves 42" (`passphrase`); not a figure of speech ("the password to
    # my heart is chocolate cake")
    ShapeRule("password given in prose", ("password", "passphrase", "pass phrase", "master phrase"), re.compile(
        r"(?i)\b(?:password|passphrase|pass ?phrase|master phrase)\b(?:\s+(?:for|to|of|on|at)\s+(?!(?:my |your |the )?(?:heart|success|happiness|life)\b)"
        r"[^.:\n=—–]{1,40}?)?\s*(?:\bis\b(?:[ \t]*:)?|:|=|—|–|\s-\s)"
        r"\s*[\"'«“]?((?:[A-Za-z]{3,12}[ \t]+){1,4}(?:[A-Za-z]{3,12}|\d{2,4}))[\"'»”]?[ \t]*[.!]?[ \t]*(?:\r?\n|$)"),
        looks_like_passphrase),
    # one plain word given as the password, ending the note or its clause: "old iCloud pw was kittycat, new one is …",
    # "my password everywhere is Bella, my dog's name", «пароль от вайфая — малина», «пароль от госуслуг теперь Zima»
    # (`passphrase.looks_like_password_word`: not "fine", "expired", «простой», «сброшен»; not `=`, code's `user, pw = auth, None`)
    ShapeRule("password given in prose", ("password", "pw", "passcode", "парол"), _ONE_WORD,
        _one_word),
    # a Russian passphrase of plain words ending the note, maybe with a number: «Запомнить: пароль Wi-Fi — кошкин дом»,
    # «мастер-пароль от Bitwarden: зонтик лошадь маяк апельсин 79»
    ShapeRule("password given in prose", ("парол",), re.compile(
        # (not when the name says where the password is written: «пароль от Wi-Fi на наклейке снизу — гостям показываем»)
        r"(?i)\bпарол[ьяе]\b(?![^.:\n=—–]{0,40}?(?<!\w)(?:на|в|под) (?:наклейк|бумажк|записк|стикер|оборот|корпус|коробк|дне\b)\w*)"
        r"(?:\s+(?:от|для|к|на|в)\s+[^.:\n=—–]{1,30}?|\s+wi-?fi|\s+вай-?фа\w*)?[ \t]*(?:—|–|:|это)[ \t]*"
        r"((?:[а-яё]{3,12}[ \t]+){1,3}[а-яё]{3,12}(?:[ \t]+\d{2,4})?)[ \t]*[.!]?[ \t]*$"), looks_like_cyrillic_passphrase),
    # the value first, then what it is for: "sunflower22 is what I use for the Target account", "Kestrel#90 works for both
    # Wi-Fi networks", «kotik — пароль от Wi-Fi дома», "I went with Pepperoni! for the Domino's password"
    ShapeRule("password given in prose", ("what i use for", "what we use for", "works for", "пароль от", "пароль для", "went with",
                                          "chose", "picked"), re.compile(
        r"(?im)^[ \t]*[\"'«]?([^\s\"'«»]{4,40})[\"'»]?[ \t]+(?:is what (?:i|we) use for\b"
        r"(?=[^.\n]{0,40}\b(?:account|login|password|pass|pw|wi-?fi|sign-?in|e-?mail|bank|portal)s?[ \t]*[.!]?[ \t]*$)"
        r"|works for (?:both |all |the |my )*"
        r"(?:wi-?fi|account|login|router|network|laptop|phone|app)s?(?: networks?| accounts?)?[ \t]*[.!]?[ \t]*$"
        r"|[—–\-][ \t]*(?:это[ \t]+)?(?:мой[ \t]+)?пароль (?:от|для)\b)"
        r"|\b(?:went with|chose|picked)\s+[\"'«]?([^\s\"'«»]{4,40})[\"'»]?\s+(?:for|as)\s+(?:the |my |our )?[^.\n]{0,30}?\bpassword\b"),
        lambda v: _password(v) and (looks_like_password(v) and has_alpha(v) and (has_digit(v) or not v.isalnum())
                                    or looks_like_password_word(v)) and not _AT_HOST.search(v) and "://" not in v
        and not _DOTTED_DIGITS.search(v)),
    # an account that uses a value: "the Comcast account uses bluejay88"
    ShapeRule("password given in prose", ("account uses", "account is using", "login uses"), re.compile(
        r"(?i)\b(?:account|login)\s+(?:uses|is using)\s+[\"'«]?([^\s\"'«»,;]{5,40})[\"'»]?\s*[.!]?\s*$"),
        lambda v: _mixed_value(v) and not _AT_HOST.search(v)),
    # several people's or accounts' passwords in one line: "Passwords for the kids: Tom - dinosaur, Ella - unicorn"
    ShapeRule("password given in prose", ("passwords", "пароли"), re.compile(
        r"(?i)\b(?:passwords|пароли)\b[^:\n]{0,30}:\s*[\w.]+\s*[—–\-:]\s*([^\s,;]{3,30})\s*[,;]\s*[\w.]+\s*[—–\-:]\s*([^\s,;]{3,30})"),
        lambda v: _password(v) and (looks_like_password_word(v) or looks_like_password(v) and has_digit(v))),
    # a key emoji before an account: "🔑 Amazon: lemondrop", "🔑 school tablet — Misha2016!"
    ShapeRule("password given in prose", ("🔑", "🔐"), re.compile(
        r"[🔑🔐]\ufe0f?[ \t]*[^\n:—–]{1,30}(?::|[ \t][—–])[ \t]*[\"'«]?([^\s\"'«»]{3,40})[\"'»]?[ \t]*$", re.M),
        lambda v: _password(v) and (looks_like_password_word(v) or looks_like_password(v))),
    # a password set or changed to a word or a few: "set the router password to meadowlark", "changed my Netflix pass to
    # stranger things", "I made the new Gmail password pumpkin", «поставил пароль на роутер ромашка», «поменяла пароль в ВК на sobaka»
    ShapeRule("password given in prose", ("password", "pass", "pw", "пароль"), re.compile(
        # after "password for X" only "to" gives the value: "set the password for the archive" names what it is for
        # (not a compound's first half: "Unity ID reset-password page" names a page)
        r"(?i)\b(?:set|changed?|made|make|reset)\b(?!-)[^.\n]{0,30}?\b(?:password|pass|pw)\b(?:\s+(?:for|on|of)\s+[^.\n]{1,20}?\s+to\s+"
        # (not when it is done: "Change that password straight away")
        r"|\s+to\s+|\s+(?!(?:straight|right|now|today|asap|immediately|again|first|later|soon|too|regularly|every|once)\b))"
        r"[\"'“]?((?:[A-Za-z]{3,16}\d{0,2})(?:\s+[A-Za-z]{3,12}){0,3})[\"'”]?\s*[.!]?\s*$"
        # (nor the device it is on: «Сменила пароль на ноутбуке.»)
        r"|\b(?:постав\w+|сделал\w*|установил\w*|поменял\w*|сменил\w*|изменил\w*)\s+пароль(?:\s+(?:от|для|к|на|в)\s+[^\s.,:;]{1,20}(?:\s+[^\s.,:;]{1,20})?)?"
        r"\s+(?:на\s+)?(?!(?:ноутбук|телефон|компьютер|планшет|роутер|сервер|смартфон|айфон|маке|почт|сайт|работ|учётк|учетк|"
        r"аккаунт)\w*[.!]?\s*$)[\"'«]?([A-Za-zА-Яа-яЁё]{3,16}\d{0,2})[\"'»]?\s*[.!]?\s*$"),
        lambda v: looks_like_password_word(v) if " " not in v else looks_like_passphrase(v)),
    # «пароль «черепаха» — от ноутбука сына»: a quoted word right after the word password (not «стандартный»)
    ShapeRule("password given in prose", ("парол",), re.compile(r"(?i)\bпарол[ьяе]\s+«([А-Яа-яЁёA-Za-z]{3,16}\d{0,2})»"),
              looks_like_password_word),
    # a question about a password and its answer after a dash on the same line: "what's the wifi? — it's hotdogbun",
    # «какой пароль от почты? — lisa»
    ShapeRule("password given in prose", ("? —", "? -", "? –", "?—", "?-", "?–", "password?", "pw?", "wifi?", "wi-fi?",
                                          "пароль?", "пасс?"), re.compile(
        r"(?i)\b(?:password|pass|pw|wi-?fi|парол\w*|пасс|вай-?фай\w*)\b[^?\n]{0,40}\?[ \t]*(?:[—–\-][ \t]*)?(?:it'?s\s+|это\s+)?"
        r"[\"'«]?([A-Za-zА-Яа-яЁё]{3,16}\d{0,2}|(?=[^\s\"'»]*\d)[^\s\"'»]{4,40})[\"'»]?\s*[.!]?\s*$"),
        lambda v: looks_like_password_word(v) or looks_like_password(v) and has_digit(v) and has_alpha(v)),
    # a password after 'with password': "Login to the NAS as admin with password nasadmin"
    ShapeRule("password given in prose", ("with password", "with the password", "with pass", "with pw", "с паролем", "password",
                                          "pass", "pw", "парол"), re.compile(
        r"(?i)\bwith (?:the )?(?:password|pass|pw)\s+[\"'«]?([A-Za-zА-Яа-яЁё]{3,16}\d{0,4})[\"'»]?\s*[.!]?\s*$"
        r"|\bс паролем\s+[\"'«]?([A-Za-zА-Яа-яЁё]{3,16}\d{0,4})[\"'»]?\s*[.!]?\s*$"
        r"|\b(?:user(?:name)?|login|логин)\b[^\n]{1,40}?[,;][ \t]*(?:password|pass|pw|парол\w*)\s+[\"'«]?([A-Za-zА-Яа-яЁё]{3,16}\d{0,4})"
        r"[\"'»]?\s*[.!]?\s*$"),
        looks_like_password_word),
    # a network, then 'pass WORD' ending the note: "The Wi-Fi at Jake's lake house: network Cabin, pass northernpike"
    ShapeRule("Wi-Fi password", ("wifi", "wi-fi", "network", "сеть", "вайфай"), re.compile(
        r"(?i)\b(?:wi-?fi|network|сеть|вай-?фа\w*)\b[^.\n]{0,40}[,;]\s*(?:pass|pw|пасс)\s*[:=—–]?\s*[\"'«]?([A-Za-zА-Яа-яЁё]{3,24}\d{0,4})"
        r"[\"'»]?\s*[.!]?\s*$"), looks_like_password_word),
    # a network's code of digits: "the office Wi-Fi code is 0815"
    ShapeRule("Wi-Fi password", ("wifi", "wi-fi", "вайфай", "вай-фай"), re.compile(
        r"(?i)\b(?:wi-?fi|вай-?фа\w*)\s+(?:code|pass(?:word)?|pw|key|код\w*|парол\w*)\s*(?:is|:|—|–|=|это)?\s*(\d{4,12})\b(?![.,:/\-]\d)"),
        lambda v: not (len(v) == 4 and v[:2] in ("19", "20"))),
    # a number said to be the password: "My password on the library website is my library card number 21394000123456"
    ShapeRule("password given in prose", ("password", "парол"), re.compile(
        r"(?i)\b(?:password|парол\w*)(?:\s+(?:for|to|of|on|at|от|для|к|на)\s+[^.\n]{1,40}?)?\s+(?:is|это|—|–)\s+"
        r"(?:my|the|his|her|our|мой|моя|мо[её]|его|её)\s+"
        r"[\w' ]{0,30}?\b(?:number|no\.?|номер\w*)\s*#?\s*(\d{6,20})\b"), str.isdigit),
    # Bundler's credentials for a gem server, in the environment: `BUNDLE_ENTERPRISE__CONTRIBSYS__COM=<user>:<pw>`
    ShapeRule("gem server credentials", ("bundle_",), re.compile(
        r"\bBUNDLE_[A-Z0-9]+(?:__[A-Z0-9]+)+\s*[=:]\s*[\"']?([^\s\"']{8,200})"),
        lambda v: _password(v) and has_digit(v) and not v.startswith("$")),
)


_SECRET_NAME = re.compile(r"(?i)pass|pwd|secret|token|api_?key|credential")
_FILE_LIKE = re.compile(r"[\w\-]+\.[a-z][a-z0-9]{1,4}|[A-Z]{2,8}-\d+|\d+(?:st|nd|rd|th)")  # cert.p12, JIRA-4412, 12th


_SAME_AS_USER = re.compile(r"://([^\s/:@]{1,100}):\1@(?:localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(?![\w.\-])")
_HOSTISH = re.compile(r"[a-z0-9][a-z0-9.\-_]*")  # `app-01`, `db.replica-1`, `uptime`: a host or a command, in small letters
_SSH_BEFORE = re.compile(r"\b(?:ssh|scp|sftp|mosh|rsync|autossh|sshpass)\b(?:[ \t]+-{1,2}[\w\-=]+(?:[ \t]+[^\s@\-][^\s@]*)?)*[ \t]+[\w.+\-]*$")
_PARAMETER = re.compile(r"[A-Za-z_][A-Za-z_.\-]{0,15}=[\w.\-]+")  # `iter=600000`, `dklen=32`: a parameter given its value
_ID_BEFORE = re.compile(r"(?i)(?:номер\w*|тел\w*|phone|id|№|#|заказ\w*|order|сч[её]т\w*|account|договор\w*|инн|снилс|"
                        r"абонент\w*|subscriber|customer|клиент\w*|тикет\w*|ticket|заявк\w*|"
                        r"логин\w*|login|user\w*|пользовател\w*|ник\w*|nick\w*|от|для|у|for|of|to|к|на|в|at|on|in|"
                        r"site|сайт\w*|server|сервер\w*|host|хост\w*|model|модел\w*|version|верси\w*|build|сборк\w*)"
                        r"(?:\s+(?:the|a|an|my|our|his|her|their|this|that))?[\s:=]*$"
                        # a parameter in a bracketed list: "pbkdf2 (iter=600000, …)", "scrypt (n=16384, r=8)"
                        r"|[(,][ \t]*[A-Za-z_][\w.\-]{0,15}[ \t]*=[ \t]*$")


_OTHER_CODE = re.compile(r"(?i)код|code|sms|смс|pin|пин|otp|номер|number|тел|phone")


_SENTENCE_VALUE = re.compile(r"((?:[^.!?;\n]|\b(?:i\.e|e\.g|т\.е|т\.к)\.|\.(?=\S)){0,120}?)(?<![^\s\"'`«(\[])"
                             r"((?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]*[!@#$%^&*?~+=][A-Za-z0-9!@#$%^&*?~+=_]*|[a-z]{4,12}\d{3,8}|\d{6,8}"
                             r"|[A-Z][a-z]+[A-Z][A-Za-z]*\d{2,8})"
                             r"(?=$|[\s,;!?)]|\.(?:\s|$))")
_SENTENCE_CANDIDATE = re.compile(r"[!@#$%^&*?~+=][^\s]*\d|\d[^\s]*[!@#$%^&*?~+=]|[a-z]{4}\d{3}|\d{6}|[a-z][A-Z][A-Za-z]*\d\d")
_QUOTED_HINTS = ("password", "парол")
_QUOTED_VALUE = re.compile(r"(?<![\w\\])['\"«“]([A-Za-z0-9!@#%&*_\-+=.?~]{8,40})['\"»”](?![\w])")
_STYLE_AFTER = re.compile(r"[ \t]+(?:style|type|kind|sort)[ \t]+(?:of[ \t]+)?(?:passwords|passphrases|pins)\b", re.IGNORECASE)
_PREPOSITION_BEFORE = re.compile(r"(?i)(?<!\w)(?:от|для|к|на|в|for|of|to|on|in|at) $")


def _quoted_password(text: str, end: int) -> bool:
    """A quoted made-up password within 80 characters after the word password (not the quoted name of what it opens:
    «пароль от "Wi-Fi_5G"»)."""
    line_end = text.find("\n", end)
    window_end = min(end + 120, len(text) if line_end < 0 else line_end)
    for found in _QUOTED_VALUE.finditer(text, end, window_end):
        v = found.group(1)
        if found.start() - end > 80 or _PREPOSITION_BEFORE.search(text, max(0, found.start() - 6), found.start()) \
                or _STYLE_AFTER.match(text, found.end()):
            continue  # (nor a kind's example: "'Limassol2024!' style passwords are what gets cracked first")
        if _prose_password(v) and sum(c.isdigit() for c in v) >= 2 and (bool(re.search(r"[!@#%&*+=?~]", v))
                                                                         or v[1:] != v[1:].lower()):
            return True
    return False


# passwords named as examples of a kind, the value next («Пароли типа 123456 … запретил», "passwords like 123456")
_EXAMPLES_END = re.compile(r"""(?i)(?<!\w)(?:passwords|an?[ \t]+password|парол(?:и|ей|ям|ями))[ \t]+(?:(?:типа|вроде|например|like|such[ \t]+as|e\.g\.,?)"""
                           # (or listed in brackets: «словарными паролями (123456, admin, qwerty и т.п.)»)
                           r"""[ \t]+["'`«]?|\()$""")


_STORE_PATH = re.compile(r"[a-z][a-z0-9_\-]*(?:/[a-z0-9_\-]+)+")
# the password said to be no one's: «не чей-то настоящий пароль», "not a real password", the xkcd joke
_NOT_REAL = re.compile(r"(?i)(?<!\w)(?:не|not|isn'?t|is not) (?:\S+ ){0,2}?(?:настоящ\w+|реальн\w+|real|actual)\b|\bxkcd\b"
                       # (or a password to nothing: «Это не пароль ни от чего, а кодовое слово в нашей игре»)
                       r"|(?<!\w)не пароль ни от (?:чего|кого)(?!\w)|\b(?:not|isn'?t) (?:a|the) password (?:for|to) anything\b")
# the password named as a bad kind just before its word: «самый плохой пароль», "the worst passwords", "weak password"
# what a password rule forbids, its examples after it: «не использовать qwerty123, 12345678», "avoid Summer2024!"
_NOT_TO_USE = re.compile(r"(?i)(?:(?<!\w)(?:не (?:использовать|используйте|используй|ставить|ставьте|ставь|брать|берите)|нельзя|"
                         r"запрещен\w*|избегать|избегайте)|\b(?:avoid|don'?t use|do not use|never use|not allowed|banned|forbidden)):?[ \t]*$")
_BAD_KIND = re.compile(r"(?i)(?<!\w)(?:плох|худш|слаб|популярн|частых|част\w+ встречающ)\w* [«\"']?$|\b(?:worst|bad|weak"
                       r"|common|popular|top)\b [\"']?$")
# a maker's default code and the words that call a code so: «Стандартный PIN Рутокена из инструкции — 12345678» (`named`
# reads them too: "default password 1234")
DEFAULT_CODES = frozenset(("0000", "00000000", "1111", "1234", "12345", "123456", "12345678"))
DEFAULT_STEMS = r"стандартн|заводск|дефолтн"
_DEFAULT_KIND = re.compile(rf"(?i)(?<!\w)(?:{DEFAULT_STEMS})\w* $|\b(?:default|factory)\b $")
_TRIVIAL_CODE = re.compile(r"(?<!\d)(?:" + "|".join(sorted(DEFAULT_CODES)) + r")(?!\d)")
_ANY_DIGIT = re.compile(r"\d")  # what every alternative of _SENTENCE_CANDIDATE holds: looked for first, by re's fast scan


def _sentence_password(text: str, head: re.Match) -> bool:
    """A password later in the sentence the word at `head` names: the shape the value has, that word (the word
    password itself, or an account's) and the word just before the value (not an id, a login or the thing it opens)."""
    if _ANY_DIGIT.search(text, head.end(), head.end() + 160) is None or \
            _SENTENCE_CANDIDATE.search(text, head.end(), head.end() + 160) is None:
        return False  # every value this rule takes has a digit beside a symbol or a word, or six digits in a row
    match = _SENTENCE_VALUE.match(text, head.end())  # the first value-shaped word of the sentence
    return match is not None and _sentence_value(head, match)


_USER_AT_HOST = re.compile(r"[a-z][a-z0-9._\-]*@[a-z][a-z0-9.\-]*[a-z0-9]")


def _sentence_value(head: re.Match, match: re.Match) -> bool:
    value, between = match.group(2), match.group(1)
    if _ID_BEFORE.search(between[-24:]) or not _password(value) or "=" in value and _PARAMETER.fullmatch(value):
        return False  # (nor a parameter and its value: "pbkdf2 (iter=600000, …)")
    if _USER_AT_HOST.fullmatch(value):
        return False  # an ssh key's comment or a login at a host: "-C 'oleg@adm72 2024'"
    if _EXAMPLES_END.search(head.string[max(0, head.start() - 3):head.start()] + head.group() + between) \
            or _BAD_KIND.search(head.string, max(0, head.start() - 30), head.start()) \
            or _NOT_TO_USE.search(between[-30:]):
        return False  # «Пароли типа 123456 … запретил», "a password like Summer2024! is cracked in seconds", «самый плохой
        #               пароль: 123456», «не использовать qwerty123»: a kind's examples, a rule's forbidden ones
    if any(c in value for c in "!@#$%^&*?~+="):
        return has_digit(value) and sum(c.isalpha() for c in value) >= 3 and len(value) >= 8 and _prose_password(value)
    if not head.group().lower().startswith(("pass", "парол")):
        return False  # a word and digits, or digits only: only where the sentence says password
    if value.isdigit():  # "пароль от госуслуг эс эм 745042": a few words after the word, no other code between
        return len(between.split()) <= 5 and not _OTHER_CODE.search(between) \
            and (not re.fullmatch(r"(?:19|20)\d\d\d{2,4}", value) or len(value) == 6)
    if value[0].isupper() and value[1:] != value[1:].lower():
        return len(value) >= 8  # capitals inside and digits ("MisdCh2024"): made up, a year in it or not
    return bool(_made_up(value))


_PASSPHRASE_STOP_WORDS = frozenset("""the and for with from via see ask use same as reset saved stored sent changed not set is are
was were in on at to by of into your my our his her their its this that then than when where which who what how all any
some one two new old only just also too very it be do can will face touch fingerprint google apple microsoft facebook
github sso single sign account accounts password passwords key keys token code codes app phone sms email browser chrome
safari firefox edge windows hello passkey passkeys magic link links""".split())
_NOT_PHRASE = frozenset("""expire expires never always require requires something anything much more less longer shorter
every each days day months month weeks week year years hours minutes chars characters digits letters symbols ten twelve
eight nine sixteen twenty automatically manually again later soon""".split())
# the word "password" in the languages a note may gloss in brackets (Tatar, Kazakh, Turkish, Polish, Czech, Portuguese, Spanish,
# German, Swedish, Finnish, Russian)
_PASSWORD_GLOSSED = ("серсүз", "құпиясөз", "şifre", "sifre", "hasł", "haslo", "heslo", "senha", "contraseñ", "passwort", "kennwort",
                     "lösenord", "salasana", "парол")
_NOT_A_PASSWORD_WORD = frozenset("""password passphrase changeme whatever default required optional unknown forgotten usual
manager managers generator vault keychain reset policy policies hint hints rules rule strength length expiry expired
rotation field fields prompt dialog screen protected protection""".split())
_NOT_FIRST = frozenset("""this that it which what mine yours the same one strong weak long short whatever something anything
nothing everything""".split())


def _first_value(value: str) -> bool:
    """The value a note gives first and names as a password after ("X is my Amazon password"): a made-up token, 6+
    digits, a small word of 6+ letters, or a passphrase of 3+ small words — not a URL, an address or a word of prose."""
    if is_placeholder(value) or value.startswith(("http", "www.")) or _AT_HOST.search(value) or "/" in value:
        return False
    words = value.split()
    if len(words) > 1:
        return not any(w in _NOT_FIRST or w in ("the", "and", "for", "with", "not", "new", "old", "same") for w in words)
    if value.isdigit():
        return len(value) >= 6
    if value.isalpha():
        return value.islower() and len(value) >= 6 and value not in _NOT_FIRST
    if _VERSION_IN.search(value) and not re.search(r"\d\d\.\d\d\.(?:19|20)\d\d", value):
        return False  # a version or a build ("Build-2024.1"), not a date inside a password
    return has_alpha(value) and has_digit(value) and looks_like_password(value)


def _prose_password(value: str) -> bool:
    """A password as people make one up, strict enough for prose with no name beside it: letters and digits with a symbol or
    inner capitals ("Orbit#56!", "Moscow$271!"), or letters and 3+ digits ("pelmen7167"); not a version, year, URL or
    address."""
    if not (has_alpha(value) and has_digit(value)) or is_placeholder(value) or _VERSION_IN.search(value) \
            or value.startswith(("http", "www.")) or _AT_HOST.search(value) or "/" in value or "\\" in value \
            or _FILE_LIKE.fullmatch(value):
        return False
    return looks_like_password(value) and (len(value) >= 6 and not value.isalnum() or len(value) >= 8
                                           and value[1:] != value[1:].lower()) or _made_up(value)

_HOST_NAME = re.compile(r"[a-z][a-z0-9]*(?:[\-.][a-z0-9]+)+")
# a document's or an archive's name, by its extension (a mark of markup or punctuation after it)
_FILE_NAME = re.compile(r"(?i)\.(?:xlsx?|csv|pdf|docx?|odt|ods|txt|json|ya?ml|zip|7z|tar|gz|tgz|gpg|asc|sql|log|png|jpe?g|xml)[`'\".,;)]*$")
_CODE_DIGITS = re.compile(r"[^\d\n.;]{0,30}?(?<![\d\-])(?<!\bв )(?<!\bin )(?<!\bс )(?<!\bдо )(?<!since )(?<!\bby )(?<!\bs )(?<!\bdo )(?:\d{1,4}[ \t]?[#*КкKkВвBb][ \t]?\d{3,6}|\d{4,8}|\d{1,3}(?:[\- ]\d{1,3}){2,4})"
                          r"(?![\d\-/:]|\.\d)")
# the code after where the door is, an address with its own numbers between («Код домофона у бабушки на Ленина 14: 62К9372»):
# a colon, then an intercom's code (digits, a letter, digits) or 4-8 digits that end the clause
_CODE_AFTER_PLACE = re.compile(r"[^\n:;]{1,50}?:[ \t]*(?:\d{1,4}[#*КкKkВвBb]\d{3,6}|\d{4,8})(?![\d\-/:]|[.,]\d)")
_DOTTED_DIGITS = re.compile(r"\d\.\d")  # "Python3.12": a version, not a password
_ONE_CODE = re.compile(r"[ \t]*(?:(?:is|was|это)[ \t]+)?[:—–\-=]?[ \t]*([A-Za-z0-9]{4,12}(?:-[A-Za-z0-9]{4,12}){1,7}|[A-Za-z0-9]{5,12}"
                       r"|(?=[A-Z]*\d)[A-Z0-9]{20,40})(?=$|[\s.,;)])")  # (or one long run of capitals and digits: Bitwarden's 32)
# one code in dashed groups after an aside that says whose it is or when it is for: «код восстановления на случай потери
# телефона — AGZJ-3JAH-371Q-JUV6», "Recovery code for the Proton account (printed): 7HGT-…" (the aside ends at a stop)
_ONE_CODE_LATER = re.compile(r"[^.\n:—–=]{1,70}?[ \t]*[:—–=][ \t]*([A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){2,7}"
                             # (or one short code of letters and digits: Steam Guard's «(R-код): R84457»)
                             r"|(?=[A-Za-z0-9]{0,11}\d)(?=[A-Za-z0-9]{0,11}[A-Za-z])[A-Za-z0-9]{5,12})(?=$|[\s.,;)])")
# three or more codes with a digit each, listed by commas, then a dash or a colon and maybe a word before the codes' name
_CODE = r"(?=[A-Za-z\-]*\d)[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10})?"
_CODES_BEFORE = re.compile(rf"(?<![\w\-]){_CODE}(?:[ \t]*[,;][ \t]*{_CODE}){{2,}}[ \t]*[—–:\-][ \t]*(?:[^\W\d_]+[ \t]+)?$")
_DIGIT_GROUPS = re.compile(r"\d{4}(?:-\d{4}){2,}")  # a code of digits alone in three or more groups of four, as a service prints it
_YEARISH = re.compile(r"(?:19|20)\d\d|v?\d{1,5}")  # a year or a count is not a code of five characters
# (the label may name the account and when the codes are for: «Коды восстановления GitHub (аккаунт …), если потеряю ключ:»)
# (the heading may say whose and when at length: "Backup codes for the family Google account (mom's, the one tied to …), print …:")
_CODE_LIST = re.compile(r"[^\n]{0,160}?[:\-—–]\s*(?:(?:[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10})?|[0-9a-fA-F]{11,16})[\s,;]+){2,}")
_LISTED_CODE = re.compile(r"(?<![\w\-])(?:[A-Za-z0-9]{4,10}(?:-[A-Za-z0-9]{4,10})?|[0-9a-fA-F]{11,16})(?![\w\-])")


def _codes_given(listed: str) -> bool:
    """Codes, not words: two or more of the listed items hold a digit ("Google backup codes: regenerate them after every phone
    change" names the codes and gives none; "pallugbc, cj7wjsof, ldoq1glx, …" gives them, some all letters)."""
    return sum(has_digit(code) for code in _LISTED_CODE.findall(listed, listed.rfind(":") + 1 if ":" in listed else 0)) >= 2
# the codes one a line under the heading ("gh recovery codes\ne9124-9b7aa\nc21de-81a07\n…"): 3+ lines, each one code with a digit
# (or one run of 11-16 hex digits, as GitLab's: "GitLab 2FA recovery codes:\n350c55513ff13be8\ncf90ff50dcff02de\n…")
# (Google's sheet has a line of advice between: "BACKUP VERIFICATION CODES (…)\nKeep these someplace safe but accessible.\n1. 7893 6763")
_CODE_LINES = re.compile(r"[^\n]{0,160}\r?\n(?:[Kk]eep these[^\n]{0,80}\r?\n)?(?:[ \t]*\r?\n)?(?:[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*(?=[A-Za-z\-]*\d)"
                         r"(?:[A-Za-z0-9]{4,10}(?:[\- ][A-Za-z0-9]{4,10})?|[0-9a-fA-F]{11,16})"
                         r"[ \t]*(?:\r?\n|$)){3,}")
# … or Steam Guard's: five capitals or digits a line, five lines or more, some without a digit ("Steam Guard backup codes
# (ginnel_rob)\nXKRMV\nCCPD2\nCHTDC\n…")
_FIVE_LINES = re.compile(r"[^\n]{0,160}\r?\n(?:[ \t]*\r?\n)?(?:[ \t]*[A-Z0-9]{5}[ \t]*(?:\r?\n|$)){5,}")
# … or on the next line side by side, each two groups joined by a hyphen ("github-recovery-codes.txt\naxasw-x2d7u tjo31-eu5qh …")
_CODE_ROW = re.compile(r"[^\n]{0,160}\r?\n[ \t]*((?:[A-Za-z0-9]{4,10}-[A-Za-z0-9]{4,10}[ \t,;]+){3,}[A-Za-z0-9]{4,10}-[A-Za-z0-9]{4,10})"
                       r"[ \t]*(?:\r?\n|$)")
_MYSQL_P = re.compile(r"\b(?:mysql|mysqldump|mysqladmin|mariadb)\b[^\n]*\s-p\s")
# a container image's reference, `postgres:16-alpine` after `image:`, `FROM` or `docker run`: the name and its tag, not a
# well-known account and its password (what stands before the name on its line says so; a registry path may come first)
_IMAGE_BEFORE = re.compile(r"(?:\bimage\s*:\s*[\"']?|^\s*FROM\s+(?:--\S+\s+)*|\b(?:docker|podman)\s+(?:run|pull|push|tag|create)\s+"
                           r"(?:-{1,2}[\w\-]+(?:[ =][^\s\-]\S*)?\s+)*)(?:[\w.\-]+(?::\d+)?/)*$", re.IGNORECASE)
_IMAGE_TAG = re.compile(r"[\w][\w.\-]{0,127}")
_VERSION_TAG = re.compile(IMAGE_VERSION)  # an image's tag after its name: «свой postgres:16-bookworm»
_CONFIG_KEYS = re.compile(r"(?m)^[ \t]*(?:host|user|login|account|machine|username|from|port)[ \t]+\S+[ \t]*$")
_PGPASS_LINE = re.compile(r":\d{2,5}:[^:\s]+:[^:\s]+:")
# the words, maybe numbered one a line ("1. timber\n2. ocean …")
_SEED_LIST = re.compile(rf"(?:\s+[^\s:]{{1,20}}){{0,4}}?\s*[:\-—–]?\s*((?:(?:\d{{1,2}}[.)]\s*)?{_SEED_WORD}[\s,]+){{11,23}}"
                        rf"(?:\d{{1,2}}[.)]\s*)?{_SEED_WORD})\b")


SHAPE_HINTS = frozenset(h for rule in SHAPE_RULES for h in rule.hints)
_GATES = Gates(rule.hints for rule in SHAPE_RULES)
_PGPASS = next(i for i, rule in enumerate(SHAPE_RULES) if rule.kind == ".pgpass entry")
# rules whose every alternative starts with a word (`(?i)\b(?:login|user…)`): `re` cannot skip ahead to
# them, so they are tried only where those words start (`anchored.Alternation`) when the note's places are known


def _anchored(rule: ShapeRule) -> Alternation | None:
    """The rule as an Alternation when its alternatives that start with `\\b` all start with a lower-case word, else None;
    the others (`passcode` in the door-code rule, which matches inside a word too) are searched through the note as
    they were, so that the words no longer make `re` try the whole rule at every letter they may start with."""
    if not rule.pattern.pattern.startswith("(?i)"):
        return None
    body = rule.pattern.pattern.removeprefix("(?i)")
    bounded = [a for a in top_level_alternatives(body) if a.startswith("\\b")]
    heads = [h for a in bounded for h in starts(a)]
    if not heads or any(not h[:1].isalnum() or h != h.lower() for h in heads):
        return None
    return Alternation(body, re.IGNORECASE, bounded=True)


_ANCHORED = {i: alternation for i, rule in enumerate(SHAPE_RULES) if (alternation := _anchored(rule)) is not None}


def _core(rule: ShapeRule) -> re.Pattern[str] | None:
    """The rule's pattern from its first top-level hint on (`@…` of `(?<![\\w.+\\-])[\\w.+\\-]+@…`), when the pattern has no
    top-level alternation and starts with what `re` cannot skip ahead to: every match of the rule holds a match of this
    tail, so a note without one is passed over by a scan for the hint's literal text (`re`'s own fast path) instead of
    the whole rule being tried at every word character."""
    source = rule.pattern.pattern
    if len(top_level_alternatives(source)) != 1 or re.search(r"\\[1-9]|\(\?P=", source) or literal_start(rule.pattern):
        return None
    i = 0
    while i < len(source):
        for hint in rule.hints:
            if i > 0 and not hint[:1].isalnum() and source.startswith(hint, i) \
                    and source[i + len(hint):i + len(hint) + 1] not in ("?", "*", "{", "+"):
                core = re.compile(source[i:], rule.pattern.flags)
                return core if literal_start(core) else None
        i = skip_item(source, i)
    return None


_CORES = {i: core for i, rule in enumerate(SHAPE_RULES) if i not in _ANCHORED and (core := _core(rule)) is not None}
_DIGIT_RUNS = {i: run for i, rule in enumerate(SHAPE_RULES) if (run := digit_run(rule.pattern))}
"""rule → how many digits in a row every match of it holds (a PIN's 4, a port's 2): not there, the rule cannot match"""
_NEEDED = {i: (needed_texts(rule.pattern), texts, bool(rule.pattern.flags & re.IGNORECASE)) for i, rule in enumerate(SHAPE_RULES)
           if (texts := needed_texts(rule.pattern, ascii_note=True))}
"""rule → sets of literal texts, a text of each of which every match of it holds (`use … password` needs "word" or
"пароль" beside the hint that opened it; in a note of ASCII only, "password"; a cookie's `=`), in any note and in one of
ASCII only, and whether to look in the lower-case copy: one set without a text there, the rule cannot match"""
_DIGITS = re.compile(r"\d+")
# the note's digits as "1", all else as a space, one byte a character (text.py's charmap of ASCII, Cyrillic and common
# punctuation, none of them a digit but 0-9): a whole-note `\d+` costs `re` a try at every position
_DIGIT_BYTES = bytes(0x31 if char.isdecimal() else 0x20 for char in _BYTE_CHARS).ljust(256, b" ")


def _longest_digit_run(text: str) -> int:
    """How many digits in a row (`\\d`) the longest run of them in `text` holds."""
    try:
        encoded = codecs.charmap_encode(text, "strict", _BYTE_MAP)[0]
    except UnicodeEncodeError:
        return max(map(len, _DIGITS.findall(text)), default=0)
    return max(map(len, encoded.translate(_DIGIT_BYTES).split()), default=0)
_SEARCH = tuple(quick_start(rule.pattern) for rule in SHAPE_RULES)  # the same patterns, cheaper to search


# a classifier's code, published for all (an operation's type, a currency, a budget class): «Код вида операции — 11100»; a
# booking's number: «Ваш код записи 5821, назовите его на ресепшене»
_WHOSE_NUMBER = re.compile(r"(?i)(?<!\w)(?:код\w* (?:фирм|компани|организаци|контрагент|заказчик|поставщик|перевозчик)\w*"
                           r"|(?:заказчик|контрагент|поставщик|перевозчик)\w*\b[^\n.]{0,25}?\bкод\w*)(?!\w)")
_CLASS_CODE = re.compile(r"(?i)код\w* (?:вида|валют|операци|оквэд|окпо|кбк|октмо|тн вэд|региона|страны|товара|бюджетн|записи|брони)")
# a network service or port named before its number: "open RDP (3389)", "to open port 8443", «открыть порт 5432»
_PORT_OPENED = re.compile(r"(?i)(?<!\w)(?:rdp|ssh|smb|vnc|tcp|udp|ports?|порт\w*)[ \t]*\(?[ \t]*\d{2,5}\b")
RULED_OUT = re.compile(r"(?i)(?<!\w)(?:no|not|never|without|нет|не|без)\s+$")
"""What ends just before a code or a name that rules it out: "no 1234", "no secrets", «без паролей» (searched up to it)."""
_NONE_SAID = re.compile(r"(?i)(?<!\w)нет парол\w*|\bno password\b|\bhas no password\b")  # «у принтера нет пароля»
_DATE_ORDINAL = re.compile(r"\d{1,2}-(?:го|е|ое|м|th|st|nd|rd)")  # «уволилась 30-го»: a date, no password


def find_shaped_secret(text: str, lowered: str, present: frozenset[str] | set[str], at: Places | None = None
                       ) -> str | None:
    """The kind of the first config-shaped secret in `text` (`lowered` is its lower-case copy), or None.
    `at`: where word hints start in `lowered` (`anchored.HEADS`), if known."""
    rules = _GATES.open(present)
    if len(lowered) != len(text):
        at = None  # lower-casing moved the places: search `text` itself
    if _PGPASS not in rules and lowered.count(":") >= 4 and _PGPASS_LINE.search(lowered):
        rules = sorted([*rules, _PGPASS])  # a .pgpass line need not hold a hint
    longest = -1  # the longest run of digits in the note (found on first need)
    plain = text.isascii()
    for index in rules:
        core = _CORES.get(index)
        if core is not None and core.search(text) is None:
            continue
        needed = _NEEDED.get(index)
        if needed is not None:
            clauses, ascii_clauses, blind = needed
            hay = lowered if blind else text
            if not all(any(needed_text in hay for needed_text in texts) for texts in (ascii_clauses if plain else clauses)):
                continue  # (no sets: nothing to ask for in this note)
        needs = _DIGIT_RUNS.get(index)
        if needs is not None:
            if longest < 0:
                longest = _longest_digit_run(text)
            if longest < needs:
                continue
        rule = SHAPE_RULES[index]
        anchored = _ANCHORED.get(index) if at is not None else None
        for match in _SEARCH[index].finditer(text) if anchored is None else anchored.finditer(text, at):
            if rule.kind == "wallet seed phrase":
                words = _SEED_LIST.match(text, match.end())
                if words:
                    return rule.kind
                continue
            if rule.kind == "recovery codes":
                if (listed := _CODE_LIST.match(text, match.end())) and _codes_given(
                        text[listed.start():text.find("\n", listed.end()) if "\n" in text[listed.end():] else len(text)]) \
                        or "\n" in text and (_CODE_LINES.match(text, match.end())
                                              or (five := _FIVE_LINES.match(text, match.end())) is not None
                                              and sum(has_digit(line) for line in five.group().split("\n")[1:]) >= 3
                                              or (row := _CODE_ROW.match(text, match.end())) is not None and _codes_given(row.group(1))):
                    return rule.kind
                one = _ONE_CODE.match(text, match.end())  # "Steam Guard recovery code X4081": one code, letters and digits
                if one and has_digit(one.group(1)) and not _YEARISH.fullmatch(one.group(1)):
                    return rule.kind
                later = _ONE_CODE_LATER.match(text, match.end())  # «код восстановления на случай потери телефона — AGZJ-…»
                if later and has_digit(later.group(1)) and (any(c.isalpha() for c in later.group(1))
                                                            or _DIGIT_GROUPS.fullmatch(later.group(1))):  # («8300-7709-7213»)
                    return rule.kind
                if _CODES_BEFORE.search(text, text.rfind("\n", 0, match.start()) + 1, match.start()):
                    return rule.kind  # «297485, 445542, 891341, 104732 — резервные коды Госуслуг»: the codes, then their name
                continue
            if rule.kind == "password in a config file":
                if not _CONFIG_KEYS.search(text, max(0, match.start() - 240), match.start()) or not _password(match.group(1)):
                    continue
                return rule.kind
            if rule.kind == "login and password on a command line" and match.group(1) is not None \
                    and _MYSQL_P.search(text, max(0, text.rfind("\n", 0, match.start()) + 1), match.end()):
                continue  # `mysql -u root -p shop`: a space after -p, and then the database, not a password
            if rule.kind == "password in a URL" and _SAME_AS_USER.match(text, text.find("://", match.start())):
                continue  # `postgresql://agentik:agentik@localhost/agentik`: a local default, the password is the user's name
            if rule.kind == "login and password" and rule.hints == ("@",) and _HOSTISH.fullmatch(match.group(1).rstrip(".,;:")) \
                    and _SSH_BEFORE.search(
                    text, text.rfind("\n", 0, match.start()) + 1, match.start()):
                continue  # `ssh -J deploy@bastion.corp app-01`: the next word after an ssh login is a host or a command
            if rule.kind == "login and password" and "postgres" in rule.hints \
                    and _IMAGE_TAG.fullmatch(tag := match.group(1).rstrip(".,;:)")) \
                    and (_IMAGE_BEFORE.search(text[text.rfind("\n", 0, match.start()) + 1:match.start()])
                         or _VERSION_TAG.fullmatch(tag)):
                continue  # `image: postgres:16-alpine`, «свой postgres:16-bookworm», "uses postgres:16-alpine, pinned …": an
                #           image and its tag
            if rule.kind == ACCESS_CODE and _BAD_KIND.search(text, max(0, match.start() - 30), match.start()):
                continue  # «самый плохой пароль»: 123456 — the worst kind's example, not his code
            if rule.kind == ACCESS_CODE and _CALLED_A_NUMBER.match(text, match.end()):
                continue  # ««Код клиники» — 00317, это номер контрагента»: the code a number that names someone, said so
            if rule.kind == ACCESS_CODE and _DEFAULT_KIND.search(text, max(0, match.start() - 30), match.start()) \
                    and _TRIVIAL_CODE.search(text, match.start(), match.end() + 60):
                continue  # «Стандартный PIN Рутокена из инструкции — 12345678»: the maker's default, printed in its manual
            if rule.kind == ACCESS_CODE and _WHOSE_NUMBER.search(text, max(0, match.start() - 40), match.start() + 12):
                continue  # «Код фирмы на АТИ: 092583», «Заказчик «СеверЛес» — код 256407»: a company's number on an exchange
            if rule.kind == ACCESS_CODE and _CLASS_CODE.match(text, match.start()):
                continue  # «Код вида операции при оплате импорта — 11100», «коды валют»: a classifier's published code
            if rule.kind == ACCESS_CODE and _PORT_OPENED.search(text, match.start(), match.end() + 16):
                continue  # "wanted to open RDP (3389) for the auditor": a network port opened, not a door's code
            if rule.kind == ACCESS_CODE and match.lastindex and RULED_OUT.search(text, max(0, match.start(1) - 8), match.start(1)):
                continue  # "a new PIN — no birthdays, no 1234, no repeats": a code ruled out, no code given
            if rule.kind == ACCESS_CODE and game_world(text):
                continue  # "the vault puzzle code is 4-7-1-9, told by the ghost NPC": a game's code, for its players to find
            if rule.kind == ACCESS_CODE and match.lastindex is None:
                if _CODE_DIGITS.match(text, match.end()) or ":" in text and _CODE_AFTER_PLACE.match(text, match.end()):
                    return rule.kind
                continue
            if rule.kind == "password given in prose" and rule.check is None:
                if (_quoted_password(text, match.end()) if match.group().lower().startswith(("passw", "парол")) and
                        rule.hints == _QUOTED_HINTS else _sentence_password(text, match)):
                    return rule.kind
                continue
            if rule.kind == "password in code" and rule.check is None:
                name, default = match.group(1), match.group(2)
                named = bool(_SECRET_NAME.search(name)) or bool(_SECRET_NAME.search(match.group()[:match.start(1) - match.start()]))
                if named and _password(default) and looks_like_password(default) and not default.startswith(("http", "localhost")):
                    return rule.kind
                continue
            if rule.kind == "password given in prose" and (_NOT_REAL.search(text, match.end(), match.end() + 120)
                                                           or children_play(text)):
                continue  # «паролем «correct horse battery staple» — шутка из xkcd, не чей-то настоящий пароль»
            groups = [g for g in match.groups() if g is not None]
            value = groups[0] if groups else match.group()
            if rule.check is _one_word and value.islower() and _CONDITION.search(
                    text, max((m.end() for m in _SENTENCE_MARK.finditer(text, 0, match.start())), default=0), match.start()):
                continue  # «если я пришлю пароль — напомни»: what to do then, not the password
            if rule.kind == "password given in prose" and _NONE_SAID.search(text, max(0, match.start() - 8), match.start() + 16):
                continue  # «У принтера нет пароля — просто завис»: no password, said so
            if rule.kind == "login and password" and _DATE_ORDINAL.fullmatch(value.rstrip(".,;:")):
                continue  # «доступ … — уволилась 30-го»: a date's ordinal after a verb, no login and password
            if rule.check is None or rule.check(value):
                return rule.kind
    return None
