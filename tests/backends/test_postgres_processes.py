"""Postgres store: many processes at once (migrations, saves and searches) and a server restart."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import psycopg
import pytest

from agentik.backends.postgres.backend import PostgresBackend
from agentik.backends.postgres.schema import MIGRATIONS
from agentik.embedding.fake import HashEmbedder
from agentik.errors import StoreUnavailable
from agentik.memory.core import Memory
from agentik.memory.embedding_jobs import vector_space
from stores import postgres_store

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run

SRC = Path(__file__).resolve().parents[2] / "src"

WORKER = r"""
import sys
from agentik.backends.postgres.backend import PostgresBackend
from agentik.embedding.fake import HashEmbedder
from agentik.memory.core import Memory
from agentik.memory.embedding_jobs import vector_space

url, namespace, worker, saves = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
embedder = HashEmbedder(64)
memory = Memory(PostgresBackend(url, namespace=namespace, space=vector_space(embedder)), embedder=embedder)
for i in range(saves):
    memory.save(f"worker {worker} note {i}: deploys service{i} to cluster{worker}", "world")
    assert memory.search(f"service{i} cluster{worker}", k=3), "a search found nothing"
memory.close()
print("done", worker)
"""


def _run_workers(url: str, namespace: str, workers: int, saves: int) -> None:
    env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    procs = [subprocess.Popen([sys.executable, "-c", WORKER, url, namespace, str(n), str(saves)], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for n in range(workers)]
    for proc in procs:
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err[-2000:]


@pytest.mark.slow
def test_processes_starting_on_a_fresh_database_migrate_it_once_and_lose_no_save(postgres_server, postgres_namespace):
    url = postgres_server.make_database("agentik_procs")  # no tables yet: every worker races to create them
    _run_workers(url, postgres_namespace, workers=4, saves=10)
    with psycopg.connect(url) as conn:
        conn.execute("SELECT set_config('agentik.namespace', %s, false)", (postgres_namespace,))
        assert conn.execute("SELECT count(*), count(DISTINCT content) FROM memory_note").fetchone() == (40, 40)
        assert conn.execute("SELECT version FROM agentik_schema").fetchall() == [(len(MIGRATIONS),)]
        indexes = conn.execute("SELECT count(*) FROM pg_indexes WHERE indexname LIKE 'memory_note_hnsw_%'")
        assert indexes.fetchone()[0] == 1


@pytest.mark.slow
def test_a_server_restart_gives_store_unavailable_then_recovers_without_reopening(
    postgres_server, postgres_url, postgres_namespace
):
    if postgres_server.handle is None:
        pytest.skip("the restart test stops the bundled server; AGENTIK_TEST_DATABASE_URL points elsewhere")
    embedder = HashEmbedder(64)
    backend = PostgresBackend(postgres_url, namespace=postgres_namespace, space=vector_space(embedder), timeout=2)
    memory = Memory(backend, embedder=embedder)
    try:
        before = memory.save("The release train leaves on Thursdays", "world")
        postgres_server.pause()
        try:
            with pytest.raises(StoreUnavailable, match="postgres"):
                memory.save("Saved while the server was down", "world")
            with pytest.raises(StoreUnavailable):
                memory.search("release train")
        finally:
            postgres_server.resume()
        after = memory.save("Saved after the restart", "world")
        assert [hit.note.id for hit in memory.search("release train Thursdays")][:1] == [before.id]
        assert memory.get(after.id).content == "Saved after the restart"
        assert memory.count() == 2  # the save during the outage left nothing half-written
    finally:
        memory.close()


def test_a_bad_url_or_namespace_is_a_clear_error(postgres_url):
    from agentik.errors import ConfigError

    with pytest.raises(ConfigError, match="AGENTIK_DATABASE_URL"):
        PostgresBackend("", namespace="alice")
    with pytest.raises(ConfigError, match="AGENTIK_NAMESPACE"):
        PostgresBackend(postgres_url, namespace="alice; drop table")
    with pytest.raises(StoreUnavailable, match="cannot use postgres"):
        PostgresBackend("postgresql://nobody@/nowhere?host=/nonexistent-socket-dir", namespace="alice", timeout=1)
    store = postgres_store(postgres_url, "alice-closed")
    store.close()
    with pytest.raises(StoreUnavailable, match="closed"):
        store.count()
