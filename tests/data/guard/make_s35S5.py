"""Stop 35, secrets fixer, the vendor sweep's second part (trufflehog's detector names): formats with a prefix or a shape of
their own that no row read — MailerSend (mlsn.), Telnyx (KEY…_…), Ably (app.key:secret), Paddle (pdl_live_apikey_), Elastic
serverless (essu_), Akamai EdgeGrid (akab-), Backblaze B2 (K00…), Windsurf (sk-ws-), Browserbase (bb_live_), E2B (e2b_),
LangSmith's legacy key (ls__) — each bare in a sentence that does not name it, EN and RU; twins: the prefix named in docs,
a placeholder, a public key of the same vendor (Langfuse's pk-lf-, Paddle's client-side token)."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3505)
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
LOW = "abcdefghijklmnopqrstuvwxyz0123456789"


def rs(n: int, alphabet: str = AN) -> str:
    while True:
        value = "".join(rnd.choice(alphabet) for _ in range(n))
        if alphabet != AN or (any(c.isdigit() for c in value) and any(c.isupper() for c in value) and any(c.islower() for c in value)):
            return value


b = Batch("s35S5", lang="auto")
b.add("vendor_sweep", "secret",
      f"for the order e-mails on the new shop: mlsn.{rs(64, HEX)}",
      f"SIP trunk script needs this in the env: KEY{rs(32, HEX).upper()}_{rs(22)}",
      f"realtime board (the one for the kitchen screens): {rs(6)}.{rs(6)}:{rs(43, AN + '_-')}",
      f"Paddle для подписок на курс: pdl_live_apikey_{rs(26)}_{rs(22)}_{rs(3)}",
      f"search cluster on the serverless tier — essu_{rs(76)}==",
      f"CDN purge from CI: client token akab-{rs(16, LOW)}-{rs(16, LOW)}, access token akab-{rs(16, LOW)}-{rs(16, LOW)}",
      f"бэкапы фото в облако: keyID 005{rs(22, HEX)}0000000001, ключ K005{rs(27)}",
      f"editor plugin on the work laptop: sk-ws-01-{rs(80, AN + '_-')}",
      f"headless browser runs for the scraper: bb_live_{rs(27, AN + '_-')}",
      f"песочница для агента (code interpreter): e2b_{rs(40, HEX)}",
      f"old tracing project, still used by the nightly eval: ls__{rs(32, HEX)}",
      )
b.add("vendor_sweep_twin", "ordinary",
      "MailerSend tokens start with mlsn. — create one per domain and keep it in the secrets manager.",
      "Telnyx v2 keys look like KEY…_… ; the old v1 token is gone since the migration.",
      "Langfuse public key for the browser SDK (safe to ship): pk-lf-" + f"{rs(8, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(12, HEX)}",
      "Paddle client-side token for the checkout overlay (public, goes into the page): live_" + rs(27, HEX),
      "Akamai EdgeGrid: put client_token, client_secret and access_token into ~/.edgerc under [default], never in the repo.",
      "B2: create an application key restricted to one bucket; the key (K00…) is shown once.",
      "Ключ E2B начинается с e2b_, лежит в .env у агента, в репозиторий не коммитить.",
      "ENV for the scraper: BROWSERBASE_API_KEY=<bb_live_…>",
      )
b.write()
