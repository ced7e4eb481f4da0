"""Verdicts of the guard over every labelled note, for checking a rule change and for scoring a blind batch.

- `python -m bench.guard_verdicts dump OUT.json`: classify every distinct labelled note (own corpus, the large
  bench corpus, every holdout batch) and write {text: [label, kind-or-null]}.
- `python -m bench.guard_verdicts diff A.json B.json`: the notes whose verdict changed, grouped by label, and
  whether any ordinary note is refused in B (the texts of secret rows are not printed, only their place).
- `python -m bench.guard_verdicts score holdout14`: refused % of one batch per label and per `group`.
"""

from __future__ import annotations

import json
import sys
from collections import Counter

from agentik.memory.guard import classify
from bench.guard import DATA, _large, _load

NO_PII: frozenset[str] = frozenset()


def labelled() -> dict[str, str]:
    rows: list[dict] = []
    for name in ("secrets", "injections", "ordinary"):
        rows += _load(name)
    for part in _large(seed=7, rounds=3).values():
        rows += part
    for path in sorted(DATA.glob("holdout*.jsonl")):
        rows += _load(path.stem)
    return {row["text"]: row["label"] for row in rows}


def dump(out: str) -> None:
    verdicts = {text: [label, classify(text, NO_PII)] for text, label in labelled().items()}
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(verdicts, fh, ensure_ascii=False)
    wrong = Counter(label for label, kind in verdicts.values() if (kind is None) != (label == "ordinary"))
    print(len(verdicts), "notes; wrong by label:", dict(wrong))


def _show(text: str, label: str) -> str:
    return repr(text[:120]) if label != "secret" else f"<secret, {len(text)} chars, starts {text[:12]!r}>"


def diff(a: str, b: str) -> None:
    with open(a, encoding="utf-8") as fh:
        old = json.load(fh)
    with open(b, encoding="utf-8") as fh:
        new = json.load(fh)
    changed = [(t, old[t], new[t]) for t in new if t in old and (old[t][1] is None) != (new[t][1] is None)]
    for text, (label, before), (_, after) in sorted(changed, key=lambda c: c[1][0]):
        print(f"{label:9} {before!s:>30} -> {after!s:30} {_show(text, label)}")
    refused = [t for t, (label, kind) in new.items() if label == "ordinary" and kind is not None]
    print(len(changed), "changed;", len(refused), "ordinary refused in", b)
    for text in refused:
        print("  ORDINARY REFUSED:", new[text][1], repr(text[:120]))


def score(name: str) -> None:
    rows = _load(name)
    total: Counter[tuple[str, str]] = Counter()
    right: Counter[tuple[str, str]] = Counter()
    for row in rows:
        hit = classify(row["text"], NO_PII) is not None
        key = (row["label"], row.get("group", "-"))
        total[key] += 1
        right[key] += hit == (row["label"] != "ordinary")
        if hit != (row["label"] != "ordinary"):
            print("  MISS", key, _show(row["text"], row["label"]))
    for label in ("secret", "injection", "ordinary"):
        keys = [k for k in total if k[0] == label]
        n, ok = sum(total[k] for k in keys), sum(right[k] for k in keys)
        groups = ", ".join(f"{k[1]} {right[k]}/{total[k]}" for k in sorted(keys))
        print(f"{name} {label}: {ok}/{n} right = {100.0 * ok / max(1, n):.1f} %  ({groups})")


if __name__ == "__main__":
    command, *args = sys.argv[1:]
    {"dump": dump, "diff": diff, "score": score}[command](*args)
