"""`agentik skills ...` against a real AGENTIK_HOME."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agentik.cli.main import cli

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "skills"
DESCRIPTION = "How we release agentik. Use when the user asks to release or tag."


@pytest.fixture
def run(tmp_path):
    env = {"AGENTIK_HOME": str(tmp_path / "home"), "AGENTIK_SKILLS_DIRS": "", "AGENTIK_MEMORY_BACKEND": "none"}

    def invoke(*args, input=None, extra_env=None):
        return CliRunner().invoke(cli, list(args), input=input, env={**env, **(extra_env or {})})

    return invoke


def test_create_show_edit_history_restore(run, tmp_path):
    created = run("skills", "create", "release-project", "-d", DESCRIPTION, "-b", "1. test\n2. tag", "--json")
    assert created.exit_code == 0, created.output
    assert json.loads(created.output)["state"] == "live"
    body = tmp_path / "steps.md"
    body.write_text("1. test\n2. tag\n3. push\n")
    assert run("skills", "edit", "release-project", "--body-file", str(body)).exit_code == 0
    shown = json.loads(run("skills", "show", "release-project", "--json").output)
    assert shown["body"] == "1. test\n2. tag\n3. push" and shown["version"] == 2
    history = json.loads(run("skills", "history", "release-project", "--json").output)
    assert [v["version"] for v in history] == [2, 1] and "3. push" not in history[1]["text"]
    assert run("skills", "restore", "release-project", "--version", "1").exit_code == 0
    assert "3. push" not in run("skills", "show", "release-project").output


def test_edit_opens_the_editor(run, monkeypatch):
    run("skills", "create", "release-project", "-d", DESCRIPTION, "-b", "old steps")
    monkeypatch.setattr("click.edit", lambda text, **kw: text.replace("old", "new"))
    assert run("skills", "edit", "release-project").exit_code == 0
    assert "new steps" in run("skills", "show", "release-project").output


def test_delete_archives_and_list_all_shows_it(run, tmp_path):
    run("skills", "create", "release-project", "-d", DESCRIPTION, "-b", "steps")
    assert run("skills", "delete", "release-project").exit_code == 0
    assert "release-project" not in run("skills", "list").output
    listed = json.loads(run("skills", "list", "--all", "--json").output)["skills"]
    assert listed[0]["state"] == "archived"
    assert (tmp_path / "home" / "skills" / "release-project" / "SKILL.md").exists()
    run("skills", "restore", "release-project")
    assert "release-project" in run("skills", "list").output


def test_list_reports_the_skipped_files_of_a_skills_dir(run):
    result = run("skills", "list", "--json", extra_env={"AGENTIK_SKILLS_DIRS": str(FIXTURES)})
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert {s["name"] for s in data["skills"]} >= {"pdf-processing", "data-analysis"}
    assert sorted(Path(p["path"]).parent.name for p in data["problems"]) == ["broken-yaml", "no-name"]


def test_import_copies_the_good_ones_and_reports_the_malformed(run, tmp_path):
    result = run("skills", "import", str(FIXTURES), "--json", "--skip-refused")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert len(data["imported"]) == 5 and len(data["problems"]) == 2
    assert "broken-yaml" in result.stderr and "no-name" in result.stderr
    assert (tmp_path / "home" / "skills" / "pdf-processing" / "scripts" / "extract.py").exists()


def test_import_with_skipped_skills_exits_1_with_a_json_error_on_stderr(run, tmp_path):
    result = run("skills", "import", str(FIXTURES), "--json")
    assert result.exit_code == 1
    assert len(json.loads(result.stdout)["imported"]) == 5  # the good ones are in either way
    error = json.loads(result.stderr.strip().splitlines()[-1])["error"]
    assert error["code"] == "invalid_skill" and "2 skill(s) skipped" in error["message"]
    assert (tmp_path / "home" / "skills" / "pdf-processing").exists()


def test_approve_a_draft(run, tmp_path):
    from agentik.agent.skills import Skills

    home = tmp_path / "home"
    with Skills.open(home / "skills", home / "agentik.db") as skills:
        skills.store.create("release-project", DESCRIPTION, "steps", source="agent_save")
    assert "draft" in run("skills", "list").output
    assert run("skills", "approve", "release-project").exit_code == 0
    assert "live" in run("skills", "list").output


def test_errors_are_one_line_with_the_table_code(run):
    missing = run("skills", "show", "nope", "--json")
    assert missing.exit_code == 1
    assert json.loads(missing.stderr)["error"]["code"] == "skill_not_found"
    bad = run("skills", "create", "Bad_Name", "-d", DESCRIPTION, "-b", "x")
    assert bad.exit_code == 1 and bad.stderr.startswith("error: skill name")
    secret = run("skills", "create", "leaky", "-d", DESCRIPTION, "-b", "token ghp_" + "a1B2" * 9)
    assert secret.exit_code == 1 and "ghp_" not in secret.stderr


def test_doctor_counts_the_skills_and_lists_the_skipped(run):
    run("skills", "create", "release-project", "-d", DESCRIPTION, "-b", "steps")
    result = run("doctor", "--json", extra_env={"AGENTIK_SKILLS_DIRS": str(FIXTURES)})
    check = next(c for c in json.loads(result.stdout)["checks"] if c["name"] == "skills")
    assert check["ok"] and check["data"]["counts"] == {"live": 6, "draft": 0, "archived": 0}
    assert sorted(Path(s["path"]).parent.name for s in check["data"]["skipped"]) == ["broken-yaml", "no-name"]


def test_chat_lists_and_shows_skills(run):
    run("skills", "create", "release-project", "-d", DESCRIPTION, "-b", "1. test\n2. tag")
    result = run("chat", input="/skills\n/skill release-project\n/skill nope\n", extra_env={"AGENTIK_MODEL": "fake"})
    assert result.exit_code == 0, result.output
    assert f"- release-project: {DESCRIPTION}" in result.stdout and "2. tag" in result.stdout
    assert "no skill named 'nope'" in result.stderr
