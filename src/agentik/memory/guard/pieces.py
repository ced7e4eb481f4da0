"""A password given in pieces, to be put back together by the reader: two halves with the word to join them («первая
половина «Doc7$ign», вторая «Nicosia_25», склеить без пробела», "first half 'Orbit-44', second 'kelp!Z', type them
together"), or its characters spelt one by one after the words that say so («пароль по буквам: P a y - 8 8 …», "spelled
out: capital M, o, o, n, …, seven, exclamation mark"). The pieces are joined, and the whole is a password when it is
made up as one is: letters with a digit or a symbol. A note about the format ("two parts, a letter one and a digit one,
written together"), a placeholder's halves, or a name spelt for a courier names no password. A piece may end its
sentence («вторая — _Disc0unt!84. Вместе без пробела») or follow "is" ("part two is 7!Molar29"), and the pieces may be
typed one after the other («подряд», "back to back").

A key, token or secret given in halves is one too («ключ разбила на две части: первая половина c4945bad…, вторая
a1e099d7…, в конце дописать -us21»): the note saying it is split («на две части», "split in two") or what to add is the
word to join them, and each half is generated as a key is (eight or more characters, letters and digits mixed), not a
short id or a word. A spelling may dash its letters («К-а-й-р-а-т, потом цифры 2-0-2-4»), say them by their names,
Russian or English («эм большая, о, эс, эн», "capital bee, ay, ar"), say a run of digits spaced («цифры 4 7»), and join
its runs with «потом», «в конце», "then". A password assembled from pieces listed in order after the words that say so
(«Пароль … собирается так: Nvr, затем 7731, затем !kz», "The … password is put together like this: Lyn, then 9042,
then *qp") is one too, when a piece is no word and the whole is made up; the steps of an assembly in words («слово,
затем число, затем символ») or a thing other than the password assembled ("the build tag: v2, then 1407") are not. The pieces may be joined by «+»,
«плюс», "plus" and a piece said as a mark («Nalim + Sudak + 2019 + восклицательный знак в конце»); a spelling needs no
words that say so when it opens with a letter named by its case and goes on with words whose case is said («заглавная
Т, потом tomsk маленькими, потом 447 и решётка»); and the password may be named by its account alone («Рут на …»,
«Энейбл на 3750: первая часть …»), or kept "in parts" and listed from the first («пароль от 1С у меня по частям: сначала
Med, потом 2019, потом !Sok и в конце nsk — всё слитно»), or listed with words that say what each piece is («первая
часть Bublik, потом год переезда 2019, потом !Vasya_o — всё слитно»), or set apart by dashes and said to be typed together ("pw …:
Malbec — 2024 — !!  (no spaces)")."""

from __future__ import annotations

import re

from .asides import DIGIT_WORDS
from .kinds import PASSWORD, SECRET
from .text import is_placeholder

_PASSWORD_WORD = re.compile(r"(?i)\b(?:password|passcode|passphrase|pass|pwd|pw|парол\w*|пасс?ворд\w*|пасс)\b"
                            # or the account whose password it is, named alone: «Рут на …:», «Энейбл …:», "Admin on …:"
                            r"|\b(?:root|рут\w*|admin|админ\w*|энейбл\w*)\b")

_HINTS = ("pass", "pwd", "pw", "парол", "пасворд", "пассворд", "пасс", "root", "рут", "admin", "админ", "энейбл")
_KEY_WORD = re.compile(r"(?i)\b(?:key|api[ _-]?key|token|secret|ключ\w*|api-ключ\w*|токен\w*|секрет\w*)\b")
_KEY_HINTS = ("key", "token", "secret", "ключ", "токен", "секрет")

# --- halves: the word to join them, and two or more pieces named by their place
_JOIN = re.compile(r"(?i)\b(?:слитно|без пробел\w*|склеи\w*|соедин\w*|вмест\w*|together|without (?:a )?spaces?|no spaces?|"
                   r"concatenat\w*|joined?|glued?|дописа\w*|добави\w*|(?:разби|раздели)\w* на (?:две|два|три|2|3)|на (?:две|три) част\w*|"
                   r"надвое|одной строк\w*|в одну строку|(?:in|on) one line|as one word|"
                   r"(?:split|cut|broken) (?:it )?in(?:to)? (?:two|three|2|3|halves|parts)"
                   r"|in two parts|append\w*|add(?:ed)? (?:it )?at the end"
                   # typed one after the other: «подряд», «друг за другом», "one after the other", "no gap"
                   r"|подряд|друг за другом|одно за другим|one after (?:the )?other|back to back"
                   r"|(?:no|without(?: a)?) gaps?|(?:in|into) (?:two|three|2|3) (?:bits|pieces|chunks)"
                   r"|кусками|кусочками|по кусочк\w*|по частям|частями|на (?:две|три) половин\w*)\b")
