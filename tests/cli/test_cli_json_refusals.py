"""Every `--json` command that the guard refuses says so the same way: one JSON line on stderr,
`{"error": {"code": "refused_content", "message": ...}}`, exit code 1, and the value nowhere in the output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agentik.cli.main import cli

SECRET = "ghp_" + "FAKE0123456789abcdefghijklmnopqrstuv"
TEXT = f"deploy token {SECRET}"


def _cli(*args: str, input: str | None = None):
    return CliRunner().invoke(cli, list(args), input=input, catch_exceptions=False)


def _refusal_line(result) -> dict:
    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    body = json.loads(lines[0])
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message"}
    assert body["error"]["code"] == "refused_content" and body["error"]["message"]
    assert SECRET not in result.output
    return body


def test_save_and_edit_refusals_are_json_on_stderr(cli_home: Path) -> None:
    body = _refusal_line(_cli("memory", "save", TEXT, "-c", "world", "--json"))
    assert "GitHub token" in body["error"]["message"]
    note_id = json.loads(_cli("memory", "save", "The user likes green tea", "--json").stdout)["id"]
    edited = _cli("memory", "edit", note_id, "--content", TEXT, "--json")
    _refusal_line(edited)
    assert edited.stdout == ""


def test_import_with_a_refused_record_reports_it_and_fails_as_json(cli_home: Path, tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"category": "world", "content": "The user likes green tea"}) + "\n"
                      + json.dumps({"category": "world", "content": TEXT}) + "\n", "utf-8")
    result = _cli("memory", "import", str(source), "--json")
    body = _refusal_line(result)
    assert "refused" in body["error"]["message"] and "--skip-refused" in body["error"]["message"]
    report = json.loads(result.stdout)  # the report still names what was imported and what was refused
    assert report["imported"] == 1 and report["refused"] == 1

    skipped = _cli("memory", "import", str(source), "--json", "--skip-refused")
    assert skipped.exit_code == 0 and skipped.stderr == ""
    assert json.loads(skipped.stdout)["refused"] == 1


@pytest.mark.parametrize("as_json", [False, True])
def test_import_refusal_without_json_stays_one_plain_line(cli_home: Path, tmp_path: Path, as_json: bool) -> None:
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"category": "world", "content": TEXT}) + "\n", "utf-8")
    result = _cli("memory", "import", str(source), *(["--json"] if as_json else []))
    assert result.exit_code == 1 and SECRET not in result.output
    last = result.stderr.splitlines()[-1]
    if as_json:
        assert json.loads(last)["error"]["code"] == "refused_content"
    else:
        assert last.startswith("error: 1 record(s) refused")
