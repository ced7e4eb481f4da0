"""Reading tool calls out of a model's text, in the forms small local models actually write.

A model told to call tools in text (agentik.agent.text_tools), or one whose chat template shows it
the tools while the server does not parse its answer (llama-cpp-python's server, a llama.cpp server
without `--jinja`), writes its calls in one of a few shapes, often slightly broken:

    TOOL_CALL {"name": "memory_save", "arguments": {"category": "user", "content": "..."}}
    **TOOL_CALL:** `{"name": "memory_save", "arguments": {...}}`
    <tool_call>
    {"name": "memory_save", "arguments": {...}}
    </tool_call>                                        (Qwen, Hermes; the closing tag may be missing)
    ```json
    {"name": "memory_save", "parameters": {...}}        (Llama 3 says "parameters")
    ```
    {"function": {"name": "memory_save", "arguments": "{\\"content\\": ...}"}}   (arguments as a string)
    memory_save(category="user", content="...")

`read_calls` finds them: after an explicit mark (TOOL_CALL, `<tool_call>`) any object with a name is a
call; a bare or fenced JSON object, or a `name(...)` line, only when it names one of the tools (so an
answer that merely shows JSON stays an answer). JSON that is almost JSON is mended: a missing closing
brace or two, trailing commas, single quotes (a Python literal). What cannot be read stays in the text.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any, Collection

CALL_MARK = "TOOL_CALL"

_OPENER = re.compile(
    rf"(?P<mark>^[ \t>*_`#-]*{CALL_MARK}[*_`]*:?[*_`]*[ \t`]*|<tool_call>\s*|<function_call>\s*)"
    r"|(?P<fence>^[ \t]*```[\w-]*[ \t]*\n[ \t]*(?=\{))"
    r"|(?P<bare>^[ \t`]*(?=\{))"
    r"|(?P<func>^[ \t`]*(?=[A-Za-z_][\w.]*\())",
    re.MULTILINE | re.IGNORECASE)
_CLOSER = re.compile(r"[ \t`]*(?:\n?[ \t]*(?:</tool_call>|</function_call>|```))?[ \t`]*", re.IGNORECASE)
_STOP = re.compile(r"</tool_call>|</function_call>|```|\n\s*\n", re.IGNORECASE)
_TRAILING_COMMA = re.compile(r",\s*([}\]])")
_FUNC_LINE = re.compile(r"([A-Za-z_][\w.]*)\((.*)\)[ \t`;]*$")
_NAME_KEYS = ("name", "tool", "tool_name", "function")
_ARGUMENT_KEYS = ("arguments", "parameters", "args", "input", "params")
_JSON_WORDS = {"true": "True", "false": "False", "null": "None"}


def read_calls(text: str, names: Collection[str] = ()) -> tuple[str, list[tuple[str, dict[str, Any]]]]:
    """(the text without the calls, [(tool name, arguments)] in order)."""
    known = set(names)
    calls: list[tuple[str, dict[str, Any]]] = []
    kept: list[str] = []
    pos = 0
    for match in _OPENER.finditer(text):
        if match.start() < pos:
            continue
        found = _call_at(text, match, known)
        if found is None:
            continue
        call, end = found
        kept.append(text[pos:match.start()])
        calls.append(call)
        pos = _CLOSER.match(text, end).end()
    kept.append(text[pos:])
    return re.sub(r"\n{3,}", "\n\n", "".join(kept)).strip(), calls


def _call_at(text: str, match: re.Match, known: set[str]) -> tuple[tuple[str, dict[str, Any]], int] | None:
    at = match.end()
    if match.lastgroup == "func":
        return _function_line(text, at, known)
    decoded = _lenient_object(text, at)
    if decoded is None:
        return None
    value, end = decoded
    call = _as_call(value)
    if call is None or (match.lastgroup != "mark" and call[0] not in known):
        return None
    return call, end


def _as_call(value: Any) -> tuple[str, dict[str, Any]] | None:
    """(name, arguments) of a call object in any of the usual shapes, else None."""
    if not isinstance(value, dict):
        return None
    if isinstance(value.get("function"), dict):  # OpenAI's {"type": "function", "function": {...}}
        return _as_call(value["function"])
    name = next((value[key] for key in _NAME_KEYS if isinstance(value.get(key), str) and value[key].strip()), None)
    if name is None:
        return None
    raw = next((value[key] for key in _ARGUMENT_KEYS if key in value), None)
    if raw is None:  # {"name": "memory_save", "content": "..."}: the other keys are the arguments
        raw = {k: v for k, v in value.items() if k not in (*_NAME_KEYS, "type", "id")}
    if isinstance(raw, str):
        decoded = _lenient_object(raw, 0) if raw.strip() else ({}, 0)
        raw = decoded[0] if decoded is not None else None
    return (name.strip(), raw) if isinstance(raw, dict) else None


def _lenient_object(text: str, at: int) -> tuple[Any, int] | None:
    """The object starting at text[at] (after spaces) and where it ends, mending near-JSON."""
    at += len(text[at:]) - len(text[at:].lstrip(" \t`"))
    if not text.startswith("{", at):
        return None
    try:
        return json.JSONDecoder().raw_decode(text, at)
    except ValueError:
        pass
    end, depth = _balanced_end(text, at)
    if not depth:
        return _mended(text[at:end], end)
    # unclosed: the object ends at its line's end, or at the next closer or blank line
    line_end = text.find("\n", at)
    stop = _STOP.search(text, at)
    for end in sorted({len(text) if line_end < 0 else line_end, stop.start() if stop else len(text)}):
        chunk = text[at:end].rstrip().rstrip("`").rstrip()
        found = _mended(chunk + "}" * _balanced_end(chunk, 0)[1], end)
        if found is not None:
            return found
    return None


def _mended(chunk: str, end: int) -> tuple[Any, int] | None:
    """The value of near-JSON `chunk` (trailing commas, a Python literal), or None."""
    for attempt in (chunk, _TRAILING_COMMA.sub(r"\1", chunk)):
        try:
            return json.loads(attempt), end
        except ValueError:
            pass
    try:
        return ast.literal_eval(_python_words(_TRAILING_COMMA.sub(r"\1", chunk))), end
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None


def _balanced_end(text: str, at: int) -> tuple[int, int]:
    """(the index after the brace closing text[at], 0), or (len(text), braces still open)."""
    depth, quote, escaped = 0, "", False
    for index in range(at, len(text)):
        char = text[index]
        if quote:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return index + 1, 0
    return len(text), max(depth, 0)


def _python_words(chunk: str) -> str:
    """true/false/null as Python's words, outside quotes, for ast.literal_eval."""
    return re.sub(r"(\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*')|\b(true|false|null)\b",
                  lambda m: m.group(1) or _JSON_WORDS[m.group(2)], chunk)


def _function_line(text: str, at: int, known: set[str]) -> tuple[tuple[str, dict[str, Any]], int] | None:
    """`memory_save(category="user", content="...")` on one line, for a known tool."""
    line_end = text.find("\n", at)
    line_end = len(text) if line_end < 0 else line_end
    match = _FUNC_LINE.match(text[at:line_end].rstrip())
    if match is None or match.group(1).rsplit(".", 1)[-1] not in known:
        return None
    try:
        call = ast.parse(f"f({match.group(2)})", mode="eval").body
        arguments = {kw.arg: ast.literal_eval(_python_words_node(kw.value)) for kw in call.keywords if kw.arg}
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return None
    if call.args or len(arguments) != len(call.keywords):
        return None
    return (match.group(1).rsplit(".", 1)[-1], arguments), line_end


def _python_words_node(node: ast.expr) -> ast.expr:
    """A bare true/false/null name as its constant (a model mixing JSON into Python)."""
    if isinstance(node, ast.Name) and node.id in _JSON_WORDS:
        return ast.Constant({"true": True, "false": False, "null": None}[node.id])
    return node


__all__ = ["CALL_MARK", "read_calls"]
