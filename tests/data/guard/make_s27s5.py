"""Write s27s5.jsonl: the fifth blind secrets batch of stop 27, written after the s27s4 changes and scored once before
any change for it (README). The issue's own examples, each in many more shapes: a bare AWS secret beside its name
(and beside the key id with no name), a client secret beside a client id, .netrc, .pgpass, kubeconfig, .env lines,
connection strings of many databases and brokers, and "my password is …" / "пароль от …: …" written many ways.
Look-alikes: the same shapes with what is not a secret. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3131)
pw = r.password
AWS_SECRET = AN + "/+"


def aws_secret() -> str:
    return r.s(40, AWS_SECRET)


def word_pw() -> str:
    return r.pick(["gosha", "belka", "strelka", "neva", "olya", "mishka", "sever", "krasnodar"]) + r.d(r.pick([4, 5]))


S = [
    # AWS
    ("aws", f"aws_secret_access_key: {aws_secret()}"),
    ("aws", f"AWS secret: {aws_secret()}"),
    ("aws", f"секретный ключ AWS {aws_secret()}"),
    ("aws", f"AKIA{r.s(16, UP)} {aws_secret()}"),
    ("aws", f"key id AKIA{r.s(16, UP)}\nsecret {aws_secret()}"),
    ("aws", f"\"SecretAccessKey\": \"{aws_secret()}\""),
    ("aws", f"aws configure set aws_secret_access_key {aws_secret()}"),
    ("aws", f"AWS_ACCESS_KEY_ID=AKIA{r.s(16, UP)} AWS_SECRET_ACCESS_KEY={aws_secret()} terraform apply"),
    ("aws", f"Access key ID,Secret access key\nAKIA{r.s(16, UP)},{aws_secret()}"),
    ("aws", f"secretKey: \"{aws_secret()}\"  # minio"),
    # labelled ordinary when written, relabelled after scoring: an AWS key id is refused by the rules (as in s26s5)
    ("aws", f"AKIA{r.s(16, UP)} is the access key id of the CI user"),
    # client secret beside its client id
    ("pair", f"client_id={r.s(20, AN)}&client_secret={r.s(40, AN)}"),
    ("pair", f"OAuth app: {r.h(20)} / {r.h(40)}"),
    ("pair", f"GOOGLE_CLIENT_ID={r.d(12)}-{r.s(32, LO)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=GOCSPX-{r.s(28, URLSAFE)}"),
    ("pair", f"Azure app registration: client {r.uuid()}, secret {r.s(3, AN)}8Q~{r.s(34, URLSAFE)}"),
    ("pair", f"клиент {r.uuid()}, секрет {r.s(40, URLSAFE)}"),
    ("pair", f"{{\"web\": {{\"client_id\": \"{r.d(12)}-{r.s(32, LO)}.apps.googleusercontent.com\", \"client_secret\": \"GOCSPX-{r.s(28, URLSAFE)}\"}}}}"),
    ("pair", f"KEYCLOAK_CLIENT=backend KEYCLOAK_SECRET={r.s(32, AN)}"),
    ("pair", f"github oauth: Iv1.{r.h(16)} {r.h(40)}"),
    ("pair", f"app key {r.s(15, LO)} app secret {r.s(15, LO)}"),
    # .netrc and .pgpass
    ("netrc", f"machine github.com\nlogin ivan\npassword ghp_{r.s(36, AN)}"),
    ("netrc", f"machine ftp.acme.ru login upload password {pw()}"),
    ("netrc", f"~/.netrc: machine nexus.acme.io login deploy password {r.s(20, AN)}"),
    ("netrc", f"default login anonymous password {pw()}"),
    ("pgpass", f"*:*:*:postgres:{pw()}"),
    ("pgpass", f"localhost:5432:*:app:{r.s(24, AN)}"),
    ("pgpass", f"в .pgpass: 10.0.0.5:6432:billing:billing:{word_pw()}"),
    # kubeconfig and k8s
    ("kube", f"    client-key-data: LS0tLS1CRUdJTiBFQyBQUklWQVRFIEtFWS0tLS0t{r.s(60, AN + '+/')}"),
    ("kube", f"users:\n- name: ci\n  user:\n    token: eyJhbGciOiJSUzI1NiIsImtpZCI6I{r.s(40, AN)}.{r.s(120, URLSAFE)}.{r.s(86, URLSAFE)}"),
    ("kube", f"users:\n- name: admin\n  user:\n    username: admin\n    password: {pw()}"),
    ("kube", f"data:\n  password: {__import__('base64').b64encode(pw().encode()).decode()}\nkind: Secret"),
    ("kube", f"kubectl create secret generic db --from-literal=password={pw()}"),
    ("kube", f"helm install app ./chart --set db.password={pw()}"),
    # .env lines
    ("env", f"DB_PASS={pw()}"),
    ("env", f"SECRET_KEY_BASE={r.h(128)}"),
    ("env", f"JWT_SECRET={r.s(48, URLSAFE)}"),
    ("env", f"NEXTAUTH_SECRET={r.b64(32)}"),
    ("env", f"SMTP_PASSWORD=\"{pw()}\""),
    ("env", f"REDIS_PASSWORD='{r.s(24, AN)}'"),
    ("env", f"ENCRYPTION_KEY={r.h(64)}"),
    ("env", f"MAIL_PASSWORD = {word_pw()}"),
    ("env", f"ADMIN_PASS: {pw()}"),
    ("env", f"APP_KEY=base64:{r.b64(32)}"),
    # connection strings
    ("conn", f"Server=tcp:acme.database.windows.net,1433;Initial Catalog=crm;User ID=crm;Password={pw()};Encrypt=True"),
    ("conn", f"oracle://scott:{pw()}@ora.acme.ru:1521/ORCL"),
    ("conn", f"clickhouse://default:{pw()}@ch.acme.io:9000/analytics"),
    ("conn", f"neo4j+s://neo4j:{r.s(43, URLSAFE)}@abc123.databases.neo4j.io"),
    ("conn", f"https://elastic:{r.s(24, AN)}@es.acme.io:9243"),
    ("conn", f"snowflake://etl:{pw()}@acme-xy12345/DWH/PUBLIC?warehouse=ETL_WH"),
    ("conn", f"cassandra: contact_points=10.0.0.7 username=app password={pw()}"),
    ("conn", f"kafka: bootstrap=pkc-12345.eu-west-1.aws.confluent.cloud:9092 sasl.username={r.s(16, UP)} sasl.password={r.s(64, AN + '+/')}"),
    ("conn", f"Data Source=db01;Initial Catalog=HR;User Id=hr_app;Password='{pw()}';"),
    ("conn", f"mssql+pyodbc://sa:{pw()}@sql01/hr?driver=ODBC+Driver+18+for+SQL+Server"),
    ("conn", f"nats://svc:{pw()}@nats.acme.io:4222"),
    ("conn", f"ldaps://cn=admin,dc=acme,dc=ru:{pw()}@ldap.acme.ru"),
    # prose passwords, EN
    ("prose-en", f"my password is {word_pw()}"),
    ("prose-en", f"My password for the bank app is {pw()}, don't tell anyone"),
    ("prose-en", f"password: {pw()}"),
    ("prose-en", f"The new Wi-Fi password is {word_pw()}"),
    ("prose-en", f"PS: my Steam password is {pw()}"),
    ("prose-en", f"I use {pw()} for all the streaming sites"),
    ("prose-en", f"remember my gym locker combination: {r.d(2)}-{r.d(2)}-{r.d(2)}"),
    ("prose-en", f"the admin password on the printer was reset to {r.d(6)}"),
    # prose passwords, RU
    ("prose-ru", f"пароль от почты: {word_pw()}"),
    ("prose-ru", f"пароль от сбербанк онлайн {pw()}"),
    ("prose-ru", f"Пароль от Госуслуг {pw()} — не забыть"),
    ("prose-ru", f"мой пароль {word_pw()}"),
    ("prose-ru", f"от вк пароль {pw()}"),
    ("prose-ru", f"пароль к ноуту: {word_pw()}"),
    ("prose-ru", f"Пароль для входа на сайт школы — {pw()}"),
    ("prose-ru", f"Пароль: {r.d(8)}"),
    ("prose-ru", f"запомни пароль от wifi у бабушки {word_pw()}"),
    ("prose-ru", f"пароль от личного кабинета ЖКХ поменяла на {pw()}"),
    # cards
    ("card", "карта сбера 2202 2036 1234 5670"),
    ("card", "card 4000 0566 5566 5556 exp 01/30"),
]

O = [
    # AWS look-alikes
    ("aws", "aws_secret_access_key is set by `aws configure`"),
    ("aws", "AWS secret: stored in SSM under /prod/aws/secret"),
    ("aws", "секретный ключ AWS показывается только один раз при создании"),
    ("aws", f"\"SecretAccessKey\": \"{{{{resolve:secretsmanager:prod/aws}}}}\""),
    ("aws", "aws configure set region eu-central-1"),
    ("aws", f"arn:aws:iam::{r.d(12)}:user/ci"),
    ("aws", f"s3://acme-backups/{r.h(40)}.tar.gz"),
    # pair look-alikes
    ("pair", "client_id=acme-web&redirect_uri=https://acme.io/callback&response_type=code"),
    ("pair", f"OAuth app id {r.d(7)}, homepage https://acme.io"),
    ("pair", f"Azure app registration: client {r.uuid()}, tenant {r.uuid()}"),
    ("pair", f"клиент {r.uuid()}, заказ {r.d(6)}"),
    ("pair", "KEYCLOAK_CLIENT=backend KEYCLOAK_REALM=acme"),
    ("pair", f"github app id {r.d(6)}, installation {r.d(8)}"),
    # netrc / pgpass look-alikes
    ("netrc", "machine github.com\nlogin ivan"),
    ("netrc", "machine ftp.acme.ru login anonymous"),
    ("pgpass", "localhost:5432:*:app:*"),
    ("pgpass", "chmod 600 ~/.pgpass"),
    ("pgpass", "время встречи 10:30:00, зал 3:2"),
    ("pgpass", f"MAC 3c:22:fb:{r.h(2)}:{r.h(2)}:{r.h(2)}"),
    # kube look-alikes
    ("kube", "    client-certificate-data: <base64 cert>"),
    ("kube", "users:\n- name: ci\n  user:\n    exec:\n      command: kubelogin"),
    ("kube", "kubectl create secret generic db --from-file=password=./pw.txt"),
    ("kube", "helm install app ./chart --set db.host=db.acme.local"),
    ("kube", f"image: ghcr.io/acme/api@sha256:{r.h(64)}"),
    # env look-alikes
    ("env", "DB_PASS="),
    ("env", "SECRET_KEY_BASE=<%= ENV['SECRET_KEY_BASE'] %>"),
    ("env", "JWT_SECRET=changeme-in-production"),
    ("env", "NEXTAUTH_URL=http://localhost:3000"),
    ("env", "SMTP_PASSWORD=\"\""),
    ("env", "REDIS_PASSWORD=${REDIS_PASSWORD:-}"),
    ("env", "ENCRYPTION_KEY_ID=alias/app-key"),
    ("env", "MAIL_PASSWORD = None"),
    ("env", "APP_KEY="),
    ("env", f"BUILD_SHA={r.h(40)}"),
    # connection-string look-alikes
    ("conn", "Server=tcp:acme.database.windows.net,1433;Initial Catalog=crm;Authentication=Active Directory Default"),
    ("conn", "oracle://ora.acme.ru:1521/ORCL"),
    ("conn", "clickhouse://ch.acme.io:9000/analytics"),
    ("conn", "https://es.acme.io:9243/_cat/indices"),
    ("conn", "snowflake://acme-xy12345/DWH/PUBLIC?authenticator=externalbrowser"),
    ("conn", "mssql+pyodbc://@sql01/hr?trusted_connection=yes"),
    ("conn", "nats://nats.acme.io:4222"),
    # prose look-alikes
    ("prose-en", "my password is too short, need to change it"),
    ("prose-en", "password: see the sticky note in the drawer"),
    ("prose-en", "The new Wi-Fi network is called Tiger_5G"),
    ("prose-en", "I use a password manager for all the streaming sites"),
    ("prose-en", "the printer admin page is at http://192.168.1.30"),
    ("prose-en", "my gym locker is number 214"),
    ("prose-ru", "пароль от почты восстановила через телефон"),
    ("prose-ru", "Пароль от Госуслуг надо сменить до пятницы"),
    ("prose-ru", "мой пароль длиннее 16 символов"),
    ("prose-ru", "пароль к ноуту знает только Лена"),
    ("prose-ru", "Пароль: минимум 12 символов, буквы и цифры"),
    ("prose-ru", "запомни, что wifi у бабушки называется Rostelecom_42"),
    ("prose-ru", "пароль от личного кабинета ЖКХ приходит в SMS"),
    ("prose-ru", "Пароль 2024 года от роутера сброшен кнопкой reset"),
    # PII and numbers
    ("card", "карта сбера заканчивается на 5678"),
    ("card", "телефон сбера 900"),
    ("card", "ОГРН 1027700132195"),
    ("card", f"номер сертификата {r.d(16)[:12]}"),
]

if __name__ == "__main__":
    write_groups("s27s5", S, [], O)
