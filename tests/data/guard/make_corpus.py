"""Write the guard's labelled corpus: secrets.jsonl, injections.jsonl, ordinary.jsonl (this folder).

`python tests/data/guard/make_corpus.py` rewrites them; the seed is fixed, so the files are stable.
`build(seed, rounds)` is also used by bench/guard.py for a larger corpus of the same families.
Each line: {"text": ..., "family": ..., "kind": ..., "lang": "en"|"ru"}; for secrets also
"value", the part that must never be echoed or stored.
"""

from __future__ import annotations

import base64
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, CONTEXT, HEX, URLSAFE, VENDOR, R  # noqa: E402
from text_corpus import injections, ordinary  # noqa: E402

SEED = 20261202

EN_VENDOR = [
    "my {svc} key is {v}", "Use {v} for the staging deploy.", "{NAME}={v}", 'export {NAME}="{v}"',
    "{name}: {v}", '{{"{name}": "{v}"}}', "The CI pipeline authenticates with {v}", "token for {svc}: {v}",
    "here's the prod credential {v} — keep it handy", "- {NAME}: '{v}'",
]
RU_VENDOR = [
    "Токен для {svc}: {v}", "Вот ключ {v}, сохрани его", "ключ API от прода — {v}",
    "Запомни мой токен {svc}: {v}", "в .env лежит {NAME}={v}", "Для деплоя используем {v}",
]
EN_CONTEXT = [
    "{name}={v}", "{name}: {v}", '"{name}": "{v}"', "{name} = '{v}'", "the {name} is {v}",
    "set {name} to {v} in the vault", "export {name}={v}",
]
RU_CONTEXT = ["мой {name} — {v}", "{name}: {v} (прод)", "в конфиге {name} = {v}", "значение {name}: {v}"]


def _svc(kind: str) -> str:
    return kind.split()[0]


def secrets(r: R, rounds: int = 1) -> list[dict]:
    out: list[dict] = []

    def add(text: str, value: str, kind: str, family: str, lang: str) -> None:
        out.append({"text": text, "family": family, "kind": kind, "lang": lang, "value": value})

    for _ in range(rounds):
        for kind, name, gen in VENDOR:
            for lang, templates, n in (("en", EN_VENDOR, 2), ("ru", RU_VENDOR, 1)):
                for template in r.rng.sample(templates, n):
                    v = gen(r)
                    add(template.format(svc=_svc(kind), v=v, NAME=name, name=name.lower()), v, kind, "vendor", lang)
        for kind, names, gen in CONTEXT:
            for lang, templates, n in (("en", EN_CONTEXT, 2), ("ru", RU_CONTEXT, 1)):
                for template in r.rng.sample(templates, n):
                    v = gen(r)
                    add(template.format(name=r.pick(names), v=v), v, kind, "context", lang)
        for maker in SHAPES:
            for text, value, kind, family, lang in maker(r):
                add(text, value, kind, family, lang)
    return out


# ---------------------------------------------------------------- shapes: config files, keys, prose, cards

def _pw(r: R) -> str:
    return r.password()


def client_pairs(r: R):
    for lang in ("en", "ru", "en"):
        cid, sec = r.d(12) + "-" + r.s(32, "abcdefghijklmnopqrstuvwxyz0123456789") + ".apps.googleusercontent.com", r.s(24, URLSAFE)
        text = r.pick([f"client_id: {cid}\nclient_secret: {sec}", f"OAuth app: id {cid}, secret {sec}",
                       f"Клиент OAuth: client id {cid}, секрет {sec}"] if lang == "ru" else
                      [f"client_id={cid} client_secret={sec}", f"OAuth app: id {cid}, secret {sec}",
                       f"CLIENT_ID={r.uuid()}\nCLIENT_SECRET={sec}"])
        yield text, sec, "client secret beside client id", "context", lang


