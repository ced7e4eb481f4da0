"""The Compressor: keeps a conversation under its model's context limit (seed §10 phase 2).

Before every model request the chat loop calls `maybe_compress(conversation)`. When the request
would pass `compression_threshold` (75 %) of the context limit, the conversation is cut into head,
middle and tail (`split.py`); the middle is handed to the memory review in the background (so the
facts in it can still be saved), summarised by the model in the conversation's language
(`prompts.py`; an earlier summary is folded in), and hidden behind one Summary record by
`ConversationStore.compact` in one transaction. The model then sees head + summary + tail; the full
history stays in working memory (`messages(include_hidden=True)`).

When the summariser fails or answers nothing usable, a static summary (`fallback.py`) stands in,
so the conversation goes on. Anti-thrashing (`throttle.py`) holds compression back after repeated
failures or useless savings — except when the request would not fit at all (over 95 % of the
limit): then it compacts anyway, with the static summary if the summariser is paused.

A compaction never makes the request bigger: the summary's budget stays under the tokens of the
middle it replaces (frame included), and a middle too small for that is left alone. How much a
compaction keeps depends on the window (agentik.agent.window: a small one keeps less).

`compress(conversation)` does it now, whatever the size (`/compact` in `agentik chat`).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from ...errors import AgentikError
from ...memory.language import detect_language
from ...settings import Settings
from ...notes.conversations import ConversationStore
from ...notes.messages import Message, RecordKind, Role
from ..window import CompactionCut, WindowBudget
from .fallback import static_summary
from .measure import RequestSize, measure_request
from .prompts import Language, summary_request, unwrap_summary, wrap_summary
from .split import TAIL_TOKENS, Split, split_conversation
from .throttle import Clock, Throttle, ThrottleState
from .tokens import TokenEstimator, truncate_to_tokens

log = logging.getLogger(__name__)

HARD_SHARE = 0.95
"""Share of the context limit past which compression runs even when anti-thrashing holds it back."""

SUMMARY_MIN_TOKENS = 400
SUMMARY_MAX_TOKENS = 4000
SUMMARY_RATIO = 0.20
"""The summary budget: 20 % of the middle, between the min and the max above..."""
SUMMARY_ROOM_SHARE = 0.15
"""... and never more than 15 % of the room (what records may take before compression triggers)..."""
SUMMARY_FLOOR_TOKENS = 32
"""... nor less than this. A middle too small for a summary of this size (with its frame) to be
smaller is not compacted: a compression never makes the request bigger."""

SUMMARISER_REQUEST_SHARE = 0.80
"""Most share of the context limit the summariser's own request may take (its answer needs room too)."""

MIN_USABLE_CHARS = 20
"""A summariser answer shorter than this (after trimming) is not usable."""


class Summariser(Protocol):
    """The model call behind the summary: OpenAI-format messages in, text out. Raises on failure."""

    def __call__(self, messages: list[dict], *, max_tokens: int) -> str: ...


class CompressibleConversation(Protocol):
    """What the compressor needs of a conversation (agentik.agent.conversation.ChatConversation).

    Optionally also `request_messages()` and `tool_schemas()` (agentik.agent.compression.measure):
    without them the request is measured on its records alone."""

    id: str
    working_memory: ConversationStore

    @property
    def language(self) -> str | None: ...

    @property
    def llm(self) -> Any:
        """The conversation's model: the default summariser, and whose tokenizer counts."""
        ...

    def review_mark(self) -> int:
        """The last record seq a memory review has seen or is seeing (-1: none)."""
        ...

    def schedule_review(self, messages: Sequence[Message], language: str) -> None:
        """Hand records to the background memory review (never blocks)."""
        ...


