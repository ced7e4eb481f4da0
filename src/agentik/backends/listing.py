"""The WHERE clause of a listing (`select`/`count`), for the backends that speak SQL."""

from __future__ import annotations

from ..notes.model import MemoryCategory


def listing_filters(category: MemoryCategory | None, conversation_id: str | None, archived: bool | None,
                    superseded: bool | None, *, mark: str) -> tuple[list[str], list]:
    """The conditions (ANDed by the caller) and their parameters; `mark` is the driver's placeholder."""
    clauses: list[str] = []
    params: list = []
    if category is not None:
        clauses.append(f"category = {mark}")
        params.append(category.value)
    if conversation_id is not None:
        clauses.append(f"conversation_id = {mark}")
        params.append(conversation_id)
    if archived is not None:
        clauses.append("archived_at IS NOT NULL" if archived else "archived_at IS NULL")
    if superseded is not None:
        clauses.append("superseded_by IS NOT NULL" if superseded else "superseded_by IS NULL")
    return clauses, params
