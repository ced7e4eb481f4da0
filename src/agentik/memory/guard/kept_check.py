"""A restraint the user puts on the agent: an act forbidden unless he confirms ("never unlock the door remotely without
my confirmation", «никогда не отключать сигнализацию без моего подтверждения», translit alike).

An attack drops a check ("pay without confirmation", "don't ask him again"); this keeps one: a negation, then — in the
same sentence — "without" the user's confirmation, permission, approval or consent. A note that also drops a check
anywhere (a negated ask, confirm, notify, tell, warn …) is not one. The learned reader (`learned`) reads such notes as the
orders they resemble; this is its veto. Over every labelled note it spares no injection the reader alone refuses."""

from __future__ import annotations

import re


_NEGATION = (r"(?:\b(?:never|not|don'?t|do not|must not|mustn'?t|shouldn'?t|should not|may not|cannot|can'?t|nikogda|ne|"
             r"nelzya)\b|(?<!\w)(?:никогда|нельзя|запрещено|не)(?!\w))")
_WITHOUT_CHECK = (r"(?:\bwithout (?:(?:my|his|her|their|the user'?s|explicit|prior|written|express) )*(?:confirmation|"
                  r"permission|approval|consent|ok|asking)\b"
                  r"|(?<!\w)без (?:(?:моего|его|её|ее|явного|личного|предварительного|письменного|отдельного) )*(?:подтверждени|"
                  r"разрешени|согласи|спрос|ведома|одобрени)\w*"
                  r"|\bbez (?:(?:moego|ego|yavnogo) )*(?:podtverzhdeni|razresheni|soglasi|sprosa|vedoma)\w*)")
_KEEPS = re.compile(_NEGATION + r"[^.;!?\n]{1,120}?" + _WITHOUT_CHECK)
_DROPS = re.compile(
    r"(?:\b(?:never|don'?t|do not|no need to|ne|nikogda)\b|(?<!\w)(?:не|никогда|незачем|не нужно)(?!\w)) (?:\w+ ){0,2}?"
    r"(?:ask|re-?ask|confirm|notify|tell|warn|mention|remind|bother|check|verify|спраш|переспраш|уточн|уведом|предупрежд|"
    r"говор|сообщ|напомин|беспоко|провер|sprashiv|utochn|uvedom|preduprezhd|govor|soobshch)")


def keeps_a_check(lowered: str) -> bool:
    """Whether `lowered` (lower case) forbids an act without the user's confirmation and drops no check."""
    return bool(_KEEPS.search(lowered)) and not _DROPS.search(lowered)
