"""Working memory: where conversations and their records are kept, as a protocol any database can meet.

The agent talks to a `ConversationStore`; the SQLite one (agentik.backends.sqlite.conversations)
keeps them in agentik.db beside the memory notes. Another database joins by implementing this
protocol and passing the contract suite (tests/contract/test_conversations_contract.py).

What every implementation promises:

- Every record ever appended stays. `compact` hides a run of visible records behind one Summary
  record in one transaction — `messages(id)` then shows head + summary + tail, while
  `messages(id, include_hidden=True)` still returns the full history.
- `seq` is the append order (0, 1, 2, … per conversation). A summary takes the view position of the
  first record it replaced, so it sits where the middle was.
- `append_many` is all or nothing (an assistant's tool calls land with all their results).
- An unknown conversation id raises ConversationNotFound (a MemoryStoreError); a storage failure
  raises StoreUnavailable. Implementations are safe to use from several threads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from ..errors import ConversationNotFound
from .messages import Message, RecordKind, Role, ToolCall


@dataclass(frozen=True)
class ConversationInfo:
    """One conversation's row: its language (latest user message's, None before any) and turn counters."""

    id: str
    title: str
    language: str | None
    created_at: int
    updated_at: int
    turns_total: int
    turns_since_review: int


@runtime_checkable
class ConversationStore(Protocol):
    """Conversations, their records and a little JSON state per conversation."""

    # -- conversations -----------------------------------------------------------------------

    def create_conversation(self, conversation_id: str | None = None, *, title: str = "",
                            language: str | None = None) -> ConversationInfo:
        """Create a conversation (a fresh "conv-<hex>" id by default); an existing id is returned as is."""
        ...

    def get_conversation(self, conversation_id: str) -> ConversationInfo:
        """The conversation; ConversationNotFound when there is none with this id."""
        ...

    def list_conversations(self, limit: int = 50) -> list[ConversationInfo]:
        """The most recently updated conversations first."""
        ...

    def set_language(self, conversation_id: str, language: str) -> None: ...

    def record_turn(self, conversation_id: str) -> int:
        """Count one completed turn; returns the turns since the last review."""
        ...

    def reset_review_counter(self, conversation_id: str) -> None: ...

    def get_state(self, conversation_id: str, key: str, default: Any = None) -> Any:
        """A JSON value kept per conversation (compression counters, prefetch blocks, review marks)."""
        ...

    def set_state(self, conversation_id: str, key: str, value: Any) -> None: ...

    # -- records -------------------------------------------------------------------------------

    def append(self, conversation_id: str, message: Message) -> Message:
        """Add a record at the end; returns it with its seq."""
        ...

    def append_many(self, conversation_id: str, messages: list[Message]) -> list[Message]:
        """Add records at the end in one transaction; returns them with their seqs."""
        ...

    def messages(self, conversation_id: str, *, include_hidden: bool = False) -> list[Message]:
        """The records in view order: what the model sees, or (include_hidden) the full history."""
        ...

    def compact(self, conversation_id: str, drop_from: int, drop_to: int, summary: str) -> Message:
        """Hide the visible records from seq `drop_from` through `drop_to` (view order) behind one
        Summary record, atomically; returns the summary record. InvalidInput for an empty summary or
        a range that is not two visible records in order."""
        ...

    def close(self) -> None: ...


__all__ = ["ConversationInfo", "ConversationNotFound", "ConversationStore", "Message", "RecordKind", "Role",
           "ToolCall"]
