"""The MemoryStore contract (agentik.memory.store), run against every backend in conftest.BACKENDS.

Only the protocol is used here, so what passes for one backend means the same for another.
"""

from __future__ import annotations

import threading

import numpy as np

import pytest

from agentik.embedding.fake import HashEmbedder
from agentik.errors import InvalidInput, NoteNotFound, RefusedContent, StoreUnavailable
from agentik.notes.model import MemoryCategory, MemoryNote, SearchHit, Source, now_ms
from agentik.memory.store import MemoryStore

EMBEDDING_FIELDS = {"embedding_model", "embedding_dim"}


def _fields(note: MemoryNote) -> dict:
    """Every field of a note but the embedding bookkeeping, which the backend owns."""
    return {k: v for k, v in note.to_dict().items() if k not in EMBEDDING_FIELDS}


def _ids(hits: list[SearchHit]) -> list[str]:
    return [hit.note.id for hit in hits]


def test_the_store_implements_the_protocol(store):
    assert isinstance(store, MemoryStore)


# -- round trip --------------------------------------------------------------------------------


def test_save_returns_the_stored_note_with_every_field(store):
    before = now_ms()
    note = store.save("  Пользователь живёт в Казани\r\n", "USER", conversation_id="chat-1", source="user_explicit")
    assert note.id.startswith("mem-")
    assert note.category is MemoryCategory.USER
    assert note.content == "Пользователь живёт в Казани"
    assert note.conversation_id == "chat-1"
    assert note.source is Source.USER_EXPLICIT
    assert before <= note.created_at <= now_ms()
    assert note.last_used_at == note.created_at
    assert note.use_count == 0 and note.archived_at is None
    assert store.get(note.id) == note


def test_save_defaults_to_a_global_agent_note(store):
    note = store.save("Prefers tea to coffee", MemoryCategory.PREFERENCE)
    assert note.conversation_id is None and note.source is Source.AGENT_SAVE
    assert store.get(note.id).conversation_id is None


def test_add_keeps_id_timestamps_counts_and_archive_state(store):
    original = MemoryNote(
        id="mem-imported-1", category=MemoryCategory.WORLD, content="The staging cluster runs k3s",
        conversation_id="conv-9", source=Source.AUTO_REVIEW, created_at=1_600_000_000_000,
        last_used_at=1_700_000_000_000, use_count=7, archived_at=1_710_000_000_000,
    )
    stored, created = store.add(original)
    assert created is True
    assert _fields(stored) == _fields(original)
    assert _fields(store.get("mem-imported-1")) == _fields(original)
    live = original.with_(id="mem-imported-2", content="Deploys happen on Fridays", archived_at=None)
    assert _fields(store.add(live)[0]) == _fields(live)
    assert _fields(store.get("mem-imported-2")) == _fields(live)


def test_add_of_an_existing_id_or_live_duplicate_creates_nothing(store):
    first, created = store.add(MemoryNote(id="mem-a", category=MemoryCategory.USER, content="Has a cat"))
    assert created
    again, created = store.add(MemoryNote(id="mem-a", category=MemoryCategory.USER, content="Something else"))
    assert not created and again.id == "mem-a" and again.content == "Has a cat"
    twin, created = store.add(MemoryNote(id="mem-b", category=MemoryCategory.USER, content="Has a cat"))
    assert not created and twin.id == "mem-a"
    assert store.count() == 1


def test_notes_survive_closing_and_reopening(make_store, tmp_path):
    first = make_store()
    note = first.save("Работает в команде платформы", "user")
    first.bump([note.id], at=123_456)
    first.close()
    again = make_store()
    stored = again.get(note.id)
    assert stored.content == note.content and stored.use_count == 1 and stored.last_used_at == 123_456
    assert _ids(again.search("команде платформы", 5)) == [note.id]


# -- exact duplicates --------------------------------------------------------------------------


def test_an_exact_duplicate_save_returns_the_existing_note(store):
    note = store.save("Uses Gradle 9.4.1 for builds", "world")
    assert store.save("Uses Gradle 9.4.1 for builds", "world") == note
    assert store.save("  Uses Gradle 9.4.1 for builds\n", MemoryCategory.WORLD) == note
    assert store.count() == 1


