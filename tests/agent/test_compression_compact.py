"""SqliteConversationStore.compact is atomic: an error or a `kill -9` in the middle of it leaves the history
entirely as it was before, or entirely as it is after — never a mix."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from agentik.notes.messages import Message, RecordKind, Role
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.errors import InvalidInput

CHILD = textwrap.dedent("""
    import os, sys, time
    from agentik.backends.sqlite.conversations import SqliteConversationStore

    db, cid, block_on, marker = sys.argv[1:5]
    wm = SqliteConversationStore(db)

    def trace(statement):
        if block_on != "after" and statement.lstrip().upper().startswith(block_on):
            with open(marker, "w") as out:  # proof that the kill lands inside the open transaction
                out.write(str(wm._conn.in_transaction))
            time.sleep(120)

    wm._conn.set_trace_callback(trace)
    wm.compact(cid, 3, 12, "SUMMARY OF 3..12")
    if block_on == "after":
        open(marker, "w").close()
        time.sleep(120)
""")


def seeded(path: Path) -> tuple[SqliteConversationStore, str]:
    wm = SqliteConversationStore(path)
    cid = wm.create_conversation().id
    for i in range(20):
        wm.append(cid, Message(Role.USER if i % 2 == 0 else Role.ASSISTANT, f"record {i}"))
    return wm, cid


def snapshot(wm: SqliteConversationStore, cid: str) -> tuple[list[tuple], list[tuple]]:
    view = [(m.seq, m.kind.value, m.content) for m in wm.messages(cid)]
    history = [(m.seq, m.kind.value, m.content) for m in wm.messages(cid, include_hidden=True)]
    return view, history


def test_compact_hides_the_range_behind_one_summary_and_keeps_the_history(tmp_path):
    wm, cid = seeded(tmp_path / "a.db")
    summary = wm.compact(cid, 3, 12, "the summary")
    view = wm.messages(cid)
    assert [m.seq for m in view] == [0, 1, 2, summary.seq, *range(13, 20)]
    assert view[3].kind is RecordKind.SUMMARY and view[3].content == "the summary"
    history = wm.messages(cid, include_hidden=True)
    assert [m.seq for m in history if m.kind is RecordKind.MESSAGE] == list(range(20))


def test_compact_refuses_bad_ranges_and_changes_nothing(tmp_path):
    wm, cid = seeded(tmp_path / "a.db")
    before = snapshot(wm, cid)
    for args in ((12, 3, "s"), (3, 99, "s"), (3, 12, "  ")):
        with pytest.raises(InvalidInput):
            wm.compact(cid, *args)
    wm.compact(cid, 3, 12, "first")
    with pytest.raises(InvalidInput):
        wm.compact(cid, 5, 14, "overlaps hidden records")
    assert [r for r in snapshot(wm, cid)[1] if r[1] == "message"] == before[1]
    assert [r[0] for r in snapshot(wm, cid)[0]] == [0, 1, 2, 20, *range(13, 20)]


def test_an_error_inside_the_transaction_rolls_everything_back(tmp_path):
    wm, cid = seeded(tmp_path / "a.db")
    before = snapshot(wm, cid)
    wm._conn.execute(
        "CREATE TEMP TRIGGER fail_summary BEFORE INSERT ON conversation_record WHEN NEW.kind = 'summary' "
        "BEGIN SELECT RAISE(ABORT, 'simulated failure after the records were hidden'); END")
    with pytest.raises(Exception, match="simulated failure"):
        wm.compact(cid, 3, 12, "never stored")
    assert snapshot(wm, cid) == before
    assert snapshot(SqliteConversationStore(tmp_path / "a.db"), cid) == before


def _kill_during_compact(tmp_path: Path, block_on: str) -> tuple[tuple, tuple, tuple, str]:
    db = tmp_path / "a.db"
    wm, cid = seeded(db)
    before = snapshot(wm, cid)
    wm.close()
    marker = tmp_path / "marker"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(db), cid, block_on, str(marker)], env=env,
                             stderr=subprocess.PIPE)
    try:
        for _ in range(6000):  # wait for the child to reach the point (no timing is asserted)
            if marker.exists() or child.poll() is not None:
                break
            time.sleep(0.01)
        assert marker.exists(), f"child never reached {block_on!r}: {child.stderr.read().decode()[-2000:]}"
        time.sleep(0.05)  # let the marker's text land before the kill
        state = marker.read_text()
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL
    reopened = SqliteConversationStore(db)
    after = snapshot(reopened, cid)
    expected = SqliteConversationStore(tmp_path / "expected.db")
    expected_cid = expected.create_conversation(cid).id
    for i in range(20):
        expected.append(expected_cid, Message(Role.USER if i % 2 == 0 else Role.ASSISTANT, f"record {i}"))
    expected.compact(expected_cid, 3, 12, "SUMMARY OF 3..12")
    return before, after, snapshot(expected, expected_cid), state


@pytest.mark.slow
@pytest.mark.parametrize("block_on", ["INSERT INTO CONVERSATION_RECORD", "COMMIT"])
def test_kill_inside_compact_leaves_the_history_before(tmp_path, block_on):
    """Killed after the records were hidden but before the summary is in (or before COMMIT ran)."""
    before, after, _, in_transaction = _kill_during_compact(tmp_path, block_on)
    assert in_transaction == "True"
    assert after == before


@pytest.mark.slow
def test_kill_after_compact_returned_leaves_the_history_after(tmp_path):
    before, after, compacted, _ = _kill_during_compact(tmp_path, "after")
    assert after == compacted and after != before
