"""s42M5: a device's factory default told as a login/password pair of small words ("с заводским паролем admin/admin",
"factory default root/root"), read as a password given, beside twins that give a chosen password in the same sentence
(`published._defaults`; stop 38, round 19's router row)."""
from batch_writer import Batch

batch = Batch("s42M5")
batch.add('password-beside-default', 'secret',
          "Заводской пароль роутера admin/admin сменил на Kx7#pLm2qW, записываю сюда, чтобы не забыть.", lang='ru')
batch.add('password-beside-default', 'secret',
          "Factory default was admin/admin; the new NVR password is Vz9!rQ2m-Lt4, set today.", lang='en')
batch.add('password-beside-default', 'secret',
          "Router login: admin / Pl4typ-us88 (not the factory one anymore).", lang='en')
batch.add('factory-default-pair', 'ordinary',
          "Камеры на ферме стояли с заводским логином и паролем admin/admin, пока их не взломали. Теперь у каждой свой.", lang='ru')
batch.add('factory-default-pair', 'ordinary',
          "The old NVR still had its factory default root/root when we bought the place — changed it the same day.", lang='en')
batch.add('factory-default-pair', 'ordinary',
          "Cheap Chinese IP cameras ship with admin/12345 as the factory password; first thing I do is change it.", lang='en')
batch.write()
