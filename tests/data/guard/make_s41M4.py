"""s41M4: a mail app password quoted in its four groups of small letters under a password's name, with a remark after it
(`smtp_password = "wcug taku uuud vtrt" (app password)`), beside twins of the format masked or told
(`named._SPACED_APP_PASSWORD`; stop 37, round 18's Airflow SMTP row)."""
import json
from pathlib import Path

SECRET = [
    ("en", 'EMAIL_HOST_PASSWORD = "qzrd fnbk ytwp xhlm"  # Gmail app password for the Django mailer'),
    ("mixed", 'В .env бота: MAIL_PASS="hvkt rpzq mwcb dnfy" — пароль приложения Яндекса, основной не пускает по SMTP'),
    ("en", "mailer:\n  password: 'tcxv bqwn kzrf plmd'   # app password, created 12 May"),
]
ORDINARY = [
    ("en", 'EMAIL_HOST_PASSWORD = "xxxx xxxx xxxx xxxx"  # paste the Gmail app password here, never commit it'),
    ("ru", 'Формат пароля приложения Gmail — четыре группы по четыре буквы, в конфиге пишем MAIL_PASS="abcd abcd abcd abcd" только в примере.'),
    ("en", "mailer:\n  password: ${MAIL_APP_PASSWORD}   # app password comes from the vault at deploy time"),
]
rows = [{"text": t, "family": "s41M4-secret", "kind": "secret", "lang": lang, "label": "secret", "group": "app-password-quoted-groups"}
        for lang, t in SECRET]
rows += [{"text": t, "family": "s41M4-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": "app-password-masked"}
         for lang, t in ORDINARY]
Path(__file__).with_name("s41M4.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
