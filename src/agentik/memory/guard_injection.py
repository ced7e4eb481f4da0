"""Prompt-injection and exfiltration detectors of the memory guard, in English and Russian.

Memory notes are injected into the agent's prompt, so a note must not talk *to the agent*:
override its instructions, give it a new identity, ask for its system prompt, or tell it to ship
data somewhere. The patterns need the steering verb AND its object together ("ignore all previous
instructions", "забудь все правила"), so ordinary notes that mention instructions, systems, rules
or prompts pass ("the user follows the build instructions in README", "system prompt caching is
on"). Preferences phrased as orders pass too ("from now on answer in Russian").

Matching runs on a folded copy of the text: NFKC (by the caller), lower case, ё → е, every run of
whitespace (newlines too) as one space, and Cyrillic look-alike letters inside Latin words mapped
to Latin ("іgnоre" with Cyrillic і/о reads "ignore"). Each rule carries hints, substrings its
matches must contain, so most notes skip most regexes.
"""

from __future__ import annotations

import re
from typing import NamedTuple


class InjectionRule(NamedTuple):
    """`hints`: substrings (of the folded text) one of which every match contains; a cheap pre-test."""

    kind: str
    hints: tuple[str, ...]
    pattern: re.Pattern[str]


_LOOKALIKES = str.maketrans("аеорсухіјѕԁӏ", "aeopcyxijsdl")
_LATIN = re.compile(r"[a-z]")


def fold(text: str) -> str:
    """Lower case, ё → е, whitespace runs → one space, Cyrillic look-alikes in Latin words → Latin."""
    text = " ".join(text.lower().replace("ё", "е").split())
    if text.isascii() or not _LATIN.search(text):
        return text
    return " ".join(
        word.translate(_LOOKALIKES) if not word.isascii() and _LATIN.search(word) else word
        for word in text.split(" ")
    )


_ANY = r"(?:all|any|every|the|your|my|of|these|those|its|of\s+the|all\s+of\s+the|all\s+the|all\s+of\s+your)"
_PRIOR = r"(?:previous|prior|above|earlier|preceding|former|original|initial|foregoing|system|safety|developer)"
_ORDERS = (r"(?:instructions?|prompts?|rules|directions|directives|guidelines|guardrails|constraints|"
           r"restrictions|programming|polic(?:y|ies))")
_VERB = r"(?:ignore|disregard|forget|override|bypass|do\s+not\s+follow|don'?t\s+follow|stop\s+following)"

_RU_IMPERATIVE = (r"(?:проигнорируй|игнорируй|забудь|отбрось|отмени|обойди|"
                  r"не\s+(?:обращай\s+внимания\s+на|следуй|слушай|соблюдай|подчиняйся))(?:те)?")
_RU_INFINITIVE = r"(?:проигнорировать|игнорировать|забыть|отбросить|обойти)"
_RU_ANY = r"(?:(?:все|всем|всех|любые|свои|своим|твои|твоим|ваши|эти|этим|данные|мои)\s+)*"
_RU_PRIOR = r"(?:предыдущ|прошл|прежн|вышеуказанн|вышеизложенн|изначальн|исходн|систем|ранее\s+данн)\w*\s+"
_RU_ORDERS = r"(?:инструкци|указани|правил|ограничени|промпт|директив|запрет)\w*"
_AI = r"(?:ai|llm|assistant|agent|chatgpt|claude|gpt|bot|language\s+model)"

