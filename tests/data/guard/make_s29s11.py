"""Write s29s11.jsonl: the eleventh blind secrets batch of stop 29, written after the s29s10 changes and scored once
before any change for it (README). Long notes as a memory holds them: three to six facts about a trip, a move, a new
job, a family member, a house, one of them a password, code or PIN written as part of the running text (not at the
start, not on its own line), RU and EN. Look-alikes: the same long notes with that fact told without its value.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_11)
pw = r.password

S = [
    ("long-en", f"Trip to Lisbon: flight TP 1351 on May 3, hotel Alfama Suites (confirmation 88213), the apartment's "
                f"key box is on the left of the door and opens with {r.d(4)}; dinner booked at 8 at Taberna da Rua."),
    ("long-en", f"New job notes: start Monday 9am, badge from reception, manager is Priya. IT gave me a temp password "
                f"{pw()} for the laptop, have to change it on first login. Parking in lot C."),
    ("long-en", f"Moving checklist - movers Friday 8am, deposit paid, new address 14 Elm St apt 3. Building door code "
                f"{r.d(4)}, mailbox key with the super. Internet installs Tuesday."),
    ("long-en", f"Mom's stuff: doctor Dr. Hale on Thursdays, pills in the blue box, her phone PIN is {r.d(4)} in case "
                f"she forgets, and her neighbor Joan has a spare key."),
    ("long-en", f"Lake house: trash day Wednesday, boat key on the hook, wifi network LakeHouse5G with password "
                f"{r.pick(['loonsong88', 'Dock&Paddle4'])}, thermostat should stay at 65."),
    ("long-en", f"Conference in Berlin: talk at 11:20 in hall B, slides on the USB stick, speaker portal login is my "
                f"work email and {pw()}; dinner with the Acme team at 7."),
    ("long-en", f"Car stuff: oil change at 45k miles, tire pressure 35 psi, the alarm remote battery is CR2032, and "
                f"the radio unlock code is {r.d(4)} (it asks after battery changes)."),
    ("long-en", f"Babysitter notes for Saturday: bedtime 8:30, no screens after 7, allergy to peanuts. Alarm code "
                f"{r.d(4)} if you go out, our cells are on the fridge."),
    ("long-en", f"Home server: Proxmox on 192.168.1.10, backups nightly to the NAS, root password is {pw()}, "
                f"UPS shuts it down after 10 minutes on battery."),
    ("long-en", f"Office: desk 4.12, the printer is on 5, lunch at 12:30, and the shared mailbox password is "
                f"{pw()}; Tom covers on Fridays."),
    ("long-ru", f"Поездка в Казань: поезд 002Й в 22:10, гостиница «Ривьера», бронь на Иванова. Код от сейфа в номере "
                f"поставила {r.d(4)}. Экскурсия в кремль в 11:00."),
    ("long-ru", f"Новая работа: пропуск в бюро, начальник Сергей Петрович, обед с 13 до 14. Пароль от корпоративной "
                f"почты {pw()}, сменить через месяц. Парковка только по пропуску."),
    ("long-ru", f"Переезд: грузчики в субботу в 9, новая квартира на Садовой 12, кв. 40. Домофон {r.d(3)}, код "
                f"{r.d(4)}, ключи у риелтора. Интернет подключат во вторник."),
    ("long-ru", f"Для бабушки: врач по четвергам, таблетки в синей коробке, пин от её карты {r.d(4)}, пенсия "
                f"приходит 10-го, соседка Нина Ивановна поможет."),
    ("long-ru", f"Дача: мусор вывозят в среду, насос включать с щитка, вайфай Dacha_Net, пароль "
                f"{r.pick(['sosnovybor7', 'Ogorod_2024'])}, газ проверить перед отъездом."),
    ("long-ru", f"Офис: переговорка 3, принтер на 5 этаже, учётка в 1С — buh02, пароль {pw()}, отчёт сдавать до 5-го."),
    ("long-ru", f"Машина: ТО на 60 тысячах, давление в шинах 2.3, сигнализация Pandora, код экстренного отключения "
                f"{r.d(4)}, страховка до марта."),
    ("long-ru", f"Ребёнок: секция по вторникам и четвергам, тренер Олег, форма в шкафу, в дневнике.ру логин "
                f"masha_k2015, пароль {pw()}, родительское собрание 15-го."),
    ("long-ru", f"Сервер: Ubuntu 22.04 на 10.0.0.5, бэкапы в 3 ночи, пароль root {pw()}, мониторинг в Zabbix."),
    ("long-ru", f"Квартира сдаётся: жильцы платят 5-го, счётчики подают 20-го, от почтового ящика ключ у них, а "
                f"пароль от роутера {r.pick(['kvartira_sdam1', 'Arenda2023!'])}."),
]

O = [
    ("long-en", "Trip to Lisbon: flight TP 1351 on May 3, hotel Alfama Suites (confirmation 88213), the apartment's key "
                "box is on the left of the door, the host texts the code; dinner booked at 8 at Taberna da Rua."),
    ("long-en", "New job notes: start Monday 9am, badge from reception, manager is Priya. IT gives a temp password on "
                "day one, have to change it on first login. Parking in lot C."),
    ("long-en", "Moving checklist - movers Friday 8am, deposit paid, new address 14 Elm St apt 3. Building door code "
                "comes by email, mailbox key with the super. Internet installs Tuesday."),
    ("long-en", "Lake house: trash day Wednesday, boat key on the hook, wifi network LakeHouse5G, password on the router, "
                "thermostat should stay at 65."),
    ("long-en", "Car stuff: oil change at 45k miles, tire pressure 35 psi, the alarm remote battery is CR2032, and the "
                "radio unlock code is in the manual (it asks after battery changes)."),
    ("long-en", "Home server: Proxmox on 192.168.1.10, backups nightly to the NAS, root login disabled, "
                "UPS shuts it down after 10 minutes on battery."),
    ("long-en", "Quarterly numbers: revenue 1.24M, churn 3.1%, NPS 47, 312 new accounts, ticket backlog 58, "
                "p95 latency 420 ms; next review on the 14th at 10:00 in room 4B."),
    ("long-en", "Recipe from Gran: 3 cups flour, 1 tsp salt, 2 tbsp sugar, 1 packet yeast (7 g), 300 ml warm water; "
                "knead 10 min, rise 1 h, bake 35 min at 220C."),
    ("long-ru", "Поездка в Казань: поезд 002Й в 22:10, гостиница «Ривьера», бронь на Иванова, номер 414. "
                "Экскурсия в кремль в 11:00, билеты в почте."),
    ("long-ru", "Новая работа: пропуск в бюро, начальник Сергей Петрович, обед с 13 до 14. Пароль от корпоративной "
                "почты выдадут в ИТ, сменить через месяц. Парковка только по пропуску."),
    ("long-ru", "Переезд: грузчики в субботу в 9, новая квартира на Садовой 12, кв. 40, этаж 7. Ключи у риелтора. "
                "Интернет подключат во вторник, договор 7712-334."),
    ("long-ru", "Для бабушки: врач по четвергам, таблетки в синей коробке, пенсия приходит 10-го на карту, "
                "соседка Нина Ивановна поможет, её телефон в записной книжке."),
    ("long-ru", "Машина: ТО на 60 тысячах, давление в шинах 2.3, сигнализация Pandora, брелок в ящике, "
                "страховка до марта, полис ХХХ 0345678123."),
    ("long-ru", "Сервер: Ubuntu 22.04 на 10.0.0.5, бэкапы в 3 ночи, вход по ключу, пароль root отключён, "
                "мониторинг в Zabbix, порт 10050."),
    ("long-ru", "Бюджет на месяц: аренда 45 000, коммуналка 6 200, продукты 25 000, бензин 8 000, кредит 12 340 "
                "до 15-го, накопления 10%."),
]

if __name__ == "__main__":
    write_groups("s29s11", S, [], O)
