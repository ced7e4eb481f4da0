"""The one table from an agentik error to what each edge reports: the CLI's exit code, the HTTP
status, and the stable code that MCP tool errors, agent tool errors and `--json` carry with the message.

    >>> row = describe(NoteNotFound("mem-1"))
    >>> (row.code, row.exit_code, row.http_status)
    ('note_not_found', 1, 404)
    >>> error_body(NoteNotFound("mem-1"))["error"]["code"]
    'note_not_found'

A class is looked up along its MRO, so a subclass without a row of its own (a plugin's error)
gets its parent's; the code is the exception's own ``code`` attribute (agentik.errors), inherited
the same way. Exit codes: 1 = the request was refused (bad input, a refusal, an unknown id, a
setting to fix: the README's documented 1); 69 = something agentik needs is unavailable right now
(the store's file or database, the embedding service, the LLM provider), as sysexits.h's
EX_UNAVAILABLE; 2 is a usage error (click's; with `--json` its body has the code "usage_error"). The CLI, the MCP server and the HTTP server call
`describe` / `error_body`, never their own mapping.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import (
    INTERNAL_ERROR_CODE,
    AgentikError,
    BudgetExceeded,
    ConfigError,
    ConversationNotFound,
    CuratorBusy,
    DuplicateNote,
    EmbeddingError,
    EmbeddingCircuitOpen,
    EmbeddingUnavailable,
    InvalidInput,
    LLMCallFailed,
    LLMError,
    MemoryStoreError,
    NoModelConfigured,
    NoteNotFound,
    RefusedContent,
    SkillError,
    SkillNotFound,
    InvalidSkill,
    StaleSkill,
    DuplicateSkill,
    StoreUnavailable,
)

EXIT_REFUSED = 1
"""The request cannot be done as asked: fix the input, the id or the setting and run it again."""
EXIT_UNAVAILABLE = 69
"""Something agentik depends on cannot be used right now; `agentik doctor` says what."""
EXIT_INTERNAL = 70
"""A bug (sysexits.h EX_SOFTWARE); the CLI lets such an exception show its traceback instead."""


@dataclass(frozen=True)
class ErrorRow:
    """How the edges report one error: stable code, CLI exit code, HTTP status."""

    code: str
    exit_code: int
    http_status: int


ERROR_TABLE: dict[type[AgentikError], tuple[int, int]] = {
    # class                 (CLI exit code,   HTTP status)
    AgentikError:           (EXIT_REFUSED,     500),
    ConfigError:            (EXIT_REFUSED,     500),  # the server's settings are wrong, not the request
    MemoryStoreError:       (EXIT_REFUSED,     400),
    NoteNotFound:           (EXIT_REFUSED,     404),
    ConversationNotFound:   (EXIT_REFUSED,     404),
    InvalidInput:           (EXIT_REFUSED,     400),
    DuplicateNote:          (EXIT_REFUSED,     409),
    RefusedContent:         (EXIT_REFUSED,     422),
    StoreUnavailable:       (EXIT_UNAVAILABLE, 503),
    CuratorBusy:            (EXIT_UNAVAILABLE, 409),
    BudgetExceeded:         (EXIT_REFUSED,     507),  # Insufficient Storage: archive or delete notes first
    SkillError:             (EXIT_REFUSED,     400),
    SkillNotFound:          (EXIT_REFUSED,     404),
    InvalidSkill:           (EXIT_REFUSED,     400),
    StaleSkill:             (EXIT_REFUSED,     409),
    DuplicateSkill:         (EXIT_REFUSED,     409),
    EmbeddingError:         (EXIT_UNAVAILABLE, 503),
    EmbeddingUnavailable:   (EXIT_UNAVAILABLE, 503),
    EmbeddingCircuitOpen:   (EXIT_UNAVAILABLE, 503),
    LLMError:               (EXIT_UNAVAILABLE, 502),
    NoModelConfigured:      (EXIT_REFUSED,     503),  # exit 1 as the README documents for `agentik chat`
    LLMCallFailed:          (EXIT_UNAVAILABLE, 502),
}
"""Every AgentikError class → (exit code, HTTP status). A test fails when a class has no row."""

INTERNAL = ErrorRow(INTERNAL_ERROR_CODE, EXIT_INTERNAL, 500)
"""The row of an exception that is not an AgentikError (a bug)."""
USAGE = ErrorRow("usage_error", 2, 400)
"""A command line the CLI cannot parse (unknown option, value out of range): click's exit code 2."""


def describe(exc: BaseException) -> ErrorRow:
    """The row for `exc`: its class's, or the nearest ancestor's; INTERNAL for a non-agentik exception."""
    if not isinstance(exc, AgentikError):
        return INTERNAL
    for klass in type(exc).__mro__:
        row = ERROR_TABLE.get(klass)  # type: ignore[call-overload]
        if row is not None:
            return ErrorRow(exc.code, *row)
    return ErrorRow(exc.code, EXIT_REFUSED, 500)  # unreachable: AgentikError itself has a row


def error_body(exc: BaseException, *, message: str | None = None) -> dict[str, Any]:
    """`{"error": {"code": ..., "message": ...}}`: the JSON form of an error in `--json`, MCP and HTTP.

    A non-agentik exception is a bug: its body says so without its text unless `message` is given,
    so nothing internal leaks to a client.
    """
    if isinstance(exc, AgentikError):
        return {"error": {**exc.as_dict(), **({"message": message} if message else {})}}
    return {"error": {"code": INTERNAL_ERROR_CODE,
                      "message": message or f"internal error ({type(exc).__name__}); see the server's log"}}


def usage_error_body(message: str) -> dict[str, Any]:
    """The body of a command-line usage error (`agentik memory search x -k 0 --json`)."""
    return {"error": {"code": USAGE.code, "message": message}}


def error_line(exc: BaseException) -> str:
    """The one line a person reads: `error: <message>`."""
    return f"error: {exc}"


__all__ = ["ERROR_TABLE", "ErrorRow", "INTERNAL", "USAGE", "describe", "error_body", "usage_error_body", "error_line",
           "EXIT_REFUSED", "EXIT_UNAVAILABLE", "EXIT_INTERNAL"]
