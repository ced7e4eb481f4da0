"""Facts that change (issue 19), on every backend: near-duplicates on save, supersession with
validity, history, as-of search, and the new fields surviving a reopen."""

from __future__ import annotations

import pytest

from agentik.errors import InvalidInput, NoteNotFound
from agentik.memory.duplicates import Thresholds
from agentik.notes.model import MemoryCategory, MemoryNote, now_ms

BERLIN = "The user lives in Berlin"
MUNICH = "The user moved to Munich"


def _ids(hits) -> list[str]:
    return [hit.note.id for hit in hits]


def test_the_same_fact_in_other_case_punctuation_and_spacing_is_not_written_twice(store):
    first = store.save_outcome(BERLIN, "user")
    again = store.save_outcome("the user   LIVES in Berlin!", "user")
    assert first.created and not again.created
    assert again.note.id == first.note.id and again.duplicate_of == first.note.id
    assert store.count() == 1


def test_on_duplicate_keep_writes_the_restatement(store):
    first = store.save(BERLIN, "user")
    kept = store.save_outcome("the user lives in Berlin.", "user", on_duplicate="keep")
    assert kept.created and kept.note.id != first.id
    assert store.count() == 2
    with pytest.raises(InvalidInput):
        store.save(BERLIN, "user", on_duplicate="maybe")


def test_a_near_duplicate_by_vector_returns_the_stored_note(store):
    store.duplicates = Thresholds(duplicate=0.8, may_replace=0.6)
    first = store.save("The user deploys services with Kubernetes on weekdays", "world")
    near = store.save_outcome("The user deploys services with Kubernetes on all weekdays", "world")
    assert not near.created and near.note.id == first.id and near.similarity >= 0.8
    # another category or scope is another fact
    assert store.save_outcome("The user deploys services with Kubernetes on all weekdays", "user").created
    assert store.save_outcome("The user deploys services with Kubernetes on all weekdays", "world",
                              conversation_id="c1").created


def test_a_changed_value_is_written_and_reported_as_may_replace(store):
    store.duplicates = Thresholds(duplicate=0.8, may_replace=0.6)
    berlin = store.save("The user lives in Berlin with family", "user")
    munich = store.save_outcome("The user lives in Munich with family", "user")
    assert munich.created
    assert [note.id for note in munich.may_replace] == [berlin.id]
    assert store.count() == 2


def test_supersedes_keeps_the_old_fact_as_history_out_of_search(store):
    berlin = store.save(BERLIN, "user")
    moved = store.save_outcome(MUNICH, "user", supersedes=[berlin.id])
    assert moved.created and moved.superseded == (berlin.id,)

    old = store.get(berlin.id)
    assert old.superseded_by == moved.note.id and old.archived
    assert old.valid_until is not None and old.valid_until >= old.valid_from
    assert moved.note.valid_until is None and moved.note.superseded_by is None

    assert _ids(store.search("where does the user live? Berlin Munich", 5)) == [moved.note.id]
    assert [n.id for n in store.list()] == [moved.note.id]
    assert [n.id for n in store.list(superseded=True, archived=None)] == [berlin.id]
    assert store.count(superseded=True, archived=None) == 1
    assert [n.id for n in store.history(berlin.id)] == [berlin.id, moved.note.id]
    assert [n.id for n in store.history(moved.note.id)] == [berlin.id, moved.note.id]


def test_as_of_finds_what_was_valid_then(store):
    berlin = store.save(BERLIN, "user")
    before_move = now_ms()
    while now_ms() == before_move:
        pass
    munich = store.save(MUNICH, "user", supersedes=[berlin.id])
    assert _ids(store.search("where does the user live", 3, as_of=before_move)) == [berlin.id]
    assert _ids(store.search("where does the user live", 3, as_of=now_ms())) == [munich.id]
    assert store.search("where does the user live", 3, as_of=berlin.created_at - 1) == []


def test_supersedes_is_checked_before_anything_is_written(store):
    berlin = store.save(BERLIN, "user")
    with pytest.raises(NoteNotFound):
        store.save(MUNICH, "user", supersedes=["mem-missing"])
    with pytest.raises(InvalidInput):
        store.save(MUNICH, "user", supersedes=berlin.id)  # one id as text, not a list
    assert store.count() == 1
    store.save(MUNICH, "user", supersedes=[berlin.id])
    with pytest.raises(InvalidInput, match="already replaced"):
        store.save("The user moved to Hamburg", "user", supersedes=[berlin.id])


def test_update_with_supersede_saves_a_new_version(store):
    berlin = store.save(BERLIN, "user")
    munich = store.update(berlin.id, content="The user lives in Munich", supersede=True)
    assert munich.id != berlin.id
    assert store.get(berlin.id).superseded_by == munich.id
    fixed = store.update(munich.id, content="The user lives in München")  # a correction stays in place
    assert fixed.id == munich.id


def test_unarchiving_a_superseded_note_makes_it_current_again(store):
    berlin = store.save(BERLIN, "user")
    store.save(MUNICH, "user", supersedes=[berlin.id])
    assert store.unarchive([berlin.id]) == 1
    again = store.get(berlin.id)
    assert (again.archived, again.valid_until, again.superseded_by) == (False, None, None)


def test_validity_and_history_survive_a_reopen(make_store, tmp_path):
    store = make_store(tmp_path / "h")
    berlin = store.save(BERLIN, "user")
    munich = store.save(MUNICH, "user", supersedes=[berlin.id])
    before = store.get(berlin.id)
    store.close()
    reopened = make_store(tmp_path / "h")
    assert reopened.get(berlin.id) == before
    assert [n.id for n in reopened.history(munich.id)] == [berlin.id, munich.id]
    assert reopened.get(munich.id).valid_from == munich.created_at


def test_versions_written_in_one_millisecond_are_listed_in_the_order_they_replaced_each_other(store):
    at = 1_700_000_000_000
    first, second, third = "mem-zz-first", "mem-mm-second", "mem-aa-third"  # ids sort against the chain
    store.add(MemoryNote(id=first, category=MemoryCategory.USER, content=BERLIN, created_at=at, valid_from=at,
                         valid_until=at, superseded_by=second, archived_at=at))
    store.add(MemoryNote(id=second, category=MemoryCategory.USER, content="The user lives in Hamburg", created_at=at,
                         valid_from=at, valid_until=at, superseded_by=third, archived_at=at))
    store.add(MemoryNote(id=third, category=MemoryCategory.USER, content=MUNICH, created_at=at, valid_from=at))
    for note_id in (first, second, third):
        assert [n.id for n in store.history(note_id)] == [first, second, third]
