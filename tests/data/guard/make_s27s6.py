"""Write s27s6.jsonl: the sixth blind secrets batch of stop 27, written after the s27s5 changes and scored once before
any change for it (README). Notes as an agent writes them about its user, in the third person ("The user's GitHub
token is …", "Пользователь сообщил пароль от …"), Russian services' keys (Tinkoff Invest, Ozon Seller, Wildberries,
Bitrix24 webhooks, YooMoney, amoCRM, МойСклад, Selectel, Timeweb, SMS.ru, Tilda, GetCourse, СДЭК, Avito), and
personal secrets people hand an assistant (passphrases of keys and archives, recovery keys, PINs and PUKs, seeds).
Look-alikes: third-person notes about the same things without a value, the services' public ids. Rows carry their
`group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3232)
pw = r.password


def word_pw() -> str:
    return r.pick(["kisa", "rodina", "ivanov", "zaya", "medved", "pochta", "slava", "tula"]) + r.d(r.pick([4, 6]))


def jwt() -> str:
    return "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9." + r.s(60, URLSAFE) + "." + r.s(86, URLSAFE)


S = [
    # third person, EN
    ("third", f"The user's GitHub token is ghp_{r.s(36, AN)}"),
    ("third", f"User's password for the company VPN: {pw()}"),
    ("third", f"The user shared their Netflix password ({pw()}) so I can check the plan"),
    ("third", f"User mentioned their bank PIN is {r.d(4)}"),
    ("third", f"Anna (the user) uses {word_pw()} as her email password"),
    ("third", f"User's OpenAI key: sk-{r.s(48, AN)}"),
    ("third", f"The user asked me to remember the Wi-Fi password at the cabin: {word_pw()}"),
    ("third", f"The user's AWS secret access key is {r.s(40, AN + '/+')}"),
    ("third", f"User provided DB credentials: user=analytics, password={pw()}"),
    ("third", f"The user's Telegram bot token: {r.d(10)}:AAH{r.s(32, URLSAFE)}"),
    ("third", f"Remember for the user: the garage code is {r.d(4)}"),
    ("third", f"User said the admin password for the NAS is {pw()}"),
    # third person, RU
    ("third-ru", f"Пользователь сообщил пароль от Госуслуг: {pw()}"),
    ("third-ru", f"У пользователя пароль от Wi-Fi — {word_pw()}"),
    ("third-ru", f"Пользователь попросил запомнить пин-код карты: {r.d(4)}"),
    ("third-ru", f"Токен пользователя для GitLab: glpat-{r.s(20, URLSAFE)}"),
    ("third-ru", f"Пароль пользователя от почты Яндекс — {pw()}"),
    ("third-ru", f"Пользователь дал ключ API OpenAI: sk-proj-{r.s(48, URLSAFE)}"),
    ("third-ru", f"Юзер хранит пароль от ноутбука в заметках: {word_pw()}"),
    ("third-ru", f"Со слов пользователя, код от сейфа {r.d(6)}"),
    ("third-ru", f"Пользователь: логин ivan.petrov, пароль {pw()} (от рабочего портала)"),
    ("third-ru", f"Мама пользователя использует пароль {word_pw()} для Одноклассников"),
    # Russian services
    ("ru-svc", f"токен Тинькофф Инвестиций t.{r.s(86, URLSAFE)}"),
    ("ru-svc", f"Ozon Seller API: Client-Id {r.d(7)}, Api-Key {r.uuid()}"),
    ("ru-svc", f"WB API токен: {jwt()}"),
    ("ru-svc", f"вебхук Битрикс24 https://acme.bitrix24.ru/rest/1/{r.s(16, LO)}/"),
    ("ru-svc", f"YooMoney токен 410011{r.d(8)}.{r.h(64).upper()}"),
    ("ru-svc", f"amoCRM долгосрочный токен: {jwt()}"),
    ("ru-svc", f"МойСклад токен {r.h(40)}"),
    ("ru-svc", f"Selectel API токен: {r.s(32, AN)}_{r.d(6)}"),
    ("ru-svc", f"TIMEWEB_CLOUD_TOKEN={jwt()}"),
    ("ru-svc", f"SMS.ru api_id: {r.uuid().upper()}"),
    ("ru-svc", f"Tilda API: publickey {r.s(20, LO)}, secretkey {r.s(20, LO)}"),
    ("ru-svc", f"GetCourse ключ API {r.s(100, AN)}"),
    ("ru-svc", f"СДЭК: Account {r.s(32, AN)}, Secure password {r.s(32, AN)}"),
    ("ru-svc", f"Avito client_secret {r.s(40, URLSAFE)}"),
    ("ru-svc", f"Яндекс.Диск OAuth: y0_{r.s(55, URLSAFE)}"),
    ("ru-svc", f"RuStore ключ: {r.s(64, URLSAFE)}"),
    # personal secrets
    ("personal", f"passphrase for my SSH key: {pw()}-{word_pw()}"),
    ("personal", f"GPG passphrase {pw()}"),
    ("personal", f"пароль на архив с налоговой: {r.s(12, AN)}"),
    ("personal", f"VeraCrypt volume password is {pw()}"),
    ("personal", f"Apple recovery key: {'-'.join(r.s(4, UP) for _ in range(7))}"),
    ("personal", f"PUK for the old SIM: {r.d(8)}"),
    ("personal", f"voicemail PIN {r.d(4)}"),
    ("personal", f"Screen Time passcode is {r.d(4)}"),
    ("personal", "MetaMask secret recovery phrase: tunnel apple river glass minute copper salad armor visa lunar pencil cradle"),
    ("personal", f"Ledger PIN {r.d(8)}"),
    ("personal", f"PDF с выпиской открывается паролем {r.d(6)}"),
    ("personal", f"WPS PIN роутера {r.d(8)}"),
    ("personal", f"код-пароль в Тинькофф {r.d(4)}"),
    ("personal", f"код для входа в Сбербанк Онлайн {r.d(5)}"),
    # mixed languages and transliteration
    ("mixed", f"parol ot pochty: {word_pw()}"),
    ("mixed", f"пароль for the staging server is {pw()}"),
    ("mixed", f"the token от бота: {r.d(10)}:AAE{r.s(32, URLSAFE)}"),
    ("mixed", f"kluch API: {r.s(40, AN)}"),
    ("mixed", f"Passwort für das WLAN: {pw()}"),
    ("mixed", f"mot de passe du wifi: {pw()}"),
    ("mixed", f"contraseña del correo: {pw()}"),
    # cards
    ("card", "карта мамы 2202 2012 3456 7895"),
    ("card", "my card for subscriptions: 5425 2334 3010 9903"),
]

O = [
    # third person without a value
    ("third", "The user's GitHub token expired yesterday; they'll make a new one"),
    ("third", "User's password for the company VPN is managed by IT"),
    ("third", "The user shared their Netflix account with their sister"),
    ("third", "User mentioned their bank changed the PIN policy"),
    ("third", "Anna (the user) uses a password manager"),
    ("third", "User's OpenAI key is kept in the environment, not in memory"),
    ("third", "The user asked me to remember that the cabin has Wi-Fi"),
    ("third", "User provided DB host: analytics.db.acme.io, port 5432"),
    ("third", "Remember for the user: the garage door opener needs a new battery"),
    ("third", "User said the NAS admin page is at http://nas.local:5000"),
    # third person RU without a value
    ("third-ru", "Пользователь сменил пароль от Госуслуг"),
    ("third-ru", "У пользователя Wi-Fi называется Keenetic-1234"),
    ("third-ru", "Пользователь попросил напомнить сменить пин-код карты"),
    ("third-ru", "Пользователь пользуется GitLab, токен не сохраняем"),
    ("third-ru", "Пароль пользователя от почты хранится в его менеджере паролей"),
    ("third-ru", "Пользователь дал ссылку на документацию API OpenAI"),
    ("third-ru", "Юзер хранит пароли в KeePassXC"),
    ("third-ru", "Со слов пользователя, сейф стоит в кабинете"),
    ("third-ru", "Пользователь: логин ivan.petrov (от рабочего портала)"),
    ("third-ru", "Мама пользователя сидит в Одноклассниках"),
    # Russian services' public ids and talk
    ("ru-svc", "токен Тинькофф Инвестиций выпускается в настройках, только чтение"),
    ("ru-svc", f"Ozon Seller: Client-Id {r.d(7)}"),
    ("ru-svc", "WB API токен надо перевыпустить каждые 180 дней"),
    ("ru-svc", "вебхук Битрикс24 создаётся в разделе Разработчикам"),
    ("ru-svc", f"YooMoney кошелёк 410011{r.d(8)} для донатов"),
    ("ru-svc", "amoCRM: субдомен acme.amocrm.ru"),
    ("ru-svc", f"МойСклад заказ {r.uuid()}"),
    ("ru-svc", "Selectel: проект acme-prod, регион ru-9"),
    ("ru-svc", "SMS.ru баланс 120 рублей"),
    ("ru-svc", "Tilda: проект 1234567, страница /promo"),
    ("ru-svc", "СДЭК: трек-номер 1234567890"),
    ("ru-svc", "Avito client_id acme-shop"),
    # personal talk
    ("personal", "passphrase for my SSH key is in the password manager"),
    ("personal", "GPG key expires in 2027"),
    ("personal", "пароль на архив с налоговой отправлю отдельно"),
    ("personal", "Apple recovery key is printed and in the safe"),
    ("personal", "PUK for the old SIM is on the plastic card"),
    ("personal", "voicemail greeting recorded on Monday"),
    ("personal", "Screen Time limits: 2 hours a day for games"),
    ("personal", "MetaMask: the secret recovery phrase is written on paper in two places"),
    ("personal", "Ledger firmware 2.2.3 installed"),
    ("personal", "PDF с выпиской пришёл на почту 3 марта"),
    ("personal", "код для входа в Сбербанк Онлайн приходит по SMS"),
    # mixed languages
    ("mixed", "parol ot pochty pomenyala vchera"),
    ("mixed", "пароль for the staging server is in Vault"),
    ("mixed", "the token от бота лежит в .env на сервере"),
    ("mixed", "Passwort für das WLAN steht auf dem Router"),
    ("mixed", "mot de passe oublié? Cliquez ici"),
    ("mixed", "contraseña del correo cambiada ayer"),
    # ids
    ("ids", f"commit {r.h(40)} fixes #4821"),
    ("ids", f"sha256sum {r.h(64)}  ubuntu-24.04.iso"),
    ("ids", f"uuid {r.uuid()}"),
    ("ids", f"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ{r.b64(60)}"),
    ("ids", "v3.12.4-rc.2+build.5567"),
    ("ids", "ORCID 0000-0002-1825-0097"),
    ("ids", "DOI 10.1145/3292500.3330701"),
    ("ids", "IBAN RU02 0445 2560 0407 0281 0412 345"),
    ("ids", "телефон +7 (812) 555-12-34"),
]

if __name__ == "__main__":
    write_groups("s27s6", S, [], O)
