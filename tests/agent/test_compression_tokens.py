"""TokenEstimator: chars / 4 as the floor, the model's tokenizer when litellm has one, the limit
from settings or the model's metadata."""

from __future__ import annotations

import pytest

from agentik.agent.compression.tokens import (DEFAULT_CONTEXT_LIMIT, MESSAGE_OVERHEAD, TokenEstimator,
                                              truncate_to_tokens)
from agentik.notes.messages import Message, Role, ToolCall
from agentik.settings import Settings


def test_the_floor_is_chars_over_four_and_a_bigger_tokenizer_count_wins():
    text = "x" * 400
    assert TokenEstimator("fake").count_text(text) == 100
    assert TokenEstimator("m", counter=lambda t: 1).count_text(text) == 100
    assert TokenEstimator("m", counter=lambda t: 250).count_text(text) == 250
    assert TokenEstimator("fake").count_text("") == 0


def test_a_message_counts_its_tool_calls_and_overhead():
    est = TokenEstimator("fake")
    call = ToolCall("c1", "memory_save", {"content": "y" * 200})
    plain = est.count_message(Message(Role.ASSISTANT, ""))
    with_call = est.count_message(Message(Role.ASSISTANT, "", tool_calls=(call,)))
    assert plain == MESSAGE_OVERHEAD and with_call > plain + 50
    assert est.count_messages([Message(Role.USER, "a" * 40), {"role": "user", "content": "b" * 40}]) == \
        2 * (10 + MESSAGE_OVERHEAD)
    tools = [{"type": "function", "function": {"name": "memory_save", "description": "z" * 400}}]
    assert est.count_request([], tools=tools) > 100


def test_context_limit_from_settings_wins_and_the_fake_model_needs_no_tokenizer():
    est = TokenEstimator.from_settings(Settings(model="gpt-4o-mini", context_limit=3000))
    assert est.context_limit == 3000
    fake = TokenEstimator.from_settings(Settings(model="fake"))
    assert fake.context_limit == DEFAULT_CONTEXT_LIMIT and not fake.uses_tokenizer


@pytest.mark.slow  # imports litellm and loads its tiktoken files: seconds on a busy machine
def test_a_known_model_gets_its_limit_and_tokenizer_from_litellm_offline():
    est = TokenEstimator("gpt-4o-mini")
    assert est.context_limit == 128_000
    assert est.uses_tokenizer
    russian = "Меня зовут Анна, я живу в Казани и работаю инженером по надёжности."
    assert est.count_text(russian) > len(russian) // 4   # Cyrillic costs more than chars / 4


def test_truncate_to_tokens_cuts_at_lines_and_marks_the_cut():
    est = TokenEstimator("fake")
    text = "\n".join(f"line {i} " + "w" * 36 for i in range(20))  # ~11 tokens a line
    cut = truncate_to_tokens(text, 50, estimator=est)
    assert est.count_text(cut) <= 50 and cut.endswith("…") and cut.startswith("line 0")
    assert truncate_to_tokens("short", 50, estimator=est) == "short"
    assert est.count_text(truncate_to_tokens("z" * 1000, 20, estimator=est)) <= 20
