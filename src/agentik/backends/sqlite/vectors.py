"""The resident matrix: one float32 row per live, embedded note, searched by brute-force cosine.

Rows are unit vectors, so cosine similarity is one matrix-vector product over the whole matrix
(one BLAS call, no per-row Python). The top n come from ``np.argpartition`` and only those n are
sorted. Filters by scope and category are numpy masks over small per-row code arrays.

Rows are kept in place: a new note appends a row (the buffer grows by doubling), a removed note's
row is filled with the last row (swap-remove), so every change costs O(dim), not O(n·dim).

From ``SPLIT_ROWS`` rows on, the product is split in two halves, one computed by a helper thread
(numpy releases the GIL): streaming 100K × 384 float32 (154 MB) is memory-bound at ~13 ms on one
core here and ~7 ms on two. When the other core is busy the halves simply run one after the other,
so a loaded machine pays about the single-thread time, never a spin-wait penalty. Below it, one
call is cheaper than handing work to a thread (10K rows: 0.4 ms).

This module knows no SQL; ``resident.py`` keeps an index in step with the database.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import Iterable

import numpy as np

from ...memory.model import MemoryCategory
from ...per_process import PerProcess

VECTOR_DTYPE = np.dtype("<f4")
"""How vectors are stored in the BLOB column: packed little-endian float32."""

_CATEGORY_CODE = {category.value: code for code, category in enumerate(MemoryCategory, start=1)}
CATEGORY_CODE_SQL = "CASE category {} ELSE 0 END".format(
    " ".join(f"WHEN '{value}' THEN {code}" for value, code in _CATEGORY_CODE.items())
)
"""SQL giving a row's category code, so loading reads small ints instead of strings."""


def of_model_sql(model: str, dim: int) -> tuple[str, tuple]:
    """A WHERE condition (and its parameters) for the rows whose vector is `model`'s: the only ones
    the index may hold (live ones) and the only ones a reindex leaves alone."""
    return (
        "embedding_model = ? AND embedding_dim = ? AND length(embedding) = ?",
        (model, dim, dim * VECTOR_DTYPE.itemsize),
    )


GLOBAL_SCOPE = 0
"""The scope code of notes with no conversation_id."""

SPLIT_ROWS = 32_768
"""From this many rows on, the similarity product runs in two halves on two threads."""

_SCAN_HELPER: PerProcess[ThreadPoolExecutor] = PerProcess(
    lambda: ThreadPoolExecutor(max_workers=1, thread_name_prefix="agentik-scan")
)


def _scan_helper() -> ThreadPoolExecutor:
    """The process-wide thread that computes the first half of large products (started on first need)."""
    return _SCAN_HELPER.get()


def similarities(matrix: np.ndarray, query: np.ndarray) -> np.ndarray:
    """``matrix @ query`` as a fresh float32 array; in two threads from SPLIT_ROWS rows on."""
    rows = len(matrix)
    out = np.empty(rows, dtype=np.float32)
    if rows < SPLIT_ROWS:
        return np.dot(matrix, query, out=out)
    half = rows // 2
    first = _scan_helper().submit(np.dot, matrix[:half], query, out[:half])
    try:
        np.dot(matrix[half:], query, out=out[half:])
    finally:
        first.result()
    return out


def pack(vector: np.ndarray) -> bytes:
    """A vector as the bytes of the BLOB column (little-endian float32)."""
    return np.ascontiguousarray(vector, dtype=VECTOR_DTYPE).tobytes()


