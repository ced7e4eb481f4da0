"""s38T5: what only points at a password or says there is none — a Home Assistant / ESPHome `!secret name` reference into
secrets.yaml («mqtt_password: !secret mqtt_password»), a meeting link «без пароля» / "no password" / "without a password";
twins: the real value in the same config line, and the link given with its password."""
from batch_writer import Batch

b = Batch("s38T5", lang="auto")
b.add("points_at_or_no_password", "ordinary",
      "ESPHome config for the garage sensor: wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password",
      "В configuration.yaml у Home Assistant: api_password: !secret ha_api_password — сами значения в secrets.yaml на сервере.",
      "Планёрка по пятницам: zoom.us/j/93018274650 — без пароля, ссылка постоянная.",
      "Parents' meeting link: meet.jit.si/Gymnasium5-7b-parents — no password, just type your child's name.",
      "Созвон с бухгалтером: telemost.yandex.ru/j/55210934871120 без пароля, в 11:00 по Москве.",
      "Dad's HA secrets setup: mqtt_password: !secret mqtt_password, the value itself only in secrets.yaml on the Pi.",
      "Шаблон секретов для дачного HA: wifi_password: !secret wifi_password  # настоящий пароль только на сервере")
b.add("the_password_given", "secret",
      "ESPHome config for the garage sensor: wifi:\n  ssid: GarageNet\n  password: Vx7!kq29Lm",
      "В configuration.yaml у Home Assistant: api_password: Hq83!zpL02 — поменять потом на secrets.yaml.",
      "Планёрка по пятницам: zoom.us/j/93018274650, пароль 8Kd2xQ — ссылка постоянная.",
      "Parents' meeting link: meet.jit.si/Gymnasium5-7b-parents, password: Pz61!rbN.",
      "Роутер на даче: Vx7!kq29Lm — без этого пароля в админку не зайти.",
      "Dad's HA secrets setup: mqtt_password: Mq!7rT22xz, the same value as in secrets.yaml on the Pi.",
      "Шаблон секретов для дачного HA: wifi_password: Dacha#2024kq  # настоящий пароль, не менять")
b.write()
