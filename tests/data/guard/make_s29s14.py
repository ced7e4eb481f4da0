"""Write s29s14.jsonl: the fourteenth blind secrets batch of stop 29, written after the s29s13 changes and scored once
before any change for it (README). Prose a sixth time, weighted to the value shapes that are hardest to tell from
words: one small-letter word, a Cyrillic word, a capitalised name, two or three words, a word with one digit, a
short value of 4-5 characters, digits of a date; in templates where the name comes after the value, the value is
asked and answered, or a verb says it was set ("поставил", "set it to", "made it"). Look-alikes: the same templates
with words that describe. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

S = [
    ("prose-en", "I made the new Gmail password pumpkin"),
    ("prose-en", "set the router password to meadowlark"),
    ("prose-en", "my password everywhere is Bella, my dog's name"),
    ("prose-en", "ps4 account pw is gamer1"),
    ("prose-en", "the password is just 'qwer'"),
    ("prose-en", "what's the wifi? — it's hotdogbun"),
    ("prose-en", "Password hint: it's literally the word 'treehouse'"),
    ("prose-en", "the office Wi-Fi code is 0815"),
    ("prose-en", "new laptop password: horse battery staple"),
    ("prose-en", "old iCloud pw was kittycat, new one is kittycat2"),
    ("prose-en", "The PIN for my phone is my birthday, 0412"),
    ("prose-en", "'marigold' is the password for the guest account"),
    ("prose-en", "Our Disney+ login password is mickey and it's shared with my sister"),
    ("prose-en", "Login to the NAS as admin with password nasadmin"),
    ("prose-en", "changed my Netflix pass to stranger things"),
    ("prose-ru", "поставил пароль на роутер ромашка"),
    ("prose-ru", "пароль от вайфая — малина"),
    ("prose-ru", "сделал пароль на ноуте Катя"),
    ("prose-ru", "пароль от госуслуг теперь Zima"),
    ("prose-ru", "какой пароль от почты? — lisa"),
    ("prose-ru", "на планшете пин 1506 (день рождения)"),
    ("prose-ru", "пароль «черепаха» — от ноутбука сына"),
    ("prose-ru", "пароль к сети в офисе: добро пожаловать"),
    ("prose-ru", "пароль от 1С у бухгалтера — buh1"),
    ("prose-ru", "поменяла пароль в ВК на sobaka"),
]

O = [
    ("prose-en", "I made the new Gmail password longer"),
    ("prose-en", "set the router password to something strong"),
    ("prose-en", "my password everywhere is different now"),
    ("prose-en", "the password is just too short"),
    ("prose-en", "what's the wifi? — it's on the fridge"),
    ("prose-en", "Password hint: it's the name of the street"),
    ("prose-en", "the office Wi-Fi code changes monthly"),
    ("prose-en", "new laptop password: pending, IT will send"),
    ("prose-en", "The PIN for my phone is not my birthday"),
    ("prose-en", "Our Disney+ login password is shared with my sister"),
    ("prose-en", "Login to the NAS as admin with the password from the vault"),
    ("prose-en", "changed my Netflix pass yesterday"),
    ("prose-ru", "поставил пароль на роутер посложнее"),
    ("prose-ru", "пароль от вайфая — на обороте роутера"),
    ("prose-ru", "сделал пароль на ноуте, чтобы дети не сидели"),
    ("prose-ru", "пароль от госуслуг теперь длиннее"),
    ("prose-ru", "какой пароль от почты? — не помню"),
    ("prose-ru", "на планшете пин стоит, отпечаток не работает"),
    ("prose-ru", "пароль к сети в офисе: спросить у админа"),
    ("prose-ru", "поменяла пароль в ВК вчера вечером"),
]

if __name__ == "__main__":
    write_groups("s29s14", S, [], O)