_PLACE = (r"(?:перв\w*|втор\w*|треть\w*|начал\w*|середин\w*|конец|конц\w*|хвост\w*|окончани\w*|остальн\w*|first|second|third|last|"
          r"beginning|start|middle|end|rest|tail|part (?:one|two|three|[123])|half (?:one|two|[12])|part[123]|част[ьи]? ?[123])")
_PIECE = re.compile(r"(?i)\b" + _PLACE + r"(?:[ \t]+(?:половин\w*|част\w*|кус\w*|half|halves|part|piece))?[ \t]*"
                    r"(?:[:=—–]|-[ \t])?[ \t]*(?:(?:is|reads|was|будет|это)[ \t]+)?"
                    # the piece ends its clause: a comma, a dash, the line's end or a full stop («вторая — …84.»)
                    r"(?:[«\"'“]([^\s«»\"'“”]{2,30})[»\"'”]"
                    # (or the next piece's place after it: «первая часть Kot_fvep вторая 008_Syr»)
                    r"|([^\s«»\"'“”,;]{2,30}?)(?=[,;]|[ \t]+[—–-]|[ \t]*$|\.(?:\s|$)|[ \t]+" + _PLACE + r"(?!\w)|[ \t]+\())",
                    re.MULTILINE)


def _made_up(value: str) -> bool:
    """Letters with a digit or a symbol, six or more characters: a password, not a word or a number."""
    return len(value) >= 6 and any(c.isalpha() for c in value) \
        and any(c.isdigit() or not c.isalnum() for c in value) and not is_placeholder(value)


def _generated(piece: str) -> bool:
    """A key's half: eight or more letters and digits, both there (a hex run, a token's part), not a short id."""
    return len(piece) >= 8 and piece.isalnum() and piece.isascii() and any(c.isdigit() for c in piece) \
        and sum(c.isalpha() for c in piece) >= 2


def _find_halves(text: str, password: bool, key: bool) -> str | None:
    if not _JOIN.search(text):
        return None
    pieces = [m.group(1) or m.group(2) for m in _PIECE.finditer(text)]
    pieces = [p for p in pieces if p and not is_placeholder(p) and any(c.isalnum() for c in p)]
    if len(pieces) < 2:
        return None
    if password and _made_up("".join(pieces)) and any(not p.isalpha() for p in pieces):
        return PASSWORD
    if key and sum(_generated(p) for p in pieces) >= 2:
        return SECRET
    return None


# --- spelt: the words that say so, then the characters one by one, each a single character or a word said for one
_SPELT = re.compile(r"(?i)(?:по букв\w*|побуквенно|по символ\w*|letter[- ]by[- ]letter|character[- ]by[- ]character|"
                    r"spel(?:led|t|ling)(?: (?:it )?out)?|as spelt|as spelled)[^\n:]{0,40}?(?::|—|–|-[ \t])[ \t]*"
                    r"([^\n]{6,300})"
                    # or no such words: a run that opens with a letter named by its case («заглавная Т, потом …»)
                    r"|(?:^|[:—–][ \t]*)((?:capital|upper(?:case)?|big|большая|заглавная|прописная)[ \t]+\S\b"
                    r"[^\n]{4,300})",
                    re.MULTILINE)
_SAID = {  # a word said for a character: a digit's (asides'; "oh" is the letter O here) or a mark's
    **{word: digit for word, digit in DIGIT_WORDS.items() if word != "oh"},
    "exclamation mark": "!", "exclamation point": "!", "восклицательный знак": "!", "bang": "!", "hash": "#",
    "решётка": "#", "решетка": "#", "pound sign": "#", "at sign": "@", "собака": "@", "собачка": "@", "dash": "-",
    "hyphen": "-", "дефис": "-", "тире": "-", "минус": "-", "underscore": "_", "нижнее подчёркивание": "_",
    "нижнее подчеркивание": "_", "подчёркивание": "_", "подчеркивание": "_", "dollar": "$", "доллар": "$",
    "dollar sign": "$", "знак доллара": "$",
    "dot": ".", "точка": ".", "star": "*", "звёздочка": "*", "звездочка": "*", "percent": "%", "процент": "%",
    "ampersand": "&", "амперсанд": "&", "plus": "+", "плюс": "+", "question mark": "?", "вопросительный знак": "?",
}
# a letter said by its name, Russian or English («эм», «гэ», "bee", "double-u"); the letter it stands for
_NAMED = {
    **dict(zip(("бэ", "вэ", "гэ", "дэ", "жэ", "зэ", "ка", "эл", "эль", "эм", "эн", "пэ", "эр", "эс", "тэ", "эф", "ха", "цэ",
                "че", "ша", "ща", "и краткое"),
               "бвгджзкллмнпрстфхцчшщй")),
    **dict(zip(("ay", "bee", "cee", "see", "dee", "ee", "ef", "gee", "aitch", "eye", "jay", "kay", "el", "em", "en", "oh",
                "pee", "cue", "ar", "ess", "tee", "you", "vee", "double-u", "double u", "ex", "why", "zed", "zee"),
               "abccdefghijklmnopqrstuvwwxyzz")),
}
_CAPITAL = re.compile(r"(?i)^(?:capital|upper(?:case)?|big|большая|большое|заглавная|прописная)[ \t]+(\S+(?: \S+)?)$"
                      r"|^(\S+(?: \S+)?)[ \t]+(?:capital|большая|большое|заглавная|прописная)$")
