"""The shared SQLite file `agentik.db`: opening it the one right way, and numbered migrations.

Several components keep tables in the same file (memory notes, conversations, ...). Each has its
own list of numbered migration steps; `schema_version` records how far each component got, so
opening twice, or opening a file written by an older version, is safe. Each step runs in its own
transaction together with its version bump.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Callable, Sequence, Union

from .errors import StoreUnavailable

Step = Union[str, Callable[[sqlite3.Connection], None]]
"""A migration step: a SQL script, or a function that gets the connection (inside the transaction)."""


BUSY_TIMEOUT_S = 30.0
"""How long a statement waits for another connection's lock before "database is locked"."""

SYNCHRONOUS = {"normal": "NORMAL", "full": "FULL"}
"""AGENTIK_DURABILITY → PRAGMA synchronous. In WAL mode, NORMAL syncs the WAL at checkpoints only: a
commit survives a killed process (it is in the WAL file, which the OS holds), but power loss or an OS
crash may roll back the last commits (never corrupts). FULL syncs the WAL at every commit: a
commit that returned survives power loss too, at the cost of an fsync per write."""


def connect(path: Path | str, *, durability: str = "normal") -> sqlite3.Connection:
    """Open agentik.db in WAL mode with a busy timeout; autocommit mode, so callers open transactions
    explicitly (`with transaction(conn):`). Usable from several threads if the caller serialises use.

    `durability` is AGENTIK_DURABILITY: "normal" (synchronous=NORMAL) or "full" (synchronous=FULL).
    The busy timeout is set before any statement (sqlite3.connect's `timeout`), and the switch to WAL,
    which needs the file to itself and may answer "database is locked" without waiting (e.g. while a
    writer killed a moment ago left its lock to be recovered, or another process creates the file),
    is retried until the same timeout."""
    path = Path(path)
    if durability not in SYNCHRONOUS:
        raise ValueError(f"durability must be one of {', '.join(SYNCHRONOUS)}, not {durability!r}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=BUSY_TIMEOUT_S)
        try:
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
            _retry_busy(lambda: conn.execute("PRAGMA journal_mode = WAL").fetchone())
            conn.execute(f"PRAGMA synchronous = {SYNCHRONOUS[durability]}")
            conn.execute("PRAGMA foreign_keys = ON")
        except BaseException:
            conn.close()
            raise
    except sqlite3.DatabaseError as exc:
        if isinstance(exc, sqlite3.OperationalError) and _is_busy(exc):
            raise StoreUnavailable(f"cannot open {path}: {exc} (another process holds it); try again") from None
        if isinstance(exc, sqlite3.OperationalError) and "unable to open" in str(exc):
            raise StoreUnavailable(f"cannot open {path}: {exc}; check the path and its permissions") from None
        raise StoreUnavailable(
            f"cannot open {path}: {exc}; it is not a readable agentik database — `agentik memory salvage` "
            "copies out what can still be read, then move the file away"
        ) from None
    except (sqlite3.Error, OSError) as exc:
        raise StoreUnavailable(f"cannot open {path}: {exc}; check the path and its permissions") from None
    return conn


def _is_busy(exc: sqlite3.Error) -> bool:
    text = str(exc).lower()
    return "locked" in text or "busy" in text


def _retry_busy(action: Callable[[], object], timeout: float = BUSY_TIMEOUT_S) -> object:
    """`action()`, retried with backoff while SQLite answers "database is locked"/"busy", up to `timeout`."""
    deadline = time.monotonic() + timeout
    delay = 0.002
    while True:
        try:
            return action()
        except sqlite3.OperationalError as exc:
            if not _is_busy(exc) or time.monotonic() + delay > deadline:
                raise
        time.sleep(delay)
        delay = min(delay * 2, 0.1)


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
    """How far `component`'s migrations got (0 for none). Reads only: the first open of a new file
    by several processes at once must not have each write outside a transaction."""
    if not conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone():
        return 0
    row = conn.execute("SELECT version FROM schema_version WHERE component = ?", (component,)).fetchone()
    return row[0] if row else 0


def migrate(conn: sqlite3.Connection, component: str, steps: Sequence[Step]) -> int:
    """Apply the steps of `component` not applied yet (step i has version i+1); returns the new version.

    Safe under concurrent openers: every write (the version table too) happens inside a step's
    BEGIN IMMEDIATE transaction, which re-checks the version first. A file whose version is ahead of
    `steps` (written by a newer agentik) is opened as it is; `agentik doctor` reports it.
    """
    current = schema_version(conn, component)
    for number, step in enumerate(steps, start=1):
        if current >= number:
            continue
        with transaction(conn):
            conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (component TEXT PRIMARY KEY, version INTEGER NOT NULL)"
            )
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
