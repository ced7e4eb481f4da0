"""Stop 34, secrets fixer (second pass), mechanism 1: a .pgpass line (host:port:db:user:password) with words after it on
the same line — a dash and a comment, a bracket, a "#" — which the line's end anchor missed; the twins give the same line
with the password a placeholder or `*`-free field left out, or a host:port:db path that is no credential."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3451)


def pw(n: int = 12) -> str:
    return "".join(rnd.choice(string.ascii_letters + string.digits) for _ in range(n - 2)) + rnd.choice("!#%") + rnd.choice(string.digits)


b = Batch("s34S5", lang="auto")
b.add("pgpass_commented", "secret",
      f"my .pgpass on the laptop: pg-prod.corp.lan:5432:orders:app_user:{pw()} — so psql stops asking",
      f"Строка в ~/.pgpass на сервере отчётов: 10.0.4.17:5432:analytics:reporter:{pw(14)} (права 0600 не забыть)",
      f"pgpass for the staging box: staging-db.internal:6432:*:deploy:{pw()}  # pgbouncer port",
      f"в .pgpass добавил replica.db.lan:5433:shop:readonly:{pw(11)} — для бэкапов по крону",
      f"Added to ~/.pgpass: localhost:5432:*:postgres:{pw(10)}, then chmod 600")
b.add("pgpass_commented_twin", "ordinary",
      "my .pgpass on the laptop: pg-prod.corp.lan:5432:orders:app_user:<password> — so psql stops asking",
      "Строка в ~/.pgpass выглядит так: hostname:port:database:username:password (права 0600 не забыть)",
      "pgpass for the staging box: staging-db.internal:6432:*:deploy:${PGPASSWORD}  # pgbouncer port",
      "в .pgpass формат host:port:db:user:пароль — пароль отдельно в менеджере паролей, в заметки не пишу",
      "Added a line to ~/.pgpass for localhost:5432 (user postgres), then chmod 600; the password is in 1Password")
b.write()
