"""`agentik memory export` and `agentik memory import`: move a memory between files and backends.

Registered in cli/memory.py as `memory.add_command(export_cmd)` and `memory.add_command(import_cmd)`.
Both open the configured store (AGENTIK_MEMORY_STORE), so moving sqlite → markdown is an export
with one setting and an import with the other.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .common import configured_store, echo_json, handle_errors, json_option, progress_bar, report_error

PROGRESS_FROM = 200
"""Imports of at least this many records show a progress bar (on stderr)."""
PROBLEMS_SHOWN = 20


@click.command("export")
@click.option("--format", "fmt", type=click.Choice(["jsonl", "md"], case_sensitive=False), default="jsonl",
              show_default=True,
              help="jsonl: one note per line, every field (lossless). md: USER.md, WORLD.md, PREFERENCES.md "
                   "(+ archive/) in the markdown backend's format.")
@click.option("--out", type=click.Path(path_type=Path), default=None, metavar="DIR|FILE",
              help="Where to write: a file for jsonl (default: standard output), a folder for md (required).")
@click.option("--force", is_flag=True, help="Replace files that already exist at --out.")
@json_option
@handle_errors
def export_cmd(fmt: str, out: Path | None, force: bool, as_json: bool) -> None:
    """Write every note (archived ones too) to a file or folder.

    \b
    Examples:
      agentik memory export --format jsonl --out memory.jsonl
      agentik memory export --format md --out ./memory-md
      AGENTIK_MEMORY_STORE=sqlite agentik memory export > backup.jsonl
    """
    from ..memory.transfer import export_notes

    with configured_store() as store:
        report = export_notes(store, fmt, out, overwrite=force)
    if out is None:  # the notes went to stdout; the summary goes to stderr
        click.echo(f"exported {report.notes} notes", err=True)
    elif as_json:
        echo_json(report.to_dict())
    else:
        click.echo(f"exported {report.notes} notes to {', '.join(report.paths)}")


@click.command("import")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--skip-refused", is_flag=True,
              help="Exit 0 even when some records were refused (a secret, an instruction to the agent, "
                   "a malformed record); they are still reported and not imported.")
@json_option
@handle_errors
def import_cmd(path: Path, skip_refused: bool, as_json: bool) -> None:
    """Import notes from a .jsonl file, a §-file (USER.md, WORLD.md, PREFERENCES.md) or a folder of them,
    or the turns of a conversation from a chat log (.json messages, .txt "Speaker: text" lines) or a
    LoCoMo-shaped .json file: one note per turn, found also by the turn before it.

    Exact repeats of notes already stored are skipped; secrets and prompt injections are refused
    by the same guard as `memory save`. The report counts imported / skipped / refused notes and
    names each refused record (line and kind, never the value). The rest is imported either way;
    the exit code is 1 when any record was refused, unless --skip-refused is given.

    \b
    Examples:
      agentik memory import memory.jsonl
      agentik memory import old-notes.jsonl --skip-refused
      AGENTIK_MEMORY_STORE=markdown agentik memory import ./memory-md --json
      agentik memory import chat.json      (a chat log or LoCoMo-shaped conversation; .txt: "Speaker: text" lines)
    """
    from ..memory.transfer import import_notes

    with progress_bar("importing", hidden=as_json, min_total=PROGRESS_FROM) as progress, configured_store() as store:
        report = import_notes(store, path, progress=progress)
    if as_json:
        echo_json(report.to_dict())
    else:
        click.echo(f"imported {report.imported}, skipped {report.skipped} (already there), refused {report.refused}")
        for line in report.problems[:PROBLEMS_SHOWN]:
            click.echo(f"  {line}", err=True)
        hidden = len(report.problems) - PROBLEMS_SHOWN + report.more_problems
        if hidden > 0:
            click.echo(f"  … and {hidden} more (use --json to see them)", err=True)
    if report.refused and not skip_refused:
        from ..errors import RefusedContent

        # the report above (stdout) names each refused record; the refusal itself is the one error line on
        # stderr, JSON with --json like every other command's, exit code 1 (the edge table's)
        report_error(RefusedContent("records", f"{report.refused} record(s) refused and not imported; the others "
                                               "were imported. Fix or drop them, or pass --skip-refused to accept this"),
                     as_json=as_json)


@click.command("salvage")
@click.option("--from", "source", type=click.Path(path_type=Path, dir_okay=False), default=None, metavar="DB",
              help="The damaged database (default: agentik.db in AGENTIK_HOME). It is only read.")
@click.option("--out", type=click.Path(path_type=Path, dir_okay=False), default=None, metavar="FILE",
              help="Where to write the notes as JSONL (default: standard output).")
@click.option("--force", is_flag=True, help="Replace --out if it exists.")
@json_option
@handle_errors
def salvage_cmd(source: Path | None, out: Path | None, force: bool, as_json: bool) -> None:
    """Copy every note still readable from a damaged agentik.db into a JSONL export.

    Use it when a command says the database is corrupt or not a database. The file is never
    written: salvage reads a copy, through SQLite where it still can and straight from the file's
    pages where it cannot. Then move the damaged file away and import the export into a fresh one.

    \b
    Example:
      agentik memory salvage --out rescued.jsonl
      mv ~/.agentik/agentik.db ~/.agentik/agentik.db.damaged
      agentik memory import rescued.jsonl
    """
    import json
    import sys

    from ..backends.sqlite.salvage import salvage
    from ..errors import InvalidInput
    from ..settings import Settings

    source = source or Settings.from_env().db_path
    if out is not None and out.exists() and not force:
        raise InvalidInput(f"{out} already exists; choose another --out or pass --force to replace it")
    report = salvage(source)
    lines = "".join(json.dumps(note.to_dict(), ensure_ascii=False) + "\n" for note in report.notes)
    if out is None:
        sys.stdout.write(lines)
    else:
        try:
            out.write_text(lines, encoding="utf-8")
        except OSError as exc:
            raise InvalidInput(f"cannot write {out}: {exc}; choose another --out") from None
    summary = (f"salvaged {len(report.notes)} notes from {source} ({report.by_sqlite} through SQLite, "
               f"{report.by_pages} more from its pages; {report.unreadable} unreadable rows)")
    if as_json and out is not None:
        echo_json({**report.to_dict(), "path": str(out)})
    else:
        click.echo(summary, err=out is None)


__all__ = ["export_cmd", "import_cmd", "salvage_cmd"]
