"""The values a short fact states, compared across English and Russian (issue 19).

Two notes an embedding model scores as near-identical may still disagree on one value: "lives in
Berlin" / "moved to Munich", "PostgreSQL 15" / "PostgreSQL 12", "July 10" / "10 августа". `Facts`
holds what a text says in a form that survives translation and inflection:

- **values**: numbers (digits, number words, "twice"/"дважды"), clock times as 24-hour numbers
  ("9 pm", "21:00" and "9 вечера" are all 21), months, weekdays and languages, canonical;
- **names**: capitalised words past the first, by script: Latin ones compared by their first
  letters ("Python", "DevOps" in a Russian sentence too), Cyrillic ones by a consonant skeleton of
  their transliteration, which is also how a Latin and a Cyrillic name meet ("Berlin"/"Берлине",
  "Peter"/"Пётр", "Tokyo"/"Токио");
- **roles**: whose fact it is (the user's wife, sister, dog: canonical, in English);
- **negated**: whether the text says "not", "never", "без"...

`differ(a, b)` is the check agentik.memory.duplicates applies before calling a similar pair the
same fact. No model, no I/O: microseconds per pair.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_NEGATIONS = frozenset(
    "not no never nor cannot without dislike dislikes hate hates afraid fear fears doesn't don't isn't won't "
    "не нет никогда ни нельзя без ненавидит боится боятся".split()
)
"""Words that turn a statement into its opposite: "not", "never", "without", and the dislikes and
fears that answer a like ("hates long meetings" / "likes long meetings", "afraid of flying" /
"loves flying")."""


def _lexicon(groups: dict[str, str]) -> dict[str, str]:
    return {word: value for value, words in groups.items() for word in words.split()}


_NUMBER_WORDS = _lexicon({
    "0": "zero ноль", "1": "one once один одна одно однажды",
    "2": "two twice second два две двое двух двум двумя дважды второй второго",
    "3": "three thrice third три трое трёх трех трем тремя трижды третий третьего",
    "4": "four fourth четыре четверо четырёх четырех четырьмя четвёртого четвертого",
    "5": "five fifth пять пятеро пятого", "6": "six sixth шесть шестого", "7": "seven seventh семь седьмого",
    "8": "eight eighth восемь восьмого", "9": "nine ninth девять девятого", "10": "ten tenth десять десятого",
    "11": "eleven одиннадцать", "12": "twelve двенадцать", "100": "hundred сто", "1000": "thousand тысяча тысячи",
})
_WORD_VALUES = _lexicon({
    # months: English when capitalised (May is also a verb), Russian in every case
    "month:1": "january января январе январь", "month:2": "february февраля феврале февраль",
    "month:3": "march марта марте март", "month:4": "april апреля апреле апрель", "month:5": "may мая мае май",
    "month:6": "june июня июне июнь", "month:7": "july июля июле июль", "month:8": "august августа августе август",
    "month:9": "september сентября сентябре сентябрь", "month:10": "october октября октябре октябрь",
    "month:11": "november ноября ноябре ноябрь", "month:12": "december декабря декабре декабрь",
    "day:1": "monday mondays понедельник понедельника понедельникам",
    "day:2": "tuesday tuesdays вторник вторника вторникам",
    "day:3": "wednesday wednesdays среда среду среды средам", "day:4": "thursday thursdays четверг четверга четвергам",
    "day:5": "friday fridays пятница пятницу пятницы пятницам",
    "day:6": "saturday saturdays суббота субботу субботы субботам",
    "day:7": "sunday sundays воскресенье воскресенья воскресеньям",
})
_CAPITALISED_ONLY = frozenset("may march".split())
_LANGUAGES = {
    "lang:en": ("english", "англ"), "lang:ru": ("russian", "русск"), "lang:de": ("german", "немец"),
    "lang:fr": ("french", "франц"), "lang:es": ("spanish", "испан"), "lang:it": ("italian", "итальян"),
    "lang:zh": ("chinese", "китай"), "lang:ja": ("japanese", "япон"), "lang:ko": ("korean", "корей"),
    "lang:pt": ("portuguese", "португал"), "lang:pl": ("polish", "польск"), "lang:uk": ("ukrainian", "украин"),
    "lang:tr": ("turkish", "турец"), "lang:ar": ("arabic", "арабск"), "lang:he": ("hebrew", "иврит"),
}
"""A language by its English name or the stem of its Russian adjective ("по-испански", "испанский")."""

_ROLES = _lexicon({
    "spouse": "wife husband spouse married жена жены жене жену женой муж мужа мужу мужем женат замужем супруг супруга",
    "daughter": "daughter daughters дочь дочери дочерью дочка дочки дочке дочерей",
    "son": "son sons сын сына сыну сыном сыновья сыновей",
    "mother": "mother mom mum мать матери мама мамы маме маму мамой", "father": "father dad отец отца отцу папа папы",
    "parents": "parents родители родителей родителям",
    "sister": "sister sisters сестра сестры сестре сестру сестрой сёстры сестер сестёр",
    "brother": "brother brothers брат брата брату братом братья братьев",
    "friend": "friend friends друг друга подруга подруги друзья друзей",
    "boss": "boss manager начальник начальника руководитель руководителя",
    "dog": "dog dogs puppy собака собаки собаку собакой собак собаками пёс пес пса",
    "cat": "cat cats kitten кот кота коты котов кошка кошки кошку кошек кошками",
    "child": "child children kid kids ребёнок ребенок ребёнка ребенка дети детей детьми",
})
"""Whose fact it is: "the user's name is Anna" and "the user's sister is called Anna" are two facts."""

_CLOCK = re.compile(r"\b(\d{1,2}):(\d{2})\b")
_HOUR = re.compile(r"\b(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.|утра|вечера|ночи)(?![^\W_])", re.IGNORECASE | re.UNICODE)
_NUMBER = re.compile(r"\d+")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LATIN = re.compile(r"[a-zA-Z]")
_TRANSLIT = str.maketrans({
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i", "й": "i",
    "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u",
    "ф": "f", "х": "h", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "sh", "ъ": "", "ы": "y", "ь": "", "э": "e",
    "ю": "yu", "я": "ya",
})
STEM = 4
"""Letters of a Latin name compared: "Python" and "Pythons" agree, "Rust" and "Ruby" do not."""
SKELETON = 3
"""Consonants of a transliterated name compared across scripts: Berlin/Берлине → brl."""
_VOWELS = re.compile(r"[aeiouy]+")


def script(text: str) -> str:
    """"cyrillic" when a third of the letters are Cyrillic, else "latin"."""
    cyrillic, latin = len(_CYRILLIC.findall(text)), len(_LATIN.findall(text))
    return "cyrillic" if cyrillic * 2 >= latin and cyrillic else "latin"


def skeleton(word: str) -> str:
    """A name as its first consonants, written in Latin: "Пётр" and "Peter" → "ptr", "Токио" and
    "Tokyo" → "tk"; a doubled letter counts once ("Лиссабон"/"Lisbon" → "lsb")."""
    latin = word.casefold().replace("кс", "x").translate(_TRANSLIT)
    for spelling, sound in (("ch", "h"), ("kh", "h"), ("ck", "k"), ("c", "k"), ("ph", "f"), ("w", "v")):
        latin = latin.replace(spelling, sound)
    consonants = _VOWELS.sub("", latin[1:])
    letters = [latin[0]] if latin[:1] not in "aeiouy" else []
    for letter in consonants:
        if not letters or letters[-1] != letter:
            letters.append(letter)
    return "".join(letters)[:SKELETON]


@dataclass(frozen=True)
class Facts:
    """What one short text states, in comparable form."""

    values: frozenset[str]
    latin_names: frozenset[str]
    """Latin capitalised words past the first, case-folded (compared by their first STEM letters)."""
    cyrillic_names: frozenset[str]
    """Skeletons of Cyrillic capitalised words past the first."""
    roles: frozenset[str]
    negated: bool

    @property
    def skeletons(self) -> frozenset[str]:
        """Every name's skeleton, whatever its script (what a name in the other script is matched by)."""
        return self.cyrillic_names | frozenset(skeleton(name) for name in self.latin_names)


