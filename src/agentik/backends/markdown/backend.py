"""MarkdownBackend: the memory backend over Hermes-style §-files (AGENTIK_MEMORY_STORE=markdown).

    AGENTIK_HOME/memory/USER.md            live notes, one file per category (entries.py: the format)
    AGENTIK_HOME/memory/WORLD.md
    AGENTIK_HOME/memory/PREFERENCES.md
    AGENTIK_HOME/memory/archive/*.md       archived notes, same names; archiving moves, never deletes
    AGENTIK_HOME/memory/.lock              the inter-process write lock

The files are the single source of truth: every call sees hand edits and other processes' writes,
and every write is atomic under an inter-process lock (state.py, files.py). It implements the narrow
interface of agentik.notes.backend: a search view gives BM25 candidates over stemmed words
(keyword.py) and, when the memory has an embedding model, cosine candidates from a cache of
vectors (sidecar.py: never a second truth); the memory core fuses and reranks them. The character
budget per file and the frozen `snapshot()` follow Hermes (budget.py).
"""

from __future__ import annotations

import logging
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Sequence

import numpy as np

from ...errors import DuplicateNote
from ...notes.backend import Scope, VectorSpace
from ...notes.entries import Problem, visible_chars
from ...notes.model import MemoryCategory, MemoryNote, Source
from .budget import FILE_NAMES, render_snapshot
from .search_view import MarkdownSearchView
from .sidecar import VectorSidecar
from .state import FolderState, Key, View

if TYPE_CHECKING:
    from ...settings import Settings

log = logging.getLogger(__name__)


