"""The MemoryStore protocol: what every memory backend does (seed update 2026-09-14).

Scope rules, the same for every backend:
- ``conversation_id=None`` on a note means global; otherwise the note belongs to that conversation.
- ``list(conversation_id=None)`` lists every scope; ``list(conversation_id="c1")`` only c1's notes.
- ``search(..., conversation_id=None)`` searches every live note; ``search(..., conversation_id="c1")``
  searches global notes plus c1's (what prefetch wants).
- Archived notes are never deleted by archiving, never returned by search, and listed only on request
  (``archived=True`` for archived only, ``None`` for both).

Every write validates (InvalidInput), runs the guard (RefusedContent) and is atomic: a refused or
failed write leaves the store as it was. Saving the exact same content, category and scope again
returns the existing note instead of writing a duplicate.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Protocol, Sequence, runtime_checkable

from ..errors import MemoryStoreError
from ..notes.model import MemoryCategory, MemoryNote, SearchHit, Source

ProgressCallback = Callable[[int, int], None]
"""Called as progress(done, total) by long operations (reindex, import)."""


@runtime_checkable
class MemoryStore(Protocol):
    """A long-term memory. The implementation: agentik.memory.core.Memory, over any backend (agentik.notes.backend)."""

    def save(
        self,
        content: str,
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
        on_duplicate: str = "skip",
        supersedes: Sequence[str] | None = None,
    ) -> MemoryNote:
        """Store a new fact and return it; a duplicate (exact, or near: same category and scope, same
        meaning) returns the existing note unless on_duplicate="keep". `supersedes`: ids of notes this
        fact replaces (kept as history, out of search)."""
        ...

    def save_outcome(
        self,
        content: str,
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
        on_duplicate: str = "skip",
        supersedes: Sequence[str] | None = None,
    ) -> Any:
        """`save`, returning a SaveOutcome (agentik.memory.saving): note, created, similarity,
        may_replace, superseded."""
        ...

    def history(self, note_id: str) -> list[MemoryNote]:
        """Every version of this note's fact, oldest first."""
        ...

    def save_many(
        self,
        contents: Sequence[str],
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
    ) -> list[MemoryNote]:
        """`save` for many texts of one category and scope; every text is validated and guarded
        before anything is written, so a refusal writes nothing."""
        ...

    def save_many_outcomes(
        self,
        contents: Sequence[str],
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
    ) -> list[Any]:
        """`save_many`, returning one SaveOutcome per text, in order (created: written now)."""
        ...

    def save_transcript(
        self,
        turns: Sequence[str],
        category: MemoryCategory | str = MemoryCategory.WORLD,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
    ) -> list[MemoryNote]:
        """`save_many` for the turns of one conversation, in order: each note is also found by the turn
        before it (its search-only context, MemoryNote.search_text, never shown)."""
        ...

    def add(self, note: MemoryNote) -> tuple[MemoryNote, bool]:
        """Store a complete note as given (import): keeps id, timestamps, counts and archive state.

        Returns (note, created); created is False when an exact duplicate (or the same id) exists.
        """
        ...

    def add_many(
        self, notes: Sequence[MemoryNote], *, progress: ProgressCallback | None = None
    ) -> list[tuple[MemoryNote, bool]]:
        """`add` for many notes; every note is validated and guarded before anything is written.
        `progress(done, total)` as batches land."""
        ...

    def add_each(
        self, notes: Sequence[MemoryNote | bytes], *, progress: ProgressCallback | None = None
    ) -> list[tuple[MemoryNote, bool] | MemoryStoreError]:
        """`add` for each note on its own (import): (note, created) for each, or the error that refused
        it (RefusedContent, InvalidInput, BudgetExceeded); the others are written, in batches that
        each land whole or not at all. A note may be given as the line of a jsonl export holding it
        (bytes, `MemoryNote.to_dict` as JSON): one that is not a note record is refused with
        InvalidInput. `progress(done, total)` as notes are checked and embedded."""
        ...

    def get(self, note_id: str) -> MemoryNote:
        """The note with this id (archived or not); NoteNotFound otherwise."""
        ...

    def list(
        self,
        *,
        category: MemoryCategory | str | None = None,
        conversation_id: str | None = None,
        archived: bool | None = False,
        limit: int = 100,
        offset: int = 0,
        superseded: bool | None = None,
    ) -> list[MemoryNote]:
        """Notes newest first, filtered by category, scope and archive state, paged (superseded notes
        are archived; superseded=True lists only them)."""
        ...

    def count(
        self,
        *,
        category: MemoryCategory | str | None = None,
        conversation_id: str | None = None,
        archived: bool | None = False,
    ) -> int:
        """How many notes `list` would return without paging."""
        ...

    def search(
        self,
        query: str,
        k: int = 10,
        *,
        conversation_id: str | None = None,
        category: MemoryCategory | str | None = None,
        as_of: int | None = None,
    ) -> list[SearchHit]:
        """The k best live notes for the query, best first (as_of: the notes valid at that epoch ms)."""
        ...

    def update(
        self,
        note_id: str,
        *,
        content: str | None = None,
        category: MemoryCategory | str | None = None,
        supersede: bool = False,
    ) -> MemoryNote:
        """Edit a note's text and/or category (re-guarded, re-embedded); returns the new note.
        supersede=True saves the new text as a new note that supersedes this one."""
        ...

    def delete(self, note_id: str) -> None:
        """Remove a note for good; NoteNotFound if there is none."""
        ...

    def archive(self, note_ids: Sequence[str], *, at: int | None = None) -> int:
        """Hide notes from search and default listing without deleting them; returns how many changed."""
        ...

    def unarchive(self, note_ids: Sequence[str]) -> int:
        """Bring archived notes back; returns how many changed."""
        ...

    def restore(self, note_ids: Sequence[str]) -> int:
        """Bring archived notes back (the same as unarchive); returns how many changed."""
        ...

    def pin(self, note_ids: Sequence[str]) -> int:
        """Keep notes from being archived by the curator; returns how many changed."""
        ...

    def unpin(self, note_ids: Sequence[str]) -> int:
        """Let the curator archive these notes by age again; returns how many changed."""
        ...

    def bump(self, note_ids: Iterable[str], *, at: int | None = None) -> None:
        """Record that prefetch used these notes: use_count += 1, last_used_at = at (default now)."""
        ...

    def reindex(self, *, progress: ProgressCallback | None = None) -> int:
        """Embed every note whose vector is missing or of another model; returns how many were embedded."""
        ...

    def stats(self) -> dict:
        """Counts by category and state, embedding model(s), location: for `agentik memory stats`/doctor."""
        ...

    def close(self) -> None:
        """Release files and connections. The store is unusable afterwards."""
        ...
