"""An in-RAM LRU cache in front of any Embedder (the seed's cache of 256 texts).

`CachedEmbedder(inner)` is itself an Embedder with the inner one's `name` and `dim`. It keys
vectors by (kind, text), because e5-style models embed a query and a passage differently, and
sends only the misses of a batch to the inner model, in one call. A prefetch that repeats the
turn's query, or a search after a save of the same words, then costs no model call at all.

Cached rows are read-only arrays; every call returns a fresh (n, dim) array, so callers may
modify what they get. Thread-safe: the lock guards the table, not the inner call.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Sequence

import numpy as np

from ..errors import EmbeddingUnavailable
from .base import Embedder, Kind

DEFAULT_CACHE_SIZE = 256


MAX_CACHED_CHARS = 8192
"""Texts longer than this (a note holds at most 4,000 characters) are embedded but not remembered:
256 cached 1 MB queries would hold 256 MB of text."""


class CacheLayer(Embedder):
    """What a cache in front of an Embedder is: it has `inner`'s name and dim, answers the texts it
    holds (`_held`), asks `inner` for the rest, each distinct text once and in one call (`embedded`),
    and keeps what came back (`_keep`). hits: texts of a batch the cache answered; misses: distinct
    texts the model was asked for. Every call returns a fresh (n, dim) float32 array."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.hits = 0
        self.misses = 0
        self._lock = threading.Lock()

    @property
    def name(self) -> str:  # type: ignore[override]
        return self.inner.name

    @property
    def dim(self) -> int:  # type: ignore[override]
        return self.inner.dim

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        texts = list(texts)
        if not texts:
            return self.inner.embed_batch(texts, kind=kind)
        held = self._held(kind, list(dict.fromkeys(texts)))
        missing = [text for text in dict.fromkeys(texts) if text not in held]
        with self._lock:
            self.hits += sum(text in held for text in texts)
            self.misses += len(missing)
        if missing:
            fresh = dict(zip(missing, np.asarray(embedded(self.inner, missing, kind), dtype=np.float32)))
            self._keep(kind, fresh)
            held.update(fresh)
        return np.stack([held[text] for text in texts]).astype(np.float32, copy=True)

    def close(self) -> None:
        self.inner.close()

    def _held(self, kind: Kind, texts: list[str]) -> dict[str, np.ndarray]:
        """The vectors the cache holds of these distinct texts, by text."""
        raise NotImplementedError

    def _keep(self, kind: Kind, fresh: dict[str, np.ndarray]) -> None:
        """Remember the model's vectors of `fresh`'s texts."""
        raise NotImplementedError


class CachedEmbedder(CacheLayer):
    """`inner` behind an LRU cache of `maxsize` texts, keyed by (kind, text)."""

    def __init__(self, inner: Embedder, *, maxsize: int = DEFAULT_CACHE_SIZE) -> None:
        if maxsize < 1:
            raise ValueError("maxsize must be 1 or more")
        super().__init__(inner)
        self.maxsize = maxsize
        self._table: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()

    def __len__(self) -> int:
        return len(self._table)

    def clear(self) -> None:
        """Forget every cached vector (the counters stay)."""
        with self._lock:
            self._table.clear()

    def _held(self, kind: Kind, texts: list[str]) -> dict[str, np.ndarray]:
        held: dict[str, np.ndarray] = {}
        with self._lock:
            for text in texts:
                row = self._table.get((kind, text)) if len(text) <= MAX_CACHED_CHARS else None
                if row is not None:
                    self._table.move_to_end((kind, text))
                    held[text] = row
        return held

    def _keep(self, kind: Kind, fresh: dict[str, np.ndarray]) -> None:
        with self._lock:
            for text, vector in fresh.items():
                if len(text) > MAX_CACHED_CHARS:  # a huge query would pin its whole text in memory
                    continue
                row = np.array(vector, dtype=np.float32)
                row.setflags(write=False)
                self._table[(kind, text)] = row
                self._table.move_to_end((kind, text))
            while len(self._table) > self.maxsize:
                self._table.popitem(last=False)

    def __repr__(self) -> str:
        return f"<CachedEmbedder {self.inner!r} {len(self._table)}/{self.maxsize}>"


def embedded(inner: Embedder, texts: list[str], kind: Kind) -> np.ndarray:
    """`inner`'s vectors of `texts` (the misses of a cache), one per text: a model that answers with
    another count is an EmbeddingUnavailable, never a silent mismatch of texts and vectors."""
    vectors = inner.embed_batch(texts, kind=kind)
    if len(vectors) != len(texts):
        raise EmbeddingUnavailable(f"{inner.name} returned {len(vectors)} vectors for {len(texts)} texts")
    return vectors


def cached(embedder: Embedder, *, maxsize: int = DEFAULT_CACHE_SIZE) -> CachedEmbedder:
    """`embedder` behind an LRU cache; an already cached one is returned as it is."""
    if isinstance(embedder, CachedEmbedder):
        return embedder
    return CachedEmbedder(embedder, maxsize=maxsize)
