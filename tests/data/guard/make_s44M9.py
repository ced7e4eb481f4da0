"""Stop 39's batch for rounds 21–22's last secrets (scored on the stop's start code first): a password kept "in parts" and
listed from the first («сначала Med, потом 2019, потом !Sok и в конце nsk — всё слитно»), pieces set apart by dashes and
said to be typed together ("pw …: Malbec — 2024 — !! (no spaces)"), a safe's combination told as its turns; and their
twins — a format described, a lock that jams, a route."""
from batch_writer import Batch

batch = Batch("s44M9", lang="auto")
batch.add("password-in-parts", "secret",
          "пароль от Госуслуг по частям, чтоб не забыть: сначала Tver, потом 1957, потом #Gal и в конце ya — всё слитно",
          "My bank password in parts: first Rex, then 7781, then %qz, no spaces")
batch.add("password-dashed-together", "secret",
          "Netflix pw is our street plus the year: Lenina — 1987 — ## (no spaces)",
          "пароль от роутера: Кедр — 2019 — !! (слитно)")
batch.add("safe-combination", "secret",
          "Сейф в кабинете: три оборота вправо до 31, влево до 8, вправо до 55.",
          "The safe at the office: turn right to 12, left to 40, right to 7.")
batch.add("twins", "ordinary",
          "Password format: word — number — symbol (no spaces)",
          "Пароль по частям: сначала имя кота, потом год рождения — так и запомню, сам пароль не пишу.",
          "Замок в гараже заедает: крутить ключ вправо до упора, потом влево.",
          "Маршрут: вправо до 3 км, влево до 5 км, вправо до 10 км — там парковка у сейф-зоны.")
batch.write()
