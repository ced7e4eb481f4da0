"""Secret detectors of the memory guard: one row per kind, checked in table order.

Each row is (kind, hints, compiled pattern, optional validator of a match). Specific formats come first
so that the refusal names the most precise kind ("GitHub token", not "API key"). The generic
`key = value` rows come last and weigh the value: see `_generic_value` for the rule.

Deliberately *not* refused: a high-entropy string on its own (commit hashes, UUIDs, base64 ids
are ordinary in notes), prose about tokens or keys, URLs without a password, e-mail addresses.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Callable, NamedTuple

Validator = Callable[[re.Match[str]], bool]


class SecretRule(NamedTuple):
    """`hints`: substrings one of which every match contains (lower case for a re.IGNORECASE
    pattern) — a cheap test that skips the regex for the many notes that cannot match."""

    kind: str
    hints: tuple[str, ...]
    pattern: re.Pattern[str]
    valid: Validator | None = None


_B = r"(?<![A-Za-z0-9_\-])"  # start of a token: no word char or dash before it
_E = r"(?![A-Za-z0-9_\-])"  # end of a token

_PLACEHOLDER = re.compile(
    r"""^(?:\$\{?\{?[\w.\s]+\}?\}?|%\(?\w*\)?s?|<[^<>]+>|\{\{?[^{}]*\}?\}|\*+|x{3,}|X{3,}|\.{3}|…|
        your[_-]\w+|changeme|example|placeholder|redacted|none|null|empty|secret|password|
        \[[^\]]*\]|"?\$\w+"?)$""",
    re.IGNORECASE | re.VERBOSE,
)


def shannon_entropy(text: str) -> float:
    """Bits per character of `text`'s own character distribution."""
    if not text:
        return 0.0
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def is_placeholder(value: str) -> bool:
    """`${DB_PASSWORD}`, `<token>`, `***`, `your_api_key`... — a reference to a secret, not one."""
    return bool(_PLACEHOLDER.match(value.strip("\"'`")))


def _mixed(value: str) -> bool:
    """Letters and digits both present: random keys have them, English words do not."""
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _token_like(match: re.Match[str]) -> bool:
    return _mixed(match.group("v"))


def _url_password(match: re.Match[str]) -> bool:
    return not is_placeholder(match.group("v"))


_PASSWORD_KEYS = r"password|passwd|passphrase|пароль|парол[ьяюе]"
_SECRET_KEYS = (
    r"[A-Za-z0-9_.\-]{0,40}(?:api[_\-.]?key|apikey|access[_\-.]?key|secret|token|auth|credential|private[_\-.]?key)"
    r"[A-Za-z0-9_.\-]{0,40}|токен|секрет|ключ"
)


_ASSIGN = r"""["']?\s*(?:=>|:=|=|:)\s*["'`]?"""
_OP = re.compile(r"=>|:=|=|:", re.IGNORECASE)  # IGNORECASE: its rules' hints are matched in lower case
_AWS_PREFIXES = ("AKIA", "ASIA", "ABIA", "ACCA", "AGPA", "AIDA", "AIPA", "ANPA", "ANVA", "AROA", "APKA")
_PASSWORD_KEY = re.compile(r"(?i)(?:[\w\-]{0,40}[_\-.])?(?:" + _PASSWORD_KEYS + r")")
_PASSWORD_FOR = re.compile(r"(?i)(?:" + _PASSWORD_KEYS + r")\s+(?:от|для|к|for|to|of|on)\s+$")
_SECRET_KEY = re.compile(r"(?i)" + _SECRET_KEYS)
_PASSWORD_VALUE = re.compile(r"\s*[\"'`]?([^\s\"'`]{1,200})")
_SECRET_VALUE = re.compile(r"\s*[\"'`]?([^\s\"'`,;]{1,400})")
_KEY_CHARS = frozenset("_.-")


