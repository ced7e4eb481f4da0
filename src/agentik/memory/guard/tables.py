"""Secrets in a table: a header row names a column password, token or key (markdown `| логин | пароль |`, CSV, TSV,
`;`-separated), and a row below holds a value of that kind in that column; or a settings table of two columns, name and
value, whose row names a password or token and holds one (`| Пароль | vH3kP9ta |` from an ISP's contract).

The header's cells are read by `named.name_class` (the words that name a secret, EN and RU); a password cell must
look like one (`text.looks_like_password`, with a digit), a key or token cell must be random (`text.looks_random`).
Placeholders and words ("в менеджере", "(in vault)") pass.
"""

from __future__ import annotations

import csv
import re

from .named import _MANAGER_NAMES, PASSWORD, SECRET, name_class
from .text import has_alpha, has_digit, is_placeholder, looks_like_password, looks_random

TABLE = "password in a table"
_DELIMITERS = ("|", "\t", ";", ",")
_RULE_ROW = re.compile(r"[\s|:\-+=]+")  # a markdown table's |---|:---:| line
_EMAILISH = re.compile(r"@[\w\-]+\.")  # an address, not a password with an @ in it
_CELL_WORDS = re.compile(r"[^\W\d_][\w\-]*(?:[ _/][^\W\d_][\w\-]*){0,2}")


def _cells(line: str, delimiter: str) -> list[str]:
    if delimiter == "|":
        line = line.strip().strip("|")
    elif '"' in line:  # CSV's quoted cells may hold the delimiter: `"…","спутник, резерв"`
        return [cell.strip().strip("'`") for cell in next(csv.reader([line], delimiter=delimiter, skipinitialspace=True))]
    return [cell.strip().strip("\"'`") for cell in line.split(delimiter)]


def _column_kind(cell: str) -> str | None:
    if len(cell) > 30 or not _CELL_WORDS.fullmatch(cell):
        return None
    kind = name_class(cell.replace(" ", "_").replace("/", "_"))
    return kind if kind in (PASSWORD, SECRET) else None


def _secret_cell(kind: str, value: str) -> bool:
    if not value or " " in value or is_placeholder(value):
        return False
    if kind == PASSWORD:
        return (6 <= len(value) <= 64 and has_digit(value) and has_alpha(value) and looks_like_password(value)
                or 10 <= len(value) <= 64 and value.isascii() and value.isalpha() and sum(c.isupper() for c in value[1:]) >= 3
                and sum(c.islower() for c in value) >= 3
                or 10 <= len(value) <= 64 and value.isascii() and sum(not c.isalnum() for c in value) >= 2
                and sum(c.isupper() for c in value) >= 2 and sum(c.islower() for c in value) >= 3 and looks_like_password(value)) \
            and "://" not in value and not _EMAILISH.search(value)  # (or letters alone, capitals inside: "EnBpZRzCcWiS"; or
    #                                                                 letters and symbols: "j%wjH!EeWqFVs$HA")
    return looks_random(value, 16)


def _named_row(lines: list[str]) -> bool:
    """A two-column markdown table of settings whose row names a password or token in its first cell and holds one in
    its second (an ISP contract's `| Пароль | vH3kP9ta |`)."""
    for line in lines:
        if line.count("|") >= 2:
            cells = _cells(line, "|")
            if len(cells) == 2 and (kind := _column_kind(cells[0])) is not None and _secret_cell(kind, cells[1]):
                return True
    return False


# a password manager's CSV export, told so: "1Password export line:", «экспорт из KeePass», "Bitwarden export row"
_EXPORT_SAID = re.compile(r"(?i)\bexport\w*|(?<!\w)экспорт\w*|password manager|менеджер\w* парол|\b(?:"
                          + "|".join(sorted(_MANAGER_NAMES, key=len, reverse=True)) + r")\b")
_QUOTED_ROW = re.compile(r'^[ \t]*"[^"\n]*"(?:[ \t]*,[ \t]*"[^"\n]*"){3,}[ \t]*$', re.MULTILINE)


def _export_row(text: str) -> bool:
    """A password manager's CSV export row, the note saying it is one: quoted cells, one a site's address, one a login, one a
    password (`"ING Zakelijk","https://mijnzakelijk.ing.nl","noor.hasibuan","Tulip_2008#MarB5",""`)."""
    if '",' not in text or not _EXPORT_SAID.search(text):
        return False
    for row in _QUOTED_ROW.finditer(text):
        cells = [cell.strip().strip('"') for cell in row.group().split('",')]
        if any("://" in cell for cell in cells) and any(_secret_cell(PASSWORD, cell) for cell in cells if "://" not in cell):
            return True
    return False


def find_table_secret(text: str) -> str | None:
    """TABLE when a column that a header row names password/token/key holds such a value below it, or a row of a
    name/value table names one and holds it; else None."""
    lines = [line for line in text.split("\n") if line.strip()]
    if _named_row(lines) or _export_row(text):
        return TABLE
    for at, line in enumerate(lines[:-1]):
        for delimiter in _DELIMITERS:
            if line.count(delimiter) < (2 if delimiter == "|" else 1):
                continue
            header = _cells(line, delimiter)
            columns = [(i, kind) for i, cell in enumerate(header) if (kind := _column_kind(cell)) is not None]
            if not columns:
                continue
            for row in lines[at + 1:]:
                if delimiter == "|" and _RULE_ROW.fullmatch(row):
                    continue
                cells = _cells(row, delimiter)
                if len(cells) != len(header):
                    break  # the table ended
                if any(_secret_cell(kind, cells[i]) for i, kind in columns):
                    return TABLE
            break  # a line is split by one delimiter only
    return None
