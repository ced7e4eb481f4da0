"""The memory's routes: a thin layer from HTTP to the one Memory and the shared JSON views.

Each route is a coroutine that hands its store calls, as one function, to `answer`
(agentik.servers.http.replies): writes run in the thread pool, so several requests work on one
AGENTIK_HOME at once (the Memory is safe to share between threads); reads too, unless the backend
answers one call at a time anyway (SQLite) and the read is the only request in flight: then it
runs on the event loop and saves the hop.
A note's version is its ETag: a hash of what an edit can change (content, category,
archive state, pin). `If-Match` on PATCH, DELETE, archive, restore, pin and unpin makes the write
conditional (412 when the note changed since it was read), so two editors do not overwrite each
other silently.
"""

from __future__ import annotations

import hashlib
import threading
from typing import Annotated, Any

from fastapi import APIRouter, Header, Path, Query, Response

from ...edges.views import hits_view, note_view, notes_view, stats_view
from ...errors import InvalidInput, NoteNotFound
from ...memory.core import Memory
from ...memory.prefetch import MemoryPrefetcher
from ...notes.entries import parse_iso_ms
from ...notes.model import MemoryNote
from .models import (MAX_QUERY_CHARS, PROBLEM_RESPONSES, CategoryName, Context, ContextIn, Deleted, Health, History,
                     Hits, IdsIn, Note, NoteIn, NotePage, NotePatch, Saved, Stats)
from .paging import page
from .lean_route import LeanRoute
from .problems import HTTPProblem
from .replies import Reply, Traffic, answer, inline_reads, respond

PAGE_LIMIT = 50
PAGE_MAX = 500
LATEST_MS = 2**53
"""The latest `as_of` accepted (far beyond any real date; keeps the number inside SQLite's integers)."""

NoteId = Annotated[str, Path(min_length=1, max_length=200, description="The note's id, e.g. mem-…")]
IfMatch = Annotated[str | None, Header(description="The ETag of the note as you read it; 412 when it changed since.")]
Limit = Annotated[int, Query(ge=1, le=PAGE_MAX, description="Notes per page.")]
CursorQ = Annotated[str | None, Query(max_length=10_000, description="next_cursor of the previous page.")]
CategoryQ = Annotated[CategoryName | None, Query(description="Only notes of this category.")]
ConversationQ = Annotated[str | None, Query(max_length=200, description="Only notes of this conversation.")]
SupersededQ = Annotated[bool | None, Query(description="true: only replaced facts (kept as history); "
                                                       "false: leave them out.")]
AsOfQ = Annotated[str | None, Query(max_length=40, description="Search what was valid then, replaced facts "
                                    "included: YYYY-MM-DD, an ISO time (UTC unless it says) or epoch ms.")]


def version(note: MemoryNote) -> str:
    """The note's ETag: quoted hash of its editable state."""
    state = "\0".join((note.id, note.category.value, note.content, str(note.archived_at), str(note.pinned)))
    return '"' + hashlib.sha256(state.encode()).hexdigest()[:20] + '"'


def noted(note: MemoryNote, status: int = 200, **headers: str) -> Reply:
    """A note's view with its version as ETag."""
    return Reply(note_view(note), status, {"ETag": version(note), **headers})


def moment(text: str) -> int:
    """Epoch ms of an `as_of` value."""
    try:
        at = parse_iso_ms(text.strip())
    except ValueError:
        at = -1
    if not 0 <= at < LATEST_MS:
        raise InvalidInput(f"as_of {text!r} is not a date; use YYYY-MM-DD, an ISO time or epoch ms")
    return at