def _key_before(text: str, start: int) -> tuple[str, int]:
    """The key word that ends just before position `start` (quotes and spaces skipped), and where it begins.

    Walking back from the operator is linear; one regex for `key = value` backtracks badly on long
    runs of key-like characters.
    """
    end = start
    while end > 0 and text[end - 1] in " \t\"'":
        end -= 1
    begin = end
    while begin > 0 and end - begin < 80 and (text[begin - 1].isalnum() or text[begin - 1] in _KEY_CHARS):
        begin -= 1
    return text[begin:end], begin


def _assigned_value(match: re.Match[str], value: re.Pattern[str], minimum: int) -> str | None:
    found = value.match(match.string, match.end())
    if found is None or len(found.group(1)) < minimum:
        return None
    return found.group(1)


def _generic_value(match: re.Match[str]) -> bool:
    """The value of `api_key = value`-style assignments: refuse only what looks like a real secret.

    High entropy (Shannon >= 3.0 bits/char), at least 16 characters, letters mixed with digits (or
    >= 4.0 bits/char), and not a placeholder such as `${TOKEN}` or `<your key>`.
    """
    value = _assigned_value(match, _SECRET_VALUE, 16)
    if value is None or is_placeholder(value):
        return False
    key, _ = _key_before(match.string, match.start())
    if not _SECRET_KEY.fullmatch(key):
        return False
    entropy = shannon_entropy(value)
    return entropy >= 4.0 or (entropy >= 3.0 and _mixed(value))


def _password_value(match: re.Match[str]) -> bool:
    """`password = hunter2` is refused: a password is a secret however weak it is.

    A plain word (`password: required`, `Password: Must...`, `пароль: обязателен`) and placeholders
    pass; a value of 4+ characters holding a digit or a symbol, or capitals after its first letter
    (`TrustNo`), is taken as a password. Prose ("my password is hunter2") has no assignment and is
    not matched: the guard cannot tell a password in free prose from a word.
    """
    value = (_assigned_value(match, _PASSWORD_VALUE, 4) or "").strip("\"'`.,;:!?)(")
    if len(value) < 4 or is_placeholder(value):
        return False
    key, begin = _key_before(match.string, match.start())
    if not _PASSWORD_KEY.fullmatch(key) and not _PASSWORD_FOR.search(match.string, max(0, begin - 30), begin):
        return False
    return not value.isalpha() or value[1:] != value[1:].lower()


