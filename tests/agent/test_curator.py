"""The curator over both backends with a fixed clock: archiving by age, what is exempt, the journal,
undo, the lease, and finishing a run that was interrupted."""

from __future__ import annotations

import sqlite3

import pytest

from agentik.agent.curator.journal import Journal
from agentik.agent.curator.policy import DAY_MS, StaleItem
from agentik.agent.curator.run import Curator
from agentik.embedding.fake import HashEmbedder
from agentik.errors import CuratorBusy, InvalidInput
from agentik.notes.model import MemoryCategory, MemoryNote, Source
from agentik.settings import Settings

from agentik.memory.core import Memory
from stores import markdown_store, sqlite_store

NOW = 1_800_000_000_000


@pytest.fixture(params=["sqlite", "markdown"])
def home(request, tmp_path):
    settings = Settings(home=tmp_path, memory_store=request.param, curator_interval_hours=24.0)
    if request.param == "sqlite":
        memory = sqlite_store(settings.db_path, embedder=HashEmbedder(64))
    else:
        memory = markdown_store(settings.markdown_dir, embedder=HashEmbedder(64))
    journal = Journal(settings.db_path)
    yield settings, memory, journal
    journal.close()
    memory.close()


def _note(memory, note_id: str, content: str, *, days_idle: int, **fields) -> MemoryNote:
    at = NOW - days_idle * DAY_MS
    stored, created = memory.add(MemoryNote(id=note_id, category=MemoryCategory.WORLD, content=content,
                                            created_at=at, **fields))
    assert created
    return stored


def _curator(settings, memory, journal, *, clock=lambda: NOW, **kwargs) -> Curator:
    return Curator(memory, journal, settings, clock=clock, **kwargs)


def _stale_world(memory):
    _note(memory, "mem-old", "The staging cluster runs k3s", days_idle=120)
    _note(memory, "mem-edge", "The VPN gateway is in Frankfurt", days_idle=91)
    _note(memory, "mem-young", "Deploys happen on Fridays", days_idle=89)
    _note(memory, "mem-used", "The build server is Jenkins", days_idle=200, use_count=3)
    _note(memory, "mem-pinned", "The wiki lives in Confluence", days_idle=300, pinned=True)
    _note(memory, "mem-user", "The office wifi is called Orion", days_idle=300, source=Source.USER_EXPLICIT)


def test_exactly_the_unused_notes_past_the_threshold_are_archived(home):
    settings, memory, journal = home
    _stale_world(memory)
    report = _curator(settings, memory, journal).run()
    assert sorted(item["id"] for item in report.archived) == ["mem-edge", "mem-old"]
    assert {n.id for n in memory.list(archived=True)} == {"mem-edge", "mem-old"}
    assert {n.id for n in memory.list()} == {"mem-young", "mem-used", "mem-pinned", "mem-user"}
    assert all("never used" in item["reason"] for item in report.archived)
    assert report.summary() == "archived 2 notes"
    assert report.backup is not None and report.backup.paths


def test_a_dry_run_changes_nothing_and_writes_no_backup(home):
    settings, memory, journal = home
    _stale_world(memory)
    report = _curator(settings, memory, journal).run(dry_run=True)
    assert sorted(item["id"] for item in report.archived) == ["mem-edge", "mem-old"]
    assert report.summary() == "would archive 2 notes"
    assert memory.count(archived=True) == 0 and journal.runs() == []
    assert not (settings.home / "backups").exists()


def test_undo_brings_the_archived_notes_back_into_search(home):
    settings, memory, journal = home
    _stale_world(memory)
    curator = _curator(settings, memory, journal)
    report = curator.run()
    assert "mem-old" not in {h.note.id for h in memory.search("staging cluster k3s")}
    assert curator.undo(report.run_id) == 2
    assert memory.count(archived=True) == 0
    assert "mem-old" in {h.note.id for h in memory.search("staging cluster k3s")}
    assert journal.run(report.run_id).status == "undone"
    with pytest.raises(InvalidInput):
        curator.undo(9999)


def test_restore_of_one_note_brings_it_back(home):
    settings, memory, journal = home
    _stale_world(memory)
    _curator(settings, memory, journal).run()
    assert memory.restore(["mem-old"]) == 1
    assert "mem-old" in {h.note.id for h in memory.search("staging cluster k3s")}


