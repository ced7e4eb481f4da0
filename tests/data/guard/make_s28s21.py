"""Write s28s21.jsonl: the twenty-first blind secrets batch of stop 28, written after the s28s20 changes and scored once
before any change for it (README): 36/40 = 90.0 % secrets refused blind (misses: a passphrase a password was set or
changed to, EN and RU), 1/20 ordinary refused ('Here is my car app password: in the glovebox notebook' — the app-password
rule read 'glovebox notebook' as four groups of four letters; refused on main too). Prose passwords in judge templates a
fourth time (s28s18-s28s20 were 70, 80, 75 %
blind), new templates and the value shapes of all three, RU and EN, to see where the family stands. Look-alikes: the
same templates without a value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_21)

SERVICES = ["Yahoo mail", "the Xbox", "Skype", "the home NAS", "WhatsApp backup", "the bank card app", "Pinterest",
            "the car app", "Nintendo", "the alarm app", "Twitch", "the printer", "Tinder", "my old laptop", "Epic Games",
            "the dashcam", "Duolingo", "the smart lock app", "Snapchat", "Signal backup"]
SERV_RU = ["Мегафона", "Теле2", "Билайна", "Альфы", "Райфа", "Почты России", "Ростелекома", "МосЭнергоСбыта", "ЖКХ",
           "Литреса", "Окко", "Иви", "Самоката", "Яндекс Такси", "Ситимобила", "Кинопоиска", "Сбермаркета", "ВкусВилла",
           "Перекрёстка", "Магнита"]


def value(i: int) -> str:
    shapes = [
        lambda: r.pick(["maggie", "daisy", "rocky", "bella", "lucky"]) + r.d(3),
        lambda: r.pick(["blackberry", "snowflake", "moonlight", "starlight"]),
        lambda: r.pick(["red fox jumps", "my cat is fluffy", "seven blue horses"]),
        lambda: r.d(6),
        lambda: r.pick(["Ch@rlie99", "S3cure!Pass", "Zz#48812", "Pa$$w0rd1"]),
        lambda: r.pick(["котофей", "звёздочка1", "малина2022", "ЛетоЗима"]),
        lambda: r.pick(["oleg.1975", "katya_99", "igor1983", "Nina-77"]),
        lambda: r.pick(["qwe123asd", "1234qwer", "zaq1xsw2", "asdfghjkl"]),
    ]
    return shapes[i % len(shapes)]()


T_EN = ["My {s} password — {v}", "I set {s}'s password to {v}", "{s} login password: {v}",
        "The {s} password I chose is {v}", "Password ({s}): {v}", "{s}: the password is {v}",
        "Changed {s} password to {v} today", "Here is my {s} password: {v}"]
T_RU = ["Мой пароль {s} — {v}", "Поставил пароль для {s}: {v}", "Пароль личного кабинета {s}: {v}",
        "Новый пароль от {s} — {v}", "Пароль ({s}): {v}", "{s}: пароль {v}", "Сменил пароль {s} на {v}",
        "Вот мой пароль от {s}: {v}"]

S = []
for i in range(20):
    S.append(("en", T_EN[i % len(T_EN)].format(s=SERVICES[i], v=value(i + 1))))
    S.append(("ru", T_RU[i % len(T_RU)].format(s=SERV_RU[i], v=value(i + 4))))

O = [
    ("en", "My Yahoo mail password — forgot it, recovery via phone"),
    ("en", "I set the Xbox's password to expire never"),
    ("en", "Skype login password: same as Microsoft account"),
    ("en", "The home NAS password I chose is long and random"),
    ("en", "Password (WhatsApp backup): not set"),
    ("en", "the bank card app: the password is the card PIN plus 2 digits"),
    ("en", "Changed Pinterest password today after the breach email"),
    ("en", "Here is my car app password: in the glovebox notebook"),
    ("en", "My Nintendo password — the kids know it"),
    ("en", "I set the alarm app's password to the default, need to change"),
    ("ru", "Мой пароль Мегафона — восстановить через СМС"),
    ("ru", "Поставил пароль для Теле2: пока временный"),
    ("ru", "Пароль личного кабинета Билайна: на договоре"),
    ("ru", "Новый пароль от Альфы — в смс"),
    ("ru", "Пароль (Райф): не задан"),
    ("ru", "Почта России: пароль сбросил"),
    ("ru", "Сменил пароль Ростелекома на более длинный"),
    ("ru", "Вот мой пароль от ЖКХ: спроси у жены"),
    ("ru", "Мой пароль Литреса — как от почты"),
    ("ru", "Поставил пароль для Окко: попросил сына"),
]

if __name__ == "__main__":
    write_groups("s28s21", S, [], O)
