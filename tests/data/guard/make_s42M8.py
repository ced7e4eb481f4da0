"""s42M8: a bank's code word for calls given after what it is for («Контрольное слово для звонка в Сбер — «Тимашевск»»), and
the maiden-name answer after the question in another case («если спросят девичью фамилию матери: Кравченко»), beside
twins that name the word and give none (`accounts._ANSWER`; stop 38, round 19's Sber row)."""
import json
from pathlib import Path

SECRET = [
    ("ru", "Кодовое слово для телефонного банка ВТБ — «Ромашка1987», спрашивают при каждом звонке."),
    ("en", "Code word for the bank's phone line: Lighthouse88 (they ask it before any transfer)."),
    ("ru", "Если в банке спросят девичью фамилию мамы — Сафронова."),
]
ORDINARY = [
    ("ru", "Контрольное слово в Сбере поменяла, новое знает только мама."),
    ("ru", "Кодовое слово — это то, что банк спросит по телефону; придумать заново."),
    ("en", "Code word for the bank's phone line: set a new one in the app, the old one leaked."),
]
rows = [{"text": t, "family": "s42M8-secret", "kind": "secret", "lang": lang, "label": "secret", "group": "bank-code-word"}
        for lang, t in SECRET]
rows += [{"text": t, "family": "s42M8-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": "code-word-named"}
         for lang, t in ORDINARY]
Path(__file__).with_name("s42M8.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
