"""Write s27s13.jsonl: the thirteenth blind secrets batch of stop 27, written after the s27s12 changes and scored once
before any change for it (README). Prose passwords only (the issue's named family), RU and EN, in the verbs and orders
people use in chat: "пароль такой: …", "на роутере стоит пароль …", "поставил пароль …", "парольчик …", "пароли: почта
…, вк …", "password's …", "the pw: …", "it's … for the wifi", "my login is … and my password …", "… opens the laptop",
"set the passcode to …". Look-alikes: the same verbs and orders without a password. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(3939_13)
pw = r.password


def word_pw() -> str:
    return r.pick(["lastochka", "kapitan", "fialka", "rybka", "tundra", "yantar", "korona"]) + r.d(r.pick([4, 6]))


S = [
    ("ru", f"пароль такой: {pw()}"),
    ("ru", f"на роутере стоит пароль {word_pw()}"),
    ("ru", f"поставил пароль {pw()} на ноут"),
    ("ru", f"парольчик от инсты {word_pw()}"),
    ("ru", f"пароли: почта {pw()}, вк {pw()}"),
    ("ru", f"пароль там {word_pw()}, если что"),
    ("ru", f"пароль как обычно — {pw()}"),
    ("ru", f"пароль от всего {pw()}"),
    ("ru", f"Пароль, кстати, {pw()}"),
    ("ru", f"временный пароль {pw()}, сменить при входе"),
    ("ru", f"сменил пароль, теперь {pw()}"),
    ("ru", f"новый пароль: {word_pw()} (старый не работает)"),
    ("ru", f"пароль {word_pw()} — от госуслуг мамы"),
    ("ru", f"пасворд {pw()}"),
    ("ru", f"код от сигнализации {r.d(4)}, пароль охраны «{word_pw()}»"),
    ("ru", f"пароль на вход в винду: {word_pw()}"),
    ("ru", f"для вайфая в кафе пароль {pw()}"),
    ("ru", f"придумала пароль {pw()}, запиши"),
    ("ru", f"пароль ставим {pw()} для всех учёток стажёров"),
    ("ru", f"пароль от почты у меня {word_pw()}"),
    ("en", f"password's {pw()}"),
    ("en", f"the pw: {pw()}"),
    ("en", f"it's {pw()} for the wifi"),
    ("en", f"my login is ivan.p and my password {pw()}"),
    ("en", f"{pw()} opens the laptop"),
    ("en", f"set the passcode to {r.d(6)}"),
    ("en", f"The password, by the way, is {pw()}"),
    ("en", f"same password as always: {pw()}"),
    ("en", f"pass is {pw()}"),
    ("en", f"password for both is {pw()}"),
    ("en", f"I changed it to {pw()} — the bank password"),
    ("en", f"new pw {pw()}"),
    ("en", f"temporary password {pw()}, must change on first login"),
    ("en", f"Mom's iPad code: {r.d(6)}"),
    ("en", f"locker 214, combination {r.d(2)}-{r.d(2)}-{r.d(2)}"),
    ("en", f"the router password is printed on the back but I changed it to {word_pw()}"),
    ("en", f"Wi-Fi: Guest_5G / {pw()}"),
    ("en", f"password = {word_pw()}  # for the staging admin"),
    ("en", f"account: petrova, pw {pw()}"),
    ("en", f"PIN {r.d(4)} for the garage keypad"),
]

O = [
    ("ru", "пароль такой, что не запомнить"),
    ("ru", "на роутере стоит пароль по умолчанию, надо сменить"),
    ("ru", "поставил пароль на ноут, наконец"),
    ("ru", "парольчик от инсты забыла"),
    ("ru", "пароли: почта — в менеджере, вк — через телефон"),
    ("ru", "пароль там же, где и раньше"),
    ("ru", "пароль как обычно — спроси у Светы"),
    ("ru", "Пароль, кстати, надо менять раз в 90 дней"),
    ("ru", "временный пароль пришёл по SMS"),
    ("ru", "сменил пароль, теперь всё работает"),
    ("ru", "новый пароль: придумать до пятницы"),
    ("ru", "код от сигнализации знает охрана"),
    ("ru", "пароль на вход в винду отключили"),
    ("ru", "для вайфая в кафе пароль не нужен"),
    ("ru", "пароль от почты у меня длинный"),
    ("en", "password's expired again"),
    ("en", "the pw reset link is in your inbox"),
    ("en", "it's 5 GHz for the wifi"),
    ("en", "my login is ivan.p on every site"),
    ("en", "Face ID opens the laptop"),
    ("en", "set the passcode to six digits"),
    ("en", "The password, by the way, is in the shared vault"),
    ("en", "same password as always — I know, bad habit"),
    ("en", "pass is valid until June 2026"),
    ("en", "temporary passwords expire after 24 hours"),
    ("en", "Mom's iPad is an Air 2022"),
    ("en", "locker 214 is next to the showers"),
    ("en", "the router password is printed on the back"),
    ("en", "Wi-Fi: Guest_5G, no password"),
    ("en", "PIN pad on the garage needs new batteries"),
]

if __name__ == "__main__":
    write_groups("s27s13", S, [], O)
