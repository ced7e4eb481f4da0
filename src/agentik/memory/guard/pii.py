"""Personal data the guard refuses: payment card numbers always; IBANs, phone numbers and e-mail addresses
only when AGENTIK_GUARD_REFUSE_PII names them (a user may want the agent to know them).

A card number is 13–19 digits, optionally in groups split by spaces or dashes, that starts like a card
(Visa 4, Mastercard 51–55/2221–2720, Amex 34/37, Mir 2200–2204, Discover 6011/65, JCB 35, UnionPay 62,
Maestro 50/56–69, and the national schemes of the Russian-speaking world and its neighbours: Belkart 9112, Elcart 9417,
Troy 9792, Prostir 9804, Humo 9860, Uzcard 8600) and passes the Luhn check (grouped as people group a card's digits, or
any way at all when the note calls it a card and gives its expiry or code right after: `_LOOSE_CARD`); an IBAN passes its mod-97 check. A Luhn-valid run that is part of a valid
IBAN is the IBAN's, not a card; a processor's published test number in a note that says it is a test (Stripe's
4242 4242 4242 4242) identifies no one and is kept (`published.is_test_card`); so is a phone's IMEI (fifteen digits,
Luhn-valid by design) named IMEI earlier on its line with no card named after it; any other Luhn-valid number is refused.
"""

from __future__ import annotations

import re

from .published import is_test_card


CARD = "payment card number"
IBAN = "IBAN"
PHONE = "phone number"
EMAIL = "e-mail address"

_CARD = re.compile(r"(?<![\w.\-/])(?:\d(?:[ \-]|\n(?=\d))?){12,18}\d(?![\w\-/]|\.\d)|(?<![\w.\-/])\d{4}(?:\.\d{4}){3}(?:\.\d{3})?(?![\w\-/]|\.\d)")
_CARD_START = re.compile(r"^(?:4|5[0-9]|2[2-7]|3[47]|35|6|9112|9417|9792|9804|9860|8600)")
_IBAN = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b")
_PHONE = re.compile(r"(?<![\w+])(?:\+\d{1,3}|8)[ \-(]*\d{2,4}[ \-)]*\d{2,4}[ \-]?\d{2,4}[ \-]?\d{0,4}(?!\w)")
_EMAIL = re.compile(r"\b[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)*\.[A-Za-z]{2,}\b")


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = ord(ch) - 48
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


_ID_CONTEXT = re.compile(r"order|заказ|track|трек|invoice|счет|счёт|ticket|isbn|imei|инн|снилс|огрн|account|accession|"
                         r"serial|серийн|build|сборк|ids?\b|№|#|project|проект"
                         # a cash register's and its fiscal drive's numbers: «Регистрационный номер ККТ: …, номер ФН: …»
                         r"|ккт|(?<!\w)фн\b|(?<!\w)рнм\b|регистрационн|фискальн|заводск"
                         # a public contract's or purchase's registry number: «Реестровый номер контракта в ЕИС: …», «ИКЗ …»
                         r"|реестров|(?<!\w)еис\b|(?<!\w)икз\b|контракт|закупк|registry|contract", re.IGNORECASE)
# the label the number comes after: the words since the line's or the sentence's start up to a colon just before it
_LABEL = re.compile(r"(?:^|[\n.;!?])\s*([^:\n.;!?]{1,110}):\s*$")
_CARD_CONTEXT = re.compile(r"card|карт|visa|master|amex|мир\b|maestro|cvv|cvc|exp", re.IGNORECASE)


# a card's expiry or security code just after its number: «…, срок 03/28 код 771», "exp 03/28, cvv 771"
_CARD_DETAILS = re.compile(r"[^\n]{0,20}?(?:\b(?:срок|exp\w*|valid|до|cvv|cvc|код)\b[ \t:]*\d|\b\d\d[/\-]\d\d\b"
                           r"|\b(?:cvv|cvc|код)\b[^\n\d]{0,20}\d{3}\b)", re.IGNORECASE)
