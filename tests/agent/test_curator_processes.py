"""The curator across real processes: two started at once run the daily curation once; one killed
with SIGKILL midway leaves a run that the next one finishes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from agentik.agent.curator.journal import Journal
from agentik.notes.model import MemoryCategory, MemoryNote, now_ms

from stores import sqlite_store

SRC = str(Path(__file__).resolve().parents[2] / "src")
OLD = now_ms() - 200 * 86_400_000

CHILD = """
import os, signal, sys
from pathlib import Path
from agentik.agent.curator.journal import Journal
from agentik.agent.curator.policy import NoteArchive
from agentik.agent.curator.run import Curator
from agentik.backends.sqlite.backend import SqliteBackend
from agentik.memory.core import Memory
from agentik.settings import Settings

home = Path(sys.argv[1])
settings = Settings(home=home, curator_interval_hours=24.0)
if sys.argv[2] == "kill":  # archive the first note of the batch, then die without a word
    real = NoteArchive.archive
    def dying(self, ids, *, at):
        real(self, list(ids)[:1], at=at)
        os.kill(os.getpid(), signal.SIGKILL)
    NoteArchive.archive = dying
memory = Memory(SqliteBackend(settings.db_path))
curator = Curator(memory, Journal(settings.db_path), settings)
report = curator.run_if_due() if sys.argv[2] == "daily" else curator.run()
print("ran" if report is not None else "skipped", report.resumed if report is not None else 0)
"""


def _child(home: Path, mode: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": SRC}
    return subprocess.Popen([sys.executable, "-c", CHILD, str(home), mode], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _old_notes(home: Path, count: int) -> None:
    with sqlite_store(home / "agentik.db") as memory:
        memory.add_many([MemoryNote(id=f"mem-old-{i}", category=MemoryCategory.WORLD, content=f"Old fact {i}",
                                    created_at=OLD) for i in range(count)])


@pytest.mark.slow
def test_two_processes_started_at_once_run_the_daily_curation_once(tmp_path):
    _old_notes(tmp_path, 3)
    children = [_child(tmp_path, "daily") for _ in range(2)]
    outputs = [child.communicate(timeout=60) for child in children]
    assert all(child.returncode == 0 for child in children), outputs
    assert sorted(out.split()[0] for out, _ in outputs) == ["ran", "skipped"]
    journal = Journal(tmp_path / "agentik.db")
    try:
        assert len(journal.runs()) == 1
    finally:
        journal.close()


@pytest.mark.slow
def test_a_run_killed_midway_is_finished_by_the_next(tmp_path):
    _old_notes(tmp_path, 3)
    killed = _child(tmp_path, "kill")
    killed.communicate(timeout=60)
    assert killed.returncode == -9
    with sqlite_store(tmp_path / "agentik.db") as memory:
        assert memory.count(archived=True) == 1  # the state in between is a journaled plan, not a loss
    # the killed run's lease is still held: an on-demand run waits for it to expire
    journal = Journal(tmp_path / "agentik.db")
    try:
        journal.put(lease_until="0")  # as an hour later
    finally:
        journal.close()
    nxt = _child(tmp_path, "now")
    out, err = nxt.communicate(timeout=60)
    assert nxt.returncode == 0, err
    assert out.split() == ["ran", "3"]
    with sqlite_store(tmp_path / "agentik.db") as memory:
        assert memory.count(archived=True) == 3 and memory.count() == 0
    journal = Journal(tmp_path / "agentik.db")
    try:
        assert [run.status for run in journal.runs()] == ["done", "done"]
        assert {a.state for a in journal.actions()} == {"done"}
    finally:
        journal.close()
