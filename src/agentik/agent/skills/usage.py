"""What agentik knows about each skill beyond its file, kept in agentik.db (seed §10 phase 3).

    skill_usage(name PK, source, created_at, updated_at, last_used_at, use_count, archived_at,
                approved_at, version)
    skill_version(name, version, etag, source, created_at, text)   -- the last KEEP_VERSIONS texts
    skill_vector(text_hash, model, vector)   -- embeddings of name + description, a rebuildable cache

Counters live in SQLite, not in the skill folder or its front matter: a bump is one
`UPDATE … SET use_count = use_count + 1` in a transaction, so concurrent agents never lose one, and a
skills folder stays plain Agent Skills that can be copied elsewhere. A folder agentik has never
seen has no row: its times come from the file's mtime (`SkillUsage.unseen`). Timestamps are epoch
milliseconds, like every other table of the file.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ... import db
from ...errors import InvalidSkill, StoreUnavailable

COMPONENT = "skills"
KEEP_VERSIONS = 10
"""Versions of a skill's SKILL.md kept for `restore --version` (the oldest go first)."""

MIGRATIONS = [
    """
    CREATE TABLE IF NOT EXISTS skill_usage (
        name TEXT PRIMARY KEY,
        source TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        last_used_at INTEGER,
        use_count INTEGER NOT NULL DEFAULT 0,
        archived_at INTEGER,
        approved_at INTEGER,
        version INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS skill_version (
        name TEXT NOT NULL,
        version INTEGER NOT NULL,
        etag TEXT NOT NULL,
        source TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (name, version)
    );
    """,
    """
    CREATE TABLE IF NOT EXISTS skill_vector (
        text_hash TEXT NOT NULL,
        model TEXT NOT NULL,
        vector BLOB NOT NULL,
        PRIMARY KEY (text_hash, model)
    );
    """,
]


class SkillSource(str, Enum):
    """Who wrote (or brought) a skill."""

    AGENT_SAVE = "agent_save"
    USER_EXPLICIT = "user_explicit"
    AUTO_REVIEW = "auto_review"
    IMPORTED = "imported"

    @classmethod
    def parse(cls, value: "str | SkillSource") -> "SkillSource":
        try:
            return cls(value)
        except ValueError:
            raise InvalidSkill(f"unknown skill source {value!r}; one of {', '.join(s.value for s in cls)}") from None


_COLUMNS = "name, source, created_at, updated_at, last_used_at, use_count, archived_at, approved_at, version"
"""The skill_usage columns in Usage's field order."""

AGENT_SOURCES = (SkillSource.AGENT_SAVE, SkillSource.AUTO_REVIEW)
"""A skill from these starts as a draft."""


@dataclass(frozen=True)
class Usage:
    """The usage row of one skill."""

    name: str
    source: SkillSource
    created_at: int
    updated_at: int
    last_used_at: int | None = None
    use_count: int = 0
    archived_at: int | None = None
    approved_at: int | None = None
    version: int = 0
    seen: bool = True
    """False for a folder agentik has no row for (times from the file's mtime)."""

    @property
    def archived(self) -> bool:
        return self.archived_at is not None

    @property
    def draft(self) -> bool:
        """Written by the agent and neither used since nor approved by the user."""
        return self.source in AGENT_SOURCES and self.use_count == 0 and self.approved_at is None

    @classmethod
    def unseen(cls, name: str, mtime_ms: int) -> "Usage":
        return cls(name, SkillSource.IMPORTED, mtime_ms, mtime_ms, seen=False)


@dataclass(frozen=True)
class Version:
    """One kept text of a skill."""

    name: str
    version: int
    etag: str
    source: SkillSource
    created_at: int
    text: str


