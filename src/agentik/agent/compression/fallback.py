"""The static summary: what replaces the middle when the summariser fails or answers nothing usable.

It needs no model, so the conversation goes on even when the summariser is down: how many records
were compacted and of which roles, the tools used, and the first line of each user message (the
user's own words carry most of what a later turn asks about), then of the assistant's replies,
as far as the token budget allows. An earlier summary inside the middle is carried over first, so
nothing it held is lost by a failed fold.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ...notes.messages import Message, Role
from .prompts import Language
from .tokens import TokenEstimator, truncate_to_tokens

LINE_CHARS = 200
"""Most characters of a message's first line quoted in the static summary..."""
MIN_LINE_CHARS = 40
"""... and the fewest it is shortened to when many messages share a small budget."""

_TEXT = {
    "en": {
        "title": "## Historical Task Snapshot (automatic summary: the summariser was unavailable)",
        "counts": "{total} earlier records were compacted: {roles}.",
        "tools": "Tools used: {names}.",
        "previous": "### Earlier summary",
        "user": "### What the user wrote (first lines)",
        "assistant": "### What the assistant answered (first lines)",
        "more": "… and {n} more.",
        "roles": {"user": "user", "assistant": "assistant", "tool": "tool results", "system": "system"},
    },
    "ru": {
        "title": "## Historical Task Snapshot (автоматическое резюме: суммаризатор был недоступен)",
        "counts": "Сжато ранних записей: {total} ({roles}).",
        "tools": "Использованные инструменты: {names}.",
        "previous": "### Предыдущее резюме",
        "user": "### Что писал пользователь (первые строки)",
        "assistant": "### Что отвечал ассистент (первые строки)",
        "more": "… и ещё {n}.",
        "roles": {"user": "пользователь", "assistant": "ассистент", "tool": "результаты инструментов",
                  "system": "система"},
    },
}


def static_summary(records: Sequence[Message], *, previous_summary: str = "", language: Language,
                   estimator: TokenEstimator, budget_tokens: int) -> str:
    """A summary of `records` built without a model, at most `budget_tokens` long."""
    text = _TEXT[language]
    roles = Counter(record.role.value for record in records)
    role_list = ", ".join(f"{text['roles'][role]} {count}" for role, count in roles.items())
    lines = [text["title"], text["counts"].format(total=len(records), roles=role_list or "0")]
    tools = sorted({call.name for record in records for call in record.tool_calls}
                   | {record.name for record in records if record.role is Role.TOOL and record.name})
    if tools:
        lines.append(text["tools"].format(names=", ".join(tools)))

    used = estimator.count_text("\n".join(lines))
    if previous_summary.strip():
        room = max(0, budget_tokens // 2 - used)
        carried = truncate_to_tokens(previous_summary.strip(), room, estimator=estimator)
        if carried:
            lines += ["", text["previous"], carried]
            used = estimator.count_text("\n".join(lines))

    shares = ((Role.USER, text["user"], 2 / 3), (Role.ASSISTANT, text["assistant"], 1.0))
    for role, heading, share in shares:
        contents = [record.content for record in records if record.role is role and record.content.strip()]
        if not contents:
            continue
        room = int((budget_tokens - used) * share)
        # shorten every quote alike so that as many messages as possible are named at all
        width = max(MIN_LINE_CHARS, min(LINE_CHARS, room * 3 // len(contents)))
        section = ["", heading]
        section_tokens = estimator.count_text(heading) + 2
        shown = 0
        for content in contents:
            quote = f"- {_first_line(content, width)}"
            cost = estimator.count_text(quote) + 1
            if used + section_tokens + cost > budget_tokens:
                break
            section.append(quote)
            section_tokens += cost
            shown += 1
        if shown < len(contents):
            section.append(text["more"].format(n=len(contents) - shown))
        lines += section
        used = estimator.count_text("\n".join(lines))
    return truncate_to_tokens("\n".join(lines), budget_tokens, estimator=estimator)


def _first_line(content: str, width: int) -> str:
    for line in content.splitlines():
        line = line.strip()
        if line:
            return line if len(line) <= width else line[: width - 1] + "…"
    return ""


__all__ = ["static_summary"]
