"""The optional organiser keys of version 1 (spec tournament-format.md): read back, each bad value refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main
from mafia_desk.tournament import TournamentFileError, load_tournament, tournament_to_dict

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"


def organiser() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ORGANISER.read_text(encoding="utf-8"))
    return data


def error_of(data: object) -> TournamentFileError:
    with pytest.raises(TournamentFileError) as info:
        load_tournament(data)
    return info.value


def test_every_optional_key_is_read_and_written_back() -> None:
    data = organiser()
    t = load_tournament(data)
    assert (t.venue, t.start, t.end) == (data["venue"], "2016-06-10", "2016-06-12")
    assert t.judges == ("Игорь Судьин", "Anna Richter")
    q = t.stages[0] if t.stages else None
    assert q is not None and (q.games, q.tables, q.hidden_from_round) == (2, 2, 2)
    assert q.seating == ("random", "swiss")
    assert t.stages is not None and t.stages[1].advance == 20 and t.stages[2].seating == "final"
    assert [(d.stage, d.round, d.seed, len(d.tables), d.sitting_out) for d in t.draws] == [
        ("qualifying", 1, 7, 2, ("p21", "p22")),
        ("qualifying", 2, 8, 2, ("p01", "p02")),
    ]
    assert [c.action for c in t.corrections] == ["replace", "void"]
    assert not t.extra, "no optional key may be left as an unknown key"
    assert tournament_to_dict(t) == data
    assert tournament_to_dict(load_tournament(tournament_to_dict(t))) == data


def test_the_original_games_stay_and_the_scored_ones_follow_the_last_correction() -> None:
    t = load_tournament(organiser())
    assert len(t.games) == 4
    scored = {(g.round, g.table): g.winner for g in t.scored_games}
    # (1, 2) replaced: black became red; (2, 1) voided: gone.
    assert scored == {(1, 1): "red", (1, 2): "red", (2, 2): "black"}


def test_a_later_correction_undoes_an_earlier_one() -> None:
    data = organiser()
    original = copy.deepcopy(data["games"][2])
    data["corrections"].append(
        {
            "stage": "qualifying",
            "round": 2,
            "table": 1,
            "action": "replace",
            "game": original,
            "reason": "the void was a mistake",
            "by": "Anna Richter",
            "at": "2016-06-11T20:00:00",
        }
    )
    t = load_tournament(data)
    assert {(g.round, g.table) for g in t.scored_games} == {(1, 1), (1, 2), (2, 1), (2, 2)}


def _set(data: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    node: Any = data
    keys = path.split(".")
    for key in keys[:-1]:
        node = node[int(key)] if isinstance(node, list) else node[key]
    last = keys[-1]
    if value is _DELETE:
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return data


_DELETE = object()
Q = "stage qualifying"
G12 = "game (qualifying, 1, 2)"
G21 = "game (qualifying, 2, 1)"
T1 = [f"p{i:02d}" for i in range(1, 11)]

BAD = [
    ("venue", "", "file", "'venue' must not be empty"),
    ("venue", 3, "file", "'venue' must be a string"),
    ("start", "2016-6-10", "file", "'start' must be a date YYYY-MM-DD"),
    ("start", "2016-02-30", "file", "'start' must be a date"),
    ("end", "2016-06-12T10:00", "file", "'end' must be a date"),
    ("end", "2016-06-09", "file", "'end' 2016-06-09 is before 'start' 2016-06-10"),
    ("judges", "Игорь", "file", "'judges' must be a list"),
    ("judges", ["Игорь", ""], "file", "judges[1] must be a non-empty name"),
    ("judges", ["a\nb"], "file", "judges[0]"),
    ("stages.0.games", 0, Q, "'games' must be >= 1"),
    ("stages.0.games", 2.0, Q, "'games' must be a JSON integer"),
    ("stages.1.advance", -20, "stage semifinal", "'advance' must be >= 1"),
    ("stages.0.tables", 1001, Q, "'tables' must be <= 1,000"),
    ("stages.0.seating", "snake", Q, "'seating' must be one of random, swiss, final"),
    ("stages.0.seating", ["random", "lot"], Q, "'seating'[1] must be one of"),
    ("stages.0.seating", ["random"], Q, "'seating' lists 1 methods for 2 games"),
    ("stages.0.seating", [], Q, "not an empty list"),
    ("stages.0.hidden_from_round", 3, Q, "'hidden_from_round' 3 is after its last round 2"),
    ("draws.0.stage", "playoff", "stage playoff", "unknown stage"),
    ("draws.0.stage", "", "file", "'stage' must be a non-empty stage id"),
    ("draws.1.round", 1, Q, "two draws of round 1"),
    ("draws.1.round", 3, Q, "draw of round 3: the stage has 2 rounds"),
    ("draws.0.seed", -1, Q, "'seed' must be >= 0"),
    ("draws.0.seed", 2**63, Q, "'seed' must be <="),
    ("draws.0.tables", [], Q, "'tables' must list at least one table"),
    ("draws.0.tables.0", T1[:9], Q, "table 1: exactly 10 players, not 9"),
    ("draws.0.tables.0", [*T1[:9], "p01"], Q, "player p01 is placed twice"),
    ("draws.0.tables.0", [*T1[:9], "p99"], Q, "table 1: unknown player 'p99'"),
    ("draws.0.tables.0", [*T1[:9], "p21"], Q, "player p21 is placed twice"),
    ("draws.0.tables", [T1, T1[::-1]], Q, "player p10 is placed twice"),
    ("draws.0.tables", [T1, T1, T1], Q, "draw of round 1: 3 tables; the stage has 2"),
    ("draws.0.sitting_out", ["p21", "p99"], Q, "sitting out: unknown player 'p99'"),
    ("draws.0.sitting_out", ["p21", "p01"], Q, "player p01 is placed twice"),
    ("draws.0.sitting_out", "p21", Q, "must be a list of player ids"),
    ("draws.0.short_table", "p21", Q, "draw of round 1: 'short_table' must be a list of player ids"),
    ("draws.0.short_table", ["p21", 7], Q, "'short_table' must be a list of player ids"),
    ("draws.0.short_table", ["p99"], Q, "draw of round 1, short table: unknown player 'p99'"),
    ("draws.0.short_table", ["p21", "p01"], Q, "short table: player p01 is seated at a table"),
    ("draws.0.short_table", ["p21", "p21"], Q, "short table: player p21 is listed twice"),
    ("stages.0.swiss_rank", "rating", Q, "'swiss_rank' must be one of points, extra_points, not 'rating'"),
    ("stages.0.swiss_rank", 1, Q, "'swiss_rank' must be one of points, extra_points, not 1"),
    (
        "games.0.players",
        [T1[1], T1[0], *T1[2:]],
        "game (qualifying, 1, 1)",
        "differ from table 1 of the draw",
    ),
    ("games.1.table", 3, "game (qualifying, 1, 3)", "the draw of this round has only 2 tables"),
    ("corrections.1.table", 3, "game (qualifying, 2, 3)", "of a game that is not in 'games'"),
    ("corrections.0.action", "amend", G12, "'action' must be one of void, replace"),
    ("corrections.0.game", _DELETE, G12, "'replace' needs the new games[] entry"),
    ("corrections.0.game.table", 1, G12, "carries game (qualifying, 1, 1), not the corrected game"),
    ("corrections.0.game.winner", "green", G12, "'winner' must be one of"),
    ("corrections.0.game.players.9", "p99", G12, "correction: unknown player 'p99'"),
    ("corrections.0.game.players.9", "p11", G12, "correction: player p11 sits at 2 seats"),
    ("corrections.0.game.bonus", [{"seat": 7, "points": 2}], G12, "a winner may get"),
    ("corrections.0.game.players", [*T1[10:][::-1]], G12, "'players' must list exactly 10"),
    ("corrections.1.game", {"stage": "qualifying"}, G21, "'void' carries no 'game'"),
    ("corrections.0.reason", _DELETE, G12, "'reason' is missing"),
    ("corrections.0.by", "", G12, "'by' must not be empty"),
    ("corrections.0.at", "2016-06-11", G12, "'at' must be an ISO date and time"),
    ("corrections.0.at", "yesterday at six", G12, "'at' must be an ISO date and time"),
    ("corrections.0.at", _DELETE, G12, "'at' is missing"),
]


@pytest.mark.parametrize(("path", "value", "where", "what"), BAD)
def test_bad_optional_value_is_refused(path: str, value: Any, where: str, what: str) -> None:
    err = error_of(_set(organiser(), path, value if value is _DELETE else copy.deepcopy(value)))
    assert (err.where, what in err.what) == (where, True), str(err)
    assert str(err) == f"invalid: {err.where}: {err.what}"


def test_a_short_table_and_a_swiss_rank_are_read_and_written_back() -> None:
    data = organiser()
    data["draws"][0]["short_table"] = ["p21", "p22"]
    data["stages"][0]["swiss_rank"] = "extra_points"
    back = tournament_to_dict(load_tournament(copy.deepcopy(data)))
    assert back["draws"][0]["short_table"] == ["p21", "p22"]
    assert back["stages"][0]["swiss_rank"] == "extra_points"


def test_a_replacement_must_seat_the_draw_of_its_table() -> None:
    data = organiser()
    seats = data["corrections"][0]["game"]["players"]
    seats[0], seats[1] = seats[1], seats[0]
    err = error_of(data)
    assert err.where == G12 and "differ from table 2 of the draw" in err.what


def test_a_replacement_may_not_make_a_player_play_twice_in_a_round() -> None:
    data = organiser()
    del data["draws"]
    data["absences"] = []
    # Table 2 of round 1, replaced by a game of players who sit at table 1 of the same round.
    data["corrections"][0]["game"]["players"] = [*T1[5:], "p21", "p22", "p11", "p12", "p13"]
    err = error_of(data)
    assert "after the corrections, player p06 plays twice in round 1" in err.what


def test_a_player_sitting_out_by_the_draw_has_no_game_in_that_round() -> None:
    data = organiser()
    # The draw benches p20 and seats p21 in his place, but the stored game still has p20 at table 2.
    data["draws"][0]["tables"][1] = [f"p{i}" for i in range(11, 20)] + ["p21"]
    data["draws"][0]["sitting_out"] = ["p20"]
    err = error_of(data)
    assert err.where == Q and "player p20 sits out, but plays game (qualifying, 1, 2)" in err.what


def test_a_file_without_the_optional_keys_exports_none_of_them() -> None:
    data = organiser()
    for key in ("venue", "start", "end", "judges", "draws", "corrections"):
        del data[key]
    data["stages"] = [{"id": s["id"], "coefficient": s["coefficient"]} for s in data["stages"]]
    assert tournament_to_dict(load_tournament(data)) == data


def test_the_cli_refuses_a_bad_correction_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    data = _set(organiser(), "corrections.1.at", "soon")
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["standings", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip().splitlines() == [
        "invalid: game (qualifying, 2, 1): 'at' must be an ISO date and time YYYY-MM-DDTHH:MM:SS, not 'soon'"
    ]


def test_reseating_a_drawn_table_follows_the_rulesets_option() -> None:
    from mafia_desk.rulesets.game import load_game_ruleset
    from mafia_desk.rulesets.scoring import scoring_rules
    from mafia_desk.tournament.checks import check_tournament
    from mafia_desk.tournament.parse import parse_tournament

    data = organiser()
    seats = data["games"][0]["players"]
    seats[0], seats[1] = seats[1], seats[0]
    assert load_game_ruleset(data["ruleset"]).host_may_reseat is False
    assert "in the draw's seat order" in error_of(data).what
    rules = scoring_rules(data["ruleset"])
    check_tournament(parse_tournament(data), rules, host_may_reseat=True)  # the same players: allowed
    # Another set of players (the draw put p21 where p01 plays) is refused whatever the option.
    data["draws"][0]["tables"][0][0] = "p21"
    data["draws"][0]["sitting_out"] = ["p22"]
    with pytest.raises(TournamentFileError, match="differ from table 1 of the draw"):
        check_tournament(parse_tournament(data), rules, host_may_reseat=True)


def test_a_substitute_credited_under_a_draw_is_allowed_only_as_the_replacements_say() -> None:
    """replacement_result = substitute: the seat holds the player who came in (drawn to sit out), and the
    game's `replacements` (an extra key the host's program writes) say so; anything else still differs."""
    from mafia_desk.rulesets.scoring import scoring_rules
    from mafia_desk.tournament.checks import check_tournament
    from mafia_desk.tournament.parse import parse_tournament

    data = organiser()
    data["absences"] = [a for a in data["absences"] if (a["player"], a["round"]) != ("p21", 1)]
    game = data["games"][0]
    game["players"][3] = "p21"
    rules = scoring_rules(data["ruleset"])
    with pytest.raises(TournamentFileError, match="sits out, but plays game"):
        check_tournament(parse_tournament(data), rules)
    game["replacements"] = [{"seat": 4, "player": "Sub", "player_id": "p21", "from": 9, "reason": "ill"}]
    check_tournament(parse_tournament(data), rules)
    check_tournament(parse_tournament(data), rules, host_may_reseat=True)
    back = tournament_to_dict(load_tournament(data))
    assert back["games"][0]["replacements"] == game["replacements"]  # kept as an unknown key
    game["replacements"][0]["seat"] = 5  # the log names another seat: p21 at seat 4 is not explained
    with pytest.raises(TournamentFileError, match="sits out, but plays game"):
        check_tournament(parse_tournament(data), rules)
