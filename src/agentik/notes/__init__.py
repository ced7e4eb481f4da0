"""What a memory note is, and what a backend must do with notes: the vocabulary the memory core
(agentik.memory) and its backends (agentik.backends) share, below both.

    model.py     MemoryNote, MemoryCategory, Source, SearchHit: the note and its vocabulary
    backend.py   the narrow interface a backend implements (rows in and out, keyword and vector
                 candidates, bump, vectors); agentik.memory.core.Memory does everything else
"""
