"""Write s29s5.jsonl: the fifth blind secrets batch of stop 29, written after the s29s–s29s4 changes and scored once
before any change for it (README). Prose passwords and codes as a held-out corpus's writer would phrase them, RU and
EN, one fact a note: 'Remember that …', 'Note: …', 'FYI …', «Напоминаю: …», «Записываю: …», a password for a named
service, then whose it is, then why; values of every shape (words, word+digits, symbols, passphrases, digits only,
Cyrillic, leet). Look-alikes: the same openings with facts about the accounts that hold no value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_05)
pw = r.password


def word() -> str:
    return r.pick(["marmalade", "Stardust", "kangaroo", "p1neapple", "B@nana", "tr0ub4dor", "correcthorse", "Lighthouse"])


S = [
    ("prose-en", f"Remember that my Spotify password is {pw()}"),
    ("prose-en", f"Note: the password for the Dropbox account is {word()}{r.d(2)}"),
    ("prose-en", f"FYI, our Costco membership login: family@example.com, password {pw()}"),
    ("prose-en", f"The alarm system at the office uses {r.d(4)} to disarm"),
    ("prose-en", f"I changed my Outlook password to {pw()} yesterday"),
    ("prose-en", f"My ATM PIN is {r.d(4)}, keep it safe"),
    ("prose-en", f"Use {pw()} to log into the staging admin panel"),
    ("prose-en", f"the key to my password vault: {r.pick(['green-apple-river-stone', 'Tall Trees Whisper 88'])}"),
    ("prose-en", f"Hey, it's Ann: the code for the front door is {r.d(4)}, the back one {r.d(4)}"),
    ("prose-en", f"Wi-Fi details — network: Linksys_88, key: {r.pick(['cloud9tiger', 'Hunter_2k19'])}"),
    ("prose-en", f"bank app passcode {r.d(6)}"),
    ("prose-en", f"Save this: Coinbase 2FA backup key {r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', fake=False)}"),
    ("prose-en", f"the master password is my childhood street plus year: {r.pick(['Elmwood1994', 'MapleAve1988'])}"),
    ("prose-en", f"PayPal: username anna_k, pw {pw()}"),
    ("prose-en", f"My Yahoo password is now {r.pick(['purplemonkeydishwasher', 'iloveyou2'])}"),
    ("prose-en", f"Office 365 temp password: {r.pick(['Tuva', 'Xema', 'Qoly'])}{r.d(5)}"),
    ("prose-en", f"The combination on grandpa's gun safe: {r.d(2)}-{r.d(2)}-{r.d(2)}"),
    ("prose-en", f"His phone PIN = {r.d(6)}"),
    ("prose-en", f"Login for the HOA portal -> user: unit42, pass: {pw()}"),
    ("prose-en", f"The Ring doorbell account password is {pw()}"),
    ("prose-ru", f"Запомни: пароль от Яндекс почты {pw()}"),
    ("prose-ru", f"Напоминаю, пин от домашнего роутера {r.d(8)}"),
    ("prose-ru", f"Записываю, чтобы не забыть: от Госуслуг пароль {pw()}"),
    ("prose-ru", f"Пароль к Wi-Fi у родителей — {r.pick(['mama1960papa', 'rodnoydom55', 'Dacha_Sosny7'])}"),
    ("prose-ru", f"Мой PIN-код от карты ВТБ {r.d(4)}"),
    ("prose-ru", f"сменил пароль на почте, новый {pw()}"),
    ("prose-ru", f"для входа в Сбербанк Онлайн использую {pw()}"),
    ("prose-ru", f"на компьютере у Оли пароль {r.pick(['Olya1234', 'solnyshko', 'oleg_i_olya'])}"),
    ("prose-ru", f"пароль от Ozon тот же, что и от WB: {pw()}"),
    ("prose-ru", f"кодовое слово для Тинькофф: {r.pick(['Барбарис', 'Кедр', 'Пингвин'])}"),
    ("prose-ru", f"Данные для входа в Дневник.ру: логин petrov_sasha, пароль {pw()}"),
    ("prose-ru", f"код подтверждения от Госуслуг (постоянный) {r.d(6)}"),
    ("prose-ru", f"Ключ от вайфая: {r.pick(['k0tik_2021', 'Begemot!88', 'zayka12345'])}"),
    ("prose-ru", f"Пароль администратора 1С — {pw()}"),
    ("prose-ru", f"мастер-пароль от KeePass: {r.pick(['Moi_sekret_2020!', 'Zima-Leto-Osen'])}"),
    ("prose-ru", f"ПИН-код для входа в приложение банка: {r.d(5)}"),
    ("prose-ru", f"у меня везде пароль {pw()}, кроме банка"),
    ("prose-ru", f"пароль Администратор / {pw()} на всех кассах"),
    ("prose-ru", f"Передай Диме: пароль от сервера {pw()}"),
    ("prose-ru", f"Код сейфа в гостинице — {r.d(4)}"),
]

O = [
    ("prose-en", "Remember that my Spotify subscription renews on the 3rd"),
    ("prose-en", "Note: the password for the Dropbox account is managed by IT"),
    ("prose-en", "The alarm system at the office is armed at 8pm"),
    ("prose-en", "I changed my Outlook password yesterday, all devices signed out"),
    ("prose-en", "My ATM card expires in 05/27"),
    ("prose-en", "Use the staging admin panel only with the VPN on"),
    ("prose-en", "bank app passcode has to be changed every 90 days"),
    ("prose-en", "Coinbase 2FA moved to the YubiKey"),
    ("prose-en", "PayPal: username anna_k, linked to the Visa"),
    ("prose-en", "Office 365 temp password expires in 24 hours"),
    ("prose-en", "Login for the HOA portal is the unit number, e.g. unit42"),
    ("prose-en", "The Ring doorbell battery lasts about 3 months"),
    ("prose-en", "the recipe needs 2 cups flour, 250 ml milk, 3 eggs"),
    ("prose-en", "my dentist appointment is Nov 14 at 9:15, Dr. Patel, suite 204"),
    ("prose-ru", "Запомни: у Яндекс почты новый интерфейс"),
    ("prose-ru", "Напоминаю, домашний роутер перезагрузить в пятницу"),
    ("prose-ru", "Пароль к Wi-Fi у родителей написан на холодильнике"),
    ("prose-ru", "сменил пароль на почте, старый больше не работает"),
    ("prose-ru", "кодовое слово для Тинькофф придумать новое"),
    ("prose-ru", "Данные для входа в Дневник.ру выдаёт классный руководитель"),
    ("prose-ru", "Пароль администратора 1С знает только бухгалтер"),
    ("prose-ru", "у меня везде разные пароли, храню в KeePass"),
    ("prose-ru", "Передай Диме: сервер перезагружен в 14:05"),
    ("prose-ru", "СНИЛС получить в МФЦ, окно 7, талон А123"),
    ("prose-ru", "зарплата 85 000, аванс 25-го, премия 15%"),
]

if __name__ == "__main__":
    write_groups("s29s5", S, [], O)
