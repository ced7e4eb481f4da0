"""s33s2: a second batch on the secret/PII side, written after the fixes of s33s1 in new wording (other processors,
vendors, registries, managers, defaults), with twins — a probe of whether the readers generalise, scored once on the
code that was fixed on s33s1 (the numbers are in the commit). Values are synthetic (seeded)."""
import random
import string

from batch_writer import Batch, luhn_digit

rnd = random.Random(3302)


def rand(n: int, alphabet: str = string.ascii_letters + string.digits) -> str:
    return "".join(rnd.choice(alphabet) for _ in range(n))


def card(prefix: str) -> str:
    body = prefix + "".join(rnd.choice(string.digits) for _ in range(15 - len(prefix)))
    d = body + luhn_digit(body)
    return " ".join(d[i:i + 4] for i in range(0, 16, 4))


def typed_card(body15: str) -> str:
    d = body15 + luhn_digit(body15)
    return " ".join(d[i:i + 4] for i in range(0, 16, 4))


def iban(country: str) -> str:
    while True:
        bban = rnd.choice("45") + "".join(rnd.choice(string.digits) for _ in range(15))
        if luhn_digit(bban[:-1]) != bban[-1]:
            continue
        letters = "".join(str(ord(c) - 55) for c in country)
        check = 98 - int(bban + letters + "00") % 97
        code = f"{country}{check:02d}{bban}"
        return " ".join(code[i:i + 4] for i in range(0, len(code), 4))


hexs = lambda n: rand(n, "0123456789abcdef")
pk5 = lambda: "-".join(rand(5, "BCDFGHJKMPQRTVWXY2346789") for _ in range(5))
b = Batch("s33s2", lang="auto")
b.add("test-card", "ordinary",
      f"Для проверки 3DS в CloudPayments в тестовом режиме: карта {typed_card('400000000000000')}, код подтверждения любой.",
      "Paddle sandbox card for the checkout demo: 4000 0566 5566 5556, CVC 100, any future date.",
      f"QA checklist, decline flow: {typed_card('400000000000006')} in Stripe's test environment should show 'card expired'.",
      "Braintree sandbox Visa 4005 5192 0000 0004 — for the staging payment form only.",
      "JCB test number from the Stripe docs: 3566 0020 2036 0505.",
      f"Тестовая карта «Мир» из песочницы банка: {typed_card('220000000000005')}, срок 12/30.")
b.add("test-card", "secret",
      f"Карта для теста на проде — моя зарплатная, {card('2202')}, до 08/28.",
      f"Sandbox didn't work so I used my real Visa {card('4147')}, exp 02/29, for the test order.",
      f"card {typed_card('400000000000000')} exp 11/27 cvc 331")
b.add("iban-digits", "ordinary",
      f"Kontonummer des Vermieters: IBAN {iban('AT')}, Verwendungszweck «Miete Wohnung 4».",
      f"Для возврата залога: IBAN {iban('LT')} (Revolut), BIC REVOLT21.",
      f"Parents' Estonian account for the wedding gift: {iban('EE')}.")
b.add("iban-digits", "secret",
      f"IBAN {iban('EE')} for transfers, and my debit card {card('5168')} exp 10/28 for online shops.")
b.add("docs-example", "ordinary",
      "Пример из документации OpenAI: sk-abc123def456ghi789jkl012mno345pqr678stu901 — так выглядит ключ, настоящий в дашборде.",
      "Windows Server 2019 Datacenter GVLK (KMS client key): WMDGN-G9PQG-XVVXX-R3X43-63DFG.",
      "Sample from the Mailgun docs: key-1234567890abcdef1234567890abcdef is how an API key is printed.")
b.add("docs-example", "secret",
      f"OpenAI key for the support bot: sk-proj-{rand(48)}",
      f"MAK key for our volume license (do not share): {pk5()}",
      f"Mailgun key for the newsletter: key-{hexs(32)}")
guid = lambda: "-".join(rand(n, "0123456789abcdef") for n in (8, 4, 4, 4, 12))
b.add("key-id", "ordinary",
      f"KMS key ID in AWS for the backups bucket: {guid()} (alias/backups), access through the IAM role.",
      f"Key Protector ID для диска C: на ноутбуке бухгалтерии — {{{guid().upper()}}}, ключ в AD.",
      f"ID ключа шифрования в Yandex Lockbox: e6q{rand(17, string.ascii_lowercase + string.digits)}, доступ у группы backup.")
b.add("key-id", "secret",
      f"BitLocker recovery key for drive D: " + "-".join(f"{rnd.randint(0, 65535) * 11:06d}" for _ in range(8)),
      f"AWS secret key for the backups role: {rand(40, string.ascii_letters + string.digits + '+/')}")
