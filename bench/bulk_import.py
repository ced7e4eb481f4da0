"""`python -m bench.bulk_import [--sizes 10000,100000]`: `agentik memory import` speed, embedding excluded (issue 17).

What is measured: `import_notes` (what `agentik memory import FILE` runs) of a jsonl export of N
notes into a fresh SQLite store, start to end: reading the file, every record validated and guarded,
exact twins looked up, vectors fetched, rows, keyword index and change log written. The vectors are
precomputed, so embedding is excluded, two ways:

- ``precomputed``: an embedder that looks each text's vector up in a dict (~3 µs a note);
- ``disk cache``: the real re-import path. A first import through the disk embedding cache
  (AGENTIK_EMBEDDING_CACHE_MB, agentik.db's embedding_cache) fills it ("cache filling": the model is
  the dict embedder), then the same export goes into a second, fresh store whose model refuses to
  embed: every vector comes from the cache (the bench checks that the model was never called).

Beside them, the two costs that bound the rate, measured alone: the guard over every text
(`check_content`), and the SQLite write of the prepared notes with their vectors (`backend.insert`
in the import's chunks). Notes: Russian/English texts of 8-25 Zipf-distributed words and
identifiers (bench/synthetic.py), 2 % global, the rest in conversations of 100, categories mixed;
vectors: random unit vectors of 384 dimensions (the write does not look at them).

Reported: notes per second by wall time, by CPU time (this process and the import's second
process, which prepares notes beside the write past 4,096 notes: a fork of this process, as this
bench runs one thread; the machine is shared, and wall time also counts other jobs' turns on the
cores; CPU time does not, but it adds up both cores), and by the CPU time of the importing process
alone ("importer CPU": it reads, writes and prepares what the child has not, so on two free cores it
bounds the wall rate; on a loaded machine it is the figure to compare). Prints a table and writes
bench/results/bulk_import.json. It runs against whatever `agentik` is on the path, so the same file
measures an older checkout: `PYTHONPATH=<old checkout>/src python -m bench.bulk_import`.
"""

from __future__ import annotations

import agentik  # noqa: F401  (pins BLAS threads before numpy loads)

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import shutil  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Callable, Sequence  # noqa: E402

import numpy as np  # noqa: E402

from agentik.backends.sqlite.backend import SqliteBackend  # noqa: E402
from agentik.embedding.base import Embedder, Kind  # noqa: E402
from agentik.errors import EmbeddingUnavailable  # noqa: E402
from agentik.memory.core import Memory  # noqa: E402
from agentik.memory.embedding_jobs import vector_space  # noqa: E402
from agentik.memory.transfer import import_notes  # noqa: E402
from agentik.notes.model import MemoryCategory, MemoryNote  # noqa: E402

from .report import RESULTS_DIR, meta, write_json  # noqa: E402
from .synthetic import Corpus  # noqa: E402

DIM = 384
MODEL = "bench/precomputed"
CHUNK = 2048
"""The store-write measurement's batch: agentik.memory.bulk.CHUNK."""


class Precomputed(Embedder):
    """Each text's vector from a table; `refuse` makes it an outage (the cache must answer)."""

    name = MODEL
    dim = DIM

    def __init__(self, table: dict[str, np.ndarray]) -> None:
        self.table = table
        self.calls = 0
        self.refuse = False

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        self.calls += 1
        if self.refuse:
            raise EmbeddingUnavailable("the bench's model must not be asked: the disk cache should answer")
        return np.stack([self.table[text] for text in texts])


def export(path: Path, texts: list[str]) -> list[MemoryNote]:
    """Write the notes as `agentik memory export --format jsonl` does; returns them."""
    categories = list(MemoryCategory)
    rng = np.random.default_rng(2)
    is_global = rng.random(len(texts)) < 0.02
    notes = [MemoryNote(id=f"mem-{i:08d}", category=categories[i % len(categories)], content=text,
                        conversation_id=None if is_global[i] else f"conv-{i // 100}",
                        created_at=1_700_000_000_000 + i)
             for i, text in enumerate(texts)]
    path.write_text("".join(json.dumps(note.to_dict(), ensure_ascii=False) + "\n" for note in notes),
                    encoding="utf-8")
    return notes


def cpu_s() -> tuple[float, float]:
    """CPU seconds of this process and of its children that ended (an import of 4,096 notes or more
    prepares in a second process: agentik/memory/prepare_process.py), and of this process alone."""
    spent = os.times()
    own = spent.user + spent.system
    return own + spent.children_user + spent.children_system, own


def timed(action: Callable[[], object]) -> tuple[float, tuple[float, float], object]:
    started, (cpu, own) = time.perf_counter(), cpu_s()
    result = action()
    cpu_after, own_after = cpu_s()
    return time.perf_counter() - started, (cpu_after - cpu, own_after - own), result


