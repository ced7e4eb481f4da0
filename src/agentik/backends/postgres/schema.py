"""The memory tables in Postgres, as numbered migrations, and the vector index of one VectorSpace.

1. ``vector`` extension; ``memory_note`` as in SQLite plus ``namespace`` (the partition: every row
   belongs to one user or agent), ``seq`` (storage order), the vector as an untyped pgvector
   ``vector`` (NULL while waiting for one; models of any width share the table) and ``search``, a
   stored tsvector of the content under the ``russian`` configuration (Russian words stemmed by
   Snowball, ASCII words by the English stemmer) followed by the ``simple`` one (every word and
   identifier as written, lower-cased: ``gradle``, ``9.4.1``, ``k8s``). Primary key (namespace, id);
   content_hash unique among a namespace's live notes; indexes for listing, counting, reindex and
   the curator; GIN on ``search``.
   Row-level security, forced on the table owner too: a row is visible and writable only when its
   namespace equals the connection's ``agentik.namespace`` setting (unset: nothing at all). The
   backend also names the namespace in every WHERE clause, so a superuser connection (which
   bypasses row security) is partitioned as well.

2. Facts that change and the curator's pins: ``valid_from`` (existing rows: their created_at),
   ``valid_until`` and ``superseded_by`` (the note that replaced this one; indexed where set), and
   ``pinned`` (never archived by age); the curator's index of unused notes leaves pinned ones out.
   The backfill of valid_from lifts the forced row security for its own transaction only (the
   owner must see every namespace's rows).

3. ``search_text`` (issue 13): a note's search-only context ('' for none; the turn before an
   imported transcript turn). ``search`` is recomputed over content and search_text (a stored
   generated column cannot change its expression: dropped and added again, with its GIN index;
   the table is rewritten once).

4. Working memory: ``conversation``, ``conversation_record`` and ``conversation_state`` as in SQLite
   (backends/sqlite/conversations.py) plus ``namespace`` in every key, under the same forced row
   security, so a conversation started on one host goes on from another.

5. The curator's journal (agent/curator/journal.py's tables): runs, actions, last-run time and the
   lease, per namespace, so the daily run happens once across every host of a namespace.

6. Skills' usage (agent/skills/usage.py's tables): use counts, archive and approval marks, the
   kept versions of each SKILL.md and the cached vectors of descriptions, per namespace.

7. ``memory_common_term``: the search words (their tsquery text) found in more notes of a namespace
   than keyword search looks at (backends/postgres/keyword.py), so that no search of any process
   reads their long GIN posting lists again; a row is trusted for a week, then counted again.

8. Vectors stay in the row: a note's row (a 384-float vector is 1.5 KB) passed Postgres's 2 KB
   TOAST threshold, so its vector was moved to the TOAST table and every distance the database
   computed from the row (the similarity of each candidate; every row of an exact scan, the plan
   for a small namespace in a shared table) fetched it from there: an exact scan of 2,000 rows
   took 62 instead of 15 ms. ``toast_tuple_target`` 8160 keeps rows of up to 8 KB whole. Rows
   written before keep their TOASTed vector until rewritten (as the table owner, once, when
   convenient: ``VACUUM FULL memory_note``, which locks the table while it runs).

``agentik_schema`` (component, version) records the version. Migrations run under a session-level
advisory lock, each step in its own transaction, so processes starting at once wait for the first
and then find nothing left to do.

Full-text matching under row security needs one step by a superuser (see ``MATCH_FUNCTION``).

The vector index is not a migration: its width depends on the embedding model. ``ensure_space_index``
creates, once per (model, width), a partial HNSW index (cosine) on ``embedding::vector(dim)`` for the
rows of that model, under the same lock. Until it exists, search is exact.
"""

from __future__ import annotations

import hashlib
import logging

import psycopg
from psycopg import sql

from ...errors import StoreUnavailable
from ...notes.backend import VectorSpace
from .pool import CONNECT_TIMEOUT_S, NamespacePool, first_line

COMPONENT = "memory"

log = logging.getLogger(__name__)

LOCK_KEY = 0x6167656E74696B  # "agentik": the advisory lock of schema changes

