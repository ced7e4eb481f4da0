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
# someone warned off what the quote asks: "Told D. Graça never to give codes to anyone", «Рассказала Дашке, чтобы не вздумала
# так делать», «предупредила, чтобы не …»
_WARNED_OFF_CORE = (r"\b(?:told|warned|reminded) (?:\S+ ){1,3}?(?:never|not) to\b"
                    r"|(?<!\w)(?:рассказал|показал|сказал|предупредил|напомнил)\w*(?: \S+){0,3}?,? чтобы (?:никогда )?не(?!\w)")
_WARNED_OFF = re.compile(_WARNED_OFF_CORE)


def warned_off(blanked: str) -> bool:
    """Whether `blanked` (lower case, its quotes left out) tells of someone warned not to do what was asked."""
    return _WARNED_OFF.search(blanked) is not None


# what came of the quoted words, told in the past (that they worked only when said of a bot that is not the agent: "the
# assistant obeyed it last time" plants a precedent)
_OUTCOME = re.compile(
    r"\b(?:reported|flagged|ignored|rejected|refused|declined|removed|deleted|banned|blocked|caught|laughed|complained|"
    r"disqualified|saniti[sz]ed|filtered|quarantined|missed|spotted|took (?:it|them|\w+ \w+) down|"
    r"(?:was|were|got) (?:taken down|hidden|pulled)|had a (?:good )?laugh|had no effect|nothing happen(?:ed|s)|"
    r"did nothing|(?<=[.;!»] )we (?:won'?t|will not|didn'?t|did not)(?=[.;,!])"  # (a suggestion declined: "… We won't; …")
    # (or a sentence of its own that turns it down: "LinkedIn message: '…'. Nope.", «…». Мимо.)
    r"|(?<=[.;!»] )(?:nope|nah|no way|not interested|not replying|obvious scam|нет уж|мимо|развод)(?=[.!;,]|$)"
    r"|(?:wrote|noted) (?:it|this) down|opened an? (?:issue|ticket|bug)|filed an? (?:issue|ticket|bug|report)"
    # (laughed off, or the idea dropped: "… Made me laugh. Nothing to do.", "… Decided against it — trivial to bypass")
    r"|made (?:me|us) laugh|decided against (?:it|this|that)|dropped the idea"
    # (the reply he plans, in a sentence of its own: «Пациент в чате: «…». Ответить, что переписку удаляют модераторы …»)
    # (in English only the reply made: "Reply that way" tells the reader)
    r"|(?<=[.;!»] )(?:ответить|ответим|ответил[аи]?|replied|answered)(?: (?:ему|ей|им|пациент\w*|клиент\w*|him|her|them))?,? "
    r"(?:что|that)\b(?! (?:вс[её] )?(?:уже )?(?:сделано|готово|выполнено|отправлено|переслано|удалено)| (?:it'?s |it is |all |it was )?"
    r"(?:done|sent|deleted|forwarded))"  # (not a reply that it was done, which plants the act)
    # (a contract's clause that the lawyers cleared: «…». Юрист одобрил формулировку)
    r"|(?:lawyers?|legal|counsel|юрист\w*) (?:\S+ )?(?:approved|signed off|cleared|одобрил\w*|согласовал\w*)"
    r"|\b(?:filed|opened|raised|logged) (?:[a-z]{2,10}-\d+|#\d+)\b"  # (a ticket by its key: "Filed TRVL-2533 to sanitise …")
    r"|(?:tools?|ones?|models?|agents?) (?:just )?asked what to do"
    # what a bot or a model did with the words: "our support bot ignored it", "recruiters' bots actually sent flan recipes"
    # (not the agent: "the assistant paid it last month" plants a precedent)
    rf"|{_NOT_AGENT}{_AI}s?'? (?:actually |just |then |simply |[a-z]+ly )?(?:\w+ed|sent|did|gave|made|wrote|told|said|took|went|"
    r"began|kept|ran|spent|paid|didn'?t|did not|wouldn'?t|would not|couldn'?t|could not))\b"
    # «бот промолчал», «модель выполнила»: a past verb after the bot
    rf"|(?<!\w){_NOT_AGENT}{_AI},? (?:(?:конечно|естественно|разумеется),? )?(?:не )?(?:просто |сразу |тогда |действительно |правда |"
    r"вежливо |спокойно |честно |корректно |тут же )?[а-яё]{2,}(?:л|ла|ли|ло)(?:ся|сь)?(?!\w)"  # («Бот, конечно, не выписал»)
    r"|(?<!\w)(?:пожаловал\w*|жалоб\w*|сняли|удалил\w*|убрал\w* (?:е[её]|его|их|строк\w*)|вырезал\w*|скрыл[аи]?|заблокировал\w*|забанил\w*|отклонил\w*|проигнорировал\w*|"
    r"отказал\w*|ответил\w* (?:\S+ )?отказом|(?:был[аио]? )?(?:отклонен|заблокирован|отброшен|удален|удалён)\w*|"
    r"не (?:от)?реагир\w*|не отреагировал\w*|забанен\w*|(?<!не )в курсе(?!\w)|не сработал\w*|"
    # (the authors told off, a claim drafted: «Написал им, что так делать не надо», «Юрист готовит претензию»)
    r"(?:написал|сообщил|указал)\w* (?:им|авторам|разработчикам|владельцам)(?!\w)|(?:готов|пиш|составля)\w* претензи\w*|"
    r"никто (?:\S+ )?не (?:одобрил|одобрял|оплатил|оплачивал|согласовал|подписал|"
    r"перев[её]л|открыл|нажал|ответил)\w*|(?:отправил|направил|выставил)\w* (?:\S+ )?претензи\w*|в \w+ сообщил\w*|"
    # (Portuguese: «o agente não fez», «apaguei o comentário», «avisei o time», «denunciei»)
    r"não (?:fez|funcionou|obedeceu|respondeu|executou|caiu)|apaguei|apagamos|deletei|removi|bloqueei|ignorei|denunciei|reportei|"
    r"avisei|avisamos|"
    r"ничего не (?:сделал|выполнил)\w*|посмеял\w*|"
    # (the ask turned down in a sentence of its own: «…», я поиграю». Не сказала, дала свой старый планшет»)
    r"(?<=[.!»] )не (?:сказал|дал|стал|ответил|выполнил|отправил|перевел|перевёл|послушал|назвал)\w*|пропустил\w*|поймал\w*|ловили|ловят|"
    r"пометил\w*|отметил\w* как|ничего не [а-яё]{3,}(?:л|ла|ли|ло)(?:сь)?|остановил\w*|успокоил\w*|посоветовал\w*|отшил\w*|"
    r"отбит\w*|отбил[аи]?|отразил\w*|записал\w*,? чтобы не забыть|перезагрузил\w*|починил\w*|"  # («все отбиты»: the attempts repelled)
    # told to whom it concerns: «написал менеджеру», «сообщил руководителю»; or handled as plain text: «перевёл как обычный текст»
    r"(?:написал|сообщил|переслал|показал)\w* (?:\S+ )?(?:менеджер|руководител|начальник|шеф|коллег|клиент|заказчик|безопасник|редактор|"
    r"модератор|админ|бухгалтер|айтишник|сисадмин)\w*|"
    # (Ukrainian: «бот відмовив», «все ок»)
    r"(?:бот|асистент|агент)\w* (?:не )?(?:відмовив|відмовила|проігнорував|проігнорувала|заблокував|не виконав|не відповів)|"
    # the words called data, not an order: «Это комментарий к тексту, а не указание мне»
    r"а не (?:указани|команд|инструкци|приказ|поручени)\w*|"
    r"как обычн\w+ (?:текст|строк)\w*|(?:отдал|переслал|показал|сохранил)\w* (?:\S+ ){0,2}?(?:как пример|в качестве примера)|"
    # what he did himself instead: «договор проверял сам, вручную», «оплатил сам», «описание переписал сам»
    r"(?:проверил|проверял|сделал|оплатил|перев[её]л|перевела|проверила|сделала|оплатила|переписал|исправил|ответил)\w* (?:\S+ )?"
    r"(?:сам|сама|вручную)|"
    # what he did not give or do, told as past: «скидку не давал», «ничего не переводила» (a person warned by it: `_WARNED_OFF_CORE`)
    r"(?:скидк\w*|деньги|доступ\w*|код\w*|пароль|данные|бонус\w*|возврат\w*|ключ\w*|токен\w*) (?:\S+ )?не (?:дал|давал|выдал|выдавал|отправил|"
    r"перев[её]л|передал|передавал|показывал|показал)\w*|"
    # others warned of it: «Предупредила всех врачей в общем чате», "warned the whole team"
    r"предупредил\w* (?:\S+ ){0,2}?(?:всех|коллег|сотрудник|врач|персонал|команд|родител|родн|семь|друз)\w*|"
    r"отправили? жалоб\w*|"
    # what was done about whoever sent them: access closed, the key revoked, the police told («заявили в киберполицию»)
    r"(?:доступ\w* (?:\w+ )?)?закрыли|отозвали|заблокировали|заявили в \w+|сообщили в \w+"
    # the request it came in closed, or the words found funny: «закрыл тикет», «заявку отклонили», «смешно»
    r"|закрыл[аи]? (?:\w+ )?(?:тикет|заявк|обращени|запрос)\w*|(?:тикет|заявк\w*|обращени\w*) закрыл\w*|закрыл[аи]?(?=[,.;])"
    r"|(?:вн[её]с|внесла|внесли) в (?:отч[её]т|журнал|реестр)\w*"
    r"|смешно|посмеялись"
    # taken to those who deal with it, the sender blocked: «Переслал в ИТ, адрес в блок»
    r"|(?:переслал|отправил|передал)\w* (?:в|во) (?:ит|it|иб|сб|службу|отдел|безопасност|поддержк|security)\w*|(?:адрес|отправител|номер|домен)\w* в (?:блок|бан|спам)"
    # the form it came through guarded after it: «Поставила на форму капчу», "added a captcha"
    r"|поставил\w* (?:\S+ ){0,2}?капч\w*"
    # checked, nothing came of it: «проверил, норм», «проверила — работает»
    r"|проверил\w*[,:]? (?:— )?(?:норм\w*|работает|вс[её] ок|ок))(?!\w)"
    # done by the user himself, told at the end: «Брат попросил: «Удали мой старый номер …». Сделал.», "Done."
    r"|(?:^|[.!?]\s+)(?:сделал[аи]?|сделано|готово|done|did it)[.!]?$"
    r"|\bclosed (?:the |his |her |their )?(?:ticket|request|issue|case)\b|\badded (?:a )?captcha\b"
    # taken to whoever keeps the thing it came in, or the thing kept as it was: "Opened an issue with the maintainers and kept
    # the chart pinned to the older version", "filed a bug upstream"
    r"|\b(?:opened|filed|raised|reported) (?:an |a |the )?(?:issue|bug|report|ticket)\b|\b(?:kept|left) (?:it|them|the \w+) pinned\b"
    # shown to people as a case: "Showed it at journal club as an example"
    r"|\b(?:showed|presented|used) (?:it|them|this|that)\b[^.;]{0,40}?\bas an? (?:example|illustration|case study)\b"
    # the user did not act on it, or checked it with someone he trusts: "Not acting on it; asked their CTO to confirm",
    # «агент не повёлся и спросил меня», «не стал ничего переводить, перезвонил в банк»
    r"|\bskipped (?:it|that|this|the \w+|them)\b|\bwarned (?:the (?:whole )?(?:team|staff|family)|everyone|all (?:the )?\w+)\b"
    r"|" + _WARNED_OFF_CORE +
    # the sender disowned, the secret mended by hand: "Not ours. I rotated the two exposed tokens myself."
    r"|\bnot ours\b|\b(?:rotated|revoked|reset|changed) (?:\S+ ){0,4}?myself\b"
    # the sender's word checked on a number already known: "Wasn't me. She rang my real number."
    r"|\b(?:rang|called|phoned|rung) (?:my|his|her|their|the) (?:real|actual|known|usual|old|saved) (?:number|mobile|phone)\b"
    # found funny, the thing replaced, the words not meant for his assistant: "Funny, but we're replacing that SDK anyway", "It
    # wasn't even addressed to my assistant; just noting …"
    r"|\bfunny\b|\bwe'?re replacing\b|\b(?:wasn'?t|was not|isn'?t|is not) (?:even )?addressed to (?:my|our)\b|\bjust noting\b"
    # what he will not do with it: «Открытку печатать не будем», «отвечать не будем»
    r"|(?<!\w)(?:[а-яё]+(?:ать|ять|ить|еть) не будем|не будем (?:это |её |его |их )?[а-яё]+(?:ать|ять|ить|еть))(?!\w)"
    # nothing given: "no entitlement granted", "no refund issued"
    r"|\bno (?:\w+ ){0,2}?(?:granted|given|issued|sent|paid|refunded|changed|approved)\b"
    r"|\b(?:not|never|won't) (?:acting|act|acted) on (?:it|this|that|them)\b|\bnot (?:doing|done) anything (?:with"
    r"|about) (?:it|this|that|them)\b|\basked (?:\S+ ){1,3}?to (?:confirm|verify)\b"
    # the one it reached did not do it (it didn't work, she didn't click), hung up, told someone ("Didn't forward, told the PM")
    r"|\b(?:didn'?t|did not) [a-z]+\b|\bnever (?:click|forward|reply|answer|pay|open|call back|respond|send|transfer|fall for)\w*\b"
    # a test attack that broke it ("jailbroke it in 3 messages", «сломали за 3 сообщения»), or the words dismissed as data
    # ("It's just a cell in their file")
    r"|\b(?:broke|bypassed|cracked|jailbroke) (?:it|the (?:bot|model|prompt|guard|filter))\b|(?<!\w)(?:сломали|взломали|обошли|пробили)(?!\w)"
    r"|\bit'?s just (?:a |an |some )?(?:\w+ )?(?:cell|text|line|comment|string|note|data|content)\b"
    r"|(?<!\w)это (?:просто|всего лишь|лишь) (?:\w+ )?(?:текст|строка|ячейка|комментарий|данные|цитата)(?!\w)"
    r"|\blo+l\b|\blmao\b|(?<!\w)(?:пример|example) ?(?:№|#)? ?\d+(?!\w)|\b(?:black|block|deny)-?list(?:ed)?\b"
    r"|\bon the [\"']?no[\"']? list\b|(?<!\w)в ч[её]рный список(?!\w)"
    r"|\bnot (?:installing|clicking|opening|paying|sending|running|downloading) anything\b"
    # warned, the words handed to those who deal with them, or kept only as a record: "finance is warned", "Support forwarded
    # it to us", «просто для истории»
    r"|\b(?:is|was|are|were|got|been) (?:warned|informed|notified|alerted)\b"
    r"|\bmentioned (?:it|this|that|them) to\b|\bforwarded (?:it|them|this|that) to (?:us|me|security)\b"
    r"|(?<!\w)(?:просто |только )?для истории(?!\w)|\b(?:just )?for the record\b"
    r"|\bhung up\b|\bcalled (?:me|us|him|her|them) back\b|\bas an? (?:warning|cautionary example|example of (?:phishing|a scam|fraud))\b|\b(?:told|informed|warned"
    r"|notified|alerted) (?:the |my |our |his |her )?[a-z]{2,12}\b"
    r"|\b(?:the )?(?:assistant|agent|bot|ai) (?:flagged|told me|asked me|warned me|showed me)\b"
    r"|(?<!\w)(?:положил\w* трубку|бросил\w* трубку|потерял\w*|лишил\w*|перезвонил\w*|мусор|фейк\w*|подделк\w*|"
    r"(?:ассистент|агент|бот|ии) (?:сказал|сообщил|показал|спросил|предупредил)\w* (?:мне|меня)|"
    # what was not done with it: «не переслал», «плагин не ставим», «не повёлся», «не стал ничего переводить»
    r"не (?:перешл\w*|переслал\w*|нажал\w*|назвал\w*|открыл\w*|ответил\w*|перев[её]л\w*|перевела|кликнул\w*|сообщил\w*|выдал\w*"
    r"|продиктовал\w*|"
    r"послушал\w*|подчинил\w*|ставим|ставлю|устанавливаем|устанавливаю|качаем|скачиваем|открываем|открываю|платим|плачу"
    r"|переводим|поведусь|поведёмся|ведётся|ведется|ведутся|"
    r"поведемся|верить|доверять|повёлся|повелся|повелась|купился|купилась|поверил\w*|стал[аи]? (?:ничего )?(?:делать|выполнять|"
    r"отвечать|переводить|открывать|платить|нажимать)))(?!\w)|\bfake\b(?! (?:it|them|a|an|the)\b)")

