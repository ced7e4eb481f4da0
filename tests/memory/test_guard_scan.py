"""The guard's hint scans (`text.HintIndex`, `text.WordScan`): the Aho-Corasick automaton must find exactly what
the trie regex finds — the same hints at the same places — on every labelled note and on the edge cases of
word starts (Cyrillic, emoji, underscores, the note's first character). Speed is measured by `bench/guard.py`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agentik.memory.guard import _HINTS, fold, named
from agentik.memory.guard.text import HintIndex, WordScan, ahocorasick

DATA = Path(__file__).resolve().parents[1] / "data" / "guard"

pytestmark = pytest.mark.skipif(ahocorasick is None, reason="pyahocorasick is not installed")


def _texts() -> list[str]:
    texts = []
    for path in sorted(DATA.glob("*.jsonl")):
        with open(path, encoding="utf-8") as fh:
            texts += [json.loads(line)["text"] for line in fh if line.strip()]
    return texts + ["ignore", "_ignore x", "a_key b", "ключ:ключ", "🙂assistant 🙂 ai", "x\u0301ai ai", "тебе-ai"]


def _regex_only(index: HintIndex) -> HintIndex:
    twin = HintIndex(index.hints, word_start=True)
    twin._automaton = None
    return twin


def test_the_word_hint_automaton_finds_the_places_the_regex_finds() -> None:
    words = _HINTS._words
    assert words._automaton is not None
    regex = _regex_only(words)
    for text in _texts():
        for form in (fold(text), text.lower()):
            found = {hint: sorted(places) for hint, places in words.places(form).items()}
            assert found == {hint: sorted(places) for hint, places in regex.places(form).items()}, form[:80]
            assert words.found(form) == regex.found(form)


def test_a_hint_inside_a_word_is_not_found_at_its_start() -> None:
    index = HintIndex(["ai", "key"], word_start=True)
    assert index.places("maintain the monkey") == {}
    assert index.places("ai: the key") == {"ai": [0], "key": [8]}
    assert index.places("api_key and (key)") == {"key": [13]}  # `_` is a word character, `(` is not


def test_the_word_scan_takes_the_leftmost_longest_like_finditer() -> None:
    scan = WordScan(["pass", "password", "word", "sword"])
    assert scan.spans("my password, a sword") == [(3, 11), (15, 20)]
    for text in _texts():
        lowered = text.lower()
        assert named._HINT.spans(lowered) == [m.span() for m in named._HINT._regex.finditer(lowered)]
