"""Stop 35, secrets fixer, a second round of fresh variants written after both fixes (device and VPN configs; vendor
formats, code lists, a cloud key's secret half), in other words and shapes than s35S1/s35S2, with their twins: to see
what the mechanisms miss or over-refuse when the wording moves."""
import random
import string

from batch_writer import Batch

rnd = random.Random(3503)
AN = string.ascii_letters + string.digits


def rs(n: int, alphabet: str = AN) -> str:
    while True:
        value = "".join(rnd.choice(alphabet) for _ in range(n))
        if alphabet != AN or (any(c.isdigit() for c in value) and any(c.isupper() for c in value) and any(c.islower() for c in value)):
            return value


def digits(n: int) -> str:
    return "".join(rnd.choice("0123456789") for _ in range(n))


b = Batch("s35S3", lang="auto")
b.add("device", "secret",
      "Branch CPE (ISR 1100) — what the installer left:\nhostname br-kzn-01\nenable secret 0 Inst4ller!Kzn\nusername cisco privilege 15 password 0 cisco123!",
      "Wi-Fi на точке Cisco в переговорке: dot11 ssid MEET\n authentication key-management wpa\n wpa-psk ascii 0 Meet1ng-R00m!",
      "aaa-server TACACS protocol tacacs+\naaa-server TACACS (mgmt) host 10.20.0.5\n key Tac!Mgmt-4412",
      "crypto keyring KR-BRANCH\n pre-shared-key address 203.0.113.50 key Kr1ng!Branch55",
      "ppp chap hostname br-msk\nppp chap password 0 Ch4p!Msk2025",
      "set vpn ipsec ike-group IKE authentication pre-shared-secret Vy0s!Psk-2025",
      "edgerouter: set system login user ops authentication plaintext-password 0ps!Edge2025",
      "snmp-server user monitor RO-GRP v3 auth sha256 M0n!torAuth88 priv aes 256 M0n!torPriv88",
      "pfSense IPsec P1, pre-shared key: Pf5ense!Ipsec-77 (остальное по умолчанию)",
      "На микротике у бабушки: /interface wifi security set sec1 passphrase=Babushka-Dacha-2025",
      "Keenetic: ip http password Keen3tic!Adm — поменять после переезда",
      "OpenVPN client: auth-user-pass with creds.txt → line 1 ivanov, line 2 0vpn!Ivanov2025",
      )
b.add("device_twin", "ordinary",
      "Branch CPE (ISR 1100) — what the installer left: hostname br-kzn-01, an enable secret we reset, local user cisco removed.",
      "Wi-Fi на точке Cisco в переговорке: dot11 ssid MEET, wpa-psk задаётся из шаблона, пароль у офис-менеджера.",
      "aaa-server TACACS (mgmt) host 10.20.0.5 — the key is the same as on the switches, see KeePass → Network.",
      "crypto keyring KR-BRANCH\n pre-shared-key address 203.0.113.50 key <psk-branch>",
      "set vpn ipsec ike-group IKE authentication mode pre-shared-secret",
      "snmp-server user monitor RO-GRP v3 auth sha256 ******** priv aes 256 ********",
      "pfSense IPsec P1: pre-shared key generated with the button, stored in the vault; lifetime 28800.",
      "На микротике у бабушки: /interface wifi security set sec1 authentication-types=wpa2-psk,wpa3-psk",
      "How to read a Cisco config: 'enable secret 9' is a scrypt hash, 'password 7' is reversible, 'password 0' is plain text.",
      "Ticket: the switch still had `username admin password 0` lines; we replaced them with `secret 9` and closed the finding.",
      )
b.add("vendor", "secret",
      f"Authorization header for the Okta admin API (SCIM sync): SSWS 00{rs(40, AN + '-_')}",
      f"SSWS-токен Okta для миграции групп: SSWS 00{rs(40, AN + '-_')} — отозвать после четверга",
      f"resend key for transactional mail re_{rs(8)}_{rs(24)}",
      f"Интерком, токен доступа для экспорта диалогов: dG9rOj{rs(56)}==",
      f"PayPal live access token for the refund script: A21AA{rs(95, AN + '-_')}",
      f"together api: tgp_v1_{rs(43, AN + '-_')}",
      )
b.add("vendor_twin", "ordinary",
      "Okta: the SSWS scheme is legacy; new integrations use OAuth 2.0 client credentials, see the admin guide.",
      "Resend dashboard → API Keys → Create; the key starts with re_ and is shown once.",
      "Трелло: токен начинается с ATTA, храню его в менеджере паролей, не в скрипте.",
      "The LaunchDarkly SDK key goes into the server's env (LD_SDK_KEY), the client-side ID into the bundle.",
      )
b.add("codes", "secret",
      "Коды восстановления для Яндекс ID мамы (распечатать, она просила на всякий случай, если сменит номер телефона): "
      + ", ".join(digits(8) for _ in range(6)),
      "Backup codes — Discord (old account, the one with the Nitro gift history that Alex still wants to keep around):\n"
      + "\n".join(f"{rs(4, 'abcdefghijklmnopqrstuvwxyz0123456789')}-{rs(4, 'abcdefghijklmnopqrstuvwxyz0123456789')}" for _ in range(6)),
      "Dropbox two-step backup codes (got them when I switched phones, the old Pixel is wiped now): "
      + " ".join(f"{rs(4, 'abcdefghijklmnopqrstuvwxyz0123456789')}{rs(4, 'abcdefghijklmnopqrstuvwxyz0123456789')}" for _ in range(5)),
      )
b.add("codes_twin", "ordinary",
      "Коды восстановления для Яндекс ID мамы распечатаны и лежат в папке с документами на квартиру, здесь не храню.",
      "Backup codes — Discord: regenerate them from Settings → My Account after enabling the security key.",
      "Backup plan for the move (in case the truck is late, the landlord said it's fine to wait a day or two): 2 boxes 14 kg, 3 boxes 22 kg",
      )
b.add("aws_half", "secret",
      f"Для s3cmd на NAS: access key в конфиге уже есть, секретная часть — {rs(20)}/{rs(19)}",
      f"IAM user ci-deployer: secret access key {rs(25)}+{rs(14)} (the id is in 1Password)",
      )
b.add("aws_half_twin", "ordinary",
      "IAM user ci-deployer: the secret access key was shown once and is now in 1Password; the id is AKIA…7Q in the README.",
      f"S3 bucket policy was updated in commit {rs(40, '0123456789abcdef')}; the secret half of the key did not change.",
      )
b.write()
