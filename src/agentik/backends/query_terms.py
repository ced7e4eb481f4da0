"""From a natural-language question to an FTS5 MATCH expression for the trigram keyword index.

The keyword index is an FTS5 table with ``tokenize='trigram'``: it matches any substring of three
or more characters, case-insensitively, in any script. So a question is turned into the words that
carry its meaning, each quoted as an FTS5 string (a phrase of trigrams, i.e. a substring match), and
the words are OR-ed; bm25 then ranks notes that hold more and rarer words first.

    "What build tool do we use? Gradle 9.4.1?"  →  "build" OR "tool" OR "gradl" OR "9.4.1"

Rules:
- a term is a run of letters/digits, joined through ``. - _ + # / :`` inside identifiers, so
  "9.4.1", "v2.3.0", "k3s", "c++", "x86_64", "self-care" stay whole (hyphen/slash parts of 3+
  characters are added as terms of their own too);
- terms shorter than 3 characters are dropped (a trigram index cannot match them);
- Russian and English stopwords (question words, pronouns, auxiliaries) are dropped;
- a trailing English possessive is cut ("Caroline's" → "caroline");
- a word's Snowball stem (Russian or English, chosen by script) replaces it when the stem is a
  prefix of the word and keeps 4+ characters — a substring match on "заметк" finds "заметка",
  "заметки", "заметку" (``stem=False`` keeps words as typed; stemming raised LoCoMo keyword-only
  recall@10 from 0.607 to 0.639). Snowball runs in C when PyStemmer is installed (~15 µs a query
  instead of ~300 µs);
- terms are deduplicated case-insensitively, double quotes inside a term are doubled.

``None`` means nothing searchable is left; the caller then skips the keyword list.

Common terms are dropped when the caller can count documents (``count_docs``). FTS5 has no top-k
pruning: ``ORDER BY rank LIMIT 50`` computes bm25 for every row that matches any OR-ed term, so one
word found in most notes ("user", a speaker's name) costs ~2 µs × every note — 30 ms at 10K notes,
300 ms at 100K. Such a word also carries almost no bm25 weight (its IDF is ~0 past half the notes).
So a term matching more than ``max_share`` of the notes or more than ``max_docs`` notes is left
out; counting stops at that bound, so the check costs little. If every term is that common the
keyword list is skipped (the vector list decides), unless ``keep_one`` asks to keep one term — the
caller's choice when there is no vector list, so a keyword-only store still finds something. On
LoCoMo dropping terms above 20 % of the notes raised hybrid recall@10 slightly (0.682 → 0.686);
the absolute bound only bites on big stores, where the vector list carries such queries.
"""

from __future__ import annotations

import re
import sqlite3
import threading
from typing import Callable

from ..notes.limits import MAX_KEYWORD_SCAN_CHARS

MIN_TERM_CHARS = 3
"""The shortest substring a trigram index can match."""

MAX_TERMS = 24
"""Cap on OR-ed terms, so a pasted paragraph cannot make one keyword query slow."""

MAX_TERM_SHARE = 0.2
"""A term found in more than this share of the notes is dropped (when documents can be counted)."""

MAX_TERM_DOCS = 250
"""A term found in more than this many notes is dropped (when documents can be counted): bm25 over
at most a few × 250 rows costs ~1 ms whatever the store's size."""

DocCounter = Callable[[str, int], int]
"""count_docs(match_expression, limit) → how many notes match, counting no further than `limit`."""

_TOKEN = re.compile(r"\w+(?:['’]\w+)*(?:[.\-_+#/:]+\w+)*[+#]*", re.UNICODE)
_SPLIT_PARTS = re.compile(r"[-/]")
_POSSESSIVE = re.compile(r"['’]s$", re.IGNORECASE)
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")

STOPWORDS_EN: frozenset[str] = frozenset(
    """
    a about above after again against all also am an and any are aren't as at be because been before
    being below between both but by can can't cannot could couldn't did didn't do does doesn't doing
    don't down during each either else ever every few for from further get gets got had hadn't has
    hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how
    how's however i i'd i'll i'm i've if in into is isn't it it's its itself just let's like lot make
    many may me might more most much must mustn't my myself near neither no nor not now of off often
    on once one only or other ought our ours ourselves out over own per please quite rather really
    said same say says shall shan't she she'd she'll she's should shouldn't since so some such than
    that that's the their theirs them themselves then there there's these they they'd they'll they're
    they've thing things this those though through thus till to too under until up upon us use used
    very via was wasn't we we'd we'll we're we've were weren't what what's whatever when when's where
    where's whether which while who who's whom whose why why's will with within without won't would
    wouldn't yes yet you you'd you'll you're you've your yours yourself yourselves
    anything something nothing everything someone anyone everyone kind sort
    """.split()
)
"""English function words and question words: they say how a question is asked, not what about."""

STOPWORDS_RU: frozenset[str] = frozenset(
    """
    а без более бы был была были было быть в вам вас ведь весь во вот все всё всего всех вы где да
    даже для до его ее её ей ему если есть еще ещё же за здесь и из или им их к как какая какие каким
    какой какое каких когда кого ко кем который которая которые которое котором кто куда ли либо
    меня мне мной мы на над надо нам нас не него нее неё нет ни них но ну о об однако он она они оно
    от очень по под после потому почему при про раз с сам сама сами свой своя свои своё себе себя
    сейчас со так также такой там тебе тебя тем теперь то тогда того тоже той только том ты у уж уже
    хотя чего чей чем что чтобы чтоб чье чьё эта эти это этого этой этом этот я
    зачем сколько откуда разве мой моя мои моё наш наша наши ваш ваша ваши
    """.split()
)
"""Russian function words and question words."""

