"""Secrets known by the name beside them: `DD_API_KEY=…`, "the wifi password is …", "пароль от почты: …".

A value that alone could be a hash or an id (32 hex digits, 40 base64 characters) is a secret when a
name that says so stands before it. The scan finds the names (any identifier whose parts hold
password, secret, token, api key, credential, session id, PIN, пароль, токен, ключ...), then reads
what follows in one of three shapes:

- assigned — `name = value`, `name: value`, `name is value`, `name — value`, `name to value`;
- with a few words between — "password for the router: value", "пароль от почты: value";
- bare — "password value", "пароль к роутеру value": only a value that could be nothing but a secret.

The value must look like one: a password has a digit, a symbol or inner capitals; a key is random
(`text.looks_random`); placeholders (`${DB_PASSWORD}`, `<token>`, `***`, `YOUR_KEY_HERE`), paths, URLs
and code (`os.getenv(...)`) are not. Words and prose about passwords pass.
"""

from __future__ import annotations

import base64
import binascii
import functools
import re

from .kinds import AWS_SECRET, PASSWORD, SECRET
from .labelled import id_like, names_service, small_random
from .passphrase import looks_like_password_word
from .shapes import DEFAULT_CODES, DEFAULT_STEMS, ID_PREFIXED, RULED_OUT, looks_like_app_password
from .text import (IMAGE_VERSION, WordScan, decoded_shown, dollar_led, has_alpha, has_digit, is_digest, is_placeholder, is_uuid,
                   looks_like_password, looks_random, one_character, shannon_entropy)
from .vendor import PUBLISHED_PREFIXES, only_key_ids

PIN = "PIN code"
WIFI = "Wi-Fi password"  # a network's name says what follows is its password only in a few shapes (see _secret_value)

_HINT_WORDS = ("pass", "pwd", "pw", "secret", "token", "key", "geheim", "farm_hash", "auth", "cred", "session", "sid", "cookie", "pat", "_pat",
               "dsn", "otp", "2fa", "mfa", "seed", "mnemonic", "pin", "puk", "psk", "wpa", "парол", "пасс", "пас", "токен", "секрет", "ключ",
               "пин", "пін", "api", "апи", "порол", "пароьл", "паорль", "праоль", "паоль", "clé", "cle", "clave", "chiave", "chave", "segredo", "llave", "schl", "klucz", "kennwort", "palavra-passe", "jeton", "mot de passe", "contrase",
               "passwort", "hasł", "senha", "wachtwoord", "_sk", "wif", "wifi", "wi-fi", "вайфай", "masterauth",
               "pasw", "psw", "pword", "p/w", "парл", "пасворд", "parol", "kluch", "klyuch", "encrypt", "heslo", "hesla", "haslo",
               "құпия", "şifre", "sifre", "parola", "salt", "parole", "parool", "salasana", "lösenord", "lösen", "passord",
               "lozink", "лозинк", "geslo", "jelsz", "slaptažod", "slaptazod", "adgangskod", "mima", "mdp", "პაროლ",
               "סיסמ", "kalit", "сырсөз", "密码", "密碼", "nenosiri")
_WHOLE_ONLY = frozenset({"pw", "pat", "cle", "пас", "wif", "_sk", "wifi", "wi-fi", "вайфай", "puk", "psw", "p/w", "parol", "encrypt",
                         "parole", "parool", "mima", "mdp", "kalit"})  # these count only where a word ends after them
_HINT = WordScan(_HINT_WORDS)  # one pass for all the words (Aho-Corasick)
_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-"
                         "абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
                         "áéíóúñüöäßçàèêôâîûëïÿłśźżąęćńÁÉÍÓÚÑÜÖÄÇÀÈÊÔÂÎÛŁŚŹŻĄĘĆŃ"
                         "აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ"  # (and Georgian's letters: «პაროლი», its word for password,
                         "אבגדהוזחטיכךלמםנןסעפףצץקרשת"  # and Hebrew's: «סיסמה», «הסיסמה» with its article;
                         "密码碼")  # and Chinese «密码», «密碼» in its traditional characters)
_TOKEN_RUN = re.compile("[" + re.escape("".join(sorted(_TOKEN_CHARS))) + "]*")
_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+|[а-яё]+", re.IGNORECASE)
_CAMEL = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])|[а-яёА-ЯЁ]+")

_PASSWORD_PARTS = frozenset({"password", "passwd", "pwd", "pass", "passphrase", "passcode", "pw", "passwords", "psk",
                             "wpa", "wpa2", "bindpw", "rootpw", "pwd", "masterpw", "requirepass", "masterauth",
                             "masterpass", "authtok"})  # sssd's ldap_default_authtok
_SECRET_PARTS = frozenset({"secret", "secrets", "token", "apikey", "authtoken", "credential", "credentials", "cookie",
                           "sessionid", "sid", "pat", "dsn", "otp", "totp", "mfa", "2fa", "seed", "mnemonic",
                           "privatekey", "accesskey", "secretkey", "masterkey", "creds", "wif", "salt"})
_KEY_QUALIFIERS = frozenset({"api", "access", "private", "secret", "master", "encryption", "signing", "license", "app", "integration",
                             "admin", "auth", "account", "write", "ingest", "client", "service", "storage", "aes",
                             "hmac", "jwt", "webhook", "subscription", "application", "server", "deploy", "bot", "local",
                             "pre-shared", "preshared", "shared", "record", "insert"})
_NOT_A_VALUE_PARTS = frozenset({"supplicant", "url", "uri", "endpoint", "id", "ids", "name", "names", "type", "file", "path", "dir",
                                "length", "len", "size", "count", "limit", "max", "min", "expiry", "expires", "ttl",
                                "format", "header", "field", "param", "prefix", "policy", "manager", "reset", "usage",
                                "required", "env", "var", "ref", "arn", "version", "rotation", "store", "fingerprint",
                                "public", "pub", "pubkey", "hint", "strength", "lifetime", "timeout", "label", "hash",
                                "digest", "checksum", "regex", "regexp", "pattern", "validator", "rule", "rules",
                                # a class or a widget that handles them: `Argon2PasswordHasher`, `PasswordInput`
                                "hasher", "encoder", "generator", "checker", "handler", "form", "input", "history",
                                "prompt", "dialog", "widget"})
_ID_WORD = re.compile(r"(?i)(?<![\w\-])(?:id|айди|идентификатор\w*)(?![\w\-])")
_ID_BEFORE = re.compile(r"(?i)(?<![\w\-])(?:id|айди|идентификатор\w*)[ \t]+(?:[^\W\d_]+[ \t]+)?$")  # «id статического »
_NOT_THE_NAME = re.compile(r"(?i)(?<!\w)(?:не|not(?: a| the)?|isn't(?: a| the)?)[ \t]+$")
_NOT_PASS = frozenset({"bypass", "compass", "overpass", "underpass", "trespass", "surpass", "impass", "flypass", "skypass",
                       "buspass", "daypass", "ecopass", "pgpass", "netpass"})
_STRONG_PARTS = frozenset({"secret", "token", "apikey", "authtoken", "credential", "credentials", "password"})

# a mail app password quoted in its four groups of small letters, as Google shows it: `"wcug taku uuud vtrt"`
_SPACED_APP_PASSWORD = re.compile(r"([a-z]{4}(?: [a-z]{4}){3})[\"'`]")
_QUOTES = frozenset("\"'`")
_ASSIGNED = re.compile(
    r"""["'`]{0,2}\]?[ \t]*(?:=>|:=|->|→|⇒|=|:|(?<=['’])s[ \t]+|(?<=["'`])[ \t]*,[ \t]*(?=["'`])|[ \t]+(?:is\ now|was\ changed\ to|is|was|are|equals|to|became|becomes|changed\ to|это|равен|равно|будет|стал|теперь)[ \t]*[:=]?|[ \t]*[—–][ \t]*|
        [ \t]+-[ \t]+)[ \t]*[\r\n]?[ \t]*["'`]?(?=\S)""",
    re.IGNORECASE | re.VERBOSE,
)
# possessive runs (`++`, `{1,40}+`): a shorter word could never be followed by the separator, so `re` must not
# try every shorter one
_TYPED = re.compile(r"""[ \t]*:[ \t]*&?(?:'static[ \t]+)?[A-Za-z_][\w.]*(?:<[^<>\n]{0,30}>)?\??[ \t]*=[ \t]*[\"'`]?(?=\S)""")
_FILLED = re.compile(
    r""",?(?:[ \t]++(?!is\b|was\b|это\b)(?!')[^\s:=—–"`]{1,40}+){1,8}?["'`]?[ \t]*(?:=>|:=|=|:|[ \t]+(?:is|was|это)(?![ \t]+(?:reset|changed|set|updated|сброшен\w*)\b)[ \t]*:?|
        [ \t]+(?:(?:was|has\ been|got|был[аои]?)[ \t]+)?(?:поменял[аи]?|сменил[аи]?|изменил[аи]?|сбросил[аи]?|сброшен[аоы]?|
        changed(?:\ it)?|set(?:\ it)?|updated(?:\ it)?|reset(?:\ it)?)[ \t]+(?:на|to)[ \t]*:?|
        [ \t]*[—–][ \t]*|[ \t]+-[ \t]+)[ \t]*(?:(?<=:)\r?\n[ \t]*)?["'`]?(?=\S)""",
    re.IGNORECASE | re.VERBOSE,
)
# "пароль тот же, что и раньше, только с восклицательным знаком в конце: <pw>": many words, then a colon (`_far_colon`)
# ... and for a key: up to 14 words (inner colons, brackets and quotes allowed: `Zone.DNS:Edit`, "(trial)", 'team-nlp'), then a
# colon and a space
# (or an arrow: "… only → <key>"; an aside in brackets is one word, its colon not the name's: "VERCEL_TOKEN for the Action (scope:
# meilin team, no expiry): <token>")
_FAR_COLON = re.compile(r"""(?:,?[ \t]++(?:\([^()\n]{1,80}\)[,;]?|(?!\()[^\s]{1,60}?)){1,14}?(?::|[ \t]→|[ \t]->)[ \t]+["'`«]?(?=\S)""")
_FILLED_FAR = re.compile(r"""(?:,?[ \t]++[^\s:="`]{1,40}+){2,14}?[ \t]*:[ \t]*(?:\r?\n[ \t]*)?["'`«]?(?=\S)""")
# (the value on the line below the colon too: "wifi password for the cabin:\n<pw>", as `_FILLED` reads it after fewer words)
# what a password's recipe gives, after an arrow or "so it's": "→ FaroVigia2026!", "so this quarter it's Spring2025#MFR"
_RESULT_AFTER = re.compile(r"(?:→|->|=>|\bso (?:this (?:\w+ )?)?it(?:'s| is)|,[ \t]*so(?=[ \t]+[A-Z])|\bthis (?:quarter|month|year|week|time) it(?:'s| is)"
                           r"|\b(?:so )?currently|\bcurrent one(?:'s| is)|\bso:|\bthis time|(?<!\w)(?:получается|выходит))[ \t]+"
                           r"[\"'`«]?([^\s,;\"'`»]{8,64})")
_WORD_DIGITS_TAIL = re.compile(r"[A-Za-z]{3,}\d{2,}[A-Za-z]{1,3}")  # "Orbit506x": a word, a number and a letter or two
_WORD_AND_DIGITS = re.compile(r"[^\W\d_]{3,}\d{3,}|\d{3,}[^\W\d_]{3,}")  # "ural329361": a word and a number, as people make them
_ENDS_CLAUSE = re.compile(r"[ \t]*(?:$|[\n.,;!)]|[—–-][ \t])")
_SENTENCE_END = re.compile(r"[.!?;][ \t]")


def _masked(value: str) -> bool:
    """A value shown masked or cut, its middle left out: "sk-proj-****a1Zq", «SHA256:kq3Zt8…Pw», "••••3f2a:fx"."""
    return "***" in value or "•••" in value or "···" in value or "..." in value.strip(".,;:")


_RECIPE_END = re.compile(r"(?<!\+ )(?<!\+)[.!?;][ \t]")  # (a recipe's "+ ! " is one of its pieces, no sentence's end)


def _recipe_reaches(text: str, start: int, result: int) -> bool:
    """The name at `start` and its recipe's result at `result` are one sentence, or the result opens the next within a
    few words ("… (team mascot + ! + year). current one is …", «… + восклицательный знак. У Миши получается …»)."""
    ends = list(_RECIPE_END.finditer(text, start, result))
    return not ends or len(ends) == 1 and result - ends[0].end() <= 12
# the name's preposition (or where it was read from: «пароль с бирки SNFIDD4L», "password off the label XR4T9QPL")
_BARE_PREP = r"(?:от|для|к|на|с|со|из|ot|dlya|of|for|to|on|off|from|de|du|des|für|fur|del|para|per|dla|do)"
_BARE = re.compile(r"""[ \t]+(?:""" + _BARE_PREP + r"""[ \t]+(?:[^\s:=]{1,20}[ \t]+){1,2})?["'`]?(?=\S)""",
                   re.IGNORECASE)
_BARE_1 = re.compile(r"""[ \t]+""" + _BARE_PREP + r"""[ \t]+[^\s:=]{1,20}[ \t]+["'`]?(?=\S)""", re.IGNORECASE)
_BARE_FAR = re.compile(r"""(?:[ \t]+[^\s:=]{1,20}){1,3}[ \t]+["'`]?(?=\S)""")
_BARE_FAR_1 = re.compile(r"""[,:]?[ \t]+[^\s:=,]{1,20},?[ \t]+["'`«]?(?=\S)""")  # "пароль там X, если что", "Пароль, кстати, X"
_BARE_FAR_2 = re.compile(r""",?(?:[ \t]+[^\s:=,]{1,20}){2},?[ \t]+["'`«]?(?=\S)""")
_BARE_FAR_4 = re.compile(r"""(?:[ \t]+[^\s:=]{1,20}){4}[ \t]+["'`]?(?=\S)""")  # "пароль к wifi на даче X"
_BARE_FAR_5 = re.compile(r"""(?:[ \t]+[^\s:=]{1,20}){5}[ \t]+["'`]?(?=\S)""")  # "пароль от учётки Windows на работе X"
_VALUE = re.compile(r"""[^\s"'`,;]{1,300}""")
# an INI line's key and `=`, then the rest of the line one value: no space, quote, `;` or another `=` in it
_INI_LINE = re.compile(r"""[ \t]*[A-Za-z][\w.\-]*[ \t]*=(?=([^\s"'`;=]{4,120})[ \t]*(?:\r?\n|$))""")
_OTHER_QUOTES = "„“”«»‘’‚"
_QUOTED_RUN = re.compile(r"""(?=[^\s"'`]*[^\w\s"'`])[^\s"'`]{12,300}""")  # 12+ characters without spaces or quotes, a symbol among them
# a key said public or shown in a page (not "not the site key", nor "a public repo": where it leaked)
_PUBLIC_SAID = (r"(?<!\w)(?<!not )(?<!not the )(?<!не )(?:публичн(?:ый|ая|ое)|public(?! (?:repo|github|gist|channel|chat|bucket|page|"
                r"internet))|publishable|site[_\-. ]?key)(?!\w)")
_SAID_PUBLIC = re.compile(r"(?i)" + _PUBLIC_SAID + r"|(?<=^ )сайта(?!\w)")  # («Ключ сайта …»: reCAPTCHA's site key in Russian)
# protocols or standards named together: "EAP-PEAP/MSCHAPv2", "WPA2/WPA3", "TCP/UDP" (capitals, a slash between)
_ACRONYMS_JOINED = re.compile(r"[A-Z][A-Z0-9\-]+(?:v\d)?(?:/[A-Z][A-Z0-9\-]+(?:v\d)?)+[.,;]?")
_NONE_SAID = re.compile(r"(?i)(?:\b(?:no|without|not a|not the)|(?<!\w)(?:без|не))[ \t]+$")
_MAC_LEFT = re.compile(r"[ \t][0-9A-Fa-f]{2}:$")  # a MAC address's first byte and colon ending the text before a value
# the secrets said to be cut out of what follows, between their name and the colon
_SAID_REMOVED = re.compile(r"(?i)(?<!\w)(?:вырезан\w*|убран\w*|удален\w*|удалён\w*|замазан\w*|затёрт\w*|затерт\w*|"
                           r"removed|redacted|stripped|omitted|scrubbed|blanked)(?!\w)")  # (not "masked": a CI variable's flag)
