"""Where a match can start: a pattern tried only at the places where one of its first literals is.

`heads(pattern)` reads a compiled pattern's parse tree for the literal texts every match starts with, after the
lookarounds and boundaries that take no characters (`(?<!\\w)(?:атак\\w*|фишинг)|\\bphishing\\b` → {"атак", "фишинг",
"phishing"}). `HeadsGate` finds those places in one pass of an Aho-Corasick automaton and tries the pattern there only
(`re.Pattern.match` at each, in order): the first that matches is what `search` would have found, and `finditer` goes on
after each match as `re` does. A long alternation that `re` cannot skip ahead for (it tries every alternative at every
position: 40 µs a search of `guard._ABOUT_ATTACKS` on a 300-character note, after `quickstart`'s one-character gate) costs
the pass and a few tries instead (7 µs). Same matches, spans and groups.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import ahocorasick

from .regex_tree import PARSE_ERRORS, skips_ahead
from .regex_tree import sre as _sre
from .regex_tree import sre_parse as _sre_parse

if TYPE_CHECKING:
    from re._parser import SubPattern

_FEW_CHARACTERS = 8  # a class of up to this many single characters (`[ac]`) is read as so many heads
# characters that `re`'s case-blind match pairs with a letter whose casefolding is another ("i" matches "İ" and "ı";
# "İ".casefold() is "i̇"): in a text with one of them a case-blind pattern searches as it is (tests check the list)
UNFOLDABLE = "\u0130\u0131"


def heads(pattern: re.Pattern[str], tree: SubPattern | None = None) -> tuple[frozenset[str], bool] | None:
    """(the literal texts one of which every match of `pattern` starts with, whether they are casefolded — some part of
    the pattern ignores case: then look for them in the casefolded text), or None when a match may start otherwise or
    be empty. `tree`: the pattern as `re`'s parser gave it, when the caller has it."""
    if _sre_parse is None or not isinstance(pattern.pattern, str):
        return None
    try:
        tree = tree or _sre_parse.parse(pattern.pattern, pattern.flags)
        folded = _ignores_case(tree.data, bool(tree.state.flags & re.IGNORECASE))
        found = _starts(list(tree.data), folded)
    except PARSE_ERRORS:
        return None
    return (frozenset(found), folded) if found and "" not in found else None


def _ignores_case(items, ignore_case: bool) -> bool:
    """Whether the pattern, or some group of it (`(?i:…)`), matches case-blind."""
    if ignore_case:
        return True
    for op, av in items:
        if op is _sre.SUBPATTERN:
            if av[1] & re.IGNORECASE or _ignores_case(av[3].data, False):
                return True
        elif op is _sre.BRANCH:
            if any(_ignores_case(alternative.data, False) for alternative in av[1]):
                return True
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
            if _ignores_case(av[2].data, False):
                return True
        elif op is _sre.ATOMIC_GROUP:
            if _ignores_case(av.data, False):
                return True
        elif op in (_sre.ASSERT, _sre.ASSERT_NOT):
            if _ignores_case(av[1].data, False):
                return True
        elif op is _sre.GROUPREF_EXISTS:
            if any(branch is not None and _ignores_case(branch.data, False) for branch in av[1:]):
                return True
    return False


def _one_character(op, av) -> str | None:
    """The character a `LITERAL` or a one-character class (`[a]`) takes, else None."""
    if op is _sre.LITERAL:
        return chr(av)
    if op is _sre.IN and len(av) == 1 and av[0][0] is _sre.LITERAL:
        return chr(av[0][1])
    return None


def _starts(items: list, folded: bool) -> set[str] | None:
    """The literal runs a match of `items` (a parsed sequence's (opcode, argument) pairs) can start with, or None."""
    for index, (op, av) in enumerate(items):
        if op in (_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT):
            continue  # zero width: the match starts with what follows
        rest = items[index + 1:]
        if _one_character(op, av) is not None:
            run = []
            for op, av in items[index:]:
                char = _one_character(op, av)
                if char is None:
                    break
                run.append(char)
            text = "".join(run)
            return {text.casefold() if folded else text}
        if op is _sre.IN and len(av) <= _FEW_CHARACTERS and all(kind is _sre.LITERAL for kind, _ in av):
            return {chr(code).casefold() if folded else chr(code) for _, code in av}
        if op is _sre.SUBPATTERN:
            return _starts(list(av[3].data) + rest, folded)
        if op is _sre.ATOMIC_GROUP:
            return _starts(list(av.data) + rest, folded)
        if op is _sre.BRANCH:
            found: set[str] = set()
            for alternative in av[1]:
                starts = _starts(list(alternative.data) + rest, folded)
                if not starts:
                    return None
                found |= starts
            return found
        if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
            first = _starts(list(av[2].data), folded)  # its first time round (the run cut where the body ends)
            if not first:
                return None
            if av[0] >= 1:
                return first
            skipped = _starts(rest, folded)  # or not at all
            return first | skipped if skipped else None
        return None  # a wider class, a category, any character, a back-reference: no literal to start with
    return None  # the match may be empty


