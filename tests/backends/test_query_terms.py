"""Question → FTS5 MATCH expression for the trigram keyword index, checked against a real FTS5 table."""

from __future__ import annotations

import sqlite3

import pytest

from agentik.backends.sqlite.fts_query import fts5_doc_counter, fts_match_expression, quote_fts
from agentik.notes.query_terms import query_terms


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
    assert query_terms("Upgrade to Gradle 9.4.1, k3s and v2.3.0!", stem=False) == ["upgrade", "gradle", "9.4.1", "k3s", "v2.3.0"]


def test_stopwords_and_short_words_are_dropped_in_both_languages():
    assert query_terms("What do you know about the cat?", stem=False) == ["know", "cat"]
    assert query_terms("Что ты знаешь про мой чай?", stem=False) == ["знаешь", "чай"]
    assert fts_match_expression("what is it? он и я") is None
    assert fts_match_expression("") is None
    assert fts_match_expression("?!") is None


def test_terms_are_deduplicated_case_insensitively_and_possessives_cut():
    assert query_terms("Caroline CAROLINE caroline's", stem=False) == ["caroline"]


def test_hyphenated_words_add_their_parts():
    assert query_terms("self-care routine", stem=False) == ["self-care", "self", "care", "routine"]


def test_quotes_are_escaped_the_fts5_way():
    assert quote_fts('say "hi"') == '"say ""hi"""'
    expression = fts_match_expression('the "quoted" word', stem=False)
    assert expression == '"quoted" OR "word"'


def test_expression_is_valid_fts5_for_awkward_input(fts):
    for query in ['"unterminated', "a AND OR NOT b*", "NEAR(x y)", "col:value ^start", "100% (done) {x}", "-- ; DROP"]:
        expression = fts_match_expression(query)
        if expression is not None:
            fts.execute("SELECT rowid FROM note_fts WHERE note_fts MATCH ?", (expression,)).fetchall()


def test_stemming_is_the_default_and_lets_a_word_find_its_other_forms(fts):
    assert query_terms("заметка") == ["заметк"]
    assert _match(fts, "заметка") == [5]
    assert _match(fts, "заметка", stem=False) == []
    assert query_terms("Groups supporting Caroline") == ["group", "support", "carolin"]
    assert _match(fts, "Groups supporting Caroline")[0] == 6


def test_stems_never_touch_identifiers_or_short_stems():
    assert query_terms("k3s v2.3.0 Gradle 9.4.1 cats") == ["k3s", "v2.3.0", "gradl", "9.4.1", "cats"]


def _counter(conn: sqlite3.Connection):
    return fts5_doc_counter(conn, "note_fts")


def test_the_fts5_counter_stops_at_its_limit(user_notes):
    count_docs = fts5_doc_counter(user_notes, "note_fts")
    assert count_docs('"user"', 1000) == 21
    assert count_docs('"user"', 5) == 5
    assert count_docs('"k3s"', 5) == 1
    with pytest.raises(ValueError):
        fts5_doc_counter(user_notes, "note_fts; DROP TABLE x")


@pytest.fixture
def user_notes() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE note_fts USING fts5(content, tokenize='trigram')")
    notes = [f"The user note number {i} about something else" for i in range(20)]
    notes += ["The user builds with Gradle 9.4.1", "Deploys run on k3s"]
    conn.executemany("INSERT INTO note_fts(rowid, content) VALUES (?, ?)", enumerate(notes, start=1))
    return conn


def test_terms_in_most_notes_are_dropped_when_documents_can_be_counted(user_notes):
    counter = _counter(user_notes)
    expression = fts_match_expression("which gradle does the user run", count_docs=counter, total_docs=22)
    assert expression == '"gradl" OR "run"'
    assert fts_match_expression("which gradle does the user run") == '"gradl" OR "user" OR "run"'


def test_the_absolute_bound_drops_terms_of_big_stores(user_notes):
    counter = _counter(user_notes)
    assert fts_match_expression("user k3s", count_docs=counter, max_docs=5) == '"k3s"'
    assert fts_match_expression("user k3s", count_docs=counter, max_docs=100, total_docs=None) == '"user" OR "k3s"'


def test_when_every_term_is_common_the_keyword_list_is_skipped_or_one_term_kept(user_notes):
    counter = _counter(user_notes)
    assert fts_match_expression("user notes number", count_docs=counter, total_docs=22) is None
    expression = fts_match_expression("user notes number", count_docs=counter, total_docs=22, keep_one=True)
    assert expression is not None and len(expression.split(" OR ")) == 1
    assert user_notes.execute("SELECT count(*) FROM note_fts WHERE note_fts MATCH ?", (expression,)).fetchone()[0] > 0


def test_a_tiny_store_keeps_a_term_found_once(fts):
    counter = _counter(fts)
    assert fts_match_expression("k3s", count_docs=counter, total_docs=1) == '"k3s"'


def test_terms_are_the_same_from_many_threads_at_once():
    from concurrent.futures import ThreadPoolExecutor

    queries = ["Какой инструмент сборки мы используем?", "Groups supporting Caroline", "upgrade to v2.3.0"] * 50
    expected = [query_terms(q) for q in queries]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(query_terms, queries)) == expected
