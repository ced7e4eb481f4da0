"""`python -m bench.curator_similarity`: sweep AGENTIK_CURATOR_SIMILARITY with a real model (not a test).

The labelled set is bench/duplicate_pairs.py's hand-written facts (FACTS, and HELD_OUT reported
apart): each fact is four notes saying the same thing (English, an English paraphrase, Russian, a
Russian paraphrase) — one near-duplicate group the curator should merge — and two related but
different notes (another city, number, name, the opposite) that must stay out of it.

For each threshold, over all the notes of a set at once (one category and scope, as the curator
groups them):

    dup recall     share of the same-fact pairs at or above the threshold
    near-miss      share of (original, changed fact) pairs at or above it (a wrong edge the model
                   must then refuse)
    unrelated      share of pairs of different facts at or above it
    groups         formed both ways, single linkage (pairs joined transitively) and complete linkage
                   (every two members at least the threshold apart; what the curator does), scored:
                   whole (a fact's four notes alone in one group), merges (groups of one fact's
                   originals only), with_changed (a fact's group holding its changed note: the
                   model must refuse it), mixed (a group spanning different facts: the worst)

Prints a table and writes bench/results/curator_similarity.json (or --out).
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: thread pins)

import argparse  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from agentik.agent.curator.consolidate import MAX_GROUP  # noqa: E402
from agentik.agent.curator.near_pairs import complete_groups  # noqa: E402
from agentik.embedding.registry import DEFAULT_LOCAL_MODEL, local_embedder  # noqa: E402

from .duplicate_pairs import FACTS, HELD_OUT  # noqa: E402
from .report import RESULTS_DIR, meta, write_json  # noqa: E402

THRESHOLDS = [round(0.80 + 0.01 * i, 2) for i in range(17)]


def sweep(facts, vectors: np.ndarray) -> list[dict]:
    """Rows of the table for one set; `vectors` are the facts' six notes each, in order."""
    n = len(facts) * 6
    fact_of = np.repeat(np.arange(len(facts)), 6)
    original = np.tile([True, True, True, True, False, False], len(facts))
    sims = vectors @ vectors.T
    upper = np.triu(np.ones((n, n), dtype=bool), k=1)
    same = fact_of[:, None] == fact_of[None, :]
    dup = upper & same & original[:, None] & original[None, :]
    miss = upper & same & (original[:, None] != original[None, :])
    unrelated = upper & ~same
    rows = []
    for threshold in THRESHOLDS:
        edge = sims >= threshold
        row = {"threshold": threshold, "dup_recall": round(float(edge[dup].mean()), 3),
               "near_miss": round(float(edge[miss].mean()), 3),
               "unrelated": round(float(edge[unrelated].mean()), 4), "facts": len(facts)}
        single = _components(edge & upper, n)
        row["single"] = _score([np.flatnonzero(single == c).tolist() for c in set(single.tolist())], fact_of, original)
        pairs = np.argwhere(edge & upper)
        row["complete"] = _score(complete_groups(vectors, pairs, threshold, max_size=MAX_GROUP), fact_of, original)
        rows.append(row)
    return rows


def _score(groups: list[list[int]], fact_of: np.ndarray, original: np.ndarray) -> dict:
    """whole: facts whose four notes form one group with nothing else; merges: groups of 2+ notes of
    one fact's originals only (a right merge, maybe partial); with_changed: groups of one fact that
    hold its changed note (the model must refuse them); mixed: groups spanning different facts."""
    whole = merges = with_changed = mixed = 0
    for group in groups:
        if len(group) < 2:
            continue
        facts = {int(fact_of[i]) for i in group}
        if len(facts) > 1:
            mixed += 1
        elif all(original[i] for i in group):
            merges += 1
            whole += len(group) == 4
        else:
            with_changed += 1
    return {"whole": whole, "merges": merges, "with_changed": with_changed, "mixed": mixed}


def _components(edges: np.ndarray, n: int) -> np.ndarray:
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in zip(*np.nonzero(edges)):
        parent[find(int(a))] = find(int(b))
    return np.array([find(i) for i in range(n)])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.curator_similarity")
    parser.add_argument("--model", default=DEFAULT_LOCAL_MODEL)
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "curator_similarity.json")
    args = parser.parse_args(argv)
    embedder = local_embedder(args.model)
    results: dict = {"meta": meta(), "model": embedder.name}
    for label, facts in (("facts", FACTS), ("held_out", HELD_OUT)):
        texts = [text for fact in facts for text in fact]
        vectors = np.asarray(embedder.embed_batch(texts, kind="passage"), dtype=np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        results[label] = sweep(facts, vectors)
        print(f"\n{label} ({len(facts)} facts, model {embedder.name})")
        print(f"{'threshold':>9} {'dup recall':>10} {'near-miss':>9} {'unrelated':>9}   "
              "single linkage: whole merges w/changed mixed | complete linkage: whole merges w/changed mixed")
        for row in results[label]:
            cells = "  ".join(" ".join(f"{row[link][k]:>5}" for k in ("whole", "merges", "with_changed", "mixed"))
                              for link in ("single", "complete"))
            print(f"{row['threshold']:>9.2f} {row['dup_recall']:>10.3f} {row['near_miss']:>9.3f} "
                  f"{row['unrelated']:>9.4f}   {cells}")
    print(f"wrote {write_json(results, args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
