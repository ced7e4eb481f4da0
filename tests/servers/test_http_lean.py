"""The HTTP server's fast paths answer exactly as FastAPI's own would: LeanRoute's parameter checks
(the same statuses and messages, the same defaults), FastLane's routing and errors in front of
FastAPI, and reads on the event loop over SQLite."""

from __future__ import annotations

import asyncio
import threading
from typing import Annotated, Any, Literal

import pytest
from fastapi import APIRouter, FastAPI, Header, Path, Query, Response
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from pydantic import BaseModel

from agentik.errors import NoteNotFound
from agentik.memory.prefetch import MemoryPrefetcher
from agentik.servers.http import problems
from agentik.servers.http.fast_lane import FastLane
from agentik.servers.http.lean_route import LeanRoute, lean_params
from agentik.servers.http.problems import HTTPProblem
from agentik.servers.http.replies import Traffic, answer, inline_reads, respond
from agentik.servers.http.routes import build_router

from http_server import client
from stores import markdown_store, sqlite_store


def _app(route_class: type[APIRoute]) -> Any:
    """One set of endpoints (parameters shaped like the memory routes'): FastAPI's routes, or
    LeanRoutes behind a FastLane."""
    router = APIRouter(route_class=route_class)

    @router.get("/find")
    async def find(q: Annotated[str, Query(min_length=1, max_length=20)],
                   k: Annotated[int, Query(ge=1, le=100)] = 10,
                   category: Annotated[Literal["user", "world"] | None, Query()] = None,
                   flag: Annotated[bool | None, Query()] = None,
                   note: Annotated[str | None, Query(max_length=5)] = None,
                   page: int = Query(2, ge=1)) -> Response:  # the default held by Query, not by Python
        return respond({"q": q, "k": k, "category": category, "flag": flag, "note": note, "page": page})

    @router.get("/items/find")  # before /items/{item_id}: "find" is not an id
    async def find_items() -> Response:
        return respond({"found": []})

    @router.get("/items/{item_id}")
    async def item(item_id: Annotated[str, Path(min_length=2, max_length=8)]) -> Response:
        if item_id == "gone":
            raise NoteNotFound(item_id)
        if item_id == "stale":
            raise HTTPProblem(412, "precondition_failed", "it changed", {"X-Why": "test"})
        if item_id == "bug":
            raise RuntimeError("a bug's text, never shown")
        return respond({"id": item_id})

    @router.post("/items")  # a body: FastAPI's handler, also behind the lane
    async def add(body: dict) -> Response:
        return respond(body)

    @router.post("/items/{item_id}/touch")
    async def touch(item_id: Annotated[str, Path(min_length=2, max_length=8)],
                    if_match: Annotated[str | None, Header()] = None) -> Response:
        return respond({"id": item_id, "if_match": if_match})

    api = FastAPI()
    problems.install(api)
    api.include_router(router)
    return FastLane(api, router.routes) if route_class is LeanRoute else api


REQUESTS = [
    ("GET", "/find?q=berlin", {}),
    ("GET", "/find?q=berlin&k=3&category=world&flag=yes&note=ab", {}),
    ("GET", "/find?q=berlin&k=3&k=4&unknown=1", {}),  # a repeated value: the last one; unknown ones ignored
    ("GET", "/find", {}),  # missing q
    ("GET", "/find?q=", {}),  # too short
    ("GET", "/find?q=" + "x" * 21, {}),
    ("GET", "/find?q=a&k=0", {}),
    ("GET", "/find?q=a&k=101", {}),
    ("GET", "/find?q=a&k=abc", {}),
    ("GET", "/find?q=a&k=", {}),
    ("GET", "/find?q=a&k=2.5", {}),
    ("GET", "/find?q=a&category=nobody", {}),
    ("GET", "/find?q=a&flag=maybe", {}),
    ("GET", "/find?q=a&page=0", {}),
    ("GET", "/find?k=0&category=x&note=toolong", {}),  # several errors on one line, in order
    ("GET", "/items/find", {}),
    ("GET", "/items/ab12", {}),
    ("GET", "/items/gone", {}),
    ("GET", "/items/stale", {}),
    ("GET", "/items/bug", {}),
    ("GET", "/items/x", {}),
    ("GET", "/items/ab12/", {}),  # no such route (FastAPI's redirect or 404)
    ("DELETE", "/items/ab12", {}),  # 405
    ("HEAD", "/items/ab12", {}),
    ("GET", "/nowhere", {}),
    ("POST", "/items", {"Content-Type": "application/json"}),  # no body
    ("POST", "/items/ab12/touch", {}),
    ("POST", "/items/ab12/touch", {"If-Match": '"v1"'}),
    ("POST", "/items/a/touch", {}),
    ("POST", "/items/" + "x" * 9 + "/touch", {"If-Match": "*"}),
]


@pytest.fixture(scope="module")
def both():
    with TestClient(_app(APIRoute), raise_server_exceptions=False, follow_redirects=False) as plain, \
            TestClient(_app(LeanRoute), raise_server_exceptions=False, follow_redirects=False) as lean:
        yield plain, lean


