"""Conversations in Postgres: the ConversationStore (agentik.notes.conversations) beside the notes.

Chosen with the notes (AGENTIK_MEMORY_STORE=postgres): the tables of migration 4 (schema.py) in
the same database and namespace, under the same forced row security, so a conversation started by
an agent on one host is resumed by one on another, and one namespace never sees another's.

Order as in SQLite: ``seq`` is the append order (unique per conversation), ``sort_key`` places a
record in the view, and a summary takes the sort_key of the first record it replaces. Appends and
compactions lock the conversation's row first (``SELECT … FOR UPDATE``), so two processes writing
the same conversation at once take turns instead of colliding on a seq.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import replace
from typing import Any

from ...errors import ConversationNotFound, InvalidInput, StoreUnavailable
from ...notes.conversations import ConversationInfo
from ...notes.messages import RECORD_COLUMNS, Message, RecordKind, Role, message_from_record, tool_calls_json
from ...notes.model import now_ms
from ...settings import Settings
from .pool import CONNECT_TIMEOUT_S
from .schema import migrated_pool

import psycopg  # after .pool, which says what to install when psycopg is missing

POOL_MAX = 4
"""Connections one process holds for its conversations (one agent turn uses one at a time)."""

_INFO = "id, title, language, created_at, updated_at, turns_total, turns_since_review"


class PostgresConversationStore:
    """Conversations and their records in one namespace of a Postgres database. Thread-safe."""

    def __init__(self, url: str, *, namespace: str, timeout: float = CONNECT_TIMEOUT_S) -> None:
        self._pool = migrated_pool(url, namespace=namespace, max_size=POOL_MAX, timeout=timeout,
                                   what="conversation store")
        self.namespace = self._pool.namespace
        self.where = self._pool.where

    # -- conversations -----------------------------------------------------------------------

    def create_conversation(self, conversation_id: str | None = None, *, title: str = "",
                            language: str | None = None) -> ConversationInfo:
        conversation_id = conversation_id or f"conv-{uuid.uuid4().hex[:12]}"
        now = now_ms()
        with self._pool.write() as conn:
            conn.execute(
                "INSERT INTO conversation (namespace, id, title, language, created_at, updated_at) "
                "VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (namespace, id) DO NOTHING",
                (self.namespace, conversation_id, title, language, now, now))
        return self.get_conversation(conversation_id)

    def get_conversation(self, conversation_id: str) -> ConversationInfo:
        with self._pool.db() as conn:
            row = conn.execute(f"SELECT {_INFO} FROM conversation WHERE namespace = %s AND id = %s",
                               (self.namespace, conversation_id)).fetchone()
        if row is None:
            raise ConversationNotFound(f"no conversation with id {conversation_id!r}; start one without --conversation")
        return ConversationInfo(*row)

    def list_conversations(self, limit: int = 50) -> list[ConversationInfo]:
        with self._pool.db() as conn:
            rows = conn.execute(f"SELECT {_INFO} FROM conversation WHERE namespace = %s "
                                "ORDER BY updated_at DESC, id LIMIT %s", (self.namespace, limit)).fetchall()
        return [ConversationInfo(*row) for row in rows]

    def set_language(self, conversation_id: str, language: str) -> None:
        with self._pool.write() as conn:
            conn.execute("UPDATE conversation SET language = %s WHERE namespace = %s AND id = %s",
                         (language, self.namespace, conversation_id))

    def record_turn(self, conversation_id: str) -> int:
        with self._pool.write() as conn:
            row = conn.execute(
                "UPDATE conversation SET turns_total = turns_total + 1, turns_since_review = turns_since_review + 1, "
                "updated_at = %s WHERE namespace = %s AND id = %s RETURNING turns_since_review",
                (now_ms(), self.namespace, conversation_id)).fetchone()
        if row is None:
            raise ConversationNotFound(f"no conversation with id {conversation_id!r}")
        return row[0]

    def reset_review_counter(self, conversation_id: str) -> None:
        with self._pool.write() as conn:
            conn.execute("UPDATE conversation SET turns_since_review = 0 WHERE namespace = %s AND id = %s",
                         (self.namespace, conversation_id))

    def get_state(self, conversation_id: str, key: str, default: Any = None) -> Any:
        with self._pool.db() as conn:
            row = conn.execute("SELECT value FROM conversation_state WHERE namespace = %s AND conversation_id = %s "
                               "AND key = %s", (self.namespace, conversation_id, key)).fetchone()
        return json.loads(row[0]) if row else default

    def set_state(self, conversation_id: str, key: str, value: Any) -> None:
        try:
            with self._pool.write() as conn:
                conn.execute(
                    "INSERT INTO conversation_state (namespace, conversation_id, key, value) VALUES (%s, %s, %s, %s) "
                    "ON CONFLICT (namespace, conversation_id, key) DO UPDATE SET value = EXCLUDED.value",
                    (self.namespace, conversation_id, key, json.dumps(value)))
        except StoreUnavailable as exc:
            if isinstance(exc.__cause__, psycopg.errors.ForeignKeyViolation):
                raise ConversationNotFound(f"no conversation with id {conversation_id!r}") from None
            raise

    # -- records -------------------------------------------------------------------------------

    def append(self, conversation_id: str, message: Message) -> Message:
        return self.append_many(conversation_id, [message])[0]

    def append_many(self, conversation_id: str, messages: list[Message]) -> list[Message]:
        """Add records at the end in one transaction (an assistant's tool calls with all their results)."""
        with self._pool.write() as conn:
            self._lock_conversation(conn, conversation_id)
            first = self._next_seq(conn, conversation_id)
            stored = [replace(message, seq=seq) for seq, message in enumerate(messages, start=first)]
            if stored:
                # every sort_key is at most its record's seq (a summary takes an earlier record's),
                # so a new record's seq sorts after everything already there
                with conn.cursor() as cur:
                    cur.executemany(_INSERT, [self._record(conversation_id, m, float(m.seq)) for m in stored])
            conn.execute("UPDATE conversation SET updated_at = %s WHERE namespace = %s AND id = %s",
                         (now_ms(), self.namespace, conversation_id))
        return stored

    def messages(self, conversation_id: str, *, include_hidden: bool = False) -> list[Message]:
        where = "" if include_hidden else " AND hidden_by IS NULL"
        with self._pool.db() as conn:
            rows = conn.execute(
                f"SELECT {RECORD_COLUMNS} FROM conversation_record WHERE namespace = %s AND conversation_id = %s{where} "
                "ORDER BY sort_key, seq", (self.namespace, conversation_id)).fetchall()
        return [message_from_record(row) for row in rows]

    def compact(self, conversation_id: str, drop_from: int, drop_to: int, summary: str) -> Message:
        """Hide the visible records from seq `drop_from` through `drop_to` (view order) behind one
        Summary record, in one transaction."""
        if not summary.strip():
            raise InvalidInput("a compaction summary must not be empty")
        with self._pool.write() as conn:
            self._lock_conversation(conn, conversation_id)
            keys = dict(conn.execute(
                "SELECT seq, sort_key FROM conversation_record WHERE namespace = %s AND conversation_id = %s "
                "AND hidden_by IS NULL AND seq IN (%s, %s)",
                (self.namespace, conversation_id, drop_from, drop_to)).fetchall())
            if drop_from not in keys or drop_to not in keys or keys[drop_from] > keys[drop_to]:
                raise InvalidInput(f"cannot compact records {drop_from}..{drop_to}: both must be visible and in order")
            seq = self._next_seq(conn, conversation_id)
            conn.execute(
                "UPDATE conversation_record SET hidden_by = %s WHERE namespace = %s AND conversation_id = %s "
                "AND hidden_by IS NULL AND sort_key BETWEEN %s AND %s",
                (seq, self.namespace, conversation_id, keys[drop_from], keys[drop_to]))
            message = Message(role=Role.USER, content=summary, kind=RecordKind.SUMMARY, seq=seq)
            conn.execute(_INSERT, self._record(conversation_id, message, keys[drop_from]))
        return message

    def close(self) -> None:
        self._pool.close()

    # -- helpers -------------------------------------------------------------------------------

    def _lock_conversation(self, conn: psycopg.Connection, conversation_id: str) -> None:
        if conn.execute("SELECT 1 FROM conversation WHERE namespace = %s AND id = %s FOR UPDATE",
                        (self.namespace, conversation_id)).fetchone() is None:
            raise ConversationNotFound(f"no conversation with id {conversation_id!r}")

    def _next_seq(self, conn: psycopg.Connection, conversation_id: str) -> int:
        top = conn.execute("SELECT MAX(seq) FROM conversation_record WHERE namespace = %s AND conversation_id = %s",
                           (self.namespace, conversation_id)).fetchone()[0]
        return 0 if top is None else top + 1

    def _record(self, conversation_id: str, message: Message, sort_key: float) -> tuple:
        calls = tool_calls_json(message)
        return (self.namespace, conversation_id, message.seq, sort_key, message.kind.value, message.role.value,
                message.content, calls, message.tool_call_id, message.name, message.created_at)

    def __repr__(self) -> str:
        return f"<PostgresConversationStore {self.where} namespace={self.namespace}>"


_INSERT = ("INSERT INTO conversation_record (namespace, conversation_id, seq, sort_key, kind, role, content, "
           "tool_calls, tool_call_id, name, created_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)")


def open_postgres_conversations(settings: Settings) -> PostgresConversationStore:
    """The conversation store registered as "postgres": AGENTIK_DATABASE_URL, AGENTIK_NAMESPACE."""
    return PostgresConversationStore(settings.database_url, namespace=settings.namespace)
