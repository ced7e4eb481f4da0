"""When notes get their vectors, for every backend: at save time, after an outage, on a model change.

A save never fails because embeddings are down: `Vectorizer.passages` turns EmbeddingError (down, or
garbage) into None with a warning, and the backend stores the notes without a vector. Such notes
are found by keyword meanwhile, and get their vector

- automatically, ``CATCH_UP_BATCH`` at a time, after the next save whose embedding works (`catch_up`).
  The store is asked only while this process may have left notes waiting (an embedding failed here
  since it last found none, or it has not looked yet) or ``CATCH_UP_CHECK_SECONDS`` after it last
  found none (another process's outage): not on every save, which cost a query each;
- before a search, when the backend's view lists notes it found without one (hand-edited markdown
  files), unless a passage embedding failed less than ``PASSAGE_RETRY_SECONDS`` ago;
- all at once with `reindex` (``agentik memory reindex``), which also re-embeds notes of another
  model or width.

Backends store a vector only while the note still holds the text it was made from, so a note edited
meanwhile is never given the vector of its old text.
"""

from __future__ import annotations

import logging
import time
from typing import Callable, Sequence

import numpy as np

from ..embedding.base import Embedder, checked_vectors
from ..errors import EmbeddingCircuitOpen, EmbeddingError, EmbeddingUnavailable, StoreUnavailable
from ..notes.backend import MemoryBackend, SearchView, VectorSpace
from .second_opinion import SecondOpinion

log = logging.getLogger(__name__)

CATCH_UP_BATCH = 16
"""Notes left without a vector that one successful save embeds on the side."""

REINDEX_BATCH = 64
"""Notes per embed_batch call in reindex."""

CATCH_UP_CHECK_SECONDS = 60.0
"""After a catch-up found no note waiting, how long saves skip asking again (unless an embedding fails
here meanwhile): notes another process stored during its outage wait at most this long for ours."""

PASSAGE_RETRY_SECONDS = 60.0
"""After a failed passage embedding before a search, searches use the vectors they have for this long."""


