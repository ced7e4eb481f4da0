"""The words of a question that carry its meaning: terms, stems and dates, in Russian and English.

Shared below the memory core and the backends: the SQLite backend turns them into an FTS5 MATCH
expression (``agentik.backends.sqlite.fts_query``), the markdown backend into BM25 terms, and the
memory's ranking signals read them.

    "What build tool do we use? Gradle 9.4.1?"  →  build, tool, gradl, 9.4.1

Rules:
- a term is a run of letters/digits, joined through ``. - _ + # / :`` inside identifiers, so
  "9.4.1", "v2.3.0", "k3s", "c++", "x86_64", "self-care" stay whole (hyphen/slash parts of 3+
  characters are added as terms of their own too);
- terms shorter than 3 characters are dropped (a trigram index cannot match them);
- Russian and English stopwords (question words, pronouns, auxiliaries) are dropped;
- a trailing English possessive is cut ("Caroline's" → "caroline");
- a word's Snowball stem (Russian or English, chosen by script) replaces it when the stem is a
  prefix of the word and keeps 4+ characters — a substring match on "заметк" finds "заметка",
  "заметки", "заметку" (``stem=False`` keeps words as typed; stemming raised LoCoMo keyword-only
  recall@10 from 0.607 to 0.639). Snowball runs in C when PyStemmer is installed (~15 µs a query
  instead of ~300 µs);
- dates in the question ("13 March, 2023", «13 марта») add their other written forms first;
- terms are deduplicated case-insensitively.
"""

from __future__ import annotations

import functools
import re
import threading

from .limits import MAX_KEYWORD_SCAN_CHARS

MIN_TERM_CHARS = 3
"""The shortest substring a trigram index can match."""

MAX_TERMS = 24
"""Cap on OR-ed terms, so a pasted paragraph cannot make one keyword query slow."""


_TOKEN = re.compile(r"\w+(?:['’]\w+)*(?:[.\-_+#/:]+\w+)*[+#]*", re.UNICODE)
_SPLIT_PARTS = re.compile(r"[-/]")
_POSSESSIVE = re.compile(r"['’]s$", re.IGNORECASE)
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")

MONTHS_EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
             "november", "december")
MONTHS_RU = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
             "ноября", "декабря")
"""Month names as dates are written: English, and Russian in the genitive ("13 марта")."""
_MONTH_STEMS_RU = ("январ", "феврал", "март", "апрел", "\x00", "июн", "июл", "август", "сентябр", "октябр",
                   "ноябр", "декабр")
_MONTH_WORD = r"(?:[a-z]{3,9}|[а-яё]{3,8})"
_DAY_MONTH = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?(?:\s+of)?\s+({_MONTH_WORD})\b(?:,?\s+(\d{{4}}))?",
                        re.IGNORECASE)
_MONTH_DAY = re.compile(rf"\b({_MONTH_WORD})\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}}))?", re.IGNORECASE)

STOPWORDS_EN: frozenset[str] = frozenset(
    """
    a about above after again against all also am an and any are aren't as at be because been before
    being below between both but by can can't cannot could couldn't did didn't do does doesn't doing
    don't down during each either else ever every few for from further get gets got had hadn't has
    hasn't have haven't having he he'd he'll he's her here here's hers herself him himself his how
    how's however i i'd i'll i'm i've if in into is isn't it it's its itself just let's like lot make
    many may me might more most much must mustn't my myself near neither no nor not now of off often
    on once one only or other ought our ours ourselves out over own per please quite rather really
    said same say says shall shan't she she'd she'll she's should shouldn't since so some such than
    that that's the their theirs them themselves then there there's these they they'd they'll they're
    they've thing things this those though through thus till to too under until up upon us use used
    very via was wasn't we we'd we'll we're we've were weren't what what's whatever when when's where
    where's whether which while who who's whom whose why why's will with within without won't would
    wouldn't yes yet you you'd you'll you're you've your yours yourself yourselves
    anything something nothing everything someone anyone everyone kind sort
    """.split()
)
"""English function words and question words: they say how a question is asked, not what about."""

STOPWORDS_RU: frozenset[str] = frozenset(
    """
    а без более бы был была были было быть в вам вас ведь весь во вот все всё всего всех вы где да
    даже для до его ее её ей ему если есть еще ещё же за здесь и из или им их к как какая какие каким
    какой какое каких когда кого ко кем который которая которые которое котором кто куда ли либо
    меня мне мной мы на над надо нам нас не него нее неё нет ни них но ну о об однако он она они оно
    от очень по под после потому почему при про раз с сам сама сами свой своя свои своё себе себя
    сейчас со так также такой там тебе тебя тем теперь то тогда того тоже той только том ты у уж уже
    хотя чего чей чем что чтобы чтоб чье чьё эта эти это этого этой этом этот я
    зачем сколько откуда разве мой моя мои моё наш наша наши ваш ваша ваши
    """.split()
)
"""Russian function words and question words."""