def test_same_text_in_another_category_or_scope_is_another_note(store):
    note = store.save("Likes short answers", "preference")
    other_category = store.save("Likes short answers", "user")
    other_scope = store.save("Likes short answers", "preference", conversation_id="c1")
    assert len({note.id, other_category.id, other_scope.id}) == 3
    assert store.count() == 3


def test_saving_the_text_of_an_archived_note_gives_a_live_searchable_note(store):
    note = store.save("Team standup is at 10:30", "world")
    store.archive([note.id])
    again = store.save("Team standup is at 10:30", "world")
    assert not again.archived
    assert again.id in _ids(store.search("standup", 5))


# -- validation and refusals -------------------------------------------------------------------


@pytest.mark.parametrize("content", ["", "   \n\t ", "x" * 4001])
def test_unusable_content_is_refused_and_nothing_is_written(store, content):
    with pytest.raises(InvalidInput):
        store.save(content, "user")
    assert store.count(archived=None) == 0


def test_an_unknown_category_is_refused(store):
    with pytest.raises(InvalidInput):
        store.save("Lives in Riga", "hobby")
    with pytest.raises(InvalidInput):
        store.list(category="hobby")


def test_secrets_are_refused_without_writing_anything(store):
    with pytest.raises(RefusedContent):
        store.save("the deploy key is sk-proj-4f9aB7cD2eF1gH8iJ3kL6mN0pQ5rS7tU9vW2xY4z", "world")
    note = store.save("Deploys go through GitHub Actions", "world")
    with pytest.raises(RefusedContent):
        store.update(note.id, content="token: ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8")
    assert store.get(note.id).content == "Deploys go through GitHub Actions"
    assert store.count(archived=None) == 1


def test_missing_ids_raise_note_not_found(store):
    with pytest.raises(NoteNotFound):
        store.get("mem-missing")
    with pytest.raises(NoteNotFound):
        store.update("mem-missing", content="anything")
    with pytest.raises(NoteNotFound):
        store.delete("mem-missing")


# -- categories and listing --------------------------------------------------------------------


def test_list_and_count_filter_by_category(store):
    store.save("Lives in Kazan", "user")
    store.save("Is a backend developer", "user")
    store.save("The CI runs on GitHub Actions", "world")
    store.save("Prefers answers in Russian", "preferences")
    assert store.count() == 4
    assert store.count(category="user") == 2
    assert {n.content for n in store.list(category=MemoryCategory.WORLD)} == {"The CI runs on GitHub Actions"}
    assert [n.category for n in store.list(category="PREFERENCE")] == [MemoryCategory.PREFERENCE]


def test_list_pages_newest_first(store):
    for i in range(25):
        store.add(MemoryNote(id=f"mem-{i:02d}", category=MemoryCategory.WORLD, content=f"Fact number {i}",
                             created_at=1_700_000_000_000 + i * 1000))
    pages = [store.list(limit=10, offset=offset) for offset in (0, 10, 20)]
    assert [len(page) for page in pages] == [10, 10, 5]
    ids = [note.id for page in pages for note in page]
    assert ids == [f"mem-{i:02d}" for i in reversed(range(25))]
    assert store.list(limit=10, offset=30) == []
    assert store.count() == 25


@pytest.mark.parametrize("paging", [{"limit": -1}, {"offset": -5}])
def test_bad_paging_is_refused(store, paging):
    with pytest.raises(InvalidInput):
        store.list(**paging)


# -- conversation scope ------------------------------------------------------------------------


@pytest.fixture
def scoped(store):
    return {
        "global": store.save("The project deploys with Ansible playbooks", "world"),
        "c1": store.save("In this chat deploys use Ansible tags only", "world", conversation_id="c1"),
        "c2": store.save("Here Ansible is replaced by Terraform", "world", conversation_id="c2"),
    }


