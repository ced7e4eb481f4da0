"""Write s29s13.jsonl: the thirteenth blind secrets batch of stop 29, written after the s29s12 changes and scored once
before any change for it (README). Common kinds written plainly, as a held-out corpus of 78 kinds would: one vendor
or context kind a row (the project's generators, drawn with a new seed), each in a sentence template this batch
writes fresh — a Russian or English note about whose key it is, where it is used and what to do with it, the value
mid-sentence, in quotes, after a dash or in brackets. Look-alikes: notes about the same services with ids, URLs and
versions. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import CONTEXT, VENDOR, R, write_groups  # noqa: E402

r = R(2900_13)

EN = [
    "Our {kind} for the billing service is {v} — rotate it in March",
    "I put the {kind} ({v}) into the CI settings yesterday",
    "FYI the {kind} Dmitry shared in chat: \"{v}\"",
    "{kind} for staging - {v}",
    "Use {v} as the {kind} when you test locally",
    "The old {kind} was {v}, it still works until Friday",
]
RU = [
    "Наш {kind} для биллинга: {v}, поменять в марте",
    "Вставил {kind} ({v}) в настройки CI вчера",
    "Дима скинул в чат {kind}: «{v}»",
    "{kind} для стенда — {v}",
    "Для локальных тестов используй {kind} {v}",
    "Старый {kind} был {v}, работает до пятницы",
]

rows = []
kinds = r.rng.sample(VENDOR, 24)
for i, (kind, _var, gen) in enumerate(kinds):
    template = (EN if i % 2 == 0 else RU)[i % 6]
    rows.append(("vendor-" + ("en" if i % 2 == 0 else "ru"), template.format(kind=kind, v=gen(r))))
for i, (kind, names, gen) in enumerate(r.rng.sample(CONTEXT, 12)):
    name = names[0]
    template = (EN if i % 2 == 0 else RU)[(i + 3) % 6]
    rows.append(("context-" + ("en" if i % 2 == 0 else "ru"), template.format(kind=name, v=gen(r))))
S = rows

O = [
    ("vendor-en", "Our OpenAI bill for March is $412.80, mostly gpt-4o"),
    ("vendor-en", "I put the Stripe webhook URL https://api.example.com/stripe/webhook into the dashboard"),
    ("vendor-en", "GitHub Actions run 9182736455 failed on the lint job"),
    ("vendor-en", "Slack channel C04ABCD1234 is for alerts"),
    ("vendor-en", "The AWS account id is 123456789012, region eu-west-1"),
    ("vendor-en", "Anthropic model claude-3-5-sonnet-20241022 for the summaries"),
    ("vendor-en", "Sentry issue PROJ-4F2 happens on iOS 17.4 only"),
    ("vendor-en", "Use the Google Maps embed with place id ChIJN1t_tDeuEmsRUsoyG83frY4"),
    ("vendor-en", "Twilio number +1 415 555 0100 forwards to the office"),
    ("vendor-en", "HF model meta-llama/Llama-3.1-8B-Instruct, revision 0e9e39f"),
    ("vendor-ru", "Счёт Яндекс Облака за март — 12 400 ₽, каталог b1gq2kd3c9i6n0qj5b7a"),
    ("vendor-ru", "Вставил URL вебхука https://hooks.example.ru/deploy в настройки CI"),
    ("vendor-ru", "Дима скинул в чат ссылку на дашборд Grafana: https://grafana.example.com/d/abc123/api"),
    ("vendor-ru", "Телеграм-бот @acme_notify_bot шлёт алерты в канал"),
    ("vendor-ru", "Проект в GitLab: group/backend, pipeline #48213"),
    ("vendor-ru", "Для локальных тестов используй ключ из Vault, путь secret/data/dev/api"),
    ("vendor-ru", "Старый токен отозван, новый у Димы в 1Password"),
    ("vendor-ru", "ID приложения ВК 51234567, редирект на /auth/vk"),
    ("vendor-ru", "Docker-образ registry.example.com/api:1.14.2, digest sha256:3f1c…"),
    ("vendor-ru", "версия SDK Тинькофф Инвестиций 0.2.0b111"),
]

if __name__ == "__main__":
    write_groups("s29s13", S, [], O)