_PATTERN_LIKE = re.compile(r"\[[^\]]{0,20}-[^\]]{0,20}\]|\{\d+,\d*\}|\\[dwsS]|^\^.*\$$")  # a regular expression's marks
_BLANK_WORDS = re.compile(r"[a-z0-9]+(?:[-_.][a-z0-9]+)+")  # small words joined: "base64-encoded-value"
_ANGLED = re.compile(r"<([A-Za-z0-9_\-+/=.]{20,200})>")  # "token: <TpI25…>": a value in angle brackets, not "<your token>"
_WRAPPED_LINES = re.compile(r"(?:\r?\n[A-Za-z0-9+/=_\-]{8,120}(?=\r?\n|$)){1,3}")
_TRAIL = ".,;:!?)]}>"
_AFTER_SUBJECT = re.compile(r"\s+(?:is|was|are|:|=|хранится|лежит|написан)", re.IGNORECASE)
_SECOND = re.compile(r"""\s*[/:]\s*["'`]?([^\s"'`,;]{4,200})""")
# digits soon after the name, or after a colon further on: "Пин от банковской карты Тинькофф (новой): 3859", "pin 4 digits: 1854",
# not the end of an order's number («пин-код не пришёл, итого заказ A1234»);
# or spelt with dashes: "The PIN on the lockbox is 4-4-1-9"
_ASSIGNED_HERE = re.compile(r"\}?[ \t]*(?::?=(?!=)|=>)")
_MAILBOX = re.compile(r"[a-z][a-z._\-]*@")  # a mailbox's name, its domain left off: «пароль от общей почты clinic@»
_SYSTEMS_NAMED = re.compile(r"[A-ZА-ЯЁ][^\W\d_]*(?:/[A-ZА-ЯЁ][^\W\d_]*)+")  # "ВетИС/Меркурий", "Outlook/Exchange": names, slashed
_PLACE_GAP = re.compile(r"\s+(?:on|in|under|inside|behind|at|onto|into|from) (?:a|an|the|my|his|her|our|their|this|that)\s+",
                        re.IGNORECASE)  # (between a name and a bare value: the value is then a thing it sits on)
_FROM_VARIABLE = re.compile(r"[ \t]*[=:][ \t]*[\"']?\$\{?[A-Za-z_]\w*\}?[\"']?(?![\w$#!%&*@^~+=/])")  # (not `Pwd=$eB#rpPDi0=S39`)
_SINCE_YEAR = re.compile(r"(?i)(?:\b(?:since|from|until|till|in|before|after)|(?<!\w)(?:с|до|после|в|от))\s+(?:19|20)\d\d$")
"""A year the digits are, not a PIN: "PIN hasn't changed since 2019", «пин-код не менял с 2019 года»."""
# (or after the card's last four, masked: «ПИН от зарплатной карты ...8441 — 8189»)
_PIN_DIGITS = re.compile(r"(?:[^\d\n.;]{0,30}?|[^\n.;]{0,60}?:[ \t]*|[^\d\n.;]{0,30}?(?:\.{2,3}|…|\*{1,4})\d{4}[ \t]*[—–:=][ \t]*)(?<!\w)(?:\d{4,8}|\d(?:-\d){3,7})(?![\d:/\-]|[.,]\d)")
_ABOUT_THE_NAME = re.compile(
    r"[ \t]+(?:manager|managers|policy|policies|reset|resets|hint|length|field|requirements?|rules?|strength|vault|"
    r"rotation|change|changes|expiry|store|safe|generator|менеджер\w*|политик\w*|сброс\w*|требовани\w*|хранилищ\w*|"
    # how passwords are kept or made (a scheme's name follows: "Password hashing: argon2", «хеширование паролей: bcrypt»)
    r"hashing|hashed|hasher|algorithms?|algo|scheme|хеширован\w*|хэширован\w*|алгоритм\w*)\b",
    re.IGNORECASE)
# where the password is kept, said right after its name: «— пароль на наклейке на роутере», "— password on the sticker"
_KEPT_AT = re.compile(r"[ \t]+(?:(?:is|are)[ \t]+(?=on the |in (?:the |my )?))?(?:на (?:наклейке|стикере|этикетке|роутере|обороте|коробке|бумажке)|в (?:менеджере|сейфе|конверте|"
                      r"keepass|1password|bitwarden)|у (?:админа|администратора|меня|[А-ЯЁ][а-яё]+(?:а|ы|и|я)(?=[ \t)\],.;]))|"
                      r"on the (?:sticker|label|router|back|box)|"
                      r"in (?:the |my )?(?:vault|safe|manager|envelope|keepass|1password|bitwarden)"
                      # (or kept on the server: "… — the secret key is on the server only", «ключ лежит только на сервере»)
                      r"|(?:keys? )?(?:is |stays |lives |are )?(?:kept |stored )?(?:only )?on the (?:server|backend)|"
                      r"(?:лежит |хранится )?(?:только )?на (?:сервере|бэкенде)|"
                      # (or sent with the meeting: "Zoom meeting ID … — passcode is in the calendar invite")
                      r"(?:is |are )?in (?:the |my |our |her |his )?(?:calendar |meeting )?(?:invite|invitation|e-?mail|letter)|"
                      r"(?:есть |лежит )?в (?:письме|приглашении|календаре))(?!\w)", re.IGNORECASE)
_STOP_WORDS = frozenset({"required", "strong", "weak", "long", "short", "secure", "set", "changed", "stored", "saved",
                         "managed", "expired", "correct", "wrong", "invalid", "same", "different", "empty", "missing",
                         "unknown", "there", "here", "written", "printed", "hidden", "blocked", "reset", "rotated",
                         "encrypted", "hashed", "mandatory", "optional", "needed", "necessary", "protected",
                         # a judgment of what was said about it: «свой пароль она никому не сообщает — правильно»
                         "правильно", "неправильно", "верно", "неверно", "хорошо", "отлично", "нормально", "молодец", "умница", "плохо"})
_SHOWN_BEFORE = re.compile(r"(?:client[- ]side|publishable|front-?end|search[- ]only)[ \t_\-]$")
# a phone's address for push notifications (APNs' device token, FCM's registration token): it names the phone, sending to
# it takes the app's own key — in a note about pushes ("device token моего айфона для тестовых пушей: <64 hex>")
_PUSH_TOKEN_BEFORE = re.compile(r"(?:device|push|apns|fcm|registration)[ \t_\-]$")
_PUSH_CONTEXT = re.compile(r"push|apns|\bfcm\b|пуш|уведомлен|notification|knuff|iphone|айфон|android|андроид|ipad|айпад|"
                           r"телефон|phone")  # in the lower-case copy (a re-read drops the purpose: «device token моего айфона»)
_PUBLIC_CONTEXT = re.compile(r"public|fingerprint|gpg|pgp|ssh-(?:rsa|ed25519)|key id|keyid")  # in the lower-case copy
_WORD_CHAR = re.compile(r"\w")
# "<value> — это пароль от почты", "Tiger#84 is my password": a value, a dash or "is", then the name
_SEP_THEN_NAME = re.compile(r"""[ \t]+(?:—|–|-|=|is|это)[ \t]+(?:(?:это|my|the|our|мой|наш|new|новый)[ \t]+){0,2}(?:[^\W\d_]{2,15}[ \t]+)?$""",
                            re.IGNORECASE)
_NEGATED = re.compile(r"(?i)(?<!\w)(?:не|not|no|isn't|is not|ни)(?!\w)")  # "<id> — это не секрет", "X is not the password"
# or the thing before said to have none, the name right after "without": "zoom.us/j/845… — без пароля", "… — without a password"
# (not «Vx7!kq — без этого пароля не войти», the value said to be it)
_WITHOUT = re.compile(r"(?i)(?<!\w)(?:без|without(?: a| any)?)[ \t]+$")
_FILE_CONTENT = re.compile(r"(?i)[ \t]+(?:содержит|contains|holds|has)[ \t]*(?::[ \t]*)?[\"'`]?(?=\S)|[ \t]+(?:content|содержимое)[ \t]*:[ \t]*[\"'`]?(?=\S)")
_SAYS_IS = re.compile(r"(?i)(?<!\w)(?:это|is)(?!\w)")
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?")
_DOTTED_NUMBER = re.compile(r"\d\.\d")  # a version or a build ("Build-2024.1"), not a password
_SEP_MARKS = ("—", "–", " - ", "=", " is ", " IS ", " Is ", "это")


# a kind of object that holds secrets, named in CamelCase: Kubernetes' `ClusterSecretStore`, `ExternalSecret`, `SealedSecret`
_SECRET_OBJECT = re.compile(r"(?=(?:[A-Z][a-z]+){2})(?:[A-Z][a-z]+)*(?:Secrets?|Store|Credentials?)(?:[A-Z][a-z]+)*")


def _named_before(value: str, stretch: str) -> bool:
    """Whether `value` is a word `stretch` (the name, up to the value) already holds: the thing the password is for, named
    again after it, not its password."""
    word = value.rstrip(_TRAIL)
    return len(word) >= 3 and re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", stretch, re.IGNORECASE) is not None


def _value_then_name(text: str, start: int) -> str:
    """The one token before the separator that comes just before the name at `start` ("" when there is none)."""
    window = text[max(0, start - 32):start]
    if not any(mark in window for mark in _SEP_MARKS):
        return ""
    sep = _SEP_THEN_NAME.search(text, max(0, start - 32), start)
    if sep is None or not text[text.rfind("\n", 0, sep.start()) + 1:sep.start()].strip():
        return ""  # (a dash that starts its line marks a list's item: "USER=admin\n  - PASSWORD=${PASS}" gives no value)
    head = text[max(0, sep.start() - 64):sep.start()].rsplit(None, 1)
    value = head[-1].strip("\"'`«»") if head else ""
    # (not a connection string: "DATABASE_URL=postgres://app:<password>@… — реальный пароль из Vault" names where it is)
    # (nor an image and its version tag: "docker run … postgres:16 — дефолтный пароль, только для тестов")
    # (nor a host: "… --password-stdin <account>.dkr.ecr.eu-central-1.amazonaws.com — password via stdin", nor the login's
    # e-mail address: "sandbox.nordfit.01@icloud.com — password in 1Password")
    return value if 6 <= len(value) <= 60 and not any(c in value for c in ",;") and "://" not in value \
        and not _IMAGE_TAG.fullmatch(value) and not _HOST_NAME.fullmatch(value.split("@", 1)[-1]) else ""


_HOST_NAME = re.compile(r"(?:[<>\w\-]+\.)+(?:com|net|org|io|ru|dev|cloud|local|internal|[a-z]{2})")


_IMAGE_TAG = re.compile(r"[a-z][a-z0-9._/\-]*:" + IMAGE_VERSION)
_VALUE_BEFORE = re.compile(r"""(?<!\S)([^\s"'`,;()]{6,})[ \t]+\($""")
HASH_SCHEMES = frozenset({"bcrypt", "scrypt", "yescrypt", "argon2", "argon2id", "argon2i", "argon2d", "pbkdf2", "pbkdf2_sha256",
                           "pbkdf2-sha256", "pbkdf2_sha512", "sha256crypt", "sha512crypt", "md5crypt", "scram-sha-256",
                           "scram-sha-1"})  # (and Postgres's `password_encryption = scram-sha-256`)
# settings about passwords, not names given one: sshd's and Postgres's switches
_SETTING_NAMES = frozenset({"passwordauthentication", "permitemptypasswords", "password_encryption", "passwordminlength",
                            "kbdinteractiveauthentication", "challengeresponseauthentication",
                            "password-stdin", "password-file", "passwd-file"})  # (flags: `docker login --password-stdin <registry>`)
_FETCHERS = ("get-", "get_", "fetch-", "fetch_", "read-", "read_")
_MANAGERS = frozenset({"1password", "bitwarden", "keepass", "keepassxc", "lastpass", "dashlane", "nordpass", "keychain"})  # password managers
# a password manager's own name (its "pass" is no password named): a value follows it only after a label's colon
_MANAGER_NAMES = _MANAGERS | {"keepassdx", "keepass2", "keepass2android", "enpass", "strongbox", "macpass"}
_LABEL_AFTER = re.compile(r"[ \t]*[:=]")
_KEEPERS = frozenset({"менеджер", "менеджера", "manager", "хранилище", "генератор", "generator", "vault", "сейф"})
_NETWORK_NAME = re.compile(r"(?i)\b(?:name|named|called|ssid|network|сеть|сети|называется|имя)\b")
# the word for a network right before a value: its name follows (SSID), not its password
_NETWORK_JUST_BEFORE = re.compile(r"(?i)(?<!\w)(?:wi-?fi|вай-?фай|сет[ьи]|network|ssid)[ \t]*[«\"'“]?$")
# a host name or an address (its digits masked, as logs and reports print them): never the password a sentence names
# a vendor's default, called so: «стандартный пароль admin/admin», "default password 1234"
_DEFAULT_SAID = re.compile(rf"(?i)(?:{DEFAULT_STEMS}|по умолчанию|default|factory|out-of-the-box)\w*")
_VENDOR_DEFAULTS = frozenset(("admin", "admin/admin", "root", "root/root", "admin/password", "password", "guest", "user", "admin/1234",
                              "admin:admin", "root:root", "changeme", "default", "toor")) | DEFAULT_CODES
_FILE_PATH = re.compile(r"(?:[\w.\-~]+/)+[\w.\-]+\.[a-z][a-z0-9]{0,4}")
_HOST_LIKE = re.compile(r"(?i)(?:[a-z0-9](?:[a-z0-9\-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,3}|online|site|shop|store|help|support|cloud|"
                        r"tech|info|local|email|login|secure)")
# a network's name as routers and offices name them: words joined by "_" or "-", a band or a guest tag
_SSID_SHAPED = re.compile(r"(?i)[\w\-]*(?:[_\-](?:5g|2\.?4g?|2g|ext|guest|home|wifi|office|net|lan|iot)\b[\w\-]*|[_\-][a-z]+[_\-][\w\-]+)"
                          r"|(?:tp-link|keenetic|mts|beeline|rostelecom|xiaomi|asus|huawei|zyxel|mikrotik)[_\-][\w\-]+")
_MASKED_ADDRESS = re.compile(r"(?i)\d{1,3}(?:\.(?:\d{1,3}|x{1,3}|\*{1,3})){3}")
# a digest named before the name it is of: «хэш пароля», "hash of the password"
# a digest named before the key's name: "SHA-256 of the DSM .pat I downloaded: <hex>" (the file's checksum, not the key)
_DIGEST_BEFORE = re.compile(r"(?i)(?:\bsha-?(?:1|224|256|384|512)|\bmd5|\bchecksum|\bhash|\bdigest|(?<!\w)(?:хэш|хеш|контрольн\w+ сумм)\w*)\b"
                            r"(?:[^.\n:]|\.(?=\d)){0,30}\.?$")  # (the name a file's extension: "SHA-256 of DSM_DS920+_72806.pat: <hex>",
#                                                               "sha256 of the DSM 7.2 .pat I installed: <hex>", a version's dot)
_DIGEST_WORDS = frozenset({"хэш", "хеш", "hash", "digest", "md5", "sha1", "sha256", "хэша", "хеша", "хэшем", "хешем"})
# a PIN said to be impossible: «PIN для кассы не может быть 1234 или 0000», "the PIN can't be 1234"
_CANNOT_BE = re.compile(r"(?i)(?<!\w)не может быть|нельзя|\b(?:can'?t|cannot|must not|mustn'?t|may not|shouldn'?t) be\b"
                        r"|\bno \d{4,8}\b")  # ("a new PIN — no birthdays, no 1234": the digits ruled out)


_PART_SEPARATORS = re.compile(r"[_.\-]+")
# what stands before `(` or `[` in os.getenv(...), os.environ[...], Config::password(), $vault->get(...)
_GOES_ON = re.compile(r"[)\]][A-Za-z0-9]")  # a bracket closed, then letters or digits: no call's syntax
_CODE_CALL = re.compile(r"[A-Za-z_][\w.]*(?:(?:::|->)[A-Za-z_]\w*)*")
# a shell variable assigned where the value should be: `PGPASSWORD="$(pass show db)"` — the value is what it is given
_ASSIGNS_NEXT = re.compile(r"[A-Za-z_]\w*=")


def _parts(token: str) -> list[str]:
    return [p.lower() for chunk in _PART_SEPARATORS.split(token) for p in _CAMEL.findall(chunk)]


