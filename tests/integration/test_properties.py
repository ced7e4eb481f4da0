"""Property tests (hypothesis): arbitrary text, bytes and numbers through the Python API and the CLI
never raise anything but agentik's named errors (the CLI: never a traceback, exit 0, 1 or 2), and a
refused call changes nothing. Examples are bounded so the whole file runs in about 15 s."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from stores import markdown_store
from stores import sqlite_store
from agentik.cli import common as cli_common
from agentik.cli.main import cli
from agentik.embedding.fake import HashEmbedder
from agentik.errors import AgentikError
from agentik.settings import Settings

pytestmark = pytest.mark.slow  # the inner loop (`-m "not slow"`) leaves it to the full run

ODD = st.sampled_from(["\udce9", "\ud800", "\x00", "\r", "\n", " ", "\u200b", "é", "日", "a", "§", "-", "'", '"'])
ANY_TEXT = st.one_of(st.text(st.characters(exclude_categories=()), max_size=60),  # any code point,
                     st.text(ODD, min_size=1, max_size=8),  # and often the odd ones: lone surrogates, NUL
                     st.text(min_size=4001, max_size=4100))
ANY_VALUE = st.one_of(ANY_TEXT, st.binary(max_size=20), st.none(), st.booleans(),
                      st.integers(min_value=-(10**30), max_value=10**30), st.floats(allow_nan=True),
                      st.lists(st.text(max_size=5), max_size=3))
NUMBER = st.one_of(st.integers(min_value=-(10**30), max_value=10**30), st.floats(allow_nan=True),
                   st.booleans(), st.none(), st.text(max_size=5))
CATEGORY = st.one_of(st.sampled_from(["user", "world", "preference", "USER", "Preferences"]), ANY_VALUE)
SCOPE = st.one_of(st.none(), st.just(""), st.just("c1"), ANY_VALUE)

CASES = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def snapshot(store) -> list[dict]:
    return [note.to_dict() for note in store.list(archived=None, limit=10**6)]


@pytest.fixture(scope="module", params=["sqlite", "markdown"])
def store(request):
    folder = Path(tempfile.mkdtemp(prefix="agentik-props-"))
    if request.param == "sqlite":
        opened = sqlite_store(folder / "agentik.db", embedder=HashEmbedder())
    else:
        opened = markdown_store(folder / "memory", char_limit=10**9)
    opened.save("The user lives in Berlin", "user")
    yield opened
    opened.close()


def call_and_check(store, call) -> None:
    """`call(store)` returns or raises an AgentikError; when it raises, the store is as it was."""
    before = snapshot(store)
    try:
        call(store)
    except AgentikError as exc:
        assert "\n" not in str(exc), str(exc)
        assert snapshot(store) == before
    # anything else propagates and fails the test with its traceback


@CASES
@given(content=ANY_VALUE, category=CATEGORY, scope=SCOPE)
def test_save(store, content, category, scope):
    call_and_check(store, lambda s: s.save(content, category, conversation_id=scope))


@CASES
@given(query=ANY_VALUE, k=NUMBER, scope=SCOPE, category=st.one_of(st.none(), CATEGORY))
def test_search(store, query, k, scope, category):
    call_and_check(store, lambda s: s.search(query, k, conversation_id=scope, category=category))


@CASES
@given(limit=NUMBER, offset=NUMBER, category=st.one_of(st.none(), CATEGORY))
def test_list(store, limit, offset, category):
    call_and_check(store, lambda s: s.list(limit=limit, offset=offset, category=category))


@CASES
@given(note_id=st.one_of(st.text(max_size=40), st.sampled_from(["mem-0", ""])), content=st.one_of(st.none(), ANY_VALUE),
       category=st.one_of(st.none(), CATEGORY))
def test_get_update_delete(store, note_id, content, category):
    call_and_check(store, lambda s: s.get(note_id))
    call_and_check(store, lambda s: s.update(note_id, content=content, category=category))
    call_and_check(store, lambda s: s.delete(note_id))


@CASES
@given(ids=st.lists(st.text(max_size=10), max_size=4), at=st.one_of(st.none(), st.integers(0, 2**40)))
def test_batch_calls(store, ids, at):
    call_and_check(store, lambda s: s.archive(ids, at=at))
    call_and_check(store, lambda s: s.unarchive(ids))
    call_and_check(store, lambda s: s.bump(ids, at=at))


# -- the CLI ----------------------------------------------------------------------------------

ARG = st.one_of(st.text(st.characters(exclude_categories=("Cs",), exclude_characters="\x00"), max_size=30),
                st.integers(min_value=-(10**30), max_value=10**30).map(str),
                st.sampled_from(["-", "-k", "--limit", "--offset", "--conversation", "", "--json", "-c", "user",
                                 "--category", "--archived", "nan", "1e400"]))
COMMAND = st.sampled_from([["save"], ["save", "-"], ["search"], ["search", "-"], ["list"], ["show"], ["delete"],
                           ["edit"], ["stats"], ["export"], ["import"]])


@pytest.fixture(scope="module")
def cli_home():
    home = Path(tempfile.mkdtemp(prefix="agentik-props-cli-"))
    patch = pytest.MonkeyPatch()
    patch.setenv("AGENTIK_HOME", str(home))
    patch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    embedder = HashEmbedder()
    from agentik.app import memory_over

    patch.setattr(cli_common, "open_store", lambda: memory_over(Settings.from_env(), embedder))
    yield home
    patch.undo()


STDIN = st.one_of(st.binary(max_size=40), st.sampled_from([b"caf\xe9\n", b"\xff\xfe", b"", b"   ", b"ok fact"]))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(command=COMMAND, args=st.lists(ARG, max_size=5), stdin=STDIN)
def test_cli_never_shows_a_traceback(cli_home, command, args, stdin):
    with sqlite_store(cli_home / "agentik.db") as store:
        before = snapshot(store)
    result = CliRunner().invoke(cli, ["memory", *command, *args], input=stdin)
    assert result.exception is None or isinstance(result.exception, SystemExit), (command, args, result.output)
    assert result.exit_code in (0, 1, 2), result.output
    assert "Traceback" not in result.output
    if result.exit_code != 0:
        with sqlite_store(cli_home / "agentik.db") as store:
            assert snapshot(store) == before
