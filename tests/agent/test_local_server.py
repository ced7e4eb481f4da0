"""The context window of a local model server (Ollama, llama.cpp, LM Studio), asked over loopback
from a stand-in server that answers the way each one does."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from agentik.agent.compression.tokens import DEFAULT_CONTEXT_LIMIT, TokenEstimator
from agentik.agent.local_server import _probe, server_context_limit
from agentik.settings import Settings


@pytest.fixture
def serve():
    """serve({path: json answer}) -> base URL of a loopback server; it records the requests it got."""
    servers = []

    def start(routes: dict[str, object]):
        seen: list[tuple[str, str, object]] = []

        class Handler(BaseHTTPRequestHandler):
            def _answer(self, body):
                path = self.path
                seen.append((self.command, path, body))
                if path not in routes:
                    self.send_response(404)
                    self.end_headers()
                    return
                data = json.dumps(routes[path]).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                self._answer(None)

            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                self._answer(json.loads(self.rfile.read(length) or b"null"))

            def log_message(self, *args):
                pass

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}", seen

    _probe.cache_clear()
    yield start
    for server in servers:
        server.shutdown()
        server.server_close()
    _probe.cache_clear()


def test_ollama_num_ctx_from_the_modelfile_wins(serve):
    base, seen = serve({"/api/show": {"parameters": "stop \"<|im_end|>\"\nnum_ctx                        8192",
                                      "model_info": {"qwen2.context_length": 32768}}})
    assert server_context_limit("ollama/qwen2.5:0.5b", base) == 8192
    assert seen == [("POST", "/api/show", {"model": "qwen2.5:0.5b"})]


def test_ollama_without_num_ctx_runs_with_its_default_window(serve):
    base, _ = serve({"/api/show": {"parameters": "", "model_info": {"llama.context_length": 131072}}})
    assert server_context_limit("ollama_chat/llama3.2", base) == 2048
    base, _ = serve({"/api/show": {"model_info": {"gemma3.context_length": 1024}}})
    assert server_context_limit("ollama/tiny", base) == 1024  # a model trained on less than the default


def test_llama_cpp_props_behind_an_openai_base(serve):
    base, seen = serve({"/props": {"default_generation_settings": {"n_ctx": 4096}}})
    assert server_context_limit("openai/smollm2", base + "/v1") == 4096
    assert seen[0][:2] == ("GET", "/props")


def test_lm_studio_loaded_length(serve):
    base, _ = serve({"/api/v0/models/qwen2.5-0.5b-instruct": {"loaded_context_length": 3072,
                                                             "max_context_length": 32768}})
    assert server_context_limit("openai/qwen2.5-0.5b-instruct", base + "/v1") == 3072


def test_no_answer_falls_back_and_the_setting_always_wins(serve):
    base, seen = serve({})
    assert server_context_limit("openai/whatever", base + "/v1") is None
    assert server_context_limit("openai/whatever", None) is None
    assert server_context_limit("ollama/x", "http://127.0.0.1:9") is None  # nothing listens there
    served, _ = serve({"/props": {"default_generation_settings": {"n_ctx": 2048}}})
    settings = Settings(model="openai/local-model", api_base=served + "/v1")
    assert TokenEstimator.from_settings(settings).context_limit == 2048
    pinned = Settings(model="openai/local-model", api_base=served + "/v1", context_limit=3000)
    assert TokenEstimator.from_settings(pinned).context_limit == 3000
    assert TokenEstimator.from_settings(Settings(model="fake", api_base=served)).context_limit == DEFAULT_CONTEXT_LIMIT