V1_NOTES = """
CREATE EXTENSION IF NOT EXISTS vector;
CREATE TABLE memory_note (
    namespace       text NOT NULL,
    id              text NOT NULL,
    seq             bigint GENERATED ALWAYS AS IDENTITY,
    category        text NOT NULL,
    content         text NOT NULL,
    conversation_id text,
    source          text NOT NULL,
    created_at      bigint NOT NULL,
    last_used_at    bigint NOT NULL,
    use_count       integer NOT NULL DEFAULT 0,
    embedding_model text NOT NULL DEFAULT '',
    embedding_dim   integer NOT NULL DEFAULT 0,
    embedding       vector,
    archived_at     bigint,
    content_hash    text NOT NULL,
    search          tsvector GENERATED ALWAYS AS (
                        to_tsvector('russian'::regconfig, content) || to_tsvector('simple'::regconfig, content)
                    ) STORED,
    PRIMARY KEY (namespace, id)
);
CREATE UNIQUE INDEX memory_note_live_hash_idx ON memory_note (namespace, content_hash) WHERE archived_at IS NULL;
CREATE INDEX memory_note_created_idx ON memory_note (namespace, created_at DESC, id DESC);
CREATE INDEX memory_note_category_idx ON memory_note (namespace, category, created_at DESC);
CREATE INDEX memory_note_model_idx ON memory_note (namespace, embedding_model, embedding_dim);
CREATE INDEX memory_note_unused_idx ON memory_note (namespace, last_used_at)
    WHERE archived_at IS NULL AND use_count = 0;
CREATE INDEX memory_note_search_idx ON memory_note USING gin (search);
ALTER TABLE memory_note ENABLE ROW LEVEL SECURITY;
ALTER TABLE memory_note FORCE ROW LEVEL SECURITY;
CREATE POLICY memory_note_namespace ON memory_note
    USING (namespace = current_setting('agentik.namespace', true))
    WITH CHECK (namespace = current_setting('agentik.namespace', true));
"""

V2_VALIDITY_AND_PIN = """
ALTER TABLE memory_note ADD COLUMN valid_from bigint;
ALTER TABLE memory_note NO FORCE ROW LEVEL SECURITY;
UPDATE memory_note SET valid_from = created_at;
ALTER TABLE memory_note FORCE ROW LEVEL SECURITY;
ALTER TABLE memory_note ALTER COLUMN valid_from SET NOT NULL;
ALTER TABLE memory_note ADD COLUMN valid_until bigint;
ALTER TABLE memory_note ADD COLUMN superseded_by text;
ALTER TABLE memory_note ADD COLUMN pinned boolean NOT NULL DEFAULT false;
CREATE INDEX memory_note_superseded_by_idx ON memory_note (namespace, superseded_by)
    WHERE superseded_by IS NOT NULL;
DROP INDEX memory_note_unused_idx;
CREATE INDEX memory_note_unused_idx ON memory_note (namespace, last_used_at)
    WHERE archived_at IS NULL AND use_count = 0 AND NOT pinned;
"""

V3_SEARCH_TEXT = """
ALTER TABLE memory_note ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE memory_note DROP COLUMN search;
ALTER TABLE memory_note ADD COLUMN search tsvector GENERATED ALWAYS AS (
    to_tsvector('russian'::regconfig, content) || to_tsvector('simple'::regconfig, content)
    || to_tsvector('russian'::regconfig, search_text) || to_tsvector('simple'::regconfig, search_text)
) STORED;
CREATE INDEX memory_note_search_idx ON memory_note USING gin (search);
"""


def namespaced(table: str) -> str:
    """Row-level security on `table`, forced on its owner too: a row is visible and writable only
    when its ``namespace`` equals the connection's ``agentik.namespace`` (unset: nothing at all)."""
    return f"""
ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;
ALTER TABLE {table} FORCE ROW LEVEL SECURITY;
CREATE POLICY {table}_namespace ON {table}
    USING (namespace = current_setting('agentik.namespace', true))
    WITH CHECK (namespace = current_setting('agentik.namespace', true));
"""


