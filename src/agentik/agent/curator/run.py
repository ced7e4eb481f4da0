"""The curator: one run archives stale items, optionally consolidates near-duplicates, and journals
every action, so each run can be reported (`agentik curate --last`) and undone (`--undo RUN`).

A run, holding the lease (journal.py) so no other process curates at the same time:

    1. finishes the planned actions of a run that was killed midway (they are idempotent)
    2. plans: the stale items of every Archivable source (policy.py: notes; skill_source.py:
       skills); near-duplicate groups when consolidation is on (consolidate.py for notes,
       skill_merge.py for skills)
    3. backs up agentik.db and the folders before it changes anything (backup.py)
    4. journals the plan, applies it, marks each action done
A dry run plans and reports only: no backup, no journal, no model call.
"""

from __future__ import annotations

import logging
import os
import socket
import uuid
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ...errors import AgentikError, CuratorBusy, InvalidInput
from ...memory.core import Memory
from ...notes.model import now_ms
from ...settings import Settings
from ..llm import LLM
from .backup import Backup, write_backup
from .consolidate import Group, apply_merge, find_groups, undo_merge, write_umbrella
from .journal import Action, Journal, Run
from .policy import DAY_MS, SCAN_LIMIT, Archivable, NoteArchive, archive_cutoff, reason
from .skill_merge import SkillGroup, find_skill_groups
from .skill_source import SkillArchive

if TYPE_CHECKING:
    from ..skills import Skills

log = logging.getLogger(__name__)

LEASE_MS = 3_600_000
"""How long a run may hold the lease before another process may take over (a killed run's lease)."""

ARCHIVE_BATCH = 20_000
"""Items archived per call (one transaction each)."""

NOTICE = ("agentik's curator runs once a day: it archives notes and the agent's skills never used in "
          "AGENTIK_CURATOR_ARCHIVE_DAYS days (pinned notes and what you saved yourself are kept), after a backup under "
          "AGENTIK_HOME/backups/. Nothing is deleted: `agentik curate --last` shows what it did, "
          "`agentik curate --undo RUN` reverts a run.")


@dataclass
class Report:
    """What one run did (or, dry, would do)."""

    run_id: int | None
    dry_run: bool
    archived: list[dict[str, Any]] = field(default_factory=list)
    merged: list[dict[str, Any]] = field(default_factory=list)
    proposed: list[dict[str, Any]] = field(default_factory=list)
    kept: list[dict[str, Any]] = field(default_factory=list)
    backup: Backup | None = None
    resumed: int = 0

    def summary(self) -> str:
        """One line: "archived 12 notes, 2 skills, 3 merges proposed" ("nothing to do" when so)."""
        counts: dict[str, int] = {}
        for item in self.archived:
            counts[item["source"]] = counts.get(item["source"], 0) + 1
        parts = [f"{n} {kind}{'s' if n != 1 else ''}" for kind, n in counts.items()]
        if parts:
            parts[0] = f"{'would archive' if self.dry_run else 'archived'} {parts[0]}"
        if self.merged:
            parts.append(f"{len(self.merged)} merge{'s' if len(self.merged) != 1 else ''}"
                         f"{' possible' if self.dry_run else ' applied'}")
        if self.proposed:
            parts.append(f"{len(self.proposed)} merge{'s' if len(self.proposed) != 1 else ''} proposed")
        return ", ".join(parts) or "nothing to do"

    def to_dict(self) -> dict[str, Any]:
        return {"run": self.run_id, "dry_run": self.dry_run, "summary": self.summary(),
                "archived": self.archived, "merged": self.merged, "proposed": self.proposed,
                "kept": self.kept, "resumed": self.resumed,
                "backup": [str(p) for p in self.backup.paths] if self.backup else []}


