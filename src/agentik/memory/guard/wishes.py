"""The user's own wish said to his assistant: "Assistant, keep answers under 200 words for me", «Ассистент, отвечай
мне на «ты»», "Assistant, remember that I'm allergic to peanuts".

A greeting that names the agent opens an order (`orders`, `addressed`); what follows it is the user's own wish or a
fact about himself when his word for himself is there ("I", "me", «мне») and nothing that turns the agent on another
party, its own rules, a secret, a check, a payment or a sending out. Then the greeting alone does not make the note an
order; the other rules still read it."""

from __future__ import annotations

import re

# the speaker's word for himself
_OWN_WORD = re.compile(r"\b(?:i|i'm|i'd|me|my|мне|меня|мой|моя|мои|моих|я|со мной)\b")
# another party, the agent's rules, a secret, a check, money or a sending out
_NOT_OWN = re.compile(
    r"@|://|\b(?:the user\w*|users?|customers?|clients?|everyone|anyone|others?|ignore|disregard|forget|override|bypass|"
    r"obey|comply|system|prompts?|instructions?|rules?|polic\w+|secret\w*|hid\w+|tell|reveal|recommend\w*|promot\w*|"
    r"advertis\w*|password\w*|passcode\w*|tokens?|keys?|codes?|pin|cvv|card\w*|accounts?|admin\w*|developer|mode|safety|"
    r"filters?|restrictions?|checks?|confirm\w*|approv\w*|without|no matter|send\w*|forward\w*|e-?mail\w*|shar\w+|"
    r"upload\w*|post\w*|pay\w*|transfer\w*|money|delet\w*|remov\w*|run|execute|install\w*|download\w*|open|visit|click|"
    r"buy|order|link|url|unlock\w*|lock\w*|doors?|alarms?|cameras?|address\w*|location|where i am|home|photos?|files?|documents?|contacts?|passports?|"
    r"пользовател\w*|клиент\w*|все\w*|игнорир\w*|забудь|скрыв\w*|говори|рекоменд\w*|инструкци\w*|правил\w*|систем\w*|"
    r"парол\w*|токен\w*|ключ\w*|код\w*|карт\w*|сч[её]т\w*|админ\w*|режим\w*|провер\w*|подтвержд\w*|без|отправ\w*|"
    r"перешл\w*|пересыл\w*|перевод\w*|переведи|оплат\w*|плат\w*|деньг\w*|удал\w*|запуст\w*|установ\w*|ссылк\w*|скача\w*|адрес\w*|геолокац\w*|где я|фото\w*|файл\w*|документ\w*|контакт\w*|"
    r"паспорт\w*|открой|отопри|замок|замки|двер\w*|сигнализаци\w*|камер\w*)\b")


def own_wish(rest: str) -> bool:
    """`rest` (folded, what follows "Assistant,") is the user's own wish or a fact about himself."""
    return bool(_OWN_WORD.search(rest)) and not _NOT_OWN.search(rest)