@functools.lru_cache(maxsize=4096)
def name_class(token: str, before: str = "") -> str | None:
    """PASSWORD, SECRET, PIN or None for an identifier; `before` is the word in front of it ("private" key)."""
    lowered = token.lower()
    if lowered.startswith(("код-парол", "кодпарол")):
        return PIN  # a bank app's «код-пароль»: four or five digits
    if lowered in ("geheimzahl", "geheimnummer", "geheimcode"):
        return PIN  # a German card's PIN: «girocard Geheimzahl (neue Karte): 7406»
    if lowered == "farm_hash":
        return SECRET  # HiveOS's farm hash: a new rig joins the farm with it
    if lowered in ("heslo", "hesla", "heslom", "haslo", "құпия", "құпиясөз", "şifre", "şifresi", "sifre", "parola", "parolă",
                   "parole", "parool", "salasana", "lösenord", "lösenordet", "lösen", "passord", "geslo", "gesla", "mima", "密码", "密碼", "nenosiri") \
            or lowered.startswith(("lozink", "лозинк", "jelsz", "slaptažod", "slaptazod", "adgangskod", "პაროლ", "סיסמ", "הסיסמ",
                                   "сырсөз")):
        return PASSWORD  # Czech/Slovak, Polish without its ł, Kazakh («құпия сөз»), Turkish, Italian/Romanian, Latvian,
        #                  Estonian, Finnish, Swedish, Norwegian, Slovenian, Chinese «密码» («密碼»; and in pinyin), Swahili; Serbian/Croatian/Bosnian
        #                  (Latin and Cyrillic), Hungarian, Lithuanian, Danish, Georgian («პაროლი»), Hebrew («סיסמה»,
        #                  «הסיסמה»), Kyrgyz («сырсөз») in any form
    if lowered.endswith(("passwort", "kennwort")) or lowered.startswith(("kennwort", "palavra-passe", "palavras-passe")):
        return PASSWORD  # German's compounds end in the word («FRITZ!Box-Kennwort», «Händlerpasswort»); Portuguese's «palavra-passe»
    if lowered.startswith("wpa") and lowered.split("-")[-1] in ("ключ", "key", "schlüssel", "klucz"):
        return PASSWORD  # «WPA2-ключ», "WPA2-key": the network's password
    if lowered.startswith(("парол", "порол", "пароьл", "паорль", "праоль", "паоль", "passwort", "contrase", "hasł", "senha", "wachtwoord", "пассворд", "пасворд")) or \
            lowered in ("passe", "пасс", "пас", "пароль", "пэсс", "mot de passe", "mots de passe", "mdp") or \
            any(part.startswith("парол") for part in lowered.split("-")[1:]):
        return PASSWORD
    if _MISSPELT_PASSWORD.fullmatch(lowered):
        return PASSWORD  # "pasword", "passwrd", "p/w", "парль", "parol": the word as people mistype, shorten or transliterate it
    if token == "encrypt":
        return SECRET  # Consul's gossip key (`"encrypt": "<base64>"`); only as a config key, see find_named_secret
    if lowered in ("clé", "clave"):
        return PASSWORD  # Spanish and French say so for a network's or an account's password too: «la clave es wynwood6742»
    if lowered in ("cle", "chiave", "schlüssel", "schluessel", "klucz", "jeton", "kluch", "klyuch", "chave", "secreta", "secreto",
                   "segredo", "llave"):
        return SECRET  # (Portuguese «chave», «assinatura secreta»; Spanish «secreto»)
    if lowered.startswith(("пин-код", "пинкод", "пін-код")) or lowered in ("пин", "пін"):  # (and Ukrainian «ПІН»)
        return PIN
    if lowered.startswith(("токен", "секрет", "апишк", "апиха")) or lowered in ("ключ", "ключа", "ключом", "ключи", "ключей", "ключу", "ключе",
                                                                 "ключам", "ключами"):
        return SECRET
    last = lowered.rsplit("-", 1)[-1]  # «апи-ключ», «api-ключом», «ключиком»: any form of the word, not «ключевой»
    if last != lowered or last.startswith("ключик"):
        if last.startswith(("ключ", "токен", "секрет")) and not last.startswith(("ключев", "ключиц")):
            return SECRET
        if last.startswith("парол"):
            return PASSWORD
    if lowered in ("wifi", "wi-fi", "вайфай"):
        return WIFI
    parts = _parts(token)
    if len(parts) >= 2 and parts[-1] == "sid" and parts[-2] in _SID_OWNERS:
        return None  # Twilio's account SID (AC…) names the account; its auth token is the secret
    if parts in (["api", "id"], ["api", "hash"], ["private", "key", "id"]):  # SMS.ru names its key so; Telegram's api_hash is the app's secret
        return SECRET
    if len(parts) >= 2 and parts[-1] == "sk":  # HUAWEICLOUD_SDK_SK, *_SK: a cloud SDK's secret key
        return SECRET
    if parts == ["secret", "id"]:
        return SECRET  # Vault AppRole's secret_id is the secret half of the pair
    if not parts or parts[-1] in _NOT_A_VALUE_PARTS or "public" in parts or "pub" in parts or "publishable" in parts \
            or parts[-2:] == ["site", "key"]:  # a CAPTCHA's site key is shown in the page
        return None
    if any(p in _PASSWORD_PARTS or p.endswith(("password", "passwd", "pwd"))
           or len(p) > 5 and p.endswith("pass") and p not in _NOT_PASS for p in parts):
        return PASSWORD
    if parts[0] in ("pin", "pincode", "пин", "puk", "pin1", "pin2", "puk1", "puk2") or parts[-1] in ("pin", "pincode", "puk"):
        return PIN
    if any(p in _SECRET_PARTS or p.endswith(("secret", "token", "apikey")) for p in parts):
        return SECRET
    for first, second in zip(parts, parts[1:]):
        if second == "key" and first in _KEY_QUALIFIERS:
            return SECRET
        if first == "session" and second in ("id", "token", "key", "cookie", "secret"):
            return SECRET
    if parts[-1] == "key" and len(parts) >= 2:
        return SECRET
    if parts == ["key"] or parts in (["kalit"], ["kaliti"]):  # (Uzbek's word for it: «Payme kalit (key) …»)
        return SECRET if before.lower() in _KEY_QUALIFIERS else "bare key"
    if parts == ["auth"]:
        return SECRET
    if parts == ["api"]:
        return "bare key"
    return None


_MISSPELT_PASSWORD = re.compile(r"pas?s?w(?:or?|r)?d[sz]?|pa?sw(?:ord|rd|d)|passowrd|pasword|passwrod|paswrod|passsword|pssword|"
                                r"passwors|psw|pword|p/w|"
                                r"пар(?:ль|оль|рль)\w{0,2}|паро(?:д|ль|рль)\w{0,2}|паоль\w{0,2}|пароль|parol'?")
_NETWORK_KEY = re.compile(r"[ \t]+(?:(?:от|для|к)[ \t]+)?(?:вай-?фа\w*|wi-?fi|сет[иь]|wlan|роутер\w*)", re.IGNORECASE)
_NETWORK_BEFORE = re.compile(r"(?i)(?:вай-?фа\w*|wi-?fi|\bсет[иь]\b|wlan|ssid|роутер\w*)[^.\n]{0,50}$")
_SID_OWNERS = frozenset({"account", "service", "messaging"})
_PASS_AS_VERB = frozenset({"must", "should", "shall", "will", "would", "can", "could", "may", "might", "to", "and", "or",
                           "not", "also", "always", "never", "cannot", "t", "tests", "it", "they", "which", "that", "all",
                           "you", "we", "i", "callers", "users", "sites"})
"""A word before a bare "pass" that makes it the verb ("tests must pass flake8", "and pass mypy"), not a password's name,
unless a colon, dash or "=" follows it."""
_SENTENCE_START = re.compile(r"(?:^|[.;!?\n]|^[-*] |[.;!?\n] ?[-*]?)[ \t]*$")
"""Where a sentence starts: a bare "pass" there with code after it is the imperative ("Pass `base_url` to …", "; pass
`endpoint=…`")."""
_PASS_ARGUMENT = re.compile(r" (?:`|[a-z_][a-z0-9_]*=[\w\"'.]|[a-z][a-z0-9]*_[a-z0-9_]+ to\b)")
"""Code after "pass": in backticks, a keyword argument (`type_comments=True`), a snake_case name passed "to" something."""
_PASS_OBJECT = re.compile(r"(?i) (?:an?|the|it|them|this|that|these|those|your|my|his|her|our|their|its|some|any|each|every|all|"
                          r"in|on|through|along|over|by|via|down|up|out|back|around|none|null|true|false|:class:|:func:|:meth:"
                          r"|``)(?:[ \t,.;:)]|$)| [\w/.\-]+ (?:via|into|as) ")
"""A word after "pass" that makes it the verb ("Pass a Retry object", "pass it through", "pass model via header", "pass
``None``")."""


# the password store `pass` named as where the password is kept: «Пароль — из pass reports-db/dba», "from pass work/vpn"
_PASS_STORE = re.compile(r"(?i)(?:\bfrom|\bin|\bvia|\busing|(?<!\w)из|(?<!\w)в|(?<!\w)через)[ \t]+$")


_PRODUCT_PIN = re.compile(r"(?i)product identification number")
_FINGERPRINT_VALUE = re.compile(r"(?i)(?:sha256|sha1|md5):")  # a key's fingerprint as ssh prints it
_ITS_OWN_NAME = re.compile(r"(?i)(?:\bsid|\bid|\bids|идентификатор\w*|номер\w*)[ \t:=]*$")
_MAPPING_KEY = re.compile(r":[ \t]*\r?\n")
_PROPERTY_SET = re.compile(r"[a-z][\w\-]*(?:\.[\w\-]+)+=\S*")
_CLOUD_ID = re.compile(r"[a-z][a-z0-9]{19}")  # a Yandex Cloud resource's id: 20 small letters and digits (e6q…, b1g…, aje…)
_YANDEX_CLOUD = re.compile(r"(?i)lockbox|yandex|яндекс|\byc\b|\bsa-")
_AWS_KEY_ID = re.compile(r"(?:AKIA|ASIA)[A-Z0-9]{16}")
_BARE_URL = re.compile(r"(?:[a-z0-9\-]+\.)+[a-z]{2,}/[\w\-./?=&#%]*")  # a host and a path, no scheme: a page's address
_PIN_AS_VERB = re.compile(r"[ \t]+(?:the|a|an|it|this|that|these|those|our|your|my|all|every|each|to|down|versions?|deps|"
                          r"dependencies|images?|packages?)\b")


def _pass_is_verb(text: str, start: int, end: int) -> bool:
    """Whether the bare "pass" at text[start:end] is the verb, not a password's name: "… must pass flake8", "Pass
    `override=True` to …", "Pass force_zip64 to use …", "Pass a Retry object"; or the password store `pass` that keeps
    it (`_PASS_STORE`)."""
    if _PASS_STORE.search(text, max(0, start - 8), start):
        return True
    return text[end:end + 1] == " " and (
        _word_before(text, start).lower() in _PASS_AS_VERB
        or _PASS_ARGUMENT.match(text, end) is not None and (_SENTENCE_START.search(text, max(0, start - 4), start) is not None
                                                            or text.endswith(", ", 0, start))  # "…, pass force_zip64 to use …"
        or _PASS_OBJECT.match(text, end) is not None)


def _secret_kind(token: str) -> str:
    parts = _parts(token)
    if "aws" in parts:
        return "AWS session token" if "session" in parts else AWS_SECRET
    if "client" in parts and "secret" in parts:
        return "OAuth client secret"
    return SECRET


# Bitnami's SealedSecret (`encryptedData:`), SOPS (`ENC[AES256_GCM,…]`), Ansible Vault: values encrypted to be committed
_SEALED = re.compile(r"encrypteddata:|kind:\s*sealedsecret|enc\[aes256|\$ansible_vault;")
_BRACKETED = re.compile(r"\(([^\s()]{6,80})\)")
_NEXT_NAME = re.compile(r"[A-Za-z_][\w.\-]*\s*(?:=|:(?!//))")
_YAML_TAG = re.compile(r"!{1,2}[a-z]+[ \t]+")
_CMDLET = re.compile(r"(?:Get|Set|Read|New|Add|Remove|Import|Export|Invoke|ConvertTo|ConvertFrom|Select|Out|Write|Test|"
                     r"Start|Stop|Resolve|Join|Split|Format|Find|Install|Update|Register|Unprotect|Protect)-[A-Z][A-Za-z]+$")
# a label that ends with a digest's algorithm ("отпечаток SHA256: <base64>"): the value after it is that digest
_DIGEST_LABEL = re.compile(r"(?i)(?<![\w])(?:sha(?:1|224|256|384|512)|md5|blake2b?)[ \t]*:[ \t]*$")
# a parameter's type in Rust (`fn hash_password(pw: &str)`): a borrowed type, not a value
# passwords named as examples of a kind, the value next («пароли вроде qwerty123 запрещены», "flags passwords like …")
_EXAMPLES_END = re.compile(r"""(?i)(?<!\w)(?:passwords|парол(?:и|ей|ям|ями))[ \t]+(?:типа|вроде|например|like|such[ \t]+as|e\.g\.,?)[ \t]+["'`«]?$""")
# a reference into a secret manager (a path, not the value): vault:secret/data/app#db_password, ssm:/prod/db/password
_SECRET_REF = re.compile(r"(?i)(?:vault|ssm|secretsmanager|awssm|gcpsm|azkv|keyvault|sops|doppler):/{0,2}[\w.\-]+(?:/[\w.\-]+)+"
                         r"(?:#[\w.\-]+)?")
# a cloud resource's name: an AWS ARN, a Google Cloud resource path (where a key or secret is kept, by name)
# a secret store's path, words between slashes (`secret/data/prod/postgres`, `kv/prod/db-admin/`), not a generated value
_PATH_ASSIGNED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=[\"']?(?:~|\.{1,2})?/[\w.\-/]*[\"']?[.,;]?")
_DEFANGED_LINK = re.compile(r"(?i)(?:hxxps?://)?[\w\-]+(?:\[\.\][\w\-]+)+(?:\.[\w\-]+)*(?:/[\w.\-/?=&%]*)?[.,;]?")
_KV_PATH = re.compile(r"[a-z][a-z0-9_\-]{0,30}(?:/[a-z][a-z0-9_.\-]{0,30}){2,8}/?")
_RESOURCE_NAME = re.compile(r"arn:aws[\w\-]*:[\w\-]+:[\w\-]*:\d{0,12}:[\w\-/:.+=@]+"
                            r"|projects/[\w\-.]+/(?:locations|secrets|serviceAccounts|keyRings|topics|subscriptions)/[\w\-/.@]+")
# numbers joined by dots, maybe after a short letter head and a cookie's name: a version, an OID, an analytics cookie's
# client id (`_ga=GA1.2.<number>.<unix time>`), no generated characters
_DOTTED_NUMBERS = re.compile(r"(?:[\w\-]{1,30}=)?[A-Za-z]{0,4}\d+(?:\.\d+){3,}")
_RUST_REF = re.compile(r"&(?:'static|mut|str|String|\[u8\]?|Path|OsStr)")
# the name alone on its line (after a quote or list mark), the value alone on the next: "> token\n> <value>"
_LINE_HEAD = re.compile(r"[ \t>*\-•#]*")
# a few words that lead to the name on its line: "here's the key", "вот новый пароль", "my new password"
_LEAD_IN = re.compile(r"(?i)[ \t>*\-•#]*(?:(?:here(?:'s| is)|this is|вот|my|our|the|a|new|мой|наш|новый|новая|ok|ок|so)[ \t,]+){1,3}")
_NEXT_LINE_VALUE = re.compile(r"[ \t]*:?[ \t]*\r?\n(?:[ \t]*\r?\n)?(?:[ \t]*```\w*[ \t]*\r?\n)?[ \t>*\-•]*[\"'`«]?([^\s\"'`«»]{4,200}?)[\"'`»]?[ \t]*(?:\r?\n|$)")


# (a caret opens a pattern when a pattern's marks follow it: not a password's first symbol, "^h5fvJeCr0I060")
_REGEX_LIKE = re.compile(r"^\^(?=.*[\[\]\\$*+?(){}])|\[(?:A-Z|a-z|0-9|\^)|\\[dwsS]|\{\d+,\d*\}|\.\*")
_REGEX_MARKS = frozenset("^[\\{*")
_TICKS = frozenset("☑✓✔☒")


_CONJUNCTIONS = frozenset({"and/or", "or/and", "и/или", "или/и"})


