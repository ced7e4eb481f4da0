"""Secrets people write down for an account without the word "password": the pair, the answer, the code, the key.

- a login and its password with a slash between ("Steam сына: denis_pro2011 / Denchik2011!!", "Netflix: anna@… /
  Popcorn#Friday", «гостевая Vektor_Guest / guest2024vektor»): the second half made up as a password is (letters with
  digits or a symbol), not a version, a model, a region or a path ("gpt-4o / gpt-4o-mini", "eu-west-1 / us-east-2");
- a made-up password right after a label's colon or dash («Госуслуги тёщи: Tamara_1958!gos», "root на сервере —
  Srv!2023pwd"): letters, digits and a symbol inside, as no word, name or number is written; letters and digits after
  what it opens, the word password left out («у меня от айклауда: Skazka2019!», «как от почты — Marusya12»); a
  password spelt out and said again whole («… цифры 5582, короче MN5582»), or described and then given after the
  line's last colon ("password = dog's name + year we got him: Rex2015"), or a passphrase quoted after its name; a
  password or a code asked for on one line of a chat and given on the next («какой пин у новой карты?\nЯ: 7316»), or
  given with a remark after it («Лена: *G67VcQpC только не меняй его»: then mixed case, made up as a password is); a
  password written as hex in a note that says so;
- the answer to a security question («секретный вопрос «любимое блюдо» — ответ: пельмени», "Security answers: first pet
  = Biscuit"), the questions named and each quoted with its answer («Секретные вопросы: «Кличка собаки» — Тузик, …»)
  and a bank's memorable word ("memorable word: Marigold"), not "the answer is in 1Password";
- a door's code dialled after the intercom's key («домофон: набрать 27, потом ключик и 4518»), a code in transliterated
  Russian ("kod ot domofona 26K0514"), a safe locked on a number («сейф закрыла на 1986»);
- a key handed to an SDK's client as its first argument (`cohere.ClientV2("<key>")`), a JSON Web Key with its private
  part (`"d": …`), base64 of an id and its secret (GigaChat's authorization key, `base64(client_id:secret)`), a key of
  24+ digits after its name (Signal's and WhatsApp's backup keys, once `asides` joined their groups), a 2FA app's key
  typed in by hand ("Authy manual entry key: K5QW E3RT Y7UI O2PA", joined by `asides`); a Telegram client's session
  string (300+ random base64url characters in a note that says session: the account itself); a key named by its
  adjective alone in a note about keys («ключи Kraken: публичный …, приватный …»); an activation or licence key of four
  groups of five after the words that name it («Код активации Kaspersky …: XXXXX-XXXXX-XXXXX-XXXXX»), not an order's,
  a ticket's or an id's.

Each rule is gated by cheap literal tests before its regex runs.
"""

from __future__ import annotations

import re

from .kinds import ACCESS_CODE, PASSWORD, SECRET
from .named import _MANAGER_NAMES, _SSID_SHAPED, HASH_SCHEMES, _generated
from .passphrase import _NOT_IN_A_PASSPHRASE
from .quickstart import quick_start
from .text import base64_text, children_play, decoded_shown, has_alpha, has_digit, is_placeholder, is_uuid, looks_random

PAIR = "login and password"
ANSWER = "security question answer"
CODE = ACCESS_CODE
JWK = "private key (JWK)"
TOTP = "TOTP seed"

_TRAIL = ".,;:!?)]»\"'"
_VERSION_IN = re.compile(r"\d\.\d")
# gpt-4o-mini, us-east-2, release_2024: a model's, a region's, a branch's name (not "mts_parol55": a word joined to a
# made-up word)
_NAME_YEAR = re.compile(r"[A-ZА-ЯЁ][a-zа-яё]+[_.\-]?\d{2,4}")  # Petya_2015: a name and a year
_AT_HOST_ONLY = re.compile(r"[\w.\-]+@[\w.\-]+")  # an address, not a password
_KEBAB = re.compile(r"[a-z]+(?:-[a-z0-9]+)+|[a-z]+(?:_[a-z0-9]+)*_\d+(?:_[a-z0-9]+)*")
_CODE_OPS = re.compile(r"!=|==|&&|\|\||\*\*|\+\+|::|->|=>")
_ISSUE_REF = re.compile(r"[\w.\-]+#\d{1,6}")  # repo#42, fix#123: an issue's reference; anna.k#1234: a Discord tag

# --- a login and its password: "login / password"
# (the login may be a phone number written with spaces: "Госуслуги: 8 926 555 44 33 / <pw>")
_PAIR = re.compile(r"(?<![\w.@/\-])(\+?\d[\d \-()]{8,18}\d|[^\W_][\w.@+\-]{1,59})[ \t]+(?://?|[🔒🔑🔐]\ufe0f?)[ \t]+"
                   r"([^\s/,;]{4,40})(?=$|[\s,;])")  # (a lock between them: "tanya.m@icloud.com 🔒 Tanya_1990!")


def _login(value: str) -> bool:
    digits = sum(c.isdigit() for c in value)
    if not has_alpha(value):  # a phone number as the login: 10-15 digits
        return 10 <= digits <= 15 and digits >= len(value) - 6
    return not _VERSION_IN.search(value) and not value.startswith("#")


_SHORT_COMMIT = re.compile(r"(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{7,12}")


def _pair_password(value: str, login: str) -> bool:
    """The second half of "login / password": made up as a password is, not a name, a version, a model or a path."""
    if value.startswith(("#", "@", "http", "www.")) or "\\" in value or _VERSION_IN.search(value) or is_placeholder(value) \
            or _CODE_OPS.search(value) or _SHORT_COMMIT.fullmatch(value):
        return False  # (nor a commit's short id: "fix: webhook idempotency / 5be02d4 feat: refunds")
    if not any(c.islower() for c in value):
        # capitals and digits only after an administrator's login: "HomagAdmin / EX110509" (not a model: "RTX4090")
        return "admin" in login.lower() and len(value) >= 8 and _CAPS_AND_DIGITS.fullmatch(value) is not None
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    symbols = [c for c in value if not c.isalnum()]
    if any(c not in "-._@" for c in symbols):  # "Popcorn#Friday", "34fp#5K!nV" (not "recall@10", a metric)
        return letters >= 3 and len(value) >= 6 and (digits > 0 or value != value.lower())
    if not digits and not symbols and login.lower() in _ADMIN_LOGINS and len(value) >= 8 and value[1:] != value[1:].lower() \
            and not _CAMEL_WORDS.fullmatch(value):
        return True  # a router's generated letters after its administrator's login: "admin / pujPscnE"
    if _KEBAB.fullmatch(value) or letters < 3 or not digits:
        return False
    # letters and digits: 3+ digits ("Shkola2024", "guest2024vektor"), 2 in words joined by "_" after a login with a digit,
    # a dot or an @ ("9161234567 / mts_parol55", not the branches "main / feature_x12"), or capitals inside a long one
    # ("iLoveMax7", not "IPv6")
    return digits >= 3 or "_" in value and digits >= 2 and (has_digit(login) or "." in login or "@" in login) \
        or len(value) >= 8 and value[1:] != value[1:].lower()


_CAPS_AND_DIGITS = re.compile(r"(?=(?:\D*\d){4})(?=(?:[^A-Z]*[A-Z]){2})[A-Z0-9]+")
_ADMIN_LOGINS = frozenset(("admin", "administrator", "root", "админ"))  # an administrator's account (`_PAIR_AND` too)
_ADMIN = "|".join(sorted(_ADMIN_LOGINS, key=len, reverse=True))
_CAMEL_WORDS = re.compile(r"[A-Za-z][a-z]+(?:[A-Z][a-z]+)+")  # "AdminPanel", "SuperUser": words run together, a name


