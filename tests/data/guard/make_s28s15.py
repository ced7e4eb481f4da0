"""Write s28s15.jsonl: the fifteenth blind secrets batch of stop 28, written after the s28s14 changes and scored once
before any change for it (README): 24/30 = 80.0 % secrets refused blind (all six misses codes of digits: «телефон включается
кодом N», a Zoom passcode, 'the POS admin code is N', 'Hotel safe: I set N', «локер …, код N», 'lockbox opens with N'),
0/24 ordinary refused. Prose passwords and codes a fourth time, fresh sentences from new voices (a
grandmother's notes, a sysadmin's handover, a student's, a small shop owner's, a traveller's), to see whether s28s12's
sentence rule generalises (s28s12 was 66.7 % blind). RU and EN. Look-alikes: the same voices without a value.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_15)
pw = r.password


def wp() -> str:
    return r.pick(["vasilisa", "kotofey", "malinka", "snegir", "grusha", "babochka", "ezhevika"]) + r.d(r.pick([3, 4, 6]))


S = [
    ("granny", f"Внучек настроил мне планшет. Чтобы зайти, надо нажать {r.d(4)}. В Одноклассники пароль {wp()}."),
    ("granny", f"Для пенсионного фонда: снилс в папке, а пароль от кабинета {pw()}, Лена записала"),
    ("granny", f"телефон включается кодом {r.d(4)}, а вацап сам"),
    ("granny", f"Пароль от интернета (на коробке был) {wp()}"),
    ("admin", f"Handover: the old Zabbix still has Admin/{pw()}, Grafana admin password was set to {pw()} — rotate both."),
    ("admin", f"Бэкап-сервер: root, пароль сменил на {pw()}, ключи в ~/.ssh у меня"),
    ("admin", f"iDRAC on rack 3: root / {pw()} (factory one was calvin)"),
    ("admin", f"MikroTik в офисе — admin без пароля был, поставил {pw()}"),
    ("admin", f"Switch enable password is {pw()}, console cable in the drawer"),
    ("student", f"логин от мудла s{r.d(6)}, пароль {wp()}"),
    ("student", f"my uni email password got reset to {pw()} by IT"),
    ("student", f"the wifi at the dorm: eduroam, my pass is {pw()}"),
    ("student", f"Zoom для пар: id 812 4413 9021, код {r.d(6)}"),
    ("shop", f"Касса Эвотор: кассир Марина, пин {r.d(4)}; админ — я, пин {r.d(4)}"),
    ("shop", f"пароль от личного кабинета Сбербизнес {pw()}, смс приходят на мой"),
    ("shop", f"Ozon seller: вход по почте shop@acme.ru, пароль {pw()}"),
    ("shop", f"the POS admin code is {r.d(6)}"),
    ("travel", f"Hotel safe: I set {r.d(4)}"),
    ("travel", f"Airbnb wifi: network Casa_Lisboa, password {wp()}"),
    ("travel", f"луггедж локер на вокзале №17, код {r.d(4)}"),
    ("travel", f"Booking account password changed to {pw()} after the phishing mail"),
    ("travel", f"the rental car lockbox opens with {r.d(4)}"),
    ("misc", f"Поставил на ноут пароль {pw()}, старый был 1234"),
    ("misc", f"PS5 parental PIN {r.d(4)}"),
    ("misc", f"в госуслугах теперь пароль {pw()}, подтверждение по смс"),
    ("misc", f"the password to unlock the spreadsheet is {wp()}"),
    ("misc", f"architect's drawings zip — pass {pw()}"),
    ("misc", f"Мой мастер-пароль от Bitwarden {pw()} {pw()}"),
    ("misc", f"code for the bike lock is {r.d(4)}"),
    ("misc", f"Netflix profile lock PIN: {r.d(4)}"),
]

O = [
    ("granny", "Внучек настроил мне планшет. Чтобы зайти, надо приложить палец. В Одноклассники заходить через кнопку."),
    ("granny", "Для пенсионного фонда: снилс в папке, пароль от кабинета Лена знает"),
    ("granny", "телефон включается долго, надо подождать минуту"),
    ("admin", "Handover: the old Zabbix still has the default admin, Grafana is behind SSO — rotate the Zabbix one."),
    ("admin", "Бэкап-сервер: root по ключу, пароль отключён"),
    ("admin", "iDRAC on rack 3: factory password was changed, ask Oleg"),
    ("admin", "MikroTik в офисе — прошивка 7.14, обновил в пятницу"),
    ("student", "логин от мудла — номер студенческого"),
    ("student", "my uni email password got reset by IT, new one in the letter"),
    ("student", "Zoom для пар: ссылка в расписании"),
    ("shop", "Касса Эвотор: кассир Марина, смена с 9 до 18"),
    ("shop", "пароль от личного кабинета Сбербизнес меняется раз в 90 дней"),
    ("shop", "the POS admin code is on the laminated card in the safe"),
    ("travel", "Hotel safe is too small for the laptop"),
    ("travel", "Airbnb wifi: network Casa_Lisboa, password on the fridge"),
    ("travel", "луггедж локер на вокзале №17, до 22:00"),
    ("travel", "Booking account password changed after the phishing mail"),
    ("misc", "Поставил на ноут пароль, старый был слишком простой"),
    ("misc", "PS5 parental controls: 2 hours a day"),
    ("misc", "в госуслугах теперь вход только с подтверждением по смс"),
    ("misc", "the spreadsheet is protected, ask Anna for the password"),
    ("misc", "code for the bike lock is the same as the garage"),
    ("misc", "Room 1512, floor 15, checkout 12:00"),
    ("misc", "order #48213 picked up from locker 17"),
]

if __name__ == "__main__":
    write_groups("s28s15", S, [], O)
