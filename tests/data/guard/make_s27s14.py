"""Write s27s14.jsonl: the fourteenth blind secrets batch of stop 27, written after the s27s13 changes and scored once
before any change for it (README): prose passwords in chat phrasing again, new sentences, to see whether s27s13's
fixes generalise (s27s13 was 70 % blind). RU and EN, values of every shape people use (word+digits, capitalised
word+symbol, digits only, two words). Look-alikes: the same sentences without a value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(4040_14)
pw = r.password


def word_pw() -> str:
    return r.pick(["snezhok", "chayka", "bereza", "lisa", "gorod", "pirog", "zenitchik"]) + r.d(r.pick([4, 5, 6]))


S = [
    ("ru", f"кстати пароль от роутера поменяли на {word_pw()}"),
    ("ru", f"я поставила на телефон пароль {r.d(6)}"),
    ("ru", f"пароль у бабушки на ноуте — {word_pw()}, она просила не забыть"),
    ("ru", f"пароль от нетфликса сейчас {pw()}"),
    ("ru", f"в общем пароль {pw()}"),
    ("ru", f"пароль, который я дал Серёже: {word_pw()}"),
    ("ru", f"от почты пароль поменял, новый {pw()}"),
    ("ru", f"Пароль на вайфай у нас {word_pw()}"),
    ("ru", f"пароль к сейфу {r.d(6)}"),
    ("ru", f"запиши: логин petrov, пароль {word_pw()}"),
    ("ru", f"пароль тот же что был, {pw()}"),
    ("ru", f"пароль на компе на работе {pw()}"),
    ("ru", f"пароль от госуслуг у папы {word_pw()}, телефон его"),
    ("ru", f"ну и пароль соответственно {pw()}"),
    ("ru", f"пароль {pw()} подходит и к почте, и к вк"),
    ("en", f"btw I set the wifi password to {word_pw()}"),
    ("en", f"the password for grandma's laptop is {word_pw()}, she asked me to remember"),
    ("en", f"Netflix password right now: {pw()}"),
    ("en", f"so the password is {pw()}"),
    ("en", f"the password I gave Sam was {word_pw()}"),
    ("en", f"changed the email password, the new one's {pw()}"),
    ("en", f"our wifi pw is {word_pw()}"),
    ("en", f"safe combo {r.d(6)}"),
    ("en", f"write it down: user petrov, password {word_pw()}"),
    ("en", f"same password as before, {pw()}"),
    ("en", f"dad's gosuslugi password is {word_pw()}"),
    ("en", f"and the password, of course, {pw()}"),
    ("en", f"{pw()} works for both email and the bank"),
    ("en", f"password on the work PC: {pw()}"),
    ("en", f"the passphrase is \"correct horse {word_pw()}\""),
]

O = [
    ("ru", "кстати пароль от роутера поменяли, теперь длинный"),
    ("ru", "я поставила на телефон пароль, наконец-то"),
    ("ru", "пароль у бабушки на ноуте записан в блокноте"),
    ("ru", "в общем пароль не подошёл"),
    ("ru", "от почты пароль поменял, всё ок"),
    ("ru", "пароль к сейфу знает только папа"),
    ("ru", "запиши: логин petrov, пароль потом скажу"),
    ("ru", "ну и пароль соответственно сменить"),
    ("ru", "пароль подходит и к почте, и к вк — это плохо"),
    ("ru", "пароль на компе на работе меняют раз в месяц"),
    ("en", "btw I set the wifi password, finally"),
    ("en", "the password for grandma's laptop is in her notebook"),
    ("en", "so the password is wrong again"),
    ("en", "changed the email password, the new one's longer"),
    ("en", "safe combo is with the lawyer"),
    ("en", "same password as before, unfortunately"),
    ("en", "and the password, of course, expired"),
    ("en", "the passphrase is four random words"),
    ("en", "password on the work PC expires every 30 days"),
    ("en", "Windows 11 works for both the laptop and the desktop"),
]

if __name__ == "__main__":
    write_groups("s27s14", S, [], O)
