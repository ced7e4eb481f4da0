"""Write s27s11.jsonl: the eleventh blind secrets batch of stop 27, written after the s27s10 batch and scored once before
any change for it (README). Secrets written to slip past a scanner or mangled by the way they were pasted (spaced
out, base64- or hex-encoded, percent-encoded in a URL, behind a non-breaking space), OAuth refresh and access
tokens of the big platforms (Google 1//, Microsoft 0.A, Facebook EAAG, Instagram IGQV, Twitter user tokens,
LinkedIn AQV), signing material (an OpenSSH key body without its header, PGP private blocks, PKCS#12 in base64,
keystore passwords in Gradle), and Ukrainian, Kazakh and Belarusian prose. Look-alikes: encoded ordinary text,
spaced-out ordinary words, public tokens and keys. Rows carry `group`."""

from __future__ import annotations

import base64
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, HEX, LO, UP, URLSAFE, R, write_groups  # noqa: E402

r = R(3737_11)
pw = r.password
B64 = AN + "+/"


def spaced(value: str) -> str:
    return " ".join(value)


S = [
    # mangled or encoded
    ("mangled", f"токен: {spaced('ghp_' + r.s(36, AN))}"),
    ("mangled", f"пароль в base64: {base64.b64encode(pw().encode()).decode()}"),
    ("mangled", f"password (hex): {pw().encode().hex()}"),
    ("mangled", f"https://ivan:{pw().replace('#', '%23').replace('!', '%21').replace('@', '%40').replace('$', '%24')}@git.acme.ru/app.git"),
    ("mangled", f"пароль:\u00a0{pw()}"),
    ("mangled", f"API key\u2009=\u2009{r.s(32, AN)}"),
    ("mangled", f"my password is {pw()}\u200b"),
    ("mangled", f"token = \"{r.s(20, AN)}\" + \"{r.s(20, AN)}\""),
    ("mangled", f"sk-proj-{r.s(24, URLSAFE)}...{r.s(24, URLSAFE)} (full key, just wrapped)"),
    # platform OAuth tokens
    ("oauth", f"google refresh token 1//0g{r.s(100, URLSAFE)}"),
    ("oauth", f"MS refresh_token: 0.A{r.s(300, URLSAFE)}"),
    ("oauth", f"Facebook page token EAAG{r.s(180, AN)}"),
    ("oauth", f"instagram access token IGQV{r.s(160, URLSAFE)}"),
    ("oauth", f"twitter access token {r.d(19)}-{r.s(30, AN)}, secret {r.s(45, AN)}"),
    ("oauth", f"LinkedIn token AQV{r.s(150, URLSAFE)}"),
    ("oauth", f"spotify refresh_token AQD{r.s(128, URLSAFE)}"),
    ("oauth", f"Dropbox refresh token {r.s(11, AN)}AAAAAAAAAA{r.s(43, URLSAFE)}"),
    # signing material
    ("keys", f"b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB{r.s(60, B64)}"),
    ("keys", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQdGBGX" + r.s(60, B64) + "\n=" + r.s(4, B64) + "\n-----END PGP PRIVATE KEY BLOCK-----"),
    ("keys", f"cert.p12 (base64): MIIK{r.s(120, B64)}"),
    ("keys", f"signingConfigs {{\n  release {{\n    storePassword '{pw()}'\n    keyPassword '{pw()}'\n  }}\n}}"),
    ("keys", f"keytool -genkey -alias app -keystore app.jks -storepass {pw()}"),
    ("keys", f"APPLE_APP_SPECIFIC_PASSWORD=abcd-efgh-ijkl-mnop"),
    ("keys", f"MATCH_PASSWORD={pw()}"),
    ("keys", f"APP_STORE_CONNECT_API_KEY_CONTENT=\"-----BEGIN PRIVATE KEY-----\\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg{r.s(60, B64)}\\n-----END PRIVATE KEY-----\""),
    # other Slavic languages
    ("slavic", f"пароль від пошти: {pw()}"),
    ("slavic", f"Мій пароль до вайфаю — {pw()}"),
    ("slavic", f"токен бота: {r.d(10)}:AAG{r.s(32, URLSAFE)} (не передавати)"),
    ("slavic", f"құпия сөз: {pw()}"),
    ("slavic", f"пароль ад пошты {pw()}"),
    ("slavic", f"ключ API для сервісу погоди: {r.h(32)}"),
    ("slavic", f"hasło do wifi: {pw()}"),
    ("slavic", f"heslo k e-mailu je {pw()}"),
]

O = [
    ("mangled", f"заголовок в base64: {base64.b64encode('Привет, мир'.encode()).decode()}"),
    ("mangled", "цвет (hex): #3a7bd5"),
    ("mangled", "https://git.acme.ru/app.git?ref=feature%2Flogin"),
    ("mangled", "пароль:\u00a0в менеджере"),
    ("mangled", "S P A C E D  O U T  T I T L E"),
    ("mangled", "token = \"\" + suffix"),
    ("mangled", "sk-proj-…abcd is the masked form the dashboard shows"),
    ("oauth", "google refresh tokens start with 1// and do not expire unless revoked"),
    ("oauth", "MS tokens last an hour; refresh tokens 90 days"),
    ("oauth", "Facebook page id 104857600123456"),
    ("oauth", f"twitter user id {r.d(19)}"),
    ("oauth", "LinkedIn company page https://www.linkedin.com/company/acme"),
    ("oauth", f"spotify track https://open.spotify.com/track/{r.s(22, AN)}"),
    ("keys", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq" + r.s(40, B64) + " anna@mac"),
    ("keys", "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmQINBGX" + r.s(60, B64) + "\n-----END PGP PUBLIC KEY BLOCK-----"),
    ("keys", "cert.p12 is in the CI secrets, password in the vault"),
    ("keys", "signingConfigs {\n  release {\n    storePassword System.getenv('STORE_PASSWORD')\n  }\n}"),
    ("keys", "keytool -list -keystore app.jks"),
    ("keys", "MATCH_GIT_URL=git@github.com:acme/certificates.git"),
    ("slavic", "пароль від пошти змінила вчора"),
    ("slavic", "Мій вайфай називається Kyivstar_5G"),
    ("slavic", "токен бота лежить у .env"),
    ("slavic", "құпия сөзді ауыстырдым"),
    ("slavic", "hasło do wifi jest na routerze"),
    ("slavic", "heslo k e-mailu je v trezoru"),
]

if __name__ == "__main__":
    write_groups("s27s11", S, [], O)
