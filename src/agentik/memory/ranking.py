"""Fusing the vector and keyword result lists, then the seed's rerank by recency and use.

A search produces two ranked lists: vector hits (cosine similarity, best first) and keyword hits
(FTS5 trigram bm25, best first). They are fused by weighted reciprocal rank, then the seed's
"similarity × recency × use_count" rerank is applied as two gentle factors:

    fused(n)   = w_vec / (k + rank_vec(n))  +  w_kw / (k + rank_kw(n))     ranks start at 1; a list
                                                                          that misses n adds nothing
    recency(n) = 1 + w_rec · 0.5 ^ (age_days(n) / half_life_days)         age = now − last_used_at
    use(n)     = 1 + w_use · ln(1 + use_count(n))
    score(n)   = fused(n) · recency(n) · use(n)

with w_vec = 1, k = AGENTIK_RANK_RRF_K, w_kw = AGENTIK_RANK_KEYWORD_WEIGHT, w_rec =
AGENTIK_RANK_RECENCY_WEIGHT, half_life_days = AGENTIK_RANK_RECENCY_HALF_LIFE_DAYS, w_use =
AGENTIK_RANK_USE_WEIGHT. Similarity enters through the vector rank; rank fusion was chosen over
score fusion (normalised cosine + normalised bm25) by measurement on the LoCoMo dev split
(see `bench/` and the README's search section). With w_rec = w_use = 0, or when every note has
the same age and use count, the order is exactly the fused order.

Ties are broken by the better vector rank, then the better keyword rank, then the id, so the
order is deterministic.
"""

from __future__ import annotations

import dataclasses
import heapq
import math
from dataclasses import dataclass
from operator import itemgetter
from typing import TYPE_CHECKING, Mapping, Sequence

from ..errors import InvalidInput

from ..notes.model import MemoryNote, SearchHit
from .search_signals import NoteTraits, QuerySignals, query_signals, traits_of

if TYPE_CHECKING:
    from ..settings import Settings

MS_PER_DAY = 86_400_000

CANDIDATES = 50
"""How deep each list (vector, keyword) goes before fusion, in every backend; at least 2·k.
50 and 200 differ by ≤ 0.005 recall@10 on the LoCoMo dev split."""


def candidate_depth(k: int) -> int:
    """How many candidates each list contributes for a search of k."""
    return max(CANDIDATES, 2 * k)


@dataclass(frozen=True)
class RankingWeights:
    """The knobs of `fuse_and_rerank` (see the module docstring for the formula)."""

    rrf_k: float = 5.0
    keyword_weight: float = 1.4
    vector_weight: float = 1.0
    recency_weight: float = 0.1
    recency_half_life_days: float = 30.0
    use_weight: float = 0.05
    question_weight: float = 0.7
    """The fused score of a turn of an imported conversation ("[date] Name: …") that is itself a
    question is multiplied by this (1 = no change). A note saved on its own that reads as a
    question ("Ask Ada before merging?") is a reminder, not an echo: it is left as it is."""
    speaker_weight: float = 1.35
    """The fused score of an imported turn whose speaker the query names is multiplied by this."""
    translation_weight: float = 0.6
    """The weight of the translation keyword list (the query's words translated to the other
    language, `agentik.memory.translation`): w_tr / (k + rank). Below the keyword list's, since a
    word-by-word translation is often not the note's word; 0.3 and 1.0 measured worse on the
    cross-language probe's tuning half."""

    def __post_init__(self) -> None:
        if self.rrf_k <= 0:
            raise InvalidInput(f"rrf_k must be positive, not {self.rrf_k}")
        for name in ("keyword_weight", "vector_weight", "recency_weight", "recency_half_life_days", "use_weight",
                     "question_weight", "speaker_weight", "translation_weight"):
            if getattr(self, name) < 0:
                raise InvalidInput(f"{name} must be 0 or more, not {getattr(self, name)}")

    @classmethod
    def from_settings(cls, settings: "Settings") -> "RankingWeights":
        """The weights the AGENTIK_RANK_* settings describe."""
        return cls(
            rrf_k=float(settings.rank_rrf_k),
            keyword_weight=float(settings.rank_keyword_weight),
            recency_weight=float(settings.rank_recency_weight),
            recency_half_life_days=float(settings.rank_recency_half_life_days),
            use_weight=float(settings.rank_use_weight),
            question_weight=float(settings.rank_question_weight),
            speaker_weight=float(settings.rank_speaker_weight),
        )


def recency_factor(last_used_at_ms: int, *, now_ms: int, weight: float, half_life_days: float) -> float:
    """1 + weight · 0.5^(age_days / half_life_days); a note used just now gets the full bonus.

    A future timestamp counts as age 0; a half-life of 0 gives no bonus to anything but age 0.
    """
    weights = RankingWeights(recency_weight=weight, recency_half_life_days=half_life_days)
    return _Factors(weights, now_ms).recency(last_used_at_ms)


