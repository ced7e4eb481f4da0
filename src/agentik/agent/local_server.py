"""What a local model server says about the context window it runs a model with.

A local model's window is set by the server, not by the model's card: Ollama runs a model with the
`num_ctx` of its Modelfile (else its server default, 2,048 tokens in many versions), llama.cpp's
`llama-server` with its `--ctx-size`, LM Studio with the length the model was loaded with. litellm
does not know these (nor, mostly, the models), so with AGENTIK_API_BASE set the server is asked:

- `ollama/<model>`, `ollama_chat/<model>`: POST /api/show → `num_ctx` in "parameters", else the
  server default capped by the model's own `*.context_length`;
- anything else (`openai/<model>` against llama.cpp or LM Studio): GET /props (llama.cpp:
  `default_generation_settings.n_ctx`), then GET /api/v0/models/<model> (LM Studio:
  `loaded_context_length`).

One short request per (model, server) per process; no answer means None (the caller falls back to
litellm's metadata, then to its default). AGENTIK_CONTEXT_LIMIT always wins over all of this.
"""

from __future__ import annotations

import functools
import json
import logging
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

log = logging.getLogger(__name__)

PROBE_TIMEOUT_S = 2.0
OLLAMA_DEFAULT_CONTEXT = 2048
"""Ollama's num_ctx when the Modelfile sets none (set AGENTIK_CONTEXT_LIMIT if your server differs)."""
OLLAMA_PROVIDERS = ("ollama", "ollama_chat")


def server_context_limit(model: str, api_base: str | None, *, timeout: float = PROBE_TIMEOUT_S) -> int | None:
    """The window the server at `api_base` runs `model` with, or None when it does not say."""
    if not api_base or not model.strip():
        return None
    return _probe(model.strip(), api_base.strip().rstrip("/"), timeout)


@functools.lru_cache(maxsize=32)
def _probe(model: str, api_base: str, timeout: float) -> int | None:
    provider, _, name = model.partition("/")
    if provider in OLLAMA_PROVIDERS:
        limit = _ollama(api_base, name or model, timeout)
    else:
        root = api_base[:-3] if api_base.endswith("/v1") else api_base
        limit = _llama_cpp(root, timeout) or _lm_studio(root, name or model, timeout)
    if limit:
        log.info("%s at %s runs with a context window of %d tokens (asked the server)", model, api_base, limit)
    return limit


def _ollama(base: str, name: str, timeout: float) -> int | None:
    data = _request(f"{base}/api/show", {"model": name}, timeout)
    if not isinstance(data, dict):
        return None
    for line in str(data.get("parameters") or "").splitlines():
        key, _, value = line.strip().partition(" ")
        if key == "num_ctx" and value.strip().isdigit():
            return int(value.strip())
    trained = [v for k, v in (data.get("model_info") or {}).items()
               if k.endswith(".context_length") and isinstance(v, int) and v > 0]
    return min([OLLAMA_DEFAULT_CONTEXT, *trained])


def _llama_cpp(root: str, timeout: float) -> int | None:
    data = _request(f"{root}/props", None, timeout)
    if not isinstance(data, dict):
        return None
    settings = data.get("default_generation_settings") or {}
    return _positive(settings.get("n_ctx") if isinstance(settings, dict) else None) or _positive(data.get("n_ctx"))


def _lm_studio(root: str, name: str, timeout: float) -> int | None:
    data = _request(f"{root}/api/v0/models/{urllib.parse.quote(name, safe='')}", None, timeout)
    if not isinstance(data, dict):
        return None
    return _positive(data.get("loaded_context_length")) or _positive(data.get("max_context_length"))


def _positive(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _request(url: str, body: dict | None, timeout: float) -> Any:
    """The JSON the server answers, or None (unreachable, an error status, not JSON)."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"},
                                     method="POST" if body is not None else "GET")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (the user's own server)
            return json.loads(response.read(1_000_000))
    except (urllib.error.URLError, OSError, ValueError) as exc:
        log.debug("no context window from %s: %s", url, exc)
        return None


__all__ = ["OLLAMA_DEFAULT_CONTEXT", "server_context_limit"]
