"""s42M6: one recovery code in dashed groups given after an aside between its name and its value («код восстановления на
случай потери телефона — AGZJ-3JAH-…», "Recovery code for Wise (if the phone dies): …"), beside twins that name the code
and give none (`shapes._ONE_CODE_LATER`; stop 38, round 19's Wise row)."""
from batch_writer import Batch

batch = Batch("s42M6")
batch.add('recovery-code-after-aside', 'secret',
          "Binance: резервный код на случай, если сломается телефон — K7QD-9WXP-M2LA-4TZR", lang='ru')
batch.add('recovery-code-after-aside', 'secret',
          "Recovery code for the Proton account (printed, in the drawer too): 7HGT-2LQP-XW93-KD4M", lang='en')
batch.add('recovery-code-after-aside', 'secret',
          "Код восстановления Госуслуг мамы: 3FJK-82QW-LP0X-V7NM, хранить отдельно от телефона.", lang='ru')
batch.add('recovery-code-named', 'ordinary',
          "Wise: код восстановления на случай потери телефона — распечатан и лежит в сейфе, в заметки не пишу.", lang='ru')
batch.add('recovery-code-named', 'ordinary',
          "Recovery code for the Proton account: regenerate it after the phone swap — the old one is void.", lang='en')
batch.add('recovery-code-named', 'ordinary',
          "Код восстановления придёт по SMS — обычно в течение 5 минут, формат XXXX-XXXX-XXXX-XXXX.", lang='ru')
batch.write()
