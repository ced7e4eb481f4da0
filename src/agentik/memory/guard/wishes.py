"""The user's own wish said to his assistant: "Assistant, keep answers under 200 words for me", «Ассистент, отвечай
мне на «ты»», "Assistant, remember that I'm allergic to peanuts".

A greeting that names the agent opens an order (`orders`, `addressed`); what follows it is the user's own wish or a
fact about himself when his word for himself is there ("I", "me", «мне») and nothing that turns the agent on another
party, its own rules, a secret, a check, a payment or a sending out; or when all of it is a wish of form — how the
assistant addresses and signs for him, its tone and language, and whom that is for («в письмах клиентам на русском
обращайся на «вы» и подписывай «Марина Андреева»»), a signature with no number, link or address in it. Then the greeting
alone does not make the note an order; the other rules still read it. So is a wish about where it searches for him and
how it cites (`_SEARCHED`): "Dear assistant, for literature searches prefer PubMed and bioRxiv and always give DOIs; skip
predatory journals" — sources named without a link, a seller or a partner among them, and nothing else said. And so is
a note that only tells what he now does himself and the reminder he no longer needs (`own_act`: «запомни: с этого месяца
интернет (Ростелеком, лицевой счёт …) оплачиваю сам, напоминать не нужно», "I pay the gym myself now, no need to remind
me"): each clause his own act, a memo's opener or the reminder dropped.

A rule the user keeps himself, told in the first person after a bare "Rule:" («Правило: если подрядчик пишет о смене
реквизитов — сначала звоню ему сама по старому номеру, только потом меняю в платёжках», "Rule: … I call them back myself
before I change anything") is his procedure, not an order (`own_rule`): he is its actor, and every order-like word in it
is his own verb ("I change") or an adverb («только», "always"); a rule that names the agent («Меньше — агент решает сам»)
or a verb that opens a clause is still read as an order.

After any address of the assistant ("Assistant rule:", «Ассистенту:», "Assistant,"), a wish of how it serves him — how it
lays out what it writes, its language and units, his calendar, what it reminds him of — is no order either (`plain_wish`:
"when summarizing supplier emails, always put the total and the due date in the first line", «в отчётах по продажам
округляй до тысяч»), when nothing in it is what an attack needs: no secret, money, account, address, link or quote, nothing
sent, shared, deleted, hidden, trusted, approved, bought, booked, recommended, confirmed, run or changed."""

from __future__ import annotations

import re

from .harm import only_tests_run

# done when he asks it himself, in the present or future: «Если я прошу «забудь» — удаляй заметку …», "when I say 'forget'"
# (read by `kept_check` as his own request, and here with the word he says)
ON_HIS_ASK = (r"(?<!\w)(?:только )?(?:если|когда) (?:я|он|пользователь) (?:\S+ )?(?:прошу|попрошу|просит|попросит|скажу|скажет|"
              r"говорю|напишу|пишу)(?!\w)|(?<!\w)(?:если|когда) я (?:\S+ )?(?:спрашиваю|спрошу)(?!\w)"
              r"|\b(?:if|when|whenever) i (?:ask|say|tell you|write)\b")
# the word he says quoted after the ask («если я прошу «забудь»», "when I say 'forget it'"): his, not one planted
HIS_WORD = re.compile("(" + ON_HIS_ASK + r")[ \t]*[«\"'“]([^»\"'”\n]{1,40})[»\"'”]")

