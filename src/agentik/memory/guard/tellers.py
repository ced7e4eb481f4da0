"""Who tells the agent in a note that describes an attack: "a web page tells the assistant to forward the user's mail",
"an e-mail which asks the agent to wire money",
"malicious emails ask the agent to wire money". Untrusted content or an attacker as the one who tells is an attack
described, not an order the note gives (the user, an admin or a boss as the teller still is one: `orders`, `structure`).

The learned reader reads such a note without what the attack told (`told_out`): "attackers sent calendar invites with
hidden instructions telling AI assistants to forward e-mails; the vendor patched it" reports the attack's words in the
third person, as a quote would; a note that speaks to someone is read whole (`reported.speaks_to_someone`)."""

from __future__ import annotations

import re

# just before "tells/asks/wants the assistant …" (folded text); the content may be named by its subject line: "the 'Okta
# password expiring' email that asks you …"
ATTACK_TELLER = re.compile(
    r"\b(?:(?:an?|the) (?:\S+ ){0,4}?(?:web ?page|page|site|website|document|pdf|e-?mail|message|comment|readme|issue|review|tool output|"
    r"payload)|(?:web ?pages|pages|sites|websites|documents|e-?mails|messages|comments|payloads)|(?:an?|the) attacker|"
    r"attackers|(?:an? |the )?malicious \w+|(?:the )?injected \w+)(?: (?:that|which|who))? $")


# the note speaks of attacks (else "Documents ask the assistant to forward contracts to … — do it" plants the order itself)
_ABOUT_ATTACKS = re.compile(r"\b(?:attack\w*|injection|injected|malicious|phishing|scam\w*|exploit\w*|jailbreak\w*|security|"
                            r"adversar\w*|red[- ]team\w*|owasp|threat\w*|trap)\b|атак\w*|инъекц\w*|вредонос\w*|мошенн\w*|фишинг\w*")


def told_by_attacker(folded: str, start: int) -> bool:
    """The words just before `start` (where "tells/asks … the assistant" begins) name untrusted content or an attacker,
    in a note that speaks of attacks."""
    return ATTACK_TELLER.search(folded, max(0, start - 40), start) is not None and _ABOUT_ATTACKS.search(folded) is not None


# the same in Russian, just before the agent in the dative: «текст, который велит ИИ-ассистенту пересылать письма»,
# «злоумышленник прячет строку, которая приказывает нейросети …», «сайт …, который просит боту удалить …» — untrusted
# content or an attacker tells (a person the user trusts as the teller, «директор велит ИИ-ассистенту», still orders)
ATTACK_TELLER_RU = re.compile(
    r"(?<!\w)(?:(?:текст|строк|письм|страниц|сайт|документ|приглашени|сообщени|комментари|файл|вложени|payload|pdf|"
    r"злоумышленник|атакующ|мошенник|вредонос)\w*)(?:[^.;!?\n]{0,50}?,? (?:котор\w+|что))? (?:\S+ )?(?:велит|велят|"
    r"велеть|велел\w*|приказыва\w*|прикаж\w*|просит|просят|попрос\w*|указыва\w*|требу\w*|подсказыва\w*) $")


# content or an attacker that asks for the act, the act right after: "a fake Vault incident email asking to send secrets to an
# outside address", "attackers ask bots to hide actions from summaries" (read from up to 60 characters before the act's start
# to 30 after: the act's span may hold the content's name)
_CONTENT_ASKING = re.compile(r"\b(?:e-?mails?|messages?|sms|texts?|calls?|pages?|comments?|contacts?|invites?|descriptions?|notes?|"
                             r"attackers?|scammers?|fraudsters?)"
                             r" (?:that |which )?(?:asking|asks?|asked|telling|tells?|told|urging|urges?)(?: \w+)? to\b")


def asked_by_content(folded: str, start: int) -> bool:
    """The act at `start` is what a message, a page or an attacker asked for, in a note that speaks of attacks ("… a fake
    incident email asking to send secrets …"): told of, not ordered."""
    return _CONTENT_ASKING.search(folded, max(0, start - 60), start + 30) is not None and _ABOUT_ATTACKS.search(folded) is not None


def told_by_attacker_ru(folded: str, start: int) -> bool:
    """The words just before `start` (where the agent in the dative begins: «ИИ-ассистенту переслать …») tell of
    untrusted content or an attacker that tells it, in a note that speaks of attacks."""
    return ATTACK_TELLER_RU.search(folded, max(0, start - 120), start) is not None \
        and _ABOUT_ATTACKS.search(folded) is not None


# what the attack told the agent, reported in the third person: "… telling AI assistants to forward e-mails",
# "instructions that tricked the agent into …", "asked the model to …" (a participle or a finite verb, no imperative)
_TOLD_AGENT = re.compile(r"(?i)\b(?:telling|tells|told|asking|asks|asked|instructing|instructs|instructed|ordering|"
                         r"ordered|directing|directed|tricking|tricks|tricked|getting|got|making|made|steering|"
                         r"steered)\s+"
                         r"(?:the |an? |their |its |users'? |victims'? )?(?:ai |llm |gpt |e-?mail |coding |browser )?"
                         r"(?:assistants?|agents?|bots?|chatbots?|models?|copilots?|llms?)\s+(?:to|into)\b[^.;!?\n]*")


def told_out(text: str, lowered: str) -> str | None:
    """`text` with what an attack told the agent (`_TOLD_AGENT`) left out, in a note that speaks of attacks, or None."""
    if _ABOUT_ATTACKS.search(lowered) is None or _TOLD_AGENT.search(text) is None:
        return None
    return _TOLD_AGENT.sub("…", text)
