"""The ConversationStore contract (agentik.notes.conversations): every implementation passes these.

A conversation store joins the suite with one line in STORES: given the test's request, a factory
that opens it at a home folder (a second call on the same folder reopens the same conversations).
Postgres runs on the throwaway server of tests/pg_server.py (marked slow, like its memory store).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Callable

import pytest

from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.errors import ConversationNotFound, InvalidInput, MemoryStoreError
from agentik.notes.conversations import ConversationStore
from agentik.notes.messages import Message, RecordKind, Role, ToolCall

def _postgres(request) -> Callable[[Path], ConversationStore]:
    """One namespace of the session's test database (tests/conftest.py) per test."""
    from agentik.backends.postgres.conversations import PostgresConversationStore

    url, namespace = request.getfixturevalue("postgres_url"), request.getfixturevalue("postgres_namespace")
    return lambda home: PostgresConversationStore(url, namespace=namespace)


STORES: dict[str, Callable] = {
    "sqlite": lambda request: lambda home: SqliteConversationStore(home / "agentik.db"),
    "postgres": _postgres,
}


@pytest.fixture(params=[pytest.param(name, marks=pytest.mark.slow) if name == "postgres" else name
                        for name in sorted(STORES)])
def open_store(request, tmp_path):
    opened: list[ConversationStore] = []
    factory = STORES[request.param](request)

    def open_() -> ConversationStore:
        store = factory(tmp_path)
        opened.append(store)
        return store

    yield open_
    for store in opened:
        store.close()


@pytest.fixture
def store(open_store) -> ConversationStore:
    return open_store()


def chat(store: ConversationStore, cid: str, turns: int) -> None:
    for turn in range(turns):
        store.append(cid, Message(Role.USER, f"question {turn}"))
        store.append(cid, Message(Role.ASSISTANT, f"answer {turn}"))


def test_it_meets_the_protocol(store):
    assert isinstance(store, ConversationStore)


def test_create_get_and_list(store):
    first = store.create_conversation(title="first")
    assert first.id.startswith("conv-") and first.turns_total == 0 and first.language is None
    named = store.create_conversation("conv-mine", language="ru")
    assert store.create_conversation("conv-mine", title="other").title == ""  # an existing id comes back as is
    assert store.get_conversation("conv-mine") == named
    chat(store, first.id, 1)  # updated last: listed first
    assert [info.id for info in store.list_conversations()] == [first.id, "conv-mine"]
    assert [info.id for info in store.list_conversations(limit=1)] == [first.id]


def test_an_unknown_conversation_is_conversation_not_found(store):
    with pytest.raises(ConversationNotFound):
        store.get_conversation("conv-nope")
    with pytest.raises(ConversationNotFound):
        store.append("conv-nope", Message(Role.USER, "hi"))
    with pytest.raises(ConversationNotFound):
        store.record_turn("conv-nope")
    assert store.list_conversations() == []
    assert issubclass(ConversationNotFound, MemoryStoreError)


def test_records_come_back_as_appended_with_their_seqs(store):
    cid = store.create_conversation().id
    user = store.append(cid, Message(Role.USER, "Привет, I live in Berlin"))
    call = ToolCall("call_1", "memory_save", {"category": "user", "content": "Lives in Berlin"})
    stored = store.append_many(cid, [Message(Role.ASSISTANT, "", tool_calls=(call,)),
                                     Message(Role.TOOL, "saved", tool_call_id="call_1", name="memory_save")])
    assert [user.seq, *(m.seq for m in stored)] == [0, 1, 2]
    back = store.messages(cid)
    assert back == [user, *stored]
    assert back[1].tool_calls == (call,) and back[2].tool_call_id == "call_1" and back[2].name == "memory_save"
    other = store.create_conversation().id
    assert store.messages(other) == []  # conversations do not see each other's records


def test_compact_hides_a_range_behind_one_summary_and_keeps_the_history(store):
    cid = store.create_conversation().id
    chat(store, cid, 4)  # seqs 0..7
    before = store.messages(cid)
    summary = store.compact(cid, 2, 5, "They talked about questions 1 and 2.")
    assert summary.kind is RecordKind.SUMMARY and summary.seq == 8
    view = store.messages(cid)
    assert [m.seq for m in view] == [0, 1, 8, 6, 7]  # the summary sits where the middle was
    full = store.messages(cid, include_hidden=True)
    assert [m.seq for m in full] == [0, 1, 2, 8, 3, 4, 5, 6, 7]  # view order, hidden records included
    assert [m for m in full if m.kind is RecordKind.MESSAGE] == before


