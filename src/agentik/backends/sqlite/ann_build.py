"""Building the ANN index from agentik.db, on a thread of its own, while searches stay exact.

A build opens its own read connection (WAL: it never blocks the store's writers) and, all in one
snapshot: reads the change-log position, fits the codes (``ann_codes.py``) on a sample of up to
SAMPLE random live vectors of the model, reads every live vector once for its graph code (kept:
256 bytes a note, 256 MB at 1M notes, for the build's duration) and rowid, picks the order to add
them in (``ann_order``: near codes one after another, so a walk reads near memory), then reads the
notes again by rowid in that order, chunk by chunk (the float32 vectors are never all in memory at
once): each one's vector, rowid, id and use figures go to the rows file (``ann_rows``: the vector
as an int16 code of all its dimensions) and its graph code to a fresh usearch HNSW index, under its
position in the rows file as its key. It saves them with ``ann_files.save``: temporary files,
``os.replace``, then the pointer.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path

import numpy as np
from usearch.index import Index

from . import ann_files
from .ann_codes import SAMPLE, Codes
from .ann_order import locality_order
from .ann_rows import RowsWriter
from .rows import chunks
from .vectors import VECTOR_DTYPE, of_model_sql

log = logging.getLogger(__name__)

CONNECTIVITY = 32
"""HNSW graph degree (usearch's default is 16). At 100K notes (bench/ann.py's vectors, usearch alone,
n + 16 candidates rescored exactly) degree 32 reaches recall@10 0.961 computing 3,076 code
distances a search where degree 16 reached 0.953 with 2,827 and 0.964 with 3,635: more recall for
the same walk, for a 1.5× larger file (40 MB against 26 MB) and a build of 1.2–1.5× the CPU."""

EXPANSION_ADD = 256
"""Candidate list size while linking a new node. 128 until stop 27; with 256-dim codes, 256: at
100K (usearch alone, 999 questions) recall@10 0.984 with a search list of 128 at degree 32; at
300K (600 questions) degree 16 needs a list of 256 for the 0.979 degree 32 reaches with 128. A
build costs ~2.5× the CPU of the 128-dim codes at 128 (100K: 53 s against 19 s); 128-dim codes
added at 512 bought only 0.003–0.005 of recall at 100K. Since stop 28 (``ann_order``: near codes
added one after another) a build costs about a third of that: 100K 28 s wall / 31 s CPU, 1M 368 / 416 s."""

BUILD_CHUNK = 8192
"""Rows read and added per step."""

BUILD_THREADS = 2
"""usearch threads while adding (0 would take every core)…"""

ONE_THREAD_BELOW = 20_000
"""…but one for a smaller index: two threads add near codes (`ann_order` puts them next to each
other) at once, each before the other is linked, so the graph comes out a little different each
time, now and then with a poorly linked corner (a 2,000-note test index: recall@10 0.9925–0.9975 in
most builds, 0.97 in one build in CI and one in ~100 here). One thread builds the same graph each time; under
20K notes it takes a few seconds at most."""

RETRY_S = 60.0
"""After a failed build, the next one waits this long (a disk that is full stays full a while)."""


def new_index(dims: int) -> Index:
    """An empty index of int8 codes of `dims` dimensions (``ann_codes.Codes``), squared Euclidean.
    Codes are given as int8 arrays: usearch stores them as they are (fed float32 it would make
    its own, see ann_codes)."""
    return Index(ndim=dims, metric="l2sq", dtype="i8", connectivity=CONNECTIVITY, expansion_add=EXPANSION_ADD)


def build(db_path: Path, *, model: str, dim: int) -> ann_files.AnnMeta:
    """Read the model's live vectors from `db_path`, build the index and save it as current."""
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True, check_same_thread=False)
    writer = None
    try:
        conn.execute("BEGIN")
        seq, use_seq = conn.execute("SELECT (SELECT COALESCE(MAX(seq), 0) FROM memory_note_change), "
                                    "(SELECT COALESCE(MAX(seq), 0) FROM memory_note_use)").fetchone()
        token = ann_files.new_token(seq)
        codes = Codes.fit(sample(conn, model, dim))
        coded, rowids = graph_codes(conn, codes, model, dim)
        order = locality_order(coded)
        writer = RowsWriter(ann_files.rows_path(db_path, token), codes.mean)
        index = new_index(codes.dims)
        threads = BUILD_THREADS if len(order) >= ONE_THREAD_BELOW else 1
        for start in range(0, len(order), BUILD_CHUNK):  # the rows file and the graph in that order
            chosen = order[start : start + BUILD_CHUNK]
            wanted = rowids[chosen].tolist()
            ids, last_used, uses, blobs = zip(*_rows_by_rowid(conn, wanted))
            vectors = np.frombuffer(b"".join(blobs), dtype=VECTOR_DTYPE).reshape(-1, dim)
            writer.add(wanted, ids, last_used, uses, vectors)
            index.add(np.arange(start, start + len(chosen), dtype=np.uint64), coded[chosen], threads=threads)
        conn.execute("COMMIT")
        writer.finish()
        del coded
    except BaseException:
        if writer is not None:
            writer.abandon()
        raise
    finally:
        conn.close()
    return ann_files.save(db_path, index, codes, token=token, model=model, dim=dim, seq=seq, use_seq=use_seq)


