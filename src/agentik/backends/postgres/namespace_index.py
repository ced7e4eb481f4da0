"""A big namespace's own vector and keyword indexes, built automatically and without blocking anyone.

In a table shared by many namespaces the shared HNSW index holds every namespace's vectors: a search
in one of them walks past the others' rows (pgvector's iterative scan keeps the filter exact, but
recall@10 fell to 0.92 for a namespace of 100K among 10 such), and a word's GIN posting list holds
every namespace's notes. A namespace's own partial indexes (``own_index_sql``) walk its
rows only: recall 0.995–1.00 at 10 × 100K. The search's SQL names the namespace as a literal, so the
planner picks them once they are valid; until then (and while one is being built, when Postgres
marks it not valid) it uses the shared ones.

`NamespaceIndexer.poke` (the backend calls it when it opens and after every `check_every` notes it
writes) starts a background thread, never more than one per process, that

1. returns at once when both own indexes exist and are valid (remembered: no further checks);
2. counts the namespace's notes up to the bound that matters (``AGENTIK_PG_NAMESPACE_INDEX_AT``, or
   half the table's estimated rows when that is more): a namespace under the threshold has no use for
   its own graph, and one holding more than `MAX_SHARE` of the table already walks mostly its own
   rows in the shared graph, where an index of its own would only double the work of every insert;
3. takes the database's build lock (``pg_try_advisory_lock``: one build at a time in the database,
   so that many namespaces crossing the threshold at once do not start as many HNSW builds; a
   process that finds it taken tries again at its next poke), drops what an interrupted build left
   (an index of these names that is not valid), and runs ``CREATE INDEX CONCURRENTLY`` for both
   (writes and searches go on meanwhile; the build takes as long as indexing the namespace's rows:
   seconds for 20K notes, a minute or two for 100K on a small server).

A build interrupted by the process's exit is dropped and started again by the next process that
pokes. A failure (the role does not own the table, say) is logged and retried after `RETRY_S`.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time

import psycopg
from psycopg import sql

from ...notes.backend import VectorSpace
from .schema import LOCK_KEY

log = logging.getLogger(__name__)

BUILD_LOCK_KEY = LOCK_KEY + 1
"""The advisory lock of namespace index builds: one at a time per database."""

MAX_SHARE = 0.5
"""A namespace holding more than this share of the table's rows gets no index of its own."""

RETRY_S = 600.0
"""After a failed build, seconds before this process tries again."""


def own_index_names(space: VectorSpace, namespace: str) -> tuple[str, str]:
    """(HNSW index, GIN index) names of one namespace's own indexes in `space`."""
    digest = hashlib.sha1(f"{space.model}\0{space.dim}\0{namespace}".encode()).hexdigest()[:12]
    return f"memory_note_hnsw_ns_{digest}", f"memory_note_search_ns_{digest}"


def own_index_sql(space: VectorSpace, namespace: str) -> list[sql.Composed]:
    """``CREATE INDEX CONCURRENTLY`` of one namespace's own HNSW index (its vectors of `space`) and GIN
    index (its words); in autocommit, outside any transaction."""
    hnsw_name, gin_name = own_index_names(space, namespace)
    hnsw = sql.SQL(
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS {name} ON memory_note USING hnsw "
        "((embedding::vector({dim})) vector_cosine_ops) "
        "WHERE namespace = {namespace} AND embedding_model = {model} AND embedding_dim = {dim}"
    ).format(name=sql.Identifier(hnsw_name), dim=sql.Literal(int(space.dim)),
             namespace=sql.Literal(namespace), model=sql.Literal(space.model))
    gin = sql.SQL(
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS {name} ON memory_note USING gin (search) WHERE namespace = {namespace}"
    ).format(name=sql.Identifier(gin_name), namespace=sql.Literal(namespace))
    return [hnsw, gin]


def index_states(conn: psycopg.Connection, names: tuple[str, ...]) -> dict[str, bool]:
    """name → valid, for those of `names` that exist."""
    return dict(conn.execute(
        "SELECT c.relname, i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
        "WHERE i.indrelid = 'memory_note'::regclass AND c.relname = ANY(%s)", (list(names),)).fetchall())


