"""Where to cut a conversation: head, middle (to be summarised) and tail (seed §10 phase 2).

    head   = the system records + the first 3 non-system records
    tail   = the last ~20K tokens or the last 8 records, whichever is more
    middle = everything between them

The cut points always fall between *groups*: an assistant record that calls tools and the tool
results that answer it form one group, so a call never lands on one side of a cut and its result
on the other (a provider refuses a tool result without its call). A summary record is never part
of the head: it is always in the middle, where the next summary folds it in.

Small context windows: 20K tokens would be the whole window of an 8K model, so the tail is scaled
to the *room*: the tokens the records may take before compression triggers (threshold × context
limit, less what every request carries besides them: system instruction, tool schemas). The tail
budget is `min(20_000, 40 % of the room)`, and the 8-record minimum applies only while the tail
stays under 60 % of the room. With the head and a summary of at most 15 % of the room, a compacted
conversation lands well under the trigger, leaving ~40 % of the room for new turns before the
next compaction. The last group is always in the tail, however big it is, so the model still sees
the latest message. Under 8K tokens the compressor cuts tighter still (a head capped by tokens, a
30 % tail, a 2-record minimum: agentik.agent.window.SMALL_WINDOW_CUT).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from ...notes.messages import Message, RecordKind, Role
from .tokens import TokenEstimator

HEAD_RECORDS = 3
"""Non-system records kept at the start of the conversation (seed: the first 3)."""

TAIL_TOKENS = 20_000
"""Tokens of recent records kept verbatim (seed: ~20K), before scaling to the context limit."""

TAIL_MIN_RECORDS = 8
"""Recent records kept verbatim even when they exceed the token budget (seed: 8)."""

TAIL_SHARE = 0.40
"""Most share of the room the token budget of the tail may take."""

TAIL_CAP_SHARE = 0.60
"""Most share of the room the 8-record minimum may push the tail to."""

DEFAULT_ROOM_SHARE = 0.75
"""Room assumed when none is given: the default compression threshold's share of the context limit."""


@dataclass(frozen=True)
class Split:
    """A conversation cut in three; `middle` is empty when there is nothing to compress."""

    head: tuple[Message, ...]
    middle: tuple[Message, ...]
    tail: tuple[Message, ...]

    @property
    def drop_range(self) -> tuple[int, int] | None:
        """(first seq, last seq) of the middle, as ConversationStore.compact takes them; None if empty."""
        if not self.middle:
            return None
        return self.middle[0].seq, self.middle[-1].seq

    @property
    def previous_summaries(self) -> tuple[Message, ...]:
        """Summary records inside the middle: earlier compressions to fold into the new summary."""
        return tuple(m for m in self.middle if m.kind is RecordKind.SUMMARY)

    @property
    def turns(self) -> tuple[Message, ...]:
        """Records of the middle that are real turns (not earlier summaries)."""
        return tuple(m for m in self.middle if m.kind is not RecordKind.SUMMARY)


def group_records(messages: Sequence[Message]) -> list[tuple[Message, ...]]:
    """Cut a conversation into groups no cut may separate: a tool-calling assistant record with
    the tool results after it is one group; every other record is a group of its own. A tool
    result always joins the group before it (unless that is a system record or a summary)."""
    groups: list[list[Message]] = []
    for message in messages:
        joins_previous = (
            message.role is Role.TOOL and message.kind is RecordKind.MESSAGE and bool(groups)
            and groups[-1][0].kind is RecordKind.MESSAGE and groups[-1][0].role is not Role.SYSTEM
        )
        if joins_previous:
            groups[-1].append(message)
        else:
            groups.append([message])
    return [tuple(group) for group in groups]


def tail_budget(room: int, *, tail_tokens: int = TAIL_TOKENS, share: float = TAIL_SHARE) -> tuple[int, int]:
    """(token budget of the tail, cap the 8-record minimum may not pass) for this much room."""
    budget = min(tail_tokens, int(room * share))
    cap = max(budget, int(room * TAIL_CAP_SHARE))
    return budget, cap


def split_conversation(messages: Sequence[Message], *, estimator: TokenEstimator,
                       costs: Mapping[int, int] | None = None, room: int | None = None,
                       head_records: int = HEAD_RECORDS, tail_tokens: int = TAIL_TOKENS,
                       tail_min_records: int = TAIL_MIN_RECORDS, head_tokens: int | None = None,
                       tail_share: float = TAIL_SHARE) -> Split:
    """Cut the visible records of a conversation (view order) into head, middle and tail.

    `costs` (seq → tokens) replaces the estimator's count of a record, e.g. to include the memory
    prefix a request adds to it; `room` is the tokens the records may take before compression
    triggers (default: 75 % of the estimator's context limit). `head_tokens` caps the head (a
    group that would pass it goes to the middle; None: no cap); `tail_share` is the share of the
    room the tail's token budget may take (a small window keeps less: agentik.agent.window)."""
    groups = group_records(messages)
    if room is None:
        room = int(estimator.context_limit * DEFAULT_ROOM_SHARE)
    budget, cap = tail_budget(room, tail_tokens=tail_tokens, share=tail_share)

    def cost_of(group: tuple[Message, ...]) -> int:
        if costs is None:
            return estimator.count_messages(group)
        return sum(costs[m.seq] if m.seq in costs else estimator.count_message(m) for m in group)

    head_end = _head_end(groups, head_records, cost_of=cost_of, head_tokens=head_tokens)

    tail_start = len(groups)
    tokens = records = 0
    while tail_start > head_end:
        group = groups[tail_start - 1]
        cost = cost_of(group)
        first = tail_start == len(groups)
        within_budget = tokens + cost <= budget
        within_minimum = records < tail_min_records and tokens + cost <= cap
        if not (first or within_budget or within_minimum):
            break
        tail_start -= 1
        tokens += cost
        records += len(group)

    def flat(part: Sequence[tuple[Message, ...]]) -> tuple[Message, ...]:
        return tuple(message for group in part for message in group)

    return Split(head=flat(groups[:head_end]), middle=flat(groups[head_end:tail_start]),
                 tail=flat(groups[tail_start:]))


def _head_end(groups: Sequence[tuple[Message, ...]], head_records: int, *,
              cost_of: Callable[[tuple[Message, ...]], int], head_tokens: int | None) -> int:
    """Index of the first group after the head: system groups plus groups holding the first
    `head_records` non-system records (within `head_tokens`), stopping at the first summary."""
    index = counted = tokens = 0
    while index < len(groups):
        group = groups[index]
        if group[0].kind is RecordKind.SUMMARY:
            break
        if group[0].role is Role.SYSTEM:
            index += 1
            continue
        if counted >= head_records:
            break
        if head_tokens is not None:
            tokens += cost_of(group)
            if tokens > head_tokens:
                break
        counted += len(group)
        index += 1
    return index


__all__ = ["HEAD_RECORDS", "TAIL_MIN_RECORDS", "TAIL_TOKENS", "Split", "group_records", "split_conversation",
           "tail_budget"]
