"""Labelled pairs for the near-duplicate detector (bench/duplicates.py).

Hand-written facts, each as

    (English, an English paraphrase, Russian, a Russian paraphrase, English changed, Russian changed)

The first four say the same thing (duplicates of each other); the two "changed" ones are the
related-but-different fact a careless detector would merge (another city, number, name, or the
opposite): "lives in Berlin" vs "moved to Munich" must not be a duplicate. `handwritten_pairs`
turns each into three duplicate pairs (EN paraphrase, EN↔RU, RU paraphrase) and three near-misses
(EN changed, RU changed, EN↔RU changed); `dev_pairs` adds pairs from the LoCoMo dev data.

`dev_set` (FACTS, MORE_FACTS, LoCoMo: 440 pairs) is what the rules and cut-offs are tuned on;
`held_out_set` (HELD_OUT, MORE_HELD_OUT: 180 pairs) only measures.
"""

from __future__ import annotations

import json
import re
from itertools import combinations
from pathlib import Path
from typing import NamedTuple


class Pair(NamedTuple):
    a: str
    b: str
    duplicate: bool
    kind: str


FACTS: tuple[tuple[str, str, str, str, str, str], ...] = (
    ("The user lives in Berlin.", "User's home is in Berlin", "Пользователь живёт в Берлине.",
     "Пользователь проживает в Берлине", "The user moved to Munich.", "Пользователь переехал в Мюнхен."),
    ("The user prefers tea to coffee", "User likes tea more than coffee", "Пользователь предпочитает чай кофе",
     "Пользователю чай нравится больше кофе", "The user prefers coffee to tea", "Пользователь предпочитает кофе чаю"),
    ("The user's name is Anna", "The user is called Anna", "Пользователя зовут Анна", "Имя пользователя — Анна",
     "The user's sister is called Anna", "Сестру пользователя зовут Анна"),
    ("The user works at Yandex as a backend developer", "User is a backend developer at Yandex",
     "Пользователь работает в Яндексе бэкенд-разработчиком", "Пользователь — бэкенд-разработчик в Яндексе",
     "The user works at Google as a backend developer", "Пользователь работает в Google бэкенд-разработчиком"),
    ("The team deploys with Kubernetes", "Deployments of the team run on Kubernetes",
     "Команда деплоит через Kubernetes", "Команда разворачивает сервисы в Kubernetes",
     "The team deploys with Nomad", "Команда деплоит через Nomad"),
    ("The user has two children", "User is a parent of two kids", "У пользователя двое детей",
     "Пользователь — отец двоих детей", "The user has three children", "У пользователя трое детей"),
    ("The user is allergic to peanuts", "User has a peanut allergy", "У пользователя аллергия на арахис",
     "Пользователю нельзя арахис из-за аллергии", "The user is allergic to cats", "У пользователя аллергия на кошек"),
    ("The user's birthday is on March 14", "User was born on the 14th of March", "День рождения пользователя 14 марта",
     "Пользователь родился 14 марта", "The user's birthday is on March 24", "День рождения пользователя 24 марта"),
    ("The user prefers dark mode in every editor", "User wants dark themes in editors",
     "Пользователь предпочитает тёмную тему во всех редакторах", "Пользователю нравится тёмная тема в редакторах",
     "The user prefers light mode in every editor", "Пользователь предпочитает светлую тему во всех редакторах"),
    ("The production database is PostgreSQL 15", "Prod runs on PostgreSQL version 15",
     "Продакшен-база — PostgreSQL 15", "В продакшене используется PostgreSQL версии 15",
     "The production database is PostgreSQL 12", "Продакшен-база — PostgreSQL 12"),
    ("The user drives a Toyota Corolla", "User's car is a Toyota Corolla", "Пользователь ездит на Toyota Corolla",
     "У пользователя машина Toyota Corolla", "The user drives a Honda Civic", "Пользователь ездит на Honda Civic"),
    ("The user speaks Spanish fluently", "User is fluent in Spanish", "Пользователь свободно говорит по-испански",
     "Пользователь бегло владеет испанским", "The user is learning Spanish", "Пользователь учит испанский"),
    ("The user's dog is named Rex", "User has a dog called Rex", "Собаку пользователя зовут Рекс",
     "У пользователя есть пёс по кличке Рекс", "The user's cat is named Rex", "Кота пользователя зовут Рекс"),
    ("The user is vegetarian", "User does not eat meat", "Пользователь вегетарианец", "Пользователь не ест мясо",
     "The user is vegan", "Пользователь веган"),
    ("The user wakes up at 6 am", "User gets up at six in the morning", "Пользователь просыпается в 6 утра",
     "Пользователь встаёт в шесть утра", "The user wakes up at 9 am", "Пользователь просыпается в 9 утра"),
    ("The standup meeting is at 10:00 on Mondays", "Monday standup starts at 10:00",
     "Стендап по понедельникам в 10:00", "Стендап начинается в 10:00 каждый понедельник",
     "The standup meeting is at 11:30 on Mondays", "Стендап по понедельникам в 11:30"),
    ("The user's favourite language is Python", "User likes Python best of all languages",
     "Любимый язык программирования пользователя — Python", "Пользователь больше всего любит Python",
     "The user's favourite language is Rust", "Любимый язык программирования пользователя — Rust"),
    ("The user plays the guitar", "User is a guitar player", "Пользователь играет на гитаре",
     "Пользователь умеет играть на гитаре", "The user plays the piano", "Пользователь играет на пианино"),
    ("The project uses GitLab CI for builds", "Builds of the project run in GitLab CI",
     "Проект собирается в GitLab CI", "Для сборок проекта используется GitLab CI",
     "The project uses GitHub Actions for builds", "Проект собирается в GitHub Actions"),
    ("The user's wife is called Maria", "User is married to Maria", "Жену пользователя зовут Мария",
     "Пользователь женат на Марии", "The user's daughter is called Maria", "Дочь пользователя зовут Мария"),
    ("The user runs 5 km every morning", "Every morning the user goes for a 5 km run",
     "Пользователь каждое утро пробегает 5 км", "По утрам пользователь бегает пять километров",
     "The user runs 10 km every morning", "Пользователь каждое утро пробегает 10 км"),
    ("The user is 34 years old", "User's age is 34", "Пользователю 34 года", "Возраст пользователя — 34 года",
     "The user is 43 years old", "Пользователю 43 года"),
    ("The user likes spicy food", "User enjoys spicy dishes", "Пользователь любит острую еду",
     "Пользователю нравятся острые блюда", "The user dislikes spicy food", "Пользователь не любит острую еду"),
    ("The office is in Amsterdam", "The company's office is located in Amsterdam", "Офис находится в Амстердаме",
     "Офис компании расположен в Амстердаме", "The office is in Rotterdam", "Офис находится в Роттердаме"),
    ("The user uses Vim as the main editor", "User's main editor is Vim", "Пользователь пишет код в Vim",
     "Основной редактор пользователя — Vim", "The user uses Emacs as the main editor", "Пользователь пишет код в Emacs"),
    ("The user's laptop is a MacBook Pro", "User works on a MacBook Pro", "У пользователя ноутбук MacBook Pro",
     "Пользователь работает на MacBook Pro", "The user's laptop is a ThinkPad", "У пользователя ноутбук ThinkPad"),
    ("The user graduated from Moscow State University", "User studied at Moscow State University",
     "Пользователь окончил МГУ", "Пользователь учился в Московском государственном университете",
     "The user graduated from Saint Petersburg State University", "Пользователь окончил СПбГУ"),
    ("The user's flight to Tokyo is on June 3", "User flies to Tokyo on the 3rd of June",
     "Рейс пользователя в Токио 3 июня", "Пользователь летит в Токио третьего июня",
     "The user's flight to Osaka is on June 3", "Рейс пользователя в Осаку 3 июня"),
    ("The user is afraid of flying", "User has a fear of flying", "Пользователь боится летать",
     "У пользователя аэрофобия", "The user loves flying", "Пользователь обожает летать"),
    ("The user's salary is paid on the 5th of each month", "User gets paid on the fifth of every month",
     "Зарплату пользователю платят 5-го числа каждого месяца", "Пользователь получает зарплату пятого числа",
     "The user's salary is paid on the 20th of each month", "Зарплату пользователю платят 20-го числа каждого месяца"),
    ("The user prefers short answers without examples", "User wants brief replies with no examples",
     "Пользователь предпочитает короткие ответы без примеров", "Пользователю нужны краткие ответы без примеров",
     "The user prefers detailed answers with examples", "Пользователь предпочитает подробные ответы с примерами"),
    ("The API rate limit is 100 requests per minute", "The API allows 100 requests a minute",
     "Лимит API — 100 запросов в минуту", "API разрешает 100 запросов в минуту",
     "The API rate limit is 1000 requests per minute", "Лимит API — 1000 запросов в минуту"),
    ("The user supports the football club Spartak", "User is a Spartak football fan",
     "Пользователь болеет за Спартак", "Пользователь — фанат футбольного клуба Спартак",
     "The user supports the football club Zenit", "Пользователь болеет за Зенит"),
    ("The user's mother lives in Kazan", "User's mom lives in Kazan", "Мама пользователя живёт в Казани",
     "Мать пользователя проживает в Казани", "The user's mother lives in Samara", "Мама пользователя живёт в Самаре"),
    ("The user is learning to play chess", "User is studying chess", "Пользователь учится играть в шахматы",
     "Пользователь осваивает шахматы", "The user is learning to play poker", "Пользователь учится играть в покер"),
    ("The user does not drink alcohol", "User never drinks alcohol", "Пользователь не пьёт алкоголь",
     "Пользователь не употребляет спиртное", "The user drinks wine on weekends", "Пользователь пьёт вино по выходным"),
    ("The backups run every night at 2 am", "Nightly backups start at 2 am", "Бэкапы запускаются каждую ночь в 2 часа",
     "Резервное копирование идёт каждую ночь в 2:00", "The backups run every night at 4 am",
     "Бэкапы запускаются каждую ночь в 4 часа"),
    ("The user's timezone is UTC+3", "User lives in the UTC+3 time zone", "Часовой пояс пользователя UTC+3",
     "Пользователь живёт в часовом поясе UTC+3", "The user's timezone is UTC+5", "Часовой пояс пользователя UTC+5"),
    ("The user has a PhD in physics", "User holds a doctorate in physics", "У пользователя степень PhD по физике",
     "Пользователь защитил диссертацию по физике", "The user has a PhD in chemistry", "У пользователя степень PhD по химии"),
    ("The user's sprint length is two weeks", "Sprints in the user's team last two weeks",
     "Спринт в команде пользователя длится две недели", "Длина спринта у пользователя — две недели",
     "The user's sprint length is three weeks", "Спринт в команде пользователя длится три недели"),
)


