"""Write s27s12.jsonl: the twelfth blind secrets batch of stop 27, written after the s27s11 changes and scored once before
any change for it (README). Secrets as they leak from running systems and documents: environment dumps (`env`,
`printenv`, `docker inspect`'s Env list, a pod spec), shell history lines, crontab entries, SQL INSERTs of users, HTML
forms with a value, Markdown links with credentials, `PGPASSWORD=… psql`, `mysql -p'…'`, a token-only Git URL, CI logs;
cards split over a line or partly masked. Look-alikes: the same leaks masked or without the value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3838_12)
pw = r.password

S = [
    ("dump", f"$ env | grep -i key\nOPENAI_API_KEY=sk-{r.s(48, AN)}\nHOME=/home/ivan"),
    ("dump", f"printenv:\nSHELL=/bin/bash\nDATABASE_PASSWORD={pw()}\nLANG=ru_RU.UTF-8"),
    ("dump", f"\"Env\": [\"PATH=/usr/local/bin\", \"REDIS_PASSWORD={pw()}\", \"TZ=UTC\"]"),
    ("dump", f"env:\n- name: API_TOKEN\n  value: \"{r.s(40, AN)}\""),
    ("dump", f"  1042  export TOKEN={r.s(40, URLSAFE)}\n  1043  ./sync.sh"),
    ("dump", f"*/5 * * * * curl -s -H 'Authorization: Token {r.h(40)}' https://api.acme.io/ping"),
    ("dump", f"0 3 * * * PGPASSWORD='{pw()}' pg_dump -h db -U backup shop > /backups/shop.sql"),
    ("dump", f"mysql -uroot -p'{pw()}' -e 'show databases'"),
    ("dump", f"git clone https://{r.s(40, AN)}@github.com/acme/private-repo.git"),
    ("dump", f"Run actions/checkout@v4\n  with:\n    token: ghp_{r.s(36, AN)}"),
    ("dump", f"[2026-03-01 10:00:00] Connecting with password={pw()}"),
    ("dump", f"sshpass -e ssh root@10.0.0.9  # SSHPASS={pw()}"),
    ("doc", f"INSERT INTO users (login, password) VALUES ('ivan', '{pw()}');"),
    ("doc", f"UPDATE accounts SET password = '{pw()}' WHERE login = 'admin';"),
    ("doc", f"<input type=\"password\" name=\"pwd\" value=\"{pw()}\">"),
    ("doc", f"[dashboard](https://admin:{pw()}@grafana.acme.io)"),
    ("doc", f"<a href=\"ftp://upload:{pw()}@ftp.acme.ru/in\">upload here</a>"),
    ("doc", f"| Key | Value |\n|---|---|\n| API key | {r.s(32, AN)} |\n| Region | eu-west-1 |"),
    ("doc", f"Логин: ivan.petrov\nПароль: {pw()}\nСайт: https://crm.acme.ru"),
    ("doc", f"Реквизиты доступа к хостингу: ftp.acme.ru, user acme, pass {pw()}"),
    ("doc", f"- Email: anna@acme.io\n- Password: {pw()}\n- 2FA: off"),
    ("doc", f"Account\tPassword\nivan\t{pw()}"),
    ("doc", f"Wi-Fi\nSSID: Office\nPassword: {pw()}"),
    ("doc", f"SECRET: {r.s(32, AN)}"),
    ("doc", f"Bot token — {r.d(10)}:AAF{r.s(32, URLSAFE)}"),
    ("card", "4111 1111\n1111 1111 (card, split by the chat)"),
    ("card", "карта 5536-9138-2745-1093 (Тинькофф)"),
    ("card", "PAN: 4556 7375 8689 9855"),
    ("card", "номер карты:2202203612345670"),
]

O = [
    ("dump", "$ env | grep -i key\nOPENAI_API_KEY=\nHOME=/home/ivan"),
    ("dump", "printenv:\nSHELL=/bin/bash\nLANG=ru_RU.UTF-8"),
    ("dump", "\"Env\": [\"PATH=/usr/local/bin\", \"TZ=UTC\"]"),
    ("dump", "env:\n- name: API_TOKEN\n  valueFrom:\n    secretKeyRef:\n      name: api\n      key: token"),
    ("dump", "  1042  export TOKEN=$(cat ~/.token)\n  1043  ./sync.sh"),
    ("dump", "*/5 * * * * curl -s https://api.acme.io/ping"),
    ("dump", "0 3 * * * pg_dump -h db -U backup shop > /backups/shop.sql"),
    ("dump", "mysql -uroot -p -e 'show databases'"),
    ("dump", "git clone https://github.com/acme/public-repo.git"),
    ("dump", "Run actions/checkout@v4\n  with:\n    token: ${{ secrets.GITHUB_TOKEN }}"),
    ("dump", "[2026-03-01 10:00:00] Connecting with password=***"),
    ("dump", "sshpass -e ssh root@10.0.0.9  # SSHPASS comes from the environment"),
    ("doc", "INSERT INTO users (login, password_hash) VALUES ('ivan', crypt('x', gen_salt('bf')));"),
    ("doc", "UPDATE accounts SET last_login = now() WHERE login = 'admin';"),
    ("doc", "<input type=\"password\" name=\"pwd\" placeholder=\"Пароль\">"),
    ("doc", "[dashboard](https://grafana.acme.io/d/abc123/overview)"),
    ("doc", "| Key | Value |\n|---|---|\n| Region | eu-west-1 |\n| Tier | pro |"),
    ("doc", "Логин: ivan.petrov\nПароль: выдаст администратор\nСайт: https://crm.acme.ru"),
    ("doc", "- Email: anna@acme.io\n- Password: (reset link sent)\n- 2FA: on"),
    ("doc", "Wi-Fi\nSSID: Office\nPassword: on the sticker"),
    ("doc", "SECRET: the meeting is a surprise party"),
    ("card", "карта 5536-****-****-1093 (Тинькофф)"),
    ("card", "PAN masked: 4556 73** **** 9855"),
    ("card", "телефон поддержки 8 800 333-00-00"),
    ("card", f"серийный номер {r.s(12, UP)}"),
]

if __name__ == "__main__":
    write_groups("s27s12", S, [], O)
