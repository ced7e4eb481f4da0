"""The curator over the real skill store with a fixed clock: the age rule for skills (only the
agent's own, never used ones), the dry-run plan, undo, and that no path removes a folder or a row."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from agentik.agent.curator.journal import Journal
from agentik.agent.curator.policy import DAY_MS
from agentik.agent.curator.run import Curator
from agentik.agent.curator.skill_source import SkillArchive
from agentik.agent.skills import Skills
from agentik.embedding.fake import HashEmbedder
from agentik.errors import InvalidInput
from agentik.settings import Settings

from stores import sqlite_store

NOW = 1_800_000_000_000
STEPS = "1. Run the tests.\n2. Bump the version.\n3. Tag and push."


def _age(db: Path, name: str, *, days_idle: int, used: int = 0, approved: bool = False) -> None:
    """Set a skill's times as if it was written `days_idle` days before NOW (and used `used` times)."""
    at = NOW - days_idle * DAY_MS
    conn = sqlite3.connect(db)
    try:
        with conn:
            conn.execute("UPDATE skill_usage SET created_at = ?, updated_at = ?, use_count = ?, last_used_at = ?, "
                         "approved_at = ? WHERE name = ?",
                         (at, at, used, at if used else None, at if approved else None, name))
    finally:
        conn.close()


@pytest.fixture
def world(tmp_path):
    settings = Settings(home=tmp_path, memory_store="sqlite")
    memory = sqlite_store(settings.db_path, embedder=HashEmbedder(64))
    skills = Skills.open(settings.skills_dir, settings.db_path)
    journal = Journal(settings.db_path)
    store = skills.store
    store.create("rotate-logs", "How to rotate the nginx logs by hand. Use when disks fill.", STEPS)
    store.create("restart-vpn", "How to restart the office VPN gateway. Use when it hangs.", STEPS)
    store.create("build-docs", "How to build the documentation site. Use before a release.", STEPS)
    store.create("tag-release", "How we tag a release of the project. Use when releasing.", STEPS)
    store.create("backup-laptop", "How the user backs up the laptop. Use when asked to back up.", STEPS,
                 source="user_explicit")
    store.create("clean-docker", "How to prune docker images and volumes. Use when disks fill.", STEPS,
                 source="imported")
    store.create("sync-calendar", "How to sync the work and home calendars. Use on request.", STEPS)
    _age(settings.db_path, "rotate-logs", days_idle=120)           # stale
    _age(settings.db_path, "restart-vpn", days_idle=91)            # stale, just past
    _age(settings.db_path, "build-docs", days_idle=89)             # young
    _age(settings.db_path, "tag-release", days_idle=200, used=2)   # used
    _age(settings.db_path, "backup-laptop", days_idle=300)         # the user's own
    _age(settings.db_path, "clean-docker", days_idle=300)          # imported by the user
    _age(settings.db_path, "sync-calendar", days_idle=300, approved=True)  # approved by the user
    curator = Curator(memory, journal, settings, clock=lambda: NOW, sources=[SkillArchive(store)])
    yield settings, skills, curator
    curator.close()
    skills.close()
    memory.close()


def _live(skills) -> set[str]:
    return {s.name for s in skills.store.catalog().live()}


def test_exactly_the_agents_unused_skills_past_the_threshold_are_archived(world):
    settings, skills, curator = world
    report = curator.run()
    assert sorted(item["id"] for item in report.archived if item["source"] == "skill") == ["restart-vpn",
                                                                                           "rotate-logs"]
    assert _live(skills) == {"build-docs", "tag-release", "backup-laptop", "clean-docker", "sync-calendar"}
    assert "rotate-logs" not in skills.instruction()
    assert report.summary() == "archived 2 skills"
    # archived, not removed: the folders and the rows are all still there
    assert all((settings.skills_dir / name / "SKILL.md").is_file() for name in ("rotate-logs", "restart-vpn"))
    assert set(skills.store.catalog().skills) >= {"rotate-logs", "restart-vpn"}


def test_the_dry_run_lists_the_skills_and_changes_nothing(world):
    settings, skills, curator = world
    report = curator.run(dry_run=True)
    lines = [(item["source"], item["id"], item["reason"]) for item in report.archived]
    assert ("skill", "rotate-logs", "never used; last touched 120 days ago (threshold 90)") in lines
    assert {item["id"] for item in report.archived} == {"rotate-logs", "restart-vpn"}
    assert report.summary() == "would archive 2 skills"
    assert "restart-vpn" in _live(skills) and curator.journal.runs() == []


def test_undo_brings_the_skills_back_and_a_second_run_archives_nothing_new(world):
    settings, skills, curator = world
    first = curator.run()
    assert curator.run().archived == []  # idempotent: archived skills are not stale again
    curator.undo(first.run_id)
    assert {"rotate-logs", "restart-vpn"} <= _live(skills)
    assert "rotate-logs" in skills.instruction()


