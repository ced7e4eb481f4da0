"""Synthetic secrets for the guard's corpus: one generator per kind, values in the real formats.

Every value is drawn from a seeded random generator, so none is a live secret; where a format allows
letters, the body carries FAKE so that a reader (and a scanner) sees that at once. The formats were
learnt from the public rule lists of gitleaks and trufflehog (kinds and shapes only).
"""

from __future__ import annotations

import base64
import random
import string
from typing import Callable

UP = string.ascii_uppercase + string.digits
LO = string.ascii_lowercase + string.digits
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = AN + "+/"
URLSAFE = AN + "_-"


class R:
    """A seeded source of random strings."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def s(self, n: int, chars: str = AN, fake: bool = True) -> str:
        body = "".join(self.rng.choice(chars) for _ in range(n))
        if fake and n >= 12 and all(c in chars for c in "FAKE"):
            at = self.rng.randrange(0, n - 4)
            body = body[:at] + "FAKE" + body[at + 4:]
        return body

    def h(self, n: int) -> str:
        return self.s(n, HEX, fake=False)

    def d(self, n: int) -> str:
        return str(self.rng.randrange(1, 10)) + self.s(n - 1, string.digits, fake=False)

    def uuid(self) -> str:
        return "-".join(self.h(n) for n in (8, 4, 4, 4, 12))

    def pick(self, items):
        return self.rng.choice(items)

    def b64(self, raw_len: int) -> str:
        return base64.b64encode(bytes(self.rng.randrange(256) for _ in range(raw_len))).decode()

    def password(self) -> str:
        words = ["Sunflower", "Tiger", "Moscow", "Winter", "Kotik", "Dragon", "Matrix", "Lemon", "Orbit", "Falcon"]
        return self.pick(words) + self.pick(["!", "#", "_", "@", "$", ""]) + self.d(self.rng.randrange(2, 5)) + \
            self.pick(["", "x", "Q", "!", "zz"])


Gen = Callable[[R], str]

# (kind, family, name of the variable it usually sits in, generator). Family "vendor" kinds are
# recognisable from the value alone; family "context" kinds only beside the name that says what they are.
VENDOR: list[tuple[str, str, Gen]] = [
    ("OpenAI project key", "OPENAI_API_KEY", lambda r: "sk-proj-" + r.s(74, URLSAFE) + "T3BlbkFJ" + r.s(74, URLSAFE)),
    ("OpenAI legacy key", "OPENAI_API_KEY", lambda r: "sk-" + r.s(20) + "T3BlbkFJ" + r.s(20)),
    ("OpenAI admin key", "OPENAI_ADMIN_KEY", lambda r: "sk-admin-" + r.s(58, URLSAFE) + "T3BlbkFJ" + r.s(58, URLSAFE)),
    ("Anthropic API key", "ANTHROPIC_API_KEY", lambda r: "sk-ant-api03-" + r.s(93, URLSAFE) + "AA"),
    ("Anthropic admin key", "ANTHROPIC_ADMIN_KEY", lambda r: "sk-ant-admin01-" + r.s(93, URLSAFE) + "AA"),
    ("AWS access key id", "AWS_ACCESS_KEY_ID", lambda r: "AKIA" + r.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
    ("AWS temporary key id", "AWS_ACCESS_KEY_ID", lambda r: "ASIA" + r.s(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
    ("AWS Bedrock API key", "AWS_BEARER_TOKEN_BEDROCK", lambda r: "ABSK" + r.s(132, B64)),
    ("GitHub personal token", "GITHUB_TOKEN", lambda r: "ghp_" + r.s(36)),
    ("GitHub OAuth token", "GH_OAUTH", lambda r: "gho_" + r.s(36)),
    ("GitHub app token", "GH_APP_TOKEN", lambda r: "ghs_" + r.s(36)),
    ("GitHub refresh token", "GH_REFRESH", lambda r: "ghr_" + r.s(36)),
    ("GitHub fine-grained token", "GITHUB_PAT", lambda r: "github_pat_11" + r.s(20) + "_" + r.s(59)),
    ("GitLab personal token", "GITLAB_TOKEN", lambda r: "glpat-" + r.s(20, URLSAFE)),
    ("GitLab runner token", "CI_RUNNER_TOKEN", lambda r: "glrt-" + r.s(20, URLSAFE)),
    ("GitLab deploy token", "DEPLOY_TOKEN", lambda r: "gldt-" + r.s(20, URLSAFE)),
    ("Slack bot token", "SLACK_BOT_TOKEN", lambda r: f"xoxb-{r.d(11)}-{r.d(13)}-{r.s(24)}"),
    ("Slack user token", "SLACK_USER_TOKEN", lambda r: f"xoxp-{r.d(11)}-{r.d(11)}-{r.d(13)}-{r.h(32)}"),
    ("Slack app token", "SLACK_APP_TOKEN", lambda r: f"xapp-1-A{r.s(10, UP)}-{r.d(13)}-{r.h(64)}"),
    ("Slack webhook", "SLACK_WEBHOOK_URL",
     lambda r: f"https://hooks.slack.com/services/T{r.s(8, UP)}/B{r.s(10, UP)}/{r.s(24)}"),
    ("Discord webhook", "DISCORD_WEBHOOK",
     lambda r: f"https://discord.com/api/webhooks/{r.d(18)}/{r.s(68, URLSAFE)}"),
    ("Discord bot token", "DISCORD_TOKEN", lambda r: f"M{r.s(25)}.{r.s(6, URLSAFE)}.{r.s(38, URLSAFE)}"),
    ("Microsoft Teams webhook", "TEAMS_WEBHOOK",
     lambda r: f"https://contoso.webhook.office.com/webhookb2/{r.uuid()}@{r.uuid()}/IncomingWebhook/{r.h(32)}/{r.uuid()}"),
    ("Google API key", "GOOGLE_API_KEY", lambda r: "AIza" + r.s(35, URLSAFE)),
    ("Google OAuth client secret", "GOOGLE_CLIENT_SECRET", lambda r: "GOCSPX-" + r.s(28, URLSAFE)),
    ("Google OAuth access token", "GOOGLE_ACCESS_TOKEN", lambda r: "ya29." + r.s(120, URLSAFE)),
    ("Google refresh token", "GOOGLE_REFRESH_TOKEN", lambda r: "1//0" + r.s(2, UP) + r.s(90, URLSAFE)),
    ("Stripe secret key", "STRIPE_SECRET_KEY", lambda r: "sk_" + r.pick(["live", "test"]) + "_" + r.s(99)),
    ("Stripe restricted key", "STRIPE_RESTRICTED_KEY", lambda r: "rk_live_" + r.s(99)),
    ("Stripe webhook secret", "STRIPE_WEBHOOK_SECRET", lambda r: "whsec_" + r.s(32)),
    ("Hugging Face token", "HF_TOKEN", lambda r: "hf_" + r.s(34, string.ascii_letters)),
    ("Hugging Face org token", "HF_ORG_TOKEN", lambda r: "api_org_" + r.s(34, string.ascii_letters)),
    ("npm token", "NPM_TOKEN", lambda r: "npm_" + r.s(36)),
    ("PyPI token", "PYPI_TOKEN", lambda r: "pypi-AgEIcHlwaS5vcmc" + r.s(120, URLSAFE)),
    ("RubyGems key", "GEM_HOST_API_KEY", lambda r: "rubygems_" + r.h(48)),
    ("NuGet key", "NUGET_API_KEY", lambda r: "oy2" + r.s(43, LO)),
    ("Docker Hub token", "DOCKERHUB_TOKEN", lambda r: "dckr_pat_" + r.s(27, URLSAFE)),
    ("SendGrid key", "SENDGRID_API_KEY", lambda r: "SG." + r.s(22, URLSAFE) + "." + r.s(43, URLSAFE)),
    ("Brevo key", "BREVO_API_KEY", lambda r: "xkeysib-" + r.h(64) + "-" + r.s(16)),
    ("Mailgun key", "MAILGUN_API_KEY", lambda r: "key-" + r.h(32)),
    ("Mailchimp key", "MAILCHIMP_API_KEY", lambda r: r.h(32) + "-us" + r.d(2)),
    ("Twilio API key", "TWILIO_API_KEY", lambda r: "SK" + r.h(32)),
    ("Telegram bot token", "TELEGRAM_BOT_TOKEN", lambda r: f"{r.d(10)}:AA{r.s(33, URLSAFE)}"),
    ("Yandex Cloud API key", "YC_API_KEY", lambda r: "AQVN" + r.s(36, URLSAFE)),
    ("Yandex OAuth token", "YANDEX_OAUTH", lambda r: "y0_" + r.s(55, URLSAFE)),
    ("Yandex IAM token", "YC_IAM_TOKEN", lambda r: "t1." + r.s(40, URLSAFE) + "." + r.s(86, URLSAFE)),
    ("DigitalOcean token", "DIGITALOCEAN_TOKEN", lambda r: r.pick(["dop", "doo", "dor"]) + "_v1_" + r.h(64)),
    ("Databricks token", "DATABRICKS_TOKEN", lambda r: "dapi" + r.h(32)),
    ("Vault token", "VAULT_TOKEN", lambda r: "hvs." + r.s(95, URLSAFE)),
    ("Terraform Cloud token", "TFE_TOKEN", lambda r: r.s(14, LO) + ".atlasv1." + r.s(67, URLSAFE)),
    ("Pulumi token", "PULUMI_ACCESS_TOKEN", lambda r: "pul-" + r.h(40)),
    ("Doppler token", "DOPPLER_TOKEN", lambda r: "dp.pt." + r.s(43)),
    ("Fly.io token", "FLY_API_TOKEN", lambda r: "fo1_" + r.s(43, URLSAFE)),
    ("Heroku key", "HEROKU_API_KEY", lambda r: "HRKU-AA" + r.s(58, URLSAFE)),
    ("Netlify token", "NETLIFY_AUTH_TOKEN", lambda r: "nfp_" + r.s(36)),
    ("Supabase token", "SUPABASE_ACCESS_TOKEN", lambda r: "sbp_" + r.h(40)),
    ("Linear key", "LINEAR_API_KEY", lambda r: "lin_api_" + r.s(40)),
    ("Notion token", "NOTION_TOKEN", lambda r: "ntn_" + r.d(11) + r.s(35)),
    ("Airtable token", "AIRTABLE_TOKEN", lambda r: "pat" + r.s(14) + "." + r.h(64)),
    ("Atlassian token", "JIRA_API_TOKEN", lambda r: "ATATT3xFfGF0" + r.s(170, URLSAFE) + "=" + r.s(8, UP)),
    ("Figma token", "FIGMA_TOKEN", lambda r: "figd_" + r.s(40, URLSAFE)),
    ("Postman key", "POSTMAN_API_KEY", lambda r: "PMAK-" + r.h(24) + "-" + r.h(34)),
    ("Shopify token", "SHOPIFY_ACCESS_TOKEN", lambda r: r.pick(["shpat_", "shpca_", "shppa_", "shpss_"]) + r.h(32)),
    ("Square token", "SQUARE_ACCESS_TOKEN", lambda r: "EAAA" + r.s(60, URLSAFE)),
    ("Square OAuth secret", "SQUARE_SECRET", lambda r: "sq0csp-" + r.s(43, URLSAFE)),
    ("Groq key", "GROQ_API_KEY", lambda r: "gsk_" + r.s(52)),
    ("xAI key", "XAI_API_KEY", lambda r: "xai-" + r.s(80)),
    ("Replicate token", "REPLICATE_API_TOKEN", lambda r: "r8_" + r.s(37)),
    ("OpenRouter key", "OPENROUTER_API_KEY", lambda r: "sk-or-v1-" + r.h(64)),
    ("Perplexity key", "PPLX_API_KEY", lambda r: "pplx-" + r.s(48)),
    ("LangSmith key", "LANGSMITH_API_KEY", lambda r: r.pick(["lsv2_pt_", "lsv2_sk_"]) + r.h(32) + "_" + r.h(10)),
    ("Pinecone key", "PINECONE_API_KEY", lambda r: "pcsk_" + r.s(5) + "_" + r.s(63)),
    ("Tavily key", "TAVILY_API_KEY", lambda r: "tvly-" + r.pick(["", "dev-", "prod-"]) + r.s(32)),
    ("DeepSeek key", "DEEPSEEK_API_KEY", lambda r: "sk-" + r.h(32)),
    ("ElevenLabs key", "ELEVENLABS_API_KEY", lambda r: "sk_" + r.h(48)),
    ("Grafana Cloud token", "GRAFANA_CLOUD_TOKEN", lambda r: "glc_" + r.s(80, B64)),
    ("Grafana service account token", "GRAFANA_TOKEN", lambda r: "glsa_" + r.s(32) + "_" + r.h(8)),
    ("New Relic key", "NEW_RELIC_API_KEY", lambda r: "NRAK-" + r.s(27, UP)),
    ("Sentry token", "SENTRY_AUTH_TOKEN", lambda r: "sntryu_" + r.h(64)),
    ("Dynatrace token", "DT_API_TOKEN", lambda r: "dt0c01." + r.s(24, UP) + "." + r.s(64, UP)),
    ("CircleCI token", "CIRCLE_TOKEN", lambda r: "CCIPAT_" + r.s(22) + "_" + r.h(40)),
    ("Buildkite token", "BUILDKITE_API_TOKEN", lambda r: "bkua_" + r.h(40)),
    ("Azure AD client secret", "AZURE_CLIENT_SECRET", lambda r: r.s(3) + r.d(1) + "Q~" + r.s(34, URLSAFE + ".~")),
    ("Alibaba Cloud key id", "ALIBABA_ACCESS_KEY_ID", lambda r: "LTAI" + r.s(20)),
    ("Tencent Cloud key id", "TENCENT_SECRET_ID", lambda r: "AKID" + r.s(32)),
    ("Cloudflare origin CA key", "CF_ORIGIN_CA_KEY", lambda r: "v1.0-" + r.h(24) + "-" + r.h(146)),
    ("Tailscale key", "TS_AUTHKEY", lambda r: "tskey-" + r.pick(["auth", "api", "client"]) + "-k" + r.s(10) + "CNTRL-" + r.s(32)),
    ("1Password service token", "OP_SERVICE_ACCOUNT_TOKEN", lambda r: "ops_eyJ" + r.s(260, B64)),
    ("age secret key", "AGE_KEY", lambda r: "AGE-SECRET-KEY-1" + r.s(58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L")),
    ("Mapbox secret token", "MAPBOX_SECRET_TOKEN", lambda r: "sk.eyJ1Ijoi" + r.s(50) + "." + r.s(22, URLSAFE)),
    ("Contentful token", "CONTENTFUL_TOKEN", lambda r: "CFPAT-" + r.s(43, URLSAFE)),
    ("HubSpot token", "HUBSPOT_TOKEN", lambda r: "pat-" + r.pick(["na1", "eu1"]) + "-" + r.uuid()),
    ("PlanetScale password", "PLANETSCALE_PASSWORD", lambda r: "pscale_pw_" + r.s(43, URLSAFE)),
    ("Facebook token", "FB_ACCESS_TOKEN", lambda r: "EAA" + r.pick(["B", "C", "G", "M"]) + r.s(150)),
    ("Twitter bearer token", "TWITTER_BEARER_TOKEN", lambda r: "A" * 22 + r.s(90, AN + "%")),
    ("Dropbox token", "DROPBOX_TOKEN", lambda r: "sl." + r.s(135, URLSAFE)),
    ("VK token", "VK_TOKEN", lambda r: "vk1.a." + r.s(150, URLSAFE)),
    ("Braintree token", "BRAINTREE_TOKEN", lambda r: f"access_token$production${r.s(16, LO)}${r.h(32)}"),
    ("Artifactory key", "ARTIFACTORY_API_KEY", lambda r: "AKCp" + r.s(69)),
    ("Shippo token", "SHIPPO_TOKEN", lambda r: "shippo_live_" + r.h(40)),
    ("Prefect key", "PREFECT_API_KEY", lambda r: "pnu_" + r.s(36)),
    ("Infracost key", "INFRACOST_API_KEY", lambda r: "ico-" + r.s(32)),
    ("Frame.io token", "FRAMEIO_TOKEN", lambda r: "fio-u-" + r.s(64, URLSAFE)),
    ("Octopus Deploy key", "OCTOPUS_API_KEY", lambda r: "API-" + r.s(26, UP)),
    ("OpenShift token", "OC_TOKEN", lambda r: "sha256~" + r.s(43, URLSAFE)),
    ("Duffel token", "DUFFEL_TOKEN", lambda r: "duffel_live_" + r.s(43, URLSAFE)),
    ("Flutterwave key", "FLW_SECRET_KEY", lambda r: "FLWSECK_TEST-" + r.h(32) + "-X"),
    ("Readme key", "README_API_KEY", lambda r: "rdme_" + r.s(70, LO)),
    ("EasyPost key", "EASYPOST_API_KEY", lambda r: "EZAK" + r.s(54)),
    ("Clojars token", "CLOJARS_TOKEN", lambda r: "CLOJARS_" + r.s(60, LO)),
    ("Scalingo token", "SCALINGO_TOKEN", lambda r: "tk-us-" + r.s(48, URLSAFE)),
    ("Sourcegraph token", "SRC_ACCESS_TOKEN", lambda r: "sgp_" + r.h(16) + "_" + r.h(40)),
    ("Harness key", "HARNESS_API_KEY", lambda r: "pat." + r.s(22, URLSAFE) + "." + r.s(24) + "." + r.s(20)),
    ("ClickUp token", "CLICKUP_TOKEN", lambda r: "pk_" + r.d(8) + "_" + r.s(32, UP)),
    ("Typeform token", "TYPEFORM_TOKEN", lambda r: "tfp_" + r.s(44, URLSAFE)),
    ("Bitbucket app password", "BITBUCKET_APP_PASSWORD", lambda r: "ATBB" + r.s(32)),
    ("Langfuse secret key", "LANGFUSE_SECRET_KEY", lambda r: "sk-lf-" + r.uuid()),
    ("LaunchDarkly SDK key", "LD_SDK_KEY", lambda r: "sdk-" + r.uuid()),
    ("Bitwarden access token", "BWS_ACCESS_TOKEN", lambda r: "0." + r.uuid() + "." + r.s(30) + ":" + r.s(22) + "=="),
    ("Azure DevOps PAT (new)", "AZURE_DEVOPS_PAT", lambda r: r.s(52, UP + string.ascii_lowercase) + "AZDO" + r.s(24)),
]

# Kinds that are recognisable only from the name beside them.
CONTEXT: list[tuple[str, list[str], Gen]] = [
    ("AWS secret access key", ["aws_secret_access_key", "AWS_SECRET_ACCESS_KEY", "SecretAccessKey"],
     lambda r: r.s(40, AN + "/+")),
    ("AWS session token", ["aws_session_token", "AWS_SESSION_TOKEN"], lambda r: "IQoJb3JpZ2luX2Vj" + r.s(300, B64)),
    ("Datadog API key", ["DD_API_KEY", "datadog_api_key"], lambda r: r.h(32)),
    ("Datadog app key", ["DD_APP_KEY", "datadog_application_key"], lambda r: r.h(40)),
    ("Azure OpenAI key", ["AZURE_OPENAI_API_KEY", "azure_openai_key"], lambda r: r.h(32)),
    ("Mistral key", ["MISTRAL_API_KEY", "mistral_api_key"], lambda r: r.s(32)),
    ("Cohere key", ["COHERE_API_KEY", "CO_API_KEY"], lambda r: r.s(40)),
    ("Cloudflare API token", ["CLOUDFLARE_API_TOKEN", "CF_API_TOKEN"], lambda r: r.s(40, URLSAFE)),
    ("Cloudflare global key", ["CLOUDFLARE_API_KEY", "CF_API_KEY"], lambda r: r.h(37)),
    ("Algolia admin key", ["ALGOLIA_ADMIN_KEY", "algolia_api_key"], lambda r: r.h(32)),
    ("Twilio auth token", ["TWILIO_AUTH_TOKEN", "twilio_auth_token"], lambda r: r.h(32)),
    ("Okta token", ["OKTA_API_TOKEN", "okta_token"], lambda r: "00" + r.s(40, URLSAFE)),
    ("Heroku legacy key", ["HEROKU_API_KEY", "heroku_api_key"], lambda r: r.uuid()),
    ("ngrok authtoken", ["NGROK_AUTHTOKEN", "authtoken"], lambda r: r.d(1) + r.s(26) + "_" + r.s(21)),
    ("Honeycomb key", ["HONEYCOMB_API_KEY", "honeycomb_write_key"], lambda r: r.s(22)),
    ("Vercel token", ["VERCEL_TOKEN", "vercel_token"], lambda r: r.s(24)),
    ("Travis CI token", ["TRAVIS_API_TOKEN", "travis_token"], lambda r: r.s(22)),
    ("Jenkins API token", ["JENKINS_API_TOKEN", "jenkins_token"], lambda r: "11" + r.h(32)),
    ("Weights & Biases key", ["WANDB_API_KEY", "wandb_key"], lambda r: r.h(40)),
    ("Kaggle key", ["KAGGLE_KEY", '"key"'], lambda r: r.h(32)),
    ("Linode token", ["LINODE_TOKEN", "linode_api_token"], lambda r: r.h(64)),
    ("Hetzner token", ["HCLOUD_TOKEN", "hcloud_token"], lambda r: r.s(64)),
    ("Auth0 client secret", ["AUTH0_CLIENT_SECRET", "auth0_client_secret"], lambda r: r.s(64, URLSAFE)),
    ("Zoom secret", ["ZOOM_CLIENT_SECRET", "zoom_secret"], lambda r: r.s(32)),
    ("Django secret key", ["SECRET_KEY", "DJANGO_SECRET_KEY"], lambda r: "django-insecure-" + r.s(40, LO + "!@#$%^&*(-_=+)")),
    ("Flask secret key", ["SECRET_KEY", "app.secret_key"], lambda r: r.h(48)),
    ("Rails master key", ["RAILS_MASTER_KEY", "master.key"], lambda r: r.h(32)),
    ("Session cookie", ["sessionid", "session_token", "connect.sid"], lambda r: r.s(32, LO)),
    ("Encryption key", ["ENCRYPTION_KEY", "encryption_key", "AES_KEY"], lambda r: r.b64(32)),
    ("Webhook signing secret", ["WEBHOOK_SECRET", "webhook_signing_secret"], lambda r: r.s(32)),
    ("Ethereum private key", ["ETH_PRIVATE_KEY", "wallet private key", "PRIVATE_KEY"], lambda r: "0x" + r.h(64)),
    ("TOTP seed", ["otp secret", "TOTP_SECRET", "2fa secret"], lambda r: r.s(32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
    ("generic API key", ["api_key", "apiKey", "X-API-Key", "access_token", "auth_token"], lambda r: r.s(32)),
    ("client secret", ["client_secret", "CLIENT_SECRET", "clientSecret"], lambda r: r.s(34, URLSAFE)),
]


def write_batch(name: str, secrets: list[str], injections: list[str], ordinary: list[str]) -> None:
    """Write <name>.jsonl beside this file: each text labelled secret, injection or ordinary, with the
    family "<name>-<label>" (the held-out batches' one format), and print the three counts."""
    import json
    from pathlib import Path

    rows = [{"text": t, "family": f"{name}-{label}", "kind": label, "lang": "", "label": label}
            for label, texts in (("secret", secrets), ("injection", injections), ("ordinary", ordinary)) for t in texts]
    with open(Path(__file__).resolve().parent / f"{name}.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(secrets), len(injections), len(ordinary))


def write_groups(name: str, secrets: list[tuple[str, str]], injections: list[tuple[str, str]],
                 ordinary: list[tuple[str, str]]) -> None:
    """Like write_batch, for batches whose rows each name the family (`group`) they were written for."""
    import json
    from pathlib import Path

    rows = [{"text": t, "family": f"{name}-{label}", "kind": label, "lang": "", "label": label, "group": group}
            for label, items in (("secret", secrets), ("injection", injections), ("ordinary", ordinary))
            for group, t in items]
    with open(Path(__file__).resolve().parent / f"{name}.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(secrets), len(injections), len(ordinary))
