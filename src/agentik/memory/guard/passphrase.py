"""A passphrase or a one-word password written out in prose: plain words (and maybe a number) given as a password.

"The password to the shared drive is blue elephant", "new password for the laptop: autumn leaves 42". Plain words
after "password is" are as often what the password is like ("is case sensitive", "is too short", "is on the fridge",
"is the same as before"), so a phrase counts only when none of its words is a function word, a word about passwords
or their state, a place word, or an inflected verb or adverb (-ed, -ing, -ly): what is left reads as a made-up name
(nouns and colours), which is how people pick passphrases. One word alone (`looks_like_password_word`: "pumpkin", «ромашка», "Bella") is
judged the same way, and in Russian an adjective's, a participle's or a verb's ending also makes it a description
(«простой», «сброшен», «поменяли»).
"""

from __future__ import annotations

import re

# words that make a phrase a description, a place or a state rather than a passphrase
_NOT_IN_A_PASSPHRASE = frozenset("""
a an the this that these those my our your his her their its me him them us it i you he she we they who whom whose which
what where when why how is are was were be been being am do does did done has have had having will would shall should can
could may might must not no nor yes and or but if then than so too very quite pretty really rather still just only also
even ever never always often sometimes usually again already yet soon now later today tomorrow yesterday here there
in on at of for to from with without by about above below under over into onto out up down off near inside outside
behind between through during before after since until upon within across along around against among per via like as
same different other another new old default temporary temp current previous next last first second third usual
sensitive insensitive case short long longer shorter weak strong stronger secure insecure safe unsafe simple easy hard
difficult complex complicated expired wrong correct right invalid valid reset changed blank empty missing required
optional mandatory written saved stored shared known unknown forgotten lost locked blocked disabled enabled set unset
same fine good bad ok okay great terrible awful nice cool random generated hidden visible public private secret
sticker fridge note notebook paper card email mail phone app manager vault keychain drawer desk wallet envelope file
folder chrome browser bitwarden lastpass keepass onepassword dashlane safe box somewhere everywhere nowhere anything
something nothing everything all any some none each every both either neither few many much more most less least
enough several one two three four five six seven eight nine ten hundred thousand characters chars letters digits
numbers symbols words word number letter digit symbol minimum maximum min max least length policy rule rules format
please thanks thank sorry ask asking tell told know knows think thought guess remember forget forgot need needs want
wants use uses used using try tried type typed enter entered change reset send sent give gave get got make made keep
kept see saw look find found call called text texted write wrote same actually probably maybe definitely literally
basically obviously lol haha ok mine yours hers ours theirs dad mom mum mother father brother sister wife husband son
daughter kids kid boss admin user username login account accounts password passwords pass pin code key
""".split())
_INFLECTED = re.compile(r"(?:ed|ing|ly|able|ible|ful|less|ous)$")
_SUFFIXES_ANY = ("ly", "able", "ible", "ful", "less", "ous")  # at any length, and -ed ("compromised"); -ing only up to 10


_OBJECT_PRONOUNS = frozenset(("меня", "мне", "его", "её", "ее", "их", "нас", "нам", "ему", "ей", "им", "тебя", "тебе"))


def looks_like_cyrillic_passphrase(phrase: str) -> bool:
    """Two to four Russian words, each of them a word a password could be (`looks_like_password_word`), maybe then a
    number of 2-4 digits: «кошкин дом», «зонтик лошадь маяк апельсин 79», not «день рождения сына» or «сброшен вчера»."""
    words = phrase.split()
    if len(words) >= 3 and words[-1].isdigit() and 2 <= len(words[-1]) <= 4:
        words = words[:-1]  # «зонтик лошадь маяк апельсин 79»: the words, then a number, as in English
    if len(words) >= 2 and words[1].lower() in _OBJECT_PRONOUNS:
        return False  # «… пароль — останови меня»: a verb and its object, a clause about him, not words picked for a password
    return 2 <= len(words) <= 4 and all(looks_like_password_word(w, alone=False) and not w.isascii() for w in words)


def looks_like_passphrase(phrase: str) -> bool:
    """`phrase`: 2-5 words of 3-12 ASCII letters, maybe ending in a number of 2-4 digits, none of them a word that
    describes, places or states (`_NOT_IN_A_PASSPHRASE`); all small letters, or all capitalised before a number."""
    words = phrase.split()
    numbered = bool(words) and words[-1].isdigit()
    if numbered:
        if not 2 <= len(words[-1]) <= 4:
            return False
        words = words[:-1]
    if not 2 <= len(words) <= 5:
        return False
    if not all(3 <= len(w) <= 12 and w.isascii() and w.isalpha() for w in words):
        return False
    if not (all(w.islower() for w in words) or numbered and all(w[0].isupper() and w[1:].islower() for w in words)):
        return False  # capitalised words without a number are as often a name ("Company Standard")
    if len(words) >= 4:
        # four or more words drawn at random (diceware) take in prepositions and -ly adverbs: "quietly under tractor harbor
        # wobbly"; a description of four words still has its article, pronoun, verb or state word ("only in my head")
        odd = [w for w in words if w in _DICEWARE_PREPOSITIONS or w.endswith("ly") and w not in _NOT_IN_A_PASSPHRASE]
        if len(words) - len(odd) >= 2:
            words = [w for w in words if w not in odd]
    return not any(w.lower() in _NOT_IN_A_PASSPHRASE or _INFLECTED.search(w.lower()) for w in words)


_DICEWARE_PREPOSITIONS = frozenset("""
in on at of for from with without by about above below under over into onto out up down off near inside outside behind
between through during since until upon within across along around against among beneath beyond
""".split())


