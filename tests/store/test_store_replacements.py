"""A live tournament game whose player was replaced: the store accepts its result only as the log says, the
file round-trips the `replacements` key, and the standings credit the player the ruleset names."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from store_helpers import example, seats

from mafia_desk.game import Game, JudgeAward, Replace, Roles, Seat, Team, load_game_ruleset, result_entry
from mafia_desk.scoring.output import standings_to_json
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store import Store, TournamentImportError
from mafia_desk.tournament import load_tournament


def _played(entry: dict[str, Any], result: str) -> dict[str, object]:
    """The last game of the fiim example played again by the engine, seat 4 (mafia, p08) replaced by p03, who
    sits out that round."""
    table = [Seat(i, f"Игрок {i}", pid) for i, pid in enumerate(entry["players"], start=1)]
    game = Game(load_game_ruleset("fiim", {"replacement_result": result}), table)
    roles = entry["roles"]
    game.apply(Roles(roles["don"], tuple(roles["mafia"]), roles["sheriff"]))
    game.apply(Replace(4, "Запасной", "p03", "fell ill"))
    game.apply(JudgeAward(Team.BLACK, "a hint from the audience"))
    return result_entry(game, stage=entry["stage"], round=entry["round"], table=entry["table"])


def _data() -> dict[str, Any]:
    """The fiim example without p03's bye in round 5: the substitute comes from the players sitting out, and a
    player listed absent may not play (the tournament checks say so)."""
    data = example("fiim")
    data["absences"] = [a for a in data["absences"] if (a["player"], a["round"]) != ("p03", 5)]
    return data


def _store_it(store: Store, result: str) -> tuple[int, dict[str, Any], dict[str, object]]:
    data = _data()
    entry = data["games"].pop()
    tid = store.import_tournament(data)
    gid = store.create_game(
        "fiim", seats(ids=entry["players"]), {}, tid, entry["stage"], entry["round"], entry["table"]
    )
    played = _played(entry, result)
    store.finish_game(gid, played)
    return tid, entry, played


def _row(standings: list[dict[str, Any]], pid: str) -> dict[str, Any]:
    return next(r for r in standings if r["player"] == pid)


@pytest.mark.parametrize("result", ["starter", "substitute"])
def test_a_replaced_seat_is_stored_exported_and_imported_back(store: Store, result: str) -> None:
    tid, _, _ = _store_it(store, result)
    exported = store.export_tournament(tid)
    game = exported["games"][-1]
    assert game["replacements"] == [
        {"seat": 4, "player": "Запасной", "player_id": "p03", "from": 1, "reason": "fell ill"}
    ]
    assert game["players"][3] == ("p03" if result == "substitute" else "p08")
    # export, import into a fresh name, export again: the key comes back as it went
    again = copy.deepcopy(exported)
    again["name"] = exported["name"] + " (copy)"
    second = store.import_tournament(again)
    assert store.export_tournament(second)["games"][-1]["replacements"] == game["replacements"]


@pytest.mark.parametrize("result", ["starter", "substitute"])
def test_the_credited_player_gets_the_game_and_its_win(store: Store, result: str) -> None:
    data = _data()
    before = standings_to_json(compute_standings(load_tournament({**data, "games": data["games"][:-1]})))
    base = {r["player"]: (r["games"], r["wins"]) for r in before["standings"]}
    tid, _, _ = _store_it(store, result)
    after = standings_to_json(compute_standings(load_tournament(store.export_tournament(tid))))["standings"]
    credited, other = ("p03", "p08") if result == "substitute" else ("p08", "p03")
    games, wins = base[credited]
    assert (_row(after, credited)["games"], _row(after, credited)["wins"]) == (
        games + 1,
        wins + 1,
    )  # black won
    assert (_row(after, other)["games"], _row(after, other)["wins"]) == base[other]


def test_a_result_naming_another_player_than_the_log_is_refused(store: Store) -> None:
    data = _data()
    entry = data["games"].pop()
    tid = store.import_tournament(data)
    gid = store.create_game(
        "fiim", seats(ids=entry["players"]), {}, tid, entry["stage"], entry["round"], entry["table"]
    )
    played = _played(entry, "substitute")
    players = list(played["players"])  # type: ignore[call-overload]
    players[3] = "p04"  # not the substitute the replacements name
    with pytest.raises(TournamentImportError, match="seated with"):
        store.finish_game(gid, {**played, "players": players})
    without = {k: v for k, v in played.items() if k != "replacements"}
    with pytest.raises(TournamentImportError, match="seated with"):
        store.finish_game(gid, without)
    store.finish_game(gid, played)
    assert store.export_tournament(tid)["games"][-1]["players"][3] == "p03"
