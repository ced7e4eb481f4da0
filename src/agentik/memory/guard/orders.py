"""Orders aimed at the future agent: a note addressed to the assistant, a standing order planted in memory
("from now on always…"), an order credited to an authority ("the admin said you must…"), fake role
lines and fake tool calls — in English, Russian and a mix of both.

A fact about the user's world is not an order even when it is phrased like one: "from now on, always
answer in Russian", "the assistant should keep answers short" and "the admin said the server must be
rebooted" pass. What makes a note an attack is the pairing of an order's *form* (an addressee, a
standing marker, an authority, a role line) with a *harmful act*: a link to promote, a command to run,
data to send, a check to skip, someone to trust, something to delete, a secret kept from the user.
`harmful` lists those acts; each rule below needs one within reach of its marker.
"""

from __future__ import annotations

import re

from .text import HintIndex

ADDRESSED = "instructions addressed to the agent"
POISONING = "memory poisoning (standing order)"
AUTHORITY = "planted authority"
FAKE_ROLE = "fake role or system message"
FAKE_TOOL = "fake tool call"

_S = r"(?:\S+ ){0,%d}?"

_HARM_PARTS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("includ", "add", "insert", "append", "embed", "put", "paste", "show", "display", "mention", "recommend", "suggest",
      "promot", "advertis", "link", "redirect", "point", "direct", "say", "tell", "write", "answer", "repl", "respond",
      "claim", "state", "visit", "open", "load", "fetch", "go to", "navigat", "call", "request", "ping", "вставл",
      "добавл", "вставь", "добавь", "упомина", "пиши", "говори", "отвечай", "сообща", "советуй", "открой", "открыва",
      "перейди", "загрузи"),
     r"(?:include|add|insert|append|embed|put|paste|show|display|mention|recommend|suggest|promote|advertise|link|"
     r"redirect|point|direct|say|tell|write|answer|reply|respond|claim|state|visit|open|load|fetch|go to|navigate|"
     r"call|request|ping|вставля|добавля|вставь|добавь|упомина|открой|открыва|перейди|загрузи|"
     r"пиши|говори|отвечай|сообща|советуй)\w*[,:]? " + (_S % 8) +
     r"(?:https?://|www\.|(?<![@\w.\-])(?:[\w\-]+\.)+(?:com|net|org|io|ru|xyz|example|test|info|biz)\b)"),
    (("recommend", "promot", "advertis", "endors", "comply", "obey", "lie", "deceiv", "mislead", "secretly", "quietly",
      "silently", "covertly", "authorized_keys", "ssh key"),
     r"\b(?:recommend|promote|advertise|endorse)\w* (?:\S+ ){0,4}?(?:products?|shops?|stores?|services?|brands?|apps?|"
     r"extensions?|vpns?|casinos?|crypto\w*|investments?|pills|supplements|links?)\b|\b(?:comply|obey|lie|deceive|mislead)\b"
     r"|\b(?:secretly|quietly|silently|covertly)\b|authorized_keys|\bssh keys?\b"),
    (("run", "exec", "eval"),
     r"\b(?:run|execute|exec|eval)\w*[,:]? " + (_S % 4) +
     r"(?:commands?|scripts?|code|shell|curl|wget|bash|sudo|rm\b|it\b|this\b|anything|whatever|the following|any\b)"),
    (("ask", "request", "попрос", "запрос", "запраш", "выясн", "узнай", "прислать", "пришл"),
     r"(?:ask|request|попроси|запроси|запрашива|выясни|узнай|пусть пришл)\w*[,:]? " + (_S % 6) +
     r"(?:codes?\b|sms|2fa|otp|passwords?|card (?:number|details)|cvv|cvc|pin\b|код|смс|sms|парол|номер\w* карт|cvv|пин)"),
    (("ignor", "игнорир", "не слушай"),
     r"\bignor\w* (?:the |all )?(?:user|owner)\b|игнорир\w* (?:\S+ )?пользовател|не слушай\w* пользовател"),
    (("this note", "this memory", "this entry", "эту заметку", "эту запись"),
     r"(?:delete|remove|erase|edit|удал|сотр|измен)\w*[,:]? (?:\S+ ){0,2}?(?:this (?:note|memory|entry)|эту (?:заметку|запись))"),
    (("without ",), r"without (?:asking|any |confirm|checking|verif|telling|informing|permission|approval|review|warning|"
                    r"notic)"),
    (("send", "forward", "upload", "post", "shar", "leak", "reveal", "disclos", "expos", "mail", "email", "e-mail", "bcc", "cc ",
      "transmit", "exfiltrat", "give", "hand over", "dump", "repeat", "sync", "copy", "log"),
     r"(?:send|forward|upload|post|shar|leak|reveal|disclos|expos|e-?mail|bcc|cc|transmit|exfiltrat\w*|giv|"
     r"hand over|dump|repeat|sync|copy|log)\w*[,:]? " + (_S % 5) +
     r"(?:secrets?|passwords?|credentials?|api keys?|keys|tokens?|ssh|\.env|cookies?|system prompt|instructions|"
     r"memor(?:y|ies)|conversations?|chats?|chat logs|history|everything|all (?:the )?(?:data|files|documents)|"
     r"personal|private|contacts|codes?\b|2fa|otp|(?:user'?s?|their|his|her) (?:\S+ )?(?:data|files|documents|e-?mails?|"
     r"messages|calendar|notes|photos|attachments|questions|replies|answers|addresses))"),
    (("disabl", "bypass", "skip", "turn off", "switch off", "ignor", "remov", "lift", "deactivat", "circumvent", "drop"),
     r"(?:disable|bypass|skip|turn off|switch off|ignore|remove|lift|deactivate|circumvent|drop)\w*[,:]? " + (_S % 3) +
     r"(?:safety|security|filters?|guardrails?|warnings?|confirmations?|verification|checks?|polic(?:y|ies)|"
     r"guidelines|rules|restrictions|limits|moderation|protections?|antivirus|firewall|2fa|mfa|privacy)"),
    (("off", "disabled", "removed", "lifted", "suspended", "not needed"),
     r"(?:filters?|safety|guardrails|restrictions|polic(?:y|ies)|moderation|checks) (?:\S+ )?(?:are |is )?"
     r"(?:off|disabled|removed|lifted|suspended|not needed)"),
    (("trust", "obey", "comply", "follow", "treat"),
     r"\b(?:trust|obey|comply with|follow|treat)\w*[,:]? " + (_S % 6) +
     r"(?:as (?:coming )?(?:from )?(?:the |a |an )?(?:user|owner|admin|administrator|system|developer)|instructions|"
     r"commands|orders|requests|everything|messages from|e-?mails? from|notes|web ?pages)"),
    (("save", "store", "remember", "record", "collect", "log", "keep", "repeat"),
     r"(?:save|store|remember|record|collect|log|keep|repeat)\w*[,:]? " + (_S % 4) +
     r"(?:passwords?|credentials|secrets?|api keys|tokens|card numbers?)\b(?! (?:in|into|with|using) (?:the |a |an )?"
     r"(?:environment|env\b|vault|password manager|keychain|secrets? manager|1password|bitwarden|keepass|kms|\.env)| "
     r"(?:securely|encrypted))"
     r"|(?:passwords?|credentials|secrets|api keys?|tokens?)\b[^.]{0,40}\b(?:save|store|repeat|log|collect|record)"),
    (("delet", "remov", "wipe", "eras", "destroy", "purg", "format"),
     r"(?:delete|remove|wipe|erase|destroy|purge|format)\w*[,:]? " + (_S % 4) +
     r"(?:files?|data|memor(?:y|ies)|notes?|e-?mails?|messages|repos|repositor|backups?|databases?|disk|history|"
     r"folders?|directory|accounts?)"),
    (("referral", "affiliate", "promo code", "coupon", "tracking id", "tracking code", "tracking link", "utm_", "реферал",
      "промокод", "партнёрск", "партнерск"),
     r"referral|affiliate|promo code|coupon code|tracking (?:id|code|link)|utm_|реферал|промокод|партн[её]рск\w* (?:ссылк|код)"),
    (("делай вид", "сделай вид", "притвор", "pretend", "fake the", "fake a"),
     r"делай вид|сделай вид|притвор\w*|pretend (?:to|that)|fake (?:the|a) (?:deletion|confirmation|success)"),
    (("reply", "respond", "answer", "give", "provide", "share", "reveal", "output", "print", "dump"),
     r"(?:reply|respond|answer|give|provide|share|reveal|output|print|dump)\w*[,:]? " + (_S % 6) +
     r"(?:(?:the |their |stored |saved |admin |root |user'?s? )?passwords?|credentials|secrets|api keys?)\b"
     r"|(?:passwords?|credentials|secrets|api keys?)\b[^.]{0,60}\b(?:reply|respond|answer|give|provide|share|reveal)"),
    (("собира", "собер"), r"(?:собира|собер)\w* " + (_S % 3) + r"(?:парол|логин|ключ|токен|данн|карт|переписк)"),
    (("real", "official", "actual", "new ", "correct", "only", "настоящ", "официальн"),
     r"\b(?:the )?(?:real|official|actual|new|correct|only) (?:support|bank|help ?desk|customer service|security|it) "
     r"(?:phone|number|line|site|website|e-?mail|address|contact)"
     r"|(?:настоящ|официальн|новый|правильн)\w* (?:номер|телефон|сайт|адрес|почт)\w* (?:\S+ )?(?:поддержк|банк|службы)"),
    (("keep this", "keep it", "between us", "между нами", "по секрету", "tell anyone", "говори никому"),
     r"keep (?:this|it) (?:between us|secret|quiet|to yourself)|между нами|по секрету|не говори никому|"
     r"don'?t tell anyone|do not tell anyone"),
    (("change", "replace", "swap", "update", "substitut", "поменя", "замени", "измени"),
     r"(?:change|replace|swap|update|substitute|поменя|замени|измени)\w*[,:]? " + (_S % 3) +
     r"(?:iban|bank details|account number|payment details|wallet address|реквизит|номер\w* сч[её]т|кошел[её]к)"),
    (("follow", "trusted"), r"\bfollow\w* " + (_S % 3) + r"links\b|\btrusted (?:domains?|sources?|senders?|sites?)\s*:"),
    (("считай", "воспринимай", "расценивай", "принимай"),
     r"(?:считай|воспринимай|расценивай|принимай)\w* " + (_S % 4) +
     r"(?:команд|приказ|инструкци|указани|администратор|владел)"),
    (("encod", "закодир"), r"(?:encod|закодир)\w* " + (_S % 3) +
     r"(?:conversation|chat|history|messages|memory|data|secrets|keys|переписк|истори|памят|данн)"),
    (("real", "official", "actual", "true", "legit", "bank", "payment", "login", "support"),
     r"\b(?:real|official|actual|new|correct|true|legit\w*) (?:\S+ )?(?:bank|payment|login|sign-?in|support|help ?desk|"
     r"security|password reset|account) (?:\S+ )?(?:phone|number|site|website|url|domain|e-?mail|address|page|portal|line)"
     r"|\b(?:bank|payment|login|support)\w*(?:'s)? (?:\S+ ){0,2}?(?:real|official|actual|true|new) (?:site|website|url|"
     r"domain|page|portal|address|number)"),
    (("тайком", "исподтишка", "втихую", "незаметно"), r"тайком|исподтишка|втихую|незаметно"),
    (("bcc", "cc"), r"\b(?:bcc|cc)\w*[,:]? (?:\S+ ){0,3}?[\w.+\-]+@[\w\-]+\."),
    (("executed", "be run", "obeyed", "followed", "trusted", "immediately", "automatically"),
     r"(?:should|must|will|to|shall) be (?:executed|run|obeyed|followed|trusted|applied)|"
     r"(?:execut|run)\w* (?:immediately|automatically|without)"),
    (("read", "open", "cat", "paste", "print", "show", "send", "upload"),
     r"(?:read|open|cat|paste|print|show|send|upload)\w* (?:\S+ ){0,3}?(?:~/\.env|\.env\b|~/\.ssh|id_rsa|id_ed25519|~/\.aws|"
     r"/etc/shadow|/etc/passwd|credentials file|\.git-credentials|~/\.netrc)"),
    (("скача", "загрузи", "установи", "download", "install"),
     r"(?:скача|загрузи|установи|download|install)\w* (?:\S+ ){0,3}?(?:с|из|from) (?:https?://|[\w\-]+\.[a-z]{2,})"),
    (("mention", "упомина"), r"(?:don'?t|do not|never|не) (?:mention|упоминай)\w* (?:this|these|it|steps?|это|эти|шаг)"),
    (("скрыт", "hidden"), r"скрыт\w* (?:текст|ссылк|картинк|изображени|пиксел)|hidden (?:text|link|image|pixel|field)"),
    (("contain", "includ", "with"), r"(?:contain|includ|with)\w* (?:all |every |the )?(?:stored |saved |user'?s? )?"
                                     r"(?:secrets|passwords|credentials|api keys|tokens)\b"),
    (("access", "modify", "read", "delet", "edit", "change"),
     r"(?:access|modify|read|delete|edit|change)\w* (?:\S+ ){0,3}?(?:any|all|every) (?:files?|data|accounts?|systems?)"),
    (("давай", "дай", "сообщай", "указывай", "присылай", "отправляй", "give", "provide", "send"),
     r"(?:давай|дай|сообщай|указывай|присылай|отправляй)\w* (?:\S+ ){0,2}?(?:реквизит|номер\w* сч[её]т|номер\w* карт)"
     r"|(?:give|provide|send)\w* (?:\S+ ){0,3}?(?:bank details|account number|iban|wallet address|payment details)"),
    (("hide", "conceal"), r"\b(?:hide|conceal)\b " + (_S % 3) + r"(?:from|this|these|it)\b"),
    (("tell", "inform", "notify", "warn", "alert", "mention", "show", "ask", "let", "confirm"),
     r"(?:don'?t|do not|never|not) (?:tell|inform|notify|warn|alert|mention|show|ask|let)\w*(?: \S+){0,3}? "
     r"(?:the )?(?:user|him|her|them|for confirmation|before)|(?:never|don'?t|do not) (?:warn|ask for confirmation|"
     r"ask before|confirm)"),
    (("install", "download"), r"\b(?:install|download)\w*[,:]? " + (_S % 4) +
     r"(?:from|packages?|extensions?|software|apps?|binar|scripts?)"),
    (("transfer", "wire", "pay", "approv"),
     r"(?:transfer|wire|pay|approve)\w*[,:]? " + (_S % 4) +
     r"(?:money|funds|payments?|bitcoin|btc|crypto|\$|€|usd|eur|invoices?|iban|account)"
     r"|\bsend payments?\b|\bpay(?:ments)? (?:to|there)\b"),
    (("safe", "official", "legit", "trusted", "verified", "real"),
     r"\b(?:is|are) (?:the |an? )?(?:safe|official|legit(?:imate)?|trusted|verified|real)\b"),
    (("user", "personal", "private", "stored", "saved"),
     r"(?:user'?s?|personal|private|stored|saved) (?:home |real |full |email |e-mail )?(?:data|address(?:es)?|phone|passwords?|credentials|keys|secrets|"
     r"e-?mails?|info|files|details|cards?|calendar|contacts|photos|documents|messages|location|history|chats?|"
     r"full names?|date of birth|birthday|passport|ssn|social security)"),
    (("grant", "give"), r"\b(?:grant|give)\w*[,:]? " + (_S % 3) + r"(?:access|admin|root|permissions?)"),
    (("ссылк", "сайт", "http", "посовет", "советуй", "рекоменд", "реклам", "продвига", "тайно", "незаметно", "скрыт",
      "переведи", "переводи", "оплат", "плати", "безопасн", "официальн", "личн", "перевод"),
     r"(?:ссылк|сайт)\w* (?:\S+ ){0,2}?(?:https?://|(?:[\w\-]+\.)+(?:com|net|org|io|ru|xyz|example|test|info|biz)\b)"
     r"|посовет|советуй|рекоменд|реклам|продвига|тайно|незаметно|скрыт\w* от"
     r"|\b(?:переведи|переводи|оплати|оплачивай|плати)\w*|(?:безопасн|официальн)\w* (?:сайт|ресурс|банк)"
     r"|\bбезопасн(?:ен|на|но|ны)\b|перевод\w* (?:денег|средств)"
     r"|\bэто безопасн|личн\w* данн"),
    (("выполн", "запуск", "запуст"),
     r"(?:выполн|запуск|запуст)\w*[,:]? " + (_S % 3) + r"(?:команд|скрипт|код|shell|curl|rm\b|вс[её]|любые|люб)"),
    (("без ",), r"без (?:подтвержд|проверк|вопрос|согласи|уведомл|предупрежд|спрос)"),
    (("отправ", "пересыл", "перешл", "пересл", "выгруж", "выгруз", "загруж", "передава", "передай", "слей", "слива",
      "раскр", "покаж", "выда", "сообща", "вывод", "выводи", "печата", "показыва"),
     r"(?:отправ|пересыл|перешл|пересл|выгруж|выгруз|загруж|передава|передай|слей|слива|раскр|покаж|выда|сообща|"
     r"вывод|выводи|печата|показыва)\w* " +
     (_S % 4) + r"(?:парол|ключ|токен|секрет|учетн|переписк|истори|сообщени|памят|данн|файл|лог|заметк|вопрос|промпт|"
     r"инструкци|адрес|почт|телефон|номер)"),
    (("отключ", "обход", "обойд", "игнорир", "пропуска", "сними", "снять", "антивирус", "защит", "фильтр"),
     r"(?:отключ|обход|обойд|игнорир|пропуска|сними|снять)\w*[,:]? " + (_S % 3) +
     r"(?:безопасн|фильтр|защит|проверк|предупрежд|подтвержд|правил|ограничен|антивирус|модерац|2fa)"
     r"|(?:антивирус|защит|фильтр)\w*[,:]? " + (_S % 3) + r"(?:отключ|не нуж)"),
    (("доверя", "подчиня", "слушай", "слушать", "выполняй", "выполнять"),
     r"(?:доверя|подчиня|слушай|слушать|выполняй|выполнять)\w*[,:]? " + (_S % 4) +
     r"(?:команд|указани|инструкци|письм|сообщени|заметк|всем|любы|вс[её])"),
    (("удал", "сотр", "стер", "уничтож", "очист", "отформат"),
     r"(?:удал|сотр|стер|уничтож|очист|отформатир)\w*[,:]? " + (_S % 3) +
     r"(?:файл|данн|заметк|памят|истори|переписк|письм|репозитор|бэкап|резервн|диск|баз)"),
    (("не говори", "не сообщай", "не рассказывай", "не предупреждай", "не спрашивай", "не упоминай", "не показывай",
      "не уведомляй"), r"(?:не|никогда не) (?:говори|сообщай|рассказывай|предупреждай|спрашивай|упоминай|показывай|уведомляй)"),
    (("дай", "выдай", "предоставь", "открой"), r"(?:дай|выдай|предоставь|открой)\w*[,:]? " + (_S % 3) + r"доступ"),
)
_HARM_TABLE = tuple((hints, re.compile(pattern)) for hints, pattern in _HARM_PARTS)
_SHIP_OUT = (("upload", "send", "forward", "post", "mail", "email", "e-mail", "sync", "copy", "transmit", "отправ", "загруз", "перешл",
              "пересыл"), re.compile(
    r"(?:upload|send|forward|post|e-?mail|mail|sync|copy|transmit|отправ|загруз|перешл|пересыл)\w*[,:]? " + (_S % 5) +
    r"(?:to|на|в) (?:https?://|[\w.+\-]+@[\w\-]+\.|\S+\.(?:example|com|net|org|io|ru|xyz|test)\b|\+\d)"))


