"""`agentik memory ...` through click's CliRunner (real SQLite file, the hash embedder) and real processes."""

import json
import os
import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from agentik.cli import common as cli_common
from agentik.cli.main import cli
from agentik.embedding.fake import HashEmbedder
from agentik.settings import Settings

SECRET = "sk-proj-" + "Ab3dE5gH7jK9mN1pQ3sT5vX7zB9dF1hJ"


@pytest.fixture
def home(tmp_path, monkeypatch):
    """AGENTIK_HOME in a temp folder; the CLI opens the real SQLite store with the hash embedder."""
    from agentik.app import memory_over

    monkeypatch.setenv("AGENTIK_HOME", str(tmp_path))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    embedder = HashEmbedder()
    monkeypatch.setattr(cli_common, "open_store",
                        lambda: memory_over(Settings.from_env(), embedder))
    return embedder


def run(*args, input=None):
    return CliRunner().invoke(cli, ["memory", *args], input=input, catch_exceptions=False)


def ok(*args, input=None) -> str:
    result = run(*args, input=input)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_save_prints_the_id_and_show_reads_it_back(home):
    note_id = ok("save", "-c", "user", "Пользователь живёт в Берлине").strip()
    assert note_id.startswith("mem-")
    shown = ok("show", note_id)
    assert "Пользователь живёт в Берлине" in shown
    assert re.search(r"^category:\s+user$", shown, re.M)
    assert re.search(r"^conversation:\s+global$", shown, re.M)
    assert re.search(r"^source:\s+user_explicit$", shown, re.M)

    data = json.loads(ok("show", note_id, "--json"))
    assert data["id"] == note_id and data["category"] == "user" and data["source"] == "user_explicit"


def test_save_defaults_to_world_and_reads_stdin(home):
    data = json.loads(ok("save", "-", "--json", "--conversation", "c7", input="We build with Gradle 9.4.1\n"))
    assert data["content"] == "We build with Gradle 9.4.1"
    assert data["category"] == "world"
    assert data["conversation_id"] == "c7"


def test_exact_duplicate_save_returns_the_same_id(home):
    assert ok("save", "The user likes tea").strip() == ok("save", "The user likes tea").strip()


def test_search_shows_score_and_content_best_first(home):
    gradle = ok("save", "We build with Gradle 9.4.1").strip()
    ok("save", "-c", "user", "The user lives in Berlin")
    lines = ok("search", "Gradle 9.4.1 build", "-k", "2").splitlines()
    assert lines[0].split()[1] == gradle
    assert "We build with Gradle 9.4.1" in lines[0]
    float(lines[0].split()[0])

    hits = json.loads(ok("search", "Gradle", "--json"))
    assert hits[0]["id"] == gradle and isinstance(hits[0]["score"], float)


def test_list_filters_pages_and_shows_archived(home, tmp_path):
    ids = [ok("save", "-c", "world", f"Service {n} listens on port {9000 + n}").strip() for n in range(5)]
    pref = ok("save", "-c", "preference", "Answer in Russian").strip()

    listed = json.loads(ok("list", "--json"))
    assert [n["id"] for n in listed] == [pref, *reversed(ids)], "newest first"
    assert [n["id"] for n in json.loads(ok("list", "--category", "preference", "--json"))] == [pref]
    page = json.loads(ok("list", "--limit", "2", "--offset", "1", "--json"))
    assert [n["id"] for n in page] == [ids[4], ids[3]]

    store = cli_common.open_store()
    store.archive([ids[0]])
    store.close()
    assert ids[0] not in ok("list")
    assert [n["id"] for n in json.loads(ok("list", "--archived", "--json"))] == [ids[0]]
    assert "[archived]" in ok("list", "--all")
    assert len(json.loads(ok("list", "--all", "--json"))) == 6


def test_edit_changes_content_and_category(home):
    note_id = ok("save", "-c", "user", "The user lives in Berlin").strip()
    ok("edit", note_id, "--content", "The user lives in Munich")
    ok("edit", note_id, "--category", "world")
    data = json.loads(ok("show", note_id, "--json"))
    assert (data["content"], data["category"]) == ("The user lives in Munich", "world")
    ok("edit", note_id, "--content", "-", input="The user lives in Hamburg")
    assert json.loads(ok("show", note_id, "--json"))["content"] == "The user lives in Hamburg"


