"""Postgres store: the statements of a save keep cheap plans while a fresh table grows.

A pooled connection caches the plans of the statements it runs often (psycopg prepares them; Postgres
then keeps a generic plan). A plan cached while the table was tiny and had no statistics yet (a fresh
database, before autovacuum's first ANALYZE) stays in use as the table grows: the exact-twin check
once read every row of the namespace that way. Planned at each call instead, it reads the two unique
indexes once the table holds a few pages (here from 1,000–1,500 rows on; before, a tiny table is
read whole, which costs little).
"""

from __future__ import annotations

import pytest

from agentik.backends.postgres.rows import fetch_twins
from agentik.memory.intake import new_notes
from agentik.notes.model import MemoryCategory
from stores import postgres_store

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run


def _rows_read(conn) -> int:
    """Rows of memory_note this session has read and not yet reported (sequentially or through an
    index); its difference across statements of one transaction is what they read."""
    seq, fetched = conn.execute("SELECT seq_tup_read, coalesce(idx_tup_fetch, 0) FROM pg_stat_xact_user_tables "
                                "WHERE relname = 'memory_note'").fetchone()
    return seq + fetched


def grow(conn, namespace: str, rows: int) -> None:
    """`rows` more notes in the namespace, in one statement (no bulk write of the store: that one
    runs ANALYZE, which would re-plan every cached statement)."""
    conn.execute(
        "INSERT INTO memory_note (namespace, id, category, content, source, created_at, last_used_at, "
        "content_hash, valid_from) SELECT %s, 'grown-' || i, 'world', 'grown fact ' || i, 'agent_save', 1, 1, "
        "md5('grown' || i), 1 FROM generate_series(1, %s) i", (namespace, rows))


def test_twin_check_reads_index_entries_not_the_namespace_as_a_fresh_table_grows(postgres_server):
    store = postgres_store(postgres_server.make_database("plans"), "plans")
    try:
        backend = store.backend
        probe = new_notes(["a fact nobody saved"], MemoryCategory.WORLD, None, "agent_save")[0]
        with backend._db() as conn:
            conn.execute("ALTER TABLE memory_note SET (autovacuum_enabled = false)")  # no ANALYZE re-plans it
            store.save_many([f"early fact {i}" for i in range(3)], "world")
            for _ in range(12):  # prepared by psycopg, then a generic plan kept by Postgres (a tiny table)
                assert fetch_twins(conn, backend.namespace, [probe]) == [None]
            grow(conn, backend.namespace, 2000)
            twin = store.save("later fact 5: service5 runs on node5", "world")
            with conn.transaction():
                before = _rows_read(conn)
                assert fetch_twins(conn, backend.namespace, [probe]) == [None]
                assert _rows_read(conn) - before <= 2
                found = fetch_twins(conn, backend.namespace, [probe.with_(content=twin.content, id="other")])
                assert [note.id for note in found] == [twin.id]
    finally:
        store.close()
