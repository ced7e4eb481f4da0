"""The optional semantic sidecar of the markdown store: a cache of passage vectors, never a second truth.

When an embedder is configured, the store also ranks notes by cosine similarity and fuses that list
with the keyword list (agentik.memory.ranking, as the SQLite backend does). The vectors live in
`memory/.vectors/<model>.npz`, keyed by a hash of the note's text only — not by id — so:

- the §-files stay the single source of truth: a note edited by hand simply misses the cache and is
  embedded on the next search; deleting the folder loses nothing but time;
- a vector can never belong to stale text, whatever another process or an editor did meanwhile.

Saves embed their new notes right away (outside the file lock), so searches rarely embed anything.
The cache file is replaced atomically under the folder lock, after merging what other processes
added meanwhile. When the model is down, saves still succeed and search falls
back to keywords with a warning (the same rule as the SQLite backend).
"""

from __future__ import annotations

import hashlib
import io
import logging
import re
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

import numpy as np

from ...embedding.base import checked_vectors
from ...errors import EmbeddingCircuitOpen, EmbeddingError
from .files import FolderLock, Signature, atomic_write_bytes, read_bytes

if TYPE_CHECKING:
    from ...embedding.base import Embedder
    from ...memory.model import MemoryNote

log = logging.getLogger(__name__)

FOLDER = ".vectors"


PASSAGE_RETRY_SECONDS = 60.0
"""After a failed passage embedding, searches use only cached vectors for this long."""


def text_key(text: str) -> str:
    """The cache key of a note's text."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()


class VectorSidecar:
    """Passage vectors of note texts for one embedding model, cached on disk."""

    def __init__(self, folder: Path, embedder: "Embedder", *, lock: "FolderLock") -> None:
        self.embedder = embedder
        self.folder_lock = lock
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", embedder.name)
        self.path = folder / FOLDER / f"{safe}-{embedder.dim}.npz"
        self._vectors: dict[str, np.ndarray] = {}
        self._signature: Signature | None = None
        self._lock = threading.Lock()
        self._embed_retry_at = 0.0

    # ------------------------------------------------------------ cache file

    def _load(self) -> None:
        signature = Signature.of(self.path)
        if signature == self._signature:
            return
        self._signature = signature
        raw = read_bytes(self.path)
        if not raw:
            return
        try:
            with np.load(io.BytesIO(raw), allow_pickle=False) as data:
                keys, matrix = data["keys"], data["vectors"]
        except (OSError, ValueError, KeyError) as exc:
            log.warning("ignoring the unreadable vector cache %s (%s); notes will be embedded again", self.path, exc)
            return
        if matrix.ndim == 2 and matrix.shape == (len(keys), self.embedder.dim):
            for key, row in zip(keys.tolist(), matrix):
                self._vectors.setdefault(key, row)

    def _persist(self, live_keys: set[str]) -> None:
        """Merge what other processes cached meanwhile, prune to `live_keys`, replace the file (under
        the folder lock, so writers never interleave and stale temp files can be cleaned)."""
        with self.folder_lock:
            self._load()
            self._write({key: row for key, row in self._vectors.items() if key in live_keys})

    def _write(self, vectors: dict[str, np.ndarray]) -> None:
        self._vectors = vectors
        keys = list(self._vectors)
        matrix = np.stack([self._vectors[k] for k in keys]) if keys else np.zeros((0, self.embedder.dim), np.float32)
        buffer = io.BytesIO()
        np.savez(buffer, keys=np.array(keys, dtype="U32"), vectors=matrix.astype(np.float32))
        atomic_write_bytes(self.path, buffer.getvalue())
        self._signature = Signature.of(self.path)

    # ------------------------------------------------------------ embedding

    def ensure(self, texts: Sequence[str], *, live_texts: Sequence[str]) -> None:
        """Embed the texts missing from the cache (one batch) and persist the cache, pruned to
        `live_texts` (every live note's text). Raises EmbeddingError when the model is down
        (EmbeddingUnavailable) or answers garbage."""
        with self._lock:
            self._load()
            missing = list(dict.fromkeys(t for t in texts if text_key(t) not in self._vectors))
            if not missing:
                return
            vectors = checked_vectors(self.embedder, self.embedder.embed_batch(missing, kind="passage"), len(missing))
            for text, row in zip(missing, vectors):
                self._vectors[text_key(text)] = row
            self._persist({text_key(t) for t in live_texts} | {text_key(t) for t in missing})

    def missing(self, texts: Sequence[str]) -> list[str]:
        """The distinct texts that have no cached vector yet."""
        with self._lock:
            self._load()
            return list(dict.fromkeys(t for t in texts if text_key(t) not in self._vectors))

    def embed_saved(self, notes: Sequence["MemoryNote"], live_texts: Sequence[str]) -> None:
        """After a save: embed the new notes now; an outage only logs (search embeds them later)."""
        try:
            self.ensure([n.content for n in notes], live_texts=live_texts)
        except EmbeddingCircuitOpen:  # the failure that opened the circuit was reported already
            return
        except EmbeddingError as exc:  # down, or answering garbage
            log.warning("embeddings unavailable; %d note(s) will be embedded at the next search: %s", len(notes), exc)

    def search(
        self, query: str, notes: Sequence["MemoryNote"], limit: int, *, live_texts: Sequence[str]
    ) -> list[tuple[str, float]]:
        """(id, cosine) of the `limit` notes (of `notes`) most similar to the query, best first;
        notes with no positive similarity are left out (as the SQLite backend does).
        Raises EmbeddingError when the model cannot embed the query or missing notes, or answers garbage."""
        if not notes:
            return []
        texts = [n.content for n in notes]
        if time.monotonic() >= self._embed_retry_at:
            try:
                self.ensure(texts, live_texts=live_texts)
            except EmbeddingError:
                # passages get full retries and timeouts; during an outage searches must not pay
                # them again and again: compare the cached notes only, and retry later
                self._embed_retry_at = time.monotonic() + PASSAGE_RETRY_SECONDS
                raise
        query_vector = checked_vectors(self.embedder, self.embedder.embed_batch([query], kind="query"), 1)[0]
        with self._lock:
            self._load()
            cached = [(note, self._vectors.get(text_key(note.content))) for note in notes]
        cached = [(note, vector) for note, vector in cached if vector is not None]
        if not cached:
            return []
        scores = np.stack([vector for _, vector in cached]) @ query_vector
        order = np.argsort(-scores, kind="stable")[:limit]
        return [(cached[i][0].id, float(scores[i])) for i in order if scores[i] > 0.0]


__all__ = ["VectorSidecar", "text_key"]