# a word with its letters' case said after it: «tomsk маленькими», "ivers in lowercase", «KAMA большими»
_CASED_WORD = re.compile(r"(?i)^([^\W\d_]{2,20})[ \t]+(?:(маленьки\w*|строчны\w*|(?:in )?(?:lower ?case|small letters))"
                         r"|большими|заглавными|прописными|(?:in )?(?:upper ?case|capitals|capital letters))$")
_SMALL = re.compile(r"(?i)^(?:small|lower(?:case)?|маленькая|строчная)[ \t]+(\S+)$|^(\S+)[ \t]+(?:маленькая|строчная)$")
# the words that join a spelling's runs: «потом цифры 2-0-2-4», «в конце восклицательный знак», "then digits 4-4"
_LINK = re.compile(r"(?i)^(?:(?:а |и )?потом|затем|далее|дальше|и|а|в конце|на конце|в конце ещё|then|and|and then|"
                   r"at the end|followed by)(?:[ \t]+|$)|^(?:цифры|цифра|digits?|numbers?)[ \t]+")
_DASHED = re.compile(r"^\S(?:-\S)+$")  # «К-а-й-р-а-т», "2-0-2-4"
_SPACED = re.compile(r"^\S(?:[ \t]\S)+$")  # «цифры 4 7»: a run's characters one by one, spaced


def _character(item: str) -> str | None:
    item = item.strip()
    if len(item) == 1:
        return item
    if (found := _CAPITAL.match(item)) is not None:
        ch = _character(found.group(1) or found.group(2))
        return None if ch is None else ch.upper()
    if (found := _SMALL.match(item)) is not None:
        ch = _character(found.group(1) or found.group(2))
        return None if ch is None else ch.lower()
    return _SAID.get(item.lower(), _NAMED.get(item.lower()))


def _characters(item: str) -> str | None:
    """The characters one item of a spelling stands for: one said or written, or a dashed run («К-а-й-р-а-т»), after
    the words that join runs («потом», "then")."""
    item = item.strip(" \t.;")
    while (link := _LINK.match(item)) is not None and 0 < link.end() < len(item):  # «а», "and" alone may be letters
        item = item[link.end():]
    if _DASHED.match(item):
        return item.replace("-", "")
    if _SPACED.match(item):
        return "".join(item.split())
    if item.isdigit() and len(item) <= 8:  # «потом 447»: a run of digits
        return item
    if (cased := _CASED_WORD.match(item)) is not None:
        return cased.group(1).lower() if cased.group(2) else cased.group(1).upper()
    return _character(item)


def _spelt(run: str) -> str | None:
    """The characters of `run` joined, when it is a spelling: items split by commas, or single characters split by
    spaces; the spelling ends at the first item that is no character."""
    if "," in run:
        items = [part for item in re.split(r"[ \t]*,[ \t]*", run) for part in re.split(r"[ \t]+(?:и|and)[ \t]+", item)]
    else:
        items = run.split()
    chars = []
    for item in items:
        ch = _characters(item)
        if ch is None:
            break
        chars.append(ch)
    value = "".join(chars)
    return value if len(value) >= 6 else None


def _find_spelt(text: str) -> str | None:
    for found in _SPELT.finditer(text):
        value = _spelt(found.group(1) or found.group(2))
        if value is not None and _made_up(value):
            return PASSWORD
    return None


