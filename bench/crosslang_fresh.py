"""A fresh cross-language batch, written after the probe was tuned on and BEFORE the keyword
lexicon (agentik.memory.lexicon) was tried, to check that what helps on the probe generalises.

20 notes about the same user (half English, half Russian) on topics the probe does not cover —
education, car repair, volunteering, a wedding, music, sport results, gadgets, paperwork — each
with two questions in its other language: 40 questions. They are searched among these 20 notes
plus all 110 notes of the probe (bench/crosslang_data.py) as distractors. Nothing here is tuned on.
"""

from __future__ import annotations

FRESH: dict[str, tuple[str, tuple[str, str]]] = {
    "university": ("The user studied applied mathematics in Novosibirsk",
                   ("Что изучал пользователь в университете?", "где я учился")),
    "thesis": ("The user's master's thesis was about graph algorithms",
               ("О чём была магистерская работа пользователя?", "какая тема у моего диплома")),
    "volunteer": ("On Sundays the user volunteers at an animal shelter",
                  ("Где пользователь волонтёрит?", "чем я занимаюсь по воскресеньям")),
    "wedding": ("The user's best friend is getting married in July in Riga",
                ("Чья свадьба летом?", "куда я еду на свадьбу")),
    "piano": ("The user's daughter takes piano lessons twice a week",
              ("Чем занимается дочь после школы?", "сколько раз в неделю у дочки музыка")),
    "phone": ("The user's phone screen cracked and needs replacing",
              ("Что случилось с телефоном пользователя?", "что мне нужно починить")),
    "bike_theft": ("The user's bike was stolen from the courtyard last month",
                   ("Что украли у пользователя?", "где стоял мой велосипед")),
    "tennis": ("The user lost the club tennis final in straight sets",
               ("Как пользователь сыграл в финале?", "чем закончился мой теннисный турнир")),
    "keyboard": ("The user types on a split mechanical keyboard",
                 ("Какая клавиатура у пользователя?", "на чём я печатаю")),
    "mortgage": ("The bank approved the user's mortgage application",
                 ("Одобрили ли ипотеку?", "что ответил банк")),
    "tires": ("Пользователь поменял зимнюю резину на летнюю в апреле",
              ("When did the user change the tyres?", "did I put the summer tires on")),
    "choir": ("Жена пользователя поёт в церковном хоре",
              ("Does the user's wife sing?", "what does my wife do on Sundays")),
    "fridge": ("Холодильник сломался, мастер придёт в четверг",
               ("When is the repairman coming?", "what appliance broke")),
    "tattoo": ("Пользователь думает сделать татуировку на плече",
               ("Is the user planning a tattoo?", "where do I want a tattoo")),
    "knee": ("После падения на лыжах у пользователя болит колено",
             ("Why does the user's knee hurt?", "how did I injure my leg")),
    "fishing": ("С отцом пользователь каждое лето ездит на рыбалку на Волгу",
                ("Who does the user go fishing with?", "where do we fish in summer")),
    "tax_refund": ("Налоговый вычет за лечение зубов вернули в марте",
                   ("Did the user get a tax refund?", "what was the refund for")),
    "course": ("Пользователь проходит онлайн-курс по машинному обучению",
               ("What online course is the user taking?", "am I studying machine learning")),
    "neighbor_dog": ("Соседская собака лает всю ночь",
                     ("Whose dog barks at night?", "what keeps me awake")),
    "birthday_party": ("На день рождения сына сняли батутный центр",
                       ("Where is the son's birthday party?", "what did we book for the kid's birthday")),
}


def beside_probe(prefix: str,
                 batch: dict[str, tuple[str, tuple[str, ...]]]) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """(a batch's notes, keyed "<prefix>:<key>", plus the probe's notes as distractors; [(question, key)] of the
    batch's questions)."""
    from .crosslang_data import probe

    notes, _ = probe()
    notes = {**notes, **{f"{prefix}:{key}": note for key, (note, _) in batch.items()}}
    questions = [(question, f"{prefix}:{key}") for key, (_, asked) in batch.items() for question in asked]
    return notes, questions


def fresh_probe() -> tuple[dict[str, str], list[tuple[str, str]]]:
    """This batch beside the probe (`beside_probe`)."""
    return beside_probe("fresh", FRESH)


__all__ = ["FRESH", "beside_probe", "fresh_probe"]
