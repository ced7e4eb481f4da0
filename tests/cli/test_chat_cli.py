"""`agentik chat`: as a real subprocess with the fake model selected by config, and its slash commands."""

import json
import os
import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from agentik.cli.main import cli


def chat_env(tmp_path, **extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith("AGENTIK_")}
    env.update(AGENTIK_HOME=str(tmp_path / "home"), AGENTIK_MEMORY_BACKEND="none", OMP_NUM_THREADS="1")
    env.update(extra)
    return env


def write_script(tmp_path, replies):
    path = tmp_path / "script.json"
    path.write_text(json.dumps(replies), encoding="utf-8")
    return str(path)


def run_chat(env, stdin, *args):
    return subprocess.run([sys.executable, "-m", "agentik", "chat", *args], input=stdin, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.slow
def test_two_turns_through_a_pipe_with_the_fake_model(tmp_path):
    script = write_script(tmp_path, [
        {"tool_calls": [{"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}}]},
        {"content": "Nice to meet you."},
        {"content": "You live in Berlin."},
        {"content": "Welcome back."},
    ])
    env = chat_env(tmp_path, AGENTIK_MODEL="fake", AGENTIK_FAKE_SCRIPT=script)
    done = run_chat(env, "Hi, I live in Berlin\nWhere do I live?\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["Nice to meet you.", "You live in Berlin."]
    assert "Traceback" not in done.stderr
    conversation_id = re.search(r"conversation (conv-\w+)", done.stderr).group(1)

    listed = subprocess.run([sys.executable, "-m", "agentik", "memory", "list", "--json"], env=env,
                            capture_output=True, text=True, timeout=120)
    assert [n["content"] for n in json.loads(listed.stdout)] == ["The user lives in Berlin"]

    resumed = run_chat(chat_env(tmp_path, AGENTIK_MODEL="fake"), "Still there?\n", "--conversation", conversation_id)
    assert resumed.returncode == 0, resumed.stderr
    assert f"resuming conversation {conversation_id}" in resumed.stderr
    assert resumed.stdout.strip() == "(fake) you said: Still there?"


@pytest.mark.slow
def test_no_model_gives_a_friendly_message_not_a_traceback(tmp_path):
    done = run_chat(chat_env(tmp_path), "hello\n")
    assert done.returncode == 1
    assert done.stderr.strip().startswith("error: no chat model is configured; set AGENTIK_MODEL")
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr and done.stdout == ""


@pytest.mark.slow  # imports litellm
def test_missing_provider_key_is_reported_before_chatting(tmp_path):
    env = chat_env(tmp_path, AGENTIK_MODEL="anthropic/claude-3-5-haiku-latest")
    env.pop("ANTHROPIC_API_KEY", None)
    result = CliRunner().invoke(cli, ["chat"], input="hello\n", env={**env, "ANTHROPIC_API_KEY": None})
    assert result.exit_code == 1
    assert "ANTHROPIC_API_KEY" in result.output and "Traceback" not in result.output


def test_slash_commands(tmp_path):
    env = chat_env(tmp_path, AGENTIK_MODEL="fake", AGENTIK_FAKE_SCRIPT="")
    commands = "\n".join([
        "/help",
        "/remember preference: The user likes green tea",
        "/remember The user is called Ada",
        "/memory",
        "/forget mem-nope",
        "/compact",
        "/new",
        "/bogus",
        "/exit",
        "this line is never read",
    ]) + "\n"
    result = CliRunner().invoke(cli, ["chat"], input=commands, env=env)
    assert result.exit_code == 0, result.output
    out = result.output
    assert "/forget ID" in out
    assert "remembered mem-" in out and "(preference): The user likes green tea" in out
    assert re.search(r"mem-\w+\s+user\s+The user is called Ada", out)
    assert "error: no memory note with id 'mem-nope'" in out
    assert "nothing to compact yet" in out
    assert re.search(r"new conversation conv-\w+", out)
    assert "unknown command /bogus" in out
    assert "(fake) you said" not in out

    forget_id = re.search(r"(mem-\w+)\s+user\s+The user is called Ada", out).group(1)
    result = CliRunner().invoke(cli, ["chat"], input=f"/forget {forget_id}\n/memory\n", env=env)
    assert f"forgot {forget_id}" in result.output
    assert "The user is called Ada" not in result.output.split("forgot", 1)[1].split("\n", 1)[1]


def test_a_failed_turn_prints_an_error_and_the_chat_goes_on(tmp_path):
    script = write_script(tmp_path, [{"error": "provider is down"}, {"content": "Back again."}])
    env = chat_env(tmp_path, AGENTIK_MODEL="fake", AGENTIK_FAKE_SCRIPT=script)
    result = CliRunner().invoke(cli, ["chat"], input="one\ntwo\n", env=env)
    assert result.exit_code == 0
    assert "error: fake: provider is down" in result.output
    assert "Back again." in result.output


def test_memory_actions_are_shown_and_undo_reverts_the_last(tmp_path):
    script = write_script(tmp_path, [
        {"tool_calls": [{"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}}]},
        {"content": "Noted."},
        {"tool_calls": [{"name": "memory_save", "arguments": {"category": "world", "content": "The user uses k3s"}}]},
        {"content": "Noted too."},
    ])
    env = chat_env(tmp_path, AGENTIK_MODEL="fake", AGENTIK_FAKE_SCRIPT=script)
    result = CliRunner().invoke(cli, ["chat"], input="I live in Berlin\nI use k3s\n/undo\n/memory\n/undo\n/undo\n",
                                env=env)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    berlin = next(line for line in lines if line.startswith("[saved: mem-") and "Berlin" in line)
    k3s = next(line for line in lines if line.startswith("[saved: mem-") and "k3s" in line)
    assert re.fullmatch(r'\[saved: mem-\w+ "The user lives in Berlin"\]', berlin)
    # one line each, right after the turn that made the change
    assert lines.index("Noted.") < lines.index(berlin) < lines.index("Noted too.") < lines.index(k3s)
    assert f"undone: {k3s[1:-1]}" in lines
    listing = result.output.split(f"undone: {k3s[1:-1]}", 1)[1].split("undone:", 1)[0]  # /memory after one undo
    assert "The user lives in Berlin" in listing and "k3s" not in listing
    assert f"undone: {berlin[1:-1]}" in lines and lines[-1] == "nothing to undo"

    # a delete by the model comes back with the same id on /undo
    note_id = re.search(r"remembered (mem-\w+)", CliRunner().invoke(
        cli, ["chat"], input="/remember The user likes green tea\n", env=env).output).group(1)
    script = write_script(tmp_path, [{"tool_calls": [{"name": "memory_delete", "arguments": {"id": note_id}}]},
                                     {"content": "Forgotten."}])
    env = chat_env(tmp_path, AGENTIK_MODEL="fake", AGENTIK_FAKE_SCRIPT=script)
    result = CliRunner().invoke(cli, ["chat"], input="forget the tea\n/memory\n/undo\n/memory\n", env=env)
    assert f'[deleted: {note_id} "The user likes green tea"]' in result.output.splitlines()
    after_undo = result.output.split("undone: deleted", 1)[1]
    assert re.search(rf"{note_id}\s+user\s+The user likes green tea", after_undo)
