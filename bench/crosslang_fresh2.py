"""A second fresh cross-language batch (stop 25), written BEFORE the lexicon and fusion changes of
that stop were tried, to check that they generalise beyond the probe and the first fresh batch.

20 notes about the same user (half English, half Russian) on topics neither the probe nor the first
fresh batch covers — hobbies, family, errands, gadgets, fears, work places — each with two questions
in its other language (one in the third person, one as the user would ask): 40 questions. They are
searched among these 20 notes plus all 110 notes of the probe (bench/crosslang_data.py) as
distractors. Nothing here is tuned on.
"""

from __future__ import annotations

FRESH2: dict[str, tuple[str, tuple[str, str]]] = {
    "laptop_battery": ("The user's laptop battery lasts only two hours now",
                       ("Что не так с ноутбуком пользователя?", "сколько держит батарея моего ноута")),
    "sourdough": ("The user bakes sourdough bread every weekend",
                  ("Что печёт пользователь?", "что я готовлю по выходным")),
    "sister": ("The user's sister lives in Toronto and works as a nurse",
               ("Где живёт сестра пользователя?", "кем работает моя сестра")),
    "ballet": ("The user bought tickets to the Bolshoi ballet for December",
               ("Куда пользователь идёт в декабре?", "на какой спектакль у меня билеты")),
    "spanish": ("The user is learning Spanish with a tutor on Tuesdays",
                ("Какой язык учит пользователь?", "когда у меня занятия с репетитором")),
    "watch": ("The user wears a Garmin watch that tracks sleep and heart rate",
              ("Какие часы носит пользователь?", "чем я слежу за пульсом")),
    "kitchen_paint": ("The user wants to repaint the kitchen walls green",
                      ("Какого цвета будут стены на кухне?", "что я хочу перекрасить")),
    "grandfather": ("The user's grandfather was a navy pilot",
                    ("Кем был дедушка пользователя?", "кто в моей семье был лётчиком")),
    "blood": ("The user donated blood last Friday",
              ("Сдавал ли пользователь кровь?", "что я сделал в прошлую пятницу")),
    "backups": ("The user keeps backups on an external hard drive and in the cloud",
                ("Где пользователь хранит резервные копии?", "куда я сохраняю бэкапы")),
    "bees": ("Пользователь держит пчёл на даче у тёщи",
             ("Does the user keep bees?", "where are my beehives")),
    "flying": ("Пользователь боится летать на самолётах",
               ("Is the user afraid of flying?", "what makes me nervous when I travel")),
    "vinyl": ("Пользователь собирает виниловые пластинки с джазом",
              ("What does the user collect?", "what kind of records do I buy")),
    "son_arm": ("Сын пользователя сломал руку, катаясь на скейте",
                ("How did the user's son break his arm?", "which of my kids got injured")),
    "office": ("Пользователь переехал в новый офис на Садовой улице",
               ("Where is the user's new office?", "which street do I work on now")),
    "pool": ("Пользователь записался в бассейн три раза в неделю",
             ("How often does the user go swimming?", "did I sign up for the pool")),
    "keys": ("Пользователь потерял ключи от машины в парке",
             ("What did the user lose?", "where did I lose my car keys")),
    "istanbul": ("В мае у пользователя отпуск, он летит в Стамбул",
                 ("Where is the user going on vacation?", "when is my holiday")),
    "warehouse": ("Пользователь подписал договор аренды склада",
                  ("What contract did the user sign?", "did I rent a warehouse")),
    "skating": ("Пользователь учит дочь кататься на коньках",
                ("What is the user teaching his daughter?", "do I go ice skating with my daughter")),
}


def fresh2_probe() -> tuple[dict[str, str], list[tuple[str, str]]]:
    """This batch beside the probe (`crosslang_fresh.beside_probe`)."""
    from .crosslang_fresh import beside_probe

    return beside_probe("fresh2", FRESH2)


__all__ = ["FRESH2", "fresh2_probe"]
