"""The host's window opens whole on the screen it is on: on a 1366x768 laptop it was 800 px tall and the key
hints and the status line under the host's words were below the screen's edge."""

from __future__ import annotations

import importlib
import json
import pkgutil
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fixtures import EXCHANGE
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from mafia_desk.gui import i18n
from mafia_desk.gui.game_session import GameSession

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"


def test_the_host_window_opens_within_the_screen(window: Any) -> None:
    room = window.screen().availableGeometry()
    assert window.width() <= room.width()
    assert window.height() <= room.height() - 40
    assert window.height() == min(800, room.height() - 40)


# --- every dialog on a 1366x768 laptop ---

# A 1366x768 screen less a taskbar: a dialog's frame, OK and Cancel included, must be within it.
LAPTOP = QRect(0, 0, 1366, 728)
# The window manager's title bar, when the platform draws none (offscreen: the frame is the dialog).
TITLE_BAR = 32
SEATS = [{"seat": i, "player": f"Игрок {i}", "player_id": None} for i in range(1, 11)]

# A dialog class this test cannot build, and why: it is then checked where it can be.
NOT_BUILT = {
    # Needs a game in conflict on a tournament server (PostgreSQL): tests/gui/test_server_gui.py.
    "ConflictDialog": "needs a PostgreSQL tournament server",
}


def _dialog_classes() -> dict[str, type[QDialog]]:
    """Every QDialog subclass defined in mafia_desk.gui, found by importing its modules: a new dialog is
    measured (or must say here why not) from the day it is written."""
    import mafia_desk.gui

    for module in pkgutil.walk_packages(mafia_desk.gui.__path__, "mafia_desk.gui."):
        importlib.import_module(module.name)
    found: dict[str, type[QDialog]] = {}
    pending: list[type[QDialog]] = [QDialog]
    while pending:
        sub: type[QDialog]
        for sub in pending.pop().__subclasses__():
            pending.append(sub)
            if sub.__module__.startswith("mafia_desk.gui.") and ".forms." not in sub.__module__:
                found[sub.__name__] = sub
    return found


def _factories(store: Any, tid: int, parent: QWidget) -> dict[str, Callable[[], QDialog]]:
    """How each dialog is built on a full tournament (the organiser's example file)."""
    from mafia_desk.gui.display.obs_dialog import ObsDialog
    from mafia_desk.gui.end_game_dialog import EndGameDialog
    from mafia_desk.gui.new_game_dialog import NewGameDialog
    from mafia_desk.gui.protocol_builder import build_sheet
    from mafia_desk.gui.protocol_view import ProtocolView
    from mafia_desk.gui.server_dialog import ServerDialog
    from mafia_desk.gui.server_table_dialog import ServerTableDialog
    from mafia_desk.gui.settings_dialog import SettingsDialog
    from mafia_desk.gui.shortcut_sheet import ShortcutSheet
    from mafia_desk.gui.tournament.absence_dialog import AbsenceDialog
    from mafia_desk.gui.tournament.breakdown_dialog import BreakdownDialog
    from mafia_desk.gui.tournament.close_stage_dialog import CloseStageDialog
    from mafia_desk.gui.tournament.correction_dialog import CorrectionDialog
    from mafia_desk.gui.tournament.draw_dialogs import ConstraintsDialog, SwapDialog
    from mafia_desk.gui.tournament.history_dialog import PlayerHistoryDialog
    from mafia_desk.gui.tournament.judge_dialogs import JudgeDayDialog, JudgeDialog
    from mafia_desk.gui.tournament.merge_dialog import MergeDialog
    from mafia_desk.gui.tournament.new_tournament_dialog import NewTournamentDialog
    from mafia_desk.gui.tournament.player_change_dialog import PlayerChangeDialog
    from mafia_desk.gui.tournament.player_edit_dialog import PlayerEditDialog
    from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog
    from mafia_desk.gui.tournament.player_picker_dialog import PlayerPickerDialog
    from mafia_desk.gui.tournament.protest_dialogs import FileProtestDialog, RulingDialog
    from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog
    from mafia_desk.gui.tournament.registry_dialog import RegistryDialog, RegistryMergeDialog
    from mafia_desk.gui.tournament.standings_export import StandingsExportDialog
    from mafia_desk.gui.tournament.teams_dialog import TeamsDialog
    from mafia_desk.gui.tournament.workspace import TournamentWorkspace
    from mafia_desk.ratings.history import player_history
    from mafia_desk.store.rating_sources import every_stored_source
    from mafia_desk.store.records import PlayerRecord
    from mafia_desk.store.sync import WAITING, ServerTable
    from mafia_desk.tournament import Judge

    workspace = TournamentWorkspace(store, tid, parent)
    tournament = workspace.tournament
    stages = workspace.snapshot.stages
    game = tournament.games[0]
    standings = workspace.standings()
    players = [(p.id, p.name) for p in tournament.players]
    data = json.loads(ORGANISER.read_text("utf-8"))
    session = GameSession.start(store, "white-nights-2016", SEATS, {"title": "Клуб"})
    names = tuple(name for _, name in players[:10])
    table = ServerTable(
        tid, tournament.name, "white-nights-2016", "qualifying", 1, 1, names, names, WAITING, None, False, 0
    )
    one, two = PlayerRecord(1, "Иван", "Клуб", "Город"), PlayerRecord(2, "Иван", None, None)
    filer = game.players[3]
    protest_id = store.file_protest(tid, game.stage, game.round, game.table, by=filer, text="Протест " * 40)
    workspace.reload()
    protest = workspace.tournament.protest(protest_id)
    assert protest is not None
    history = player_history(filer, players[3][1], every_stored_source(store))
    # a judge at a table of both saved rounds, so his day lists two rows with ten players each
    judge_name = (tournament.judges or ("Судья",))[0]
    for d in tournament.draws:
        store.set_round_judges(tid, d.stage, d.round, [judge_name] + [None] * (len(d.tables) - 1))
    workspace.reload()
    return {
        "AbsenceDialog": lambda: AbsenceDialog(workspace, parent=parent),
        "BreakdownDialog": lambda: BreakdownDialog(
            tournament.name, standings.row(players[0][0]), standings, parent
        ),
        "CloseStageDialog": lambda: CloseStageDialog(workspace, stages[1].id, parent),
        "ConstraintsDialog": lambda: ConstraintsDialog(
            store.draw_constraints(tid), players, [(s.id, 10) for s in stages], parent
        ),
        "CorrectionDialog": lambda: CorrectionDialog(workspace, game, parent),
        "EndGameDialog": lambda: EndGameDialog(session.game, "white-nights-2016", parent),
        "MergeDialog": lambda: MergeDialog(
            workspace, str(ORGANISER), data, store.merge_preview(tid, data), parent
        ),
        "NewGameDialog": lambda: NewGameDialog(store.list_players(), parent),
        "NewTournamentDialog": lambda: NewTournamentDialog(store, parent, editing=tid),
        "ObsDialog": lambda: ObsDialog(parent),
        "PlayerChangeDialog": lambda: PlayerChangeDialog(workspace, "late", parent),
        "PlayerEditDialog": lambda: PlayerEditDialog("Новый игрок", lambda _fields: None, parent),
        "PlayerImportDialog": lambda: PlayerImportDialog(workspace, parent),
        "PlayerPickerDialog": lambda: PlayerPickerDialog(store.list_players(), parent),
        "PlayerHistoryDialog": lambda: PlayerHistoryDialog(history, parent),
        "JudgeDialog": lambda: JudgeDialog(
            workspace, Judge("Игорь Судьин", club="Белые ночи"), set(), parent
        ),
        "JudgeDayDialog": lambda: JudgeDayDialog(workspace, judge_name, parent),
        "FileProtestDialog": lambda: FileProtestDialog(
            workspace, parent, slot=(game.stage, game.round, game.table)
        ),
        "RulingDialog": lambda: RulingDialog(workspace, protest, parent),
        "ProtocolView": lambda: ProtocolView(build_sheet(session.game), "protocol.pdf", parent),
        "QuickResultDialog": lambda: QuickResultDialog(workspace, parent, original=game),
        "RegistryDialog": lambda: RegistryDialog(store, parent),
        "RegistryMergeDialog": lambda: RegistryMergeDialog(one, two, parent),
        "ServerDialog": lambda: ServerDialog(parent),
        "TeamsDialog": lambda: TeamsDialog(workspace, parent),
        "ServerTableDialog": lambda: ServerTableDialog([table], parent),
        "SettingsDialog": lambda: SettingsDialog(parent, store),
        "ShortcutSheet": lambda: ShortcutSheet(parent, "three"),
        "StandingsExportDialog": lambda: StandingsExportDialog(tournament, "ru", parent),
        "SwapDialog": lambda: SwapDialog(players[:20], parent),
        "WaitBox": lambda: _wait_box(parent),
    }


