"""The keyword side of search: the FTS5 trigram index over memory_note.content.

A natural-language query becomes an FTS5 MATCH expression (``agentik.memory.query_terms``: terms of
3+ characters, stopwords dropped, each quoted, OR-ed), so exact identifiers such as "k3s" or
"Gradle 9.4.1" are found as substrings whatever the embedding thinks of them.

The FTS query is bounded: bm25 picks the best ``limit`` rows inside FTS5 first (``ORDER BY rank
LIMIT``), and only those are joined to memory_note and filtered by archive state, scope and
category. When the filters drop so many that fewer than ``limit`` remain while FTS5 had more, the
window widens (×4) and the query runs again.
"""

from __future__ import annotations

import logging
import sqlite3

log = logging.getLogger(__name__)

_MAX_WIDENINGS = 3


def keyword_ids(
    conn: sqlite3.Connection,
    match: str,
    *,
    limit: int,
    conversation_id: str | None = None,
    category: str | None = None,
) -> list[str]:
    """Ids of the live notes matching the FTS5 expression `match`, best bm25 first, at most `limit`."""
    window = max(limit * 2, 32)
    for attempt in range(_MAX_WIDENINGS + 1):
        try:
            rows = conn.execute(
                "SELECT m.id, m.archived_at IS NULL, m.conversation_id, m.category "
                "FROM (SELECT rowid AS r, rank FROM memory_note_fts WHERE memory_note_fts MATCH ? "
                "      ORDER BY rank LIMIT ?) AS f "
                "JOIN memory_note AS m ON m.rowid = f.r ORDER BY f.rank",
                (match, window),
            ).fetchall()
        except sqlite3.OperationalError as exc:
            if "fts5" in str(exc).lower() or "syntax" in str(exc).lower():
                log.warning("keyword search skipped: FTS5 rejected %r: %s", match, exc)
                return []
            raise
        ids = [
            note_id
            for note_id, live, scope, note_category in rows
            if live
            and (conversation_id is None or scope is None or scope == conversation_id)
            and (category is None or note_category == category)
        ]
        if len(ids) >= limit or len(rows) < window or attempt == _MAX_WIDENINGS:
            return ids[:limit]
        window *= 4
    return []
