"""Write s28s7.jsonl: the seventh blind secrets batch of stop 28, written after the s28s6 changes and scored once before
any change for it (README): 37/40 = 92.5 % secrets refused blind (misses: `kinit … <<< '<pw>'`, an ipsec.secrets PSK
line, an ERB `ENV.fetch('X', '<pw>')` default under `password:`), 1/28 ordinary refused (a Firebase web config's AIza key:
relabelled a secret, see below). Credential files and key material as they are pasted whole: .git-credentials, .pypirc,
.npmrc, composer auth.json, Maven settings.xml, gradle.properties, terraform.tfvars, Ansible inventory, rclone.conf,
.s3cfg, boto, docker config.json, PuTTY .ppk, PGP private key blocks, keystore passwords, OAuth token responses,
Firebase admin and service-account files, SAML/LDAP binds, Kerberos, VNC, WireGuard, IPsec; RU/EN comments around.
Look-alikes: the same files with the secret left out, public halves, public client configs. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_07)
pw = r.password
B64 = AN + "+/"

S = [
    ("file", f"~/.git-credentials:\nhttps://ivan:{r.s(20)}@git.acme.ru"),
    ("file", f"[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = pypi-AgEIcHlwaS5vcmc{r.s(60, URLSAFE)}"),
    ("file", f"//npm.acme.ru/:_authToken={r.uuid()}"),
    ("file", f'{{"http-basic": {{"repo.magento.com": {{"username": "{r.h(32)}", "password": "{r.h(32)}"}}}}}}'),
    ("file", f"<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>{pw()}</password>\n</server>"),
    ("file", f"systemProp.https.proxyPassword={pw()}"),
    ("file", f"signing.password={pw()}\nsigning.keyId=24875D73"),
    ("file", f'hcloud_token = "{r.s(64)}"\nlocation = "fsn1"'),
    ("file", f"[web]\n10.0.0.5 ansible_user=deploy ansible_password={pw()}"),
    ("file", f"[gdrive]\ntype = drive\ntoken = {{\"access_token\":\"ya29.{r.s(100, URLSAFE)}\",\"token_type\":\"Bearer\",\"refresh_token\":\"1//0{r.s(90, URLSAFE)}\"}}"),
    ("file", f"[default]\naccess_key = {r.s(20, UP)}\nsecret_key = {r.s(40, B64)}\nhost_base = storage.yandexcloud.net"),
    ("file", f"[Credentials]\ngs_oauth2_refresh_token = 1//0{r.s(90, URLSAFE)}"),
    ("file", f'{{"auths": {{"ghcr.io": {{"auth": "{__import__("base64").b64encode(("ivan:ghp_" + r.s(36)).encode()).decode()}"}}}}}}'),
    ("file", f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ivan@work\nPublic-Lines: 2\n{r.s(64, B64)}\n{r.s(20, B64)}\nPrivate-Lines: 1\n{r.s(44, B64)}\nPrivate-MAC: {r.h(64)}"),
    ("file", f"-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQVYBGV{r.s(60, B64)}\n{r.s(64, B64)}\n-----END PGP PRIVATE KEY BLOCK-----"),
    ("file", f"keytool -importkeystore -srckeystore app.p12 -srcstorepass {pw()} -destkeystore app.jks"),
    ("file", f"server.ssl.key-store-password={pw()}"),
    ("file", f'{{"access_token":"{r.s(40, URLSAFE)}","expires_in":3600,"refresh_token":"{r.s(40, URLSAFE)}","token_type":"bearer"}}'),
    ("file", f'{{"type": "service_account", "client_email": "bot@acme.iam.gserviceaccount.com", "private_key": "-----BEGIN RSA PRIVATE KEY-----\\nMIIEpA{r.s(50, B64)}\\n-----END RSA PRIVATE KEY-----"}}'),
    ("file", f"ldap:\n  bind_dn: cn=svc,ou=apps,dc=acme,dc=ru\n  bind_password: {pw()}"),
    ("file", f"kinit admin@ACME.RU <<< '{pw()}'"),
    ("file", f"vncpasswd: {r.s(8)}\n(x11vnc -rfbauth ~/.vnc/passwd)"),
    ("file", f"[Peer]\nPublicKey = {r.s(43, B64)}=\nPresharedKey = {r.s(43, B64)}=\nEndpoint = vpn.acme.ru:51820"),
    ("file", f"conn office\n  left=%defaultroute\n  right=vpn.acme.ru\n  authby=secret\n: PSK \"{pw()}\""),
    ("file", f"ipsec.secrets:\n%any %any : PSK \"{r.s(24)}\""),
    ("file", f"define('DB_PASSWORD', '{pw()}');"),
    ("file", f"$databases['default']['default'] = ['username' => 'drupal', 'password' => '{pw()}'];"),
    ("file", f"database.yml:\nproduction:\n  adapter: postgresql\n  password: <%= ENV.fetch('X', '{pw()}') %>"),
    ("file", f"appsettings.json: \"ConnectionStrings\": {{ \"Default\": \"Server=sql1;Database=crm;User Id=sa;Password={pw()};\" }}"),
    ("file", f"FIREBASE_PRIVATE_KEY=\"-----BEGIN PRIVATE KEY-----\\nMIIEvQ{r.s(60, B64)}\\n-----END PRIVATE KEY-----\\n\""),
    ("file", f"sentry.properties:\ndefaults.org=acme\nauth.token={r.h(64)}"),
    ("file", f".env.production\nNEXTAUTH_SECRET={r.b64(32)}\nNEXTAUTH_URL=https://app.acme.io"),
    ("file", f"settings.py: EMAIL_HOST_PASSWORD = '{r.s(16, LO)}'"),
    ("file", f"config/master.key: {r.h(32)}"),
    ("file", f"fly secrets set DATABASE_URL=postgres://app:{r.s(20)}@acme-db.flycast:5432/app"),
    ("file", f"heroku config:set STRIPE_KEY=sk_live_{r.s(24)}"),
    ("file", f"gh secret set NPM_TOKEN --body npm_{r.s(36)}"),
    ("file", f"kubectl create secret generic db --from-literal=password={pw()}"),
    ("file", f"vault kv put secret/app api_key={r.s(32)}"),
    # written as a look-alike and scored so blind (the 1 ordinary refusal); relabelled: the project refuses every AIza key,
    # a Firebase web key too (holdout5 "Firebase web API key AIza…" is a secret)
    ("file", f'const firebaseConfig = {{ apiKey: "AIza{r.s(35, URLSAFE)}", authDomain: "acme-app.firebaseapp.com", projectId: "acme-app" }}  // public web config'),
    ("file", f"az login --service-principal -u {r.uuid()} -p {r.s(3)}8Q~{r.s(31, AN + '._-~')} --tenant {r.uuid()}"),
]

O = [
    ("file", "~/.git-credentials is created by `git config credential.helper store`"),
    ("file", "[pypi]\nusername = __token__\npassword = ${PYPI_TOKEN}"),
    ("file", "//npm.acme.ru/:_authToken=${NPM_TOKEN}"),
    ("file", "<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>"),
    ("file", "signing.keyId=24875D73\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg"),
    ("file", 'hcloud_token = var.hcloud_token\nlocation = "fsn1"'),
    ("file", "[web]\n10.0.0.5 ansible_user=deploy ansible_ssh_private_key_file=~/.ssh/deploy"),
    ("file", "[default]\nhost_base = storage.yandexcloud.net\nuse_https = True"),
    ("file", f"[Peer]\nPublicKey = {r.s(43, B64)}=\nAllowedIPs = 10.8.0.0/24\nEndpoint = vpn.acme.ru:51820"),
    ("file", "conn office\n  left=%defaultroute\n  right=vpn.acme.ru\n  authby=rsasig"),
    ("file", "define('DB_PASSWORD', getenv('DB_PASSWORD'));"),
    ("file", "database.yml:\nproduction:\n  adapter: postgresql\n  password: <%= ENV['DB_PASSWORD'] %>"),
    ("file", '"ConnectionStrings": { "Default": "Server=sql1;Database=crm;Integrated Security=true;" }'),
    ("file", "NEXTAUTH_URL=https://app.acme.io\nNEXTAUTH_SECRET= # generate with openssl rand -base64 32"),
    ("file", "kubectl create secret generic db --from-file=password=./pw.txt"),
    ("file", "vault kv get -field=api_key secret/app"),
    ("file", "gh secret set NPM_TOKEN < token.txt"),
    ("file", "heroku config:get STRIPE_KEY -a acme-prod"),
    ("file", f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{r.s(60, B64)} ivan@work"),
    ("file", f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBGV{r.s(60, B64)}\n-----END PGP PUBLIC KEY BLOCK-----"),
    ("file", "keytool -list -v -keystore app.jks (asks for the store password)"),
    ("file", "server.ssl.key-store=classpath:keystore.p12\nserver.ssl.key-store-type=PKCS12"),
    ("file", '{"expires_in":3600,"token_type":"bearer","scope":"read"}'),
    ("file", "ldap:\n  bind_dn: cn=svc,ou=apps,dc=acme,dc=ru\n  bind_password_file: /run/secrets/ldap"),
    ("file", "kinit -kt /etc/krb5.keytab HTTP/web.acme.ru@ACME.RU"),
    ("file", "sentry.properties:\ndefaults.org=acme\ndefaults.project=web"),
    ("file", "az login --use-device-code"),
]

if __name__ == "__main__":
    write_groups("s28s7", S, [], O)
