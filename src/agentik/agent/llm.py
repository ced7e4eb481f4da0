"""Language-model access: one protocol, one method (`complete`), and the registry of clients.

Every chat model is reached through `LLM.complete(messages, tools=..., stream=..., on_delta=...)`
with OpenAI-format messages and tool schemas, and answers an `LLMReply`. Two clients ship:

- `LiteLLMClient` — any provider litellm knows (OpenAI, Anthropic, Gemini, Ollama, any
  OpenAI-compatible server through `api_base`). litellm is imported on first use (it costs seconds).
- `ScriptedModel` (agentik.agent.fake) — the scripted fake, selected with AGENTIK_MODEL=fake.

`llm_from_settings` picks one; a new kind of client is one line in
`agentik.plugins.CHAT_CLIENTS` (or an entry point in the ``agentik.chat_clients`` group). A litellm client is
wrapped in `TextToolCalls` (agentik.agent.text_tools) unless AGENTIK_TOOL_CALLS=native, so a model
without native tool calling still gets its tools, as text.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable, Protocol, runtime_checkable

from ..errors import LLMCallFailed, NoModelConfigured
from ..notes.messages import ToolCall
from ..plugins import CHAT_CLIENTS
from ..lazy_litellm import litellm as load_litellm

if TYPE_CHECKING:
    from ..settings import Settings

log = logging.getLogger(__name__)

LOCAL_SERVER_KEY = "no-key-needed"
"""The API key sent to an OpenAI-compatible server at AGENTIK_API_BASE when OPENAI_API_KEY is unset."""

DeltaCallback = Callable[[str], None]
"""Receives each piece of streamed reply text as it arrives."""

NO_MODEL_MESSAGE = (
    "no chat model is configured; set AGENTIK_MODEL (e.g. openai/gpt-4o-mini with OPENAI_API_KEY, "
    "or ollama/llama3 with AGENTIK_API_BASE=http://localhost:11434) or pass --model"
)


@dataclass(frozen=True)
class LLMReply:
    """What the model answered: text and/or tool calls, plus token usage when the provider reports it."""

    content: str = ""
    tool_calls: tuple[ToolCall, ...] = ()
    usage: dict[str, int] = field(default_factory=dict)


@runtime_checkable
class LLM(Protocol):
    """A chat model. `model` names it (for logs and `agentik doctor`)."""

    model: str

    def complete(
        self,
        messages: list[dict],
        *,
        tools: list[dict] | None = None,
        stream: bool = False,
        on_delta: DeltaCallback | None = None,
        max_tokens: int | None = None,
    ) -> LLMReply:
        """One model request (`max_tokens` caps the answer). Raises LLMCallFailed (after retries)
        or NoModelConfigured (no key)."""
        ...




def llm_from_settings(settings: "Settings", *, model: str | None = None) -> LLM:
    """The client for `model` (default: AGENTIK_MODEL). Raises NoModelConfigured when none is set."""
    name = (model if model is not None else settings.model).strip()
    if not name:
        raise NoModelConfigured(NO_MODEL_MESSAGE)
    if name in CHAT_CLIENTS:  # clients that are not litellm (agentik.plugins)
        return CHAT_CLIENTS.load(name)(settings, name)
    client = LiteLLMClient(name, api_base=settings.api_base or None, timeout=settings.llm_timeout or None)
    if settings.tool_calls == "native":
        return client
    from .text_tools import TextToolCalls

    return TextToolCalls(client, mode=settings.tool_calls)


class LiteLLMClient:
    """Any provider through litellm. Configuration, not subclasses, tells providers apart."""

    def __init__(self, model: str, *, api_base: str | None = None, timeout: float | None = 60.0,
                 num_retries: int = 2, extra: dict[str, Any] | None = None) -> None:
        if not model.strip():
            raise NoModelConfigured(NO_MODEL_MESSAGE)
        self.model = model
        self.api_base = api_base
        self.timeout = timeout
        self.num_retries = num_retries
        self.extra = dict(extra or {})
        self._checked = False

    def check_configured(self) -> None:
        """Raise NoModelConfigured when the provider's key is missing (no network; imports litellm)."""
        if self._checked:
            return
        litellm = load_litellm()
        if not self.api_base and "mock_response" not in self.extra:
            try:
                found = litellm.validate_environment(model=self.model)
            except Exception as exc:  # an unknown provider: let the call itself report it
                log.debug("cannot validate the environment for %s: %s", self.model, exc)
                found = {"keys_in_environment": True, "missing_keys": []}
            missing = [key for key in found.get("missing_keys") or () if not key.endswith("_API_BASE")]
            if missing and not found.get("keys_in_environment"):
                raise NoModelConfigured(
                    f"{self.model} needs {' or '.join(missing)} in the environment; set it, "
                    "or choose another model with AGENTIK_MODEL or --model")
        self._checked = True

    def complete(self, messages: list[dict], *, tools: list[dict] | None = None, stream: bool = False,
                 on_delta: DeltaCallback | None = None, max_tokens: int | None = None) -> LLMReply:
        self.check_configured()
        litellm = load_litellm()
        kwargs: dict[str, Any] = {"model": self.model, "messages": messages, "num_retries": self.num_retries,
                                  **self.extra}
        if tools:
            kwargs["tools"] = tools
        if max_tokens:
            kwargs["max_tokens"] = max_tokens
        if self.api_base:
            kwargs["api_base"] = self.api_base
            if self.model.startswith("openai/") and not os.environ.get("OPENAI_API_KEY"):
                kwargs.setdefault("api_key", LOCAL_SERVER_KEY)  # llama.cpp, LM Studio: no key, but the client needs one
        if self.timeout:
            kwargs["timeout"] = self.timeout
        try:
            if stream:
                return _assemble_stream(litellm.completion(stream=True, **kwargs), on_delta)
            return _reply_from_response(litellm.completion(**kwargs))
        except litellm.AuthenticationError as exc:
            raise NoModelConfigured(
                f"{self.model}: the provider refused the credentials ({_one_line(exc)}); "
                "set the provider's API key (e.g. OPENAI_API_KEY) or choose another model with AGENTIK_MODEL"
            ) from None
        except (litellm.BadRequestError, litellm.NotFoundError) as exc:
            raise LLMCallFailed(f"{self.model}: the provider rejected the request: {_one_line(exc)}") from None
        except Exception as exc:  # litellm raises many provider-specific types; all end the call the same way
            log.debug("LLM call failed", exc_info=True)
            if self.api_base and _unreachable(exc, litellm):
                raise LLMCallFailed(
                    f"{self.model}: cannot reach the model server at {self.api_base} ({_reason(exc)}); start it "
                    "(e.g. `ollama serve`, or `llama-server -m MODEL.gguf --port 8080`) or fix AGENTIK_API_BASE"
                ) from None
            raise LLMCallFailed(f"{self.model}: call failed after {self.num_retries} retries: "
                                f"{type(exc).__name__}: {_one_line(exc)}") from None

    def __repr__(self) -> str:
        return f"<LiteLLMClient {self.model}>"


