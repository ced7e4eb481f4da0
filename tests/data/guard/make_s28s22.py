"""Write s28s22.jsonl: the twenty-second blind secrets batch of stop 28, written after the s28s21 changes and scored once
before any change for it (README): 25/25 secrets refused blind, 0/20 ordinary refused; no rule change. Whole config
files pasted into chat with a line of RU or EN around them: a
multi-line .env, docker-compose environment blocks (list and map forms), Kubernetes Secrets with stringData and with
base64 data, Helm values, GitHub Actions env blocks, Terraform variables, Spring and Django settings, nginx basic-auth
and proxy headers, systemd Environment= lines, crontab lines, Procfiles. Look-alikes: the same files holding only
references to secrets. Rows carry `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_22)
pw = r.password


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


S = [
    ("env", f"вот мой .env для бота:\nBOT_NAME=helper\nLOG_LEVEL=info\nBOT_TOKEN={r.d(10)}:AA{r.s(33, URLSAFE)}\nADMIN_ID=123456"),
    ("env", f"APP_ENV=prod\nAPP_DEBUG=false\nDB_HOST=db\nDB_USER=app\nDB_PASSWORD={pw()}"),
    ("compose", f"services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD={pw()}"),
    ("compose", f"services:\n  api:\n    environment:\n      JWT_SECRET: {r.s(40, URLSAFE)}\n      PORT: 8080"),
    ("k8s", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\nstringData:\n  username: app\n  password: {pw()}"),
    ("k8s", f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ndata:\n  username: {b64('app')}\n  password: {b64(pw())}"),
    ("k8s", f"kind: Secret\ndata:\n  api-key: {b64('sk_live_' + r.s(24))}"),
    ("helm", f"postgresql:\n  auth:\n    postgresPassword: {pw()}\n    database: app"),
    ("helm", f"redis:\n  auth:\n    enabled: true\n    password: \"{r.s(20)}\""),
    ("actions", f"env:\n  NODE_ENV: production\n  NPM_TOKEN: npm_{r.s(36)}"),
    ("tf", f"variable \"db_password\" {{\n  default = \"{pw()}\"\n}}"),
    ("tf", f"provider \"aws\" {{\n  region     = \"eu-central-1\"\n  access_key = \"AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}\"\n  secret_key = \"{r.s(40, AN + '/+')}\"\n}}"),
    ("spring", f"spring:\n  datasource:\n    url: jdbc:postgresql://db/app\n    username: app\n    password: {pw()}"),
    ("django", f"DATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'app', 'USER': 'app', 'PASSWORD': '{pw()}'}}}}"),
    ("nginx", f"location /admin {{\n  proxy_set_header Authorization \"Basic {b64('admin:' + pw())}\";\n}}"),
    ("nginx", f"proxy_set_header X-Api-Key {r.s(32)};"),
    ("systemd", f"[Service]\nEnvironment=\"API_TOKEN={r.s(40, URLSAFE)}\"\nExecStart=/usr/bin/app"),
    ("cron", f"0 3 * * * PGPASSWORD='{pw()}' pg_dump -h db -U app app > /backup/app.sql"),
    ("proc", f"web: SECRET_KEY={r.s(50, AN + '!@#%^&*(-_=+)')} gunicorn app:app"),
    ("env", f"Мой конфиг:\n```\nSMTP_HOST=smtp.mail.ru\nSMTP_USER=robot@acme.ru\nSMTP_PASS={r.s(20)}\n```"),
    ("compose", f"    environment:\n      MYSQL_ROOT_PASSWORD: {pw()}\n      MYSQL_DATABASE: shop"),
    ("k8s", f"env:\n- name: STRIPE_KEY\n  value: sk_live_{r.s(24)}"),
    ("helm", f"grafana:\n  adminPassword: {pw()}"),
    ("actions", f"- run: curl -H \"Authorization: token ghp_{r.s(36)}\" https://api.github.com/user"),
    ("tf", f"cloudflare_api_token = \"{r.s(40, URLSAFE)}\""),
]

O = [
    ("env", "вот мой .env.example для бота:\nBOT_NAME=helper\nLOG_LEVEL=info\nBOT_TOKEN=\nADMIN_ID="),
    ("env", "APP_ENV=prod\nAPP_DEBUG=false\nDB_HOST=db\nDB_USER=app\nDB_PASSWORD=${DB_PASSWORD}"),
    ("compose", "services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD_FILE=/run/secrets/pg"),
    ("compose", "services:\n  api:\n    environment:\n      JWT_SECRET: ${JWT_SECRET}\n      PORT: 8080"),
    ("k8s", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db\ntype: Opaque\nstringData:\n  username: app"),
    ("k8s", "envFrom:\n- secretRef:\n    name: db"),
    ("helm", "postgresql:\n  auth:\n    existingSecret: pg-auth\n    database: app"),
    ("helm", "redis:\n  auth:\n    enabled: false"),
    ("actions", "env:\n  NODE_ENV: production\n  NPM_TOKEN: ${{ secrets.NPM_TOKEN }}"),
    ("tf", "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}"),
    ("tf", "provider \"aws\" {\n  region = \"eu-central-1\"\n  profile = \"prod\"\n}"),
    ("spring", "spring:\n  datasource:\n    url: jdbc:postgresql://db/app\n    username: app\n    password: ${DB_PASSWORD}"),
    ("django", "DATABASES = {'default': {'ENGINE': 'django.db.backends.postgresql', 'NAME': 'app', 'PASSWORD': os.environ['DB_PASSWORD']}}"),
    ("nginx", "location /admin {\n  auth_basic \"Admin\";\n  auth_basic_user_file /etc/nginx/.htpasswd;\n}"),
    ("systemd", "[Service]\nEnvironmentFile=/etc/app/env\nExecStart=/usr/bin/app"),
    ("cron", "0 3 * * * pg_dump -h db -U app app > /backup/app.sql  # password from ~/.pgpass"),
    ("proc", "web: gunicorn app:app --workers 4"),
    ("helm", "grafana:\n  admin:\n    existingSecret: grafana-admin"),
    ("k8s", f"kind: ConfigMap\ndata:\n  LOG_LEVEL: info\n  FEATURE_FLAGS: {b64('beta,dark-mode')}"),
    ("tf", "cloudflare_api_token = var.cf_token"),
]

if __name__ == "__main__":
    write_groups("s28s22", S, [], O)
