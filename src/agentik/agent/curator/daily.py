"""The daily curator of a long-running process (`agentik chat`, `agentik mcp`): a background thread
that runs the curator when it is due and never delays the user.

It checks at start (after START_DELAY_S, so the first turn has the machine) and then every
CHECK_EVERY_S; `Curator.run_if_due` makes the run happen once per AGENTIK_CURATOR_INTERVAL_HOURS
across processes. A run that did something tells its one-line summary (and, the first time, the notice that the curator
exists) goes to `tell`; a failed run is logged as a warning with its reason and tried again at
the next check.
"""

from __future__ import annotations

import logging
import threading
from typing import Callable

from ...errors import AgentikError
from .run import Curator

log = logging.getLogger(__name__)

START_DELAY_S = 5.0
CHECK_EVERY_S = 3600.0


class DailyCurator:
    """`DailyCurator(curator, tell=print).start()`; `stop()` before closing the memory."""

    def __init__(self, curator: Curator, *, tell: Callable[[str], None] | None = None,
                 start_delay_s: float = START_DELAY_S, check_every_s: float = CHECK_EVERY_S) -> None:
        self.curator = curator
        self.tell = tell
        self.start_delay_s = start_delay_s
        self.check_every_s = check_every_s
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.runs = 0

    def start(self) -> "DailyCurator":
        if self.curator.settings.curator_interval_hours > 0 and self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="agentik-curator", daemon=True)
            self._thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        """Ask the thread to stop, wait up to `timeout` s, and close the curator's journal. A run
        still going then fails its next step; the journal lets the next run finish its work."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout)
        self.curator.close()

    def _loop(self) -> None:
        if self._stop.wait(self.start_delay_s):
            return
        while not self._stop.is_set():
            self.check()
            if self._stop.wait(self.check_every_s):
                return

    def check(self) -> None:
        """Run the curator now if it is due (the thread calls this; tests may too)."""
        try:
            report = self.curator.run_if_due()
        except AgentikError as exc:
            log.warning("the daily curator run failed (it is tried again later): %s", exc)
            return
        if report is None:
            return
        self.runs += 1
        if self.tell is not None:
            notice = self.curator.notice_once()
            if notice:
                self.tell(notice)
            if report.archived or report.merged or report.proposed:
                self.tell(f"curator: {report.summary()} (agentik curate --last)")
