"""Write s29s20.jsonl: the twentieth blind secrets batch of stop 29, written after the s29s19 changes and scored once
before any change for it (README). A last estimate of the prose family after the stop's changes: prose passwords,
PINs and codes in the voices of all earlier batches at once (notes to self, chats, long notes, lists, questions,
value first, set/changed, Russian and English, Cyrillic and Latin values, words, digits, passphrases), none copied
from them. Look-alikes: 20 in the same voices. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

S = [
    ("prose-en", "note to self: AT&T account password is Rocket#5521"),
    ("prose-en", "[09:12] Dana: the wifi here is called Loft and the password is espresso42"),
    ("prose-en", "Passcode for the storage unit gate: 1709#"),
    ("prose-en", "Don't forget — the shared Hulu password is now greenbean"),
    ("prose-en", "my Lyft password got reset, new one: Ride-2-Work!"),
    ("prose-en", "The alarm keypad code we picked is 3303"),
    ("prose-en", "Grandma's tablet — unlock pattern is L shape, PIN backup 1122"),
    ("prose-en", "Accounts:\nAmazon - Prime2024!x\nEbay - BidHigh#77"),
    ("prose-en", "The Wi-Fi at Jake's lake house: network Cabin, pass northernpike"),
    ("prose-en", "work laptop BitLocker PIN is 802614"),
    ("prose-en", "password for the Peloton: SpinClass99"),
    ("prose-en", "What's the door code? 5-5-8-1"),
    ("prose-en", "sister's Netflix: lisa.m@example.com / moonlight7"),
    ("prose-en", "I use 'Tulip_Garden_88' for all the store accounts"),
    ("prose-en", "the safe in the closet: 36-12-48"),
    ("prose-en", "my first pet's name (security question) was Pickles"),
    ("prose-en", "Kindle unlock: 6543"),
    ("prose-en", "HBO Max — login with dad's email, password sopranos"),
    ("prose-en", "new Chase PIN = 9176"),
    ("prose-en", "remember: Zoom personal meeting passcode 884120"),
    ("prose-ru", "напоминалка: пароль от Мегафона Kolokol_17"),
    ("prose-ru", "[10:05] Оля: пароль от вайфая на даче — ромашка2020"),
    ("prose-ru", "Код от гаражных ворот 6162"),
    ("prose-ru", "пароль от Госуслуг у папы теперь Vesna!1958"),
    ("prose-ru", "пин от новой карты Альфы — 4490"),
    ("prose-ru", "Доступы к сайту:\nадминка — admin / Sait2024!\nхостинг — Hosting#55"),
    ("prose-ru", "какой пароль от ноута? — медвежонок"),
    ("prose-ru", "поменяла пароль в Одноклассниках на Romashka77"),
    ("prose-ru", "код от сейфа на работе 7-1-3-9"),
    ("prose-ru", "Пароль от Wi-Fi у соседей: sosedi2021 (разрешили)"),
    ("prose-ru", "у мамы пин-код на телефоне 2580"),
    ("prose-ru", "кодовое слово для Почта Банка — Ласточка"),
    ("prose-ru", "пароль от Яндекс Плюс у всей семьи один: SemyaPlus!"),
    ("prose-ru", "резервные коды VK: 5830 2217, 9941 0463"),
    ("prose-ru", "от подъезда код 42К7731"),
    ("prose-ru", "пароль на компе в бухгалтерии — Buh_2023"),
    ("prose-ru", "пароль от Steam у Димы: dimas_krut"),
    ("prose-ru", "сид-фраза от Trust Wallet: crane orbit velvet salad wrist eager humble guitar mirror pepper rocket sudden"),
    ("prose-ru", "пароль на архив с фото — летоОтпуск"),
    ("prose-ru", "ПИН от SIM-карты МТС 3366, PUK 12345678"),
]

O = [
    ("prose-en", "note to self: AT&T account is on autopay now"),
    ("prose-en", "[09:12] Dana: the wifi here is called Loft, password on the chalkboard"),
    ("prose-en", "Don't forget — the shared Hulu plan ends in June"),
    ("prose-en", "my Lyft password got reset by support"),
    ("prose-en", "The alarm keypad beeps when the battery is low"),
    ("prose-en", "Accounts:\nAmazon - Prime renews in May\nEbay - closed"),
    ("prose-en", "work laptop BitLocker recovery goes through IT"),
    ("prose-en", "What's the door code? I'll text you"),
    ("prose-en", "the safe in the closet has the passports"),
    ("prose-en", "new Chase card arrives in 7-10 days"),
    ("prose-ru", "напоминалка: оплатить Мегафон до 15-го"),
    ("prose-ru", "[10:05] Оля: пароль от вайфая на даче поменяли"),
    ("prose-ru", "Код от гаражных ворот знает только сосед"),
    ("prose-ru", "пин от новой карты Альфы придёт в приложении"),
    ("prose-ru", "Доступы к сайту у подрядчика, договор №45"),
    ("prose-ru", "какой пароль от ноута? — тот же, что от почты"),
    ("prose-ru", "код от сейфа на работе у директора"),
    ("prose-ru", "у мамы пин-код на телефоне не стоит"),
    ("prose-ru", "резервные коды VK распечатала"),
    ("prose-ru", "пароль на архив с фото пришлю в телеграм"),
]

if __name__ == "__main__":
    write_groups("s29s20", S, [], O)
