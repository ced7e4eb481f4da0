"""Stop 39's batch for rounds 21–22's secrets (scored on the stop's start code first): a code received and told with what
it is for («Kaspi прислал код 538271 для входа»), a card's PIN with the card's account before it (a word of the rule's own
hints was missing: «пин от пенсионной карты Почта Банка 4817»), a code as it is keyed in («7350#», «5-2-8-0-*»); and their
twins — a classifier's code, a year, a phone's extension, a rating, an article number."""
from batch_writer import Batch

batch = Batch("s44M7", lang="auto")
batch.add("code-received-for", "secret",
          "Тинькофф прислал код 730418 для входа в приложение, сохрани, пока я перезахожу",
          "Госуслуги: код 5521 для подтверждения входа. Никому его не сообщайте.",
          "Revolut sent code 884120 to confirm the payment to the landlord")
batch.add("pin-card-account", "secret",
          "пин от зарплатной карты ВТБ 6093 не путать с кредиткой",
          "ПИН на топливную карту Лукойл для Т455КХ116 — 3381, водитель Марат")
batch.add("code-as-keyed", "secret",
          "код от серверной — 4417#, поменяли после проверки",
          "сигнализация на даче: код снятия 9-0-4-6-*, договор с ЧОП у меня",
          "Door code for the studio is 2580#, the bike room is different")
batch.add("twins", "ordinary",
          "Код ОКВЭД 4941 для отчётности в налоговую.",
          "Код 2024 для входа в личный кабинет — это год, не пароль, пароль в менеджере.",
          "Телефон поддержки: 8-800-555-35-35, добавочный 1234#",
          "Рейтинг 4.5*, баланс проверить: *100#",
          "Артикул 1-2-3-4 на коробке, заказывать такой же.",
          "Пин от карты сменил в приложении, новый не записываю.")
batch.write()
