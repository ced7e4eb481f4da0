from pathlib import Path

import pytest

from agentik.errors import ConfigError
from agentik.settings import Settings


def test_defaults_are_the_documented_ones():
    settings = Settings.from_env({})
    assert settings.home == Path("~/.agentik").expanduser()
    assert (settings.memory_store, settings.embedding_backend, settings.embedding_model) == ("sqlite", "auto", "")
    assert (settings.prefetch_top_k, settings.nudge_interval, settings.compression_threshold) == (10, 10, 0.75)


def test_environment_values_are_parsed():
    settings = Settings.from_env({"AGENTIK_HOME": "/tmp/x", "AGENTIK_MEMORY_PREFETCH_TOPK": "3",
                                  "AGENTIK_MEMORY_BACKEND": "NONE"})
    assert settings.home == Path("/tmp/x")
    assert settings.db_path == Path("/tmp/x/agentik.db")
    assert settings.prefetch_top_k == 3
    assert settings.embedding_backend == "none"


@pytest.mark.parametrize("value,count", [("", None), ("auto", None), (" AUTO ", None), ("3", 3), ("02", 2)])
def test_embedding_threads_are_auto_or_a_count(value, count):
    assert Settings.from_env({"AGENTIK_EMBEDDING_THREADS": value}).embedding_thread_count == count


@pytest.mark.parametrize("value", ["zero", "0", "-2", "1.5"])
def test_embedding_threads_refuse_anything_else_in_words(value):
    with pytest.raises(ConfigError, match="must be auto or a whole number of 1 or more"):
        Settings.from_env({"AGENTIK_EMBEDDING_THREADS": value})


@pytest.mark.parametrize("env,value", [
    ("AGENTIK_MEMORY_PREFETCH_TOPK", "0"),
    ("AGENTIK_MEMORY_PREFETCH_TOPK", "ten"),
    ("AGENTIK_MEMORY_BACKEND", "cloud"),
    ("AGENTIK_MEMORY_STORE", "redis"),
    ("AGENTIK_COMPRESSION_THRESHOLD", "1.5"),
    ("AGENTIK_EMBEDDING_THREADS", "0"),
    ("AGENTIK_EMBEDDING_THREADS", "many"),
])
def test_bad_values_name_the_variable(env, value):
    with pytest.raises(ConfigError) as info:
        Settings.from_env({env: value})
    message = str(info.value)
    assert env in message and "\n" not in message


def test_overrides_win_and_are_parsed():
    settings = Settings.from_env({"AGENTIK_MEMORY_PREFETCH_TOPK": "3"}, prefetch_top_k="7", home="/tmp/y")
    assert settings.prefetch_top_k == 7
    assert settings.home == Path("/tmp/y")
    with pytest.raises(ConfigError):
        Settings.from_env({}, no_such_setting=1)


def test_code_defaults_agree_with_the_table():
    """Settings() and RankingWeights() carry their own defaults for library use; they must be the table's."""
    from agentik.memory.ranking import RankingWeights

    assert Settings() == Settings.from_env({})
    assert RankingWeights() == RankingWeights.from_settings(Settings.from_env({}))


@pytest.mark.parametrize("name, value", [
    ("AGENTIK_RANK_RECENCY_HALF_LIFE_DAYS", "0"),
    ("AGENTIK_RANK_KEYWORD_WEIGHT", "nan"),
    ("AGENTIK_RANK_RECENCY_WEIGHT", "inf"),
    ("AGENTIK_RANK_USE_WEIGHT", "-inf"),
    ("AGENTIK_LLM_TIMEOUT", "inf"),
    ("AGENTIK_LLM_TIMEOUT", "0"),
    ("AGENTIK_LLM_TIMEOUT", "86400"),
    ("AGENTIK_DURABILITY", "paranoid"),
])
def test_values_that_cannot_work_are_refused_with_the_variable_named(name, value):
    with pytest.raises(ConfigError, match=name) as info:
        Settings.from_env({name: value})
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("override", [{"rank_keyword_weight": float("nan")}, {"llm_timeout": float("inf")},
                                      {"rank_recency_half_life_days": 0}, {"prefetch_top_k": 0}])
def test_overrides_given_as_numbers_are_checked_like_text(override):
    with pytest.raises(ConfigError):
        Settings.from_env({}, **override)


def test_durability_full_is_accepted():
    assert Settings.from_env({"AGENTIK_DURABILITY": "FULL"}).durability == "full"
    assert Settings.from_env({}).durability == "normal"
