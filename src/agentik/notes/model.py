"""The memory note and its vocabulary (seed §3.4, update 2026-09-14)."""

from __future__ import annotations

import hashlib
import time
import unicodedata
import uuid
from dataclasses import dataclass, field, replace
from typing import Any, Sequence
from enum import Enum

from ..errors import InvalidInput
from .limits import MAX_CONTENT_CHARS


class MemoryCategory(str, Enum):
    """What a note is about."""

    USER = "user"
    WORLD = "world"
    PREFERENCE = "preference"

    @classmethod
    def parse(cls, value: "str | MemoryCategory") -> "MemoryCategory":
        """Accept an enum member or its name/value in any case ('USER', 'user', 'preferences')."""
        if isinstance(value, cls):
            return value
        member = cls._value2member_map_.get(value) if isinstance(value, str) else None
        if member is not None:  # the stored form: no normalising needed
            return member  # type: ignore[return-value]
        text = str(value).strip().lower()
        if text == "preferences":
            text = "preference"
        try:
            return cls(text)
        except ValueError:
            allowed = ", ".join(c.value for c in cls)
            raise InvalidInput(f"unknown category {value!r}; use one of: {allowed}") from None


class Source(str, Enum):
    """Who wrote a note."""

    AGENT_SAVE = "agent_save"
    USER_EXPLICIT = "user_explicit"
    AUTO_REVIEW = "auto_review"
    CURATOR = "curator"
    """An umbrella note the curator's consolidation wrote in place of near-duplicates."""

    @classmethod
    def parse(cls, value: "str | Source") -> "Source":
        if isinstance(value, cls):
            return value
        member = cls._value2member_map_.get(value) if isinstance(value, str) else None
        if member is not None:
            return member  # type: ignore[return-value]
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            allowed = ", ".join(s.value for s in cls)
            raise InvalidInput(f"unknown source {value!r}; use one of: {allowed}") from None


def now_ms() -> int:
    """Current time as epoch milliseconds (the unit of every timestamp column)."""
    return int(time.time() * 1000)


def new_note_id() -> str:
    """A fresh id, "mem-<uuid4 hex>"."""
    return f"mem-{uuid.uuid4().hex}"


