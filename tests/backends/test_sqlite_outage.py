"""Nothing is lost when embeddings are down; keyword search covers the gap; vectors come back.

Notes saved during an outage get their vector automatically after the next save whose embedding
works (up to CATCH_UP_BATCH per save), or all at once with reindex().
"""

from __future__ import annotations

import logging

import pytest

from agentik.memory.embedding_jobs import CATCH_UP_BATCH
from stores import sqlite_store
from agentik.embedding.fake import HashEmbedder
from agentik.errors import EmbeddingUnavailable

OUTAGE_NOTES = [
    "The VPN gateway is vpn.example.org",
    "Пользователь предпочитает тёмную тему",
    "Release trains leave every second Tuesday",
]


@pytest.fixture
def embedder():
    return HashEmbedder()


@pytest.fixture
def store(tmp_path, embedder):
    with sqlite_store(tmp_path / "agentik.db", embedder=embedder) as opened:
        opened.save("The team uses Slack for chat", "world")
        yield opened


def _save_during_outage(store, embedder, caplog):
    embedder.available = False
    with caplog.at_level(logging.WARNING):
        notes = [store.save(text, "world") for text in OUTAGE_NOTES]
    assert "embeddings unavailable" in caplog.text
    return notes


def test_saves_during_an_outage_are_stored_and_found_by_keyword(store, embedder, caplog):
    notes = _save_during_outage(store, embedder, caplog)
    assert all(note.embedding_model == "" and note.embedding_dim == 0 for note in notes)
    assert store.count() == 4
    assert store.stats()["waiting_for_embedding"] == 3
    with caplog.at_level(logging.WARNING):
        hits = store.search("vpn.example.org", 3)
    assert hits[0].note.id == notes[0].id and hits[0].vector_rank is None and hits[0].keyword_rank == 1
    assert "keyword only" in caplog.text
    assert store.search("тёмную тему", 1)[0].note.id == notes[1].id


def test_the_next_working_save_embeds_what_waited(store, embedder, caplog):
    notes = _save_during_outage(store, embedder, caplog)
    embedder.available = True
    store.save("Code review needs two approvals", "world")
    assert all(store.get(note.id).embedding_model == embedder.name for note in notes)
    assert store.stats()["waiting_for_embedding"] == 0
    hit = store.search("Release trains Tuesday", 1)[0]
    assert hit.note.id == notes[2].id and hit.vector_rank == 1


def test_reindex_embeds_everything_that_waited(store, embedder, caplog):
    notes = _save_during_outage(store, embedder, caplog)
    embedder.available = True
    seen = []
    assert store.reindex(progress=lambda done, total: seen.append((done, total))) == 3
    assert seen[0] == (0, 3) and seen[-1] == (3, 3)
    assert all(store.get(note.id).embedding_model == embedder.name for note in notes)
    assert store.search("VPN gateway", 1)[0].vector_rank == 1
    assert store.reindex() == 0


def test_catch_up_is_bounded_per_save(store, embedder, caplog):
    embedder.available = False
    with caplog.at_level(logging.WARNING):
        store.save_many([f"Outage fact {i}" for i in range(CATCH_UP_BATCH + 5)], "world")
    embedder.available = True
    store.save("Embeddings are back", "world")
    assert store.stats()["waiting_for_embedding"] == 5


def test_reindex_during_an_outage_raises_and_keeps_the_notes(store, embedder, caplog):
    _save_during_outage(store, embedder, caplog)
    with pytest.raises(EmbeddingUnavailable):
        store.reindex()
    assert store.count() == 4 and store.stats()["waiting_for_embedding"] == 3


def test_an_update_during_an_outage_drops_the_stale_vector(store, embedder):
    note = store.list()[0]
    embedder.available = False
    updated = store.update(note.id, content="The team moved to Mattermost")
    assert updated.embedding_model == "" and store.search("Mattermost", 1)[0].vector_rank is None
    embedder.available = True
    assert store.reindex() == 1
    assert store.search("Mattermost", 1)[0].vector_rank == 1


def test_without_an_embedder_search_is_keyword_only(tmp_path):
    with sqlite_store(tmp_path / "agentik.db", embedder=None) as store:
        note = store.save("Grafana dashboards live on grafana.internal", "world")
        assert note.embedding_model == ""
        hit = store.search("grafana dashboards", 3)[0]
        assert hit.note.id == note.id and hit.vector_rank is None
        assert store.reindex() == 0
        assert store.stats()["embedder"] is None


def _counting_waits(store) -> list[int]:
    """Count the store's catch-up queries (the backend's waiting_for_vectors calls)."""
    calls: list[int] = []
    asked = store.backend.waiting_for_vectors

    def counted(limit: int):
        calls.append(limit)
        return asked(limit)

    store.backend.waiting_for_vectors = counted
    return calls


def test_saves_do_not_ask_for_waiting_notes_once_none_were_found(store):
    calls = _counting_waits(store)
    for n in range(5):
        store.save(f"Fact number {n}: the build farm has {n + 3} runners", "world")
    assert calls == []  # the fixture's first save looked and found nothing waiting; none of these asks again


def test_an_outage_here_makes_the_next_working_save_ask_again(store, embedder, caplog):
    store.save("Deploys happen on Thursdays", "world")  # looked once: nothing waits
    calls = _counting_waits(store)
    notes = _save_during_outage(store, embedder, caplog)
    embedder.available = True
    store.save("Code review needs two approvals", "world")
    assert len(calls) == 1
    assert all(store.get(note.id).embedding_model == embedder.name for note in notes)


def test_notes_another_process_left_waiting_are_embedded_after_the_check_interval(tmp_path, embedder, caplog,
                                                                                  monkeypatch):
    from agentik.memory import embedding_jobs

    path = tmp_path / "shared.db"
    with sqlite_store(path, embedder=embedder) as ours:
        ours.save("The team uses Slack for chat", "world")  # ours looked: nothing waits
        down = HashEmbedder()
        down.available = False
        with sqlite_store(path, embedder=down) as theirs, caplog.at_level(logging.WARNING):
            left = theirs.save("The VPN gateway is vpn.example.org", "world")  # their outage; they exit
        ours.save("Release trains leave every second Tuesday", "world")
        assert ours.get(left.id).embedding_model == ""  # within the interval ours does not ask
        now = embedding_jobs.time.monotonic()
        monkeypatch.setattr(embedding_jobs.time, "monotonic", lambda: now + embedding_jobs.CATCH_UP_CHECK_SECONDS + 1)
        ours.save("Code review needs two approvals", "world")
        assert ours.get(left.id).embedding_model == embedder.name
