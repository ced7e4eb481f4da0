"""Write s27s8.jsonl: the eighth blind secrets batch of stop 27, written after the s27s7 changes and scored once before
any change for it (README). Short forms people type for a login and its password ("u: … p: …", "user/pass: …/…",
"login ivan pass …", "лог/пасс"), secrets inside longer notes and chat pastes with other numbers around them, nested
config (YAML three levels down, JSON inside a string, XML attributes, HCL blocks, Nix, TOML tables, Java
.properties), and values split or wrapped (a key broken over two lines, a token inside angle brackets or quotes of
another language). Look-alikes: the same shapes with ids, dates, amounts and references. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3434_8)
pw = r.password


def word_pw() -> str:
    return r.pick(["vasya", "lesnik", "kometa", "orbita", "ptichka", "sokol", "zvezda", "kalina"]) + r.d(r.pick([4, 6]))


S = [
    # short forms of a login and its password
    ("short", f"u: ivan.p p: {pw()}"),
    ("short", f"user/pass: admin/{pw()}"),
    ("short", f"login ivan pass {word_pw()}"),
    ("short", f"лог/пасс: ivanov / {pw()}"),
    ("short", f"л: petrova п: {word_pw()}"),
    ("short", f"acc: anna_k | pw: {pw()}"),
    ("short", f"creds = ivan:{pw()}"),
    ("short", f"логин — ivan, пасс — {pw()}"),
    ("short", f"un: deploy, pwd: {pw()}"),
    ("short", f"ivan@acme.ru:{pw()}"),
    ("short", f"admin:{pw()} for the web panel"),
    # longer notes and chat
    ("long", f"Встреча перенесена на 14:30, переговорка 3. Кстати, пароль от гостевого wifi {word_pw()}, а код принтера 2211."),
    ("long", f"Bought 3 tickets for $45 each (order 88213). The account for the site is anna.k@mail.com, pw {pw()}."),
    ("long", f"Day 3 of the trip: hotel room 412, breakfast 7-10, safe code {r.d(4)}, checkout Friday 11:00."),
    ("long", f"[10:02] Petr: вот ключ от апи {r.s(32, AN)}\n[10:03] Anna: спасибо!"),
    ("long", f"> Forwarded message\n> Your new password is {pw()}\n> Regards, IT"),
    ("long", f"TODO: renew domain (exp 2026-04-01), rotate key {r.s(40, URLSAFE)}, pay hosting 590 RUB"),
    ("long", f"Заметки по проекту: репо gitlab.com/acme/app, токен деплоя glpat-{r.s(20, URLSAFE)}, ревью по четвергам."),
    ("long", f"shopping: milk, bread, eggs. wifi at the cafe: {word_pw()} (network CafeFree)"),
    # nested config
    ("nested", f"services:\n  api:\n    environment:\n      DATABASE_URL: postgres://api:{pw()}@db:5432/api"),
    ("nested", f"app:\n  integrations:\n    slack:\n      bot_token: xoxb-{r.d(12)}-{r.d(13)}-{r.s(24, AN)}"),
    ("nested", f"{{\"config\": \"{{\\\"apiKey\\\": \\\"{r.s(32, AN)}\\\", \\\"region\\\": \\\"eu\\\"}}\"}}"),
    ("nested", f"<datasource user=\"app\" password=\"{pw()}\" url=\"jdbc:mysql://db/app\"/>"),
    ("nested", f"<add key=\"StripeSecretKey\" value=\"sk_live_{r.s(24, AN)}\" />"),
    ("nested", f"resource \"aws_db_instance\" \"main\" {{\n  username = \"admin\"\n  password = \"{pw()}\"\n}}"),
    ("nested", f"services.nextcloud.config.adminpass = \"{pw()}\";"),
    ("nested", f"[database.primary]\nhost = \"db1\"\npassword = \"{pw()}\""),
    ("nested", f"mail.smtp.password={pw()}\nmail.smtp.user=robot"),
    ("nested", f"spring:\n  security:\n    oauth2:\n      client:\n        registration:\n          google:\n            client-secret: GOCSPX-{r.s(28, URLSAFE)}"),
    ("nested", f"{{\"mcpServers\": {{\"github\": {{\"env\": {{\"GITHUB_PERSONAL_ACCESS_TOKEN\": \"ghp_{r.s(36, AN)}\"}}}}}}}}"),
    ("nested", f"[[servers]]\nname = \"prod\"\nssh_password = \"{pw()}\""),
    # split and wrapped
    ("wrap", f"AWS secret (wrapped by the chat):\n{r.s(20, AN + '/+')}\n{r.s(20, AN + '/+')}"),
    ("wrap", f"token: <{r.s(40, AN)}>"),
    ("wrap", f"ключ: «{r.s(40, AN)}»"),
    ("wrap", f"password = „{pw()}“"),
    ("wrap", f"ghp_{r.s(20, AN)}\n{r.s(16, AN)} ← github token, split"),
    ("wrap", f"пароль: {pw()}."),
    ("wrap", f"(пароль {pw()})"),
    ("wrap", f"api key — `{r.h(32)}`"),
    # cards
    ("card", "карта: 4276-1600-1234-5675, до 12/27"),
    ("card", "Visa 4929 1234 5678 9015 Ivan Petrov"),
]

O = [
    ("short", "u: ivan.p, p: see 1Password"),
    ("short", "user/pass: ask the admin"),
    ("short", "login ivan, pass sent by SMS"),
    ("short", "лог/пасс: у Димы"),
    ("short", "acc: anna_k | plan: premium"),
    ("short", "creds = vault.read('ci/creds')"),
    ("short", "ivan@acme.ru: 14:30 meeting"),
    ("short", "admin:x:0:0:root:/root:/bin/bash"),
    ("short", "http://localhost:8080/admin"),
    ("long", "Встреча перенесена на 14:30, переговорка 3. Код принтера 2211 для сканера не нужен."),
    ("long", "Bought 3 tickets for $45 each (order 88213). The account for the site is anna.k@mail.com."),
    ("long", "Day 3 of the trip: hotel room 412, breakfast 7-10, checkout Friday 11:00."),
    ("long", "[10:02] Petr: вот ссылка на апи https://api.acme.io/docs\n[10:03] Anna: спасибо!"),
    ("long", "> Forwarded message\n> Your password was changed\n> Regards, IT"),
    ("long", "TODO: renew domain (exp 2026-04-01), rotate keys, pay hosting 590 RUB"),
    ("long", "Заметки по проекту: репо gitlab.com/acme/app, ревью по четвергам, деплой по пятницам."),
    ("long", "shopping: milk, bread, eggs. wifi at the cafe is free (network CafeFree)"),
    ("nested", "services:\n  api:\n    environment:\n      DATABASE_URL: ${DATABASE_URL}"),
    ("nested", "app:\n  integrations:\n    slack:\n      channel: \"#alerts\""),
    ("nested", "{\"config\": \"{\\\"region\\\": \\\"eu\\\", \\\"retries\\\": 3}\"}"),
    ("nested", "<datasource user=\"app\" url=\"jdbc:mysql://db/app\"/>"),
    ("nested", "<add key=\"StripeMode\" value=\"live\" />"),
    ("nested", "resource \"aws_db_instance\" \"main\" {\n  username = \"admin\"\n  manage_master_user_password = true\n}"),
    ("nested", "services.nextcloud.config.adminpassFile = \"/run/secrets/nextcloud\";"),
    ("nested", "[database.primary]\nhost = \"db1\"\nport = 5432"),
    ("nested", "mail.smtp.host=smtp.acme.ru\nmail.smtp.port=587"),
    ("nested", "{\"mcpServers\": {\"github\": {\"command\": \"docker\", \"args\": [\"run\", \"ghcr.io/github/github-mcp-server\"]}}}"),
    ("nested", "[[servers]]\nname = \"prod\"\nssh_key = \"~/.ssh/prod\""),
    ("wrap", "token: <your token here>"),
    ("wrap", "ключ: «см. менеджер паролей»"),
    ("wrap", "password = „********“"),
    ("wrap", f"api docs — `https://api.acme.io/v2/docs#{r.s(8, LO)}`"),
    ("wrap", f"commit message: \"fix {r.h(7)}\""),
    ("wrap", "(пароль сменён)"),
    ("card", "карта: последние цифры 5671"),
    ("card", "телефон: 8-916-123-45-67"),
    ("card", f"tracking 1Z{r.s(16, UP)}"),
]

if __name__ == "__main__":
    write_groups("s27s8", S, [], O)
