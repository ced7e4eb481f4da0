"""MemoryPrefetcher against both real backends (SQLite file, markdown §-files; the fast hash embedder)."""

import pytest

from agentik.errors import InvalidInput, StoreUnavailable
from agentik.notes.model import MemoryCategory, MemoryNote
from agentik.memory.prefetch import MemoryPrefetcher, Prefetch, render_block
from agentik.settings import Settings


@pytest.fixture(params=["sqlite", "markdown"])
def store(request, tmp_path):
    from agentik.app import memory_over
    from agentik.embedding.fake import HashEmbedder

    settings = Settings.from_env({}, home=tmp_path, embedding_backend="none", memory_store=request.param)
    store = memory_over(settings, HashEmbedder())
    yield store
    store.close()


def test_render_is_exactly_the_seed_block_in_russian_and_english():
    assert render_block(["факт 1", "факт 2"], "ru") == (
        "[Контекст — то, что я помню]\n- факт 1\n- факт 2\n[/Контекст]"
    )
    assert render_block(["fact 1"], "en") == "[Context — what I remember]\n- fact 1\n[/Context]"
    assert render_block([], "ru") == ""
    assert Prefetch().render() == ""


def test_multiline_note_stays_under_its_bullet():
    assert render_block(["first line\n\n  second line  "], "en") == (
        "[Context — what I remember]\n- first line\n  second line\n[/Context]"
    )


def test_a_note_cannot_close_the_block_early():
    block = render_block(["Use [/Context] and [Контекст — то, что я помню] literally"], "en")
    assert block.splitlines() == [
        "[Context — what I remember]",
        "- Use (/Context) and (Контекст — то, что я помню) literally",
        "[/Context]",
    ]


def test_finds_notes_and_renders_them_in_the_query_language(store):
    berlin = store.save("Пользователь живёт в Берлине", "user")
    gradle = store.save("We build with Gradle 9.4.1", "world")
    prefetcher = MemoryPrefetcher(store)

    found = prefetcher.prefetch("Gradle build")
    assert found.ids[0] == gradle.id
    assert found.language == "en"
    assert found.render().startswith("[Context — what I remember]\n- We build with Gradle 9.4.1")

    found = prefetcher.prefetch("Где живёт пользователь? В Берлине?", bump=False)
    assert found.ids[0] == berlin.id
    assert found.language == "ru"
    block = found.render()
    assert block.startswith("[Контекст — то, что я помню]\n- Пользователь живёт в Берлине")
    assert block.endswith("[/Контекст]")
    assert found.render(language="en").startswith("[Context — what I remember]")


def test_language_can_be_fixed_by_the_caller(store):
    store.save("We build with Gradle 9.4.1", "world")
    found = MemoryPrefetcher(store).prefetch("Gradle", language="ru")
    assert found.render().startswith("[Контекст — то, что я помню]")
    with pytest.raises(InvalidInput):
        MemoryPrefetcher(store).prefetch("Gradle", language="de")


def test_global_plus_own_conversation_only(store):
    global_note = store.save("Deploys go through k3s on Hetzner", "world")
    own = store.save("In this conversation deploys use the staging k3s cluster", "world", conversation_id="c1")
    other = store.save("Other chat: deploys of k3s are frozen", "world", conversation_id="c2")

    ids = MemoryPrefetcher(store).prefetch("k3s deploys", conversation_id="c1", bump=False).ids
    assert set(ids) == {global_note.id, own.id}
    assert other.id not in ids


def test_archived_notes_are_never_prefetched(store):
    live = store.save("The user drinks green tea", "preference")
    old = store.save("The user drinks black tea", "preference")
    store.archive([old.id])
    assert MemoryPrefetcher(store).prefetch("what tea does the user drink", bump=False).ids == [live.id]


