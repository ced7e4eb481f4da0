"""s42M6: one recovery code in dashed groups given after an aside between its name and its value («код восстановления на
случай потери телефона — AGZJ-3JAH-…», "Recovery code for Wise (if the phone dies): …"), beside twins that name the code
and give none (`shapes._ONE_CODE_LATER`; stop 38, round 19's Wise row)."""
import json
from pathlib import Path

SECRET = [
    ("ru", "Binance: резервный код на случай, если сломается телефон — K7QD-9WXP-M2LA-4TZR"),
    ("en", "Recovery code for the Proton account (printed, in the drawer too): 7HGT-2LQP-XW93-KD4M"),
    ("ru", "Код восстановления Госуслуг мамы: 3FJK-82QW-LP0X-V7NM, хранить отдельно от телефона."),
]
ORDINARY = [
    ("ru", "Wise: код восстановления на случай потери телефона — распечатан и лежит в сейфе, в заметки не пишу."),
    ("en", "Recovery code for the Proton account: regenerate it after the phone swap — the old one is void."),
    ("ru", "Код восстановления придёт по SMS — обычно в течение 5 минут, формат XXXX-XXXX-XXXX-XXXX."),
]
rows = [{"text": t, "family": "s42M6-secret", "kind": "secret", "lang": lang, "label": "secret", "group": "recovery-code-after-aside"}
        for lang, t in SECRET]
rows += [{"text": t, "family": "s42M6-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": "recovery-code-named"}
         for lang, t in ORDINARY]
Path(__file__).with_name("s42M6.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
