"""One conversation with the agent: a user turn in, tool rounds, the reply out.

A turn (`send`):

1. The user's text is stored as is (a clean record in working memory).
2. Prefetch finds the notes for it — not those already injected earlier in this conversation and
   still in view — and renders the context block in the turn's language. The block is kept in
   conversation state under the user record's seq, not in the record, so the stored history stays
   what the user said while every later request carries the same prefix on the same message. (A
   small context window sends only the latest user message's block: agentik.agent.window.)
3. Before EVERY model request the compressor hook runs (`maybe_compress`); then the request is
   rebuilt from `working_memory.messages(id)`: system instruction + visible records, prefixes applied.
4. Tool calls are run (errors become `{"error": {"code", "message"}}` tool results) until the model answers in text.
5. A completed turn is counted (persisted); every `nudge_interval` completed turns the records since
   the last review go to the background review. A failed or interrupted turn is not counted.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..errors import EmbeddingError, InvalidInput, LLMCallFailed, MemoryStoreError
from ..notes.conversations import ConversationStore
from ..memory.language import detect_language
from ..notes.messages import Message, RecordKind, Role
from .hooks import CompressionResult
from .llm import DeltaCallback

if TYPE_CHECKING:
    from .turn import TurnParts

log = logging.getLogger(__name__)

PREFETCH_STATE = "prefetch"
"""State key: {str(user record seq): {"ids": [note ids], "block": context block}}."""
REVIEWED_STATE = "reviewed_through"
"""State key: seq of the last record handed to a review."""

SHORT_MESSAGE_LETTERS = 8
"""A message with fewer letters than this does not change the conversation's language."""

NoticeCallback = Callable[[str], None]


