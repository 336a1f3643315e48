"""Our extension `teams` (docs/tournament-format.md): read, written back unchanged, each broken rule refused
with one line, and the CLI's exit 2 for a file that breaks one."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from fixtures import EXCHANGE

from mafia_desk.cli import main
from mafia_desk.tournament import TournamentFileError, load_tournament, tournament_to_dict
from mafia_desk.tournament.teams import TeamEntry, TeamSetup, new_team_id, teams_of, with_teams

ORGANISER = EXCHANGE / "white-nights-2016-organiser.json"


def with_teams_key() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(ORGANISER.read_text(encoding="utf-8"))
    data["teams"] = {
        "size": 4,
        "best": 3,
        "list": [
            {"id": "t1", "name": "Cosa Nostra", "captain": "p01", "players": ["p01", "p02", "p03", "p04"]},
            {"id": "t2", "name": "Полночь", "players": ["p05", "p06"], "colour": "red"},
            {"id": "t3", "name": "Пустая"},
        ],
        "note": "kept",
    }
    return data


def error_of(data: object) -> str:
    with pytest.raises(TournamentFileError) as info:
        load_tournament(data)
    return str(info.value)


def test_the_key_is_read_and_written_back_unchanged() -> None:
    data = with_teams_key()
    t = load_tournament(data)
    setup = teams_of(t)
    assert setup is not None
    assert (setup.size, setup.best) == (4, 3)
    assert [team.name for team in setup.teams] == ["Cosa Nostra", "Полночь", "Пустая"]
    assert setup.teams[0].captain == "p01" and setup.teams[2].players == ()
    assert setup.team_of("p06") == setup.teams[1] and setup.team_of("p07") is None
    assert setup.groups() == (("p01", "p02", "p03", "p04"), ("p05", "p06"))
    exported = tournament_to_dict(t)
    assert exported == data
    assert tournament_to_dict(load_tournament(exported)) == exported


def test_the_typed_setup_writes_the_same_value_unknown_keys_kept() -> None:
    data = with_teams_key()
    setup = teams_of(load_tournament(data))
    assert setup is not None
    written = setup.to_json()
    # `players` is written even when the file left it out (an empty team), everything else as read
    expected = copy.deepcopy(data["teams"])
    expected["list"][2]["players"] = []
    assert written == expected
    assert new_team_id(setup) == "t4"


def test_a_file_without_the_key_is_no_team_tournament_and_exports_none() -> None:
    data = with_teams_key()
    del data["teams"]
    t = load_tournament(data)
    assert teams_of(t) is None
    assert "teams" not in tournament_to_dict(t)
    extra = with_teams(t, TeamSetup(size=2, teams=(TeamEntry("t1", "A", ("p01", "p02"), "p02"),)))
    assert extra["teams"] == {
        "size": 2,
        "list": [{"id": "t1", "name": "A", "captain": "p02", "players": ["p01", "p02"]}],
    }


def _broken(path: str, value: Any) -> dict[str, Any]:
    data = with_teams_key()
    target: Any = data
    keys = path.split(".")
    for key in keys[:-1]:
        target = target[int(key)] if key.isdigit() else target[key]
    last = keys[-1]
    if value is _DELETE:
        del target[last]
    elif last.isdigit():
        target[int(last)] = value
    else:
        target[last] = value
    return data


_DELETE = object()


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        ("teams", [], "invalid: file: 'teams' must be a JSON object"),
        ("teams.size", _DELETE, "invalid: file: 'teams.size' is missing"),
        ("teams.size", 0, "invalid: file: 'teams.size' must be a whole number from 1 to 100, not 0"),
        ("teams.size", 4.0, "invalid: file: 'teams.size' must be a whole number from 1 to 100, not 4.0"),
        ("teams.size", True, "invalid: file: 'teams.size' must be a whole number from 1 to 100, not True"),
        ("teams.best", 5, "invalid: file: 'teams.best' must be a whole number from 1 to 4, not 5"),
        ("teams.list", _DELETE, "invalid: file: 'teams.list' must be a list of teams"),
        ("teams.list.1", "t2", "invalid: teams[1]: a team must be a JSON object"),
        ("teams.list.1.id", "t1", "invalid: teams[1]: the team id 't1' is used twice"),
        ("teams.list.1.id", " ", "invalid: teams[1]: 'id' must be a non-empty string"),
        (
            "teams.list.1.name",
            "cosa  NOSTRA",
            "invalid: teams[1]: the team name 'cosa  NOSTRA' is used by team 't1' too",
        ),
        ("teams.list.1.name", "A\nB", "invalid: teams[1]: 'name' holds the control character U+000A"),
        ("teams.list.1.players", "p05", "invalid: teams[1]: 'players' must be a list of player ids"),
        ("teams.list.1.players", ["p05", "p99"], "invalid: teams[1]: unknown player 'p99'"),
        ("teams.list.1.players", ["p05", "p05"], "invalid: teams[1]: player p05 is listed twice"),
        ("teams.list.1.players", ["p05", "p01"], "invalid: teams[1]: player p01 is in team 't1' already"),
        (
            "teams.list.1.players",
            ["p05", "p06", "p07", "p08", "p09"],
            "invalid: teams[1]: 5 players in a team of at most 4",
        ),
        (
            "teams.list.0.captain",
            "p05",
            "invalid: teams[0]: the captain 'p05' is not one of the team's players",
        ),
    ],
)
def test_each_broken_rule_rejects_the_whole_file_in_one_line(path: str, value: Any, message: str) -> None:
    assert error_of(_broken(path, value)) == message


def test_the_cli_refuses_a_file_with_a_broken_teams_key_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    data = _broken("teams.list.1.players", ["p05", "p01"])
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert main(["standings", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.strip().splitlines() == ["invalid: teams[1]: player p01 is in team 't1' already"]
