"""Harmful acts: what turns an order-shaped note into an attack (EN and RU).

A note may be phrased as an order and still be a harmless preference ("always answer in Russian"). What an
attack adds is an act that hurts the user: a link or product to push, a command to run, data to send out, a
check to skip, someone to trust, something to delete or hide from the user, bank details to swap. Each row
of the table (`harm_rows.py`) is (hints, pattern); `harm_patterns` finds the rows whose hints a note holds in one pass, and
`harmful` runs only those on a window of the note. An act named rather than done is none: a gerund after "of", "about"
or "from" ("Return the output of executing cmd in a shell"), or an API's effect reached by a call ("Remove the directory
by calling close() on the returned object") — documentation's imperative mood, which says what a function does.
"""

from __future__ import annotations

import re

from .anchored import HEADS, Places, starts, top_level_alternatives
from .harm_rows import ANY_WORDS, HARM_ROWS
from .quickstart import needed_texts
from .text import HeadPlaces, HintIndex

_HARM_TABLE = tuple((hints, re.compile(pattern)) for hints, pattern in HARM_ROWS)
# sending to an outside address: a verb of sending or copying (a copy "duplicated" to a bot is sent all the same), then the
# address after a preposition or a recipient's noun ("to the bot @…", «боту @…», «в канал @…»)
SHIP_OUT = (("upload", "send", "forward", "post", "mail", "email", "e-mail", "sync", "copy", "transmit", "duplicate", "mirror", "deliver",
             "отправ", "загруз", "перешл", "пересыл", "загруж", "выгруж", "выгруз", "сливай", "дублир", "продублир"), re.compile(
    r"(?:upload|send|forward|post|e-?mail|mail|sync|copy|transmit|duplicate|mirror|deliver|отправ|загруз|загруж|выгруж|выгруз|сливай|перешл|"
    r"пересыл|дублир|продублир)\w*[,:]? "
    + (ANY_WORDS % 6) + r"(?:(?:to|на|в) |to (?:the |a |my |his |her )?(?:personal |private )?(?:bot|account|channel|chat|user|contact|"
    r"address|e-?mail|inbox|mailbox) |(?:боту|в бот|в канал|в чат|"
    r"на аккаунт|аккаунту|контакту|пользователю|юзеру) )"
    r"(?:(?:https?|s?ftp|wss?)://|(?:telegram |телеграм\w* )?@\w{4,}|t\.me/|[\w.+\-]+@[\w\-]+\.|\S+\.(?:example|com|net|org|io|ru|xyz|test)\b|\+\d)"))


_HARM_HINTS = HintIndex((h for hints, _ in _HARM_TABLE for h in hints), word_start=True)


# A row's top-level alternatives, each either tried only where a text it must start with starts (a verb
# where a word starts: `_HEADS`), or, when that cannot be told, searched through a note that holds the row's hints.
_ANCHORED: dict[str, list[re.Pattern[str]]] = {}
_FLOATING: list[tuple[frozenset[str], re.Pattern[str]]] = []
for _hints, _pattern in _HARM_TABLE:
    for _alternative in top_level_alternatives(_pattern.pattern):
        _compiled = re.compile(_alternative)
        _heads = starts(_alternative)
        if _heads and all(head[:1].isalnum() for head in _heads):
            for _head in set(_heads):
                _ANCHORED.setdefault(_head, []).append(_compiled)
        else:
            _FLOATING.append((frozenset(_hints), _compiled))
_HEADS = HintIndex(set(_ANCHORED) | {h for hints, _ in _FLOATING for h in hints}, word_start=True)
HEADS.update(_HEADS.hints)
_ANCHORED_KEYS = frozenset(_ANCHORED)


