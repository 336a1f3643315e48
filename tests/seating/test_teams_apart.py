"""Teammates kept apart by the draw (RoundConstraints.teams_apart): in the stage's first rounds or always,
over rounds drawn one by one and drawn together, reported by name where it cannot be met, on the CLI too."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from round_kit import players

from mafia_desk.cli import main
from mafia_desk.scoring.standings import ranking
from mafia_desk.seating.model import SeatingError
from mafia_desk.seating.rounds import RoundConstraints, add_draw, draw_round, redraw_unplayed
from mafia_desk.seating.teams_apart import teammates_together
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.model import Tournament
from mafia_desk.tournament.templates import load_template


def team_doc(n: int = 40, size: int = 4) -> dict[str, Any]:
    """n players, teams of `size` in registration order (p01-p04 the first team...)."""
    doc = load_template("fiim-teams").skeleton("Командный")
    doc["players"] = players(n, 0)
    ids = [p["id"] for p in doc["players"]]
    doc["teams"] = {
        "size": size,
        "list": [
            {"id": f"t{i + 1}", "name": f"Команда {i + 1}", "players": ids[i * size : (i + 1) * size]}
            for i in range(n // size)
        ],
    }
    return doc


def teams(t: Tournament) -> list[set[str]]:
    from mafia_desk.tournament.teams import teams_of

    setup = teams_of(t)
    assert setup is not None
    return [set(team.players) for team in setup.teams]


def apart(draw: Any, groups: list[set[str]]) -> bool:
    return all(len(set(table) & g) <= 1 for table in draw.tables for g in groups)


def test_teammates_apart_in_the_first_rounds_only() -> None:
    t = load_tournament(team_doc())
    groups = teams(t)
    rules = RoundConstraints.from_dict({"teams_apart": 2})
    for rnd in (1, 2):
        made = draw_round(t, "qualifying", rnd, 7 + rnd, ranking(t), rules)
        assert apart(made.draw, groups), rnd
        assert made.quality["apart_meetings"].value == 0
        assert teammates_together(t, made.draw) == ()
        t = add_draw(t, made.draw)
    later = draw_round(t, "qualifying", 3, 3, ranking(t), rules)
    assert "apart_meetings" not in later.quality  # round 3 is past the first 2


def test_teammates_apart_always_over_a_whole_stage_drawn_together() -> None:
    t = load_tournament(team_doc())
    groups = teams(t)
    rules = RoundConstraints.from_dict({"teams_apart": "always"})
    _new, made = redraw_unplayed(t, "qualifying", [5] * 10, ranking(t), rules, every_round=True)
    assert len(made) == 10
    for m in made:
        assert apart(m.draw, groups), m.draw.round


def test_clubs_and_teams_over_different_rounds_are_drawn_round_by_round() -> None:
    doc = team_doc()
    for i, p in enumerate(doc["players"]):
        p["club"] = f"Клуб {i % 10}"  # 4 players a club: 4 tables hold them apart
    t = load_tournament(doc)
    rules = RoundConstraints.from_dict({"same_club": True, "apart_rounds": 1, "teams_apart": 3})
    _new, made = redraw_unplayed(t, "qualifying", list(range(1, 11)), ranking(t), rules, every_round=True)
    for m in made[:3]:
        assert apart(m.draw, teams(t)), m.draw.round


def test_an_impossible_constraint_is_refused_in_one_line() -> None:
    # Teams of 5 with 2 tables of 10 (20 players, nobody on the bench): five cannot sit at two tables apart.
    t = load_tournament(team_doc(n=20, size=5))
    with pytest.raises(SeatingError) as info:
        draw_round(t, "qualifying", 1, 1, ranking(t), RoundConstraints.from_dict({"teams_apart": 1}))
    assert str(info.value) == (
        "constraints: round 1: the 5 players kept apart (p01, p02, p03, p04, p05) cannot sit at different "
        "tables: 2 table(s) and 0 free bench place(s) hold at most 2 of them"
    )
    # Past the rounds it covers, the same round is drawn.
    assert draw_round(t, "qualifying", 2, 1, ranking(t), RoundConstraints.from_dict({"teams_apart": 1}))


def test_teammates_together_names_each_team_and_table() -> None:
    from dataclasses import replace

    from mafia_desk.seating.teams_apart import together_text
    from mafia_desk.tournament.model import Draw

    t = load_tournament(team_doc(n=20, size=5))
    ids = [p.id for p in t.players]
    # table 1: p01-p10 (teams 1 and 2 whole), table 2: p11-p20 (teams 3 and 4 whole)
    draw = Draw("qualifying", 1, (tuple(ids[:10]), tuple(ids[10:])))
    found = teammates_together(t, draw)
    assert [(f.team, f.table, len(f.players)) for f in found] == [
        ("Команда 1", 1, 5),
        ("Команда 2", 1, 5),
        ("Команда 3", 2, 5),
        ("Команда 4", 2, 5),
    ]
    text = together_text(found[:1], {"p01": "Анна"})
    assert text == "team Команда 1 at table 1 (Анна, p02, p03, p04, p05)"
    spread = replace(draw, tables=(tuple(ids[0::2]), tuple(ids[1::2])))
    assert all(len(f.players) == 2 or len(f.players) == 3 for f in teammates_together(t, spread))


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("never", "constraints: 'teams_apart' must be \"always\" or a number of rounds 0..50, not 'never'"),
        (-1, "constraints: 'teams_apart' must be \"always\" or a number of rounds 0..50, not -1"),
        (True, "constraints: 'teams_apart' must be \"always\" or a number of rounds 0..50, not True"),
    ],
)
def test_a_bad_teams_apart_is_refused_in_words(value: object, message: str) -> None:
    with pytest.raises(SeatingError) as info:
        RoundConstraints.from_dict({"teams_apart": value})
    assert str(info.value) == message


def test_teams_apart_without_teams_is_refused_and_kept_in_the_stored_json() -> None:
    doc = team_doc()
    del doc["teams"]
    rules = RoundConstraints.from_dict({"teams_apart": "always"})
    with pytest.raises(SeatingError, match="the tournament has no teams"):
        rules.check(load_tournament(doc))
    assert RoundConstraints.from_dict(rules.to_dict()) == rules
    assert "teams_apart" not in RoundConstraints().to_dict()


def test_the_cli_option_keeps_teammates_apart_and_warns_where_it_cannot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "t.json"
    path.write_text(json.dumps(team_doc(), ensure_ascii=False), encoding="utf-8")
    args = ["draw", str(path), "--stage", "qualifying", "--round", "1", "--seed", "4"]
    assert main([*args, "--teams-apart", "always"]) == 0
    out, err = capsys.readouterr()
    made = json.loads(out)
    tables = made["tables"]
    assert made["quality"]["apart_meetings"]["value"] == 0
    groups = teams(load_tournament(team_doc()))
    assert all(len(set(table) & g) <= 1 for table in tables for g in groups)
    assert err == ""
    small = tmp_path / "small.json"
    small.write_text(json.dumps(team_doc(n=20, size=5), ensure_ascii=False), encoding="utf-8")
    assert main(["draw", str(small), "--stage", "qualifying", "--round", "1", "--teams-apart", "1"]) == 2
    _out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("invalid: constraints: round 1: the 5 players kept apart")
    assert main([*args, "--teams-apart", "sometimes"]) == 2
    _out, err = capsys.readouterr()
    assert err.strip().splitlines() == [
        "invalid: constraints: 'teams_apart' must be \"always\" or a number of rounds 0..50, not 'sometimes'"
    ]