class MarkdownBackend:
    """Long-term memory in §-files under one folder. See the module docstring."""

    def __init__(self, folder: Path | str, *, char_limit: int = 20_000, space: VectorSpace | None = None) -> None:
        self.folder = Path(folder).expanduser()
        self.char_limit = char_limit
        self.space = space
        self._state = FolderState(self.folder, char_limit=char_limit)
        self._sidecar = VectorSidecar(self.folder, space, lock=self._state.lock) if space is not None else None
        self._snapshots: dict[str | None, str] = {}
        self._index_cache: dict = {}

    # ------------------------------------------------------------ rows in and out

    def bulk(self) -> AbstractContextManager[None]:
        """Nothing to defer: an insert rewrites its files and sidecar whole, with no upkeep after it."""
        return nullcontext()

    def twins(self, notes: Sequence[MemoryNote]) -> list[MemoryNote | None]:
        view = self._state.view()
        return [view.by_id.get(note.id) or (None if note.archived else self._state.duplicate(view, note))
                for note in notes]

    def insert(self, notes: Sequence[MemoryNote], vectors: np.ndarray | None) -> list[tuple[MemoryNote, bool]]:
        """Append notes to their files in one write (a budget overflow writes nothing), then cache the
        vectors of the live ones; (existing, False) for a known id or a live duplicate."""

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

        results = self._state.write(change) if notes else []
        if self._sidecar is not None and vectors is not None:
            fresh = [(note.body, vector) for (note, created), vector in zip(results, vectors)
                     if created and not note.archived]
            if fresh:
                self._sidecar.put([text for text, _ in fresh], np.stack([vector for _, vector in fresh]),
                                  live_texts=self._state.live_texts())
        return results

    def get(self, note_id: str) -> MemoryNote | None:
        return self._state.view().by_id.get(note_id)

    def _select(self, category: MemoryCategory | None, conversation_id: str | None,
                archived: bool | None, superseded: bool | None) -> list[MemoryNote]:
        view = self._state.view()
        notes = [
            note for note in view.by_id.values()
            if (category is None or note.category is category)
            and (conversation_id is None or note.conversation_id == conversation_id)
            and (archived is None or note.archived == archived)
            and (superseded is None or note.superseded == superseded)
        ]
        notes.sort(key=lambda n: (n.created_at, view.order[n.id]), reverse=True)
        return notes

    def select(self, *, category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
               limit: int, offset: int, superseded: bool | None = None) -> list[MemoryNote]:
        return self._select(category, conversation_id, archived, superseded)[offset:offset + limit]

    def count(self, *, category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
              superseded: bool | None = None) -> int:
        return len(self._select(category, conversation_id, archived, superseded))

    def rewrite(self, note_id: str, *, content: str, category: MemoryCategory,
                vector: np.ndarray | None) -> MemoryNote:
        """New text and/or category on the fresh files; a new category moves the note to that file."""

        def change(files: dict[Key, list[MemoryNote]], view: View) -> MemoryNote:
            old = self._state.note(view, note_id)
            new = old.with_(content=content, category=category)
            if new == old:
                return old
            duplicate = None if old.archived else self._state.duplicate(view, new, exclude=old.id)
            if duplicate is not None:
                raise DuplicateNote(duplicate.id)
            source_key, target_key = view.key_of[old.id], (category, old.archived)
            if source_key == target_key:
                files[target_key] = [new if n.id == old.id else n for n in files[target_key]]
            else:
                files[source_key] = [n for n in files[source_key] if n.id != old.id]
                files[target_key].append(new)
            return new

        updated = self._state.write(change)
        if self._sidecar is not None and vector is not None and not updated.archived:
            self._sidecar.put([updated.body], np.asarray(vector)[None, :], live_texts=self._state.live_texts())
        return updated

    def delete(self, note_id: str) -> bool:

        def change(files: dict[Key, list[MemoryNote]], view: View) -> bool:
            key = view.key_of.get(note_id)
            if key is None:
                return False
            files[key] = [n for n in files[key] if n.id != note_id]
            return True

        return self._state.write(change)

    def _move(self, note_ids: Sequence[str], *, to_archive: bool, at: int | None, by: str | None = None) -> int:

        def change(files: dict[Key, list[MemoryNote]], view: View) -> int:
            moved = 0
            revived: set[str] = set()
            for note_id in note_ids:
                note = view.by_id.get(note_id)
                if note is None or note.archived == to_archive:
                    continue
                if not to_archive and (self._state.duplicate(view, note, exclude=note_id) or note.hash in revived):
                    log.warning("note %s stays archived: a live note holds the same content", note_id)
                    continue
                revived.add(note.hash)
                key = view.key_of[note_id]
                files[key] = [n for n in files[key] if n.id != note_id]
                if not to_archive:
                    moved_note = note.with_(archived_at=None, valid_until=None, superseded_by=None)
                elif by is not None:
                    moved_note = note.with_(archived_at=at, valid_until=at, superseded_by=by)
                else:
                    moved_note = note.with_(archived_at=at)
                files[(note.category, to_archive)].append(moved_note)
                moved += 1
            return moved

        return self._state.write(change)

    def archive(self, note_ids: Sequence[str], *, at: int) -> int:
        """Move notes to the archive files (hidden from search and default listing); returns how many moved."""
        return self._move(note_ids, to_archive=True, at=at)

    def unarchive(self, note_ids: Sequence[str]) -> int:
        """Move archived notes back to the live files; returns how many moved."""
        return self._move(note_ids, to_archive=False, at=None)

    def supersede(self, note_ids: Sequence[str], *, by: str, at: int) -> int:
        """Move the notes to the archive files, marked superseded by `by` at `at`."""
        return self._move([note_id for note_id in note_ids if note_id != by], to_archive=True, at=at, by=by)

    def replaced_by(self, note_id: str) -> list[MemoryNote]:
        view = self._state.view()
        found = [note for note in view.by_id.values() if note.superseded_by == note_id]
        return sorted(found, key=lambda n: (n.valid_from, n.created_at, view.order[n.id]))

    def set_pinned(self, note_ids: Sequence[str], pinned: bool) -> int:
        wanted = set(note_ids)

        def change(files: dict[Key, list[MemoryNote]], view: View) -> int:
            changed = 0
            for key in {view.key_of[i] for i in wanted if i in view.key_of}:
                notes = files[key]
                flip = [n.id in wanted and n.pinned != pinned for n in notes]
                files[key] = [n.with_(pinned=pinned) if f else n for n, f in zip(notes, flip)]
                changed += sum(flip)
            return changed

        return self._state.write(change)

    def bump(self, note_ids: Sequence[str], *, at: int) -> None:
        wanted = set(note_ids)

        def change(files: dict[Key, list[MemoryNote]], view: View) -> None:
            for key in {view.key_of[i] for i in wanted if i in view.key_of}:
                files[key] = [n.with_(use_count=n.use_count + 1, last_used_at=at) if n.id in wanted else n
                              for n in files[key]]

        self._state.write(change)

    def unused_since(self, before: int, *, limit: int) -> list[MemoryNote]:
        notes = [note for note in self._select(None, None, False, None)
                 if note.use_count == 0 and note.last_used_at < before and not note.pinned
                 and note.source is not Source.USER_EXPLICIT]
        return sorted(notes, key=lambda n: (n.last_used_at, n.id))[:limit]

    # ------------------------------------------------------------ vectors

    def _unembedded(self) -> list[tuple[str, str]]:
        """(id, text) of the live notes whose text has no cached vector, in file order."""
        if self._sidecar is None:
            return []
        live = [note for key, notes in self._state.view().by_file.items() if not key[1] for note in notes]
        missing = set(self._sidecar.missing([note.body for note in live]))
        return [(note.id, note.body) for note in live if note.body in missing]

    def vectors(self, note_ids: Sequence[str]) -> dict[str, np.ndarray]:
        if self._sidecar is None:
            return {}
        view = self._state.view()
        return self._sidecar.vectors_of([view.by_id[i] for i in note_ids if i in view.by_id])

    def waiting_for_vectors(self, limit: int) -> list[tuple[str, str]]:
        return self._unembedded()[:limit]

    def stale_vector_ids(self) -> list[str]:
        return [note_id for note_id, _ in self._unembedded()]

    def texts(self, note_ids: Sequence[str]) -> list[tuple[str, str]]:
        by_id = self._state.view().by_id
        return [(note_id, by_id[note_id].body) for note_id in note_ids if note_id in by_id]

    def store_vectors(self, rows: Sequence[tuple[str, str]], vectors: np.ndarray) -> int:
        """Cache the vectors by text; the notes' files are not touched (a vector keyed by its text can
        never belong to stale text)."""
        if self._sidecar is None or not rows:
            return 0
        self._sidecar.put([content for _, content in rows], vectors, live_texts=self._state.live_texts())
        return len(rows)

    # ------------------------------------------------------------ search

    @contextmanager
    def searching(self, scope: Scope) -> Iterator[MarkdownSearchView]:
        yield MarkdownSearchView(self._state.view(), scope, sidecar=self._sidecar, index_cache=self._index_cache)

    def preload(self) -> None:
        """Nothing is kept resident: every call reads the files that changed."""

    # ------------------------------------------------------------ Hermes extras

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
            texts = [note.body for cat in MemoryCategory for note in view.by_file[(cat, False)]]
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
            "embedding_models": ({self._sidecar.space.model: sum(live.values()) - waiting}
                                 if self._sidecar else {}),
            "waiting_for_embedding": waiting,
            "char_limit": self.char_limit,
            "usage": {FILE_NAMES[cat]: _usage(view, cat) for cat in MemoryCategory},
            "problems": [str(problem) for problem in view.problems],
        }

    def close(self) -> None:
        """Forget cached state; the store is unusable afterwards."""
        self._state.close()

    def __repr__(self) -> str:
        return f"<MarkdownBackend {self.folder}>"


def _usage(view, category: MemoryCategory) -> int:
    """Characters of the category's live file that count against the budget."""
    return visible_chars([n.content for n in view.by_file[(category, False)]])


def open_markdown_backend(settings: "Settings", space: VectorSpace | None) -> MarkdownBackend:
    """The backend factory (agentik.backends): §-files under settings.markdown_dir; with a vector space
    (AGENTIK_MEMORY_BACKEND other than none) search adds the semantic sidecar (sidecar.py)."""
    return MarkdownBackend(settings.markdown_dir, char_limit=settings.memory_char_limit, space=space)


__all__ = ["MarkdownBackend", "open_markdown_backend"]
