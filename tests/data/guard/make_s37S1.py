"""s37S1: secrets the guard missed in round 14 (s37a51/b52/c53) — a security question's answer after «ответ» with no
colon, a password given in two halves to be joined, a password spelt letter by letter, a list of 2FA recovery codes as
bare lines, a Gmail app password (four groups of four small letters), a Zigbee network key as a byte array, a device
token named by the device; twins: the question without its answer, the format explained, a placeholder, a public ID,
a list of commit hashes, a checksum."""
from batch_writer import Batch

b = Batch("s37S1", lang="auto")
b.add("security_answer_bare", "secret",
      "Секретный вопрос на Госуслугах «любимое блюдо» — ответ Оливье1999, с цифрами.",
      "Контрольный вопрос в ВТБ: «город рождения отца» — ответ Кинешма. Пишется с заглавной.",
      "Security question at Chase (first car): answer Corolla97, no spaces.",
      "Тинькофф, контрольный вопрос про первую учительницу, ответ Зинаида, если спросят по телефону.")
b.add("security_question_only", "ordinary",
      "Контрольный вопрос в Сбербанке — «девичья фамилия матери», ответ не помню, надо будет сменить в отделении.",
      "Секретный вопрос на Госуслугах поменяла, ответ записала в KeePass.",
      "Security question at Chase: the answer is in 1Password under 'Chase'.",
      "Контрольный вопрос про кличку питомца — ответ такой же, как в Сбере.")
b.add("split_password", "secret",
      "Пароль от роутера на даче запишу двумя кусками: первая часть «Dacha_71», вторая «Wi#Fi», набрать слитно.",
      "Wi-Fi password for the office in two halves so it's not in one place: first half 'Orbit-44', second 'kelp!Z', type them together without a space.",
      "Пароль от 1С разбил на две части: начало Buh2024, конец #Nalog! — соединить без пробела.",
      "Password for the NAS, split: part one «Qm7&tR», part two «x9Lp», concatenate.")
b.add("split_format_explained", "ordinary",
      "Пароль в Keycloak должен состоять из двух частей: буквенной и цифровой, пишется слитно, минимум 12 символов.",
      "The password reset link comes in two halves: the first half by e-mail, the second by SMS; join them in the form.",
      "Пароль от роутера разбил на две части и записал в разных местах: первая в блокноте, вторая в телефоне.",
      "Passwords split into two halves: first half «<часть 1>», second «<часть 2>», join without a space — the format for the vault import.")
b.add("spelled_password", "secret",
      "Пароль от админки школьного сайта, по буквам: T r e e - 4 2 - S u n ! как продиктовала завуч.",
      "Wi-Fi password spelled out for grandma: capital M, o, o, n, l, i, g, h, t, seven, seven, exclamation mark.",
      "Пароль от бухгалтерии продиктовал по буквам: большая К, а, с, с, а, девять, девять, решётка.",
      "Password letter by letter so nobody mixes up l and 1: L - a - k - e - 1 - 9 - # - p - i - n - e.")
b.add("spelled_not_password", "ordinary",
      "Фамилия по буквам для визы: K u d r y a v t s e v a, как в загранпаспорте.",
      "Spell my name letter by letter for the courier: capital S, m, i, t, h — not Smyth.",
      "Пароль по буквам диктовать по телефону нельзя — так сказали в банке.",
      "Password rules: capital letter, digits, exclamation mark; at least twelve characters.")
b.add("recovery_codes_list", "secret",
      "Backup codes for GitHub 2FA:\n4f1a2-9bc3e\n77d0e-1a2b4\nc3b9a-0f11d\n8e2f4-aa913\n51c0d-7e3b2\n0a9f1-c44e8",
      "Резервные коды Google (двухфакторка):\n8317 4402\n5590 1287\n7702 3345\n1198 6630\n4471 9025",
      "Коды восстановления Bitwarden:\na1b2c3d4e5f60718\n9f8e7d6c5b4a3921\n0b1c2d3e4f5a6b7c\n77aa88bb99cc00dd",
      "Recovery codes (Proton):\n9d1f 3c07 a2b8\n4e6a 0b93 f15c\n7c2e 8d40 b96a\n1f5b 6a0e c38d")
