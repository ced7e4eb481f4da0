"""Every size limit of the memory, in one place: the same numbers hold for the CLI, the Python API,
the MCP server and the agent's tools (they all go through `agentik.memory.intake`).

Why each number:

- ``MAX_CONTENT_CHARS``: a note is a fact, not a document. 4,000 characters is a long paragraph.
- ``MAX_QUERY_CHARS``: a query is accepted up to 1 Mi (1,048,576) characters (a pasted page still finds
  its notes) and refused beyond it with a one-line error, so no caller can hand the process an
  unbounded string. Its cost is bounded well below that: the embedding sees at most the model's
  window (``agentik.embedding``: ``LOCAL_WINDOW_TOKENS``, ``REMOTE_MAX_CHARS``) and the keyword side
  reads at most ``MAX_KEYWORD_SCAN_CHARS`` and keeps ``MAX_TERMS`` terms (``query_terms``).
- ``MAX_K``: more hits than a person or a prompt can use; the ranking's work grows with k.
- ``MAX_PAGE``: limit and offset of a listing. Far beyond any store (an export lists every note in
  one page), and inside SQLite's 64-bit integers, so 10**20 is a one-line error, not an OverflowError.
- ``MAX_CONVERSATION_ID_CHARS`` / ``MAX_NOTE_ID_CHARS``: ids are names, not texts.
- ``MAX_TIMESTAMP_MS``: a timestamp (epoch ms) must fit SQLite's INTEGER; year 9999 is the end.
"""

from __future__ import annotations

MAX_CONTENT_CHARS = 4000
"""A note is a fact, not a document: longer content is refused with InvalidInput."""

MAX_QUERY_CHARS = 1_048_576
"""Longest search query accepted; the embedding and keyword work is bounded far below it."""

MAX_KEYWORD_SCAN_CHARS = 20_000
"""The keyword side reads at most this many characters of a query (it keeps 24 terms anyway)."""

MAX_K = 1000
"""Most hits one search returns."""

MAX_PAGE = 1_000_000_000
"""Largest limit or offset of a listing."""

MAX_CONVERSATION_ID_CHARS = 200
"""Longest conversation id."""

MAX_NOTE_ID_CHARS = 200
"""Longest note id (ours are 36 characters: mem-<32 hex>)."""

MAX_TIMESTAMP_MS = 253_402_300_799_999
"""9999-12-31T23:59:59.999Z in epoch milliseconds: the last timestamp a note may carry."""

MAX_USE_COUNT = 2**62
"""Largest use count an imported note may carry (bumps add to it inside SQLite's INTEGER)."""

__all__ = [
    "MAX_CONTENT_CHARS", "MAX_QUERY_CHARS", "MAX_KEYWORD_SCAN_CHARS", "MAX_K", "MAX_PAGE",
    "MAX_CONVERSATION_ID_CHARS", "MAX_NOTE_ID_CHARS", "MAX_TIMESTAMP_MS", "MAX_USE_COUNT",
]
