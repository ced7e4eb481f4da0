"""One search's view of the SQLite store: FTS5 keyword candidates and the resident vectors' candidates.

The memory core (agentik.memory.hybrid) runs `scan` on its helper thread while this view answers
`keyword_candidates`; both read under the store's lock, which the view holds from open to close,
and the resident index was brought up to date when the view opened.

Keyword candidates: the query becomes an FTS5 expression (``agentik.notes.query_terms``); words
found in most notes carry almost no bm25 weight yet cost FTS5 a scoring pass over every note
holding them, so they are dropped (keep_one keeps the rarest). The counts are remembered until the
notes' text changes (a conversation's questions share most of their words). A query written only
in Cyrillic (a Russian question, or an English question's translated terms, agentik.memory.translation)
asks nothing of a store whose index holds no Cyrillic word: one look-up in the index's vocabulary
(~0.02 ms at 100K notes) instead of counting each term and a MATCH that cannot find anything
(an English question's translated terms at 10K English notes: 0.03 instead of 0.12-0.20 ms, quiet).

Vector candidates: the int8 scan of every resident row, then the exact rescoring of the best
(``vectors.py``, ``quantized.py``); the index holds rowids and use figures, so neither list needs
another query before the rerank.
"""

from __future__ import annotations

import re
import sqlite3
from typing import Sequence

import numpy as np

from ...notes.backend import Candidate, Scope
from ...notes.model import MemoryNote
from .ann_search import AnnQuery, AnnSearch
from .fts_query import DocCounter, fts5_doc_counter, fts_match_expression
from .keyword import keyword_hits
from .quantized import Scan
from .resident import ResidentVectors
from .rows import chunks, fetch_notes, in_search

TERM_COUNT_CACHE = 4096
"""Most (term, limit) document counts remembered between searches."""

_ONLY_CYRILLIC = re.compile(r"(?:\W|[\u0400-\u04ff])*[\u0400-\u04ff](?:\W|[\u0400-\u04ff])*")
"""A query whose letters are all Cyrillic (no digit, no other script): each of its terms needs a Cyrillic word."""
_VOCABULARY = "temp.agentik_fts_vocabulary"


