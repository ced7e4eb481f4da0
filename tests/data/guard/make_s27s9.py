"""Write s27s9.jsonl: the ninth blind secrets batch of stop 27, written after the s27s8 changes and scored once before
any change for it (README). Secrets in tool and export files (password-manager CSV/JSON exports, Netscape cookie
files, Postman environments, Jupyter cells, Terraform state, Windows autologon and unattend.xml, FileZilla and WinSCP
sites, wp-config salts, framework secret keys), bootstrap secrets printed by servers (Vault unseal keys and root
token, Docker Swarm join tokens, k3s tokens, Consul gossip keys, Jenkins/GitLab initial passwords), and Russian
accounting and government software (1С connection strings, ЭЦП/Рутокен PINs, КриптоПро containers, СБИС, Диадок,
Честный знак, Меркурий). Look-alikes: the same files and tools with nothing secret in them. Rows carry `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3535_9)
pw = r.password
B64 = AN + "+/"


def word_pw() -> str:
    return r.pick(["buhgalter", "sklad", "kassa", "nalog", "otchet", "filial"]) + r.d(r.pick([4, 6]))


S = [
    # exports and tool files
    ("export", f"name,url,username,password\nGmail,https://mail.google.com,anna.k@gmail.com,{pw()}\nBank,https://online.bank.ru,anna_k,{pw()}"),
    ("export", f"url,username,password,totp,extra,name,grouping,fav\nhttps://github.com,annak,{pw()},,,GitHub,Work,0"),
    ("export", f"{{\"items\": [{{\"name\": \"VPN\", \"login\": {{\"username\": \"anna\", \"password\": \"{pw()}\"}}}}]}}"),
    ("export", f".acme.io\tTRUE\t/\tTRUE\t1767225600\tsessionid\t{r.s(32, LO)}"),
    ("export", f"{{\"name\": \"prod\", \"values\": [{{\"key\": \"token\", \"value\": \"{r.s(40, URLSAFE)}\", \"enabled\": true}}]}}"),
    ("export", f"\"source\": [\"import openai\\n\", \"openai.api_key = \\\"sk-{r.s(48, AN)}\\\"\\n\"]"),
    ("export", f"\"attributes\": {{\"username\": \"admin\", \"password\": \"{pw()}\", \"engine\": \"postgres\"}}"),
    ("export", f"[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n\"DefaultUserName\"=\"kiosk\"\n\"DefaultPassword\"=\"{pw()}\""),
    ("export", f"<AutoLogon>\n  <Password>\n    <Value>{pw()}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n</AutoLogon>"),
    ("export", f"<Server><Host>ftp.acme.ru</Host><User>upload</User><Pass encoding=\"base64\">{base64.b64encode(pw().encode()).decode()}</Pass></Server>"),
    ("export", f"[Sessions\\ivan@ftp.acme.ru]\nHostName=ftp.acme.ru\nUserName=ivan\nPassword={r.h(48).upper()}"),
    ("export", f"define( 'AUTH_KEY',         '{r.s(64, AN + '!@#$%^&*()-_[]{}<>~`+=,.;:/?|')}' );"),
    ("export", f"SECRET_KEY = 'django-insecure-{r.s(50, LO + '!@#$%^&*(-_=+)')}'"),
    ("export", f"app.secret_key = b'{r.h(32)}'"),
    ("export", f"APP_SECRET={r.h(32)}"),
    ("export", f"production:\n  secret_key_base: {r.h(128)}"),
    # bootstrap secrets printed by servers
    ("bootstrap", f"Unseal Key 1: {r.b64(33)}\nUnseal Key 2: {r.b64(33)}\nInitial Root Token: hvs.{r.s(24, AN)}"),
    ("bootstrap", f"docker swarm join --token SWMTKN-1-{r.s(50, LO)}-{r.s(25, LO)} 10.0.0.1:2377"),
    ("bootstrap", f"K3S_TOKEN=K10{r.h(64)}::server:{r.h(32)}"),
    ("bootstrap", f"consul: {{\"encrypt\": \"{r.b64(32)}\"}}"),
    ("bootstrap", f"Jenkins initial admin password: {r.h(32)}"),
    ("bootstrap", f"/etc/gitlab/initial_root_password:\nPassword: {r.s(44, B64)}="),
    ("bootstrap", f"MINIO_ROOT_PASSWORD={pw()}"),
    ("bootstrap", f"KEYCLOAK_ADMIN_PASSWORD={pw()}"),
    ("bootstrap", f"kubeadm certificate key {r.h(64)}"),
    ("bootstrap", f"etcdctl --user root:{pw()} get /"),
    ("bootstrap", f"Generated password for the elastic user: {r.s(20, URLSAFE)}"),
    ("bootstrap", f"rabbitmq default_pass = {pw()}"),
    # Russian accounting and government software
    ("ru-gov", f"1С: Srvr=\"srv1c\";Ref=\"buh\";Usr=\"Бухгалтер\";Pwd=\"{word_pw()}\";"),
    ("ru-gov", f"пин-код от рутокена {r.d(8)}"),
    ("ru-gov", f"пароль от ЭЦП директора: {word_pw()}"),
    ("ru-gov", f"пароль контейнера КриптоПро {pw()}"),
    ("ru-gov", f"СБИС: логин buh@acme.ru, пароль {pw()}"),
    ("ru-gov", f"Диадок API ключ клиента {r.s(40, AN)}"),
    ("ru-gov", f"Честный знак: токен {r.uuid()}"),
    ("ru-gov", f"Меркурий (ВетИС): логин vet-ivanov, пароль {word_pw()}"),
    ("ru-gov", f"ЕГАИС УТМ, пин-код ГОСТ {r.d(8)}, PIN RSA {r.d(8)}"),
    ("ru-gov", f"пароль от личного кабинета налогоплательщика {pw()}"),
    ("ru-gov", f"Контур.Экстерн: пароль {word_pw()}"),
    ("ru-gov", f"Банк-клиент Сбер Бизнес: логин ACME_BUH, пароль {pw()}"),
]

O = [
    ("export", "name,url,username,password\n# empty export, nothing saved yet"),
    ("export", "url,username,password,totp,extra,name,grouping,fav — LastPass's CSV header"),
    ("export", "{\"items\": [{\"name\": \"VPN\", \"login\": {\"username\": \"anna\", \"uris\": [\"https://vpn.acme.io\"]}}]}"),
    ("export", "# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html"),
    ("export", "{\"name\": \"prod\", \"values\": [{\"key\": \"baseUrl\", \"value\": \"https://api.acme.io\", \"enabled\": true}]}"),
    ("export", "\"source\": [\"import openai\\n\", \"client = openai.OpenAI()\\n\"]"),
    ("export", "\"attributes\": {\"username\": \"admin\", \"engine\": \"postgres\", \"port\": 5432}"),
    ("export", "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n\"AutoAdminLogon\"=\"0\""),
    ("export", "<AutoLogon>\n  <Enabled>false</Enabled>\n</AutoLogon>"),
    ("export", "<Server><Host>ftp.acme.ru</Host><User>upload</User><Logontype>3</Logontype></Server>"),
    ("export", "[Sessions\\ivan@ftp.acme.ru]\nHostName=ftp.acme.ru\nUserName=ivan\nPortNumber=22"),
    ("export", "define( 'WP_DEBUG', false );"),
    ("export", "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']"),
    ("export", "app.secret_key = os.urandom(32)"),
    ("export", "APP_ENV=prod"),
    ("export", "production:\n  secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>"),
    ("bootstrap", "Unseal Key 1..5 were split between five people; the root token was revoked"),
    ("bootstrap", "docker swarm join-token worker -q"),
    ("bootstrap", "K3S_URL=https://10.0.0.1:6443"),
    ("bootstrap", "consul: {\"datacenter\": \"dc1\", \"encrypt_verify_incoming\": true}"),
    ("bootstrap", "Jenkins initial admin password is in /var/jenkins_home/secrets/initialAdminPassword"),
    ("bootstrap", "/etc/gitlab/initial_root_password is deleted after 24 hours"),
    ("bootstrap", "MINIO_ROOT_USER=admin"),
    ("bootstrap", "KEYCLOAK_ADMIN=admin"),
    ("bootstrap", "etcdctl --endpoints=https://10.0.0.5:2379 endpoint health"),
    ("bootstrap", "rabbitmq default_user = app"),
    ("ru-gov", "1С: Srvr=\"srv1c\";Ref=\"buh\";"),
    ("ru-gov", "рутокен вставлен в USB, драйвер 4.15"),
    ("ru-gov", "ЭЦП директора действует до 12.03.2027"),
    ("ru-gov", "контейнер КриптоПро лежит на флешке в сейфе"),
    ("ru-gov", "СБИС: отчёт за 3 квартал сдан"),
    ("ru-gov", "Диадок: 12 входящих документов"),
    ("ru-gov", "Честный знак: код маркировки 010460043993125621JgXJ5.T"),
    ("ru-gov", "Меркурий (ВетИС): заявка на доступ одобрена"),
    ("ru-gov", "ЕГАИС УТМ обновлён до 4.2.0"),
    ("ru-gov", "Банк-клиент Сбер Бизнес: платёжка №482 на 12 500 ₽"),
]

if __name__ == "__main__":
    write_groups("s27s9", S, [], O)
