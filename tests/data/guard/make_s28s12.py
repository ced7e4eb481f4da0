"""Write s28s12.jsonl: the twelfth blind secrets batch of stop 28, written after the s28s11 changes and scored once
before any change for it (README): 20/30 = 66.7 % secrets refused blind (misses: a made-up value later in a long sentence
that names the password or account, voice-typed spellings, pattern locks, a password described by its parts, 'same as the
wifi one: X', «на всех сайтах у меня X»), 0/26 ordinary refused. Prose passwords and codes a third time, in what the earlier prose batches left out:
notes of several sentences with the value mid-way and no colon, voice-typed text, slang and abbreviations (пасс, пин,
pwd, pw, creds), digits-only passwords, pattern locks, a password described by its parts, 'same as X: <value>',
login and password in one breath; RU and EN. Look-alikes: the same notes with the value left out. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_12)
pw = r.password


def wp() -> str:
    return r.pick(["chebur", "zhuchka", "kaktus", "lyagushka", "muravey", "pchelka", "olivka"]) + r.d(r.pick([3, 4, 6]))


S = [
    ("long", f"Вчера приезжал мастер из Ростелекома, поменял роутер. Новый пароль от вайфая он написал на бумажке, я переписала сюда {wp()} чтобы не потерять. Ещё он сказал что скорость 500."),
    ("long", f"Kids' stuff: Masha's school login is masha.ivanova and her pw is {wp()}; Petya's is petya.i with {pw()}. Parent meeting Thursday."),
    ("long", f"Настройка NAS закончена. Админка на 192.168.1.10:5000, пользователь admin пароль {pw()} потом поменять. Бэкапы по ночам."),
    ("long", f"After the audit we moved everything to Bitwarden except the old Jira admin which still uses {pw()} until the migration."),
    ("voice", f"запиши пароль от почты большая буква м маленькие ашка {wp()} восклицательный знак"),
    ("voice", f"пароль от госуслуг эс эм {r.d(6)} и точка в конце"),
    ("voice", f"note the garage code is {r.d(4)} then press the star"),
    ("voice", f"ok google remember that the alarm pin is {r.d(4)}"),
    ("slang", f"пасс от стима {pw()}"),
    ("slang", f"пинкод на домашку {r.d(4)}"),
    ("slang", f"ПИН сбер {r.d(4)}"),
    ("slang", f"pwd for the vm: {pw()}"),
    ("slang", f"creds are admin and {pw()}"),
    ("slang", f"lgn: ivan pwd: {pw()}"),
    ("digits", f"пароль от сейфа в номере {r.d(6)}"),
    ("digits", f"password for the PDF is {r.d(8)} (my birthday)"),
    ("digits", f"мой пароль из цифр: {r.d(7)}"),
    ("pattern", "графический ключ на телефоне мамы — буква Z, начиная с левого верхнего угла"),
    ("pattern", "phone unlock pattern is an L from top-left, 1-4-7-8-9"),
    ("parts", "пароль: моё имя с большой буквы, год рождения и восклицательный знак — Ivan1987!"),
    ("parts", "password is the dog's name + 2019 + #, i.e. Bobik2019#"),
    ("same", f"пароль как от вайфая: {wp()}"),
    ("same", f"same as the wifi one: {pw()}"),
    ("same", f"на всех сайтах у меня {pw()}"),
    ("breath", f"логин ivanov пароль {wp()} сайт gosuslugi"),
    ("breath", f"user ivan pass {pw()} host 10.0.0.5 port 22"),
    ("breath", f"the login's admin, the password's {pw()}, the url's http://10.0.0.1"),
    ("breath", f"зайди под marina, пароль тот же {wp()}"),
    ("breath", f"Аккаунт в Steam: vasya2008 / {pw()}"),
    ("breath", f"Ozon: +79161234567 и пароль {pw()}"),
]

O = [
    ("long", "Вчера приезжал мастер из Ростелекома, поменял роутер. Новый пароль от вайфая он написал на бумажке, бумажка на холодильнике. Ещё он сказал что скорость 500."),
    ("long", "Kids' stuff: Masha's school login is masha.ivanova; Petya's is petya.i. Parent meeting Thursday."),
    ("long", "Настройка NAS закончена. Админка на 192.168.1.10:5000, пароль поменять после первого входа. Бэкапы по ночам."),
    ("long", "After the audit we moved everything to Bitwarden except the old Jira admin, which goes in March."),
    ("voice", "запиши пароль от почты потом, сейчас некогда"),
    ("voice", "note the garage door needs oil, it squeaks"),
    ("voice", "ok google remember that the alarm is set for 7 30"),
    ("slang", "пасс от стима в менеджере паролей"),
    ("slang", "пинкод на домашку поменять"),
    ("slang", "ПИН сбер заблокирован, идти в отделение"),
    ("slang", "pwd for the vm is the usual one"),
    ("slang", "creds are in the vault under infra/vm"),
    ("slang", "pwd prints the working directory, cd changes it"),
    ("digits", "пароль от сейфа в номере — дата заезда, сказали на ресепшене"),
    ("digits", "password for the PDF is my birthday"),
    ("digits", "в пароле должно быть минимум 8 цифр"),
    ("pattern", "графический ключ на телефоне мамы сбросили в сервисе"),
    ("parts", "пароль: моё имя с большой буквы, год рождения и восклицательный знак — такая схема у меня везде"),
    ("parts", "the password is the dog's name plus a year, I should change the scheme"),
    ("same", "пароль как от вайфая, только в конце восклицательный знак"),
    ("same", "на всех сайтах у меня разные пароли, всё в KeePass"),
    ("breath", "логин ivanov, сайт gosuslugi, пароль по СМС"),
    ("breath", "user ivan, host 10.0.0.5, port 22, key auth only"),
    ("breath", "the login's admin, the url's http://10.0.0.1"),
    ("breath", "Аккаунт в Steam: vasya2008, привязан к почте"),
    ("breath", "Ozon: +79161234567, вход по коду из СМС"),
]

if __name__ == "__main__":
    write_groups("s28s12", S, [], O)
