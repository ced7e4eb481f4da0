"""Cursor paging over a listing that stays correct while notes are written.

A listing is newest first (created_at descending; ties in the backend's own order). An offset
shifts when a note is saved or deleted before it, so a page would repeat or skip notes. The
cursor instead remembers where the last page ended: its created_at and the ids served at that
instant. The next page is the notes older than that instant, plus those of the same instant not
yet served. Notes saved while a client pages are newer, so they never appear in later pages
(the client sees them by starting again); a deleted note just disappears; no note that stayed
is repeated or skipped.

It uses only Memory.list/count (no keyset query in the backend interface): the page's start is
found by bisecting on offset — about log2(total) one-row reads — then checked: the note just
before the start must be newer than the cursor, else a concurrent delete moved the rows and the
search runs again.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass
from typing import Any

from ...errors import InvalidInput, StoreUnavailable
from ...memory.core import Memory
from ...notes.model import MemoryNote

ATTEMPTS = 6
"""Reads of a page before giving up, when concurrent writes keep moving its rows."""


@dataclass(frozen=True)
class Cursor:
    """Where a page ended: created_at of its last note and the ids served with that created_at."""

    created_at: int
    seen: tuple[str, ...]

    def encode(self) -> str:
        raw = json.dumps({"t": self.created_at, "ids": list(self.seen)}, separators=(",", ":")).encode()
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    @classmethod
    def decode(cls, text: str) -> "Cursor":
        try:
            data = json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
            created_at, seen = data["t"], data["ids"]
            if isinstance(created_at, bool) or not isinstance(created_at, int) or not isinstance(seen, list) \
                    or not seen or not all(isinstance(i, str) for i in seen):
                raise ValueError
        except (ValueError, TypeError, KeyError, binascii.Error, UnicodeDecodeError):
            raise InvalidInput("the cursor is not one this server gave out; pass next_cursor from the "
                               "previous page unchanged, or leave cursor out to start at the newest note") from None
        return cls(created_at, tuple(seen))

    def admits(self, note: MemoryNote) -> bool:
        """Whether the note belongs after this cursor."""
        return note.created_at < self.created_at or (note.created_at == self.created_at and note.id not in self.seen)


def page(memory: Memory, filters: dict[str, Any], limit: int, cursor: str | None) -> tuple[list[MemoryNote], str | None]:
    """The `limit` notes after `cursor` (from the newest when None) and the cursor of the next page
    (None on the last page). `filters` are Memory.list's category/conversation_id/archived."""
    after = Cursor.decode(cursor) if cursor else None
    notes, more = _after(memory, filters, limit, after) if after else _first(memory, filters, limit)
    if not more or not notes:
        return notes, None
    last = notes[-1].created_at
    seen = [note.id for note in notes if note.created_at == last]
    if after and after.created_at == last:
        seen = [*after.seen, *seen]
    return notes, Cursor(last, tuple(seen)).encode()


def _first(memory: Memory, filters: dict[str, Any], limit: int) -> tuple[list[MemoryNote], bool]:
    rows = memory.list(**filters, limit=limit + 1, offset=0)
    return rows[:limit], len(rows) > limit


def _after(memory: Memory, filters: dict[str, Any], limit: int, after: Cursor) -> tuple[list[MemoryNote], bool]:
    extra, kept = 0, []
    for _ in range(ATTEMPTS):
        start = _newer_count(memory, filters, after.created_at)
        window = limit + len(after.seen) + 1 + extra
        rows = memory.list(**filters, limit=window + (1 if start else 0), offset=max(start - 1, 0))
        if start and (not rows or rows[0].created_at <= after.created_at):
            continue  # a delete moved the rows between the bisection and this read: look again
        rows = rows[1:] if start else rows
        kept = [note for note in rows if after.admits(note)]
        if len(kept) > limit or len(rows) < window:
            return kept[:limit], len(kept) > limit
        extra = 2 * extra + limit  # notes saved meanwhile filled the window: read a larger one
    if kept:
        return kept[:limit], True
    raise StoreUnavailable("the listing changed too fast to page through; repeat the request")


def _newer_count(memory: Memory, filters: dict[str, Any], created_at: int) -> int:
    """How many notes of the listing are newer than `created_at` (they come first)."""
    low, high = 0, memory.count(**filters)
    while low < high:
        middle = (low + high) // 2
        row = memory.list(**filters, limit=1, offset=middle)
        if row and row[0].created_at > created_at:
            low = middle + 1
        else:
            high = middle
    return low
