"""Secrets recognisable from the value alone: vendor token formats, private keys, JWTs, webhook URLs.

One row per format: (kind, hints, pattern). `hints` are literal substrings one of which every match
holds; a row whose hints are all absent is skipped without running its regex, so a note pays for the
few rows it could match. Rows are checked in order: the specific formats come before the general
ones (`sk-ant-` before `sk-`). The kinds and shapes are those that public secret scanners (gitleaks,
trufflehog) know; the patterns are written here. One value has no format of its own: an AWS secret key's 40
characters, refused bare only after the words that name that half ("the secret half", «секретная часть») in a note
about a cloud's key (`_secret_half`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .kinds import AWS_SECRET
from .quickstart import quick_start
from .text import WordScan, is_placeholder, shannon_entropy


class VendorRule(NamedTuple):
    kind: str
    hints: tuple[str, ...]
    pattern: re.Pattern[str]


_B = r"(?<![A-Za-z0-9_\-])"  # the token starts here: no word character or dash before it
_E = r"(?![A-Za-z0-9_\-])"  # ... and ends here
_AN = "A-Za-z0-9"
_HEX = "0-9a-f"


def _row(kind: str, hints: tuple[str, ...] | str, *alternatives: str, flags: int = 0) -> VendorRule:
    if isinstance(hints, str):
        hints = (hints,)
    return VendorRule(kind, hints, re.compile("|".join(f"(?:{alt})" for alt in alternatives), flags))


_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"

VENDOR_RULES: tuple[VendorRule, ...] = (
    # (an OpenSSH private key's body without its header starts with base64 of "openssh-key-v1")
    _row("private key block", ("PRIVATE KEY", "PuTTY-User-Key-File", "b3BlbnNzaC1rZXktdjE"),
         r"-----BEGIN[A-Z0-9 _\-]{0,40}PRIVATE KEY(?: BLOCK)?-----", r"PuTTY-User-Key-File-\d",
         r"b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/]{40,}"),
    # a PEM private key base64-encoded whole (Kubernetes `tls.key:`, CI variables): "-----BEGIN" is LS0tLS1CRUdJTi, and
    # "PRIVATE KEY" is one of three strings by its place in the 3-byte groups
    _row("private key block", "LS0tLS1CRUdJTi",
         r"LS0tLS1CRUdJTi[A-Za-z0-9+/]{0,24}?(?:UFJJVkFURSBLRV|QUklWQVRFIEtFW|BSSVZBVEUgS0VZ)"),
    _row("certificate", "BEGIN CERTIFICATE", r"-----BEGIN (?:TRUSTED |X509 )?CERTIFICATE-----"),
    _row("OpenVPN static key", "OpenVPN Static key", r"-----BEGIN OpenVPN Static key V\d-----"),
    # Okta's API token after its scheme's name (`Authorization: SSWS 00…`): the space splits it from its runs
    _row("identity provider token", "SSWS", r"(?<![\w\-])SSWS[ \t]+00(?=[\w\-]{0,39}[A-Z])(?=[\w\-]{0,39}[a-z])[\w\-]{40}(?![\w\-])"),
    # a Facebook app's access token: the app's id (15-16 digits), `|` and its secret (`|` splits the token's runs, so the
    # whole note is searched)
    _row("social or media platform token", "|",
         r"(?<![\d|])\d{15,16}\|(?:(?=[0-9a-f]{0,31}[a-f])[0-9a-f]{32}|(?=[\w\-]{0,39}\d)(?=[\w\-]{0,39}[A-Z])(?=[\w\-]{0,39}[a-z])"
         r"[\w\-]{27,40})(?![\w\-|])"),
    _row("Anthropic API key", "sk-ant-", _B + r"sk-ant-(?:api|admin|oat|sid)\d*-[\w\-]{20,}"),
    _row("OpenRouter API key", "sk-or-", _B + rf"sk-or-v\d-[{_HEX}]{{40,}}"),
    _row("OpenAI API key", ("sk-", "T3BlbkFJ"),
         _B + r"sk-(?:proj|svcacct|admin|None)-[\w\-]{20,}",
         _B + rf"sk-[{_AN}]{{20}}T3BlbkFJ[{_AN}]{{20}}",
         _B + rf"sk-(?=[{_AN}]*\d)(?=[{_AN}]*[A-Za-z])[{_AN}]{{20,}}" + _E),
    _row("Stripe secret key", ("sk_", "rk_"), _B + rf"(?:sk|rk)_(?:live|test|prod)_[{_AN}]{{10,}}"),
    _row("ElevenLabs API key", "sk_", _B + rf"sk_[{_HEX}]{{48}}" + _E),
    _row("Stripe webhook secret", "whsec_", _B + rf"whsec_[{_AN}+/]{{24,}}"),
    _row("AWS access key id", ("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
         r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Z0-9])"),
    _row("AWS Bedrock API key", ("ABSK", "bedrock-api-key-"), _B + r"ABSK[A-Za-z0-9+/]{100,}", r"bedrock-api-key-[\w+/=]{20,}"),
    _row("GitHub token", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
         _B + rf"gh[pousr]_[{_AN}]{{36,255}}", _B + r"github_pat_\w{50,255}"),
    _row("GitLab token", ("gl", "GR1348941"),
         _B + r"gl(?:pat|dt|rt|ptt|cbt|ft|imt|soat|oas|agent|ffct|wt)-[\w\-]{20,}", r"GR1348941[\w\-]{20,}"),
    _row("Slack token", ("xox", "xapp-"), _B + r"(?:xox[abposre]|xapp)-(?:\d-)?[A-Za-z0-9\-]{10,}"),
    _row("Slack webhook URL", "hooks.slack.com",
         r"hooks\.slack\.com/(?:services|workflows|triggers)/[\w\-]{6,}/[\w/\-+]{6,}"),
    _row("Discord webhook URL", "/api/webhooks/", r"discord(?:app)?\.com/api/webhooks/\d{5,}/[\w\-]{20,}"),
    # Uptime Kuma's push monitor: the token in the path is all a sender needs to report "up" (`…/api/push/lgtC1BCSFQ?status=up`)
    _row("monitoring push URL", "/api/push/", r"/api/push/(?=[A-Za-z0-9]{0,31}[A-Z])(?=[A-Za-z0-9]{0,31}[a-z])[A-Za-z0-9]{10,32}(?=[?#\s\"'`)]|$)"),
    _row("Microsoft Teams webhook URL", ("webhook.office.com", "logic.azure.com", "outlook.office"),
         r"webhook\.office\.com/webhookb2/[\w\-@/]{40,}", r"logic\.azure\.com[:\d]*/workflows/\S*sig=[\w%\-]{20,}",
         r"outlook\.office(?:365)?\.com/webhook/[\w\-@/]{40,}"),
    # a node provider's key as the last part of the RPC URL's path: the URL is the credential
    _row("blockchain RPC URL key", ("alchemy.com", "infura.io", "quiknode.pro", "ankr.com", "thegraph.com", "nodereal.io",
                                    "blastapi.io", "getblock.io", "drpc.org"),
         r"\.g\.alchemy\.com/v2/[\w\-]{20,}" + _E, r"\.infura\.io/(?:v3|ws/v3)/[0-9a-f]{32}" + _E,
         r"\.quiknode\.pro/[0-9a-f]{32,}",
         # Ankr's premium endpoint (`rpc.ankr.com/eth/<64 hex>`), The Graph's gateway (`gateway.thegraph.com/api/<32 hex>/…`),
         # NodeReal's, Blast's and GetBlock's (`…nodereal.io/v1/<32 hex>`, `…blastapi.io/<uuid>`), dRPC's `dkey=`
         r"rpc\.ankr\.com/\w+/[0-9a-f]{32,}" + _E, r"thegraph\.com/api/[0-9a-f]{32}" + _E,
         r"\.nodereal\.io/v1/[0-9a-f]{32}" + _E, r"\.(?:blastapi|getblock)\.io/(?:mainnet/)?" + _UUID,
         r"drpc\.org/\S*[?&]dkey=[\w\-]{20,}"),
    # an Ed25519 private key as PKCS#8 DER in base64 (what `openssl genpkey -algorithm ed25519 -outform DER | base64` prints):
    # its header, then the 32-byte seed
    _row("private key block", "MC4CAQAwBQYDK2VwBCIEI", r"MC4CAQAwBQYDK2VwBCIEI[A-Za-z0-9+/]{42,43}={0,1}"),
    # a Tor onion service's key file in base64: its header "== ed25519v1-secret: type0 ==" encodes to this prefix
    _row("Tor onion service secret key", "PT0gZWQyNTUxOXYxLXNlY3JldDog", r"PT0gZWQyNTUxOXYxLXNlY3JldDog[A-Za-z0-9+/]{40,}"),
    _row("Slack invite link", "shared_invite", r"slack\.com/join/shared_invite/zt-[\w\-]{20,}"),
    _row("Google API key", "AIza", _B + r"AIza[\w\-]{35}" + _E),
    # Firebase Cloud Messaging's legacy server key: the sender's id, a colon, then APA91b and the key
    _row("Firebase Cloud Messaging server key", ":APA91b", _B + r"AAAA[\w\-]{7}:APA91b[\w\-]{120,}"),
    _row("Google OAuth secret", ("GOCSPX-", "ya29.", "1//0"),
         _B + r"GOCSPX-[\w\-]{24,}", _B + r"ya29\.[\w\-]{20,}", r"(?<![\w/])1//0[\w\-]{40,}"),
    _row("Hugging Face token", ("hf_", "api_org_"), _B + r"(?:hf|api_org)_[A-Za-z0-9]{30,}" + _E),
    _row("npm token", "npm_", _B + rf"npm_[{_AN}]{{36}}" + _E),
    _row("PyPI token", "pypi-", r"pypi-AgEIcHlwaS5vcmc[\w\-]{20,}"),
    _row("package registry token", ("rubygems_", "oy2", "dckr_", "CLOJARS_", "cio"), _B + rf"rubygems_[{_HEX}]{{48}}",
         _B + r"oy2[a-z0-9]{43}" + _E, _B + r"dckr_(?:pat|oat)_[\w\-]{20,}", r"CLOJARS_[a-z0-9]{60}",
         _B + r"cio[A-Za-z0-9]{32}" + _E),
    _row("e-mail service key", ("SG.", "xkeysib-", "xsmtpsib-", "key-", "-us", "pubkey-"),
         _B + r"SG\.[\w\-]{16,32}\.[\w\-]{20,64}", _B + rf"x(?:key|smtp)sib-[{_HEX}]{{64}}-[{_AN}]{{16}}",
         _B + rf"key-[{_HEX}]{{32}}" + _E, _B + rf"[{_HEX}]{{32}}-us\d{{1,2}}" + _E),
    _row("Twilio API key", "SK", r"(?<![A-Za-z0-9])SK[0-9a-f]{32}(?![A-Za-z0-9])"),
    _row("Telegram bot token", ":AA", r"(?<![\d:])\d{8,10}:AA[\w\-]{33}" + _E),
    _row("Yandex Cloud key", ("AQVN", "y0_", "t1.", "YC"),
         _B + r"AQVN[\w\-]{35,40}", _B + r"y0_[\w\-]{50,}", _B + r"t1\.[\w\-]{20,}=*\.[\w\-]{80,}=*",
         _B + r"t1\.9euel[\w\-.]{80,}",  # (an IAM token as `yc iam create-token` prints it: its body always opens "9euel")
         r"(?<![A-Za-z0-9])YC[\w\-]{38}" + _E),
    # an eSIM's activation code (LPA:1$<SM-DP+ address>$<matching id>)
    _row("eSIM activation code", "LPA:1$", r"LPA:1\$[\w.\-]+\$[A-Za-z0-9\-]{10,}"),
    _row("cloud provider token", ("_v1_", "dapi", "hvs.", "hvb.", "atlasv1", "pul-", "dp.", "fo1_", "fm1", "fm2_",
                                  "HRKU-", "nfp_", "sbp_", "sb_secret_", "pscale_", "LTAI", "AKID", "v1.0-", "tskey-", "sha256~",
                                  "EXO"),
         _B + rf"do[opr]_v1_[{_HEX}]{{64}}", _B + rf"dapi[{_HEX}]{{32}}(?:-\d)?" + _E, _B + r"hv[sb]\.[\w\-]{90,}",
         _B + r"[A-Za-z0-9]{14}\.atlasv1\.[\w\-=]{60,}", _B + rf"pul-[{_HEX}]{{40}}",
         _B + r"dp\.(?:pt|st|ct|sa|scim|audit)\.(?:[\w\-]{1,40}\.)?[A-Za-z0-9]{40,}", _B + r"fo1_[\w\-]{43}",
         _B + r"fm(?:1[ar]|2)_[A-Za-z0-9+/_\-=,]{100,}", _B + r"HRKU-[\w\-]{50,}", _B + r"nfp_[A-Za-z0-9]{36,}",
         _B + rf"sbp_[{_HEX}]{{40}}", _B + r"pscale_(?:tkn|oauth|pw)_[\w=.\-]{32,64}", _B + r"sb_secret_[\w\-]{20,}", _B + r"LTAI[A-Za-z0-9]{20}" + _E,
         _B + r"AKID[A-Za-z0-9]{32}" + _E, _B + rf"v1\.0-[{_HEX}]{{24}}-[{_HEX}]{{100,}}",
         _B + r"tskey-(?:auth|api|client|scim|webhook)-[\w\-]{20,}", r"sha256~[\w\-]{43}",
         r"(?<![A-Za-z0-9])EXO(?=[0-9a-f]{0,23}[a-f])(?=[0-9a-f]{0,23}\d)[0-9a-f]{24}" + _E),
    # a secret key's `sk-` and a vendor's name, then groups of small letters and digits (Helicone's sk-helicone-…-…-…-…)
    _row("API token", ("sk-",), _B + r"sk-[a-z]{3,12}-(?:[a-z]{2}-)?(?=[a-z0-9\-]{0,40}\d)[a-z0-9]{5,12}(?:-[a-z0-9]{5,12}){2,5}" + _E),
    _row("API token", ("bb_", "rh-api-", "salad_cloud_", "master-", "account-"),
         _B + r"bb_(?:pr|ma)_[a-f0-9]{30}" + _E, _B + r"rh-api-" + _UUID + _E,
         _B + r"salad_cloud_[0-9A-Za-z]{1,7}_[0-9A-Za-z]{7,235}" + _E,
         _B + r"(?:master|account)-(?=[0-9A-Za-z]{0,19}\d)(?=[0-9A-Za-z]{0,19}[A-Z])(?=[0-9A-Za-z]{0,19}[a-z])[0-9A-Za-z]{20}" + _E),
    _row("Pushbullet token", ("o.",), r"(?<![\w.\-])o\.(?=[A-Za-z0-9]{0,31}\d)(?=[A-Za-z0-9]{0,31}[A-Z])(?=[A-Za-z0-9]{0,31}[a-z])"
                                     r"[A-Za-z0-9]{32}" + _E),
    _row("workspace app token", ("lin_api_", "ntn_", "secret_", "pat", "ATATT3", "ATCTT3", "fig", "PMAK-", "pat-", "CFPAT-",
                                 "sgp_", "rdme_", "pnu_", "ico-", "fio-u-", "API-", "tk-us-", "at."),
         _B + r"lin_api_[A-Za-z0-9]{40}", _B + r"ntn_\d{11}[A-Za-z0-9]{35}", _B + r"secret_[A-Za-z0-9]{43}" + _E,
         _B + rf"pat[{_AN}]{{14}}\.[{_HEX}]{{64}}", _B + r"AT[AC]TT3[\w\-=]{50,}", _B + r"fig[dpu]_[\w\-=]{40,}",
         _B + rf"PMAK-[{_HEX}]{{24}}-[{_HEX}]{{34}}", _B + r"pat-(?:na|eu|ap)\d-" + _UUID,
         _B + r"CFPAT-[\w\-]{43}", _B + rf"sgp_(?:[{_HEX}]{{16}}|local)_[{_HEX}]{{40}}", _B + r"rdme_[a-z0-9]{70}",
         _B + r"pnu_[A-Za-z0-9]{36}", _B + r"ico-[A-Za-z0-9]{32}" + _E, _B + r"fio-u-[\w\-=]{64}",
         r"(?<![A-Za-z0-9])API-(?=[A-Z0-9]{0,31}\d)[A-Z0-9]{25,32}" + _E, _B + r"tk-us-[\w\-]{48}",
         _B + r"(?:pat|sat)\.[\w\-]{22}\.[A-Za-z0-9]{24}\.[A-Za-z0-9]{20}"),
    _row("commerce API key", ("shp", "EAAA", "sq0", "access_token$", "shippo_", "duffel_", "FLW", "EZAK", "EZTK", "PRD-", "SBX-"),
         _B + r"shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}", _B + r"EAAA[\w\-]{22,60}", _B + r"sq0(?:atp|csp)-[\w\-]{22,60}",
         r"access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}", _B + r"shippo_(?:live|test)_[a-fA-F0-9]{40}",
         _B + r"duffel_(?:test|live)_[\w\-=]{43}", r"FLW(?:SECK|PUBK)(?:_TEST)?-[a-zA-Z0-9]{12,32}(?:-X)?",
         _B + r"EZ[AT]K[A-Za-z0-9]{54}",
         _B + r"(?:PRD|SBX)-[0-9a-f]{12}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}" + _E),  # eBay's Cert ID (its app's secret)
    _row("AI provider API key", ("gsk_", "xai-", "r8_", "pplx-", "lsv2_", "pcsk_", "tvly-", "fw_", "nvapi-"),
         _B + r"gsk_[A-Za-z0-9]{48,}", _B + r"xai-\w{60,}", _B + r"r8_[A-Za-z0-9]{37}" + _E,
         _B + r"pplx-[A-Za-z0-9]{40,}", _B + rf"lsv2_(?:pt|sk)_[{_HEX}]{{32}}_[{_HEX}]{{10}}",
         _B + r"pcsk_[\w]{4,}_[\w]{40,}", _B + r"tvly-(?:dev-|prod-)?[A-Za-z0-9]{30,}", _B + r"fw_[A-Za-z0-9]{24,}",
         _B + r"nvapi-[\w\-]{60,}"),
    _row("observability or CI token", ("glc_", "glsa_", "NRAK-", "NRJS-", "NRII-", "NRBR-", "NRIQ-", "FFFFNRAL", "-NRMA", "sntry", "dt0c01.", "CCIPAT_", "bkua_",
                                       "eyJrIjoi", "xaat-", "xapt-"),
         _B + r"xa[ap]t-" + _UUID,
         _B + r"glc_[A-Za-z0-9+/]{32,}={0,3}", _B + r"glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}",
         _B + r"NR(?:AK|II|JS|BR|IQ)-[\w\-]{19,32}", _B + r"[0-9a-f]{32}FFFFNRAL" + _E, _B + r"AA[0-9a-f]{40}-NRMA" + _E, _B + r"sntry[us]_[\w+/=]{40,}",
         r"dt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}", _B + r"CCIPAT_[A-Za-z0-9]{20,}_[a-f0-9]{40}",
         _B + r"bkua_[a-f0-9]{40}", _B + r"eyJrIjoi[A-Za-z0-9]{50,}"),
    # wallets: extended private keys (BIP32), Nostr's nsec, Bitcoin WIF, Lightning macaroons (binary or base64)
    _row("cryptocurrency private key", ("prv", "nsec1", "5H", "5J", "5K", "0201036c6e64", "AgEDbG5k"),
         r"(?<![A-Za-z0-9])[xtyzuvYZUV]prv[1-9A-HJ-NP-Za-km-z]{100,112}(?![A-Za-z0-9])",
         _B + r"nsec1[02-9ac-hj-np-z]{58}" + _E,
         r"(?<![A-Za-z0-9])5[HJK][1-9A-HJ-NP-Za-km-z]{49}(?![A-Za-z0-9])",
         _B + r"0201036c6e64[0-9a-f]{40,}", _B + r"AgEDbG5k[A-Za-z0-9+/_\-]{40,}"),
    _row("Azure client secret", "Q~", r"(?<![\w~.])[\w~.]{3}\dQ~[\w~.\-]{31,34}(?![\w~.\-])"),
    # … and HashiCorp Vault's service, batch and recovery tokens since 1.10: hvs. / hvb. / hvr. and base64url (a digit, or
    # the cases switching at random: `hvs.VNIiNQmqdEdRneiJVoszcgLL` has no digit)
    _row("secret-manager or encryption key", ("ops_eyJ", "AGE-SECRET-KEY-1", "A3-", "hvs.", "hvb.", "hvr."),
         r"ops_eyJ[A-Za-z0-9+/]{100,}",
         r"(?<![\w.\-/])hv[sbr]\.(?=[\w\-]{0,23}[A-Z])(?=[\w\-]{0,23}[a-z])(?=[\w\-]{0,23}\d|(?:[A-Z]*[a-z]+[A-Z]+){4})[\w\-]{24,}" + _E, r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
         r"\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b"),
    _row("social or media platform token", ("sk.eyJ", "EAA", "AAAAAAAAAAAAAAAAAAAA", "sl.", "vk1.a.", "IGQV"),
         _B + r"sk\.eyJ[\w\-]{20,}\.[\w\-]{20,}", _B + r"EAA[A-Z][A-Za-z0-9]{80,}", r"A{20,}[A-Za-z0-9%]{50,}",
         _B + r"sl\.[\w\-]{100,}", _B + r"vk1\.a\.[\w\-]{50,}", _B + r"IGQV[\w\-]{100,}"),
    _row("SaaS API key", ("pk_", "tfp_", "ATBB", "sk-lf-", "csk-", "rpa_", "esecret_", "sdk-", "mob-", "0.", "st."),
         # (ClickUp's personal token; Klaviyo's private key: `pk_` and 32-36 small letters and digits — not Stripe's pk_live_…)
         _B + r"pk_\d{4,}_[A-Z0-9]{32}", _B + r"pk_(?=[a-z0-9]{0,35}\d)(?=[a-z0-9]{0,35}[a-z])[a-z0-9]{32,36}" + _E,
         _B + r"tfp_[\w\-.=]{40,}", _B + r"ATBB[A-Za-z0-9_=.\-]{28,}",
         _B + r"sk-lf-" + _UUID, _B + r"csk-[a-z0-9]{40,}", _B + r"rpa_[A-Za-z0-9]{40,}", _B + r"esecret_[A-Za-z0-9]{20,}",
         _B + r"(?:sdk|mob)-" + _UUID, r"(?<![\w.])0\." + _UUID + r"\.[A-Za-z0-9]{20,}:[A-Za-z0-9+/]{20,}={0,2}",
         _B + r"st\." + _UUID + r"\.[0-9a-f]{32}\.[0-9a-f]{32}"),
    _row("webhook URL with a secret", ("bitrix24", "hooks.zapier.com", "maker.ifttt.com", "chat.googleapis.com", "/hooks/",
                                       "/oncall/integrations/", ".make.com", "/api/webhook/", "wh.jivosite.com"),
         # (Jivo's webhook address: whoever has it writes into the chat as the site)
         r"wh\.jivosite\.com/[A-Za-z0-9]{10,}/[A-Za-z0-9]{6,}",
         # (Make's scenario hook and Home Assistant's webhook: whoever has the URL triggers them)
         r"hook\.[a-z0-9]{2,6}\.make\.com/[a-z0-9]{24,40}(?![\w\-])", r"/api/webhook/[\w\-]*[A-Za-z0-9]{20,}(?![\w\-])",
         # (Grafana OnCall's integration URL: the last part lets anyone raise alerts)
         r"/oncall/integrations/v1/[\w\-]+/[A-Za-z0-9]{20,}",
         r"bitrix24\.[a-z.]{2,8}/rest/\d+/[a-z0-9]{8,}", r"hooks\.zapier\.com/hooks/catch/\d+/[a-z0-9]{5,}",
         r"maker\.ifttt\.com/(?:trigger/[\w\-]+/(?:json/)?with/)?key/[\w\-]{16,}",
         r"chat\.googleapis\.com/v1/spaces/[\w\-]+/messages\?key=[\w\-]+&token=[\w\-%]{20,}",
         r"/hooks/[a-z0-9]{26}(?![\w\-])"),
    # a Facebook session's cookies copied from the browser: whoever has them is logged in as the user
    _row("session cookie", "c_user=", r"\bc_user=\d{6,};?\s*xs=[\w%\-:.]{20,}"),  # (the runs, joined by a space)
    # a calendar's secret address: whoever has it reads every booking (Google's private iCal address, Airbnb's and Booking.com's
    # exports)
    _row("secret calendar address", ("/ical/", "ical.booking.com"),
         r"calendar\.google\.com/calendar/ical/[^/\s]+/private-[0-9a-f]{32}/basic\.ics",
         r"airbnb\.[a-z.]{2,8}/calendar/ical/\d+\.ics\?s=[0-9a-f]{32}", r"ical\.booking\.com/v1/export\?t=" + _UUID),
    # a deploy or build hook: whoever has the URL starts a deploy (Vercel's project id then the hook's secret; Netlify's build
    # hook id; Render's service id and its `key`)
    _row("deploy hook URL", ("api.vercel.com", "build_hooks", "api.render.com"),
         r"api\.vercel\.com/v1/integrations/deploy/prj_[A-Za-z0-9]{16,}/[A-Za-z0-9]{8,}",
         r"api\.netlify\.com/build_hooks/[0-9a-f]{24}(?![\w\-])", r"api\.render\.com/deploy/srv-[a-z0-9]{10,}\?key=[\w\-]{8,}"),
    _row("Sentry DSN", "sentry", r"https?://[0-9a-f]{32}(?::[0-9a-f]{32})?@[\w.\-]*sentry[\w.\-]*/\d+"),
    _row("Artifactory key", ("AKCp", "cmVmd"), _B + r"AKCp[A-Za-z0-9]{60,}", _B + r"cmVmd[A-Za-z0-9]{59}" + _E),
    _row("Azure DevOps token", "AZDO", r"(?<![A-Za-z0-9])(?=[A-Za-z0-9]{76,90}(?![A-Za-z0-9]))[A-Za-z0-9]{40,80}AZDO"),
    _row("Discord bot token", ".",
         r"(?<![\w\-.])[MNO][A-Za-z0-9_\-]{23,27}\.[\w\-]{6,7}\.[\w\-]{27,40}(?![\w\-])"),
    _row("Azure storage or service key", ("accountkey", "sharedaccesskey", "sig="),
         r"\b(?:accountkey|sharedaccesskey)\s*=\s*[a-z0-9+/]{30,}=*", r"[?&]sig=[a-z0-9%+/]{30,}", flags=re.IGNORECASE),
    # a signed token of any issuer: a base64url JSON header ("eyJ"), then a payload and a signature of its own
    # length (TeamCity's, Kubernetes service-account and most JWS), or the classic header.payload.[signature]
    _row("JSON Web Token", "eyJ", _B + r"eyJ[\w\-]{8,}\.eyJ[\w\-]{8,}\.[\w\-]*",
         _B + r"eyJ[\w\-]{10,}={0,2}\.[\w\-]{20,}\.[\w\-]{20,}"),
    _row("JSON Web Token (base64)", "ZXlK", _B + r"ZXlK[A-Za-z0-9+/]{40,}={0,2}"),
    _row("network or auth service key", ("dnkey-", "_", "authress_"),
         _B + r"dnkey-[a-z0-9=_\-]{26}-[a-z0-9=_\-]{52}" + _E,
         _B + r"(?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\.[a-z0-9]{4,6}\.acc[_\-][a-z0-9\-]{10,32}\.[\w+/=\-]{30,120}",
         flags=re.IGNORECASE),
    # a prefix, then a random body of a fixed length (capitals, small letters and digits mixed)
    # Mandrill (Mailchimp Transactional): md- and 22 characters — a capital and a digit (not two dashed words:
    # md-Dark-Theme-Override-V2), or 3+ capitals and 3+ small letters without a dash (not a CSS class's md-button)
    _row("e-mail service key", "md-", _B + r"md-(?!(?:[A-Z]?[a-z]+-){2})(?=[\w\-]{0,21}[A-Z])(?=[\w\-]{0,21}\d)[\w\-]{22}" + _E,
         _B + r"md-(?=(?:[A-Za-z0-9_]{0,21}[A-Z]){3})(?=(?:[A-Za-z0-9_]{0,21}[a-z]){3})[A-Za-z0-9_]{22}" + _E),
    _row("AI provider API key", "pa-", _B + r"pa-(?=[\w\-]{0,42}[A-Z])(?=[\w\-]{0,42}\d)[\w\-]{43}" + _E),
    _row("DeepL API key", ":fx", _B + _UUID + r":fx" + _E),
    _row("licence or item key", ("_mmk", "access-"),
         r"(?<![A-Za-z0-9])[A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk" + _E,
         _B + r"access-(?:production|sandbox|development)-" + _UUID),
    _row("incident-response API key", "u+", r"(?<![\w+])u\+(?=[\w\-]{0,17}[A-Z])(?=[\w\-]{0,17}\d)[\w\-]{18}" + _E),
    # T-Bank (Tinkoff) Invest API: `t.` and 80+ characters of base64url (its hint `t.` is also found inside `at.`, `st.`)
    _row("broker API token", "t.", r"(?<![\w.\-])t\.(?=[\w\-]{0,90}[A-Z])(?=[\w\-]{0,90}\d)[\w\-]{80,}" + _E),
    _row("chat bot token", "001.", r"(?<![\w.])001\.\d{10}\.\d{10}:\d{6,10}(?!\d)"),  # VK Teams / Mail.ru agent bots
    # a K3s cluster's join token: K10, the CA's hash (64 hex), `::`, the user and its password (`::server:<32 hex>`)
    # a Windows account's hashes as secretsdump and pwdump print them (`user:RID:LM:NT:::`): the NT hash signs in as the user
    # (pass-the-hash) as the password would
    # (and an account's Kerberos keys as secretsdump prints them: "krbtgt:aes256-cts-hmac-sha1-96:<64 hex>", a golden ticket's
    # makings)
    _row("Windows password hash", (":::", "-cts-hmac-", "des-cbc-md5:"),
         r"(?<![\w$\\])[\w.$\-]{1,64}:\d{1,10}:[0-9a-fA-F]{32}:[0-9a-fA-F]{32}:::",
         r"(?<![\w$\\])[\w.$\-]{1,64}:(?:aes(?:256|128)-cts-hmac-sha1-96:[0-9a-f]{32,64}|des-cbc-md5:[0-9a-f]{16})(?![0-9a-f])"),
    # Adyen's API key: "AQE", base64, then dash-joined parts ("…V==-FmapvxVK…=-agQ[xay27PWoEeqd")
    _row("payment API key", "AQE", _B + r"AQE[A-Za-z0-9+/]{40,}={0,2}-[A-Za-z0-9+/]{20,}={0,2}-"),
    # Dovetail's API token: "api.", eight small letters and digits, a dot and the secret
    _row("API token", "api.", r"(?<![\w.])api\.[a-z0-9]{8}\.(?=[\w\-]{0,40}[A-Z])(?=[\w\-]{0,40}\d)[\w\-]{30,}" + _E),
    # Up Bank's personal access token
    _row("banking API token", "up:yeah:", r"(?<![\w:])up:yeah:[A-Za-z0-9]{64,}" + _E),
    _row("cluster join token", "K10", r"(?<![A-Za-z0-9])K10[0-9a-f]{64}::[\w.\-]{1,32}:[0-9a-zA-Z]{16,64}(?![A-Za-z0-9])"),
    # ClickHouse Cloud's key secret (4b1d and 38 letters and digits, both cases); 42's intranet app secret
    _row("cloud provider token", ("4b1d", "-s4t2", "BBDC-", "ACR", "5AEP861", "pub-c-", ".v1."),
         _B + r"4b1d(?=[A-Za-z0-9]{0,37}[A-Z])(?=[A-Za-z0-9]{0,37}[g-z])[A-Za-z0-9]{38}" + _E,
         _B + r"[su]-s4t2(?:ud|af)-[0-9a-f]{64}" + _E,
         # Bitbucket Data Center's HTTP token, Azure Container Registry's password, a Salesforce refresh token, PubNub's
         # publish key, an Airtable OAuth token
         _B + r"BBDC-[A-Za-z0-9+/@_\-]{40,50}(?![A-Za-z0-9+/@_\-])", r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{42}\+ACR[A-Za-z0-9]{6}" + _E,
         _B + r"5AEP861[\w.=]{80,}", _B + r"pub-c-" + _UUID + _E,
         _B + r"[A-Za-z0-9]{14}\.v1\.[\w\-]{20,}\.[0-9a-f]{16,}" + _E),
    # keys of a prefix and a random body (trufflehog's detectors name them): dfuse, Fleetbase, Flexport, Nightfall, Ramp,
    # Recharge, Ubidots, Voiceflow, Endor Labs, Finage, Tableau's personal access token, a Stripe intent's client secret
    _row("API token", ("web_", "flb_live_", "shltm_", "NF-", "ramp_sec_", "sk_", "BBFF-", "VF.", "endr+", "API_KEY", "==:",
                       "_secret_"),
         _B + r"web_(?=(?:[a-z0-9]{0,31}\d){4})(?=[a-z0-9]{0,31}[g-z])[a-z0-9]{32}" + _E, _B + r"flb_live_[A-Za-z0-9]{20}" + _E,
         _B + r"shltm_[\w\-]{40}", _B + r"NF-(?=[A-Za-z0-9]{0,31}\d)(?=[A-Za-z0-9]{0,31}[a-z])[A-Za-z0-9]{32}" + _E,
         _B + r"ramp_sec_[A-Za-z0-9]{40,}", _B + r"sk_(?:test_)?(?:1|2|3|5|10)x[123]_[0-9a-fA-F]{64}" + _E,
         _B + r"BBFF-[A-Za-z0-9]{30}" + _E, r"(?<![\w.])VF\.(?:(?:DM|WS)\.)?[0-9a-fA-F]{24}\.[A-Za-z0-9]{16}" + _E,
         _B + r"endr\+[A-Za-z0-9\-]{16}" + _E, _B + r"API_KEY(?=(?:[0-9A-Z]{0,31}\d){4})[0-9A-Z]{32}" + _E,
         r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{22}==:[A-Za-z0-9]{32}" + _E,
         _B + r"(?:pi|seti)_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24,}" + _E),
    # LocationIQ's access token: pk. and 32 hex (Mapbox's public pk.eyJ… is base64, not this)
    _row("API token", "pk.", r"(?<![\w.])pk\.(?=[0-9a-f]{0,31}[a-f])[0-9a-f]{32}" + _E),
    # SettleMint's application, personal and service tokens; HashiCorp Vault's service token before 1.10 (s. and 24)
    _row("workspace app token", ("sm_", "s."),
         _B + r"sm_(?:aat|pat|sat)_(?=[A-Za-z0-9]{0,15}\d)[A-Za-z0-9]{16}" + _E,
         r"(?<![\w.\-/])s\.(?=[A-Za-z0-9]{0,23}[A-Z])(?=[A-Za-z0-9]{0,23}[a-z])(?=[A-Za-z0-9]{0,23}\d)[A-Za-z0-9]{24}" + _E),
    # keys of a prefix and a random body that no row read before (one row each, so that a common hint such as `1/` in a URL's
    # path opens one small pattern): Resend (re_, 8, _, 24), Asana's personal access tokens (1/ or 2/, the user's and the
    # app's ids, a colon and 32 hex), Intercom's (base64 of "tok:"), LaunchDarkly's API key (api- and a UUID), PayPal's access
    # token (A21AA), Trello's (ATTA and hex), Together's (tgp_v1_), YooKassa's live secret key (live_ and 43 of base64url, not
    # an identifier's words joined by `_`)
    _row("API token", "re_", _B + r"re_(?=[A-Za-z0-9_]{0,32}[A-Z])(?=[A-Za-z0-9_]{0,32}\d)[A-Za-z0-9]{8}_[A-Za-z0-9]{24}" + _E),
    _row("API token", ("1/", "2/"), r"(?<![\w/.])[12]/\d{13,16}(?:/\d{13,16})?:[0-9a-f]{32}(?![0-9A-Za-z])"),
    _row("API token", "dG9rOj", _B + r"dG9rOj[A-Za-z0-9+/]{40,}={0,2}"),
    _row("API token", "api-", _B + r"api-" + _UUID + _E),
    _row("API token", "A21AA", _B + r"A21AA[\w\-]{80,}"),
    _row("API token", "ATTA", _B + r"ATTA[0-9a-fA-F]{60,80}" + _E),
    _row("API token", "tgp_v1_", _B + r"tgp_v1_[\w\-]{40,}"),
    # ... and from trufflehog's detector names: MailerSend (mlsn. and 64 hex), Telnyx (KEY, 32 hex, _, 22), Paddle Billing
    # (pdl_live_/pdl_sdbx_apikey_), Elastic serverless (essu_), Akamai EdgeGrid's client and access tokens (akab-, 16, -, 16),
    # Backblaze B2's application key (K00 and a digit, 27 more), Windsurf (sk-ws-), Browserbase (bb_live_), E2B (e2b_ and
    # 40 hex), LangSmith's legacy key (ls__ and 32 hex); Ably's has no literal to hint it (`_ABLY`, below)
    _row("API token", "mlsn.", _B + r"mlsn\.[0-9a-f]{64}" + _E),
    _row("API token", "KEY", r"(?<![A-Za-z0-9])KEY[0-9A-F]{32}_[A-Za-z0-9]{22}" + _E),
    _row("payment API key", "pdl_", _B + r"pdl_(?:live|sdbx)_apikey_[A-Za-z0-9_]{40,}"),
    _row("cloud provider token", ("essu_", "akab-", "K00"), _B + r"essu_[A-Za-z0-9+/]{40,}={0,2}",
         _B + r"akab-[a-z0-9]{16}-[a-z0-9]{16}" + _E,
         r"(?<![A-Za-z0-9+/])K00\d(?=[A-Za-z0-9+/]{0,26}[A-Z])(?=[A-Za-z0-9+/]{0,26}[a-z])[A-Za-z0-9+/]{27}(?![A-Za-z0-9+/])"),
    _row("AI provider API key", ("sk-ws-", "bb_live_", "e2b_", "ls__"), _B + r"sk-ws-\d{2}-[\w\-]{40,}",
         _B + r"bb_live_[\w\-]{20,}", _B + r"e2b_[0-9a-f]{40}" + _E, _B + r"ls__[0-9a-f]{32}" + _E),
    _row("payment API key", "live_",
         _B + r"live_(?![\w\-]*_[a-z]{2,}_[a-z]{2,}_)(?=[\w\-]{0,42}[A-Z])(?=[\w\-]{0,42}[a-z])(?=[\w\-]{0,42}\d)[\w\-]{43}(?![\w\-=])"),
    # Dropbox's long-lived token: 11 characters, ten A's, 43 more
    _row("social or media platform token", "AAAAAAAAAA", r"(?<![A-Za-z0-9])[A-Za-z0-9]{11}A{10}[\w\-=]{43}(?![\w\-=])"),
    # GoCardless: live_ or sandbox_ and 40 characters of base64url (dashes and `=` among them)
    _row("payment API key", ("live_", "sandbox_"),
         _B + r"(?:live|sandbox)_(?=(?:[\w\-=]{0,39}[A-Z]){3})(?=(?:[\w\-=]{0,39}\d){2})(?=[\w\-=]{0,39}[a-z])[\w\-=]{40}(?![\w\-=])"),
    _row("chat OAuth token", "oauth:", r"(?<![\w])oauth:[a-z0-9]{30}(?![\w])"),
    _row("Salesforce session id", "00D", r"(?<![\w])00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{60,}"),
    _row("Zoho token", "1000.", r"(?<![\w.])1000\.[0-9a-f]{32}\.[0-9a-f]{32}(?![\w])"),
    _row("IoT platform key", "aio_", _B + r"aio_(?=[A-Za-z0-9]{0,27}[A-Z])(?=[A-Za-z0-9]{0,27}\d)[A-Za-z0-9]{28}" + _E),
    _row("payment API key", ("live_", "test_"),
         _B + r"(?:live|test)_(?=[0-9a-f]{0,39}[a-f])(?=[0-9a-f]{0,39}\d)[0-9a-f]{32,40}" + _E,
         _B + r"(?:live|test)_(?=[A-Za-z0-9]{0,29}[A-Z])(?=[A-Za-z0-9]{0,29}[a-z])(?=[A-Za-z0-9]{0,29}\d)[A-Za-z0-9]{30}" + _E),
)

# An unknown vendor's token still has the common shape: a short lower-case prefix, an underscore or dash,
# and a long random body mixing capitals, small letters and digits ("abc_live_Xy3…").
# Found body first (a dash or underscore, then 30+ letters and digits: `re` skips to the dashes), then the prefix is
# read just before it; a body of small letters and digits only (Neon's napi_…) must be 40+ long and random enough
# that no hex id (16 symbols: at most 4 bits a character) or word reaches it.
_PREFIXED_BODY = re.compile(r"[_\-]([A-Za-z0-9]{30,})(?![\w\-])")
# the key's vendor publishes it, written into web pages and apps, or it is a public key (every rule that reads a key's prefix
# asks): Stripe's pk_live_/pk_test_, PostHog's phc_ project key, Statsig's client- key, RevenueCat's appl_/goog_/amzn_ SDK keys
PUBLISHED_PREFIXES = ("pk_live_", "pk_test_", "phc_", "client-", "sb_publishable_", "appl_", "goog_", "amzn_",
                      "pk.eyJ",  # (Mapbox's public token: its secret ones start "sk.eyJ")
                      "xpub", "ypub", "zpub", "tpub", "vpub", "upub",  # (a wallet's extended public key: watch-only, spends nothing)
                      "ysc1_",  # (Yandex SmartCaptcha's client key, put into the page; its server key is ysc2_)
                      "age1")  # (an age recipient, the public key files are encrypted to; the secret one is AGE-SECRET-KEY-1…)
# the prefix before such a body: not a hash's, an encoding's or a published key's
_NO_KEY_PREFIX = r"(?<![\w\-./])(?!sha\d|md5|blake|crc|xxh|base64|b64|hex|" + "|".join(map(re.escape, PUBLISHED_PREFIXES)) + ")"
_PREFIX_BEFORE = re.compile(_NO_KEY_PREFIX + r"(?=[a-z0-9]{0,9}[a-z])[a-z0-9][a-z0-9]{1,9}"
                            r"(?:_(?:live|test|prod|pat|key|sk|pk|api|secret))?[_\-]$")
_PREFIX_BEFORE_LOWER = re.compile(_NO_KEY_PREFIX + r"[a-z][a-z0-9]{1,9}[_\-]$")
PREFIXED_KIND = "API token"
WALLET_KIND = "cryptocurrency private key"
_WIF_COMPRESSED = re.compile(r"[KL](?=[1-9A-HJ-NP-Za-km-z]{0,50}\d)(?=[1-9A-HJ-NP-Za-km-z]{0,50}[a-z])"
                             r"[1-9A-HJ-NP-Za-km-z]{51}(?![A-Za-z0-9])")
# ... or a hex body of 32+ behind a word prefix that names no hash, id or file (zpka_…, but not sha256_…, build-…):
# the body is found first (it starts with `_` or `-`, which `re` skips to), then the prefix just before it
_HEX_BODY = re.compile(r"[_\-](?=[0-9a-f]{0,63}[a-f])(?=[0-9a-f]{0,63}\d)[0-9a-f]{32,64}(?:_[0-9a-f]{4,16})?(?![\w\-])")
_NOT_KEY_PREFIX = (r"(?:sha\d*|md\d|blake\d*|crc\d*|xxh\d*|hash|hex|commit|build|rev|revision|sum|checksum|digest|id|uuid|guid|"
                   r"trace|span|req|request|session|cache|tmp|temp|file|img|image|obj|object|blob|tree|ref|etag|git|run|job|"
                   r"task|node|pod|container)")
# one word, or two ("thog-secret-…"): neither may name a hash, an id or a file
_HEX_PREFIX = re.compile(rf"(?<![\w\-./])(?:(?!{_NOT_KEY_PREFIX}[_\-])[a-z]{{2,8}}[_\-])?(?!{_NOT_KEY_PREFIX}$)[a-z]{{2,8}}$")


_RUN = re.compile(r"[A-Za-z0-9_\-.+/=~:$%@!*#&?^]{16,}")
VENDOR_KINDS = frozenset(rule.kind for rule in VENDOR_RULES)  # the kinds a vendor's own format gives (`learned.secret_shown`)
_BLOCKS = VENDOR_RULES[:6]  # private keys (also base64-encoded), certificates, static keys, SSWS, app|secret: searched in the whole note
_TOKEN_RULES = VENDOR_RULES[6:]
_HINTS = sorted({h for rule in _TOKEN_RULES for h in rule.hints}, key=len, reverse=True)
_ANY_HINT = WordScan(_HINTS)  # the hints as a trie regex's finditer finds them, by an automaton
_CASELESS_ROWS = tuple(i for i, rule in enumerate(_TOKEN_RULES) if rule.pattern.flags & re.IGNORECASE)
_CASELESS_HINTS = tuple(h for i in _CASELESS_ROWS for h in _TOKEN_RULES[i].hints)
# which rows each hint the trie can report opens: those with a hint inside it (the trie reports the longest)
_ROWS_OF = {found: [i for i, rule in enumerate(_TOKEN_RULES) if not rule.pattern.flags & re.IGNORECASE
                    and any(h in found for h in rule.hints)] for found in _HINTS}


CERTIFICATE_KIND = "certificate"
# a certificate the note says is public or to be trusted (a CA's, installed in a trust store), not a client's own; a private
# key in the same note is still found by the row before
# what says a certificate comes without its key, the public part alone («без ключа», "without the private key", «открытая часть»,
# "only the cert"; `labelled.PUBLIC_ASIDE` reads the same words in an aside)
KEY_LEFT_OUT = (r"(?<!\w)без (?:закрытого |приватного )?ключа|\bwithout (?:the |its )?(?:private )?key\b|открыт\w* част\w*"
                r"|(?<!\w)только (?:cert|серт)\w*|\bcert(?:ificate)? only\b|\bonly the cert(?:ificate)?\b")
_SAYS_PUBLIC = re.compile(r"(?i)\bpublic\b|публичн|\btrust[ \-]?store|\btrusted roots?\b|ca-certificates|update-ca-|"
                          r"хранилищ\w* доверенн|доверенн\w* корнев|\b(?:root )?CA cert(?:ificate)?s?\b|\broot cert(?:ificate)?s?\b|"
                          r"корнев\w* сертификат|" + KEY_LEFT_OUT)
# (a CA's certificate is handed out; its key is another block: «только сертификат, без ключа»)
_BLOCK_SEARCH = tuple(quick_start(rule.pattern) for rule in _BLOCKS)  # the same patterns, cheaper to search
_TOKEN_SEARCH = tuple(quick_start(rule.pattern) for rule in _TOKEN_RULES)


def token_runs(text: str) -> list[str]:
    """The runs of 16+ token characters in `text` (no spaces, quotes or brackets): where every vendor token,
    base64 payload and hex string of the guard's rules lies. Found once per note."""
    return _RUN.findall(text)