# the pair joined by "и" / "and": «от почты бабушки galina.petrovna1949 и Galya49!», «admin и Rt_Home_2022»; the login then
# has a dot, "_" or "@", or is an administrator's account
_PAIR_AND = re.compile(rf"(?<![\w.@/\-])((?=[\w.+\-]*[._@])[^\W_][\w.@+\-]{{2,59}}|{_ADMIN})[ \t]+(?:и|and)[ \t]+"
                       r"([^\s/,;]{6,40})(?=$|[\s,;])", re.IGNORECASE)
# what every match of it holds, from where `re` can skip to: the login's first dot, "_" or "@" (not its first character)
# and the rest of it (58 characters at most), or an administrator's account, then "и"/"and" and the password; _PAIR_AND
# itself starts at every word
_PAIR_AND_CORE = re.compile(r"[._@][\w.@+\-]{0,58}[ \t]+(?:и|and)[ \t]+[^\s/,;]{6,40}(?=$|[\s,;])", re.IGNORECASE)
_PAIR_AND_ADMIN = re.compile(rf"(?:{_ADMIN})[ \t]+(?:и|and)[ \t]+[^\s/,;]{{6,40}}(?=$|[\s,;])", re.IGNORECASE)


# the pair joined by a dash, a middle dot or a bar: the login then has a dot, "_", "-" or "@" («romank-spb — 5wJN7jk0QHD»,
# "chloe.harper92@gmail.com — magpie1992?") or is an administrator's account, and the password holds a digit
_PAIR_DASH = re.compile(rf"(?<![\w.@/\-])((?=[\w.+\-]*[._@\-])[^\W_][\w.@+\-]{{2,59}}|{_ADMIN})[ \t]+[—–·|][ \t]+"
                        r"([^\s/,;]{6,40})(?=$|[\s,;])", re.IGNORECASE | re.MULTILINE)
_PAIR_DASH_MARKS = ("—", "–", "·", "|")
_MAC = re.compile(r"(?i)[0-9a-f]{2}(?:[:\-][0-9a-f]{2}){5}")


# … or an e-mail login, then a comma, "::", ";" or a bar, and a made-up password that ends the clause ("for the record:
# kwame.asante@icloud.com, ixkiu421TW.", "admin@zarinasmm.kz :: lNg6FG-rX!BbP&e3")
_PAIR_MAIL = re.compile(r"(?<![\w.@])[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+[ \t]*(?:,|::|;|\|)[ \t]*([^\s,;]{8,40}?)[.,;)]?(?=[ \t]*(?:$|[\n(]))",
                        re.MULTILINE)


def _mail_pair(text: str) -> bool:
    for found in _PAIR_MAIL.finditer(text):
        password = found.group(1)
        if has_digit(password) and sum(c.isalpha() for c in password) >= 3 and password != password.lower() \
                and password != password.upper() and not _AT_HOST_ONLY.fullmatch(password) and not is_placeholder(password) \
                and not _VERSION_IN.search(password) and "://" not in password:
            return True
    return False


def _dash_pair(text: str) -> bool:
    for found in _PAIR_DASH.finditer(text):
        login, password = found.group(1), found.group(2).rstrip(".,;:)]»\"'")
        if _login(login) and not _AT_HOST_ONLY.fullmatch(password) and has_digit(password) \
                and _pair_password(password, login) and not _NAME_YEAR.fullmatch(password) and not _KEBAB.fullmatch(password) \
                and not _MAC.fullmatch(password):
            return True  # (not a host and its MAC address: "k8s-w16 — 3c:ec:ef:4a:12:b0")
    return False


def _find_pair(text: str) -> str | None:
    if (" и " in text or " and " in text) and (_PAIR_AND_CORE.search(text) or _PAIR_AND_ADMIN.search(text)):
        for found in _PAIR_AND.finditer(text):
            login, password = found.group(1), found.group(2).rstrip(".,;:)]»\"'")
            if not _AT_HOST_ONLY.fullmatch(password) and _pair_password(password, login) and (
                    _made_up(password) or password != password.lower() and password != password.upper() and has_digit(password)
                    and not _NAME_YEAR.fullmatch(password)):
                return PAIR  # (a password made up, not a name and a year: «поеду с anna.k и Petya_2015»)
    if any(mark in text for mark in _PAIR_DASH_MARKS) and _dash_pair(text) or "@" in text and _mail_pair(text):
        return PAIR
    for found in _PAIR.finditer(text):
        login, password = found.group(1), found.group(2).rstrip(".,;:)]»\"'")  # (keeps a closing "!": "Rainbow77!")
        if text[max(0, found.start() - 3):found.start()].rstrip().endswith("/") or text.startswith(" /", found.end()):
            continue  # "a / b / c": a list of choices, not a pair
        if password.lower() in _MANAGER_NAMES:
            continue  # "Passwords are in the Eero app / 1Password": where they are kept, two places
        if _login(login) and _pair_password(password, login):
            return PAIR
    return None


# --- a made-up password right after a label: "Госуслуги тёщи: Tamara_1958!gos", "root на сервере — Srv!2023pwd"
_SYMBOL = re.compile(r"[!#$%^&*?~]")
_SYMBOLS = frozenset("!#$%^&*?~")
_VALUE_HERE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.!#$%^&*?~+=\-]{5,39}(?=$|[\s,;)\"'»”])")
_NUMBERING = re.compile(r"[\-_/.]#{3,}$")
# "… is still …" after an administrator's account: "root on the old test VM (epr-tst-04) is still Harewood*62mqs6"
_COPULA_BEFORE = re.compile(r"(?:\b(?:is|was|remains|stays)|(?<!\w)(?:теперь|остался|остаётся|всё ещё|до сих пор))(?: still| now| again)?"
                            r"[ \t]+[\"'«“]?$")
_ADMIN_BEFORE = re.compile(r"(?i)(?:\b(?:root|admin|administrator|superuser)|(?<!\w)(?:рут|админ)\w*)\b")
_LABEL_BEFORE = re.compile(r"(?:[^\s:]:|[ \t][—–]|[ \t]-)[ \t]+[\"'«“]?$")  # "…тёщи: ", "… — ", then maybe a quote


_URL_ESCAPE = re.compile(r"%[0-9A-F]{2}")


def _made_up(value: str) -> bool:
    """Letters (3+), digits and a symbol of !#$%^&*?~ inside it (or two at its end: "Denchik2011!!")."""
    value = value.rstrip(".,")
    if _NUMBERING.search(value):
        return False  # "INV-PRIM-2024-###": a numbering's template, its running number still to come
    if sum(c.isalpha() for c in value) < 3 or not has_digit(value) or _CODE_OPS.search(value) or _ISSUE_REF.fullmatch(value) \
            or _VERSION_IN.search(value) or is_placeholder(value):
        return False
    body = _URL_ESCAPE.sub("", value.rstrip("!?"))  # (a URL's escapes are no symbols: "mobile%2Fandroid")
    return any(c in _SYMBOLS for c in body) or len(value) - len(value.rstrip("!?")) >= 2


def _find_after_label(text: str) -> str | None:
    """Found from each symbol of !#$%^&*?~ (rare in prose but for its ends of sentences): the word it stands in, when
    that word is made up and follows a label's colon or dash."""
    after = -1
    for symbol in _SYMBOL.finditer(text):
        at = symbol.start()
        if at < after or text[at] in "!?" and text[at - 1:at] not in "!?" and (at + 1 == len(text) or text[at + 1] in " \t\n"):
            continue  # a sentence's end ("… done! ", "… why?"), not a password's symbol
        start = max(text.rfind(" ", 0, at), text.rfind("\t", 0, at), text.rfind("\n", 0, at)) + 1
        while start < at and text[start] in "\"'«“":
            start += 1
        found = _VALUE_HERE.match(text, start)
        after = found.end() if found is not None else at + 1
        if found is not None and found.end() > at and _made_up(found.group()) \
                and (_LABEL_BEFORE.search(text, max(0, start - 8), start)
                     or _COPULA_BEFORE.search(text, max(0, start - 24), start)
                     and _ADMIN_BEFORE.search(text, max(0, start - 100), start)):
            return PASSWORD
    return None


