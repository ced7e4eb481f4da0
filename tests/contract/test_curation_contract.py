"""What the curator needs of every backend: pinned and superseded_by round trip, pin/unpin,
supersede and restore, and `unused_since` leaving out pinned and user_explicit notes."""

from __future__ import annotations

import pytest

from agentik.errors import NoteNotFound
from agentik.notes.model import MemoryCategory, MemoryNote, Source

OLD = 1_600_000_000_000
CUTOFF = 1_700_000_000_000


def _old(store, note_id: str, content: str, **fields) -> MemoryNote:
    note = MemoryNote(id=note_id, category=MemoryCategory.WORLD, content=content, created_at=OLD, **fields)
    stored, created = store.add(note)
    assert created
    return stored


def test_pinned_and_superseded_by_round_trip_through_add_and_reopen(make_store, tmp_path):
    store = make_store()
    _old(store, "mem-p", "Pinned fact", pinned=True)
    _old(store, "mem-s", "Replaced fact", archived_at=OLD + 5, superseded_by="mem-umbrella")
    reopened = make_store(tmp_path / "home")
    assert reopened.get("mem-p").pinned is True and reopened.get("mem-p").superseded_by is None
    replaced = reopened.get("mem-s")
    assert replaced.superseded_by == "mem-umbrella" and replaced.archived and not replaced.pinned


def test_unused_since_leaves_out_pinned_used_and_user_explicit_notes(store):
    _old(store, "mem-stale", "Stale fact")
    _old(store, "mem-pinned", "Pinned stale fact", pinned=True)
    _old(store, "mem-user", "The user said so", source=Source.USER_EXPLICIT)
    _old(store, "mem-used", "Used fact", use_count=1)
    _old(store, "mem-recent", "Recent fact", last_used_at=CUTOFF + 1)
    assert [n.id for n in store.unused_since(CUTOFF)] == ["mem-stale"]


def test_pin_and_unpin_change_what_the_curator_may_archive(store):
    _old(store, "mem-a", "Stale fact A")
    assert store.pin(["mem-a"]) == 1
    assert store.pin(["mem-a"]) == 0
    assert store.get("mem-a").pinned and store.unused_since(CUTOFF) == []
    assert store.unpin(["mem-a"]) == 1
    assert not store.get("mem-a").pinned and [n.id for n in store.unused_since(CUTOFF)] == ["mem-a"]


def test_pin_of_an_unknown_id_changes_nothing(store):
    _old(store, "mem-a", "Stale fact A")
    with pytest.raises(NoteNotFound):
        store.pin(["mem-a", "mem-missing"])
    assert not store.get("mem-a").pinned


def test_pin_reaches_archived_notes_too(store):
    _old(store, "mem-a", "Archived fact", archived_at=OLD + 1)
    assert store.pin(["mem-a"]) == 1 and store.get("mem-a").pinned


def test_supersede_archives_with_a_link_and_restore_clears_it(store):
    a = store.save("The user is a DevOps engineer", "user")
    b = store.save("User works as DevOps", "user")
    umbrella = store.save("The user works as a DevOps engineer", "user", source="curator")
    assert store.supersede([a.id, b.id], by=umbrella.id) == 2
    assert store.get(a.id).superseded_by == umbrella.id and store.get(a.id).archived
    assert {n.id for n in store.list()} == {umbrella.id}
    assert store.restore([a.id, b.id]) == 2
    assert store.get(a.id).superseded_by is None and not store.get(b.id).archived
    assert a.id in {hit.note.id for hit in store.search("DevOps engineer")}


def test_supersede_needs_an_existing_umbrella(store):
    a = store.save("Fact A", "world")
    with pytest.raises(NoteNotFound):
        store.supersede([a.id], by="mem-missing")
    assert not store.get(a.id).archived


def test_vectors_are_the_stored_ones_of_the_space(store):
    from agentik.embedding.fake import HashEmbedder

    a = store.save("The staging cluster runs k3s", "world")
    b = store.save("Deploys happen on Fridays", "world")
    found = store.backend.vectors([a.id, b.id, "mem-missing"])
    assert set(found) == {a.id, b.id}
    expected = HashEmbedder(64).embed_batch([a.content])[0]
    assert abs(float(found[a.id] @ expected) - 1.0) < 1e-5
    assert set(store.vectors([a.id, "mem-missing"])) == {a.id}