class HeadsGate:
    """A pattern whose every match starts with one of its `heads`, tried only where one does (see the module's text).
    `search` and `finditer` on a whole text try it at those places; `findall`, `sub`, `subn` and `split` run it only when
    a head is there; `match` and `fullmatch` (one place) and everything else are the pattern's own."""

    __slots__ = ("_pattern", "_heads", "_folded")

    def __init__(self, pattern: re.Pattern[str], starts: frozenset[str], folded: bool) -> None:
        """`starts`, `folded`: what `heads(pattern)` gave."""
        self._pattern = pattern
        self._folded = folded
        self._heads = ahocorasick.Automaton()
        for head in starts:
            self._heads.add_word(head, len(head) - 1)
        self._heads.make_automaton()

    def _hay(self, text: str) -> str | None:
        """`text` as the heads are looked for in it (casefolded for a case-blind pattern), or None when the places found
        there would not be the text's: its casefolded copy is not as long, or it holds a letter of `UNFOLDABLE`."""
        if not self._folded:
            return text
        if "\u0130" in text or "\u0131" in text:  # (the letters of UNFOLDABLE)
            return None
        folded = text.casefold()
        return folded if len(folded) == len(text) else None

    def places(self, text: str) -> list[int] | None:
        """Where a match may start, in order; None: anywhere (see `_hay`)."""
        hay = self._hay(text)
        return None if hay is None else sorted({end - back for end, back in self._heads.iter(hay)})

    def search(self, string: str, *args: int, **kwargs: int) -> re.Match[str] | None:
        places = None if args or kwargs else self.places(string)
        if places is None:
            return self._pattern.search(string, *args, **kwargs)
        match = self._pattern.match
        for place in places:
            found = match(string, place)
            if found is not None:
                return found
        return None

    def finditer(self, string: str, *args: int, **kwargs: int) -> Iterator[re.Match[str]]:
        places = None if args or kwargs else self.places(string)
        if places is None:
            return self._pattern.finditer(string, *args, **kwargs)
        return self._found_at(string, places)

    def _found_at(self, string: str, places: list[int]) -> Iterator[re.Match[str]]:
        """What `finditer` finds, tried at `places` only: a match that starts with a head is never empty, so each search
        goes on where the match before it ended."""
        match, after = self._pattern.match, 0
        for place in places:
            if place >= after and (found := match(string, place)) is not None:
                after = found.end()
                yield found

    def _possible(self, string: str) -> bool:
        """Whether a match may be somewhere in `string`: a head is in it (or the places cannot be told)."""
        hay = self._hay(string)
        return hay is None or next(self._heads.iter(hay), None) is not None

    def findall(self, string: str, *args: int, **kwargs: int) -> list[Any]:
        return self._pattern.findall(string, *args, **kwargs) if self._possible(string) else []

    def sub(self, repl: Any, string: str, *args: int, **kwargs: int) -> str:
        return self._pattern.sub(repl, string, *args, **kwargs) if self._possible(string) else string

    def subn(self, repl: Any, string: str, *args: int, **kwargs: int) -> tuple[str, int]:
        return self._pattern.subn(repl, string, *args, **kwargs) if self._possible(string) else (string, 0)

    def split(self, string: str, *args: int, **kwargs: int) -> list[str]:
        return self._pattern.split(string, *args, **kwargs) if self._possible(string) else [string]

    def __getattr__(self, name: str) -> Any:  # match, fullmatch, pattern, flags, groups…: the pattern's own
        return getattr(self._pattern, name)

    def __repr__(self) -> str:
        return f"HeadsGate({self._pattern!r})"


def heads_gate(pattern: re.Pattern[str]) -> HeadsGate | None:
    """`pattern` tried only where its heads start (`HeadsGate`), when that is worth it: `re` cannot skip ahead by itself
    (`regex_tree.skips_ahead`) and every match starts with one of them, each of two characters or more with a letter or
    digit in it (a space, a quote or one letter is in every note). Else None."""
    if _sre_parse is None or not isinstance(pattern.pattern, str):
        return None
    try:
        tree = _sre_parse.parse(pattern.pattern, pattern.flags)
        if skips_ahead(tree):
            return None
    except PARSE_ERRORS:
        return None
    found = heads(pattern, tree)
    if found is None or any(len(head) < 2 or not any(char.isalnum() for char in head) for head in found[0]):
        return None
    if found[1] and any("\u0131" in head or "\u0307" in head for head in found[0]):
        return None  # a case-blind "ı" or "İ" (casefolded "i̇") of its own: "I" in a text would match it unseen
    return HeadsGate(pattern, *found)
