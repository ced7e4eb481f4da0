"""Preparing an import's notes (validated, normalised, guarded) in a second process.

The guard is Python: over an import it costs about as much as everything else together (reading
the records, finding twins, the SQLite write), and it holds the interpreter lock, so a thread
cannot run it beside the write. `PrepareProcess` runs `prepare_one` over chunks of notes in a
child process while the importing process writes the chunks before them; `memory/bulk.py`
schedules the chunks. The child is a fork of this process where that is safe (`forked_child.py`:
one thread; it inherits the guard compiled here and is up in ~10 ms), else a fresh interpreter
(`python -m agentik.memory.prepare_process`, this interpreter and this agentik: ~0.35 s of CPU
before its first note, most of it compiling the guard's patterns). Both run `serve`.

What crosses the pipes: length-prefixed pickles, (chunk index, notes) in (a note, or the jsonl
line holding it: the child reads it), (chunk index, outcomes) out. An outcome is the prepared note
or why it was refused, as a tagged tuple (an exception does
not pickle with its fields: RefusedContent's `kind` would be lost), rebuilt here into the same
RefusedContent or InvalidInput that preparing it in this process raises. A chunk the child could
not prepare (an unexpected error, the child gone) comes back as None and is prepared here: the
import then raises, refuses or writes exactly as it would have without the child. Nothing is
written by the child.

The child reads the guard's settings (AGENTIK_GUARD_REFUSE_PII) from the environment it inherits
when it starts, as this process reads them on every check: an import started after a change of
the environment uses the new value in both.
"""

from __future__ import annotations

import logging
import os
import pickle
import queue
import struct
import subprocess
import sys
import threading
from pathlib import Path
from typing import BinaryIO, Callable, Sequence

from ..errors import InvalidInput, MemoryStoreError, RefusedContent
from ..notes.model import MemoryNote
from .forked_child import ForkedChild, can_fork
from .intake import imported_notes
from .jsonl_line import note_of_line

log = logging.getLogger(__name__)

_LENGTH = struct.Struct("<Q")
READY = b"ready\n"
"""What the child writes once its guard is compiled, before reading its first chunk."""


def prepare_one(note: MemoryNote | bytes) -> MemoryNote | MemoryStoreError:
    """The note prepared and guarded like `add`'s, or why it is refused (a malformed field, the guard);
    bytes are a jsonl line, read into its note first (`jsonl_line.note_of_line`)."""
    try:
        if isinstance(note, bytes):
            note = note_of_line(note)
        prepared = imported_notes([note])[0]
    except (RefusedContent, InvalidInput) as exc:
        return exc
    _ = prepared.hash  # computed here (the second process, when it prepares): the writer asks it three times
    return prepared


def _encoded(outcome: MemoryNote | MemoryStoreError) -> object:
    if isinstance(outcome, RefusedContent):
        return ("refused", outcome.kind, str(outcome))
    if isinstance(outcome, InvalidInput):
        return ("invalid", str(outcome))
    return outcome


def _decoded(item: object) -> MemoryNote | MemoryStoreError:
    if isinstance(item, tuple):
        if item[0] == "refused":
            return RefusedContent(item[1], item[2])
        return InvalidInput(item[1])
    assert isinstance(item, MemoryNote)
    return item


def _write_frame(stream: BinaryIO, payload: object) -> None:
    data = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_LENGTH.pack(len(data)) + data)
    stream.flush()


def _read_frame(stream: BinaryIO) -> object | None:
    """The next frame's object; None at the end of the stream (or a frame cut short)."""
    head = stream.read(_LENGTH.size)
    if len(head) < _LENGTH.size:
        return None
    (size,) = _LENGTH.unpack(head)
    data = stream.read(size)
    if len(data) < size:
        return None
    return pickle.loads(data)


