"""Big alternations made cheap: try each alternative only where a word it must start with starts.

Python's `re` tries a pattern like `\\b(?:you|assistant|…) … must` at every position of a note, and a
big alternation of them costs tens of microseconds per note even when nothing matches. Most of the
guard's alternatives start with a verb or a noun from a short list, so `Alternation` splits a pattern
into its top-level alternatives, works out the literal words each one must start with (its heads), finds
where those heads start in one pass (a trie regex, `text.HintIndex`), and runs `match` at those places
only. Alternatives whose start cannot be read off (`(?:^|[.!?] )…`, a character class) are joined back
into one regex searched through the note. A head is only looked for where a word starts, so an
alternative without `\\b` no longer matches from the middle of a word — never what the rules meant.
"""

from __future__ import annotations

import re
from operator import methodcaller
from typing import Iterator

from .quickstart import needs_gate, quick_start
from .text import HeadPlaces, HintIndex

_QUANTIFIERS = ("?", "*", "+", "{")

HEADS: set[str] = set()
"""Every head of every Alternation (and of the harm table): the guard finds them all in one pass per note
(`guard._Note`) and hands the places to each rule as `at`."""

Places = dict[str, list[int]]

_START = methodcaller("start")  # a match's start, as a sort key


def _skip_class(pattern: str, i: int) -> int:
    """The index just after the character class that starts at `pattern[i]` (`[`)."""
    i += 1
    if pattern[i:i + 1] == "^":
        i += 1
    if pattern[i:i + 1] == "]":
        i += 1
    while i < len(pattern) and pattern[i] != "]":
        i += 2 if pattern[i] == "\\" else 1
    return i + 1


def _group_end(pattern: str, i: int) -> int:
    """The index just after the group that opens at `pattern[i]` (`(`)."""
    depth = 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i = _skip_class(pattern, i)
            continue
        depth += char == "("
        depth -= char == ")"
        i += 1
        if depth == 0:
            return i
    return i


def skip_item(pattern: str, i: int) -> int:
    """The index just after the item that starts at `pattern[i]`: an escape, a character class, a group or one character
    (a quantifier after it is an item of its own)."""
    char = pattern[i]
    if char == "\\":
        return i + 2
    if char == "[":
        return _skip_class(pattern, i)
    if char == "(":
        return _group_end(pattern, i)
    return i + 1


def top_level_alternatives(pattern: str) -> list[str]:
    """`a|b(?:c|d)|[|]` → [`a`, `b(?:c|d)`, `[|]`]."""
    parts, start, i = [], 0, 0
    while i < len(pattern):
        char = pattern[i]
        if char == "\\":
            i += 2
        elif char == "[":
            i = _skip_class(pattern, i)
        elif char == "(":
            i = _group_end(pattern, i)
        elif char == "|":
            parts.append(pattern[start:i])
            start = i = i + 1
        else:
            i += 1
    return parts + [pattern[start:]]


_LITERAL = re.compile(r"[\w '\-:,]")


def _prefixes(word: str) -> list[str]:
    """The literal texts a match of `word` must start with: `e-?mail` → [e-mail, email], `ассистент\\w*` →
    [ассистент], `polic(?:y|ies)` → [polic], `a\\.i\\.` → [a.i.]; [] when it may start with anything."""
    texts = [""]
    i = 0
    while i < len(word):
        char = word[i]
        if char == "\\" and word[i + 1:i + 2] in (".", "-", "'", " "):
            char, width = word[i + 1], 2
        elif _LITERAL.fullmatch(char):
            width = 1
        else:
            break
        after = word[i + width:i + width + 1]
        if after == "?":
            texts = [t + char for t in texts] + texts
            i += width + 1
        elif after in ("*", "{"):
            break
        else:
            texts = [t + char for t in texts]
            i += width
            if after == "+":
                break
    return texts if all(texts) else []


def _zero_width(group: str) -> bool:
    """`(?:(?<![\\s\\S])|(?<=[.!?] ))`: a group of lookbehinds only (where a sentence starts)."""
    alternatives = top_level_alternatives(group[3:-1]) if group.startswith("(?:") else [group]
    return all(a.startswith(("(?<=", "(?<!")) and _group_end(a, 0) == len(a) for a in alternatives)


def starts(alternative: str) -> list[str]:
    """The literal texts every match of `alternative` starts with ([] when that is not plain to see):
    `\\b(?:send|e-?mail)\\w* …` → [send, e-mail, email]; `tracking (?:id|code)` → [tracking ];
    `(?:the )?(?:ai|bot)` → [the , ai, bot]. Leading `\\b` and lookbehinds match no text: skipped."""
    body = alternative
    while True:
        if body.startswith("\\b"):
            body = body[2:]
        elif body.startswith("(?<"):
            body = body[_group_end(body, 0):]
        elif body.startswith("(?:") and _zero_width(body[:_group_end(body, 0)]):
            body = body[_group_end(body, 0):]
        else:
            break
    if not body.startswith("(?:"):
        return _prefixes(body)
    end = _group_end(body, 0)
    heads = [starts(a) for a in top_level_alternatives(body[3:end - 1])]
    if not all(heads):
        return []
    found = [h for group in heads for h in group]
    if body[end:end + 1] in ("?", "*") or body[end:end + 3] == "{0,":
        rest = starts(body[end + 1:] if body[end] != "{" else body[body.index("}", end) + 1:])
        return found + rest if rest else []
    return found


