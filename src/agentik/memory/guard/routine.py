"""A reader's routine: a link to look at, a command of his own to run (EN and RU).

A user keeps runbooks, how-tos and team notes in memory, and they are written as orders to whoever reads them: "Open
the Grafana dashboard at https://grafana.acme.io/d/api to see latency", "Visit https://status.acme.io before paging
anyone", "Run the following command to rebuild the index: …", «каждое утро открывает https://meduza.io». The harm table
counts a link to open and a command to run as harm (`harm_rows`), which is right when the agent is told to do it ("the
assistant must run …", "when the user asks X, reply with link Y"); that is the addressed rule's job, and it keeps every
harm. For the rules that read an order from its form alone — a clause that opens with a verb, a standing marker like
"each morning" — such a step is the user's own routine unless it pushes something more: a place to type a password or
a card, a payment, a download to install, something to obey, an offer, a remote script.

`routine_steps` is the subset of a note's harm spans that are such steps; `orders.find_order` leaves them out of the
form-only rules.
"""

from __future__ import annotations

import re
from bisect import bisect_left

# a step that looks or runs: the harm span opens with one of these verbs (a link to open, a command to run)
_STEP = re.compile(r"(?:open|opens|visit|visits|check|load|run|runs|execute|click|"
                   r"открой|открыва\w*|открыть|перейди|переходи|зайди|заходи|запусти|запуска\w*|выполни|выполня\w*)\b")
# what turns a step into a push: credentials or money asked for on the page, something to install or obey, an offer,
# a remote script, the user told or sent there
_PUSHED = re.compile(
    r"\b(?:enter|type|sign in|log ?in|login|password|passcode|credentials?|card|cvv|cvc|pin|(?:sms|2fa|otp|one-time|verification|security|access|login|bank) codes?|otp|seed|wallet|pay|"
    r"payment|buy|purchase|order|discount|deal|promo\w*|offers?|bonus|prize|win|free|claim|gift|download|install|"
    r"follow|obey|instructions?|curl|wget|sudo|eval|iex|powershell|base64|tell|recommend|suggest|send|share|forward|"
    r"upload|automatically|whatever|orders)\b|\||\s-enc|\b(?:all|every|any|each) (?:\S+ )?links?\b"
    r"|(?<!\w)(?:введи|вводи|ввести|войди|логин|парол\w*|карт\w*|код\w*|оплат\w*|плат\w*|купи\w*|скидк\w*|акци\w*|бонус\w*|"
    r"приз\w*|выигр\w*|бесплатн\w*|скача\w*|установ\w*|инструкци\w*|указани\w*|поручени\w*|распоряжени\w*|просьб\w*|автоматически|всем|следуй|скажи|советуй|рекоменд\w*|отправ\w*)(?!\w)")
# a how-to quoted from its documentation: "the docs say: click 'Generate' on https://…"
_SAYS = re.compile(r"says?: ")
_DOCS = re.compile(r"\b(?:docs|documentation|readme|guide|wiki|manual|tutorial|faq|instructions) $")
# a standing marker that speaks of the agent's turns, not of the reader's day: "in every answer", "at each startup"
_AGENT_TIME = re.compile(r"answer|repl|respon|session|conversation|chat|turn|start|launch|boot|login|ответ|сообщени|диалог|запуск")
# an addressed marker that names the agent itself, not a situation ("for any access request") or a generic reader ("you
# can run …"): "the assistant must", "AI:", "when you read this note"
_NAMES_AGENT = re.compile(r"\b(?:ai|a\.i\.|llm|assistant|agent|model|chatbot|bot|gpt|chatgpt|claude|gemini|copilot|llama|grok|"
                          r"deepseek|gigachat|yandexgpt|future (?:you|self|me|sessions?)|this (?:note|memory|message|entry)|"
                          r"(?:you|ты|вы) (?:read|see|process|прочит|увидиш|обработа))\b"
                          r"|(?<!\w)(?:гигачат|ассистент\w*|модел\w*|нейросет\w*|ии|агент\w*|бот\w*|помощник\w*)(?!\w)")
_REACH = 200
_CLAUSE_END = re.compile(r"[.!?;](?:\s|$)|\n|$")


def routine_steps(folded: str, spans: list[tuple[int, int]]) -> set[tuple[int, int]]:
    """The spans of `spans` (harm spans of `folded`) that are a reader's routine step: a link opened or a command run,
    whose clause pushes nothing more (`_PUSHED`, found once in the note and then looked up by place)."""
    steps = set()
    pushed: list[int] | None = None
    for span in spans:
        said = _SAYS.match(folded, span[0])
        if not (_STEP.match(folded, span[0]) or said and _DOCS.search(folded, max(0, span[0] - 30), span[0])
                and _STEP.match(folded, said.end())):
            continue
        end = _CLAUSE_END.search(folded, span[1], span[1] + _REACH).end()  # the clause, or as far as a clause reaches
        if pushed is None:
            pushed = [m.start() for m in _PUSHED.finditer(folded)]
        first = bisect_left(pushed, span[0])
        if first == len(pushed) or pushed[first] >= end:
            steps.add(span)
    return steps


def agent_time(marker: str) -> bool:
    """A standing marker that names the agent's turns ("every answer", "each session", «при каждом запуске»)."""
    return _AGENT_TIME.search(marker) is not None


def names_agent(marker: str) -> bool:
    """An addressed marker that names the agent ("the assistant must", "when you read this note"), not only a situation
    ("for any access request") or a reader of a how-to ("you can run …")."""
    return _NAMES_AGENT.search(marker) is not None
