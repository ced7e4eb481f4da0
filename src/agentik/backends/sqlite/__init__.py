"""The SQLite memory backend (the default): notes, vectors and the keyword index in agentik.db.

    store.py           SqliteMemoryStore and the registered factory open_sqlite_store(settings, embedder)
    schema.py          numbered migrations of the memory tables
    rows.py            memory_note rows <-> MemoryNote, and the SQL that reads and writes them
    vectors.py         the resident matrix: brute-force cosine, in-place updates
    resident.py        keeping the matrix in step with the database (this and other processes)
    keyword.py         the FTS5 trigram side of search
    hybrid.py          one search: both lists, fused and reranked
    embedding_jobs.py  vectors at save time, after an outage, and on a model change (reindex)
"""