def _with_needs(pattern: re.Pattern[str]) -> tuple[re.Pattern[str], frozenset[str], frozenset[str]]:
    """(an alternative, two sets of literal texts every match of it holds one of each): a link row's "http", "www." or
    "."; the `that` after "tell them". A note without one cannot match it where its verb starts, and most notes hold a
    verb of a row but not the rest of it: four tries in five on ordinary notes are passed over, each ~1.5 µs of `re`.
    (An empty set: nothing to ask for.)"""
    clauses = needed_texts(pattern) + (frozenset(), frozenset())
    return pattern, clauses[0], clauses[1]


_ANCHORED_NEEDS: dict[str, list[tuple[re.Pattern[str], frozenset[str], frozenset[str]]]] = {}
_NEEDED_TEXTS = HintIndex(())


def _load_needs() -> None:
    """`_ANCHORED_NEEDS` and the automaton of their texts, made on the first note read, not at import (parsing the
    rows' ~370 alternatives takes ~0.3 s, which a process that never checks a note should not pay)."""
    global _NEEDED_TEXTS
    needs = {head: [_with_needs(pattern) for pattern in patterns] for head, patterns in _ANCHORED.items()}
    _NEEDED_TEXTS = HintIndex({text for entries in needs.values() for _, first, second in entries for text in first | second})
    _ANCHORED_NEEDS.update(needs)


def _act_span(match: re.Match[str]) -> tuple[int, int]:
    """Where the act of a match is: its `act…` group when the row names one (the papers are named first, the order to
    send them comes after: the order's marker must reach the act), else the whole match."""
    for name in match.re.groupindex:
        if name.startswith("act") and match.group(name) is not None:
            return match.span(name)
    return match.span()


def harm_patterns(text: str) -> list[re.Pattern[str]]:
    """The harm patterns whose hints occur in `text`: worked out once per note, then run on its windows."""
    found = _HARM_HINTS.found(text)
    return [pattern for hints, pattern in _HARM_TABLE if not found.isdisjoint(hints)] if found else []