class VectorIndex:
    """Vectors of notes by id, with each note's scope and category for filtering."""

    def __init__(self, dim: int, *, capacity: int = 256) -> None:
        self.dim = dim
        self._matrix = np.zeros((max(capacity, 1), dim), dtype=np.float32)
        self._scope = np.zeros(len(self._matrix), dtype=np.int32)
        self._category = np.zeros(len(self._matrix), dtype=np.int8)
        self._ids: list[str] = []
        self._row_of: dict[str, int] | None = {}
        self._scope_codes: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, note_id: object) -> bool:
        return note_id in self._rows()

    def ids(self) -> list[str]:
        return list(self._ids)

    def replace_all(self, rows: Iterable[tuple[str, str | None, int, bytes]], *, expected: int = 0) -> None:
        """Drop every row and take these (id, conversation_id, category code as CATEGORY_CODE_SQL
        selects it, packed vector), in order; `expected` sizes the new matrix (25% spare rows).

        Rows are consumed one at a time and each vector is copied straight into the new matrix, so
        a load from a cursor never holds the vectors twice: opening a 100K-note store and loading
        its vectors took 0.50 s here when all rows were fetched first and their BLOBs joined (most
        of it page faults on 150 MB of short-lived bytes), 0.26 s streamed. A malformed vector
        raises ValueError and leaves the index as it was.
        """
        row_bytes = self.dim * VECTOR_DTYPE.itemsize
        capacity = max(256, expected + expected // 4)
        matrix = np.zeros((capacity, self.dim), dtype=VECTOR_DTYPE)  # calloc'd: spare rows cost nothing
        flat = memoryview(matrix).cast("B")
        ids: list[str] = []
        scopes: list[str | None] = []
        categories: list[int] = []
        at = 0
        for note_id, conversation_id, category_code, blob in rows:
            if len(blob) != row_bytes:
                raise ValueError(f"the vector of {note_id} has {len(blob)} bytes, expected {row_bytes}")
            if len(ids) == len(matrix):
                flat.release()
                matrix = _doubled(matrix)
                flat = memoryview(matrix).cast("B")
            flat[at : at + row_bytes] = blob
            at += row_bytes
            ids.append(note_id)
            scopes.append(conversation_id)
            categories.append(category_code)
        flat.release()
        n = len(ids)
        self._matrix = matrix
        self._scope = np.zeros(len(matrix), dtype=np.int32)
        self._category = np.zeros(len(matrix), dtype=np.int8)
        self._scope_codes = {}
        self._scope[:n] = [GLOBAL_SCOPE if c is None else self._scope_code(c) for c in scopes]
        self._category[:n] = categories
        self._ids = ids
        self._row_of = None  # built on the first change: a process that only searches never needs it

    def upsert(self, note_id: str, vector: np.ndarray, conversation_id: str | None, category: str) -> None:
        """Add the note's row, or overwrite it when the note is already here."""
        rows = self._rows()
        row = rows.get(note_id)
        if row is None:
            row = len(self._ids)
            if row == len(self._matrix):
                self._grow()
            self._ids.append(note_id)
            rows[note_id] = row
        self._matrix[row] = vector
        self._scope[row] = self._scope_code(conversation_id)
        self._category[row] = _CATEGORY_CODE.get(category, 0)

    def remove(self, note_id: str) -> bool:
        """Drop the note's row (the last row takes its place); False when it was not here."""
        rows = self._rows()
        row = rows.pop(note_id, None)
        if row is None:
            return False
        last = len(self._ids) - 1
        if row != last:
            moved = self._ids[last]
            self._matrix[row] = self._matrix[last]
            self._scope[row] = self._scope[last]
            self._category[row] = self._category[last]
            self._ids[row] = moved
            rows[moved] = row
        self._ids.pop()
        return True

    def top(
        self,
        query: np.ndarray,
        n: int,
        *,
        conversation_id: str | None = None,
        category: str | None = None,
    ) -> list[tuple[str, float]]:
        """The n notes most similar to `query` as (id, cosine), best first.

        With `conversation_id`, only global notes and that conversation's; with `category`, only it.
        """
        size = len(self._ids)
        if size == 0 or n <= 0:
            return []
        sims = similarities(self._matrix[:size], np.asarray(query, dtype=np.float32))
        mask = None
        if conversation_id is not None:
            code = self._scope_codes.get(conversation_id)
            scope = self._scope[:size]
            mask = scope == GLOBAL_SCOPE if code is None else (scope == GLOBAL_SCOPE) | (scope == code)
        if category is not None:
            wanted = self._category[:size] == _CATEGORY_CODE.get(category, -1)
            mask = wanted if mask is None else mask & wanted
        if mask is not None:
            allowed = int(np.count_nonzero(mask))
            if allowed == 0:
                return []
            sims[~mask] = -np.inf
            n = min(n, allowed)
        n = min(n, size)
        best = np.argpartition(sims, size - n)[size - n:] if n < size else np.arange(size)
        best = best[np.argsort(-sims[best], kind="stable")]
        ids = self._ids
        return [(ids[row], float(sims[row])) for row in best.tolist()]

    def _rows(self) -> dict[str, int]:
        """note id → row, built on first use after a load."""
        if self._row_of is None:
            self._row_of = {note_id: row for row, note_id in enumerate(self._ids)}
        return self._row_of

    def _scope_code(self, conversation_id: str | None) -> int:
        if conversation_id is None:
            return GLOBAL_SCOPE
        code = self._scope_codes.get(conversation_id)
        if code is None:
            code = self._scope_codes[conversation_id] = len(self._scope_codes) + 1
        return code

    def _grow(self) -> None:
        for name in ("_matrix", "_scope", "_category"):
            setattr(self, name, _doubled(getattr(self, name)))


def _doubled(array: np.ndarray) -> np.ndarray:
    """`array` with as many zero rows again after it."""
    grown = np.zeros((2 * len(array),) + array.shape[1:], dtype=array.dtype)
    grown[: len(array)] = array
    return grown
