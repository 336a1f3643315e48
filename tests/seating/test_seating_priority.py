"""The "everyone meets" priority: fewer pairs that never meet for at most one meeting more (issue 37, 12)."""

from __future__ import annotations

import json

import pytest

from mafia_desk.cli import main
from mafia_desk.seating import SeatingError, balanced_draw, player_names
from mafia_desk.seating.model import Draw


def _figures(quality: dict[str, dict[str, int]]) -> tuple[int, int]:
    return quality["max_meetings"]["value"], quality["never_met"]["value"]


def test_everyone_meets_on_44_4_11_leaves_no_stranger_for_one_meeting_more() -> None:
    players = player_names(44)
    default = balanced_draw(players, 4, 11, seed=3)
    met = balanced_draw(players, 4, 11, seed=3, priority="everyone_meets")
    assert default.priority == "repeats" and default.source == "library"
    assert default.quality["never_met"].value == 55
    assert met.priority == "everyone_meets"
    assert met.quality["never_met"].value == 0
    assert met.quality["max_meetings"].value <= default.quality["max_meetings"].value + 1
    # Still a sound draw: every round seats or benches every player once, nobody in a seat twice early.
    for rnd in met.rounds:
        assert sorted([*(p for t in rnd.tables for p in t), *rnd.sitting_out], key=int) == list(players)
    assert met.quality["early_seat_repeats"].value == 0
    assert met.quality["sitout_spread"].value == default.quality["sitout_spread"].value
    assert Draw.from_dict(met.to_dict()).priority == "everyone_meets"


def test_everyone_meets_is_repeatable_and_the_default_unchanged() -> None:
    players = player_names(44)
    a = balanced_draw(players, 4, 11, seed=1, priority="everyone_meets")
    b = balanced_draw(players, 4, 11, seed=1, priority="everyone_meets")
    assert a.rounds == b.rounds
    plain = balanced_draw(players, 4, 11, seed=1)
    assert plain.rounds == balanced_draw(players, 4, 11, seed=1, priority="repeats").rounds
    assert "priority" not in plain.to_dict()


def test_everyone_meets_keeps_a_library_draw_that_already_has_no_stranger() -> None:
    players = player_names(40)
    default = balanced_draw(players, 4, 9, seed=2)
    met = balanced_draw(players, 4, 9, seed=2, priority="everyone_meets")
    assert default.quality["never_met"].value == 0
    assert met.rounds == default.rounds and met.source == "library"


def test_everyone_meets_where_the_rounds_do_not_allow_it_is_the_default() -> None:
    players = player_names(40)  # 4 rounds: 36 others at most, 39 to meet
    default = balanced_draw(players, 4, 4, seed=5)
    met = balanced_draw(players, 4, 4, seed=5, priority="everyone_meets")
    assert met.rounds == default.rounds and met.priority == "repeats"


def test_unknown_priority_is_refused() -> None:
    with pytest.raises(SeatingError, match="priority"):
        balanced_draw(player_names(20), 2, 3, priority="strangers")


def test_cli_priority(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["seating", "--players", "44", "--tables", "4", "--rounds", "11", "--seed", "4"]
    assert main(base) == 0
    default = json.loads(capsys.readouterr().out)
    assert main([*base, "--priority", "everyone_meets"]) == 0
    met = json.loads(capsys.readouterr().out)
    top, strangers = _figures(default["quality"])
    top_met, strangers_met = _figures(met["quality"])
    assert strangers_met < strangers and strangers_met == 0
    assert top_met <= top + 1
    assert met["priority"] == "everyone_meets" and "priority" not in default