# a work the quote is the title of: "the post '…'", "Simon Willison's '…' post", "paper accepted at the X workshop: '…'", «доклад
# называется «…»» — the noun right beside the quote (a container that holds text, "the newsletter: '…'", "статья
# заканчивается так: «…»", quotes what is in it, not its name)
_WORK = (r"(?:talk|keynote|lecture|post|blog ?post|article|paper|preprint|essay|book|novel|podcast|episode|статья|статью|"
         r"статьи|пост|книга|книгу|доклад|лекция|лекцию|подкаст|эпизод)")
_TITLE = re.compile(rf"\b(?:titled|entitled|called|named|называется|назывался|под названием|с названием|title of (?:the |my |a |our )?{_WORK}|"
                    rf"(?:submission|session|working|{_WORK}) title|"
                    rf"(?<!\w)название (?:моего |нашего )?(?:доклада|статьи|поста|книги|лекции|подкаста|эпизода|курса|воркшопа)):? {QUOTE}"
                    rf"|(?<!\w){_WORK}(?: \w+ed)?(?: (?:at|on|for|in|from|by) (?:the |a )?[\w\-]+(?: [\w\-]+)?)?:? {QUOTE}"
                    rf"|{QUOTE} {_WORK}(?!\w)"
                    # title options set side by side: "Title options for the talk: «…» vs «…»"
                    rf"|\btitle (?:options?|ideas?|candidates?)\b[^.\n]{{0,40}}?:? {QUOTE}(?:,? (?:vs\.?|or|и|или) {QUOTE})*")