class _Stalled:
    """A wait's work at its longest line: a take-over behind a desk that stopped mid-write."""

    def ended(self) -> bool:
        return True  # so the test may close its dialog

    def progress(self) -> str:
        from mafia_desk.gui.common.busy import stalled_line

        return stalled_line(12)

    def cancel(self) -> None:
        pass


def _wait_box(parent: QWidget) -> QDialog:
    from mafia_desk.gui.common.dialogs import WaitBox

    box = WaitBox(parent, "Играть стол с сервера", "Стол 12 переходит к этому ноутбуку…", _Stalled())
    box.refresh()
    return box


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Russian texts are longer: the key sheet's explanation ran below a laptop's screen in Russian only."""
    i18n.switch_language(request.param)
    yield request.param
    i18n.switch_language("en")


def test_every_dialog_fits_a_1366x768_laptop_with_its_buttons_on_screen(
    qtbot: Any, store: Any, language: str
) -> None:
    tid = store.import_tournament(json.loads(ORGANISER.read_text("utf-8")))
    parent = QWidget()
    qtbot.addWidget(parent)
    factories = _factories(store, tid, parent)
    classes = _dialog_classes()
    assert set(classes) == set(factories) | set(NOT_BUILT), "a dialog without a factory here"
    too_big = []
    for name, make in factories.items():
        dialog = make()
        assert type(dialog) is classes[name]
        dialog.show()
        frame = dialog.frameGeometry().size()
        if frame == dialog.size():
            frame.setHeight(frame.height() + TITLE_BAR)
        hint = dialog.sizeHint()
        box = next((b for b in dialog.findChildren(QDialogButtonBox) if b.isVisibleTo(dialog)), None)
        if frame.width() > LAPTOP.width() or frame.height() > LAPTOP.height():
            too_big.append(f"{name}: {frame.width()}x{frame.height()} (hint {hint.width()}x{hint.height()})")
        elif box is not None:
            corner = box.mapTo(dialog, box.rect().bottomRight())
            if corner.y() > min(dialog.height(), LAPTOP.height()):
                too_big.append(f"{name}: its buttons at y={corner.y()}")
        dialog.close()
        dialog.deleteLater()
    assert not too_big, "\n".join(too_big)
