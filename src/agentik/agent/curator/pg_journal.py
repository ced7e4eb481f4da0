"""The curator's journal in Postgres, beside a postgres memory: the same runs, actions, last-run time
and lease as journal.py, in the tables of migration 5 (agentik.backends.postgres.schema), one
namespace each under forced row security.

So every host serving a namespace shares one lease and one last-run time: the daily run happens
once per namespace, not once per host. `claim` serialises on a transaction-scoped advisory lock of
the namespace (the state rows may not exist yet, so a row lock could not).
"""

from __future__ import annotations

import json
from typing import Sequence

from ...backends.postgres.schema import migrated_pool
from ...settings import Settings
from .journal import Action, Run, may_claim

POOL_MAX = 2

_RUN = "id, started_at, finished_at, dry_run, status, backup, summary"
_ACTION = "id, run_id, kind, source, item_id, reason, detail, state, at"


class PostgresJournal:
    """The Journal interface (journal.py) over one namespace of a Postgres database. Thread-safe."""

    def __init__(self, url: str, *, namespace: str) -> None:
        self._pool = migrated_pool(url, namespace=namespace, max_size=POOL_MAX, what="curator's journal")
        self.namespace = self._pool.namespace
        self.path = self._pool.where

    def close(self) -> None:
        self._pool.close()

    # -- the lease and the last run ---------------------------------------------------------

    def claim(self, holder: str, *, now: int, lease_ms: int, interval_ms: int | None) -> bool:
        with self._pool.write() as conn:
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('agentik.curator:' || %s))", (self.namespace,))
            state = dict(conn.execute("SELECT key, value FROM curator_state WHERE namespace = %s",
                                      (self.namespace,)).fetchall())
            if not may_claim(state, holder, now=now, interval_ms=interval_ms):
                return False
            self._put(conn, lease_holder=holder, lease_until=str(now + lease_ms))
            return True

    def release(self, holder: str, *, finished_at: int | None) -> None:
        with self._pool.write() as conn:
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('agentik.curator:' || %s))", (self.namespace,))
            row = conn.execute("SELECT value FROM curator_state WHERE namespace = %s AND key = 'lease_holder'",
                               (self.namespace,)).fetchone()
            if row and row[0] == holder:
                self._put(conn, lease_holder="", lease_until="0")
            if finished_at is not None:
                self._put(conn, last_run_at=str(finished_at))

    def get(self, key: str) -> str | None:
        with self._pool.db() as conn:
            row = conn.execute("SELECT value FROM curator_state WHERE namespace = %s AND key = %s",
                               (self.namespace, key)).fetchone()
        return row[0] if row else None

    def put(self, **values: str) -> None:
        with self._pool.write() as conn:
            self._put(conn, **values)

    def _put(self, conn, **values: str) -> None:
        with conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO curator_state (namespace, key, value) VALUES (%s, %s, %s) "
                "ON CONFLICT (namespace, key) DO UPDATE SET value = EXCLUDED.value",
                [(self.namespace, key, value) for key, value in values.items()])

    # -- runs and actions -------------------------------------------------------------------

    def start_run(self, *, now: int, dry_run: bool) -> int:
        with self._pool.write() as conn:
            return conn.execute("INSERT INTO curator_run (namespace, started_at, dry_run, status) "
                                "VALUES (%s, %s, %s, 'running') RETURNING id",
                                (self.namespace, now, dry_run)).fetchone()[0]

    def set_backup(self, run_id: int, backup: str) -> None:
        with self._pool.write() as conn:
            conn.execute("UPDATE curator_run SET backup = %s WHERE namespace = %s AND id = %s",
                         (backup, self.namespace, run_id))

    def finish_run(self, run_id: int, *, now: int, summary: str, status: str = "done") -> None:
        with self._pool.write() as conn:
            conn.execute("UPDATE curator_run SET finished_at = %s, status = %s, summary = %s "
                         "WHERE namespace = %s AND id = %s", (now, status, summary, self.namespace, run_id))

    def plan(self, run_id: int, actions: Sequence[tuple[str, str, str, str, dict]], *, now: int) -> list[Action]:
        """Record (kind, source, item_id, reason, detail) rows as planned, in one transaction."""
        planned = []
        with self._pool.write() as conn:
            for kind, source, item_id, reason, detail in actions:
                action_id = conn.execute(
                    "INSERT INTO curator_action (namespace, run_id, kind, source, item_id, reason, detail, at) "
                    "VALUES (%s, %s, %s, %s, %s, %s, %s, %s) RETURNING id",
                    (self.namespace, run_id, kind, source, item_id, reason, json.dumps(detail, ensure_ascii=False),
                     now)).fetchone()[0]
                planned.append(Action(action_id, run_id, kind, source, item_id, reason, detail, "planned", now))
        return planned

    def mark_planned(self, run_id: int, kind: str, state: str) -> None:
        """Move every planned action of `kind` of one run to `state` in one statement."""
        with self._pool.write() as conn:
            conn.execute("UPDATE curator_action SET state = %s WHERE namespace = %s AND run_id = %s "
                         "AND kind = %s AND state = 'planned'", (state, self.namespace, run_id, kind))

    def mark(self, action_ids: Sequence[int], state: str, *, detail: dict | None = None) -> None:
        with self._pool.write() as conn:
            if detail is None:
                conn.execute("UPDATE curator_action SET state = %s WHERE namespace = %s AND id = ANY(%s)",
                             (state, self.namespace, list(action_ids)))
            else:
                conn.execute("UPDATE curator_action SET state = %s, detail = %s WHERE namespace = %s AND id = ANY(%s)",
                             (state, json.dumps(detail, ensure_ascii=False), self.namespace, list(action_ids)))

    def actions(self, run_id: int | None = None, *, kind: str | None = None,
                state: str | None = None) -> list[Action]:
        clauses, params = ["namespace = %s"], [self.namespace]
        for column, value in (("run_id", run_id), ("kind", kind), ("state", state)):
            if value is not None:
                clauses.append(f"{column} = %s")
                params.append(value)
        with self._pool.db() as conn:
            rows = conn.execute(f"SELECT {_ACTION} FROM curator_action WHERE {' AND '.join(clauses)} ORDER BY id",
                                params).fetchall()
        return [Action(r[0], r[1], r[2], r[3], r[4], r[5], json.loads(r[6]), r[7], r[8]) for r in rows]

    def action(self, action_id: int) -> Action | None:
        with self._pool.db() as conn:
            r = conn.execute(f"SELECT {_ACTION} FROM curator_action WHERE namespace = %s AND id = %s",
                             (self.namespace, action_id)).fetchone()
        return Action(r[0], r[1], r[2], r[3], r[4], r[5], json.loads(r[6]), r[7], r[8]) if r else None

    def runs(self, *, limit: int = 10, status: str | None = None) -> list[Run]:
        where, params = (" AND status = %s", [status]) if status else ("", [])
        with self._pool.db() as conn:
            rows = conn.execute(f"SELECT {_RUN} FROM curator_run WHERE namespace = %s{where} ORDER BY id DESC LIMIT %s",
                                (self.namespace, *params, limit)).fetchall()
        return [Run(*row) for row in rows]

    def run(self, run_id: int) -> Run | None:
        with self._pool.db() as conn:
            row = conn.execute(f"SELECT {_RUN} FROM curator_run WHERE namespace = %s AND id = %s",
                               (self.namespace, run_id)).fetchone()
        return Run(*row) if row else None


def open_postgres_journal(settings: Settings) -> PostgresJournal:
    """The curator journal registered as "postgres" (agentik.plugins.CURATOR_JOURNALS)."""
    return PostgresJournal(settings.database_url, namespace=settings.namespace)
