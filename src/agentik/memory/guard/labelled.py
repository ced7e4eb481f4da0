"""A random value on a line of its own under a short label ("Deepgram: 0d3f…", "acme billing = 9Xk2…", or one word
and the value: "deepinfra Xk2…"), and a credential in a URL's query string (`?code=…`, `&sig=…`, `?api_key=…`).

Scanners know most vendors' keys only by the vendor's name beside a value of the right length; a memory note
has the same shape whatever the vendor ("<name>: <value>"), so the guard reads the shape, not the name. The
value must be what no person writes — 32 to 64 hex digits mixing letters and digits, or 24+ characters
mixing capitals, small letters and digits at random — and the label must not say it is a hash, an id, a
checksum or a version (`md5 of the ISO: …`, `commit: …`, `request id: …` pass). UUIDs pass here (ids are
UUIDs); a UUID is a secret only beside a name that says so (`named`).
"""

from __future__ import annotations

import re

from .text import has_digit, is_uuid, looks_random, shannon_entropy

LABELLED = "API key or token"

_LINE = re.compile(r"[ \t>*\-]*([A-Za-z][\w.\- ]{1,40}?)[ \t]*[:=][ \t]*[\"'`]?([A-Za-z0-9_\-+/=.]{24,200})[\"'`]?"
                   r"[ \t]*(?:\([^)\n]{0,60}\))?[ \t.]*$")
_HEX = re.compile(r"[0-9a-fA-F]{32,64}")
_HEX_GROUPS = re.compile(r"[0-9a-f]{24,64}(?:-[0-9a-f]{6,64}){1,3}")
_NOT_SECRET = re.compile(
    r"(?i)\b(?:sha\d*|md\d|blake\d*|crc\d*|xxh\w*|hash\w*|hex|commit\w*|build\w*|rev\w*|sum|checksums?|digests?|ids?|"
    r"uuids?|guids?|trace\w*|span\w*|req\w*|etags?|versions?|v\d|fingerprints?|thumbprints?|serial\w*|imei|object|"
    r"blob|tree|tag|ref|image|file\w*|signatures?|nonce|salt|iv|order|invoice|tracking|ticket|case|account|number|"
    r"no|nr|isbn|doi|address|wallet|public|pub|pgp|gpg|ssh|host|sig|otp|transaction|tx|txid|block|hash|cid|ipfs|"
    r"torrent|magnet|infohash|release|tarball|archive|iso|download|mirror|pkg|package|docker|container|pod|node|"
    r"cluster|instance|device|machine|session|user|customer|client|app|project|tenant|org|team|workspace)\b"
)


# a URL's query parameter that carries a credential: ?code=… (Azure Functions), ?api_key=…, &sig=…, ?access_token=…
_QUERY_KEY = re.compile(r"[?&](?:code|key|apikey|api_key|api-key|token|access_token|auth|auth_token|authkey|sig|signature|"
                        r"secret|client_secret|password|passwd|pwd|pass|appid|app_key|appkey|private_token|x-api-key)"
                        r"=([^&\s#\"'<>]{20,300})", re.IGNORECASE)


# ... or one word and the value with only a space between: "deepinfra Xk2…" (the value generated, 28+)
_WORD_VALUE = re.compile(r"[ \t>*\-]*([A-Za-z][\w.\-]{1,30})[ \t]+([A-Za-z0-9_\-+/=]{28,200})[ \t.]*$")


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _not_secret_label(label: str) -> bool:
    """The label says hash, id, public… — also inside a camel-case name (`PublicKey`, `commitSha`)."""
    return bool(_NOT_SECRET.search(label) or label != label.lower() and _NOT_SECRET.search(_CAMEL.sub(" ", label)))


def find_query_secret(text: str) -> str | None:
    """LABELLED when a URL in `text` passes a generated value in a credential's query parameter; else None."""
    for match in _QUERY_KEY.finditer(text):
        value = match.group(1).rstrip(".,;)")
        value = value.replace("%3D", "=").replace("%3d", "=").replace("%2B", "+").replace("%2F", "/")
        if is_uuid(value) or value.startswith(("{", "<", "$", "%", "[")):
            continue
        if _HEX.fullmatch(value) and has_digit(value) and any(c.isalpha() for c in value) or looks_random(value, 20):
            return LABELLED
    return None


_LONG = re.compile(r"[A-Za-z0-9_\-+=]{24}")  # no value of the rules below is shorter


def find_labelled_value(text: str, runs: list[str] | None = None) -> str | None:
    """LABELLED when a line of `text` is only a short label and a generated value; else None. `runs`:
    `vendor.token_runs(text)`, when the caller has them (no value is shorter than 24, so a note without such a run
    is passed over at once)."""
    if max(map(len, runs), default=0) < 24 if runs is not None else _LONG.search(text) is None:
        return None
    lines = text.split("\n")  # each rule reads a whole line: matched at its start, not searched through the note
    for match in filter(None, map(_WORD_VALUE.fullmatch, lines)):
        label, value = match.group(1), match.group(2)
        if not _not_secret_label(label) and not is_uuid(value) and any(c.isupper() for c in value) and \
                any(c.islower() for c in value) and has_digit(value) and looks_random(value, 28) and "/" not in value:
            return LABELLED
    for match in filter(None, map(_LINE.fullmatch, lines)):
        label, value = match.group(1), match.group(2).rstrip(".")
        if len(label.split()) > 3 or _not_secret_label(label):
            continue
        if is_uuid(value):
            continue
        if _HEX.fullmatch(value):
            if has_digit(value) and any(c.isalpha() for c in value) and len(value) in (32, 40, 48, 64):
                return LABELLED
            continue
        if _HEX_GROUPS.fullmatch(value) and has_digit(value) and any(c.isalpha() for c in value):
            return LABELLED  # hex groups no UUID has (Mailgun's signing key: 32-8-8)
        if any(c.isupper() for c in value) and any(c.islower() for c in value) and has_digit(value) and \
                looks_random(value, 24) and "/" not in value.strip("/") and "." not in value:
            return LABELLED
        if value.isalnum() and value.isupper() and has_digit(value) and len(value) >= 30 and shannon_entropy(value) >= 4.0:
            return LABELLED  # capitals and digits at random, 30+ (Etherscan's, Vultr's keys)
    return None
