"""Stop 35, secrets fixer: a key under a service's name with a long aside in brackets between the name and the value
("Deepgram (speech-to-text for the call bot): <hex>"), EN and RU; twins: a hash or an id under a label with the same
kind of aside."""
import random

from batch_writer import Batch

rnd = random.Random(3504)
HEX = "0123456789abcdef"
AN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def rs(n: int, alphabet: str) -> str:
    return "".join(rnd.choice(alphabet) for _ in range(n))


b = Batch("s35S4", lang="auto")
b.add("aside", "secret",
      f"AssemblyAI (transcripts for the weekly podcast edit): {rs(32, HEX)}",
      f"Mailjet (newsletter for the bakery, the free plan): {rs(32, HEX)}",
      f"Datadog (the trial org that Pavel set up in March): {rs(32, HEX)}",
      f"Linode (старый VPS под блог, до переезда на Hetzner): {rs(64, HEX)}",
      f"Pipedrive (CRM клиента, доступ только на чтение сделок): {rs(40, HEX)}",
      )
b.add("aside_twin", "ordinary",
      f"Debian ISO (netinst, checked against the mirror's list): sha256 {rs(64, HEX)}",
      f"Release tarball (the one we shipped to the customer in May): {rs(40, HEX)} is its commit",
      f"Сборка (ночная, с исправлением печати чеков) — коммит {rs(40, HEX)}",
      f"Datadog (the trial org that Pavel set up in March): the API key is in the team vault, org id {rs(8, HEX)}",
      )
b.write()
