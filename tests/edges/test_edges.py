"""The edge layer: one table from error class to exit code / HTTP status / stable code, the JSON
error body of the CLI's `--json`, and the one JSON view of notes, hits, pages and stats."""

import importlib
import json
import pkgutil
import re

import pytest
from click.testing import CliRunner

import agentik
from agentik import errors
from agentik.cli import common as cli_common
from agentik.cli.main import cli
from agentik.edges.errors import ERROR_TABLE, INTERNAL, USAGE, describe, error_body
from agentik.edges.views import HIT_FIELDS, NOTE_FIELDS, hit_view, note_view, page_view, stats_view
from agentik.notes.model import MemoryNote

SECRET = "sk-proj-" + "Ab3dE5gH7jK9mN1pQ3sT5vX7zB9dF1hJ"


def _agentik_error_classes() -> set[type]:
    """Every AgentikError subclass defined anywhere in the agentik package (every module imported)."""
    for module in pkgutil.walk_packages(agentik.__path__, "agentik."):
        if not module.name.endswith("__main__"):
            importlib.import_module(module.name)
    found, todo = set(), [errors.AgentikError]
    while todo:
        klass = todo.pop()
        if klass.__module__.startswith("agentik.") and klass not in found:
            found.add(klass)
        todo.extend(klass.__subclasses__())
    return found


def test_every_agentik_error_class_has_its_own_row_and_code():
    classes = _agentik_error_classes()
    assert errors.ConversationNotFound in classes and errors.ConversationNotFound.__module__ == "agentik.errors"
    missing = sorted(klass.__qualname__ for klass in classes if klass not in ERROR_TABLE)
    assert missing == [], "add a row to agentik/edges/errors.py ERROR_TABLE"
    assert all("code" in vars(klass) for klass in classes), "every error class names its own stable code"
    codes = [klass.code for klass in classes]
    assert len(set(codes)) == len(codes)
    assert all(re.fullmatch(r"[a-z]+(_[a-z]+)*", code) for code in codes)


def test_every_error_class_is_drawn_in_the_tree():
    for klass in _agentik_error_classes():
        assert re.search(rf"[─ ]{klass.__name__}\s+{klass.code}\b", errors.__doc__), klass.__name__


@pytest.mark.parametrize("exc,code,exit_code,status", [
    (errors.NoteNotFound("mem-1"), "note_not_found", 1, 404),
    (errors.ConversationNotFound("no conversation with id 'c'"), "conversation_not_found", 1, 404),
    (errors.InvalidInput("bad"), "invalid_input", 1, 400),
    (errors.RefusedContent("OpenAI API key"), "refused_content", 1, 422),
    (errors.BudgetExceeded("full"), "budget_exceeded", 1, 507),
    (errors.ConfigError("bad setting"), "config_error", 1, 500),
    (errors.NoModelConfigured("no model"), "no_model_configured", 1, 503),
    (errors.StoreUnavailable("locked"), "store_unavailable", 69, 503),
    (errors.EmbeddingUnavailable("down"), "embedding_unavailable", 69, 503),
    (errors.LLMCallFailed("down"), "llm_call_failed", 69, 502),
])
def test_the_table(exc, code, exit_code, status):
    row = describe(exc)
    assert (row.code, row.exit_code, row.http_status) == (code, exit_code, status)
    assert error_body(exc) == {"error": {"code": code, "message": str(exc)}}


def test_a_subclass_without_a_row_inherits_its_parents_row():
    class PluginRefusal(errors.RefusedContent):
        pass

    class PluginOutage(errors.StoreUnavailable):
        code = "plugin_outage"

    assert describe(PluginRefusal("licence key")) == describe(errors.RefusedContent("x"))
    row = describe(PluginOutage("the plugin's server is down"))
    assert (row.code, row.exit_code, row.http_status) == ("plugin_outage", 69, 503)


def test_a_bug_is_an_internal_error_that_does_not_leak_its_text():
    assert describe(KeyError("internal detail")) is INTERNAL
    body = error_body(KeyError("internal detail"))
    assert body["error"]["code"] == "internal_error" and "internal detail" not in json.dumps(body)


# -- the CLI ----------------------------------------------------------------------------------


@pytest.fixture
def home(cli_home):
    return cli_home


def run(*args, input=None):
    return CliRunner().invoke(cli, ["memory", *args], input=input, catch_exceptions=False)


