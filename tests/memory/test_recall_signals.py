"""Issue 13's ranking signals on synthetic lists: the cross-language keyword share, the question
echo, the speaker of an imported turn; and the pure helpers they rest on."""

from __future__ import annotations

import numpy as np
import pytest

from agentik.embedding.language_axes import language_axes, remove_axes
from agentik.backends.sqlite.fts_query import fts_match_expression
from agentik.notes.query_terms import date_terms
from agentik.memory.ranking import RankingWeights, fuse_and_rerank, fuse_for_query
from agentik.memory.search_signals import NoteTraits, QuerySignals, note_traits, query_signals
from agentik.memory.search_text import transcript_search_texts, with_context

NOW = 1_800_000_000_000
PLAIN = RankingWeights(recency_weight=0.0, use_weight=0.0, question_weight=1.0, speaker_weight=1.0)
EN, RU = NoteTraits(language="en"), NoteTraits(language="ru")


def _ids(result):
    return [note_id for note_id, _, _ in result]


# --- signals -------------------------------------------------------------------------------


def test_note_traits_language_question_and_speaker():
    assert note_traits("Пользователь живёт в Берлине") == NoteTraits(language="ru")
    turn = note_traits("[1:56 pm on 8 May, 2023] Melanie: How did you get into painting? [shared a photo: a lake]")
    assert turn == NoteTraits(language="en", question=True, speaker="melanie")
    assert not note_traits("[8 May, 2023] Caroline: I went to the group? No, to the parade.").question
    assert note_traits("Ask Ada before merging?").question
    assert note_traits("We build with Gradle 9.4.1").speaker is None


def test_query_signals_say_what_a_note_of_each_language_could_match():
    english = query_signals("When is the release deadline?")
    assert english.matchable == {"ru": 0.0, "en": 1.0}
    russian = query_signals("Какая версия Gradle у нас?")  # a Latin name in a Russian question
    assert russian.matchable["ru"] == 1.0 and 0.0 < russian.matchable["en"] < 1.0
    assert query_signals("9.4.1").matchable == {"ru": 1.0, "en": 1.0}
    assert query_signals("When did Caroline meet Mel?").names == {"caroline", "mel"}
    assert query_signals("What did I say?").names == frozenset()


# --- cross-language keyword share ------------------------------------------------------------


def test_a_note_in_the_other_language_is_not_buried_by_same_language_keyword_hits():
    # an English question: the Russian note is the vectors' first; the English distractors share
    # the question's words, so the keyword list has only them
    vector = [("ru-answer", 0.86), ("en-1", 0.85), ("en-2", 0.84)]
    keyword = ["en-2", "en-1"]
    traits = {"ru-answer": RU, "en-1": EN, "en-2": EN}
    query = QuerySignals(matchable={"ru": 0.0, "en": 1.0})
    assert _ids(fuse_and_rerank(vector, keyword, {}, PLAIN, NOW, 3))[0] != "ru-answer"  # the plain formula
    assert _ids(fuse_and_rerank(vector, keyword, {}, PLAIN, NOW, 3, traits=traits, query=query))[0] == "ru-answer"


def test_the_share_uses_the_vector_rank_among_the_notes_of_the_same_language():
    vector = [("en-1", 0.9), ("en-2", 0.89), ("en-3", 0.88), ("ru-answer", 0.87)]
    keyword = ["en-3"]
    traits = {"en-1": EN, "en-2": EN, "en-3": EN, "ru-answer": RU}
    query = QuerySignals(matchable={"ru": 0.0, "en": 1.0})
    (_, score, _), = [row for row in fuse_and_rerank(vector, keyword, {}, PLAIN, NOW, 4, traits=traits, query=query)
                      if row[0] == "ru-answer"]
    k, w_kw = PLAIN.rrf_k, PLAIN.keyword_weight
    assert score == pytest.approx(1 / (k + 4) + w_kw / (k + 1))  # first Russian note: keyword share as rank 1


def test_a_single_language_store_keeps_the_plain_order():
    vector = [(f"n{i}", 0.9 - i / 100) for i in range(8)]
    keyword = ["n5", "n2", "n7"]
    traits = {f"n{i}": EN for i in range(8)}
    signals = QuerySignals(matchable={"ru": 0.0, "en": 1.0})
    assert (fuse_and_rerank(vector, keyword, {}, PLAIN, NOW, 8, traits=traits, query=signals)
            == fuse_and_rerank(vector, keyword, {}, PLAIN, NOW, 8))


# --- question echo and speaker ----------------------------------------------------------------


def test_the_echoed_question_yields_to_the_answer_beside_it():
    vector = [("question", 0.8), ("answer", 0.79)]
    keyword = ["question", "answer"]
    traits = {"question": NoteTraits(question=True, speaker="melanie"), "answer": NoteTraits(speaker="caroline")}
    echo = RankingWeights(recency_weight=0.0, use_weight=0.0, question_weight=0.7, speaker_weight=1.0)
    assert _ids(fuse_and_rerank(vector, keyword, {}, PLAIN, NOW, 2, traits=traits)) == ["question", "answer"]
    assert _ids(fuse_and_rerank(vector, keyword, {}, echo, NOW, 2, traits=traits)) == ["answer", "question"]


