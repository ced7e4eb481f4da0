"""The seed's own cross-language example with the real default local model (issue 13):
«на чём билдим?» must find "We build the project with Gradle 9.4.1" first among the seed's three
notes and twenty unrelated ones, in both languages."""

import pytest

from agentik.app import open_memory
from agentik.settings import Settings

pytestmark = pytest.mark.slow

SEED_NOTES = ("Пользователь — DevOps-инженер", "Пользователь работает с k8s", "We build the project with Gradle 9.4.1")
UNRELATED = (
    "The office coffee machine is broken again", "Склад в Лейпциге закрывается на инвентаризацию",
    "The quarterly report goes to the board on Thursdays", "Новый логотип компании согласовали вчера",
    "The printer on the third floor needs toner", "Пароль от гостевого Wi-Fi меняют каждую неделю",
    "The parking garage closes at 11 pm", "Корпоратив переносится на декабрь",
    "The kitchen fridge is cleaned every Friday", "Лифт в офисе ремонтируют до понедельника",
    "The marketing team moved to the fourth floor", "В переговорке «Байкал» не работает проектор",
    "Invoices are sent out on the first working day", "Бухгалтерия просит сдать чеки до пятницы",
    "The fire drill is scheduled for next Tuesday", "На ресепшене можно взять зонт",
    "The company newsletter comes out monthly", "Новым сотрудникам выдают ноутбук в первый день",
    "The HR portal is down for maintenance tonight", "В столовой по средам рыбный день",
)


@pytest.fixture(scope="module")
def seed_memory(tmp_path_factory):
    home = tmp_path_factory.mktemp("crosslang-home")
    store = open_memory(Settings.from_env({"AGENTIK_HOME": str(home), "AGENTIK_MEMORY_BACKEND": "local"}))
    notes = store.save_many(list(SEED_NOTES + UNRELATED), "world")
    yield store, {note.content: note.id for note in notes}
    store.close()


def test_na_chyom_bildim_finds_the_gradle_note_first(seed_memory):
    # with "passage: " for notes and the language axes left in, it came 4th: every Russian note,
    # whatever it said, was nearer the Russian question than the English answer
    store, ids = seed_memory
    assert [hit.note.id for hit in store.search("на чём билдим?", 5)][0] == ids["We build the project with Gradle 9.4.1"]
