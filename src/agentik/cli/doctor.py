"""`agentik doctor`: every setting, whether AGENTIK_HOME is writable, whether agentik.db is a database
(not empty, not a foreign file, not from a newer agentik), whether the embedding model loads, whether
the store is sound.

Each check reports ok or what is broken; the command exits with 1 when any check failed. A check
that fails does not stop the others, so one run shows every problem. The checks catch every
exception on purpose: reporting a failure is their job, and each failure is printed, never hidden.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
import time
from dataclasses import asdict, dataclass, field
from typing import Any

import click

from .common import echo_json, json_option


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    data: dict[str, Any] = field(default_factory=dict)


def _failure(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"


def settings_rows() -> tuple[list[dict[str, str]], Check, Any]:
    """The settings table with current values; falls back to the raw environment when a value is bad."""
    from ..errors import ConfigError
    from ..settings import SETTINGS, Settings

    try:
        settings = Settings.from_env()
    except ConfigError as exc:
        rows = [{"name": r.env, "value": os.environ.get(r.env, r.default), "help": r.help} for r in SETTINGS]
        return rows, Check("settings", False, str(exc)), None
    rows = [{"name": name, "value": value, "help": help_} for name, value, help_ in settings.as_rows()]
    return rows, Check("settings", True, f"{len(rows)} settings, home {settings.home}"), settings


def check_embedding(settings: Any) -> Check:
    """Build the configured embedder and embed one sentence with it."""
    try:
        from ..embedding.registry import embedder_from_settings

        started = time.perf_counter()
        embedder = embedder_from_settings(settings)
        if embedder is None:
            return Check("embedding", True, "none: keyword search only (AGENTIK_MEMORY_BACKEND=none)")
        import numpy as np

        vector = embedder.embed("Пользователь живёт в Берлине / the user lives in Berlin", kind="query")
        seconds = time.perf_counter() - started
    except Exception as exc:  # noqa: BLE001 — reported as a failed check
        return Check("embedding", False, _failure(exc))
    data = {"model": embedder.name, "dim": embedder.dim, "load_and_embed_s": round(seconds, 3)}
    if vector.shape != (embedder.dim,) or not bool(np.isfinite(vector).all()):
        return Check("embedding", False, f"{embedder.name} returned a malformed vector {vector.shape}", data)
    return Check("embedding", True, f"{embedder.name} ({embedder.dim}-dim) loads and embeds in {seconds:.2f} s", data)


SALVAGE_HINT = "`agentik memory salvage --out rescued.jsonl` copies out the notes it can still read"


def check_home(settings: Any) -> Check:
    """AGENTIK_HOME exists (or can be made) and can be written: every save writes there."""
    home = settings.home
    probe_dir = home if home.exists() else next((p for p in home.parents if p.exists()), None)
    if home.exists() and not home.is_dir():
        return Check("home", False, f"AGENTIK_HOME {home} is a file; point AGENTIK_HOME at a folder")
    try:
        if probe_dir is None:
            raise OSError("no existing parent folder")
        with tempfile.NamedTemporaryFile(dir=probe_dir, prefix=".agentik-doctor-"):
            pass
        for path in (settings.db_path, settings.db_path.with_name("agentik.db-wal")):
            if path.exists():  # skills, the curator and conversations live here whatever the memory store
                with open(path, "r+b"):
                    pass
    except OSError as exc:
        where = exc.filename or probe_dir
        return Check("home", False, f"{where} is not writable ({exc.strerror or exc}): every save would fail; "
                     "fix its permissions or point AGENTIK_HOME at a writable folder")
    state = "writable" if home.exists() else f"will be created (in {probe_dir}, writable)"
    return Check("home", True, f"{home} {state}")


def check_file(settings: Any) -> Check:
    """agentik.db is absent (a new memory) or an SQLite database: not empty, not a foreign file."""
    from ..backends.sqlite.pages import HEADER

    path = settings.db_path
    if settings.memory_store != "sqlite" or not path.exists():
        return Check("file", True, f"no database file yet ({path})" if settings.memory_store == "sqlite"
                     else f"{settings.memory_store} store: no database file")
    try:
        size = path.stat().st_size
        with open(path, "rb") as handle:
            head = handle.read(len(HEADER))
    except OSError as exc:
        return Check("file", False, f"{path} cannot be read ({exc.strerror or exc})")
    if size == 0:
        return Check("file", False, f"{path} is 0 bytes: an empty file where the memory database should be "
                     "(truncated, or made by something else); restore a backup or move it away to start afresh")
    if head != HEADER:
        return Check("file", False, f"{path} is not an SQLite database (a foreign or damaged file); {SALVAGE_HINT}, "
                     "then move it away")
    return Check("file", True, f"{path}: SQLite database, {size:,} bytes")


def check_store(settings: Any) -> tuple[Check, Check]:
    """Open the configured store, read its stats and check the SQLite file's integrity."""
    from ..app import open_memory

    try:
        store = open_memory(settings)
        try:
            stats = store.stats()
        finally:
            store.close()
    except Exception as exc:  # noqa: BLE001 — reported as a failed check
        return Check("store", False, _failure(exc)), Check("integrity", False, "store could not be opened")
    where = stats.get("path") or settings.home  # the store says where its memory lives
    known = stats.get("schema_known") or (_known_schema() if settings.memory_store == "sqlite" else None)
    version = stats.get("schema_version")
    if known is not None and isinstance(version, int) and version > known:
        return (Check("store", False, f"{where} has schema version {version}, newer than this agentik knows "
                      f"({known}): it was written by a newer agentik; upgrade agentik", {"stats": stats}),
                check_integrity(settings, stats))
    if "pgvector" in stats:
        return check_database(settings, stats, where, known)
    store_check = Check("store", True, f"{settings.memory_store} at {where}", {"stats": stats})
    return store_check, check_integrity(settings, stats)


