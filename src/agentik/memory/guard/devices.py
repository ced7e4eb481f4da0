"""A secret in a network device's or a VPN's config, read by its grammar: the command that takes a secret and the value in
its place. Cisco IOS / NX-OS / ASA (`enable secret 0 …`, `username … password 7 …`, `key-string`, `pre-shared-key`,
`crypto isakmp key … address`, `tacacs-server` / `radius-server … key`, an indented `key …` under a server's block,
`message-digest-key … md5 …`), Juniper (`pre-shared-key ascii-text`, `authentication-password`, `authentication-key`, a
reversible `$9$…` secret), FortiGate (`set psksecret`, `set passwd` / `set password`), VyOS / EdgeOS (`pre-shared-secret`, `plaintext-password`), MikroTik (`/user add … password=`,
`/ppp secret add … password=`, `wpa2-pre-shared-key=`) and SNMPv3 users (`snmp-server user … auth sha … priv aes 128 …`,
net-snmp's `createUser … SHA "…" AES "…"`). Type 0 is the password in clear and type 7 (like Juniper's $9$) is reversible,
so both are secrets.

Two signals must agree: the command's own words around the value (no prose writes `auth sha X priv aes 128 Y`), and a value
that is one (a password's shape: letters with a digit or a symbol; not a placeholder such as `<key>`, `***`, a FortiGate
`ENC` blob, a `$(…)` reference). Kept: the syntax explained, the lines with the value cut out or masked, and a one-way
hash's type (5, 8, 9: `secret 9 $9$…$…`), which the password-hash shape in `shapes` judges on its own.
"""

from __future__ import annotations

import re

from .kinds import DEVICE_PASSWORD
from .text import has_alpha, has_digit, is_placeholder, looks_like_password

SNMP_KIND = "SNMP user key"  # (no digit in a kind: the refusal must not repeat a run of the note, "SNMPv3")

_COMMAND_HINTS = frozenset(("key-string", "pre-shared-key", "pre-shared-secret", "plaintext-password", "isakmp", "tacacs", "radius", "authentication-key",
                            "authentication-password", "privacy-password", "message-digest-key", "wpa-psk", "md5"))
_SNMP_HINTS = frozenset(("snmp-server", "createuser"))
DEVICE_HINTS = _COMMAND_HINTS | _SNMP_HINTS | frozenset(("enable", "username", "key", "psksecret", "passwd", "password", "secret",
                                                          "wpa2-pre-shared-key"))
"""The words this module's rules need, found with the guard's other hints in one pass (`present`)."""

# a value: quoted, or a run without spaces
_V = r"""(?:"([^"\n]{4,80})"|'([^'\n]{4,80})'|([^\s"'`]{4,80}))"""
_END = r"(?=[ \t]*(?:\r?\n|$)|[ \t]+(?:address|hostname|privilege|level|RO|RW|ro|rw|service|profile|exchange-mode|priv|\d))"

# (type-digit group, value groups): each command that takes a secret, and the words around the value
_TYPED = re.compile(
    r"(?i)(?<![\w\-])(?:enable(?:[ \t]+algorithm-type[ \t]+\w+)?|username[ \t]+\S+(?:[ \t]+privilege[ \t]+\d+)?"
    r"(?:[ \t]+algorithm-type[ \t]+\w+)?)[ \t]+(?:secret|password)(?:[ \t]+level[ \t]+\d+)?(?:[ \t]+(\d))?[ \t]+" + _V + _END
    # a type 0/7 value after any command that takes one: `key-string 7 …`, `password 0 …`, `key 0 …`
    + r"|(?<![\w\-])(?:key-string|password|secret|key|pre-shared-key|authentication-key)[ \t]+([07])[ \t]+" + _V + _END)
_UNTYPED = re.compile(
    r"(?<![\w\-])(?:key-string|pre-shared-key(?:[ \t]+ascii-text|[ \t]+address[ \t]+\S+(?:[ \t]+\S+)?[ \t]+key)?"
    r"|pre-shared-secret|plaintext-password|crypto[ \t]+isakmp[ \t]+key|authentication-key"
    r"|(?:tacacs|radius)-server(?:[ \t]+host[ \t]+\S+)?(?:[ \t]+(?:auth-port|acct-port|port|timeout)[ \t]+\d+)*[ \t]+key"
    r"|message-digest-key[ \t]+\d+[ \t]+md5|authentication[ \t]+md5[ \t]+\d+[ \t]+key|wpa-psk[ \t]+ascii"
    r"|authentication-password|privacy-password|(?:radius|tacacs)[\w\-]*[ \t]+\S+[ \t]+secret)"
    r"[ \t]+" + _V + _END)
