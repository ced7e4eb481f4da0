"""A learned second reader for injections: what the phrase rules miss, read from the note's character n-grams.

The rule modules read an order by its parts (who is told, what act, which data, which channel), and each blind round
written by people who never saw a rule still gets ~15 % of its injections past them: attackers have more phrasings than
rules have words. This reader is a logistic regression over the note's character 3–5-grams (lower case, every run of
non-word characters one space), trained by `bench/guard_learned.py` on the labelled corpora — injections against
ordinary notes, their look-alikes and ~12,000 documentation paragraphs — and shipped as its weights (`learned.npz`).
It runs only after every rule has kept the note, and refuses above a threshold set so that about one ordinary note in
500 that the rules keep would score above it out of fold (the trainer writes it into the file).

Scoring is numpy over the whole note: each n-gram is a 64-bit polynomial hash of its characters, looked up in the sorted
hashes of the model's n-grams; the score is the bias plus the sum of the found n-grams' weights over the Euclidean length of
the note's count vector of all its n-grams (what the trainer's vectors were scaled by). No model download, no network.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import numpy as np

from .kept_check import protects_the_user
from .kinds import LEARNED
from .text import fold

MODEL = Path(__file__).with_name("learned.npz")
SIZES = (3, 4, 5)
"""The n-gram lengths the model reads."""
_BASE = np.uint64(1_000_003)  # the polynomial hash's base; arithmetic wraps modulo 2**64
_NON_WORD = re.compile(r"[\W_]+")
_POWERS = {size: np.uint64(pow(int(_BASE), size, 2**64)) for size in SIZES}  # the base to each n-gram length


def normalise(text: str) -> str:
    """The form the n-grams are taken from: lower case, each run of non-word characters one space, one space either end."""
    return " " + _NON_WORD.sub(" ", text.lower()).strip() + " "


def gram_hashes(form: str) -> np.ndarray:
    """The hash of every n-gram of `form` (every length in SIZES, every position), as uint64: the shortest n-grams'
    hashes by Horner's rule, each longer one's from the one a character shorter (times the base, plus the next
    character, plus one more base power for the length it seeds)."""
    codes = np.frombuffer(form.encode("utf-32-le"), dtype=np.uint32).astype(np.uint64)
    first = SIZES[0]
    count = len(codes) - first + 1
    if count <= 0:
        return np.zeros(0, dtype=np.uint64)
    hashed = np.full(count, first, dtype=np.uint64)  # the length seeds the hash: "abc" and "\0abc" differ
    for offset in range(first):
        hashed = hashed * _BASE + codes[offset:offset + count]
    parts = [hashed]
    for size in SIZES[1:]:
        count -= 1
        if count <= 0:
            break
        hashed = hashed[:count] * _BASE + codes[size - 1:size - 1 + count] + _POWERS[size]
        parts.append(hashed)
    return np.concatenate(parts)


def hash_of(gram: str) -> int:
    """The hash `gram_hashes` gives the n-gram `gram` (for the trainer, which knows n-grams as strings)."""
    hashed = len(gram)
    for char in gram:
        hashed = (hashed * int(_BASE) + ord(char)) % 2**64
    return hashed


def length(hashes: np.ndarray) -> float:
    """The Euclidean length of a note's n-gram count vector, from its sorted n-gram hashes: a note said twice scores
    as once (dividing by the n-gram count's root instead would grow a repeated note's score with each copy)."""
    ends = np.flatnonzero(hashes[1:] != hashes[:-1])
    runs = np.diff(np.concatenate(([-1], ends, [len(hashes) - 1])))
    return float(np.sqrt((runs * runs).sum()))


class Model:
    """The shipped weights: sorted n-gram hashes, their weights, the bias and the refusing threshold."""

    def __init__(self, path: Path = MODEL) -> None:
        with np.load(path) as data:
            # a last hash no n-gram has (weight 0) for what sorts after every hash: a lookup needs no bounds check
            self._hashes = np.append(data["hashes"], np.uint64(2**64 - 1))
            self._weights = np.append(data["weights"].astype(np.float64), 0.0)
            self.bias = float(data["bias"])
            self.threshold = float(data["threshold"])
        self.hashes, self.weights = self._hashes[:-1], self._weights[:-1]  # the model's own n-grams (views, no copy)

    def score(self, text: str) -> float:
        """The model's decision value for `text` (refused above `threshold`)."""
        hashes = np.sort(gram_hashes(normalise(text)))
        if not len(hashes):
            return self.bias
        places = np.searchsorted(self._hashes, hashes)
        found = self._hashes.take(places) == hashes
        return self.bias + float(self._weights.take(places) @ found) / length(hashes)


@lru_cache(maxsize=1)
def model() -> Model:
    """The shipped model, loaded on first use (700 KB compressed, ~1.2 MB in memory)."""
    return Model()


def find_learned(text: str, lowered: str | None = None) -> str | None:
    """LEARNED when the learned reader scores `text` above its threshold and the note is not the user's own check on the
    agent (`kept_check`), else None. `lowered`: `text.lower()`, if known."""
    reader = model()
    if reader.score(text) <= reader.threshold:
        return None
    return None if protects_the_user(fold(text, lowered)) else LEARNED
