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


# --- the needed-text gate (`NeedsGate`): a search skipped only where the pattern cannot match ------------------------------

def test_a_needs_gate_skips_a_note_without_its_texts_and_finds_the_same_in_one_with_them() -> None:
    from agentik.memory.guard.quickstart import NeedsGate, needs_gate

    plain = re.compile(r"\b(?:keep|store)\b[^.]{0,40}?\b(?:passwords?|tokens?)\b")
    gate = needs_gate(plain)
    assert isinstance(gate, NeedsGate)
    assert gate.search("please store the report in the shared folder") is None  # no "password", no "token"
    assert not gate.possible("please store the report in the shared folder")
    for text in ("store all tokens in a vault", "keep my passwords. store the tokens", "Store the passwords"):
        assert gate.possible(text) or not _found(plain, text)
        assert _found(gate, text) == _found(plain, text)
        assert gate.findall(text) == plain.findall(text)
    assert gate.sub("X", "store the tokens") == plain.sub("X", "store the tokens")  # the rest is the pattern's own
    assert gate.pattern == plain.pattern and gate.groups == plain.groups


def test_a_needs_gate_on_a_case_blind_pattern_looks_in_a_lower_case_copy() -> None:
    from agentik.memory.guard.quickstart import needs_gate

    plain = re.compile(r"(?i)\b(?:send|forward)\b.{0,30}\bpasswords?\b")
    gate = needs_gate(plain)
    assert gate is not plain
    for text in ("SEND him the PASSWORD", "forward it", "Send the Passwords now"):
        assert _found(gate, text) == _found(plain, text)


def test_a_needs_gate_is_not_put_where_re_skips_ahead_itself_or_nothing_is_needed() -> None:
    from agentik.memory.guard.quickstart import needs_gate

    for pattern in (r"password\s*=\s*\S+", r"\b\w+\s+\d+", r"(?:a|b)\s+c"):
        compiled = re.compile(pattern)
        assert needs_gate(compiled) is compiled


def test_the_injection_rules_behind_needs_gates_find_the_same_spans_and_groups() -> None:
    import sys

    from agentik.memory.guard import classify
    from agentik.memory.guard.quickstart import NeedsGate
    from agentik.memory.guard.text import fold

    classify("warm up")  # the package gates its modules' patterns on the first note it reads
    gates = [value for name, module in list(sys.modules.items()) if name.startswith("agentik.memory.guard.")
             for value in vars(module).values() if isinstance(value, NeedsGate)]
    assert len(gates) >= 100
    texts = _texts()
    texts = texts + [fold(text) for text in texts]  # (the rules read the folded form too)
    skipped = 0
    for gate in gates:
        for text in texts:
            found = _found(gate, text)
            assert found == _found(gate._pattern, text), gate.pattern[:60]
            skipped += not gate.possible(text)
    assert skipped > len(gates) * len(texts) // 2  # ... and most of the searches are passed over
