"""The ANN rows file: int16 codes of every dimension (not float32 vectors) that score the index's
candidates within ~1e-5 of their cosines, beside each note's rowid, id and use figures (the
store's use of them is tested in test_sqlite_ann.py)."""

from __future__ import annotations

import numpy as np
import pytest

from agentik.backends.sqlite import ann_rows
from agentik.backends.sqlite.ann_rows import Rows, RowsWriter

from test_sqlite_ann import DIM, clustered


def write(path, vectors: np.ndarray, *, chunk: int = 300) -> Rows:
    writer = RowsWriter(path, vectors.mean(axis=0))
    for start in range(0, len(vectors), chunk):
        part = range(start, min(start + chunk, len(vectors)))
        writer.add([10 + i for i in part], [f"note-{i}" for i in part], [100 * i for i in part], [i % 7 for i in part],
                   vectors[start : part.stop])
    writer.finish()
    return Rows(path)


def test_the_file_holds_two_bytes_a_dimension_and_every_note_s_figures(tmp_path):
    vectors = clustered(1000, dim=384)
    rows = write(tmp_path / "x.rows", vectors)
    assert rows.count == 1000 and rows.codes.dtype == np.int16 and rows.codes.shape == (1000, 384)
    assert (tmp_path / "x.rows").stat().st_size < 1000 * (2 * 384 + 64) + 8192  # no float32 matrix (1.5 KB a note)
    assert rows.rowids.tolist() == [10 + i for i in range(1000)]
    assert [name.decode() for name in rows.ids[[0, 999]]] == ["note-0", "note-999"]
    assert rows.last_used[5] == 500 and rows.uses[13] == 6
    assert np.abs(rows.codes).max() == ann_rows.LEVELS  # a scale per vector: each uses the whole range


def test_scores_are_the_cosines_within_1e_5_and_rank_like_them(tmp_path):
    vectors = clustered(3000, dim=384)
    rows = write(tmp_path / "x.rows", vectors)
    queries = clustered(40, seed=7, dim=384)
    keys = np.arange(3000)
    for query in queries:
        exact = vectors @ query
        scores = rows.scores(keys, query)
        assert np.abs(scores - exact).max() < 1e-5
        assert np.argsort(-scores)[:10].tolist() == np.argsort(-exact)[:10].tolist()


def test_another_format_or_a_short_file_is_refused(tmp_path):
    rows = write(tmp_path / "x.rows", clustered(50, dim=DIM))
    data = (tmp_path / "x.rows").read_bytes()
    (tmp_path / "old.rows").write_bytes(data.replace(ann_rows.MAGIC, b"agentik-ann-rows-2\n", 1))
    (tmp_path / "short.rows").write_bytes(data[: len(data) - 100])
    for name in ("old.rows", "short.rows"):
        with pytest.raises(ValueError):
            Rows(tmp_path / name)
    assert rows.count == 50
