"""s39S2: an aside in brackets right after a secret's name, then more words before its value («Пароль от роутера (логин
admin) сменил вчера на …», "web api key (publisher, group X) for the stats script — <hex>"): the name reaches its value
when the aside is dropped; twins: the same asides with no value after them, or a hash named as one."""
from batch_writer import Batch

b = Batch("s39S2", lang="auto")
b.add("bracketed_aside_after_name", "secret",
      "Пароль от роутера (логин admin, модель Keenetic) поменял сегодня на Vesna#Ok2611 — старый не пробовать.",
      "The NAS password (user admin) I changed yesterday to Qz7!harbour_55 — the old one is gone.",
      "Steam web api key (publisher, group Puzzle Town) for the stats exporter — 9F3C2A71BD0E48C6A5F1E2D3C4B5A697",
      "Ключ API Сбис (боевой, для выгрузки счетов) для ночного скрипта — 7c41d0e9b28a4f3e9d6c5b4a3f2e1d0c")
b.add("bracketed_aside_after_name_ordinary", "ordinary",
      "Пароль от роутера (логин admin, модель Keenetic) поменял сегодня — новый записан в KeePass.",
      "The NAS password (user admin) I changed yesterday; it is in Bitwarden now.",
      "Steam web api key (publisher, group Puzzle Town) for the stats exporter — ask Nika, it lives in the CI secrets.",
      "Ключ API Сбис (боевой, для выгрузки счетов): хэш архива выгрузки — 7c41d0e9b28a4f3e9d6c5b4a3f2e1d0c, "
      "ключа тут нет.")
b.write()