# one word after "password is / пароль —" that describes, places or refuses rather than gives one
_NOT_A_PASSWORD_WORD = _NOT_IN_A_PASSPHRASE | frozenset("""
anyway anyways too also later asap twice immediately regardless just instead first tonight tomorrow everywhere
longer shorter stronger weaker easier harder simpler safer better worse newer older bigger smaller
fine ok okay good bad great terrible awful weird funny silly stupid obvious unique common standard generic basic
personal individual confidential personalised personalized shared temporary permanent mandatory
manual automatic broken unlocked gone back needed optional none null nil nothing n/a na unchanged unset same
sms text google apple facebook sso oauth fingerprint face touch biometrics yubikey authenticator totp otp
phone email sticker router fridge vault manager keychain drawer notebook envelope somewhere elsewhere
welcome hello test guest demo example sample dummy placeholder changeme secret private hidden protected
asterisks stars dots lowercase uppercase digits letters numbers
нет никогда ни никому нельзя never nobody no есть да тот та те то же этот эта это такой такая такое другой другая новый новая старый старая простой
сложный стандартный обычный везде теперь там тут здесь сейчас всё все всегда никакой какой один одна одно
смс sms почта почте почту телефон телефоне карта карте наклейка наклейке роутер роутере холодильник
холодильнике менеджер менеджере сейф сейфе блокнот блокноте записка записке бумажка бумажке папка файл
отпечаток лицо админ admin администратор пользователь логин пароль код пин ключ
вчера сегодня завтра утром вечером днём днем ночью недавно давно опять снова тоже также потом сразу
yesterday tonight recently again держи лови вот here
monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
september october november december
наконец уже ещё еще обратно заново слово фраза число дата имя фамилия word phrase date name
похоже кажется видимо наверное вроде кстати конечно естественно понятно очевидно правда увы
дома здесь тут там срочно быстро
просто нигде никак никуда пусто пустой пустая пустые пустыми пустым empty blank
напомни напоминай напиши скажи спроси уточни проверь смени поменяй позвони запомни запиши remind ask check change
помню знаю помнит знает помним remember
ldap sso saml kerberos oauth2 system env environ config settings
str string int integer bool boolean bytes secretstr secretbytes text varchar char object field type any true false
given taken shown chosen sent seen done stolen written known hidden api auth self cls args kwargs value data input result
response request params url token
спроси спросить узнай узнать смотри посмотри глянь позвони напиши найди сбрось сбросить
dunno idk nope nah forgot later nvm hmm unsure
проблема ерунда беда фигня мелочь вопрос тайна загадка отстой ужас кошмар пустяк формальность защита главное
как день рождения рождение дата номер телефона кличка имя фамилия отчество адрес улица город birthday
минимум максимум менее более символов символа символ букв буквы буква цифр цифры цифра знаков знака длина длиной
шесть восемь десять двенадцать шестнадцать
""".split())
_RU_DESCRIBING = re.compile(r"(?:ый|ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ую|юю|ым|им|ть|ться|ешь|ет|ит|ют|ят|"
                            r"[аеиыяу]л[аои]?|ен|ена|ено|ены|ан|ана|ано|аны|ся|сь)$")


def looks_like_password_word(word: str, alone: bool = True) -> bool:
    if "_" in word:  # «dimas_krut», «zimniy_vecher»: words joined by '_', each of them one a password could be
        parts = word.split("_")
        # (an inner part of one or two letters is a preposition, a conjunction or an initial: «kotlety_s_pure», «kofe_i_kruassan»)
        return 2 <= len(parts) <= 4 and all(parts) and all(looks_like_password_word(p, alone=False) or len(p) <= 2 and p.isalpha()
                                                           and (i > 0 or p.lower() not in _NOT_A_PASSWORD_WORD
                                                                # «my_pomnyu_gory61»: a translit phrase with a number
                                                                or len(parts) >= 3 and parts[-1][-1:].isdigit())
                                                           for i, p in enumerate(parts[:-1])) \
            and looks_like_password_word(parts[-1], alone=False)
    return _one_word(word, alone)


def _one_word(word: str, alone: bool) -> bool:
    """One word given as a password: 3-32 letters (Latin or Cyrillic, maybe a trailing digit or two), not a word that
    describes, places or states (`_NOT_A_PASSWORD_WORD`), not (up to 10 letters) inflected as a verb, adverb or
    adjective (-ed, -ing, -ly, -able, -ful, -less, -ous: "bluebirdsing" is a made-up word), not an acronym of up to five capitals, and in Russian not an adjective,
    participle or verb by its ending."""
    bare = word.rstrip("0123456789")
    if not 3 <= len(bare) <= 32 or len(word) - len(bare) > 4 or not bare.isalpha():
        return False
    lowered = bare.lower()
    if lowered in _NOT_A_PASSWORD_WORD or lowered.endswith(_SUFFIXES_ANY) or lowered.endswith("ed") and not lowered.endswith("eed") \
            or len(lowered) <= 10 and lowered.endswith(("ed", "ing")):
        return False
    if bare.isascii():
        return not (bare.isupper() and len(bare) <= 5)
    numbered = len(word) > len(bare)  # «Людмила1960»: with a number after it a word is a name, not a verb's past
    if alone and not numbered and len(lowered) <= 6 and lowered.endswith(("ин", "ын")):
        return False  # «пароль: Петин»: whose it is (a possessive of a name), not the password
    return (numbered or not _RU_DESCRIBING.search(lowered)) and all("а" <= c <= "я" or c == "ё" for c in lowered)
