"""The ANN index's files beside agentik.db: one usearch HNSW file, its codes' projection, its rows
file, and the pointer that names them.

- ``agentik.db.ann``: a small JSON pointer: which index file is current, the embedding model and
  dimension of its vectors, the change-log position (``memory_note_change.seq``) it reflects, how
  many vectors it holds, the file's size and a checksum of its head and tail.
- ``agentik.db.ann.<token>.usearch``: the index itself (usearch's own format), keyed by the notes'
  positions in the rows file, opened with ``Index.restore(view=True)``: memory-mapped, so a cold open reads
  nothing but the pages a search touches. It holds int8 codes (``ann_codes.py``), not the vectors.
- ``agentik.db.ann.<token>.codes.npy``: the mean and projection that make a vector's code (a few
  hundred KB), written before the pointer moves.
- ``agentik.db.ann.<token>.rows``: each indexed note's int16 code of all its dimensions, rowid, id
  and use figures (``ann_rows.py``), memory-mapped too.

A long-running process copies a small index's two files into memory on huge pages once it has
opened them (`pin`, ``ann_pinned``): fewer TLB misses for the walk and the scoring.

A save never changes a file in place: each file goes to ``….tmp``, is synced, renamed to
its final name, and only then does the pointer move (written the same way, ``os.replace``). A
process killed at any point leaves the old pointer naming the old, whole file (or no pointer),
plus at most a stray temporary file, which the next save sweeps away.

usearch 2.26.6 crashes the process (segfault) when a view is added to after removals, and a
truncated or overwritten file can crash it too; so a view is never mutated, and a file is only
opened after the pointer's size and checksums match it. Any mismatch reads as "no index".
"""

from __future__ import annotations

import json
import os
import secrets
import time
import zlib
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np
from usearch.index import Index

from .ann_codes import Codes
from .ann_pinned import PINNED_MOST, PinnedCopies, huge_pages_available
from .ann_rows import Rows

CHECKED_BYTES = 1 << 16
"""The checksum covers this many bytes at each end of the file (the header and the last nodes)."""

STRAY_AGE_S = 3600
"""A temporary file older than this is a killed save's leftover: removed by the next save."""


@dataclass(frozen=True)
class AnnMeta:
    """What the pointer says about the current index file."""

    file: str
    codes: str
    """The codes' projection file."""
    rows: str
    """The rows file (``ann_rows``)."""
    model: str
    dim: int
    seq: int
    use_seq: int
    """The bump log's position at the build (the rows file's use figures)."""
    count: int
    size: int
    checksum: int
    rows_size: int
    rows_checksum: int


def pointer_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + ".ann")


def read_meta(db_path: Path) -> AnnMeta | None:
    """The pointer's contents, or None when there is none or it cannot be read."""
    try:
        data = json.loads(pointer_path(db_path).read_text(encoding="utf-8"))
        return AnnMeta(**{name: data[name] for name in AnnMeta.__dataclass_fields__})
    except (OSError, ValueError, KeyError, TypeError):
        return None


def open_view(db_path: Path, meta: AnnMeta) -> tuple[Index, Codes, Rows] | None:
    """The index file `meta` names, memory-mapped, its codes and its rows file, when all are whole
    and as described; else None."""
    path = db_path.with_name(meta.file)
    rows_file = db_path.with_name(meta.rows)
    try:
        if path.stat().st_size != meta.size or _checksum(path) != meta.checksum:
            return None
        if rows_file.stat().st_size != meta.rows_size or _checksum(rows_file) != meta.rows_checksum:
            return None
        rows = Rows(rows_file)
        if rows.count != meta.count or rows.dim != meta.dim:
            return None
        codes = Codes.load(db_path.with_name(meta.codes))
        header = Index.metadata(str(path))
        if (not header or codes.mean.shape != (meta.dim,) or header.get("dimensions") != codes.dims
                or header.get("count_present") != meta.count
                or not np.array_equal(rows.centre, codes.mean)):  # a search scores the rows around the mean
            return None
        view = Index.restore(str(path), view=True)
    except (OSError, ValueError, RuntimeError):
        return None
    if view is None or view.ndim != codes.dims or len(view) != meta.count:
        return None
    return view, codes, rows


