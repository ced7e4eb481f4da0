"""A password given in pieces, to be put back together by the reader: two halves with the word to join them («первая
половина «Doc7$ign», вторая «Nicosia_25», склеить без пробела», "first half 'Orbit-44', second 'kelp!Z', type them
together"), or its characters spelt one by one after the words that say so («пароль по буквам: P a y - 8 8 …», "spelled
out: capital M, o, o, n, …, seven, exclamation mark"). The pieces are joined, and the whole is a password when it is
made up as one is: letters with a digit or a symbol. A note about the format ("two parts, a letter one and a digit one,
written together"), a placeholder's halves, or a name spelt for a courier names no password."""

from __future__ import annotations

import re

from .kinds import PASSWORD
from .text import is_placeholder

_PASSWORD_WORD = re.compile(r"(?i)\b(?:password|passcode|passphrase|pass|pwd|парол\w*|пасс?ворд\w*)\b")

_HINTS = ("pass", "pwd", "парол", "пасворд", "пассворд")

# --- halves: the word to join them, and two or more pieces named by their place
_JOIN = re.compile(r"(?i)\b(?:слитно|без пробел\w*|склеи\w*|соедин\w*|вмест\w*|together|without (?:a )?spaces?|no spaces?|"
                   r"concatenat\w*|joined?|glued?)\b")
_PLACE = (r"(?:перв\w*|втор\w*|треть\w*|начал\w*|конец|конц\w*|хвост\w*|окончани\w*|остальн\w*|first|second|third|last|"
          r"beginning|start|end|rest|tail|part (?:one|two|three|[123])|half (?:one|two|[12]))")
_PIECE = re.compile(r"(?i)\b" + _PLACE + r"(?:[ \t]+(?:половин\w*|част\w*|кус\w*|half|halves|part|piece))?[ \t]*"
                    r"(?:[:=—–]|-[ \t])?[ \t]*(?:[«\"'“]([^\s«»\"'“”]{2,30})[»\"'”]|([^\s«»\"'“”,;]{2,30}?)(?=[,;]|[ \t]+[—–-]|[ \t]*$))",
                    re.MULTILINE)


def _made_up(value: str) -> bool:
    """Letters with a digit or a symbol, six or more characters: a password, not a word or a number."""
    return len(value) >= 6 and any(c.isalpha() for c in value) \
        and any(c.isdigit() or not c.isalnum() for c in value) and not is_placeholder(value)


def _find_halves(text: str) -> str | None:
    if not _JOIN.search(text):
        return None
    pieces = [m.group(1) or m.group(2) for m in _PIECE.finditer(text)]
    pieces = [p for p in pieces if p and not is_placeholder(p) and any(c.isalnum() for c in p)]
    if len(pieces) >= 2 and _made_up("".join(pieces)) and any(not p.isalpha() for p in pieces):
        return PASSWORD
    return None


# --- spelt: the words that say so, then the characters one by one, each a single character or a word said for one
_SPELT = re.compile(r"(?i)(?:по букв\w*|побуквенно|по символ\w*|letter[- ]by[- ]letter|character[- ]by[- ]character|"
                    r"spel(?:led|t|ling)(?: (?:it )?out)?|as spelt|as spelled)[^\n:]{0,40}?(?::|—|–|-[ \t])[ \t]*([^\n]{6,300})")
_SAID = {  # a word said for a character
    **{w: d for d, ws in enumerate((
        ("zero", "ноль", "нуль"), ("one", "один", "единица"), ("two", "два", "двойка"), ("three", "три", "тройка"),
        ("four", "четыре"), ("five", "пять"), ("six", "шесть"), ("seven", "семь"), ("eight", "восемь"),
        ("nine", "девять")), start=0) for w in ws},
    "exclamation mark": "!", "exclamation point": "!", "восклицательный знак": "!", "bang": "!", "hash": "#",
    "решётка": "#", "решетка": "#", "pound sign": "#", "at sign": "@", "собака": "@", "собачка": "@", "dash": "-",
    "hyphen": "-", "дефис": "-", "тире": "-", "минус": "-", "underscore": "_", "нижнее подчёркивание": "_",
    "нижнее подчеркивание": "_", "подчёркивание": "_", "подчеркивание": "_", "dollar": "$", "доллар": "$",
    "dot": ".", "точка": ".", "star": "*", "звёздочка": "*", "звездочка": "*", "percent": "%", "процент": "%",
    "ampersand": "&", "амперсанд": "&", "plus": "+", "плюс": "+", "question mark": "?", "вопросительный знак": "?",
}
_CAPITAL = re.compile(r"(?i)^(?:capital|upper(?:case)?|big|большая|большое|заглавная|прописная)[ \t]+(\S)$")
_SMALL = re.compile(r"(?i)^(?:small|lower(?:case)?|маленькая|строчная)[ \t]+(\S)$")


def _character(item: str) -> str | None:
    item = item.strip()
    if len(item) == 1:
        return item
    if (found := _CAPITAL.match(item)) is not None:
        return found.group(1).upper()
    if (found := _SMALL.match(item)) is not None:
        return found.group(1).lower()
    said = _SAID.get(item.lower())
    return None if said is None else str(said)


def _spelt(run: str) -> str | None:
    """The characters of `run` joined, when it is a spelling: items split by commas, or single characters split by
    spaces; the spelling ends at the first item that is no character."""
    items = re.split(r"[ \t]*,[ \t]*", run) if "," in run else run.split()
    chars = []
    for item in items:
        ch = _character(item.strip(" \t.;"))
        if ch is None:
            break
        chars.append(ch)
    return "".join(chars) if len(chars) >= 6 else None


def _find_spelt(text: str) -> str | None:
    for found in _SPELT.finditer(text):
        value = _spelt(found.group(1))
        if value is not None and _made_up(value):
            return PASSWORD
    return None


def find_pieced_password(text: str, lowered: str) -> str | None:
    """PASSWORD when `text` names a password and gives it in pieces to join or spelt out; else None."""
    if not any(hint in lowered for hint in _HINTS) or not _PASSWORD_WORD.search(text):
        return None
    return _find_halves(text) or _find_spelt(text)
