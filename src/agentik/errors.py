"""The named exceptions of agentik.

The core raises these; only the edges (CLI, MCP, HTTP, tools) turn them into exit codes, tool
results or HTTP statuses. Every message is one line that says what went wrong and what to do.

    AgentikError
    ├── ConfigError                  a setting has a value we cannot use
    ├── MemoryStoreError
    │   ├── NoteNotFound             no note has this id
    │   ├── InvalidInput             bad category, empty content, bad paging...
    │   ├── RefusedContent           the guard refused the content (secret / injection)
    │   ├── StoreUnavailable         the backing file or database cannot be used
    │   └── BudgetExceeded           a file store's character budget would be exceeded
    ├── EmbeddingError
    │   └── EmbeddingUnavailable     the embedding service/model cannot embed right now
    │       └── EmbeddingCircuitOpen it failed moments ago and is not called again yet (already reported)
    └── LLMError
        ├── NoModelConfigured        no model/key is configured for chat
        └── LLMCallFailed            the provider call failed after retries
"""

from __future__ import annotations


class AgentikError(Exception):
    """Base of every error agentik raises on purpose."""


class ConfigError(AgentikError):
    """A setting has a value that cannot be used."""


class MemoryStoreError(AgentikError):
    """Base of the memory store's refusals."""


class NoteNotFound(MemoryStoreError):
    """No memory note has this id."""

    def __init__(self, note_id: str):
        super().__init__(f"no memory note with id {note_id!r}; list ids with `agentik memory list`")
        self.note_id = note_id


class InvalidInput(MemoryStoreError):
    """An argument is malformed (unknown category, empty content, bad paging...)."""


class RefusedContent(MemoryStoreError):
    """The guard refused the content: it holds a secret or tries to steer the agent.

    ``kind`` names what was found (e.g. "OpenAI API key"); the secret itself is never echoed.
    """

    def __init__(self, kind: str, message: str | None = None):
        super().__init__(
            message
            or f"refused: the content looks like it holds a {kind}; remove it and save the fact without it"
        )
        self.kind = kind


class StoreUnavailable(MemoryStoreError):
    """The backing database or files cannot be opened or written."""


class BudgetExceeded(MemoryStoreError):
    """A file store's character budget would be exceeded by this write."""


class EmbeddingError(AgentikError):
    """Base of embedding failures."""


class EmbeddingUnavailable(EmbeddingError):
    """The embedding model or service cannot embed right now (outage, timeout, missing model)."""


class EmbeddingCircuitOpen(EmbeddingUnavailable):
    """The embedding service failed moments ago; it is not called again until its cool-down ends.

    Raised at once, without a call: the failure that opened the circuit was reported already, so a
    caller that falls back (store without a vector, search by keyword) need not report it again."""


class LLMError(AgentikError):
    """Base of language-model failures."""


class NoModelConfigured(LLMError):
    """No chat model (or no key for it) is configured."""


class LLMCallFailed(LLMError):
    """The provider call failed after its retries."""


__all__ = [
    "AgentikError",
    "ConfigError",
    "MemoryStoreError",
    "NoteNotFound",
    "InvalidInput",
    "RefusedContent",
    "StoreUnavailable",
    "BudgetExceeded",
    "EmbeddingError",
    "EmbeddingUnavailable",
    "EmbeddingCircuitOpen",
    "LLMError",
    "NoModelConfigured",
    "LLMCallFailed",
]
