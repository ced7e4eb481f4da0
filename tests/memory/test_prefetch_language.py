import pytest

from agentik.memory.language import detect_language


@pytest.mark.parametrize("text", [
    "Где живёт пользователь?",
    "Почему не работает docker-compose up --build в CI?",
    "Как настроить kubectl для кластера k3s?",
    "ну да",
    "Смотри `git rebase -i HEAD~3` и https://example.com/some/long/english/path",
    "ПРИВЕТ",
])
def test_russian(text):
    assert detect_language(text) == "ru"


@pytest.mark.parametrize("text", [
    "where does the user live?",
    "We build with Gradle 9.4.1",
    "Say hello to Dmitry from the Berlin office, please",
    "",
    "   ",
    "42 + 17 = 59",
    "🙂🙂",
    "Café déjà vu",
    "The word for cat is кот",  # a single Russian word in an English sentence
    "ж",  # too little to tell
])
def test_english_or_unclear(text):
    assert detect_language(text) == "en"


def test_none_is_treated_as_empty():
    assert detect_language(None) == "en"  # type: ignore[arg-type]


def test_a_huge_text_is_judged_by_its_beginning():
    from agentik.memory.language import SAMPLE_CHARS, detect_language

    assert detect_language("Где живёт пользователь? " * (SAMPLE_CHARS // 10) + "english " * 100_000) == "ru"
