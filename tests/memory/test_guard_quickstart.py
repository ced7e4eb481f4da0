"""The one-character gate in front of the guard's whole-note searches (`quickstart`): it must change
nothing that is found, only how fast. Speed is measured by `bench/guard.py`."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from agentik.memory.guard import shapes, vendor
from agentik.memory.guard.quickstart import quick_start

DATA = Path(__file__).resolve().parents[1] / "data" / "guard"


def _texts() -> list[str]:
    texts = []
    for name in ("secrets", "injections", "ordinary"):
        with open(DATA / f"{name}.jsonl", encoding="utf-8") as fh:
            texts += [json.loads(line)["text"] for line in fh if line.strip()]
    return texts


def _found(pattern: re.Pattern[str], text: str) -> list[tuple]:
    return [(m.span(), m.groups()) for m in pattern.finditer(text)]


def test_a_case_insensitive_alternation_gets_a_gate_and_finds_the_same() -> None:
    plain = re.compile(r"(?i)\b(?:access|door)[ \-]code|код доступа")
    gated = quick_start(plain)
    assert gated is not plain and gated.pattern.startswith("(?=[")
    for text in ("The DOOR code is 1234", "ACCESS-CODE", "код доступа: 77", "outdoor code", "Kод доступа"):
        assert _found(gated, text) == _found(plain, text)


@pytest.mark.parametrize("pattern", [
    r"sk-[A-Za-z0-9]{20}",  # a literal prefix: `re` skips ahead by itself
    r"(?:abc)?\d*",  # may match the empty string: no first character to gate on
    r"\b\w+@\w+",  # a gate as wide as `\w` would cost more than it saves
    r"(?<!x).",  # any character
])
def test_a_pattern_re_handles_well_or_that_cannot_be_gated_is_kept(pattern: str) -> None:
    compiled = re.compile(pattern)
    assert quick_start(compiled) is compiled


def test_groups_and_verbose_patterns_survive() -> None:
    plain = re.compile(r"""(?ix)\b(?:user|login)   # the name
                           \s*[:=]\s*(?P<value>\S+)  # its value""")
    gated = quick_start(plain)
    assert gated is not plain
    assert gated.groupindex == plain.groupindex
    assert gated.search("LOGIN = bob").group("value") == "bob"


def test_the_guard_rules_find_the_same_spans_and_groups_gated() -> None:
    texts = _texts()
    rules = [rule.pattern for rule in shapes.SHAPE_RULES] + [rule.pattern for rule in vendor.VENDOR_RULES]
    gated = [(rule, quick_start(rule)) for rule in rules]
    assert sum(g is not r for r, g in gated) >= 20  # most rules are gated...
    for rule, fast in gated:
        if fast is not rule:
            assert [_found(fast, t) for t in texts] == [_found(rule, t) for t in texts], rule.pattern[:60]
