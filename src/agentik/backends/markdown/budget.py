"""The character budget of a §-file and the frozen snapshot of the whole memory (Hermes' model).

Each live file (USER.md, WORLD.md, PREFERENCES.md) may hold at most AGENTIK_MEMORY_CHAR_LIMIT
characters of note text, counted as the model sees it: the entries joined by the `§` delimiter,
metadata comments excluded. A write that would grow a file past the limit raises BudgetExceeded
with the current usage, `[67% — 1,474/2,200 chars]`; writes that do not grow a file (bump, delete,
archive) always pass, so a file that is over budget after a hand edit can still be trimmed.

`render_snapshot` is the block a system prompt embeds: per category, a header with its usage and the
entries joined by `§`. The store captures it once per session and returns the same text afterwards,
so the prompt prefix stays stable (and cacheable) while new notes land on disk.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from ...errors import BudgetExceeded
from ...notes.model import MemoryCategory, MemoryNote
from ...notes.entries import FILE_NAMES, JOINER, escape_content, visible_chars

TITLES: dict[MemoryCategory, str] = {
    MemoryCategory.USER: "USER — who the user is",
    MemoryCategory.WORLD: "WORLD — their projects, people and environment",
    MemoryCategory.PREFERENCE: "PREFERENCES — how they like things done",
}


def usage_label(used: int, limit: int) -> str:
    """`[67% — 1,474/2,200 chars]`."""
    percent = round(100 * used / limit) if limit else 100
    return f"[{percent}% — {used:,}/{limit:,} chars]"


def check_budget(category: MemoryCategory, before: Sequence[str], after: Sequence[str], limit: int) -> None:
    """Raise BudgetExceeded when `after` (the file's new entry texts) grows the file past `limit`."""
    used_before = visible_chars(list(before))
    used_after = visible_chars(list(after))
    if used_after <= limit or used_after <= used_before:
        return
    name = FILE_NAMES[category]
    raise BudgetExceeded(
        f"{name} is full {usage_label(used_before, limit)}: this write needs "
        f"{used_after - used_before:,} more chars; archive or delete {category.value} notes "
        f"(agentik memory list --category {category.value}) or raise AGENTIK_MEMORY_CHAR_LIMIT"
    )


def render_snapshot(
    notes_by_category: Mapping[MemoryCategory, Sequence[MemoryNote]], used: Mapping[MemoryCategory, int], limit: int
) -> str:
    """The live notes as one text block for a system prompt ("" when there are none); `used` is each
    file's budget usage, shown in the headers."""
    blocks = []
    for category in MemoryCategory:
        notes = notes_by_category.get(category) or []
        if not notes:
            continue
        contents = [note.content for note in notes]
        header = f"{TITLES[category]} {usage_label(used[category], limit)}"
        blocks.append(f"{header}\n{JOINER.join(escape_content(c) for c in contents)}")
    return "\n\n".join(blocks)


__all__ = ["FILE_NAMES", "usage_label", "check_budget", "render_snapshot"]
