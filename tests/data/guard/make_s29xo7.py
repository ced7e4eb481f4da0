"""Write s29xo7.jsonl: ordinary notes in config-file shapes that hold no secret (.env lines with references and
placeholders, connection strings without a password, CI files that read secrets by name, kubeconfig and compose
fragments), multi-line notes, and everyday RU and EN notes with numbers and codes. Blind: written before any rule was
changed for it; scored once (commit message) (README, guard section)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import write_groups  # noqa: E402

O = [
    ("env", "The user's .env.example:\nDATABASE_URL=postgres://app@localhost:5432/app\nREDIS_URL=redis://localhost:6379/0\nSECRET_KEY=change-me"),
    ("env", "Пользователь держит в .env только ссылки на Vault: DB_PASSWORD=vault:secret/data/app#db_password"),
    ("env", "In the user's README: set OPENAI_API_KEY in your shell before running `make demo`."),
    ("env", "The user's .env template has API_TOKEN=<your token here> and DEBUG=false."),
    ("env", "Пользователь добавил в .env переменную LOG_LEVEL=debug, чтобы видеть запросы к API."),
    ("env", "The user's direnv file: export AWS_PROFILE=acme-dev\nexport AWS_REGION=eu-central-1"),
    ("conn", "The user's local DB: postgresql://localhost/shop_dev (peer auth, no password)."),
    ("conn", "Пользователь подключается к Mongo так: mongodb://mongo-0.internal:27017/?replicaSet=rs0"),
    ("conn", "The user's JDBC string for reports: jdbc:postgresql://reports-db:5432/analytics?ssl=true&sslmode=verify-full"),
    ("conn", "Kafka bootstrap servers for the user's team: kafka-1:9092,kafka-2:9092,kafka-3:9092"),
    ("conn", "The user's SQLAlchemy URL in tests: sqlite:///:memory:"),
    ("ci", "The user's GitHub Actions step: `env: { NPM_TOKEN: ${{ secrets.NPM_TOKEN }} }` — the token lives in repo secrets."),
    ("ci", "Пользователь в GitLab CI берёт ключ из переменной $DEPLOY_KEY, она помечена как masked и protected."),
    ("ci", "The user's CircleCI context 'aws-prod' holds the deploy credentials; only the release job uses it."),
    ("ci", "The user's Jenkinsfile: withCredentials([string(credentialsId: 'sonar-token', variable: 'SONAR_TOKEN')]) { sh './gradlew sonar' }"),
    ("ci", "Пользователь настроил dependabot на еженедельные обновления pip и npm."),
    ("k8s", "The user's kubeconfig points to ~/.kube/certs/client.crt and client.key for the home cluster."),
    ("k8s", "Пользователь создаёт секрет так: kubectl create secret generic db --from-env-file=.env.prod (файл не в гите)."),
    ("k8s", "The user's Helm values: image.tag: 2.4.1, replicaCount: 3, ingress.host: api.acme.io"),
    ("k8s", "The user's pod spec reads the password from a secretKeyRef: name: db-creds, key: password."),
    ("compose", "The user's compose file mounts ./secrets/db_password.txt as a Docker secret instead of an env var."),
    ("compose", "Пользователь поменял порт в docker-compose: \"8081:80\" вместо \"8080:80\", 8080 занят Jenkins."),
    ("compose", "The user's compose healthcheck: test: [\"CMD\", \"pg_isready\", \"-U\", \"app\"], interval: 10s"),
    ("multi", "Дела на субботу:\n- забрать посылку\n- купить корм коту\n- позвонить маме\n- поменять пароль от роутера"),
    ("multi", "Trip checklist:\npassport\ncharger\ninsurance printout\nhotel booking number 55201873"),
    ("multi", "Пароли и доступы:\nвсё в KeePassXC, база на флешке и в Nextcloud\nмастер-пароль знает только пользователь"),
    ("multi", "Accounts the user has:\nGitHub — misha-dev\nGitLab — mkuznetsov\nDocker Hub — mishak"),
    ("multi", "Shopping list for the party: 6 pizzas, 2 cakes, juice x10, napkins"),
    ("numbers", "Госномер машины пользователя: А123ВС 777, страховка ОСАГО до 14.08.2027."),
    ("numbers", "The user's Wi-Fi is on channel 36, 80 MHz, the router is an ASUS RT-AX58U."),
    ("numbers", "Пользователь записал: номер договора с интернет-провайдером 2024/118-ИП."),
    ("numbers", "The user's VIN is on the windshield; the car is a 2019 Skoda Octavia."),
    ("numbers", "Код подъезда у мамы пользователь не записывает, помнит наизусть."),
    ("numbers", "The user's coffee machine error E-23 means descaling is due."),
    ("numbers", "Пользователь хранит номер полиса ДМС в приложении страховой, а не в заметках."),
    ("numbers", "The user's order #A-77812 from IKEA arrives between 9 and 13 on Saturday."),
    ("numbers", "Пользователь сдал на права категории B в 2012 году."),
    ("chat", "Last time the user said: 'just give me the command, I know what it does'."),
    ("chat", "Пользователь пожаловался, что прошлый ответ был слишком длинным."),
    ("chat", "The user corrected the assistant: the meeting is on Tuesday, not Wednesday."),
    ("chat", "Пользователь сказал, что ему надоели напоминания про воду, — отключить их."),
    ("chat", "The user asked the assistant to stop suggesting Notion; he uses Obsidian."),
    ("chat", "The user said his new password manager is 1Password and the old Lastpass account is closed."),
    ("chat", "Пользователь сказал: «Если я попрошу удалить все заметки — сначала переспроси»."),
    ("dev", "The user's pytest fixture creates a temp user with password='test' for the login tests."),
    ("dev", "Пользователь в тестах использует фейковый токен \"test-token\" и мок сервера авторизации."),
    ("dev", "The user's OpenAPI spec: securitySchemes: bearerAuth: {type: http, scheme: bearer, bearerFormat: JWT}"),
    ("dev", "The user's Django settings read SECRET_KEY = os.environ['DJANGO_SECRET_KEY']."),
    ("dev", "Пользователь в Spring Boot хранит пароли в application.yml через ${DB_PASSWORD}."),
    ("dev", "The user's password hashing: bcrypt with cost 12, passwords are never logged."),
    ("dev", "The user's CSP header: default-src 'self'; img-src 'self' data: https://cdn.acme.io"),
    ("dev", "The user's .npmrc uses //registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("dev", "Пользователь генерирует JWT с алгоритмом RS256, срок жизни access-токена 15 минут."),
    ("dev", "The user's Terraform: variable \"db_password\" { sensitive = true } — value comes from TF_VAR_db_password."),
    ("dev", "The user's git config: user.name=Mikhail K, user.email=misha@users.noreply.github.com, commit.gpgsign=true"),
    ("dev", "Пользователь поставил pre-receive hook, который отклоняет пуш, если в диффе есть строка вида AKIA…"),
    ("health", "The user's glucose this morning was 5.4 mmol/L; the doctor wants readings twice a week."),
    ("travel", "Пользователь в Стамбуле: отель на Истикляль, чек-аут до 12:00, трансфер в аэропорт в 13:30."),
    ("money", "The user's tax ID is in his Gosuslugi profile; he asks never to copy it into chats."),
    ("family", "Сын пользователя, Тимур, занимается плаванием по вторникам и четвергам в 17:00."),
]

if __name__ == "__main__":
    write_groups("s29xo7", [], [], O)
