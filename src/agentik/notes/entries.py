"""The §-file format: entries separated by a line holding only `§` (Hermes' format), one file per category.

The markdown backend keeps its notes in such files, and `agentik memory export/import --format md`
writes and reads them, so the format lives here, below both.

A file is the entries of one category, oldest first:

    Prefers tea to coffee
    <!-- agentik id=mem-1f… created=2026-09-14T10:00:00.000Z uses=3 used=2026-09-20T08:00:00.000Z -->
    §
    Lives in Kazan
    §
    An entry written by hand, with no metadata at all

Rules, chosen so a human editor cannot trip over them:

- The delimiter is a line whose only non-blank character is `§`. A `§` inside a line is plain text.
  A note line that is itself just `§` is written as `\\§` (one more backslash for every line that is
  backslashes followed by `§`), and read back the other way, so any text round-trips.
- The metadata of an entry is its last line, an HTML comment starting `<!-- agentik `, with
  `key=value` pairs (values percent-encoded). Defaults are left out. `ctx=` holds the note's
  search-only context (MemoryNote.search_text: the turn before an imported transcript turn),
  hidden in the comment like the rest. An entry without it is a valid
  hand-written note: it gets an id derived from its text (stable across reads) and the file's mtime
  as its creation time; the next write of that file persists both.
- A UTF-8 BOM, CRLF/CR line ends and a missing final newline are accepted; files are written back
  as UTF-8 with LF and a final newline.
- Invalid UTF-8 bytes are replaced by U+FFFD and reported with their byte offsets; an empty entry,
  a malformed metadata line, a repeated id or an over-long entry is reported too (`Problem`), never
  silently dropped.
"""

from __future__ import annotations

import codecs
import hashlib
import re
import threading
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timezone
from functools import lru_cache
from urllib.parse import quote, unquote

from .model import MAX_CONTENT_CHARS, MemoryCategory, MemoryNote, Source, normalize_search_text

FILE_NAMES: dict[MemoryCategory, str] = {
    MemoryCategory.USER: "USER.md",
    MemoryCategory.WORLD: "WORLD.md",
    MemoryCategory.PREFERENCE: "PREFERENCES.md",
}
"""The file that holds each category's notes."""

DELIMITER = "§"
JOINER = f"\n{DELIMITER}\n"
_META = re.compile(r"^<!-- agentik (.*) -->$")
_ESCAPED_DELIMITER = re.compile(r"^\\*§$")
_BOM = codecs.BOM_UTF8
MAX_OFFSETS_SHOWN = 5


@dataclass(frozen=True)
class Problem:
    """Something wrong in a file, found while reading it. `line` is 1-based; `offset` is a byte offset."""

    path: str
    message: str
    line: int | None = None
    offset: int | None = None

    def __str__(self) -> str:
        where = self.path
        if self.line is not None:
            where += f":{self.line}"
        if self.offset is not None:
            where += f" (byte {self.offset})"
        return f"{where}: {self.message}"


@dataclass
class ParsedFile:
    """The notes of one file in file order, and what was wrong with it."""

    notes: list[MemoryNote] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    invalid_utf8: bool = False
    chunks: dict[str, MemoryNote] = field(default_factory=dict)
    """Entry text → note, for clean entries with metadata: pass it as `known` to the next parse of
    the same file, so only the entries that changed are parsed again."""


# ---------------------------------------------------------------- timestamps and metadata


def iso_ms(ms: int) -> str:
    """Epoch milliseconds as an exact UTC ISO-8601 string: 2026-09-14T10:00:00.000Z."""
    moment = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{ms % 1000:03d}Z"


def parse_iso_ms(text: str) -> int:
    """Inverse of iso_ms; also accepts plain epoch milliseconds and ISO without milliseconds."""
    if text.isdigit():
        return int(text)
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return round(moment.timestamp() * 1000)


