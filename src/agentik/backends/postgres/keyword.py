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
that bound. One statement (``_KEYWORD_SQL``) makes the words' tsqueries, counts them, and ranks the
live notes of the scope that match the kept ones by ``ts_rank`` (frequency of the matched lexemes,
normalised by document length), ties broken by storage order. A word found common is recorded in
``memory_common_term`` and not read again for a week: its GIN posting list is long (a word in most
notes costs tens of milliseconds to list), and counting stops at the bound only for words under it.

Keyword scores therefore differ from SQLite's bm25 over trigrams; the candidate lists feed the same
fusion and rerank, so the order agrees where the candidate lists agree (see README).
"""

from __future__ import annotations

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


_KEYWORD_SQL = """
WITH total AS (
    SELECT count(*) AS n FROM (SELECT 1 FROM memory_note WHERE namespace = %(ns)s LIMIT %(total_limit)s) c
), bound AS (  -- total is only counted when the namespace is not known to be big
    SELECT CASE WHEN %(big)s THEN %(max_docs)s
           ELSE (SELECT LEAST(%(max_docs)s, GREATEST(1, floor(%(max_share)s * n)::int)) FROM total) END AS docs
), terms AS (
    SELECT ord, to_tsquery('simple', s) || to_tsquery('russian', r) AS q
    FROM unnest(%(simple)s::text[], %(russian)s::text[]) WITH ORDINALITY AS t(s, r, ord)
), reads AS (
    SELECT ord, q FROM terms WHERE numnode(q) > 0 AND NOT EXISTS (
        SELECT 1 FROM memory_common_term c
        WHERE c.namespace = %(ns)s AND c.term = terms.q::text AND c.counted_at > %(trusted_after)s)
), found AS (
    SELECT reads.ord, m.* FROM reads, bound, LATERAL (
        SELECT id, seq, search, content, last_used_at, use_count, archived_at, conversation_id, category
        FROM memory_note
        WHERE namespace = {namespace} AND search @@ reads.q LIMIT bound.docs + 1) m
), counts AS (
    SELECT reads.ord, count(found.ord) AS n FROM reads LEFT JOIN found USING (ord) GROUP BY reads.ord
), kept AS (
    SELECT counts.ord FROM counts, bound WHERE counts.n <= bound.docs
), query AS MATERIALIZED (
    SELECT string_agg('(' || terms.q::text || ')', ' | ')::tsquery AS q FROM terms JOIN kept USING (ord)
), hits AS (
    SELECT DISTINCT ON (id) id, seq, search, content, last_used_at, use_count FROM found JOIN kept USING (ord)
    WHERE archived_at IS NULL{scope}
), ranked AS (
    SELECT id, content, last_used_at, use_count, ts_rank(search, query.q) AS score, seq FROM hits, query
    ORDER BY score DESC, seq LIMIT %(depth)s
)
SELECT (SELECT docs FROM bound),
       ARRAY(SELECT CASE WHEN numnode(q) = 0 THEN NULL ELSE q::text END FROM terms ORDER BY ord),
       ARRAY(SELECT coalesce(counts.n, -1) FROM terms LEFT JOIN counts USING (ord) ORDER BY terms.ord),
       ARRAY(SELECT ARRAY[id, last_used_at::text, use_count::text, content] FROM ranked ORDER BY score DESC, seq)
