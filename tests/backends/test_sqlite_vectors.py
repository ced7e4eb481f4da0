"""The resident matrix: packing, in-place updates, exact top-n by cosine through int8 codes, with scope
and category masks."""

from __future__ import annotations

import os

import numpy as np
import pytest
from forking import run_forked

from agentik.backends.sqlite import quantized, vectors
from agentik.backends.sqlite.quantized import Int8Rows
from agentik.backends.sqlite.vectors import NoteRow, VectorIndex, pack


def _put(index: VectorIndex, note_id: str, vector: np.ndarray, scope: str | None = None, category: str = "world",
         *, rowid: int | None = None, used: tuple[int, int] = (0, 0)) -> None:
    rowid = rowid if rowid is not None else 1000 + int(note_id.strip("abcdefghijklmnopqrstuvwxyz-") or 0)
    index.upsert(NoteRow(note_id, rowid, scope, category, *used), vector)


def _row(note_id: str, vector: np.ndarray, scope: str | None = None, category_code: int = 2, *, rowid: int = 0,
         used: tuple[int, int] = (0, 0)) -> tuple:
    """A row as replace_all takes it (category code 1 = user, 2 = world)."""
    return (note_id, rowid, scope, category_code, *used, pack(vector))


def _ids(hits) -> list[str]:
    return [hit.id for hit in hits]


