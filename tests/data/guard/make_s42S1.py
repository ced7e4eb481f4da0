"""s42S1: secrets told in prose the way a dentist's, a trucker's or a translator's memory holds them — a password in
two or three pieces ended by a full stop or told by hint, an alarm's disarm and duress codes, a payment app's or a
card's secret code, a safe's or a door's code — beside twins in the same words that give no secret (a placeholder, the
procedure without its code, the format explained, a code's last digits, advice on splitting passwords) (stop 38, round
18's alarm, payment-app and split-password rows)."""
import json
from pathlib import Path

SECRET = [
    ("split", "en", "Clinic booking portal login: I keep it in two bits. Part one is Harbor, part two is 7!Molar29. Type them one after the other."),
    ("split", "ru", "Пароль от кабинета переводчика на Смарткате храню кусками: начало — Oktav, конец — 55#prim. Набирать подряд."),
    ("split", "en", "Fleet card web password, split so nobody sees it whole: the first half reads Kenworth, the second reads _T680!x. Joined, no gap."),
    ("split", "ru", "Пароль к почте клиники: первая часть Zubik, вторая часть 2024$Ok. Писать слитно."),
    ("alarm", "en", "Dental office alarm: disarm with 4812 then OFF. If someone forces you, key 4813 instead — it disarms but silently calls the monitoring company."),
    ("alarm", "ru", "Сигнализация в гараже тягача: снять с охраны — 2716*, а код под принуждением 2717*, пульт тогда тихо вызовет наряд."),
    ("alarm", "en", "Warehouse panel at the Leeds depot — arming code 90417, duress code 90418."),
    ("app", "ru", "Код входа в приложение Тинькофф у меня 482913, на планшете тот же."),
    ("app", "en", "My passcode for the Revolut app is 660218 — same on the work phone."),
    ("app", "ru", "ПИН от карты Сбера, на которую приходит зарплата за рейсы, — 7742."),
    ("app", "en", "Debit card PIN (the blue Barclays one for fuel): 3096."),
    ("safe", "ru", "Сейф в кабинете с анестетиками открывается кодом 61-28-04, не путать с шкафчиком."),
    ("safe", "en", "The safe in the back office under the sterilizer opens with 27-14-88."),
    ("door", "ru", "Домофон у заказчицы на Лесной: набираешь 45, ждёшь гудок, потом 2981."),
    ("door", "en", "Gate code at the Tesco distribution yard is 1957#, the guard only checks after 10pm."),
]
ORDINARY = [
    ("split", "en", "Security tip from the IT guy: never keep a password in two pieces in the same notebook — one half in the app, the other in your head."),
    ("split", "ru", "Пароль от кабинета переводчика на Смарткате: первая часть — имя кота, вторая — год, записан в менеджере паролей."),
    ("split", "en", "Portal password format: two parts, a word and then digits with a symbol, typed together — the real one is in Bitwarden."),
    ("alarm", "en", "Dental office alarm: to disarm enter the code on the keypad then press OFF; the duress code exists too — ask Maria, never write it down."),
    ("alarm", "ru", "Сигнализация в гараже: код снятия с охраны — у Сергея, под принуждением вводить код на единицу больше (сам код не записываю)."),
    ("alarm", "en", "Warehouse panel at the Leeds depot: arming code changes monthly, duress code is set by the monitoring company."),
    ("app", "ru", "Код входа в приложение Тинькофф — шесть цифр, поменяла в мае, подсказка: день рождения мамы."),
    ("app", "en", "The Revolut app asks for a 6-digit passcode; mine ends in 18 — the full one is in my head."),
    ("app", "ru", "Карта Сбера для зарплаты за рейсы заканчивается на 7742, перевыпуск в марте."),
    ("safe", "en", "The safe in the back office: code is XX-XX-XX (placeholder, ask the practice manager)."),
    ("door", "ru", "Домофон у заказчицы на Лесной: набираешь номер квартиры, ждёшь гудок, она откроет сама."),
    ("door", "en", "Gate at the Tesco distribution yard opens at 6am; gate code is on the delivery slip, the guard checks after 10pm."),
]
rows = [{"text": t, "family": "s42S1-secret", "kind": "secret", "lang": lang, "label": "secret", "group": g}
        for g, lang, t in SECRET]
rows += [{"text": t, "family": "s42S1-ordinary", "kind": "ordinary", "lang": lang, "label": "ordinary", "group": g}
         for g, lang, t in ORDINARY]
Path(__file__).with_name("s42S1.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                                                   encoding="utf-8")
