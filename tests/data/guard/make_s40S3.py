"""s40S3: a password named with where it was read from — a tag, a sticker, a letter, the box — then the value
(«пароль с шильдика K7RTQ2MA», "password off the label XR4T9QPL"); twins: where it is read with no value, a value
that is a model's or a serial's, a password to be read from the tag later."""
from batch_writer import Batch

b = Batch("s40S3", lang="auto")
b.add("password_from_where", "secret",
      "Роутер у родителей: пароль со шильдика K7RTQ2MA, менять не стали.",
      "BMC on node7 still has the password off the label XR4T9QPL, rotate it after the migration",
      "Принтер в бухгалтерии, веб-морда: пароль из конверта Hq47ZtmP — сменить бы.",
      "ipmi on the old supermicro: password from the sticker NXQ28TJM, never changed")
b.add("password_from_where_ordinary", "ordinary",
      "iLO на pve04: пароль с бирки на корпусе, модель DL380 Gen10 — сфоткать бирку при следующем визите.",
      "password from the sticker on the back works for the admin page; serial number CZJ8410ABC for the warranty claim",
      "Пароль с бирки не подошёл — видимо, поменяли. Прошивка 2.78, сбросить через RBSU.")
b.write()
