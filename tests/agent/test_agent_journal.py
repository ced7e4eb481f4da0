"""The memory journal: each change the agent's tools or review make is listed once, and /undo reverts it."""

import pytest

from agentik.agent.chat import ChatAgent
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.agent.journal import ActionKind, JournaledStore, MemoryJournal, preview
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.errors import NoteNotFound
from agentik.notes.model import Source


@pytest.fixture
def journaled(agent_store):
    journal = MemoryJournal()
    return JournaledStore(agent_store, journal), journal


def test_each_change_is_listed_once_and_a_duplicate_save_is_no_change(journaled, agent_store):
    store, journal = journaled
    saved = store.save("The user lives in Berlin", "user")
    again = store.save("The user lives in Berlin", "user")
    assert again.id == saved.id
    edited = store.update(saved.id, content="The user lives in Hamburg")
    store.archive([saved.id])
    store.archive([saved.id])  # already archived: no change
    store.delete(saved.id)
    kinds = [action.kind for action in journal.unseen()]
    assert kinds == [ActionKind.SAVED, ActionKind.EDITED, ActionKind.ARCHIVED, ActionKind.DELETED]
    assert journal.unseen() == []  # shown once
    assert [a.note.content for a in journal.actions()][:2] == ["The user lives in Berlin", edited.content]
    assert agent_store.count(archived=None) == 0


def test_the_line_shows_the_id_and_the_first_60_characters(journaled):
    store, journal = journaled
    note = store.save("The user deploys every service with k3s on three Hetzner boxes in Falkenstein", "world")
    (action,) = journal.unseen()
    assert action.line() == f'[saved: {note.id} "The user deploys every service with k3s on three Hetzner box…"]'
    assert preview("short\n  text") == "short text"


def test_undo_reverts_the_last_change_first(journaled, agent_store):
    store, journal = journaled
    kept = store.save("The user likes green tea", "preference")
    edited = store.save("The user is called Ada", "user")
    store.update(edited.id, content="The user is called Grace", category="world")
    doomed = store.save("The user has a cat called Murka", "user", conversation_id="conv-1")
    store.delete(doomed.id)
    archived = store.save("The user works at ACME", "world")
    store.archive([archived.id])
    fresh = store.save("The user plays chess", "user")

    assert journal.undo(agent_store).kind is ActionKind.SAVED
    with pytest.raises(NoteNotFound):
        agent_store.get(fresh.id)
    assert journal.undo(agent_store).kind is ActionKind.ARCHIVED
    assert not agent_store.get(archived.id).archived
    journal.undo(agent_store)  # the save of `archived`
    assert journal.undo(agent_store).kind is ActionKind.DELETED
    assert agent_store.get(doomed.id) == doomed  # same id, category, scope and timestamps
    journal.undo(agent_store)  # the save of `doomed`
    assert journal.undo(agent_store).kind is ActionKind.EDITED
    back = agent_store.get(edited.id)
    assert (back.content, back.category.value) == ("The user is called Ada", "user")
    journal.undo(agent_store)
    journal.undo(agent_store)
    assert journal.undo(agent_store) is None
    assert [n.id for n in agent_store.list(archived=None)] == []
    assert kept.id not in {n.id for n in agent_store.list()}  # the first save was undone too, last


def test_a_failed_undo_keeps_the_action(journaled, agent_store):
    store, journal = journaled
    note = store.save("The user lives in Berlin", "user")
    agent_store.delete(note.id)  # gone behind the journal's back
    with pytest.raises(NoteNotFound):
        journal.undo(agent_store)
    assert len(journal.actions()) == 1


def test_the_agent_lists_its_tool_and_review_saves_and_undoes_them(agent_settings, agent_store):
    save = ScriptedReply(tool_calls=[("memory_save", {"category": "user", "content": "The user lives in Berlin"})])
    review_save = ScriptedReply(tool_calls=[("memory_save", {"category": "world", "content": "The user uses k3s"})])
    model = ScriptedModel([save, "Noted.", "ok", "ok", review_save, "saved one"])
    wm = SqliteConversationStore(agent_settings.db_path)
    agent = ChatAgent(llm=model, store=agent_store, working_memory=wm, settings=agent_settings)
    try:
        conversation = agent.conversation()
        conversation.send("I live in Berlin")
        (tool_action,) = agent.journal.unseen()
        assert tool_action.line().startswith("[saved: mem-") and not tool_action.by_review
        conversation.send("I deploy with k3s")
        conversation.send("thanks")  # the third turn starts the background review (nudge_interval=3)
        assert agent.reviews.wait(10)
        (review_action,) = agent.journal.unseen()
        assert review_action.line().startswith("[saved by review: mem-")
        assert review_action.note.source is Source.AUTO_REVIEW

        assert agent.undo_memory_action() == review_action
        assert agent.undo_memory_action() == tool_action
        assert agent.undo_memory_action() is None
        assert agent_store.count() == 0
    finally:
        agent.close(timeout=1)
        wm.close()


def test_a_bulk_save_lists_each_new_note_once_and_no_known_one(journaled):
    store, journal = journaled
    known = store.save("The user lives in Berlin", "user")
    journal.unseen()
    notes = store.save_many(["The user lives in Berlin", "The user keeps bees", "The user keeps bees"], "user")
    assert notes[0].id == known.id and notes[1].id == notes[2].id
    assert [(a.kind, a.note.content) for a in journal.unseen()] == [(ActionKind.SAVED, "The user keeps bees")]