SECRET_RULES: tuple[SecretRule, ...] = (
    SecretRule("private key block", ("PRIVATE KEY", "PuTTY-User-Key-File"), re.compile(
        r"-----BEGIN[A-Z0-9 ]{0,30}PRIVATE KEY(?: BLOCK)?-----|PuTTY-User-Key-File-\d")),
    SecretRule("Anthropic API key", ("sk-ant-",), re.compile(
        _B + r"sk-ant-(?:api|admin|oat|sid)?\d*-?(?P<v>[A-Za-z0-9_\-]{20,})"), _token_like),
    SecretRule("OpenAI API key", ("sk-",), re.compile(
        _B + r"sk-(?:proj-|svcacct-|admin-|None-)?(?P<v>[A-Za-z0-9_\-]{20,})" + _E), _token_like),
    SecretRule("AWS access key id", _AWS_PREFIXES, re.compile(
        r"\b(?:" + "|".join(_AWS_PREFIXES) + r")[A-Z0-9]{16}\b")),
    SecretRule("AWS secret access key", ("aws",), re.compile(
        r"(?i)aws[_\-.]?secret[_\-.]?(?:access[_\-.]?)?key" + _ASSIGN + r"(?P<v>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])")),
    SecretRule("GitHub token", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"), re.compile(
        r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b")),
    SecretRule("GitLab token", ("glpat-", "gldt-", "glrt-", "glptt-", "glcbt-"), re.compile(
        r"\bgl(?:pat|dt|rt|ptt|cbt)-[A-Za-z0-9_\-]{20,}")),
    SecretRule("Slack token", ("xox", "xapp-"), re.compile(r"\b(?:xox[abposr]|xapp)-[A-Za-z0-9\-]{10,}")),
    SecretRule("Slack webhook URL", ("hooks.slack.com",), re.compile(
        r"hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_\-]{6,}/[A-Za-z0-9_/\-]{6,}")),
    SecretRule("Discord webhook URL", ("/api/webhooks/",), re.compile(
        r"discord(?:app)?\.com/api/webhooks/\d{5,}/[A-Za-z0-9_\-]{20,}")),
    SecretRule("Google API key", ("AIza",), re.compile(r"\bAIza[0-9A-Za-z_\-]{35}" + _E)),
    SecretRule("Google OAuth token", ("ya29.",), re.compile(r"\bya29\.[0-9A-Za-z_\-]{20,}")),
    SecretRule("Stripe secret key", ("_live_", "_test_"), re.compile(
        r"\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b")),
    SecretRule("Hugging Face token", ("hf_",), re.compile(r"\bhf_[A-Za-z0-9]{30,}\b")),
    SecretRule("npm token", ("npm_",), re.compile(r"\bnpm_[A-Za-z0-9]{36}\b")),
    SecretRule("PyPI token", ("pypi-",), re.compile(r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{20,}")),
    SecretRule("SendGrid API key", ("SG.",), re.compile(r"\bSG\.[A-Za-z0-9_\-]{16,32}\.[A-Za-z0-9_\-]{20,64}")),
    SecretRule("Telegram bot token", (":AA",), re.compile(r"(?<![\d:])\d{8,10}:AA[A-Za-z0-9_\-]{33}" + _E)),
    SecretRule("Yandex Cloud key", ("AQVN", "y0_", "t1."), re.compile(
        r"\b(?:AQVN[A-Za-z0-9_\-]{35,40}|y0_[A-Za-z0-9_\-]{50,}|t1\.[A-Za-z0-9_\-]{20,}=*\.[A-Za-z0-9_\-]{80,}=*)")),
    SecretRule("DigitalOcean token", ("_v1_",), re.compile(r"\bdo[opr]_v1_[a-f0-9]{64}\b")),
    SecretRule("JSON Web Token", ("eyJ",), re.compile(
        r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*")),
    SecretRule("bearer token", ("bearer",), re.compile(
        r"(?i)\bbearer\s+(?P<v>[A-Za-z0-9\-._~+/]{16,}=*)"), _token_like),
    SecretRule("HTTP basic credentials", ("basic",), re.compile(
        r"(?i)\bauthorization:\s*basic\s+[A-Za-z0-9+/]{12,}=*")),
    SecretRule("password in a URL", ("://",), re.compile(
        r"\b[a-zA-Z][a-zA-Z0-9+.\-]{1,20}://[^\s/:@]{0,100}:(?P<v>[^\s/@]{1,200})@[\w.\-\[\]]"), _url_password),
    SecretRule("connection string credential", ("accountkey", "sharedaccess", "sig="), re.compile(
        r"(?i)\b(?:AccountKey|SharedAccessKey|SharedAccessSignature|sig)=(?P<v>[A-Za-z0-9+/%]{30,}=*)")),
    SecretRule("password", ("passw", "passphrase", "парол"), _OP, _password_value),
    SecretRule("API key or token", ("key", "secret", "token", "auth", "credential", "токен", "секрет", "ключ"),
               _OP, _generic_value),
)


def find_secret(text: str) -> str | None:
    """The kind of the first secret found in `text` (NFKC-normalised by the caller), or None."""
    lowered = text.lower()
    for rule in SECRET_RULES:
        hay = lowered if rule.pattern.flags & re.IGNORECASE else text
        if not any(hint in hay for hint in rule.hints):
            continue
        for match in rule.pattern.finditer(text):
            if rule.valid is None or rule.valid(match):
                return rule.kind
    return None
