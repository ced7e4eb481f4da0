"""SqliteBackend: the default memory backend, in the ``memory_note`` table of agentik.db.

It implements the narrow interface of ``agentik.notes.backend``; the memory core
(``agentik.memory.core.Memory``) validates, guards, embeds, fuses and reranks.

Writes run one transaction each (WAL, so readers never wait). Search reads two lists through a
``SqliteSearchView`` (``search_view.py``):

- vectors: the resident matrix (``resident.py``, ``vectors.py``), which follows this process's writes
  and, through ``PRAGMA data_version`` and a change log, other processes' writes, without a restart;
- keywords: the FTS5 trigram index (``keyword.py``), so exact identifiers are always found.

One connection serves every thread; a re-entrant lock serialises its use, so the agent's
background review thread can share the store with the chat loop.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Sequence

import numpy as np

from ...db import connect, transaction
from ...errors import DuplicateNote, NoteNotFound, StoreUnavailable
from ...notes.backend import Scope, VectorSpace
from ...notes.model import MemoryCategory, MemoryNote, Source, content_hash
from ...settings import Settings
from . import keyword
from .ann_search import AnnSearch
from .checkpoints import BackgroundCheckpoints
from .resident import ResidentVectors
from .rows import (
    BODY_SQL, NOTE_COLUMNS, chunks, embedding_model_counts, fetch_note, fetch_twin, fetch_twins, insert_notes,
    list_filters, note_counts, row_to_note,
)
from .schema import apply_migrations
from .search_view import SqliteSearchView
from .vectors import VECTOR_DTYPE, of_model_sql, pack

log = logging.getLogger(__name__)

ANN_THRESHOLD = 50_000
"""Live vectors of the model from which search goes through the ANN index (AGENTIK_ANN_THRESHOLD)."""

MMAP_BYTES = 1 << 30
"""Read the file through mmap (up to 1 GiB): loading the vectors copies less."""

SET_VECTOR = (
    f"UPDATE memory_note SET embedding = ?, embedding_model = ?, embedding_dim = ? WHERE id = ? AND {BODY_SQL} = ?"
)
"""Stores a vector only while the note's search body (content + search_text) is what was embedded."""


