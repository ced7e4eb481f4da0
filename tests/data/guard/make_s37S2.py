"""s37S2: a secret named, then a long clause and an aside in brackets before its colon ("Token of the Roborock vacuum
for the … integration (extracted with the cloud tokens tool): <hex>"); twins: the aside says the value is something
else (a number, a hash), or the note explains where the value is and gives none."""
from batch_writer import Batch

b = Batch("s37S2", lang="auto")
b.add("aside_before_colon", "secret",
      "Token of the Yeelight ceiling lamp for the Home Assistant yeelight integration in the kids' room (pulled with miiocli): 5c0e9a2b7d41f386ae9c02b1d7f4a635",
      "Токен шлюза Aqara для интеграции Home Assistant на даче, который сидит на втором этаже (достала через Xiaomi Cloud Tokens Extractor): b81f04c9e2a7d36510fe8c4a29d7b3e6",
      "API key of the weather station uploader for the Weather Underground integration on the roof mast (created 2024-03-10, read/write): 7e2ac91f04db5863c1a07f92e4b6d318",
      "Secret for the webhook of the garage door controller in the Home Assistant automations file (regenerated after the leak): 3f9d1c7ab2e40865fd13c9e7a06b4d25")
b.add("aside_names_other_value", "ordinary",
      "Token of the Roborock vacuum for the Home Assistant integration (MD5 hash of the firmware, not the token): 69943da1ee985d11d97eb5b9cd1ce9c1",
      "Токены за ноябрь по тарифу OpenAI для лабораторного проекта (номер счёта в бухгалтерии): 7c3e9f1a2b8d4065e1f7a3c9d2b04e68",
      "API key of the weather uploader is in secrets.yaml (look under weather_underground), rotate it every spring.",
      "Token of the Roborock vacuum for Home Assistant (see the xiaomi_miio docs for how to get it): 32 hex characters, stored in secrets.yaml.")
b.write()