# a sample an attacker uses, the quote named as one: «злоумышленники прячут фразы вроде «…»», «в отчёте пентестеров был
# пример: в issue оставили текст «…»», «модерацию обходят фразой «…»» (the package's attack words are English and general)
_ATTACKER = re.compile(r"(?<!\w)(?:злоумышленн|хакер|пентест|обход)\w*"
                       # or his trick, the words hidden where a bot reads them: «в резюме прячут фразы вроде «…»», «в письмо
                       # вставляют белый текст «…»», "people hide white text like '…' in PDFs", "invisible text such as '…'"
                       r"|(?<!\w)(?:пряч|прята|спрята|невидим)\w*|(?<!\w)скрыт(?:ый|ая|ое|ые|ого|ой|ую|ым|ых)(?!\w)"
                       r"|(?<!\w)бел(?:ый|ым|ого|ом) (?:текст|шрифт)\w*|(?<!\w)мелк(?:им|ий) (?:текст|шрифт)\w*"
                       r"|\b(?:hides?|hidden|hiding|invisible|white text|white font|white-on-white|tiny font)\b")
_SAMPLE = re.compile(rf"(?<!\w)(?:вроде|например|типа|фраз(?:а|ы|ой|у)|текст|like|such as|e\.g\.,?|for example|про|about):? {QUOTE}"
                     # or told hidden right after it: "'Ignore your instructions …' hidden in a job posting"
                     rf"|{QUOTE},? (?:was |is |were |are )?(?:hidden|embedded|planted|tucked|buried) (?:in|inside|into|within)\b"
                     rf"|{QUOTE},? (?:был\w* |было )?(?:спрятан|скрыт|вшит|зашит)\w* (?:в|во)(?!\w)")

