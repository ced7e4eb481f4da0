"""What the agent did to long-term memory, so the user sees each change and can take back the last one.

The chat agent gives its memory tools and its background review a `JournaledStore`: the same
MemoryStore, except that every change it makes — a note saved, edited, deleted or archived — is
written down in a `MemoryJournal`. `agentik chat` prints each one as a line (`MemoryAction.line()`:
`[saved: mem-… "The user lives in Berlin"]`) and `/undo` reverts the last one (`MemoryJournal.undo`):

    saved    → the note is deleted again (and the notes it superseded are current again)
    deleted  → the note comes back as it was (same id, category, scope, timestamps)
    edited   → the old text and category come back
    archived → the note is live again

What the user does by hand (`/remember`, `/forget`) goes to the plain store and is not journaled.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from enum import Enum
from typing import Any, Sequence

from ..errors import NoteNotFound
from ..notes.model import MemoryCategory, MemoryNote, Source
from ..memory.store import MemoryStore

PREVIEW_CHARS = 60
"""How much of a note's text an action line shows."""


class ActionKind(str, Enum):
    SAVED = "saved"
    EDITED = "edited"
    DELETED = "deleted"
    ARCHIVED = "archived"


@dataclass(frozen=True)
class MemoryAction:
    """One change to memory: the note after it (as it was, for a delete) and, for an edit or an
    archive, the note before it."""

    kind: ActionKind
    note: MemoryNote
    before: MemoryNote | None = None
    replaced: tuple[str, ...] = ()
    """For a save that superseded notes: their ids (an undo makes them current again)."""

    @property
    def by_review(self) -> bool:
        """True when the background review made the change (its saves carry Source.AUTO_REVIEW)."""
        return self.note.source is Source.AUTO_REVIEW and self.kind is ActionKind.SAVED

    def line(self) -> str:
        """`[saved: mem-… "first 60 characters…"]` (`saved by review` for the review's saves)."""
        who = " by review" if self.by_review else ""
        return f'[{self.kind.value}{who}: {self.note.id} "{preview(self.note.content)}"]'


def preview(text: str, limit: int = PREVIEW_CHARS) -> str:
    """The text on one line, cut to `limit` characters with "…"."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[:limit].rstrip() + "…"


class MemoryJournal:
    """The memory actions of one agent, oldest first. Thread-safe (the review writes from its thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._actions: list[MemoryAction] = []
        self._shown = 0

    def record(self, action: MemoryAction) -> None:
        with self._lock:
            self._actions.append(action)

    def actions(self) -> list[MemoryAction]:
        with self._lock:
            return list(self._actions)

    def unseen(self) -> list[MemoryAction]:
        """The actions recorded since the last call (what the chat has not shown yet)."""
        with self._lock:
            fresh = self._actions[self._shown:]
            self._shown = len(self._actions)
            return fresh

    def undo(self, store: MemoryStore) -> MemoryAction | None:
        """Revert the last action on `store` (the plain one: an undo is not journaled itself) and
        forget it; None when there is nothing to undo. Raises the store's errors (the action then
        stays, so the user can retry): NoteNotFound when the note is gone already, for instance."""
        with self._lock:
            if not self._actions:
                return None
            action = self._actions[-1]
        _revert(store, action)
        with self._lock:
            if self._actions and self._actions[-1] is action:
                self._actions.pop()
                self._shown = min(self._shown, len(self._actions))
        return action


def _revert(store: MemoryStore, action: MemoryAction) -> None:
    note = action.note
    if action.kind is ActionKind.SAVED:
        store.delete(note.id)
        if action.replaced:
            store.unarchive(list(action.replaced))
    elif action.kind is ActionKind.DELETED:
        store.add(note)
    elif action.kind is ActionKind.EDITED:
        assert action.before is not None
        store.update(note.id, content=action.before.content, category=action.before.category)
    else:
        if not store.unarchive([note.id]) and not _exists(store, note.id):
            raise NoteNotFound(note.id)


def _exists(store: MemoryStore, note_id: str) -> bool:
    try:
        store.get(note_id)
    except NoteNotFound:
        return False
    return True


class JournaledStore:
    """`store`, with each change written down in `journal`. Reads and everything else pass through."""

    def __init__(self, store: MemoryStore, journal: MemoryJournal) -> None:
        self.store = store
        self.journal = journal

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    def save(self, content: str, category: MemoryCategory | str, **options: Any) -> MemoryNote:
        return self.save_outcome(content, category, **options).note

    def save_outcome(self, content: str, category: MemoryCategory | str, **options: Any) -> Any:
        # a save of a fact already known returns the stored note: nothing changed, nothing listed
        outcome = self.store.save_outcome(content, category, **options)
        if outcome.created:
            self.journal.record(MemoryAction(ActionKind.SAVED, outcome.note, replaced=outcome.superseded))
        return outcome

    def save_many(self, contents: Sequence[str], category: MemoryCategory | str, **options: Any) -> list[MemoryNote]:
        return [outcome.note for outcome in self.save_many_outcomes(contents, category, **options)]

    def save_many_outcomes(self, contents: Sequence[str], category: MemoryCategory | str,
                           **options: Any) -> list[Any]:
        outcomes = self.store.save_many_outcomes(contents, category, **options)
        for outcome in outcomes:
            if outcome.created:
                self.journal.record(MemoryAction(ActionKind.SAVED, outcome.note))
        return outcomes

    def update(self, note_id: str, **changes: Any) -> MemoryNote:
        before = self.store.get(note_id)
        after = self.store.update(note_id, **changes)
        if (after.content, after.category) != (before.content, before.category):
            self.journal.record(MemoryAction(ActionKind.EDITED, after, before))
        return after

    def delete(self, note_id: str) -> None:
        before = self.store.get(note_id)
        self.store.delete(note_id)
        self.journal.record(MemoryAction(ActionKind.DELETED, before))

    def archive(self, note_ids: Sequence[str], **options: Any) -> int:
        live = [note for note in map(self._get_or_none, note_ids) if note is not None and not note.archived]
        changed = self.store.archive(note_ids, **options)
        for note in live:
            after = self._get_or_none(note.id)
            if after is not None and after.archived:
                self.journal.record(MemoryAction(ActionKind.ARCHIVED, after, note))
        return changed

    def _get_or_none(self, note_id: str) -> MemoryNote | None:
        try:
            return self.store.get(note_id)
        except NoteNotFound:
            return None


__all__ = ["ActionKind", "JournaledStore", "MemoryAction", "MemoryJournal", "preview"]
