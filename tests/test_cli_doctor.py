"""`agentik doctor` on a real AGENTIK_HOME (keyword-only, so no model loads here)."""

import json

import pytest
from click.testing import CliRunner

from agentik.cli.main import cli
from agentik.settings import SETTINGS


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("AGENTIK_HOME", str(tmp_path))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    monkeypatch.setenv("AGENTIK_MEMORY_STORE", "sqlite")
    return tmp_path


def doctor(*args):
    return CliRunner().invoke(cli, ["doctor", *args], catch_exceptions=False)


def test_healthy_install_prints_every_setting_and_passes(home):
    CliRunner().invoke(cli, ["memory", "save", "-c", "user", "The user lives in Berlin"], catch_exceptions=False)
    result = doctor()
    assert result.exit_code == 0, result.output
    for row in SETTINGS:
        assert row.env in result.stdout
        assert row.help in result.stdout
    assert str(home) in result.stdout
    assert "FAIL" not in result.stdout
    assert "all checks passed" in result.stdout


def test_json_report(home):
    result = doctor("--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["ok"] is True
    assert [row["name"] for row in report["settings"]] == [row.env for row in SETTINGS]
    checks = {check["name"]: check for check in report["checks"]}
    assert {"settings", "embedding", "store", "integrity"} <= set(checks)
    assert checks["integrity"]["ok"] is True


def test_bad_setting_fails_with_exit_1(home, monkeypatch):
    monkeypatch.setenv("AGENTIK_MEMORY_PREFETCH_TOPK", "ten")
    result = doctor()
    assert result.exit_code == 1
    assert "FAIL" in result.stdout and "AGENTIK_MEMORY_PREFETCH_TOPK" in result.stdout


def test_corrupt_database_fails_with_exit_1(home):
    (home / "agentik.db").write_bytes(b"this is not a database" * 100)
    result = doctor("--json")
    assert result.exit_code == 1
    report = json.loads(result.stdout)
    assert report["ok"] is False
    assert not {check["name"]: check for check in report["checks"]}["store"]["ok"]


def test_doctor_help_has_an_example():
    result = CliRunner().invoke(cli, ["doctor", "--help"])
    assert result.exit_code == 0 and "Example" in result.output


def test_doctor_reports_problems_of_a_markdown_memory(tmp_path):
    from click.testing import CliRunner

    from agentik.cli.main import cli

    home = tmp_path / "home"
    (home / "memory").mkdir(parents=True)
    (home / "memory" / "USER.md").write_bytes(b"Lives in Kazan\n\xff\xfe broken bytes\n")
    env = {"AGENTIK_HOME": str(home), "AGENTIK_MEMORY_STORE": "markdown", "AGENTIK_MEMORY_BACKEND": "none"}
    result = CliRunner().invoke(cli, ["doctor"], env=env)
    assert result.exit_code == 1
    assert "problem" in result.output and "USER.md" in result.output
    (home / "memory" / "USER.md").write_text("Lives in Kazan\n", encoding="utf-8")
    assert CliRunner().invoke(cli, ["doctor"], env=env).exit_code == 0
