"""What a skill may not say. A skill gives instructions — that is its job — so the line is drawn elsewhere:

1. the memory guard in its instructions mode (agentik.memory.guard.check_content(instructions=True)):
   no secret (key, token, password), no personal data, no invisible characters, no prompt injection
   ("ignore previous instructions", a new identity, …), no exfiltration channel;
2. no exfiltration: credentials or private files (~/.ssh, id_rsa, ~/.aws/credentials, .netrc,
   .env, keychains, /etc/shadow) named in the same sentence or line as sending something
   somewhere (send, upload, post, curl, scp, e-mail, paste, …);
3. no safety override: turning off or getting around the guard, safety checks, confirmations or
   sandboxing.

English and Russian. The refusal names the kind, never the text that matched.
"""

from __future__ import annotations

import re
import unicodedata

from ...errors import RefusedContent
from ...memory.guard import check_content

_PRIVATE = re.compile(
    r"(~|\$HOME|/home/\w+|/root)?/?\.ssh\b|\bid_(rsa|dsa|ecdsa|ed25519)\b|\.aws/credentials|\.netrc\b"
    r"|\.git-credentials|(^|[\s/'\"`])\.env\b|/etc/(shadow|passwd)\b|\bkeychain\b|\.gnupg\b|\bprivate keys?\b"
    r"|\bcookies?\.sqlite\b|\bbrowser (cookies|passwords)\b"
    r"|ключ(и|ей)? ssh|ssh[- ]ключ|приватн\w* ключ|пароли браузера",
    re.I,
)
_OUTBOUND = re.compile(
    r"\b(send|upload|post|e-?mail|mail|forward|exfiltrat\w*|leak|paste|pastebin|webhook|scp|rsync|curl|wget"
    r"|nc|netcat|transfer|share|publish|push)\b"
    r"|отправ\w*|загруз\w* на|перешл\w*|пересл\w*|выложи\w*|опубликуй\w*|слей|слить",
    re.I,
)
_OVERRIDE = re.compile(
    r"\b(disable|turn off|switch off|bypass|circumvent|skip|ignore|get around|deactivate)\b[^.\n]{0,40}"
    r"\b(guard|guardrails?|safety|security (checks?|policy|rules)|content filter|sandbox\w*|confirmations?"
    r"|approval prompts?|the secret (scan|check)\w*)"
    r"|(отключи\w*|выключи\w*|обойди\w*|обойти|игнорируй\w*|пропусти\w*)[^.\n]{0,40}"
    r"(защит\w*|guard|проверк\w* безопасности|безопасност\w*|песочниц\w*|подтвержден\w*)",
    re.I,
)

_SENTENCE = re.compile(r"\n|(?<=[.!?;])\s+")

EXFILTRATION_KIND = "exfiltration (sending credentials or private files somewhere)"
OVERRIDE_KIND = "a safety override (turning off the guard, checks or confirmations)"


def check_skill_text(text: str) -> None:
    """Raise RefusedContent when a skill's description or body may not be saved; else return None."""
    check_content(text, instructions=True)
    normalized = unicodedata.normalize("NFKC", text)
    for sentence in _SENTENCE.split(normalized):
        if _PRIVATE.search(sentence) and _OUTBOUND.search(sentence):
            raise RefusedContent(EXFILTRATION_KIND, _message(EXFILTRATION_KIND))
    if _OVERRIDE.search(normalized):
        raise RefusedContent(OVERRIDE_KIND, _message(OVERRIDE_KIND))


def _message(kind: str) -> str:
    return (f"refused: the skill reads as {kind}; a skill is shown to the agent as instructions, so write "
            "the procedure without it")
