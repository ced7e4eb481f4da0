"""The cross-language probe's data (bench/crosslang_data.py): the shape issue 13 asks for."""

import sys
from collections import Counter
from pathlib import Path

from agentik.memory.language import detect_language

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.crosslang_data import PROBE, SEED_NOTES, UNRELATED_NOTES, probe, split_of  # noqa: E402


def test_every_question_is_in_the_other_language_than_its_note():
    notes, questions = probe()
    assert len(questions) >= 200
    for question, key in questions:
        assert detect_language(question) != detect_language(notes[key]), (question, notes[key])


def test_both_directions_and_both_halves_are_well_filled():
    notes, questions = probe()
    directions = Counter((detect_language(q), split_of(key)) for q, key in questions)
    assert all(directions[(language, half)] >= 40 for language in ("ru", "en") for half in ("dev", "test"))
    assert len(set(notes.values())) == len(notes)  # no note twice


def test_the_seed_notes_are_in_the_probe_and_the_unrelated_ones_are_not():
    texts = {note for note, _ in PROBE.values()}
    assert set(SEED_NOTES.values()) <= texts
    assert len(UNRELATED_NOTES) == 20 and not set(UNRELATED_NOTES) & texts
    assert "на чём билдим?" in PROBE["gradle"][1]


def test_the_fresh_batch_is_new_and_asks_across_languages():
    from bench.crosslang_fresh import FRESH, fresh_probe

    notes, questions = fresh_probe()
    assert len(questions) == 40
    assert not {note for note, _ in FRESH.values()} & {note for note, _ in PROBE.values()}
    for question, key in questions:
        assert key.startswith("fresh:") and detect_language(question) != detect_language(notes[key]), question
    assert Counter(detect_language(q) for q, _ in questions) == {"ru": 20, "en": 20}


def test_the_second_fresh_batch_is_new_and_asks_across_languages():
    from bench.crosslang_fresh import FRESH
    from bench.crosslang_fresh2 import FRESH2, fresh2_probe

    notes, questions = fresh2_probe()
    assert len(questions) == 40
    earlier = {note for note, _ in PROBE.values()} | {note for note, _ in FRESH.values()}
    assert not {note for note, _ in FRESH2.values()} & earlier
    for question, key in questions:
        assert key.startswith("fresh2:") and detect_language(question) != detect_language(notes[key]), question
    assert Counter(detect_language(q) for q, _ in questions) == {"ru": 20, "en": 20}


def test_the_third_fresh_batch_is_new_asks_60_each_way_and_has_distractors_on_its_topics():
    from bench.crosslang_fresh import FRESH
    from bench.crosslang_fresh2 import FRESH2
    from bench.crosslang_fresh3 import DISTRACTORS, FRESH3, fresh3_probe

    notes, questions = fresh3_probe()
    earlier = {note for batch in (PROBE, FRESH, FRESH2) for note, _ in batch.values()}
    assert not ({note for note, _ in FRESH3.values()} | set(DISTRACTORS)) & earlier
    assert len(set(notes.values())) == len(notes)  # no note twice
    for question, key in questions:
        assert key.startswith("fresh3:") and detect_language(question) != detect_language(notes[key]), question
    assert Counter(detect_language(q) for q, _ in questions) == {"ru": 60, "en": 60}
    assert Counter(detect_language(d) for d in DISTRACTORS) == {"ru": 30, "en": 30}
