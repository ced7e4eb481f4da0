"""Postgres conversations: one conversation goes on from another process (another host), and a
namespace never sees another's conversations, not even through raw SQL as the application role."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from agentik.app import App, conversation_store_name
from agentik.backends.postgres.conversations import PostgresConversationStore
from agentik.errors import ConversationNotFound, StoreUnavailable
from agentik.notes.messages import Message, Role, ToolCall
from agentik.settings import Settings

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run

SRC = Path(__file__).resolve().parents[2] / "src"

OTHER_HOST = r"""
import sys
from agentik.app import App
from agentik.notes.messages import Message, Role
from agentik.settings import Settings

url, namespace, cid = sys.argv[1:4]
app = App(settings=Settings(memory_store="postgres", database_url=url, namespace=namespace, home=sys.argv[4]),
          memory=None)
store = app.conversations
print("|".join(m.content for m in store.messages(cid)))
store.append(cid, Message(Role.USER, "and from the second host"))
store.record_turn(cid)
app.close()
"""


def _other_process(*args: str) -> str:
    env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    done = subprocess.run([sys.executable, "-c", OTHER_HOST, *args], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_a_conversation_started_in_one_process_goes_on_in_another(postgres_url, postgres_namespace, tmp_path):
    here = Settings(memory_store="postgres", database_url=postgres_url, namespace=postgres_namespace, home=tmp_path)
    assert conversation_store_name(here) == "postgres"
    app = App(settings=here, memory=None)
    store = app.conversations
    assert isinstance(store, PostgresConversationStore)
    cid = store.create_conversation(language="en").id
    store.append_many(cid, [Message(Role.USER, "which cluster runs billing?"),
                            Message(Role.ASSISTANT, "",
                                    tool_calls=(ToolCall("c1", "memory_search", {"q": "billing"}),)),
                            Message(Role.TOOL, "k8s-prod", tool_call_id="c1", name="memory_search")])
    store.set_state(cid, "reviewed_through", 2)

    seen = _other_process(postgres_url, postgres_namespace, cid, str(tmp_path / "elsewhere"))

    assert seen == "which cluster runs billing?||k8s-prod"
    records = store.messages(cid)
    assert [m.content for m in records][-1] == "and from the second host" and records[-1].seq == 3
    assert records[1].tool_calls == (ToolCall("c1", "memory_search", {"q": "billing"}),)
    assert store.get_conversation(cid).turns_total == 1 and store.get_state(cid, "reviewed_through") == 2
    app.close()


def test_namespaces_never_see_each_others_conversations(postgres_url, postgres_namespace):
    alice = PostgresConversationStore(postgres_url, namespace=f"{postgres_namespace}-alice")
    bob = PostgresConversationStore(postgres_url, namespace=f"{postgres_namespace}-bob")
    try:
        cid = alice.create_conversation("conv-shared-name", title="alice's").id
        alice.append(cid, Message(Role.USER, "my salary is secret"))
        assert bob.list_conversations() == []
        with pytest.raises(ConversationNotFound):
            bob.get_conversation(cid)
        with pytest.raises(ConversationNotFound):
            bob.append(cid, Message(Role.USER, "let me in"))
        assert bob.messages(cid) == [] and bob.get_state(cid, "anything", "none") == "none"
        # the same id in another namespace is another conversation
        assert bob.create_conversation("conv-shared-name").title == ""
        assert [m.content for m in alice.messages(cid)] == ["my salary is secret"]

        # raw SQL as the application role, with no WHERE clause: row security confines it
        with psycopg.connect(postgres_url, autocommit=True) as conn:
            assert conn.execute("SELECT count(*) FROM conversation_record").fetchone()[0] == 0  # no namespace set
            conn.execute("SELECT set_config('agentik.namespace', %s, false)", (bob.namespace,))
            assert conn.execute("SELECT content FROM conversation_record").fetchall() == []
            assert conn.execute("SELECT title FROM conversation").fetchall() == [("",)]
            with pytest.raises(psycopg.errors.InsufficientPrivilege):  # cannot write into alice's either
                conn.execute("INSERT INTO conversation (namespace, id, created_at, updated_at) "
                             "VALUES (%s, 'conv-x', 0, 0)", (alice.namespace,))
    finally:
        alice.close()
        bob.close()


def test_a_markdown_or_sqlite_memory_keeps_conversations_in_agentik_db(tmp_path):
    assert conversation_store_name(Settings(memory_store="markdown", home=tmp_path)) == "sqlite"
    assert conversation_store_name(Settings(memory_store="sqlite", home=tmp_path)) == "sqlite"


def test_a_server_restart_gives_store_unavailable_then_the_conversation_goes_on(
    postgres_server, postgres_url, postgres_namespace
):
    if postgres_server.handle is None:
        pytest.skip("needs the bundled server (it is stopped and started)")
    store = PostgresConversationStore(postgres_url, namespace=postgres_namespace, timeout=2)
    try:
        cid = store.create_conversation().id
        store.append(cid, Message(Role.USER, "before the restart"))
        postgres_server.pause()
        try:
            with pytest.raises(StoreUnavailable, match="postgres"):
                store.append(cid, Message(Role.USER, "while the server is down"))
        finally:
            postgres_server.resume()
        store.append(cid, Message(Role.USER, "after the restart"))
        assert [m.content for m in store.messages(cid)] == ["before the restart", "after the restart"]
    finally:
        store.close()
