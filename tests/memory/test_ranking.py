"""Fusion of the vector and keyword lists and the recency × use rerank (formula in ranking.py)."""

from __future__ import annotations

import math
import random

import pytest

from agentik.errors import InvalidInput
from agentik.memory.ranking import MS_PER_DAY, RankingWeights, fuse_and_rerank, recency_factor, use_factor
from agentik.settings import Settings

NOW = 1_800_000_000_000
PLAIN = RankingWeights(rrf_k=60, keyword_weight=1.0, recency_weight=0.0, use_weight=0.0)


def _ids(result):
    return [note_id for note_id, _, _ in result]


def test_a_note_in_both_lists_beats_notes_in_one():
    result = fuse_and_rerank([("a", 0.9), ("b", 0.8), ("c", 0.7)], ["c", "d"], {}, PLAIN, NOW, 10)
    assert _ids(result)[0] == "c"
    assert set(_ids(result)) == {"a", "b", "c", "d"}


def test_score_is_the_weighted_rrf_sum_and_parts_say_where_it_came_from():
    weights = RankingWeights(rrf_k=10, keyword_weight=2.0, recency_weight=0.0, use_weight=0.0)
    (note_id, score, parts), = fuse_and_rerank([("x", 0.5), ("a", 0.4)], ["a"], {}, weights, NOW, 1)
    assert note_id == "a"
    assert score == pytest.approx(1 / (10 + 2) + 2.0 / (10 + 1))
    assert parts["similarity"] == pytest.approx(0.4)
    assert parts["vector_rank"] == 2 and parts["keyword_rank"] == 1


def test_keyword_only_and_vector_only_hits_have_none_for_the_missing_list():
    result = dict((i, p) for i, _, p in fuse_and_rerank([("v", 0.3)], ["k"], {}, PLAIN, NOW, 5))
    assert result["v"]["keyword_rank"] is None and result["v"]["vector_rank"] == 1
    assert result["k"]["vector_rank"] is None and result["k"]["similarity"] is None


def test_keyword_weight_zero_leaves_the_vector_order():
    weights = RankingWeights(keyword_weight=0.0, recency_weight=0.0, use_weight=0.0)
    result = fuse_and_rerank([("a", 0.9), ("b", 0.8)], ["b"], {}, weights, NOW, 2)
    assert _ids(result) == ["a", "b"]


def test_k_limits_and_empty_inputs():
    assert fuse_and_rerank([], [], {}, PLAIN, NOW, 10) == []
    assert fuse_and_rerank([("a", 1.0)], ["b"], {}, PLAIN, NOW, 0) == []
    assert len(fuse_and_rerank([(str(i), 1.0 - i / 100) for i in range(50)], [], {}, PLAIN, NOW, 7)) == 7


def test_a_duplicate_id_keeps_its_best_rank():
    result = fuse_and_rerank([("a", 0.9), ("b", 0.8), ("a", 0.1)], [], {}, PLAIN, NOW, 5)
    assert _ids(result) == ["a", "b"]
    assert result[0][2]["similarity"] == pytest.approx(0.9)


def test_recent_and_used_notes_win_a_tie_but_do_not_bury_a_clearly_better_match():
    weights = RankingWeights(rrf_k=60, recency_weight=0.1, recency_half_life_days=30, use_weight=0.05)
    old = NOW - 365 * MS_PER_DAY
    # a and b tie on fusion (same rank in one list each); b was used today and often
    meta = {"a": (old, 0), "b": (NOW, 20)}
    assert _ids(fuse_and_rerank([("a", 0.9)], ["b"], meta, weights, NOW, 2)) == ["b", "a"]
    # a is in both lists at the top, b only at rank 5 of one: popularity does not lift b above a
    meta = {"a": (old, 0), "b": (NOW, 1000)}
    vector = [("a", 0.9), ("x1", 0.8), ("x2", 0.7), ("x3", 0.6), ("b", 0.5)]
    assert _ids(fuse_and_rerank(vector, ["a"], meta, weights, NOW, 5))[0] == "a"