def config_files(r: R):
    pw = _pw(r)
    yield f"~/.netrc:\nmachine api.example.com\n  login anna@example.com\n  password {pw}", pw, ".netrc", "config", "en"
    pw = _pw(r)
    yield f"machine github.com login annap password {pw}", pw, ".netrc", "config", "en"
    pw = _pw(r)
    yield f"в .netrc: machine ftp.example.ru login ivan password {pw}", pw, ".netrc", "config", "ru"
    pw = _pw(r)
    yield f"db.internal:5432:app:app_user:{pw}", pw, ".pgpass", "config", "en"
    pw = _pw(r)
    yield f"строка из ~/.pgpass: localhost:5432:*:postgres:{pw}", pw, ".pgpass", "config", "ru"
    pw = _pw(r)
    yield f"*:*:billing:report_ro:{pw}", pw, ".pgpass", "config", "en"
    key = base64.b64encode(b"-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA" + r.s(60).encode()).decode()
    yield (f"users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi\n    client-key-data: {key}",
           key, "kubeconfig client key", "config", "en")
    key = base64.b64encode(b"-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI" + r.s(60).encode()).decode()
    yield f"в kubeconfig прода client-key-data: {key}", key, "kubeconfig client key", "config", "ru"
    tok = _jwt(r, {"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:default:deployer"})
    yield f"users:\n- name: deployer\n  user:\n    token: {tok}", tok, "kubeconfig token", "config", "en"
    for name in ("DB_PASSWORD", "POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "REDIS_PASSWORD", "SMTP_PASS",
                 "RABBITMQ_DEFAULT_PASS", "ADMIN_PASS"):
        pw = _pw(r)
        lang = r.pick(["en", "ru"])
        text = f"{name}={pw}" if lang == "en" else f"в .env прода: {name}={pw}"
        yield text, pw, ".env password", "config", lang
    auth = base64.b64encode(f"anna:{_pw(r)}".encode()).decode()
    yield ('{"auths": {"registry.example.com": {"auth": "' + auth + '"}}}', auth, "docker config auth", "config", "en")
    auth = base64.b64encode(f"ci-bot:{_pw(r)}".encode()).decode()
    yield f"~/.docker/config.json: \"auth\": \"{auth}\"", auth, "docker config auth", "config", "en"
    tok = "npm_" + r.s(36)
    yield f"//registry.npmjs.org/:_authToken={tok}", tok, ".npmrc token", "config", "en"
    tok = r.uuid()
    yield f".npmrc: //npm.pkg.example.com/:_authToken={tok}", tok, ".npmrc token", "config", "en"
    pw = _pw(r)
    yield f"[pypi]\nusername = anna\npassword = {pw}", pw, ".pypirc password", "config", "en"
    h = "$apr1$" + r.s(8, AN) + "$" + r.s(22, AN + "./")
    yield f"admin:{h}", h, "htpasswd entry", "config", "en"
    h = "$6$" + r.s(16, AN) + "$" + r.s(86, AN + "./")
    yield f"root:{h}:19700:0:99999:7:::", h, "shadow entry", "config", "en"
    k = r.b64(32)
    yield f"[Interface]\nAddress = 10.0.0.2/32\nPrivateKey = {k}", k, "WireGuard private key", "config", "en"
    k = r.b64(32)
    yield f"WireGuard на ноутбуке: PrivateKey = {k}", k, "WireGuard private key", "config", "ru"
    pw = _pw(r)
    yield f'<add key="ClearTextPassword" value="{pw}" />', pw, "NuGet config password", "config", "en"
    pw = _pw(r)
    yield f"spring.datasource.password={pw}", pw, "properties password", "config", "en"
    pw = _pw(r)
    yield f"ansible_ssh_pass: {pw}", pw, "Ansible password", "config", "en"
    pw = _pw(r)
    yield f"[client]\nuser=root\npassword={pw}", pw, "my.cnf password", "config", "en"
    tok = r.s(40)
    yield f"~/.git-credentials: https://anna:{tok}@github.com", tok, ".git-credentials", "config", "en"
    sec = r.s(40, AN + "/+")
    yield (f"[default]\naws_access_key_id = AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}\naws_secret_access_key = {sec}",
           sec, "AWS credentials file", "config", "en")
    pk = "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + r.s(64, AN + "+/") + "\\n-----END PRIVATE KEY-----\\n"
    yield ('{"type": "service_account", "project_id": "demo-fake", "private_key_id": "' + r.h(40) +
           '", "private_key": "' + pk + '"}', pk[40:80], "GCP service account", "config", "en")


