"""One search's view of the §-files: BM25 keyword candidates and the vector cache's candidates.

    keyword list   BM25 over stemmed words (keyword.py), built once per version of the files' text
    vector list    cosine similarity from the sidecar's cached vectors (sidecar.py), when the
                   memory has an embedding model; notes edited by hand have no cached vector yet,
                   and `unembedded` lists them so the memory core embeds them first

The view is one snapshot of the files (a `View`), so its lists agree with each other; the memory
core fuses and reranks them. Scope follows the protocol: without a conversation id every live note
is searched; with one, the global notes plus that conversation's.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from ...notes.backend import Candidate, Scope
from ...notes.model import MemoryNote
from .keyword import KeywordIndex
from .sidecar import VectorSidecar
from .state import View


class MarkdownSearchView:
    """The SearchView of agentik.notes.backend over one View of the files."""

    def __init__(self, view: View, scope: Scope, *, sidecar: VectorSidecar | None, index_cache: dict) -> None:
        self.view = view
        self.scope = scope
        self._sidecar = sidecar
        live = [note for key, notes in view.by_file.items() if not key[1] for note in notes]
        if view.index is None:
            view.index = _keyword_index(live, index_cache)
        self._candidates = [note for note in live if scope.admits(note.conversation_id, note.category)]
        self.has_vectors = sidecar is not None and bool(self._candidates)

    def unembedded(self) -> list[tuple[str, str]]:
        """The searchable notes whose text has no cached vector (new, or edited by hand)."""
        if self._sidecar is None:
            return []
        missing = set(self._sidecar.missing([note.body for note in self._candidates]))
        return [(note.id, note.body) for note in self._candidates if note.body in missing]

    def scan(self, vector: np.ndarray) -> list[tuple[str, float]]:
        """(id, cosine) of every searchable note with a cached vector, best first."""
        assert self._sidecar is not None
        return self._sidecar.similarities(vector, self._candidates)

    def vector_candidates(self, scan: list[tuple[str, float]], depth: int) -> list[Candidate]:
        by_id = self.view.by_id
        return [Candidate(note_id, similarity, by_id[note_id].last_used_at, by_id[note_id].use_count)
                for note_id, similarity in scan[:depth] if similarity > 0.0]

    def keyword_candidates(self, query: str, depth: int, *, keep_one: bool) -> list[Candidate]:
        assert self.view.index is not None
        allowed = {note.id for note in self._candidates}
        by_id = self.view.by_id
        return [Candidate(note_id, 0.0, by_id[note_id].last_used_at, by_id[note_id].use_count)
                for note_id, _ in self.view.index.search(query, allowed=allowed)[:depth]]

    def live_texts(self, note_ids: Sequence[str]) -> dict[str, str]:
        return {note_id: note.content for note_id, note in self.fetch_live(note_ids).items()}

    def fetch_live(self, note_ids: Sequence[str]) -> dict[str, MemoryNote]:
        by_id = self.view.by_id
        return {note_id: by_id[note_id] for note_id in note_ids if note_id in by_id and not by_id[note_id].archived}


def _keyword_index(live: list, cache: dict) -> KeywordIndex:
    """The BM25 index of the live notes. A prefetch bumps use counts, which rewrites a file and makes
    a new view; the text is the same, so the index built for the previous view is reused."""
    pairs = tuple((note.id, note.body) for note in live)
    if cache.get("pairs") != pairs:
        cache.update(pairs=pairs, index=KeywordIndex.build(pairs))
    return cache["index"]


__all__ = ["MarkdownSearchView"]
