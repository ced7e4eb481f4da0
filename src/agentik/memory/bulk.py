"""Imports: many complete notes into any backend, each checked on its own, a chunk per transaction.

`add_each` is `Memory.add_each`, what `agentik memory import` writes through:

- each note is prepared and guarded like `add`'s (`intake.imported_notes`); a refused or malformed
  one gets its error back, in its place, and the others go on (the import reports it);
- per ``CHUNK`` notes: their exact twins (the same id, or a live note with the same content hash)
  are found with two queries, returned and not written; the others are embedded ``EMBED_SLICE`` at
  a time (the progress bar moves while a local model works; the disk embedding cache answers a
  re-import without the model) and written with one ``backend.insert``: one transaction, so a
  failure or a crash leaves the chunk out whole, never half of it. The chunks before it stay
  written, and importing the file again skips them as twins;
- a chunk the backend refuses whole (a markdown file's character budget) is written note by note,
  so only the notes that do not fit are refused.

Preparing (the guard above all) costs about as much as the rest of an import, and it holds the
interpreter lock, so a helper thread gained nothing (4.3K against 4.5K notes/s without, quiet
machine). An import of PROCESS_FROM notes or more shares the preparing with a second process
(`prepare_process.py`: a fork of this one where that is safe, else a fresh interpreter), in parts
of a sixteenth of a chunk. The child holds AHEAD parts, fed the next free one by the thread that
receives its answers as each comes in, so it keeps preparing while this process writes; whenever
the part needed next is not back yet, this process prepares the next free part itself rather than
wait (`_Parts`), and until the child is up it prepares the parts in order. When the child is up as
the import starts (a fork is up in ~10 ms), this process prepares the first half of the first
chunk itself, so the first write starts after half a chunk's preparing, not a whole one. (What
this schedule replaced and what it measured: README, bulk import, stop 26.) A jsonl import's
records come as their lines, read by whoever prepares them (`jsonl_line.py`), and the writes run
inside `backend.bulk()` (SQLite: WAL checkpoints in a thread, one keyword-index merge at the end).
Chunks are written in order, each note prepared exactly as here; a part the child could not
prepare is prepared here, so the outcomes are the same either way, and the write (one transaction
a chunk) is unchanged. An import from a file starts that process before it reads the file
(`second_process_early`): a fresh interpreter and the guard's patterns take ~0.35 s of CPU to
start (a fork: none).

Near-duplicates are not looked for: an import restores notes as they were (like `add`), and the
curator merges near-duplicates later.
"""

from __future__ import annotations

import logging
import os
import threading
from contextlib import closing, contextmanager
from contextvars import ContextVar
from typing import Iterator, Sequence, Union

import numpy as np

from ..errors import BudgetExceeded, InvalidInput, MemoryStoreError, RefusedContent
from ..notes.backend import MemoryBackend
from ..notes.model import MemoryNote
from .embedding_jobs import Vectorizer
from .prepare_process import PrepareProcess, prepare_one
from .store import ProgressCallback

CHUNK = 2048
"""Notes per backend write (one transaction). Past a few hundred the size hardly changes the cost
per note; 2048 keeps a crash's loss and the memory held small."""

EMBED_SLICE = 64
"""Notes per embedding call, and the step of the progress bar (a local model embeds about that
many a second on two cores)."""

Item = Union[MemoryNote, bytes]
"""What `add_each` takes: a note, or a line of a jsonl export holding one (read where it is prepared,
mostly by the second process: `jsonl_line.py`)."""

Outcome = Union[tuple[MemoryNote, bool], MemoryStoreError]
"""(the note as stored or the twin it matched, created) — or why this note was refused."""

PROCESS_FROM = 2 * CHUNK
"""Imports of this many notes or more prepare chunks in a second process (module doc), on a machine
of two cores or more: below it, starting the child (pipes, two threads; a fresh interpreter also
~0.35 s of CPU for itself and the guard's patterns) costs more than it saves."""

PARTS_PER_CHUNK = 16
"""A chunk is prepared in this many parts, shared among the two processes: small parts (128 notes,
~7 ms of preparing) keep this process from starting a long one just before the child's answer
comes in."""

AHEAD = 4
"""Parts the second process holds at a time. It is sent the next one as each answer comes in (by
the thread that receives them, while this process writes too), so a few keep it busy; the fewer
it holds, the more free parts are left for this process to take while it waits, and the less it
waits at the end for parts it cannot take back (2 to 16 measured within noise of 4)."""

log = logging.getLogger(__name__)