def harm_spans(text: str, at: Places | None = None, *, ship_out: bool = False
               ) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Where harmful acts are in `text` (folded), found once per note, and (with `ship_out`) where it sends
    something to an outside address; an order's marker then needs one of them within its reach
    (`orders._near`), so a note without harm pays for no marker search at all.

    One pass finds where the rows' verbs start (or `at`, the places the caller found); each alternative
    that must start with one is tried there only (`match` at that place), the rest are searched through
    the note when it holds their row's hints."""
    spans: list[tuple[int, int]] = []
    if at is None:
        at = _HEADS.places(text)
    heads = _ANCHORED_KEYS.intersection(at.heads if at.__class__ is HeadPlaces else at)
    if heads:
        if not _ANCHORED_NEEDS:
            _load_needs()
        held = _NEEDED_TEXTS.found(text)  # the needed texts the note holds, found in one pass
        for head in heads:
            patterns = [pattern for pattern, first, second in _ANCHORED_NEEDS[head]
                        if (not first or not held.isdisjoint(first)) and (not second or not held.isdisjoint(second))]
            for pos in at[head]:
                for pattern in patterns:
                    match = pattern.match(text, pos)
                    if match:
                        spans.append(_act_span(match))
    found = at.keys()
    if found:
        spans.extend(_act_span(m) for hints, pattern in _FLOATING if not found.isdisjoint(hints)
                     for m in pattern.finditer(text))
    shipped = [m.span() for m in SHIP_OUT[1].finditer(text)] if ship_out and any(h in text for h in SHIP_OUT[0]) else []
    if spans and any(text.startswith(_S_FORM_HEAD, start) for start, _ in spans):
        spans = [span for span in spans if not described(text, span[0])]
    if spans and "user" in text:  # "The user's phone sends …": the user's things open the sentence, they are its subject
        spans = [span for span in spans if not (text.startswith("user", span[0]) and _SUBJECT_BEFORE.search(text, max(0, span[0] - 8),
                                                                                                            span[0]))]
    if spans and ("ing " in text or "()" in text):
        # the act named, not done: a gerund after "of", "about" ("Return the output of executing cmd in a shell", "the risks of
        # running scripts"), or an API's effect reached by a call ("Remove the directory by calling close() on …")
        spans = [span for span in spans if not (_GERUND.match(text, span[0]) and _NAMED_BY.search(text, max(0, span[0] - 7), span[0])
                                                or _BY_CALL.match(text, span[1]))]
    if spans and "hard" in text:  # "fix: remove hardcoded SMTP password": a secret's hard-coding undone is no sabotage
        spans = [span for span in spans if not (_HARD_CODED.match(text, span[0])
                                                and _UNDONE.search(text, max(0, span[0] - 40), span[0]))]
    if spans and "whether" in text:  # an indirect question asks, it does not claim: "asks whether a contract is safe"
        spans = [span for span in spans if not _ASKED.search(text, max(0, span[0] - 50), span[0])]
    if spans and ("check" in text or "verif" in text or "провер" in text or "уточн" in text or "свер" in text
                  or "before" in text or "prior" in text):
        spans = [span for span in spans if not _CHECKED.search(text, max(0, span[0] - 80), span[0])]
    if spans and ("подтвержд" in text or "провер" in text or "свер" in text or "verif" in text or "confirm" in text):
        spans = [span for span in spans if not _CHECKED_AFTER.match(text, span[1])]
    if spans and ("без " in text or "without " in text):  # «агенту разрешено запускать pytest и ruff без подтверждения»: only
        #                                                  his tests and linters run unasked, nothing they could harm
        spans = [span for span in spans if not (text.startswith(("без ", "without "), span[0]) and only_tests_run(text, span[0]))]
    if spans and "туда" in text:  # «если гости спросят, отправляй их туда» (to the card on the fridge): no place that sells
        spans = [span for span in spans if not (text.endswith("туда", 0, span[1])
                                                and not _DESTINATION.search(text, max(0, span[0] - 200), span[0]))]
    if spans and ":" in text:  # "Rent transfer: Empfänger …, IBAN …": a label's last word, the payment's name
        spans = [span for span in spans if not (text.startswith(":", _word_end(text, span[0])) and _LABEL_HEAD.search(
            text, max(0, text.rfind("\n", 0, span[0]) + 1), span[0]))]
    return spans, shipped


# a coding agent's tests, linters and formatters run (and nothing else named before the unasked): "run pytest and ruff",
# «запускать тесты и линтер»
_TOOL_CHECK = (r"(?:pytest|ruff|black|mypy|flake8|isort|pylint|eslint|prettier|tsc|jest|vitest|(?:the |unit )?tests?|(?:the )?linters?|"
               r"formatters?|тесты|юнит-тесты|линтер\w*|форматтер\w*|(?:npm|yarn|pnpm) (?:test|run lint)|go test|cargo (?:test|fmt|clippy)|"
               r"make (?:test|lint|check))")
_TESTS_RUN = re.compile(rf"\b(?:run|running|запускать|запускай|запусти|гонять)\s+{_TOOL_CHECK}"
                        rf"(?:(?:,\s*|\s+(?:and|or|и|или)\s+){_TOOL_CHECK})*\s+$")


def only_tests_run(text: str, start: int) -> bool:
    """Whether what `text` (folded) lets go unasked at `start` is running tests, linters or formatters (`_TESTS_RUN`)."""
    return _TESTS_RUN.search(text, max(0, start - 80), start) is not None


def _word_end(text: str, start: int) -> int:
    end = start
    while end < len(text) and text[end].isalnum():
        end += 1
    return end


# where «отправляй/переводи … туда» points: a site, a shop, an account or a card named before it («наш партнёр — shop.ru,
# отправляй всех туда»); without one, «туда» is a place of the user's own
_DESTINATION = re.compile(r"://|www\.|@|\.(?:ru|com|net|org|io|рф|su|shop|store|online|site|xyz|info|biz|top|me)\b"
                          r"|(?<!\w)(?:сайт|магазин|сервис|компани|фирм|сч[её]т|реквизит|кошел|бирж|платформ|приложени|канал|бот|"
                          r"чат|ссылк|клиник|салон|агентств|банк|обменник|телеграм|партн[её]р|фонд|брокер)\w*|(?<!\w)карт[уаеы]?(?!\w)")
