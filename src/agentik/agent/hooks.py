"""Extension points of the chat loop.

Context compression (seed §10 phase 2) plugs in as a `ConversationCompressor` given to
`ChatAgent(compressor=...)`. ChatConversation calls `maybe_compress(conversation)` right before
EVERY model request of a turn (so a tool-heavy turn can be compacted between rounds too), and
`compress(conversation)` on `/compact` (ChatConversation.compact). After a compaction the request
is rebuilt from `working_memory.messages(conversation.id)`, so it takes effect at once; when
nothing was compacted, the request the compressor built to measure is the one sent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .conversation import ChatConversation


@runtime_checkable
class CompressionResult(Protocol):
    """What a compaction reports; `notice()` is the one line `agentik chat` prints."""

    def notice(self) -> str: ...


@runtime_checkable
class ConversationCompressor(Protocol):
    """Compacts a conversation's working memory when it grows too long."""

    def maybe_compress(self, conversation: "ChatConversation") -> CompressionResult | None:
        """Called before every model request; compacts only when needed. None when nothing was done."""
        ...

    def compress(self, conversation: "ChatConversation") -> CompressionResult | None:
        """Compact now (the user asked with /compact). None when there is nothing to compact."""
        ...