def _value_at(text: str, pos: int) -> str:
    if text[pos:pos + 1] in _TICKS:
        pos = len(text) - len(text[pos + 1:].lstrip(" \t"))  # a form's ticked box before it: "Show password: ☑ pPol9aK2utyIFr"
    tag = _YAML_TAG.match(text, pos) if text.startswith("!", pos) else None
    if tag is not None:
        pos = tag.end()
    elif text.startswith("base64:", pos):
        pos += 7  # Laravel's APP_KEY=base64:<key>: the key follows (or a placeholder)
    if pos > 0 and text[pos - 1] in "\"'" and (quoted := _QUOTED_RUN.match(text, pos)) is not None \
            and text.startswith(text[pos - 1], quoted.end()) and not _PATTERN_LIKE.search(quoted.group()):
        return quoted.group()  # a quoted value with symbols a secret has: "'<JsQ2p…[craS)o?g/{>V5!…'" (wp-config salts)
        #                        (not a pattern it must match: "password must match '^[A-Za-z0-9]{12,}$'")
    if text.startswith("[]byte(", pos):
        pos += 8 if text[pos + 7:pos + 8] in ("\"", "`") else 7  # Go: []byte("<key>")
    first = text[pos:pos + 1]
    if first in ("b", "r") and text.startswith(("b'", 'b"', "r'", 'r"'), pos):
        pos += 2  # Python's bytes or raw literal: b'<key>'
        first = text[pos:pos + 1]
    if first == "<":
        inner = _ANGLED.match(text, pos)
        return inner.group(1) if inner and looks_random(inner.group(1), 20) and has_digit(inner.group(1)) \
            and not _BLANK_WORDS.fullmatch(inner.group(1)) else ""  # (not "<base64-encoded-value>", a blank in words)
    found = _VALUE.match(text, pos)
    if found is None or found.group()[0] in "<{[(" or found.group()[0] == "$" and not dollar_led(found.group().rstrip(_TRAIL)):
        return ""  # (but a "$" that leads a password, not a variable or a command's output: `Pwd=$eB#rpPDi0=S39`)
    if found.group()[0] == "*" and (found.group().startswith("**") or found.group().rstrip(_TRAIL).endswith("*")):
        return ""  # a mask ("****1234") or emphasis ("*required*"); not a password that opens with a star: «пароль *eG*dqtOP…»
    if text.startswith(("\"", "'"), found.end()) and _ASSIGNS_NEXT.fullmatch(found.group()):
        return _value_at(text, found.end() + 1)  # «пароль берётся так: PGPASSWORD="$(pass show db)"»: what the name is given
    value = found.group().rstrip(_TRAIL).strip(_OTHER_QUOTES)
    if text.startswith(",", found.end()) and pos > 0 and text[pos - 1] == "=" \
            and (line := _INI_LINE.match(text, text.rfind("\n", 0, pos) + 1)) is not None and line.end() == pos \
            and has_digit(line.group(1)) and looks_like_password(line.group(1)):
        value = line.group(1)  # an INI or ODBC file's `Password=Hs,fkrf24&`: the line's rest (a Russian word typed on the
        #                        English layout keeps «б» as a comma)
    if value.startswith("@") and (value.startswith("@/") or value == "@-"):
        return ""  # `vault kv put … password=@/dev/stdin`: a file the tool reads the value from, not the value
    if value.endswith(")") and "(" not in value:
        value = value.rstrip(")»")  # "(CHAP: Received password is wrong)»": the bracket the value closes, not its own
    if value.lower() in _CONJUNCTIONS or value.lower() in _STOP_WORDS:  # (nor a state: "password is wrong")
        return ""  # "a password and/or the user name": words joined, no value
    if pos > 0 and text[pos - 1] == "\n" and text.startswith("\n", found.end()):
        more = _WRAPPED_LINES.match(text, found.end())  # a key the chat wrapped: the next lines go on with it
        if more:
            value += more.group().replace("\n", "").replace("\r", "")
    if ("-" in value or ":" in value) and (value.startswith(("--", "env:", "file:", "fd:")) or _CMDLET.match(value)
                                           or is_digest(value) or "@sha" in value and is_digest(value.rpartition("@")[2])):
        return ""  # `$pw = Read-Host …`: a command; `sha256:<hex>`: a digest by its algorithm (an image pinned by one:
        # `ghcr.io/x/api@sha256:<hex>`); `--stdin`: a flag; `env:VAR`
    if not _REGEX_MARKS.isdisjoint(value) and _REGEX_LIKE.search(value):  # (each of its branches needs one of these)
        return ""  # a pattern a password must match ('^[A-Za-z0-9]{12,}$'), not a password
    if "." in value and _DOTTED_NUMBERS.fullmatch(value):
        return ""  # `_ga=GA1.2.1834507720.1733212800`: numbers joined by dots, not a key
    if value.startswith("&") and _RUST_REF.fullmatch(value):
        return ""  # `pw: &str`: the parameter's type
    if value.startswith(("arn:", "projects/")) and _RESOURCE_NAME.fullmatch(value):
        return ""  # "KMS key: arn:aws:kms:…:key/<uuid>", "projects/p/locations/l/keyRings/…": the key's name in a cloud, not the key
    if "/" in value and _KV_PATH.fullmatch(value):
        return ""  # «пароль лежит в Vault: secret/data/prod/postgres»: where it is kept, a path of words
    if "/" in value and ("=" in value and _PATH_ASSIGNED.fullmatch(value) or "[.]" in value and _DEFANGED_LINK.fullmatch(value)):
        return ""  # «пароль через файл: POSTGRES_PASSWORD_FILE=/run/secrets/pg», a phishing mail's micr0soft-login[.]help/renew:
        # another name given a file's path, or a link written so that it cannot be clicked: where it points, not a password
    if ":" in value and "/" in value and _SECRET_REF.fullmatch(value):
        return ""  # `DB_PASSWORD=vault:secret/data/app#db_password`: where a secret manager keeps it, a path
    if value.startswith("@") and value[1:].lower().startswith(("microsoft.keyvault(", "microsoft.appconfiguration(")):
        return ""  # `DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://…/secrets/db-password/)`: Azure's reference to it
    if "(" in value or "[" in value:
        cut = min((i for i in (value.find("("), value.find("[")) if i > 0), default=-1)
        if cut > 0 and _CODE_CALL.fullmatch(value[:cut]) and not _GOES_ON.search(value, cut):
            return ""  # code: os.getenv(...), os.environ[...] (not "GwF(0aUd)kxa2a": letters go on after the bracket closes)
    return value


def _drawn_small(value: str) -> bool:
    """16-64 small letters and digits drawn at random, two digits or more (a base-36 key: "1mo6whtlweevkadd"), not words."""
    return 16 <= len(value) <= 64 and value.isascii() and value.isalnum() and value.islower() \
        and sum(c.isdigit() for c in value) >= 2 and sum(c.isalpha() for c in value) >= 8 and looks_random(value, 16) \
        and not _HEX_ONLY.fullmatch(value)  # (hex is a hash's or an id's as often)


_HEX_ONLY = re.compile(r"[0-9a-f]+")


def _generated_key(value: str) -> bool:
    """A value no person writes: 32+ characters mixing capitals, small letters and digits at random (a bare
    "key …" is then a key whatever names it; a hash or an id is one case only)."""
    return len(value) >= 32 and value.isascii() and any(c.isupper() for c in value) and \
        any(c.islower() for c in value) and has_digit(value) and looks_random(value, 32)


# the value said, right after it, to be public: "… — it's the public one", "(that's the publishable one)", «— это публичный»
_CALLED_PUBLIC = re.compile(r"(?i)[^\S\n]*[,;(—–-]+[^\S\n]*(?:it'?s|it is|that'?s|this is|is|это)[^\S\n]+(?:the[^\S\n]+|a[^\S\n]+|an[^\S\n]+)?"
                            r"(?:public|publishable|публичн)")


_NOT_A_SECRET_KEY = frozenset({"cache", "idempotency", "partition", "primary", "foreign", "sort", "unique", "composite",
                               "object", "s3", "bucket", "row", "map", "lookup", "dedup", "shard", "hash",
                               "public", "pgp", "gpg", "ssh", "host", "signing", "gpg", "registry", "message", "event",
                               "record", "file", "index", "sorting", "cluster", "translation", "i18n", "product", "music",
                               "piano", "car", "house", "door", "room", "spare", "master", "main", "hot", "short",
                               "keyboard", "media", "function", "dictionary", "dict", "json", "yaml", "config",
                               "site", "publishable", "order", "idempotency"})


def _key_value(value: str, before: str) -> bool:
    """"… key 0d3f…": hex of a key's length (32-64, letters and digits mixed) or 20+ random characters with a
    symbol, after a word that does not make it a cache, index, S3 or public key."""
    if before.lower() in _NOT_A_SECRET_KEY or is_uuid(value) or id_like(value):
        return False
    if _HEX_KEY.fullmatch(value):
        return has_digit(value) and has_alpha(value)
    return len(value) >= 20 and has_digit(value) and has_alpha(value) and not value.isalnum() and looks_random(value, 20) \
        and "/" not in value and "." not in value


_LONG_RUN = re.compile(r"[A-Za-z0-9_\-+/=]{32,}")  # where a generated key could be
_HEX_KEY = re.compile(r"[0-9a-f]{32}|[0-9a-f]{37}|[0-9a-f]{40}|[0-9a-f]{48}|[0-9a-f]{64}")  # (37: Cloudflare's global API key)


def _generated(value: str) -> bool:
    """16+ characters with capitals, small letters and digits, random enough: no word or name is written so."""
    return len(value) >= 16 and value.isascii() and any(c.isupper() for c in value) and \
        any(c.islower() for c in value) and has_digit(value) and looks_random(value, 16)


# a word with its particle («наконец-то»), or an English stem with a Russian ending («dev-овый», «prod-овская», «api-шный»)
_RU_PARTICLE_WORD = re.compile(r"[а-яё]+-(?:то|нибудь|либо|таки|ка)"
                               # a compound noun whose first half does not change («мастер-аккаунта», «бизнес-карты»)
                               r"|(?:мастер|бизнес|интернет|веб|онлайн|офис|пресс|топ|фитнес|медиа|шоу|экспресс|мини|видео|аудио|"
                               r"фото|кибер|смарт|сервис|вай|демо|админ|бэк|фронт|контакт|колл|кол|штаб|генерал|вице|экс|"
                               r"лайф|бета|альфа|суперадмин|супер)-[а-яё]{2,}|[a-z0-9]{2,}-(?:ов|ев|ск|шн|ш|н)[а-яё]{0,5}"
                               # a Latin abbreviation joined to a Russian word: «GSM-контроллерах», «USB-флешку», «wi-fi-роутере»
                               r"|[a-z0-9\-]{2,}-[а-яё]{3,}")
# a crypt(3) string's head without its hash: "$6$rounds=5000$saltsalt$" (the format, as docs print it)
_CRYPT_HEAD_ONLY = re.compile(r"\$[0-9a-z]{1,6}\$(?:rounds=\d+\$)?[^$\s]*\$")
_CRYPT_HEAD_AFTER = re.compile(r"[ \t:=]*\$[0-9a-z]{1,6}\$(?:rounds=\d+\$)?[^$\s]*\$(?=\s|$)")


def _encodes_placeholder(value: str) -> bool:
    """`dXNlcjpwYXNzd29yZA==`: base64 of "user:password", the docs' example of Basic credentials, not a key."""
    try:
        decoded = base64.b64decode(value, validate=True).decode("ascii")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return False
    user, sep, password = decoded.partition(":")
    return bool(sep) and decoded.isprintable() and is_placeholder(password)


# what a key is in Russian when it is no secret: the word after «ключ» (its genitive) or before it
_NOT_SECRET_KEY_RU = re.compile(r"(?i)[ \t]+(?:кэш\w*|кеш\w*|идемпотентност\w*|сортировк\w*|партици\w*|шард\w*|маршрутизаци\w*|"
                                r"индекс\w*|словар\w*|объект\w*|запис[иь]|таблиц\w*|дедупликаци\w*|группировк\w*|перевод\w*|"
                                r"локализаци\w*|бакет\w*|s3|уникальност\w*|поиск\w*)\b")
_NOT_SECRET_KEY_RU_BEFORE = re.compile(r"(?i)(?:первичн|внешн|составн|уникальн|публичн|открыт)\w*[ \t]+$")


def _alphabet(value: str) -> bool:
    """Six characters in a row in alphabet order ("abcdef", "012345"): an alphabet or a charset written out, not a key."""
    run = 1
    for a, b in zip(value, value[1:]):
        run = run + 1 if ord(b) - ord(a) == 1 else 1
        if run >= 6:
            return True
    return False


_SSIDS_LISTED = re.compile(r"\bssids\b|(?<!\w)(?:имена|названия) (?:\w+ )?сетей(?!\w)", re.IGNORECASE)
# a place named right before the value: a site it is typed on, a folder or vault it is kept in
_SITE = r"сайт\w*|site|website|portal|портал\w*|домен\w*|domain"
_SITE_WORD = re.compile(rf"(?:{_SITE})\s*[«\"']?\s*$", re.IGNORECASE)
_PLACE_JUST_BEFORE = re.compile(rf"(?:{_SITE}|папк\w*|folder|раздел\w*|section|vault|хранилищ\w*|сейф\w*|коллекци\w*|"
                                rf"collection)\s*[«\"']?\s*$", re.IGNORECASE)
_DECLINED = re.compile(r"[A-Za-z]+-[а-яё]{1,3}")  # «owner-а», «admin-у»: a Latin noun given a Russian case ending


# a hardware (MAC) address: six hex pairs — printed on the device, read by every network it joins
_MAC_ADDRESS = re.compile(r"[0-9A-Fa-f]{2}(?:([:\-])[0-9A-Fa-f]{2})(?:\1[0-9A-Fa-f]{2}){4}")


# a certificate's or a key's pin, its digest named (not a PIN typed in): "TLS pin for mobile app (SPKI sha256, base64): …"
_PINNED_KEY = re.compile(r"(?i)\b(?:tls|ssl|spki|sha-?(?:1|256|384|512)|cert\w*|public key|pubkey|hpkp)\b")
_SETTING_AFTER = re.compile(r":\s*(?:[A-Z_]+=)?[a-z][a-z0-9+.\-]*://")  # ": REDIS_URL=redis://…", ": postgres://…"
# «банк-клиента», «бизнес-онлайн», a German compound «Schulungs-WLAN»
_RU_COMPOUND = re.compile(r"[а-яё]{2,}(?:-[а-яё]{2,})+|[A-ZÄÖÜ][a-zäöüß]{2,}-[A-Za-zÄÖÜäöüß]{2,}", re.IGNORECASE)
# (the value right after the preposition, or after a possessive or an adjective after it: «от своего банк-клиента», «от
# личного кабинета налогоплательщика-физлица», "für das Schulungs-WLAN")
_OPENS_WHAT = re.compile(r"(?<!\w)(?:(?:от|для|к|ко)(?: (?:сво|мо|тво|наш|ваш)\w*| его| её| ее| их)?(?: [а-яё]+(?:ого|его|ой|ей) [а-яё]+а)?"
                         r"|für (?:das|den|die|dem)|f[üu]r)[ \t«\"']*$", re.IGNORECASE)
_KEY_COMBO = re.compile(r"(?i)(?:ctrl|cmd|command|alt|option|shift|win|fn|super|meta)(?:\+(?:ctrl|cmd|alt|shift|win|fn|\w{1,12}))+")
_RU_ORDINAL = re.compile(r"\d{1,4}-(?:го|е|й|я|ое|ый|ой|ая|ого|ому|му|м|х|ых)")  # «14-го», «3-й», «2024-м»


_COMMIT_ID = re.compile(r"[0-9a-f]{40}")
_COMMIT_WORD = re.compile(r"(?i)\bcommit\b|(?<!\w)коммит\w*")


def _commit_id(value: str, text: str, start: int) -> bool:
    """Whether `value` is a commit's id (40 hex) with the word commit shortly before the name at `start`."""
    return _COMMIT_ID.fullmatch(value.rstrip(_TRAIL)) is not None and _COMMIT_WORD.search(text, max(0, start - 80), start) is not None


_QUANTITY = re.compile(r"(?i)\d+(?:\.\d+)?(?:ms|s|m|h|d|w|min|mins|hours?|days?|kb|mb|gb|tb|k|%)")  # "4320h", "30d", "512MB"


_CASE_RUNS = re.compile(r"[A-Z]+|[a-z]+|\d+")  # a value's runs of one kind of character
_WORD_IN_VALUE = re.compile(r"[A-Z][a-z]{2,}|[a-z]{4,}")  # a word in it ("MyHomeNet2024", "AndroidAP5f3a": names)


def _drawn(value: str) -> bool:
    """8-32 capitals, small letters and digits drawn at random ("Xk29fLm0Qp", "JvJQQe7X"): six runs of one kind of
    character or more, and no word among them."""
    return value.isascii() and value.isalnum() and 8 <= len(value) <= 32 and has_digit(value) and has_alpha(value) \
        and not value.islower() and not value.isupper() and len(_CASE_RUNS.findall(value)) >= 6 \
        and not _WORD_IN_VALUE.search(value) and not is_placeholder(value) \
        and shannon_entropy(value) >= (3.0 if len(value) >= 10 else 2.5)  # (eight characters hold less: "JvJQQe7X" 2.75)


