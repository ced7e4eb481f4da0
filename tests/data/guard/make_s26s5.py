"""Write s26s5.jsonl: the fifth blind secrets batch of stop 26, written after the s26s4 changes and scored once before
any change for it (README). The issue's own words, phrased afresh: a secret beside its id with no name of its own
("client id …, …", "AKIA… / …"), a bare AWS secret beside aws_secret_access_key in every syntax, .netrc / .pgpass /
kubeconfig / .env / connection strings written as people paste them (one line, quoted, in prose), tokens of cloud,
observability, CI/CD, AI-provider, messaging and secret-manager services in sentences; look-alikes: ids alone, pairs
without the secret, docs about the shapes. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, B64, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3030)
pw = r.password
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

S = [
    # a secret beside its id
    ("pair", f"Reddit app: client id {r.s(14, URLSAFE)}, {r.s(30, URLSAFE)}"),
    ("pair", f"AKIA{r.s(16, B32)} / {r.s(40, AN + '/+')}"),
    ("pair", f"AKIA{r.s(16, B32)}:{r.s(40, AN + '/+')}"),
    ("pair", f"Spotify API — id {r.h(32)}, secret {r.h(32)}"),
    ("pair", f"GitHub OAuth app Iv1.{r.h(16)} + {r.h(40)}"),
    ("pair", f"client_id={r.s(20, LO)}&client_secret={r.s(40, URLSAFE)}"),
    ("pair", f"ключи от S3 Selectel: {r.s(32, LO)} {r.s(32, LO)}"),
    ("pair", f"OAuth2: {r.d(12)}-{r.s(32, LO)}.apps.googleusercontent.com / GOCSPX-{r.s(28, URLSAFE)}"),
    ("pair", f"access key {r.s(20, UP)}, secret {r.s(40, AN + '/+')}"),
    ("pair", f"Yandex Object Storage: YCAJE{r.s(20, URLSAFE)} YCM{r.s(37, URLSAFE)}"),
    # AWS secret in every syntax
    ("aws", f"aws_secret_access_key: \"{r.s(40, AN + '/+')}\""),
    ("aws", f"\"SecretAccessKey\": \"{r.s(40, AN + '/+')}\""),
    ("aws", f"AWS secret key is {r.s(40, AN + '/+')}"),
    ("aws", f"секретный ключ AWS — {r.s(40, AN + '/+')}"),
    ("aws", f"aws configure set aws_secret_access_key {r.s(40, AN + '/+')}"),
    ("aws", f"-e AWS_SECRET_ACCESS_KEY={r.s(40, AN + '/+')}"),
    # config shapes pasted
    ("config", f"machine api.heroku.com login anna@acme.dev password {r.uuid()}"),
    ("config", f"db.acme.dev:5432:*:app:{pw()}"),
    ("config", f"client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQo{r.s(80, B64)}"),
    ("config", f"    token: {r.s(6, LO)}.{r.s(16, LO)}"),
    ("config", f"echo 'OPENAI_API_KEY=sk-proj-{r.s(40, URLSAFE)}T3BlbkFJ{r.s(40, URLSAFE)}' >> .env"),
    ("config", f"mysql://root:{pw()}@127.0.0.1:3306/shop"),
    ("config", f"Data Source=sql01;Initial Catalog=crm;User ID=app;Password={pw()}"),
    ("config", f"\"mongodb+srv://app:{pw()}@cluster0.ab1cd.mongodb.net/prod\""),
    ("config", f"в .env: STRIPE_KEY=sk_live_{r.s(24)}"),
    ("config", f"host=db.acme.dev port=5432 dbname=app user=app password={pw()}"),
    ("config", f"kubectl config set-credentials ci --token={r.s(40, AN)}"),
    ("config", f"git remote set-url origin https://oauth2:glpat-{r.s(20, URLSAFE)}@gitlab.com/acme/app.git"),
    # service tokens in sentences
    ("vendor", f"Use {r.s(6, LO)}_{r.s(40, AN)} for the Langfuse public... no wait that's the secret"),
    ("vendor", f"the PagerDuty REST key is u+{r.s(18, URLSAFE)}"),
    ("vendor", f"Grafana token glsa_{r.s(32)}_{r.h(8)} expires in 30 days"),
    ("vendor", f"Anthropic ключ sk-ant-api03-{r.s(93, URLSAFE)}AA положи в секреты"),
    ("vendor", f"for Gemini I use AIza{r.s(35, URLSAFE)}"),
    ("vendor", f"Slack webhook https://hooks.slack.com/services/T{r.s(8, UP)}/B{r.s(10, UP)}/{r.s(24)} for alerts"),
    ("vendor", f"Doppler: dp.st.dev.{r.s(40)}"),
    ("vendor", f"Infisical client secret {r.h(64)}"),
    ("vendor", f"CircleCI personal token {r.h(40)}"),
    ("vendor", f"Datadog app key {r.h(40)}"),
    ("vendor", f"Telegram bot: {r.d(10)}:AA{r.s(33, URLSAFE)}"),
    ("vendor", f"токен Дзен/VK: vk1.a.{r.s(150, URLSAFE)}"),
    ("vendor", f"OpenAI-ключ организации sk-admin-{r.s(58, URLSAFE)}T3BlbkFJ{r.s(58, URLSAFE)}"),
    ("vendor", f"New Relic ingest key {r.h(36)}NRAL"),
    ("vendor", f"Buildkite agent token {r.s(50, LO)}"),
    # prose passwords
    ("prose", f"password is {pw()} (same as wifi)"),
    ("prose", f"пароль {pw()}"),
    ("prose", f"Пароль к архиву: {pw()}"),
    ("prose", f"Напоминание себе: от сбера пароль {pw()}, от почты {pw()}"),
    ("prose", f"I changed my Gmail password to {pw()} yesterday"),
    ("prose", f"пароль от банковского приложения поменял на {r.d(6)}"),
    ("prose", f"Wi-Fi пароль у соседей: {pw()}"),
]


O = [
    ("pair", f"Reddit app: client id {r.s(14, URLSAFE)}, secret in 1Password"),
    ("pair", f"AKIA{r.s(16, B32)} is the access key id of the CI user; the secret is in Vault"),
    ("pair", f"Spotify API — client id {r.h(32)}"),
    ("pair", f"GitHub OAuth app Iv1.{r.h(16)}, callback https://acme.dev/auth/github"),
    ("pair", "client_id=acme-web&redirect_uri=https%3A%2F%2Facme.dev%2Fcb&response_type=code"),
    ("pair", "ключи от S3 Selectel лежат в менеджере паролей"),
    ("pair", f"OAuth2 client {r.d(12)}-{r.s(32, LO)}.apps.googleusercontent.com (web)"),
    ("pair", "access key rotated, secret updated in the CI variables"),
    ("pair", "Yandex Object Storage bucket acme-backups, endpoint storage.yandexcloud.net"),
    ("aws", "aws_secret_access_key: !Ref SecretParam"),
    ("aws", "\"SecretAccessKey\": {\"Fn::GetAtt\": [\"CIUserKey\", \"SecretAccessKey\"]}"),
    ("aws", "AWS secret key is shown once when created; the user saved it in Bitwarden."),
    ("aws", "секретный ключ AWS хранится в Parameter Store"),
    ("aws", "aws configure set region eu-west-1"),
    ("aws", "-e AWS_SECRET_ACCESS_KEY=$AWS_SECRET_ACCESS_KEY"),
    ("aws", f"arn:aws:iam::{r.d(12)}:user/ci"),
    ("config", "machine api.heroku.com login anna@acme.dev (token via heroku login)"),
    ("config", "db.acme.dev:5432:*:app:*"),
    ("config", f"certificate-authority-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM{r.s(80, B64)}"),
    ("config", "    token: ${CI_K8S_TOKEN}"),
    ("config", "echo 'OPENAI_API_KEY=' >> .env"),
    ("config", "mysql://root@127.0.0.1:3306/shop"),
    ("config", "Data Source=sql01;Initial Catalog=crm;Integrated Security=True"),
    ("config", "\"mongodb+srv://cluster0.ab1cd.mongodb.net/prod\""),
    ("config", "в .env: STRIPE_KEY — ключ из дашборда, режим live"),
    ("config", "host=db.acme.dev port=5432 dbname=app user=app sslmode=require"),
    ("config", "kubectl config set-credentials ci --exec-command=aws-iam-authenticator"),
    ("config", "git remote set-url origin git@gitlab.com:acme/app.git"),
    ("config", f"sha256 of the .env backup: {r.h(64)}"),
    ("vendor", "the PagerDuty REST key lives in the ops vault"),
    ("vendor", "Grafana token expires in 30 days; renew on the 1st."),
    ("vendor", "Anthropic ключ положи в секреты GitHub, не в код"),
    ("vendor", "for Gemini I use the free tier"),
    ("vendor", "Slack webhook for alerts points at #ops-alerts"),
    ("vendor", "Doppler: project acme, config dev"),
    ("vendor", "Infisical client secret is rotated by the platform team."),
    ("vendor", f"CircleCI pipeline {r.uuid()} failed on test"),
    ("vendor", f"Datadog trace {r.d(19)}"),
    ("vendor", f"Telegram bot: @acme_alerts_bot, chat -100{r.d(10)}"),
    ("vendor", "OpenAI-ключ организации выдаёт только админ."),
    ("vendor", f"New Relic account {r.d(7)}"),
    ("vendor", f"Buildkite agent {r.s(8, LO)}-{r.d(1)} is offline"),
    ("prose", "password is required for the admin page"),
    ("prose", "пароль сменён"),
    ("prose", "Пароль к архиву пришлю отдельно."),
    ("prose", "Напоминание себе: от сбера пароль поменять до пятницы"),
    ("prose", "I changed my Gmail password yesterday"),
    ("prose", "пароль от банковского приложения поменял"),
    ("prose", "Wi-Fi пароль у соседей не спрашивать"),
    ("prose", f"the PR #{r.d(4)} removes the hard-coded password from settings.py"),
]

# the row above was written as an ordinary note and scored so (refused: 1 of the 2 ordinary refusals of the blind
# score), but an AWS access key id is one of the corpus's own secret kinds (secret_kinds.VENDOR) and every scanner's:
# the label was wrong. It moves to the secrets after the values are drawn, so that every value stays as scored.
S.append(O.pop(1))

if __name__ == "__main__":
    write_groups("s26s5", S, [], O)
