"""The markdown backend under the memory: the §-files as a memory, hand edits, budget, snapshot and keyword search."""

from __future__ import annotations

import pytest

from agentik.app import memory_over
from agentik.notes.entries import parse_text
from stores import markdown_store
from agentik.memory.core import Memory
from agentik.errors import BudgetExceeded, InvalidInput, RefusedContent, StoreUnavailable
from agentik.notes.model import MemoryCategory, MemoryNote
from agentik.memory.ranking import RankingWeights
from agentik.settings import Settings


@pytest.fixture
def store(tmp_path):
    with markdown_store(tmp_path / "memory") as opened:
        yield opened


def test_registered_backend_opens_under_agentik_home(tmp_path):
    settings = Settings(home=tmp_path, memory_store="markdown", memory_char_limit=500)
    store = memory_over(settings, None)
    assert store.backend.folder == tmp_path / "memory" and store.backend.char_limit == 500
    store.save("Prefers tea", "preference")
    assert (tmp_path / "memory" / "PREFERENCES.md").read_text().startswith("Prefers tea\n<!-- agentik id=mem-")


def test_one_file_per_category_holds_readable_entries(store):
    store.save("Lives in Kazan", "user")
    store.save("Has a cat named Murka", "user", conversation_id="chat 7", source="user_explicit")
    store.save("Project agentik deploys with k3s", "world")
    text = (store.backend.folder / "USER.md").read_text()
    entries = text.split("\n§\n")
    assert [e.splitlines()[0] for e in entries] == ["Lives in Kazan", "Has a cat named Murka"]
    assert "conv=chat%207" in entries[1] and "source=user_explicit" in entries[1]
    assert (store.backend.folder / "WORLD.md").exists() and text.endswith("-->\n")


def test_every_field_survives_a_fresh_store(store, tmp_path):
    note = MemoryNote(id="mem-x1", category=MemoryCategory.WORLD, content="Gradle 9.4.1 builds it",
                      conversation_id="c1", source="auto_review", created_at=1_700_000_000_123,
                      last_used_at=1_700_000_100_456, use_count=7)
    store.add(note)
    again = markdown_store(store.backend.folder).get("mem-x1")
    assert again == note


def test_exact_duplicate_returns_existing_note(store):
    first = store.save("Любит чай", "preference")
    assert store.save("  Любит чай \n", "preference") == first
    assert store.save("Любит чай", "preference", conversation_id="c1") != first
    assert store.count(category="preference") == 2
    assert store.add(first.with_(id="mem-other")) == (first, False)


def test_delimiter_line_inside_a_note_round_trips(store):
    content = "line one\n§\n\\§\nprice 5 § per kg"
    note = store.save(content, "world")
    raw = (store.backend.folder / "WORLD.md").read_text()
    assert "\n\\§\n\\\\§\n" in raw and raw.count("\n§\n") == 0
    assert markdown_store(store.backend.folder).get(note.id).content == content


def test_archive_moves_to_archive_file_and_back(store):
    note = store.save("Old phone number was 555-0100", "user")
    assert store.archive([note.id, "mem-missing"], at=1_800_000_000_000) == 1
    assert "555-0100" not in (store.backend.folder / "USER.md").read_text()
    assert "archived=" in (store.backend.folder / "archive" / "USER.md").read_text()
    assert store.search("phone number") == []
    assert store.list() == [] and store.list(archived=True)[0].archived_at == 1_800_000_000_000
    assert store.unarchive([note.id]) == 1
    assert store.get(note.id) == note and store.search("phone")[0].note.id == note.id


def test_update_moves_between_category_files(store):
    note = store.save("Prefers dark mode", "user")
    moved = store.update(note.id, category="preference", content="Prefers dark mode everywhere")
    assert moved.id == note.id and moved.category is MemoryCategory.PREFERENCE
    assert "dark mode" not in (store.backend.folder / "USER.md").read_text()
    assert store.get(note.id).content == "Prefers dark mode everywhere"
    other = store.save("Likes tea", "preference")
    with pytest.raises(InvalidInput):
        store.update(other.id, content="Prefers dark mode everywhere")


