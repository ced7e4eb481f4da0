"""A circuit breaker for a remote embedding service: an outage costs one failed call, not one per save.

With the service down, every save used to wait for its embedding call and the retries after it
(8-11 s each) and print a warning per attempt. Now the first failure opens the circuit: for
``cooldown`` seconds every call fails at once with EmbeddingCircuitOpen (no network, no wait),
so a save stores its note without a vector at once (embedded later, see the store) and a search
goes by keyword. When the cool-down ends, the next call is let through as the probe — one call,
while the others still fail fast — and its outcome closes the circuit or opens it for another
cool-down.

    closed ──failure──▶ open ──cool-down over──▶ probing ──success──▶ closed
                         ▲                          │
                         └─────────failure──────────┘

The state is this process's (each embedder object holds one); opening and closing are logged once
each, on ``agentik.embedding.breaker``.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Callable

from ..errors import EmbeddingCircuitOpen

log = logging.getLogger(__name__)

DEFAULT_COOLDOWN_S = 30.0
"""Seconds a failed service is left alone before one probe call."""


class CircuitBreaker:
    """Closed, open or probing; `before_call` raises EmbeddingCircuitOpen while calls must not go out."""

    def __init__(self, name: str, *, cooldown: float = DEFAULT_COOLDOWN_S,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.name = name
        self.cooldown = cooldown
        self._clock = clock
        self._lock = threading.Lock()
        self._open_until: float | None = None  # None = closed
        self._probing = False
        self._reason = ""

    @property
    def is_open(self) -> bool:
        return self._open_until is not None

    def before_call(self) -> None:
        """Let a call through (closed, or as the one probe of an ended cool-down), or raise."""
        with self._lock:
            if self._open_until is None:
                return
            left = self._open_until - self._clock()
            if left > 0 or self._probing:
                wait = f"not called again for {left:.0f} s" if left > 0 else "one call is trying it again now"
                raise EmbeddingCircuitOpen(f"{self._reason}; {wait}")
            self._probing = True

    def failed(self, reason: str) -> None:
        """The call failed for a reason that other calls share (the service is down or refuses us)."""
        with self._lock:
            first = self._open_until is None
            self._open_until = self._clock() + self.cooldown
            self._probing = False
            self._reason = reason
        if first:
            log.debug("circuit of %s opened for %.0f s: %s", self.name, self.cooldown, reason)

    def succeeded(self) -> None:
        """The call worked: close the circuit."""
        with self._lock:
            was_open = self._open_until is not None
            self._open_until = None
            self._probing = False
        if was_open:
            log.warning("%s answers again; notes saved meanwhile get their vectors with the next saves "
                        "(or `agentik memory reindex`)", self.name)

    def abandoned(self) -> None:
        """The call ended without an answer either way (interrupted): let the next call probe."""
        with self._lock:
            self._probing = False


__all__ = ["CircuitBreaker", "DEFAULT_COOLDOWN_S"]