# a PEM block whose body is a stand-in: a word or dots between the header and its end line (written or JSON-escaped breaks)
_STAND_IN_BODY = re.compile(r"(?:\\n|\s)+(?:(?=[A-Z_]*_)[A-Z_]{3,30}|REDACTED|PLACEHOLDER|REPLACEME|CHANGEME|<[^<>\n]{1,40}>|\.{3}|…|x{4,})"
                            r"(?:\\n|\s)+-----END")


def find_vendor_secret(text: str, lowered: str, runs: list[str] | None = None) -> str | None:
    """The kind of the first vendor-format secret in `text` (`lowered` is its lower-case copy), or None.

    Every row but the first two matches a run of 16+ characters without spaces or brackets, so only
    those runs are searched; one regex finds which hints they hold, and only the rows with one of
    those hints run their own pattern."""
    for rule, pattern in zip(_BLOCKS, _BLOCK_SEARCH):
        if any(hint in text for hint in rule.hints) and pattern.search(text):
            if rule.kind == CERTIFICATE_KIND and _SAYS_PUBLIC.search(text):
                continue  # "public CA cert for the corp proxy, install into the trust store": made to be handed out
            if all(_QUOTE_CLOSES.match(text, found.end()) for found in pattern.finditer(text)):
                continue  # "PKCS#8 starts with '-----BEGIN PRIVATE KEY-----'": a header quoted alone names the format
            if "-----END" in text and all(_STAND_IN_BODY.match(text, found.end()) for found in pattern.finditer(text)):
                continue  # `"-----BEGIN PRIVATE KEY-----\nREPLACE_ME\n-----END PRIVATE KEY-----"`: a template's block, no key in it
            return rule.kind
    if runs is None:
        runs = _RUN.findall(text)
    if not runs:
        return None
    hay = " ".join(runs)
    hay_lowered = hay.lower()
    rows: set[int] = set(_CASELESS_ROWS) if any(h in hay_lowered for h in _CASELESS_HINTS) else set()
    for start, end in _ANY_HINT.spans(hay):
        rows.update(_ROWS_OF[hay[start:end]])
    for index in sorted(rows):
        for match in _TOKEN_SEARCH[index].finditer(hay):
            if sum(c.isdigit() for c in match.group()) < 4 and is_placeholder(match.group()) or _PLACEHOLDER_WORD.search(match.group()) \
                    or _filled(match.group()):
                continue  # `ghp_xxxx…`, `xoxb-your-bot-token`: the format's prefix on a placeholder, as docs and .env templates write it
            if index == _AWS_ID_ROW and only_key_ids(text, runs):
                break
            return _TOKEN_RULES[index].kind
    if any(52 <= len(run) <= 54 and run[0] in "KL" and _WIF_COMPRESSED.match(run) for run in runs):
        return WALLET_KIND  # a compressed WIF key: K or L and 51 base58 characters, no hint to find it by
    if any(len(run) >= 57 and ":" in run for run in runs) and _ABLY.search(hay):
        return PREFIXED_KIND  # Ably's key: the app's id, a dot, the key's id, a colon and the secret (6.6:43)
    if any(w in lowered for w in _HALF_WORDS) and any(len(run) >= 40 for run in runs) and _secret_half(text):
        return AWS_SECRET
    return PREFIXED_KIND if ("_" in hay or "-" in hay) and _prefixed(hay) else None


