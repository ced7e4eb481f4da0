"""How big a conversation's next model request is, record by record.

Compression must count what is actually sent, not only the stored records: the system instruction,
the memory context block prefixed to user messages, and the tool schemas all take room in the
window. ChatConversation shows its next request (`request_messages()`: the system instruction,
then one message per visible record); each record is counted as sent, and everything before the
records is the per-request overhead, together with the conversation's tool schemas
(`tool_schemas()`). A conversation that cannot show its request is counted on its records alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...notes.messages import Message
from .tokens import TokenEstimator


@dataclass(frozen=True)
class RequestSize:
    """The size of a conversation's next model request, in tokens."""

    view: tuple[Message, ...]
    """The visible records, in view order."""
    costs: dict[int, int]
    """seq of each visible record → its tokens as sent (memory prefix included)."""
    overhead: int
    """Tokens every request carries besides the records: system instruction, tool schemas."""
    estimator: TokenEstimator
    """The estimator that measured it (the conversation's model)."""

    @property
    def total(self) -> int:
        return sum(self.costs.values()) + self.overhead


def measure_request(conversation: Any, *, estimator: TokenEstimator) -> RequestSize:
    """Measure `conversation`'s next request."""
    view = conversation.working_memory.messages(conversation.id)
    build = getattr(conversation, "request_messages", None)
    if not callable(build):
        return RequestSize(tuple(view), {m.seq: estimator.count_message(m) for m in view}, 0, estimator)
    sent = build()
    extra = len(sent) - len(view)
    if extra < 0:
        raise ValueError(f"{conversation.id}: the request holds fewer messages than working memory shows")
    costs = {message.seq: estimator.count_message(item) for message, item in zip(view, sent[extra:])}
    tools = tool_schemas(conversation)
    fixed = estimator.count_messages(sent[:extra]) + (estimator.count_request([], tools=tools) if tools else 0)
    return RequestSize(tuple(view), costs, fixed, estimator)


def tool_schemas(conversation: Any) -> list[dict]:
    """The tool schemas the conversation sends with every request ([] when it has none)."""
    schemas = getattr(conversation, "tool_schemas", None)
    return list(schemas()) if callable(schemas) else []


__all__ = ["RequestSize", "measure_request", "tool_schemas"]