b.add("placeholder", "ordinary",
      "Mailgun API auth is basic: api:YOUR_API_KEY, as their quickstart shows.",
      "Шаблон строки подключения в вики: Server=db01;User Id=USER;Password=PASSWORD;Database=crm",
      "Docs format for the header: Authorization: Token TOKEN_FROM_SETTINGS")
b.add("placeholder", "secret",
      "Строка подключения CRM: Server=db01;User Id=sa;Password=Qw7!rT2#zX;Database=crm",
      f"Authorization: Token {hexs(40)}")
b.add("registry-code", "ordinary",
      "Реквизиты ООО: ОГРН 1027700132195, КПП 771301001, код ОКОГУ 4210014, код ОКФС 16.",
      "Код ОКПД2 62.01.11 в договоре на разработку, код ФНС 7743 — наша инспекция.",
      "Our DUNS number is 15-048-3782 and our NAICS code 541511; CAGE code 1ABC2 for the federal bid.")
b.add("registry-code", "secret",
      "код от калитки на даче 4417, замок заедает",
      "alarm code for the shop is 5521, panel is by the back door")
b.add("password-locator", "ordinary",
      "Пароль от Госуслуг мамы — в Bitwarden, карточка «Мама Госуслуги 2».",
      "В KeePassXC запись называется srv-db-03, пароль там обновлён вчера.",
      "The router admin password lives in 1Password as an item titled home-router-2025.")
b.add("password-locator", "secret",
      "пароль от Госуслуг мамы: Mama_Gos2024! (в Bitwarden тоже)",
      "router admin password is home-Router-2025! — also in 1Password")
b.add("bad-password-example", "ordinary",
      "Never use 'letmein' or 'monkey123' — the password checker in our app flags them as weak.",
      "Список запрещённых паролей в нашей политике (самые популярные пароли): 123456, password, qwerty, 111111.",
      "Пример плохого пароля для слайда: «ivan1985» — имя и год рождения, подбирается за минуты.")
b.add("bad-password-example", "secret",
      "мой пароль «ivan1985», плохой, знаю, но от почты пока такой",
      "Сменил пароль на Wi-Fi, теперь qwerty2025 — слабый, но дети запомнят")
b.add("default", "ordinary",
      "docker-compose for local dev: POSTGRES_PASSWORD=postgres (the image's default, never used outside the laptop).",
      "MinIO на стенде с дефолтными minioadmin:minioadmin — поменять перед тем, как открывать наружу.",
      "Grafana по умолчанию пускает admin/admin и при первом входе просит сменить пароль.")
b.add("default", "secret",
      "Grafana на проде: admin / Gr4f!prod-2024",
      f"MinIO на проде: MINIO_ROOT_PASSWORD={rand(24)}")
b.add("recovery-codes", "secret",
      "Коды для входа в Binance на случай потери Google Authenticator: " + " ".join(rand(8, string.digits) for _ in range(6)),
      "Proton backup codes, if the phone dies: " + ", ".join(rand(8, string.ascii_lowercase + string.digits) for _ in range(6)),
      "Twitter backup code: " + rand(12, string.ascii_lowercase + string.digits))
b.add("recovery-codes", "ordinary",
      "Коды для входа в Binance я не храню в заметках — они на бумажке в сейфе.",
      "Proton gave me backup codes; I printed them, the file is deleted.")
b.add("pin", "secret",
      f"пин от сбербанковской карты сына {rnd.randint(1000, 9999)}",
      f"Card PIN for the Shell fuel card — {rnd.randint(1000, 9999)}",
      f"PIN-код от рабочей SIM-карты Билайн, если телефон перезагрузится: {rnd.randint(1000, 9999)}")
b.add("pin", "ordinary",
      "PIN от карты «Тройка» не нужен — её просто прикладывают к турникету.",
      "ПИН от новой карты придёт в SMS, ждём до пятницы.")
b.add("session-string", "secret",
      f"Сессия Telethon (StringSession) для второго аккаунта — 1{rand(352, string.ascii_letters + string.digits + '_-')}=")
b.add("session-string", "ordinary",
      "Telethon session file anon.session is gitignored; the StringSession lives only in the server's env.")
b.add("translit-code", "secret",
      f"kod ot vorot garazha {rnd.randint(1000, 9999)}, pult slomalsya",
      f"parol postanovki na ohranu {rnd.randint(1000, 9999)}, zvonit' v CHOP esli srabotaet")
b.add("translit-code", "ordinary",
      "kod regiona na nomerah 199, kod ОКВЭД 47.91")
b.add("adjective-keys", "secret",
      f"Bybit API для бота: открытый {rand(18)}, закрытый {rand(36)}",
      f"OKX keys for the grid bot — public {guid()}, private {hexs(32).upper()}")
b.add("adjective-keys", "ordinary",
      "приватный ключ лежит в ~/.ssh/id_ed25519, публичный — в authorized_keys на сервере.",
      "Private beta of the new API opens in May; public launch in September.")
b.write()
