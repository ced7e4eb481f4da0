"""`agentik chat` with compression: a one-line notice when it compressed, and `/compact` forces it."""

from __future__ import annotations

import os

from click.testing import CliRunner

from agentik.cli.main import cli


def run(tmp_path, stdin: str, **env: str):
    clean = {k: None for k in os.environ if k.startswith("AGENTIK_")}
    clean.update(AGENTIK_HOME=str(tmp_path / "home"), AGENTIK_MEMORY_BACKEND="none", AGENTIK_MODEL="fake",
                 AGENTIK_FAKE_SCRIPT="", **env)
    return CliRunner().invoke(cli, ["chat"], input=stdin, env=clean, catch_exceptions=False)


def test_chat_prints_a_one_line_notice_when_it_compresses(tmp_path):
    lines = "".join(f"turn {i}: " + " ".join(f"word{j}" for j in range(60)) + "\n" for i in range(14))
    result = run(tmp_path, lines, AGENTIK_CONTEXT_LIMIT="3000")
    assert result.exit_code == 0, result.stderr
    notices = [line for line in result.stderr.splitlines() if line.startswith("[compressed ")]
    assert notices and all(line.endswith("]") and "tokens of 3,000" in line for line in notices)
    assert "Traceback" not in result.stderr


def test_slash_compact_forces_it_and_says_when_there_is_nothing_to_compact(tmp_path):
    result = run(tmp_path, "hello\n/compact\n")
    assert result.exit_code == 0, result.stderr
    assert "nothing to compact yet" in result.stdout
    lines = "".join(f"turn {i}: " + "some words here " * 10 + "\n" for i in range(10))
    result = run(tmp_path, lines + "/compact\n")
    assert result.exit_code == 0, result.stderr
    assert any(line.startswith("compressed ") for line in result.stdout.splitlines()), result.stdout