def _unit(*values: float) -> np.ndarray:
    vector = np.asarray(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def test_vectors_are_packed_as_little_endian_float32():
    blob = pack(np.array([1.0, -2.5], dtype=np.float64))
    assert blob == np.array([1.0, -2.5], dtype="<f4").tobytes() and len(blob) == 8
    assert np.frombuffer(blob, dtype="<f4").tolist() == [1.0, -2.5]


def test_top_orders_by_cosine_and_limits():
    index = VectorIndex(2, capacity=1)
    _put(index, "east", _unit(1, 0), None, "world")
    _put(index, "north-east", _unit(1, 1), None, "world")
    _put(index, "north", _unit(0, 1), None, "user")
    hits = index.top(_unit(1, 0.1), 2)
    assert _ids(hits) == ["east", "north-east"]
    assert hits[0].similarity == pytest.approx(float(_unit(1, 0.1) @ _unit(1, 0)))
    assert _ids(index.top(_unit(1, 0.1), 10)) == ["east", "north-east", "north"]
    assert index.top(_unit(1, 0), 0) == [] and VectorIndex(2).top(_unit(1, 0), 3) == []


def test_remove_moves_the_last_row_into_the_gap_and_upsert_overwrites():
    index = VectorIndex(2)
    for i, angle in enumerate(np.linspace(0, np.pi / 2, 5)):
        _put(index, f"n{i}", _unit(np.cos(angle), np.sin(angle)), None, "world")
    assert index.remove("n1") and not index.remove("n1")
    assert len(index) == 4 and "n1" not in index
    assert _ids(index.top(_unit(1, 0), 10)) == ["n0", "n2", "n3", "n4"]
    _put(index, "n0", _unit(0, 1), None, "world")
    assert index.top(_unit(0, 1), 1)[0].id in {"n0", "n4"} and len(index) == 4
    assert index.top(_unit(1, 0), 1)[0].id == "n2"


def test_notes_are_found_by_rowid_with_the_filters_and_their_use_figures():
    index = VectorIndex(2)
    _put(index, "global", _unit(1, 0), None, "world", rowid=10, used=(1, 0))
    _put(index, "mine", _unit(1, 0), "c1", "user", rowid=11, used=(2, 5))
    _put(index, "theirs", _unit(1, 0), "c2", "world", rowid=12)
    found, missing = index.at_rowids([12, 99, 10, 11], conversation_id="c1")
    assert found == {10: ("global", 1, 0), 11: ("mine", 2, 5)} and missing == [99]
    assert index.at_rowids([10, 11, 12], category="user") == ({11: ("mine", 2, 5)}, [])
    assert index.set_usage("mine", 50, 6) and not index.set_usage("nobody", 1, 1)
    assert index.remove("global")  # "theirs" moves into its row
    assert index.at_rowids([10, 11, 12]) == ({11: ("mine", 50, 6), 12: ("theirs", 0, 0)}, [10])
    _put(index, "mine", _unit(0, 1), "c1", "user", rowid=13)  # the same note at another rowid
    assert index.at_rowids([11, 13]) == ({13: ("mine", 0, 0)}, [11])
    assert index.top(_unit(0, 1), 1) == [("mine", pytest.approx(1.0), 0, 0)]


def test_scope_and_category_masks():
    index = VectorIndex(2)
    _put(index, "global", _unit(1, 0), None, "world")
    _put(index, "mine", _unit(1, 0.2), "c1", "user")
    _put(index, "theirs", _unit(1, 0.1), "c2", "world")
    assert set(_ids(index.top(_unit(1, 0), 10, conversation_id="c1"))) == {"global", "mine"}
    assert set(_ids(index.top(_unit(1, 0), 10, conversation_id="unknown"))) == {"global"}
    assert _ids(index.top(_unit(1, 0), 10, category="user")) == ["mine"]
    assert index.top(_unit(1, 0), 10, conversation_id="c2", category="user") == []
    assert len(index.top(_unit(1, 0), 10)) == 3


def test_replace_all_takes_one_matrix():
    index = VectorIndex(3)
    _put(index, "old", _unit(1, 0, 0), None, "world")
    rows = [_row("a", _unit(0, 1, 0), None, 1, rowid=7, used=(100, 1)),
            _row("b", _unit(0, 0, 1), "c1", 2, rowid=9, used=(200, 3))]
    index.replace_all(iter(rows), expected=2)
    assert sorted(index.ids()) == ["a", "b"] and "old" not in index
    assert index.top(_unit(0, 0, 1), 1, conversation_id="c1") == [("b", pytest.approx(1.0), 200, 3)]
    assert index.top(_unit(0, 0, 1), 2, category="user") == [("a", pytest.approx(0.0), 100, 1)]  # code 1 = user
    assert index.at_rowids([9, 7, 8]) == ({9: ("b", 200, 3), 7: ("a", 100, 1)}, [8])
    with pytest.raises(ValueError, match="bytes"):
        index.replace_all([("x", 1, None, 1, 0, 0, b"short")])
    assert sorted(index.ids()) == ["a", "b"]  # a failed load leaves the index as it was


def test_replace_all_grows_past_a_wrong_expected_count():
    index = VectorIndex(2)
    angles = np.linspace(0, np.pi / 2, 600)
    rows = [_row(f"n{i}", _unit(np.cos(a), np.sin(a)), rowid=i) for i, a in enumerate(angles)]
    index.replace_all(rows, expected=10)  # capacity 256, then doubled twice
    assert len(index) == 600
    for i in (0, 255, 256, 599):
        assert index.top(_unit(np.cos(angles[i]), np.sin(angles[i])), 1)[0].id == f"n{i}"
    _put(index, "new", _unit(-1, 0), None, "world")
    assert index.top(_unit(-1, 0), 1)[0].id == "new"


class _EmbeddingLike:
    """Unit vectors that share one large common direction (real embeddings do: any two e5 vectors
    have a cosine of ~0.75), in a few tight clusters, so many cosines nearly tie."""

    def __init__(self, seed: int, dim: int = 48) -> None:
        self.rng = np.random.default_rng(seed)
        self.common = 3 * self.rng.standard_normal(dim)
        self.centres = self.rng.standard_normal((8, dim))

    def __call__(self, rows: int) -> np.ndarray:
        picked = self.centres[self.rng.integers(0, len(self.centres), rows)]
        vectors = self.common + picked + 0.3 * self.rng.standard_normal((rows, len(self.common)))
        return (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)


def _exact_top(matrix: np.ndarray, query: np.ndarray, n: int, allowed: np.ndarray | None = None) -> set[int]:
    sims = matrix @ query
    if allowed is not None:
        sims[~allowed] = -np.inf
    return set(np.argsort(-sims)[:n].tolist())


@pytest.mark.parametrize("factor, extra", [(2, 16), (1, 0)])
def test_top_through_int8_codes_is_the_exact_float32_top(factor, extra, monkeypatch):
    # (1, 0) rescores only n estimates: every other true winner must come in through the bound
    monkeypatch.setattr(vectors, "RESCORE_FACTOR", factor)
    monkeypatch.setattr(vectors, "RESCORE_EXTRA", extra)
    vectors_like = _EmbeddingLike(7)
    matrix = vectors_like(3000)
    index = VectorIndex(matrix.shape[1])
    index.replace_all(_row(f"n{i}", row, "c1" if i % 3 == 0 else None, 1 + i % 2, rowid=i) for i, row in enumerate(matrix))
    in_c1_or_global = np.ones(len(matrix), dtype=bool)
    category_2 = np.arange(len(matrix)) % 2 == 1
    for query in vectors_like(30):
        for n in (1, 10, 50):
            hits = index.top(query, n)
            assert {int(hit.id[1:]) for hit in hits} == _exact_top(matrix, query, n)
            assert [hit.similarity for hit in hits] == sorted((hit.similarity for hit in hits), reverse=True)
            np.testing.assert_allclose([hit.similarity for hit in hits], [matrix[int(hit.id[1:])] @ query for hit in hits],
                                       rtol=1e-5, atol=1e-6)
        hits = index.top(query, 20, conversation_id="c1", category="world")  # world = code 2
        assert {int(hit.id[1:]) for hit in hits} == _exact_top(matrix, query, 20, in_c1_or_global & category_2)


@pytest.mark.parametrize("dim", [4, 64])  # in few dimensions the error terms nearly reach their bound
def test_int8_estimates_stay_within_their_bounds(dim):
    vectors_like = _EmbeddingLike(3, dim=dim)
    matrix = vectors_like(2000)
    codes = Int8Rows(dim, len(matrix))
    codes.recentre(matrix)
    for query in vectors_like(20):
        scan = codes.scan(query, len(matrix))
        exact = matrix @ query
        slack = scan.upper_bounds() - scan.estimates
        assert np.all(exact <= scan.upper_bounds()) and np.all(exact >= scan.estimates - slack)
        assert np.median(np.abs(exact - scan.estimates)) < 0.01  # the estimates are close, not just bounded


def test_an_index_that_starts_empty_is_centred_on_its_notes_as_it_grows():
    vectors_like = _EmbeddingLike(5)
    matrix = vectors_like(700)
    index = VectorIndex(matrix.shape[1], capacity=1)
    for i, row in enumerate(matrix):
        _put(index, f"n{i}", row, None, "world")
    np.testing.assert_allclose(index._codes.centre, matrix[:512].mean(axis=0), atol=1e-5)  # last growth at 512
    for query in vectors_like(10):
        assert {int(hit.id[1:]) for hit in index.top(query, 5)} == _exact_top(matrix, query, 5)
    index.remove("n3")
    assert "n3" not in set(_ids(index.top(matrix[3], 5)))


@pytest.mark.parametrize("rows", [40, 63, 64, 65])
def test_large_scans_and_encodings_split_in_two_threads_with_the_same_result(rows, monkeypatch):
    vectors_like = _EmbeddingLike(rows, dim=16)
    matrix = vectors_like(rows)
    query = vectors_like(1)[0]
    whole = Int8Rows(16, rows)
    whole.recentre(matrix)  # SPLIT_ROWS is 32K: one thread
    monkeypatch.setattr(quantized, "SPLIT_ROWS", 64)
    submitted = []
    helper = quantized._scan_helper()

    class Spy:
        def submit(self, function, *args):
            submitted.append((function.__name__, len(args[1]) if function.__name__ == "_int8_dots" else len(args[0])))
            return helper.submit(function, *args)

    monkeypatch.setattr(quantized, "_scan_helper", lambda: Spy())
    codes = Int8Rows(16, rows)
    codes.recentre(matrix)
    for name in ("codes", "step", "error", "norm"):
        assert np.array_equal(getattr(codes, name), getattr(whole, name))
    split = codes.scan(query, rows).estimates
    # the helper took the first half of the encoding, then of the scan
    assert submitted == ([("_encode_blocks", rows // 2), ("_int8_dots", rows // 2)] if rows >= 64 else [])
    monkeypatch.setattr(quantized, "SPLIT_ROWS", 10**9)
    assert np.array_equal(split, whole.scan(query, rows).estimates)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_splits_scans_with_its_own_helper(monkeypatch):
    monkeypatch.setattr(quantized, "SPLIT_ROWS", 4)
    matrix = _EmbeddingLike(1, dim=8)(10)
    codes = Int8Rows(8, 10)
    codes.recentre(matrix)
    expected = codes.scan(matrix[0], 10).estimates  # the parent's helper thread exists now
    child = run_forked(lambda: codes.scan(matrix[0], 10).estimates.tobytes())
    assert np.array_equal(np.frombuffer(child, dtype=np.float32), expected)


def test_top_over_a_split_scan_finds_the_best_row_in_either_half(monkeypatch):
    monkeypatch.setattr(quantized, "SPLIT_ROWS", 4)
    monkeypatch.setattr(vectors, "RESCORE_EXTRA", 0)
    index = VectorIndex(2)
    for i in range(9):
        _put(index, f"n{i}", _unit(1, i / 10), None, "world")
    _put(index, "far", _unit(-1, 0), None, "world")
    assert index.top(_unit(1, 0), 1)[0].id == "n0"
    assert index.top(_unit(1, 0.8), 1)[0].id == "n8"
    assert index.top(_unit(-1, 0), 1)[0].id == "far"


def test_many_removals_keep_the_codes_row_for_row_with_the_vectors():
    vectors_like = _EmbeddingLike(11)
    matrix = vectors_like(1500)
    index = VectorIndex(matrix.shape[1])
    index.replace_all(_row(f"n{i}", row, rowid=i) for i, row in enumerate(matrix))
    kept = np.ones(len(matrix), dtype=bool)
    for i in np.random.default_rng(2).choice(len(matrix), 700, replace=False):
        assert index.remove(f"n{i}")
        kept[i] = False
    for query in vectors_like(20):
        assert {int(hit.id[1:]) for hit in index.top(query, 10)} == _exact_top(matrix, query, 10, kept)


def test_rows_equal_to_the_centre_have_exact_estimates():
    row = _unit(1, 2, 3, 4)
    codes = Int8Rows(4, 3)
    codes.recentre(np.stack([row, row, row]))
    assert codes.error.tolist() == [0.0, 0.0, 0.0]
    scan = codes.scan(_unit(4, 3, 2, 1), 3)
    np.testing.assert_allclose(scan.estimates, [row @ _unit(4, 3, 2, 1)] * 3, rtol=1e-6)


@pytest.mark.parametrize("dim", [1536, 3072])  # int8 dot products past 2^24: exact in float64
def test_wide_embeddings_are_searched_exactly(dim):
    rng = np.random.default_rng(dim)
    matrix = rng.standard_normal((400, dim)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    index = VectorIndex(dim)
    index.replace_all(_row(f"n{i}", row, rowid=i) for i, row in enumerate(matrix))
    for query in matrix[:5] + 0.5 * matrix[5:10]:
        query = query / np.linalg.norm(query)
        assert {int(hit.id[1:]) for hit in index.top(query, 20)} == _exact_top(matrix, query, 20)


@pytest.mark.parametrize("scale", [1e-3, 1.0, 1e4])
def test_the_top_is_exact_for_queries_of_any_length(scale):
    vectors_like = _EmbeddingLike(13)
    matrix = vectors_like(800)
    index = VectorIndex(matrix.shape[1])
    index.replace_all(_row(f"n{i}", row, rowid=i) for i, row in enumerate(matrix))
    for query in vectors_like(15) * scale:
        assert {int(hit.id[1:]) for hit in index.top(query, 10)} == _exact_top(matrix, query, 10)


def test_a_rowid_another_note_took_over_keeps_pointing_at_that_note():
    # SQLite reuses a deleted row's rowid; the index may learn of the new note before the deletion
    index = VectorIndex(2)
    _put(index, "a", _unit(1, 0), rowid=1)
    _put(index, "c", _unit(0, 1), rowid=5)
    _put(index, "b", _unit(1, 1), rowid=2)  # b: deleted in the database, not yet here
    _put(index, "c", _unit(0, 1), rowid=2)  # c moved to b's old rowid
    assert index.at_rowids([2, 5]) == ({2: ("c", 0, 0)}, [5])
    index.remove("a")  # b, the last row, moves into a's place
    assert index.at_rowids([2]) == ({2: ("c", 0, 0)}, [])
    index.remove("b")
    assert index.at_rowids([2, 1]) == ({2: ("c", 0, 0)}, [1])


def test_texts_follow_loads_upserts_and_swap_removes():
    index = VectorIndex(2)
    rows = [("a", 1, None, 2, 0, 0, "text of a", pack(_unit(1, 0))),
            ("b", 2, "c1", 1, 0, 0, "text of b".encode(), pack(_unit(0, 1))),  # as the store loads them
            ("c", 3, None, 2, 0, 0, "text of c", pack(_unit(1, 1)))]
    index.replace_all(rows, expected=3)
    assert index.texts(["b", "x", "a"]) == ({"b": "text of b", "a": "text of a"}, ["x"])
    assert index.texts(["a", "b"], conversation_id="c2") == ({"a": "text of a"}, [])  # b is c1's
    assert index.texts(["a", "b"], category="user") == ({"b": "text of b"}, [])  # code 1 = user
    index.remove("a")  # c, the last row, moves into a's place
    assert index.texts(["a", "c"]) == ({"c": "text of c"}, ["a"])
    index.upsert(NoteRow("c", 3, None, "world", 0, 0, "c edited"), _unit(1, 1))
    index.upsert(NoteRow("d", 4, None, "world", 0, 0), _unit(0, 1))  # read without its text
    assert index.texts(["c", "d"]) == ({"c": "c edited"}, ["d"])
    index.replace_all([_row("e", _unit(1, 0), rowid=5)])  # a load without texts
    assert index.texts(["e", "c"]) == ({}, ["e", "c"])
