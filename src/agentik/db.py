"""The shared SQLite file `agentik.db`: opening it the one right way, and numbered migrations.

Several components keep tables in the same file (memory notes, conversations, ...). Each has its
own list of numbered migration steps; `schema_version` records how far each component got, so
opening twice, or opening a file written by an older version, is safe. Each step runs in its own
transaction together with its version bump.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Callable, Sequence, Union

from .errors import StoreUnavailable

Step = Union[str, Callable[[sqlite3.Connection], None]]
"""A migration step: a SQL script, or a function that gets the connection (inside the transaction)."""


def connect(path: Path | str) -> sqlite3.Connection:
    """Open agentik.db in WAL mode with a busy timeout; autocommit mode, so callers open transactions
    explicitly (`with transaction(conn):`). Usable from several threads if the caller serialises use."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=30.0)
        conn.execute("PRAGMA busy_timeout = 30000")
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA foreign_keys = ON")
    except (sqlite3.Error, OSError) as exc:
        raise StoreUnavailable(f"cannot open {path}: {exc}; check the path and its permissions") from None
    return conn


class transaction:
    """`with transaction(conn):` — BEGIN IMMEDIATE … COMMIT, or ROLLBACK on any exception."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def __enter__(self) -> sqlite3.Connection:
        self.conn.execute("BEGIN IMMEDIATE")
        return self.conn

    def __exit__(self, exc_type, exc, tb) -> None:
        if exc_type is None:
            self.conn.execute("COMMIT")
        else:
            self.conn.execute("ROLLBACK")


def schema_version(conn: sqlite3.Connection, component: str) -> int:
    conn.execute(
        "CREATE TABLE IF NOT EXISTS schema_version (component TEXT PRIMARY KEY, version INTEGER NOT NULL)"
    )
    row = conn.execute("SELECT version FROM schema_version WHERE component = ?", (component,)).fetchone()
    return row[0] if row else 0


def migrate(conn: sqlite3.Connection, component: str, steps: Sequence[Step]) -> int:
    """Apply the steps of `component` not applied yet (step i has version i+1); returns the new version.

    Safe under concurrent openers: each step re-checks the version inside its write transaction.
    """
    current = schema_version(conn, component)
    for number, step in enumerate(steps, start=1):
        if current >= number:
            continue
        with transaction(conn):
            if schema_version(conn, component) >= number:
                continue
            if callable(step):
                step(conn)
            else:
                for statement in _split_sql(step):
                    conn.execute(statement)
            conn.execute(
                "INSERT INTO schema_version (component, version) VALUES (?, ?) "
                "ON CONFLICT(component) DO UPDATE SET version = excluded.version",
                (component, number),
            )
        current = number
    return schema_version(conn, component)


def _split_sql(script: str) -> list[str]:
    """Split a script into statements (sqlite3.complete_statement aware, so triggers stay whole)."""
    statements, buffer = [], ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            if buffer.strip():
                statements.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        statements.append(buffer.strip())
    return statements
