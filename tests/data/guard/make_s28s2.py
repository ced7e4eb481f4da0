"""Write s28s2.jsonl: the second blind secrets batch of stop 28, written after the s28s changes and scored once before
any change for it (README): 45/50 secrets refused blind, 2/30 ordinary refused (one by the injection
rules: "не говори никому, даже мне"; one a REST path "users/<hex> 200" read as user/password). Chat as people type it (no capitals, no punctuation, voice input, forwarded messages,
lists of accounts), secrets in logs and shell history, values split over lines, secrets in URLs; RU and EN.
Look-alikes: the same talk without a value, numbers that are not codes, ids and hashes in logs. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_02)
pw = r.password


def wp() -> str:
    return r.pick(["marusya", "kolobok", "vasilek", "ryzhik", "pushok", "medved", "solnce"]) + r.d(r.pick([3, 4, 6]))


S = [
    ("chat", f"короче пароль от вайфая {wp()} если что"),
    ("chat", f"мам пароль от сбера {pw()} не потеряй"),
    ("chat", f"скинь потом но вот пароль {pw()} от общей почты"),
    ("chat", f"логин vika.s пароль {wp()} это от дневника ру"),
    ("chat", f"пароль от ютуба поменял теперь {pw()}"),
    ("chat", f"Переслано от Олега: доступ к серверу root {pw()}"),
    ("chat", f"вот данные: почта lena.k@mail.ru пасс {wp()}"),
    ("chat", f"напиши себе что пароль от озона {pw()}"),
    ("chat", f"пароль от госуслуг мамин {pw()} а телефон мой"),
    ("chat", f"ок записал логин admin пароль admin{r.d(4)}"),
    ("chat", f"from Kate: the airbnb door pin is {r.d(4)}#"),
    ("chat", f"ok so the login for the gym app is anna.b and the pw {wp()}"),
    ("chat", f"fwd: wifi at the cabin — network Lakeside, pass {wp()}"),
    ("chat", f"my instagram got hacked, new password {pw()} dont tell anyone"),
    ("chat", f"remember my locker combination 12-34-{r.d(2)}"),
    ("chat", f"password for the shared drive, just in case: {pw()}"),
    ("chat", f"the pin for my debit card is {r.d(4)}"),
    ("chat", f"uh the router admin is admin and password {wp()} i think"),
    ("chat", f"note to self the vpn password is now {pw()} after the reset"),
    ("chat", f"kids' tablet: parental code {r.d(4)}, apple id password {pw()}"),
    ("chat", f"for the record my bank login code is {r.d(5)}"),
    ("chat", f"пин-код от симки {r.d(4)}, пук {r.d(8)}"),
    ("chat", f"кодовое слово в банке — {r.pick(['Барсик', 'Ромашка', 'Кузя'])}"),
    ("chat", f"Секретный вопрос: девичья фамилия матери — {r.pick(['Иванова', 'Смирнова'])}"),
    ("chat", f"apple id: sergey.k@icloud.com / {pw()}"),
    ("log", f"2025-11-02 14:03:11 INFO auth: login ok user=deploy password={pw()}"),
    ("log", f"DEBUG requests: GET https://api.weather.io/v1/now?city=Moscow&appid={r.h(32)} 200"),
    ("log", f"[ci] Using token ghp_{r.s(36)} for checkout"),
    ("log", f"ERROR pg: connection to postgres://report:{r.s(14)}@10.0.3.7:5432/bi refused"),
    ("log", f"worker-3 | Authorization: Bearer {r.s(48, URLSAFE)}"),
    ("hist", f"  512  export OPENAI_API_KEY=sk-proj-{r.s(48, URLSAFE)}"),
    ("hist", f"$ psql \"host=db user=app password={pw()} dbname=app\""),
    ("hist", f"docker login -u ivanp -p {r.s(20)} registry.acme.ru"),
    ("hist", f"echo '{pw()}' | sudo -S systemctl restart nginx"),
    ("hist", f"sshpass -p '{pw()}' ssh deploy@10.0.0.12"),
    ("split", f"токен бота:\n{r.d(10)}:\nAA{r.s(33, URLSAFE)}"),
    ("split", f"STRIPE_SECRET_KEY=sk_live_{r.s(30)}\n{r.s(24)}"),
    ("split", f"пароль\n\n{pw()}"),
    ("split", f"api key (in two parts because of the chat): {r.s(20)}\n{r.s(20)}"),
    ("split", f"here's the key\n```\n{r.h(32)}\n```\nit's for mailgun"),
    ("config", f'{{"username": "svc-report", "password": "{pw()}", "host": "10.2.0.4"}}'),
    ("config", f"redis:\n  url: redis://:{r.s(24)}@cache:6379/0"),
    ("config", f"SECRET_KEY = '{r.s(50, AN + '!@#$%^&*(-_=+)')}'"),
    ("config", f"[client]\nuser=backup\npassword={pw()}"),
    ("config", f"TELEGRAM_TOKEN: \"{r.d(10)}:AA{r.s(33, URLSAFE)}\""),
    ("url", f"https://ivan:{pw()}@nexus.acme.ru/repository/pypi/simple"),
    ("url", f"ссылка на дашборд https://grafana.acme.ru/d/abc?orgId=1&auth_token={r.s(40)}"),
    ("url", f"smb://office;anna:{pw()}@fileserver/share"),
    ("url", f"the invite link with the key: https://app.acme.io/join?invite=1&api_key={r.s(32)}"),
    ("url", f"webhook https://hooks.slack.com/services/T{r.s(8, UP)}/B{r.s(10, UP)}/{r.s(24)}"),
]

O = [
    ("chat", "короче пароль от вайфая на холодильнике написан"),
    ("chat", "мам пароль от сбера не говори никому, даже мне"),
    ("chat", "логин vika.s, пароль она сама помнит"),
    ("chat", "пароль от ютуба поменял, теперь со знаками"),
    ("chat", "Переслано от Олега: доступ к серверу дадут в понедельник"),
    ("chat", "ok so the login for the gym app is anna.b"),
    ("chat", "fwd: wifi at the cabin — network Lakeside, ask the owner for the pass"),
    ("chat", "my instagram got hacked, changed the password and turned on 2FA"),
    ("chat", "the pin for my debit card was blocked after 3 tries"),
    ("chat", "note to self the vpn password expires every 90 days"),
    ("chat", "пин-код от симки на карточке в коробке"),
    ("chat", "кодовое слово в банке я поменял в отделении"),
    ("chat", "Room 1408 at the hotel, floor 14, breakfast from 7"),
    ("chat", "ok the meeting code is on the calendar invite"),
    ("chat", "Grandma's flat is number 12, entrance 3, floor 4"),
    ("log", "2025-11-02 14:03:11 INFO auth: login ok user=deploy (password auth)"),
    ("log", "GET /api/v1/users/8f14e45fceea167a5a36dedd4bea2543 200 12ms"),
    ("log", "ERROR pg: password authentication failed for user \"report\""),
    ("log", "worker-3 | Authorization header missing, returning 401"),
    ("log", "trace_id=4bf92f3577b34da6a3ce929d0e0e4736 span_id=00f067aa0ba902b7"),
    ("hist", "$ psql \"host=db user=app dbname=app\" (password from ~/.pgpass)"),
    ("hist", "docker login -u ivanp --password-stdin registry.acme.ru < token.txt"),
    ("hist", "  513  git log --oneline | head -20"),
    ("config", '{"username": "svc-report", "password": null, "host": "10.2.0.4"}'),
    ("config", "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']"),
    ("config", "redis:\n  url: redis://cache:6379/0"),
    ("url", "https://nexus.acme.ru/repository/pypi/simple"),
    ("url", "https://grafana.acme.ru/d/abc?orgId=1&from=now-6h&to=now"),
    ("url", "https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/creating-a-personal-access-token"),
    ("misc", "Order 7741-2290-1183 shipped, tracking RU123456789CN"),
]

if __name__ == "__main__":
    write_groups("s28s2", S, [], O)