def _secret_value(cls: str, value: str, shape: str, token: str) -> bool:
    if "${" in value or "{{" in value:
        return False  # "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" on the line after the name: a template's blank in it
    if _QUANTITY.fullmatch(value.rstrip(".,;")):
        return False  # "… azuread_application_password with …, end_date_relative = 4320h": a duration or a size, not a value
    if _MAC_ADDRESS.fullmatch(value.rstrip(".,;")):
        return False  # «MAC-адрес Wi-Fi модуля: 3C:71:BF:4A:22:9E»: the module's address, not its network's password
    if _DECLINED.fullmatch(value.rstrip(".,;:")):
        return False  # «Пароль owner-а сбрасывается …»: whose password, not the password
    if value[-1:] in ("!", "?") and value[:-1].isalpha() and not value[:-1].isascii() and value[:-1].islower():
        return False  # «попугай кричит «пароль неверный!»»: a Russian word and its exclamation, not a password
    if _masked(value):
        return False  # "Incorrect API key provided: sk-proj-****a1Zq", «SHA256:kq3Zt8…Pw»: a key shown masked or cut, its middle left out
    if _KEY_COMBO.fullmatch(value.rstrip(".,;:")):
        return False  # «после смены пароля — Ctrl+Shift+Delete, очистить кэш»: keys pressed together, not a password
    if _RU_ORDINAL.fullmatch(value.rstrip(".,;:")):
        return False  # «… разные пароли для разных мест. Следующее занятие — 14-го в 15:00»: a day of the month, not a password
    if len(value) >= 20 and _alphabet(value):
        return False  # `chars = 'abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)'`: Django's charset, not its key
    if value.startswith("$") and _CRYPT_HEAD_ONLY.fullmatch(value):
        return False
    if value.endswith("=") and len(value) <= 120 and len(value) % 4 == 0 and _encodes_placeholder(value):
        return False
    if cls in (WIFI, PASSWORD) and shape == "bare" and _random_letters(value):
        return True  # "WPA2 password iBXBDCTAtPMw": letters only, but drawn at random
    if cls == WIFI and _drawn(value):
        return True  # "wifi: Xk29fLm0Qp": capitals, small letters and digits drawn at random (not "HomeNet5G", a network's name)
    if cls == WIFI:  # "the wifi at grandma's is 'Matrix#395x'": letters, digits and a symbol, as a password has
        return len(value) >= 8 and has_alpha(value) and has_digit(value) and (
            not value.replace("_", "").replace("-", "").isalnum() or value.islower() and bool(_WORD_AND_DIGITS.fullmatch(value))) \
            and looks_like_password(value) and not value.startswith(("http", "www."))
    if cls == PIN:
        return value.isdigit() and 4 <= len(value) <= 8
    if cls == PASSWORD:
        if shape == "far":  # "пароль #1 CuDm…": a few words between, then a password-shaped or generated value
            return len(value) >= 8 and has_alpha(value) and has_digit(value) and (
                not value.isalnum() or _generated(value) or _human_password(value) or _drawn(value)) \
                and not _ACRONYMS_JOINED.fullmatch(value) \
                and looks_like_password(value) and not value.startswith(("http", "www.")) and not _AT_HOST.search(value)
        if shape == "bare":
            if value.isdigit():  # "пароль к сейфу 473968": six digits or more (not a year, not a count)
                return 6 <= len(value) <= 12
            return len(value) >= 6 and has_alpha(value) and (has_digit(value) or not value.isalnum()) \
                and looks_like_password(value) and not _RU_PARTICLE_WORD.fullmatch(value.lower())
            # («поставил пароль на вайфай наконец-то»: a word with its particle, not a password)
        if shape == "assigned" and looks_like_app_password(value):
            return True  # `smtp_pass: "vqtnzhkeplrmocya"`: 16 small letters, hardly a vowel — a mail app password
        return looks_like_password(value) and (not value.isalpha() or looks_like_password_word(value))
        # ("the password is Google", «пароль от почты: сброшен»: a word that says how or what, not a password)
    if value.startswith(PUBLISHED_PREFIXES):
        return False  # "Statsig client key client-…", Stripe's pk_live_…: a key whose own prefix says it is published
    if _CAMEL_WORDS.fullmatch(value):
        return False  # "PasswordAuthentication", "ApiKeyAuthenticationHandler": a directive's or a class's name of whole words
    parts = _parts(token)
    strong = any(p in _STRONG_PARTS for p in parts) or parts == ["api", "id"] or token.lower().startswith(("токен", "секрет", "ключ")) or \
        any(a in _KEY_QUALIFIERS and b == "key" for a, b in zip(parts, parts[1:]))
    if shape == "bare":  # "API secret 5d6w…": 16 characters do when the name is strong and the value generated (in
        # capitals, small letters and digits, or in small letters and digits: «секретный ключ 1mo6whtlweevkadd»)
        return looks_random(value, 20) or strong and (_generated(value) or _drawn_small(value))
    if shape == "far":  # "ключ доступа к яндекс облаку <40 random>": far from its name, so only a generated key
        return _generated_key(value)
    if is_uuid(value):
        return strong
    if shape == "assigned" and parts and parts[-1] in ("secret", "psk") and _password_shaped(value):
        return True  # "secret = Tiger!3945x" (a RADIUS or IPsec shared secret): a password, whatever it is called
    if shape in ("assigned", "filled") and strong and (_short_generated(value) or _symbol_key(value)):
        return True  # `DROPBOX_APP_KEY=p6vpaf391zgcyp6`, Django's `SECRET_KEY='…(=7vc…@9j…$…&-==…'`
    if cls == SECRET and _words_joined(value):
        return False  # "Datadog API key 'k8s-ledger-prod-agent' — key ID …": the key's name, small words joined by dashes
    return looks_random(value, 16 if cls == SECRET else 32, named=strong)


_NAME_SEGMENT = re.compile(r"[a-z0-9]{1,3}|[a-z]*[aeiouy][a-z]*")  # a short part or a word ("k8s", "ledger", "prod")


def _words_joined(value: str) -> bool:
    """Three parts or more, small words or short parts joined by dashes or underscores, each under 11 characters: a
    resource's name, not a key."""
    parts = re.split(r"[-_]", value)
    return len(parts) >= 3 and all(0 < len(part) <= 10 and _NAME_SEGMENT.fullmatch(part) for part in parts)


_WORDLIKE_RUN = re.compile(r"(?=[a-z]{3})[a-z]*[aeiou][a-z]*")  # three small letters or more with a vowel: a word's tail


def _random_letters(value: str) -> bool:
    """8-32 Latin letters with capitals and small letters drawn at random ("iBXBDCTAtPMw"): 3+ capitals, 2+ small letters (or 6+
    capitals and one small letter, not a plural's "s"),
    no three small ones in a row with a vowel among them (a word's tail: "KeePassXC", "PowerShell"; "ybhprSFdbUKQ" has
    none), not words in camel case."""
    upper, lower = sum(c.isupper() for c in value), sum(c.islower() for c in value)
    return 8 <= len(value) <= 32 and value.isascii() and value.isalpha() and upper >= 3 \
        and (lower >= 2 or lower == 1 and upper >= 6 and not value[-1:] == "s") \
        and not _WORDLIKE_RUN.search(value) and not _CAMEL_WORDS.fullmatch(value)  # (or one small letter among six capitals: "KLWCUSHHWz")


def _short_generated(value: str) -> bool:
    """12-15 letters and digits at random behind a name that says key, token or secret (Dropbox's app key, Sumo Logic's
    access id): letters and digits change places 4+ times, not all hex (a commit's prefix), not a word and a number."""
    if not (12 <= len(value) <= 15 and value.isascii() and value.isalnum()):
        return False
    digits = sum(c.isdigit() for c in value)
    if digits < 2 or len(value) - digits < 4 or all(c in "0123456789abcdef" for c in value.lower()):
        return False
    changes = sum(a.isdigit() != b.isdigit() for a, b in zip(value, value[1:]))
    return changes >= 4 and shannon_entropy(value) >= 3.2 and not _VERSION.match(value)


_KEY_SYMBOLS = frozenset("!@#$%^&*(-_=+)")


def _symbol_key(value: str) -> bool:
    """40+ characters drawn at random from letters, digits and symbols (Django's SECRET_KEY, a session or cookie secret):
    3+ kinds of symbol among them, digits and letters, no path, URL or call."""
    if len(value) < 40 or not value.isascii() or "://" in value or "/" in value or "()" in value:
        return False
    symbols = {c for c in value if not c.isalnum()}
    return len(symbols) >= 3 and symbols <= _KEY_SYMBOLS and sum(c.isdigit() for c in value) >= 5 \
        and sum(c.isalpha() for c in value) >= 15 and shannon_entropy(value) >= 4.2


_VERSION = re.compile(r"^v?\d+(?:[.\-]\d+)+")
_THING_BEFORE = re.compile(r"(?i)(?<!\w)(?:site|server|host|account|network|model|router|device|project|сайт\w*|сервер\w*|"
                           r"хост\w*|аккаунт\w*|сет[ьи]|модел\w*|роутер\w*|проект\w*|устройств\w*)[ \t]+[\"'`«]?$")
_USER_BEFORE = re.compile(r"(?i)(?<!\w)(?:user|username|login|пользовател\w*|логин\w*|юзер\w*|ник\w*|учётк\w*|учетк\w*)[ \t]+[\"'`«]?$")
_AT_HOST = re.compile(r"@(?:[\w\-]+\.)+[\w\-]+$")  # root@10.0.0.9, anna@acme.io: an account, not a password
_WORD_YEAR = re.compile(r"[A-Za-z]+(?:19|20)\d\d")  # "Winter2024", "Model2020": too often a name


def _human_password(value: str) -> bool:
    """A password as people make one up: 8-40 ASCII letters and 3+ digits ("yantar818002", "Kotik5741zz"), not a word
    and a year, a version or a path."""
    digits = sum(c.isdigit() for c in value)
    return 8 <= len(value) <= 40 and value.isascii() and value.isalnum() and digits >= 3 and len(value) - digits >= 3 \
        and not _WORD_YEAR.fullmatch(value) and not _VERSION.match(value)


def _said_password(value: str) -> bool:
    """Letters and digits, 6-40 ASCII, the way people make a password up ("gfhjkm1987", "Winter2024"): enough when the note
    says outright that it is the password ("gfhjkm1987 — это мамин пароль"), not a version or a path."""
    return 6 <= len(value) <= 40 and value.isascii() and value.isalnum() and sum(c.isalpha() for c in value) >= 3 \
        and has_digit(value) and not _VERSION.match(value)


def _password_shaped(value: str) -> bool:
    """8+ characters with letters and digits and a symbol or inner capitals, not a version."""
    return len(value) >= 8 and has_alpha(value) and has_digit(value) and looks_like_password(value) \
        and (not value.isalnum() or value[1:] != value[1:].lower()) and not _VERSION.match(value) \
        and not (value.startswith("$") and _CRYPT_HEAD_ONLY.fullmatch(value))


def _next_line_value(text: str, start: int, end: int) -> str:
    """The value alone on the line below a name alone on its line ("password\n<value>"), or ""."""
    line_start = text.rfind("\n", 0, start) + 1
    if _LINE_HEAD.fullmatch(text, line_start, start) is None and _LEAD_IN.fullmatch(text, line_start, start) is None:
        return ""
    below = _NEXT_LINE_VALUE.match(text, end)
    return below.group(1).rstrip(_TRAIL) if below else ""


def _word_before(text: str, start: int) -> str:
    end = start
    while end > 0 and text[end - 1] in " \t_-":
        end -= 1
    begin = end
    while begin > 0 and text[begin - 1].isalnum():
        begin -= 1
    return text[begin:end]


# a key file's name, then what it is for on the same line, a colon and a value of 16+ token characters (no path):
# "config/master.key for the invoicing app (it's gitignored): <hex>"
_FILE_THEN_VALUE = re.compile(r"[ \t][^\n:=]{0,80}:[ \t]*[\"'`]?[A-Za-z0-9+_\-=]{16,}(?:\.[A-Za-z0-9+_\-=]+)?(?![\w/.])")


_ARN_HEAD = re.compile(r"arn:aws[\w\-]*:[\w\-]+:[\w\-]*:\d{0,12}:")


def _in_arn(lowered: str, start: int) -> bool:
    """Whether the word at `start` follows an ARN's head (`arn:aws:<service>:<region>:<account>:`)."""
    head = lowered.rfind("arn:aws", max(0, start - 80), start)
    return head >= 0 and _ARN_HEAD.fullmatch(lowered, head, start) is not None


def _shapes_of(cls: str, encrypt: bool) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """The shapes tried after a name of class `cls` (`encrypt`: the name is the word "encrypt"), in order: chosen once
    per class, not per name found, from the module's patterns as the package left them (`quickstart.gate_globals`)."""
    shapes = (("assigned", _ASSIGNED), ("assigned", _TYPED), ("filled", _FILLED), ("bare", _BARE), ("bare", _BARE_1), ("far", _BARE_FAR),
              ("far", _BARE_FAR_4), ("far", _BARE_FAR_5), ("far", _BARE_FAR_1), ("far", _BARE_FAR_2))
    return tuple((shape, pattern) for shape, pattern in shapes
                 if not (shape == "far" and cls not in (PASSWORD, SECRET) or cls == WIFI and shape not in ("assigned", "filled"))
                 # one or two words, then a value: tried for passwords (a key needs the greedy far shape's long run)
                 and not ((pattern is _BARE_FAR_1 or pattern is _BARE_FAR_2) and cls != PASSWORD)
                 and not (encrypt and pattern is not _ASSIGNED))  # "Let's Encrypt account …": the word, not a config key


_SHAPES_OF: dict[tuple[str, bool], tuple[tuple[str, re.Pattern[str]], ...]] = {}


_LOGIN_TOO = re.compile(r"(?i)(?:\blogin|\busername|(?<!\w)логин)\s*/")


