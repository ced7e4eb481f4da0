"""The live local-model run's plumbing, without a server: the GGUF joined from a package's chunks,
the server's command lines, and which server says its window itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.live_server import ServerCommand, _joined, find_model


def test_chunks_are_joined_once_and_again_when_they_change(tmp_path):
    parts = [tmp_path / f"part{i}.bin" for i in range(3)]
    for part, data in zip(parts, (b"GGUF\x03", b"abc", b"def")):
        part.write_bytes(data)
    target = tmp_path / "models" / "m.gguf"
    assert _joined(parts, target).read_bytes() == b"GGUF\x03abcdef"
    stamp = target.stat().st_mtime_ns
    assert _joined(parts, target).stat().st_mtime_ns == stamp  # the same size: not written again
    parts[2].write_bytes(b"defg")
    assert _joined(parts, target).read_bytes() == b"GGUF\x03abcdefg"


def test_chunks_that_are_not_a_gguf_file_are_refused(tmp_path):
    part = tmp_path / "part.bin"
    part.write_bytes(b"<html>not found</html>")
    with pytest.raises(RuntimeError, match="not a GGUF file"):
        _joined([part], tmp_path / "m.gguf")


def test_a_given_gguf_wins_and_a_missing_one_is_none(tmp_path, monkeypatch):
    model = tmp_path / "given.gguf"
    model.write_bytes(b"GGUF")
    monkeypatch.setenv("AGENTIK_LIVE_GGUF", str(model))
    assert find_model() == model
    monkeypatch.setenv("AGENTIK_LIVE_GGUF", str(tmp_path / "missing.gguf"))
    assert find_model() is None


def test_both_servers_listen_on_loopback_with_the_window_and_alias():
    model = Path("/m.gguf")
    binary = ServerCommand("/bin/llama-server", "llama-server").argv(model, port=9, context=2048, alias="a", threads=2)
    python = ServerCommand("/py", "llama-cpp-python").argv(model, port=9, context=2048, alias="a", threads=2)
    assert binary[binary.index("--host") + 1] == python[python.index("--host") + 1] == "127.0.0.1"
    assert binary[binary.index("-c") + 1] == python[python.index("--n_ctx") + 1] == "2048"
    assert "--jinja" in binary  # llama.cpp parses native tool calls only with its Jinja templates
    assert ServerCommand("x", "llama-server").serves_props and not ServerCommand("x", "llama-cpp-python").serves_props