PGVECTOR_ITERATIVE = (0, 8)
"""pgvector's first version with iterative index scans (filtered vector searches stay exact)."""


def check_database(settings: Any, stats: dict, where: Any, known: int | None) -> tuple[Check, Check]:
    """A database store (postgres): the connection worked (the stats came back); the extension's
    version, the migrations, row security and the keyword index."""
    version, extension = stats.get("schema_version"), stats.get("pgvector")
    parts = [f"{settings.memory_store} at {where}, namespace {stats.get('namespace')}",
             f"pgvector {extension or 'missing'}", f"schema {version}/{known}",
             f"row security {stats.get('row_security')}", f"keyword index {stats.get('keyword_index')}"]
    store_check = Check("store", extension is not None, "; ".join(parts), {"stats": stats})
    if extension is not None and _version_tuple(extension) < PGVECTOR_ITERATIVE:
        store_check.detail += ("; pgvector < 0.8 has no iterative index scans: filtered searches fall back to "
                               "exact ones; upgrade the extension (ALTER EXTENSION vector UPDATE)")
    migrated = known is None or version == known
    return store_check, Check("integrity", migrated, f"migrations: version {version} of {known}" if migrated else
                              f"migrations stopped at version {version} of {known}; open the store once as a "
                              "role that owns the tables (it migrates), or see the server log")


def _version_tuple(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(".")[:2] if part.isdigit())


def _known_schema() -> int:
    from ..backends.sqlite.schema import MIGRATIONS

    return len(MIGRATIONS)


def check_integrity(settings: Any, stats: dict) -> Check:
    """`PRAGMA integrity_check` of agentik.db (read-only), or the problems a file store reports."""
    if "problems" in stats:  # a file store: what its reader found wrong in the files
        problems = stats["problems"] or []
        if problems:
            return Check("integrity", False, f"{len(problems)} problem(s) in the memory files: "
                         + "; ".join(str(problem) for problem in problems[:3]))
        return Check("integrity", True, f"{settings.markdown_dir}: every file parses")
    if not settings.db_path.exists():
        return Check("integrity", True, f"no database file yet ({settings.db_path})")
    try:
        conn = sqlite3.connect(f"file:{settings.db_path}?mode=ro", uri=True)
        try:
            rows = [row[0] for row in conn.execute("PRAGMA integrity_check").fetchall()]
        finally:
            conn.close()
    except sqlite3.Error as exc:
        return Check("integrity", False, f"{settings.db_path}: {exc}; {SALVAGE_HINT}")
    ok = rows == ["ok"]
    return Check("integrity", ok, f"{settings.db_path}: " + ("ok" if ok else "; ".join(rows[:5]) + f"; {SALVAGE_HINT}"))


def check_skills(settings: Any) -> Check:
    """Count the skills (live, draft, archived) and list the SKILL.md files that were skipped; a
    skipped file is reported, not a failure (a shared folder may hold one another client accepts)."""
    try:
        from ..app import open_skills

        with open_skills(settings) as skills:
            catalog = skills.store.catalog()
    except Exception as exc:  # noqa: BLE001 — reported as a failed check
        return Check("skills", False, _failure(exc))
    states = {"live": 0, "draft": 0, "archived": 0}
    for skill in catalog.skills.values():
        states["archived" if skill.usage.archived else "draft" if skill.usage.draft else "live"] += 1
    detail = ", ".join(f"{n} {state}" for state, n in states.items()) + f" in {settings.skills_dir}"
    if catalog.problems:
        detail += f"; {len(catalog.problems)} SKILL.md skipped"
    return Check("skills", True, detail, {"counts": states,
                                          "skipped": [{"path": str(p.path), "message": p.message}
                                                      for p in catalog.problems]})


