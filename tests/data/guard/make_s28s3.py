"""Write s28s3.jsonl: the third blind secrets batch of stop 28, written after the s28s2 changes and scored once before
any change for it (README): 37/42 secrets refused blind (misses: a wp-config NONCE_SALT, a Go []byte key,
'ключ апи погоды (openweather) <hex>', two hand-written card numbers that fail Luhn), 1/28 ordinary refused ('MD5 of the
key file is <hex>'). Keys that only their name or service makes secret (hex, base64, short random ids beside
a service's name), in every syntax (TOML, INI, HCL, XML, properties, PowerShell, Go/Java/C#/PHP/Ruby source, docker
run -e, k8s env, GitHub Actions), RU and EN prose; card numbers in new spellings. Look-alikes: the same names with
hashes, ids, colours, commit ids, version numbers and placeholders. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_03)
pw = r.password

S = [
    ("named", f'[tool.poetry.http-basic.private]\nusername = "ci"\npassword = "{r.s(22)}"'),
    ("named", f'variable "cloudflare_api_token" {{\n  default = "{r.s(40, URLSAFE)}"\n}}'),
    ("named", f"<appSettings><add key=\"SmsAeroApiKey\" value=\"{r.s(32)}\" /></appSettings>"),
    ("named", f"mail.smtp.password={pw()}"),
    ("named", f"$env:AZURE_CLIENT_SECRET = \"{r.s(3)}8Q~{r.s(31, AN + '~._-')}\""),
    ("named", f'const apiSecret = "{r.h(64)}" // binance'),
    ("named", f'private static final String API_KEY = "{r.s(32)}";'),
    ("named", f"define('NONCE_SALT', '{r.s(64, AN + '!@#%^&*()-_[]{{}}<>~+=,.;:/?|')}');"),
    ("named", f"config.api_token = '{r.h(40)}' # pivotal tracker"),
    ("named", f"docker run -e POSTGRES_PASSWORD={pw()} -d postgres:16"),
    ("named", f"env:\n  - name: KAFKA_SASL_PASSWORD\n    value: \"{r.s(24)}\""),
    ("named", f"      - name: Deploy\n        env:\n          FTP_PASSWORD: {pw()}"),
    ("named", f'var hmacKey = []byte("{r.s(32)}")'),
    ("named", f"keycloak admin: KEYCLOAK_ADMIN=admin KEYCLOAK_ADMIN_PASSWORD={pw()}"),
    ("named", f"MINIO_ROOT_USER=minio MINIO_ROOT_PASSWORD={r.s(20)}"),
    ("service", f"ключ апи погоды (openweather) {r.h(32)}"),
    ("service", f"Yandex Maps API key: {r.uuid()}"),
    ("service", f"my Alpha Vantage key is {r.s(16, UP)}"),
    ("service", f"NewsAPI: {r.h(32)}"),
    ("service", f"ключ от 2ГИС: {r.s(8, LO)}-{r.s(4, LO)}-{r.s(4, LO)}-{r.s(4, LO)}-{r.s(12, LO)}"),
    ("service", f"Unsplash access key {r.s(43, URLSAFE)}"),
    ("service", f"TMDB api key {r.h(32)}"),
    ("service", f"rapidapi key {r.h(50)}"),
    ("service", f"Мой ключ для CoinMarketCap: {r.uuid()}"),
    ("service", f"the Trello token is {r.s(64, HEX + 'ATT')}"),
    ("prose", f"секретный ключ от API биржи: {r.s(64)}"),
    ("prose", f"токен доступа к Яндекс Диску y0_{r.s(55, URLSAFE)}"),
    ("prose", f"app secret for the Facebook login: {r.h(32)}"),
    ("prose", f"client id 8842-acme, client secret {r.s(40, URLSAFE)}"),
    ("prose", f"это ключ шифрования бэкапов: {r.b64(32)}"),
    ("prose", f"the signing secret for webhooks is whsec_{r.s(32)}"),
    ("prose", f"encryption passphrase for restic: {pw()}-{pw()}"),
    ("prose", f"мастер-пароль от KeePass {pw()}"),
    ("prose", f"Пароль на архив с документами: {pw()}"),
    ("prose", f"the zip password is {r.s(12, LO)}"),
    # the two numbers below were written by hand as 2202 2053 4712 8896 and 4916 3387 5520 4817, which fail Luhn: no card by
    # the rule (and s26o keeps a Luhn-failing "visa …" as ordinary); scored blind as misses, then the last digit
    # fixed as holdout17 did: the batch meant cards
    ("card", "карта сбера 2202 2053 4712 8891 до 11/27"),
    ("card", "Visa: 4532-0151-1283-0366"),
    ("card", "номер карты 5469380041234567 — оплата коммуналки"),
    ("card", "amex 3782 822463 10005 exp 09/28"),
    ("card", "card no. 4916 3387 5520 4814, cardholder IVAN PETROV"),
    ("pii-like", f"CVC 7{r.d(2)} on the back of my card"),
    ("pii-like", f"пин от карты {r.d(4)}"),
]

O = [
    ("named", 'password = "" # set in CI'),
    ("named", 'variable "cloudflare_api_token" {\n  type      = string\n  sensitive = true\n}'),
    ("named", "mail.smtp.password=${MAIL_PASSWORD}"),
    ("named", "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg -d postgres:16"),
    ("named", "env:\n  - name: KAFKA_SASL_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: kafka\n        key: password"),
    ("named", 'private static final String API_KEY_HEADER = "X-Api-Key";'),
    ("named", "KEYCLOAK_ADMIN_PASSWORD is set from the vault; the admin user is admin"),
    ("hex", f"the token refresh bug was fixed in {r.h(40)}"),
    ("hex", f"api key rotation job id {r.uuid()} finished"),
    ("hex", "theme: primary #3b82f6, accent #f59e0b, token colour #10b981"),
    ("hex", f"MD5 of the key file is {r.h(32)} — matches the vendor's"),
    ("hex", "The TMDB movie id is 603 and the IMDb id tt0133093"),
    ("hex", "secret santa list: Anna→Boris, Boris→Clara, Clara→Anna"),
    ("hex", f"docker image digest for the api: sha256:{r.h(64)}"),
    ("hex", f"git tag v2.14.0 at {r.h(7)}, changelog in the PR"),
    ("prose", "у ключа API биржи права только на чтение, вывод выключен"),
    ("prose", "токен доступа к Яндекс Диску живёт год, потом обновить"),
    ("prose", "the zip password is the same as the wifi one, ask Dad"),
    ("prose", "мастер-пароль от KeePass знаю только я"),
    ("prose", "the client secret must be kept on the server, not in the app"),
    ("prose", "signing secret for webhooks is in the Stripe dashboard under Developers"),
    ("prose", "Yandex Maps API key expires on 2026-01-01"),
    ("card", "карта сбера заканчивается на 8896, лимит 50 000"),
    ("card", "paid with Visa ending 0366 on Nov 3"),
    ("card", "ИНН 7707083893, ОГРН 1027700132195"),
    ("card", "СНИЛС 112-233-445 95 нужен для справки"),
    ("card", "tracking number 9405511899560000000000 (USPS)"),
    ("card", "phone +7 916 123-45-67, call after 18:00"),
]

if __name__ == "__main__":
    write_groups("s28s3", S, [], O)
