"""The organiser's seating constraints kept with the tournament, and several draws saved in one go."""

from __future__ import annotations

import pytest
from round_kit import players

from mafia_desk.store import Store
from mafia_desk.store.errors import DrawConstraintsError, TournamentImportError
from mafia_desk.tournament.templates import load_template


def _tournament(store: Store, n: int = 40) -> int:
    tid = store.create_tournament(load_template("white-nights-2016").skeleton("Кубок Невы"))
    store.add_to_tournament(tid, players=players(n, clubs=4))
    return tid


def test_constraints_round_trip_and_stay_after_a_refusal(store: Store) -> None:
    tid = _tournament(store)
    assert store.draw_constraints(tid) == {}
    wanted = {"same_club": True, "apart_rounds": 2, "apart": [["p01", "p02"]], "absent": {"3": ["p40"]}}
    store.set_draw_constraints(tid, wanted)
    kept = store.draw_constraints(tid)
    assert kept["same_club"] is True and kept["apart_rounds"] == 2
    assert kept["apart"] == [["p01", "p02"]] and kept["absent"] == {"3": ["p40"]}
    with pytest.raises(DrawConstraintsError, match="unknown player 'p77'"):
        store.set_draw_constraints(tid, {"apart": [["p01", "p77"]], "apart_rounds": 1})
    with pytest.raises(DrawConstraintsError, match="'apart_rounds' must be an integer"):
        store.set_draw_constraints(tid, {"apart_rounds": "two"})
    assert store.draw_constraints(tid) == kept
    store.set_draw_constraints(tid, {})
    assert store.draw_constraints(tid) == {}
    # The constraints are the product's own: they do not travel in the exchange file.
    assert "draw_constraints" not in store.export_tournament(tid)


def test_several_draws_saved_in_one_transaction(store: Store) -> None:
    tid = _tournament(store)
    ids = [f"p{i:02d}" for i in range(1, 41)]
    tables = [ids[k * 10 : k * 10 + 10] for k in range(4)]
    good = {"stage": "qualifying", "round": 1, "seed": 5, "tables": tables, "sitting_out": []}
    store.save_seating_draws(tid, [good, {**good, "round": 2, "seed": 6}])
    assert [(d.round, d.seed) for d in store.seating_draws(tid)] == [(1, 5), (2, 6)]
    short = {**good, "round": 2, "seed": 8, "tables": [ids[:10], ids[10:20], ids[20:30], ids[30:39]]}
    with pytest.raises(TournamentImportError):
        store.save_seating_draws(tid, [{**good, "seed": 7}, short])
    assert [(d.round, d.seed) for d in store.seating_draws(tid)] == [(1, 5), (2, 6)]
