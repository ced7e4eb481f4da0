"""s33s3: twins for the last readers of `published` (base64 of readable text, a sample JWT, a software's default), written
after them — ordinary notes in new wording and the secrets in the same words (scored once; the numbers are in the
commit). Values are synthetic (seeded)."""
import base64
import json
import random
import string

from make_s33s1 import _Batch

rnd = random.Random(3303)
b64 = lambda s: base64.b64encode(s.encode()).decode()
rand = lambda n, a=string.ascii_letters + string.digits: "".join(rnd.choice(a) for _ in range(n))


def jwt(claims: dict) -> str:
    part = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{part({'alg': 'HS256', 'typ': 'JWT'})}.{part(claims)}.{rand(43, string.ascii_letters + string.digits + '_-')}"


b = _Batch("s33s3")
b.add("base64-text", "ordinary",
      "ConfigMap для nginx:\nbinaryData:\n  motd: " + b64("Welcome to the staging box\nbe nice\n") + "\n# это просто приветствие, ничего секретного",
      "The Helm value is base64: " + b64("feature flags: search on, export off") + " — decoded it just lists the flags.",
      "Заголовок X-Client-Info у нас base64 от строки «" + "web app version two" + "»: " + b64("web app version two") + ".")
b.add("base64-text", "secret",
      "Secret для postgres в кластере:\ndata:\n  password: " + b64("Pg!" + rand(12)) + "\n  username: " + b64("app"),
      "The Helm value is base64: " + b64("api_key: " + rand(32)) + " — the chart decodes it at start.",
      "Заголовок Authorization у бота: Basic " + b64("bot:" + rand(20)))
b.add("sample-jwt", "ordinary",
      "Пример JWT из документации Auth0: " + jwt({"sub": "1234567890", "name": "Jane Doe", "admin": True}) + " — только для объяснения формата.",
      "Sample token for the API docs page: " + jwt({"sub": "abcdef123456", "role": "viewer", "iat": 1700000000}))
b.add("sample-jwt", "secret",
      "Access token for the staging API (valid a day): " + jwt({"sub": "u_" + rand(10), "role": "admin", "iat": 1733212800, "exp": 1733299200}),
      "Пример того, что отдаёт наш прод: " + jwt({"sub": rand(24, string.hexdigits.lower()), "scope": "payments:write", "exp": 1733299200}))
b.add("default", "ordinary",
      "RabbitMQ в docker по умолчанию guest:guest, снаружи этот логин не пускает — только localhost.",
      "Jenkins test container: JENKINS_ADMIN_PASSWORD=admin, the default from the image, wiped nightly.")
b.add("default", "secret",
      "RabbitMQ на проде: логин ops, пароль " + rand(6) + "!" + rand(5, string.digits) + " (дефолтный guest отключён)",
      "Jenkins prod: JENKINS_ADMIN_PASSWORD=" + rand(18) + " (not the default anymore)")
# (added after the registry-code reader was narrowed: a door's or a safe's code written in capitals is no registry's)
b.add("registry-code-caps", "secret",
      "КОД ДВЕРИ 4471, КВ 12",
      "код СЕЙФА в бухгалтерии 5183",
      "код ДВЕРИ на склад 7260")
b.add("registry-code-caps", "ordinary",
      "код ОКТМО 45382000 и код ИФНС 7712 у фирмы сестры")
b.write()