def use_factor(use_count: int, *, weight: float) -> float:
    """1 + weight · ln(1 + use_count): grows slowly, so a popular note cannot bury a better match."""
    return _Factors(RankingWeights(use_weight=weight), 0).use(use_count)


def _first_ranks(ids: Sequence[str]) -> dict[str, int]:
    """id → its first rank (1-based) in a list, best first."""
    ranks: dict[str, int] = {}
    for rank, note_id in enumerate(ids, start=1):
        ranks.setdefault(note_id, rank)
    return ranks


def fuse_and_rerank(
    vector_hits: Sequence[tuple[str, float]],
    keyword_hits: Sequence[str],
    notes_meta: Mapping[str, tuple[int, int]],
    weights: RankingWeights,
    now_ms: int,
    k: int,
    *,
    traits: Mapping[str, NoteTraits] | None = None,
    query: QuerySignals | None = None,
    translated_hits: Sequence[str] = (),
) -> list[tuple[str, float, dict]]:
    """The k best ids by the module's formula, best first, as (id, score, parts).

    vector_hits: (id, cosine) best first; keyword_hits: ids best first (bm25 order);
    notes_meta: id → (last_used_at_ms, use_count) for every id in either list (a missing id gets
    no recency or use bonus). parts = {"similarity": cosine or None, "vector_rank": 1-based or
    None, "keyword_rank": 1-based or None, "fused": the RRF sum, "recency": …, "use": …}.
    A duplicated id within a list keeps its first (best) rank.

    traits (id → NoteTraits) and query (QuerySignals; both from `agentik.memory.search_signals`)
    are optional: without them the result is the plain formula. With them, a note the query's
    words could not match (share m < 1 of them, by the note's language) gets the missing share of
    the keyword weight from its vector rank among the notes of its language,
    w_kw·(1 − m)/(k + rank_vec_in_language); a conversation turn that is a question has its fused
    score × w_question; a turn whose speaker the query names, × w_speaker.

    translated_hits: ids best first from the keyword index asked for the query's translated words
    (`agentik.memory.translation`); each adds w_tr / (k + rank) to its fused score.
    """
    if k <= 0:
        return []
    similarity: dict[str, float] = {}
    vector_rank: dict[str, int] = {}
    for rank, (note_id, cosine) in enumerate(vector_hits, start=1):
        if note_id not in vector_rank:
            vector_rank[note_id] = rank
            similarity[note_id] = float(cosine)
    keyword_rank = _first_ranks(keyword_hits)

    rrf_k, w_vec, w_kw = weights.rrf_k, weights.vector_weight, weights.keyword_weight
    fused_of = {note_id: w_vec / (rrf_k + rank) for note_id, rank in vector_rank.items()}
    for note_id, rank in keyword_rank.items():
        fused_of[note_id] = fused_of.get(note_id, 0.0) + w_kw / (rrf_k + rank)
    w_tr = weights.translation_weight
    if w_tr:
        for note_id, rank in _first_ranks(translated_hits).items():
            fused_of[note_id] = fused_of.get(note_id, 0.0) + w_tr / (rrf_k + rank)
    if traits:
        adjust_for_traits(fused_of, vector_rank, traits, query, weights)
    never = len(vector_rank) + len(keyword_rank) + 1
    factors = _Factors(weights, now_ms)
    # No note's recency × use exceeds `ceiling`, so once the fused score (taken best first) times it
    # falls below the k-th final score so far, no later note can enter the top k: only the first
    # few candidates need their factors (a search has ~100 candidates and wants 10).
    most_uses = max(map(itemgetter(1), notes_meta.values()), default=0)  # at least the candidates' most
    ceiling = factors.recency(now_ms) * factors.use(most_uses) * (1 + 1e-9)
    best_k: list[float] = []
    scored: list[tuple[float, int, int, str, float, float, float]] = []
    for note_id in sorted(fused_of, key=fused_of.__getitem__, reverse=True):
        fused = fused_of[note_id]
        if len(best_k) == k and fused * ceiling < best_k[0]:
            break
        meta = notes_meta.get(note_id)
        recency, use = (factors.recency(meta[0]), factors.use(meta[1])) if meta is not None else (1.0, 1.0)
        score = fused * recency * use
        (heapq.heappush if len(best_k) < k else heapq.heappushpop)(best_k, score)
        scored.append((score, vector_rank.get(note_id) or never, keyword_rank.get(note_id) or never, note_id,
                       fused, recency, use))
    scored.sort(key=lambda row: (-row[0], row[1], row[2], row[3]))
    ranked = [
        (note_id, score, {"similarity": similarity.get(note_id), "vector_rank": vector_rank.get(note_id),
                          "keyword_rank": keyword_rank.get(note_id), "fused": fused, "recency": recency, "use": use})
        for score, _, _, note_id, fused, recency, use in scored[:k]
    ]
    return ranked


