"""The ANN index's rows file: what a search needs of each indexed note, so that answering from the
index reads no SQLite row for its candidates.

An index search proposes candidates; each must be scored exactly from its float32 vector and
reported with its id and use figures. Reading those 66–150 rows from agentik.db by rowid cost ~2 µs
a row (a B-tree descent each, at 100K notes: ~0.2 ms of a 0.8 ms search, more than the rescoring);
here they are gathered from memory-mapped arrays in a few microseconds.

The file (``agentik.db.ann.<token>.rows``, named by the pointer beside the index file and written in
the same snapshot by ``ann_build``) holds, for the index key ``k`` (a position: 0 … count − 1):

- ``vectors[k]``: the note's float32 vector as stored in agentik.db (rescoring gives the very
  cosine the exact scan gives);
- ``rowids[k]``: its SQLite rowid (filters are sets of rowids read through SQLite's indexes);
- ``ids[k]``: its id (fixed-width UTF-8 bytes);
- ``last_used[k]``, ``uses[k]``: its use figures at the build (``ann_search`` follows the bump log
  past that point).

It is a cache like the index: never changed after it is written, every note changed since the build
is in the change log (``ann_search``'s delta) and skipped here.

Layout: a 4 KiB header (magic, then JSON: count, dim, id width, each array's offset), the vectors
from offset 4096 (written as the build streams them), then the smaller arrays, each 64-byte aligned.
The vectors come first so that a build never holds them all in memory.
"""

from __future__ import annotations

import json
import mmap
import os
from pathlib import Path
from typing import Iterable

import numpy as np

MAGIC = b"agentik-ann-rows-1\n"
HEADER = 4096

_ARRAYS = {"rowids": np.dtype("<i8"), "last_used": np.dtype("<i8"), "uses": np.dtype("<i8")}


class RowsWriter:
    """Write a rows file: `add` chunks in key order, then `finish`."""

    def __init__(self, path: Path, dim: int) -> None:
        self.path = path
        self.dim = dim
        self.count = 0
        self._handle = path.open("wb")
        self._handle.write(b"\0" * HEADER)
        self._rowids: list[int] = []
        self._ids: list[bytes] = []
        self._last_used: list[int] = []
        self._uses: list[int] = []

    def add(self, rowids: Iterable[int], ids: Iterable[str], last_used: Iterable[int], uses: Iterable[int],
            vectors: np.ndarray) -> None:
        self._handle.write(np.ascontiguousarray(vectors, dtype="<f4").tobytes())
        self._rowids.extend(rowids)
        self._ids.extend(note_id.encode("utf-8") for note_id in ids)
        self._last_used.extend(last_used)
        self._uses.extend(uses)
        self.count += len(vectors)

    def abandon(self) -> None:
        """A failed build: close and remove the partial file."""
        self._handle.close()
        self.path.unlink(missing_ok=True)

    def finish(self) -> None:
        """Append the smaller arrays and write the header; the caller syncs and renames the file."""
        handle = self._handle
        width = max((len(note_id) for note_id in self._ids), default=1)
        arrays = {"rowids": np.asarray(self._rowids, dtype=_ARRAYS["rowids"]),
                  "ids": np.asarray(self._ids, dtype=f"S{width}"),
                  "last_used": np.asarray(self._last_used, dtype=_ARRAYS["last_used"]),
                  "uses": np.asarray(self._uses, dtype=_ARRAYS["uses"])}
        offsets = {"vectors": HEADER}
        for name, array in arrays.items():
            handle.write(b"\0" * (-handle.tell() % 64))
            offsets[name] = handle.tell()
            handle.write(array.tobytes())
        header = MAGIC + json.dumps({"count": self.count, "dim": self.dim, "id_width": width,
                                     "offsets": offsets}).encode("ascii")
        handle.seek(0)
        handle.write(header)
        handle.close()


class Rows:
    """A rows file, memory-mapped (pages are read as searches touch them)."""

    def __init__(self, path: Path) -> None:
        """ValueError when the file is not a whole rows file."""
        with path.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            head = handle.read(HEADER)
            if len(head) < HEADER or not head.startswith(MAGIC):
                raise ValueError(f"{path} is not an ANN rows file")
            try:
                info = json.loads(head[len(MAGIC) :].rstrip(b"\0"))
                count, dim, width, offsets = info["count"], info["dim"], info["id_width"], info["offsets"]
            except (ValueError, KeyError, TypeError):
                raise ValueError(f"{path} has an unreadable header") from None
            ends = {"vectors": HEADER + 4 * dim * count, "ids": offsets.get("ids", 0) + width * count,
                    **{name: offsets.get(name, 0) + 8 * count for name in _ARRAYS}}
            if max(ends.values()) > size or any(name not in offsets for name in ends):
                raise ValueError(f"{path} is shorter than its header says")
            buffer = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        self.count, self.dim = count, dim
        self.vectors = np.frombuffer(buffer, dtype="<f4", count=count * dim, offset=offsets["vectors"]).reshape(count, dim)
        self.ids = np.frombuffer(buffer, dtype=f"S{width}", count=count, offset=offsets["ids"])
        self.rowids = np.frombuffer(buffer, dtype=_ARRAYS["rowids"], count=count, offset=offsets["rowids"])
        self.last_used = np.frombuffer(buffer, dtype=_ARRAYS["last_used"], count=count, offset=offsets["last_used"])
        self.uses = np.frombuffer(buffer, dtype=_ARRAYS["uses"], count=count, offset=offsets["uses"])
