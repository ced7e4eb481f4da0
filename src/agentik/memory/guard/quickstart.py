"""Whole-note searches made cheaper: a pattern that `re` cannot skip ahead for gets a one-character gate.

`re` searches quickly when a pattern starts with a literal or a case-sensitive set of characters (it
skips to the places where that character is). A pattern that starts with `\\b`, a lookbehind, or a
case-insensitive alternation (`(?i)\\b(?:access|door|…) code`) is instead tried in full at every position
of the note. `quick_start` works out which characters a match can start with (from the parsed pattern)
and puts a lookahead for them in front, `(?=[adgs…])(?:pattern)`: one class test per position rejects
most of them. The lookahead only states what every match already does, so the matches are the same
(same spans, same groups); a pattern whose first character cannot be told, or that may match the empty
string, is returned as it is.

The same parse tells what every match of a pattern holds (`needed_texts`: literal texts; `digit_run`: digits in a row),
so that a rule can be passed over in a note without them (`shapes`, `harm`; `NeedsGate` puts a whole-note search
behind them: the injection modules' patterns, gated so by the package).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from .heads import heads_gate
from .regex_tree import PARSE_ERRORS, skips_ahead
from .regex_tree import sre as _sre
from .regex_tree import sre_compile as _sre_compile
from .regex_tree import sre_parse as _sre_parse

_GLOBAL_FLAGS = re.compile(r"^(?:\(\?[aiLmsux]+\))+")


def _char(code: int) -> str:
    char = chr(code)
    return char if char.isalnum() else re.escape(char) if char != " " else "\\ "


_WIDE = 1 << 20  # too many characters to gate on
_CATEGORIES: dict = {}  # category → (its class piece, how many characters it stands for)
if _sre_parse is not None:
    _CATEGORIES = {_sre.CATEGORY_DIGIT: (r"\d", 10), _sre.CATEGORY_SPACE: (r"\s", 6),
                   _sre.CATEGORY_NOT_DIGIT: (r"\D", _WIDE), _sre.CATEGORY_NOT_SPACE: (r"\S", _WIDE),
                   _sre.CATEGORY_WORD: (r"\w", _WIDE), _sre.CATEGORY_NOT_WORD: (r"\W", _WIDE)}


def _class_items(items) -> list[tuple[str, int]] | None:
    """A parsed character class as (piece of a `[...]`, how many characters it stands for), or None (a
    negated class)."""
    pieces = []
    for op, av in items:
        if op is _sre.LITERAL:
            pieces.append((_char(av), 1))
        elif op is _sre.RANGE:
            pieces.append((f"{_char(av[0])}-{_char(av[1])}", av[1] - av[0] + 1))
        elif op is _sre.CATEGORY and av in _CATEGORIES:
            pieces.append(_CATEGORIES[av])
        else:
            return None
    return pieces


def _first(items) -> tuple[list[tuple[str, int]], bool] | None:
    """(class pieces every first consumed character matches, whether the sequence may consume nothing),
    or None when that cannot be told."""
    pieces: list[tuple[str, int]] = []
    for op, av in items:
        if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
            continue  # zero width: the first character is the next item's
        if op is _sre.LITERAL:
            return pieces + [(_char(av), 1)], False
        if op is _sre.IN:
            found = _class_items(av)
            return (None if found is None else (pieces + found, False))
        if op is _sre.SUBPATTERN:
            _, add_flags, del_flags, sub = av
            if add_flags or del_flags:
                return None
            inner = _first(sub.data)
        elif op is _sre.ATOMIC_GROUP:
            inner = _first(av.data)
        elif op is _sre.BRANCH:
            inner, nullable = ([], False), False
            for alternative in av[1]:
                found = _first(alternative.data)
                if found is None:
                    return None
                inner[0].extend(found[0])
                nullable = nullable or found[1]
            inner = (inner[0], nullable)
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, getattr(_sre, "POSSESSIVE_REPEAT", None)):
            low, _, sub = av
            inner = _first(sub.data)
            if inner is not None and low == 0:
                inner = (inner[0], True)
        else:
            return None  # any character, a negated literal, a back-reference...
        if inner is None:
            return None
        pieces.extend(inner[0])
        if not inner[1]:
            return pieces, False
    return pieces, True


def _digits_only(items) -> bool:
    """Whether a parsed character class takes digits only (every one a `\\d`)."""
    found = _class_items(items)
    return found is not None and all(piece == r"\d" or len(piece) == 1 and piece.isdigit() and piece.isascii()
                                     or len(piece) == 3 and piece[1] == "-" and "0" <= piece[0] <= piece[2] <= "9"
                                     for piece, _ in found)


def _digit_run(items) -> int:
    """How many digits in a row a match of the parsed sequence must hold at the least (0: none need be there): the
    longest such run among its items, each taken alone; a lookahead or lookbehind counts, its text being in the note."""
    run = 0
    for op, av in items:
        if op is _sre.LITERAL:
            found = int(chr(av).isdigit() and chr(av).isascii())
        elif op is _sre.IN:
            found = int(_digits_only(av))
        elif op is _sre.SUBPATTERN:
            found = _digit_run(av[3].data)
        elif op is _sre.ATOMIC_GROUP:
            found = _digit_run(av.data)
        elif op is _sre.ASSERT:
            found = _digit_run(av[1].data)
        elif op is _sre.BRANCH:
            found = min(_digit_run(alternative.data) for alternative in av[1])
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, getattr(_sre, "POSSESSIVE_REPEAT", None)):
            low, _, sub = av
            one = sub.data[0] if len(sub.data) == 1 else None
            if one is not None and (one[0] is _sre.IN and _digits_only(one[1])
                                    or one[0] is _sre.LITERAL and chr(one[1]).isdigit() and chr(one[1]).isascii()):
                found = low  # `\d{4,8}`: four in a row
            else:
                found = _digit_run(sub.data) if low >= 1 else 0
        else:
            found = 0
        run = max(run, found)
    return run


def digit_run(pattern: re.Pattern[str]) -> int:
    """How many digits in a row every match of `pattern` holds, or is next to (a lookahead's): `\\d{4,8}` → 4,
    `(?:code|pin)\\s*:\\s*\\d` → 1, `password\\s*\\S+` → 0. A note whose longest run of digits is shorter cannot match."""
    if _sre_parse is None or not isinstance(pattern.pattern, str):
        return 0
    try:
        return _digit_run(_sre_parse.parse(pattern.pattern, pattern.flags).data)
    except PARSE_ERRORS:
        return 0


# letters whose case-blind match in `re` is not what `str.lower` finds: ı, İ, K (Kelvin) and ſ match i, k, s
_CASE_ODD = frozenset("iks")


def _case_safe(word: str, ascii_note: bool) -> str:
    """The longest piece of `word` (lower-cased) that a case-blind match finds in the note's lower-case copy: ASCII and
    Cyrillic letters but i, k and s (all of them in a note of ASCII only: no ı, İ, K or ſ there), digits and punctuation."""
    pieces, piece = [], ""
    for char in word.lower():
        if char in _CASE_ODD and not ascii_note or char.isalpha() and not (char.isascii() or "а" <= char <= "я" or char == "ё"):
            pieces.append(piece)
            piece = ""
        else:
            piece += char
    return max(pieces + [piece], key=len)


_LEAST = 3  # a shorter text with a letter in it is in too many notes to be worth asking for (`=`, `@`, `://` are not)


def _clauses(items, ignore_case: bool, ascii_note: bool) -> list[frozenset[str]]:
    """The literal texts a match of the parsed sequence must hold: each clause a set of texts of which one is there."""
    clauses: list[frozenset[str]] = []
    run = ""

    def close() -> None:
        nonlocal run
        text = _case_safe(run, ascii_note) if ignore_case else run
        if len(text) >= _LEAST or text.strip() and not any(char.isalpha() for char in text):
            clauses.append(frozenset([text]))
        run = ""

    for op, av in items:
        if op is _sre.LITERAL:
            run += chr(av)
            continue
        close()
        if op is _sre.SUBPATTERN:
            if av[1] or av[2]:
                continue  # its own flags: not read
            clauses.extend(_clauses(av[3].data, ignore_case, ascii_note))
        elif op is _sre.ATOMIC_GROUP:
            clauses.extend(_clauses(av.data, ignore_case, ascii_note))
        elif op is _sre.ASSERT:
            clauses.extend(_clauses(av[1].data, ignore_case, ascii_note))
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, getattr(_sre, "POSSESSIVE_REPEAT", None)) and av[0] >= 1:
            clauses.extend(_clauses(av[2].data, ignore_case, ascii_note))
        elif op is _sre.BRANCH:
            best = [_best(_clauses(alternative.data, ignore_case, ascii_note)) for alternative in av[1]]
            if all(best):
                clauses.append(frozenset().union(*best))
    close()
    return clauses


def _best(clauses: list[frozenset[str]]) -> frozenset[str]:
    """The clause whose shortest text is the longest (the rarest to find), or an empty set."""
    return max(clauses, key=lambda clause: (min(map(len, clause)), -len(clause)), default=frozenset())


def needed_texts(pattern: re.Pattern[str], ascii_note: bool = False, parsed: Any = None) -> tuple[frozenset[str], ...]:
    """Sets of literal texts (the two rarest to find) such that every match of `pattern` holds a text of each (lower-cased
    when it ignores case: then look for them in the note's lower-case copy); () when that cannot be told.
    `(?:use|using)\\s+(?:password|пароль)\\s*=` → ({"password", "пароль"}, {"="}). `ascii_note`: the texts for a note of
    ASCII characters only. `parsed`: the pattern as `re`'s parser gave it, when the caller has it."""
    if _sre_parse is None or not isinstance(pattern.pattern, str) or _BACK_REFERENCE.search(pattern.pattern):
        return ()
    try:
        parsed = parsed or _sre_parse.parse(pattern.pattern, pattern.flags)
        clauses = set(_clauses(parsed.data, bool(parsed.state.flags & re.IGNORECASE), ascii_note))
    except PARSE_ERRORS:
        return ()
    return tuple(sorted(clauses, key=lambda clause: (min(map(len, clause)), -len(clause), sorted(clause)), reverse=True)[:2])


_BACK_REFERENCE = re.compile(r"\\[1-9]|\(\?P=")


_WIDEST = 48  # characters a gate may let through (measured: `[a-zA-Z]` before a one-way pattern is slower)


_GATED: dict[re.Pattern[str], re.Pattern[str]] = {}  # what quick_start gave → what it was given: one gate is enough


def quick_start(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """`pattern` with a lookahead for its possible first characters in front, when `re` would otherwise
    try it at every position; else `pattern` itself. Same matches, spans and groups either way."""
    if _sre_parse is None or not isinstance(pattern.pattern, str) or pattern in _GATED:
        return pattern
    try:
        parsed = _sre_parse.parse(pattern.pattern, pattern.flags)
        if skips_ahead(parsed):
            return pattern  # `re` skips ahead by itself
        found = _first(parsed.data)
        pieces = dict(found[0]) if found is not None else {}
        if found is None or found[1] or not pieces or sum(pieces.values()) > _WIDEST:
            return pattern  # a wide gate (`\\w`, `[a-zA-Z]`) rejects too few places to pay for itself
        body = _GLOBAL_FLAGS.sub("", pattern.pattern)
        end = "\n)" if pattern.flags & re.VERBOSE else ")"
        gated = re.compile("(?=[" + "".join(pieces) + "])(?:" + body + end, pattern.flags)
    except PARSE_ERRORS:
        return pattern
    if gated.groups != pattern.groups or gated.groupindex != pattern.groupindex:
        return pattern
    _GATED[gated] = pattern
    return gated


class NeedsGate:
    """A pattern that `re` cannot skip ahead for, behind a test for the literal texts every match of it holds
    (`needed_texts`): in a note without a text of each set it matches nowhere, so `search`, `match`, `fullmatch`,
    `finditer` and `findall` answer without running it (most whole-note searches of the injection rules find nothing in
    an ordinary note, at 5–70 µs each, against ~0.1 µs an `in` test). A rule that asks again about the same note
    (another window of it) gets the answer kept from the first test; `match` and `fullmatch`, tried at one place, make
    no test of their own. Everything else is the pattern's own."""

    __slots__ = ("_pattern", "_clauses", "_lower", "_last")

    def __init__(self, pattern: re.Pattern[str], clauses: tuple[frozenset[str], ...]) -> None:
        self._pattern = pattern
        self._clauses = tuple(tuple(sorted(texts)) for texts in clauses)
        self._lower = bool(pattern.flags & re.IGNORECASE)  # the texts are then lower-cased: looked for in a lower-case copy
        # (the text last tested, whether it can match): one attribute, set at once, so that a rule run in another thread
        # never reads one text's answer for another
        self._last: tuple[str | None, bool] = (None, True)

    def possible(self, string: str) -> bool:
        """Whether `string` holds a text of each set (else no part of it can match)."""
        last = self._last
        if string is last[0]:
            return last[1]
        hay = string.lower() if self._lower else string
        possible = True
        for texts in self._clauses:
            for text in texts:
                if text in hay:
                    break
            else:
                possible = False
                break
        self._last = (string, possible)
        return possible

    def search(self, string: str, *args: int, **kwargs: int) -> re.Match[str] | None:
        return self._pattern.search(string, *args, **kwargs) if self.possible(string) else None

    def match(self, string: str, *args: int, **kwargs: int) -> re.Match[str] | None:
        # tried at one place, a match costs less than the test: asked only when the test was made for this note already
        last = self._last
        return self._pattern.match(string, *args, **kwargs) if string is not last[0] or last[1] else None

    def fullmatch(self, string: str, *args: int, **kwargs: int) -> re.Match[str] | None:
        last = self._last
        return self._pattern.fullmatch(string, *args, **kwargs) if string is not last[0] or last[1] else None

    def finditer(self, string: str, *args: int, **kwargs: int) -> Iterator[re.Match[str]]:
        return self._pattern.finditer(string, *args, **kwargs) if self.possible(string) else iter(())

    def findall(self, string: str, *args: int, **kwargs: int) -> list[Any]:
        return self._pattern.findall(string, *args, **kwargs) if self.possible(string) else []

    def __getattr__(self, name: str) -> Any:  # sub, split, pattern, flags, groups…: the pattern's own
        return getattr(self._pattern, name)


def needs_gate(pattern: re.Pattern[str]) -> re.Pattern[str] | NeedsGate:
    """`pattern` behind its needed texts (`NeedsGate`) when `re` has no literal text to skip ahead to and every match
    holds texts worth looking for (not only spaces); else `pattern` itself."""
    if _sre_parse is None or not isinstance(pattern.pattern, str):
        return pattern
    try:
        parsed = _sre_parse.parse(pattern.pattern, pattern.flags)
        if _sre_compile._get_literal_prefix(parsed, parsed.state.flags)[0]:
            return pattern  # `re` finds the places itself, as fast as `in` would
    except PARSE_ERRORS:
        return pattern
    # (a set with a text of spaces only is in every note: no test. `in` is cheap beside `re` even for a long set: the
    # rules' checks cost 0.23 M instructions less a note, valgrind over the bench's notes, with all sets kept than with
    # 8 texts at most)
    clauses = tuple(texts for texts in needed_texts(pattern, parsed=parsed) if not any(text.isspace() for text in texts))
    return NeedsGate(pattern, clauses) if clauses else pattern


def gate_globals(namespace: dict, needs: bool = False) -> None:
    """Every compiled pattern among a module's globals replaced by `heads.heads_gate`'s where every match starts with one
    of its literal heads (tried only where one starts), else by `quick_start`'s (the guard's package does this for
    each rule module once all are loaded): a rule's function reads its patterns from its module's globals when it runs,
    so each whole-note search gets its gate without the module having to list its patterns. Patterns built into other
    structures at import (an `Alternation`, a table's rows) keep their own. `needs`: each also behind its needed texts
    (`needs_gate`), and each `Alternation`'s whole-note searches too (`Alternation.gate_needs`)."""
    for name, value in list(namespace.items()):
        if isinstance(value, re.Pattern):
            started = heads_gate(value) or quick_start(value)
            namespace[name] = needs_gate(started) if needs else started
        elif needs and hasattr(value, "gate_needs") and not isinstance(value, type):  # an `anchored.Alternation`
            value.gate_needs()
