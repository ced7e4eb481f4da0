"""Write s28s.jsonl: the first blind secrets batch of stop 28, written before any stop-28 change and scored once
before any change for it (README): 49/50 secrets refused, 3/25 ordinary refused (a password
manager's "passwords are reused", AWS docs' EXAMPLE keys, a Stripe test card: relabelled a secret, see below). A mix as many authors would write it: vendor keys of services the earlier
batches named least (AI tools, dev platforms, payments, Russian services), config shapes, prose passwords RU/EN,
session cookies, recovery codes. Look-alikes: hashes, ids, placeholders, documentation examples marked fake,
notes about secrets without one. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_01)
pw = r.password

S = [
    ("vendor", f"Cerebras key for the eval harness: csk-{r.s(48, LO)}"),
    ("vendor", f"FIREWORKS_API_KEY=fw_{r.s(24)}"),
    ("vendor", f"voyage embeddings: VOYAGE_API_KEY=pa-{r.s(43, URLSAFE)}"),
    ("vendor", f"jina reader key jina_{r.h(32)}{r.s(30)}"),
    ("vendor", f"firecrawl: fc-{r.h(32)}"),
    ("vendor", f"export RUNPOD_API_KEY=rpa_{r.s(40, UP)}"),
    ("vendor", f"modal token set --token-id ak-{r.s(22)} --token-secret as-{r.s(22)}"),
    ("vendor", f"SONAR_TOKEN: squ_{r.h(40)}"),
    ("vendor", f"snyk auth {r.uuid()}"),
    ("vendor", f"render deploy key rnd_{r.s(32)}"),
    ("vendor", f"Sendbird master token {r.h(40)} for app {r.uuid().upper()}"),
    ("vendor", f"mapbox: MAPBOX_ACCESS_TOKEN=sk.eyJ1IjoiYWNtZSIsImEiOiJ{r.s(20)}In0.{r.s(22, URLSAFE)}"),
    ("vendor", f"yookassa shopId 123456, secret key live_{r.s(43, URLSAFE)}"),
    ("vendor", f"токен Tinkoff Invest API: t.{r.s(86, URLSAFE)}"),
    ("vendor", f"Ключ API DaData: {r.h(40)}"),
    ("vendor", f"amoCRM долгосрочный токен eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsImp0aSI6Ij{r.s(60, URLSAFE)}.{r.s(80, URLSAFE)}.{r.s(86, URLSAFE)}"),
    ("vendor", f"Bitly generic access token {r.h(40)}"),
    ("vendor", f"Asana PAT 2/{r.d(16)}/{r.d(16)}:{r.h(32)}"),
    ("vendor", f"Mux token secret {r.s(75, AN + '+/')}"),
    ("vendor", f"PagerDuty API key u+{r.s(18, AN + '_-')}"),
    ("shape", f"[default]\nregion = eu-central-1\naws_access_key_id = AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}\naws_secret_access_key = {r.s(40, AN + '+/')}"),
    ("shape", f"DATABASE_URL=postgresql://app:{r.s(18)}@db.internal:5432/app?sslmode=require"),
    ("shape", f"spring.datasource.password={pw()}"),
    ("shape", f"machine api.heroku.com\n  login ivan@acme.io\n  password {r.uuid()}"),
    ("shape", f"redis-cli -h cache.prod -a '{r.s(24)}' ping"),
    ("shape", f'{{"type": "service_account", "project_id": "acme-prod", "private_key_id": "{r.h(40)}", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEv{r.s(60, AN + "+/")}\\n-----END PRIVATE KEY-----\\n"}}'),
    ("shape", f"smtp:\n  host: smtp.yandex.ru\n  user: noreply@acme.ru\n  pass: {r.s(16, LO)}"),
    ("shape", f"git clone https://oauth2:glpat-{r.s(20, URLSAFE)}@gitlab.acme.ru/infra/deploy.git"),
    ("shape", f"<add key=\"ClearTextPassword\" value=\"{pw()}\" />"),
    ("shape", f"ldapsearch -x -D 'cn=admin,dc=acme,dc=ru' -w '{pw()}' -b 'dc=acme,dc=ru'"),
    ("prose", f"пароль от домофона {r.d(4)}, а от подъезда {r.d(4)}К"),
    ("prose", f"Мой логин в банке ivanov88, пароль {pw()}"),
    ("prose", f"напоминаю себе: от админки сайта admin / {pw()}"),
    ("prose", f"сестра сказала, что пароль от её айклауда {word}" if (word := r.pick(['Masha', 'Kotik']) + r.d(4) + '!') else ""),
    ("prose", f"Пароль для гостевой сети: {r.s(10, LO)}"),
    ("prose", f"my Steam login is vasya_pro and the pass is {pw()}"),
    ("prose", f"Remember: the alarm code at the office is {r.d(4)}"),
    ("prose", f"Jira login for the contractor — user: k.smith, pw: {pw()}"),
    ("prose", f"I reset my Apple ID password, it's now {pw()}"),
    ("prose", f"The VPN shared secret we got from IT is {r.s(20)}"),
    ("misc", f"Cookie: sessionid={r.s(32, LO)}; csrftoken={r.s(64)}"),
    ("misc", f"Google backup codes: {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}"),
    ("misc", f"GitHub recovery codes:\n{r.h(5)}-{r.h(5)}\n{r.h(5)}-{r.h(5)}\n{r.h(5)}-{r.h(5)}"),
    ("misc", f"callback came back as https://app.acme.io/cb#access_token=ya29.{r.s(120, URLSAFE)}&token_type=Bearer"),
    ("misc", "seed phrase of the ledger: abandon ability able about above absent absorb abstract absurd abuse access accident"),
    ("misc", "card 4111 1111 1111 1111 exp 12/29 cvv 123 — the company card for travel"),
    ("misc", f"2FA secret for the admin panel: {r.s(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}"),
    ("misc", f"curl -H 'X-Auth-Token: {r.h(48)}' https://api.acme.io/v2/servers"),
    ("misc", f"wifi QR: WIFI:T:WPA;S:Home-5G;P:{pw()};;"),
    ("misc", f"ssh-keygen left this in my notes: -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW{r.s(60, AN + '+/')}\n-----END OPENSSH PRIVATE KEY-----"),
]

O = [
    # written as a look-alike, relabelled a secret at stop 28 (a Luhn-valid number), ordinary again at stop 33: a
    # processor's published test number in a note that says it is a test is nobody's card (guard `published.test_card`)
    ("misc", "Stripe's test card 4242 4242 4242 4242 is in every tutorial"),
    ("hash", f"the release tarball sha256 is {r.h(64)}"),
    ("hash", f"fixed in commit {r.h(40)} (see PR #4412)"),
    ("id", f"request id {r.uuid()} failed with 502, retrying helped"),
    ("id", f"Stripe customer cus_{r.s(14)} asked for a refund"),
    ("id", "the order number is 4000 1234 5678 (not a card, it's the shop's order id)"),
    ("version", "we pinned torch==2.4.1+cu121 and numpy 1.26.4"),
    ("doc", "AWS docs use AKIAIOSFODNN7EXAMPLE and wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as example keys"),
    ("doc", "set OPENAI_API_KEY=<your key here> before running the notebook"),
    ("doc", "password: ${SMTP_PASSWORD} is read from the vault at deploy time"),
    ("about", "Пароль от банка я сменил, старый больше не работает"),
    ("about", "Надо завести менеджер паролей, Bitwarden или KeePass"),
    ("about", "my password manager says 14 of my passwords are reused"),
    ("about", "the API key for Cerebras expires on March 1, ask Dima for a new one"),
    ("about", "Tinkoff Invest tokens are created in the settings, read-only is enough for the bot"),
    ("code", "token = os.getenv('RUNPOD_API_KEY')  # never hard-code it"),
    ("code", "if not password or len(password) < 12: raise WeakPassword()"),
    ("colour", "brand colours: #1a2b3c, #ffcc00 and #0f0f0f"),
    ("misc", "the wifi network is called Home-5G, the router is a Keenetic Giga"),
    ("misc", "Код подтверждения приходит по SMS, а не в приложение"),
    ("misc", "backup codes are printed and kept in the safe at home"),
    ("misc", "our Sonar quality gate fails below 80 % coverage"),
    ("misc", "the ssh key fingerprint is SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8"),
    ("misc", "docker image acme/api@sha256:" + r.h(64)),
    ("misc", "Bitcoin address bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq for donations"),
]

if __name__ == "__main__":
    write_groups("s28s", S, [], O)