def pin(db_path: Path, meta: AnnMeta) -> PinnedCopies | None:
    """Start copying the index and rows files `meta` names into memory on huge pages
    (``ann_pinned``), when they are small enough and this system has such pages; else None."""
    if meta.size + meta.rows_size > PINNED_MOST or not huge_pages_available():
        return None
    return PinnedCopies([db_path.with_name(meta.file), db_path.with_name(meta.rows)], [meta.size, meta.rows_size],
                        [meta.checksum, meta.rows_checksum], CHECKED_BYTES)


def open_pinned(db_path: Path, meta: AnnMeta, copies: list[memoryview]) -> tuple[Index, Rows] | None:
    """The index and rows file `meta` names, viewed from their copies in memory (`pin`, made and
    checked against the pointer), or None when they do not read as they should."""
    index_copy, rows_copy = copies
    try:
        rows = Rows(db_path.with_name(meta.rows), copy=rows_copy)
        view = Index.restore(index_copy, view=True)
    except (ValueError, RuntimeError):
        return None
    if view is None or len(view) != meta.count or rows.count != meta.count or rows.dim != meta.dim:
        return None
    return view, rows


def rows_path(db_path: Path, token: str) -> Path:
    """Where a build of `token` writes its rows file (as ``….tmp`` until `save` renames it)."""
    return db_path.with_name(f"{db_path.name}.ann.{token}.rows.tmp")


def new_token(seq: int) -> str:
    return f"{seq}-{secrets.token_hex(4)}"


def save(db_path: Path, index: Index, codes: Codes, *, token: str, model: str, dim: int, seq: int,
         use_seq: int) -> AnnMeta:
    """Write `index` and its `codes` as the new current files, beside the rows file the build wrote
    (`rows_path`), and move the pointer to them (see the module docstring)."""
    final = db_path.with_name(f"{db_path.name}.ann.{token}.usearch")
    codes_file = db_path.with_name(f"{db_path.name}.ann.{token}.codes.npy")
    rows_written = rows_path(db_path, token)
    rows_file = rows_written.with_suffix("")
    for target, write in ((codes_file, codes.save), (final, lambda path: index.save(str(path))),
                          (rows_file, lambda path: None)):
        temporary = target.with_name(target.name + ".tmp")
        write(temporary)
        _sync(temporary)
        os.replace(temporary, target)
    meta = AnnMeta(file=final.name, codes=codes_file.name, rows=rows_file.name, model=model, dim=dim, seq=seq,
                   use_seq=use_seq, count=len(index), size=final.stat().st_size, checksum=_checksum(final),
                   rows_size=rows_file.stat().st_size, rows_checksum=_checksum(rows_file))
    pointer = pointer_path(db_path)
    pointer_tmp = pointer.with_name(f"{pointer.name}.{token}.tmp")
    pointer_tmp.write_text(json.dumps(asdict(meta)), encoding="utf-8")
    _sync(pointer_tmp)
    os.replace(pointer_tmp, pointer)
    _sync_dir(db_path.parent)
    sweep(db_path, keep=(final.name, codes_file.name, rows_file.name))
    return meta


def sweep(db_path: Path, *, keep: tuple[str, ...] = ()) -> None:
    """Remove index files other than `keep` (an open view of one stays readable: POSIX unlink) and
    temporary files old enough to be a killed save's."""
    now = time.time()
    for path in db_path.parent.glob(f"{db_path.name}.ann.*"):
        stray = path.name.endswith(".tmp")
        try:
            if (stray and now - path.stat().st_mtime > STRAY_AGE_S) or (not stray and path.name not in keep):
                path.unlink()
        except OSError:
            pass  # another process swept it first


def remove_all(db_path: Path) -> None:
    """Drop the pointer and every index file (a model change, or tests)."""
    pointer_path(db_path).unlink(missing_ok=True)
    sweep(db_path)


def _checksum(path: Path) -> int:
    size = path.stat().st_size
    with path.open("rb") as handle:
        head = handle.read(CHECKED_BYTES)
        handle.seek(max(0, size - CHECKED_BYTES))
        tail = handle.read(CHECKED_BYTES)
    return zlib.crc32(tail, zlib.crc32(head))


def _sync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _sync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the renames are still atomic
    finally:
        os.close(fd)