_QUOTE_CLOSES = re.compile(r"""['"`»”]""")


def _filled(value: str) -> bool:
    """Whether `value` is mostly one character repeated (`…/TXXXXXXXX/BXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX`, `sk-000…0`): the
    format's blanks filled in, as docs write them."""
    chars = [c.lower() for c in value if c.isalnum()]
    return len(chars) >= 12 and max(chars.count(c) for c in set(chars)) >= 0.6 * len(chars)


_PLACEHOLDER_WORD = re.compile(r"(?i)(?<![a-z0-9])(?:your|example|placeholder|changeme|redacted|insert)(?![a-z0-9])")
_AWS_ID_ROW = next(i for i, rule in enumerate(_TOKEN_RULES) if rule.kind == "AWS access key id")
# an access key's id named as such, its secret said to be kept elsewhere: "new access key id AKIA… active. Secret lives only in
# GitHub Actions secrets", «ключ AKIA…, секрет хранится только в Vault»
_NAMED_ID = re.compile(r"(?i)\b(?:access[ _\-]?key[ _\-]?ids?|key[ _\-]ids?)\b|идентификатор\w* ключ"
                       r"|\b(?:only|just) (?:the )?(?:key )?id\b|(?<!\w)только (?:id|айди|идентификатор)(?!\w)")  # «только ID»
