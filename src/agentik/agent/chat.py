"""ChatAgent: a model, a memory and working memory, put together into conversations.

    >>> from agentik.app import open_chat_agent
    >>> with open_chat_agent() as agent:                          # doctest: +SKIP
    ...     conversation = agent.conversation()
    ...     print(conversation.send("Hi! I deploy with k3s."))

The agent takes everything it works with by constructor and opens nothing itself
(`open_chat_agent` opens the stores AGENTIK_* settings describe). It holds what every conversation
shares: the model (`llm`), the memory store (`store`), working memory (a ConversationStore), the
prefetcher, the memory tools (`toolbox`), the reviewer and its background runner, and the optional
compressor hook (see agentik.agent.hooks). A conversation gets only the parts a turn needs
(agentik.agent.turn.TurnParts), never the agent. For your own loop, use
`agent.prefetcher.prefetch(...)` before a turn and `agent.reviewer.review(messages, language)` (or
`agent.schedule_review(...)` for the background) after it.
"""

from __future__ import annotations

import logging
from typing import Callable, Sequence

from ..errors import AgentikError
from ..notes.conversations import ConversationStore
from ..notes.messages import Message
from ..notes.model import Source
from ..memory.prefetch import MemoryPrefetcher
from ..memory.store import MemoryStore
from ..memory.tools import MemoryTools
from ..settings import Settings
from .compression.tokens import TokenEstimator
from .conversation import ChatConversation
from .guidance import system_instruction
from .hooks import ConversationCompressor
from .journal import JournaledStore, MemoryAction, MemoryJournal
from .llm import LLM
from .review import BackgroundReviews, MemoryReviewer
from .skills import Skills
from .toolbox import ToolBox
from .turn import MAX_TOOL_ROUNDS, TurnParts
from .window import WindowBudget

log = logging.getLogger(__name__)


class ChatAgent:
    """An agent with long-term memory. Thread-safe for one conversation per thread; close it when done."""

    max_tool_rounds = MAX_TOOL_ROUNDS
    """Most model requests in one turn; past it the turn fails instead of looping."""

    def __init__(
        self,
        *,
        llm: LLM,
        store: MemoryStore,
        working_memory: ConversationStore,
        settings: Settings | None = None,
        reviewer: MemoryReviewer | None = None,
        compressor: ConversationCompressor | None = None,
        tools: Sequence[Callable[..., str]] = (),
        instructions: str | None = None,
        journal: MemoryJournal | None = None,
        on_close: Sequence[Callable[[], None]] = (),
        skills: Skills | None = None,
    ) -> None:
        """The memory tools and the default reviewer write through a JournaledStore, so `journal`
        (a fresh one by default) lists each change they make to memory; a `reviewer` you pass keeps
        its own store (give it `JournaledStore(store, journal)` to have its saves listed too).
        `on_close`: called by close() after the reviews stopped, in order (e.g. closing the stores
        the caller opened for this agent)."""
        self.llm = llm
        self.store = store
        self.working_memory = working_memory
        self.settings = settings or Settings()
        self.compressor = compressor
        model = getattr(llm, "model", None)
        model = model if isinstance(model, str) and model else None
        # the budgets of the model's context window: a small one gets compact ones (agentik.agent.window)
        self.window = WindowBudget(TokenEstimator.from_settings(self.settings, model=model).context_limit)
        self.prefetcher = MemoryPrefetcher(store, top_k=self.settings.prefetch_top_k,
                                           char_budget=self.window.prefetch_chars(self.settings.prefetch_char_budget))
        self.journal = journal if journal is not None else MemoryJournal()
        journaled = JournaledStore(store, self.journal)
        self.memory_tools = MemoryTools(journaled, source=Source.AGENT_SAVE, prefetcher=self.prefetcher)
        self.skills = skills
        skill_tools = skills.tools().functions() if skills is not None else []
        self.toolbox = ToolBox([*self.memory_tools.functions(), *skill_tools, *tools], compact=self.window.compact)
        self.base_instructions = instructions if instructions is not None else system_instruction(
            compact=self.window.compact)
        self.reviewer = reviewer or MemoryReviewer(
            llm, journaled, estimator=TokenEstimator.from_settings(self.settings), compact=self.window.compact,
            skills=skills)
        self.reviews = BackgroundReviews(self.reviewer)
        self._on_close = list(on_close)
        self._closed = False

    @property
    def instructions(self) -> str:
        """The system instruction of the next request: the base, then the skills index (read anew, so
        a skill saved or edited by hand is listed from the next request on)."""
        index = self.skills.instruction() if self.skills is not None else ""
        return f"{self.base_instructions}\n\n{index}" if index else self.base_instructions

    def skill_block(self, text: str, language: str) -> str:
        """The skills that fit a user message, as a block for its prefix ("" when none fit or the
        skills cannot be read now: a turn never fails for them)."""
        if self.skills is None:
            return ""
        try:
            return self.skills.prefetch_block(text, language)
        except AgentikError as exc:
            log.warning("skill prefetch failed; this turn goes without matching skills: %s", exc)
            return ""

    def conversation(self, id: str | None = None, *, create: bool = True) -> ChatConversation:
        """Open conversation `id` (created when new), or start a fresh one with id=None.

        With create=False an unknown id raises ConversationNotFound.
        """
        if id is not None and not create:
            info = self.working_memory.get_conversation(id)
        else:
            info = self.working_memory.create_conversation(id)
        return ChatConversation(self.turn_parts(), info.id)

    def turn_parts(self) -> TurnParts:
        """What a conversation of this agent runs its turns with (a new conversation gets them)."""
        return TurnParts(llm=self.llm, toolbox=self.toolbox, prefetcher=self.prefetcher, settings=self.settings,
                         working_memory=self.working_memory, instructions=lambda: self.instructions,
                         skill_block=self.skill_block,
                         schedule_review=self.reviews.schedule, compressor=self.compressor,
                         max_tool_rounds=self.max_tool_rounds, context_blocks=self.window.context_blocks)

    def undo_memory_action(self) -> MemoryAction | None:
        """Revert the last change the agent (its tools or its review) made to memory; None when
        there is none left. See agentik.agent.journal for what each undo does."""
        return self.journal.undo(self.store)

    def schedule_review(self, messages: list[Message], language: str, *,
                        on_success: Callable[[], None] | None = None,
                        on_failure: Callable[[], None] | None = None) -> None:
        """Review these records in the background (never blocks; failures are logged, then reported
        through `on_failure`)."""
        self.reviews.schedule(messages, language, on_success=on_success, on_failure=on_failure)

    def close(self, *, timeout: float = 5.0) -> None:
        """Stop background reviews (bounded wait), then run `on_close` (what the opener asked for)."""
        if self._closed:
            return
        self._closed = True
        self.reviews.close(timeout)
        for close in self._on_close:
            close()

    def __enter__(self) -> "ChatAgent":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<ChatAgent model={getattr(self.llm, 'model', '?')} tools={','.join(self.toolbox.names)}>"
