"""The spare-core test behind two-thread query embeddings: /proc/stat windows minus this process's own CPU."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from agentik.embedding import cores
from agentik.embedding.cores import MIN_WINDOW_S, SpareCore, cgroup_cpu_quota, read_proc_stat


class Machine:
    """A scripted machine: the test moves time and adds busy/idle seconds of others and of us."""

    def __init__(self, cores: int = 2, hz: int = 100) -> None:
        self.cores, self.hz = cores, hz
        self.now = 0.0
        self.busy = 0.0  # seconds, all CPUs together
        self.total = 0.0
        self.own = 0.0
        self.broken = False
        self.reads = 0

    def run(self, seconds: float, *, others_cores: float = 0.0, our_cores: float = 0.0) -> None:
        self.now += seconds
        self.total += seconds * self.cores
        self.busy += seconds * (others_cores + our_cores)
        self.own += seconds * our_cores

    def stat(self) -> tuple[int, int]:
        self.reads += 1
        if self.broken:
            raise OSError("no /proc here")
        return round(self.busy * self.hz), round(self.total * self.hz)

    def watcher(self) -> SpareCore:
        return SpareCore(read_stat=self.stat, own_cpu_s=lambda: self.own, clock=lambda: self.now,
                         cores=self.cores, ticks_per_second=self.hz)


def test_an_idle_machine_has_a_spare_core() -> None:
    machine = Machine()
    watch = machine.watcher()
    watch.start()
    machine.run(0.5, others_cores=0.05)
    assert watch.available() is True
    assert watch.others_busy == pytest.approx(0.025, abs=0.01)


@pytest.mark.parametrize("others_cores", [1.0, 0.5])
def test_another_process_on_the_second_core_takes_it(others_cores: float) -> None:
    machine = Machine()
    watch = machine.watcher()
    watch.start()
    machine.run(0.5, others_cores=others_cores)
    assert watch.available() is False


def test_our_own_cpu_time_is_not_someone_elses_load() -> None:
    machine = Machine()
    watch = machine.watcher()
    watch.start()
    machine.run(1.0, our_cores=1.8)  # e.g. the previous two-thread embeddings
    assert watch.available() is True


def test_a_reading_inside_the_minimum_window_keeps_the_last_answer() -> None:
    machine = Machine()
    watch = machine.watcher()
    watch.start()
    machine.run(0.3)
    assert watch.available() is True
    machine.run(MIN_WINDOW_S / 4, others_cores=1.0)
    reads = machine.reads
    assert watch.available() is True  # too short to judge: 10 ms ticks
    assert machine.reads == reads  # and /proc/stat was not read for it
    machine.run(0.3, others_cores=1.0)
    assert watch.available() is False  # the window since the last judged reading shows the load


def test_a_load_that_lasted_the_whole_gap_is_seen_however_long_the_gap() -> None:
    machine = Machine()
    watch = machine.watcher()
    watch.start()
    machine.run(600.0, others_cores=1.0)
    assert watch.available() is False


def test_no_window_yet_and_one_core_and_no_proc_mean_one_thread() -> None:
    machine = Machine()
    watch = machine.watcher()
    assert watch.available() is False  # the first reading only starts a window
    machine.run(0.5)
    assert watch.available() is True
    machine.broken = True
    machine.run(0.5)
    assert watch.available() is False  # /proc unreadable: one thread
    single = Machine(cores=1)
    lone = single.watcher()
    lone.start()
    single.run(0.5)
    assert lone.available() is False


def test_start_keeps_the_first_reading() -> None:
    machine = Machine()
    watch = machine.watcher()
    watch.start()
    machine.run(0.5, others_cores=1.0)
    watch.start()  # a second embedder made later must not shorten the window
    assert watch.available() is False


def test_read_proc_stat_sums_the_cpu_line_or_the_allowed_cpus(tmp_path: Path) -> None:
    stat = tmp_path / "stat"
    stat.write_text(
        "cpu  100 5 20 800 10 1 2 3 0 0\n"
        "cpu0 60 2 10 400 5 0 1 1 0 0\n"
        "cpu1 40 3 10 400 5 1 1 2 0 0\n"
        "intr 1 2 3\n"
    )
    assert read_proc_stat(str(stat)) == (100 + 5 + 20 + 1 + 2 + 3, 941)
    assert read_proc_stat(str(stat), frozenset({1})) == (40 + 3 + 10 + 1 + 1 + 2, 462)
    assert read_proc_stat(str(stat), frozenset({0, 1})) == (131, 941)
    with pytest.raises(OSError, match="no cpu line"):
        read_proc_stat(str(stat), frozenset({7}))
    stat.write_text("intr 1 2 3\n")
    with pytest.raises(OSError, match="no cpu line"):
        read_proc_stat(str(stat))


@pytest.mark.parametrize("files,quota", [
    ({"cpu.max": "max 100000\n"}, None),
    ({"cpu.max": "150000 100000\n"}, 1.5),
    ({"cpu/cpu.cfs_quota_us": "-1\n", "cpu/cpu.cfs_period_us": "100000\n"}, None),
    ({"cpu/cpu.cfs_quota_us": "50000\n", "cpu/cpu.cfs_period_us": "100000\n"}, 0.5),
    ({}, None),
])
def test_cgroup_cpu_quota(tmp_path: Path, files: dict[str, str], quota: float | None) -> None:
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    assert cgroup_cpu_quota(str(tmp_path)) == quota


def test_a_quota_under_two_cpus_leaves_no_core_to_spare(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cores, "cgroup_cpu_quota", lambda: 1.5)
    assert SpareCore().cores == 1
    monkeypatch.setattr(cores, "cgroup_cpu_quota", lambda: None)
    assert SpareCore().cores == len(os.sched_getaffinity(0))


@pytest.mark.skipif(not Path("/proc/stat").exists(), reason="needs Linux /proc")
def test_the_cpu_lines_add_up_to_the_machine_line_here(tmp_path: Path) -> None:
    snapshot = tmp_path / "stat"
    snapshot.write_text(Path("/proc/stat").read_text())  # one reading for both sums
    cpus = frozenset(int(line.split()[0][3:]) for line in snapshot.read_text().splitlines()
                     if line.startswith("cpu") and line[3].isdigit())
    everything = read_proc_stat(str(snapshot))
    lines = read_proc_stat(str(snapshot), cpus)
    assert 0 < everything[0] < everything[1]
    slack = 8 * len(cpus)  # the kernel rounds each line on its own: a few ticks apart
    assert abs(lines[0] - everything[0]) <= slack and abs(lines[1] - everything[1]) <= slack
    one = read_proc_stat(str(snapshot), frozenset({min(cpus)}))
    if len(cpus) > 1:
        assert one[1] < everything[1] - 100  # one CPU's line, not the machine's