INJECTION_RULES: tuple[InjectionRule, ...] = (
    InjectionRule("prompt injection (instruction override)", ("ignore", "disregard", "forget", "override", "bypass", "follow"), re.compile(
        rf"\b{_VERB}\s+(?:{_ANY}\s+)*(?:{_PRIOR}\s+){{1,2}}{_ORDERS}\b|"
        rf"\b{_VERB}\s+(?:all\s+(?:of\s+)?)?your\s+(?:own\s+)?{_ORDERS}\b|"
        rf"\b(?:ignore|disregard|forget)\s+all\s+(?:the\s+)?{_ORDERS}\b|"
        rf"\b(?:ignore|disregard|forget)\s+(?:all|everything)\s+(?:(?:that\s+)?(?:you\s+were|you've\s+been|"
        rf"you\s+have\s+been|i've|i\s+have)\s+)?(?:told|said|instructed|given)\s+(?:before|above|earlier|so\s+far)\b|"
        rf"\b(?:ignore|disregard|forget)\s+(?:everything|all)\s+(?:above|before\s+this)\b")),
    InjectionRule("prompt injection (instruction override)", ("игнор", "забу", "забы", "отбро", "отмен", "обой", "обойт", "внимани", "следуй", "слушай", "соблюдай", "подчиняй"), re.compile(
        rf"{_RU_IMPERATIVE}\s+{_RU_ANY}(?:{_RU_PRIOR})?{_RU_ORDERS}|"
        rf"{_RU_INFINITIVE}\s+{_RU_ANY}{_RU_PRIOR}{_RU_ORDERS}|"
        r"(?:забудь(?:те)?|забыть)\s+(?:все|всё)[,]?\s+(?:что|чему)\s+(?:тебе|вам|тебя|вас)\b")),
    InjectionRule("prompt injection (new identity)", ("you are", "act as", "behave as", "respond as", " mode", "pretend"), re.compile(
        r"\byou\s+are\s+now\s+(?:an?\s+|the\s+|in\s+|my\s+)?"
        r"(?:dan\b|jailbroken|unrestricted|unfiltered|uncensored|free\s+(?:from|of)\s+(?:all\s+)?(?:rules|restrictions|"
        r"guidelines|limits|your)|(?:in\s+)?developer\s+mode|god\s+mode|evil\b|(?:a\s+)?(?:new|different)\s+"
        r"(?:ai|assistant|model|persona|character)|(?:ai|assistant|chatbot|bot|persona)\b)|"
        r"\byou\s+are\s+no\s+longer\s+(?:bound|restricted|limited|an?\s+(?:ai|assistant)|required\s+to\s+follow|"
        r"subject\s+to)\b|"
        r"\b(?:act|behave|respond)\s+as\s+(?:if|though)\s+you\s+(?:have|had)\s+no\s+(?:restrictions|rules|limits|"
        r"guidelines|filters)|"
        r"\b(?:enable|enter|activate|switch\s+to)\s+(?:dan|developer|god|jailbreak)\s+mode\b|"
        r"\bpretend\s+(?:that\s+)?you\s+(?:are|have)\s+(?:no\s+(?:rules|restrictions|limits|guidelines)|"
        r"an?\s+(?:unrestricted|unfiltered|evil|jailbroken))")),
    InjectionRule("prompt injection (new identity)", ("теперь", "отныне", "включи", "активируй", "перейди"), re.compile(
        r"(?:\bты\s+теперь|\bтеперь\s+ты|\bотныне\s+ты)\s+(?:[—–-]\s*)?(?:не\s+)?"
        r"(?:dan\b|бот|ассистент|модель|агент|ии\b|искусственн|свободн|без\s+(?:ограничени|правил|цензур)|"
        r"друг(?:ой|ая)\s+(?:модель|ии|ассистент|личност)|нов(?:ый|ая)\s+(?:модель|ии|ассистент|личност)|"
        r"зл(?:ой|ая)|хакер|взломан|неограничен)|"
        r"\b(?:включи|активируй|перейди\s+в)\s+(?:режим\s+)?(?:dan|разработчика|бога|джейлбрейк)")),
    InjectionRule("prompt exfiltration (system prompt)", ("your", "reveal", "leak", "dump", "disclose", "expose", "recite", "above"), re.compile(
        r"\b(?:reveal|leak|dump|disclose|expose|recite|print|show|output|repeat|display|tell\s+me|give\s+me|share|"
        r"write\s+out|spell\s+out|what\s+(?:is|are))\s+(?:me\s+)?your\s+(?:full\s+|entire\s+|exact\s+|initial\s+|"
        r"original\s+|hidden\s+|secret\s+|internal\s+|complete\s+|own\s+)*"
        r"(?:system\s+(?:prompt|message|instructions?)|(?:hidden|initial|secret|internal)\s+(?:prompt|instructions?)|"
        r"developer\s+(?:prompt|message)|pre-?prompt|instructions|rules|prompt)\b|"
        r"\b(?:reveal|leak|dump|disclose|expose|recite)\s+(?:me\s+)?the\s+(?:full\s+|entire\s+|hidden\s+|original\s+)*"
        r"(?:system\s+(?:prompt|message|instructions?)|hidden\s+instructions|initial\s+prompt)\b|"
        r"\b(?:repeat|print|output)\s+(?:everything|all\s+the\s+text|the\s+text|the\s+words)\s+above\b")),
    InjectionRule("prompt exfiltration (system prompt)", ("покажи", "выведи", "раскрой", "напечатай", "повтори", "расскажи", "перескажи", "выдай", "скажи", "процитируй", "слей", "отправь"), re.compile(
        r"\b(?:покажи|выведи|раскрой|напечатай|повтори|расскажи|перескажи|выдай|скажи|процитируй|слей|отправь)(?:те)?\s+"
        r"(?:мне\s+)?(?:(?:свой|свои|твой|твои|ваш|ваши|весь|все|полный|исходный|скрытый|скрытые|системный|"
        r"системные)\s+)+(?:системн\w+\s+)?(?:промпт|инструкци|подсказк|сообщени|правил|указани)\w*")),
    InjectionRule("data exfiltration instruction", ("send", "upload", "post", "exfiltrate", "forward", "transmit", "leak", "mail"), re.compile(
        r"\b(?:send|upload|post|exfiltrate|forward|transmit|leak|e-?mail)\b[^\n]{0,80}?"
        r"\b(?:memor(?:y|ies)|conversations?|chat\s+(?:history|logs?)|secrets?|api\s+keys?|keys|credentials?|"
        r"passwords?|tokens?|system\s+prompt|env(?:ironment)?\s+variables|\.env|ssh\s+keys?|cookies|"
        r"private\s+(?:data|files|keys?)|(?:user|personal|all)\s+(?:data|files|info(?:rmation)?))\b"
        r"[^\n]{0,80}?\b(?:to|into|at|via)\s+(?:https?://|ftp://|wss?://|[\w.+\-]+@[\w\-]+\.\w|"
        r"(?:this|the|my|our)\s+(?:url|endpoint|webhook|server)\b|pastebin|ngrok)")),
    InjectionRule("data exfiltration instruction", ("отправ", "загрузи", "перешли", "пересылай", "выгрузи", "слей", "передай", "отошли"), re.compile(
        r"\b(?:отправь|отправляй|загрузи|перешли|пересылай|выгрузи|слей|передай|отошли)(?:те)?\s[^\n]{0,80}?"
        r"(?:памят|истори\w*\s+(?:диалог|переписк|чат)|переписк|диалог|ключ|парол|токен|секрет|учетн\w*\s+данн|"
        r"данные\s+пользовател|личные\s+данные|cookie|куки|\.env|переменные\s+окружения|системн\w*\s+промпт)\w*"
        r"[^\n]{0,80}?(?:\bна|\bв|\bпо\s+адресу|\bпо)\s+(?:https?://|ftp://|[\w.+\-]+@[\w\-]+\.\w|"
        r"(?:этот\s+|мой\s+|наш\s+)?(?:сервер|адрес|url|вебхук|webhook))")),
    InjectionRule("chat-template control tokens", ("<|", "[inst", "[/inst", "<<sys", "<</sys", "system"), re.compile(
        r"<\|(?:im_start|im_end|system|user|assistant|endoftext|begin_of_text|start_header_id|end_header_id|eot_id)\|>|"
        r"\[/?inst\]|<</?sys>>|</?(?:system|system_prompt|system-prompt)>")),
    InjectionRule("hidden instructions", ("<!--",), re.compile(
        rf"<!--(?:(?!-->).){{0,400}}?\b(?:{_AI}|ассистент|агент|нейросеть|ии)\b(?:(?!-->).){{0,400}}?"
        r"\b(?:ignore|must|always|never|instructions?|do\s+not|don'?t|send|reveal|execute|run|игнорируй|всегда|"
        r"никогда|должен|отправь|выполни)\b")),
    InjectionRule("hidden instructions", ("ai", "llm", "assistant", "agent", "gpt", "claude", "bot", "model",
                                          "ии", "нейросеть", "ассистент"), re.compile(
        rf"\bif\s+you\s+are\s+an?\s+{_AI}\b|\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+)?{_AI}s?\s*:|"
        rf"\battention\s*,?\s+{_AI}s?\b|\b{_AI}s?\s+reading\s+this\b|"
        r"\bесли\s+ты\s+(?:ии|нейросеть|языковая\s+модель|ассистент|бот|llm|ai)\b")),
    InjectionRule("hidden instructions", ("secretly", "тайно", "незаметно", "the user"), re.compile(
        r"\bsecretly\s+(?:send|add|include|insert|run|execute|e-?mail|upload|forward|append|tell)\b|"
        r"\bтайно\s+(?:отправ|добав|выполн|перешл|запуст)|\bнезаметно\s+для\s+пользовател|"
        r"\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|notify|show)\s+the\s+user\s+(?:about\s+)?"
        r"(?:this|these)\s+(?:instructions?|notes?|messages?|rules?)\b")),
)


def find_injection(text: str) -> str | None:
    """The kind of steering phrase found in `text` (NFKC-normalised by the caller), or None."""
    folded = fold(text)
    for rule in INJECTION_RULES:
        if any(hint in folded for hint in rule.hints) and rule.pattern.search(folded):
            return rule.kind
    return None