MORE_FACTS: tuple[tuple[str, str, str, str, str, str], ...] = (
    ("The project runs on Python 3.11", "The project's Python version is 3.11", "Проект работает на Python 3.11",
     "В проекте используется Python версии 3.11", "The project runs on Python 3.12", "Проект работает на Python 3.12"),
    ("The user works as a DevOps engineer", "User's job is DevOps engineer", "Пользователь работает DevOps-инженером",
     "Пользователь — DevOps-инженер по профессии", "The user works as a data scientist",
     "Пользователь работает дата-сайентистом"),
    ("The user does not use Windows", "User never works on Windows", "Пользователь не пользуется Windows",
     "Пользователь никогда не работает в Windows", "The user uses Windows", "Пользователь пользуется Windows"),
    ("The user's contract ends in December 2026", "User's contract expires in December 2026",
     "Контракт пользователя заканчивается в декабре 2026 года", "Договор пользователя истекает в декабре 2026",
     "The user's contract ends in December 2027", "Контракт пользователя заканчивается в декабре 2027 года"),
    ("The user's vacation starts on July 10", "User goes on vacation on the 10th of July",
     "Отпуск пользователя начинается 10 июля", "Пользователь уходит в отпуск 10 июля",
     "The user's vacation starts on August 10", "Отпуск пользователя начинается 10 августа"),
    ("The user's parents live in Novosibirsk", "User's mother and father live in Novosibirsk",
     "Родители пользователя живут в Новосибирске", "Родители пользователя проживают в Новосибирске",
     "The user's parents live in Omsk", "Родители пользователя живут в Омске"),
    ("The user's manager is Peter", "User reports to Peter", "Руководитель пользователя — Пётр",
     "Пользователь подчиняется Петру", "The user's manager is Oleg", "Руководитель пользователя — Олег"),
    ("The user collects vinyl records", "User has a collection of vinyl records",
     "Пользователь коллекционирует виниловые пластинки", "Пользователь собирает виниловые пластинки",
     "The user collects old coins", "Пользователь коллекционирует старые монеты"),
    ("The user's apartment is 54 square meters", "User's flat has an area of 54 m²",
     "Квартира пользователя — 54 квадратных метра", "Площадь квартиры пользователя 54 м²",
     "The user's apartment is 72 square meters", "Квартира пользователя — 72 квадратных метра"),
    ("The team tracks tasks in Jira", "The team's task tracker is Jira", "Команда ведёт задачи в Jira",
     "Задачи команды живут в Jira", "The team tracks tasks in Linear", "Команда ведёт задачи в Linear"),
    ("The user prefers working from home", "User likes remote work from home", "Пользователь предпочитает работать из дома",
     "Пользователю больше нравится удалёнка из дома", "The user prefers working from the office",
     "Пользователь предпочитает работать из офиса"),
    ("The user's gym membership costs 3000 rubles a month", "User pays 3000 rubles monthly for the gym",
     "Абонемент в спортзал стоит пользователю 3000 рублей в месяц", "Пользователь платит за спортзал 3000 рублей в месяц",
     "The user's gym membership costs 4500 rubles a month", "Абонемент в спортзал стоит пользователю 4500 рублей в месяц"),
    ("The user wants code comments in English", "User prefers English for comments in code",
     "Пользователь хочет комментарии в коде на английском", "Комментарии в коде пользователь пишет по-английски",
     "The user wants code comments in Russian", "Пользователь хочет комментарии в коде на русском"),
    ("The user's startup is called Flowly", "User founded a startup named Flowly", "Стартап пользователя называется Flowly",
     "Пользователь основал стартап Flowly", "The user's startup is called Tasky", "Стартап пользователя называется Tasky"),
    ("The frontend uses React 18", "The frontend is built on React version 18", "Фронтенд написан на React 18",
     "Во фронтенде используется React версии 18", "The frontend uses Vue 3", "Фронтенд написан на Vue 3"),
    ("The user moved to Lisbon in 2021", "User has lived in Lisbon since 2021", "Пользователь переехал в Лиссабон в 2021 году",
     "Пользователь живёт в Лиссабоне с 2021 года", "The user moved to Lisbon in 2023",
     "Пользователь переехал в Лиссабон в 2023 году"),
    ("The user drinks coffee without sugar", "User takes coffee with no sugar", "Пользователь пьёт кофе без сахара",
     "Пользователь не кладёт сахар в кофе", "The user drinks coffee with sugar", "Пользователь пьёт кофе с сахаром"),
    ("The user reads science fiction", "User is a fan of sci-fi books", "Пользователь читает научную фантастику",
     "Пользователь любит фантастические книги", "The user reads detective novels", "Пользователь читает детективы"),
    ("The user has three brothers", "User has 3 brothers", "У пользователя три брата", "У пользователя трое братьев",
     "The user has three sisters", "У пользователя три сестры"),
    ("The user's train leaves at 18:45", "User's train departs at 18:45", "Поезд пользователя отправляется в 18:45",
     "Поезд пользователя уходит в 18:45", "The user's train leaves at 19:15", "Поезд пользователя отправляется в 19:15"),
)
"""Written in the second session, for the kinds the first set had few of: versions, months, years,
prices, times, cross-script names (Peter/Пётр), Latin words inside Russian (DevOps-инженер), negation."""


