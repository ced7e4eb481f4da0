"""A note read once more without what people put between a secret's name and its value, or around or inside the value.

A code said in words ("four seven two one", «семь три девять пять») is read as its digits.

"ADO PAT for the mirror job (Code: read & write, 90 days): <pat>", "Mistral key, workspace 'Helix', used by the
worker: <key>", «Секрет для 2FA (если потеряю телефон): XIWB VX6T WHWE …», «код разблокировки 1 9 5 3»: an aside in
brackets, a quoted name, a key written in groups of four for reading it aloud, a vendor's token retyped with spaces
between its pieces, a PIN spaced digit by digit. The rules
read names and values that stand close and whole, so `without_asides` gives the note with the brackets and the quotes
around a name and HTML's emphasis tags dropped and the groups joined, or None when it holds none of them; the guard judges that text only when
the note as written held no secret, so the rewrite can add a refusal and never lose one.
"""

from __future__ import annotations

import re


# a short aside in brackets just before a colon or a dash ("… solver (Zone:DNS:Edit, acme.io only): <token>"), with the
# space before it, so the name meets its colon as written without the aside ("… integration (extracted with …): <hex>");
# not an aside that says the value is something else, a number or a hash («счёт за ноябрь (номер в бухгалтерии): <hex>»)
_NOT_AN_ASIDE = r"(?![^()\n]*(?:\b(?:number|no\.|id|hash|checksum|digest|sha-?\d*|md5)\b|номер|хэш|хеш))"
_BRACKETS = re.compile(r"[ \t]?\(" + _NOT_AN_ASIDE + r"[^()\n]{1,80}\)(?=[ \t]*(?::|[—–]|-[ \t]))", re.IGNORECASE)
# an aside in brackets a few words after a secret's name, the sentence going on after it («Пароль от микротика (логин
# admin) сменила вчера на …», "web api key (publisher, group X) for the script — <hex>"): the name, then what follows it
# (or the value itself after it, a long run: «Wialon токен (полный доступ, на 100 дней) 38aeac4b…», «пароль для внешнего
# приложения мэйл ру (для аутлука на ноуте) nyxCsy1z…», Uzbek's «kalit (key) mODd…»)
_AFTER_NAME = re.compile(r"(\b(?:password|passwd|passcode|key|token|secret|kalit|парол\w*|ключ\w*|токен\w*|секрет\w*)"
                         r"(?:[ \t]+[^\s()]{1,25}){0,5}?)[ \t]+\(" + _NOT_AN_ASIDE
                         + r"[^()\n]{1,80}\)(?=[ \t]+(?:[^\W\d_]|[\w\-+/=]{16,}))",
                         re.IGNORECASE)
# what the secret is for, between its name and the colon before it: «ключ API яндекс карт для расчета маршрутов на
# Новоросс: 8d4d…», "API key for the route planner of the Novorossiysk depot: …" — read as «ключ API яндекс карт: …»
# (the label not one of a number, an id or a hash: "Token refresh failed for the nightly job, correlation: <hex>")
_PURPOSE = re.compile(r"(\b(?:password|passcode|api[ _-]?key|key|token|secret|парол\w*|ключ\w*|токен\w*|секрет\w*|pin|пин\w*)"
                      r"(?:[ \t]+(?!(?:id|endpoint|url|uri|hash|refresh|rotation|expiry|format)\b)[^\s:(),]{1,25}){0,3}?)[ \t]+(?:для|for)[ \t]"
                      r"(?![^:\n]*(?:\b(?:id|ids|correlation|trace|request|hash|checksum|digest|sha-?\d*|md5|endpoint|url)\b|номер|хэш|хеш))"
                      r"(?:[^:\n—–.;(),]|\.(?=\w)){1,60}?(?=[ \t]*:(?!//)[ \t]*\S)", re.IGNORECASE)  # (a file's dot: «vault.yml»)
# a PIN's or a code's object told at length before the digits: «пин от рутокена с ЭЦП для росэлторга 58213946» — read as
# «пин от рутокена 58213946» (the digits not a year: «пин от карты менял в 2019»)
_PIN_WORDS = frozenset(("pin", "пин", "код"))
_PIN_OBJECT = re.compile(r"(\b(?:pin|пин(?:-код)?|код)[ \t]+(?:от|к|для|for|to|on)[ \t]+[^\s\d:]{2,25})"
                         # (the words dropped hold no "not": «PIN для кассы не может быть 1234» says what it is not)
                         r"(?:[ \t]+(?!(?:не|нельзя|not|never|cannot|can't|isn't|no)(?!\w))[^\s\d:]{1,25}){1,5}?"
                         r"(?=[ \t]+(?!(?:19|20)\d\d\b)\d{4,8}(?![\w.,\-/]))", re.IGNORECASE)