STOPWORDS: frozenset[str] = STOPWORDS_EN | STOPWORDS_RU


_LOCAL = threading.local()


def _stemmer(language: str):
    """This thread's stemmer for `language` (Snowball stemmer objects are not thread-safe)."""
    stemmers = getattr(_LOCAL, "stemmers", None)
    if stemmers is None:
        stemmers = _LOCAL.stemmers = {}
    stemmer = stemmers.get(language)
    if stemmer is None:
        import snowballstemmer

        stemmer = stemmers[language] = snowballstemmer.stemmer(language)
    return stemmer


def snowball_stem(word: str) -> str:
    """The Snowball stem of one lower-case word, Russian or English by its script (identifiers and
    numbers are kept whole); each thread has its own stemmers."""
    if not word.isalpha():
        return word
    language = "russian" if _CYRILLIC.search(word) else "english"
    return _stemmer(language).stemWord(word) or word


def _stem(word: str) -> str:
    """The stem as a trigram search term: only when it is a prefix of the word of 4+ characters."""
    stem = snowball_stem(word)
    return stem if len(stem) >= 4 and word.startswith(stem) else word


def query_terms(query: str, *, stem: bool = True) -> list[str]:
    """The meaningful terms of `query`, lower-cased, in order of first appearance, deduplicated:
    the first MAX_TERMS of them, read from the first MAX_KEYWORD_SCAN_CHARS characters, so a query
    of any length costs at most that much (a 1 MB query: well under a millisecond more than a short one)."""
    seen: dict[str, None] = {}
    tokens: set[str] = set()
    for match in _TOKEN.finditer((query or "")[:MAX_KEYWORD_SCAN_CHARS]):
        if len(seen) >= MAX_TERMS:
            break
        raw = match.group(0)
        if raw in tokens:  # a repeated word: already weighed
            continue
        tokens.add(raw)
        token = _POSSESSIVE.sub("", raw.lower()).replace("’", "'")
        candidates = [token]
        if _SPLIT_PARTS.search(token):
            candidates += [part for part in _SPLIT_PARTS.split(token) if part]
        for term in candidates:
            if len(term) < MIN_TERM_CHARS or term in STOPWORDS:
                continue
            if stem:
                term = _stem(term)
            seen.setdefault(term, None)
    return list(seen)[:MAX_TERMS]


def quote_fts(term: str) -> str:
    """`term` as an FTS5 string literal: wrapped in double quotes, inner double quotes doubled."""
    return '"' + term.replace('"', '""') + '"'


def fts_match_expression(
    query: str,
    *,
    stem: bool = True,
    count_docs: DocCounter | None = None,
    total_docs: int | None = None,
    max_share: float = MAX_TERM_SHARE,
    max_docs: int = MAX_TERM_DOCS,
    keep_one: bool = False,
) -> str | None:
    """An FTS5 MATCH expression (trigram table) for a natural-language query, or None when no
    searchable term is left. Terms are quoted substrings OR-ed together.

    With `count_docs` (and `total_docs`, the number of indexed notes), terms found in more than
    max(1, max_share × total_docs) or more than `max_docs` notes are dropped; see the module doc.
    When that drops every term the result is None, or with `keep_one` the least common term.
    """
    terms = query_terms(query, stem=stem)
    if not terms:
        return None
    if count_docs is not None:
        terms = drop_common_terms(terms, count_docs, total_docs=total_docs, max_share=max_share,
                                  max_docs=max_docs, keep_one=keep_one)
        if not terms:
            return None
    return " OR ".join(quote_fts(term) for term in terms)


def fts5_doc_counter(conn: sqlite3.Connection, table: str) -> DocCounter:
    """A `DocCounter` over the FTS5 table `table`: counts matching rows, stopping at the limit.

    Use it under the lock that guards `conn`, e.g.
    ``fts_match_expression(q, count_docs=fts5_doc_counter(conn, "memory_note_fts"), total_docs=n)``.
    """
    if not re.fullmatch(r"\w+", table):
        raise ValueError(f"not a plain table name: {table!r}")
    sql = f"SELECT count(*) FROM (SELECT 1 FROM {table} WHERE {table} MATCH ? LIMIT ?)"

    def count_docs(expression: str, limit: int) -> int:
        return conn.execute(sql, (expression, limit)).fetchone()[0]

    return count_docs


def drop_common_terms(
    terms: list[str],
    count_docs: DocCounter,
    *,
    total_docs: int | None = None,
    max_share: float = MAX_TERM_SHARE,
    max_docs: int = MAX_TERM_DOCS,
    keep_one: bool = False,
) -> list[str]:
    """The terms found in at most the allowed number of notes. When none is: [] or, with
    `keep_one`, the one with the fewest counted notes (counts stop past the bound, so among equals
    the longest, most specific term)."""
    limit = max_docs
    if total_docs is not None:
        limit = min(limit, max(1, int(max_share * total_docs)))
    counts = {term: count_docs(quote_fts(term), limit + 1) for term in terms}
    kept = [term for term in terms if counts[term] <= limit]
    if kept or not keep_one:
        return kept
    return [min(terms, key=lambda term: (counts[term], -len(term)))]


__all__ = [
    "fts_match_expression", "drop_common_terms", "fts5_doc_counter", "query_terms", "quote_fts", "snowball_stem",
    "DocCounter",
    "STOPWORDS", "MIN_TERM_CHARS", "MAX_TERMS", "MAX_TERM_SHARE", "MAX_TERM_DOCS",
]
