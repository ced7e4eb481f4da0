"""The README documents every setting, and every CLI command explains itself in --help."""

import re
from importlib import import_module
from pathlib import Path

import click
import pytest

from agentik.cli.main import COMMANDS, cli
from agentik.settings import SETTINGS

README = Path(__file__).resolve().parents[2] / "README.md"


def _section(name: str) -> str:
    text = README.read_text(encoding="utf-8")
    match = re.search(rf"<!-- section:{name} -->(.*?)<!-- /section:{name} -->", text, re.S)
    assert match, f"README has no section {name!r}"
    return match.group(1)


def _settings_rows() -> dict[str, list[str]]:
    rows = {}
    for line in _section("settings").splitlines():
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        if line.lstrip().startswith("|") and cells and cells[0].startswith("`AGENTIK_"):
            rows[cells[0].strip("`")] = cells
    return rows


def _expected_row(row) -> str:
    """The README line for a setting, to paste when this test fails."""
    default = f"`{row.default}`" if row.default else "(empty)"
    return f"| `{row.env}` | {default} | {row.help.replace('|', chr(92) + '|')} |"


@pytest.mark.parametrize("row", SETTINGS, ids=lambda row: row.env)
def test_every_setting_is_in_the_readme_table_with_its_default(row):
    rows = _settings_rows()
    fix = f"; put this line in README's settings table:\n{_expected_row(row)}"
    assert row.env in rows, f"README section `settings` lacks {row.env}" + fix
    default = rows[row.env][1].strip("`")
    assert (default if default != "(empty)" else "") == row.default, f"README gives another default for {row.env}" + fix
    assert rows[row.env][2], f"README gives no help for {row.env}"


def test_the_readme_table_has_no_stale_settings():
    assert set(_settings_rows()) <= {row.env for row in SETTINGS}


def _walk(command: click.Command, path: str):
    yield path, command
    if isinstance(command, click.Group):
        for name in command.list_commands(click.Context(command)):
            sub = command.get_command(click.Context(command), name)
            assert sub is not None, f"`{path} {name}` is listed but cannot be loaded"
            yield from _walk(sub, f"{path} {name}")


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_cli_command_has_help_text(name):
    module_name, _, attr = COMMANDS[name].partition(":")
    command = getattr(import_module(module_name), attr)
    for path, sub in _walk(command, f"agentik {name}"):
        assert (sub.help or "").strip(), f"`{path}` has no --help text"
        for param in sub.params:
            if isinstance(param, click.Option) and not param.hidden:
                assert (param.help or "").strip(), f"`{path}` option {param.opts[0]} has no help"


def test_top_level_help_lists_every_command():
    from click.testing import CliRunner

    result = CliRunner().invoke(cli, ["--help"])
    assert result.exit_code == 0
    listed = re.findall(r"^  ([\w-]+)\s{2,}", result.output.split("Commands:")[1], re.M)
    assert listed == sorted(COMMANDS)