# a card's digits in groups of any size split by spaces, dashes or slashes, as copied off a photo («416 9387  541 859682»,
# "55369188 / 44812151", «4276-44 2940 941167»): a card only when called one before and its expiry or code after
# (`_CARD_DETAILS`)
_LOOSE_CARD = re.compile(r"(?<![\w.\-/])\d{2,8}(?:(?:[ \t]{1,2}|[ \t]?[/\-][ \t]?)\d{2,8}){1,5}(?![\w\-/]|\.\d)")
_DIGIT_RUN = re.compile(r"\d[\d \-./\n]{11,}\d")
_GLUED_CARD = re.compile(r"(?i)(?:visa|mastercard|master|amex|maestro|mir|мир|card|карта)[:#№]?(\d{13,19})(?!\d)")


def _card(text: str) -> bool:
    if not _DIGIT_RUN.search(text):
        return _told_in_groups(text)
    ibans = _iban_spans(text) if _IBAN_HEAD.search(text) else ()
    for match in _CARD.finditer(text):
        if any(start <= match.start() < end for start, end in ibans):
            continue  # the digits of an IBAN, which is kept: "AT61 1904 3002 3457 3201" holds a Luhn-valid run by chance
        before = text[max(0, match.start() - 40):match.start()]
        if _ID_CONTEXT.search(before) and not _CARD_CONTEXT.search(before):
            continue
        label = _LABEL.search(text[max(0, match.start() - 120):match.start()])
        if label and _ID_CONTEXT.search(label.group(1)) and not _CARD_CONTEXT.search(label.group(1)):
            continue  # the number's label further back: «Трек-номер посылки с кубками для конкурса профмастерства: 4540…»
        if _listed_id(text, match.start()):
            continue
        if _named_device_or_barcode(text, match):
            continue
        raw = match.group().replace("\n", " ")  # a number the chat broke over two lines: "4111 1111\n1111 1111"
        separators = {c for c in raw if not c.isdigit()}
        if len(separators) > 1 or separators and not _grouped(raw):
            continue  # (not as people group a card's digits; `_LOOSE_CARD` reads such a number called a card)
        digits = raw.replace(" ", "").replace("-", "").replace(".", "")
        if _card_digits(digits) and not is_test_card(digits, text, match.start(), match.end()):
            return True
    for match in _LOOSE_CARD.finditer(text) if _CARD_CONTEXT.search(text) else ():
        if _CARD_CONTEXT.search(text, max(0, match.start() - 80), match.start()) and _loose_card(text, match):
            return True
    # "visa4012888888881881": the brand glued to the number
    return any(_card_digits(match.group(1)) for match in _GLUED_CARD.finditer(text)) or _told_in_groups(text)


_DIGIT_GROUP = re.compile(r"(?<![\d.,/:\-])(?:\d{8}|\d{4})(?![\d.,/:\-]\d?)")
# the words between two groups ("потом", "\nthen "): a word or a line break, no digit, no sentence's end (not "5555 5555 5555 4444 —
# approved; 4000 …", two numbers)
_GROUP_GAP = re.compile(r"(?=[^\d]*(?:[^\W\d_]|\n))[^\d.;!?—–]{1,40}"
                        r"|\n\[?\d{1,2}:\d{2}\]?[^\d\n.;!?]{0,40}")  # (or the next line of a chat: "\n[19:10] Artem: ")


def _told_in_groups(text: str) -> bool:
    """A card's number told four or eight digits at a time with words or a chat's line between, in a note that calls it a card
    («Номер карты диктую по частям: первые четыре 2202, потом 9086, потом 1628, последние 5231», two chat lines of eight): such
    groups in a row that make a card's number."""
    if not _CARD_CONTEXT.search(text):
        return False
    groups = list(_DIGIT_GROUP.finditer(text))
    for i in range(len(groups)):
        run, count = [], 0
        for group in groups[i:i + 4]:
            if run and not _GROUP_GAP.fullmatch(text, run[-1].end(), group.start()):
                break
            run.append(group)
            count += len(group.group())
            if count >= 16:
                break
        digits = "".join(m.group() for m in run)
        if len(run) >= 2 and len(digits) == 16 and _card_digits(digits) and not is_test_card(digits, text, run[0].start(), run[-1].end()):
            return True
    return False


_LONG_NUMBER = re.compile(r"\d{10,}")


def _listed_id(text: str, start: int) -> bool:
    """The number at `start` is the next of a list of ids named once before it on its line: "project ids game-client
    4504979047160040, backend 4508175330408658" (an id's number before it, no card named in the list)."""
    line = text[max(text.rfind("\n", 0, start) + 1, start - 160):start]
    named = None
    for named in _ID_CONTEXT.finditer(line):
        pass
    return named is not None and _LONG_NUMBER.search(line, named.end()) is not None \
        and not _CARD_CONTEXT.search(line, named.start())


