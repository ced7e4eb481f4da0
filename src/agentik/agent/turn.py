"""What a conversation's turns need, handed over as one small object instead of the whole agent.

ChatAgent builds a `TurnParts` for each conversation it opens. A conversation reads only these: the
model, the tools, the prefetcher, the settings, working memory, the system instruction, the review
scheduler and the compressor hook. So a conversation (and the compressor walking it) never reaches
back into the agent, and a test or another runtime can give a conversation its parts directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Protocol, Sequence

if TYPE_CHECKING:
    from ..notes.conversations import ConversationStore
    from ..notes.messages import Message
    from ..memory.prefetch import MemoryPrefetcher
    from ..settings import Settings
    from .hooks import ConversationCompressor
    from .llm import LLM
    from .toolbox import ToolBox

MAX_TOOL_ROUNDS = 8
"""Most model requests in one turn; past it the turn fails instead of looping."""


class ReviewScheduler(Protocol):
    """Hands records to the background memory review (never blocks). `on_success` runs once the
    review finished, `on_failure` when it failed; either may be left out."""

    def __call__(self, messages: Sequence["Message"], language: str, *,
                 on_success: Callable[[], None] | None = None,
                 on_failure: Callable[[], None] | None = None) -> None: ...


@dataclass(frozen=True)
class TurnParts:
    """Everything a conversation uses to run a turn — and nothing else of the agent."""

    llm: "LLM"
    toolbox: "ToolBox"
    prefetcher: "MemoryPrefetcher"
    settings: "Settings"
    working_memory: "ConversationStore"
    instructions: Callable[[], str]
    """The system instruction sent first in every request (read per request: the skills index in it
    follows skills saved or edited meanwhile)."""
    schedule_review: ReviewScheduler
    compressor: "ConversationCompressor | None" = None
    max_tool_rounds: int = MAX_TOOL_ROUNDS
    skill_block: Callable[[str, str], str] = lambda text, language: ""
    """The skills that fit a user message (text, language), as a block for its prefix ("" for none)."""
    context_blocks: int | None = None
    """How many of the latest user messages carry their memory context block (None: all in view,
    so every request repeats the same prefix; a small window sends only the latest)."""


__all__ = ["MAX_TOOL_ROUNDS", "ReviewScheduler", "TurnParts"]
