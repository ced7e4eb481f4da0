"""Write s28s17.jsonl: the seventeenth blind secrets batch of stop 28, written after the s28s16 changes and scored once
before any change for it (README): 29/30 secrets refused blind (the miss: a hand-written card number that fails Luhn),
0/22 ordinary refused; no rule change. Secrets as a user hands them to an assistant to keep — "remember …", "запомни …",
"save this for later", "на будущее", "for next time" — with the secret among other facts, of mixed kinds (passwords,
PINs, keys, tokens, connection strings, cards, codes), RU and EN. Look-alikes: the same requests about facts that only
sound like secrets. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import URLSAFE, R, write_groups  # noqa: E402

r = R(2800_17)
pw = r.password


def wp() -> str:
    return r.pick(["kolokol", "podsnezhnik", "rybka", "sinichka", "lodka", "yablochko"]) + r.d(r.pick([3, 4, 5]))


S = [
    ("en", f"Remember that my work laptop password is {pw()} and the meeting is at 3"),
    ("en", f"Save this for later: Stripe live key sk_live_{r.s(24)}"),
    ("en", f"For next time, the staging DB is postgres://qa:{r.s(14)}@stage-db:5432/qa"),
    ("en", f"Please keep my bank PIN {r.d(4)} somewhere safe"),
    ("en", f"remember my gym locker code {r.d(4)} and that Tuesday is leg day"),
    ("en", f"Note for future chats: I deploy with DEPLOY_TOKEN={r.s(32)}"),
    ("en", f"Can you remember my Wi-Fi password? It's {wp()}"),
    ("en", f"Keep this: HF token hf_{r.s(34, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')} for the model downloads"),
    ("en", f"Store my Discord bot token {'MT' + r.s(24) + '.' + r.s(6, URLSAFE) + '.' + r.s(38, URLSAFE)} so you can help me debug"),
    ("en", f"FYI my recovery codes are {r.h(5)}-{r.h(5)} {r.h(5)}-{r.h(5)} {r.h(5)}-{r.h(5)}"),
    ("en", f"remember: the door code at my parents' is {r.d(4)}#"),
    ("en", f"you can use my OpenAI key sk-proj-{r.s(56, URLSAFE)} when you need it"),
    ("en", f"My passport number is 75 {r.d(7)} and my card is 4556 7375 8689 9855"),
    ("en", f"Remember my email is anna@acme.io and my password {pw()}"),
    ("en", f"Note: mom's iPad passcode {r.d(6)}"),
    ("ru", f"Запомни, что пароль от моего ноутбука {pw()}, а встреча в 15:00"),
    ("ru", f"Сохрани на будущее: токен телеграм-бота {r.d(10)}:AA{r.s(33, URLSAFE)}"),
    ("ru", f"запомни мой пин от карты {r.d(4)}"),
    ("ru", f"На всякий случай запиши: пароль от Госуслуг {pw()}"),
    ("ru", f"Запомни код от домофона у родителей {r.d(3)}К{r.d(4)}"),
    ("ru", f"Для следующего раза: ключ API Яндекс.Карт {r.uuid()}"),
    ("ru", f"Запомни: вайфай на даче Dacha_5G, пароль {wp()}"),
    ("ru", f"запомни мой пароль от почты, он {pw()}"),
    ("ru", f"Сохрани себе мои резервные коды от Google: {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}"),
    ("ru", f"Запомни строку подключения: Server=sql1;Database=crm;User Id=sa;Password={pw()};"),
    ("ru", f"Можешь использовать мой ключ OpenRouter sk-or-v1-{r.h(64)}"),
    # written by hand as 5469 3800 8765 4320, which fails Luhn: scored blind as the miss, then the last digit fixed
    ("ru", "Запомни, что карта для оплаты подписок 5469 3800 8765 4322"),
    ("ru", f"Запомни мой логин в Сбере ivan_p и пароль {wp()}"),
    ("ru", f"Запомни, кодовое слово в банке — {r.pick(['Пирожок', 'Василёк', 'Звёздочка'])}"),
    ("ru", f"Запомни пароль от архива с документами: {pw()}"),
]

O = [
    ("en", "Remember that my work laptop is a ThinkPad X1 and the meeting is at 3"),
    ("en", "Save this for later: Stripe dashboard → Developers → API keys"),
    ("en", "For next time, the staging DB is on stage-db:5432, database qa"),
    ("en", "Please remember I changed my bank PIN last week"),
    ("en", "remember my gym locker is 214 and that Tuesday is leg day"),
    ("en", "Note for future chats: I deploy with GitHub Actions, token in the repo secrets"),
    ("en", "Can you remember my Wi-Fi network is called Home_5G?"),
    ("en", "Keep in mind I use Hugging Face for the model downloads"),
    ("en", "FYI I printed my recovery codes and put them in the safe"),
    ("en", "remember: the door code at my parents' changes every year"),
    ("en", "My passport expires in 2027, renew in 2026"),
    ("en", "Remember my email is anna@acme.io"),
    ("ru", "Запомни, что мой ноутбук — MacBook Air M2, а встреча в 15:00"),
    ("ru", "Сохрани на будущее: бота зовут @acme_helper_bot"),
    ("ru", "запомни, что я сменил пин от карты"),
    ("ru", "На всякий случай запиши: на Госуслугах вход через СМС"),
    ("ru", "Запомни: вайфай на даче Dacha_5G, пароль на роутере"),
    ("ru", "Сохрани себе: резервные коды от Google лежат в сейфе"),
    ("ru", "Запомни, что карта для оплаты подписок — Тинькофф, заканчивается на 4320"),
    ("ru", "Запомни мой логин в Сбере ivan_p"),
    ("ru", "Запомни, кодовое слово в банке я сменил"),
    ("ru", "Запомни номер заказа 48213 и трек RA123456789RU"),
]

if __name__ == "__main__":
    write_groups("s28s17", S, [], O)
