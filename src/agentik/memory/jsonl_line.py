"""One line of a jsonl export read into a MemoryNote: what an import does with each record.

An import of a .jsonl file hands its lines to `add_each` as they are (bytes), and each is read
where it is prepared (`prepare_process.prepare_one`): past PROCESS_FROM notes mostly in the
import's second process, beside the writes, rather than in the importing process before the
first write (reading 10K lines cost that process ~0.13 s while the second process waited).
A line that is not a note comes back as InvalidInput, in its place, like a guard's refusal.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

from ..errors import InvalidInput
from ..notes.model import MemoryNote

_PLAIN = frozenset({str, int, bool, type(None)})
"""The types of an exported note's fields: a record of them alone holds no float (the quick check)."""

_ASCII_BLANKS = b" \t\n\r\x0b\x0c"


def is_blank(line: bytes) -> bool:
    """Whether the line holds nothing but white space (after decoding, as `str.strip` sees it):
    an import skips it without a word. A record (it starts with "{") is told apart at once."""
    stripped = line.strip(_ASCII_BLANKS)
    if not stripped:
        return True
    if stripped[:1] == b"{":
        return False
    return not stripped.decode("utf-8", errors="replace").strip()


def note_of_line(line: bytes) -> MemoryNote:
    """The note a (non-blank) jsonl line holds; InvalidInput when it is not JSON, not an object, or
    not a note record (`MemoryNote.from_dict`)."""
    try:
        value = _parsed(line)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"not JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(value, dict):
        raise InvalidInput("the line is not a JSON object")
    return MemoryNote.from_dict(value)


def _parsed(line: bytes) -> Any:
    """A jsonl line's value; raises json.JSONDecodeError. orjson reads a well-formed line (twice as
    fast as json: ~3 µs of a note's ~18 µs of reading); any line it refuses, or reads with a float
    (it reads an integer past 64 bits as one), is read again as before, decoded with replacement
    characters and parsed by json, so what a line yields (a value, a JSON error and its message, a
    lone surrogate for the checks to refuse) is json's."""
    try:
        value = orjson.loads(line)
    except orjson.JSONDecodeError:
        pass
    else:
        if not isinstance(value, dict) or _PLAIN.issuperset(map(type, value.values())) or not _has_float(value):
            return value
    return json.loads(line.decode("utf-8", errors="replace"))


def _has_float(value: object) -> bool:
    if isinstance(value, float):
        return True
    if isinstance(value, dict):
        return any(_has_float(item) for item in value.values())
    if isinstance(value, list):
        return any(_has_float(item) for item in value)
    return False
