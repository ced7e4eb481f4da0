"""PostgresBackend: one memory shared by many processes and hosts, in a Postgres database with pgvector.

AGENTIK_MEMORY_STORE=postgres, AGENTIK_DATABASE_URL (a libpq URL) and AGENTIK_NAMESPACE (the
partition: a user, or a user's agent, e.g. ``alice`` or ``alice/coder``). It implements the narrow
interface of ``agentik.notes.backend``; the memory core validates, guards, embeds, fuses and reranks.

Connections come from a NamespacePool (pool.py); each is tied to the namespace when it is made
(``agentik.namespace``, read by the row-level security policy of ``schema.py``), so even a query that
forgot its WHERE clause could not see another partition. Reads run in autocommit mode (one round trip
per statement), each write method in one transaction. When the server goes away (restart, failover)
the call in flight fails with StoreUnavailable; the next call opens a fresh pool once the server
answers, so agentik recovers without a restart.

Search: ``search_view.py`` (pgvector HNSW with iterative scans, exact fallback) and ``keyword.py``
(full-text search, Russian and English stemming plus identifiers as written). A namespace that grows
past ``AGENTIK_PG_NAMESPACE_INDEX_AT`` notes in a table shared with others gets vector and keyword
indexes of its own, built in the background (``namespace_index.py``).
"""

from __future__ import annotations

import logging
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Iterator, Sequence

import numpy as np

from ...errors import ConfigError, DuplicateNote, NoteNotFound, StoreUnavailable
from ...notes.backend import Scope, VectorSpace
from ...notes.model import MemoryCategory, MemoryNote, Source, content_hash
from ...settings import Settings

try:
    import psycopg
    from pgvector.psycopg import register_vector
    from psycopg import errors as pg_errors
except ImportError as exc:  # pragma: no cover - depends on the installed extras
    raise ConfigError(f"the postgres memory store needs psycopg, psycopg_pool and pgvector ({exc}); "
                      "install them with: pip install 'agentik[postgres]'") from None

from .rows import (
    BODY_SQL, NOTE_COLUMNS, embedding_model_counts, fetch_notes, fetch_twins, insert_notes, list_filters, note_counts,
    row_to_note,
)
from .namespace_index import NamespaceIndexer, index_states
from .pool import CONNECT_TIMEOUT_S, NamespacePool, first_line
from .schema import MATCH_FUNCTION, MIGRATIONS, apply_migrations, match_is_leakproof, vector_version
from .search_view import EF_SEARCH, PostgresSearchView, Remembered, SessionEf, VectorQueries

log = logging.getLogger(__name__)

POOL_MAX = 8
"""Most connections one process holds (threads beyond wait for one)."""

ANALYZE_AFTER = 1000
"""After this many notes written in batches, ANALYZE (autovacuum would, later): without statistics
the planner walks the namespace index instead of the full-text index. SKIP_LOCKED: while a
namespace's own index is built (CONCURRENTLY holds the lock ANALYZE takes) the write does not wait."""

NAMESPACE_INDEX_AT = 20_000
"""Default of AGENTIK_PG_NAMESPACE_INDEX_AT (see namespace_index.py and the README)."""


