"""s35O3: a place where a secret is kept, not the secret (stop 35, ord35): a password manager's entry named in quotes
with spaces, a build's secret mount or env file named by its path; twins: the same place with the value given."""
from batch_writer import Batch

b = Batch("s35O3", lang="auto")
b.add("secret_place", "ordinary",
      "CloudPayments у «Пекарни Март»: Public ID pk_test_ в настройках модуля, API Secret лежит в Bitwarden (запись «Март / CloudPayments prod»).",
      "Пароль от админки Тильды клиента не записываю — он в KeePass, запись «Тильда / Студия Лофт».",
      "The Stripe restricted key for the bakery is in 1Password, item \"Bakery - Stripe live\", vault Clients; the app reads it from .env on the VPS.",
      "Ключ API Новой Почты храню в Passwork, карточка «НП — интеграция склада», на сервере он только в .env.",
      "BuildKit secrets: RUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci, and docker build --secret id=npmrc,src=$HOME/.npmrc . — the token never lands in a layer.",
      "Доступ к личному кабинету Ozon Seller у «Мебели» — в KeePass, запись «Мебель / Ozon Seller»; API-ключ там же, в заметке к записи.",
      "Admin login for the client's WordPress is kept in Bitwarden, entry \"Loft studio / WP admin\", not in the project notes.",
      "В CI сборка образа идёт с docker build --secret id=composer_auth,src=./auth.json, в Dockerfile RUN --mount=type=secret,id=composer_auth,target=/root/.composer/auth.json composer install.")
b.add("secret_place", "secret",
      "CloudPayments у «Пекарни Март»: API Secret 9f3c2a7be41d4c8e9a05b6d21f7e8c34, дубль в Bitwarden (запись «Март / CloudPayments prod»).",
      "Пароль от админки Тильды клиента: Lofts2024!Tz — он же в KeePass, запись «Тильда / Студия Лофт».",
      "Stripe restricted key for the bakery: rk_live_51Hb7xQK2eZvKYlo2C8tY3mNqP0aW9sD4fG6hJ1kL, also in 1Password item \"Bakery - Stripe live\".",
      "Доступ к Ozon Seller у «Мебели»: логин mebel-shop@yandex.ru, пароль Oz0n!Mebel-77 — дубль в KeePass, запись «Мебель / Ozon Seller».",
      "WordPress admin for the client: user loftadmin, password qR7#vLw2Tz9k, also in Bitwarden entry \"Loft studio / WP admin\".",
      "docker build --secret 7hJq2LmV9pZw4Ky8Bn3c . — passed the registry password straight on the command line, to be rotated.",
      "docker build --build-arg NPM_TOKEN=npm_Xr8tq2LmV9pZw4Ky7Bn3Jc6Hd1Fs5Ga0Ee2R . — the token goes in as a build arg.")
b.write()
