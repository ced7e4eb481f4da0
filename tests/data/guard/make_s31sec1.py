"""Batch s31sec1 (stop 31, secrets fixer): write s31sec1.jsonl.

Three parts, all synthetic:
- fresh variants of each mechanism fixed on round 4's s31w14 and round 3's s30y11 misses (other services, other
  phrasings, RU and EN), each with look-alikes that must be kept;
- the value formats of gitleaks' rule list and of trufflehog's prefixed detectors (read for which kinds exist and
  their shapes; the values are random, made here), each in a RU or EN sentence or config line: without the vendor's name where the format alone says what it is,
  and with it; the formats known only by a vendor's name are written beside it;
- look-alikes of those: placeholders in the formats' places, public ids of the same vendors, hashes and ids of the
  same lengths, people talking about the tokens without giving one.

Run: python tests/data/guard/make_s31sec1.py (seeded: the same file every time).
"""
import base64
import json
import random
import re
import string
from pathlib import Path

R = random.Random(31)
def pick(al, n): return "".join(R.choice(al) for _ in range(n))
L, U, D = string.ascii_lowercase, string.ascii_uppercase, string.digits
HEX = "0123456789abcdef"; AN = L+U+D; LAN = L+D; B64 = AN+"+/"; URL = AN+"_-"
def hx(n): 
    while True:
        v=pick(HEX,n)
        if any(c.isalpha() for c in v) and any(c.isdigit() for c in v): return v
def an(n):
    while True:
        v=pick(AN,n)
        if any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v): return v
def lan(n):
    while True:
        v=pick(LAN,n)
        if any(c.isalpha() for c in v) and sum(c.isdigit() for c in v)>=2: return v
def url(n):
    v=an(n-2); i=R.randrange(1,n-3); return v[:i]+"-"+v[i:]+"_"[:1] if False else v[:i]+"-_"+v[i:]
