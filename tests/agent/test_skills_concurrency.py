"""8 processes create and update skills in one AGENTIK_HOME at once: no write is lost, every SKILL.md parses."""

import multiprocessing

from agentik.agent.skills import Skills
from agentik.agent.skills.format import parse
from agentik.errors import StaleSkill

WORKERS = 8
UPDATES = 3
OWN = 3


def _work(home: str, worker: int) -> None:
    from pathlib import Path

    root = Path(home)
    with Skills.open(root / "skills", root / "agentik.db") as skills:
        for n in range(UPDATES):
            for j in range(OWN if n == 0 else 0):
                skills.store.create(f"worker-{worker}-skill-{j}", f"Skill {j} of worker {worker}. Use in tests.",
                                    f"step of worker {worker}", force=True)
            while True:  # read, change, write with the version read; a stale write is retried on the new text
                current = skills.store.view("shared")
                try:
                    skills.store.update("shared", etag=current.etag, body=f"{current.body}\n- w{worker} n{n}")
                    break
                except StaleSkill:
                    continue


def test_eight_processes_lose_no_write_and_leave_every_skill_md_parseable(tmp_path):
    with Skills.open(tmp_path / "skills", tmp_path / "agentik.db") as skills:
        skills.store.create("shared", "A skill every worker appends to. Use in tests.", "Steps:", source="user_explicit")
    context = multiprocessing.get_context("fork")
    workers = [context.Process(target=_work, args=(str(tmp_path), w)) for w in range(WORKERS)]
    for process in workers:
        process.start()
    for process in workers:
        process.join(120)
    assert [p.exitcode for p in workers] == [0] * WORKERS
    for path in (tmp_path / "skills").glob("*/SKILL.md"):
        parse(path.read_text(encoding="utf-8"), folder_name=path.parent.name)  # raises if torn
    assert not list((tmp_path / "skills").rglob(".agentik-tmp-*"))
    with Skills.open(tmp_path / "skills", tmp_path / "agentik.db") as skills:
        shared = skills.store.get("shared")
        lines = [line for line in shared.body.splitlines() if line.startswith("- w")]
        assert sorted(lines) == sorted(f"- w{w} n{n}" for w in range(WORKERS) for n in range(UPDATES))
        assert shared.usage.version == 1 + WORKERS * UPDATES
        assert shared.usage.use_count >= WORKERS * UPDATES  # every view counted, none lost
        own = [name for name in skills.store.catalog().skills if name.startswith("worker-")]
        assert len(own) == WORKERS * OWN
