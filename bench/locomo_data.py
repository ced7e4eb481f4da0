"""Reading a LoCoMo-format file into notes and questions (the protocol of the data's README).

One note per dialogue turn, ``[<session date>] <speaker>: <text>`` plus `` [shared a photo:
<caption>]`` when the turn has one; questions of categories 1–4 only (5 is adversarial: no answer);
malformed evidence ids ("D8:6; D9:17", "D:11:26", "D30:05") are split and normalised, ids that
name no turn are dropped, and a question left with no evidence is skipped.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
_SESSION = re.compile(r"session_(\d+)$")
_EVIDENCE = re.compile(r"D\s*:?\s*(\d+)\s*:\s*(\d+)")


@dataclass(frozen=True)
class Turn:
    dia_id: str
    text: str
    """The note's content."""


@dataclass(frozen=True)
class Question:
    question: str
    category: int
    evidence: tuple[str, ...]


@dataclass(frozen=True)
class Conversation:
    sample_id: str
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]


def normalize_evidence(raw: list[str], known: set[str]) -> tuple[str, ...]:
    """Every well-formed, existing dia_id in `raw`, in order, without repeats ("D30:05" → "D30:5")."""
    found: dict[str, None] = {}
    for entry in raw:
        for match in _EVIDENCE.finditer(str(entry)):
            dia_id = f"D{int(match.group(1))}:{int(match.group(2))}"
            if dia_id in known:
                found.setdefault(dia_id, None)
    return tuple(found)


def turn_text(date: str, turn: dict) -> str:
    text = f"[{date}] {turn['speaker']}: {turn['text']}"
    caption = turn.get("blip_caption")
    if caption:
        text += f" [shared a photo: {caption}]"
    return text


def load_conversations(path: Path | str) -> list[Conversation]:
    """Parse a LoCoMo-format JSON file (a list of conversations)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    conversations = []
    for index, item in enumerate(data):
        conv = item["conversation"]
        sessions = sorted(
            (int(m.group(1)), key) for key in conv if (m := _SESSION.match(key)) and isinstance(conv[key], list)
        )
        turns = []
        for number, key in sessions:
            date = conv.get(f"session_{number}_date_time", "")
            turns += [Turn(dia_id=t["dia_id"], text=turn_text(date, t)) for t in conv[key]]
        known = {t.dia_id for t in turns}
        questions = []
        for qa in item.get("qa", []):
            category = int(qa.get("category", 0))
            if category not in CATEGORIES:
                continue
            evidence = normalize_evidence(qa.get("evidence") or [], known)
            if evidence:
                questions.append(Question(str(qa["question"]), category, evidence))
        conversations.append(
            Conversation(str(item.get("sample_id") or f"conv-{index}"), tuple(turns), tuple(questions))
        )
    return conversations


def recall_at(found: list[str], evidence: tuple[str, ...], k: int) -> float:
    """Share of the evidence turns among the first k found."""
    top = set(found[:k])
    return sum(1 for e in evidence if e in top) / len(evidence)
