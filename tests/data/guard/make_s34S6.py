"""Stop 34, secrets fixer (second pass), mechanism 2: a licence or activation key of four groups of five (Kaspersky's,
ESET's, a game's CD key) after the words that name it — the five-group rule left out four, which an id or a plan's
code has too (of four); the twins give an order or serial number in four groups, or the key's name with no value."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3461)
ALNUM = string.ascii_uppercase + string.digits


def key(groups: int = 4, size: int = 5) -> str:
    while True:
        out = "-".join("".join(rnd.choice(ALNUM) for _ in range(size)) for _ in range(groups))
        if any(c.isdigit() for c in out) and any(c.isalpha() for c in out):
            return out


b = Batch("s34S6", lang="auto")
b.add("activation_four_groups", "secret",
      f"Код активации ESET NOD32 на 2 ПК, покупал на Озоне: {key()}",
      f"Kaspersky Total Security activation code (3 devices, bought at MediaMarkt): {key()}",
      f"Лицензионный ключ Dr.Web до марта: {key()}",
      f"Windows-free game license key from the Humble bundle: {key()} — not redeemed yet",
      f"ключ активации антивируса для маминого ноутбука — {key()}")
b.add("activation_four_groups_twin", "ordinary",
      f"Заказ на Озоне №{key(4, 4)} — код активации ESET придёт на почту, в заметки его не пишу",
      f"Kaspersky support ticket number: {key(4, 5)} (they asked for the activation code, I sent it from the portal)",
      "Лицензионный ключ Dr.Web лежит в личном кабинете, формат XXXXX-XXXXX-XXXXX-XXXXX",
      f"Game license key redeemed; Steam order id {key(4, 5)} for the refund form",
      "ключ активации антивируса для маминого ноутбука — в письме от магазина, письмо в папке «Покупки»")
b.write()
