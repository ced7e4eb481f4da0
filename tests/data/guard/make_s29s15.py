"""Write s29s15.jsonl: the fifteenth blind secrets batch of stop 29, written after the s29s14 changes and scored once
before any change for it (README). Exports and pastes of many credentials at once, and codes in new contexts: a
browser's saved-passwords CSV, a password manager's JSON or XML export, a forwarded e-mail from IT with a new
account, an SMS from a bank with a permanent code, a hotel or coworking welcome card, an exchange's 2FA backup, a
SIM card's PIN/PUK card, a car's immobiliser code, a handover note from a colleague leaving. Look-alikes: the same
pastes with the values removed or masked (****). Scored blind: 15/20 secrets, 1/18 ordinary refused — by the injection
rules (a bank SMS «никому не сообщайте код из СМС, даже сотруднику банка» read as a planted fact); that row is left to
the injection side and not kept here. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_15)
pw = r.password

S = [
    ("export", f"name,url,username,password\nGitHub,https://github.com/login,anna-k,{pw()}\nReddit,https://reddit.com,annak,{pw()}"),
    ("export", '{"items": [{"name": "Bank", "login": {"username": "anna", "password": "' + pw() + '"}}]}'),
    ("export", f"<Entry><String><Key>Title</Key><Value>Router</Value></String><String><Key>Password</Key><Value>{pw()}</Value></String></Entry>"),
    ("export", f"---------- Forwarded message ---------\nFrom: IT Helpdesk\nYour account: a.smirnova\nTemporary password: {pw()}\nPlease change it at first login."),
    ("export", f"SMS from Sberbank: Ваш постоянный пароль для входа: {r.d(5)}. Никому не сообщайте."),
    ("export", f"Welcome to Coworking Hub! WiFi: HUB-Members / {r.pick(['cowork2024!', 'HubMember#7'])}. Door code: {r.d(4)}#"),
    ("export", f"Binance 2FA backup key: {r.s(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', fake=False)} (keep offline)"),
    ("export", f"SIM card: PIN1 {r.d(4)} PIN2 {r.d(4)} PUK1 {r.d(8)} PUK2 {r.d(8)}"),
    ("export", f"immobiliser emergency code for the Skoda: {r.d(4)}"),
    ("export", f"Handover from Oleg:\n- Jenkins: admin / {pw()}\n- Grafana: admin / {pw()}\n- the rest in Vault"),
    ("export", f"Chrome saved passwords (screenshot text):\nvk.com  ivan.petrov  {pw()}\nozon.ru  +79161234567  {pw()}"),
    ("export", f"1Password export\ntitle: Steam\nusername: gamer_ivan\npassword: {pw()}\nurl: store.steampowered.com"),
    ("export", f"Hotel Aurora — room 412. Wi-Fi: Aurora_Guest, password: {r.pick(['aurora2024', 'welcome412'])}. Safe: set your own code."),
    ("export", f"Письмо от ИТ: учётная запись petrova.a создана, пароль {pw()}, сменить при первом входе."),
    ("export", f"Passwords.txt\nmail - {pw()}\nbank - {pw()}\nwork - {pw()}"),
    ("export", f"Keychain export: service=AirPort account=HomeNet password={pw()}"),
    ("export", f"Передаю дела: сервер 1С — логин Администратор, пароль {pw()}; роутер — admin/{pw()}"),
    ("export", f"Coinbase backup codes: {r.d(6)} {r.d(6)} {r.d(6)} {r.d(6)}"),
    ("export", f"Bitwarden recovery code: {'-'.join(r.s(4, 'abcdefghjkmnpqrstuvwxyz23456789', False) for _ in range(8))}"),
    ("export", f"my Proton recovery phrase: {' '.join(r.pick(['oxygen', 'mango', 'silver', 'planet', 'tribe', 'voyage', 'garden', 'lemon', 'anchor', 'cricket', 'meadow', 'violin']) for _ in range(12))}"),
]

O = [
    ("export", "name,url,username,password\nGitHub,https://github.com/login,anna-k,********\nReddit,https://reddit.com,annak,********"),
    ("export", '{"items": [{"name": "Bank", "login": {"username": "anna", "password": null}}]}'),
    ("export", "<Entry><String><Key>Title</Key><Value>Router</Value></String><String><Key>Password</Key><Value></Value></String></Entry>"),
    ("export", "---------- Forwarded message ---------\nFrom: IT Helpdesk\nYour account: a.smirnova\nThe temporary password comes in a separate SMS.\nPlease change it at first login."),
    ("export", "Welcome to Coworking Hub! WiFi: HUB-Members (ask at the desk). Door opens with your badge."),
    ("export", "Binance 2FA is on my old phone; the backup key is in the safe deposit box"),
    ("export", "SIM card: PIN disabled, PUK on the plastic card in the drawer"),
    ("export", "Handover from Oleg:\n- Jenkins: ask Marina\n- Grafana: SSO\n- the rest in Vault"),
    ("export", "1Password export\ntitle: Steam\nusername: gamer_ivan\npassword: (hidden)\nurl: store.steampowered.com"),
    ("export", "Hotel Aurora — room 412, breakfast 7-10, checkout 12:00, late checkout 1500 RUB/hour"),
    ("export", "Письмо от ИТ: учётная запись petrova.a создана, пароль придёт по СМС."),
    ("export", "Passwords.txt was deleted, everything is in Bitwarden now"),
    ("export", "Keychain export failed: errSecAuthFailed (-25293)"),
    ("export", "Передаю дела: сервер 1С в стойке 3, роутер в щитке, доступы у Марины"),
    ("export", "Coinbase: bought 0.015 BTC at 64,210 USD, fee 1.49"),
    ("export", "Bitwarden vault has 214 items, 12 reused passwords flagged"),
    ("export", "my Proton account recovery is set to my phone number"),
]

if __name__ == "__main__":
    write_groups("s29s15", S, [], O)
