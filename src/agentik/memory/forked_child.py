"""The import's second process as a fork of this one, when that is safe: it starts in ~10 ms.

A fresh interpreter (`python -m agentik.memory.prepare_process`) takes ~0.35 s of CPU before it
can prepare a note, most of it compiling the guard's patterns (and ~0.5 s of wall time on a busy
machine of two cores); the import meanwhile prepares the first parts itself, on the path of its
writes. A fork inherits this process's compiled guard and starts at once. It is taken only where
it is safe: on Linux, from a process that runs one thread (a thread holding a lock at the fork
would leave it held in the child forever; the CLI and a script run one until a model loads), else
the fresh interpreter is started as before.

`ForkedChild` offers what `PrepareProcess` uses of `subprocess.Popen`: binary `stdin`/`stdout`
pipes, `poll`, `wait(timeout)` and `kill`. The child runs `serve` on its two pipe ends, closes
every other descriptor it inherited (the store's database among them: the parent's locks are
its own and stay), ignores Ctrl-C (the importing process ends it), and leaves with `os._exit`:
nothing of this process's state (buffers, atexit handlers, the store) is flushed or closed twice.
"""

from __future__ import annotations

import gc
import os
import signal
import subprocess
import sys
import threading
import time
from typing import BinaryIO, Callable


def can_fork() -> bool:
    """Whether a fork is safe here: on Linux (macOS system libraries are not fork-safe without an
    exec; Windows has no fork), from a process that runs one thread, native threads included
    (/proc/self/task lists them all)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:  # no /proc mounted: the threads cannot be counted
        return False


class ForkedChild:
    """A forked child running `serve(requests, replies)` on two pipes (module doc)."""

    def __init__(self, serve: Callable[[BinaryIO, BinaryIO], None]) -> None:
        request_read, request_write = os.pipe()
        reply_read, reply_write = os.pipe()
        self.returncode: int | None = None
        self._reaping = threading.Lock()
        try:
            pid = os.fork()
        except OSError:  # no memory or process slot: the caller prepares every note itself
            for end in (request_read, request_write, reply_read, reply_write):
                os.close(end)
            raise
        if pid == 0:  # the child: never returns
            _run_child(serve, request_read, reply_write)
        self.pid = pid
        os.close(request_read)
        os.close(reply_write)
        self.stdin: BinaryIO = os.fdopen(request_write, "wb")
        self.stdout: BinaryIO = os.fdopen(reply_read, "rb")

    def poll(self) -> int | None:
        with self._reaping:  # two threads may ask (the importer's, the one reading answers): one reaps
            if self.returncode is None:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
                if pid:
                    self.returncode = os.waitstatus_to_exitcode(status)
            return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        delay = 0.001
        while self.poll() is None:
            if deadline is not None and time.monotonic() >= deadline:
                raise subprocess.TimeoutExpired(f"forked child {self.pid}", timeout or 0)
            time.sleep(delay)
            delay = min(delay * 2, 0.05)
        assert self.returncode is not None
        return self.returncode

    def kill(self) -> None:
        if self.poll() is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass  # it has just exited; wait() collects it


def _run_child(serve: Callable[[BinaryIO, BinaryIO], None], request_read: int, reply_write: int) -> None:
    code = 1
    try:
        gc.freeze()  # a collection would touch (copy) every page of the parent's objects
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        low, high = sorted((request_read, reply_write))
        os.closerange(3, low)
        os.closerange(low + 1, high)
        os.closerange(high + 1, _max_fd())
        with os.fdopen(request_read, "rb") as requests, os.fdopen(reply_write, "wb") as replies:
            serve(requests, replies)
        code = 0
    except BaseException as exc:  # noqa: BLE001  (the parent prepares what it did not answer)
        try:
            print(f"agentik prepare process: {exc!r}", file=sys.stderr, flush=True)
        except BaseException:  # noqa: BLE001
            pass
    finally:
        os._exit(code)


def _max_fd() -> int:
    try:
        return os.sysconf("SC_OPEN_MAX")
    except (AttributeError, ValueError, OSError):
        return 65536
