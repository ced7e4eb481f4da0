"""The composition root: settings in, the configured memory (and what is built on it) out, once.

    >>> with open_app(home="/tmp/demo") as app:                     # doctest: +SKIP
    ...     app.memory.save("Prefers tea to coffee", "preference")

Every edge starts here: the CLI, `agentik chat`, the MCP server and the HTTP server. This is the one
place that knows which backend, conversation store, embedding model and chat model the AGENTIK_*
settings choose (each from its registry, agentik.plugins) and wires them together; nothing below it
opens a store: ChatAgent, the memory core and the backends are handed what they use.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .backends import open_backend
from .embedding.base import Embedder
from .embedding.disk_cache import disk_cached
from .embedding.registry import embedder_from_settings, second_opinion_from_settings
from .errors import StoreUnavailable
from .memory.core import Memory
from .memory.embedding_jobs import usable, vector_space
from .memory.ranking import RankingWeights
from .notes.conversations import ConversationStore
from .plugins import CONVERSATION_STORES, CURATOR_JOURNALS, DEFAULT_CONVERSATION_STORE
from .settings import Settings

if TYPE_CHECKING:  # the agent is imported when one is opened: memory commands never load it
    from .agent.chat import ChatAgent
    from .agent.curator.daily import DailyCurator
    from .agent.curator.run import Curator
    from .agent.hooks import ConversationCompressor
    from .agent.llm import LLM
    from .agent.skills import Skills


def open_memory(settings: Settings | None = None, **overrides: Any) -> Memory:
    """The memory that AGENTIK_* settings describe (overrides win over the environment).

    >>> store = open_memory(home="/tmp/demo")          # doctest: +SKIP
    >>> store.save("Prefers tea to coffee", "preference")  # doctest: +SKIP
    """
    settings = settings or Settings.from_env(**overrides)
    _make_home(settings)
    embedder = embedder_from_settings(settings)
    if embedder is not None:  # vectors seen before come from agentik.db (AGENTIK_EMBEDDING_CACHE_MB)
        embedder = disk_cached(embedder, settings.db_path, limit_mb=settings.embedding_cache_mb)
    second = second_opinion_from_settings(settings) if embedder is not None else None
    if second is not None:
        second = second_disk_cached(second, settings)
    return memory_over(settings, embedder, second=second)


def second_disk_cached(second: Embedder, settings: Settings) -> Embedder:
    """The second model (agentik.memory.second_opinion) over agentik.db's disk cache: its passages only
    (its query embeds faster than the write that would keep it), as int8 rows (a 512-dim float32 row
    spills out of its page; the vectors only re-sort a list)."""
    return disk_cached(second, settings.db_path, limit_mb=settings.embedding_cache_mb, kinds=("passage",), compact=True)


def memory_over(settings: Settings, embedder: Embedder | None, *, second: Embedder | None = None) -> Memory:
    """The configured backend (AGENTIK_MEMORY_STORE) under the one Memory, with this embedder (and the
    second model a cross-language search asks, agentik.memory.second_opinion)."""
    embedder = usable(embedder)
    backend = open_backend(settings.memory_store, settings, vector_space(embedder))
    return Memory(backend, embedder=embedder, weights=RankingWeights.from_settings(settings), second=second)


def open_skills(settings: Settings | None = None, *, embedder: Embedder | None = None, **overrides: Any) -> "Skills":
    """The skills of AGENTIK_HOME/skills and AGENTIK_SKILLS_DIRS, usage in agentik.db (close it when done).

    Without `embedder` skills are matched (and near-duplicates found) by keywords only, so a CLI
    command does not load an embedding model.
    """
    from .agent.skills import Skills

    settings = settings or Settings.from_env(**overrides)
    _make_home(settings)
    return Skills.from_settings(settings, embedder=embedder)


@dataclass
class App:
    """What one process works with, opened once and closed together: the settings, the memory and
    (on first use) the conversations."""

    settings: Settings
    memory: Memory
    _conversations: ConversationStore | None = field(default=None, repr=False)
    _closers: list[Callable[[], None]] = field(default_factory=list, repr=False)

    @property
    def conversations(self) -> ConversationStore:
        """The conversation store (working memory) beside the memory, opened on first use."""
        if self._conversations is None:
            self._conversations = CONVERSATION_STORES.load(conversation_store_name(self.settings))(self.settings)
            self._closers.append(self._conversations.close)
        return self._conversations

    def close(self) -> None:
        """Close everything this app opened, newest first; closing twice is harmless."""
        while self._closers:
            self._closers.pop()()

    def __enter__(self) -> "App":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def open_app(settings: Settings | None = None, **overrides: Any) -> App:
    """Build the memory the settings describe, once; the caller closes the App."""
    settings = settings or Settings.from_env(**overrides)
    memory = open_memory(settings)
    return App(settings=settings, memory=memory, _closers=[memory.close])


def open_chat_agent(
    settings: Settings | None = None,
    *,
    model: str | None = None,
    llm: "LLM | None" = None,
    compressor: "ConversationCompressor | None" = None,
) -> "ChatAgent":
    """The agent AGENTIK_* settings describe: model (or `model`/`llm`), the memory and the
    conversations in agentik.db and the skills (AGENTIK_HOME/skills). Closing the agent closes them all.

    Raises NoModelConfigured before opening anything when no model is set.
    """
    from .agent.chat import ChatAgent
    from .agent.llm import llm_from_settings
    from .agent.skills import Skills

    settings = settings or Settings.from_env()
    llm = llm or llm_from_settings(settings, model=model)
    app = open_app(settings)
    try:
        skills = Skills.from_settings(settings, embedder=app.memory.embedder)
        app._closers.append(skills.close)
        return ChatAgent(llm=llm, store=app.memory, working_memory=app.conversations, settings=settings,
                         compressor=compressor, skills=skills, on_close=(app.close,))
    except BaseException:
        app.close()
        raise


def open_curator(settings: Settings, memory: Memory, *, llm: "LLM | None" = None) -> "Curator":
    """The curator over this memory, its journal in agentik.db; its model (only consolidation asks
    one) is `llm` or AGENTIK_MODEL's, made on first need. The caller closes it (`curator.close()`).

    Other stores join the curator here as Archivable sources (agentik.agent.curator.policy): the
    skills of AGENTIK_HOME/skills (their usage in agentik.db), opened here and closed with it."""
    from .agent.curator.journal import Journal
    from .agent.curator.run import Curator
    from .agent.llm import llm_from_settings
    from .agent.skills import Skills

    if settings.memory_store in CURATOR_JOURNALS:  # beside the notes (postgres: one lease per namespace)
        journal = CURATOR_JOURNALS.load(settings.memory_store)(settings)
    else:
        journal = Journal(settings.db_path)
    try:
        skills = Skills.from_settings(settings, embedder=memory.embedder)
    except BaseException:
        journal.close()
        raise
    return Curator(memory, journal, settings, llm=llm or (lambda: llm_from_settings(settings)),
                   skills=skills, on_close=[skills.close])


def daily_curator(settings: Settings, memory: Memory, *, llm: "LLM | None" = None,
                  tell: Callable[[str], None] | None = None) -> "DailyCurator":
    """The background daily curator of a long-running process, started; `stop()` it before closing
    the memory."""
    from .agent.curator.daily import DailyCurator

    return DailyCurator(open_curator(settings, memory, llm=llm), tell=tell).start()


def conversation_store_name(settings: Settings) -> str:
    """Conversations live beside the memory when its store keeps them (postgres), else in agentik.db."""
    store = settings.memory_store
    return store if store in CONVERSATION_STORES else DEFAULT_CONVERSATION_STORE


def _make_home(settings: Settings) -> None:
    try:
        settings.home.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreUnavailable(f"cannot create AGENTIK_HOME {settings.home}: {exc.strerror or exc}; "
                               "point AGENTIK_HOME at a writable folder") from None