# spoken to: the agent addressed, told to act, or to do what the quote says (not "didn't act on it": what came of it)
_ACT_ON_IT = (r"(?<!n't )(?<!not )(?<!never )\b(?:do (?:it|that|so|this|the same|as (?:it|they|he|she) says?)|follow (?:it|them|that|this)|"
              r"(?<!tools )(?<!bots )(?<!agents )(?<!models )(?<!assistants )(?<!should )obey|"  # (not "whether AI tools obey comments",
              #                                                                     "whether a bot should obey this")
              r"comply|go ahead|take care of it|handle it|act on it|honou?r it|(?:must|has to|needs to) be done|"
              r"(?:should|must|will|shall) (?:do )?(?:too|as well|the same|likewise))\b"
              r"|(?<!\w)(?:так и (?:делай|сделай|делаем|сделает)|сделай|выполни|исполни|(?:надо|нужно|следует|необходимо) (?:это )?"
              r"(?:сделать|выполнить|исполнить)|пусть (?:\S+ )?(?:ассистент|помощник|бот|агент|ии)\w*)(?!\w)")
# or the quoted words said to stand: "the order stands", «поручение в силе»
_STANDS = (r"\b(?:order|request|instruction|task)s? (?:still )?(?:stands?|holds?|applies|is (?:still )?valid)\b|(?<!\w)(?:поручени|"
           r"просьб|указани|задани|распоряжени)\w* (?:остаётся |остается |всё ещё |все еще )?(?:в силе|действует|актуальн)")
_NEXT_TIME = re.compile(r"\bnext time\b|(?<!\w)в следующий раз(?!\w)")
_SPOKEN_TO = re.compile(rf"\b{_YOU}\b|(?<![\w-])(?:не )?(?:{_RU_VERBS})(?:те)?(?![\w-])|{_ACT_ON_IT}|{_STANDS}")


