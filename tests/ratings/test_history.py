"""A player's history: his games with role, result, points and fouls, and the voting figures, counted from
the event logs where there are logs and said to be unknown where there are none."""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from typing import Any

from fixtures import GAME_LOGS

from mafia_desk.game.log import game_from_log_dict
from mafia_desk.game.protocol import result_entry
from mafia_desk.ratings.history import player_history
from mafia_desk.ratings.output import history_to_json
from mafia_desk.ratings.sources import GameKey, Source
from mafia_desk.tournament.load import load_tournament

PLAYERS = [{"id": f"p{i:02d}", "name": f"Игрок {i}"} for i in range(1, 11)]


def log(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GAME_LOGS / f"{name}.json").read_text(encoding="utf-8"))
    return data


def source() -> Source:
    """Round 1: log 14 (p10 a civilian votes for p04, a civilian, on day 1; p04 is nominated and votes for
    the don); round 2: log 19 (p10 votes for seat 8, mafia; three fouls; the sheriff checks him on night
    3); round 3: a result from the quick form, no log, p10 shot on the first night."""
    logs: dict[GameKey, Mapping[str, Any]] = {}
    games = []
    for rnd, name in ((1, "14-don-out-before-night-fiim"), (2, "19-third-fouls-speech-lengths-fiim")):
        data = log(name)
        logs[("qualifying", rnd, 1)] = data
        games.append(
            result_entry(game_from_log_dict(copy.deepcopy(data)), stage="qualifying", round=rnd, table=1)
        )
    games.append(
        {
            "stage": "qualifying",
            "round": 3,
            "table": 1,
            "players": [p["id"] for p in PLAYERS],
            "roles": {"don": 3, "mafia": [5, 8], "sheriff": 7},
            "winner": "black",
            "shot_night1": 10,
        }
    )
    t = load_tournament(
        {
            "format": "mafia-desk/tournament",
            "version": 1,
            "name": "Кубок",
            "ruleset": "fiim",
            "players": PLAYERS,
            "games": games,
        }
    )
    return Source("Кубок", t, logged=frozenset(logs), read_log=logs.get)


def test_the_figures_count_logged_games_and_say_so() -> None:
    h = player_history("p10", "Игрок 10", [source()])
    assert [(g.round, g.role.value, g.won) for g in h.games] == [
        (1, "civilian", True),
        (2, "civilian", True),
        (3, "civilian", False),
    ]
    assert [g.log.fouls if g.log else None for g in h.games] == [0, 3, None]
    f = h.figures
    assert (f.games, f.logged_games, f.unlogged_games) == (3, 2, 1)
    assert (f.votes_as_red, f.votes_for_black_as_red) == (2, 1)  # p04 (red) in log 14, seat 8 (black) in 19
    assert (f.nominated_games, f.nominations) == (0, 0)
    assert (f.checked_by_sheriff, f.checked_by_don) == (1, 0)
    assert f.shot_first_night == 1  # the quick-form game's result says so; no log needed
    assert f.fouls == 3
    document = history_to_json(h)
    assert "1 of 3 games have no event log" in str(document["figures"]["note"])  # type: ignore[index]
    assert document["games"][2]["fouls"] is None and document["games"][2]["logged"] is False  # type: ignore[index]
    # FIIM: a civilian's win is 1 point; the points come from the tournament's own scoring.
    assert document["games"][0]["points"] == 1  # type: ignore[index]


def test_a_nominated_player_and_no_logs_at_all() -> None:
    h = player_history("p04", "Игрок 4", [source()])
    assert (h.figures.nominated_games, h.figures.nominations) == (1, 1)  # day 1 of log 14
    assert (h.figures.votes_as_red, h.figures.votes_for_black_as_red) == (2, 2)  # the don, then seat 8
    bare = source()
    unlogged = Source(bare.label, bare.tournament)
    f = player_history("p04", "Игрок 4", [unlogged]).figures
    assert f.logged_games == 0
    assert None in {f.votes_as_red, f.nominations, f.checked_by_sheriff, f.fouls}
    assert {f.votes_as_red, f.nominations, f.checked_by_sheriff, f.fouls} == {None}
    note = history_to_json(player_history("p04", "Игрок 4", [unlogged]))["figures"]["note"]  # type: ignore[index]
    assert "none of the 3 games has an event log" in note


def test_a_drawn_game_is_neither_won_nor_lost_in_the_history_and_the_ratings() -> None:
    """rfm-2026: a draw by three quiet nights reads "drawn" in a player's history (its JSON and the dialog's
    Result column), and rates as a tie: with equal ratings, Elo moves nobody."""
    from mafia_desk.ratings.rate import model_named, rate_sources

    entry = {
        "stage": "qualifying",
        "round": 1,
        "table": 1,
        "players": [p["id"] for p in PLAYERS],
        "roles": {"don": 3, "mafia": [5, 8], "sheriff": 7},
        "winner": "draw",
        "ended_by": "three_nights",
        "shot_night1": 10,
    }
    doc = {"format": "mafia-desk/tournament", "version": 1, "name": "Миникап", "ruleset": "rfm-2026"}
    t = load_tournament({**doc, "players": PLAYERS, "games": [entry]})
    h = player_history("p03", "Игрок 3", [Source("Миникап", t)])
    (game,) = h.games
    assert (game.won, game.drawn, game.result) == (False, True, "drawn")
    assert history_to_json(h)["games"][0]["result"] == "drawn"  # type: ignore[index]
    rows = rate_sources(model_named("elo"), [Source("Миникап", t)]).rows
    assert {row.rating for row in rows} == {1000.0} and {row.wins for row in rows} == {0}
