"""Open the configured memory: settings → embedder → backend."""

from __future__ import annotations

from ..backends import open_backend
from ..embedding.registry import embedder_from_settings
from ..settings import Settings
from .store import MemoryStore


def open_memory(settings: Settings | None = None, **overrides) -> MemoryStore:
    """The MemoryStore that AGENTIK_* settings describe (overrides win over the environment).

    >>> store = open_memory(home="/tmp/demo")          # doctest: +SKIP
    >>> store.save("Prefers tea to coffee", "preference")  # doctest: +SKIP
    """
    settings = settings or Settings.from_env(**overrides)
    settings.home.mkdir(parents=True, exist_ok=True)
    return open_backend(settings.memory_store, settings, embedder_from_settings(settings))
