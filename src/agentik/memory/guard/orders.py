"""Orders aimed at the future agent: a note addressed to the assistant, a standing order planted in memory
("from now on always…"), an order credited to an authority ("the admin said you must…"), fake role
lines and fake tool calls — in English, Russian and a mix of both.

A fact about the user's world is not an order even when it is phrased like one: "from now on, always
answer in Russian", "the assistant should keep answers short" and "the admin said the server must be
rebooted" pass. What makes a note an attack is the pairing of an order's *form* (an addressee, a
standing marker, an authority, a role line) with a *harmful act*: a link to promote, a command to run,
data to send, a check to skip, someone to trust, something to delete, a secret kept from the user.
`HARM` lists those acts; each rule below needs one within reach of its marker.
"""

from __future__ import annotations

import re

ADDRESSED = "instructions addressed to the agent"
POISONING = "memory poisoning (standing order)"
AUTHORITY = "planted authority"
FAKE_ROLE = "fake role or system message"
FAKE_TOOL = "fake tool call"

_S = r"(?:\S+ ){0,%d}?"

HARM = re.compile(
    r"(?:include|add|insert|append|embed|put|paste|show|display|mention|recommend|suggest|promote|advertise|link|"
    r"redirect|point|direct|вставля|добавля|вставь|добавь)\w* " + (_S % 6) +
    r"(?:links?|urls?|sites?|website|page|domain|https?://|www\.|[\w\-]+\.(?:com|net|org|io|ru|xyz|example|test|info|biz)\b)"
    r"|\b(?:recommend|promote|advertise|endorse)\w*\b"
    r"|\b(?:run|execute|exec|eval)\w* " + (_S % 4) +
    r"(?:commands?|scripts?|code|shell|curl|wget|bash|sudo|rm\b|it\b|this\b|anything|whatever|the following|any\b)"
    r"|without (?:asking|any |confirm|checking|verif|telling|informing|permission|approval|review|warning|notic)"
    r"|(?:send|forward|upload|post|share|leak|reveal|disclose|expose|e-?mail|bcc|cc|transmit|exfiltrat\w*|give|"
    r"hand over|dump|repeat|sync|copy|log)\w* " + (_S % 5) +
    r"(?:secrets?|passwords?|credentials?|api keys?|keys|tokens?|ssh|\.env|cookies?|system prompt|instructions|"
    r"memor(?:y|ies)|conversations?|chats?|history|messages|data|files|logs|notes|everything|e-?mails?|addresses|"
    r"personal|private|questions|replies|answers|contacts)"
    r"|(?:disable|bypass|skip|turn off|switch off|ignore|remove|lift|deactivate|circumvent|drop)\w* " + (_S % 3) +
    r"(?:safety|security|filters?|guardrails?|warnings?|confirmations?|verification|checks?|polic(?:y|ies)|"
    r"guidelines|rules|restrictions|limits|moderation|protections?|antivirus|firewall|2fa|mfa|privacy)"
    r"|(?:filters?|safety|guardrails|restrictions|polic(?:y|ies)|moderation|checks) (?:\S+ )?(?:are |is )?"
    r"(?:off|disabled|removed|lifted|suspended|not needed)"
    r"|\b(?:trust|obey|comply with|follow|treat)\w* " + (_S % 6) +
    r"(?:as (?:coming )?(?:from )?(?:the )?(?:user|owner|admin|administrator|system|developer)|instructions|"
    r"commands|orders|requests|everything|messages from|e-?mails? from|notes|web ?pages)"
    r"|\b(?:comply|obey)\b"
    r"|(?:save|store|remember|record|collect|log|keep|repeat)\w* " + (_S % 4) +
    r"(?:passwords?|credentials|secrets?|api keys|tokens|card numbers?)"
    r"|(?:passwords?|credentials|secrets|api keys|tokens)\b[^.]{0,40}\b(?:save|store|repeat|log|collect|record)"
    r"|(?:delete|remove|wipe|erase|destroy|purge|format)\w* " + (_S % 4) +
    r"(?:files?|data|memor(?:y|ies)|notes?|e-?mails?|messages|repos|repositor|backups?|databases?|disk|history|"
    r"folders?|directory|accounts?)"
    r"|\b(?:lie|deceive|mislead)\b|\b(?:hide|conceal)\b " + (_S % 3) + r"(?:from|this|these|it)\b"
    r"|\b(?:secretly|quietly|silently|covertly)\b"
    r"|(?:don'?t|do not|never|not) (?:tell|inform|notify|warn|alert|mention|show|ask|let)\w*(?: \S+){0,3}? "
    r"(?:the )?(?:user|him|her|them|for confirmation|before)"
    r"|(?:never|don'?t|do not) (?:warn|ask for confirmation|ask before|confirm)"
    r"|\b(?:install|download)\w* " + (_S % 4) + r"(?:from|packages?|extensions?|software|apps?|binar|scripts?)"
    r"|(?:transfer|wire|pay|approve)\w* " + (_S % 4) +
    r"(?:money|funds|payments?|bitcoin|btc|crypto|\$|€|usd|eur|invoices?|iban|account)"
    r"|\bsend payments?\b|\bpay(?:ments)? (?:to|there)\b"
    r"|\b(?:is|are) (?:the |an? )?(?:safe|official|legit(?:imate)?|trusted|verified|real)\b"
    r"|(?:user'?s?|personal|private|stored|saved) (?:data|address(?:es)?|phone|passwords?|credentials|keys|secrets|"
    r"e-?mails?|info|files|details|cards?)"
    r"|\b(?:grant|give)\w* " + (_S % 3) + r"(?:access|admin|root|permissions?)"
    r"|authorized_keys|\bssh keys?\b"
    r"|ссылк|сайт|https?://|посовет|советуй|рекоменд|реклам|продвига"
    r"|(?:выполн|запуск|запуст)\w* " + (_S % 3) + r"(?:команд|скрипт|код|shell|curl|rm\b|вс[её]|любые|люб)"
    r"|без (?:подтвержд|проверк|вопрос|согласи|уведомл|предупрежд|спрос)"
    r"|(?:отправ|пересыл|перешл|пересл|выгруж|выгруз|загруж|передава|передай|слей|слива|раскр|покаж|выда|сообща)\w* " +
    (_S % 4) + r"(?:парол|ключ|токен|секрет|учетн|переписк|истори|сообщени|памят|данн|файл|лог|заметк|вопрос|промпт|"
    r"инструкци|адрес|почт)"
    r"|(?:отключ|обход|обойд|игнорир|пропуска|сними|снять)\w* " + (_S % 3) +
    r"(?:безопасн|фильтр|защит|проверк|предупрежд|подтвержд|правил|ограничен|антивирус|модерац|2fa)"
    r"|(?:антивирус|защит|фильтр)\w* " + (_S % 3) + r"(?:отключ|не нуж)"
    r"|(?:доверя|подчиня|слушай|слушать|выполняй|выполнять)\w* " + (_S % 4) +
    r"(?:команд|указани|инструкци|письм|сообщени|заметк|всем|любы|вс[её])"
    r"|(?:удал|сотр|стер|уничтож|очист|отформатир)\w* " + (_S % 3) +
    r"(?:файл|данн|заметк|памят|истори|переписк|письм|репозитор|бэкап|резервн|диск|баз)"
    r"|(?:не|никогда не) (?:говори|сообщай|рассказывай|предупреждай|спрашивай|упоминай|показывай|уведомляй)\w*"
    r"|тайно|незаметно|скрыт\w* от"
    r"|\b(?:переведи|переводи|оплати|оплачивай|плати)\w*"
    r"|(?:безопасн|официальн)\w* (?:сайт|ресурс|банк)|\bэто безопасн|личн\w* данн"
    r"|(?:дай|выдай|предоставь|открой)\w* " + (_S % 3) + r"доступ"
)

