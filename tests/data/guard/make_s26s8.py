"""Write s26s8.jsonl: the eighth blind secrets batch of stop 26, written after the s26s7 changes and scored once before
any change for it (README). Secrets inside longer notes (two to four sentences, RU and EN, the secret in the middle,
other facts around it), as a user saves a day's notes; look-alikes: notes of the same length and topics whose values
are ids, hashes, versions, prices and dates. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, URLSAFE, R, write_groups  # noqa: E402

r = R(3333)
pw = r.password

S = [
    ("en", f"Set up the staging box today. Vercel: {r.s(24)} — rotate it after the demo on Friday. Also ordered a new monitor."),
    ("en", f"Meeting with Dan went fine. He sent the Mailgun key key-{r.h(32)} so we can test the newsletter; deadline is May 3."),
    ("en", f"Note to self: the NAS is at 192.168.1.20, admin login is admin and the password is {pw()}. Backups run at 2am."),
    ("en", f"Moved the blog to Hetzner. New API token for the DNS script {r.s(64)}; old droplet deleted."),
    ("en", f"For the Kafka migration, broker creds are app / {pw()} until we switch to mTLS next sprint."),
    ("en", f"The Stripe test account works; webhook signing secret whsec_{r.s(32)} goes into the .env on the VPS."),
    ("en", f"Mom's new phone: iPhone 15, Apple ID anna.mom@icloud.com, passcode {r.d(6)}. She prefers WhatsApp."),
    ("en", f"Finally got the home assistant running. The long-lived token is eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiI{r.s(40, AN)}.{r.s(43, URLSAFE)} and it expires in 10 years."),
    ("en", f"Grafana is on port 3000; I changed the admin password from admin to {pw()}. Dashboards imported from the old server."),
    ("en", f"Tried the Groq API — fast. Key gsk_{r.s(52)} is on the free tier, 30 requests a minute."),
    ("en", f"Plex server claim token claim-{r.s(20, AN)} (valid 4 minutes), library on /mnt/media."),
    ("en", f"Trip planning: flights booked, hotel confirmed. Wi-Fi at the cabin is 'Cabin_Guest', password {pw()}."),
    ("en", f"Our shared Spotify family plan login: anna.k@gmail.com / {pw()}; renews on the 14th."),
    ("en", f"CI broke because the npm token expired. New one: npm_{r.s(36)}. Updated the secret in GitHub too."),
    ("en", f"The cloud function needs SUPABASE_SERVICE_ROLE_KEY=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0Ijo{r.s(30, AN)}.{r.s(43, URLSAFE)} to bypass RLS."),
    ("en", f"Building access: front door code {r.d(4)}, elevator needs the fob, parking spot 17."),
    ("en", f"Discord bot for the guild is live; token {'M' + r.s(25)}.{r.s(6, URLSAFE)}.{r.s(38, URLSAFE)}, prefix is !."),
    ("en", f"Weekly report: 12 tickets closed. Jira API token for the script ATATT3xFfGF0{r.s(180, URLSAFE)} — expires in a year."),
    ("en", f"Dad's bank card for the pharmacy order: 4{r.d(3)} 3100 0000 0000... no wait, full number is 4111 1111 1111 1111, exp 08/27."),
    ("en", f"Server rebuild: root password {pw()}, SSH on 2222, fail2ban enabled."),
    ("ru", f"Сегодня настроил роутер: сеть Home_5G, пароль {pw()}, гостевая сеть без пароля. Провайдер — Ростелеком."),
    ("ru", f"Созвон с бухгалтером. Логин в Контур — anna@acme.ru, пароль {pw()}; отчёт сдать до 25-го."),
    ("ru", f"Бот для уведомлений заработал, токен {r.d(10)}:AA{r.s(33, URLSAFE)}, чат — группа «Семья»."),
    ("ru", f"Перенёс сайт на Beget. Доступ к FTP: user acme_site, пароль {pw()}. DNS обновится за сутки."),
    ("ru", f"Ключ Яндекс Облака для бэкапов AQVN{r.s(36, URLSAFE)} — только на чтение и запись в бакет."),
    ("ru", f"Маме поставил Госуслуги: логин по СНИЛС, пароль {pw()}, подтверждение по СМС."),
    ("ru", f"Завтра отпуск. Код сигнализации {r.d(4)}, ключи у соседки, цветы поливать в среду."),
    ("ru", f"Для парсера нужен прокси: http://user{r.d(4)}:{r.s(12, AN)}@proxy.example.net:8080, лимит 10 ГБ."),
    ("ru", f"OpenAI перестал работать с российских карт, взял ключ у посредника: sk-{r.s(48)} — баланс $20."),
    ("ru", f"Домашний сервер: IP 10.0.0.5, пользователь anna, sudo-пароль {pw()}, Proxmox на 8006."),
    ("ru", f"Купили новый сейф в офис, код {r.d(6)}, инструкция в ящике стола."),
    ("ru", f"Ключ для API погоды {r.h(32)} — бесплатный тариф, 1000 запросов в сутки."),
    ("ru", f"Подключили эквайринг: секретный ключ ЮKassa live_{r.s(43, URLSAFE)}, shopId 123456."),
    ("ru", f"Пароль от базы на проде поменял на {pw()}, старый больше не работает, обновить в Vault."),
    ("mixed", f"Нужен доступ к GitLab: токен glpat-{r.s(20, URLSAFE)}, scope read_repository, истекает через 30 дней."),
    ("mixed", f"Настроил Sentry, DSN https://{r.h(32)}@o{r.d(6)}.ingest.sentry.io/{r.d(7)} — в .env фронта."),
    ("mixed", f"Для MinIO: access key minioadmin, secret key {pw()}{r.s(8, AN)}, консоль на :9001."),
    ("mixed", f"AWS для бэкапов: AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}, секрет {r.s(40, AN + '/+')}, регион eu-central-1."),
    ("mixed", f"Wi-Fi в коворкинге «Точка»: сеть Tochka, пароль {pw()}, работает до 22:00."),
    ("mixed", f"Slack-бот: xoxb-{r.d(12)}-{r.d(13)}-{r.s(24)}, канал #alerts, права chat:write."),
]

O = [
    ("en", "Set up the staging box today. Vercel project is acme-staging — tear it down after the demo on Friday."),
    ("en", "Meeting with Dan went fine. He will send the Mailgun domain settings so we can test the newsletter; deadline is May 3."),
    ("en", "Note to self: the NAS is at 192.168.1.20, admin login via the web UI, password in Bitwarden. Backups run at 2am."),
    ("en", f"Moved the blog to Hetzner. Server cx22, IPv4 {r.d(2)}.{r.d(2)}.{r.d(2)}.{r.d(2)}; old droplet deleted."),
    ("en", "For the Kafka migration, broker auth moves to mTLS next sprint; until then SASL/SCRAM with creds from Vault."),
    ("en", "The Stripe test account works; webhook endpoint is /api/stripe/webhook on the VPS."),
    ("en", "Mom's new phone: iPhone 15, 256 GB, blue. She prefers WhatsApp and large fonts."),
    ("en", "Finally got the home assistant running. The long-lived token is in secrets.yaml, expires in 10 years."),
    ("en", "Grafana is on port 3000; admin password changed, stored in the vault. Dashboards imported from the old server."),
    ("en", "Tried the Groq API — fast. Free tier, 30 requests a minute, model llama-3.3-70b-versatile."),
    ("en", f"Plex library on /mnt/media, {r.d(4)} movies, transcoding on the iGPU."),
    ("en", "Trip planning: flights booked, hotel confirmed. Wi-Fi at the cabin is 'Cabin_Guest', password on the fridge."),
    ("en", "Our shared Spotify family plan renews on the 14th; Anna is the manager."),
    ("en", f"CI broke because the npm token expired. Rotated it and updated the GitHub secret; build #{r.d(4)} green."),
    ("en", "The cloud function reads SUPABASE_SERVICE_ROLE_KEY from the environment to bypass RLS."),
    ("en", "Building access: front door by fob, elevator needs the fob too, parking spot 17."),
    ("en", "Discord bot for the guild is live; prefix is !, hosted on Railway."),
    ("en", f"Weekly report: 12 tickets closed, ACME-{r.d(4)} still open, sprint ends Friday."),
    ("en", "Dad's card ends in 1111, expires 08/27; he pays at the pharmacy himself."),
    ("en", "Server rebuild: root login disabled, SSH on 2222, fail2ban enabled."),
    ("ru", "Сегодня настроил роутер: сеть Home_5G, гостевая сеть без пароля. Провайдер — Ростелеком."),
    ("ru", "Созвон с бухгалтером. Вход в Контур по сертификату; отчёт сдать до 25-го."),
    ("ru", "Бот для уведомлений заработал, чат — группа «Семья», токен в .env."),
    ("ru", "Перенёс сайт на Beget. Доступ к FTP — в личном кабинете. DNS обновится за сутки."),
    ("ru", f"Бакет для бэкапов acme-backups в Яндекс Облаке, класс хранения холодный, {r.d(3)} ГБ."),
    ("ru", "Маме поставил Госуслуги: вход по СНИЛС, подтверждение по СМС."),
    ("ru", "Завтра отпуск. Ключи у соседки, цветы поливать в среду."),
    ("ru", "Для парсера нужен прокси: http://proxy.example.net:8080, лимит 10 ГБ."),
    ("ru", "OpenAI перестал работать с российских карт; баланс пополняем через посредника, $20 в месяц."),
    ("ru", "Домашний сервер: IP 10.0.0.5, пользователь anna, Proxmox на 8006."),
    ("ru", f"Купили новый сейф в офис, модель Valberg ASM-{r.d(2)}, инструкция в ящике стола."),
    ("ru", "API погоды — бесплатный тариф, 1000 запросов в сутки."),
    ("ru", "Подключили эквайринг ЮKassa, shopId 123456, тестовый режим выключен."),
    ("ru", "Пароль от базы на проде поменял, старый больше не работает, новый в Vault."),
    ("mixed", f"Нужен доступ к GitLab: проект acme/app, ветка release-{r.d(1)}.{r.d(1)}, MR !{r.d(3)}."),
    ("mixed", f"Настроил Sentry, проект acme-frontend, release {r.d(1)}.{r.d(1)}.{r.d(2)}."),
    ("mixed", "Для MinIO: консоль на :9001, бакеты backups и media."),
    ("mixed", "AWS для бэкапов: регион eu-central-1, бакет acme-backups, ключи в Vault."),
    ("mixed", "Wi-Fi в коворкинге «Точка»: сеть Tochka, работает до 22:00."),
    ("mixed", "Slack-бот: канал #alerts, права chat:write, токен в секретах CI."),
]

if __name__ == "__main__":
    write_groups("s26s8", S, [], O)