def fuse_for_query(
    query: str,
    vector_hits: Sequence[tuple[str, float]],
    keyword_hits: Sequence[str],
    notes_meta: Mapping[str, tuple[int, int]],
    weights: RankingWeights,
    now_ms: int,
    k: int,
    *,
    contents: Mapping[str, str],
    translated_hits: Sequence[str] = (),
    traits: Mapping[str, NoteTraits] | None = None,
) -> list[tuple[str, float, dict]]:
    """`fuse_and_rerank` with the signals of issue 13: the query's (`query_signals`) and each
    candidate's traits, read from `contents` (id → text of every candidate in any list; ~5 µs a
    note, remembered per text; `traits` when the caller has them already), and the translation keyword
    list. Without contents, the plain formula."""
    traits = traits_of(contents) if traits is None else traits
    if not traits:
        return fuse_and_rerank(vector_hits, keyword_hits, notes_meta, weights, now_ms, k,
                               translated_hits=translated_hits)
    signals = query_signals(query)
    if len(vector_hits) > 1 and max(map(itemgetter(1), vector_hits)) - min(map(itemgetter(1), vector_hits)) < 1e-6:
        # every vector hit is as similar as the next: their ranks say nothing, so they earn no
        # cross-language keyword share (an embedding that misses must not outrank a keyword match)
        signals = dataclasses.replace(signals, matchable=None)
    return fuse_and_rerank(vector_hits, keyword_hits, notes_meta, weights, now_ms, k, traits=traits,
                           query=signals, translated_hits=translated_hits)


def adjust_for_traits(
    fused_of: dict[str, float],
    vector_rank: Mapping[str, int],
    traits: Mapping[str, NoteTraits],
    query: QuerySignals | None,
    weights: RankingWeights,
) -> None:
    """In place: the cross-language keyword share, the question and speaker weights of `fuse_and_rerank`.

    The keyword share a note's language could not match is given by the note's vector rank among
    the vector hits in its own language: what is left of a model's pull towards the query's
    language then costs a note in the other language nothing (cross-language probe, top-3 of an
    English question for its Russian note 0.93 → 0.96 on the tuning half, 0.90 → 0.90 held out;
    the reverse 0.83 → 0.88 and 0.83 → 0.86)."""
    rrf_k, w_kw, w_question, w_speaker = (weights.rrf_k, weights.keyword_weight, weights.question_weight,
                                          weights.speaker_weight)
    matchable = query.matchable if query is not None else None
    names = query.names if query is not None else frozenset()
    missing_of = {language: 1.0 - share for language, share in matchable.items() if share < 1.0} if matchable else {}
    language_rank: dict[str, int] = {}
    if missing_of:
        seen: dict[str, int] = {}
        for note_id in vector_rank:  # built best first: in rank order
            trait = traits.get(note_id)
            language = trait.language if trait is not None else ""
            seen[language] = language_rank[note_id] = seen.get(language, 0) + 1
    for note_id, fused in fused_of.items():  # values change, keys do not: safe while iterating
        trait = traits.get(note_id)
        if trait is None:
            continue
        rank = language_rank.get(note_id)
        if rank is not None:
            missing = missing_of.get(trait.language)
            if missing:
                fused += w_kw * missing / (rrf_k + rank)
        if trait.speaker is not None:
            if trait.question:
                fused *= w_question
            if trait.speaker in names:
                fused *= w_speaker
        fused_of[note_id] = fused


def search_hits(ranked: Sequence[tuple[str, float, dict]], notes: Mapping[str, MemoryNote]) -> list[SearchHit]:
    """`fuse_and_rerank`'s result as SearchHits over `notes` (by id); ids with no note are left out."""
    return [
        SearchHit(note=notes[note_id], score=score, similarity=parts["similarity"],
                  keyword_rank=parts["keyword_rank"], vector_rank=parts["vector_rank"])
        for note_id, score, parts in ranked
        if note_id in notes
    ]


class _Factors:
    """The recency and use factors, with their constants worked out once per search."""

    def __init__(self, weights: RankingWeights, now_ms: int) -> None:
        self.now_ms = now_ms
        self.w_rec = weights.recency_weight
        self.w_use = weights.use_weight
        half_life_ms = weights.recency_half_life_days * MS_PER_DAY
        self.decay = math.log(2) / half_life_ms if half_life_ms > 0 else None

    def recency(self, last_used_ms: int) -> float:
        if not self.w_rec:
            return 1.0
        age_ms = self.now_ms - last_used_ms
        if age_ms <= 0:
            return 1.0 + self.w_rec
        return 1.0 + self.w_rec * math.exp(-age_ms * self.decay) if self.decay is not None else 1.0

    def use(self, use_count: int) -> float:
        return 1.0 + self.w_use * math.log1p(use_count) if self.w_use and use_count > 0 else 1.0


__all__ = ["RankingWeights", "fuse_and_rerank", "fuse_for_query", "candidate_depth", "recency_factor", "use_factor",
           "MS_PER_DAY",
           "CANDIDATES"]