def find_named_secret(text: str, lowered: str | None = None, runs: list[str] | None = None) -> str | None:
    """The kind ("password", "secret key or token", "PIN code") of the first named secret in `text`, or None.
    `lowered`: `text.lower()`, when the caller has it; `runs`: `vendor.token_runs(text)` (every generated key lies
    in one), when the caller has them."""
    seen = -1
    backwards = None
    sealed: bool | None = None  # a sealed or encrypted secret's file (found on first need): its long values are ciphertext
    long_run: bool | None = None  # a generated key somewhere in the note (found on first need)
    public: bool | None = None  # whether the note speaks of public keys or fingerprints (found on first need)
    values: dict[int, str] = {}  # the value read at each place after a shape (`_value_at`)
    if lowered is None:
        lowered = text.lower()
    if len(lowered) != len(text):
        lowered = text
    for start, end in _HINT.spans(lowered):
        if start < seen or lowered[start:end] in _WHOLE_ONLY and end < len(lowered) and _WORD_CHAR.match(lowered, end):
            continue
        if start > 0 and text[start - 1] == "=" and not text.endswith("-literal=", 0, start):
            continue  # `-field=pw`: the value of another name, not a name (but kubectl's `--from-literal=password=…` names it)
        if start > 0 and text[start - 1] in _TOKEN_CHARS:
            if backwards is None:
                backwards = text[::-1]
            start = len(text) - _TOKEN_RUN.match(backwards, len(text) - start).end()
            if start > 0 and text[start - 1] == "=":
                continue  # `reason=invalid_password attempts=4`: a log field's value that ends in the name, not a name
        end = _TOKEN_RUN.match(text, end).end()
        if text.startswith(("'", "’"), end) and lowered[max(0, end - 5):end] == "parol":
            end += 1  # "moi parol' <pw>": the transliterated soft sign
        seen = end
        raw = text[start:end]
        if start > 8 and text[start - 1] == ":" and _in_arn(lowered, start):
            continue  # `arn:aws:secretsmanager:…:secret:prod/stripe-AbC12d`: a resource's type in its name, not a name given a value
        if start > 0 and text[start - 1] in "/\\" and (raw.startswith(".") or "." in raw.strip(".")
                                                       and text[start + len(raw):start + len(raw) + 2].strip()[:1] not in (":", "=")
                                                       and not _FILE_THEN_VALUE.match(text, start + len(raw))):
            continue  # `~/.sshpass`, `/root/.pgpass`, `sshpass -f ~/.ssh/pi.pass`: a file's name in a path, not a name given a
            #           value (but `config/master.key: <hex>`, or `config/master.key for the app (…): <hex>`, gives the file's content)
        token = raw.strip(".-")
        end = start + len(raw.rstrip(".-"))
        if token.lower() in _SETTING_NAMES or token.lower().startswith(_FETCHERS):
            continue  # `PasswordAuthentication no`: a server's setting about passwords; `aws ecr get-login-password`: a command
            #           that fetches one — neither is a password named
        cls = name_class(token)
        if cls == "bare key":  # "private key …": the word before says which
            cls = name_class(token, _word_before(text, start))
        if cls is None and token.lower().endswith("file") and (inside := _FILE_CONTENT.match(text, end)) is not None:
            # "vault_password_file содержит: <pw>", "the token file contains <token>": the file's content, given
            named_by = name_class(token[:-4].rstrip("_-. "))
            value = _value_at(text, inside.end())
            if named_by in (PASSWORD, SECRET) and value and (_password_shaped(value) or _generated(value) or looks_random(value, 20)):
                return PASSWORD if named_by == PASSWORD else _secret_kind(token)
        if cls in ("bare key", None) and token.lower() == "key" and _NETWORK_BEFORE.search(text, max(0, start - 60), start):
            cls = PASSWORD  # "Wi-Fi details — network: Linksys_88, key: <pw>": a network's key is its password
        if cls is None:
            continue
        if _NOT_THE_NAME.search(text, max(0, start - 8), start) and _BUT_OTHER.match(text, end):
            continue  # «Мой ID учителя (не пароль, а номер в системе): 100482»: the value called something else
        if cls == PASSWORD and token.lower() in _MANAGER_NAMES and not _LABEL_AFTER.match(text, end):
            continue  # «в KeePass обновил», "KeePassXC (база … на \\fs01\it$)": the manager that keeps it, not a name
        if cls in (SECRET, "bare key") and _SHOWN_BEFORE.search(lowered, max(0, start - 14), start):
            continue  # "Paddle client-side token live_…", "publishable key …": a token made to be shown in web pages
        if cls == SECRET and token.lower() == "token" and _PUSH_TOKEN_BEFORE.search(lowered, max(0, start - 14), start) \
                and _PUSH_CONTEXT.search(lowered):
            continue  # "device token моего айфона для тестовых пушей": where pushes go, not a key
        if cls == SECRET and token.lower() == "key":
            token = _word_before(text, start) + "_key"  # "secret key …", "access key …": the pair of words names it
        if cls == SECRET and token.lower().startswith("ключ") and (_NETWORK_KEY.match(text, end)
                                                                  or _NETWORK_BEFORE.search(text, max(0, start - 60), start)):
            cls = PASSWORD  # «ключ от вайфая», «ключ сети», «wifi: сеть X, ключ …»: the network's password
        if cls == SECRET and token.lower().startswith("ключ") and (_NOT_SECRET_KEY_RU.match(text, end)
                                                                  or _NOT_SECRET_KEY_RU_BEFORE.search(text, max(0, start - 24), start)):
            continue  # «ключ кэша …», «ключ идемпотентности …», «первичный ключ»: a cache's, a request's or a table's key, not a secret
        if cls == SECRET and token.lower() == "sid" and _word_before(text, start).lower() in _SID_OWNERS:
            continue  # "account SID AC…": names the account (see name_class)
        if token.lower() == "pass" and _pass_is_verb(text, start, end):
            continue
        if token == "pin" and _PIN_AS_VERB.match(text, end):
            continue  # "pin the base image: node:22-alpine@sha256:…": the verb, a version fixed, not a PIN
        if cls in (PASSWORD, SECRET) and start > 1 and text[start - 1] == "(" and text[end:end + 1] == ")":
            # "<value> (PINECONE_API_KEY)": the name in brackets after its value
            before = _VALUE_BEFORE.search(text, max(0, start - 200), start)
            if before and not before.group(1).endswith((":", "—")) and _secret_value(cls, before.group(1), "assigned", token):
                return PASSWORD if cls == PASSWORD else _secret_kind(token)
        if cls in (PASSWORD, WIFI) and start > 3 and text[start - 1] != "(" and ")" in text[end:end + 16]:
            # "Moscow#82zz (it's the wifi)": a few words in brackets after the value name it
            paren = text.rfind("(", max(0, start - 16), start)
            if paren > 0 and ")" not in text[paren:start] and not _NONE_SAID.search(text, paren, start) \
                    and not _LOGIN_TOO.search(text, paren, start):
                # (not "localhost:5433 (trust auth, no password)": the brackets say it has none, nor that a login is there too)
                before = _VALUE_BEFORE.search(text, max(0, paren - 200), paren + 1)
                if before and _password_shaped(before.group(1)):
                    return PASSWORD
        if cls in (PASSWORD, SECRET) and start > 8 and text[start - 1] in " \t" and not _ABOUT_THE_NAME.match(text, end) \
                and not text.startswith("?", end) and not _KEPT_AT.match(text, end):
            # ("Anna2020 — это пароль? Нет, это логин": asked, not said; «Urgut_Sklad_5G — пароль на наклейке»: where it is)
            value = _value_then_name(text, start)  # (not "X is the password policy": the name is then another thing's)
            at = text.rfind(value, 0, start) if value else -1
            if at > 0 and _ITS_OWN_NAME.search(text, max(0, at - 16), at):
                value = ""  # "Twilio Account SID AC187f… — auth token is in 1Password": the value has its own name, an id's
            if value and not _DOTTED_NUMBER.search(value) and not _NEGATED.search(text, max(0, start - 24), start) \
                    and not _WITHOUT.search(text, max(0, start - 16), start) \
                    and (_password_shaped(value) or _said_password(value) if cls == PASSWORD else _generated_key(value)
                         or _HEX_KEY.fullmatch(value) and has_digit(value) and has_alpha(value)  # "<32 hex> — это ключ к API …"
                         and _SAYS_IS.search(text, max(0, start - 24), start) is not None):  # (not "<client id> — client secret в Vault")
                return PASSWORD if cls == PASSWORD else _secret_kind(token)
        if cls in (PASSWORD, SECRET, "bare key") and "\n" in text[end:end + 3]:
            below = _next_line_value(text, start, end)
            if below and cls == "bare key":  # "here's the key\n```\n<32 hex>": a key's length, not a commit's 40
                if _word_before(text, start).lower() not in _NOT_A_SECRET_KEY and not _PUBLIC_CONTEXT.search(lowered) \
                        and (_generated_key(below) or len(below) in (32, 64) and _HEX_KEY.fullmatch(below)
                             and has_digit(below) and has_alpha(below)):
                    return SECRET
            elif below and (_password_shaped(below) if cls == PASSWORD else _generated(below) or looks_random(below, 20)):
                return PASSWORD if cls == PASSWORD else _secret_kind(token)
        if cls == PASSWORD and ":" in text[end:end + 300]:
            far = _FILLED_FAR.match(text, end)
            if far and not _SENTENCE_END.search(far.group()) and not _ABOUT_THE_NAME.match(text, end):
                value = _value_at(text, far.end()) and _VALUE.match(text, far.end()).group().rstrip(".,;:)]}>")
                event = _EVENT_BETWEEN.search(far.group()) is not None  # "password expires on: Mar2025": what befell it
                if value and (_password_shaped(value) and not (event and _LOWER_KEBAB.fullmatch(value))
                              or not event and (_WORD_AND_DIGITS.fullmatch(value) or _WORD_DIGITS_TAIL.fullmatch(value))
                              and value.isascii()) \
                        and not _AFTER_SUBJECT.match(text, far.end() + len(value)) and not _IPV4.fullmatch(value) \
                        and not _masked(value):
                    return PASSWORD  # (not «как сменить пароль от Wi-Fi: 192.168.0.1 → …», the router's address; nor a key
                    #                  shown masked: «Clé DeepL … : ••••••••-…-••••3f2a:fx»)
        if cls == PASSWORD and (arrow := _RESULT_AFTER.search(text, end, end + 200)) is not None \
                and _recipe_reaches(text, end, arrow.start()) and _password_shaped(value := arrow.group(1).rstrip(".,;:)")) \
                and value.lower() not in _MANAGER_NAMES:
            return PASSWORD  # its recipe, then what comes of it: "Perforce admin password = the lighthouse name + launch year + '!' →
            #                  FaroVigia2026!", "Snowflake prod pw follows the new rule (…) — so this quarter it's Spring2025#MFR"
        if cls == SECRET and (":" in text[end:end + 240] or "→" in text or "->" in text) and (far := _FAR_COLON.match(text, end)) is not None \
                and not _SENTENCE_END.search(far.group()) and not _NOT_KEY_WORDS.search(far.group()) \
                and not _DIGEST_BEFORE.search(text, max(0, start - 40), start) \
                and not _ABOUT_THE_NAME.match(text, end):
            # «Токен Cloudflare с правом Zone.DNS:Edit на зону example.dev: <key>», "Ключ Cohere (trial) для реранкера в
            # поиске по базе знаний: <key>": many words, brackets or quotes between the name and the colon, then a generated key
            value = _value_at(text, far.end())
            if value and (_generated_key(value) or _generated(value) and len(value) >= 20 and "=" not in value or small_random(value)
                          or _HEX_KEY.fullmatch(value) and has_digit(value) and has_alpha(value)
                          and not _EVENT_ID_WORDS.search(far.group())) \
                    and not _commit_id(value, text, start) and not value.startswith(PUBLISHED_PREFIXES) \
                    and not _FINGERPRINT_VALUE.match(value):
                return _secret_kind(token)  # (not a commit's id: "Commit that introduced the auth bypass …: 3e9b1f47…"; nor a
                #                             host key's fingerprint: «Отпечаток ключа хоста …: SHA256:e3EF…»)
        generated_only = False  # only a generated value counts after this name
        before = _word_before(text, start).lower() if cls == "bare key" or cls == PASSWORD else ""
        if cls == "bare key" and public is None:
            public = _PUBLIC_CONTEXT.search(lowered) is not None  # (once per note)
        if cls == "bare key" and before in ("primary", "secondary") and not public:
            generated_only = True  # a table's primary key is a column or a number; Azure's primary key is generated
        elif cls == "bare key" and (public or before in _NOT_A_SECRET_KEY):
            continue  # a public key, or a cache, index or S3 key: "build cache key: node-modules-2c49…"
        if cls == PASSWORD and before in ("без", "without") and _SETTING_AFTER.match(text, end):
            continue  # «Локально redis без пароля: REDIS_URL=…»: a label that says there is none, then the setting
        if cls == PASSWORD and before in _KEEPERS and not token.isascii():
            continue  # "менеджер паролей — 1Password": what keeps passwords, not one (English puts the keeper after: "Hub manager
            #           password: TQ1Y0NMAO9", "vault password: …" name a password)
        if cls == PIN and _PRODUCT_PIN.search(text, end, end + 60):
            continue  # "PIN комбайна (Product Identification Number) S780: 1H0S780SF4874316": a machine's serial, John Deere's name
        if cls == PIN:
            digits = _PIN_DIGITS.match(text, end)
            if digits and not _SINCE_YEAR.search(text, max(end, digits.end() - 24), digits.end()) \
                    and not _CANNOT_BE.search(text, end, digits.end()) \
                    and not (digits.group().rsplit(None, 1)[-1].strip(":—–=") in _VENDOR_DEFAULTS
                             and _DEFAULT_SAID.search(text, max(0, start - 40), start)):  # «Стандартный PIN Рутокена — 12345678»
                return PIN
            if not digits and (far := _FILLED_FAR.match(text, end)) is not None \
                    and _password_shaped(value := _value_at(text, far.end())) and len(value) >= 12 \
                    and not _PINNED_KEY.search(text, max(0, start - 24), far.end()):
                return PIN  # an HSM's or a token's PIN of letters and digits: "partition PIN (…) for prod-signing-01: q7Qm-gLP1-…"
            continue
        if "$" in text[end:end + 4] and _CRYPT_HEAD_AFTER.match(text, end):
            continue  # "password $6$rounds=5000$saltsalt$": a crypt string's head, as docs print the format
        if "$" in text[end:end + 4] and _FROM_VARIABLE.match(text, end):
            continue  # "-e POSTGRES_PASSWORD=$POSTGRES_PASSWORD postgres:16": given a variable, no value further on
        if start > 3 and text[start - 1] in " =" and _FLAG_BEFORE.search(text, max(0, start - 32), start):
            continue  # `trivy image --scanners secret registry…/api:2.14.3`: the word is a command option's value, not a name
        if start > 0 and (text[start - 1] == "$" or text[start - 2:start] == "${") and not _ASSIGNED_HERE.match(text, end):
            continue  # the variable read ("…=$POSTGRES_PASSWORD postgres:16"), not assigned (PHP's "$db_pass = '…'")
        shapes = _SHAPES_OF.get((cls, token == "encrypt"))
        if shapes is None:
            shapes = _SHAPES_OF[cls, token == "encrypt"] = _shapes_of(cls, token == "encrypt")
        about: bool | None = None  # whether the words after the name speak of it ("password policy"), found on first need
        for shape, pattern in shapes:
            if pattern is _TYPED and ":" not in text[end:end + 3]:
                continue  # a type needs its colon right after the name
            if shape == "far" and cls == SECRET:
                if long_run is None:
                    long_run = any(_generated_key(run) or _HEX_KEY.fullmatch(run.rstrip(_TRAIL)) or small_random(run)
                                   or is_uuid(run.rstrip(_TRAIL))
                                   for run in (_LONG_RUN.findall(text) if runs is None else [r for r in runs if len(r) >= 32]))
                if not long_run:
                    continue
            if shape in ("filled", "far"):
                if about is None:
                    about = _ABOUT_THE_NAME.match(text, end) is not None  # (once per name, not once per shape)
                if about:
                    continue
            if shape == "assigned" and text.startswith("::", end):
                continue  # `rpassword::prompt_password(…)`, `Config::password()`: a path in code, not a name and its value
            found = pattern.match(text, end)
            if found is None:
                continue
            if shape in ("bare", "far") and _SHELL_JOIN.search(text, end, found.end()):
                continue  # `read -s PASS && 7z x backup.7z`: the next command of a shell line, not the name's value
            if shape == "far" and ")" in text[end:found.end()] and "(" in text[max(0, start - 2):start]:
                continue  # «DS312-Staff (пароль у Антона), DS312-Guest»: the bracket closed on who keeps it; next, another thing
            value = values.get(found.end())
            if value is None:  # (several shapes often end where the same value starts)
                value = values[found.end()] = _value_at(text, found.end())
            if _one_c_named(found.group(), value) and (not _VALUE_FOLLOWS.match(text, found.end() + len(value))
                                                       or _CHANGED_AFTER.match(text, found.end() + len(value))):
                continue  # «истёк пароль в 1С:Медицина»: a 1C product's name (read as the value, or after its colon), no value;
                #           «Пароль от 1С:Аптеки сменила сегодня — …»: its password changed, whatever follows
            if ID_PREFIXED.match(value) or _AWS_KEY_ID.fullmatch(value.rstrip(_TRAIL)) and only_key_ids(text, runs or []):
                continue  # "Dropbox team member id … (for the offboarding API call): dbmid:AAbB…": a member's id; "Access key id …
                #           is AKIA… (the secret access key is only in 1Password)": the key's id alone
            if decoded_shown(value, text):
                continue  # "ключ сообщения в base64: cGF5bWVudC0xMjM0NQ== → payment-12345": data decoded in the note
            if _commit_id(value, text, start):
                continue  # "Commit that introduced the auth bypass …: 3e9b1f47…": a commit's id, the secret's name a word of its story
            if shape == "assigned" and cls == PASSWORD and text[found.end() - 1:found.end()] in _QUOTES \
                    and (spaced := _SPACED_APP_PASSWORD.match(text, found.end())) is not None \
                    and len(set(spaced.group(1).replace(" ", ""))) >= 8:
                return PASSWORD  # `smtp_password = "wcug taku uuud vtrt" (app password)`: the four groups quoted whole
                #                  under a password's name (not "xxxx xxxx xxxx xxxx", "abcd abcd abcd abcd": a mask)
            if shape != "assigned" and value.startswith("-") and _FLAG.fullmatch(value):
                continue  # "Set-ADAccountPassword -Identity ivanov -Reset", "passwd --expire ivan": a command's option, not a value
            if "&" in value and start > 0 and text[start - 1] in "?&":
                value = value.partition("&")[0]  # `maps/dir/?api=1&origin=…`: a query's parameter ends at the next `&`
            if cls == PASSWORD and value.lower().rstrip(".,;:)") in HASH_SCHEMES:
                continue  # "Password storage: scrypt (N=2^15)": how passwords are hashed, named
            if cls == PASSWORD and value.count("/") >= 2 and _WORD_PATH.fullmatch(value):
                continue  # «пароль … лежит в Vault: secret/data/prod/postgres»: the path it is kept under, not the password
            if cls == PASSWORD and value.lower() in _MANAGERS:
                continue  # «пароль от него в 1Password»: where the password is kept, not the password
            if len(value) >= 8 and one_character(value):
                continue  # "Api-Key: 00000000-0000-0000-0000-000000000000": a nil value, as docs print the format
            if not value:
                if shape in ("assigned", "bare") and cls in (PASSWORD, SECRET) and text.startswith("(", found.end()):
                    inner = _BRACKETED.match(text, found.end())  # "the password (Dragon!6113!) works for both"
                    if inner and (_password_shaped(inner.group(1)) if cls == PASSWORD else _generated_key(inner.group(1))
                                  or _secret_value(cls, inner.group(1), "assigned", token)):  # "the TRAVIS_API_TOKEN (…)"
                        return PASSWORD if cls == PASSWORD else _secret_kind(token)
                continue
            if "\n" in found.group() and _NEXT_NAME.match(value):
                continue  # `DB_PASS=` with nothing after it: the next line is the next name, not this one's value
            if "\n" in found.group() and RULED_OUT.search(text, max(0, start - 8), start):
                continue  # "config (no secrets in it):\nlanguage: …": none said to be there, the next line something else
            if len(value) >= 64:
                if sealed is None:
                    sealed = bool(_SEALED.search(lowered))
                if sealed:
                    continue
            if generated_only:
                if _generated_key(value) and len(value) >= 40:
                    return SECRET
                continue
            if shape == "far" and cls == SECRET and _far_hex_key(value, text[end:found.end()]):
                return _secret_kind(token)
            if shape == "far" and cls == SECRET and is_uuid(value) and "api" in _parts(token) \
                    and len(text[end:found.end()].split()) <= 4 and not _NOT_KEY_WORDS.search(text, end, found.end()):
                return _secret_kind(token)  # "Heroku API key for the deploy bot <uuid>": an API key that is a UUID
            if shape == "far" and cls == PASSWORD and value.isalnum() and (
                    "." in text[end:found.end()] or ";" in text[end:found.end()]
                    or _THING_BEFORE.search(text, max(0, found.end() - 24), found.end())):
                continue  # "… по шаблону, см. doc123456", "… от сайта school123": a plain word+number across a sentence's end or
                #           after the thing it names is that thing's name, not its password
            if shape == "far" and cls == PASSWORD and value.islower() and value.isascii() and _WORD_AND_DIGITS.fullmatch(value) \
                    and _ENDS_CLAUSE.match(text, found.end() + len(value)):
                return PASSWORD  # "пароль от wifi у бабушки belka8378": a word and a number, ending the note or clause
            if shape == "far" and cls == PASSWORD and pattern is _BARE_FAR and len(text[end:found.end()].split()) == 1 and len(value) >= 8 \
                    and has_alpha(value) and has_digit(value) and looks_like_password(value) \
                    and not value.startswith(("http", "www.")) and not _AFTER_SUBJECT.match(text, found.end() + len(value)):
                return PASSWORD
            if shape == "bare" and cls == PASSWORD and _USER_BEFORE.search(text, max(0, found.end() - 24), found.end()):
                continue  # "пароль для пользователя petrov2020 сбросили": the login it belongs to, not the password
            if shape == "filled" and cls in (SECRET, "bare key") and _HEX_ONLY.fullmatch(value) and _EVENT_ID_WORDS.search(found.group()):
                continue  # "Token refresh failed …, correlation: <hex>", «токен истёк, в логах трейс: <hex>»: an event's id, not the key
            if shape == "filled" and _DIGEST_LABEL.search(found.group()):
                continue  # "SSH-ключ ed25519, отпечаток SHA256: …": the key's fingerprint, a digest named by its algorithm
            if shape == "filled" and _STATE_SAID.search(found.group()):
                continue  # «вход по паролю отключён: PasswordAuthentication no»: a switch's state, then the setting that sets it
            if shape == "filled" and "(" in found.group() and _PARAMETER_OPENS.search(found.group()):
                continue  # "Passwords … are argon2id (m=64MiB, t=3, p=4)": a parameter in a bracketed list, not the name's value
            if shape == "filled" and _SCHEME_GLUED.search(found.group()):
                continue  # "KMS key arn:aws:kms:…": a URI's scheme, not a label and its separator
            if cls == "bare key" and shape == "bare" and looks_random(value, 16) and has_digit(value) \
                    and names_service(text[max(0, start - 40):start]) and not _AFTER_SUBJECT.match(text, found.end() + len(value)):
                return SECRET  # "alpha vantage key TM39…": a service's key has only a length
            if shape in ("bare", "far") and (cls == "bare key" and not (_generated_key(value) or shape == "bare"
                                                                        and _key_value(value, _word_before(text, start)))
                                             or _AFTER_SUBJECT.match(text, found.end() + len(value))):
                continue
            if cls == WIFI and _NETWORK_NAME.search(text, end, found.end()):
                continue  # "the wifi network is called …": its name, not its password
            if cls == PASSWORD and shape in ("bare", "far") and _SSID_SHAPED.fullmatch(value) \
                    and _NETWORK_JUST_BEFORE.search(text, max(end, found.end() - 24), found.end()):
                continue  # «пароль от Wi-Fi «Kazan_Home_5G» — в Bitwarden», «пароль от гостевой сети School_Guest выдаёт
                #           секретарь»: the network's name right after the word for it, not its password
            if cls == PASSWORD and value.lower().strip("'\"«»") in _VENDOR_DEFAULTS \
                    and _DEFAULT_SAID.search(text, max(0, start - 40), found.end()):
                continue  # «стандартный пароль admin/admin», "the factory default password admin": the vendor's, printed on the box
            if shape == "far" and (_FILE_PATH.fullmatch(value) or text.startswith(("}}", " }}", "}", " }"), end)):
                continue  # "${{ secrets.STEAM_PASS }} +run_app_build build/app_2381230.vdf": the name a template's reference
                #           (the value filled in elsewhere), and a file's path further on, not the password
            if cls == PASSWORD and shape == "bare" and value.endswith("?") and value[:-1].isalpha():
                continue  # «Можно ли сохранять пароль от Госуслуг в браузере?»: a question's last word
            if cls == PASSWORD and shape == "far" and _SSID_SHAPED.fullmatch(value) and _SSIDS_LISTED.search(text):
                continue  # "Wi-Fi SSIDs: DS17_Staff (WPA2, 5 GHz), DS17_Guest …": the networks' names listed
            if cls == PASSWORD and shape in ("bare", "far") and _PLACE_JUST_BEFORE.search(text, max(end, found.end() - 24), found.end()) \
                    and (_HOST_LIKE.fullmatch(value) or not _SITE_WORD.search(text, max(end, found.end() - 24), found.end())):
                continue  # «пароль на сайте portmurmansk-gov.ru», «пароли … теперь там, в папке «Приёмка-2024»»: the site it was
                #           typed on, the folder it is kept in, not the password
            if shape == "far" and (_HOST_LIKE.fullmatch(value) or _MASKED_ADDRESS.fullmatch(value)):
                continue  # "… password expires today", link to micros0ft-login.xyz", "Failed password for … from 185.22.xx.xx":
                #           a host or an address further on, not the password
            if shape in ("filled", "assigned") and _HEX_ONLY.fullmatch(value) and (_word_before(text, start).lower() in _DIGEST_WORDS
                                                                   or _DIGEST_BEFORE.search(text, max(0, start - 40), start)):
                continue  # «хэш пароля … был MD5 — <hex>», "SHA-256 of the DSM .pat: <hex>": a digest named before the name
            if shape in ("filled", "far") and cls == "bare key" and token.lower() == "key" and _HEX_ONLY.fullmatch(value) \
                    and _NOT_KEY_WORDS.search(text, end, found.end()):
                continue  # "MD5 of the key file is <hex>": the words between make the hex a file's digest, not the key
            if cls == PASSWORD and shape in ("bare", "far") and _EXAMPLES_END.search(text, start, found.end()):
                continue  # «Пароли вроде qwerty123 … запрещены», "passwords like …": examples of a kind, not a password
            if shape == "filled" and cls == PASSWORD and _EVENT_BETWEEN.search(found.group()) \
                    and not (_password_shaped(value) and not _LOWER_KEBAB.fullmatch(value) and not (_TWO_WORDS.fullmatch(value) and _FORGOT.search(found.group()))):
                continue  # "password changed on server: web01", "Passwort vergessen → Reset-Link": what befell it and where, not it
            if shape == "bare" and _PLACE_GAP.fullmatch(found.group()):
                continue  # "a password on a Post-it under the keyboard": where it is kept, an object named after an article
            if shape == "bare" and cls == PASSWORD and _RU_COMPOUND.fullmatch(value.rstrip(".,;:!?»")) \
                    and _OPENS_WHAT.search(found.group()):
                continue  # «пароль от своего банк-клиента»: the system it opens, a compound noun, not the password
            if shape == "bare" and _ABOUT_THE_NAME.match(text, end) and value[:1].isalpha():
                continue  # "password manager-ում է" (Armenian's case ending glued on): the name's own noun, not a value
            if _BARE_URL.fullmatch(value.rstrip(".,;:)")):
                continue  # "как сделать app password в gmail: myaccount.google.com/apppasswords": the page to make one, an address
            if _UNC_PATH.match(value):
                continue  # "Бэкапы конфигов — \\fs01\it\mikrotik\": a Windows share's path, where things are kept
            if _ADDRESS_VALUE.fullmatch(value.rstrip(".,;:!?»'\"")):
                continue  # «перешлите пароль от VPN на drill@tsu-sec.ru», "email the password to ext-auditor@…": where it is
                #           sent, an address, not the password
            if shape in ("bare", "far") and _THING_AFTER.match(text, found.end() + len(value)):
                continue  # "password for the Refinitiv World-Check portal": the thing it opens, named before its noun
            if "=" in value and _DSN_FIELD.match(value) or _NONE_BEFORE.search(text, max(0, start - 12), start) \
                    and _DSN_FIELD.search(text, end, found.end() + 1):
                continue  # "DSN has no password: host=… port=6432 user=billing_app": none named, a connection string's fields
            if token.lower() == "dsn" and _DSN_FIELD.search(text, end, found.end() + 1) \
                    and not _DSN_SECRET.search(text, end, end + 400):
                continue  # "Read replica DSN: host=… user=analytics sslmode=verify-full": its fields, no password among them
            if value.lower().rstrip(",.!") in ("hunter2", "hunter12") and _JOKE.search(text):
                continue  # '"my password is hunter2" — the old internet joke': bash.org's, quoted as one
            if _QUOTED_LIST_GAP.fullmatch(found.group()) and not _password_shaped(value):
                continue  # "Achievement name ideas: 'Skeleton Key', 'Forgot My Password', 'Two-Factor Moth'": the name the last
                #           word of one quoted item, the "value" the next item's first
            if _WINDOWS_SID.fullmatch(value.rstrip(".,;:")):
                continue  # "Domain SID on the box: S-1-5-21-…": a Windows security identifier names an account, no secret
            if value.lower() in _HARDWARE_KEYS or shape == "bare" and value.lower().rstrip(".,;:") in _ROUTER_BRANDS:
                continue  # "a 16-char password and a hardware key … — YubiKeys for everyone": the device, not a password
            if shape == "bare" and (_MAILBOX.fullmatch(value) or _SYSTEMS_NAMED.fullmatch(value) and not has_digit(value)):
                continue  # «пароль от почты clinic@», «от кабинета ВетИС/Меркурий»: the mailbox or the systems it opens
            if shape == "bare" and (_NETWORK_GAP.search(found.group()) or _SITE_GAP.search(found.group())
                                    and text[found.end():found.end() + 1] in ("«", '"', "'")) \
                    and _CHANGED_AFTER.match(text, found.end() + len(value) + 1):
                continue  # «Пароль от Wi-Fi «Kamerton_Staff» поменяли», «от сайта «4точки» сохранён …»: the network's or the site's
                #           name, its password changed or kept
            if shape == "far" and _TICKET_ID.fullmatch(value.rstrip(".,;:)")) \
                    and _word_before(text, found.end()).lower() in _TICKET_WORDS:
                continue  # «… попросил сменить пароль, завёл тикет SEC-2291»: a ticket's number
            if _HEX_ONLY.fullmatch(value) and _DIGEST_SAID.search(text, max(0, start - 120), start):
                continue  # "SHA-256 of the breached-password list … password hook: <hex>": a list's digest, named so
            if _HEX_ONLY.fullmatch(value) and _PRINT_WORDS.search(found.group()):
                continue  # "ADFS token-signing cert thumbprint (…): 594DBCEA…": the hex a certificate's thumbprint, named just before it
            if _HEX_ONLY.fullmatch(value) and _word_before(text, found.end()).lower() in _COMMIT_WORDS:
                continue  # "Rolled back Vektor api to commit b24b30cb…": the hex a commit's id, named just before it
            if shape == "filled" and cls == PASSWORD and (value.isalpha() or _named_before(value, found.group())) \
                    and (_SENTENCE_END.search(found.group()) or "»" in found.group()):
                continue  # «…сменил пароль, включил 2FA. Откуда взялось — выясняем», «пароль от стейджинга» — я: …»: a word past
                #           the sentence or the quote the name stands in («пароль от школьного Wi-Fi … ответила: Wi-Fi только
                #           для учителей»: the thing it opens, named again)
            if value.isalpha() and value.lower() in _parts(token.lower()) and name_class(value) is None:
                continue  # `POSTGRES_PASSWORD=postgres`: a word its own name spells out (the image's documented default)
            if shape == "bare" and "_" in token and found.group().strip(" \t") in ('"', "'"):
                shape = "assigned"  # a config file's `rcon_password "…"`: a key, a space, its quoted value (Source, Quake cfg)
            if shape == "bare" and cls == SECRET and (_ID_WORD.search(found.group()) or _ID_BEFORE.search(text, max(0, start - 30), start)):
                continue  # «ключ с id ajep…», «id статического ключа ajeh…»: the key's id, named so, not the key
            if _NOT_THE_NAME.search(text, max(0, start - 12), start):
                continue  # «это не пароль: 1MXwn…», "not a password: …": the name denied to what follows
            if _MAPPING_KEY.match(text, found.end() + len(value)) or _PROPERTY_SET.fullmatch(value) or _FINGERPRINT_VALUE.match(value):
                continue  # «… ссылаемся на secret:\npostgres:\n  existingSecret: superset-db»: a YAML mapping's key, its value below;
                #           «(пароль подставляет Vault agent): sasl.jaas.config=org.apache…»: a property set, named by its dotted key;
                #           «Отпечаток ключа хоста …: SHA256:e3EF…»: a key's fingerprint
            if cls == SECRET and _CLOUD_ID.fullmatch(value) and _YANDEX_CLOUD.search(text):
                continue  # «Значение — только в Lockbox (секрет e6qpbb43mbcchz4cdq9d)»: a Yandex Cloud resource's id, not the key
            if shape == "bare" and cls == SECRET and is_uuid(value.rstrip(_TRAIL)) and "api" in _parts(token.lower()) \
                    and "-" in token:
                return _secret_kind(token)  # "Client-Id 0217260, Api-Key 95786338-2f85-…": a header's name, then its UUID key
            if cls != PASSWORD and _CALLED_PUBLIC.match(text, found.end() + len(value)):
                continue  # "Adyen client key is test_L9AW… — it's the public one for Drop-in": the key said, right after, to be public
            if shape == "filled" and _MAC_LEFT.search(found.group()) and _MAC_ADDRESS.match(text, found.end() - 3):
                continue  # "Wi-Fi adapter MAC 14:AD:D4:B2:D4:66": a MAC address's first byte read as a label and its colon
            if shape == "filled" and cls == SECRET and _SAID_PUBLIC.search(found.group()):
                continue  # «Ключ сайта reCAPTCHA (публичный, для data-sitekey в форме): 6L…»: a key said public between name and value
            if shape == "filled" and _SAID_REMOVED.search(found.group()):
                continue  # «кусок конфига (пароли вырезаны):\nconfig system admin …», "(passwords redacted):": what follows has none
            if shape == "bare" and cls == PASSWORD and _LOGIN_TOO.search(text, max(0, start - 12), start):
                continue  # «secret/data/1c/postgres (логин/пароль usr1cv8)»: both named, the value the account's whose they are
            if _secret_value(cls, value, shape, token):
                return PASSWORD if cls in (PASSWORD, WIFI) else _secret_kind(token)
            if cls == "bare key" and shape in ("assigned", "bare") and looks_random(value, 16) and has_digit(value) \
                    and names_service(text[max(0, start - 40):start]):
                return SECRET  # "the PagerDuty REST key is …": a service's key has only a length
            if cls in (PASSWORD, SECRET) and shape != "bare" and not is_placeholder(value) \
                    and not (shape == "far" and value.isalpha() and value.islower()) \
                    and value.rstrip(_TRAIL).lower() not in _SWITCH_STATES:
                # (not "password changed on server: web01": a word a few words on and a colon after it is a label; nor
                # "password login is off: PasswordAuthentication no": a switch's state, then what sets it)
                second = _SECOND.match(text, found.end() + len(value))
                if second and "/" not in second.group(1) and looks_like_password(second.group(1).rstrip(_TRAIL)) \
                        and not value.endswith(("_", "-")) \
                        and not _IPV4.fullmatch(second.group(1).rstrip(_TRAIL)) \
                        and not is_placeholder(second.group(1)) and not is_digest(second.group(1)) and not _RUST_REF.fullmatch(second.group(1).rstrip(_TRAIL)) \
                        and not (_ASSIGNS_NEXT.fullmatch(second.group(1)) and text.startswith(("\"", "'", "$"), second.end())) \
                        and not _SECRET_OBJECT.fullmatch(second.group(1).rstrip(_TRAIL)):
                    # (not `DB password comes from: DB_PASSWORD="$(…)"`, a variable given a command's output)
                    # (not «… ноутбука: SHA256:<base64>», a fingerprint; not `passphrase: &[u8], salt: &[u8]`, types;
                    # not `secrets.yaml …:\nmqtt_password: <MQTT_PASSWORD>`, a template's blank)
                    return PASSWORD
            if shape in ("assigned", "filled") and cls == PASSWORD and (
                    _prose_word_password(text, found.end(), value, found.group())
                    and (not value.isalpha() or looks_like_password_word(value))  # not "is Google", «: сброшен»
                    or _passphrase(text, found.end(), found.group())):
                return PASSWORD
            if pattern is _BARE and not found.group().strip(" \t\"'`") and cls == PASSWORD and token.isascii() and len(value) >= 5 and value.isalpha() \
                    and all("а" <= c.lower() <= "я" or c in "ёЁ" for c in value) and _ENDS_CLAUSE.match(text, found.end() + len(value)) \
                    and value.lower() not in _NOT_A_WORD_PASSWORD and value.lower() not in _RU_STOP:  # (not «Passphrase обязательна»)
                return PASSWORD  # "the NAS — password мамапапа": a Cyrillic word after the English name is the value
            if pattern is _BARE and not found.group().strip(" \t\"'`«") and cls == PASSWORD \
                    and token.lower().startswith("парол") and _lone_word_password(text, found.end() + len(value), value):
                return PASSWORD  # «Для Телеграма пароль медвежонок», «- Авито: пароль rainbow»: one word that ends the note
            if pattern is _BARE_1 and cls == PASSWORD and token.lower().startswith("парол") and _passphrase(text, found.end(), ":"):
                return PASSWORD  # «пароль от Стима purple monkey dishwasher»
    return None


