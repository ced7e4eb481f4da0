"""Keyword search for the markdown store: BM25 over Snowball-stemmed words, Russian and English.

There is no vector index behind the §-files, so this is the whole first stage of search:

- Words are runs of letters/digits, lower-cased, `ё` → `е`; identifiers such as "9.4.1", "k3s",
  "x86_64" stay whole. Each word is stemmed by the Russian or English Snowball stemmer, chosen by
  script ("заметку", "заметки" → "заметк"; "deploying" → "deploy").
- A query drops stopwords (agentik.notes.query_terms' lists), then each query stem matches the
  same stem in a note, and, at half weight, note stems it is a prefix of or that are a prefix of it
  (both at least 4 characters): "депло" (деплоим) finds "деплой", "kube" finds "kubernetes". This is
  what trigram matching buys on morphology, without its false hits on short shared substrings.
- Scores are Okapi BM25 (k1 = 1.2, b = 0.75); the store applies the recency × use rerank of
  agentik.memory.ranking on the resulting order.
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable

from ...notes.limits import MAX_KEYWORD_SCAN_CHARS
from ...notes.query_terms import MAX_TERMS, STOPWORDS, snowball_stem

K1 = 1.2
B = 0.75
PREFIX_WEIGHT = 0.5
MIN_PREFIX = 4

_TOKEN = re.compile(r"\w+(?:[.\-_+#]\w+)*", re.UNICODE)
_STOP = STOPWORDS | {word.replace("ё", "е") for word in STOPWORDS}


@lru_cache(maxsize=50_000)
def stem(word: str) -> str:
    """The Snowball stem of one lower-case word (identifiers and numbers are kept whole)."""
    return snowball_stem(word)


def words(text: str) -> list[str]:
    """Lower-cased words of a text, `ё` folded to `е`."""
    return [m.group(0) for m in _TOKEN.finditer(text.lower().replace("ё", "е"))]


def tokens(text: str) -> list[str]:
    """The stems a note is indexed by."""
    return [stem(word) for word in words(text)]


@lru_cache(maxsize=65_536)
def term_counts(text: str) -> tuple[tuple[str, int], ...]:
    """(stem, count) pairs of a note's text, cached: the index is rebuilt whenever a file changes
    (a bump after every prefetch), but the notes' texts mostly stay the same."""
    return tuple(Counter(tokens(text)).items())


def query_tokens(text: str) -> list[str]:
    """The stems a query searches for: stopwords dropped (unless nothing else is left), each stem once;
    the first MAX_TERMS of them, read from the first MAX_KEYWORD_SCAN_CHARS characters (so a query of
    any length costs a bounded amount)."""
    all_words = list(dict.fromkeys(words(text[:MAX_KEYWORD_SCAN_CHARS])))
    kept = [word for word in all_words if word not in _STOP] or all_words
    return list(dict.fromkeys(stem(word) for word in kept))[:MAX_TERMS]


@dataclass
class KeywordIndex:
    """An in-memory BM25 index over (id, text) pairs; build it once per version of the files."""

    postings: dict[str, dict[str, int]] = field(default_factory=dict)
    lengths: dict[str, int] = field(default_factory=dict)
    vocabulary: list[str] = field(default_factory=list)

    @classmethod
    def build(cls, documents: Iterable[tuple[str, str]]) -> "KeywordIndex":
        index = cls()
        for doc_id, text in documents:
            counts = term_counts(text)
            index.lengths[doc_id] = sum(tf for _, tf in counts)
            for term, tf in counts:
                index.postings.setdefault(term, {})[doc_id] = tf
        index.vocabulary = sorted(index.postings)
        return index

    def __len__(self) -> int:
        return len(self.lengths)

    def _expansions(self, term: str) -> list[tuple[str, float]]:
        """Index terms a query term matches, with their weights (exact 1, prefix relation 0.5)."""
        matches: dict[str, float] = {}
        if term in self.postings:
            matches[term] = 1.0
        if len(term) >= MIN_PREFIX and term.isalpha():
            start = bisect.bisect_left(self.vocabulary, term)
            for other in self.vocabulary[start:]:
                if not other.startswith(term):
                    break
                matches.setdefault(other, PREFIX_WEIGHT)
            for cut in range(MIN_PREFIX, len(term)):
                if term[:cut] in self.postings:
                    matches.setdefault(term[:cut], PREFIX_WEIGHT)
        return list(matches.items())

    def search(self, query: str, *, allowed: set[str] | None = None) -> list[tuple[str, float]]:
        """(id, bm25) of every document matching the query, best first; `allowed` limits the ids."""
        if not self.lengths:
            return []
        total = len(self.lengths)
        average = sum(self.lengths.values()) / total or 1.0
        scores: dict[str, float] = {}
        for term in query_tokens(query):
            best: dict[str, float] = {}
            for index_term, weight in self._expansions(term):
                docs = self.postings[index_term]
                idf = math.log(1 + (total - len(docs) + 0.5) / (len(docs) + 0.5))
                for doc_id, tf in docs.items():
                    if allowed is not None and doc_id not in allowed:
                        continue
                    norm = tf * (K1 + 1) / (tf + K1 * (1 - B + B * self.lengths[doc_id] / average))
                    value = weight * idf * norm
                    if value > best.get(doc_id, 0.0):
                        best[doc_id] = value
            for doc_id, value in best.items():
                scores[doc_id] = scores.get(doc_id, 0.0) + value
        return sorted(scores.items(), key=lambda item: (-item[1], item[0]))


__all__ = ["KeywordIndex", "tokens", "query_tokens", "stem", "words"]
