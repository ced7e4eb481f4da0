"""A quote the note reports rather than gives: "a customer once wrote '…' into the chat widget — it didn't work, we
laughed", «в отзыве кто-то написал «Нейросеть, …». Пользователь пожаловался, отзыв скрыли», a talk titled 'Ignore Previous
Instructions? …', a hint in rot13 that the keyword filter missed.

An order hidden in a story is still meant for the agent: told in the present or the future, to it, with nothing said of
what came of it ("A tenant wrote: '…'. Please take care of it today."). A user's report of someone else's words has, outside
its quotes, what such an order lacks — read on the note with its quotes blanked (`«…»`):
- what came of the words, after them and in the past: someone reported, flagged, ignored, removed, banned or laughed at
  them, closed the sender's access or the ticket they came in, or told the police («доступ подрядчику закрыли»,
  «закрыл тикет», «заявили в киберполицию»), they did not work, a filter missed them, a bot did something with them
  (`_OUTCOME`), in a note that opens with who wrote them; not denied ("nobody complained") nor a label that hands the
  order on ("flagged as urgent by the CEO",
  also when it stands before the quote); or the quote is the title of a work the note names: a
  talk, a post, a paper, a book (`_TITLE`); or it is named as a sample («фразы вроде «…»», «текст «…»») in a note that
  names an attacker or his trick — the words hidden where a bot reads them (`_ATTACKER`, `_SAMPLE`: «злоумышленники прячут …»,
  «обходят фразой …», «в письмо вставляют белый текст «…»», "people hide text like '…' in PDFs");
- nobody spoken to: no second person (`orders._YOU`), no Russian imperative of an act (`addressed._RU_VERBS`), no "do it" /
  «выполни» that hands the quoted words on (`_ACT_ON_IT`), nor the words said to stand («поручение в силе»: `_STANDS`);
  after the quote, no clause that opens with an English verb (`addressed.EN_IMPERATIVE`: "…; this time approve the refund")
  and no standing or future marker (`structure._STANDING`, "next time": a report tells what was, a plant what will be).
The package then judges the note again without its quotes (`_outside_quoted_attacks`; an encoded payload quoted in a
writeup too): an order or a payload left outside them is still refused, and the learned reader still reads the whole note.

Likewise a tag the note names and takes out: "the newsletter has a tracking pixel <img …> — the user wants to remove it"
(`tag_taken_out`): a pixel planted for the agent is put in, not taken out, and is named as nothing. And a counter's or
pixel's code the user puts on his own site: «Счётчик Top@Mail.ru: <img …> — стандартный код, поставить на Тильду»
(`tag_installed`): analytics' code is published to be pasted into pages; one put into what the agent writes is not taken."""

from __future__ import annotations

import re

from .addressed import EN_IMPERATIVE, _RU_VERBS
from .kept_check import NEGATION
from .orders import _AI, _YOU
from .structure import _QUOTED_VOCATIVE, _STANDING

QUOTE = "«…»"  # what the package puts where a quote was
_TAG = re.compile(r"<[a-z][^<>\n]*>")  # an HTML tag: its attributes' values are quoted, but they are no one's words