def rate(count: int, wall: float, cpu: tuple[float, float]) -> dict:
    both, own = cpu
    return {"wall_s": wall, "cpu_s": both, "importer_cpu_s": own, "per_s_wall": count / wall,
            "per_s_cpu": count / both, "per_s_importer_cpu": count / own}


def imported(db: Path, export_path: Path, embedder: Embedder) -> dict:
    with Memory(SqliteBackend(db, space=vector_space(embedder), ann_threshold=10**9), embedder=embedder) as store:
        wall, cpu, report = timed(lambda: import_notes(store, export_path))
        assert store.count(archived=None) == report.imported
    counts = report.to_dict()
    assert counts["refused"] == 0 and counts["skipped"] == 0, counts
    return {**rate(counts["imported"], wall, cpu), "imported": counts["imported"]}


def run_size(size: int, folder: Path, say) -> dict:
    from agentik.embedding.disk_cache import DiskCachedEmbedder

    from agentik.memory.guard import check_content

    texts = Corpus().notes(size)
    vectors = np.random.default_rng(size).standard_normal((size, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    model = Precomputed(dict(zip(texts, vectors)))
    export_path = folder / f"export-{size}.jsonl"
    notes = export(export_path, texts)
    row: dict = {"size": size, "export_mb": export_path.stat().st_size / 2**20}
    check_content("warm up: the guard compiles its patterns on first use")

    say(f"{size}: import, precomputed vectors ...")
    row["precomputed"] = imported(folder / f"pre-{size}.db", export_path, model)

    say(f"{size}: import through the disk cache (filling it), then a re-import it answers ...")
    cache_db = folder / f"cache-{size}.db"
    filling = DiskCachedEmbedder(model, cache_db, limit_mb=4096)
    row["cache_filling"] = imported(folder / f"fill-{size}.db", export_path, filling)
    filling.close()
    model.refuse, calls = True, model.calls
    answering = DiskCachedEmbedder(model, cache_db, limit_mb=4096)
    row["disk_cache"] = imported(folder / f"again-{size}.db", export_path, answering)
    answering.close()
    assert model.calls == calls, "the re-import asked the model"
    model.refuse = False

    say(f"{size}: the guard alone, the store write alone ...")
    wall, cpu, _ = timed(lambda: [check_content(text) for text in texts])
    row["guard_only"] = rate(size, wall, cpu)
    backend = SqliteBackend(folder / f"write-{size}.db", space=vector_space(model), ann_threshold=10**9)
    try:
        wall, cpu, _ = timed(lambda: [backend.insert(notes[start:start + CHUNK], vectors[start:start + CHUNK])
                                      for start in range(0, size, CHUNK)])
    finally:
        backend.close()
    row["store_write_only"] = rate(size, wall, cpu)
    row["db_mb"] = (folder / f"pre-{size}.db").stat().st_size / 2**20
    return row


PARTS = (("precomputed", "import, precomputed vectors"),
         ("disk_cache", "re-import, disk cache answers"),
         ("cache_filling", "import filling the disk cache"), ("guard_only", "the guard alone"),
         ("store_write_only", "SQLite write alone"))


def table(rows: list[dict]) -> str:
    lines = ["| notes | what | notes/s (wall) | notes/s (CPU) | notes/s (importer CPU) | wall s | CPU s |",
             "|---|---|---|---|---|---|---|"]
    for row in rows:
        for key, label in PARTS:
            part = row.get(key)
            if part is None:  # an older checkout measured without it
                continue
            own = f"{part['per_s_importer_cpu']:,.0f}" if "per_s_importer_cpu" in part else "–"
            lines.append(f"| {row['size']:,} | {label} | {part['per_s_wall']:,.0f} | {part['per_s_cpu']:,.0f} | {own} "
                         f"| {part['wall_s']:.2f} | {part['cpu_s']:.2f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.bulk_import", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000", help="note counts, comma-separated")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "bulk_import.json")
    parser.add_argument("--keep", type=Path, default=None, help="work in this folder and keep the stores")
    args = parser.parse_args(argv)
    sizes = [int(size) for size in args.sizes.split(",") if size.strip()]
    folder = args.keep or Path(tempfile.mkdtemp(prefix="agentik-bulk-"))
    folder.mkdir(parents=True, exist_ok=True)
    rows = []
    try:
        for size in sizes:
            rows.append(run_size(size, folder, lambda text: print(text, flush=True)))
    finally:
        if args.keep is None:
            shutil.rmtree(folder, ignore_errors=True)
    print(table(rows))
    print(f"wrote {write_json({'rows': rows, 'agentik': str(Path(agentik.__file__).parent), **meta()}, args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