b.add("hex_lines_not_codes", "ordinary",
      "Коммиты, которые надо черрипикнуть в release-2.4:\n350c55513ff13be8\ncf90ff50dcff02de\n25d669a93d74a1ff\n684ba652c5fa5041",
      "Recovery codes: generated on first 2FA setup, ten of them, each usable once; print them and keep them offline.",
      "SHA-256 of the release artifacts:\n9f86d081884c7d65\n2c26b46b68ffc68f\nfcde2b2edba56bf4\nbaa5a0964d3320fb",
      "Backup codes for GitLab 2FA — where: Settings → Account → Regenerate recovery codes; the old ones stop working.")
b.add("gmail_app_password", "secret",
      "Пароль приложения для Thunderbird (ivanova.lab@gmail.com): wkpr tzxa qmvb hnyd",
      "Gmail app password for the backup script (smtp.gmail.com:587, alerts.home@gmail.com): ctvo pqzm rwax lkjd",
      "App password для Outlook на ноуте, аккаунт petrov.s@gmail.com — jfke wqpa xnzt mbry")
b.add("app_password_format", "ordinary",
      "Пароль приложения Google — это 16 маленьких букв в четырёх группах по четыре, вида xxxx xxxx xxxx xxxx.",
      "Gmail app password: create it at myaccount.google.com/apppasswords, it looks like abcd efgh ijkl mnop.",
      "App password для почты на принтере надо пересоздать: старый отозвала в настройках аккаунта.")
b.add("zigbee_key", "secret",
      "Zigbee2MQTT, секция advanced после миграции:\nadvanced:\n  network_key: [12, 201, 77, 3, 99, 145, 18, 240, 6, 88, 130, 61, 254, 17, 42, 190]\n  channel: 20",
      "configuration.yaml for the new coordinator:\nadvanced:\n  pan_id: 4321\n  network_key: [91, 7, 233, 40, 18, 166, 3, 201, 77, 128, 54, 9, 190, 12, 245, 61]",
      "ZHA backup, network key: [0x3a, 0x91, 0x0c, 0xee, 0x47, 0x12, 0xb8, 0x5d, 0x60, 0x2f, 0xa4, 0x19, 0x7e, 0xc3, 0x08, 0xd1]")
b.add("zigbee_placeholder", "ordinary",
      "Zigbee2MQTT config:\nadvanced:\n  network_key: GENERATE\n  pan_id: GENERATE\n  channel: 15",
      "network_key в Zigbee2MQTT — массив из 16 чисел от 0 до 255; после смены все устройства надо перепарить.",
      "Zigbee channel map: [11, 15, 20, 25] — channel 15 is the least busy here.",
      "Z2M used to ship network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13] as the default — everyone had the same key, so set GENERATE.",
      "Ed25519 public key of the signer as bytes, public_key: [215, 90, 152, 1, 130, 177, 10, 183, 213, 75, 254, 211, 201, 100, 7, 58, 14, 225, 114, 243, 218, 166, 35, 37, 175, 2, 26, 104, 247, 7, 81, 26]")
b.add("device_token", "secret",
      "Токен пылесоса Xiaomi для Home Assistant (вытащил через token extractor): 7f3c1a9be0d24c58a61e93b2d4f07c15",
      "Token of the Yeelight lamp in the bedroom for miio: 4b2e9d01c7a35f68e91b0c2d7a4f5e36",
      "Roborock S7 token (from the cloud tokens extractor): a03f5c7e91b24d68f0e1c3a5b7d9e2f4")
b.add("device_id_or_hash", "ordinary",
      "MD5 of the Roborock firmware image, to check the download: 69943da1ee985d11d97eb5b9cd1ce9c1",
      "Device ID of the Roborock vacuum in the Mi Home app: 382716455 (model roborock.vacuum.a15).",
      "Token of the Roborock vacuum: get it with the cloud tokens extractor, 32 hex characters, then paste into xiaomi_miio.")
b.write()
