"""Tournament → Import games… (issue 40 point 1): the source, the files and the folder asked through the
dialogs port, the logs written, and the records' tournament offered to the database; a refused file is a
warning and writes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from dialog_script import ScriptedDialogs

from mafia_desk.game import Team, load_game_log
from mafia_desk.gui.tournament.window import TournamentWindow

DATA = Path(__file__).resolve().parents[2] / "data" / "import-games"


@pytest.fixture
def twindow(qtbot: Any, store: Any, dialogs: list[tuple[str, str]]) -> TournamentWindow:
    w = TournamentWindow(store)
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_menu_imports_games_and_their_tournament(
    twindow: TournamentWindow, store: Any, tmp_path: Path, fake_dialogs: ScriptedDialogs
) -> None:
    assert twindow.action_import_games in twindow.ui.menuTournament.actions()
    out = tmp_path / "logs"
    out.mkdir()
    fake_dialogs.choices.append("mafiaratings")
    fake_dialogs.files.extend([[str(DATA / "mafiaratings" / "tournament.json")], str(out)])
    fake_dialogs.answers.append(True)  # import the tournament
    twindow.action_import_games.trigger()
    assert fake_dialogs.kinds()[:4] == ["choose", "open_files", "open_folder", "wait"]
    assert fake_dialogs.shown[0].items == ("mafiaratings", "Polemica")
    assert load_game_log(out / "mafiaratings-101.json").state.winner is Team.RED
    assert ("information", f"2 game logs written to {out}.") in fake_dialogs.messages
    assert [t.name for t in store.list_tournaments()] == ["mafiaratings tournament 7"]


def test_a_refused_file_is_a_warning_and_writes_nothing(
    twindow: TournamentWindow, store: Any, tmp_path: Path, fake_dialogs: ScriptedDialogs
) -> None:
    out = tmp_path / "logs"
    out.mkdir()
    fake_dialogs.choices.append("Polemica")
    fake_dialogs.files.extend([[str(DATA / "mafiaratings" / "game-101.json")], str(out)])
    twindow.action_import_games.trigger()
    kind, text = fake_dialogs.messages[-1]
    assert kind == "warning" and "a mafiaratings game, not a Polemica one" in text
    assert list(out.iterdir()) == [] and store.list_tournaments() == []
