"""The curator's journal beside a postgres memory: the same answers as the SQLite journal, one lease
and last run per namespace across hosts, and namespaces that never see each other's runs."""

from __future__ import annotations

import pytest

from agentik.agent.curator.journal import Journal
from agentik.agent.curator.pg_journal import PostgresJournal
from agentik.app import open_curator
from agentik.embedding.fake import HashEmbedder
from agentik.settings import Settings
from stores import postgres_store

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run

HOUR = 3_600_000


def _story(journal) -> list:
    """A run's life as the curator lives it; every answer the journal gives, in order."""
    seen = [journal.claim("host-a", now=1000, lease_ms=HOUR, interval_ms=None),
            journal.claim("host-b", now=2000, lease_ms=HOUR, interval_ms=None)]  # a live lease is held
    run_id = journal.start_run(now=1000, dry_run=False)
    journal.set_backup(run_id, "20260101-0000")
    planned = journal.plan(run_id, [("archive", "note", "mem-1", "unused 90 days", {"label": "a"}),
                                    ("merge", "note", "mem-2", "near-duplicates", {"ids": ["mem-2", "mem-3"]})],
                           now=1500)
    journal.mark([planned[0].id], "done")
    journal.mark([planned[1].id], "failed", detail={"why": "no model"})
    journal.finish_run(run_id, now=3000, summary="archived 1")
    journal.release("host-a", finished_at=3000)
    seen += [journal.claim("host-b", now=3000 + HOUR // 2, lease_ms=HOUR, interval_ms=HOUR),  # not due yet
             journal.claim("host-b", now=3000 + 2 * HOUR, lease_ms=HOUR, interval_ms=HOUR)]
    [run] = journal.runs()
    seen += [(run.dry_run, run.status, run.backup, run.summary, run.finished_at),
             [(a.kind, a.item_id, a.state, a.detail) for a in journal.actions(run_id)],
             [a.item_id for a in journal.actions(state="done")],
             journal.action(planned[1].id).detail, journal.get("last_run_at"), journal.get("lease_holder")]
    return seen


def test_the_postgres_journal_answers_as_the_sqlite_one(tmp_path, postgres_url, postgres_namespace):
    sqlite_journal = Journal(tmp_path / "agentik.db")
    pg_journal = PostgresJournal(postgres_url, namespace=postgres_namespace)
    try:
        expected = _story(sqlite_journal)
        assert expected[:2] == [True, False] and expected[2:4] == [False, True]
        assert _story(pg_journal) == expected
    finally:
        sqlite_journal.close()
        pg_journal.close()


def test_one_lease_per_namespace_across_hosts_and_namespaces_apart(postgres_url, postgres_namespace):
    host_a = PostgresJournal(postgres_url, namespace=postgres_namespace)
    host_b = PostgresJournal(postgres_url, namespace=postgres_namespace)
    other = PostgresJournal(postgres_url, namespace=f"{postgres_namespace}-other")
    try:
        now = 10 * HOUR
        assert host_a.claim("a", now=now, lease_ms=HOUR, interval_ms=HOUR) is True
        assert host_b.claim("b", now=now, lease_ms=HOUR, interval_ms=HOUR) is False  # the same namespace: held
        assert other.claim("c", now=now, lease_ms=HOUR, interval_ms=HOUR) is True  # another namespace: its own
        run_id = host_a.start_run(now=now, dry_run=True)
        assert [run.id for run in host_b.runs()] == [run_id] and host_b.run(run_id).dry_run is True
        assert other.runs() == [] and other.run(run_id) is None and other.get("lease_holder") == "c"
    finally:
        for journal in (host_a, host_b, other):
            journal.close()


def test_the_curator_of_a_postgres_memory_keeps_its_journal_there(tmp_path, postgres_url, postgres_namespace):
    settings = Settings(home=tmp_path, memory_store="postgres", database_url=postgres_url,
                        namespace=postgres_namespace)
    memory = postgres_store(postgres_url, postgres_namespace, embedder=HashEmbedder(64))
    curator = open_curator(settings, memory)
    try:
        assert isinstance(curator.journal, PostgresJournal)
        report = curator.run()
        assert [run.id for run in curator.journal.runs()] == [report.run_id]
    finally:
        curator.close()
        memory.close()
