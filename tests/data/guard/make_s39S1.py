"""s39S1: a mail provider's app password, 16 small letters as Yandex, Google or Mail.ru generate it, named only by
its context — in prose, the clause going on after a dash, or as a config value under a password's key; twins: the
format explained, a placeholder, the name without its value, a word of 16 letters."""
from batch_writer import Batch

b = Batch("s39S1", lang="auto")
b.add("app_password_context", "secret",
      "Пароль приложения для почтового клиента на ящике office@stroy-lab.ru (Яндекс 360): qwmtrbzkxplvhdcn — "
      "основной не трогать.",
      "App password for the Outlook profile on the firm's mailbox (Google Workspace): zqvkmtrpxbnhldsc – "
      "only for IMAP.",
      "mail:\n  user: robot@stroy-lab.ru\n  password: \"kxtrmvbqzplnhwdc\"   # app password, Mail.ru",
      "smtp:\n  smtp_pass: 'hdkqzmtrvnbxplwc'  # пароль приложения Gmail")
b.add("app_password_context_ordinary", "ordinary",
      "Пароль приложения для почтового клиента на ящике office@stroy-lab.ru (Яндекс 360): 16 маленьких латинских "
      "букв — создать в настройках безопасности.",
      "App password for the Outlook profile (Google Workspace): xxxxxxxxxxxxxxxx – generate a fresh one in the "
      "admin panel.",
      "mail:\n  user: robot@stroy-lab.ru\n  password: \"${MAIL_APP_PASSWORD}\"   # app password, Mail.ru",
      "smtp:\n  smtp_pass_hint: 'ask the office manager'  # пароль приложения Gmail",
      "Word of the day for the English class: incomprehensible — 16 letters, means impossible to understand.")
b.write()
