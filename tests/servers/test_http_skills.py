"""The skills and curator routes: GET /skills, GET /skills/{name}, POST /curate (dry run and real), their
problem bodies, and a server built without them."""

from __future__ import annotations

import pytest

from agentik.agent.curator.journal import Journal
from agentik.agent.skills import Skills
from agentik.app import open_curator
from agentik.notes.model import MemoryCategory, MemoryNote, now_ms
from agentik.settings import Settings

from http_server import client
from stores import sqlite_store

RELEASE = "How we cut a release of agentik. Use when the user asks to release or tag a version."
STEPS = "1. Run the tests.\n2. Bump the version.\n3. Tag and push."
DAY_MS = 86_400_000


@pytest.fixture
def home(tmp_path):
    settings = Settings(home=tmp_path, curator_interval_hours=24.0)
    memory = sqlite_store(settings.db_path)
    skills = Skills.from_settings(settings)
    yield settings, memory, skills
    skills.close()
    memory.close()


@pytest.fixture
def api(home):
    settings, memory, skills = home
    with client(memory, settings=settings, skills=skills, curator=lambda: open_curator(settings, memory)) as c:
        yield c


def assert_problem(response, status, code):
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["code"] == code and "\n" not in body["detail"]
    return body


def test_skills_are_listed_and_shown_with_their_bodies(api, home):
    _, _, skills = home
    assert api.get("/skills").json() == {"skills": [], "problems": []}
    skills.store.create("release-project", RELEASE, STEPS, source="user_explicit")
    skills.store.create("archived-one", "An old way to deploy. Use when asked to deploy.", "1. Old.",
                        source="user_explicit")
    skills.store.archive("archived-one")

    listed = api.get("/skills").json()
    assert [s["name"] for s in listed["skills"]] == ["release-project"]
    assert listed["skills"][0]["description"] == RELEASE and "body" not in listed["skills"][0]
    with_bodies = api.get("/skills", params={"bodies": "true", "archived": "true"}).json()["skills"]
    assert {s["name"]: s["body"] for s in with_bodies} == {"archived-one": "1. Old.", "release-project": STEPS}

    one = api.get("/skills/release-project")
    assert one.status_code == 200 and one.json()["body"] == STEPS and one.json()["state"] == "live"
    assert skills.store.get("release-project").usage.use_count == 0  # reading it here is not a use
    assert api.get("/skills/archived-one").json()["state"] == "archived"
    assert_problem(api.get("/skills/no-such-skill"), 404, "skill_not_found")
    for odd in ("%00", "a%00b", "%5c..%5cetc"):  # never a path on disk, never a 500
        assert_problem(api.get(f"/skills/{odd}"), 404, "skill_not_found")


def test_curate_dry_run_reports_and_a_run_archives(api, home):
    settings, memory, _ = home
    old = now_ms() - 400 * DAY_MS
    memory.add(MemoryNote(id="mem-stale", category=MemoryCategory.WORLD, content="The staging cluster runs k3s",
                          created_at=old))
    memory.add(MemoryNote(id="mem-pinned", category=MemoryCategory.WORLD, content="The wiki is in Confluence",
                          created_at=old, pinned=True))

    dry = api.post("/curate", params={"dry_run": "true"})
    assert dry.status_code == 200, dry.text
    assert dry.json()["dry_run"] is True and [a["id"] for a in dry.json()["archived"]] == ["mem-stale"]
    assert memory.get("mem-stale").archived_at is None  # a dry run changes nothing

    done = api.post("/curate")
    assert done.status_code == 200, done.text
    report = done.json()
    assert report["dry_run"] is False and report["run"] is not None and report["summary"] == "archived 1 note"
    assert memory.get("mem-stale").archived_at is not None and memory.get("mem-pinned").archived_at is None


def test_curate_while_another_process_curates_is_409(api, home):
    settings, _, _ = home
    other = Journal(settings.db_path)
    try:
        assert other.claim("another-process", now=now_ms(), lease_ms=3_600_000, interval_ms=None)
        body = assert_problem(api.post("/curate"), 409, "curator_busy")
        assert "another agentik process is curating" in body["detail"]
    finally:
        other.close()


def test_a_server_without_skills_or_curator(tmp_path):
    memory = sqlite_store(tmp_path / "agentik.db")
    try:
        with client(memory) as api:
            assert api.get("/skills").json() == {"skills": [], "problems": []}
            assert_problem(api.get("/skills/release-project"), 404, "skill_not_found")
            assert_problem(api.post("/curate"), 503, "store_unavailable")
    finally:
        memory.close()


def test_serve_serves_skills_and_curator_and_runs_the_daily_curator(monkeypatch, tmp_path):
    import uvicorn
    from fastapi.testclient import TestClient

    from agentik import app as composition
    from agentik.servers.http import ServerConfig, serve

    started = []
    real = composition.daily_curator

    def spy(settings, memory, **kwargs):
        started.append(real(settings, memory, **kwargs))
        return started[-1]

    served = {}

    def run(asgi, **kwargs):  # instead of listening: a few requests, then "Ctrl-C"
        with TestClient(asgi, base_url="http://127.0.0.1:8765") as api:
            served["skills"] = api.get("/skills").status_code
            served["curate"] = api.post("/curate").json()["summary"]
            served["archived"] = api.get("/memory/mem-stale").json()["archived_at"] is not None
        served["daily running"] = started[0]._thread is not None and started[0]._thread.is_alive()

    monkeypatch.setattr(composition, "daily_curator", spy)
    monkeypatch.setattr(uvicorn, "run", run)
    settings = Settings.from_env({}, home=tmp_path, embedding_backend="none")
    with composition.open_memory(settings) as memory:
        memory.add(MemoryNote(id="mem-stale", category=MemoryCategory.WORLD, content="The staging cluster runs k3s",
                              created_at=now_ms() - 400 * DAY_MS))
    serve(settings, ServerConfig())
    # the curator's own memory archived it; the server's memory sees it at once
    assert served == {"skills": 200, "curate": "archived 1 note", "archived": True, "daily running": True}
    assert started[0]._stop.is_set() and not started[0]._thread.is_alive()  # stopped with the server
