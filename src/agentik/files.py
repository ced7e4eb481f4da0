"""Atomic files and folder locks, for every store that keeps files (ground layer).

- `atomic_write(path, text)` / `atomic_write_bytes(path, data)`: the new content goes to a temp file
  in the same folder, is fsynced, renamed over the old file (os.replace), and the folder is fsynced.
  A reader, or a crash at any moment (`kill -9` included), sees the old file or the new one, never
  a half-written one.
- `FolderLock(folder)`: one lock for a folder, between processes (a lock file, filelock) and between
  threads; re-entrant. Every read-modify-write of a folder's files happens under it.
"""

from __future__ import annotations

import logging
import os
import tempfile
import threading
from pathlib import Path

from filelock import FileLock, Timeout

from .errors import StoreUnavailable

log = logging.getLogger(__name__)

TEMP_PREFIX = ".agentik-tmp-"
LOCK_NAME = ".lock"
LOCK_TIMEOUT_S = 60.0


class FolderLock:
    """The lock of a folder: between processes (a lock file) and between threads; re-entrant."""

    def __init__(self, folder: Path, *, timeout: float = LOCK_TIMEOUT_S) -> None:
        self.path = Path(folder) / LOCK_NAME
        self._threads = threading.RLock()
        self._lock = FileLock(str(self.path), timeout=timeout, thread_local=False, poll_interval=0.005)

    def __enter__(self) -> "FolderLock":
        self._threads.acquire()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._lock.acquire()
        except Timeout:
            self._threads.release()
            raise StoreUnavailable(
                f"another process has held {self.path} for over {self._lock.timeout:.0f} s; "
                "retry, or remove the lock file if no agentik process is running"
            ) from None
        except OSError as exc:
            self._threads.release()
            raise StoreUnavailable(f"cannot lock {self.path}: {exc}; check the folder's permissions") from None
        except BaseException:
            self._threads.release()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        try:
            self._lock.release()
        finally:
            self._threads.release()


def atomic_write(path: Path, text: str) -> None:
    """Replace `path` with `text` (UTF-8) atomically and durably. Call only while holding the lock."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace `path` with `data` atomically and durably: temp file in the same folder, fsync,
    os.replace, fsync of the folder."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, temp_name = tempfile.mkstemp(prefix=TEMP_PREFIX + path.name + ".", dir=folder)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp_name, path)
        except BaseException:
            _remove_quietly(Path(temp_name))
            raise
        fsync_dir(folder)
    except OSError as exc:
        raise StoreUnavailable(f"cannot write {path}: {exc}; check free space and permissions") from None


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (no-op where directories cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError as exc:
        log.debug("cannot open %s to fsync it: %s", folder, exc)
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _remove_quietly(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.warning("cannot remove temp file %s: %s", path, exc)


__all__ = ["FolderLock", "atomic_write", "atomic_write_bytes", "fsync_dir", "TEMP_PREFIX"]