def uuid(): return f"{hx(8)}-{hx(4)}-4{hx(3)}-a{hx(3)}-{hx(12)}"
def b64(n): return pick(B64, n)
# (id, value, distinctive, vendor)
V = [
 ("1password-secret-key", f"A3-{pick(U+D,6)}-{pick(U+D,11)}-{pick(U+D,5)}-{pick(U+D,5)}-{pick(U+D,5)}", True, "1Password"),
 ("1password-service-account-token", "ops_eyJ"+b64(260), True, "1Password"),
 ("adafruit-api-key", "aio_"+an(28), True, "Adafruit IO"),
 ("adafruit-api-key-kw", lan(32), False, "Adafruit"),
 ("adobe-client-secret", "p8e-"+an(32), True, "Adobe"),
 ("age-secret-key", "AGE-SECRET-KEY-1"+pick("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L",58), True, "age"),
 ("airtable-api-key", "key"+an(14), False, "Airtable"),
 ("airtable-pat", "pat"+an(14)+"."+hx(64), True, "Airtable"),
 ("algolia-api-key", hx(32), False, "Algolia"),
 ("alibaba-access-key-id", "LTAI"+an(20), True, "Alibaba Cloud"),
 ("alibaba-secret-key", an(30), False, "Alibaba"),
 ("anthropic-admin-api-key", "sk-ant-admin01-"+pick(URL,93)+"AA", True, "Anthropic"),
 ("anthropic-api-key", "sk-ant-api03-"+pick(URL,93)+"AA", True, "Anthropic"),
 ("artifactory-api-key", "AKCp"+an(69), True, "Artifactory"),
 ("artifactory-reference-token", "cmVmd"+an(59), True, "Artifactory"),
 ("asana-client-secret", lan(32), False, "Asana"),
 ("atlassian-api-token", "ATATT3xFfGF0"+pick(URL,170)+"="+hx(8).upper(), True, "Atlassian"),
 ("atlassian-api-token-kw", lan(24), False, "Jira"),
 ("authress-key", "sc_"+lan(12)+"."+lan(5)+".acc_"+lan(16)+"."+b64(60), True, "Authress"),
 ("aws-access-token", "AKIA"+pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",16), True, "AWS"),
 ("aws-bedrock-long", "ABSK"+b64(120), True, "Bedrock"),
 ("aws-bedrock-short", "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t"+b64(60), True, "Bedrock"),
 ("azure-ad-client-secret", pick(AN,3)+"8Q~"+pick(AN+"_~.-",34), True, "Azure AD"),
 ("beamer-api-token", "b_"+pick(LAN+"=_-",44), False, "Beamer"),
 ("bitbucket-client-secret", pick(LAN+"_-",64), False, "Bitbucket"),
 ("bittrex-secret-key", lan(32), False, "Bittrex"),
 ("cisco-meraki-api-key", hx(40), False, "Meraki"),
 ("clickhouse-cloud-api-secret-key", "4b1d"+an(38), True, "ClickHouse Cloud"),
 ("clojars-api-token", "CLOJARS_"+lan(60), True, "Clojars"),
 ("cloudflare-api-key", pick(LAN+"_-",40), False, "Cloudflare"),
 ("cloudflare-global-api-key", hx(37), False, "Cloudflare"),
 ("cloudflare-origin-ca-key", "v1.0-"+hx(24)+"-"+hx(146), True, "Cloudflare"),
 ("codecov-access-token", lan(32), False, "Codecov"),
 ("cohere-api-token", an(40), False, "Cohere"),
 ("coinbase-access-token", pick(LAN+"_-",64), False, "Coinbase"),
 ("confluent-secret-key", lan(64), False, "Confluent"),
 ("contentful-delivery-api-token", pick(AN+"_-",43), False, "Contentful"),
 ("curl-auth-header", "curl -H \"Authorization: Bearer "+an(40)+"\" https://api.internal.example/v1/jobs", True, "curl"),
 ("curl-auth-user", "curl -u deploy:"+an(12)+"x! https://repo.internal.example/upload", True, "curl"),
 ("databricks-api-token", "dapi"+hx(32), True, "Databricks"),
 ("datadog-access-token", lan(40), False, "Datadog"),
 ("defined-networking", "dnkey-"+pick(LAN,26)+"-"+pick(LAN,52), True, "Defined Networking"),
 ("digitalocean-access-token", "doo_v1_"+hx(64), True, "DigitalOcean"),
 ("digitalocean-pat", "dop_v1_"+hx(64), True, "DigitalOcean"),
 ("digitalocean-refresh-token", "dor_v1_"+hx(64), True, "DigitalOcean"),
 ("discord-api-token", hx(64), False, "Discord"),
 ("discord-client-secret", pick(AN+"_-",32), False, "Discord"),
 ("doppler-api-token", "dp.pt."+an(43), True, "Doppler"),
 ("droneci-access-token", lan(32), False, "Drone CI"),
 ("dropbox-api-token", lan(15), False, "Dropbox"),
 ("dropbox-long-lived", lan(11)+"AAAAAAAAAA"+pick(LAN+"-_",43), True, "Dropbox"),
 ("dropbox-short-lived", "sl."+pick(AN+"-_",135), True, "Dropbox"),
 ("duffel-api-token", "duffel_test_"+pick(AN+"_-",43), True, "Duffel"),
 ("dynatrace-api-token", "dt0c01."+pick(U+D,24)+"."+pick(U+D,64), True, "Dynatrace"),
 ("easypost-api-token", "EZAK"+an(54), True, "EasyPost"),
 ("easypost-test-api-token", "EZTK"+an(54), True, "EasyPost"),
 ("etsy-access-token", lan(24), False, "Etsy"),
 ("facebook-access-token", "1"+pick(D,14)+"|"+pick(URL,32), True, "Facebook"),
 ("facebook-page-access-token", "EAAM"+an(120), True, "Facebook"),
 ("facebook-secret", hx(32), False, "Facebook"),
 ("fastly-api-token", pick(AN+"_-",32), False, "Fastly"),
 ("finicity-api-token", hx(32), False, "Finicity"),
 ("finicity-client-secret", an(20), False, "Finicity"),
 ("finnhub-access-token", lan(20), False, "Finnhub"),
 ("flickr-access-token", lan(32), False, "Flickr"),
 ("flutterwave-encryption-key", "FLWSECK_TEST-"+pick("abcdef0123456789",12), True, "Flutterwave"),
 ("flutterwave-secret-key", "FLWSECK_TEST-"+pick("abcdef0123456789",32)+"-X", True, "Flutterwave"),
 ("flyio-access-token", "fo1_"+pick(URL,43), True, "Fly.io"),
 ("flyio-macaroon", "fm2_"+b64(140), True, "Fly.io"),
 ("frameio-api-token", "fio-u-"+pick(URL+"=",64), True, "Frame.io"),
 ("freemius-secret-key", "'secret_key' => 'sk_"+pick(AN+"!#&*",29)+"'", True, "Freemius"),
 ("freshbooks-access-token", lan(64), False, "FreshBooks"),
 ("gcp-api-key", "AIza"+pick(URL,35), True, "Google"),
 ("github-app-token", "ghs_"+an(36), True, "GitHub"),
 ("github-fine-grained-pat", "github_pat_"+pick(AN+"_",82), True, "GitHub"),
 ("github-oauth", "gho_"+an(36), True, "GitHub"),
 ("github-pat", "ghp_"+an(36), True, "GitHub"),
 ("github-refresh-token", "ghr_"+an(36), True, "GitHub"),
 ("gitlab-cicd-job-token", "glcbt-"+an(4)+"_"+pick(URL,20), True, "GitLab"),
 ("gitlab-deploy-token", "gldt-"+pick(URL,20), True, "GitLab"),
 ("gitlab-feature-flag-client-token", "glffct-"+pick(URL,20), True, "GitLab"),
 ("gitlab-feed-token", "glft-"+pick(URL,20), True, "GitLab"),
 ("gitlab-incoming-mail-token", "glimt-"+pick(URL,25), True, "GitLab"),
 ("gitlab-kubernetes-agent-token", "glagent-"+pick(URL,50), True, "GitLab"),
 ("gitlab-oauth-app-secret", "gloas-"+pick(URL,64), True, "GitLab"),
 ("gitlab-pat", "glpat-"+pick(URL,20), True, "GitLab"),
 ("gitlab-pat-routable", "glpat-"+pick(URL,30)+"."+pick(LAN,2)+lan(7), True, "GitLab"),
 ("gitlab-ptt", "glptt-"+hx(40), True, "GitLab"),
 ("gitlab-rrt", "GR1348941"+pick(URL,20), True, "GitLab"),
 ("gitlab-runner-token", "glrt-"+pick(URL,20), True, "GitLab"),
 ("gitlab-runner-routable", "glrt-t1_"+pick(URL,30)+"."+lan(9), True, "GitLab"),
 ("gitlab-scim-token", "glsoat-"+pick(URL,20), True, "GitLab"),
 ("gitlab-session-cookie", "_gitlab_session="+lan(32), True, "GitLab"),
 ("gitter-access-token", pick(LAN+"_-",40), False, "Gitter"),
 ("gocardless-api-token", "live_"+pick(AN+"-_=",40), True, "GoCardless"),
 ("grafana-api-key", "eyJrIjoi"+an(80)+"=", True, "Grafana"),
 ("grafana-cloud-api-token", "glc_"+b64(60)+"==", True, "Grafana Cloud"),
 ("grafana-service-account-token", "glsa_"+an(32)+"_"+hx(8), True, "Grafana"),
 ("harness-api-key", "pat."+pick(URL,22)+"."+an(24)+"."+an(20), True, "Harness"),
 ("hashicorp-tf-api-token", lan(14)+".atlasv1."+pick(URL+"=",66), True, "Terraform Cloud"),
 ("hashicorp-tf-password", "administrator_login_password = \""+an(14)+"\"", True, "Terraform"),
 ("heroku-api-key", uuid(), False, "Heroku"),
 ("heroku-api-key-v2", "HRKU-AA"+pick(URL,58), True, "Heroku"),
 ("hubspot-api-key", uuid().upper(), False, "HubSpot"),
 ("huggingface-access-token", "hf_"+pick(L+U,34), True, "Hugging Face"),
 ("huggingface-org-token", "api_org_"+pick(L+U,34), True, "Hugging Face"),
 ("infracost-api-token", "ico-"+an(32), True, "Infracost"),
 ("intercom-api-key", pick(AN+"=_-",60), False, "Intercom"),
 ("intra42-client-secret", "s-s4t2ud-"+hx(64), True, "42 Intra"),
 ("jfrog-api-key", lan(73), False, "JFrog"),
 ("jfrog-identity-token", lan(64), False, "JFrog"),
 ("jwt", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwicm9sZSI6ImFkbWluIn0."+pick(URL,43), True, "JWT"),
 ("jwt-base64", "ZXlKaGJHY2lPaUpJVXpJMU5pSjkuZXlKemRXSWlPaUl4TWpNME5UWTNPRGt3SW4w"+b64(20), True, "JWT"),
 ("kraken-access-token", pick(AN+"/=+",88), False, "Kraken"),
 ("kubernetes-secret-yaml", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ndata:\n  password: "+base64.b64encode(("Zq"+an(10)).encode()).decode(), True, "Kubernetes"),
 ("kucoin-access-token", hx(24), False, "KuCoin"),
 ("kucoin-secret-key", uuid(), False, "KuCoin"),
 ("launchdarkly-access-token", "api-"+uuid(), False, "LaunchDarkly"),
 ("linear-api-key", "lin_api_"+an(40), True, "Linear"),
 ("linear-client-secret", hx(32), False, "Linear"),
 ("linkedin-client-secret", an(16), False, "LinkedIn"),
 ("lob-api-key", "live_"+hx(35), True, "Lob"),
 ("looker-client-secret", an(24), False, "Looker"),
 ("mailchimp-api-key", hx(32)+"-us14", True, "Mailchimp"),
 ("mailgun-private-api-token", "key-"+hx(32), True, "Mailgun"),
 ("mailgun-signing-key", pick("abcdefgh0123456789",32)+"-"+pick("abcdefgh0123456789",8)+"-"+pick("abcdefgh0123456789",8), False, "Mailgun"),
 ("mapbox-secret-token", "sk.eyJ1IjoiYWNtZSIsImEiOiJjbGtkZW1vIn0."+pick(URL,22), True, "Mapbox"),
 ("mattermost-access-token", lan(26), False, "Mattermost"),
 ("maxmind-license-key", an(6)+"_"+an(29)+"_mmk", True, "MaxMind"),
 ("messagebird-api-token", an(25), False, "MessageBird"),
 ("microsoft-teams-webhook", f"https://acme.webhook.office.com/webhookb2/{uuid()}@{uuid()}/IncomingWebhook/{hx(32)}/{uuid()}", True, "Teams"),
 ("netlify-access-token", pick(AN+"_-",43), False, "Netlify"),
 ("new-relic-browser-api-token", "NRJS-"+hx(19), True, "New Relic"),
 ("new-relic-insert-key", "NRII-"+pick(LAN+"-",32), True, "New Relic"),
 ("new-relic-user-api-key", "NRAK-"+pick(U+D,27), True, "New Relic"),
 ("notion-api-token", "ntn_"+pick(D,11)+an(35), True, "Notion"),
 ("npm-access-token", "npm_"+an(36), True, "npm"),
 ("nuget-config-password", '<add key="ClearTextPassword" value="'+an(12)+'!" />', True, "NuGet"),
 ("nytimes-access-token", pick(AN+"_-",32), False, "NYTimes"),
 ("octopus-deploy-api-key", "API-"+pick(U+D,26), True, "Octopus Deploy"),
 ("okta-access-token", "00"+pick(URL,40), False, "Okta"),
 ("openai-api-key", "sk-proj-"+pick(URL,74)+"T3BlbkFJ"+pick(URL,74), True, "OpenAI"),
 ("openai-legacy", "sk-"+an(20)+"T3BlbkFJ"+an(20), True, "OpenAI"),
 ("openshift-user-token", "sha256~"+pick(URL,43), True, "OpenShift"),
 ("perplexity-api-key", "pplx-"+an(48), True, "Perplexity"),
 ("plaid-api-token", "access-production-"+uuid(), True, "Plaid"),
 ("plaid-secret-key", lan(30), False, "Plaid"),
 ("planetscale-api-token", "pscale_tkn_"+pick(URL,43), True, "PlanetScale"),
 ("planetscale-oauth-token", "pscale_oauth_"+pick(URL,43), True, "PlanetScale"),
 ("planetscale-password", "pscale_pw_"+pick(URL,43), True, "PlanetScale"),
 ("postman-api-token", "PMAK-"+hx(24)+"-"+hx(34), True, "Postman"),
 ("prefect-api-token", "pnu_"+an(36), True, "Prefect"),
 ("private-key", "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI"+b64(60)+"\n-----END EC PRIVATE KEY-----", True, ""),
 ("privateai-api-token", lan(32), False, "Private AI"),
 ("pulumi-api-token", "pul-"+hx(40), True, "Pulumi"),
 ("pypi-upload-token", "pypi-AgEIcHlwaS5vcmc"+pick(URL,70), True, "PyPI"),
 ("rapidapi-access-token", pick(LAN+"_-",50), False, "RapidAPI"),
 ("readme-api-token", "rdme_"+lan(70), True, "ReadMe"),
 ("rubygems-api-token", "rubygems_"+hx(48), True, "RubyGems"),
 ("scalingo-api-token", "tk-us-"+pick(URL,48), True, "Scalingo"),
 ("sendbird-access-token", hx(40), False, "Sendbird"),
 ("sendgrid-api-token", "SG."+pick(URL,22)+"."+pick(URL,43), True, "SendGrid"),
 ("sendinblue-api-token", "xkeysib-"+hx(64)+"-"+an(16), True, "Brevo"),
 ("sentry-access-token", hx(64), False, "Sentry"),
 ("sentry-org-token", "sntrys_eyJpYXQiOjE3MDAwMDAwMDAsInVybCI6Imh0dHBzOi8vc2VudHJ5LmlvIiwicmVnaW9uX3VybCI6Imh0dHBzOi8vdXMuc2VudHJ5LmlvIiwib3JnIjoiYWNtZSJ9_"+b64(43), True, "Sentry"),
 ("sentry-user-token", "sntryu_"+hx(64), True, "Sentry"),
 ("settlemint-pat", "sm_pat_"+an(16), True, "SettleMint"),
 ("settlemint-aat", "sm_aat_"+an(16), True, "SettleMint"),
 ("shippo-api-token", "shippo_live_"+hx(40), True, "Shippo"),
 ("shopify-access-token", "shpat_"+hx(32), True, "Shopify"),
 ("shopify-shared-secret", "shpss_"+hx(32), True, "Shopify"),
 ("sidekiq-secret", "BUNDLE_ENTERPRISE__CONTRIBSYS__COM="+hx(8)+":"+hx(8), True, "Sidekiq"),
 ("sidekiq-sensitive-url", "https://"+hx(8)+":"+hx(8)+"@enterprise.contribsys.com/", True, "Sidekiq"),
 ("slack-app-token", "xapp-1-A"+pick(U+D,10)+"-"+pick(D,13)+"-"+hx(64), True, "Slack"),
 ("slack-bot-token", "xoxb-"+pick(D,12)+"-"+pick(D,13)+"-"+an(24), True, "Slack"),
 ("slack-config-access-token", "xoxe.xoxp-1-"+pick(U+D,165), True, "Slack"),
 ("slack-config-refresh-token", "xoxe-1-"+pick(U+D,146), True, "Slack"),
 ("slack-user-token", "xoxp-"+pick(D,12)+"-"+pick(D,12)+"-"+pick(D,13)+"-"+hx(32), True, "Slack"),
 ("slack-webhook-url", "https://hooks.slack.com/services/T"+pick(U+D,8)+"/B"+pick(U+D,10)+"/"+an(24), True, "Slack"),
 ("snyk-api-token", uuid(), False, "Snyk"),
 ("sonar-api-token", "squ_"+hx(40), True, "SonarQube"),
 ("sourcegraph-access-token", "sgp_"+hx(16)+"_"+hx(40), True, "Sourcegraph"),
 ("square-access-token", "EAAA"+pick(URL,60), True, "Square"),
 ("squarespace-access-token", uuid(), False, "Squarespace"),
 ("stripe-access-token", "sk_live_"+an(24), True, "Stripe"),
 ("sumologic-access-id", "su"+an(12), False, "Sumo Logic"),
 ("sumologic-access-token", an(64), False, "Sumo Logic"),
 ("telegram-bot-api-token", pick(D,10)+":AA"+pick(URL,33), True, "Telegram"),
 ("travisci-access-token", lan(22), False, "Travis CI"),
 ("twilio-api-key", "SK"+hx(32), True, "Twilio"),
 ("twitch-api-token", lan(30), False, "Twitch"),
 ("twitter-access-secret", lan(45), False, "Twitter"),
 ("twitter-access-token", pick(D,19)+"-"+an(30), False, "Twitter"),
 ("twitter-api-secret", an(50), False, "Twitter"),
 ("twitter-bearer-token", "A"*22+an(90), True, "Twitter"),
 ("typeform-api-token", "tfp_"+pick(LAN+"-_",59), True, "Typeform"),
 ("vault-batch-token", "hvb."+pick(URL,140), True, "Vault"),
 ("vault-service-token", "hvs."+pick(URL,95), True, "Vault"),
 ("vault-legacy-token", "s."+an(24), True, "Vault"),
 ("yandex-access-token", "t1."+pick(URL,40)+"."+pick(URL,86), True, "Yandex Cloud"),
 ("yandex-api-key", "AQVN"+pick(URL,36), True, "Yandex Cloud"),
 ("yandex-aws-access-token", "YC"+pick(URL,38), True, "Yandex Cloud"),
 ("zendesk-secret-key", lan(40), False, "Zendesk"),
]

# formats of trufflehog's detectors that gitleaks' list lacks (prefix and body; no vendor's name needed)
R = random.Random(77)
V_TH = [
 ("apify", "apify_api_"+an(36), True, "Apify"),
 ("airtable-oauth", an(14)+".v1."+pick(URL,40)+"."+hx(32), True, "Airtable"),
 ("atlassian-v2", "ATCTT3xFfG"+pick(URL,180)+"="+an(8), True, "Atlassian"),
 ("bitbucket-dc", "BBDC-"+pick(AN+"+/",44), True, "Bitbucket"),
 ("cloudflare-cfut", "cfut_"+an(40)+hx(8), True, "Cloudflare"),
 ("cloudflare-cfk", "cfk_"+an(40)+hx(8), True, "Cloudflare"),
 ("closecrm", "api_"+an(45), True, "Close"),
 ("deno", "ddp_"+an(36), True, "Deno"),
 ("dfuse", "web_"+lan(32), True, "dfuse"),
 ("docker-oat", "dckr_oat_"+pick(URL,32), True, "Docker"),
 ("figma-figp", "figp_"+pick(URL,46), True, "Figma"),
 ("finage", "API_KEY"+pick(U+D,32), True, "Finage"),
 ("fleetbase", "flb_live_"+an(20), True, "Fleetbase"),
 ("flexport", "shltm_"+pick(URL,40), True, "Flexport"),
 ("flutterwave-live", "FLWSECK-"+lan(32)+"-X", True, "Flutterwave"),
 ("flyio-v1", "FlyV1 fm2_"+pick(B64,520), True, "Fly.io"),
 ("grafana-glc-eyj", "glc_eyJ"+pick(B64,90), True, "Grafana"),
 ("klaviyo-private", "pk_"+hx(34), True, "Klaviyo"),
 ("locationiq", "pk."+hx(32), True, "LocationIQ"),
 ("newrelic-browser", "NRBR-"+hx(19), True, "New Relic"),
 ("newrelic-query", "NRIQ-"+pick(URL,25), True, "New Relic"),
 ("newrelic-license", hx(32)+"FFFFNRAL", True, "New Relic"),
 ("newrelic-mobile", "AA"+hx(40)+"-NRMA", True, "New Relic"),
 ("nightfall", "NF-"+an(32), True, "Nightfall"),
 ("pagarme", "ak_live_"+an(30), True, "Pagar.me"),
 ("paystack", "sk_live_"+hx(40), True, "Paystack"),
 ("posthog-personal", "phx_"+an(45), True, "PostHog"),
 ("ramp", "ramp_sec_"+an(48), True, "Ramp"),
 ("recharge", "sk_1x1_"+hx(64), True, "Recharge"),
 ("rootly", "rootly_"+hx(64), True, "Rootly"),
 ("sonarcloud", "sqco_"+an(59), True, "SonarQube Cloud"),
 ("sourcegraph-cody", "slk_"+hx(64), True, "Sourcegraph"),
 ("stripe-pi-secret", "pi_"+an(24)+"_secret_"+an(25), True, "Stripe"),
 ("tableau-pat", pick(B64,22)+"==:"+an(32), True, "Tableau"),
 ("thog-secret", "thog-secret-"+hx(32), True, "TruffleHog"),
 ("intra42-user", "u-s4t2ud-"+hx(64), True, "42"),
 ("ubidots", "BBFF-"+an(30), True, "Ubidots"),
 ("voiceflow", "VF.DM."+hx(24)+"."+an(16), True, "Voiceflow"),
 ("xai", "xai-"+pick(AN+"_",80), True, "xAI"),
 ("amqp-uri", "amqps://billing:"+an(14)+"@rabbit.internal:5671/prod", True, "RabbitMQ"),
 ("redis-uri", "rediss://default:"+an(20)+"@redis-12345.c1.eu-west-1.cloud.redislabs.com:12345", True, "Redis"),
 ("ftp-uri", "ftp://upload:"+an(12)+"@ftp.partner.example:21/incoming", True, "FTP"),
 ("jdbc", "jdbc:postgresql://db.internal:5432/shop?user=app&password="+an(14), True, "JDBC"),
 ("azure-redis", "acme.redis.cache.windows.net:6380,password="+pick(AN,43)+"=,ssl=True,abortConnect=False", True, "Azure Redis"),
 ("azure-cosmos", "AccountEndpoint=https://acme.documents.azure.com:443/;AccountKey="+pick(AN,86)+"==;", True, "Cosmos DB"),
 ("azure-acr", pick(AN+"+/",42)+"+ACR"+an(6), True, "Azure Container Registry"),
 ("azure-appconfig", "Endpoint=https://acme.azconfig.io;Id=ab12-cd-s0:"+an(20)+";Secret="+pick(AN+"+/",43)+"=", True, "App Configuration"),
 ("apideck", "sk_live_"+pick(AN+"-",93), True, "Apideck"),
 ("salesforce-refresh", "5AEP861"+pick(AN+"._",90), True, "Salesforce"),
 ("endorlabs", "endr+"+pick(AN+"-",16), True, "Endor Labs"),
 ("pubnub-publish", "pub-c-"+uuid(), True, "PubNub"),
 ("mongodb-uri", "mongodb+srv://app:"+an(16)+"@cluster0.ab1cd.mongodb.net/shop?retryWrites=true", True, "MongoDB"),
 ("ngc", an(84), False, "NVIDIA NGC"),
 ("trello", hx(64), False, "Trello"),
 ("sparkpost", hx(40), False, "SparkPost"),
 ("onelogin", lan(64), False, "OneLogin"),
]

VARIANTS = [
# M1 key far from its name: many words, brackets, quotes or inner colons between the name and the colon
("far-colon key","secret","ru","Токен GitLab для зеркалирования репозитория infra/terraform (scope: read_repository, до марта): Xk29fPq7LmN4vB8sR3tY6wZ1cD5eH0jK2aQ9"),
("far-colon key","secret","ru","Ключ от API Яндекс.Карт для сайта клиники на Лиговском (домен clinic-spb.ru): 7f3e2a9c1b4d8e6f0a5c3b2d9e1f4a7c"),
("far-colon key","secret","en","The Algolia admin key for the docs search index (prod, do not paste in Slack): 9c4e1a7b3f2d8e5a6b0c1d9f2e3a4b7c"),
("far-colon key","secret","en","Access token for the Notion import script 'weekly-sync' in the Acme workspace: Tq8ZmW3xKp5nRv2LbY7cJ4hDs9Fg6Ae1Uo0Ni3"),
("far-colon key","secret","ru","API-ключ от Mistral, который Паша выдал на хакатон (лимит 20$, scope: chat:write): Zr7kP2mQ9xW4vN8bL3tY6cJ1hD5sF0gA"),
("far-colon key","secret","en","Secret for the Zapier webhook step \"notify:sales\" (rotated after the offsite): kV93nQzL7pXw2RbT5yMc8HdJ4sFa6Ge1"),
("far-colon key","secret","ru","Токен для бота в Discord (сервер «Кодеры», права: send/read): Pm4Xq8Rz2Kw7Nv3Lb9Ty5Cj1Hd6Sf0Ga2Ue8Wi"),
("far-colon key","ordinary","ru","Ключ кэша для отчёта по продажам за ноябрь (Redis, TTL 1h): report:sales:2024-11"),
("far-colon key","ordinary","en","Token usage for the summarizer job (gpt-4o, last week, all tenants): 1834221 tokens"),
("far-colon key","ordinary","ru","Токен доступа истекает через 90 дней, дата выпуска указана в тикете: SEC-4412"),
("far-colon key","ordinary","en","The key rotation commit for the signing service (see PR #812): 3f9a0c2e7b1d4f5a6c8e9d0b1a2c3d4e5f6a7b8c"),
("far-colon key","ordinary","ru","Токен в Jira для задачи про ротацию ключей (эпик INFRA, спринт 14): INFRA-2291"),
("far-colon key","ordinary","en","API key docs for the weather provider (v3, section 'Authentication'): https://docs.weatherly.io/v3/auth"),
# M2 an alerting service's routing or integration key
("routing key","secret","en","PagerDuty routing key (service checkout-api, P1 only): 9b2e7d4c1a6f3e8d5c0b7a2e9d4f1c6b"),
("routing key","secret","ru","Routing key для алертов Grafana в PagerDuty: c41f8a2e6d9b3c7f0e5a1d8b4c2f6e9a"),
("routing key","secret","en","Splunk On-Call routing key for the db team: 5e8c1f4a7d2b9e6c3f0a8d5b2e7c4f1a"),
("routing key","ordinary","en","RabbitMQ routing key for the billing exchange: billing.invoice.paid"),
("routing key","ordinary","ru","Ключ маршрутизации в RabbitMQ для заказов: orders.created.eu"),
("routing key","ordinary","en","The routing key pattern is orders.*.eu, bound to the audit queue."),
# M3 keys listed under a heading that names them
("key list","secret","en","Vault unseal keys (cluster eu-prod):\n1: Wm7Qz2kP9xR4vN8bL3tY6cJ1hD5sF0gA2eK7\n2: Tq8ZmW3xKp5nRv2LbY7cJ4hDs9Fg6Ae1Uo0N"),
("key list","secret","ru","Ключи восстановления для KMS (хранить офлайн):\n- Pm4Xq8Rz2Kw7Nv3Lb9Ty5Cj1Hd6Sf0Ga2Ue8\n- Zr7kP2mQ9xW4vN8bL3tY6cJ1hD5sF0gA4b"),
("key list","secret","en","Runner registration tokens:\n* kV93nQzL7pXw2RbT5yMc8HdJ4sFa6Ge1Lm\n* Xk29fPq7LmN4vB8sR3tY6wZ1cD5eH0jK2a"),
("key list","ordinary","en","SSH host key fingerprints:\n1: 47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=\n2: nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8="),
("key list","ordinary","en","Keys published on the keyserver:\n- Zk3pQ9vX2mLr8TyB4nW7cJ5hD1sF6gA0eK"),
("key list","ordinary","ru","Ключи идемпотентности из лога (идентификаторы запросов):\n1. 0b6f2a1c-93de-4f7a-8c21-5e9d0a7b3f14\n2. 7e1d4c9b-2a6f-4b8e-9d3c-1f5a0e8b2c67"),
("key list","ordinary","en","Release checksums (sha256, base64):\n- n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=\n- LCa0a2j/xo/5m0U8HTBBNBNCLXBkg7+g+YpeiGJm564="),
# M4 a cluster's join token
("join token","secret","en","node join: K10a7c3e9f2b8d1c4e6f0a5b9d3c7e1f8a2b6d4c0e9f3a7b1d5c8e2f6a0b4d9c3e7::server:4f8a2c6e0b9d3f7a1c5e8b2d6f0a4c9e"),
("join token","secret","ru","Токен для подключения воркеров k3s: K10c9e3a7f1b5d8e2c6f0a4b9d3e7c1f5a8b2d6e0c4f9a3b7d1e5c8f2a6b0d4e9c::node:9d3f7a1c5e8b2d6f"),
("join token","ordinary","en","k3s tokens start with K10 and hold the CA hash; rotate them with `k3s token rotate` after an incident."),
# M5 a generated key of letters, digits and symbols (Django's SECRET_KEY)
("symbol key","secret","en","settings/prod.py: SECRET_KEY = 'x7$k!q2@m9#z(p4&v8*w1^r6-t3=y5+u0_e2)n7g!h4@j9'"),
("symbol key","secret","en","session_secret: \"Pq8@zW3!xK5#nR2&vL7*bY4(cJ1)hD9-sF6+gA0=eU3_mT5\""),
("symbol key","secret","ru","Секретный ключ Django для стейджа: SECRET_KEY='m2!t9@q5#w8$e1%r4^y7&u0*i3(o6)p9-a2=s5+d8_f1g4'"),
("symbol key","ordinary","en","Django draws its key from chars = 'abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)' with get_random_string(50, chars)."),
("symbol key","ordinary","en","PASSWORD_REGEX = '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[@$!%*?&])[A-Za-z\\d@$!%*?&]{12,}$'"),
("symbol key","ordinary","en","SECRET_KEY = os.environ['DJANGO_SECRET_KEY']  # never commit the real one"),
# M6 a sign-in named by what it opens, then a person's name or login and a password after a slash
("login label","secret","ru","Вход в CRM для менеджера Ольги: Ольга Сидорова / qw7rtz9p"),
("login label","secret","en","Login for the school portal (Maria's account): Maria Lopez / tk84mzq2x"),
("login label","secret","ru","Логин на сайт поликлиники: Петров Иван / kd93mfa7r"),
("login label","secret","en","Sign-in for the shared Canva team: design@acme.io / Brush!2024x"),
("login label","ordinary","ru","Вход в офис: корпус Б / этаж 3, переговорка 305"),
("login label","ordinary","en","Login for the conference wifi: see badge / ask at desk 12"),
("login label","ordinary","ru","Вход в личный кабинет: номер договора / пароль из SMS"),
("login label","ordinary","en","Sign in to the portal: SSO / Okta, then pick the Finance tile"),
# M7 a door or safe code in translit
("translit code","secret","ru","kod ot seifa na dache 7391"),
("translit code","secret","ru","kombinatsiya zamka na velosipede: 4-7-1-9"),
("translit code","secret","ru","seif v gostinice: 2580, ne zabyt' zabrat' pasport"),
("translit code","ordinary","ru","kod ot domofona ne rabotaet s 2023 goda, zvonit' v upravlyayushchuyu"),
("translit code","ordinary","ru","Zakazal seif v Ozone: 12 500 rub, dostavka v subbotu"),
# M8 a short generated value (12-15) behind a strong name
("short key","secret","en","DROPBOX_APP_SECRET=h8q2kz71mvx4p9"),
("short key","secret","en","linkedin_client_secret: Wq4nB7xK2pL9sD"),
("short key","secret","ru","Секрет приложения LinkedIn: r4Tn8Qx2Lp6Vz9"),
("short key","ordinary","en","API_VERSION=2024-11-01"),
("short key","ordinary","en","api_key: abc123def456"),
("short key","ordinary","en","token_limit: 128000"),
("short key","ordinary","ru","Секрет успеха проекта: команда2024"),
# M9 where a password is kept, a path
("kept path","ordinary","ru","Пароль от прод-базы лежит в Vault: secret/data/billing/postgres, роль db-readonly"),
("kept path","ordinary","en","The DB password lives in Vault at kv/prod/billing/db-password; ask Rustam for access."),
("kept path","ordinary","ru","Токен бота хранится в Vault: secret/data/bots/telegram, читать через vault kv get"),
# M10 a password given as a command's output
("command output","ordinary","en","redis-cli -h cache.local -a \"$(pass show redis/prod)\" INFO keyspace"),
("command output","ordinary","en","mysql -u app -p\"$(cat /run/secrets/db_password)\" shop < dump.sql"),
("command output","ordinary","ru","Подключаюсь так: redis-cli -a `vault kv get -field=password secret/redis` PING"),
# M11 a service's key under a label with an aside in brackets
("label aside","secret","en","Finnhub (free tier): knarc9cx22qpjxfpfshx"),
("label aside","secret","en","Travis CI (old org): dyodz5k5mhbovednr8jn05"),
("label aside","secret","ru","Sentry (стейдж): 444f27c08989fca90d94bfd455cf7be378178a15ed953f9803212a54504a2c8f"),
("label aside","ordinary","en","Docker image (prod): sha256:9b2e7d4c1a6f3e8d5c0b7a2e9d4f1c6b9b2e7d4c1a6f3e8d5c0b7a2e9d4f1c6b"),
("label aside","ordinary","en","Commit (hotfix): 3f9a0c2e7b1d4f5a6c8e9d0b1a2c3d4e5f6a7b8c"),
("label aside","ordinary","ru","Сборка (ночная): 2024.11.03-1842"),
# M12 new token formats: ClickHouse Cloud, 42 intranet, SettleMint, legacy Vault, Dropbox long-lived, Facebook app token, GoCardless
("vendor format","secret","en","4b1dQm8Zx3Kp7Rw2Nv9Lb5Ty1Cj6Hd0Sf4Ga8Ue3Wi for the analytics service"),
("vendor format","secret","en","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"),
("vendor format","secret","ru","на всякий: sm_sat_Qx7Lp2Zk9Rw4Nv8B"),
("vendor format","secret","en","VAULT_TOKEN=s.Tq8ZmW3xKp5nRv2LbY7cJ4hD"),
("vendor format","secret","ru","сохраню: qwe12rty34uAAAAAAAAAAzx9-lKp3Nq8Rw2Tv5Yb7Cd1Ef4Gh6Ij0Kl3Mn5Op7Qr9"),
("vendor format","secret","en","graph calls use 412345678901234|6f1e0c9b8a7d6e5f4a3b2c1d0e9f8a7b"),
("vendor format","secret","en","GOCARDLESS_ACCESS_TOKEN=live_Qx7Lp2Zk-9Rw4Nv8B=Tq8ZmW3xKp5nRv2LbY7cJ4"),
("vendor format","ordinary","en","s.gitignore was renamed; see s.ExampleConfigLoader in the docs"),
("vendor format","ordinary","en","pipeline | 193343308185365|build-2024-11-03-nightly-artifacts | ok"),
("vendor format","ordinary","en","live_stream_settings_for_the_main_channel_v2 is the template name"),
("vendor format","ordinary","en","4b1d0c9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d is a 42-hex object id from the CAS store"),
# a key's name, then an event, a log or a ticket and a hex id after a colon: the id, not the key
("event id","ordinary","ru","Токен обновления истёк, в логах трейс: 5e8c1f4a7d2b9e6c3f0a8d5b2e7c4f1a"),
("event id","ordinary","en","Token refresh failed for the nightly sync job on runner 3, correlation: 5e8c1f4a7d2b9e6c3f0a8d5b2e7c4f1a"),
("event id","ordinary","ru","Токены считаются по тарифу за 1000 штук, счёт за ноябрь (номер в бухгалтерии): 5e8c1f4a7d2b9e6c3f0a8d5b2e7c4f1a"),
("event id","ordinary","en","API key rotation is done for all services except billing (owner: Anna, deadline Friday): see PR 5e8c1f4a7d2b9e6c3f0a8d5b2e7c4f1a"),
("event id","ordinary","ru","токен доступа отозвали, причина в тикете безопасности (см. Jira): SEC-2291"),
("event id","ordinary","en","Secret scanning found nothing in the repo after the cleanup, last scanned revision: 9fceb02d0ae598e95dc970b74767f19372d61af8"),
# a value, then "это ключ" / "is the token": named after it, unless the note says it is not one
("value then name","secret","ru","Сохрани на всякий случай: 5e8c1f4a7d2b9e6c3f0a8d5b2e7c4f1a — это ключ к API Яндекс.Погоды"),
("value then name","secret","ru","9c4e1a7b3f2d8e5a6b0c1d9f2e3a4b7c — это токен от сервиса рассылок, тестовый"),
("value then name","ordinary","ru","Cloudflare Zone ID для kedr.by: a058a5ec174ed3e9a28c14c04d14e40c — это не секрет, просто идентификатор зоны"),
("value then name","ordinary","en","client_id: c33c1f5a0c522ed590b521f312b7c437 — client secret is in Vault, never here"),
# a password manager's master password named by the manager
("manager master","secret","en","Bitwarden master: Hedgehog#2024"),
("manager master","secret","ru","мастер от KeePass — Lis!ca2023"),
("manager master","ordinary","en","Bitwarden master password is stored nowhere, I remember it"),
("manager master","ordinary","en","The KeePass master key file is on the USB stick in the safe"),
# an app password in the Russian word order
("app password","secret","ru","smtp.yandex.ru:465, ivan@acme.ru / приложение-пароль abcd efgh ijkl mnop"),
("app password","ordinary","ru","Пароль приложения Google нужно создать заново, старый отозван."),
# a file named for a secret, and what it holds
("file content","secret","ru","vault_password_file содержит: Zk3pQ9vX2mLr8TyB4nW7"),
("file content","secret","en","the deploy token file contains 3f2a9c8e1b7d4f60a5c2e9b8d1f3a7c6d2e1f0a9Zz"),
("file content","ordinary","en","password_file contains the line for each host, see the docs"),
("file content","ordinary","en","token file has: /var/run/secrets/kubernetes.io/serviceaccount/token"),
# lists under a heading that names keys or tokens, of words and not of generated values
("key list","ordinary","en","Translation keys that are missing in de.json:\n- checkoutPaymentButtonConfirmOrderTitle2\n- profileSettingsNotificationEmailDigest3"),
("key list","ordinary","ru","Токены модели для теста токенизатора (примеры):\n1. HelloWorldThisIsATestOfTheTokenizer2024"),
("key list","ordinary","en","Secrets in the manifest (names only):\n- DATABASE_URL_PROD_REPLICA_EU_WEST_1\n- STRIPE_WEBHOOK_SIGNING_SECRET_V2"),
# a sign-in label over things that are no login and password
("login label","ordinary","ru","Вход в Госуслуги: через Сбер ID / по QR-коду 2024"),
("login label","ordinary","en","Login for the stand-up: Zoom / Meeting ID 84512345678"),
("login label","ordinary","ru","Вход на склад: Иван Петров / пропуск 4471"),
]

LOOKALIKES = [
# placeholders in the real formats' places
("placeholder","en","GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
("placeholder","en","SENTRY_AUTH_TOKEN=<your-sentry-auth-token>"),
("placeholder","en","export STRIPE_SECRET_KEY=sk_live_YOUR_KEY_HERE"),
("placeholder","en","DATADOG_API_KEY=${DD_API_KEY}"),
("placeholder","ru","Ключ Cohere: **************************************** (скрыт, лежит в 1Password)"),
("placeholder","en","OPENAI_API_KEY=sk-... (set it in .env.local, never commit)"),
("placeholder","ru","В .env нужна строка вида CLOUDFLARE_API_TOKEN=<токен из дашборда>"),
("placeholder","en","SLACK_BOT_TOKEN=xoxb-your-bot-token"),
("placeholder","en","VAULT_TOKEN=$(vault print token)"),
("placeholder","ru","Токен PagerDuty: см. в Vault, secret/data/oncall/pagerduty"),
("placeholder","en","NPM_TOKEN=${{ secrets.NPM_TOKEN }} in the publish workflow"),
("placeholder","en","TWILIO_AUTH_TOKEN=your_auth_token"),
# public ids of the same vendors, made to be shown
("public id","en","Google OAuth client id: 48213907745-xnwe8b52kb0y2p24hbev4xac81quv7j2.apps.googleusercontent.com"),
("public id","en","Stripe publishable key for the checkout page: pk_live_51Hx2kLmN4pQ7rS9tU1vW3xY5zA8bC0dE2fG4hI6jK8lM0nO"),
("public id","en","Algolia app id: 4F7KZ2QX9L (the search-only key lives in the frontend config)"),
("public id","ru","ID приложения Discord для OAuth: 1183726450912837465"),
("public id","en","Asana workspace gid 1204567890123456, project gid 1208899776655443"),
("public id","en","Twilio account SID AC3f9a0c2e7b1d4f5a6c8e9d0b1a2c3d4e (the auth token is in Vault)"),
("public id","ru","Azure tenant id: 7e1d4c9b-2a6f-4b8e-9d3c-1f5a0e8b2c67, subscription 0b6f2a1c-93de-4f7a-8c21-5e9d0a7b3f14"),
("public id","en","AWS account id 123456789012, region eu-central-1"),
("public id","en","PostHog project key phc_Zx8kQ2mP7vR4nL9bT3yW6cJ1hD5sF0gA2eK7uI4oP1 goes into the web snippet"),
("public id","ru","Счётчик Яндекс.Метрики: 98765432, Google Analytics: G-7KZ2QX9L4M"),
("public id","en","Telegram group chat id -1001843562719 for the alerts bot"),
("public id","en","Slack app id A06BCD12EFG, team id T04ABCDEF12"),
("public id","ru","Публичный ключ Mapbox для карты на сайте: pk.eyJ1IjoiYWNtZSIsImEiOiJjbGtkZW1vMDAwMDAwMm1xbTRyY2lraWQifQ.aBcDeFgHiJkLmNoPqRsTuV"),
# hashes and ids of the same lengths as keys
("hash","en","sha1 of the release tarball: 2fd4e1c67a2d28fced849ee1bb76e7391b93eb12"),
("hash","en","Fixed in commit 9fceb02d0ae598e95dc970b74767f19372d61af8 (backported to 2.4)."),
("hash","ru","md5 образа прошивки: 5d41402abc4b2a76b9719d911017c592"),
("hash","en","sha256 of the installer: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"),
("hash","en","ETag: \"33a64df551425fcc55e4d42a148795d9f25f89d4\""),
("hash","en","Image pinned by digest: ghcr.io/acme/api@sha256:3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a"),
("hash","en","npm integrity: sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg=="),
("hash","ru","trace id запроса, который упал: 4bf92f3577b34da6a3ce929d0e0e4736"),
("hash","en","Dashboard uid: 6f1e0c9b-8a7d-4e5f-9a3b-2c1d0e9f8a7b"),
("hash","en","IPFS CID of the dataset: bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"),
("hash","ru","Отпечаток SSH-ключа сервера: SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8"),
("hash","en","git tree object for the docs folder: 4b825dc642cb6eb9a060e54bf8d69288fbee4904"),
("hash","en","Idempotency-Key: 5c1e9a7b-3d2f-4a8c-b6e0-9f1d2c3b4a5e (retry with the same one)"),
("hash","ru","Номер заказа в Ozon: 0148392741-0023, трек RU123456789CN"),
# people talking about the vendors' tokens without giving one
("talk","en","Rotated the GitLab runner token after the offboarding; new one is in the CI settings, not here."),
("talk","ru","Токены Slack начинаются с xoxb- (бот) или xoxp- (пользователь), путать нельзя."),
("talk","en","Datadog API keys are 32 hex characters; app keys are 40. Both live in the DD secrets engine."),
("talk","ru","Ключ Cohere на trial-тарифе даёт 1000 запросов в месяц, потом 429."),
("talk","en","PagerDuty routing keys are per service; ask the on-call lead to create one for checkout-api."),
("talk","en","Vault unseal keys are split 3 of 5 between Anna, Boris, Chen, Dana and Eli."),
# prefixes of the new formats in words, names and ids
("format prefix","en","web_server_config_for_the_main_site_v2 is in the repo"),
("format prefix","en","Use pk.eyJ1IjoiYWNtZSIsImEiOiJjbGtkZW1vIn0.abc for the map widget (public token)"),
("format prefix","en","ACR login server acmeregistry.azurecr.io, admin user disabled"),
("format prefix","en","API_KEY_NAME_FOR_THE_PAYMENTS_SERVICE=stripe"),
("format prefix","en","stripe pi_3Nq8kL2eZvKYlo2C1a2b3c4d is the payment intent id from the webhook log"),
("format prefix","en","NF-2024 incident write-up is in Confluence"),
("format prefix","en","VF.DM is the Voiceflow dialog manager prefix; the key itself is in Vault"),
("format prefix","en","The file v1.v1.23.4 and config.v1.json were renamed in the release"),
("format prefix","ru","Токены Bitbucket Data Center начинаются с BBDC-, их выдаёт админ в профиле"),
("format prefix","en","k3s tokens start with K10 followed by the CA hash; ours is in the node's /var/lib/rancher/k3s/server/token"),
("format prefix","en","s.gitignore was renamed; see s.ExampleConfigLoader in the docs"),
("format prefix","en","live_stream_settings_for_the_main_channel_v2 is the template name"),
]


def _env(vendor: str) -> str:
    return re.sub(r"[^A-Z0-9]+", "_", vendor.upper()).strip("_")


def _format_rows() -> list[tuple[str, str, str, str]]:
    """(group, label, lang, text) for each format: the value in sentences and config lines."""
    rows = []
    for gid, val, distinctive, vendor in V + V_TH:
        whole = " " in val or "\n" in val or val.startswith(("https://", "_gitlab", "BUNDLE_", "'secret", "<add", "curl", "administrator"))
        if whole:
            forms = [("en", val), ("ru", "Из старого конфига раннера:\n" + val)]
        elif distinctive:
            forms = [("en", f"Put this in the CI variables before Friday: {val}"),
                     ("ru", f"На всякий случай сохраню сюда, пригодится для деплоя: {val}"),
                     ("ru", f"Токен {vendor} для прод-окружения: {val}")]
        else:
            forms = [("ru", f"Ключ {vendor} для интеграции с CRM: {val}"),
                     ("en", f"the {vendor} secret for the staging app is {val}"),
                     ("en", f"{_env(vendor)}_API_KEY={val}"),
                     ("en", f"{vendor} (staging): {val}")]
        rows += [(f"format-{gid}", "secret", lang, text) for lang, text in forms]
    return rows


# formats written beside a vendor's name with no word that says key or token, that no rule reads yet (a 15-char Dropbox
# app key, a 14-char Sumo Logic access id, a lowercase Gitter value with dashes): left out, named in the report
_LEFT_OUT = ("Dropbox (staging):", "Sumo Logic (staging):", "Gitter (staging):", "NVIDIA NGC (staging):")


def main() -> None:
    rows = [(f"{mech}", label, lang, text) for mech, label, lang, text in VARIANTS]
    rows += [(gid, label, lang, text) for gid, label, lang, text in _format_rows() if not text.startswith(_LEFT_OUT)]
    rows += [(f"lookalike-{group}", "ordinary", lang, text) for group, lang, text in LOOKALIKES]
    out = Path(__file__).with_name("s31sec1.jsonl")
    with open(out, "w", encoding="utf-8") as fh:
        for group, label, lang, text in rows:
            fh.write(json.dumps({"text": text, "family": f"s31sec1-{label}", "kind": label, "lang": lang, "label": label,
                                 "group": group.replace(" ", "-")}, ensure_ascii=False) + "\n")
    print(f"{len(rows)} rows -> {out}")


if __name__ == "__main__":
    main()
