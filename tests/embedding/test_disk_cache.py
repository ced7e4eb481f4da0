"""The disk embedding cache in agentik.db: a re-import embeds nothing, LRU within the size limit,
kinds and models kept apart, an outage caches nothing."""

from __future__ import annotations

import json

import numpy as np
import pytest

from agentik.backends.sqlite.backend import SqliteBackend
from agentik.embedding.cache import CachedEmbedder
from agentik.embedding.disk_cache import DiskCachedEmbedder, cache_key, disk_cached
from agentik.embedding.fake import HashEmbedder
from agentik.errors import EmbeddingUnavailable
from agentik.memory.core import Memory
from agentik.memory.embedding_jobs import vector_space
from agentik.memory.transfer import import_notes


class Counting(HashEmbedder):
    """A HashEmbedder that counts the texts it embeds."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.texts = 0

    def embed_batch(self, texts, *, kind="passage"):
        self.texts += len(texts)
        return super().embed_batch(texts, kind=kind)


def export_file(path, count: int):
    path.write_text("".join(json.dumps({"id": f"id{i:05d}", "category": "world",
                                        "content": f"Fact number {i}: the build of module m{i} runs nightly"}) + "\n"
                            for i in range(count)), encoding="utf-8")
    return path


def import_into(db_path, cache_db, export, model: Counting) -> int:
    embedder = disk_cached(model, cache_db, limit_mb=64)
    before = model.texts
    with Memory(SqliteBackend(db_path, space=vector_space(embedder)), embedder=embedder) as store:
        report = import_notes(store, export)
        assert report.to_dict()["imported"] > 0
    embedder.close()
    return model.texts - before


@pytest.mark.parametrize("count", [300, pytest.param(10_000, marks=pytest.mark.slow)])
def test_reimporting_an_export_embeds_nothing(tmp_path, count):
    export = export_file(tmp_path / "memory.jsonl", count)
    model = Counting()
    cache_db = tmp_path / "agentik.db"
    assert import_into(tmp_path / "first.db", cache_db, export, model) == count
    assert import_into(tmp_path / "second.db", cache_db, export, model) == 0  # a fresh store, the same cache


def test_vectors_come_back_equal_and_misses_go_to_the_model_in_one_call(tmp_path):
    model = Counting()
    cache = DiskCachedEmbedder(model, tmp_path / "agentik.db", limit_mb=1)
    first = cache.embed_batch(["alpha beta", "gamma"])
    calls = model.calls
    again = cache.embed_batch(["gamma", "delta", "alpha beta", "delta"])
    assert model.calls == calls + 1 and model.texts == 3  # only "delta", once
    np.testing.assert_array_equal(again[[0, 2]], first[[1, 0]])
    np.testing.assert_array_equal(again[1], model.embed_batch(["delta"])[0])


def test_kinds_and_models_are_kept_apart(tmp_path):
    db = tmp_path / "agentik.db"
    model = Counting()
    cache = DiskCachedEmbedder(model, db, limit_mb=1)
    cache.embed_batch(["same text"], kind="passage")
    cache.embed_batch(["same text"], kind="query")
    assert model.texts == 2
    other = Counting(name="fake/other")
    DiskCachedEmbedder(other, db, limit_mb=1).embed_batch(["same text"])
    assert other.texts == 1


def test_least_recently_used_rows_go_past_the_limit(tmp_path):
    model = Counting(dim=64)
    cache = DiskCachedEmbedder(model, tmp_path / "agentik.db", limit_mb=1)
    cache.bump_after_us = 0  # every hit counts as a use (by default only one an hour after the last)
    limit = cache.limit_rows
    cache.embed_batch(["kept"])
    texts = [f"text {i}" for i in range(limit + 50)]
    for start in range(0, len(texts), 500):
        cache.embed_batch(texts[start : start + 500])
        before = model.texts
        cache.embed_batch(["kept"])  # used again: stays
        assert model.texts == before
    rows = cache._connection().execute("SELECT COUNT(*) FROM embedding_cache").fetchone()[0]
    assert rows <= limit
    before = model.texts
    cache.embed_batch(["kept", texts[-1]])
    assert model.texts == before
    cache.embed_batch([texts[0]])  # the oldest: pruned
    assert model.texts == before + 1


def test_an_outage_caches_nothing(tmp_path):
    model = Counting()
    cache = DiskCachedEmbedder(model, tmp_path / "agentik.db", limit_mb=1)
    model.available = False
    with pytest.raises(EmbeddingUnavailable):
        cache.embed_batch(["down"])
    model.available = True
    cache.embed_batch(["down"])
    assert cache.hits == 0 and cache.misses == 2


def test_disk_cached_goes_under_the_ram_cache_once(tmp_path):
    wrapped = disk_cached(CachedEmbedder(HashEmbedder()), tmp_path / "agentik.db", limit_mb=8)
    assert isinstance(wrapped, CachedEmbedder) and isinstance(wrapped.inner, DiskCachedEmbedder)
    assert disk_cached(wrapped, tmp_path / "agentik.db", limit_mb=8) is wrapped
    plain = HashEmbedder()
    assert disk_cached(plain, tmp_path / "agentik.db", limit_mb=0) is plain


def test_a_model_that_answers_with_too_few_vectors_is_an_embedding_error_and_nothing_is_cached(tmp_path):
    class Short(HashEmbedder):
        def embed_batch(self, texts, *, kind="passage"):
            return super().embed_batch(list(texts)[:-1], kind=kind)

    cache = DiskCachedEmbedder(Short(dim=16), tmp_path / "agentik.db", limit_mb=1)
    try:
        with pytest.raises(EmbeddingUnavailable, match="returned 1 vectors for 2 texts"):
            cache.embed_batch(["first text", "second text"])
        good = DiskCachedEmbedder(HashEmbedder(dim=16), tmp_path / "agentik.db", limit_mb=1)
        try:
            good.embed_batch(["first text"])
            assert good.misses == 1  # the failed batch left nothing behind
        finally:
            good.close()
    finally:
        cache.close()


def test_a_hit_rewrites_a_row_only_once_an_hour(tmp_path):
    cache = DiskCachedEmbedder(Counting(), tmp_path / "agentik.db", limit_mb=1)
    cache.embed_batch(["alpha", "beta"])
    conn = cache._connection()
    written = conn.total_changes
    cache.embed_batch(["alpha", "beta"])  # fresh rows: read, not rewritten (a re-import right after an import)
    assert conn.total_changes == written
    cache.bump_after_us = 0
    cache.embed_batch(["alpha"])  # a lookup writes nothing: the move waits for the next write
    assert conn.total_changes == written
    cache.embed_batch(["gamma"])  # a store of a new vector writes the pending move with it
    assert conn.total_changes == written + 2
    cache.embed_batch(["beta"])
    cache.close()  # close writes what is pending
    used = dict(cache._connection().execute("SELECT key, used_at FROM embedding_cache").fetchall())
    key = {text: cache_key(cache.name, "passage", text) for text in ("alpha", "beta", "gamma")}
    assert used[key["alpha"]] < used[key["gamma"]] < used[key["beta"]]  # beta moved last, written at close


def test_a_cache_of_passages_only_sends_every_query_to_the_model_and_keeps_none(tmp_path):
    model = Counting()
    cache = DiskCachedEmbedder(model, tmp_path / "agentik.db", limit_mb=1, kinds=("passage",))
    cache.embed_batch(["a note"])
    cache.embed_batch(["a question"], kind="query")
    cache.embed_batch(["a question"], kind="query")
    cache.embed_batch(["a note"])
    assert model.texts == 3
    assert cache._connection().execute("SELECT COUNT(*) FROM embedding_cache").fetchone()[0] == 1


def test_closing_the_memory_writes_the_uses_its_searches_left_pending(tmp_path):
    embedder = disk_cached(Counting(dim=64), tmp_path / "agentik.db", limit_mb=8)
    disk = embedder.inner if isinstance(embedder, CachedEmbedder) else embedder
    with Memory(SqliteBackend(tmp_path / "memory.db", space=vector_space(embedder)), embedder=embedder) as store:
        store.save("The user keeps bees on the roof", "world")
        (stored,) = disk._connection().execute("SELECT used_at FROM embedding_cache").fetchone()
        disk.bump_after_us = 0
        disk.embed_batch(["The user keeps bees on the roof"])  # a search re-reads a candidate's vector
        assert disk._connection().execute("SELECT used_at FROM embedding_cache").fetchone() == (stored,)
    (used,) = disk._connection().execute("SELECT used_at FROM embedding_cache").fetchone()
    assert used > stored  # written at close


def test_a_compact_cache_keeps_int8_rows_that_come_back_within_a_rounding_and_reads_float_rows_too(tmp_path):
    model = Counting(dim=512)
    db = tmp_path / "agentik.db"
    full = DiskCachedEmbedder(model, db, limit_mb=8)
    full.embed_batch(["written in float32 before"])
    full.close()
    cache = DiskCachedEmbedder(model, db, limit_mb=8, compact=True)
    texts = [f"note {i} about the garden" for i in range(20)]
    exact = model.embed_batch(texts)
    cache.embed_batch(texts)
    before = model.texts
    again = cache.embed_batch([*texts, "written in float32 before"])
    assert model.texts == before  # every one from disk, both forms
    assert np.allclose(again[:-1], exact, atol=np.abs(exact).max() / 254 + 1e-7)
    assert (np.sum(again[:-1] * exact, axis=1) > 0.999).all()
    sizes = {length for (length,) in cache._connection().execute("SELECT length(vector) FROM embedding_cache")}
    assert sizes == {512 + 4, 512 * 4}