V4_CONVERSATIONS = """
CREATE TABLE conversation (
    namespace          text NOT NULL,
    id                 text NOT NULL,
    title              text NOT NULL DEFAULT '',
    language           text,
    created_at         bigint NOT NULL,
    updated_at         bigint NOT NULL,
    turns_total        integer NOT NULL DEFAULT 0,
    turns_since_review integer NOT NULL DEFAULT 0,
    PRIMARY KEY (namespace, id)
);
CREATE INDEX conversation_updated_idx ON conversation (namespace, updated_at DESC);
CREATE TABLE conversation_record (
    namespace       text NOT NULL,
    conversation_id text NOT NULL,
    seq             integer NOT NULL,
    sort_key        double precision NOT NULL,
    kind            text NOT NULL,
    role            text NOT NULL,
    content         text NOT NULL,
    tool_calls      text,
    tool_call_id    text,
    name            text,
    created_at      bigint NOT NULL,
    hidden_by       integer,
    PRIMARY KEY (namespace, conversation_id, seq),
    FOREIGN KEY (namespace, conversation_id) REFERENCES conversation (namespace, id) ON DELETE CASCADE
);
CREATE INDEX conversation_record_view_idx ON conversation_record (namespace, conversation_id, hidden_by, sort_key);
CREATE TABLE conversation_state (
    namespace       text NOT NULL,
    conversation_id text NOT NULL,
    key             text NOT NULL,
    value           text NOT NULL,
    PRIMARY KEY (namespace, conversation_id, key),
    FOREIGN KEY (namespace, conversation_id) REFERENCES conversation (namespace, id) ON DELETE CASCADE
);
""" + namespaced("conversation") + namespaced("conversation_record") + namespaced("conversation_state")

V5_CURATOR = """
CREATE TABLE curator_run (
    namespace   text NOT NULL,
    id          bigint GENERATED ALWAYS AS IDENTITY,
    started_at  bigint NOT NULL,
    finished_at bigint,
    dry_run     boolean NOT NULL DEFAULT false,
    status      text NOT NULL,
    backup      text,
    summary     text NOT NULL DEFAULT '',
    PRIMARY KEY (namespace, id)
);
CREATE TABLE curator_action (
    namespace text NOT NULL,
    id        bigint GENERATED ALWAYS AS IDENTITY,
    run_id    bigint NOT NULL,
    kind      text NOT NULL,
    source    text NOT NULL,
    item_id   text NOT NULL,
    reason    text NOT NULL,
    detail    text NOT NULL DEFAULT '{}',
    state     text NOT NULL DEFAULT 'planned',
    at        bigint NOT NULL,
    PRIMARY KEY (namespace, id),
    FOREIGN KEY (namespace, run_id) REFERENCES curator_run (namespace, id)
);
CREATE INDEX curator_action_run_idx ON curator_action (namespace, run_id);
CREATE TABLE curator_state (
    namespace text NOT NULL,
    key       text NOT NULL,
    value     text NOT NULL,
    PRIMARY KEY (namespace, key)
);
""" + namespaced("curator_run") + namespaced("curator_action") + namespaced("curator_state")

V6_SKILLS = """
CREATE TABLE skill_usage (
    namespace    text NOT NULL,
    name         text NOT NULL,
    source       text NOT NULL,
    created_at   bigint NOT NULL,
    updated_at   bigint NOT NULL,
    last_used_at bigint,
    use_count    integer NOT NULL DEFAULT 0,
    archived_at  bigint,
    approved_at  bigint,
    version      integer NOT NULL DEFAULT 0,
    PRIMARY KEY (namespace, name)
);
CREATE TABLE skill_version (
    namespace  text NOT NULL,
    name       text NOT NULL,
    version    integer NOT NULL,
    etag       text NOT NULL,
    source     text NOT NULL,
    created_at bigint NOT NULL,
    text       text NOT NULL,
    PRIMARY KEY (namespace, name, version)
);
CREATE TABLE skill_vector (
    namespace text NOT NULL,
    text_hash text NOT NULL,
    model     text NOT NULL,
    vector    bytea NOT NULL,
    PRIMARY KEY (namespace, text_hash, model)
);
""" + namespaced("skill_usage") + namespaced("skill_version") + namespaced("skill_vector")

V7_COMMON_TERMS = """
CREATE TABLE memory_common_term (
    namespace  text NOT NULL,
    term       text NOT NULL,
    counted_at bigint NOT NULL,
    PRIMARY KEY (namespace, term)
);
""" + namespaced("memory_common_term")

V8_VECTORS_IN_ROW = """
ALTER TABLE memory_note SET (toast_tuple_target = 8160);
"""

MIGRATIONS: tuple[str, ...] = (V1_NOTES, V2_VALIDITY_AND_PIN, V3_SEARCH_TEXT, V4_CONVERSATIONS, V5_CURATOR, V6_SKILLS,
                               V7_COMMON_TERMS, V8_VECTORS_IN_ROW)
"""Step i has version i+1. Append only: never edit a released step."""

_VERSION_TABLE = """
CREATE TABLE IF NOT EXISTS agentik_schema (component text PRIMARY KEY, version integer NOT NULL)
"""


