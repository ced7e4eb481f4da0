"""The skill tools a model calls: typed methods whose docstrings are the model's instructions.

Like the memory tools (agentik.memory.tools), each schema is derived from the signature and the
docstring (agentik.agent.toolschema); a refusal is raised as a named error (InvalidSkill,
SkillNotFound, StaleSkill, DuplicateSkill, RefusedContent) and comes back to the model as a tool
result `{"error": {"code", "message"}}` (agentik.agent.toolbox).
"""

from __future__ import annotations

from typing import Callable, Literal

from ...errors import InvalidSkill
from .index import line
from .store import SkillStore
from .usage import SkillSource

Action = Literal["create", "update"]


class SkillTools:
    """The skill tools bound to a store; what they write gets `source`."""

    AGENT_TOOLS = ("skill_view", "skill_list", "skill_save", "skill_delete")
    REVIEW_TOOLS = ("skill_list", "skill_view", "skill_save", "skill_delete")
    """The review loop's additions to its whitelist (seed §10 phase 3)."""
    READ_TOOLS = ("skill_list", "skill_view")
    """What an MCP client gets without the write flag."""

    def __init__(self, store: SkillStore, *, source: SkillSource | str = SkillSource.AGENT_SAVE,
                 count_views: bool = True) -> None:
        self.store = store
        self.source = SkillSource.parse(source)
        self.count_views = count_views

    def functions(self, names: tuple[str, ...] | None = None) -> list[Callable[..., str]]:
        return [getattr(self, name) for name in (names or self.AGENT_TOOLS)]

    def skill_view(self, name: str, file: str | None = None) -> str:
        """Load a skill: its full instructions, its version, and the list of its extra files.

        Call it before doing a task that a skill in the index (or in the skills block of the user's
        message) describes, and follow what it says. Call it again with `file` to read one of the
        skill's extra files (references, templates, scripts) when the instructions point to one.

        Args:
            name: the skill's name, as listed (e.g. "release-project").
            file: a file of the skill to read instead, as listed under its files (e.g. "references/api.md").
        """
        if file:
            return self.store.read_file(name, file)
        skill = self.store.view(name) if self.count_views else self.store.get(name)
        files = skill.files
        listing = "\n".join(f"  {f}" for f in files)
        resources = f"\n\nFiles (read one with skill_view(name, file)):\n{listing}" if files else ""
        return (f'<skill_content name="{skill.name}" version="{skill.etag}">\n{skill.body}{resources}\n'
                f"</skill_content>")

    def skill_list(self) -> str:
        """List every skill with its description; drafts (not yet used or approved) are marked."""
        skills = self.store.catalog().live()
        if not skills:
            return "no skills yet"
        return "\n".join(line(skill) for skill in sorted(skills, key=lambda s: s.name))

    def skill_save(self, action: Action, name: str, body: str, description: str = "",
                   version: str | None = None) -> str:
        """Create a skill, or update one, so that a procedure that worked can be reused next time.

        Create one after you solved a task of several steps that is likely to come back (how this
        project is released, how to rotate its certificates), especially one that needed false
        starts or a correction by the user. Do not create one for a one-off task, a single fact
        about the user (that is memory_save), or anything that holds a secret. Before creating,
        check skill_list: when a similar skill exists, update it instead. To update, view the skill
        first and pass the version skill_view showed, then send the whole new body.

        Args:
            action: "create" for a new skill, "update" to rewrite an existing one.
            name: lowercase words joined by hyphens, at most 64 characters (e.g. "rotate-staging-certs").
            body: the procedure in markdown: numbered steps, commands, checks, pitfalls.
            description: what the skill does and when to use it, one or two sentences (needed to create;
                on update, leave it empty to keep the old one).
            version: on update, the version skill_view returned for the text you changed.
        """
        if action == "create":
            skill = self.store.create(name, description, body, source=self.source)
            state = " as a draft (it joins the index once used or approved)" if skill.usage.draft else ""
            return f"created skill {skill.name}{state}; version {skill.etag}"
        if not version:
            raise InvalidSkill(f"to update skill {name!r}, view it first and pass the version skill_view showed")
        skill = self.store.update(name, etag=version, description=description or None, body=body,
                                  source=self.source)
        return f"updated skill {skill.name}; version {skill.etag} (the previous text is kept)"

    def skill_delete(self, name: str) -> str:
        """Archive a skill that is wrong or no longer needed: it leaves the index (the user can restore it).

        Args:
            name: the skill's name.
        """
        skill = self.store.archive(name)
        return f"archived skill {skill.name}; `agentik skills restore {skill.name}` brings it back"
