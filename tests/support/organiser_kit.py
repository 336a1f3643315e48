"""Tournaments for the organiser's window tests: made from a template, seated by the real draw, games that
a paper protocol would give, and a host's live game played from a saved draw to its stored result."""

from __future__ import annotations

import random
from typing import Any

from mafia_desk.game.events import JudgeAward, Roles
from mafia_desk.game.model import Team
from mafia_desk.scoring.standings import ranking
from mafia_desk.seating.rounds import draw_round
from mafia_desk.tournament.templates import load_template

FIRST = ["Антон", "Борис", "Виктор", "Глеб", "Денис", "Егор", "Илья", "Кирилл", "Лев", "Максим"]
LAST = ["Орлов", "Павлов", "Романов", "Соколов", "Ёлкин", "Щукин"]
CLUBS = ["Полночь", "Cosa Nostra", "Красная площадь", "Белые ночи"]


def player_entries(count: int) -> list[dict[str, Any]]:
    return [
        {"id": f"p{n + 1:02d}", "name": f"{FIRST[n % 10]} {LAST[(n // 10) % 6]}", "club": CLUBS[n % 4]}
        for n in range(count)
    ]


def new_tournament(store: Any, template: str, players: int, name: str = "Кубок теста") -> int:
    tid = int(store.create_tournament(load_template(template).skeleton(name)))
    store.add_to_tournament(tid, players=player_entries(players))
    return tid


def paper_game(rng: random.Random, stage: str, round_: int, table: int, players: list[str]) -> dict[str, Any]:
    seats = rng.sample(range(1, 11), 4)
    return {
        "stage": stage,
        "round": round_,
        "table": table,
        "players": list(players),
        "roles": {"don": seats[0], "mafia": sorted(seats[1:3]), "sheriff": seats[3]},
        "winner": rng.choice(["red", "black"]),
        "shot_night1": rng.choice([s for s in range(1, 11) if s not in seats[:3]]),
    }


def save_draw(store: Any, tid: int, stage: str, round_: int, seed: int) -> list[list[str]]:
    """Draw a round by its stage's method, as the Rounds tab does, and save it; the tables it seats."""
    t = store.load_tournament(tid)
    made = draw_round(t, stage, round_, seed, ranking(t))
    tables = [list(table) for table in made.draw.tables]
    store.save_seating_draw(
        tid,
        stage,
        round_,
        seed,
        {"round": round_, "tables": tables, "sitting_out": list(made.draw.sitting_out)},
    )
    return tables


def live_game(store: Any, tid: int, stage: str, round_: int, table: int, winner: Team = Team.BLACK) -> Any:
    """The host's game of a saved draw's table, from its roles to the judge's award, finished and stored."""
    from mafia_desk.gui.end_game_dialog import EndGameDialog
    from mafia_desk.gui.game_session import GameSession

    draw = store.load_seating_draw(tid, stage, round_)
    codes = draw.draw["tables"][table - 1]
    names = {p.id: p.name for p in store.load_tournament(tid).players}
    seats = [{"seat": i, "player": names[c], "player_id": c} for i, c in enumerate(codes, 1)]
    ruleset = store.tournament_info(tid).ruleset_id
    session = GameSession.start(
        store,
        ruleset,
        seats,
        {"tournament": "t"},
        tournament_id=tid,
        stage=stage,
        round_no=round_,
        table=table,
    )
    assert session.apply(Roles(1, (2, 3), 4))
    assert session.apply(JudgeAward(winner, "a hint from the audience"))
    dialog = EndGameDialog(session.game, ruleset)
    dialog._accept()
    assert dialog.entry is not None, dialog.ui.errorLabel.text()
    session.finish(dialog.entry)
    return session