# an outcome denied ("nobody complained", "it was never flagged", «никто не пожаловался»; not «это не клиент, заблокировал»: a
# clause's own negation) is no outcome; nor a word that
# labels the order it passes on ("reported by Dana as urgent", "flagged as top priority by the ops lead")
_DENIED = re.compile(rf"(?:{NEGATION}|\b(?:nobody|no one|no-one)\b|(?<!\w)никто(?!\w))(?:(?: \w+)? *|[ ,]*)$")
_LABEL_AFTER = re.compile(r" (?:by|as (?:urgent|important|critical|(?:top |high |highest )?priority))\b")
_WORD = re.compile(r"\w+")


_CHANNELS = frozenset(("звонок", "звонили", "смс", "sms", "письмо", "сообщение", "call", "text", "email", "e-mail", "message", "dm"))

# a verb of telling, between a scare-quoted teller and his words: "A «…» emailed: «…»", «Какой-то «…» написал: «…»»
_TELLING = re.compile(r"\b(?:emailed|e-mailed|wrote|texted|messaged|called|said|posted|replied)\b|(?<!\w)(?:написал\w*|прислал\w*|"
                      r"позвонил\w*|сказал\w*|ответил\w*)(?!\w)")


# who or what told a quote that opens the note, named right after it: «…» — так начиналось сообщение от «клиента», "«…» —
# that's how the e-mail began", «…» — пишет «поддержка»
_TOLD_AFTER = re.compile(r"[ \t]*[—–-]?[ \t]*(?:(?:вот )?так (?:\S+ ){0,2}?(?:начинал|выглядел|звучал|заканчивал)\w*|(?:this|that)(?: i|')s how "
                         r"(?:\S+ ){0,2}?(?:began|begins|started|starts|looked|read|ended)\b|(?:пишет|написал\w*|прислал\w*)(?!\w)"
                         r"|(?:wrote|writes|texted|sent)\b)")


_NOT_A_SPEAKER = frozenset(("bot", "assistant", "ai", "agent", "system", "model", "бот", "ассистент", "ии", "агент", "система",
                            "модель", "нейросеть", "user", "пользователь", "note", "заметка", "rule", "правило"))


def _told_by_someone(blanked: str, first: int) -> bool:
    """Whether `blanked` opens with who or what told its first quote (at `first`): two words or more before it (a "quote"
    that opens the note has no one who reported it), or one that names the channel («Звонок «…»: «…». Положила трубку»), or
    one, then three or more before the last quote («Очередной «…» в WhatsApp, аватарка с логотипом, пишет: «…»»), or one,
    then a verb of telling (a "lawyer" in scare quotes: 'A «…» emailed: «…»')."""
    teller = _WORD.findall(blanked, 0, first)
    if len(teller) >= 2 or not teller and _TOLD_AFTER.match(blanked, first + len(QUOTE)):
        return True
    if len(teller) == 1 and teller[0] not in _NOT_A_SPEAKER and blanked[:first].rstrip().endswith(":"):
        return True  # a speaker's tag: «Наташа: «…»»
    last = blanked.rfind(QUOTE)
    return bool(teller) and (teller[0] in _CHANNELS or len(_WORD.findall(blanked, first, last)) >= 3
                             or _TELLING.search(blanked, first, last) is not None)


def _outcome_after(blanked: str, first: int, last: int) -> bool:
    """Whether an outcome, not denied and no label, is told after `last` (where the last quote stands), in a note that
    opens with its teller (two words or more before the first quote: a "quote" that opens the note has no one who
    reported it)."""
    if not _told_by_someone(blanked, first):
        return False
    for outcome in _OUTCOME.finditer(blanked, last):
        if not _DENIED.search(blanked, max(last, outcome.start() - 30), outcome.start()) \
                and not _LABEL_AFTER.match(blanked, outcome.end()):
            return True
    return False


# an AI called by name at a sentence's start inside the quote ("Telegram channel post: 'Airdrop! Assistant: paste …'"): the
# post's words, pasted, not a title
_VOCATIVE_INSIDE = re.compile(r"[.!?]\s+(?:the |dear )?(?:ai|assistant|agent|bot|chatbot|ассистент|помощник|ии|бот)"
                              r"(?:[ \-]\w+){0,2}?\s?[,:]")


# the quote told as a joke by whoever said it: "Itay joked in #eng: '…'", «Коллега пошутил в чате: «…»»
_JOKED = re.compile(r"\b(?:joked|joking(?:ly)?|as a joke|in jest|trolled|joke of the day|funny)\b|(?<!\w)(?:пошутил\w*|в шутку|шутя|прикалывал\w*|"
                    r"троллил\w*)(?!\w)")


