"""A tiny deterministic embedder for tests (yours too): each word is hashed into one of `dim` buckets.

Texts that share words get similar vectors; no model, no network. Set `available = False` to
simulate an outage: every call then raises EmbeddingUnavailable, and `calls` counts attempts.
"""

from __future__ import annotations

import hashlib
import re
from typing import Sequence

import numpy as np

from ..errors import EmbeddingUnavailable
from .base import Embedder, Kind, normalize_rows

_WORD = re.compile(r"\w+", re.UNICODE)


class HashEmbedder(Embedder):
    def __init__(self, dim: int = 64, name: str = "fake/hash") -> None:
        self.dim = dim
        self.name = f"{name}-{dim}"
        self.available = True
        self.calls = 0

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        self.calls += 1
        if not self.available:
            raise EmbeddingUnavailable(f"{self.name} is switched off (simulated outage)")
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in _WORD.findall(text.lower()):
                bucket = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=4).digest(), "little")
                out[row, bucket % self.dim] += 1.0
        return normalize_rows(out)
