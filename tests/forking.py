"""Run a function in a forked child and get back the bytes it returns (tests of fork safety)."""

from __future__ import annotations

import os
import select
import time
import traceback
from typing import Callable

import pytest


def run_forked(function: Callable[[], bytes], *, timeout_s: float = 20) -> bytes:
    """`function()`'s bytes, computed in a forked child. The test fails, with the child's traceback,
    when the function raises there, and fails when the child hangs past `timeout_s`."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        status = 1
        try:
            payload, status = function(), 0
        except BaseException:  # the parent shows it
            payload = traceback.format_exc().encode()
        try:
            os.write(write_end, payload)
        finally:
            os._exit(status)
    os.close(write_end)
    chunks = []
    deadline = time.monotonic() + timeout_s
    with os.fdopen(read_end, "rb", buffering=0) as pipe:
        while True:  # read as it comes, so a child writing more than a pipe holds is not taken for hung
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([pipe], [], [], left)[0]:
                os.kill(pid, 9)
                os.waitpid(pid, 0)
                pytest.fail(f"the forked child hung for {timeout_s} s")
            chunk = pipe.read(65536)
            if not chunk:
                break
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    output = b"".join(chunks)
    if os.waitstatus_to_exitcode(status) != 0:
        pytest.fail("the forked child failed:\n" + output.decode(errors="replace"))
    return output