_UNREACHABLE_SIGNS = ("connection refused", "connection error", "failed to establish", "cannot connect",
                      "connecterror", "name or service not known", "timed out")


def _unreachable(exc: BaseException, litellm: Any) -> bool:
    """True when the call failed because the server did not answer at all (down, wrong address)."""
    kinds = tuple(k for k in (getattr(litellm, "APIConnectionError", None), getattr(litellm, "Timeout", None))
                  if isinstance(k, type))
    if kinds and isinstance(exc, kinds):
        return True
    return any(sign in text.lower() for text in _chain(exc) for sign in _UNREACHABLE_SIGNS)


def _reason(exc: BaseException) -> str:
    """The innermost words of a connection failure ("[Errno 111] Connection refused")."""
    texts = _chain(exc)
    for text in reversed(texts):
        for sign in ("[Errno", "Connection refused", "timed out"):
            at = text.find(sign)
            if at >= 0:
                return text[at:at + 80].rstrip(".")
    return texts[-1][:80]


def _chain(exc: BaseException) -> list[str]:
    """The one-line texts of `exc` and of the exceptions it was raised from, outermost first."""
    texts, seen = [], set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        texts.append(_one_line(current))
        current = current.__cause__ or current.__context__
    return texts


def _one_line(exc: BaseException) -> str:
    text = " ".join(str(exc).split())
    return text[:300] + ("…" if len(text) > 300 else "")


def _parse_arguments(raw: Any) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    if not raw:
        return {}
    try:
        value = json.loads(raw)
    except (TypeError, ValueError):
        return {"__unparsed__": str(raw)}
    return value if isinstance(value, dict) else {"__unparsed__": str(raw)}


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _usage(obj: Any) -> dict[str, int]:
    usage = _get(obj, "usage")
    if usage is None:
        return {}
    out = {}
    for key in ("prompt_tokens", "completion_tokens", "total_tokens"):
        value = _get(usage, key)
        if isinstance(value, int):
            out[key] = value
    return out


def _reply_from_response(response: Any) -> LLMReply:
    message = _get(_get(response, "choices")[0], "message")
    calls = tuple(
        ToolCall(id=_get(call, "id") or f"call_{i}", name=_get(_get(call, "function"), "name"),
                 arguments=_parse_arguments(_get(_get(call, "function"), "arguments")))
        for i, call in enumerate(_get(message, "tool_calls") or ())
    )
    return LLMReply(content=_get(message, "content") or "", tool_calls=calls, usage=_usage(response))


def _assemble_stream(chunks: Iterable[Any], on_delta: DeltaCallback | None) -> LLMReply:
    """Join streamed deltas: text pieces go to on_delta as they come; tool-call pieces are joined by index."""
    text: list[str] = []
    calls: dict[int, dict[str, str]] = {}
    usage: dict[str, int] = {}
    for chunk in chunks:
        usage = _usage(chunk) or usage
        choices = _get(chunk, "choices") or []
        if not choices:
            continue
        delta = _get(choices[0], "delta")
        if delta is None:
            continue
        piece = _get(delta, "content")
        if piece:
            text.append(piece)
            if on_delta is not None:
                on_delta(piece)
        for part in _get(delta, "tool_calls") or ():
            index = _get(part, "index") or 0
            slot = calls.setdefault(index, {"id": "", "name": "", "arguments": ""})
            if _get(part, "id"):
                slot["id"] = _get(part, "id")
            function = _get(part, "function")
            if function is not None:
                if _get(function, "name"):
                    slot["name"] += _get(function, "name")
                if _get(function, "arguments"):
                    slot["arguments"] += _get(function, "arguments")
    tool_calls = tuple(
        ToolCall(id=slot["id"] or f"call_{index}", name=slot["name"], arguments=_parse_arguments(slot["arguments"]))
        for index, slot in sorted(calls.items())
    )
    return LLMReply(content="".join(text), tool_calls=tool_calls, usage=usage)
