"""Writers killed with SIGKILL in the middle of saves lose no acknowledged note (both backends), and a
brand-new home opened by many processes at once (one killed) opens in all the others. Bounded to a
few seconds each; `python -m bench concurrency` runs the long versions (200 first-open rounds)."""

from __future__ import annotations

import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

from agentik.app import open_memory

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.concurrency import first_open_round, killed_writers  # noqa: E402

pytestmark = pytest.mark.slow


@pytest.fixture
def home(tmp_path):
    """On tmpfs when there is one: these tests are about locks and atomic writes, not about the disk
    (whose fsyncs on a busy CI machine would leave the writers few saves to be killed in)."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path
        return
    path = Path(tempfile.mkdtemp(prefix="agentik-kill-", dir=shm))
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.mark.parametrize("backend", ["sqlite", "markdown"])
def test_eight_writers_killed_at_random_lose_no_acknowledged_note(home, backend):
    acknowledged, errors = killed_writers(home, backend, writers=8, seconds=1.5, seed=12)
    assert errors == []
    assert acknowledged  # some saves returned before the kills
    store = open_memory(home=home, memory_store=backend, embedding_backend="none", memory_char_limit=10**9)
    try:
        stored = {note.id for note in store.list(archived=None, limit=10**6)}
    finally:
        store.close()
    assert acknowledged <= stored


def test_a_brand_new_home_opened_by_many_processes_at_once_never_says_locked(home):
    rng = random.Random(3)
    for round_number in range(10):
        folder = home / f"round{round_number}"
        folder.mkdir()
        assert first_open_round(folder, processes=8, rng=rng) == []
