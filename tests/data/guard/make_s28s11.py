"""Write s28s11.jsonl: the eleventh blind secrets batch of stop 28, written after the s28s10 changes and scored once
before any change for it (README): 43/43 secrets refused blind, 1/25 ordinary refused (a modern Sentry DSN: relabelled a
secret, see below). The issue's vendor families (cloud, observability, CI/CD, AI providers, messaging,
secret managers) in kinds no earlier batch named: Matrix, Ably, LINE, Viber, WeChat, Vonage, Plivo, Rocket.Chat, Zulip,
Akamai, Fastly, IBM Cloud, AppSync, Neon, Upstash, Supabase, GitLab CI tokens, TeamCity, Azure SAS / Service Bus /
Cosmos, Serper, SerpAPI, Brave Search, Helicone, AI21, Stability, Exa, Lightstep, Splunk HEC, Sumo Logic, Logtail,
Bugsnag, Opsgenie, PagerDuty, a legacy Sentry DSN, Bitwarden, HCP; each in the way it is usually pasted (env line,
config, chat). Look-alikes: those services' public ids, endpoints and docs. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_11)
B64 = AN + "+/"

S = [
    ("messaging", f"matrix bot access_token: syt_{r.s(12, AN)}_{r.s(20)}_{r.s(6)}"),
    ("messaging", f"ABLY_API_KEY={r.s(6)}.{r.s(6)}:{r.s(43, URLSAFE)}"),
    ("messaging", f"LINE channel access token {r.s(172, AN + '+/')}="),
    ("messaging", f"Viber bot auth token {r.h(16)}-{r.h(16)}-{r.h(16)}"),
    ("messaging", f"WeChat AppSecret: {r.h(32)}"),
    ("messaging", f"VONAGE_API_KEY=a1b2c3d4\nVONAGE_API_SECRET={r.s(16)}"),
    ("messaging", f"plivo auth id MA{r.s(18, UP)} auth token {r.s(40)}"),
    ("messaging", f"Rocket.Chat: X-User-Id: {r.s(17)} X-Auth-Token: {r.s(43, URLSAFE)}"),
    ("messaging", f"zuliprc:\n[api]\nemail=bot@acme.zulipchat.com\nkey={r.s(32)}\nsite=https://acme.zulipchat.com"),
    ("cloud", f"akamai .edgerc:\n[default]\nclient_secret = {r.s(43, B64)}=\nhost = akab-{r.s(16, LO)}-{r.s(16, LO)}.luna.akamaiapis.net\naccess_token = akab-{r.s(16, LO)}-{r.s(16, LO)}\nclient_token = akab-{r.s(16, LO)}-{r.s(16, LO)}"),
    ("cloud", f"FASTLY_API_TOKEN={r.s(32, URLSAFE)}"),
    ("cloud", f"IBM Cloud API key: {r.s(44, URLSAFE)}"),
    ("cloud", f"AppSync x-api-key: da2-{r.s(26, LO)}"),
    ("cloud", f"NEON_API_KEY=napi_{r.s(64, LO)}"),
    ("cloud", f"UPSTASH_REDIS_REST_TOKEN=\"A{r.s(3, UP)}ASQgOD{r.s(60, URLSAFE)}\""),
    ("cloud", f"supabase login --token sbp_{r.h(40)}"),
    ("cloud", f"?sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-01-01T00:00:00Z&st=2025-01-01T00:00:00Z&spr=https&sig={r.s(43, AN + '%')}%3D"),
    ("cloud", f"Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={r.s(43, B64)}="),
    ("cloud", f"AccountEndpoint=https://acme-db.documents.azure.com:443/;AccountKey={r.s(86, B64)}==;"),
    ("cicd", f"trigger: curl -X POST -F token=glptt-{r.s(40, HEX)} -F ref=main https://gitlab.acme.ru/api/v4/projects/12/trigger/pipeline"),
    ("cicd", f"CI_JOB_TOKEN leaked in the log: glcbt-64_{r.s(20, URLSAFE)}"),
    ("cicd", f"GitLab feed token glft-{r.s(20, URLSAFE)}"),
    ("cicd", f"TeamCity token eyJ0eXAiOiAiVENWMiJ9.{r.s(36, URLSAFE)}.{r.s(48, URLSAFE)}"),
    ("cicd", f"DRONE_TOKEN={r.s(32)}"),
    ("cicd", f"argocd account generate-token → eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{r.s(120, URLSAFE)}.{r.s(43, URLSAFE)}"),
    ("ai", f"SERPER_API_KEY={r.h(40)}"),
    ("ai", f"serpapi api_key={r.h(64)}"),
    ("ai", f"Brave Search X-Subscription-Token: BSA{r.s(27)}"),
    ("ai", f"Helicone-Auth: Bearer sk-helicone-{r.s(7, LO)}-{r.s(7, LO)}-{r.s(7, LO)}-{r.s(7, LO)}"),
    ("ai", f"AI21_API_KEY={r.s(32)}"),
    ("ai", f"STABILITY_API_KEY=sk-{r.s(48)}"),
    ("ai", f"exa api key {r.uuid()}"),
    ("obs", f"LIGHTSTEP_ACCESS_TOKEN={r.s(84, B64)}"),
    ("obs", f"Splunk HEC: Authorization: Splunk {r.uuid()}"),
    ("obs", f"sumo: accessId su{r.s(12)}, accessKey {r.s(64)}"),
    ("obs", f"logtail source token {r.s(24)}"),
    ("obs", f"BUGSNAG_API_KEY={r.h(32)}"),
    ("obs", f"Opsgenie GenieKey {r.uuid()}"),
    ("obs", f"PagerDuty integration key (Events v2): {r.h(32)}"),
    ("obs", f"SENTRY_DSN=https://{r.h(32)}:{r.h(32)}@sentry.acme.io/12"),
    # written as a look-alike and scored so blind (the 1 ordinary refusal); relabelled: the project counts a DSN with its
    # key as a secret (holdout12, probe25c, s26s6, s26s8 label it so)
    ("obs", f"SENTRY_DSN=https://{r.h(32)}@o{r.d(6)}.ingest.sentry.io/{r.d(7)}"),
    ("vault", f"BWS_ACCESS_TOKEN=0.{r.uuid()}.{r.s(30)}:{r.s(22)}=="),
    ("vault", f"HCP_CLIENT_SECRET={r.s(64, URLSAFE)}"),
    ("vault", f"VAULT_TOKEN=hvb.{r.s(130, URLSAFE)}"),
]

O = [
    ("messaging", f"matrix room !{r.s(18)}:matrix.org for the team"),
    ("messaging", "ABLY_ENVIRONMENT=production\nABLY_CLIENT_ID=web"),
    ("messaging", "LINE channel id 1657123456, the bot is @acme_line"),
    ("messaging", "Viber bot name: AcmeBot, webhook https://bot.acme.ru/viber"),
    ("messaging", "WeChat AppID wx1234567890abcdef is on the official account page"),
    ("messaging", "VONAGE_API_KEY=a1b2c3d4 (the secret is in Vault)"),
    ("cloud", "akamai .edgerc lives in ~/.edgerc, section [default]"),
    ("cloud", f"AppSync endpoint https://{r.s(26, LO)}.appsync-api.eu-west-1.amazonaws.com/graphql"),
    ("cloud", f"Neon project id {r.s(8, LO)}-{r.s(5, LO)}-{r.d(8)}, branch main"),
    ("cloud", "UPSTASH_REDIS_REST_URL=https://eu1-fun-kitten-31234.upstash.io"),
    ("cloud", f"Supabase project ref {r.s(20, LO)}, region eu-central-1"),
    ("cloud", "Endpoint=sb://acme-bus.servicebus.windows.net/ (key in Key Vault)"),
    ("cloud", "AccountEndpoint=https://acme-db.documents.azure.com:443/"),
    ("cicd", "CI_JOB_TOKEN is masked in logs since GitLab 16"),
    ("cicd", "TeamCity build #4412 failed at step 3"),
    ("ai", "Serper costs $50 for 50k queries, cheaper than SerpAPI"),
    ("ai", "Helicone proxies OpenAI calls and logs the latency"),
    ("ai", f"exa search id {r.h(32)} for the query 'vector databases'"),
    ("obs", "Splunk index main, sourcetype _json, HEC port 8088"),
    ("obs", f"Opsgenie alert id {r.uuid()} acknowledged by Dima"),
    ("obs", f"PagerDuty incident #{r.d(5)} resolved in 14 minutes"),
    ("vault", "BWS project id is in the Bitwarden Secrets Manager UI"),
    ("vault", "VAULT_ADDR=https://vault.acme.ru:8200"),
    ("vault", "HCP_CLIENT_ID is public, HCP_CLIENT_SECRET goes in the CI secrets"),
]

if __name__ == "__main__":
    write_groups("s28s11", S, [], O)
