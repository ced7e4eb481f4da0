"""Progressive disclosure: what the model sees of the skills before it asks for one.

1. The index, in the system instruction: one line per live skill, `- name: description`, most used
   first (then most recently used, then by name), within a character budget
   (AGENTIK_SKILLS_INDEX_BUDGET, ~4 characters a token). Drafts (skills the agent wrote and nobody
   has used or approved yet) never take the place of a proven skill: they are listed, marked
   "(draft)", only in the room the proven ones left. When some do not fit, one closing line says
   how many more there are and that skill_list shows them all. No skill at all: no section at all.
2. The prefetch block, before a user message: the few skills whose name and description fit that
   message best (SkillMatcher), so the right one is in front of the model even in a large catalog.
3. The body, through the skill_view tool.
"""

from __future__ import annotations

from typing import Sequence

from .store import Skill

DESCRIPTION_CHARS = 200
"""A description is cut to this many characters in the index (the full text is in skill_view)."""

MIN_LINE = 40
"""Room below which no further line is tried."""

HEADERS = {
    "en": ("## Skills\nSkills are procedures you saved for tasks that come back. When a task matches a "
           "skill's description, call skill_view(name) first and follow it. Save a new one with skill_save "
           "after you solved a multi-step task that will come back; update a skill that proved wrong."),
}
PREFETCH_HEADERS = {
    "en": ("[Skills that may fit — call skill_view(name) to use one]", "[/Skills]"),
    "ru": ("[Навыки, которые могут подойти — вызови skill_view(name), чтобы открыть]", "[/Навыки]"),
}


def line(skill: Skill) -> str:
    description = " ".join(skill.description.split())
    if len(description) > DESCRIPTION_CHARS:
        description = description[: DESCRIPTION_CHARS - 1].rstrip() + "…"
    draft = " (draft)" if skill.usage.draft else ""
    return f"- {skill.name}{draft}: {description}"


def order(skills: Sequence[Skill]) -> list[Skill]:
    """Most used first, then most recently used, then by name."""
    return sorted(skills, key=lambda s: (-s.usage.use_count, -(s.usage.last_used_at or 0), s.name))


def build_index(skills: Sequence[Skill], budget: int) -> str:
    """The skills section of the system instruction ("" when there is no live skill)."""
    live = [s for s in skills if not s.usage.archived]
    if not live:
        return ""
    header = HEADERS["en"]
    used = len(header) + 1
    lines: list[str] = []
    proven = order([s for s in live if not s.usage.draft])
    drafts = sorted((s for s in live if s.usage.draft), key=lambda s: -s.usage.created_at)
    reserve = 80  # room for the closing "N more" line
    for is_draft, skill in [*((False, s) for s in proven), *((True, s) for s in drafts)]:
        room = budget - reserve - used
        if room < MIN_LINE:
            break
        if len(skill.name) + min(len(skill.description), DESCRIPTION_CHARS) + 5 > room:
            continue  # cannot fit (a cheap bound: descriptions are seldom shorter once flattened)
        text = line(skill)
        if used + len(text) + 1 > budget - reserve:
            if not is_draft:
                continue  # a shorter proven one may still fit
            break
        lines.append(text)
        used += len(text) + 1
    left = len(live) - len(lines)
    if left:
        lines.append(f"({left} more skill{'s' if left != 1 else ''} not listed: skill_list shows them all)")
    return header + "\n" + "\n".join(lines)


def prefetch_block(ranked: Sequence[Skill], language: str) -> str:
    """The block of matching skills to put before a user message ("" when none)."""
    if not ranked:
        return ""
    start, end = PREFETCH_HEADERS.get(language, PREFETCH_HEADERS["en"])
    return "\n".join([start, *(line(skill) for skill in ranked), end])