@pytest.mark.parametrize("args,code", [
    (("show", "mem-nope"), "note_not_found"),
    (("edit", "mem-nope", "--content", "x"), "note_not_found"),
    (("edit", "mem-nope"), "invalid_input"),
    (("delete", "mem-nope"), "note_not_found"),
    (("save", "   "), "invalid_input"),
    (("save", "-c", "user", f"my key is {SECRET}"), "refused_content"),
])
def test_json_errors_are_one_json_line_on_stderr(home, args, code):
    result = run(*args, "--json")
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    body = json.loads(lines[0])
    assert body["error"]["code"] == code and set(body["error"]) == {"code", "message"}
    assert body["error"]["message"] and not body["error"]["message"].startswith("error:")
    assert SECRET not in result.stderr


@pytest.mark.parametrize("args", [("search", "x", "-k", "0"), ("show",), ("list", "--bogus")])
def test_usage_errors_are_json_with_json_and_clicks_own_without(home, args):
    as_json = run(*args, "--json")
    assert as_json.exit_code == 2 and as_json.stdout == ""
    body = json.loads(as_json.stderr)
    assert body["error"]["code"] == "usage_error" and body["error"]["message"]
    plain = run(*args)
    assert plain.exit_code == 2 and "Usage: " in plain.stderr


def test_an_unusable_store_exits_69_with_store_unavailable(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where AGENTIK_HOME should be")
    monkeypatch.setenv("AGENTIK_HOME", str(blocker / "home"))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    plain = run("list")
    assert plain.exit_code == 69 and plain.stderr.startswith("error: cannot create AGENTIK_HOME")
    as_json = run("list", "--json")
    assert as_json.exit_code == 69
    assert json.loads(as_json.stderr)["error"]["code"] == "store_unavailable"


# -- the views --------------------------------------------------------------------------------


def test_note_view_has_the_documented_fields_and_reads_back(agent_store):
    note = agent_store.save("The user lives in Berlin", "user", conversation_id="c1")
    view = note_view(note)
    assert tuple(view) == NOTE_FIELDS
    assert view["category"] == "user" and view["source"] == "agent_save" and view["archived_at"] is None
    assert MemoryNote.from_dict(json.loads(json.dumps(view))) == note  # an export line is a view


def test_the_cli_prints_the_views(home):
    note_id = run("save", "-c", "user", "The user lives in Berlin").stdout.strip()
    store = cli_common.open_store()
    try:
        note = store.get(note_id)
        hits = store.search("Berlin", 5)
        stats = store.stats()
    finally:
        store.close()
    assert json.loads(run("show", note_id, "--json").stdout) == note_view(note)
    assert json.loads(run("list", "--json").stdout) == [note_view(note)]
    shown_hits = json.loads(run("search", "Berlin", "--json").stdout)
    assert [tuple(hit) for hit in shown_hits] == [HIT_FIELDS]
    assert [hit["id"] for hit in shown_hits] == [hit.note.id for hit in hits]
    assert json.loads(run("stats", "--json").stdout).keys() == stats_view(stats).keys()


def test_hit_and_page_views(agent_store):
    notes = [agent_store.save(f"Service {n} listens on port {9000 + n}", "world") for n in range(3)]
    hit = agent_store.search("Service 1 port 9001", 1)[0]
    assert tuple(hit_view(hit)) == HIT_FIELDS and isinstance(hit_view(hit)["score"], float)
    first = page_view(notes[:2], total=3, limit=2, offset=0)
    assert [n["id"] for n in first["notes"]] == [notes[0].id, notes[1].id]
    assert (first["total"], first["limit"], first["offset"], first["next_offset"]) == (3, 2, 0, 2)
    assert page_view(notes[2:], total=3, limit=2, offset=2)["next_offset"] is None
    assert page_view([], total=0, limit=50, offset=0)["next_offset"] is None


def test_stats_view_is_json_for_both_backends(agent_store, tmp_path):
    from pathlib import Path

    from stores import markdown_store

    markdown = markdown_store(tmp_path / "md")
    try:
        markdown.save("Prefers tea", "preference")
        for stats in (agent_store.stats(), markdown.stats(), {"path": Path("/x"), 1: {"nested": (1, 2)}}):
            view = stats_view(stats)
            assert json.loads(json.dumps(view)) == view
    finally:
        markdown.close()


def test_the_readme_table_matches_the_error_table():
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    rows = {match[0]: (match[1], match[2])
            for match in re.findall(r"^\| `(\w+)` \| [^\n]*? \| (\d+|—) \| (\d+) \|$", readme, re.M)}
    for klass, (exit_code, status) in ERROR_TABLE.items():
        if klass.__subclasses__() and klass.code not in rows:
            continue  # a base class: its leaves are listed
        assert rows.get(klass.code) == (str(exit_code), str(status)), f"README error table: {klass.code}"
    assert rows["internal_error"] == ("—", str(INTERNAL.http_status))
    assert rows["usage_error"] == (str(USAGE.exit_code), str(USAGE.http_status))
