"""Stop 34, secrets fixer (second pass), mechanism 4: a password named with words and a colon after it ("wifi password for
the cabin:") and the value alone on the next line, which the far colon read only on the same line; the twins give the
same heading with the rules, a place or nothing made up on the next line."""
from batch_writer import Batch

b = Batch("s34S8", lang="auto")
b.add("far_colon_next_line", "secret",
      "wifi password for the cabin:\nBirch!Lake2291",
      "password for the garage keypad app:\nGr4ge#Door77",
      "пароль от wifi на даче у родителей:\nDacha_Sosny2019!",
      "пароль от личного кабинета ЖКХ для мамы:\nKvartira#4417",
      "the admin password of the old NAS in the closet:\nSyn0logy!2017")
b.add("far_colon_next_line_twin", "ordinary",
      "wifi password for the cabin:\nit's on the fridge magnet, ask Dad",
      "password for the garage keypad app:\nsaved in Bitwarden under Garage",
      "пароль от wifi на даче у родителей:\nнаписан на наклейке под роутером",
      "пароль от личного кабинета ЖКХ для мамы:\nв менеджере паролей, запись «ЖКХ мама»",
      "the admin password of the old NAS in the closet:\nreset it with the pinhole button, then set a new one")
b.write()
