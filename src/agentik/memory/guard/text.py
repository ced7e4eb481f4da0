"""Helpers shared by the guard's rule families: folding, placeholders, and what a random value looks like."""

from __future__ import annotations

import base64
import binascii
import codecs
import math
import re
from collections import Counter
from operator import itemgetter
from typing import Iterable

import ahocorasick

_LOOKALIKES = str.maketrans("аеорсухіјѕԁӏ", "aeopcyxijsdl")
_LATIN = re.compile(r"[a-z]")
_LETTERS = re.compile(r"[\w-]+")  # a word, or a part of a token between its marks (a hyphen joins: "telegram-бот")


# an inline code span, between backticks: `kubectl delete ns bots` (its text is group 1)
CODE_SPAN = re.compile(r"`([^`\n]{1,200})`")

def _mixed(run: re.Match) -> str:
    word = run.group()
    return word.translate(_LOOKALIKES) if not word.isascii() and _LATIN.search(word) else word


def fold(text: str, lowered: str | None = None) -> str:
    """Lower case, ё → е, whitespace runs → one space, Cyrillic look-alikes inside Latin words → Latin.
    `lowered`: `text.lower()`, when the caller has it already.

    A word is a run of letters, digits and hyphens, not all that stands between spaces: a Russian value glued to an English
    key by a mark (`message="ассистент, …`, `alt='бот: …`, `title=«…»`) keeps its letters — only a word that mixes the
    scripts ("pаypal", "telegram-бот") is read as Latin."""
    text = " ".join((text.lower() if lowered is None else lowered).replace("ё", "е").split())
    if text.isascii() or not _LATIN.search(text):
        return text
    return " ".join(
        _LETTERS.sub(_mixed, word) if not word.isascii() and _LATIN.search(word) else word
        for word in text.split(" ")
    )


_PLACEHOLDER = re.compile(
    r"""^(?:\$\{?\{?[\w.\s]+\}?\}?|\$\(.*\)|%\(\w*\)[sd]|%[sd]|%\w+%|<[^<>]*>|\{\{?[^{}]*\}?\}|\[[^\]]*\]|[*x•·.…#_-]{3,}|
        (?:your|my|enter|insert|put|some)[_\-\s](?:[\w\-]*(?:pass|pwd|token|key|secret|user|name|app|api)[\w\-]*|[\w\-]*(?<![0-9]))|
        (?:ваш|твой|свой|мой)[_\-](?:парол|логин|токен|ключ|код)\w*|(?:[\w\-]*[_\-])?(?:here|goes[_\-]here|placeholder|example|sample|
        dummy|changeme|change[_-]?me|redacted|masked|hidden|fake|test|xxx+)(?:[_\-][\w\-]*)?|none|null|nil|empty|undefined|
        secret|password|passwd|token|key|pass|todo|tbd|required|optional|not[_\-\s]set|unset)$""",
    re.IGNORECASE | re.VERBOSE,
)
_ASSIGNED_NAME = re.compile(r"^[A-Za-z_][\w.\-]{0,40}[ \t]*[=:][ \t]*(?=[$<{%\[*])")
_CAPS_NAME = re.compile(r"^(?:[A-Z]{2,10}|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)$")


_GENERATED = re.compile(r"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[^{}<>$\[\]]{16,}$")
_DOLLAR_LED = re.compile(r"\$(?=[^_]*[a-z])(?=[^_]*[A-Z][^_]*[A-Z])[A-Za-z]{3,}\d{3,}"
                         r"|\$[A-Za-z]\w{0,20}[#!%&*@^~+=$](?=\S*\d)\S{3,}")  # (or a symbol after its first letters: "$eB#rpPDi0=S39", "$FLLN4f$g6YP")


FORBIDDEN_BEFORE = re.compile(r"(?i)(?:\bnever\b|\bdon't\b|\bdo not\b|\bnot\b|\bno\b|\bwithout\b|\bavoid\b|\binstead of\b"
                              r"|(?<!\w)(?:не|нельзя|никогда|без|запрещ\w*|вместо)(?!\w))[^,.;!?\n]{0,50}$")
"""An act forbidden in the words just before it, searched up to where it starts: "never set verify=False", «не добавляй
ключ в коммит», "instead of disabling masking" (a clause's comma or stop ends the reach)."""

