"""Write s29s9.jsonl: the ninth blind secrets batch of stop 29, written after the s29s8 changes and scored once before
any change for it (README). Russian chat prose as typed in Telegram: «пасс», «паролька», «вот пароль», «кинь пароль —
держи: X», «в заметках пароль X», «пароль от всего одинаковый X», «пароль поменял на X», «английскими буквами»,
«на латинице», a value in a reply line, PIN codes for gates and wickets, Cyrillic passwords, digits only,
a phone-like PIN with dashes; and the English a Russian speaker types. Look-alikes: the same turns without a value.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_09)
pw = r.password


def low() -> str:
    return r.pick(["vesna2023", "kotlety", "moskva777", "solnce", "zelenyslon", "qwerty2020", "malina55"])


S = [
    ("prose-ru", f"кинь пароль от вайфая\n— держи: {low()}"),
    ("prose-ru", f"в заметках пароль {pw()}, не потеряй"),
    ("prose-ru", f"пароль от всего одинаковый {pw()}"),
    ("prose-ru", f"пароль поменял на {pw()}"),
    ("prose-ru", f"пароль английскими буквами: {low()}"),
    ("prose-ru", f"паролька от инсты {pw()}"),
    ("prose-ru", f"вот пароль от кинопоиска {pw()}"),
    ("prose-ru", f"пасс от ps4: {pw()}"),
    ("prose-ru", f"пароль на латинице {low()}, все маленькие"),
    ("prose-ru", f"Код калитки {r.d(4)}, потом направо"),
    ("prose-ru", f"пароль такой: {pw()}"),
    ("prose-ru", f"пароль от рабочего компа {r.d(6)}"),
    ("prose-ru", f"пароль {r.pick(['Солнышко2020', 'котик123', 'ЛюбимаяДочка'])} — от ноута мамы"),
    ("prose-ru", f"на роутере пароль {low()} (сам ставил)"),
    ("prose-ru", f"у Серёги пароль от steam {pw()}, он дал поиграть"),
    ("prose-ru", f"ПИН для ворот {r.d(4)}#"),
    ("prose-ru", f"пароль: {low()} (всё с маленькой)"),
    ("prose-ru", f"— а пароль какой?\n— {pw()}"),
    ("prose-ru", f"зайти можно под admin, пароль тот же что логин + {r.d(3)}"),
    ("prose-ru", f"пароль от приставки: {r.d(4)}"),
    ("prose-ru", f"временный пароль от Госуслуг пришёл: {r.s(8, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789', False)}"),
    ("prose-ru", f"пароль от WiFi «{low()}» без кавычек"),
    ("prose-ru", f"пароль от почты это {pw()}"),
    ("prose-ru", f"Пароль на вход в винду — {low()}"),
    ("prose-ru", f"кстати пароль от тиктока {pw()}"),
    ("prose-en", f"my pass from bank app is {pw()}"),
    ("prose-en", f"password from wifi: {low()}"),
    ("prose-en", f"for login in VK use {pw()}"),
    ("prose-en", f"pin of my card {r.d(4)}"),
    ("prose-en", f"the pass is same for all sites {pw()}"),
]

O = [
    ("prose-ru", "кинь пароль от вайфая\n— не помню, спроси у папы"),
    ("prose-ru", "в заметках пароля нет, посмотри в менеджере"),
    ("prose-ru", "пароль от всего одинаковый — это плохая идея"),
    ("prose-ru", "пароль поменял, старый не подойдёт"),
    ("prose-ru", "пароль английскими буквами, раскладку переключи"),
    ("prose-ru", "паролька от инсты у Кати"),
    ("prose-ru", "пасс от ps4 в телефоне, в заметках"),
    ("prose-ru", "Код калитки узнать у соседей"),
    ("prose-ru", "пароль такой же, как был"),
    ("prose-ru", "на роутере пароль заводской, на наклейке"),
    ("prose-ru", "ПИН для ворот меняет управляющая компания"),
    ("prose-ru", "— а пароль какой?\n— тот же, что от почты"),
    ("prose-ru", "временный пароль от Госуслуг пришёл, действует 24 часа"),
    ("prose-ru", "пароль от WiFi сменить на более сложный"),
    ("prose-ru", "Пароль на вход в винду убрать, чтобы не спрашивал"),
    ("prose-ru", "кстати пароль от тиктока Катя сбросила"),
    ("prose-ru", "на парковке у ТЦ первые 2 часа бесплатно, потом 150 р/ч"),
    ("prose-ru", "купить: молоко 3.2%, хлеб, яйца С0 x10"),
    ("prose-ru", "вторник: сдать отчёт №17, созвон в 11:00"),
    ("prose-en", "my pass from bank app stopped working, call them"),
    ("prose-en", "password from wifi is on the router"),
    ("prose-en", "for login in VK use the phone number"),
    ("prose-en", "pin of my card was blocked after 3 tries"),
    ("prose-en", "the pass is same for all sites, I know, bad"),
]

if __name__ == "__main__":
    write_groups("s29s9", S, [], O)
