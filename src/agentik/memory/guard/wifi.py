"""A wireless network's key given after its name, as a router's sticker, a modem's lid or a settings page shows it:
"Wireless key ERUQHKVGDVML", "WPA2 key: 8613 4134 2159 2020 3210" (a FRITZ!Box's twenty digits in groups, joined),
«Сеть MegaFon_2.4G_1B81, ключ 76295012», "DH-STAFF SSID (Meraki, WPA2-PSK): Yvq5LOu5Qk-1206-dNicvA".

The name: a word for the network (wireless, Wi-Fi, WLAN, WPA2, PSK, «сеть», «вайфай») with one for its key or password
(key, password, passphrase, PSK, «ключ», «пароль», Schlüssel, clé, clave, senha), or an SSID or a network named and then
"key" or «ключ» after a comma; a clause's words may stand between the name and the value only before a colon or a
dash ("wifi password changed, new one in 1Password" gives none). The value ends the clause and is what
a router makes, not a word: eight or more digits, letters with digits or of both cases, or eight or more capitals with
hardly a vowel (Sky's, BT's); not a placeholder nor a password manager's path.
"""

from __future__ import annotations

import re

from .kinds import PASSWORD
from .text import has_alpha, has_digit, is_placeholder

_NET = r"(?:wireless|wi-?fi|wlan|wpa[23]?(?:-psk)?|psk|вайфай|вай-фай|wi-fi-сет\w*)"
_KEY = r"(?:key|password|passphrase|psk|pass|ключ\w*|парол\w*|(?:netzwerk)?schlüssel|kennwort|cl[ée]|clave|senha)"
_VALUE = r"(\d{4}(?:[ \t]\d{4}){3,5}|[^\s,;'\"«»“”()]{8,63})"
_NETWORK_KEY = re.compile(
    rf"(?i)(?<![\w\-]){_NET}[ \t\-]*{_KEY}(?![\w\-])(?:(?:[^\n:.!?—–=]|!(?=\w)){{0,60}}?(?:[ \t]*[:=—–][ \t]*|[ \t]+-[ \t]+)"
    rf"|[ \t]+(?:is[ \t]+|это[ \t]+)?)[\"'«“]?{_VALUE}"  # (a clause before the value only with a colon or a dash; a "!" inside a
    # name, "FRITZ!Box", ends none)
    # or the key's word first: «clé WPA …», «clave del wifi: …», «пароль от вайфая: …»
    rf"|(?<![\w\-]){_KEY}[ \t]+(?:(?:de|del|du|de la|от|для)[ \t]+)?{_NET}\w*(?![\w\-])(?:[ \t]*[:=—–][ \t]*[\"'«“]?|[ \t]+)"
    rf"{_VALUE}"  # (a quoted name right after the network's word is its SSID: «Пароль от Wi-Fi «Kazan_Home_5G» — в Bitwarden»)
    # or an SSID or a network named, then its key after a comma: «Сеть MegaFon_2.4G_1B81, ключ 76295012»
    rf"|(?<![\w\-])(?:ssid|сеть|network)[ \t]+[^\s,]{{2,40}},[ \t]*{_KEY}(?![\w\-])[ \t]*[:=—–-]?[ \t]*[\"'«“]?{_VALUE}")
_ENDS = re.compile(r"[\"'»”]?[ \t]*(?:$|[,;)]|\.(?:\s|$)|\s[(—–-]|\s(?:and|и|но|but)\s)", re.MULTILINE)
_VOWELS = frozenset("AEIOUYaeiouy")
_HINTS = ("wireless", "wifi", "wi-fi", "wlan", "wpa", "psk", "вайфай", "вай-фай", "ssid", "сеть", "network")


def _router_made(value: str) -> bool:
    """`value` (eight or more characters, `_VALUE`) is what a router or its owner makes, not a word or a path."""
    if value.isalpha() and value.isupper() and len(value) >= 8:  # (Sky's eight capitals, BT's ten: no word, no placeholder's
        return sum(c in _VOWELS for c in value) * 4 < len(value)  # name, has so few vowels — not "CHANGEME")
    if value.isalpha() and value.islower() and len(value) >= 16:  # (a Freebox's 26 small letters, hardly a vowel)
        return sum(c in _VOWELS for c in value) * 4 < len(value)
    if is_placeholder(value) or "/" in value or "@" in value:  # (not a manager's entry: "Office/Network/Guest-Wifi")
        return False
    if value.isdigit():
        return len(value) >= 8
    if not has_alpha(value):
        return False
    return has_digit(value) or value[1:] != value[1:].lower() and value != value.upper()  # (letters alone in one case, or a
    # capital only first, are a word or a name: «пароль от вайфая Ростелеком» names the provider)


def find_network_key(text: str, lowered: str) -> str | None:
    """PASSWORD when `text` (`lowered`: its lower-case copy) gives a wireless network's key after its name; else None."""
    if not any(hint in lowered for hint in _HINTS):
        return None
    for found in _NETWORK_KEY.finditer(text):
        value = next(group for group in found.groups() if group is not None)
        if _ENDS.match(text, found.end()) and _router_made(value.replace(" ", "").replace("\t", "")):
            return PASSWORD
    return None
