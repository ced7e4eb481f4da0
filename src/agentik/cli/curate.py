"""`agentik curate`, `agentik backup`, `agentik restore-backup FILE`: the curator on demand.

The curator (agentik.agent.curator) archives notes and the agent's skills never used for
AGENTIK_CURATOR_ARCHIVE_DAYS, after a backup, and optionally merges near-duplicates (notes into an
umbrella, skills by archiving the agent's copies); every run is journaled and can be undone.
"""

from __future__ import annotations

from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Iterator

import click

from .common import configured_store, echo_json, handle_errors, json_option

if TYPE_CHECKING:
    from ..agent.curator.run import Curator, Report


def _when(ms: int | None) -> str:
    return datetime.fromtimestamp(ms / 1000).strftime("%Y-%m-%d %H:%M") if ms else "-"


@contextmanager
def _curator() -> Iterator["Curator"]:
    from ..app import open_curator
    from ..settings import Settings

    with configured_store() as store:
        curator = open_curator(Settings.from_env(), store)  # type: ignore[arg-type]
        try:
            yield curator
        finally:
            curator.close()


@click.command("curate")
@click.option("--dry-run", is_flag=True, help="Print what would be archived and merged; change nothing.")
@click.option("--consolidate", is_flag=True,
              help="Also merge near-duplicate notes with the chat model (proposed unless "
                   "AGENTIK_CURATOR_CONSOLIDATE=apply).")
@click.option("--last", "show_last", is_flag=True, help="Show the last run and what it did.")
@click.option("--undo", "undo_run", type=int, default=None, metavar="RUN", help="Revert the run RUN.")
@click.option("--apply", "apply_id", type=int, default=None, metavar="ID", help="Apply the merge proposal ID.")
@json_option
@handle_errors
def curate(dry_run: bool, consolidate: bool, show_last: bool, undo_run: int | None, apply_id: int | None,
           as_json: bool) -> None:
    """Archive notes and the agent's skills never used for AGENTIK_CURATOR_ARCHIVE_DAYS days (never
    pinned notes, nor notes or skills you saved yourself), after a backup; nothing is deleted. Runs
    on its own once a day in `agentik chat` and `agentik mcp`.

    \b
    Examples:
      agentik curate --dry-run
      agentik curate --consolidate
      agentik curate --last
      agentik curate --undo 12
    """
    with _curator() as curator:
        if show_last:
            _show_last(curator, as_json)
        elif undo_run is not None:
            count = curator.undo(undo_run)
            echo_json({"undone": undo_run, "actions": count}) if as_json else click.echo(
                f"undid run {undo_run} ({count} action{'s' if count != 1 else ''})")
        elif apply_id is not None:
            merged = curator.apply_proposal(apply_id)
            echo_json(merged) if as_json else click.echo(
                f"merged {len(merged['archived'])} notes into {merged['umbrella']}: {merged['content']}")
        else:
            mode = curator.settings.curator_consolidate
            if consolidate and mode == "off":
                mode = "propose"
            notice = curator.notice_once() if not as_json else None
            if notice:
                click.echo(notice, err=True)
            report = curator.run(dry_run=dry_run, consolidate=mode)
            echo_json(report.to_dict()) if as_json else _show_report(report)


def _show_report(report: "Report") -> None:
    for item in report.archived:
        click.echo(f"{'would archive' if report.dry_run else 'archived'} {item['source']} {item['id']}  "
                   f"{item['label']}  ({item['reason']})")
    for merge in report.merged:
        if merge.get("source") == "skill":
            copies = ", ".join(merge.get("archived", merge["archive"]))
            click.echo(f"{'would archive' if report.dry_run else 'archived'} skill {copies} as "
                       f"near-duplicate{'s' if ',' in copies else ''} of {merge['umbrella']} (kept)")
        elif report.dry_run:
            click.echo(f"would merge {', '.join(merge['originals'])}")
        else:
            click.echo(f"merged {', '.join(merge['originals'])} into {merge['umbrella']}: {merge['content']}")
    for proposal in report.proposed:
        if proposal.get("source") == "skill":
            click.echo(f"proposal {proposal['proposal']}: archive skill {', '.join(proposal['archive'])} as "
                       f"near-duplicate of {proposal['umbrella']} (agentik curate --apply {proposal['proposal']})")
            continue
        click.echo(f"proposal {proposal['proposal']}: merge {', '.join(proposal['originals'])} into "
                   f"\"{proposal['content']}\" (agentik curate --apply {proposal['proposal']})")
    for kept in report.kept:
        click.echo(f"kept apart {', '.join(kept['originals'])}: {kept['reason']}")
    if report.backup is not None:
        click.echo(f"backup: {', '.join(str(p) for p in report.backup.paths)}", err=True)
    run = f"run {report.run_id}: " if report.run_id is not None else ""
    click.echo(f"{run}{report.summary()}", err=True)


def _show_last(curator: "Curator", as_json: bool) -> None:
    last = curator.last()
    if last is None:
        echo_json(None) if as_json else click.echo("the curator has not run yet", err=True)
        return
    run, actions = last
    if as_json:
        echo_json({"run": run.__dict__, "actions": [a.__dict__ for a in actions]})
        return
    click.echo(f"run {run.id} ({run.status}) at {_when(run.started_at)}: {run.summary or '-'}"
               + (f"; backup {run.backup}" if run.backup else ""))
    for action in actions:
        what = action.detail.get("label") or action.detail.get("content") or ""
        click.echo(f"  {action.id}  {action.kind:<8} {action.state:<8} {action.source} {action.item_id}  {what}"
                   f"  ({action.reason})")


@click.command("backup")
@json_option
@handle_errors
def backup(as_json: bool) -> None:
    """Back up agentik.db (SQLite's online backup: safe while agentik runs) and the memory/ and
    skills/ folders under AGENTIK_HOME/backups/, keeping the newest AGENTIK_CURATOR_KEEP_BACKUPS.

    \b
    Example:
      agentik backup
    """
    from ..agent.curator.backup import write_backup
    from ..settings import Settings

    written = write_backup(Settings.from_env())
    if as_json:
        echo_json({"stamp": written.stamp, "files": [str(p) for p in written.paths]})
    else:
        for path in written.paths:
            click.echo(str(path))


@click.command("restore-backup")
@click.argument("file", type=click.Path(path_type=Path))
@json_option
@handle_errors
def restore_backup(file: Path, as_json: bool) -> None:
    """Bring back the backup FILE (its agentik-<stamp>.db or .tar.gz); the state it replaces is
    backed up first. Stop other agentik processes (chat, mcp) before restoring.

    \b
    Example:
      agentik restore-backup ~/.agentik/backups/agentik-20261201T120000000Z.db
    """
    from ..agent.curator.backup import restore_backup as restore
    from ..settings import Settings

    restored, before = restore(Settings.from_env(), file)
    if as_json:
        echo_json({"restored": restored.stamp, "files": [str(p) for p in restored.paths],
                   "previous_state": [str(p) for p in before.paths]})
    else:
        click.echo(f"restored backup {restored.stamp}; the state before is backed up as {before.stamp}")