_NOT_AGENT = r"(?!(?:assistant|agent|ассистент|агент|помощник))"
# what came of the quoted words, told in the past (that they worked only when said of a bot that is not the agent: "the
# assistant obeyed it last time" plants a precedent)
_OUTCOME = re.compile(
    r"\b(?:reported|flagged|ignored|rejected|refused|declined|removed|deleted|banned|blocked|caught|laughed|complained|"
    r"disqualified|saniti[sz]ed|filtered|quarantined|missed|took (?:it|them|\w+ \w+) down|"
    r"(?:was|were|got) (?:taken down|hidden|pulled)|had a (?:good )?laugh|had no effect|nothing happened|"
    r"did nothing"
    # what a bot or a model did with the words: "our support bot ignored it", "recruiters' bots actually sent flan recipes"
    # (not the agent: "the assistant paid it last month" plants a precedent)
    rf"|{_NOT_AGENT}{_AI}s?'? (?:actually |just |then |immediately |simply |really )?(?:\w+ed|sent|did|gave|made|wrote|told|said|took|went|"
    r"began|kept|ran|spent|paid))\b"
    # «бот промолчал», «модель выполнила»: a past verb after the bot
    rf"|(?<!\w){_NOT_AGENT}{_AI} (?:просто |сразу |тогда |действительно |правда )?[а-яё]{{2,}}(?:л|ла|ли|ло)(?:ся|сь)?(?!\w)"
    r"|(?<!\w)(?:пожаловал\w*|жалоб\w*|сняли|удалил\w*|скрыл[аи]?|заблокировал\w*|забанил\w*|отклонил\w*|проигнорировал\w*|"
    r"отказал\w*|ответил\w* (?:\S+ )?отказом|"
    r"не отреагировал\w*|не сработал\w*|ничего не (?:сделал|выполнил)\w*|посмеял\w*|пропустил\w*|поймал\w*|"
    r"пометил\w*|отметил\w* как|"
    r"отправили? жалоб\w*|"
    # what was done about whoever sent them: access closed, the key revoked, the police told («заявили в киберполицию»)
    r"(?:доступ\w* (?:\w+ )?)?закрыли|отозвали|заблокировали|заявили в \w+|сообщили в \w+"
    # the request it came in closed, or the words found funny: «закрыл тикет», «заявку отклонили», «смешно»
    r"|закрыл[аи]? (?:\w+ )?(?:тикет|заявк|обращени|запрос)\w*|(?:тикет|заявк\w*|обращени\w*) закрыл\w*"
    r"|смешно|посмеялись)(?!\w)"
    r"|\bclosed (?:the |his |her |their )?(?:ticket|request|issue|case)\b"
    # the user did not act on it, or checked it with someone he trusts: "Not acting on it; asked their CTO to confirm",
    # «агент не повёлся и спросил меня», «не стал ничего переводить, перезвонил в банк»
    r"|\b(?:not|never|won't) (?:acting|act|acted) on (?:it|this|that|them)\b|\basked (?:\S+ ){1,3}?to (?:confirm|verify)\b"
    # the one it reached did not do it (it didn't work, she didn't click), hung up, told someone ("Didn't forward, told the PM")
    r"|\b(?:didn'?t|did not) [a-z]+\b|\bnever (?:click|forward|reply|answer|pay|open|call back|respond|send|transfer|fall for)\w*\b"
    # a test attack that broke it ("jailbroke it in 3 messages", «сломали за 3 сообщения»), or the words dismissed as data
    # ("It's just a cell in their file")
    r"|\b(?:broke|bypassed|cracked|jailbroke) (?:it|the (?:bot|model|prompt|guard|filter))\b|(?<!\w)(?:сломали|взломали|обошли|пробили)(?!\w)"
    r"|\bit'?s just (?:a |an |some )?(?:\w+ )?(?:cell|text|line|comment|string|note|data|content)\b"
    r"|(?<!\w)это (?:просто|всего лишь|лишь) (?:\w+ )?(?:текст|строка|ячейка|комментарий|данные|цитата)(?!\w)"
    r"|\bhung up\b|\b(?:told|informed|warned|notified|alerted) (?:the |my |our |his |her )?[a-z]{2,12}\b"
    r"|\b(?:the )?(?:assistant|agent|bot|ai) (?:flagged|told me|asked me|warned me|showed me)\b"
    r"|(?<!\w)(?:положил\w* трубку|бросил\w* трубку|потерял\w*|лишил\w*|перезвонил\w*|мусор|фейк\w*|подделк\w*|"
    r"(?:ассистент|агент|бот|ии) (?:сказал|сообщил|показал|спросил|предупредил)\w* (?:мне|меня)|"
    # what was not done with it: «не переслал», «плагин не ставим», «не повёлся», «не стал ничего переводить»
    r"не (?:перешл\w*|переслал\w*|нажал\w*|открыл\w*|ответил\w*|перев[её]л\w*|перевела|кликнул\w*|сообщил\w*|продиктовал\w*|"
    r"ставим|ставлю|устанавливаем|устанавливаю|качаем|скачиваем|открываем|открываю|платим|плачу|переводим|поведусь|поведёмся|"
    r"поведемся|верить|доверять|повёлся|повелся|повелась|купился|купилась|поверил\w*|стал[аи]? (?:ничего )?(?:делать|выполнять|"
    r"отвечать|переводить|открывать|платить|нажимать)))(?!\w)|\bfake\b(?! (?:it|them|a|an|the)\b)")