def render_meta(note: MemoryNote) -> str:
    """The compact metadata comment of a note (defaults left out)."""
    pairs = [("id", note.id), ("created", iso_ms(note.created_at))]
    if note.last_used_at != note.created_at:
        pairs.append(("used", iso_ms(note.last_used_at)))
    if note.use_count:
        pairs.append(("uses", str(note.use_count)))
    if note.source is not Source.AGENT_SAVE:
        pairs.append(("source", note.source.value))
    if note.conversation_id is not None:
        pairs.append(("conv", note.conversation_id))
    if note.archived_at is not None:
        pairs.append(("archived", iso_ms(note.archived_at)))
    if note.valid_from != note.created_at:
        pairs.append(("from", iso_ms(note.valid_from)))
    if note.valid_until is not None:
        pairs.append(("until", iso_ms(note.valid_until)))
    if note.superseded_by is not None:
        pairs.append(("by", note.superseded_by))
    if note.pinned:
        pairs.append(("pinned", "1"))
    if note.search_text:
        pairs.append(("ctx", note.search_text))
    body = " ".join(f"{key}={quote(value, safe=':.-_')}" for key, value in pairs)
    return f"<!-- agentik {body} -->"


def parse_meta(body: str) -> dict[str, str]:
    """key=value pairs of a metadata comment body; ValueError when malformed."""
    values: dict[str, str] = {}
    for pair in body.split():
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError(f"{pair!r} is not key=value")
        values[key] = unquote(value)
    return values


def _note_from_meta(meta: dict[str, str], category: MemoryCategory, content: str) -> MemoryNote:
    created = parse_iso_ms(meta["created"])
    archived = meta.get("archived")
    until = meta.get("until")
    return MemoryNote(
        id=meta["id"],
        category=category,
        content=content,
        conversation_id=meta.get("conv") or None,
        source=Source.parse(meta.get("source", Source.AGENT_SAVE.value)),
        created_at=created,
        last_used_at=parse_iso_ms(meta["used"]) if "used" in meta else created,
        use_count=int(meta.get("uses", "0")),
        archived_at=parse_iso_ms(archived) if archived else None,
        valid_from=parse_iso_ms(meta["from"]) if "from" in meta else created,
        valid_until=parse_iso_ms(until) if until else None,
        superseded_by=meta.get("by") or None,
        pinned=meta.get("pinned", "0") not in ("", "0"),
        search_text=normalize_search_text(meta.get("ctx", "")),
    )


def derived_id(category: MemoryCategory, content: str, occurrence: int = 0) -> str:
    """The id a hand-written entry gets: stable for the same category, text and repeat number."""
    digest = hashlib.sha256(f"{category.value}\x1f{content}\x1f{occurrence}".encode()).hexdigest()
    return f"mem-{digest[:32]}"


# ---------------------------------------------------------------- decoding


_recorded = threading.local()


def _record_bad_bytes(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeDecodeError):
        raise exc
    _recorded.offsets.append(exc.start)
    return "\ufffd", exc.end


codecs.register_error("agentik-record", _record_bad_bytes)


def decode(raw: bytes) -> tuple[str, list[int]]:
    """UTF-8 text of a file (BOM dropped, line ends made LF) and the byte offsets of invalid bytes."""
    skip = len(_BOM) if raw.startswith(_BOM) else 0
    _recorded.offsets = []
    try:
        text = raw[skip:].decode("utf-8", errors="agentik-record")
        offsets = [offset + skip for offset in _recorded.offsets]
    finally:
        _recorded.offsets = []
    return text.replace("\r\n", "\n").replace("\r", "\n"), offsets


# ---------------------------------------------------------------- parse / render


def parse_text(
    raw: bytes, *, category: MemoryCategory, path: str, mtime_ms: int,
    known: dict[str, MemoryNote] | None = None,
) -> ParsedFile:
    """Every entry of a §-file as notes, in file order, with the problems found. `known` is the
    previous parse's `chunks` (entries whose text did not change are not parsed again)."""
    result = ParsedFile()
    text, bad_offsets = decode(raw)
    if bad_offsets:
        result.invalid_utf8 = True
        shown = ", ".join(str(o) for o in bad_offsets[:MAX_OFFSETS_SHOWN])
        more = f" and {len(bad_offsets) - MAX_OFFSETS_SHOWN} more" if len(bad_offsets) > MAX_OFFSETS_SHOWN else ""
        result.problems.append(Problem(
            path, f"invalid UTF-8 at byte offset(s) {shown}{more}; shown as U+FFFD, the original bytes "
                  f"are kept in a .invalid-utf8-N.bak copy before this file is next written",
            offset=bad_offsets[0],
        ))
    groups: list[tuple[int, list[str]]] = []
    current: list[str] = []
    start = 1
    saw_delimiter = False
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip() == DELIMITER:
            groups.append((start, current))
            current, start, saw_delimiter = [], number + 1, True
        else:
            current.append(line)
    groups.append((start, current))

    seen_ids: set[str] = set()
    occurrences: dict[str, int] = {}
    known = known or {}
    for first_line, lines in groups:
        while lines and not lines[-1].strip():
            lines.pop()
        chunk = "\n".join(lines)
        note = known.get(chunk)
        if note is None:
            problems_before = len(result.problems)
            note = _parse_entry(lines, first_line, category, path, mtime_ms, result, occurrences, saw_delimiter)
            if note is None:
                continue
            if len(result.problems) == problems_before and _META.match(lines[-1].strip() if lines else ""):
                result.chunks[chunk] = note
        else:
            result.chunks[chunk] = note
        if note.id in seen_ids:
            result.problems.append(Problem(path, f"id {note.id} appears twice; the repeat gets a new id",
                                           line=first_line))
            note = note.with_(id=derived_id(category, note.content, 10_000 + len(seen_ids)))
        seen_ids.add(note.id)
        result.notes.append(note)
    return result