def _loose_card(text: str, match: re.Match[str]) -> bool:
    """Whether the first groups of a loose run of digits (`_LOOSE_CARD`, which may run on into the expiry: «… 859682 /
    04-26») are a card's number with its expiry or code after them."""
    groups = [(m.group(), m.end()) for m in re.finditer(r"\d+", match.group())]
    for count in range(len(groups), 1, -1):
        digits, end = "".join(g for g, _ in groups[:count]), match.start() + groups[count - 1][1]
        if _card_digits(digits) and _CARD_DETAILS.match(text, end) and not is_test_card(digits, text, match.start(), end):
            return True
    return False


def _card_digits(digits: str) -> bool:
    """13–19 digits, not all one, that start as a card's do and pass the Luhn check."""
    return 13 <= len(digits) <= 19 and _CARD_START.match(digits) is not None and len(set(digits)) > 1 and luhn_ok(digits)


_IMEI = re.compile(r"(?i)\bimei\d?\b")
# a product's barcode number (EAN-13, GTIN, ISBN-13): thirteen digits, one Luhn-valid in ten by chance
_BARCODE = re.compile(r"(?i)\b(?:ean(?:-?13)?|gtin(?:-?13)?|isbn(?:-?13)?|barcodes?)\b|(?<!\w)(?:штрих-?код\w*|баркод\w*)")


def _named_device_or_barcode(text: str, match: re.Match) -> bool:
    """A phone's IMEI: fifteen digits, Luhn-valid by design, named IMEI earlier on their line with no card named between
    ("Pixel 8 IMEI for the insurance claim after the screen cracked: 3511…"); a card written after an IMEI still counts.
    So too a barcode's thirteen digits named EAN, GTIN, ISBN or «штрихкод» ("EAN-13 for the 250 g pack: 4607…")."""
    digits = sum(c.isdigit() for c in match.group())
    if digits not in (13, 15):
        return False
    line = text[text.rfind("\n", 0, match.start()) + 1:match.start()]
    named = None
    for named in (_IMEI if digits == 15 else _BARCODE).finditer(line):
        pass
    return named is not None and not _CARD_CONTEXT.search(line, named.end())


def _grouped(raw: str) -> bool:
    """4-4-4-4, 4-6-5 (Amex), 4-4-4-4-3 or 8-8 groups: how people write card numbers, or a digit at a time (as a card
    read out over the phone is typed: "4 5 1 9 9 6 …")."""
    sizes = [len(g) for g in re.split(r"[ \-.]", raw)]
    return set(sizes) == {1} or sizes in ([4, 4, 4, 4], [4, 6, 5], [4, 6, 4], [4, 4, 4, 4, 3], [4, 4, 4, 1], [4, 4, 5], [4, 4, 4, 2], [8, 8], [4, 4, 8],
                     [8, 4, 4])  # (halves: "22007014 39024057", as a card is read out in two breaths)


def _iban_ok(code: str) -> bool:
    moved = code[4:] + code[:4]
    return 15 <= len(code) <= 34 and int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


_IBAN_HEAD = re.compile(r"\b[A-Z]{2}\d{2}")


def _iban_spans(text: str) -> list[tuple[int, int]]:
    return [m.span(1) for m in _IBAN.finditer(text) if _iban_ok(m.group(1).replace(" ", ""))]


def _iban(text: str) -> bool:
    return any(_iban_ok(match.group(1).replace(" ", "")) for match in _IBAN.finditer(text))


def _phone(text: str) -> bool:
    return any(10 <= sum(c.isdigit() for c in m.group()) <= 15 for m in _PHONE.finditer(text))


def find_pii(text: str, refuse: frozenset[str]) -> str | None:
    """CARD when `text` holds a card number; IBAN / PHONE / EMAIL when found and named in `refuse`."""
    if _card(text):
        return CARD
    if "iban" in refuse and _iban(text):
        return IBAN
    if "phone" in refuse and _phone(text):
        return PHONE
    if "email" in refuse and "@" in text and _EMAIL.search(text):
        return EMAIL
    return None


