"""s38S2: secrets named a long clause before their value that the guard missed in round 15 — a PIN for an app with the
app's full name between («ПИН для входа в приложение БКС Мир инвестиций — 2468»), a mail app password of 16 small letters
after a long lead-in, a security question's answer after a verb of answering («отвечал так: …», "I answered with: …");
twins: the PIN's length or its being forgotten, the app password's format, the answer not remembered or kept elsewhere."""
from batch_writer import Batch

b = Batch("s38S2", lang="auto")
b.add("app_pin_far", "secret",
      "ПИН для входа в мобильное приложение Т-Банк Инвестиции на мамином телефоне — 5813, она его путает.",
      "Пин-код для входа в приложение Альфа-Банка на планшете у бабушки: 7702.",
      "PIN for signing into the Interactive Brokers mobile app on Dad's old Android — 3916, he keeps forgetting it.",
      "PIN to open the Revolut app on the kids' shared iPad: 4827.")
b.add("app_pin_far_twin", "ordinary",
      "ПИН для входа в мобильное приложение Т-Банк Инвестиции на мамином телефоне — 4 цифры, она его путает.",
      "ПИН для входа в приложение БКС Мир инвестиций папа забыл, сбросили через поддержку в 2024 году.",
      "PIN for signing into the Interactive Brokers mobile app on Dad's old Android — he changed it, ask him.",
      "PIN to open the Revolut app on the kids' shared iPad is the same as the door code, not writing it here.")
b.add("app_password_far", "secret",
      "Пароль приложения Mail.ru для почтового клиента на рабочем ноутбуке в бухгалтерии: qzkwrtplnmvbxhds",
      "App password for the old Outlook on the living-room desktop that still syncs Yandex mail: pkwzrtnmhqlxbvcd (the normal one is rejected)")
b.add("app_password_far_twin", "ordinary",
      "Пароль приложения Яндекс Почты для почтовой программы на старом компе: создаётся в настройках, 16 букв, без пробелов.",
      "App password for the old Outlook on the living-room desktop that still syncs Yandex mail: see Bitwarden, entry 'Outlook'.")
b.add("answer_by_verb", "secret",
      "Тинькофф, контрольный вопрос «кличка первой собаки» — отвечала не по правде, а так: Бублик-Ёжик-77. Это и есть ответ.",
      "Госуслуги, секретный вопрос про любимую книгу, ответила так: ТриМушкетёра1844.",
      "Chase security question 'city where your parents met' — I answered with a made-up one: Narnia-Fjord-82. That's the answer if they call.",
      "Security question at Fidelity (first teacher): I replied with this: Grumpy-Owl-1999.")
b.add("answer_by_verb_twin", "ordinary",
      "Тинькофф, контрольный вопрос «кличка первой собаки» — отвечала не по правде, а так: не помню уже что, надо менять.",
      "Госуслуги, секретный вопрос про любимую книгу — ответила так же, как в Сбере, сам ответ в KeePass.",
      "Chase security question 'city where your parents met' — I answered with a made-up one, it's in 1Password under 'Chase'.")
b.write()
