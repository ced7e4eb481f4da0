"""`python -m bench.curator [--notes 100000]`: the curator's cost at scale (not a test).

    archive   one curator run over N notes, every --stale-every'th stale (default half): plan (unused_since), journal, archive
              (the backup measured apart, it is a copy of the whole file)
    backup    SQLite's online backup of that agentik.db
    groups    find_groups over the newest SCAN_LIMIT live notes: their stored (random 384-dim)
              vectors compared pairwise within each category and scope

Prints a table and writes bench/results/curator.json (or --out).
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: thread pins)

import argparse  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from agentik.agent.curator import consolidate  # noqa: E402
from agentik.agent.curator.backup import write_backup  # noqa: E402
from agentik.agent.curator.journal import Journal  # noqa: E402
from agentik.agent.curator.run import Curator  # noqa: E402
from agentik.backends.sqlite.backend import SqliteBackend  # noqa: E402
from agentik.memory.core import Memory  # noqa: E402
from agentik.memory.embedding_jobs import vector_space  # noqa: E402
from agentik.notes.model import MemoryCategory, MemoryNote, now_ms  # noqa: E402
from agentik.settings import Settings  # noqa: E402

from .report import RESULTS_DIR, meta, render_table, write_json  # noqa: E402
from .synthetic import BenchEmbedder  # noqa: E402

DAY = 86_400_000


def build(home: Path, count: int, stale_every: int = 2) -> None:
    now = now_ms()
    categories = list(MemoryCategory)
    embedder = BenchEmbedder(name="bench/random", dim=384)
    backend = SqliteBackend(home / "agentik.db", space=vector_space(embedder))
    try:
        batch = []
        for i in range(count):
            idle = 200 if i % stale_every == 0 else 10
            batch.append(MemoryNote(id=f"mem-{i:08d}", category=categories[i % 3], content=f"Synthetic fact number {i}",
                                    created_at=now - idle * DAY))
            if len(batch) == 5000:
                backend.insert(batch, embedder.embed_batch([n.content for n in batch]))
                batch = []
        if batch:
            backend.insert(batch, embedder.embed_batch([n.content for n in batch]))
    finally:
        backend.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.curator")
    parser.add_argument("--notes", type=int, default=100_000)
    parser.add_argument("--stale-every", type=int, default=2, help="every Nth note is stale (default: half)")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "curator.json")
    args = parser.parse_args(argv)
    results: dict = {"meta": meta(), "curator": {"notes": args.notes, "stale_every": args.stale_every}}
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch)
        started = time.perf_counter()
        build(home, args.notes, args.stale_every)
        results["curator"]["build_s"] = round(time.perf_counter() - started, 2)
        settings = Settings(home=home, memory_store="sqlite")
        embedder = BenchEmbedder(name="bench/random", dim=384)
        memory = Memory(SqliteBackend(settings.db_path, space=vector_space(embedder)), embedder=embedder)
        journal = Journal(settings.db_path)
        curator = Curator(memory, journal, settings)
        started = time.perf_counter()
        backup = write_backup(settings)
        results["curator"]["backup_s"] = round(time.perf_counter() - started, 3)
        results["curator"]["backup_mb"] = round(backup.database.stat().st_size / 1e6, 1)
        import agentik.agent.curator.run as run_module

        run_module.write_backup = lambda settings: backup  # measured above
        started = time.perf_counter()
        report = curator.run()
        results["curator"]["archive_run_s"] = round(time.perf_counter() - started, 3)
        results["curator"]["archived"] = len(report.archived)
        results["curator"]["archive_run_target_s"] = 2.0
        journal.close()
        started = time.perf_counter()
        groups = consolidate.find_groups(memory, threshold=0.88)
        results["curator"]["groups_s"] = round(time.perf_counter() - started, 3)
        results["curator"]["groups_scanned"] = min(consolidate.SCAN_LIMIT, args.notes - len(report.archived))
        results["curator"]["groups_found"] = len(groups)
        memory.close()
    print(render_table(results))
    print(f"wrote {write_json(results, args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
