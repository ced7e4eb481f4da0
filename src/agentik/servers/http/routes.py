"""The memory's routes: a thin layer from HTTP to the one Memory and the shared JSON views.

Handlers are plain functions (not coroutines), so FastAPI runs each in its thread pool and
several requests work on one AGENTIK_HOME at once; the Memory is safe to share between threads.
A note's version is its ETag: a hash of what an edit can change (content, category, archive
state). `If-Match` on PATCH, DELETE, archive and restore makes the write conditional (412 when the
note changed since it was read), so two editors do not overwrite each other silently.
"""

from __future__ import annotations

import hashlib
import threading
from typing import Annotated, Any

from fastapi import APIRouter, Header, Path, Query, Response

from ...edges.views import hits_view, note_view, notes_view, stats_view
from ...errors import NoteNotFound
from ...memory.core import Memory
from ...memory.intake import new_notes
from ...memory.prefetch import MemoryPrefetcher
from ...notes.model import MemoryNote
from .models import (MAX_QUERY_CHARS, PROBLEM_RESPONSES, CategoryName, Context, ContextIn, Deleted, Health, Hits,
                     IdsIn, Note, NoteIn, NotePage, NotePatch, Stats)
from .paging import page
from .problems import HTTPProblem

PAGE_LIMIT = 50
PAGE_MAX = 500

NoteId = Annotated[str, Path(min_length=1, max_length=200, description="The note's id, e.g. mem-…")]
IfMatch = Annotated[str | None, Header(description="The ETag of the note as you read it; 412 when it changed since.")]
Limit = Annotated[int, Query(ge=1, le=PAGE_MAX, description="Notes per page.")]
CursorQ = Annotated[str | None, Query(max_length=10_000, description="next_cursor of the previous page.")]
CategoryQ = Annotated[CategoryName | None, Query(description="Only notes of this category.")]
ConversationQ = Annotated[str | None, Query(max_length=200, description="Only notes of this conversation.")]


def version(note: MemoryNote) -> str:
    """The note's ETag: quoted hash of its editable state."""
    state = "\0".join((note.id, note.category.value, note.content, str(note.archived_at)))
    return '"' + hashlib.sha256(state.encode()).hexdigest()[:20] + '"'


