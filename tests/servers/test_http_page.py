"""The web page in headless Chromium (Debian's /usr/bin/chromium driven by Playwright): search as you
type finds a note, an edit is saved, archive then restore works, notes the CLI saves while the page
saves too all show up on reload, the skills show with their bodies, the API docs render offline, and
a screenshot is taken (AGENTIK_SCREENSHOTS=<folder> keeps it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from http_server import live_server
from stores import sqlite_store

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or ""
playwright = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed "
                                 "(pip install -e '.[test]')")
pytestmark = [pytest.mark.slow, pytest.mark.skipif(not CHROMIUM, reason="no chromium on PATH; install Debian's: "
                                "apt-get install -y chromium (.ci/run does)")]


@pytest.fixture(scope="module")
def browser():
    with playwright.sync_playwright() as driver:
        chromium = driver.chromium.launch(executable_path=CHROMIUM, headless=True,
                                          args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
        yield chromium
        chromium.close()


def test_browse_search_edit_archive_restore(browser, tmp_path):
    memory = sqlite_store(tmp_path / "agentik.db")
    memory.save("The user lives in Berlin", "user")
    memory.save("Project Orion ships in May", "world")
    memory.save("Пользователь предпочитает чай кофе", "preference")
    try:
        with live_server(memory) as url:
            page = browser.new_page(viewport={"width": 390, "height": 780}, locale="en-GB")
            failures, elsewhere = [], []
            page.on("requestfailed", lambda request: request.failure == "net::ERR_ABORTED"  # cut by a reload
                    or failures.append(f"{request.url}: {request.failure}"))
            page.on("pageerror", lambda error: failures.append(str(error)))
            page.on("request", lambda request: request.url.startswith((url, "data:")) or elsewhere.append(request.url))
            page.goto(url + "/")
            notes = page.locator("#notes .note")
            playwright.expect(notes).to_have_count(3)
            playwright.expect(page.locator("#counts")).to_contain_text("3 notes")

            page.fill("#search", "Orion")  # search as you type
            playwright.expect(notes).to_have_count(1)
            playwright.expect(notes.first.locator(".content")).to_have_text("Project Orion ships in May")

            notes.first.locator(".edit").click()  # edit, saved with If-Match
            editor = notes.first.locator(".editor textarea")
            playwright.expect(editor).to_be_visible()
            editor.fill("Project Orion ships in June")
            notes.first.locator(".editor .save").click()
            playwright.expect(page.locator("#status")).to_have_text("Saved.")
            orion = next(note for note in memory.list() if "Orion" in note.content)
            assert orion.content == "Project Orion ships in June"

            page.fill("#search", "")
            playwright.expect(notes).to_have_count(3)
            notes.filter(has_text="Berlin").locator(".archive").click()  # archive
            playwright.expect(notes).to_have_count(2)
            berlin = next(note for note in memory.list(archived=True))
            assert berlin.content == "The user lives in Berlin"
            page.click("#tab-archived")
            playwright.expect(notes).to_have_count(1)
            notes.first.locator(".restore").click()  # restore
            playwright.expect(notes).to_have_count(0)
            assert memory.get(berlin.id).archived_at is None

            playwright.expect(page.locator("#tab-skills")).to_be_hidden()  # no skills in this home
            # the CLI saves in other processes while the page saves a note of its own
            env = {**os.environ, "AGENTIK_HOME": str(tmp_path), "AGENTIK_MEMORY_BACKEND": "none"}
            cli = [subprocess.Popen([sys.executable, "-m", "agentik", "memory", "save", "-c", "user", fact], env=env,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                   for fact in ("Has a cat named Mars", "Plays the cello on Sundays")]
            page.click("#tab-live")
            page.click("#new-note summary")
            page.fill("#add-content", "Drinks green tea")
            page.click("#add-form button")
            playwright.expect(page.locator("#status")).to_have_text("Saved.")
            outputs = [process.communicate(timeout=120) for process in cli]
            assert all(process.returncode == 0 for process in cli), outputs
            page.reload()
            page.click("#tab-live")
            playwright.expect(notes).to_have_count(6)
            shown = set(notes.locator(".content").all_inner_texts())
            assert {"Has a cat named Mars", "Plays the cello on Sundays", "Drinks green tea"} <= shown
            assert {out.strip() for out, _ in outputs} <= {note.id for note in memory.list()}
            folder = Path(os.environ.get("AGENTIK_SCREENSHOTS") or tmp_path)
            folder.mkdir(parents=True, exist_ok=True)
            page.set_viewport_size({"width": 1000, "height": 640})
            page.screenshot(path=str(folder / "agentik-page-wide.png"))
            page.set_viewport_size({"width": 390, "height": 780})
            page.click("#lang")  # Russian
            playwright.expect(page.locator("#tab-live")).to_have_text("Заметки")

            shot = folder / "agentik-page.png"
            page.screenshot(path=str(shot), full_page=True)
            assert shot.stat().st_size > 5_000
            page.goto(url + "/docs")  # the API docs render from this server's own Swagger UI files
            playwright.expect(page.locator(".opblock-summary-path").first).to_be_visible()
            assert not failures, failures
            assert not elsewhere, f"the page reached beyond its server: {elsewhere}"
            page.close()
    finally:
        memory.close()


def test_the_page_shows_the_skills_with_their_bodies(browser, tmp_path):
    from agentik.agent.skills import Skills

    memory = sqlite_store(tmp_path / "agentik.db")
    skills = Skills.open(tmp_path / "skills", tmp_path / "agentik.db")
    steps = "1. Run the tests.\n2. Bump the version.\n3. Tag and push."
    skills.store.create("release-project", "How we cut a release. Use when the user asks to release.", steps,
                        source="user_explicit")
    try:
        with live_server(memory, skills=skills) as url:
            page = browser.new_page(viewport={"width": 390, "height": 780}, locale="en-GB")
            page.goto(url + "/")
            tab = page.locator("#tab-skills")
            playwright.expect(tab).to_be_visible()
            tab.click()
            shown = page.locator("#skills .skill")
            playwright.expect(shown).to_have_count(1)
            playwright.expect(shown.first.locator(".name")).to_have_text("release-project")
            playwright.expect(shown.first.locator(".body")).to_have_text(steps)
            playwright.expect(page.locator("#notes")).to_be_hidden()
            page.click("#lang")
            playwright.expect(tab).to_have_text("Навыки")
            page.close()
    finally:
        skills.close()
        memory.close()


def test_the_page_asks_for_the_token(browser, tmp_path):
    from agentik.servers.http import ServerConfig

    memory = sqlite_store(tmp_path / "agentik.db")
    memory.save("The user lives in Berlin", "user")
    token = "page-test-token-" + "z" * 20
    try:
        with live_server(memory, config=ServerConfig(token=token)) as url:
            page = browser.new_page(locale="en-GB")
            page.goto(url + "/")
            playwright.expect(page.locator("#token-form")).to_be_visible()
            playwright.expect(page.locator("#notes .note")).to_have_count(0)
            page.fill("#token", token)
            page.click("#token-form button")
            playwright.expect(page.locator("#notes .note")).to_have_count(1)
            playwright.expect(page.locator("#token-form")).to_be_hidden()
            page.close()
    finally:
        memory.close()
