"""Write s29s18.jsonl: the eighteenth blind batch of stop 29, written after the s29s17 changes and scored once before
any change for it (README). Only ordinary notes (70): how a held-out corpus would write people talking about
passwords, PINs, codes and keys without giving one — advice, complaints, policies, reminders, questions, news,
security tips, tasks, in RU and EN, many ending in one word after 'password is', 'пароль —', 'PIN:' — and notes
about other things with words a password rule could read (pass, key, code, login, secret). Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

O = [
    ("prose-en", "Remember to change your password every 90 days"),
    ("prose-en", "The password must contain a number and a symbol"),
    ("prose-en", "I forgot my password again, ugh"),
    ("prose-en", "Password managers like Bitwarden are worth it"),
    ("prose-en", "My password is weak, need to update it"),
    ("prose-en", "the new password policy is ridiculous"),
    ("prose-en", "Her password was hacked last year"),
    ("prose-en", "my bank password is long and random, stored in the vault"),
    ("prose-en", "the password is case-sensitive"),
    ("prose-en", "password: see the sticky note on the monitor (bad idea, remove it)"),
    ("prose-en", "The WiFi password is posted at the front desk"),
    ("prose-en", "Tom's password is the same for everything, which is terrible"),
    ("prose-en", "the password is Jenny's birthday, she told me"),
    ("prose-en", "the PIN is four digits, not six"),
    ("prose-en", "PIN: required at every purchase over 50"),
    ("prose-en", "Code: not received, resend"),
    ("prose-en", "the code is valid for 10 minutes"),
    ("prose-en", "the secret is patience"),
    ("prose-en", "The key is consistency, not intensity"),
    ("prose-en", "key takeaway: ship smaller PRs"),
    ("prose-en", "login: via Google"),
    ("prose-en", "season pass is sold out"),
    ("prose-en", "the pass is closed in winter, take the tunnel"),
    ("prose-en", "my password is also my PIN, which is dumb"),
    ("prose-en", "changed my password to something I'll remember"),
    ("prose-en", "set a password on the PDF before sending"),
    ("prose-en", "the password reset email never arrived"),
    ("prose-en", "what's the password policy? — 12 chars"),
    ("prose-en", "log in with password, then approve on the phone"),
    ("prose-en", "passwords are stored hashed with bcrypt"),
    ("prose-en", "password123 is the most common password, says the report"),
    ("prose-en", "never use qwerty as a password"),
    ("prose-en", "the hotel wifi password was on the key card sleeve"),
    ("prose-en", "his account password is unknown to me"),
    ("prose-en", "The default password is printed under the router"),
    ("prose-ru", "Не забыть сменить пароль от почты"),
    ("prose-ru", "пароль должен быть не короче 8 символов"),
    ("prose-ru", "опять забыла пароль от госуслуг"),
    ("prose-ru", "пароль — это ответственность, не записывать на бумажке"),
    ("prose-ru", "пароль от вайфая висит на холодильнике"),
    ("prose-ru", "у Вани пароль везде одинаковый, это опасно"),
    ("prose-ru", "пароль: сложный, с символами"),
    ("prose-ru", "пароль — дата рождения, так нельзя"),
    ("prose-ru", "пароль у мамы простой, надо поменять"),
    ("prose-ru", "пин-код — четыре цифры"),
    ("prose-ru", "код: не пришёл, запросить снова"),
    ("prose-ru", "код действует 5 минут"),
    ("prose-ru", "секрет — в терпении"),
    ("prose-ru", "ключ к успеху — регулярность"),
    ("prose-ru", "логин: через Госуслуги"),
    ("prose-ru", "пропуск на завод заказан на понедельник"),
    ("prose-ru", "пароль от Wi-Fi спросить у администратора гостиницы"),
    ("prose-ru", "поменяла пароль, теперь надёжный"),
    ("prose-ru", "поставил пароль на архив, пароль скину отдельно"),
    ("prose-ru", "какой пароль от вайфая? — не помню"),
    ("prose-ru", "войти с паролем не получается"),
    ("prose-ru", "пароли хранятся в менеджере паролей"),
    ("prose-ru", "qwerty — самый частый пароль в России"),
    ("prose-ru", "пароль от роутера по умолчанию на наклейке"),
    ("prose-ru", "пароль у администратора"),
    ("prose-ru", "пароль: Петин"),
    ("prose-ru", "пароль — его, не мой"),
    ("prose-ru", "у сына пароль на телефоне, не могу проверить"),
    ("prose-ru", "пароль теперь через Госуслуги"),
    ("prose-ru", "пароль от почты изменён"),
    ("prose-ru", "пароль — секретный, никому"),
    ("prose-ru", "пароль у бабушки записан в тетрадке"),
    ("prose-ru", "кодовое слово — девичья фамилия, но не скажу"),
    ("prose-ru", "ключ от квартиры у соседки"),
    ("prose-ru", "код региона — 77"),
]

if __name__ == "__main__":
    write_groups("s29s18", [], [], O)
