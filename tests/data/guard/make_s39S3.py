"""s39S3: a password given in pieces: spelt out, digits said in a run after «цифры» ("digits 4 7"), or assembled from
pieces listed with «затем», «потом», "then" and the word to join them; twins: a format told without its values, a
spelling of a name, steps of an assembly that are no password."""
from batch_writer import Batch

b = Batch("s39S3", lang="auto")
b.add("spelt_digit_run", "secret",
      "пароль от госуслуг диктую по буквам: M-o-r-e, цифры 5 9, решётка, s-u-n (всё слитно)",
      "wifi password spelled out for grandma: K-i-w-i, digits 3 8, exclamation mark, t-e-a (no dashes)",
      "пароль от почты продиктую по буквам, чтобы не перепутать регистр: K-o-t, цифры 6 1, собака, m-i-r (всё вместе)",
      "Netflix password letter by letter, so autocorrect won't mangle it: L-u-n-a, digits 2 9, hash, b-e-e (all together)")
b.add("spelt_digit_run_ordinary", "ordinary",
      "фамилию клиента диктую по буквам: К-у-з-ь-м-и-н, цифры в договоре 5 2 9 — сверить с паспортом.",
      "Spelled out for the courier: P-e-t-r-o-v, flat number 3 8, second entrance.")
b.add("password_assembled", "secret",
      "Пароль от CRM собирается так: Ks, затем 4418, затем #mv — всё подряд без пробелов.",
      "The shared Dropbox password is put together like this: Lyn, then 9042, then *qp — all in one go, no spaces.",
      "Пароль от бухгалтерии складывается из трёх кусков: Buh, потом 2207, потом !zx — писать слитно.",
      "The password for the label printer's web page is made up of three bits: Zeb, then 6613, then &rk.")
b.add("password_assembled_ordinary", "ordinary",
      "Пароль от CRM собирается так: три буквы, затем четыре цифры, затем знак и две буквы — без пробелов.",
      "The new password rule: a word, then a number, then a symbol — all together, at least 12 characters.",
      "Шкаф для кассы собирается так: боковины, затем полки, затем дверцы — всё по инструкции.",
      "Совет из памятки: надёжный пароль собирается так: слово, затем число, затем символ — и не повторять его.",
      "The build tag is put together like this: v2, then 1407, then -rc; the release password is in the vault.")
b.write()
