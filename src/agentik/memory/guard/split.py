"""A secret told in parts: halves sent as two chat messages, a key dictated in groups, a token copied off a phone or a PDF with
spaces.

«ключ DaData не влез в заметку одной строкой, первая половина:\\n0863…\\nвторая:\\nce11…», "Datadog key, dictated by Paolo over the phone:
08fb d7fe …", «токен тестового бота (переписал с телефона, с пробелами):\\n613692 6120:A AfrdoW …».
Each part alone is too short or too plain for a value rule; joined, the parts are the key. The note says so itself (`TOLD`: halves,
parts, «склеить», groups, spaces, "remove spaces"); `rejoined` gives the note with its parts put back together where the first one
stood, which the guard reads again with the same rules. A note that names no split is never rejoined.
"""

from __future__ import annotations

import re

from .text import has_alpha, has_digit

TOLD = re.compile(r"(?i)(?<!\w)(?:(?:перв|втор|трет)\w* (?:половин|част)\w*|половин\w*|по частям|частями|склеи\w*|склей\w*|"
                  r"с пробелами|через дефис|группами|в (?:две|2|три|3) строки|продиктова\w*|разби[лт]\w*|без пробелов|"
                  r"(?:убрать|убери|удалить) пробелы|слитно|кусками|собрать вместе|собери вместе)(?!\w)"
                  r"|\b(?:first half|second half|(?:first|second|third) part|in (?:two|2|three|3) (?:parts|halves|pieces|messages|lines)|"
                  r"halves|groups of (?:four|4|five|5|eight|8)|with spaces|split (?:in|into|over|across)|dictated|read (?:it )?(?:out|to me)|"
                  r"in bits|in chunks|join (?:them|it)(?: up)?|joined together|glue (?:them|it)|(?:two|2|three|3) parts|"
                  r"(?:remove|strip|delete|drop|without|no) (?:the )?(?:spaces|whitespace|blanks))\b")
"""The note says its value comes in parts."""
_FINGERPRINT = re.compile(r"(?i)\bfingerprint|(?<!\w)отпечат\w*")

# a run of three or more short groups, one space apart, that is one value copied with spaces (letters and digits both, 16+
# characters joined: "live_IBXvFOJPJw MaMw9W1JvI gpLJuIUWFY (remove spaces)");
# each group has a digit, a "_", ":" or "-", or both cases ("7bd8", "6120:A", "AfrdoW"), so words ("groups of four") end a run
_GROUP = r"(?:(?=[A-Za-z]*[\d_:\-])|(?=[a-z\d_:\-]*[A-Z])(?=[A-Z\d_:\-]*[a-z]))[A-Za-z0-9_:\-]{0,15}[A-Za-z0-9_\-]"  # (not "four:")
_GROUPS = re.compile(rf"(?<![\w:\-])(?:{_GROUP} ){{2,}}{_GROUP}(?![\w:\-])")
# a part on a line of its own (maybe a chat's line, its time and sender before it: "[10:42] Артур: glpat-2XoejsO"), or after the
# words that number it («… первая половина live_Qms…», «вторая t1xa…»)
# (or a chat's sender in brackets: "[Teams, Dennis] 8oE0Q~Dw57…")
# (a password's symbols too: "o5qi\nsNp%\nGDxl\n3ky7", read out in chunks)
_PART_LINE = re.compile(r"(?m)^[ \t]*(?:\[?\d{1,2}:\d{2}\]?[^\n:]{0,30}:[ \t]*|\[[^\]\n]{1,30}\][ \t]*)?([A-Za-z0-9_\-+/=:~.!@#$%^&*]{4,})[ \t]*$")
_PART_NAMED = re.compile(r"(?i)(?:половин\w*|(?<!\w)втор\w*|(?<!\w)трет\w*|(?<!\w)начал\w*|(?<!\w)конец|(?<!\w)част\w*(?: \d)?|\bhalf|"
                         r"\bpart(?: \d)?)[ \t]*:?[ \t]+([A-Za-z0-9_\-+/=:]{6,})[ \t]*$", re.MULTILINE)


def _part(value: str) -> bool:
    """Whether `value` can be a part of a secret, not a word on a line of its own: a digit, a symbol, or both cases in it."""
    return has_digit(value) or not value.replace("_", "").isalnum() or value != value.lower() and value != value.upper()


def _joined_groups(match: re.Match[str]) -> str:
    joined = match.group().replace(" ", "")
    return joined if len(joined) >= 16 and has_digit(joined) and has_alpha(joined) else match.group()


def rejoined(text: str) -> str | None:
    """`text` with the parts of a value it says it splits (`TOLD`) put back together — spaced groups closed up, parts on lines
    of their own or after their numbering words joined where the first stood — or None when nothing was joined."""
    told = TOLD.search(text)
    if told is None or _FINGERPRINT.search(text):
        return None  # (a key's fingerprint is read out in groups to be compared: it is public)
    joined = _GROUPS.sub(_joined_groups, text)
    parts = sorted({(m.start(1), m.end(1)) for pattern in (_PART_LINE, _PART_NAMED) for m in pattern.finditer(joined, told.start())
                    if _part(m.group(1))})
    if len(parts) >= 2:
        value = "".join(joined[start:end] for start, end in parts)
        pieces, last = [joined[:parts[0][0]], value], parts[0][1]
        for start, end in parts[1:]:
            pieces.append(joined[last:start])
            last = end
        pieces.append(joined[last:])
        joined = "".join(pieces)
    return joined if joined != text else None