"""
"""The whole keyword side in one statement: the words' tsqueries; for each word not known to be
common (``memory_common_term``) its first ``docs + 1`` notes of the namespace (a GIN lookup each),
which both counts it (``docs`` is the bound of the module doc) and, for a word under the bound, are
all its notes; then the union of the kept words' notes that are live and in the scope, ranked by
``ts_rank`` against the OR of the kept words: the rows of counting every word and then searching
the OR of the kept ones, in one round trip and one visit of each row. Counts: -1 for a word known
to be common (not read)."""

_REMEMBER_SQL = """
INSERT INTO memory_common_term (namespace, term, counted_at) SELECT %s, term, %s FROM unnest(%s::text[]) AS t(term)
ON CONFLICT (namespace, term) DO UPDATE SET counted_at = EXCLUDED.counted_at
"""

TRUST_COMMON_MS = 7 * 24 * 3600 * 1000
"""How long a word found common is skipped without being counted again (deletions could make it
rare again; archiving does not: archived notes count)."""

Hit = tuple[str, int, int, str]
"""(id, last_used_at, use_count, content) of a keyword candidate."""


def keyword_statement(namespace: str, words: list[str], *, depth: int, conversation_id: str | None,
                      category: str | None, big: bool, now: int, max_share: float = MAX_TERM_SHARE,
                      max_docs: int = MAX_TERM_DOCS) -> tuple[str, dict]:
    """The SQL and parameters of ``_KEYWORD_SQL`` for these query words."""
    operands = [term_operands(word) for word in words]
    where, params = scope_filters(conversation_id, category)
    values = {"ns": namespace, "total_limit": int(max_docs / max_share) + 1, "max_docs": max_docs,
              "max_share": max_share, "simple": [simple for simple, _ in operands],
              "russian": [russian for _, russian in operands], "depth": depth,
              "trusted_after": now - TRUST_COMMON_MS, "big": big, **{f"f{i}": value for i, value in enumerate(params)}}
    scope = where % tuple(f"%(f{i})s" for i in range(len(params)))
    # the namespace as a literal where the GIN index is read: a namespace's own index can serve
    return _KEYWORD_SQL.format(scope=scope, namespace="'" + namespace.replace("'", "''") + "'"), values


def keyword_candidates(conn: psycopg.Connection, namespace: str, query: str, *, depth: int, keep_one: bool,
                       conversation_id: str | None, category: str | None, big: bool = False,
                       max_share: float = MAX_TERM_SHARE, max_docs: int = MAX_TERM_DOCS
                       ) -> tuple[list[Hit] | None, bool]:
    """(the `depth` best live notes of the scope for the query's words worth looking up, best first,
    or None when no word is (with keep_one: then the rarest word is searched alone); whether the
    namespace is big: so many notes that the bound is `max_docs`, which `big` says is known)."""
    words = query_terms(query, stem=False)
    if not words:
        return None, big
    now = int(time.time() * 1000)
    sql, values = keyword_statement(namespace, words, depth=depth, conversation_id=conversation_id,
                                    category=category, big=big, now=now, max_share=max_share, max_docs=max_docs)
    docs, tsqueries, counts, hits = conn.execute(sql, values).fetchone()
    terms = [(tsquery, count if count >= 0 else max_docs + 1, len(word))
             for word, tsquery, count in zip(words, tsqueries, counts) if tsquery is not None]
    found_common = [tsquery for tsquery, count in zip(tsqueries, counts) if tsquery is not None and count > max_docs]
    if found_common:
        _remember(conn, namespace, found_common, now)
    big = docs == max_docs
    if not terms:
        return None, big
    if any(count <= docs for _, count, _ in terms):
        return [(note_id, int(used), int(uses), content) for note_id, used, uses, content in hits], big
    if not keep_one:
        return None, big
    rarest = min(terms, key=lambda term: (term[1], -term[2]))[0]
    return keyword_hits(conn, namespace, f"({rarest})", limit=depth, conversation_id=conversation_id,
                        category=category), big


def _remember(conn: psycopg.Connection, namespace: str, terms: list[str], now: int) -> None:
    """Record words just found common, for every process of the namespace. Losing the record in a
    crash costs one recount, so its commit does not wait for the disk (synchronous_commit off for
    this transaction only)."""
    with conn.transaction():
        conn.execute("SET LOCAL synchronous_commit = off")
        conn.execute(_REMEMBER_SQL, (namespace, now, terms))


def keyword_hits(conn: psycopg.Connection, namespace: str, tsquery: str, *, limit: int,
                 conversation_id: str | None, category: str | None) -> list[Hit]:
    """The best `limit` live notes of the scope matching `tsquery`."""
    where, params = scope_filters(conversation_id, category)
    return conn.execute(
        "SELECT id, last_used_at, use_count, content FROM memory_note, CAST(%s AS tsquery) q "
        f"WHERE namespace = %s AND archived_at IS NULL AND search @@ q{where} "
        "ORDER BY ts_rank(search, q) DESC, seq LIMIT %s",
        (tsquery, namespace, *params, limit),
    ).fetchall()
