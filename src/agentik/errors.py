"""The named exceptions of agentik.

The core raises these; only the edges (CLI, MCP, HTTP, tools) turn them into exit codes, tool
results or HTTP statuses (agentik.edges.errors holds the one table that does). Every message is
one line that says what went wrong and what to do. Every class carries a stable machine ``code``
(a class attribute) that clients may branch on; the message is for people and may change.

    AgentikError                     agentik_error
    ├── ConfigError                  config_error            a setting has a value we cannot use
    ├── MemoryStoreError             memory_error
    │   ├── NoteNotFound             note_not_found          no note has this id
    │   ├── ConversationNotFound     conversation_not_found  no conversation has this id
    │   ├── InvalidInput             invalid_input           bad category, empty content, bad paging...
    │   │   └── DuplicateNote        duplicate_note          an edit would make a note the twin of another
    │   ├── RefusedContent           refused_content         the guard refused the content (secret / injection)
    │   ├── StoreUnavailable         store_unavailable       the backing file or database cannot be used
    │   │   └── CuratorBusy          curator_busy            another process is curating right now
    │   └── BudgetExceeded           budget_exceeded         a file store's character budget would be exceeded
    ├── SkillError                   skill_error
    │   ├── SkillNotFound            skill_not_found         no live skill has this name
    │   ├── InvalidSkill             invalid_skill           a bad name, description, body or SKILL.md
    │   ├── StaleSkill               stale_skill             an update named a version that is no longer current
    │   └── DuplicateSkill           duplicate_skill         a new skill would near-copy an existing one
    ├── EmbeddingError               embedding_error
    │   └── EmbeddingUnavailable     embedding_unavailable   the embedding service/model cannot embed right now
    │       └── EmbeddingCircuitOpen embedding_circuit_open  it failed moments ago and is not called again yet
    └── LLMError                     llm_error
        ├── NoModelConfigured        no_model_configured     no model/key is configured for chat
        └── LLMCallFailed            llm_call_failed         the provider call failed after retries
"""

from __future__ import annotations

from typing import ClassVar

INTERNAL_ERROR_CODE = "internal_error"
"""The code reported for an exception that is not an AgentikError (a bug), where it is reported at all."""


class AgentikError(Exception):
    """Base of every error agentik raises on purpose."""

    code: ClassVar[str] = "agentik_error"
    """Stable machine-readable name of the error (snake_case); a subclass without its own inherits it."""

    def as_dict(self) -> dict[str, str]:
        """`{"code": ..., "message": ...}`: the form every edge reports an error in."""
        return {"code": self.code, "message": str(self)}


class ConfigError(AgentikError):
    """A setting has a value that cannot be used."""

    code = "config_error"


class MemoryStoreError(AgentikError):
    """Base of the memory store's refusals."""

    code = "memory_error"


class NoteNotFound(MemoryStoreError):
    """No memory note has this id."""

    code = "note_not_found"

    def __init__(self, note_id: str) -> None:
        super().__init__(f"no memory note with id {note_id!r}; list ids with `agentik memory list`")
        self.note_id = note_id


class ConversationNotFound(MemoryStoreError):
    """No conversation (working memory) has this id."""

    code = "conversation_not_found"


class InvalidInput(MemoryStoreError):
    """An argument is malformed (unknown category, empty content, bad paging...)."""

    code = "invalid_input"


class DuplicateNote(InvalidInput):
    """An edit would give a note the content and category another note of its scope already has."""

    code = "duplicate_note"

    def __init__(self, twin_id: str):
        super().__init__(f"note {twin_id} already holds this content in this category and scope; "
                         "delete one of the two instead")
        self.twin_id = twin_id


class RefusedContent(MemoryStoreError):
    """The guard refused the content: it holds a secret or tries to steer the agent.

    ``kind`` names what was found (e.g. "OpenAI API key"); the secret itself is never echoed.
    """

    code = "refused_content"

    def __init__(self, kind: str, message: str | None = None) -> None:
        super().__init__(
            message
            or f"refused: the content looks like it holds a {kind}; remove it and save the fact without it"
        )
        self.kind = kind


class StoreUnavailable(MemoryStoreError):
    """The backing database or files cannot be opened or written."""

    code = "store_unavailable"


class CuratorBusy(StoreUnavailable):
    """Another agentik process is curating right now (it holds the curator's lease)."""

    code = "curator_busy"


class BudgetExceeded(MemoryStoreError):
    """A file store's character budget would be exceeded by this write."""

    code = "budget_exceeded"


class SkillError(AgentikError):
    """Base of the skill store's refusals."""

    code = "skill_error"


class SkillNotFound(SkillError):
    """No skill has this name (or it is archived where a live one is needed)."""

    code = "skill_not_found"

    def __init__(self, name: str, message: str | None = None) -> None:
        super().__init__(message or f"no skill named {name!r}; list them with `agentik skills list`")
        self.name = name


class InvalidSkill(SkillError):
    """A skill's name, description or body breaks the Agent Skills format or a limit."""

    code = "invalid_skill"


class StaleSkill(SkillError):
    """An update named a version (etag) of the skill that is no longer the current one."""

    code = "stale_skill"


class DuplicateSkill(SkillError):
    """A new skill's name and description nearly copy a live skill's; ``similar`` names them."""

    code = "duplicate_skill"

    def __init__(self, similar: list[str]) -> None:
        names = ", ".join(similar)
        super().__init__(f"a similar skill exists already ({names}); update {similar[0]} instead "
                         "of creating a near-copy")
        self.similar = similar


class EmbeddingError(AgentikError):
    """Base of embedding failures."""

    code = "embedding_error"


class EmbeddingUnavailable(EmbeddingError):
    """The embedding model or service cannot embed right now (outage, timeout, missing model)."""

    code = "embedding_unavailable"


class EmbeddingCircuitOpen(EmbeddingUnavailable):
    """The embedding service failed moments ago; it is not called again until its cool-down ends.

    Raised at once, without a call: the failure that opened the circuit was reported already, so a
    caller that falls back (store without a vector, search by keyword) need not report it again."""

    code = "embedding_circuit_open"


class LLMError(AgentikError):
    """Base of language-model failures."""

    code = "llm_error"


class NoModelConfigured(LLMError):
    """No chat model (or no key for it) is configured."""

    code = "no_model_configured"


class LLMCallFailed(LLMError):
    """The provider call failed after its retries."""

    code = "llm_call_failed"


__all__ = [
    "AgentikError",
    "ConfigError",
    "MemoryStoreError",
    "NoteNotFound",
    "ConversationNotFound",
    "InvalidInput",
    "DuplicateNote",
    "RefusedContent",
    "StoreUnavailable",
    "CuratorBusy",
    "BudgetExceeded",
    "SkillError",
    "SkillNotFound",
    "InvalidSkill",
    "StaleSkill",
    "DuplicateSkill",
    "EmbeddingError",
    "EmbeddingUnavailable",
    "EmbeddingCircuitOpen",
    "LLMError",
    "NoModelConfigured",
    "LLMCallFailed",
]