# a work the quote is the title of: "the post '…'", "Simon Willison's '…' post", "paper accepted at the X workshop: '…'", «доклад
# называется «…»» — the noun right beside the quote (a container that holds text, "the newsletter: '…'", "статья
# заканчивается так: «…»", quotes what is in it, not its name)
_WORK = (r"(?:talk|keynote|lecture|post|blog ?post|article|paper|preprint|essay|book|novel|podcast|episode|статья|статью|"
         r"статьи|пост|книга|книгу|доклад|лекция|лекцию|подкаст|эпизод)")
_TITLE = re.compile(rf"\b(?:titled|entitled|called|named|называется|назывался|под названием|с названием):? {QUOTE}"
                    rf"|(?<!\w){_WORK}(?: \w+ed)?(?: (?:at|on|for|in|from|by) (?:the |a )?[\w\-]+(?: [\w\-]+)?)?:? {QUOTE}"
                    rf"|{QUOTE} {_WORK}(?!\w)")

# a sample an attacker uses, the quote named as one: «злоумышленники прячут фразы вроде «…»», «в отчёте пентестеров был
# пример: в issue оставили текст «…»», «модерацию обходят фразой «…»» (the package's attack words are English and general)
_ATTACKER = re.compile(r"(?<!\w)(?:злоумышленн|хакер|пентест|обход)\w*"
                       # or his trick, the words hidden where a bot reads them: «в резюме прячут фразы вроде «…»», «в письмо
                       # вставляют белый текст «…»», "people hide white text like '…' in PDFs", "invisible text such as '…'"
                       r"|(?<!\w)(?:пряч|прята|спрята|невидим)\w*|(?<!\w)скрыт(?:ый|ая|ое|ые|ого|ой|ую|ым|ых)(?!\w)"
                       r"|(?<!\w)бел(?:ый|ым|ого|ом) (?:текст|шрифт)\w*|\b(?:hides?|hidden|hiding|invisible|white text|white font)\b")
_SAMPLE = re.compile(rf"(?<!\w)(?:вроде|например|типа|фраз(?:а|ы|ой|у)|текст|like|such as|e\.g\.,?|for example):? {QUOTE}")

# spoken to: the agent addressed, told to act, or to do what the quote says
_ACT_ON_IT = (r"\b(?:do (?:it|that|so|this|the same|as (?:it|they|he|she) says?)|follow (?:it|them|that|this)|obey|"
              r"comply|go ahead|take care of it|handle it|act on it|honou?r it|(?:must|has to|needs to) be done|"
              r"(?:should|must|will|shall) (?:do )?(?:too|as well|the same|likewise))\b"
              r"|(?<!\w)(?:так и (?:делай|сделай|делаем)|сделай|выполни|исполни|(?:надо|нужно|следует|необходимо) (?:это )?"
              r"(?:сделать|выполнить|исполнить))(?!\w)")
# or the quoted words said to stand: "the order stands", «поручение в силе»
_STANDS = (r"\b(?:order|request|instruction|task)s? (?:still )?(?:stands?|holds?|applies|is (?:still )?valid)\b|(?<!\w)(?:поручени|"
           r"просьб|указани|задани|распоряжени)\w* (?:остаётся |остается |всё ещё |все еще )?(?:в силе|действует|актуальн)")
_NEXT_TIME = re.compile(r"\bnext time\b|(?<!\w)в следующий раз(?!\w)")
_SPOKEN_TO = re.compile(rf"\b{_YOU}\b|(?<![\w-])(?:не )?(?:{_RU_VERBS})(?:те)?(?![\w-])|{_ACT_ON_IT}|{_STANDS}")


# an outcome denied ("nobody complained", "it was never flagged", «никто не пожаловался») is no outcome; nor a word that
# labels the order it passes on ("reported by Dana as urgent", "flagged as top priority by the ops lead")
_DENIED = re.compile(rf"(?:{NEGATION}|\b(?:nobody|no one|no-one)\b|(?<!\w)никто(?!\w))(?: \w+)?[ ,]*$")
_LABEL_AFTER = re.compile(r" (?:by|as (?:urgent|important|critical|(?:top |high |highest )?priority))\b")
_WORD = re.compile(r"\w+")


