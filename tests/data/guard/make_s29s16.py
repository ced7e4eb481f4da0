"""Write s29s16.jsonl: the sixteenth blind secrets batch of stop 29, written after the s29s15 changes and scored once
before any change for it (README). Does s29s14's one-word rule generalise? Prose in fresh templates, RU and EN, with
values of every shape, a third of them plain words: 'X is what I use for Y', 'Y's password? X', 'the code to get in
is X', 'my PIN's X', «пароль у меня X», «от Y пароль простой: X», «X — пароль от Y», 'I went with X for the Y
password', 'the Y account uses X', 'X works for Y', notes with emoji and lists. Look-alikes: the same templates with
a description or a place. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

S = [
    ("prose-en", "sunflower22 is what I use for the Target account"),
    ("prose-en", "Spotify password? butterscotch"),
    ("prose-en", "the code to get in is 7731"),
    ("prose-en", "my PIN's 2580"),
    ("prose-en", "I went with Pepperoni! for the Domino's password"),
    ("prose-en", "the Comcast account uses bluejay88"),
    ("prose-en", "Kestrel#90 works for both Wi-Fi networks"),
    ("prose-en", "🔑 Amazon: lemondrop"),
    ("prose-en", "note: Ring app pw = snowglobe"),
    ("prose-en", "Passwords for the kids: Tom - dinosaur, Ella - unicorn"),
    ("prose-en", "his Steam account password is dragonslayer"),
    ("prose-en", "The PIN on the lockbox is 4-4-1-9"),
    ("prose-en", "Wifi name: Fam5G, password: pancakes"),
    ("prose-en", "I keep forgetting: the Xfinity password is marshmallow"),
    ("prose-en", "School portal: username s.jones, password bluebird"),
    ("prose-en", "password for the printer admin page is 'hp'"),
    ("prose-en", "ATM pin changed to 8812"),
    ("prose-en", "the router login is admin / admin123"),
    ("prose-en", "laptop password (Windows): Fernando"),
    ("prose-en", "Her iPhone passcode: 190388"),
    ("prose-ru", "пароль у меня везде котлета"),
    ("prose-ru", "от Кинопоиска пароль простой: фильм2020"),
    ("prose-ru", "kotik — пароль от Wi-Fi дома"),
    ("prose-ru", "пароль от Госуслуг у мамы Людмила1960"),
    ("prose-ru", "на сейфе код 0909"),
    ("prose-ru", "пароль от ноута: бегемот"),
    ("prose-ru", "Пароль для Озона — ozonozon"),
    ("prose-ru", "дочкин айпад: пароль 2468"),
    ("prose-ru", "пароль от роутера поставили Лето2023"),
    ("prose-ru", "логин: katya, пароль: солнышко"),
    ("prose-ru", "пароль на вход в приложение банка — 13579"),
    ("prose-ru", "в Steam пароль Dota2forever"),
    ("prose-ru", "у бабушки пароль на телефоне 1111"),
    ("prose-ru", "пароль от вайфая в кафе: kofe"),
    ("prose-ru", "📌 Пароли:\n— почта: медведь\n— банк: Лиса!2020"),
    ("prose-ru", "пароль от стима — это dragon"),
    ("prose-ru", "секретное слово в Альфе — Арбуз"),
    ("prose-ru", "Запомнить: пароль Wi-Fi — кошкин дом"),
    ("prose-ru", "пароль от 1С: 12345"),
    ("prose-ru", "ПИН карты Мир — 7070"),
]

O = [
    ("prose-en", "sunflower seeds are what I use for the bird feeder"),
    ("prose-en", "Spotify password? reset it, I don't remember"),
    ("prose-en", "the code to get in is on the booking page"),
    ("prose-en", "my PIN's the same as always"),
    ("prose-en", "I went with Domino's for the pizza order"),
    ("prose-en", "the Comcast account uses autopay"),
    ("prose-en", "🔑 Amazon: order arrives Tuesday"),
    ("prose-en", "note: Ring app pw = see vault"),
    ("prose-en", "Passwords for the kids: ask me, I keep them"),
    ("prose-en", "his Steam account password is compromised, he got an email"),
    ("prose-en", "Wifi name: Fam5G, password: on the router"),
    ("prose-en", "I keep forgetting: the Xfinity bill is due on the 5th"),
    ("prose-en", "School portal: username s.jones, password from the teacher"),
    ("prose-en", "ATM pin changed successfully"),
    ("prose-en", "laptop password (Windows): disabled, uses Hello"),
    ("prose-ru", "пароль у меня везде разный"),
    ("prose-ru", "от Кинопоиска пароль простой, поменяю"),
    ("prose-ru", "на сейфе код не стоит, просто ключ"),
    ("prose-ru", "пароль от ноута: спроси у Андрея"),
    ("prose-ru", "дочкин айпад: пароль забыли, сброс через Apple"),
    ("prose-ru", "логин: katya, пароль: придёт в смс"),
    ("prose-ru", "у бабушки пароль на телефоне не стоит"),
    ("prose-ru", "📌 Пароли:\n— почта: в менеджере\n— банк: отпечаток"),
    ("prose-ru", "секретное слово в Альфе — поменять"),
    ("prose-ru", "ПИН карты Мир придёт в конверте"),
]

if __name__ == "__main__":
    write_groups("s29s16", S, [], O)
