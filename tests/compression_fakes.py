"""Small builders shared by the compression tests: a working memory, a conversation stand-in and
records of known size. The model is agentik's own ScriptedModel; nothing else is faked."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from agentik.agent.fake import ScriptedModel
from agentik.notes.messages import Message, Role, ToolCall
from agentik.backends.sqlite.conversations import SqliteConversationStore


@dataclass
class FakeConversation:
    """What the compressor takes from a conversation: its records, model and review scheduler."""

    id: str
    llm: Any
    working_memory: SqliteConversationStore
    language: str | None = "en"
    reviews: list[tuple[list[Message], str]] = field(default_factory=list)

    def review_mark(self) -> int:
        return self.working_memory.get_state(self.id, "reviewed_through", -1)

    def schedule_review(self, messages, language):
        self.reviews.append((list(messages), language))


def open_conversation(tmp_path: Path, *, replies=(), language: str | None = "en",
                      fallback=None) -> FakeConversation:
    wm = SqliteConversationStore(tmp_path / "agentik.db")
    info = wm.create_conversation(language=language)
    llm = ScriptedModel(replies, fallback=fallback)
    return FakeConversation(info.id, llm, wm, language)


def words(n: int, tag: str = "w") -> str:
    """A text of n four-character words (5 characters with the space: 1.25 tokens each by chars/4)."""
    return " ".join(f"{tag}{i % 100:03d}"[:4] for i in range(n))


def say(conv: FakeConversation, role: Role, text: str, **kwargs: Any) -> Message:
    return conv.working_memory.append(conv.id, Message(role=role, content=text, **kwargs))


def chat(conv: FakeConversation, turns: int, *, size: int = 40, start: int = 0) -> None:
    """Append `turns` user/assistant pairs, each message about `size` words long."""
    for turn in range(start, start + turns):
        say(conv, Role.USER, f"question {turn}: " + words(size, "q"))
        say(conv, Role.ASSISTANT, f"answer {turn}: " + words(size, "a"))


def tool_round(conv: FakeConversation, name: str, *, call_id: str, result: str, results: int = 1) -> None:
    """An assistant record calling `name` (results times), then its tool results."""
    calls = tuple(ToolCall(id=f"{call_id}_{i}", name=name, arguments={"q": "x"}) for i in range(results))
    say(conv, Role.ASSISTANT, "", tool_calls=calls)
    for call in calls:
        say(conv, Role.TOOL, result, tool_call_id=call.id, name=name)


def visible(conv: FakeConversation) -> list[Message]:
    return conv.working_memory.messages(conv.id)


def full(conv: FakeConversation) -> list[Message]:
    return conv.working_memory.messages(conv.id, include_hidden=True)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self, start: float = 1_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
