"""The routes over what the agent keeps beside the memory: its skills (read only) and the curator.

    GET  /skills              the skills by name (`?bodies=true` with their steps), and the
                              SKILL.md files that were skipped
    GET  /skills/{name}       one skill with its body (live, draft or archived); reading it here
                              is not counted as a use
    POST /curate?dry_run=     one curator run now (`agentik curate`); dry_run=true only reports
                              what it would archive and merge

The skills store and the curator are opened by the caller (agentik.servers.http.run) once per
server, like the memory; a server built without them (tests, benchmarks) has no skills and
answers /curate with 503.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Callable

from fastapi import APIRouter, Path, Query, Response

from ...edges.views import skill_json
from ...errors import SkillNotFound, StoreUnavailable
from .lean_route import LeanRoute
from .models import PROBLEM_RESPONSES, CurateReport, SkillList, SkillView
from .replies import answer

if TYPE_CHECKING:
    from ...agent.curator.run import Curator
    from ...agent.skills import Skills

SkillName = Annotated[str, Path(min_length=1, max_length=200, description="The skill's name, e.g. release-project.")]


def build_agent_router(skills: "Skills | None", curator: "Callable[[], Curator] | None") -> APIRouter:
    """The skills and curator routes; `curator` opens a Curator (the route closes it after the run)."""
    router = APIRouter(responses=PROBLEM_RESPONSES, route_class=LeanRoute)

    def listing(bodies: bool, archived: bool) -> dict[str, Any]:
        if skills is None:
            return {"skills": [], "problems": []}
        catalog = skills.store.catalog()
        found = sorted((s for s in catalog.skills.values() if archived or not s.usage.archived), key=lambda s: s.name)
        return {"skills": [skill_json(s, body=bodies) for s in found],
                "problems": [{"path": str(p.path), "message": p.message} for p in catalog.problems]}

    def one(name: str) -> dict[str, Any]:
        if skills is None:
            raise SkillNotFound(name)
        return skill_json(skills.store.get(name, archived=True), body=True)

    def curate(dry_run: bool) -> dict[str, Any]:
        if curator is None:
            raise StoreUnavailable("this server runs without the curator; run `agentik curate` instead")
        opened = curator()
        try:
            return opened.run(dry_run=dry_run).to_dict()
        finally:
            opened.close()

    @router.get("/skills", response_model=SkillList, tags=["skills"])
    async def list_skills(bodies: Annotated[bool, Query(description="Include each skill's body.")] = False,
                          archived: Annotated[bool, Query(description="Include archived skills.")] = False) -> Response:
        """The skills (procedures the agent or you wrote down as SKILL.md folders), by name."""
        return await answer(lambda: listing(bodies, archived))

    @router.get("/skills/{name}", response_model=SkillView, tags=["skills"])
    async def get_skill(name: SkillName) -> Response:
        """One skill with its body (not counted as a use)."""
        return await answer(lambda: one(name))

    @router.post("/curate", response_model=CurateReport, tags=["curator"])
    async def run_curator(dry_run: Annotated[bool, Query(description="Only report what a run would do.")] = False
                          ) -> Response:
        """Run the curator now: archive notes never used for AGENTIK_CURATOR_ARCHIVE_DAYS days (never
        pinned ones or those you saved yourself), after a backup; merges as AGENTIK_CURATOR_CONSOLIDATE
        says. 409 while another process is curating. Undo with `agentik curate --undo RUN`."""
        return await answer(lambda: curate(dry_run))

    return router