def test_bump_records_use(store):
    note = store.save("Uses vim", "preference")
    store.bump([note.id, "mem-gone"], at=note.created_at + 5)
    used = markdown_store(store.backend.folder).get(note.id)
    assert (used.use_count, used.last_used_at) == (1, note.created_at + 5)


def test_scope_rules_for_list_and_search(store):
    store.save("Global fact about Python", "world")
    store.save("Chat one uses Python 3.11", "world", conversation_id="c1")
    store.save("Chat two uses Python 2", "world", conversation_id="c2")
    assert store.count() == 3 and store.count(conversation_id="c1") == 1
    in_c1 = {hit.note.content for hit in store.search("python", conversation_id="c1")}
    assert in_c1 == {"Global fact about Python", "Chat one uses Python 3.11"}
    assert len(store.search("python")) == 3


def test_hand_edit_is_seen_and_survives_next_save(store):
    kept = store.save("Works at Acme", "user")
    assert store.count(category="user") == 1
    path = store.backend.folder / "USER.md"
    path.write_text(path.read_text().replace("Works at Acme", "Works at Initech") + "§\nHas two kids\n")
    contents = {n.content for n in store.list(category="user")}
    assert contents == {"Works at Initech", "Has two kids"}
    assert store.get(kept.id).content == "Works at Initech"
    hand_written = next(n for n in store.list(category="user") if n.content == "Has two kids")
    assert markdown_store(store.backend.folder).get(hand_written.id).content == "Has two kids"  # stable id
    store.save("Speaks Russian", "user")
    text = path.read_text()
    assert "Works at Initech" in text and "Has two kids" in text and "Works at Acme" not in text
    assert store.get(hand_written.id).content == "Has two kids"  # the id was persisted by the write
    assert f"id={hand_written.id}" in text


def test_budget_error_shows_usage_and_leaves_file_alone(tmp_path):
    store = markdown_store(tmp_path, char_limit=100)
    store.save("x" * 60, "user")
    before = (tmp_path / "USER.md").read_bytes()
    with pytest.raises(BudgetExceeded, match=r"USER\.md is full \[60% — 60/100 chars\]"):
        store.save("y" * 40, "user")
    assert (tmp_path / "USER.md").read_bytes() == before
    store.save("z" * 90, "world")  # every file has its own budget
    assert store.backend.usage("user") == 60


def test_over_budget_file_can_still_shrink(tmp_path):
    (tmp_path / "USER.md").write_text("a" * 300 + "\n§\n" + "b" * 300 + "\n")
    store = markdown_store(tmp_path, char_limit=100)
    first = store.list(category="user")[-1]
    store.bump([first.id])
    store.archive([first.id])
    assert store.backend.usage("user") == 300


def test_snapshot_is_frozen_for_the_session(store):
    store.save("Lives in Kazan", "user")
    store.save("Prefers short answers", "preference")
    store.save("In this chat: answer in English", "preference", conversation_id="c1")
    frozen = store.backend.snapshot()
    assert "Lives in Kazan" in frozen and "Prefers short answers" in frozen and "c1" not in frozen
    assert "In this chat" not in frozen
    assert "[0% — 14/20,000 chars]" in frozen
    store.save("Has a dog", "user")
    assert store.backend.snapshot() == frozen
    assert "Has a dog" in store.backend.snapshot(refresh=True)
    assert "In this chat" in store.backend.snapshot(conversation_id="c1")


def test_search_handles_russian_morphology(store):
    store.save("Мы деплоим сервис через k3s и systemctl", "world")
    store.save("Пользователь держит кошку Мурку", "user")
    store.save("Живёт в Москве с 2019 года", "user")
    store.save("Prefers deploying on Fridays never", "preference")
    assert store.search("деплой")[0].note.content.startswith("Мы деплоим")
    assert store.search("кошки")[0].note.content.startswith("Пользователь держит")
    assert store.search("где живет? Москва")[0].note.content.startswith("Живёт в Москве")
    assert store.search("deployment")[0].note.content.startswith("Prefers deploying")
    assert store.search("k3s")[0].keyword_rank == 1
    assert store.search("пингвин") == []


