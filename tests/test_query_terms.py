"""Question → FTS5 MATCH expression for the trigram keyword index, checked against a real FTS5 table."""

from __future__ import annotations

import sqlite3

import pytest

from agentik.memory.query_terms import fts_match_expression, query_terms, quote_fts


@pytest.fixture
def fts() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE note_fts USING fts5(content, tokenize='trigram')")
    notes = [
        "We build the backend with Gradle 9.4.1 and Kotlin",
        "The cluster runs k3s on three Raspberry Pi boards",
        "Released the SDK as v2.3.0 last Friday",
        "Пользователь предпочитает зелёный чай без сахара",
        "Заметки хранятся в SQLite",
        "Caroline's support group meets on Tuesdays",
    ]
    conn.executemany("INSERT INTO note_fts(rowid, content) VALUES (?, ?)", enumerate(notes, start=1))
    return conn


def _match(conn: sqlite3.Connection, query: str, **options) -> list[int]:
    expression = fts_match_expression(query, **options)
    assert expression is not None
    return [row[0] for row in conn.execute(
        "SELECT rowid FROM note_fts WHERE note_fts MATCH ? ORDER BY bm25(note_fts)", (expression,))]


@pytest.mark.parametrize(
    ("query", "expected_first"),
    [
        ("Which Gradle 9.4.1 build do we use?", 1),
        ("is it k3s?", 2),
        ("what changed in v2.3.0", 3),
        ("какой чай любит пользователь", 4),
        ("When does Caroline's group meet?", 6),
    ],
)
def test_identifiers_and_words_find_their_note_first(fts, query, expected_first):
    assert _match(fts, query)[0] == expected_first


def test_identifiers_survive_whole():
    assert query_terms("Upgrade to Gradle 9.4.1, k3s and v2.3.0!") == ["upgrade", "gradle", "9.4.1", "k3s", "v2.3.0"]


def test_stopwords_and_short_words_are_dropped_in_both_languages():
    assert query_terms("What do you know about the cat?") == ["know", "cat"]
    assert query_terms("Что ты знаешь про мой чай?") == ["знаешь", "чай"]
    assert fts_match_expression("what is it? он и я") is None
    assert fts_match_expression("") is None
    assert fts_match_expression("?!") is None


def test_terms_are_deduplicated_case_insensitively_and_possessives_cut():
    assert query_terms("Caroline CAROLINE caroline's") == ["caroline"]


def test_hyphenated_words_add_their_parts():
    assert query_terms("self-care routine") == ["self-care", "self", "care", "routine"]


def test_quotes_are_escaped_the_fts5_way():
    assert quote_fts('say "hi"') == '"say ""hi"""'
    expression = fts_match_expression('the "quoted" word')
    assert expression == '"quoted" OR "word"'


def test_expression_is_valid_fts5_for_awkward_input(fts):
    for query in ['"unterminated', "a AND OR NOT b*", "NEAR(x y)", "col:value ^start", "100% (done) {x}", "-- ; DROP"]:
        expression = fts_match_expression(query)
        if expression is not None:
            fts.execute("SELECT rowid FROM note_fts WHERE note_fts MATCH ?", (expression,)).fetchall()


def test_stemming_lets_a_russian_word_find_its_other_forms(fts):
    assert _match(fts, "заметка", stem=True) == [5]
    assert query_terms("заметка", stem=True) == ["заметк"]
