"""What every backend does to content before writing it: validate, normalise, guard."""

from __future__ import annotations

from ..errors import InvalidInput
from .guard import check_content
from .model import MemoryCategory, Source, normalize_content


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
