"""The chroma side of bench/ann_chroma.py, run by the chroma venv's python (never agentik's).

    bench/.venv-chroma/bin/python -I bench/ann_chroma_worker.py FOLDER CONVERSATION CATEGORY

(-I: isolated, so bench/http.py does not shadow the standard library's http.)

FOLDER holds what the driver wrote: vectors.npy (float32, unit rows), conversations.npy and
categories.npy (one string per vector; "" = a global note), queries.npy. The collection is built
once (cosine HNSW, chroma's defaults) in FOLDER/chroma and reused while FOLDER/chroma/built.json
says it holds these vectors. Then it answers one JSON line per JSON line on stdin,
{"q": query index, "scope": "unfiltered" | "broad" | "selective", "k": depth}, with
{"ids": [...], "wall_ms": ..., "cpu_ms": ...}: the time of the query call alone.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np


def collection_of(folder: Path):
    import chromadb
    from chromadb.config import Settings

    vectors = np.load(folder / "vectors.npy", mmap_mode="r")
    digest = hashlib.blake2b(np.ascontiguousarray(vectors[:: max(1, len(vectors) // 1000)]).tobytes(),
                             digest_size=8).hexdigest() + f"-{len(vectors)}"
    client = chromadb.PersistentClient(path=str(folder / "chroma"), settings=Settings(anonymized_telemetry=False))
    marker = folder / "chroma" / "built.json"
    if marker.exists() and json.loads(marker.read_text()).get("digest") == digest:
        return client.get_collection("notes", embedding_function=None), json.loads(marker.read_text())
    for existing in client.list_collections():
        client.delete_collection(existing.name if hasattr(existing, "name") else existing)
    collection = client.create_collection("notes", metadata={"hnsw:space": "cosine"}, embedding_function=None)
    conversations = np.load(folder / "conversations.npy")
    categories = np.load(folder / "categories.npy")
    batch = min(5000, client.get_max_batch_size())
    started, cpu = time.perf_counter(), time.process_time()
    for start in range(0, len(vectors), batch):
        end = min(start + batch, len(vectors))
        collection.add(ids=[f"n{i:07d}" for i in range(start, end)], embeddings=np.asarray(vectors[start:end]),
                       metadatas=[{"conv": str(conversations[i]), "cat": str(categories[i])}
                                  for i in range(start, end)])
        print(f"chroma: added {end:,}", file=sys.stderr, flush=True)
    info = {"digest": digest, "build_s": time.perf_counter() - started, "build_cpu_s": time.process_time() - cpu,
            "chromadb": chromadb.__version__}
    marker.write_text(json.dumps(info))
    return collection, info


def where(scope: str, conversation: str, category: str):
    if scope == "selective":  # a conversation's notes and the global ones, like agentik's Scope(conversation_id=...)
        return {"conv": {"$in": [conversation, ""]}}
    if scope == "broad":
        return {"cat": category}
    return None


def main() -> int:
    folder = Path(sys.argv[1])
    conversation, category = sys.argv[2], sys.argv[3]
    collection, info = collection_of(folder)
    queries = np.load(folder / "queries.npy")
    collection.query(query_embeddings=[queries[0]], n_results=10, include=[])  # warm
    print(json.dumps({"ready": True, **info}), flush=True)
    for line in sys.stdin:
        ask = json.loads(line)
        query = queries[ask["q"]]
        filters = where(ask["scope"], conversation, category)
        started, cpu = time.perf_counter(), time.process_time()
        found = collection.query(query_embeddings=[query], n_results=ask["k"], where=filters, include=[])
        wall, cpu = (time.perf_counter() - started) * 1000, (time.process_time() - cpu) * 1000
        print(json.dumps({"ids": found["ids"][0], "wall_ms": wall, "cpu_ms": cpu}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