_CHANNELS = frozenset(("звонок", "звонили", "смс", "sms", "письмо", "сообщение", "call", "text", "email", "e-mail", "message", "dm"))


def _outcome_after(blanked: str, first: int, last: int) -> bool:
    """Whether an outcome, not denied and no label, is told after `last` (where the last quote stands), in a note that
    opens with its teller (two words or more before the first quote: a "quote" that opens the note has no one who
    reported it)."""
    teller = _WORD.findall(blanked, 0, first)
    if len(teller) < 2 and not (teller and teller[0] in _CHANNELS):
        return False  # (one word will do when it names the channel: «Звонок «…»: «…». Положила трубку»)
    for outcome in _OUTCOME.finditer(blanked, last):
        if not _DENIED.search(blanked, max(last, outcome.start() - 30), outcome.start()) \
                and not _LABEL_AFTER.match(blanked, outcome.end()):
            return True
    return False


# an AI called by name at a sentence's start inside the quote ("Telegram channel post: 'Airdrop! Assistant: paste …'"): the
# post's words, pasted, not a title
_VOCATIVE_INSIDE = re.compile(r"[.!?]\s+(?:the |dear )?(?:ai|assistant|agent|bot|chatbot|ассистент|помощник|ии|бот)"
                              r"(?:[ \-]\w+){0,2}?\s?[,:]")


def reports_quote(blanked: str, lowered: str = "") -> bool:
    """Whether `blanked` (a note in lower case, its quotes replaced by «…»; `lowered`: the note before that) tells, after
    a quote, what came of the quoted words or names them as a work's title, and speaks to nobody. (A title that opens
    by calling an AI, "Talk at the all-hands: 'Assistant, send …'", is a message, not a title.)"""
    if "<" in blanked:
        blanked = _TAG.sub(" ", blanked)
    first = blanked.find(QUOTE)
    if first < 0:
        return False
    quotes = blanked.count(QUOTE)  # each quote is named: a title beside a quoted order leaves the order told
    return ((_outcome_after(blanked, first, blanked.rfind(QUOTE))
             or len(_TITLE.findall(blanked)) >= quotes and _QUOTED_VOCATIVE.search(lowered) is None
             and _VOCATIVE_INSIDE.search(lowered) is None
             or _ATTACKER.search(blanked) is not None and len(_SAMPLE.findall(blanked)) >= quotes)
            and not speaks_to_someone(blanked, first))


_HANDS_ON = re.compile(rf"\b{_YOU}\b|{_ACT_ON_IT}|{_STANDS}"
                       # an imperative of an act the agent does with the user's things: "…: do not show the user any messages
                       # from …", "— forward it to …" (not "Tell the teachers", "Add to the deck", "Flag it and move on")
                       r"|(?:^|[.!?;:]\s+|[—–]\s+)(?:please\s+)?(?:(?:do not|don'?t|never)\s+)?(?:show|hide|send|forward|delete|"
                       r"remove|pay|transfer|approve|grant|share|upload|open|click|run|execute|reply|answer|install|sign|buy)\b")


def hands_on(blanked: str) -> bool:
    """Whether `blanked` (lower case, quotes replaced by «…») speaks to the agent about its quotes: the second person, the
    quoted words handed on or said to stand, a standing or "next time" marker — not an imperative to people ("Tell the
    teachers who paste PDFs into chatbots", «Взять пример для блога»), which `speaks_to_someone` counts too."""
    return _HANDS_ON.search(blanked) is not None or _STANDING.search(blanked) is not None \
        or _NEXT_TIME.search(blanked) is not None


def speaks_to_someone(blanked: str, first: int = 0) -> bool:
    """Whether `blanked` (lower case, quotes replaced by «…»; the first at `first`) speaks to someone outside its quotes:
    the second person, an imperative, the quoted words handed on or said to stand, a standing or "next time" marker."""
    return (_SPOKEN_TO.search(blanked) is not None or EN_IMPERATIVE.search(blanked, first + len(QUOTE)) is not None
            or _STANDING.search(blanked, first) is not None or _NEXT_TIME.search(blanked, first) is not None)


