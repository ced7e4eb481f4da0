"""Tool calls as plain text, for chat models without native tool calling.

Many small local models (or a llama.cpp server started without `--jinja`) refuse a request that
carries `tools`, or ignore them. `TextToolCalls` wraps such a model: the tool list goes into the
system message with a one-line calling convention, earlier calls and results are rewritten as plain
messages, and the reply is parsed back into ToolCalls (agentik.agent.text_calls reads the forms small
models write, slightly broken ones too) — so memory_save still works.

    TOOL_CALL {"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}}

Mode (AGENTIK_TOOL_CALLS): "native" sends tools as they are; "text" always uses this protocol;
"auto" (the default) sends them natively and switches to text for good, with one log line, the first
time the server rejects a request because of its tools. A native reply that carries no tool calls
but writes one in its text (a server that renders the tools into the chat template without parsing
the answer, as llama-cpp-python's does for Qwen) has it read too.
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any, Collection

from ..errors import LLMCallFailed
from ..notes.messages import ToolCall
from .llm import LLM, DeltaCallback, LLMReply
from .text_calls import CALL_MARK, read_calls

log = logging.getLogger(__name__)

RESULT_MARK = "TOOL_RESULT"
MODES = ("auto", "native", "text")

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
    lines += ["", f"Example: {CALL_MARK} {_example(tools)}"]
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


def parse_calls(text: str, *, start: int = 0, names: Collection[str] = ()) -> tuple[str, tuple[ToolCall, ...]]:
    """(the text without its calls, the calls in it), read by agentik.agent.text_calls (the forms
    small models write: our TOOL_CALL line, Hermes `<tool_call>` tags, a JSON object or a
    `name(arg=...)` line naming one of `names`). What is not a readable call stays in the text."""
    kept, found = read_calls(text, names)
    calls = tuple(ToolCall(id=f"text_call_{start + i}", name=name, arguments=arguments)
                  for i, (name, arguments) in enumerate(found))
    return kept, calls


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
        if not tools:
            return self.inner.complete(messages, stream=stream, on_delta=on_delta, max_tokens=max_tokens)
        if not self.text:
            guard = _StreamGuard(on_delta, _names(tools)) if stream and on_delta is not None else None
            try:
                reply = self.inner.complete(messages, tools=tools, stream=stream,
                                            on_delta=guard.feed if guard is not None else None,
                                            max_tokens=max_tokens)
            except LLMCallFailed as exc:
                if self.mode != "auto" or not _TOOL_REFUSAL.search(str(exc)):
                    raise
                self.text = True
                log.warning("%s refused native tool calls (%s); using the plain-text tool protocol from now on",
                            self.model, exc)
            else:
                # a server that shows the model its tools (its chat template) but does not parse the
                # answer hands the call back as text (Qwen's <tool_call> tags): read it here
                if not reply.tool_calls and reply.content:
                    reply = self._read(reply, tools)
                if guard is not None:
                    guard.finish(reply.content)
                return reply
        reply = self.inner.complete(text_messages(messages, tools), max_tokens=max_tokens)
        reply = self._read(reply, tools)
        if stream and on_delta is not None and reply.content:
            on_delta(reply.content)
        return reply

    def _read(self, reply: LLMReply, tools: list[dict]) -> LLMReply:
        content, calls = parse_calls(reply.content, start=self._calls, names=_names(tools))
        if not calls:
            return reply
        self._calls += len(calls)
        log.debug("read %d tool call(s) from %s's text", len(calls), self.model)
        return LLMReply(content=content, tool_calls=calls, usage=reply.usage)

    def __repr__(self) -> str:
        return f"<TextToolCalls {self.mode}{' (text)' if self.text else ''} {self.inner!r}>"


class _StreamGuard:
    """Streams a native reply line by line, holding back from the first line that may open a call
    written as text (`<tool_call>`, TOOL_CALL, a JSON object, a fence, `memory_save(`), so the user
    does not see the call; `finish` then sends what is left of the answer without the calls."""

    def __init__(self, on_delta: DeltaCallback, names: list[str]) -> None:
        self.on_delta = on_delta
        self.opener = re.compile(rf"^\s*(?:[>*_`#-]*{CALL_MARK}|<tool_call>|<function_call>|```|\{{|`*(?:"
                                 + "|".join(re.escape(n) for n in names) + r")\()|<tool_call>", re.IGNORECASE)
        self.pending = ""
        self.sent = ""
        self.holding = False
        self.mid_line = False

    def feed(self, piece: str) -> None:
        self.pending += piece
        while not self.holding and self.pending:
            line, newline, rest = self.pending.partition("\n")
            if self.mid_line:  # this line's start was judged already: only a tag could still open a call
                if "<" in line and not newline:
                    return
                if "<tool_call>" in line.lower():
                    self.holding = True
                    return
                self.pending, self.mid_line = rest, not newline
                self._send(line + newline)
            elif newline:
                if self.opener.search(line):
                    self.holding = True
                    return
                self.pending = rest
                self._send(line + newline)
            elif len(line.strip()) >= 16 and not self.opener.search(line):
                self.mid_line = True  # a long enough start that is no call: stream the line on
            else:
                return

    def finish(self, content: str) -> None:
        """Send the rest of `content` (the answer without its calls) past what was sent already."""
        rest = content[len(self.sent):] if content.startswith(self.sent) else content[len(self.sent.strip()):]
        if rest.strip() or (rest and self.sent):
            self._send(rest)

    def _send(self, text: str) -> None:
        self.sent += text
        self.on_delta(text)


def _names(tools: list[dict]) -> list[str]:
    return [str(tool.get("function", {}).get("name")) for tool in tools]


def _example(tools: list[dict]) -> str:
    """A filled-in call of memory_save (else the first tool): a small model copies "{...}" literally."""
    chosen = next((t for t in tools if t.get("function", {}).get("name") == "memory_save"), tools[0] if tools else {})
    function = chosen.get("function", {"name": "tool"})
    params = function.get("parameters", {})
    arguments = {name: _sample(name, prop) for name, prop in params.get("properties", {}).items()
                 if name in set(params.get("required", ()))}
    return json.dumps({"name": function.get("name"), "arguments": arguments}, ensure_ascii=False)


def _sample(name: str, prop: dict) -> Any:
    if "enum" in prop:
        return "user" if "user" in prop["enum"] else prop["enum"][0]
    kind = prop.get("type")
    if name == "content" and kind == "string":
        return "The user's name is Ana"
    return {"integer": 1, "number": 1, "boolean": True, "array": [], "object": {}}.get(kind, "...")


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
