"""The SQLite memory backend (the default): notes, vectors and the keyword index in agentik.db.

    backend.py         SqliteBackend and the registered factory open_sqlite_backend(settings, space)
    schema.py          numbered migrations of the memory tables
    rows.py            memory_note rows <-> MemoryNote, and the SQL that reads and writes them
    vectors.py         the resident matrix: int8 scan, exact rescoring, in-place updates
    quantized.py       the int8 codes and their error bound
    resident.py        keeping the matrix in step with the database (this and other processes)
    keyword.py         the FTS5 trigram side of search
    search_view.py     one search's view: keyword candidates and vector candidates
"""
