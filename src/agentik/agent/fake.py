"""ScriptedModel: a fake chat model that replays a script and records what it was sent.

It ships in the package so you can test your own code with it, the way agentik's tests do:

    >>> model = ScriptedModel([
    ...     ScriptedReply(tool_calls=[("memory_save", {"category": "user", "content": "Name is Ada"})]),
    ...     ScriptedReply("Nice to meet you, Ada."),
    ... ])

Each `complete` call takes the next reply. A reply may also sleep first (`delay`, interruptible
with `release()`) or fail (`error`, raised as LLMCallFailed). When the script runs out, the
`fallback` answers (default: raise LLMCallFailed). Thread-safe: the review runs in a thread.

Selected by AGENTIK_MODEL=fake; the script then comes from the JSON file named by
AGENTIK_FAKE_SCRIPT — a list of replies, each {"content": str, "tool_calls": [{"name": str,
"arguments": {...}}], "delay": seconds, "error": str} (every key optional). Without a script
file (or past its end) the fake answers by echoing the user's last message.
"""

from __future__ import annotations

import json
import os
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from ..errors import ConfigError, LLMCallFailed
from .llm import DeltaCallback, LLMReply
from ..notes.messages import ToolCall

if TYPE_CHECKING:
    from ..settings import Settings

FAKE_SCRIPT_ENV = "AGENTIK_FAKE_SCRIPT"


@dataclass(frozen=True)
class ScriptedReply:
    """One scripted answer. `tool_calls` items are ToolCall or (name, arguments) pairs."""

    content: str = ""
    tool_calls: Sequence[ToolCall | tuple[str, dict]] = ()
    delay: float = 0.0
    error: str | None = None

    def calls(self, counter: int) -> tuple[ToolCall, ...]:
        out = []
        for i, call in enumerate(self.tool_calls):
            if isinstance(call, ToolCall):
                out.append(call)
            else:
                name, arguments = call
                out.append(ToolCall(id=f"call_{counter}_{i}", name=name, arguments=dict(arguments)))
        return tuple(out)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "ScriptedReply":
        calls = tuple((c["name"], dict(c.get("arguments") or {})) for c in data.get("tool_calls") or ())
        return cls(content=str(data.get("content") or ""), tool_calls=calls,
                   delay=float(data.get("delay") or 0.0), error=data.get("error"))


@dataclass(frozen=True)
class Request:
    """One request the model was sent (deep copies, so later edits by the caller do not show)."""

    messages: list[dict]
    tools: list[dict] | None
    stream: bool
    index: int
    tool_names: tuple[str, ...] = field(default=())
    max_tokens: int | None = None

    @property
    def last_user(self) -> str:
        """The content of the last user-role message (what prefetch prefixes)."""
        for message in reversed(self.messages):
            if message.get("role") == "user":
                return message.get("content") or ""
        return ""

    @property
    def system(self) -> str:
        return "\n".join(m.get("content") or "" for m in self.messages if m.get("role") == "system")


def echo_fallback(messages: list[dict]) -> ScriptedReply:
    """Answer "(fake) you said: <last user message>" (the memory prefix left out)."""
    for message in reversed(messages):
        if message.get("role") == "user":
            text = (message.get("content") or "").rsplit("\n\n", 1)[-1]
            return ScriptedReply(f"(fake) you said: {text}")
    return ScriptedReply("(fake) hello")


class ScriptedModel:
    """The scripted fake LLM (see the module docstring)."""

    def __init__(self, replies: Iterable[ScriptedReply | str] = (), *, model: str = "fake",
                 fallback: Callable[[list[dict]], ScriptedReply] | None = None) -> None:
        self.model = model
        self._replies = [r if isinstance(r, ScriptedReply) else ScriptedReply(str(r)) for r in replies]
        self._fallback = fallback
        self._lock = threading.Lock()
        self._release = threading.Event()
        self.requests: list[Request] = []
        self.started = threading.Event()
        """Set when any request has been received (handy to wait for a background call)."""
        self.finished: list[int] = []
        """Indexes of requests that have returned or raised, in completion order."""
        self.in_flight = 0

    def add(self, *replies: ScriptedReply | str) -> None:
        """Append replies to the script."""
        with self._lock:
            self._replies.extend(r if isinstance(r, ScriptedReply) else ScriptedReply(str(r)) for r in replies)

    @property
    def remaining(self) -> int:
        with self._lock:
            return len(self._replies)

    def release(self) -> None:
        """Wake every reply that is sleeping on its `delay` now (and any later one)."""
        self._release.set()

    def complete(self, messages: list[dict], *, tools: list[dict] | None = None, stream: bool = False,
                 on_delta: DeltaCallback | None = None, max_tokens: int | None = None) -> LLMReply:
        with self._lock:
            index = len(self.requests)
            names = tuple(t["function"]["name"] for t in tools or ())
            self.requests.append(Request(json.loads(json.dumps(messages)), json.loads(json.dumps(tools))
                                         if tools else None, stream, index, names, max_tokens))
            reply = self._replies.pop(0) if self._replies else None
            self.in_flight += 1
        self.started.set()
        try:
            if reply is None:
                if self._fallback is None:
                    raise LLMCallFailed(f"{self.model}: the script has no reply left for request {index}")
                reply = self._fallback(messages)
            if reply.delay:
                self._release.wait(reply.delay)
            if reply.error:
                raise LLMCallFailed(f"{self.model}: {reply.error}")
            if stream and on_delta is not None and reply.content:
                for piece in _pieces(reply.content):
                    on_delta(piece)
            return LLMReply(content=reply.content, tool_calls=reply.calls(index),
                            usage={"prompt_tokens": sum(len(m.get("content") or "") for m in messages) // 4,
                                   "completion_tokens": len(reply.content) // 4})
        finally:
            with self._lock:
                self.in_flight -= 1
                self.finished.append(index)

    def __repr__(self) -> str:
        return f"<ScriptedModel {self.model} requests={len(self.requests)} remaining={self.remaining}>"


def _pieces(text: str) -> list[str]:
    """Split text into word-sized stream chunks that join back to the exact text."""
    pieces, start = [], 0
    for i, char in enumerate(text):
        if char == " " and i > start:
            pieces.append(text[start:i])
            start = i
    pieces.append(text[start:])
    return [p for p in pieces if p]


def load_script(path: Path | str) -> list[ScriptedReply]:
    """Read a JSON script file (see the module docstring). Raises ConfigError when it cannot be used."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ConfigError(f"{FAKE_SCRIPT_ENV}={path}: cannot read the fake model's script: {exc}") from None
    if not isinstance(data, list):
        raise ConfigError(f"{FAKE_SCRIPT_ENV}={path}: the script must be a JSON list of replies")
    try:
        return [ScriptedReply.from_dict(item if isinstance(item, dict) else {"content": item}) for item in data]
    except (KeyError, TypeError, ValueError) as exc:
        raise ConfigError(f"{FAKE_SCRIPT_ENV}={path}: malformed reply in the script: {exc}") from None


def scripted_from_env(settings: "Settings | None" = None, model: str = "fake") -> ScriptedModel:
    """The factory behind AGENTIK_MODEL=fake: script from AGENTIK_FAKE_SCRIPT, then echo."""
    path = os.environ.get(FAKE_SCRIPT_ENV, "").strip()
    replies = load_script(path) if path else []
    return ScriptedModel(replies, model=model, fallback=echo_fallback)
