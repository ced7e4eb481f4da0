"""Write s26s9.jsonl: the ninth blind secrets batch of stop 26, written after the s26s8 changes and scored once before
any change for it (README). Mixed kinds, written quickly as a judge would at the end of a list: JSON and YAML
fragments, a secret quoted in a chat message, code that hard-codes a key, and the card/PII rules (Luhn-valid numbers
in new spellings; IBANs and phones stay ordinary by default). Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, URLSAFE, R, write_groups  # noqa: E402

r = R(3434)
pw = r.password

S = [
    ("code", f"client = OpenAI(api_key=\"sk-proj-{r.s(40, URLSAFE)}T3BlbkFJ{r.s(40, URLSAFE)}\")"),
    ("code", f"const stripe = require('stripe')('sk_live_{r.s(24)}');"),
    ("code", f"requests.get(url, headers={{'Authorization': 'Token {r.h(40)}'}})"),
    ("code", f"conn = psycopg2.connect(host='db', user='app', password='{pw()}')"),
    ("code", f"$mail->Password = '{pw()}';"),
    ("code", f"redis.Redis(host='cache', port=6379, password='{pw()}')"),
    ("code", f"jwt.encode(payload, '{r.s(32, AN)}', algorithm='HS256')"),
    ("code", f"ENV SENTRY_AUTH_TOKEN={r.h(64)}"),
    ("json", f"{{\"apiKey\": \"{r.s(32, AN)}\", \"region\": \"eu\"}}"),
    ("json", f"{{\"username\": \"anna\", \"password\": \"{pw()}\"}}"),
    ("json", f"\"Authorization\": \"Bearer {r.s(40, URLSAFE)}\""),
    ("yaml", f"smtp:\n  host: smtp.yandex.ru\n  user: robot@acme.ru\n  pass: {pw()}"),
    ("yaml", f"telegram:\n  token: \"{r.d(10)}:AA{r.s(33, URLSAFE)}\""),
    ("yaml", f"openai:\n  key: sk-{r.s(48)}"),
    ("chat", f"скинь мне потом, а пока вот: логин anna, пароль {pw()}"),
    ("chat", f"ок, ключ: {r.s(40, URLSAFE)}"),
    ("chat", f"here you go -> {pw()} (it's the wifi)"),
    ("chat", f"тот самый токен {r.s(36, AN)}"),
    ("card", "карта 2200 1529 3412 5678 до 09/28"),
    ("card", "CC: 5500-0000-0000-0004"),
    ("card", "visa4012888888881881"),
]

O = [
    ("code", "client = OpenAI(api_key=os.environ[\"OPENAI_API_KEY\"])"),
    ("code", "const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY);"),
    ("code", "requests.get(url, headers={'Authorization': f'Token {token}'})"),
    ("code", "conn = psycopg2.connect(host='db', user='app', password=os.getenv('PGPASSWORD'))"),
    ("code", "$mail->Password = getenv('SMTP_PASSWORD');"),
    ("code", "redis.Redis(host='cache', port=6379, password=settings.REDIS_PASSWORD)"),
    ("code", "jwt.encode(payload, settings.SECRET_KEY, algorithm='HS256')"),
    ("code", "ARG SENTRY_AUTH_TOKEN"),
    ("json", "{\"apiKey\": \"${API_KEY}\", \"region\": \"eu\"}"),
    ("json", "{\"username\": \"anna\", \"password\": null}"),
    ("json", "\"Authorization\": \"Bearer <token>\""),
    ("yaml", "smtp:\n  host: smtp.yandex.ru\n  user: robot@acme.ru\n  pass: ${SMTP_PASS}"),
    ("yaml", "telegram:\n  token: !env TELEGRAM_TOKEN"),
    ("yaml", "openai:\n  model: gpt-4o-mini"),
    ("chat", "скинь мне потом логин и пароль, сейчас неудобно"),
    ("chat", "ок, ключ пришлю в Signal"),
    ("chat", "here you go -> https://wiki.acme.dev/wifi (it's the wifi page)"),
    ("chat", "тот самый токен уже отозвали"),
    ("pii", "IBAN DE89 3704 0044 0532 0130 00 — счёт для возвратов"),
    ("pii", "телефон мамы +7 912 345-67-89"),
    ("pii", "номер заказа 2200 1529 3412 5679"),
    ("pii", f"трек-номер RA{r.d(9)}RU"),
    ("pii", "карта заканчивается на 5679"),
]

if __name__ == "__main__":
    write_groups("s26s9", S, [], O)