def check_unicode(text: str, what: str) -> str:
    """`text` when it is valid Unicode (UTF-8 encodable); InvalidInput when it holds a lone surrogate,
    which is what undecodable bytes become (Python's surrogateescape) and what no file or database
    can store."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise InvalidInput(
            f"{what} is not valid Unicode text (a lone surrogate at character {exc.start}, e.g. from bytes "
            "that are not UTF-8); give UTF-8 text"
        ) from None
    return text


def normalize_content(content: str) -> str:
    """The canonical form of a note's text: NFC, stripped, CRLF → LF. Raises InvalidInput when empty,
    too long or not valid Unicode."""
    if not isinstance(content, str):
        raise InvalidInput(f"content must be text, not {type(content).__name__}")
    check_unicode(content, "content")
    text = unicodedata.normalize("NFC", content.replace("\r\n", "\n").replace("\r", "\n")).strip()
    if not text:
        raise InvalidInput("content is empty; give the fact to remember as text")
    if len(text) > MAX_CONTENT_CHARS:
        raise InvalidInput(
            f"content is {len(text)} characters; a note holds at most {MAX_CONTENT_CHARS} — split it into facts"
        )
    return text


def content_hash(category: "MemoryCategory", content: str, conversation_id: str | None) -> str:
    """Identity of a note for exact-duplicate detection: same category, scope and normalised text."""
    key = f"{category.value}\x1f{conversation_id or ''}\x1f{content}"
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


MAX_SEARCH_TEXT_CHARS = 2000
"""The longest search-only context a note carries (context, not a second note)."""


def normalize_search_text(text: str) -> str:
    """The canonical form of a note's search-only context: NFC, stripped, cut to
    MAX_SEARCH_TEXT_CHARS; "" for none. InvalidInput when not text or not valid Unicode."""
    if not isinstance(text, str):
        raise InvalidInput(f"search_text must be text, not {type(text).__name__}")
    check_unicode(text, "search_text")
    text = unicodedata.normalize("NFC", text.replace("\r\n", "\n").replace("\r", "\n")).strip()
    return text[:MAX_SEARCH_TEXT_CHARS]


def search_body(content: str, search_text: str) -> str:
    """What a note is found by (the keyword index, its vector): its content, then its search-only
    context on a line of its own when it has one."""
    return f"{content}\n{search_text}" if search_text else content


@dataclass(frozen=True)
class MemoryNote:
    """One remembered fact: every column of seed §3.4 plus archive time and content hash.

    ``pinned`` notes are never archived by the curator; ``superseded_by`` is the id of the umbrella
    note that replaced an archived one in a consolidation (None otherwise; cleared by unarchive).

    ``embedding`` is not carried here: vectors live in the backend. ``embedding_model`` is ""
    and ``embedding_dim`` 0 while a note waits to be embedded (or when the backend has none).
    """

    id: str
    category: MemoryCategory
    content: str
    conversation_id: str | None = None
    source: Source = Source.AGENT_SAVE
    created_at: int = field(default_factory=now_ms)
    last_used_at: int = 0
    use_count: int = 0
    embedding_model: str = ""
    embedding_dim: int = 0
    archived_at: int | None = None
    valid_from: int = 0
    """Since when the fact holds (event time); 0 on construction means created_at."""
    valid_until: int | None = None
    """When a newer note replaced this fact (None: still current)."""
    superseded_by: str | None = None
    """The id of the note that replaced this one; a superseded note is archived at valid_until."""
    pinned: bool = False
    """Kept by the curator however long it goes unused (`agentik memory pin`)."""
    search_text: str = ""
    """Context the note is found by but never shown (the turn before an imported transcript turn);
    "" for notes saved one at a time. The keyword index and the vector cover content + search_text
    (`search_body`); displays, prefetch blocks and the ranking's signals use content only."""

    def __post_init__(self) -> None:
        if not self.last_used_at:
            object.__setattr__(self, "last_used_at", self.created_at)
        if not self.valid_from:
            object.__setattr__(self, "valid_from", self.created_at)

    @property
    def archived(self) -> bool:
        return self.archived_at is not None

    @property
    def superseded(self) -> bool:
        """Whether a newer note replaced this fact (it stays, archived, as history)."""
        return self.superseded_by is not None

    def valid_at(self, at: int) -> bool:
        """Whether the fact held at `at` (ms): valid_from <= at < valid_until."""
        return self.valid_from <= at and (self.valid_until is None or at < self.valid_until)

    @property
    def body(self) -> str:
        """What the note is found by: content plus its search-only context (`search_body`)."""
        return search_body(self.content, self.search_text)

    @property
    def hash(self) -> str:
        """`content_hash` of the note, computed once (an import asks it three times a note: the twin
        lookup twice, the insert once) and kept in the instance's __dict__, which a frozen note never
        changes; `with_` drops it from the copy, and a pickled note carries it (the import's second
        process computes it while preparing)."""
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = content_hash(self.category, self.content, self.conversation_id)
            self.__dict__["_hash"] = cached
        return cached

    def with_(self, **changes: Any) -> "MemoryNote":
        """A copy with some fields changed: `dataclasses.replace`, without its per-field checks (a third
        of its cost, and an import copies every note twice)."""
        if not changes.keys() <= _NOTE_FIELDS:
            return replace(self, **changes)  # raises its TypeError for the unknown name
        copy = object.__new__(MemoryNote)
        copy.__dict__.update(self.__dict__, **changes)
        if changes.keys() & _HASHED_FIELDS:
            copy.__dict__.pop("_hash", None)
        copy.__post_init__()
        return copy

    def to_dict(self) -> dict:
        """JSON-ready dict of every field (enums as their values)."""
        return {
            "id": self.id,
            "category": self.category.value,
            "content": self.content,
            "conversation_id": self.conversation_id,
            "source": self.source.value,
            "created_at": self.created_at,
            "last_used_at": self.last_used_at,
            "use_count": self.use_count,
            "embedding_model": self.embedding_model,
            "embedding_dim": self.embedding_dim,
            "archived_at": self.archived_at,
            "valid_from": self.valid_from,
            "valid_until": self.valid_until,
            "pinned": self.pinned,
            "superseded_by": self.superseded_by,
            "search_text": self.search_text,
        }

    @classmethod
    def from_dict(cls, data: dict) -> "MemoryNote":
        """Inverse of to_dict; unknown keys are ignored, missing optional ones take defaults."""
        note_id = data.get("id") or new_note_id()
        if not isinstance(note_id, str):
            raise InvalidInput(f"note record's id must be text, not {type(note_id).__name__}")
        try:
            return cls(
                id=note_id,
                category=MemoryCategory.parse(data["category"]),
                content=normalize_content(data["content"]),
                conversation_id=data.get("conversation_id") or None,
                source=Source.parse(data.get("source") or Source.AGENT_SAVE),
                created_at=int(data.get("created_at") or now_ms()),
                last_used_at=int(data.get("last_used_at") or 0),
                use_count=int(data.get("use_count") or 0),
                embedding_model=str(data.get("embedding_model") or ""),
                embedding_dim=int(data.get("embedding_dim") or 0),
                archived_at=_optional_int(data.get("archived_at")),
                valid_from=int(data.get("valid_from") or 0),
                valid_until=_optional_int(data.get("valid_until")),
                pinned=_flag(data.get("pinned")),
                superseded_by=str(data["superseded_by"]) if data.get("superseded_by") else None,
                search_text=normalize_search_text(data.get("search_text") or ""),
            )
        except KeyError as exc:
            raise InvalidInput(f"note record lacks the field {exc.args[0]!r}") from None
        except (TypeError, ValueError, OverflowError) as exc:
            raise InvalidInput(f"note record has a malformed field: {exc}") from None


