"""The Postgres memory backend: one memory for many processes and hosts, partitioned by namespace.

    backend.py         PostgresBackend and the registered factory open_postgres_backend(settings, space)
    schema.py          numbered migrations (advisory lock), row-level security, the HNSW index of a space
    rows.py            memory_note rows <-> MemoryNote, and the SQL that reads and writes them
    keyword.py         the full-text side of search (Russian/English stems, identifiers as written)
    search_view.py     one search's view: keyword candidates and pgvector candidates

Needs psycopg 3, psycopg_pool and pgvector (``pip install 'agentik[postgres]'``), imported only when
AGENTIK_MEMORY_STORE=postgres.
"""
