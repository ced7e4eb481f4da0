"""Write s27s4.jsonl: the fourth blind secrets batch of stop 27, written after the s27s3 changes and scored once before
any change for it (README). Secrets as they sit in code of many languages (assignments, struct fields, calls), in shell
and OS syntaxes (PowerShell `$env:`, `set`/`setx`, fish `set -x`, Makefile `?=`, Dockerfile `ARG x=`), in server configs
(nginx, Apache, Redis, Mongo shell, Postgres roles, LDAP), in URL query parameters of many names, in logs and tracebacks,
in mails that hand out a temporary password, in Markdown code fences, and in prose with the value at the very end.
Look-alikes: the same places holding references, placeholders, ids and talk. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3030)
pw = r.password


def word_pw() -> str:
    return r.pick(["ryzhik", "kolobok", "vasilek", "tanya", "lisichka", "pushok", "nord", "ural"]) + r.d(r.pick([4, 6]))


S = [
    # code of many languages
    ("code", f"PASSWORD = \"{pw()}\""),
    ("code", f"String apiKey = \"{r.s(32, AN)}\";"),
    ("code", f"var connection = new SqlConnection(\"Server=.;Database=Crm;User Id=crm;Password={pw()}\");"),
    ("code", f"token := \"{r.s(40, URLSAFE)}\""),
    ("code", f"val clientSecret = \"{r.s(34, URLSAFE)}\""),
    ("code", f"let apiToken = \"{r.s(36, AN)}\""),
    ("code", f"$password = '{pw()}';"),
    ("code", f"config = {{'user': 'etl', 'password': '{pw()}', 'host': 'dwh'}}"),
    ("code", f"auth: {{ username: 'bot', password: '{pw()}' }},"),
    ("code", f"client.login(\"ivan@acme.ru\", \"{pw()}\")"),
    ("code", f"smtp.login('noreply@acme.ru', '{pw()}')"),
    ("code", f"ftp = FTP('ftp.acme.ru', 'upload', '{pw()}')"),
    ("code", f"db.createUser({{user: \"app\", pwd: \"{pw()}\", roles: [\"readWrite\"]}})"),
    ("code", f"new Octokit({{ auth: \"{r.s(40, AN)}\" }})"),
    ("code", f"boto3.client('s3', aws_access_key_id='AKIA{r.s(16, UP)}', aws_secret_access_key='{r.s(40, AN + '/+')}')"),
    ("code", f"headers = {{\"X-Api-Token\": \"{r.h(40)}\"}}"),
    # shell and OS syntaxes
    ("shell", f"$env:OPENAI_API_KEY = \"sk-{r.s(48, AN)}\""),
    ("shell", f"set DB_PASSWORD={pw()}"),
    ("shell", f"setx GITHUB_TOKEN ghp_{r.s(36, AN)}"),
    ("shell", f"set -x ANTHROPIC_API_KEY sk-ant-api03-{r.s(93, URLSAFE)}AA"),
    ("shell", f"API_TOKEN ?= {r.s(40, AN)}"),
    ("shell", f"ARG NPM_TOKEN={r.uuid()}"),
    ("shell", f"TOKEN='{r.s(32, AN)}' ./deploy.sh"),
    ("shell", f"echo '{pw()}' | sudo -S apt update"),
    ("shell", f"printf 'ivan\\n{pw()}\\n' | openconnect vpn.acme.ru"),
    ("shell", f"git config --global url.\"https://{r.s(40, AN)}@github.com/\".insteadOf \"https://github.com/\""),
    ("shell", f"```bash\nexport VAULT_TOKEN=hvs.{r.s(24, AN)}\nvault kv get secret/app\n```"),
    # server configs
    ("server", f"proxy_set_header Authorization \"Bearer {r.s(40, URLSAFE)}\";"),
    ("server", f"SetEnv DB_PASS \"{pw()}\""),
    ("server", f"CONFIG SET requirepass \"{pw()}\""),
    ("server", f"AUTH {pw()}"),
    ("server", f"ALTER ROLE analytics WITH LOGIN PASSWORD '{pw()}';"),
    ("server", f"bindpw {pw()}"),
    ("server", f"olcRootPW: {pw()}"),
    ("server", f"sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"app\" password=\"{pw()}\";"),
    ("server", f"<Connector port=\"8443\" keystorePass=\"{pw()}\" />"),
    ("server", f"datasource:\n  jdbc-url: jdbc:postgresql://db/app\n  username: app\n  password: {word_pw()}"),
    # URL query parameters of many names
    ("url", f"https://api.acme.io/v2/report?access_token={r.s(40, URLSAFE)}"),
    ("url", f"https://maps.example.com/tile?key={r.s(39, URLSAFE)}&z=12"),
    ("url", f"https://acme.io/login?user=ivan&pwd={pw()}"),
    ("url", f"https://hooks.acme.io/in?auth={r.h(40)}"),
    ("url", f"https://oauth.acme.io/token?grant_type=client_credentials&client_id=acme-web&client_secret={r.s(32, URLSAFE)}"),
    ("url", f"rtsp://admin:{pw()}@192.168.1.64:554/Streaming/Channels/101"),
    ("url", f"smb://ivan:{pw()}@nas.local/share"),
    ("url", f"https://api.weather.io/forecast?apikey={r.h(32)}&q=Moscow"),
    # logs, tracebacks, mails
    ("log", f"DEBUG request headers: {{'Authorization': 'Bearer {r.s(44, URLSAFE)}', 'Accept': '*/*'}}"),
    ("log", f"openai.AuthenticationError: Incorrect API key provided: sk-proj-{r.s(40, URLSAFE)}"),
    ("log", f"2026-03-01 12:00:01 INFO connecting to postgres://etl:{pw()}@10.0.0.8:5432/dwh"),
    ("log", f"Your temporary password is: {pw()}\nPlease change it after the first login."),
    ("log", f"Ваш временный пароль: {pw()}. Смените его при первом входе."),
    ("log", f"[error] invalid token {r.s(40, AN)} for user 42"),
    # prose with the value at the end
    ("prose", f"btw the pw to the shared drive is {pw()}"),
    ("prose", f"use password {pw()} for the guest account"),
    ("prose", f"I set the PIN on the new card to {r.d(4)}"),
    ("prose", f"the Zoom passcode for the weekly sync is {r.d(6)}"),
    ("prose", f"запиши пароль: {word_pw()}"),
    ("prose", f"пароль — это кличка собаки и год: {word_pw()}"),
    ("prose", f"пароль от учётки Windows на работе {pw()}"),
    ("prose", f"Вика просила напомнить её пароль от Wildberries: {word_pw()}"),
    ("prose", f"ключ API сервиса погоды: {r.h(32)}"),
    ("prose", f"секретный ключ для подписи вебхуков — {r.s(32, AN)}"),
    ("prose", f"the token for the home assistant bot is {r.d(10)}:AAG{r.s(32, URLSAFE)}"),
    ("prose", f"Mom's Odnoklassniki login is her phone number, password {word_pw()}"),
    ("prose", f"мастер-пароль от Bitwarden {pw()}"),
    ("prose", f"PIN-код от сим-карты {r.d(4)}, PUK {r.d(8)}"),
    ("prose", f"the alarm code at the cottage is {r.d(4)}"),
    ("prose", f"«пароль: {pw()}» — так и написано на стикере у Пети"),
    # cards
    ("card", "оплата: карта 4276 3800 1234 5679, владелец IVAN PETROV"),
    ("card", "use my Amex 3714 496353 98431 for the hotel"),
    ("card", "номер: 5213 2437 6512 3458, cvv 011"),
]

O = [
    # code with references
    ("code", "PASSWORD = os.environ[\"PASSWORD\"]"),
    ("code", "String apiKey = System.getenv(\"API_KEY\");"),
    ("code", "var connection = new SqlConnection(config.GetConnectionString(\"Crm\"));"),
    ("code", "token := os.Getenv(\"TOKEN\")"),
    ("code", "val clientSecret = BuildConfig.CLIENT_SECRET"),
    ("code", "let apiToken = ProcessInfo.processInfo.environment[\"API_TOKEN\"]"),
    ("code", "$password = $_ENV['DB_PASSWORD'];"),
    ("code", "config = {'user': 'etl', 'password': secrets['etl'], 'host': 'dwh'}"),
    ("code", "client.login(email, password)"),
    ("code", "smtp.login(user, getpass.getpass())"),
    ("code", "db.createUser({user: \"app\", pwd: passwordPrompt(), roles: [\"readWrite\"]})"),
    ("code", "new Octokit({ auth: process.env.GITHUB_TOKEN })"),
    ("code", "boto3.client('s3', region_name='eu-central-1')"),
    ("code", f"headers = {{\"X-Request-Id\": \"{r.uuid()}\"}}"),
    # shell with references
    ("shell", "$env:OPENAI_API_KEY = (Get-Secret -Name OpenAI -AsPlainText)"),
    ("shell", "set DB_HOST=localhost"),
    ("shell", "setx PATH \"%PATH%;C:\\tools\""),
    ("shell", "set -x EDITOR nvim"),
    ("shell", "API_TOKEN ?= $(shell cat .token)"),
    ("shell", "ARG NPM_TOKEN"),
    ("shell", "TOKEN=\"$(vault read -field=token secret/ci)\" ./deploy.sh"),
    ("shell", "sudo -S reads the password from stdin"),
    ("shell", "git config --global url.\"git@github.com:\".insteadOf \"https://github.com/\""),
    ("shell", "```bash\nexport VAULT_ADDR=https://vault.acme.io\nvault login -method=oidc\n```"),
    # server configs with references
    ("server", "proxy_set_header Authorization $http_authorization;"),
    ("server", "SetEnv APP_ENV production"),
    ("server", "CONFIG GET requirepass"),
    ("server", "AUTH failed: WRONGPASS invalid username-password pair"),
    ("server", "ALTER ROLE analytics WITH LOGIN;"),
    ("server", "bindpw is read from /etc/ldap.secret"),
    ("server", "<Connector port=\"8443\" keystoreFile=\"conf/keystore.jks\" />"),
    ("server", "datasource:\n  jdbc-url: jdbc:postgresql://db/app\n  username: app"),
    # URLs with ids
    ("url", f"https://api.acme.io/v2/report?id={r.d(6)}&format=csv"),
    ("url", "https://maps.example.com/tile?x=12&y=7&z=12"),
    ("url", "https://acme.io/login?next=/dashboard"),
    ("url", "https://oauth.acme.io/token?grant_type=client_credentials&client_id=acme-web"),
    ("url", "rtsp://192.168.1.64:554/Streaming/Channels/101"),
    ("url", f"https://github.com/acme/app/commit/{r.h(40)}"),
    ("url", f"https://www.figma.com/file/{r.s(22, AN)}/Design"),
    # logs without secrets
    ("log", "DEBUG request headers: {'Authorization': '[REDACTED]', 'Accept': '*/*'}"),
    ("log", "openai.AuthenticationError: Incorrect API key provided: sk-proj-****abcd"),
    ("log", "2026-03-01 12:00:01 INFO connecting to postgres://etl@10.0.0.8:5432/dwh"),
    ("log", "Your temporary password has expired. Please request a new one."),
    ("log", "Ваш временный пароль истёк, запросите новый"),
    ("log", f"[error] invalid request {r.uuid()} for user 42"),
    # prose without values
    ("prose", "btw the shared drive moved to \\\\fs02\\share"),
    ("prose", "use the guest account for visitors"),
    ("prose", "I set the PIN on the new card at the ATM"),
    ("prose", "the Zoom link for the weekly sync is in the calendar"),
    ("prose", "пароль — это кличка собаки и год рождения, подсказка для Вики"),
    ("prose", "Вика просила напомнить ей поменять пароль от Wildberries"),
    ("prose", "ключ API сервиса погоды надо перевыпустить в понедельник"),
    ("prose", "мастер-пароль от Bitwarden знаю только я"),
    ("prose", "PUK-код написан на пластиковой карточке от сим-карты"),
    ("prose", "the alarm company's number is +7 495 123-45-67"),
    ("prose", "Ivan's birthday is 12.04.1988, gift ideas: a drill"),
    # PII and numbers kept
    ("card", "номер заказа на Ozon 48213-0057"),
    ("card", "ИНН организации 7736207543"),
    ("card", "СНИЛС не нужен, только паспорт"),
    ("card", "последние 4 цифры карты 5674"),
]

if __name__ == "__main__":
    write_groups("s27s4", S, [], O)
