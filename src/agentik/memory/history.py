"""Facts that change (issue 19): a note's history, and search as of a past moment.

A note is never overwritten when its fact changes: the save of the new fact names the old note in
`supersedes`, and the backend keeps the old one archived with ``valid_until`` and ``superseded_by``
(agentik.notes.backend: supersede). So live search and prefetch see only the current fact, and

- `chain(backend, id)` walks the links both ways: every earlier version (``replaced_by``) and every
  later one (``superseded_by``), oldest first — `agentik memory history ID`;
- `as_of(...)` answers a search with the notes that were valid at a moment: the live notes valid
  since before it, and the superseded ones whose validity covers it.
"""

from __future__ import annotations

import re
from datetime import datetime, timezone
from typing import Callable

import numpy as np

from ..notes.backend import MemoryBackend, Scope
from ..notes.model import MemoryNote, SearchHit
from .duplicates import normal_form
from .embedding_jobs import Vectorizer

CHAIN_LIMIT = 1000
"""Most versions one history walks (a cycle or a runaway chain stops there)."""

AS_OF_PAST_LIMIT = 500
"""Most superseded notes an as-of search compares with the query (newest first)."""

SINCE_AFTER_DAYS = 30
"""Prefetch shows "(since 2026-03)" after a fact older than this, so the model can tell how current it is."""

AS_OF_DEPTH = 4
"""An as-of search asks the live search for this many times k, then drops what began later."""


def dated(note: MemoryNote, now: int, language: str = "en") -> str:
    """The note's text as prefetch shows it: with "(since YYYY-MM)" ("(с YYYY-MM)" in Russian) when
    its fact has held for more than SINCE_AFTER_DAYS."""
    text = note.content.strip()
    if now - note.valid_from <= SINCE_AFTER_DAYS * 86_400_000:
        return text
    month = datetime.fromtimestamp(note.valid_from / 1000, tz=timezone.utc).strftime("%Y-%m")
    return f"{text} ({'с' if language == 'ru' else 'since'} {month})"


def chain(backend: MemoryBackend, note: MemoryNote) -> list[MemoryNote]:
    """Every version of `note`'s fact, oldest first (by valid_from), `note` included."""
    seen: dict[str, MemoryNote] = {note.id: note}
    todo = [note]
    while todo and len(seen) < CHAIN_LIMIT:
        current = todo.pop()
        linked = list(backend.replaced_by(current.id))
        if current.superseded_by and current.superseded_by not in seen:
            later = backend.get(current.superseded_by)
            if later is not None:
                linked.append(later)
        for other in linked:
            if other.id not in seen:
                seen[other.id] = other
                todo.append(other)
    ahead = _versions_ahead(seen)  # ties in time: a version before the one that replaced it
    return sorted(seen.values(), key=lambda n: (n.valid_from, n.created_at, -ahead[n.id], n.id))


def _versions_ahead(versions: dict[str, MemoryNote]) -> dict[str, int]:
    """For each version, how many of `versions` follow it through superseded_by (each note is
    walked once: a path's counts are filled in on the way back)."""
    ahead: dict[str, int] = {}
    for start in versions:
        path: list[str] = []
        current: str | None = start
        while current in versions and current not in ahead and current not in path:
            path.append(current)
            current = versions[current].superseded_by
        count = ahead.get(current, -1) if current is not None and current not in path else -1
        for note_id in reversed(path):
            count += 1
            ahead[note_id] = count
    return ahead


def as_of(
    backend: MemoryBackend,
    vectorizer: Vectorizer,
    live_search: Callable[[int], list[SearchHit]],
    query: str,
    k: int,
    scope: Scope,
    at: int,
) -> list[SearchHit]:
    """The k notes valid at `at` that best match `query`. Live hits keep the cosine the search found;
    superseded notes valid then are embedded here and compared with the query (as-of searches are
    rare and look at few notes); without vectors, both are ranked by the share of query words they hold."""
    live = [hit for hit in live_search(k * AS_OF_DEPTH) if hit.note.valid_from <= at]
    past = [note for note in backend.select(category=scope.category, conversation_id=None, archived=True,
                                            superseded=True, limit=AS_OF_PAST_LIMIT, offset=0)
            if note.valid_at(at) and scope.admits(note.conversation_id, note.category)]
    notes = [hit.note for hit in live] + past
    if not notes:
        return []
    scores = _cosines(vectorizer, query, live, past)
    if scores is None:
        scores = [_word_share(query, note.content) for note in notes]
    ranked = sorted(zip(notes, scores), key=lambda pair: pair[1], reverse=True)[:k]
    return [SearchHit(note=note, score=float(score), similarity=float(score)) for note, score in ranked]


def _cosines(vectorizer: Vectorizer, query: str, live: list[SearchHit], past: list[MemoryNote]) -> list[float] | None:
    if vectorizer.embedder is None or any(hit.similarity is None for hit in live):
        return None
    query_vector = vectorizer.query(query)
    vectors = vectorizer.passages([note.content for note in past]) if past else np.zeros((0, 1))
    if query_vector is None or vectors is None:
        return None
    return [float(hit.similarity) for hit in live] + [float(row @ query_vector) for row in vectors]  # type: ignore[arg-type]


_WORD = re.compile(r"\w+")


def _word_share(query: str, content: str) -> float:
    words = set(_WORD.findall(normal_form(query)))
    return len(words & set(_WORD.findall(normal_form(content)))) / len(words) if words else 0.0
