"""Write s28s14.jsonl: the fourteenth blind secrets batch of stop 28, written after the s28s13 changes and scored once
before any change for it (README): 22/30 = 73.3 % secrets refused blind (misses: five session cookies by their
framework's name — laravel_session, JSESSIONID, ASP.NET_SessionId, wordpress_logged_in_…, _gh_sess —, a Slack invite link,
an outlook.office.com Teams webhook, a Google Docs resourcekey), 0/24 ordinary refused. Secrets that travel as links and
cookies: session cookies of many frameworks,
password-reset and magic-login links, invite links with a token, presigned S3/GCS URLs, Zoom links with a pwd, API
URLs with key=/token=/access_token=, webhook URLs, JWTs in headers and query strings; RU and EN around them.
Look-alikes: the same links with only public parameters (utm, ids, pages) and cookies that hold no session.
Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import AN, LO, URLSAFE, R, write_groups  # noqa: E402

r = R(2800_14)


def jwt() -> str:
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + r.s(60, URLSAFE) + "." + r.s(43, URLSAFE)


S = [
    ("cookie", f"Cookie: PHPSESSID={r.s(26, LO)}"),
    ("cookie", f"laravel_session={r.s(40, AN + '%')}%3D"),
    ("cookie", f"connect.sid=s%3A{r.s(32, URLSAFE)}.{r.s(43, AN + '%')}"),
    ("cookie", f"JSESSIONID={r.h(32).upper()}; Path=/; HttpOnly"),
    ("cookie", f"ASP.NET_SessionId={r.s(24, LO)}"),
    ("cookie", f"куки сессии wordpress_logged_in_{r.h(32)}=admin%7C{r.d(10)}%7C{r.s(43)}%7C{r.h(64)}"),
    ("cookie", f"_gh_sess={r.s(120, AN + '%')}"),
    ("cookie", f"remember_user_token={r.s(80, URLSAFE)}--{r.h(40)}"),
    ("cookie", f"sessionid из браузера для скрапера: {r.s(32, LO)}"),
    ("link", f"ссылка для сброса пароля: https://id.acme.ru/reset?token={r.s(43, URLSAFE)}"),
    ("link", f"magic login link https://app.acme.io/auth/magic?token={r.s(48, URLSAFE)}&email=anna%40acme.io"),
    ("link", f"invite: https://acme.slack.com/join/shared_invite/zt-{r.s(10, LO)}-{r.s(22, URLSAFE)}"),
    ("link", f"https://acme-media.s3.eu-central-1.amazonaws.com/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA{r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}%2F20251102%2Feu-central-1%2Fs3%2Faws4_request&X-Amz-Date=20251102T101010Z&X-Amz-Expires=604800&X-Amz-Signature={r.h(64)}"),
    ("link", f"https://storage.googleapis.com/acme/x.zip?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=bot%40acme.iam.gserviceaccount.com&X-Goog-Signature={r.h(256)}"),
    ("link", f"созвон: https://us02web.zoom.us/j/8{r.d(10)}?pwd={r.s(32)}"),
    ("link", f"https://api.openweathermap.org/data/2.5/weather?q=Moscow&appid={r.h(32)}"),
    ("link", f"https://maps.googleapis.com/maps/api/geocode/json?address=Moscow&key=AIza{r.s(35, URLSAFE)}"),
    ("link", f"wss://stream.acme.io/v1?access_token={r.s(40, URLSAFE)}"),
    ("link", f"https://api.telegram.org/bot{r.d(10)}:AA{r.s(33, URLSAFE)}/sendMessage"),
    ("link", f"https://acme.atlassian.net/rest/api/3/issue?jql=project=OPS (auth: anna@acme.io:ATATT3xFfGF0{r.s(180, URLSAFE)})"),
    ("link", f"https://discord.com/api/webhooks/{r.d(18)}/{r.s(68, URLSAFE)}"),
    ("link", f"https://outlook.office.com/webhook/{r.uuid()}@{r.uuid()}/IncomingWebhook/{r.h(32)}/{r.uuid()}"),
    ("link", f"https://hooks.zapier.com/hooks/catch/{r.d(7)}/{r.s(7, LO)}/ (секретный хук, кто знает — может слать)"),
    ("jwt", f"Authorization: Bearer {jwt()}"),
    ("jwt", f"https://app.acme.io/embed?jwt={jwt()}"),
    ("jwt", f"refresh_token: {jwt()}"),
    ("jwt", f"токен доступа из localStorage: {jwt()}"),
    ("jwt", f"id_token={jwt()}&state=xyz"),
    ("link", f"https://docs.google.com/document/d/{r.s(44, URLSAFE)}/edit?usp=sharing&resourcekey=0-{r.s(22, URLSAFE)}"),
    ("link", f"ftp://backup:{r.s(16)}@files.acme.ru/dumps/"),
]

O = [
    ("cookie", "Cookie: theme=dark; lang=ru; cookie_consent=1"),
    ("cookie", "PHPSESSID is regenerated on login (session fixation fix)"),
    ("cookie", "JSESSIONID cookie must be HttpOnly and Secure"),
    ("cookie", f"_ga=GA1.2.{r.d(10)}.{r.d(10)}; _gid=GA1.2.{r.d(9)}.{r.d(10)}"),
    ("cookie", "куки сессии живут 30 дней, потом снова логин"),
    ("link", "ссылка для сброса пароля приходит на почту, действует 1 час"),
    ("link", "https://app.acme.io/auth/magic (the link itself is emailed)"),
    ("link", "https://acme-media.s3.eu-central-1.amazonaws.com/public/logo.png"),
    ("link", f"https://us02web.zoom.us/j/8{r.d(10)} (meeting id only, waiting room on)"),
    ("link", "https://api.openweathermap.org/data/2.5/weather?q=Moscow&units=metric"),
    ("link", f"https://www.youtube.com/watch?v={r.s(11, URLSAFE)}&t=42s"),
    ("link", f"https://shop.acme.ru/item/{r.d(6)}?utm_source=telegram&utm_medium=post&utm_campaign=bf2025"),
    ("link", "https://docs.github.com/en/rest/authentication/authenticating-to-the-rest-api?apiVersion=2022-11-28"),
    ("link", f"https://t.me/+{r.s(16, URLSAFE)} — чат соседей"),
    ("link", f"https://acme.atlassian.net/browse/OPS-{r.d(4)}"),
    ("link", "https://discord.gg/acme — our community server"),
    ("link", f"https://github.com/acme/api/pull/{r.d(4)}#discussion_r{r.d(9)}"),
    ("link", f"https://www.google.com/search?q=jwt+refresh+token+rotation&sxsrf={r.s(30, URLSAFE)}"),
    ("jwt", "Authorization: Bearer <token from /auth/login>"),
    ("jwt", "JWT header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 means HS256"),
    ("jwt", "refresh_token rotation is enabled in Auth0"),
    ("link", f"https://docs.google.com/spreadsheets/d/{r.s(44, URLSAFE)}/edit#gid=0 (доступ по приглашению)"),
    ("link", "ftp://files.acme.ru/pub/ (anonymous, read-only)"),
    ("link", f"https://acme.ru/orders/{r.uuid()}/receipt"),
]

if __name__ == "__main__":
    write_groups("s28s14", S, [], O)