class SkillUsage:
    """The usage and version tables of one agentik.db. Thread-safe; close it when done."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self._conn = db.connect(self.path)
        self._lock = threading.Lock()
        self._writes = 0
        self._all: tuple[tuple[int, int], dict[str, Usage]] | None = None
        try:
            db.migrate(self._conn, COMPONENT, MIGRATIONS)
        except sqlite3.Error as exc:
            self._conn.close()
            raise StoreUnavailable(f"cannot prepare the skill tables in {self.path}: {exc}") from None

    def close(self) -> None:
        self._conn.close()

    # -- reading ----------------------------------------------------------------------------------

    def get(self, name: str) -> Usage | None:
        rows = self._query("SELECT * FROM skill_usage WHERE name = ?", (name,))
        return _usage(rows[0]) if rows else None

    def all(self) -> dict[str, Usage]:
        """Every usage row by name; cached until this or another connection commits a change."""
        with self._lock:
            try:
                version = self._conn.execute("PRAGMA data_version").fetchone()[0]
            except sqlite3.Error as exc:
                raise StoreUnavailable(f"cannot read the skill tables in {self.path}: {exc}") from None
            if self._all is not None and self._all[0] == (version, self._writes):
                return self._all[1]
            stamp = (version, self._writes)
        sources = {source.value: source for source in SkillSource}
        with self._lock:
            try:
                fetched = self._conn.execute(f"SELECT {_COLUMNS} FROM skill_usage").fetchall()
            except sqlite3.Error as exc:
                raise StoreUnavailable(f"cannot read the skill tables in {self.path}: {exc}") from None
        rows = {r[0]: Usage(r[0], sources[r[1]], *r[2:]) for r in fetched}
        with self._lock:
            self._all = (stamp, rows)
        return rows

    def history(self, name: str) -> list[Version]:
        """The kept versions of a skill, newest first."""
        rows = self._query("SELECT * FROM skill_version WHERE name = ? ORDER BY version DESC", (name,))
        return [Version(r["name"], r["version"], r["etag"], SkillSource(r["source"]), r["created_at"], r["text"])
                for r in rows]

    # -- writing ----------------------------------------------------------------------------------

    def record_save(self, name: str, text: str, tag: str, source: SkillSource, now: int, *,
                    previous: tuple[str, str] | None = None) -> int:
        """Record a new text of `name` (its etag `tag`); returns its version number.

        `previous` is (text, etag) of the file it replaces: kept as a version first when the history
        does not hold it yet (a skill written by hand, or edited by hand since agentik's last save).
        """
        with self._write() as conn:
            row = conn.execute("SELECT version FROM skill_usage WHERE name = ?", (name,)).fetchone()
            version = row[0] if row else 0
            last = conn.execute("SELECT etag FROM skill_version WHERE name = ? ORDER BY version DESC LIMIT 1",
                                (name,)).fetchone()
            if previous is not None and (last is None or last[0] != previous[1]):
                version += 1
                conn.execute("INSERT INTO skill_version VALUES (?, ?, ?, ?, ?, ?)",
                             (name, version, previous[1], SkillSource.IMPORTED.value, now, previous[0]))
            version += 1
            conn.execute("INSERT INTO skill_version VALUES (?, ?, ?, ?, ?, ?)",
                         (name, version, tag, source.value, now, text))
            conn.execute(
                "INSERT INTO skill_usage (name, source, created_at, updated_at, version) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT(name) DO UPDATE SET updated_at = excluded.updated_at, version = excluded.version",
                (name, source.value, now, now, version))
            conn.execute("DELETE FROM skill_version WHERE name = ? AND version <= ?", (name, version - KEEP_VERSIONS))
            return version

    def bump(self, name: str, now: int, *, created_at: int | None = None) -> None:
        """Count one use of `name` (a row is made for a skill agentik had not seen)."""
        with self._write() as conn:
            self._ensure(conn, name, created_at if created_at is not None else now)
            conn.execute("UPDATE skill_usage SET use_count = use_count + 1, last_used_at = ? WHERE name = ?",
                         (now, name))

    def set_archived(self, name: str, archived_at: int | None, *, created_at: int) -> None:
        with self._write() as conn:
            self._ensure(conn, name, created_at)
            conn.execute("UPDATE skill_usage SET archived_at = ? WHERE name = ?", (archived_at, name))

    def approve(self, name: str, now: int, *, created_at: int) -> None:
        with self._write() as conn:
            self._ensure(conn, name, created_at)
            conn.execute("UPDATE skill_usage SET approved_at = ? WHERE name = ?", (now, name))

    # -- vectors of name + description (a cache: rebuilt from the files whenever missing) ---------

    def vectors(self, hashes: list[str], model: str) -> dict[str, bytes]:
        """The stored float32 vectors of these text hashes for `model`."""
        found: dict[str, bytes] = {}
        for start in range(0, len(hashes), 500):
            chunk = hashes[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self._query(f"SELECT text_hash, vector FROM skill_vector WHERE model = ? AND text_hash IN "
                                   f"({marks})", (model, *chunk)):
                found[row["text_hash"]] = row["vector"]
        return found

    def store_vectors(self, rows: list[tuple[str, bytes]], model: str) -> None:
        with self._write() as conn:
            conn.executemany("INSERT OR REPLACE INTO skill_vector (text_hash, model, vector) VALUES (?, ?, ?)",
                             [(text_hash, model, blob) for text_hash, blob in rows])

    # -- plumbing ---------------------------------------------------------------------------------

    @staticmethod
    def _ensure(conn: sqlite3.Connection, name: str, created_at: int) -> None:
        conn.execute("INSERT OR IGNORE INTO skill_usage (name, source, created_at, updated_at) VALUES (?, ?, ?, ?)",
                     (name, SkillSource.IMPORTED.value, created_at, created_at))

    def _query(self, sql: str, args: tuple) -> list[sqlite3.Row]:
        with self._lock:
            try:
                cursor = self._conn.execute(sql, args)
                names = [c[0] for c in cursor.description]
                return [dict(zip(names, row)) for row in cursor.fetchall()]  # type: ignore[misc]
            except sqlite3.Error as exc:
                raise StoreUnavailable(f"cannot read the skill tables in {self.path}: {exc}") from None

    def _write(self) -> "_Write":
        return _Write(self)


class _Write:
    """`with usage._write() as conn:` — the thread lock and one IMMEDIATE transaction."""

    def __init__(self, owner: SkillUsage) -> None:
        self.owner = owner
        self._tx: db.transaction | None = None

    def __enter__(self) -> sqlite3.Connection:
        self.owner._lock.acquire()
        self.owner._writes += 1  # PRAGMA data_version does not move for this connection's own commits
        try:
            self._tx = db.transaction(self.owner._conn)
            return self._tx.__enter__()
        except sqlite3.Error as exc:
            self.owner._lock.release()
            raise StoreUnavailable(f"cannot write the skill tables in {self.owner.path}: {exc}") from None
        except BaseException:
            self.owner._lock.release()
            raise

    def __exit__(self, exc_type, exc, tb) -> None:
        try:
            assert self._tx is not None
            self._tx.__exit__(exc_type, exc, tb)
            if isinstance(exc, sqlite3.Error):
                raise StoreUnavailable(f"cannot write the skill tables in {self.owner.path}: {exc}") from None
        except sqlite3.Error as error:
            raise StoreUnavailable(f"cannot write the skill tables in {self.owner.path}: {error}") from None
        finally:
            self.owner._lock.release()


def _usage(row: dict) -> Usage:
    return Usage(row["name"], SkillSource(row["source"]), row["created_at"], row["updated_at"], row["last_used_at"],
                 row["use_count"], row["archived_at"], row["approved_at"], row["version"])


def with_mtime(usage: Usage | None, name: str, mtime_ms: int) -> Usage:
    """The row of `name`, or the stand-in of a folder agentik has never seen."""
    return usage if usage is not None else Usage.unseen(name, mtime_ms)


__all__ = ["SkillUsage", "Usage", "Version", "SkillSource", "KEEP_VERSIONS"]
