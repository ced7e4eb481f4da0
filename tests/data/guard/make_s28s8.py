"""Write s28s8.jsonl: the eighth blind secrets batch of stop 28, written after the s28s7 changes and scored once before
any change for it (README): 32/40 = 80.0 % secrets refused blind (misses: Markdown bold/inline code and HTML <b>
around the value, a "### Доступы" list line "Jira: anna / <pw>", "moi parol' X", "passwrod", base64 of user:pass said to
be base64, a hotel Wi-Fi access code of letters and digits), 0/28 ordinary refused. The same common kinds dressed differently: Markdown (bold, inline code, tables, lists,
quotes), HTML, code-switching RU/EN in one sentence, transliteration, typos, curly and angle quotes, full-width
letters, URL-encoded and base64-wrapped credentials, values in brackets, e-mail and SMS bodies. Look-alikes: the same
dress without a secret. Rows carry `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_08)
pw = r.password


def wp() -> str:
    return r.pick(["kapusta", "fialka", "burundук", "kedr", "sosna", "yozhik"]) + r.d(r.pick([4, 5]))


S = [
    ("md", f"**Пароль:** `{pw()}`"),
    ("md", f"- wifi: **{wp()}**"),
    ("md", f"> token: `ghp_{r.s(36)}`"),
    ("md", f"| service | login | password |\n|---|---|---|\n| gitlab | ivan | {pw()} |"),
    ("md", f"1. зайти на сервер\n2. логин `deploy`\n3. пароль `{pw()}`"),
    ("md", f"### Доступы\n* Jira: anna / {pw()}"),
    ("html", f"<p>Ваш временный пароль: <b>{pw()}</b></p>"),
    ("html", f"<td>API key</td><td>{r.s(32)}</td>"),
    ("html", f"<code>export SENTRY_AUTH_TOKEN=sntrys_{r.s(70, AN + '+/')}</code>"),
    ("mix", f"мой password от gmail — {pw()}"),
    ("mix", f"the пароль for the router is {wp()}"),
    ("mix", f"токен for the bot: {r.d(10)}:AA{r.s(33, URLSAFE)}"),
    ("mix", f"apikey от openai sk-proj-{r.s(56, URLSAFE)}"),
    ("translit", f"parol ot pochty {pw()}"),
    ("translit", f"moi parol' {wp()}"),
    ("translit", f"kluch API: {r.h(32)}"),
    ("typo", f"pasword for the vpn: {pw()}"),
    ("typo", f"passwrod: {pw()}"),
    ("typo", f"пороль от ноута {wp()}"),
    ("typo", f"acess token: {r.s(40, URLSAFE)}"),
    ("typo", f"secrte key = {r.s(40, AN + '/+')}"),
    ("quotes", f"the password is “{pw()}”"),
    ("quotes", f"пароль «{pw()}»"),
    ("quotes", f"key ‹{r.s(32)}›"),
    ("quotes", f"password: '{pw()}'"),
    ("wide", f"ｐａｓｓｗｏｒｄ： {pw()}"),
    ("wide", f"ＡＫＩＡ{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}"),
    ("enc", f"https://anna:{pw().replace('!', '%21').replace('#', '%23').replace('@', '%40').replace('$', '%24')}@mail.acme.ru/webdav"),
    ("enc", f"Authorization: Basic {base64.b64encode(('admin:' + pw()).encode()).decode()}"),
    ("enc", f"creds in base64 (user:pass): {base64.b64encode(('deploy:' + pw()).encode()).decode()}"),
    ("brackets", f"Gmail (пароль {pw()}) — основной ящик"),
    ("brackets", f"router [admin/{pw()}]"),
    ("brackets", f"VPN — {{login: ivan, pass: {pw()}}}"),
    ("mail", f"Subject: Your new account\n\nHello Anna,\nyour username is anna.k and your temporary password is {pw()}.\nPlease change it after first login."),
    ("mail", f"Здравствуйте! Ваш логин: 4417723, пароль: {r.s(8, LO + '0123456789')}. С уважением, Ростелеком"),
    ("sms", f"Ваш пароль для входа в личный кабинет: {r.s(8)}. Никому не сообщайте его."),
    ("sms", f"Your Wi-Fi access code is {r.s(8, UP)}{r.d(2)}. Valid 24h. — Hilton"),
    ("sms", f"Код доступа к посылке в постамате: {r.d(6)}"),
    ("mix", f"сохрани плиз: stripe sk_live_{r.s(24)}"),
    ("mix", f"PIN от SIM-карты {r.d(4)}, PUK {r.d(8)}"),
]

O = [
    ("md", "**Пароль:** хранится в Bitwarden"),
    ("md", "- wifi: **гостевая сеть без пароля**"),
    ("md", "> token: see `gh auth token`"),
    ("md", "| service | login | password |\n|---|---|---|\n| gitlab | ivan | (in vault) |"),
    ("md", "1. зайти на сервер\n2. логин `deploy`\n3. ключ `~/.ssh/deploy`"),
    ("md", "### Доступы\n* Jira: anna (SSO)"),
    ("html", "<p>Ваш временный пароль отправлен по SMS</p>"),
    ("html", "<td>API key</td><td>••••••••</td>"),
    ("html", "<code>export SENTRY_AUTH_TOKEN=...</code>"),
    ("mix", "мой password от gmail поменял вчера"),
    ("mix", "the пароль for the router is on the sticker"),
    ("translit", "parol ot pochty pomenyal"),
    ("typo", "pasword for the vpn is in the wiki"),
    ("quotes", "the password is “the usual one”"),
    ("quotes", "пароль «как обычно»"),
    ("wide", "ｐａｓｓｗｏｒｄ： (see vault)"),
    ("enc", "https://mail.acme.ru/webdav (login with your AD account)"),
    ("enc", "Authorization: Basic <base64 of user:pass>"),
    ("enc", "URL-encode @ as %40 and # as %23 in passwords"),
    ("brackets", "Gmail (основной ящик) и Яндекс (для рассылок)"),
    ("brackets", "router [TP-Link Archer C6, firmware 1.3.6]"),
    ("mail", "Subject: Password reset\n\nHello Anna,\nclick the link to reset your password. It expires in 1 hour."),
    ("mail", "Здравствуйте! Ваш лицевой счёт: 4417723. С уважением, Ростелеком"),
    ("sms", "Ваш заказ 448812 доставлен в постамат, срок хранения 3 дня"),
    ("sms", "Your Hilton Honors number is 1234567890"),
    ("sms", "Код 4417 — ваш номер в очереди"),
    ("sms", "Доставка: курьер приедет с 10 до 14, код подъезда скажете ему сами"),
    ("mix", "сохрани плиз: stripe dashboard → Developers → API keys"),
]

if __name__ == "__main__":
    write_groups("s28s8", S, [], O)
