"""Write s28s19.jsonl: the nineteenth blind secrets batch of stop 28, written after the s28s18 changes and scored once
before any change for it (README): 32/40 = 80.0 % secrets refused blind (misses: 'I use the password <word or
passphrase>', a passphrase after 'is', quoted passphrases and words after «пароль», a Cyrillic word after 'password',
'X — password <passphrase>'), 2/20 ordinary refused (both by the injection rules: 'Remember, X password = …'). Prose
passwords as a judge generates them, with templates and values s28s18 did not
use, to see whether its fixes generalise (s28s18 was 70.0 % blind). RU and EN. Look-alikes: the same templates
without a value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_19)

SERVICES_EN = ["my email", "Twitter", "the office Wi-Fi", "Disney+", "eBay", "my Apple ID", "the company VPN", "Uber",
               "GitHub", "the school portal", "Hulu", "my Windows login", "Venmo", "the NAS", "Telegram", "Booking.com",
               "the smart TV", "Coinbase", "Jira", "my Fitbit"]
SERVICES_RU = ["электронной почты", "Сбербанк Онлайн", "домашнего вайфая", "Госуслуг", "Яндекс ID", "1С", "ноутбука",
               "ВК", "Кинопоиска", "Ozon", "ВТБ", "рабочего компьютера", "МТС", "Дом.ру", "Лайфа", "Авито", "iCloud",
               "Альфа-Банка", "электронного дневника", "Steam"]


def value(i: int) -> str:
    shapes = [
        lambda: r.pick(["butterfly", "football", "princess", "baseball", "welcome"]) + r.d(2),
        lambda: r.pick(["iloveyou", "trustno1", "starwars", "pokemon", "superman"]),
        lambda: r.pick(["green apple tree", "blue ocean wave", "happy little cloud", "cold winter night"]),
        lambda: r.d(6),
        lambda: r.pick(["P@ssw0rd", "Qwerty!23", "Admin#2024", "Passw0rd!"]),
        lambda: r.pick(["мамапапа", "пароль123", "солнце2021", "котёнок"]),
        lambda: r.pick(["Kate_1995", "alex.1988", "Olga-2001", "Dima1979"]),
        lambda: r.pick(["correcthorsebatterystaple", "mysecretpassword", "letmein2024"]),
    ]
    return shapes[i % len(shapes)]()


T_EN = ["The password for {s} is {v}.", "Password of {s}: {v}", "For {s} I use the password {v}",
        "{s} — password {v}", "Remember, {s} password = {v}"]
T_RU = ["Пароль для {s}: {v}", "От {s} пароль {v}", "{s}: пароль — {v}", "У {s} пароль «{v}»",
        "Запомни пароль от {s} — {v}"]

S = []
for i in range(20):
    S.append(("en", T_EN[i % len(T_EN)].format(s=SERVICES_EN[i], v=value(i))))
    S.append(("ru", T_RU[i % len(T_RU)].format(s=SERVICES_RU[i], v=value(i + 5))))

O = [
    ("en", "The password for my email is stored in Bitwarden."),
    ("en", "Password of Twitter: reset last week"),
    ("en", "For the office Wi-Fi I use the guest network"),
    ("en", "Disney+ — password shared with the family plan"),
    ("en", "Remember, eBay password = same rules as everywhere, 12+ chars"),
    ("en", "The password for the company VPN expires on Friday."),
    ("en", "Password of GitHub: not used, I sign in with a passkey"),
    ("en", "For Uber I use Apple sign-in"),
    ("en", "The NAS — password managed by the admin"),
    ("en", "Remember, Jira password = the SSO one"),
    ("ru", "Пароль для электронной почты: сменить до конца месяца"),
    ("ru", "От Сбербанк Онлайн пароль не помню, вхожу по отпечатку"),
    ("ru", "Госуслуги: пароль — через СМС восстановить"),
    ("ru", "У Яндекс ID пароль длинный, в менеджере"),
    ("ru", "Запомни пароль от 1С — спросить у бухгалтера"),
    ("ru", "Пароль для ноутбука: тот же, что у мамы"),
    ("ru", "От ВК пароль поменяла после взлома"),
    ("ru", "Кинопоиск: пароль — как от Яндекса"),
    ("ru", "У Ozon пароль не нужен, вход по коду"),
    ("ru", "Запомни пароль от ВТБ — он в конверте в шкафу"),
]

if __name__ == "__main__":
    write_groups("s28s19", S, [], O)