TERM = re.compile(r"[^\W\d_]+(?:[ \-][^\W\d_]+)?")
"""A word or two, letters only, as a term put in quotes is («пример «ловушки» для ИИ», «Доверенных «исключений» нет»; not
"attacker@mail.ru", a JSON value)."""

# a house's number before its street, or a unit's: "4127 E Monte Vista Rd unit 3", "2210 W Pinchot Ave" — a place's numbers
# between a lock's name and its code (a gap of words for other rules, which take no digits in it)
STREET_NUMBER = (r"(?<![\w.])\d{1,6}(?=[ \t]+(?:[NSEW]\.?[ \t]+)?(?:[A-Z][a-z]+[ \t]+){1,3}(?:St|Ave|Rd|Dr|Blvd|Ln|Way|Ct|Pl|Pkwy|"
                 r"Street|Avenue|Road|Drive|Lane|Boulevard|Court|Place)\b)|(?<=\bunit )\d{1,4}\b|(?<=\bsuite )\d{1,4}\b")
IMAGE_VERSION = r"\d{1,3}(?:\.\d+){0,2}(?:-[a-z][\w.]*)?"
"""A container image's version tag: `16`, `7.2`, `16-bookworm`, `3.12.1-alpine` (what follows `postgres:`)."""


def dollar_led(value: str) -> bool:
    """Whether `value`, which starts with "$", is a password that does (`$GDRJuXI7469`, `$eB#rpPDi0=S39`), not a variable or a
    command's output (`$DB_PASS`, `${DB_PASS}`, `$(pass show db)`)."""
    return _DOLLAR_LED.fullmatch(value) is not None


def is_placeholder(value: str) -> bool:
    """`${DB_PASSWORD}`, `<token>`, `***`, a form's blank `____`, `your_api_key`, `CHANGEME`... — a reference to a secret, not one.

    A long value that mixes digits, capitals and small letters is generated, whatever word it holds
    ("…EXAMPLE…", "…_fake_…"): not a placeholder."""
    value = value.strip("\"'`«»“”").rstrip(".,;")
    if _GENERATED.match(value) or value[:1] == "$" and dollar_led(value):
        return False  # (a password that starts with "$": "$GDRJuXI7469" mixes cases and ends in digits, no variable's name)
    if (assigned := _ASSIGNED_NAME.match(value)) is not None:
        value = value[assigned.end():].strip("\"'`")  # "Password=${DB_PASS}": the value read holds an assignment of a blank
    return not value or bool(_CAPS_NAME.match(value) or _PLACEHOLDER.match(value))


def base64_text(value: str, encoding: str = "utf-8") -> str | None:
    """The text `value` is base64 of (its padding may be left off), or None when it is no base64 of text in `encoding`."""
    bare = value.rstrip("=")
    try:
        return base64.b64decode(bare + "=" * (-len(bare) % 4), validate=True).decode(encoding)
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None


def decoded_shown(value: str, text: str) -> bool:
    """Whether `value` is base64 of printable text that `text` itself shows ("ключ сообщения в base64: cGF5bWVudC0xMjM0NQ== →
    payment-12345", "base64 тела вебхука: eyJldmVudCI6… — это просто {"event":…}"): encoded data explained, not a key."""
    if len(value) < 8 or not _BASE64_RUN.fullmatch(value):
        return False
    decoded = base64_text(value)
    return decoded is not None and len(decoded) >= 6 and decoded.isprintable() and decoded.strip() in text


_BASE64_RUN = re.compile(r"[A-Za-z0-9+/]+={0,2}")


def one_character(value: str) -> bool:
    """Whether `value` is one letter or digit over and over, its separators aside ("00 00 00 00", "1-1-1-1",
    `00000000-0000-0000-0000-000000000000`): an empty field or a nil value, not a code or a key."""
    return len({c for c in value if c.isalnum()}) <= 1


def shannon_entropy(text: str) -> float:
    """Bits per character of `text`'s own character distribution."""
    if not text:
        return 0.0
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def has_digit(value: str) -> bool:
    return any(c.isdigit() for c in value)


def has_alpha(value: str) -> bool:
    return any(c.isalpha() for c in value)


_CODE_REF = re.compile(r"^[A-Za-z_][A-Za-z_]*(?:\.[A-Za-z_][A-Za-z_]*)+[(\[]?$|^\w+\((?![^()]*\)[A-Za-z0-9])|^[a-z]+(?:[_-][a-z]+)+$")
# (a call, not a password with brackets in it: "GwF(0aUd)kxa2a" goes on with letters after its bracket closes)
_URLISH = re.compile(r"^(?:[a-z][a-z0-9+.\-]*://|/|~/|\./|\.\./|[A-Za-z]:\\|www\.)")
_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+\.[\w.\-]+")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_VERSIONISH = re.compile(r"^v?\d+(?:[.\-]\d+)+[a-z0-9.\-]*$")