# the speaker's word for himself
_OWN_WORD = re.compile(r"\b(?:i|i'm|i'd|me|my|мне|меня|мой|моя|мои|моих|я|со мной)\b")
# another party, the agent's rules, a secret, a check, money or a sending out
_NOT_OWN_WORDS = (
    r"the user\w*", r"users?", r"customers?", r"clients?", r"everyone", r"anyone", r"others?", r"ignore",
    r"disregard", r"forget", r"override", r"bypass", r"obey", r"comply", r"system", r"prompts?", r"instructions?",
    r"rules?", r"polic\w+", r"secret\w*", r"hid\w+", r"tell", r"reveal", r"recommend\w*", r"promot\w*",
    r"advertis\w*", r"password\w*", r"passcode\w*", r"tokens?", r"keys?", r"codes?", r"pin", r"cvv", r"card\w*",
    r"accounts?", r"admin\w*", r"developer", r"mode", r"safety", r"filters?", r"restrictions?", r"checks?",
    r"confirm\w*", r"approv\w*", r"without", r"no matter", r"send(?!(?:s|ing)? me\b)\w*", r"forward\w*",
    r"e-?mail\w*", r"shar\w+", r"upload\w*", r"post\w*", r"pay\w*", r"transfer\w*", r"money", r"delet\w*",
    r"remov\w*", r"run", r"execute", r"install\w*", r"download\w*", r"open", r"visit", r"click", r"buy", r"order",
    r"link", r"url", r"unlock\w*", r"lock\w*", r"doors?", r"alarms?", r"cameras?", r"address\w*", r"location",
    r"where i am", r"home", r"photos?", r"files?", r"documents?", r"contacts?", r"passports?", r"пользовател\w*",
    r"клиент\w*", r"все\w*", r"игнорир\w*", r"забудь", r"скрыв\w*", r"говори", r"рекоменд\w*", r"инструкци\w*",
    r"правил\w*", r"систем\w*", r"парол\w*", r"токен\w*", r"ключ\w*", r"код\w*", r"карт\w*", r"сч[её]т\w*",
    r"админ\w*", r"режим\w*", r"провер\w*", r"подтвержд\w*", r"без", r"отправ\w*", r"перешл\w*", r"пересыл\w*",
    r"перевод\w*", r"переведи", r"оплат\w*", r"плат\w*", r"деньг\w*", r"удал\w*", r"запуст\w*", r"установ\w*",
    r"ссылк\w*", r"скача\w*", r"адрес\w*", r"геолокац\w*", r"где я", r"фото\w*", r"файл\w*", r"документ\w*",
    r"контакт\w*", r"паспорт\w*", r"открой", r"отопри", r"замок", r"замки", r"двер\w*", r"сигнализаци\w*",
    r"камер\w*",
    # a paper signed in someone's name: «справку за подписью врача», "a note signed by the doctor"
    r"подпис\w*", r"справк\w*", r"медкарт\w*", r"signed", r"signature\w*",
)
_NOT_OWN = re.compile(r"@|://|\b(?:" + "|".join(_NOT_OWN_WORDS) + r")\b")


# those his business answers, in the dative: «отвечай покупателям вежливо»
_WHOM = (r"(?:клиентам|покупателям|гостям|пациентам|родителям|студентам|ученикам|зрителям|водителям|арендаторам|жильцам|"
         r"партн[её]рам|коллегам|парам|поставщикам|подрядчикам)")
# a wish of form, how the assistant writes for him: the form of address, the signature, the tone, the language
# («обращайся на «вы»», «подписывай «Марина Андреева»», "sign off as 'Dr. Petrova'", "use a formal tone", "write in Greek")
_LANGUAGE = r"(?:русском|английском|греческом|немецком|французском|русский|английский|english|russian|greek|german|french)"
_FORM = re.compile(
    r"(?<!\w)(?:обращайся|обращаться|пиши|писать|отвечай|отвечать)(?: к \S+| " + _WHOM + r")?(?: по имени(?:-отчеству| и отчеству)?,?(?: и)?)?"
    r" на [«\"“]?(?:вы|ты)[»\"”]?(?!\w)"
    r"|(?<!\w)(?:обращайся|обращаться)(?: к \S+)? по имени(?:-отчеству| и отчеству)?(?!\w)"
    r"|(?<!\w)(?:подписывай(?:ся)?|подписывать(?:ся)?|ставь подпись)(?: их| письма)?(?: как)? (?P<ru>«[^»\n]{1,60}»)"
    r"|(?<!\w)(?:пиши|писать|отвечай|отвечать)(?: " + _WHOM + r")?(?:,? (?:и )?(?:коротко|кратко|вежливо|официально|формально|"
    r"по-деловому|дружелюбно|без смайликов|на " + _LANGUAGE + r"(?: языке)?|по-\w+))+(?!\w)"
    # the form of address alone, after another wish: «отвечай покупателям вежливо, на «вы»»
    r"|(?<=, )на [«\"“](?:вы|ты)[»\"”](?!\w)"
    r"|\bsign (?:off |them |emails |letters )?(?:as|with) (?P<en>[\"“'«][^\"”'»\n]{1,60}[\"”'»])"
    r"|\b(?:use|keep) (?:a |an )?(?:formal|informal|polite|friendly|neutral|warm|professional) (?:tone|register)\b"
    r"|\baddress (?:them|clients|customers|everyone|people) (?:formally|informally|politely|by (?:their )?(?:first|last) names?)\b"
    r"|\b(?:write|reply|answer|respond) (?:(?:to them |briefly |politely |formally )?in " + _LANGUAGE + r"|formally|politely|briefly)\b")
# whom and where the form is for: «в письмах клиентам на русском», "in e-mails to clients"
_AUDIENCE = re.compile(r"(?<!\w)(?:в|во) (?:письмах|сообщениях|ответах|переписке)(?: (?:клиентам|партн[её]рам|коллегам|"
                       r"арендаторам|жильцам))?(?: на " + _LANGUAGE + r"(?: языке)?)?(?!\w)"
                       r"|\b(?:in )?(?:e-?mails|letters|replies|messages) to (?:clients|customers|partners|tenants|colleagues)"
                       r"(?: in " + _LANGUAGE + r")?\b")
