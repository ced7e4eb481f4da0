"""Write s26o.jsonl: ordinary look-alikes of stop 26's rules (the service-name rule, `labelled._service_key`: a
service's name and a value; s26s6's password lists, door codes, bracketed values; s26s8's keys inside sentences; s26s9's keys in code), written after the rules to try to
break them — not a blind batch, not scored in the README's table; every
row must pass. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

O = [("service", t) for t in """Spotify: 4uLU6hMCjMI75M1A2tKUQC
YouTube: dQw4w9WgXcQ
Heroku: acme-staging-4821
Twitter: anna_k1990
Datadog 7.45.0
Vercel: acme-web-git-main-acme.vercel.app
Cloudflare: 1.1.1.1
Algolia: DOCS_INDEX_v2
Okta: acme.okta.com
Jenkins: build-2024-11-05-1532
Render: srv-cn2k3j8l5elc73b9p0mg
Render: dpl-cn2k3j8l5elc73b9p0mg
Notion: 1f3a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b
Heroku app: acme-api-2d3f4g5h6j7k
Mixpanel project 2847561
Segment source: js_web_prod_2024
Datadog monitor 12345678
Twitch: anna_plays_2019
Discord: anna.k#1234
GitHub: anna-k/dotfiles-2024
Dropbox: /Apps/backup/2024-11
Etsy shop: AnnasCeramics2019
Shodan: 203.0.113.5
Pinecone index: docs-embeddings-v3
Codecov badge: https://codecov.io/gh/acme/app/branch/main/graph/badge.svg
Mattermost: team acme, channel town-square
Zendesk ticket 48213
Linode: nanode-1gb-eu-central
Stripe: cus_NffrFeUfNV2Hib
Clerk: user_2NNEqL2nrIRdJ194ndJqAHwEfxC
Weaviate class: DocumentChunkV2
Hetzner server cx22-ubuntu-2404-fsn1
Vultr instance 8d6c4a1e-3b2f-4e5d-9c8b-7a6f5e4d3c2b
Okta user 00u1abcd2EFGH3ijk4l5
Vercel project prj_8fK2mN4pQ7rS1tU3vW5xY9zA
Netlify site id 4c2b7a9e-1f3d-4b5a-8c6e-2d9f0a1b3c4e
Jira: ACME-4821
Postmark message 0a1b2c3d-4e5f-6a7b-8c9d-0e1f2a3b4c5d
Replicate model stability-ai/sdxl:39ed52f2a78e934b3ba6e2a89f5b1c712de7dfea535525255b1aa35c5565e08b
Deepgram request id 7f3a9b2c-1d4e-4f5a-8b6c-9d0e1f2a3b4c
Travis build 8123456
Railway project: powerful-wholeness""".split("\n")]
# look-alikes of s26s6's rules (a list of accounts and passwords, a door's code, a bracketed password, a network's key)
O += [("lists", t) for t in (
    "- Room: B-204a\n- Gate: C12", "Tags: #summer2024\nMood: happy!", "- Email: anna+1@x.com\n- Phone: +7 912 345-67-89",
    "price: $19.99\ntotal: $42.50", "Time: 10:30am\nPlace: Café #2", "- wifi: HomeNet_5G\n- router: Keenetic",
    "Score: 3-1!\nMVP: Anna#7", "- Twitter: @anna_k90\n- Insta: @anna.k.1990", "Model: iPhone15,2\nStorage: 256GB!",
    "1. Flight: SU-1234\n2. Seat: 14A\n3. Gate: D7", "Формула: E=mc2\nОтвет: x=42", "- C#: 8 years\n- F#: 2 years",
    "Размер: 42/44\nЦвет: синий!")]
O += [("prose", t) for t in (
    "the code is 4821 lines long, the door to refactoring is open", "the zip code is 10115, door 3",
    "error code is 4012 when the gate API times out", "the password (see vault) works",
    "the password (optional) for the demo", "the token (v2) is required",
    "ответ на секретный вопрос — в конверте, не записывать", "ключ от вайфая на холодильнике",
    "mot de passe de la box: sur l'étiquette", "вот апишка от погоды — бесплатная, лимит 60 в минуту")]
# look-alikes of s26s8's rules (a service's key inside a sentence, a safe's code, "secret key …")
O += [("inline", t) for t in (
    "Deployed to Vercel: acme-web-git-main.vercel.app — works.", "Vercel: 24 builds this month, Netlify: 3",
    "Сейф в офисе, код знает только директор.", "Finnhub: AAPL 189.5 today, Datadog: 7.45.0 agent",
    "The secret key is stored in KMS, the access key rotates monthly.", "Heroku: acme-staging-4821 — restarted",
    "Codecov: 87.5% coverage — up from 80", "Mattermost: #town-square — 12 unread")]
# look-alikes of s26s9's rules (a key in the call that uses it, a value with its name in brackets, a card glued to its brand)
O += [("code", t) for t in (
    'jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])', 'signer.sign("the quick brown fox jumps")',
    'jwt.encode({"sub": "user_2NNEqL2nrIRdJ194"}, key)', "hmac.new(key, msg, hashlib.sha256)",
    "Netflix (the password is shared with mom)", "hunter (my wifi name)", "Tiger2024 (password hint, not the password)",
    "visa 4012888888881882", "mastercard2024 promo")]

# a last sweep of look-alikes against every stop-26 rule (values before names, lists, labels, pairs, codes, brackets)
O += [("sweep", t) for t in """Version2024 — это пароль? Нет, это название папки.
Build-2024.1 is the password policy version
The laptop login is slow since the update to 14.2
phone login is via FaceID2 now
пароль сервиса 1С8.3 сменили
облачный пароль телеграма включён с 2023
client id 12345678, tenant id 87654321
client_id=acme-web&scope=openid%20profile
app id com.acme.app2024 version 3.1.4
key id 0x3AA5C34371567BD2 expires 2027
Oracle: scott/tiger@orcl is the classic demo schema
see docs at host/path@v1.2:8080/api
user anna
host example.com
password reset link sent
secret = santa2024 gift exchange
secret: Santa2024 draw on Friday
primary key id_2024_orders
Azure primary key rotated yesterday
ключ от квартиры у соседки, второй у мамы
ключ API 2ГИС получаем в кабинете
ключ к задаче 42: использовать dp
токен для CI — из переменных окружения
домофон 2023 года, код не менялся
домофон 12В работает плохо
the code is 1234 lines, door handler included
Gate: B12-3\nDoor: C7#2
Temperature: 21.5C!\nHumidity: 40%!
- Mon: gym#1\n- Tue: run5k!
Passcode reset requested by anna@acme.dev at 10:42
Vercel: deployments 1,204 this month
Datadog → 7 monitors muted
Mistral - the 7B model
Travis CI — deprecated in 2021
Codecov: a3f2 commit badge
Finnhub: free plan, 60 calls/min
OpenWeather: Moscow, -5C
account SID and auth token are in Twilio console
secret_id is issued per AppRole login
PublicKey = see peer config
ssh key fingerprint SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s
Sunflower (the café on Main St)
Dragon!2024 (a game title)
Ключи от S3 выдаёт администратор
mot de passe oublié? cliquez ici
пороль — частая опечатка слова пароль
апишка упала в 3 ночи
secret phrase is set, ask at the branch
the secret key is rotated; the access key is public
visa2024 application approved
card2023 promo expired""".split("\n")]

if __name__ == "__main__":
    write_groups("s26o", [], [], O)
