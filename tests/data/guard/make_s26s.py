"""Write s26s.jsonl: a blind secrets batch of stop 26, written before any rule change of the stop and scored once
(README). Aimed at the kinds a well-kept scanner knows and our rules were least likely to: vendor formats of cloud,
observability, CI/CD, AI-provider, messaging and secret-manager services that no row names, keys known only from the
vendor's name beside them, config files of many tools, connection strings, prose passwords in RU and EN, card
numbers; and as many ordinary notes that look like them (ids, hashes, public keys, docs, code that reads a secret).
Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, B64, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2626)
pw = r.password
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def luhn_card(prefix: str, length: int) -> str:
    body = prefix + r.d(length - len(prefix) - 1)[: length - len(prefix) - 1]
    total = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch)
        if i % 2 == 0:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return body + str((10 - total % 10) % 10)


def grouped(number: str, sizes: tuple[int, ...], sep: str = " ") -> str:
    out, at = [], 0
    for size in sizes:
        out.append(number[at:at + size])
        at += size
    return sep.join(out)


S = [
    # vendor formats with a prefix of their own
    ("vendor", f"Adobe I/O client secret p8e-{r.s(32, LO)}"),
    ("vendor", f"ClickHouse Cloud key secret: 4b1d{r.s(38)}"),
    ("vendor", f"SonarQube token для CI — squ_{r.h(40)}"),
    ("vendor", f"SONAR_TOKEN=sqp_{r.h(40)}"),
    ("vendor", f"vault login s.{r.s(24)}"),
    ("vendor", f"GitLab agent token glagent-{r.s(50, URLSAFE)}"),
    ("vendor", f"gitlab oauth app secret gloas-{r.s(64, URLSAFE)}"),
    ("vendor", f"slack config token xoxe.xoxp-1-{r.s(163, UP)}"),
    ("vendor", f"Matrix access token for the bridge bot: syt_YnJpZGdl_{r.s(20, AN)}_{r.s(6, AN)}"),
    ("vendor", f"Honeycomb ingest key hcaik_01{r.s(24, LO)}{r.s(32, LO)}"),
    ("vendor", f"Coralogix send-your-data key cxtp_{r.s(30)}"),
    ("vendor", f"Together AI: tgp_v1_{r.s(43, URLSAFE)}"),
    ("vendor", f"jina_{r.s(60)} — ключ Jina для эмбеддингов"),
    ("vendor", f"Stability: sk-{r.s(48)}"),
    ("vendor", f"Doppler service token dp.st.prd.{r.s(40)}"),
    ("vendor", f"Infisical service token st.{r.uuid()}.{r.h(32)}.{r.h(32)}"),
    ("vendor", f"Scaleway secret: SCW{r.s(17, UP)} / {r.uuid()}"),
    ("vendor", f"Backblaze application key K005{r.s(27)}"),
    ("vendor", f"FCM server key AAAA{r.s(7, URLSAFE)}:APA91b{r.s(134, URLSAFE)}"),
    ("vendor", f"Postman: PMAK-{r.h(24)}-{r.h(34)}"),
    ("vendor", f"settlemint pat sm_pat_{r.s(16)}"),
    ("vendor", f"intra42 secret s-s4t2ud-{r.h(64)}"),
    ("vendor", f"PlanetScale CLI token pscale_tkn_{r.s(43, URLSAFE)}"),
    ("vendor", f"Вот ключ Mapbox секретный: sk.eyJ1IjoiYW5uYSIsImEiOiJ{r.s(20)}.{r.s(22, URLSAFE)}"),
    ("vendor", f"Vercel: vercel_token = \"{r.s(24)}\""),
    ("vendor", f"sentry org token sntrys_eyJpYXQiOjE3MDAwMDAwMDAsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIiwicmVnaW9uX3VybCI6{r.s(30, AN)}_{r.s(43, AN)}"),
    ("vendor", f"Пароль приложения Nextcloud: {r.s(5, AN)}-{r.s(5, AN)}-{r.s(5, AN)}-{r.s(5, AN)}-{r.s(5, AN)}"),
    # keys recognisable only from the vendor or name beside them
    ("context", f"Twitch client secret {r.s(30, LO)}"),
    ("context", f"mattermost bot access token: {r.s(26, LO)}"),
    ("context", f"ZENDESK_API_TOKEN={r.s(40)}"),
    ("context", f"Pushover app token a{r.s(29, LO)}"),
    ("context", f"Vonage API secret: {r.s(16)}"),
    ("context", f"Trello: key {r.h(32)}, token {r.h(64)}"),
    ("context", f"Rollbar post_server_item token {r.h(32)}"),
    ("context", f"Algolia admin API key — {r.h(32)}"),
    ("context", f"Twilio: account SID AC{r.h(32)}, auth token {r.h(32)}"),
    ("context", f"Telegram app: api_id {r.d(8)}, api_hash {r.h(32)}"),
    ("context", f"Exoscale: EXO{r.h(24)} / {r.s(43, URLSAFE)}"),
    ("context", f"IBM Cloud API key: {r.s(44, URLSAFE)}"),
    ("context", f"Azure Cosmos DB primary key {r.b64(64)}"),
    ("context", f"ключ AssemblyAI {r.h(32)}"),
    ("context", f"Deepgram API key: {r.h(40)}"),
    ("context", f"PagerDuty integration key {r.h(32)}"),
    ("context", f"Splunk HEC token {r.uuid()}"),
    ("context", f"Segment write key: {r.s(32)}"),
    ("context", f"секретный ключ Tencent Cloud: {r.s(32)}"),
    ("context", f"Alibaba AccessKey Secret {r.s(30)}"),
    ("context", f"OVH application secret {r.s(32)}"),
    # config-file shapes
    ("config", f"[default]\naws_access_key_id = AKIA{r.s(16, B32)}\naws_secret_access_key = {r.s(40, AN + '/+')}"),
    ("config", f"//registry.npmjs.org/:_authToken={r.uuid()}"),
    ("config", f"[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{r.s(70, URLSAFE)}"),
    ("config", f"https://anna:{pw()}@git.acme.dev  — строка из ~/.git-credentials"),
    ("config", f"define('DB_PASSWORD', '{pw()}');"),
    ("config", f"spring.datasource.password={pw()}"),
    ("config", f"Server=tcp:sql.acme.dev,1433;Database=crm;User Id=sa;Password={pw()};"),
    ("config", f"jdbc:postgresql://db.acme.dev:5432/app?user=app&password={pw()}"),
    ("config", f"rediss://:{pw()}@cache.acme.dev:6380/0"),
    ("config", f"ipsec.secrets: 203.0.113.5 %any : PSK \"{pw()}{pw()}\""),
    ("config", f"-----BEGIN OpenVPN Static key V1-----\n{r.h(32)}\n{r.h(32)}\n-----END OpenVPN Static key V1-----"),
    ("config", f"network={{\n  ssid=\"HomeNet\"\n  psk=\"{pw()}\"\n}}"),
    ("config", f"/etc/smb-credentials:\nusername=anna\npassword={pw()}"),
    ("config", f"users:\n- name: admin\n  user:\n    token: {r.s(40, LO)}"),
    ("config", f"cloudinary://{r.d(15)}:{r.s(27, URLSAFE)}@acme"),
    ("config", f"RADIUS clients.conf: secret = {pw()}"),
    ("config", f"{{\"type\": \"service_account\", \"project_id\": \"acme-prod\", \"private_key_id\": \"{r.h(40)}\"}}"),
    ("config", f"ORACLE: system/{pw()}@db.acme.dev:1521/ORCL"),
    # prose, RU and EN
    ("prose", f"The passphrase for my GPG key is {pw()}-{pw()}"),
    ("prose", f"мастер-пароль от Bitwarden: {pw()}"),
    ("prose", f"Apple ID password {pw()}"),
    ("prose", f"PUK от сим-карты {r.d(8)}"),
    ("prose", f"пароль от госуслуг поменяла на {pw()}"),
    ("prose", f"ПИН от карты Тинькофф {r.d(4)}"),
    ("prose", f"remember: router admin login is admin, password {pw()}"),
    ("prose", f"the combo for the bike lock is {r.d(4)}"),
    # card numbers (Luhn-valid)
    ("card", f"Visa {grouped(luhn_card('4', 16), (4, 4, 4, 4))} exp 09/28"),
    ("card", f"карта {grouped(luhn_card('2200', 16), (4, 4, 4, 4), '-')}"),
    ("card", f"amex {grouped(luhn_card('37', 15), (4, 6, 5))}"),
]

O = [
    # ids, hashes and public values that look like keys
    ("ids", f"Stripe payment intent pi_3{r.s(23)} succeeded"),
    ("ids", f"price id price_1{r.s(23)} is the yearly plan"),
    ("ids", f"customer cus_{r.s(14)} asked for a refund"),
    ("ids", f"ULID of the event: 01{r.s(24, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')}"),
    ("ids", f"Mongo ObjectId {r.h(24)}"),
    ("ids", f"docker image digest sha256:{r.h(64)}"),
    ("ids", f"\"integrity\": \"sha512-{r.b64(64)}\""),
    ("ids", f"Google Doc: https://docs.google.com/document/d/1{r.s(43, URLSAFE)}/edit"),
    ("ids", f"YouTube https://youtu.be/{r.s(11, URLSAFE)}"),
    ("ids", f"Ethereum address 0x{r.h(40)}"),
    ("ids", f"bc1q{r.s(38, '023456789acdefghjklmnpqrstuvwxyz')} — the user's BTC address for donations"),
    ("ids", f"CloudFront distribution E{r.s(13, UP)}"),
    ("ids", f"Twilio account SID AC{r.h(32)}"),
    ("ids", f"git commit {r.h(40)} — 'rotate leaked key'"),
    ("ids", f"request id {r.uuid()} failed with 500"),
    ("ids", f"container {r.h(64)} exited"),
    ("ids", f"pod web-{r.s(10, LO)}-{r.s(5, LO)} is crash-looping"),
    ("ids", f"IPFS CID bafybei{r.s(52, 'abcdefghijklmnopqrstuvwxyz234567')}"),
    ("ids", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{r.s(43, B64)} anna@laptop"),
    ("ids", f"GPG fingerprint {' '.join(r.s(4, '0123456789ABCDEF', False) for _ in range(10))}"),
    ("ids", f"SHA256:{r.s(43, B64)} is the server host key fingerprint"),
    ("ids", f"certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t{r.s(60, B64)}"),
    ("ids", f"Firebase project number {r.d(12)}"),
    ("ids", f"Slack channel C0{r.s(9, UP)}"),
    ("ids", f"OAuth client id {r.d(12)}-{r.s(32, LO)}.apps.googleusercontent.com"),
    ("ids", f"S3 ETag \"{r.h(32)}\""),
    ("ids", f"AWS account 4{r.d(11)}, role arn:aws:iam::4{r.d(11)}:role/deploy"),
    ("ids", f"Sentry event id {r.h(32)}"),
    ("ids", f"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA{r.s(80, B64)}"),
    ("ids", f"build {r.h(12)} on branch main"),
    ("ids", f"номер заказа {r.d(16)}"),
    ("ids", f"IMEI {r.d(15)}"),
    ("ids", f"Wi-Fi network name: FRITZ!Box 7590 {r.s(2, UP)}"),
    # talk about keys and passwords, no value
    ("talk", "Docs: https://docs.sentry.io/product/accounts/auth-tokens/ explains org tokens."),
    ("talk", "See https://developer.hashicorp.com/vault/docs/concepts/tokens for token TTLs."),
    ("talk", "The Backblaze application key is shown only once, so the user saved it in Bitwarden."),
    ("talk", "Мастер-пароль от Bitwarden пользователь помнит наизусть, нигде не записан."),
    ("talk", "Apple ID password was reset on Monday after the phishing SMS."),
    ("talk", "PUK от сим-карты лежит в коробке от телефона."),
    ("talk", "Twitch client secret needs regenerating every time the app is re-registered."),
    ("talk", "Trello keys are at https://trello.com/app-key"),
    ("talk", "The passphrase for the GPG key is in the paper envelope in the safe."),
    ("talk", "Vault tokens starting with hvs. are service tokens; s. was the old prefix."),
    ("talk", "IBM Cloud API keys can be created under Manage → Access (IAM) → API keys."),
    ("talk", "SonarQube tokens start with squ_ for user tokens and sqp_ for project tokens."),
    ("talk", "Коды восстановления пользователь распечатал и убрал в сейф."),
    ("talk", "The router admin password is printed on the sticker under the router."),
    # code and config that read a secret instead of holding it
    ("code", "password = getpass.getpass('DB password: ')"),
    ("code", "token = os.environ[\"ZENDESK_API_TOKEN\"]"),
    ("code", "const key = process.env.STRIPE_SECRET_KEY;"),
    ("code", "define('DB_PASSWORD', getenv('DB_PASSWORD'));"),
    ("code", "spring.datasource.password=${DB_PASSWORD}"),
    ("code", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("code", "export VAULT_TOKEN=$(vault print token)"),
    ("code", "aws_secret_access_key = <from 1Password>"),
    ("code", "jdbc:postgresql://db.acme.dev:5432/app?user=app&ssl=true"),
    ("code", "rediss://cache.acme.dev:6380/0"),
    ("code", "psk=\"${WIFI_PSK}\""),
    ("code", "secret = os.urandom(32).hex()"),
    ("code", "SECRET_KEY = env('DJANGO_SECRET_KEY')"),
    ("code", "kubectl create secret generic db --from-literal=password=$DB_PASS"),
    ("code", "api_hash = settings.TELEGRAM_API_HASH"),
    # facts that look like configs or prose passwords
    ("facts", "The bike lock is a Kryptonite with a key, not a combination."),
    ("facts", "Карта пользователя — Visa, последние цифры 4821."),
    ("facts", "ПИН от карты пользователь сменил в банкомате."),
    ("facts", "The user's ORCL database runs on db.acme.dev:1521."),
    ("facts", "Server=tcp:sql.acme.dev,1433;Database=crm;Authentication=Active Directory Integrated;"),
]

if __name__ == "__main__":
    write_groups("s26s", S, [], O)