# a short quoted name among words (" workspace 'Helix', used by …: <key>"), not a quoted value after a colon or "="
_QUOTED_NAME = re.compile(r"['\"«“](?<=[^\W\d_] .)(?![^'\"»”]*(?:pass|pw|парол|key|ключ|token|токен|secret|секрет))([\w .\-]{1,30})"
                          r"['\"»”](?=[ ,][^\n]{0,80}:[ \t]*\S)", re.IGNORECASE)  # (a colon and a value further on)
# a key in groups for reading aloud: 4+ groups of four letters and digits of one case (base32 of a 2FA key: "XIWB VX6T
# …", "5x7q m2ab …"; with a digit among them, and not hex only, which is how a PGP key's public fingerprint is printed:
# "4554 CBD4 B13E …"), or 6+ groups of 4-6 digits (24+ digits: longer than a card's 16 or an account's 20)
# and a PIN spaced out digit by digit or in two pairs: "1 9 5 3", «14 88» (not a hex dump's "00 00 00 00")
_KEY_GROUPS = re.compile(r"(?<![\w\-.,])(?:[A-Z0-9]{4}(?: [A-Z0-9]{4}){3,}|[a-z0-9]{4}(?: [a-z0-9]{4}){3,}|\d{4,6}(?: \d{4,6}){5,})"
                         r"(?![\w\-]|[.,]\d)")
# a vendor's token retyped or wrapped with spaces between its pieces: a short prefix and `_` or `-` ("sk-ant-api 03-3k6s…
# -ovQ4…", "ghp_Xk2L 9QmZ …"), then 3+ pieces of token characters (joined only when two or more hold a digit: `_token_joined`)
_TOKEN_GROUPS = re.compile(r"(?<![\w\-+/=])[a-z]{2,6}[_\-][\w\-]{0,14}(?: [\w\-+/=]{2,16}){3,}(?![\w\-+/=])")
_TOKEN_GROUPS_CORE = re.compile(r"[_\-][\w\-]{0,14} [\w\-+/=]{2,16} [\w\-+/=]{2,16} ")
# a two-factor secret in base32 groups of letters alone, as an authenticator shows it to type in ("TOTP секрет …: QWCK UISN
# PTLZ DCFS FUON RIBI TUZF CQKM"): joined only in a note that names two-factor codes (`_TOTP_WORDS`)
_BASE32_GROUPS = re.compile(r"(?<![\w\-.,])[A-Z2-7]{4}(?: [A-Z2-7]{4}){5,}(?![\w\-])")
_TOTP_WORDS = frozenset(("totp", "2fa", "otp", "authenticator", "2фа", "mfa"))
_CODE_GROUPS = re.compile(r"(?<![\w\-.,])(?:\d(?: \d){3,7}|(?<!\d )\d\d \d\d(?! ?\d))(?![\w\-]|[.,]\d)")
# what every match of each holds, from a space on (`re` skips to the spaces; the patterns above are tried at every
# position): two groups after spaces (` XXXX XXXX`, a digit group may be longer), a digit, a space and a digit
_KEY_GROUPS_CORE = re.compile(r" [^\W_]{4,6} [^\W_]{4}")
_CODE_GROUPS_CORE = re.compile(r" \d(?<=\d \d)")
# which words make each kind of group worth joining (found with the guard's hints: `present`)
_KEY_WORDS = frozenset(("key", "ключ", "secret", "секрет", "2fa", "otp", "phrase", "фраз", "token", "токен", "auth", "cred",
                        "api", "pass", "парол"))
_CODE_WORDS = frozenset(("code", "код", "pin", "пин", "kod", "pass", "парол", "pw", "tablet", "phone", "iphone", "ipad",
                         "планшет", "телефон", "айфон", "lockbox", "safe", "сейф", "alarm", "keypad", "gate", "garage", "door",
                         "сигнализац", "калитк", "двер", "домофон", "intercom"))
