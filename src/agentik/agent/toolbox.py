"""A set of tools the model may call: their schemas, and running a call into a tool result.

A tool is a typed function returning text; its schema is derived (agentik.agent.toolschema). A
call with unknown, missing or ill-typed arguments, and a tool that raises one of agentik's named
errors, both come back as the result text `{"error": {"code": ..., "message": ...}}` — the error's
stable code and one-line message, the same body MCP clients get — so the model can correct itself;
the turn goes on. Any other exception is a bug: it is logged with its traceback and reported the
same way with the code "internal_error".
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from ..errors import INTERNAL_ERROR_CODE, AgentikError, InvalidInput
from ..notes.messages import ToolCall
from .toolschema import compact_schema, tool_schema

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ToolOutcome:
    """What running one call produced: the text for the model, and whether it was an error."""

    call: ToolCall
    text: str
    ok: bool


class ToolBox:
    """Named tools with derived schemas. `run(call)` never raises."""

    def __init__(self, functions: Iterable[Callable[..., str]], *, compact: bool = False) -> None:
        """`compact`: the model is sent each description cut to its first sentence (for a small
        context window, agentik.agent.window); arguments are checked against the full schema."""
        self._functions: dict[str, Callable[..., str]] = {}
        self._schemas: dict[str, dict[str, Any]] = {}
        self._sent: dict[str, dict[str, Any]] = {}
        for func in functions:
            schema = tool_schema(func)
            name = schema["function"]["name"]
            self._functions[name] = func
            self._schemas[name] = schema
            self._sent[name] = compact_schema(schema) if compact else schema

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._functions)

    def schemas(self) -> list[dict[str, Any]]:
        """The litellm `tools` list."""
        return list(self._sent.values())

    def run(self, call: ToolCall) -> ToolOutcome:
        func = self._functions.get(call.name)
        if func is None:
            unknown = InvalidInput(f"no tool named {call.name!r}; available: {', '.join(self.names)}")
            return ToolOutcome(call, tool_error_text(unknown.code, str(unknown)), False)
        try:
            arguments = _check_arguments(self._schemas[call.name]["function"]["parameters"], call.arguments)
            return ToolOutcome(call, str(func(**arguments)), True)
        except AgentikError as exc:
            log.info("tool %s refused: %s", call.name, exc)
            return ToolOutcome(call, tool_error_text(exc.code, str(exc)), False)
        except Exception as exc:  # a bug in a tool must not end the user's turn; it is logged in full
            log.error("tool %s crashed: %s: %s", call.name, type(exc).__name__, exc)
            log.debug("traceback of the crashed tool %s", call.name, exc_info=True)
            return ToolOutcome(call, tool_error_text(
                INTERNAL_ERROR_CODE, f"the tool failed unexpectedly ({type(exc).__name__}: {exc})"), False)


def tool_error_text(code: str, message: str) -> str:
    """The tool result of a failed call: `{"error": {"code": ..., "message": ...}}` on one line."""
    return json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False)


def _check_arguments(parameters: dict[str, Any], arguments: dict[str, Any]) -> dict[str, Any]:
    if "__unparsed__" in arguments:
        raise InvalidInput("the arguments are not a JSON object; send them as JSON")
    properties: dict[str, Any] = parameters["properties"]
    unknown = sorted(set(arguments) - set(properties))
    if unknown:
        raise InvalidInput(f"unknown argument(s) {', '.join(unknown)}; allowed: {', '.join(properties)}")
    missing = [name for name in parameters["required"] if name not in arguments]
    if missing:
        raise InvalidInput(f"missing required argument(s): {', '.join(missing)}")
    out = {}
    for name, value in arguments.items():
        out[name] = _coerce(name, properties[name], value)
    return out


def _coerce(name: str, prop: dict[str, Any], value: Any) -> Any:
    """Accept what the schema says; mend the common slip of a number sent as a string."""
    if value is None:
        return None
    kind = prop.get("type")
    if kind == "integer":
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidInput(f"{name} must be a whole number, not {value!r}")
    elif kind == "number":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise InvalidInput(f"{name} must be a number, not {value!r}")
    elif kind == "string" and not isinstance(value, str):
        raise InvalidInput(f"{name} must be text, not {value!r}")
    elif kind == "boolean" and not isinstance(value, bool):
        raise InvalidInput(f"{name} must be true or false, not {value!r}")
    if "enum" in prop and value not in prop["enum"]:
        lowered = value.strip().lower() if isinstance(value, str) else value
        if lowered not in prop["enum"]:
            raise InvalidInput(f"{name} must be one of {', '.join(map(str, prop['enum']))}, not {value!r}")
        value = lowered
    return value
