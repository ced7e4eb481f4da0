"""Write s26s2.jsonl: the second blind secrets batch of stop 26, written after the s26s changes and scored once before
any change for it (README). Other ground than s26s: config files of more tools (kubeconfig, Docker, Maven, NuGet,
Gradle, composer, rclone, msmtp, FileZilla, GitHub Actions, Helm, Terraform, appsettings.json), vendors of messaging,
feature-flag, analytics, CI and secret-manager services, Russian services, tokens that are base64 of JSON, prose
passwords written as people write them; and look-alikes: public keys and site keys, sealed (encrypted) values,
publishable keys, commands that prompt for a password or read it from a file. Rows carry their `group`."""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, B64, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2727)
pw = r.password


def b64json(obj: dict) -> str:
    return base64.b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


S = [
    # vendor formats
    ("vendor", f"PubNub secret key sec-c-{r.s(48, AN)}"),
    ("vendor", f"Pushbullet access token o.{r.s(32)}"),
    ("vendor", f"ntfy token tk_{r.s(29, LO)}"),
    ("vendor", f"Akamai EdgeGrid: client_token = akab-{r.s(16, LO)}-{r.s(16, LO)}\nclient_secret = {r.b64(32)}"),
    ("vendor", f"PostHog personal API key phx_{r.s(43)}"),
    ("vendor", f"Axiom: xaat-{r.uuid()}"),
    ("vendor", f"Render API key rnd_{r.s(32)}"),
    ("vendor", f"Deno Deploy token ddp_{r.s(36)}"),
    ("vendor", f"Neptune API token {b64json({'api_address': 'https://app.neptune.ai', 'api_url': 'https://app.neptune.ai', 'api_key': r.uuid()})}"),
    ("vendor", f"Webex bot token {r.s(64, AN)}_PF84_{r.uuid()}"),
    ("vendor", f"Тинькофф Инвестиции токен t.{r.s(86, URLSAFE)}"),
    ("vendor", f"ЮKassa секретный ключ live_{r.s(43, URLSAFE)}"),
    ("vendor", f"Statsig server secret secret-{r.s(43)}"),
    ("vendor", f"DeepSource DSN dsp_{r.h(40)}"),
    ("vendor", f"Checkly API key cu_{r.h(32)}"),
    ("vendor", f"LaunchDarkly API token api-{r.uuid()}"),
    ("vendor", f"Upstash Redis REST token: AX{r.s(4, AN)}ASQgY{r.s(60, URLSAFE)}="),
    ("vendor", f"Helicone key sk-helicone-{r.s(7, LO)}-{r.s(7, LO)}-{r.s(7, LO)}-{r.s(7, LO)}"),
    ("vendor", f"New Relic license key {r.h(36)}NRAL"),
    ("vendor", f"Elastic serverless key essu_{r.s(80, B64)}"),
    # known by the name beside them
    ("context", f"Pusher app secret: {r.h(20)}"),
    ("context", f"Zulip bot API key {r.s(32)}"),
    ("context", f"Clarifai PAT {r.h(32)}"),
    ("context", f"MongoDB Atlas private key {r.uuid()}"),
    ("context", f"Opsgenie GenieKey {r.uuid()}"),
    ("context", f"Mailjet: API key {r.h(32)}, secret key {r.h(32)}"),
    ("context", f"Postmark server token: {r.uuid()}"),
    ("context", f"CloudPayments API secret {r.h(32)}"),
    ("context", f"Rocket.Chat: X-Auth-Token {r.s(43, URLSAFE)}"),
    ("context", f"Vault AppRole secret_id {r.uuid()}"),
    ("context", f"секрет вебхука GitHub: {r.h(40)}"),
    ("context", f"Yandex Maps ключ {r.uuid()}"),
    # config files
    ("config", f"apiVersion: v1\nkind: Config\nusers:\n- name: ci\n  user:\n    token: eyJhbGciOiJSUzI1NiIsImtpZCI6IiJ9.{r.s(120, URLSAFE)}.{r.s(86, URLSAFE)}"),
    ("config", f"<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>{pw()}</password>\n</server>"),
    ("config", f"<add key=\"ClearTextPassword\" value=\"{pw()}\" />"),
    ("config", f"signing.password={pw()}\nossrhPassword={pw()}"),
    ("config", f"{{\"github-oauth\": {{\"github.com\": \"ghp_{r.s(36)}\"}}}}"),
    ("config", f"[gdrive]\ntype = drive\ntoken = {{\"access_token\":\"ya29.{r.s(100, URLSAFE)}\",\"token_type\":\"Bearer\"}}"),
    ("config", f"account gmail\nhost smtp.gmail.com\nuser anna@gmail.com\npassword {r.s(4, 'abcdefghijklmnopqrstuvwxyz')}{r.s(4, 'abcdefghijklmnopqrstuvwxyz')}{r.s(4, 'abcdefghijklmnopqrstuvwxyz')}{r.s(4, 'abcdefghijklmnopqrstuvwxyz')}"),
    ("config", f"<Server><Host>ftp.acme.dev</Host><User>anna</User><Pass encoding=\"base64\">{base64.b64encode(pw().encode()).decode()}</Pass></Server>"),
    ("config", f"\"ConnectionStrings\": {{ \"Default\": \"Host=db;Database=app;Username=app;Password={pw()}\" }}"),
    ("config", f"db:\n  auth:\n    postgresPassword: \"{pw()}\""),
    ("config", f"db_password = \"{pw()}\"  # terraform.tfvars"),
    ("config", f"environment:\n  - POSTGRES_PASSWORD={pw()}"),
    ("config", f"{{\"username\": \"app\", \"password\": \"{pw()}\", \"engine\": \"postgres\", \"host\": \"db.acme.dev\"}}"),
    ("config", f"amqp://guest:{pw()}@rabbit.acme.dev:5672/"),
    ("config", f"set smtp_url = \"smtps://anna@mail.acme.dev\"\nset smtp_pass = \"{pw()}\""),
    ("config", f"AccountName=acmestore;AccountKey={r.b64(64)};EndpointSuffix=core.windows.net"),
    ("config", f"credentials \"app.terraform.io\" {{\n  token = \"{r.s(14, LO)}.atlasv1.{r.s(67, URLSAFE)}\"\n}}"),
    ("config", f"password: !!str {pw()}"),
    # prose
    ("prose", f"пароль от роутера такой же, как от почты: {pw()}"),
    ("prose", f"if I forget: the laptop login is {pw()}"),
    ("prose", f"Сбер онлайн — код для входа {r.d(5)}"),
    ("prose", f"mom's email password, she asked me to keep it: {pw()}"),
    ("prose", f"ключ от Windows: {'-'.join(r.s(5, UP) for _ in range(5))}"),
    ("prose", f"домофон 45К{r.d(4)}"),
    ("prose", f"my voicemail PIN is {r.d(4)}"),
    ("prose", f"пароль для гостевой сети — {pw()}, скажи гостям"),
    ("prose", f"new Steam password (changed today): {pw()}"),
    # cards
    ("card", "номер карты 4276 3800 1234 5679, срок 11/27"),
    ("card", "card: 5555555555554444"),
]

