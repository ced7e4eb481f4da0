"""Prefetch: the notes worth knowing before a turn, and the block that carries them (seed §5).

Before every user turn the agent asks the store for the top-K live notes for the user's message —
global notes plus this conversation's own — and prefixes the user message with them::

    [Контекст — то, что я помню]
    - Пользователь живёт в Берлине
    - We build with Gradle 9.4.1
    [/Контекст]

English conversations get ``[Context — what I remember]`` … ``[/Context]``. The block is never
put into the system instruction (DESIGN.md: prefetch goes into the user-message prefix).

Rules, in order:

1. An empty or blank query finds nothing (and costs nothing).
2. ``store.search(query, k, conversation_id=...)`` gives the candidates, best first; archived notes
   never come back from search. Ids in ``exclude_ids`` (e.g. notes already shown this turn) are
   dropped, and the store is asked for that many more (at most MAX_EXTRA_CANDIDATES) so K notes
   still come back.
3. The character budget counts the notes' text. Notes are taken best first while they fit; one
   that does not fit is skipped and a shorter one further down may still fit. When even the best
   note alone is longer than the budget it is cut to fit and ends with "…", so the best note is
   never lost to the budget.
4. The notes returned are bumped (use_count + 1, last_used_at = now) in one ``store.bump`` call,
   unless ``bump=False``. A failed bump is logged as a warning and the prefetch is still returned:
   the bookkeeping must not cost the user their turn.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Collection

from ..errors import InvalidInput, MemoryStoreError
from .language import Language, detect_language
from ..notes.model import MemoryNote, now_ms
from .history import dated
from .store import MemoryStore

if TYPE_CHECKING:
    from ..settings import Settings

log = logging.getLogger(__name__)

HEADERS: dict[str, tuple[str, str]] = {
    "ru": ("[Контекст — то, что я помню]", "[/Контекст]"),
    "en": ("[Context — what I remember]", "[/Context]"),
}
"""Opening and closing line of the context block, by conversation language."""

_MARKERS = tuple(marker for pair in HEADERS.values() for marker in pair)

ELLIPSIS = "…"

MAX_EXTRA_CANDIDATES = 200
"""At most this many more candidates are asked of the store to make up for `exclude_ids`."""


def render_block(contents: Collection[str], language: str = "ru") -> str:
    """The seed §5 block for these note texts ("" when there are none).

    A note spanning several lines keeps them, indented under its bullet. A note that quotes one of
    the block's own marker lines gets it in round brackets, so no note can close the block early.
    """
    if not contents:
        return ""
    opening, closing = HEADERS[_language(language)]
    lines = [opening]
    for text in contents:
        for marker in _MARKERS:
            text = text.replace(marker, "(" + marker[1:-1] + ")")
        lines.append("- " + "\n  ".join(part.strip() for part in text.strip().splitlines() if part.strip()))
    lines.append(closing)
    return "\n".join(lines)


@dataclass(frozen=True)
class Prefetch:
    """What one prefetch found: the notes (best first, within the budget) and the block's language."""

    notes: tuple[MemoryNote, ...] = ()
    language: Language = "en"
    texts: tuple[str, ...] = ()
    """The text each note contributes to the block (equal to its content unless cut to the budget)."""

    @property
    def ids(self) -> list[str]:
        return [note.id for note in self.notes]

    def __len__(self) -> int:
        return len(self.notes)

    def __bool__(self) -> bool:
        return bool(self.notes)

    def render(self, language: str | None = None) -> str:
        """The context block in `language` (default: the prefetch's own); "" when nothing was found."""
        texts = self.texts or tuple(note.content for note in self.notes)
        return render_block(texts, language or self.language)


class MemoryPrefetcher:
    """Finds the notes to inject before a turn. One per agent; cheap to build.

    >>> prefetcher = MemoryPrefetcher(store, top_k=5)                  # doctest: +SKIP
    >>> prefetcher.prefetch("where do I live?", conversation_id="c1").render()  # doctest: +SKIP
    '[Context — what I remember]\\n- The user lives in Berlin\\n[/Context]'
    """

    def __init__(self, store: MemoryStore, *, top_k: int = 10, char_budget: int = 2000) -> None:
        if top_k < 1:
            raise InvalidInput(f"top_k must be 1 or more, not {top_k}")
        if char_budget < 1:
            raise InvalidInput(f"char_budget must be 1 or more, not {char_budget}")
        self.store = store
        self.top_k = top_k
        self.char_budget = char_budget

    @classmethod
    def from_settings(cls, store: MemoryStore, settings: "Settings") -> "MemoryPrefetcher":
        """A prefetcher with AGENTIK_MEMORY_PREFETCH_TOPK and AGENTIK_PREFETCH_CHAR_BUDGET."""
        return cls(store, top_k=settings.prefetch_top_k, char_budget=settings.prefetch_char_budget)

    def prefetch(
        self,
        query: str,
        top_k: int | None = None,
        conversation_id: str | None = None,
        *,
        exclude_ids: Collection[str] = (),
        language: str | None = None,
        bump: bool = True,
    ) -> Prefetch:
        """The best live notes for `query` (global + `conversation_id`'s), within the char budget.

        `language` ("ru"/"en") fixes the block's language; by default it is detected from the query.
        """
        lang: Language = _language(language) if language else detect_language(query)
        k = self.top_k if top_k is None else top_k
        if k < 1:
            raise InvalidInput(f"top_k must be 1 or more, not {k}")
        if not query or not query.strip():
            return Prefetch(language=lang)
        excluded = set(exclude_ids)
        extra = min(len(excluded), MAX_EXTRA_CANDIDATES)
        hits = self.store.search(query, k + extra, conversation_id=conversation_id)
        candidates = [hit.note for hit in hits if hit.note.id not in excluded]
        notes, texts = self._fit(candidates[:k], lang)
        if bump and notes:
            self._bump([note.id for note in notes])
        return Prefetch(notes=tuple(notes), language=lang, texts=tuple(texts))

    def _fit(self, candidates: list[MemoryNote], language: str = "en") -> tuple[list[MemoryNote], list[str]]:
        """Take notes best first while their text fits the budget (see rule 3); an old fact carries
        its date (agentik.memory.history.dated)."""
        notes: list[MemoryNote] = []
        texts: list[str] = []
        left = self.char_budget
        now = now_ms()
        for note in candidates:
            text = dated(note, now, language)
            if len(text) <= left:
                notes.append(note)
                texts.append(text)
                left -= len(text)
            elif not notes:
                notes.append(note)
                texts.append(text[: max(left - len(ELLIPSIS), 0)].rstrip() + ELLIPSIS)
                left = 0
            if left <= 0:
                break
        return notes, texts

    def _bump(self, ids: list[str]) -> None:
        try:
            self.store.bump(ids)
        except MemoryStoreError as exc:
            log.warning("prefetch could not record the use of %d notes: %s", len(ids), exc)


def _language(value: str) -> Language:
    text = value.strip().lower()
    if text not in HEADERS:
        raise InvalidInput(f"unknown language {value!r}; use one of: {', '.join(HEADERS)}")
    return text  # type: ignore[return-value]


__all__ = ["HEADERS", "MemoryPrefetcher", "Prefetch", "render_block"]
