"""How many tokens a request costs, and how many the model takes.

The seed (§10 phase 2) estimates tokens as characters / 4. That undercounts Russian badly (a
Cyrillic word is two to three tokens per four characters in the GPT tokenizers), so the estimate
is the larger of chars / 4 and the model's real tokenizer count, which litellm gives offline for
the models it knows (it bundles the tiktoken files; for a model it has not mapped it counts with its
default GPT tokenizer). Only for the scripted fake (or no model at all) is chars / 4 used alone.

litellm costs seconds to import, so it is imported on first use, never at module import, and
`LITELLM_LOCAL_MODEL_COST_MAP=True` is set first so that it never reaches for the network.

The context limit comes from `settings.context_limit` (AGENTIK_CONTEXT_LIMIT) when that is set,
else from the model's server when AGENTIK_API_BASE names one that says (Ollama, llama.cpp, LM
Studio: agentik.agent.local_server), else from litellm's model metadata (`max_input_tokens`), else
`DEFAULT_CONTEXT_LIMIT`.
"""

from __future__ import annotations

import json
import logging
import threading
from collections import OrderedDict
from typing import Any, Callable, Iterable, Mapping, Sequence

from ...settings import Settings
from ...notes.messages import Message
from ...lazy_litellm import litellm as load_litellm
from ..local_server import server_context_limit

log = logging.getLogger(__name__)

DEFAULT_CONTEXT_LIMIT = 8192
"""Context limit assumed when neither the settings nor litellm know the model's: small on purpose,
so an unknown model is compressed early rather than sent a request it refuses."""

MESSAGE_OVERHEAD = 4
"""Tokens every message costs beyond its text (role, separators), as in OpenAI's chat format."""

FAKE_MODELS = frozenset({"", "fake", "scripted"})
"""Model names that are never looked up in litellm (the scripted test model)."""

_CACHE_SIZE = 4096

Counter = Callable[[str], int]


def rough_tokens(text: str) -> int:
    """The seed's estimate: one token per four characters (rounded down)."""
    return len(text) // 4


def truncate_to_tokens(text: str, max_tokens: int, *, estimator: "TokenEstimator") -> str:
    """The text cut at a line boundary (or, for one long line, a character one) to about max_tokens;
    an ellipsis marks the cut."""
    if estimator.count_text(text) <= max_tokens:
        return text
    if max_tokens <= 0:
        return ""
    kept: list[str] = []
    for line in text.splitlines():
        if estimator.count_text("\n".join(kept + [line])) > max_tokens - 1:
            break
        kept.append(line)
    if kept:
        return "\n".join(kept) + "\n…"
    cut = len(text)
    while cut > 0 and estimator.count_text(text[:cut]) > max_tokens - 1:
        cut = cut * 3 // 4
    return text[:cut] + "…"


def message_text(message: Message | Mapping[str, Any]) -> str:
    """Everything of a message that is sent as text: content, tool-call names and arguments."""
    if isinstance(message, Message):
        message = message.to_llm()
    parts = [str(message.get("content") or "")]
    for call in message.get("tool_calls") or ():
        function = call.get("function", {})
        parts.append(str(function.get("name", "")))
        parts.append(str(function.get("arguments", "")))
    if message.get("name"):
        parts.append(str(message["name"]))
    return "\n".join(part for part in parts if part)


