"""s42M8: a bank's code word for calls given after what it is for («Контрольное слово для звонка в Сбер — «Тимашевск»»), and
the maiden-name answer after the question in another case («если спросят девичью фамилию матери: Кравченко»), beside
twins that name the word and give none (`accounts._ANSWER`; stop 38, round 19's Sber row)."""
from batch_writer import Batch

batch = Batch("s42M8")
batch.add('bank-code-word', 'secret',
          "Кодовое слово для телефонного банка ВТБ — «Ромашка1987», спрашивают при каждом звонке.", lang='ru')
batch.add('bank-code-word', 'secret',
          "Code word for the bank's phone line: Lighthouse88 (they ask it before any transfer).", lang='en')
batch.add('bank-code-word', 'secret',
          "Если в банке спросят девичью фамилию мамы — Сафронова.", lang='ru')
batch.add('code-word-named', 'ordinary',
          "Контрольное слово в Сбере поменяла, новое знает только мама.", lang='ru')
batch.add('code-word-named', 'ordinary',
          "Кодовое слово — это то, что банк спросит по телефону; придумать заново.", lang='ru')
batch.add('code-word-named', 'ordinary',
          "Code word for the bank's phone line: set a new one in the app, the old one leaked.", lang='en')
batch.write()