# HTML emphasis and cells around a label or a value: "<b>Пароль:</b> Morozko_1977", "<td>pass</td><td>…</td>"
_TAGS = re.compile(r"</?(?:b|strong|i|em|u|span|code|mark|td|th|li|p|div)>")
# chat's "4" for "for" before a noun's article: "the ring code 4 the lockbox is 2-9-0-3"
_FOUR_FOR = re.compile(r"(?<=[a-z]) 4 (?=(?:the|my|our|your|a|an|his|her) )")
# emoji that end a line, as a full stop would: "… is 2-9-0-3 ✌️", "… 5578 fyi 🚗"
_EMOJI_END = re.compile(r"[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+(?=[ \t]*(?:\n|$))")
# a thing's number between a code's name and the code: «код доступа к сейфовой ячейке №17 — 7720», "locker #12, code …"
_NUMBER_SIGN = re.compile(r"(?:#|No\.?)(?<![A-Za-z]No)(?<![A-Za-z]No\.)[ \t]?\d{1,4}\b(?![\d#*])")  # (NFKC makes "№" "No")
# an aside after a dash, before the colon: "PagerDuty integration key — payments service: <key>" (within its sentence: "— раз в
# семестр. Checklist:"; not one that calls what follows a joke: «Пароль к сарайке — шутка жены: «…»»)
_DASH_ASIDE = re.compile(r"[ \t][—–][ \t](?![^:\n]{0,40}?(?:шутк|прикол|joke))(?:(?![.!?][ \t])[^:\n—–]){1,40}(?=:[ \t])")
_ARROW = re.compile(r"[ \t]*(?:→|->|=>)(?=[ \t])")
_ARROW_CHAIN = re.compile(r"(?:→|->|=>)[ \t]+[^\n→:]{1,30}?[ \t](?:→|->|=>)[ \t]")  # a path of menus, arrow after arrow
# a code said in words, four to eight digits: "four seven two one", «семь три девять пять» (a digit's words, EN and RU)
DIGIT_WORDS = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                "eight": "8", "nine": "9", "ноль": "0", "нуль": "0", "один": "1", "одна": "1", "два": "2", "две": "2", "три": "3",
                "четыре": "4", "пять": "5", "шесть": "6", "семь": "7", "восемь": "8", "девять": "9"}
_DIGIT_WORD = "(?:" + "|".join(sorted(DIGIT_WORDS, key=len, reverse=True)) + ")"
# (or joined by dashes alone: "one-three-seven-nine", «шесть-ноль-два-восемь»)
_SAID_DIGITS = re.compile(rf"(?i)(?<!\w){_DIGIT_WORD}(?:(?:[ \t]*[,\-]?[ \t]+|-){_DIGIT_WORD}){{3,7}}(?!\w)")
_SAID_HINTS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ноль", "нуль", "один", "одна",
               "два", "две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять")


def _said_in_a_row(text: str) -> bool:
    """Whether four digits' words stand in a row (cheaper than the regex, which runs only then)."""
    row = 0
    for token in text.lower().replace(",", " ").replace("-", " ").split():
        row = row + 1 if token in DIGIT_WORDS else 0
        if row == 4:
            return True
    return False


def _said(match: re.Match[str]) -> str:
    return "".join(DIGIT_WORDS[word.lower()] for word in re.findall(r"\w+", match.group()))


# what a note must name for a rewrite to matter: a secret's or a code's word (the rules find nothing without one)
_NAMES = frozenset(("key", "kalit", "ключ", "token", "токен", "secret", "секрет", "pat", "парол", "pass", "pin", "пин", "код", "code",
                    "2fa", "otp", "totp", "authenticator", "2фа", "mfa", "auth", "cred", "phrase", "фраз", "api", "pw", "pwd", "kod", "parol", "tablet", "phone",
                    "iphone", "ipad", "планшет", "телефон", "айфон", "lockbox", "safe", "сейф", "alarm", "keypad", "gate",
                    "garage", "door", "сигнализац", "калитк", "двер", "домофон", "intercom"))
ASIDE_HINTS = _NAMES | frozenset(_SAID_HINTS)
"""The words asides needs, found with the guard's other hints where words start (`present`)."""


_HEX = re.compile(r"[0-9A-Fa-f]+")
_ANY_DIGIT = re.compile(r"\d")


