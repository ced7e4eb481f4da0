"""Concurrency under SIGKILL: writer processes that report the id of each acknowledged save and are
killed at random moments (no acknowledged note may be lost), and a brand-new home opened by many
processes at once while one of them is killed (none of the others may see "database is locked").

The processes are forked from the caller (it has imported agentik already, so a round costs
milliseconds, not an interpreter start each). `tests/integration/test_concurrency.py` runs short versions;
`python -m bench hardening` runs `run_concurrency`: 200 first-open rounds, and kill rounds of 8
writers on both backends.
"""

from __future__ import annotations

import os
import random
import select
import signal
import time
import traceback
from pathlib import Path
from typing import Callable


def _fork(body: Callable[[int], None]) -> tuple[int, int]:
    """(pid, read end of a pipe) of a child running body(write end); the child exits 0, or 3 with its
    traceback's last line written to the pipe as "ERR ..." when body raises."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(read_end)
        code = 0
        try:
            body(write_end)
        except BaseException:  # reported to the parent through the pipe
            os.write(write_end, ("ERR " + traceback.format_exc().strip().splitlines()[-1] + "\n").encode())
            code = 3
        os._exit(code)
    os.close(write_end)
    return pid, read_end


def _drain(read_end: int, timeout: float = 60.0) -> str:
    chunks = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not select.select([read_end], [], [], max(0.0, deadline - time.monotonic()))[0]:
            break
        chunk = os.read(read_end, 65536)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(read_end)
    return b"".join(chunks).decode("utf-8", "replace")


def _wait_until(start: float) -> None:
    while time.time() < start:
        time.sleep(0.0005)


def killed_writers(home: Path, backend: str, *, writers: int = 8, seconds: float = 2.0,
                   seed: int = 0) -> tuple[set[str], list[str]]:
    """`writers` processes open one brand-new home at the same moment and save until they are killed
    (SIGKILL, one by one at random moments over `seconds`). Returns (ids whose save returned, error
    lines of writers that failed by themselves)."""
    from agentik.app import open_memory
    from agentik.plugins import BACKENDS

    BACKENDS.load(backend)  # imported once here, not by 8 children at once
    # the guard's patterns gated and its readers loaded once here too (~0.6 s of CPU a process: 8 children doing it at once on
    # 2 cores were all killed before their first save)
    from agentik.memory.guard import classify
    classify("a plain note of ten words or more that warms every reader of the guard")
    rng = random.Random(seed)
    start = time.time() + 0.05

    def writer(number: int) -> Callable[[int], None]:
        def body(out: int) -> None:
            _wait_until(start)
            store = open_memory(home=home, memory_store=backend, embedding_backend="none",
                                memory_char_limit=10**9)
            i = 0
            while True:
                note = store.save(f"writer {number} pid {os.getpid()} fact {i}", ("user", "world", "preference")[i % 3])
                os.write(out, (note.id + "\n").encode())  # acknowledged: the save returned
                i += 1
        return body

    children = [_fork(writer(number)) for number in range(writers)]
    moments = sorted(rng.uniform(0.1, seconds) for _ in children)
    began = time.monotonic()
    for (pid, _), moment in zip(rng.sample(children, len(children)), moments):
        time.sleep(max(0.0, began + moment - time.monotonic()))
        os.kill(pid, signal.SIGKILL)
    acknowledged: set[str] = set()
    errors = []
    for pid, read_end in children:
        text = _drain(read_end)
        os.waitpid(pid, 0)
        acknowledged |= {line for line in text.split() if line.startswith("mem-")}
        errors += [line for line in text.splitlines() if line.startswith("ERR ")]
    return acknowledged, errors


def first_open_round(folder: Path, *, processes: int = 8, kill_one: bool = True,
                     rng: random.Random | None = None) -> list[str]:
    """A brand-new agentik.db opened (and written once) by `processes` processes at the same moment,
    one of them killed a random moment after the start; returns the error lines of the others."""
    from agentik.backends.sqlite.backend import SqliteBackend
    from agentik.memory.core import Memory

    rng = rng or random.Random()
    path = folder / "agentik.db"
    start = time.time() + 0.03

    def body(out: int) -> None:
        _wait_until(start)
        store = Memory(SqliteBackend(path))
        store.save(f"first open by {os.getpid()}", "world")
        store.close()

    children = [_fork(body) for _ in range(processes)]
    if kill_one:
        time.sleep(max(0.0, start - time.time() + rng.uniform(0.0, 0.03)))
        os.kill(children[0][0], signal.SIGKILL)
    errors = []
    for index, (pid, read_end) in enumerate(children):
        text = _drain(read_end)
        _, status = os.waitpid(pid, 0)
        if not (kill_one and index == 0):
            errors += [line for line in text.splitlines() if line.startswith("ERR ")]
            if os.WIFEXITED(status) and os.WEXITSTATUS(status) not in (0, 3):
                errors.append(f"ERR exit {os.WEXITSTATUS(status)}")
    return errors


def run_concurrency(folder: Path, *, first_open_rounds: int = 200, kill_rounds: int = 5,
                    say: Callable[[str], None] = print) -> dict:
    """The long versions: `first_open_rounds` brand-new homes opened by 8 processes (one killed), and
    `kill_rounds` × 8 writers killed at random on each backend. Returns the counts."""
    rng = random.Random(2026)
    locked: list[str] = []
    started = time.perf_counter()
    for number in range(first_open_rounds):
        round_folder = folder / f"first-open-{number}"
        round_folder.mkdir(parents=True)
        locked += first_open_round(round_folder, processes=8, rng=rng)
    result: dict = {"first_open": {"rounds": first_open_rounds, "processes": 8, "errors": len(locked),
                                   "error_lines": locked[:5], "seconds": round(time.perf_counter() - started, 1)}}
    say(f"first open: {first_open_rounds} rounds of 8 processes, {len(locked)} errors")
    for backend in ("sqlite", "markdown"):
        acknowledged_total = lost_total = 0
        failures: list[str] = []
        for number in range(kill_rounds):
            home = folder / f"kill-{backend}-{number}"
            acknowledged, errors = killed_writers(home, backend, writers=8, seconds=2.0, seed=number)
            failures += errors
            from agentik.app import open_memory

            store = open_memory(home=home, memory_store=backend, embedding_backend="none", memory_char_limit=10**9)
            try:
                stored = {note.id for note in store.list(archived=None, limit=10**6)}
            finally:
                store.close()
            acknowledged_total += len(acknowledged)
            lost_total += len(acknowledged - stored)
        result[f"kill_{backend}"] = {"rounds": kill_rounds, "writers": 8, "kills": 8 * kill_rounds,
                                     "acknowledged": acknowledged_total, "lost": lost_total,
                                     "writer_errors": len(failures), "error_lines": failures[:5]}
        say(f"kill -9 ({backend}): {8 * kill_rounds} kills, {acknowledged_total} acknowledged, {lost_total} lost, "
            f"{len(failures)} writer errors")
    return result