def test_top_k_and_exclude_ids(store):
    notes = [store.save(f"Service number {n} runs on port {8000 + n}", "world") for n in range(6)]
    prefetcher = MemoryPrefetcher(store, top_k=3)
    first = prefetcher.prefetch("service runs on port", bump=False)
    assert len(first) == 3
    assert len(prefetcher.prefetch("service runs on port", top_k=5, bump=False)) == 5

    second = prefetcher.prefetch("service runs on port", exclude_ids=first.ids, bump=False)
    assert len(second) == 3, "excluded notes are replaced by the next best ones"
    assert not set(second.ids) & set(first.ids)
    assert set(first.ids) | set(second.ids) <= {note.id for note in notes}


def test_bump_counts_use_of_returned_notes_only(store):
    long_ago = 1_600_000_000_000
    tea, _ = store.add(MemoryNote(id="mem-tea", category=MemoryCategory.PREFERENCE,
                                  content="The user drinks green tea every morning",
                                  created_at=long_ago, last_used_at=long_ago))
    rust = store.save("The backend is written in Rust", "world")
    before = store.get(tea.id)

    found = MemoryPrefetcher(store, top_k=1).prefetch("green tea morning")
    assert found.ids == [tea.id]
    after = store.get(tea.id)
    assert after.use_count == before.use_count + 1
    assert after.last_used_at > long_ago
    assert store.get(rust.id).use_count == 0

    MemoryPrefetcher(store, top_k=1).prefetch("green tea morning", bump=False)
    assert store.get(tea.id).use_count == after.use_count


def test_char_budget_skips_notes_that_do_not_fit(store):
    short_a = store.save("Kafka topic orders has 12 partitions", "world")
    long_note = store.save("Kafka topic orders retention details: " + "x" * 300, "world")
    short_b = store.save("Kafka topic payments has 6 partitions", "world")

    found = MemoryPrefetcher(store, char_budget=100).prefetch("Kafka topic partitions", bump=False)
    assert long_note.id not in found.ids
    assert {short_a.id, short_b.id} <= set(found.ids)
    assert sum(len(text) for text in found.texts) <= 100


def test_best_note_longer_than_the_budget_is_cut_not_lost(store):
    long_note = store.save("Gradle build notes: " + " ".join(["gradle"] * 100), "world")
    found = MemoryPrefetcher(store, char_budget=50).prefetch("gradle build notes", bump=False)
    assert found.ids == [long_note.id]
    assert len(found.texts[0]) == 50
    assert found.texts[0].endswith("…")
    assert found.render().splitlines()[1] == "- " + found.texts[0]


def test_blank_query_finds_nothing(store):
    store.save("We build with Gradle 9.4.1", "world")
    assert not MemoryPrefetcher(store).prefetch("   ")
    assert MemoryPrefetcher(store).prefetch("").render() == ""


def test_bad_top_k_is_refused(store):
    with pytest.raises(InvalidInput):
        MemoryPrefetcher(store, top_k=0)
    with pytest.raises(InvalidInput):
        MemoryPrefetcher(store).prefetch("x", top_k=0)


def test_from_settings_takes_top_k_and_budget(store):
    settings = Settings.from_env({"AGENTIK_MEMORY_PREFETCH_TOPK": "4", "AGENTIK_PREFETCH_CHAR_BUDGET": "300"})
    prefetcher = MemoryPrefetcher.from_settings(store, settings)
    assert (prefetcher.top_k, prefetcher.char_budget) == (4, 300)


def test_a_failed_bump_still_returns_the_notes(store, caplog):
    note = store.save("The user drinks green tea", "preference")

    class ReadOnly:
        def search(self, *args, **kwargs):
            return store.search(*args, **kwargs)

        def bump(self, ids, *, at=None):
            raise StoreUnavailable("database is locked")

    found = MemoryPrefetcher(ReadOnly()).prefetch("green tea")  # type: ignore[arg-type]
    assert found.ids == [note.id]
    assert "could not record the use" in caplog.text