def test_a_note_saved_on_its_own_that_reads_as_a_question_is_not_an_echo():
    # "Ask Ada before merging?" is the note to find for "who do I ask before merging": only the
    # turns of an imported conversation count as echoes
    vector = [("ask-ada", 0.88), ("merge-policy", 0.80), ("ci", 0.78)]
    keyword = ["ask-ada", "merge-policy"]
    contents = {"ask-ada": "Ask Ada before merging?", "merge-policy": "Merges need one approval",
                "ci": "CI runs on every push"}
    assert note_traits(contents["ask-ada"]).speaker is None  # a question, but no turn of a conversation
    result = fuse_for_query("who do I ask before merging", vector, keyword, {}, RankingWeights(), NOW, 3,
                            contents=contents)
    assert _ids(result)[0] == "ask-ada"


def test_a_turn_by_the_named_speaker_gains_over_a_reply_that_names_them():
    vector = [("reply-naming-her", 0.8), ("her-turn", 0.79)]
    keyword = ["reply-naming-her", "her-turn"]
    traits = {"reply-naming-her": NoteTraits(speaker="melanie"), "her-turn": NoteTraits(speaker="caroline")}
    weights = RankingWeights(recency_weight=0.0, use_weight=0.0, speaker_weight=1.35, question_weight=1.0)
    query = query_signals("What did Caroline research?")
    assert _ids(fuse_and_rerank(vector, keyword, {}, PLAIN, NOW, 2, traits=traits, query=query))[0] == "reply-naming-her"
    assert _ids(fuse_and_rerank(vector, keyword, {}, weights, NOW, 2, traits=traits, query=query))[0] == "her-turn"


def test_fuse_for_query_reads_traits_from_contents():
    contents = {"ru-answer": "Релиз назначен на конец марта", "en-1": "The user likes the release notes"}
    result = fuse_for_query("When is the release due?", [("ru-answer", 0.86), ("en-1", 0.85)], ["en-1"], {},
                            PLAIN, NOW, 2, contents=contents)
    assert _ids(result)[0] == "ru-answer"


# --- search text and language axes ------------------------------------------------------------


def test_a_transcript_turn_is_searched_with_the_turn_before_it():
    turns = ["[8 May, 2023] Melanie: How did you get into painting?", "[8 May, 2023] Caroline: My aunt taught me!"]
    first, second = transcript_search_texts(turns)
    assert first == turns[0]
    assert second.startswith(turns[1]) and "Melanie: How did you get into painting?" in second
    assert "[8 May" not in second[len(turns[1]):]
    assert len(with_context("x", "word " * 500)) < 400


def test_removing_axes_leaves_unit_vectors_orthogonal_to_them():
    rng = np.random.default_rng(7)
    english, russian = rng.normal(size=(20, 16)), rng.normal(size=(20, 16))
    russian[:, 0] += 5.0  # the "language" direction
    axes = language_axes(english, russian, 2)
    assert abs(axes[0, 0]) > 0.9
    vectors = remove_axes(rng.normal(size=(5, 16)).astype(np.float32), axes)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert np.allclose(vectors @ axes.T, 0.0, atol=1e-5)
    same = rng.normal(size=(3, 16)).astype(np.float32)
    assert remove_axes(same, None) is same


# --- dates in queries -------------------------------------------------------------------------


@pytest.mark.parametrize("query,expected", [
    ("What did Gina show on October 13, 2023?", ["13 october", "october 13", "13 октября", "2023-10-13", "13.10.2023"]),
    ("on 1 February, 2023", ["1 february", "february 1", "1 февраля", "2023-02-01", "01.02.2023"]),
    ("Что было 13 марта?", ["13 march", "march 13", "13 марта"]),
    ("the 2nd of June", ["2 june", "june 2", "2 июня"]),
    ("Sept 9", ["9 september", "september 9", "9 сентября"]),
    ("3 apples and 13 марок", []),
])
def test_a_day_and_month_become_terms_in_the_forms_notes_write_dates(query, expected):
    assert date_terms(query) == expected


def test_a_date_reaches_the_keyword_query_and_finds_the_dated_note():
    import sqlite3

    notes = ["[8 May, 2023] Caroline: we went to the lake", "[13 October, 2023] Melanie: I painted the lake",
             "[20 October, 2023] Melanie: the lake again"]
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE fts USING fts5(content, tokenize='trigram')")
    conn.executemany("INSERT INTO fts(rowid, content) VALUES (?, ?)", enumerate(notes, start=1))
    expression = fts_match_expression("What did Melanie paint on October 13?")
    assert '"13 october"' in expression
    best = conn.execute("SELECT rowid FROM fts WHERE fts MATCH ? ORDER BY rank LIMIT 1", (expression,)).fetchone()
    assert best == (2,)