O = [
    # public keys, site keys, sealed values
    ("public", f"WireGuard peer:\n[Peer]\nPublicKey = {r.b64(32)}\nAllowedIPs = 10.0.0.2/32"),
    ("public", f"age recipient age1{r.s(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}"),
    ("public", f"reCAPTCHA site key 6Lc{r.s(37, URLSAFE)}"),
    ("public", f"minisign public key RWQ{r.s(53, B64)}"),
    ("public", f"JWKS: {{\"kty\": \"RSA\", \"e\": \"AQAB\", \"n\": \"{r.s(342, URLSAFE)}\"}}"),
    ("public", f"encryptedData:\n  password: AgB{r.s(300, B64)}=="),
    ("public", f"Stripe publishable key pk_live_{r.s(99)}"),
    ("public", "-----BEGIN PGP PUBLIC KEY BLOCK----- is the header of the key I publish on keys.openpgp.org"),
    ("public", f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{r.s(200, B64)} deploy@ci"),
    ("public", f"Let's Encrypt account thumbprint {r.s(43, URLSAFE)}"),
    ("public", f"Google Analytics G-{r.s(10, UP)}"),
    ("public", f"TLS cert SHA-256 fingerprint {':'.join(r.s(2, '0123456789ABCDEF', False) for _ in range(32))}"),
    # ids
    ("ids", f"trace id {r.h(32)}, span {r.h(16)}"),
    ("ids", f"ETag W/\"{r.h(40)}\""),
    ("ids", f"Jira ticket ACME-{r.d(4)}"),
    ("ids", f"IPv6 2001:db8:{r.h(4)}:{r.h(4)}::1"),
    ("ids", f"Ticket #{r.d(7)} — password reset request from anna"),
    ("ids", f"Heroku app acme-{r.s(6, LO)}-{r.d(5)}"),
    ("ids", f"k8s secret name db-credentials-{r.s(5, LO)}"),
    ("ids", f"nanoid {r.s(21, URLSAFE)} for the share link"),
    ("ids", f"Vault path secret/data/prod/{r.s(8, LO)}/db"),
    ("ids", "base64 of 'hello world': aGVsbG8gd29ybGQ="),
    ("ids", f"MAC address {':'.join(r.h(2) for _ in range(6))}"),
    ("ids", f"npm package @acme/auth-token-{r.s(6, LO)}@2.3.1"),
    ("ids", f"{r.h(64)}  terraform_1.9.5_linux_amd64.zip"),
    ("ids", f"Windows build 10.0.{r.d(5)}.{r.d(4)}"),
    ("ids", "номер телефона поддержки банка 8 800 555-35-35"),
    # commands and code that prompt for a secret or read it
    ("code", "mysql -u root -p"),
    ("code", "docker login -u anna --password-stdin < ~/.docker-token"),
    ("code", "read -s -p 'Password: ' PASSWORD"),
    ("code", "vault kv get -field=password secret/prod/db"),
    ("code", "op read op://Private/Postgres/password"),
    ("code", "aws secretsmanager get-secret-value --secret-id prod/db"),
    ("code", "NPM_TOKEN: ${{ secrets.NPM_TOKEN }}"),
    ("code", "password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256"),
    ("code", "valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password"),
    ("code", "PGPASSWORD=$(cat /run/secrets/pg) psql -h db -U app"),
    ("code", "keyring.get_password('acme', 'anna')"),
    ("code", "openssl rand -base64 32 > master.key"),
    ("code", "htpasswd -c /etc/nginx/.htpasswd anna"),
    ("code", "curl -H \"Authorization: Bearer $TOKEN\" https://api.acme.dev/v1/me"),
    ("code", "$cred = Get-Credential"),
    ("code", "<add key=\"ClearTextPassword\" value=\"%NUGET_PASSWORD%\" />"),
    ("code", "postgresPassword: \"\"  # set via --set at install"),
    ("code", "db_password = var.db_password"),
    ("code", "ssh-keygen -t ed25519 -C anna@laptop"),
    # talk
    ("talk", "The Tinkoff Invest token has read-only scope; the user regenerates it each quarter."),
    ("talk", "ЮKassa секретный ключ выпускается в личном кабинете, раздел Интеграция."),
    ("talk", "Пароль для гостевой сети пользователь меняет раз в месяц."),
    ("talk", "Mom asked the user to keep her email password; he told her to use a password manager."),
    ("talk", "Ключ от Windows привязан к учётной записи Microsoft."),
    ("talk", "The voicemail PIN was reset by the carrier."),
    ("talk", "Stripe says publishable keys are safe to put in client code; secret keys are not."),
    ("talk", "Webex bot tokens never expire, so the user stores them in Vault."),
    ("talk", "https://docs.pubnub.com/general/basics/access-control explains secret keys."),
    ("talk", "Docs: https://www.postgresql.org/docs/current/libpq-pgpass.html (the .pgpass format)."),
    ("talk", "The terraform.tfvars file with db_password is in .gitignore."),
    ("talk", "Домофон открывается таблеткой, кода нет."),
    ("talk", "Laptop login uses Windows Hello, no password typed."),
]

if __name__ == "__main__":
    write_groups("s26s2", S, [], O)