class SqliteSearchView:
    """The SearchView of agentik.notes.backend over one connection; the caller holds the store's lock."""

    def __init__(self, conn: sqlite3.Connection, vectors: ResidentVectors | None, scope: Scope,
                 term_counts: dict, *, ann: AnnSearch | None = None) -> None:
        self.conn = conn
        self.scope = scope
        self._category = scope.category.value if scope.category is not None else None
        self._term_counts = term_counts
        # past AGENTIK_ANN_THRESHOLD the ANN index serves (ann_search.py) and the matrix stays unloaded
        self._ann = ann if vectors is not None and ann is not None and ann.serving(conn, vectors) else None
        if vectors is not None and self._ann is None:
            vectors.refresh()
            if ann is not None:
                ann.after_exact_refresh(vectors)
        self._vectors = vectors
        self.has_vectors = self._ann is not None or (vectors is not None and len(vectors.index) > 0)

    def unembedded(self) -> list[tuple[str, str]]:
        """None: notes stored without a vector are embedded after saves and by reindex."""
        return []

    def scan(self, vector: np.ndarray) -> Scan | AnnQuery:
        assert self._vectors is not None
        if self._ann is not None:  # past AGENTIK_ANN_THRESHOLD: the index searches in vector_candidates
            return AnnQuery(vector)
        return self._vectors.index.scan(vector)

    def vector_candidates(self, scan: Scan | AnnQuery, depth: int) -> list[Candidate]:
        assert self._vectors is not None
        if isinstance(scan, AnnQuery):
            assert self._ann is not None
            found = self._ann.top(self.conn, scan.query, depth, conversation_id=self.scope.conversation_id,
                                  category=self._category)
        else:
            found = self._vectors.index.best(scan, depth, conversation_id=self.scope.conversation_id,
                                             category=self._category)
        return [hit for hit in found if hit.similarity > 0.0]  # VectorHit is Candidate

    def keyword_candidates(self, query: str, depth: int, *, keep_one: bool) -> list[Candidate] | None:
        if _ONLY_CYRILLIC.fullmatch(query or "") and not self._holds_cyrillic():
            return None
        count_docs, total = self._keyword_stats()
        expression = fts_match_expression(query, count_docs=count_docs, total_docs=total, keep_one=keep_one)
        if not expression:
            return None
        resident = self._vectors.index if self._vectors is not None and self._ann is None else None
        hits = keyword_hits(self.conn, expression, limit=depth, conversation_id=self.scope.conversation_id,
                            category=self._category, resident=resident)
        return [Candidate(note_id, 0.0, last_used_at, use_count) for note_id, last_used_at, use_count in hits]

    def live_texts(self, note_ids: Sequence[str]) -> dict[str, str]:
        # the resident index holds the text of its live notes (in step since the view opened:
        # fetch_live catches a later change); only the others are read
        wanted = list(dict.fromkeys(note_ids))
        if self._vectors is not None and self._ann is None:
            found, wanted = self._vectors.index.texts(wanted, conversation_id=self.scope.conversation_id,
                                                      category=self._category)
        else:
            found = {}
        for chunk in chunks(wanted):
            for note_id, content, scope, category in self.conn.execute(
                "SELECT id, content, conversation_id, category FROM memory_note "
                f"WHERE +archived_at IS NULL AND id IN ({','.join('?' * len(chunk))})", chunk,
            ):
                if in_search(scope, category, conversation_id=self.scope.conversation_id, wanted=self._category):
                    found[note_id] = content
        return found

    def fetch_live(self, note_ids: Sequence[str]) -> dict[str, MemoryNote]:
        # The lists come from the index as refreshed before the query was embedded (100 ms and more
        # for a remote model): a note another process archived or moved since is dropped here.
        return {note_id: note for note_id, note in fetch_notes(self.conn, note_ids).items()
                if note.archived_at is None and in_search(note.conversation_id, note.category.value,
                                                          conversation_id=self.scope.conversation_id,
                                                          wanted=self._category)}

    def _holds_cyrillic(self) -> bool:
        """Whether the keyword index holds a trigram that starts with a Cyrillic letter (archived
        notes' too: it may say yes for nothing, never no for something)."""
        self.conn.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS {_VOCABULARY} USING fts5vocab(main, memory_note_fts, 'row')")
        return self.conn.execute(f"SELECT 1 FROM {_VOCABULARY} WHERE term >= ? AND term < ? LIMIT 1",
                                 ("\u0400", "\u0500")).fetchone() is not None

    def _keyword_stats(self) -> tuple[DocCounter, int]:
        """How many notes hold a term (counting stops past a limit), and how many notes the keyword
        index holds (archived and not-yet-embedded ones too: the rows the counts count).

        Counts are remembered with the change-log position they were taken at (the resident
        index's change_seq, or the ANN index's). Each change-log entry adds or removes at most one
        note, so a term counted c < limit notes `drift` entries ago holds at most c + drift now:
        while that stays under the limit the term is still kept without counting again (counting
        a rare term costs ~0.2 ms at 10K notes and ~0.5-1 ms at 100K, and in a store that is
        written between searches every search used to count all its terms again). A term counted
        at the limit is counted again after any change."""
        count = fts5_doc_counter(self.conn, "memory_note_fts")
        seq = None if self._vectors is None else self._ann.seen if self._ann is not None else self._vectors.change_seq
        if seq is None:
            return count, self.conn.execute("SELECT COUNT(*) FROM memory_note").fetchone()[0]
        cache = self._term_counts
        if len(cache) > TERM_COUNT_CACHE or seq < cache.get("seq", seq):
            cache.clear()
        if cache.get("seq") != seq:
            cache["seq"] = seq
            cache["total"] = self.conn.execute("SELECT COUNT(*) FROM memory_note").fetchone()[0]

        def cached(expression: str, limit: int) -> int:
            known = cache.get(expression)
            if known is not None:
                counted, cap, at = known
                if counted < cap and counted + (seq - at) < limit:  # exact then, still under the limit
                    return counted
                if counted >= cap >= limit and at == seq:  # at least the limit, and nothing changed
                    return limit
            counted = count(expression, limit)
            cache[expression] = (counted, limit, seq)
            return counted

        return cached, cache["total"]
