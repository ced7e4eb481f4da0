"""The resident matrix: packing, in-place updates, top-n by cosine with scope and category masks."""

from __future__ import annotations

import os

import numpy as np
import pytest
from forking import run_forked

from agentik.backends.sqlite import vectors
from agentik.backends.sqlite.vectors import SPLIT_ROWS, VectorIndex, pack, similarities


def _unit(*values: float) -> np.ndarray:
    vector = np.asarray(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def test_vectors_are_packed_as_little_endian_float32():
    blob = pack(np.array([1.0, -2.5], dtype=np.float64))
    assert blob == np.array([1.0, -2.5], dtype="<f4").tobytes() and len(blob) == 8
    assert np.frombuffer(blob, dtype="<f4").tolist() == [1.0, -2.5]


def test_top_orders_by_cosine_and_limits():
    index = VectorIndex(2, capacity=1)
    index.upsert("east", _unit(1, 0), None, "world")
    index.upsert("north-east", _unit(1, 1), None, "world")
    index.upsert("north", _unit(0, 1), None, "user")
    hits = index.top(_unit(1, 0.1), 2)
    assert [note_id for note_id, _ in hits] == ["east", "north-east"]
    assert hits[0][1] == pytest.approx(float(_unit(1, 0.1) @ _unit(1, 0)))
    assert [i for i, _ in index.top(_unit(1, 0.1), 10)] == ["east", "north-east", "north"]
    assert index.top(_unit(1, 0), 0) == [] and VectorIndex(2).top(_unit(1, 0), 3) == []


def test_remove_moves_the_last_row_into_the_gap_and_upsert_overwrites():
    index = VectorIndex(2)
    for i, angle in enumerate(np.linspace(0, np.pi / 2, 5)):
        index.upsert(f"n{i}", _unit(np.cos(angle), np.sin(angle)), None, "world")
    assert index.remove("n1") and not index.remove("n1")
    assert len(index) == 4 and "n1" not in index
    assert [i for i, _ in index.top(_unit(1, 0), 10)] == ["n0", "n2", "n3", "n4"]
    index.upsert("n0", _unit(0, 1), None, "world")
    assert index.top(_unit(0, 1), 1)[0][0] in {"n0", "n4"} and len(index) == 4
    assert index.top(_unit(1, 0), 1)[0][0] == "n2"


def test_scope_and_category_masks():
    index = VectorIndex(2)
    index.upsert("global", _unit(1, 0), None, "world")
    index.upsert("mine", _unit(1, 0.2), "c1", "user")
    index.upsert("theirs", _unit(1, 0.1), "c2", "world")
    assert {i for i, _ in index.top(_unit(1, 0), 10, conversation_id="c1")} == {"global", "mine"}
    assert {i for i, _ in index.top(_unit(1, 0), 10, conversation_id="unknown")} == {"global"}
    assert [i for i, _ in index.top(_unit(1, 0), 10, category="user")] == ["mine"]
    assert index.top(_unit(1, 0), 10, conversation_id="c2", category="user") == []
    assert len(index.top(_unit(1, 0), 10)) == 3


def test_replace_all_takes_one_matrix():
    index = VectorIndex(3)
    index.upsert("old", _unit(1, 0, 0), None, "world")
    rows = [("a", None, 1, pack(_unit(0, 1, 0))), ("b", "c1", 2, pack(_unit(0, 0, 1)))]
    index.replace_all(iter(rows), expected=2)
    assert sorted(index.ids()) == ["a", "b"] and "old" not in index
    assert index.top(_unit(0, 0, 1), 1, conversation_id="c1") == [("b", pytest.approx(1.0))]
    assert index.top(_unit(0, 0, 1), 2, category="user") == [("a", pytest.approx(0.0))]  # code 1 = user
    with pytest.raises(ValueError, match="bytes"):
        index.replace_all([("x", None, 1, b"short")])
    assert sorted(index.ids()) == ["a", "b"]  # a failed load leaves the index as it was


def test_replace_all_grows_past_a_wrong_expected_count():
    index = VectorIndex(2)
    angles = np.linspace(0, np.pi / 2, 600)
    rows = [(f"n{i}", None, 2, pack(_unit(np.cos(a), np.sin(a)))) for i, a in enumerate(angles)]
    index.replace_all(rows, expected=10)  # capacity 256, then doubled twice
    assert len(index) == 600
    for i in (0, 255, 256, 599):
        assert index.top(_unit(np.cos(angles[i]), np.sin(angles[i])), 1)[0][0] == f"n{i}"
    index.upsert("new", _unit(-1, 0), None, "world")
    assert index.top(_unit(-1, 0), 1)[0][0] == "new"


@pytest.mark.parametrize("rows", [SPLIT_ROWS - 1, SPLIT_ROWS, SPLIT_ROWS + 1])
def test_similarities_split_in_two_threads_equal_one_product(rows, monkeypatch):
    submitted = []
    helper = vectors._scan_helper()

    class Spy:
        def submit(self, *args):
            submitted.append(len(args[1]))
            return helper.submit(*args)

    monkeypatch.setattr(vectors, "_scan_helper", lambda: Spy())
    rng = np.random.default_rng(rows)
    matrix = rng.standard_normal((rows, 16), dtype=np.float32)
    query = rng.standard_normal(16, dtype=np.float32)
    sims = similarities(matrix, query)
    assert sims.dtype == np.float32 and sims.shape == (rows,)
    np.testing.assert_allclose(sims, matrix @ query, rtol=1e-5, atol=1e-5)
    assert submitted == ([rows // 2] if rows >= SPLIT_ROWS else [])  # the helper took the first half


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_splits_products_with_its_own_helper(monkeypatch):
    monkeypatch.setattr(vectors, "SPLIT_ROWS", 4)
    matrix = np.arange(80, dtype=np.float32).reshape(10, 8)
    query = np.ones(8, dtype=np.float32)
    expected = similarities(matrix, query)  # the parent's helper thread exists now
    child = run_forked(lambda: similarities(matrix, query).tobytes())
    assert np.array_equal(np.frombuffer(child, dtype=np.float32), expected)


def test_top_over_a_split_matrix_finds_the_best_row_in_either_half(monkeypatch):
    monkeypatch.setattr(vectors, "SPLIT_ROWS", 4)
    index = VectorIndex(2)
    for i in range(9):
        index.upsert(f"n{i}", _unit(1, i / 10), None, "world")
    index.upsert("far", _unit(-1, 0), None, "world")
    assert index.top(_unit(1, 0), 1)[0][0] == "n0"
    assert index.top(_unit(1, 0.8), 1)[0][0] == "n8"
    assert index.top(_unit(-1, 0), 1)[0][0] == "far"
