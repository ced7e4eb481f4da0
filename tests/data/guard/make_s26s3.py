"""Write s26s3.jsonl: the third blind secrets batch of stop 26, written after the s26s2 changes and scored once before
any change for it (README). Other ground again: wallet and crypto keys (WIF, xprv, nsec, base58 keys, macaroons),
Wi-Fi QR strings, cookies and API-key headers, keys inside JSON strings, CRM/productivity/Russian vendors, keys that
are base64 of a pair, passwords written before their name or in the middle of a Russian sentence; look-alikes of the
same shapes that are public (addresses, xpub, npub, onion names, ids in URLs, client ids, zone ids). Rows carry their
`group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, B64, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2828)
pw = r.password
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

S = [
    # crypto wallets and keys
    ("crypto", f"old paper wallet WIF: 5H{r.s(49, B58)}"),
    ("crypto", f"xprv9s21ZrQH143K{r.s(95, B58)}"),
    ("crypto", f"nostr: nsec1{r.s(58, BECH)}"),
    ("crypto", f"Phantom private key {r.s(88, B58)}"),
    ("crypto", f"приватный ключ кошелька MetaMask: 0x{r.h(64)}"),
    ("crypto", f"LND admin macaroon 0201036c6e6402f801030a10{r.h(200)}"),
    ("crypto", f"Tor v3 service key ED25519-V3:{r.s(86, B64)}=="),
    # headers, cookies, keys inside strings
    ("header", f"Cookie: sessionid={r.s(32, LO)}; csrftoken={r.s(64)}"),
    ("header", f"X-Goog-Api-Key: AIza{r.s(35, URLSAFE)}"),
    ("header", f"Authorization: SSWS 00{r.s(40, URLSAFE)}"),
    ("header", f"-H 'apikey: {r.s(40)}'"),
    ("header", f"Set-Cookie: connect.sid=s%3A{r.s(32, URLSAFE)}.{r.s(43, B64)}; Path=/; HttpOnly"),
    ("header", f"{{\"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{r.s(60, B64)}\\n-----END PRIVATE KEY-----\\n\"}}"),
    ("header", f"ssh_private_key: b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB{r.s(120, B64)}"),
    ("header", f"WIFI:T:WPA;S:Dacha_5G;P:{pw()};;"),
    ("header", f"keystore.p12 (base64) MIIKGQIBAzCCCd8GCSqGSIb3DQEHAaCCCdAEggnMMIIJyDCC{r.s(100, B64)}, пароль {pw()}"),
    # vendors
    ("vendor", f"PayPal client secret E{r.s(79, URLSAFE)}"),
    ("vendor", f"Asana PAT 2/{r.d(16)}/{r.d(16)}:{r.h(32)}"),
    ("vendor", f"Intercom access token dG9rOj{r.s(50, AN)}="),
    ("vendor", f"Salesforce session 00D{r.s(12, AN)}!{r.s(90, AN + '._')}"),
    ("vendor", f"Keystone token gAAAAAB{r.s(180, URLSAFE)}"),
    ("vendor", f"Fernet key для шифрования: {base64.urlsafe_b64encode(bytes(r.rng.randrange(256) for _ in range(32))).decode()}"),
    ("vendor", f"GigaChat ключ авторизации {base64.b64encode((r.uuid() + ':' + r.uuid()).encode()).decode()}"),
    ("vendor", f"Todoist API token {r.h(40)}"),
    ("vendor", f"Pipedrive api_token={r.h(40)}"),
    ("vendor", f"Bitly generic access token {r.h(40)}"),
    ("vendor", f"amoCRM долгосрочный токен eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiIsImp0aSI6I{r.s(40, AN)}.eyJhdWQiOi{r.s(200, URLSAFE)}.{r.s(86, URLSAFE)}"),
    ("vendor", f"Freshdesk API key {r.s(20, AN)}"),
    ("vendor", f"Box developer token {r.s(32, AN)}"),
    ("vendor", f"Miro access token eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_{r.s(27, URLSAFE)}"),
    ("vendor", f"Supabase service_role key: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.{r.s(43, URLSAFE)}"),
    ("vendor", f"Zoom SDK secret {r.s(32)}"),
    ("vendor", f"Okta: {r.d(1)}0{r.s(40, URLSAFE)}"),
    # prose, RU and EN, odd orders
    ("prose", f"{pw()} — это пароль от почты, не забыть"),
    ("prose", f"от почты пароль {pw()}"),
    ("prose", f"пароль у меня везде один: {pw()}"),
    ("prose", f"облачный пароль телеграма {pw()}"),
    ("prose", f"кодовое слово для банка — Барсик{r.d(4)}"),
    ("prose", f"архив запаролен, пароль {pw()}"),
    ("prose", f"BIOS password set to {pw()}"),
    ("prose", f"here's the code to the garage: {r.d(4)}"),
    ("prose", f"NAS: admin / {pw()}"),
    ("prose", f"Wi-Fi: сеть Dacha_5G, пароль {pw()}"),
    ("prose", f"The PIN for the SIM is {r.d(4)}, PUK {r.d(8)}"),
    ("prose", f"логин от 1С — Бухгалтер, пароль {pw()}"),
    ("prose", f"we agreed the shared password for the family Netflix is {pw()}"),
    ("prose", f"пароль: {r.s(12, AN + '!#%')}"),
    ("prose", f"Password: {r.s(16, AN)}"),
    ("prose", f"для входа в админку используй {pw()}"),
    # context keys of common services
    ("context", f"Cloudflare API token: {r.s(40, URLSAFE)}"),
    ("context", f"Heroku API key {r.uuid()}"),
    ("context", f"Sentry auth token {r.h(64)}"),
    ("context", f"Mailgun: {r.h(32)}-{r.h(8)}-{r.h(8)}"),
    ("context", f"Firebase server key AAAA{r.s(7, URLSAFE)}:APA91b{r.s(134, URLSAFE)}"),
    ("context", f"Gemini: AIza{r.s(35, URLSAFE)}"),
    ("context", f"GITLAB_TOKEN=glpat-{r.s(20, URLSAFE)}"),
    ("context", f"клиентский секрет Яндекс ID {r.h(32)}"),
    ("context", f"Hetzner Cloud токен {r.s(64)}"),
    ("context", f"Linode PAT: {r.h(64)}"),
    # cards
    ("card", "Mir 2202 2063 1234 5676 — зарплатная"),
    ("card", "pay with 4111-1111-1111-1111 exp 12/29 cvv 123"),
]

O = [
    # public counterparts
    ("public", f"xpub6C{r.s(105, B58)} is the watch-only key for the cold wallet"),
    ("public", f"nostr: npub1{r.s(58, BECH)}"),
    ("public", f"BTC donation address 1{r.s(33, B58)}"),
    ("public", f"Solana wallet address {r.s(44, B58)}"),
    ("public", f"onion site {r.s(56, 'abcdefghijklmnopqrstuvwxyz234567')}.onion"),
    ("public", f"IPFS Qm{r.s(44, B58)}"),
    ("public", f"Lightning invoice lnbc2500u1{r.s(200, BECH)}"),
    ("public", "JWT header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 decodes to {\"alg\":\"HS256\",\"typ\":\"JWT\"}"),
    ("public", f"GitHub App client ID Iv1.{r.h(16)}"),
    ("public", f"Auth0 client ID: {r.s(32)}"),
    ("public", f"Cloudflare zone id {r.h(32)}"),
    ("public", f"Azure tenant id {r.uuid()}"),
    ("public", f"Firebase appId 1:{r.d(12)}:web:{r.h(22)}"),
    ("public", "WIFI:T:nopass;S:Cafe_Guest;;"),
    ("public", f"Algolia application id {r.s(10, UP)}"),
    ("public", f"DKIM record: v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{r.s(150, B64)}"),
    # ids in URLs and elsewhere
    ("ids", f"https://drive.google.com/file/d/1{r.s(32, URLSAFE)}/view"),
    ("ids", f"https://open.spotify.com/track/{r.s(22)}"),
    ("ids", f"https://www.notion.so/acme/Onboarding-{r.h(32)}"),
    ("ids", f"https://www.figma.com/file/{r.s(22)}/Design-System"),
    ("ids", f"Airtable base app{r.s(14)}"),
    ("ids", f"YouTube channel UC{r.s(22, URLSAFE)}"),
    ("ids", f"Stripe connected account acct_1{r.s(15)}"),
    ("ids", f"Telegram chat id -100{r.d(10)}"),
    ("ids", f"Discord user id {r.d(18)}"),
    ("ids", f"KMS key arn:aws:kms:eu-west-1:{r.d(12)}:key/{r.uuid()}"),
    ("ids", f"git lfs oid sha256:{r.h(64)}"),
    ("ids", f"https://github.com/acme/app/actions/runs/{r.d(10)}"),
    ("ids", f"pastebin.com/{r.s(8)} has the stack trace"),
    ("ids", f"session {r.h(8)} started at 10:42"),
    ("ids", f"р/с 40817810{r.d(12)} в Сбербанке"),
    ("ids", f"ИНН {r.d(12)}"),
    ("ids", f"tracking number 1Z{r.s(16, UP)}"),
    ("ids", f"Docker image acme/api@sha256:{r.h(64)}"),
    ("ids", f"hash of the backup: {r.h(64)}"),
    ("ids", f"EAN 4{r.d(12)}"),
    # talk and code
    ("talk", "Пароль от почты пользователь обещал сменить после отпуска."),
    ("talk", "Пароль у пользователя везде разный, он пользуется KeePassXC."),
    ("talk", "Облачный пароль телеграма включён, подсказка — кличка кота."),
    ("talk", "Кодовое слово для банка пользователь назовёт сам, по телефону."),
    ("talk", "Архив с документами запаролен; пароль пользователь скажет голосом."),
    ("talk", "The BIOS password is set; ask the user before changing boot order."),
    ("talk", "The garage code was changed after the neighbour moved out."),
    ("talk", "NAS admin account is disabled; the user logs in as anna."),
    ("talk", "Wi-Fi на даче: сеть Dacha_5G, пароль на холодильнике."),
    ("talk", "The SIM PIN is off; the PUK is on the card holder."),
    ("talk", "Логин от 1С — Бухгалтер, пароль знает главбух."),
    ("talk", "Fernet keys must be 32 url-safe base64-encoded bytes."),
    ("talk", "GigaChat ключ авторизации — это base64 от client_id:client_secret."),
    ("talk", "Supabase: the anon key is public, the service_role key must stay on the server."),
    ("talk", "Cookie: sessionid is HttpOnly and expires in two weeks."),
    ("code", "Cookie: sessionid=<session>; csrftoken=<csrf>"),
    ("code", "-H 'apikey: $SUPABASE_KEY'"),
    ("code", "Authorization: SSWS ${OKTA_API_TOKEN}"),
    ("code", "WIFI:T:WPA;S:Dacha_5G;P:<password>;;"),
    ("code", "private_key = open('key.pem').read()"),
    ("code", "key = Fernet.generate_key()"),
    ("code", "password: '{{ vault_db_password }}'"),
    ("code", "mnemonic = Mnemonic('english').generate(strength=256)"),
    ("code", "const apiKey = import.meta.env.VITE_API_KEY"),
    ("code", "пароль: см. KeePass, запись «1С»"),
]

if __name__ == "__main__":
    write_groups("s26s3", S, [], O)
