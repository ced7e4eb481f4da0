"""Stop 34, secrets fixer, mechanism 2: a value after a password's name that only points somewhere — another name assigned
a file's path (`…_FILE=/run/secrets/…`, the Docker secrets convention) or a link (a phishing mail's address, defanged or
not) — is no password; EN and RU, and their twins: the same words with the password itself given."""
from batch_writer import Batch

b = Batch("s34S2", lang="auto")
b.add("password_pointer", "ordinary",
      "В compose у mysql пароль задаётся через файл: MYSQL_ROOT_PASSWORD_FILE=/run/secrets/mysql_root, сам файл не в репо.",
      "the grafana admin password is read from a file now: GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/grafana_admin",
      "Пароль редиса больше не в .env, а через файл — REDIS_PASSWORD_FILE=/etc/redis/pass.txt (права 600).",
      "Phishing again: subject 'Your Apple ID password was reset' and a link to appleid-verify[.]top/login — forwarded to abuse@.",
      "Фишинговое письмо «Срок действия пароля истекает сегодня», ссылка ведёт на mail-ru-secure[.]site/auth — удалил, сообщил в ИБ.",
      "got a fake 'reset your password' SMS pointing at dhl-parcel-help.com/reset2 — ignored, reported to 7726.")
b.add("password_pointer_twin", "secret",
      "В compose у mysql пароль задаётся прямо в env: MYSQL_ROOT_PASSWORD=Vq3!pL8sZk2w, потом вынесу в secrets.",
      "the grafana admin password is now: Gr4f!na-Adm1n-77 (changed after the audit)",
      "Пароль редиса в .env — REDIS_PASSWORD=rT7#xWq2mN9v (не коммитить)",
      "Apple ID password after the reset: Pz8$kLm2Qw9x — write it into the family vault later.",
      "Новый пароль от почты после сброса: Kx7!mQ2pLs9w, старый больше не работает.")
b.write()