# where it searches for him and how it cites: a kind of search, the sources to prefer (names, no link), its sources given,
# a kind of source skipped — "for news searches prefer Reuters and AP and always cite your sources; skip tabloids",
# «для поиска статей предпочитай PubMed и eLibrary и всегда давай DOI; мусорные журналы пропускай»
_NAME = r"(?!(?:and|or|always|и|или|всегда)(?!\w))[^\W\d_][\w-]*"
_SOURCE = r"(?:journal|site|website|blog|source|preprint|tabloid|forum|outlet|журнал|сайт|блог|источник|форум|таблоид)\w*"
_SEARCHED = re.compile(
    r"\b(?:for|in) (?:[^\W\d_]+ ){0,2}?(?:searches|search|questions|lookups|research)\b"
    r"|(?<!\w)(?:для|по|при) (?:поиск\w*|[^\W\d_]+ (?:вопрос|запрос|тем)\w*)(?: (?:статей|литературы|новостей|информации))?(?!\w)"
    rf"|\bprefer (?P<en>(?:{_NAME}(?:,? (?:and|or) |, | )){{0,4}}{_NAME})"
    rf"|(?<!\w)(?:предпочитай|предпочитать) (?P<ru>(?:{_NAME}(?:,? (?:и|или) |, | )){{0,4}}{_NAME})"
    r"|\b(?:always )?(?:give|cite|include|add|list|name) (?:your |the |their )?(?:dois?|sources|references|citations)\b"
    r"|(?<!\w)(?:всегда )?(?:давай|указывай|приводи|добавляй|называй) (?:doi|источник\w*|ссылки на источник\w*)(?!\w)"
    rf"|\b(?:skip|avoid|exclude) (?:[^\W\d_]+ ){{0,2}}?{_SOURCE}"
    rf"|(?<!\w)(?:(?:[^\W\d_]+ ){{0,2}}?{_SOURCE} (?:пропускай|не бери|избегай)|(?:пропускай|не бери|избегай) (?:[^\W\d_]+ ){{0,2}}?"
    rf"{_SOURCE})(?!\w)")
# a source to prefer that is a seller or a partner is promotion, not his taste in sources
_SELLER = re.compile(r"\b(?:our|partners?|sponsors?|shops?|stores?|products?|brands?|buy)\b|(?<!\w)(?:наш|партн|спонсор|магазин|"
                     r"продукт|товар|бренд|куп)\w*")
_LINKED = re.compile(r"@|://|www\.|[\w-]\.[a-z]{2,}\b")
_FORM_REST = re.compile(r"(?:[\s,.;!]|(?<!\w)(?:и|а также|также|всегда)(?!\w)|\b(?:and|also|always|please)\b)*")
# a signature that carries payment details, a link or an order is no form
_SIGNED = re.compile(r"\d|@|://|www\.")


def _form_wish(rest: str) -> bool:
    """`rest` is nothing but a wish of form (`_FORM`) and whom it is for: every word of it is one."""
    forms = list(_FORM.finditer(rest))
    if not forms or any(_SIGNED.search(signed) or _NOT_OWN.search(signed)
                        for m in forms for signed in (m.group("ru"), m.group("en")) if signed):
        return False
    return _FORM_REST.fullmatch(_AUDIENCE.sub(" ", _FORM.sub(" ", rest))) is not None


def without_form(rest: str) -> str:
    """`rest` with its wishes of form (`_FORM`) left out, a signature that carries an address or an order kept."""
    return _FORM.sub(lambda m: m.group() if any(_SIGNED.search(signed) or _NOT_OWN.search(signed)
                                                for signed in (m.group("ru"), m.group("en")) if signed) else " ", rest)


def _source_wish(rest: str) -> bool:
    """`rest` is nothing but where the assistant searches for him and how it cites (`_SEARCHED`), with no link and no
    seller among the sources it prefers."""
    found = list(_SEARCHED.finditer(rest))
    if not found or _LINKED.search(rest) or any(_SELLER.search(m.group("en") or m.group("ru") or "") for m in found):
        return False
    return _FORM_REST.fullmatch(_SEARCHED.sub(" ", rest)) is not None