# --- assembled: the password, the words that say it is put together, a colon, then its pieces in order, joined by
# «затем», «потом», "then" («Пароль … собирается так: Nvr, затем 7731, затем !kz», "The … password is put together like
# this: Lyn, then 9042, then *qp")
# «+», «плюс», "plus" join them too: «собирается так: Nalim + Sudak + 2019 + восклицательный знак в конце»
_JOINER = (r"(?:[ \t]*,?[ \t]*(?:(?:и|and) )?(?:затем|потом|далее|then|and then|followed by|плюс|plus|в конце|в самом конце|"
           r"finally|at the end)[ \t]+|[ \t]*\+[ \t]*)")
# (a file's dot inside the password's name: admins.kdbx)
_ASSEMBLED = re.compile(r"(?i)\b(?:password|passcode|парол\w*)\b(?:[^\n.;:]|\.(?=\w)){0,60}?"
                        r"(?:собира\w*|склады\w*|составля\w*|put together|made up of|built from|assembled|по частям|"
                        r"in parts|in pieces)[^\n:]{0,40}:[ \t]*(?:сначала|сперва|first)?"
                        r"[ \t]*([^\s,;+]{1,20}(?:" + _JOINER + r"[^\n,;+]{1,40}?"
                        r"(?=" + _JOINER + r"|[,;.]|[ \t]+[—–-][ \t]|[ \t]*$)){1,5})",
                        re.MULTILINE)
_THEN = re.compile(r"(?i)" + _JOINER)
# where a piece said as a mark goes: «восклицательный знак в конце», "an exclamation point at the end"
_AT_END = re.compile(r"(?i)^(?:an? |the )?(.+?)(?:[ \t]+(?:в конце|на конце|at the end))?$")


def _piece(item: str) -> str | None:
    """One piece of an assembly: a token as written, or a mark said in words («знак доллара», "an exclamation point");
    words that are neither («год рождения», "your surname") are a recipe's step, no piece."""
    if not any(c.isspace() for c in item):
        return item
    said = _AT_END.match(item).group(1)
    return _SAID.get(said.lower()) or _SAID.get(" ".join(reversed(said.lower().split())))


def _find_assembled(text: str) -> str | None:
    for found in _ASSEMBLED.finditer(text):
        pieces = [_piece(p.rstrip(".").strip()) for p in _THEN.split(found.group(1))]
        if all(p is not None and not is_placeholder(p) for p in pieces) and any(not p.isalpha() for p in pieces) \
                and _made_up("".join(pieces)):
            return PASSWORD
    return None


# pieces set apart by dashes after a colon and then said to be typed together: "PayPal pw is the old one plus year: Malbec —
# 2024 — !!  (no spaces, capital M, two !)", «пароль: Кедр — 1987 — ## (слитно)»
_DASH_PARTS = re.compile(r"(?i):[ \t]*([^\s—–]{1,20}(?:[ \t]+[—–-][ \t]+[^\s—–]{1,20}){1,4})[ \t]*[(,;—–-]?[ \t]*(?:no spaces|without spaces|"
                     r"all together|together|joined|без пробелов|слитно|вместе)")


def _find_dashed(text: str) -> str | None:
    for found in _DASH_PARTS.finditer(text):
        if _a_password(re.split(r"[ \t]+[—–-][ \t]+", found.group(1))):
            return PASSWORD
    return None


def _a_password(pieces: list[str]) -> bool:
    """Whether `pieces` make up a password: one of them is no word, none is a placeholder, and joined they are made up."""
    return any(not p.isalpha() for p in pieces) and not any(_blank(p) for p in pieces) and _made_up("".join(pieces))


def _blank(piece: str) -> bool:
    """A piece that stands for a value rather than being one (`is_placeholder`); a few capitals are a piece's letters («в конце
    DSV»), not a name in capitals like CHANGEME."""
    return is_placeholder(piece) and not (piece.isalpha() and piece.isupper() and len(piece) <= 4)


# pieces listed after a colon, each maybe after words that say what it is, joined by «потом», «затем», «в конце», "then",
# and then said to be typed together: «пароль от яндекс диска не записываю целиком: первая часть Bublik, потом год
# переезда 2019, потом !Vasya_o — всё слитно», «пароль от 1с …: первая часть Zer, потом no#, потом год 2024 и в конце !! —
# вместе без пробелов» — each piece the last word of its item
_LISTED = re.compile(r"(?i)\b(?:password|passcode|pw|парол\w*)\b[^\n:]{0,80}:[ \t]*([^\n]{3,200}?)[ \t]*(?:[—–,(\-][ \t]*)?"
                     r"(?:всё |все |all |it'?s all )?(?:слитно|вместе|без пробел\w*|подряд|together|no spaces|without spaces)"
                     # or with no word to join them when the first piece is called the first: «…, ну ладно: первая часть
                     # Sokol, потом _1987, и в конце восклицательный знак»
                     r"|\b(?:password|passcode|pw|парол\w*)\b[^\n:]{0,80}:[ \t]*((?:перв\w+ част\w*|first part|part one)"
                     r"[^\n]{3,200}?)(?=[ \t]*(?:[.;]|$))", re.MULTILINE)