_HARM_HINTS = HintIndex((h for hints, _ in _HARM_TABLE for h in hints), word_start=True)


def harm_patterns(text: str) -> list[re.Pattern[str]]:
    """The harm patterns whose hints occur in `text`: worked out once per note, then run on its windows."""
    found = _HARM_HINTS.found(text)
    return [pattern for hints, pattern in _HARM_TABLE if not found.isdisjoint(hints)] if found else []


def harmful(text: str, *, ship_out: bool = False, patterns: list[re.Pattern[str]] | None = None) -> bool:
    """A harmful act in `text` (folded): a link to push, a command to run, data to send, a check to skip...
    `ship_out`: sending anything at all to an outside address counts too (for orders addressed to the
    agent, where "upload it to https://…" is an attack; a standing "forward invoices to …" is a routine).
    `patterns`: `harm_patterns` of the whole note, when `text` is a window of it."""
    if ship_out and any(h in text for h in _SHIP_OUT[0]) and _SHIP_OUT[1].search(text):
        return True
    if patterns is None:
        patterns = harm_patterns(text)
    return any(pattern.search(text) for pattern in patterns)


_AI = (r"(?:ai|a\.i\.|llm|assistant|agent|model|language model|chatbot|bot|gpt|chatgpt|claude|gemini|copilot|llama|grok|"
       r"deepseek|gigachat|yandexgpt|гигачат|ассистент\w*|модел\w*|нейросет\w*|ии|агент\w*|бот\w*|помощник\w*)")
