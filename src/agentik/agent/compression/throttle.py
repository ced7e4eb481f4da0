"""Anti-thrashing: when compressing keeps failing or keeps saving nothing, stop trying for a while.

Two brakes (seed §10 phase 2, issue 5):

* **Pause.** An attempt fails when there was nothing to compact (everything is head or tail) or
  the summariser failed (the static fallback was used). After 5 failed attempts in a row,
  compression pauses for 10 minutes; the pause ends by the clock, and any good compression (one
  whose summariser answered) clears the count.
* **Stop.** When two compressions in a row each saved under 10 % of the tokens, compressing again
  would only churn the summary, so it stops. It resumes once the conversation has grown by 10 % of
  the context limit beyond where it stopped (there is new material to compact), or after a forced
  compression (`/compact`) that saved 10 % or more.

Neither brake ever lets a request past the context limit: the compressor still compacts, with
the static summary and without calling the summariser, when the conversation would not fit
otherwise. The state lives in working memory (`conversation_state`, key "compression"), so it
survives a restart; the clock is injectable for tests.
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass, replace
from typing import Callable

from ...notes.conversations import ConversationStore

STATE_KEY = "compression"
MAX_FAILURES = 5
PAUSE_SECONDS = 600.0
MIN_SAVING = 0.10
MAX_LOW_SAVINGS = 2
RESUME_GROWTH = 0.10
"""Share of the context limit the conversation must grow by after a stop before compression resumes."""

Clock = Callable[[], float]


@dataclass(frozen=True)
class ThrottleState:
    """The anti-thrashing counters of one conversation."""

    failures: int = 0
    paused_until: float = 0.0
    low_savings: int = 0
    stopped_at_tokens: int | None = None
    compressions: int = 0


class Throttle:
    """Reads and updates a conversation's ThrottleState in working memory."""

    def __init__(self, working_memory: ConversationStore, *, clock: Clock = time.time, max_failures: int = MAX_FAILURES,
                 pause_seconds: float = PAUSE_SECONDS, min_saving: float = MIN_SAVING,
                 max_low_savings: int = MAX_LOW_SAVINGS, resume_growth: float = RESUME_GROWTH) -> None:
        self.working_memory = working_memory
        self.clock = clock
        self.max_failures = max_failures
        self.pause_seconds = pause_seconds
        self.min_saving = min_saving
        self.max_low_savings = max_low_savings
        self.resume_growth = resume_growth

    def state(self, conversation_id: str) -> ThrottleState:
        raw = self.working_memory.get_state(conversation_id, STATE_KEY, None) or {}
        known = {key: raw[key] for key in ThrottleState.__dataclass_fields__ if key in raw}
        return ThrottleState(**known)

    def blocked(self, conversation_id: str, *, tokens: int, context_limit: int) -> str | None:
        """Why compression is held back now ("paused" / "stopped"), or None when it may run.
        A stop whose conversation has grown enough is lifted here."""
        state = self.state(conversation_id)
        if state.paused_until > self.clock():
            return "paused"
        if state.stopped_at_tokens is not None:
            if tokens < state.stopped_at_tokens + self.resume_growth * context_limit:
                return "stopped"
            self._save(conversation_id, replace(state, stopped_at_tokens=None, low_savings=0))
        return None

    def record_failure(self, conversation_id: str) -> ThrottleState:
        """Count a failed attempt; the fifth in a row starts the pause (and restarts the count)."""
        state = self._failed(self.state(conversation_id))
        self._save(conversation_id, state)
        return state

    def _failed(self, state: ThrottleState) -> ThrottleState:
        failures = state.failures + 1
        if failures >= self.max_failures:
            return replace(state, failures=0, paused_until=self.clock() + self.pause_seconds)
        return replace(state, failures=failures)

    def record_compression(self, conversation_id: str, *, tokens_before: int, tokens_after: int,
                           summariser_ok: bool) -> ThrottleState:
        """Count a compaction that happened; track its saving for the stop rule."""
        state = self.state(conversation_id)
        saving = (tokens_before - tokens_after) / tokens_before if tokens_before else 0.0
        low = state.low_savings + 1 if saving < self.min_saving else 0
        stopped = state.stopped_at_tokens
        if low >= self.max_low_savings:
            stopped = tokens_after
        state = replace(state, low_savings=low, stopped_at_tokens=stopped, compressions=state.compressions + 1)
        state = replace(state, failures=0, paused_until=0.0) if summariser_ok else self._failed(state)
        self._save(conversation_id, state)
        return state

    def lift_stop(self, conversation_id: str) -> None:
        """Clear the stop (a forced compression that saved enough)."""
        state = self.state(conversation_id)
        self._save(conversation_id, replace(state, stopped_at_tokens=None, low_savings=0))

    def _save(self, conversation_id: str, state: ThrottleState) -> None:
        self.working_memory.set_state(conversation_id, STATE_KEY, asdict(state))


__all__ = ["MAX_FAILURES", "PAUSE_SECONDS", "STATE_KEY", "Throttle", "ThrottleState"]
