"""The LoCoMo bench's reading of the data (protocol of its README) and a keyword-only run through the store."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.locomo import run_locomo  # noqa: E402
from bench.locomo_data import load_conversations, normalize_evidence, recall_at  # noqa: E402

CONVERSATION = {
    "sample_id": "conv-x",
    "conversation": {
        "speaker_a": "Ann",
        "speaker_b": "Bob",
        "session_1_date_time": "1:00 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Ann", "dia_id": "D1:1", "text": "I adopted a kitten named Pixel yesterday."},
            {"speaker": "Bob", "dia_id": "D1:2", "text": "Nice! I am rebuilding my bike.",
             "img_url": ["http://x"], "blip_caption": "a red bicycle in a garage"},
        ],
        "session_2_date_time": "9:00 am on 1 June, 2023",
        "session_2": [
            {"speaker": "Ann", "dia_id": "D2:1", "text": "Pixel learned to open the fridge."},
            {"speaker": "Bob", "dia_id": "D2:5", "text": "My bike race is in Gdansk next week."},
        ],
        # unrelated turns: in a store of four turns, each carrying the turn before it as context,
        # every word would be in a fifth of the notes and dropped from the keyword query as common
        "session_3_date_time": "2:00 pm on 3 June, 2023",
        "session_3": [{"speaker": "Ann" if n % 2 else "Bob", "dia_id": f"D3:{n}", "text": text}
                      for n, text in enumerate(["The weather was grey all weekend.", "We cooked soup.",
                                                "Work starts early on Monday.", "Good luck with the report.",
                                                "The train was late again.", "Try the cafe near the station.",
                                                "My sister visits in July.", "Tell her I said hello.",
                                                "The garden needs rain.", "Tomatoes grow slowly this year.",
                                                "I finished that novel.", "Was the ending sad?"], start=1)],
    },
    "qa": [
        {"question": "What is the name of Ann's kitten?", "answer": "Pixel", "category": 4, "evidence": ["D1:1"]},
        {"question": "Where is Bob's bicycle race?", "answer": "Gdansk", "category": 1,
         "evidence": ["D2:05; D1:2", "D:2:5"]},
        {"question": "What did Ann's kitten open?", "answer": "fridge", "category": 2, "evidence": ["D2:1", "D"]},
        {"question": "Adversarial", "answer": "", "category": 5, "evidence": ["D1:1"]},
        {"question": "No valid evidence", "answer": "", "category": 4, "evidence": ["D9:9"]},
    ],
}


@pytest.fixture
def data_file(tmp_path: Path) -> Path:
    path = tmp_path / "mini-locomo.json"
    path.write_text(json.dumps([CONVERSATION]), encoding="utf-8")
    return path


def test_malformed_evidence_is_split_normalised_and_unknown_ids_dropped():
    known = {"D8:6", "D9:17", "D11:26", "D30:5"}
    assert normalize_evidence(["D8:6; D9:17"], known) == ("D8:6", "D9:17")
    assert normalize_evidence(["D:11:26", "D30:05", "D", "D99:1"], known) == ("D11:26", "D30:5")


def test_notes_follow_the_protocol_and_adversarial_or_evidence_less_questions_are_left_out(data_file):
    (conv,) = load_conversations(data_file)
    assert conv.turns[0].text == "[1:00 pm on 8 May, 2023] Ann: I adopted a kitten named Pixel yesterday."
    assert conv.turns[1].text.endswith("rebuilding my bike. [shared a photo: a red bicycle in a garage]")
    assert [q.category for q in conv.questions] == [4, 1, 2]
    assert conv.questions[1].evidence == ("D2:5", "D1:2")


def test_recall_is_the_share_of_evidence_in_the_top_k():
    assert recall_at(["D1", "D2", "D3"], ("D2", "D9"), 2) == 0.5
    assert recall_at(["D1", "D2", "D3"], ("D2", "D9"), 1) == 0.0


def test_keyword_only_run_through_the_sqlite_store_finds_the_evidence(data_file, tmp_path):
    result = run_locomo(data_file, store="sqlite", embedding="none", workdir=tmp_path)
    assert result["questions"] == 3 and result["turns"] == 16 and result["refused_turns"] == 0
    assert result["recall"]["r@10"] == 1.0
    # the store saves the turns as a transcript: "What did Ann's kitten open?" now also matches the
    # turn after the kitten's (its context), which bm25 puts first in so small a store
    assert result["recall"]["r@1"] == pytest.approx(1 / 2)
    assert result["recall_by_category"]["multi-hop"]["r@1"] == 0.5
    assert set(result["recall_by_category"]) == {"multi-hop", "temporal", "single-hop"}
