"""The ANN index past AGENTIK_ANN_THRESHOLD: recall against the exact scan, other processes' writes,
deleted/archived notes, corrupt or missing files, a model change, a save killed half-way.

The threshold is lowered to a thousand so a few thousand clustered vectors (a low-rank mixture,
not uniform noise: HNSW recall on uniform random vectors says little) exercise every path fast.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from agentik.backends.sqlite import ann_build, ann_files, ann_filtered, ann_pinned, ann_search
from agentik.backends.sqlite.backend import SqliteBackend
from agentik.notes.backend import Scope, VectorSpace
from agentik.notes.model import MemoryCategory, MemoryNote

DIM = 48
COUNT = 2000
THRESHOLD = 1000
SPACE = VectorSpace("fake/clustered-48", DIM)
CONVERSATIONS = 30


def clustered(count: int, *, seed: int = 0, dim: int = DIM) -> np.ndarray:
    """Unit vectors from 40 clusters in a 16-dimensional subspace plus a little full-rank noise."""
    rng = np.random.default_rng(seed)
    basis = np.random.default_rng(99).standard_normal((16, dim))
    centres = np.random.default_rng(98).standard_normal((40, 16))
    low = centres[rng.integers(0, 40, count)] + 0.6 * rng.standard_normal((count, 16))
    vectors = low @ basis + 0.8 * rng.standard_normal((count, dim))
    return (vectors / np.linalg.norm(vectors, axis=1, keepdims=True)).astype(np.float32)


def notes(count: int, *, start: int = 0) -> list[MemoryNote]:
    """Every third note global, the others spread over CONVERSATIONS conversations; categories mixed."""
    categories = list(MemoryCategory)
    return [MemoryNote(id=f"n{i:06d}", category=categories[i % len(categories)], content=f"note number {i}",
                       conversation_id=None if i % 3 == 0 else f"c{i % CONVERSATIONS}")
            for i in range(start, start + count)]


def open_backend(path: Path, *, threshold: int = THRESHOLD, space: VectorSpace = SPACE,
                 long_running: bool = True) -> SqliteBackend:
    """A store as a long-running process holds it (preloaded: it builds the index when due)."""
    backend = SqliteBackend(path, space=space, ann_threshold=threshold)
    if long_running:
        backend.preload()
    return backend


def top(backend: SqliteBackend, query: np.ndarray, k: int = 10, scope: Scope = Scope()) -> list[str]:
    with backend.searching(scope) as view:
        return [hit.id for hit in view.vector_candidates(view.scan(query), k)]


def served_by_ann(backend: SqliteBackend) -> bool:
    with backend.searching(Scope()) as view:
        return view._ann is not None


def built(backend: SqliteBackend) -> SqliteBackend:
    """Let the first search start the background build, wait for it, and check the index serves."""
    served_by_ann(backend)
    backend.ann.builder.wait(120)
    assert backend.ann.builder.error is None
    assert served_by_ann(backend)
    return backend


@pytest.fixture
def path(tmp_path):
    return tmp_path / "agentik.db"


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """A store of COUNT notes with its index built, made once; each test works on a copy."""
    folder = tmp_path_factory.mktemp("ann-template")
    backend = open_backend(folder / "agentik.db")
    backend.insert(notes(COUNT), clustered(COUNT))
    built(backend)
    backend.close()
    return folder


@pytest.fixture
def filled(path, template):
    for source in template.iterdir():
        shutil.copy2(source, path.parent / source.name)
    backend = open_backend(path)
    yield backend
    backend.close()


def queries(count: int = 40) -> np.ndarray:
    return clustered(count, seed=7)


def recall(ann: SqliteBackend, exact: SqliteBackend, scope: Scope = Scope(), k: int = 10) -> float:
    found = total = 0
    for query in queries():
        truth = set(top(exact, query, k, scope))
        found += len(truth & set(top(ann, query, k, scope)))
        total += len(truth)
    return found / total


def test_below_the_threshold_search_is_exact_and_builds_nothing(path, filled):
    filled.close()
    ann_files.remove_all(path)
    backend = open_backend(path, threshold=COUNT + 1)
    assert not served_by_ann(backend)
    assert not backend.ann.builder.running and backend.ann.builder.builds == 0
    assert ann_files.read_meta(path) is None
    backend.close()


def test_recall_against_the_exact_scan_unfiltered_and_filtered(path, filled, monkeypatch):
    monkeypatch.setattr(ann_search, "EXACT_ROWS", 100)  # a third of 2,000 notes counts as broad
    built(filled)
    exact = open_backend(path, threshold=10**9)
    try:
        assert recall(filled, exact) >= 0.98
        searches = filled.ann.searches
        assert recall(filled, exact, Scope(category=MemoryCategory.WORLD)) >= 0.98  # broad: ANN, oversampled
        assert recall(filled, exact, Scope(conversation_id="c4")) >= 0.98  # globals (a third) + c4: broad
        assert filled.ann.searches == searches + 2 * len(queries())
        monkeypatch.setattr(ann_search, "EXACT_ROWS", 1000)
        assert recall(filled, exact, Scope(conversation_id="c5", category=MemoryCategory.USER)) == 1.0
        assert filled.ann.searches == searches + 2 * len(queries())  # ~245 notes: selective, scored exactly
    finally:
        exact.close()


def test_the_search_list_grows_with_the_index(filled):
    sizes = [1_000, 10_000, 50_000, 100_000, 1_000_000, 10**8]
    lists = [ann_search.expansion(size) for size in sizes]
    assert lists == sorted(lists) and len(set(lists)) > 3 and all(size % 16 == 0 for size in lists)
    assert lists[0] == ann_search.EXPANSION_LEAST and lists[-1] == ann_search.EXPANSION_MOST
    assert lists[3] == ann_search.EXPANSION_AT_100K and lists[4] >= 384  # 1M: no shorter than the one setting before
    built(filled)
    assert filled.ann._view.expansion_search == ann_search.expansion(COUNT)  # the open index's own size


def test_an_unfiltered_search_scores_the_nearest_part_of_the_list_by_share_and_then_by_cap():
    assert ann_search.rescored(100_000) == 160 < ann_search.expansion(100_000)  # 5/6 of 192
    assert ann_search.rescored(1_000_000) == ann_search.RESCORED_MOST < ann_search.expansion(1_000_000)


def test_a_broad_filter_walks_the_whole_list_when_the_unfiltered_search_scores_part(filled, monkeypatch):
    monkeypatch.setattr(ann_search, "EXACT_ROWS", 100)
    monkeypatch.setattr(ann_search, "RESCORED_MOST", 40)
    monkeypatch.setattr(ann_search, "EXPANSION_LEAST", 160)  # longer than a broad filter's oversampled 117
    filled.close()
    backend = open_backend(filled.path)
    exact = open_backend(filled.path, threshold=10**9)
    try:
        built(backend)
        assert backend.ann._rescored == 40 and backend.ann._list == ann_search.expansion(COUNT) > 40
        asked = []
        walk = backend.ann._walk
        monkeypatch.setattr(backend.ann, "_walk", lambda code, count: asked.append(count) or walk(code, count))
        assert recall(backend, exact, Scope(category=MemoryCategory.WORLD)) >= 0.98
        assert min(asked) >= backend.ann._list
        asked.clear()
        assert recall(backend, exact) >= 0.98
        assert set(asked) == {40}  # n + 16 = 26 < 40
    finally:
        backend.close()
        exact.close()


def test_filtered_hits_respect_the_filter(filled, monkeypatch):
    monkeypatch.setattr(ann_search, "EXACT_ROWS", 100)
    built(filled)
    wanted = {note.id for note in notes(COUNT) if note.category is MemoryCategory.WORLD}
    for query in queries(5):
        found = top(filled, query, 10, Scope(category=MemoryCategory.WORLD))
        assert len(found) == 10 and set(found) <= wanted


@pytest.mark.slow
def test_another_process_writes_reach_the_ann_results(path, filled):
    built(filled)
    probe = clustered(1, seed=123)[0]
    script = textwrap.dedent(f"""
        import sys, numpy as np
        sys.path.insert(0, {str(Path(__file__).parent)!r})
        from test_sqlite_ann import open_backend, notes
        from agentik.notes.model import MemoryNote, MemoryCategory
        backend = open_backend(__import__('pathlib').Path({str(path)!r}))
        probe = np.frombuffer(bytes.fromhex({probe.tobytes().hex()!r}), dtype=np.float32)
        backend.insert([MemoryNote(id='fresh', category=MemoryCategory.WORLD, content='fresh one')], probe[None, :])
        backend.delete('n000000')
        backend.archive(['n000001'], at=1)
        backend.close()
    """)
    subprocess.run([sys.executable, "-c", script], check=True, env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert top(filled, probe, 1) == ["fresh"]
    for gone in ("n000000", "n000001"):
        vector = clustered(COUNT)[int(gone[1:])]
        assert gone not in top(filled, vector, 50)
    assert served_by_ann(filled) and filled.ann.delta_size == 3


def test_deleted_archived_and_edited_notes_never_come_back_from_the_index(filled):
    built(filled)
    vectors = clustered(COUNT)
    assert top(filled, vectors[10], 1) == ["n000010"]
    filled.delete("n000010")
    filled.archive(["n000011"], at=1)
    filled.store_vectors([("n000012", "note number 12")], -vectors[12:13])  # its new vector points away
    assert served_by_ann(filled)
    for row in (10, 11, 12):
        found = top(filled, vectors[row], 50)
        assert f"n{row:06d}" not in found, (row, found.index(f"n{row:06d}"))
    assert top(filled, -vectors[12], 1) == ["n000012"]


def candidates(backend: SqliteBackend, query: np.ndarray, k: int = 10) -> dict:
    with backend.searching(Scope()) as view:
        return {hit.id: hit for hit in view.vector_candidates(view.scan(query), k)}


def test_bumps_after_the_build_reach_the_use_figures_of_the_index_hits(path, filled):
    built(filled)
    vectors = clustered(COUNT)
    assert candidates(filled, vectors[10])["n000010"].use_count == 0
    filled.bump(["n000010"], at=1234)  # after the build: not in the rows file
    hit = candidates(filled, vectors[10])["n000010"]
    assert (hit.last_used_at, hit.use_count) == (1234, 1)
    filled.store_vectors([("n000020", "note number 20")], vectors[20:21])  # in the delta, then bumped
    filled.bump(["n000020"], at=99)
    hit = candidates(filled, vectors[20])["n000020"]
    assert (hit.last_used_at, hit.use_count) == (99, 1)
    with filled._write() as conn:  # the bump log pruned past the index's position: read from the table
        conn.execute("DELETE FROM memory_note_use")
    filled.bump(["n000010"], at=2345)
    hit = candidates(filled, vectors[10])["n000010"]
    assert (hit.last_used_at, hit.use_count) == (2345, 2)
    assert served_by_ann(filled) and filled.ann.searches >= 4


def test_a_rowid_taken_over_by_another_note_is_not_read_as_the_indexed_one(path, filled):
    built(filled)
    vectors = clustered(COUNT)
    last = f"n{COUNT - 1:06d}"  # the highest rowid: SQLite gives it to the next insert once it is deleted
    filled.delete(last)
    filled.insert([MemoryNote(id="taker", category=MemoryCategory.WORLD, content="takes the rowid")], -vectors[:1])
    with filled._db() as conn:
        assert conn.execute("SELECT rowid FROM memory_note WHERE id = 'taker'").fetchone()[0] == COUNT
    assert last not in top(filled, vectors[COUNT - 1], 50)
    assert "taker" not in top(filled, vectors[COUNT - 1], 50)
    assert top(filled, -vectors[0], 1) == ["taker"]


def test_many_changes_rebuild_in_the_background_and_stay_correct(path, filled):
    built(filled)
    first = ann_files.read_meta(path)
    vectors = clustered(COUNT)
    for i in range(450):
        filled.delete(f"n{i:06d}")
    assert served_by_ann(filled)  # past TOMBSTONE_SHARE: a build starts, the delta keeps it right
    filled.ann.builder.wait(120)
    assert served_by_ann(filled)
    second = ann_files.read_meta(path)
    assert second.file != first.file and second.count == COUNT - 450
    assert not (path.parent / first.file).exists()
    assert filled.ann.delta_size == 0
    assert "n000005" not in top(filled, vectors[5], 50)


def test_a_missing_index_is_rebuilt_and_search_meanwhile_is_exact(path, filled):
    built(filled)
    meta = ann_files.read_meta(path)
    filled.close()
    (path.parent / meta.file).unlink()
    backend = open_backend(path)
    exact = open_backend(path, threshold=10**9)
    try:
        query = queries(1)[0]
        assert top(backend, query) == top(exact, query)
        assert backend.ann.searches == 0  # the exact scan answered
        built(backend)
        assert ann_files.read_meta(path).file != meta.file
    finally:
        backend.close()
        exact.close()


@pytest.mark.parametrize("damage", ["truncate", pytest.param("garbage", marks=pytest.mark.slow),
                                    pytest.param("pointer", marks=pytest.mark.slow), "codes", "old format", "rows",
                                    "rows header"])
def test_a_corrupt_index_file_is_rebuilt_and_search_meanwhile_is_exact(path, filled, damage):
    built(filled)
    meta = ann_files.read_meta(path)
    filled.close()
    target = path.parent / meta.file
    if damage == "truncate":
        os.truncate(target, meta.size // 2)
    elif damage == "garbage":
        with target.open("r+b") as handle:
            handle.write(os.urandom(4096))
    elif damage == "codes":
        (path.parent / meta.codes).unlink()
    elif damage == "old format":  # a pointer written before the index had its own codes and rows file
        pointer = json.loads(ann_files.pointer_path(path).read_text())
        del pointer["codes"], pointer["rows"]
        ann_files.pointer_path(path).write_text(json.dumps(pointer))
    elif damage == "rows":
        os.truncate(path.parent / meta.rows, meta.rows_size - 1)
    elif damage == "rows header":  # the same size, another header (its checksum no longer matches)
        with (path.parent / meta.rows).open("r+b") as handle:
            handle.write(b"not a rows file")
    else:
        ann_files.pointer_path(path).write_text("{not json")
    backend = open_backend(path)
    exact = open_backend(path, threshold=10**9)
    try:
        query = queries(1)[0]
        assert top(backend, query) == top(exact, query)
        assert backend.ann.searches == 0
        built(backend)
        assert recall(backend, exact) >= 0.98
    finally:
        backend.close()
        exact.close()


@pytest.mark.slow
def test_a_model_change_rebuilds(path, filled):
    built(filled)
    filled.close()
    other = VectorSpace("fake/other-48", DIM)
    backend = open_backend(path, space=other)
    try:
        ids = [note.id for note in notes(COUNT)]
        backend.store_vectors([(note_id, f"note number {int(note_id[1:])}") for note_id in ids], clustered(COUNT, seed=5))
        assert not served_by_ann(backend)  # the file holds the old model's vectors
        backend.ann.builder.wait(120)
        assert served_by_ann(backend)
        assert ann_files.read_meta(path).model == other.model
        assert top(backend, clustered(COUNT, seed=5)[42], 1) == ["n000042"]
    finally:
        backend.close()


@pytest.mark.slow
def test_kill_9_during_an_index_save_leaves_a_store_that_opens_and_searches(path, filled):
    built(filled)
    before = ann_files.read_meta(path)
    filled.delete("n000003")
    filled.close()
    script = textwrap.dedent(f"""
        import os, time, pathlib
        from agentik.backends.sqlite import ann_build, ann_files
        real_replace = os.replace
        def stalled(source, target):
            if str(target).endswith('.ann'):
                print('stalled', flush=True)
                time.sleep(600)
            real_replace(source, target)
        ann_files.os.replace = stalled
        ann_build.build(pathlib.Path({str(path)!r}), model={SPACE.model!r}, dim={DIM})
    """)
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    try:
        assert child.stdout.readline().strip() == "stalled"  # the new file written, the pointer not moved
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    assert ann_files.read_meta(path) == before
    backend = open_backend(path)
    exact = open_backend(path, threshold=10**9)
    try:
        assert served_by_ann(backend)  # the old index, caught up from the change log
        assert "n000003" not in top(backend, clustered(COUNT)[3], 50)
        assert recall(backend, exact) >= 0.98
    finally:
        backend.close()
        exact.close()


def test_a_fresh_process_serves_from_the_index_without_loading_the_vectors(path, filled):
    fresh = open_backend(path, long_running=False)
    try:
        assert served_by_ann(fresh)
        top(fresh, queries(1)[0])
        assert fresh._vectors.reloads == 0 and len(fresh._vectors.index) == 0
        fresh.preload()
        assert fresh._vectors.reloads == 0
    finally:
        fresh.close()


def test_a_one_shot_command_searches_exactly_and_starts_no_build(path, filled):
    built(filled)
    meta = ann_files.read_meta(path)
    filled.close()
    (path.parent / meta.file).unlink()
    one_shot = open_backend(path, long_running=False)
    try:
        query = queries(1)[0]
        assert len(top(one_shot, query)) == 10
        assert not one_shot.ann.builder.running and one_shot.ann.builder.builds == 0
        one_shot.preload()  # now it is a long-running process: the missing index is built
        one_shot.ann.builder.wait(120)
        assert served_by_ann(one_shot)
    finally:
        one_shot.close()


def test_a_memory_search_fuses_keyword_hits_with_the_index_candidates(path, filled):
    from agentik.embedding.fake import HashEmbedder
    from agentik.memory.core import Memory

    filled.close()
    embedder = HashEmbedder(dim=DIM, name="fake/clustered")
    assert embedder.name == SPACE.model
    with Memory(open_backend(path), embedder=embedder) as store:
        hits = store.search("note number 1234", 5)
        assert hits[0].note.id == "n001234"
        assert store.backend.ann.searches == 1 and store.backend._vectors.reloads == 0
        scoped = store.search("note number 1234", 5, conversation_id="c4")
        assert scoped and all(hit.note.conversation_id in (None, "c4") for hit in scoped)


def test_a_selective_filter_follows_changes_made_after_its_vectors_were_read(filled):
    built(filled)
    vectors = clustered(COUNT)
    scope = Scope(conversation_id="c4", category=MemoryCategory.WORLD)  # 67 notes: scored exactly
    target = next(note for note in notes(COUNT) if note.conversation_id == "c4")
    row = int(target.id[1:])
    assert top(filled, vectors[row], 1, scope) == [target.id]
    searches = filled.ann.searches
    filled.delete(target.id)
    assert target.id not in top(filled, vectors[row], 50, scope)
    filled.insert([MemoryNote(id="fresh", category=MemoryCategory.WORLD, content="fresh", conversation_id="c4")],
                  vectors[row : row + 1])
    assert top(filled, vectors[row], 1, scope) == ["fresh"]
    assert filled.ann.searches == searches  # the exact path answered each time


def test_a_large_filter_scored_through_projected_codes_finds_the_exact_best(path, filled, monkeypatch):
    monkeypatch.setattr(ann_search, "EXACT_ROWS", 1000)  # a conversation's notes plus the globals: "selective"
    monkeypatch.setattr(ann_filtered, "PROJECTED_ROWS", 100)  # …and ranked by their projected codes first
    built(filled)
    exact = open_backend(path, threshold=10**9)
    try:
        scope = Scope(conversation_id="c4")
        searches = filled.ann.searches
        assert recall(filled, exact, scope) >= 0.98
        assert filled.ann.searches == searches  # not through the graph
        assert next(iter(filled.ann._filters._scoped.values())).coords is not None
        vectors = clustered(COUNT)
        filled.delete("n000004")  # c4's: a change since the filter's vectors were read
        assert "n000004" not in top(filled, vectors[4], 50, scope)
        assert recall(filled, exact, scope) >= 0.98
    finally:
        exact.close()


def test_index_hits_carry_the_cosines_of_the_stored_vectors(filled):
    built(filled)
    vectors = clustered(COUNT)
    for query in clustered(10, seed=11):
        with filled._db() as conn:
            hits = filled.ann.top(conn, query, 20, conversation_id=None, category=None)
        assert len(hits) == 20
        rows = filled.ann._rows
        for hit in hits:  # scored from the rows file's int16 codes: at most half a step off a coordinate
            step = float(rows.steps[np.flatnonzero(rows.ids == hit.id.encode())[0]])
            bound = step / 2 * float(np.abs(query).sum()) + 1e-6
            assert abs(hit.similarity - float(vectors[int(hit.id[1:])] @ query)) <= bound < 1e-4
        assert [hit.similarity for hit in hits] == sorted((hit.similarity for hit in hits), reverse=True)


def test_another_connection_s_commit_reaches_the_next_index_search(path, filled):
    built(filled)
    vectors = clustered(COUNT)
    assert top(filled, vectors[10], 1) == ["n000010"]
    other = sqlite3.connect(path)  # as another process writes: the change log's triggers record it
    with other:
        other.execute("DELETE FROM memory_note WHERE id = 'n000010'")
        other.execute("UPDATE memory_note SET archived_at = 1 WHERE id = 'n000011'")
        other.execute("UPDATE memory_note SET id = 'renamed' WHERE id = 'n000012'")  # same rowid, another id
    other.close()
    assert "n000010" not in top(filled, vectors[10], 10)
    assert "n000011" not in top(filled, vectors[11], 10)
    assert top(filled, vectors[12], 1) == ["renamed"] and "n000012" not in top(filled, vectors[12], 10)
    assert served_by_ann(filled) and filled.ann.delta_size == 4


def pinned(backend: SqliteBackend) -> bool:
    """Wait for the copies onto huge pages (ann_pinned) and let a search adopt them."""
    served_by_ann(backend)
    if backend.ann._pinning is not None:
        assert backend.ann._pinning.wait(60)
    served_by_ann(backend)
    return backend.ann.pinned


def test_a_long_running_process_searches_copies_of_the_index_and_finds_the_same(path, filled, monkeypatch):
    monkeypatch.setattr(ann_files, "huge_pages_available", lambda: True)  # the copy works anywhere; the pages are the kernel's
    monkeypatch.setattr(ann_search, "EXACT_ROWS", 100)  # a third of the notes: the broad (walked) path
    filled.close()
    long_running = open_backend(path)
    one_shot = open_backend(path, long_running=False)  # never copies: a single search would not pay it back
    try:
        assert pinned(long_running) and not pinned(one_shot)
        for scope in (Scope(), Scope(category=MemoryCategory.WORLD)):
            for query in queries(20):
                with long_running._db() as conn:
                    copied = long_running.ann.top(conn, query, 10, conversation_id=scope.conversation_id,
                                                  category=scope.category and scope.category.value)
                with one_shot._db() as conn:
                    mapped = one_shot.ann.top(conn, query, 10, conversation_id=scope.conversation_id,
                                              category=scope.category and scope.category.value)
                assert copied == mapped
        assert long_running.ann.pinned
    finally:
        long_running.close()
        one_shot.close()


def test_a_copy_that_does_not_match_the_pointer_is_not_searched(path, filled, monkeypatch):
    monkeypatch.setattr(ann_files, "huge_pages_available", lambda: True)
    meta = ann_files.read_meta(path)
    copies = ann_files.pin(path, meta)
    assert copies.wait(60) and copies.buffers() is not None
    wrong = ann_pinned.PinnedCopies([path.with_name(meta.file), path.with_name(meta.rows)], [meta.size, meta.rows_size],
                                    [meta.checksum + 1, meta.rows_checksum], ann_files.CHECKED_BYTES)
    assert wrong.wait(60) and wrong.buffers() is None
    gone = ann_pinned.PinnedCopies([path.with_name("no-such-file")], [10], [0], ann_files.CHECKED_BYTES)
    assert gone.wait(60) and gone.buffers() is None


def test_an_index_another_process_built_serves_from_the_next_search_after_a_commit(path, filled):
    built(filled)
    vectors = clustered(COUNT)
    first = ann_files.read_meta(path).file
    second = ann_build.build(path, model=SPACE.model, dim=SPACE.dim).file  # as another process's build swaps it in
    assert second != first and not (path.parent / first).exists()  # swept: the open view still reads it
    assert top(filled, vectors[3], 1) == ["n000003"] and filled.ann._meta.file == first  # no commit: kept
    other = sqlite3.connect(path)
    with other:
        other.execute("DELETE FROM memory_note WHERE id = 'n000004'")
    other.close()
    assert top(filled, vectors[3], 1) == ["n000003"] and "n000004" not in top(filled, vectors[4], 10)
    assert filled.ann._meta.file == second and filled.ann.delta_size == 1
