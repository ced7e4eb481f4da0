"""Run a function in a forked child and get back the bytes it returns (tests of fork safety)."""

from __future__ import annotations

import os
import time
from typing import Callable

import pytest


def run_forked(function: Callable[[], bytes], *, timeout_s: float = 20) -> bytes:
    """`function()`'s bytes, computed in a forked child; the test fails if the child hangs."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        try:
            os.write(write_end, function())
        finally:
            os._exit(0)
    os.close(write_end)
    deadline = time.monotonic() + timeout_s
    while os.waitpid(pid, os.WNOHANG) == (0, 0):
        if time.monotonic() > deadline:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
            os.close(read_end)
            pytest.fail(f"the forked child hung for {timeout_s} s")
        time.sleep(0.02)
    with os.fdopen(read_end, "rb") as pipe:
        return pipe.read()
