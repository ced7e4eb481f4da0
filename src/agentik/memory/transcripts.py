"""Importing a conversation's transcript: one note per turn, each found also by the turn before it.

`agentik memory import chat.json` (or `.txt`) reads one of:

- a LoCoMo-shaped file: a conversation object, or a list of them, whose ``conversation`` holds
  ``session_<n>`` lists of turns ``{"speaker", "text", "blip_caption"?}`` and their
  ``session_<n>_date_time``;
- a chat log as JSON: a list of messages, or ``{"messages": [...]}``, each with a speaker
  (``speaker``, ``name`` or ``role``), its text (``text`` or ``content``) and optionally a date
  (``date``, ``time`` or ``timestamp``);
- a plain-text chat log: one ``Speaker: text`` line per turn (a line without a speaker continues the
  turn before it).

Each turn becomes the note ``[<date>] <speaker>: <text>`` (no brackets without a date), saved with
`Memory.save_transcript`: the turn before it is kept as its search-only context. A turn the guard
refuses is reported and left out; the others are saved.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InvalidInput, RefusedContent
from ..notes.model import MemoryCategory
from .intake import prepare

TRANSCRIPT_SUFFIXES = (".json", ".txt")
_SESSION = re.compile(r"session_(\d+)$")
_LINE = re.compile(r"^\s*([^\s:][^:]{0,40}):\s+(.*)$")


@dataclass(frozen=True)
class Transcript:
    """One conversation's turns, in order, as note texts."""

    name: str
    turns: tuple[str, ...]


def turn_text(speaker: str, text: str, date: str = "", caption: str = "") -> str:
    """The note of one turn: ``[date] Speaker: text`` plus `` [shared a photo: caption]``."""
    line = f"{speaker.strip()}: {text.strip()}" if speaker.strip() else text.strip()
    if caption:
        line += f" [shared a photo: {caption.strip()}]"
    return f"[{date.strip()}] {line}" if date.strip() else line


def read_transcripts(path: Path) -> list[Transcript]:
    """The conversations of a .json or .txt transcript; InvalidInput when it is neither shape."""
    raw = path.read_text(encoding="utf-8-sig")
    if path.suffix.lower() == ".txt":
        return [_text_log(path.stem, raw)]
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise InvalidInput(f"{path.name} is not valid JSON ({exc.msg} at line {exc.lineno}); give a chat log "
                           "or a LoCoMo-shaped conversation") from None
    items = data if isinstance(data, list) else [data]
    if items and all(isinstance(item, dict) and isinstance(item.get("conversation"), dict) for item in items):
        return [_locomo(item, f"{path.stem}-{index}") for index, item in enumerate(items)]
    messages = data.get("messages") if isinstance(data, dict) else data
    if isinstance(messages, list) and messages and all(isinstance(m, dict) for m in messages):
        return [Transcript(path.stem, tuple(_message(m, path.name, i) for i, m in enumerate(messages)))]
    raise InvalidInput(f"{path.name} is neither a chat log (a list of messages with a speaker and a text) nor a "
                       "LoCoMo-shaped conversation; see `agentik memory import --help`")


def _locomo(item: dict, fallback: str) -> Transcript:
    conversation = item["conversation"]
    sessions = sorted((int(match.group(1)), key) for key in conversation
                      if (match := _SESSION.match(key)) and isinstance(conversation[key], list))
    turns = []
    for number, key in sessions:
        date = str(conversation.get(f"session_{number}_date_time") or "")
        for turn in conversation[key]:
            if isinstance(turn, dict) and str(turn.get("text") or "").strip():
                turns.append(turn_text(str(turn.get("speaker") or ""), str(turn["text"]), date,
                                       str(turn.get("blip_caption") or "")))
    return Transcript(str(item.get("sample_id") or fallback), tuple(turns))


def _message(message: dict[str, Any], where: str, index: int) -> str:
    text = message.get("text", message.get("content"))
    if not isinstance(text, str) or not text.strip():
        raise InvalidInput(f"{where}: message {index + 1} has no text (give 'text' or 'content')")
    speaker = message.get("speaker") or message.get("name") or message.get("role") or ""
    date = message.get("date") or message.get("time") or message.get("timestamp") or ""
    return turn_text(str(speaker), text, str(date))


def _text_log(name: str, raw: str) -> Transcript:
    turns: list[str] = []
    for line in raw.splitlines():
        if not line.strip():
            continue
        match = _LINE.match(line)
        if match or not turns:
            turns.append(turn_text(*match.groups()) if match else line.strip())
        else:
            turns[-1] += "\n" + line.strip()
    return Transcript(name, tuple(turns))


def usable_turns(turns: tuple[str, ...], category: MemoryCategory) -> tuple[list[str], list[tuple[int, Exception]]]:
    """The turns that can be saved, and (index, error) of those that cannot (refused, malformed)."""
    kept: list[str] = []
    refused: list[tuple[int, Exception]] = []
    for index, turn in enumerate(turns):
        try:
            prepare(turn, category)
        except (RefusedContent, InvalidInput) as exc:
            refused.append((index, exc))
            continue
        kept.append(turn)
    return kept, refused


__all__ = ["Transcript", "read_transcripts", "turn_text", "usable_turns", "TRANSCRIPT_SUFFIXES"]