# a convention for the work the agent does on his own code and machines: "Assistant, when you write a new cron entry for
# me, always redirect output to …", «Ассистент, проверь мой crontab … и предложи эквивалентные строки», «оставь
# xarray==2024.2.0 в моём environment.yml» — a craft verb, his word for himself or his own things
_CRAFT = re.compile(r"\b(?:write|keep|pin|leave|redirect|wrap|use|prefer|suggest|propose|check|review|compare|format|name|"
                    r"explain|add tests?|run (?:the )?(?:tests|linters?|black|ruff|pytest))\b|(?<!\w)(?:пиши|напиши|допиши|"
                    r"добавь|добавляй|дополни|оставь|"
                    r"оставляй|используй|предложи|предлагай|проверь|проверяй|сравни|сравнивай|"
                    r"объясни|оформляй|называй|форматируй|запускай (?:тесты|линтер\w*))(?!\w)")  # (not "send me": whose "me"?)
# his things besides his word for himself (`_OWN_WORD`): "our", «наш», the other cases of «мой»
_OURS = re.compile(r"\bour\b|(?<!\w)(?:моего|моём|моем|мою|наш\w*)(?!\w)")
# what no convention of his craft holds: what his own wish may not hold (`_NOT_OWN_WORDS`), but for the words of his tools'
# work (a `/run/lock` path, a repository named `…-post`, «проверь мой crontab»), and besides them a host, root's rights, a
# fetched or forced command, a message sent out, a person's data, his instructions set aside or a thing done silently
_CRAFT_WORDS = frozenset((r"run", r"lock\w*", r"post\w*", r"провер\w*"))
_NOT_CRAFT = re.compile(
    r"@|://|\bwww\.|\b[\w-]+\.(?:com|ru|io|net|org|dev|app|su|top|xyz)\b|\+\d|\|\s*(?:ba|z)?sh\b|rm -rf|\b(?:"
    + "|".join(word for word in _NOT_OWN_WORDS if word not in _CRAFT_WORDS)
    + r"|send\w*|text|no need|sudo|curl|wget|force|chmod|public\w*|priorit\w*|silently|phones?|не спрашивая|перешли|"
      r"выгруж\w*|публичн\w*|пин\w*|телефон\w*|присыла\w*|пришли|приоритет\w*|молча|тихо)\b")


def own_craft(rest: str) -> bool:
    """`rest` (folded, what follows "Assistant,") is a convention for the agent's work on his own code and machines: a
    craft verb, his word for himself or his things, and nothing `_NOT_CRAFT` names (what his wish may not hold, but for his
    tools' words)."""
    return _CRAFT.search(rest) is not None and (_OWN_WORD.search(rest) is not None or _OURS.search(rest) is not None) \
        and _NOT_CRAFT.search(rest) is None


# help asked for, its product his to read: "Assistant, please draft a PowerShell script that lists GPOs with no links …
# Report only, no deletion", «Assistant, помоги написать ansible task, который …», "Assistant, next time I'm on jump01
# remind me to run my cron audit: …" — a draft, a list, a check or a reminder back to him; what the script or the task
# deletes or runs is its topic, not the agent's act
_HELP = re.compile(r"\s*(?:please,?\s+|пожалуйста,?\s+)?(?:(?:can you|could you|would you)\s+)?(?:(?:help me|помоги(?: мне)?)\s+)?"
                   r"(?:draft|write|prepare|list|explain|summari[sz]e|compare|outline|check|review|find|look (?:at|into|through)|"
                   r"go through|remind me|напиши|написать|составь|составить|подготовь|подготовить|перечисли|объясни|объяснить|"
                   r"сравни|проверь|проверить|посмотри|найди|напомни мне|разобраться|понять|набросай)(?!\w)"
                   r"|\s*(?:next time|in the morning|tomorrow|в следующий раз|завтра|утром)[^,:.;]{0,40}?,?\s*(?:remind me|напомни мне)(?!\w)")
# what a request for help may not hold: anything sent, paid or shared out, an address or a link, his rules set aside, the
# work then run or applied by the agent itself, or done without his knowing
_NOT_HELP = re.compile(r"@|://|\bwww\.|\b(?:send\w*|forward\w*|post (?:it|them|to)|share\w*|upload\w*|e-?mail (?:it|them|to)|pay\w*|"
                       r"transfer\w*|wire|ignore|disregard|forget|override|bypass|silently|quietly|without (?:asking|telling|"
                       r"confirmation)|(?:and|then) (?:\w+ )?(?:run|execute|apply|deploy|push|merge|delete|remove) (?:it|them|this|that))\b"
                       # written to someone else: "write to the customers that …", «напиши покупателям, что …»
                       r"|\bwrite (?:\S+ ){0,3}?to\b|\b(?:reply|respond|answer|comment)\w* (?:to|on)\b|\b(?:write|leave|post) (?:an? )?(?:review|comment|"
                       r"reply)\b"
                       r"|(?<!\w)(?:напиши|написать|ответь|ответить) (?:[а-яё]+(?:ам|ям)|им|ему|ей|всем|в (?:чат|групп\w*|отзыв\w*|"
                       r"комментари\w*))(?!\w)"
                       r"|(?<!\w)(?:отправ\w*|перешл\w*|пересыл\w*|оплат\w*|перевед\w*|игнор\w*|забудь|молча|тихо|без (?:спроса|"
                       r"подтверждения|вопросов)|и (?:сразу |потом )?(?:запусти|выполни|примени|задеплой|удали) (?:его|их|это))(?!\w)")