class SqliteBackend:
    """The MemoryBackend protocol over SQLite (see agentik.notes.backend for the contract)."""

    serial_calls = True
    """Every call runs on one connection under one lock, one at a time (a search holds it while its
    query is embedded): a caller gains nothing by calling from several threads at once, so the HTTP
    server runs its reads on the event loop instead of handing them to its thread pool."""

    def __init__(self, path: Path | str, *, space: VectorSpace | None = None, durability: str = "normal",
                 ann_threshold: int = ANN_THRESHOLD) -> None:
        self.path = Path(path)
        self.space = space
        self._term_counts: dict = {}
        self._bulk_written = 0
        self._durability = durability
        self._checkpoints: BackgroundCheckpoints | None = None
        """Set inside `bulk`: the WAL is checkpointed by a thread, the keyword index merged at the end."""
        self._checkpoint_pages = 1000
        """PRAGMA wal_autocheckpoint outside `bulk` (SQLite's default; read again as `bulk` starts)."""
        self._lock = threading.RLock()
        conn = connect(self.path, durability=durability)
        try:
            conn.execute(f"PRAGMA mmap_size = {MMAP_BYTES}")
            self.schema_version = apply_migrations(conn)
            self._vectors = ResidentVectors(conn, model=space.model, dim=space.dim) if space is not None else None
            self.ann = (AnnSearch(self.path, model=space.model, dim=space.dim, threshold=ann_threshold)
                        if space is not None else None)
        except sqlite3.Error as exc:
            conn.close()
            raise StoreUnavailable(f"cannot use {self.path}: {exc}; is it an agentik database?") from None
        except BaseException:
            conn.close()
            raise
        self._conn: sqlite3.Connection | None = conn

    # -- plumbing ---------------------------------------------------------------------------

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        """The connection, under the lock; SQLite failures become StoreUnavailable."""
        with self._lock:
            if self._conn is None:
                raise self._closed()
            try:
                yield self._conn
            except sqlite3.Error as exc:
                raise self._failed(exc) from exc

    def _closed(self) -> StoreUnavailable:
        return StoreUnavailable(f"the memory store {self.path} is closed; open it again")

    def _failed(self, exc: sqlite3.Error) -> StoreUnavailable:
        return StoreUnavailable(f"{self.path}: {exc}")

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, under the lock."""
        with self._db() as conn:
            with transaction(conn):
                yield conn
            self._wrote()

    def _wrote(self) -> None:
        """After a committed write: the resident index and the ANN side read the logs before the next search."""
        if self._checkpoints is not None and not self._checkpoints.committed():
            self._checkpoint_here()  # its thread stopped (logged): this connection checkpoints again
        if self._vectors is not None:
            self._vectors.mark_dirty()
        if self.ann is not None:
            self.ann.mark_dirty()

    def __repr__(self) -> str:
        return f"<SqliteBackend {self.path}>"

    # -- rows in and out --------------------------------------------------------------------

    def twins(self, notes: Sequence[MemoryNote]) -> list[MemoryNote | None]:
        with self._db() as conn:
            return fetch_twins(conn, notes)

    def insert(self, notes: Sequence[MemoryNote], vectors: np.ndarray | None) -> list[tuple[MemoryNote, bool]]:
        if not notes:
            return []
        if vectors is None or self.space is None:
            blobs, model, dim = [b""] * len(notes), "", 0
        else:
            blobs, model, dim = [pack(vector) for vector in vectors], self.space.model, self.space.dim
        with self._write() as conn:
            written = insert_notes(conn, notes, blobs, model=model, dim=dim)
        if len(notes) > 1:  # bulk writes (import, save_many) leave many FTS5 segments behind
            self._bulk_written += len(notes)
            if self._checkpoints is None:  # inside `bulk`, merged once at its end
                self._merge_keyword_index()
        return written

    @contextmanager
    def bulk(self) -> Iterator[None]:
        """Many inserts in a row (an import): the WAL is checkpointed by a thread beside them
        (checkpoints.py) and the keyword index merged once at the end, not as they go (a 10K
        import into an empty store merged it at 4K and 8K notes: ~110 ms; once at 10K: ~65 ms).
        Each insert is still its own transaction. Nested: the outermost one counts."""
        with self._db() as conn:
            nested = self._checkpoints is not None
            if not nested:
                self._checkpoint_pages = conn.execute("PRAGMA wal_autocheckpoint").fetchone()[0]
                conn.execute("PRAGMA wal_autocheckpoint = 0")
                self._checkpoints = checkpoints = BackgroundCheckpoints(self.path, durability=self._durability)
        if nested:
            yield
            return
        failed = True
        try:
            yield
            failed = False
        finally:
            self._checkpoints = None
            try:
                if not failed:
                    self._merge_keyword_index()
            finally:
                checkpoints.close()
                self._checkpoint_here()

    def _checkpoint_here(self) -> None:
        """This connection checkpoints the WAL again, as it did before `bulk`."""
        with self._db() as conn:
            conn.execute(f"PRAGMA wal_autocheckpoint = {int(self._checkpoint_pages)}")

    def _merge_keyword_index(self) -> None:
        """Merge the FTS5 index's segments when the notes written in batches since the last merge
        call for it (`keyword.optimize_due`)."""
        if self._bulk_written >= keyword.OPTIMIZE_AFTER:
            with self._db() as conn:
                if keyword.optimize_due(conn, self._bulk_written):
                    keyword.optimize(conn)
                    self._bulk_written = 0

    def get(self, note_id: str) -> MemoryNote | None:
        with self._db() as conn:
            return fetch_note(conn, note_id)

    def select(self, *, category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
               limit: int, offset: int, superseded: bool | None = None) -> list[MemoryNote]:
        where, params = list_filters(category, conversation_id, archived, superseded)
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT {NOTE_COLUMNS} FROM memory_note{where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
                (*params, limit, offset),
            ).fetchall()
        return [row_to_note(row) for row in rows]

    def count(self, *, category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
              superseded: bool | None = None) -> int:
        where, params = list_filters(category, conversation_id, archived, superseded)
        with self._db() as conn:
            return conn.execute(f"SELECT COUNT(*) FROM memory_note{where}", params).fetchone()[0]

    def rewrite(self, note_id: str, *, content: str, category: MemoryCategory,
                vector: np.ndarray | None) -> MemoryNote:
        with self._db() as conn:
            current = fetch_note(conn, note_id)
            if current is None:
                raise NoteNotFound(note_id)
            sets = "content = ?, category = ?, content_hash = ?"
            params: list = [content, category.value, content_hash(category, content, current.conversation_id)]
            if content != current.content:
                blob, model, dim = ((pack(vector), self.space.model, self.space.dim)
                                    if vector is not None and self.space is not None else (b"", "", 0))
                sets += ", embedding = ?, embedding_model = ?, embedding_dim = ?"
                params += [blob, model, dim]
            try:
                with transaction(conn):
                    changed = conn.execute(f"UPDATE memory_note SET {sets} WHERE id = ?", (*params, note_id)).rowcount
            except sqlite3.IntegrityError:
                twin = fetch_twin(conn, current.with_(id="", content=content, category=category))
                raise DuplicateNote(twin.id if twin else "?") from None
            if not changed:
                raise NoteNotFound(note_id)
            self._wrote()
            return fetch_note(conn, note_id) or current.with_(content=content, category=category)

    def delete(self, note_id: str) -> bool:
        with self._write() as conn:
            return conn.execute("DELETE FROM memory_note WHERE id = ?", (note_id,)).rowcount > 0

    def archive(self, note_ids: Sequence[str], *, at: int) -> int:
        with self._write() as conn:
            return conn.executemany(
                "UPDATE memory_note SET archived_at = ? WHERE id = ? AND archived_at IS NULL",
                [(at, note_id) for note_id in note_ids],
            ).rowcount

    def unarchive(self, note_ids: Sequence[str]) -> int:
        changed = 0
        with self._write() as conn:
            for note_id in note_ids:
                try:
                    changed += conn.execute(
                        "UPDATE memory_note SET archived_at = NULL, valid_until = NULL, superseded_by = NULL "
                        "WHERE id = ? AND archived_at IS NOT NULL",
                        (note_id,),
                    ).rowcount
                except sqlite3.IntegrityError:
                    log.warning("note %s stays archived: a live note holds the same content", note_id)
        return changed

    def supersede(self, note_ids: Sequence[str], *, by: str, at: int) -> int:
        with self._write() as conn:
            return conn.executemany(
                "UPDATE memory_note SET archived_at = ?, valid_until = ?, superseded_by = ? "
                "WHERE id = ? AND archived_at IS NULL AND id != ?",
                [(at, at, by, note_id, by) for note_id in note_ids],
            ).rowcount

    def replaced_by(self, note_id: str) -> list[MemoryNote]:
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT {NOTE_COLUMNS} FROM memory_note WHERE superseded_by = ? ORDER BY valid_from, created_at, id",
                (note_id,),
            ).fetchall()
        return [row_to_note(row) for row in rows]

    def set_pinned(self, note_ids: Sequence[str], pinned: bool) -> int:
        with self._write() as conn:
            return conn.executemany(
                "UPDATE memory_note SET pinned = ? WHERE id = ? AND pinned != ?",
                [(int(pinned), note_id, int(pinned)) for note_id in note_ids],
            ).rowcount

    def bump(self, note_ids: Sequence[str], *, at: int) -> None:
        with self._write() as conn:
            conn.executemany(
                "UPDATE memory_note SET use_count = use_count + 1, last_used_at = ? WHERE id = ?",
                [(at, note_id) for note_id in note_ids],
            )

    def unused_since(self, before: int, *, limit: int) -> list[MemoryNote]:
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT {NOTE_COLUMNS} FROM memory_note INDEXED BY memory_note_unused_idx "
                "WHERE archived_at IS NULL AND use_count = 0 AND pinned = 0 AND last_used_at < ? "
                "AND source != ? ORDER BY last_used_at, id LIMIT ?",
                (before, Source.USER_EXPLICIT.value, limit),
            ).fetchall()
        return [row_to_note(row) for row in rows]

    # -- vectors ----------------------------------------------------------------------------

    def waiting_for_vectors(self, limit: int) -> list[tuple[str, str]]:
        with self._db() as conn:
            return conn.execute(
                f"SELECT id, {BODY_SQL} FROM memory_note WHERE embedding_model = '' LIMIT ?", (limit,)
            ).fetchall()

    def stale_vector_ids(self) -> list[str]:
        where, params = self._stale_filter()
        with self._db() as conn:
            return [row[0] for row in conn.execute(f"SELECT id FROM memory_note WHERE {where} ORDER BY rowid", params)]

    def texts(self, note_ids: Sequence[str]) -> list[tuple[str, str]]:
        found: list[tuple[str, str]] = []
        with self._db() as conn:
            for chunk in chunks(list(note_ids)):
                marks = ",".join("?" * len(chunk))
                found += conn.execute(f"SELECT id, {BODY_SQL} FROM memory_note WHERE id IN ({marks})",
                                      chunk).fetchall()
        return found

    def store_vectors(self, rows: Sequence[tuple[str, str]], vectors: np.ndarray) -> int:
        if self.space is None or not rows:
            return 0
        params = [(pack(vector), self.space.model, self.space.dim, note_id, content)
                  for (note_id, content), vector in zip(rows, vectors)]
        with self._write() as conn:
            return conn.executemany(SET_VECTOR, params).rowcount

    def vectors(self, note_ids: Sequence[str]) -> dict[str, np.ndarray]:
        if self.space is None:
            return {}
        model, dim = self.space.model, self.space.dim
        found: dict[str, np.ndarray] = {}
        with self._db() as conn:
            for chunk in chunks(list(note_ids)):
                marks = ",".join("?" * len(chunk))
                # by the primary key: a condition on embedding_model would walk that index instead
                for note_id, row_model, row_dim, blob in conn.execute(
                    f"SELECT id, embedding_model, embedding_dim, embedding FROM memory_note WHERE id IN ({marks})",
                    chunk,
                ):
                    if row_model == model and row_dim == dim and len(blob) == dim * VECTOR_DTYPE.itemsize:
                        found[note_id] = np.frombuffer(blob, dtype=VECTOR_DTYPE)
        return found

    def _stale_filter(self) -> tuple[str, tuple]:
        if self.space is None:
            return "embedding_model = ''", ()
        of_model, params = of_model_sql(self.space.model, self.space.dim)
        return f"NOT ({of_model})", params

    # -- search -----------------------------------------------------------------------------

    def searching(self, scope: Scope) -> _Searching:
        return _Searching(self, scope)

    def preload(self) -> None:
        """Load the resident vectors now; one-shot commands (`show`, `list`, `delete`) never read them.
        It also marks this process as long-running: past AGENTIK_ANN_THRESHOLD it builds the ANN
        index in the background when the index is missing or stale."""
        if self.ann is not None:
            self.ann.builds_in_background = True
        if self._vectors is not None:
            with self._db() as conn:
                if self.ann is None or not self.ann.serving(conn, self._vectors):  # the ANN index needs no load
                    self._vectors.refresh()
                    if self.ann is not None:
                        self.ann.after_exact_refresh(self._vectors)

    def stats(self) -> dict:
        """Counts by category and state, embedding models, what waits for a vector, where it lives.
        `resident_vectors` counts the live notes search compares by vector, without loading them."""
        stale, params = self._stale_filter()
        with self._db() as conn:
            resident = 0
            if self.space is not None:
                of_model, model_params = of_model_sql(self.space.model, self.space.dim)
                resident = conn.execute(
                    f"SELECT COUNT(*) FROM memory_note WHERE archived_at IS NULL AND {of_model}", model_params
                ).fetchone()[0]
            return {
                "backend": "sqlite",
                "path": str(self.path),
                "schema_version": self.schema_version,
                **note_counts(conn),
                "embedding_models": embedding_model_counts(conn),
                "waiting_for_embedding": conn.execute(f"SELECT COUNT(*) FROM memory_note WHERE {stale}",
                                                      params).fetchone()[0],
                "resident_vectors": resident,
            }

    def close(self) -> None:
        """Close the connection; further calls raise StoreUnavailable. Closing twice is harmless."""
        with self._lock:
            if self.ann is not None:
                self.ann.close()
            if self._conn is not None:
                self._conn.close()
                self._conn = None


def open_sqlite_backend(settings: Settings, space: VectorSpace | None) -> SqliteBackend:
    """The backend factory registered in agentik.backends: AGENTIK_HOME/agentik.db."""
    return SqliteBackend(settings.db_path, space=space, durability=settings.durability,
                         ann_threshold=settings.ann_threshold)


class _Searching:
    """`SqliteBackend.searching`: the view under the store's lock, as `_db` would hold it, without
    two generator-based context managers (with cold caches they cost ~0.03 ms of a ~0.8 ms index
    search at 100K notes)."""

    __slots__ = ("backend", "scope")

    def __init__(self, backend: SqliteBackend, scope: Scope) -> None:
        self.backend = backend
        self.scope = scope

    def __enter__(self) -> SqliteSearchView:
        backend = self.backend
        backend._lock.acquire()
        try:
            if backend._conn is None:
                raise backend._closed()
            return SqliteSearchView(backend._conn, backend._vectors, self.scope, backend._term_counts, ann=backend.ann)
        except sqlite3.Error as exc:
            backend._lock.release()
            raise backend._failed(exc) from exc
        except BaseException:
            backend._lock.release()
            raise

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, traceback: object) -> bool:
        try:
            if isinstance(exc, sqlite3.Error):
                raise self.backend._failed(exc) from exc
        finally:
            self.backend._lock.release()
        return False
