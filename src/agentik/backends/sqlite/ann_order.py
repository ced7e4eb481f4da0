"""The order in which a build adds the notes' codes to the ANN graph: near codes side by side.

usearch lays its nodes and their codes out in the order they were added. A search walks a small
region of the graph (the query's neighbourhood), so when the notes of one region were added one
after another, the walk's reads fall on few pages and neighbouring cache lines instead of all over
a file of 50 MB (100K notes) or 530 MB (1M): with cold caches, where every distance waits on memory,
the walk gets faster at the same recall. Added in rowid order (a store's writing order), neighbours
lie anywhere in the file.

The order: the codes are clustered twice (TOP_CLUSTERS by k-means fitted on a sample, then each of
those into leaves of about LEAF_SIZE) and added leaf by leaf, after a random SEED_SHARE of all
notes. Those go first because a graph built from sorted input alone is worse: its first nodes link
only to their own cluster, and the long links a walk needs are missing (100K, sorted input alone:
recall@10 0.984 against 0.994 with a list of 192).

Measured (bench/ann.py's vectors; each search after 40 MB of other memory was touched and 1 ms
idle; the graph built from the same codes each way; interleaved):

- usearch's walk alone at 100K (300 real questions, load 2.3–3): rowid order 0.449 / 0.625 ms with
  lists of 128 / 192 at recall@10 0.989 / 0.993; a random 5 % then leaves of ~300: 0.343 / 0.464 ms
  at 0.990 / 0.994; one level of 256 clusters: 0.361 / 0.506 ms.
- the whole search at 1M (200 questions, load ~1.8): rowid order 3.94 ms at 0.988; 5 % first 3.15
  ms at **0.970** (too few long links at that size); **25 % first** 2.88 ms at 0.986 (broad filter
  3.53 → 2.56 ms, 0.985 → 0.983). At 100K (300, load ~2.2): 1.05 → 0.88 ms, 0.995 → 0.992 (one
  build to the next moves recall by ~0.003 either way).

A build gets 3–4× cheaper too (its own inserts walk the same way): 1M 266 s wall / 409 s CPU
against 1,302 / 1,162 s.

The rows file (``ann_rows``) is written in the same order (``ann_build``), so a key is both a
note's place in the graph and in the rows file, and a search's candidates lie near each other there too.
"""

from __future__ import annotations

import numpy as np

TOP_CLUSTERS = 64
"""Clusters of the first level (a few MB to a few dozen of codes each up to 1M notes)…"""

LEAF_SIZE = 300
"""…each split into clusters of about this many notes (at most TOP_CLUSTERS of them)."""

SEED_SHARE = 0.25
"""A random share of the notes added first, in no particular order (the graph's long links)."""

FIT_SAMPLE = 20_000
"""Codes each k-means is fitted on (all of them are then assigned)."""

ITERATIONS = 5
CHUNK = 16_384
"""Codes converted to float32 at a time while assigning (16 MB at 256 dimensions)."""


def locality_order(codes: np.ndarray, *, seed: int = 0) -> np.ndarray:
    """The positions of `codes` (rows: one int8 code a note) in the order to add them: a permutation."""
    count = len(codes)
    rng = np.random.default_rng(seed)
    if count < 2 * LEAF_SIZE:
        return np.arange(count)
    top = _assign(codes, _fit(codes, TOP_CLUSTERS, rng))
    labels = top.astype(np.int64) * TOP_CLUSTERS
    for cluster in range(TOP_CLUSTERS):
        members = np.flatnonzero(top == cluster)
        leaves = min(TOP_CLUSTERS, len(members) // LEAF_SIZE)
        if leaves > 1:
            labels[members] += _assign(codes[members], _fit(codes[members], leaves, rng))
    order = np.argsort(labels, kind="stable")
    first = rng.random(count) < SEED_SHARE
    return np.concatenate([np.flatnonzero(first), order[~first[order]]])


def _fit(codes: np.ndarray, clusters: int, rng: np.random.Generator) -> np.ndarray:
    """`clusters` centroids (float32 rows) of k-means on a sample of `codes`."""
    sample = codes[rng.choice(len(codes), min(len(codes), FIT_SAMPLE), replace=False)].astype(np.float32)
    centroids = sample[rng.choice(len(sample), clusters, replace=False)]
    for _ in range(ITERATIONS):
        labels = _nearest(sample, centroids)
        members = np.zeros((clusters, len(sample)), dtype=np.float32)
        members[labels, np.arange(len(sample))] = 1.0
        sums = members @ sample
        sizes = np.bincount(labels, minlength=clusters)
        filled = sizes > 0
        centroids[filled] = sums[filled] / sizes[filled, None]  # an empty cluster keeps its centroid
    return centroids


def _assign(codes: np.ndarray, centroids: np.ndarray) -> np.ndarray:
    """The nearest centroid of each code, CHUNK codes at a time."""
    return np.concatenate([_nearest(codes[start : start + CHUNK].astype(np.float32), centroids)
                           for start in range(0, len(codes), CHUNK)]) if len(codes) else np.zeros(0, np.intp)


def _nearest(points: np.ndarray, centroids: np.ndarray) -> np.ndarray:
    return np.argmin((centroids * centroids).sum(axis=1) - 2 * points @ centroids.T, axis=1)
