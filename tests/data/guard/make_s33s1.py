"""s33s1: fresh variants of the secret/PII side's false refusals and misses of stop 33 (blind round 10), each with its
twin in the same words — an ordinary note (a public test card, an IBAN, a docs example value, a registry code, where a
password is kept, a bad password named as one) and a secret (a real card beside it, a real token, an access code, the
password itself, recovery codes, a PIN, a session string). Written before the fix; values are synthetic (seeded)."""
import random
import string

from batch_writer import Batch, luhn_digit

rnd = random.Random(3301)


def card(prefix: str) -> str:
    body = prefix + "".join(rnd.choice(string.digits) for _ in range(15 - len(prefix)))
    d = body + luhn_digit(body)
    return " ".join(d[i:i + 4] for i in range(0, 16, 4))


def iban_card_like(country: str = "AT") -> str:
    """A valid 20-character IBAN (Austria, Estonia, Lithuania: 16 digits after the check) whose digits, grouped as
    written, also pass Luhn and start like a card."""
    while True:
        bban = rnd.choice("45") + "".join(rnd.choice(string.digits) for _ in range(15))
        if luhn_digit(bban[:-1]) != bban[-1]:
            continue
        letters = "".join(str(ord(c) - 55) for c in country)
        check = 98 - int(bban + letters + "00") % 97
        code = f"{country}{check:02d}{bban}"
        return " ".join(code[i:i + 4] for i in range(0, len(code), 4))


def rand(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rnd.choice(alphabet) for _ in range(n))


def hex5() -> str:
    return "-".join(rand(5, "0123456789abcdef") for _ in range(2))


b = Batch("s33s1", lang="auto")
# 1. an IBAN's digits are no card; a card beside an IBAN still is
b.add("iban-digits", "ordinary",
      f"Мой IBAN для возвратов (Revolut, Литва): {iban_card_like('LT')}, получатель — я.",
      f"Salary goes to IBAN {iban_card_like('AT')} at Erste Bank; the employer has it already.",
      f"Для перевода из Эстонии: IBAN {iban_card_like('EE')}, BIC LHVBEE22, получатель Irina Sokolova.")
b.add("iban-digits", "secret",
      f"IBAN for rent is {iban_card_like('AT')}; the card I pay groceries with is {card('4')}, exp 09/28.",
      f"Реквизиты: IBAN {iban_card_like('AT')}, а карта для подписок — {card('5')}, срок 11/27, CVC 418.")
# 2. a processor's published test number is nobody's card; a real one called a test card still is
b.add("test-card", "ordinary",
      "Stripe 3-D Secure test card: 4000 0000 0000 3220, any CVC, any future date.",
      "Sandbox Mastercard from the Braintree docs: 5555 5555 5555 4444 — approved; 4000 1111 1111 1115 — declined.",
      "Тинькофф Касса, тестовый режим: карта 4300 0000 0000 0777, срок 12/30, CVC 111 — успешная оплата.",
      "CloudPayments в песочнице: 4242 4242 4242 4242 — успех, 4012 8888 8888 1881 — недостаточно средств.",
      "Adyen test card for Visa in their docs is 4111 1111 4555 1142 (exp 03/30, CVC 737).",
      "Amex test number from Stripe's docs: 3782 822463 10005 — I use it to check the 15-digit layout.")
b.add("test-card", "secret",
      f"Для теста оплаты на проде взял свою карту {card('4276')}, срок 04/27 — потом верну деньги.",
      f"Test card ran out, so I paid with my own: {card('5536')}, exp 07/28, CVC 902.",
      f"Тестовая карта не прошла, оплатил корпоративной: {card('2200')}, до 10/29.")
# 3. a value the vendor's docs print as an example, or publish as public; the real one beside the same words
tg = f"{rnd.randint(6000000000, 7999999999)}:AA{rand(33, string.ascii_letters + string.digits + '_-')}"
b.add("docs-example", "ordinary",
      "Slack docs show a bot token as xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx; real ones come from the app page.",
      "В документации Telegram пример токена: 123456789:ABCdefGhIJKlmnOPQRstuVWXyz — настоящий выдаёт BotFather.",
      "KMS client setup key for Windows Server 2022 Standard (a GVLK Microsoft publishes): VDYBN-27WPP-V4HQT-9VMD4-VMK7H.",
      "GVLK для Windows 11 Pro — W269N-WFGWX-YVC9B-4J6C9-T83GX, это общедоступный ключ для KMS, его можно светить.")