class TokenEstimator:
    """Counts tokens for one model: max(chars / 4, the model's tokenizer when litellm knows it).

    `counter` replaces the tokenizer (tests, or a caller with its own); `context_limit` > 0 fixes
    the limit instead of asking litellm.
    """

    def __init__(self, model: str = "", *, context_limit: int = 0, counter: Counter | None = None,
                 api_base: str | None = None) -> None:
        """`api_base`: the model's server; a local one is asked for its window (agentik.agent.local_server)."""
        self.model = model
        self.api_base = api_base
        self._limit: int | None = context_limit or None
        self._counter: Counter | None = counter
        self._resolved = counter is not None or model.strip().lower() in FAKE_MODELS
        self._cache: OrderedDict[str, int] = OrderedDict()
        self._lock = threading.Lock()

    @classmethod
    def from_settings(cls, settings: Settings, *, model: str | None = None) -> "TokenEstimator":
        """An estimator for `model` (default: settings.model) with settings.context_limit as override."""
        return cls(settings.model if model is None else model, context_limit=settings.context_limit,
                   api_base=settings.api_base or None)

    # -- the limit -------------------------------------------------------------------------------

    @property
    def context_limit(self) -> int:
        """Tokens the model accepts as input."""
        if self._limit is None:
            served = None if self.model.strip().lower() in FAKE_MODELS else \
                server_context_limit(self.model, self.api_base)
            self._limit = served or _model_limit(self.model) or DEFAULT_CONTEXT_LIMIT
        return self._limit

    @property
    def uses_tokenizer(self) -> bool:
        """True when counts come from the model's tokenizer, not chars / 4 alone."""
        with self._lock:
            self._resolve()
        return self._counter is not None

    # -- counting --------------------------------------------------------------------------------

    def count_text(self, text: str) -> int:
        """Tokens of a plain text."""
        if not text:
            return 0
        with self._lock:
            cached = self._cache.get(text)
            if cached is not None:
                self._cache.move_to_end(text)
                return cached
            self._resolve()
            counter = self._counter
        count = rough_tokens(text)
        if counter is not None:
            count = max(count, counter(text))
        with self._lock:
            self._cache[text] = count
            if len(self._cache) > _CACHE_SIZE:
                self._cache.popitem(last=False)
        return count

    def count_message(self, message: Message | Mapping[str, Any]) -> int:
        """Tokens of one message, its per-message overhead included."""
        return self.count_text(message_text(message)) + MESSAGE_OVERHEAD

    def count_messages(self, messages: Iterable[Message | Mapping[str, Any]]) -> int:
        """Tokens of a list of messages (working-memory records or OpenAI-format dicts)."""
        return sum(self.count_message(message) for message in messages)

    def count_request(self, messages: Sequence[Message | Mapping[str, Any]], *,
                      tools: Sequence[Mapping[str, Any]] | None = None) -> int:
        """Tokens of a whole model request: the messages plus the tool schemas it carries."""
        total = self.count_messages(messages)
        if tools:
            total += self.count_text(json.dumps(list(tools), ensure_ascii=False, sort_keys=True))
        return total

    # -- helpers ---------------------------------------------------------------------------------

    def _resolve(self) -> None:
        if self._resolved:
            return
        self._resolved = True
        self._counter = _litellm_counter(self.model)


def _model_limit(model: str) -> int | None:
    """max_input_tokens from litellm's bundled model table, or None when it does not know the model."""
    if model.strip().lower() in FAKE_MODELS:
        return None
    try:
        info = load_litellm().get_model_info(model)
    except Exception as exc:  # litellm raises its own (and plain) exceptions for unmapped models
        log.warning("context limit of %r unknown to litellm (%s); assuming %d tokens — set AGENTIK_CONTEXT_LIMIT",
                    model, exc.__class__.__name__, DEFAULT_CONTEXT_LIMIT)
        return None
    limit = info.get("max_input_tokens") or info.get("max_tokens")
    return int(limit) if limit else None


def _litellm_counter(model: str) -> Counter | None:
    """The model's tokenizer through litellm.token_counter, or None (chars / 4 only) when unusable.
    For a model litellm has not mapped, token_counter uses its default (GPT) tokenizer: still a
    better floor than chars / 4 for Russian text."""
    try:
        litellm = load_litellm()
        litellm.token_counter(model=model, text="probe")
    except Exception as exc:  # unmapped model, or tokenizer files unavailable offline
        log.warning("no tokenizer for %r through litellm (%s: %s); estimating tokens as characters / 4",
                    model, exc.__class__.__name__, exc)
        return None

    def count(text: str) -> int:
        return int(litellm.token_counter(model=model, text=text))

    return count


__all__ = ["DEFAULT_CONTEXT_LIMIT", "MESSAGE_OVERHEAD", "TokenEstimator", "message_text", "rough_tokens",
           "truncate_to_tokens"]
