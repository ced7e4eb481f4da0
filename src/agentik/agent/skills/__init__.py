"""Skills the agent writes itself (seed §10 phase 3), in the Agent Skills format (agentskills.io).

A skill is a reusable procedure ("how we release this project"): memory says what is true, a skill
says how to do something. `Skills` puts the parts together for an agent:

    skills = Skills.from_settings(settings, embedder=memory.embedder)
    skills.instruction()                 # the index for the system instruction (name + description)
    skills.prefetch_block(text, "en")    # the skills that fit a user message, for its prefix
    skills.tools().functions()           # skill_view, skill_list, skill_save, skill_delete

Modules: format (SKILL.md parse/render/validate), folders (reading the skill folders, cached),
store (writes under the lock, versions, archive),
usage (agentik.db tables), match (hybrid ranking, near-duplicates), index (what the model sees),
tools (the model's tools), guard (what a skill may not say).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from .index import build_index, prefetch_block
from .match import SkillMatcher
from .store import Catalog, Problem, Skill, SkillStore
from .tools import SkillTools
from .usage import SkillSource, SkillUsage

if TYPE_CHECKING:
    from ...embedding.base import Embedder
    from ...settings import Settings

log = logging.getLogger(__name__)

PREFETCH_K = 3
"""How many matching skills the prefetch block shows."""
PREFETCH_MIN_SCORE = 0.05
"""Least fused score for a skill to be shown before a message (one list's rank ≤ ~15)."""


class Skills:
    """The skill store, its usage tables and its matcher, for one AGENTIK_HOME. Close it when done."""

    def __init__(self, store: SkillStore, matcher: SkillMatcher, *, index_budget: int = 6000) -> None:
        self.store = store
        self.matcher = matcher
        self.index_budget = index_budget
        self._owned: list = []
        self._reported: set[str] = set()
        self._index: tuple[Catalog, str] | None = None

    @classmethod
    def open(cls, home_skills: Path, db_path: Path, *, extra_dirs: tuple[Path, ...] = (),
             embedder: "Embedder | None" = None, body_limit: int = 20_000, index_budget: int = 6000,
             usage: "SkillUsage | None" = None) -> "Skills":
        usage = usage if usage is not None else SkillUsage(db_path)
        matcher = SkillMatcher(embedder, vector_cache=usage)
        store = SkillStore(home_skills, usage, extra_dirs=extra_dirs, body_limit=body_limit,
                           duplicates=matcher.near_duplicates)
        skills = cls(store, matcher, index_budget=index_budget)
        skills._owned.append(usage.close)
        return skills

    @classmethod
    def from_settings(cls, settings: "Settings", *, embedder: "Embedder | None" = None) -> "Skills":
        """The skills of AGENTIK_HOME/skills plus AGENTIK_SKILLS_DIRS, usage in agentik.db (beside the
        notes, in their namespace, when the memory is on postgres)."""
        from ...plugins import SKILL_USAGE_STORES

        store = settings.memory_store
        usage = SKILL_USAGE_STORES.load(store)(settings) if store in SKILL_USAGE_STORES else None
        return cls.open(settings.skills_dir, settings.db_path, extra_dirs=settings.extra_skills_dirs,
                        embedder=embedder, body_limit=settings.skill_body_limit,
                        index_budget=settings.skills_index_budget, usage=usage)

    def instruction(self) -> str:
        """The skills section of the system instruction ("" when there are no live skills). A skipped
        SKILL.md is logged as a warning once (by path and reason)."""
        catalog = self.store.catalog()
        if self._index is not None and self._index[0] is catalog:
            return self._index[1]
        for problem in catalog.problems:
            if str(problem) not in self._reported:
                self._reported.add(str(problem))
                log.warning("skill skipped: %s", problem)
        index = build_index(catalog.live(), self.index_budget)
        self._index = (catalog, index)
        return index

    def matching(self, text: str, k: int = PREFETCH_K) -> list[Skill]:
        """The live skills whose name and description fit `text` best."""
        ranked = self.matcher.rank(text, self.store.catalog().live(), k)
        return [skill for skill, score in ranked if score >= PREFETCH_MIN_SCORE]

    def prefetch_block(self, text: str, language: str = "en", k: int = PREFETCH_K) -> str:
        """The block of skills that fit a user message, for its prefix ("" when none fits)."""
        return prefetch_block(self.matching(text, k), language)

    def tools(self, source: SkillSource | str = SkillSource.AGENT_SAVE) -> SkillTools:
        return SkillTools(self.store, source=source)

    def close(self) -> None:
        while self._owned:
            self._owned.pop()()

    def __enter__(self) -> "Skills":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


__all__ = ["Skills", "SkillStore", "SkillTools", "SkillMatcher", "SkillUsage", "SkillSource", "Skill",
           "Catalog", "Problem"]
