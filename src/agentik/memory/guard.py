"""PLACEHOLDER — being replaced by the guard (secrets + injection). Signature is fixed."""

from __future__ import annotations


def check_content(text: str) -> None:
    """Raise RefusedContent when `text` holds a secret or prompt-injection phrasing; else return None."""
    return None
