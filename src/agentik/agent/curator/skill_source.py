"""The skills as an Archivable source of the curator: the same age rule as for notes.

A skill is stale when it was never used (use_count 0) and its last use — or, never used, its last
write — is older than AGENTIK_CURATOR_ARCHIVE_DAYS. Only the skills the agent wrote itself
(source agent_save or auto_review) are archived by age, like notes: a skill the user wrote
(user_explicit), imported (`agentik skills import`), approved (`agentik skills approve`), dropped
by hand into a skills folder (no usage row yet) or keeps in a read-only AGENTIK_SKILLS_DIRS folder
is the user's own and stays.

Archiving a skill sets `archived_at` on its usage row (the skill leaves the index and the tools);
its folder and its row stay, and `restore` (or `agentik skills restore NAME`) brings it back.
"""

from __future__ import annotations

from typing import Sequence

from ...errors import SkillNotFound
from ..skills.store import SkillStore
from ..skills.usage import AGENT_SOURCES
from .policy import StaleItem


class SkillArchive:
    """A SkillStore as an Archivable source (kind "skill"; items are skill names)."""

    kind = "skill"

    def __init__(self, store: SkillStore) -> None:
        self.store = store

    def stale(self, before: int, *, limit: int) -> list[StaleItem]:
        found = []
        for skill in self.store.catalog().live():
            usage = skill.usage
            if (not skill.writable or not usage.seen or usage.source not in AGENT_SOURCES
                    or usage.approved_at is not None or usage.use_count > 0):
                continue
            touched = usage.last_used_at or usage.updated_at or usage.created_at
            if touched < before:
                found.append(StaleItem(skill.name, f"{skill.name}: {_short(skill.description)}", touched))
        found.sort(key=lambda item: (item.last_used_at, item.id))
        return found[:limit]

    def archive(self, item_ids: Sequence[str], *, at: int) -> int:
        return self._set(item_ids, at)

    def restore(self, item_ids: Sequence[str]) -> int:
        return self._set(item_ids, None)

    def _set(self, names: Sequence[str], archived_at: int | None) -> int:
        """Archive (a time) or restore (None) these skills; a skill already so, or gone, counts 0."""
        changed = 0
        with self.store.lock:
            for name in names:
                try:
                    skill = self.store.get(name, archived=True)
                except SkillNotFound:
                    continue
                if skill.usage.archived == (archived_at is not None):
                    continue
                self.store.usage.set_archived(name, archived_at, created_at=skill.usage.created_at)
                changed += 1
        return changed


def _short(text: str, width: int = 50) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 1] + "…"
