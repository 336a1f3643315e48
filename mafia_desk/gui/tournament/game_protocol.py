"""A tournament game's protocol from the organiser's window, with its protests and rulings printed on it.

A game played at a host's screen on this database has its event log: the sheet is the host's own protocol
(every vote, night and foul). A game typed from paper or merged from another laptop has only its result: the
sheet prints what the result holds (seats, roles, night 1, best move, extra points, who left) and leaves the
votes blank. Either way the "Protest" box carries the protest written at the table, then every protest
filed on the game with the ruling that stands (protest_text.protocol_protest_text).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from mafia_desk.game.log import game_from_log_dict
from mafia_desk.gui import engine_text, host_text
from mafia_desk.gui.protocol_builder import JudgeEntries, build_sheet, stage_name
from mafia_desk.gui.tournament.games_text import removal_text, signed_points
from mafia_desk.gui.tournament.protest_text import protocol_protest_text
from mafia_desk.gui.tournament.workspace import TournamentWorkspace
from mafia_desk.reports.protocol_sheet import NightLine, ProtocolSheet, SeatLine
from mafia_desk.tournament.model import Game

Slot = tuple[str, int, int]


def game_protocol_sheet(workspace: TournamentWorkspace, slot: Slot) -> ProtocolSheet | None:
    """The protocol of the stored game at `slot` as its last correction left it; None when none is stored."""
    t = workspace.tournament
    original = next((g for g in t.games if (g.stage, g.round, g.table) == slot), None)
    if original is None:
        return None
    history = t.corrections_of(*slot)
    game = history[-1].game if history else original
    names = workspace.snapshot.names()
    noted = original.extra.get("protest")
    protest = protocol_protest_text(t.protests_of(*slot), names, noted if isinstance(noted, str) else "")
    judge = original.extra.get("judge")
    # the name the game recorded; else the judge the round's draw assigned to the table (draws[].judges)
    draw = t.draw_of(slot[0], slot[1])
    assigned = draw.judge_of(slot[2]) if draw is not None else None
    judge_name = judge if isinstance(judge, str) and judge else (assigned or "")
    logged = _logged_sheet(workspace, slot, protest, judge_name) if not history else None
    if logged is not None:
        return logged
    return _result_sheet(workspace, game or original, protest, judge_name, void=game is None)


def _logged_sheet(
    workspace: TournamentWorkspace, slot: Slot, protest: str, judge: str
) -> ProtocolSheet | None:
    store, tid = workspace.store, workspace.tournament_id
    if slot not in workspace.snapshot.played_here:
        return None
    summary = next(
        (
            g
            for g in store.list_games(tournament_id=tid, finished=True)
            if (g.stage, g.round, g.table) == slot and g.events
        ),
        None,
    )
    if summary is None:
        return None
    game = game_from_log_dict(store.load_game_log(summary.id))
    entries = JudgeEntries(protest=protest, judge=judge)
    return build_sheet(game, entries, summary.first_event_at, summary.last_event_at)


def _result_sheet(
    workspace: TournamentWorkspace, game: Game, protest: str, judge: str, *, void: bool
) -> ProtocolSheet:
    names = workspace.snapshot.names()
    extra: dict[int, list[str]] = {}
    for b in game.bonus:
        extra.setdefault(b.seat, []).append(signed_points(b.points))
    for p in game.penalties:
        extra.setdefault(p.seat, []).append(signed_points(p.points))
    left = {r.seat: removal_text(str(r.reason)) for r in game.removed}
    seats = tuple(
        SeatLine(
            seat=seat,
            player=names.get(pid, pid),
            role=host_text.role_name(str(game.roles.role_of(seat))),
            fouls=0,
            extra=" ".join(extra.get(seat, [])),
            outcome=left.get(seat, ""),
        )
        for seat, pid in enumerate(game.players, start=1)
    )
    notes: tuple[str, ...] = (game.reason,) if game.reason else ()
    if void:
        notes = (*notes, QCoreApplication.translate("GameProtocol", "The game is void (corrections)."))
    return ProtocolSheet(
        tournament=workspace.tournament.name,
        stage=stage_name(game.stage),
        table=str(game.table),
        game=str(game.round),
        ruleset=engine_text.ruleset_file_name(workspace.tournament.ruleset),
        seats=seats,
        nights=(NightLine(1, game.shot_night1, don_done=False, sheriff_done=False),),
        winner=None if void else str(game.winner),
        best_move_seat=game.best_move.seat if game.best_move else None,
        best_move_guess=game.best_move.guess if game.best_move else (),
        protest=protest,
        judge=judge,
        notes=notes,
    )


def protocol_file_name(workspace: TournamentWorkspace, slot: Slot) -> str:
    base = f"protocol-{workspace.tournament.name}-{slot[0]}-r{slot[1]}-t{slot[2]}"
    return re.sub(r"[^\w.-]+", "_", base) + ".pdf"


def show_game_protocol(workspace: TournamentWorkspace, slot: Slot, parent: QWidget) -> object | None:
    """Open the protocol view of the game at `slot` (the view prints it to PDF); None when none is stored."""
    from mafia_desk.gui.protocol_view import ProtocolView

    sheet = game_protocol_sheet(workspace, slot)
    if sheet is None:
        return None
    view = ProtocolView(sheet, protocol_file_name(workspace, slot), parent)
    view.open()
    return view
