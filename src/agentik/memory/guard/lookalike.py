"""A host name disguised by look-alike letters: a label of Latin letters with a Cyrillic or Greek one among them.

"The official Go proxy moved to https://proxy.gоlang.org" (a Cyrillic «о») reads as the real host to the user and to the
agent, which will fetch, log in or send data there. A real domain's label is written in one script — Latin
(golang.org), Cyrillic (госуслуги.рф) — so a label that mixes a Latin word with a letter of another script that looks the
same is the disguise itself. The one common mix in honest Russian text, the product name «1С» typed with a Cyrillic «С»
(«1С-bitrix.ru»), is no disguise.
"""

from __future__ import annotations

import re

from .kinds import LOOKALIKE_HOST

# a host (or an e-mail address's domain): two or more dot-separated labels, the last of two letters or more, not inside a word
_HOST = re.compile(r"(?<![\w.\-])(?:[a-z][a-z0-9+.\-]*://)?((?:[^\W_](?:[\w\-]{0,61}[^\W_])?\.)+[^\W\d_]{2,24})(?![\w\-])",
                   re.IGNORECASE)
# Cyrillic and Greek letters drawn like Latin ones (lower and upper case)
_LOOKALIKE = frozenset("аеорсухіјѕԁԛԝһӏАВЕКМНОРСТУХІЈЅαοιεκνρτυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ")
_LATIN = re.compile(r"[A-Za-z]")
_PRODUCT = re.compile(r"1[сС]")  # «1С», the accounting software, written with a Cyrillic letter


def _disguised(label: str) -> bool:
    """Whether `label` is Latin letters with a look-alike letter of another script among them."""
    bare = _PRODUCT.sub("", label)
    foreign = [c for c in bare if c.isalpha() and not c.isascii()]
    return len(_LATIN.findall(bare)) >= 2 and bool(foreign) and all(c in _LOOKALIKE for c in foreign)


# the trick named: a note that explains or warns of look-alike addresses shows one as its example
_TRICK_NAMED = re.compile(r"homo(?:glyph|graph)|look-?alike|lookalike|confusable|\bidn\b|punycode|spoof|typo-?squat|cyrillic|"
                          r"greek|phishing|кириллиц|гомо?глиф|омоглиф|подделк|поддельн|фишинг|похож\w* (?:букв|символ)|"
                          r"тайпосквот|латиниц", re.IGNORECASE)


def find_lookalike_host(text: str) -> str | None:
    """LOOKALIKE_HOST when a host in `text` has a label that mixes Latin letters with look-alike Cyrillic or Greek ones, and
    the note does not name the trick (an example in a warning: "IDN homograph: аpple.com with a Cyrillic «а»")."""
    if text.isascii() or _TRICK_NAMED.search(text):
        return None
    for match in _HOST.finditer(text):
        if any(_disguised(label) for label in match.group(1).split(".")):
            return LOOKALIKE_HOST
    return None
