"""One search, for every backend: the vector list and the keyword list, fused and reranked.

A third, usually empty list comes from the keyword index asked for the query's words translated to
the other language (`translation.py`): it finds a note in the other language by its words. When the
vector list crosses languages, a second model re-sorts it before the fusion (`second_opinion.py`;
the list is then read twice as deep).

Each list goes ``candidate_depth(k)`` deep (agentik.memory.ranking). The backend's SearchView gives
the candidates with the use figures the rerank needs; then every candidate's text is read (the
ranking signals of ``search_signals.py`` — the note's language, a question echoing the question, the
speaker — need it) and only the k winners in full; a note another process archived or moved while the
query was embedded is dropped at either read.

The vector side's heavy part (embedding the query, then the backend's scan of every vector) runs in
a helper thread while this thread asks for the keyword list: the embedding engine, the SQLite
store's int8 kernel and SQLite itself release the GIL, so on two cores a search costs the longer of
the two sides, not the sum. The rest of the vector side (the SQLite store's exact rescoring of the
best estimates, ~30 small numpy calls) runs here afterwards: in the helper, each of those calls
waited for the GIL while this thread ran Python, and the vector side took 0.85–1.0 ms instead of
0.35–0.7 ms alone. Doing the vector side in this thread first instead measured slower at 10K notes
(1.89–2.05 vs 1.62–1.91 ms, interleaved): the overlap is worth more than the hand-off (~0.2 ms).
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from ..notes.backend import MemoryBackend, Scope
from ..notes.model import SearchHit, now_ms
from .embedding_jobs import Vectorizer
from .ranking import RankingWeights, candidate_depth, fuse_for_query, search_hits
from .search_signals import traits_of
from .translation import translated_query


class HybridSearch:
    """Runs the searches of one memory; owns the helper thread (started on first need)."""

    def __init__(self, backend: MemoryBackend, vectorizer: Vectorizer, weights: RankingWeights) -> None:
        self.backend = backend
        self.vectorizer = vectorizer
        self.weights = weights
        self._crossed = False
        """The last search's vector list crossed languages: the next one embeds its query for the
        second model while the first model's side runs (in a store that holds both languages, most do)."""
        self._pool: ThreadPoolExecutor | None = None

    def run(self, query: str, k: int, scope: Scope) -> list[SearchHit]:
        """The k best live notes of `scope` for `query`, best first."""
        depth = candidate_depth(k)
        vectorizer = self.vectorizer
        second = vectorizer.second
        with self.backend.searching(scope) as view:
            pending = None
            if vectorizer.embedder is not None:
                vectorizer.before_search(self.backend, view)
                if not view.has_vectors:
                    vectorizer.explain_keyword_only(self.backend)
                else:

                    def vector_side():
                        vector = vectorizer.query(query)
                        return view.scan(vector) if vector is not None else None

                    pending = self._helper().submit(vector_side)
            try:
                keyword = view.keyword_candidates(query, depth, keep_one=pending is None)
                translated = translated_query(query)
                translated_hits = view.keyword_candidates(translated, depth, keep_one=False) if translated else None
                second_query = second.query_vector(query) if second is not None and self._crossed else None
            finally:
                # the helper reads the view: it must be done before the view closes
                scan = pending.result() if pending is not None else None
            vector = view.vector_candidates(scan, second.widen * depth if second else depth) if scan is not None else []
            if not vector and keyword is None and pending is not None:
                # the vectors failed or found nothing: keyword only, with its rarest word at least
                keyword = view.keyword_candidates(query, depth, keep_one=True)
            keyword = keyword or []
            translated_hits = translated_hits or []
            meta = {hit.id: (hit.last_used_at, hit.use_count) for hit in translated_hits}
            meta.update((hit.id, (hit.last_used_at, hit.use_count)) for hit in keyword)
            meta.update((hit.id, (hit.last_used_at, hit.use_count)) for hit in vector)
            # every candidate's text is read (the ranking signals need it), then the winners in full
            texts = view.live_texts(list(meta))
            vector_hits = [(hit.id, hit.similarity) for hit in vector if hit.id in texts]
            traits = traits_of(texts)
            if second is not None:  # the vector list, re-sorted by two models when it crosses languages
                vector_hits, self._crossed = second.resort(query, vector_hits, texts, traits, keep=depth,
                                                           query_vector=second_query)
            ranked = fuse_for_query(query, vector_hits,
                                    [hit.id for hit in keyword if hit.id in texts], meta, self.weights, now_ms(), k,
                                    contents=texts, traits=traits,
                                    translated_hits=[hit.id for hit in translated_hits if hit.id in texts])
            live = view.fetch_live([note_id for note_id, _, _ in ranked])
        return search_hits(ranked, live)

    def _helper(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agentik-vectors")
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None
