"""Write s28s13.jsonl: the thirteenth blind secrets batch of stop 28, written after the s28s12 changes and scored once
before any change for it (README): 39/40 = 97.5 % secrets refused blind (the miss: a hand-written card number that fails
Luhn), 0/20 ordinary refused. No rule change. The issue's own families again, each in shapes the earlier batches used least:
.netrc and .pgpass variants, kubeconfig users with client-key-data or token, .env lines with export/quotes/comments,
connection strings of many drivers (JDBC, ODBC, ADO.NET, SQLAlchemy, Mongo, AMQP, Redis, LDAP, SMTP URLs), a bare AWS
secret beside its name in many syntaxes, client secrets beside client ids, cards; RU and EN around them.
Look-alikes: the same files without the secret. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_13)
pw = r.password
B64 = AN + "+/"
AK = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

S = [
    ("netrc", f"machine ftp.acme.ru login ivan password {pw()} account main"),
    ("netrc", f"default login anonymous password {pw()}"),
    ("netrc", f"# ~/.netrc\nmachine api.github.com\nlogin octocat\npassword ghp_{r.s(36)}"),
    ("pgpass", f"db.internal:5432:*:report:{pw()}"),
    ("pgpass", f"# .pgpass\nlocalhost:*:*:postgres:{r.s(16)}"),
    ("kube", f"users:\n- name: admin\n  user:\n    token: {r.s(40, URLSAFE)}"),
    ("kube", f"- name: ci\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi{r.s(40, B64)}\n    client-key-data: LS0tLS1CRUdJTi{r.s(60, B64)}"),
    ("kube", f"kubectl config set-credentials dev --token={r.s(48, URLSAFE)}"),
    ("env", f"export DB_PASS='{pw()}'  # prod"),
    ("env", f"SMTP_PASSWORD=\"{r.s(16, LO)}\""),
    ("env", f"REDIS_PASSWORD={r.s(32)} # rotate monthly"),
    ("env", f"set OPENAI_API_KEY=sk-proj-{r.s(48, URLSAFE)}"),
    ("env", f"$Env:GITHUB_TOKEN = 'github_pat_11{r.s(20, UP)}_{r.s(59)}'"),
    ("conn", f"jdbc:postgresql://db:5432/app?user=app&password={pw()}"),
    ("conn", f"jdbc:mysql://root:{pw()}@127.0.0.1:3306/shop"),
    ("conn", f"Driver={{ODBC Driver 18 for SQL Server}};Server=sql1;Database=crm;Uid=sa;Pwd={pw()};"),
    ("conn", f"Data Source=ora1:1521/ORCL;User Id=scott;Password={pw()};"),
    ("conn", f"sqlalchemy.url = mysql+pymysql://app:{r.s(18)}@db/app"),
    ("conn", f"amqp://guest:{r.s(16)}@rabbit.acme.ru:5672/%2F"),
    ("conn", f"rediss://default:{r.s(32)}@eu1-redis.upstash.io:6379"),
    ("conn", f"ldaps://cn=admin,dc=acme,dc=ru:{pw()}@ldap.acme.ru"),
    ("conn", f"smtp://noreply%40acme.ru:{r.s(16, LO)}@smtp.yandex.ru:465"),
    ("conn", f"mongodb://admin:{pw()}@mongo1:27017,mongo2:27017/?replicaSet=rs0&authSource=admin"),
    ("conn", f"Host=pg;Username=app;Password={pw()};Database=app"),
    ("aws", f"aws_secret_access_key={r.s(40, AN + '/+')}"),
    ("aws", f"\"SecretAccessKey\": \"{r.s(40, AN + '/+')}\""),
    ("aws", f"AWS_SECRET_ACCESS_KEY: {r.s(40, AN + '/+')}"),
    ("aws", f"секретный ключ AWS {r.s(40, AN + '/+')}"),
    ("aws", f"aws configure set aws_secret_access_key {r.s(40, AN + '/+')}"),
    ("aws", f"new AWS.Config({{ accessKeyId: 'AKIA{r.s(16, AK)}', secretAccessKey: '{r.s(40, AN + '/+')}' }})"),
    ("client", f"client_id=9f1c2a; client_secret={r.s(32)}"),
    ("client", f"OAuth app — id: {r.uuid()}, secret: {r.s(40, AN + '~._-')}"),
    ("client", f"\"clientId\": \"acme-web\", \"clientSecret\": \"{r.s(32)}\""),
    ("client", f"Keycloak client acme-api secret {r.s(32)}"),
    ("client", f"GitHub OAuth App: Client ID Iv1.{r.h(16)}, Client secret {r.h(40)}"),
    ("prose", f"my password is {pw()}"),
    ("prose", f"пароль от банка: {pw()}"),
    ("prose", f"Мой пароль — {pw()}"),
    # written by hand as 4276 3800 1234 5672, which fails Luhn (no card by the rule): scored blind as the miss, then
    # the last digit fixed, as holdout17 and s28s3 did
    ("card", "Номер карты: 4276 3800 1234 5679"),
    ("card", "my card is 5500 0055 5555 5559, exp 03/27, cvc 321"),
]

O = [
    ("netrc", "machine ftp.acme.ru login ivan (password via keychain)"),
    ("netrc", "# ~/.netrc should be chmod 600"),
    ("pgpass", "db.internal:5432:*:report (password in .pgpass, not here)"),
    ("kube", "users:\n- name: admin\n  user:\n    exec:\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]"),
    ("kube", "kubectl config use-context prod"),
    ("env", "export DB_PASS  # set by direnv"),
    ("env", "SMTP_PASSWORD=\"\""),
    ("env", "REDIS_PASSWORD= # empty on dev"),
    ("conn", "jdbc:postgresql://db:5432/app?ssl=true&sslmode=require"),
    ("conn", "Driver={ODBC Driver 18 for SQL Server};Server=sql1;Database=crm;Trusted_Connection=yes;"),
    ("conn", "sqlalchemy.url = postgresql+psycopg://app@db/app"),
    ("conn", "amqp://rabbit.acme.ru:5672/%2F"),
    ("conn", "mongodb://mongo1:27017,mongo2:27017/?replicaSet=rs0"),
    ("aws", "aws_secret_access_key is read from ~/.aws/credentials"),
    ("aws", "aws configure set region eu-central-1"),
    ("aws", "секретный ключ AWS хранится в Vault, путь secret/aws/prod"),
    ("client", "client_id=9f1c2a; client_secret is in the CI variables"),
    ("client", "Keycloak client acme-api is confidential, secret rotated on Monday"),
    ("prose", "my password is not something I'd put in notes"),
    ("card", "Номер карты заканчивается на 5679"),
]

if __name__ == "__main__":
    write_groups("s28s13", S, [], O)
