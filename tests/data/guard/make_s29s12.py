"""Write s29s12.jsonl: the twelfth blind secrets batch of stop 29, written after the s29s11 changes and scored once
before any change for it (README). Config and code shapes a second time, ones no batch wrote: Ansible inventory
vars, Chef/Puppet attributes, Vagrantfile, Jupyter/IPython cells, R .Renviron, Julia, PHP PDO, Perl DBI, Go struct
literals, Rust consts, Kotlin/Swift constants, Elixir config, Java properties with dots, logback/log4j appenders
with passwords, HAProxy userlist, Traefik basic auth labels, Caddy basicauth, Apache .htaccess AuthBasic with
inline creds in a URL, nginx proxy_set_header Authorization, Grafana provisioning, Prometheus basic_auth,
Alertmanager smtp_auth_password, Keycloak realm JSON, LDAP bind in sssd.conf, Samba smbpasswd -a with echo,
openssl enc -k, 7z -p, zip -P, gpg --passphrase, rar -hp. Look-alikes: the same with references, hashes, and
env placeholders. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, R, write_groups  # noqa: E402

r = R(2900_12)
pw = r.password

S = [
    ("config", f"[db]\n10.0.0.7 ansible_user=deploy ansible_password={pw()} ansible_become_pass={pw()}"),
    ("config", f"default['app']['db_password'] = '{pw()}'"),
    ("config", f"class {{ 'mysql::server': root_password => '{pw()}' }}"),
    ("config", f'config.vm.provision "shell", env: {{"DB_PASS" => "{pw()}"}}'),
    ("config", f"%env OPENAI_API_KEY=sk-proj-{r.s(40)}"),
    ("config", f"GITHUB_PAT={'ghp_' + r.s(36)}\nR_LIBS_USER=~/R/library"),
    ("config", f'ENV["DB_PASSWORD"] = "{pw()}"'),
    ("config", f'$pdo = new PDO("mysql:host=localhost;dbname=shop", "shop", "{pw()}");'),
    ("config", f'my $dbh = DBI->connect("dbi:Pg:dbname=app", "app", "{pw()}");'),
    ("config", f'cfg := Config{{User: "svc", Password: "{pw()}", Host: "db"}}'),
    ("config", f'const API_SECRET: &str = "{r.s(32)}";'),
    ("config", f'private const val SIGNING_KEY = "{r.s(40)}"'),
    ("config", f'static let apiSecret = "{r.s(32)}"'),
    ("config", f'config :my_app, MyApp.Repo, username: "postgres", password: "{pw()}"'),
    ("config", f"spring.mail.password={pw()}"),
    ("config", f'<appender name="DB" class="DBAppender"><password>{pw()}</password></appender>'),
    ("config", f"userlist admins\n    user admin insecure-password {pw()}"),
    ("config", f'- "traefik.http.middlewares.auth.basicauth.users=admin:$$apr1${r.s(8, AN, False)}${r.s(22, AN, False)}"'),
    ("config", f"basicauth /admin/* {{\n    bob $2a$14${r.s(53, AN + './', False)}\n}}"),
    ("config", f'proxy_set_header Authorization "Basic {__import__("base64").b64encode(f"api:{pw()}".encode()).decode()}";'),
    ("config", f"basic_auth:\n  username: prometheus\n  password: {pw()}"),
    ("config", f"global:\n  smtp_auth_username: alerts@corp.com\n  smtp_auth_password: {pw()}"),
    ("config", f'{{"realm": "corp", "clients": [{{"clientId": "web", "secret": "{r.s(32)}"}}]}}'),
    ("config", f"[domain/corp]\nldap_default_bind_dn = cn=sssd,dc=corp,dc=com\nldap_default_authtok = {pw()}"),
    ("config", f"(echo {pw()}; echo {pw()}) | smbpasswd -a -s anna"),
    ("config", f"openssl enc -aes-256-cbc -in backup.tar -out backup.enc -k {pw()}"),
    ("config", f"7z a -p{pw()} archive.7z docs/"),
    ("config", f"zip -P {pw()} secret.zip report.pdf"),
    ("config", f"gpg --batch --passphrase '{pw()}' -c notes.txt"),
    ("config", f"rar a -hp{pw()} backup.rar ~/docs"),
]

O = [
    ("config", "[db]\n10.0.0.7 ansible_user=deploy ansible_password={{ vault_db_password }}"),
    ("config", "default['app']['db_password'] = data_bag_item('secrets', 'db')['password']"),
    ("config", 'config.vm.provision "shell", env: {"DB_PASS" => ENV["DB_PASS"]}'),
    ("config", "%env PYTHONHASHSEED=0"),
    ("config", '$pdo = new PDO($dsn, getenv("DB_USER"), getenv("DB_PASS"));'),
    ("config", 'cfg := Config{User: "svc", Password: os.Getenv("DB_PASSWORD"), Host: "db"}'),
    ("config", 'const API_BASE: &str = "https://api.example.com/v1";'),
    ("config", 'config :my_app, MyApp.Repo, username: "postgres", password: System.get_env("DB_PASS")'),
    ("config", "spring.mail.password=${MAIL_PASSWORD}"),
    ("config", "userlist admins\n    user admin password $6$rounds=5000$saltsalt$ (hash from mkpasswd)"),
    ("config", "basic_auth:\n  username: prometheus\n  password_file: /etc/prometheus/pass"),
    ("config", "global:\n  smtp_auth_username: alerts@corp.com\n  smtp_auth_password_file: /run/secrets/smtp"),
    ("config", "openssl enc -aes-256-cbc -in backup.tar -out backup.enc -pass file:/root/key.txt"),
    ("config", "7z a -p archive.7z docs/   # prompts for the password"),
    ("config", "gpg --batch --passphrase-file ~/.gpgpass -c notes.txt"),
    ("config", "zip -e secret.zip report.pdf  (asks for a password)"),
    ("config", "ldap_default_authtok_type = obfuscated_password"),
    ("config", "git log --oneline -n 5 shows 4f08ab8 718da70 0c4d68a 05cd8a6 2e7bfdd"),
    ("config", "docker run -e POSTGRES_PASSWORD_FILE=/run/secrets/pg postgres:16"),
    ("config", 'kubectl create secret generic db --from-file=password=./db.txt'),
]

if __name__ == "__main__":
    write_groups("s29s12", S, [], O)