def build_router(memory: Memory, prefetcher: MemoryPrefetcher) -> APIRouter:
    """Every route of the API over `memory` (the caller owns and closes it)."""
    router = APIRouter(responses=PROBLEM_RESPONSES)
    writes = threading.Lock()  # a conditional write checks and writes under it (within this server)

    def noted(response: Response, note: MemoryNote) -> dict[str, Any]:
        response.headers["ETag"] = version(note)
        return note_view(note)

    def checked(note_id: str, if_match: str | None) -> MemoryNote:
        note = memory.get(note_id)
        if if_match is not None and if_match.strip() != "*" and \
                version(note) not in {tag.strip().removeprefix("W/") for tag in if_match.split(",")}:
            raise HTTPProblem(412, "precondition_failed", f"note {note_id} changed since you read it; "
                              "read it again (its new ETag) and repeat the edit")
        return note

    def listing(archived: bool, category: str | None, conversation_id: str | None, limit: int,
                cursor: str | None) -> dict[str, Any]:
        filters = {"category": category, "conversation_id": conversation_id, "archived": archived}
        notes, next_cursor = page(memory, filters, limit, cursor)
        return {"notes": notes_view(notes), "total": memory.count(**filters), "limit": limit, "next_cursor": next_cursor}

    @router.get("/healthz", response_model=Health, tags=["server"])
    def healthz() -> dict[str, Any]:
        """The server is up (no token needed)."""
        return {"status": "ok"}

    @router.get("/memory", response_model=NotePage, tags=["memory"])
    def list_notes(category: CategoryQ = None, conversation_id: ConversationQ = None, limit: Limit = PAGE_LIMIT,
                   cursor: CursorQ = None) -> dict[str, Any]:
        """Live notes, newest first, a page at a time (follow `next_cursor`)."""
        return listing(False, category, conversation_id, limit, cursor)

    @router.get("/memory/archived", response_model=NotePage, tags=["memory"])
    def list_archived(category: CategoryQ = None, conversation_id: ConversationQ = None, limit: Limit = PAGE_LIMIT,
                      cursor: CursorQ = None) -> dict[str, Any]:
        """Archived notes (hidden from search and prefetch), newest first."""
        return listing(True, category, conversation_id, limit, cursor)

    @router.get("/memory/search", response_model=Hits, tags=["memory"])
    def search(q: Annotated[str, Query(min_length=1, max_length=MAX_QUERY_CHARS, description="What to look for.")],
               k: Annotated[int, Query(ge=1, le=100)] = 10, conversation_id: ConversationQ = None,
               category: CategoryQ = None) -> dict[str, Any]:
        """The k best live notes for the query (meaning and keywords), best first."""
        return {"hits": hits_view(memory.search(q, k, conversation_id=conversation_id, category=category))}

    @router.post("/memory", response_model=Note, status_code=201, tags=["memory"],
                 responses={200: {"model": Note, "description": "An exact duplicate: the note already stored."}})
    def save(body: NoteIn, response: Response) -> dict[str, Any]:
        """Save a new note (201). An exact duplicate of a live note is not saved twice: 200 with that note."""
        fresh = new_notes([body.content], body.category, body.conversation_id, body.source)[0]
        note, created = memory.add(fresh)
        response.status_code = 201 if created else 200
        if created:
            response.headers["Location"] = f"/memory/{note.id}"
        return noted(response, note)

    @router.post("/memory/delete", response_model=Deleted, tags=["memory"])
    def delete_many(body: IdsIn) -> dict[str, Any]:
        """Delete these notes for good; says exactly which were removed and which were not there."""
        deleted, missing = [], []
        for note_id in dict.fromkeys(body.ids):
            try:
                memory.delete(note_id)
                deleted.append(note_id)
            except NoteNotFound:
                missing.append(note_id)
        return {"deleted": deleted, "not_found": missing}

    @router.get("/memory/{note_id}", response_model=Note, tags=["memory"])
    def get(note_id: NoteId, response: Response) -> dict[str, Any]:
        """One note, live or archived, with its version as ETag."""
        return noted(response, memory.get(note_id))

    @router.patch("/memory/{note_id}", response_model=Note, tags=["memory"])
    def edit(note_id: NoteId, body: NotePatch, response: Response, if_match: IfMatch = None) -> dict[str, Any]:
        """Change a note's content and/or category (checked by the guard again, re-embedded)."""
        with writes:
            checked(note_id, if_match)
            note = memory.update(note_id, content=body.content, category=body.category)
        return noted(response, note)

    @router.delete("/memory/{note_id}", response_model=Deleted, tags=["memory"])
    def delete(note_id: NoteId, if_match: IfMatch = None) -> dict[str, Any]:
        """Delete a note for good (archive it to keep it out of search but restorable)."""
        with writes:
            checked(note_id, if_match)
            memory.delete(note_id)
        return {"deleted": [note_id], "not_found": []}

    @router.post("/memory/{note_id}/archive", response_model=Note, tags=["memory"])
    def archive(note_id: NoteId, response: Response, if_match: IfMatch = None) -> dict[str, Any]:
        """Hide a note from search and prefetch without deleting it (archiving twice is harmless)."""
        with writes:
            checked(note_id, if_match)
            memory.archive([note_id])
        return noted(response, memory.get(note_id))

    @router.post("/memory/{note_id}/restore", response_model=Note, tags=["memory"])
    def restore(note_id: NoteId, response: Response, if_match: IfMatch = None) -> dict[str, Any]:
        """Bring an archived note back (409 when a live note already holds the same content)."""
        with writes:
            checked(note_id, if_match)
            memory.unarchive([note_id])
        note = memory.get(note_id)
        if note.archived_at is not None:
            raise HTTPProblem(409, "duplicate_note", f"note {note_id} stays archived: a live note already holds "
                              "the same content in this category and scope")
        return noted(response, note)

    @router.post("/context", response_model=Context, tags=["memory"])
    def context(body: ContextIn) -> dict[str, Any]:
        """The context block for a message (seed §5), as the MCP memory_context tool gives it."""
        found = prefetcher.prefetch(body.message, body.top_k, body.conversation_id, language=body.language,
                                    bump=body.bump)
        return {"block": found.render(), "language": found.language, "notes": notes_view(found.notes)}

    @router.get("/stats", response_model=Stats, tags=["memory"])
    def stats() -> dict[str, Any]:
        """Counts by category and state, embedding models, where the memory lives."""
        return stats_view(memory.stats())

    return router
