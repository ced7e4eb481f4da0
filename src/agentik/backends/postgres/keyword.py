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
that bound. All words are counted in one round trip, then the kept ones are OR-ed and the matching
live notes of the scope are ranked by ``ts_rank`` (frequency of the matched lexemes, normalised by
document length), ties broken by storage order.

Keyword scores therefore differ from SQLite's bm25 over trigrams; the candidate lists feed the same
fusion and rerank, so the order agrees where the candidate lists agree (see README).
"""

from __future__ import annotations

import psycopg

from ..query_terms import MAX_TERM_DOCS, MAX_TERM_SHARE, query_terms, snowball_stem
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


_TERM_COUNTS = """
WITH term AS (
    SELECT ord, to_tsquery('simple', s) || to_tsquery('russian', r) AS q
    FROM unnest(%(simple)s::text[], %(russian)s::text[]) WITH ORDINALITY AS t(s, r, ord)
)
SELECT ord, q::text, numnode(q),
       (SELECT count(*) FROM (SELECT 1 FROM memory_note m
                              WHERE m.namespace = %(ns)s AND m.search @@ term.q LIMIT %(limit)s) c)
FROM term ORDER BY ord
"""

_TOTAL = "SELECT count(*) FROM (SELECT 1 FROM memory_note WHERE namespace = %s LIMIT %s) c"


def keyword_query(conn: psycopg.Connection, namespace: str, query: str, *, keep_one: bool,
                  max_share: float = MAX_TERM_SHARE, max_docs: int = MAX_TERM_DOCS) -> str | None:
    """The tsquery text of the query's words that are worth looking up, None when none is (or,
    with keep_one, the rarest word)."""
    words = query_terms(query, stem=False)
    if not words:
        return None
    operands = [term_operands(word) for word in words]
    # the share bound only bites below max_docs / max_share notes: count no further
    total = conn.execute(_TOTAL, (namespace, int(max_docs / max_share) + 1)).fetchone()[0]
    limit = min(max_docs, max(1, int(max_share * total)))
    rows = conn.execute(_TERM_COUNTS, {
        "simple": [simple for simple, _ in operands], "russian": [russian for _, russian in operands],
        "ns": namespace, "limit": limit + 1,
    }).fetchall()
    terms = [(text, count, len(word)) for (_, text, nodes, count), word in zip(rows, words) if nodes > 0]
    if not terms:
        return None
    kept = [text for text, count, _ in terms if count <= limit]
    if not kept:
        if not keep_one:
            return None
        kept = [min(terms, key=lambda term: (term[1], -term[2]))[0]]
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
