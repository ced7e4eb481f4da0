"""Saves from several processes at once, into one SQLite file or one Postgres namespace.

    python -m bench.store_writers sqlite PATH WORKER SAVES BATCH      (run by bench.postgres)
    python -m bench.store_writers postgres URL WORKER SAVES BATCH

Each worker opens the store the way an agent process does (the one Memory over the backend, a
HashEmbedder so no model runs), saves once to warm up (the guard compiles on the first write),
says "ready", waits for "go" on stdin, then saves SAVES notes: one `save` each (BATCH 1: the path of
an agent's memory_save, with its near-duplicate check) or `save_many` of BATCH notes (an import).
It prints the seconds it took and the CPU seconds it used, then waits for "exit" before it closes
its store (so the Postgres sessions it holds can still be read from /proc).
`writers_per_second` starts the workers, lets them all go at once and counts what landed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[1]
DIM = 384


def _open(kind: str, where: str):
    sys.path.insert(0, str(ROOT / "tests"))
    from stores import postgres_store, sqlite_store

    from agentik.embedding.fake import HashEmbedder

    embedder = HashEmbedder(DIM)
    return sqlite_store(where, embedder=embedder) if kind == "sqlite" else \
        postgres_store(where, "bench-writers", embedder=embedder)


def worker(kind: str, where: str, number: int, saves: int, batch: int) -> None:
    store = _open(kind, where)
    notes = [f"writer {number} (batches of {batch}) records fact {i}: service{i} of team{number} runs on node{i % 97}"
             for i in range(saves)]
    store.save(f"writer {number} (batches of {batch}) warms up", "world")  # the guard compiles on the first write
    print("ready", flush=True)
    sys.stdin.readline()
    started, cpu = time.perf_counter(), time.process_time()
    if batch <= 1:
        for note in notes:
            store.save(note, "world")
    else:
        for start in range(0, saves, batch):
            store.save_many(notes[start:start + batch], "world")
    print(f"{time.perf_counter() - started:.4f} {time.process_time() - cpu:.4f}", flush=True)
    sys.stdin.readline()
    store.close()


def count(kind: str, where: str) -> int:
    store = _open(kind, where)
    try:
        return store.count()
    finally:
        store.close()


def writers_per_second(kind: str, where: str, *, writers: int, saves: int, batch: int,
                       server_cpu: Callable[[], float] | None = None) -> dict:
    """Notes/s of `writers` processes saving `saves` notes each, all started at once; CPU ms per note
    in the writers, and in the server when `server_cpu` (CPU seconds of the store's sessions so far)
    is given."""
    before = count(kind, where)
    path = os.pathsep.join([str(ROOT / "src"), str(ROOT), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "PYTHONPATH": path}
    command = [sys.executable, "-m", "bench.store_writers", kind, where]
    procs = [subprocess.Popen([*command, str(n), str(saves), str(batch)], cwd=ROOT, env=env, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
             for n in range(writers)]
    try:
        for proc in procs:
            if proc.stdout.readline().strip() != "ready":
                raise RuntimeError(f"a {kind} writer did not start (exit {proc.wait()})")
        server_before = server_cpu() if server_cpu else 0.0
        started = time.perf_counter()
        _tell(procs, "go")
        client_cpu = sum(float(proc.stdout.readline().split()[1]) for proc in procs)
        seconds = time.perf_counter() - started
        server_used = server_cpu() - server_before if server_cpu else None
        _tell(procs, "exit")
        for proc in procs:
            if proc.wait(timeout=60) != 0:
                raise RuntimeError(f"a {kind} writer failed (exit {proc.returncode})")
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    landed = count(kind, where) - before - writers  # less one warm-up save each
    if landed != writers * saves:
        raise RuntimeError(f"{kind}: {landed} of {writers * saves} saves landed")
    out = {"notes_per_s": round(landed / seconds, 1), "seconds": round(seconds, 2), "writers": writers,
           "saves": landed, "batch": batch, "client_cpu_ms_per_note": round(client_cpu * 1000 / landed, 3)}
    if server_used is not None:
        out["server_cpu_ms_per_note"] = round(server_used * 1000 / landed, 3)
    return out


def _tell(procs: list[subprocess.Popen], line: str) -> None:
    for proc in procs:
        proc.stdin.write(line + "\n")
        proc.stdin.flush()


if __name__ == "__main__":
    worker(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
