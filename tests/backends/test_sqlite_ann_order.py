"""The order a build adds codes to the ANN graph (``ann_order``): every note once, near codes one
after another, a random share first. (That the graph built this way still finds the true
neighbours is test_sqlite_ann's recall test: its 2,000 notes go through this order.)"""

from __future__ import annotations

import numpy as np
import pytest

from agentik.backends.sqlite import ann_order


def groups(count: int, *, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """int8 codes of two far-apart groups of 32 dimensions, shuffled, and each code's group."""
    rng = np.random.default_rng(seed)
    group = rng.integers(0, 2, count)
    codes = np.where(group[:, None] == 0, -60, 60) + rng.normal(0, 8, (count, 32))
    return np.clip(np.rint(codes), -127, 127).astype(np.int8), group


@pytest.mark.parametrize("count", [0, 1, 500, 5_000])
def test_the_order_holds_every_note_once(count):
    codes, _ = groups(count)
    order = ann_order.locality_order(codes)
    assert sorted(order.tolist()) == list(range(count))


def test_near_codes_follow_each_other_after_a_random_share(monkeypatch):
    monkeypatch.setattr(ann_order, "LEAF_SIZE", 100)
    codes, group = groups(5_000)
    order = ann_order.locality_order(codes)
    seeds = int(np.ceil(len(order) * ann_order.SEED_SHARE * 1.5))
    head, rest = group[order[: seeds // 2]], group[order[seeds:]]
    assert 0.3 < head.mean() < 0.7  # the first ones: both groups, at random
    switches = int((rest[1:] != rest[:-1]).sum())
    assert switches <= ann_order.TOP_CLUSTERS  # shuffled: ~1,600; clustered: each cluster's codes in one run
