"""The new tournament's tables speak the interface's language and read back the files' words (issue 37
point 10): in Russian an untouched table changes no option, and a value typed in Russian or in the file's
own word is read as the file's word."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from mafia_desk.gui import i18n
from mafia_desk.gui.tournament import option_cells
from mafia_desk.gui.tournament.new_tournament_dialog import OPTION_ROLE, NewTournamentDialog


@pytest.fixture
def russian(qapp: Any) -> Iterator[None]:
    assert i18n.install_translators(qapp, "ru")
    try:
        yield
    finally:
        i18n.install_translators(qapp, "en")


def _dialog(store: Any, template: str) -> NewTournamentDialog:
    d = NewTournamentDialog(store)
    d.ui.templateBox.setCurrentIndex([t.id for t in d.templates].index(template))
    return d


def _value_cell(d: NewTournamentDialog, name: str) -> Any:
    table = d.ui.optionsTable
    cells = [table.item(r, 1) for r in range(table.rowCount())]
    return next(c for c in cells if c is not None and c.data(OPTION_ROLE) == name)


@pytest.mark.parametrize("template", ["fiim", "arctic-2016", "german-open-2016", "stars-2016"])
def test_an_untouched_russian_table_changes_nothing(store: Any, russian: None, template: str) -> None:
    d = _dialog(store, template)
    assert d.ruleset_options() == {}
    assert [s["id"] for s in d.stages()] == [s["id"] for s in d.template.exchange_stages()]  # type: ignore[union-attr]
    assert _value_cell(d, "host_may_reseat").text() in ("да", "нет")


def test_values_typed_in_russian_or_in_the_files_words(store: Any, russian: None) -> None:
    d = _dialog(store, "fiim")
    _value_cell(d, "host_may_reseat").setText("да")
    _value_cell(d, "best_move_victim").setText("первый убитый")
    _value_cell(d, "nomination_list_pick").setText("last")  # the file's own word is understood too
    _value_cell(d, "speech_seconds").setText("50")
    assert d.ruleset_options() == {
        "host_may_reseat": True,
        "best_move_victim": "first_shot",
        "nomination_list_pick": "last",
        "speech_seconds": 50,
    }
    seating = d.ui.stagesTable.item(0, 5)
    assert seating is not None
    seating.setText("случайная, швейцарская")
    assert d.stages()[0]["seating"] == ["random", "swiss"]


def test_the_words_said_and_read() -> None:
    assert option_cells.read(option_cells.say("extra_points")) == "extra_points"
    assert option_cells.read("Мой этап") == "Мой этап"  # a stage the organiser named stays as typed
    assert option_cells.value_text(True, "fiim") == "yes"
