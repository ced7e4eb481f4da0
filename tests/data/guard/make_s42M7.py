"""s42M7: a passphrase quoted after "password is now", «пароль теперь», "changed to" ('Bitwarden master password is now
"Warszawa Wschodnia 7:42 peron 2"'), beside twins that quote where it is or a hint (`accounts._QUOTED_PHRASE`; stop 38,
round 19's Bitwarden row)."""
import json
from pathlib import Path

SECRET = [
    ("en", 'KeePass master password is now "orange kayak under 9 bridges" after the reset.'),
    ("ru", "Пароль от NAS теперь «Синий трактор едет 2024», старый больше не подходит."),
    ("en", 'Changed the router admin password to "Kettle on the balcony 77" this morning.'),
]
ORDINARY = [
    ("en", 'The Wi-Fi password is now "on the fridge sticker" — ask Dana if it fell off.'),
    ("en", 'Password hint is now "first pet and the year we moved", which only I understand.'),
    ("ru", "Пароль от NAS теперь «в менеджере паролей», в заметки его не пишу."),
]
rows = [{"text": t, "family": "s42M7-secret", "kind": "secret", "lang": lang, "label": "secret", "group": "passphrase-now-quoted"}
        for lang, t in SECRET]
rows += [{"text": t, "family": "s42M7-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": "where-or-hint-quoted"}
         for lang, t in ORDINARY]
Path(__file__).with_name("s42M7.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