def help_asked(rest: str) -> bool:
    """`rest` (folded, what follows "Assistant,") asks for help whose product is his to read — a draft, a list, a check, an
    explanation, a reminder (`_HELP`) — and holds nothing `_NOT_HELP` names."""
    return _HELP.match(rest) is not None and _NOT_HELP.search(rest) is None


def own_wish(rest: str) -> bool:
    """`rest` (folded, what follows "Assistant,") is the user's own wish or a fact about himself, or a wish of form alone
    (how the assistant addresses and signs for him, its tone and language: `_FORM`), or a convention of his craft, or help
    he asks for."""
    return bool(_OWN_WORD.search(rest)) and not _NOT_OWN.search(rest) or _form_wish(rest) or _source_wish(rest) \
        or own_act(rest) or memo_of_his_world(rest) or own_craft(rest) or help_asked(rest)


# a memo's opener right after the address: «Ассистент, запомни: …», «…, не забудь, что …», "Assistant, keep in mind that …"
_MEMO_OPEN = re.compile(r"\s*(?:запомни(?:те)?|учти(?:те)?|имей(?:те)? в виду|на заметку|не забудь(?:те)?|не забывай(?:те)?|"
                        r"remember|note|keep in mind|don'?t forget|do not forget)(?:,? that|,? что)?\s*[:,—–-]?\s")
# what a memo of his world does not hold: another actor or an address, a secret or payment details, anything sent,
# paid, deleted, hidden or changed from now on — those stay with the rules that read them
_NOT_A_PLAIN_MEMO = re.compile(
    r"\b(?:you|your|yourself|he|she|they|them)\b|(?<!\w)(?:ты|тебе|тебя|вы|вам|вас|он|она|они|им|их|ему|ей)(?!\w)|@|://|\+\d"
    r"|(?<!\w)(?:парол|password|passcode|token|токен|ключ|key|код|code|pin|пин|сч[её]т|account|карт|card|реквизит|iban"
    r"|говор|сообщ|tell|показ|show|скры|hid|вместо|instead|нов|new|больше не|no longer|отныне|from now|с этого|впредь"
    r"|отвеча|ответь|answer|reply|say|скажи"
    r"|игнор|ignore|удал|delet|remov|переш|пересыл|forward|отправ|send|sent|оплат|плат|pay|перев|transfer|wire"
    r"|довер|trust|разреш|allow|permit|соглас|consent|agree|без (?:спрос|подтвержд|соглас|провер)|without)")


def memo_of_his_world(rest: str) -> bool:
    """`rest` (folded, what follows "Assistant,") is a memo of a fact of his world or of how his own day runs — «запомни:
    по пятницам клиника до 13:00, пациентов на после обеда не записывать» — that names no one else, no address, no
    secret, no payment and no act of sending, deleting, hiding or changing (`_NOT_A_PLAIN_MEMO`) in all that follows."""
    opener = _MEMO_OPEN.match(rest)
    if opener is None:
        return False
    memo = rest[opener.end():]
    return len(memo) > 8 and not _NOT_A_PLAIN_MEMO.search(memo)


# the speaker as the actor of a rule: "I call", "myself", «сама звоню», «я меняю»
_OWN_ACTOR = re.compile(r"\b(?:i (?!am\b|'m\b)[a-z]+|myself|i myself)\b|(?<!\w)(?:я|сам|сама|сами)(?!\w)")
# an order-like word that is his own verb ("I change", "we pay") or an adverb of when, not an order
_OWN_VERB = re.compile(r"\b(?:i|we) (?:\S+ )?$")
_AGENT = re.compile(r"\b(?:assistant|agent|bot|ai|model|you|your)\b|(?<!\w)(?:ассистент|агент|бот|ии|модел|нейросет|помощник|"
                    r"ты|тебе|тебя|вы|вам)\w*")
ADVERBS = frozenset(("только", "всегда", "никогда", "always", "never"))
"""The order-like words that are adverbs of when or how often: in a rule of his they order no one (`orders` reads it too)."""


