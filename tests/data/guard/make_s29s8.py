"""Write s29s8.jsonl: the eighth blind secrets batch of stop 29, written after the s29s7 changes and scored once before
any change for it (README). Exploratory vendor kinds a second time (cloud, AI, observability, CI/CD, messaging,
payments, secret managers) that no batch wrote: Azure Cosmos/Service Bus/App Configuration strings, FCM server keys,
Mercado Pago, Paddle, Cerebras, xAI, LlamaCloud, Modal, Render, RunPod, Axiom, Checkly, Mandrill, Mailjet, Postmark,
Plivo, Telnyx, Infisical, Akeyless, Backblaze B2, DigitalOcean Spaces, Scaleway, Cloudflare R2, Linode, IBM Cloud,
Elastic Cloud, Jenkins, TeamCity, Expo, Convex, DeepL, GigaChat, Yandex Cloud static keys, Binance, Alchemy,
Pinata; in .env lines, JSON, YAML and sentences, RU and EN. Look-alikes: the same services' public ids, endpoints
and ids. Rows carry `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2900_08)

S = [
    ("vendor", f"AccountEndpoint=https://shop-db.documents.azure.com:443/;AccountKey={r.b64(64)};"),
    ("vendor", f"Endpoint=sb://orders-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={r.b64(32)}"),
    ("vendor", f"APPCONFIG=Endpoint=https://cfg-prod.azconfig.io;Id={r.s(4)}-l0-s0:{r.s(20)};Secret={r.b64(32)}"),
    ("vendor", f"FCM server key: AAAA{r.s(7, URLSAFE)}:APA91b{r.s(134, URLSAFE)}"),
    ("vendor", f"MERCADOPAGO_ACCESS_TOKEN=APP_USR-{r.d(16)}-{r.d(6)}-{r.h(32)}-{r.d(9)}"),
    ("vendor", f"paddle api key pdl_live_apikey_01{r.s(24, LO + '0123456789')}_{r.s(27)}"),
    ("vendor", f"CEREBRAS_API_KEY=csk-{r.s(48, LO + '0123456789')}"),
    ("vendor", f"xai key: xai-{r.s(80)}"),
    ("vendor", f"LLAMA_CLOUD_API_KEY=llx-{r.s(48)}"),
    ("vendor", f"modal token set --token-id ak-{r.s(22)} --token-secret as-{r.s(22)}"),
    ("vendor", f"RENDER_API_KEY=rnd_{r.s(32)}"),
    ("vendor", f"runpod api key rpa_{r.s(40, UP)}"),
    ("vendor", f"AXIOM_TOKEN=xaat-{r.uuid()}"),
    ("vendor", f"checkly api key cu_{r.h(32)}"),
    ("vendor", f"mandrill key md-{r.s(22, URLSAFE)}"),
    ("vendor", f"MAILJET_API_KEY={r.h(32)}\nMAILJET_SECRET_KEY={r.h(32)}"),
    ("vendor", f"postmark server token {r.uuid()}"),
    ("vendor", f"plivo auth_id MA{r.s(18, UP)} auth_token {r.s(40)}"),
    ("vendor", f"TELNYX_API_KEY=KEY{r.s(32, UP + '0123456789')}_{r.s(22)}"),
    ("vendor", f"INFISICAL_TOKEN=st.{r.uuid()}.{r.h(32)}.{r.h(32)}"),
    ("vendor", f"akeyless access id p-{r.s(12, LO + '0123456789')}, access key {r.b64(32)}"),
    ("vendor", f"B2_APPLICATION_KEY_ID=005{r.h(22)}\nB2_APPLICATION_KEY=K005{r.s(27)}"),
    ("vendor", f"spaces key DO00{r.s(16, UP + '0123456789')} secret {r.b64(32)[:43]}"),
    ("vendor", f"SCW_ACCESS_KEY=SCW{r.s(17, UP + '0123456789')}\nSCW_SECRET_KEY={r.uuid()}"),
    ("vendor", f"r2 access key id {r.h(32)}\nr2 secret access key {r.h(64)}"),
    ("vendor", f"LINODE_TOKEN={r.h(64)}"),
    ("vendor", f"ibmcloud api key: {r.s(44, URLSAFE)}"),
    ("vendor", f"Authorization: ApiKey {base64.b64encode(f'{r.s(20)}:{r.s(22)}'.encode()).decode()}"),
    ("vendor", f"jenkins api token for ci-bot: 11{r.h(32)}"),
    ("vendor", f"EXPO_TOKEN={r.s(40, URLSAFE)}"),
    ("vendor", f"CONVEX_DEPLOY_KEY=prod:happy-otter-123|eyJ2{r.s(60, URLSAFE)}"),
    ("vendor", f"DeepL auth key {r.uuid()}:fx"),
    ("vendor", f"GIGACHAT_CREDENTIALS={base64.b64encode(f'{r.uuid()}:{r.uuid()}'.encode()).decode()}"),
    ("vendor", f"Yandex Cloud статический ключ: идентификатор YCAJE{r.s(20, AN)}, секрет YCN{r.s(37, URLSAFE)}"),
    ("vendor", f"binance api key {r.s(64)}\nsecret {r.s(64)}"),
    ("vendor", f"ALCHEMY_API_KEY={r.s(32, URLSAFE)}"),
    ("vendor", f"pinata secret api key {r.h(64)}"),
    ("vendor", f"ключ сервисного аккаунта Яндекса: AQVN{r.s(36, URLSAFE)}"),
]

O = [
    ("vendor", "AccountEndpoint=https://shop-db.documents.azure.com:443/ is the Cosmos endpoint, the key is in Key Vault"),
    ("vendor", "Endpoint=sb://orders-bus.servicebus.windows.net/ (namespace only)"),
    ("vendor", f"FCM sender id {r.d(12)}"),
    ("vendor", f"Mercado Pago public key APP_USR-{r.uuid()} for the checkout brick"),
    ("vendor", f"Paddle client-side token live_{r.h(27)} goes in Paddle.js"),
    ("vendor", f"Render service id srv-{r.s(20, LO + '0123456789', False)}"),
    ("vendor", f"RunPod pod id {r.s(14, LO + '0123456789', False)}"),
    ("vendor", f"Axiom dataset id {r.uuid()}"),
    ("vendor", f"Mailjet template {r.d(7)} for the welcome email"),
    ("vendor", f"Postmark message id {r.uuid()}"),
    ("vendor", f"B2 bucket id {r.h(24)}"),
    ("vendor", f"Scaleway project id {r.uuid()}"),
    ("vendor", f"R2 bucket URL https://{r.h(32)}.r2.cloudflarestorage.com/assets"),
    ("vendor", f"Linode instance {r.d(8)} in eu-central"),
    ("vendor", f"Jenkins build #{r.d(4)} failed on stage deploy"),
    ("vendor", f"Expo project id {r.uuid()}"),
    ("vendor", "Convex deployment happy-otter-123 in prod"),
    ("vendor", f"DeepL glossary id {r.uuid()}"),
    ("vendor", f"Binance order id {r.d(11)}, filled at 64,210.55"),
    ("vendor", f"Pinata CID bafybei{r.s(52, 'abcdefghijklmnopqrstuvwxyz234567', False)}"),
    ("vendor", f"Яндекс Облако: каталог b1g{r.s(17, LO + '0123456789', False)}, сервисный аккаунт aje{r.s(17, LO + '0123456789', False)}"),
]

if __name__ == "__main__":
    write_groups("s29s8", S, [], O)
