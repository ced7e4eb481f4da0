"""`agentik skills ...`: list, show, create, edit, delete, restore, approve, history and import skills.

Skills are folders in the Agent Skills format under AGENTIK_HOME/skills (plus the read-only
AGENTIK_SKILLS_DIRS). `--json` prints the JSON view of agentik.edges.views; an error prints one
`error: ...` line (with `--json`: `{"error": {"code", "message"}}`) and exits with the table's code.
Skills are matched here by keywords only: no embedding model is loaded.
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

import click

from ..edges.views import skill_json, skill_version_json
from ..errors import InvalidSkill
from .common import echo_json, handle_errors, json_option, read_text_arg, report_error

if TYPE_CHECKING:
    from ..agent.skills import Skills

PREVIEW = 90


@contextmanager
def opened() -> Iterator["Skills"]:
    from ..app import open_skills

    skills = open_skills()
    try:
        yield skills
    finally:
        skills.close()


def _body(body: str | None, body_file: str | None) -> str | None:
    if body_file is not None:
        try:
            return sys.stdin.read() if body_file == "-" else Path(body_file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise InvalidSkill(f"cannot read the body file {body_file}: {exc}") from None
    return read_text_arg(body) if body is not None else None


@click.group()
def skills() -> None:
    """Skills: procedures the agent (or you) wrote down, as SKILL.md folders (agentskills.io format).

    \b
    Examples:
      agentik skills list
      agentik skills create release-project -d "How we release. Use when asked to release." --body-file steps.md
      agentik skills edit release-project
      agentik skills import ~/.claude/skills
    """


@skills.command("list")
@click.option("--all", "show_all", is_flag=True, help="Include archived skills.")
@json_option
@handle_errors
def list_cmd(show_all: bool, as_json: bool) -> None:
    """List skills (name, state, uses, description); skipped SKILL.md files are reported on stderr."""
    with opened() as store:
        catalog = store.store.catalog()
    found = sorted((s for s in catalog.skills.values() if show_all or not s.usage.archived), key=lambda s: s.name)
    for problem in catalog.problems:
        click.echo(f"warning: skipped {problem}", err=True)
    if as_json:
        echo_json({"skills": [skill_json(s) for s in found],
                   "problems": [{"path": str(p.path), "message": p.message} for p in catalog.problems]})
        return
    if not found:
        click.echo("no skills yet; create one with `agentik skills create` or import a folder")
        return
    for skill in found:
        view = skill_json(skill)
        text = skill.description if len(skill.description) <= PREVIEW else skill.description[: PREVIEW - 1] + "…"
        click.echo(f"{skill.name:<32} {view['state']:<8} {skill.usage.use_count:>4} uses  {text}")


@skills.command("show")
@click.argument("name")
@json_option
@handle_errors
def show_cmd(name: str, as_json: bool) -> None:
    """Print skill NAME: its front matter, files and body (showing is not counted as a use)."""
    with opened() as store:
        skill = store.store.get(name, archived=True)
    view = skill_json(skill, body=True)
    if as_json:
        echo_json(view)
        return
    for key in ("name", "description", "state", "source", "version", "etag", "use_count", "path"):
        click.echo(f"{key}: {view[key]}")
    if skill.files:
        click.echo("files: " + ", ".join(skill.files))
    click.echo("")
    click.echo(skill.body)


@skills.command("create")
@click.argument("name")
@click.option("--description", "-d", required=True, help="What the skill does and when to use it.")
@click.option("--body", "-b", default=None, help="The steps in markdown (`-` reads stdin).")
@click.option("--body-file", default=None, metavar="FILE", help="Read the body from FILE (`-` = stdin).")
@click.option("--force", is_flag=True, help="Create even when a similar skill exists.")
@json_option
@handle_errors
def create_cmd(name: str, description: str, body: str | None, body_file: str | None, force: bool,
               as_json: bool) -> None:
    """Create skill NAME (a slug: lowercase letters, digits, hyphens)."""
    text = _body(body, body_file)
    if text is None:
        raise InvalidSkill("give the body with --body TEXT or --body-file FILE")
    with opened() as store:
        skill = store.store.create(name, description, text, source="user_explicit", force=force)
    echo_json(skill_json(skill)) if as_json else click.echo(f"created {skill.name} (version {skill.etag})")


@skills.command("edit")
@click.argument("name")
@click.option("--description", "-d", default=None, help="A new description.")
@click.option("--body-file", default=None, metavar="FILE", help="Read the new body from FILE (`-` = stdin).")
@json_option
@handle_errors
def edit_cmd(name: str, description: str | None, body_file: str | None, as_json: bool) -> None:
    """Change skill NAME: with --body-file/--description, or else in $EDITOR (the body).

    The previous text is kept: `agentik skills history NAME`, `agentik skills restore NAME --version N`.
    """
    with opened() as store:
        current = store.store.get(name)
        body = _body(None, body_file)
        if body is None and description is None:
            edited = click.edit(current.body + "\n", extension=".md", require_save=True)
            if edited is None:
                click.echo("no change", err=True)
                return
            body = edited
        skill = store.store.update(name, etag=current.etag, description=description, body=body,
                                   source="user_explicit")
    echo_json(skill_json(skill)) if as_json else click.echo(f"updated {skill.name} (version {skill.etag})")


@skills.command("delete")
@click.argument("name")
@json_option
@handle_errors
def delete_cmd(name: str, as_json: bool) -> None:
    """Archive skill NAME: it leaves the index; the folder stays (`restore` brings it back)."""
    with opened() as store:
        skill = store.store.archive(name)
    echo_json(skill_json(skill)) if as_json else click.echo(f"archived {skill.name}")


@skills.command("restore")
@click.argument("name")
@click.option("--version", "version", type=int, default=None, help="Also roll the text back to this kept version.")
@json_option
@handle_errors
def restore_cmd(name: str, version: int | None, as_json: bool) -> None:
    """Bring archived skill NAME back; with --version, restore that kept text (see `history`)."""
    with opened() as store:
        skill = store.store.restore(name, version=version)
    echo_json(skill_json(skill)) if as_json else click.echo(f"restored {skill.name} (version {skill.etag})")


@skills.command("approve")
@click.argument("name")
@json_option
@handle_errors
def approve_cmd(name: str, as_json: bool) -> None:
    """Approve draft skill NAME (one the agent wrote): it joins the index."""
    with opened() as store:
        skill = store.store.approve(name)
    echo_json(skill_json(skill)) if as_json else click.echo(f"approved {skill.name}")


@skills.command("history")
@click.argument("name")
@json_option
@handle_errors
def history_cmd(name: str, as_json: bool) -> None:
    """The kept versions of skill NAME, newest first."""
    with opened() as store:
        versions = store.store.history(name)
    if not versions:
        raise InvalidSkill(f"no kept versions of {name!r}; versions are kept from agentik's first write of it")
    if as_json:
        echo_json([skill_version_json(v, text=True) for v in versions])
        return
    for v in versions:
        click.echo(f"{v.version:>4}  {v.etag}  {v.source.value:<14} {v.created_at}")


@skills.command("import")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Replace skills of the same name.")
@click.option("--skip-refused", is_flag=True,
              help="Exit 0 even when some skills were refused or malformed; they are still reported and not copied.")
@json_option
@handle_errors
def import_cmd(path: Path, force: bool, skip_refused: bool, as_json: bool) -> None:
    """Copy a skill folder, or a folder of skill folders (e.g. ~/.claude/skills), into AGENTIK_HOME/skills.

    Each SKILL.md is checked first; a malformed or refused one is reported on stderr and not copied.
    The others are imported either way; the exit code is 1 when any was skipped, unless --skip-refused
    is given (like `agentik memory import`).
    """
    with opened() as store:
        done, problems = store.store.import_folder(path, force=force)
    for problem in problems:
        click.echo(f"warning: skipped {problem}", err=True)
    if as_json:
        echo_json({"imported": [skill_json(s) for s in done],
                   "problems": [{"path": str(p.path), "message": p.message} for p in problems]})
    else:
        click.echo(f"imported {len(done)} skill(s): {', '.join(s.name for s in done)}")
    if problems and not skip_refused:
        report_error(InvalidSkill(f"{len(problems)} skill(s) skipped and not imported; the others were imported. "
                                  "Fix or drop them, or pass --skip-refused to accept this"), as_json=as_json)
