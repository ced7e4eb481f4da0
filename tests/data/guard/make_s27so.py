"""Write s27so.jsonl: look-alikes written to break stop 27's new secret rules (not blind: written after them, as s26o
was for stop 26). One or more per rule: command lines with -u and -p that carry no password, device configs with
placeholders, public/private talk, tables whose password column holds no password, misspelt names in prose, typed
declarations, login calls with variables, pipes into sudo, credential words without a pair, versions after "use",
digests under a hash's name, PowerShell cmdlets and flags after a password's name, short login forms without a
password, lines of hashes that the unwrapping must not join into a key. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

O = [
    ("cli", "git diff -U3 -p main..feature"),
    ("cli", "mysql -u root -p shop2024"),
    ("cli", "psql -U postgres -h localhost -p 5432 app"),
    ("cli", "scp -P 2222 backup.tar.gz ivan@nas:/tmp"),
    ("cli", "python -u train.py -p config2.yaml"),
    ("cli", "docker run -u app -p 8080:80 nginx:1.27"),
    ("cli", "ssh -l ivan -p 2222 bastion.acme.io"),
    ("cli", "sort -u -k2 data.txt"),
    ("cli", "echo done | sudo -S reboot"),
    ("cli", "echo \"$PW\" | sudo -S apt update"),
    ("cli", "echo \"hello world\" | passwd --stdin"),
    ("cli", "AUTH LOGIN"),
    ("cli", "openssl enc -aes-256-cbc -pass env:BACKUP_PASS -in db.sql"),
    ("device", "enable secret 5 <hash>"),
    ("device", "snmp-server community public RO"),
    ("device", "snmp-server community <COMMUNITY> RW"),
    ("device", "service password-encryption"),
    ("pair", "public key abc123, private key stored in KMS"),
    ("pair", "app key rotation is every 90 days, app secret rotation too"),
    ("pair", "api_key and api_secret are in the vault"),
    ("pair", "Integration: Jira / https://acme.atlassian.net/browse/OPS-1234"),
    ("pair", "client: Acme Corp / 7707083893"),
    ("pair", "API: v2 / 2024-01-01T00:00:00Z"),
    ("table", "| name | role | token |\n|---|---|---|\n| ivan | admin | see vault |"),
    ("table", "id,name,password_hash\n1,ivan,$2b$12$abc"),
    ("table", "name;email;pin\nIvan;ivan@x.ru;—"),
    ("table", "| Service | Password policy |\n|---|---|\n| Mail | 12 chars min |"),
    ("table", "login,password\nivan,<hidden>"),
    ("prose", "the password was reset to default by IT"),
    ("prose", "пароль сброшен на заводской"),
    ("prose", "the password was set to expire in 90 days"),
    ("prose", "пароль от wifi у бабушки такой же как у нас"),
    ("prose", "я везде использую Python3.12 для всех скриптов"),
    ("prose", "I use VSCode2024 for all the projects at work"),
    ("prose", "we use Postgres16 for all our services"),
    ("prose", "pasword reset emails go to the old address"),
    ("prose", "парламент принял закон 2024 года"),
    ("prose", "creds for grafana are in the team's Bitwarden collection"),
    ("prose", "доступы к серверу: только по VPN"),
    ("prose", "the code to the phone shop is on their website"),
    ("prose", "код от телефона мамы она поменяла сама"),
    ("prose", "password\nchange it every 90 days"),
    ("code", "const SECRET: &str = env!(\"APP_SECRET\");"),
    ("code", "val apiKey: String = BuildConfig.API_KEY"),
    ("code", "client.login(email, password)"),
    ("code", "smtp.login(settings.SMTP_USER, settings.SMTP_PASSWORD)"),
    ("code", "$pw = Read-Host -AsSecureString \"Password\""),
    ("code", "--discovery-token-ca-cert-hash sha256:24a3d7ecdc00c5ac46624f4580a331818f4a5400a5bbff4050e2289d790d642c"),
    ("code", "file_hash = sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
    ("short", "git clone git@github.com:acme/app.git"),
    ("short", "ssh ivan@acme.ru:2222"),
    ("short", "ivan@acme.ru: 14:30 meeting"),
    ("short", "root:x:0:0:root:/root:/bin/bash"),
    ("short", "admin: Ivan Petrov (ivan@acme.ru)"),
    ("short", "deploy:Friday2024 is the plan"),
    ("short", "root:Release2.1.0"),
    ("short", "u: 50% p: 20%"),
    ("short", "user: ivan, plan: Pro2024"),
    ("short", "login: ivan pass: in vault"),
    ("wrap", "commit\n4bf92f3577b34da6a3ce929d0e0e4736\n9fceb02d0ae598e95dc970b74767f19372d61af8"),
    ("wrap", "sha256sums:\n24a3d7ecdc00c5ac46624f4580a331818f4a5400a5bbff4050e2289d790d642c\n9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
    ("wrap", "token: <YOUR_TOKEN_HERE_1234567890>"),
    ("wrap", "token: <see-the-admin-for-this-value>"),
    ("wrap", "path:\n/usr/local/lib/python3.11/site-packages\n/opt/acme/lib"),
    ("wrap", "password = „********“"),
    ("quoted", "encrypt: true"),
    ("quoted", "\"encrypt\": \"aes256\""),
    ("quoted", "we encrypt everything at rest"),
    ("quoted", "define('LOGGED_IN_SALT', 'put your unique phrase here');"),
    ("quoted", "define('DB_NAME', 'wordpress_prod_2024');"),
    ("quoted", "title = 'Hello, world! This is fine'"),
    ("quoted", "regex = '^[a-z0-9_-]{3,16}$'"),
    ("quoted", "password_regex = '^(?=.*[A-Z])(?=.*\\d).{12,}$'"),
    ("quoted", "Jenkins initial admin password is in /var/jenkins_home/secrets/initialAdminPassword"),
    ("card", "version 1.2.3.4 of the firmware"),
    ("card", "build 2024.0312.1107.0001"),
]

if __name__ == "__main__":
    write_groups("s27so", [], [], O)
