"""Parsing categories and sources from what users and files give."""

from __future__ import annotations

import pytest

from agentik.errors import InvalidInput
from agentik.notes.model import MemoryCategory, MemoryNote, Source


@pytest.mark.parametrize("given, expected", [
    ("user", MemoryCategory.USER), (" USER ", MemoryCategory.USER), ("preferences", MemoryCategory.PREFERENCE),
    (MemoryCategory.WORLD, MemoryCategory.WORLD),
])
def test_categories_parse_in_any_case(given, expected):
    assert MemoryCategory.parse(given) is expected


@pytest.mark.parametrize("given", ["friends", "", ["user"], {"user": 1}, None, 3])
def test_anything_else_is_refused_with_the_allowed_values(given):
    with pytest.raises(InvalidInput, match="use one of: user, world, preference"):
        MemoryCategory.parse(given)


def test_sources_parse_and_refuse_the_same_way():
    assert Source.parse("USER_EXPLICIT") is Source.USER_EXPLICIT and Source.parse("auto_review") is Source.AUTO_REVIEW
    with pytest.raises(InvalidInput, match="use one of"):
        Source.parse(["agent_save"])


def test_the_hash_is_kept_and_a_copy_with_other_text_scope_or_category_hashes_anew(monkeypatch):
    import pickle

    from agentik.notes import model
    from agentik.notes.model import content_hash

    computed = []
    monkeypatch.setattr(model, "content_hash", lambda *parts: computed.append(parts) or content_hash(*parts))
    note = MemoryNote(id="a", category=MemoryCategory.WORLD, content="one")
    first = note.hash
    assert note.hash == first and len(computed) == 1  # kept: asked twice, computed once
    assert first == content_hash(MemoryCategory.WORLD, "one", None)
    assert note.with_(content="two").hash == content_hash(MemoryCategory.WORLD, "two", None)
    assert note.with_(conversation_id="c").hash == content_hash(MemoryCategory.WORLD, "one", "c")
    assert note.with_(category=MemoryCategory.USER).hash == content_hash(MemoryCategory.USER, "one", None)
    assert note.with_(use_count=3).hash == first
    assert pickle.loads(pickle.dumps(note)).hash == first
    assert pickle.loads(pickle.dumps(note)) == note
