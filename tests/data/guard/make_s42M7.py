"""s42M7: a passphrase quoted after "password is now", «пароль теперь», "changed to" ('Bitwarden master password is now
"Warszawa Wschodnia 7:42 peron 2"'), beside twins that quote where it is or a hint (`accounts._QUOTED_PHRASE`; stop 38,
round 19's Bitwarden row)."""
from batch_writer import Batch

batch = Batch("s42M7")
batch.add('passphrase-now-quoted', 'secret',
          "KeePass master password is now \"orange kayak under 9 bridges\" after the reset.", lang='en')
batch.add('passphrase-now-quoted', 'secret',
          "Пароль от NAS теперь «Синий трактор едет 2024», старый больше не подходит.", lang='ru')
batch.add('passphrase-now-quoted', 'secret',
          "Changed the router admin password to \"Kettle on the balcony 77\" this morning.", lang='en')
batch.add('where-or-hint-quoted', 'ordinary',
          "The Wi-Fi password is now \"on the fridge sticker\" — ask Dana if it fell off.", lang='en')
batch.add('where-or-hint-quoted', 'ordinary',
          "Password hint is now \"first pet and the year we moved\", which only I understand.", lang='en')
batch.add('where-or-hint-quoted', 'ordinary',
          "Пароль от NAS теперь «в менеджере паролей», в заметки его не пишу.", lang='ru')
batch.write()