# a line of its own: a sub-mode's under `radius server …`, `aaa-server …`, `line vty …` (indented), FortiGate's `set …`
_LINES = re.compile(r"(?m)^(?:[ \t]+(?:key|password|secret)|[ \t]*set[ \t]+(?:psksecret|passwd|password|secret|auth-password"
                    r"|priv-password|psk|key))[ \t]+" + _V + _END)
# MikroTik: a line that starts with a menu's path, and the secret's parameter in it
_MIKROTIK = re.compile(r"(?m)(?:^|[:—–][ \t]*)/(?:user|ppp|ip|interface|caps-man|radius|snmp|system|routing)\b[^\n]*?[ \t]"
                       r"(?:password|secret|wpa2?-pre-shared-key|pre-shared-key|passphrase|authentication-password"
                       r"|encryption-password)=" + _V)
_MIKROTIK_NAMES = ("password=", "secret=", "key=", "passphrase=")  # what every match of it holds
# an SNMPv3 user with its keys: Cisco's `snmp-server user U G v3 auth sha K priv aes 128 K`, net-snmp's `createUser U SHA K AES K`
_SNMP = re.compile(r"(?i)(?<![\w\-])(?:snmp-server[ \t]+user[ \t]+\S+[ \t]+\S+[ \t]+v3[ \t]+(?:encrypted[ \t]+)?auth[ \t]+"
                   r"(?:sha|md5|sha-?\d+)|createUser[ \t]+\S+[ \t]+(?:sha|md5|sha-?\d+))[ \t]+" + _V)


def _secret(value: str, reversible: bool = False) -> bool:
    """A value in a secret's place that is one: a password's shape, not a placeholder, a reference or a masked value."""
    value = value.strip()
    if value.startswith("$"):  # a hash's `$1$…$…` or `$9$salt$hash` (the hash shape's), or Juniper's reversible `$9$…`
        return value.startswith("$9$") and value.count("$") == 2 and len(value) >= 12
    if value[:1] in "<*[{%(" or value.startswith(("ENC", "…", "...")) or "…" in value or "xxxx" in value.lower():
        return False
    if reversible and re.fullmatch(r"[01]\d(?:[0-9A-F]{2}){2,}", value):
        return True  # Cisco's type 7: two decimal digits, then hex pairs
    core = value.rstrip(".,;:)!?")  # a sentence's end is no symbol of the value's ("the username/\n password combination.")
    return not is_placeholder(value) and looks_like_password(value) and has_alpha(core) \
        and (has_digit(core) or not core.isalnum() and core != core.lower())


def _value(match: re.Match[str], first: int) -> str:
    return next((g for g in match.groups()[first:first + 3] if g is not None), "")


def find_device_secret(text: str, present: frozenset[str] | set[str]) -> str | None:
    """The kind of the first secret given in a device's or VPN's config line in `text`, or None. Each pattern runs only
    where what all its matches hold is in the note (the words "secret", "password" and "key" are too common to be enough)."""
    if not DEVICE_HINTS.intersection(present):
        return None
    if "enable" in present or "username" in present or " 0 " in text or " 7 " in text:
        for match in _TYPED.finditer(text):
            first = any(match.groups()[1:4])  # the first alternative: `enable …` / `username …`
            kind, value = (match.group(1), _value(match, 1)) if first else (match.group(5), _value(match, 5))
            if kind in ("5", "8", "9", "4", "6"):
                continue  # a one-way hash's type (or AES-encrypted type 6): the hash shape judges the value on its own
            if _secret(value, reversible=kind == "7"):
                return DEVICE_PASSWORD
    lined = "\n" in text or text[:1] in " \t" or text[:3].lower() == "set"
    for pattern, run in ((_UNTYPED, not _COMMAND_HINTS.isdisjoint(present)), (_LINES, lined),
                         (_MIKROTIK, "=" in text and "/" in text and any(w in text for w in _MIKROTIK_NAMES))):
        if run:
            for match in pattern.finditer(text):
                if _secret(_value(match, 0)):
                    return DEVICE_PASSWORD
    if not _SNMP_HINTS.isdisjoint(present):
        for match in _SNMP.finditer(text):
            if _secret(_value(match, 0)):
                return SNMP_KIND
    return None
