"""s42M5: a device's factory default told as a login/password pair of small words ("с заводским паролем admin/admin",
"factory default root/root"), read as a password given, beside twins that give a chosen password in the same sentence
(`published._defaults`; stop 38, round 19's router row)."""
import json
from pathlib import Path

ORDINARY = [
    ("ru", "Камеры на ферме стояли с заводским логином и паролем admin/admin, пока их не взломали. Теперь у каждой свой."),
    ("en", "The old NVR still had its factory default root/root when we bought the place — changed it the same day."),
    ("en", "Cheap Chinese IP cameras ship with admin/12345 as the factory password; first thing I do is change it."),
]
SECRET = [
    ("ru", "Заводской пароль роутера admin/admin сменил на Kx7#pLm2qW, записываю сюда, чтобы не забыть."),
    ("en", "Factory default was admin/admin; the new NVR password is Vz9!rQ2m-Lt4, set today."),
    ("en", "Router login: admin / Pl4typ-us88 (not the factory one anymore)."),
]
rows = [{"text": t, "family": "s42M5-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": "factory-default-pair"}
        for lang, t in ORDINARY]
rows += [{"text": t, "family": "s42M5-secret", "kind": "secret", "lang": lang, "label": "secret", "group": "password-beside-default"}
         for lang, t in SECRET]
Path(__file__).with_name("s42M5.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
