"""s37S3: an app password (four groups of four small letters) after a long lead-in that names it, the groups ending the
line ("App password для мейлера, который шлёт экспорт … (…@gmail.com, smtp.gmail.com:587): mqdj qedi avyk dyqq"); twins:
the same lead-in with the format shown as a placeholder, with words after the colon, or with the password not given."""
from batch_writer import Batch

b = Batch("s37S3", lang="auto")
b.add("app_password_long_leadin", "secret",
      "App password для скрипта, который каждую ночь отправляет отчёт по морозильникам лаборатории (freezer.alerts@gmail.com, smtp.gmail.com:465): vbkt hqwm zrlp ydcn",
      "Gmail app password for the Raspberry Pi that mails the greenhouse sensor readings every morning (pi.greenhouse@gmail.com): xwqe ljrt bnmf kozp",
      "Пароль приложения для почтового клиента на старом ноутбуке бабушки, через который она пишет внукам (galina.v@gmail.com): pdzh krqw mtfy snxb.",
      "App password used by the printer's scan-to-email feature in the office corridor (scanner.office@gmail.com, port 587) — fjrk wqzp lnmt hvcy")
b.add("app_password_leadin_no_value", "ordinary",
      "App password для скрипта, который каждую ночь отправляет отчёт по морозильникам (freezer.alerts@gmail.com): xxxx xxxx xxxx xxxx",
      "App password for the Raspberry Pi that mails the greenhouse readings every morning — make a new one, then wait till they send mail.",
      "Пароль приложения для почтового клиента на ноутбуке бабушки надо пересоздать: старый отозвала, новый лежит в KeePass.",
      "App password used by the printer's scan-to-email feature in the office corridor: have been told that this will stop working in March, move to OAuth.")
b.write()
