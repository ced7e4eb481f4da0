"""Bad input found by trying agentik as a new user would (issue 12): each case gets a one-line
error or the right behaviour, never a traceback, never a silent wrong answer."""

import json

import pytest
from click.testing import CliRunner

from stores import sqlite_store
from agentik.cli.main import cli
from agentik.embedding.fake import HashEmbedder
from agentik.errors import InvalidInput
from agentik.notes.limits import MAX_K, MAX_PAGE, MAX_QUERY_CHARS
from agentik.notes.model import MemoryNote
from agentik.memory.transfer import import_notes


@pytest.fixture
def home(cli_home):
    return cli_home


@pytest.fixture
def store(tmp_path):
    with sqlite_store(tmp_path / "agentik.db", embedder=HashEmbedder()) as store:
        yield store


def run(*args, input=None):
    return CliRunner().invoke(cli, ["memory", *args], input=input, catch_exceptions=False)


def one_line_error(result, code=1) -> str:
    assert result.exit_code == code, result.output
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert "Traceback" not in result.output
    return lines[-1]


# -- silently wrong -------------------------------------------------------------------------


def test_delete_of_the_same_id_twice_deletes_it_and_succeeds(home):
    note_id = run("save", "a fact to forget").stdout.strip()
    result = run("delete", note_id, note_id)
    assert result.exit_code == 0, result.output
    assert result.stdout.count("deleted") == 1
    assert run("show", note_id).exit_code == 1


def test_an_empty_conversation_id_is_refused_not_made_global(home, store):
    error = one_line_error(run("save", "--conversation", "", "a scoped fact"), code=2)
    assert "conversation id is empty" in error
    assert one_line_error(run("list", "--conversation", "  "), code=2)
    with pytest.raises(InvalidInput, match="conversation id is empty"):
        store.save("a scoped fact", "world", conversation_id="")
    assert store.count() == 0


@pytest.mark.parametrize("field, value, message", [
    ("use_count", -5, "use_count must be a whole number from 0"),
    ("id", "mem with spaces", "malformed note id"),
    ("id", "../../etc", "malformed note id"),
    ("id", {"a": 1}, "id must be text"),
    ("created_at", 10**30, "created_at must be"),
    ("use_count", 1e400, "malformed field"),
])
def test_an_import_line_with_a_malformed_field_is_refused(store, tmp_path, field, value, message):
    record = {"id": "mem-1", "category": "world", "content": "an imported fact", field: value}
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    report = import_notes(store, path)
    assert (report.imported, report.refused) == (0, 1)
    assert message in report.problems[0]
    assert store.count(archived=None) == 0


def test_a_well_formed_import_keeps_its_id_and_count(store, tmp_path):
    record = {"id": "mem-abc_1.2", "category": "world", "content": "an imported fact", "use_count": 3}
    path = tmp_path / "in.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    assert import_notes(store, path).imported == 1
    assert store.get("mem-abc_1.2").use_count == 3


def test_importing_a_device_says_it_is_not_a_file(home):
    error = one_line_error(run("import", "/dev/null"))
    assert "not a regular file" in error and "does not exist" not in error


# -- tracebacks ------------------------------------------------------------------------------


def test_invalid_utf8_on_stdin_is_one_line_error(home):
    error = one_line_error(run("save", "-", input=b"caf\xe9 au lait\n"))
    assert "not UTF-8" in error
    assert run("list", "--json").stdout.strip() == "[]"


def test_a_lone_surrogate_through_the_python_api_is_invalid_input(store):
    for call in (lambda: store.save("bad \udce9 text", "world"),
                 lambda: store.search("bad \udce9 text"),
                 lambda: store.save("fine text", "world", conversation_id="c\ud800")):
        with pytest.raises(InvalidInput, match="not valid Unicode"):
            call()
    assert store.count() == 0


@pytest.mark.parametrize("args", [
    ["search", "x y z", "-k", str(10**30)],
    ["search", "x y z", "-k", str(MAX_K + 1)],
    ["list", "--limit", str(10**20)],
    ["list", "--offset", str(10**20)],
    ["list", "--offset", str(MAX_PAGE + 1)],
])
def test_huge_numbers_are_a_usage_error_not_an_overflow(home, args):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output and "range" in result.stderr


@pytest.mark.parametrize("call, message", [
    (lambda s: s.search("tea", 10**30), "k must be a whole number from 1"),
    (lambda s: s.search("tea", MAX_K + 1), "k must be"),
    (lambda s: s.list(limit=10**20), "limit must be"),
    (lambda s: s.list(offset=10**20), "offset must be"),
    (lambda s: s.list(offset=2**100000), "bit number"),
    (lambda s: s.search("x" * (MAX_QUERY_CHARS + 1)), "at most"),
])
def test_the_python_api_refuses_out_of_range_numbers(store, call, message):
    with pytest.raises(InvalidInput, match=message):
        call(store)


def test_a_long_query_is_searched_by_its_first_words(store):
    store.save("The user drinks green tea every morning", "preference")
    hits = store.search("green tea " + "lorem ipsum dolor sit amet " * 38_000)  # ~1 MB
    assert hits and "green tea" in hits[0].note.content


def test_save_many_refuses_one_text_given_as_a_list_of_characters(store):
    with pytest.raises(InvalidInput, match="list of texts"):
        store.save_many("a fact", "world")
    assert store.count() == 0


def test_import_validates_the_python_api_add_too(store):
    with pytest.raises(InvalidInput, match="use_count"):
        store.add(MemoryNote(id="mem-1", category="world", content="fact", use_count=-5))
    assert store.count(archived=None) == 0
