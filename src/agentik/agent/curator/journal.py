"""The curator's journal in agentik.db: runs, their actions, the last-run time and the lease.

Tables (component "curator"):

    curator_run      one row per run: when, dry or not, status (running, done, undone), the backup
                     it wrote and a summary line
    curator_action   what a run did, one row per item: kind (archive, merge, propose), the source
                     (note, skill, ...), the item, why, and a JSON detail (a merge's originals and
                     umbrella); `state` is planned → done (or undone), so a run killed midway is
                     finished by the next one and `agentik curate --undo RUN` knows what to revert
    curator_state    key → value: last_run_at (ms), the lease (holder, until) and notice_shown

The lease makes the daily run happen once across processes: `claim` takes it in one IMMEDIATE
transaction only when the interval has passed and no live lease is held by someone else.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from ...db import Step, connect, migrate, transaction
from ...errors import StoreUnavailable

COMPONENT = "curator"

V1_TABLES = """
CREATE TABLE curator_run (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    started_at  INTEGER NOT NULL,
    finished_at INTEGER,
    dry_run     INTEGER NOT NULL DEFAULT 0,
    status      TEXT NOT NULL,
    backup      TEXT,
    summary     TEXT NOT NULL DEFAULT ''
);
CREATE TABLE curator_action (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    run_id   INTEGER NOT NULL REFERENCES curator_run(id),
    kind     TEXT NOT NULL,
    source   TEXT NOT NULL,
    item_id  TEXT NOT NULL,
    reason   TEXT NOT NULL,
    detail   TEXT NOT NULL DEFAULT '{}',
    state    TEXT NOT NULL DEFAULT 'planned',
    at       INTEGER NOT NULL
);
CREATE INDEX curator_action_run_idx ON curator_action(run_id);
CREATE TABLE curator_state (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""

MIGRATIONS: tuple[Step, ...] = (V1_TABLES,)

_json = json.JSONEncoder(ensure_ascii=False).encode


@dataclass(frozen=True)
class Action:
    """One thing a run did (or plans to do) to one item."""

    id: int
    run_id: int
    kind: str
    source: str
    item_id: str
    reason: str
    detail: dict[str, Any] = field(default_factory=dict)
    state: str = "planned"
    at: int = 0


@dataclass(frozen=True)
class Run:
    """One curator run as recorded."""

    id: int
    started_at: int
    finished_at: int | None
    dry_run: bool
    status: str
    backup: str | None
    summary: str


class Journal:
    """The curator's tables in agentik.db; one connection, serialised by a lock (the daily run is
    on a background thread)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._lock = threading.RLock()
        conn = connect(self.path)
        try:
            migrate(conn, COMPONENT, MIGRATIONS)
        except sqlite3.Error as exc:
            conn.close()
            raise StoreUnavailable(f"cannot use {self.path} for the curator's journal: {exc}") from None
        self._conn: sqlite3.Connection | None = conn

    def _db(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreUnavailable(f"the curator's journal {self.path} is closed")
        return self._conn

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    # -- the lease and the last run ---------------------------------------------------------

    def claim(self, holder: str, *, now: int, lease_ms: int, interval_ms: int | None) -> bool:
        """Take the lease when nobody else holds a live one and (for the daily run, `interval_ms`
        given) the last run finished at least `interval_ms` ago. True when taken."""
        with self._lock, transaction(self._db()) as conn:
            state = dict(conn.execute("SELECT key, value FROM curator_state").fetchall())
            if not may_claim(state, holder, now=now, interval_ms=interval_ms):
                return False
            self._put(conn, lease_holder=holder, lease_until=str(now + lease_ms))
            return True

    def release(self, holder: str, *, finished_at: int | None) -> None:
        """Give the lease back; `finished_at` (a completed run) becomes the last-run time."""
        with self._lock, transaction(self._db()) as conn:
            row = conn.execute("SELECT value FROM curator_state WHERE key = 'lease_holder'").fetchone()
            if row and row[0] == holder:
                self._put(conn, lease_holder="", lease_until="0")
            if finished_at is not None:
                self._put(conn, last_run_at=str(finished_at))

    def get(self, key: str) -> str | None:
        with self._lock:
            row = self._db().execute("SELECT value FROM curator_state WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def put(self, **values: str) -> None:
        with self._lock, transaction(self._db()) as conn:
            self._put(conn, **values)

    @staticmethod
    def _put(conn: sqlite3.Connection, **values: str) -> None:
        conn.executemany(
            "INSERT INTO curator_state (key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            list(values.items()),
        )

    # -- runs and actions -------------------------------------------------------------------

    def start_run(self, *, now: int, dry_run: bool) -> int:
        with self._lock, transaction(self._db()) as conn:
            return conn.execute(
                "INSERT INTO curator_run (started_at, dry_run, status) VALUES (?, ?, 'running')",
                (now, int(dry_run)),
            ).lastrowid

    def set_backup(self, run_id: int, backup: str) -> None:
        with self._lock, transaction(self._db()) as conn:
            conn.execute("UPDATE curator_run SET backup = ? WHERE id = ?", (backup, run_id))

    def finish_run(self, run_id: int, *, now: int, summary: str, status: str = "done") -> None:
        with self._lock, transaction(self._db()) as conn:
            conn.execute("UPDATE curator_run SET finished_at = ?, status = ?, summary = ? WHERE id = ?",
                         (now, status, summary, run_id))

    def plan(self, run_id: int, actions: Sequence[tuple[str, str, str, str, dict]], *, now: int) -> list[Action]:
        """Record (kind, source, item_id, reason, detail) rows as planned, in one transaction."""
        if not actions:
            return []
        with self._lock, transaction(self._db()) as conn:
            first = conn.execute("SELECT COALESCE(MAX(id), 0) FROM curator_action").fetchone()[0]
            conn.executemany(
                "INSERT INTO curator_action (run_id, kind, source, item_id, reason, detail, at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(run_id, kind, source, item_id, reason, _json(detail), now)
                 for kind, source, item_id, reason, detail in actions])
            ids = [row[0] for row in conn.execute(
                "SELECT id FROM curator_action WHERE id > ? ORDER BY id", (first,))]
        return [Action(i, run_id, kind, source, item_id, reason, detail, "planned", now)
                for i, (kind, source, item_id, reason, detail) in zip(ids, actions)]

    def mark_planned(self, run_id: int, kind: str, state: str) -> None:
        """Move every planned action of `kind` of one run to `state` in one statement (a run that
        archives 50,000 items marks them done at once)."""
        with self._lock, transaction(self._db()) as conn:
            conn.execute("UPDATE curator_action SET state = ? WHERE run_id = ? AND kind = ? AND state = 'planned'",
                         (state, run_id, kind))

    def mark(self, action_ids: Sequence[int], state: str, *, detail: dict | None = None) -> None:
        with self._lock, transaction(self._db()) as conn:
            if detail is None:
                conn.executemany("UPDATE curator_action SET state = ? WHERE id = ?",
                                 [(state, i) for i in action_ids])
            else:
                text = json.dumps(detail, ensure_ascii=False)
                conn.executemany("UPDATE curator_action SET state = ?, detail = ? WHERE id = ?",
                                 [(state, text, i) for i in action_ids])

    def actions(self, run_id: int | None = None, *, kind: str | None = None,
                state: str | None = None) -> list[Action]:
        clauses, params = [], []
        for column, value in (("run_id", run_id), ("kind", kind), ("state", state)):
            if value is not None:
                clauses.append(f"{column} = ?")
                params.append(value)
        where = " WHERE " + " AND ".join(clauses) if clauses else ""
        with self._lock:
            rows = self._db().execute(
                "SELECT id, run_id, kind, source, item_id, reason, detail, state, at FROM curator_action"
                f"{where} ORDER BY id", params).fetchall()
        return [Action(r[0], r[1], r[2], r[3], r[4], r[5], json.loads(r[6]), r[7], r[8]) for r in rows]

    def action(self, action_id: int) -> Action | None:
        with self._lock:
            row = self._db().execute("SELECT run_id FROM curator_action WHERE id = ?", (action_id,)).fetchone()
        if row is None:
            return None
        return next(a for a in self.actions(row[0]) if a.id == action_id)

    def runs(self, *, limit: int = 10, status: str | None = None) -> list[Run]:
        where, params = (" WHERE status = ?", [status]) if status else ("", [])
        with self._lock:
            rows = self._db().execute(
                "SELECT id, started_at, finished_at, dry_run, status, backup, summary FROM curator_run"
                f"{where} ORDER BY id DESC LIMIT ?", (*params, limit)).fetchall()
        return [Run(r[0], r[1], r[2], bool(r[3]), r[4], r[5], r[6]) for r in rows]

    def run(self, run_id: int) -> Run | None:
        with self._lock:
            r = self._db().execute(
                "SELECT id, started_at, finished_at, dry_run, status, backup, summary FROM curator_run WHERE id = ?",
                (run_id,)).fetchone()
        return Run(r[0], r[1], r[2], bool(r[3]), r[4], r[5], r[6]) if r else None


def may_claim(state: dict[str, str], holder: str, *, now: int, interval_ms: int | None) -> bool:
    """Whether `holder` may take the lease, given the curator_state rows: nobody else holds a live
    one and (for the daily run, `interval_ms` given) the last run finished `interval_ms` ago or more."""
    other = state.get("lease_holder", "")
    if other and other != holder and int(state.get("lease_until", "0")) > now:
        return False
    return interval_ms is None or now - int(state.get("last_run_at", "0")) >= interval_ms
