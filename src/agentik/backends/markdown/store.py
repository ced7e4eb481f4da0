"""MarkdownMemoryStore: the MemoryStore protocol over Hermes-style §-files (AGENTIK_MEMORY_STORE=markdown).

    AGENTIK_HOME/memory/USER.md            live notes, one file per category (entries.py: the format)
    AGENTIK_HOME/memory/WORLD.md
    AGENTIK_HOME/memory/PREFERENCES.md
    AGENTIK_HOME/memory/archive/*.md       archived notes, same names; archiving moves, never deletes
    AGENTIK_HOME/memory/.lock              the inter-process write lock

The files are the single source of truth: every call sees hand edits and other processes' writes,
and every write is atomic under an inter-process lock (state.py, files.py). Search is BM25 over
stemmed words (keyword.py), fused with cosine similarity when an embedder is configured
(sidecar.py: a cache of vectors, never a second truth), then the recency × use rerank of
agentik.memory.ranking; the character
budget per file and the frozen `snapshot()` follow Hermes (budget.py).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Iterable, Sequence

from ...errors import EmbeddingUnavailable, InvalidInput
from ...memory.intake import check_paging, imported_notes, new_notes, prepare
from ...memory.model import MemoryCategory, MemoryNote, SearchHit, Source, now_ms
from ...memory.ranking import RankingWeights
from ...memory.store import ProgressCallback
from .budget import FILE_NAMES, render_snapshot
from .entries import Problem, visible_chars
from .search import search_view
from .sidecar import VectorSidecar
from .state import FolderState, Key, View

if TYPE_CHECKING:
    from ...embedding.base import Embedder
    from ...settings import Settings

log = logging.getLogger(__name__)

REINDEX_BATCH = 64


class MarkdownMemoryStore:
    """Long-term memory in §-files under one folder. See the module docstring."""

    def __init__(
        self,
        folder: Path | str,
        *,
        char_limit: int = 20_000,
        weights: RankingWeights | None = None,
        embedder: "Embedder | None" = None,
    ) -> None:
        self.folder = Path(folder).expanduser()
        self.char_limit = char_limit
        self.weights = weights or RankingWeights()
        self._state = FolderState(self.folder, char_limit=char_limit)
        self._sidecar = self._open_sidecar(embedder)
        self._snapshots: dict[str | None, str] = {}
        self._index_cache: dict = {}

    def _open_sidecar(self, embedder: "Embedder | None") -> VectorSidecar | None:
        if embedder is None:
            return None
        try:
            return VectorSidecar(self.folder, embedder, lock=self._state.lock)
        except EmbeddingUnavailable as exc:  # a remote model whose width must be asked for is down
            log.warning("embedding model unavailable (%s); this store searches by keyword only", exc)
            return None

    # ------------------------------------------------------------ MemoryStore protocol

    def save(
        self,
        content: str,
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
    ) -> MemoryNote:
        """Store a new fact at the end of its category's file; an exact duplicate of a live note returns it."""
        return self.save_many([content], category, conversation_id=conversation_id, source=source)[0]

    def save_many(
        self,
        contents: Sequence[str],
        category: MemoryCategory | str,
        *,
        conversation_id: str | None = None,
        source: Source | str = Source.AGENT_SAVE,
    ) -> list[MemoryNote]:
        """`save` for many texts of one category and scope in one write. Every text is validated and
        guarded first; a refusal or a budget overflow writes nothing."""
        notes = new_notes(contents, category, conversation_id, source)
        results = self._insert(notes)
        self._embed_new(results)
        return [note for note, _ in results]

    def add(self, note: MemoryNote) -> tuple[MemoryNote, bool]:
        """Store a complete note as given (import); (existing, False) for a known id or a live duplicate."""
        return self.add_many([note])[0]

    def add_many(
        self, notes: Sequence[MemoryNote], *, progress: ProgressCallback | None = None
    ) -> list[tuple[MemoryNote, bool]]:
        """`add` for many notes in one write per file. Every note is validated and guarded first;
        a refusal or a budget overflow writes nothing."""
        results = self._insert(imported_notes(notes))
        self._embed_new(results)
        if progress is not None:
            progress(len(results), len(results))
        return results

    def _insert(self, notes: list[MemoryNote]) -> list[tuple[MemoryNote, bool]]:
        """Append notes to their files in one write; (existing, False) for a known id or live duplicate."""

        def change(files: dict[Key, list[MemoryNote]], view: View) -> list[tuple[MemoryNote, bool]]:
            results: list[tuple[MemoryNote, bool]] = []
            by_id: dict[str, MemoryNote] = {}
            by_hash: dict[str, MemoryNote] = {}
            for note in notes:
                existing = view.by_id.get(note.id) or by_id.get(note.id)
                if existing is None and not note.archived:
                    existing = self._state.duplicate(view, note) or by_hash.get(note.hash)
                if existing is not None:
                    results.append((existing, False))
                    continue
                files[(note.category, note.archived)].append(note)
                by_id[note.id] = note
                if not note.archived:
                    by_hash[note.hash] = note
                results.append((note, True))
            return results

        return self._state.write(change)

    def _embed_new(self, results: list[tuple[MemoryNote, bool]]) -> None:
        if self._sidecar is not None:
            fresh = [note for note, created in results if created and not note.archived]
            if fresh:
                self._sidecar.embed_saved(fresh, self._state.live_texts())

    def get(self, note_id: str) -> MemoryNote:
        """The note with this id (archived or not); NoteNotFound otherwise."""
        return self._state.note(self._state.view(), note_id)

    def _select(
        self, category: MemoryCategory | str | None, conversation_id: str | None, archived: bool | None
    ) -> list[MemoryNote]:
        view = self._state.view()
        cat = MemoryCategory.parse(category) if category is not None else None
        notes = [
            note for note in view.by_id.values()
            if (cat is None or note.category is cat)
            and (conversation_id is None or note.conversation_id == conversation_id)
            and (archived is None or note.archived == archived)
        ]
        notes.sort(key=lambda n: (n.created_at, view.order[n.id]), reverse=True)
        return notes

    def list(
        self,
        *,
        category: MemoryCategory | str | None = None,
        conversation_id: str | None = None,
        archived: bool | None = False,
        limit: int = 100,
        offset: int = 0,
    ) -> list[MemoryNote]:
        """Notes newest first, filtered by category, scope and archive state, paged."""
        check_paging(limit, offset)
        return self._select(category, conversation_id, archived)[offset:offset + limit]

    def count(
        self,
        *,
        category: MemoryCategory | str | None = None,
        conversation_id: str | None = None,
        archived: bool | None = False,
    ) -> int:
        """How many notes `list` would return without paging."""
        return len(self._select(category, conversation_id, archived))

    def search(
        self,
        query: str,
        k: int = 10,
        *,
        conversation_id: str | None = None,
        category: MemoryCategory | str | None = None,
    ) -> list[SearchHit]:
        """The k best live notes: BM25 over stemmed words fused with the vector cache's similarity
        (when an embedder is configured), then the recency × use rerank (search.py)."""
        return search_view(self._state.view(), query, k, conversation_id=conversation_id, category=category,
                           weights=self.weights, sidecar=self._sidecar, index_cache=self._index_cache)

    def update(
        self,
        note_id: str,
        *,
        content: str | None = None,
        category: MemoryCategory | str | None = None,
    ) -> MemoryNote:
        """Edit a note's text and/or category (re-guarded); a new category moves it to that file."""

        def change(files: dict[Key, list[MemoryNote]], view: View) -> MemoryNote:
            old = self._state.note(view, note_id)
            text, cat, _, _ = prepare(old.content if content is None else content,
                                      old.category if category is None else category,
                                      old.conversation_id, old.source)
            new = old.with_(content=text, category=cat)
            if new == old:
                return old
            duplicate = None if old.archived else self._state.duplicate(view, new, exclude=old.id)
            if duplicate is not None:
                raise InvalidInput(f"note {duplicate.id} already says exactly this; delete one of them instead")
            source_key, target_key = view.key_of[old.id], (cat, old.archived)
            if source_key == target_key:
                files[target_key] = [new if n.id == old.id else n for n in files[target_key]]
            else:
                files[source_key] = [n for n in files[source_key] if n.id != old.id]
                files[target_key].append(new)
            return new

        updated = self._state.write(change)
        self._embed_new([(updated, True)])
        return updated

    def delete(self, note_id: str) -> None:
        """Remove a note for good; NoteNotFound if there is none."""

        def change(files: dict[Key, list[MemoryNote]], view: View) -> None:
            self._state.note(view, note_id)
            key = view.key_of[note_id]
            files[key] = [n for n in files[key] if n.id != note_id]

        self._state.write(change)

    def _move(self, note_ids: Sequence[str], *, to_archive: bool, at: int | None) -> int:
        wanted = list(dict.fromkeys(note_ids))

        def change(files: dict[Key, list[MemoryNote]], view: View) -> int:
            moved = 0
            revived: set[str] = set()
            stamp = at if at is not None else now_ms()
            for note_id in wanted:
                note = view.by_id.get(note_id)
                if note is None or note.archived == to_archive:
                    continue
                if not to_archive and (self._state.duplicate(view, note, exclude=note_id) or note.hash in revived):
                    log.warning("note %s stays archived: a live note holds the same content", note_id)
                    continue
                revived.add(note.hash)
                key = view.key_of[note_id]
                files[key] = [n for n in files[key] if n.id != note_id]
                files[(note.category, to_archive)].append(note.with_(archived_at=stamp if to_archive else None))
                moved += 1
            return moved

        return self._state.write(change)

    def archive(self, note_ids: Sequence[str], *, at: int | None = None) -> int:
        """Move notes to the archive files (hidden from search and default listing); returns how many moved."""
        return self._move(note_ids, to_archive=True, at=at)

    def unarchive(self, note_ids: Sequence[str]) -> int:
        """Move archived notes back to the live files; returns how many moved."""
        return self._move(note_ids, to_archive=False, at=None)

    def bump(self, note_ids: Iterable[str], *, at: int | None = None) -> None:
        """Record that prefetch used these notes: use_count += 1, last_used_at = at (default now)."""
        wanted = set(note_ids)
        if not wanted:
            return

        def change(files: dict[Key, list[MemoryNote]], view: View) -> None:
            stamp = at if at is not None else now_ms()
            for key in {view.key_of[i] for i in wanted if i in view.key_of}:
                files[key] = [n.with_(use_count=n.use_count + 1, last_used_at=stamp) if n.id in wanted else n
                              for n in files[key]]

        self._state.write(change)

    def reindex(self, *, progress: ProgressCallback | None = None) -> int:
        """Embed every live note missing from the vector cache; returns how many were embedded
        (0 without an embedder: the keyword index needs no build). EmbeddingUnavailable when down."""
        if self._sidecar is None:
            if progress is not None:
                progress(0, 0)
            return 0
        live = self._state.live_texts()
        missing = self._sidecar.missing(live)
        for start in range(0, len(missing), REINDEX_BATCH):
            self._sidecar.ensure(missing[start:start + REINDEX_BATCH], live_texts=live)
            if progress is not None:
                progress(min(start + REINDEX_BATCH, len(missing)), len(missing))
        return len(missing)

    def usage(self, category: MemoryCategory | str) -> int:
        """Characters of the category's live file that count against the budget."""
        return _usage(self._state.view(), MemoryCategory.parse(category))

    def snapshot(self, *, conversation_id: str | None = None, refresh: bool = False) -> str:
        """The live memory rendered for a system prompt, frozen: the first call's text is returned for
        the rest of this store's life (a session), unless `refresh` is True."""
        if refresh or conversation_id not in self._snapshots:
            view = self._state.view()
            by_category = {
                cat: [n for n in view.by_file[(cat, False)]
                      if n.conversation_id is None or n.conversation_id == conversation_id]
                for cat in MemoryCategory
            }
            used = {cat: _usage(view, cat) for cat in MemoryCategory}
            self._snapshots[conversation_id] = render_snapshot(by_category, used, self.char_limit)
        return self._snapshots[conversation_id]

    @property
    def problems(self) -> list[Problem]:
        """What is wrong in the files as they are now (invalid UTF-8, empty entries...)."""
        return list(self._state.view().problems)

    def stats(self) -> dict:
        """Counts by category and state (the keys SQLite's stats use), what has a cached vector and
        what waits for one, budget usage per file, problems, and where the files are."""
        view = self._state.view()
        live = {cat.value: len(view.by_file[(cat, False)]) for cat in MemoryCategory}
        archived = {cat.value: len(view.by_file[(cat, True)]) for cat in MemoryCategory}
        waiting = 0
        if self._sidecar is not None:
            texts = [note.content for cat in MemoryCategory for note in view.by_file[(cat, False)]]
            missing = set(self._sidecar.missing(texts))
            waiting = sum(text in missing for text in texts)
        return {
            "backend": "markdown",
            "path": str(self.folder),
            "notes": sum(live.values()) + sum(archived.values()),
            "live": sum(live.values()),
            "archived": sum(archived.values()),
            "by_category": live,
            "archived_by_category": archived,
            "embedder": self._sidecar.embedder.name if self._sidecar else None,
            "embedding_models": ({self._sidecar.embedder.name: sum(live.values()) - waiting}
                                 if self._sidecar else {}),
            "waiting_for_embedding": waiting,
            "char_limit": self.char_limit,
            "usage": {FILE_NAMES[cat]: _usage(view, cat) for cat in MemoryCategory},
            "problems": [str(problem) for problem in view.problems],
        }

    def close(self) -> None:
        """Forget cached state; the store is unusable afterwards."""
        self._state.close()

    def __enter__(self) -> "MarkdownMemoryStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<MarkdownMemoryStore {self.folder}>"


def _usage(view, category: MemoryCategory) -> int:
    """Characters of the category's live file that count against the budget."""
    return visible_chars([n.content for n in view.by_file[(category, False)]])


def open_markdown_store(settings: "Settings", embedder: "Embedder | None" = None) -> MarkdownMemoryStore:
    """The backend factory (agentik.backends): §-files under settings.markdown_dir; with an embedder
    (AGENTIK_MEMORY_BACKEND other than none) search adds the semantic sidecar (sidecar.py)."""
    return MarkdownMemoryStore(
        settings.markdown_dir, char_limit=settings.memory_char_limit,
        weights=RankingWeights.from_settings(settings), embedder=embedder,
    )


__all__ = ["MarkdownMemoryStore", "open_markdown_store"]
