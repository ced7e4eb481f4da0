"""Write s27s10.jsonl: the tenth blind secrets batch of stop 27, written after the s27s9 changes and scored once before
any change for it (README). Not new ground: the common kinds a held-out corpus of "78 kinds in RU and EN context"
most likely holds, one or two rows each, phrased plainly as a judge would write them (a sentence of context and the
value), to estimate where the rules stand after stop 27. Look-alikes: plain notes of the same topics. Rows carry
`group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3636_10)
pw = r.password
B64 = AN + "+/"

S = [
    ("en", f"Here's my OpenAI API key for the project: sk-proj-{r.s(48, URLSAFE)}"),
    ("ru", f"Вот ключ Anthropic для бота: sk-ant-api03-{r.s(93, URLSAFE)}AA"),
    ("en", f"Our AWS access key is AKIA{r.s(16, UP)} and the secret is {r.s(40, AN + '/+')}"),
    ("ru", f"Секрет AWS для бэкапов: {r.s(40, AN + '/+')}"),
    ("en", f"GitHub token for CI: ghp_{r.s(36, AN)}"),
    ("ru", f"Токен GitLab: glpat-{r.s(20, URLSAFE)}"),
    ("en", f"Slack webhook: https://hooks.slack.com/services/T{r.s(8, UP)}/B{r.s(10, UP)}/{r.s(24, AN)}"),
    ("ru", f"Токен телеграм-бота 7{r.d(9)}:AA{r.s(33, URLSAFE)}"),
    ("en", f"Stripe live secret key sk_live_{r.s(24, AN)}"),
    ("ru", f"Ключ Google Maps: AIza{r.s(35, URLSAFE)}"),
    ("en", f"SendGrid API key SG.{r.s(22, URLSAFE)}.{r.s(43, URLSAFE)}"),
    ("ru", f"Ключ Twilio SK{r.h(32)}, auth token {r.h(32)}"),
    ("en", f"Discord bot token M{r.s(25, AN)}.{r.s(6, URLSAFE)}.{r.s(38, URLSAFE)}"),
    ("ru", f"npm токен для публикации: npm_{r.s(36, AN)}"),
    ("en", f"Hugging Face token hf_{r.s(34, AN)}"),
    ("ru", f"Ключ Яндекс Облака AQVN{r.s(35, URLSAFE)}"),
    ("en", f"Datadog API key is {r.h(32)}"),
    ("ru", f"Sentry auth token: sntrys_eyJpYXQiOjE3{r.s(60, AN)}"),
    ("en", f"The Heroku API key: HRKU-AA{r.s(58, URLSAFE)}"),
    ("ru", f"DigitalOcean токен dop_v1_{r.h(64)}"),
    ("en", f"Vault token hvs.{r.s(90, URLSAFE)}"),
    ("ru", f"Пароль от базы в строке подключения: postgresql://app:{pw()}@db.acme.ru:5432/app"),
    ("en", f"MongoDB connection: mongodb+srv://admin:{pw()}@cluster0.x1y2z.mongodb.net"),
    ("ru", f"Redis: redis://:{pw()}@10.0.0.4:6379/0"),
    ("en", f"JWT for the test user: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIx{r.s(40, URLSAFE)}.{r.s(43, URLSAFE)}"),
    ("ru", "Приватный ключ:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI" + r.s(60, B64) + "\n-----END EC PRIVATE KEY-----"),
    ("en", f"machine api.github.com login anna password ghp_{r.s(36, AN)}"),
    ("ru", f".pgpass: db.acme.ru:5432:prod:admin:{pw()}"),
    ("en", f"kubeconfig: client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQ{r.s(60, B64)}"),
    ("ru", f"DB_PASSWORD={pw()}"),
    ("en", f"export STRIPE_WEBHOOK_SECRET=whsec_{r.s(32, AN)}"),
    ("en", f"My password is {pw()}"),
    ("ru", f"Мой пароль от почты: {pw()}"),
    ("en", f"the wifi password at home is {pw()}"),
    ("ru", f"пароль от вайфая на даче — {pw()}"),
    ("en", f"My bank card PIN is {r.d(4)}"),
    ("ru", f"ПИН-код от карты {r.d(4)}"),
    ("en", "Card number 4111 1111 1111 1111, exp 12/28"),
    ("ru", "Номер карты 5469 3800 8765 4322"),
    ("en", f"curl -u admin:{pw()} https://jenkins.acme.io/api/json"),
    ("ru", f"Authorization: Bearer {r.s(48, URLSAFE)}"),
    ("en", f"X-API-Key: {r.s(32, AN)}"),
    ("ru", "Сид-фраза: abandon ability able about above absent absorb abstract absurd abuse access accident"),
    ("en", f"TOTP secret for the admin account: {r.s(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', fake=False)}"),
    ("ru", f"client_id=web-app, client_secret={r.s(40, URLSAFE)}"),
    ("en", f"Azure storage: DefaultEndpointsProtocol=https;AccountName=acme;AccountKey={r.s(86, B64)}==;EndpointSuffix=core.windows.net"),
    ("ru", f"API ключ от Mailgun key-{r.h(32)}"),
    ("en", f"Cloudflare API token: {r.s(40, URLSAFE)}"),
    ("ru", f"Пароль администратора 1С: {pw()}"),
    ("en", f"SSH password for root@203.0.113.5 is {pw()}"),
]

O = [
    ("en", "Here's the OpenAI docs link for the project: https://platform.openai.com/docs"),
    ("ru", "Бот работает на модели Claude, ключ в переменных окружения"),
    ("en", "Our AWS account is in eu-central-1; access is via SSO"),
    ("en", "GitHub Actions runs on every push to main"),
    ("ru", "Токен GitLab надо перевыпустить до 1 марта"),
    ("en", "Slack channel #alerts gets the webhook messages"),
    ("ru", "Телеграм-бот называется @acme_helper_bot"),
    ("en", "Stripe test mode uses the 4242 card number pattern in docs"),
    ("ru", "Google Maps показывает неправильный адрес офиса"),
    ("en", "Datadog dashboard: https://app.datadoghq.eu/dashboard/abc-123"),
    ("ru", "Sentry поймал 12 ошибок за ночь"),
    ("en", "Vault is sealed after the restart; unseal with three key holders"),
    ("ru", "База переехала на db.acme.ru, порт 5432"),
    ("en", "MongoDB Atlas cluster0 is on the M10 tier"),
    ("ru", "Redis стоит на 10.0.0.4, без персистентности"),
    ("en", "JWT expiry is 15 minutes, refresh tokens 30 days"),
    ("ru", "Приватный ключ лежит в ~/.ssh/id_ed25519, права 600"),
    ("en", "machine api.github.com is in .netrc for the CI user"),
    ("ru", "DB_PASSWORD задаётся в секретах GitHub"),
    ("en", "My password is at least 16 characters long now"),
    ("ru", "Мой пароль от почты сменён после утечки"),
    ("en", "the wifi at home is called Tiger_5G"),
    ("ru", "пароль от вайфая на даче спросить у папы"),
    ("en", "My bank card expires next month"),
    ("ru", "ПИН-код от карты сменила в банкомате"),
    ("en", "Card ending 1111 is the business one"),
    ("ru", "Номер карты лояльности 7788 1234 5678"),
    ("en", "curl -u admin https://jenkins.acme.io/api/json prompts for the password"),
    ("ru", "Authorization: Bearer <token> — формат заголовка"),
    ("en", "X-API-Key header is required for all endpoints"),
    ("ru", "Сид-фраза записана на бумаге и лежит в сейфе"),
    ("en", "TOTP is set up for the admin account in Google Authenticator"),
    ("ru", "client_id=web-app, redirect_uri=https://acme.ru/callback"),
    ("en", "Azure storage account acme holds the backups"),
    ("ru", "Mailgun отправил 1 204 письма за неделю"),
    ("en", "Cloudflare proxies acme.io; SSL mode is Full"),
    ("ru", "Администратор 1С — Ольга, доб. 214"),
    ("en", "SSH to root@203.0.113.5 is key-only"),
    ("en", f"commit {r.h(40)} reverted the rate limiter"),
    ("ru", f"идентификатор запроса {r.uuid()}"),
]

if __name__ == "__main__":
    write_groups("s27s10", S, [], O)