def namespace_size(conn: psycopg.Connection, namespace: str, at: int) -> tuple[int, float]:
    """(the namespace's notes, counted up to the bound that decides; the table's estimated rows, 0
    when never analysed)."""
    table = max(0.0, float(conn.execute("SELECT reltuples FROM pg_class WHERE oid = 'memory_note'::regclass"
                                        ).fetchone()[0]))
    bound = max(at, int(table * MAX_SHARE) + 1)
    count = conn.execute("SELECT count(*) FROM (SELECT 1 FROM memory_note WHERE namespace = %s LIMIT %s) n",
                         (namespace, bound)).fetchone()[0]
    return count, table


def wants_own_index(count: int, table: float, at: int) -> bool:
    """Whether a namespace of `count` notes in a table of about `table` rows gets its own indexes."""
    return count >= at and (table <= 0 or count <= MAX_SHARE * table)


class NamespaceIndexer:
    """Builds one namespace's own indexes when it has grown enough (see the module doc). Thread-safe."""

    def __init__(self, url: str, namespace: str, space: VectorSpace, *, at: int, timeout: float) -> None:
        self.url = url
        self.namespace = namespace
        self.space = space
        self.at = at
        self.timeout = timeout
        self.names = own_index_names(space, namespace)
        self.check_every = max(1, min(1000, at // 20))
        """Notes written between two pokes of the writing path."""
        self.ready = at <= 0
        """The own indexes are valid (or never wanted: at <= 0); nothing more to do."""
        self._written = 0
        self._retry_at = 0.0
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def wrote(self, notes: int) -> None:
        """`notes` were written: poke after every `check_every` of them."""
        if self.ready:
            return
        self._written += notes
        if self._written >= self.check_every:
            self._written = 0
            self.poke()

    def poke(self) -> None:
        """Check (and build when due) in a background thread, unless one runs or a failure is recent."""
        with self._lock:
            if self.ready or time.monotonic() < self._retry_at or (self._thread and self._thread.is_alive()):
                return
            self._thread = threading.Thread(target=self._run, name=f"agentik-ns-index-{self.namespace}", daemon=True)
            self._thread.start()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the running check or build (tests, benches); whether the own indexes are valid."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        return self.ready

    def _run(self) -> None:
        try:
            self.ready = self._check_and_build()
        except psycopg.Error as exc:
            self._retry_at = time.monotonic() + RETRY_S
            log.warning("the own indexes of namespace %s were not built (tried again in %.0f min): %s",
                        self.namespace, RETRY_S / 60, str(exc).strip().splitlines()[0] if str(exc).strip() else exc)

    def _check_and_build(self) -> bool:
        with psycopg.connect(self.url, autocommit=True, connect_timeout=max(1, round(self.timeout))) as conn:
            conn.execute("SELECT set_config('agentik.namespace', %s, false)", (self.namespace,))
            conn.execute("SET statement_timeout = 0")  # a role's timeout would cut every build short
            states = index_states(conn, self.names)
            if len(states) == len(self.names) and all(states.values()):
                return True
            count, table = namespace_size(conn, self.namespace, self.at)
            if not wants_own_index(count, table, self.at):
                return False
            if not conn.execute("SELECT pg_try_advisory_lock(%s)", (BUILD_LOCK_KEY,)).fetchone()[0]:
                return False  # another build runs: this one waits for the next poke
            try:
                return self._build(conn, count)
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (BUILD_LOCK_KEY,))

    def _build(self, conn: psycopg.Connection, count: int) -> bool:
        """Under the build lock: drop what an interrupted build left, then build what is missing."""
        for name, valid in index_states(conn, self.names).items():
            if not valid:  # no build runs (we hold the lock): a leftover of an interrupted one
                conn.execute(sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(sql.Identifier(name)))
        started = time.monotonic()
        log.info("namespace %s holds %d+ notes: building its own vector and keyword indexes", self.namespace, count)
        for statement in own_index_sql(self.space, self.namespace):
            conn.execute(statement)
        states = index_states(conn, self.names)
        log.info("namespace %s: own indexes built in %.1f s", self.namespace, time.monotonic() - started)
        return len(states) == len(self.names) and all(states.values())
