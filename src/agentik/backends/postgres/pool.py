"""Connections to one namespace of a Postgres database: a psycopg pool that recovers after an outage.

Every store on Postgres (the notes, the conversations) reaches the database through one
`NamespacePool`: each connection is tied to its namespace when it is made (``agentik.namespace``,
read by the row-level security policies of ``schema.py``), so even a query that forgot its WHERE
clause could not see another partition. Reads run in autocommit mode (one round trip per
statement), each write in one transaction. When the server goes away (restart, failover) the call
in flight fails with StoreUnavailable; the next call opens a fresh pool once the server answers, so
agentik recovers without a restart.
"""

from __future__ import annotations

import re
import threading
from contextlib import contextmanager
from typing import Callable, Iterator

from ...errors import ConfigError, StoreUnavailable

try:
    import psycopg
    from psycopg.conninfo import conninfo_to_dict
    from psycopg_pool import ConnectionPool, PoolTimeout
except ImportError as exc:  # pragma: no cover - depends on the installed extras
    raise ConfigError(f"the postgres memory store needs psycopg, psycopg_pool and pgvector ({exc}); "
                      "install them with: pip install 'agentik[postgres]'") from None

NAMESPACE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@:/+-]{0,127}")
"""What a namespace may be: a user id, optionally /agent."""

CONNECT_TIMEOUT_S = 10
"""Seconds to wait for a connection (from the pool, or a new one) before StoreUnavailable."""


def check_namespace(namespace: str) -> str:
    if not NAMESPACE.fullmatch(namespace or ""):
        raise ConfigError(f"AGENTIK_NAMESPACE={namespace!r} is not a namespace; use letters, digits and . _ @ : / + -, "
                          "starting with a letter or digit (e.g. alice or alice/coder)")
    return namespace


def check_url(url: str) -> str:
    if not url:
        raise ConfigError("AGENTIK_MEMORY_STORE=postgres needs AGENTIK_DATABASE_URL, e.g. "
                          "postgresql://agentik@db.example/agentik")
    return url


def describe_url(url: str) -> str:
    """Where a URL points, without its password."""
    try:
        info = conninfo_to_dict(url)
    except psycopg.ProgrammingError as exc:
        raise ConfigError(f"AGENTIK_DATABASE_URL is not a libpq URL: {exc}") from None
    host = info.get("host") or "localhost"
    port = f":{info['port']}" if info.get("port") else ""
    return f"postgres {info.get('user', '')}@{host}{port}/{info.get('dbname', '')}".replace(" @", " ")


def first_line(exc: BaseException) -> str:
    return (str(exc).strip().splitlines() or [type(exc).__name__])[0]


class NamespacePool:
    """Pooled connections bound to one namespace; `db()` and `write()` turn the engine's failures
    into StoreUnavailable. Thread-safe."""

    def __init__(self, url: str, *, namespace: str, max_size: int, timeout: float = CONNECT_TIMEOUT_S,
                 configure: Callable[[psycopg.Connection], None] | None = None, what: str = "memory store") -> None:
        self.url = check_url(url)
        self.namespace = check_namespace(namespace)
        self.where = describe_url(url)
        self.timeout = timeout
        self._what = what
        self._max_size = max_size
        self._extra = configure
        self._lock = threading.Lock()
        self._failed = False
        self._pool: ConnectionPool | None = self._new_pool(wait=False)

    def connect_once(self) -> psycopg.Connection:
        """One unpooled autocommit connection (migrations, checks); the caller closes it."""
        return psycopg.connect(self.url, autocommit=True, connect_timeout=max(1, round(self.timeout)))

    def _new_pool(self, *, wait: bool) -> ConnectionPool:
        pool = ConnectionPool(
            self.url, min_size=1, max_size=self._max_size, timeout=self.timeout, configure=self._configure,
            kwargs={"connect_timeout": max(1, round(self.timeout)), "autocommit": True},
            name=f"agentik-{self.namespace}", open=True,
        )
        if wait:
            try:
                pool.wait(timeout=self.timeout)
            except BaseException:
                pool.close(timeout=0)
                raise
        return pool

    def _current(self) -> ConnectionPool:
        """The pool; after a failed call, a fresh one once the server answers again (the old pool's
        reconnection attempts back off exponentially, so a long outage would delay the recovery)."""
        with self._lock:
            if self._pool is None:
                raise StoreUnavailable(f"the {self._what} {self.where} is closed; open it again")
            if self._failed:
                fresh = self._new_pool(wait=True)  # PoolTimeout while the server is still away
                stale, self._pool, self._failed = self._pool, fresh, False
                stale.close(timeout=0)
            return self._pool

    def _configure(self, conn: psycopg.Connection) -> None:
        conn.execute("SELECT set_config('agentik.namespace', %s, false)", (self.namespace,))
        if self._extra is not None:
            self._extra(conn)

    @contextmanager
    def db(self) -> Iterator[psycopg.Connection]:
        """A pooled connection in autocommit mode; a lost connection makes the next call start a
        fresh pool."""
        try:
            with self._current().connection() as conn:
                yield conn
        except PoolTimeout as exc:
            self._failed = True
            raise StoreUnavailable(f"{self.where}: no connection within {self.timeout:g} s ({exc}); "
                                   "is the server up?") from None
        except psycopg.OperationalError as exc:
            self._failed = True
            raise StoreUnavailable(f"{self.where}: {first_line(exc)}") from exc
        except psycopg.Error as exc:
            raise StoreUnavailable(f"{self.where}: {first_line(exc)}") from exc

    @contextmanager
    def write(self) -> Iterator[psycopg.Connection]:
        """A pooled connection inside one transaction (committed at the end, rolled back on error)."""
        with self.db() as conn, conn.transaction():
            yield conn

    def close(self) -> None:
        """Close the pool; further calls raise StoreUnavailable. Closing twice is harmless."""
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.close()
