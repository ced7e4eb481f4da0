"""A code that opens a physical thing, given right after its name: a safe, a gate, a door's keypad or intercom, an
alarm, a key box, a locker, a lock, a barrier, a lift's panel, a server room — in Russian, English, French, Spanish,
German, Italian and Portuguese («калитка — 3321#», "Gate code: 4481", «portail 7789#», «Digicode 2ème porte 7533», «Código del
portón: #7938», «Serverraum – Zutrittscode: 807230#», "hotel safe in Lisbon set to 882355", «Lucchetto bici: 6877», "Garage gate:
press * then 0168 #", «Tresor im Büro: 03-78-75»).

The thing's name, up to a clause that says which one (no number in it), then a colon, a dash, "set to", "is" or a
space, and three to eight digits (a keypad's «#» or «*» around them) that end the clause. Not a code: the words between
say what else the number is — a price, a room, a floor, a flight, a year, a model, a serial, a phone, an order — or where
or when the thing is with no word for its code and no colon or dash ("the gate at 1998"); a booking, a contract, a
listing or a price list names it («домофонного — 150», "Alarm company is 'Legion', contract 2231"); the thing is a
place's name ("Marina Gate 1204"); three digits with no word for a code ("gym locker is 214"); with no colon or dash, a
year, or words between and none of them a word for a code.
"""

from __future__ import annotations

import re

from .kinds import ACCESS_CODE
from .text import STREET_NUMBER

_THINGS = (r"сейф\w*|safes?|\w*tresor|caja fuerte|portail|port[oó]n|puerta|porte|ворот\w*|калитк\w*|gates?|alarme|alarma|alarm|"
           r"сигнализаци\w*|сигналк\w*|bo[iî]te [àa] cl[ée]s|key ?box|lockbox|key ?safe|locker|локер\w*|домофон\w*|intercom|"
           r"interphone|digicode|подъезд\w*|garage|гараж\w*|шлагбаум\w*|barrier|keypad|(?:bike |pad|door |combination )lock|"
           r"ящик\w* для ключ\w*|ключниц\w*|serverraum|server room|серверн\w*|lift|elevator|лифт\w*|"
           # Italian and Portuguese: «Lucchetto bici: 6877», «Tastierino porta studio — codice master: *7801*3063#», «cadeado»
           r"lucchett\w*|tastierin\w*|cassaforte|cancello|portone|allarme|cadeado|cofre|port[aã]o|"
           # Swedish and German compounds that name the code itself: «portkod 2687», «Larmkod …: 427899»
           r"(?:port|dörr|larm|grind|garage|tür|tor|alarm)(?:kod|code)")
_CODE = re.compile(rf"(?i)(?<!\w)(?:{_THINGS})(?!\w)((?:[^.\n\d;№#!?]|{STREET_NUMBER}){{0,60}}?)(?:[ \t]*([:—–=])[ \t]*|[ \t]+(-)[ \t]+"
                   r"|[ \t]+(set to|is|now|теперь|abre con|opens with|установлен\w* на)[ \t]+|[ \t]+\(?)"
                   r"(?:(?:marcar|набрать|набери|dial|press|punch in|enter|введи|ввести|set (?:it )?to|is set to)[ \t]+)?"
                   # (the keypad's key first: "press * then 0168 #")
                   r"(?:[#*][ \t]+(?:then|потом|затем|и|and)[ \t]+)?"
                   # (a master code keyed in two parts: «*7801*3063#»; a dial's numbers: «03-78-75»)
                   r"[#*]?(\d{3,8}(?:[#*]\d{3,8})?|\d(?:-\d){3,7}|\d{2}(?:-\d{2}){2,3})(?:[ \t]?[#*])?(?=[ \t]*(?:$|[.,;!)]|\s\(|\s[—–+]\s|\s(?:then|потом|затем|puis|dann|and|и|y|luego)\s))")
# words between the name and the number that say the number is something else
_NOT_CODE_GAP = re.compile(
    r"(?i)(?<!\w)(?:за|for \$|costs?|стои\w*|цена|price|room|(?<!в )номер\w*|этаж\w*|floor|квартир\w*|apt|flight|рейс\w*|terminal|"
    r"km|км|years?|год\w*|model|модел\w*|серийн\w*|serial|order|заказ\w*|ticket|тикет\w*|"
    r"был\w*|was|were|built|installed|куплен\w*|bought|paid|оплат\w*|руб\w*|eur|usd|размер\w*|size|ширин\w*|width|"
    r"height|высот\w*|mm|мм|см|cm|kg|кг|шт|pcs|no|nr|number|id|ip|vlan|port|порт\w*|channel|канал\w*|ext|доб|tel|тел\w*|phone|"
    r"телефон\w*|call|звон\w*|sms|смс|error|ошибк\w*)(?!\w)")
# or where or when the thing is, unless a word for its code is there too ("Schindler lift at Prater, technician mode code
# for the panel: 2800"; not "the gate at 1998")
_WHERE_GAP = re.compile(r"(?i)(?<!\w)(?:in|at|on|в|на|since|с|from|до|until|till|by)(?!\w)")
_CODE_WORD = re.compile(r"(?i)(?<!\w)(?:code|код\w*|c[oó]dig[oe]|codice|digicode|pin|\w+code|keypad)(?!\w)")
_OTHER_NUMBER = re.compile(r"(?i)(?<!\w)(?:бронирован\w*|booking|reservation|contract|договор\w*|listing|serials?|серийн\w*|"
                           r"прайс\w*|price\w*|tenancy)(?!\w)")
_YEAR = re.compile(r"(?:19|20)\d\d")
_PLACE_NAME = re.compile(r"[A-ZА-ЯЁ][\w'’-]*[ \t]$")  # "Marina Gate": a capitalised word, then the thing's, capitalised too


_HINTS = ("ящик", "ключниц", "сейф", "safe", "tresor", "keypad", "lock", "serverraum", "server room", "серверн", "lift", "elevator", "лифт", "kod",
          "caja fuerte", "portail", "portón", "porton", "puerta", "porte", "ворот", "калитк", "gate", "alarm", "сигнал",
          "boîte", "boite", "key box", "keybox", "lockbox", "keysafe", "locker", "локер", "домофон", "intercom", "interphone",
          "digicode", "подъезд", "garage", "гараж", "шлагбаум", "barrier", "lucchett", "tastierin", "cassaforte", "cancello",
          "portone", "allarme", "cadeado", "cofre", "portão", "portao")


def find_physical_code(text: str, lowered: str) -> str | None:
    """ACCESS_CODE when `text` (`lowered`: its lower-case copy) gives a code right after the name of the physical thing it
    opens; else None."""
    if not any(hint in lowered for hint in _HINTS):
        return None
    for found in _CODE.finditer(text):
        gap, colon, dash, said, digits = found.group(1), found.group(2), found.group(3), found.group(4), found.group(5)
        separated = colon is not None or dash is not None or said is not None
        coded = _CODE_WORD.search(gap) is not None
        if _NOT_CODE_GAP.search(gap) or _WHERE_GAP.search(gap) and not coded and (not separated or _YEAR.fullmatch(digits)) \
                or len(digits) == 3 and not coded or not separated and (_YEAR.fullmatch(digits) or gap.strip() and not coded):
            continue
        line = text[text.rfind("\n", 0, found.start()) + 1:found.start()]
        if _OTHER_NUMBER.search(line) or _OTHER_NUMBER.search(gap):
            continue
        if found.group()[:1].isupper() and _PLACE_NAME.search(text, max(0, found.start() - 40), found.start()):
            continue
        return ACCESS_CODE
    return None
