"""Search over one view of the §-files: the keyword list, the optional vector list, fusion and rerank.

    keyword list   BM25 over stemmed words (keyword.py), built once per version of the files
    vector list    cosine similarity from the sidecar's cached vectors (sidecar.py), when an
                   embedder is configured and working; otherwise left out with a warning
    order          agentik.memory.ranking.fuse_and_rerank — reciprocal-rank fusion × recency × use,
                   the same formula and AGENTIK_RANK_* weights as the SQLite backend

Scope follows the protocol: without a conversation id every live note is searched; with one, the
global notes plus that conversation's.
"""

from __future__ import annotations

import logging

from ...errors import EmbeddingError
from ...memory.intake import check_query
from ...memory.model import MemoryCategory, SearchHit, now_ms
from ...memory.ranking import RankingWeights, candidate_depth, fuse_and_rerank, search_hits
from .keyword import KeywordIndex
from .sidecar import VectorSidecar
from .state import View

log = logging.getLogger(__name__)


def search_view(
    view: View,
    query: str,
    k: int,
    *,
    conversation_id: str | None,
    category: MemoryCategory | str | None,
    weights: RankingWeights,
    sidecar: VectorSidecar | None,
    index_cache: dict,
) -> list[SearchHit]:
    """The k best live notes of `view` for `query`, best first. `index_cache` (one dict per store)
    keeps the last keyword index across views whose notes' text did not change."""
    check_query(query, k)
    cat = MemoryCategory.parse(category) if category is not None else None
    live = [note for key, notes in view.by_file.items() if not key[1] for note in notes]
    if view.index is None:
        view.index = _keyword_index(live, index_cache)
    candidates = [
        note for note in live
        if (cat is None or note.category is cat)
        and (conversation_id is None or note.conversation_id in (None, conversation_id))
    ]
    allowed = {note.id for note in candidates}
    depth = candidate_depth(k)
    keyword_hits = [note_id for note_id, _ in view.index.search(query, allowed=allowed)][:depth]
    vector_hits: list[tuple[str, float]] = []
    if sidecar is not None and candidates:
        try:
            vector_hits = sidecar.search(query, candidates, depth, live_texts=[note.content for note in live])
        except EmbeddingError as exc:  # down, or answering garbage
            log.warning("embeddings unavailable; searching by keywords only: %s", exc)
    meta = {note_id: (view.by_id[note_id].last_used_at, view.by_id[note_id].use_count)
            for note_id in {*keyword_hits, *(note_id for note_id, _ in vector_hits)}}
    fused = fuse_and_rerank(vector_hits, keyword_hits, meta, weights, now_ms(), k)
    return search_hits(fused, view.by_id)


def _keyword_index(live: list, cache: dict) -> KeywordIndex:
    """The BM25 index of the live notes. A prefetch bumps use counts, which rewrites a file and makes
    a new view; the text is the same, so the index built for the previous view is reused."""
    pairs = tuple((note.id, note.content) for note in live)
    if cache.get("pairs") != pairs:
        cache.update(pairs=pairs, index=KeywordIndex.build(pairs))
    return cache["index"]


__all__ = ["search_view"]