_EARLY: ContextVar[list[PrepareProcess] | None] = ContextVar("agentik_import_early_process", default=None)
"""The second process `second_process_early` started, until an import inside takes it."""


@contextmanager
def second_process_early(likely_notes: int) -> Iterator[None]:
    """Start the second process now when an import of about `likely_notes` notes will want one
    (PROCESS_FROM, two cores), so it starts while the caller reads what to import; the first
    `add_each` inside that needs one takes it. One left untaken is ended on the way out."""
    early: list[PrepareProcess] = []
    if likely_notes >= PROCESS_FROM and _cores() > 1:
        helper = _new_helper()
        if helper is not None:
            early.append(helper)
    token = _EARLY.set(early)
    try:
        yield
    finally:
        _EARLY.reset(token)
        for helper in early:
            helper.close(abandon=True)

REFUSALS = (RefusedContent, InvalidInput, BudgetExceeded)
"""What refuses one note rather than the import: the guard, a malformed field, a full file."""


def add_each(backend: MemoryBackend, vectors: Vectorizer, notes: Sequence[Item],
             progress: ProgressCallback | None = None) -> list[Outcome]:
    """One outcome per note, in order (module doc); progress(done, total) per EMBED_SLICE notes."""
    outcomes: list[Outcome | None] = [None] * len(notes)
    embedded_any = False
    with backend.bulk(), closing(_prepared_chunks(notes)) as chunks:  # a failed write ends the child at once
        for start, items in chunks:
            prepared: list[tuple[int, MemoryNote]] = []
            for index, item in enumerate(items, start):
                if isinstance(item, MemoryNote):
                    prepared.append((index, item))
                else:
                    outcomes[index] = item
            written = _write_chunk(backend, vectors, prepared, outcomes, start, len(notes), progress)
            embedded_any = embedded_any or written
    if embedded_any:
        vectors.catch_up(backend)
    return outcomes  # type: ignore[return-value]  (every slot is filled)


def _prepared(notes: Sequence[Item], start: int, size: int) -> list[MemoryNote | MemoryStoreError]:
    """The `size` notes from `start` prepared and guarded like `add`'s, each on its own: the note as
    it will be written, or why it is refused."""
    return [prepare_one(note) for note in notes[start : start + size]]