# words between the name and the colon that tell what befell a password or where, not what it is: then only a value made
# up as a password is (a symbol or capitals inside) is its value ("password changed on server: web01", "… algorithm: Argon2id")
_EVENT_BETWEEN = re.compile(r"(?i)\b(?:expires?|expired|expiry|changed|rotated|reset|updated|upgraded|hashing|hashed|algorithm|"
                            r"server|host|policy|date|since|сменил\w*|поменял\w*|обновил\w*|истека\w*|истёк|хост\w*|сервер\w*|"
                            r"алгоритм\w*|хеш\w*|политик\w*|дата|forgot|forgotten|vergessen|zurückgesetzt|geändert|забыл\w*)\b")
_LOWER_KEBAB = re.compile(r"[a-z]+(?:-[a-z0-9]+)+")  # db-prod-02: a host's name
_TWO_WORDS = re.compile(r"[A-Za-z][a-z]+-[A-Za-z][a-z]+")  # "Reset-Link": what was done, two words (after a password forgotten)
_FORGOT = re.compile(r"(?i)\b(?:forgot|forgotten|vergessen|забыл\w*)\b")


# words that make a hex value a hash, an id or a file's digest rather than a key ("token from commit 3f2a…")
_NOT_KEY_WORDS = re.compile(r"(?i)(?<!hmac-)(?<!hmac )(?<!hmac_)sha|md5|hash|хеш|хэш|commit|коммит|checksum|digest|сумм|\bid\b|uuid|fingerprint|thumbprint|отпеч|"
                            r"build|сборк|\brev\b|revision|version|верси|etag|trace|request|запрос|file|файл|image|образ|\bgit\b|\bsum\b|идемпотент|idempot|"
                            r"заказ|order|кэш|cache|partition|сесси|session"
                            # a key said public: «Ключ сайта reCAPTCHA (публичный, для data-sitekey в форме): 6L…»
                            r"|" + _PUBLIC_SAID)


