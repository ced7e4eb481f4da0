import sqlite3

import pytest

from agentik.db import connect, migrate, schema_version, transaction
from agentik.errors import StoreUnavailable


def test_migrations_apply_once_and_record_their_version(tmp_path):
    calls = []
    steps = ["CREATE TABLE a (x INTEGER);", lambda conn: calls.append(1) or conn.execute("CREATE TABLE b (y)")]
    conn = connect(tmp_path / "agentik.db")
    assert migrate(conn, "demo", steps) == 2
    assert migrate(conn, "demo", steps) == 2
    assert calls == [1]
    conn.close()
    again = connect(tmp_path / "agentik.db")
    assert schema_version(again, "demo") == 2
    assert migrate(again, "demo", steps + ["CREATE TABLE c (z);"]) == 3
    assert schema_version(again, "other") == 0


def test_a_failing_step_leaves_nothing_half_done(tmp_path):
    conn = connect(tmp_path / "agentik.db")
    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, "demo", ["CREATE TABLE a (x);\nINSERT INTO missing VALUES (1);"])
    assert schema_version(conn, "demo") == 0
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'a'").fetchone() is None


def test_transaction_rolls_back_on_error(tmp_path):
    conn = connect(tmp_path / "agentik.db")
    conn.execute("CREATE TABLE t (x)")
    with pytest.raises(RuntimeError):
        with transaction(conn):
            conn.execute("INSERT INTO t VALUES (1)")
            raise RuntimeError("boom")
    assert conn.execute("SELECT COUNT(*) FROM t").fetchone()[0] == 0
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


@pytest.mark.parametrize("durability, level", [("normal", 1), ("full", 2)])
def test_durability_sets_synchronous(tmp_path, durability, level):
    conn = connect(tmp_path / "agentik.db", durability=durability)
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == level
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_reading_the_version_of_a_new_file_writes_nothing(tmp_path):
    conn = connect(tmp_path / "agentik.db")
    assert schema_version(conn, "demo") == 0
    assert conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] == 0
    conn.close()


def test_a_file_that_is_not_a_database_points_to_salvage(tmp_path):
    path = tmp_path / "agentik.db"
    path.write_bytes(b"this is not a database, just text " * 200)
    with pytest.raises(StoreUnavailable, match="salvage"):
        connect(path)
