"""Conversations in SQLite: the ConversationStore (agentik.notes.conversations) over agentik.db.

The tables sit beside the memory notes in the same file, versioned under the component name
"working_memory" in `schema_version` (the name from before the store moved here, so databases
written by earlier versions open as they are). Every record ever appended stays in the table; a
compaction hides a run of records behind one Summary record in a single transaction.

Order: `seq` is the append order (unique per conversation); `sort_key` places a record in the view.
A summary takes the sort_key of the first record it replaces, so it sits where the middle was.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import uuid
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, Iterator

from ...db import connect, migrate, transaction
from ...errors import ConversationNotFound, InvalidInput, StoreUnavailable
from ...notes.conversations import ConversationInfo
from ...notes.messages import RECORD_COLUMNS, Message, RecordKind, Role, message_from_record, tool_calls_json
from ...notes.model import now_ms
from ...settings import Settings

COMPONENT = "working_memory"
"""The schema_version component of these tables (kept from before the move: existing files open as is)."""

MIGRATIONS = [
    """
    CREATE TABLE conversation (
        id                 TEXT PRIMARY KEY,
        title              TEXT NOT NULL DEFAULT '',
        language           TEXT,
        created_at         INTEGER NOT NULL,
        updated_at         INTEGER NOT NULL,
        turns_total        INTEGER NOT NULL DEFAULT 0,
        turns_since_review INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE conversation_record (
        conversation_id TEXT NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        seq             INTEGER NOT NULL,
        sort_key        REAL NOT NULL,
        kind            TEXT NOT NULL,
        role            TEXT NOT NULL,
        content         TEXT NOT NULL,
        tool_calls      TEXT,
        tool_call_id    TEXT,
        name            TEXT,
        created_at      INTEGER NOT NULL,
        hidden_by       INTEGER,
        PRIMARY KEY (conversation_id, seq)
    );
    CREATE INDEX conversation_record_view_idx ON conversation_record(conversation_id, hidden_by, sort_key);
    CREATE TABLE conversation_state (
        conversation_id TEXT NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
        key             TEXT NOT NULL,
        value           TEXT NOT NULL,
        PRIMARY KEY (conversation_id, key)
    );
    """,
]


class SqliteConversationStore:
    """Conversations and their records in one SQLite file. Thread-safe (one lock per instance)."""

    def __init__(self, db_path: Path | str) -> None:
        self.path = Path(db_path)
        self._conn = connect(self.path)
        self._lock = threading.RLock()
        migrate(self._conn, COMPONENT, MIGRATIONS)

    # -- conversations -----------------------------------------------------------------------

    def create_conversation(self, conversation_id: str | None = None, *, title: str = "",
                            language: str | None = None) -> ConversationInfo:
        """Create a conversation (a fresh "conv-<hex>" id by default); an existing id is returned as is."""
        conversation_id = conversation_id or f"conv-{uuid.uuid4().hex[:12]}"
        now = now_ms()
        with self._write():
            self._conn.execute(
                "INSERT OR IGNORE INTO conversation (id, title, language, created_at, updated_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (conversation_id, title, language, now, now),
            )
        return self.get_conversation(conversation_id)

    def get_conversation(self, conversation_id: str) -> ConversationInfo:
        with self._read():
            row = self._conn.execute(
                "SELECT id, title, language, created_at, updated_at, turns_total, turns_since_review "
                "FROM conversation WHERE id = ?", (conversation_id,)).fetchone()
        if row is None:
            raise ConversationNotFound(f"no conversation with id {conversation_id!r}; start one without --conversation")
        return ConversationInfo(*row)

    def list_conversations(self, limit: int = 50) -> list[ConversationInfo]:
        with self._read():
            rows = self._conn.execute(
                "SELECT id, title, language, created_at, updated_at, turns_total, turns_since_review "
                "FROM conversation ORDER BY updated_at DESC LIMIT ?", (limit,)).fetchall()
        return [ConversationInfo(*row) for row in rows]

    def set_language(self, conversation_id: str, language: str) -> None:
        with self._write():
            self._conn.execute("UPDATE conversation SET language = ? WHERE id = ?", (language, conversation_id))

    def record_turn(self, conversation_id: str) -> int:
        """Count one successfully completed turn; returns turns since the last review."""
        with self._write():
            self._conn.execute(
                "UPDATE conversation SET turns_total = turns_total + 1, "
                "turns_since_review = turns_since_review + 1, updated_at = ? WHERE id = ?",
                (now_ms(), conversation_id))
            row = self._conn.execute("SELECT turns_since_review FROM conversation WHERE id = ?",
                                     (conversation_id,)).fetchone()
        if row is None:
            raise ConversationNotFound(f"no conversation with id {conversation_id!r}")
        return row[0]

    def reset_review_counter(self, conversation_id: str) -> None:
        with self._write():
            self._conn.execute("UPDATE conversation SET turns_since_review = 0 WHERE id = ?", (conversation_id,))

    def get_state(self, conversation_id: str, key: str, default: Any = None) -> Any:
        """A JSON value kept per conversation (e.g. compression's anti-thrashing counters)."""
        with self._read():
            row = self._conn.execute("SELECT value FROM conversation_state WHERE conversation_id = ? AND key = ?",
                                     (conversation_id, key)).fetchone()
        return json.loads(row[0]) if row else default

    def set_state(self, conversation_id: str, key: str, value: Any) -> None:
        with self._write():
            self._conn.execute(
                "INSERT INTO conversation_state (conversation_id, key, value) VALUES (?, ?, ?) "
                "ON CONFLICT(conversation_id, key) DO UPDATE SET value = excluded.value",
                (conversation_id, key, json.dumps(value)))

    # -- records -------------------------------------------------------------------------------

    def append(self, conversation_id: str, message: Message) -> Message:
        """Add a record at the end of the conversation; returns it with its seq."""
        return self.append_many(conversation_id, [message])[0]

    def append_many(self, conversation_id: str, messages: list[Message]) -> list[Message]:
        """Add records at the end in one transaction (an assistant's tool calls with all their results:
        a crash never leaves a call without its result). Returns them with their seqs."""
        stored = []
        with self._write():
            if self._conn.execute("SELECT 1 FROM conversation WHERE id = ?", (conversation_id,)).fetchone() is None:
                raise ConversationNotFound(f"no conversation with id {conversation_id!r}")
            first = self._next_seq(conversation_id)
            for seq, message in enumerate(messages, start=first):
                # every sort_key is at most its record's seq (a summary takes an earlier record's),
                # so a new record's seq sorts after everything already there
                self._insert(conversation_id, message, seq, float(seq))
                stored.append(_with_seq(message, seq))
            self._conn.execute("UPDATE conversation SET updated_at = ? WHERE id = ?", (now_ms(), conversation_id))
        return stored

    def messages(self, conversation_id: str, *, include_hidden: bool = False) -> list[Message]:
        """The conversation in view order: what the model sees, or (include_hidden) the full history."""
        where = "" if include_hidden else "AND hidden_by IS NULL"
        with self._read():
            rows = self._conn.execute(
                f"SELECT {RECORD_COLUMNS} "
                f"FROM conversation_record WHERE conversation_id = ? {where} ORDER BY sort_key, seq",
                (conversation_id,)).fetchall()
        return [message_from_record(row) for row in rows]

    def compact(self, conversation_id: str, drop_from: int, drop_to: int, summary: str) -> Message:
        """Hide the visible records from seq `drop_from` through seq `drop_to` (view order) behind one
        Summary record, atomically: a crash leaves either the old view or the new one."""
        if not summary.strip():
            raise InvalidInput("a compaction summary must not be empty")
        with self._write():
            keys = dict(self._conn.execute(
                "SELECT seq, sort_key FROM conversation_record WHERE conversation_id = ? AND hidden_by IS NULL "
                "AND seq IN (?, ?)", (conversation_id, drop_from, drop_to)).fetchall())
            if drop_from not in keys or drop_to not in keys or keys[drop_from] > keys[drop_to]:
                raise InvalidInput(
                    f"cannot compact records {drop_from}..{drop_to}: both must be visible and in order")
            seq = self._next_seq(conversation_id)
            self._conn.execute(
                "UPDATE conversation_record SET hidden_by = ? WHERE conversation_id = ? AND hidden_by IS NULL "
                "AND sort_key BETWEEN ? AND ?", (seq, conversation_id, keys[drop_from], keys[drop_to]))
            message = Message(role=Role.USER, content=summary, kind=RecordKind.SUMMARY)
            self._insert(conversation_id, message, seq, keys[drop_from])
        return _with_seq(message, seq)

    def close(self) -> None:
        with self._read():
            self._conn.close()

    # -- helpers -------------------------------------------------------------------------------

    @contextmanager
    def _read(self) -> Iterator[None]:
        """Hold the lock; a SQLite failure becomes StoreUnavailable (one line, what to do)."""
        with self._lock:
            try:
                yield
            except sqlite3.Error as exc:
                raise StoreUnavailable(f"conversation store {self.path}: {exc}; check the disk and that no "
                                       "other program holds the database") from exc

    @contextmanager
    def _write(self) -> Iterator[None]:
        """`_read` plus one write transaction (rolled back on any error)."""
        with self._read(), transaction(self._conn):
            yield

    def _next_seq(self, conversation_id: str) -> int:
        top = self._conn.execute("SELECT MAX(seq) FROM conversation_record WHERE conversation_id = ?",
                                 (conversation_id,)).fetchone()[0]
        return 0 if top is None else top + 1

    def _insert(self, conversation_id: str, message: Message, seq: int, sort_key: float) -> None:
        calls = tool_calls_json(message)
        self._conn.execute(
            "INSERT INTO conversation_record (conversation_id, seq, sort_key, kind, role, content, tool_calls, "
            "tool_call_id, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (conversation_id, seq, sort_key, message.kind.value, message.role.value, message.content, calls,
             message.tool_call_id, message.name, message.created_at))


def _with_seq(message: Message, seq: int) -> Message:
    return replace(message, seq=seq)


def open_sqlite_conversations(settings: Settings) -> SqliteConversationStore:
    """The conversation store AGENTIK_* settings describe: the tables in settings.db_path."""
    return SqliteConversationStore(settings.db_path)


WorkingMemory = SqliteConversationStore
"""The name this store had before conversations went behind a protocol (agentik.WorkingMemory)."""

__all__ = ["COMPONENT", "MIGRATIONS", "SqliteConversationStore", "WorkingMemory", "open_sqlite_conversations"]
