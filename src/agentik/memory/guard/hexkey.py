"""A wallet's or a signer's private key given as 64 hex digits (a secp256k1 / ed25519 seed: `0x` and 64, or 64 bare), read
from its parts rather than from a label right before it: the words that name a private key or a wallet's key ("private key",
"PRIVATE_KEY", «приватный / закрытый ключ», «ключ от кошелька», or a wallet and its export told, «кошелёк …
экспортировал», "wallet … exported from MetaMask →") and, on the same line or the next, a value of exactly that
shape — so "exported the private key of the hot wallet from MetaMask, keep it here: 0x…" is refused however many words
stand between. The same shape is also a transaction's, a block's or a commit's hash and a storage slot: a value that a hash's
or slot's word names (between the key's name and it, or just before it) is kept, and so is a wallet's address (40 hex)."""

from __future__ import annotations

import re

from .kinds import SECRET
from .vendor import WALLET_KIND  # the kind of a wallet's other key formats, spelt once


HEXKEY_HINTS = frozenset(("private", "privkey", "приватн", "закрыт", "кошел", "wallet", "metamask", "phantom",
                          "rabby", "burner", "jwt"))  # («приватн» is found at the start of «приватник» too)
"""The words this module's rule needs, found with the guard's other hints in one pass (`present`)."""

_NAMED = re.compile(r"(?i)\bprivate[ _\-]?key|\bprivkey|приватн\w*\s+ключ|(?<!\w)приватник\w*|закрыт\w*\s+ключ|ключ\w*\s+(?:от\s+)?(?:\w+\s+){0,2}кошел"
                    r"|\bwallet(?:'s)?\s+(?:private\s+)?key\b"
                    # a throwaway wallet is its key ("burner for the airdrop: 0x…"); an Ethereum node pair's shared secret
                    # (`jwt.hex`, `--authrpc.jwtsecret`: what lets anyone drive the node's engine API)
                    r"|\bburner(?:\s+wallet)?\b|\bjwt(?:\.hex\b|[_\-]?secret)"
                    # what a wallet app exports is its key: "hot wallet (0x…), exported from MetaMask → <hex>"
                    r"|(?:\bwallet|кошел\w*|\bmetamask|\bphantom|\brabby)\b[^\n]{0,120}?"
                    r"(?:\bexport\w*|экспорт\w*|выгру\w*|\bdump(?:ed)?\b)")
# 64 hex with a letter and a digit among them, not part of a longer run
_VALUE = re.compile(r"(?<![0-9A-Za-z])(?:0x)?(?=[0-9a-fA-F]{0,63}[a-fA-F])(?=[0-9a-fA-F]{0,63}\d)[0-9a-fA-F]{64}(?![0-9A-Za-z])")
# what names the value as something else: a hash, a transaction, a block, a slot, a commit, a digest, a public key
_OTHER = re.compile(r"(?i)\b(?:hash|tx(?:id|n)?|transaction|block|slot|commit|digest|sha-?\d*|checksum|public|pubkey)\b"
                    r"|хэш|хеш|транзакци|блок|публичн|открыт\w*\s+ключ")


def find_hex_key(text: str, present: frozenset[str] | set[str]) -> str | None:
    if not HEXKEY_HINTS.intersection(present):
        return None
    for name in _NAMED.finditer(text):
        line_end = text.find("\n", name.end())
        if line_end != -1:  # the value may stand on the next line ("… из MetaMask:\n<hex>")
            after = text.find("\n", line_end + 1)
            line_end = len(text) if after == -1 else after
        else:
            line_end = len(text)
        value = _VALUE.search(text, name.end(), min(line_end, name.end() + 240))
        if value is None:
            continue
        if _OTHER.search(text, name.end(), value.start()) or _OTHER.search(text, max(name.end(), value.start() - 16), value.start()):
            continue  # "private key … tx hash 0x…": the value named as a hash
        return SECRET if name.group().lower().startswith("jwt") else WALLET_KIND
    return None