_YOU = r"(?:you|your|ты|тебе|тебя|вы|вам|твой|твоя)"
_MODAL = (r"(?:must|should|shall|has to|have to|needs? to|is (?:now )?(?:required|instructed|authori[sz]ed|allowed|"
          r"permitted|expected|supposed|to)|are (?:now )?(?:required|instructed|authori[sz]ed|allowed|permitted|to)|"
          r"will|may|can now|always|never|from now on|at all times|(?:now )?have (?:permission|access|the right)|"
          r"(?:are |is )?(?:now )?(?:allowed|permitted|authori[sz]ed|free) to|должн\w*|обязан\w*|следует|нужно|надо|необходимо|"
          r"всегда|никогда|отныне|разреш\w*|можешь|может|впредь)")
_ADDRESSED = re.compile(
    rf"\b(?:{_AI}|{_YOU}|(?:your |all |every )?(?:responses|replies|answers|outputs?))\b(?: \S+){{0,4}}? {_MODAL}\b"
    r"|(?:^|[.!?;] )(?:please )?(?:respond|reply|answer|output|return|print|write)\b"
    rf"|(?:^|[.!?] |\n)(?:(?:hey|hi|dear|attention|note (?:to|for)|message (?:to|for)|instructions? for|to|for|p\.?s\.?)"
    rf",? )?(?:the |any |all |every )?{_AI}s?(?: \w+)? ?[,:!—–]"
    rf"|\b(?:when|if|whenever|once) (?:you|the {_AI}|an? {_AI}) (?:read|see|process|are|is)\b"
    r"|\b(?:when|whenever|if|once)(?:ever)? asked\b|(?:если|когда) (?:тебя |вас )?спросят"
    r"|\b(?:for|on) (?:any|every|each) (?:question|request|message)\b|при (?:любом|каждом) (?:вопросе|запросе|сообщении)"
    r"|на (?:любой|каждый) (?:вопрос|запрос)"
    r"|\b(?:when|whenever|if|once|next time|each time|every time) (?:the )?(?:user|anyone|someone|somebody|they) "
    r"(?:asks?|says?|shares?|sends?|mentions?|requests?|types?|writes?|complains?|opens?|wants?)\b"
    r"|(?:^|[.!?;] )(?:please )?(?:tell|inform|warn|ask|convince|persuade) (?:the user|users|him|her|them)\b"
    r"|(?:^|[.!?;] )(?:make sure|be sure) to\b"
    r"|\bin (?:your|the) (?:next|following|first) (?:response|reply|answer|message)\b|\bstep \d+ ?:"

    r"|(?:^|[.!?;] )(?:скажи|сообщи|попроси|убеди|предложи|напиши) (?:пользовател|ему|ей|им)\w*"
    r"|\b(?:если|когда|как только) (?:пользовател\w*|кто-то|кто-нибудь|он|она) (?:спрос|попрос|прос|скаж|напиш|пришл|"
    r"отправ|упомян|захоч|откро)\w*"
    rf"|\b(?:когда|если) (?:ты|вы) (?:прочит|увидиш|обработа|будешь|являешься)"
)
_HEADER = re.compile(
    rf"(?:^|[.!?\n] ?)(?:(?:hey|hi|hello|dear|attention|note|message|instructions?|rule|reminder|tip|pro tip|context|"
    rf"important(?: context| note)?|p\.?s\.?|fyi|psst|listen|look|ok|okay|so|yo)(?: (?:for|to))? ?,? ?)?"
    rf"(?:the |any |all |every |my )?{_AI}s?"
    rf"(?: (?:reading|processing|seeing) (?:this|these)(?: \S+)?)? ?[,:!—–]"
    rf"|\b(?:for|to) (?:the |any |all |every )?{_AI}s?(?: (?:reading|processing|seeing) (?:this|these)(?: \S+)?)? ?[:—–]"
    rf"|\[(?:assistant|ai|system|agent|model|llm)[^\]]{{0,24}}\]"
    r"|(?:^|[.!?\n] ?)(?:внимание,? |правило для |напоминание |инструкция для |заметка для |подсказка для |к сведению )?"
    r"(?:ии|модел\w*|ассистент\w*|агент\w*|бот\w*|нейросет\w*|помощник\w*) ?[,:!—–]"
    r"|[,;] ?(?:ии|модель|ассистент|агент|бот|нейросеть|ai|assistant|model|agent|bot|gpt|claude|chatgpt) ?[:!]"
    r"|(?:^|[.!?\n] ?)(?:инструкция|правило|указание|приказ|instruction|rule|directive|order)s? ?:"
    r"|\b(?:hidden|secret|invisible|private) (?:note|instruction|message|order)s?\b|\bdo not (?:display|show) (?:this|to the user)"
    r"|\bне показывай (?:это |эту заметку )?пользовател\w*|\bскрыт\w* (?:заметк|инструкци)\w*"
)
_IMPERATIVE = re.compile(
    r"\b(?:must|should|always|never|don'?t|do not|make sure|remember|forget|ignore|start|stop|respond|reply|answer|"
    r"tell|send|give|keep|use|treat|consider|follow|include|add|recommend|act|acting|pretend|change|skip|disable|can|"
    r"may|you|your|please)\b"
    r"|\b(?:советуй|считай|выводи|вставляй|отвечай|делай|пиши|говори|скажи|отправ\w*|игнорир\w*|используй|добавляй|"
    r"запомни|забудь|нужно|надо|должн\w*|следует|можешь|можно|всегда|никогда|только|ты|тебе|вы|вам|давай|дай|проси|"
    r"запрашивай|показывай|рекомендуй|предлагай|выполняй)\b"
)
_RUN_REMOTE = re.compile(
    r"(?:^|[.!?;:] )(?:please )?(?:run|execute|exec|запусти|выполни|запускай)\w*[^.\n]{0,60}?(?:(?:curl|wget)\b[^\n|]{0,120}\|"
    r"\s*(?:sudo\s+)?(?:ba|z)?sh\b|\$\((?:curl|wget)\b)"
    r"|\b(?:fetch|download|get|curl|wget|load|скачай|загрузи)\w* (?:\S+ ){0,3}?https?://\S+ (?:\S+ ){0,3}?(?:and |и )?"
    r"(?:execute|run|eval|follow|obey|выполни|запусти)"
)
_IMPERATIVE_START = re.compile(
    r"(?:^|[.!?;:] )(?:please )?(?:add|include|insert|append|send|forward|share|upload|post|e-?mail|bcc|tell|say|write|"
    r"reply|respond|answer|print|show|reveal|paste|read|open|fetch|visit|run|execute|delete|remove|wipe|disable|skip|"
    r"ignore|forget|trust|treat|give|provide|collect|save|store|keep|use|recommend|suggest|promote|echo|output|return|"
    r"continue|start|stop|let|always)\b"
    r"|(?:^|[.!?;:] )(?:пожалуйста,? )?(?:продолжай|добавляй|добавь|пиши|напиши|выведи|покажи|скажи|отправь|отправляй|"
    r"перешли|пересылай|удали|удаляй|сотри|запусти|выполни|выполняй|открой|вставь|вставляй|используй|сохрани|"
    r"сохраняй|передай|передавай|сообщи|сообщай|проси|попроси|запрашивай|давай|дай|игнорируй|забудь|считай|отвечай|"
    r"говори|советуй|рекомендуй|предлагай|делай|сделай|прими|разреши)\b"
)
_CLAUSE_END = re.compile(r"[.!?;](?:\s|$)|\n|$")
_PERSIST = re.compile(
    r"\b(?:from now on|from this (?:point|moment) on|henceforth|hereafter|going forward|from today|permanently|"
    r"in (?:every|all|each) (?:future )?(?:answers?|responses?|replies|reply|sessions?|conversations?|chats?|turns?)|"
    r"(?:each|every) (?:time|turn|reply|answer|response|session|conversation|morning|day|week|evening|night|hour|"
    r"month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|start|startup|launch|boot|login|run)|whenever|"
    r"always|at all times|remember(?: that|:|,)|for all future|from this moment|from here on|on (?:every|each) "
    r"(?:start|startup|launch|boot|login|run))\b"
    r"|(?:отныне|с этого момента|с сегодняшнего дня|впредь|всегда|каждый раз|каждое утро|каждый вечер|каждый день|"
    r"в каждом (?:ответе|сообщении|диалоге)|(?:в|к) кажд(?:ой|ому|ое|ом|ый) (?:ответ\w*|сообщени\w*)|при каждом|во всех (?:ответах|будущих)|запомни|навсегда|постоянно|"
    r"с этой минуты|теперь всегда|при (?:следующем|каждом) (?:запуске|старте|входе))"
)
_NEVER_TELL = re.compile(
    r"\b(?:never|don'?t|do not) (?:let|allow) (?:the user|anyone|him|her|them) (?:delete|remove|edit|change|see|read|"
    r"disable|turn off)|не (?:давай|позволяй) (?:пользовател\w*|никому) (?:удал|измен|увидеть|прочит|отключ)"
    r"|\b(?:never|don'?t ever|do not ever) (?:\S+ ){0,1}?(?:warn|alert|ask for confirmation|ask before|question|"
    r"ask (?:the user |him |her |them )?(?:to confirm|to approve|for (?:confirmation|permission|approval))|"
    r"(?:tell|inform|notify|mention|show|reveal)\w*(?: \S+){0,4}? (?:to )?(?:the user|him|her))"
    r"|никогда не (?:предупреждай|спрашивай|уведомляй|говори пользовател|сообщай пользовател|рассказывай пользовател|"
    r"упоминай)"
)
_AUTH_NOUN = (r"(?:admin(?:istrator)?s?|sysadmin|developers?|dev team|openai|anthropic|google|microsoft|security team|"
              r"it (?:department|team|dept)|owner|moderators?|operators?|ceo|management|support team|the system|"
              r"администратор\w*|админ\w*|разработчик\w*|служб\w* безопасности|владел\w*|руководств\w*|"
              r"техподдержк\w*|поддержк\w*|создател\w*)")
