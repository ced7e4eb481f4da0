"""Write s29xo3.jsonl: everyday notes (work, family, health, travel, money, home) with the numbers, codes, links and
standing wishes a real memory holds, RU and EN. Blind: written before reading the guard's rules; scored once (commit
message) before any rule was changed for it (README, guard section)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

O = [
    ("work", "The user's standup is at 10:30 Moscow time in Zoom; the link is in the calendar invite."),
    ("work", "Пользователь сдаёт квартальный отчёт до 15 января, шаблон лежит в общей папке отдела."),
    ("work", "The user's manager is Olga Petrova; one-on-ones every other Thursday."),
    ("work", "Пользователь работает удалённо по средам и пятницам."),
    ("work", "The user's employee number is 004517 and his desk is 3-214."),
    ("work", "The user's OKR this quarter: cut p95 latency of the checkout API from 800 ms to 300 ms."),
    ("work", "Пользователь попросил коллег писать ему в Slack, а не на почту, если срочно."),
    ("work", "The user's team uses the branch naming feature/JIRA-123-short-name."),
    ("family", "Дочь пользователя, Маша, ходит в школу №57, класс 3«Б», классный руководитель — Елена Викторовна."),
    ("family", "The user's son is allergic to peanuts; the EpiPen is in the kitchen drawer."),
    ("family", "Пользователь с женой годовщину отмечают 14 июня."),
    ("family", "The user's father's phone: +7 916 555-01-23; he calls him on Sundays."),
    ("family", "Бабушке пользователя нужно звонить после 11 утра, раньше она спит."),
    ("family", "The user's daughter's kindergarten pickup code word is known only to the user and his wife."),
    ("health", "The user takes 50 mcg levothyroxine every morning on an empty stomach."),
    ("health", "Пользователь записан к стоматологу на 12 декабря в 18:00, клиника на Тверской."),
    ("health", "The user's blood type is A+ (II положительная)."),
    ("health", "Пользователь сдал анализы: ферритин 18, врач посоветовал железо курсом 3 месяца."),
    ("health", "The user's last tetanus shot was in 2019; next one due in 2029."),
    ("health", "The user's polis OMS number is printed on the card in his wallet; he doesn't want it in notes."),
    ("health", "Пользователь бегает 3 раза в неделю по 5 км, пульс держит в зоне 2."),
    ("travel", "The user's flight SU 2134 to Istanbul leaves Sheremetyevo at 07:40 on 21 December."),
    ("travel", "Пользователь бронировал отель в Казани через Островок, номер брони 7734120."),
    ("travel", "The user's passport expires in May 2028; the visa center said that's fine for Schengen."),
    ("travel", "Пользователь всегда берёт место у окна и просит вегетарианское питание."),
    ("travel", "The user's Airbnb in Tbilisi: check-in after 15:00, the host sends the door code the day before."),
    ("travel", "Пользователь хочет в следующем году съездить на Алтай в июле."),
    ("travel", "The user's frequent flyer number is on the Aeroflot app; he asks to remind him to add it when booking."),
    ("money", "The user pays 42,000 rubles rent on the 5th of each month to the landlord by SBP."),
    ("money", "Пользователь откладывает 15% зарплаты на брокерский счёт, в основном ETF."),
    ("money", "The user's IBAN for freelance payments: DE89 3704 0044 0532 0130 00."),
    ("money", "Пользователь получает налоговый вычет за лечение, подаёт 3-НДФЛ в марте."),
    ("money", "The user's credit card statement closes on the 20th; payment due on the 15th of the next month."),
    ("money", "Пользователь перевёл маме 10 000 ₽ на лекарства."),
    ("money", "The user's budget: groceries 25k, transport 5k, eating out 8k per month."),
    ("money", "Пользователь не хочет, чтобы ему советовали криптовалюту."),
    ("money", "The user's card ending in 4421 is the one for subscriptions."),
    ("home", "The Wi-Fi network at the user's home is called Keenetic-7781; the router admin page is 192.168.1.1."),
    ("home", "Пользователь показания счётчиков передаёт до 25 числа: вода и электричество."),
    ("home", "The user's intercom code for guests is given by the concierge, he never shares it in writing."),
    ("home", "Пользователь заказал мастера починить посудомойку Bosch, модель SMV46KX01E."),
    ("home", "The user's smart-home hub runs Home Assistant 2024.11 on a Raspberry Pi 4."),
    ("home", "Пользователь попросил напомнить поменять фильтр в очистителе воздуха в феврале."),
    ("home", "The user's parking spot is B-17 on level -2."),
    ("dev", "The user's side project is a Telegram bot on aiogram 3, deployed on a 5$ VPS."),
    ("dev", "Пользователь переходит с Flask на FastAPI в пет-проекте."),
    ("dev", "The user's homelab IP range is 10.0.20.0/24; the NAS is at 10.0.20.5."),
    ("dev", "Пользователь настроил pre-commit с ruff, mypy и gitleaks, чтобы секреты не попадали в репозиторий."),
    ("dev", "The user's repo uses conventional commits: feat:, fix:, chore:."),
    ("dev", "The user's .gitignore has .env, *.pem and secrets/ so keys never get committed."),
    ("dev", "Пользователь пишет юнит-тесты на pytest и держит покрытие выше 85%."),
    ("dev", "The user's CI caches ~/.cache/pip keyed on hashFiles('requirements.txt')."),
    ("misc", "The user's favourite book is 'Master and Margarita'; he rereads it every few years."),
    ("misc", "Пользователь учит испанский в Duolingo, серия 214 дней."),
    ("misc", "The user's library card number is 2000 1538 6624; the library is on Pokrovka."),
    ("misc", "Пользователь подписан на рассылку Meduza и The Economist."),
    ("misc", "The user's cat Barsik needs his rabies shot renewed in April."),
    ("misc", "The user said: don't send anything to my work email on weekends."),
    ("misc", "Пользователь попросил: если он спросит про курс доллара, отвечай по ЦБ на сегодня."),
    ("misc", "The user's locker combination at the gym is something he changes monthly; he keeps it in his notes app."),
]

if __name__ == "__main__":
    write_groups("s29xo3", [], [], O)
