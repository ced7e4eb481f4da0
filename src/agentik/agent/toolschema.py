"""Tool JSON schemas derived from a function's typed signature and docstring, never written by hand.

    def memory_search(query: str, k: int = 5) -> str:
        '''Search long-term memory.

        Args:
            query: what to look for.
            k: how many notes to return.
        '''

becomes the OpenAI/litellm tool schema {"type": "function", "function": {"name": "memory_search",
"description": "Search long-term memory.", "parameters": {...}}}. The description is the docstring
without its Args section; each parameter's description comes from its Args line. Supported types:
str, int, float, bool, Literal[...] and Enum (→ enum), X | None (optional), list[X], dict.
"""

from __future__ import annotations

import enum
import inspect
import re
import types
import typing
from typing import Any, Callable, Literal, get_args, get_origin

_SECTION = re.compile(r"^\s*(Args|Arguments|Parameters|Returns|Raises|Example|Examples):\s*$")
_SENTENCE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)\.\s")
_ARG = re.compile(r"^\s*(\w+)\s*(?:\([^)]*\))?:\s*(.*)$")


def tool_schema(func: Callable[..., Any]) -> dict[str, Any]:
    """The litellm/OpenAI `tools` entry for `func` (a plain function or a bound method)."""
    description, arg_docs = parse_docstring(inspect.getdoc(func) or "")
    hints = typing.get_type_hints(func)
    properties: dict[str, Any] = {}
    required: list[str] = []
    for param in inspect.signature(func).parameters.values():
        if param.name == "self" or param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        if param.name not in hints:
            raise TypeError(f"{func.__name__}: parameter {param.name!r} has no type annotation")
        prop, optional = json_type(hints[param.name])
        if param.name in arg_docs:
            prop["description"] = arg_docs[param.name]
        if param.default is not inspect.Parameter.empty:
            if param.default is not None:
                prop["default"] = param.default.value if isinstance(param.default, enum.Enum) else param.default
        elif not optional:
            required.append(param.name)
        properties[param.name] = prop
    parameters: dict[str, Any] = {"type": "object", "properties": properties, "required": required,
                                  "additionalProperties": False}
    return {"type": "function",
            "function": {"name": func.__name__, "description": description, "parameters": parameters}}


def compact_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """`schema` for a small context window: the description cut to its first sentence, only the
    required arguments, without descriptions (their names, types and enums stay whole). A small
    model fills in every argument it is shown: Qwen2.5-0.5B gave memory_save an invented
    `supersedes` id on every try, and every save failed (issue 20). The tool still takes the others."""
    function = schema["function"]
    required = set(function["parameters"].get("required", ()))
    properties = {name: {key: value for key, value in prop.items() if key != "description"}
                  for name, prop in function["parameters"]["properties"].items() if name in required}
    parameters = {**function["parameters"], "properties": properties}
    return {**schema, "function": {**function, "description": first_sentence(function["description"]),
                                   "parameters": parameters}}


def first_sentence(text: str) -> str:
    """The first sentence of `text` (up to its first ". " that does not end "e.g." or "i.e.", or
    its first line break)."""
    head = text.strip().split("\n", 1)[0]
    match = _SENTENCE_END.search(head)
    return head[:match.start() + 1] if match else head


def json_type(annotation: Any) -> tuple[dict[str, Any], bool]:
    """(JSON schema of one annotation, whether it admits None)."""
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        optional = len(members) < len(get_args(annotation))
        if len(members) == 1:
            return json_type(members[0])[0], optional
        return {"anyOf": [json_type(m)[0] for m in members]}, optional
    if origin is Literal:
        values = list(get_args(annotation))
        return {"type": _scalar(type(values[0])), "enum": values}, False
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        values = [member.value for member in annotation]
        return {"type": _scalar(type(values[0])), "enum": values}, False
    if origin in (list, tuple, set, frozenset) or annotation in (list, tuple):
        args = get_args(annotation)
        return ({"type": "array", "items": json_type(args[0])[0]} if args else {"type": "array"}), False
    if origin is dict or annotation is dict:
        return {"type": "object"}, False
    if annotation is type(None):
        return {"type": "null"}, True
    return {"type": _scalar(annotation)}, False


def _scalar(kind: Any) -> str:
    if kind is bool:
        return "boolean"
    if kind is int:
        return "integer"
    if kind is float:
        return "number"
    if kind is str:
        return "string"
    raise TypeError(f"cannot describe {kind!r} as a JSON schema type")


def parse_docstring(doc: str) -> tuple[str, dict[str, str]]:
    """(description without the sections, {argument: its description}) of a Google-style docstring."""
    description: list[str] = []
    args: dict[str, str] = {}
    section: str | None = None
    current: str | None = None
    for line in doc.splitlines():
        match = _SECTION.match(line)
        if match:
            section, current = match.group(1), None
            continue
        if section is None:
            description.append(line)
        elif section in ("Args", "Arguments", "Parameters"):
            arg = _ARG.match(line)
            if arg and (len(line) - len(line.lstrip())) <= 4 and line.strip():
                current = arg.group(1)
                args[current] = arg.group(2).strip()
            elif current and line.strip():
                args[current] = f"{args[current]} {line.strip()}".strip()
    paragraphs = "\n".join(description).strip().split("\n\n")
    text = "\n\n".join(" ".join(line.strip() for line in p.splitlines() if line.strip()) for p in paragraphs)
    return text, args