_AUTH_VERB = (r"(?:said|says|told|tells|has said|requires?|required|instructed|instructs|ordered|orders|wants|"
              r"has (?:approved|authori[sz]ed|allowed|enabled|disabled|confirmed|decided|granted)|approved|authori[sz]ed|"
              r"allowed|confirms?|notice|message|decided|update|policy|announcement|bulletin|memo|directive|alert|"
              r"сказал\w*|говорит|велел\w*|требу\w*|поручил\w*|разрешил\w*|"
              r"приказал\w*|одобрил\w*|распорядил\w*|сообщ\w*|уведомлени\w*|сообщени\w*)")
_AUTHORITY = re.compile(
    rf"\b{_AUTH_NOUN}(?: \S+){{0,3}}? {_AUTH_VERB}\b"
    rf"|\b(?:message|note|notice|memo|directive|order|update|instruction)s? from (?:the )?{_AUTH_NOUN}"
    r"|\b(?:verified|official|authori[sz]ed|approved|signed|priority|mandatory) (?:instruction|order|directive|request|"
    r"message|notice)s? from\b|(?:официальн|подтвержд|обязательн)\w* (?:указани|инструкци|распоряжени)\w* от\b"
    rf"|\b(?:per|according to|on behalf of|by order of|по указанию|по распоряжению|по требованию|от имени|от лица|"
    rf"согласно (?:указани|распоряжени|требовани|приказ|решени)\w*|по (?:словам|приказу|решению)) (?:the )?"
    rf"{_AUTH_NOUN}"
)
_AUTH_TARGET = re.compile(rf"\b(?:{_YOU}|(?:the )?{_AI}s?)\b(?: \S+){{0,4}}? {_MODAL}\b")