# --- a made-up value after an account that has no user name of its own to write down: «Госуслуги: Vesna_1987ekb», "Wi-Fi дома —
# Dacha_2019net", "Сбер онлайн: Kotik_77Ekb" (the login there is a phone, an e-mail or a card: what follows is the password)
_NAMELESS_ACCOUNT = re.compile(
    r"(?im)^[ \t>*\-]*(?:госуслуг\w*|gosuslugi|сбер\w*|sber\w*|тинькофф\w*|т-банк\w*|альфа-?банк\w*|втб|банк\w*|bank|online banking|"
    r"почт[аы]|e-?mail|gmail|яндекс(?:[ .]?почта)?|yandex|mail\.ru|icloud|apple id|outlook|wi-?fi|вай-?фай|роутер\w*|router|"
    r"ноутбук\w*|laptop|компьютер\w*|пк|windows|личн\w+ кабинет\w*|лк|налогов\w+|nalog\w*|1[сc])"
    r"(?:[ \t]+[^\s:—–]{1,20}){0,2}[ \t]*(?::|—|–)[ \t]*[\"'«“]?([A-Za-z][A-Za-z0-9_.\-]{7,39})[\"'»”]?[ \t.]*$")




def _find_for_account(text: str) -> str | None:
    """A value with capitals, small letters, digits and a "_" inside, as people make a password up (not a product's or a
    network's name: "MyOffice2024", "Keenetic-5G"), alone after such an account's name."""
    for found in _NAMELESS_ACCOUNT.finditer(text):
        value = found.group(1).rstrip(".")
        if any(c.isupper() for c in value) and any(c.islower() for c in value) and has_digit(value) \
                and "_" in value and not _SSID_SHAPED.fullmatch(value) \
                and not _VERSION_IN.search(value) and not _numbered_thing(value) and not is_placeholder(value):
            return PASSWORD
    return None


# --- a password given "from" what it opens, the word password left out: «у меня от айклауда: Skazka2019!», «такой же как
# от почты — Marusya12», "ot pochty: Zhenya1990"
_FROM_WHAT = re.compile(r"(?:от|ot)[ \t]+[^\s:—–,.;]{2,20}(?:[ \t]+[^\s:—–,.;]{1,20}){0,2}[ \t]*(?::|—|–)[ \t]*[\"'«“]?"
                        r"([A-Za-z][A-Za-z0-9_.!#$%&*?~\-]{5,23})(?=$|[\s,;)\"'»”])")  # (typed by hand: not a wallet's address)


# a word that, with a number after it, names a thing rather than makes a password ("error42", "user123", "build17")
_NUMBERED_THINGS = frozenset("""error err errno user test id build ticket order item node host server page step version release
case room code sku inc req request job task issue bug pr run batch port vm pod worker shard replica line row col file
v ver rev status http""".split())
_LEADING_LETTERS = re.compile(r"[A-Za-z]+")


def _numbered_thing(value: str) -> bool:
    """"error42", "PR4412", "build17": a word that names a thing, then its number."""
    letters = _LEADING_LETTERS.match(value)
    return letters is not None and letters.group().lower() in _NUMBERED_THINGS


def _from_what(value: str) -> bool:
    """Letters (3+) and digits (2+) as people make a password up, not a version, a model's name, a URL's host or a
    numbered thing ("ответ от API: error42")."""
    value = value.rstrip(".,!?")
    if _numbered_thing(value):
        return False
    return sum(c.isalpha() for c in value) >= 3 and sum(c.isdigit() for c in value) >= 2 and not _VERSION_IN.search(value) \
        and not _KEBAB.fullmatch(value) and not value.lower().startswith(("http", "www")) and not is_placeholder(value) \
        and not (value.isupper() or value.isdigit())


def _find_from_what(text: str) -> str | None:
    for found in _FROM_WHAT.finditer(text):
        if found.start() > 0 and text[found.start() - 1].isalnum():
            continue  # «пот», «сот»: inside a word
        if _from_what(found.group(1)):
            return PASSWORD
    return None


# --- a password spelt out and then said again whole: «… буквы эм эн большие, потом цифры 5582, короче MN5582», "… то есть
# KOSHKA2015", "… i.e. Lotus8817"
_RESTATED = re.compile(r"(?i)(?:короче|то есть|т\.[ \t]?е\.|итого|в итоге|in short|i\.e\.|so it'?s|\bso|that is|basically)[ \t]*[:,—–\-]?"
                       r"[ \t]*[\"'«“]?([A-Za-z0-9][A-Za-z0-9_.!#$%&*?~@\-]{3,39})[\"'»”]?(?=[ \t]*(?:$|[.!;\n]|\())")  # (ending it)
_RESTATED_HINTS = ("короче", "то есть", "т.е", "т. е", "итого", "в итоге", "in short", "i.e.", "so ", "that is", "basically")
_PASSWORD_WORDS = ("парол", "password", "pass", "pw", "код", "code", "pin", "пин")


def _find_restated(lowered: str, text: str) -> str | None:
    for found in _RESTATED.finditer(text):
        value = found.group(1).rstrip(".,!?")
        if value.isdigit():  # "the code is grandma's birthday then 7, so it's 19537"
            if 4 <= len(value) <= 8 and any(word in lowered for word in ("код", "code", "pin", "пин")) \
                    and not (len(value) == 4 and value[:2] in ("19", "20") and found.group()[:2].lower() == "so"):
                return CODE
            continue
        if len(value) >= 6 and sum(c.isalpha() for c in value) >= 2 and sum(c.isdigit() for c in value) >= 2 \
                and not _VERSION_IN.search(value) and not (value.isupper() and found.group()[:2].lower() == "so") \
                and not _numbered_thing(value) \
                and not _KEBAB.fullmatch(value) and not is_placeholder(value):
            return PASSWORD
    return None


# --- a password described, then given after the line's last colon: "password = dog's name + year we got him: Rex2015",
# «пароль как обычно, только с 2024 в конце: Solnce2024»
_DESCRIBED = re.compile(r"(?i)(?:парол\w*|password|passwd|pass|pw|пасс)\b[^\n]{0,80}:[ \t]*[\"'«“]?"
                        r"([A-Za-z][A-Za-z0-9_.!#$%&*?~\-]{4,23})[\"'»”]?[ \t]*[.!]?[ \t]*(?:\n|$)")


_MONTH_YEAR = re.compile(r"(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\d{2,4}")


def _described(value: str) -> bool:
    """Letters (3+) and digits (2+), capitalised, with a symbol, 3+ digits or words joined by "_" (not "web01", a host)."""
    value = value.rstrip(".,")
    if _MONTH_YEAR.fullmatch(value.rstrip("!?")):
        return False  # "password expires on: Mar2025"
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    if letters < 3 or digits < 2 or _VERSION_IN.search(value) or _KEBAB.fullmatch(value) or _numbered_thing(value) \
            or is_placeholder(value) or value.isupper():
        return False
    return value[0].isupper() or digits >= 3 or "_" in value or any(c in _SYMBOLS for c in value)


def _find_described(text: str) -> str | None:
    for found in _DESCRIBED.finditer(text):
        if _described(found.group(1)) and found.group(1).lower() not in HASH_SCHEMES:  # not "password algorithm: pbkdf2_sha256"
            return PASSWORD
    return None