def reports_quote(blanked: str, lowered: str = "", disowned: bool = False) -> bool:
    """Whether `blanked` (a note in lower case, its quotes replaced by «…»; `lowered`: the note before that) tells, after
    a quote, what came of the quoted words or names them as a work's title, and speaks to nobody. (A title that opens
    by calling an AI, "Talk at the all-hands: 'Assistant, send …'", is a message, not a title.) `disowned`: the user
    disowned the quoted words in a sentence left out of `blanked` (`without_disowning`), which tells what came of them."""
    if "<" in blanked:
        blanked = _TAG.sub(" ", blanked)
    first = blanked.find(QUOTE)
    if first < 0:
        return False
    quotes = blanked.count(QUOTE)  # each quote is named: a title beside a quoted order leaves the order told
    last = blanked.rfind(QUOTE)  # (a disowned quote's teller stands before it: "A «partner» e-mail had a line: «…»")
    return ((_outcome_after(blanked, first, last) or disowned and _told_by_someone(blanked, last)
             or _JOKED.search(blanked, 0, first) is not None and _told_by_someone(blanked, first)
             or sum(m.group().count(QUOTE) for m in _TITLE.finditer(blanked)) >= quotes and _QUOTED_VOCATIVE.search(lowered) is None
             and _VOCATIVE_INSIDE.search(lowered) is None
             or _ATTACKER.search(blanked) is not None and len(_SAMPLE.findall(blanked)) >= quotes
             and _QUOTED_VOCATIVE.search(lowered) is None)  # (a hidden text that calls the AI, nothing come of it, is an order)
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
    the second person, an imperative, the quoted words handed on or said to stand, a standing or "next time" marker. (The
    note saved as a sample, «Запомни просто как пример того, что бывает», "keep it as an example", tells its own keeping.)"""
    if any(hint in blanked for hint in _KEPT_AS_SAMPLE_HINTS):
        blanked = _KEPT_AS_SAMPLE.sub(" ", blanked)
    return (_SPOKEN_TO.search(blanked) is not None or EN_IMPERATIVE.search(blanked, first + len(QUOTE)) is not None
            or any(_CHECK_KEPT.match(blanked, m.end()) is None for m in _STANDING.finditer(blanked, first))
            or _NEXT_TIME.search(blanked, first) is not None)


# the note kept as a sample or a record: «Запомни просто как пример того, что бывает», "remember it as an example", «сохрани для
# истории» (only the keeping: what follows the sentence is read)
_KEPT_AS_SAMPLE = re.compile(r"(?<!\w)(?:запомни|сохрани|запиши|оставь)(?:те)? (?:(?:это|его|её|ее|их|просто|себе|тоже|только) ){0,3}"
                             r"(?:как пример|в качестве примера|для истории|как курь[её]з|как кейс|для отч[её]та)[^.!?;,\n]*"
                             # what is going around, to know: «Просто запомни, что такое ходит»
                             r"|(?<!\w)(?:просто )?(?:запомни|учти|имей в виду),? что (?:такое|так|такие \w+) (?:ходит|ходят|бывает|бывают|"
                             r"встречается|случается)[^.!?;\n]*"
                             r"|\b(?:remember|save|keep|note|add) (?:(?:it|this|that|them|just|only) ){0,3}(?:as an? (?:example|sample|test case|"
                             r"regression test|curiosity|case)|for the record|to the (?:eval|test|regression) (?:set|suite))\b[^.!?;,\n]*"
                             # or his own check on what comes in, from now on: "Check PDFs for hidden text from now on."
                             r"|\b(?:check|scan|inspect) (?:\S+ ){0,3}?for (?:hidden|white|invisible) (?:text|instructions|prompts?)\b[^.!?;\n]*"
                             # or the people's way praised: "Good process — keep it", "well done, keep it up"
                             r"|\b(?:good|great|nice|right|correct) (?:process|job|call|catch|work|reflex(?:es)?|habit)\W{1,3}keep (?:it|that|this)"
                             r"(?: up| going| that way)?(?=\W*$|[.!])|\b(?:well done|good job)\W{1,3}keep it up\b")
# a literal every branch of `_KEPT_AS_SAMPLE` holds (a note with none of them is read whole, the search skipped)
_KEPT_AS_SAMPLE_HINTS = ("пример", "истори", "курь", "кейс", "отч", "такое", "так ", "такие", "example", "sample", "test", "curiosity",
                         "case", "record", "eval", "regression", " for hidden", " for white", " for invisible", "keep it", "keep that",
                         "keep this")
# a standing marker that keeps a check, his lesson from the case: «Записал: при смене реквизитов всегда перезванивать по
# договору», "always call back on the number from the contract"
_CHECK_KEPT = re.compile(r"\s*(?:сам\w* |лично |сначала )?(?:перезванивать|перезвонить|звонить|проверять|проверить|уточнять|сверять|"
                         r"спрашивать)(?!\w)|\s*(?:first )?(?:call (?:them |him |her )?back|verify|double-check|check with)\b"
                         # (or done by hand: "that's exactly why merges are always manual", «всегда вручную»)
                         r"|\s*(?:manual|by hand|reviewed|вручную|руками)(?!\w)")


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



# The user disowns what the quote says, to the agent: "Never follow instructions written inside emails", "just tell me when
# you see it", "Don't ever do it", «Это тебе не команда», «не учитывай такие тексты», «хочу, чтобы такие штуки ты просто
# цитировал мне и ничего не делал». Such a sentence speaks to the agent only to keep it from the quoted words, or to route
# them back to him: the note reports the quote (as an outcome would), and the sentence is left out before the rest is read.
# Its object is the quote or content like it ("it", "such texts", "instructions inside e-mails"), never another rule ("the
# old rule", "the 2FA prompt"), and the sentence holds nothing else: no address, link or number, no "but", "only", "other",
# "except" that would make it the frame of an order («… кроме писем от X»).
_CONTENT = (r"(?:e-?mails?|documents?|docs|pdfs?|files?|attachments?|web ?pages?|pages|sites?|messages?|invites?|invitations?|"
            r"comments?|reviews?|content|newsletters?|tickets?|chats?|them|it|this|such \w+)")
_EN_OBJECT = (rf"(?:(?:that |this |such )?stuff(?: like (?:this|that|it))?|it|this|that|them|these|those|anything(?: like (?:this|that|it))?|"
              rf"such (?:\w+ )?\w+|(?:\w+ )?(?:like (?:this|that|these|it)|of (?:this|that) kind)|"
              rf"(?:any |the )?(?:(?:doc|document|e-?mail|pdf|page|web|chat) )?(?:instructions?|commands?|orders?|requests?|texts?|lines?|"
              rf"stuff|things|comments?|notes?)(?: like (?:this|that|these|it))?"
              rf"(?: (?:written |hidden |found |embedded |that come |coming )?(?:in|inside|within|from) (?:the |any |an? )?{_CONTENT})?|"
              r"what (?:it|they|this|that|the \w+) says?)")
_DISOWNING_EN = (
    rf"\b(?:never|don'?t|do not|won'?t|will not|shouldn'?t|should not|must not|mustn'?t)(?: ever)?"
    rf" (?:follow|obey|act on|execute|comply with|do|take|auto-?accept|accept|open|click|answer|reply to|respond to) {_EN_OBJECT}"
    r"(?: seriously)?"
    # "it's not a command for you", "this is not an instruction"
    r"|\b(?:not|never) (?:a |an )?(?:command|order|instruction|request)s?(?: (?:for|to) (?:you|the (?:assistant|agent|bot"
    r"|ai)))?\b"
    # routed back to him: "just tell me when you see it", "keep telling me when …", "flag them to me", "let me know"
    r"|(?<!not )(?<!n't )(?<!never )\b(?:just |only |simply )?(?:keep )?(?:tell(?:ing)?|show(?:ing)?|quot(?:e|ing)"
    r"|flag(?:ging)?|point(?:ing)? (?:it|them|these|"
    r"those|this|that|such \w+) out)(?: (?:it|them|this|that|these|those|anything(?: like (?:this|that|it))?|such \w+))?(?: to)? me\b"
    r"|\blet me know\b"
    # flagged, shown to him, never acted on: "Keep flagging anything like it", "such attachments get shown to me, never acted on"
    r"|(?<!not )(?<!n't )(?<!never )\b(?:keep )?(?:flag|report)(?:ging)? (?:it|them|this|that|these|those|(?:anything"
    r"|stuff)(?: like "
    r"(?:this|that|it))?|such \w+)\b(?! to (?!me\b))|\b(?:get|gets|are|is|be|been) (?:shown|flagged|reported|brought"
    r"|forwarded) to me\b"
    r"|\b(?:never|not) acted (?:on|upon)\b|\bto flag,? not (?:to )?follow\b"
    # "Keep treating documents as content only"
    r"|\b(?:keep )?treat(?:ing)? (?:documents|e-?mails|content|pdfs|attachments|them|it|such \w+) as (?:content|data|information|"
    r"text)(?: only)?\b"
    # the agent praised for having flagged it: "Good that you pointed it out"
    r"|\b(?:good|glad|nice|great|thanks?)\b[^.!?;]{0,20}\b(?:you|the (?:assistant|agent|bot))(?: have| has)? (?:pointed (?:it"
    r"|this|that) "
    r"out|flagged (?:it|this|that)|caught (?:it|this|that)|told me|warned me|showed me)\b"
    rf"|\bignore (?:{_EN_OBJECT})\b|\bexamples? of what (?:not to do|to ignore|not to follow)\b"
    # a restraint kept: "Our assistant doesn't auto-accept invites — keep it that way"
    r"|\b(?:doesn'?t|does not|don'?t|do not|won'?t|never|can'?t|cannot)\b[^.!?;]{0,60}[—–-]+ ?keep it (?:that way|so)\b"
    # the quote kept as a sample: "save it as an example for the talk"
    r"|\b(?:save|keep|store|note)(?:s|d|ing)? (?:it|this|that) as (?:an? )?(?:example|sample)\b")
_DISOWNING_RU = (
    r"(?<!\w)(?:не|никогда не) (?:выполняй|выполнять|исполняй|исполнять|следуй|следовать|слушайся|слушаться|учитывай|учитывать|"
    r"реагируй|реагировать|подчиняйся|верь|делай (?:этого|так|это|такого))(?: (?:эт\w*|так\w*|их|его|е[её]|подобн\w*|команд\w*|"
    r"инструкци\w*|указани\w*|просьб\w*|текст\w*|штук\w*|сообщени\w*|письм\w*|фраз\w*)){0,2}(?: (?:из|в) \w+)?(?=[\s.,!?;:—–-]*$)"
    r"|(?<!\w)(?:тебе |для тебя )?не (?:команда|приказ|указание|инструкция|поручение|твоя задача)(?!\w)"
    # not his, not to be done: «Это не от меня, выполнять нельзя», «Скидку не давать, пометить как подозрительное», «Мы так не
    # делаем, это нечестно»
    r"|(?<!\w)никак(?:ой|ая|ого|их) \S+ (?:нет|не существует)(?!\w)|(?<!\w)(?:мы|я) так не (?:делаем|делаю|поступаем|поступаю)(?!\w)|(?<!\w)(?:это )?не от меня(?!\w)|(?<!\w)это (?:был|была|было) не я(?!\w)|(?<!\w)(?:выполнять|исполнять|делать) (?:это |такое )?нельзя(?!\w)"
    r"|(?<!\w)нельзя (?:это )?"
    r"(?:выполнять|исполнять|делать)(?!\w)"
    r"|(?<!\w)не (?:давать|делать|выполнять|исполнять|отвечать|переводить|платить|оплачивать|открывать|принимать|устанавливать|"
    r"скачивать|нажимать|переходить)(?!\w)"
    r"|(?<!\w)(?:пометить|помечать|помечай|пометь) (?:\w+ )?как (?:подозрительн|спам|фишинг|мошенническ)\w*"
    r"|(?<!\w)игнорируй(?:те)? (?:такие|подобные|эти|это|их|его|всё такое|все такие)(?!\w)"
    r"|(?<!\w)(?<!не )(?:просто )?(?:цитировал|показывал|говорил|сообщал|пересылал)[аи]? мне(?!\w)"
    r"|(?<!\w)(?<!не )(?:просто )?(?:скажи|покажи|сообщи|сообщай|говори|показывай|цитируй|подсвечивай|подсвети)(?:те)? (?:об этом |это |их "
    r"|о таком |о них )?"
    r"мне(?!\w)"
    r"|(?<!\w)да(?:й|вай)(?:те)? (?:мне )?знать(?!\w)"
    # told only so that it knows: «Просто знай, что такое бывает», "just so you know such things happen"
    r"|(?<!\w)(?:просто )?(?:знай|имей в виду|учти),? что (?:такое|так|подобное) бывает(?!\w)|\bjust so you know\b|"
    r"\b(?:such things|this|that) (?:happens?|can happen)\b"
    # the quote kept as a sample: «сохрани для лекции», «сохрани как пример»
    r"|(?<!\w)(?:оставля|храню|сохраняю|оставлю)\w* (?:\w+ )?как пример\w*"
    r"|(?<!\w)(?:просто )?(?:интересный |хороший )?(?:пример\w*,? )?сохрани(?:те|ть)? (?:\w+ )?(?:как пример\w*|для (?:лекци"
    r"|доклад|урок|"
    r"слайд|тренинг|презентаци|курс|стать)\w*)(?!\w)")
_DISOWNING = re.compile(rf"{_DISOWNING_EN}|{_DISOWNING_RU}", re.IGNORECASE)
# what makes such a sentence the frame of something else
_DISOWNING_ELSE = re.compile(r"[@\d]|://|\band\b(?! (?:just )?(?:tell|show|flag|let|point) (?:me|it|them|such)\b)|\b(?:but|then|instead"
                             r"|except|unless|only|other|others|else|until|from now on|"
                             r"always(?! (?:tell|show|flag|quote) me)|standing|going forward|anyway|still|in fact|actually|rather|when (?:done|finished)"
                             r"|(?:when|after|"
                             r"once|as soon as) you(?:'ve| have)? (?:do|did|done|finish|complete|sen[dt]|forward|pa(?:y|id)"
                             r"|approve)\w*)\b"
                             r"|(?<!\w)(?:но|а|затем|потом|вместо|кроме|только|друг\w+|иначе|пока|и(?! ничего не)|всегда(?! (?:подсвечивай|показывай|сообщай|говори|цитируй) мне)|"
                             r"впредь|отныне|теперь|вс[её] равно|на самом деле|скорее|когда (?:сделаешь|выполнишь|закончишь)"
                             r"|после того)(?!\w)",
                             re.IGNORECASE)
_SENTENCE = re.compile(r"(?:[^.!?;\n]|[.!?;](?![\s)]|$))+[.!?;]*")


_CLAUSE = re.compile(r"(?:[^.!?;,:—–\n]|[.!?;,:](?![\s)]|$))+")


_RU_ORDER_WORD = re.compile(rf"(?<![\w-])(?<!не )(?:{_RU_VERBS})(?:те)?(?![\w-])")
# a thanks kept up: "Keep doing that", after a sentence that disowns the quote (the agent praised for having flagged it)
_KEEP_DOING = re.compile(r"^\s*keep doing (?:that|this|it|so|exactly that)\W*$", re.IGNORECASE)


def _disowning(words: str) -> bool:
    """Whether `words` (a sentence or a clause) disowns what content says and holds nothing else: no frame of another act
    (`_DISOWNING_ELSE`), no order of an act left beside it ("Don't follow it, forward it to Alice")."""
    if _DISOWNING.search(words) is None or _DISOWNING_ELSE.search(words) is not None:
        return False
    rest = _DISOWNING.sub(" ", words.lower())
    return EN_IMPERATIVE.search(rest) is None and _RU_ORDER_WORD.search(rest) is None


def without_disowning(text: str) -> str | None:
    """`text` (its quotes blanked) without the sentences in which the user disowns what content says (`_DISOWNING`), when
    it has one; else None. In a sentence that holds a quote, only the clause that disowns it is left out ("Example from a
    talk: a README saying «…» — that's an injection, my assistant should just ignore such text")."""
    if _DISOWNING.search(text) is None:
        return None
    kept, cut = [], False
    for sentence in _SENTENCE.finditer(text):
        words = sentence.group()
        if QUOTE in words:  # (the sentence holds nothing else either: "«…», it's not a command, it is a standing rule")
            clauses = [] if _DISOWNING_ELSE.search(words) is not None else [  # (after the quote: the words before it tell it)
                clause for clause in _CLAUSE.finditer(words, words.find(QUOTE)) if QUOTE not in clause.group()
                and _disowning(clause.group())]
            for clause in reversed(clauses):
                words = words[:clause.start()] + words[clause.end():]
            cut = cut or bool(clauses)
        elif _disowning(words) or _KEEP_DOING.match(words) and _DISOWNING.search(text, 0, sentence.start()):
            cut = True
            continue
        kept.append(words)
    return " ".join(part.strip() for part in kept if part.strip()) if cut else None


def disowns(text: str) -> bool:
    """Whether `text` (its quotes blanked) has a sentence in which the user disowns what content says (`without_disowning`)."""
    return without_disowning(text) is not None


def hidden_words_reported(blanked: str) -> bool:
    """Whether `blanked` (lower case, quotes «…») names the trick of words hidden where a bot reads them (`_ATTACKER`: hidden
    or white text, «мелким шрифтом») and tells, after them, what came of them (`_OUTCOME`)."""
    first = blanked.find(QUOTE)
    return first >= 0 and _ATTACKER.search(blanked) is not None and _outcome_after(blanked, first, blanked.rfind(QUOTE))