b.add("docs-example", "secret",
      f"Telegram bot token for the shop bot (from BotFather): {tg}",
      f"токен бота выглядит так: {rnd.randint(6000000000, 7999999999)}:AA{rand(33)} — это наш боевой, сохрани.",
      f"Ключ активации Windows 11 Pro с коробки (retail): {'-'.join(rand(5, 'BCDFGHJKMPQRTVWXY2346789') for _ in range(5))}",
      f"my Office 2021 product key: {'-'.join(rand(5, 'BCDFGHJKMPQRTVWXY2346789') for _ in range(5))}")
# 4. an id of a key is no key
guid = lambda: "-".join(rand(n, "0123456789ABCDEF") for n in (8, 4, 4, 4, 12))
b.add("key-id", "ordinary",
      f"BitLocker recovery key ID for the CFO's laptop: {guid()} — look the key up in Intune by it.",
      f"Идентификатор ключа восстановления на ноутбуке бухгалтера: {guid()}, сам ключ — в AD.",
      f"ID ключа KMS в Yandex Cloud: abj{rand(17, string.ascii_lowercase + string.digits)}, права на него у группы devops.")
b.add("key-id", "secret",
      "BitLocker recovery key for the CFO laptop: " + "-".join(f"{rnd.randint(0, 65535) * 11:06d}" for _ in range(8)),
      f"Ключ восстановления BitLocker ноутбука бухгалтера: " + "-".join(f"{rnd.randint(0, 65535) * 11:06d}" for _ in range(8)))
# 5. a placeholder in a format or an example file; a real value in the same place
b.add("placeholder", "ordinary",
      "Jira basic auth is email:API_TOKEN base64-encoded, see the Atlassian docs.",
      "Freshdesk: curl -u API_KEY:X https://yourdomain.freshdesk.com/api/v2/tickets — X is literally the letter X.",
      "Формат авторизации в API МоегоСклада: LOGIN:PASSWORD в base64, подробнее в документации.",
      ".env.example:\nOPENAI_API_KEY=your-api-key\nTELEGRAM_TOKEN=put-token-here\nDEBUG=false",
      "В .env.example оставили STRIPE_SECRET_KEY=sk_test_xxx и WEBHOOK_SECRET=change-me, настоящие ключи только в .env.")
b.add("placeholder", "secret",
      f"Zendesk auth for the export script: anna@shop.example/token:{rand(40)}",
      f".env (not the example!):\nOPENAI_API_KEY=sk-proj-{rand(48)}\nDEBUG=false",
      f"В .env на сервере: TELEGRAM_TOKEN={rnd.randint(6000000000, 7999999999)}:AA{rand(33)}")
# 6. a registry's code is no access code; a door's is
b.add("registry-code", "ordinary",
      "Реквизиты ИП: ОКПО 0123456789, ОКАТО 45286560000, код ИФНС 7704, ОКВЭД 62.01.",
      "Код региона 77, код подразделения в паспорте 770-093, код ОКТМО 45383000.",
      "Our NAICS code is 454110 and the SIC code 5961; the EIN is on the invoice.",
      "HS code 8471.30 for the laptops on the customs form, KBK code 18210102010011000110 for the tax.")
b.add("registry-code", "secret",
      "код от домофона 7712#, квартира 45, этаж 6",
      "Код сейфа в бухгалтерии — 4471, знают только я и главбух.",
      "gate code for the warehouse is 7712, the alarm one is 3390")
# 7. where the password is kept is no password; the password is
b.add("password-locator", "ordinary",
      "Пароль от роутера поменял, новый в Bitwarden под названием router-home-2024.",
      "New VPN password is in 1Password, item 'vpn-corp-2'; don't paste it here.",
      "Пароль к 1С лежит в KeePass, запись buh-server-01, доступ есть у Ольги.")
