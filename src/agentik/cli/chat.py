"""`agentik chat`: talk to the agent, with memory, in the terminal or through a pipe.

Lines are read from standard input one at a time (a tty or a pipe alike); the reply streams to
standard output; notices and errors go to standard error. Slash commands act on memory and the
conversation without asking the model.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from ..errors import AgentikError, NoModelConfigured
from .common import CATEGORIES, handle_errors, log_warnings_to_stderr

if TYPE_CHECKING:
    from ..agent.chat import ChatAgent
    from ..agent.conversation import ChatConversation

HELP = """\
/memory              list what I remember
/forget ID           delete a note
/remember [CATEGORY:] TEXT   save a fact yourself (category user, world or preference; default user)
/skills              list the skills I can use
/skill NAME          show one skill
/new                 start a new conversation
/compact             compress this conversation's history now
/undo                take back the agent's last memory change (the last [saved: …] line)
/exit                leave (Ctrl-D works too)"""



def _err(text: str) -> None:
    click.echo(text, err=True)


def _show_memory_actions(agent: "ChatAgent") -> None:
    """One dim line on stderr per memory change the agent made since the last call."""
    for action in agent.journal.unseen():
        click.secho(action.line(), dim=True, err=True)


def build_agent(model: str | None) -> "ChatAgent":
    """The agent for `agentik chat` (a seam for tests): settings + model + context compression.

    A missing model or provider key is reported (NoModelConfigured) before anything is opened.
    """
    from ..agent.compression import Compressor
    from ..agent.llm import llm_from_settings
    from ..app import open_chat_agent
    from ..settings import Settings

    settings = Settings.from_env()
    llm = llm_from_settings(settings, model=model)
    check = getattr(llm, "check_configured", None)
    if check is not None:
        check()
    return open_chat_agent(settings, llm=llm, compressor=Compressor(settings=settings))


@click.command("chat")
@click.option("--model", "-m", default=None, metavar="MODEL",
              help="Chat model as litellm names it (e.g. openai/gpt-4o-mini); default AGENTIK_MODEL. 'fake' = scripted.")
@click.option("--conversation", "conversation_id", default=None, metavar="ID",
              help="Resume this conversation (its history is in agentik.db); default: a new one.")
@handle_errors
def chat(model: str | None, conversation_id: str | None) -> None:
    """Chat with the agent; it remembers facts about you between conversations.

    \b
    Slash commands:
      /memory  /forget ID  /remember TEXT  /skills  /skill NAME  /new  /compact  /undo  /exit
    Example:
      AGENTIK_MODEL=openai/gpt-4o-mini agentik chat
      printf 'Hi, I deploy with k3s\\n' | agentik chat --model ollama/llama3
    """
    log_warnings_to_stderr()
    agent = build_agent(model)
    daily = None
    try:
        from ..app import daily_curator

        daily = daily_curator(agent.settings, agent.store, llm=agent.llm, tell=_err)
        conversation = agent.conversation(conversation_id, create=conversation_id is None)
        seen = len(conversation.messages())
        state = "resuming" if seen else "new"
        _err(f"agentik chat — model {agent.llm.model}, {state} conversation {conversation.id}; /help for commands")
        _repl(agent, conversation)
    finally:
        if daily is not None:
            daily.stop(timeout=2.0)
        agent.close(timeout=2.0)
        _show_memory_actions(agent)  # what a review saved before the chat ended


def _repl(agent: "ChatAgent", conversation: "ChatConversation") -> None:
    interactive = sys.stdin.isatty()
    while True:
        if interactive:
            click.echo("you> ", nl=False)
        try:
            line = sys.stdin.readline()
        except KeyboardInterrupt:
            click.echo()
            return
        if not line:
            return
        text = line.rstrip("\r\n")
        if not text.strip():
            continue
        if text.startswith("/"):
            result = _command(agent, conversation, text)
            if result is None:
                return
            conversation = result
        else:
            _turn(conversation, text)
        _show_memory_actions(agent)


def _turn(conversation: "ChatConversation", text: str) -> None:
    streamed: list[str] = []

    def on_delta(piece: str) -> None:
        streamed.append(piece)
        click.echo(piece, nl=False)
        sys.stdout.flush()

    try:
        reply = conversation.send(text, on_delta=on_delta, on_notice=lambda line: _err(f"[{line}]"))
    except NoModelConfigured:
        raise
    except KeyboardInterrupt:
        click.echo()
        _err("(interrupted; this turn does not count)")
        return
    except AgentikError as exc:
        if streamed:
            click.echo()
        _err(f"error: {exc}")
        return
    if not streamed and reply:
        click.echo(reply, nl=False)
    click.echo()


def _command(agent: "ChatAgent", conversation: "ChatConversation", text: str) -> "ChatConversation | None":
    """Run a slash command; returns the conversation to continue with, or None to leave."""
    name, _, argument = text.partition(" ")
    argument = argument.strip()
    name = name.lower()
    try:
        if name in ("/exit", "/quit"):
            return None
        if name == "/help":
            click.echo(HELP)
        elif name == "/memory":
            _list_memory(agent)
        elif name == "/forget":
            if not argument:
                _err("usage: /forget ID (ids are shown by /memory)")
            else:
                note = agent.store.get(argument)
                agent.store.delete(argument)
                click.echo(f"forgot {note.id}: {note.content}")
        elif name == "/remember":
            _remember(agent, argument)
        elif name == "/skills":
            _list_skills(agent)
        elif name == "/skill":
            _show_skill(agent, argument)
        elif name == "/new":
            conversation = agent.conversation()
            click.echo(f"new conversation {conversation.id}")
        elif name == "/compact":
            result = conversation.compact()
            click.echo(result.notice() if result is not None else "nothing to compact yet")
        elif name == "/undo":
            _show_memory_actions(agent)  # a review may have saved since the last line: undo what was shown
            undone = agent.undo_memory_action()
            click.echo(f"undone: {undone.line()[1:-1]}" if undone is not None else "nothing to undo")
        else:
            _err(f"unknown command {name}; /help lists them")
    except NoModelConfigured:
        raise
    except AgentikError as exc:
        _err(f"error: {exc}")
    return conversation


def _list_skills(agent: "ChatAgent") -> None:
    if agent.skills is None:
        click.echo("skills are off for this agent")
        return
    click.echo(agent.skills.tools().skill_list())


def _show_skill(agent: "ChatAgent", name: str) -> None:
    if agent.skills is None or not name:
        _err("usage: /skill NAME (names are shown by /skills)")
        return
    skill = agent.skills.store.get(name)
    click.echo(f"{skill.name}: {skill.description}\n\n{skill.body}")


def _list_memory(agent: "ChatAgent") -> None:
    notes = agent.store.list(limit=100)
    if not notes:
        click.echo("I remember nothing yet.")
        return
    for note in notes:
        content = " ".join(note.content.split())
        click.echo(f"{note.id}  {note.category.value:<10}  {content}")
    total = agent.store.count()
    if total > len(notes):
        click.echo(f"… and {total - len(notes)} more (agentik memory list --offset {len(notes)})")


def _remember(agent: "ChatAgent", argument: str) -> None:
    from ..notes.model import Source

    category = "user"
    head, sep, rest = argument.partition(":")
    if sep and head.strip().lower() in CATEGORIES:
        category, argument = head.strip().lower(), rest.strip()
    if not argument:
        _err("usage: /remember [user|world|preference:] TEXT")
        return
    note = agent.store.save(argument, category, source=Source.USER_EXPLICIT)
    click.echo(f"remembered {note.id} ({note.category.value}): {note.content}")
