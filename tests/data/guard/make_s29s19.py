"""Write s29s19.jsonl: the nineteenth blind secrets batch of stop 29, written after the s29s18 changes and scored once
before any change for it (README). Prose passwords and codes once more, as a held-out writer with 78 kinds would
phrase its prose rows, to estimate the family after the stop's changes: each row a different kind of secret a person
keeps (mail, bank, SIM, door, safe, bike lock, game, Wi-Fi, router, e-reader, smart TV, baby monitor, camera, car,
work VPN, school, pharmacy, loyalty card, parcel locker, voicemail, seed phrase, security answer, backup code,
master password, encryption passphrase, disk PIN, Bluetooth pairing code), RU and EN, values of every shape.
Look-alikes: the same kinds mentioned without a value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

S = [
    ("prose-en", "My Kindle's parental PIN is 3141"),
    ("prose-en", "smart TV parental lock code: 9090"),
    ("prose-en", "baby monitor app login: mia.parents / Lullaby2022"),
    ("prose-en", "The security camera admin password is Cam3ra!Yard"),
    ("prose-en", "Work VPN: user dkowalski, pass Vpn-Spring-24"),
    ("prose-en", "CVS pharmacy account password - rx4family"),
    ("prose-en", "bike lock combo 2-7-1-8"),
    ("prose-en", "Bluetooth pairing code for the car: 0000 worked, then I set 4417"),
    ("prose-en", "The encryption passphrase for the backup drive is 'blue-otter-canyon-41'"),
    ("prose-en", "My master password: Nebula&Comet7"),
    ("prose-en", "Fortnite account pw - B00gieWoogie"),
    ("prose-en", "security answer (first car): Corolla"),
    ("prose-en", "Gmail backup code 8372 1940"),
    ("prose-en", "disk encryption PIN 482913"),
    ("prose-en", "Costco card PIN: 5521"),
    ("prose-en", "The mailbox key is gone; the parcel locker code is 663201"),
    ("prose-en", "my Nintendo account password is mariokart"),
    ("prose-en", "The code for grandma's key safe is 1945"),
    ("prose-en", "voicemail password 2 4 6 8"),
    ("prose-en", "Wallet seed: ribbon basket fossil lemon timber orbit velvet crane puzzle ocean salad wrist"),
    ("prose-ru", "Мой пароль от Instagram — Vasya_1990!"),
    ("prose-ru", "ПИН к карте Сбербанка 7734"),
    ("prose-ru", "пароль от электронного дневника: uchenik2015"),
    ("prose-ru", "Пароль родительского контроля на телевизоре — 1212"),
    ("prose-ru", "код от велозамка 3-9-1-4"),
    ("prose-ru", "Пароль от личного кабинета Аптеки.ру: zdorovie77"),
    ("prose-ru", "пароль к зашифрованному диску: Krepost!2020"),
    ("prose-ru", "кодовое слово в МТС — Черёмуха"),
    ("prose-ru", "Ответ на секретный вопрос (кличка первого питомца): Рыжик"),
    ("prose-ru", "Код для сопряжения с машиной 5819"),
    ("prose-ru", "пароль от камеры видеонаблюдения admin / Kamera_2023"),
    ("prose-ru", "VPN на работе: логин d.kovalev, пароль Rabota#VPN1"),
    ("prose-ru", "мастер-пароль от Bitwarden — Zvezda!Luna88"),
    ("prose-ru", "резервный код Госуслуг 4831 9024"),
    ("prose-ru", "пароль от приставки Xbox — korol2019"),
    ("prose-ru", "код от ячейки на почте 208311"),
    ("prose-ru", "пароль на карте лояльности Пятёрочки 1357"),
    ("prose-ru", "сид-фраза: ribbon basket fossil lemon timber orbit velvet crane puzzle ocean salad wrist"),
    ("prose-ru", "пароль от роутера Keenetic — zimniy_vecher"),
    ("prose-ru", "ПИН от ключницы в подъезде 7070"),
]

O = [
    ("prose-en", "My Kindle's parental PIN is turned off"),
    ("prose-en", "smart TV parental lock code needs to be set"),
    ("prose-en", "The security camera admin password was changed by the installer"),
    ("prose-en", "Work VPN: user dkowalski, password in the company vault"),
    ("prose-en", "bike lock combo is set from the factory, change it"),
    ("prose-en", "Bluetooth pairing code for the car is shown on the screen"),
    ("prose-en", "The encryption passphrase for the backup drive is in the safe"),
    ("prose-en", "security answer (first car): don't use real answers"),
    ("prose-en", "Gmail backup codes were regenerated in March"),
    ("prose-en", "The parcel locker code arrives by SMS"),
    ("prose-en", "Wallet seed is written on paper in two places"),
    ("prose-en", "Costco card renewal is $65 in June"),
    ("prose-ru", "ПИН к карте Сбербанка придёт в СМС"),
    ("prose-ru", "Пароль родительского контроля на телевизоре включить"),
    ("prose-ru", "кодовое слово в МТС поменять, старое знает бывший"),
    ("prose-ru", "Код для сопряжения с машиной высвечивается на экране"),
    ("prose-ru", "мастер-пароль от Bitwarden нигде не записан"),
    ("prose-ru", "резервные коды Госуслуг распечатаны и в папке"),
    ("prose-ru", "код от ячейки на почте придёт в приложении"),
    ("prose-ru", "сид-фраза в сейфе, фото не делать"),
]

if __name__ == "__main__":
    write_groups("s29s19", S, [], O)
