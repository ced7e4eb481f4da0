"""Postgres store: a namespace that grows past AGENTIK_PG_NAMESPACE_INDEX_AT gets vector and keyword
indexes of its own, built CONCURRENTLY in the background (backends/postgres/namespace_index.py), at a
small threshold on a real server (tests/pg_server.py): built once however many processes race, never
blocking a save, searched once valid, the shared index until then, and rebuilt after an interrupted
build."""

from __future__ import annotations

import threading

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict

from agentik.backends.postgres.backend import PostgresBackend
from agentik.backends.postgres.namespace_index import BUILD_LOCK_KEY, own_index_names
from agentik.backends.postgres.search_view import VectorQueries
from agentik.embedding.fake import HashEmbedder
from agentik.memory.core import Memory
from agentik.memory.embedding_jobs import vector_space

pytestmark = pytest.mark.slow

AT = 40
EMBEDDER = HashEmbedder(64)
SPACE = vector_space(EMBEDDER)


def _store(url: str, namespace: str, at: int = AT) -> Memory:
    return Memory(PostgresBackend(url, namespace=namespace, space=SPACE, namespace_index_at=at), embedder=EMBEDDER)


@pytest.fixture
def url(postgres_server) -> str:
    """A database of its own: the share of the table each namespace holds is the test's."""
    return postgres_server.make_database("agentik_nsindex")


@pytest.fixture
def admin(postgres_server, url):
    with postgres_server.admin(conninfo_to_dict(url)["dbname"]) as conn:
        yield conn


def _fill(url: str, namespace: str, count: int) -> None:
    store = _store(url, namespace, at=0)
    try:
        store.save_many([f"{namespace} keeps fact {i} about service{i} on node{i % 7}" for i in range(count)], "world")
    finally:
        store.close()


