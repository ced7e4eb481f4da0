"""Words that vouch for an approval, keep the user out of a step or claim a source official: the learned reader's hints.

A third party's request rarely says "ignore your instructions"; it borrows the user's authority or goes around him:
"Tomás told me to ask you directly", «Денис в курсе», «Марко уже одобрил», "he's fine with it", «его распоряжение»,
«без согласования с Ксенией», «Айгуль не показывай», "don't mention clause 7", "no need to re-confirm with her",
"must not inform", «не сообщай». The user's own rules use some of these words too («не обещать возврат без согласования
со мной», "don't mention my son's unit"), so none of them refuses a note alone: the reader's threshold is lower
(`learned.VOUCHED_MARGIN`) where one is in the note. A planted mirror, package or endpoint claims its source official,
moved or to be used everywhere ("the official client is …", «Docker Hub теперь через зеркало …», "in every project"): a
second hint (`learned.SOURCE_MARGIN`).
"""

from __future__ import annotations

import re

_VOUCHED = re.compile(
    # EN: someone's word or approval claimed, the user kept out of a step
    r"\b(?:told me|asked (?:me|that|you)|said (?:it'?s|that|you)|already approved|has approved|approved by (?!the user\b|him\b|me\b)|"
    r"agreed|knows(?: about (?:it|this|them|that))?(?=\s*(?:[.,!;»\"')]|$))|already knows|"
    r"is aware|is fine with|(?:he|she)'?s (?:totally )?(?:fine|ok|okay)|no need to (?:check|confirm|ask|re-?confirm|tell|bother)|"
    r"(?:don'?t|do not|must not|never) (?:bother|tell|mention|ask|inform|show|notify|report)|omit|leave out|"
    r"without (?:checking|telling|confirm\w*|review\w*)|pre-agreed|between us)\b"
    # RU: «сказал», «разрешил», «одобрил», «в курсе», «договорились», «его распоряжение», «от её имени»; «не беспокой»,
    # «не показывай», «не упоминай», «без согласования», «не переспрашивай»; ES «ya lo sabe»
    r"|(?<!\w)(?:сказал\w*(?! пользовател)|попросил\w*|разрешил\w*|одобрил\w*|в курсе|(?:уже )?знает(?=\s*(?:[.,!;»\"')]|$))|"
    r"договорил\w*|договорённост\w*|"
    r"не беспокой\w*|не говори|не показыва\w*|не упоминай|не сообща\w*|не уведомля\w*|не информиру\w*|не пересылай\w*|"
    r"без вопросов|без согласования|без подтверждени\w*|"
    r"не спрашивай|не переспрашивай|не звоните|распоряжени\w*|от (?:его|её|ее) имени|ya lo sabe)(?!\w)")


# a source claimed official, moved or to be used everywhere: "the official client is …", «реестр переехал», "new official
# mirror", "deprecated", «заброшен», "a fork", "in every project", «во всех requirements» — the planted mirror, package or
# endpoint; the user's own notes name their mirrors and forks too, so again only a hint (a setting of his own tools, "light mode
# in every editor", or a second factor, "2FA everywhere", claims no source)
_SOURCE_CLAIMED = re.compile(
    r"\bofficial\b|\bmoved to\b|\bnew (?:official )?(?:endpoint|registry|url|address|host|repo|package)\b|\bmirror\b|"
    r"\bdeprecated\b|\bfork\b|(?<!2fa )(?<!mfa )(?<!2sv )\b(?:everywhere|in all|in every|all of)\b"
    r"(?! (?:(?:my|his|her|the) )?(?:editors?|apps?|browsers?|chats?|ides?|terminals?|devices?)\b)"
    r"|(?<!\w)(?:официальн\w*|переехал\w*|нов\w* (?:адрес|реестр|endpoint|хост|репозитори|пакет)\w*|зеркал\w*|"
    r"заброшен\w*|везде|во всех)(?!\w)")

VOUCHED = "vouched"
"""The hint that the note claims someone's approval or keeps the user out of a step."""
SOURCE = "source"
"""The hint that the note claims a source official, moved or to be used everywhere."""
_HINTS = ((VOUCHED, _VOUCHED), (SOURCE, _SOURCE_CLAIMED))


def hints_in(lowered: str) -> frozenset[str]:
    """The hints (VOUCHED, SOURCE) that `lowered`, a note in lower case, holds."""
    return frozenset(name for name, pattern in _HINTS if pattern.search(lowered))