HELD_OUT: tuple[tuple[str, str, str, str, str, str], ...] = (
    ("The user commutes to work by bike", "User rides a bicycle to the office", "Пользователь ездит на работу на велосипеде",
     "Пользователь добирается до офиса на велосипеде", "The user commutes to work by train",
     "Пользователь ездит на работу на поезде"),
    ("The user's son is studying medicine", "User's son is a medical student", "Сын пользователя учится на врача",
     "Сын пользователя изучает медицину", "The user's son is studying law", "Сын пользователя учится на юриста"),
    ("The release is planned for April 30", "The team plans to release on the 30th of April",
     "Релиз запланирован на 30 апреля", "Выпуск версии назначен на 30 апреля", "The release is planned for May 15",
     "Релиз запланирован на 15 мая"),
    ("The user hates long meetings", "User dislikes lengthy meetings", "Пользователь ненавидит долгие совещания",
     "Пользователь терпеть не может длинные встречи", "The user likes long meetings",
     "Пользователю нравятся долгие совещания"),
    ("The user keeps notes in Obsidian", "User's notes live in Obsidian", "Пользователь ведёт заметки в Obsidian",
     "Заметки пользователь хранит в Obsidian", "The user keeps notes in Notion", "Пользователь ведёт заметки в Notion"),
    ("The service listens on port 8080", "The service's port is 8080", "Сервис слушает порт 8080",
     "Сервис работает на порту 8080", "The service listens on port 9090", "Сервис слушает порт 9090"),
    ("The user is a night owl and works late", "User prefers working late at night",
     "Пользователь — сова и работает допоздна", "Пользователь любит работать поздно ночью",
     "The user is an early bird and works in the morning", "Пользователь — жаворонок и работает утром"),
    ("The user's favourite band is Radiohead", "User likes Radiohead more than any other band",
     "Любимая группа пользователя — Radiohead", "Больше всех групп пользователь любит Radiohead",
     "The user's favourite band is Coldplay", "Любимая группа пользователя — Coldplay"),
    ("The user lives with two cats", "User has two cats at home", "Пользователь живёт с двумя кошками",
     "У пользователя дома две кошки", "The user lives with two dogs", "Пользователь живёт с двумя собаками"),
    ("The user writes tests with pytest", "User's test framework is pytest", "Пользователь пишет тесты на pytest",
     "Для тестов пользователь использует pytest", "The user writes tests with unittest",
     "Пользователь пишет тесты на unittest"),
)
"""Facts written after the detector's rules were settled, never looked at while shaping them: the
bench reports them apart (`held_out_pairs`), as the honest estimate."""

