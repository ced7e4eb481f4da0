"""Write s29s23.jsonl: the twenty-third blind secrets batch of stop 29, written after the s29s22 changes and scored once
before any change for it (README). A last generalisation check of the prose family in templates no batch used:
"Here's my X password: Y", "Just so you know, the Y code is N", "In case I forget: X = Y", "for the record, …",
"Y is the PIN for X", «Если что, пароль от X: Y», «На всякий случай: X — Y», «Пароль от X я поменял, теперь Y»,
«Запиши: логин X, пароль Y», «X: пин N», with values of every shape. Look-alikes: the same templates without a value.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

S = [
    ("prose-en", "Here's my Instagram password: Sunset#Beach21"),
    ("prose-en", "Just so you know, the garage code is 8046"),
    ("prose-en", "In case I forget: Dropbox = blueberry.muffin"),
    ("prose-en", "for the record, the alarm PIN is 6260"),
    ("prose-en", "7713 is the PIN for the shed padlock"),
    ("prose-en", "Here's the login for the kids' Minecraft: creeper_kid / Diamond99"),
    ("prose-en", "FYI the password on the old laptop was jellybean"),
    ("prose-en", "If anyone asks, the Wi-Fi password is Maple&Oak5"),
    ("prose-en", "Writing this down: bank app PIN 314159"),
    ("prose-en", "The combination is 24-7-36"),
    ("prose-en", "Hint to self — Amazon pw is the dog's name + 2019: Rocky2019"),
    ("prose-en", "Work laptop: user j.doe, password Summer#2025!"),
    ("prose-en", "The door PIN at the new office: 5591"),
    ("prose-en", "heads up, new Netflix password is couchpotato"),
    ("prose-en", "Our Disney account password — FrozenElsa2!"),
    ("prose-ru", "Если что, пароль от почты: Lastochka_88"),
    ("prose-ru", "На всякий случай: Госуслуги — Gos_2025!"),
    ("prose-ru", "Пароль от роутера я поменял, теперь Router#Dom5"),
    ("prose-ru", "Запиши: логин ivanova_m, пароль Masha2016"),
    ("prose-ru", "Сбер: пин 4028"),
    ("prose-ru", "Для справки: код от подъезда 2791"),
    ("prose-ru", "Кстати, пароль от вайфая у нас теперь medvedi"),
    ("prose-ru", "Напоминаю себе: пароль от Озона — ozon_shopper7"),
    ("prose-ru", "от домашнего компа пароль Kot_Vasya"),
    ("prose-ru", "ключ от вайфая в офисе: Office#2025"),
    ("prose-ru", "Код сейфа поменяли на 3017"),
    ("prose-ru", "пароль на ноуте дочки — пони"),
    ("prose-ru", "Вот мой пароль от ВК: Vkontakte!99"),
    ("prose-ru", "Пин-код для домофона на даче 5566"),
    ("prose-ru", "На всякий: пароль администратора сайта — Sait_Admin_1"),
]

O = [
    ("prose-en", "Here's my Instagram handle: @sunset.beach"),
    ("prose-en", "Just so you know, the garage code changes monthly"),
    ("prose-en", "In case I forget: Dropbox renews on May 3"),
    ("prose-en", "for the record, the alarm PIN was reset by the installer"),
    ("prose-en", "FYI the password on the old laptop was never set"),
    ("prose-en", "If anyone asks, the Wi-Fi password is on the router"),
    ("prose-en", "Writing this down: bank app needs an update"),
    ("prose-en", "Hint to self — Amazon pw is in the password manager"),
    ("prose-en", "heads up, new Netflix password coming soon"),
    ("prose-en", "The door PIN at the new office comes with the badge"),
    ("prose-ru", "Если что, пароль от почты у Маши"),
    ("prose-ru", "На всякий случай: Госуслуги — через Сбер ID"),
    ("prose-ru", "Пароль от роутера я поменял, старый не работает"),
    ("prose-ru", "Запиши: логин ivanova_m, пароль пришлю в смс"),
    ("prose-ru", "Для справки: код от подъезда у консьержа"),
    ("prose-ru", "Кстати, пароль от вайфая у нас теперь другой"),
    ("prose-ru", "Код сейфа поменяли на прошлой неделе"),
    ("prose-ru", "пароль на ноуте дочки — графический"),
    ("prose-ru", "Пин-код для домофона на даче не нужен, ключ-таблетка"),
    ("prose-ru", "На всякий: пароль администратора сайта в KeePass"),
]

if __name__ == "__main__":
    write_groups("s29s23", S, [], O)
