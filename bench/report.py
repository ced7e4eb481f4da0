"""Summaries, the printed table and the JSON file of a bench run."""

from __future__ import annotations

import json
import platform
import statistics
import time
from pathlib import Path
from typing import Any, Iterable

RESULTS_DIR = Path(__file__).resolve().parent / "results"
"""Default place of the JSON results (git-ignored)."""

TARGETS: dict[str, tuple[str, float]] = {
    "locomo.recall.r@10": (">=", 0.62),
    "latency.search_10k_ms.median": ("<=", 2.0),
    "latency.search_100k_ms.median": ("<=", 15.0),
    "latency.prefetch_10k_ms.median": ("<=", 25.0),
    "latency.open_100k_s.median": ("<=", 0.5),
    "latency.cold_cli.wall_s.median": ("<=", 1.5),
    "hardening.outage_refuse.max_save_after_first_failure_ms": ("<=", 100.0),
    "hardening.outage_hang.max_save_after_first_failure_ms": ("<=", 100.0),
    "hardening.long_query.long_query_s.median": ("<=", 1.0),
    "hardening.concurrency.first_open.errors": ("<=", 0),
    "hardening.concurrency.kill_sqlite.lost": ("<=", 0),
    "hardening.concurrency.kill_markdown.lost": ("<=", 0),
    "guard.own.secrets.refused_pct": (">=", 100.0),
    "guard.own.injections.refused_pct": (">=", 97.0),
    "guard.own.ordinary.refused_pct": ("<=", 0.0),
    "guard.holdout.secret.refused_pct": (">=", 99.0),
    "guard.holdout.injection.refused_pct": (">=", 95.0),
    "guard.holdout.ordinary.refused_pct": ("<=", 0.0),
    "guard.note_300_ms.median": ("<=", 0.2),
}
"""Issue 2's and issue 12's targets (medians, 2-core machine): dotted path into the results → (comparison, bound)."""


def summarize(values: Iterable[float]) -> dict[str, float | int | None]:
    """median, p95 (nearest rank), min and count of a list of measurements."""
    ordered = sorted(values)
    if not ordered:
        return {"median": None, "p95": None, "min": None, "n": 0}
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"median": statistics.median(ordered), "p95": p95, "min": ordered[0], "n": len(ordered)}


def timed_ms(fn, *args, **kwargs) -> tuple[float, Any]:
    """(milliseconds, result) of one call."""
    started = time.perf_counter()
    result = fn(*args, **kwargs)
    return (time.perf_counter() - started) * 1000, result


def profile_top(fn, *, limit: int = 12) -> str:
    """Run fn() under cProfile; the `limit` costliest functions by own time, as text."""
    import cProfile
    import io
    import pstats

    profiler = cProfile.Profile()
    profiler.runcall(fn)
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(limit)
    text = out.getvalue()
    return text[text.find("   ncalls"):] if "   ncalls" in text else text


def _fmt(value: Any) -> str:
    if value is None:
        return "—"
    if isinstance(value, float):
        if abs(value) >= 100:
            return f"{value:.0f}"
        return f"{value:.3f}" if abs(value) >= 0.1 or value == 0 else f"{value:.2g}"
    return str(value)


def flatten(results: dict, prefix: str = "") -> list[tuple[str, Any]]:
    """(dotted key, value) for every number in the results, in order."""
    rows: list[tuple[str, Any]] = []
    for key, value in results.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            rows += flatten(value, name + ".")
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            rows.append((name, value))
    return rows


def render_table(results: dict) -> str:
    """A plain-text table of every measured number, with the issue's targets marked."""
    rows = flatten({k: v for k, v in results.items() if k != "meta"})
    width = max((len(name) for name, _ in rows), default=10)
    lines = [f"{'measure':<{width}}  {'value':>10}  target"]
    for name, value in rows:
        target = TARGETS.get(name)
        mark = ""
        if target:
            op, bound = target
            ok = value >= bound if op == ">=" else value <= bound
            mark = f"{op} {bound:g}  {'ok' if ok else 'MISSED'}"
        lines.append(f"{name:<{width}}  {_fmt(value):>10}  {mark}")
    return "\n".join(lines)


def meta() -> dict[str, Any]:
    import os

    return {
        "when": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
        "load_average_1_5_15": list(os.getloadavg()) if hasattr(os, "getloadavg") else None,
    }


def write_json(results: dict, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return out