_DIGEST = re.compile(r"(?i)(?:sha(?:1|224|256|384|512)|md5|blake2b?|xxh\d*)[:\-][0-9a-z+/=]{16,}$")


def is_digest(value: str) -> bool:
    """A digest named by its algorithm: `sha256:<hex>`, npm's `sha512-<base64>`."""
    return _DIGEST.match(value) is not None


def is_uuid(value: str) -> bool:
    return bool(_UUID.match(value))


def looks_random(value: str, minimum: int = 16, *, named: bool = False) -> bool:
    """A value that reads as a generated key, not a word, path, URL, code reference or version.
    `named`: the name beside it says it is a secret, so a leading slash does not make it a path."""
    if len(value) < minimum or is_placeholder(value):
        return False
    if (_URLISH.match(value) and not (named and "://" not in value)) or _CODE_REF.match(value) or _VERSIONISH.match(value) or _EMAIL.fullmatch(value):
        return False
    if value.isdigit():
        return False
    entropy = shannon_entropy(value)
    if has_digit(value) and has_alpha(value):
        return entropy >= 3.0
    return entropy >= 3.6 and len(value) >= 20 and value != value.lower()


def looks_like_password(value: str) -> bool:
    """A password-shaped value: 4+ characters with a digit or symbol, or capitals after the first letter."""
    if len(value) < 4 or is_placeholder(value) or _URLISH.match(value) or _CODE_REF.match(value):
        return False
    if value.isdigit():
        return len(value) >= 6
    if value.isalpha():
        return value[1:] != value[1:].lower() and value != value.upper()
    return has_alpha(value) or len(value) >= 6


def _trie_pattern(words: list[str]) -> str:
    """A regex matching any of `words`, written as a trie so that each position costs a few comparisons."""
    trie: dict = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}

    def emit(node: dict) -> str:
        branches = [re.escape(char) + emit(child) for char, child in sorted(node.items()) if char]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return emit(trie)


class Gates:
    """Which of many rules a note's hints open: each rule has hints, one of which must be present."""

    def __init__(self, hints_per_rule: Iterable[Iterable[str]]) -> None:
        self._rules_of: dict[str, list[int]] = {}
        for index, hints in enumerate(hints_per_rule):
            for hint in set(hints):
                self._rules_of.setdefault(hint, []).append(index)
        self._keys = frozenset(self._rules_of)

    def open(self, present: set[str] | frozenset[str]) -> list[int]:
        """The indexes of the rules with a hint in `present`, in rule order."""
        rules_of = self._rules_of
        hits = self._keys.intersection(present)
        if len(hits) == 1:
            return rules_of[next(iter(hits))]
        return sorted({index for hint in hits for index in rules_of[hint]})


class SplitHintIndex:
    """A HintIndex for hints that start with a letter or digit (looked for where words start: cheap) and
    one for the rest (`://`, `<`, `$2b$`... looked for everywhere)."""

    def __init__(self, hints: Iterable[str]) -> None:
        hints = set(hints)
        words = {h for h in hints if h[:1].isalnum()}
        self._words = HintIndex(words, word_start=True)
        self._rest = HintIndex(hints - words)

    def found(self, text: str) -> set[str]:
        return self._words.found(text) | self._rest.found(text)

    def word_places(self, text: str) -> dict[str, list[int]]:
        """Where each word hint found starts."""
        return self._words.places(text)

    def scan(self, text: str) -> tuple[dict[str, list[int]], set[str]]:
        """(where each word hint found starts, every hint found), one pass for each kind of hint."""
        at = self._words.places(text)
        present = self._rest.found(text)
        present.update(at)
        return at, present


def _automaton(hints: list[str]):
    """An Aho-Corasick automaton over `hints`: each found as (hint, its length - 1), ending where it ends."""
    automaton = ahocorasick.Automaton()
    for hint in hints:
        automaton.add_word(hint, (hint, len(hint) - 1))
    automaton.make_automaton()
    return automaton


_FIRST, _SECOND = itemgetter(0), itemgetter(1)


