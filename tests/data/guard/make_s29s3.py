"""Write s29s3.jsonl: the third blind secrets batch of stop 29, written before any stop-29 change and scored once
before any change for it (README). Prose passwords and codes a second time, in other voices: chat messages
forwarded with their sender, lists of several accesses at once, tables with Russian headers, mixed RU/EN within one
line, typos and no punctuation, a value after 'is' with no 'password' word near it, codes for doors, gates,
parking and cash boxes, 2FA recovery codes in rows, seed phrases of 24 words, a value in brackets or after an
arrow. Look-alikes: the same voices without a value, and numbers of everyday things. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_03)
pw = r.password
WORDS = ["abandon", "ladder", "orbit", "velvet", "crane", "puzzle", "timber", "ocean", "salad", "wrist", "eager",
         "humble", "guitar", "mirror", "pepper", "rocket", "sudden", "tragic", "unfold", "visa", "wagon", "yellow"]


def seed(n: int) -> str:
    return " ".join(r.pick(WORDS) for _ in range(n))


S = [
    ("prose-en", f"[10:42] Mike: wifi pw is {r.pick(['coffeebean99', 'Mike&Jen2015'])}\n[10:43] me: thx"),
    ("prose-en", f"Accesses:\nGmail - {pw()}\nFacebook - {pw()}\nBank - ask Tom"),
    ("prose-en", f"gate code -> {r.d(4)}*"),
    ("prose-en", f"parking garage: enter {r.d(5)} on the keypad at the ramp"),
    ("prose-en", f"Mom's phone unlock {r.d(6)}, her email pass is {r.pick(['Bella1958', 'rosegarden58'])}"),
    ("prose-en", f"2FA recovery codes (GitHub):\n{r.s(5, 'abcdef0123456789', False)}-{r.s(5, 'abcdef0123456789', False)}\n{r.s(5, 'abcdef0123456789', False)}-{r.s(5, 'abcdef0123456789', False)}\n{r.s(5, 'abcdef0123456789', False)}-{r.s(5, 'abcdef0123456789', False)}"),
    ("prose-en", f"ledger 24 words: {seed(24)}"),
    ("prose-en", f"the login is admin and it's {pw()} for the password"),
    ("prose-en", f"Note to self - zoom host key {r.d(6)}"),
    ("prose-en", f"printer admin pwd = {r.pick(['HPprint3r', 'canon-office-7'])}"),
    ("prose-en", f"voicemail pin 4 digits: {r.d(4)}"),
    ("prose-en", f"Tom's Hulu: tom.baker82@gmail.com pw {pw()}"),
    ("prose-en", f"if the laptop asks, the BIOS password is {r.pick(['setup2022', 'dell-bios-9'])}"),
    ("prose-en", f"the combination for the shed lock is {r.d(1)}-{r.d(1)}-{r.d(1)}-{r.d(1)}"),
    ("prose-en", f"Kids' tablet: screen time passcode {r.d(4)} (don't tell them)"),
    ("prose-en", f"Got the new door code from Airbnb host: {r.d(4)}. Checkin 3pm"),
    ("prose-en", f"wifi: {r.pick(['NETGEAR42', 'TP-Link_5G'])} / {r.pick(['purpleowl551', 'quietriver73'])}"),
    ("prose-en", f"remember my bank security answer - first pet was called {r.pick(['Biscuit', 'Rufus'])}"),
    ("prose-ru", f"[12:01] Лена: пароль от вайфая {r.pick(['lena1987', 'domoi2020', 'koshka555'])}\n[12:02] Я: ок"),
    ("prose-ru", f"Доступы:\nпочта — {pw()}\nбанк — {pw()}"),
    ("prose-ru", f"| сервис | логин | пароль |\n|---|---|---|\n| Кинопоиск | olga.p | {pw()} |"),
    ("prose-ru", f"код на шлагбаум {r.d(4)}, звонить не надо"),
    ("prose-ru", f"вход в кассу: кассир Иванова, пароль {r.d(4)}"),
    ("prose-ru", f"у бабушки телефон разблокируется {r.d(4)}"),
    ("prose-ru", f"wifi pass в квартире на сдачу — {r.pick(['kvartira2023', 'Sdam_Krasivo1'])}"),
    ("prose-ru", f"пароль от учетки 1С -> {pw()}"),
    ("prose-ru", f"Пин от банковской карты Тинькофф (новой): {r.d(4)}"),
    ("prose-ru", f"логин olga.petrova пароль {pw()} вход через сайт"),
    ("prose-ru", f"секретный вопрос: девичья фамилия матери — {r.pick(['Кузнецова', 'Смирнова'])}"),
    ("prose-ru", f"код от ячейки в постамате {r.d(6)}"),
    ("prose-ru", f"мнемоника от метамаска: {seed(12)}"),
    ("prose-ru", f"пароль(временный) {pw()} — сменить при первом входе"),
    ("prose-ru", f"от офиса на Ленина ключ-карта у охраны, а код сигнализации {r.d(4)}"),
    ("prose-ru", f"Вася скинул: \"пасс от сервера {pw()}\""),
    ("prose-ru", f"пароль не менялся, всё тот же {pw()}"),
]

O = [
    ("prose-en", "[10:42] Mike: wifi pw is on the fridge\n[10:43] me: thx"),
    ("prose-en", "Accesses:\nGmail - in 1Password\nFacebook - deleted\nBank - ask Tom"),
    ("prose-en", "gate code changes every month, the HOA emails it"),
    ("prose-en", "parking garage: level 3, spot 318"),
    ("prose-en", "2FA recovery codes were regenerated, old ones are invalid"),
    ("prose-en", "the combination for the shed lock is the same as before"),
    ("prose-en", "Airbnb confirmation HMK9TQ2ZRX, checkin 3pm"),
    ("prose-en", "printer admin pwd was reset to factory default"),
    ("prose-en", "Tom's Hulu account is on the family plan now"),
    ("prose-en", "call the bank at 1-800-432-1000 about the card"),
    ("prose-en", "train 2417 leaves at 16:05, seat 42B, coach 7"),
    ("prose-en", "I need a password manager that works with Linux"),
    ("prose-en", "the invoice total is $1,284.50, due on the 15th"),
    ("prose-ru", "[12:01] Лена: пароль от вайфая на коробке роутера\n[12:02] Я: ок"),
    ("prose-ru", "Доступы:\nпочта — у Лены\nбанк — через Госуслуги"),
    ("prose-ru", "код на шлагбаум меняют в понедельник"),
    ("prose-ru", "у бабушки телефон разблокируется отпечатком"),
    ("prose-ru", "пароль от учетки 1С сбросили, сменить при первом входе"),
    ("prose-ru", "секретный вопрос в банке лучше не использовать"),
    ("prose-ru", "код от ячейки в постамате придёт в смс"),
    ("prose-ru", "сдача 250 рублей, чек №0047"),
    ("prose-ru", "поезд 016А, вагон 5, место 23, отправление 23:55"),
    ("prose-ru", "ИНН организации 7707083893, КПП 773601001"),
    ("prose-ru", "пароль должен быть не короче 12 символов и с цифрами"),
    ("prose-ru", "мой телефон заряжается, перезвоню через 20 минут"),
]

if __name__ == "__main__":
    write_groups("s29s3", S, [], O)
