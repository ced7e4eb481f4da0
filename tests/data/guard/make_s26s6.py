"""Write s26s6.jsonl: the sixth blind secrets batch of stop 26, written after the s26s5 changes and scored once before
any change for it (README). Prose above all, the family with the most ways to say it: passwords, PINs, codes and
keys told in RU and EN chat style (lower case, no punctuation, typos, emoji, quotes of every kind, the value first,
the value in brackets, two secrets in one note, a secret in a list), and keys known from the words around them; the
look-alikes are the same sentences without the value, or with a value that is not one (a date, a price, a version,
a name, a count). Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3131)
pw = r.password

S = [
    ("prose", f"пасс от вк {pw()}"),
    ("prose", f"пороль от почты {pw()}"),
    ("prose", f"my pw for reddit is {pw()} lol"),
    ("prose", f"pass: {pw()} 🔑"),
    ("prose", f"«{pw()}» — пароль от роутера"),
    ("prose", f"the password ({pw()}) works for both accounts"),
    ("prose", f"Госуслуги: логин 8-912-345-67-89, пароль {pw()}"),
    ("prose", f"- почта: {pw()}\n- банк: {pw()}\n- вайфай: {pw()}"),
    ("prose", f"пароль на вход в винду {pw()}"),
    ("prose", f"напиши маме пароль от вайфая {pw()}"),
    ("prose", f"login anna pass {pw()}"),
    ("prose", f"he told me the code is {r.d(4)}, door on the left"),
    ("prose", f"PIN карты {r.d(4)} не говорить никому"),
    ("prose", f"код от калитки на даче {r.d(4)}#"),
    ("prose", f"пароль — дата рождения и ник: {pw()}"),
    ("prose", f"remember the PS5 parental PIN: {r.d(4)}"),
    ("prose", f"Zoom meeting passcode {r.s(6, AN)}"),
    ("prose", f"VPN: user anna, password '{pw()}'"),
    ("prose", f"I set the router's admin password to \"{pw()}\""),
    ("prose", f"пароль от айклауда сменил, теперь {pw()}"),
    ("prose", f"Маша, пароль от нетфликса {pw()} 😉"),
    ("prose", f"secret phrase for the bank call: {pw()}"),
    ("prose", f"ответ на контрольный вопрос — {pw()}"),
    ("prose", f"пароль от 1Password-хранилища (мастер): {pw()}-{pw()}"),
    ("prose", f"ps the sudo password on the pi is {pw()}"),
    ("prose", f"КОД ДОМОФОНА {r.d(3)}В{r.d(4)}"),
    ("prose", f"passwort für die fritzbox: {pw()}"),
    ("prose", f"mot de passe de la box {pw()}"),
    ("prose", f"ключ от вайфая в кафе {pw()}"),
    ("prose", f"Excel файл зашифрован паролем {pw()}"),
    # keys from the words around them
    ("context", f"вот апишка от погоды {r.h(32)}"),
    ("context", f"токенчик для бота {r.d(10)}:AA{r.s(33, URLSAFE)}"),
    ("context", f"my OpenAI key (old one, revoked?) sk-{r.s(48)}"),
    ("context", f"ключ доступа к API Яндекс.Карт: {r.uuid()}"),
    ("context", f"the webhook secret is {r.s(32, LO)}"),
    ("context", f"apikey {r.s(32, LO)} for the geocoder"),
    ("context", f"с этим токеном {r.s(40)} ходим в API склада"),
    ("context", f"use this token: {r.s(24, UP)}{r.d(8)}"),
    ("context", f"API secret for the Binance bot: {r.s(64)}"),
    ("context", f"Binance API key {r.s(64)}"),
    ("context", f"access_token {r.s(40, LO)} (VK группа)"),
    ("context", f"sentry dsn https://{r.h(32)}@o{r.d(6)}.ingest.sentry.io/{r.d(7)}"),
]

O = [
    ("prose", "пасс от вк сменил на длинный"),
    ("prose", "пороль от почты забыл опять"),
    ("prose", "my pw for reddit is the usual one lol"),
    ("prose", "pass: tomorrow 🔑"),
    ("prose", "«Забыли пароль?» — кнопка под полем входа"),
    ("prose", "the password (the long one) works for both accounts"),
    ("prose", "Госуслуги: логин по телефону, пароль в KeePass"),
    ("prose", "- почта: gmail\n- банк: Т-Банк\n- вайфай: Keenetic"),
    ("prose", "пароль на вход в винду отключён, PIN Windows Hello"),
    ("prose", "напиши маме, что пароль от вайфая на роутере"),
    ("prose", "login anna via SSO"),
    ("prose", "he told me the code is in the drawer, door on the left"),
    ("prose", "PIN карты не говорить никому"),
    ("prose", "калитка на даче без кода, на щеколде"),
    ("prose", "пароль — не дата рождения, договорились"),
    ("prose", "remember the PS5 parental controls are on"),
    ("prose", f"Zoom meeting at 15:30, ID {r.d(3)} {r.d(4)} {r.d(4)}"),
    ("prose", "VPN: user anna, WireGuard profile 'home'"),
    ("prose", "I set the router's admin password to something long"),
    ("prose", "пароль от айклауда сменил в марте"),
    ("prose", "Маша, пароль от нетфликса спроси у папы 😉"),
    ("prose", "secret phrase for the bank call was set at the branch"),
    ("prose", "ответ на контрольный вопрос — девичья фамилия мамы, её не сохранять"),
    ("prose", "ps the sudo password on the pi is disabled for anna"),
    ("prose", "КОД ДОМОФОНА СПРОСИТЬ У СОСЕДЕЙ"),
    ("prose", "passwort für die fritzbox steht auf der Rückseite"),
    ("prose", "mot de passe de la box: sur l'étiquette"),
    ("prose", "ключ от вайфая в кафе спрашивать у бариста"),
    ("prose", "Excel файл зашифрован паролем, пароль у бухгалтера"),
    ("prose", f"пароль меняли {r.d(2)}.{r.d(2)}.2024 в {r.d(2)}:{r.d(2)}"),
    ("prose", f"the password costs nothing; the plan costs ${r.d(2)}.99 a month"),
    ("prose", f"pin the tab, version {r.d(1)}.{r.d(2)}.{r.d(1)}"),
    ("prose", "pass the salt: Maldon, 250 g"),
    ("prose", f"код товара {r.d(8)} на Озоне"),
    ("prose", f"PIN-код конверта пришёл в отделение №{r.d(4)}"),
    ("context", "вот апишка от погоды: openweathermap.org, бесплатный план"),
    ("context", "токенчик для бота выдал BotFather, он в .env"),
    ("context", "my OpenAI key (old one) was revoked on Monday"),
    ("context", "ключ доступа к API Яндекс.Карт выпускается в кабинете разработчика"),
    ("context", "the webhook secret is checked with hmac.compare_digest"),
    ("context", "apikey goes in the X-Api-Key header for the geocoder"),
    ("context", "с этим токеном ходим в API склада, срок — год"),
    ("context", "use this token: the one from the CI variables"),
    ("context", "API secret for the Binance bot is only on the server"),
    ("context", f"Binance order {r.d(11)} filled"),
    ("context", "access_token expires_in 86400 (VK группа)"),
    ("context", f"sentry issue https://acme.sentry.io/issues/{r.d(10)}/"),
    ("context", f"model gpt-4o-2024-08-06, temperature 0.{r.d(1)}"),
    ("context", f"ETH tx 0x{r.h(64)}"),
    ("context", f"docker run -e TOKEN_FILE=/run/secrets/token acme/bot:{r.d(1)}.{r.d(1)}"),
]

if __name__ == "__main__":
    write_groups("s26s6", S, [], O)
