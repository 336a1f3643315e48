"""Judges in the store: the tournament's judges with their clubs, a round's judges on its saved draw,
refused whole (nothing changed) when the tournament would no longer export as a valid file."""

from __future__ import annotations

import json

import pytest
from fixtures import EXCHANGE

from mafia_desk.store import Store
from mafia_desk.store.errors import StoreError
from mafia_desk.tournament import Judge


def _stored(store: Store) -> int:
    data = json.loads((EXCHANGE / "white-nights-2016-organiser.json").read_text(encoding="utf-8"))
    return store.import_tournament(data)


def test_judges_and_a_round_s_judges_are_kept_and_exported(store: Store) -> None:
    tid = _stored(store)
    judges = [
        Judge("Игорь Судьин", club="Белые ночи", city="СПб"),
        Judge("Anna Richter", player="p21"),
        Judge("Пётр"),
    ]
    store.set_judges(tid, judges)
    store.set_round_judges(tid, "qualifying", 1, ["Пётр", "Anna Richter"])
    t = store.load_tournament(tid)
    assert t.judge_list == tuple(judges)
    draw = t.draw_of("qualifying", 1)
    assert draw is not None and draw.judges == ("Пётр", "Anna Richter")
    exported = store.export_tournament(tid)
    assert exported["judges"] == ["Игорь Судьин", "Anna Richter", "Пётр"]
    assert exported["judge_details"] == [
        {"name": "Игорь Судьин", "club": "Белые ночи", "city": "СПб"},
        {"name": "Anna Richter", "player": "p21"},
    ]
    # the other draw is untouched, and the round's judges can be taken away again
    other = t.draw_of("qualifying", 2)
    assert other is not None and other.judges == ()
    store.set_round_judges(tid, "qualifying", 1, [None, None])
    cleared = store.load_tournament(tid).draw_of("qualifying", 1)
    assert cleared is not None and cleared.judges == ()


def test_what_the_file_could_not_carry_is_refused_and_nothing_changes(store: Store) -> None:
    tid = _stored(store)
    store.set_judges(tid, [Judge("Игорь Судьин"), Judge("Anna Richter")])
    store.set_round_judges(tid, "qualifying", 1, ["Игорь Судьин", None])
    with pytest.raises(StoreError, match="judge 'Игорь Судьин' is assigned to two tables"):
        store.set_round_judges(tid, "qualifying", 1, ["Игорь Судьин", "Игорь Судьин"])
    with pytest.raises(StoreError, match="'judges' has 3 entries for 2 tables"):
        store.set_round_judges(tid, "qualifying", 1, ["Anna Richter", None, None])
    with pytest.raises(StoreError, match="table 1: 'Игорь Судьин' is not in 'judges'"):
        store.set_judges(tid, [Judge("Anna Richter")])  # still judging table 1 of round 1
    with pytest.raises(StoreError, match="unknown player 'p99'"):
        store.set_judges(tid, [Judge("Игорь Судьин"), Judge("Anna Richter", player="p99")])
    with pytest.raises(StoreError, match="no draw of round 5"):
        store.set_round_judges(tid, "qualifying", 5, [None])
    t = store.load_tournament(tid)
    assert t.judges == ("Игорь Судьин", "Anna Richter") and t.judge_details == ()
    draw = t.draw_of("qualifying", 1)
    assert draw is not None and draw.judges == ("Игорь Судьин", None)


def test_the_new_game_form_gets_the_table_s_judge(store: Store) -> None:
    from mafia_desk.store.draw_tables import open_draw_tables

    data = json.loads((EXCHANGE / "white-nights-2016-organiser.json").read_text(encoding="utf-8"))
    data["games"] = [g for g in data["games"] if g["round"] == 1]  # round 2 still to play
    data.pop("corrections", None)
    tid = store.import_tournament(data)
    store.set_round_judges(tid, "qualifying", 2, [None, "Anna Richter"])
    options = {(o.round, o.table): o.judge for o in open_draw_tables(store) if o.tournament_id == tid}
    assert options[(2, 1)] is None and options[(2, 2)] == "Anna Richter"
