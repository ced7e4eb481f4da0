"""s42S3: an intercom's code dialled after the tone it gives («набираешь 45, ждёшь гудок, потом 2981») beside twins that
wait for the tone and give no code (stop 38; `accounts._DIALLED`)."""
import json
from pathlib import Path

SECRET = [
    ("intercom", "en", "Intercom at the printer's on Mill Lane: dial 12, wait for the beep, then 5530."),
    ("intercom", "ru", "Домофон у пациентки Зои Павловны: 17, дождаться сигнала-гудка, затем 40912."),
]
ORDINARY = [
    ("intercom", "ru", "Домофон у клиента на Садовой: набираешь номер квартиры, ждёшь гудок, он откроет сам."),
    ("intercom", "en", "Intercom at the depot: press 12, wait for the tone, then say who you are; they buzz you in after 2 minutes."),
]
rows = [{"text": t, "family": "s42S3-secret", "kind": "secret", "lang": lang, "label": "secret", "group": g}
        for g, lang, t in SECRET]
rows += [{"text": t, "family": "s42S3-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": g}
         for g, lang, t in ORDINARY]
Path(__file__).with_name("s42S3.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                                   encoding="utf-8")