_ROLE_LINE = re.compile(
    r"[ \t]*(?:#{1,4}[ \t]*)?[\[<(]?(?:system|developer|admin|assistant|agent|human|user|ai|tool|function|система|"
    r"системное сообщение|ассистент|разработчик|пользователь)[\]>)]?[ \t]*(?:message|note|notice|override|prompt|"
    r"update|instructions?|сообщение|уведомление)?[ \t]*:"
)
_ROLE_FORGED = re.compile(
    r"\[(?:system|sys|admin|developer|system override|system message|система|системное сообщение|инструкция)\]"
    r"|<\s*(?:system|sys|admin|developer|instructions?|operator)[_\-]?\w*\s*>"
    r"|\b(?:assistant|ai|model|agent|llm|system|safety|bot)[\w]*\.(?:[\w]+\.)*(?:rules|filters?|safety|guardrails|"
    r"restrictions|policy|moderation|override|jailbreak|mode)\w*\s*[=:]\s*(?:true|false|none|off|disabled|0|1|null|on)"
    r"|\btreat (?:this|these|the following) (?:note|memory|message|text|entry|notes)s? as (?:a |an |the )?(?:system|developer|"
    r"admin|priority|instruction|command|order)|(?:highest|top|maximum) priority (?:instruction|order|command|rule)"
    r"|\bupdate (?:to|for) your (?:configuration|config|settings|instructions|rules|guidelines|programming|system prompt)"
    r"|\byour (?:configuration|config|settings|instructions|rules|guidelines|programming|system prompt) (?:has|have) been "
    r"(?:updated|changed|replaced)"
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
    r"(?:memory_\w+|skill_\w+)\b|\bwith (?:the )?(?:memory|skill)_\w+\b|\b(?:memory|skill)_(?:save|delete|update|edit|archive)\s*\("
)


