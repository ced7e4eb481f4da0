"""What the fixers' batch scripts (make_s32en*.py, make_s33*.py) share: rows added by group and label, written as the
corpus's JSONL (`text`, `label`, `group`, `lang`, `family` = NAME-label, `kind` = label) beside the script; and the Luhn
check digit their synthetic card numbers and IMEIs end with."""
import json
import os


class Batch:
    def __init__(self, name: str, lang: str = "en") -> None:
        """`lang`: every row's language, or "auto": "ru" for a row with a Cyrillic letter, else "en"."""
        self.name, self.lang, self.rows = name, lang, []

    def add(self, group: str, label: str, *texts: str, lang: str | None = None) -> None:
        for text in texts:
            mine = lang or self.lang
            if mine == "auto":
                mine = "ru" if any("а" <= c.lower() <= "я" for c in text) else "en"
            self.rows.append((group, label, text, mine))

    def write(self) -> None:
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), f"{self.name}.jsonl"), "w") as f:
            for group, label, text, lang in self.rows:
                f.write(json.dumps({"text": text, "label": label, "group": group, "lang": lang,
                                    "family": f"{self.name}-{label}", "kind": label}, ensure_ascii=False) + "\n")


def luhn_digit(body: str) -> str:
    """The check digit that makes `body` + it pass the Luhn test."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        n = int(ch)
        if i % 2 == 0:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return str((10 - total % 10) % 10)