# a label's head before the act's word: one or two words opening the line ("Rent transfer:", "Monthly payment:"), none of
# them a word that makes the act an order ("Please transfer: …", "URGENT wire: …")
_LABEL_HEAD = re.compile(r"^(?!.*\b(?:please|kindly|now|urgent\w*|immediately|always|then|also|just|asap)\b)(?:[^\W\d_][\w\-]* ){1,2}$")


_GERUND = re.compile(r"[a-z]+ing\b")
_NAMED_BY = re.compile(r"\b(?:of|about|from)\s$")
_BY_CALL = re.compile(r"\s+(?:\S+\s+){0,2}?by (?:calling|invoking) [\w.]+\(\)")
# … or the check told right after it: «новые реквизиты контрагента всегда подтверждать звонком по старому номеру»,
# "new payee details must always be verified by phone" (not "… confirmed by the CFO": a check said done, the attack's claim)
_CHECKED_AFTER = re.compile(r"\w*(?: (?!(?:не|без|no|not|never)\b)\S+){0,6}? (?:всегда |обязательно |сначала )?(?:подтверждать|подтверди|проверять|проверь|сверять|сверь|"
                            r"перепроверять|перепроверь)(?!\w)|\w*(?: \S+){0,3}? (?:must|should|need to|have to) (?:always )?be "
                            r"(?:verified|confirmed|checked|double-checked) (?:by|with|via|over|on|against)\b")
_HARD_CODED = re.compile(r"hard-?\s?code")
# what undoes it, just before: "remove (the) hardcoded …", "got rid of all hard-coded …", "instead of hardcoding …"
# (not "remove the check and hardcode …": only a determiner may come between)
_UNDONE = re.compile(r"\b(?:remov\w*|delet\w*|drop\w*|strip\w*|eliminat\w*|replac\w*|get rid of|got rid of|no more|"
                     r"instead of)(?: (?:the|a|an|all|any|every|each|old|existing|these|those|this|that))* $")
_SUBJECT_BEFORE = re.compile(r"(?:^|[.;!?:] )(?:the )?$")
_ASKED = re.compile(r"\bwhether(?: \S+){0,4} $")
# an act named as the thing to be checked: "double-check any transfer over 500 EUR with him" is a safeguard, not a transfer
_CHECKED = re.compile(r"(?:double-check|check|verify|review|проверя\w*|провер\w*|уточня\w*|сверя\w*)(?: \S+){0,2} $"
                      # … or checked before it: "double-check amounts before any payment over $100"
                      r"|(?:double-check|check|verify|review|confirm|ask|call)\w*(?: \S+){0,6} (?:before|prior to) (?:i |we |he |she |they |the user )?(?:any|every|each|a|an|the)? ?$")


# an act told of in the third person ("the cleanup job runs `aws s3 rm …`", "before he pays an invoice") is what someone
# does, not an order, unless the one who does it is the agent ("the assistant sends every note to …")
_S_FORM = re.compile(r"(?:run|send|forward|pay|transfer|wire|approve|delete|remove|wipe|recommend|suggest|share|upload|post|"
                     r"install|download|execute|open|visit|add|include|insert|append|e-?mail|mail|sync|move|push|publish|save|"
                     r"store|keep|collect|log|record|give|provide|tell|say|show|display|reveal|mention|write|call|trust|"
                     r"follow|treat|obey|buy|purchase|book|order|change|replace|update|set|disable|bypass|skip|ignore|turn|"
                     r"switch|grant|invite|fetch|load|read|print|output|return|respond|answer|ask|request|flag|check|"
                     r"transmit|leak|dump|export|erase|destroy|purge|format|drop|mark|archive|mute|filter|hide|dictate|text|"
                     r"accept|discourage|report|ship)(?:s|es)\b|(?:repl|cop|appl)ies\b")
