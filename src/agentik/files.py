"""Files written safely: one lock for a folder, atomic replace, change detection.

Used by the markdown memory backend and by anything else that keeps state in plain files (skills).

- Every write happens under one inter-process lock (`<folder>/.lock`, filelock), so two agent
  processes never interleave their read-modify-write cycles.
- A file is replaced atomically: the new text goes to a temp file in the same folder, is fsynced,
  renamed over the old file with os.replace, and the folder is fsynced. A reader (or a crash at any
  moment, `kill -9` included) sees either the old file or the new one, never a half-written one.
  Temp files left by a killed writer are removed by the next writer (it holds the lock, so no live
  writer can own them).
- `Signature` (inode, size, mtime, ctime) tells whether a file changed since it was read: by another
  process or by a human with an editor.
"""

from __future__ import annotations

import logging
import os
import shutil
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

from filelock import FileLock, Timeout

from .errors import StoreUnavailable

log = logging.getLogger(__name__)

TEMP_PREFIX = ".agentik-tmp-"
LOCK_NAME = ".lock"
LOCK_TIMEOUT_S = 60.0


@dataclass(frozen=True)
class Signature:
    """What identifies one version of a file on disk; None-valued when the file does not exist."""

    inode: int | None
    size: int | None
    mtime_ns: int | None
    ctime_ns: int | None

    @classmethod
    def of(cls, path: Path) -> "Signature":
        try:
            st = path.stat()
        except FileNotFoundError:
            return cls(None, None, None, None)
        except OSError as exc:
            raise StoreUnavailable(f"cannot read {path}: {exc}; check its permissions") from None
        return cls(st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


class FolderLock:
    """The lock of a memory folder: between processes (a lock file) and between threads; re-entrant."""

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


def read_bytes(path: Path) -> bytes:
    """The file's bytes; b"" when it does not exist."""
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return b""
    except OSError as exc:
        raise StoreUnavailable(f"cannot read {path}: {exc}; check its permissions") from None


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


def remove_stale_temps(*folders: Path) -> int:
    """Delete the temp files a killed writer left behind in `folders` (not their subfolders).
    Call only while holding the lock that every writer to these folders takes."""
    removed = 0
    for folder in folders:
        if not folder.is_dir():
            continue
        for leftover in folder.glob(TEMP_PREFIX + "*"):
            _remove_quietly(leftover)
            removed += 1
    if removed:
        log.info("removed %d temp file(s) left by an interrupted write in %s", removed,
                 ", ".join(str(folder) for folder in folders))
    return removed


def keep_backup(path: Path, tag: str) -> Path:
    """Copy `path` to `<name>.<tag>-<n>.bak` (first free n) before it is rewritten; returns the copy."""
    number = 1
    while (backup := path.with_name(f"{path.name}.{tag}-{number}.bak")).exists():
        number += 1
    try:
        shutil.copy2(path, backup)
    except OSError as exc:
        raise StoreUnavailable(f"cannot back up {path} to {backup}: {exc}") from None
    log.warning("kept the original bytes of %s in %s before rewriting it", path, backup)
    return backup


def _remove_quietly(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        log.warning("cannot remove temp file %s: %s", path, exc)


__all__ = ["Signature", "FolderLock", "TEMP_PREFIX", "read_bytes", "atomic_write", "atomic_write_bytes", "fsync_dir",
           "remove_stale_temps", "keep_backup"]
