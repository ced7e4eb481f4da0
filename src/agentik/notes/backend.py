"""The narrow interface a memory backend implements.

The one MemoryStore (``agentik.memory.core.Memory``) owns everything a store does to a note on its
way in and out: validation, the guard, duplicates, when and what to embed, hybrid fusion and the
rerank. A backend only keeps rows and answers questions about them:

    rows in and out      insert · twins · get · select · count · rewrite · delete · archive · unarchive
    history              supersede · replaced_by
    the curator's marks  set_pinned · vectors
    use                  bump
    vectors              waiting_for_vectors · stale_vector_ids · texts · store_vectors · vectors
    search               searching(scope) → a SearchView: keyword candidates, vector candidates, fetch
    the curator's query  unused_since
    and                  preload · stats · close

A backend is given the VectorSpace (model name and width) its vectors belong to, never an embedder:
it stores and compares vectors, the core makes them. Backends are registered by name in
``agentik.backends`` (or by a Python entry point in the ``agentik.backends`` group); the factory is
called as ``factory(settings, space)``.

Ids handed to a backend are distinct strings, categories are parsed, content is validated and
guarded: the core has done that. A backend raises the named errors of ``agentik.errors``
(NoteNotFound, DuplicateNote, StoreUnavailable, BudgetExceeded) and nothing of its engine.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol, Sequence, runtime_checkable

import numpy as np

from .model import MemoryCategory, MemoryNote


@dataclass(frozen=True)
class VectorSpace:
    """Which vectors a backend keeps and compares: those of one embedding model and width."""

    model: str
    dim: int


class Candidate(NamedTuple):
    """One entry of a candidate list, best first. `similarity` is the cosine for vector candidates
    and 0.0 for keyword candidates (their rank is their score); the use figures feed the rerank."""

    id: str
    similarity: float
    last_used_at: int
    use_count: int


@dataclass(frozen=True)
class Scope:
    """Which live notes a search may return: the global ones plus `conversation_id`'s (every scope
    when None), of `category` (any when None)."""

    conversation_id: str | None = None
    category: MemoryCategory | None = None

    def admits(self, conversation_id: str | None, category: MemoryCategory | str) -> bool:
        """Whether a live note of this scope and category belongs to the search."""
        value = category.value if isinstance(category, MemoryCategory) else category
        return (self.conversation_id is None or conversation_id is None or conversation_id == self.conversation_id) \
            and (self.category is None or value == self.category.value)


@runtime_checkable
class SearchView(Protocol):
    """One search's consistent view of a backend, open while the search runs.

    `scan` is the heavy half of the vector side and may run on another thread while this thread
    calls `keyword_candidates`; `vector_candidates` finishes it. Everything else runs on the thread
    that opened the view.
    """

    has_vectors: bool
    """Whether any searchable note has a vector of the space (else the core skips the query embedding)."""

    def unembedded(self) -> list[tuple[str, str]]:
        """(id, text) of searchable notes that have no vector and should get one before this search
        (the markdown files, edited by hand); [] where saves and reindex keep vectors current."""
        ...

    def scan(self, vector: np.ndarray) -> Any:
        """Compare `vector` with every searchable vector (thread-safe against keyword_candidates)."""
        ...

    def vector_candidates(self, scan: Any, depth: int) -> list[Candidate]:
        """The `depth` most similar notes of the scan with a similarity above 0, best first."""
        ...

    def keyword_candidates(self, query: str, depth: int, *, keep_one: bool) -> list[Candidate] | None:
        """The `depth` best keyword matches for the query text, best first; None when no word of the
        query is worth looking up. `keep_one`: keep at least the rarest word (there is no vector list)."""
        ...

    def live_texts(self, note_ids: Sequence[str]) -> dict[str, str]:
        """id → content of the notes with these ids that are, now, live and in the scope (the ranking's
        signals read the text of every candidate; only the winners are then read in full)."""
        ...

    def fetch_live(self, note_ids: Sequence[str]) -> dict[str, MemoryNote]:
        """The notes with these ids that are, now, live and in the scope (another process may have
        archived or moved one since the candidates were listed)."""
        ...


@runtime_checkable
class MemoryBackend(Protocol):
    """Rows of notes in one place (a database, a folder). See the module docstring."""

    space: VectorSpace | None
    """The vectors this backend keeps; None for a keyword-only memory."""

    # -- rows in and out --------------------------------------------------------------------

    def twins(self, notes: Sequence[MemoryNote]) -> list[MemoryNote | None]:
        """For each note, the stored note it collides with: the same id, or for a live note a live
        note with the same content hash; None when there is none."""
        ...

    def insert(self, notes: Sequence[MemoryNote], vectors: np.ndarray | None) -> list[tuple[MemoryNote, bool]]:
        """Store the notes atomically, with their vectors of the space (None: waiting for one).
        (note as stored, True), or (the note it collides with, False)."""
        ...

    def bulk(self) -> AbstractContextManager[None]:
        """Many `insert`s in a row follow until the context ends (an import): upkeep the backend would
        do after each may wait for the end (SQLite: the keyword index's merge, and its WAL is copied
        back by a thread beside the writes). Each insert stays atomic on its own; a backend with
        nothing to defer returns `contextlib.nullcontext()`."""
        ...

    def get(self, note_id: str) -> MemoryNote | None:
        """The note with this id, archived or not."""
        ...

    def select(self, *, category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
               limit: int, offset: int, superseded: bool | None = None) -> list[MemoryNote]:
        """Notes newest first (created_at, then insertion order), filtered exactly: conversation_id
        None means every scope; archived None means both states; superseded True only notes with a
        superseded_by, False only those without, None both."""
        ...

    def count(self, *, category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
              superseded: bool | None = None) -> int:
        """How many notes `select` would return without paging."""
        ...

    def rewrite(self, note_id: str, *, content: str, category: MemoryCategory,
                vector: np.ndarray | None) -> MemoryNote:
        """Give a note new content and/or category (and, when the content changed, the new content's
        vector, None while waiting for one). NoteNotFound, or DuplicateNote when another note of
        that scope already holds the same content and category."""
        ...

    def delete(self, note_id: str) -> bool:
        """Remove a note for good; False when there was none."""
        ...

    def archive(self, note_ids: Sequence[str], *, at: int) -> int:
        """Archive the live ones of these notes at `at`; returns how many changed."""
        ...

    def unarchive(self, note_ids: Sequence[str]) -> int:
        """Bring these archived notes back, except one whose live duplicate exists meanwhile (logged,
        not counted), clearing their `superseded_by`; returns how many changed."""
        ...

    def set_pinned(self, note_ids: Sequence[str], pinned: bool) -> int:
        """Pin (or unpin) these notes, archived or not; returns how many changed (an id already in
        that state or unknown counts 0)."""
        ...

    def supersede(self, note_ids: Sequence[str], *, by: str, at: int) -> int:
        """Retire the live ones of these notes in favour of note `by`: archived_at = valid_until = at,
        superseded_by = by (the rows stay, as history); returns how many changed. `unarchive` of a
        superseded note makes it current again (valid_until and superseded_by cleared)."""
        ...

    def replaced_by(self, note_id: str) -> list[MemoryNote]:
        """The notes whose superseded_by is `note_id`, oldest first (one step back in its history)."""
        ...

    def bump(self, note_ids: Sequence[str], *, at: int) -> None:
        """use_count += 1, last_used_at = at for each existing id."""
        ...

    def unused_since(self, before: int, *, limit: int) -> list[MemoryNote]:
        """Live notes never used (use_count 0) whose last_used_at is older than `before`, oldest first,
        leaving out pinned notes and those the user saved explicitly (source user_explicit): what the
        curator may archive by age."""
        ...

    # -- vectors ----------------------------------------------------------------------------

    def waiting_for_vectors(self, limit: int) -> list[tuple[str, str]]:
        """(id, content) of up to `limit` notes stored without any vector (saved during an outage)."""
        ...

    def stale_vector_ids(self) -> list[str]:
        """Ids of the notes whose vector is missing or not of the space, in storage order (reindex)."""
        ...

    def texts(self, note_ids: Sequence[str]) -> list[tuple[str, str]]:
        """(id, content) of the notes with these ids that exist."""
        ...

    def store_vectors(self, rows: Sequence[tuple[str, str]], vectors: np.ndarray) -> int:
        """Give each (id, content) its vector, unless the note's content changed meanwhile; returns
        how many were stored."""
        ...

    def vectors(self, note_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored vectors of the space of these notes, by id (a note with none, or with one of
        another model, is left out); {} for a keyword-only backend."""
        ...

    # -- search -----------------------------------------------------------------------------

    def searching(self, scope: Scope) -> AbstractContextManager[SearchView]:
        """A consistent view for one search in `scope`."""
        ...

    def preload(self) -> None:
        """Load what the backend keeps resident for search now (no-op where it keeps nothing)."""
        ...

    def stats(self) -> dict:
        """Counts by category and state, vectors of each model, what waits for a vector, location."""
        ...

    def close(self) -> None:
        """Release files and connections; closing twice is harmless."""
        ...
