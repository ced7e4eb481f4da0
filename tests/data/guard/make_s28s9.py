"""Write s28s9.jsonl: the ninth blind secrets batch of stop 28, written after the s28s8 changes and scored once before
any change for it (README): 29/30 = 96.7 % secrets refused blind (miss: an eBay Cert ID), 1/25 ordinary refused («Секретное
слово для квеста — шепнуть ведущему»: the code-word rule, widened in s28s2, took a verb). Pairs whose secret half has no format of its own (id + secret of OAuth apps, exchanges,
S3-compatible storage, payment gateways, Russian services' 'защищённый ключ', 'секретное слово'), in prose, lists and
config, RU and EN, the two halves near each other or a sentence apart. Look-alikes: the public half alone, ids, the
words 'secret'/'key' used otherwise. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_09)
pw = r.password

S = [
    ("pair", f"Twitter app: consumer key {r.s(25)}, consumer secret {r.s(50)}"),
    ("pair", f"Binance API key: {r.s(64)}\nSecret: {r.s(64)}"),
    ("pair", f"Kraken — key {r.s(56, AN + '+/')}, private key {r.s(86, AN + '+/')}=="),
    ("pair", f"Bybit api key {r.s(18)} secret {r.s(36)}"),
    ("pair", f"Backblaze B2 keyID {r.h(25)} applicationKey K00{r.s(28)}"),
    ("pair", f"Wasabi access key {r.s(20, UP)} secret {r.s(40, AN + '/+')}"),
    ("pair", f"MinIO: access {r.s(20, UP)}, secret {r.s(40)}"),
    ("pair", f"Razorpay key_id rzp_live_{r.s(14)} key_secret {r.s(24)}"),
    ("pair", f"Яндекс OAuth: ClientID {r.h(32)}, Client secret {r.h(32)}"),
    ("pair", f"ВК приложение: ID {r.d(8)}, защищённый ключ {r.s(20)}"),
    ("pair", f"FreeKassa: id магазина 48211, секретное слово 1: {r.s(16)}, секретное слово 2: {r.s(16)}"),
    ("pair", f"Telegram: api_id {r.d(8)}, api_hash {r.h(32)}"),
    ("pair", f"Apple Sign In: Key ID {r.s(10, UP)}, Team ID {r.s(10, UP)}, key:\n-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49{r.s(60, AN + '+/')}\n-----END PRIVATE KEY-----"),
    ("pair", f"Spotify client id {r.h(32)} and client secret {r.h(32)}"),
    ("pair", f"Google OAuth client: {r.d(12)}-{r.s(32, LO)}.apps.googleusercontent.com / GOCSPX-{r.s(28, URLSAFE)}"),
    ("pair", f"Zoom S2S app: account_id {r.s(22)}, client_id {r.s(22)}, client_secret {r.s(32)}"),
    ("pair", f"Dropbox app key {r.s(15, LO)} app secret {r.s(15, LO)}"),
    ("pair", f"Reddit script app: {r.s(22, URLSAFE)} / {r.s(30, URLSAFE)}"),
    ("pair", f"PayPal sandbox? no, live: client {r.s(80, URLSAFE)} secret {r.s(80, URLSAFE)}"),
    ("pair", f"Algolia app id {r.s(10, UP)}, admin key {r.h(32)}"),
    ("apart", f"The S3 bucket is acme-media. Access key AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}. Secret is below.\n{r.s(40, AN + '/+')}"),
    ("apart", f"Для Робокассы логин магазина acme_shop. Пароль #1 — {r.s(20)}, пароль #2 — {r.s(20)}."),
    ("apart", f"Client id for the CRM integration is crm-int-prod. The secret we got by email: {r.s(48, URLSAFE)}"),
    ("apart", f"В СДЭК интеграции: account {r.s(32)}, secure password {r.s(32)}"),
    ("apart", f"Ozon Seller: Client-Id 1234567, Api-Key {r.uuid()}"),
    ("apart", f"Wildberries API токен (статистика): eyJhbGciOiJFUzI1NiIsImtpZCI6IjIwMjQxMDE2djEiLCJ0eXAiOiJKV1QifQ.{r.s(120, URLSAFE)}.{r.s(86, URLSAFE)}"),
    ("apart", f"Мой склад: логин admin@acme, пароль {pw()}"),
    ("apart", f"Amazon SP-API: LWA client id amzn1.application-oa2-client.{r.h(32)}, client secret amzn1.oa2-cs.v1.{r.h(64)}"),
    ("apart", f"eBay app: App ID ACME-shop-PRD-{r.h(9)}-{r.h(8)}, Cert ID PRD-{r.h(12)}-{r.h(4)}-{r.h(4)}-{r.h(4)}-{r.h(4)}"),
    ("apart", f"Shopify custom app: API key {r.h(32)}, API secret key {r.h(32)}"),
]

O = [
    ("pair", "Twitter app: consumer key is in the .env, not in the repo"),
    ("pair", "Binance API key has trading permission only, withdrawals off"),
    ("pair", f"Backblaze B2 keyID {r.h(25)} (the id is not secret, the applicationKey is in Vault)"),
    ("pair", f"Razorpay key_id rzp_live_{r.s(14)} goes to the checkout page"),
    ("pair", f"Яндекс OAuth: ClientID {r.h(32)}, секрет в Vault"),
    ("pair", f"ВК приложение: ID {r.d(8)}, сервисный ключ в настройках"),
    ("pair", f"Telegram: api_id {r.d(8)} (hash is in 1Password)"),
    ("pair", f"Apple Sign In: Key ID {r.s(10, UP)}, Team ID {r.s(10, UP)}"),
    ("pair", f"Spotify client id {r.h(32)}, redirect http://localhost:8888/callback"),
    ("pair", f"Google OAuth client: {r.d(12)}-{r.s(32, LO)}.apps.googleusercontent.com"),
    ("pair", f"Algolia app id {r.s(10, UP)}, search-only key is public in the front end"),
    ("pair", "Ozon Seller: Client-Id 1234567"),
    ("pair", f"eBay app: App ID ACME-shop-PRD-{r.h(9)}-{r.h(8)}"),
    ("word", "secret shopper visit on Friday, be nice to everyone"),
    ("word", "the secret ingredient is smoked paprika"),
    ("word", "Секретное слово для квеста — шепнуть ведущему"),
    ("word", "key takeaways: ship smaller PRs, write tests first"),
    ("word", "the key to the garage is under the mat (the physical one)"),
    ("word", "ключ от дачи у соседки, тётя Валя"),
    ("word", f"primary key id = {r.d(6)} in the orders table"),
    ("word", "consumer secret rotation is every 90 days, next in March"),
    ("word", "Пароль #1 и пароль #2 Робокассы задаются в настройках магазина"),
    ("word", "The S3 bucket is acme-media, region eu-central-1, versioning on"),
    ("word", "Client id for the CRM integration is crm-int-prod"),
    ("word", f"eBay order 12-{r.d(5)}-{r.d(5)} shipped"),
]

if __name__ == "__main__":
    write_groups("s28s9", S, [], O)
