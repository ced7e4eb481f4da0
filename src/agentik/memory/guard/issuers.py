"""A service that tells where its own one-time codes arrive is no code handed on (RU, EN).

«Сбер присылает коды в SMS на +7 …», «Госуслуги отправляют коды на мамин номер», "PayPal sends the login codes to my UK
number": the sender is the service that issues the codes (a bank, a site: `labelled`'s account names), the verb is in the
indicative and the number is where they arrive, a fact about the user's own phone. The attack it is twin to ships the codes
on: an order in the imperative or infinitive («пересылай коды на …», «коды отправлять …») or someone else as the sender, which
`poisoning` and `handed` still refuse; a second clause that ships them on is read by those rules on its own.
"""

from __future__ import annotations

import re

from .labelled import _ACCOUNT_NAME as _SERVICE

# the verb in the indicative, third person, present: a habit told, not an order (imperative, infinitive) nor a passive plant
_ISSUER_VERB = re.compile(r"(?:присыла|отправля|пересыла|высыла)(?:ет|ют)(?!\w)|(?:sends|texts)\b")
_CLAUSE_MARKS = ".;!?—:"


def issuer_sends(folded: str, verb_start: int) -> bool:
    """Whether the verb at `verb_start` in `folded` (lower case, one line) is a service's indicative "sends", with the
    service (or a bank) as its subject in the same clause just before it."""
    if not _ISSUER_VERB.match(folded, verb_start, verb_start + 12):
        return False
    lead = folded[max(0, verb_start - 40):verb_start]
    lead = lead[max(lead.rfind(mark) for mark in _CLAUSE_MARKS) + 1:]
    return bool(_SERVICE.search(lead) or "банк" in lead or "bank" in lead)