_AI_HINTS = ("ai", "llm", "assist", "agent", "model", "bot", "chatbot", "gpt", "chatgpt", "claude", "gemini", "copilot", "you", "ты", "теб",
             "вы", "вам", "твой", "твоя", "ассист", "модел", "нейросет", "ии", "агент", "бот", "помощ", "user", "anyone",
             "someone", "they", "tell", "inform", "warn", "ask", "convince", "persuade", "пользоват", "скажи", "сообщи",
             "попроси", "убеди", "предложи", "напиши", "если", "когда", "как только", "asked", "спросят", "при любом", "при каждом", "на любой", "на каждый", "any question", "every question",
             "each question", "any request", "respond", "reply", "answer", "output", "return", "print", "write",
             "responses", "replies", "answers", "outputs", "hidden", "secret", "invisible", "private", "do not display",
             "do not show", "не показывай", "скрыт", "инструкция", "правило", "указание", "приказ", "instruction", "rule",
             "directive", "order", "in your", "in the", "step", "add", "include", "insert", "append", "send", "forward",
             "share", "upload", "post", "bcc", "say", "read", "open", "fetch", "visit", "run", "execute", "delete",
             "remove", "wipe", "disable", "skip", "ignore", "forget", "trust", "treat", "give", "provide", "collect",
             "save", "store", "keep", "use", "recommend", "suggest", "promote", "echo", "continue", "start", "stop",
             "let", "always", "please", "продолжай", "добавля", "добавь", "пиши", "выведи", "покажи", "отправ",
             "перешли", "пересылай", "удали", "удаляй", "сотри", "запусти", "выполн", "открой", "вставь", "вставляй",
             "используй", "сохрани", "сохраняй", "передай", "передавай", "сообщ", "проси", "запрашивай", "давай",
             "дай", "игнорируй", "забудь", "считай", "отвечай", "говори", "советуй", "рекомендуй", "предлагай",
             "делай", "сделай", "прими", "разреши", "пожалуйста", "make sure",
             "be sure")
