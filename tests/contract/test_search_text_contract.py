"""A note's search-only context (MemoryNote.search_text), for every backend: the turns of a
transcript saved with `save_transcript` are found by the turn before them, through the keyword
list and the vector, while what a note shows stays its own text; the context survives reopening,
edits, export and import. Notes saved one at a time carry none."""

from __future__ import annotations

import numpy as np
import pytest

from agentik.edges.views import note_view
from agentik.embedding.fake import HashEmbedder
from agentik.errors import RefusedContent
from agentik.memory.transfer import export_notes, import_notes
from agentik.notes.model import MemoryCategory, MemoryNote, search_body

TURNS = [
    "[1 May 2023] Ann: How did you get into watercolor painting?",
    "[1 May 2023] Bob: My aunt taught me when I was ten.",
    "[1 May 2023] Ann: That is lovely. Do you still see her?",
    "[1 May 2023] Bob: Every summer, at the lake house.",
]
OTHER = ["The build uses Gradle 9.4.1", "Deploys run on Fridays", "The user likes green tea"] + [
    f"Meeting number {n} moved to room {n + 100}" for n in range(20)]
"""Enough other notes that "watercolor" is a rare word, which the keyword query keeps."""


def _reply(notes: list[MemoryNote]) -> MemoryNote:
    return next(note for note in notes if "My aunt" in note.content)


def test_a_transcript_turn_carries_the_turn_before_it_but_shows_only_itself(store):
    notes = store.save_transcript(TURNS, "world")
    assert [note.content for note in notes] == TURNS
    assert notes[0].search_text == ""
    assert notes[1].search_text == "(after: Ann: How did you get into watercolor painting?)"
    stored = store.get(notes[1].id)
    assert stored.search_text == notes[1].search_text
    assert stored.content == TURNS[1]
    assert "search_text" not in note_view(stored)
    assert "watercolor" not in " ".join(str(value) for value in note_view(stored).values())


def test_the_keyword_list_finds_a_reply_by_the_question_before_it(store):
    store.save_many(OTHER, "world")
    reply = _reply(store.save_transcript(TURNS, "world"))
    hits = {hit.note.id: hit for hit in store.search("watercolor", 10)}
    assert reply.id in hits and hits[reply.id].keyword_rank is not None
    assert hits[reply.id].note.content == TURNS[1]


def test_turns_saved_one_at_a_time_are_found_by_their_own_text_only(store):
    store.save_many(OTHER, "world")
    notes = store.save_many(TURNS, "world")
    assert all(note.search_text == "" for note in notes)
    hits = {hit.note.id: hit for hit in store.search("watercolor", 10)}
    reply = _reply(notes)
    assert reply.id not in hits or hits[reply.id].keyword_rank is None


def test_the_vector_is_of_the_text_and_its_context(store):
    reply = _reply(store.save_transcript(TURNS, "world"))
    expected = HashEmbedder(64).embed_batch([search_body(reply.content, reply.search_text)])[0]
    np.testing.assert_allclose(store.vectors([reply.id])[reply.id], expected, atol=1e-6)


def test_the_context_survives_reopening_and_an_edit(make_store, tmp_path):
    store = make_store()
    store.save_many(OTHER, "world")
    reply = _reply(store.save_transcript(TURNS, "world"))
    store.close()
    store = make_store()
    assert store.get(reply.id).search_text == reply.search_text
    edited = store.update(reply.id, content="[1 May 2023] Bob: My aunt Vera taught me when I was ten.")
    assert edited.search_text == reply.search_text
    hits = {hit.note.id: hit for hit in store.search("watercolor", 10)}
    assert hits[reply.id].keyword_rank is not None


@pytest.mark.parametrize("fmt", ["jsonl", "md"])
def test_export_and_import_keep_the_context(make_store, tmp_path, fmt):
    source = make_store(tmp_path / "a")
    notes = source.save_transcript(TURNS, "world")
    out = tmp_path / ("notes.jsonl" if fmt == "jsonl" else "export")
    export_notes(source, fmt, out)
    target = make_store(tmp_path / "b")
    report = import_notes(target, out)
    assert report.imported == len(TURNS)
    assert {note.id: note.search_text for note in notes} == {note.id: target.get(note.id).search_text
                                                           for note in notes}


def test_an_imported_context_is_guarded_like_content(store):
    note = MemoryNote(id="mem-ctx", category=MemoryCategory.WORLD, content="A harmless note",
                      search_text="(after: the deploy key is sk-proj-4f9aB7cD2eF1gH8iJ3kL6mN0pQ5rS7tU9vW2xY4z)")
    with pytest.raises(RefusedContent):
        store.add(note)
    assert store.count(archived=None) == 0
