"""Write s29s4.jsonl: the fourth blind secrets batch of stop 29, written before any stop-29 change and scored once
before any change for it (README). Config shapes no earlier batch wrote: Docker config.json auths, .npmrc _auth and
_password, pip.conf index-url with creds, composer auth.json, gradle.properties, wpa_supplicant psk,
NetworkManager keyfiles, Samba/CIFS credentials, rsyncd.secrets, htpasswd lines, redis requirepass, mosquitto,
OpenVPN auth files, Laravel APP_KEY, Rails secret_key_base, Flask SECRET_KEY, Jenkins, Postfix sasl_passwd,
fetchmailrc, msmtprc, Ruby/PHP/C# config snippets, Windows cmdkey and net use, PowerShell SecureString from plain
text, sshpass, mysql -p, Spring YAML. Look-alikes: the same files with placeholders, env references and public
values. Rows carry `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, R, write_groups  # noqa: E402

r = R(2900_04)
pw = r.password

S = [
    ("config", '{\n  "auths": {\n    "registry.example.com": {\n      "auth": "' + base64.b64encode(f"deploy:{pw()}".encode()).decode() + '"\n    }\n  }\n}'),
    ("config", f"//registry.npmjs.org/:_authToken=npm_{r.s(36)}"),
    ("config", f"_auth = {base64.b64encode(f'ci-bot:{pw()}'.encode()).decode()}\nemail = ci@example.com"),
    ("config", f"[global]\nindex-url = https://builder:{pw()}@pypi.internal.example.com/simple"),
    ("config", '{"http-basic": {"repo.packagist.com": {"username": "token", "password": "' + r.h(40) + '"}}}'),
    ("config", f"mavenUser=deployer\nmavenPassword={pw()}"),
    ("config", f'network={{\n    ssid="HomeNet"\n    psk="{r.pick(["sunnyhouse2020", "Kv@rtira77"])}"\n}}'),
    ("config", f"[wifi-security]\nkey-mgmt=wpa-psk\npsk={pw()}"),
    ("config", f"username=backup\npassword={pw()}\ndomain=WORKGROUP"),
    ("config", f"//nas/share /mnt/share cifs username=anna,password={pw()},uid=1000 0 0"),
    ("config", f"# /etc/rsyncd.secrets\nbackup:{pw()}"),
    ("config", f"admin:$apr1${r.s(8, AN, False)}${r.s(22, AN + './', False)}"),
    ("config", f"requirepass {pw()}"),
    ("config", f"# mosquitto passwd\nsensor1:$7$101${r.b64(12)}${r.b64(64)}"),
    ("config", f"auth-user-pass creds.txt\n# creds.txt:\nvpnuser\n{pw()}"),
    ("config", f"APP_KEY=base64:{r.b64(32)}"),
    ("config", f"production:\n  secret_key_base: {r.h(128)}"),
    ("config", f"app.config['SECRET_KEY'] = '{r.s(32)}'"),
    ("config", f"[smtp.gmail.com]:587 me@gmail.com:{r.s(16, 'abcdefghijklmnopqrstuvwxyz', False)}"),
    ("config", f"poll imap.yandex.ru protocol IMAP user \"ivan\" password \"{pw()}\""),
    ("config", f"account default\nhost smtp.mail.ru\nuser ivan@mail.ru\npassword {pw()}"),
    ("config", f"cmdkey /add:fileserver /user:CORP\\svc_backup /pass:{pw()}"),
    ("config", f"net use Z: \\\\fs01\\share {pw()} /user:CORP\\anna"),
    ("config", f"$pw = ConvertTo-SecureString '{pw()}' -AsPlainText -Force"),
    ("config", f"sshpass -p '{pw()}' ssh deploy@10.0.0.5"),
    ("config", f"mysql -u root -p{pw()} shop < dump.sql"),
    ("config", f"spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n    username: app\n    password: {pw()}"),
    ("config", f'var client = new SmtpClient("smtp.office365.com") {{ Credentials = new NetworkCredential("noreply@corp.com", "{pw()}") }};'),
    ("config", f"$db_pass = '{pw()}';  // config.php"),
    ("config", f"<add key=\"ApiSecret\" value=\"{r.s(32)}\" />"),
]

O = [
    ("config", '{\n  "auths": {\n    "registry.example.com": {}\n  },\n  "credsStore": "desktop"\n}'),
    ("config", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("config", "[global]\nindex-url = https://pypi.org/simple\ntimeout = 60"),
    ("config", "mavenUser=deployer\nmavenPassword=${env.MAVEN_PASSWORD}"),
    ("config", 'network={\n    ssid="HomeNet"\n    key_mgmt=NONE\n}'),
    ("config", "//nas/share /mnt/share cifs credentials=/root/.smbcred,uid=1000 0 0"),
    ("config", "requirepass is commented out in redis.conf, so redis runs without auth"),
    ("config", "APP_KEY= (run php artisan key:generate)"),
    ("config", "production:\n  secret_key_base: <%= ENV[\"SECRET_KEY_BASE\"] %>"),
    ("config", "app.config['SECRET_KEY'] = os.environ['SECRET_KEY']"),
    ("config", "cmdkey /list shows no stored credentials on the build box"),
    ("config", "$pw = Read-Host 'Password' -AsSecureString"),
    ("config", "sshpass -f ~/.sshpass ssh deploy@10.0.0.5"),
    ("config", "mysql -u root -p shop < dump.sql   # it asks for the password"),
    ("config", "spring:\n  datasource:\n    url: jdbc:postgresql://db:5432/app\n    username: app\n    password: ${DB_PASSWORD}"),
    ("config", '<add key="ApiBaseUrl" value="https://api.example.com/v2" />'),
    ("config", "net use Z: \\\\fs01\\share /persistent:yes"),
    ("config", "fetchmail polls imap.yandex.ru every 5 minutes"),
    ("config", "docker login registry.example.com -u deploy --password-stdin < token.txt"),
    ("config", "pip.conf lives in ~/.config/pip/pip.conf on Linux"),
]

if __name__ == "__main__":
    write_groups("s29s4", S, [], O)
