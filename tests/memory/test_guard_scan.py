"""The guard's hint scans (`text.HintIndex`, `text.WordScan`): the Aho-Corasick automaton must find exactly what
the trie regex finds — the same hints at the same places — on the labelled notes and on the edge cases of
word starts (Cyrillic, emoji, underscores, the note's first character). Speed is measured by `bench/guard.py`."""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

from agentik.memory.guard import _HINTS, fold, named, vendor
from agentik.memory.guard.text import HintIndex, WordScan, _trie_pattern

DATA = Path(__file__).resolve().parents[1] / "data" / "guard"


def _texts(every: int = 1) -> list[str]:
    """Every labelled note (`every`: every so many of them, in file order), and the edge cases."""
    texts = []
    for path in sorted(DATA.glob("*.jsonl")):
        with open(path, encoding="utf-8") as fh:
            texts += [json.loads(line)["text"] for line in fh if line.strip()]
    return texts[::every] + ["ignore", "_ignore x", "a_key b", "ключ:ключ", "🙂assistant 🙂 ai", "x\u0301ai ai", "тебе-ai"]


@functools.cache
def _oracle(hints: frozenset[str]) -> tuple[re.Pattern, re.Pattern]:
    trie = _trie_pattern(sorted(hints))
    return re.compile("(?=(" + trie + "))"), re.compile("\\W(?=(" + trie + "))")


def _regex_places(hints: frozenset[str], text: str) -> dict[str, list[int]]:
    """The oracle: every hint that starts a word (the note's start, or after a `\\W` character), found by
    `re` over the hints' trie — the longest at each place, and the shorter hints it starts with."""
    first, after_non_word = _oracle(hints)
    longest = [(0, m.group(1)) for m in [first.match(text)] if m and m.group(1)]
    longest += [(m.end(), m.group(1)) for m in after_non_word.finditer(text) if m.group(1)]
    places: dict[str, list[int]] = {}
    for pos, hit in longest:
        for hint in (hit[:i] for i in range(1, len(hit) + 1) if hit[:i] in hints):
            places.setdefault(hint, []).append(pos)
    return {hint: sorted(found) for hint, found in places.items()}


def test_the_word_hint_automaton_finds_the_places_the_regex_finds() -> None:
    words = _HINTS._words
    hints = frozenset(words.hints)
    for text in _texts(every=3):  # (~31,000 notes: the whole corpus, two forms of each, took ~13 s)
        for form in (fold(text), text.lower()):
            places = words.places(form)
            found = {hint: sorted(at) for hint, at in places.items()}
            expected = _regex_places(hints, form)
            assert found == expected, form[:80]
            assert places.heads == set(expected)  # the hints as a frozenset, for cheap intersections
            assert words.found(form) == set(expected)


def test_a_hint_inside_a_word_is_not_found_at_its_start() -> None:
    index = HintIndex(["ai", "key"], word_start=True)
    assert index.places("maintain the monkey") == {}
    assert index.places("ai: the key") == {"ai": [0], "key": [8]}
    assert index.places("api_key and (key)") == {"key": [13]}  # `_` is a word character, `(` is not


def test_the_word_scan_takes_the_leftmost_longest_like_finditer() -> None:
    scan = WordScan(["pass", "password", "word", "sword"])
    assert scan.spans("my password, a sword") == [(3, 11), (15, 20)]
    hint_regex = re.compile(_trie_pattern(named._HINT.words))
    for text in _texts():
        lowered = text.lower()
        assert named._HINT.spans(lowered) == [m.span() for m in hint_regex.finditer(lowered)]


def test_the_hints_found_anywhere_are_the_substrings_the_trie_regex_finds() -> None:
    rest = _HINTS._rest
    hints = frozenset(rest.hints)
    anywhere = re.compile("(?=(" + _trie_pattern(sorted(hints)) + "))")
    for text in _texts() + ["--user--u-p", "a://b<<x", "$2b$$2y$"]:
        for form in (fold(text), text.lower()):
            longest = [m.group(1) for m in anywhere.finditer(form) if m.group(1)]
            expected = {hit[:i] for hit in longest for i in range(1, len(hit) + 1) if hit[:i] in hints}
            assert rest.found(form) == expected, form[:80]


def test_the_vendor_hint_scan_takes_what_the_trie_regex_takes() -> None:
    hint_regex = re.compile(_trie_pattern(vendor._HINTS))
    for text in _texts():
        hay = " ".join(vendor.token_runs(text))
        assert [hay[a:b] for a, b in vendor._ANY_HINT.spans(hay)] == [m.group() for m in hint_regex.finditer(hay)]