class ChatConversation:
    """A conversation persisted in working memory under `id`, run with `parts` (the model, tools,
    prefetcher, settings, review scheduler and compressor: agentik.agent.turn). Use from one thread."""

    def __init__(self, parts: "TurnParts", conversation_id: str) -> None:
        self.parts = parts
        self.id = conversation_id
        self.working_memory: ConversationStore = parts.working_memory
        self._review_in_flight_through: int | None = None
        self._built: list[dict] | None = None
        """Records up to this seq are being reviewed now: the next review starts after them."""
        self._review_retry_from: int | None = None
        """A review of records from this seq on failed: the next review starts there again."""

    @property
    def language(self) -> str:
        """The conversation's language ("ru"/"en"), from its latest user message; "en" before any."""
        return self.working_memory.get_conversation(self.id).language or "en"

    @property
    def llm(self) -> Any:
        """The model this conversation talks to (the compressor's default summariser)."""
        return self.parts.llm

    def messages(self) -> list[Message]:
        """The visible records in view order (what the model is sent, minus system and prefixes)."""
        return self.working_memory.messages(self.id)

    def tool_schemas(self) -> list[dict]:
        """The tool schemas every request of this conversation carries."""
        return self.parts.toolbox.schemas()

    def schedule_review(self, messages: Sequence[Message], language: str) -> None:
        """Hand records to the background memory review (the compressor does, before hiding them)."""
        self.parts.schedule_review(messages, language)

    def send(self, text: str, *, on_delta: DeltaCallback | None = None,
             on_notice: NoticeCallback | None = None) -> str:
        """Run one user turn and return the assistant's final text.

        `on_delta` gets the reply text as it streams; `on_notice` gets one-line notices (compaction).
        Raises InvalidInput for empty text and LLMError when the model fails (the turn is not counted).
        """
        if not isinstance(text, str) or not text.strip():
            raise InvalidInput("the message is empty; type something to send")
        language = self._turn_language(text)
        record = self.working_memory.append(self.id, Message(Role.USER, text))
        self._prefetch(record, language)
        final = self._run_rounds(on_delta, on_notice)
        self._after_turn(language)
        return final

    def compact(self) -> CompressionResult | None:
        """Compact now (`/compact`); None without a compressor or when there is nothing to compact."""
        compressor = self.parts.compressor
        return compressor.compress(self) if compressor is not None else None

    def request_messages(self) -> list[dict]:
        """The messages the next model request will carry: system instruction + visible records,
        with each user record's context block prefixed."""
        blocks = self.working_memory.get_state(self.id, PREFETCH_STATE, {}) or {}
        out: list[dict] = [{"role": "system", "content": self.parts.instructions()}]
        view = self.messages()
        carried = self._block_carriers(view)
        for message in view:
            item = message.to_llm()
            entry = blocks.get(str(message.seq)) if str(message.seq) in carried else None
            if entry and entry.get("block"):
                item["content"] = f"{entry['block']}\n\n{item['content']}"
            out.append(item)
        self._built = out  # the compressor's measuring build is then the one sent (_next_request)
        return out

    def _block_carriers(self, view: Sequence[Message]) -> set[str]:
        """The seqs (as state keys) of the user records whose context block is sent: every visible
        one, or only the latest `parts.context_blocks` (a small window: agentik.agent.window)."""
        users = [str(m.seq) for m in view if m.role is Role.USER and m.kind is RecordKind.MESSAGE]
        keep = self.parts.context_blocks
        return set(users if keep is None else users[-keep:] if keep > 0 else [])

    # -- the steps of a turn -------------------------------------------------------------------

    def _turn_language(self, text: str) -> str:
        """The language of this turn; a very short message ("ok", "да?") keeps the conversation's."""
        current = self.working_memory.get_conversation(self.id).language
        if current and sum(char.isalpha() for char in text) < SHORT_MESSAGE_LETTERS:
            return current
        language = detect_language(text)
        if language != current:
            self.working_memory.set_language(self.id, language)
        return language

    def _prefetch(self, record: Message, language: str) -> None:
        blocks: dict = self.working_memory.get_state(self.id, PREFETCH_STATE, {}) or {}
        carried = self._block_carriers(self.messages())
        shown = {note_id for seq, entry in blocks.items() if seq in carried for note_id in entry.get("ids", ())}
        try:
            found = self.parts.prefetcher.prefetch(record.content, conversation_id=self.id, exclude_ids=shown,
                                              language=language)
        except (MemoryStoreError, EmbeddingError) as exc:
            log.warning("prefetch failed; this turn goes without remembered context: %s", exc)
            return
        skills = self.parts.skill_block(record.content, language)
        if not found.notes and not skills:
            return
        # blocks of records hidden by compression (or, in a small window, of older turns) are not
        # sent any more: keep the state small
        blocks = {seq: entry for seq, entry in blocks.items() if seq in carried}
        block = "\n\n".join(part for part in (found.render(language) if found.notes else "", skills) if part)
        blocks[str(record.seq)] = {"ids": [note.id for note in found.notes], "block": block}
        self.working_memory.set_state(self.id, PREFETCH_STATE, blocks)

    def _run_rounds(self, on_delta: DeltaCallback | None, on_notice: NoticeCallback | None) -> str:
        parts = self.parts
        for _ in range(parts.max_tool_rounds):
            reply = parts.llm.complete(self._next_request(on_notice), tools=parts.toolbox.schemas() or None,
                                       stream=on_delta is not None, on_delta=on_delta)
            answer = Message(Role.ASSISTANT, reply.content, tool_calls=reply.tool_calls)
            if not reply.tool_calls:
                self.working_memory.append(self.id, answer)
                return reply.content
            if on_delta is not None and reply.content:
                on_delta("\n")
            results = []
            for call in reply.tool_calls:
                outcome = parts.toolbox.run(call)
                results.append(Message(Role.TOOL, outcome.text, tool_call_id=call.id, name=call.name))
            # the calls and all their results land together: an interrupted round leaves no call
            # without its result, which providers would refuse on every later request
            self.working_memory.append_many(self.id, [answer, *results])
        raise LLMCallFailed(f"the model was still calling tools after {parts.max_tool_rounds} rounds; "
                            "the turn was stopped — ask again, more specifically")

    def _next_request(self, on_notice: NoticeCallback | None) -> list[dict]:
        """The request to send next, compacting the conversation first when it is due. A compressor
        measures the request by building it; when it compacted nothing, that build is sent."""
        self._built = None
        compressor = self.parts.compressor
        if compressor is not None:
            result = compressor.maybe_compress(self)
            if result is not None:
                self._built = None  # records changed: build again
                if on_notice is not None:
                    on_notice(result.notice())
        return self._built if self._built is not None else self.request_messages()

    def review_mark(self) -> int:
        """The last record seq a memory review has seen, or is seeing now (-1: none). The turn's
        review and the compressor's both start after it, so no record is reviewed twice."""
        in_flight = -1 if self._review_in_flight_through is None else self._review_in_flight_through
        return max(self.working_memory.get_state(self.id, REVIEWED_STATE, -1), in_flight)

    def _after_turn(self, language: str) -> None:
        turns = self.working_memory.record_turn(self.id)
        if turns < self.parts.settings.nudge_interval:
            return
        self.working_memory.reset_review_counter(self.id)
        # `reviewed_through` moves only when a review finished: a failed one (the model was down)
        # leaves its records for the next review, in this process or after a restart
        since = self.review_mark()
        if self._review_retry_from is not None:
            since, self._review_retry_from = min(since, self._review_retry_from - 1), None
        # compression summaries retell records that were reviewed (or sent to review) already
        records = [m for m in self.working_memory.messages(self.id)
                   if m.seq > since and m.kind is not RecordKind.SUMMARY]
        if not records:
            return
        last = max(m.seq for m in records)
        self._review_in_flight_through = last

        first = min(m.seq for m in records)

        def reviewed() -> None:
            retry = self._review_retry_from
            done = self.working_memory.get_state(self.id, REVIEWED_STATE, -1)
            reached = last if retry is None else min(last, retry - 1)  # never past a failed review
            self.working_memory.set_state(self.id, REVIEWED_STATE, max(done, reached))

        def failed() -> None:
            retry = self._review_retry_from
            self._review_retry_from = first if retry is None else min(retry, first)

        self.parts.schedule_review(records, language, on_success=reviewed, on_failure=failed)