def _states(admin, namespace: str) -> dict[str, bool]:
    names = own_index_names(SPACE, namespace)
    return dict(admin.execute("SELECT c.relname, i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                              "WHERE c.relname = ANY(%s)", (list(names),)).fetchall())


def _plan(url: str, namespace: str) -> str:
    with psycopg.connect(url, autocommit=True) as conn:
        from pgvector.psycopg import register_vector

        register_vector(conn)
        conn.execute("SELECT set_config('agentik.namespace', %s, false)", (namespace,))
        for scan in ("seqscan", "bitmapscan", "sort"):  # a few rows: the order must come from an HNSW index
            conn.execute(f"SET enable_{scan} = off")
        query = VectorQueries(SPACE, namespace).approximate("")
        return "\n".join(row[0] for row in conn.execute(
            "EXPLAIN " + query, {"q": EMBEDDER.embed("fact", kind="query"), "depth": 5}))


def test_a_namespace_past_the_threshold_gets_its_own_indexes_and_searches_them(url, admin):
    for namespace, count in (("big", AT + 10), ("small-a", AT - 1), ("small-b", AT - 1)):
        _fill(url, namespace, count)
    admin.execute("ANALYZE memory_note")  # the table's size estimate: "big" holds under half of it
    stores = {namespace: _store(url, namespace) for namespace in ("big", "small-a")}
    try:
        for store in stores.values():
            store.backend.indexer.wait(60)
        assert _states(admin, "big") == dict.fromkeys(own_index_names(SPACE, "big"), True)
        assert _states(admin, "small-a") == {}
        hnsw, _ = own_index_names(SPACE, "big")
        assert hnsw in _plan(url, "big") and hnsw not in _plan(url, "small-a")
        hits = stores["big"].search("fact 7 about service7", k=3)
        assert hits and hits[0].note.content == "big keeps fact 7 about service7 on node0"
        assert stores["big"].stats()["own_indexes"] == "valid"
        assert stores["small-a"].stats()["own_indexes"].startswith("none yet")
    finally:
        for store in stores.values():
            store.close()


def test_a_namespace_holding_most_of_the_table_keeps_the_shared_index(url, admin):
    _fill(url, "alone", AT + 10)
    _fill(url, "tiny", 5)
    admin.execute("ANALYZE memory_note")
    store = _store(url, "alone")
    try:
        assert store.backend.indexer.wait(60) is False
        assert _states(admin, "alone") == {}
    finally:
        store.close()


def test_the_namespace_grows_past_the_threshold_through_saves(url, admin):
    _fill(url, "other", AT * 2)
    store = _store(url, "growing")
    try:
        assert store.backend.indexer.wait(60) is False  # nothing yet at open
        for i in range(AT):
            store.save(f"growing fact {i}: service{i} runs on node{i % 5}", "world")
        store.backend.indexer.wait(60)  # the last poke may have come while an earlier check ran
        store.backend.indexer.poke()
        store.backend.indexer.wait(60)
        assert _states(admin, "growing") == dict.fromkeys(own_index_names(SPACE, "growing"), True)
    finally:
        store.close()


def test_racing_processes_build_each_index_once(url, admin):
    """Several stores of one namespace (each with its own connections, as processes have) open at
    once: one build, no leftover, no error."""
    _fill(url, "raced", AT + 10)
    _fill(url, "bystander", AT + 10)
    opened: list[Memory] = []
    barrier = threading.Barrier(4)

    def open_one():
        barrier.wait()
        opened.append(_store(url, "raced"))

    threads = [threading.Thread(target=open_one) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    try:
        for store in opened:
            store.backend.indexer.wait(60)
        assert len(opened) == 4
        if not all(store.backend.indexer.ready for store in opened):  # those that found the lock taken
            opened[0].backend.indexer.poke()
            opened[0].backend.indexer.wait(60)
        assert _states(admin, "raced") == dict.fromkeys(own_index_names(SPACE, "raced"), True)
        own = [row[0] for row in admin.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'memory_note'")
               if "_ns_" in row[0]]
        assert sorted(own) == sorted(own_index_names(SPACE, "raced"))
    finally:
        for store in opened:
            store.close()


def test_a_running_build_blocks_no_save_and_search_keeps_the_shared_index(url, admin, postgres_server):
    """While another session holds the build lock (a build elsewhere), saves and searches go on and
    this process builds nothing; a build interrupted earlier (an index left not valid) is not used
    by searches, and is dropped and built again once the lock is free."""
    _fill(url, "waiting", AT + 10)
    _fill(url, "other", AT + 20)
    hnsw, gin = own_index_names(SPACE, "waiting")
    # what an interrupted CREATE INDEX CONCURRENTLY leaves: the index, marked not valid
    admin.execute(f'CREATE INDEX "{hnsw}" ON memory_note USING hnsw ((embedding::vector(64)) vector_cosine_ops) '
                  f"WHERE namespace = 'waiting' AND embedding_model = '{SPACE.model}' AND embedding_dim = 64")
    admin.execute("UPDATE pg_index SET indisvalid = false WHERE indexrelid = %s::regclass", (hnsw,))
    with postgres_server.admin(conninfo_to_dict(url)["dbname"]) as holder:
        holder.execute("SELECT pg_advisory_lock(%s)", (BUILD_LOCK_KEY,))
        store = _store(url, "waiting")
        try:
            assert store.backend.indexer.wait(60) is False
            saved = store.save("waiting saves while another build runs", "world")
            assert store.search("another build runs", k=1)[0].note.id == saved.id
            assert hnsw not in _plan(url, "waiting")
            assert _states(admin, "waiting") == {hnsw: False}
            holder.execute("SELECT pg_advisory_unlock(%s)", (BUILD_LOCK_KEY,))
            store.backend.indexer.poke()
            assert store.backend.indexer.wait(60) is True
            assert _states(admin, "waiting") == {hnsw: True, gin: True}
            assert hnsw in _plan(url, "waiting")
        finally:
            store.close()