# --- a passphrase quoted after its name: 'passphrase for the backup drive: "the moon is made of cheese 1987"', 'master
# password is now "Warszawa Wschodnia 7:42 peron 2"', «пароль теперь «…»» (quotes
# mark the literal words, prose or not); not a hint, a prompt, a rule or an error message quoted
_QUOTED_PHRASE = re.compile(r"(?i)(?:passphrase|pass phrase|password|passwd|парольн\w* фраз\w*|парол\w*)"
                            r"([^\n\"«“:]{0,40})(?::|—|–|\bis(?: now)?\b|\bwas changed to\b|\bchanged to\b|\bэто\b|"
                            r"(?<!\w)теперь(?!\w)|(?<!\w)сменил\w* на(?!\w))[ \t]*(?:[\"«“]([^\"»”\n]{8,80})[\"»”]"
                            r"|['‘]([^'‘’\n]{8,80})['’](?=$|[\s.,;:!?)]))")  # (or in single quotes: "verbal password is 'puffin rock 93'")
_NOT_THE_PHRASE = re.compile(r"(?i)hint|polic|rule|requirement|format|example|prompt|message|error|warning|says|reads|joke|"
                             r"подсказк|политик|правил|требовани|пример|сообщени|ошибк|пишет|написано|шутк|прикол")


# (and a message's greeting: «… пароли по почте: «Пожалуйста, используйте ссылку …»»)
_TOLD_INSTEAD = frozenset("""не нет ни спроси спросить узнай узнать смотри посмотри глянь позвони напиши найди см лежит записан
записано там тут в на у ask see check call text look find its it's in on at stored saved kept same never not no none
unknown secret private пожалуйста please здравствуйте hello hi dear уважаемый уважаемые добрый""".split())


# between the name and the quote, a sentence ends: «… «пароль». На уроке учим фразу: «…»» quotes something else
_NEW_SENTENCE = re.compile(r"[.!?»][ \t]+[^\W\d_]")
# a reply about passwords quoted, not one: «Пароли в чате не пишу, подойдите ко мне …», "I never send passwords, …"
_A_REPLY = re.compile(r"(?i)(?<!\w)(?:парол\w*|passwords?)(?!\w)[^\n]{0,40}?(?<!\w)(?:не|never|not|don'?t)(?!\w)"
                      r"|(?<!\w)(?:не|never|not|don'?t)(?!\w)[^\n]{0,40}?(?<!\w)(?:парол\w*|passwords?)(?!\w)")

# a sentence in the quote that speaks of the password itself: «Отправил пароль СМС на ваш номер» (a reply that tells where it went)
_SPEAKS_OF_IT = re.compile(r"(?i)(?<!\w)(?:парол[ьяеюи]\w*|passwords?)(?!\w)")


# the quote says which password manager keeps it: «он в 1Password, я тебе расшарил», "it's in Bitwarden"
_IN_MANAGER = re.compile(r"(?i)(?<!\w)(?:в|во|из|in|from)\s+(?:" + "|".join(sorted(_MANAGER_NAMES, key=len, reverse=True)) + r")(?!\w)")


def _find_quoted_phrase(text: str) -> str | None:
    for found in _QUOTED_PHRASE.finditer(text):
        phrase = (found.group(2) or found.group(3)).strip()
        words = phrase.split()
        if _NOT_THE_PHRASE.search(found.group(1)) or is_placeholder(phrase) or phrase.startswith(("<", "{", "$")) \
                or words[0].lower().strip(",.!") in _TOLD_INSTEAD or _NEW_SENTENCE.search(found.group(1)) \
                or _A_REPLY.search(phrase) or _IN_MANAGER.search(phrase) \
                or len(words) >= 4 and _SPEAKS_OF_IT.search(phrase):
            continue  # («Пароль: «не скажу, даже не проси»», «— «спроси у администратора»»: told where or not, not given)
        if len(words) >= 4 and found.group(3) is None or len(words) >= 2 and has_digit(phrase) and has_alpha(phrase):
            return PASSWORD  # (in single quotes, a phrase with a number: prose quotes words so too, "is 'the same as always'")
    return None


# --- asked on one line of a chat, answered on the next: «Папа: а какой пин у новой карты?\nЯ: 7316», "Mom: what's the
# netflix password\nMe: Binge_Watch88", «Лена: какой код?\nМарина: 151958 и решётка», "[10:42] priya: what's the plaid dev
# secret again?\n[10:43] me: 3b195aca…" (a key, a token or a secret asked for: the answer a generated run)
_PASSWORD_ASK = r"парол|пасс|password|passcode|\bpass\b|\bpw\b"
_KEY_ASK = r"\bsecret|\bapi[ _-]?key|\bkey\b|\btokens?\b|(?<!\w)(?:ключ|токен|секрет)"
_ASKED_WORD = rf"(?:{_PASSWORD_ASK}|\bпин|\bpin\b|\bкод|\bcode\b|{_KEY_ASK})"
_ASKED = re.compile(rf"(?i){_ASKED_WORD}[^\n]*(?:\?|напомни|скинь|пришли|дай|send|tell me|remind)"
                    rf"|(?:какой|какая|what'?s|what is|скинь|напомни|send)[^\n]{{0,40}}{_ASKED_WORD}[^\n]*")
_KEY_ASKED = re.compile("(?i)" + _KEY_ASK)
_PASSWORD_ASKED = re.compile("(?i)" + _PASSWORD_ASK)
_KEY_ASKED_WORDS = ("secret", "api", "key", "token", "ключ", "токен", "секрет")
# the answer: its value alone, or a remark after a stop, or the next part of it after "и", "and", "then" ("151958 и решётка")
_ANSWER_LINE = re.compile(r"[ \t]*(?:\[[^\]\n]{1,30}\][ \t]*)*(?:<[^>\n]{1,20}>|[^\s:]{1,20}(?:[ \t][^\s:]{1,20})?:|[—–\-])?[ \t]*"
                          r"(\d(?: \d){3,7}|[^\s,;]{4,40})[ \t]*(?:[,;.!][^\n]{0,30}|[ \t]+(?:и|and|or|или|then|потом)[ \t][^\n]{0,60})?"
                          r"[ \t]*(?:\n|$)")
# the answer with a remark after it and no comma («Лена: *G67VcQpC только не меняй его»): words after any first word are
# what people say, so the value must be made up as a password is and mix capitals and small letters
_ANSWER_REMARK = re.compile(_ANSWER_LINE.pattern.split("(\\d(?: \\d)")[0] + r"([^\s,;]{8,40})[ \t]+[^\n]{1,80}(?:\n|$)")


def _find_answered(text: str) -> str | None:
    for asked in _ASKED.finditer(text):
        line_end = text.find("\n", asked.end())
        if line_end < 0:
            return None
        answer = _ANSWER_LINE.match(text, line_end + 1)
        if answer is None:
            remark = _ANSWER_REMARK.match(text, line_end + 1)
            if remark is not None and not _NOT_A_SECRET_CODE.search(text, text.rfind("\n", 0, asked.start()) + 1, line_end):
                value = remark.group(1).rstrip(".,!")
                if any(c.isupper() for c in value) and any(c.islower() for c in value) and _said_password(value):
                    return PASSWORD
            continue
        if _NOT_A_SECRET_CODE.search(text, text.rfind("\n", 0, asked.start()) + 1, line_end):
            continue
        value = answer.group(1).replace(" ", "").rstrip(".,!")
        code = _CODE_WORD.search(asked.group()) is not None
        if not code and _PASSWORD_ASKED.search(asked.group()) is None and _KEY_ASKED.search(asked.group()):
            if looks_random(value, 16):
                return SECRET  # a key asked for, a generated run given ("it's in 1Password" gives none)
            continue
        if code and (value.rstrip("#*").isdigit() and 4 <= len(value.rstrip("#*")) <= 8 or _DOOR_CODE.fullmatch(value)):
            return CODE
        if not value.isupper() and _said_password(value):
            return PASSWORD
    return None