@pytest.mark.parametrize(("method", "url", "headers"), REQUESTS)
def test_the_lean_path_answers_as_fastapi_does(both, method, url, headers, caplog):
    plain, lean = both
    expected = plain.request(method, url, headers=headers)
    got = lean.request(method, url, headers=headers)
    assert (got.status_code, got.content, got.headers.get("content-type"), got.headers.get("x-why"),
            got.headers.get("allow"), got.headers.get("location")) == \
        (expected.status_code, expected.content, expected.headers.get("content-type"), expected.headers.get("x-why"),
         expected.headers.get("allow"), expected.headers.get("location"))
    assert b"never shown" not in got.content


def test_the_memory_routes_take_the_lean_path_where_they_can(tmp_path):
    """The read routes (and the conditional writes without a body) skip FastAPI's solving; the
    routes with a JSON body keep FastAPI's handler."""
    store = sqlite_store(tmp_path / "agentik.db")
    try:
        router = build_router(store, MemoryPrefetcher(store))
        routes = {(route.path, method): route for route in router.routes for method in route.methods}
    finally:
        store.close()
    lean = {key for key, route in routes.items() if lean_params(route) is not None}
    for key in [("/healthz", "GET"), ("/memory", "GET"), ("/memory/search", "GET"), ("/memory/{note_id}", "GET"),
                ("/memory/{note_id}/archive", "POST"), ("/stats", "GET")]:
        assert key in lean
    for key in [("/memory", "POST"), ("/memory/{note_id}", "PATCH"), ("/context", "POST")]:
        assert key in routes and key not in lean


def test_a_sync_endpoint_or_one_returning_a_model_keeps_fastapis_handler():
    router = APIRouter(route_class=LeanRoute)

    @router.get("/sync")
    def sync(q: str) -> Response:
        return respond({"q": q})

    @router.get("/model")
    async def model(q: str) -> dict:
        return {"q": q}

    assert [lean_params(route) for route in router.routes] == [None, None]
    with TestClient(FastAPI(routes=router.routes)) as api:
        assert api.get("/sync?q=a").json() == {"q": "a"} and api.get("/model?q=b").json() == {"q": "b"}


def test_reads_run_on_the_event_loop_only_over_a_store_that_serialises_its_calls(tmp_path):
    sqlite, markdown = sqlite_store(tmp_path / "agentik.db"), markdown_store(tmp_path / "md")
    try:
        assert inline_reads(sqlite.backend) is True
        assert inline_reads(markdown.backend) is False
    finally:
        sqlite.close()
        markdown.close()

    async def threads() -> tuple[int, int, int]:
        loop_thread = threading.get_ident()
        here = await answer(lambda: {"thread": threading.get_ident()}, inline=True)
        pool = await answer(lambda: {"thread": threading.get_ident()})
        return loop_thread, int(here.body.split(b":")[1][:-1]), int(pool.body.split(b":")[1][:-1])

    loop_thread, inline_thread, pool_thread = asyncio.run(threads())
    assert inline_thread == loop_thread != pool_thread


def test_an_error_raised_inline_is_a_problem_body_like_any_other(tmp_path):
    store = sqlite_store(tmp_path / "agentik.db")
    try:
        with client(store) as api:
            response = api.get("/memory/mem-unknown")
            search = api.get("/memory/search", params={"q": "x", "as_of": "yesterday-ish"})
    finally:
        store.close()
    assert response.status_code == 404 and response.json()["code"] == "note_not_found"
    assert search.status_code == 400 and "as_of" in search.json()["detail"]


class Filters(BaseModel):
    category: str | None = None


def test_a_list_or_model_parameter_keeps_fastapis_handler():
    router = APIRouter(route_class=LeanRoute)

    @router.get("/tags")
    async def tags(tag: Annotated[list[str] | None, Query()] = None) -> Response:
        return respond({"tag": tag})

    @router.get("/filtered")
    async def filtered(filters: Annotated[Filters, Query()]) -> Response:
        return respond(filters.model_dump())

    assert [lean_params(route) for route in router.routes] == [None, None]
    with TestClient(FastLane(FastAPI(routes=router.routes), router.routes)) as api:
        assert api.get("/tags?tag=a&tag=b").json() == {"tag": ["a", "b"]}


def test_a_read_runs_on_the_event_loop_only_while_it_is_the_only_request(tmp_path):
    """Alone, a search over SQLite runs on the event loop (no hop); with another request in flight
    it goes to the thread pool, so the loop keeps taking requests."""
    store = sqlite_store(tmp_path / "agentik.db")
    threads: dict[str, int] = {}
    search = store.search

    def recorded(*args, **kwargs):
        threads["search"] = threading.get_ident()
        return search(*args, **kwargs)

    store.search = recorded
    traffic = Traffic()
    api = FastAPI()
    problems.install(api)
    api.include_router(build_router(store, MemoryPrefetcher(store), traffic))
    counted = traffic.counting(api)

    async def app(scope, receive, send):
        threads["loop"] = threading.get_ident()
        await counted(scope, receive, send)

    try:
        with TestClient(app) as c:
            assert c.get("/memory/search", params={"q": "berlin"}).status_code == 200
            assert threads["search"] == threads["loop"] and traffic.in_flight == 0
            traffic.in_flight += 1  # another request being answered
            assert c.get("/memory/search", params={"q": "munich"}).status_code == 200
            assert threads["search"] != threads["loop"]
    finally:
        store.close()