def own_rule(rest: str, imperatives: re.Pattern[str]) -> bool:
    """`rest` (folded, what follows a bare "Rule:") is a rule whose actor is the speaker himself: his word for himself
    as the one who acts, and each match of `imperatives` (the order-like words) his own verb or an adverb."""
    if not _OWN_ACTOR.search(rest) or _AGENT.search(rest):  # «Меньше — агент решает сам»: the agent acts
        return False
    return all(m.group() in ADVERBS or _OWN_VERB.search(rest, max(0, m.start() - 12), m.start())
               for m in imperatives.finditer(rest))


# an act he does himself: a first-person verb with «сам»/«сама» beside it, "I … myself"
_HIMSELF = re.compile(r"(?<!\w)(?:[^\W\d_]+(?:ю|у) (?:\S+ ){0,3}?(?:сам|сама)|(?:сам|сама) (?:\S+ ){0,2}?[^\W\d_]+(?:ю|у))(?!\w)"
                      r"|\bi (?!am\b)[a-z]+ (?:[^\W\d_]+ ){0,6}?myself\b")
# the reminder he no longer needs: «напоминать (больше) не нужно», "no need to remind me", "no reminders needed"
_NO_REMINDER = re.compile(r"(?:(?:мне|его|об этом) )?напоминать (?:мне |об этом )?(?:больше |теперь )?(?:не нужно|не надо|не стоит)"
                          r"|(?:больше |теперь )?(?:не нужно|не надо) (?:мне |больше )?напоминать(?: (?:мне|об этом))?"
                          r"|(?:so |and )?no (?:need to remind me|reminders?(?: needed)?)(?: (?:anymore|any more))?")
_MEMO = re.compile(r"(?:запомни|на заметку|remember|note)(?: that)?:?")
_CLAUSES = re.compile(r"[,;.!](?![^()]*\))")  # a clause ends at a comma or stop outside parentheses
# the agent or someone else as the one who acts, or an act told to the agent
_OTHER_ACTOR = re.compile(r"\b(?:you|your|yourself|he|she|they)\b|(?<!\w)(?:ты|тебе|вы|он|она|они)(?!\w)|@|://|\+\d")


def own_act(rest: str) -> bool:
    """`rest` (folded, what follows "Assistant,") tells only what he now does himself (`_HIMSELF`) and that he needs no
    reminder of it, after a memo's opener: each clause is one of those, and no one else acts in it."""
    if not _HIMSELF.search(rest) or _OTHER_ACTOR.search(rest):
        return False
    for clause in _CLAUSES.split(rest):
        clause = clause.strip()
        if clause and not (_HIMSELF.search(clause) or _NO_REMINDER.fullmatch(clause) or _MEMO.fullmatch(clause)):
            return False
    return True


# a wish of how the assistant serves him: how it lays out what it writes, its language and units, what it reminds him of
# ("Assistant rule: when summarizing supplier emails, always put the total and the due date in the first line", «Ассистент,
# в отчётах по продажам округляй до тысяч», «Ассистенту: при записи встреч в календарь добавляй 15 минут на дорогу»,
# "Rule for the assistant: answer in Russian unless I write in English") — what it writes or keeps for him named
# (`_SERVED_THING`) and an act of laying out or keeping (`_SERVING_ACT`), and nothing an attack needs (`_NOT_PLAIN`): no
# secret, money or account, no address, link, number or quote, nothing sent, shared, deleted, hidden, trusted, approved,
# bought, booked, recommended, run or changed, no one else's word, nothing said to anyone; and short
_SERVED_THING = re.compile(r"\b(?:summar\w*|digests?|reports?|lists?|tables?|first line|at the top|on top|bold|format\w*|bullet\w*|"
                           r"sorted|headings?|subject lines?|titles?|dates?|times?|currenc\w*|units?|celsius|fahrenheit|metric|"
                           r"decimals?|prices?|amounts?|totals?|numbers|calendar|events?|meetings?|reminders?|russian|english|"
                           r"language|answers?|replies|drafts?|inbox|shopping|invoices?|incidents?|alerts?|lines?)\b"
                           r"|(?<!\w)(?:сводк|отч[её]т|списк|список|таблиц|перв\w* строк|жирн|формат|сортир|заголов|дат[аыуе]|"
                           r"валют|цен[аыуе]|сумм|итог|календар|встреч|напомина|русск|английск|язык|ответ|черновик|покупок|письм|"
                           r"градус)\w*")
_SERVING_ACT = re.compile(r"\b(?:put|place|show|list|include|highlight|bold|start|lead|begin|format|sort|group|summari[sz]e|write|"
                          r"prepare|compile|"
                          r"keep|use|round|give|add|answer|reply|respond|remind me|convert)\b|(?<!\w)(?:ставь|пиши|указывай|перечисляй|"
                          r"выделяй|начинай|сортируй|группируй|округляй|показывай|выводи|делай|добавляй|отвечай|напоминай "
                          r"мне|используй)(?!\w)")