_CODE_WORD = re.compile(r"(?i)пин|pin|код|code")
_DOOR_CODE = re.compile(r"\d{1,4}[#*КкKkВвBb]\d{3,6}")  # «45К1290»: an intercom's code
# a code no one keeps secret ("what's the promo code?", «какой код ошибки?», "what code did the build fail with?"), or a
# question about what a password should be like, not which it is ("how long should the password be?")
_NOT_A_SECRET_CODE = re.compile(r"(?i)promo|discount|coupon|voucher|error|review|freeze|policy|postal|zip|country|area|build|"
                                r"fail|exit|status|http|response|промо|скидк|купон|ошибк|политик|индекс|почтов|товар|заказ|"
                                r"order|tracking|трек|сборк|how (?:long|many|often|strong)|сколько|длин|length|should|must|"
                                r"нужен|должен|requirement|требовани")


def _said_password(value: str) -> bool:
    """An answer made up as a password is: letters and 2+ digits, or letters, a digit and a symbol; not a time or a word."""
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    return value.isascii() and letters >= 3 and (digits >= 2 or digits and not value.isalnum()) and not _VERSION_IN.search(value) \
        and not _KEBAB.fullmatch(value) and not _numbered_thing(value) and not is_placeholder(value) \
        and not value.lower().startswith(("http", "www"))


# --- a password hidden as hex: "password hex-encoded so it isn't plain: 5665736e61…" (it decodes to the password)
_HEX_RUN = re.compile(r"(?<![0-9A-Za-z])((?:[0-9a-fA-F]{2}){4,64})(?![0-9A-Za-z])")


def _find_hexed(text: str) -> str | None:
    for found in _HEX_RUN.finditer(text):
        try:
            decoded = bytes.fromhex(found.group(1)).decode("ascii")
        except (ValueError, UnicodeDecodeError):
            continue
        if decoded.isprintable() and " " not in decoded and _said_password(decoded):
            return PASSWORD
    return None


# --- the answer to a security question, a bank's memorable word
# (after a word that says the answer is written there: «— там указано: Ларионова», "— it says: Doyle")
_VALUE = r"(?:[ \t]*(?:там|тут|it|there)?[ \t]*(?:указан[оа]?|записан[оа]?|написан[оа]?|стоит|says|reads)[ \t]*:)?" \
         r"[ \t]*[\"'«“]?([^\s\"'«»“”,;.]{2,30}(?:[ \t]+[^\s\"'«»“”,;.:=]{1,30}){0,3})"
# the question named, a short clause before what the note says of its answer
_QUESTION = r"(?:(?:секретн|контрольн|тайн)\w* вопрос\w*|вопрос\w* безопасности|security question\w*|secret question\w*)[^\n]{0,60}?"
_ANSWER = re.compile(
    r"(?i)(?:(?:секретн|контрольн|тайн)\w* вопрос\w*|security question\w*|secret question\w*)[^\n]{0,60}?"
    r"\b(?:ответ\w*|answer(?:ed)?)\b[ \t]*(?:[:=—–]|-[ \t]|\bis\b|\bэто\b)" + _VALUE +
    r"|(?:ответ\w* на (?:секретн|контрольн|тайн)\w* вопрос\w*|answer to (?:my |the |our |her |his )?(?:security|secret) question)"
    r"[^\n:=—–]{0,40}?[ \t]*(?:[:=—–]|-[ \t]|\bis\b|\bэто\b)" + _VALUE +
    r"|(?:security answers?|secret answers?|ответы? на (?:секретн|контрольн)\w* вопрос\w*)[^\n:]{0,40}:[ \t]*[^\n=:—–]{2,40}?"
    r"[ \t]*(?:=|:|—|–|\bis\b)" + _VALUE +
    r"|\b(?:memorable (?:word|information|phrase)|secret word|секретное слово)\b[ \t]*(?:[:=—–]|-[ \t]|\bis\b|\bэто\b)" + _VALUE +
    # the answer labelled once, what it is for and its question in brackets between: "Security answer for the bank (name of
    # first school): Ysgol Penybanc"
    r"|\b(?:security|secret) answers?\b(?: (?:for|to|at) [^\n:()]{1,30}?)?(?: ?\([^()\n]{1,60}\))?[ \t]*:" + _VALUE +
    # the question quoted, then its answer: 'answer to "name of your first school": Lincoln', «ответ на «кличка кота» — Барсик»
    r"|(?:answer to|ответ\w* на)[ \t]+[\"'«“][^\"'»”\n]{3,60}[\"'»”][ \t]*(?:[:=—–]|-[ \t]|\bis\b|\bэто\b)" + _VALUE +
    # the question in brackets after what it asks, then the answer: «девичья фамилия мамы (контрольный вопрос): Соколова»
    r"|\((?:[^()\n]{0,30}[ \t])?(?:секретн|контрольн)\w* вопрос\w*[^()\n]{0,30}\)[ \t]*(?::|—|–|=)" + _VALUE +
    # the classic question named, then its answer: "mother's maiden name = Doyle", «девичья фамилия матери — Иванова»
    r"|\b(?:mother'?s maiden name|maiden name of (?:my|your) mother|девичь\w+ фамили\w+ (?:матери|мамы))\b[^\n:=—–>→]{0,40}?"
    r"[ \t]*(?::|—|–|=|->|→|(?<=[ \t])-(?=[ \t])|\bis\b|\bэто\b)" + _VALUE +  # ("mother's maiden name -> Ballyvolane?3")
    # a bank's code word for calls, with what it is for between: «Контрольное слово для звонка в Сбер — «Тимашевск»»,
    # "code word for the bank's phone line: …"
    # (the word quoted, or one that holds a digit or is a name: «— поменять», «— есть», «— стандартное» say what of it)
    r"|(?:(?<!\w)(?:контрольн|кодов|секретн)\w* слов\w*|\b(?:code|security|control) word)\b[^\n.:=—–]{0,40}?"
    r"[ \t]*(?:[:=—–]|-[ \t]|\bis\b|\bэто\b)[ \t]*(?:[\"'«“]([^\"'»”\n]{3,40})[\"'»”]"
    r"|((?=[^\s\"'«»“”,;.]*\d)[^\W\d_][^\s\"'«»“”,;.()]{1,29})|((?-i:[A-ZА-ЯЁ])[a-zа-яё]{2,29}))(?![\w-])"
    # the question, then "answer" and the answer with no mark between, one word that is a name or holds a digit, and the
    # clause ends there: «контрольный вопрос … — ответ Барсик2001 (…)», "security question (first car): answer Corolla97,"
    r"|" + _QUESTION +
    r"\b(?:ответ|answer)[ \t]+((?=[^\s\"'«»“”,;.]*\d)[^\W\d_][^\s\"'«»“”,;.()]{1,29}|[A-ZА-ЯЁ][a-zа-яё]{2,29})"
    r"(?=[.,;!)]|[ \t]+[(—–]|[ \t]*$)"
    # the question, then a verb of answering and how, a colon and the answer: «контрольный вопрос … — отвечал не честно, а
    # так: Pfannkuchen-Otto-1994», "security question (first teacher): I replied with this: Grumpy-Owl-1999"
    r"|" + _QUESTION +
    r"\b(?:отвеча\w*|ответил\w*|answered|replied|answering|replying)\b[^\n:=]{0,40}?:" + _VALUE +
    # a bank's code word with no mark before it, one that holds a digit: «ячейка …: номер 896, кодовое слово Тополь04»
    # (or quoted: «назвать кодовое слово «Малахит36», иначе высылают группу»; "the Codewort. It is "Kettenblatt44"")
    r"|(?<!\w)(?:кодов|контрольн)\w* слов\w*[ \t]+[«\"“]?((?=[^\s\"'«»“”,;.]*\d)[^\W\d_][^\s\"'«»“”,;.()]{2,29})[»\"”]?(?=[.,;!)]|[ \t]+[(—–]|[ \t]*$)"
    r"|\b(?:codewor[dt]|code word|kennwort)\b[.,]?[ \t]+(?:it|es)[ \t]+(?:is|ist)[ \t]+[«\"“']((?=[^\"'»”\n]*\d)[^\"'»”\n]{3,30})[»\"”']"
    # the questions named at a list's head, then each asked and answered after a dash or its question mark: «бланк ответов на
    # вопросы безопасности (ВТБ): любимое блюдо — уха, кличка первой собаки — Барон», "Security questions for the Telstra
    # account:\nfirst pet? Doudou52"
    r"|(?:(?:секретн|контрольн)\w* вопрос\w*|вопрос\w* безопасности|security questions|secret questions|security qs)[^\n:]{0,60}:\s*"
    r"[^\W\d_][^\n:=—–?→]{2,50}?(?:\?|[ \t][—–→][ \t]|[ \t]-[ \t]|[ \t]->[ \t])" + _VALUE +
    # the questions named, then each quoted with its answer after a dash or a colon: «Секретные вопросы в Apple ID: «Имя
    # первого питомца» — Бублик, …», 'Security questions: "First car" – Zhiguli, …'
    r"|" + _QUESTION + r"[\"'«“][^\"'»”\n]{3,60}[\"'»”][ \t]*(?:[:=—–]|-[ \t])" + _VALUE +
    # a question quoted, then "answer" and an answer with a digit in it: «вопрос «город детства», ответ Akademgorodok05» (an
    # Interac transfer's, a form's)
    r"|(?<!\w)(?:вопрос|question)[ \t]+[\"'«“][^\"'»”\n]{3,60}[\"'»”],?[ \t]*(?:ответ|answer)[ \t]*(?:[:=—–][ \t]*)?"
    r"((?=[^\s\"'«»“”,;.]*\d)[^\W\d_][^\s\"'«»“”,;.()]{3,29})(?![\w-])")
