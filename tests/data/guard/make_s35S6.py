"""Stop 35, secrets fixer: a vendor token retyped or pasted with spaces between its groups (from a screenshot, a chat that
wrapped it, a voice note), EN and RU; twins: values that are written in groups and are no secret — a GPG fingerprint, an
IBAN, a tracking number, version numbers in a row, a hex hash split for reading."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3506)
AN = string.ascii_letters + string.digits
HEX = "0123456789ABCDEF"


def rs(n: int, alphabet: str = AN) -> str:
    while True:
        value = "".join(rnd.choice(alphabet) for _ in range(n))
        if alphabet != AN or (any(c.isdigit() for c in value) and any(c.isupper() for c in value) and any(c.islower() for c in value)):
            return value


def spaced(token: str, every: int) -> str:
    return " ".join(token[i:i + every] for i in range(0, len(token), every))


b = Batch("s35S6", lang="auto")
b.add("spaced_token", "secret",
      "Typed off the photo of the sticky note (spaces are just where the lines broke): " + spaced("ghp_" + rs(36), 8),
      "Ключ Anthropic переписал с экрана, пробелы не считать: " + spaced("sk-ant-api03-" + rs(80, AN + "_-") + "AA", 10),
      "OpenAI key Dana read out on the call: " + spaced("sk-proj-" + rs(64, AN + "_-"), 12),
      "Слак-бот, токен из письма (почтовик разбил): " + spaced(f"xoxb-{rnd.randint(10**11, 10**12)}-{rnd.randint(10**11, 10**12)}-{rs(24)}", 9),
      "npm token from the CI screenshot: " + spaced("npm_" + rs(36), 10),
      )
b.add("spaced_token_twin", "ordinary",
      "GPG fingerprint of the release key: " + spaced(rs(40, HEX), 4),
      "IBAN for the rent: DE89 3704 0044 0532 0130 00 (Mrs. Keller)",
      "Трек-номер посылки: RA 6443 2187 5RU, приедет в пятницу",
      "We went through v1.2 v1.3 v2.0 v2.1 v2.4 before the API settled.",
      "sha256 of the ISO, split for reading aloud: " + spaced(rs(64, "0123456789abcdef"), 8),
      )
b.write()