_SECRET_ELSEWHERE = re.compile(r"(?i)\bsecret(?:[ _]access)?(?:[ _]key)?\s+(?:lives|is stored|is kept|stays|sits|is only)\s+(?:only\s+)?in\b"
                               r"|\bsecret(?:[ _]access)?(?:[ _]key)?\s+(?:is\s+)?(?:not here|never (?:stored|written|saved) here)"
                               r"|секрет\w*(?:\s+ключ\w*)?\s+(?:хранится|лежит|живёт|живет)\s+(?:только\s+)?в\b"
                               # someone keeps it: «секрет у Ильдара в Vault», "the secret is with Ildar in Vault"
                               r"|секрет\w*(?:\s+ключ\w*)?\s+у\s+\w+\s+в\b|\bsecret(?:[ _]key)?\s+is\s+with\s+\w+\s+in\b")
_SECRET_SHAPED = re.compile(r"(?<![A-Za-z0-9/+])(?=[A-Za-z0-9/+]{0,39}[a-z])(?=[A-Za-z0-9/+]{0,39}[A-Z])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])")


_ABLY = re.compile(r"(?<![\w\-.])[\w\-]{6}\.[\w\-]{6}:(?=[\w\-]{0,42}[A-Z])(?=[\w\-]{0,42}[a-z])(?=[\w\-]{0,42}\d)[\w\-]{43}"
                   r"(?![\w\-])")
