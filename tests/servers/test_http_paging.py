"""Cursor paging of GET /memory stays correct while notes are written and deleted, and several
clients can read and write one memory at once through a real server."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from agentik.notes.model import MemoryNote

from http_server import client, live_server
from stores import markdown_store, sqlite_store


@pytest.fixture(params=["sqlite", "markdown"])
def memory(request, tmp_path):
    store = sqlite_store(tmp_path / "agentik.db") if request.param == "sqlite" else markdown_store(tmp_path / "md")
    yield store
    store.close()


def seed(memory, times):
    """Notes with these created_at values (ties included), via import so the times are kept."""
    for i, created_at in enumerate(times):
        memory.add(MemoryNote(id=f"mem-{i:03d}", category="user", content=f"fact number {i}", created_at=created_at))


def walk(api, limit, between=None, times=None, **params):
    """Every page's ids, in order (their created_at appended to `times`); `between(page_number)` runs
    after each page."""
    seen, cursor, number = [], None, 0
    while True:
        query = {"limit": limit, **params, **({"cursor": cursor} if cursor else {})}
        body = api.get("/memory", params=query).json()
        seen += [note["id"] for note in body["notes"]]
        if times is not None:
            times += [note["created_at"] for note in body["notes"]]
        cursor = body["next_cursor"]
        number += 1
        if between:
            between(number)
        if cursor is None:
            return seen


@pytest.mark.parametrize("limit", [1, 3, 50])
def test_pages_cover_the_listing_once_in_order_with_ties(memory, limit):
    seed(memory, [5_000, 5_000, 5_000, 4_000, 3_000, 3_000, 1_000])
    with client(memory) as api:
        assert walk(api, limit) == [note.id for note in memory.list()]


def test_a_run_of_ties_longer_than_a_page(memory):
    seed(memory, [7_000] * 10)
    with client(memory) as api:
        assert sorted(walk(api, 3)) == sorted(note.id for note in memory.list())


def test_writes_and_deletes_between_pages_neither_repeat_nor_skip(memory):
    seed(memory, [9_000 - 100 * i for i in range(12)] + [8_000, 8_000])
    before = [note.id for note in memory.list()]
    removed = set()

    def meddle(page_number):
        memory.save(f"a new note written after page {page_number}", "world")  # newer: before the cursor
        if page_number == 1:
            for victim in (before[1], before[2], before[9]):  # the cursor's anchor region and one not yet served
                memory.delete(victim)
                removed.add(victim)

    with client(memory) as api:
        served = walk(api, 3, between=meddle)
    assert len(served) == len(set(served)), "a note was served twice"
    assert [i for i in served if i in before] == [i for i in before if i not in removed or i in served[:3]]
    assert not set(served) - set(before), "a note written while paging came after the cursor"


def test_paging_while_another_thread_writes(memory):
    seed(memory, [50_000 - 10 * i for i in range(60)])
    original = {note.id for note in memory.list()}
    stop = threading.Event()
    deleted: set[str] = set()

    def writer():
        i = 0
        while not stop.is_set():
            memory.save(f"concurrent note {i}", "world")
            victim = f"mem-{(i * 7) % 60:03d}"
            if victim not in deleted and i % 3 == 0:
                memory.delete(victim)
                deleted.add(victim)
            i += 1

    thread = threading.Thread(target=writer)
    with client(memory) as api:
        thread.start()
        try:
            served = walk(api, 4, times=(times := []))
        finally:
            stop.set()
            thread.join()
    assert len(served) == len(set(served)), "a note was served twice"
    assert original - deleted <= set(served), "a note that stayed was skipped"
    assert times == sorted(times, reverse=True), "a page went forward in time (a newer note after the cursor)"


def test_eight_clients_at_once_lose_no_acknowledged_write(tmp_path):
    memory = sqlite_store(tmp_path / "agentik.db")
    try:
        with live_server(memory) as url:
            def work(worker):
                ids = []
                with httpx.Client(base_url=url, timeout=30) as http:
                    for i in range(4):
                        answer = http.post("/memory", json={"content": f"worker {worker} fact {i}", "category": "world"})
                        assert answer.status_code == 201, answer.text
                        ids.append(answer.json()["id"])
                        assert http.get("/memory", params={"limit": 5}).status_code == 200
                        assert http.get("/memory/search", params={"q": f"worker {worker}"}).status_code == 200
                return ids

            with ThreadPoolExecutor(8) as pool:
                acknowledged = [i for ids in pool.map(work, range(8)) for i in ids]
            with httpx.Client(base_url=url) as http:
                listed = {n["id"] for n in http.get("/memory", params={"limit": 500}).json()["notes"]}
        assert len(acknowledged) == 32 and set(acknowledged) <= listed
    finally:
        memory.close()


@pytest.mark.slow
def test_cli_processes_and_the_server_write_one_home_at_once(tmp_path):
    import os
    import subprocess
    import sys

    from agentik.app import open_memory
    from agentik.settings import Settings

    home = tmp_path / "home"
    env = {**os.environ, "AGENTIK_HOME": str(home), "AGENTIK_MEMORY_BACKEND": "none"}
    settings = Settings.from_env(env)
    memory = open_memory(settings)
    try:
        with live_server(memory, settings=settings) as url:
            cli = [subprocess.Popen([sys.executable, "-m", "agentik", "memory", "save", "-c", "user",
                                     f"CLI fact number {i}"], env=env, stdout=subprocess.PIPE, text=True)
                   for i in range(3)]
            with httpx.Client(base_url=url) as http:
                served = [http.post("/memory", json={"content": f"HTTP fact number {i}", "category": "user"})
                          for i in range(10)]
                cli_ids = [process.communicate(timeout=120)[0].strip() for process in cli]
                assert all(process.returncode == 0 for process in cli)
                listed = {n["id"] for n in http.get("/memory", params={"limit": 100}).json()["notes"]}
        assert all(answer.status_code == 201 for answer in served)
        assert {answer.json()["id"] for answer in served} | set(cli_ids) <= listed and len(listed) == 13
    finally:
        memory.close()


@pytest.mark.slow
def test_an_mcp_process_and_the_server_write_one_home_at_once(tmp_path):
    """`agentik mcp` (a real stdio process, driven by the MCP SDK's client) saves while the server saves:
    every note either acknowledged is listed by the server afterwards, and by the MCP process too."""
    import os
    import sys

    import anyio
    from mcp import Client, StdioServerParameters

    from agentik.app import open_memory
    from agentik.settings import Settings

    home = tmp_path / "home"
    env = {**os.environ, "AGENTIK_HOME": str(home), "AGENTIK_MEMORY_BACKEND": "none", "OMP_NUM_THREADS": "1",
           "PYTHONPATH": os.pathsep.join(sys.path)}
    settings = Settings.from_env(env)
    memory = open_memory(settings)
    params = StdioServerParameters(command=sys.executable, args=["-m", "agentik", "mcp"], env=env)
    try:
        with live_server(memory, settings=settings) as url:
            served: list[httpx.Response] = []

            def http_writer() -> None:
                with httpx.Client(base_url=url) as http:
                    served.extend(http.post("/memory", json={"content": f"HTTP fact number {i}", "category": "world"})
                                  for i in range(12))

            async def mcp_session() -> tuple[list[str], str]:
                async with Client(params, read_timeout_seconds=60) as mcp:
                    writer = threading.Thread(target=http_writer)
                    writer.start()
                    ids = []
                    for i in range(12):
                        saved = await mcp.call_tool("memory_save", {"category": "user", "content": f"MCP fact number {i}"})
                        text = "".join(getattr(part, "text", "") for part in saved.content)
                        assert not saved.is_error and text.startswith("saved mem-"), text
                        ids.append(text.split()[1])
                    await anyio.to_thread.run_sync(writer.join)
                    listed = await mcp.call_tool("memory_list", {})
                    return ids, "".join(getattr(part, "text", "") for part in listed.content)

            mcp_ids, mcp_listing = anyio.run(mcp_session)
            with httpx.Client(base_url=url) as http:
                listed = {n["id"] for n in http.get("/memory", params={"limit": 100}).json()["notes"]}
        assert [answer.status_code for answer in served] == [201] * 12
        http_ids = {answer.json()["id"] for answer in served}
        assert set(mcp_ids) | http_ids == listed and len(listed) == 24
        assert all(note_id in mcp_listing for note_id in http_ids)  # the MCP process sees the server's writes
    finally:
        memory.close()
