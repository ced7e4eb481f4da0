"""s39S5: a password told by its recipe — a name the reader knows and the number given with it («её имя латиницей,
потом год рождения 1988 и восклицательный знак», "his dog's name plus 1957"); twins: advice on making passwords, the
recipe without its number, a name and a year in a note whose password is elsewhere."""
from batch_writer import Batch

b = Batch("s39S5", lang="auto")
b.add("password_recipe", "secret",
      "Пароль бухгалтера в 1С простой: его фамилия латиницей, потом год рождения 1979 и точка в конце.",
      "Dad's router password is his dog's name plus 1957, then an exclamation mark — he refuses to change it.",
      "Пароль от ноутбука мамы — её девичья фамилия с большой буквы и 1962, без пробелов.",
      "My old email password was my cat's name then 2011 and a hash sign; still the same on the forum account.")
b.add("password_recipe_ordinary", "ordinary",
      "Памятка: не делайте пароль из своего имени латиницей и года рождения — такие подбирают за минуты.",
      "Пароль Лейлы в МИС слишком простой: её имя и год рождения. Попросить сменить на длинную фразу.",
      "Password tip from the IT talk: never use your kid's name plus a birth year like 1998, use a passphrase instead.",
      "Пароль от портала придёт на её имя письмом; год выпуска сертификата — 2024, продлить в декабре.")
b.write()
