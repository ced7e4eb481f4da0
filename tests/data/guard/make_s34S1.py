"""Stop 34, secrets fixer, mechanism 1: a secret-manager token in its own format (HashiCorp Vault's service, batch and
recovery tokens since 1.10: hvs. / hvb. / hvr. and base64url) and a wallet's private key given as 64 hex beside the words
that name it, EN and RU; their twins: the same topic with the prefix only, a placeholder, a token's accessor, a
transaction or block hash of the same shape, a wallet's (public) address."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3401)
B64U = string.ascii_letters + string.digits + "_-"


def vault(prefix: str, n: int) -> str:
    return prefix + "".join(rnd.choice(B64U) for _ in range(n))


def hex64() -> str:
    return "".join(rnd.choice("0123456789abcdef") for _ in range(64))


b = Batch("s34S1", lang="auto")
b.add("vault_token", "secret",
      f"Vault root token from the init ceremony, keep until we rotate: {vault('hvs.', 91)}",
      f"VAULT_TOKEN={vault('hvs.', 24)}",
      f"export VAULT_TOKEN='{vault('hvs.', 91)}' # staging",
      f"Токен для CI в Vault (политика deploy-ro): {vault('hvs.', 91)}",
      f"batch token, который выдал approle для ночного джоба — {vault('hvb.', 138)}",
      f"recovery-токен после generate-root: {vault('hvr.', 24)} (удалить после миграции)",
      f"vault login {vault('hvs.', 91)}",
      f"curl -H \"X-Vault-Token: {vault('hvs.', 91)}\" https://vault.corp.lan:8200/v1/kv/data/app")
b.add("vault_token_twin", "ordinary",
      "Vault 1.10 changed token prefixes: service tokens now start with hvs., batch ones with hvb., recovery with hvr.",
      "Токены Vault теперь начинаются с hvs. — если видишь s. в логах, это старый формат до 1.10.",
      "VAULT_TOKEN=hvs.XXXXXXXXXXXXXXXXXXXXXXXX (placeholder, real one is in 1Password)",
      "Токен лежит в ~/.vault-token, в заметки его не копирую; для CI — через approle.",
      f"token accessor для отзыва: {''.join(rnd.choice(string.ascii_letters + string.digits) for _ in range(24))} — это не сам токен, можно светить",
      "vault token lookup shows ttl 768h and policies [default deploy]; renew before Friday.")
b.add("wallet_hex_key", "secret",
      f"exported the private key of my burner wallet from Rabby, temporarily here: 0x{hex64()}",
      f"Приватный ключ тестового кошелька (Sepolia, там 0.3 ETH), потом перенесу в Ledger: 0x{hex64()}",
      f"deployer account for the hardhat scripts — private key {hex64()}",
      f"ключ от горячего кошелька бота, экспорт из MetaMask:\n{hex64()}",
      f"PRIVATE_KEY=0x{hex64()} in .env of the airdrop script")
b.add("wallet_hex_key_twin", "ordinary",
      f"The refund went through, tx hash 0x{hex64()} on Etherscan, 0.42 ETH back.",
      f"Хэш транзакции перевода на биржу: 0x{hex64()} — подтверждений 12, деньги дошли.",
      f"block 19283746 hash 0x{hex64()}; the reorg was two blocks deep.",
      "Never paste the private key of a wallet anywhere; MetaMask shows it under Account details → Show private key.",
      f"storage slot 0x{hex64()} of the proxy holds the implementation address (EIP-1967).",
      f"Адрес кошелька для донатов (публичный): 0x{''.join(rnd.choice('0123456789abcdef') for _ in range(40))}")
b.write()
