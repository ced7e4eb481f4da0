"""Consolidation of near-duplicate skills: one skill of a group stays, the agent's copies are archived.

    group     live skills the skill store's own near-duplicate check pairs up (SkillMatcher:
              the same name stems, a keyword overlap, or a description cosine of at least its
              calibrated DUPLICATE_COSINE), joined, at most MAX_GROUP
    survivor  the skill that stays as it is: one the user owns (wrote, imported, approved or keeps
              in a read-only folder) before the agent's own, then the most used, then the oldest
    archive   the others the curator may touch (the agent's own drafts and skills, see
              skill_source.py) are archived, their folders and rows kept; a group with nothing
              the curator may archive is left alone

No model writes a merged procedure: a skill is a procedure someone may rely on word for word, so
the curator keeps the one that is used and puts the copies away, where `agentik curate --undo RUN`
or `agentik skills restore NAME` brings them back. Nothing here removes a row or a file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..skills.usage import AGENT_SOURCES

if TYPE_CHECKING:
    from ..skills import Skill, Skills

MAX_GROUP = 8
MAX_GROUPS = 20


@dataclass(frozen=True)
class SkillGroup:
    """Near-duplicate skills: the one that stays and those the merge archives."""

    survivor: str
    archive: tuple[str, ...]
    labels: dict[str, str]

    @property
    def names(self) -> list[str]:
        return [self.survivor, *self.archive]

    def detail(self) -> dict:
        """What the journal keeps of the merge (the keys a note merge's report has, plus the skills)."""
        return {"source": "skill", "originals": self.names, "umbrella": self.survivor,
                "archive": list(self.archive), "content": f"skill {self.survivor} stays: {self.labels[self.survivor]}"}


def archivable(skill: "Skill") -> bool:
    """Whether the curator may archive this skill: the agent's own, not approved by the user."""
    usage = skill.usage
    return skill.writable and usage.seen and usage.source in AGENT_SOURCES and usage.approved_at is None


def find_skill_groups(skills: "Skills", *, max_groups: int = MAX_GROUPS) -> list[SkillGroup]:
    """Groups of near-duplicate live skills with something to archive, the largest first."""
    live = sorted(skills.store.catalog().live(), key=lambda s: s.name)
    if len(live) < 2:
        return []
    parent = {s.name: s.name for s in live}

    def find(name: str) -> str:
        while parent[name] != name:
            parent[name] = parent[parent[name]]
            name = parent[name]
        return name

    for skill in live:
        others = [s for s in live if s.name != skill.name]
        for twin in skills.matcher.near_duplicates(skill.name, skill.description, others):
            parent[find(twin)] = find(skill.name)
    clusters: dict[str, list["Skill"]] = {}
    for skill in live:
        clusters.setdefault(find(skill.name), []).append(skill)
    groups = []
    for members in clusters.values():
        if len(members) < 2:
            continue
        ranked = sorted(members, key=_keep_first)[:MAX_GROUP]
        survivor, rest = ranked[0], [s.name for s in ranked[1:] if archivable(s)]
        if rest:
            groups.append(SkillGroup(survivor.name, tuple(rest),
                                     {s.name: _short(s.description) for s in ranked}))
    groups.sort(key=lambda g: (-len(g.archive), g.survivor))
    return groups[:max_groups]


def _keep_first(skill: "Skill") -> tuple:
    usage = skill.usage
    return (archivable(skill), -usage.use_count, usage.created_at, skill.name)


def _short(text: str, width: int = 60) -> str:
    line = " ".join(text.split())
    return line if len(line) <= width else line[: width - 1] + "…"