# words that name a cloud key's secret half ("the secret half", "second half of the IAM key", "secret access key",
# «секретная часть ключа»), and what says the key is a cloud's (S3, IAM, an access key's id beside it)
_HALF_NAMED = re.compile(r"(?i)\b(?:secret|second|other|private)[ \-](?:half|part)\b|(?<![a-z])secret[ _\-]access[ _\-]key(?![a-z])"
                         r"|секретн\w*\s+(?:часть|половин\w*|ключ\w*\s+доступа)|втор\w*\s+(?:часть|половин\w*)")
_HALF_WORDS = ("half", "part", "secret", "секретн", "втор")  # one of them is in every match of _HALF_NAMED
_CLOUD = re.compile(r"(?i)\b(?:aws|s3|iam|minio|boto3?|amazon|access[ _\-]key|key[ _\-]id|akia)|\bsecret[ _\-]access|ключ\w* доступа"
                    # (or an AWS service by its own name, or a store that takes the same pair of keys: "GameLift CI user, the
                    # secret half only", Cloudflare R2, Wasabi, Backblaze B2, DigitalOcean Spaces)
                    r"|\b(?:ec2|ses|sqs|sns|cloudfront|gamelift|dynamodb|route ?53|cognito|bedrock|lightsail|r2|wasabi|b2|spaces)\b")