def _word_value(word: str, capitalised: bool) -> str | None:
    folded = word.casefold().replace("ё", "е")
    if folded in _NUMBER_WORDS:
        return _NUMBER_WORDS[folded]
    if folded in _WORD_VALUES and (capitalised or folded not in _CAPITALISED_ONLY):
        return _WORD_VALUES[folded]
    for value, (english, russian_stem) in _LANGUAGES.items():
        if folded == english or (folded.startswith(russian_stem) and _CYRILLIC.match(folded)):
            return value
    return None


def _clock_values(text: str) -> tuple[set[str], str]:
    """Clock times as 24-hour values ("18:45", "21" for 9 pm), and the text without them."""
    found: set[str] = set()

    def clock(match: re.Match[str]) -> str:
        hour, minute = int(match[1]), int(match[2])
        found.add(str(hour) if minute == 0 else f"{hour}:{minute:02d}")
        return " "

    def hour(match: re.Match[str]) -> str:
        value, part = int(match[1]), match[2].casefold().replace(".", "")
        if part in ("pm", "вечера") and value < 12:
            value += 12
        found.add(str(value))
        return " "

    text = _CLOCK.sub(clock, text)
    return found, _HOUR.sub(hour, text)


@lru_cache(maxsize=4096)
def facts(text: str) -> Facts:
    """The values, names, roles and negation `text` states."""
    values, rest = _clock_values(text)
    values |= {str(int(number)) for number in _NUMBER.findall(rest)}
    latin: set[str] = set()
    cyrillic: set[str] = set()
    roles: set[str] = set()
    for position, word in enumerate(_TOKEN.findall(rest)):
        if word.isdigit():
            continue
        capitalised = word[:1].isupper()
        value = _word_value(word, capitalised)
        if value is not None:
            values.add(value)
            continue
        role = _ROLES.get(word.casefold())
        if role is not None:
            roles.add(role)
        elif capitalised and position > 0 and len(word) > 1:
            if _CYRILLIC.match(word):
                cyrillic.add(skeleton(word))
            else:
                latin.add(word.casefold())
    if {"mother", "father"} <= roles:
        roles -= {"mother", "father"}
        roles.add("parents")
    words = {w.casefold() for w in re.findall(r"[^\W_]+(?:'[^\W_]+)?", text)}
    return Facts(frozenset(values), frozenset(latin), frozenset(cyrillic), frozenset(roles), bool(words & _NEGATIONS))