# (narrow: "question", "answer", «вопрос», «ответ» alone are everywhere; each alternative of _ANSWER holds one of these)
_ANSWER_HINTS = ("секретн", "контрольн", "тайн", "security", "secret question", "secret answer", "answer to", "ответ на", "вопрос «",
                 'вопрос "', 'question "', "question '", "question «",
                 "ответы на", "memorable", "secret word", "maiden name", "девичь", "кодовое слово", "code word", "безопасност",
                 "codewort", "codeword", "kennwort",
                 "control word")
# a first word that says what the answer is like or where it is, not the answer
_NOT_AN_ANSWER = frozenset("""
не нет никакой никакого не помню забыл забыла забыли в на см там тут у моя мой моё мое его её ее их имя кличка фамилия город
девичья улица дата день любимое любимый любимая какой какая какое тот та то же такой такая это
the a an my his her their our your no not none unknown forgot forgotten in on at see stored saved kept same name city
street date maiden first favorite favourite mother's pet's what which whatever something anything nothing
written somewhere also too required optional don't dont don do use ask make pick choose never always just only
знаю знает помню помнит есть скажу know knows remember оно он она они it they
""".split())


_ABOUT_THE_QUESTION = re.compile(r"(?i)вопрос|question|answer|ответ")
_RU_ADJECTIVE = re.compile(r"[а-яё]+(?:ый|ий|ой|ая|яя|ое|ее|ые|ие)")  # «частый», «обычная»: what it is like


def _answer(value: str) -> bool:
    first = value.split()[0].lower().strip(_TRAIL)
    return first not in _NOT_AN_ANSWER and first not in _NOT_IN_A_PASSPHRASE and not _ABOUT_THE_QUESTION.search(value) \
        and not (value[0].islower() and _RU_ADJECTIVE.fullmatch(first) and len(value.split()) > 1) and not first.startswith(("забы", "помн", "не", "never", "forgot")) \
        and not is_placeholder(value) and any(c.isalpha() for c in value)


# someone named, then a verb of saying: «Костя сказал», "Anna says"
_SPEAKER = re.compile(r"[А-ЯЁA-Z][а-яёa-z]+ (?:сказал\w*|говорит|говорил\w*|ответил\w*|пишет|написал\w*|считает|said|says|thinks|wrote)")


def _find_answer(lowered: str, text: str) -> str | None:
    for found in _ANSWER.finditer(text):
        value = found.group(found.lastindex)
        if found.lastindex == _QUOTED_QUESTION and not any(word in lowered for word in _SECURITY_WORDS):
            continue  # 'answer to "why is the sky blue": …': a question, not an account's
        if found.lastindex == _LISTED_QUESTION and (_RU_INFINITIVE.fullmatch(value) or _SPEAKER.fullmatch(value)):
            continue  # ««Девичья фамилия бабушки» — сменить»: what to do about it, not its answer; «… «девичья фамилия
            #           матери» — Костя сказал, что …»: who spoke of it
        if _answer(value) and not children_play(text):  # (a code word the kids made up for their hut is a game's)
            return ANSWER
    return None


_QUOTED_QUESTION = 6  # the group of the quoted question's answer in _ANSWER
_LISTED_QUESTION = _ANSWER.groups - 1  # a quoted question's answer after the questions are named (the last but one)
_RU_INFINITIVE = re.compile(r"[а-яё]+(?:ть|ти|ться|тись)")
_SECURITY_WORDS = ("security", "secret", "контрольн", "секретн", "bank", "банк", "account", "аккаунт", "recovery",
                   "восстановлен", "login", "вход",
                   # what security questions ask about
                   "first ", "favorite", "favourite", "maiden", "grew up", "born", "первого", "первой", "первом", "любим",
                   "девичь", "кличк")


# --- door codes: dialled after the intercom's key, in transliterated Russian, a safe locked on a number
# (or after the tone the intercom gives before it takes the code: «набираешь 45, ждёшь гудок, потом 2981», "the beep")
_DIALLED = re.compile(r"(?i)(?:домофон\w*|domofon\w*|intercom|buzzer)[^\n]{0,60}?(?:ключ\w*|🔑|\bkey\b|вызов\w*|bell|"
                      r"[#*]|гудо?к\w*|\bbeeps?\b|\btone\b)"
                      r"(?:[ \t]*(?:,|и|and|then|потом|затем|\+|the|button|кнопк\w*|press|нажать)){0,4}[ \t]*(?<![\d\-])(\d{3,8})"
                      r"(?![\d\-/:]|[.,]\d)")
_TRANSLIT = re.compile(r"(?i)\b(?:kod|pin|parol)[ \t]+(?:ot|dlya|k|na)[ \t]+(?:domofona|podjezda|podezda|podъezda|dveri|seifa|"
                       r"sejfa|seyfa|kalitki|vorot|signalizacii|(?:velo)?zamka|garazha|yashchika|yaschika|yachejki|yacheyki)\b[ \t]*[:—–\-]?[ \t]*"
                       r"(\d{1,4}[#*KkBbВвКк]\d{3,6}|\d{4,8}[#*KkКк]?|\d{1,3}(?:[\- ]\d{1,3}){2,4}(?![\d\-/:]|[.,]\d))\b"
                       # the place named, then a colon: "seif v nomere: 2752", "velozamok (siniy): 0-2-4-6"
                       r"|\b(?:seif|sejf|seyf|velozam(?:ok|ka)|zamok|domofon|kalitka|podjezd)\b[^\n:;]{0,25}?:[ \t]*"
                       r"(\d{1,4}[#*KkBbВвКк]\d{3,6}|\d{4,8}|\d{1,3}(?:[\- ]\d{1,3}){2,4})(?![\d\-/:]|[.,]\d)")
