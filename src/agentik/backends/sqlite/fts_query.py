"""From a natural-language question to an FTS5 MATCH expression for the trigram keyword index.

The keyword index is an FTS5 table with ``tokenize='trigram'``: it matches any substring of three
or more characters, case-insensitively, in any script. So a question's terms
(``agentik.notes.query_terms``) are each quoted as an FTS5 string (a phrase of trigrams, i.e. a
substring match) and OR-ed; bm25 then ranks notes that hold more and rarer words first. Double
quotes inside a term are doubled. ``None`` means nothing searchable is left; the caller then skips
the keyword list.

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
from typing import Callable

from ...notes.query_terms import query_terms

MAX_TERM_SHARE = 0.2
"""A term found in more than this share of the notes is dropped (when documents can be counted)."""

MAX_TERM_DOCS = 250
"""A term found in more than this many notes is dropped (when documents can be counted): bm25 over
at most a few × 250 rows costs ~1 ms whatever the store's size."""

DocCounter = Callable[[str, int], int]
"""count_docs(match_expression, limit) → how many notes match, counting no further than `limit`."""


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


__all__ = ["fts_match_expression", "drop_common_terms", "fts5_doc_counter", "quote_fts", "DocCounter",
           "MAX_TERM_SHARE", "MAX_TERM_DOCS"]