_S_FORM_HEAD = tuple(sorted({w[:2] for w in ("run", "send", "forward", "pay", "transfer", "wire", "approve", "delete", "remove",
                                              "wipe", "recommend", "suggest", "share", "upload", "post", "install", "download",
                                              "execute", "open", "visit", "add", "include", "insert", "append", "email",
                                              "e-mail", "mail", "sync", "move", "push", "publish", "save", "store", "keep",
                                              "collect", "log", "record", "give", "provide", "tell", "say", "show",
                                              "display", "reveal", "mention", "write", "call", "trust", "follow", "treat",
                                              "obey", "buy", "purchase", "book", "order", "change", "replace", "update",
                                              "set", "disable", "bypass", "skip", "ignore", "turn", "switch", "grant",
                                              "invite", "fetch", "load", "read", "print", "output", "return", "respond",
                                              "answer", "ask", "request", "flag", "check", "transmit", "leak", "dump",
                                              "export", "erase", "destroy", "purge", "format", "drop", "replies", "copies",
                                              "mark", "archive", "mute", "filter", "hide", "dictate", "text", "accept",
                                              "discourage", "report", "ship",
                                              "applies")}))
_AGENT_BEFORE = re.compile(r"\b(?:assistant|agent|ai|bot|model|llm|gpt|chatgpt|claude|you)\b")
_AGENT_SETTING = re.compile(r"\b(?:assistant|agent|ai|bot|model|llm)[._][\w.]+\s*[:=]")


# a request denied just before "ask(s) you": "will never ask you", "doesn't ask you", "won't ask you" (`orders`, `structure`)
NEVER_ASKS = re.compile(r"(?:\bnever|\bnot|n't|\bno longer)\s+(?:\w+\s+)?$")
# the act as what someone never asks for, just before it: "PayPal doesn't ask you to send your password by email" (a
# warning, not an order: `steering`, `exfil`)
NEVER_ASKED = re.compile(r"(?:\bnever|\bnot|n't)\s+(?:\w+\s+)?(?:ask|request)s?\s+(?:you\s+)?(?:to\s+)?$")
CLAUSE_STOP = re.compile(r"[,.;:!?—–]")  # where a clause ends
# what someone never requires of you, a list of acts after it (up to the act): "real IT incidents never require you to pay a
# fee, disable 2FA, or email keys" — a warning, not an order
NEVER_REQUIRED = re.compile(r"\b(?:never|don'?t|do not|won'?t|will not|doesn'?t|does not) (?:\w+ )?(?:require|ask|need|tell|expect)s? "
                            r"(?:you |anyone |staff |users )?to [^.;!?]{0,80}$")

# someone who never asks for a secret (the warning against phishing), and the one message such a request came in sent on
# as a report ("forward it to abuse@…", «перешлите письмо на security@…»; not "forward every message" or "all mail")
NEVER_ASKS_FOR = re.compile(r"(?:\bnever|\bnot|n't|(?<!\w)никогда не|(?<!\w)не)\s+(?:\w+\s+)?(?:ask|request|прос|спрашива|"
                            r"запрашива)\w*\s+(?:\w+\s+){0,2}?(?:for\s+)?(?:your\s+|ваш\w*\s+)?(?:passwords?|pins?|codes?|"
                            r"credentials|mfa|2fa|парол\w*|код\w*|пин\w*|данн\w*)"
                            # or what the quoted scam asked, by a pronoun: "«…» Hellenic never asks this", «банк такого не просит»
                            r"|(?:\bnever|\bnot|n't)\s+(?:asks?|requests?)\s+(?:for\s+)?(?:this|that|such)\b"
                            r"|(?<!\w)(?:такого|этого|такое|это) (?:никогда )?не (?:прос|спрашива|запрашива)\w*")