class PrepareProcess:
    """One child interpreter preparing chunks of notes, in the order they are sent.

    Sending never blocks the caller (a thread writes the requests); `take(index)` waits for that
    chunk's outcomes, `ready(index)` says whether they came. Any failure of the child makes
    every chunk it still owed come back as None (the caller prepares those itself) and is logged."""

    def __init__(self) -> None:
        self._child = _started_child()
        self._requests: queue.SimpleQueue = queue.SimpleQueue()
        self._done: dict[int, list | None] = {}
        self._arrived = threading.Condition()
        self._started = False
        self._failed = False
        self._owed: set[int] = set()
        self._next_part: Callable[[], tuple[int, Sequence[MemoryNote | bytes]] | None] | None = None
        self._ahead = 0
        self._feeding = threading.Lock()
        self._sender = threading.Thread(target=self._send_all, name="agentik-prepare-send", daemon=True)
        self._receiver = threading.Thread(target=self._receive_all, name="agentik-prepare-receive", daemon=True)
        self._sender.start()
        self._receiver.start()

    @property
    def started(self) -> bool:
        """Whether the child is ready for work (its guard compiled); until then the caller prepares."""
        return self._started and not self._failed

    @property
    def owed(self) -> int:
        """Chunks sent and not yet answered."""
        with self._arrived:
            return len(self._owed)

    def send(self, index: int, notes: Sequence[MemoryNote | bytes]) -> None:
        with self._arrived:
            if self._failed:
                self._done[index] = None
                return
            self._owed.add(index)
        self._requests.put(pickle.dumps((index, list(notes)), protocol=pickle.HIGHEST_PROTOCOL))

    def feed(self, next_part: Callable[[], tuple[int, Sequence[MemoryNote | bytes]] | None], ahead: int) -> None:
        """Keep the child holding `ahead` parts from now on: `next_part()` gives the next (index,
        notes), None when there is none left. It is called here, and by the thread that receives the
        answers, as each comes in (so the child gets its next part while the caller is busy)."""
        self._next_part, self._ahead = next_part, ahead
        self._refill()

    def _refill(self) -> None:
        with self._feeding:
            next_part = self._next_part
            while next_part is not None and self.started and self.owed < self._ahead:
                part = next_part()
                if part is None:
                    return
                self.send(*part)

    def ready(self, index: int) -> bool:
        with self._arrived:
            return index in self._done

    def take(self, index: int) -> list[MemoryNote | MemoryStoreError] | None:
        """Chunk `index`'s outcomes (waits for them); None when the child could not prepare it."""
        with self._arrived:
            self._arrived.wait_for(lambda: index in self._done)
            items = self._done.pop(index)
        return None if items is None else [_decoded(item) for item in items]

    def close(self, *, abandon: bool = False) -> None:
        """End the child (it exits at the end of its input) and the threads; `abandon`: kill it now
        (the import stopped: what it still prepares is not wanted)."""
        self._next_part = None
        if abandon:
            with self._arrived:
                self._failed = True  # nothing more is sent, and its end is no failure to report
            self._child.kill()
        self._requests.put(None)
        self._sender.join()
        try:
            self._child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            log.warning("the import's prepare process did not exit; killing it")
            self._child.kill()
            self._child.wait()
        self._receiver.join()

    def _fail(self, why: str) -> None:
        with self._arrived:
            if not self._failed:
                log.warning("the import's prepare process failed (%s); this process prepares the rest", why)
            self._failed = True
            for index in self._owed:
                self._done[index] = None
            self._owed.clear()
            self._arrived.notify_all()

    def _send_all(self) -> None:
        stdin = self._child.stdin
        assert stdin is not None
        try:
            while (data := self._requests.get()) is not None:
                if self._failed:
                    continue
                stdin.write(_LENGTH.pack(len(data)) + data)
                stdin.flush()
        except OSError as exc:  # the child is gone: the receiver sees it end too
            self._fail(f"writing to it: {exc}")
        finally:
            try:
                stdin.close()
            except OSError:
                pass  # already broken: _fail said so

    def _receive_all(self) -> None:
        stdout = self._child.stdout
        assert stdout is not None
        try:
            if stdout.readline() != READY:
                self._fail("it did not start")
                return
            with self._arrived:
                self._started = True
            self._refill()
            while (frame := _read_frame(stdout)) is not None:
                index, items = frame  # type: ignore[misc]
                with self._arrived:
                    self._owed.discard(index)
                    self._done[index] = items
                    self._arrived.notify_all()
                self._refill()
        except (OSError, pickle.UnpicklingError, ValueError) as exc:
            self._fail(f"reading from it: {exc}")
            return
        finally:
            stdout.close()
        if self.owed:
            self._fail(f"it exited with {self._child.wait()}")


def _started_child() -> "subprocess.Popen | ForkedChild":
    """A fork of this process where that is safe (forked_child.py), else a fresh interpreter."""
    if can_fork():
        from .guard import check_content

        check_content("the guard compiles its patterns on first use")  # here, once, for both processes
        return ForkedChild(serve)
    env = dict(os.environ)
    source = str(Path(__file__).resolve().parents[2])  # this agentik, whatever the child's path would find
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [source, env.get("PYTHONPATH")]))
    return subprocess.Popen([sys.executable, "-m", "agentik.memory.prepare_process"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)


def serve(source: BinaryIO, sink: BinaryIO) -> None:
    """The child's loop: a chunk in, its outcomes out, until the input ends."""
    from .guard import check_content

    check_content("the guard compiles its patterns on first use")
    sink.write(READY)
    sink.flush()
    while (frame := _read_frame(source)) is not None:
        index, notes = frame  # type: ignore[misc]
        try:
            items: list | None = [_encoded(prepare_one(note)) for note in notes]
        except Exception as exc:  # the importing process prepares this chunk and raises it there
            print(f"agentik prepare process: chunk {index}: {exc!r}", file=sys.stderr)
            items = None
        _write_frame(sink, (index, items))


if __name__ == "__main__":
    serve(sys.stdin.buffer, sys.stdout.buffer)
