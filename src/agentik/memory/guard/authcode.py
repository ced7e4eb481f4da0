"""An account's standing authentication code: the code that lets its holder act for a company or move a domain —
Companies House's authentication code (six letters and digits), a domain's EPP, auth-info or transfer code — named,
then given after a colon, a dash or "is" («Код аутентификации Companies House для DM Lettings Ltd: 7HX2QK», "EPP code
for example.org — k7#Qd9!xLm"). It does not expire as a one-time code does: whoever reads it can file for the company
or take the domain. The value must mix letters and digits (a format, "6 characters", or a one-time code of digits is
none) and not be a placeholder."""

from __future__ import annotations

import re

from .kinds import SECRET
from .text import has_alpha, has_digit, is_placeholder

_HINTS = ("аутентификац", "authentication", "auth", "epp", "transfer", "трансфер", "переноса", "авторизац")
# the code named, a short clause (what it is for, a domain's dots inside), then a colon, a dash or "is", then the value
_NAMED_CODE = re.compile(
    r"(?i)(?:\b(?:company\s+)?authenti[cf]ation\s+code|\bauth(?:[\s\-]?info)?\s+code|\bepp(?:\s+|-)(?:auth\s+)?code"
    r"|\b(?:domain\s+)?transfer\s+(?:auth\s+)?code|код\w*\s+(?:аутентификаци\w*|авторизаци\w*|переноса\s+домена)"
    r"|(?:epp|auth)-?код\w*)"
    r"(?:[^\n:=—–.;]|\.(?=\w)){0,60}?(?:[ \t]*[:=—–][ \t]*|[ \t]+(?:is|это|-)[ \t]+)[\"'«“`]?([A-Za-z0-9][^\s\"'»”`,;]{5,31})")
_ENDS = ".!?)"


def find_auth_code(text: str, lowered: str) -> str | None:
    """SECRET when `text` gives an account's authentication or transfer code after its name; else None."""
    if not any(hint in lowered for hint in _HINTS):
        return None
    for found in _NAMED_CODE.finditer(text):
        value = found.group(1).rstrip(_ENDS)
        if len(value) >= 6 and has_alpha(value) and has_digit(value) and not is_placeholder(value):
            return SECRET
    return None
