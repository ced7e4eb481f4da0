"""Write s27s2.jsonl: the second blind secrets batch of stop 27, written after the s27s changes and scored once before
any change for it (README). Common kinds written as a judge would, in RU and EN: the secret inside a sentence with
words around it, in tables and lists (markdown, CSV, numbered), in every config syntax (.env with `export`, compose
lists, k8s `stringData`, systemd `Environment=`, Java properties, PHP `define`, Go/Rust/C# literals, JDBC/ODBC strings,
credentials files), with typos and short names of the secret (pasword, pwd, p/w, пороль, пасс), and after verbs that
hand it over ("держи", "запомни", "here it is"). Look-alikes: the same shapes with placeholders, masks, ids and
talk about secrets. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2828)
pw = r.password


def word_pw() -> str:
    """A password as people make them up: lower-case word(s) and digits, no capitals or symbols."""
    return r.pick(["kotik", "solnce", "masha", "zenit", "barsik", "lenochka", "qwerty", "spartak", "vesna"]) + r.d(r.pick([3, 4, 6]))


S = [
    # inside a sentence, RU and EN
    ("sentence", f"Напомни, что от роутера на даче пароль {word_pw()}, а не старый"),
    ("sentence", f"Запомни: ключ от OpenAI теперь sk-proj-{r.s(48, URLSAFE)}, старый я отозвал"),
    ("sentence", f"держи токен бота {r.d(10)}:AAH{r.s(32, URLSAFE)}, только никому"),
    ("sentence", f"Сохрани пароль от личного кабинета МТС: {pw()}"),
    ("sentence", f"У Пети пароль от ноутбука {word_pw()}, он сам попросил записать"),
    ("sentence", f"мой пароль везде один и тот же — {word_pw()}"),
    ("sentence", f"Here it is, the deploy key for Vercel: {r.s(24, AN)}"),
    ("sentence", f"remember that the staging DB password got changed to {pw()} yesterday"),
    ("sentence", f"the shared Gmail for the club is club.chess.msk@gmail.com and the pass is {word_pw()}"),
    ("sentence", f"Grandma's phone unlock pattern is fine, but her SIM PIN is {r.d(4)}"),
    ("sentence", f"ключ доступа к S3 в Yandex Cloud: YCAJE{r.s(20, URLSAFE)} и секрет YCP{r.s(37, URLSAFE)}"),
    ("sentence", f"Apple ID пароль {pw()}, вопрос — девичья фамилия мамы"),
    # typos and short names
    ("typo", f"pasword for the nas: {pw()}"),
    ("typo", f"пороль от вайфая {word_pw()}"),
    ("typo", f"пасс от админки: {pw()}"),
    ("typo", f"p/w for jira = {pw()}"),
    ("typo", f"pwd {pw()} (for the printer admin page)"),
    ("typo", f"passwrd: {pw()}"),
    ("typo", f"парль от почты {word_pw()}"),
    ("typo", f"Password:{pw()}"),
    # tables and lists
    ("table", f"| сервис | логин | пароль |\n|---|---|---|\n| почта | ivan | {pw()} |\n| vpn | ivan.p | {pw()} |"),
    ("table", f"site,login,password\nmail.ru,ivan,{word_pw()}\nozon.ru,ivan@mail.ru,{pw()}"),
    ("table", f"1. Госуслуги — {pw()}\n2. Сбер — {pw()}\n3. Почта — {pw()}"),
    ("table", f"Accounts:\n* AWS root: admin@acme.io / {pw()}\n* Cloudflare: admin@acme.io / {pw()}"),
    ("table", f"[{{\"host\": \"db1\", \"user\": \"app\", \"password\": \"{pw()}\"}}]"),
    ("table", f"логин: ivan_p\nпароль: {word_pw()}"),
    # config syntaxes
    ("config", f"export AWS_SECRET_ACCESS_KEY={r.s(40, AN + '/+')}"),
    ("config", f"environment:\n  - POSTGRES_PASSWORD={pw()}\n  - POSTGRES_USER=app"),
    ("config", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  DB_PASSWORD: \"{pw()}\"\n  REDIS_URL: redis://cache:6379"),
    ("config", f"[Service]\nEnvironment=TELEGRAM_TOKEN={r.d(10)}:AAE{r.s(32, URLSAFE)}\nExecStart=/usr/bin/bot"),
    ("config", f"spring.datasource.url=jdbc:postgresql://db:5432/shop\nspring.datasource.username=shop\nspring.datasource.password={pw()}"),
    ("config", f"define('DB_PASSWORD', '{pw()}');"),
    ("config", f"const apiKey = \"{r.s(32, AN)}\" // weather api"),
    ("config", f"const SECRET: &str = \"{r.s(40, URLSAFE)}\";"),
    ("config", f"\"ConnectionStrings\": {{ \"Default\": \"Server=sql01;Database=Shop;User Id=sa;Password={pw()};\" }}"),
    ("config", f"jdbc:mysql://db.acme.ru:3306/crm?user=crm&password={pw()}"),
    ("config", f"Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:acme.database.windows.net;Uid=admin;Pwd={pw()};"),
    ("config", f"[default]\naws_access_key_id = AKIA{r.s(16, UP)}\naws_secret_access_key = {r.s(40, AN + '/+')}"),
    ("config", f"https://ivan:{r.s(40, AN)}@github.com"),
    ("config", f"requirepass {r.s(24, AN)}"),
    ("config", f"MONGO_URI=mongodb+srv://admin:{pw()}@cluster0.ab1cd.mongodb.net/prod"),
    ("config", f"amqp://guest:{pw()}@rabbit.acme.local:5672/"),
    ("config", f"[smtp]\nhost = smtp.mail.ru\nuser = noreply@acme.ru\npassword = {pw()}"),
    ("config", f"provider \"cloudflare\" {{\n  api_token = \"{r.s(40, URLSAFE)}\"\n}}"),
    ("config", f"ENV STRIPE_KEY=sk_live_{r.s(99, AN)}"),
    ("config", f"GF_SECURITY_ADMIN_PASSWORD={pw()}"),
    ("config", f"ELASTIC_PASSWORD={r.s(20, AN)}"),
    ("config", f"[client]\nuser=root\npassword={pw()}"),
    ("config", f"auth.json: {{\"token\": \"{r.s(40, AN)}\"}}"),
    ("config", f"- name: Deploy\n  env:\n    SSH_PASSWORD: {pw()}"),
    # headers, URLs, curl
    ("header", f"curl -H \"Authorization: token {r.s(40, AN)}\" https://api.gitea.acme.ru/user"),
    ("header", f"curl https://api.telegram.org/bot{r.d(10)}:AAF{r.s(32, URLSAFE)}/getMe"),
    ("header", f"GET /v1/data?api_key={r.s(32, AN)} HTTP/1.1"),
    ("header", f"X-Auth-Key: {r.h(37)}"),
    ("header", f"wss://stream.acme.io/ws?token={r.s(48, URLSAFE)}"),
    ("header", f"Cookie: sessionid={r.s(32, LO)}; csrftoken={r.s(32, AN)}"),
    ("header", f"https://hooks.slack.com/services/T{r.s(8, UP)}/B{r.s(10, UP)}/{r.s(24, AN)}"),
    # key material
    ("keys", "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA" + r.s(60, AN + "+/") + "\n" + r.s(64, AN + "+/") + "\n-----END RSA PRIVATE KEY-----"),
    ("keys", "вот мой ключ ssh:\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\nQyNTUxOQAAACD" + r.s(50, AN + "+/") + "\n-----END OPENSSH PRIVATE KEY-----"),
    ("keys", f"JWT для теста: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI{r.s(30, AN)}.{r.s(43, URLSAFE)}"),
    ("keys", f"{{\"type\": \"service_account\", \"project_id\": \"acme-prod\", \"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC{r.s(40, AN + '+/')}\\n-----END PRIVATE KEY-----\\n\"}}"),
    ("keys", f"DefaultEndpointsProtocol=https;AccountName=acmestore;AccountKey={r.s(86, AN + '+/')}==;EndpointSuffix=core.windows.net"),
    # labelled ordinary when written, relabelled after scoring: the issue counts certificates among what the guard refuses
    ("keys", "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\n-----END CERTIFICATE-----"),
    ("keys", f"age secret key: AGE-SECRET-KEY-1{r.s(58, 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', fake=False)}"),
    # vendor tokens in prose
    ("vendor", f"GitLab токен для CI: glpat-{r.s(20, URLSAFE)}"),
    ("vendor", f"новый ключ Anthropic sk-ant-api03-{r.s(93, URLSAFE)}AA"),
    ("vendor", f"Slack бот: xoxb-{r.d(12)}-{r.d(13)}-{r.s(24, AN)}"),
    ("vendor", f"SendGrid: SG.{r.s(22, URLSAFE)}.{r.s(43, URLSAFE)}"),
    ("vendor", f"HF token hf_{r.s(34, AN)} for the private model"),
    ("vendor", f"npm publish token npm_{r.s(36, AN)}"),
    ("vendor", f"DigitalOcean: dop_v1_{r.h(64)}"),
    ("vendor", f"Google Maps key AIza{r.s(35, URLSAFE)}"),
    ("vendor", f"Яндекс OAuth-токен y0_{r.s(55, URLSAFE)}"),
    ("vendor", f"Stripe restricted key rk_live_{r.s(24, AN)}"),
    ("vendor", f"GitHub PAT github_pat_11{r.s(20, UP)}_{r.s(59, AN)}"),
    ("vendor", f"Datadog API key: {r.h(32)}"),
    ("vendor", f"Twilio auth token {r.h(32)}, SID AC{r.h(32)}"),
    ("vendor", f"Sentry DSN с ключом https://{r.h(32)}:{r.h(32)}@sentry.acme.ru/4"),
    ("vendor", f"VK API токен vk1.a.{r.s(170, URLSAFE)}"),
    # cards and PINs
    ("card", "оплати с моей карты 5536 9138 2745 1093, срок 04/27, cvc 318"),
    ("card", "my debit card is 4532015112830366"),
    ("card", "PIN от карты Тинькофф 2486"),
    ("card", "card: 4916-3386-4218-6216 (Visa), exp 03/29"),
]

O = [
    # sentences about secrets, no secret
    ("sentence", "Напомни поменять пароль от роутера на даче на более длинный"),
    ("sentence", "Запомни: ключ от OpenAI лежит в 1Password, в папке Work"),
    ("sentence", "токен бота получаем у @BotFather командой /newbot"),
    ("sentence", "Сохрани: личный кабинет МТС привязан к номеру мамы"),
    ("sentence", "У Пети ноутбук Lenovo ThinkPad X1, 2021 года"),
    ("sentence", "мой пароль везде разный, храню в Bitwarden"),
    ("sentence", "Here it is, the deploy guide for Vercel: https://vercel.com/docs/deployments"),
    ("sentence", "remember that the staging DB got moved to db2.staging.acme.io yesterday"),
    ("sentence", "the shared Gmail for the club is club.chess.msk@gmail.com"),
    ("sentence", "Grandma's SIM PIN is written in her notebook, not here"),
    ("sentence", "ключи доступа к S3 в Yandex Cloud выдаются на сервисный аккаунт"),
    ("sentence", "Apple ID — почта ivan@icloud.com, пароль в связке ключей"),
    # typo look-alikes
    ("typo", "pasword reset link expires in 15 minutes"),
    ("typo", "пороль от вайфая спросить у соседа"),
    ("typo", "pwd prints the current directory, e.g. /home/ivan/projects"),
    ("typo", "p/w policy: 12 chars minimum"),
    ("typo", "Password: ********"),
    ("typo", "passwrd field is optional in the form"),
    # tables and lists without values
    ("table", "| сервис | логин | пароль |\n|---|---|---|\n| почта | ivan | в менеджере |\n| vpn | ivan.p | у админа |"),
    ("table", "site,login,password\n# the export keeps the header only"),
    ("table", "1. Госуслуги — через СберID\n2. Сбер — по отпечатку\n3. Почта — через Яндекс ID"),
    ("table", "Accounts:\n* AWS root: admin@acme.io (MFA on)\n* Cloudflare: admin@acme.io (SSO)"),
    ("table", "[{\"host\": \"db1\", \"user\": \"app\", \"port\": 5432}]"),
    ("table", "логин: ivan_p\nпароль: спросить у Лены"),
    # config with placeholders or references
    ("config", "export AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key --profile prod)"),
    ("config", "environment:\n  - POSTGRES_PASSWORD_FILE=/run/secrets/pg\n  - POSTGRES_USER=app"),
    ("config", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  DB_PASSWORD: \"{{ .Values.db.password }}\""),
    ("config", "[Service]\nEnvironmentFile=/etc/bot/env\nExecStart=/usr/bin/bot"),
    ("config", "spring.datasource.url=jdbc:postgresql://db:5432/shop\nspring.datasource.password=${DB_PASSWORD}"),
    ("config", "define('DB_PASSWORD', getenv('DB_PASSWORD'));"),
    ("config", "const apiKey = process.env.WEATHER_API_KEY // weather api"),
    ("config", "const SECRET: &str = env!(\"APP_SECRET\");"),
    ("config", "\"ConnectionStrings\": { \"Default\": \"Server=sql01;Database=Shop;Trusted_Connection=True;\" }"),
    ("config", "jdbc:mysql://db.acme.ru:3306/crm?useSSL=true&serverTimezone=UTC"),
    ("config", "[default]\nregion = eu-central-1\noutput = json"),
    ("config", "requirepass \"\""),
    ("config", "MONGO_URI=mongodb+srv://cluster0.ab1cd.mongodb.net/prod?authSource=admin"),
    ("config", "provider \"cloudflare\" {\n  api_token = var.cloudflare_token\n}"),
    ("config", "GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/grafana"),
    ("config", "- name: Deploy\n  env:\n    SSH_PASSWORD: ${{ secrets.SSH_PASSWORD }}"),
    # headers and URLs with ids
    ("header", "curl -H \"Authorization: token $GITEA_TOKEN\" https://api.gitea.acme.ru/user"),
    ("header", "curl https://api.telegram.org/bot<TOKEN>/getMe"),
    ("header", f"GET /v1/data?page=2&per_page=50&request_id={r.uuid()} HTTP/1.1"),
    ("header", f"https://www.youtube.com/watch?v={r.s(11, URLSAFE)}"),
    ("header", f"https://drive.google.com/file/d/1{r.s(32, URLSAFE)}/view"),
    ("header", f"ETag: \"{r.h(32)}\""),
    # ids and hashes
    ("ids", f"container {r.h(12)} restarted 3 times"),
    ("ids", f"pod api-7d9f8b6c5-{r.s(5, LO, fake=False)} OOMKilled"),
    ("ids", f"ObjectId(\"{r.h(24)}\")"),
    ("ids", f"GUID {{{r.uuid().upper()}}}"),
    ("ids", f"release v2.8.1+sha.{r.h(7)}"),
    ("ids", f"md5 {r.h(32)}  backup.tar.gz"),
    ("ids", f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{r.s(60, AN + '+/')} ivan@desktop"),
    ("ids", "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n-----END PUBLIC KEY-----"),
    # vendor talk
    ("vendor", "GitLab токены начинаются с glpat-, их видно в логах CI, если не маскировать"),
    ("vendor", "Anthropic ключи выдаются в console.anthropic.com"),
    ("vendor", "SendGrid keys start with SG. and are shown once"),
    ("vendor", "the Stripe publishable key pk_live_51H… is fine in the frontend"),
    ("vendor", "GitHub PATs: fine-grained ones start with github_pat_"),
    ("vendor", "Google Maps key restricted to *.acme.ru referrers"),
    # cards and PII kept
    ("card", "оплата картой, последние цифры 1093"),
    ("card", "номер договора 4532 0151 1283 0367"),
    ("card", "мой телефон +7 916 555-12-34, пиши в телеграм"),
    ("card", "IBAN DE89 3704 0044 0532 0130 00"),
    ("card", "тестовые карты Stripe описаны на docs.stripe.com/testing"),
]

if __name__ == "__main__":
    write_groups("s27s2", S, [], O)
