"""Which language a conversation is in, cheaply: the share of Cyrillic letters.

agentik speaks Russian and English (seed §5: the context block and the review prompt come in
both). A message is Russian when at least a third of its letters are Cyrillic, after URLs and
`inline code` are dropped; otherwise, and whenever it is unclear (no letters at all), English.

The threshold is a third, not a half, because Russian speakers write English technical words
inside Russian sentences ("Почему не работает docker-compose up в CI?" is 44 % Cyrillic), while
English text seldom holds Cyrillic at all.
"""

from __future__ import annotations

import re
from typing import Literal

Language = Literal["ru", "en"]

RUSSIAN_SHARE = 1 / 3
"""Least share of Cyrillic among all letters for a text to count as Russian."""

SAMPLE_CHARS = 4000
"""Only the first characters are read: a language shows in a paragraph, and a huge prefetch query
(a pasted file) must not cost a Python loop over every character."""

_NOISE = re.compile(r"https?://\S+|`[^`]*`")


def detect_language(text: str) -> Language:
    """"ru" when the text is mostly Cyrillic (≥ a third of its letters), else "en".

    >>> detect_language("Где живёт пользователь?")
    'ru'
    >>> detect_language("where does the user live?")
    'en'
    >>> detect_language("42 + 17")
    'en'
    """
    cyrillic = latin = 0
    for char in _NOISE.sub(" ", (text or "")[:SAMPLE_CHARS]):
        if not char.isalpha():
            continue
        if "\u0400" <= char <= "\u04ff" or "\u0500" <= char <= "\u052f":
            cyrillic += 1
        elif char.isascii() or "\u00c0" <= char <= "\u024f":
            latin += 1
    letters = cyrillic + latin
    if letters == 0 or cyrillic < 2:
        return "en"
    return "ru" if cyrillic / letters >= RUSSIAN_SHARE else "en"


__all__ = ["Language", "RUSSIAN_SHARE", "detect_language"]