class Vectorizer:
    """One memory's embedding policy over its embedder (None: keyword-only memory)."""

    def __init__(self, embedder: Embedder | None, second: SecondOpinion | None = None) -> None:
        self.embedder = usable(embedder)
        self.second = second if self.embedder is not None else None
        """The second model a cross-language search asks (agentik.memory.second_opinion); saves warm
        its cache with the notes' texts."""
        self.space = vector_space(self.embedder)
        self._retry_at = 0.0
        self._explained = False
        self._maybe_waiting = True
        """An embedding failed here since the last catch-up that found nothing (or none ran yet)."""
        self._check_at = 0.0

    def close(self) -> None:
        """Close both models' caches (what they hold pending is written; agentik.embedding.disk_cache)."""
        if self.embedder is not None:
            self.embedder.close()
        if self.second is not None:
            self.second.close()

    def passages(self, texts: Sequence[str], contents: Sequence[str] = ()) -> np.ndarray | None:
        """Vectors of `texts` as a (n, dim) float32 matrix, or None when there is no embedder or it is down.
        `contents` (the notes' texts as a search reads them) go to the second model's cache, if any."""
        if self.embedder is None or not texts:
            return None
        if contents and self.second is not None:
            self.second.warm(contents)
        try:
            return self._embed(texts)
        except EmbeddingCircuitOpen:  # the failure that opened the circuit was reported already
            self._maybe_waiting = True
            return None
        except EmbeddingError as exc:  # down, or answering garbage: the notes wait for a vector
            self._maybe_waiting = True
            log.warning("embeddings unavailable; %d note(s) stored without a vector, to be embedded later: %s",
                        len(texts), exc)
            return None

    def query(self, text: str) -> np.ndarray | None:
        """The query's vector, or None when the model is down (the search then goes by keyword only).
        Runs in the search's helper thread: it must take no store lock."""
        assert self.embedder is not None
        try:
            return checked_vectors(self.embedder, self.embedder.embed_batch([text], kind="query"), 1)[0]
        except EmbeddingCircuitOpen:  # reported when it opened
            return None
        except EmbeddingError as exc:
            log.warning("query embedding unavailable, searching by keyword only: %s", exc)
            return None

    def catch_up(self, backend: MemoryBackend) -> None:
        """Embed a few notes still waiting for a vector. The save before it has committed, so a failure
        here is logged and left for the next save or `reindex`, never reported as the save's."""
        if self.embedder is None or (not self._maybe_waiting and time.monotonic() < self._check_at):
            return
        try:
            rows = backend.waiting_for_vectors(CATCH_UP_BATCH)
            self._maybe_waiting = False
            if rows:
                vectors = self.passages([content for _, content in rows])
                if vectors is not None:
                    backend.store_vectors(rows, vectors)
                if vectors is None or len(rows) >= CATCH_UP_BATCH:
                    self._maybe_waiting = True  # more may wait: ask again after the next save
                    return
            self._check_at = time.monotonic() + CATCH_UP_CHECK_SECONDS
        except StoreUnavailable as exc:
            self._maybe_waiting = True
            log.warning("catching up on notes waiting for a vector failed; left for later: %s", exc)

    def before_search(self, backend: MemoryBackend, view: SearchView) -> None:
        """Embed what the view found without a vector, unless a passage embedding failed lately
        (an outage must not cost every search its retries and timeouts)."""
        if self.embedder is None or time.monotonic() < self._retry_at:
            return
        rows = view.unembedded()
        if not rows:
            return
        try:
            vectors = self._embed([content for _, content in rows])
        except EmbeddingCircuitOpen:
            self._retry_at = time.monotonic() + PASSAGE_RETRY_SECONDS
            return
        except EmbeddingError as exc:
            self._retry_at = time.monotonic() + PASSAGE_RETRY_SECONDS
            log.warning("embeddings unavailable; searching by keywords and the vectors at hand: %s", exc)
            return
        backend.store_vectors(rows, vectors)

    def explain_keyword_only(self, backend: MemoryBackend) -> None:
        """Say once, when a search finds no vector at all, why it goes by keyword while notes wait."""
        if self._explained or self.embedder is None:
            return
        self._explained = True
        if backend.stats().get("waiting_for_embedding"):  # without a vector, or of another model
            log.warning("no note has a vector of %s yet (they wait, or hold another model's): searching by "
                        "keyword; `agentik memory reindex` embeds them", self.embedder.name)

    def reindex(self, backend: MemoryBackend, *, progress: Callable[[int, int], None] | None = None) -> int:
        """Embed every note whose vector is missing or of another model; returns how many got one.

        Each batch is stored on its own, so an outage midway (EmbeddingUnavailable, raised) keeps the
        batches already done; running it again continues where it stopped.
        """
        if self.embedder is None:
            if progress:
                progress(0, 0)
            return 0
        ids = backend.stale_vector_ids()
        total, done, embedded = len(ids), 0, 0
        if progress:
            progress(0, total)
        for start in range(0, total, REINDEX_BATCH):
            chunk = ids[start : start + REINDEX_BATCH]
            rows = backend.texts(chunk)
            if rows:
                embedded += backend.store_vectors(rows, self._embed([content for _, content in rows]))
            done += len(chunk)
            if progress:
                progress(done, total)
        return embedded

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        assert self.embedder is not None
        return checked_vectors(self.embedder, self.embedder.embed_batch(list(texts), kind="passage"), len(texts))


def usable(embedder: Embedder | None) -> Embedder | None:
    """The embedder, or None when its width cannot be known now (a remote model that must be asked,
    and is down): the memory then works by keyword, and its notes are embedded by a later `reindex`."""
    if embedder is None:
        return None
    try:
        embedder.dim
    except EmbeddingUnavailable as exc:
        log.warning("embedding model %s unavailable (%s); searching by keyword only", embedder.name, exc)
        return None
    return embedder


def vector_space(embedder: Embedder | None) -> VectorSpace | None:
    """The space of a usable embedder's vectors (None: keyword-only memory)."""
    return VectorSpace(embedder.name, embedder.dim) if embedder is not None else None
