"""Write s28s18.jsonl: the eighteenth blind secrets batch of stop 28, written after the s28s17 changes and scored once
before any change for it (README): 28/40 = 70.0 % secrets refused blind (misses: small-letter words and
passphrases with spaces after 'password:' or «пароль —», a value given first and named after — '38137618 is my Amazon
password', «letmeinplease — это пароль от Авито» —, 'I log into X with <word>'), 0/20 ordinary refused. Prose passwords as a judge would generate them — "my password for X is Y",
«пароль от X: Y», "Y is my X password", «я использую пароль Y для X» — over many services, with values of every shape a
person picks: word+digits, capitalised with a symbol, digits only, all small letters, a passphrase with spaces, a
Cyrillic password, a keyboard walk, a name and a date. Look-alikes: the same templates with no value or a non-value.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_18)

SERVICES_EN = ["Gmail", "Netflix", "Amazon", "Facebook", "the bank app", "Steam", "Spotify", "my work laptop", "iCloud",
               "LinkedIn", "PayPal", "the home router", "Instagram", "Dropbox", "Zoom", "the VPN", "Outlook", "Xbox",
               "Slack", "Reddit"]
SERVICES_RU = ["почты", "ВКонтакте", "Госуслуг", "Сбербанка", "ноутбука", "вайфая", "Яндекса", "Озона", "Авито", "Стима",
               "Телеграма", "Тинькофф", "роутера", "Одноклассников", "школьного дневника", "компьютера", "Mail.ru",
               "Wildberries", "Кинопоиска", "рабочей учётки"]


def value(i: int) -> str:
    shapes = [
        lambda: r.pick(["sunshine", "dragon", "monkey", "shadow", "master"]) + r.d(3),
        lambda: r.pick(["Summer", "Winter", "Autumn"]) + r.pick(["!", "#", "@"]) + r.d(4),
        lambda: r.d(8),
        lambda: r.pick(["bluebirdsing", "ilovemycat", "letmeinplease", "qwertyuiop"]),
        lambda: r.pick(["correct horse battery staple", "purple monkey dishwasher", "the quick brown fox"]),
        lambda: r.pick(["Солнышко2020", "котик123", "ЗайкаМоя7"]),
        lambda: r.pick(["1qaz2wsx3edc", "zaq12wsx", "qazwsx123"]),
        lambda: r.pick(["Anna1987", "Ivan05.03.1990", "Masha_2012"]),
    ]
    return shapes[i % len(shapes)]()


T_EN = ["My password for {s} is {v}", "The password to my {s} account is {v}", "{v} is my {s} password",
        "{s} password: {v}", "I log into {s} with {v}"]
T_RU = ["Мой пароль от {s}: {v}", "Пароль от {s} — {v}", "Я использую пароль {v} для {s}", "{v} — это пароль от {s}",
        "пароль от {s} {v}"]

S = []
for i in range(20):
    S.append(("en", T_EN[i % len(T_EN)].format(s=SERVICES_EN[i], v=value(i))))
    S.append(("ru", T_RU[i % len(T_RU)].format(s=SERVICES_RU[i], v=value(i + 3))))

O = [
    ("en", "My password for Gmail is saved in Chrome"),
    ("en", "The password to my Netflix account is shared with my sister"),
    ("en", "Strong is my Steam password, 20 characters"),
    ("en", "Spotify password: reset via email"),
    ("en", "I log into Amazon with Face ID"),
    ("en", "My password for the bank app is the one with the dog's name"),
    ("en", "The password to my work laptop is changed every 90 days"),
    ("en", "iCloud password: the same as the Apple ID"),
    ("en", "I log into Zoom with Google"),
    ("en", "My password for Reddit is too short, change it"),
    ("ru", "Мой пароль от почты: сменить до пятницы"),
    ("ru", "Пароль от ВКонтакте — у мамы в блокноте"),
    ("ru", "Я использую пароль из менеджера для Госуслуг"),
    ("ru", "Надёжный — это пароль от Сбербанка, остальные слабые"),
    ("ru", "пароль от ноутбука забыл, сбросил через учётку Microsoft"),
    ("ru", "Мой пароль от вайфая: на наклейке роутера"),
    ("ru", "Пароль от Яндекса — тот же, что от почты"),
    ("ru", "Я использую пароль с цифрами и символами для Озона"),
    ("ru", "пароль от Стима сменил после взлома"),
    ("ru", "Пароль от школьного дневника выдаёт классный руководитель"),
]

if __name__ == "__main__":
    write_groups("s28s18", S, [], O)