def _prepared_chunks(notes: Sequence[Item]) -> Iterator[tuple[int, list[MemoryNote | MemoryStoreError]]]:
    """(start, the chunk's prepared notes or refusals), CHUNK notes at a time, in order. Prepared in
    parts of a PARTS_PER_CHUNK-th of a chunk: small enough to share among two processes evenly."""
    start, chunk = 0, []
    with closing(_prepared_parts(notes, max(1, CHUNK // PARTS_PER_CHUNK))) as parts:
        for _, items in parts:
            chunk.extend(items)
            while len(chunk) >= CHUNK:
                yield start, chunk[:CHUNK]
                start, chunk = start + CHUNK, chunk[CHUNK:]
    if chunk:
        yield start, chunk


def _prepared_parts(notes: Sequence[Item], size: int) -> Iterator[tuple[int, list[MemoryNote | MemoryStoreError]]]:
    """(start, the part's prepared notes or refusals), `size` notes at a time in order: all prepared
    here, or past PROCESS_FROM notes shared with a second process (module doc)."""
    starts = range(0, len(notes), size)
    helper = None
    if len(notes) >= PROCESS_FROM and _cores() > 1:
        early = _EARLY.get()
        helper = early.pop() if early else _new_helper()
    if helper is None:
        for start in starts:
            yield start, _prepared(notes, start, size)
        return
    parts = _Parts(len(starts))
    if helper.started:  # the child is up (one started early): this process prepares half the first chunk
        parts.keep_front(PARTS_PER_CHUNK // 2)
    done: dict[int, list[MemoryNote | MemoryStoreError]] = {}
    finished = False
    try:
        helper.feed(lambda: _sent(parts, notes, starts, size), AHEAD)
        for position, start in enumerate(starts):
            while position not in done:
                if not parts.claim(position):  # the child has it
                    if helper.ready(position) or (other := parts.front()) is None:
                        items = helper.take(position)
                        done[position] = items if items is not None else _prepared(notes, start, size)
                    else:  # its answer is not in yet: the next part nobody has, here, meanwhile
                        done[other] = _prepared(notes, starts[other], size)
                else:  # kept, or nobody has it (the child is not up, or gone): here, now
                    done[position] = _prepared(notes, start, size)
            yield start, done.pop(position)
        finished = True
    finally:
        helper.close(abandon=not finished)


def _sent(parts: "_Parts", notes: Sequence[Item], starts: range, size: int) -> tuple[int, Sequence[Item]] | None:
    """The next part for the second process (`PrepareProcess.feed`), or None when none is left."""
    index = parts.front(sent=True)
    return None if index is None else (index, notes[starts[index] : starts[index] + size])


class _Parts:
    """Who prepares which part of an import: parts from `free` on are nobody's yet, and both
    processes take the next of them, in order. The second process is fed one by the thread that
    receives its answers, the moment an answer comes in (so it is fed while this process writes);
    this process takes one whenever the part it needs next is not in yet; parts never sent (those
    `keep_front` keeps among them) are this process's. Parts are so prepared roughly in order, each
    chunk is ready to be written soon after the one before, and the second process prepares up to
    the last part: only the last chunk is written while it has nothing left to do."""

    def __init__(self, count: int) -> None:
        self._lock = threading.Lock()
        self.free, self.count = 0, count
        self._sent: set[int] = set()

    def keep_front(self, count: int) -> None:
        """The first `count` parts are this process's: the second process is fed from after them."""
        with self._lock:
            self.free = min(self.count, count)

    def front(self, *, sent: bool = False) -> int | None:
        """The next part nobody has, now the second process's (`sent`) or this one's; None when
        none is left."""
        with self._lock:
            if self.free >= self.count:
                return None
            self.free += 1
            if sent:
                self._sent.add(self.free - 1)
            return self.free - 1

    def claim(self, position: int) -> bool:
        """Whether `position`, the next part to write, is this process's to prepare now (False: the
        second process has it): kept, or the next nobody has (the child is not up, or gone)."""
        with self._lock:
            if position in self._sent:
                return False
            if position == self.free:
                self.free += 1
            return True


def _new_helper() -> PrepareProcess | None:
    try:
        return PrepareProcess()
    except OSError as exc:
        log.warning("cannot start the import's prepare process (%s); preparing every note here", exc)
        return None


def _cores() -> int:
    """The cores this process may run on (one core: a second process could only slow it down)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _write_chunk(backend: MemoryBackend, vectors: Vectorizer, ready: list[tuple[int, MemoryNote]],
                 outcomes: list[Outcome | None], start: int, total: int, progress: ProgressCallback | None) -> bool:
    """Twins, vectors and one insert for the prepared notes of one chunk; True when they were embedded."""
    fresh: list[tuple[int, MemoryNote]] = []
    for (index, note), twin in zip(ready, backend.twins([note for _, note in ready])):
        if twin is None:
            fresh.append((index, note))
        else:
            outcomes[index] = (twin, False)
    matrix = _embedded(vectors, fresh, start, min(start + CHUNK, total), total, progress)
    batch = [note for _, note in fresh]
    try:
        written: list[Outcome] = list(backend.insert(batch, matrix))
    except BudgetExceeded:
        written = [_one(backend, note, matrix[row:row + 1] if matrix is not None else None)
                   for row, note in enumerate(batch)]
    for (index, _), outcome in zip(fresh, written):
        outcomes[index] = outcome
    return matrix is not None


def _embedded(vectors: Vectorizer, fresh: list[tuple[int, MemoryNote]], start: int, end: int, total: int,
              progress: ProgressCallback | None) -> np.ndarray | None:
    """The fresh notes' vectors, EMBED_SLICE notes of the chunk [start, end) at a time, progress after
    each slice; None when there is no embedder, or it failed on a slice (the chunk's notes then wait
    for a vector: `catch_up`, `reindex`)."""
    parts: list[np.ndarray] = []
    failed = False
    at = 0
    for low in range(start, end, EMBED_SLICE):
        high = min(low + EMBED_SLICE, end)
        texts, contents = [], []
        while at < len(fresh) and fresh[at][0] < high:
            texts.append(fresh[at][1].body)
            contents.append(fresh[at][1].content)
            at += 1
        if texts and not failed:
            part = vectors.passages(texts, contents)
            failed = part is None
            if part is not None:
                parts.append(part)
        if progress is not None:
            progress(high, total)
    if failed or not parts or sum(len(part) for part in parts) != len(fresh):
        return None
    return np.concatenate(parts)


def _one(backend: MemoryBackend, note: MemoryNote, vector: np.ndarray | None) -> Outcome:
    try:
        return backend.insert([note], vector)[0]
    except REFUSALS as exc:
        return exc
