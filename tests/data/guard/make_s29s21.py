"""Write s29s21.jsonl: the twenty-first blind secrets batch of stop 29, written after the s29s20 changes and scored once
before any change for it (README). Exploratory vendor kinds a third time, newer token formats and services no batch
wrote: WooCommerce ck_/cs_, Salesforce session ids, Alpaca, ElevenLabs, Pinecone pcsk_, LangSmith service keys,
OpenAI service-account keys, GitLab trigger/OAuth/CI-build tokens, Slack refresh tokens, GitHub user-to-server
tokens, Sentry user tokens, Linear OAuth, Vault batch/recovery tokens, New Relic insert keys, Supabase secret keys,
AWS session tokens, Heroku HRKU-, Netlify nfp_, Twilio API key SID and secret, fal.ai, Statsig, YooKassa,
Robokassa; in sentences and config lines, RU and EN. Look-alikes: the same services' public keys and ids.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, B64, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(2900_21)

S = [
    ("vendor", f"WooCommerce REST: consumer key ck_{r.h(40)}, consumer secret cs_{r.h(40)}"),
    ("vendor", f"SF_SESSION_ID=00D{r.s(15)}!AR{r.s(94, AN + '._', False)}"),
    ("vendor", f"APCA_API_KEY_ID=PK{r.s(18, UP)}\nAPCA_API_SECRET_KEY={r.s(40)}"),
    ("vendor", f"ELEVENLABS_API_KEY=sk_{r.h(48)}"),
    ("vendor", f"pinecone key pcsk_{r.s(6, LO + '0123456789')}_{r.s(60)}"),
    ("vendor", f"LANGSMITH_API_KEY=lsv2_sk_{r.h(32)}_{r.h(10)}"),
    ("vendor", f"openai service account key sk-svcacct-{r.s(74, URLSAFE)}T3BlbkFJ{r.s(74, URLSAFE)}"),
    ("vendor", f"curl -X POST -F token=glptt-{r.h(40)} -F ref=main https://gitlab.example.com/api/v4/projects/12/trigger/pipeline"),
    ("vendor", f"gitlab oauth app secret gloas-{r.h(64)}"),
    ("vendor", f"SLACK_REFRESH_TOKEN=xoxe-1-{r.s(140, AN, False)}"),
    ("vendor", f"github app user token ghu_{r.s(36)}"),
    ("vendor", f"SENTRY_AUTH_TOKEN=sntryu_{r.h(64)}"),
    ("vendor", f"linear oauth token lin_oauth_{r.h(64)}"),
    ("vendor", f"vault batch token hvb.{r.s(138, URLSAFE)}"),
    ("vendor", f"NEW_RELIC_INSERT_KEY=NRII-{r.s(32, URLSAFE)}"),
    ("vendor", f"SUPABASE_SECRET_KEY=sb_secret_{r.s(31, URLSAFE)}"),
    ("vendor", f"aws_session_token = IQoJb3JpZ2luX2VjE{r.s(300, B64, False)}"),
    ("vendor", f"HEROKU_API_KEY=HRKU-{r.s(60, URLSAFE)}"),
    ("vendor", f"NETLIFY_AUTH_TOKEN=nfp_{r.s(36)}"),
    ("vendor", f"twilio api key SK{r.h(32)} secret {r.s(32)}"),
    ("vendor", f"FAL_KEY={r.uuid()}:{r.h(32)}"),
    ("vendor", f"STATSIG_SERVER_SECRET=secret-{r.s(43)}"),
    ("vendor", f"ЮKassa: shopId {r.d(6)}, секретный ключ live_{r.s(43, URLSAFE)}"),
    ("vendor", f"Robokassa: Пароль #1 {r.s(20)}, Пароль #2 {r.s(20)}"),
    ("vendor", f"SERPAPI_KEY={r.h(64)}"),
    ("vendor", f"ALGOLIA_ADMIN_KEY={r.h(32)}"),
    ("vendor", f"CYPRESS_RECORD_KEY={r.uuid()}"),
    ("vendor", f"hashicorp vault recovery token hvr.{r.s(24, URLSAFE)}"),
]

O = [
    ("vendor", f"Supabase publishable key sb_publishable_{r.s(31, URLSAFE)} is safe in the browser"),
    ("vendor", f"Salesforce org id 00D{r.s(15)}"),
    ("vendor", f"Alpaca order id {r.uuid()} filled"),
    ("vendor", f"ElevenLabs voice id {r.s(20)}"),
    ("vendor", f"Pinecone index us-east-1-aws, host {r.s(8, LO, False)}-{r.h(7)}.svc.pinecone.io"),
    ("vendor", f"GitLab pipeline #{r.d(6)} triggered by a tag"),
    ("vendor", f"GitHub app id {r.d(6)}, installation {r.d(8)}"),
    ("vendor", f"Sentry event id {r.h(32)}"),
    ("vendor", f"New Relic account {r.d(7)}, app id {r.d(9)}"),
    ("vendor", f"Netlify site id {r.uuid()}"),
    ("vendor", f"Twilio account SID AC{r.h(32)} (the id, not the token)"),
    ("vendor", f"Statsig client key client-{r.s(43)} for the web SDK"),
    ("vendor", f"ЮKassa: shopId {r.d(6)}, платёж {r.uuid()} прошёл"),
    ("vendor", "Robokassa: тестовый режим включён, пароли в личном кабинете"),
    ("vendor", f"Algolia search-only key {r.h(32)} goes in the frontend"),
    ("vendor", f"Cypress project id {r.s(6, LO, False)}"),
]

if __name__ == "__main__":
    write_groups("s29s21", S, [], O)
