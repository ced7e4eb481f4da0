"""Helpers shared by the guard's rule families: folding, placeholders, and what a random value looks like."""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Iterable

_LOOKALIKES = str.maketrans("аеорсухіјѕԁӏ", "aeopcyxijsdl")
_LATIN = re.compile(r"[a-z]")


def fold(text: str) -> str:
    """Lower case, ё → е, whitespace runs → one space, Cyrillic look-alikes inside Latin words → Latin."""
    text = " ".join(text.lower().replace("ё", "е").split())
    if text.isascii() or not _LATIN.search(text):
        return text
    return " ".join(
        word.translate(_LOOKALIKES) if not word.isascii() and _LATIN.search(word) else word
        for word in text.split(" ")
    )


_PLACEHOLDER = re.compile(
    r"""^(?:\$\{?\{?[\w.\s]+\}?\}?|\$\(.*\)|%\(?\w*\)?s?|<[^<>]*>|\{\{?[^{}]*\}?\}|\[[^\]]*\]|[*x•·.…#-]{3,}|
        (?:your|my|enter|insert|put|some)[_\-\s][\w\-]*|(?:[\w\-]*[_\-])?(?:here|goes[_\-]here|placeholder|example|sample|
        dummy|changeme|change[_-]?me|redacted|masked|hidden|fake|test|xxx+)(?:[_\-][\w\-]*)?|none|null|nil|empty|undefined|
        secret|password|passwd|token|key|pass|todo|tbd|required|optional|not[_\-\s]set|unset)$""",
    re.IGNORECASE | re.VERBOSE,
)
_CAPS_NAME = re.compile(r"^(?:[A-Z]{2,10}|[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)$")


_GENERATED = re.compile(r"^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[^{}<>$\[\]]{16,}$")


def is_placeholder(value: str) -> bool:
    """`${DB_PASSWORD}`, `<token>`, `***`, `your_api_key`, `CHANGEME`... — a reference to a secret, not one.

    A long value that mixes digits, capitals and small letters is generated, whatever word it holds
    ("…EXAMPLE…", "…_fake_…"): not a placeholder."""
    value = value.strip("\"'`")
    if _GENERATED.match(value):
        return False
    return not value or bool(_CAPS_NAME.match(value) or _PLACEHOLDER.match(value))


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


_CODE_REF = re.compile(r"^[A-Za-z_][A-Za-z_]*(?:\.[A-Za-z_][A-Za-z_]*)+[(\[]?$|^\w+\(|^[a-z]+(?:[_-][a-z]+)+$")
_URLISH = re.compile(r"^(?:[a-z][a-z0-9+.\-]*://|/|~/|\./|\.\./|[A-Za-z]:\\|www\.)")
_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+\.[\w.\-]+")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_VERSIONISH = re.compile(r"^v?\d+(?:[.\-]\d+)+[a-z0-9.\-]*$")


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

    def scan(self, text: str) -> tuple[list[tuple[int, list[str]]], set[str]]:
        """(where word hints start, every hint found): `found` and the word hints' places, in one pass each."""
        at = self._words.occurrences(text)
        present = self._rest.found(text)
        for _, hints in at:
            present.update(hints)
        return at, present


class HintIndex:
    """Which of many literal hints occur in a text, in one regex pass (a trie, tried at every position)."""

    def __init__(self, hints: Iterable[str], *, word_start: bool = False) -> None:
        """`word_start`: hints are only looked for where a word starts (much cheaper; stems and verbs).
        Then the regex starts with the non-word character before the hint: `re` skips to those with
        its fast first-character scan instead of trying the trie at every position."""
        self.hints = sorted(set(hints))
        self._set = frozenset(self.hints)
        self._prefixes: dict[str, list[str]] = {}
        self._first: re.Pattern[str] | None = None
        if not self.hints:
            self._regex = re.compile(r"(?!)()")
            return
        trie = "(?=(" + _trie_pattern(self.hints) + "))"
        if word_start:
            self._first = re.compile(trie)
            self._regex = re.compile("\\W" + trie)
        else:
            self._regex = re.compile(trie)

    def _hints_at(self, hit: str) -> list[str]:
        """The hints that `hit` (the longest one found at a place) starts with: itself and shorter ones."""
        found = self._prefixes.get(hit)
        if found is None:
            found = self._prefixes[hit] = [hit[:i] for i in range(1, len(hit) + 1) if hit[:i] in self._set]
        return found

    def _hits(self, text: str) -> list[tuple[int, str]]:
        hits = [(match.end(), hit) for match in self._regex.finditer(text) if (hit := match.group(1))]
        if self._first is not None:
            first = self._first.match(text)
            if first is not None and first.group(1):
                hits.insert(0, (0, first.group(1)))
        return hits

    def occurrences(self, text: str) -> list[tuple[int, list[str]]]:
        """(position, the hints that start there) for every place one starts (where words start, with
        `word_start`)."""
        return [(pos, self._hints_at(hit)) for pos, hit in self._hits(text)]

    def found(self, text: str) -> set[str]:
        """Every hint that is a substring of `text` (that starts a word, with `word_start`)."""
        seen: set[str] = set()
        for _, hit in self._hits(text):
            if hit not in seen:
                seen.update(self._hints_at(hit))
        return seen
