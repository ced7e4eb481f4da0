"""s38S3: device and vault secrets the guard missed in round 15 — a smart device's local key (Tuya's `local_key`, 16
characters), a camera's verification code printed on its sticker (six capitals), a password manager's master
passphrase of words joined by dashes with a year, a long clause after its name; twins: the device's id, the key's
format or a placeholder, the sticker's place without the code, the passphrase's pattern described, a host's name."""
from batch_writer import Batch

b = Batch("s38S3", lang="auto")
b.add("local_key", "secret",
      "Розетка в бане (Tuya), для локального управления из Home Assistant: local_key 9c1d7e0a2b4f6853",
      "Tuya bulb in the hallway, tinytuya config: localKey: 'a7Gq#2mZ!pL9xW4r'",
      "Local key of the Tuya thermostat in the nursery, pulled with tinytuya wizard: 3e8b1f6c0d9a4275")
b.add("local_key_twin", "ordinary",
      "Розетка в бане (Tuya): device_id bf3a81c04e5d27f9a1xkqd, local_key меняется при каждом повторном сопряжении.",
      "Tuya bulb in the hallway, tinytuya config template: localKey: 'xxxxxxxxxxxxxxxx' — fill in from the wizard.",
      "Local key of the Tuya thermostat is 16 characters; get it with tinytuya wizard, never from the app.")
b.add("sticker_code", "secret",
      "Камера Ezviz в прихожей, код верификации с наклейки на дне: PLRXWN — без него видео в приложении не расшифровать.",
      "Hikvision doorbell, verification code from the label on the back: HZQTMA (needed for the encrypted stream).",
      "Imou camera in the garage, safety code printed on the sticker: WKDNRB.")
b.add("sticker_code_twin", "ordinary",
      "Камера Ezviz в прихожей, код верификации на наклейке на дне — не переписывала, камера висит высоко.",
      "Hikvision doorbell, model code on the label on the back: DS-HD1, firmware 5.2.",
      "Imou camera in the garage, the QR code on the sticker is for adding it in the app; serial on the box.")
b.add("master_passphrase", "secret",
      "Мастер-пароль от KeePass — фраза, которую придумали на даче всей семьёй: ромашка-трактор-облако-1962. Нигде больше не вводить.",
      "Your 1Password master password is the one we made up on the train — velvet-samovar-harbour-2001.",
      "Dad's Bitwarden master passphrase, as agreed at Christmas: lemon-tractor-quiet-owl-88")
b.add("master_passphrase_twin", "ordinary",
      "Мастер-пароль от KeePass — фраза из трёх слов через дефис и год, как нас учили на курсах: слово-слово-слово-год.",
      "Your 1Password master password is the one we made up on the train — don't write it anywhere, remember it.",
      "Bitwarden is self-hosted at our place, the server is vault-home-nas-01 on the LAN; the master password is only in Dad's head.")
b.write()
