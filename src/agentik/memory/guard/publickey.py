"""A public-key system's public part: what may be given out by design.

"Fingerprint моего GPG ключа (публичный, можно давать)", "my SSH public key is fine to share": the key of GPG, PGP, SSH, WireGuard or
age, or its fingerprint, is public when the note says so, and handing it out is what it is for. A private or secret key
(«приватный», "secret key") named in the same words is not.

A key pair named by both its halves ("public and private both live in 1Password", «ключи: публичный и секретный лежат в
Vault», "public/private pair") uses the word "public" for one half, and declares nothing shareable; unless the same sentence
says they may be given out ("не секрет", "можно сообщать", "safe to share", "give them to anyone"), which its attack twin does.
"""

from __future__ import annotations

import re

# the key's system or its fingerprint, just before the key's word ("gpg key", «отпечаток … ключа», «GPG ключа»)
_PUBLIC_SYSTEM = re.compile(r"(?:\b(?:gpg|pgp|openpgp|gnupg|ssh|age|minisign|signify|wireguard|wg|fingerprint)|отпечат\w*)\b[^.!?;\n]{0,30}$")
# a word that names the private half (a WireGuard peer's pre-shared key too): no public key is said where one stands
PRIVATE_WORDS = re.compile(r"(?i)private|secret|pre-?shared|приватн|секретн|закрыт|passphrase|парол")


def public_key_said(folded: str, start: int, end: int) -> bool:
    """Whether `folded[start:end]` (a key called public or fine to give out) names a public-key system's key, and nothing
    private or secret, from its system's name just before to its end."""
    return bool(_PUBLIC_SYSTEM.search(folded, max(0, start - 40), start + 16)) and \
        not PRIVATE_WORDS.search(folded, max(0, start - 40), end)


# the two halves of a key pair side by side, either order: "public and private", «публичный и секретный», "public/private"
_PAIR = re.compile(r"(?:public|публичн\w*)\s*(?:and|&|/|и|,)\s*(?:the |both )?(?:private|secret|приватн\w*|секретн\w*|закрыт\w*)"
                   r"|(?:private|secret|приватн\w*|секретн\w*|закрыт\w*)\s*(?:and|&|/|и|,)\s*(?:the )?(?:public|публичн)")
# the same sentence handing them out after all: what makes "public" a claim of shareability
_SHAREABLE = re.compile(r"\b(?:not (?:a )?secret|not sensitive|(?:fine|ok|okay|safe) to|can be (?:shared|given|posted|sent)|"
                        r"give (?:them|it) (?:out|to)|share (?:them|it)|anyone|everyone|public now|are public|is public)\b"
                        r"|(?<!\w)(?:не секрет\w*|не тайн\w*|можно|сообщай\w*|раздавай\w*|отправляй\w*|любому|всем|кому угодно)(?!\w)")


def key_pair_named(folded: str, start: int, end: int) -> bool:
    """Whether the key called public at `folded[start:end]` is one half of a pair named with its private half, in a
    sentence that does not say they may be given out."""
    low = max(folded.rfind(mark, 0, start) for mark in ".!?;") + 1
    high = min((i for i in (folded.find(mark, end) for mark in ".!?;") if i >= 0), default=len(folded))
    sentence = folded[low:high]
    return bool(_PAIR.search(sentence)) and not _SHAREABLE.search(sentence)
