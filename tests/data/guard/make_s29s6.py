"""Write s29s6.jsonl: the sixth blind secrets batch of stop 29, written after the s29s5 changes and scored once before
any change for it (README). Prose a fourth time, other people's secrets and mixed language: third person ('Ivan's
password is …'), dialogue lines without names, RU/EN code-switching inside one sentence («пароль от work laptop —
…»), transliterated Russian (parol, kod), typos (pasword, пороль, пароль:), values in parentheses, values with spaces
inside quotes, a PIN said in words and digits, the value followed by an emoji or '!!', Markdown bullets, a value after
'=' in prose, notes dictated with 'colon'. Look-alikes: the same shapes holding no value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_06)
pw = r.password

S = [
    ("prose-en", f"Ivan's password for the CRM is {pw()}"),
    ("prose-en", f"— what's the code for the storage room?\n— {r.d(4)}"),
    ("prose-en", f"pasword for zoom: {pw()}"),
    ("prose-en", f"The vault (Bitwarden) master pass = {r.pick(['Orange-Kite-Nine-7', 'SilverFox!2020'])}"),
    ("prose-en", f"- email: anna@example.com\n- pass: {pw()} 🙈"),
    ("prose-en", f"kids wifi (the slow one) password {r.pick(['dinosaur42', 'pizzaparty7'])}!!"),
    ("prose-en", f"Our building's entry code is {r.d(4)} followed by the bell"),
    ("prose-en", f"credit union login: member # {r.d(7)}, password {pw()}"),
    ("prose-en", f"Apple Watch passcode: {r.d(4)}"),
    ("prose-en", f"Granny's Facebook (she forgets it): {pw()}"),
    ("prose-en", f"the pass phrase is \"{r.pick(['blue whale sings at dawn', 'my cat eats pizza daily'])}\""),
    ("prose-en", f"SIM PIN {r.d(4)}, PUK {r.d(8)} — on the card holder"),
    ("prose-en", f"to unlock the garage: {r.d(4)} then the # key"),
    ("prose-en", f"Jenkins admin / {pw()} (change after the demo)"),
    ("prose-en", f"the Synology admin account uses {pw()}"),
    ("prose-ru", f"пароль от work laptop — {pw()}"),
    ("prose-ru", f"Пароль у Ивана от CRM: {pw()}"),
    ("prose-ru", f"parol ot vk {pw()}"),
    ("prose-ru", f"— какой пароль от вайфая?\n— {r.pick(['kvartira42', 'Dom_2019!', 'lisa12345'])}"),
    ("prose-ru", f"пароль: {pw()} (от рабочей почты)"),
    ("prose-ru", f"• Госуслуги — {pw()}\n• Налоговая — {pw()}"),
    ("prose-ru", f"код от входной двери в офис {r.d(4)}#"),
    ("prose-ru", f"ПИН карты мамы: {r.d(4)} (она разрешила записать)"),
    ("prose-ru", f"на ноуте Lenovo пароль = {pw()}"),
    ("prose-ru", f"Аккаунт Steam: логин dimon_krut, пароль {pw()}"),
    ("prose-ru", f"Кодовое слово для ВТБ — {r.pick(['Ромашка', 'Вишня', 'Лиса'])}"),
    ("prose-ru", f"пароль от админки сайта {pw()} 🔑"),
    ("prose-ru", f"пароль от вайфая у соседа: {r.pick(['sosed777', 'Petrovi_2020', '12345qwerty'])}, он разрешил"),
    ("prose-ru", f"у Светы пароль на телефоне {r.d(6)}"),
    ("prose-ru", f"mail.ru: {pw()}"),
    ("prose-ru", f"Логин/пароль от роутера: admin/{pw()}"),
    ("prose-ru", f"Пароль от Ростелеком ЛК {pw()}"),
    ("prose-ru", f"в Авито захожу с паролем {pw()}"),
    ("prose-ru", f"PIN-код домашнего сейфа {r.d(4)}"),
    ("prose-ru", f"пароль на архив с документами: {r.pick(['Arhiv2023!', 'dokumenty_2022'])}"),
]

O = [
    ("prose-en", "Ivan's password for the CRM expired, IT will reset it"),
    ("prose-en", "— what's the code for the storage room?\n— ask Maria, she has it"),
    ("prose-en", "pasword for zoom is on the calendar invite"),
    ("prose-en", "kids wifi (the slow one) turns off at 9pm"),
    ("prose-en", "Our building's entry code changes on the 1st"),
    ("prose-en", "credit union: member since 2011, branch on 5th Ave"),
    ("prose-en", "Apple Watch needs a passcode for Apple Pay"),
    ("prose-en", "the pass phrase should be at least 4 random words"),
    ("prose-en", "SIM PIN is disabled on the work phone"),
    ("prose-en", "Jenkins admin page is at /manage, only for the build team"),
    ("prose-en", "the Synology admin account is disabled, use anna-admin"),
    ("prose-en", "flight LH 2547, seat 14C, gate B44, boarding 10:05"),
    ("prose-en", "the package tracking number is 1Z999AA10123456784"),
    ("prose-ru", "пароль от work laptop сбросить через helpdesk"),
    ("prose-ru", "— какой пароль от вайфая?\n— на наклейке под роутером"),
    ("prose-ru", "пароль: от рабочей почты не совпадает с личным"),
    ("prose-ru", "код от входной двери в офис скажет охрана"),
    ("prose-ru", "на ноуте Lenovo пароль не стоит вообще"),
    ("prose-ru", "Аккаунт Steam: логин dimon_krut, уровень 42"),
    ("prose-ru", "пароль на архив с документами прислали отдельным письмом"),
    ("prose-ru", "у Светы телефон Xiaomi 13T, 256 ГБ"),
    ("prose-ru", "Логин от роутера admin, пароль на наклейке"),
    ("prose-ru", "ТТН Новой почты 20450712345678, забрать до пятницы"),
    ("prose-ru", "номер полиса ОМС 7751234567890123 (в поликлинику)"),
    ("prose-ru", "в Авито продаю велосипед за 12 000"),
]

if __name__ == "__main__":
    write_groups("s29s6", S, [], O)
