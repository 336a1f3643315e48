"""The exchange file: the public examples load and round-trip, unknown keys survive, bad files say why."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.tournament import (
    TournamentFileError,
    effective_stages,
    load_tournament,
    read_tournament_file,
    tournament_to_dict,
)

EXAMPLES = EXCHANGE
PRESETS = ["fiim", "stars-2016", "arctic-2016", "white-nights-2016", "german-open-2016"]


def players(n: int = 12) -> list[dict[str, Any]]:
    return [{"id": f"p{i:02d}", "name": f"Игрок {i}"} for i in range(1, n + 1)]


def game(**kw: Any) -> dict[str, Any]:
    g: dict[str, Any] = {
        "stage": "qualifying",
        "round": 1,
        "table": 1,
        "players": [f"p{i:02d}" for i in range(1, 11)],
        "roles": {"don": 1, "mafia": [2, 3], "sheriff": 4},
        "winner": "red",
        "ended_by": "normal",
        "shot_night1": 5,
        "best_move": {"seat": 5, "guess": [1, 2, 6]},
        "bonus": [],
        "removed": [],
        "penalties": [],
    }
    g.update(kw)
    return g


def doc(ruleset: str = "fiim", **kw: Any) -> dict[str, Any]:
    d: dict[str, Any] = {
        "format": "mafia-desk/tournament",
        "version": 1,
        "name": "Тест",
        "ruleset": ruleset,
        "players": players(),
        "games": [game()],
        "absences": [{"player": "p11", "stage": "qualifying", "round": 1, "kind": "bye"}],
        "adjustments": [],
    }
    d.update(kw)
    return d


def error_of(data: object) -> TournamentFileError:
    with pytest.raises(TournamentFileError) as info:
        load_tournament(data)
    return info.value


@pytest.mark.parametrize("preset", PRESETS)
def test_public_examples_load_and_round_trip(preset: str) -> None:
    path = EXAMPLES / f"{preset}.json"
    original = json.loads(path.read_text(encoding="utf-8"))
    first = tournament_to_dict(read_tournament_file(path))
    assert first == original  # the examples already are in the written form
    assert tournament_to_dict(load_tournament(json.loads(json.dumps(first)))) == first
    t = read_tournament_file(path)
    assert load_tournament(tournament_to_dict(t)) == t  # the typed model survives the trip as well


def test_unknown_keys_are_kept_at_every_level() -> None:
    d = doc("stars-2016")
    d["x_top"] = {"a": [1, 2]}
    d["players"][0]["x_player"] = "ник"
    d["stages"] = [{"id": "qualifying", "coefficient": 1, "x_stage": True}]
    g = d["games"][0]
    g["x_game"] = 1
    g["roles"]["x_roles"] = 2
    g["best_move"]["x_bm"] = 3
    g["bonus"] = [{"seat": 6, "points": 1, "kind": "circle_best", "x_bonus": 4}]
    g["removed"] = [{"seat": 7, "reason": "fouls", "x_removed": 5}]
    g["penalties"] = [{"seat": 8, "points": -1, "reason": "late", "x_pen": 6}]
    d["absences"][0]["x_abs"] = 7
    d["adjustments"] = [{"player": "p12", "points": 0.5, "reason": "protest", "x_adj": 8}]
    out = tournament_to_dict(load_tournament(copy.deepcopy(d)))
    assert out == d
    assert tournament_to_dict(load_tournament(out)) == out


def test_defaults_and_optional_fields() -> None:
    d = doc()
    g = d["games"][0]
    for key in ("shot_night1", "best_move", "bonus", "removed", "penalties"):
        del g[key]
    del d["absences"]
    t = load_tournament(d)
    assert t.games[0].ended_by == "normal" and t.games[0].shot_night1 is None
    assert [s.id for s in effective_stages(t)] == ["qualifying", "semifinal", "final"]  # A1
    assert [s.factor for s in effective_stages(load_tournament(doc("white-nights-2016")))] == [1, 1.5, 2]


def test_json_errors_and_unreadable_files(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(TournamentFileError) as info:
        read_tournament_file(bad)
    assert info.value.where == "file" and str(info.value).startswith("invalid: file: not valid JSON")
    with pytest.raises(TournamentFileError) as info:
        read_tournament_file(tmp_path / "missing.json")
    assert info.value.where == "file"


def _mutate(path: str, value: Any, ruleset: str = "fiim") -> dict[str, Any]:
    """A valid document with one field replaced; `path` is dotted (list indexes as numbers)."""
    d = doc(ruleset)
    target: Any = d
    keys = path.split(".")
    for key in keys[:-1]:
        target = target[int(key)] if key.isdigit() else target[key]
    last = keys[-1]
    if value is _DELETE:
        del target[last]
    elif isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return d


_DELETE = object()
G = "game (qualifying, 1, 1)"

# (ruleset, dotted path, new value, expected where, a fragment of the expected what)
BAD_FIELDS = [
    ("fiim", "format", "other", "file", "'format'"),
    ("fiim", "version", 2, "file", "'version'"),
    ("fiim", "version", 1.0, "file", "'version'"),  # A42
    ("fiim", "ruleset", "nope", "file", "unknown ruleset"),
    ("fiim", "players.3.name", "", "players[3]", "'name'"),  # A42
    ("fiim", "players.3.name", _DELETE, "players[3]", "'name' is missing"),
    ("fiim", "players.3.id", "p01", "players[3]", "used twice"),
    ("fiim", "games.0.round", 1.0, "game (qualifying, 1.0, 1)", "JSON integer"),  # A42
    ("fiim", "games.0.table", 0, "game (qualifying, 1, 0)", ">= 1"),
    ("fiim", "games.0.stage", "playoff", "game (playoff, 1, 1)", "unknown stage"),
    ("fiim", "games.0.players.9", "p01", G, "sits at 2 seats"),
    ("fiim", "games.0.players.9", "p99", G, "unknown player"),
    ("fiim", "games.0.players", ["p01"] * 9, G, "exactly 10"),
    ("fiim", "games.0.roles.mafia", [2, 3, 6], G, "1 don + 2 mafia + 1 sheriff"),
    ("fiim", "games.0.roles.sheriff", 1, G, "4 different seats"),
    ("fiim", "games.0.roles.don", 11, G, "seat 1..10"),
    ("fiim", "games.0.winner", "green", G, "'winner'"),
    ("fiim", "games.0.ended_by", "judge", G, "'reason' is missing"),  # A38
    ("fiim", "games.0.shot_night1", 1.0, G, "JSON integer"),
    ("fiim", "games.0.best_move.guess", [1, 1, 2], G, "twice"),  # A39
    ("fiim", "games.0.best_move.guess", [5, 1, 2], G, "may not name himself"),  # A39
    ("fiim", "games.0.best_move.guess", [1, 2], G, "3 seats"),
    ("fiim", "games.0.best_move.seat", 7, G, "only he may make it"),  # A6b
    ("fiim", "games.0.shot_night1", None, G, "night-1 miss"),  # A6b
    ("white-nights-2016", "games.0.shot_night1", None, G, "night-1 miss"),  # A6b
    ("fiim", "games.0.shot_night1", 2, G, "only he may make it"),
    ("stars-2016", "games.0.best_move.seat", 7, G, "only he may make it"),  # A6: the victim when he is known
    ("fiim", "games.0.removed", [{"seat": 5, "reason": "fouls"}], G, "no last words"),  # A41
    ("fiim", "games.0.removed", [{"seat": 6, "reason": "late"}], G, "'reason'"),
    ("fiim", "games.0.removed", [{"seat": 6, "reason": "fouls"}, {"seat": 6, "reason": "fouls"}], G, "twice"),
    ("fiim", "games.0.penalties", [{"seat": 6, "points": 0.5, "reason": "x"}], G, "<= 0"),  # A19
    ("fiim", "games.0.penalties", [{"seat": 6, "points": -0.5}], G, "'reason'"),  # A19
    ("fiim", "games.0.penalties", [{"seat": 6, "points": -0.5, "reason": " "}], G, "empty"),  # A19
    ("fiim", "games.0.bonus", [{"seat": 6, "points": "1"}], G, "must be a number"),
    (
        "fiim",
        "games.0.bonus",
        [{"seat": 6, "points": 1, "kind": "circle_best"}],
        G,
        "only in stars-2016",
    ),  # A15
    ("fiim", "stages", [{"id": "qualifying", "coefficient": 0}], "stage qualifying", "> 0"),  # A2
    ("fiim", "stages", [{"id": "qualifying"}, {"id": "qualifying"}], "stage qualifying", "unique"),  # A2
    ("fiim", "absences.0.player", "p99", "player p99", "unknown player"),
    ("fiim", "absences.0.player", "p01", "player p01", "but plays game (qualifying, 1, 1)"),  # A10
    ("fiim", "absences.0.kind", "sick", "player p11", "'kind'"),
    ("fiim", "adjustments", [{"player": "p99", "points": 1, "reason": "x"}], "player p99", "unknown player"),
    ("fiim", "adjustments", [{"player": "p01", "points": "1", "reason": "x"}], "player p01", "number"),
]


@pytest.mark.parametrize(("ruleset", "path", "value", "where", "what"), BAD_FIELDS)
def test_bad_field_is_rejected_with_where_and_why(
    ruleset: str, path: str, value: Any, where: str, what: str
) -> None:
    err = error_of(_mutate(path, value, ruleset))
    assert err.where == where
    assert what in err.what
    assert str(err) == f"invalid: {err.where}: {err.what}"


def test_black_player_makes_no_best_move() -> None:
    d = doc("stars-2016")
    d["games"][0]["shot_night1"] = 2
    d["games"][0]["best_move"] = {"seat": 2, "guess": [1, 3, 4]}
    assert "only a red player" in error_of(d).what  # A7


def test_three_nights_requires_red_win() -> None:
    d = doc()
    d["games"][0].update(ended_by="three_nights", winner="black")
    assert "won by red" in error_of(d).what  # A37


def test_duplicate_game_and_player_twice_in_a_round() -> None:
    d = doc()
    d["games"].append(game())
    assert error_of(d).what == "two games share this stage, round and table"
    d = doc(players=players(20))
    d["games"].append(game(table=2, players=[f"p{i:02d}" for i in range(10, 20)]))
    err = error_of(d)
    assert err.where == "game (qualifying, 1, 2)" and "p10 plays twice" in err.what


def test_absence_twice_and_preset_absence_limits() -> None:
    d = doc()
    d["absences"].append({"player": "p11", "stage": "qualifying", "round": 1, "kind": "missed"})
    assert "two absences" in error_of(d).what  # A10
    short = [{"player": "p11", "stage": "qualifying", "round": r, "kind": "short_table"} for r in (2, 3)]
    load_tournament(doc("fiim", absences=short))  # A11: allowed outside stars
    assert "short table 2 times" in error_of(doc("stars-2016", absences=short)).what  # A11
    excused = [{"player": "p11", "stage": "qualifying", "round": r, "kind": "excused"} for r in (2, 3)]
    load_tournament(doc("fiim", absences=excused))  # A13
    assert "excused 2 times" in error_of(doc("german-open-2016", absences=excused)).what  # A12


def test_stars_allows_any_red_mover_after_a_miss_but_not_removed() -> None:
    d = doc("stars-2016")
    d["games"][0].update(shot_night1=None, best_move={"seat": 7, "guess": [1, 2, 3]})
    load_tournament(d)  # A6
    d["games"][0]["removed"] = [{"seat": 7, "reason": "disqualification"}]
    assert "no last words" in error_of(d).what  # A41


def _with_bonus(ruleset: str, bonus: list[dict[str, Any]], winner: str = "red") -> dict[str, Any]:
    d = doc(ruleset)
    d["games"][0]["bonus"] = bonus
    d["games"][0]["winner"] = winner
    return d


# Seats: 1 don, 2-3 mafia, 4 sheriff, others civilians; red wins unless said otherwise.
GOOD_BONUS = [
    (
        "stars-2016",
        [{"seat": 4, "points": 1, "kind": "circle_best"}, {"seat": 4, "points": 1, "kind": "circle_best"}],
    ),
    ("stars-2016", [{"seat": 5, "points": -1, "kind": "circle_worst"}, {"seat": 5, "points": 2}]),
    ("stars-2016", [{"seat": 5, "points": 1.5}, {"seat": 5, "points": 0.5}, {"seat": 6, "points": -2}]),
    ("arctic-2016", []),
    ("arctic-2016", [{"seat": 1, "points": 1}]),  # A17: a loser may be the best player
    ("arctic-2016", [{"seat": 5, "points": 0.5}, {"seat": 6, "points": 0.5}]),
    ("white-nights-2016", [{"seat": 5, "points": 1}, {"seat": 6, "points": 1}]),  # A43
    ("white-nights-2016", [{"seat": 5, "points": 0.5}, {"seat": 1, "points": 0.5}]),
    ("german-open-2016", [{"seat": 5, "points": -0.3}, {"seat": 5, "points": 0.7}, {"seat": 1, "points": 3}]),
]
BAD_BONUS = [
    ("stars-2016", [{"seat": 4, "points": 2, "kind": "circle_best"}], "circle_best must be 1"),
    ("stars-2016", [{"seat": 4, "points": -0.5, "kind": "circle_worst"}], "circle_worst must be -1"),
    ("stars-2016", [{"seat": 5, "points": 1.5}, {"seat": 5, "points": 1}], "outside -2..2"),
    ("arctic-2016", [{"seat": 5, "points": 0.5}], "not allowed"),
    ("arctic-2016", [{"seat": 5, "points": 1}, {"seat": 6, "points": 1}], "not allowed"),
    ("arctic-2016", [{"seat": 5, "points": 0.5}, {"seat": 1, "points": 0.5}], "winning team"),
    ("arctic-2016", [{"seat": 5, "points": 0.5}, {"seat": 5, "points": 0.5}], "twice"),
    ("white-nights-2016", [{"seat": 1, "points": 1}], "a loser may get +0.5"),
    ("white-nights-2016", [{"seat": 5, "points": 2}], "a winner may get +1 or +0.5"),
    (
        "white-nights-2016",
        [{"seat": 5, "points": 1}, {"seat": 6, "points": 0.5}, {"seat": 7, "points": 0.5}],
        "at most 2",
    ),
    ("white-nights-2016", [{"seat": 5, "points": 0.5}, {"seat": 5, "points": 0.5}], "twice"),
]


@pytest.mark.parametrize(("ruleset", "bonus"), GOOD_BONUS)
def test_extra_points_within_the_preset_limits_load(ruleset: str, bonus: list[dict[str, Any]]) -> None:
    load_tournament(_with_bonus(ruleset, bonus))


@pytest.mark.parametrize(("ruleset", "bonus", "what"), BAD_BONUS)
def test_extra_points_outside_the_preset_limits_are_errors(
    ruleset: str, bonus: list[dict[str, Any]], what: str
) -> None:
    err = error_of(_with_bonus(ruleset, bonus))
    assert err.where == G
    assert what in err.what


def test_other_stages_accepted_in_every_preset() -> None:
    for preset in PRESETS:
        d = doc(preset)
        d["games"][0]["stage"] = "final"
        d["absences"] = []
        assert load_tournament(d).games[0].stage == "final"  # A45
