"""The request and response bodies of the HTTP API, as pydantic models.

They describe the JSON that agentik.edges.views builds (the one view of notes, hits and stats that
the CLI's `--json` and the MCP server print too), so the OpenAPI document at /openapi.json says
exactly what a client gets. Requests refuse unknown fields, so a typo is an error, not a no-op.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

CategoryName = Literal["user", "world", "preference"]
SourceName = Literal["agent_save", "user_explicit", "auto_review"]

MAX_CONTENT_CHARS = 20_000
"""Most characters one note's content may have over HTTP (the body limit is checked before this)."""
MAX_QUERY_CHARS = 4_000
"""Most characters of a search query or a /context message."""


class _Request(BaseModel):
    model_config = ConfigDict(extra="forbid")


class NoteIn(_Request):
    """A new note: `POST /memory`."""

    content: str = Field(min_length=1, max_length=MAX_CONTENT_CHARS, description="The fact, one or a few sentences.")
    category: CategoryName = Field(description="user: who the user is; world: their world; preference: how they like things.")
    conversation_id: str | None = Field(default=None, max_length=200,
                                        description="The conversation the note belongs to; null = global.")
    source: SourceName = Field(default="user_explicit", description="Who wrote it.")
    supersedes: list[str] | None = Field(default=None, max_length=100,
                                         description="Ids of live notes this fact replaces: they are kept as "
                                                     "history (valid_until, superseded_by), out of search.")
    keep_duplicate: bool = Field(default=False, description="Write the note even when the fact is already known "
                                                            "(the same text, or the same meaning in its category).")


class NotePatch(_Request):
    """An edit: `PATCH /memory/{id}`; fields left out keep their value."""

    content: str | None = Field(default=None, min_length=1, max_length=MAX_CONTENT_CHARS)
    category: CategoryName | None = None
    supersede: bool = Field(default=False, description="The fact changed rather than was mistyped: save the new "
                                                       "content as a new note that replaces this one (kept as history).")


class ContextIn(_Request):
    """`POST /context`: the prefetch block for a message, as the MCP `memory_context` tool gives it."""

    message: str = Field(max_length=MAX_QUERY_CHARS, description="The user's message.")
    conversation_id: str | None = Field(default=None, max_length=200)
    top_k: int | None = Field(default=None, ge=1, le=100, description="Default: AGENTIK_MEMORY_PREFETCH_TOPK.")
    language: Literal["ru", "en"] | None = Field(default=None, description="Default: detected from the message.")
    bump: bool = Field(default=True, description="Count the notes as used (use_count + 1), as a turn does.")


class IdsIn(_Request):
    """A batch of note ids: `POST /memory/delete`."""

    ids: list[str] = Field(min_length=1, max_length=1000)


class Note(BaseModel):
    """A note (agentik.edges.views.note_view); timestamps are epoch milliseconds. A fact replaced by a
    newer note has valid_until and superseded_by set (and is archived); pinned notes are never
    archived by the curator."""

    id: str
    category: CategoryName
    content: str
    conversation_id: str | None
    source: SourceName
    created_at: int
    last_used_at: int
    use_count: int
    embedding_model: str
    embedding_dim: int
    archived_at: int | None
    valid_from: int
    valid_until: int | None
    superseded_by: str | None
    pinned: bool


class Saved(Note):
    """`POST /memory`: the note written (201) or the stored note that already holds the fact (200)."""

    superseded: list[str] = Field(description="The ids this save replaced (from `supersedes`).")
    may_replace: list[str] = Field(description="Stored notes the new one likely contradicts: save again with "
                                               "them in `supersedes` if it does replace them.")


class History(BaseModel):
    """Every version of a fact, oldest first (`GET /memory/{id}/history`)."""

    notes: list[Note]


class Hit(Note):
    """A search hit: the note plus the fused score and the cosine similarity (null: keyword only)."""

    score: float
    similarity: float | None


class NotePage(BaseModel):
    """One page of a listing, newest first. Pass `next_cursor` as `cursor` for the next page; it is
    null on the last one. Notes written while you page come before your cursor and never shift it."""

    notes: list[Note]
    total: int = Field(description="How many notes match the filters now.")
    limit: int
    next_cursor: str | None


class Hits(BaseModel):
    hits: list[Hit]


class Context(BaseModel):
    """The seed §5 block ("" when nothing relevant is remembered) and the notes in it."""

    block: str
    language: Literal["ru", "en"]
    notes: list[Note]


class Deleted(BaseModel):
    """What a delete removed, exactly: `deleted` ids are gone; `not_found` ids were not there."""

    deleted: list[str]
    not_found: list[str]


class Stats(BaseModel):
    """The store's stats (agentik.edges.views.stats_view); the keys are the backend's."""

    model_config = ConfigDict(extra="allow")


class SkillView(BaseModel):
    """A skill (agentik.edges.views.skill_json): its front matter, where it lives, its usage; `body`
    (the steps, markdown) on `GET /skills/{name}` and with `?bodies=true`."""

    name: str
    description: str
    state: Literal["live", "draft", "archived"]
    source: str
    version: int
    etag: str
    path: str
    writable: bool
    use_count: int
    created_at: int
    updated_at: int
    last_used_at: int | None
    archived_at: int | None
    approved_at: int | None
    files: list[str]
    body: str | None = None


class SkillProblem(BaseModel):
    path: str
    message: str


class SkillList(BaseModel):
    """The skills, by name; `problems` are SKILL.md files that were skipped (and why)."""

    skills: list[SkillView]
    problems: list[SkillProblem]


class CurateReport(BaseModel):
    """What one curator run did, or with dry_run would do (the `agentik curate --json` report)."""

    model_config = ConfigDict(extra="allow")

    run: int | None
    dry_run: bool
    summary: str
    archived: list[dict[str, Any]]
    merged: list[dict[str, Any]]
    proposed: list[dict[str, Any]]


class Health(BaseModel):
    status: Literal["ok"]


class Problem(BaseModel):
    """An error, RFC 9457 `application/problem+json`. `code` is stable (the README's error table);
    `detail` is the same one-line message as the CLI's; `error` repeats both as the CLI's `--json`,
    the MCP server and agent tools report them."""

    type: str
    title: str
    status: int
    detail: str
    code: str
    error: dict[str, Any]


PROBLEM_STATUSES = {400: "Bad input", 401: "No or wrong token", 403: "A cross-site write",
                    404: "No such note or skill", 409: "A duplicate, or another process is curating",
                    412: "The note changed since it was read (If-Match)", 413: "Body too large",
                    422: "Refused content (a secret, an injection)",
                    503: "The store or the embedding model is unavailable"}
PROBLEM_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"description": text,
             "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}}
    for status, text in PROBLEM_STATUSES.items()
}
"""The error statuses every route may answer, in the OpenAPI document. They refer to the Problem
schema by reference (added to the document once) rather than by model, which would build a
validator per route and status."""
