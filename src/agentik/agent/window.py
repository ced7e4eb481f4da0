"""Budgets sized from the model's context window, so a small local model gets a request that fits.

A 2,048-token window (Ollama's default) cannot carry what a 128K one does: the full system
instruction (~420 tokens) and the memory tools' schemas (~660) alone would take half of it, and
compression would run on every turn because head + summary + tail + that overhead sit right at the
trigger. So below `COMPACT_BELOW` tokens:

- the system instruction is the compact one (agentik.agent.guidance.COMPACT_GUIDANCE, ~140 tokens
  with the base) and each tool schema is sent with its first sentence and no argument descriptions
  (~320 tokens for the four memory tools);
- the prefetch block gets at most `PREFETCH_SHARE` of the window (in characters, 4 per token),
  and only the latest user message carries its block (a large window repeats every block in view,
  so each request keeps the same prefix for the provider's cache);
- a compaction keeps less verbatim (`SMALL_WINDOW_CUT`): the head at most 10 % of the room (the
  tokens the records may take before compression triggers), the summary 10 %, the tail 30 % and
  only the last exchange whatever its size. A compacted conversation then takes about half the
  room, so several turns pass before the next compaction instead of one.
"""

from __future__ import annotations

from dataclasses import dataclass

COMPACT_BELOW = 8192
"""Windows smaller than this many tokens get the compact instruction and tool schemas."""

PREFETCH_SHARE = 0.08
"""Most share of a small window the memory context block may take."""

CHARS_PER_TOKEN = 4


@dataclass(frozen=True)
class CompactionCut:
    """How much of the room (agentik.agent.compression.split) a compaction keeps."""

    head_share: float | None
    """Most share of the room the head may take (None: the first 3 records, whatever their size)."""
    tail_share: float
    """Share of the room the tail's token budget takes."""
    tail_min_records: int
    """Recent records kept even past the tail's budget (up to its cap)."""
    summary_share: float
    """Most share of the room the summary may take."""


LARGE_WINDOW_CUT = CompactionCut(head_share=None, tail_share=0.40, tail_min_records=8, summary_share=0.15)
"""The seed's cut (§10 phase 2), for windows of COMPACT_BELOW tokens and more."""
SMALL_WINDOW_CUT = CompactionCut(head_share=0.10, tail_share=0.30, tail_min_records=2, summary_share=0.10)


@dataclass(frozen=True)
class WindowBudget:
    """What a request may carry for a model with `context_limit` tokens of input."""

    context_limit: int

    @property
    def compact(self) -> bool:
        """True for a small window: compact instruction and tool schemas."""
        return self.context_limit < COMPACT_BELOW

    @property
    def cut(self) -> CompactionCut:
        """What a compaction keeps for this window."""
        return SMALL_WINDOW_CUT if self.compact else LARGE_WINDOW_CUT

    @property
    def context_blocks(self) -> int | None:
        """How many of the latest user messages carry their context block (None: all in view)."""
        return 1 if self.compact else None

    def prefetch_chars(self, configured: int) -> int:
        """The prefetch block's character budget: `configured` (AGENTIK_PREFETCH_CHAR_BUDGET), cut
        to PREFETCH_SHARE of a small window."""
        if not self.compact:
            return configured
        return max(1, min(configured, int(self.context_limit * PREFETCH_SHARE * CHARS_PER_TOKEN)))


__all__ = ["COMPACT_BELOW", "CompactionCut", "LARGE_WINDOW_CUT", "PREFETCH_SHARE", "SMALL_WINDOW_CUT",
           "WindowBudget"]
