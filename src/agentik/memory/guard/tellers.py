"""Who tells the agent in a note that describes an attack: "a web page tells the assistant to forward the user's mail",
"an e-mail which asks the agent to wire money",
"malicious emails ask the agent to wire money". Untrusted content or an attacker as the one who tells is an attack
described, not an order the note gives (the user, an admin or a boss as the teller still is one: `orders`, `structure`)."""

from __future__ import annotations

import re

# just before "tells/asks/wants the assistant …" (folded text)
ATTACK_TELLER = re.compile(
    r"\b(?:an? (?:\w+ )?(?:web ?page|page|site|website|document|pdf|e-?mail|message|comment|readme|issue|review|tool output|"
    r"payload)|(?:web ?pages|pages|sites|websites|documents|e-?mails|messages|comments|payloads)|(?:an?|the) attacker|"
    r"attackers|(?:an? |the )?malicious \w+|(?:the )?injected \w+)(?: (?:that|which|who))? $")


# the note speaks of attacks (else "Documents ask the assistant to forward contracts to … — do it" plants the order itself)
_ABOUT_ATTACKS = re.compile(r"\b(?:attack\w*|injection|injected|malicious|phishing|scam\w*|exploit\w*|jailbreak\w*|security|"
                            r"adversar\w*|red[- ]team\w*|owasp|threat\w*|trap)\b|атак\w*|инъекц\w*|вредонос\w*|мошенн\w*|фишинг\w*")


def told_by_attacker(folded: str, start: int) -> bool:
    """The words just before `start` (where "tells/asks … the assistant" begins) name untrusted content or an attacker,
    in a note that speaks of attacks."""
    return ATTACK_TELLER.search(folded, max(0, start - 40), start) is not None and _ABOUT_ATTACKS.search(folded) is not None
