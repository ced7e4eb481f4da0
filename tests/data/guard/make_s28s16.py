"""Write s28s16.jsonl: the sixteenth blind batch of stop 28, written after the s28s15 changes and scored once before
any change for it (README): 19/20 secrets refused blind (the miss: a hand-written card number that fails Luhn), 0/70
ordinary refused; no rule change. Weighted to everyday look-alikes: 70 ordinary notes of daily life in RU and EN that hold
numbers and the words code, PIN, key, password, account, login, safe, locker, admin, phone in their ordinary senses
(prices, flights, rooms, promo codes, postal codes, recipes, sports scores, tickets, doctor's appointments), the
register where stop 28's prose and code rules could misfire; and 20 secrets in the same register. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_16)
pw = r.password

O = [
    ("life", "Промокод на скидку в Самокате: SPRING25, действует до пятницы"),
    ("life", "promo code WELCOME10 gives 10% off the first order"),
    ("life", "Почтовый индекс бабушки 142100, Подольск"),
    ("life", "zip code 94110, San Francisco, Mission district"),
    ("life", "Flight SU1402 departs at 06:45, seat 14C, gate 22"),
    ("life", "Рейс S7 2031, вылет в 07:10, терминал C"),
    ("life", "Hotel room 1207, the safe code is set at check-in by the guest"),
    ("life", "в номере есть сейф, код задаёшь сам"),
    ("life", "locker 214 at the pool, the key is on a wristband"),
    ("life", "шкафчик 56 в бассейне, ключ на браслете"),
    ("life", "Doctor's appointment Tuesday 15:30, room 305, bring the insurance card"),
    ("life", "Запись к стоматологу на 12.11 в 10:00, кабинет 214"),
    ("life", "Ticket 4 row 12 seat 7, show starts 19:00"),
    ("life", "Билеты: 7 ряд, места 14 и 15, начало в 19:30"),
    ("life", "Recipe: 250 g flour, 2 eggs, 180 C for 25 minutes"),
    ("life", "Рецепт: 500 г фарша, 2 луковицы, 40 минут на 180"),
    ("life", "The match ended 3-2, Spartak scored in the 89th minute"),
    ("life", "Счёт 2:1 в пользу Зенита, гол на 90+3"),
    ("life", "Price went up from 1299 to 1499 rubles"),
    ("life", "Подписка Яндекс Плюс 399 в месяц, списание 15 числа"),
    ("life", "Our apartment is 45, entrance 2, floor 7, the intercom is broken"),
    ("life", "Квартира 45, подъезд 2, этаж 7, домофон не работает"),
    ("life", "Passport renewal: appointment 2025-12-03 at 11:20, window 6"),
    ("life", "Отправил посылку, трек-номер RA123456789RU"),
    ("life", "Car plate А123ВС 77, insurance till March"),
    ("life", "The kids' school code of conduct was updated in 2024"),
    ("life", "Anna's phone is an iPhone 13, the case is blue"),
    ("life", "Телефон мамы — Redmi Note 12, экран треснул"),
    ("life", "Dad forgot his phone PIN again, we reset it at the store"),
    ("life", "Папа опять забыл пин от телефона, сбросили в салоне"),
    ("life", "The admin of the house chat is Svetlana from 45"),
    ("life", "Админ домового чата — Светлана из 45-й"),
    ("life", "My Steam account is 12 years old, level 45"),
    ("life", "Аккаунт в Госуслугах подтверждён в МФЦ 12 октября"),
    ("life", "the login screen on the TV shows 4 profiles"),
    ("life", "Логин в школьном портале — номер СНИЛС ребёнка"),
    ("life", "The password for the kids' tablet was changed by their mom"),
    ("life", "Пароль от детского планшета поменяла мама"),
    ("life", "Key lime pie: 4 limes, 1 can condensed milk, 150 g biscuits"),
    ("life", "Ключ на 13 и ключ на 17 лежат в гараже"),
    ("life", "The spare key is with the neighbour in flat 46"),
    ("life", "Запасной ключ у соседки из 46-й квартиры"),
    ("life", "Token ring network was replaced by Ethernet in 1998"),
    ("life", "Жетоны на метро отменили в 2016"),
    ("life", "Alarm set for 06:30, snooze 9 minutes"),
    ("life", "Будильник на 6:30, второй на 6:45"),
    ("life", "Sign in at the front desk with your ID, visitor badge 0042"),
    ("life", "Пропуск в бизнес-центр: карточка 0042, выдали на ресепшене"),
    ("life", "Locker combination lock bought at Leroy, 3 digits"),
    ("life", "Wi-Fi in the cafe is free, ask for the network name"),
    ("life", "В кафе бесплатный вайфай, сеть называется Coffee_Guest"),
    ("life", "The admin fee is 1500, paid on 03.11"),
    ("life", "Master class on Saturday 12:00, 2500 per person"),
    ("life", "Мастер-класс в субботу в 12:00, 2500 с человека"),
    ("life", "Unlock the scooter in the app, 7 rubles a minute"),
    ("life", "Разблокировка самоката в приложении, 7 рублей в минуту"),
    ("life", "Zoom call with the school at 18:00, meeting link in the chat"),
    ("life", "Созвон в Зуме в 18:00, ссылка в чате класса"),
    ("life", "Bank branch code 044525225 is Sberbank Moscow (BIC)"),
    ("life", "БИК 044525225, к/с 30101810400000000225"),
    ("life", "Country code for Kazakhstan is +7, same as Russia"),
    ("life", "Код города Москвы 495 и 499"),
    ("life", "The safe word at the climbing gym is 'falling', they said"),
    ("life", "Exam score 87 out of 100, passing is 60"),
    ("life", "Оценки за четверть: 5, 4, 5, 5"),
    ("life", "Blood pressure 120/80, pulse 72"),
    ("life", "Давление 130/85, пульс 76, принимать утром"),
    ("life", "The pin on the map is at 55.7558, 37.6173"),
    ("life", "Поставил метку на карте у Белорусского вокзала"),
    ("life", "Admin panel of the router is at 192.168.0.1"),
]

S = [
    ("life", f"Hotel room 1207, I set the safe code to {r.d(4)}"),
    ("life", f"в номере сейф, я поставил код {r.d(4)}"),
    ("life", f"locker 214 at the pool, combination {r.d(2)}-{r.d(2)}-{r.d(2)}"),
    ("life", f"Dad's phone PIN is {r.d(4)}, he keeps forgetting"),
    ("life", f"пин от телефона папы {r.d(4)}, он вечно забывает"),
    ("life", f"My Steam account password is {pw()}"),
    ("life", f"Аккаунт в Госуслугах: пароль {pw()}"),
    ("life", f"The password for the kids' tablet is now {pw()}"),
    ("life", f"Пароль от детского планшета теперь {pw()}"),
    ("life", f"Wi-Fi in the cafe: Coffee_Guest, password {r.pick(['latte', 'mocha'])}{r.d(4)}"),
    ("life", f"В кафе вайфай Coffee_Guest, пароль {r.pick(['kapuchino', 'raf'])}{r.d(4)}"),
    ("life", f"Admin panel of the router is at 192.168.0.1, admin / {pw()}"),
    ("life", f"Zoom with the school at 18:00, id 845 2211 0937, passcode {r.d(6)}"),
    ("life", f"the intercom code is {r.d(4)}К"),
    ("life", f"Код от домофона у мамы {r.d(2)}В{r.d(4)}"),
    ("life", f"garage key box code {r.d(4)}"),
    ("life", f"Visitor wifi password this week: {pw()}"),
    ("life", "card 4539 1488 0343 6467 — the kids' card"),
    # written by hand as 2200 7008 1234 5674, which fails Luhn: scored blind as the miss, then the last digit fixed
    ("life", "карта мамы 2200 7008 1234 5675"),
    ("life", f"School portal login is the SNILS, password {pw()}"),
]

if __name__ == "__main__":
    write_groups("s28s16", S, [], O)
