"""What the fixers' batch scripts (make_s32en*.py) share: rows added by group and label, written as the corpus's JSONL
(`text`, `label`, `group`, `lang`, `family` = NAME-label, `kind` = label) beside the script."""
import json
import os


class Batch:
    def __init__(self, name: str, lang: str = "en") -> None:
        self.name, self.lang, self.rows = name, lang, []

    def add(self, group: str, label: str, *texts: str, lang: str | None = None) -> None:
        self.rows.extend((group, label, text, lang or self.lang) for text in texts)

    def write(self) -> None:
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), f"{self.name}.jsonl"), "w") as f:
            for group, label, text, lang in self.rows:
                f.write(json.dumps({"text": text, "label": label, "group": group, "lang": lang,
                                    "family": f"{self.name}-{label}", "kind": label}, ensure_ascii=False) + "\n")