MORE_HELD_OUT: tuple[tuple[str, str, str, str, str, str], ...] = (
    ("The user is a nurse at a children's hospital", "User works as a nurse in a kids' hospital",
     "Пользователь работает медсестрой в детской больнице", "Пользователь — медсестра детской больницы",
     "The user is a doctor at a children's hospital", "Пользователь работает врачом в детской больнице"),
    ("The user's car is electric", "User drives an electric car", "У пользователя электромобиль",
     "Пользователь ездит на электрической машине", "The user's car runs on diesel", "У пользователя дизельная машина"),
    ("The backend is written in Go 1.22", "The backend uses Go version 1.22", "Бэкенд написан на Go 1.22",
     "Для бэкенда используется Go версии 1.22", "The backend is written in Go 1.21", "Бэкенд написан на Go 1.21"),
    ("The user's daughter Sofia is 7 years old", "User's daughter Sofia is seven", "Дочери пользователя Софии 7 лет",
     "Софии, дочке пользователя, семь лет", "The user's daughter Sofia is 9 years old", "Дочери пользователя Софии 9 лет"),
    ("The user does not eat gluten", "User avoids gluten completely", "Пользователь не ест глютен",
     "Пользователь полностью избегает глютена", "The user eats gluten", "Пользователь ест глютен"),
    ("The meeting with the client is on Thursday", "The client meeting takes place on Thursday",
     "Встреча с клиентом в четверг", "Встреча с клиентом назначена на четверг",
     "The meeting with the client is on Friday", "Встреча с клиентом в пятницу"),
    ("The user lives near Lake Baikal", "User's home is close to Lake Baikal", "Пользователь живёт рядом с Байкалом",
     "Дом пользователя недалеко от Байкала", "The user lives near Lake Ladoga", "Пользователь живёт рядом с Ладожским озером"),
    ("The user's password manager is Bitwarden", "User keeps passwords in Bitwarden",
     "Менеджер паролей пользователя — Bitwarden", "Пользователь хранит пароли в Bitwarden",
     "The user's password manager is 1Password", "Менеджер паролей пользователя — 1Password"),
    ("The user bought a flat in 2019", "User purchased an apartment in 2019", "Пользователь купил квартиру в 2019 году",
     "В 2019 году пользователь приобрёл квартиру", "The user sold the flat in 2019", "Пользователь продал квартиру в 2019 году"),
    ("The user's English level is B2", "User speaks English at B2 level", "Уровень английского у пользователя — B2",
     "Пользователь знает английский на уровне B2", "The user's English level is C1", "Уровень английского у пользователя — C1"),
    ("The user goes swimming twice a week", "User swims two times a week", "Пользователь плавает два раза в неделю",
     "Пользователь ходит в бассейн дважды в неделю", "The user goes swimming once a week", "Пользователь плавает раз в неделю"),
    ("The user's husband is a pilot", "User is married to a pilot", "Муж пользователя — пилот",
     "Пользователь замужем за пилотом", "The user's husband is a teacher", "Муж пользователя — учитель"),
    ("The user studies Japanese on Duolingo", "User learns Japanese with Duolingo", "Пользователь учит японский в Duolingo",
     "Пользователь изучает японский язык через Duolingo", "The user studies Korean on Duolingo",
     "Пользователь учит корейский в Duolingo"),
    ("The server has 64 GB of RAM", "The server's memory is 64 gigabytes", "На сервере 64 ГБ оперативной памяти",
     "Оперативная память сервера — 64 гигабайта", "The server has 128 GB of RAM", "На сервере 128 ГБ оперативной памяти"),
    ("The user is allergic to penicillin", "User has a penicillin allergy", "У пользователя аллергия на пенициллин",
     "Пользователю нельзя пенициллин из-за аллергии", "The user is allergic to aspirin", "У пользователя аллергия на аспирин"),
    ("The user's favourite city is Prague", "User loves Prague more than any other city", "Любимый город пользователя — Прага",
     "Больше всех городов пользователь любит Прагу", "The user's favourite city is Vienna", "Любимый город пользователя — Вена"),
    ("The user does not want notifications after 9 pm", "User asks for no notifications after 9 pm",
     "Пользователь не хочет уведомлений после 21:00", "После 9 вечера пользователю не нужны уведомления",
     "The user does not want notifications after 11 pm", "Пользователь не хочет уведомлений после 23:00"),
    ("The user's team has 8 engineers", "There are eight engineers in the user's team", "В команде пользователя 8 инженеров",
     "Команда пользователя — восемь инженеров", "The user's team has 12 engineers", "В команде пользователя 12 инженеров"),
    ("The user keeps a sourdough starter", "User maintains a sourdough starter at home", "Пользователь держит закваску для хлеба",
     "У пользователя дома есть хлебная закваска", "The user keeps a kombucha culture", "Пользователь держит чайный гриб"),
    ("The user prefers tabs over spaces", "User indents code with tabs, not spaces", "Пользователь предпочитает табы пробелам",
     "Пользователь делает отступы табами, а не пробелами", "The user prefers spaces over tabs",
     "Пользователь предпочитает пробелы табам"),
)
"""Held out too: written in the second session before any rule was changed, and not looked at
while changing them (the first HELD_OUT's errors had been seen by then)."""



