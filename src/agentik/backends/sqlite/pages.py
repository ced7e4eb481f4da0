"""Reading table rows straight from the pages of an SQLite file, without SQLite: the raw half of salvage.

SQLite's own `.recover` (in the sqlite3 shell; the stock Python module cannot load its extension)
walks every page of a damaged file and decodes the rows it finds, whatever the schema or the
b-tree above them still say. This is that idea for our one table, in pure Python:

- the page size comes from the header when it is sane, else each common size is tried;
- every page that is a table b-tree leaf (type 0x0D) is decoded: its cell pointers, each cell's
  payload (following overflow pages, with the local-size rule of the file format), each record's
  serial types and values. A cell that does not decode is counted and skipped;
- pages on the freelist (deleted data) are skipped when the header still names the freelist;
- a WAL file beside the database adds its frames' pages, the last frame of a page winning (a commit
  not checkpointed yet is in the WAL only).

See https://www.sqlite.org/fileformat2.html for the format.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

HEADER = b"SQLite format 3\x00"
PAGE_SIZES = (4096, 1024, 2048, 8192, 16384, 32768, 65536, 512)
WAL_HEADER_BYTES = 32
WAL_FRAME_HEADER_BYTES = 24
LEAF_TABLE = 0x0D

Value = "int | float | str | bytes | None"


@dataclass
class PageScan:
    """Rows decoded from the pages, and how many cells could not be."""

    rows: list[tuple[int, list]] = field(default_factory=list)
    bad_cells: int = 0
    pages: int = 0


def scan_file(path: Path) -> PageScan:
    """Every row of every table leaf page in `path` (and `path`-wal), as (rowid, values)."""
    data = path.read_bytes() if path.exists() else b""
    page_size, reserved = _page_size(data)
    pages: dict[int, bytes] = {}
    for number in range(1, len(data) // page_size + 1):
        pages[number] = data[(number - 1) * page_size : number * page_size]
    wal = path.with_name(path.name + "-wal")
    if wal.exists():
        pages.update(_wal_pages(wal.read_bytes(), page_size))
    free = _freelist(pages, page_size)
    scan = PageScan()
    for number in sorted(pages):
        if number in free:
            continue
        scan.pages += 1
        _scan_page(pages, number, page_size - reserved, scan)
    return scan


def _page_size(data: bytes) -> tuple[int, int]:
    if data[:16] == HEADER and len(data) >= 100:
        size = struct.unpack(">H", data[16:18])[0]
        size = 65536 if size == 1 else size
        if size in PAGE_SIZES:
            return size, data[20]
    for size in PAGE_SIZES:  # a damaged header: the size whose pages look most like b-tree pages
        if len(data) >= 2 * size and data[size] in (0x02, 0x05, 0x0A, 0x0D):
            return size, 0
    return 4096, 0


def _wal_pages(wal: bytes, page_size: int) -> dict[int, bytes]:
    pages: dict[int, bytes] = {}
    if len(wal) < WAL_HEADER_BYTES:
        return pages
    size = struct.unpack(">I", wal[8:12])[0]
    if size != page_size:
        return pages
    frame = WAL_FRAME_HEADER_BYTES + page_size
    for start in range(WAL_HEADER_BYTES, len(wal) - frame + 1, frame):
        number = struct.unpack(">I", wal[start : start + 4])[0]
        if number:
            pages[number] = wal[start + WAL_FRAME_HEADER_BYTES : start + frame]
    return pages


def _freelist(pages: dict[int, bytes], page_size: int) -> set[int]:
    """Page numbers on the freelist, as far as the header and trunk pages can be read."""
    first = pages.get(1, b"")
    if first[:16] != HEADER:
        return set()
    trunk = struct.unpack(">I", first[32:36])[0]
    free: set[int] = set()
    while trunk and trunk in pages and trunk not in free and len(free) < len(pages):
        free.add(trunk)
        page = pages[trunk]
        count = struct.unpack(">I", page[4:8])[0]
        if count > (page_size - 8) // 4:
            break
        free.update(struct.unpack(f">{count}I", page[8 : 8 + 4 * count]))
        trunk = struct.unpack(">I", page[0:4])[0]
    return free


def _scan_page(pages: dict[int, bytes], number: int, usable: int, scan: PageScan) -> None:
    page = pages[number]
    offset = 100 if number == 1 else 0
    if len(page) < offset + 8 or page[offset] != LEAF_TABLE:
        return
    cells = struct.unpack(">H", page[offset + 3 : offset + 5])[0]
    pointers = offset + 8
    if pointers + 2 * cells > len(page):
        scan.bad_cells += 1
        return
    for index in range(cells):
        start = struct.unpack(">H", page[pointers + 2 * index : pointers + 2 * index + 2])[0]
        try:
            scan.rows.append(_cell(pages, page, start, usable))
        except (IndexError, ValueError, struct.error, UnicodeDecodeError, RecursionError):
            scan.bad_cells += 1


def _cell(pages: dict[int, bytes], page: bytes, start: int, usable: int) -> tuple[int, list]:
    size, at = _varint(page, start)
    rowid, at = _varint(page, at)
    if size > 1 << 30:
        raise ValueError("payload too large")
    payload = _payload(pages, page, at, size, usable)
    return rowid, _record(payload)


def _payload(pages: dict[int, bytes], page: bytes, at: int, size: int, usable: int) -> bytes:
    most = usable - 35
    if size <= most:
        local = size
    else:
        least = (usable - 12) * 32 // 255 - 23
        local = least + (size - least) % (usable - 4)
        if local > most:
            local = least
    body = bytearray(page[at : at + local])
    if len(body) != local:
        raise ValueError("cell runs past its page")
    if local < size:
        next_page = struct.unpack(">I", page[at + local : at + local + 4])[0]
        seen = set()
        while len(body) < size:
            if next_page in seen or next_page not in pages:
                raise ValueError("broken overflow chain")
            seen.add(next_page)
            overflow = pages[next_page]
            next_page = struct.unpack(">I", overflow[0:4])[0]
            body += overflow[4 : 4 + min(usable - 4, size - len(body))]
    return bytes(body)


def _record(payload: bytes) -> list:
    header_size, at = _varint(payload, 0)
    if header_size > len(payload):
        raise ValueError("record header past the payload")
    types = []
    while at < header_size:
        serial, at = _varint(payload, at)
        types.append(serial)
    values: list = []
    at = header_size
    for serial in types:
        value, at = _value(payload, at, serial)
        values.append(value)
    if at > len(payload):
        raise ValueError("record past its payload")
    return values


_INT_SIZES = {1: 1, 2: 2, 3: 3, 4: 4, 5: 6, 6: 8}


def _value(payload: bytes, at: int, serial: int) -> tuple:
    if serial == 0:
        return None, at
    if serial in _INT_SIZES:
        width = _INT_SIZES[serial]
        chunk = payload[at : at + width]
        if len(chunk) != width:
            raise ValueError("integer past the payload")
        return int.from_bytes(chunk, "big", signed=True), at + width
    if serial == 7:
        return struct.unpack(">d", payload[at : at + 8])[0], at + 8
    if serial in (8, 9):
        return serial - 8, at
    if serial >= 12:
        width = (serial - 12) // 2
        chunk = payload[at : at + width]
        if len(chunk) != width:
            raise ValueError("text or blob past the payload")
        return (chunk.decode("utf-8") if serial % 2 else bytes(chunk)), at + width
    raise ValueError(f"reserved serial type {serial}")


def _varint(data: bytes, at: int) -> tuple[int, int]:
    value = 0
    for index in range(9):
        byte = data[at + index]
        if index == 8:
            return (value << 8) | byte, at + 9
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + index + 1
    raise AssertionError("unreachable")  # pragma: no cover


def iter_rows(path: Path) -> Iterator[tuple[int, list]]:
    """(rowid, values) of every decodable row, main file then WAL (see `scan_file`)."""
    yield from scan_file(path).rows


__all__ = ["PageScan", "scan_file", "iter_rows", "HEADER"]
