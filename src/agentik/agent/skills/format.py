"""The Agent Skills format (agentskills.io): a folder holding SKILL.md, YAML front matter + markdown body.

    ---
    name: release-project
    description: How we cut a release of this project. Use when the user asks to release or tag.
    license: MIT                # optional, like compatibility, metadata and allowed-tools
    ---
    1. Run the tests ...

Reading is lenient, as the format's client guide asks: a file written for another client loads when
its YAML parses (after one retry that quotes values holding ": ") and it has a name and a
description; a name that is not a slug or differs from its folder only earns a warning. Writing is
strict: `check_name`, `check_description` and the body limit hold for everything agentik writes, and
`render` puts `name` and `description` first and keeps every other front-matter field as it was.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ...errors import InvalidSkill

SKILL_FILE = "SKILL.md"
NAME_MAX = 64
DESCRIPTION_MAX = 1024
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_FENCE = re.compile(r"^---[ \t]*$", re.M)
_PLAIN_VALUE = re.compile(r"^(\s*[\w.-]+:[ \t]+)([^'\"|>{\[\n][^\n]*:[ \t][^\n]*)$", re.M)


@dataclass(frozen=True)
class SkillDoc:
    """One parsed SKILL.md: the front matter's name and description, the other fields, the body."""

    name: str
    description: str
    body: str
    extra: dict[str, Any] = field(default_factory=dict)
    warnings: tuple[str, ...] = ()


def check_name(name: object) -> str:
    """`name` if it is a valid skill name (a slug: a-z, 0-9, single hyphens inside, ≤ 64 chars)."""
    if not isinstance(name, str) or not name:
        raise InvalidSkill("a skill needs a name: lowercase letters, digits and hyphens, e.g. release-project")
    if len(name) > NAME_MAX or not _SLUG.match(name):
        raise InvalidSkill(f"skill name {name[:80]!r} is not valid: use 1-{NAME_MAX} lowercase letters, digits "
                           "and single hyphens (not first or last), e.g. rotate-staging-certs")
    return name


def slugify(text: str) -> str:
    """A valid name made from free text ("Rotate Staging Certs!" → "rotate-staging-certs"), or ""."""
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return slug[:NAME_MAX].rstrip("-")


def check_description(description: object) -> str:
    """The description, stripped, if it is 1-1024 characters of text."""
    if not isinstance(description, str) or not description.strip():
        raise InvalidSkill("a skill needs a description that says what it does and when to use it")
    description = description.strip()
    if len(description) > DESCRIPTION_MAX:
        raise InvalidSkill(f"the description has {len(description)} characters; the most is {DESCRIPTION_MAX}: "
                           "say what the skill does and when to use it, and put details in the body")
    return description


def check_body(body: object, limit: int) -> str:
    """The body, stripped, if it is text within `limit` characters (an empty body is allowed)."""
    if not isinstance(body, str):
        raise InvalidSkill("the skill body must be markdown text")
    body = body.strip()
    if len(body) > limit:
        raise InvalidSkill(f"the skill body has {len(body)} characters; the most is {limit} "
                           "(AGENTIK_SKILL_BODY_LIMIT): keep the steps short and move reference material "
                           "into files of the skill folder")
    return body


def parse(text: str, *, folder_name: str | None = None) -> SkillDoc:
    """Parse SKILL.md text leniently; raises InvalidSkill saying what is wrong."""
    text = text.lstrip("\ufeff")
    if not text.startswith("---"):
        raise InvalidSkill("SKILL.md must start with YAML front matter between two '---' lines")
    fences = list(_FENCE.finditer(text))
    if len(fences) < 2 or fences[0].start() != 0:
        raise InvalidSkill("the front matter of SKILL.md is not closed by a '---' line")
    head = text[fences[0].end():fences[1].start()]
    body = text[fences[1].end():].strip()
    meta = _load_yaml(head)
    warnings: list[str] = []
    name = meta.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InvalidSkill("the front matter has no name")
    name = name.strip()
    description = meta.get("description")
    if not isinstance(description, str) or not description.strip():
        raise InvalidSkill("the front matter has no description")
    description = " ".join(description.split())
    if len(name) > NAME_MAX or not _SLUG.match(name):
        warnings.append(f"name {name!r} is not a valid skill name (lowercase letters, digits, hyphens)")
    if folder_name is not None and folder_name != name:
        warnings.append(f"name {name!r} differs from its folder {folder_name!r}")
    if len(description) > DESCRIPTION_MAX:
        warnings.append(f"description longer than {DESCRIPTION_MAX} characters")
    extra = {key: value for key, value in meta.items() if key not in ("name", "description")}
    return SkillDoc(name, description, body, extra, tuple(warnings))


def render(doc: SkillDoc) -> str:
    """SKILL.md text: name and description first, the other fields as they were, then the body."""
    meta: dict[str, Any] = {"name": doc.name, "description": doc.description, **doc.extra}
    head = yaml.safe_dump(meta, sort_keys=False, allow_unicode=True, width=10_000, default_flow_style=False)
    return f"---\n{head}---\n\n{doc.body.strip()}\n"


def etag(data: bytes) -> str:
    """The version tag of one SKILL.md content: 16 hex digits of its SHA-256."""
    return hashlib.sha256(data).hexdigest()[:16]


def extra_files(folder: Path, *, limit: int = 200) -> list[str]:
    """The other files of a skill folder (relative paths, sorted), hidden ones and SKILL.md left out."""
    found: list[str] = []
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder)
        if any(part.startswith(".") for part in relative.parts) or relative.as_posix() == SKILL_FILE:
            continue
        if path.is_file():
            found.append(relative.as_posix())
            if len(found) >= limit:
                break
    return found


def _load_yaml(head: str) -> dict[str, Any]:
    try:
        meta = yaml.safe_load(head)
    except yaml.YAMLError as first:
        # other clients accept `description: Use when: ...`; quote such values once and retry
        mended = _PLAIN_VALUE.sub(lambda m: m.group(1) + _quote(m.group(2)), head)
        try:
            meta = yaml.safe_load(mended)
        except yaml.YAMLError:
            mark = getattr(first, "problem_mark", None)
            where = f" (line {mark.line + 2})" if mark is not None else ""
            raise InvalidSkill(f"the front matter is not valid YAML{where}") from None
    if not isinstance(meta, dict):
        raise InvalidSkill("the front matter must be a YAML mapping of fields (name: ..., description: ...)")
    return {str(key): value for key, value in meta.items()}


def _quote(value: str) -> str:
    return "'" + value.strip().replace("'", "''") + "'"
