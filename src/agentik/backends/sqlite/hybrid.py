"""One search: the vector list and the keyword list, fused and reranked (agentik.memory.ranking).

Each list goes ``candidate_depth(k)`` deep (agentik.memory.ranking). Vector hits with a cosine of 0
or less share nothing with the query and are dropped. The rerank needs (last_used_at, use_count)
of every candidate: the keyword step reads them with its rows, the vector-only candidates get
one primary-key lookup; only the k winners are read in full.

The vector side (embedding the query, then the matrix product) runs in a helper thread while this
thread runs the keyword side (term counting and the FTS5 query): the embedding engine, numpy and
SQLite all release the GIL, so on two cores a search costs the longer of the two sides, not the sum.
(The local engine itself runs on its own thread, and a large matrix product splits over two; see
``agentik.embedding.local`` and ``vectors.similarities``.) Doing the product in this thread after
the keyword side instead measured slower at 10K notes (2.4 vs 1.8 ms): the overlap is worth more
than the thread hand-off.
"""

from __future__ import annotations

import sqlite3
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

import numpy as np

from ...memory.model import SearchHit, now_ms
from ...memory.ranking import RankingWeights, candidate_depth, fuse_and_rerank, search_hits
from .keyword import keyword_hits
from .resident import ResidentVectors
from .rows import fetch_meta, fetch_notes

class HybridSearch:
    """Runs searches for one store; owns the helper thread (started on first need)."""

    def __init__(self, weights: RankingWeights) -> None:
        self.weights = weights
        self._pool: ThreadPoolExecutor | None = None

    def run(
        self,
        conn: sqlite3.Connection,
        vectors: ResidentVectors | None,
        embed_query: Callable[[], np.ndarray | None] | None,
        match: Callable[[bool], str | None],
        *,
        k: int,
        conversation_id: str | None,
        category: str | None,
    ) -> list[SearchHit]:
        """The k best live notes, best first. The caller holds the store's lock.

        `embed_query()` gives the query's vector (None when the model is down); `match(keep_one)`
        gives the FTS5 expression, keeping at least one term when there is no vector list.
        """
        depth = candidate_depth(k)
        pending = None
        if embed_query is not None and vectors is not None:
            vectors.refresh()
            if len(vectors.index):
                index = vectors.index

                def vector_side() -> list[tuple[str, float]] | None:
                    vector = embed_query()
                    if vector is None:
                        return None
                    return index.top(vector, depth, conversation_id=conversation_id, category=category)

                pending = self._helper().submit(vector_side)
        def keywords(expression: str | None) -> list[tuple[str, int, int]]:
            if not expression:
                return []
            return keyword_hits(conn, expression, limit=depth, conversation_id=conversation_id, category=category)

        try:
            expression = match(pending is None)
            keyword = keywords(expression)
        finally:
            # the helper reads the index: it must be done before the caller's lock is released
            found = pending.result() if pending is not None else None
        vector_hits = [(note_id, similarity) for note_id, similarity in found or () if similarity > 0.0]
        if not vector_hits and expression is None and pending is not None:
            # the vectors failed or found nothing: keyword only, with its rarest word at least
            keyword = keywords(match(True))
        meta = {note_id: (last_used_at, use_count) for note_id, last_used_at, use_count in keyword}
        meta.update(fetch_meta(conn, [note_id for note_id, _ in vector_hits if note_id not in meta]))
        vector_hits = [(note_id, similarity) for note_id, similarity in vector_hits if note_id in meta]
        ranked = fuse_and_rerank(vector_hits, [hit[0] for hit in keyword], meta, self.weights, now_ms(), k)
        notes = fetch_notes(conn, [note_id for note_id, _, _ in ranked])
        return search_hits(ranked, notes)

    def _helper(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agentik-vectors")
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None
