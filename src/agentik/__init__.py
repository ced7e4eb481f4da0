"""agentik — a local-first agent runtime whose heart is long-term memory.

    >>> import agentik
    >>> store = agentik.open_memory(home="/tmp/agentik-demo")            # doctest: +SKIP
    >>> store.save("Пользователь живёт в Берлине", "user")               # doctest: +SKIP
    >>> store.search("where does the user live?", k=3)                   # doctest: +SKIP

Names are imported lazily, so `import agentik` stays cheap (no numpy, no litellm, no model).
The public surface is exactly `__all__` (tests/edges/test_exports.py pins it): module-level helpers here
are underscored so that nothing else looks public.
"""

import os as _os
from importlib import import_module as _import_module
from typing import TYPE_CHECKING as _TYPE_CHECKING
from typing import Any as _Any

# Embedding engines and BLAS on one thread unless the user says otherwise: on a 2-core machine two
# threads were 10–25× slower. This only takes effect when set before numpy/the engine load.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    _os.environ.setdefault(_var, "1")

__version__ = "0.1.0"

_EXPORTS: dict[str, str] = {
    # memory
    "MemoryNote": "agentik.notes.model",
    "MemoryCategory": "agentik.notes.model",
    "Source": "agentik.notes.model",
    "SearchHit": "agentik.notes.model",
    "MemoryStore": "agentik.memory.store",
    "open_memory": "agentik.app",
    "open_app": "agentik.app",
    "App": "agentik.app",
    "Memory": "agentik.memory.core",
    "Settings": "agentik.settings",
    "MemoryPrefetcher": "agentik.memory.prefetch",
    "Prefetch": "agentik.memory.prefetch",
    "HashEmbedder": "agentik.embedding.fake",
    # agent runtime
    "ChatAgent": "agentik.agent.chat",
    "ChatConversation": "agentik.agent.conversation",
    "WorkingMemory": "agentik.backends.sqlite.conversations",
    "ConversationStore": "agentik.notes.conversations",
    "MemoryReviewer": "agentik.agent.review",
    "ScriptedModel": "agentik.agent.fake",
    "ScriptedReply": "agentik.agent.fake",
    "Compressor": "agentik.agent.compression",
    # errors
    "AgentikError": "agentik.errors",
    "ConfigError": "agentik.errors",
    "MemoryStoreError": "agentik.errors",
    "NoteNotFound": "agentik.errors",
    "ConversationNotFound": "agentik.errors",
    "InvalidInput": "agentik.errors",
    "DuplicateNote": "agentik.errors",
    "RefusedContent": "agentik.errors",
    "SkillError": "agentik.errors",
    "SkillNotFound": "agentik.errors",
    "InvalidSkill": "agentik.errors",
    "StaleSkill": "agentik.errors",
    "DuplicateSkill": "agentik.errors",
    "StoreUnavailable": "agentik.errors",
    "CuratorBusy": "agentik.errors",
    "BudgetExceeded": "agentik.errors",
    "EmbeddingError": "agentik.errors",
    "EmbeddingUnavailable": "agentik.errors",
    "EmbeddingCircuitOpen": "agentik.errors",
    "EmbeddingCircuitOpen": "agentik.errors",
    "LLMError": "agentik.errors",
    "NoModelConfigured": "agentik.errors",
    "LLMCallFailed": "agentik.errors",
}

__all__ = sorted([*_EXPORTS, "__version__"])


def __getattr__(name: str) -> _Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'agentik' has no attribute {name!r}")
    value = getattr(_import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return __all__


if _TYPE_CHECKING:  # pragma: no cover
    from .errors import *  # noqa: F401,F403
    from .notes.model import MemoryCategory, MemoryNote, SearchHit, Source  # noqa: F401
    from .app import App, open_app, open_memory  # noqa: F401
    from .memory.core import Memory  # noqa: F401
    from .memory.store import MemoryStore  # noqa: F401
    from .settings import Settings  # noqa: F401
    from .memory.prefetch import MemoryPrefetcher, Prefetch  # noqa: F401
    from .embedding.fake import HashEmbedder  # noqa: F401
    from .agent.chat import ChatAgent  # noqa: F401
    from .agent.conversation import ChatConversation  # noqa: F401
    from .backends.sqlite.conversations import WorkingMemory  # noqa: F401
    from .notes.conversations import ConversationStore  # noqa: F401
    from .agent.review import MemoryReviewer  # noqa: F401
    from .agent.fake import ScriptedModel, ScriptedReply  # noqa: F401
    from .agent.compression import Compressor  # noqa: F401
