"""A draw saved through the store records its short table (issue 37): the players its `short_table` lists get
the ruleset's short-table points as `short_table` absences in the same transaction, the draw that replaces it
takes them back, and an export and import keep both."""

from __future__ import annotations

import re
from typing import Any

import pytest
from round_kit import players

from mafia_desk.store import Store
from mafia_desk.store.errors import TournamentImportError
from mafia_desk.tournament.templates import load_template

STAGE = "qualifying"
CODES = [f"p{i:02d}" for i in range(1, 47)]


def stars(store: Store, name: str = "Вперёд к звёздам") -> int:
    doc = load_template("stars-2016").skeleton(name)
    doc["players"] = players(46)
    return store.import_tournament(doc)


def draw_of(seated: list[str], short: list[str]) -> dict[str, Any]:
    """Four tables of `seated`, the other six on the bench, `short` of them on the short table."""
    bench = [p for p in CODES if p not in seated]
    return {
        "tables": [seated[i : i + 10] for i in range(0, 40, 10)],
        "sitting_out": bench,
        "short_table": short,
        "ranked_by": "ranked by points: no games yet, in registration order",
    }


def short_tables(store: Store, tid: int) -> list[tuple[str, int, str]]:
    return sorted(
        (a.player, a.round, a.stage) for a in store.load_tournament(tid).absences if a.kind == "short_table"
    )


def test_a_saved_draw_records_its_short_table_and_a_new_draw_replaces_it(store: Store) -> None:
    tid = stars(store)
    store.save_seating_draw(tid, STAGE, 1, 7, draw_of(CODES[:40], CODES[40:]))
    assert short_tables(store, tid) == [(p, 1, STAGE) for p in CODES[40:]]
    saved = store.load_seating_draw(tid, STAGE, 1)
    assert saved is not None and saved.draw["short_table"] == CODES[40:]
    assert saved.draw["ranked_by"].startswith("ranked by points")
    # The round drawn again: the first six sit out now, the old bench's points are taken back.
    store.save_seating_draw(tid, STAGE, 1, 8, draw_of(CODES[6:], CODES[:6]))
    assert short_tables(store, tid) == [(p, 1, STAGE) for p in CODES[:6]]
    # A draw with no short table (a bench the ruleset gives nothing) takes them all back.
    store.save_seating_draws(tid, [{"stage": STAGE, "round": 1, "seed": 9, **draw_of(CODES[6:], [])}])
    assert short_tables(store, tid) == []


def test_other_absences_stay_and_a_player_over_the_limit_is_refused_whole(store: Store) -> None:
    tid = stars(store)
    store.add_to_tournament(tid, absences=[{"player": "p46", "stage": STAGE, "round": 2, "kind": "excused"}])
    store.save_seating_draw(tid, STAGE, 1, 7, draw_of(CODES[:40], CODES[40:]))
    before = store.export_tournament(tid)
    # stars-2016 gives the short table once per player: p41 had it in round 1.
    over = "player p41: at a short table 2 times; stars-2016 allows 1"
    with pytest.raises(TournamentImportError, match=re.escape(over)):
        store.save_seating_draw(tid, STAGE, 2, 3, draw_of(CODES[:35] + CODES[41:46], CODES[35:41]))
    assert store.export_tournament(tid) == before
    assert store.load_seating_draw(tid, STAGE, 2) is None
    kinds = [(a.player, a.round, a.kind) for a in store.load_tournament(tid).absences]
    assert ("p46", 2, "excused") in kinds and len(kinds) == 7


def test_export_and_import_keep_the_short_table_and_its_absences(store: Store) -> None:
    tid = stars(store)
    store.save_seating_draw(tid, STAGE, 1, 7, draw_of(CODES[:40], CODES[40:]))
    document = store.export_tournament(tid)
    document["name"] = "Копия"
    copy = store.import_tournament(document)
    assert short_tables(store, copy) == short_tables(store, tid) == [(p, 1, STAGE) for p in CODES[40:]]
    (d,) = store.load_tournament(copy).draws
    assert d.extra["short_table"] == CODES[40:] and "ranked_by" in d.extra
    assert store.export_tournament(copy)["draws"] == document["draws"]
