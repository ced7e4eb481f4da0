"""The `agentik` command. Each command group lives in its own module and is imported only when run,
so `agentik memory search` does not pay for the chat runtime, litellm or the MCP SDK."""

from __future__ import annotations

import json
from importlib import import_module
from typing import Any

import click  # the thread pins are set by the agentik package's __init__, imported before this module

from ..edges.errors import USAGE, usage_error_body

COMMANDS: dict[str, str] = {
    "memory": "agentik.cli.memory:memory",
    "doctor": "agentik.cli.doctor:doctor",
    "chat": "agentik.cli.chat:chat",
    "mcp": "agentik.cli.mcp:mcp",
    "skills": "agentik.cli.skills:skills",
    "curate": "agentik.cli.curate:curate",
    "backup": "agentik.cli.curate:backup",
    "restore-backup": "agentik.cli.curate:restore_backup",
    "serve": "agentik.cli.serve:serve",
}
"""Command name → "module:click object". A new command is one line here."""


JSON_ERRORS = "agentik.json_errors"
"""ctx.meta key: the command line asked for --json, so a usage error is printed as JSON too."""


class JsonUsageError(click.UsageError):
    """A usage error shown as `{"error": {"code": "usage_error", "message": ...}}` on stderr."""

    exit_code = USAGE.exit_code

    def show(self, file: Any = None) -> None:
        click.echo(json.dumps(usage_error_body(self.format_message()), ensure_ascii=False), err=True)


class LazyGroup(click.Group):
    def make_context(self, info_name: str | None, args: list[str], parent: click.Context | None = None,
                     **extra: Any) -> click.Context:
        wants_json = "--json" in args
        ctx = super().make_context(info_name, args, parent, **extra)
        ctx.meta[JSON_ERRORS] = wants_json
        return ctx

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except click.UsageError as exc:
            if not ctx.meta.get(JSON_ERRORS):
                raise
            raise JsonUsageError(exc.format_message(), exc.ctx) from None

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        target = COMMANDS.get(name)
        if target is None:
            return None
        module_name, _, attr = target.partition(":")
        return getattr(import_module(module_name), attr)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="agentik")
def cli() -> None:
    """agentik — an agent runtime with long-term memory that stays on your machine.

    Memory lives in AGENTIK_HOME (default ~/.agentik). Run `agentik doctor` to see every setting.
    """


def main() -> None:
    cli(prog_name="agentik")


if __name__ == "__main__":
    main()