_AI = (r"(?:ai|a\.i\.|llm|assistant|agent|model|language model|chatbot|bot|gpt|chatgpt|claude|gemini|copilot|"
       r"ассистент\w*|модел\w*|нейросет\w*|ии|агент\w*|бот\w*|помощник\w*)")
_YOU = r"(?:you|your|ты|тебе|тебя|вы|вам|твой|твоя)"
_MODAL = (r"(?:must|should|shall|has to|have to|needs? to|is (?:now )?(?:required|instructed|authori[sz]ed|allowed|"
          r"permitted|expected|supposed|to)|are (?:now )?(?:required|instructed|authori[sz]ed|allowed|permitted|to)|"
          r"will|may|can now|always|never|from now on|at all times|должн\w*|обязан\w*|следует|нужно|надо|необходимо|"
          r"всегда|никогда|отныне|разреш\w*|можешь|может|впредь)")
_ADDRESSED = re.compile(
    rf"\b(?:{_AI}|{_YOU})\b(?: \S+){{0,4}}? {_MODAL}\b"
    rf"|(?:^|[.!?] |\n)(?:(?:hey|hi|dear|attention|note (?:to|for)|message (?:to|for)|instructions? for|to|for|p\.?s\.?)"
    rf",? )?(?:the |any |all |every )?{_AI}s?(?: \w+)?[,:!—]"
    rf"|\b(?:when|if|whenever|once) (?:you|the {_AI}|an? {_AI}) (?:read|see|process|are|is)\b"
    rf"|\b(?:когда|если) (?:ты|вы) (?:прочит|увидиш|обработа|будешь|являешься)"
)
_PERSIST = re.compile(
    r"\b(?:from now on|from this (?:point|moment) on|henceforth|hereafter|going forward|from today|permanently|"
    r"in (?:every|all|each) (?:future )?(?:answers?|responses?|replies|reply|sessions?|conversations?|chats?|turns?)|"
    r"(?:each|every) (?:time|turn|reply|answer|response|session|conversation|morning|day|week|evening)|whenever|"
    r"always|at all times|remember(?: that|:)|for all future)\b"
    r"|(?:отныне|с этого момента|с сегодняшнего дня|впредь|всегда|каждый раз|каждое утро|каждый вечер|каждый день|"
    r"в каждом (?:ответе|сообщении|диалоге)|при каждом|во всех (?:ответах|будущих)|запомни|навсегда|постоянно)"
)
_NEVER_TELL = re.compile(
    r"\b(?:never|don'?t ever|do not ever) (?:\S+ ){0,1}?(?:warn|alert|ask for confirmation|ask before|question|"
    r"(?:tell|inform|notify|mention|show|reveal)\w*(?: \S+){0,4}? (?:to )?(?:the user|him|her))"
    r"|никогда не (?:предупреждай|спрашивай|уведомляй|говори пользовател|сообщай пользовател|рассказывай пользовател|"
    r"упоминай)"
)
_AUTH_NOUN = (r"(?:admin(?:istrator)?s?|sysadmin|developers?|dev team|openai|anthropic|google|microsoft|security team|"
              r"it (?:department|team|dept)|owner|moderators?|operators?|ceo|management|support team|the system|"
              r"администратор\w*|админ\w*|разработчик\w*|служб\w* безопасности|владел\w*|руководств\w*|"
              r"техподдержк\w*|создател\w*)")
