"""Write s27s3.jsonl: the third blind secrets batch of stop 27, written after the s27s2 changes and scored once before
any change for it (README). The issue's families once more, with kinds no batch had: AI-provider and ML-platform
tokens, observability and on-call keys, CI/CD and secret-manager tokens, messengers and push services (Matrix, ntfy,
Pushover, Viber, LINE, WeChat, Zulip), credential files (.git-credentials, rclone, s3cmd, NetworkManager, OpenVPN
auth files, shadow lines), and passwords in RU/EN prose built differently (passive, "креды", "учётка", "доступы",
"данные для входа", "login details"). Look-alikes: the same kinds' public ids, placeholders and talk. Rows carry
their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2929)
pw = r.password
B64 = AN + "+/"


def word_pw() -> str:
    return r.pick(["murzik", "sobaka", "leto", "moskva", "dinamo", "yulia", "pelmen", "alisa"]) + r.d(r.pick([4, 5, 6]))


S = [
    # AI providers and ML platforms
    ("ai", f"TOGETHER_API_KEY={r.h(64)}"),
    ("ai", f"voyage key pa-{r.s(43, URLSAFE)}"),
    ("ai", f"CEREBRAS_API_KEY=csk-{r.s(48, LO)}"),
    ("ai", f"anyscale endpoint token esecret_{r.s(26, LO)}"),
    ("ai", f"helicone: sk-helicone-{r.s(7, LO)}-{r.s(7, LO)}-{r.s(7, LO)}-{r.s(7, LO)}"),
    ("ai", f"OPENPIPE_API_KEY=opk_{r.h(42)}"),
    ("ai", f"runpod api key rpa_{r.s(44, UP)}"),
    ("ai", f"ASSEMBLYAI_API_KEY={r.h(32)}"),
    ("ai", f"deepgram key: {r.h(40)}"),
    ("ai", f"fal.ai FAL_KEY={r.uuid()}:{r.h(32)}"),
    ("ai", f"Mistral API key {r.s(32, AN)}"),
    ("ai", f"ключ Cohere: {r.s(40, AN)}"),
    ("ai", f"WANDB_API_KEY={r.h(40)}"),
    ("ai", f"neptune token eyJhcGlfYWRkcmVzcyI6Imh0dHBzOi8vYXBwLm5lcHR1bmUuYWkiLCJhcGlfdXJsIjoiaHR0cHM6Ly9hcHAubmVwdHVuZS5haSIsImFwaV9rZXkiOiI{r.s(60, AN)}In0="),
    ("ai", f"Модель в Azure OpenAI: endpoint https://acme-oai.openai.azure.com, api-key {r.h(32)}"),
    ("ai", f"GEMINI_API_KEY=AIza{r.s(35, URLSAFE)}"),
    # observability and on-call
    ("obs", f"AXIOM_TOKEN=xaat-{r.uuid()}"),
    ("obs", f"Elastic Cloud API key essu_{r.s(80, AN)}=="),
    ("obs", f"logz.io shipping token {r.s(32, AN)}"),
    ("obs", f"splunk HEC token: {r.uuid()}"),
    ("obs", f"opsgenie api key {r.uuid()}"),
    ("obs", f"PagerDuty integration key {r.h(32)}"),
    ("obs", f"BETTERSTACK_SOURCE_TOKEN={r.s(24, AN)}"),
    ("obs", f"highlight project secret: {r.s(24, LO)}"),
    ("obs", f"instana agent key {r.s(22, URLSAFE)}"),
    # CI/CD and secret managers
    ("ci", f"TeamCity token eyJ0eXAiOiAiVENWMiJ9.{r.s(36, URLSAFE)}.{r.s(48, URLSAFE)}"),
    ("ci", f"./config.sh --url https://github.com/acme/app --token A{r.s(28, UP)}"),
    ("ci", f"DRONE_TOKEN={r.s(32, AN)}"),
    ("ci", f"bitrise personal access token: {r.s(86, URLSAFE)}"),
    ("ci", f"Octopus: API-{r.s(27, UP)}"),
    ("ci", f"SPACELIFT_API_KEY_SECRET={r.h(64)}"),
    ("ci", f"conjur api key {r.s(55, LO)}"),
    ("ci", f"AKEYLESS_ACCESS_KEY={r.s(44, B64)}="),
    ("ci", f"OP_CONNECT_TOKEN=eyJhbGciOiJFUzI1NiIsImtpZCI6I{r.s(40, AN)}.{r.s(60, URLSAFE)}.{r.s(86, URLSAFE)}"),
    ("ci", f"HCP_CLIENT_SECRET={r.s(64, URLSAFE)}"),
    ("ci", f"argocd account token: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{r.s(80, URLSAFE)}.{r.s(43, URLSAFE)}"),
    # messengers and push
    ("msg", f"matrix access token syt_aXZhbg_{r.s(20, AN)}_{r.s(6, AN)}"),
    ("msg", f"ntfy token tk_{r.s(29, LO)}"),
    ("msg", f"Pushover: user key u{r.s(29, LO)}, app token a{r.s(29, LO)}"),
    ("msg", f"pushbullet o.{r.s(32, AN)}"),
    ("msg", f"Viber bot token {r.h(16)}-{r.h(16)}-{r.h(16)}"),
    ("msg", f"LINE channel access token {r.s(171, B64)}="),
    ("msg", f"WeChat appid wx{r.h(16)} appsecret {r.h(32)}"),
    ("msg", f"zuliprc:\n[api]\nemail=bot@acme.zulipchat.com\nkey={r.s(32, AN)}\nsite=https://acme.zulipchat.com"),
    ("msg", f"Rocket.Chat: X-Auth-Token {r.s(43, URLSAFE)}, X-User-Id {r.s(17, AN)}"),
    ("msg", f"gotify app token A{r.s(14, URLSAFE)}"),
    # credential files
    ("file", f"~/.git-credentials:\nhttps://ivan:{r.s(40, AN)}@gitea.acme.ru"),
    ("file", f"[gdrive]\ntype = drive\nclient_id = 1234567890-abc.apps.googleusercontent.com\nclient_secret = GOCSPX-{r.s(28, URLSAFE)}\ntoken = {{\"access_token\":\"ya29.{r.s(60, URLSAFE)}\"}}"),
    ("file", f"[default]\naccess_key = {r.s(20, UP)}\nsecret_key = {r.s(40, B64)}\nhost_base = storage.yandexcloud.net"),
    ("file", f"[wifi-security]\nkey-mgmt=wpa-psk\npsk={pw()}"),
    ("file", f"auth.txt для OpenVPN:\nivan.petrov\n{pw()}"),
    ("file", f"ivan:$6$rounds=5000$Gk3sLq9x$" + r.s(86, AN + "./", fake=False) + ":19700:0:99999:7:::"),
    ("file", f"db.acme.ru:5432:billing:billing_ro:{pw()}"),
    ("file", f"machine api.heroku.com login ivan@acme.io password {r.uuid()}"),
    ("file", f"users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi{r.s(40, B64)}\n    client-key-data: LS0tLS1CRUdJTiBSU0Eg{r.s(60, B64)}"),
    ("file", f"{{\"auths\": {{\"registry.gitlab.com\": {{\"auth\": \"{__import__('base64').b64encode(('ivan:' + pw()).encode()).decode()}\"}}}}}}"),
    ("file", f"//registry.npmjs.org/:_authToken=npm_{r.s(36, AN)}"),
    ("file", f"[distutils]\nindex-servers = pypi\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{r.s(70, URLSAFE)}"),
    # prose RU and EN, built differently
    ("prose", f"креды от стейджа: deploy / {pw()}"),
    ("prose", f"учётка в 1С: Петров, пароль {word_pw()}"),
    ("prose", f"доступы к серверу: ssh root@185.22.14.7, пароль {pw()}"),
    ("prose", f"данные для входа в роутер: admin {pw()}"),
    ("prose", f"пароль был изменён на {pw()} после утечки"),
    ("prose", f"новый пароль от почты — {word_pw()}"),
    ("prose", f"Login details for the school portal: petrov.misha / {pw()}"),
    ("prose", f"creds for grafana are admin and {pw()}"),
    ("prose", f"The password got reset to {pw()} by IT this morning"),
    ("prose", f"my bank security answer is {pw()}"),
    ("prose", f"Код от телефона мамы {r.d(6)}"),
    ("prose", f"для входа в кабинет врача логин 79161234567, пароль {word_pw()}"),
    ("prose", f"Lena's Instagram: lena_art_msk, password {pw()} — she forgot it twice"),
    ("prose", f"wifi в офисе: сеть ACME-Staff, ключ {pw()}"),
    ("prose", f"пароль тот же, что и раньше, только с восклицательным знаком в конце: {word_pw()}!"),
    ("prose", f"secret for the webhook is {r.s(32, AN)}"),
    # cards
    ("card", "карта для оплаты хостинга 2200 7001 2345 6781"),
    ("card", "Visa ending … full: 4556737586899855"),
    ("card", "Номер карты: 5469 3800 1234 5673 Срок: 10/26 CVC: 771"),
]

O = [
    # AI providers: ids, models, talk
    ("ai", "TOGETHER_MODEL=meta-llama/Llama-3.3-70B-Instruct-Turbo"),
    ("ai", "voyage-3-large has 1024 dimensions"),
    ("ai", "CEREBRAS_API_KEY is read from the environment by the SDK"),
    ("ai", "OPENPIPE_PROJECT=acme-support"),
    ("ai", f"runpod pod id {r.s(14, LO)}"),
    ("ai", f"AssemblyAI transcript id {r.uuid()}"),
    ("ai", "Mistral API key rotation is manual, every quarter"),
    ("ai", f"W&B run https://wandb.ai/acme/llm/runs/{r.s(8, LO)}"),
    ("ai", "Azure OpenAI endpoint https://acme-oai.openai.azure.com, deployment gpt-4o"),
    ("ai", "GEMINI_API_KEY=<paste from aistudio.google.com>"),
    # observability ids
    ("obs", "AXIOM_DATASET=prod-logs"),
    ("obs", f"splunk search id {r.d(10)}.{r.d(5)}"),
    ("obs", f"opsgenie alert {r.uuid()} closed"),
    ("obs", f"PagerDuty service https://acme.pagerduty.com/service-directory/P{r.s(6, UP)}"),
    ("obs", f"trace {r.h(32)} took 830 ms"),
    ("obs", "BETTERSTACK_SOURCE_TOKEN is in the team vault"),
    # CI ids and placeholders
    ("ci", "./config.sh --url https://github.com/acme/app --token ${RUNNER_TOKEN}"),
    ("ci", f"Drone build #{r.d(4)} passed"),
    ("ci", "Octopus: API-XXXXXXXXXXXXXXXXXXXXXXXXXX"),
    ("ci", f"argocd app sync billing --revision {r.h(40)}"),
    ("ci", "HCP_CLIENT_ID=acme-ci"),
    ("ci", "OP_CONNECT_HOST=http://localhost:8080"),
    # messenger ids
    ("msg", "matrix room !OGEhHVWSdvArJzumhm:matrix.org"),
    ("msg", "ntfy topic acme-alerts on ntfy.sh"),
    ("msg", "Pushover sounds: pushover, bike, bugle"),
    ("msg", f"WeChat appid wx{r.h(16)} (public)"),
    ("msg", "zuliprc:\n[api]\nemail=bot@acme.zulipchat.com\nsite=https://acme.zulipchat.com"),
    ("msg", f"Telegram file_id AgACAgIAAxkBAAI{r.s(40, URLSAFE)}"),
    # files without the secret
    ("file", "~/.git-credentials is written by `git config credential.helper store`"),
    ("file", "[gdrive]\ntype = drive\nscope = drive.readonly\nroot_folder_id = 0AKwL1qv"),
    ("file", "[default]\nhost_base = storage.yandexcloud.net\nuse_https = True"),
    ("file", "[wifi-security]\nkey-mgmt=wpa-psk\npsk-flags=1"),
    ("file", "auth-user-pass /etc/openvpn/auth.txt"),
    ("file", "ivan:x:1000:1000:Ivan Petrov:/home/ivan:/bin/bash"),
    ("file", "ivan:!:19700:0:99999:7:::"),
    ("file", "db.acme.ru:5432:billing:billing_ro:*"),
    ("file", "machine api.heroku.com login ivan@acme.io"),
    ("file", "users:\n- name: admin\n  user:\n    exec:\n      command: aws\n      args: [eks, get-token]"),
    ("file", "{\"auths\": {\"registry.gitlab.com\": {}}, \"credsStore\": \"desktop\"}"),
    ("file", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    # prose about credentials
    ("prose", "креды от стейджа у Саши, спросить в понедельник"),
    ("prose", "учётка в 1С заблокирована, звонить в поддержку"),
    ("prose", "доступы к серверу выдаёт только тимлид"),
    ("prose", "данные для входа в роутер на наклейке снизу"),
    ("prose", "пароль был изменён после утечки, все сессии сброшены"),
    ("prose", "Login details for the school portal came by SMS"),
    ("prose", "creds for grafana are in the team's Bitwarden collection"),
    ("prose", "The password got reset by IT this morning"),
    ("prose", "my bank security question is about my first pet"),
    ("prose", "Код от телефона мамы она поменяла сама"),
    ("prose", "wifi в офисе: сеть ACME-Staff, гостевая ACME-Guest"),
    ("prose", "Lena's Instagram is lena_art_msk, 12k followers"),
    ("prose", "секрет успеха — спать по 8 часов"),
    ("prose", "GPT-4o costs $2.50 per million input tokens"),
    ("prose", "a token bucket refills at 10 tokens per second"),
    # PII kept and non-cards
    ("card", "телефон для записи: 8 800 555-35-35"),
    ("card", "карта лояльности Пятёрочки 7788 1234 5678"),
    ("card", "номер полиса ОМС 7700 1234 5678 9012"),
    ("card", f"IMEI {r.d(15)}"),
]

if __name__ == "__main__":
    write_groups("s27s3", S, [], O)
