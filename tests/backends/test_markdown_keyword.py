"""The markdown store's keyword search: Russian and English morphology, at least as good as trigrams."""

from __future__ import annotations

from agentik.backends.markdown.keyword import KeywordIndex, query_tokens, tokens
from stores import markdown_store

# (note, a query that shares no exact word form with it)
INFLECTED = [
    ("Пользователь живёт в Москве", "москва"),
    ("Мы деплоим сервис через k3s", "деплой сервиса"),
    ("У него две кошки", "кошка"),
    ("Работает программистом в банке", "работа программиста"),
    ("Любит зелёный чай", "зеленого чая"),
    ("Дочь учится в университете", "университет"),
    ("Встреча с командой по вторникам", "встречи команды"),
    ("Предпочитает короткие ответы", "короткий ответ"),
    ("Сломался ноутбук, заказал новый", "ноутбуки"),
    ("Жена работает врачом", "жены"),
    ("Играет на гитаре по вечерам", "гитара"),
    ("Живёт рядом с парком", "парки"),
    ("Boss prefers weekly reports", "report"),
    ("She is running a marathon", "runs marathons"),
    ("Собака по кличке Рекс", "собаки"),
    ("Ездит на работу на велосипеде", "велосипед"),
    ("Путешествовал в Японию в 2023", "путешествие в японии"),
]


def test_stems_fold_case_yo_and_keep_identifiers():
    assert tokens("Ёлки в Москве, Gradle 9.4.1 и k3s") == ["елк", "в", "москв", "gradl", "9.4.1", "и", "k3s"]
    assert query_tokens("Где живёт пользователь?") == ["живет", "пользовател"]
    assert query_tokens("what is it") == ["what", "is", "it"]  # only stopwords: keep them


def test_prefix_relation_matches_at_half_weight():
    index = KeywordIndex.build([("a", "Мы деплоим на kubernetes"), ("b", "деплой")])
    assert [doc for doc, _ in index.search("деплой")] == ["b", "a"]
    assert [doc for doc, _ in index.search("kube")] == ["a"]
    assert index.search("деп") == []  # too short to match by prefix


def test_every_inflected_query_finds_its_note(tmp_path):
    store = markdown_store(tmp_path)
    for content, _ in INFLECTED:
        store.save(content, "world")
    misses = [query for content, query in INFLECTED
              if content not in [hit.note.content for hit in store.search(query, k=3)]]
    assert misses == []


def test_better_than_the_trigram_index(tmp_path):
    from stores import sqlite_store

    markdown = markdown_store(tmp_path / "md")
    trigram = sqlite_store(tmp_path / "kw.db", embedder=None)  # keyword (FTS5 trigram) only
    for content, _ in INFLECTED:
        markdown.save(content, "world")
        trigram.save(content, "world")

    def found(store) -> int:
        return sum(content in [h.note.content for h in store.search(query, k=3)] for content, query in INFLECTED)

    assert found(markdown) == len(INFLECTED) > found(trigram)
    trigram.close()


def test_the_keyword_index_follows_edits_but_survives_bumps(tmp_path):
    from stores import markdown_store

    store = markdown_store(tmp_path / "memory")
    note = store.save("We deploy with nomad", "world")
    store.save("Lunch is at noon", "world")
    assert [hit.note.id for hit in store.search("nomad", k=2)][:1] == [note.id]
    cached = store.backend._index_cache["index"]
    store.bump([note.id])  # rewrites the file, same text: the index is reused
    store.search("nomad", k=2)
    assert store.backend._index_cache["index"] is cached
    store.update(note.id, content="We deploy with kubernetes")  # new text: a new index
    assert [hit.note.id for hit in store.search("kubernetes", k=2)][:1] == [note.id]
    assert all(hit.keyword_rank is None for hit in store.search("nomad", k=2))