_AUTH_VERB = (r"(?:said|says|told|tells|has said|requires?|required|instructed|instructs|ordered|orders|wants|"
              r"has (?:approved|authori[sz]ed|allowed|enabled|disabled|confirmed|decided|granted)|approved|authori[sz]ed|"
              r"allowed|confirms?|notice|message|decided|сказал\w*|говорит|велел\w*|требу\w*|поручил\w*|разрешил\w*|"
              r"приказал\w*|одобрил\w*|распорядил\w*|сообщ\w*|уведомлени\w*|сообщени\w*)")
_AUTHORITY = re.compile(
    rf"\b{_AUTH_NOUN}(?: \S+){{0,3}}? {_AUTH_VERB}\b"
    rf"|\b(?:message|note|notice|memo|directive|order|update|instruction)s? from (?:the )?{_AUTH_NOUN}"
    rf"|\b(?:per|according to|on behalf of|by order of|по указанию|по распоряжению|по требованию|от имени) (?:the )?"
    rf"{_AUTH_NOUN}"
)
_AUTH_TARGET = re.compile(rf"\b(?:{_YOU}|(?:the )?{_AI})\b(?: \S+){{0,4}}? {_MODAL}\b")

_ROLE_LINE = re.compile(
    r"(?m)^[ \t]*(?:#{1,4}[ \t]*)?[\[<(]?(?:system|developer|admin|assistant|human|user|ai|tool|function|система|"
    r"системное сообщение|ассистент|разработчик|пользователь)[\]>)]?[ \t]*(?:message|note|notice|override|prompt|"
    r"update|instructions?|сообщение|уведомление)?[ \t]*:"
)
_ROLE_FORGED = re.compile(
    r"\[(?:system|sys|admin|developer|system override|system message|система|системное сообщение|инструкция)\]"
    r"|<(?:sys|admin|developer|instructions?)>|\b(?:system|admin|developer|root) override\b|override mode"
    r"|\"role\"\s*:\s*\"(?:system|developer)\"|системн\w+ (?:переопределени|override)"
    r"|(?m:^\s*override\s*:)|\b(?:new|updated) (?:system )?(?:policy|rules|instructions)\s*:|новые (?:правила|инструкции)\s*[:—-]"
)
_ROLE_ORDER = re.compile(
    r"\b(?:you are now|you must|you will|comply|obey|new (?:policy|rules|instructions)|mode\b|from now on|"
    r"ты теперь|ты должен|выполняй|новые правила|отныне)"
)
_TOOL = re.compile(
    r"</?(?:tool_call|tool_use|tool_result|function_calls?|function_result|invoke|antml:\w+)\b|<\|(?:tool_call|python_tag|plugin)"
    r"|\"(?:name|tool|function|tool_name)\"\s*:\s*\"[^\"]{1,60}\"\s*,\s*\"(?:arguments|parameters|args|input|params)\"\s*:"
    r"|\bfunctions\.\w+\s*\("
    r"|\b(?:call|invoke|use|run|execute|trigger|вызови|вызвать|вызывай|используй|запусти)\w*(?: \S+){0,3}? "
    r"(?:memory_\w+|skill_\w+)\b|\b(?:memory|skill)_(?:save|delete|update|edit|archive)\s*\("
)


def _near(text: str, marker: re.Pattern[str], reach: int = 160) -> bool:
    """A HARM within `reach` characters of a match of `marker`."""
    for match in marker.finditer(text):
        window = text[max(0, match.start() - reach):match.end() + reach]
        if HARM.search(window):
            return True
    return False


def find_order(folded: str, lowered: str) -> str | None:
    """The kind of order to the agent in the note (`folded`: one line, `lowered`: lines kept), or None."""
    if _TOOL.search(lowered):
        return FAKE_TOOL
    if _ROLE_FORGED.search(lowered):
        return FAKE_ROLE
    for line in _ROLE_LINE.finditer(lowered):
        rest = lowered[line.end():line.end() + 400]
        if HARM.search(rest) or _ROLE_ORDER.search(rest) or _ADDRESSED.search(rest):
            return FAKE_ROLE
    if _NEVER_TELL.search(folded):
        return POISONING
    authority = _AUTHORITY.search(folded)
    if authority:
        after = folded[authority.start():authority.end() + 200]
        if _AUTH_TARGET.search(after) or HARM.search(after):
            return AUTHORITY
    if _near(folded, _ADDRESSED):
        return ADDRESSED
    if _near(folded, _PERSIST):
        return POISONING
    return None