def _secret_half(text: str) -> bool:
    """A cloud key's secret given bare: 40 characters of its alphabet (capitals, small letters and digits mixed, `/` and `+`)
    after the words that name that half, in a note about a cloud's key. The words alone ("the secret half lives in Vault")
    give nothing, and a commit's or an object's hex id has no capitals."""
    for name in _HALF_NAMED.finditer(text):
        value = _SECRET_SHAPED.search(text, name.end(), name.end() + 200)
        if value is not None and any(c.isdigit() for c in value.group()) and _CLOUD.search(text):
            return True
    return False


def only_key_ids(text: str, runs: list[str]) -> bool:
    """An AWS access key's id without its secret: the note calls it an id, says the secret is kept elsewhere, and holds no
    40-character run of the secret's alphabet. The id alone signs nothing (AWS: the id is not secret, the secret key is)."""
    return bool(_SECRET_ELSEWHERE.search(text) and _NAMED_ID.search(text)
                and not any(len(run) >= 40 and _SECRET_SHAPED.search(run) for run in runs))


def _prefixed(hay: str) -> bool:
    """An unknown vendor's prefixed token in `hay` (see _PREFIXED_BODY and _HEX_BODY)."""
    for match in _HEX_BODY.finditer(hay):
        if _HEX_PREFIX.search(hay, max(0, match.start() - 18), match.start()):
            return True
    for match in _PREFIXED_BODY.finditer(hay):
        body = match.group(1)
        if body.islower():
            if len(body) < 40 or not any(c.isdigit() for c in body) or not any("g" <= c <= "z" for c in body) or \
                    shannon_entropy(body) < 4.4 or sum(c.isdigit() for c in body) < len(body) // 8:
                continue
            before = _PREFIX_BEFORE_LOWER
        elif body.isupper() or body.isalpha() or body.isdigit() or shannon_entropy(body) < 4.3:
            continue  # not capitals, small letters and digits mixed, or not random enough
        else:
            before = _PREFIX_BEFORE
        if before.search(hay, max(0, match.start() - 24), match.start() + 1):
            return True
    return False
