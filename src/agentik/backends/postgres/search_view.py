"""One search's view of the Postgres store: full-text keyword candidates and pgvector candidates.

The view holds one pooled connection (autocommit: each statement one round trip) while the search
runs; `fetch_live` reads the winners as they are then, but for those the vector list has just read
whole (its rows carry every column: a save's near-duplicate check then costs one statement, not
two). ``scan`` only
keeps the query vector (it runs on the core's helper thread, and a connection is not shared between
threads); ``vector_candidates`` asks the database:

- approximately, through the partial HNSW index of the memory's VectorSpace (``schema.py``), with
  pgvector's iterative index scan (``hnsw.iterative_scan = strict_order``, pgvector ≥ 0.8), so the
  scope, category and archive filters are applied while the index is walked and still yield `depth`
  rows when they are selective;
- exactly, by comparing every vector that passes the filters, when the index scan ended with fewer
  than `depth` rows (a namespace or scope smaller than `depth`, or filters so selective that the
  iterative scan stopped at ``hnsw.max_scan_tuples``): then fewer rows can only mean fewer notes.
"""

from __future__ import annotations

import time
import weakref
from typing import Sequence

import numpy as np
import psycopg

from ...notes.backend import Candidate, Scope, VectorSpace
from ...notes.model import NOTE_ROW, MemoryNote
from .keyword import keyword_candidates
from .rows import NOTE_COLUMNS, fetch_notes, row_to_note, scope_filters

_ID, _CONTENT, _LAST_USED, _USES = (NOTE_ROW.index(name) for name in ("id", "content", "last_used_at", "use_count"))
"""Where a vector list's row (NOTE_ROW, then the similarity) holds what a candidate needs."""

EF_SEARCH = 100
"""hnsw.ef_search of every connection (the candidate list the HNSW walk keeps): a search's vector
list, CANDIDATES (50) deep."""

EF_MIN = 40
"""The smallest candidate list a vector list walks with (pgvector's default): a save's near-duplicate
check asks for its 4 nearest notes, and a walk of 40 costs half the database CPU of one of 100 or
less, for recall@4 against exact of 1.00 at 10K notes and 0.985 at 100K (1.00 at 100;
bench/postgres.py: ``postgres_near_check``); a near-duplicate it misses is saved as a second note."""


def ef_search(depth: int) -> int:
    """hnsw.ef_search of a vector list `depth` deep: twice the rows asked for, at least EF_MIN."""
    return max(EF_MIN, 2 * depth)


class SessionEf:
    """The hnsw.ef_search each pooled connection was last set to (EF_SEARCH when it was made): a
    vector list sets another only when it needs another, and leaves it for the next list (a process
    that only saves sets EF_MIN once per connection, one that only searches never). Each SET runs
    alone in autocommit (a view's connection), so the session keeps what is recorded."""

    def __init__(self) -> None:
        self._by_conn: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def ensure(self, conn: psycopg.Connection, ef: int) -> None:
        if self._by_conn.get(conn, EF_SEARCH) != ef:
            conn.execute(f"SET hnsw.ef_search = {int(ef)}")
            self._by_conn[conn] = ef


def _literal(text: str) -> str:
    """`text` as an SQL string literal inside a statement with %-placeholders."""
    return "'" + text.replace("'", "''").replace("%", "%%") + "'"


class VectorQueries:
    """The SQL of one namespace's vector search in one VectorSpace. The model, width and namespace
    are literals, so the planner matches the predicate of the space's partial HNSW index and of a
    namespace's own one once it is valid (``namespace_index.py``): a big namespace
    in a table shared with others then walks a graph of its own rows only."""

    def __init__(self, space: VectorSpace, namespace: str) -> None:
        self.space = space
        dim = int(space.dim)
        of_space = f"embedding_model = {_literal(space.model)} AND embedding_dim = {dim}"
        distance = f"(embedding::vector({dim}) <=> %(q)s::vector({dim}))"
        self._head = (f"SELECT {NOTE_COLUMNS}, 1 - {distance} FROM memory_note "
                      f"WHERE namespace = {_literal(namespace)} AND archived_at IS NULL AND {of_space}")
        self._distance = distance
        self.any_vector = ("SELECT EXISTS (SELECT 1 FROM memory_note "
                           f"WHERE namespace = %s AND archived_at IS NULL AND {of_space})")

    def approximate(self, filters: str) -> str:
        """Walk the HNSW index (iteratively, filters applied on the way). A row: the NOTE_ROW columns,
        then the similarity."""
        return f"{self._head}{filters} ORDER BY {self._distance} LIMIT %(depth)s"

    def exact(self, filters: str) -> str:
        """Compare every vector that passes the filters ("+ 0": an ORDER BY the index cannot answer)."""
        return f"{self._head}{filters} ORDER BY {self._distance} + 0, seq LIMIT %(depth)s"


