"""The memory review (seed §6): a background look at recent turns that saves what is worth keeping.

`MemoryReviewer.review(messages, language)` is one short LLM exchange: the review prompt (Russian or
English by the conversation's language) and a transcript of the records, with only the whitelisted
tools (memory_save, memory_search, memory_list). The model saves 0..N facts — "nothing to save" is
a valid answer — and may look before it saves, so up to `max_rounds` tool rounds are allowed. Notes
it writes have source auto_review. Call it directly from your own agent loop, or let
`BackgroundReviews` run it on a worker thread, which is what ChatAgent does every N turns.

The background runner never blocks the caller, runs reviews one at a time in order, logs failures
(they never reach the user's turn), and on `close()` drops queued reviews, stops a running one
before its next step, and waits a bounded time for it.
"""

from __future__ import annotations

import logging
import queue
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Sequence

from ..errors import AgentikError
from ..notes.model import Source
from ..memory.store import MemoryStore
from ..memory.tools import MemoryTools
from .compression.tokens import TokenEstimator
from .guidance import ROLE_LABELS, TRANSCRIPT_HEADERS, review_prompt
from .llm import LLM
from ..notes.messages import Message, RecordKind, Role
from .skills.prompts import skill_review_prompt
from .skills.tools import SkillTools
from .skills.usage import SkillSource
from .toolbox import ToolBox

if TYPE_CHECKING:
    from .skills import Skills

log = logging.getLogger(__name__)

MAX_RECORD_CHARS = 2000
MAX_TRANSCRIPT_CHARS = 24000


@dataclass(frozen=True)
class ReviewResult:
    """What one review did: the tool results of its saves, and the model's final words."""

    saved: tuple[str, ...] = ()
    reply: str = ""
    tool_calls: int = 0
    cancelled: bool = False
    skills: tuple[str, ...] = ()
    """The tool results of the skills it created or updated."""

    @property
    def nothing_to_save(self) -> bool:
        return not self.saved and not self.skills


