"""One search: the vector list and the keyword list, fused and reranked (agentik.memory.ranking).

Each list goes ``candidate_depth(k)`` deep (agentik.memory.ranking). Vector hits with a cosine of 0
or less share nothing with the query and are dropped. The rerank needs (last_used_at, use_count)
of every candidate: the resident index holds them (``vectors.py``), and the keyword step reads
those of notes it does not hold; only the k winners are read in full.

The vector side's heavy part (embedding the query, then the int8 scan of every row) runs in a
helper thread while this thread runs the keyword side (term counting and the FTS5 query): the
embedding engine, the scan's kernel and SQLite all release the GIL, so on two cores a search costs
the longer of the two sides, not the sum. The rest of the vector side (the exact rescoring of the
best estimates, ~30 small numpy calls) runs here afterwards: in the helper, each of those calls
waited for the GIL while this thread ran Python, and the vector side took 0.85–1.0 ms instead of
0.35–0.7 ms alone, so this thread then waited for it.
(The local engine itself runs on its own thread, and a large scan splits over two; see
``agentik.embedding.local`` and ``quantized.py``.) Doing the vector side in this thread first
instead measured slower at 10K notes (1.89–2.05 vs 1.62–1.91 ms, interleaved): the overlap is
worth more than the thread hand-off (~0.2 ms for the helper to wake).
"""

from __future__ import annotations

import sqlite3
from concurrent.futures import ThreadPoolExecutor
from typing import Callable

import numpy as np

from ...memory.model import SearchHit, now_ms
from ...memory.ranking import RankingWeights, candidate_depth, fuse_and_rerank, search_hits
from .keyword import keyword_hits
from .quantized import Scan
from .resident import ResidentVectors
from .rows import fetch_notes, in_search


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

                def vector_side() -> Scan | None:
                    vector = embed_query()
                    return index.scan(vector) if vector is not None else None

                pending = self._helper().submit(vector_side)
        resident = vectors.index if vectors is not None else None

        def keywords(expression: str | None) -> list[tuple[str, int, int]]:
            if not expression:
                return []
            return keyword_hits(conn, expression, limit=depth, conversation_id=conversation_id, category=category,
                                resident=resident)

        try:
            expression = match(pending is None)
            keyword = keywords(expression)
        finally:
            # the helper reads the index: it must be done before the caller's lock is released
            scan = pending.result() if pending is not None else None
        found = [] if scan is None else vectors.index.best(scan, depth, conversation_id=conversation_id,
                                                             category=category)
        vector_hits = [hit for hit in found if hit.similarity > 0.0]
        if not vector_hits and expression is None and pending is not None:
            # the vectors failed or found nothing: keyword only, with its rarest word at least
            keyword = keywords(match(True))
        meta = {note_id: (last_used_at, use_count) for note_id, last_used_at, use_count in keyword}
        meta.update((hit.id, (hit.last_used_at, hit.use_count)) for hit in vector_hits)
        ranked = fuse_and_rerank([(hit.id, hit.similarity) for hit in vector_hits], [hit[0] for hit in keyword],
                                 meta, self.weights, now_ms(), k)
        notes = fetch_notes(conn, [note_id for note_id, _, _ in ranked])
        # The lists come from the index as refreshed before the query was embedded (100 ms and more
        # for a remote model): a note another process archived or moved since is dropped here.
        live = {note_id: note for note_id, note in notes.items() if note.archived_at is None
                and in_search(note.conversation_id, note.category.value, conversation_id=conversation_id, wanted=category)}
        return search_hits(ranked, live)

    def _helper(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agentik-vectors")
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None
