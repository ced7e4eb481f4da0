"""Write s28s23.jsonl: the twenty-third blind secrets batch of stop 28, written after the s28s22 changes and scored once
before any change for it (README): 20/25 = 80.0 % secrets refused blind (misses: «парольчик от вайфайчика <Noun>»,
«пароль на телефоне … N», «на сигналке код N», a camel-case password at the end of a mnemonic, a phone number as the
password), 0/20 ordinary refused. Russian prose passwords and codes as people in Russia write them — Cyrillic
passwords, a phone number or a birthday as the password, «пароль такой же, как …: X», «пасс/пароль/пин/код» with
colloquial verbs (стоит, висит, вбит, забит, выставлен), diminutives, the value in «ёлочках», numbers with the
Cyrillic К/В of intercoms; and English from Russian speakers. Look-alikes: the same sentences without a value.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2800_23)
pw = r.password


def cyr() -> str:
    return r.pick(["Ромашка", "ёжик", "Барсик", "котлета", "Пушистик", "ласточка"]) + r.pick(["", r.d(2), r.d(4), "!"])


S = [
    ("ru", f"на роутере стоит пароль {cyr()}"),
    ("ru", f"в ноуте вбит пароль {pw()}"),
    ("ru", f"на вайфае висит пароль {r.pick(['89161234567', '79031112233'])} (мамин телефон)"),
    ("ru", "пароль — мой день рождения, 14081990"),
    ("ru", f"пасс такой же как от почты: {pw()}"),
    ("ru", f"пароль выставлен {pw()}, не трогать"),
    ("ru", f"пин забит {r.d(4)}"),
    ("ru", f"пароль «{cyr()}» от госуслуг бабушки"),
    ("ru", f"парольчик от вайфайчика {cyr()}"),
    ("ru", f"код домофона {r.d(2)}К{r.d(4)}"),
    ("ru", f"в сейфе код {r.d(6)}"),
    ("ru", f"пароль на телефоне у сына теперь {r.d(4)}"),
    ("ru", f"пароль от личного кабинета МФЦ: {cyr()}"),
    ("ru", f"у мамы в ватсапе двухэтапка, пин {r.d(6)}"),
    ("ru", f"пароль был {pw()}, теперь {pw()}"),
    ("ru", f"Пароль от ЕИС: {pw()} (не менять, там ЭЦП)"),
    ("ru", f"в 1С у Петровой пароль {cyr()}"),
    ("ru", f"на сигналке код {r.d(4)}, снимать сразу"),
    ("ru", f"пароль от Wi-Fi в кафе «Ёлки» — {r.pick(['elki2024', 'yolki777', 'kofe12345'])}"),
    ("ru", f"пароль: первые буквы стиха «{r.pick(['Мороз и солнце день чудесный', 'Я помню чудное мгновенье'])}» — {r.pick(['MisdCh2024', 'Ypchm1837!'])}"),
    ("en", f"password on router is {cyr()}"),
    ("en", f"wifi pass is mama phone {r.pick(['89161234567', '79031112233'])}"),
    ("en", f"my password it is {pw()}"),
    ("en", f"for the bank I have password {pw()}"),
    ("en", f"pin for card is {r.d(4)}"),
]

O = [
    ("ru", "на роутере стоит пароль по умолчанию, надо сменить"),
    ("ru", "в ноуте вбит пароль, но я его не знаю"),
    ("ru", "на вайфае висит гостевая сеть без пароля"),
    ("ru", "пароль — не мой день рождения, не угадаешь"),
    ("ru", "пасс такой же как от почты, только с точкой"),
    ("ru", "пароль выставлен администратором, сменить нельзя"),
    ("ru", "пин забит в телефоне, в заметках"),
    ("ru", "парольчик от вайфайчика на роутере снизу"),
    ("ru", "код домофона поменяли, новый скажет консьерж"),
    ("ru", "в сейфе документы и золото бабушки"),
    ("ru", "пароль на телефоне у сына теперь графический"),
    ("ru", "у мамы в ватсапе двухэтапка включена"),
    ("ru", "Пароль от ЕИС не менять, там ЭЦП"),
    ("ru", "в 1С у Петровой пароль сброшен, пусть зайдёт"),
    ("ru", "на сигналке код меняли в прошлом месяце"),
    ("ru", "день рождения мамы 14.08, купить цветы"),
    ("ru", "номер мамы 89161234567, звонить после 18"),
    ("en", "password on router is default, change it"),
    ("en", "my password it is long, 16 symbols"),
    ("en", "pin for card is in the envelope"),
]

if __name__ == "__main__":
    write_groups("s28s23", S, [], O)
