"""Anti-thrashing: 5 failed attempts in a row pause compression for 10 minutes; two compressions in
a row saving under 10 % stop it until the conversation grows; a request that would not fit is
compacted anyway. The counters persist in working memory."""

from __future__ import annotations

import pytest

from agentik.agent.compression import Compressor, Throttle, TokenEstimator
from agentik.agent.compression.throttle import STATE_KEY
from agentik.agent.fake import ScriptedReply
from agentik.agent.window import LARGE_WINDOW_CUT
from agentik.notes.messages import RecordKind, Role
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.settings import Settings

from compression_fakes import Clock, chat, open_conversation, say, visible, words

LIMIT = 1000


def compressor(clock: Clock) -> Compressor:
    """Cut as for a large window (a head of 3 records, whatever their size), so a heavy head can make
    compressions that save little (agentik.agent.window)."""
    return Compressor(settings=Settings(model="fake", context_limit=LIMIT),
                      estimator=TokenEstimator("fake", context_limit=LIMIT), clock=clock, cut=LARGE_WINDOW_CUT)


@pytest.fixture
def four_failures(tmp_path):
    """A throttle one failure short of its pause: (clock, working memory, conversation id, throttle)."""
    clock = Clock()
    wm = SqliteConversationStore(tmp_path / "a.db")
    cid = wm.create_conversation().id
    throttle = Throttle(wm, clock=clock)
    for _ in range(4):
        throttle.record_failure(cid)
    yield clock, wm, cid, throttle
    wm.close()


def test_five_failures_pause_for_ten_minutes_then_the_clock_lifts_it(tmp_path, four_failures):
    clock, wm, cid, throttle = four_failures
    assert throttle.blocked(cid, tokens=900, context_limit=LIMIT) is None
    throttle.record_failure(cid)
    assert throttle.blocked(cid, tokens=900, context_limit=LIMIT) == "paused"
    clock.advance(599)
    assert Throttle(SqliteConversationStore(tmp_path / "a.db"), clock=clock).blocked(cid, tokens=900, context_limit=LIMIT) \
        == "paused"  # persisted: a restart does not lift the pause
    clock.advance(2)
    assert throttle.blocked(cid, tokens=900, context_limit=LIMIT) is None


def test_a_good_compression_resets_the_failure_count(four_failures):
    clock, wm, cid, throttle = four_failures
    throttle.record_compression(cid, tokens_before=1000, tokens_after=400, summariser_ok=True)
    assert throttle.state(cid).failures == 0
    for _ in range(4):
        throttle.record_failure(cid)
    assert throttle.blocked(cid, tokens=900, context_limit=LIMIT) is None
    assert wm.get_state(cid, STATE_KEY)["failures"] == 4


def test_nothing_to_compact_five_times_pauses_should_compress(tmp_path):
    clock = Clock()
    conv = open_conversation(tmp_path)
    chat(conv, 1, size=5)
    say(conv, Role.USER, words(650))  # head + 1 record, ~820 tokens: over 75 %, under 95 %
    comp = compressor(clock)
    assert 0.75 * LIMIT < comp.tokens(conv) < 0.95 * LIMIT
    for attempt in range(5):
        assert comp.should_compress(conv), attempt
        assert comp.maybe_compress(conv) is None
    assert not comp.should_compress(conv)
    clock.advance(599)
    assert not comp.should_compress(conv)
    clock.advance(2)
    assert comp.should_compress(conv)


def test_summariser_failures_pause_it_but_an_overflowing_request_is_still_compacted(tmp_path):
    clock = Clock()
    conv = open_conversation(tmp_path, replies=[ScriptedReply(error="down")] * 5)
    comp = compressor(clock)
    start = 0
    for _ in range(5):
        chat(conv, 14, size=40, start=start)
        start += 14
        result = comp.maybe_compress(conv)
        assert result is not None and result.used_fallback
    assert comp.throttle_state(conv).paused_until > clock()
    requests = len(conv.llm.requests)

    while comp.tokens(conv) <= 0.75 * LIMIT:
        say(conv, Role.USER, words(10))
    assert comp.tokens(conv) <= 0.95 * LIMIT
    assert comp.maybe_compress(conv) is None                 # paused: held back while it still fits
    while comp.tokens(conv) <= 0.95 * LIMIT:
        say(conv, Role.USER, words(10))
    result = comp.maybe_compress(conv)                       # would not fit: compacted without the model
    assert result is not None and result.reason == "emergency" and result.used_fallback
    assert len(conv.llm.requests) == requests
    assert comp.tokens(conv) < 0.75 * LIMIT


def test_two_low_savings_in_a_row_stop_until_the_conversation_grows(tmp_path):
    clock = Clock()
    conv = open_conversation(tmp_path, replies=["## Historical Task Snapshot\nshort middle part."] * 6)
    comp = compressor(clock)
    for _ in range(3):
        say(conv, Role.USER, words(120))            # a heavy head: ~150 tokens a record
    for i in range(25):  # a middle of 8 of these: big enough for a summary to be smaller, too small to save 10 %
        say(conv, Role.USER if i % 2 else Role.ASSISTANT, words(10))
    assert 0.75 * LIMIT < comp.tokens(conv) < 0.95 * LIMIT

    first = comp.maybe_compress(conv)
    say(conv, Role.USER, words(10))                 # a little new material, so the second has turns to fold
    say(conv, Role.ASSISTANT, words(10))
    second = comp.maybe_compress(conv)
    assert first is not None and second is not None
    assert first.saving < 0.10 and second.saving < 0.10
    state = comp.throttle_state(conv)
    assert state.stopped_at_tokens == second.tokens_after
    assert comp.tokens(conv) > 0.75 * LIMIT and not comp.should_compress(conv)

    while not comp.should_compress(conv):
        say(conv, Role.USER, words(10))
        assert comp.tokens(conv) <= 0.95 * LIMIT
    assert comp.tokens(conv) >= state.stopped_at_tokens + 0.10 * LIMIT
    assert comp.throttle_state(conv).stopped_at_tokens is None


def test_forced_compression_that_saves_enough_lifts_the_stop(tmp_path):
    clock = Clock()
    conv = open_conversation(tmp_path, replies=["## Historical Task Snapshot\nshort."] * 3)
    comp = compressor(clock)
    cid = conv.id
    Throttle(conv.working_memory, clock=clock).record_compression(cid, tokens_before=900, tokens_after=890,
                                                                   summariser_ok=True)
    Throttle(conv.working_memory, clock=clock).record_compression(cid, tokens_before=890, tokens_after=880,
                                                                   summariser_ok=True)
    assert comp.throttle_state(conv).stopped_at_tokens == 880
    chat(conv, 20, size=40)
    result = comp.compress(conv)
    assert result is not None and result.saving >= 0.10
    assert comp.throttle_state(conv).stopped_at_tokens is None
    assert [m.kind for m in visible(conv)].count(RecordKind.SUMMARY) == 1
