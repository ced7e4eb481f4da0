"""What the memory does to content before a backend writes it: validate, normalise, guard."""

from __future__ import annotations

from typing import Iterable, Sequence

from ..errors import InvalidInput
from .guard import check_content
from ..notes.model import MemoryCategory, MemoryNote, Source, new_note_id, normalize_content


def prepare(
    content: str,
    category: MemoryCategory | str,
    conversation_id: str | None = None,
    source: Source | str = Source.AGENT_SAVE,
) -> tuple[str, MemoryCategory, str | None, Source]:
    """Validated, normalised fields of a note to write. Raises InvalidInput or RefusedContent."""
    text = normalize_content(content)
    check_content(text)
    if conversation_id is not None and not isinstance(conversation_id, str):
        raise InvalidInput("conversation_id must be text or None")
    return text, MemoryCategory.parse(category), (conversation_id or None), Source.parse(source)


def new_notes(
    contents: Sequence[str],
    category: MemoryCategory | str,
    conversation_id: str | None = None,
    source: Source | str = Source.AGENT_SAVE,
) -> list[MemoryNote]:
    """Fresh notes for `save`/`save_many`: every text prepared (validated + guarded) before any is returned,
    so a refusal anywhere in the batch writes nothing."""
    notes = []
    for content in contents:
        text, cat, scope, src = prepare(content, category, conversation_id, source)
        notes.append(MemoryNote(id=new_note_id(), category=cat, content=text, conversation_id=scope, source=src))
    return notes


def imported_notes(notes: Sequence[MemoryNote]) -> list[MemoryNote]:
    """Complete notes for `add`/`add_many` (import), prepared like `save`'s: ids, timestamps, counts and
    archive state kept; vectors dropped (each backend embeds with its own model). All or nothing."""
    clean = []
    for note in notes:
        if not isinstance(note, MemoryNote) or not isinstance(note.id, str) or not note.id.strip():
            raise InvalidInput("add() takes MemoryNote objects with a non-empty id")
        text, cat, scope, src = prepare(note.content, note.category, note.conversation_id, note.source)
        clean.append(note.with_(content=text, category=cat, conversation_id=scope, source=src,
                                embedding_model="", embedding_dim=0))
    return clean


def id_list(note_ids: Iterable[str]) -> list[str]:
    """The distinct ids of a batch operation, checked to be text."""
    if isinstance(note_ids, str):
        raise InvalidInput("give a list of note ids, not one id as text")
    ids = list(dict.fromkeys(note_ids))
    if not all(isinstance(i, str) for i in ids):
        raise InvalidInput("note ids must be text")
    return ids


def parse_archived(archived: bool | None) -> bool | None:
    """A listing's archive filter: True (archived only), False (live only) or None (both)."""
    if archived is not None and not isinstance(archived, bool):
        raise InvalidInput(f"archived must be True, False or None, not {archived!r}")
    return archived


def check_query(query: str, k: int) -> None:
    """A search's arguments: non-empty text, and k a whole number of 1 or more."""
    if not isinstance(query, str) or not query.strip():
        raise InvalidInput("the search query is empty; say what to look for")
    if isinstance(k, bool) or not isinstance(k, int) or k < 1:
        raise InvalidInput(f"k must be a whole number of 1 or more, not {k!r}")


def check_paging(limit: int, offset: int) -> None:
    """A listing's paging: whole numbers of 0 or more."""
    for name, value in (("limit", limit), ("offset", offset)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise InvalidInput(f"{name} must be a whole number of 0 or more, not {value!r}")