def build_router(memory: Memory, prefetcher: MemoryPrefetcher, traffic: Traffic | None = None) -> APIRouter:
    """Every memory route over `memory` (the caller owns and closes it); `traffic` counts the
    requests in flight (reads run on the event loop only while alone: see replies.answer)."""
    router = APIRouter(responses=PROBLEM_RESPONSES, route_class=LeanRoute)
    writes = threading.Lock()  # a conditional write checks and writes under it (within this server)
    serial = inline_reads(memory.backend)
    traffic = traffic or Traffic()

    def here() -> bool:
        """Whether a read runs on the event loop (see replies.answer)."""
        return serial and traffic.alone()

    def checked(note_id: str, if_match: str | None) -> MemoryNote:
        note = memory.get(note_id)
        if if_match is not None and if_match.strip() != "*" and \
                version(note) not in {tag.strip().removeprefix("W/") for tag in if_match.split(",")}:
            raise HTTPProblem(412, "precondition_failed", f"note {note_id} changed since you read it; "
                              "read it again (its new ETag) and repeat the edit")
        return note

    def listing(archived: bool | None, superseded: bool | None, category: str | None,
                conversation_id: str | None, limit: int, cursor: str | None) -> dict[str, Any]:
        if superseded:  # a replaced fact is archived: `GET /memory?superseded=true` lists the history
            archived = None
        filters = {"category": category, "conversation_id": conversation_id, "archived": archived,
                   "superseded": superseded}
        notes, next_cursor = page(memory, filters, limit, cursor)
        return {"notes": notes_view(notes), "total": memory.count(**filters), "limit": limit, "next_cursor": next_cursor}

    def changed(note_id: str, if_match: str | None, change: Any) -> Reply:
        with writes:
            checked(note_id, if_match)
            change([note_id])
        return noted(memory.get(note_id))

    @router.get("/healthz", response_model=Health, tags=["server"])
    async def healthz() -> Response:
        """The server is up (no token needed)."""
        return respond({"status": "ok"})

    @router.get("/memory", response_model=NotePage, tags=["memory"])
    async def list_notes(category: CategoryQ = None, conversation_id: ConversationQ = None, limit: Limit = PAGE_LIMIT,
                         cursor: CursorQ = None, superseded: SupersededQ = None) -> Response:
        """Live notes, newest first, a page at a time (follow `next_cursor`); `superseded=true`: the
        facts that newer notes replaced instead."""
        return await answer(lambda: listing(False, superseded, category, conversation_id, limit, cursor),
                            inline=here())

    @router.get("/memory/archived", response_model=NotePage, tags=["memory"])
    async def list_archived(category: CategoryQ = None, conversation_id: ConversationQ = None,
                            limit: Limit = PAGE_LIMIT, cursor: CursorQ = None,
                            superseded: SupersededQ = None) -> Response:
        """Archived notes (hidden from search and prefetch), newest first."""
        return await answer(lambda: listing(True, superseded, category, conversation_id, limit, cursor),
                            inline=here())

    @router.get("/memory/search", response_model=Hits, tags=["memory"])
    async def search(q: Annotated[str, Query(min_length=1, max_length=MAX_QUERY_CHARS, description="What to look for.")],
                     k: Annotated[int, Query(ge=1, le=100)] = 10, conversation_id: ConversationQ = None,
                     category: CategoryQ = None, as_of: AsOfQ = None) -> Response:
        """The k best live notes for the query (meaning and keywords), best first; with `as_of` the
        notes that were valid then instead."""
        at = moment(as_of) if as_of is not None else None
        return await answer(lambda: {"hits": hits_view(memory.search(q, k, conversation_id=conversation_id,
                                                                     category=category, as_of=at))},
                            inline=here())

    @router.post("/memory", response_model=Saved, status_code=201, tags=["memory"],
                 responses={200: {"model": Saved, "description": "The fact is already known: the stored note."}})
    async def save(body: NoteIn) -> Response:
        """Save a new note (201). A fact already known (the same text, or the same meaning in the same
        category and scope) is not saved twice: 200 with the stored note. `supersedes` retires the
        notes this fact replaces; `may_replace` names stored notes it likely contradicts."""
        def work() -> Reply:
            outcome = memory.save_outcome(body.content, body.category, conversation_id=body.conversation_id,
                                          source=body.source, supersedes=body.supersedes,
                                          on_duplicate="keep" if body.keep_duplicate else "skip")
            reply = noted(outcome.note, 201 if outcome.created else 200)
            if outcome.created:
                reply.headers["Location"] = f"/memory/{outcome.note.id}"
            reply.body.update(superseded=list(outcome.superseded), may_replace=[n.id for n in outcome.may_replace])
            return reply
        return await answer(work)

    @router.post("/memory/delete", response_model=Deleted, tags=["memory"])
    async def delete_many(body: IdsIn) -> Response:
        """Delete these notes for good; says exactly which were removed and which were not there."""
        def work() -> dict[str, Any]:
            deleted, missing = [], []
            for note_id in dict.fromkeys(body.ids):
                try:
                    memory.delete(note_id)
                    deleted.append(note_id)
                except NoteNotFound:
                    missing.append(note_id)
            return {"deleted": deleted, "not_found": missing}
        return await answer(work)

    @router.get("/memory/{note_id}", response_model=Note, tags=["memory"])
    async def get(note_id: NoteId) -> Response:
        """One note, live or archived, with its version as ETag."""
        return await answer(lambda: noted(memory.get(note_id)), inline=here())

    @router.get("/memory/{note_id}/history", response_model=History, tags=["memory"])
    async def history(note_id: NoteId) -> Response:
        """Every version of this note's fact, oldest first: the notes it replaced, the note, and the
        notes that replaced it (`supersedes` on save, `supersede` on edit)."""
        return await answer(lambda: {"notes": notes_view(memory.history(note_id))}, inline=here())

    @router.patch("/memory/{note_id}", response_model=Note, tags=["memory"],
                  responses={201: {"model": Note, "description": "supersede: the new note that replaces this one."}})
    async def edit(note_id: NoteId, body: NotePatch, if_match: IfMatch = None) -> Response:
        """Change a note's content and/or category (checked by the guard again, re-embedded). With
        `supersede: true` the new content becomes a new note (201) that replaces this one."""
        def work() -> Reply:
            with writes:
                checked(note_id, if_match)
                note = memory.update(note_id, content=body.content, category=body.category,
                                     supersede=body.supersede and body.content is not None)
            replaced = note.id != note_id
            return noted(note, 201 if replaced else 200, **({"Location": f"/memory/{note.id}"} if replaced else {}))
        return await answer(work)

    @router.delete("/memory/{note_id}", response_model=Deleted, tags=["memory"])
    async def delete(note_id: NoteId, if_match: IfMatch = None) -> Response:
        """Delete a note for good (archive it to keep it out of search but restorable)."""
        def work() -> dict[str, Any]:
            with writes:
                checked(note_id, if_match)
                memory.delete(note_id)
            return {"deleted": [note_id], "not_found": []}
        return await answer(work)

    @router.post("/memory/{note_id}/archive", response_model=Note, tags=["memory"])
    async def archive(note_id: NoteId, if_match: IfMatch = None) -> Response:
        """Hide a note from search and prefetch without deleting it (archiving twice is harmless)."""
        return await answer(lambda: changed(note_id, if_match, memory.archive))

    @router.post("/memory/{note_id}/restore", response_model=Note, tags=["memory"])
    async def restore(note_id: NoteId, if_match: IfMatch = None) -> Response:
        """Bring an archived note back (409 when a live note already holds the same content)."""
        def work() -> Reply:
            reply = changed(note_id, if_match, memory.unarchive)
            if reply.body["archived_at"] is not None:
                raise HTTPProblem(409, "duplicate_note", f"note {note_id} stays archived: a live note already "
                                  "holds the same content in this category and scope")
            return reply
        return await answer(work)

    @router.post("/memory/{note_id}/pin", response_model=Note, tags=["memory"])
    async def pin(note_id: NoteId, if_match: IfMatch = None) -> Response:
        """Keep a note from ever being archived by the curator (pinning twice is harmless)."""
        return await answer(lambda: changed(note_id, if_match, memory.pin))

    @router.post("/memory/{note_id}/unpin", response_model=Note, tags=["memory"])
    async def unpin(note_id: NoteId, if_match: IfMatch = None) -> Response:
        """Let the curator archive the note by age again."""
        return await answer(lambda: changed(note_id, if_match, memory.unpin))

    @router.post("/context", response_model=Context, tags=["memory"])
    async def context(body: ContextIn) -> Response:
        """The context block for a message (seed §5), as the MCP memory_context tool gives it."""
        def work() -> dict[str, Any]:
            found = prefetcher.prefetch(body.message, body.top_k, body.conversation_id, language=body.language,
                                        bump=body.bump)
            return {"block": found.render(), "language": found.language, "notes": notes_view(found.notes)}
        return await answer(work)

    @router.get("/stats", response_model=Stats, tags=["memory"])
    async def stats() -> Response:
        """Counts by category and state, embedding models, where the memory lives."""
        return await answer(lambda: stats_view(memory.stats()), inline=here())

    return router