def test_list_without_scope_lists_every_scope_and_with_scope_only_it(store, scoped):
    assert {n.id for n in store.list()} == {n.id for n in scoped.values()}
    assert [n.id for n in store.list(conversation_id="c1")] == [scoped["c1"].id]
    assert store.count(conversation_id="c2") == 1
    assert store.list(conversation_id="c3") == []


def test_search_in_a_conversation_sees_global_notes_and_its_own_only(store, scoped):
    in_c1 = set(_ids(store.search("Ansible", 10, conversation_id="c1")))
    assert in_c1 == {scoped["global"].id, scoped["c1"].id}
    assert set(_ids(store.search("Ansible", 10, conversation_id="c9"))) == {scoped["global"].id}
    assert set(_ids(store.search("Ansible", 10))) == {n.id for n in scoped.values()}


# -- search ------------------------------------------------------------------------------------


def test_search_finds_the_relevant_note_first(store):
    store.save("The user has two cats and a dog", "user")
    target = store.save("Builds run with Gradle 9.4.1 on JDK 21", "world")
    store.save("Prefers dark themes in every editor", "preference")
    hits = store.search("Which Gradle version do the builds use?", 3)
    assert hits and hits[0].note.id == target.id
    assert all(isinstance(hit, SearchHit) for hit in hits)
    assert [hit.score for hit in hits] == sorted((hit.score for hit in hits), reverse=True)


@pytest.mark.parametrize("query", ["k3s", "Gradle 9.4.1", "9.4.1"])
def test_exact_identifiers_are_found(store, query):
    store.save("Our clusters run k3s on bare metal", "world")
    store.save("Builds use Gradle 9.4.1", "world")
    store.save("Пользователь любит кофе по утрам", "preference")
    best = store.search(query, 1)[0].note.content
    assert ("k3s" if query == "k3s" else "9.4.1") in best


def test_search_returns_at_most_k_hits_and_filters_by_category(store):
    for i in range(6):
        store.save(f"Server number {i} runs Debian", "world")
    store.save("The user administers Debian servers", "user")
    assert len(store.search("Debian servers", 3)) == 3
    assert [hit.note.category for hit in store.search("Debian", 10, category="user")] == [MemoryCategory.USER]


@pytest.mark.parametrize("query,k", [("", 5), ("   ", 5), ("tea", 0), ("tea", -1)])
def test_bad_search_arguments_are_refused(store, query, k):
    with pytest.raises(InvalidInput):
        store.search(query, k)


def test_search_in_an_empty_store_finds_nothing(store):
    assert store.search("anything at all", 5) == []


# -- archive -----------------------------------------------------------------------------------


def test_archived_notes_are_hidden_but_kept(store):
    keep = store.save("Uses Neovim with LazyVim", "preference")
    old = store.save("Used Emacs with Doom config", "preference")
    assert store.archive([old.id], at=1_750_000_000_000) == 1
    assert store.archive([old.id]) == 0
    assert store.get(old.id).archived_at == 1_750_000_000_000
    assert old.id not in _ids(store.search("Emacs Doom config", 10))
    assert [n.id for n in store.list()] == [keep.id]
    assert [n.id for n in store.list(archived=True)] == [old.id]
    assert {n.id for n in store.list(archived=None)} == {keep.id, old.id}
    assert store.count() == 1 and store.count(archived=True) == 1 and store.count(archived=None) == 2


def test_unarchive_brings_a_note_back(store):
    note = store.save("Runs PostgreSQL 16 in production", "world")
    store.archive([note.id])
    assert store.unarchive([note.id]) == 1
    assert store.unarchive([note.id]) == 0
    assert store.get(note.id).archived_at is None
    assert note.id in _ids(store.search("PostgreSQL", 5))


def test_archiving_unknown_ids_changes_nothing(store):
    assert store.archive(["mem-missing"]) == 0
    assert store.unarchive(["mem-missing"]) == 0


# -- delete, bump, update ----------------------------------------------------------------------


def test_delete_removes_a_note_for_good(store):
    note = store.save("The office is in Tbilisi", "world")
    other = store.save("The team has six people", "world")
    store.delete(note.id)
    with pytest.raises(NoteNotFound):
        store.get(note.id)
    with pytest.raises(NoteNotFound):
        store.delete(note.id)
    assert note.id not in _ids(store.search("office Tbilisi", 5))
    assert [n.id for n in store.list(archived=None)] == [other.id]


