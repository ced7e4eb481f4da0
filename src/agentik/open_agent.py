"""Opening a chat agent from settings: the stores, the model and the agent, built once.

This is composition, not agent logic: it opens the memory store and the conversation store that
AGENTIK_* settings describe and hands them to ChatAgent, which opens nothing itself. It belongs
with the other openers in the composition root (agentik.app) and moves there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import AgentikError
from .settings import Settings

if TYPE_CHECKING:
    from .agent.chat import ChatAgent
    from .agent.hooks import ConversationCompressor
    from .agent.llm import LLM


def open_chat_agent(
    settings: Settings | None = None,
    *,
    model: str | None = None,
    llm: "LLM | None" = None,
    compressor: "ConversationCompressor | None" = None,
) -> "ChatAgent":
    """The agent AGENTIK_* settings describe: model (or `model`/`llm`), memory store and the
    conversations in agentik.db. Closing the agent closes both stores.

    Raises NoModelConfigured before opening anything when no model is set.
    """
    from .agent.chat import ChatAgent
    from .agent.llm import llm_from_settings
    from .backends.sqlite.conversations import open_sqlite_conversations
    from .memory.open import open_memory

    settings = settings or Settings.from_env()
    llm = llm or llm_from_settings(settings, model=model)
    store = open_memory(settings)
    try:
        conversations = open_sqlite_conversations(settings)
    except AgentikError:
        store.close()
        raise
    try:
        return ChatAgent(llm=llm, store=store, working_memory=conversations, settings=settings,
                         compressor=compressor, on_close=(conversations.close, store.close))
    except BaseException:
        conversations.close()
        store.close()
        raise


__all__ = ["open_chat_agent"]