def connection_strings(r: R):
    shapes = [
        ("postgresql://app:{pw}@db.internal:5432/app", "en"),
        ("mongodb+srv://admin:{pw}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true", "en"),
        ("mysql://root:{pw}@127.0.0.1:3306/shop", "en"),
        ("redis://default:{pw}@cache.example.com:6379/0", "en"),
        ("amqp://guest:{pw}@rabbit:5672/", "en"),
        ("Server=tcp:sql.example.net,1433;Database=crm;User ID=sa;Password={pw};Encrypt=true", "en"),
        ("jdbc:postgresql://db:5432/app?user=report&password={pw}", "en"),
        ("Host=db;Port=5432;Username=app;Password={pw};Database=app", "en"),
        ("Строка подключения: postgres://ivan:{pw}@10.0.0.12/crm", "ru"),
        ("база прода — mysql://admin:{pw}@prod-db:3306/main", "ru"),
        ("ftp://upload:{pw}@files.example.org/incoming", "en"),
        ("smtp://mailer:{pw}@smtp.example.com:587", "en"),
        ("Data Source=db01;Initial Catalog=erp;User Id=erp;Pwd={pw};", "en"),
        ("ClickHouse: clickhouse://default:{pw}@ch.internal:9000/logs", "en"),
    ]
    for shape, lang in shapes:
        pw = _pw(r)
        yield shape.format(pw=pw), pw, "connection string password", "connection", lang
    key = r.b64(64)
    yield (f"DefaultEndpointsProtocol=https;AccountName=fakestore;AccountKey={key};EndpointSuffix=core.windows.net",
           key, "Azure storage key", "connection", "en")
    sig = r.s(43, AN + "%")
    yield (f"https://fakestore.blob.core.windows.net/backups?sv=2022-11-02&ss=b&srt=o&sp=rl&se=2027-01-01&sig={sig}%3D",
           sig, "Azure SAS token", "connection", "en")
    key = r.b64(32)
    yield (f"Endpoint=sb://fake.servicebus.windows.net/;SharedAccessKeyName=root;SharedAccessKey={key}",
           key, "Azure service bus key", "connection", "en")


def private_keys(r: R):
    for label in ("RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY",
                  "DSA PRIVATE KEY", "PGP PRIVATE KEY BLOCK"):
        body = r.b64(96)
        lang = r.pick(["en", "ru"])
        intro = "my deploy key:\n" if lang == "en" else "мой ключ для сервера:\n"
        yield f"{intro}-----BEGIN {label}-----\n{body}\n-----END {label}-----", body, "private key", "private-key", lang
    body = r.b64(60)
    yield (f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\n{body}", body, "PuTTY key",
           "private-key", "en")
    body = r.b64(90)
    yield f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----", body, "certificate", "private-key", "en"
    body = r.b64(80)
    yield f"сертификат клиента:\n-----BEGIN CERTIFICATE-----\n{body}", body, "certificate", "private-key", "ru"


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _jwt(r: R, claims: dict) -> str:
    head = _b64url(json.dumps({"alg": r.pick(["HS256", "RS256"]), "typ": "JWT"}).encode())
    body = _b64url(json.dumps({**claims, "iat": 1767225600 + r.rng.randrange(10**6)}).encode())
    return f"{head}.{body}.{r.s(43, URLSAFE)}"


