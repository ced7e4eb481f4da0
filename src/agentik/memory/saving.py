"""The checks of a save beyond the exact twin (issue 19): near-duplicates, likely contradictions, and
the notes a save supersedes.

Before a new note is written, `NearCheck` compares it with the few stored notes of its category and
scope nearest to it, through the backend's SearchView: the vector candidates of the note's own
vector (the one the core computed to store with the note: no second embedding), `DEPTH` deep, or,
in a keyword-only memory or while embeddings are down, the keyword candidates of its text. Each
candidate is judged by agentik.memory.duplicates. A duplicate is returned instead of writing the
note (unless on_duplicate="keep"); a likely contradiction is reported with the note written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Sequence

import numpy as np

from ..errors import InvalidInput, NoteNotFound
from ..notes.backend import MemoryBackend, Scope
from ..notes.model import MemoryNote
from .duplicates import Thresholds, Verdict, judge

OnDuplicate = Literal["skip", "keep"]
"""What a save does with a near-duplicate: return the stored note ("skip") or write anyway ("keep")."""

DEPTH = 4
"""Stored notes a save compares itself with (the nearest by vector, or by keywords)."""


@dataclass(frozen=True)
class SaveOutcome:
    """What one save did."""

    note: MemoryNote
    """The note written, or the stored note it duplicates."""
    created: bool
    """False when `note` was there already (an exact twin or a near-duplicate)."""
    similarity: float | None = None
    """For a near-duplicate: the cosine to the stored note (None when equal after normalising)."""
    may_replace: tuple[MemoryNote, ...] = ()
    """Stored notes the new one likely contradicts (same category and scope, similar, a value differs):
    the caller may pass their ids as `supersedes`."""
    superseded: tuple[str, ...] = field(default=())
    """The ids this save retired in favour of `note`."""

    @property
    def duplicate_of(self) -> str | None:
        """The stored note's id when the save found its fact already known."""
        return None if self.created else self.note.id


def check_on_duplicate(value: str) -> OnDuplicate:
    if value not in ("skip", "keep"):
        raise InvalidInput(f'on_duplicate must be "skip" or "keep", not {value!r}')
    return value  # type: ignore[return-value]


def superseded_notes(backend: MemoryBackend, note_ids: Sequence[str] | None) -> list[MemoryNote]:
    """The live notes a save will supersede, checked before anything is written: NoteNotFound for an
    unknown id, InvalidInput for one that is archived or superseded already."""
    if note_ids is None:
        return []
    if isinstance(note_ids, str):
        raise InvalidInput("supersedes takes a list of note ids, not one id as text")
    notes = []
    for note_id in dict.fromkeys(note_ids):
        note = backend.get(note_id) if isinstance(note_id, str) else None
        if note is None:
            raise NoteNotFound(str(note_id))
        if note.superseded:
            raise InvalidInput(f"note {note_id} was already replaced by {note.superseded_by}; supersede that one")
        if note.archived:
            raise InvalidInput(f"note {note_id} is archived; unarchive it first or leave it out of supersedes")
        notes.append(note)
    return notes


class NearCheck:
    """The near-duplicate check of one save batch."""

    def __init__(self, backend: MemoryBackend, cut: Thresholds, *, ignore: Sequence[str] = ()) -> None:
        self.backend = backend
        self.cut = cut
        self.ignore = set(ignore)

    def of(self, notes: Sequence[MemoryNote], vectors: np.ndarray | None
           ) -> list[tuple[MemoryNote | None, float | None, list[MemoryNote]]]:
        """For each new note (one category and scope, as a save batch is): (the stored duplicate or
        None, its cosine, the likely contradictions), through one SearchView."""
        if not notes:
            return []
        first = notes[0]
        found: list[tuple[MemoryNote | None, float | None, list[MemoryNote]]] = []
        with self.backend.searching(Scope(first.conversation_id, first.category)) as view:
            for row, note in enumerate(notes):
                vector = vectors[row] if vectors is not None else None
                similarity: dict[str, float | None] = {}
                if vector is not None and view.has_vectors:
                    for hit in view.vector_candidates(view.scan(vector), DEPTH):
                        similarity[hit.id] = hit.similarity
                else:
                    for hit in view.keyword_candidates(note.content, DEPTH, keep_one=True) or []:
                        similarity.setdefault(hit.id, None)
                ids = [note_id for note_id in similarity if note_id not in self.ignore]
                stored = view.fetch_live(ids) if ids else {}
                found.append(self._judged(note, ids, similarity, stored))
        return found

    def _judged(self, note: MemoryNote, ids: list[str], similarity: dict[str, float | None],
                stored: dict[str, MemoryNote]) -> tuple[MemoryNote | None, float | None, list[MemoryNote]]:
        conflicts: list[MemoryNote] = []
        for note_id in ids:
            other = stored.get(note_id)
            # the same scope only, like an exact duplicate: a conversation may restate a global fact
            if other is None or other.conversation_id != note.conversation_id or other.category != note.category:
                continue
            verdict = judge(note.content, other.content, similarity[note_id], self.cut)
            if verdict is Verdict.DUPLICATE:
                return other, similarity[note_id], []
            if verdict is Verdict.MAY_REPLACE:
                conflicts.append(other)
        return None, None, conflicts
