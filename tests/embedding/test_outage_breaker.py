"""A remote embedding outage through the real SQLite store: after the first failure no save or search
calls the service until the cool-down ends; the notes saved meanwhile are stored at once, found by
keyword, and embedded when the service answers again. The service is a fake (outages are what fakes
are for); `bench/hardening.py` measures the same against a real refusing/hanging HTTP server."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from stores import sqlite_store
from agentik.embedding import RemoteEmbedder

DIM = 8


class Service:
    """litellm.embedding's signature; `up` switches the outage."""

    def __init__(self) -> None:
        self.up = True
        self.calls = 0

    def __call__(self, **kwargs: Any) -> dict:
        self.calls += 1
        if not self.up:
            raise ConnectionRefusedError("[Errno 111] Connection refused")
        return {"data": [{"index": i, "embedding": [float(len(text) % 7 + 1)] + [0.5] * (DIM - 1)}
                         for i, text in enumerate(kwargs["input"])]}


@pytest.fixture
def setup(tmp_path):
    now = [1000.0]
    service = Service()
    embedder = RemoteEmbedder("text-embedding-3-small", dim=DIM, call=service, sleep=lambda _: None,
                              clock=lambda: now[0], cooldown=30)
    store = sqlite_store(tmp_path / "agentik.db", embedder=embedder)
    store.save("The team uses Slack for chat", "world")
    yield store, service, now
    store.close()


def test_saves_and_searches_during_an_outage_call_the_service_once(setup):
    store, service, now = setup
    service.up = False
    before = service.calls
    notes = [store.save(f"outage fact {i} about the VPN gateway", "world") for i in range(5)]
    hits = [store.search("VPN gateway") for _ in range(3)]
    assert service.calls - before == 1  # the first save's call; then the circuit is open
    assert all(note.embedding_model == "" for note in notes)  # stored at once, waiting for a vector
    assert all(any("VPN" in hit.note.content for hit in found) for found in hits)  # by keyword
    assert store.stats()["waiting_for_embedding"] == 5


def test_notes_saved_during_the_outage_are_embedded_once_the_service_is_back(setup):
    store, service, now = setup
    service.up = False
    for i in range(3):
        store.save(f"outage fact {i}", "world")
    service.up = True
    store.save("still within the cool-down", "world")
    assert store.stats()["waiting_for_embedding"] == 4  # not called yet: the circuit is still open
    now[0] += 31
    store.save("the service is back", "world")  # the probe works, and the catch-up follows it
    assert store.stats()["waiting_for_embedding"] == 0


def test_the_outage_is_reported_once_not_per_call(setup, caplog):
    store, service, now = setup
    service.up = False
    with caplog.at_level(logging.WARNING):
        for i in range(5):
            store.save(f"outage fact {i}", "world")
        for _ in range(3):
            store.search("outage fact")
    lines = [record for record in caplog.records if record.levelno >= logging.WARNING]
    assert len(lines) <= 2, [record.getMessage() for record in lines]  # one for saves, one for search
