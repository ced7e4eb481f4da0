"""`agentik memory pin|unpin|restore|unmerge ID...`: what the curator may do to a note, and undoing it.

Registered in cli/memory.py like export and import. Every id is checked before anything changes.
"""

from __future__ import annotations

import click

from .common import configured_store, echo_json, handle_errors, json_option

ids_argument = click.argument("note_ids", nargs=-1, required=True, metavar="ID...")


def _report(verb: str, note_ids: tuple[str, ...], changed: int, as_json: bool) -> None:
    if as_json:
        echo_json({verb: list(note_ids), "changed": changed})
    else:
        click.echo(f"{verb} {changed} of {len(note_ids)} note{'s' if len(note_ids) != 1 else ''}")


@click.command("pin")
@ids_argument
@json_option
@handle_errors
def pin_cmd(note_ids: tuple[str, ...], as_json: bool) -> None:
    """Keep the notes ID... for good: the curator never archives a pinned note.

    \b
    Example:
      agentik memory pin mem-3f2a...
    """
    with configured_store() as store:
        changed = store.pin(list(note_ids))
    _report("pinned", note_ids, changed, as_json)


@click.command("unpin")
@ids_argument
@json_option
@handle_errors
def unpin_cmd(note_ids: tuple[str, ...], as_json: bool) -> None:
    """Let the curator archive the notes ID... again once they go unused for long.

    \b
    Example:
      agentik memory unpin mem-3f2a...
    """
    with configured_store() as store:
        changed = store.unpin(list(note_ids))
    _report("unpinned", note_ids, changed, as_json)


@click.command("restore")
@ids_argument
@json_option
@handle_errors
def restore_cmd(note_ids: tuple[str, ...], as_json: bool) -> None:
    """Bring the archived notes ID... back into search and listing (`memory list --archived` shows them).

    A note whose exact twin was saved again while it was archived stays archived (the live copy
    holds the fact).

    \b
    Example:
      agentik memory restore mem-3f2a...
    """
    with configured_store() as store:
        for note_id in note_ids:
            store.get(note_id)
        changed = store.restore(list(note_ids))
    _report("restored", note_ids, changed, as_json)


@click.command("unmerge")
@click.argument("umbrella_id", metavar="ID")
@json_option
@handle_errors
def unmerge_cmd(umbrella_id: str, as_json: bool) -> None:
    """Undo the curator's merge that wrote the umbrella note ID: it is archived and the notes it
    replaced come back.

    \b
    Example:
      agentik memory unmerge mem-3f2a...
    """
    from ..app import open_curator
    from ..settings import Settings

    with configured_store() as store:
        curator = open_curator(Settings.from_env(), store)  # type: ignore[arg-type]
        try:
            back = curator.unmerge(umbrella_id)
        finally:
            curator.close()
    if as_json:
        echo_json({"unmerged": umbrella_id, "restored": back})
    else:
        click.echo(f"archived {umbrella_id}; restored {back} note{'s' if back != 1 else ''}")
