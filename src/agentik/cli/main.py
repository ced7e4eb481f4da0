"""The `agentik` command. Each command group lives in its own module and is imported only when run,
so `agentik memory search` does not pay for the chat runtime, litellm or the MCP SDK."""

from __future__ import annotations

from importlib import import_module

import click  # the thread pins are set by the agentik package's __init__, imported before this module

COMMANDS: dict[str, str] = {
    "memory": "agentik.cli.memory:memory",
    "doctor": "agentik.cli.doctor:doctor",
    "chat": "agentik.cli.chat:chat",
    "mcp": "agentik.cli.mcp:mcp",
}
"""Command name → "module:click object". A new command is one line here."""


class LazyGroup(click.Group):
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