_PERSIST_HINTS = ("from now", "from this", "from here", "on every", "on each", "с этой минуты", "при следующем", "henceforth", "hereafter",
                  "going forward", "from today", "permanently",
                  "every", "each", "in all", "whenever", "always", "at all times", "remember", "for all future",
                  "отныне", "с этого", "с сегодняшнего", "впредь", "всегда", "каждый", "каждое", "каждом", "каждому", "при каждом",
                  "во всех", "запомни", "навсегда", "постоянно")
_AUTH_HINTS = ("verified", "official", "authorized", "authorised", "approved", "signed", "priority", "mandatory",
               "официальн", "подтвержд", "обязательн", "admin", "develop", "dev team", "openai", "anthropic", "google", "microsoft", "security", "it ", "owner",
               "moderat", "operator", "ceo", "management", "support", "system", "админ", "разработ", "безопасн",
               "владел", "руковод", "поддержк", "создател")
_ROLE_WORDS = ("system", "developer", "admin", "assistant", "agent", "human", "user", "ai", "tool", "function", "систем",
               "ассистент", "разработчик", "пользователь", "система")


_NEGATED = re.compile(r"\b(?:not|never|n't|cannot)\b|n't\b|\bне\b|нельзя|никогда")


def _near(text: str, marker: re.Pattern[str], patterns: list[re.Pattern[str]], reach: int = 160, *,
          ship_out: bool = False) -> bool:
    """A harmful act within `reach` characters of a match of `marker` (a negated order — "must not share"
    — protects rather than harms, so it does not count)."""
    for match in marker.finditer(text):
        if _NEGATED.search(text, match.start(), match.end() + 8):
            continue
        window = text[max(0, match.start() - reach):match.end() + reach]
        if harmful(window, ship_out=ship_out, patterns=patterns):
            return True
    return False


