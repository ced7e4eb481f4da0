"""The contract suite's fixtures: every test in tests/contract/ runs once per backend in BACKENDS.

Every backend registered in agentik.backends.BACKENDS joins the suite. Stores are opened the way
users open them (the registry, a Settings with a fresh AGENTIK_HOME, the one Memory over the
backend) with the fast HashEmbedder, so the suite needs no model.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from agentik.app import memory_over
from agentik.backends import BACKENDS
from agentik.embedding.fake import HashEmbedder
from agentik.memory.store import MemoryStore
from agentik.settings import Settings

MakeStore = Callable[..., MemoryStore]


@pytest.fixture(params=[pytest.param(name, marks=pytest.mark.slow) if name == "postgres" else name
                        for name in BACKENDS.names()])
def backend_name(request) -> str:
    return request.param


def _backend_settings(request, backend_name: str) -> Callable[[Path], dict]:
    """Extra settings by home: postgres opens the session's test database (tests/conftest.py) in
    one namespace per home, so every test has a fresh memory and a second call reopens it."""
    if backend_name != "postgres":
        return lambda home: {}
    url = request.getfixturevalue("postgres_url")
    namespaces: dict[Path, str] = {}

    def extra(home: Path) -> dict:
        namespace = namespaces.setdefault(home, f"{request.getfixturevalue('postgres_namespace')}-{len(namespaces)}")
        return {"database_url": url, "namespace": namespace}

    return extra


@pytest.fixture
def make_store(backend_name, tmp_path, request) -> MakeStore:
    """make_store(home=None, embedder=None) opens the backend under test at `home` (default: one
    fresh AGENTIK_HOME per test, so a second call reopens the same memory). Closed at teardown."""
    opened: list[MemoryStore] = []
    extra = _backend_settings(request, backend_name)

    def make(home: Path | None = None, embedder=None) -> MemoryStore:
        home = home or tmp_path / "home"
        home.mkdir(parents=True, exist_ok=True)
        settings = Settings(home=home, memory_store=backend_name, **extra(home))
        store = memory_over(settings, embedder if embedder is not None else HashEmbedder(64))
        opened.append(store)
        return store

    yield make
    for store in opened:
        store.close()


@pytest.fixture
def store(make_store) -> MemoryStore:
    return make_store()