STOPWORDS: frozenset[str] = STOPWORDS_EN | STOPWORDS_RU


_LOCAL = threading.local()


def _stemmer(language: str):
    """This thread's stemmer for `language` (Snowball stemmer objects are not thread-safe)."""
    stemmers = getattr(_LOCAL, "stemmers", None)
    if stemmers is None:
        stemmers = _LOCAL.stemmers = {}
    stemmer = stemmers.get(language)
    if stemmer is None:
        import snowballstemmer

        stemmer = stemmers[language] = snowballstemmer.stemmer(language)
    return stemmer


def snowball_stem(word: str) -> str:
    """The Snowball stem of one lower-case word, Russian or English by its script (identifiers and
    numbers are kept whole); each thread has its own stemmers."""
    if not word.isalpha():
        return word
    language = "russian" if _CYRILLIC.search(word) else "english"
    return _stemmer(language).stemWord(word) or word


def _stem(word: str) -> str:
    """The stem as a trigram search term: only when it is a prefix of the word of 4+ characters."""
    stem = snowball_stem(word)
    return stem if len(stem) >= 4 and word.startswith(stem) else word


def _month(word: str) -> int | None:
    """1-12 for a month name: English, whole or cut to 3+ letters ("Oct", "Sept"), or Russian in
    any case form ("марта", "марте"); else None."""
    word = word.lower()
    if word in ("may", "май", "мая", "мае"):
        return 5
    for number, (english, russian_stem) in enumerate(zip(MONTHS_EN, _MONTH_STEMS_RU), start=1):
        if len(word) >= 3 and english.startswith(word):
            return number
        if word.startswith(russian_stem) and len(word) - len(russian_stem) <= 2:
            return number
    return None


def date_terms(query: str) -> list[str]:
    """Terms for each day-and-month in `query` ("13 October", "October 13th, 2023", "13 марта"),
    in the forms notes write dates: "13 october", "october 13", "13 марта", and with a year
    "2023-10-13" and "13.10.2023". A day number alone is shorter than a trigram; with its month
    it is a phrase the keyword index can match."""
    found: dict[str, None] = {}
    matches = [(m.group(1), m.group(2), m.group(3)) for m in _DAY_MONTH.finditer(query or "")]
    matches += [(m.group(2), m.group(1), m.group(3)) for m in _MONTH_DAY.finditer(query or "")]
    for day_text, month_text, year in matches:
        month, day = _month(month_text), int(day_text)
        if month is None or not 1 <= day <= 31:
            continue
        forms = [f"{day} {MONTHS_EN[month - 1]}", f"{MONTHS_EN[month - 1]} {day}", f"{day} {MONTHS_RU[month - 1]}"]
        if year:
            forms += [f"{year}-{month:02d}-{day:02d}", f"{day:02d}.{month:02d}.{year}"]
        found.update(dict.fromkeys(forms))
    return list(found)


def query_terms(query: str, *, stem: bool = True) -> list[str]:
    """The meaningful terms of `query`, lower-cased, in order of first appearance, deduplicated, the
    dates' terms (`date_terms`) first: the first MAX_TERMS of them, read from the first
    MAX_KEYWORD_SCAN_CHARS characters, so a query of any length costs at most that much (a 1 MB query:
    well under a millisecond more than a short one). One search asks twice (the keyword query and the
    ranking's signals), so the last TERMS_CACHE answers are remembered."""
    return list(_terms((query or "")[:MAX_KEYWORD_SCAN_CHARS], stem))


TERMS_CACHE = 256
"""Queries whose terms are remembered."""


@functools.lru_cache(maxsize=TERMS_CACHE)
def _terms(text: str, stem: bool) -> tuple[str, ...]:
    seen: dict[str, None] = dict.fromkeys(date_terms(text))
    tokens: set[str] = set()
    for match in _TOKEN.finditer(text):
        if len(seen) >= MAX_TERMS:
            break
        raw = match.group(0)
        if raw in tokens:  # a repeated word: already weighed
            continue
        tokens.add(raw)
        token = _POSSESSIVE.sub("", raw.lower()).replace("’", "'")
        candidates = [token]
        if _SPLIT_PARTS.search(token):
            candidates += [part for part in _SPLIT_PARTS.split(token) if part]
        for term in candidates:
            if len(term) < MIN_TERM_CHARS or term in STOPWORDS:
                continue
            if stem:
                term = _stem(term)
            seen.setdefault(term, None)
    return tuple(seen)[:MAX_TERMS]


__all__ = ["date_terms", "query_terms", "snowball_stem", "STOPWORDS", "MIN_TERM_CHARS", "MAX_TERMS"]
