"""s33t1: fresh variants of the secret/PII side's misses and false refusals of blind round 11, each with its twin in the
same words — a PIN or a CVV named with what its card is for, a bank's code word, a security answer set by the user, an
app-specific password, a Steam revocation code (secrets), and a phone's IMEI, an image pinned by its digest, a device's
published default PIN said to be changed, a Wi-Fi password said to be on the router's sticker (ordinary). Written before
the fix; values are synthetic (seeded)."""
import random
import string

from batch_writer import Batch, luhn_digit

rnd = random.Random(3341)
batch = Batch("s33t1", lang="auto")
add = batch.add


def imei(prefix: str = "35") -> str:
    body = prefix + "".join(rnd.choice(string.digits) for _ in range(14 - len(prefix)))
    return body + luhn_digit(body)


digits = lambda n: "".join(rnd.choice(string.digits[1:]) for _ in range(n))
letters = lambda n: "".join(rnd.choice(string.ascii_lowercase) for _ in range(n))
hexs = lambda n: "".join(rnd.choice("0123456789abcdef") for _ in range(n))

add("card-pin-named-for", "secret",
    f"ПИН-код от зарплатной карты ВТБ, которую папа держит в синем кошельке — {digits(4)}",
    f"ПИН-код кредитки Сбера для поездок за границу: {digits(4)}. Не путать с дебетовой.",
    f"CVV от карты Озон Банка (карта *{digits(4)}) — {digits(3)}, срок 08/28",
    f"CVC дебетовой карты Тинькофф, с которой платим подписки, — {digits(3)}",
    f"PIN for the travel card I keep in the blue wallet with the euros — {digits(4)}",
    f"CVV on the Amex (the one ending {digits(4)}) — {digits(4)}, exp 03/29")
add("card-pin-named-for", "ordinary",
    "ПИН-код от карты Почта Банка мама опять забыла — в отделении выдали новый конверт, пусть сменит в банкомате.",
    "CVV от кредитки Альфы (карта *3309) стёрся, заказали перевыпуск, заберём в отделении 15.12.",
    "ПИН-код бизнес-карты Т-Банка сменили 12.03 — теперь его знает только бухгалтер.",
    "PIN for the travel card is in the bank's app under Card settings; it's 4 digits.")
add("code-word", "secret",
    f"Кодовое слово для горячей линии Сбера (его спросят первым делом) у мамы — «ромашка{digits(2)}»",
    f"Code word for the bank's phone line (they ask it before anything else) for Dad — 'Larkspur{digits(4)}'")
add("code-word", "ordinary",
    "Кодовое слово в Т-Банке (спрашивают на горячей линии) пользователь сменил в приложении, новое помнит сам.")
add("security-answer-set", "secret",
    f"PayPal security question — 'mother's maiden name' — I set it to Kovalenko{digits(2)}, not her real one",
    f"Контрольный вопрос в Госуслугах — «кличка питомца» — я указала Мурка{digits(4)}")
add("security-answer-set", "ordinary",
    "PayPal security question — 'mother's maiden name' — I set it to a random string that lives in Bitwarden.")
add("app-specific", "secret",
    f"Thunderbird refused my iCloud login, so I generated an app-specific one: {letters(4)}-{letters(4)}-{letters(4)}-{letters(4)}",
    f"для Outlook пришлось сделать app-specific пароль в Apple ID: {letters(4)}-{letters(4)}-{letters(4)}-{letters(4)}")
add("app-specific", "ordinary",
    "Outlook needs an app-specific one for iCloud — generate it at appleid.apple.com, it looks like xxxx-xxxx-xxxx-xxxx.")
add("steam-revocation", "secret",
    f"Steam Guard revocation code, in case the phone gets lost: R{digits(5)}",
    f"Код отзыва Steam Guard (revocation code) у сына — R{digits(5)}")
add("steam-revocation", "ordinary",
    "Steam Guard revocation code is on the paper in the desk drawer; it starts with R.")
add("imei", "ordinary",
    f"IMEI of the old Samsung for the police report, it was stolen at the station on Friday: {imei()}",
    f"IMEI телефона мамы для заявления о краже (сим уже заблокировали, номер восстановим): {imei()}",
    f"Second IMEI (the eSIM slot) listed on the box of the new iPhone, for the carrier unlock request: {imei('35')}")
add("image-digest", "ordinary",
    f"Base image pinned by digest: docker.io/library/python@sha256:{hexs(64)} — Renovate bumps it weekly.",
    f"Образ воркера закреплён так: registry.gitlab.com/acme/worker@sha256:{hexs(64)}, обновляем только после прогона e2e.")
add("default-pin", "ordinary",
    "PUK по умолчанию у JaCarta — 00000000; пользователь его сменил при первой настройке, новый в сейфе.",
    "Default PIN of the YubiKey PIV applet is 123456 — I changed it on day one, the new one is only in my head.")
add("default-pin", "secret",
    f"PIN у Рутокена сменил с заводского 12345678 на {digits(8)}",
    f"YubiKey PIV PIN changed from the default to {digits(6)}")
add("wifi-on-sticker", "ordinary",
    "Пароль от Wi-Fi на обороте роутера — гости смотрят сами.",
    "В новой квартире роутер от Билайна, пароль от Wi-Fi на наклейке сбоку — переписывать не стали.")
add("wifi-on-sticker", "secret",
    "Пароль от Wi-Fi на даче (на наклейке старый, мы сменили) — зелёный слон прыгает")

batch.write()
