"""The layers hold: import-linter's contracts (pyproject.toml) pass on the package, and fail on a copy
of it that imports upward — so the contracts are not vacuous."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT = [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; "
        "sys.exit(lint_imports_command())"]


def _lint(root: Path) -> subprocess.CompletedProcess:
    env = {"PYTHONPATH": str(root / "src"), "PATH": "/usr/bin:/bin"}
    return subprocess.run([*LINT, str(root / "pyproject.toml"), "--no-cache"], cwd=root, env=env,
                          capture_output=True, text=True, timeout=120)


def _contracts() -> list[dict]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]


def test_the_layers_are_the_documented_ones():
    layers = next(c for c in _contracts() if c["id"] == "layers")["layers"]
    order = [layer.split()[0].strip("()").removeprefix("agentik.") for layer in layers]
    assert order == ["__main__", "cli", "edges", "app", "agent", "memory", "backends", "notes", "embedding",
                     "settings", "errors"]


def test_the_package_keeps_every_contract():
    done = _lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture(scope="module")
def copy(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("tree")
    shutil.copytree(ROOT / "src" / "agentik", root / "src" / "agentik",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    return root


UPWARD = [
    ("notes/model.py", "from ..memory import core", "agentik.notes is not allowed to import agentik.memory"),
    ("backends/sqlite/rows.py", "from ...memory import ranking",
     "agentik.backends is not allowed to import agentik.memory"),
    ("embedding/base.py", "from ..notes import model", "agentik.embedding is not allowed to import agentik.notes"),
    ("memory/ranking.py", "from ..backends import sqlite", "agentik.memory is not allowed to import agentik.backends"),
    ("agent/toolschema.py", "from .. import app", "agentik.agent is not allowed to import agentik.app"),
    ("settings.py", "from .embedding import base", "agentik.settings is not allowed to import agentik.embedding"),
]
"""One upward import per layer boundary, with the complaint each must raise."""


def test_every_upward_import_breaks_a_contract(copy):
    for module, upward, _ in UPWARD:
        path = copy / "src" / "agentik" / module
        path.write_text(path.read_text() + f"\n{upward}  # noqa\n")
    done = _lint(copy)
    assert done.returncode != 0, done.stdout
    missing = [complaint for _, _, complaint in UPWARD if complaint not in done.stdout]
    assert missing == [], done.stdout


RANK = {"__main__": 0, "cli": 1, "servers": 1, "edges": 2, "app": 3, "agent": 4, "memory": 5, "backends": 6,
        "notes": 7, "embedding": 8, "settings": 9, "db": 9, "plugins": 9, "per_process": 9, "lazy_litellm": 9,
        "errors": 10}


def _layer(filename: str) -> str | None:
    parts = Path(filename).parts
    if "agentik" not in parts:
        return None
    tail = parts[len(parts) - 1 - parts[::-1].index("agentik") + 1:]
    return Path(tail[0]).stem if tail else None


def test_a_save_from_the_cli_only_calls_downward(tmp_path, monkeypatch):
    """Every call between agentik modules during `agentik memory save` goes to the same layer or a lower one."""
    from click.testing import CliRunner

    from agentik.cli.main import cli

    monkeypatch.setenv("AGENTIK_HOME", str(tmp_path))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    files: list[str] = []
    upward: set[tuple[str, str]] = set()

    def profile(frame, event, arg):
        if event != "call":
            return
        callee = _layer(frame.f_code.co_filename)
        caller = _layer(frame.f_back.f_code.co_filename) if frame.f_back is not None else None
        if callee is None or callee not in RANK:
            return
        if frame.f_code.co_filename not in files:
            files.append(frame.f_code.co_filename)
        if caller in RANK and RANK[callee] < RANK[caller]:
            upward.add((f"{caller}:{Path(frame.f_back.f_code.co_filename).name}",
                        f"{callee}:{Path(frame.f_code.co_filename).name}:{frame.f_code.co_name}"))

    CliRunner().invoke(cli, ["memory", "save", "warm-up so imports are done", "--category", "world"])
    sys.setprofile(profile)
    try:
        result = CliRunner().invoke(cli, ["memory", "save", "We build with Gradle 9.4.1", "--category", "world"])
    finally:
        sys.setprofile(None)
    assert result.exit_code == 0, result.output
    assert upward == set()
    layers = [RANK[_layer(f)] for f in files]
    assert layers[0] == RANK["cli"] and max(layers) >= RANK["backends"]