def _parse_entry(
    lines: list[str], first_line: int, category: MemoryCategory, path: str, mtime_ms: int,
    result: ParsedFile, occurrences: dict[str, int], saw_delimiter: bool,
) -> MemoryNote | None:
    """`lines` come without trailing blank lines (parse_file strips them)."""
    meta: dict[str, str] | None = None
    if lines:
        match = _META.match(lines[-1].strip())
        if match:
            try:
                meta = parse_meta(match.group(1))
                missing = [key for key in ("id", "created") if key not in meta]
                if missing:
                    raise ValueError(f"lacks {', '.join(missing)}")
            except ValueError as exc:
                result.problems.append(Problem(
                    path, f"malformed metadata comment ({exc}); the entry is read as hand-written",
                    line=first_line + len(lines) - 1,
                ))
                meta = None
            lines = lines[:-1]
    content = unicodedata.normalize("NFC", "\n".join(_unescape(line) for line in lines)).strip()
    if not content:
        if saw_delimiter or meta is not None:
            result.problems.append(Problem(path, "empty entry skipped", line=first_line))
        return None
    if len(content) > MAX_CONTENT_CHARS:
        result.problems.append(Problem(
            path, f"entry is {len(content):,} characters, longer than a note's {MAX_CONTENT_CHARS:,}; "
                  f"kept as is — split it into facts", line=first_line,
        ))
    if meta is not None:
        try:
            return _note_from_meta(meta, category, content)
        except (ValueError, KeyError) as exc:
            result.problems.append(Problem(
                path, f"malformed metadata value ({exc}); the entry is read as hand-written",
                line=first_line + len(lines),
            ))
    occurrence = occurrences.get(content, 0)
    occurrences[content] = occurrence + 1
    return MemoryNote(id=derived_id(category, content, occurrence), category=category,
                      content=content, created_at=mtime_ms)


def _unescape(line: str) -> str:
    stripped = line.strip()
    if stripped.startswith("\\") and _ESCAPED_DELIMITER.match(stripped):
        return stripped[1:]
    return line


def _escape(line: str) -> str:
    stripped = line.strip()
    if _ESCAPED_DELIMITER.match(stripped):
        return "\\" + stripped
    return line


def escape_content(content: str) -> str:
    """A note's text as an entry body: lines that would read as a delimiter get a backslash."""
    return "\n".join(_escape(line) for line in content.split("\n"))


@lru_cache(maxsize=65_536)
def render_entry(note: MemoryNote) -> str:
    """One entry: the note's text (delimiter lines escaped) and its metadata line."""
    return f"{escape_content(note.content)}\n{render_meta(note)}"


def render_text(notes: list[MemoryNote]) -> str:
    """A whole §-file for these notes, in the given order."""
    if not notes:
        return ""
    return JOINER.join(render_entry(note) for note in notes) + "\n"


def visible_chars(contents: list[str]) -> int:
    """Characters the budget counts: the entries' text joined by the delimiter (metadata excluded)."""
    if not contents:
        return 0
    return sum(len(c) for c in contents) + len(JOINER) * (len(contents) - 1)


__all__ = [
    "Problem", "ParsedFile", "parse_text", "render_text", "render_entry", "render_meta", "parse_meta",
    "derived_id", "decode", "escape_content", "iso_ms", "parse_iso_ms", "visible_chars", "DELIMITER", "JOINER",
]
