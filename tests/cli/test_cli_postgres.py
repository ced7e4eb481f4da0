"""The CLI on a postgres memory: `agentik doctor` checks the connection, pgvector and the migrations;
`agentik memory export/import` moves a memory sqlite → postgres → markdown and back, nothing lost."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agentik.backends.postgres.schema import MIGRATIONS
from agentik.cli.main import cli

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run

NOTES = [("user", "The user lives in Kazan"), ("world", "We build the project with Gradle 9.4.1"),
         ("preference", "Предпочитает чай кофе")]


def run(*args: str, **env: str):
    result = CliRunner().invoke(cli, list(args), env=env, catch_exceptions=False)
    return result


@pytest.fixture
def stores(tmp_path, monkeypatch, postgres_url, postgres_namespace):
    """Environments of three memories: sqlite and markdown in their homes, postgres in a namespace."""
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")  # keyword only: no model loads here
    return {
        "sqlite": {"AGENTIK_HOME": str(tmp_path / "a"), "AGENTIK_MEMORY_STORE": "sqlite"},
        "postgres": {"AGENTIK_HOME": str(tmp_path / "b"), "AGENTIK_MEMORY_STORE": "postgres",
                     "AGENTIK_DATABASE_URL": postgres_url, "AGENTIK_NAMESPACE": postgres_namespace},
        "markdown": {"AGENTIK_HOME": str(tmp_path / "c"), "AGENTIK_MEMORY_STORE": "markdown"},
    }


def _contents(env: dict) -> set[tuple[str, str]]:
    listed = json.loads(run("memory", "list", "--json", "--limit", "100", **env).stdout)
    notes = listed["notes"] if isinstance(listed, dict) else listed
    return {(note["category"], note["content"]) for note in notes}


def test_export_and_import_move_a_memory_between_sqlite_postgres_and_markdown(stores, tmp_path):
    for category, content in NOTES:
        assert run("memory", "save", "-c", category, content, **stores["sqlite"]).exit_code == 0
    hops = [("sqlite", "postgres"), ("postgres", "markdown"), ("markdown", "postgres")]
    for number, (source, target) in enumerate(hops):
        out = tmp_path / f"hop{number}.jsonl"
        exported = run("memory", "export", "--out", str(out), **stores[source])
        assert exported.exit_code == 0, exported.output
        imported = run("memory", "import", str(out), "--json", **stores[target])
        assert imported.exit_code == 0, imported.output
        report = json.loads(imported.stdout)
        assert report["refused"] == 0
        assert _contents(stores[target]) == set(NOTES), f"{source} -> {target}"
    # the last hop brought back into postgres what it already held: skipped, not doubled
    assert report["imported"] == 0 and report["skipped"] == len(NOTES)


def test_doctor_checks_the_connection_pgvector_and_the_migrations(stores):
    result = run("doctor", "--json", **stores["postgres"])
    assert result.exit_code == 0, result.output
    checks = {check["name"]: check for check in json.loads(result.stdout)["checks"]}
    store = checks["store"]
    assert store["ok"] and "pgvector 0." in store["detail"] and f"schema {len(MIGRATIONS)}/{len(MIGRATIONS)}" in \
        store["detail"] and "row security enforced" in store["detail"]
    assert store["data"]["stats"]["path"].startswith("postgres ") and "@" in store["data"]["stats"]["path"]
    assert checks["integrity"]["ok"] and "migrations" in checks["integrity"]["detail"]


def test_doctor_fails_when_the_server_cannot_be_reached(stores):
    env = {**stores["postgres"], "AGENTIK_DATABASE_URL": "postgresql://nobody@127.0.0.1:1/none?connect_timeout=1"}
    result = run("doctor", "--json", **env)
    assert result.exit_code == 1
    store = {check["name"]: check for check in json.loads(result.stdout)["checks"]}["store"]
    assert not store["ok"] and "127.0.0.1" in store["detail"]


def test_doctor_reads_the_curators_last_run_from_the_database(stores):
    from agentik.agent.curator.pg_journal import PostgresJournal

    env = stores["postgres"]
    journal = PostgresJournal(env["AGENTIK_DATABASE_URL"], namespace=env["AGENTIK_NAMESPACE"])
    try:
        run_id = journal.start_run(now=1_700_000_000_000, dry_run=False)
        journal.finish_run(run_id, now=1_700_000_001_000, summary="archived 2 notes")
    finally:
        journal.close()
    result = run("doctor", "--json", **env)
    curator = {check["name"]: check for check in json.loads(result.stdout)["checks"]}["curator"]
    assert curator["ok"] and f"last run {run_id}" in curator["detail"] and "archived 2 notes" in curator["detail"]
