"""Stop 35, secrets fixer, mechanism (b): vendor token formats the guard had no row for (Okta's `SSWS 00…`, Resend's re_,
Asana's 1/ and 2/ PATs, ngrok's authtoken, Intercom's dG9rOj, LaunchDarkly's api- key, PayPal's A21AA access token,
Trello's ATTA token, Together's tgp_v1_, YooKassa's live_ secret key), a list of backup / recovery codes under words that
name them however long the heading, and an AWS secret key's 40 characters given bare beside words that name that half,
EN and RU; their twins: the header or the prefix alone, a placeholder, a publishable (public) key, digits under a heading
that names something else (order numbers, phone numbers), a commit id beside the word "secret", the secret said to be kept
elsewhere."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3502)
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def rs(n: int, alphabet: str = AN) -> str:
    while True:
        value = "".join(rnd.choice(alphabet) for _ in range(n))
        if alphabet != AN or (any(c.isdigit() for c in value) and any(c.isupper() for c in value) and any(c.islower() for c in value)):
            return value


def uuid() -> str:
    return f"{rs(8, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(4, HEX)}-{rs(12, HEX)}"


def digits(n: int) -> str:
    return "".join(rnd.choice("0123456789") for _ in range(n))


def aws_secret() -> str:
    return rs(18) + "/" + rs(10) + "+" + rs(10)


b = Batch("s35S2", lang="auto")
b.add("okta", "secret",
      f"curl -H \"Authorization: SSWS 00{rs(40, AN + '-_')}\" https://acme.okta.com/api/v1/users?limit=200",
      f"Токен Okta для скрипта выгрузки пользователей: SSWS 00{rs(40, AN + '-_')}",
      f"okta admin token (svc-sync, read-only): 00{rs(40, AN + '-_')}",
      f"OKTA_API_TOKEN=00{rs(40, AN + '-_')}",
      )
b.add("vendor_new", "secret",
      f"Resend for the contact form: re_{rs(8)}_{rs(24)}",
      f"ключ Resend для писем с лендинга — re_{rs(8)}_{rs(24)}",
      f"Asana PAT for the weekly report script: 2/{digits(16)}/{digits(16)}:{rs(32, HEX)}",
      f"старый токен асаны 1/{digits(13)}:{rs(32, HEX)} ещё работает",
      f"ngrok config add-authtoken 2{rs(26)}_{rs(21)}",
      f"Intercom access token for the support export: dG9rOj{rs(54)}=",
      f"LAUNCHDARKLY_API_KEY=api-{uuid()}",
      f"PayPal sandbox access token (expires in 9h): A21AA{rs(90, AN + '-_')}",
      f"Trello token для Power-Up: ATTA{rs(64, HEX)}{rs(8, HEX).upper()}",
      f"together.ai key for the eval runs: tgp_v1_{rs(43, AN + '-_')}",
      f"Секретный ключ ЮKassa магазина «Свечи»: live_{rs(43, AN + '-_')}",
      )
b.add("recovery_codes", "secret",
      "Backup codes for the family Google account (mom's, the one tied to the bank SMS), print and put in the safe:\n"
      + " ".join(digits(4) for _ in range(16)),
      "Резервные коды для входа в Госуслуги отца, если у него опять сядет телефон, а меня не будет рядом в городе:\n"
      + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(8)),
      "GitHub recovery codes for the org owner account (kept here until I move them to the safe deposit box):\n"
      + "\n".join(f"{rs(5, HEX)}-{rs(5, HEX)}" for _ in range(10)),
      "Microsoft account backup codes, the ones from the security page after I turned on 2FA last spring: "
      + ", ".join(digits(8) for _ in range(10)),
      )
b.add("aws_secret_half", "secret",
      f"The secret half of the deploy user's key, for the CI settings page: {aws_secret()} (the id is in the README)",
      f"секретная часть ключа для бэкапов в S3: {aws_secret()} — id уже в скрипте",
      f"aws: Dmitry re-issued the key; the secret part is {aws_secret()}, the access key id stays the same",
      f"Second half of the IAM key (the one that isn't AKIA…) for the uploader lambda — {aws_secret()}",
      f"secret access key для minio-совместимого бакета: {aws_secret()}",
      )
b.add("okta_twin", "ordinary",
      "Okta API calls need the header `Authorization: SSWS ${OKTA_API_TOKEN}`; the token itself is in Vault.",
      "Токены Okta начинаются с 00 и живут 30 дней без использования — поставить напоминание.",
      "OKTA_API_TOKEN=<paste from 1Password>",
      )
b.add("vendor_new_twin", "ordinary",
      "Resend keys start with re_ and are shown only once on creation, so copy it straight into the .env.",
      "Asana personal access tokens look like 2/… ; revoke the old 1/… ones in the developer console.",
      "ngrok: run `ngrok config add-authtoken <token>` once, the token is on the dashboard.",
      "LaunchDarkly client-side ID for the web app (public, goes into the bundle): " + rs(24, HEX),
      "Supabase publishable key for the landing page (public by design): sb_publishable_" + rs(30),
      "Ключ ЮKassa начинается с live_ на проде и с test_ в тестовом магазине; секрет лежит в .env.",
      "PayPal access tokens (A21AA…) expire after about 9 hours; the script fetches a new one with the client secret from Vault.",
      )
b.add("recovery_codes_twin", "ordinary",
      "Backup of the order numbers from the old shop (before the migration), in case the export lost some of them:\n"
      + " ".join(digits(6) for _ in range(8)),
      "Резервные коды я распечатал и убрал в сейф, здесь их не храню.",
      "Google backup codes: regenerate them after every phone change (Security → 2-Step Verification → Backup codes).",
      "Room numbers for the offsite (backup hotel, in case the first one cancels):\n1204 1206 1208 1210 1212 1214",
      )
b.add("aws_secret_half_twin", "ordinary",
      f"The secret half of the deploy key lives only in GitHub Actions secrets; the commit that added the workflow is {rs(40, HEX)}.",
      "секретная часть ключа для бэкапов в S3 — в Vault, путь secret/backup/s3; в скрипте только id.",
      "AWS secret access keys are 40 characters; if one leaks, deactivate it in IAM first, then rotate.",
      f"aws s3 cp backup.tar.gz s3://acme-backups/2025/ --sse — the object's ETag was {rs(32, HEX)}",
      )
b.write()
