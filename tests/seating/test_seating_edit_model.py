"""Organiser swaps recompute the figures; draws survive a JSON round trip, Cyrillic ids included."""

from __future__ import annotations

import json

import pytest

from mafia_desk.seating import (
    Constraints,
    Draw,
    History,
    SeatingError,
    balanced_draw,
    draw_quality,
    swap_players,
)

NAMES = tuple(f"Игрок {i}" for i in range(1, 24))


@pytest.fixture(scope="module")
def draw() -> Draw:
    return balanced_draw(NAMES, 2, 4, seed=8, constraints=Constraints(absent={2: ("Игрок 1",)}), effort=0.1)


def test_swap_two_seated_players_exchanges_seats_and_updates_figures(draw: Draw) -> None:
    rnd = draw.round(1)
    a, b = rnd.tables[0][0], rnd.tables[1][3]
    edited = swap_players(draw, 1, a, b)
    new = edited.round(1)
    assert new.tables[0][0] == b and new.tables[1][3] == a
    assert edited.round(2) == draw.round(2)
    assert edited.quality == draw_quality(edited.rounds, edited.players, 2, History(), draw.constraints)
    assert draw.round(1).tables[0][0] == a  # the original is untouched


def test_swap_with_the_bench_changes_the_sit_out_figures(draw: Draw) -> None:
    rnd = draw.round(3)
    out, seated = rnd.sitting_out[0], rnd.tables[0][0]
    edited = swap_players(draw, 3, out, seated)
    assert seated in edited.round(3).sitting_out and edited.round(3).tables[0][0] == out
    before = draw.quality["sitout_spread"].value
    assert edited.quality["sitout_spread"].value >= before


def test_bad_swaps_are_refused(draw: Draw) -> None:
    rnd = draw.round(1)
    with pytest.raises(SeatingError, match="himself"):
        swap_players(draw, 1, rnd.tables[0][0], rnd.tables[0][0])
    with pytest.raises(SeatingError, match="no such round"):
        swap_players(draw, 9, rnd.tables[0][0], rnd.tables[0][1])
    with pytest.raises(SeatingError, match="neither at a table"):
        swap_players(draw, 1, rnd.tables[0][0], "nobody")


def test_round_trip_through_json(draw: Draw) -> None:
    text = json.dumps(draw.to_dict(), ensure_ascii=False)
    again = Draw.from_dict(json.loads(text))
    assert again == draw
    assert "Игрок 1" in text


def test_history_and_constraints_round_trip() -> None:
    history = History(meetings={frozenset(("а", "б")): 2}, seats={"а": (1, 4)})
    assert History.from_dict(json.loads(json.dumps(history.to_dict()))) == history
    constraints = Constraints(apart=(("а", "б"),), apart_rounds=2, absent={3: ("в",)})
    assert Constraints.from_dict(json.loads(json.dumps(constraints.to_dict()))) == constraints
    with pytest.raises(SeatingError, match="apart_rounds"):
        Constraints.from_dict({"apart_rounds": -1})
    with pytest.raises(SeatingError, match="missing or malformed"):
        Draw.from_dict({"kind": "balanced"})
