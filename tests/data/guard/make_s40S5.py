"""s40S5: a password given in pieces without the pieces' usual markers — assembled with «+» or "plus" after the words
that say it is put together, a piece said as a mark («восклицательный знак в конце»); spelt by its parts' cases with
no «по буквам» («заглавная Т, потом tomsk маленькими…», "capital R, then ivers in lowercase, then 88"); an account's
password in halves named by the account alone (root, enable: «рут», «энейбл»); twins: the recipe's steps in words, a
format explained by cases, an assembly of a thing other than the password, a root partition's parts."""
from batch_writer import Batch

b = Batch("s40S5", lang="auto")
b.add("password_assembled_plus", "secret",
      "Пароль от сейфа с документами в 1Password не храним, он складывается так: Volga + 1987 + Kama + знак доллара.",
      "The alarm panel's installer password is made up of: Heron plus 5521 plus an exclamation point, no spaces.",
      "Пароль от общего почтового ящика собирается так: Kedr + 77 + Taiga + собака, всё подряд.")
b.add("password_spelt_by_case", "secret",
      "Рут на стенде: большая Q, потом irkutsk маленькими, потом 1905 и собачка.",
      "Admin on the old NAS: capital B, then alkan in lowercase, then 3391 and a dollar sign.",
      "Root на pg-replica: заглавная Л... нет, латинская L, потом ena строчными, потом 62 и точка.")
b.add("password_halves_account", "secret",
      "Энейбл на коммутаторах в серверной: первая часть 'Tver', вторая 'Kuz-7', в конце 41 — всё одной строкой.",
      "Рут на backup02: первая половина «Irtysh», вторая «Ob_2021», набирать слитно.")
b.add("password_pieces_ordinary", "ordinary",
      "Пароль собирается так: слово + год + символ, всё слитно — так советует памятка ИБ, но лучше фраза из слов.",
      "Password policy: capital letter first, then lowercase letters, then at least 2 digits and a symbol.",
      "Build tag is put together like this: v2 + 1407 + rc, joined by dots.",
      "Рут на новом сервере: первая часть диска под систему, вторая под данные, в конце swap — разметить слитно LVM.")
b.write()