_LOCKED_ON = re.compile(r"(?i)\b(?:сейф\w*|safe|замок|замка|padlock|locker|lockbox|чемодан\w*|suitcase|ячейк\w*)\b[^.\n]{0,40}?"
                        r"\b(?:закрыл\w*|запер\w*|заперт\w*|locked|поставил\w*)(?:[ \t]+it)?[ \t]+(?:на|with|on|to)[ \t]+"
                        r"(?:код[ \t]+|code[ \t]+)?(\d{3,8})(?![\d\-/:%]|[.,]\d|[ \t]*(?:%|оборот|раз|час|мин|times|hours|minutes))"
                        # the verb first: "locked the hotel safe with 8842", «заперла сейф на 5531»
                        r"|\b(?:locked|закрыл\w*|запер\w*)[ \t]+(?:the[ \t]+|my[ \t]+|our[ \t]+|a[ \t]+)?(?:\w+[ \t]+)?(?:safe|сейф\w*|"
                        r"padlock|locker|lockbox|suitcase|чемодан\w*|ячейк\w*)[ \t]+(?:with|on|на|кодом)[ \t]+(?:code[ \t]+)?(\d{3,8})"
                        r"(?![\d\-/:%]|[.,]\d)")
# «вход по коду 1488», "unlock with code 2580": what the code opens, then the code
_ENTER_BY = re.compile(r"(?i)(?:вход\w*|войти|заходить|открыва\w*|разблокир\w*|unlock\w*|log ?in|sign ?in)[ \t]+(?:по|with|using|via)[ \t]+"
                       r"(?:the[ \t]+)?(?:коду|code|пин-?коду|pin|passcode)[ \t]*[:—–\-]?[ \t]*(?<![\d\-])(\d{4,8})(?![\d\-/:]|[.,]\d|[ \t]*(?:год|year|г\.))")
# a device unlocked by a gesture and digits, an alarm by its keypad: "grandma's tablet — swipe up, then 1239", «телефон:
# свайп вверх, потом 4512», "the office alarm: enter 7 3 1 0 then press AWAY"
_DEVICE_THEN = re.compile(r"(?i)(?:phone|iphone|ipad|tablet|laptop|alarm|keypad|телефон\w*|планшет\w*|айфон\w*|ноутбук\w*|"
                          r"сигнализаци\w*)[^.\n]{0,40}?"
                          r"\b(?:swipe\w*|then|enter|type|punch|dial|unlock\w*|свайп\w*|потом|затем|ввести|набрать|разблок\w*)\b"
                          r"[^.\n\d]{0,15}?(?<![\d\-])(?!20\d\d\b)(\d{4,8})(?![\d\-/:]|[.,]\d)")
# (each behind a one-character gate: `quickstart`)
_TRANSLIT, _LOCKED_ON, _ENTER_BY, _DEVICE_THEN = (quick_start(p) for p in (_TRANSLIT, _LOCKED_ON, _ENTER_BY, _DEVICE_THEN))
# each door-code pattern and the words it needs (found with the guard's hints: `present`)
_CODE_RULES = ((_DIALLED, ("домофон", "domofon", "intercom", "buzzer")),
               (_TRANSLIT, ("kod", "pin", "parol", "seif", "sejf", "seyf", "velozam", "zamok", "domofon", "kalitka", "podjezd")),
               (_LOCKED_ON, ("сейф", "safe", "замок", "замка", "padlock", "locker", "lockbox", "чемодан", "suitcase", "ячейк",
                             "locked", "закрыл", "запер")),
               (_ENTER_BY, ("вход", "войти", "заходить", "открыва", "разблокир", "unlock", "login", "log in", "sign in")),
               (_DEVICE_THEN, ("phone", "iphone", "ipad", "tablet", "laptop", "телефон", "планшет", "айфон", "ноутбук", "alarm",
                               "keypad", "сигнализац")))
_CODE_HINTS = tuple(hint for _, hints in _CODE_RULES for hint in hints)


def _find_code(text: str, present: frozenset[str] | set[str]) -> str | None:
    for pattern, hints in _CODE_RULES:
        if not present.isdisjoint(hints) and pattern.search(text):
            return CODE
    return None


# --- keys in code and in encodings
_CLIENT_ARG = re.compile(r"\b(?:[A-Za-z_]\w*)?(?:Client|API|Api|SDK|Sdk)\w*\(\s*[\"']([A-Za-z0-9_\-]{20,200})[\"']")
_JWK_PRIVATE = re.compile(r"[\"'](?:d|p|q|dp|dq|qi|k)[\"']\s*:\s*[\"']([A-Za-z0-9_\-]{16,})[\"']")
_BASE64 = re.compile(r"[A-Za-z0-9+/]{40,}={0,2}")


def _basic_pair(run: str) -> bool:
    """`run` is base64 of "<id>:<secret>", the secret random or a UUID (GigaChat's authorization key, Basic credentials)."""
    if not _BASE64.fullmatch(run):
        return False
    decoded = base64_text(run, "ascii")
    if decoded is None:
        return False
    user, sep, secret = decoded.partition(":")
    return bool(sep) and 3 <= len(user) <= 80 and decoded.isprintable() and " " not in decoded and len(secret) >= 16 \
        and (is_uuid(secret) or looks_random(secret, 16))


# a key of 24+ digits after its name (a messenger's backup key, a recovery key): longer than any card, account or order number
_DIGIT_KEY = re.compile(r"(?i)(?:ключ\w*|\bkey\b|passphrase|пароль\w*|secret|секрет\w*|recovery code|код\w* восстановления)"
                        r"(?![ \t]+(?:id|ids|number|номер)\b)[^\n\d]{0,40}?(?<!\d)(\d{24,80})(?!\d)")


# a 2FA key typed in by hand (base32, 16-64 characters; `asides` joined its groups) after the app or the word for it
_TOTP = re.compile(r"(?i)(?:2fa|two-factor|totp|mfa|otp|authenticator|authy|aegis|manual entry|setup key|secret key|"
                   r"двухфактор\w*|2фа)[^\n]{0,60}?[:—–=][ \t]*[\"'«“]?([A-Za-z0-9]{16,64})(?![\w\-])")
_TOTP_HINTS = ("2fa", "two-factor", "totp", "mfa", "otp", "authenticator", "authy", "aegis", "manual entry", "setup key",
               "secret key", "двухфактор", "2фа")


def _totp_key(value: str) -> bool:
    """Base32 as an app shows it: one case, letters with digits, not hex alone (a hash, an id)."""
    return (value.isupper() or value.islower()) and has_digit(value) and sum(c.isalpha() for c in value) >= 8 \
        and not _HEX_ONLY.fullmatch(value)


_HEX_ONLY = re.compile(r"[0-9A-Fa-f]+")


def _find_totp(text: str) -> str | None:
    for found in _TOTP.finditer(text):
        if _totp_key(found.group(1)):
            return TOTP
    return None


# a recovery or licence key in dashed groups after its name: "FileVault recovery key: K2DP-7TQW-9MNB-H4XZ-3RFY-W8LC"
_DASHED_KEY = re.compile(r"(?i)(?:\bkey|ключ\w*|recovery|восстановлени\w*|license|licence|лицензи\w*|activation|активаци\w*)"
                         r"(?![ \t]+(?:id|ids|number|номер)\b)[^\n]{0,80}?(?<![\w\-])((?:[A-Z0-9]{2,6}-)(?:[A-Z0-9]{4,6}-){3,6}[A-Z0-9]{4,6})(?![\w\-])")
