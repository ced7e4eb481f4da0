"""Giving notes their vectors: at save time, after an outage (catch-up), and on a model change (reindex).

A save never fails because embeddings are down: `embed_passages` turns EmbeddingError (down, or garbage) into
None (with a warning) and the note is stored with an empty vector (``embedding_model = ''``). Such
notes are found by keyword meanwhile, and get their vector

- automatically, ``CATCH_UP_BATCH`` at a time, after the next save whose embedding works
  (`embed_pending`), or
- all at once with `reindex` (``agentik memory reindex``), which also re-embeds the rows of another
  model or dimension.

Vectors are written with ``WHERE content = ?``, so a note edited meanwhile is not given the vector
of its old text.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from typing import Callable, Sequence

import numpy as np

from ...db import transaction
from ...embedding.base import Embedder, checked_vectors
from ...errors import EmbeddingError
from .vectors import of_model_sql, pack

log = logging.getLogger(__name__)

CATCH_UP_BATCH = 16
"""Notes left without a vector that one successful save embeds on the side."""

REINDEX_BATCH = 64
"""Notes per embed_batch call in reindex."""

SET_VECTOR = (
    "UPDATE memory_note SET embedding = ?, embedding_model = ?, embedding_dim = ? WHERE id = ? AND content = ?"
)


def embed_passages(embedder: Embedder | None, texts: Sequence[str]) -> np.ndarray | None:
    """Vectors of `texts` as a (n, dim) float32 matrix, or None when there is no embedder or it is down."""
    if embedder is None or not texts:
        return None
    try:
        return checked_vectors(embedder, embedder.embed_batch(list(texts), kind="passage"), len(texts))
    except EmbeddingError as exc:  # down, or answering garbage: the notes wait for a vector
        log.warning("embeddings unavailable; %d note(s) stored without a vector, to be embedded later: %s",
                    len(texts), exc)
        return None


def passage_blobs(embedder: Embedder | None, texts: Sequence[str]) -> tuple[list[bytes], str, int]:
    """What to store for `texts`: packed vectors with (embedding_model, embedding_dim), or empty blobs
    with ("", 0) — waiting for a vector — when there is no embedder or it is down."""
    vectors = embed_passages(embedder, texts)
    if vectors is None or embedder is None:
        return [b""] * len(texts), "", 0
    return [pack(vector) for vector in vectors], embedder.name, embedder.dim


def _stale_filter(embedder: Embedder) -> tuple[str, tuple]:
    of_model, params = of_model_sql(embedder.name, embedder.dim)
    return f"NOT ({of_model})", params


def embed_pending(conn: sqlite3.Connection, lock: threading.RLock, embedder: Embedder, *, limit: int) -> int:
    """Embed up to `limit` notes that were stored without a vector; returns how many got one.

    Called after a save whose embedding worked, so it is a cheap no-op when nothing waits. An
    outage here is logged and left for later: the save that triggered it has already succeeded.
    """
    with lock:
        rows = conn.execute(
            "SELECT id, content FROM memory_note WHERE embedding_model = '' LIMIT ?", (limit,)
        ).fetchall()
    if not rows:
        return 0
    vectors = embed_passages(embedder, [content for _, content in rows])
    if vectors is None:
        return 0
    return _store_vectors(conn, lock, embedder, rows, vectors)


def count_stale(conn: sqlite3.Connection, embedder: Embedder | None) -> int:
    """Notes without a vector of the current embedder (all of them waiting, when there is none)."""
    if embedder is None:
        return conn.execute("SELECT COUNT(*) FROM memory_note WHERE embedding_model = ''").fetchone()[0]
    where, params = _stale_filter(embedder)
    return conn.execute(f"SELECT COUNT(*) FROM memory_note WHERE {where}", params).fetchone()[0]


def count_of_model(conn: sqlite3.Connection, embedder: Embedder | None) -> int:
    """How many live notes hold a vector of `embedder`'s model (0 without one)."""
    if embedder is None:
        return 0
    of_model, params = of_model_sql(embedder.name, embedder.dim)
    return conn.execute(f"SELECT COUNT(*) FROM memory_note WHERE archived_at IS NULL AND {of_model}", params).fetchone()[0]


def reindex(
    conn: sqlite3.Connection,
    lock: threading.RLock,
    embedder: Embedder,
    *,
    progress: Callable[[int, int], None] | None = None,
) -> int:
    """Embed every note whose vector is missing or of another model; returns how many were embedded.

    Each batch commits on its own, so an outage midway (EmbeddingUnavailable, raised) keeps the
    batches already done; running it again continues where it stopped.
    """
    where, params = _stale_filter(embedder)
    with lock:
        ids = [row[0] for row in conn.execute(f"SELECT id FROM memory_note WHERE {where} ORDER BY rowid", params)]
    total, done, embedded = len(ids), 0, 0
    if progress:
        progress(0, total)
    for start in range(0, total, REINDEX_BATCH):
        chunk = ids[start : start + REINDEX_BATCH]
        marks = ",".join("?" * len(chunk))
        with lock:
            rows = conn.execute(f"SELECT id, content FROM memory_note WHERE id IN ({marks})", chunk).fetchall()
        if rows:
            vectors = checked_vectors(embedder, embedder.embed_batch([c for _, c in rows], kind="passage"), len(rows))
            embedded += _store_vectors(conn, lock, embedder, rows, vectors)
        done += len(chunk)
        if progress:
            progress(done, total)
    return embedded


def _store_vectors(
    conn: sqlite3.Connection, lock: threading.RLock, embedder: Embedder, rows: Sequence, vectors: np.ndarray
) -> int:
    params = [(pack(vector), embedder.name, embedder.dim, note_id, content)
              for (note_id, content), vector in zip(rows, vectors)]
    with lock, transaction(conn):
        return conn.executemany(SET_VECTOR, params).rowcount
