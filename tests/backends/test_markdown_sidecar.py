"""The markdown store's optional semantic sidecar: a cache of vectors, never a second truth."""

from __future__ import annotations

import logging
import shutil

import pytest

from stores import markdown_store
from agentik.embedding.fake import HashEmbedder


@pytest.fixture
def embedder():
    return HashEmbedder(64)


def _cache_files(store):
    return list((store.backend.folder / ".vectors").glob("*.npz"))


def test_saves_are_embedded_and_search_fuses_both_lists(tmp_path, embedder):
    store = markdown_store(tmp_path, embedder=embedder)
    store.save_many(["Deploys with k3s on Hetzner", "Likes green tea", "Runs Postgres 16"], "world")
    assert embedder.calls == 1 and len(_cache_files(store)) == 1
    hits = store.search("k3s Hetzner")
    assert hits[0].note.content == "Deploys with k3s on Hetzner"
    assert hits[0].vector_rank == 1 and hits[0].keyword_rank == 1 and hits[0].similarity > 0
    assert store.stats()["embedding_models"] == {embedder.name: 3}


def test_hand_edit_is_embedded_at_next_search(tmp_path, embedder):
    store = markdown_store(tmp_path, embedder=embedder)
    store.save("Works at Acme", "user")
    (tmp_path / "USER.md").write_text("Works at Initech as a tester\n")
    calls = embedder.calls
    hit = store.search("Initech tester")[0]
    assert hit.note.content == "Works at Initech as a tester" and hit.vector_rank == 1
    assert embedder.calls > calls


def test_deleting_the_cache_loses_nothing(tmp_path, embedder):
    store = markdown_store(tmp_path, embedder=embedder)
    store.save("Has a cat named Murka", "user")
    shutil.rmtree(tmp_path / ".vectors")
    fresh = markdown_store(tmp_path, embedder=HashEmbedder(64))
    assert fresh.search("cat Murka")[0].vector_rank == 1
    assert fresh.reindex() == 0  # the search above already embedded it


def test_outage_never_fails_a_save_and_search_falls_back_to_keywords(tmp_path, embedder, caplog):
    store = markdown_store(tmp_path, embedder=embedder)
    embedder.available = False
    with caplog.at_level(logging.WARNING):
        note = store.save("Prefers dark mode", "preference")
        hits = store.search("dark mode")
    assert [h.note.id for h in hits] == [note.id] and hits[0].vector_rank is None
    assert "embeddings unavailable" in caplog.text
    embedder.available = True
    assert store.reindex() == 1
    assert store.search("dark mode")[0].vector_rank == 1


def test_unreadable_cache_is_ignored_with_a_warning(tmp_path, embedder, caplog):
    store = markdown_store(tmp_path, embedder=embedder)
    store.save("Speaks Tatar", "user")
    [cache] = _cache_files(store)
    cache.write_bytes(b"not a numpy file")
    with caplog.at_level(logging.WARNING):
        hits = markdown_store(tmp_path, embedder=HashEmbedder(64)).search("Tatar")
    assert hits[0].vector_rank == 1 and "unreadable vector cache" in caplog.text


@pytest.mark.slow
def test_real_model_finds_russian_note_for_english_question(tmp_path, local_e5):
    store = markdown_store(tmp_path, embedder=local_e5)
    store.save_many(["Пользователь живёт в Казани и работает врачом", "Любит зелёный чай без сахара",
                     "The project is built with Gradle"], "user")
    hits = store.search("What does the user like to drink?", 3)
    assert hits[0].note.content == "Любит зелёный чай без сахара"  # no shared word: the vectors found it
    assert hits[0].keyword_rank is None


def test_configured_embedder_turns_the_sidecar_on(tmp_path, monkeypatch):
    from agentik.plugins import EMBEDDERS
    from agentik.app import open_memory

    monkeypatch.setitem(EMBEDDERS._targets, "fakehash", lambda: HashEmbedder(32))
    store = open_memory(home=tmp_path, memory_store="markdown", embedding_backend="local", embedding_model="fakehash")
    store.save("Rides a bike to work", "user")
    assert store.search("bike")[0].vector_rank == 1  # the cached (empty, so falsy) embedder still counts
    keyword_only = open_memory(home=tmp_path, memory_store="markdown", embedding_backend="none")
    assert keyword_only.search("bike")[0].vector_rank is None


def test_stats_count_what_has_a_vector_and_what_waits_for_one(tmp_path, embedder):
    store = markdown_store(tmp_path, embedder=embedder)
    store.save_many(["Likes green tea", "Runs Postgres 16"], "world")
    with open(tmp_path / "WORLD.md", "a", encoding="utf-8") as handle:
        handle.write("§\nDeploys with k3s on Hetzner\n")  # a hand edit: no vector until the next search
    stats = store.stats()
    assert stats["live"] == 3 and stats["waiting_for_embedding"] == 1
    assert stats["embedding_models"] == {embedder.name: 2}
    store.search("k3s")
    stats = store.stats()
    assert stats["waiting_for_embedding"] == 0 and stats["embedding_models"] == {embedder.name: 3}


def test_reindex_embeds_hand_added_notes_with_progress(tmp_path, embedder):
    store = markdown_store(tmp_path, embedder=embedder)
    store.save("Likes green tea", "world")
    with open(tmp_path / "WORLD.md", "a", encoding="utf-8") as handle:
        handle.write("§\nDeploys with k3s\n§\nRuns Postgres 16\n")
    progress = []
    assert store.reindex(progress=lambda done, total: progress.append((done, total))) == 2
    assert progress[-1] == (2, 2) and store.stats()["waiting_for_embedding"] == 0
    assert store.reindex() == 0  # nothing left
