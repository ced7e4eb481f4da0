"""Write s28so.jsonl: look-alikes written against stop 28's new secrets rules, after them (not blind): each is what a
new rule could take for a secret and must not — a year after «в», a state word after "passwords are", a file or
product name before "— that's the …", a network's name, a question whose answer is not a password, a short service
word that is not a key, an env lookup whose default is not a secret. All must be accepted."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

O = [
    # access codes (s28s, s28s5, s28s6)
    ("code", "пароль от подъезда поменяли в 2023"),
    ("code", "код от домофона поменяли в 2021 году"),
    ("code", "пароль от домофона знает мама"),
    ("code", "пароль от телефона поменял в 2023"),
    ("code", "code to my phone is on a sticky note"),
    ("code", "код разблокировки планшета знает только сын"),
    ("code", "на планшете код ошибки 0x80070005"),
    ("code", "от телефона код пришёл в СМС"),
    ("code", "the combination of 3 drugs: 10-20-30 mg"),
    ("code", "combo meal 2 for 5.99"),
    ("code", "door keypad is broken again"),
    # prose words (s28s)
    ("prose", "my password manager says 14 of my passwords are reused"),
    ("prose", "the password is expiring."),
    ("prose", "the password is literally on the fridge"),
    ("prose", "пароль — слово из трёх букв"),
    ("prose", "password: see-the-wiki"),
    ("prose", "password: not-yet-set"),
    ("prose", "кодовое слово в банке — есть"),
    ("prose", "кодовое слово — стандартное, как у всех"),
    ("prose", "security question - what city were you born in"),
    ("prose", "Секретный вопрос — любимое блюдо"),
    # value first (s28s5)
    ("first", "cert.p12 is in the CI secrets, password in the vault"),
    ("first", "Python3.12 is what we use for the account service"),
    ("first", "COVID-19 was the reason the login page changed"),
    ("first", "iPhone15 — that's the new one for the office, wifi works great"),
    ("first", "MacBookPro2021 is the laptop I log in with"),
    ("first", "JIRA-4412 — the login bug"),
    ("first", "build-2024.1 is the password policy version"),
    ("first", "Sunflower — that's the name of the wifi network"),
    ("first", "Dom_5G — это имя сети, пароль на роутере"),
    ("first", "5G2024 is the wifi network name"),
    # log in with (s28s5)
    ("login", "log in with Google"),
    ("login", "log in with your Gosuslugi account"),
    ("login", "sign in with SSO2024 portal"),
    ("login", "she logged in with Face ID"),
    ("login", "Logged in with the admin account at 10:42"),
    ("login", "I use Firefox115 for pretty much everything"),
    ("login", "we use Postgres16 for everything"),
    # dialogue (s28s5, s28s6)
    ("dialogue", "Q: what's the wifi?\nA: Keenetic-5G"),
    ("dialogue", "Who knows the wifi password?\n— Ask Dima"),
    ("dialogue", "Me: what's the pin?\nDima: 1984 was the year"),
    ("dialogue", "What's the password policy?\nMin 12 chars"),
    ("dialogue", "What pin is the LED on?\nGPIO17"),
    ("dialogue", "What's the code for the Jira project?\nACME-2024"),
    ("dialogue", "What code did the build fail with?\nexit137"),
    ("dialogue", "How long should the password be?\n16chars"),
    # next line under a name (s28s2)
    ("below", "here is the key\n```\n3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39\n```\nthat is the commit"),
    ("below", "the key\nCtrl+Shift+P"),
    ("below", "my password\n\nis too short"),
    ("below", "вот новый пароль\nпридумаю позже"),
    ("below", "the cache key\n5d41402abc4b2a76b9719d911017c592"),
    # logins and paths (s28s2)
    ("login", "доступ к серверу root есть только у Пети"),
    ("login", "доступ к серверу admin выдаст завтра"),
    ("login", "GET /api/v2/users/5d41402abc4b2a76b9719d911017c592/avatar 304"),
    # keys, salts, hashes (s28s3)
    ("key", "bcrypt salt rounds = 12"),
    ("key", "salt = os.urandom(16)"),
    ("key", "SALT_LENGTH=32"),
    ("key", "the salt is stored next to the hash in the users table"),
    ("key", "Salt Lake City trip: 2025-06-14"),
    ("key", 'var body = []byte("hello world from the service")'),
    ("key", "PASSWORD_SALT=$(openssl rand -hex 16)"),
    ("key", "SHA-256 of the key file is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
    ("key", "AWS docs use AKIAIOSFODNN7EXAMPLE as the example access key id"),
    # short service keys (s28s7 follow-up)
    ("short", "ipinfo token expires soon"),
    ("short", "gotify app token HelloWorldApp"),
    ("short", "datadog key 1a2b3c4d5e6f"),
    ("short", "netlify token rotated yesterday"),
    ("short", "heroku app key ProductionApp1"),
    ("short", "the render key 20240115093000"),
    ("short", "mapbox token pk12345678901"),
    # commands and code (s28s7)
    ("code", 'DB_HOST = os.getenv("DB_HOST", "localhost")'),
    ("code", 'password = os.getenv("DB_PASSWORD", "")'),
    ("code", 'PORT = os.getenv("PORT", "8080")'),
    ("code", 'cat <<< "hello world"'),
    ("code", 'mysql -u root <<< "SHOW DATABASES;"'),
    ("code", 'psql <<< "select 1"'),
    ("code", "conn office\n  authby=psk\n  ike=aes256-sha2_256-modp2048"),
    # markup, list lines, base64, Wi-Fi codes (s28s8)
    ("list", "Route: Moscow / SPb"),
    ("list", "Python: 3.12 / 3.13-rc1"),
    ("list", "Stack: React / Next.js14"),
    ("list", "* Jira: anna / SSO"),
    ("list", "Ratio: 16 / 9"),
    ("list", "- Deploy: main / release-2024.11"),
    ("list", "- Deploy: main / release_2024"),
    ("list", "Team: Anna / Boris_2"),
    ("list", "Builds: main / feature_x12"),
    ("enc", "image as base64: iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
    ("wifi", "the Wi-Fi code is on the router"),
    ("md", "<b>Important</b>: call mom"),
    ("md", "**Note:** the build is green"),
    ("md", "use `make test` before pushing"),
    ("md", "**Пароль:** см. `pass show work/vpn`"),
    # code words (s28s9)
    ("word", "Секретное слово для квеста — шепнуть ведущему"),
    ("word", "кодовое слово — стандартное, как у всех"),
    ("word", "the safe word is something we agree on at the start"),
    ("word", f"eBay listing PRD-2024 ships from Riga"),
    # quoted values and password lists (s28s10)
    ("quoted", "password must match '^[A-Za-z0-9]{12,}$'"),
    ("quoted", "password regex: [A-Za-z0-9!@#]{12,}"),
    ("quoted", "the error says 'password_2fa_required'"),
    ("quoted", 'password field id is "loginForm_Password2"'),
    ("quoted", "Пароли: Jira и GitLab сменить, VPN 2024 тоже"),
    ("config", "PASSWORD_MIN_LENGTH=12\nPASSWORD_REQUIRE_SYMBOL=true"),
    ("public", "age recipient: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"),
    # session cookies by name (s28s14)
    ("cookie", "SESSION_COOKIE_NAME=acme_session"),
    ("cookie", "laravel_session=${SESSION}"),
    ("cookie", "user_session=deleted; expires=Thu, 01 Jan 1970"),
    ("cookie", "JSESSIONID=node01abc; Path=/"),
    ("cookie", "spring.session.timeout=30m"),
    ("cookie", "SESSION_DRIVER=file\nSESSION_LIFETIME=120"),
    # a made-up value later in a password's or account's sentence, pattern locks, "same as" (s28s12)
    ('sentence', 'the admin account for ivan2008 was locked after 5 tries'),
    ('sentence', 'пароль для пользователя petrov2020 сбросили'),
    ('sentence', 'my password expired on 2024-11-03, reset it at 10:30'),
    ('sentence', 'пароль сменил 15 минут назад, код пришёл 482913'),
    ('sentence', 'admin panel at https://acme.ru/admin?id=1234567'),
    ('sentence', 'login page returns 500 since build 20241103'),
    ('sentence', 'the account number is 40817810099910004312'),
    ('sentence', 'Пароль не подходит уже третий раз, Сбербанк Онлайн пишет ошибку 1001'),
    ('sentence', 'admin@acme.ru is the account for billing'),
    ('sentence', 'the wifi router is a Keenetic Viva KN-1912'),
    ('sentence', 'password reset tokens expire in 3600 seconds'),
    ('sentence', 'admins: anna, boris#2, clara'),
    ('sentence', 'account C#10 features enabled'),
    ('sentence', 'login with ssh -p 2222 deploy@host'),
    ('sentence', 'pattern lock is disabled on this phone'),
    ('sentence', 'графический ключ — сбросили'),
    ('sentence', 'the unlock pattern is an easy one, I told her to change it'),
    ('sentence', 'same as the wifi one: ask Dima'),
    ('sentence', 'на всех сайтах у меня разные пароли'),
    ('sentence', 'same as the old one: v2.3.1'),
    ('sentence', 'пароль от почты тот же, что от вк, только с 2023 в конце'),
    ('sentence', 'password was changed by admin on 12.03.2024'),
]

if __name__ == "__main__":
    write_groups("s28so", [], [], O)
