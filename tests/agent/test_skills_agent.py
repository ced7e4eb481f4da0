"""Skills in the chat agent and the review, driven by the scripted model (real SQLite, real folders)."""

import re

import pytest

from agentik.agent.chat import ChatAgent
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.notes.messages import Message, Role
from agentik.agent.review import MemoryReviewer
from agentik.agent.skills import Skills
from agentik.agent.skills.format import parse
from agentik.agent.skills.usage import SkillSource
from agentik.backends.sqlite.conversations import SqliteConversationStore

WAIT = 30
DESCRIPTION = "How to rotate the TLS certificates of the staging cluster. Use when they expire or the user asks."
BODY = "1. kubectl -n cert-manager get certificates\n2. cmctl renew --all -n staging\n3. Check the ingress."


@pytest.fixture
def skills(agent_settings):
    with Skills.from_settings(agent_settings) as made:
        yield made


@pytest.fixture
def make_agent(agent_settings, agent_store, skills):
    made = []

    def make(chat_replies=(), review_replies=()):
        chat = ScriptedModel(chat_replies, fallback=lambda messages: ScriptedReply("ok"))
        review = ScriptedModel(review_replies)
        wm = SqliteConversationStore(agent_settings.db_path)
        agent = ChatAgent(llm=chat, store=agent_store, working_memory=wm, settings=agent_settings, skills=skills,
                          reviewer=MemoryReviewer(review, agent_store, skills=skills))
        made.append((agent, wm, review))
        return agent, chat, review

    yield make
    for agent, wm, review in made:
        review.release()
        agent.close(timeout=WAIT)
        wm.close()


def save_call(**arguments):
    return ScriptedReply(tool_calls=[("skill_save", arguments)])


def test_a_saved_skill_is_indexed_viewed_updated_and_archived(make_agent, agent_settings, skills):
    agent, chat, _ = make_agent([
        save_call(action="create", name="rotate-staging-certs", description=DESCRIPTION, body=BODY),
        "Saved the procedure.",
    ])
    conversation = agent.conversation()
    conversation.send("That worked; remember how we did it.")
    path = agent_settings.home / "skills" / "rotate-staging-certs" / "SKILL.md"
    doc = parse(path.read_text(encoding="utf-8"), folder_name="rotate-staging-certs")
    assert (doc.name, doc.description, doc.body, doc.warnings) == ("rotate-staging-certs", DESCRIPTION, BODY, ())
    assert "rotate-staging-certs" not in chat.requests[0].system  # before the save
    assert "skill_save" in chat.requests[0].tool_names and "skill_view" in chat.requests[0].tool_names

    chat.add(ScriptedReply(tool_calls=[("skill_view", {"name": "rotate-staging-certs"})]), "Done.")
    conversation.send("The certificates expired again")
    system = chat.requests[2].system
    assert f"rotate-staging-certs (draft): {DESCRIPTION}" in system  # the next request lists it
    assert "cmctl renew" not in system  # never the body
    viewed = conversation.messages()[-2].content
    assert "cmctl renew --all" in viewed
    assert skills.store.get("rotate-staging-certs").usage.use_count == 1
    version = re.search(r'version="(\w+)"', viewed).group(1)

    chat.add(save_call(action="update", name="rotate-staging-certs", body=BODY + "\n4. Tell #ops.",
                       version=version), "Updated.")
    conversation.send("Also tell #ops next time")
    assert "Tell #ops" in skills.store.get("rotate-staging-certs").body
    old = skills.store.history("rotate-staging-certs")[-1]
    assert old.version == 1 and "Tell #ops" not in old.text and "cmctl renew" in old.text
    assert "rotate-staging-certs: " in chat.requests[-1].system  # used once: no longer a draft

    chat.add(ScriptedReply(tool_calls=[("skill_delete", {"name": "rotate-staging-certs"})]), "Archived.")
    conversation.send("Drop that skill")
    chat.add("ok")
    conversation.send("hello again")
    assert "rotate-staging-certs" not in chat.requests[-1].system
    assert path.exists()
    skills.store.restore("rotate-staging-certs")
    conversation.send("and now?")
    assert "rotate-staging-certs" in chat.requests[-1].system


def test_a_refused_save_comes_back_as_a_tool_result_and_the_turn_goes_on(make_agent, agent_settings):
    agent, chat, _ = make_agent([
        save_call(action="create", name="Bad Name", description=DESCRIPTION, body=BODY),
        save_call(action="update", name="rotate-staging-certs", body=BODY, version="0000"),
        "Could not save it.",
    ])
    conversation = agent.conversation()
    assert conversation.send("save it") == "Could not save it."
    results = [m.content for m in conversation.messages() if m.role is Role.TOOL]
    assert '"code": "invalid_skill"' in results[0]
    assert '"code": "skill_not_found"' in results[1]
    folder = agent_settings.home / "skills"
    assert not folder.exists() or not [p for p in folder.iterdir() if not p.name.startswith(".")]