class Curator:
    """Runs, reports and undoes curation over a memory (and any other registered Archivable)."""

    def __init__(self, memory: Memory, journal: Journal, settings: Settings, *,
                 llm: LLM | Callable[[], LLM] | None = None, sources: Sequence[Archivable] = (),
                 clock: Callable[[], int] = now_ms, skills: "Skills | None" = None,
                 on_close: Sequence[Callable[[], None]] = ()) -> None:
        """`skills` joins the skills (archived by age, near-copies merged); `on_close` is what
        `close()` also closes (what open_curator opened for the curator)."""
        self.memory = memory
        self._on_close = list(on_close)
        self.skills = skills
        self.journal = journal
        self.settings = settings
        self._llm = llm
        self.sources: dict[str, Archivable] = {"note": NoteArchive(memory)}
        for source in sources:
            self.sources[source.kind] = source
        if skills is not None and "skill" not in self.sources:
            self.sources["skill"] = SkillArchive(skills.store)
        self.clock = clock
        self.holder = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"

    # -- running ----------------------------------------------------------------------------

    def run(self, *, dry_run: bool = False, consolidate: str | None = None) -> Report:
        """One run now (see the module docstring). CuratorBusy when another process is curating."""
        mode = self.settings.curator_consolidate if consolidate is None else consolidate
        if dry_run:
            return self._plan_only(mode)
        if not self.journal.claim(self.holder, now=self.clock(), lease_ms=LEASE_MS, interval_ms=None):
            raise CuratorBusy("another agentik process is curating now; try again in a few minutes")
        return self._run_holding_lease(mode)

    def run_if_due(self) -> Report | None:
        """The daily run: only when AGENTIK_CURATOR_INTERVAL_HOURS have passed since the last run
        (in any process) and nobody else is curating; None otherwise."""
        hours = self.settings.curator_interval_hours
        if hours <= 0:
            return None
        if not self.journal.claim(self.holder, now=self.clock(), lease_ms=LEASE_MS,
                                  interval_ms=int(hours * 3_600_000)):
            return None
        return self._run_holding_lease(self.settings.curator_consolidate)

    def _run_holding_lease(self, mode: str) -> Report:
        finished = None
        try:
            report = self._run(mode)
            finished = self.clock()
            return report
        finally:
            self.journal.release(self.holder, finished_at=finished)

    def _plan_only(self, mode: str) -> Report:
        report = Report(None, True)
        now = self.clock()
        for kind, source, item in self._stale(now):
            report.archived.append({"source": kind, "id": item.id, "label": item.label,
                                    "reason": reason(item, now, self.settings.curator_archive_days)})
        if mode != "off":
            for group in self._groups():
                report.merged.append({"originals": group.ids, "exact": group.exact,
                                      "contents": [n.content for n in group.notes]})
            report.merged += [group.detail() for group in self._skill_groups()]
        return report

    def _stale(self, now: int):
        before = archive_cutoff(now, self.settings.curator_archive_days)
        for kind, source in self.sources.items():
            for item in source.stale(before, limit=SCAN_LIMIT):
                yield kind, source, item

    def _groups(self) -> list[Group]:
        # a new draw of the random trees each day: what one day's run misses, another's finds
        return find_groups(self.memory, threshold=self.settings.curator_similarity, seed=self.clock() // DAY_MS)

    def _skill_groups(self) -> list[SkillGroup]:
        return find_skill_groups(self.skills) if self.skills is not None else []

    def _run(self, mode: str) -> Report:
        resumed = self.resume()
        now = self.clock()
        stale = list(self._stale(now))
        groups = self._groups() if mode != "off" else []
        skill_groups = self._skill_groups() if mode != "off" else []
        run_id = self.journal.start_run(now=now, dry_run=False)
        report = Report(run_id, False, resumed=resumed)
        if stale or groups or skill_groups:
            report.backup = write_backup(self.settings)
            self.journal.set_backup(run_id, report.backup.stamp)
        days = self.settings.curator_archive_days
        planned = self.journal.plan(run_id, [("archive", kind, item.id, reason(item, now, days), {"label": item.label})
                                             for kind, _, item in stale], now=now)
        self._archive(planned, at=now)
        report.archived = [{"source": a.source, "id": a.item_id, "label": a.detail["label"], "reason": a.reason}
                           for a in planned]
        for group in groups:
            self._consolidate(run_id, group, mode, report)
        for skill_group in skill_groups:
            self._consolidate_skills(run_id, skill_group, mode, report)
        self.journal.finish_run(run_id, now=self.clock(), summary=report.summary())
        log.info("curator run %d: %s", run_id, report.summary())
        return report

    def _archive(self, actions: Sequence[Action], *, at: int) -> None:
        """Apply a run's planned archive actions (all of them: a new run's plan, or what a killed
        run left planned) and mark them done."""
        for kind, source in self.sources.items():
            ids = [a.item_id for a in actions if a.source == kind]
            for start in range(0, len(ids), ARCHIVE_BATCH):
                source.archive(ids[start : start + ARCHIVE_BATCH], at=at)
        for run_id in sorted({a.run_id for a in actions}):
            self.journal.mark_planned(run_id, "archive", "done")

    def _consolidate(self, run_id: int, group: Group, mode: str, report: Report) -> None:
        umbrella = write_umbrella(self._model(group), self.memory, group)
        detail = {"originals": group.ids, "content": umbrella.content, "exact": group.exact}
        if umbrella.content is None:
            report.kept.append({"originals": group.ids, "reason": umbrella.refused})
            log.info("curator keeps %s apart: %s", group.ids, umbrella.refused)
            return
        if mode == "propose" and not group.exact:
            [action] = self.journal.plan(run_id, [("propose", "note", group.ids[0], "near-duplicates", detail)],
                                         now=self.clock())
            self.journal.mark([action.id], "proposed")
            report.proposed.append({"proposal": action.id, **detail})
            return
        [action] = self.journal.plan(run_id, [("merge", "note", group.ids[0], "near-duplicates", detail)],
                                     now=self.clock())
        merged = self._apply(action)
        if merged is not None:
            report.merged.append(merged)
        else:
            report.kept.append({"originals": group.ids, "reason": action_failure(self.journal, action.id)})

    def _consolidate_skills(self, run_id: int, group: SkillGroup, mode: str, report: Report) -> None:
        """Propose, or apply, archiving the agent's copies of a skill (skill_merge.py)."""
        kind = "propose" if mode == "propose" else "merge"
        [action] = self.journal.plan(run_id, [(kind, "skill", group.survivor, "near-duplicate skills",
                                               group.detail())], now=self.clock())
        if kind == "propose":
            self.journal.mark([action.id], "proposed")
            report.proposed.append({"proposal": action.id, **group.detail()})
            return
        merged = self._apply(action)
        if merged is not None:
            report.merged.append(merged)

    def _apply_skills(self, action: Action) -> dict[str, Any]:
        """Archive the copies of a skill merge, one by one (a copy archived since is left out, so an
        undo restores only what this merge archived)."""
        detail = dict(action.detail)
        source = self.sources["skill"]
        at = self.clock()
        detail["archived"] = [name for name in detail["archive"] if source.archive([name], at=at)]
        self.journal.mark([action.id], "done", detail=detail)
        return detail

    def _apply(self, action: Action) -> dict[str, Any] | None:
        if action.source == "skill":
            return self._apply_skills(action)
        detail = dict(action.detail)
        try:
            umbrella, archived = apply_merge(self.memory, detail["originals"], detail["content"], at=self.clock())
        except AgentikError as exc:
            detail["failure"] = str(exc)
            self.journal.mark([action.id], "failed", detail=detail)
            log.warning("curator merge of %s failed, originals kept: %s", detail["originals"], exc)
            return None
        detail.update(umbrella=umbrella.id, archived=archived)
        self.journal.mark([action.id], "done", detail=detail)
        return detail

    def _model(self, group: Group) -> LLM | None:
        if group.exact or self._llm is None:
            return None
        if not hasattr(self._llm, "complete"):
            self._llm = self._llm()  # a factory: the model is made on first need
        return self._llm  # type: ignore[return-value]

    # -- crash recovery, undo, proposals ------------------------------------------------------

    def resume(self) -> int:
        """Finish the planned actions of runs left unfinished (a process killed mid-run); returns
        how many actions were finished. Called by every run, holding the lease."""
        finished = 0
        for run in self.journal.runs(limit=100, status="running"):
            actions = [a for a in self.journal.actions(run.id) if a.state == "planned"]
            self._archive([a for a in actions if a.kind == "archive"], at=run.started_at)
            for action in actions:
                if action.kind == "merge":
                    self._apply(action)
            finished += len(actions)
            self.journal.finish_run(run.id, now=self.clock(), summary=f"finished after an interruption "
                                    f"({len(actions)} actions)")
        return finished

    def undo(self, run_id: int) -> int:
        """Revert one run: restore what it archived, undo its merges, withdraw its proposals.
        Returns how many actions were undone; InvalidInput for an unknown run."""
        run = self.journal.run(run_id)
        if run is None:
            raise InvalidInput(f"there is no curator run {run_id}; `agentik curate --last` lists them")
        actions = [a for a in self.journal.actions(run_id) if a.state in ("done", "proposed", "planned")]
        unknown = sorted({a.source for a in actions if a.source not in self.sources})
        if unknown:  # never mark undone what this curator cannot restore
            raise InvalidInput(f"run {run_id} changed {', '.join(unknown)} items this curator does not hold; "
                               "undo it with `agentik curate --undo`, which opens every store")
        now = self.clock()
        for action in actions:
            if action.kind == "archive":
                self.sources[action.source].restore([action.item_id])
            elif action.kind == "merge" and action.state == "done" and action.source == "skill":
                self.sources["skill"].restore(action.detail.get("archived", []))
            elif action.kind == "merge" and action.state == "done":
                undo_merge(self.memory, action.detail["umbrella"], action.detail["originals"], at=now)
        self.journal.mark([a.id for a in actions], "undone")
        self.journal.finish_run(run_id, now=run.finished_at or now, summary=run.summary, status="undone")
        return len(actions)

    def apply_proposal(self, action_id: int) -> dict[str, Any]:
        """Apply a proposed merge; InvalidInput for an unknown or already handled proposal."""
        action = self.journal.action(action_id)
        if action is None or action.kind != "propose" or action.state != "proposed":
            raise InvalidInput(f"{action_id} is not an open merge proposal; `agentik curate --last` lists them")
        [merge] = self.journal.plan(action.run_id, [("merge", action.source, action.item_id, "proposal applied",
                                                     action.detail)], now=self.clock())
        merged = self._apply(merge)
        if merged is None:
            raise InvalidInput(f"proposal {action_id} could not be applied: {action_failure(self.journal, merge.id)}")
        self.journal.mark([action.id], "applied")
        return merged

    def unmerge(self, umbrella_id: str) -> int:
        """Undo the merge that wrote `umbrella_id`: it is archived, the originals come back.
        Returns how many came back; InvalidInput when no merge wrote that note."""
        for action in reversed(self.journal.actions(kind="merge", state="done")):
            if action.detail.get("umbrella") == umbrella_id and action.source == "skill":
                source = self.sources.get("skill")
                back = source.restore(action.detail.get("archived", [])) if source is not None else 0
                self.journal.mark([action.id], "undone")
                return back
            if action.detail.get("umbrella") == umbrella_id:
                back = undo_merge(self.memory, umbrella_id, action.detail["originals"], at=self.clock())
                self.journal.mark([action.id], "undone")
                return back
        raise InvalidInput(f"no curator merge wrote note {umbrella_id}; `agentik curate --last` lists merges")

    def close(self) -> None:
        """Close the journal and what the curator opened for itself (`on_close`); the memory belongs
        to whoever opened it."""
        self.journal.close()
        while self._on_close:
            self._on_close.pop()()

    # -- what the user is told -----------------------------------------------------------------

    def notice_once(self) -> str | None:
        """The one-time notice that the curator exists, the first time it is asked for; None after."""
        if self.journal.get("notice_shown"):
            return None
        self.journal.put(notice_shown=str(self.clock()))
        return NOTICE

    def last(self) -> tuple[Run, list[Action]] | None:
        """The newest run and its actions."""
        runs = self.journal.runs(limit=1)
        return (runs[0], self.journal.actions(runs[0].id)) if runs else None

    def next_due(self) -> int | None:
        """When (ms) the daily run is next due; None when it never runs on its own."""
        if self.settings.curator_interval_hours <= 0:
            return None
        return int(self.journal.get("last_run_at") or 0) + int(self.settings.curator_interval_hours * 3_600_000)


def action_failure(journal: Journal, action_id: int) -> str:
    action = journal.action(action_id)
    return str(action.detail.get("failure", "unknown")) if action else "unknown"


__all__ = ["Curator", "Report", "NOTICE", "LEASE_MS", "DAY_MS"]
