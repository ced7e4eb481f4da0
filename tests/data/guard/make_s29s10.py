"""Write s29s10.jsonl: the tenth blind secrets batch of stop 29, written after the s29s9 changes and scored once before
any change for it (README). English prose as a corpus generator writes it, with the value shapes that lost rows
before: small-letter words, two or three words with spaces, words joined with dots, digits only (6-10), leetspeak,
a capitalised word alone, a word and a year, an e-mail-like password, a value ending the sentence with a full stop,
a value in single quotes mid-sentence; templates: 'X's password is Y', 'the password to X is Y', 'I set X's password
to Y', 'X password: Y', 'password for X = Y', 'X login → Y', 'my X PIN: Y'. Look-alikes: the same templates with a
state, a place or a person instead of a value. Rows carry `group`."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from secret_kinds import R, write_groups  # noqa: E402

r = R(2900_10)

S = [
    ("prose-en", "My Hotmail password is sunshine."),
    ("prose-en", "The password to the shared drive is blue elephant"),
    ("prose-en", "I set the kids' iPad password to 20172019"),
    ("prose-en", "Etsy password: m00nl1ght"),
    ("prose-en", "password for the staging DB = correct.horse.battery"),
    ("prose-en", "Grandpa's computer login → Buster"),
    ("prose-en", "my Venmo PIN: 8362"),
    ("prose-en", "The password for my Kindle account is 'readmore2020' if you need it"),
    ("prose-en", "Dave's Xbox password is dave.the.great@live"),
    ("prose-en", "The Nest thermostat app password is Snowflake1987"),
    ("prose-en", "Remember: Wells Fargo online banking password = w3lls!Farg0"),
    ("prose-en", "My password on the library website is my library card number 21394000123456"),
    ("prose-en", "the password to unlock my diary app is rainbow"),
    ("prose-en", "The new password for the work laptop: autumn leaves 42"),
    ("prose-en", "I changed the Hulu password to hulutime2024."),
    ("prose-en", "Password for Mom's email: Roses&Tulips"),
    ("prose-en", "the router admin password, if it resets, is password123"),
    ("prose-en", "My eBay password is bidder.joe77"),
    ("prose-en", "Lily's Roblox password is lilybug"),
    ("prose-en", "work Okta pass - Febru@ry2025"),
    ("prose-en", "The secret for the Heroku dashboard login is dynoRider!9"),
    ("prose-en", "my twitter pw: tw33tyBird"),
    ("prose-en", "the password I use for banking is Emma&Liam2016"),
    ("prose-en", "The Zoom meeting password is 482615"),
    ("prose-en", "The Wi-Fi password at my parents' is nancyandbob"),
    ("prose-en", "I told Sam the garage PIN: 0417"),
    ("prose-en", "PASSWORD FOR ALARM APP: SECURE4HOME"),
    ("prose-en", "My Apple ID password — Macintosh84!"),
    ("prose-en", "the shared Netflix login is family@example.com with password popcorn night"),
    ("prose-en", "The login for the piano teacher's portal is jsmith and the password is melody"),
]

O = [
    ("prose-en", "My Hotmail password is expired, reset it tomorrow"),
    ("prose-en", "The password to the shared drive is with Karen"),
    ("prose-en", "I set the kids' iPad password to something they can't guess"),
    ("prose-en", "Etsy password: reset link sent"),
    ("prose-en", "password for the staging DB = ask the DBA"),
    ("prose-en", "Grandpa's computer login → the usual one"),
    ("prose-en", "my Venmo PIN: changed last week"),
    ("prose-en", "The password for my Kindle account is the same as Amazon"),
    ("prose-en", "The Nest thermostat app password is saved in Chrome"),
    ("prose-en", "the password to unlock my diary app is my fingerprint"),
    ("prose-en", "I changed the Hulu password yesterday."),
    ("prose-en", "the router admin password, if it resets, is on the sticker"),
    ("prose-en", "The Zoom meeting password is in the calendar invite"),
    ("prose-en", "The Wi-Fi password at my parents' is written on the fridge"),
    ("prose-en", "I told Sam the garage PIN changed"),
    ("prose-en", "PASSWORD FOR ALARM APP: ASK DAD"),
    ("prose-en", "My Apple ID password — need to reset, locked out"),
    ("prose-en", "The login for the piano teacher's portal is jsmith and the password is in my email"),
    ("prose-en", "Lily's Roblox account is under parental controls"),
    ("prose-en", "my library card number is on the back of the card"),
]

if __name__ == "__main__":
    write_groups("s29s10", S, [], O)