@dataclass(frozen=True)
class CompressionResult:
    """What one compaction did. `notice()` is the line `agentik chat` prints."""

    conversation_id: str
    reason: str
    """"auto" (over the threshold), "forced" (/compact) or "emergency" (over the limit while held back)."""
    records_compacted: int
    tokens_before: int
    tokens_after: int
    context_limit: int
    summary: Message
    used_fallback: bool
    review_scheduled: bool

    @property
    def saving(self) -> float:
        """Share of the tokens the compaction saved (0..1)."""
        return (self.tokens_before - self.tokens_after) / self.tokens_before if self.tokens_before else 0.0

    def notice(self) -> str:
        line = (f"compressed {self.records_compacted} earlier messages into a summary: "
                f"{self.tokens_before:,} → {self.tokens_after:,} tokens of {self.context_limit:,}")
        notes = []
        if self.used_fallback:
            notes.append("summariser unavailable, kept a static summary")
        if self.review_scheduled:
            notes.append("memory review of them scheduled")
        return f"{line} ({'; '.join(notes)})" if notes else line


class Compressor:
    """Compacts a conversation's working memory when it outgrows its share of the context window.

    `summariser` defaults to the conversation's own model (`conversation.llm`); pass one to
    use a cheaper auxiliary model. The size of a request is measured on what the conversation will
    send (`conversation.request_messages()` plus `conversation.tool_schemas()`), so the system
    instruction, memory prefixes and tool schemas count; a conversation without
    `request_messages` is measured on its records alone.
    """

    def __init__(self, *, settings: Settings, estimator: TokenEstimator | None = None,
                 summariser: Summariser | None = None, clock: Clock = time.time,
                 cut: CompactionCut | None = None) -> None:
        """`cut`: what a compaction keeps (head, tail, summary shares); default: the one for the
        model's window (agentik.agent.window: a small window keeps less)."""
        self.settings = settings
        self._estimator = estimator
        self._estimators: dict[str, TokenEstimator] = {}
        self.threshold = settings.compression_threshold
        self._summariser = summariser
        self._clock = clock
        self._said_would_grow: set[str] = set()
        self._cut = cut

    # -- the hook the chat loop calls ----------------------------------------------------------------

    def tokens(self, conversation: CompressibleConversation) -> int:
        """Estimated tokens of the conversation's next model request."""
        return self.measure(conversation).total

    def measure(self, conversation: CompressibleConversation) -> RequestSize:
        """The next request's size: each visible record's tokens (as sent, memory prefix included)
        and the overhead every request carries (system instruction, tool schemas)."""
        return measure_request(conversation, estimator=self.estimator_for(conversation))

    def should_compress(self, conversation: CompressibleConversation) -> bool:
        """True when the next request passes the threshold and anti-thrashing lets compression run
        (or the request would not fit at all)."""
        return self._decide(conversation, self.measure(conversation)) is not None

    def maybe_compress(self, conversation: CompressibleConversation) -> CompressionResult | None:
        """Compact when `should_compress`; None when nothing was done."""
        size = self.measure(conversation)
        decision = self._decide(conversation, size)
        if decision is None:
            return None
        reason, use_summariser = decision
        return self._compact(conversation, size, reason=reason, use_summariser=use_summariser)

    def compress(self, conversation: CompressibleConversation) -> CompressionResult | None:
        """Compact now, whatever the size (`/compact`): the tail keeps only its minimum of 8 records,
        and the summariser is asked even during a pause (the user asked). None when there is
        nothing between head and tail (or only an earlier summary)."""
        throttle = self._throttle(conversation.working_memory)
        result = self._compact(conversation, self.measure(conversation), reason="forced", use_summariser=True)
        if result is not None and result.saving >= throttle.min_saving:
            throttle.lift_stop(conversation.id)
        return result

    @property
    def estimator(self) -> TokenEstimator:
        """The estimator given at construction, else the one for settings.model."""
        return self._estimator or self._estimator_for_model(self.settings.model)

    def estimator_for(self, conversation: CompressibleConversation) -> TokenEstimator:
        """The estimator given at construction, else one for the model the conversation talks to
        (`conversation.llm.model`, falling back to settings.model); context_limit from settings
        overrides the model's."""
        if self._estimator is not None:
            return self._estimator
        model = getattr(conversation.llm, "model", None)
        return self._estimator_for_model(model if isinstance(model, str) and model else self.settings.model)

    def _estimator_for_model(self, model: str) -> TokenEstimator:
        estimator = self._estimators.get(model)
        if estimator is None:
            estimator = self._estimators[model] = TokenEstimator.from_settings(self.settings, model=model)
        return estimator

    def throttle_state(self, conversation: CompressibleConversation) -> ThrottleState:
        """The conversation's anti-thrashing counters (failures, pause, stop)."""
        return self._throttle(conversation.working_memory).state(conversation.id)

    # -- the steps -----------------------------------------------------------------------------------

    def _decide(self, conversation: CompressibleConversation, size: RequestSize) -> tuple[str, bool] | None:
        tokens, limit = size.total, size.estimator.context_limit
        if tokens <= self.threshold * limit:
            return None
        held = self._throttle(conversation.working_memory).blocked(conversation.id, tokens=tokens,
                                                                   context_limit=limit)
        if held is None:
            return "auto", True
        if tokens > HARD_SHARE * limit:
            return "emergency", held != "paused"
        log.info("compression of %s held back (%s) at %d of %d tokens", conversation.id, held, tokens, limit)
        return None

    def _compact(self, conversation: CompressibleConversation, size: RequestSize, *, reason: str,
                 use_summariser: bool) -> CompressionResult | None:
        wm, cid = conversation.working_memory, conversation.id
        throttle = self._throttle(wm)
        tokens_before = size.total
        room = self._room(size)
        estimator = size.estimator
        cut = self._cut or WindowBudget(estimator.context_limit).cut
        head_tokens = None if cut.head_share is None else int(room * cut.head_share)
        split = split_conversation(size.view, estimator=estimator, costs=size.costs, room=room,
                                   tail_tokens=0 if reason == "forced" else TAIL_TOKENS, head_tokens=head_tokens,
                                   tail_share=cut.tail_share, tail_min_records=cut.tail_min_records)
        drop = split.drop_range
        if drop is None or not split.turns:
            log.info("nothing to compress in %s: every record is in the head or the tail%s", cid,
                     "" if drop is None else ", or already summarised")
            if reason != "forced":  # a /compact with nothing to do is not a failed attempt
                throttle.record_failure(cid)
            return None
        language = self._language(conversation, split)
        previous = "\n\n".join(unwrap_summary(m.content) for m in split.previous_summaries)
        middle = sum(size.costs.get(m.seq, 0) for m in split.middle)
        # a summary within its budget always costs less than the middle it replaces
        budget = min(self._summary_budget(split, size, room, share=cut.summary_share),
                     middle - self._wrapper_tokens(estimator, language) - 1)
        if budget < SUMMARY_FLOOR_TOKENS:
            return self._would_grow(conversation, throttle, middle, reason)

        body = self._summarise(conversation, split, previous, language, budget, estimator) \
            if use_summariser else None
        used_fallback = body is None
        if body is None:
            body = static_summary(split.turns, previous_summary=previous, language=language,
                                  estimator=estimator, budget_tokens=budget)
        text = wrap_summary(body, language=language)
        summary_tokens = estimator.count_message(Message(Role.USER, text, kind=RecordKind.SUMMARY).to_llm())
        if summary_tokens >= middle:  # a summariser over its budget cannot happen; a static one might
            return self._would_grow(conversation, throttle, middle, reason)
        review_scheduled = self._schedule_review(conversation, split.turns, language)
        summary = wm.compact(cid, drop[0], drop[1], text)

        tokens_after = self.tokens(conversation)
        throttle.record_compression(cid, tokens_before=tokens_before, tokens_after=tokens_after,
                                    summariser_ok=not used_fallback)
        result = CompressionResult(conversation_id=cid, reason=reason, records_compacted=len(split.middle),
                                   tokens_before=tokens_before, tokens_after=tokens_after,
                                   context_limit=estimator.context_limit, summary=summary,
                                   used_fallback=used_fallback, review_scheduled=review_scheduled)
        log.info("%s: %s", cid, result.notice())
        return result

    def _summarise(self, conversation: CompressibleConversation, split: Split, previous: str,
                   language: Language, budget: int, estimator: TokenEstimator) -> str | None:
        """The summariser's answer, cut to the budget; None when it failed or was unusable."""
        request = summary_request(split.turns, previous_summary=previous, language=language,
                                  budget_tokens=budget, estimator=estimator,
                                  max_request_tokens=int(estimator.context_limit * SUMMARISER_REQUEST_SHARE))
        summarise = self._summariser or _llm_summariser(conversation.llm)
        try:
            text = summarise(request, max_tokens=budget)
        except Exception as exc:  # any summariser failure ends in the static summary, never in the user's turn
            log.warning("summariser failed for %s (%s: %s); using a static summary",
                        conversation.id, type(exc).__name__, exc)
            return None
        text = (text or "").strip()
        if len(text) < MIN_USABLE_CHARS:
            log.warning("summariser answered nothing usable for %s (%d characters); using a static summary",
                        conversation.id, len(text))
            return None
        if estimator.count_text(text) > budget:
            log.info("summary for %s is over its budget of %d tokens; cut to fit", conversation.id, budget)
            text = truncate_to_tokens(text, budget, estimator=estimator)
        return text

    def _room(self, size: RequestSize) -> int:
        """Tokens the records may take before compression triggers: threshold × limit, less the
        per-request overhead (never under a tenth of the limit)."""
        limit = size.estimator.context_limit
        return max(limit // 10, int(self.threshold * limit) - size.overhead)

    def _summary_budget(self, split: Split, size: RequestSize, room: int, *,
                        share: float = SUMMARY_ROOM_SHARE) -> int:
        middle = sum(size.costs.get(m.seq, 0) for m in split.middle)
        wanted = min(max(SUMMARY_MIN_TOKENS, int(middle * SUMMARY_RATIO)), SUMMARY_MAX_TOKENS)
        return max(SUMMARY_FLOOR_TOKENS, min(wanted, int(room * share), middle))

    def _wrapper_tokens(self, estimator: TokenEstimator, language: Language) -> int:
        """What a summary record costs besides its text: the wrapper and the message overhead."""
        empty = Message(Role.USER, wrap_summary("", language=language), kind=RecordKind.SUMMARY)
        return estimator.count_message(empty.to_llm())

    def _would_grow(self, conversation: CompressibleConversation, throttle: Throttle, middle: int,
                    reason: str) -> None:
        """Keep the history when a summary would not be smaller than what it replaces; say why
        once per conversation (logged), and count it as a failed attempt (anti-thrashing)."""
        if conversation.id not in self._said_would_grow:
            self._said_would_grow.add(conversation.id)
            log.warning("compression of %s skipped: a summary would not be smaller than the %d tokens it would "
                        "replace; the history is kept as it is", conversation.id, middle)
        if reason != "forced":
            throttle.record_failure(conversation.id)
        return None

    def _language(self, conversation: CompressibleConversation, split: Split) -> Language:
        language = getattr(conversation, "language", None)
        if language in ("ru", "en"):
            return language
        said = "\n".join(m.content for m in split.turns if m.role is Role.USER)
        return detect_language(said)

    def _schedule_review(self, conversation: CompressibleConversation, turns: Sequence[Message],
                         language: Language) -> bool:
        """Give memory a chance: hand the records about to be hidden to the background review."""
        reviewed = conversation.review_mark()
        turns = [m for m in turns if m.seq > reviewed]  # records a review saw, or sees now, are not sent again
        if not turns:
            return False
        try:
            conversation.schedule_review(turns, language)
        except AgentikError as exc:  # a review that cannot start (agent closing) must not stop the compaction
            log.warning("could not schedule the memory review before compressing %s (%s: %s)",
                        conversation.id, type(exc).__name__, exc)
            return False
        return True

    def _throttle(self, wm: ConversationStore) -> Throttle:
        """The anti-thrashing rules over `wm` (their counters live in working memory, not here)."""
        return Throttle(wm, clock=self._clock)


def _llm_summariser(llm: Any) -> Summariser:
    """A Summariser over an agentik LLM (`complete(messages) -> LLMReply`)."""

    def summarise(messages: list[dict], *, max_tokens: int) -> str:
        return llm.complete(messages, max_tokens=max_tokens).content

    return summarise


__all__ = ["CompressionResult", "Compressor", "HARD_SHARE", "RequestSize", "Summariser"]
