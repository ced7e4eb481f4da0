"""Tool calls as plain text, for chat models without native tool calling.

Many small local models (or a llama.cpp server started without `--jinja`) refuse a request that
carries `tools`, or ignore them. `TextToolCalls` wraps such a model: the tool list goes into the
system message with a one-line calling convention, earlier calls and results are rewritten as plain
messages, and the reply is parsed back into ToolCalls — so memory_save still works.

    TOOL_CALL {"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}}

Mode (AGENTIK_TOOL_CALLS): "native" sends tools as they are; "text" always uses this protocol;
"auto" (the default) sends them natively and switches to text for good, with one log line, the first
time the server rejects a request because of its tools.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from ..errors import LLMCallFailed
from ..notes.messages import ToolCall
from .llm import LLM, DeltaCallback, LLMReply

log = logging.getLogger(__name__)

CALL_MARK = "TOOL_CALL"
RESULT_MARK = "TOOL_RESULT"
MODES = ("auto", "native", "text")

_CALL = re.compile(rf"^\s*`*{CALL_MARK}:?\s*(\{{.*)$", re.MULTILINE)
_TOOL_REFUSAL = re.compile(r"tool|function.?call", re.IGNORECASE)


def tool_protocol(tools: list[dict]) -> str:
    """The system-message section that lists the tools and how to call them in text."""
    lines = ["## Tools",
             f"To use a tool, answer with one line per call and nothing else: {CALL_MARK} followed by a JSON "
             'object {"name": ..., "arguments": {...}}. The result comes back in a message starting with '
             f"{RESULT_MARK}. When no tool is needed, just answer.", ""]
    for tool in tools:
        function = tool.get("function", {})
        params = function.get("parameters", {}).get("properties", {})
        required = set(function.get("parameters", {}).get("required", ()))
        args = ", ".join(f"{name}{'' if name in required else '?'}: {_type(prop)}" for name, prop in params.items())
        lines.append(f"- {function.get('name')}({args}): {function.get('description', '').split(chr(10))[0]}")
    example = tools[0]["function"]["name"] if tools else "tool"
    lines += ["", f'Example: {CALL_MARK} {{"name": "{example}", "arguments": {{...}}}}']
    return "\n".join(lines)


def text_messages(messages: list[dict], tools: list[dict]) -> list[dict]:
    """`messages` for a model without tools: the protocol in the system message, calls and
    results as plain assistant and user messages."""
    protocol = tool_protocol(tools)
    out: list[dict] = []
    for message in messages:
        role = message.get("role")
        if role == "system" and not any(m.get("role") == "system" for m in out):
            out.append({"role": "system", "content": f"{message.get('content') or ''}\n\n{protocol}".strip()})
        elif role == "assistant" and message.get("tool_calls"):
            calls = [f"{CALL_MARK} " + json.dumps({"name": c["function"]["name"],
                                                   "arguments": _arguments(c["function"].get("arguments"))},
                                                  ensure_ascii=False) for c in message["tool_calls"]]
            out.append({"role": "assistant", "content": "\n".join(filter(None, [message.get("content"), *calls]))})
        elif role == "tool":
            out.append({"role": "user", "content": f"{RESULT_MARK} {message.get('name') or ''}: "
                                                   f"{message.get('content') or ''}"})
        else:
            out.append(dict(message))
    if not any(m.get("role") == "system" for m in out):
        out.insert(0, {"role": "system", "content": protocol})
    return out


def parse_calls(text: str, *, start: int = 0) -> tuple[str, tuple[ToolCall, ...]]:
    """(the text without its call lines, the calls in it). A line that does not hold valid JSON
    with a "name" stays in the text."""
    calls: list[ToolCall] = []
    kept: list[str] = []
    decoder = json.JSONDecoder()
    for line in text.splitlines():
        match = _CALL.match(line)
        if match:
            try:
                value, _ = decoder.raw_decode(match.group(1))
            except ValueError:
                value = None
            if isinstance(value, dict) and isinstance(value.get("name"), str):
                arguments = value.get("arguments")
                calls.append(ToolCall(id=f"text_call_{start + len(calls)}", name=value["name"],
                                      arguments=arguments if isinstance(arguments, dict) else {}))
                continue
        kept.append(line)
    return "\n".join(kept).strip(), tuple(calls)


class TextToolCalls:
    """An LLM that speaks tools in text to `inner` (always, or — mode "auto" — once `inner` refused them)."""

    def __init__(self, inner: LLM, *, mode: str = "auto") -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}")
        self.inner = inner
        self.mode = mode
        self.text = mode == "text"
        self._calls = 0

    @property
    def model(self) -> str:
        return self.inner.model

    def __getattr__(self, name: str) -> Any:  # check_configured, api_base... of the wrapped client
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def complete(self, messages: list[dict], *, tools: list[dict] | None = None, stream: bool = False,
                 on_delta: DeltaCallback | None = None, max_tokens: int | None = None) -> LLMReply:
        if tools and not self.text and self.mode == "auto":
            try:
                return self.inner.complete(messages, tools=tools, stream=stream, on_delta=on_delta,
                                           max_tokens=max_tokens)
            except LLMCallFailed as exc:
                if not _TOOL_REFUSAL.search(str(exc)):
                    raise
                self.text = True
                log.warning("%s refused native tool calls (%s); using the plain-text tool protocol from now on",
                            self.model, exc)
        if not tools or not self.text:
            return self.inner.complete(messages, tools=tools, stream=stream, on_delta=on_delta, max_tokens=max_tokens)
        reply = self.inner.complete(text_messages(messages, tools), max_tokens=max_tokens)
        content, calls = parse_calls(reply.content, start=self._calls)
        self._calls += len(calls)
        if stream and on_delta is not None and content:
            on_delta(content)
        return LLMReply(content=content, tool_calls=calls, usage=reply.usage)

    def __repr__(self) -> str:
        return f"<TextToolCalls {self.mode}{' (text)' if self.text else ''} {self.inner!r}>"


def _type(prop: dict) -> str:
    if "enum" in prop:
        return "|".join(str(value) for value in prop["enum"])
    return str(prop.get("type", "any"))


def _arguments(raw: Any) -> Any:
    if isinstance(raw, str):
        try:
            return json.loads(raw)
        except ValueError:
            return raw
    return raw or {}


__all__ = ["CALL_MARK", "MODES", "RESULT_MARK", "TextToolCalls", "parse_calls", "text_messages", "tool_protocol"]
