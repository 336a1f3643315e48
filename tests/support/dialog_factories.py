"""Every dialog class of both windows, built directly with believable arguments: a dialog an action reaches
only in a rare case (a conflict, a merge, a lot at the line) is still read by
tests/gui/test_russian_complete.py.

`organiser_dialogs` needs an open tournament's workspace (a full one reaches every form: games, draws,
absences, a closed stage); `host_dialogs` needs the host's window with a game open.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from fixtures import EXCHANGE, PLAYERS
from PySide6.QtWidgets import QDialog, QWidget

from mafia_desk.game.game import Game
from mafia_desk.gui.common.dialogs import WaitBox
from mafia_desk.gui.conflict_dialog import ConflictDialog
from mafia_desk.gui.display.obs_dialog import ObsDialog
from mafia_desk.gui.end_game_dialog import EndGameDialog
from mafia_desk.gui.new_game_dialog import NewGameDialog
from mafia_desk.gui.protocol_view import ProtocolView
from mafia_desk.gui.server_dialog import ServerDialog
from mafia_desk.gui.server_table_dialog import ServerTableDialog
from mafia_desk.gui.settings_dialog import SettingsDialog
from mafia_desk.gui.shortcut_sheet import ShortcutSheet
from mafia_desk.gui.tournament.absence_dialog import ABSENCE, ADJUSTMENT, AbsenceDialog
from mafia_desk.gui.tournament.close_stage_dialog import CloseStageDialog
from mafia_desk.gui.tournament.correction_dialog import CorrectionDialog
from mafia_desk.gui.tournament.draw_dialogs import ConstraintsDialog, SwapDialog
from mafia_desk.gui.tournament.merge_dialog import MergeDialog
from mafia_desk.gui.tournament.new_tournament_dialog import NewTournamentDialog
from mafia_desk.gui.tournament.player_change_dialog import PlayerChangeDialog
from mafia_desk.gui.tournament.player_edit_dialog import PlayerEditDialog
from mafia_desk.gui.tournament.player_import_dialog import PlayerImportDialog
from mafia_desk.gui.tournament.player_picker_dialog import PlayerPickerDialog
from mafia_desk.gui.tournament.quick_result_dialog import QuickResultDialog
from mafia_desk.gui.tournament.registry_dialog import RegistryDialog, RegistryMergeDialog
from mafia_desk.gui.tournament.standings_export import StandingsExportDialog
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.scoring.advance import AdvanceError
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store.sync import WAITING, LinkRecord, ServerTable


def russian_organiser_document() -> dict[str, Any]:
    """The spec's example as the organiser kept it (stages, draws, games, absences, an adjustment,
    corrections), its free texts typed in Russian: a Russian organiser's file."""
    document: dict[str, Any] = json.loads((EXCHANGE / "white-nights-2016-organiser.json").read_text("utf-8"))
    document["name"] = "Кубок Белых Ночей 2016"
    for adjustment in document["adjustments"]:
        adjustment["reason"] = "решение судьи после протеста"
    for correction in document["corrections"]:
        correction["reason"] = "протест удовлетворён"
    return document


class _Working:
    """A wait's work that never ends by itself: the wait's dialog is read while it runs."""

    def ended(self) -> bool:
        return False

    def progress(self) -> str:
        return ""

    def cancel(self) -> None:
        pass


def organiser_dialogs(
    store: Any, workspace: TournamentWorkspace, parent: QWidget
) -> Iterator[tuple[str, QDialog]]:
    """(what, dialog) for every form of the organiser's window, built on `workspace`'s tournament."""
    t = workspace.tournament
    tid = workspace.tournament_id
    names = workspace.snapshot.names()
    players = list(names.items())
    yield "new tournament", NewTournamentDialog(store, parent)
    yield "tournament details", NewTournamentDialog(store, parent, editing=tid)
    yield "registry", RegistryDialog(store, parent)
    registered = store.list_players()
    yield "player picker", PlayerPickerDialog(registered, parent)
    if len(registered) >= 2:
        yield "registry merge", RegistryMergeDialog(registered[0], registered[1], parent)
    yield "player edit", PlayerEditDialog("Новый игрок", lambda _fields: None, parent)
    yield "player import", PlayerImportDialog(workspace, parent, path=str(PLAYERS / "players-utf8-bom.csv"))
    for kind in ("late", "withdrawal", "substitute"):
        yield f"player change {kind}", PlayerChangeDialog(workspace, kind, parent)
    yield "absence", AbsenceDialog(workspace, ABSENCE, parent)
    yield "adjustment", AbsenceDialog(workspace, ADJUSTMENT, parent)
    yield "quick result", QuickResultDialog(workspace, parent)
    for game in t.games[:1]:
        yield "quick result of a game", QuickResultDialog(workspace, parent, original=game)
        yield "correction", CorrectionDialog(workspace, game, parent)
    yield "swap", SwapDialog(players[:4], parent)
    stages = [(s.id, 2) for s in workspace.snapshot.stages]
    yield "constraints", ConstraintsDialog({}, players, stages, parent)
    for stage in workspace.snapshot.stages[1:]:
        try:
            closing = CloseStageDialog(workspace, stage.id, parent)
        except AdvanceError:
            continue  # nobody to advance yet (an empty tournament): the window says so in a warning
        yield f"close stage {stage.id}", closing
    yield "standings export", StandingsExportDialog(t, "ru", parent)
    standings = compute_standings(t)
    if standings.rows:
        from mafia_desk.gui.tournament.breakdown_dialog import BreakdownDialog

        for row in standings.rows[:3]:
            yield f"points of {row.player}", BreakdownDialog(t.name, row, standings, parent)
    data = russian_organiser_document()
    data["corrections"][0]["reason"] = "протест отклонён"  # a conflict to show
    preview = store.merge_preview(tid, data)
    yield "merge", MergeDialog(workspace, "другой-ноутбук.json", data, preview, parent)


def host_dialogs(store: Any, window: Any) -> Iterator[tuple[str, QDialog]]:
    """(what, dialog) for every form of the host's window; `window` has a game open."""
    yield "settings", SettingsDialog(window, store)
    yield "OBS", ObsDialog(window)
    yield "server", ServerDialog(window)
    yield "new game", NewGameDialog(store.list_players(), window, [])
    yield "keys", ShortcutSheet(window)
    yield "keys in a game", ShortcutSheet(window, "night1")
    game: Game = window.session.game
    yield "end of game", EndGameDialog(game, str(game.ruleset.id), window)
    sheet = window.protocol_sheet()
    if sheet is not None:
        yield "protocol", ProtocolView(sheet, "протокол.pdf", window)
    names = tuple(f"Игрок {n}" for n in range(1, 11))
    table = ServerTable(1, "Кубок", "fiim", "qualifying", 1, 1, names, names, WAITING, None, False, 0)
    yield "server tables", ServerTableDialog([table], window)
    yield "wait", WaitBox(window, "Ожидание", "Идёт работа", _Working())
    game_id = window.session.game_id
    link = LinkRecord(game_id, "uid", "сервер", 1, "Кубок", "qualifying", 1, 1, 0, 0, False, "conflict", None)
    yield (
        "conflict",
        ConflictDialog(
            store, store, link, holder="Ноутбук 2", console="стол-1", server_copy=store.load_game_log(game_id)
        ),
    )
