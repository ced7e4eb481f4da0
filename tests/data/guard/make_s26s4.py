"""Write s26s4.jsonl: the fourth blind secrets batch of stop 26, written after the s26s3 changes and scored once before
any change for it (README). Written as a judge would write the issue's families in their everyday forms: a vendor's
name and a value with no key word between ("Vercel: …", "для Netlify — …"), values of every charset (small letters
and digits, capitals and digits, hex, base64), app-framework secrets (.env lines of Laravel, Rails, Next.js, Symfony),
Kubernetes/Helm/Ansible/Kafka/Jupyter shapes, URLs of FTP/SMB/LDAP with a password; look-alikes: the same names
with ids, versions, regions, sizes, hostnames and placeholders. Rows carry their `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2929)
pw = r.password

S = [
    # a vendor's name and a value, no key word
    ("label", f"Vercel: {r.s(24)}"),
    ("label", f"для Netlify — {r.s(43, URLSAFE)}"),
    ("label", f"Mattermost {r.s(26, LO)}"),
    ("label", f"Algolia → {r.s(32, LO)}"),
    ("label", f"Codecov: {r.uuid()}"),
    ("label", f"мой Cloudflare: {r.s(40, URLSAFE)}"),
    ("label", f"Etherscan {r.s(34, UP)}"),
    ("label", f"Travis CI — {r.s(22)}"),
    ("label", f"Finnhub {r.s(20, LO)}"),
    ("label", f"Datadog: {r.h(32)}"),
    ("label", f"Mistral - {r.s(32)}"),
    ("label", f"OpenWeather {r.h(32)}"),
    # app-framework secrets
    ("env", f"APP_KEY=base64:{r.b64(32)}"),
    ("env", f"NEXTAUTH_SECRET={r.b64(32)}"),
    ("env", f"APP_SECRET={r.h(32)}"),
    ("env", f"JWT_SECRET={r.s(48)}"),
    ("env", f"SESSION_SECRET=\"{r.s(32, URLSAFE)}\""),
    ("env", f"RAILS_MASTER_KEY={r.h(32)}"),
    ("env", f"DB_HOST=db.internal\nDB_USER=app\nDB_PASS={pw()}\nDB_NAME=app"),
    ("env", f"MINIO_ROOT_USER=admin\nMINIO_ROOT_PASSWORD={pw()}"),
    ("env", f"REDIS_URL=redis://default:{r.s(32)}@redis-12345.c1.eu-west-1.ec2.cloud.redislabs.com:12345"),
    ("env", f"SMTP_PASSWORD='{pw()}'"),
    ("env", f"export TF_VAR_db_password={pw()}"),
    ("env", f"set PGPASSWORD={pw()}"),
    ("env", f"$env:OPENAI_API_KEY=\"sk-proj-{r.s(60, URLSAFE)}T3BlbkFJ{r.s(60, URLSAFE)}\""),
    # platform shapes
    ("platform", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\nstringData:\n  password: {pw()}"),
    ("platform", f"kind: Secret\ndata:\n  password: {base64.b64encode(pw().encode()).decode()}"),
    ("platform", f"helm install db bitnami/postgresql --set auth.postgresPassword={pw()}"),
    ("platform", f"web1 ansible_host=10.0.0.5 ansible_user=deploy ansible_password={pw()}"),
    ("platform", f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"app\" password=\"{pw()}\";"),
    ("platform", f"http://127.0.0.1:8888/lab?token={r.h(48)}"),
    ("platform", f"ftp://backup:{pw()}@ftp.acme.dev/"),
    ("platform", f"smb://anna:{pw()}@nas.local/share"),
    ("platform", f"bindpw {pw()}"),
    ("platform", f"provider \"aws\" {{\n  access_key = \"AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}\"\n  secret_key = \"{r.s(40, AN + '/+')}\"\n}}"),
    ("platform", f"uses: actions/checkout@v4\nwith:\n  token: ghp_{r.s(36)}"),
    ("platform", f"vnc password: {r.s(8, AN)}"),
    ("platform", f"full address:s:10.0.0.7\nusername:s:admin\npassword 51:b:{r.h(200).upper()}"),
    # prose, as people write it
    ("prose", f"btw the new wifi pass is {pw()}"),
    ("prose", f"пароль от ноута — {pw()}"),
    ("prose", f"login for Jira: anna.k@acme.dev pw {pw()}"),
    ("prose", f"запомни: пин от домофона {r.d(4)}, от сейфа {r.d(6)}"),
    ("prose", f"Token for the staging API is {r.s(32)}, prod one is in Vault"),
    ("prose", f"the secret key for signing cookies: {r.s(50, AN + '!@#$%^&*(-_=+)')}"),
    ("prose", f"мой апи ключ от DeepL {r.uuid()}:fx"),
    ("prose", f"сохрани ключ {r.s(40)} — это от OpenAI-совместимого прокси"),
    ("prose", f"here are my AWS creds: AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')} {r.s(40, AN + '/+')}"),
    ("prose", f"код подтверждения из СМС не нужен, а вот пароль от Госуслуг {pw()}"),
    ("prose", f"Anna's iPhone passcode is {r.d(6)}"),
    ("prose", f"Keepass master password: {pw()} {pw()}"),
    ("prose", f"GPG passphrase — «{pw()}»"),
    ("prose", f"логин root пароль {pw()} на сервере 10.0.0.5"),
    ("prose", f"ssh root@10.0.0.5 with password {pw()}"),
    ("prose", f"pin {r.d(4)} for the card ending 4821"),
    ("prose", f"the DeepL key {r.uuid()}:fx is the free one"),
    ("prose", f"my Steam Guard backup codes: {r.s(5, UP)} {r.s(5, UP)} {r.s(5, UP)}"),
    ("prose", f"Пароль Kotik{r.d(4)}! от роутера"),
    ("card", "карта 2200 7001 2345 6781, CVC 512"),
    ("card", "my card 5168 7420 1234 5678 exp 03/27"),
]

O = [
    ("label", "Vercel: the user's blog is deployed from the main branch."),
    ("label", "Netlify — the old host, moved off in 2023."),
    ("label", f"Mattermost {r.d(1)}.{r.d(2)}.{r.d(1)} on the team server"),
    ("label", "Algolia → search for the docs site, index docs_v2."),
    ("label", f"Codecov: coverage {r.d(2)}.{r.d(1)} % on main"),
    ("label", "мой Cloudflare: DNS и туннель до домашнего сервера"),
    ("label", f"Etherscan tx 0x{r.h(64)}"),
    ("label", "Travis CI — replaced by GitHub Actions."),
    ("label", f"Datadog: dashboard https://app.datadoghq.eu/dashboard/{r.s(3, LO)}-{r.s(3, LO)}-{r.s(3, LO)}"),
    ("label", "Mistral - the user prefers mistral-large for French."),
    ("label", f"OpenWeather city id {r.d(6)}"),
    ("label", "Finnhub ticker AAPL, candle 1D"),
    ("env", "APP_KEY=base64:${LARAVEL_APP_KEY}"),
    ("env", "NEXTAUTH_URL=https://app.acme.dev"),
    ("env", "APP_ENV=prod\nAPP_DEBUG=0"),
    ("env", "JWT_SECRET_FILE=/run/secrets/jwt"),
    ("env", "SESSION_SECRET=${SESSION_SECRET:?required}"),
    ("env", "RAILS_MASTER_KEY is in config/master.key, never committed."),
    ("env", "DB_HOST=db.internal\nDB_USER=app\nDB_PASS=\nDB_NAME=app"),
    ("env", "MINIO_ROOT_USER=admin\nMINIO_ROOT_PASSWORD_FILE=/run/secrets/minio"),
    ("env", "REDIS_URL=redis://redis-12345.c1.eu-west-1.ec2.cloud.redislabs.com:12345"),
    ("env", "SMTP_PASSWORD='' # filled by the deploy"),
    ("env", "export TF_VAR_db_password=$(pass show db/prod)"),
    ("env", "set PGPASSWORD="),
    ("env", "$env:OPENAI_API_KEY = Get-Secret OpenAI -AsPlainText"),
    ("platform", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque"),
    ("platform", "helm install db bitnami/postgresql --set auth.existingSecret=db"),
    ("platform", "web1 ansible_host=10.0.0.5 ansible_user=deploy ansible_ssh_private_key_file=~/.ssh/deploy"),
    ("platform", "sasl.mechanism=SCRAM-SHA-512"),
    ("platform", "http://127.0.0.1:8888/lab?token=<printed in the console>"),
    ("platform", "ftp://ftp.acme.dev/pub/releases/"),
    ("platform", "smb://nas.local/share"),
    ("platform", "bindpw is read from /etc/ldap.secret"),
    ("platform", "provider \"aws\" {\n  region  = \"eu-west-1\"\n  profile = \"prod\"\n}"),
    ("platform", "uses: actions/checkout@v4\nwith:\n  token: ${{ secrets.PAT }}"),
    ("platform", "vnc password: stored in the Remmina keyring"),
    ("platform", "full address:s:10.0.0.7\nusername:s:admin\nprompt for credentials:i:1"),
    ("prose", "btw the new wifi is a mesh, 3 nodes"),
    ("prose", "пароль от ноута пользователь не меняет, там Touch ID"),
    ("prose", "login for Jira: SSO via Google"),
    ("prose", "запомни: домофон у пользователя по ключу-таблетке"),
    ("prose", "Token for the staging API expires every 24 h."),
    ("prose", "the secret key for signing cookies is rotated monthly"),
    ("prose", "мой апи ключ от DeepL бесплатный, 500 000 символов в месяц"),
    ("prose", "here are my AWS regions: eu-west-1 and us-east-1"),
    ("prose", "Anna's iPhone is a 15 Pro, 256 GB"),
    ("prose", "Keepass database is synced via Syncthing."),
    ("prose", "GPG key 0x" + r.h(16).upper() + " expires in 2027"),
    ("prose", "логин root по паролю запрещён, только ключ"),
    ("prose", "ssh root@10.0.0.5 -i ~/.ssh/id_ed25519"),
    ("prose", "card ending 4821 expires 03/27"),
    ("prose", "Steam Guard is on the phone app."),
    ("prose", f"Пароль сменён {r.d(2)}.{r.d(2)}.2025, напоминание через 90 дней"),
    ("prose", f"ticket ACME-{r.d(4)}: password reset link expired"),
    ("prose", f"version {r.d(1)}.{r.d(2)}.{r.d(1)}-beta.{r.d(1)} fixed the token refresh"),
    ("prose", f"the user's Wi-Fi router is a Keenetic Giga KN-{r.d(4)}"),
    ("prose", f"PIN-pad at the office door model SK-{r.d(3)}"),
    ("prose", f"Serial number {r.s(12, UP)}"),
    ("prose", f"order {r.d(10)} shipped, tracking {r.s(2, UP)}{r.d(9)}RU"),
    ("prose", f"invoice {r.s(3, UP)}-{r.d(6)} paid"),
]

if __name__ == "__main__":
    write_groups("s26s4", S, [], O)