_BACK_REFERENCE = re.compile(r"\\[1-9]|\(\?P=")


def _probes(floating: list[str], flags: int) -> tuple[re.Pattern[str], ...]:
    """Searches of which one finds something exactly when the floating alternatives joined (`Alternation._floating`)
    match somewhere: each alternative alone, so that one starting with a literal text is skipped to by `re` itself (the
    joined pattern is tried at every place that any alternative's first character allows) and the others get their
    own one-character gate. () when there is no gain (fewer than two alternatives, none starting with a literal text)
    or it cannot be told (a back-reference would count its groups anew)."""
    if len(floating) < 2 or any(_BACK_REFERENCE.search(a) for a in floating):
        return ()
    probes = [re.compile(alternative, flags) for alternative in floating]
    literal = [literal_start(probe) for probe in probes]
    if not any(literal):
        return ()
    return tuple(probe if starts_literal else quick_start(probe) for probe, starts_literal in zip(probes, literal))


def literal_start(pattern: re.Pattern[str]) -> bool:
    """Whether `re` finds the places `pattern` may match at by a scan for a literal text (its own fast path)."""
    try:
        from re import _compiler, _parser

        parsed = _parser.parse(pattern.pattern, pattern.flags)
        return bool(_compiler._get_literal_prefix(parsed, parsed.state.flags)[0])
    except (ImportError, AttributeError, TypeError, ValueError, IndexError):  # pragma: no cover
        return False


class Alternation:
    """A compiled alternation whose alternatives run only where their heads start (see the module)."""

    def __init__(self, pattern: str, flags: int = 0, *, bounded: bool = False) -> None:
        """`bounded`: only alternatives that start with `\\b` are tried where their heads start (they match nowhere
        else); the others (`passcode` inside `mypasscode`) are searched through the note as they are."""
        self.pattern = pattern
        self._anchored: dict[str, list[re.Pattern[str]]] = {}
        floating: list[str] = []
        for alternative in top_level_alternatives(pattern):
            heads = starts(alternative) if not bounded or alternative.startswith("\\b") else []
            if heads and all(head[:1].isalnum() for head in heads):
                compiled = re.compile(alternative, flags)
                for head in set(heads):
                    self._anchored.setdefault(head, []).append(compiled)
            else:
                floating.append(alternative)
        self._heads = HintIndex(self._anchored, word_start=True)
        HEADS.update(self._anchored)
        self._keys = frozenset(self._anchored)
        self._floating = quick_start(re.compile("|".join(f"(?:{a})" for a in floating), flags)) if floating else None
        self._probes = _probes(floating, flags)

    def gate_needs(self) -> None:
        """The searches through the whole note (the floating alternatives' probes, or their joined pattern when it has
        none) put behind the literal texts each of their matches holds (`quickstart.needs_gate`): the guard's package
        asks this of the injection modules' alternations when it gates their patterns. The anchored alternatives keep
        their `match` at their heads' places (a test per alternative costs more than it saves there)."""
        if self._probes:
            self._probes = tuple(map(needs_gate, self._probes))
        elif self._floating is not None:
            self._floating = needs_gate(self._floating)

    def matches(self, text: str, at: Places | None = None) -> list[re.Match[str]]:
        """Every match found (an anchored alternative's at each place its heads start, the others' as
        `finditer` gives them), in no particular order; overlapping ones may all be there. `at`: where
        heads start in `text` (head → places), when the caller found them already (a superset of these)."""
        found = []
        if at is None:
            at = self._heads.places(text)
        anchored = self._anchored
        for head in self._keys.intersection(at.heads if at.__class__ is HeadPlaces else at):
            patterns = anchored[head]
            for pos in at[head]:
                for pattern in patterns:
                    match = pattern.match(text, pos)
                    if match:
                        found.append(match)
        if self._floating is not None and (not self._probes or any(probe.search(text) for probe in self._probes)):
            found.extend(self._floating.finditer(text))
        return found

    def finditer(self, text: str, at: Places | None = None) -> Iterator[re.Match[str]]:
        """The matches, leftmost first."""
        found = self.matches(text, at)
        if len(found) > 1:  # (most notes give none, or one)
            found.sort(key=_START)
        return iter(found)

    def search(self, text: str, at: Places | None = None) -> re.Match[str] | None:
        """The leftmost match, or None."""
        found = self.matches(text, at)
        return min(found, key=lambda m: m.start()) if found else None