class PostgresBackend:
    """The MemoryBackend protocol over Postgres + pgvector (see agentik.notes.backend for the contract)."""

    def __init__(self, url: str, *, namespace: str, space: VectorSpace | None = None,
                 pool_max: int = POOL_MAX, timeout: float = CONNECT_TIMEOUT_S,
                 namespace_index_at: int = NAMESPACE_INDEX_AT) -> None:
        self._pool = NamespacePool(url, namespace=namespace, max_size=pool_max, timeout=timeout,
                                   configure=_configure_search)
        self.namespace = self._pool.namespace
        self.where = self._pool.where
        self.timeout = timeout
        self.space = space
        self._vectors = VectorQueries(space, self.namespace) if space is not None else None
        self._remembered = Remembered()
        self._session_ef = SessionEf()
        self._bulk_written = 0
        try:
            with self._pool.connect_once() as conn:
                self.schema_version = apply_migrations(conn, space)
                self.vector_version = vector_version(conn)
                self.row_security = not conn.execute(
                    "SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user").fetchone()[0]
                self.keyword_index = not self.row_security or match_is_leakproof(conn)
        except psycopg.Error as exc:
            self._pool.close()
            raise StoreUnavailable(f"cannot use {self.where}: {first_line(exc)}") from None
        if not self.keyword_index:
            log.warning("%s: keyword search reads every note of the namespace: under row-level security the "
                        "full-text index needs, once, as a superuser: ALTER FUNCTION %s LEAKPROOF",
                        self.where, MATCH_FUNCTION)
        if not self.row_security:
            log.warning("%s: the role bypasses row-level security; namespaces are kept apart by agentik's "
                        "queries only (connect as a role without SUPERUSER/BYPASSRLS)", self.where)
        self.indexer = NamespaceIndexer(url, self.namespace, space, at=namespace_index_at, timeout=timeout) \
            if space is not None and namespace_index_at > 0 else None
        """Builds this namespace's own indexes when it has grown (None: never, or no vectors)."""
        if self.indexer is not None:
            self.indexer.poke()

    # -- plumbing ---------------------------------------------------------------------------

    def _db(self):
        """A pooled connection of the namespace in autocommit mode (see pool.py)."""
        return self._pool.db()

    def _write(self):
        """A pooled connection of the namespace inside one transaction."""
        return self._pool.write()

    def __repr__(self) -> str:
        return f"<PostgresBackend {self.where} namespace={self.namespace}>"

    # -- rows in and out --------------------------------------------------------------------

    def bulk(self) -> AbstractContextManager[None]:
        """Nothing deferred: the ANALYZE after every ANALYZE_AFTER notes keeps the planner's statistics
        right while an import runs too, and the server checkpoints on its own."""
        return nullcontext()

    def twins(self, notes: Sequence[MemoryNote]) -> list[MemoryNote | None]:
        with self._db() as conn:
            return fetch_twins(conn, self.namespace, notes)

    def insert(self, notes: Sequence[MemoryNote], vectors: np.ndarray | None) -> list[tuple[MemoryNote, bool]]:
        if not notes:
            return []
        if vectors is None or self.space is None:
            rows, model, dim = [None] * len(notes), "", 0
        else:
            rows, model, dim = [np.asarray(v, dtype=np.float32) for v in vectors], self.space.model, self.space.dim
        # one note: one INSERT in autocommit (atomic alone; no BEGIN and COMMIT round trips)
        with (self._db() if len(notes) == 1 else self._write()) as conn:
            written = insert_notes(conn, self.namespace, notes, rows, model=model, dim=dim)
        if len(notes) > 1:  # bulk writes (import, save_many): give the planner statistics of the new rows
            self._bulk_written += len(notes)
            if self._bulk_written >= ANALYZE_AFTER:
                with self._db() as conn:
                    conn.execute("ANALYZE (SKIP_LOCKED) memory_note")
                self._bulk_written = 0
        if self.indexer is not None:
            self.indexer.wrote(sum(created for _, created in written))
        return written

    def get(self, note_id: str) -> MemoryNote | None:
        with self._db() as conn:
            return fetch_notes(conn, self.namespace, [note_id]).get(note_id)

    def select(self, *, category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
               limit: int, offset: int, superseded: bool | None = None) -> list[MemoryNote]:
        where, params = list_filters(self.namespace, category, conversation_id, archived, superseded)
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT {NOTE_COLUMNS} FROM memory_note{where} ORDER BY created_at DESC, id DESC LIMIT %s OFFSET %s",
                (*params, limit, offset),
            ).fetchall()
        return [row_to_note(row) for row in rows]

    def count(self, *, category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
              superseded: bool | None = None) -> int:
        where, params = list_filters(self.namespace, category, conversation_id, archived, superseded)
        with self._db() as conn:
            return conn.execute(f"SELECT COUNT(*) FROM memory_note{where}", params).fetchone()[0]

    def rewrite(self, note_id: str, *, content: str, category: MemoryCategory,
                vector: np.ndarray | None) -> MemoryNote:
        with self._write() as conn:
            current = fetch_notes(conn, self.namespace, [note_id]).get(note_id)
            if current is None:
                raise NoteNotFound(note_id)
            sets = "content = %s, category = %s, content_hash = %s"
            params: list = [content, category.value, content_hash(category, content, current.conversation_id)]
            if content != current.content:
                embedded = vector is not None and self.space is not None
                sets += ", embedding = %s, embedding_model = %s, embedding_dim = %s"
                params += ([np.asarray(vector, dtype=np.float32), self.space.model, self.space.dim]
                           if embedded else [None, "", 0])
            try:
                with conn.transaction():
                    changed = conn.execute(f"UPDATE memory_note SET {sets} WHERE namespace = %s AND id = %s",
                                           (*params, self.namespace, note_id)).rowcount
            except pg_errors.UniqueViolation:
                twin = fetch_twins(conn, self.namespace, [current.with_(id="", content=content, category=category)])[0]
                raise DuplicateNote(twin.id if twin else "?") from None
            if not changed:
                raise NoteNotFound(note_id)
            return fetch_notes(conn, self.namespace, [note_id]).get(note_id) or current.with_(content=content,
                                                                                              category=category)

    def delete(self, note_id: str) -> bool:
        with self._write() as conn:
            return conn.execute("DELETE FROM memory_note WHERE namespace = %s AND id = %s",
                                (self.namespace, note_id)).rowcount > 0

    def archive(self, note_ids: Sequence[str], *, at: int) -> int:
        with self._write() as conn:
            return conn.execute(
                "UPDATE memory_note SET archived_at = %s WHERE namespace = %s AND id = ANY(%s) AND archived_at IS NULL",
                (at, self.namespace, list(note_ids)),
            ).rowcount

    def unarchive(self, note_ids: Sequence[str]) -> int:
        changed = 0
        with self._write() as conn:
            for note_id in dict.fromkeys(note_ids):
                try:
                    with conn.transaction():
                        changed += conn.execute(
                            "UPDATE memory_note SET archived_at = NULL, valid_until = NULL, superseded_by = NULL "
                            "WHERE namespace = %s AND id = %s AND archived_at IS NOT NULL",
                            (self.namespace, note_id),
                        ).rowcount
                except pg_errors.UniqueViolation:
                    log.warning("note %s stays archived: a live note holds the same content", note_id)
        return changed

    def supersede(self, note_ids: Sequence[str], *, by: str, at: int) -> int:
        with self._write() as conn:
            return conn.execute(
                "UPDATE memory_note SET archived_at = %s, valid_until = %s, superseded_by = %s "
                "WHERE namespace = %s AND id = ANY(%s) AND archived_at IS NULL AND id <> %s",
                (at, at, by, self.namespace, list(note_ids), by),
            ).rowcount

    def replaced_by(self, note_id: str) -> list[MemoryNote]:
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE namespace = %s AND superseded_by = %s "
                "ORDER BY valid_from, created_at, id",
                (self.namespace, note_id),
            ).fetchall()
        return [row_to_note(row) for row in rows]

    def set_pinned(self, note_ids: Sequence[str], pinned: bool) -> int:
        with self._write() as conn:
            return conn.execute(
                "UPDATE memory_note SET pinned = %s WHERE namespace = %s AND id = ANY(%s) AND pinned <> %s",
                (pinned, self.namespace, list(note_ids), pinned),
            ).rowcount

    def bump(self, note_ids: Sequence[str], *, at: int) -> None:
        """One statement for every id (each id counted as often as it is given, like one UPDATE each)."""
        with self._write() as conn:
            conn.execute(
                "UPDATE memory_note m SET use_count = m.use_count + b.n, last_used_at = %s "
                "FROM (SELECT id, count(*) AS n FROM unnest(%s::text[]) AS u(id) GROUP BY id) b "
                "WHERE m.namespace = %s AND m.id = b.id",
                (at, list(note_ids), self.namespace),
            )

    def unused_since(self, before: int, *, limit: int) -> list[MemoryNote]:
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE namespace = %s AND archived_at IS NULL "
                "AND use_count = 0 AND NOT pinned AND last_used_at < %s AND source <> %s "
                "ORDER BY last_used_at, id LIMIT %s",
                (self.namespace, before, Source.USER_EXPLICIT.value, limit),
            ).fetchall()
        return [row_to_note(row) for row in rows]

    # -- vectors ----------------------------------------------------------------------------

    def waiting_for_vectors(self, limit: int) -> list[tuple[str, str]]:
        with self._db() as conn:
            return conn.execute(
                f"SELECT id, {BODY_SQL} FROM memory_note WHERE namespace = %s AND embedding_model = '' "
                "ORDER BY seq LIMIT %s",
                (self.namespace, limit),
            ).fetchall()

    def stale_vector_ids(self) -> list[str]:
        stale, params = self._stale_filter()
        with self._db() as conn:
            return [row[0] for row in conn.execute(
                f"SELECT id FROM memory_note WHERE namespace = %s AND {stale} ORDER BY seq", (self.namespace, *params))]

    def texts(self, note_ids: Sequence[str]) -> list[tuple[str, str]]:
        with self._db() as conn:
            return conn.execute(f"SELECT id, {BODY_SQL} FROM memory_note WHERE namespace = %s AND id = ANY(%s)",
                                (self.namespace, list(note_ids))).fetchall()

    def store_vectors(self, rows: Sequence[tuple[str, str]], vectors: np.ndarray) -> int:
        if self.space is None or not rows:
            return 0
        params = [(np.asarray(vector, dtype=np.float32), self.space.model, self.space.dim, self.namespace, note_id,
                   content) for (note_id, content), vector in zip(rows, vectors)]
        with self._write() as conn, conn.cursor() as cur:
            cur.executemany(
                "UPDATE memory_note SET embedding = %s, embedding_model = %s, embedding_dim = %s "
                f"WHERE namespace = %s AND id = %s AND {BODY_SQL} = %s", params)
            return cur.rowcount

    def vectors(self, note_ids: Sequence[str]) -> dict[str, np.ndarray]:
        if self.space is None:
            return {}
        with self._db() as conn:
            rows = conn.execute(
                "SELECT id, embedding FROM memory_note WHERE namespace = %s AND id = ANY(%s) "
                "AND embedding_model = %s AND embedding_dim = %s AND embedding IS NOT NULL",
                (self.namespace, list(note_ids), self.space.model, self.space.dim),
            ).fetchall()
        found = {note_id: _as_array(vector) for note_id, vector in rows}
        return {note_id: vector for note_id, vector in found.items() if vector.shape == (self.space.dim,)}

    def _stale_filter(self) -> tuple[str, tuple]:
        if self.space is None:
            return "embedding_model = ''", ()
        return "NOT (embedding_model = %s AND embedding_dim = %s)", (self.space.model, self.space.dim)

    # -- search -----------------------------------------------------------------------------

    @contextmanager
    def searching(self, scope: Scope) -> Iterator[PostgresSearchView]:
        with self._db() as conn:
            yield PostgresSearchView(conn, self.namespace, scope, self._vectors, self._remembered, self._session_ef)

    def preload(self) -> None:
        """Nothing is kept resident: the database holds the index."""

    def stats(self) -> dict:
        """Counts by category and state, embedding models, what waits for a vector, where it lives."""
        stale, params = self._stale_filter()
        with self._db() as conn:
            searchable = 0
            if self._vectors is not None:
                searchable = conn.execute(
                    f"SELECT COUNT(*) FROM memory_note WHERE namespace = %s AND archived_at IS NULL AND NOT ({stale})",
                    (self.namespace, *params)).fetchone()[0]
            return {
                "backend": "postgres",
                "path": self.where,
                "namespace": self.namespace,
                "schema_version": self.schema_version,
                "schema_known": len(MIGRATIONS),
                "pgvector": self.vector_version,
                "row_security": "enforced" if self.row_security else "bypassed by the role",
                "keyword_index": ("gin" if self.keyword_index
                                  else f"every row (ALTER FUNCTION {MATCH_FUNCTION} LEAKPROOF)"),
                **note_counts(conn, self.namespace),
                "embedding_models": embedding_model_counts(conn, self.namespace),
                "waiting_for_embedding": conn.execute(
                    f"SELECT COUNT(*) FROM memory_note WHERE namespace = %s AND {stale}",
                    (self.namespace, *params)).fetchone()[0],
                "resident_vectors": searchable,
                "own_indexes": self._own_indexes(conn),
            }

    def _own_indexes(self, conn: psycopg.Connection) -> str:
        """Whether the namespace searches indexes of its own (namespace_index.py)."""
        if self.indexer is None:
            return "off" if self.space is not None else "none (no vectors)"
        states = index_states(conn, self.indexer.names)
        if len(states) == len(self.indexer.names) and all(states.values()):
            return "valid"
        return "being built" if states else f"none yet (built at {self.indexer.at} notes)"

    def close(self) -> None:
        """Close the pool; further calls raise StoreUnavailable. Closing twice is harmless."""
        self._pool.close()


def _as_array(vector: object) -> np.ndarray:
    """A stored vector as float32 (pgvector's loader gives a Vector, or an array in older versions)."""
    to_numpy = getattr(vector, "to_numpy", None)
    return np.asarray(to_numpy() if to_numpy is not None else vector, dtype=np.float32)


def _configure_search(conn: psycopg.Connection) -> None:
    """A new pooled connection: vectors adapted, search settings."""
    conn.execute(f"SET hnsw.ef_search = {EF_SEARCH}")
    conn.execute("SET hnsw.iterative_scan = strict_order")
    register_vector(conn)


def open_postgres_backend(settings: Settings, space: VectorSpace | None) -> PostgresBackend:
    """The backend factory registered in agentik.backends: AGENTIK_DATABASE_URL, AGENTIK_NAMESPACE."""
    return PostgresBackend(settings.database_url, namespace=settings.namespace, space=space,
                           namespace_index_at=settings.pg_namespace_index_at)
