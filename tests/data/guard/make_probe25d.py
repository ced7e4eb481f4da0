"""Write probe25d.jsonl: a fourth development batch of stop 25 — secrets named by any form of their word (RU
inflections and diminutives, «апи-ключ», German/Spanish/French) beside look-alikes without a value — written after the
probe25c changes and scored once before the rules were widened on it (25 secrets, 20 ordinary; README)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import URLSAFE, R, write_groups  # noqa: E402

r = R(4242)
pw = r.password
S = [
 f"зашёл под паролем {pw()} — работает",
 f"от почты пароля не помню, но от облака — {pw()}",
 f"Апи-ключ сервиса рассылок: {r.s(36)}",
 f"ключиком {r.s(32)} подписываем вебхуки",
 f"апи ключ от openweather {r.h(32)}",
 f"пассворд на роутере {pw()}",
 f"пасс от стима {pw()}",
 f"логин: anna.k пароль: {pw()}",
 f"user=anna pass={pw()}",
 f"creds: anna / {pw()}",
 f"my passphrase is \"{pw()} {pw()}\"",
 f"The passcode for the office door changed to {r.d(6)}",
 f"secret for the webhook signing is {r.s(40, URLSAFE)}",
 f"I use {pw()} as my password everywhere, bad I know",
 f"Netflix: anna.k@gmail.com {pw()}",
 f"токеном {r.s(40, URLSAFE)} авторизуемся в API склада",
 f"вот мой токен от гитхаба: ghp_{r.s(36)}",
 f"SFTP backup.acme.dev port 22 user bkp password {pw()}",
 f"admin panel: https://acme.dev/admin  login admin  pass {pw()}",
 f"Passwort für das WLAN: {pw()}",
 f"Contraseña del correo: {pw()}",
 f"mot de passe du wifi : {pw()}",
 f"PIN: {r.d(4)}",
 f"OTP seed {r.s(32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}",
 f"encryption key (AES-256, base64): {r.b64(32)}",
]
O = [
 "зашёл под своим паролем, всё работает",
 "Пароль от облака пользователь сменил вчера.",
 "Апи-ключ сервиса рассылок лежит в .env на сервере.",
 "апи ключ от openweather бесплатный, лимит 1000 запросов в день",
 "пассворд на роутере пользователь не менял с покупки",
 "логин на сайте — anna.k, пароль в менеджере паролей",
 "The passcode for the office door changes every month.",
 "Webhook signing uses HMAC-SHA256.",
 "The user uses the same password everywhere; suggest a password manager.",
 "Netflix account is shared with the user's sister.",
 "вот ссылка на токены гитхаба: https://github.com/settings/tokens",
 "SFTP backup.acme.dev port 22, key-based auth only.",
 "admin panel: https://acme.dev/admin (login via SSO)",
 "Das WLAN heißt FritzBox-7590.",
 "PIN-код от карты пользователь хранит в голове.",
 "OTP codes come via the Authy app.",
 "AES-256-GCM is used for the backups; keys live in KMS.",
 "Password policy: 12+ characters, one digit, one symbol.",
 "The user's Wi-Fi is called Dacha_2G.",
 "Wi-Fi: Dacha_2G (password on the router sticker)",
]

if __name__ == "__main__":
    write_groups("probe25d", [("dev", t) for t in S], [], [("dev", t) for t in O])
