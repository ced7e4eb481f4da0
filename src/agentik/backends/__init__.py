"""Memory backends, registered in one place: AGENTIK_MEMORY_STORE names one of these.

A new backend is one line here (name → "module:factory"); the factory is called as
``factory(settings, embedder)`` and returns a MemoryStore. Modules are imported only when chosen.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from ..errors import ConfigError

if TYPE_CHECKING:
    from ..embedding.base import Embedder
    from ..memory.store import MemoryStore
    from ..settings import Settings

BACKENDS: dict[str, str] = {
    "sqlite": "agentik.backends.sqlite.store:open_sqlite_store",
    "markdown": "agentik.backends.markdown.store:open_markdown_store",
}


def open_backend(name: str, settings: "Settings", embedder: "Embedder | None") -> "MemoryStore":
    """Open the backend registered under `name`."""
    try:
        target = BACKENDS[name]
    except KeyError:
        raise ConfigError(
            f"unknown memory store {name!r}; set AGENTIK_MEMORY_STORE to one of: {', '.join(BACKENDS)}"
        ) from None
    module_name, _, factory = target.partition(":")
    return getattr(import_module(module_name), factory)(settings, embedder)
