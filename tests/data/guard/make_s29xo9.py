"""Write s29xo9.jsonl: ordinary notes where the words token, secret, key and password sit in documentation links,
code that asks for or reads a password, CLI flags, error messages and log lines, with everyday notes between, EN and
RU. Blind: written before any rule was changed for it; scored once (commit message) (README, guard section)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

O = [
    ("docs", "Docs the user keeps open: https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens"),
    ("docs", "https://learn.microsoft.com/en-us/azure/key-vault/secrets/quick-create-python — the user's starting point for Key Vault."),
    ("docs", "Пользователь читал https://developer.hashicorp.com/vault/docs/secrets/kv/kv-v2 перед миграцией секретов."),
    ("docs", "The user's reference for token scopes: https://api.slack.com/authentication/token-types#bot"),
    ("docs", "https://owasp.org/www-community/vulnerabilities/Password_Plaintext_Storage — the user cites it in code reviews."),
    ("docs", "Stripe docs on API keys the user bookmarked: https://stripe.com/docs/keys#obtain-api-keys"),
    ("docs", "Пользователь изучает https://jwt.io/introduction, чтобы понять, что лежит в payload токена."),
    ("docs", "The user's wiki page: https://wiki.acme.io/display/SEC/How+to+rotate+the+database+password"),
    ("code", "The user's CLI asks for the password with getpass.getpass('Password: ') so it is never echoed."),
    ("code", "Пользователь достаёт пароль из системного хранилища: keyring.get_password('smtp', 'misha')"),
    ("code", "The user's script: read -s -p 'Vault token: ' VAULT_TOKEN && export VAULT_TOKEN"),
    ("code", "In Go the user reads the secret with os.Getenv(\"API_SECRET\") and fails fast if it is empty."),
    ("code", "The user logs in to the registry with `echo $CR_PAT | docker login ghcr.io -u misha --password-stdin`."),
    ("code", "The user's Python: `token = Path('~/.config/app/token').expanduser().read_text().strip()`"),
    ("code", "Пользователь в C# берёт строку подключения из user-secrets: dotnet user-secrets set \"Db:Password\" через консоль."),
    ("code", "The user's Node code: const { password } = await inquirer.prompt([{ type: 'password', name: 'password' }]);"),
    ("code", "The user's Ansible task uses `password: \"{{ vault_db_password }}\"` from an encrypted vars file."),
    ("code", "Пользователь в PHP хеширует пароли через password_hash($password, PASSWORD_ARGON2ID)."),
    ("code", "The user's test: assert response.json()['error'] == 'invalid_token'"),
    ("code", "The user's SQL: UPDATE users SET password_hash = :hash, password_changed_at = now() WHERE id = :id"),
    ("errors", "Error the user hit: `fatal: Authentication failed for 'https://github.com/acme/webapp.git/'` — his PAT had expired."),
    ("errors", "Пользователь получил ошибку 401 Unauthorized: Invalid API key provided — ключ был от тестового окружения."),
    ("errors", "The user's log shows `WARN token refresh failed, retrying in 30s` every night at 02:00."),
    ("errors", "psql: error: FATAL: password authentication failed for user \"app\" — the user fixed pg_hba.conf."),
    ("errors", "Пользователь увидел в логах «JWT expired at 2026-11-30T10:00:00Z» и увеличил срок жизни токена до часа."),
    ("errors", "The user's CI failed with `Error: Input required and not supplied: token` because the secret wasn't passed to the fork."),
    ("errors", "ssh: Permission denied (publickey) — the user had forgotten to add his key to the agent with ssh-add."),
    ("talk", "The user's security team rotates all service account keys every 90 days."),
    ("talk", "Пользователь объяснил сыну, что пароль нельзя говорить даже друзьям."),
    ("talk", "The user thinks passkeys will replace passwords within five years."),
    ("talk", "Пользователь сменил все пароли после того, как у него украли телефон."),
    ("talk", "The user's bank asked for the secret word when he called; he remembered it."),
    ("talk", "Пользователь не помнит кодовое слово для банка и пойдёт в отделение с паспортом."),
    ("talk", "The user uses a hardware key for GitHub and a TOTP app for everything else."),
    ("talk", "Пользователь говорит, что токен от бота в Telegram выдаёт BotFather, и его можно перевыпустить командой /revoke."),
    ("talk", "The user's API key for OpenWeather is on the free tier, 60 calls a minute."),
    ("talk", "Пользователь спросил, безопасно ли хранить пароли в браузере; решили — лучше в менеджере."),
    ("everyday", "The user's son turns 7 on 3 February; he wants a Lego space set."),
    ("everyday", "Пользователь бросил курить 1 сентября 2025 года и считает дни."),
    ("everyday", "The user's favourite pizza: margherita with extra basil, from the place on Pyatnitskaya."),
    ("everyday", "Пользователь записался в бассейн на 7:00 по будням."),
    ("everyday", "The user's wife's name is Katya; their anniversary is 14 June."),
    ("everyday", "Пользователь планирует ремонт кухни в апреле, бюджет 600 тысяч."),
    ("everyday", "The user's dentist recommended an electric toothbrush; he bought an Oral-B."),
    ("everyday", "Пользователь смотрит сериалы только в оригинале с английскими субтитрами."),
    ("everyday", "The user is learning to play the guitar; his teacher comes on Wednesdays."),
    ("everyday", "Пользователь сдаёт кровь как донор раз в два месяца."),
    ("everyday", "The user's dog Rex is a 4-year-old beagle; vet appointment on 20 January."),
    ("dev2", "The user's PR title: 'fix: don't log the Authorization header in debug mode'."),
    ("dev2", "Пользователь добавил в gitleaks правило для внутренних токенов компании с префиксом acme_."),
    ("dev2", "The user's secret scanning found 3 leaked test keys in old commits; he rewrote history with git filter-repo."),
    ("dev2", "The user's password policy regex: ^(?=.*[A-Z])(?=.*\\d).{12,}$"),
    ("dev2", "Пользователь хранит ключи подписи APK в отдельном keystore, пароль от него в 1Password."),
    ("dev2", "The user's API returns tokens as opaque strings of 32 bytes, base64url-encoded."),
    ("dev2", "The user's OAuth app has redirect URI http://localhost:8765/callback for local testing."),
    ("dev2", "Пользователь проверил, что в Sentry не попадают заголовки Cookie и Authorization."),
    ("dev2", "The user's session cookie is HttpOnly, Secure, SameSite=Lax, max-age 14 days."),
    ("dev2", "The user's HMAC signature header is X-Signature: sha256=<hex of the body>."),
    ("dev2", "Пользователь настроил ротацию ключей KMS раз в год, автоматически."),
    ("dev2", "The user's Makefile target `make secrets` decrypts .env.enc with sops into .env locally."),
]

if __name__ == "__main__":
    write_groups("s29xo9", [], [], O)