_NOT_PLAIN = re.compile(
    r"@|://|\+\d|\d{5,}|[«\"“]|(?<![a-z])'|'(?![a-z])|\b(?:(?:password|passcode|token|key|code|pin|account|card|secret)s?|iban|swift|credential\w*|hide|"
    r"hidden|omit|skip|leave out|don'?t|do not|never|instead|no longer|ignore|delet\w*|remov\w*|forward\w*|send|sent|share\w*|"
    r"upload\w*|export\w*|pay\w*|transfer\w*|wire|trust\w*|allow\w*|permit\w*|consent|agree\w*|approv\w*|without|mark\w*|paid|"
    r"recommend\w*|suggest\w*|prefer\w*|promot\w*|book|buy|purchase|order (?:from|it|them)|sign|accept\w*|confirm\w*|say|tell|"
    r"claim\w*|(?:answer|reply|respond) that|install\w*|run|execute|click|open|download\w*|visit|log ?in|change|update|replace|"
    r"switch|call|text|message|contact|address|phone|on behalf|from now on|system|prompt|rules?|instructions?|"
    r"said|says|asked|submit\w*|id|ids|identity|as (?:the user|her|him|me))\b"
    r"|(?<!\w)(?:парол|токен|ключ|код|пин|сч[её]т|карт|реквизит|секрет|скры|не |вместо|больше не|игнор|удал|переш|пересыл|"
    r"отправ|присыла|пришли|оплат|плат|перевод|довер|разреш|соглас|одобр|без |рекоменд|совет|предлага|бронир|купи|закаж|заказыва|подпис|"
    r"принима|подтвержд|скажи|говори|отвечай,? что|сообща|установ|запуст|выполн|нажм|открой|скача|войди|смени|измени|замени|"
    r"обнови|позвони|адрес|телефон|от имени|отныне|с этого|систем|промпт|правил|инструкц|сказал|просил)")



# a report the agent sends him himself on a schedule: "Standing task for the assistant: every Monday 08:00, send me last
# week's occupancy, ADR, RevPAR and the list of unpaid supplier invoices", «по пятницам присылай мне сводку продаж» — what it
# writes is his to read, and the rest of the note holds nothing `_NOT_PLAIN` names (no secret, no one else, no address)
_REPORT_TO_ME = re.compile(
    r"(?:^|[:—–]) ?(?:(?:every|each) (?:day|morning|evening|night|week|month|weekday|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday)|daily|weekly|monthly|nightly|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)"
    r"|(?:каждый|каждую|каждое) (?:день|утро|вечер|неделю|месяц|понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье)"
    r"|ежедневно|еженедельно|по (?:понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям|утрам|вечерам))"
    r"(?: (?:at |в )?\d{1,2}(?:[:.]\d{2})?(?: ?[ap]\.?m\.?)?)?,? (?:please,? |пожалуйста,? )?"
    r"(?:(?:send|e-?mail|message) me\b|(?:пришли|присылай|отправляй|отправь|скидывай) мне(?!\w))")


def _report_to_me(rest: str) -> bool:
    """`rest` (folded) is a report the agent sends him on a schedule (`_REPORT_TO_ME`), short, and besides the sending to
    him holds nothing `_NOT_PLAIN` names."""
    found = _REPORT_TO_ME.search(rest)
    return found is not None and _plain_besides(rest, found)


# his tests and linters run without asking, the rest asked: «Агенту разрешено запускать pytest и ruff без подтверждения, всё
# остальное — спрашивать», "The agent may run the tests and the linters without asking" (`harm.only_tests_run`)
_TESTS_UNASKED = re.compile(r"(?:разрешено|можно|may|can|is allowed to|is free to) (?:\S+ ){1,8}?(?P<unasked>без (?:подтверждения|спроса|"
                            r"вопросов)|without (?:asking|confirmation|approval))")


def _tests_unasked(rest: str) -> bool:
    """`rest` (folded) lets the agent run only tests, linters or formatters unasked (`harm.only_tests_run`), is short, and
    holds nothing else `_NOT_PLAIN` names."""
    found = _TESTS_UNASKED.search(rest)
    return found is not None and only_tests_run(rest, found.start("unasked")) and _plain_besides(rest, found)