class Remembered:
    """Facts about a namespace that writes almost never undo (a vector of the space exists; the
    namespace holds enough notes that the keyword bound is MAX_TERM_DOCS), kept by the backend for
    `ttl_s` once seen true, so a search does not ask again. A stale True costs little: a query
    embedded for an empty vector list, or one common word kept in a shrunken namespace."""

    def __init__(self, ttl_s: float = 60.0) -> None:
        self.ttl_s = ttl_s
        self._until: dict[str, float] = {}

    def __contains__(self, fact: str) -> bool:
        return self._until.get(fact, 0.0) > time.monotonic()

    def learn(self, fact: str, true: bool) -> bool:
        if true:
            self._until[fact] = time.monotonic() + self.ttl_s
        return true


class PostgresSearchView:
    """The SearchView of agentik.notes.backend over one connection."""

    def __init__(self, conn: psycopg.Connection, namespace: str, scope: Scope,
                 vectors: VectorQueries | None, remembered: Remembered | None = None,
                 session_ef: SessionEf | None = None) -> None:
        self.conn = conn
        self._session_ef = session_ef if session_ef is not None else SessionEf()
        self.namespace = namespace
        self.scope = scope
        self._category = scope.category.value if scope.category is not None else None
        self._vectors = vectors
        self._texts: dict[str, str] = {}
        """Content of the candidates listed so far (live and in the scope when listed)."""
        self._rows: dict[str, tuple] = {}
        """The whole rows (NOTE_ROW) the vector list read, live and in the scope when read."""
        self._remembered = remembered if remembered is not None else Remembered(ttl_s=0)
        self.has_vectors = vectors is not None and ("vectors" in self._remembered or self._remembered.learn(
            "vectors", conn.execute(vectors.any_vector, (namespace,)).fetchone()[0]))

    def unembedded(self) -> list[tuple[str, str]]:
        """None: notes stored without a vector are embedded after saves and by reindex."""
        return []

    def scan(self, vector: np.ndarray) -> np.ndarray:
        """The query vector, kept for vector_candidates (the database compares)."""
        return np.asarray(vector, dtype=np.float32)

    def vector_candidates(self, scan: np.ndarray, depth: int) -> list[Candidate]:
        assert self._vectors is not None
        where, params = scope_filters(self.scope.conversation_id, self._category)
        filters = where % tuple(f"%(f{i})s" for i in range(len(params)))
        values = {"q": scan, "ns": self.namespace, "depth": depth,
                  **{f"f{i}": value for i, value in enumerate(params)}}
        self._session_ef.ensure(self.conn, ef_search(depth))
        rows = self.conn.execute(self._vectors.approximate(filters), values).fetchall()
        if len(rows) < depth:
            rows = self.conn.execute(self._vectors.exact(filters), values).fetchall()
        for row in rows:
            self._rows[row[_ID]] = row[:-1]
            self._texts[row[_ID]] = row[_CONTENT]
        return [Candidate(row[_ID], float(row[-1]), row[_LAST_USED], row[_USES]) for row in rows if row[-1] > 0.0]

    def keyword_candidates(self, query: str, depth: int, *, keep_one: bool) -> list[Candidate] | None:
        known_big = "big" in self._remembered
        hits, big = keyword_candidates(self.conn, self.namespace, query, depth=depth, keep_one=keep_one,
                                       conversation_id=self.scope.conversation_id, category=self._category,
                                       big=known_big)
        if not known_big:  # counted now
            self._remembered.learn("big", big)
        if hits is None:
            return None
        self._texts.update((hit[0], hit[3]) for hit in hits)
        return [Candidate(note_id, 0.0, last_used_at, use_count) for note_id, last_used_at, use_count, _ in hits]

    def live_texts(self, note_ids: Sequence[str]) -> dict[str, str]:
        """The candidates' texts as their lists read them (live and in the scope then, a few
        milliseconds ago: the winners are read again by fetch_live); others from the database."""
        texts = {note_id: self._texts[note_id] for note_id in note_ids if note_id in self._texts}
        ids = [note_id for note_id in dict.fromkeys(note_ids) if note_id not in texts]
        if ids:
            rows = self.conn.execute(
                "SELECT id, content, conversation_id, category FROM memory_note "
                "WHERE namespace = %s AND id = ANY(%s) AND archived_at IS NULL", (self.namespace, ids),
            ).fetchall()
            texts.update((note_id, content) for note_id, content, scope, category in rows
                         if self.scope.admits(scope, category))
        return texts

    def fetch_live(self, note_ids: Sequence[str]) -> dict[str, MemoryNote]:
        """The notes the vector list read whole as it read them; the others read now."""
        notes = {note_id: row_to_note(self._rows[note_id]) for note_id in note_ids if note_id in self._rows}
        rest = [note_id for note_id in note_ids if note_id not in notes]
        if rest:
            notes.update(fetch_notes(self.conn, self.namespace, rest))
        return {note_id: note for note_id, note in notes.items()
                if note.archived_at is None and self.scope.admits(note.conversation_id, note.category)}
