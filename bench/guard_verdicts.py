"""Verdicts of the guard over every labelled note, for checking a rule change and for scoring a blind batch.

- `python -m bench.guard_verdicts dump OUT.json`: classify every distinct labelled note (own corpus, the large
  bench corpus, every holdout batch) and write {text: [label, kind-or-null]}.
- `python -m bench.guard_verdicts diff A.json B.json`: the notes whose verdict changed, grouped by label, and
  whether any ordinary note is refused in B (the texts of secret rows are not printed, only their place).
- `python -m bench.guard_verdicts score holdout14`: refused % of one batch per label and per `group`.
"""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from pathlib import Path

from agentik.memory.guard import classify
from bench.__main__ import DEFAULT_DATA
from bench.guard import DATA, _large, _load

NO_PII: frozenset[str] = frozenset()


def labelled() -> dict[str, str]:
    found: dict[str, str] = {}
    label_of = {"secrets": "secret", "injections": "injection", "ordinary": "ordinary"}
    for name in ("secrets", "injections", "ordinary"):
        found.update((row["text"], label_of[name]) for row in _load(name))
    for name, part in _large(seed=7, rounds=3).items():
        found.update((row["text"], label_of[name]) for row in part)
    for path in sorted(DATA.glob("holdout*.jsonl")) + sorted(DATA.glob("probe*.jsonl")) + sorted(DATA.glob("s[0-9][0-9]*.jsonl")):  # every stop's batches (s26…)
        found.update((row["text"], row["label"]) for row in _load(path.stem))
    return found


def chat_notes() -> dict[str, str]:
    """Plain notes and chat turns from the other benches (label "chat"): nothing a user would call an attack or a
    secret, so a rule change must not refuse any that the rules before it accepted."""
    from bench import crosslang_data, duplicate_pairs

    texts = list(crosslang_data.SEED_NOTES.values()) + list(crosslang_data.UNRELATED_NOTES)
    texts += [note for note, _ in crosslang_data.PROBE.values()]
    texts += [t for rows in (duplicate_pairs.FACTS, duplicate_pairs.MORE_FACTS, duplicate_pairs.HELD_OUT,
                             duplicate_pairs.MORE_HELD_OUT) for row in rows for t in row]
    locomo = Path(os.environ.get("AGENTIK_LOCOMO", DEFAULT_DATA))
    if locomo.exists():
        from bench.locomo_data import load_conversations

        texts += [turn.text.split(": ", 1)[-1] for conv in load_conversations(locomo) for turn in conv.turns]
    return {t: "chat" for t in texts}


def dump(out: str) -> None:
    notes = {**chat_notes(), **labelled()}
    verdicts = {text: [label, classify(text, NO_PII)] for text, label in notes.items()}
    with open(out, "w", encoding="utf-8") as fh:
        json.dump(verdicts, fh, ensure_ascii=False)
    wrong = Counter(label for label, kind in verdicts.values() if (kind is None) != (label in ("ordinary", "chat")))
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
    refused = [t for t, (label, kind) in new.items() if label in ("ordinary", "chat") and kind is not None]
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
