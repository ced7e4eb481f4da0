"""Write s29s7.jsonl: the seventh blind secrets batch of stop 29, written after the s29s6 changes and scored once
before any change for it (README). Weighted to everyday look-alikes (60 ordinary, 15 secrets): notes full of numbers
and short codes that are not secrets — flight, train, order, tracking, booking, room, table, seat, gate, platform,
invoice, policy, account-for-payments, tax, VIN, serial, model, SKU, coupon, promo, gift card shown as spent, PNR,
Wi-Fi network names, version strings, hashes, colour codes, times, prices, recipes, sports scores, postcodes,
phone-like numbers; and people talking about passwords and codes — among 15 secrets written the same way.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_07)
pw = r.password

S = [
    ("prose-en", f"booking ref K7Q2PZ, and the hotel safe code I set is {r.d(4)}"),
    ("prose-en", f"Flight AA 1294 tomorrow; the Uber account password is {pw()}"),
    ("prose-en", f"Order #{r.d(8)} arrived. New Amazon password: {pw()}"),
    ("prose-en", f"Room 512 — door code {r.d(4)}*"),
    ("prose-en", f"VIN 1HGCM82633A004352, car app PIN {r.d(4)}"),
    ("prose-en", f"table 7 at 8pm; wifi at the restaurant: {r.pick(['bistro2024!', 'LaCasa_guest1'])}"),
    ("prose-en", f"Invoice 2024-0815 paid. QuickBooks login pw {pw()}"),
    ("prose-ru", f"рейс SU 1124, место 17A; пароль от личного кабинета Аэрофлота {pw()}"),
    ("prose-ru", f"заказ 45821937 на WB, код получения {r.d(4)}"),
    ("prose-ru", f"кв. 48, этаж 6, домофон {r.d(2)}К{r.d(4)}"),
    ("prose-ru", f"полис ОСАГО ХХХ 0123456789; пароль от Ингосстраха {pw()}"),
    ("prose-ru", f"Гостиница «Космос», номер 1208, сейф открывается кодом {r.d(4)}"),
    ("prose-ru", f"поезд 092М, вагон 11; приложение РЖД — пароль {pw()}"),
    ("prose-ru", f"ИНН 7707083893, пароль от ЛК налогоплательщика {pw()}"),
    ("prose-ru", f"промокод SALE20 не сработал, а пароль от Самоката {pw()}"),
]

O = [
    ("prose-en", "booking ref K7Q2PZ, check-in opens 24h before"),
    ("prose-en", "Flight AA 1294 tomorrow at 6:40, terminal 8"),
    ("prose-en", "Order #11408325 arrived, the box was damaged"),
    ("prose-en", "Room 512, late checkout until 1pm approved"),
    ("prose-en", "VIN 1HGCM82633A004352 for the insurance form"),
    ("prose-en", "table 7 at 8pm, ask for Marco"),
    ("prose-en", "Invoice 2024-0815 paid via ACH on 08/15"),
    ("prose-en", "tracking 9400111899223197428490 (USPS)"),
    ("prose-en", "serial number C02XK1JHJG5J on the MacBook"),
    ("prose-en", "model WH-1000XM5, SKU 6505727"),
    ("prose-en", "coupon code SAVE15 expired yesterday"),
    ("prose-en", "gift card balance $0.00, used it all on books"),
    ("prose-en", "Wi-Fi network name is Starbucks WiFi, no password needed"),
    ("prose-en", "bump numpy to 1.26.4 and pandas to 2.2.1"),
    ("prose-en", "sha1 of the file: 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12"),
    ("prose-en", "brand colors: #1E90FF and #FF6347"),
    ("prose-en", "meeting moved from 10:30 to 14:15"),
    ("prose-en", "Lakers won 112-104, LeBron had 31"),
    ("prose-en", "postcode SW1A 1AA, flat 3B"),
    ("prose-en", "call the clinic at +44 20 7946 0958 to rebook"),
    ("prose-en", "the recipe: 200g flour, 2 eggs, 250ml milk, bake at 180C for 25 min"),
    ("prose-en", "my password manager suggested a 20-character password, I took it"),
    ("prose-en", "don't write the door code in the group chat"),
    ("prose-en", "she asked for the wifi password but I told her to ask Tom"),
    ("prose-en", "PIN reset letter comes in 5-7 business days"),
    ("prose-en", "the safe code is the same as last year's, ask Dad"),
    ("prose-en", "Gate B12, boarding group 3, seat 22F"),
    ("prose-en", "policy number PLC-4471-2209 for the claim"),
    ("prose-en", "the alarm code must be entered within 30 seconds"),
    ("prose-en", "bank routing number 021000021 is public, it's Chase's"),
    ("prose-ru", "рейс SU 1124, место 17A, вылет 07:10"),
    ("prose-ru", "заказ 45821937 на WB, пункт выдачи на Ленина 5"),
    ("prose-ru", "кв. 48, этаж 6, подъезд 2"),
    ("prose-ru", "полис ОСАГО ХХХ 0123456789 действует до 12.2025"),
    ("prose-ru", "Гостиница «Космос», номер 1208, завтрак с 7 до 10"),
    ("prose-ru", "поезд 092М, вагон 11, место 34, отправление 23:40"),
    ("prose-ru", "ИНН 7707083893 указать в заявлении"),
    ("prose-ru", "промокод SALE20 даёт скидку 20%"),
    ("prose-ru", "СНИЛС 112-233-445 95 для справки"),
    ("prose-ru", "трек-номер RA644000001RU, посылка в Москве"),
    ("prose-ru", "серийный номер холодильника 8401236572"),
    ("prose-ru", "версия прошивки роутера 3.0.0.4.386_51665"),
    ("prose-ru", "счёт на оплату №318 от 14.03 на 12 450 руб."),
    ("prose-ru", "счёт для перевода 40817810099910004312 (Сбер)"),
    ("prose-ru", "БИК 044525225, корр. счёт 30101810400000000225"),
    ("prose-ru", "пароль от вайфая спросить у администратора"),
    ("prose-ru", "код от домофона не сообщать курьерам"),
    ("prose-ru", "пин-код карты менять раз в год"),
    ("prose-ru", "кодовое слово в банке знает только муж"),
    ("prose-ru", "пароль должен содержать заглавную букву и цифру"),
    ("prose-ru", "счёт матча 3:1, гол на 89-й минуте"),
    ("prose-ru", "давление 120/80, пульс 72"),
    ("prose-ru", "температура 37.2, выпить нурофен 200 мг"),
    ("prose-ru", "индекс 101000, Москва, Мясницкая 26"),
    ("prose-ru", "номер телефона офиса 8 (495) 123-45-67"),
    ("prose-ru", "код региона 77, номер машины А123ВС"),
    ("prose-ru", "артикул на Озоне 1234567890, размер 42"),
    ("prose-ru", "модель ноутбука Lenovo ThinkPad T14 Gen 3"),
    ("prose-ru", "код ошибки 0x80070005 при обновлении Windows"),
    ("prose-ru", "код ОКВЭД 62.01 для ИП"),
]

if __name__ == "__main__":
    write_groups("s29s7", S, [], O)
