"""The heads gate in front of the guard's whole-note searches (`heads`): a pattern tried only where one of the literals
its matches start with is. It must change nothing that is found (spans, groups, order), only how fast; speed is measured
by `bench/guard.py`."""

from __future__ import annotations

import _sre
import importlib
import json
import pkgutil
import re
import sys
from pathlib import Path

import pytest

import agentik.memory.guard as guard
from agentik.memory.guard.heads import UNFOLDABLE, HeadsGate, heads, heads_gate

DATA = Path(__file__).resolve().parents[1] / "data" / "guard"


# the test suite's labelled notes, every third (secrets, injections, ordinary look-alikes)
SAMPLE = [json.loads(line)["text"] for name in ("secrets", "injections", "ordinary")
          for line in (DATA / f"{name}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()][::3]


def _everything(pattern, text: str) -> tuple:
    """What each scanning method finds in `text`."""
    found = pattern.search(text)
    return ((found.span(), found.groups()) if found else None,
            [(m.span(), m.groups()) for m in pattern.finditer(text)],
            pattern.findall(text), pattern.sub("<>", text), pattern.subn("<>", text), pattern.split(text))


@pytest.mark.parametrize(("source", "flags", "expected"), [
    (r"\b(?:attack\w*|injection)\b|(?<!\w)мошенн\w*", 0, {"attack", "injection", "мошенн"}),
    (r"(?:долж\w+ )?отказ(?:ать|ыва)", 0, {"долж", "отказ"}),  # an optional start: it, or what follows
    (r"(?i)\bDOOR code|Код", 0, {"door code", "код"}),  # case-blind: casefolded
    (r"[ab]c\d", 0, {"a", "b"}),  # a class of a few characters: each a head
    (r"(?:x+|yz)w", 0, {"x", "yzw"}),  # a repeat's first time round; an alternative and what follows it
])
def test_heads_are_the_literals_every_match_starts_with(source: str, flags: int, expected: set[str]) -> None:
    found = heads(re.compile(source, flags))
    assert found is not None and found[0] == expected


@pytest.mark.parametrize("source", [r"x?\d", r"\w+@", r"(?:abc)?", r"a|\d", r"(?<=x)."])
def test_a_match_that_may_start_otherwise_or_be_empty_has_no_heads(source: str) -> None:
    assert heads(re.compile(source)) is None


@pytest.mark.parametrize("source", [
    r"sk-[A-Za-z0-9]{20}",  # a literal prefix: `re` skips ahead by itself
    r"(?i)\b(?:kırmızı|yeşil)",  # a case-blind dotless ı: an "I" in the text matches it, casefolded or not
    r"\b(?:a|an) \w+",  # a head of one letter is in every note
    r"(?<!\w)[\"'](?:key|token)",  # so is a quote
])
def test_no_gate_where_re_is_fast_already_or_the_heads_are_everywhere(source: str) -> None:
    assert heads_gate(re.compile(source)) is None


@pytest.mark.parametrize("text", [
    "We ADD filters; adding checks, then add-on", "нужно добавить фильтр, добавлю проверку", "İnject the İNJECTION ınjection",
    "Straße STRASSE strasse", "", "add", "x add", "addadd add add",
])
def test_a_gated_pattern_finds_what_the_pattern_finds(text: str) -> None:
    for source in (r"(?i)(?<!\w)(?:add(?:ing)?|injection|inject)\b ?(\w*)", r"\b(?:добав\w*|strasse|straße) (\w+)",
                   r"(?<!\w)(?:add|dd)"):
        plain = re.compile(source)
        gated = heads_gate(plain)
        assert isinstance(gated, HeadsGate)
        assert _everything(gated, text) == _everything(plain, text), (source, text)


def test_the_guard_patterns_gated_find_what_they_found_on_the_corpus() -> None:
    guard.classify("warm up: the rule modules' patterns are gated on the first note", frozenset())
    gated = []
    for info in pkgutil.iter_modules(guard.__path__):
        module = importlib.import_module(f"{guard.__name__}.{info.name}")
        for value in vars(module).values():
            inner = getattr(value, "_pattern", None)  # a NeedsGate holds what it gates
            for candidate in (value, inner):
                if isinstance(candidate, HeadsGate):
                    gated.append(candidate)
    assert len(gated) >= 300  # most of the injection rules' whole-note searches
    for gate in gated[::4]:
        plain = gate._pattern
        for text in SAMPLE:
            assert _everything(gate, text) == _everything(plain, text), plain.pattern[:60]


def test_unfoldable_lists_every_letter_whose_case_blind_match_casefolding_misses() -> None:
    # `re` matches a case-blind literal to a character whose simple lower case (or an extra case it knows) is the
    # literal's; the gate finds the casefolded literal in the casefolded text, which holds when both casefold alike
    odd = set()
    extra = getattr(re._casefix, "_EXTRA_CASES", {})
    for code in range(sys.maxunicode + 1):
        char = chr(code)
        if char.lower() == char and char.upper() == char and code not in extra:
            continue
        lower = chr(_sre.unicode_tolower(code))
        for other in {lower} | {chr(x) for x in extra.get(ord(lower), ())}:
            if char.casefold() != other.casefold():
                odd.update((char, other) if not other.isascii() else (char,))
    assert {char for char in odd if not char.isascii()} <= set(UNFOLDABLE)