def test_search_reranks_by_use_with_the_shared_weights(tmp_path):
    def order(use_weight: float) -> list[str]:
        store = markdown_store(tmp_path / str(use_weight), weights=RankingWeights(use_weight=use_weight))
        store.save("Coffee order: flat white", "preference")
        used = store.save("Coffee order: flat white, oat milk", "preference")
        for _ in range(20):
            store.bump([used.id])
        return [hit.note.content for hit in store.search("coffee flat white")]

    assert order(0.0) == ["Coffee order: flat white", "Coffee order: flat white, oat milk"]  # plain BM25
    assert order(1.0) == ["Coffee order: flat white, oat milk", "Coffee order: flat white"]


def test_list_is_newest_first_and_paged(store):
    notes = [store.save(f"fact number {i}", "world") for i in range(5)]
    assert store.list(limit=2) == notes[::-1][:2]
    assert store.list(limit=2, offset=4) == [notes[0]]


def test_copy_in_two_files_is_read_once(store):
    note = store.save("Moves between files", "user")
    live_text = (store.backend.folder / "USER.md").read_text()
    store.archive([note.id])
    (store.backend.folder / "USER.md").write_text(live_text)  # as if a crash hit between the two writes
    assert store.count(archived=None) == 1 and store.get(note.id).archived
    assert any("also in" in str(p) for p in store.backend.problems)
    store.save("Another", "user")
    assert "Moves between files" not in (store.backend.folder / "USER.md").read_text()


def test_closed_store_refuses(tmp_path):
    store = markdown_store(tmp_path)
    store.close()
    with pytest.raises(StoreUnavailable):
        store.list()


def test_stats_and_reindex(store):
    store.save("a fact", "user")
    stats = store.stats()
    assert stats["backend"] == "markdown" and stats["live"] == 1 and stats["usage"]["USER.md"] == 6
    progress = []
    assert store.reindex(progress=lambda done, total: progress.append((done, total))) == 0  # keyword only
    assert progress == [(0, 0)] and stats["embedder"] is None and stats["waiting_for_embedding"] == 0


def test_written_files_parse_cleanly(store):
    for i in range(20):
        store.save(f"fact {i}\nsecond line §", ["user", "world", "preference"][i % 3])
    for name in ("USER.md", "WORLD.md", "PREFERENCES.md"):
        parsed = parse_text((store.backend.folder / name).read_bytes(), category=MemoryCategory.USER, path=name, mtime_ms=0)
        assert parsed.problems == [] and len(parsed.notes) in (6, 7)


def test_save_many_writes_once_and_dedupes(store):
    notes = store.save_many(["one", "two", "one"], "world", conversation_id="c1")
    assert notes[0] == notes[2] and notes[0] != notes[1]
    assert store.count() == 2 and store.save("two", "world", conversation_id="c1") == notes[1]
    with pytest.raises(RefusedContent):
        store.save_many(["fine", "my key is sk-proj-" + "a1B2c3D4e5F6g7H8i9J0" * 3], "world")
    assert store.count() == 2


def test_hand_edit_landing_during_a_write_is_not_overwritten(store, monkeypatch):
    from agentik.backends.markdown import state

    store.save("Works at Acme", "user")
    path = store.backend.folder / "USER.md"
    real_check = state.check_budget
    edits = []

    def edit_once(*args, **kwargs):  # runs after the change was computed, before the files are written
        if not edits:
            edits.append(True)
            path.write_text(path.read_text() + "§\nAdded by hand mid-write\n")
        return real_check(*args, **kwargs)

    monkeypatch.setattr(state, "check_budget", edit_once)
    store.save("Saved by the agent", "user")
    assert {n.content for n in store.list()} == {"Works at Acme", "Added by hand mid-write", "Saved by the agent"}
    assert "Added by hand mid-write" in path.read_text()