PROCEDURE = [
    Message(Role.USER, "The staging certificates expired again. How do I renew them?"),
    Message(Role.ASSISTANT, "Try deleting the secret and restarting the ingress."),
    Message(Role.USER, "No, that broke it last time. We use cert-manager: cmctl renew, then check the ingress."),
    Message(Role.ASSISTANT, "Right: 1) cmctl renew --all -n staging 2) wait for Ready 3) curl the ingress."),
    Message(Role.USER, "That worked, thanks."),
]
SMALL_TALK = [
    Message(Role.USER, "Привет! Как дела?"),
    Message(Role.ASSISTANT, "Привет! Всё хорошо, а у тебя?"),
    Message(Role.USER, "Тоже неплохо, спасибо."),
]


def test_the_review_writes_a_skill_for_a_procedure_with_source_auto_review(agent_store, skills):
    review = ScriptedModel([
        ScriptedReply(tool_calls=[("skill_list", {})]),
        save_call(action="create", name="renew-staging-certs", description=DESCRIPTION, body=BODY),
        "Saved one skill.",
    ])
    result = MemoryReviewer(review, agent_store, skills=skills).review(PROCEDURE, "en")
    assert len(result.skills) == 1 and not result.nothing_to_save
    skill = skills.store.get("renew-staging-certs")
    assert skill.usage.source is SkillSource.AUTO_REVIEW and skill.usage.draft
    assert skills.store.get("renew-staging-certs").usage.use_count == 0  # the review's look is not a use
    prompt = review.requests[0].system
    assert "skill_save" in prompt and "nothing to save" in prompt
    assert {"memory_save", "skill_save", "skill_delete", "skill_list", "skill_view"} <= set(review.requests[0].tool_names)
    assert "memory_delete" not in review.requests[0].tool_names


def test_the_review_writes_nothing_for_small_talk_and_speaks_russian(agent_store, skills, agent_settings):
    review = ScriptedModel(["nothing to save"])
    result = MemoryReviewer(review, agent_store, skills=skills).review(SMALL_TALK, "ru")
    assert result.nothing_to_save and result.skills == ()
    assert skills.store.catalog().skills == {}
    assert "Навыки" in review.requests[0].system


def test_the_background_review_of_the_chat_can_save_skills(make_agent, skills):
    agent, _, review = make_agent(review_replies=[
        save_call(action="create", name="renew-staging-certs", description=DESCRIPTION, body=BODY), "done"])
    conversation = agent.conversation()
    for text in ("The certs expired", "cmctl renew worked", "thanks"):
        conversation.send(text)
    assert agent.reviews.wait(WAIT)
    assert skills.store.get("renew-staging-certs").usage.source is SkillSource.AUTO_REVIEW


def test_approve_puts_a_draft_before_the_room_left_over(tmp_path):
    with Skills.open(tmp_path / "skills", tmp_path / "agentik.db", index_budget=800) as small:
        small.store.create("aaa-proven", "A proven skill. " + "p" * 150, "x", source="user_explicit")
        small.store.create("zzz-draft", "A brand new draft skill about something else. " + "d" * 150, "x")
        small.store.create("yyy-draft", "Another brand new draft about a third thing. " + "e" * 150, "x")
        index = small.instruction()
        assert "aaa-proven" in index and "more skill" in index
        assert index.count("(draft)") == 1
        small.store.approve("zzz-draft")
        assert "zzz-draft: " in small.instruction()


def test_the_skills_that_fit_a_message_are_put_before_it_never_their_bodies(make_agent, skills):
    skills.store.create("rotate-staging-certs", DESCRIPTION, BODY, source="user_explicit")
    skills.store.create("weekly-status-report", "Write the weekly status report for managers. Use on Fridays.",
                        "1. Collect progress", source="user_explicit")
    agent, chat, _ = make_agent(["ok", "ok"])
    conversation = agent.conversation()
    conversation.send("The staging certificates expired, renew them please")
    prefix = chat.requests[0].last_user
    assert "[Skills that may fit" in prefix and "- rotate-staging-certs: " in prefix
    assert "weekly-status-report" not in prefix and "cmctl" not in prefix
    conversation.send("hello there")
    assert "[Skills" not in chat.requests[1].last_user.split("\n\n")[-1]
    assert chat.requests[1].last_user == "hello there"


def test_a_malformed_skill_never_stops_a_turn_and_is_logged_once(make_agent, agent_settings, caplog):
    folder = agent_settings.home / "skills" / "broken"
    folder.mkdir(parents=True)
    (folder / "SKILL.md").write_text("---\nname: broken\ndescription: [unclosed\n---\nBody\n")
    agent, chat, _ = make_agent(["one", "two"])
    conversation = agent.conversation()
    with caplog.at_level("WARNING"):
        assert conversation.send("hello") == "one"
        assert conversation.send("again") == "two"
    warnings = [r.getMessage() for r in caplog.records if "skill skipped" in r.getMessage()]
    assert len(warnings) == 1 and "broken" in warnings[0] and "not valid YAML" in warnings[0]
    assert "broken" not in chat.requests[-1].system


def test_a_skills_lookup_that_fails_leaves_the_turn_without_skills(make_agent, skills, monkeypatch, caplog):
    from agentik.errors import StoreUnavailable

    def broken(text, language):
        raise StoreUnavailable("skills folder unreadable")

    monkeypatch.setattr(skills, "prefetch_block", broken)
    agent, chat, _ = make_agent(["fine"])
    assert agent.conversation().send("rotate the staging certificates") == "fine"
    assert "skill prefetch failed" in caplog.text
