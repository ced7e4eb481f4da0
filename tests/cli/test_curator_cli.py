"""`agentik memory pin|unpin|restore|unmerge`, `agentik curate`, `agentik backup` and
`agentik restore-backup` through click's CliRunner on a real SQLite file."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agentik.app import memory_over
from agentik.cli import common as cli_common
from agentik.cli.main import cli
from agentik.notes.model import MemoryCategory, MemoryNote, now_ms
from agentik.settings import Settings

OLD = now_ms() - 200 * 86_400_000


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("AGENTIK_HOME", str(tmp_path))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    monkeypatch.setattr(cli_common, "open_store", lambda: memory_over(Settings.from_env(), None))
    with memory_over(Settings.from_env(), None) as memory:
        for i, text in enumerate(["The staging cluster runs k3s", "The VPN gateway is in Frankfurt"]):
            memory.add(MemoryNote(id=f"mem-old-{i}", category=MemoryCategory.WORLD, content=text, created_at=OLD))
    return tmp_path


def ok(*args) -> str:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_curate_archives_reports_and_undoes(home):
    ok("memory", "pin", "mem-old-1")
    dry = json.loads(ok("curate", "--dry-run", "--json"))
    assert [item["id"] for item in dry["archived"]] == ["mem-old-0"] and dry["dry_run"]
    report = json.loads(ok("curate", "--json"))
    assert report["summary"] == "archived 1 note" and report["backup"]
    archived = json.loads(ok("memory", "list", "--archived", "--json"))
    assert [n["id"] for n in archived] == ["mem-old-0"]
    last = ok("curate", "--last")
    assert f"run {report['run']} (done)" in last and "mem-old-0" in last
    ok("curate", "--undo", str(report["run"]))
    assert json.loads(ok("memory", "list", "--archived", "--json")) == []


def test_pin_unpin_restore_and_their_errors(home):
    assert json.loads(ok("memory", "pin", "mem-old-0", "--json"))["changed"] == 1
    assert json.loads(ok("memory", "show", "mem-old-0", "--json"))["pinned"] is True
    ok("memory", "unpin", "mem-old-0")
    ok("curate")
    assert json.loads(ok("memory", "restore", "mem-old-0", "mem-old-1", "--json"))["changed"] == 2
    missing = CliRunner().invoke(cli, ["memory", "pin", "mem-nope"])
    assert missing.exit_code == 1 and "mem-nope" in missing.output
    unmerge = CliRunner().invoke(cli, ["memory", "unmerge", "mem-old-0"])
    assert unmerge.exit_code == 1 and "no curator merge" in unmerge.output


def test_backup_and_restore_backup(home):
    [db_file] = [line for line in ok("backup").splitlines() if line.endswith(".db")]
    ok("memory", "delete", "mem-old-0")
    out = ok("restore-backup", db_file)
    assert out.startswith("restored backup")
    assert json.loads(ok("memory", "show", "mem-old-0", "--json"))["id"] == "mem-old-0"
    bad = CliRunner().invoke(cli, ["restore-backup", str(home / "agentik.db")])
    assert bad.exit_code == 1 and "not an agentik backup" in bad.output


def test_curate_plans_archives_and_undoes_an_old_skill_of_the_agent(home):
    import sqlite3

    from agentik.agent.skills import Skills

    settings = Settings.from_env()
    with Skills.open(settings.skills_dir, settings.db_path) as skills:
        skills.store.create("rotate-logs", "How to rotate the nginx logs by hand. Use when disks fill.",
                            "1. Stop nginx.\n2. Move the logs.\n3. Start nginx.")
    conn = sqlite3.connect(settings.db_path)
    with conn:
        conn.execute("UPDATE skill_usage SET created_at = ?, updated_at = ?", (OLD, OLD))
    conn.close()
    plan = ok("curate", "--dry-run")
    assert "would archive skill rotate-logs" in plan and "never used; last touched 200 days ago" in plan
    report = json.loads(ok("curate", "--json"))
    assert report["summary"] == "archived 2 notes, 1 skill"
    assert "rotate-logs" not in ok("skills", "list")
    ok("curate", "--undo", str(report["run"]))
    assert "rotate-logs" in ok("skills", "list")