# words between a key's name and a hex value that make the hex an event's, a log's, a bill's or a ticket's id
_EVENT_ID_WORDS = re.compile(r"(?i)correlat|трейс|trace|номер|\bnumber|\bno\.|invoice|fail|error|ошибк|упал|\blogs?\b|"
                             r"\bлог|event(?!s? ?v\d)|событи|ticket|тикет|incident|инцидент|\bjobs?\b|\bruns?\b|\bpr\b|pull request|issue|ревизи|"
                             r"expired|истёк|истек")
_HEX_ONLY = re.compile(r"[0-9a-fA-F]{16,}")
_ADDRESS_VALUE = re.compile(r"[\w.+\-]+@(?:[\w\-]+(?:\.[\w\-]+)+|…|\.\.\.)")
_THING_AFTER = re.compile(r"[ \t]+(?:portal|site|website|account|app|application|system|service|console|dashboard|page|"
                          r"портал\w*|сайт\w*|кабинет\w*|аккаунт\w*|систем\w*|сервис\w*)\b")
_NONE_BEFORE = re.compile(r"(?i)\b(?:no|without)[ \t]+$|(?<!\w)(?:нет|без)[ \t]+$")
_DSN_SECRET = re.compile(r"\b(?:password|passwd|pwd|sslkey|sslpassword)=|://[^/\s:@]+:[^/\s@]+@", re.IGNORECASE)
_WINDOWS_SID = re.compile(r"S-1-\d{1,2}(?:-\d{1,10}){1,14}")
_NOT_THE_NAME = re.compile(r"(?i)(?:^|[\s(])(?:не|not an?|not the|not)[ \t]+$")
_BUT_OTHER = re.compile(r"(?i)[ \t]*,[ \t]*(?:а|but|just|только)[ \t]")
_JOKE = re.compile(r"(?i)\b(?:joke|joking|jokes|meme|bash\.org|classic|obviously not|not (?:his|her|my|their|a real))\b|(?<!\w)(?:шутк|мем|прикол|żart|vtip)\w*|\bklasyczn\w*")
# the router a Wi-Fi password is set on: «как сменить пароль от Wi-Fi на TP-Link»
_ROUTER_BRANDS = frozenset(("tp-link", "tplink", "keenetic", "mikrotik", "zyxel", "d-link", "dlink", "asus", "netgear", "linksys",
                            "tenda", "huawei", "xiaomi", "ubiquiti", "mercusys", "eero", "fritzbox", "fritz!box", "ростелеком"))
_HARDWARE_KEYS = frozenset(("yubikey", "yubikeys", "solokey", "solokeys", "nitrokey", "nitrokeys", "titan", "рутокен", "рутокены",
                            "rutoken", "jacarta", "onlykey"))
_DSN_FIELD = re.compile(r"\b(?:host|port|dbname|user|sslmode|hostaddr|database|server|application_name)=", re.IGNORECASE)
_ONE_C = re.compile(r"1[СсCc]:[^\W\d_]+(?:[ -][^\W\d_]+)?")


def _one_c_named(gap: str, value: str) -> bool:
    """Whether the value read after a password's name (`gap` the text between) is a 1C product's name, «1С:Медицина»: the
    value itself, or its second half when the gap ends in the product's colon."""
    name = value if value[:2] in ("1С", "1с", "1C", "1c") else gap[-3:] + value if gap.endswith(("1с:", "1С:", "1c:", "1C:")) else ""
    return bool(name) and _ONE_C.fullmatch(name.rstrip(".,;:!?")) is not None


_VALUE_FOLLOWS = re.compile(r"[^\n;]{0,60}?(?:—|–|:|=)[ \t]*\S")
# between two quoted items of a list: "'Forgot My Password', 'Two-Factor Moth'", «…«Мой пароль», «Ключ от…»»
_QUOTED_LIST_GAP = re.compile(r"['\"»”]\s*[,;]\s*['\"«“]")
_UNC_PATH = re.compile(r"\\\\[\w.$-]+\\[\w.$\\-]*$")  # \\host\share\folder\
_NETWORK_GAP = re.compile(r"(?i)wi-?fi|вай-?фай|сети|network")
_SITE_GAP = re.compile(r"(?<!\w)(?:сайта|магазина|портала|кабинета|приложения|сервиса)[ \t]+$")  # (its name in quotes after it)
_CHANGED_AFTER = re.compile(r"[»\"']?[ \t]*(?:поменяли|сменили|изменили|поменял[аи]?|сменил[аи]?|changed|was changed|got changed|updated|reset"
                            r"|сохран[её]н\w*|хранится|лежит)(?!\w)")  # (or where it is kept: «Пароль от сайта «4точки» сохранён в браузере»)
_TICKET_ID = re.compile(r"[A-Z][A-Z0-9]{1,9}-\d{1,6}")
_TICKET_WORDS = frozenset(("тикет", "тикета", "ticket", "issue", "задача", "задачу", "jira", "incident", "инцидент", "case", "кейс",
                           "заявка", "заявку", "заявке"))
_DIGEST_SAID = re.compile(r"(?i)\bsha-?(?:1|224|256|384|512)\b|\bmd5\b|\bchecksum\b|(?<!\w)(?:хэш|хеш)\w*")
_PRINT_WORDS = re.compile(r"(?i)\b(?:thumbprint|fingerprint|digest|checksum)\b|(?<!\w)отпечат")  # (between a name and hex)
_COMMIT_WORDS = frozenset(("commit", "commits", "коммит", "коммита", "коммите", "коммиту", "sha", "rev", "revision", "ревизия",
                           "ревизии", "ревизию"))
_SHELL_JOIN = re.compile(r"&&|\|\|")  # commands joined on a shell line (a lone `|` is also a table's column)
_BRACKETED_WORDS = re.compile(r"\([^()\n]{1,30}\)")
_API_WORD = re.compile(r"(?i)\bapi\b|\bапи\b|\bdeveloper\b|(?<!\w)разработчика(?!\w)")  # (Diadoc's «ключ разработчика» is a UUID)
_PRODUCT_ID = re.compile(r"\b[A-ZА-ЯЁ]\w+ I[Dd]\b")  # "Яндекс ID", "Apple ID", "Sber ID": a product's name
_SWITCH_STATES = frozenset(("off", "on", "disabled", "enabled", "no", "yes", "true", "false", "выключен", "включён", "включен",
                            "отключён", "отключен", "запрещён", "запрещен", "разрешён", "разрешен"))
_STATE_SAID = re.compile(r"(?i)(?<!\w)(?:off|disabled|enabled|turned off|switched off|отключ[её]н\w*|выключ[её]н\w*|"
                         r"включ[её]н\w*|запрещ[её]н\w*|разреш[её]н\w*)[ \t]*:[ \t]*$")
_WORD_PATH = re.compile(r"/?[A-Za-z][a-z]*(?:[_\-.][A-Za-z0-9][a-z0-9]*)*(?:/[A-Za-z][a-z]*(?:[_\-.][A-Za-z0-9][a-z0-9]*)*){2,}/?")  # secret/data/prod/postgres: a store's path
# an option that takes a kind just before: `--scanners secret`, `--type token` (the word names what is scanned, not a value)
_FLAG_BEFORE = re.compile(r"(?<!\S)--(?:scanners?|type|kind|mode|format|resource|category|scope|rule|detector)[ =]$")
_FLAG = re.compile(r"--?[A-Za-z][A-Za-z\-]*")  # `-Identity`, `--expire`: a command's option (letters only)
# capitalised words run together, each of three letters or more (a directive's or a class's name): a generated key of 20+
# characters almost never splits so
_CAMEL_WORDS = re.compile(r"(?:[A-Z][a-z]{2,}){2,}(?:[A-Z]{2,3}|[A-Z][a-z]{2,})?")
_PARAMETER_OPENS = re.compile(r"\([ \t]*[A-Za-z_][\w.\-]{0,15}[ \t]*=[ \t]*[\"'`]?$")  # "(m=", "(iterations = "
_SCHEME_GLUED = re.compile(r"(?<![\w.\-])[a-z][a-z0-9]{1,5}:$")  # the filler word glued to its colon: arn:, urn:, s3:


def _far_hex_key(value: str, between: str) -> bool:
    """"ключ AssemblyAI 0d3f…": a hex key of a key's length (32, 40, 48, 64; letters and digits) one or two words
    after the name, when those words do not make it a hash or an id."""
    between = _BRACKETED_WORDS.sub(" ", _PRODUCT_ID.sub(" ", between))  # "ключ апи погоды (openweather) <hex>"
    if len(between.split()) > 2 or _NOT_KEY_WORDS.search(between):
        return False
    if is_uuid(value):  # "ключ API 2ГИС <uuid>": a UUID only where the words say API
        return bool(_API_WORD.search(between))
    return bool(_HEX_KEY.fullmatch(value)) and has_digit(value) and has_alpha(value) or small_random(value)


_NOT_A_WORD_PASSWORD = frozenset({"none", "null", "empty", "blank", "unset", "required", "optional", "disabled", "enabled",
                                  # a verdict on the request: «… прислать логин и пароль ОФД — фишинг»
                                  "фишинг", "phishing", "scam", "развод", "мошенники", "fake", "фейк",
                                  "unknown", "hidden", "redacted", "removed", "secret", "password", "default",
                                  "нет", "пусто", "скрыт", "скрыто", "есть", "сменить", "поменять", "забыл", "забыла",
                                  # what a rule says of it: «passphrase обязателен», «пароль — никогда в заметках»
                                  "обязателен", "обязательна", "обязательно", "нужен", "нужна", "требуется", "никогда", "never",
                                  "mandatory"})
# a passphrase of 3-6 small words behind "password:" / "пароль —" / "password is", ending the note or clause
# (a number among the words, or a capital opening one: "zpocn tgvfbx yron 24", «My lyublyu Volgu 5688 goda!» — then only behind a
# colon or a dash, with three words of letters: `_passphrase`)
_PASSPHRASE = re.compile(r"[\"'`«“]?((?:(?:[a-z]{3,12}|[A-Z][a-z]{1,11}|\d{2,4}) ){2,5}(?:[a-z]{3,12}|[A-Z][a-z]{1,11}|\d{2,4}))[\"'`»”]?[ \t]*(?:$|[.!;\n]|,\s|\s[—–-]\s)")
_PASSPHRASE_STOP = frozenset("""the and for with from via see ask use same as reset saved stored sent changed not set
is are was were in on at to by of into onto your my our his her their its this that these those then than when where
which who what how all any some one two three new old only just also too very it be been being do does did done can
will would should could may might must shall here there out up down off over under again once more most other such no
nor own so please check email mail login sign via manager vault keychain chrome browser app phone sms text note notes
и в на от до по с у как тот же что это см из за для при без под над или но не ни да же бы ли то так там тут уже
сменить поменять спроси спросить смотри смотреть менеджер паролей почте почты смс телефон приложении блокноте""".split())


_RU_NOT_NOUN = ("л", "ла", "ли", "ло", "ть", "ться", "ет", "ит", "ют", "ут", "ат", "ят", "ем", "им", "ый", "ий", "ой", "ая",
                "яя", "ое", "ее", "ые", "ие", "ен", "ён", "ёт", "ём", "на", "но", "ны", "ан", "ян", "ал", "ся", "сь",
                "те",  # (an imperative to people: «… а пароль смените»)
                "ше")  # (a comparative: «Одним паролем меньше», «паролем больше»)
_RU_STOP = frozenset("""теперь другой такой старый новый всегда везде нужен сложный простой длинный короткий обычный
стандартный забыт забыла забыл поменяла поменял сменила сменил стоит есть нету такой
через тоже также отдельно внутри снаружи потом позже сменён сменен изменён изменен поменян обновлён обновлен сброшен
помню знаю помнит знает записан записано""".split())  # («wifi: ssid/password через !secret»: where it comes from)


def _lone_word_password(text: str, end: int, value: str) -> bool:
    """«пароль медвежонок» at the end of the note: a Latin word (5+ small letters) or a Cyrillic noun (6+ letters, not a
    verb's or an adjective's ending) with nothing after it."""
    if text[end:].strip(" \t.!\"'»") or not value.isalpha():
        return False
    if value.isascii():
        return value.islower() and len(value) >= 5 and value not in _STOP_WORDS and value not in _NOT_A_WORD_PASSWORD \
            and value not in ("admin", "administrator", "root", "guest", "user", "login", "default")
    lowered = value.lower()
    return len(value) >= 6 and not lowered.endswith(_RU_NOT_NOUN) and lowered not in _RU_STOP and lowered not in _WHOSE_PASSWORD


# what a password is of, in the genitive, after «пароль»: «сменить стандартный пароль админки» names whose it is
_WHOSE_PASSWORD = frozenset(("админки", "роутера", "модема", "почты", "вайфая", "сети", "ноутбука", "компьютера", "телефона",
                             "планшета", "аккаунта", "учётки", "учетки", "сайта", "кабинета", "приложения", "сервера", "камеры",
                             "домофона", "регистратора", "хранилища", "облака", "администратора", "админа", "пользователя"))


_DESCRIBES = frozenset("""four five six three two random words word long short few several letters characters chars numbers
digits symbols strong weak easy hard simple complex unique secure different usual typical memorable""".split())


def _passphrase(text: str, at: int, separator: str) -> bool:
    """"password: correct horse battery staple", «пароль — purple monkey dishwasher»: 3-6 small Latin words, none a word
    of prose (an article, a preposition, a verb of saving or changing), behind a colon or a dash."""
    marked = bool(_MARKED_SEPARATOR.search(separator))
    if not marked and not separator.rstrip(" \t\"'`«“").lower().endswith(" is"):
        return False
    found = _PASSPHRASE.match(text, at)
    if found is None or any(word in _PASSPHRASE_STOP for word in found.group(1).split()):
        return False
    words = found.group(1).split()
    if any(word.isdigit() or word[0].isupper() for word in words):  # a number or a capital among the words: only behind a colon
        # or a dash, three words of letters at least, none a unit, a month or a word that describes ("min 12 chars", "Dave
        # says 90 days", "valid until June 2026")
        return marked and sum(len(word) >= 3 and word.isalpha() for word in words) >= 3 \
            and not any(word.lower() in _NOT_PICKED for word in words)
    # after "is" only a passphrase that ends the note or its sentence ("… is happy little cloud."), none of its words one
    # that describes a password ("the passphrase is four random words")
    return marked or not any(word in _DESCRIBES for word in found.group(1).split()) and (
        found.end() >= len(text.rstrip()) or text[found.end() - 1:found.end()] in ".!\n")


_STATE_WORDS = frozenset({"weak", "strong", "simple", "obvious", "terrible", "awful", "fine", "good", "bad", "easy", "hard",
                          "short", "long", "old", "new", "wrong", "right", "ok", "okay", "unique", "random", "complex",
                          "great", "useless", "insecure", "secure", "outdated", "gone", "lost", "invalid", "valid",
                          "compromised", "predictable", "guessable", "stale", "default", "different", "identical"})
_NOT_PICKED = frozenset("""days day hours hour years year months month weeks week minutes mins seconds secs times chars characters
digits letters symbols words says said until since after before january february march april may june july august september
october november december jan feb mar apr jun jul aug sep sept oct nov dec min max folder folders vault shared group entry
note notes sheet file drive bitwarden keepass keepassxc lastpass dashlane""".split()) | _DESCRIBES | _STATE_WORDS


_PLURAL_IS = re.compile(r"(?i)(?:words|wds|codes|keys|tokens|secrets|пароли|ключи|токены)\W{0,3}\s+(?:are|were|всё|все)\s*$")


_MARKED_SEPARATOR = re.compile(r"[:=—–]\s*[\"'`«“]?$")  # a colon, an equals sign or a dash: a value follows, not a state


def _prose_word_password(text: str, at: int, value: str, separator: str = "") -> bool:
    """"my password is sunflower.", "Facebook password: bluebirdsing", «пароль от почты: qwertyuiop» — a lone word that
    ends the sentence, after an explicit "password is" (or, for the filled shape, a colon or dash after a few words)."""
    if not value.isalpha() or len(value) < 5 or value.lower() in _STOP_WORDS:
        return False
    marked = bool(_MARKED_SEPARATOR.search(separator))
    if not marked and not separator.rstrip(" \t\"'`").lower().endswith((" is", " is:", "'s", "’s")) and " is " not in separator.lower():
        return False  # the filled shape counts only behind a colon or a dash ("пароль от почты: X")
    if value.islower() and (not marked and value.endswith(("ed", "ing", "able", "ible")) or value in _STATE_WORDS
                            or value in _NOT_A_WORD_PASSWORD) or _PLURAL_IS.search(text, max(0, at - 16), at):
        return False  # "my passwords are reused", "the password is expiring", "… is too obvious": a state, not a value
    rest = text[at + len(value):at + len(value) + 2]
    return rest == "" or rest[0] in ".!\n" or rest.startswith(" (")