def test_delete_checks_every_id_first(home):
    keep = ok("save", "Keep me").strip()
    gone = ok("save", "Forget me").strip()
    result = run("delete", keep, "mem-does-not-exist")
    assert result.exit_code == 1
    assert result.stderr.strip().startswith("error: no memory note with id 'mem-does-not-exist'")
    assert keep in ok("list")

    assert ok("delete", gone).strip() == f"deleted {gone}"
    assert gone not in ok("list")
    assert run("show", gone).exit_code == 1


@pytest.mark.parametrize("args", [
    ("show", "mem-nope"),
    ("edit", "mem-nope", "--content", "x"),
    ("edit", "mem-nope"),
    ("save", "   "),
    ("save", "-c", "user", f"my key is {SECRET}"),
])
def test_refusals_are_one_line_errors_with_exit_1(home, args):
    result = run(*args)
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert SECRET not in result.stderr


def test_reindex_embeds_notes_saved_during_an_outage(home):
    home.available = False
    note_id = ok("save", "We deploy with k3s").strip()
    assert json.loads(ok("show", note_id, "--json"))["embedding_model"] == ""
    home.available = True
    result = run("reindex")
    assert result.exit_code == 0
    assert "re-embedded 1 note" in result.stdout
    assert json.loads(ok("show", note_id, "--json"))["embedding_model"] == home.name
    assert json.loads(ok("reindex", "--json")) == {"reindexed": 0}


def test_stats_counts_notes(home):
    ok("save", "-c", "user", "The user lives in Berlin")
    ok("save", "-c", "world", "We build with Gradle 9.4.1")
    stats = json.loads(ok("stats", "--json"))
    assert stats["live"] == 2 and stats["archived"] == 0
    assert stats["by_category"] == {"user": 1, "world": 1, "preference": 0}
    assert re.search(r"^live: 2$", ok("stats"), re.M)


@pytest.mark.parametrize("name", ["save", "search", "list", "show", "edit", "delete", "reindex", "stats"])
def test_every_memory_command_has_help_with_an_example_and_json(name):
    result = CliRunner().invoke(cli, ["memory", name, "--help"])
    assert result.exit_code == 0, name
    assert "Example" in result.output, f"`agentik memory {name} --help` shows no example"
    assert "--json" in result.output, name


def _agentik(home, *args, input=None):
    env = {**os.environ, "AGENTIK_HOME": str(home), "AGENTIK_MEMORY_BACKEND": "none"}
    return subprocess.run([sys.executable, "-m", "agentik", *args], input=input, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.slow
def test_real_process_exit_codes_and_one_line_errors(tmp_path):
    saved = _agentik(tmp_path, "memory", "save", "-", input="Пользователь живёт в Берлине")
    assert saved.returncode == 0, saved.stderr
    note_id = saved.stdout.strip()

    found = _agentik(tmp_path, "memory", "search", "Берлине", "--json")
    assert found.returncode == 0, found.stderr
    assert json.loads(found.stdout)[0]["id"] == note_id

    refused = _agentik(tmp_path, "memory", "save", "-", input=f"OPENAI_API_KEY={SECRET}")
    assert refused.returncode == 1
    assert refused.stdout == ""
    assert len(refused.stderr.splitlines()) == 1 and refused.stderr.startswith("error: ")
    assert SECRET not in refused.stderr

    missing = _agentik(tmp_path, "memory", "delete", "mem-unknown")
    assert missing.returncode == 1
    assert missing.stderr.splitlines() == [
        "error: no memory note with id 'mem-unknown'; list ids with `agentik memory list`"]


def test_progress_bar_appears_only_for_jobs_big_enough_and_never_with_json(capsys):
    from agentik.cli.common import progress_bar

    with progress_bar("re-embedding", hidden=False, min_total=10) as progress:
        progress(0, 5)
    assert "re-embedding" not in capsys.readouterr().err
    with progress_bar("re-embedding", hidden=True) as progress:
        progress(0, 50)
        progress(50, 50)
    assert capsys.readouterr().err == ""
    with progress_bar("re-embedding", hidden=False, min_total=10) as progress:
        progress(0, 50)
        progress(50, 50)
    err = capsys.readouterr().err
    assert err.count("re-embedding") == 1  # one bar, shown once (not a tty: click prints its label)
