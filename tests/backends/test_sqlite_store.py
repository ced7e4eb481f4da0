"""What the SQLite backend adds to the contract: vectors on disk, model bookkeeping, batching, edges."""

from __future__ import annotations

import logging
import sqlite3

import numpy as np
import pytest

from agentik.app import memory_over
from agentik.backends.sqlite.backend import SqliteBackend
from stores import sqlite_store
from agentik.embedding.base import Embedder
from agentik.embedding.fake import HashEmbedder
from agentik.errors import InvalidInput, StoreUnavailable
from agentik.notes.model import MemoryCategory, MemoryNote
from agentik.settings import Settings


class BlindEmbedder(Embedder):
    """An embedding that misses everything: every text gets the same vector."""

    name = "fake/blind"
    dim = 8

    def embed_batch(self, texts, *, kind="passage"):
        return np.tile(np.eye(1, self.dim, dtype=np.float32), (len(texts), 1))


@pytest.fixture
def path(tmp_path):
    return tmp_path / "agentik.db"


def test_the_registered_factory_opens_agentik_db_under_home(tmp_path):
    settings = Settings(home=tmp_path, rank_keyword_weight=2.0)
    store = memory_over(settings, HashEmbedder())
    try:
        assert isinstance(store.backend, SqliteBackend)
        assert store.backend.path == tmp_path / "agentik.db" and store.weights.keyword_weight == 2.0
    finally:
        store.close()


def test_vectors_are_stored_as_little_endian_float32_with_their_model(path):
    embedder = HashEmbedder(dim=16)
    with sqlite_store(path, embedder=embedder) as store:
        note = store.save("Prefers vim keybindings", "preference")
    assert (note.embedding_model, note.embedding_dim) == (embedder.name, 16)
    model, dim, blob = sqlite3.connect(path).execute(
        "SELECT embedding_model, embedding_dim, embedding FROM memory_note WHERE id = ?", (note.id,)
    ).fetchone()
    assert (model, dim, len(blob)) == (embedder.name, 16, 64)
    assert np.array_equal(np.frombuffer(blob, dtype="<f4"), embedder.embed("Prefers vim keybindings"))


@pytest.mark.parametrize("query,expected", [
    ("k3s", "Our clusters run k3s"),
    ("what about Gradle 9.4.1?", "The build uses Gradle 9.4.1"),
    ("кластер", "Кластер переехал в Хельсинки"),
])
def test_exact_identifiers_are_found_when_the_embedding_misses_them(path, query, expected):
    with sqlite_store(path, embedder=BlindEmbedder()) as store:
        store.save_many([f"Filler fact number {i} about nothing" for i in range(40)], "world")
        store.save_many(["Our clusters run k3s", "The build uses Gradle 9.4.1", "Кластер переехал в Хельсинки"],
                        "world")
        hit = store.search(query, 3)[0]
        assert hit.note.content == expected and hit.keyword_rank == 1


def test_rows_of_another_model_are_never_compared_until_reindexed(path):
    with sqlite_store(path, embedder=HashEmbedder(name="fake/old")) as old:
        old.save_many(["Uses Fedora on laptops", "Uses Debian on servers"], "world")
    new_embedder = HashEmbedder(name="fake/new")
    with sqlite_store(path, embedder=new_embedder) as store:
        assert store.stats()["resident_vectors"] == 0
        assert store.stats()["waiting_for_embedding"] == 2
        assert all(hit.vector_rank is None for hit in store.search("Fedora laptops", 5))
        assert store.reindex() == 2
        assert store.search("Fedora laptops", 1)[0].vector_rank == 1
        assert store.stats()["embedding_models"] == {new_embedder.name: 2}


def test_save_many_embeds_each_batch_in_one_call_and_skips_duplicates(path):
    embedder = HashEmbedder()
    with sqlite_store(path, embedder=embedder) as store:
        first = store.save("Fact zero", "world")
        calls = embedder.calls
        notes = store.save_many(["Fact zero", "Fact one", "Fact two", "Fact one"], "world")
        assert embedder.calls == calls + 1
        assert notes[0] == first and notes[1] == notes[3] and len({n.id for n in notes}) == 3
        assert store.count() == 3


def test_add_many_reports_progress_and_what_was_created(path):
    notes = [MemoryNote(id=f"mem-{i}", category=MemoryCategory.USER, content=f"Imported fact {i}") for i in range(5)]
    seen = []
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        results = store.add_many(notes + [notes[0]], progress=lambda done, total: seen.append((done, total)))
        assert [created for _, created in results] == [True] * 5 + [False]
        assert seen[-1] == (6, 6)