def jwts(r: R):
    for lang, tpl in (("en", "session token {v}"), ("en", "Authorization: Bearer {v}"),
                      ("ru", "JWT для тестового стенда: {v}"), ("en", "refresh_token={v}"),
                      ("ru", "Токен доступа {v} действует час")):
        v = _jwt(r, {"sub": r.d(6), "name": "Fake User", "role": r.pick(["admin", "user"])})
        yield tpl.format(v=v), v.split(".")[1], "JWT", "jwt", lang


def headers(r: R):
    v = r.s(40, URLSAFE)
    yield f"curl -H 'Authorization: Bearer {v}' https://api.example.com/v1/me", v, "bearer token", "header", "en"
    v = base64.b64encode(f"admin:{_pw(r)}".encode()).decode()
    yield f"Authorization: Basic {v}", v, "basic auth header", "header", "en"
    pw = _pw(r)
    yield f"curl -u deploy:{pw} https://ci.example.com/job/build", pw, "curl credentials", "header", "en"
    v = r.s(32)
    yield f"curl -H \"X-API-Key: {v}\" https://api.example.com/items", v, "API key header", "header", "en"
    v = r.s(48, URLSAFE)
    yield f"Cookie: sessionid={v}; csrftoken=abc", v, "session cookie", "header", "en"
    v = r.s(40, URLSAFE)
    yield f"Для API нужен заголовок Authorization: Bearer {v}", v, "bearer token", "header", "ru"