def check_curator(settings: Any) -> Check:
    """The curator's last run and the backups kept, read-only from agentik.db (never fails the doctor
    for a curator that has not run yet)."""
    from ..agent.curator.backup import list_backups

    backups = list_backups(settings)
    kept = f"{len(backups)} backup(s) in {settings.home / 'backups'}"
    from ..plugins import CURATOR_JOURNALS

    if settings.memory_store in CURATOR_JOURNALS:  # the journal lives beside the notes (app.open_curator)
        try:
            row = _last_run(CURATOR_JOURNALS.load(settings.memory_store)(settings))
        except Exception as exc:  # noqa: BLE001 — reported as a failed check
            return Check("curator", False, _failure(exc))
    else:
        try:
            conn = sqlite3.connect(f"file:{settings.db_path}?mode=ro", uri=True)
            try:
                row = conn.execute("SELECT id, started_at, status, summary FROM curator_run ORDER BY id DESC LIMIT 1"
                                   ).fetchone()
            finally:
                conn.close()
        except sqlite3.Error:
            row = None
    if row is None:
        return Check("curator", True, f"has not run yet; {kept}")
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(row[1] / 1000))
    return Check("curator", True, f"last run {row[0]} at {when} ({row[2]}): {row[3] or '-'}; {kept}",
                 {"last_run": row[0], "backups": len(backups)})


def _last_run(journal: Any) -> tuple | None:
    try:
        runs = journal.runs(limit=1)
    finally:
        journal.close()
    return (runs[0].id, runs[0].started_at, runs[0].status, runs[0].summary) if runs else None


def counts_line(stats: dict) -> str:
    """A one-line summary of the store's counts, whatever keys the backend reports."""
    parts = [f"{key} {value}" for key, value in stats.items() if isinstance(value, (int, float)) and not isinstance(value, bool)]
    for key, value in stats.items():
        if isinstance(value, dict) and value and all(isinstance(v, int) for v in value.values()):
            parts.append(f"{key}: " + ", ".join(f"{k} {v}" for k, v in value.items()))
    return "; ".join(parts) or "no counts reported"


@click.command("doctor")
@json_option
def doctor(as_json: bool) -> None:
    """Check the installation: settings, embedding model, store integrity and counts.

    Exits with 1 when something is broken, so scripts can run it before they start an agent.

    \b
    Examples:
      agentik doctor
      AGENTIK_HOME=/tmp/demo agentik doctor --json
    """
    rows, settings_check, settings = settings_rows()
    checks = [settings_check]
    if settings is not None:
        checks.append(check_home(settings))
        file_check = check_file(settings)
        checks.append(file_check)
        checks.append(check_embedding(settings))
        if file_check.ok:
            checks.extend(check_store(settings))
            checks.append(check_skills(settings))
            checks.append(check_curator(settings))
        else:  # opening it would take an empty file for a new memory, or fail the same way again
            checks += [Check("store", False, "not opened: see the file check"),
                       Check("integrity", False, "not checked: see the file check"),
                       Check("skills", False, "not checked: their usage lives in the same file"),
                       Check("curator", False, "not checked: its journal lives in the same file")]
    ok = all(check.ok for check in checks)
    if as_json:
        echo_json({"ok": ok, "settings": rows, "checks": [asdict(check) for check in checks]})
    else:
        _echo_report(rows, checks, ok)
    if not ok:
        raise SystemExit(1)


def _echo_report(rows: list[dict[str, str]], checks: list[Check], ok: bool) -> None:
    width = max(len(row["name"]) for row in rows)
    value_width = min(max(len(str(row["value"])) for row in rows), 40)
    click.echo("settings:")
    for row in rows:
        value = str(row["value"]) or '""'
        click.echo(f"  {row['name']:<{width}}  {value:<{value_width}}  {row['help']}")
    click.echo("")
    for check in checks:
        mark = "ok  " if check.ok else "FAIL"
        click.echo(f"{mark}  {check.name:<10} {check.detail}")
        if check.name == "store" and check.ok:
            stats = check.data.get("stats", {})
            click.echo(f"      {'counts':<10} {counts_line(stats)}")
            if stats.get("waiting_for_embedding"):
                click.echo(f"      {'note':<10} {stats['waiting_for_embedding']} notes have no vector of the current "
                           "model yet; `agentik memory reindex` embeds them now")
        if check.name == "skills":
            for skipped in check.data.get("skipped", []):
                click.echo(f"      {'skipped':<10} {skipped['path']}: {skipped['message']}")
    click.echo("")
    click.echo("all checks passed" if ok else "something is broken: see the FAIL lines above")
