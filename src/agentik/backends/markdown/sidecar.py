"""The optional semantic sidecar of the markdown store: a cache of passage vectors, never a second truth.

When the memory has an embedding model, search also ranks notes by cosine similarity and fuses that list
with the keyword list (agentik.memory.ranking, as the SQLite backend does). The vectors live in
`memory/.vectors/<model>.npz`, keyed by a hash of the note's text only — not by id — so:

- the §-files stay the single source of truth: a note edited by hand simply misses the cache and is
  embedded on the next search; deleting the folder loses nothing but time;
- a vector can never belong to stale text, whatever another process or an editor did meanwhile.

The memory core embeds; the sidecar only keeps what it is given. Saves hand over their new notes'
vectors, so searches rarely embed anything; a search view lists the notes it finds without one
(`MarkdownSearchView.unembedded`). The cache file is replaced atomically under the folder lock,
after merging what other processes added meanwhile.
"""

from __future__ import annotations

import hashlib
import io
import logging
import re
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

import numpy as np

from ...files import FolderLock, Signature, atomic_write_bytes, read_bytes
from ...notes.backend import VectorSpace

if TYPE_CHECKING:
    from ...notes.model import MemoryNote

log = logging.getLogger(__name__)

FOLDER = ".vectors"


def text_key(text: str) -> str:
    """The cache key of a note's text."""
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()


class VectorSidecar:
    """Passage vectors of note texts for one embedding model, cached on disk."""

    def __init__(self, folder: Path, space: VectorSpace, *, lock: "FolderLock") -> None:
        self.space = space
        self.folder_lock = lock
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", space.model)
        self.path = folder / FOLDER / f"{safe}-{space.dim}.npz"
        self._vectors: dict[str, np.ndarray] = {}
        self._signature: Signature | None = None
        self._lock = threading.Lock()

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
        if matrix.ndim == 2 and matrix.shape == (len(keys), self.space.dim):
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
        matrix = np.stack([self._vectors[k] for k in keys]) if keys else np.zeros((0, self.space.dim), np.float32)
        buffer = io.BytesIO()
        np.savez(buffer, keys=np.array(keys, dtype="U32"), vectors=matrix.astype(np.float32))
        atomic_write_bytes(self.path, buffer.getvalue())
        self._signature = Signature.of(self.path)

    # ------------------------------------------------------------ vectors in and out

    def put(self, texts: Sequence[str], vectors: np.ndarray, *, live_texts: Sequence[str]) -> int:
        """Cache the vectors of `texts` (made by the memory core) and persist the cache, pruned to
        `live_texts` (every live note's text) plus these; returns how many were new."""
        with self._lock:
            self._load()
            added = 0
            for text, row in zip(texts, vectors):
                key = text_key(text)
                added += key not in self._vectors
                self._vectors[key] = np.asarray(row, dtype=np.float32)
            self._persist({text_key(t) for t in live_texts} | {text_key(t) for t in texts})
            return added

    def missing(self, texts: Sequence[str]) -> list[str]:
        """The distinct texts that have no cached vector yet."""
        with self._lock:
            self._load()
            return list(dict.fromkeys(t for t in texts if text_key(t) not in self._vectors))

    def vectors_of(self, notes: Sequence["MemoryNote"]) -> dict[str, np.ndarray]:
        """The cached vectors of these notes' texts, by note id (notes without one left out)."""
        with self._lock:
            self._load()
            cached = {note.id: self._vectors.get(text_key(note.body)) for note in notes}
        return {note_id: vector for note_id, vector in cached.items() if vector is not None}

    def similarities(self, query_vector: np.ndarray, notes: Sequence["MemoryNote"]) -> list[tuple[str, float]]:
        """(id, cosine) of the notes (of `notes`) that have a cached vector, most similar first."""
        with self._lock:
            self._load()
            cached = [(note, self._vectors.get(text_key(note.body))) for note in notes]
        cached = [(note, vector) for note, vector in cached if vector is not None]
        if not cached:
            return []
        scores = np.stack([vector for _, vector in cached]) @ query_vector
        order = np.argsort(-scores, kind="stable")
        return [(cached[i][0].id, float(scores[i])) for i in order]


__all__ = ["VectorSidecar", "text_key"]