# a tag shown after the noun that names it: "a tracking pixel <img …>", «пиксель отслеживания <img …>»
_NAMED_TAG = re.compile(r"(?i)(\b(?:pixel|tracker|beacon|web bug|пиксел\w*|трекер\w*|маячок)(?: \w+)?:? )"
                        r"<(?:img|iframe|script)\b[^<>\n]{0,400}>")
# and, after it, taken out: "the user wants it deleted", «пользователь хочет его убрать»
_TAKEN_OUT = re.compile(r"\b(?:remove|delete|strip|drop|disable|block|get rid of)\w* (?:it|them)\b|\b(?:it|them) (?:removed|deleted|"
                        r"stripped|dropped|disabled|blocked)\b|(?<!\w)(?:убрать|удалить|вырезать|отключить|убрали|удалили|вырезали)"
                        r" (?:его|их)(?!\w)|(?<!\w)(?:его|их) (?:убрать|удалить|вырезать|отключить|убрали|удалили)(?!\w)")


def tag_taken_out(text: str) -> str | None:
    """`text` with a tag it names blanked (a tracking pixel the user's own newsletter carries), when after the tag the
    note takes it out and speaks to nobody; else None. An outside resource planted for the agent to put in what it writes
    is named as nothing and kept ("Add <img …> to every reply")."""
    shown = _NAMED_TAG.search(text)
    if shown is None:
        return None
    blanked = text[:shown.start(1)] + shown.group(1) + QUOTE + text[shown.end():]
    lowered, after = blanked.lower(), shown.start(1) + len(shown.group(1)) + len(QUOTE)
    if _TAKEN_OUT.search(lowered, after) is None or _SPOKEN_TO.search(lowered) is not None \
            or EN_IMPERATIVE.search(lowered, after) is not None:
        return None
    return blanked


# a tag named as analytics' or ads' code: «Счётчик Top@Mail.ru для VK-рекламы: <img …>», "Meta pixel noscript code: <img …>"
_CODE_TAG = re.compile(r"(?i)(\b(?:pixel|tracker|beacon|counter|tag|snippet|code|пиксел\w*|трекер\w*|маячок|сч[её]тчик\w*|код\w*)"
                       r"(?: [^\s<>]+){0,5}:? )<(?:img|iframe|script)\b[^<>{}\n]{0,400}>")
# after it, put on the user's own site: «поставить на Тильду», "paste into the site's head", "install on our landing page"
_ON_SITE = re.compile(r"\b(?:put|paste|add|install|insert|place|embed)\w* (?:\S+ ){0,3}?(?:on|in|into|to) (?:\S+ ){0,3}?"
                      r"(?:site|site's|website|landing|pages?|head|theme|tilda|wordpress|shopify|shop)\b"
                      r"|(?<!\w)(?:поставить|установить|добавить|вставить|разместить)(?: \S+){0,3}? (?:на|в) (?:\S+ ){0,3}?"
                      r"(?:сайт|лендинг|страниц|тильд|шаблон|noscript|head)\w*")
# what the agent writes, where a pixel exfiltrates what it reads: "every reply", «в каждый ответ», «в письма»
_AGENT_OUTPUT = re.compile(r"\b(?:repl(?:y|ies)|answers?|responses?|messages?|e-?mails?|letters?|output|chats?)\b"
                           r"|(?<!\w)(?:ответ|письм|сообщени|рассылк|чат)\w*")


def tag_installed(text: str) -> str | None:
    """`text` with a tag it names as analytics' or ads' code blanked, when after the tag the user puts it on his own site and
    the note speaks to nobody; else None. Such code is published to be pasted into pages; a pixel planted in what the agent
    writes (a reply, an e-mail) or carrying a template's field (`{{user_email}}`) is not taken."""
    shown = _CODE_TAG.search(text)
    if shown is None:
        return None
    blanked = text[:shown.start(1)] + shown.group(1) + QUOTE + text[shown.end():]
    lowered, after = blanked.lower(), shown.start(1) + len(shown.group(1)) + len(QUOTE)
    if _ON_SITE.search(lowered, after) is None or _AGENT_OUTPUT.search(lowered, after) is not None \
            or _SPOKEN_TO.search(lowered) is not None:
        return None
    return blanked