# (five groups or more, as FileVault's six, a Windows key's five and BitLocker's eight are; not a plan's or an id's four; the
# first may be shorter, as Unity's serial «E3-YCG9-7O50-WAQA-G0Q7-PSDZ» is)


_ID_BETWEEN = re.compile(r"(?i)\b(?:id|ids|number|serial(?! (?:key|code))|номер|серийн\w*(?! ключ))\b")


_DASHED_RUN = re.compile(r"(?:[A-Z0-9]{2,6}-)(?:[A-Z0-9]{4,6}-){3,6}[A-Z0-9]{4,6}")
# four groups of five after the words that name an activation or licence key (Kaspersky's, ESET's, a game's CD key:
# «Код активации …: O0YYH-GP89D-AN88O-54S5P»): fewer groups than `_DASHED_KEY` asks, so only the names that say a
# product is unlocked by it, not a bare "key" or "recovery", and groups of five, not an id's or a plan's four
_FOUR_RUN = re.compile(r"(?:[A-Z0-9]{5}-){3}[A-Z0-9]{5}")
_FOUR_KEY = re.compile(r"(?i)(?:license|licence|лицензи\w*|activation|активаци\w*|product key|cd key|ключ продукта)"
                       r"(?![ \t]+(?:id|ids|number|номер)\b)[^\n]{0,60}?(?<![\w\-])((?:[A-Z0-9]{5}-){3}[A-Z0-9]{5})(?![\w\-])")
# the same key with its use told after it, letters in each middle group (a device's serial is mostly digits): «серийник Unity
# Pro: E3-TDPW-FUYH-GM48-RBSN-DD8O, активирован на домашнем ПК»
_DASHED_KEY_USED = re.compile(r"(?<![\w\-])((?:[A-Z0-9]{2,6}-)(?:(?=\d{0,5}[A-Z])[A-Z0-9]{4,6}-){3,6}[A-Z0-9]{4,6})(?![\w\-])[^\n]{0,40}?"
                              r"(?i:(?<!\w)(?:активирова\w*|activated|activates|unlocks|лицензи\w*|licen[cs]e))")
_ORDER_BETWEEN = re.compile(r"(?i)\b(?:order|ticket|invoice|receipt|заказ\w*|тикет\w*|чек\w*|счёт\w*|счет\w*)\b|№")
# a key in dashed groups after its name: (dashes it needs, a run of its shape, the name and the key, what may not stand between)
_GROUPED_KEYS = ((4, _DASHED_RUN, _DASHED_KEY, (_ID_BETWEEN,)), (4, _DASHED_RUN, _DASHED_KEY_USED, (_ID_BETWEEN,)),
                 (3, _FOUR_RUN, _FOUR_KEY, (_ID_BETWEEN, _ORDER_BETWEEN)))


def _find_key(text: str, runs: list[str] | None) -> str | None:
    words = runs if runs is not None else text.split()
    for dashes, run_shape, named, not_between in _GROUPED_KEYS:
        # (the name's search only where a run of the key's shape is: it is slow)
        if text.count("-") >= dashes and any(run_shape.fullmatch(run.rstrip(_TRAIL)) for run in words):
            for found in named.finditer(text):
                if has_digit(found.group(1)) and has_alpha(found.group(1)) \
                        and not any(between.search(found.group()) for between in not_between):
                    return SECRET
    if any(len(run) >= 24 and run.rstrip(_TRAIL).isdigit() for run in words) and _DIGIT_KEY.search(text):
        return SECRET
    if "(" in text and ("Client" in text or "API" in text or "Api" in text or "SDK" in text or "Sdk" in text):
        for found in _CLIENT_ARG.finditer(text):
            if _generated(found.group(1)):
                return SECRET
    if '"kty"' in text or "'kty'" in text:
        if _JWK_PRIVATE.search(text):
            return JWK
    long_runs = [run for run in (runs if runs is not None else _BASE64.findall(text)) if len(run) >= 20]
    for run in long_runs:
        value = run.rstrip(".,;:)")
        if len(value) >= 40 and _basic_pair(value) and not decoded_shown(value, text):
            return SECRET  # (not a webhook body shown decoded beside it: «eyJldmVudCI6… — это просто {"event":…}»)
    if long_runs:
        lowered = text.lower()
        if any(len(run) >= 300 for run in long_runs) and ("session" in lowered or "сесси" in lowered):
            for found in _SESSION_STRING.finditer(text):  # a Telethon / Pyrogram session string: the account itself
                if looks_random(found.group(), 40):
                    return SECRET
        if "ключ" in lowered or "key" in lowered:
            for found in _ADJECTIVE_KEY.finditer(text):  # «ключи Kraken: публичный …, приватный …»
                if looks_random(found.group(1), 20):
                    return SECRET
    return None


_SESSION_STRING = re.compile(r"(?<![\w\-+/])[A-Za-z0-9_\-]{300,600}={0,2}(?![\w\-+/=])")
# a key named by its adjective alone, in a note about keys: "private <key>", «приватный <ключ>», «секретный: <ключ>»
_ADJECTIVE_KEY = re.compile(r"(?i)(?<![\w\-])(?:приватн\w*|секретн\w*|private|secret)[ \t]*[:—–=\-]?[ \t]*"
                            r"([A-Za-z0-9+/_\-]{20,}={0,2})(?![\w+/=\-])")


_PAIR_AND_HINTS = ("от ", "парол", "password", "pass", "login", "логин", "admin", "админ", "root", "учётк", "учетк", "account",
                   "аккаунт", "вход", "sign in", "почт", "mail", "email", "e-mail")
ACCOUNT_HINTS = frozenset(_PAIR_AND_HINTS + _RESTATED_HINTS + _PASSWORD_WORDS + _ANSWER_HINTS + _CODE_HINTS + _TOTP_HINTS
                          + _KEY_ASKED_WORDS)
"""The words this module's rules need, found with the guard's other hints in one pass (`present`)."""


def find_account_secret(text: str, lowered: str, present: frozenset[str] | set[str], runs: list[str] | None = None
                        ) -> str | None:
    """The kind of the first secret of this module's families in `text` (`lowered`: its lower-case copy; `present`: the
    hints of ACCOUNT_HINTS found where words start; `runs`: `vendor.token_runs(text)` when known), or None."""
    return ((_find_pair(text) if " / " in text or " // " in text or "🔒" in text or "🔑" in text or "🔐" in text
             or any(mark in text for mark in _PAIR_DASH_MARKS) or "@" in text
             or (" и " in text or " and " in text) and not present.isdisjoint(_PAIR_AND_HINTS) else None)
            or _find_after_label(text)
            or (_find_for_account(text) if ":" in text or "—" in text or "–" in text else None)
            or (_find_from_what(text) if "от " in lowered or "ot " in lowered else None)
            or (_find_restated(lowered, text) if not present.isdisjoint(_RESTATED_HINTS)
                and not present.isdisjoint(_PASSWORD_WORDS) else None)
            or (_find_described(text) if not present.isdisjoint(_PASSWORD_WORDS) and ":" in text else None)
            or (_find_quoted_phrase(text) if not present.isdisjoint(_PASSWORD_WORDS)
                and ('"' in text or "«" in text or "“" in text or "'" in text or "‘" in text) else None)
            or (_find_answered(text) if "\n" in text and (not present.isdisjoint(_PASSWORD_WORDS)
                                                            or not present.isdisjoint(_KEY_ASKED_WORDS)) else None)
            or (_find_hexed(text) if "hex" in lowered and not present.isdisjoint(_PASSWORD_WORDS) else None)
            or (_find_answer(lowered, text) if not present.isdisjoint(_ANSWER_HINTS) else None)
            or _find_code(text, present)
            or (_find_totp(text) if not present.isdisjoint(_TOTP_HINTS) else None)
            or _find_key(text, runs))


