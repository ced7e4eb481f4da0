"""s38S1: secrets given in pieces that the guard missed in round 15 — a key in two halves with a tail to add, a
password spelt with dashes between its letters («К-а-й-р-а-т, потом цифры 2-0-2-4»), or by the names of its letters
(«эм большая, о, эс…»); twins: a name spelt for a courier, a phone number dictated by dashes, a key's halves described
without values, a placeholder's halves, a hex id split for a label."""
from batch_writer import Batch

b = Batch("s38S1", lang="auto")
b.add("key_halves", "secret",
      "API-ключ SendGrid храню двумя кусками: первая часть 9f1e2ab7c04d58e3, вторая 77ab01c9e5d2f486, склеить и дописать в конце -eu1.",
      "Токен бота разделил надвое: начало 7d02e9c4a1b85f36, конец 0be4c7a9d1f35e28 — соединять без пробела.",
      "Stripe restricted key split in two so it isn't in one place: first half 4be1f09a7c2d835e, second half c0de5a9b17f3e284, then add _live at the end.",
      "The webhook secret, in two parts: part one 6a1c9e0f2b7d4853, part two e9b2047d1c5af368 — join them.")
b.add("key_halves_twin", "ordinary",
      "Ключ Mailchimp разбила на две части и храню в разных менеджерах паролей: первая половина в Bitwarden, вторая в KeePass.",
      "Серийный номер на коробке в две строки: первая часть SN-4421, вторая часть 0093, пишется слитно в гарантийном талоне.",
      "The API key comes in two halves: first half XXXXXXXXXXXXXXXX, second half YYYYYYYYYYYYYYYY, join them — placeholders in the docs.",
      "Commit ids for the release notes, first 4be1f09a, second c0de5a9b — join them with a comma in the changelog.")
b.add("spelt_dashes", "secret",
      "Пароль от роутера продиктую по буквам: Д-а-ч-а, потом цифры 1-9-8-7, в конце решётка.",
      "Пароль от вайфая у бабушки по буквам: в-а-с-и-л-ь-к-и-7-7.",
      "Wi-Fi password, letter by letter: S-u-n-f-l-o-w-e-r, then digits 4-4, and an exclamation mark at the end.",
      "The locker password spelled out: m-a-p-l-e-2-0-1-9.")
b.add("spelt_dashes_twin", "ordinary",
      "Фамилию курьеру продиктовала по буквам: К-у-з-н-е-ц-о-в-а, с ударением на «е».",
      "Номер заказа по цифрам: 4-4-1-0-2-9, курьер звонит завтра.",
      "Spelled out my surname for the clerk: H-a-r-r-i-s-o-n, two r's.",
      "Пароль от вайфая не помню, по буквам его знает только Лёша.")
b.add("spelt_letter_names", "secret",
      "Пароль от Госуслуг по буквам: эл большая, е, эн, а, потом 1, 9, 8, 5 и восклицательный знак.",
      "Пароль к почте по буквам: ка, а, тэ, я, потом 7, 7 и решётка.",
      "Password for the school portal spelled out: capital bee, ay, ar, kay, then 2, 0, 1, 1.")
b.add("spelt_letter_names_twin", "ordinary",
      "Фамилию по буквам для паспортного стола: ка, у, зэ, эн, е, цэ, о, вэ — Кузнецов.",
      "Код города по буквам не диктуют: эм, эс, ка — это просто Москва в старых телеграммах.",
      "Пароль от Госуслуг по буквам диктовать нельзя никому, даже если звонят из банка.")
b.write()
