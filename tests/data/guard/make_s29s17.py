"""Write s29s17.jsonl: the seventeenth blind secrets batch of stop 29, written after the s29s16 changes and scored once
before any change for it (README). Weighted to look-alikes of the stop's new prose rules (60 ordinary, 15 secrets):
people talking about passwords, PINs and codes with one plain word after 'password is', 'пароль —', 'set … to',
'… is what I use for', a question and its answer, 'with password', 'у меня', emoji, lists — words that say what a
password is like, where it is, who has it, what happened to it; among them 15 secrets written the same way.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

S = [
    ("prose-en", "the guest wifi password is sandcastle"),
    ("prose-en", "Mom's Facebook password: gardenia"),
    ("prose-en", "set the garage opener password to woodpecker"),
    ("prose-en", "the Plex password? moviebuff"),
    ("prose-en", "Netflix — password is popcorn, profile Kids"),
    ("prose-en", "log in with password oceanbreeze"),
    ("prose-en", "my Roku PIN's 7745"),
    ("prose-en", "the Dropbox password is now cinnamon"),
    ("prose-ru", "пароль от вайфая у тёщи — ежевика"),
    ("prose-ru", "пароль на ноуте у сына — майнкрафт"),
    ("prose-ru", "поставила пароль на телефон дочке снежинка"),
    ("prose-ru", "какой пароль от Окко? — попкорн"),
    ("prose-ru", "пароль у папы везде Волга"),
    ("prose-ru", "от Дом.ру пароль: самовар"),
    ("prose-ru", "пароль от Wi-Fi на даче: огурчик"),
]

O = [
    ("prose-en", "the guest wifi password is printed on the card"),
    ("prose-en", "the guest wifi password is different this week"),
    ("prose-en", "Mom's Facebook password: she reset it again"),
    ("prose-en", "Mom's Facebook password: unknown"),
    ("prose-en", "set the garage opener password to something new"),
    ("prose-en", "the Plex password? no idea"),
    ("prose-en", "Netflix — password is shared with the family"),
    ("prose-en", "log in with password or Face ID"),
    ("prose-en", "log in with password reset link"),
    ("prose-en", "my Roku PIN's on the fridge"),
    ("prose-en", "the Dropbox password is now stronger"),
    ("prose-en", "the Dropbox password is now managed by IT"),
    ("prose-en", "the password is Kevin's, not mine"),
    ("prose-en", "the password is Apple's problem now"),
    ("prose-en", "the password is biometric on the new phone"),
    ("prose-en", "the password was leaked, change it"),
    ("prose-en", "password: TBD"),
    ("prose-en", "password: N/A"),
    ("prose-en", "password: ask"),
    ("prose-en", "the password is somewhere in Slack"),
    ("prose-en", "the password is whatever you set"),
    ("prose-en", "my password is mine, don't ask"),
    ("prose-en", "the password is fine as is"),
    ("prose-en", "The password hint is cheese"),
    ("prose-en", "password strength: medium"),
    ("prose-en", "password change: quarterly"),
    ("prose-en", "the admin password is Bob's responsibility"),
    ("prose-en", "what's the password? — dunno"),
    ("prose-en", "what's the Wi-Fi? — same as home"),
    ("prose-en", "Chrome is what I use for the bank account"),
    ("prose-en", "Firefox works for both Wi-Fi networks' captive portals"),
    ("prose-en", "🔑 Amazon: renew Prime"),
    ("prose-en", "Passwords for the kids: Tom - none, Ella - pending"),
    ("prose-en", "username jsmith, password expired"),
    ("prose-ru", "пароль от вайфая у тёщи — на роутере"),
    ("prose-ru", "пароль от вайфая у тёщи — такой же"),
    ("prose-ru", "пароль на ноуте у сына — графический ключ"),
    ("prose-ru", "поставила пароль на телефон дочке, чтобы не играла"),
    ("prose-ru", "какой пароль от Окко? — не знаю"),
    ("prose-ru", "пароль у папы везде одинаковый"),
    ("prose-ru", "от Дом.ру пароль: сбросили"),
    ("prose-ru", "пароль от Wi-Fi на даче: нет"),
    ("prose-ru", "пароль: по умолчанию"),
    ("prose-ru", "пароль — проблема"),
    ("prose-ru", "пароль — ерунда, главное логин"),
    ("prose-ru", "пароль: спросить"),
    ("prose-ru", "пароль теперь Сбер ID"),
    ("prose-ru", "пароль у Маши"),
    ("prose-ru", "пароль у бухгалтера в сейфе"),
    ("prose-ru", "пароль от почты — тот же, что и раньше"),
    ("prose-ru", "пароль: отпечаток пальца"),
    ("prose-ru", "пароль — обычный, цифры"),
    ("prose-ru", "поменял пароль в Сбере на более длинный"),
    ("prose-ru", "поставил пароль на вайфай наконец-то"),
    ("prose-ru", "📌 Пароли:\n— почта: в менеджере\n— банк: у жены"),
    ("prose-ru", "Пароли: почта — помню, банк — по смс"),
    ("prose-ru", "🔐 Госуслуги: через Сбер"),
    ("prose-ru", "логин petrov, пароль сброшен"),
    ("prose-ru", "kotik — это кличка кота, не пароль"),
    ("prose-ru", "пароль на вход в приложение банка — отпечаток"),
]

if __name__ == "__main__":
    write_groups("s29s17", S, [], O)
