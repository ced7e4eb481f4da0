"""What is stored, and what a store must do with it: the vocabulary the memory core (agentik.memory),
the agent and the backends (agentik.backends) share, below all of them.

    model.py          MemoryNote, MemoryCategory, Source, SearchHit: the note and its vocabulary
    backend.py        the narrow interface a memory backend implements (rows in and out, keyword and
                      vector candidates, bump, vectors); agentik.memory.core.Memory does everything else
    entries.py        the §-file format (markdown backend, export/import --format md)
    messages.py       Message, Role, RecordKind, ToolCall: the records of a conversation
    conversations.py  ConversationStore: the protocol conversations (working memory) are kept behind
"""