_NOTE_FIELDS = frozenset(MemoryNote.__dataclass_fields__)
_HASHED_FIELDS = frozenset({"category", "content", "conversation_id"})


def _optional_int(value: Any) -> int | None:
    return int(value) if value is not None else None


def _flag(value: Any) -> bool:
    """A boolean field of a record: true, 1, "1", "true", "yes" (any case); missing is False."""
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes")
    return bool(value)


@dataclass(frozen=True)
class SearchHit:
    """A note found by search, with its final score and the parts it was made from."""

    note: MemoryNote
    score: float
    similarity: float | None = None
    keyword_rank: int | None = None
    vector_rank: int | None = None


NOTE_ROW = ("id", "category", "content", "conversation_id", "source", "created_at", "last_used_at", "use_count",
            "embedding_model", "embedding_dim", "archived_at", "valid_from", "valid_until", "superseded_by", "pinned",
            "search_text")
"""A note's stored fields in the order the database backends select them (`note_from_row`)."""


def note_from_row(row: "Sequence[Any]") -> MemoryNote:
    """A MemoryNote from a database row holding the NOTE_ROW columns, in that order."""
    return MemoryNote(
        id=row[0],
        category=MemoryCategory.parse(row[1]),
        content=row[2],
        conversation_id=row[3],
        source=Source.parse(row[4]),
        created_at=row[5],
        last_used_at=row[6],
        use_count=row[7],
        embedding_model=row[8],
        embedding_dim=row[9],
        archived_at=row[10],
        valid_from=row[11],
        valid_until=row[12],
        superseded_by=row[13],
        pinned=bool(row[14]),
        search_text=row[15] or "",
    )
