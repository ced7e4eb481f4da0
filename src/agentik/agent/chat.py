"""ChatAgent: a model, a memory and working memory, put together into conversations.

    >>> with ChatAgent.from_settings() as agent:                 # doctest: +SKIP
    ...     conversation = agent.conversation()
    ...     print(conversation.send("Hi! I deploy with k3s."))

The agent owns what every conversation shares: the model (`llm`), the memory store (`store`),
working memory, the prefetcher, the memory tools (`toolbox`), the reviewer and its background
runner, and the optional compressor hook (see agentik.agent.hooks). For your own loop, use
`agent.prefetcher.prefetch(...)` before a turn and `agent.reviewer.review(messages, language)` (or
`agent.schedule_review(...)` for the background) after it.
"""

from __future__ import annotations

import logging
from typing import Callable, Sequence

from ..errors import AgentikError
from ..notes.model import Source
from ..memory.prefetch import MemoryPrefetcher
from ..memory.store import MemoryStore
from ..memory.tools import MemoryTools
from ..settings import Settings
from .conversation import ChatConversation
from .guidance import system_instruction
from .hooks import ConversationCompressor
from .llm import LLM, llm_from_settings
from .messages import Message
from .compression.tokens import TokenEstimator
from .review import BackgroundReviews, MemoryReviewer
from .skills import Skills
from .toolbox import ToolBox
from .working_memory import WorkingMemory

log = logging.getLogger(__name__)


class ChatAgent:
    """An agent with long-term memory. Thread-safe for one conversation per thread; close it when done."""

    max_tool_rounds = 8
    """Most model requests in one turn; past it the turn fails instead of looping."""

    def __init__(
        self,
        *,
        llm: LLM,
        store: MemoryStore,
        working_memory: WorkingMemory,
        settings: Settings | None = None,
        reviewer: MemoryReviewer | None = None,
        compressor: ConversationCompressor | None = None,
        tools: Sequence[Callable[..., str]] = (),
        instructions: str | None = None,
        skills: Skills | None = None,
    ) -> None:
        self.llm = llm
        self.store = store
        self.working_memory = working_memory
        self.settings = settings or Settings()
        self.compressor = compressor
        self.prefetcher = MemoryPrefetcher.from_settings(store, self.settings)
        self.memory_tools = MemoryTools(store, source=Source.AGENT_SAVE, prefetcher=self.prefetcher)
        self.skills = skills
        skill_tools = skills.tools().functions() if skills is not None else []
        self.toolbox = ToolBox([*self.memory_tools.functions(), *skill_tools, *tools])
        self.base_instructions = instructions if instructions is not None else system_instruction()
        self.reviewer = reviewer or MemoryReviewer(llm, store, estimator=TokenEstimator.from_settings(self.settings),
                                                   skills=skills)
        self.reviews = BackgroundReviews(self.reviewer)
        self._owned: list[Callable[[], None]] = []
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

    @classmethod
    def from_settings(
        cls,
        settings: Settings | None = None,
        *,
        model: str | None = None,
        llm: LLM | None = None,
        compressor: ConversationCompressor | None = None,
    ) -> "ChatAgent":
        """The agent AGENTIK_* settings describe: model (or `model`/`llm`), memory store and agentik.db.

        Raises NoModelConfigured before opening anything when no model is set.
        """
        from ..app import open_memory

        settings = settings or Settings.from_env()
        llm = llm or llm_from_settings(settings, model=model)
        store = open_memory(settings)
        try:
            working_memory = WorkingMemory(settings.db_path)
        except AgentikError:
            store.close()
            raise
        try:
            skills = Skills.from_settings(settings, embedder=getattr(store, "embedder", None))
        except AgentikError:
            working_memory.close()
            store.close()
            raise
        agent = cls(llm=llm, store=store, working_memory=working_memory, settings=settings, compressor=compressor,
                    skills=skills)
        agent._owned = [skills.close, working_memory.close, store.close]
        return agent

    def conversation(self, id: str | None = None, *, create: bool = True) -> ChatConversation:
        """Open conversation `id` (created when new), or start a fresh one with id=None.

        With create=False an unknown id raises ConversationNotFound.
        """
        if id is not None and not create:
            info = self.working_memory.get_conversation(id)
        else:
            info = self.working_memory.create_conversation(id)
        return ChatConversation(self, info.id)

    def schedule_review(self, messages: list[Message], language: str, *,
                        on_success: Callable[[], None] | None = None,
                        on_failure: Callable[[], None] | None = None) -> None:
        """Review these records in the background (never blocks; failures are logged, then reported
        through `on_failure`)."""
        self.reviews.schedule(messages, language, on_success=on_success, on_failure=on_failure)

    def close(self, *, timeout: float = 5.0) -> None:
        """Stop background reviews (bounded wait), then close what from_settings opened."""
        if self._closed:
            return
        self._closed = True
        self.reviews.close(timeout)
        for close in self._owned:
            close()

    def __enter__(self) -> "ChatAgent":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<ChatAgent model={getattr(self.llm, 'model', '?')} tools={','.join(self.toolbox.names)}>"