def _find_listed(text: str) -> str | None:
    for found in _LISTED.finditer(text):
        items = [item.strip(" \t,;.") for item in _THEN.split(found.group(1) or found.group(2))]
        if len(items) < 3 or any(not item or len(item.split()) > 4 for item in items):
            continue
        if _a_password([_piece(item) or item.split()[-1] for item in items]):  # a mark said in words is its character
            return PASSWORD
    return None


# a password's characters spaced out one by one after a colon, then said to be typed together: «пасс к 1С у бухгалтера
# Оли: K r a b 2 0 2 3 ! — все подряд без пробелов»
_SPACED_OUT = re.compile(r"(?i)\b(?:password|passcode|pass|pw|парол\w*|пасс)\b[^\n:]{0,60}:[ \t]*((?:\S ){5,31}\S"
                         # or in a few groups, the spaces to be taken out: «Kx7 q9Lm 2!wR (пробелы убрать, регистр важен)»
                         r"|(?:\S{1,6} ){1,5}\S{1,6}(?=[ \t]*[(,—–\-][ \t]*(?:пробелы убрать|убрать пробелы|без пробел|"
                         r"remove (?:the )?spaces|no spaces|without spaces)))[ \t]*"
                         r"(?:[—–,(\-][ \t]*)?(?:всё |все |all )?(?:подряд|слитно|вместе|без пробел\w*|пробелы убрать|убрать пробелы|"
                         r"together|no spaces|without spaces|remove (?:the )?spaces)")


# or eight or more characters one by one after a password's or a Wi-Fi's name and a colon or a dash, or after words that say
# it is written spaced or said slowly, to the end of the line or a sentence's mark: «пароль от core-r2 — ! l F F T 5 2 v h R 6 m»,
# «Госуслуги (пишу через пробелы, чтобы не подсмотрели): D a c h a 1 9 6 3 _»
_SPACED_SINGLE = re.compile(r"(?i)(?:\b(?:password|passcode|pass|pw|pwd|парол\w*|пасс|wi-?fi|wlan)\b|вайфай|через пробел\w*|"
                            r"пробелами|with spaces|spaced(?: out)?|slowly|медленно)[^\n:]{0,60}?(?::|[ \t][—–-])[ \t]*((?:\S[ \t]){7,39}\S)"
                            r"(?=[ \t]*(?:$|[,.;(—–]))", re.MULTILINE)


def _find_spaced_single(text: str) -> str | None:
    for found in _SPACED_SINGLE.finditer(text):
        joined = found.group(1).replace(" ", "").replace("\t", "")
        if not joined.isalpha() and not joined.isdigit() and _made_up(joined):
            return PASSWORD
    return None


def _find_spaced_out(text: str) -> str | None:
    for found in _SPACED_OUT.finditer(text):
        groups = found.group(1).split(" ")
        if any(len(group) > 1 for group in groups) and (
                sum(not group.isalpha() and any(c.isalnum() for c in group) for group in groups) < 2
                or any(not any(c.isalnum() for c in group) for group in groups)):
            continue  # groups of words ("at least 12 chars", "word — number — symbol"), not a password's pieces
        joined = "".join(groups)
        if not joined.isalpha() and not is_placeholder(joined) and _made_up(joined):
            return PASSWORD
    return None


def find_pieced_password(text: str, lowered: str) -> str | None:
    """PASSWORD when `text` names a password and gives it in pieces to join or spelt out, SECRET when it names a key
    and gives its generated halves; else None."""
    password = any(hint in lowered for hint in _HINTS) and _PASSWORD_WORD.search(text) is not None
    key = any(hint in lowered for hint in _KEY_HINTS) and _KEY_WORD.search(text) is not None
    spaced = "пробел" in lowered or "spaces" in lowered or "spaced" in lowered or "slowly" in lowered or "медленно" in lowered \
        or "wifi" in lowered or "wi-fi" in lowered or "вайфай" in lowered
    if not password and not key:
        return _find_spaced_single(text) if spaced else None
    return (_find_spaced_single(text) if password or spaced else None) or _find_halves(text, password, key) or (_find_spelt(text) or _find_assembled(text) or _find_dashed(text) or _find_listed(text) or _find_spaced_out(text)
                                                 if password else None)
