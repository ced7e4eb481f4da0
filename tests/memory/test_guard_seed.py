"""A wallet's recovery phrase is found by the BIP-39 word list and its checksum (`guard.seed`)."""

from __future__ import annotations

from agentik.memory.guard import classify
from agentik.memory.guard.seed import SEED_KIND

# BIP-39's published test vector: its last word carries the checksum of the rest
VALID = "legal winner thank year wave sausage worth useful legal winner thank yellow"
# the same words with the last one changed: no wallet makes this phrase
BROKEN = "legal winner thank year wave sausage worth useful legal winner thank wrist"


def test_a_bare_phrase_is_known_by_its_checksum() -> None:
    assert classify(VALID) == SEED_KIND
    assert classify(f"Ledger: {VALID}") == SEED_KIND


def test_words_without_the_checksum_need_a_note_about_a_phrase() -> None:
    assert classify(BROKEN) is None
    assert classify(f"seed phrase: {BROKEN}") == SEED_KIND
    assert classify(f"сид-фраза от кошелька: {BROKEN}") == SEED_KIND


def test_numbered_and_joined_words_are_words() -> None:
    numbered = " ".join(f"{i}. {word}" for i, word in enumerate(BROKEN.split(), 1))
    assert classify(f"recovery words:\n{numbered}") == SEED_KIND
    assert classify(f"wallet backup: {BROKEN.replace(' ', '-')}") == SEED_KIND


def test_lists_of_listed_words_are_kept() -> None:
    assert classify("shopping list: apple banana bread butter cheese chicken coffee egg lemon onion potato rice sugar tomato") is None
    assert classify("Seed words go on the steel plate, 24 of them, numbered 1 to 24; never photograph them.") is None
    assert classify("please check that the build works before you merge this branch into main today and tell me") is None