def test_the_app_curator_archives_skills_too(tmp_path, monkeypatch):
    from agentik.app import open_curator

    settings = Settings(home=tmp_path, memory_store="sqlite", curator_archive_days=90)
    with Skills.open(settings.skills_dir, settings.db_path) as skills:
        skills.store.create("rotate-logs", "How to rotate the nginx logs by hand. Use when disks fill.", STEPS)
    _age(settings.db_path, "rotate-logs", days_idle=120)
    with sqlite_store(settings.db_path, embedder=HashEmbedder(64)) as memory:
        curator = open_curator(settings, memory)
        curator.clock = lambda: NOW
        try:
            report = curator.run(dry_run=True)
        finally:
            curator.close()
    assert [(i["source"], i["id"]) for i in report.archived] == [("skill", "rotate-logs")]


ROTATE = "How to rotate the nginx logs by hand. Use when disks fill."


@pytest.fixture
def twins(tmp_path):
    """Near-duplicate skills: the agent's used one and its unused copy; the user's and an agent copy;
    two of the user's own."""
    settings = Settings(home=tmp_path, memory_store="sqlite")
    memory = sqlite_store(settings.db_path, embedder=HashEmbedder(64))
    skills = Skills.open(settings.skills_dir, settings.db_path)
    store = skills.store
    store.create("rotate-logs", ROTATE, STEPS)
    store.create("rotate-nginx-logs", "How to rotate nginx logs by hand. Use when the disks fill.", STEPS, force=True)
    store.create("backup-laptop", "How the user backs up the laptop to the NAS. Use when asked to back up.", STEPS,
                 source="user_explicit")
    store.create("laptop-backup", "How the user backs up the laptop to the NAS. Use when asked for a backup.", STEPS,
                 force=True)
    store.create("sync-calendar", "How to sync the work and home calendars. Use on request.", STEPS,
                 source="user_explicit")
    store.create("calendar-sync", "How to sync the home and work calendars. Use on request.", STEPS,
                 source="user_explicit", force=True)
    _age(settings.db_path, "rotate-logs", days_idle=10, used=3)
    _age(settings.db_path, "backup-laptop", days_idle=5)  # newer than the agent's copy, yet the one that stays
    journal = Journal(settings.db_path)
    yield settings, skills, journal, memory
    journal.close()
    skills.close()
    memory.close()


def _curator_over(settings, skills, journal, memory, mode: str) -> Curator:
    from dataclasses import replace

    return Curator(memory, journal, replace(settings, curator_consolidate=mode), clock=lambda: NOW, skills=skills)


def test_near_duplicate_skills_keep_the_used_or_the_users_one_and_archive_the_agents_copy(twins):
    settings, skills, journal, memory = twins
    report = _curator_over(settings, skills, journal, memory, "apply").run()
    merged = {m["umbrella"]: m["archived"] for m in report.merged}
    assert merged == {"rotate-logs": ["rotate-nginx-logs"], "backup-laptop": ["laptop-backup"]}
    live = _live(skills)
    assert {"rotate-logs", "backup-laptop", "sync-calendar", "calendar-sync"} <= live  # the user's two stay
    assert not {"rotate-nginx-logs", "laptop-backup"} & live
    # archived, never removed
    assert (settings.skills_dir / "rotate-nginx-logs" / "SKILL.md").is_file()
    assert skills.store.get("rotate-nginx-logs", archived=True).usage.archived
    _curator_over(settings, skills, journal, memory, "apply").undo(report.run_id)
    assert {"rotate-nginx-logs", "laptop-backup"} <= _live(skills)


def test_skill_merges_are_proposed_listed_in_a_dry_run_and_applied_on_request(twins):
    settings, skills, journal, memory = twins
    curator = _curator_over(settings, skills, journal, memory, "propose")
    dry = curator.run(dry_run=True)
    assert {m["umbrella"] for m in dry.merged if m.get("source") == "skill"} == {"rotate-logs", "backup-laptop"}
    report = curator.run()
    assert report.merged == [] and len(report.proposed) == 2
    assert {"rotate-nginx-logs", "laptop-backup"} <= _live(skills)  # proposed only
    proposal = next(p for p in report.proposed if p["umbrella"] == "rotate-logs")
    applied = curator.apply_proposal(proposal["proposal"])
    assert applied["archived"] == ["rotate-nginx-logs"] and "rotate-nginx-logs" not in _live(skills)
    assert curator.unmerge("rotate-logs") == 1 and "rotate-nginx-logs" in _live(skills)


def test_consolidation_off_touches_no_skill(twins):
    settings, skills, journal, memory = twins
    report = _curator_over(settings, skills, journal, memory, "off").run()
    assert report.merged == report.proposed == [] and len(_live(skills)) == 6


def test_undo_without_the_skill_store_refuses_and_marks_nothing_undone(world):
    settings, skills, curator = world
    report = curator.run()
    bare = Curator(curator.memory, curator.journal, settings, clock=lambda: NOW)  # notes only
    with pytest.raises(InvalidInput, match="skill"):
        bare.undo(report.run_id)
    assert {a.state for a in curator.journal.actions(report.run_id)} == {"done"}
    assert "rotate-logs" not in _live(skills)
