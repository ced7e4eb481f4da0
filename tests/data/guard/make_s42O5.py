"""s42O5: a registry's or a rating service's code named by its abbreviation, with who holds it between the name and the
number («код ОКВЭД у нас 47.91», "the NAICS code for our shop is 454110") — beside twins where the code opens a door,
arrives by SMS or is a PIN, in the same words (`published._REGISTRY_CODE`'s owner phrase; stop 38, round 18's ATI row)."""
import json
from pathlib import Path

ORDINARY = [
    ("ru", "Код ОКВЭД у нас 47.91 — для новой кассы менять ничего не нужно."),
    ("ru", "Код ГРН у фирмы 2207700123456, его просят в тендерной анкете."),
    ("en", "The NAICS code for our shop is 454110; the grant form asks for it on page 2."),
    ("en", "SIC code for our firm is 6201 — give it to the bank if they ask for the account review."),
    ("mixed", "Код DUNS у компании 081466849, можно указывать в заявке Apple Developer."),
]
SECRET = [
    ("ru", "Код СЕЙФА у нас 5190 — можно давать бухгалтеру, если меня нет."),
    ("ru", "Код домофона у нас 4471, можно давать клиентам, пусть поднимаются сами."),
    ("en", "The PIN code for our card is 7391, give it to the cashier if she asks."),
    ("en", "Gate code for our yard is 2580 — you can share it with the movers."),
]
rows = [{"text": t, "family": "s42O5-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": "registry-code-held"}
        for lang, t in ORDINARY]
rows += [{"text": t, "family": "s42O5-secret", "kind": "secret", "lang": lang, "label": "secret", "group": "access-code-held"}
         for lang, t in SECRET]
Path(__file__).with_name("s42O5.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
