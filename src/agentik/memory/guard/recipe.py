"""A password told by its recipe instead of its characters: the password named, then what it is made of — a name the
reader knows (hers, his, a pet's) and the number to put after it, a birth year or digits given («Пароль Лейлы в МИС
очень простой: её имя латиницей, потом год рождения 1988 и восклицательный знак в конце», "Dad's router password is
his dog's name plus 1957, then a dot"). Whoever reads it can type the password. Advice on making one («не делайте
пароль из своего имени и года рождения»), a rule or a format without its number («её имя, потом год рождения») names
none."""

from __future__ import annotations

import re

from .kinds import PASSWORD

_HINTS = ("парол", "password")
# the password named; a little further in its clause a name that belongs to someone, then the number that goes with
# it: a year given as one (of birth, born), or digits after the word that joins the pieces («потом», «плюс», "+")
_RECIPE = re.compile(
    r"(?i)\b(?:парол\w*|password)\b[^\n.;]{0,60}?\b(?:е[её]|его|мо[йёя]|их|my|his|her|their)[ \t]+(?:[^\s.]+[ \t]+)?"
    r"(?:имя|фамили\w*|кличк\w*|name|surname|nickname)\b[^\n.;]{0,60}?"
    r"(?:(?:год\w*|рождени\w*|year|born)[^\d\n.]{0,20}?|(?:\+|плюс|plus|потом|затем|then|и|and)[ \t]+)"
    r"(?<![\d.,])((?:19|20)\d\d|\d{2,6})(?!\d|[.,]\d)")
# advice or a prohibition in the same sentence: how not to make one, not how this one is made
_ADVICE = re.compile(r"(?i)(?<!\w)(?:не|нельзя|никогда|never|don't|do not|avoid|shouldn't|should not)(?!\w)")


def find_recipe_password(text: str, lowered: str) -> str | None:
    """PASSWORD when `text` tells a password by a name someone owns and the number given with it; else None."""
    if not any(hint in lowered for hint in _HINTS):
        return None
    for found in _RECIPE.finditer(text):
        if not _ADVICE.search(found.group()):
            return PASSWORD
    return None
