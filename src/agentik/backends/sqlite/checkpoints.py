"""Checkpoints of the write-ahead log in a thread, beside a run of bulk writes (an import).

SQLite copies the WAL back into agentik.db (a checkpoint) in the commit that takes it past
``wal_autocheckpoint`` pages (1,000: ~4 MB). An import's chunk of 2,048 notes writes about that
much (rows, vectors, keyword index), so nearly every chunk's commit also copied the chunk's pages
and synced both files (synchronous=NORMAL syncs at checkpoints, not at commits): ~95 ms of a 10K
import's ~0.55 s of writing, in the importing thread, with the second process often waiting for it.

`BackgroundCheckpoints` runs them on a connection of its own in a thread instead: the writer's
automatic checkpoints are off for the run (`SqliteBackend.bulk`), and after each commit the thread
runs a PASSIVE checkpoint, which neither waits for the writer nor holds it up. The sqlite3 module
lets go of the interpreter lock while SQLite works, so the copy and the syncs overlap the import's
next chunk. Nothing about a commit changes: the thread's connection has the store's synchronous
setting, so the same pages are synced the same way, only later in another thread (a commit was
never synced by its checkpoint under NORMAL: it is synced by the next checkpoint either way; FULL
syncs each commit itself). `close` waits for the checkpoint of the last commit, so the run ends
with the log copied back as it would have been without it.

The thread starts at the first commit, not before: an import forks its second process when it
starts (`memory/forked_child.py`), which is only safe while this process runs one thread.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
from pathlib import Path

from ...db import connect
from ...errors import StoreUnavailable

log = logging.getLogger(__name__)


class BackgroundCheckpoints:
    """A thread that checkpoints `path`'s WAL after each commit it is told of (module doc)."""

    def __init__(self, path: Path, *, durability: str) -> None:
        self._path = path
        self._durability = durability
        self._wanted = threading.Event()
        self._closing = False
        self._thread: threading.Thread | None = None
        self.failed: str | None = None
        """Why the thread stopped early (logged): the writer's own checkpoints are back after `close`."""

    def committed(self) -> bool:
        """A commit landed: checkpoint it (the thread starts at the first). False when the thread has
        stopped (`failed`): the writer must checkpoint again itself."""
        if self.failed is not None:
            return False
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="agentik-wal-checkpoints", daemon=True)
            self._thread.start()
        self._wanted.set()
        return True

    def close(self) -> None:
        """Checkpoint what is committed and end the thread (waits for both)."""
        if self._thread is None:
            return
        self._closing = True
        self._wanted.set()
        self._thread.join()
        self._thread = None

    def _run(self) -> None:
        try:
            conn = connect(self._path, durability=self._durability)
        except StoreUnavailable as exc:
            self._failed(str(exc))
            return
        try:
            while True:
                self._wanted.wait()
                self._wanted.clear()
                last = self._closing
                conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
                if last:
                    return
        except sqlite3.Error as exc:
            self._failed(str(exc))
        finally:
            conn.close()

    def _failed(self, why: str) -> None:
        self.failed = why
        log.warning("checkpoints beside the import stopped (%s); the writer checkpoints again after it", why)