class _Separated(dict):
    """A `str.translate` table: every character that is no word character (what `\\W` means to `re`: not
    `isalnum()`, not `_`) → one space, the others kept. Filled on first sight of a character (a dict subclass's
    `__missing__`), so the translation runs at C speed once a character is known."""

    def __missing__(self, code: int) -> int:
        char = chr(code)
        value = code if char.isalnum() or char == "_" else 32
        if len(self) < 65536:  # a note of exotic characters does not grow the table without end
            self[code] = value
        return value


_SEPARATED = _Separated()
_SEPARATOR = " "

# `str.translate` runs at C speed on ASCII text only: on a Russian note it asks the table for each character (9 µs a
# 300-character note). A note in ASCII, Cyrillic and common punctuation is instead encoded one byte a character by a
# charmap of those characters, translated as bytes and decoded back (2 µs); any other character: `str.translate`.
_BYTE_CHARS = "".join(dict.fromkeys([chr(code) for code in range(128)] + [chr(code) for code in range(0x410, 0x450)]
                                    + list("ёЁ—–«»“”„‘’…№•·‐‑−×°€₽£¥©®™→←✓✔§±\u00a0\u2009\u200b\u202f\ufe0f")))
_BYTE_MAP = codecs.charmap_build(_BYTE_CHARS)
_BYTE_SEPARATED = bytes(code if char.isalnum() or char == "_" else 32 for code, char in enumerate(_BYTE_CHARS)).ljust(256, b" ")


def _separated(text: str) -> str:
    """`text.translate(_SEPARATED)`: every non-word character a space."""
    try:
        encoded = codecs.charmap_encode(text, "strict", _BYTE_MAP)[0]
    except UnicodeEncodeError:
        return text.translate(_SEPARATED)
    return codecs.charmap_decode(encoded.translate(_BYTE_SEPARATED), "strict", _BYTE_CHARS)[0]


def _separated_automaton(hints: list[str]):
    """An automaton over `" " + hint` with the hint's own non-word characters made spaces, for a text given as
    `" " + text.translate(_SEPARATED)`: a hit there starts right after a non-word character (or at the start), so
    only hints where a word starts come back, and none of the automaton's hits inside words has to be thrown away
    in Python. Each hit is (hint, its length, None), or (…, the hints spelt alike) when several hints differ only in
    their non-word characters (`e-mail`, `e mail`) or a hint has one: those are checked on the text itself."""
    alike: dict[str, list[str]] = {}
    for hint in hints:
        alike.setdefault(_SEPARATOR + hint.translate(_SEPARATED), []).append(hint)
    automaton = ahocorasick.Automaton()
    for key, spelt in alike.items():
        exact = len(spelt) == 1 and _SEPARATOR not in key[1:]  # a hint of word characters only is there as found
        automaton.add_word(key, (spelt[0], len(key) - 1, None if exact else tuple(spelt)))
    automaton.make_automaton()
    return automaton


class WordScan:
    """Where any of `words` occurs in a text, as `re.finditer` over their trie would find them (leftmost, the
    longest there, then on after it), by an Aho-Corasick automaton."""

    def __init__(self, words: Iterable[str]) -> None:
        self.words = sorted(set(words))
        self._automaton = _automaton(self.words) if self.words else None

    def spans(self, text: str) -> list[tuple[int, int]]:
        """(start, end) of each occurrence, in order, none overlapping."""
        if self._automaton is None:
            return []
        found = sorted((end - back, -end - 1) for end, (_, back) in self._automaton.iter(text))
        spans, after = [], 0
        for start, stop in found:
            if start >= after:
                after = -stop
                spans.append((start, after))
        return spans


class HeadPlaces(dict):
    """What `HintIndex.places` gives (hint → the places it starts), with its hints as a frozenset too (`heads`): a set
    intersects a set by looking up the smaller side's members, a dict only by walking all its keys, and the guard's
    rules intersect their heads with one note's places a dozen times."""

    __slots__ = ("heads",)


