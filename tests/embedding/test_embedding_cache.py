"""The LRU cache of 256 texts in front of any embedder: hits cost no call, the oldest is evicted first."""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pytest

from agentik.embedding import CachedEmbedder, Embedder, HashEmbedder, cached
from agentik.embedding.base import Kind
from agentik.errors import EmbeddingUnavailable


class CountingEmbedder(Embedder):
    """Records every text it is asked to embed; queries and passages get different vectors."""

    name = "fake/counting"
    dim = 8

    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []
        self.inner = HashEmbedder(dim=self.dim)

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        self.seen.extend((kind, text) for text in texts)
        out = self.inner.embed_batch([f"{kind} {text}" for text in texts])
        return out


def test_hits_cost_no_call_and_return_the_same_vector() -> None:
    counting = CountingEmbedder()
    embedder = CachedEmbedder(counting)
    first = embedder.embed_batch(["tea", "coffee"])
    again = embedder.embed_batch(["coffee", "tea"])
    assert counting.seen == [("passage", "tea"), ("passage", "coffee")]
    assert np.array_equal(again, first[::-1])
    assert (embedder.hits, embedder.misses) == (2, 2)


def test_only_misses_go_to_the_model_in_one_batch() -> None:
    counting = CountingEmbedder()
    embedder = CachedEmbedder(counting)
    embedder.embed_batch(["a"])
    out = embedder.embed_batch(["a", "b", "b", "c"])
    assert counting.seen == [("passage", "a"), ("passage", "b"), ("passage", "c")]
    assert out.shape == (4, 8) and np.array_equal(out[1], out[2])


def test_kind_is_part_of_the_key() -> None:
    counting = CountingEmbedder()
    embedder = CachedEmbedder(counting)
    query = embedder.embed("Berlin", kind="query")
    passage = embedder.embed("Berlin", kind="passage")
    assert not np.array_equal(query, passage)
    assert counting.seen == [("query", "Berlin"), ("passage", "Berlin")]


def test_evicts_the_least_recently_used_past_256() -> None:
    counting = CountingEmbedder()
    embedder = CachedEmbedder(counting)
    assert embedder.maxsize == 256
    texts = [f"note {i}" for i in range(256)]
    embedder.embed_batch(texts)
    embedder.embed("note 0")  # touch the oldest: it becomes the newest
    embedder.embed("note 256")  # one more: "note 1" is now the least recently used and goes
    assert len(embedder) == 256
    counting.seen.clear()
    embedder.embed_batch(["note 0", "note 2", "note 256"])
    assert counting.seen == []
    embedder.embed("note 1")
    assert counting.seen == [("passage", "note 1")]


def test_callers_cannot_corrupt_the_cache() -> None:
    embedder = CachedEmbedder(CountingEmbedder())
    vector = embedder.embed("tea")
    vector[:] = 0.0
    assert np.linalg.norm(embedder.embed("tea")) == pytest.approx(1.0)


def test_failures_are_not_cached_and_pass_through() -> None:
    fake = HashEmbedder()
    embedder = CachedEmbedder(fake)
    fake.available = False
    with pytest.raises(EmbeddingUnavailable):
        embedder.embed("tea")
    fake.available = True
    assert embedder.embed("tea").shape == (64,)
    assert len(embedder) == 1


def test_name_dim_and_wrapping_once() -> None:
    fake = HashEmbedder(dim=32)
    embedder = cached(fake, maxsize=4)
    assert (embedder.name, embedder.dim) == (fake.name, 32)
    assert cached(embedder) is embedder
    assert embedder.embed_batch([]).shape == (0, 32)
    with pytest.raises(ValueError):
        CachedEmbedder(fake, maxsize=0)


def test_huge_texts_are_embedded_but_not_remembered():
    from agentik.embedding.cache import MAX_CACHED_CHARS, CachedEmbedder
    from agentik.embedding.fake import HashEmbedder

    cache = CachedEmbedder(HashEmbedder())
    huge = "word " * (MAX_CACHED_CHARS // 2)
    assert cache.embed_batch([huge, "short"], kind="query").shape == (2, cache.dim)
    assert len(cache) == 1  # only "short": the huge text is not held in memory
