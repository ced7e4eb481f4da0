"""What the curator archives by age, and the hook other stores (skills) plug into.

The rule (seed §5, §7 q3): an item never used (use_count 0) whose last use — or creation — is older
than AGENTIK_CURATOR_ARCHIVE_DAYS is archived: a state change, never a delete, undone by restore.
Pinned items and notes the user saved explicitly (source user_explicit) are never archived by age.

Each kind of item reaches the curator as an `Archivable`: the notes through `NoteArchive` (over the
memory core's `unused_since`), the skills through `SkillArchive` (skill_source.py, over the skill
store), any other store through `Curator(..., sources=[...])`. A source answers which of its items
are stale and archives or restores them by id; the curator plans, journals, backs up and reports.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence, runtime_checkable

from ...memory.core import Memory

DAY_MS = 86_400_000

SCAN_LIMIT = 200_000
"""Most stale items one run archives per source; the next run takes the rest."""


@dataclass(frozen=True)
class StaleItem:
    """An item an Archivable source offers for archiving: its id, a short label for the report
    (the note's text, the skill's name) and its last use in ms."""

    id: str
    label: str
    last_used_at: int


@runtime_checkable
class Archivable(Protocol):
    """A store whose items the curator may archive by age (notes; skills when they register).

    `stale` must already leave out what may never be archived by age (pinned items, items the user
    wrote explicitly); `archive` and `restore` are idempotent (an id already in that state, or
    unknown, counts 0), so a run killed midway can be finished by the next.
    """

    kind: str
    """What the items are, singular ("note", "skill"): the journal's `source` column."""

    def stale(self, before: int, *, limit: int) -> list[StaleItem]:
        """Live items never used whose last use is older than `before` (ms), oldest first."""
        ...

    def archive(self, item_ids: Sequence[str], *, at: int) -> int:
        """Archive these items at `at`; returns how many changed."""
        ...

    def restore(self, item_ids: Sequence[str]) -> int:
        """Bring these archived items back; returns how many changed."""
        ...


class NoteArchive:
    """The memory's notes as an Archivable source."""

    kind = "note"

    def __init__(self, memory: Memory) -> None:
        self.memory = memory

    def stale(self, before: int, *, limit: int) -> list[StaleItem]:
        return [StaleItem(n.id, _label(n.content), n.last_used_at)
                for n in self.memory.unused_since(before, limit=limit)]

    def archive(self, item_ids: Sequence[str], *, at: int) -> int:
        return self.memory.archive(item_ids, at=at)

    def restore(self, item_ids: Sequence[str]) -> int:
        return self.memory.restore(item_ids)


def archive_cutoff(now: int, days: int) -> int:
    """The last-use time (ms) before which an unused item is stale."""
    return now - days * DAY_MS


def reason(item: StaleItem, now: int, days: int) -> str:
    """Why an item is archived, as the report and the journal say it."""
    idle = (now - item.last_used_at) // DAY_MS
    return f"never used; last touched {idle} days ago (threshold {days})"


def _label(text: str, width: int = 60) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 1] + "…"
