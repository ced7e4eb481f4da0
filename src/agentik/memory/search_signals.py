"""What a search's fusion may know about the query and about each candidate note, cheaply.

Two facts about a note, worked out from its text (~5 µs a note; a search has ≤ 100 candidates):

- its language ("ru" or "en", `agentik.memory.language`), so the keyword list is not trusted for a
  note its query's words could not match (a Russian note, an English question);
- whether it is itself a question ("How did you get into painting?"): a question often shares the
  asked question's words while the answer is in another note.

One fact about the query: for each language, the share of its keyword terms a note in that
language could hold (`matchable`). A term in Cyrillic can only be in a Russian note; a plain
English word only in an English note; a number or an identifier ("9.4.1", "k3s", "Gradle",
"PostgreSQL") in either, since Russian notes carry Latin technical names. An English question
about "the release deadline" has nothing a Russian note could match, so for Russian notes the
keyword list says nothing (share 0) and the fusion lets the vector list speak for it instead.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Mapping

from .language import RUSSIAN_SHARE, Language, detect_language
from ..notes.query_terms import query_terms

LANGUAGES: tuple[Language, ...] = ("ru", "en")

TRAITS_CACHE = 16_384
"""Note texts whose traits are remembered (a few MB at most)."""

_LETTER_CLASS = bytes(
    ord("c") if 0xD0 <= byte <= 0xD4  # the lead byte of U+0400-U+052F: a Cyrillic letter
    else ord("a") if 65 <= byte <= 90 or 97 <= byte <= 122 or 0xC3 <= byte <= 0xC9  # ASCII, U+00C0-U+024F
    else ord(".")
    for byte in range(256)
)
"""Each UTF-8 byte mapped to "c" (starts a Cyrillic letter), "a" (a Latin one) or "." (anything else)."""

_CYRILLIC = re.compile(r"[\u0400-\u052f]")
_LATIN = re.compile(r"[a-z]", re.IGNORECASE)
_PREFIX = re.compile(r"^\s*\[[^\]]{1,60}\]\s*(?:[^\s:]{1,40}(?: [^\s:]{1,40})?:\s)?")
"""A note's leading "[date]" and "Speaker: " (imported transcripts), left out when judging its form."""
_ATTACHMENT = re.compile(r"\s*\[[^\]]*\]\s*$")
"""A trailing "[shared a photo: …]" and the like."""


_SPEAKER = re.compile(r"^\s*\[[^\]]{1,60}\]\s*([^\W\d_][\w'’-]{1,30})(?: [^\W\d_][\w'’-]{1,30})?:\s")
"""An imported turn's speaker: the first name after the "[date]" prefix, before the colon."""
_NAME = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-ZА-ЯЁ][a-zа-яё]{2,})\b")
"""A capitalised word that does not start the question: a name, most likely."""


@dataclass(frozen=True)
class NoteTraits:
    """What fusion knows about one candidate note."""

    language: Language = "en"
    question: bool = False
    speaker: str | None = None
    """Lower-case first name of the speaker of an imported turn ("[date] Caroline: …")."""


@dataclass(frozen=True)
class QuerySignals:
    """What fusion knows about the query."""

    matchable: Mapping[Language, float] | None
    names: frozenset[str] = frozenset()
    """Lower-case capitalised words inside the question (names, most likely)."""


_PLAIN_TRAITS = {(language, question): NoteTraits(language=language, question=question)
                 for language in LANGUAGES for question in (False, True)}


@functools.lru_cache(maxsize=TRAITS_CACHE)
def note_traits(content: str) -> NoteTraits:
    """The language of `content`, whether it is a question (its text, without a leading
    "[date] Speaker:" and a trailing "[attachment]", ends with "?") and its speaker, if any.
    Remembered for the last TRAITS_CACHE texts: a store's searches see the same notes again."""
    content = content or ""
    body = content.rstrip()
    if body.endswith("]"):
        body = _ATTACHMENT.sub("", body).rstrip()
    speaker = _SPEAKER.match(content) if content.startswith("[") else None
    if speaker is None:  # most notes: one of four shared answers (a frozen dataclass costs ~2 µs to make)
        return _PLAIN_TRAITS[text_language(content), body.endswith("?")]
    return NoteTraits(language=text_language(content), question=body.endswith("?"),
                      speaker=speaker.group(1).lower())


def text_language(text: str) -> Language:
    """`agentik.memory.language.detect_language`'s answer, counted over the UTF-8 bytes in C
    (~1 µs instead of ~25 for a 200-character note): Cyrillic letters are the characters whose
    lead byte is D0-D4, Latin ones the ASCII letters and the characters led by C3-C9 (one
    translate, two counts). "ru" when two or more letters are Cyrillic and they are at least a
    third of all letters."""
    if "http" in text or "`" in text:  # URLs and code are left out of the count: the slow path
        return detect_language(text)
    classes = text.encode("utf-8").translate(_LETTER_CLASS)
    cyrillic = classes.count(b"c")
    if cyrillic < 2:
        return "en"
    latin = classes.count(b"a")
    return "ru" if cyrillic / (cyrillic + latin) >= RUSSIAN_SHARE else "en"


def query_signals(query: str) -> QuerySignals:
    """`matchable` shares and the names of `query`."""
    return QuerySignals(matchable=matchable(query),
                        names=frozenset(name.lower() for name in _NAME.findall(query or "")))


def traits_of(contents: Mapping[str, str]) -> dict[str, NoteTraits]:
    """`note_traits` of each note, by id."""
    return {note_id: note_traits(content) for note_id, content in contents.items()}


def _term_languages(term: str, query_language: Language) -> tuple[Language, ...]:
    """The languages of notes that could hold `term` as a substring."""
    if _CYRILLIC.search(term):
        return ("ru",)
    if not _LATIN.search(term):
        return LANGUAGES  # a number, a date
    identifier = not term.isalpha()  # "k3s", "9.4.1", "c++", "docker-compose"
    if identifier or query_language == "ru":  # a Latin word inside a Russian question is a name
        return LANGUAGES
    return ("en",)


def matchable(query: str) -> dict[Language, float]:
    """For each language, the share of the query's keyword terms a note in it could hold
    (1.0 for both when the query has no terms: nothing to correct)."""
    terms = query_terms(query)
    if not terms:
        return {language: 1.0 for language in LANGUAGES}
    query_language = detect_language(query)
    counts = dict.fromkeys(LANGUAGES, 0)
    for term in terms:
        for language in _term_languages(term, query_language):
            counts[language] += 1
    return {language: counts[language] / len(terms) for language in LANGUAGES}


__all__ = ["NoteTraits", "QuerySignals", "note_traits", "traits_of", "matchable", "query_signals", "LANGUAGES"]