def graph_codes(conn: sqlite3.Connection, codes: Codes, model: str, dim: int) -> tuple[np.ndarray, np.ndarray]:
    """The graph code (int8) and rowid of every live vector of the model, read chunk by chunk."""
    low, high = conn.execute("SELECT MIN(rowid), MAX(rowid) FROM memory_note").fetchone()
    # at most one note a rowid; pages past the live notes' are never touched (nor resident)
    capacity = 0 if low is None else high - low + 1
    coded = np.empty((capacity, codes.dims), dtype=np.int8)
    rowids = np.empty(capacity, dtype=np.int64)
    count = 0
    of_model, params = of_model_sql(model, dim)
    rows = conn.execute(f"SELECT rowid, embedding FROM memory_note WHERE archived_at IS NULL AND {of_model}", params)
    while chunk := rows.fetchmany(BUILD_CHUNK):
        chunk_rowids, blobs = zip(*chunk)
        vectors = np.frombuffer(b"".join(blobs), dtype=VECTOR_DTYPE).reshape(-1, dim)
        coded[count : count + len(chunk)] = codes.encode(vectors)
        rowids[count : count + len(chunk)] = chunk_rowids
        count += len(chunk)
    return coded[:count], rowids[:count]


def _rows_by_rowid(conn: sqlite3.Connection, rowids: list[int]) -> list[tuple[str, int, int, bytes]]:
    """(id, last_used_at, use_count, embedding) of the notes at `rowids`, in that order (all exist:
    read in the snapshot that listed them)."""
    found: dict[int, tuple[str, int, int, bytes]] = {}
    for chunk in chunks(rowids):
        for rowid, *row in conn.execute("SELECT rowid, id, last_used_at, use_count, embedding FROM memory_note "
                                        f"WHERE rowid IN ({','.join('?' * len(chunk))})", chunk):
            found[rowid] = tuple(row)
    return [found[rowid] for rowid in rowids]


def sample(conn: sqlite3.Connection, model: str, dim: int, *, size: int = SAMPLE, seed: int = 0) -> np.ndarray:
    """Up to `size` live vectors of the model, drawn at random by rowid (point lookups: no scan of
    a large table); every one of them when the rowids span no more than three times `size`."""
    low, high = conn.execute("SELECT MIN(rowid), MAX(rowid) FROM memory_note").fetchone()
    if low is None:
        return np.zeros((0, dim), dtype=np.float32)
    if high - low < 3 * size:
        rowids = list(range(low, high + 1))
    else:
        rng = np.random.default_rng(seed)  # shuffled: the loop below may stop early
        rowids = rng.permutation(np.unique(rng.integers(low, high + 1, 3 * size))).tolist()
    of_model, params = of_model_sql(model, dim)
    blobs: list[bytes] = []
    for chunk in chunks(rowids):
        blobs.extend(blob for (blob,) in conn.execute(
            f"SELECT embedding FROM memory_note WHERE rowid IN ({','.join('?' * len(chunk))}) "
            f"AND archived_at IS NULL AND {of_model}", (*chunk, *params)))
        if len(blobs) >= size:
            break
    return np.frombuffer(b"".join(blobs[:size]), dtype=VECTOR_DTYPE).reshape(-1, dim)


class BackgroundBuild:
    """At most one build at a time per store, on a daemon thread; `done` tells when it ended."""

    def __init__(self, db_path: Path, *, model: str, dim: int) -> None:
        self.db_path = db_path
        self.model = model
        self.dim = dim
        self._thread: threading.Thread | None = None
        self.builds = 0
        """Builds finished (for stats and tests)."""
        self.error: BaseException | None = None
        self._failed_at = -RETRY_S

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self) -> bool:
        """Start a build unless one runs; True when one was started."""
        if self.running or time.monotonic() - self._failed_at < RETRY_S:
            return False
        self._thread = threading.Thread(target=self._run, name="agentik-ann-build", daemon=True)
        self._thread.start()
        return True

    def wait(self, timeout: float | None = None) -> None:
        """Block until the running build (if any) ended (tests, benchmarks, close)."""
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        try:
            build(self.db_path, model=self.model, dim=self.dim)
            self.builds += 1
            self.error = None
        except Exception as exc:  # the thread's only report: search stays exact, the next check retries
            self.error = exc
            self._failed_at = time.monotonic()
            log.warning("building the ANN index of %s failed: %s", self.db_path, exc)
