"""The text a note is found by, when it differs from the text it shows: context for the short
turns of an imported transcript.

A turn of a conversation often cannot be found by itself: "Yeah, I painted that lake sunrise last
year!" answers "How did you get into painting?" one turn earlier, and a question about painting
shares no word with it. A note imported from a transcript (`Memory.save_transcript`) carries, for
search only (MemoryNote.search_text), the turn before it:

    (after: <the previous turn, without its "[date]" prefix>)

so that it is found by (keyword index and vector) ``<the turn> ⏎ (after: …)``. The display text
stays the turn. Notes saved one fact at a time by the agent have no search text:
they are found by their content. (Measured on LoCoMo dev with bench/locomo_lab.py; see the
README's search section.)
"""

from __future__ import annotations

import re
from typing import Sequence

from ..notes.model import search_body

CONTEXT_CHARS = 300
"""The previous turn is cut to this many characters: context, not a second note."""

_DATE_PREFIX = re.compile(r"^\s*\[[^\]]{1,60}\]\s*")


def context_of(previous: str | None) -> str:
    """The search-only context a turn gets from the turn before it ("" for the first turn)."""
    if not previous:
        return ""
    context = _DATE_PREFIX.sub("", previous, count=1).strip()
    if not context:
        return ""
    if len(context) > CONTEXT_CHARS:
        context = context[:CONTEXT_CHARS].rsplit(" ", 1)[0] + "…"
    return f"(after: {context})"


def transcript_contexts(turns: Sequence[str]) -> list[str]:
    """The search-only context of each turn of one conversation, in order."""
    return [context_of(turns[i - 1] if i else None) for i in range(len(turns))]


def with_context(turn: str, previous: str | None) -> str:
    """What `turn` is found by, given the turn before it (None for the first turn)."""
    return search_body(turn, context_of(previous))


def transcript_search_texts(turns: Sequence[str]) -> list[str]:
    """What each turn of one conversation is found by, in order (bench/locomo_lab.py)."""
    return [search_body(turn, context) for turn, context in zip(turns, transcript_contexts(turns))]


__all__ = ["context_of", "transcript_contexts", "with_context", "transcript_search_texts", "CONTEXT_CHARS"]
