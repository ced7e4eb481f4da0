"""s42S2: an alarm's code named by what it does (disarms it, or disarms it under duress), a code the note calls secret
with where it is kept between, a code with the keypad's key after it — beside twins that give the procedure, the time,
the length or the last digits and no code (stop 38, round 18's alarm and payment-app rows; `shapes`)."""
import json
from pathlib import Path

SECRET = [
    ("alarm", "en", "Translator's flat, Ajax panel by the door: to switch off the alarm type 3307 and wait for the beep. Under duress use 3370."),
    ("alarm", "ru", "Кабинет стоматологии: снимаем с охраны кодом 8841, уходя ставим на охрану тем же кодом."),
    ("alarm", "ru", "Если заставят открыть гараж — набрать 6612*, панель откроет и тихо позовёт охрану."),
    ("secret", "en", "The secret PIN for the fuel app on the tablet in the cab: 5820."),
    ("secret", "ru", "Тайный код от приложения ЮMoney на старом андроиде — 402871."),
    ("keypad", "en", "Clinic back door code 4417#, press # again if it beeps twice."),
]
ORDINARY = [
    ("alarm", "en", "Translator's flat: to switch off the alarm type the code and wait for the beep; the duress code is written nowhere."),
    ("alarm", "ru", "Кабинет стоматологии снимаем с охраны в 08:15, ставим на охрану в 20:30, пульт звонит, если опоздали."),
    ("alarm", "en", "Disarmed the depot alarm at 0540 and logged it with the dispatcher."),
    ("secret", "en", "The secret PIN for the fuel app is 4 digits; I changed it after the card was skimmed, hint: the truck's number."),
    ("secret", "ru", "Тайный код от приложения ЮMoney сменила в 2023 году, заканчивается на 71."),
    ("keypad", "en", "Clinic back door: the code is in the staff handbook, press # after it."),
]
rows = [{"text": t, "family": "s42S2-secret", "kind": "secret", "lang": lang, "label": "secret", "group": g}
        for g, lang, t in SECRET]
rows += [{"text": t, "family": "s42S2-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": g}
         for g, lang, t in ORDINARY]
Path(__file__).with_name("s42S2.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                                   encoding="utf-8")
