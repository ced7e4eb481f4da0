"""A secret given as the reply to a chat message that asks for it.

"[10:42] priya: what's the plaid dev secret again?\\n[10:43] me: 3b195aca…", «Лена: Марина, гости не могут войти, какой
код?\\nМарина: 151958 и решётка»: the value stands alone at the head of the reply, its name only in the question before.
The rules read a name and its value on one line or in one sentence; a chat copied into a note splits them over two
speakers. The reply's value must be what the question asked for: digits for a code or a PIN, a password's shape for a
password, a generated run for a key, a token or a secret ("it's in 1Password" answers the same question and gives none).
"""

from __future__ import annotations

import re

from .kinds import ACCESS_CODE, PASSWORD, SECRET
from .text import has_digit, looks_like_password, looks_random

# a question that asks for a secret, up to its question mark: "what's the plaid dev secret again?", «какой код?», "wifi pw?"
# (not a code that is an order's, a promotion's or a place's: "what's the promo code?", «какой код заказа?»)
_ASKED = re.compile(r"(?i)(?<![\w-])(?P<word>passwords?|passcode|pass|pw|pwd|secret|api[ _-]?key|key|token|pin|code|"
                    r"парол\w*|код|кода|пин(?:-код)?|ключ\w*|токен\w*|секрет\w*)(?![\w-])"
                    r"(?! (?:of the |for the |от |для )?(?:order|promo|tracking|zip|postal|area|country|product|discount|error|"
                    r"status|region|заказа|промо\w*|трек\w*|индекс\w*|ошибк\w*|региона|страны|товара)\b)[^\n?]{0,40}\?[ \t]*$",
                    re.MULTILINE)
# the next line: a speaker's tag ("[10:43] me:", «Марина:», "> Tom:") and the value that opens the reply
_REPLY = re.compile(r"[ \t>]*(?:\[[^\]\n]{1,20}\][ \t]*)?[^\W\d_][\w .\-]{0,24}?:[ \t]+[\"'`«]?([^\s\"'`»,;]{4,100})")
# what may follow the value: the line's end, a stop, or the next part of the answer ("151958 и решётка", "…, if not — 043494");
# not a sentence going on ("Dima: 1984 was the year")
_VALUE_END = re.compile(r"[\"'`»]?[ \t]*(?:$|[.,;:!)(—–\-]|(?:и|and|or|или|then|потом|а)(?!\w))", re.MULTILINE)
_CODE_WORDS = ("code", "pin", "passcode", "код", "кода", "пин")
_KEY_WORDS = ("secret", "key", "api", "token", "ключ", "токен", "секрет")


def find_answered_secret(text: str) -> str | None:
    """The kind of the secret a chat's reply gives to the question before it (`_ASKED`), or None."""
    for asked in _ASKED.finditer(text):
        reply = _REPLY.match(text, asked.end() + 1)
        if reply is None:
            continue
        value = reply.group(1).rstrip(".!")
        if not _VALUE_END.match(text, reply.start(1) + len(value)):
            continue
        word = asked.group("word").lower()
        if word.startswith(_CODE_WORDS):
            if value.isdigit() and 4 <= len(value) <= 8:
                return ACCESS_CODE
        elif word.startswith(_KEY_WORDS):
            if looks_random(value, 16):
                return SECRET
        elif looks_like_password(value) and len(value) >= 6 and (has_digit(value) or not value.isalnum()):
            return PASSWORD
    return None