def test_an_edit_that_would_duplicate_another_live_note_is_refused(path):
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        tea = store.save("Prefers tea", "preference")
        coffee = store.save("Prefers coffee", "preference")
        with pytest.raises(InvalidInput, match=tea.id):
            store.update(coffee.id, content="Prefers tea")
        assert store.get(coffee.id).content == "Prefers coffee"


def test_unarchive_keeps_a_note_archived_when_a_live_twin_holds_the_fact(path, caplog):
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        old = store.save("Standup at 10:00", "world")
        store.archive([old.id])
        store.save("Standup at 10:00", "world")
        with caplog.at_level(logging.WARNING):
            assert store.unarchive([old.id]) == 0
        assert store.get(old.id).archived and "stays archived" in caplog.text


@pytest.mark.parametrize("query", ['"unbalanced', "NEAR(notes quotes)", "notes OR AND NOT quotes*",
                                   "col:notes ^quotes", "))(( unbalanced"])
def test_queries_with_fts_syntax_are_searched_as_text(path, query, caplog):
    with sqlite_store(path, embedder=None) as store:
        note = store.save("Notes about NEAR and unbalanced quotes", "world")
        with caplog.at_level(logging.WARNING):
            hits = store.search(query, 3)
        assert [(hit.note.id, hit.keyword_rank) for hit in hits] == [(note.id, 1)]
        assert "keyword search skipped" not in caplog.text


def test_a_file_that_is_not_a_database_is_unavailable(path):
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreUnavailable):
        sqlite_store(path, embedder=HashEmbedder())


def test_stats_describe_the_store(path):
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        store.save("Lives in Oslo", "user", conversation_id="c1")
        archived = store.save("Lived in Bergen", "user")
        store.archive([archived.id])
        stats = store.stats()
    assert stats["backend"] == "sqlite" and stats["path"] == str(path)
    assert (stats["notes"], stats["live"], stats["archived"]) == (2, 1, 1)
    assert stats["by_category"] == {"user": 1, "world": 0, "preference": 0}
    assert stats["resident_vectors"] == 1 and stats["conversations"] == 1


def test_stats_count_the_searchable_vectors_without_loading_them(path):
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        store.save_many(["Lives in Oslo", "Likes tea", "Plays chess"], "user")
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        assert store.stats()["resident_vectors"] == 3
        assert store.backend._vectors.reloads == 0  # `agentik memory stats` must not read every vector
        store.search("tea", 1)
        assert store.backend._vectors.reloads == 1 and len(store.backend._vectors.index) == 3
    with sqlite_store(path, embedder=HashEmbedder(dim=32)) as other_model:
        assert other_model.stats()["resident_vectors"] == 0


def test_search_and_save_statements_never_scan_the_notes(path):
    """Without statistics SQLite guesses `archived_at IS NULL` is selective; the hot statements must
    still look notes up by id, rowid or hash (a scan reads every vector: ~250 MB at 100K notes)."""
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        store.save_many([f"Service {i} is deployed with Helm chart {i}" for i in range(80)], "world")
        store.search("Helm chart", 10)
        statements: list[str] = []
        store.backend._conn.set_trace_callback(statements.append)
        store.search("which Helm chart deploys service 7?", 10)
        store.search("Helm", 10, conversation_id="c1", category="world")
        store.save_many(["Service 1 is deployed with Helm chart 1", "A new fact about Helm"], "world")
        store.backend._conn.set_trace_callback(None)
        plans = {
            sql: [row[3] for row in store.backend._conn.execute("EXPLAIN QUERY PLAN " + sql)]
            for sql in statements
            if sql.lstrip().upper().startswith("SELECT") and "memory_note_change" not in sql
        }
    assert plans
    for sql, plan in plans.items():
        assert not any(step.startswith("SCAN memory_note") and "VIRTUAL" not in step for step in plan), (sql, plan)
        assert not any("archived_created" in step for step in plan), (sql, plan)


@pytest.mark.parametrize("embedder", [None, HashEmbedder()], ids=["keyword-only", "resident index"])
def test_keyword_hits_keep_to_the_conversation_and_category_asked_for(path, embedder):
    # with no embedder every keyword hit is read with SQL; with one, through the resident index
    with sqlite_store(path, embedder=embedder) as store:
        mine = store.save("The printer on floor two jams", "user", conversation_id="c1")
        theirs = store.save("The printer on floor three jams", "user", conversation_id="c2")
        shared = store.save("The printer on floor one jams", "world")

        def found(**filters):
            return {hit.note.id for hit in store.search("printer jams", 10, **filters)}

        assert found() == {mine.id, theirs.id, shared.id}
        assert found(conversation_id="c1") == {mine.id, shared.id}
        assert found(category="user") == {mine.id, theirs.id}
        assert found(conversation_id="c2", category="world") == {shared.id}
