"""The memory tools a model calls: typed methods whose docstrings are the model's instructions.

`MemoryTools(store)` binds the tools to one store (and, for saves, to a source and scope). The
chat agent derives each tool's JSON schema from the method's signature and docstring
(agentik.agent.toolschema); the MCP server registers the same methods with the MCP SDK. The tools
return short text for the model and raise the named errors (RefusedContent, NoteNotFound,
InvalidInput). The callers turn those into a tool error from the exception's `code` and message
alone (`{"error": {"code": ..., "message": ...}}`: agentik.agent.toolbox, the MCP server), never a
crashed turn; this module imports no edge.
"""

from __future__ import annotations

from typing import Callable, Literal

from ..errors import InvalidInput
from ..notes.entries import iso_ms
from ..notes.model import MemoryNote, Source
from .prefetch import MemoryPrefetcher
from .store import MemoryStore

CategoryName = Literal["user", "world", "preference"]

MAX_K = 50


def format_note(note: MemoryNote) -> str:
    """One line per note as the model sees it: "[id] (category) content"."""
    content = " ".join(note.content.split())
    return f"[{note.id}] ({note.category.value}) {content}"


class MemoryTools:
    """The memory tools bound to a store. Saves are written with `source` and `conversation_id`."""

    AGENT_TOOLS = ("memory_save", "memory_search", "memory_list", "memory_delete")
    """What the chat agent offers the model."""
    PIN_TOOLS = ("memory_pin", "memory_unpin")
    """Keeping notes from the curator: served over MCP; not in the chat agent's list (a small window
    has no room for two more schemas)."""
    REVIEW_TOOLS = ("memory_save", "memory_search", "memory_list")
    """The review loop's whitelist (seed §6): it may add and look, never delete."""

    def __init__(self, store: MemoryStore, *, source: Source | str = Source.AGENT_SAVE,
                 conversation_id: str | None = None, prefetcher: MemoryPrefetcher | None = None) -> None:
        self.store = store
        self.source = Source.parse(source)
        self.conversation_id = conversation_id
        self.prefetcher = prefetcher or MemoryPrefetcher(store)

    def functions(self, names: tuple[str, ...] | None = None) -> list[Callable[..., str]]:
        """The bound tool methods called `names` (default: AGENT_TOOLS), in that order."""
        return [getattr(self, name) for name in (names or self.AGENT_TOOLS)]

    def memory_save(self, category: CategoryName, content: str, supersedes: list[str] | None = None) -> str:
        """Save one durable fact to long-term memory so it is remembered in future conversations.

        Save when the user tells you something that will still matter later: who they are, their
        habits and preferences (category "user" or "preference"), or their projects, stack, tools and
        deadlines (category "world"), or how they want you to work ("preference"). Write one
        declarative fact per call, in the user's language, in the third person ("The user prefers
        short answers"), not an order to yourself. Do not save small talk, one-off requests, things
        only true for this task, facts already in memory, or anything secret: passwords, API keys,
        tokens and other credentials are refused.

        When a fact changed (the user moved, switched jobs or tools, changed a preference), save the
        new fact with `supersedes` set to the ids of the notes it replaces: they are kept as history
        and no longer shown as current. A fact already known is not saved twice: the answer says
        "already known" with the stored note's id; "may replace" lists stored notes that look
        contradicted — save again with supersedes if the new fact replaces them.

        Args:
            category: "user" for facts about the person, "world" for their projects and environment,
                "preference" for how they like things done.
            content: the fact itself, one or two sentences.
            supersedes: ids of notes (e.g. ["mem-3f2a..."]) this fact replaces, when a fact changed.
        """
        return self._saved(category, content, supersedes)

    def _saved(self, category: CategoryName, content: str, supersedes: list[str] | None,
               on_duplicate: str = "skip") -> str:
        """memory_save's work and answer (FactTools adds on_duplicate)."""
        outcome = self.store.save_outcome(content, category, conversation_id=self.conversation_id,
                                          source=self.source, supersedes=supersedes, on_duplicate=on_duplicate)
        note = outcome.note
        if not outcome.created:
            return f"already known: {note.id} ({note.category.value}): {note.content}"
        lines = [f"saved {note.id} ({note.category.value}): {note.content}"]
        lines += [f"replaced {old_id} (kept as history)" for old_id in outcome.superseded]
        lines += [f"may replace {old.id}: {old.content}" for old in outcome.may_replace]
        return "\n".join(lines)

    def memory_search(self, query: str, k: int = 5) -> str:
        """Search long-term memory for notes related to a query, best match first.

        Use it before saving (to avoid duplicates), or when you need something about the user or their
        projects that is not already in the context block of the user's message.

        Args:
            query: what to look for, in any language.
            k: how many notes to return (1 to 50).
        """
        return self._found(query, k)

    def _found(self, query: str, k: int, as_of: int | None = None) -> str:
        """memory_search's work and answer; `as_of` (epoch ms, FactTools): the notes valid then."""
        k = _check_k(k)
        hits = self.store.search(query, k, conversation_id=self.conversation_id, as_of=as_of)
        if not hits:
            return "no notes match" if as_of is None else f"no notes valid at {iso_ms(as_of)} match"
        return "\n".join(format_note(hit.note) for hit in hits)

    def memory_list(self, category: CategoryName | None = None) -> str:
        """List the notes in long-term memory, newest first (at most 50).

        Args:
            category: only notes of this category; leave it out to list all of them.
        """
        notes = self.store.list(category=category, limit=MAX_K)
        if not notes:
            return "memory is empty" if category is None else f"no {category} notes"
        total = self.store.count(category=category)
        more = f"\n({total - len(notes)} more not shown)" if total > len(notes) else ""
        return "\n".join(format_note(note) for note in notes) + more

    def memory_delete(self, id: str) -> str:
        """Delete a note from long-term memory for good.

        Use it when the user asks you to forget something, or when a note is wrong or out of date
        (then save the corrected fact). Find the id with memory_search or memory_list.

        Args:
            id: the note's id, e.g. "mem-3f2a...".
        """
        note = self.store.get(id)
        self.store.delete(id)
        return f"deleted {note.id}: {note.content}"

    def memory_pin(self, id: str) -> str:
        """Pin a note so it is kept for good: the curator never archives a pinned note, however long
        it goes unused. Pin when the user asks you to always remember something.

        Args:
            id: the note's id, e.g. "mem-3f2a...".
        """
        note = self.store.get(id)
        self.store.pin([id])
        return f"pinned {note.id}: {note.content}"

    def memory_unpin(self, id: str) -> str:
        """Unpin a note: the curator may archive it again once it goes unused for long.

        Args:
            id: the note's id, e.g. "mem-3f2a...".
        """
        note = self.store.get(id)
        self.store.unpin([id])
        return f"unpinned {note.id}: {note.content}"

    def memory_context(self, query: str) -> str:
        """The context block of notes relevant to a query, ready to prepend to a user message.

        It holds the best notes for the query (within a character budget), in the query's language,
        between "[Context — what I remember]" and "[/Context]" (Russian headers for Russian text).
        Returns an empty string when nothing relevant is remembered.

        Args:
            query: the user's message (or any text to find context for).
        """
        return self.prefetcher.prefetch(query, conversation_id=self.conversation_id).render()


def _check_k(k: int) -> int:
    if isinstance(k, bool) or not isinstance(k, int) or not 1 <= k <= MAX_K:
        raise InvalidInput(f"k must be a whole number from 1 to {MAX_K}, not {k!r}")
    return k