class MemoryReviewer:
    """Runs the review prompt with the whitelisted memory tools against a store."""

    def __init__(self, llm: LLM, store: MemoryStore, *, max_rounds: int = 3,
                 tool_names: Sequence[str] = MemoryTools.REVIEW_TOOLS,
                 estimator: TokenEstimator | None = None, compact: bool = False,
                 skills: "Skills | None" = None) -> None:
        """`estimator` counts the model's tokens and knows its window (ChatAgent passes the chat
        model's); without one the transcript is only capped at MAX_TRANSCRIPT_CHARS. `compact`: the
        tool schemas in their short form (a small window: agentik.agent.window). With `skills` the
        whitelist grows by the skill tools (source auto_review) and the prompt by its skill part; a
        list, a view and a save take rounds of their own, so at least 5 rounds are allowed."""
        self.llm = llm
        self.store = store
        self.estimator = estimator
        self.skills = skills
        functions = MemoryTools(store, source=Source.AUTO_REVIEW).functions(tuple(tool_names))
        if skills is not None:
            max_rounds = max(max_rounds, 5)
            functions += SkillTools(skills.store, source=SkillSource.AUTO_REVIEW,
                                    count_views=False).functions(SkillTools.REVIEW_TOOLS)
        self.max_rounds = max_rounds
        self.toolbox = ToolBox(functions, compact=compact)

    def prompt(self, language: str) -> str:
        """The review's system prompt: memory part, and the skill part when it has the skill tools."""
        extra = skill_review_prompt(language) if self.skills is not None else ""
        return review_prompt(language) + extra

    def transcript_budget(self, language: str) -> int | None:
        """Tokens the transcript may take so that the whole request — prompt, tool schemas, and
        room for the tool rounds and the reply (a quarter of the window) — fits the window."""
        if self.estimator is None:
            return None
        frame = [{"role": "system", "content": self.prompt(language)},
                 {"role": "user", "content": TRANSCRIPT_HEADERS.get(language, TRANSCRIPT_HEADERS["en"])}]
        limit = self.estimator.context_limit
        used = self.estimator.count_request(frame, tools=self.toolbox.schemas())
        return max(0, limit - limit // 4 - used)

    def review(self, messages: Sequence[Message], language: str, *,
               cancel: threading.Event | None = None) -> ReviewResult:
        """Review these records; returns what was saved. Raises LLMError when the model call fails."""
        budget = self.transcript_budget(language)
        if budget == 0:
            log.warning("memory review skipped: the model's window of %d tokens leaves no room for a transcript "
                        "next to the review prompt and tools", self.estimator.context_limit if self.estimator else 0)
            return ReviewResult(reply="no room to review")
        transcript = render_transcript(messages, language, max_tokens=budget,
                                       count=self.estimator.count_text if self.estimator is not None else None)
        if not transcript:
            return ReviewResult(reply="nothing to review")
        request: list[dict] = [
            {"role": "system", "content": self.prompt(language)},
            {"role": "user", "content": transcript},
        ]
        saved: list[str] = []
        skills: list[str] = []
        calls = 0
        reply_text = ""
        for _ in range(self.max_rounds):
            if cancel is not None and cancel.is_set():
                return ReviewResult(tuple(saved), reply_text, calls, cancelled=True, skills=tuple(skills))
            reply = self.llm.complete(request, tools=self.toolbox.schemas())
            reply_text = reply.content
            if not reply.tool_calls:
                break
            if cancel is not None and cancel.is_set():
                return ReviewResult(tuple(saved), reply_text, calls, cancelled=True, skills=tuple(skills))
            request.append(Message(Role.ASSISTANT, reply.content, tool_calls=reply.tool_calls).to_llm())
            for call in reply.tool_calls:
                outcome = self.toolbox.run(call)
                calls += 1
                if outcome.ok and call.name == "memory_save":
                    saved.append(outcome.text)
                elif outcome.ok and call.name in ("skill_save", "skill_delete"):
                    skills.append(outcome.text)
                request.append(Message(Role.TOOL, outcome.text, tool_call_id=call.id, name=call.name).to_llm())
        log.info("memory review: %d note(s) saved, %d skill(s) written, %d tool call(s)", len(saved), len(skills), calls)
        return ReviewResult(tuple(saved), reply_text, calls, skills=tuple(skills))


def render_transcript(messages: Sequence[Message], language: str, *, max_chars: int = MAX_TRANSCRIPT_CHARS,
                      max_tokens: int | None = None, count: Callable[[str], int] | None = None) -> str:
    """The user/assistant text (and summaries) of the records, labelled, newest kept when too long:
    at most `max_chars` characters and, with `count`, `max_tokens` tokens (header not included)."""
    labels = ROLE_LABELS.get(language, ROLE_LABELS["en"])
    lines: list[str] = []
    for message in messages:
        if message.kind is RecordKind.SUMMARY:
            label = labels["summary"]
        elif message.role in (Role.USER, Role.ASSISTANT):
            label = labels[message.role.value]
        else:
            continue
        text = message.content.strip()
        if not text:
            continue
        limit = min(MAX_RECORD_CHARS, max_chars)
        if len(text) > limit:
            text = text[:limit] + "…"
        lines.append(f"{label}: {text}")
    token_budget = max_tokens if count is not None and max_tokens is not None else None
    kept: list[str] = []
    size = tokens = 0
    for line in reversed(lines):
        cost = count(line) + 1 if token_budget is not None else 0
        if size + len(line) > max_chars or (token_budget is not None and tokens + cost > token_budget):
            if kept or token_budget is None or cost <= 1:
                break
            line = line[: len(line) * token_budget // cost]  # the newest record alone is too long: its start
            if not line:
                break
            cost = token_budget
        kept.append(line)
        size += len(line) + 2
        tokens += cost
    if not kept:
        return ""
    header = TRANSCRIPT_HEADERS.get(language, TRANSCRIPT_HEADERS["en"])
    return header + "\n\n" + "\n\n".join(reversed(kept))


@dataclass
class _Job:
    messages: list[Message]
    language: str
    done: threading.Event = field(default_factory=threading.Event)
    result: ReviewResult | None = None
    error: BaseException | None = None
    on_success: Callable[[], None] | None = None
    on_failure: Callable[[], None] | None = None


class BackgroundReviews:
    """A worker thread that runs reviews one at a time, off the caller's path."""

    def __init__(self, reviewer: MemoryReviewer) -> None:
        self.reviewer = reviewer
        self.results: list[ReviewResult] = []
        self.failures: list[str] = []
        self._queue: "queue.Queue[_Job | None]" = queue.Queue()
        self._cancel = threading.Event()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._closed = False

    def schedule(self, messages: Sequence[Message], language: str, *,
                 on_success: Callable[[], None] | None = None,
                 on_failure: Callable[[], None] | None = None) -> _Job:
        """Queue a review of these records and return at once. `on_success` runs in the worker after
        a review that finished; `on_failure` after one that failed, crashed or was cancelled."""
        job = _Job(list(messages), language, on_success=on_success, on_failure=on_failure)
        with self._lock:
            if self._closed:
                raise AgentikError("the agent is closed; reviews can no longer be scheduled")
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name="agentik-review", daemon=True)
                self._thread.start()
            self._queue.put(job)
        return job

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every queued review has finished; False if `timeout` ran out first."""
        finished = threading.Event()

        def drain() -> None:
            self._queue.join()
            finished.set()

        threading.Thread(target=drain, daemon=True).start()
        return finished.wait(timeout)

    def close(self, timeout: float = 5.0) -> None:
        """Drop queued reviews, ask a running one to stop, wait up to `timeout` for the worker."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            self._cancel.set()
            thread = self._thread
            while True:
                try:
                    job = self._queue.get_nowait()
                except queue.Empty:
                    break
                if job is not None:
                    job.done.set()
                self._queue.task_done()
            if thread is not None:
                self._queue.put(None)
        if thread is not None:
            thread.join(timeout)
            if thread.is_alive():
                log.warning("a memory review is still waiting on the model; abandoning it on exit")

    def _work(self) -> None:
        while True:
            job = self._queue.get()
            try:
                if job is None:
                    return
                self._run(job)
            finally:
                self._queue.task_done()

    def _run(self, job: _Job) -> None:
        if self._cancel.is_set():
            job.done.set()
            return
        try:
            job.result = self.reviewer.review(job.messages, job.language, cancel=self._cancel)
            self.results.append(job.result)
            finished = job.on_success if not job.result.cancelled else job.on_failure
            if finished is not None:
                finished()
        except AgentikError as exc:
            job.error = exc
            self.failures.append(str(exc))
            log.warning("memory review failed: %s", exc)
        except Exception as exc:  # a review must never take the chat down; log the bug in full
            job.error = exc
            self.failures.append(f"{type(exc).__name__}: {exc}")
            log.error("memory review crashed: %s: %s", type(exc).__name__, exc)
            log.debug("traceback of the crashed review", exc_info=True)
        finally:
            if job.error is not None and job.on_failure is not None:
                job.on_failure()
            job.done.set()
