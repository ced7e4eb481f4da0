"""Copies of a small ANN index's files in anonymous memory on 2 MiB pages, made on a thread of their own.

A search with cold caches misses the TLB on nearly every node and row it reads: the walk reads ~2,000
codes of 256 bytes scattered over the index file (53 MB at 100K notes), the scoring ~200 rows of the
rows file (80 MB), and a file mapping is made of 4 KiB pages. The same bytes copied into anonymous
memory advised ``MADV_HUGEPAGE`` sit on 2 MiB pages (a few dozen TLB entries for the lot), and
usearch views a buffer as it views a file. Measured at 100K (bench/ann.py's vectors, 48 MB of other
memory written before each search, 300 questions, interleaved): the walk 599 → 531 µs, scoring the
candidates' rows 128 → 104 µs.

The copy costs memory (the index's files, resident whether searches touch them or not) and time
that varies with the machine (80 MB: 17–250 ms here), so only an index whose files together hold at
most PINNED_MOST bytes is copied, on a daemon thread (``readinto`` releases the GIL: searches go on
through the file mappings meanwhile) that `ann_search` looks at before each search and adopts once
done, checked against the pointer's size and checksums like the files themselves. Where the kernel
has transparent huge pages off (``[never]``) or Python no ``MADV_HUGEPAGE``, nothing is copied.
"""

from __future__ import annotations

import logging
import mmap
import threading
import zlib
from pathlib import Path

log = logging.getLogger(__name__)

PINNED_MOST = 192 << 20
"""The index file and the rows file are copied when together at most this many bytes (100K notes:
133 MB; 1M: 1.3 GB, which stay memory-mapped: the issue's 1.5 GB budget)."""

HUGE_PAGE = 2 << 20
THP_SETTING = Path("/sys/kernel/mm/transparent_hugepage/enabled")


def huge_pages_available() -> bool:
    """Whether anonymous memory can be advised onto huge pages here."""
    if not hasattr(mmap, "MADV_HUGEPAGE"):
        return False
    try:
        return "[never]" not in THP_SETTING.read_text()
    except OSError:
        return False


class PinnedCopies:
    """Copies of `paths` (each expected `sizes` and `checksums` long, ``ann_files``'s crc32 of head and
    tail) made on a daemon thread; `buffers` once all are whole."""

    def __init__(self, paths: list[Path], sizes: list[int], checksums: list[int], checked_bytes: int) -> None:
        self._paths, self._sizes, self._checksums, self._checked = paths, sizes, checksums, checked_bytes
        self._buffers: list[mmap.mmap] | None = None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._copy, name="agentik-ann-pin", daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float) -> bool:
        """Wait until the copies are made or failed (tests)."""
        return self._done.wait(timeout)

    def buffers(self) -> list[memoryview] | None:
        """The copies, each exactly its file's length, when made and whole; else None."""
        if not self._done.is_set() or self._buffers is None:
            return None
        return [memoryview(buffer)[:size] for buffer, size in zip(self._buffers, self._sizes)]

    def _copy(self) -> None:
        try:
            buffers = [self._copy_one(path, size) for path, size in zip(self._paths, self._sizes)]
            if all(_checksum(buffer, size, self._checked) == checksum
                   for buffer, size, checksum in zip(buffers, self._sizes, self._checksums)):
                self._buffers = buffers
            else:
                log.info("ANN index kept memory-mapped: its files changed while they were copied")
        except (OSError, ValueError) as exc:  # the file went (a newer index swept it) or memory ran out
            log.info("ANN index kept memory-mapped: %s", exc)
        finally:
            self._done.set()

    @staticmethod
    def _copy_one(path: Path, size: int) -> mmap.mmap:
        buffer = mmap.mmap(-1, -(-max(size, 1) // HUGE_PAGE) * HUGE_PAGE,
                           flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS)
        buffer.madvise(mmap.MADV_HUGEPAGE)
        with path.open("rb") as handle:
            if handle.readinto(memoryview(buffer)[:size]) != size:
                raise ValueError(f"{path} is shorter than its pointer says")
        return buffer


def _checksum(buffer: mmap.mmap, size: int, checked: int) -> int:
    """``ann_files._checksum`` of the copy."""
    view = memoryview(buffer)
    return zlib.crc32(view[max(0, size - checked) : size], zlib.crc32(view[: min(checked, size)]))
