"""s40O1: a password manager named by its own name — where a secret is kept or was just updated («в KeePass обновил»,
"the vault file lives in KeePassXC on the NAS") — read as the word "pass" given a value; twins: the same notes with the
password itself given, after the manager's label or by its own name."""
from batch_writer import Batch

b = Batch("s40O1", lang="auto")
b.add("manager_named_not_a_name", "ordinary",
      "Сменил пароль от роутера, запись в KeePass поправил — старую удалил.",
      "Логины от касс теперь только в Enpass у Светланы, бумажки с паролями со стола убрали.",
      "Moved all the client portal logins into 1Password last night, the shared spreadsheet is deleted now.",
      "Rotated the Grafana service account key; LastPass entry refreshed, nothing else to do.",
      "Мастер-ключи к бэкапам лежат в KeePassXC (файл vault2025.kdbx на \\\\nas02\\secure$), доступ только у меня.",
      "The deploy credentials sit in NordPass under the team folder, ask Priya if you can't see them.",
      "Пароль от почты поменял, в KeePassDX на телефоне тоже обновил.",
      "API tokens for Jira and Bamboo are kept in KeePass (db ops.kdbx on //fileserver/it-share), never in Confluence.")
b.add("manager_named_not_a_name_twin", "secret",
      "Сменил пароль от роутера на Vtornik#4471, в KeePass поправил.",
      "KeePass: Lisichka!2025 — это мастер-пароль от базы, не забыть.",
      "LastPass master password is Rainy-Harbor-7731, moved the client logins there last night.",
      "Master password for KeePassXC = Gdansk_Tram_93!, db on \\\\nas02\\secure$.")
b.write()