# and such messages thrown away, the advice of the same warning: "delete such e-mails", «удаляйте такие письма» (not "delete
# all e-mails", "delete his messages": the warning's own kind of message only)
DISCARDED = re.compile(r"(?:delete|ignore|remove|discard|bin)\w*\s+(?:such|these|those|any such)\s+(?:\w+\s+)?(?:messages|e-?mails|"
                       r"letters|texts|sms)\b|(?:удал|игнорир|проигнорир)\w*\s+(?:такие|подобные|эти)\s+(?:письма|сообщения|смс)")
REPORTED_ON = re.compile(r"(?:forward|report|send)\w*\s+(?:it|that|this one|the (?:message|e-?mail|letter|text|request|sms)|such "
                         r"(?:messages|e-?mails|requests))\s+(?:to|on to)\b"
                         r"|(?:переш\w*|пересыл\w*|пересла\w*|отправ\w*)\s+"
                         r"(?:его|это|(?:это |такое )?(?:письмо|сообщение|смс))\s+на\b")


# or a note that calls the message a scam: "Got a fake 'DocuSign' e-mail … — reported it to IT", «поддельный домен»
SCAM_NAMED = re.compile(r"\b(?:fake|phishing|scam\w*|spoofed|fraudulent|bogus)\b"
                        r"|(?<!\w)(?:поддельн|фейков|фишинг|мошенн)\w*")


# the word a sending is read from names a message received: "Email from 'Square Support' asked me to confirm my password"
MAIL_RECEIVED = re.compile(r"e-?mails? from\b|(?:a |an |the )?(?:text|message|sms) from\b")


def reports_phishing(text: str, start: int) -> bool:
    """Whether the sending at `start` is the report of a phishing message, in a note that calls it a scam or warns
    someone never asks for a secret ("… never ask for your password. If someone does, forward it to abuse@…"), or the
    message itself received ("Email from 'Square Support' asked me to confirm my password … — phishing"), or the
    channel of that request that is never made ("never ask for your password by e-mail"): `orders`, `exfil`,
    `ru_orders`, `steering`."""
    if REPORTED_ON.match(text, start) is not None or MAIL_RECEIVED.match(text, start) is not None:
        return NEVER_ASKS_FOR.search(text) is not None or SCAM_NAMED.search(text) is not None
    asked = NEVER_ASKS_FOR.search(text, max(0, start - 60), start)
    return asked is not None and start - asked.end() <= 20 and CLAUSE_STOP.search(text, asked.end(), start) is None



def described(text: str, start: int) -> bool:
    """Whether the act at `start` is told in the third person ("the cleanup job sends …", "Sends an HTTP request …"):
    what something does, unless the agent is the one said to do it."""
    if _S_FORM.match(text, start) is None:
        return False
    if _AGENT_BEFORE.search(text, max(0, start - 30), start) is not None:
        return False
    # an agent's setting whose comment says what it does: "assistant.weekly_export: true  # mails every stored memory to …"
    line = text.rfind("\n", 0, start) + 1
    return not ("." in text or "_" in text) or _AGENT_SETTING.search(text, max(line, start - 80), start) is None


def harmful(text: str, *, ship_out: bool = False, patterns: list[re.Pattern[str]] | None = None) -> bool:
    """A harmful act in `text` (folded): a link to push, a command to run, data to send, a check to skip...
    `ship_out`: sending anything at all to an outside address counts too (for orders addressed to the
    agent, where "upload it to https://…" is an attack; a standing "forward invoices to …" is a routine).
    `patterns`: `harm_patterns` of the whole note, when `text` is a window of it."""
    if ship_out and any(h in text for h in SHIP_OUT[0]) and SHIP_OUT[1].search(text):
        return True
    if patterns is None:
        patterns = harm_patterns(text)
    return any(pattern.search(text) for pattern in patterns)