def _names_differ(a: Facts, b: Facts) -> bool:
    """Each text names something the other does not. A Latin name is matched by the same Latin
    name, or by a Cyrillic one with its skeleton; a Cyrillic name by its skeleton in any script."""
    def unmatched(one: Facts, other: Facts) -> bool:
        stems = {name[:STEM] for name in other.latin_names}
        if any(name[:STEM] not in stems and skeleton(name) not in other.cyrillic_names for name in one.latin_names):
            return True
        return any(name not in other.skeletons for name in one.cyrillic_names)

    return unmatched(a, b) and unmatched(b, a)


@lru_cache(maxsize=4096)
def differ(a: str, b: str) -> tuple[str, ...]:
    """How two texts disagree on a value, as the names of the checks that fired (() when they
    agree): "values" (each has a number, time, month, weekday or language the other lacks),
    "names" (each names something the other does not), "negation" (one is negated), "roles"
    (about different relatives or pets of the user)."""
    fa, fb = facts(a), facts(b)
    found = []
    if fa.values - fb.values and fb.values - fa.values:
        found.append("values")
    if _names_differ(fa, fb):
        found.append("names")
    if fa.negated != fb.negated:
        found.append("negation")
    if fa.roles != fb.roles:
        found.append("roles")
    return tuple(found)


def share(a: str, b: str) -> bool:
    """Whether two texts state a value or a name in common ("PostgreSQL 15" in both, "Spartak" and
    "Спартак"): a specific anchor that a restatement keeps."""
    fa, fb = facts(a), facts(b)
    if fa.values & fb.values:
        return True
    stems = {name[:STEM] for name in fb.latin_names}
    if any(name[:STEM] in stems for name in fa.latin_names):
        return True
    return bool(fa.skeletons & fb.skeletons)