def _role_lines(lowered: str):
    """Where the text after each `system:`-like role line starts."""
    offset = 0
    for line in lowered.split("\n"):
        head = line.lstrip(" \t#[<(")
        if head.startswith(_ROLE_WORDS):
            match = _ROLE_LINE.match(line)
            if match:
                yield offset + match.end()
            elif line.lstrip().startswith("#") and head.rstrip(" ]>):").strip() in _ROLE_WORDS:
                yield offset + len(line)
        offset += len(line) + 1


_HIDDEN = re.compile(r"<!--(.*?)(?:-->|$)|\[//\]: ?# ?\((.*?)\)|<(\w+)[^>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|"
                     r"font-size\s*:\s*0|opacity\s*:\s*0|color\s*:\s*(?:white|#fff))[^>]*>(.*?)(?:</\3>|$)", re.S)
_AI_WORD = re.compile(rf"\b{_AI}s?\b")
HIDDEN = "hidden instructions"


def _hidden_order(lowered: str) -> bool:
    """Text hidden from the reader (HTML/markdown comments, invisible elements) that talks to an AI or orders harm."""
    for match in _HIDDEN.finditer(lowered):
        inner = " ".join(g for g in match.groups()[:2] + match.groups()[3:] if g)
        if _AI_WORD.search(inner) or harmful(inner):
            return True
    return False


_RUN_HINTS = ("run", "execute", "exec", "запусти", "выполни", "запускай", "fetch", "download", "get", "curl", "wget",
              "load", "скачай", "загрузи")
_GATES = {
    "hidden": ("<!--", "[//]", "display", "visibility", "font-size", "opacity", "color"),
    "tool": ("<", '"', "functions.", "memory_", "skill_"),
    "forged": ("[", "<", "override", '"role"', "системн", "new ", "updated ", "новые ", ".rules", ".filter", ".safety",
               ".guardrail", ".restriction", ".policy", ".moderation", ".jailbreak", ".mode", "treat ", "priority",
               "update ", "your config", "your settings", "your instructions", "your rules", "your guidelines",
               "your programming", "your system prompt"),
    "never": ("never", "никогда не", "ever", "don", "do not", "не давай", "не позволяй"),
}
ORDER_HINTS = frozenset(h for group in _GATES.values() for h in group) | frozenset(
    _AUTH_HINTS + _AI_HINTS + _PERSIST_HINTS + _SHIP_OUT[0] + _ROLE_WORDS + _RUN_HINTS)


def find_order(folded: str, lowered: str, present: frozenset[str] | set[str]) -> str | None:
    """The kind of order to the agent in the note (`folded`: one line, `lowered`: lines kept), or None."""
    if not present.isdisjoint(_GATES["hidden"]) and _hidden_order(lowered):
        return HIDDEN
    if not present.isdisjoint(_GATES["tool"]) and _TOOL.search(lowered):
        return FAKE_TOOL
    if not present.isdisjoint(_GATES["forged"]) and _ROLE_FORGED.search(lowered):
        return FAKE_ROLE
    for start in (_role_lines(lowered) if not present.isdisjoint(_ROLE_WORDS) else ()):
        rest = lowered[start:start + 400]
        if harmful(rest) or _ROLE_ORDER.search(rest) or _ADDRESSED.search(rest):
            return FAKE_ROLE
    if not present.isdisjoint(_GATES["never"]) and _NEVER_TELL.search(folded):
        return POISONING
    if not present.isdisjoint(_AUTH_HINTS):
        authority = _AUTHORITY.search(folded)
        if authority:
            after = folded[authority.start():authority.end() + 200]
            if _AUTH_TARGET.search(after) or harmful(after):
                return AUTHORITY
    if not present.isdisjoint(_RUN_HINTS) and _RUN_REMOTE.search(folded):
        return ADDRESSED
    addressed = not present.isdisjoint(_AI_HINTS)
    if addressed:
        for header in _HEADER.finditer(folded):
            rest = folded[header.end():header.end() + 300]
            if _IMPERATIVE.search(rest) or harmful(rest, ship_out=True):
                return ADDRESSED
    persistent = not present.isdisjoint(_PERSIST_HINTS)
    if addressed or persistent:
        patterns = harm_patterns(folded)
        ship_out = not present.isdisjoint(_SHIP_OUT[0])
        if addressed and (patterns or ship_out) and _near(folded, _ADDRESSED, patterns, ship_out=ship_out):
            return ADDRESSED
        if persistent and patterns and _near(folded, _PERSIST, patterns):
            return POISONING
        if addressed and patterns:
            for start in _IMPERATIVE_START.finditer(folded):
                end = _CLAUSE_END.search(folded, start.end()).start()
                if harmful(folded[start.start():end + 1], patterns=patterns):
                    return ADDRESSED
    return None