@pytest.mark.parametrize("drop", [(5, 2), (2, 99), (99, 100)])
def test_compact_refuses_bad_ranges_and_changes_nothing(store, drop):
    cid = store.create_conversation().id
    chat(store, cid, 4)
    before = store.messages(cid, include_hidden=True)
    with pytest.raises(InvalidInput):
        store.compact(cid, *drop, "a summary of nothing")
    with pytest.raises(InvalidInput):
        store.compact(cid, 2, 5, "   ")
    assert store.messages(cid, include_hidden=True) == before


def test_turns_language_and_state(store):
    cid = store.create_conversation().id
    assert [store.record_turn(cid) for _ in range(3)] == [1, 2, 3]
    store.reset_review_counter(cid)
    assert store.record_turn(cid) == 1
    store.set_language(cid, "ru")
    info = store.get_conversation(cid)
    assert (info.turns_total, info.turns_since_review, info.language) == (4, 1, "ru")
    assert store.get_state(cid, "prefetch", {"none": True}) == {"none": True}
    store.set_state(cid, "prefetch", {"0": {"ids": ["mem-1"], "block": "[Context]"}})
    store.set_state(cid, "reviewed_through", 7)
    assert store.get_state(cid, "prefetch") == {"0": {"ids": ["mem-1"], "block": "[Context]"}}
    assert store.get_state(cid, "reviewed_through") == 7


def test_everything_survives_a_reopen(open_store):
    store = open_store()
    cid = store.create_conversation(language="en").id
    chat(store, cid, 3)
    store.compact(cid, 0, 1, "They said hello.")
    store.record_turn(cid)
    store.set_state(cid, "k", [1, 2])
    view, full = store.messages(cid), store.messages(cid, include_hidden=True)
    store.close()
    again = open_store()
    assert again.messages(cid) == view and again.messages(cid, include_hidden=True) == full
    assert again.get_conversation(cid).turns_total == 1 and again.get_state(cid, "k") == [1, 2]
    # the next record still goes after everything, summary included
    assert again.append(cid, Message(Role.USER, "more")).seq == len(full)


def test_sqlite_opens_a_database_written_before_the_store_moved(tmp_path):
    """Files written when the store was agent/working_memory.py (component "working_memory", v1)."""
    path = tmp_path / "agentik.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE schema_version (component TEXT PRIMARY KEY, version INTEGER NOT NULL);
        INSERT INTO schema_version VALUES ('working_memory', 1);
        CREATE TABLE conversation (id TEXT PRIMARY KEY, title TEXT NOT NULL DEFAULT '', language TEXT,
            created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, turns_total INTEGER NOT NULL DEFAULT 0,
            turns_since_review INTEGER NOT NULL DEFAULT 0);
        CREATE TABLE conversation_record (conversation_id TEXT NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL, sort_key REAL NOT NULL, kind TEXT NOT NULL, role TEXT NOT NULL,
            content TEXT NOT NULL, tool_calls TEXT, tool_call_id TEXT, name TEXT, created_at INTEGER NOT NULL,
            hidden_by INTEGER, PRIMARY KEY (conversation_id, seq));
        CREATE TABLE conversation_state (conversation_id TEXT NOT NULL REFERENCES conversation(id) ON DELETE CASCADE,
            key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (conversation_id, key));
        INSERT INTO conversation VALUES ('conv-old', '', 'en', 1, 1, 2, 2);
        INSERT INTO conversation_record VALUES ('conv-old', 0, 0, 'message', 'user', 'I use k3s', NULL, NULL, NULL, 1, NULL);
    """)
    conn.close()
    store = SqliteConversationStore(path)
    try:
        assert [m.content for m in store.messages("conv-old")] == ["I use k3s"]
        assert store.get_conversation("conv-old").turns_total == 2
        assert store.append("conv-old", Message(Role.ASSISTANT, "noted")).seq == 1
    finally:
        store.close()
