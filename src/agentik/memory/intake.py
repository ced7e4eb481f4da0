"""What every backend does to its arguments before acting: validate, normalise, guard.

The limits are those of `agentik.notes.limits`; every refusal is InvalidInput with one line that
says what to give instead, raised before anything is written.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from ..errors import InvalidInput
from ..notes.limits import (
    MAX_CONVERSATION_ID_CHARS, MAX_K, MAX_NOTE_ID_CHARS, MAX_PAGE, MAX_QUERY_CHARS, MAX_TIMESTAMP_MS, MAX_USE_COUNT,
)
from ..notes.model import (
    MemoryCategory, MemoryNote, Source, check_unicode, new_note_id, normalize_content, normalize_search_text,
)

NOTE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@+\-]*")
"""What an imported note's id may look like: a name (ours are mem-<32 hex>), no spaces or slashes."""


def check_conversation_id(conversation_id: Any) -> str | None:
    """A conversation scope: None (global) or non-empty text without surrounding blanks' meaning.
    An empty or blank id is refused: taken as None it would silently make a note global."""
    if conversation_id is None:
        return None
    if not isinstance(conversation_id, str):
        raise InvalidInput("conversation_id must be text or None")
    if not conversation_id.strip():
        raise InvalidInput("the conversation id is empty; give an id, or leave it out for a global note")
    if len(conversation_id) > MAX_CONVERSATION_ID_CHARS:
        raise InvalidInput(f"the conversation id is {len(conversation_id)} characters; "
                           f"at most {MAX_CONVERSATION_ID_CHARS}")
    return check_unicode(conversation_id, "the conversation id")


def check_conversation_filter(conversation_id: Any) -> str | None:
    """The conversation of a listing or search: None (every scope) or a conversation id."""
    return check_conversation_id(conversation_id)


def check_note_ids(note_ids: Any) -> list[str]:
    """The distinct ids of a batch operation (archive, unarchive, bump): a list of note ids."""
    if isinstance(note_ids, (str, bytes)):
        raise InvalidInput("give a list of note ids, not one id as text")
    try:
        ids = list(dict.fromkeys(note_ids))
    except TypeError:
        raise InvalidInput(f"give a list of note ids, not {type(note_ids).__name__}") from None
    return [check_note_id(note_id) for note_id in ids]


def check_note_id(note_id: Any) -> str:
    """A note id argument (get, update, delete): text."""
    if not isinstance(note_id, str):
        raise InvalidInput(f"a note id is text like mem-3f2a…, not {type(note_id).__name__}")
    return check_unicode(note_id, "the note id")


def prepare(
    content: str,
    category: MemoryCategory | str,
    conversation_id: str | None = None,
    source: Source | str = Source.AGENT_SAVE,
) -> tuple[str, MemoryCategory, str | None, Source]:
    """Validated, normalised fields of a note to write. Raises InvalidInput or RefusedContent."""
    text = normalize_content(content)
    scope = check_conversation_id(conversation_id)
    cat, src = MemoryCategory.parse(category), Source.parse(source)
    from .guard import check_content  # compiled on the first write: searches and listings never need it

    check_content(text)
    return text, cat, scope, src


def search_context(text: str) -> str:
    """A note's search-only context, normalised and guarded like content ("" stays "")."""
    text = normalize_search_text(text)
    if text:
        from .guard import check_content

        check_content(text)
    return text


def new_notes(
    contents: Sequence[str],
    category: MemoryCategory | str,
    conversation_id: str | None = None,
    source: Source | str = Source.AGENT_SAVE,
) -> list[MemoryNote]:
    """Fresh notes for `save`/`save_many`: every text prepared (validated + guarded) before any is returned,
    so a refusal anywhere in the batch writes nothing."""
    if isinstance(contents, str):
        raise InvalidInput("save_many() takes a list of texts, not one text")
    notes = []
    for content in contents:
        text, cat, scope, src = prepare(content, category, conversation_id, source)
        notes.append(MemoryNote(id=new_note_id(), category=cat, content=text, conversation_id=scope, source=src))
    return notes


def imported_notes(notes: Sequence[MemoryNote]) -> list[MemoryNote]:
    """Complete notes for `add`/`add_many` (import), prepared like `save`'s: ids, timestamps, counts and
    archive state kept (and checked); vectors dropped (each backend embeds with its own model). All or nothing."""
    clean = []
    for note in notes:
        if not isinstance(note, MemoryNote):
            raise InvalidInput("add() takes MemoryNote objects with a non-empty id")
        check_imported_fields(note)
        text, cat, scope, src = prepare(note.content, note.category, note.conversation_id, note.source)
        clean.append(note.with_(content=text, category=cat, conversation_id=scope, source=src,
                                embedding_model="", embedding_dim=0, search_text=search_context(note.search_text)))
    return clean


def check_imported_fields(note: MemoryNote) -> None:
    """The fields an import keeps as given: a well-formed id, counts and timestamps in range."""
    if not isinstance(note.id, str) or not NOTE_ID.fullmatch(note.id) or len(note.id) > MAX_NOTE_ID_CHARS:
        shown = note.id if isinstance(note.id, str) else type(note.id).__name__
        raise InvalidInput(
            f"malformed note id {shown[:60]!r}: an id is 1-{MAX_NOTE_ID_CHARS} letters, digits and . _ : @ + - "
            "(no spaces); drop the id to get a new one"
        )
    _whole(note.use_count, "use_count", 0, MAX_USE_COUNT)
    for name in ("created_at", "last_used_at"):
        _whole(getattr(note, name), name, 0, MAX_TIMESTAMP_MS)
    if note.archived_at is not None:
        _whole(note.archived_at, "archived_at", 0, MAX_TIMESTAMP_MS)


def parse_flag(value: bool | None, name: str) -> bool | None:
    """A listing's three-way filter (`archived`, `superseded`): True (only those), False (none of
    them) or None (both)."""
    if value is not None and not isinstance(value, bool):
        raise InvalidInput(f"{name} must be True, False or None, not {value!r}")
    return value


def check_query(query: str, k: int) -> None:
    """A search's arguments: non-empty valid text of at most MAX_QUERY_CHARS, and k in 1..MAX_K."""
    if not isinstance(query, str) or not query.strip():
        raise InvalidInput("the search query is empty; say what to look for")
    if len(query) > MAX_QUERY_CHARS:
        raise InvalidInput(f"the search query is {len(query)} characters; at most {MAX_QUERY_CHARS} — "
                           "search for the key words instead")
    check_unicode(query, "the search query")
    _whole(k, "k", 1, MAX_K)


def check_paging(limit: int, offset: int) -> None:
    """A listing's paging: whole numbers from 0 to MAX_PAGE."""
    _whole(limit, "limit", 0, MAX_PAGE)
    _whole(offset, "offset", 0, MAX_PAGE)


def _whole(value: Any, name: str, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        if isinstance(value, int) and value.bit_length() > 128:  # repr of a huge int is slow, or refused
            shown = f"a {value.bit_length()}-bit number"
        else:
            shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
        raise InvalidInput(f"{name} must be a whole number from {low} to {high}, not {shown}")
