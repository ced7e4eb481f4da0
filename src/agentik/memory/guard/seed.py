"""A wallet's recovery phrase known by its words: 12 to 24 words of the BIP-39 English list in a row.

"Ledger backup, 24 words, keep offline!!: domain produce food now …": whoever holds the words holds the wallet. The
list's 2048 words are everyday words, but prose never strings twelve of them together (it needs "the", "a", "is", "to",
"and", which are not on the list): in the guard's 16K labelled notes, the package READMEs and the standard library's
sources no ordinary text holds even nine in a row. A list of nouns can (a shopping list of fourteen foods), so twelve
in a row are a phrase when the note speaks of one (seed, words, wallet, фраза, слова…), or when they are exactly 12,
15, 18, 21 or 24 and the last carries the checksum of the rest (BIP-39: the first bits of the SHA-256 of the entropy),
as every phrase a wallet made does and one list of words in sixteen does by chance (then only in a note without
English prose around it: without " the ", " and ", " is "…, none of them on the list). The list (`bip39_english.txt`)
comes from the MIT-licensed `mnemonic` package.
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterator
from pathlib import Path

SEED_KIND = "wallet seed phrase"
_LIST_FILE = Path(__file__).with_name("bip39_english.txt")
_LEAST = 12  # the shortest phrase a wallet makes
SEED_HINTS = frozenset(("seed", "mnemonic", "phrase", "recovery", "backup", "wallet", "words", "ledger", "trezor", "metamask",
                        "crypto", "bitcoin", "exodus", "electrum", "сид", "фраз", "слов", "кошел", "мнемон", "восстановл",
                        "бэкап", "крипт", "электрум"))
"""Words of a note about a phrase (found with the guard's other hints where words start: `present`)."""
_SIZES = (12, 15, 18, 21, 24)
# a word's number glued to it, as a phrase is copied off its card: "1.lunar", "2)vessel", "03:ripple"
_GLUED_NUMBER = re.compile(r"(?<![\w.:])\d{1,2}[.):](?=[a-z])")
# English words no phrase holds (not on the list) that prose can hardly do without
_PROSE = (" the ", " a ", " and ", " is ", " to ", " of ", " in ", " for ", " it ", " with ")


def listed_word(word: str) -> bool:
    """Whether `word` (small letters) is on the BIP39 list: 2,048 everyday English words ("clock", "table", "ocean")."""
    return word in _words()


@functools.cache
def _words() -> dict[str, int]:
    """Each listed word and its index (its 11 bits in a phrase)."""
    lines = _LIST_FILE.read_text(encoding="utf-8").splitlines()
    return {word: index for index, word in enumerate(line.strip() for line in lines if line.strip() and not line.startswith("#"))}


def _stretches(lowered: str, slack: int = 0) -> Iterator[list[int]]:
    """The indices of each stretch of 12+ listed words in a row in `lowered` (numbers such as "1.", "2)", "3" or "(7-12)"
    between them, an ellipsis, commas and full stops after them, are passed over; words joined by "-" are words).
    `slack`: how many English-looking words off the list a stretch may hold (a word mistyped as the phrase was copied out:
    "wander" for "wonder"), each given as -1."""
    listed = _words()
    current: list[int] = []
    missed = 0
    for token in lowered.replace("-", " ").split():
        index = listed.get(token.strip(",.;"))
        if index is not None:
            current.append(index)
            continue
        bare = token.strip("()[].,;:…")
        if bare.isdigit() and len(bare) <= 2 or not bare and token:
            continue
        if missed < slack and bare.isascii() and bare.isalpha() and 3 <= len(bare) <= 8:
            current.append(-1)
            missed += 1
            continue
        if len(current) >= _LEAST:
            yield current
        current, missed = [], 0
    if len(current) >= _LEAST:
        yield current


def _checksum_ok(indices: list[int]) -> bool:
    """Whether the phrase's last bits are the checksum of the rest (BIP-39)."""
    bits = 0
    for index in indices:
        bits = bits << 11 | index
    total = 11 * len(indices)
    check_bits = total // 33
    entropy = (bits >> check_bits).to_bytes((total - check_bits) // 8, "big")
    return hashlib.sha256(entropy).digest()[0] >> (8 - check_bits) == bits & ((1 << check_bits) - 1)


def find_seed_phrase(text: str, lowered: str, present: frozenset[str] | set[str]) -> str | None:
    """SEED_KIND when `text` holds 12+ BIP-39 words in a row that a note about a phrase gives, or a whole phrase with its
    checksum (`lowered`: the lower-case copy; `present`: the hints of SEED_HINTS found in it); else None."""
    if text.count(" ") + text.count("\n") + text.count("-") < _LEAST - 1:
        return None
    about = not present.isdisjoint(SEED_HINTS)
    if not about and any(word in lowered for word in _PROSE):
        return None  # prose around the words and no word of a phrase: the checksum alone is not enough then
    if "." in lowered or ")" in lowered or ":" in lowered:
        lowered = _GLUED_NUMBER.sub(" ", lowered)  # «1.lunar 2.vessel …»: the words apart from their numbers
    tokens = lowered.replace(",", " ").replace("-", " ").split()
    if len(_words().keys() & tokens) < _LEAST - 4:  # a phrase may repeat a word or two; fewer distinct listed words: none
        return None
    for stretch in _stretches(lowered, slack=2 if about else 0):
        if about or len(stretch) in _SIZES and _checksum_ok(stretch):  # (-1 only when `about`)
            return SEED_KIND
    return None
