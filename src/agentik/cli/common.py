"""What every CLI command shares: turning named errors into one line + exit 1, JSON output, reading `-`."""

from __future__ import annotations

import functools
import json
import sys
from typing import Any, Callable, TypeVar

import click

from ..errors import AgentikError

F = TypeVar("F", bound=Callable[..., Any])


def handle_errors(func: F) -> F:
    """Run a command; an AgentikError becomes `error: <message>` on stderr and exit code 1."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except AgentikError as exc:
            click.echo(f"error: {exc}", err=True)
            sys.exit(1)

    return wrapper  # type: ignore[return-value]


def read_text_arg(value: str) -> str:
    """`-` means: read the text from standard input."""
    if value == "-":
        return sys.stdin.read()
    return value


def echo_json(data: Any) -> None:
    click.echo(json.dumps(data, ensure_ascii=False, indent=2))


json_option = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")