def test_the_daily_run_happens_once_per_interval(home):
    settings, memory, journal = home
    _stale_world(memory)
    clock = [NOW]
    curator = _curator(settings, memory, journal, clock=lambda: clock[0])
    assert curator.run_if_due() is not None
    assert curator.run_if_due() is None
    clock[0] += 23 * 3_600_000
    assert curator.run_if_due() is None
    clock[0] += 2 * 3_600_000
    assert curator.run_if_due() is not None


def test_a_second_process_neither_runs_daily_nor_on_demand_while_one_holds_the_lease(home):
    settings, memory, journal = home
    other_journal = Journal(settings.db_path)  # another connection, as another process has
    try:
        first = _curator(settings, memory, journal)
        second = _curator(settings, memory, other_journal)
        assert journal.claim(first.holder, now=NOW, lease_ms=60_000, interval_ms=None)
        assert second.run_if_due() is None
        with pytest.raises(CuratorBusy):
            second.run()
        journal.release(first.holder, finished_at=None)
        assert second.run_if_due() is not None
        assert first.run_if_due() is None  # ran today, in the other process
    finally:
        other_journal.close()


def test_an_expired_lease_of_a_killed_run_is_taken_over(home):
    settings, memory, journal = home
    assert journal.claim("dead-process", now=NOW - 2 * 3_600_000, lease_ms=3_600_000, interval_ms=None)
    assert _curator(settings, memory, journal).run_if_due() is not None


def test_an_interrupted_run_is_finished_by_the_next(home):
    settings, memory, journal = home
    _stale_world(memory)
    # what a run killed after journaling its plan and before archiving leaves behind
    run_id = journal.start_run(now=NOW - DAY_MS, dry_run=False)
    journal.plan(run_id, [("archive", "note", "mem-old", "never used", {"label": "k3s"})], now=NOW - DAY_MS)
    report = _curator(settings, memory, journal).run()
    assert report.resumed == 1
    assert journal.run(run_id).status == "done"
    assert memory.get("mem-old").archived
    assert [a.state for a in journal.actions(run_id)] == ["done"]


def test_the_notice_is_given_once(home):
    settings, memory, journal = home
    curator = _curator(settings, memory, journal)
    assert "curator" in curator.notice_once()
    assert curator.notice_once() is None


class FakeSkills:
    """An Archivable source as the skills store registers one."""

    kind = "skill"

    def __init__(self) -> None:
        self.live = {"old-skill": NOW - 100 * DAY_MS, "fresh-skill": NOW}
        self.archived: set[str] = set()

    def stale(self, before: int, *, limit: int) -> list[StaleItem]:
        return [StaleItem(name, name, at) for name, at in self.live.items()
                if at < before and name not in self.archived][:limit]

    def archive(self, item_ids, *, at: int) -> int:
        fresh = set(item_ids) - self.archived
        self.archived |= fresh
        return len(fresh)

    def restore(self, item_ids) -> int:
        back = self.archived & set(item_ids)
        self.archived -= back
        return len(back)


def test_a_registered_source_is_archived_by_the_same_rule_and_undone(home):
    settings, memory, journal = home
    skills = FakeSkills()
    curator = _curator(settings, memory, journal, sources=[skills])
    report = curator.run()
    assert skills.archived == {"old-skill"}
    assert report.summary() == "archived 1 skill"
    curator.undo(report.run_id)
    assert skills.archived == set()


def test_the_journal_tables_live_in_agentik_db(home):
    settings, memory, journal = home
    _stale_world(memory)
    _curator(settings, memory, journal).run()
    conn = sqlite3.connect(settings.db_path)
    try:
        assert conn.execute("SELECT COUNT(*) FROM curator_action WHERE state = 'done'").fetchone()[0] == 2
    finally:
        conn.close()


def test_the_daily_curator_tells_the_notice_once_and_a_summary_line_per_run(home):
    from agentik.agent.curator.daily import DailyCurator

    settings, memory, journal = home
    _stale_world(memory)
    clock = [NOW]
    told: list[str] = []
    daily = DailyCurator(_curator(settings, memory, journal, clock=lambda: clock[0]), tell=told.append)
    daily.check()
    daily.check()  # not due again
    clock[0] += 25 * 3_600_000
    daily.check()  # mem-young is now past 90 days
    clock[0] += 25 * 3_600_000
    daily.check()  # nothing to do: nothing said
    assert daily.runs == 3
    assert "curator runs once a day" in told[0]
    assert told[1:] == ["curator: archived 2 notes (agentik curate --last)",
                        "curator: archived 1 note (agentik curate --last)"]