def schema_version(conn: psycopg.Connection) -> int:
    """The memory tables' version in this database (0: none yet)."""
    if not conn.execute("SELECT to_regclass('agentik_schema') IS NOT NULL").fetchone()[0]:
        return 0
    row = conn.execute("SELECT version FROM agentik_schema WHERE component = %s", (COMPONENT,)).fetchone()
    return row[0] if row else 0


def apply_migrations(conn: psycopg.Connection, space: VectorSpace | None) -> int:
    """Bring the memory tables up to date (and the vector index of `space`); returns the version.
    `conn` is in autocommit mode; every step commits on its own."""
    conn.execute("SELECT pg_advisory_lock(%s)", (LOCK_KEY,))
    try:
        with conn.transaction():
            conn.execute(_VERSION_TABLE)
        version = schema_version(conn)
        if version > len(MIGRATIONS):
            raise psycopg.DataError(f"the memory tables are at version {version}, newer than this agentik "
                                    f"({len(MIGRATIONS)}); upgrade agentik")
        for number, step in enumerate(MIGRATIONS[version:], start=version + 1):
            with conn.transaction():
                conn.execute(step)
                conn.execute(
                    "INSERT INTO agentik_schema (component, version) VALUES (%s, %s) "
                    "ON CONFLICT (component) DO UPDATE SET version = EXCLUDED.version",
                    (COMPONENT, number),
                )
            log.info("memory tables migrated to version %d", number)
            version = number
        if space is not None:
            ensure_space_index(conn, space)
    finally:
        conn.execute("SELECT pg_advisory_unlock(%s)", (LOCK_KEY,))
    return version


def space_index_name(space: VectorSpace) -> str:
    """The HNSW index of one (model, width): its name carries a digest of both."""
    digest = hashlib.sha1(f"{space.model}\0{space.dim}".encode()).hexdigest()[:12]
    return f"memory_note_hnsw_{digest}"


def ensure_space_index(conn: psycopg.Connection, space: VectorSpace) -> None:
    """Create the partial HNSW cosine index over the vectors of `space` unless it exists (caller
    holds the advisory lock). Building it over many existing rows takes a while, once."""
    name = space_index_name(space)
    if conn.execute("SELECT to_regclass(%s) IS NOT NULL", (name,)).fetchone()[0]:
        return
    statement = sql.SQL(
        "CREATE INDEX IF NOT EXISTS {name} ON memory_note USING hnsw ((embedding::vector({dim})) vector_cosine_ops) "
        "WHERE embedding_model = {model} AND embedding_dim = {dim}"
    ).format(name=sql.Identifier(name), dim=sql.Literal(int(space.dim)), model=sql.Literal(space.model))
    with conn.transaction():
        conn.execute(statement)
    log.info("created the vector index %s for %s/%d", name, space.model, space.dim)


MATCH_FUNCTION = "pg_catalog.ts_match_vq(tsvector, tsquery)"
"""The function behind ``tsvector @@ tsquery``. Under row-level security the planner may only use an
index for a condition whose function is LEAKPROOF, and Postgres does not mark this one so: until a
superuser does (``ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF``, once per
database), keyword search reads every row of the namespace instead of the GIN index. It only
compares its two arguments; the mark says that its errors and result reveal nothing else."""


def match_is_leakproof(conn: psycopg.Connection) -> bool:
    """Whether full-text matches can use the GIN index under row-level security."""
    return bool(conn.execute(f"SELECT proleakproof FROM pg_proc WHERE oid = '{MATCH_FUNCTION}'::regprocedure"
                             ).fetchone()[0])


def vector_version(conn: psycopg.Connection) -> str | None:
    """The installed pgvector version, None when the extension is missing."""
    row = conn.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'").fetchone()
    return row[0] if row else None


def migrated_pool(url: str, *, namespace: str, max_size: int, what: str,
                  timeout: float = CONNECT_TIMEOUT_S) -> NamespacePool:
    """A pool over one namespace of the database at `url`, its tables migrated first (the stores
    beside the notes: conversations, the curator's journal, skills' usage). StoreUnavailable names
    `what` when the server cannot be used; the pool is closed then."""
    pool = NamespacePool(url, namespace=namespace, max_size=max_size, timeout=timeout, what=what)
    try:
        with pool.connect_once() as conn:
            apply_migrations(conn, None)
    except psycopg.Error as exc:
        pool.close()
        raise StoreUnavailable(f"cannot use {pool.where} for the {what}: {first_line(exc)}") from None
    return pool
