"""`agentik memory salvage`: the notes that can still be read from a damaged agentik.db.

When the file is corrupt (a disk error, a copy cut short, a foreign write), SQLite refuses the
whole database and so do `export` and every other command. Salvage never writes to it. It works
on a copy (the file and its -wal) in a temporary folder, and reads the notes two ways:

1. through SQLite, tolerant of errors: the rows by rowid ranges, a range that fails split in
   halves down to single rows, so one bad page costs only its own rows;
2. straight from the pages (``pages.py``, SQLite's `.recover` idea): every table leaf page is
   decoded without the b-tree or the schema above it, and rows shaped like a note (11, 13, 16 or 17 columns,
   a known category and source) are kept. This finds notes even when the header or the schema is gone.

The two are merged by note id (SQLite's reading wins). Each note is checked like an imported one
(`MemoryNote` fields); a row that is not a valid note is counted, never guessed at. The result
goes to a JSONL file that `agentik memory import` reads back into a fresh home.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from ...errors import InvalidInput
from ...notes.model import MemoryCategory, MemoryNote, Source
from .pages import scan_file

COLUMNS = ("id", "category", "content", "conversation_id", "source", "created_at", "last_used_at",
           "use_count", "embedding_model", "embedding_dim", "embedding", "archived_at", "content_hash",
           "valid_from", "valid_until", "superseded_by", "pinned", "search_text")
"""memory_note's columns in table order (version 1's eleven, then archived_at and content_hash, then
version 7's validity: valid_from, valid_until, superseded_by; version 8's pinned; version 9's
search_text)."""

ROW_SHAPES = (11, 13, 16, 17, 18)
"""How many columns a memory_note row has had, by schema version (1, 3–6, 7, 8, 9+)."""

RANGE = 512
"""Rows read per SQLite query before a failing range is split."""


@dataclass
class SalvageReport:
    """What salvage found: the notes, and how they were read."""

    notes: list[MemoryNote] = field(default_factory=list)
    by_sqlite: int = 0
    by_pages: int = 0
    unreadable: int = 0
    sqlite_error: str = ""

    def to_dict(self) -> dict:
        return {"notes": len(self.notes), "by_sqlite": self.by_sqlite, "by_pages": self.by_pages,
                "unreadable": self.unreadable, "sqlite_error": self.sqlite_error}


def salvage(path: Path | str) -> SalvageReport:
    """Every note readable from the database at `path` (which is only read), oldest first."""
    path = Path(path)
    if not path.is_file():
        raise InvalidInput(f"{path} is not a file; give the damaged agentik.db (default: AGENTIK_HOME's)")
    report = SalvageReport()
    found: dict[str, MemoryNote] = {}
    with tempfile.TemporaryDirectory(prefix="agentik-salvage-") as folder:
        copy = Path(folder) / "agentik.db"
        shutil.copyfile(path, copy)
        wal = path.with_name(path.name + "-wal")
        if wal.is_file():
            shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        for values in _sqlite_rows(copy, report):
            note = _note(values)
            if note is None:
                report.unreadable += 1
            elif note.id not in found:
                found[note.id] = note
                report.by_sqlite += 1
        scan = scan_file(copy)
        report.unreadable += scan.bad_cells
        for _, values in scan.rows:
            if not _looks_like_a_note(values):
                continue
            note = _note(values)
            if note is None:
                report.unreadable += 1
            elif note.id not in found:
                found[note.id] = note
                report.by_pages += 1
    report.notes = sorted(found.values(), key=lambda note: (note.created_at, note.id))
    return report


def _sqlite_rows(copy: Path, report: SalvageReport) -> list[list]:
    rows: list[list] = []
    try:
        conn = sqlite3.connect(copy, isolation_level=None)
    except sqlite3.Error as exc:
        report.sqlite_error = str(exc)
        return rows
    try:
        names = [row[1] for row in conn.execute("PRAGMA table_info(memory_note)")]
        columns = ", ".join(name for name in COLUMNS if name in names)
        low, high = conn.execute("SELECT min(rowid), max(rowid) FROM memory_note").fetchone()
        if low is None:
            return rows
        present = [name for name in COLUMNS if name in names]
        _read_range(conn, columns, present, low, high, rows, report)
    except sqlite3.Error as exc:
        report.sqlite_error = str(exc)
    finally:
        conn.close()
    return rows


def _read_range(conn: sqlite3.Connection, columns: str, present: list[str], low: int, high: int,
                rows: list[list], report: SalvageReport) -> None:
    """Rows low..high, a failing range split in halves; a single failing row is counted unreadable."""
    stack = [(start, min(start + RANGE - 1, high)) for start in range(low, high + 1, RANGE)]
    while stack:
        start, end = stack.pop()
        try:
            found = conn.execute(f"SELECT {columns} FROM memory_note WHERE rowid BETWEEN ? AND ?",
                                 (start, end)).fetchall()
        except sqlite3.DatabaseError as exc:
            report.sqlite_error = report.sqlite_error or str(exc)
            if start == end:
                report.unreadable += 1
            else:
                middle = (start + end) // 2
                stack += [(start, middle), (middle + 1, end)]
            continue
        for row in found:
            values = dict(zip(present, row))
            rows.append([values.get(name) for name in COLUMNS])


def _looks_like_a_note(values: list) -> bool:
    return (len(values) in ROW_SHAPES and isinstance(values[0], str) and isinstance(values[2], str)
            and values[1] in MemoryCategory._value2member_map_ and values[4] in Source._value2member_map_)


def _note(values: list) -> MemoryNote | None:
    values = list(values) + [None] * (len(COLUMNS) - len(values))
    data = dict(zip(COLUMNS, values))
    try:
        if not isinstance(data["id"], str) or not isinstance(data["content"], str):
            return None
        return MemoryNote.from_dict({key: data[key] for key in COLUMNS if key not in ("embedding", "content_hash")})
    except InvalidInput:
        return None


__all__ = ["salvage", "SalvageReport"]
