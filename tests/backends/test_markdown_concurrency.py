"""Several processes writing one markdown memory at once, and writers killed mid-write."""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from agentik.files import TEMP_PREFIX
from agentik.notes.entries import parse_text
from agentik.notes.model import MemoryCategory
from stores import markdown_store

pytestmark = pytest.mark.slow

WRITER = r"""
import sys
sys.path.insert(0, sys.argv[4])
from stores import markdown_store
folder, writer, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
store = markdown_store(folder, char_limit=10**9)
categories = ["user", "world", "preference"]
if len(sys.argv) > 5:  # started early: ready (the guard's first check done), then wait for the word to go
    from agentik.memory.guard import classify
    classify("warming up")
    print("ready", flush=True)
    sys.stdin.readline()
i = 0
while count < 0 or i < count:
    note = store.save(f"writer {writer} saved fact number {i} " + "padding " * 20, categories[i % 3])
    print(note.id, flush=True)
    i += 1
"""

FILES = {"USER.md": MemoryCategory.USER, "WORLD.md": MemoryCategory.WORLD,
         "PREFERENCES.md": MemoryCategory.PREFERENCE}


@pytest.fixture
def folder(tmp_path):
    """A memory folder on tmpfs when there is one: these tests are about locking and atomic
    replacement, not about the disk, and fsync on a busy CI disk would make them slow."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path
        return
    path = Path(tempfile.mkdtemp(prefix="agentik-md-", dir=shm))
    yield path
    shutil.rmtree(path, ignore_errors=True)


def _spawn(folder, writer: int, count: int, waiting: bool = False) -> subprocess.Popen:
    """A writer process saving `count` notes (-1: until killed); `waiting`: it says "ready" once started, then waits for a
    line on its stdin before its first save."""
    return subprocess.Popen([sys.executable, "-c", WRITER, str(folder), str(writer), str(count),
                             os.path.dirname(os.path.dirname(os.path.abspath(__file__))), *(["wait"] if waiting else [])],
                            stdin=subprocess.PIPE if waiting else None, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def _parse_all(folder) -> list:
    """Every note in every file; fails when any file has a problem (a truncated or half-written entry)."""
    notes = []
    for name, category in FILES.items():
        path = folder / name
        if not path.exists():
            continue
        raw = path.read_bytes()
        assert raw == b"" or raw.endswith(b"-->\n"), f"{name} does not end with a complete entry"
        parsed = parse_text(raw, category=category, path=name, mtime_ms=0)
        assert parsed.problems == [], [str(p) for p in parsed.problems]
        assert all("padding" in n.content or "seed" in n.content for n in parsed.notes)
        notes += parsed.notes
    return notes


def test_eight_processes_save_a_hundred_notes_each(folder):
    writers = [_spawn(folder, w, 100) for w in range(8)]
    acknowledged = set()
    for proc in writers:
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err
        acknowledged |= set(out.split())
    assert len(acknowledged) == 800
    notes = _parse_all(folder)
    assert {n.id for n in notes} == acknowledged and len(notes) == 800
    store = markdown_store(folder, char_limit=10**9)
    assert store.count() == 800 and store.backend.problems == []
    contents = {n.content.split(" padding")[0] for n in store.list(limit=1000)}
    assert contents == {f"writer {w} saved fact number {i}" for w in range(8) for i in range(100)}


def test_writer_killed_mid_write_never_leaves_a_half_written_file(folder):
    seed = markdown_store(folder, char_limit=10**9)
    for i in range(300):  # big files, so a rewrite takes long enough to be interrupted
        seed.save(f"seed fact {i} " + "x" * 200, ["user", "world", "preference"][i % 3])
    acknowledged: set[str] = set()
    rng = random.Random(7)
    # every writer started at once (each process's start-up, ~2 s, is spent together), then let go one at a time
    writers = [_spawn(folder, round_number, -1, waiting=True) for round_number in range(12)]
    try:
        for round_number, proc in enumerate(writers):
            assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
            proc.stdin.write("go\n")
            proc.stdin.close()
            first = proc.stdout.readline().strip()  # the writer is running and has saved once
            assert first, proc.stderr.read()
            acknowledged.add(first)
            for _ in range(rng.randrange(0, 6)):
                acknowledged.add(proc.stdout.readline().strip())
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=30)
            # printed before the kill landed: acknowledged saves (read through the buffered reader,
            # which may already hold some of them; communicate() would skip those)
            acknowledged |= set(proc.stdout.read().split())
            proc.stdout.close()
            proc.stderr.close()
            notes = _parse_all(folder)
            assert acknowledged <= {n.id for n in notes}
            # a killed writer may have finished one save without getting to print its id
            assert len(notes) <= 300 + len(acknowledged) + round_number + 1
    finally:  # (a failed round leaves the writers after it waiting on their stdin: none outlives the test)
        for proc in writers:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=30)
    seed.save("after the storm, one more padding fact", "user")
    assert not list(folder.glob(TEMP_PREFIX + "*")), "temp files of killed writers were not cleaned up"
    _parse_all(folder)
