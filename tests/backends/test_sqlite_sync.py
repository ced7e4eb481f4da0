"""A long-lived store sees other connections' and other processes' writes without a restart."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from agentik.backends.sqlite import resident
from stores import sqlite_store
from agentik.db import connect, transaction
from agentik.embedding.fake import HashEmbedder
from agentik.memory.ranking import RankingWeights
from agentik.notes.backend import Scope


def _hits(store, query, k=5):
    return [(hit.note.id, hit.vector_rank is not None) for hit in store.search(query, k)]


@pytest.fixture
def path(tmp_path):
    return tmp_path / "agentik.db"


@pytest.fixture
def long_lived(path):
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        store.save("The team uses Slack for chat", "world")
        assert store.search("Slack", 1)
        yield store


def test_another_connections_writes_are_applied_as_deltas(path, long_lived):
    with sqlite_store(path, embedder=HashEmbedder()) as other:
        nomad = other.save("Deploys go through Nomad jobs", "world")
        assert (nomad.id, True) in _hits(long_lived, "Nomad jobs")
        other.update(nomad.id, content="Deploys go through Kubernetes jobs")
        assert _hits(long_lived, "Kubernetes")[0] == (nomad.id, True)
        with long_lived.backend.searching(Scope()) as view:  # the ranking reads the resident text
            assert view.live_texts([nomad.id]) == {nomad.id: "Deploys go through Kubernetes jobs"}
        other.archive([nomad.id])
        assert nomad.id not in dict(_hits(long_lived, "Kubernetes jobs"))
        other.unarchive([nomad.id])
        assert nomad.id in dict(_hits(long_lived, "Kubernetes jobs"))
        other.delete(nomad.id)
        assert nomad.id not in dict(_hits(long_lived, "Kubernetes jobs"))
    assert long_lived.backend._vectors.reloads == 1
    assert len(long_lived.backend._vectors.index) == 1


def test_bumps_reach_the_resident_use_figures_from_this_and_other_connections(path, long_lived):
    # a heavy use weight: the note used most wins whatever its match rank
    long_lived.weights = RankingWeights(use_weight=10.0, recency_weight=0.0)
    first = long_lived.save("Chat alerts go to the Slack channel ops", "world")
    second = long_lived.save("Chat alerts also go to the Slack channel infra", "world")
    query = "Slack channel ops chat alerts"
    ranked = [hit.note.id for hit in long_lived.search(query, 2)]
    assert ranked == [first.id, second.id]
    with sqlite_store(path, embedder=HashEmbedder()) as other:
        for _ in range(3):
            other.bump([second.id])
    assert [hit.note.id for hit in long_lived.search(query, 2)] == [second.id, first.id]
    for _ in range(5):
        long_lived.bump([first.id])
    hits = long_lived.search(query, 2)
    assert [hit.note.id for hit in hits] == [first.id, second.id] and hits[0].note.use_count == 5
    assert long_lived.backend._vectors.reloads == 1


def test_bumps_from_another_connection_are_replayed_not_reloaded(path, long_lived, monkeypatch):
    monkeypatch.setattr(resident, "DELTA_LIMIT", 3)
    slack = long_lived.list()[0]
    with sqlite_store(path, embedder=HashEmbedder()) as other:
        for round_ in range(1, 6):  # 5 bumps in all: more than DELTA_LIMIT if replayed ones were re-read
            other.bump([slack.id])
            assert long_lived.search("Slack chat", 1)[0].note.use_count == round_
    assert long_lived.backend._vectors.reloads == 1


class _WritesWhileEmbedding(HashEmbedder):
    """A query embedding during which another connection changes a note (a remote model takes
    100 ms and more: plenty of time for another process to write)."""

    def __init__(self, path):
        super().__init__()
        self.path, self.change = path, None

    def embed_batch(self, texts, *, kind="passage"):
        if kind == "query" and self.change:
            conn = connect(self.path)
            with transaction(conn):
                conn.execute(*self.change)
            conn.close()
            self.change = None
        return super().embed_batch(texts, kind=kind)


@pytest.mark.parametrize("change", [
    "UPDATE memory_note SET archived_at = 1 WHERE id = ?",
    "UPDATE memory_note SET conversation_id = 'elsewhere' WHERE id = ?",
    "UPDATE memory_note SET category = 'preference' WHERE id = ?",
], ids=["archived", "moved to another conversation", "recategorised"])
def test_a_note_changed_while_the_query_is_embedded_is_not_returned(path, long_lived, change):
    nomad = long_lived.save("Deploys go through Nomad jobs", "world")
    embedder = _WritesWhileEmbedding(path)
    with sqlite_store(path, embedder=embedder) as store:
        store.preload()
        embedder.change = (change, (nomad.id,))
        hits = store.search("Nomad jobs deploys", 5, conversation_id="here", category="world")
        assert nomad.id not in [hit.note.id for hit in hits]
        assert embedder.change is None  # the change did happen during the search


def test_a_reader_behind_a_pruned_log_reloads(path, long_lived):
    with sqlite_store(path, embedder=HashEmbedder()) as other:
        notes = other.save_many([f"Host number {i} runs FreeBSD" for i in range(5)], "world")
        conn = connect(path)
        with transaction(conn):  # as the log's own trigger would after many more writes
            conn.execute("DELETE FROM memory_note_change WHERE seq < (SELECT MAX(seq) FROM memory_note_change)")
        conn.close()
    assert {note.id for note in notes} <= dict(_hits(long_lived, "FreeBSD host", 10)).keys()
    assert long_lived.backend._vectors.reloads == 2


def test_many_changes_at_once_reload_instead_of_replaying(path, long_lived, monkeypatch):
    monkeypatch.setattr(resident, "DELTA_LIMIT", 3)
    with sqlite_store(path, embedder=HashEmbedder()) as other:
        other.save_many([f"Printer {i} is on floor two" for i in range(6)], "world")
    assert len(long_lived.search("printer floor", 10)) == 6
    assert long_lived.backend._vectors.reloads == 2 and len(long_lived.backend._vectors.index) == 7


WRITER = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, sys.argv[3])
    from stores import sqlite_store
    from agentik.embedding.fake import HashEmbedder

    with sqlite_store(sys.argv[1], embedder=HashEmbedder()) as store:
        note = store.save("Backups are stored in Backblaze B2", "world")
        store.archive([sys.argv[2]])
        print(note.id)
    """
)


