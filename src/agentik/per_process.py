"""`PerProcess`: one lazily made object per process, made afresh in a forked child.

For process-wide helpers that own threads or locks (a helper thread pool, a watcher guarded by a
lock): a forked child inherits the object but not its threads, and a lock another thread held at
the fork is never released there, so the child must make its own.
"""

from __future__ import annotations

import os
import threading
from typing import Callable, Generic, TypeVar

T = TypeVar("T")


class PerProcess(Generic[T]):
    """`get()` returns this process's object, made by `make()` on first use."""

    def __init__(self, make: Callable[[], T]) -> None:
        self._make = make
        self._value: T | None = None
        self._lock = threading.Lock()
        if hasattr(os, "register_at_fork"):
            os.register_at_fork(after_in_child=self._forget)

    def get(self) -> T:
        with self._lock:
            if self._value is None:
                self._value = self._make()
            return self._value

    def _forget(self) -> None:
        self._value = None
        self._lock = threading.Lock()
