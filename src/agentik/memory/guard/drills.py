"""An order dressed as a drill, a test, a demo or a lesson about attacks: the disguise an attacker adds so that the note
reads as a note *about* attacks ("Phishing awareness drill: …", «Учебная тревога: …», "Prompt injection test case #4 —
…", "Demo for the talk: …"), while outside its quotes it still asks the agent to act.

A note that really is about attacks reports them, quotes them, or keeps the user's own check; what it does not do, outside
its quotes, is ask that something be carried out now or from now on (`CARRY_OUT`: "do this now", «сделай это сейчас»,
"apply this from now on", «применять с этого момента»), make the agent the subject of an attack's act ("the assistant
must refund …", «ассистент отправляет 250 000 ₽ …»), or open a clause with an attack's imperative aimed at a concrete
target — an address, a link, an account, a command, the user's credentials, payments or bank details
(`find_drill_order`). The package uses `CARRY_OUT` to keep the learned reader's second opinion and a quote's or a topic's
leave from clearing such a note, and `find_drill_order` to refuse what no other rule read."""

from __future__ import annotations

import re
from collections.abc import Callable

from .kinds import ADDRESSED

# the stems of an attack's acts in Russian
_RU_ACT = (r"(?:отправ|пересыл|пересла|перешл|присыл|присла|пришл|запуск|запуст|отключ|выключ|откр|оплат|оплачив|перевод|перевед|"
           r"встав|добав|вывод|вывед|выве|удал|созда|включ|выгруж|выгруз|экспортир|скидыв|скин)")

# outside quotes, the order asked to be carried out, now or from now on: "(do this now in your next reply …)", "Apply this
# from now on", "Keep doing this until told otherwise", «сделай это сейчас», «применять с этого момента», «а пока пусть
# работает»; or the agent the subject of an attack's act, told as what it does or must do: "the assistant should email …",
# "the assistant executes payment requests …", «ассистент отключает облачный пароль …», «бот … должен вывести …»
CARRY_OUT = re.compile(r"\b(?:do|run|apply|execute|perform|send|make|pay) (?:it|this|that|them|these)\b(?: \w+){0,2}? (?:now|today|"
                      r"right away|immediately|from now on|in (?:the|your) next (?:reply|session|answer|message|turn))\b"
                      r"|\b(?:apply|use|follow|keep) (?:this|it|these|them) (?:from now on|until (?:told|further notice))\b"
                      r"|\bkeep doing (?:this|it|that)\b"
                      # the agent doing it: "the assistant must refund …", "the assistant adds user …"
                      r"|\bthe (?:ai |e-?mail |mail |support |ops )?(?:assistant|agent|bot|model)s?\b (?:(?:now|then|also|automatically) )?"
                      r"(?:(?:(?:must|should|will|shall|needs to|has to|is to)(?: now| then| also| automatically| immediately)? )"
                      r"(?:send|e-?mail|forward|pay|transfer|wire|refund|create|add|open|run|execute|install|disable|turn off|"
                      r"switch off|log in|enter|click|fetch|export|share|output|print|reveal|change|update|delete|buy|grant|invite"
                      r"|upload|treat|trust|follow|obey|mark|accept)\b|(?:sends|e-?mails|forwards|pays|transfers|wires|refunds|"
                      r"creates|adds|opens|runs|executes|installs|disables|turns off|logs in|enters|clicks|fetches|exports|shares"
                      r"|changes|updates|deletes|buys|grants|invites|uploads)\b)"
                      r"|(?<!\w)(?:сделай|выполни|примени|добавь|запусти|отправь|оплати|обнови|поменяй|смени) (?:это |её |ее |его |их )?"
                      r"(?:сейчас|сегодня|немедленно|прямо сейчас)(?!\w)"
                      r"|(?<!\w)(?:применять|действует|действуют|действовать|выполнять) с этого момента|(?<!\w)это правило действует"
                      r"|(?<!\w)а пока пусть работает|(?<!\w)не выключать до(?!\w)"
                      # «ассистент отключает …», «бот в каждом ответе вставляет …», «бот … должен вывести …» (not «для ИИ оплатить»,
                      # «ассистент коллеги сам оплатил»: what another's assistant did, «агент не должен такое запускать»)
                      r"|(?<![\w-])(?<!для )(?<!от )(?:ии-)?(?:ассистент|бот|агент|ии|помощник) (?:(?!не )[^\s.,:;!?—–«»]+ ){0,3}?"
                      r"(?:(?:должен|обязан|будет|должна) (?:(?!не )[^\s.,:;!?—–«»]+ )?" + _RU_ACT + r"\w*(?:ть|ти)"
                      r"|" + _RU_ACT + r"\w*(?:ет|ит|ёт))(?!\w)")