def handwritten_pairs(facts: tuple[tuple[str, str, str, str, str, str], ...] = FACTS) -> list[Pair]:
    """Six pairs per hand-written fact: three duplicates, three near-misses."""
    pairs: list[Pair] = []
    for en, en_para, ru, ru_para, en_changed, ru_changed in facts:
        pairs += [
            Pair(en, en_para, True, "en paraphrase"),
            Pair(en, ru, True, "en-ru translation"),
            Pair(ru, ru_para, True, "ru paraphrase"),
            Pair(en, en_changed, False, "en changed fact"),
            Pair(ru, ru_changed, False, "ru changed fact"),
            Pair(en, ru_changed, False, "en-ru changed fact"),
        ]
    return pairs


_PUNCT = re.compile(r"[.!?,;:]+")


def dev_pairs(path: Path, *, per_conversation: int = 12) -> list[Pair]:
    """Pairs from the LoCoMo dev file's observations: a duplicate for a restyled copy (case, punctuation,
    spacing), and near-misses between different observations of one speaker in one session (distinct
    facts about the same person, said on the same day: related, not the same)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    pairs: list[Pair] = []
    for conversation in data:
        copies: list[Pair] = []
        misses: list[Pair] = []
        for session in conversation.get("observation", {}).values():
            for facts in session.values():
                texts = [fact[0] for fact in facts if fact and isinstance(fact[0], str)]
                for text in texts[:2]:
                    copies.append(Pair(text, "  " + _PUNCT.sub("", text).upper() + " ", True, "dev restyled copy"))
                misses += [Pair(a, b, False, "dev same-session facts") for a, b in combinations(texts[:4], 2)]
        pairs += copies[: per_conversation // 3] + misses[:per_conversation]
    return pairs


def dev_set(locomo: Path | None) -> list[Pair]:
    """The pairs rules and cut-offs are chosen on: FACTS, MORE_FACTS and (given the file) LoCoMo dev."""
    return handwritten_pairs(FACTS) + handwritten_pairs(MORE_FACTS) + (dev_pairs(locomo) if locomo else [])


def held_out_set() -> list[Pair]:
    """The pairs that only measure: HELD_OUT and MORE_HELD_OUT."""
    return handwritten_pairs(HELD_OUT) + handwritten_pairs(MORE_HELD_OUT)