def test_order_is_deterministic_on_equal_scores():
    both = fuse_and_rerank([("b", 0.5), ("a", 0.4)], ["a", "b"], {}, PLAIN, NOW, 2)
    assert both[0][1] == both[1][1] and _ids(both) == ["b", "a"]  # same sum: the better vector rank first
    tie = fuse_and_rerank([("b", 0.5)], ["a"], {}, PLAIN, NOW, 2)
    assert _ids(tie) == ["b", "a"]  # equal score: the vector rank breaks the tie


def test_recency_factor_halves_its_bonus_every_half_life():
    assert recency_factor(NOW, now_ms=NOW, weight=0.2, half_life_days=30) == pytest.approx(1.2)
    assert recency_factor(NOW - 30 * MS_PER_DAY, now_ms=NOW, weight=0.2, half_life_days=30) == pytest.approx(1.1)
    assert recency_factor(NOW + MS_PER_DAY, now_ms=NOW, weight=0.2, half_life_days=30) == pytest.approx(1.2)
    assert recency_factor(0, now_ms=NOW, weight=0.0, half_life_days=30) == 1.0
    assert recency_factor(NOW - 1, now_ms=NOW, weight=0.2, half_life_days=0) == 1.0


def test_use_factor_grows_logarithmically():
    assert use_factor(0, weight=0.05) == 1.0
    assert use_factor(9, weight=0.05) == pytest.approx(1 + 0.05 * math.log(10))


def test_weights_come_from_the_settings_table():
    settings = Settings(rank_rrf_k=7, rank_keyword_weight=0.5, rank_recency_weight=0.3,
                        rank_recency_half_life_days=14.0, rank_use_weight=0.01)
    weights = RankingWeights.from_settings(settings)
    assert (weights.rrf_k, weights.keyword_weight, weights.recency_weight,
            weights.recency_half_life_days, weights.use_weight) == (7, 0.5, 0.3, 14.0, 0.01)


def test_negative_weights_are_refused():
    with pytest.raises(InvalidInput):
        RankingWeights(keyword_weight=-1)
    with pytest.raises(InvalidInput):
        RankingWeights(rrf_k=0)


def _every_score_sorted(vector, keyword, meta, weights, now, k):
    """The formula applied to every candidate, no pruning: the reference for fuse_and_rerank."""
    v_rank = {}
    for rank, (note_id, _) in enumerate(vector, start=1):
        v_rank.setdefault(note_id, rank)
    kw_rank = {}
    for rank, note_id in enumerate(keyword, start=1):
        kw_rank.setdefault(note_id, rank)
    never = len(v_rank) + len(kw_rank) + 1
    rows = []
    for note_id in {**v_rank, **kw_rank}:
        fused = sum(w / (weights.rrf_k + r[note_id]) for w, r in
                    ((weights.vector_weight, v_rank), (weights.keyword_weight, kw_rank)) if note_id in r)
        last_used, uses = meta.get(note_id, (now, 0))
        factor = 1.0
        if note_id in meta:
            factor = recency_factor(last_used, now_ms=now, weight=weights.recency_weight,
                                    half_life_days=weights.recency_half_life_days) * use_factor(uses, weight=weights.use_weight)
        rows.append((-fused * factor, v_rank.get(note_id, never), kw_rank.get(note_id, never), note_id))
    return [row[3] for row in sorted(rows)[:k]]


@pytest.mark.parametrize("seed", range(40))
def test_only_the_best_fused_candidates_get_their_factors_and_the_result_is_the_same(seed):
    rng = random.Random(seed)
    ids = [f"n{i}" for i in range(120)]
    vector = [(note_id, 1.0 - i / 100) for i, note_id in enumerate(rng.sample(ids, rng.randint(0, 60)))]
    keyword = rng.sample(ids, rng.randint(0, 60))
    meta = {note_id: (NOW - rng.randint(-5, 200) * MS_PER_DAY, rng.choice([0, 0, 1, 3, 40, 1000]))
            for note_id in ids if rng.random() < 0.9}
    weights = RankingWeights(recency_weight=rng.choice([0.0, 0.1, 2.0]), use_weight=rng.choice([0.0, 0.05, 1.0]),
                             rrf_k=rng.choice([1.0, 5.0, 60.0]))
    k = rng.choice([1, 5, 10, 50])
    assert _ids(fuse_and_rerank(vector, keyword, meta, weights, NOW, k)) == \
        _every_score_sorted(vector, keyword, meta, weights, NOW, k)
