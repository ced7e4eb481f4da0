"""What every CLI command shares: reporting named errors (through agentik.edges.errors' table), JSON
output, reading `-`, a progress bar that appears only for long jobs, warnings on stderr."""

from __future__ import annotations

import functools
import json
import logging
import sys
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator, NoReturn, TypeVar

import click

from ..edges.errors import describe, error_body, error_line
from ..errors import AgentikError
from ..notes.model import MemoryCategory

if TYPE_CHECKING:
    from ..memory.store import MemoryStore

F = TypeVar("F", bound=Callable[..., Any])


def open_store() -> "MemoryStore":
    """The store the AGENTIK_* settings describe (the one seam tests replace)."""
    from ..app import open_memory
    from ..settings import Settings

    return open_memory(Settings.from_env())


@contextmanager
def configured_store() -> Iterator["MemoryStore"]:
    """`with configured_store() as store:` — open, use, always close."""
    store = open_store()
    try:
        yield store
    finally:
        store.close()


def handle_errors(func: F) -> F:
    """Run a command; an AgentikError is reported by `report_error` (as JSON when the command was
    given `--json`) and ends the process with the exit code of the edge table."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except AgentikError as exc:
            report_error(exc, as_json=bool(kwargs.get("as_json")))

    return wrapper  # type: ignore[return-value]


def report_error(exc: AgentikError, *, as_json: bool = False) -> NoReturn:
    """Print `exc` on stderr — one line `error: <message>`, or with `--json` the one-line body
    `{"error": {"code": ..., "message": ...}}` — and exit with the table's code (1 for a refusal)."""
    if as_json:
        click.echo(json.dumps(error_body(exc), ensure_ascii=False), err=True)
    else:
        click.echo(error_line(exc), err=True)
    sys.exit(describe(exc).exit_code)


def read_text_arg(value: str) -> str:
    """`-` means: read the text from standard input, which must be UTF-8 (InvalidInput otherwise)."""
    if value != "-":
        return value
    from ..errors import InvalidInput

    stream = getattr(sys.stdin, "buffer", None)
    if stream is None:  # a text stream without bytes (tests, embedding hosts)
        return sys.stdin.read()
    data = stream.read()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvalidInput(f"standard input is not UTF-8 text (invalid byte at offset {exc.start}); "
                           "convert it first, e.g. with iconv -t UTF-8") from None


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


CATEGORIES = tuple(category.value for category in MemoryCategory)
"""The category names the CLI accepts (user, world, preference)."""

json_option = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")


@contextmanager
def progress_bar(label: str, *, hidden: bool, min_total: int = 1) -> Iterator[Callable[[int, int], None]]:
    """`with progress_bar("importing", hidden=as_json) as progress:` gives a `progress(done, total)`
    callback for a store job; the bar (on stderr) appears on the first call with `min_total` or more."""
    bar: Any = None
    shown = 0

    def progress(done: int, total: int) -> None:
        nonlocal bar, shown
        if hidden or total < max(1, min_total):
            return
        if bar is None:
            bar = click.progressbar(length=total, label=label, file=sys.stderr)
            bar.__enter__()
        bar.update(done - shown)
        shown = done

    try:
        yield progress
    finally:
        if bar is not None:
            bar.__exit__(None, None, None)


def log_warnings_to_stderr() -> None:
    """Long-running commands (chat, mcp) show the library's warnings on stderr, one line each."""
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format="%(levelname)s %(name)s: %(message)s")
