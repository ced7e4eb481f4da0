"""The keyword side of search in Postgres: full-text search over ``memory_note.search``.

The words of a question are those the SQLite store looks up (``agentik.backends.query_terms``:
stopwords dropped, identifiers such as ``9.4.1``, ``k8s``, ``x86_64`` kept whole). Each word becomes
one tsquery that matches either

- under ``simple``: the word as written; an alphabetic word whose Snowball stem is a prefix of it of
  4+ characters (the rule the trigram store uses) as a prefix match on that stem (``заметк:*``
  finds заметка, заметки, заметку; ``deploy:*`` finds deployed, deployment), identifiers exactly
  (their parts in sequence: ``x86_64`` → ``'x86' <-> '64'``), so ``Gradle 9.4.1`` and ``k8s`` are found
  by the tokens Postgres's parser makes of them;
- or under ``russian``: the word's Snowball stem as Postgres computes it (Russian words with the
  Russian stemmer, ASCII words with the English one).

As in the SQLite store, a word found in more than max(1, 20 % of the notes) or more than 250 notes is
dropped, because it ranks nothing and costs a rank computation per matching row; counting stops at
that bound. The words' tsqueries are made in one round trip and counted in another (counts are
remembered for a minute: ``TermCounts``), then the kept
ones are OR-ed and the matching
live notes of the scope are ranked by ``ts_rank`` (frequency of the matched lexemes, normalised by
document length), ties broken by storage order.

Keyword scores therefore differ from SQLite's bm25 over trigrams; the candidate lists feed the same
fusion and rerank, so the order agrees where the candidate lists agree (see README).
"""

from __future__ import annotations

import threading
import time

import psycopg

from ...notes.query_terms import query_terms, snowball_stem
from ..sqlite.fts_query import MAX_TERM_DOCS, MAX_TERM_SHARE
from .rows import scope_filters


def _quote(text: str) -> str:
    """A tsquery operand: single-quoted, quotes and backslashes escaped."""
    return "'" + text.replace("\\", "\\\\").replace("'", "''") + "'"


def term_operands(word: str) -> tuple[str, str]:
    """(simple operand, russian operand) of one query word."""
    stem = snowball_stem(word) if word.isalpha() else word
    if word.isalpha() and stem != word and len(stem) >= 4 and word.startswith(stem):
        simple = _quote(stem) + ":*"
    else:
        simple = _quote(word)
    return simple, _quote(word)


_TERM_QUERIES = """
SELECT (to_tsquery('simple', s) || to_tsquery('russian', r))::text,
       (SELECT count(*) FROM (SELECT 1 FROM memory_note WHERE namespace = %(ns)s LIMIT %(total_limit)s) c)
FROM unnest(%(simple)s::text[], %(russian)s::text[]) WITH ORDINALITY AS t(s, r, ord) ORDER BY ord
"""


def _count_sql(terms: int) -> str:
    """One statement counting the notes of each term, each count stopping at the limit (a GIN lookup
    each: the tsqueries are parameters, not values computed per row)."""
    one = "(SELECT count(*) FROM (SELECT 1 FROM memory_note WHERE namespace = %s AND search @@ %s::tsquery LIMIT %s) c)"
    return "SELECT " + ", ".join([one] * terms)


class TermCounts:
    """How many notes hold a term (counted up to a limit), remembered for `ttl_s` seconds: the
    counts only decide which common words to drop, and other processes' writes cannot be seen
    cheaply, so a short memory beats recounting every word of every question."""

    def __init__(self, ttl_s: float = 60.0, size: int = 4096) -> None:
        self.ttl_s = ttl_s
        self.size = size
        self._counts: dict[tuple, tuple[int, float]] = {}
        self._lock = threading.Lock()

    def get(self, key: tuple) -> int | None:
        with self._lock:
            found = self._counts.get(key)
        return found[0] if found is not None and found[1] > time.monotonic() else None

    def put(self, key: tuple, count: int) -> None:
        with self._lock:
            if len(self._counts) >= self.size:
                self._counts.clear()
            self._counts[key] = (count, time.monotonic() + self.ttl_s)


def keyword_query(conn: psycopg.Connection, namespace: str, query: str, *, keep_one: bool,
                  counts_cache: TermCounts | None = None,
                  max_share: float = MAX_TERM_SHARE, max_docs: int = MAX_TERM_DOCS) -> str | None:
    """The tsquery text of the query's words that are worth looking up, None when none is (or,
    with keep_one, the rarest word)."""
    words = query_terms(query, stem=False)
    if not words:
        return None
    operands = [term_operands(word) for word in words]
    rows = conn.execute(_TERM_QUERIES, {
        "simple": [simple for simple, _ in operands], "russian": [russian for _, russian in operands],
        "ns": namespace, "total_limit": int(max_docs / max_share) + 1,  # the share bound bites below that
    }).fetchall()
    terms = [(text, len(word)) for (text, _), word in zip(rows, words) if text]
    if not terms:
        return None
    total = rows[0][1]
    limit = min(max_docs, max(1, int(max_share * total)))
    cache = counts_cache if counts_cache is not None else TermCounts(ttl_s=0)
    keys = [(namespace, text, limit) for text, _ in terms]
    known = {key: cache.get(key) for key in keys}
    missing = [key for key in keys if known[key] is None]
    if missing:
        params: list = []
        for _, text, _ in missing:
            params += [namespace, text, limit + 1]
        for key, count in zip(missing, conn.execute(_count_sql(len(missing)), params).fetchone()):
            known[key] = count
            cache.put(key, count)
    counts = [known[key] for key in keys]
    kept = [text for (text, _), count in zip(terms, counts) if count <= limit]
    if not kept:
        if not keep_one:
            return None
        kept = [min(zip(terms, counts), key=lambda pair: (pair[1], -pair[0][1]))[0][0]]
    return " | ".join(f"({text})" for text in kept)


def keyword_hits(conn: psycopg.Connection, namespace: str, tsquery: str, *, limit: int,
                 conversation_id: str | None, category: str | None) -> list[tuple[str, int, int]]:
    """(id, last_used_at, use_count) of the best `limit` live notes of the scope matching `tsquery`."""
    where, params = scope_filters(conversation_id, category)
    return conn.execute(
        "SELECT id, last_used_at, use_count FROM memory_note, CAST(%s AS tsquery) q "
        f"WHERE namespace = %s AND archived_at IS NULL AND search @@ q{where} "
        "ORDER BY ts_rank(search, q) DESC, seq LIMIT %s",
        (tsquery, namespace, *params, limit),
    ).fetchall()
