"""Memories over one backend at a given path, as the tests open them (users go through agentik.open_memory)."""

from __future__ import annotations

from pathlib import Path

from agentik.backends.markdown.backend import MarkdownBackend
from agentik.backends.sqlite.backend import SqliteBackend
from agentik.memory.core import Memory
from agentik.memory.embedding_jobs import usable, vector_space
from agentik.memory.ranking import RankingWeights


def sqlite_store(path: Path | str, *, embedder=None, weights: RankingWeights | None = None) -> Memory:
    """The one Memory over SqliteBackend(path), embedding with `embedder` (None: keyword only)."""
    embedder = usable(embedder)
    return Memory(SqliteBackend(path, space=vector_space(embedder)), embedder=embedder, weights=weights)


def markdown_store(folder: Path | str, *, embedder=None, char_limit: int = 20_000,
                   weights: RankingWeights | None = None) -> Memory:
    """The one Memory over MarkdownBackend(folder)."""
    embedder = usable(embedder)
    backend = MarkdownBackend(folder, char_limit=char_limit, space=vector_space(embedder))
    return Memory(backend, embedder=embedder, weights=weights)


def postgres_store(url: str, namespace: str, *, embedder=None, weights: RankingWeights | None = None) -> Memory:
    """The one Memory over PostgresBackend(url, namespace) (tests/pg_server.py makes the URL)."""
    from agentik.backends.postgres.backend import PostgresBackend

    embedder = usable(embedder)
    backend = PostgresBackend(url, namespace=namespace, space=vector_space(embedder))
    return Memory(backend, embedder=embedder, weights=weights)
