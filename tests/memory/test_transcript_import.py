"""`agentik memory import` of a chat log or a LoCoMo-shaped conversation: one note per turn, each
found also by the turn before it; a refused turn is reported and left out."""

from __future__ import annotations

import json

import pytest

from agentik.errors import InvalidInput
from agentik.memory.transfer import import_notes
from stores import sqlite_store

LOCOMO = [{"sample_id": "conv-9", "conversation": {
    "speaker_a": "Ann", "speaker_b": "Bob",
    "session_1_date_time": "1:56 pm on 8 May, 2023",
    "session_1": [
        {"speaker": "Ann", "dia_id": "D1:1", "text": "How did you get into watercolor painting?"},
        {"speaker": "Bob", "dia_id": "D1:2", "text": "My aunt taught me.", "blip_caption": "a lake at dawn"},
    ],
}}]


def test_a_locomo_shaped_file_becomes_one_note_per_turn_with_its_context(tmp_path):
    path = tmp_path / "chat.json"
    path.write_text(json.dumps(LOCOMO), encoding="utf-8")
    with sqlite_store(tmp_path / "agentik.db") as store:
        report = import_notes(store, path)
        assert (report.imported, report.skipped, report.refused) == (2, 0, 0)
        notes = sorted(store.list(), key=lambda note: note.content)
        reply = next(note for note in notes if "Bob" in note.content)
        assert reply.content == "[1:56 pm on 8 May, 2023] Bob: My aunt taught me. [shared a photo: a lake at dawn]"
        assert reply.search_text == "(after: Ann: How did you get into watercolor painting?)"
        assert import_notes(store, path).skipped == 2


def test_a_text_chat_log_is_read_line_by_line_and_a_secret_turn_is_refused(tmp_path):
    path = tmp_path / "chat.txt"
    path.write_text("Ann: where do we deploy?\nBob: to the k3s cluster\n  in Frankfurt\n"
                    "Ann: the key is sk-proj-4f9aB7cD2eF1gH8iJ3kL6mN0pQ5rS7tU9vW2xY4z\n", encoding="utf-8")
    with sqlite_store(tmp_path / "agentik.db") as store:
        report = import_notes(store, path)
        assert (report.imported, report.refused) == (2, 1)
        assert "turn 3" in report.problems[0]
        contents = {note.content: note.search_text for note in store.list()}
        assert contents == {"Ann: where do we deploy?": "",
                            "Bob: to the k3s cluster\nin Frankfurt": "(after: Ann: where do we deploy?)"}


def test_a_json_file_of_another_shape_is_refused_with_what_to_give(tmp_path):
    path = tmp_path / "notes.json"
    path.write_text(json.dumps({"hello": 1}), encoding="utf-8")
    with sqlite_store(tmp_path / "agentik.db") as store, pytest.raises(InvalidInput, match="chat log"):
        import_notes(store, path)
