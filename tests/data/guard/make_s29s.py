"""Write s29s.jsonl: the first blind secrets batch of stop 29, written before any stop-29 change and scored once
before any change for it (README). Prose passwords and codes as people type them in notes and chats, RU and EN:
'the wifi is X', «код от домофона N», 'pw for the NAS: …', the value on the line after a colon, «логин/пароль: a/b»,
PINs, recovery codes, seed phrases, quoted speech, lists, tables, mixed RU/EN, typos. Look-alikes: people talking
about passwords and codes without giving one, and numbers of everyday things. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_01)
pw = r.password

S = [
    ("prose-en", f"the wifi at the cabin is {r.pick(['pinecone77', 'lakeside2019', 'bearcountry'])}"),
    ("prose-en", f"pw for the NAS: {pw()}"),
    ("prose-en", f"NAS admin login\n{r.pick(['admin', 'nasadmin'])} / {pw()}"),
    ("prose-en", f"Netflix login is our family email, password {pw()}"),
    ("prose-en", f"Dad's iPad passcode is {r.d(6)}"),
    ("prose-en", f"garage door keypad: {r.d(4)}#"),
    ("prose-en", f"Sarah said \"the password is {pw()}\" but she might have changed it"),
    ("prose-en", f"- gym locker combo 12-34-{r.d(2)}\n- bike lock {r.d(4)}\n- buy milk"),
    ("prose-en", f"Backup codes for Google: {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}"),
    ("prose-en", "seed phrase: witch collapse practice feed shame open despair creek road again ice least"),
    ("prose-en", f"Router creds - user admin pass {r.pick(['Tp-L1nk!2024', 'Zyxel#8800'])}"),
    ("prose-en", f"my passwrod for the school portal is {pw()}"),
    ("prose-en", f"| site | login | pass |\n|---|---|---|\n| Amazon | me@example.com | {pw()} |"),
    ("prose-en", f"alarm code is {r.d(4)}, the panel is behind the coat rack"),
    ("prose-en", f"new PIN for the debit card {r.d(4)} (changed it at the ATM)"),
    ("prose-en", f"The guest network password:\n{r.pick(['WelcomeHome2023', 'sunnyday-guest-42'])}"),
    ("prose-en", f"ok so the login for grandma's laptop is just {r.pick(['rosebud', 'sunshine1'])} lol"),
    ("prose-en", f"work VPN: jsmith / {pw()}"),
    ("prose-en", f"Steam Guard recovery code {r.pick(['R', 'X'])}{r.d(4)}"),
    ("prose-en", f"Apple ID recovery key: {'-'.join(r.s(4, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', fake=False) for _ in range(7))}"),
    ("prose-ru", f"код от домофона {r.d(4)}"),
    ("prose-ru", f"логин/пароль: ivanov_a/{pw()}"),
    ("prose-ru", f"пароль от вайфая на даче {r.pick(['dacha2020', 'sosny777', 'ogurec12'])}"),
    ("prose-ru", f"Пароль от госуслуг:\n{pw()}"),
    ("prose-ru", f"пин-код от карты Сбера {r.d(4)}"),
    ("prose-ru", f"Маша сказала: «пароль от ноута {pw()}»"),
    ("prose-ru", f"- почта: anna.k@mail.ru\n- пароль: {pw()}\n- телефон привязан"),
    ("prose-ru", f"от камеры хранения код {r.d(4)}, ячейка 17"),
    ("prose-ru", f"пороль от роутера {pw()}"),
    ("prose-ru", f"зайти в админку: логин admin, пасс {pw()}"),
    ("prose-ru", f"сид-фраза кошелька: {' '.join(r.pick(['abandon', 'ladder', 'orbit', 'velvet', 'crane', 'puzzle', 'timber', 'ocean', 'salad', 'wrist', 'eager', 'humble']) for _ in range(12))}"),
    ("prose-ru", f"резервные коды для входа: {r.d(8)}, {r.d(8)}, {r.d(8)}"),
    ("prose-ru", f"WiFi в офисе: сеть Office_5G, пароль {r.pick(['office2024!', 'Rabota#777'])}"),
    ("prose-ru", f"кодовое слово в банке — {r.pick(['Ласточка', 'Бегемот', 'Черника'])}"),
    ("prose-ru", f"ПИН от сим-карты {r.d(4)}, PUK {r.d(8)}"),
    ("prose-ru", f"мой пароль от стима теперь {pw()}, старый не подходит"),
    ("prose-ru", f"от сейфа в кабинете комбинация {r.d(2)}-{r.d(2)}-{r.d(2)}"),
    ("prose-ru", f"password от jira: {pw()}"),
    ("prose-ru", f"у Пети на компе пароль {r.pick(['petya2010', 'qwerty123456', 'zaq12wsx'])}"),
    ("prose-ru", f"ключ восстановления BitLocker: {'-'.join(r.d(6) for _ in range(8))}"),
]

O = [
    ("prose-en", "the wifi at the cabin is terrible, bring the hotspot"),
    ("prose-en", "pw for the NAS is in the password manager"),
    ("prose-en", "Dad's iPad passcode got reset, he needs to set a new one"),
    ("prose-en", "garage door keypad needs a new battery"),
    ("prose-en", "Sarah said she changed the password, ask her"),
    ("prose-en", "Backup codes for Google are printed and in the safe"),
    ("prose-en", "seed phrase is written on steel plate, in the bank box"),
    ("prose-en", "flight SU 1402 departs 07:45 from gate 23"),
    ("prose-en", "order #4512-8831 shipped, arrives Thursday"),
    ("prose-en", "room 1408 at the Marriott, checkout at noon"),
    ("prose-en", "upgrade to Python 3.12.4 and node 20.11.1"),
    ("prose-en", "commit 9f2c1e7 broke the build on CI"),
    ("prose-en", "the cheese costs 4.99 and the bread 2.49"),
    ("prose-en", "alarm code was changed by the landlord, call him"),
    ("prose-en", "product code B07XJ8C8F5 is the right charger"),
    ("prose-ru", "код от домофона не работает, звонить в 45 квартиру"),
    ("prose-ru", "пароль от госуслуг восстановить через МФЦ"),
    ("prose-ru", "пин-код от карты не помню, перевыпустить"),
    ("prose-ru", "рейс S7 2510 в 14:20, терминал C"),
    ("prose-ru", "заказ №88314502 на Озоне приедет в пятницу"),
    ("prose-ru", "квартира 112, подъезд 4, этаж 9"),
    ("prose-ru", "артикул 4607001234567 — тот самый чай"),
    ("prose-ru", "кодовое слово в банке надо сменить, старое забыла"),
    ("prose-ru", "сид-фраза лежит в сейфе на бумажке, не фотографировать"),
    ("prose-ru", "логин и пароль от jira выдаст админ в понедельник"),
]

if __name__ == "__main__":
    write_groups("s29s", S, [], O)
