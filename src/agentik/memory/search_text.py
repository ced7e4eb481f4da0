"""The text a note is found by, when it differs from the text it shows: context for the short
turns of an imported transcript.

A turn of a conversation often cannot be found by itself: "Yeah, I painted that lake sunrise last
year!" answers "How did you get into painting?" one turn earlier, and a question about painting
shares no word with it. A note imported from a transcript can carry, for search only, the turn
before it: its search text is

    <the turn>  ⏎  (after: <the previous turn, without its "[date]" prefix>)

The display text stays the turn. Notes saved one fact at a time by the agent have no search text:
they are found by their content. (Measured on LoCoMo dev with bench/locomo_lab.py; see the
README's search section.)
"""

from __future__ import annotations

import re
from typing import Sequence

CONTEXT_CHARS = 300
"""The previous turn is cut to this many characters: context, not a second note."""

_DATE_PREFIX = re.compile(r"^\s*\[[^\]]{1,60}\]\s*")


def with_context(turn: str, previous: str | None) -> str:
    """`turn`'s search text given the turn before it (None for the first turn)."""
    if not previous:
        return turn
    context = _DATE_PREFIX.sub("", previous, count=1).strip()
    if len(context) > CONTEXT_CHARS:
        context = context[:CONTEXT_CHARS].rsplit(" ", 1)[0] + "…"
    return f"{turn}\n(after: {context})"


def transcript_search_texts(turns: Sequence[str]) -> list[str]:
    """The search text of each turn of one conversation, in order."""
    return [with_context(turn, turns[i - 1] if i else None) for i, turn in enumerate(turns)]


__all__ = ["with_context", "transcript_search_texts", "CONTEXT_CHARS"]
