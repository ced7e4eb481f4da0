"""Write s29s2.jsonl: the second blind secrets batch of stop 29, written before any stop-29 change and scored once
before any change for it (README). Exploratory vendor kinds taken from the public rule lists of gitleaks and
trufflehog and from services common in Russia that no earlier batch wrote: Adafruit IO, Adobe, age secret keys,
Defined Networking, 42 Intra, MaxMind, SonarQube, Settlemint, ClickHouse Cloud, Claude Code OAuth, PostHog personal
keys, Resend, Clerk, Firecrawl, Jina, Fireworks, Voyage, E2B, Browserbase, Riot, WakaTime, ntfy, Portainer, Proxmox,
Razorpay, Paystack, Plaid, Tinkoff Invest, Bitrix24 and Zapier webhooks, IFTTT keys, Kaggle, Telegram api_hash,
DaData, Cloudinary URLs, Honeycomb, Asana, Sidekiq, Okta, Datadog, Snyk, 1Password secret keys; in sentences, .env
lines and JSON, RU and EN. Look-alikes: public keys and IDs of the same services. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2900_02)
B32 = "023456789acdefghjklmnpqrstuvwxyz".upper()

S = [
    ("vendor", f"ADAFRUIT_IO_KEY=aio_{r.s(28)}"),
    ("vendor", f"Adobe client secret for the PDF service: p8e-{r.s(32)}"),
    ("vendor", f"# my age key\nAGE-SECRET-KEY-1{r.s(58, B32, fake=False)}"),
    ("vendor", f"nebula api key dnkey-{r.s(26, UP)}-{r.s(52, UP)}"),
    ("vendor", f"42 intra app secret s-s4t2ud-{r.h(64)}"),
    ("vendor", f"GeoIP.conf\nAccountID {r.d(6)}\nLicenseKey {r.s(6)}_{r.s(29)}_mmk"),
    ("vendor", f"sonar.token=sqp_{r.h(40)}"),
    ("vendor", f"SETTLEMINT_ACCESS_TOKEN=sm_pat_{r.s(16, LO)}"),
    ("vendor", f"clickhouse cloud key secret 4b1d{r.s(38)}"),
    ("vendor", f"CLAUDE_CODE_OAUTH_TOKEN=sk-ant-oat01-{r.s(86, URLSAFE)}AA"),
    ("vendor", f"posthog personal api key phx_{r.s(47)}"),
    ("vendor", f"RESEND_API_KEY=re_{r.s(8)}_{r.s(24)}"),
    ("vendor", f"CLERK_SECRET_KEY=sk_live_{r.s(40)}"),
    ("vendor", f"firecrawl key fc-{r.h(32)}"),
    ("vendor", f"JINA_API_KEY=jina_{r.h(32)}{r.s(28)}"),
    ("vendor", f"fireworks: fw_{r.s(24)}"),
    ("vendor", f"VOYAGE_API_KEY=pa-{r.s(43, URLSAFE)}"),
    ("vendor", f"E2B_API_KEY=e2b_{r.h(40)}"),
    ("vendor", f"browserbase key bb_live_{r.s(27, URLSAFE)}"),
    ("vendor", f"riot dev key RGAPI-{r.uuid()}"),
    ("vendor", f"~/.wakatime.cfg\n[settings]\napi_key = waka_{r.uuid()}"),
    ("vendor", f"ntfy access token tk_{r.s(29, LO)}"),
    ("vendor", f"portainer api key ptr_{r.s(43, URLSAFE)}="),
    ("vendor", f"Authorization: PVEAPIToken=root@pam!backup={r.uuid()}"),
    ("vendor", f"razorpay: key_id rzp_live_{r.s(14)}, key_secret {r.s(24)}"),
    ("vendor", f"PAYSTACK_SECRET_KEY=sk_live_{r.h(40)}"),
    ("vendor", f"plaid access token access-production-{r.uuid()}"),
    ("vendor", f"токен Тинькофф Инвестиций: t.{r.s(86, URLSAFE)}"),
    ("vendor", f"вебхук битрикса https://mycompany.bitrix24.ru/rest/1/{r.s(16, LO)}/crm.lead.add.json"),
    ("vendor", f"zapier hook https://hooks.zapier.com/hooks/catch/{r.d(7)}/{r.s(6, LO)}/"),
    ("vendor", f"IFTTT webhook: https://maker.ifttt.com/trigger/door_open/with/key/{r.s(22, URLSAFE)}"),
    ("vendor", f"kaggle.json: {{\"username\":\"annak\",\"key\":\"{r.h(32)}\"}}"),
    ("vendor", f"телеграм api_id {r.d(8)}, api_hash {r.h(32)}"),
    ("vendor", f"DaData: API-ключ {r.h(40)}, секретный ключ {r.h(40)}"),
    ("vendor", f"CLOUDINARY_URL=cloudinary://{r.d(15)}:{r.s(27, URLSAFE)}@my-cloud"),
    ("vendor", f"honeycomb ingest key hcaik_01{r.s(24, LO)}{r.s(24, LO)}"),
    ("vendor", f"asana PAT 2/{r.d(16)}/{r.d(16)}:{r.h(32)}"),
    ("vendor", f"BUNDLE_ENTERPRISE__CONTRIBSYS__COM={r.h(8)}:{r.h(8)}"),
    ("vendor", f"okta api token 00{r.s(40, URLSAFE)}"),
    ("vendor", f"DD_API_KEY={r.h(32)}\nDD_APP_KEY={r.h(40)}"),
    ("vendor", f"SNYK_TOKEN={r.uuid()}"),
    ("vendor", f"1Password secret key A3-{r.s(6, UP)}-{r.s(6, UP)}-{r.s(5, UP)}-{r.s(5, UP)}-{r.s(5, UP)}-{r.s(5, UP)}"),
]

O = [
    ("vendor", f"PostHog project key phc_{r.s(43)} goes in the frontend snippet, it is public"),
    ("vendor", f"Razorpay key_id for checkout.js: rzp_test_{r.s(14)}"),
    ("vendor", f"Clerk publishable key pk_test_{r.s(40)} in NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY"),
    ("vendor", f"riot match id EUW1_{r.d(10)}"),
    ("vendor", f"Plaid item_id {r.s(37)} linked on Monday"),
    ("vendor", f"ClickHouse cloud service id {r.uuid()}"),
    ("vendor", "age public key age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"),
    ("vendor", f"the Bitrix24 portal is https://mycompany.bitrix24.ru/crm/lead/details/{r.d(5)}/"),
    ("vendor", f"Zapier zap id {r.d(9)} runs every 15 minutes"),
    ("vendor", f"Kaggle dataset: kaggle datasets download -d annak/{r.s(10, LO)}"),
    ("vendor", f"telegram channel id -100{r.d(10)}"),
    ("vendor", f"Datadog trace id {r.d(19)} in the slow request"),
    ("vendor", f"Snyk project {r.uuid()} has 3 high issues"),
    ("vendor", f"Sonar quality gate failed on commit {r.h(40)}"),
    ("vendor", f"sha256 of the release tarball {r.h(64)}"),
    ("vendor", f"Cloudinary image https://res.cloudinary.com/my-cloud/image/upload/v{r.d(10)}/{r.s(20, LO)}.jpg"),
    ("vendor", f"Proxmox VM 104 uuid {r.uuid()}"),
    ("vendor", "MaxMind GeoLite2-City database updated, edition id GeoLite2-City"),
    ("vendor", f"ДаДата вернула ФИАС-код {r.uuid()} для адреса"),
    ("vendor", f"Тинькофф: номер договора {r.d(10)}, заявка одобрена"),
]

if __name__ == "__main__":
    write_groups("s29s2", S, [], O)