@pytest.mark.slow
def test_a_second_process_save_is_visible_to_a_long_lived_search(path, long_lived):
    slack = long_lived.list()[0]
    assert _hits(long_lived, "Backblaze backups") == []
    done = subprocess.run(
        [sys.executable, "-c", WRITER, str(path), slack.id, os.path.dirname(os.path.dirname(os.path.abspath(__file__)))],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    new_id = done.stdout.strip()
    assert _hits(long_lived, "Backblaze backups") == [(new_id, True)]
    assert slack.id not in dict(_hits(long_lived, "Slack chat"))
    assert long_lived.backend._vectors.reloads == 1


def test_a_load_that_fails_halfway_leaves_no_snapshot_open(path, monkeypatch):
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        store.save_many([f"note number {i}" for i in range(5)], "world")
    with sqlite_store(path, embedder=HashEmbedder()) as store:
        vectors = store.backend._vectors

        def fail_halfway(rows, *, expected):
            next(iter(rows))
            raise MemoryError("no room for the matrix")

        monkeypatch.setattr(vectors.index, "replace_all", fail_halfway)
        with pytest.raises(MemoryError) as failure:  # kept: its traceback holds load()'s frame
            store.preload()
        assert not store.backend._conn.in_transaction
        with sqlite_store(path, embedder=HashEmbedder()) as other:
            other.save("Written after the failed load", "world")
        # the failed load's half-read SELECT must not keep this connection on the old snapshot
        assert store.backend._conn.execute("SELECT COUNT(*) FROM memory_note").fetchone()[0] == 6
        assert failure.value.args == ("no room for the matrix",)
        monkeypatch.undo()
        assert store.search("Written after the failed load", 1)[0].note.content == "Written after the failed load"
