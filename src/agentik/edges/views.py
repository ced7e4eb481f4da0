"""The one JSON view of what agentik returns: a note, a search hit, a page of notes, the stats.

The CLI's `--json`, the MCP server and the HTTP server all print these, so a client sees the
same fields everywhere. The fields are listed here, not taken from the model, so a field added
to MemoryNote does not appear in the API until it is added here (and to the README).

    >>> from agentik.notes.model import MemoryCategory, MemoryNote
    >>> note_view(MemoryNote(id="mem-1", category=MemoryCategory.USER, content="Lives in Berlin"))["category"]
    'user'
"""

from __future__ import annotations

from enum import Enum
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, Iterable, Mapping

if TYPE_CHECKING:
    from ..agent.skills.store import Skill
    from ..agent.skills.usage import Version
    from ..notes.model import MemoryNote, SearchHit

NOTE_FIELDS = ("id", "category", "content", "conversation_id", "source", "created_at", "last_used_at",
               "use_count", "embedding_model", "embedding_dim", "archived_at", "valid_from", "valid_until",
               "superseded_by", "pinned")
"""The keys of a note's view, in order (timestamps are epoch milliseconds; archived_at is null while live;
valid_until and superseded_by are null while the fact is current: a newer note, or a curator's umbrella
note, replaced it otherwise; pinned notes are never archived by age)."""
HIT_FIELDS = (*NOTE_FIELDS, "score", "similarity")
"""A hit is its note's view plus the fused score (comparable within one search) and the cosine
similarity (null when the note was found by keyword only)."""


def note_view(note: "MemoryNote") -> dict[str, Any]:
    """Every field of a note, enums as their values."""
    return {
        "id": note.id,
        "category": note.category.value,
        "content": note.content,
        "conversation_id": note.conversation_id,
        "source": note.source.value,
        "created_at": note.created_at,
        "last_used_at": note.last_used_at,
        "use_count": note.use_count,
        "embedding_model": note.embedding_model,
        "embedding_dim": note.embedding_dim,
        "archived_at": note.archived_at,
        "valid_from": note.valid_from,
        "valid_until": note.valid_until,
        "superseded_by": note.superseded_by,
        "pinned": note.pinned,
    }


def hit_view(hit: "SearchHit") -> dict[str, Any]:
    """A search hit: the note's fields plus `score` and `similarity`."""
    return {**note_view(hit.note), "score": float(hit.score),
            "similarity": None if hit.similarity is None else float(hit.similarity)}


def notes_view(notes: Iterable["MemoryNote"]) -> list[dict[str, Any]]:
    """A list of notes (what `agentik memory list --json` prints)."""
    return [note_view(note) for note in notes]


def hits_view(hits: Iterable["SearchHit"]) -> list[dict[str, Any]]:
    """Search hits, best first (what `agentik memory search --json` prints)."""
    return [hit_view(hit) for hit in hits]


def page_view(notes: Iterable["MemoryNote"], *, total: int, limit: int, offset: int) -> dict[str, Any]:
    """One page of a listing: `{"notes": [...], "total", "limit", "offset", "next_offset"}`;
    next_offset is null on the last page (the HTTP `GET /memory` body)."""
    items = notes_view(notes)
    following = offset + len(items)
    return {"notes": items, "total": total, "limit": limit, "offset": offset,
            "next_offset": following if items and following < total else None}


def stats_view(stats: Mapping[str, Any]) -> dict[str, Any]:
    """The store's stats as JSON-safe data (keys as text, paths and enums as text); the keys are
    the backend's (see the README's stats section)."""
    return {str(key): _plain(value) for key, value in stats.items()}


def deleted_view(note_ids: Iterable[str]) -> dict[str, Any]:
    """`{"deleted": [ids...]}`."""
    return {"deleted": list(note_ids)}


def reindexed_view(count: int) -> dict[str, Any]:
    """`{"reindexed": count}`: how many notes were embedded."""
    return {"reindexed": count}


SKILL_FIELDS = ("name", "description", "state", "source", "version", "etag", "path", "writable", "use_count",
                "created_at", "updated_at", "last_used_at", "archived_at", "approved_at", "files")
"""The keys of a skill's view (state: live, draft or archived; timestamps epoch ms); `body` is added by
`skill_json(skill, body=True)`."""


def skill_json(skill: "Skill", *, body: bool = False) -> dict[str, Any]:
    """A skill's view: its front matter, where it lives, its usage; with body=True its body too."""
    usage = skill.usage
    state = "archived" if usage.archived else "draft" if usage.draft else "live"
    view = {"name": skill.name, "description": skill.description, "state": state, "source": usage.source.value,
            "version": usage.version, "etag": skill.etag, "path": str(skill.folder), "writable": skill.writable,
            "use_count": usage.use_count, "created_at": usage.created_at, "updated_at": usage.updated_at,
            "last_used_at": usage.last_used_at, "archived_at": usage.archived_at, "approved_at": usage.approved_at,
            "files": skill.files}
    if body:
        view["body"] = skill.body
    return view


def skill_version_json(version: "Version", *, text: bool = False) -> dict[str, Any]:
    """One kept version of a skill (with its SKILL.md text when text=True)."""
    view = {"name": version.name, "version": version.version, "etag": version.etag,
            "source": version.source.value, "created_at": version.created_at}
    if text:
        view["text"] = version.text
    return view


def _plain(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Enum):
        return _plain(value.value)
    if isinstance(value, PurePath):
        return str(value)
    if isinstance(value, Mapping):
        return {str(key): _plain(item) for key, item in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_plain(item) for item in value]
    return str(value)


__all__ = ["NOTE_FIELDS", "HIT_FIELDS", "note_view", "hit_view", "notes_view", "hits_view", "page_view",
           "stats_view", "deleted_view", "reindexed_view"]
