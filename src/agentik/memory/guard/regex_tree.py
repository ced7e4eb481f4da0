"""Python's own reading of a regex for the guard's gates (`quickstart`, `heads`): the parse tree `re` compiles, its
opcodes, and whether `re` skips ahead by itself when it searches."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from re._parser import SubPattern

try:  # CPython's own parser for its regexes (Python 3.11+); without it every pattern is kept as it is
    from re import _compiler as sre_compile
    from re import _constants as sre
    from re import _parser as sre_parse
except ImportError:  # pragma: no cover
    sre_compile = sre = sre_parse = None

PARSE_ERRORS = (re.error, AttributeError, TypeError, ValueError, IndexError)
"""What reading a pattern's tree may raise (a parser of another Python): the pattern is then kept as it is."""


def skips_ahead(tree: SubPattern) -> bool:
    """Whether `re` skips ahead by itself in a search for the parsed pattern `tree`: it starts with a literal or a
    case-sensitive class, so `re` jumps to the places where that is (a gate in front would only cost)."""
    flags = tree.state.flags
    return bool(sre_compile._get_literal_prefix(tree, flags)[0] or sre_compile._get_charset_prefix(tree, flags))
