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


def _failed(result) -> dict:
    assert result.exit_code == 1, result.output
    report = json.loads(result.stdout)
    assert report["ok"] is False
    return {check["name"]: check["detail"] for check in report["checks"] if not check["ok"]}


def test_an_empty_database_file_fails_and_is_left_empty(home):
    (home / "agentik.db").write_bytes(b"")
    failed = _failed(doctor("--json"))
    assert "0 bytes" in failed["file"]
    assert (home / "agentik.db").stat().st_size == 0  # not turned into a new, empty memory


def test_a_foreign_file_fails_and_points_to_salvage(home):
    (home / "agentik.db").write_bytes(b"PK\x03\x04 a zip file, say" * 50)
    failed = _failed(doctor("--json"))
    assert "not an SQLite database" in failed["file"] and "salvage" in failed["file"]


def test_a_schema_from_a_newer_agentik_fails(home):
    CliRunner().invoke(cli, ["memory", "save", "a fact"], catch_exceptions=False)
    import sqlite3

    conn = sqlite3.connect(home / "agentik.db")
    conn.execute("UPDATE schema_version SET version = 99 WHERE component = 'memory'")
    conn.commit()
    conn.close()
    failed = _failed(doctor("--json"))
    assert "newer" in failed["store"] and "99" in failed["store"]


def test_an_unwritable_home_fails(tmp_path, monkeypatch):
    import os

    home = tmp_path / "ro"
    home.mkdir()
    home.chmod(0o555)
    try:
        with open(home / "probe", "w"):
            pass
        (home / "probe").unlink()
        home = "/proc/self/fdinfo"  # root writes anywhere on disk; procfs refuses even root
    except OSError:
        pass
    monkeypatch.setenv("AGENTIK_HOME", str(home))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    monkeypatch.setenv("AGENTIK_MEMORY_STORE", "sqlite")
    try:
        failed = _failed(doctor("--json"))
    finally:
        os.chmod(tmp_path / "ro", 0o755)
    assert "not writable" in failed["home"]
