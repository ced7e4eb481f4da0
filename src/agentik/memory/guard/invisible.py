"""Invisible and bidirectional control characters: they hide text from the reader, so a note holding one
is refused outright, before anything else is matched (zero-width characters, bidi embeddings, overrides
and isolates, soft hyphen, Unicode tags, control codes...). ZWJ, ZWNJ and VS16 are allowed where emoji
sequences and scripts need them.
"""

from __future__ import annotations

import re
import unicodedata

INVISIBLE_KIND = "invisible or bidirectional control characters"

# Refused wherever they appear. ZWJ (U+200D), ZWNJ (U+200C) and VS16 (U+FE0F) are not here: emoji
# sequences and some scripts need them; `_joiner_misused` checks where they stand instead.
_INVISIBLE = re.compile(
    "["
    "\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f"  # C0/C1 control codes (tab and newline are fine)
    "\u00ad"  # soft hyphen
    "\u034f"  # combining grapheme joiner
    "\u061c"  # Arabic letter mark
    "\u115f\u1160\u3164\uffa0"  # Hangul fillers
    "\u17b4\u17b5"  # Khmer invisible vowels
    "\u180b-\u180f"  # Mongolian variation selectors / vowel separator
    "\u200b\u200e\u200f"  # zero-width space, LRM, RLM
    "\u2028\u2029"  # line / paragraph separators
    "\u202a-\u202e"  # bidi embeddings and overrides
    "\u2060-\u2064"  # word joiner, invisible operators
    "\u2066-\u206f"  # bidi isolates, deprecated format characters
    "\ufe00-\ufe0e"  # variation selectors 1-15
    "\ufeff"  # zero-width no-break space / BOM
    "\ufff9-\ufffb"  # interlinear annotation
    "\U0001d173-\U0001d17a"  # musical invisible formatting
    "\U000e0000-\U000e007f"  # Unicode tags ("ASCII smuggling")
    "\U000e0100-\U000e01ef"  # variation selectors supplement (byte smuggling)
    "]"
)
_JOINERS = re.compile("[\u200c\u200d\ufe0f]")


def _joiner_misused(text: str) -> bool:
    """ZWJ/VS16 only inside emoji sequences, ZWNJ only between letters; anywhere else they hide text."""
    for match in _JOINERS.finditer(text):
        i = match.start()
        before = text[i - 1] if i > 0 else ""
        after = text[i + 1] if i + 1 < len(text) else ""
        char = match.group()
        if char == "\u200c":
            if not (before.isalpha() and after.isalpha()):
                return True
        elif char == "\ufe0f":
            if not before or unicodedata.category(before) not in ("So", "Sm", "Sk", "Po", "Nd", "Mn"):
                return True
        elif not (_emoji_part(before) and _emoji_part(after)):
            return True
    return False


def _emoji_part(char: str) -> bool:
    if not char:
        return False
    return char == "\ufe0f" or unicodedata.category(char) in ("So", "Sk") or 0x1F3FB <= ord(char) <= 0x1F3FF


def has_hidden_characters(text: str) -> bool:
    """Invisible or bidirectional control characters, or a joiner outside the emoji/script that needs it."""
    if text.isascii():  # only the C0 controls and DEL can hide in ASCII
        return bool(_ASCII_CONTROL.search(text))
    return bool(_INVISIBLE.search(text)) or _joiner_misused(text)


_ASCII_CONTROL = re.compile("[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]")
