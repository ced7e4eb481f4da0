"""Memory backends: where the memory core's rows live. AGENTIK_MEMORY_STORE names one of BACKENDS.

    sqlite/          agentik.db: notes, vectors (resident int8 + float32) and the FTS5 index (default)
    postgres/        one shared database (pgvector, full-text search), partitioned by namespace
    markdown/        Hermes-style §-files under AGENTIK_HOME/memory, with a vector cache beside them

A backend implements agentik.notes.backend.MemoryBackend and is registered in one place: a line in
agentik.plugins.BACKENDS, or a Python entry point in the ``agentik.backends`` group. The
factory is called as ``factory(settings, space)`` with the VectorSpace of the memory's embedding
model (None for keyword-only memory); modules are imported only when chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..plugins import BACKENDS

if TYPE_CHECKING:
    from ..notes.backend import MemoryBackend, VectorSpace
    from ..settings import Settings



def open_backend(name: str, settings: "Settings", space: "VectorSpace | None") -> "MemoryBackend":
    """Open the backend registered under `name`."""
    return BACKENDS.load(name)(settings, space)


__all__ = ["BACKENDS", "open_backend"]
