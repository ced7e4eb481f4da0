"""Ranking a query's two lists the ways the benches compare, all through agentik.memory.ranking.

    vector    the vector list alone
    keyword   the keyword list alone
    hybrid    fuse_and_rerank with the given weights; with `traits`, the note traits and the
              query's matchable shares (agentik.memory.search_signals) as the store passes them;
              with `translated`, the translation keyword list

Every note has the same age and use count here, so the order is the fused order.
"""

from __future__ import annotations

from typing import Mapping, Sequence

from agentik.memory.ranking import RankingWeights, fuse_and_rerank
from agentik.memory.search_signals import NoteTraits, query_signals

NOW = 1_700_000_000_000


def ranked(
    method: str,
    vector: Sequence[tuple[int, float]],
    keyword: Sequence[int],
    *,
    query: str = "",
    weights: RankingWeights | None = None,
    traits: Mapping[int, NoteTraits] | None = None,
    translated: Sequence[int] = (),
    k: int = 10,
) -> list[int]:
    """The first k note indexes by `method` ("vector", "keyword" or "hybrid"); `translated`: the
    translation keyword list (agentik.memory.translation), for hybrid."""
    if method == "vector":
        return [index for index, _ in vector[:k]]
    if method == "keyword":
        return list(keyword[:k])
    weights = weights or RankingWeights()
    vector_hits = [(str(index), cosine) for index, cosine in vector]
    keyword_hits = [str(index) for index in keyword]
    extra = {}
    if traits is not None:
        candidates = {int(i) for i, _ in vector_hits} | {int(i) for i in keyword_hits} | set(translated)
        extra = {"traits": {str(i): traits[i] for i in candidates}, "query": query_signals(query)}
    result = fuse_and_rerank(vector_hits, keyword_hits, {}, weights, NOW, k,
                             translated_hits=[str(index) for index in translated], **extra)
    return [int(note_id) for note_id, _, _ in result]


__all__ = ["ranked", "NOW"]
