"""Skills' usage in Postgres, beside a postgres memory: the same rows as usage.py (use counts, archive
and approval marks, kept versions, cached description vectors), in the tables of migration 6
(agentik.backends.postgres.schema), one namespace each under forced row security.

A bump is one ``UPDATE … SET use_count = use_count + 1``, so agents on several hosts never lose one;
saves of one skill take turns on a transaction-scoped advisory lock of (namespace, name), so two
hosts saving it at once get consecutive version numbers.
"""

from __future__ import annotations

from ...backends.postgres.schema import migrated_pool
from ...settings import Settings
from .usage import _COLUMNS, KEEP_VERSIONS, SkillSource, Usage, Version

POOL_MAX = 2


class PostgresSkillUsage:
    """SkillUsage's interface (usage.py) over one namespace of a Postgres database. Thread-safe."""

    def __init__(self, url: str, *, namespace: str) -> None:
        self._pool = migrated_pool(url, namespace=namespace, max_size=POOL_MAX, what="skill usage store")
        self.namespace = self._pool.namespace
        self.path = self._pool.where

    def close(self) -> None:
        self._pool.close()

    # -- reading ----------------------------------------------------------------------------------

    def get(self, name: str) -> Usage | None:
        with self._pool.db() as conn:
            row = conn.execute(f"SELECT {_COLUMNS} FROM skill_usage WHERE namespace = %s AND name = %s",
                               (self.namespace, name)).fetchone()
        return Usage(row[0], SkillSource(row[1]), *row[2:]) if row else None

    def all(self) -> dict[str, Usage]:
        with self._pool.db() as conn:
            rows = conn.execute(f"SELECT {_COLUMNS} FROM skill_usage WHERE namespace = %s",
                                (self.namespace,)).fetchall()
        return {r[0]: Usage(r[0], SkillSource(r[1]), *r[2:]) for r in rows}

    def history(self, name: str) -> list[Version]:
        with self._pool.db() as conn:
            rows = conn.execute("SELECT name, version, etag, source, created_at, text FROM skill_version "
                                "WHERE namespace = %s AND name = %s ORDER BY version DESC",
                                (self.namespace, name)).fetchall()
        return [Version(r[0], r[1], r[2], SkillSource(r[3]), r[4], r[5]) for r in rows]

    # -- writing ----------------------------------------------------------------------------------

    def record_save(self, name: str, text: str, tag: str, source: SkillSource, now: int, *,
                    previous: tuple[str, str] | None = None) -> int:
        """As SkillUsage.record_save: a new text of `name`; returns its version number."""
        ns = self.namespace
        with self._pool.write() as conn:
            conn.execute("SELECT pg_advisory_xact_lock(hashtext('agentik.skill:' || %s || ':' || %s))", (ns, name))
            row = conn.execute("SELECT version FROM skill_usage WHERE namespace = %s AND name = %s",
                               (ns, name)).fetchone()
            version = row[0] if row else 0
            last = conn.execute("SELECT etag FROM skill_version WHERE namespace = %s AND name = %s "
                                "ORDER BY version DESC LIMIT 1", (ns, name)).fetchone()
            insert = ("INSERT INTO skill_version (namespace, name, version, etag, source, created_at, text) "
                      "VALUES (%s, %s, %s, %s, %s, %s, %s)")
            if previous is not None and (last is None or last[0] != previous[1]):
                version += 1
                conn.execute(insert, (ns, name, version, previous[1], SkillSource.IMPORTED.value, now, previous[0]))
            version += 1
            conn.execute(insert, (ns, name, version, tag, source.value, now, text))
            conn.execute(
                "INSERT INTO skill_usage (namespace, name, source, created_at, updated_at, version) "
                "VALUES (%s, %s, %s, %s, %s, %s) ON CONFLICT (namespace, name) DO UPDATE "
                "SET updated_at = EXCLUDED.updated_at, version = EXCLUDED.version",
                (ns, name, source.value, now, now, version))
            conn.execute("DELETE FROM skill_version WHERE namespace = %s AND name = %s AND version <= %s",
                         (ns, name, version - KEEP_VERSIONS))
        return version

    def bump(self, name: str, now: int, *, created_at: int | None = None) -> None:
        self._update(name, created_at if created_at is not None else now,
                     "use_count = use_count + 1, last_used_at = %s", now)

    def set_archived(self, name: str, archived_at: int | None, *, created_at: int) -> None:
        self._update(name, created_at, "archived_at = %s", archived_at)

    def approve(self, name: str, now: int, *, created_at: int) -> None:
        self._update(name, created_at, "approved_at = %s", now)

    def _update(self, name: str, created_at: int, assignment: str, value) -> None:
        """Make the row of a skill agentik had not seen, then change it, in one transaction."""
        with self._pool.write() as conn:
            conn.execute("INSERT INTO skill_usage (namespace, name, source, created_at, updated_at) "
                         "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (namespace, name) DO NOTHING",
                         (self.namespace, name, SkillSource.IMPORTED.value, created_at, created_at))
            conn.execute(f"UPDATE skill_usage SET {assignment} WHERE namespace = %s AND name = %s",
                         (value, self.namespace, name))

    # -- vectors of name + description (a cache) --------------------------------------------------

    def vectors(self, hashes: list[str], model: str) -> dict[str, bytes]:
        with self._pool.db() as conn:
            rows = conn.execute("SELECT text_hash, vector FROM skill_vector WHERE namespace = %s AND model = %s "
                                "AND text_hash = ANY(%s)", (self.namespace, model, list(hashes))).fetchall()
        return {text_hash: bytes(vector) for text_hash, vector in rows}

    def store_vectors(self, rows: list[tuple[str, bytes]], model: str) -> None:
        with self._pool.write() as conn, conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO skill_vector (namespace, text_hash, model, vector) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (namespace, text_hash, model) DO UPDATE SET vector = EXCLUDED.vector",
                [(self.namespace, text_hash, model, blob) for text_hash, blob in rows])


def open_postgres_usage(settings: Settings) -> PostgresSkillUsage:
    """The skill usage store registered as "postgres" (agentik.plugins.SKILL_USAGE_STORES)."""
    return PostgresSkillUsage(settings.database_url, namespace=settings.namespace)
