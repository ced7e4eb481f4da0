"""Write s26s7.jsonl: the seventh blind secrets batch of stop 26, written after the s26s6 changes and scored once before
any change for it (README). A broad sweep of kinds no batch had, as a judge with a list of 78 kinds might write them:
commerce (WooCommerce, Adyen, Tinkoff acquiring, DaData, Ozon, Wildberries, RetailCRM, МойСклад), media and games
(Riot, Steam, Mux, Last.fm, OneSignal), cloud connection strings (Service Bus, Cosmos, presigned URLs, session
tokens), data tools (dbt Cloud, Snowflake, Elastic), messengers (VK Teams bots); look-alikes: the same services'
public ids (order numbers, PUUIDs, Steam ids, PSP references, article numbers). Rows carry their `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, B64, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3232)
pw = r.password

S = [
    ("commerce", f"WooCommerce REST: consumer key ck_{r.h(40)}, consumer secret cs_{r.h(40)}"),
    ("commerce", f"Adyen API key AQE{r.s(3, AN)}hmfxL{r.s(60, AN + '+/')}=-{r.s(43, AN + '+/')}=-{r.s(16, AN)}"),
    ("commerce", f"Т-Банк эквайринг: TerminalKey 1700000{r.d(6)}DEMO, Password {r.s(16, LO)}"),
    ("commerce", f"DaData: токен {r.h(40)}, секрет {r.h(40)}"),
    ("commerce", f"Ozon Seller API: Client-Id {r.d(7)}, Api-Key {r.uuid()}"),
    ("commerce", f"токен WB API eyJhbGciOiJFUzI1NiIsImtpZCI6IjIwMjQxMDE2djEiLCJ0eXAiOiJKV1QifQ.eyJlbnQiOjEsImV4cCI6{r.s(200, URLSAFE)}.{r.s(86, URLSAFE)}"),
    ("commerce", f"RetailCRM API key {r.s(32, AN)}"),
    ("commerce", f"МойСклад токен {r.h(40)}"),
    ("commerce", f"Robokassa: Пароль #1 {r.s(20, AN)}, Пароль #2 {r.s(20, AN)}"),
    ("commerce", f"Shopify admin token shpat_{r.h(32)}"),
    ("media", f"Riot API key RGAPI-{r.uuid()}"),
    ("media", f"Steam Web API key {r.h(32).upper()}"),
    ("media", f"Mux: MUX_TOKEN_ID={r.uuid()} MUX_TOKEN_SECRET={r.s(75, AN + '+/')}"),
    ("media", f"Last.fm API secret {r.h(32)}"),
    ("media", f"OneSignal REST API key os_v2_app_{r.s(100, 'abcdefghijklmnopqrstuvwxyz234567')}"),
    ("media", f"Vimeo access token {r.h(32)}"),
    ("media", f"Twitch OAuth oauth:{r.s(30, LO)}"),
    ("cloud", f"Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={r.b64(32)}"),
    ("cloud", f"AccountEndpoint=https://acme.documents.azure.com:443/;AccountKey={r.b64(64)};"),
    ("cloud", f"https://acme-backups.s3.amazonaws.com/db.sql.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20250101%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20250101T000000Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={r.h(64)}"),
    ("cloud", f"AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{r.s(300, B64)}"),
    ("cloud", f"https://acme.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=co&sp=rwdl&se=2026-01-01&sig={r.s(43, AN + '%')}%3D"),
    ("cloud", f"\"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ{r.s(40, B64)}\""),
    ("cloud", f"Huawei Cloud AK {r.s(20, UP)} SK {r.s(40, AN)}"),
    ("cloud", f"Aliyun AccessKeySecret={r.s(30, AN)}"),
    ("cloud", f"Qiniu SecretKey: {r.s(40, URLSAFE)}"),
    ("data", f"dbt Cloud token dbtc_{r.s(56, URLSAFE)}"),
    ("data", f"snowflake: account=acme-xy12345 user=ETL password={pw()} warehouse=ETL_WH"),
    ("data", f"Elastic API key (encoded) {base64.b64encode((r.s(20, URLSAFE) + ':' + r.s(22, URLSAFE)).encode()).decode()}"),
    ("data", f"ELASTIC_PASSWORD={pw()}"),
    ("data", f"Airbyte client secret {r.s(32, AN)}"),
    ("data", f"Fivetran API secret: {r.s(32, AN)}"),
    ("messenger", f"VK Teams бот токен 001.{r.d(10)}.{r.d(10)}:{r.d(9)}"),
    ("messenger", f"Max бот: токен {r.s(64, URLSAFE)}"),
    ("messenger", f"WhatsApp Cloud API token EAAG{r.s(180, AN)}"),
    ("messenger", f"LINE channel secret {r.h(32)}"),
    ("messenger", f"Viber bot auth token {r.h(16)}-{r.h(16)}-{r.h(16)}"),
    ("messenger", f"Zulip: api_key={r.s(32, AN)}"),
    ("ru", f"SMS.ru api_id: {r.uuid().upper()}"),
    ("ru", f"Unisender ключ API {r.s(40, LO)}"),
    ("ru", f"hh.ru client_secret {r.s(64, UP)}"),
    ("ru", f"Avito: client_id {r.s(20, URLSAFE)}, client_secret {r.s(40, URLSAFE)}"),
    ("ru", f"ключ API 2ГИС {r.uuid()}"),
    ("ru", f"Яндекс.Касса shopId 12345, секретный ключ test_{r.s(43, URLSAFE)}"),
    ("ru", f"пароль от личного кабинета налоговой {pw()}"),
    ("ru", f"ЭЦП: пин-код токена Рутокен {r.d(8)}"),
    ("ru", f"кодовое слово в Сбере — {pw()}"),
]

O = [
    ("commerce", f"WooCommerce order key wc_order_{r.s(13, AN)} for order #{r.d(5)}"),
    ("commerce", f"Adyen PSP reference {r.d(16)}"),
    ("commerce", f"Т-Банк эквайринг: TerminalKey 1700000{r.d(6)}DEMO (демо-терминал)"),
    ("commerce", "DaData: подсказки адресов подключены, лимит 10 000 в сутки"),
    ("commerce", f"Ozon Seller: Client-Id {r.d(7)}, склад {r.d(14)}"),
    ("commerce", f"артикул WB {r.d(9)}"),
    ("commerce", f"RetailCRM site code acme-shop, order {r.d(6)}A"),
    ("commerce", f"МойСклад: заказ покупателя {r.uuid()}"),
    ("commerce", "Robokassa: пароли #1 и #2 лежат в KeePass, тестовый режим включён"),
    ("commerce", f"Shopify order gid://shopify/Order/{r.d(13)}"),
    ("media", f"Riot PUUID {r.s(78, URLSAFE)}"),
    ("media", f"SteamID64 7656119{r.d(10)}"),
    ("media", f"Mux playback id {r.s(40, AN)}"),
    ("media", f"Last.fm scrobbles: {r.d(6)}"),
    ("media", f"OneSignal app id {r.uuid()}"),
    ("media", f"Vimeo video https://vimeo.com/{r.d(9)}"),
    ("media", f"Twitch clip https://clips.twitch.tv/{r.s(20, AN)}-{r.s(16, URLSAFE)}"),
    ("cloud", "Endpoint=sb://acme.servicebus.windows.net/;Authentication=Managed Identity"),
    ("cloud", "AccountEndpoint=https://acme.documents.azure.com:443/ (keys in Key Vault)"),
    ("cloud", "https://acme-backups.s3.amazonaws.com/db.sql.gz"),
    ("cloud", "AWS_SESSION_TOKEN is set by aws sso login"),
    ("cloud", "https://acme.blob.core.windows.net/backups/db.sql.gz"),
    ("cloud", "\"private_key_id\": \"see the JSON in the vault\""),
    ("cloud", f"Huawei Cloud project {r.h(32)} in ru-moscow-1"),
    ("cloud", "Aliyun OSS bucket acme-cn, region oss-cn-hangzhou"),
    ("cloud", "Qiniu CDN domain cdn.acme.cn"),
    ("data", f"dbt Cloud job {r.d(6)} failed"),
    ("data", "snowflake: account=acme-xy12345 user=ETL authenticator=externalbrowser"),
    ("data", "Elastic API key is created in Kibana → Stack Management"),
    ("data", "ELASTIC_PASSWORD_FILE=/run/secrets/elastic"),
    ("data", f"Airbyte connection {r.uuid()}"),
    ("data", f"Fivetran connector acme_{r.s(8, LO)}"),
    ("messenger", f"VK Teams чат {r.d(10)}@chat.agent"),
    ("messenger", "Max бот: @acme_bot, уведомления о заказах"),
    ("messenger", f"WhatsApp Business phone number id {r.d(15)}"),
    ("messenger", f"LINE user id U{r.h(32)}"),
    ("messenger", "Viber public account uri acmeshop"),
    ("messenger", f"Zulip stream #general, topic {r.d(4)} release"),
    ("ru", "SMS.ru: баланс 312 ₽, отправитель ACME"),
    ("ru", "Unisender: список рассылки «Клиенты 2025»"),
    ("ru", f"hh.ru вакансия {r.d(9)}"),
    ("ru", f"Avito объявление {r.d(10)}"),
    ("ru", f"2ГИС филиал {r.d(17)}"),
    ("ru", "Яндекс.Касса shopId 12345, тестовый магазин"),
    ("ru", "пароль от личного кабинета налоговой восстановили через Госуслуги"),
    ("ru", "ЭЦП на Рутокене, пин-код меняли в прошлом году"),
    ("ru", "кодовое слово в Сбере пользователь поменял в отделении"),
    ("ru", f"ИНН организации {r.d(10)}, КПП {r.d(9)}"),
]

if __name__ == "__main__":
    write_groups("s26s7", S, [], O)