def prose_passwords(r: R):
    en = ["my password is {pw}", "The wifi password is {pw}", "login anna / pass {pw}",
          "password for the router: {pw}", "use {pw} as the password for the admin panel",
          "credentials for the NAS: admin / {pw}", "My Gmail password: {pw}", "I set the root password to {pw}",
          "ssh root@10.0.0.5, password {pw}", "Remember: the VPN passphrase is {pw}",
          "pw for grafana is {pw}", "the password to the shared drive is '{pw}'"]
    ru = ["мой пароль {pw}", "пароль от почты: {pw}", "пароль от вайфая — {pw}", "логин anna, пароль {pw}",
          "пароль к роутеру {pw}", "пароль для входа в админку: {pw}", "Сохрани пароль {pw} от госуслуг",
          "пароль от сервера root: {pw}", "Мой пароль от банка — {pw}", "пароль на wifi дома {pw}",
          "Запомни: пароль от ноутбука {pw}", "парольная фраза для ключа: {pw}"]
    for lang, templates in (("en", en), ("ru", ru)):
        for template in templates:
            pw = _pw(r)
            yield template.format(pw=pw), pw, "password in prose", "prose-password", lang
    for text, value, lang in ((f"the PIN for my card is {r.d(4)}", None, "en"), (f"пин-код карты {r.d(4)}", None, "ru"),
                              (f"PIN code of the SIM: {r.d(4)}", None, "en")):
        yield text, text[-4:], "PIN code", "prose-password", lang
    words = "abandon ability able about above absent absorb abstract absurd abuse access accident acoustic".split()
    phrase = " ".join(r.pick(words) for _ in range(12))
    yield f"seed phrase of my wallet: {phrase}", phrase, "wallet seed phrase", "prose-password", "en"
    phrase = " ".join(r.pick(words) for _ in range(12))
    yield f"мнемоника кошелька: {phrase}", phrase, "wallet seed phrase", "prose-password", "ru"
    secret = r.s(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    yield (f"otpauth://totp/Example:anna@example.com?secret={secret}&issuer=Example", secret, "TOTP seed",
           "prose-password", "en")


def _luhn_complete(digits: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            n -= 9 if n > 9 else 0
        total += n
    return digits + str((10 - total % 10) % 10)


def cards(r: R):
    for prefix, length, lang, tpl in (("4", 16, "en", "my card is {c}"), ("5", 16, "en", "Visa/MC {c} exp 12/29"),
                                      ("37", 15, "en", "Amex {c}"), ("2202", 16, "ru", "Моя карта Мир {c}"),
                                      ("4276", 16, "ru", "карта сбера {c}, срок 08/28"),
                                      ("6011", 16, "en", "Discover card: {c}"), ("5", 16, "ru", "номер карты: {c}")):
        digits = _luhn_complete(prefix + r.d(length - len(prefix) - 1))
        if length == 16:
            shown = r.pick([" ".join(digits[i:i + 4] for i in range(0, 16, 4)), digits,
                            "-".join(digits[i:i + 4] for i in range(0, 16, 4))])
        else:
            shown = f"{digits[:4]} {digits[4:10]} {digits[10:]}"
        yield tpl.format(c=shown), shown, "payment card number", "card", lang


def varied(r: R):
    """A batch written after the rules, in other phrasings (it first scored 24/30)."""
    from secret_kinds import LO, UP
    rows = [
        ("Мой логин на сервере root, пасс {v}", _pw(r), "ru"), ("wifi pw: {v}", _pw(r), "en"),
        ("код от домофона {v}", "4" + r.d(3), "ru"), ("Запиши: пароль {v} — от ноутбука", _pw(r), "ru"),
        ("creds for staging db → user=app pass={v}", _pw(r), "en"), ("admin:{v}@192.168.1.10 is the NAS login", _pw(r), "en"),
        ("my github password is {v} and 2fa is off", _pw(r), "en"), ("Passphrase for id_rsa: '{v}'", _pw(r), "en"),
        ("Секретный ключ JWT_SECRET={v}", r.s(48), "ru"), ("HMAC key: {v}", r.h(64), "en"),
        ("encryption passphrase = {v}", _pw(r), "en"), ("Ключ шифрования бэкапов: {v}", r.b64(32), "ru"),
        ("SENTRY_DSN=https://{v}@o4461.ingest.sentry.io/805", r.h(32), "en"), ("x-api-key: {v}", r.s(40), "en"),
        ("Пароль: {v}", _pw(r), "ru"), ("PIN: {v}", r.d(4), "en"), ("the safe combination is {v}", "12-91-69", "en"),
        ("recovery codes: {v}", f"{r.s(5, LO)}-{r.s(5, LO)} {r.s(5, LO)}-{r.s(5, LO)} {r.s(5, LO)}-{r.s(5, LO)}", "en"),
        ("Backup codes for GitHub: {v}", f"{r.d(4)}-{r.d(4)}, {r.d(4)}-{r.d(4)}, {r.d(4)}-{r.d(4)}", "en"),
        ("postgres password is {v}", _pw(r), "en"), ("MinIO: access key {k} secret key {v}", r.s(40), "en"),
        ("ключ от апи погоды {v}", r.h(32), "ru"), ("VPN: server vpn.example.com, user anna, password {v}", _pw(r), "en"),
        ("CVV {v} for the card ending 4242", "3" + r.d(2), "en"), ("ftp login anna / {v}", _pw(r), "en"),
        ("Логин: anna.petrova, пароль — {v}", _pw(r), "ru"), ("JWT signing key: {v}", r.s(64), "en"),
        ("my card PIN is {v}", r.d(4), "en"), ("Пароль администратора 1С: {v}", _pw(r), "ru"),
    ]
    for template, value, lang in rows:
        yield template.format(v=value, k=r.s(20, UP)), value, "secret in other words", "varied", lang


SHAPES = [client_pairs, config_files, connection_strings, private_keys, jwts, headers, prose_passwords, cards, varied]


def build(seed: int = SEED, rounds: int = 1) -> dict[str, list[dict]]:
    r = R(seed)
    return {"secrets": secrets(r, rounds), "injections": injections(r, rounds), "ordinary": ordinary(r, rounds)}


def main() -> None:
    corpus = build()
    for name, rows in corpus.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{name}: {len(rows)} rows, {len({row['kind'] for row in rows})} kinds")


if __name__ == "__main__":
    main()
