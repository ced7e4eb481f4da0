"""What every backend does to content before writing it: validate, normalise, guard."""

from __future__ import annotations

from typing import Sequence

from ..errors import InvalidInput
from .guard import check_content
from .model import MemoryCategory, MemoryNote, Source, new_note_id, normalize_content


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
