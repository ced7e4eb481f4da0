"""Facts over time through the HTTP API: a save that supersedes, an edit that supersedes, the history,
the superseded listing, search as of a past moment, and pinning."""

from __future__ import annotations

import pytest

from agentik.notes.model import MemoryCategory, MemoryNote

from http_server import client
from stores import sqlite_store

DAY_MS = 86_400_000
THEN = 1_700_000_000_000  # 2023-11-14


@pytest.fixture
def memory(tmp_path):
    store = sqlite_store(tmp_path / "agentik.db")
    yield store
    store.close()


@pytest.fixture
def api(memory):
    with client(memory) as c:
        yield c


@pytest.fixture
def berlin(memory):
    """A fact stored long ago."""
    note, _ = memory.add(MemoryNote(id="mem-berlin", category=MemoryCategory.USER, content="The user lives in Berlin",
                                    created_at=THEN))
    return note


def assert_problem(response, status, code):
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == code
    return response.json()


def test_a_save_that_supersedes_keeps_the_old_fact_as_history(api, memory, berlin):
    saved = api.post("/memory", json={"content": "The user lives in Munich", "category": "user",
                                      "supersedes": [berlin.id]})
    assert saved.status_code == 201, saved.text
    munich = saved.json()
    assert munich["superseded"] == [berlin.id] and munich["superseded_by"] is None
    old = api.get(f"/memory/{berlin.id}").json()
    assert old["superseded_by"] == munich["id"] and old["valid_until"] is not None and old["archived_at"] is not None

    history = api.get(f"/memory/{munich['id']}/history")
    assert history.status_code == 200
    assert [n["id"] for n in history.json()["notes"]] == [berlin.id, munich["id"]]
    assert [n["id"] for n in api.get(f"/memory/{berlin.id}/history").json()["notes"]] == [berlin.id, munich["id"]]

    live = api.get("/memory").json()
    assert [n["id"] for n in live["notes"]] == [munich["id"]] and live["total"] == 1
    replaced = api.get("/memory", params={"superseded": "true"}).json()
    assert [n["id"] for n in replaced["notes"]] == [berlin.id] and replaced["total"] == 1
    assert api.get("/memory/archived", params={"superseded": "false"}).json()["notes"] == []


def test_search_as_of_finds_what_was_true_then(api, berlin):
    munich = api.post("/memory", json={"content": "The user lives in Munich now", "category": "user",
                                       "supersedes": [berlin.id]}).json()
    now = [h["id"] for h in api.get("/memory/search", params={"q": "lives"}).json()["hits"]]
    assert now == [munich["id"]]
    for as_of in (str(THEN + DAY_MS), "2023-11-20", "2023-11-20T12:00:00Z"):
        then = api.get("/memory/search", params={"q": "lives", "as_of": as_of})
        assert then.status_code == 200, then.text
        assert [h["id"] for h in then.json()["hits"]] == [berlin.id], as_of


@pytest.mark.parametrize("as_of", ["yesterday", "-5", "9" * 30, "2023-13-45"])
def test_a_bad_as_of_is_400_with_one_line(api, as_of):
    body = assert_problem(api.get("/memory/search", params={"q": "lives", "as_of": as_of}), 400, "invalid_input")
    assert "as_of" in body["detail"]


def test_superseding_an_unknown_or_replaced_note_is_refused_and_writes_nothing(api, memory, berlin):
    assert_problem(api.post("/memory", json={"content": "Lives in Paris", "category": "user",
                                             "supersedes": ["mem-nope"]}), 404, "note_not_found")
    api.post("/memory", json={"content": "Lives in Munich", "category": "user", "supersedes": [berlin.id]})
    assert_problem(api.post("/memory", json={"content": "Lives in Rome", "category": "user",
                                             "supersedes": [berlin.id]}), 400, "invalid_input")
    assert {n.content for n in memory.list()} == {"Lives in Munich"}
    assert_problem(api.get("/memory/mem-nope/history"), 404, "note_not_found")


def test_an_edit_that_supersedes_answers_the_new_note(api, berlin):
    etag = api.get(f"/memory/{berlin.id}").headers["etag"]
    edited = api.patch(f"/memory/{berlin.id}", json={"content": "The user lives in Vienna", "supersede": True},
                       headers={"If-Match": etag})
    assert edited.status_code == 201, edited.text
    vienna = edited.json()
    assert vienna["id"] != berlin.id and edited.headers["location"] == f"/memory/{vienna['id']}"
    assert api.get(f"/memory/{berlin.id}").json()["superseded_by"] == vienna["id"]
    plain = api.patch(f"/memory/{vienna['id']}", json={"content": "The user lives in Vienna, Austria"})
    assert plain.status_code == 200 and plain.json()["id"] == vienna["id"]


def test_a_near_duplicate_is_not_saved_twice_unless_asked(api, memory):
    first = api.post("/memory", json={"content": "Lives in Berlin.", "category": "user"})
    again = api.post("/memory", json={"content": "lives in berlin", "category": "user"})
    assert again.status_code == 200 and again.json()["id"] == first.json()["id"]
    kept = api.post("/memory", json={"content": "lives in berlin", "category": "user", "keep_duplicate": True})
    assert kept.status_code == 201 and memory.count() == 2


def test_pin_and_unpin_with_etags(api, memory, berlin):
    etag = api.get(f"/memory/{berlin.id}").headers["etag"]
    pinned = api.post(f"/memory/{berlin.id}/pin", headers={"If-Match": etag})
    assert pinned.status_code == 200 and pinned.json()["pinned"] is True and memory.get(berlin.id).pinned
    assert pinned.headers["etag"] != etag
    assert_problem(api.post(f"/memory/{berlin.id}/unpin", headers={"If-Match": etag}), 412, "precondition_failed")
    assert api.post(f"/memory/{berlin.id}/pin").json()["pinned"] is True  # twice is harmless
    unpinned = api.post(f"/memory/{berlin.id}/unpin", headers={"If-Match": pinned.headers["etag"]})
    assert unpinned.status_code == 200 and unpinned.json()["pinned"] is False and not memory.get(berlin.id).pinned
    assert_problem(api.post("/memory/mem-nope/pin"), 404, "note_not_found")
    assert_problem(api.post("/memory/mem-nope/unpin"), 404, "note_not_found")


def test_every_note_field_of_the_view_is_in_the_answer_and_the_schema(api, berlin):
    from agentik.edges.views import NOTE_FIELDS

    assert list(api.get(f"/memory/{berlin.id}").json()) == list(NOTE_FIELDS)
    documented = api.get("/openapi.json").json()["components"]["schemas"]["Note"]["properties"]
    assert list(documented) == list(NOTE_FIELDS)