b.add("password-locator", "secret",
      "Пароль от роутера поменял, новый: router-Home-2024!",
      "New VPN password: vpn-Corp-2!x (also saved in 1Password).",
      "Пароль к 1С: buh-Server-01 — в KeePass тоже есть.")
# 8. a well-known bad password named as one; someone's own password, however bad
b.add("bad-password-example", "ordinary",
      "Explain to grandma why 'password1' and 'iloveyou' are terrible passwords.",
      "На слайде пример слабого пароля — «123456qwerty», рядом объяснение, как его подбирают за секунды.",
      "Top leaked passwords of 2024: 123456, admin, 12345678, qwerty123 — for slide 4 of the security talk.")
b.add("bad-password-example", "secret",
      "мой пароль от почты qwerty123, знаю что плохой, поменяю потом",
      "the admin password on the NAS is still password1, I know it's bad")
# 9. recovery and backup codes
b.add("recovery-codes", "secret",
      "GitHub recovery codes (keep offline): " + " ".join(hex5() for _ in range(6)),
      "Коды восстановления GitLab, если потеряю телефон: " + ", ".join(hex5() for _ in range(8)),
      "Google backup codes:\n" + "\n".join("  ".join(f"{rnd.randint(0, 9999):04d} {rnd.randint(0, 9999):04d}" for _ in range(2)) for _ in range(4)),
      "Резервные коды Google для почты мамы: " + ", ".join(f"{rnd.randint(0, 9999):04d} {rnd.randint(0, 9999):04d}" for _ in range(5)))
b.add("recovery-codes", "ordinary",
      "GitHub gave me 16 recovery codes; I printed them and put them in the safe, not saving them here.",
      "Резервные коды Google распечатал и убрал в сейф, сюда их не пишу.",
      "Invoice numbers for March: 2024-0311, 2024-0312, 2024-0313, 2024-0314 — all paid.",
      "Коды ошибок принтера за неделю: 10.00.33, 49.4C02, 79.00FE, 13.A3.D3 — сервис приедет в четверг.")
# 10. a PIN, in Russian and English
b.add("pin", "secret",
      f"PIN от банковской карты мамы — {rnd.randint(1000, 9999)} (не путать с PUK).",
      f"ПИН-код от сим-карты МТС для рабочего телефона: {rnd.randint(1000, 9999)}",
      f"the PIN for the office access card is {rnd.randint(1000, 9999)}, not the phone one")
b.add("pin", "ordinary",
      "PIN от карты сменил в банкомате, новый знаю только я.",
      "ПИН-код надо ввести трижды неверно, чтобы карта заблокировалась — так сказали в банке.")
# 11. a session string of a Telegram client
b.add("session-string", "secret",
      f"Pyrogram session string for the parser bot: {rand(350, string.ascii_letters + string.digits + '_-')}",
      f"Строка сессии Telethon для юзербота: 1{rand(352, string.ascii_letters + string.digits + '_-')}=")
b.add("session-string", "ordinary",
      "Telethon StringSession хранится в переменной окружения TG_SESSION, в код не коммитим.")
# 12. an access code in translit
b.add("translit-code", "secret",
      f"kod ot domofona — {rnd.randint(1000, 9999)}#, kvartira 12",
      f"parol ot signalizacii {rnd.randint(1000, 9999)}, ohrana zvonit esli neverno")
b.add("translit-code", "ordinary",
      "kod regiona 77, kod OKVED 62.01 — dlya deklaracii",
      "kod oshibki E-13 na stiralke, master pridet v sredu")
# 13. exchange keys named by their adjective in prose
b.add("adjective-keys", "secret",
      f"ключи Binance для бота: публичный {rand(64)}, секретный {rand(64)}",
      f"Kraken keys for the rebalancer: public {rand(56, string.ascii_letters + string.digits + '+/')}, private {rand(86, string.ascii_letters + string.digits + '+/')}==")
b.add("adjective-keys", "ordinary",
      "На Kraken создал ключи: публичный и приватный лежат в Vault, в заметки не пишу.",
      "приватный репозиторий github.com/acme/infra, публичный — github.com/acme/site")
b.write()
