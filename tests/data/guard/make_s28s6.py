"""Write s28s6.jsonl: the sixth blind secrets batch of stop 28, written after the s28s5 changes and scored once before
any change for it (README): 35/40 = 87.5 % secrets refused blind (misses: «от планшета код N», "I use X for pretty much
everything", an answer line with no speaker, a locker combo 70-69-43, "door keypad is N#"), 0/30 ordinary refused.
Prose passwords and codes in fresh sentences, to see whether s28s5's fixes generalise
(s28s5 was 62.5 % blind). RU and EN, many voices (parents, students, admins, old people, teenagers), values of every
shape. Look-alikes: the same sentences without a value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_06)
pw = r.password


def wp() -> str:
    return r.pick(["zaychik", "ogurec", "vishnya", "kotleta", "romashka", "tigra", "luna", "dozhd"]) + r.d(r.pick([3, 4, 6]))


S = [
    ("ru", f"сын просил напомнить: пароль от майнкрафта {wp()}"),
    ("ru", f"Для входа в электронный дневник: логин ivanova_m, пароль {pw()}"),
    ("ru", f"пароль на вайфай в кафе у дома — {wp()}"),
    ("ru", f"Поменяла пароль в ВК на {pw()}, старый не работает"),
    ("ru", f"{pw()} — пароль от облака, не путать с почтой"),
    ("ru", f"от планшета код {r.d(4)}, от телефона {r.d(6)}"),
    ("ru", f"в 1С заходим под Бухгалтер, пароль {wp()}"),
    ("ru", f"Какой пароль у принтера?\n— {pw()}"),
    ("ru", f"дедушкин пароль от Одноклассников: {wp()}"),
    ("ru", f"если спросит пароль администратора, пиши {pw()}"),
    ("ru", f"пароль от учётки на работе сменил, теперь {pw()}"),
    ("ru", f"запомни код от сигнализации на даче {r.d(4)}"),
    ("ru", f"пароль от WiFi в офисе поменяли: {wp()}"),
    ("ru", f"ключ от вайфая у соседей {wp()}, они разрешили"),
    ("ru", f"В личный кабинет Ростелекома — номер договора 123456789, пароль {pw()}"),
    ("ru", f"Мой пароль для всего — {pw()}, знаю, что плохо"),
    ("ru", f"под рутом пароль {pw()}"),
    ("ru", f"PIN от банковской карты {r.d(4)}"),
    ("ru", f"пароль от ноута Маши {wp()}, она разрешила"),
    ("ru", f"кстати новый пароль от роутера: {pw()}"),
    ("en", f"my son asked me to remember his Minecraft password: {wp()}"),
    ("en", f"the printer admin password is {pw()}, don't change it"),
    ("en", f"Grandpa's Facebook: login is his email, password {wp()}"),
    ("en", f"{pw()} is the password for the cloud, not the email"),
    ("en", f"tablet code {r.d(4)}, phone code {r.d(6)}"),
    ("en", f"if it asks for the admin password type {pw()}"),
    ("en", f"the alarm code at the cabin is {r.d(4)}, disarm within 30s"),
    ("en", f"neighbours' wifi key is {wp()}, they said it's fine"),
    ("en", f"I use {pw()} for pretty much everything, I know"),
    ("en", f"root password on the NAS: {pw()}"),
    ("en", f"my bank card PIN is {r.d(4)}"),
    ("en", f"password for Masha's laptop is {wp()}, she said ok"),
    ("en", f"new router password btw: {pw()}"),
    ("en", f"What's the password for the printer?\n{pw()}"),
    ("en", f"I changed the Spotify password to {pw()} yesterday"),
    ("en", f"student portal: id 20231457, password {pw()}"),
    ("en", f"The Netflix pw is {wp()} if you want to watch tonight"),
    ("en", f"locker 42 at the gym, combo {r.d(2)}-{r.d(2)}-{r.d(2)}"),
    ("en", f"our garage door code: {r.d(4)}"),
    ("en", f"Office door keypad is {r.d(4)}#"),
]

O = [
    ("ru", "сын просил напомнить: пароль от майнкрафта он сам сменит"),
    ("ru", "Для входа в электронный дневник нужен логин от школы"),
    ("ru", "пароль на вайфай в кафе у дома спрашивать у бариста"),
    ("ru", "Поменяла пароль в ВК, старый не работает"),
    ("ru", "от планшета код забыли, несём в сервис"),
    ("ru", "в 1С заходим под Бухгалтер, пароль у главбуха"),
    ("ru", "Какой пароль у принтера?\n— Не знаю, спроси админа"),
    ("ru", "если спросит пароль администратора, звони мне"),
    ("ru", "запомни: сигнализацию на даче ставить перед уходом"),
    ("ru", "Мой пароль для всего один и тот же, надо менять"),
    ("ru", "PIN от банковской карты пришёл в конверте"),
    ("ru", "кстати новый пароль от роутера длиннее старого"),
    ("ru", "Ростелеком: номер договора 123456789, поддержка 8 800 100 0800"),
    ("en", "my son asked me to remember his Minecraft password, I said no"),
    ("en", "the printer admin password is on the back of the printer"),
    ("en", "tablet code forgotten, taking it to the shop"),
    ("en", "if it asks for the admin password, stop and call me"),
    ("en", "the alarm at the cabin beeps for 30s before it arms"),
    ("en", "I use the same password for pretty much everything, I know"),
    ("en", "root password on the NAS was reset by the installer"),
    ("en", "What's the password for the printer?\nNo idea, ask IT"),
    ("en", "I changed the Spotify password yesterday"),
    ("en", "student portal: id 20231457, password reset link sent"),
    ("en", "locker 42 at the gym, next to the showers"),
    ("en", "our garage door opener needs new batteries"),
    ("en", "Office door keypad is broken, use the side entrance"),
    ("en", "Room 2046 at the Marriott, 3 nights"),
    ("en", "The Netflix plan is 15.49 a month now"),
    ("en", "Apartment 5B, code on the intercom is the flat number"),
    ("en", "Flight LH1453 departs 07:25 from gate B44"),
]

if __name__ == "__main__":
    write_groups("s28s6", S, [], O)
