"""Saves from several processes at once, into one SQLite file or one Postgres namespace.

    python -m bench.store_writers sqlite PATH WORKER SAVES BATCH      (run by bench.postgres)
    python -m bench.store_writers postgres URL WORKER SAVES BATCH

Each worker opens the store the way an agent process does (the one Memory over the backend, a
HashEmbedder so no model runs), saves once to warm up (the guard compiles on the first write),
says "ready", waits for "go" on stdin, then saves SAVES notes: one `save` each (BATCH 1: the path of
an agent's memory_save, with its near-duplicate check) or `save_many` of BATCH notes (an import). It prints the seconds it took and exits.
`writers_per_second` starts the workers, lets them all go at once and counts what landed.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

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
    started = time.perf_counter()
    if batch <= 1:
        for note in notes:
            store.save(note, "world")
    else:
        for start in range(0, saves, batch):
            store.save_many(notes[start:start + batch], "world")
    print(f"{time.perf_counter() - started:.4f}", flush=True)
    store.close()


def count(kind: str, where: str) -> int:
    store = _open(kind, where)
    try:
        return store.count()
    finally:
        store.close()


def writers_per_second(kind: str, where: str, *, writers: int, saves: int, batch: int) -> dict:
    """Notes/s of `writers` processes saving `saves` notes each, all started at once."""
    before = count(kind, where)
    path = os.pathsep.join([str(ROOT / "src"), str(ROOT), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "PYTHONPATH": path}
    command = [sys.executable, "-m", "bench.store_writers", kind, where]
    procs = [subprocess.Popen([*command, str(n), str(saves), str(batch)], cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
             for n in range(writers)]
    try:
        for proc in procs:
            if proc.stdout.readline().strip() != "ready":
                raise RuntimeError(f"a {kind} writer did not start (exit {proc.wait()})")
        started = time.perf_counter()
        for proc in procs:
            proc.stdin.write("go\n")
            proc.stdin.flush()
        for proc in procs:
            proc.stdout.readline()
        seconds = time.perf_counter() - started
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
    return {"notes_per_s": round(landed / seconds, 1), "seconds": round(seconds, 2), "writers": writers,
            "saves": landed, "batch": batch}


if __name__ == "__main__":
    worker(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
