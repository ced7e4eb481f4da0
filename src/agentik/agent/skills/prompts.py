"""The skill part of the background review (seed §6 and §10 phase 3), Russian and English.

It is appended to the memory review prompt when the reviewer has the skill tools, so one call
decides both: which facts to remember and whether the conversation showed a procedure worth a skill.
"""

from __future__ import annotations

SKILL_REVIEW_PROMPTS: dict[str, str] = {
    "ru": """\

Навыки. Ещё реши, показал ли разговор повторяемую процедуру: задачу из нескольких шагов, которую \
удалось решить (особенно после неудачных попыток или поправки пользователя) и которая, скорее всего, \
встретится снова. Если да — посмотри skill_list: если похожий навык уже есть, открой его через \
skill_view и обнови (skill_save с action="update" и version из skill_view); иначе создай новый: \
skill_save(action="create", name, description, body). name — латиница, цифры и дефисы \
(например rotate-staging-certs); description — что делает навык и когда его применять; body — \
шаги в markdown. Не делай навык из светской беседы, одного факта о пользователе, разовой задачи, \
нерешённой или сорвавшейся задачи и ничего с секретами.""",
    "en": """\

Skills. Also decide whether the conversation showed a reusable procedure: a task of several steps \
that was solved (especially after false starts or a correction by the user) and is likely to come \
back. If so, check skill_list: when a similar skill exists, open it with skill_view and update it \
(skill_save with action="update" and the version skill_view showed); otherwise create one with \
skill_save(action="create", name, description, body). name: lowercase letters, digits and hyphens \
(e.g. rotate-staging-certs); description: what the skill does and when to use it; body: the steps in \
markdown. Do not make a skill of small talk, a single fact about the user, a one-off task, a task \
that failed or was left unresolved, or anything holding a secret.""",
}


def skill_review_prompt(language: str) -> str:
    return SKILL_REVIEW_PROMPTS.get(language, SKILL_REVIEW_PROMPTS["en"])
