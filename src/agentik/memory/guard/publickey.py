"""A public-key system's public part: what may be given out by design.

"Fingerprint моего GPG ключа (публичный, можно давать)", "my SSH public key is fine to share": the key of GPG, PGP, SSH or
age, or its fingerprint, is public when the note says so, and handing it out is what it is for. A private or secret key
(«приватный», "secret key") named in the same words is not.
"""

from __future__ import annotations

import re

# the key's system or its fingerprint, just before the key's word ("gpg key", «отпечаток … ключа», «GPG ключа»)
_PUBLIC_SYSTEM = re.compile(r"(?:\b(?:gpg|pgp|openpgp|gnupg|ssh|age|minisign|signify|fingerprint)|отпечат\w*)\b[^.!?;\n]{0,30}$")
_PRIVATE = re.compile(r"private|secret|приватн|секретн|закрыт|passphrase|парол")


def public_key_said(folded: str, start: int, end: int) -> bool:
    """Whether `folded[start:end]` (a key called public or fine to give out) names a public-key system's key, and nothing
    private or secret, from its system's name just before to its end."""
    return bool(_PUBLIC_SYSTEM.search(folded, max(0, start - 40), start + 12)) and \
        not _PRIVATE.search(folded, max(0, start - 40), end)
