"""A key written as an array of its bytes, under a name that calls it a key: Zigbee2MQTT's `network_key: [250, 3, 254, …]`,
"ZHA backup, network key: [0x3a, 0x91, …]", «ключ шифрования: [12, 201, …]», a wallet's secret key as its 64 bytes. An
array of 16, 24, 32 or 64 bytes (decimal 0-255 or 0x hex) is a 128-, 192- or 256-bit key or a 512-bit secret key in the
form configs and exports give it. Kept: a public key's array (the name says public), an array of another length or
under another name (a channel list), a placeholder (`network_key: GENERATE`), the length explained in words, and a
well-known default printed by its software's docs (Zigbee2MQTT's old `[1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]`)."""

from __future__ import annotations

import re

BYTE_KEY_KIND = "encryption key"

# the key's name, then its array: `network_key: [`, `"aesKey" = [`, «ключ сети: [»; not a public key's
_ARRAY = re.compile(r"(?i)(?<!public)(?<!public[ _\-])(?<!pub)(?<!pub[ _\-])(?:\b|_)(?:key|ключ\w*)\b[\"']?[ \t]*[:=]?[ \t]*"
                    r"\[((?:[ \t\r\n]*(?:0x[0-9a-f]{1,2}|\d{1,3})[ \t\r\n]*,){15,63}[ \t\r\n]*(?:0x[0-9a-f]{1,2}|\d{1,3}))[ \t\r\n]*,?[ \t\r\n]*\]")
_LENGTHS = frozenset((16, 24, 32, 64))
_DEFAULTS = frozenset((
    (1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13),  # Zigbee2MQTT's old default network key, printed in its docs
    tuple(b"ZigBeeAlliance09"),  # the Zigbee trust centre's well-known link key
))


def _key_bytes(listed: str) -> tuple[int, ...] | None:
    values = tuple(int(v, 16) if v.lower().startswith("0x") else int(v) for v in re.findall(r"0x[0-9a-fA-F]{1,2}|\d{1,3}", listed))
    return values if len(values) in _LENGTHS and all(v < 256 for v in values) else None


def find_byte_key(text: str, lowered: str) -> str | None:
    """BYTE_KEY_KIND when a name that calls it a key is followed by an array of a key's bytes; else None."""
    if "[" not in text or not ("key" in lowered or "ключ" in lowered):
        return None
    for found in _ARRAY.finditer(text):
        values = _key_bytes(found.group(1))
        if values is not None and values not in _DEFAULTS and len(set(values)) >= len(values) // 2:
            return BYTE_KEY_KIND
    return None
