"""The records of a conversation's working memory, shared by the chat loop, the conversation store
and compression."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .model import now_ms


class Role(str, Enum):
    SYSTEM = "system"
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"


class RecordKind(str, Enum):
    MESSAGE = "message"
    SUMMARY = "summary"
    """A compression summary standing in for the records it replaced (seed §10 phase 2)."""


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)

    def to_llm(self) -> dict:
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": json.dumps(self.arguments, ensure_ascii=False)},
        }


@dataclass(frozen=True)
class Message:
    """One record of working memory. `seq` is its position in the conversation (0-based, set by the store)."""

    role: Role
    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    name: str | None = None
    kind: RecordKind = RecordKind.MESSAGE
    seq: int = -1
    created_at: int = field(default_factory=now_ms)

    def to_llm(self) -> dict:
        """The OpenAI-format message litellm takes. A summary is sent as a user-role note."""
        if self.kind is RecordKind.SUMMARY:
            return {"role": "user", "content": self.content}
        out: dict[str, Any] = {"role": self.role.value, "content": self.content}
        if self.tool_calls:
            out["tool_calls"] = [call.to_llm() for call in self.tool_calls]
        if self.tool_call_id is not None:
            out["tool_call_id"] = self.tool_call_id
        if self.name is not None and self.role is Role.TOOL:
            out["name"] = self.name
        return out


RECORD_COLUMNS = "seq, kind, role, content, tool_calls, tool_call_id, name, created_at"
"""The conversation_record columns a Message is read from, in `message_from_record`'s order (both stores)."""


def tool_calls_json(message: Message) -> str | None:
    """The tool_calls column of a stored record: the calls as JSON, or None when there are none."""
    if not message.tool_calls:
        return None
    return json.dumps([{"id": c.id, "name": c.name, "arguments": c.arguments} for c in message.tool_calls],
                      ensure_ascii=False)


def message_from_record(row: Any) -> Message:
    """The Message of a conversation_record row selected as RECORD_COLUMNS."""
    seq, kind, role, content, tool_calls, tool_call_id, name, created_at = row
    calls = tuple(ToolCall(c["id"], c["name"], c.get("arguments") or {}) for c in json.loads(tool_calls)) \
        if tool_calls else ()
    return Message(role=Role(role), content=content, tool_calls=calls, tool_call_id=tool_call_id, name=name,
                   kind=RecordKind(kind), seq=seq, created_at=created_at)
