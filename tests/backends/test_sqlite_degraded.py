"""The SQLite store when embeddings are missing or down: notes without vectors stay findable, a model
that cannot even say its width does not stop the store from opening, a bad AGENTIK_HOME is one line."""

import pytest

from stores import sqlite_store
from agentik.embedding.fake import HashEmbedder
from agentik.errors import EmbeddingUnavailable, StoreUnavailable
from agentik.app import open_memory


def test_notes_saved_during_an_outage_are_found_by_keyword_among_many(tmp_path):
    embedder = HashEmbedder()
    with sqlite_store(tmp_path / "agentik.db", embedder=embedder) as store:
        for i in range(3):
            store.save(f"Garden note {i} about tomatoes", "world")
        embedder.available = False
        for i in range(20):
            store.save(f"Outage note {i} about the weather", "world")
        store.save("The staging cluster runs kubernetes", "world")
        store.save("Production runs kubernetes too", "world")
        embedder.available = True
        found = {hit.note.content for hit in store.search("kubernetes", k=5)}
        assert found == {"The staging cluster runs kubernetes", "Production runs kubernetes too"}


class WidthUnknownWhileDown(HashEmbedder):
    """A remote model whose width is learnt by asking it, while it is down."""

    @property
    def dim(self):
        raise EmbeddingUnavailable("the embedding service is down")

    @dim.setter
    def dim(self, value):
        self._dim = value


def test_a_model_down_at_open_leaves_a_keyword_store_that_loses_nothing(tmp_path):
    with sqlite_store(tmp_path / "agentik.db", embedder=WidthUnknownWhileDown()) as store:
        note = store.save("We deploy with k3s", "world")
        assert [hit.note.id for hit in store.search("k3s", k=3)] == [note.id]
    with sqlite_store(tmp_path / "agentik.db", embedder=HashEmbedder()) as store:
        assert store.reindex() == 1
        assert store.get(note.id).embedding_model == HashEmbedder().name


def test_an_unusable_home_is_a_one_line_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StoreUnavailable) as info:
        open_memory(home=str(blocker / "home"), embedding_backend="none")
    assert "AGENTIK_HOME" in str(info.value) and "\n" not in str(info.value)
