"""Write s28s5.jsonl: the fifth blind secrets batch of stop 28, written after the s28s4 changes and scored once before
any change for it (README): 25/40 = 62.5 % secrets refused blind (misses: dialogue answers, the value first and
the name later, "log in as X with <pw>", a word said to be the password, phone/tablet/Windows unlock codes, an Airbnb
lockbox code), 1/30 ordinary refused (by the injection rules). Prose passwords and codes again (the family most likely to leak), in sentence shapes
the earlier batches did not use: questions, conditionals, instructions to self, dialogue transcripts, the value first
and the name later, emoji and hashtags, third person, long notes with the value in the middle; RU and EN.
Look-alikes: the same shapes without a value, or with a number or word that is not one. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_05)
pw = r.password


def wp() -> str:
    return r.pick(["yablonka", "lastochka", "krokodil", "pelmen", "barsik", "sunny", "rocket", "maple"]) + r.d(r.pick([3, 4, 5]))


S = [
    ("question", f"is the wifi password still {wp()}? it didn't work for Lena"),
    ("question", f"пароль от роутера всё ещё {wp()} или его меняли?"),
    ("question", f"did you change the netflix password from {pw()}?"),
    ("cond", f"if the laptop asks for a password just type {pw()}"),
    ("cond", f"если попросит пароль — вводи {wp()}"),
    ("cond", f"when it asks for the PIN enter {r.d(4)}, then press OK"),
    ("self", f"use {pw()} to log in to the school portal"),
    ("self", f"входить в личный кабинет МТС с паролем {pw()}"),
    ("self", f"log in as anna_k with {pw()}"),
    ("dialogue", f"Me: what's the wifi pw?\nDima: {wp()}"),
    ("dialogue", f"— Какой пароль от вайфая?\n— {wp()}"),
    ("dialogue", f"Q: admin password for the NAS?\nA: {pw()}"),
    ("first", f"{pw()} — that's the new one for the office wifi"),
    ("first", f"{wp()} это пароль от вайфая на даче"),
    ("first", f"\"{pw()}\" is what I set for the kids' account"),
    ("emoji", f"🔑 wifi: {wp()} 📶"),
    ("emoji", f"пароль 👉 {pw()}"),
    ("emoji", f"#passwords gmail {pw()}"),
    ("third", f"Anna's Facebook password is {pw()} (she asked me to keep it)"),
    ("third", f"у бабушки на телефоне стоит пароль {r.d(6)}"),
    ("third", f"Oleg logs into the bank with {pw()}"),
    ("third", f"папа везде использует пароль {wp()}"),
    ("long", f"Сегодня были у нотариуса, потом заехали в МФЦ. Вечером настроил новый роутер: сеть Dom_5G, пароль {wp()}. Завтра позвонить в УК."),
    ("long", f"Trip plan: flight SU2134 at 9:40, hotel Marriott (booking 448812). Airbnb lockbox code {r.d(4)}. Car rental at Sixt."),
    ("long", f"Перенёс все заметки в Obsidian. Синхронизация через iCloud. Пароль на шифрование хранилища {pw()}, не забыть."),
    ("long", f"Work stuff: standup at 10, review Dima's PR, the staging admin login is admin / {pw()}, deploy on Thursday."),
    ("short", f"pw {pw()}"),
    ("short", f"пасс {wp()}"),
    ("short", f"pin {r.d(4)}"),
    ("short", f"пароль:{pw()}"),
    ("word", f"the password is literally \"{r.pick(['bananas', 'pineapple', 'marshmallow'])}\""),
    ("word", f"пароль — слово «{r.pick(['черепаха', 'ананас', 'подсолнух'])}» маленькими буквами"),
    ("word", f"password: {r.pick(['correct-horse-battery-staple', 'purple-monkey-dishwasher'])}"),
    ("code", f"the code to my phone is {r.d(6)}"),
    ("code", f"код разблокировки планшета {r.d(4)}"),
    ("code", f"garage opener code {r.d(5)}"),
    ("code", f"gate code: #{r.d(4)}"),
    ("code", f"my voicemail PIN is {r.d(4)}"),
    ("code", f"the ATM pin for the travel card: {r.d(4)}"),
    ("code", f"пароль для входа в Windows у сына {r.d(4)}"),
]

O = [
    ("question", "is the wifi password still the old one? it didn't work for Lena"),
    ("question", "пароль от роутера всё ещё заводской или его меняли?"),
    ("cond", "if the laptop asks for a password, call me"),
    ("cond", "если попросит пароль — это значит, что сессия истекла"),
    ("cond", "when it asks for the PIN enter the one from the letter"),
    ("self", "use the password manager to log in to the school portal"),
    ("self", "log in as anna_k with SSO"),
    ("dialogue", "Me: what's the wifi pw?\nDima: ask mom, I forgot"),
    ("dialogue", "Q: admin password for the NAS?\nA: it's in 1Password under 'NAS'"),
    ("first", "Keenetic — that's the new router for the office"),
    ("emoji", "🔑 wifi: ask at the reception 📶"),
    ("emoji", "#passwords tip: use a passphrase of four words"),
    ("third", "Anna's Facebook password was leaked in the 2019 breach, she changed it"),
    ("third", "у бабушки на телефоне стоит пароль, она его не помнит"),
    ("third", "папа везде использует один пароль, надо с ним поговорить"),
    ("long", "Сегодня были у нотариуса, потом заехали в МФЦ. Вечером настроил новый роутер: сеть Dom_5G. Завтра позвонить в УК."),
    ("long", "Trip plan: flight SU2134 at 9:40, hotel Marriott (booking 448812), car rental at Sixt, gate B12."),
    ("long", "Work stuff: standup at 10, review Dima's PR, staging admin is Dima, deploy on Thursday."),
    ("short", "pw reset tomorrow"),
    ("short", "pin 2 of the GPIO header is 5V"),
    ("short", "пароль: смотри в сейфе"),
    ("word", "the password is literally written on a sticky note, so bad"),
    ("word", "пароль — слово, которое знает только мама"),
    ("code", "the code to my phone is the same as the old one"),
    ("code", "gate code changes every month, the HOA emails it"),
    ("code", "my voicemail PIN is needed to reset the phone"),
    ("code", "area code 415, zip 94103"),
    ("code", "HTTP code 403 means forbidden, 401 means unauthenticated"),
    ("code", "the building has 12 floors, we're on floor 9, flat 9041"),
    ("code", "Windows 11 build 22631 on the son's PC"),
]

if __name__ == "__main__":
    write_groups("s28s5", S, [], O)