def test_bump_counts_uses_and_records_the_time(store):
    a = store.save("Likes Python", "preference")
    b = store.save("Likes Rust", "preference")
    store.bump([a.id, b.id], at=1_800_000_000_000)
    store.bump([a.id, "mem-missing"], at=1_800_000_001_000)
    got_a, got_b = store.get(a.id), store.get(b.id)
    assert (got_a.use_count, got_a.last_used_at) == (2, 1_800_000_001_000)
    assert (got_b.use_count, got_b.last_used_at) == (1, 1_800_000_000_000)
    store.bump([a.id])
    assert store.get(a.id).last_used_at >= now_ms() - 60_000


def test_update_changes_content_and_what_search_finds(store):
    note = store.save("Deploys with Jenkins pipelines", "world")
    retired = store.save("Jenkins was retired last year", "world")
    updated = store.update(note.id, content="Deploys with GitLab CI pipelines")
    assert updated.id == note.id and updated.content == "Deploys with GitLab CI pipelines"
    assert updated.created_at == note.created_at
    assert store.get(note.id).content == "Deploys with GitLab CI pipelines"
    assert _ids(store.search("GitLab", 5)) == [note.id]
    assert store.search("Jenkins", 1)[0].note.id == retired.id


def test_update_changes_category(store):
    note = store.save("Wants replies in English", "user")
    assert store.update(note.id, category="preference").category is MemoryCategory.PREFERENCE
    assert store.get(note.id).content == "Wants replies in English"
    assert store.count(category="user") == 0 and store.count(category="preference") == 1


def test_update_with_empty_content_changes_nothing(store):
    note = store.save("Lives in Minsk", "user")
    with pytest.raises(InvalidInput):
        store.update(note.id, content="  ")
    assert store.get(note.id) == note


# -- housekeeping ------------------------------------------------------------------------------


def test_reindex_and_stats_answer(store, backend_name):
    store.save("Uses Arch Linux at home", "user")
    assert store.reindex() == 0  # the save embedded it already
    archived = store.save("Used Gentoo before", "user")
    store.archive([archived.id])
    stats = store.stats()
    assert stats["backend"] == backend_name and stats["path"]
    assert (stats["notes"], stats["live"], stats["archived"]) == (2, 1, 1)
    assert stats["by_category"] == {"user": 1, "world": 0, "preference": 0}
    assert stats["embedder"] == "fake/hash-64" and stats["waiting_for_embedding"] == 0
    # the live note has a vector (SQLite counts the archived one's too; markdown caches live texts only)
    assert stats["embedding_models"]["fake/hash-64"] in (1, 2) and set(stats["embedding_models"]) == {"fake/hash-64"}


def test_a_closed_store_refuses_to_work(make_store):
    store = make_store()
    store.save("A fact", "world")
    store.close()
    store.close()
    with pytest.raises(StoreUnavailable):
        store.list()
    with pytest.raises(StoreUnavailable):
        store.save("Another fact", "world")


def test_concurrent_saves_from_threads_all_land(store):
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        try:
            for i in range(10):
                store.save(f"Thread {n} fact {i}", "world")
                store.search(f"fact {i}", 3)
        except BaseException as exc:  # noqa: BLE001 — re-raised below in the main thread
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    assert store.count() == 40


class GarbageEmbedder(HashEmbedder):
    """An embedding service that answers, but with NaN vectors."""

    def embed_batch(self, texts, *, kind="passage"):
        return np.full((len(texts), self.dim), np.nan, dtype=np.float32)


def test_an_embedder_answering_garbage_loses_no_note_and_search_falls_back_to_keywords(make_store):
    store = make_store(embedder=GarbageEmbedder(64))
    note = store.save("We deploy with k3s on three nodes", "world")
    assert store.get(note.id).content == "We deploy with k3s on three nodes"
    assert store.count() == 1
    assert [hit.note.id for hit in store.search("k3s", 3)] == [note.id]