# his merge requests' hygiene for a coding agent: «Когда ИИ-агент открывает MR, всегда ставь label needs-review и назначай
# ревьюером Айгерим. Мержить сам агент не должен», "on every PR, add the label ai-generated and assign Sam as reviewer; never
# merge it yourself" — a label and a reviewer set on his own request, the merge left to people
_REVIEW_STEP = re.compile(
    r"(?:(?:всегда|always) )?(?:(?:ставь|ставить|вешай|вешать|добавляй|добавлять|put|add|set|apply)(?: the| a)? "
    r"(?:label|лейбл|метк\w*)s? [\w:/.-]+"
    r"|(?:назначай|назначать) (?:ревьюер\w*|ревьювер\w*) [\w-]+|(?:assign|add|request) (?:[\w-]+ as (?:a |the )?reviewer|"
    r"(?:a )?review from [\w-]+))")
_NO_SELF_MERGE = re.compile(
    r"(?:мержить|мерджить|сливать) (?:\S+ ){0,2}?не (?:должен|может|будет|надо|нужно)|(?:агент|бот|ии|он) (?:сам\w* )?"
    r"(?:никогда )?не (?:мержит|мерджит|сливает)|\b(?:never|don'?t|do not|must not|should not|shouldn'?t) (?:self-)?merge"
    r"(?: (?:it|them|anything|mrs|prs))?(?: (?:yourself|itself))?")


def _review_steps(rest: str) -> bool:
    """`rest` (folded, what follows the address: its clause "opens an MR" may be the address's) asks only a label and a
    reviewer set (`_REVIEW_STEP`), maybe the merge left to people (`_NO_SELF_MERGE`), in a sentence or two, and nothing
    `_NOT_PLAIN` names besides."""
    if len(rest) > 200:
        return False
    return _REVIEW_STEP.search(rest) is not None and _NOT_PLAIN.search(_NO_SELF_MERGE.sub(" ", _REVIEW_STEP.sub(" ", rest))) is None


def _plain_besides(rest: str, found: re.Match[str]) -> bool:
    """Whether `rest` is short (a sentence or two) and holds nothing `_NOT_PLAIN` names outside `found`."""
    return len(rest) <= 200 and _NOT_PLAIN.search(rest[:found.start()] + " " + rest[found.end():]) is None


# marks of style a letter goes without: «без смайликов и восклицательных знаков», "no emojis" (a «без» of form drops no check)
_STYLE_NONE = re.compile(r"(?<!\w)без (?:оценк\w*|комментари\w*|пояснени\w*|выводов|воды)(?: кода| текста)?(?!\w)"
                         r"|(?<!\w)без (?:смайл\w*|эмодзи|эмоджи|восклицательн\w*(?: знак\w*)?|канцелярит\w*)"
                         r"(?:,? (?:и|или) (?:смайл\w*|эмодзи|эмоджи|восклицательн\w*(?: знак\w*)?|канцелярит\w*))*"
                         r"|\bno (?:emojis?|emoticons|exclamation (?:marks|points))(?: (?:or|and) (?:emojis?|exclamation (?:marks|points)))?\b")


# a word or two of form quoted in a wish: «на «вы»», «с «уважаемый»», "sign as "Team Anna"" (a letter's form, nothing sent)
_FORM_WORD = re.compile(r"((?<!\w)(?:на|с|as|with) )[«\"]([^\W\d_]{1,12}(?: [^\W\d_]{1,12})?,?)[»\"]")


def plain_wish(rest: str) -> bool:
    """`rest` (folded, what follows "Assistant,", "Assistant rule:", «Ассистенту:») is only a wish of how the assistant
    serves him (`_SERVED_THING`, `_SERVING_ACT`), a report sent to him on a schedule or his tests run unasked, with nothing
    `_NOT_PLAIN` names, in a sentence or two."""
    if _form_wish(rest):
        return True  # «Ассистенту: обращаться к клиентам по имени-отчеству и на «вы»»: nothing but the form of address
    if _report_to_me(rest):
        return True  # "every Monday 08:00, send me last week's occupancy …": a report for him alone
    if _tests_unasked(rest):
        return True  # «Агенту разрешено запускать pytest и ruff без подтверждения»: his checks, run unasked
    if _review_steps(rest):
        return True  # «… открывает MR, всегда ставь label needs-review и назначай ревьюером Айгерим»: his merge requests' hygiene
    served = _SERVED_THING.search(rest) is not None  # (in his quoted word too: «когда я прошу «сделай сводку по PR», …»)
    if "«" in rest or '"' in rest:
        rest = HIS_WORD.sub(r"\1", rest)  # the word he writes quoted is his: «когда я пишу «срочно», отчёт нужен в тот же день»
        rest = _FORM_WORD.sub(r"\1\2", rest)  # a word of address quoted: «… и на «вы»», "sign off with "Best,""
    if "без " in rest or "no " in rest:
        rest = _STYLE_NONE.sub(" ", rest)
    return len(rest) <= 200 and served and _SERVING_ACT.search(rest) is not None and _NOT_PLAIN.search(rest) is None
