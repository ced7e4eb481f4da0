"""The guard bench: how much of each family the guard refuses, how many ordinary notes it refuses by
mistake, and how long it takes on a 300-character note.

Corpora (all synthetic, from tests/data/guard/):
- own: the test suite's labelled corpus (secrets.jsonl, injections.jsonl, ordinary.jsonl);
- large: `make_corpus.build` with another seed and three rounds — the same families, new values and
  fillings (bigger, for the bench only);
- holdout: holdout.jsonl to holdout17.jsonl (and the probe25 batches of stop 25, the s26i injection and s26s secrets batches of stop 26, the s27i injection batches of stop 27), batches written after the rules to check that they generalise
  (each was measured once before the rules were widened on it; those first numbers are in the README).

`python -m bench guard` prints the table and writes bench/results/<name>.json.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from agentik.memory.guard import classify

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "guard"
NOTE_CHARS = 300
NO_PII: frozenset[str] = frozenset()


def _load(name: str) -> list[dict]:
    with open(DATA / f"{name}.jsonl", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _large(seed: int, rounds: int) -> dict[str, list[dict]]:
    sys.path.insert(0, str(DATA))
    try:
        from make_corpus import build
    finally:
        sys.path.remove(str(DATA))
    return build(seed=seed, rounds=rounds)


def _first_of_each(rows: list[dict]) -> list[dict]:
    """The rows in order, each text only the first time it comes."""
    seen: set[str] = set()
    return [row for row in rows if row["text"] not in seen and not seen.add(row["text"])]


def score(rows: list[dict], *, refuse_expected: bool) -> dict:
    """Refused % overall and per family, and the rows that came out wrong (first few, for a look)."""
    total: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    wrong: list[str] = []
    for row in rows:
        total[row["family"]] += 1
        hit = classify(row["text"], NO_PII) is not None
        refused[row["family"]] += hit
        if hit != refuse_expected and len(wrong) < 10:
            wrong.append(f"{row['family']}/{row['kind']}")
    overall = 100.0 * sum(refused.values()) / max(1, len(rows))
    return {"n": len(rows), "refused_pct": overall,
            "by_family_refused_pct": {f: 100.0 * refused[f] / total[f] for f in sorted(total)},
            "wrong": wrong}


def _notes_of(rows: list[dict], chars: int) -> list[str]:
    """Ordinary notes joined into notes of about `chars` characters (what a typical saved fact is)."""
    notes, current = [], ""
    for row in rows:
        current = f"{current} {row['text']}".strip()
        if len(current) >= chars:
            notes.append(current[:chars])
            current = ""
    return notes


def time_notes(notes: list[str], repeats: int = 5, clock=time.perf_counter) -> dict:
    """Milliseconds per guard check: for each note the best of `repeats`, then median and p95 over notes.
    `clock`: time.perf_counter (wall) or time.thread_time (CPU of this thread: on a shared, loaded
    machine it leaves out the time spent waiting for a core)."""
    per_note = []
    for note in notes:
        best = float("inf")
        for _ in range(repeats):
            started = clock()
            classify(note, NO_PII)
            best = min(best, clock() - started)
        per_note.append(best * 1000)
    per_note.sort()
    return {"median": statistics.median(per_note), "p95": per_note[int(0.95 * (len(per_note) - 1))],
            "n": len(per_note)}


def run_guard(*, quick: bool = False, log=print) -> dict:
    own = {name: _load(name) for name in ("secrets", "injections", "ordinary")}
    large = _large(seed=7, rounds=1 if quick else 3)
    holdout = [row for n in ("", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17") for row in _load(f"holdout{n}")]
    holdout += [row for n in ("", "b", "c", "d") for row in _load(f"probe25{n}")]
    holdout += [row for name in ("s27s", "s27s2", "s27s3", "s27s4", "s27s5", "s27s6", "s27s7", "s27s8", "s27s9", "s27s10", "s27s11",
                                 "s27s12", "s27s13", "s27s14", "s27so") for row in _load(name)]  # stop 27's blind secrets batches and their look-alikes (README)
    holdout += [row for name in ("s26i", "s26i2", "s26i3", "s26i4", "s26i5", "s26i6") for row in _load(name)]  # stop 26, injections
    holdout += [row for name in ("s26s", "s26s2", "s26s3", "s26s4", "s26s5", "s26s6", "s26s7", "s26s8", "s26s9", "s26o") for row in _load(name)]  # stop 26's blind secrets batches
    holdout += [row for name in ("s27i", "s27i2", "s27i3", "s27i4", "s27i5", "s27i6", "s27i7", "s27i8", "s27i9", "s27o") for row in _load(name)]  # stop 27, injections
    holdout += [row for name in ("s29o", "s29o2", "s29o3", "s29o4", "s29o5", "s29o6", "s29i", "s29i2", "s29i3", "s29i4", "s29i5",
                                 "s29i6") for row in _load(name)]  # stop 29, injections: blind batches and look-alikes (README)
    holdout += [row for name in ("s29xo", "s29xo2", "s29xo3", "s29xo4", "s29xo5", "s29xo6", "s29xo7", "s29xo8", "s29xo9", "s29xo10") for row in _load(name)]  # stop 29's blind ordinary batches (README)
    holdout += [row for name in ("s28s", "s28s2", "s28s3", "s28s4", "s28s5", "s28s6", "s28s7", "s28s8", "s28s9", "s28s10", "s28s11", "s28s12", "s28s13", "s28s14", "s28s15", "s28s16", "s28s17", "s28s18", "s28s19", "s28s20", "s28s21", "s28s22", "s28s23", "s28so") for row in _load(name)]  # stop 28's blind secrets batches and their look-alikes (README)
    holdout += [row for name in sorted(p.stem for p in DATA.glob("s29s*.jsonl")) for row in _load(name)]  # stop 29's blind secrets batches and their look-alikes (README)
    # stops 30 on (files s30… to s99…, then s100… on): the blind rounds, the training batches and the fixers' batches (README)
    holdout += [row for name in sorted(p.stem for p in DATA.glob("s[3-9][0-9]*.jsonl")) for row in _load(name)]
    holdout += [row for name in sorted(p.stem for p in DATA.glob("s[1-9][0-9][0-9]*.jsonl")) for row in _load(name)]  # (s100 on)
    holdout = _first_of_each(holdout)  # a note copied into later batches counts once
    results: dict = {}
    for label, corpus in (("own", own), ("large", large)):
        log(f"guard: {label} corpus ({sum(len(v) for v in corpus.values())} notes) ...")
        results[label] = {
            "secrets": score(corpus["secrets"], refuse_expected=True),
            "injections": score(corpus["injections"], refuse_expected=True),
            "ordinary": score(corpus["ordinary"], refuse_expected=False),
            "secret_kinds": len({row["kind"] for row in corpus["secrets"]}),
        }
    results["holdout"] = {
        label: score([r for r in holdout if r["label"] == label], refuse_expected=label != "ordinary")
        for label in ("secret", "injection", "ordinary")
    }
    notes = _notes_of(own["ordinary"] * 2, NOTE_CHARS)
    log(f"guard: timing {len(notes)} notes of {NOTE_CHARS} characters ...")
    results["note_300_ms"] = time_notes(notes)
    results["note_300_cpu_ms"] = time_notes(notes, clock=time.thread_time)
    # each labelled note as it is (ordinary notes run every rule; secrets and injections stop at the first refusal)
    for name in ("ordinary", "secrets", "injections"):
        results[f"{name}_note_ms"] = time_notes([r["text"] for r in own[name]], repeats=3)
    return results


if __name__ == "__main__":
    print(json.dumps(run_guard(), indent=1, ensure_ascii=False))
