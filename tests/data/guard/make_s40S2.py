"""s40S2: a code said in digits' words joined by dashes, without spaces («шесть-ноль-два-восемь», "four-oh-eight-two");
twins: a count said with dashes, a countdown, a PIN's format explained in words."""
from batch_writer import Batch

b = Batch("s40S2", lang="auto")
b.add("code_words_dashed", "secret",
      "Код от сейфа в кабинете: шесть-ноль-два-восемь, не говорить стажёрам.",
      "garage keypad: four-oh-eight-two then the hash key",
      "ПИН карты Тинькофф мамы — два-семь-семь-один, она сама попросила записать.")
b.add("code_words_dashed_ordinary", "ordinary",
      "The PIN has four digits; the bank says never one-two-three-four or your birth year.",
      "Обратный отсчёт на запуске: три-два-один-пуск, потом код подтверждения из СМС.",
      "Pin the one-two-three-four checklist to the door so the kids remember it.")
b.write()