class HintIndex:
    """Which of many literal hints occur in a text, in one pass of an Aho-Corasick automaton.

    For word hints a hint counts where the character before it is no word character (what `\\W` means to `re`): the
    same places as a trie regex. The automaton runs over the note with every non-word character made a space and
    knows each hint as space + hint, so it reports word starts only (a third of an automaton's hits on a note are
    inside words, each a Python step to throw away): 23 µs a 300-character note for the guard's 4,500 word hints,
    34 µs when the hits inside words came back too."""

    def __init__(self, hints: Iterable[str], *, word_start: bool = False) -> None:
        """`word_start`: hints are only looked for where a word starts (stems and verbs), else anywhere."""
        self.hints = sorted(set(hints))
        self._word_start = word_start
        if word_start and self.hints:
            self._automaton = _separated_automaton(self.hints)
        else:
            self._automaton = _automaton(self.hints) if self.hints else None

    def places(self, text: str) -> HeadPlaces:
        """Every hint found → the places it starts, in order."""
        places = HeadPlaces()
        if self._automaton is None:
            places.heads = frozenset()
            return places
        if not self._word_start:
            for end, (hint, back) in self._automaton.iter(text):
                places.setdefault(hint, []).append(end - back)
            places.heads = frozenset(places)
            return places
        get = places.get
        for end, (hint, back, alike) in self._automaton.iter(_SEPARATOR + _separated(text)):
            pos = end - back  # the automaton's hits all start where a word does (see _separated_automaton)
            if alike is None:
                found = get(hint)
                if found is None:
                    places[hint] = [pos]
                else:
                    found.append(pos)
                continue
            for hint in alike:  # hints with inner non-word characters: which of them is there
                if text.startswith(hint, pos):
                    found = get(hint)
                    if found is None:
                        places[hint] = [pos]
                    else:
                        found.append(pos)
        places.heads = frozenset(places)
        return places

    def found(self, text: str) -> set[str]:
        """Every hint that is a substring of `text` (that starts a word, with `word_start`)."""
        if self._word_start:
            return set(self.places(text))
        return set(map(_FIRST, map(_SECOND, self._automaton.iter(text)))) if self._automaton is not None else set()


def words_apart(text: str) -> str:
    """`text` with every non-word character (what `\\W` means to `re`) made a space, at C speed for the usual scripts."""
    return _separated(text)


# children's play: «Дети сами придумали «секретное слово» для входа в шалаш — «Шарик»», "the kids' password for the treehouse"
_KIDS = re.compile(r"(?i)(?<!\w)(?:дети|детям|детей|ребён\w*|ребен\w*|детск\w*|малыш\w*|kids?|children|child's)(?!\w)")
_GAME = re.compile(r"(?i)(?<!\w)(?:игр[аеуыо]\w*|шалаш\w*|квест\w*|games?|treehouse|fort|clubhouse)(?!\w)")


_ACCOUNT = re.compile(r"(?i)аккаунт|учётн|учетн|логин|почт|account|log ?in|e-?mail|roblox|minecraft|steam|xbox|playstation|"
                      r"nintendo|epic games|wi-?fi|телефон|планшет|phone|tablet|ipad")


# a game's own world: a puzzle, a quest, an NPC, a level («код от сейфа в квесте», "the vault puzzle code is 4-7-1-9, told by the
# ghost NPC") — its codes are the players' to find
_GAME_WORLD = re.compile(r"(?i)\b(?:puzzles?|npcs?|quests?|level design|escape rooms?|riddles?|in-game|dungeons?|playtest\w*|"
                         r"game design\w*)\b|(?<!\w)(?:головоломк|загадк|квест|игров\w* (?:уровн|персонаж|сюжет))\w*")


def list_item_end(folded: str, at: int, start: int, until: int) -> int:
    """Where the reach from `start` to `until` ends when `at` stands in an item of a list folded to one line (" - " within 80
    characters before it, and the next item's " - " before `until`): that next item's start; else `until`. A list's item names
    a reader or a rule in passing, and the next items are the list's ("- Why CS cares: our reply-suggestion bot reads customer
    text. - Demo: show the same ticket …", "- Rule for agents: AI suggestions are drafts, a human always reads. - …")."""
    if folded.rfind(" - ", max(0, at - 80), at) < 0:
        return until
    following = folded.find(" - ", start, until)
    return following if following >= 0 else until


def game_world(text: str) -> bool:
    """Whether `text` speaks of a game's own world (`_GAME_WORLD`) and of no account or device: a code in it is the game's."""
    return _GAME_WORLD.search(text) is not None and _ACCOUNT.search(text) is None


def children_play(text: str) -> bool:
    """Whether `text` speaks of children and of a game or a hut, and of no account or device: a password or a code word in
    it is their play's (a kid's game account's password is a password)."""
    return _KIDS.search(text) is not None and _GAME.search(text) is not None and _ACCOUNT.search(text) is None
