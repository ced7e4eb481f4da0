"""Write s27s.jsonl: the first blind secrets batch of stop 27, written before any stop-27 change and scored once
before any change for it (README). Kinds and shapes the earlier batches under-cover, learnt from the gitleaks and
trufflehog rule lists (kinds and formats only): messaging/push, payments (RU and world), web3 providers, media and
storage, network gear and home automation, package-manager and build-tool credential files, database and shell
commands with a password, 2FA backup codes and bank code words, PuTTY and OpenVPN key files, secrets split over a
line or wrapped in quotes and backticks, and card numbers in new spellings. Look-alikes: the same shapes holding
placeholders, public values (public keys, addresses, digests, ids) and talk about secrets. Rows carry their `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2727)
pw = r.password
B32 = "abcdefghijklmnopqrstuvwxyz234567"


def luhn(prefix: str, length: int) -> str:
    """A card number of `length` digits that starts with `prefix` and passes the Luhn check."""
    body = prefix + r.s(length - len(prefix) - 1, "0123456789", fake=False)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d -= 9 if d > 9 else 0
        total += d
    return body + str((10 - total % 10) % 10)


def spaced(number: str, sep: str = " ", size: int = 4) -> str:
    return sep.join(number[i:i + size] for i in range(0, len(number), size))


mir, amex, disc, maestro, mc, visa = luhn("2202", 16), luhn("37", 15), luhn("6011", 16), luhn("6762", 19), \
    luhn("51", 16), luhn("4", 16)
edgerc_secret = r.b64(32)
elastic = base64.b64encode(f"{r.s(20, AN)}:{r.s(22, URLSAFE)}".encode()).decode()
split_key = r.s(40, AN + "/+")

S = [
    # vendor formats with a prefix or a fixed shape
    ("vendor", f"XATA_API_KEY=xau_{r.s(32)}"),
    ("vendor", f"FCM server key: AAAA{r.s(7, URLSAFE)}:APA91b{r.s(134, URLSAFE)}"),
    ("vendor", f"ONESIGNAL_REST_API_KEY=os_v2_app_{r.s(100, B32, fake=False)}"),
    ("vendor", f"ably: {{ key: \"{r.s(6, AN)}.{r.s(6, AN)}:{r.s(43, URLSAFE)}\" }}"),
    ("vendor", f"PubNub keys — publish pub-c-{r.uuid()}, subscribe sub-c-{r.uuid()}, secret sec-c-{r.s(48, AN)}"),
    ("vendor", f"Telnyx API v2 key KEY0{r.s(32, '0123456789ABCDEF', fake=False)}_{r.s(22)}"),
    ("vendor", f"mandrill key md-{r.s(22)} for transactional mail"),
    ("vendor", f"MAILERSEND_API_KEY=mlsn.{r.h(64)}"),
    ("vendor", f"Razorpay: key_id rzp_live_{r.s(14)}, key_secret {r.s(24)}"),
    ("vendor", f"ADYEN_API_KEY=AQE{r.s(10, AN)}+{r.s(60, AN)}/{r.s(40, AN)}"),
    ("vendor", f"Mollie live key live_{r.s(30)} (test key is in the dashboard)"),
    ("vendor", f"Trello token ATTA{r.h(64)}{r.s(8, '0123456789ABCDEF', fake=False)}"),
    ("vendor", f"asana PAT 2/{r.d(16)}/{r.d(16)}:{r.h(32)}"),
    ("vendor", f"B2: keyID 005{r.h(22)}, applicationKey K005{r.s(27)}"),
    ("vendor", f"CLOUDINARY_URL=cloudinary://{r.d(15)}:{r.s(27, URLSAFE)}@acme-media"),
    ("vendor", f"Bitbucket app password ATBB{r.s(32)}{r.s(8, '0123456789ABCDEF', fake=False)}"),
    ("vendor", f"Dropbox access token sl.{r.s(138, URLSAFE)}"),
    ("vendor", f"MAPBOX_SECRET=sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6Im{r.s(20, AN)}In0.{r.s(22, URLSAFE)}"),
    ("vendor", f"portainer access token ptr_{r.s(43, AN + '+/')}="),
    ("vendor", f"rancher CLI: token-{r.s(5, LO, fake=False)}:{r.s(54, LO, fake=False)}"),
    ("vendor", f"Coralogix send-your-data key cxtp_{r.s(30)}"),
    ("vendor", f"cargo login cio{r.s(32)}"),
    ("vendor", f"INFISICAL_TOKEN=st.{r.uuid()}.{r.h(32)}.{r.h(32)}"),
    ("vendor", f"Salesforce session: 00D{r.s(12, AN)}!{r.s(96, AN + '._')}"),
    # known only by the name beside them
    ("context", f"ETHERSCAN_API_KEY={r.s(34, UP)}"),
    ("context", f"infura project secret: {r.h(32)}"),
    ("context", f"DADATA_TOKEN={r.h(40)}\nDADATA_SECRET={r.h(40)}"),
    ("context", f"Spotify app: client id {r.h(32)}, client secret {r.h(32)}"),
    ("context", f"reddit praw.ini: client_id={r.s(22, URLSAFE)} client_secret={r.s(30, URLSAFE)}"),
    ("context", f"telegram userbot: api_id={r.d(8)}, api_hash={r.h(32)}"),
    ("context", f"steam web api key {r.s(32, '0123456789ABCDEF', fake=False)}"),
    ("context", f"Rollbar post_server_item token {r.h(32)}"),
    ("context", f"pagerduty api key: u+{r.s(18, URLSAFE)}"),
    ("context", f"LIVEKIT_API_KEY=API{r.s(12)}\nLIVEKIT_API_SECRET={r.s(43, AN)}"),
    ("context", f"Atlas programmatic key: public {r.s(8, LO, fake=False)}, private {r.uuid()}"),
    ("context", f"UPSTASH_REDIS_REST_TOKEN=\"A{r.s(70, URLSAFE)}=\""),
    ("context", f"hue bridge username: {r.s(40, URLSAFE)}"),
    ("context", f"{{\"devId\": \"bf{r.h(20)}\", \"local_key\": \"{r.s(16, AN + '<>|[]#@')}\", \"version\": \"3.3\"}}"),
    ("context", f"api:\n  encryption:\n    key: \"{r.b64(32)}\"\nota:\n  - platform: esphome\n    password: \"{r.h(32)}\""),
    ("context", f"harbor robot account robot$ci-push, secret {r.s(32)}"),
    ("context", f"Tinkoff эквайринг: TerminalKey={r.d(13)}, Password={r.s(16, LO)}"),
    ("context", f"ЮKassa: shopId {r.d(6)}, секретный ключ live_{r.s(43, URLSAFE)}"),
    # config files and commands
    ("config", f"[default]\nclient_secret = {edgerc_secret}\nhost = akab-{r.s(16, LO)}-{r.s(16, LO)}.luna.akamaiapis.net\naccess_token = akab-{r.s(16, LO)}-{r.s(16, LO)}\nclient_token = akab-{r.s(16, LO)}-{r.s(16, LO)}"),
    ("config", f"snmp-server community {r.s(12, AN)} RO\nsnmp-server host 10.0.0.5"),
    ("config", "enable secret 5 $1$mERr$" + r.s(22, AN + "./", fake=False)),
    ("config", f"network={{\n    ssid=\"Dacha\"\n    psk=\"{pw()}\"\n}}"),
    ("config", "-----BEGIN OpenVPN Static key V1-----\n" + "\n".join(r.h(32) for _ in range(4)) + "\n..."),
    ("config", f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: ivan@laptop\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI{r.s(43, AN + '+/')}\nPrivate-Lines: 1\nAAAAI{r.s(43, AN + '+/')}\nPrivate-MAC: {r.h(64)}"),
    ("config", f"kubeadm join 10.0.0.1:6443 --token {r.s(6, LO, fake=False)}.{r.s(16, LO, fake=False)} --discovery-token-ca-cert-hash sha256:{r.h(64)}"),
    ("config", f"docker login -u ci-bot -p '{pw()}' registry.acme.io"),
    ("config", f"helm repo add acme https://charts.acme.io --username deploy --password {pw()}"),
    ("config", f"pip install --extra-index-url https://__token__:{r.s(40, URLSAFE)}@pypi.acme.dev/simple acme-core"),
    ("config", f"[acme-nexus]\nrepository = https://nexus.acme.ru/repository/pypi/\nusername = deploy\npassword = {pw()}"),
    ("config", f"<server>\n  <id>acme-releases</id>\n  <username>deployer</username>\n  <password>{pw()}</password>\n</server>"),
    ("config", f"signing.keyId=24875D73\nsigning.password={pw()}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg"),
    ("config", f"{{\"http-basic\": {{\"repo.packagist.com\": {{\"username\": \"token\", \"password\": \"{r.h(40)}\"}}}}}}"),
    ("config", f"npmRegistries:\n  \"//npm.acme.io/\":\n    npmAuthToken: \"{r.uuid()}\""),
    ("config", f"db_password = \"{pw()}\"\ndb_user = \"app\""),
    ("config", f"[web]\n10.0.0.12 ansible_user=deploy ansible_ssh_pass={pw()} ansible_become_pass={pw()}"),
    ("config", f"net use Z: \\\\fs01\\share /user:CORP\\ivan {pw()}"),
    ("config", f"$pw = ConvertTo-SecureString \"{pw()}\" -AsPlainText -Force"),
    ("config", f"ALTER USER reporting IDENTIFIED BY \"{pw()}\";"),
    ("config", f"mysqldump -uroot -p{pw()} shop > shop.sql"),
    ("config", f"sshpass -p '{pw()}' ssh pi@192.168.1.40"),
    ("config", f"mosquitto_pub -h mqtt.home -u sensor -P {pw()} -t home/temp -m 21"),
    ("config", f"Authorization: ApiKey {elastic}"),
    ("config", f"https://acmestore.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=rwdlac&se=2026-12-31T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig={r.s(43, AN + '%')}%3D"),
    ("config", f"\"private_key_id\": \"{r.h(40)}\",\n\"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC{r.s(60, AN + '+/')}\\n-----END PRIVATE KEY-----\\n\","),
    ("config", f"git remote set-url origin https://ivan:{r.s(32, AN)}@git.acme.ru/team/app.git"),
    # prose, RU and EN
    ("prose", f"пароль от госуслуг — {pw()}, логин номер телефона"),
    ("prose", f"пин-код от карты сбера {r.d(4)}, не путать с кодом от домофона"),
    ("prose", "кодовое слово в банке: ромашка1987"),
    ("prose", f"my Netflix login is anna.k@mail.com / {pw()}"),
    ("prose", f"GitHub recovery codes: {r.h(5)}-{r.h(5)} {r.h(5)}-{r.h(5)} {r.h(5)}-{r.h(5)} {r.h(5)}-{r.h(5)}"),
    ("prose", f"резервные коды гугла: {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}, {r.d(4)} {r.d(4)}"),
    ("prose", "сид-фраза от кошелька: whale invite orbit candy glove ribbon absurd tenant slogan mercy pupil fiber"),
    ("prose", f"Apple app-specific password for fastlane: {r.s(4, 'abcdefghijklmnopqrstuvwxyz', fake=False)}-{r.s(4, 'abcdefghijklmnopqrstuvwxyz', fake=False)}-{r.s(4, 'abcdefghijklmnopqrstuvwxyz', fake=False)}-{r.s(4, 'abcdefghijklmnopqrstuvwxyz', fake=False)}"),
    ("prose", f"the router admin is admin/{pw()}, change it later"),
    ("prose", f"пароль на архив с документами: {r.s(10, AN)}"),
    ("prose", f"Vika's iCloud password is {pw()} (she asked me to keep it)"),
    ("prose", f"в 1С заходим под Бухгалтер, пароль {pw()}"),
    ("prose", "passphrase for the backup disk: correct-orbit-lemon-falcon-42"),
    ("prose", f"master password for KeePass = {pw()}"),
    # split, quoted, backticks, chat pastes
    ("split", f"AWS creds for the backup job:\naws_access_key_id = AKIA{r.s(16, UP)}\naws_secret_access_key =\n    {split_key}"),
    ("split", f"export GITHUB_TOKEN=\"ghp_{r.s(18)}\\\n{r.s(18)}\""),
    ("split", f"ключ API (в бэктиках, чтобы не побился): `{r.s(40, AN)}`"),
    ("split", f"here's the Sentry auth token, quoted: \"{r.h(64)}\""),
    ("split", f"> token\n> {r.s(48, URLSAFE)}\nthat's the one for the staging bot"),
    ("split", f"- login: admin\n- pass: '{pw()}'"),
    ("split", f"password\n{pw()}\n(that's for the VPN)"),
    # cards in new spellings
    ("card", f"Мир {spaced(mir)}, срок 11/28"),
    ("card", f"AmEx {amex[:4]} {amex[4:10]} {amex[10:]}"),
    ("card", f"card no. {disc} exp 12/27"),
    ("card", f"Maestro {spaced(maestro)}"),
    ("card", f"{{\"pan\": \"{mc}\", \"exp\": \"0928\"}}"),
    ("card", f"номер карты {spaced(visa, '.')}"),
]

O = [
    # vendor-shaped look-alikes: placeholders, masks, public values
    ("vendor", "XATA_API_KEY=xau_your_api_key_here"),
    ("vendor", "FCM server keys are deprecated; migrate to the HTTP v1 API with a service account"),
    ("vendor", "ONESIGNAL_APP_ID=" + r.uuid()),
    ("vendor", "ably: { key: process.env.ABLY_API_KEY }"),
    ("vendor", f"PubNub subscribe key sub-c-{r.uuid()} is safe to ship in the app"),
    ("vendor", "Razorpay: key_id rzp_test_XXXXXXXXXXXXXX, key_secret <from dashboard>"),
    ("vendor", "Mollie test keys start with test_, live keys with live_"),
    ("vendor", "CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name>"),
    ("vendor", "Dropbox short-lived tokens start with sl. and expire after four hours"),
    ("vendor", "MAPBOX_PUBLIC_TOKEN is the pk. one; the sk. token stays on the server"),
    ("vendor", "cargo login reads the token from stdin if you don't pass it"),
    ("vendor", "Salesforce org id 00D5g000004XyzAEAS"),
    # ids and public values beside key words
    ("context", f"Etherscan tx 0x{r.h(64)}"),
    ("context", f"wallet address 0x{r.h(40)}"),
    ("context", f"Spotify playlist https://open.spotify.com/playlist/{r.s(22, AN)}"),
    ("context", f"telegram chat_id=-100{r.d(10)}"),
    ("context", f"steam id 7656119{r.d(10)}"),
    ("context", f"Rollbar item #{r.d(5)}, occurrence {r.h(32)[:12]}"),
    ("context", f"pagerduty incident P{r.s(6, UP)} acknowledged"),
    ("context", f"Atlas cluster id {r.h(24)}"),
    ("context", f"hue bridge id {r.s(16, '0123456789ABCDEF', fake=False)}, ip 192.168.1.44"),
    ("context", f"{{\"devId\": \"bf{r.h(20)}\", \"name\": \"kitchen plug\", \"version\": \"3.3\"}}"),
    ("context", "Tinkoff эквайринг: TerminalKey и пароль лежат в личном кабинете"),
    ("context", "ЮKassa: shopId и секретный ключ берём из переменных окружения"),
    # config shapes without the secret
    ("config", "snmp-server community <COMMUNITY> RO"),
    ("config", "network={\n    ssid=\"Dacha\"\n    key_mgmt=NONE\n}"),
    ("config", "kubeadm token create --print-join-command"),
    ("config", f"--discovery-token-ca-cert-hash sha256:{r.h(64)}"),
    ("config", "echo \"$CI_REGISTRY_PASSWORD\" | docker login -u ci-bot --password-stdin registry.acme.io"),
    ("config", "helm repo add acme https://charts.acme.io --username deploy --password-stdin"),
    ("config", "pip install --extra-index-url https://pypi.acme.dev/simple acme-core"),
    ("config", "<server>\n  <id>acme-releases</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASS}</password>\n</server>"),
    ("config", "signing.keyId=24875D73\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg"),
    ("config", "npmRegistries:\n  \"//npm.acme.io/\":\n    npmAuthToken: \"${NPM_TOKEN}\""),
    ("config", "db_password = var.db_password\ndb_user = \"app\""),
    ("config", "[web]\n10.0.0.12 ansible_user=deploy ansible_ssh_private_key_file=~/.ssh/deploy"),
    ("config", "$pw = Read-Host -AsSecureString \"Password\""),
    ("config", "mysqldump -uroot -p shop > shop.sql"),
    ("config", "mosquitto_pub -h mqtt.home -t home/temp -m 21"),
    ("config", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r.s(43, AN + "+/") + " ivan@laptop"),
    ("config", "https://acmestore.blob.core.windows.net/public/logo.png"),
    ("config", f"docker pull ghcr.io/acme/app@sha256:{r.h(64)}"),
    ("config", f"\"integrity\": \"sha512-{r.b64(64)}\""),
    ("config", "git remote set-url origin git@git.acme.ru:team/app.git"),
    # talk about secrets without one
    ("prose", "пароль от госуслуг поменяла, новый записан в менеджере паролей"),
    ("prose", "пин-код от карты сбросила в приложении"),
    ("prose", "кодовое слово в банке поменяла в отделении"),
    ("prose", "Netflix login is my work email; the password is in 1Password"),
    ("prose", "GitHub recovery codes are printed and in the safe"),
    ("prose", "резервные коды гугла распечатаны и лежат в сейфе"),
    ("prose", "сид-фразу от кошелька храню на бумаге, в двух местах"),
    ("prose", "Apple app-specific passwords are made at appleid.apple.com"),
    ("prose", "the router admin page is at 192.168.0.1"),
    ("prose", "The docs: https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens"),
    ("prose", "токен живёт 3600 секунд, потом нужен refresh"),
    ("prose", "JWT is header.payload.signature, each part base64url"),
    # shapes with ordinary values
    ("split", f"commit {r.h(40)}\nAuthor: Ivan <ivan@acme.ru>"),
    ("split", f"trace_id={r.h(32)} span_id={r.h(16)}"),
    ("split", "`YOUR_API_KEY` goes in the header"),
    ("split", "- login: admin\n- pass: see Vaultwarden"),
    ("split", f"request id `{r.uuid()}`"),
    ("split", f"<img src=\"data:image/png;base64,iVBORw0KGgo{r.b64(60)}\">"),
    # PII kept, numbers that are not cards
    ("card", "IBAN GB82 WEST 1234 5698 7654 32 — для перевода за квартиру"),
    ("card", "телефон курьера +7 (495) 123-45-67"),
    ("card", "карта *4821 привязана к Яндекс Такси"),
    ("card", "ИНН 7707083893, КПП 773601001"),
    ("card", "заказ № 100245778 от 12.03, трек RA644120735RU"),
    ("card", "ISBN 978-5-389-07435-4"),
]

if __name__ == "__main__":
    write_groups("s27s", S, [], O)
