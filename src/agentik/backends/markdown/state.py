"""The state of a memory folder: the notes of every §-file, kept fresh, and the locked write cycle.

Before every call the store asks for a `View`: each file's signature (inode, size, mtime, ctime) is
checked and the files that changed — written by another process or edited by hand — are re-read.
A write (`FolderState.write`) re-reads under the folder lock, applies the change to that fresh
state, checks the budget, checks that no file moved on since it was read (else it starts over), and
replaces the changed files atomically (agentik.files): a hand edit is never overwritten with stale
text.

A note found in two files at once (a crash between the two writes of a move) is read once: the
archive copy wins over a live one, otherwise the first file in category order. The other copy is
reported in `problems` and disappears with the next write of its file. Moves write the file that
gains the note first, so a crash leaves a note in two files, never in none.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, TypeVar

from ...errors import NoteNotFound, StoreUnavailable
from ...files import FolderLock, Signature, atomic_write, keep_backup, read_bytes, remove_stale_temps
from ...notes.entries import ParsedFile, Problem, parse_text, render_entry, render_text
from ...notes.model import MemoryCategory, MemoryNote
from .budget import FILE_NAMES, check_budget
from .keyword import KeywordIndex

log = logging.getLogger(__name__)
T = TypeVar("T")
Key = tuple[MemoryCategory, bool]
"""A file: (category, archived)."""

KEYS: tuple[Key, ...] = tuple((c, a) for a in (True, False) for c in MemoryCategory)
"""Archive files first, so an archive copy wins over a live copy of the same id."""
MAX_WRITE_ATTEMPTS = 5


@dataclass
class FileState:
    signature: Signature
    parsed: ParsedFile


@dataclass
class View:
    """The merged, de-duplicated notes of all files at one moment."""

    by_file: dict[Key, list[MemoryNote]] = field(default_factory=dict)
    by_id: dict[str, MemoryNote] = field(default_factory=dict)
    key_of: dict[str, Key] = field(default_factory=dict)
    order: dict[str, int] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    index: KeywordIndex | None = None
    hashes: dict[str, str] | None = None
    """content hash → id, built on the first duplicate check."""


@lru_cache(maxsize=65_536)
def _hash(note: MemoryNote) -> str:
    return note.hash


class FolderState:
    """The notes of one memory folder's files, re-read when they change, and the one way to write them."""

    def __init__(self, folder: Path, *, char_limit: int) -> None:
        self.folder = folder
        self.char_limit = char_limit
        try:
            (folder / "archive").mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable(f"cannot create {folder}: {exc}; check AGENTIK_HOME") from None
        self._lock = FolderLock(folder)
        self._mutex = threading.RLock()
        """Guards the cached state between threads; a write holds it (after the folder lock) throughout."""
        self._files: dict[Key, FileState] = {}
        self._view: View | None = None
        self.closed = False

    @property
    def lock(self) -> FolderLock:
        """The folder's inter-process lock (the vector cache writes under it too)."""
        return self._lock

    def live_texts(self) -> list[str]:
        """The text of every live note, as the files hold them now."""
        view = self.view()
        return [n.body for key, notes in view.by_file.items() if not key[1] for n in notes]

    def close(self) -> None:
        self.closed = True
        self._files.clear()
        self._view = None

    # ------------------------------------------------------------ paths and reading

    def path_of(self, category: MemoryCategory | str, *, archived: bool = False) -> Path:
        """The file holding live (or archived) notes of a category."""
        name = FILE_NAMES[MemoryCategory.parse(category)]
        return self.folder / "archive" / name if archived else self.folder / name

    def view(self) -> View:
        """The notes as the files hold them now."""
        with self._mutex:
            return self._read()

    def _read(self) -> View:
        if self.closed:
            raise StoreUnavailable("this memory store is closed; open a new one")
        changed = False
        for key in KEYS:
            path = self.path_of(key[0], archived=key[1])
            signature = Signature.of(path)
            cached = self._files.get(key)
            if cached is not None and cached.signature == signature:
                continue
            mtime_ms = (signature.mtime_ns or 0) // 1_000_000
            known = cached.parsed.chunks if cached is not None else None
            parsed = parse_text(read_bytes(path), category=key[0], path=str(path), mtime_ms=mtime_ms, known=known)
            if key[1]:
                parsed.notes = [n if n.archived else n.with_(archived_at=mtime_ms) for n in parsed.notes]
            else:
                parsed.notes = [n.with_(archived_at=None) if n.archived else n for n in parsed.notes]
            for problem in parsed.problems:
                log.warning("memory file problem: %s", problem)
            self._files[key] = FileState(signature, parsed)
            changed = True
        if changed or self._view is None:
            self._view = self._merge()
        return self._view

    def _merge(self) -> View:
        view = View()
        for key in KEYS:
            parsed = self._files[key].parsed
            view.problems.extend(parsed.problems)
            kept = []
            for note in parsed.notes:
                if note.id in view.by_id:
                    view.problems.append(Problem(
                        str(self.path_of(key[0], archived=key[1])),
                        f"note {note.id} is also in {FILE_NAMES[view.key_of[note.id][0]]}"
                        f"{' (archive)' if view.key_of[note.id][1] else ''}; that copy is used",
                    ))
                    continue
                view.by_id[note.id] = note
                view.key_of[note.id] = key
                view.order[note.id] = len(view.order)
                kept.append(note)
            view.by_file[key] = kept
        return view

    @staticmethod
    def note(view: View, note_id: str) -> MemoryNote:
        """The note with this id in `view`; NoteNotFound otherwise."""
        note = view.by_id.get(note_id)
        if note is None:
            raise NoteNotFound(note_id)
        return note

    # ------------------------------------------------------------ writing

    def write(self, change: Callable[[dict[Key, list[MemoryNote]], View], T]) -> T:
        """Run `change` on fresh file contents under the lock and write the files it changed."""
        with self._lock, self._mutex:
            for _ in range(MAX_WRITE_ATTEMPTS):
                view = self.view()
                files = {key: list(notes) for key, notes in view.by_file.items()}
                result = change(files, view)
                changed = [key for key in KEYS if files[key] != view.by_file[key]]
                for key in changed:
                    if not key[1]:
                        check_budget(key[0], [n.content for n in view.by_file[key]],
                                     [n.content for n in files[key]], self.char_limit)
                if self._commit(files, changed, view):
                    return result
            raise StoreUnavailable(
                f"the files in {self.folder} kept changing while writing; retry once edits are saved"
            )

    def _commit(self, files: dict[Key, list[MemoryNote]], changed: list[Key], view: View) -> bool:
        paths = {key: self.path_of(key[0], archived=key[1]) for key in changed}
        if any(Signature.of(paths[key]) != self._files[key].signature for key in changed):
            log.info("a memory file changed on disk during a write; re-reading and retrying")
            return False
        remove_stale_temps(self.folder, self.folder / "archive", self.folder / ".vectors")
        # Files that gain notes first: a crash mid-move leaves a note in two files, never in none.
        changed.sort(key=lambda key: len(files[key]) - len(view.by_file[key]), reverse=True)
        try:
            for key in changed:
                if self._files[key].parsed.invalid_utf8:
                    keep_backup(paths[key], "invalid-utf8")
                atomic_write(paths[key], render_text(files[key]))
                chunks = {render_entry(note): note for note in files[key]}
                self._files[key] = FileState(Signature.of(paths[key]), ParsedFile(notes=list(files[key]), chunks=chunks))
        finally:
            if changed:
                self._view = self._merge()
        return True

    @staticmethod
    def duplicate(view: View, note: MemoryNote, *, exclude: str | None = None) -> MemoryNote | None:
        """A different live note with the same category, scope and text, if any (only live notes
        count: an archived note may hold the same text as a live one)."""
        if view.hashes is None:
            view.hashes = {}
            for key, notes in view.by_file.items():
                if not key[1]:
                    for other in notes:
                        view.hashes.setdefault(_hash(other), other.id)
        found = view.hashes.get(_hash(note))
        if found is None or found == exclude:
            return None
        return view.by_id[found]


__all__ = ["FolderState", "View", "Key", "KEYS"]
