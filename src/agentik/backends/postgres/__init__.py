"""The Postgres memory backend: one memory for many processes and hosts, partitioned by namespace.

    backend.py         PostgresBackend and the registered factory open_postgres_backend(settings, space)
    conversations.py   PostgresConversationStore (working memory), registered as the "postgres" conversation store
    pool.py            NamespacePool: pooled connections bound to one namespace, StoreUnavailable, recovery
    schema.py          numbered migrations (advisory lock), row-level security, the HNSW index of a space
    rows.py            memory_note rows <-> MemoryNote, and the SQL that reads and writes them
    keyword.py         the full-text side of search (Russian/English stems, identifiers as written)
    search_view.py     one search's view: keyword candidates and pgvector candidates
    namespace_index.py a big namespace's own HNSW and GIN indexes, built in the background

The curator's journal and the skills' usage on the same database and namespace live with their
owners (agent/curator/pg_journal.py, agent/skills/pg_usage.py) over pool.py and the tables of
schema.py.

Needs psycopg 3, psycopg_pool and pgvector (``pip install 'agentik[postgres]'``), imported only when
AGENTIK_MEMORY_STORE=postgres.
"""
