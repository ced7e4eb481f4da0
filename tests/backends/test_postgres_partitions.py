"""Postgres store: namespaces are hard partitions, in agentik's calls and in the database itself."""

from __future__ import annotations

import psycopg
import pytest

from agentik.embedding.fake import HashEmbedder
from agentik.errors import NoteNotFound
from agentik.notes.backend import Scope
from stores import postgres_store

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run


@pytest.fixture
def pair(postgres_url, postgres_namespace):
    """Two memories in one database: alice's and bob's, each with one note about the same thing."""
    alice = postgres_store(postgres_url, f"{postgres_namespace}-alice", embedder=HashEmbedder(64))
    bob = postgres_store(postgres_url, f"{postgres_namespace}-bob", embedder=HashEmbedder(64))
    a = alice.save("Alice deploys the staging cluster with k8s", "world")
    b = bob.save("Bob deploys the staging cluster with k8s", "world")
    yield alice, bob, a, b
    alice.close()
    bob.close()


def test_each_namespace_sees_only_its_notes(pair):
    alice, bob, a, b = pair
    assert [hit.note.id for hit in alice.search("staging cluster k8s")] == [a.id]
    assert [hit.note.id for hit in bob.search("staging cluster k8s")] == [b.id]
    assert [note.id for note in alice.list()] == [a.id] and alice.count() == 1
    with pytest.raises(NoteNotFound):
        alice.get(b.id)
    assert alice.stats()["notes"] == 1


def test_one_namespace_cannot_change_anothers_notes(pair):
    alice, bob, a, b = pair
    alice.bump([b.id])
    assert bob.get(b.id).use_count == 0
    assert alice.archive([b.id]) == 0 and bob.get(b.id).archived_at is None
    with pytest.raises(NoteNotFound):
        alice.update(b.id, content="Alice was here")
    with pytest.raises(NoteNotFound):
        alice.delete(b.id)
    assert bob.get(b.id).content == b.content


def test_the_same_note_id_and_content_may_live_in_two_namespaces(pair):
    alice, bob, a, _ = pair
    twin = bob.save(a.content, "world")
    assert twin.id != a.id and bob.count() == 2 and alice.count() == 1


def _as_app_role(url: str, namespace: str | None) -> psycopg.Connection:
    conn = psycopg.connect(url, autocommit=True)
    if namespace is not None:
        conn.execute("SELECT set_config('agentik.namespace', %s, false)", (namespace,))
    return conn


def test_row_level_security_confines_raw_sql_of_the_application_role(pair, postgres_url):
    alice, bob, a, b = pair
    alice_ns, bob_ns = alice.backend.namespace, bob.backend.namespace
    assert alice.stats()["row_security"] == "enforced" and alice.stats()["keyword_index"] == "gin"
    with _as_app_role(postgres_url, alice_ns) as conn:
        # no WHERE clause at all: the policy still answers alice's rows only
        assert [row[0] for row in conn.execute("SELECT id FROM memory_note")] == [a.id]
        assert conn.execute("UPDATE memory_note SET use_count = 99").rowcount == 1
        assert conn.execute("DELETE FROM memory_note WHERE namespace = %s", (bob_ns,)).rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute(
                "INSERT INTO memory_note (namespace, id, category, content, source, created_at, last_used_at, "
                "content_hash) VALUES (%s, 'mem-x', 'world', 'planted', 'agent_save', 0, 0, 'h')", (bob_ns,))
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE memory_note SET namespace = %s", (bob_ns,))
    with _as_app_role(postgres_url, None) as conn:  # a connection that never chose a namespace sees nothing
        assert conn.execute("SELECT count(*) FROM memory_note").fetchone()[0] == 0
    assert bob.get(b.id).use_count == 0 and bob.count() == 1


def test_upgrading_from_schema_1_backfills_valid_from_in_every_namespace(postgres_server, monkeypatch):
    """Schema 2 runs as the application role, bound by forced row security: it must still see and
    backfill every namespace's rows, not only those of the namespace it happens to serve."""
    from agentik.backends.postgres import schema
    from agentik.backends.postgres.backend import PostgresBackend

    url = postgres_server.make_database("agentik_upgrade")
    monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS[:1])
    PostgresBackend(url, namespace="alice").close()  # an agentik of schema 1 made the tables
    for namespace, created in (("alice", 1000), ("bob", 2000)):
        with _as_app_role(url, namespace) as conn:
            conn.execute("INSERT INTO memory_note (namespace, id, category, content, source, created_at, "
                         "last_used_at, content_hash) VALUES (%s, %s, 'world', %s, 'user_explicit', %s, %s, %s)",
                         (namespace, f"n-{namespace}", f"{namespace} lives in Kazan", created, created, namespace))
    monkeypatch.undo()
    alice = PostgresBackend(url, namespace="alice")
    bob = PostgresBackend(url, namespace="bob")
    try:
        assert alice.schema_version == len(schema.MIGRATIONS)
        note = alice.get("n-alice")
        assert (note.valid_from, note.valid_until, note.superseded_by, note.pinned) == (1000, None, None, False)
        assert note.search_text == ""  # schema 3: no context, and the keyword column rebuilt over the old rows
        with alice.searching(Scope()) as view:
            assert [hit.id for hit in view.keyword_candidates("Kazan", 5, keep_one=True)] == ["n-alice"]
        assert bob.get("n-bob").valid_from == 2000
    finally:
        alice.close()
        bob.close()
    with _as_app_role(url, None) as conn:  # the table is forced under row security again
        assert conn.execute("SELECT count(*) FROM memory_note").fetchone()[0] == 0
