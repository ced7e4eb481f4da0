"""Stop 34, secrets fixer, mechanism 3: a password given as the second literal argument of a login call in code
(`smtp.login('user@host', '<pw>')`, `ftp.login("u", "<pw>")`, `imap.login(...)`, `client.auth(...)`), EN and RU notes; and
mechanism 4: a password given on the line after the one that names it — a note that says it is below, or a chat log's next
turn answering a request for it. Their twins: the same code with the password read from the environment or asked for, the
same chat with no password in the answer."""
from batch_writer import Batch

b = Batch("s34S3", lang="auto")
b.add("login_call", "secret",
      "Кусок бота для выгрузки почты:\nimap = imaplib.IMAP4_SSL('imap.mail.ru')\nimap.login('buh@kontora.ru', 'Xr9qLm2vTz7w')",
      "ftp = FTP('ftp.printshop.lan')\nftp.login('scanner', 'p7Kq2xWm')  # works from the office only",
      "the cron script that mails invoices: s.login(\"billing@acme.io\", \"mqzpxkvbdwtrhgla\")",
      "Скрипт отчётов: server.login(\"reports@shop.ru\", \"n4Tq8Lx2Wm\") — пароль приложения, не основной.")
b.add("login_call_twin", "ordinary",
      "Кусок бота для выгрузки почты:\nimap = imaplib.IMAP4_SSL('imap.mail.ru')\nimap.login('buh@kontora.ru', os.environ['IMAP_PASS'])",
      "ftp.login('scanner', getpass.getpass())  # asks every time, nothing stored",
      "the cron script that mails invoices: s.login(\"billing@acme.io\", app_password) with app_password from the keyring",
      "Скрипт отчётов: server.login(user, password) — оба берутся из .env через python-dotenv.")
b.add("next_line_password", "secret",
      "новый пароль от роутера, записал сюда, чтобы не потерять:\nVk8#qT2mLp",
      "[09:12] Олег: какой пароль у гостевого вайфая?\n[09:13] Аня: Zq7!mRt4px\n[09:13] Олег: спасибо",
      "wifi pass for the cabin (Bob texted it):\n\nHx4$kq9Wmz",
      "Slack thread:\nMark: what's the staging db password again?\nPriya: 7Gx!pq2LmW9\nMark: thx")
b.add("next_line_password_twin", "ordinary",
      "новый пароль от роутера придумал и записал в KeePass, сюда не пишу:\nзапись «Роутер дома»",
      "[09:12] Олег: какой пароль у гостевого вайфая?\n[09:13] Аня: на наклейке под роутером\n[09:13] Олег: спасибо",
      "wifi pass for the cabin (Bob texted it):\n\nask Bob again, I lost the text",
      "Slack thread:\nMark: what's the staging db password again?\nPriya: it's in 1Password under Staging DB\nMark: thx")
b.write()
