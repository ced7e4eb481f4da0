"""SqliteMemoryStore: the default memory backend, in the ``memory_note`` table of agentik.db.

Writes run one transaction each (WAL, so readers never wait). Search fuses two lists:

- vectors: brute-force cosine over the resident matrix (``resident.py``, ``vectors.py``), which
  follows this process's writes and, through ``PRAGMA data_version`` and a change log, other
  processes' writes, without a restart;
- keywords: the FTS5 trigram index (``keyword.py``), so exact identifiers are always found;

then ``agentik.memory.ranking.fuse_and_rerank`` (reciprocal-rank fusion × recency × use) orders them.

Without an embedder (AGENTIK_MEMORY_BACKEND=none) search is keyword only; when the query cannot be
embedded (EmbeddingUnavailable) that search falls back to keywords with a warning. A save whose
embedding fails is stored anyway and embedded later (see ``embedding_jobs.py``).

One connection serves every thread; a re-entrant lock serialises its use, so the agent's
background review thread can share the store with the chat loop.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterable, Iterator, Sequence

import numpy as np

from ...db import connect, transaction
from ...embedding.base import Embedder, checked_vectors
from ...errors import EmbeddingError, EmbeddingUnavailable, InvalidInput, NoteNotFound, StoreUnavailable
from ...memory.intake import check_paging, check_query, imported_notes, new_notes, prepare
from ...memory.model import MemoryCategory, MemoryNote, SearchHit, Source, now_ms
from ...memory.query_terms import DocCounter, fts5_doc_counter, fts_match_expression
from ...memory.ranking import RankingWeights
from ...memory.store import ProgressCallback
from ...settings import Settings
from . import embedding_jobs, keyword
from .hybrid import HybridSearch
from .resident import ResidentVectors
from .rows import (
    NOTE_COLUMNS, embedding_model_counts, fetch_note, fetch_twin, fetch_twins, id_list, insert_notes, list_filters,
    note_counts, row_to_note,
)
from .schema import apply_migrations

log = logging.getLogger(__name__)

SAVE_BATCH = 256
"""Notes per embed_batch call and per transaction in save_many/add_many."""

TERM_COUNT_CACHE = 4096
"""Most (term, limit) document counts remembered between searches."""

MMAP_BYTES = 1 << 30
"""Read the file through mmap (up to 1 GiB): loading the vectors copies less."""


class SqliteMemoryStore:
    """The MemoryStore protocol over SQLite (see agentik.memory.store for the contract)."""

    def __init__(
        self,
        path: Path | str,
        *,
        embedder: Embedder | None = None,
        weights: RankingWeights | None = None,
    ) -> None:
        self.path = Path(path)
        self.embedder = _usable(embedder)
        self._search = HybridSearch(weights or RankingWeights())
        self._term_counts: dict = {}
        self._bulk_written = 0
        self._lock = threading.RLock()
        conn = connect(self.path)
        try:
            conn.execute(f"PRAGMA mmap_size = {MMAP_BYTES}")
            self.schema_version = apply_migrations(conn)
            self._vectors = (
                ResidentVectors(conn, model=self.embedder.name, dim=self.embedder.dim)
                if self.embedder is not None else None
            )
        except sqlite3.Error as exc:
            conn.close()
            raise StoreUnavailable(f"cannot use {self.path}: {exc}; is it an agentik database?") from None
        except BaseException:
            conn.close()
            raise
        self._conn: sqlite3.Connection | None = conn

    @property
    def weights(self) -> RankingWeights:
        """The rerank's knobs (agentik.memory.ranking); assign new ones to retune a live store."""
        return self._search.weights

    @weights.setter
    def weights(self, value: RankingWeights) -> None:
        self._search.weights = value

    # -- plumbing ---------------------------------------------------------------------------

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        """The connection, under the lock; SQLite failures become StoreUnavailable."""
        with self._lock:
            if self._conn is None:
                raise StoreUnavailable(f"the memory store {self.path} is closed; open it again")
            try:
                yield self._conn
            except sqlite3.Error as exc:
                raise StoreUnavailable(f"{self.path}: {exc}") from exc

    @contextmanager
    def _unlocked_db(self) -> Iterator[sqlite3.Connection]:
        """The connection without holding the lock, for jobs that embed between their own locked
        steps (embedding can take seconds; other threads must not wait for it)."""
        with self._lock:
            conn = self._conn
        if conn is None:
            raise StoreUnavailable(f"the memory store {self.path} is closed; open it again")
        try:
            yield conn
        except sqlite3.Error as exc:
            raise StoreUnavailable(f"{self.path}: {exc}") from exc

    def _wrote(self) -> None:
        """After a committed write: the resident index applies the logs before the next search.
        The caller holds the lock."""
        if self._vectors is not None:
            self._vectors.mark_dirty()

    def __enter__(self) -> "SqliteMemoryStore":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<SqliteMemoryStore {self.path} embedder={self.embedder!r}>"

    # -- writes -----------------------------------------------------------------------------

    def save(
        self,
        content: str,
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
    ) -> MemoryNote:
        """Store a new fact and return it; an exact duplicate of a live note returns that note."""
        return self.save_many([content], category, conversation_id=conversation_id, source=source)[0]

    def save_many(
        self,
        contents: Sequence[str],
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
    ) -> list[MemoryNote]:
        """`save` for many texts of one category and scope: one embed_batch call and one transaction
        per SAVE_BATCH notes. Every text is validated and guarded before anything is written."""
        notes = new_notes(contents, category, conversation_id, source)
        return [note for note, _ in self._insert(notes)]

    def add(self, note: MemoryNote) -> tuple[MemoryNote, bool]:
        """Store a complete note as given (import); (existing, False) for the same id or a live duplicate."""
        return self.add_many([note])[0]

    def add_many(
        self, notes: Sequence[MemoryNote], *, progress: ProgressCallback | None = None
    ) -> list[tuple[MemoryNote, bool]]:
        """`add` for many notes, batched like save_many; progress(done, total) after each batch."""
        return self._insert(imported_notes(notes), progress=progress)

    def _insert(
        self, notes: Sequence[MemoryNote], *, progress: ProgressCallback | None = None
    ) -> list[tuple[MemoryNote, bool]]:
        results: list[tuple[MemoryNote, bool]] = []
        embedded_any = False
        for start in range(0, len(notes), SAVE_BATCH):
            batch = notes[start : start + SAVE_BATCH]
            with self._db() as conn:
                twins = fetch_twins(conn, batch)
            fresh = [note for note, twin in zip(batch, twins) if twin is None]
            blobs, model, dim = embedding_jobs.passage_blobs(self.embedder, [note.content for note in fresh])
            embedded_any = embedded_any or bool(model)
            with self._db() as conn:
                with transaction(conn):
                    written = iter(insert_notes(conn, fresh, blobs, model=model, dim=dim))
                self._wrote()
            results += [(twin, False) if twin is not None else next(written) for twin in twins]
            if progress:
                progress(len(results), len(notes))
        if len(notes) > 1:  # bulk writes (import, save_many) leave many FTS5 segments behind
            self._bulk_written += len(notes)
            if self._bulk_written >= keyword.OPTIMIZE_AFTER:
                with self._db() as conn:
                    keyword.optimize(conn)
                self._bulk_written = 0
        if embedded_any and self.embedder is not None:
            self._catch_up()
        return results

    def _catch_up(self) -> None:
        """Embed a few notes still waiting for a vector. The save before it has committed, so a
        failure here is logged and left for the next save or `reindex`, never reported as the save's."""
        assert self.embedder is not None
        try:
            with self._unlocked_db() as conn:
                done = embedding_jobs.embed_pending(conn, self._lock, self.embedder,
                                                    limit=embedding_jobs.CATCH_UP_BATCH)
            if done:
                with self._lock:
                    self._wrote()
        except (EmbeddingError, StoreUnavailable) as exc:
            log.warning("catching up on notes waiting for a vector failed; left for later: %s", exc)

    def update(
        self,
        note_id: str,
        *,
        content: str | None = None,
        category: MemoryCategory | str | None = None,
    ) -> MemoryNote:
        """Edit a note's text and/or category (re-guarded, re-embedded); returns the new note."""
        current = self.get(note_id)
        new_category = MemoryCategory.parse(category) if category is not None else current.category
        new_content = current.content
        if content is not None:
            new_content, new_category, _, _ = prepare(content, new_category, current.conversation_id, current.source)
        changed = current.with_(content=new_content, category=new_category)
        if changed == current:
            return current
        sets = "content = ?, category = ?, content_hash = ?"
        params: list = [changed.content, changed.category.value, changed.hash]
        if changed.content != current.content:
            blobs, model, dim = embedding_jobs.passage_blobs(self.embedder, [changed.content])
            changed = changed.with_(embedding_model=model, embedding_dim=dim)
            sets += ", embedding = ?, embedding_model = ?, embedding_dim = ?"
            params += [blobs[0], model, dim]
        with self._db() as conn:
            try:
                with transaction(conn):
                    cursor = conn.execute(f"UPDATE memory_note SET {sets} WHERE id = ?", (*params, note_id))
            except sqlite3.IntegrityError:
                twin = fetch_twin(conn, changed.with_(id=""))
                raise InvalidInput(
                    f"note {twin.id if twin else '?'} already holds this content in this category and scope; "
                    "delete one of the two instead"
                ) from None
            if cursor.rowcount == 0:
                raise NoteNotFound(note_id)
            self._wrote()
            return fetch_note(conn, note_id) or changed

    def delete(self, note_id: str) -> None:
        """Remove a note for good; NoteNotFound if there is none."""
        with self._db() as conn:
            with transaction(conn):
                deleted = conn.execute("DELETE FROM memory_note WHERE id = ?", (note_id,)).rowcount
            if not deleted:
                raise NoteNotFound(note_id)
            self._wrote()

    def archive(self, note_ids: Sequence[str], *, at: int | None = None) -> int:
        """Hide notes from search and default listing; returns how many changed (missing ids: 0)."""
        when = now_ms() if at is None else int(at)
        ids = id_list(note_ids)
        with self._db() as conn:
            with transaction(conn):
                changed = conn.executemany(
                    "UPDATE memory_note SET archived_at = ? WHERE id = ? AND archived_at IS NULL",
                    [(when, note_id) for note_id in ids],
                ).rowcount
            self._wrote()
        return changed

    def unarchive(self, note_ids: Sequence[str]) -> int:
        """Bring archived notes back; returns how many changed.

        A note whose exact duplicate was saved again while it was archived stays archived (the
        live copy already holds the fact); that is logged as a warning and not counted.
        """
        changed = 0
        with self._db() as conn:
            with transaction(conn):
                for note_id in id_list(note_ids):
                    try:
                        changed += conn.execute(
                            "UPDATE memory_note SET archived_at = NULL WHERE id = ? AND archived_at IS NOT NULL",
                            (note_id,),
                        ).rowcount
                    except sqlite3.IntegrityError:
                        log.warning("note %s stays archived: a live note holds the same content", note_id)
            self._wrote()
        return changed

    def bump(self, note_ids: Iterable[str], *, at: int | None = None) -> None:
        """use_count += 1 and last_used_at = at (default now) for each id; unknown ids are skipped."""
        when = now_ms() if at is None else int(at)
        ids = id_list(note_ids)
        if not ids:
            return
        with self._db() as conn:
            with transaction(conn):
                conn.executemany(
                    "UPDATE memory_note SET use_count = use_count + 1, last_used_at = ? WHERE id = ?",
                    [(when, note_id) for note_id in ids],
                )
            self._wrote()

    def reindex(self, *, progress: ProgressCallback | None = None) -> int:
        """Embed every note whose vector is missing or of another model; returns how many were embedded.

        Without an embedder (keyword-only configuration) there is nothing to do: returns 0.
        Raises EmbeddingUnavailable when the model is down; batches done before stay done.
        """
        if self.embedder is None:
            return 0
        try:
            with self._unlocked_db() as conn:
                return embedding_jobs.reindex(conn, self._lock, self.embedder, progress=progress)
        finally:
            with self._lock:
                self._wrote()

    # -- reads ------------------------------------------------------------------------------

    def get(self, note_id: str) -> MemoryNote:
        """The note with this id (archived or not); NoteNotFound otherwise."""
        with self._db() as conn:
            note = fetch_note(conn, note_id)
        if note is None:
            raise NoteNotFound(note_id)
        return note

    def list(
        self,
        *,
        category: MemoryCategory | str | None = None,
        conversation_id: str | None = None,
        archived: bool | None = False,
        limit: int = 100,
        offset: int = 0,
    ) -> list[MemoryNote]:
        """Notes newest first, filtered by category, scope and archive state, paged."""
        check_paging(limit, offset)
        where, params = list_filters(category, conversation_id, archived)
        with self._db() as conn:
            rows = conn.execute(
                f"SELECT {NOTE_COLUMNS} FROM memory_note{where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?",
                (*params, limit, offset),
            ).fetchall()
        return [row_to_note(row) for row in rows]

    def count(
        self,
        *,
        category: MemoryCategory | str | None = None,
        conversation_id: str | None = None,
        archived: bool | None = False,
    ) -> int:
        """How many notes `list` would return without paging."""
        where, params = list_filters(category, conversation_id, archived)
        with self._db() as conn:
            return conn.execute(f"SELECT COUNT(*) FROM memory_note{where}", params).fetchone()[0]

    def search(
        self,
        query: str,
        k: int = 10,
        *,
        conversation_id: str | None = None,
        category: MemoryCategory | str | None = None,
    ) -> list[SearchHit]:
        """The k best live notes for the query, best first (global + this conversation's when
        conversation_id is given, every scope otherwise)."""
        check_query(query, k)
        wanted = MemoryCategory.parse(category).value if category is not None else None
        embed_query = (lambda: self._query_vector(query)) if self.embedder is not None else None
        with self._db() as conn:

            def match(keep_one: bool) -> str | None:
                # Words found in most notes carry almost no bm25 weight yet cost FTS5 a scoring pass
                # over every note holding them: they are dropped (keyword-only keeps its rarest word).
                count_docs, total = self._keyword_stats(conn)
                return fts_match_expression(query, count_docs=count_docs, total_docs=total, keep_one=keep_one)

            return self._search.run(conn, self._vectors, embed_query, match, k=k,
                                    conversation_id=conversation_id, category=wanted)

    def _keyword_stats(self, conn: sqlite3.Connection) -> tuple[DocCounter, int]:
        """How many notes hold a term (counting stops past a limit), and how many notes the keyword
        index holds (archived and not-yet-embedded ones too: the rows the counts count). Remembered
        until the notes' text changes — a conversation's questions share most of their words. Runs
        inside a search, after it refreshed the resident vectors (their change_seq keys the cache)."""
        count = fts5_doc_counter(conn, "memory_note_fts")
        if self._vectors is None:
            return count, conn.execute("SELECT COUNT(*) FROM memory_note").fetchone()[0]
        cache, seq = self._term_counts, self._vectors.change_seq
        if cache.get("seq") != seq or len(cache) > TERM_COUNT_CACHE:
            cache.clear()
            cache["seq"] = seq
            cache["total"] = conn.execute("SELECT COUNT(*) FROM memory_note").fetchone()[0]

        def cached(expression: str, limit: int) -> int:
            key = (expression, limit)
            if key not in cache:
                cache[key] = count(expression, limit)
            return cache[key]

        return cached, cache["total"]

    def _query_vector(self, query: str) -> np.ndarray | None:
        """The query's vector, or None when the model is down (search then goes by keyword only).
        Runs in the search helper thread: it must not take the store's lock."""
        try:
            return checked_vectors(self.embedder, self.embedder.embed_batch([query], kind="query"), 1)[0]
        except EmbeddingError as exc:
            log.warning("query embedding unavailable, searching by keyword only: %s", exc)
            return None

    def preload(self) -> None:
        """Load the resident vectors now (a long-lived process's first search would otherwise pay
        for it). One-shot commands skip it: `show`, `list`, `delete` never read the vectors."""
        if self._vectors is not None:
            with self._db():
                self._vectors.refresh()

    def stats(self) -> dict:
        """Counts by category and state, embedding models, what waits for a vector, where it lives.
        `resident_vectors` counts the live notes search compares by vector, without loading them."""
        with self._db() as conn:
            return {
                "backend": "sqlite",
                "path": str(self.path),
                "schema_version": self.schema_version,
                **note_counts(conn),
                "embedder": self.embedder.name if self.embedder is not None else None,
                "embedding_models": embedding_model_counts(conn),
                "waiting_for_embedding": embedding_jobs.count_stale(conn, self.embedder),
                "resident_vectors": embedding_jobs.count_of_model(conn, self.embedder),
            }

    def close(self) -> None:
        """Close the connection; further calls raise StoreUnavailable. Closing twice is harmless."""
        with self._lock:
            self._search.close()
            if self._conn is not None:
                self._conn.close()
                self._conn = None


def _usable(embedder: Embedder | None) -> Embedder | None:
    """The embedder, or None when its width cannot be known now (a remote model that must be asked,
    and is down): the store then works by keyword, and its notes are embedded by a later `reindex`."""
    if embedder is None:
        return None
    try:
        embedder.dim
    except EmbeddingUnavailable as exc:
        log.warning("embedding model %s unavailable (%s); searching by keyword only", embedder.name, exc)
        return None
    return embedder


def open_sqlite_store(settings: Settings, embedder: Embedder | None) -> SqliteMemoryStore:
    """The backend factory registered in agentik.backends: AGENTIK_HOME/agentik.db."""
    return SqliteMemoryStore(settings.db_path, embedder=embedder, weights=RankingWeights.from_settings(settings))
