"""Write s27s7.jsonl: the seventh blind secrets batch of stop 27, written after the s27s6 changes and scored once before
any change for it (README). A sweep of the trufflehog detector list (kinds and formats only) for prefixed tokens no
batch had (Apideck, Buildkite/bb_, ClickUp-like cfk_, Figma figp_, Fleetbase, Flexport, Gemini exchange, Klaviyo,
Robinhood, Rootly, Salad, SonarQube sqco_, Sourcegraph Cody, Stripe payment-intent client secrets, Ramp, Pagar.me,
Slack client tokens, GitLab CI/runner/deploy tokens, old Vault tokens), Azure connection strings (Service Bus,
Event Hubs, IoT Hub, Cosmos DB, SignalR, App Configuration), and keys known by a service's keyword only. Look-alikes:
the same services' public ids, endpoints and placeholders. Rows carry their `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3333_7)
B64 = AN + "+/"

S = [
    # prefixed tokens
    ("prefix", f"APIDECK_API_KEY=sk_live_{r.s(93, AN + '-')}"),
    ("prefix", f"bb_pr_{r.h(30)}"),
    ("prefix", f"cfk_{r.s(40, AN)}{r.h(8)}"),
    ("prefix", f"figma PAT figp_{r.s(44, URLSAFE)}"),
    ("prefix", f"FLEETBASE_KEY=flb_live_{r.s(20, AN)}"),
    ("prefix", f"flexport token shltm_{r.s(40, URLSAFE)}"),
    ("prefix", f"gemini exchange: account-{r.s(20, AN)} / master-{r.s(20, AN)}"),
    ("prefix", f"klaviyo private key pk_{r.h(34)}"),
    ("prefix", f"robinhood crypto rh-api-{r.uuid()}"),
    ("prefix", f"ROOTLY_API_TOKEN=rootly_{r.h(64)}"),
    ("prefix", f"salad_cloud_{r.s(5, AN)}_{r.s(40, AN)}"),
    ("prefix", f"sonar token sqco_{r.s(59, AN)}"),
    ("prefix", f"cody access token slk_{r.h(64)}"),
    ("prefix", f"stripe client secret pi_{r.s(24, AN)}_secret_{r.s(25, AN)}"),
    ("prefix", f"RAMP_CLIENT_SECRET=ramp_sec_{r.s(48, AN)}"),
    ("prefix", f"pagarme ak_live_{r.s(30, AN)}"),
    ("prefix", f"slack client token xoxc-{r.d(12)}-{r.d(13)}-{r.d(13)}-{r.h(64)}"),
    ("prefix", f"glcbt-64_{r.s(20, URLSAFE)}"),
    ("prefix", f"runner token glrt-{r.s(20, URLSAFE)}"),
    ("prefix", f"deploy token gldt-{r.s(20, URLSAFE)}"),
    ("prefix", f"VAULT_TOKEN=s.{r.s(24, AN)}"),
    ("prefix", f"thog-secret-{r.h(32)}"),
    ("prefix", f"close.com api_{r.s(45, AN + '.')}"),
    ("prefix", f"pscale_pw_{r.s(43, AN + '_')}"),
    ("prefix", f"dckr_pat_{r.s(27, URLSAFE)}"),
    ("prefix", f"lsv2_sk_{r.h(32)}_{r.h(10)}"),
    ("prefix", f"ELEVENLABS_API_KEY=sk_{r.h(48)}"),
    ("prefix", f"tskey-client-{r.s(12, AN)}-{r.s(30, AN)}"),
    # Azure connection strings
    ("azure", f"Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={r.s(43, B64)}="),
    ("azure", f"EVENTHUB_CONN=Endpoint=sb://acme-eh.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={r.s(43, B64)}=;EntityPath=telemetry"),
    ("azure", f"HostName=acme-iot.azure-devices.net;DeviceId=sensor-17;SharedAccessKey={r.s(43, B64)}="),
    ("azure", f"AccountEndpoint=https://acme-cosmos.documents.azure.com:443/;AccountKey={r.s(86, B64)}==;"),
    ("azure", f"Endpoint=https://acme-signalr.service.signalr.net;AccessKey={r.s(43, B64)}=;Version=1.0;"),
    ("azure", f"Endpoint=https://acme-cfg.azconfig.io;Id=Ab1C-l0-s0:{r.s(20, AN)};Secret={r.s(43, B64)}="),
    ("azure", f"Azure Batch key: {r.s(86, B64)}=="),
    ("azure", f"AZURE_STORAGE_KEY={r.s(86, B64)}=="),
    # keys known by a service's keyword (trufflehog keyword detectors)
    ("keyword", f"airship app master secret: {r.s(22, URLSAFE)}"),
    ("keyword", f"BUGSNAG_API_KEY={r.h(32)}"),
    ("keyword", f"browserstack access key {r.s(20, AN)}"),
    ("keyword", f"SAUCE_ACCESS_KEY={r.uuid()}"),
    ("keyword", f"loggly customer token {r.uuid()}"),
    ("keyword", f"MIXPANEL_API_SECRET={r.h(32)}"),
    ("keyword", f"segment write key {r.s(32, AN)}"),
    ("keyword", f"SHODAN_API_KEY={r.s(32, AN)}"),
    ("keyword", f"virustotal apikey {r.h(64)}"),
    ("keyword", f"ipinfo token {r.h(14)}"),
    ("keyword", f"NEWSAPI_KEY={r.h(32)}"),
    ("keyword", f"openweathermap appid {r.h(32)}"),
    ("keyword", f"alpha vantage key {r.s(16, UP)}"),
    ("keyword", f"coinmarketcap X-CMC_PRO_API_KEY: {r.uuid()}"),
    ("keyword", f"nasa api key {r.s(40, AN)}"),
    ("keyword", f"zendesk api token {r.s(40, AN)}"),
    ("keyword", f"freshdesk api key {r.s(20, AN)}"),
    ("keyword", f"calendly personal access token {'eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJjY2Y4ZGM1YmFmYThhNjVlNjg0MDIzZjdjMzJiZTgzNDliMjM4MDEzNWI0IiwidHlwIjoiUEFUIiwiYWxnIjoiRVMyNTYifQ'}.{r.s(80, URLSAFE)}.{r.s(86, URLSAFE)}"),
    ("keyword", f"GOOGLE_RECAPTCHA_SECRET=6L{r.s(38, URLSAFE)}"),
    ("keyword", f"hcaptcha secret 0x{r.h(40)}"),
    ("keyword", f"turnstile secret key 0x4AAAAAAA{r.s(25, URLSAFE)}"),
]

O = [
    ("prefix", "APIDECK_APP_ID=acme-crm"),
    ("prefix", "bb_pr tokens are for pull-request builds"),
    ("prefix", f"figma file https://www.figma.com/design/{r.s(22, AN)}/Landing"),
    ("prefix", "FLEETBASE_HOST=https://api.fleetbase.io"),
    ("prefix", f"klaviyo public key (site id) {r.s(6, UP)}"),
    ("prefix", "ROOTLY_API_TOKEN=rootly_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("prefix", "sonar project key acme:billing"),
    ("prefix", f"stripe payment intent pi_{r.s(24, AN)}"),
    ("prefix", f"stripe customer cus_{r.s(14, AN)}"),
    ("prefix", "pagarme ak_live_... goes in the server env"),
    ("prefix", "VAULT_TOKEN=s.xxxxxxxxxxxxxxxxxxxxxxxx"),
    ("prefix", "VAULT_ADDR=https://vault.acme.io:8200"),
    ("prefix", f"docker image acme/api:{r.h(7)}"),
    ("prefix", "tskey-client- keys are OAuth clients in Tailscale"),
    ("azure", "Endpoint=sb://acme-bus.servicebus.windows.net/;Authentication=ManagedIdentity"),
    ("azure", "HostName=acme-iot.azure-devices.net;DeviceId=sensor-17;x509=true"),
    ("azure", "AccountEndpoint=https://acme-cosmos.documents.azure.com:443/"),
    ("azure", "Endpoint=https://acme-signalr.service.signalr.net;AuthType=azure.msi;Version=1.0;"),
    ("azure", "Endpoint=https://acme-cfg.azconfig.io"),
    ("azure", "AZURE_STORAGE_ACCOUNT=acmestore"),
    ("azure", f"subscription {r.uuid()}, resource group rg-prod"),
    ("keyword", "airship app key is public, the master secret is not"),
    ("keyword", "BUGSNAG_RELEASE_STAGE=production"),
    ("keyword", "browserstack username acme1"),
    ("keyword", "SAUCE_USERNAME=acme-ci"),
    ("keyword", f"loggly tag prod-api, event {r.uuid()}"),
    ("keyword", "MIXPANEL_PROJECT_ID=2847193"),
    ("keyword", "segment source: javascript website"),
    ("keyword", f"virustotal report https://www.virustotal.com/gui/file/{r.h(64)}"),
    ("keyword", "ipinfo: 8.8.8.8 is Google"),
    ("keyword", "openweathermap city id 524901"),
    ("keyword", "coinmarketcap id 1 is Bitcoin"),
    ("keyword", "zendesk ticket #48213"),
    ("keyword", "calendly link https://calendly.com/anna/30min"),
    ("keyword", f"GOOGLE_RECAPTCHA_SITE_KEY=6L{r.s(38, URLSAFE)}"),
    ("keyword", f"hcaptcha sitekey {r.uuid()}"),
    ("keyword", "turnstile site key 0x4AAAAAAA is public"),
]

if __name__ == "__main__":
    write_groups("s27s7", S, [], O)
