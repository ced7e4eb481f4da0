"""Write s29s22.jsonl: the twenty-second blind secrets batch of stop 29, written after the s29s21 changes and scored once
before any change for it (README). The brief's list once more, in forms no batch used: passwords in quoted speech
with 'says'/«говорит», Markdown tables with Russian headers, typos in the name («пароьл», 'passwrd', 'pasword'),
'логин/пароль' with a backslash or a pipe, 'pw:' and «пароль:» with the value on the next line after a blank line,
PINs in words and digits, codes after 'enter', 'dial', «набрать», values in parentheses after the account, a recovery
phrase numbered 1-12, mixed RU/EN in one sentence. Look-alikes: the same forms without a value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

S = [
    ("prose-en", 'Mark says: "the router password is Falcon_Eye_77, don\'t change it"'),
    ("prose-ru", "Серёжа говорит: «пароль от сервера Sever#2024»"),
    ("prose-ru", "| Сервис | Логин | Пароль |\n|---|---|---|\n| Госуслуги | +79161234567 | Gos!Uslugi8 |"),
    ("prose-ru", "пароьл от почты Pochta_77!"),
    ("prose-en", "passwrd for the nas: Storage#4411"),
    ("prose-en", "pasword: kittens4ever"),
    ("prose-ru", "логин\\пароль: admin\\Adm1n!2024"),
    ("prose-ru", "логин | пароль — olga | Olga#1985"),
    ("prose-en", "pw:\n\nHarborLights#62"),
    ("prose-ru", "пароль:\n\nZakat_na_more9"),
    ("prose-en", "PIN is four-two-seven-nine (4279)"),
    ("prose-en", "to get into the building enter 3318 then press the bell icon"),
    ("prose-en", "dial 77219 to open the lobby door"),
    ("prose-ru", "набрать 4510 и кнопку «вызов» — откроется калитка"),
    ("prose-en", "Spotify (family plan, password Melody!2023)"),
    ("prose-ru", "Кинопоиск (логин мамы, пароль Kino_Mama1)"),
    ("prose-en", "recovery phrase:\n1. timber\n2. ocean\n3. salad\n4. wrist\n5. eager\n6. humble\n7. guitar\n8. mirror\n9. pepper\n10. rocket\n11. sudden\n12. tragic"),
    ("prose-ru", "пароль от work VPN такой: Vpn_Rabota_5"),
    ("prose-ru", "мой password от Steam — GabeN_2004"),
    ("prose-en", "the пароль for the dacha wifi is dacha_summer"),
    ("prose-en", "PIN: 0-9-1-1"),
    ("prose-ru", "пин: ноль восемь один пять (0815)"),
    ("prose-en", "Ana's note: 'laptop pw = Ana.Lopez.88'"),
    ("prose-ru", "Записка от бабушки: «пароль на телефоне 1947»"),
    ("prose-en", "wifi -> Guest_Net / welcome2home"),
    ("prose-ru", "вайфай -> Dom_5G / domdomdom1"),
    ("prose-en", "Apple ID: anna.k@icloud.com (pw Rainbow&Sun2)"),
    ("prose-ru", "Госуслуги: СНИЛС 123-456-789 00, пароль GosU#7788"),
    ("prose-en", "code for the gym locker — 2-1-8-5"),
    ("prose-ru", "на почте ячейка 12, код доступа 5541"),
]

O = [
    ('prose-en', 'Mark says: "the router password is on the bottom, don\'t change it"'),
    ("prose-ru", "Серёжа говорит: «пароль от сервера у админа»"),
    ("prose-ru", "| Сервис | Логин | Пароль |\n|---|---|---|\n| Госуслуги | +79161234567 | (в менеджере) |"),
    ("prose-ru", "пароьл от почты не подходит"),
    ("prose-en", "passwrd for the nas: ask IT"),
    ("prose-en", "pw:\n\n(see vault)"),
    ("prose-en", "to get into the building enter through the side door"),
    ("prose-en", "dial 911 in an emergency, 112 from a mobile abroad"),
    ("prose-ru", "набрать 112 с мобильного, если что"),
    ("prose-en", "Spotify (family plan, 6 accounts, $16.99)"),
    ("prose-ru", "Кинопоиск (логин мамы, подписка до мая)"),
    ("prose-en", "recovery phrase:\n1. write it down\n2. keep it offline\n3. never share it"),
    ("prose-ru", "пароль от work VPN такой же, как от почты"),
    ("prose-en", "wifi -> Guest_Net (open, no password)"),
    ("prose-en", "Apple ID: anna.k@icloud.com (2FA on)"),
    ("prose-ru", "Госуслуги: СНИЛС 123-456-789 00, паспорт 4510 123456"),
    ("prose-en", "code for the gym locker is on the receipt"),
    ("prose-ru", "на почте ячейка 12, получение до 18:00"),
    ("prose-en", "PIN: not set"),
    ("prose-ru", "Записка от бабушки: «купить хлеб и молоко»"),
]

if __name__ == "__main__":
    write_groups("s29s22", S, [], O)
