"""Words found in most notes are left out of the keyword query, and what counts as common follows
every write (the per-term counts are remembered between searches, so they must not go stale).
Edits keep the number of notes the same, so only a fresh count can see the change."""

import re

from stores import sqlite_store
from agentik.embedding.fake import HashEmbedder


def keyword_ranked(store, query):
    return [hit.note.content for hit in store.search(query, k=40) if hit.keyword_rank is not None]


def fill(store):
    notes = [store.save(f"Note number {i} about gardening and tomatoes", "world") for i in range(30)]
    store.save("The cluster runs kubernetes 1.31", "world")
    return notes


def test_a_word_becomes_common_after_edits_and_rare_again_after_more_edits(tmp_path):
    with sqlite_store(tmp_path / "agentik.db", embedder=HashEmbedder()) as store:
        notes = fill(store)
        assert keyword_ranked(store, "kubernetes") == ["The cluster runs kubernetes 1.31"]
        for i, note in enumerate(notes[:10]):
            store.update(note.id, content=f"Service {i} is deployed on kubernetes")
        # 11 of 31 notes now hold the word: more than 20 %, so it no longer ranks by keyword
        assert keyword_ranked(store, "kubernetes") == []
        for i, note in enumerate(notes[:10]):
            store.update(note.id, content=f"Service {i} is deployed on nomad")
        assert keyword_ranked(store, "kubernetes") == ["The cluster runs kubernetes 1.31"]


def test_another_process_edits_invalidate_the_counts(tmp_path):
    path = tmp_path / "agentik.db"
    with sqlite_store(path, embedder=HashEmbedder()) as reader, \
            sqlite_store(path, embedder=HashEmbedder()) as writer:
        notes = fill(writer)
        assert keyword_ranked(reader, "kubernetes") == ["The cluster runs kubernetes 1.31"]
        for i, note in enumerate(notes[:10]):
            writer.update(note.id, content=f"Edge site {i} runs kubernetes")
        assert keyword_ranked(reader, "kubernetes") == []


def test_a_rare_word_is_not_counted_again_after_an_unrelated_write(tmp_path):
    # one more note can make a word found in 1 note common only past the limit (6 of 32 notes here)
    with sqlite_store(tmp_path / "agentik.db", embedder=HashEmbedder()) as store:
        fill(store)
        assert keyword_ranked(store, "kubernetes") == ["The cluster runs kubernetes 1.31"]
        counts: list[str] = []
        with store.backend._db() as conn:
            conn.set_trace_callback(lambda sql: counts.append(sql) if "count(*) FROM (SELECT 1" in sql else None)
        store.save("Lunch is at noon on Fridays", "world")
        assert keyword_ranked(store, "kubernetes") == ["The cluster runs kubernetes 1.31"]
        assert counts == []
        assert keyword_ranked(store, "lunch fridays") == ["Lunch is at noon on Fridays"]
        assert len(counts) == 2  # new words are counted


def test_a_cyrillic_query_asks_nothing_of_a_store_without_cyrillic_and_finds_a_note_once_one_is_saved(tmp_path):
    # an English question's translated terms (agentik.memory.translation) are all Cyrillic: in an
    # English-only store they cannot match, so neither their counts nor a MATCH is run
    with sqlite_store(tmp_path / "agentik.db", embedder=HashEmbedder()) as store:
        fill(store)
        statements: list[str] = []
        with store.backend._db() as conn:
            conn.set_trace_callback(lambda sql: statements.append(sql) if " MATCH " in sql else None)
        cyrillic = lambda: [sql for sql in statements if re.search("[а-я]", sql)]  # noqa: E731
        assert keyword_ranked(store, "Что с кубернетисом?") == []
        assert keyword_ranked(store, "Who teaches the daughter?") == []  # and its translated terms
        assert statements and not cyrillic()  # the English words were asked for, the Cyrillic terms not
        store.save("Учитель дочери — Ирина Петровна", "world")
        assert keyword_ranked(store, "Кто учитель дочери?") == ["Учитель дочери — Ирина Петровна"]
        assert "Учитель дочери — Ирина Петровна" in keyword_ranked(store, "Who teaches the daughter?") + [
            hit.note.content for hit in store.search("Who is the daughter's teacher?", 5)]
        assert cyrillic()
