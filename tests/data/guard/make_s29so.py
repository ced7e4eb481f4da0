"""Write s29so.jsonl: look-alikes written against stop 29's secrets rules (not blind): each stands beside a rule
that stop 29 added or widened and must stay accepted — digits after 'password' that are a length, a year or a
count; a heading 'Accesses:' over lines without a password; wallets and '24 words' without the words; codes of
barriers, parcel lockers and parking that are not given; a recovery code that is only talked about; credential
objects built from variables; Bundler settings that hold no credential; dotfiles in paths."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

O = [
    ("prose-ru", "пароль 12 символов минимум, с цифрой"),
    ("prose-ru", "пароль 2024 года уже не подходит"),
    ("prose-ru", "пароль 1000 раз вводила, надоело"),
    ("prose-en", "password 2024 policy: rotate every 90 days"),
    ("prose-en", "password 8 characters minimum"),
    ("prose-en", "the password is 16 chars long"),
    ("prose-ru", "Доступы:\nJira — OPS-4312\nGitLab — через SSO"),
    ("prose-en", "Accesses:\nVPN - requested\nGitHub - granted on Monday"),
    ("prose-en", "Passwords:\nall in Bitwarden now\nold ones deleted"),
    ("prose-en", "ledger 24 words are stamped on the steel plate in the bank box"),
    ("prose-en", "my metamask wallet has 0.3 ETH and some USDC"),
    ("prose-en", "the seed phrase is 24 words long, never type it into a website"),
    ("prose-ru", "кошелёк на Trezor, фраза в сейфе"),
    ("prose-ru", "код на шлагбаум меняют в понедельник, придёт в чат"),
    ("prose-ru", "код от ячейки придёт в смс после оплаты"),
    ("prose-ru", "камера хранения на вокзале работает до 23:00, ячейка 1205 большая"),
    ("prose-en", "parking garage: enter from 5th street, exit on Main"),
    ("prose-en", "building lobby: dial the apartment number, then the bell"),
    ("prose-en", "Zoom host key is in the admin console"),
    ("prose-en", "voicemail pin must be 4 digits"),
    ("prose-en", "Steam Guard recovery code was emailed to me"),
    ("prose-en", "recovery code R 2024 (the form number)"),
    ("prose-ru", "у бабушки телефон разблокируется отпечатком пальца"),
    ("prose-en", "my phone unlocks with face id"),
    ("config", "client = new NetworkCredential(user, password);"),
    ("config", 'server.login(sender, app_password)  # app_password from keyring'),
    ("config", 'db = sqlite3.connect("app.db", "ignored")'),
    ("config", "BUNDLE_JOBS=4\nBUNDLE_PATH=vendor/bundle"),
    ("config", "BUNDLE_GEMS__CONTRIBSYS__COM=${SIDEKIQ_CREDS}"),
    ("config", "# /etc/rsyncd.secrets is mode 600, owned by root"),
    ("config", "[smtp.gmail.com]:587 is the relayhost in main.cf"),
    ("config", "cat ~/.sshpass | wc -c"),
    ("config", "sudo chown root /root/.smbcredentials && chmod 600 /root/.smbcredentials"),
    ("vendor", "PostHog: phc_ keys are public, phx_ keys are personal and secret"),
    ("prose-en", "remember my bank security answer is saved in the password manager"),
    ("prose-en", "Pin the message: meeting at 14:30, room 1204"),
    ("prose-ru", "Пин от карты (новой) придёт в письме через 5 дней"),
    # against the s29s5 changes
    ("prose-en", "enter 2024 to open the archive of that year"),
    ("prose-en", "press 1 to open a ticket, 2 to talk to a person"),
    ("prose-en", "the alarm uses a 4-digit code to disarm, ask the landlord"),
    ("prose-ru", "для входа в Сбербанк Онлайн использую отпечаток пальца"),
    ("prose-ru", "для входа использую Госуслуги или Сбер ID"),
    ("prose-en", "to log in I use Google SSO on all work apps"),
    ("prose-ru", "код подтверждения придёт в смс через 60 секунд"),
    ("prose-en", "verification code emails go to the spam folder"),
    ("prose-en", "my password is now stored in Bitwarden"),
    ("prose-en", "the password is now 12 characters minimum"),
    ("prose-en", "Wi-Fi: network HomeNet, key points: the router is in the hall"),
    ("prose-ru", "пароль от Ozon тот же, что и от WB: не помню какой"),
    ("prose-ru", "тариф Ozon Premium: 299 рублей, Release2024x уже вышел"),
    # against the s29s6 changes
    ("prose-en", "Discord: anna#1234"),
    ("prose-en", "Instagram: @anna_k2020"),
    ("prose-en", "Twitter: #travel2024"),
    ("prose-en", "Steam: Half-Life2"),
    ("prose-en", "Amazon: $49.99 for the charger"),
    ("prose-en", "gmail.com: 15 GB free, then paid"),
    ("prose-ru", "почта: anna.k@mail.ru"),
    ("prose-ru", "Яндекс: 10:30 созвон"),
    ("prose-en", "email: support@example.com, reply within 24h"),
    ("prose-en", "the pass phrase is \"four random words\", as the docs say"),
    ("prose-en", "to unlock the garage: press the remote twice"),
    ("prose-en", "to open the gate: 2 clicks on the remote, 2024 model"),
    ("prose-ru", "код от входной двери в офис поменяли 15.03"),
    ("prose-ru", "parol ot vk ne pomnyu"),
    # against the s29s7 changes
    ("prose-ru", "код получения придёт в приложении, когда заказ приедет в пункт 1205"),
    ("prose-ru", "пункт выдачи 2417 работает до 21:00"),
    ("prose-en", "pickup code will be texted; locker 1234 is at the station"),
    # against the s29s8 changes
    ("vendor", "the mdBook theme md-Dark-Theme-Override-V2 and md-toolbar"),
    ("vendor", "Stripe publishable key goes in the frontend: pk_live_51HxFAKE0123456789abcdefGHIJ"),
    ("vendor", "frontend token for Paddle.js: test_0c4e1f7a9b2d3e5f6a7b8c9d0e1"),
    # against the s29s9 changes
    ("prose-ru", "кинь пароль от вайфая\n— держи, сейчас найду"),
    ("prose-ru", "скинь код проекта\nвот: README.md"),
    ("prose-en", "send me the pin when you can\nsure, later today"),
    ("prose-en", "what's the code for the wifi?\nhere it is on the router"),
    ("prose-ru", "пароль от приставки: 2024 года выпуска, не помню"),
    ("prose-ru", "пароль для входа: 1000 попыток в сутки максимум"),
    ("prose-ru", "Код калитки поменяли, спросить у председателя"),
    ("prose-en", "for login in VK use the phone number and SMS"),
    # against the s29s10 changes (a passphrase of plain words; a number said to be the password; dotted words)
    ("prose-en", "The password to the shared drive is case sensitive"),
    ("prose-en", "the password is too short"),
    ("prose-en", "The password for the wifi is on the fridge"),
    ("prose-en", "the password is the same as before"),
    ("prose-en", "my password is really long"),
    ("prose-en", "The password for Jira is expired again"),
    ("prose-en", "password: see attached file"),
    ("prose-en", "New password policy: twelve characters minimum"),
    ("prose-en", "the password is your birthday"),
    ("prose-en", "The password is hard to remember"),
    ("prose-en", "The password for the router is printed underneath"),
    ("prose-en", "password - ask Karen"),
    ("prose-en", "the password is Company Standard"),
    ("prose-en", "The password to my heart is chocolate cake"),
    ("prose-en", "password for the staging DB = db.staging.internal"),
    ("prose-en", "password file = secrets.env.local"),
    ("prose-en", "the password reset ticket is my ticket number 44321187"),
    ("prose-en", "My password is not my phone number"),
    ("prose-en", "password manager: Bitwarden Premium"),
    ("prose-en", "the password for the guest network is blank"),
    ("prose-en", "The passphrase is four random words"),
    # against the s29s11 changes
    ("prose-ru", "сигнализация Pandora, код ошибки 1225 — звонить в сервис"),
    ("prose-ru", "домофон Vizit, код модели 4350M, меняли в 2021"),
    ("prose-en", "alarm panel: error code 4040 after the power cut"),
    ("prose-en", "login is my work email and the usual password"),
    ("prose-en", "the login is SSO and the 2FA app is Authy2"),
    ("prose-ru", "логин — телефон, а пароль приходит в смс"),
    ("prose-en", "login: anna@acme.io, MFA via YubiKey5C"),
    # against the s29s12 changes
    ("config", "7z x -pSECRET is how the docs show it; we use 7z a -p archive.7z and type it"),
    ("config", "rar a -hp backup.rar ~/docs   # asks twice"),
    ("config", "echo $USER | passwd --stdin is a bad idea"),
    ("config", '$pdo = new PDO("sqlite:/tmp/app.db");'),
    ("config", 'db = DBI->connect($dsn, $user, $pass);'),
    ("config", "ldap_default_authtok_type = password"),
    # against the s29s13 change (a key's value in brackets after its name)
    ("vendor-en", "the API key (see the docs) goes in the X-Api-Key header"),
    ("vendor-en", "the token (expires 2024-05-01T10:00) is refreshed by the SDK"),
    ("vendor-en", "set the SECRET_KEY (required) before the first start"),
    ("vendor-en", "the GITHUB_TOKEN (given by Actions) has read scope only"),
]

if __name__ == "__main__":
    write_groups("s29so", [], [], O)
