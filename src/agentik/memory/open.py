"""Open the configured memory: settings → embedder → backend."""

from __future__ import annotations

from ..backends import open_backend
from ..errors import StoreUnavailable
from ..embedding.registry import embedder_from_settings
from ..settings import Settings
from .store import MemoryStore


def open_memory(settings: Settings | None = None, **overrides) -> MemoryStore:
    """The MemoryStore that AGENTIK_* settings describe (overrides win over the environment).

    >>> store = open_memory(home="/tmp/demo")          # doctest: +SKIP
    >>> store.save("Prefers tea to coffee", "preference")  # doctest: +SKIP
    """
    settings = settings or Settings.from_env(**overrides)
    try:
        settings.home.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StoreUnavailable(f"cannot create AGENTIK_HOME {settings.home}: {exc.strerror or exc}; "
                               "point AGENTIK_HOME at a writable folder") from None
    return open_backend(settings.memory_store, settings, embedder_from_settings(settings))