def _joined(match: re.Match[str]) -> str:
    run = match.group()
    bare = run.replace(" ", "")
    if not any(c.isdigit() for c in bare):
        return run  # words
    if bare.isdigit():  # digits alone: 6+ groups (not a card's four, an account's five), or one digit at a time (a PIN)
        return bare if run.count(" ") >= 5 or len(bare) <= 8 else run
    return run if _HEX.fullmatch(bare) else bare  # hex in groups: a PGP key's fingerprint ("4554 CBD4 B13E …")


def _token_joined(match: re.Match[str]) -> str:
    run = match.group()
    pieces = run.split(" ")
    if sum(any(c.isdigit() for c in piece) for piece in pieces[1:]) < 2 or len(run) - len(pieces) < 23:
        return run  # words after a prefix ("api-first design is the plan here"), or too short for a token
    if sum(piece.startswith("-") for piece in pieces[1:]) >= 2:
        return run  # a command and its options ("ssh-keygen -t ed25519 -a 100 -C"), not a token spaced out
    if _TOKEN_LIFE.search(run):
        return run  # a token's name, then when it ends: "token 'mcp-website-deploy' expires 14 Nov 2025", no token spaced out
    return "".join(pieces)


# what is told of a token after its name: when it expires or was made, a date
_TOKEN_LIFE = re.compile(r"(?i)(?<!\S)(?:expires?|expired|expiring|created|rotated|revoked|истекает|истёк|истек|создан\w*)(?!\S)"
                         r"|(?<!\S)\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{4}(?!\S)")


def without_asides(text: str, present: frozenset[str] | set[str]) -> str | None:
    """`text` with its asides dropped and its grouped values joined, or None when nothing changed or the note names no
    secret (`present`: the hints of ASIDE_HINTS found in it)."""
    if present.isdisjoint(_NAMES) and "</" not in text:  # (a tag glued to a word hides its hint: "<b>Пароль:</b>")
        return None
    changed = text
    if "</" in changed:
        changed = _TAGS.sub(" ", changed).replace("  ", " ")
    if ("→" in changed or " -> " in changed or " => " in changed) and not _ARROW_CHAIN.search(changed):
        changed = _ARROW.sub(":", changed)  # "new pass for the nas after reset → <pw>": an arrow as the label's colon
        #                                     (not a menu's path: «TTLock → Пароли → Создать → «Одноразовый»»)
    if not changed.isascii():
        if "\u20e3" in changed:  # keycap digits: "4️⃣8️⃣2️⃣6️⃣" is 4826
            changed = changed.replace("\ufe0f\u20e3", "").replace("\u20e3", "")
        changed = _EMOJI_END.sub("", changed)
    if "#" in changed or "No" in changed:
        changed = _NUMBER_SIGN.sub("", changed)
    if " 4 " in changed:
        changed = _FOUR_FOR.sub(" for ", changed)
    if ")" in changed:
        changed = _AFTER_NAME.sub(r"\1", _BRACKETS.sub("", changed))
    if "—" in changed or "–" in changed:
        changed = _DASH_ASIDE.sub("", changed)
    if ":" in changed:
        changed = _PURPOSE.sub(r"\1", changed)
    if not present.isdisjoint(_PIN_WORDS) and _ANY_DIGIT.search(changed):
        changed = _PIN_OBJECT.sub(r"\1", changed)
    if "'" in changed or '"' in changed or "«" in changed or "“" in changed:
        changed = _QUOTED_NAME.sub(r"\1", changed)
    if not present.isdisjoint(_KEY_WORDS) and _ANY_DIGIT.search(changed) and _KEY_GROUPS_CORE.search(changed):
        changed = _KEY_GROUPS.sub(_joined, changed)  # (groups without a digit are kept as they are)
    if not present.isdisjoint(_KEY_WORDS) and _TOKEN_GROUPS_CORE.search(changed):
        changed = _TOKEN_GROUPS.sub(_token_joined, changed)
    if not present.isdisjoint(_TOTP_WORDS) and _KEY_GROUPS_CORE.search(changed):
        changed = _BASE32_GROUPS.sub(lambda m: m.group().replace(" ", ""), changed)
    if not present.isdisjoint(_CODE_WORDS) and _CODE_GROUPS_CORE.search(changed):
        changed = _CODE_GROUPS.sub(_joined, changed)
    if not present.isdisjoint(_SAID_HINTS) and _said_in_a_row(changed):
        changed = _SAID_DIGITS.sub(_said, changed)
    if changed == text:
        return None
    return changed.replace("  ", " ")  # (what was dropped leaves its space)