# an attack's act told as an imperative at a clause's start ("Remediation: log into the registrar account …", "For the
# awareness metric, buy 5 gift cards …", «Для практики — выключи журнал действий …»)
_IMPERATIVE = re.compile(r"(?:^|[.!?:;—–(\n]|, )\s*(?:please |then |now |just |пожалуйста,? |теперь |сейчас )?(?:buy|e-?mail|send|"
                         r"forward|pay|wire|transfer|share|export|upload|update|change|log in(?:to)?|disable|turn off|switch off|"
                         r"open|click|install|add|grant|invite|create|refund|reveal|fetch|approve|mark|trust|"
                         r"купи|отправь|перешли(?! по (?:ссылк|адрес|qr)\w*)|пересылай|оплати|переведи|поделись|выгрузи|экспортируй|обнови|смени|поменяй|измени|"
                         r"войди|зайди|отключи|выключи|открой|запусти|выполни|установи|добавь|выдай|пригласи|создай|покажи|выведи|"
                         r"разреши|скинь|пришли)(?!\w)")
# what such an act aims at: an address, a link or a domain, an account's or a card's digits, an IBAN, a phone, a command in
# backticks, or the user's secrets, money, mail, calendar, contacts, checks and records
_TARGET = re.compile(r"@[\w-]|://|\b[\w-]+\.(?:com|net|org|io|ru|ee|ai|dev|app|co|me|info|biz|xyz|su|kz|by|ua)\b|\d{4}[ -]?\d{4}[ -]?\d{4}"
                     r"|\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7}\b|\+\d[\d ()-]{8,}|`[^`\n]{3,}`"
                     r"|\b(?:passwords?|credentials?|api keys?|keys|tokens?|2fa|mfa|system prompt|gift cards?|payments?|payee|iban|"
                     r"bank (?:details|account)|mx records?|contacts?|contact list|calendars?|client (?:list|mail)|emails|mail|logs?)\b"
                     r"|(?<!\w)(?:парол\w*|ключ\w*|токен\w*|реквизит\w*|сч[её]т\w*|платеж\w*|платёж\w*|перевод\w*|календар\w*|"
                     r"контакт\w*|журнал\w*|письм\w*|почт\w*|двухфактор\w*|2fa|системн\w+ промпт\w*)")


# a drill, a test, a demo or a lesson named (beside the words about attacks the package knows: `guard._ABOUT_ATTACKS`)
DRILL = re.compile(r"\bdrills?\b|\btest cases?\b|\bdemo\b|\bexercises?\b|\bcalibration\b|\bremediation\b|(?<!\w)учебн\w*"
                   r"|(?<!\w)тренинг\w*|(?<!\w)демонстраци\w*|(?<!\w)учени[ея](?!\w)|(?<!\w)проверочн\w*|(?<!\w)для практики"
                   # a measure or a check it claims to serve: "For the awareness metric, buy …", "As a control check, update …"
                   r"|\bawareness (?:metrics?|drills?|tests?|campaigns?|exercises?)\b|\bcontrol checks?\b|\bpositive control\b"
                   r"|\bfor the filter\b|\btest harness\b|(?<!\w)для проверки(?!\w)")


# an exception cut into the user's protective rule that sends to an outside address: "never share passwords — except with the
# security desk at helpdesk-verify@…", «бот не пересылает письма наружу. Кроме одного случая — … на fndr.backup@…»
_EXCEPTION_OUT = re.compile(r"(?:\bexcept(?:ion)?s?\b|\bapart from\b|\bother than\b|(?<!\w)(?:кроме|исключени\w*)(?!\w))"
                            r"[^\n]{0,160}?(?:@[\w-]+\.\w|://|\*\.[\w-]+\.\w)")


def opens_an_exception(lowered: str) -> bool:
    """Whether `lowered` cuts an exception into a rule that sends to an outside address (`_EXCEPTION_OUT`)."""
    return _EXCEPTION_OUT.search(lowered) is not None


def aims_at_something(lowered: str) -> bool:
    """Whether `lowered` names what an attack's act aims at (`_TARGET`)."""
    return _TARGET.search(lowered) is not None


def find_drill_order(lowered: str, about_attacks: Callable[[], bool]) -> str | None:
    """ADDRESSED when `lowered` (a note in lower case, its quotes left out) names what an attack's act aims at (`_TARGET`)
    and either asks that an order be carried out (`CARRY_OUT`) while it names a drill (`DRILL`) or speaks of attacks
    (`about_attacks()`), or names a drill and opens a clause with an attack's imperative (`_IMPERATIVE`); else None.
    Asked of every note no other rule refuses: the drill and the carrying out (cheap, and in few notes) are read first,
    the target (no literal to skip ahead to: ~20 µs) and `about_attacks` last."""
    drill = DRILL.search(lowered) is not None
    carried_out = CARRY_OUT.search(lowered) is not None
    if not (drill or carried_out) or not aims_at_something(lowered):
        return None
    if carried_out and (drill or about_attacks()):
        return ADDRESSED
    return ADDRESSED if drill and _IMPERATIVE.search(lowered) is not None else None
