"""The organiser keys in the store: stored where they belong, exported back, merged like games.

Every test runs on SQLite and, with a test server (pg_schema.py), on PostgreSQL (the `store` fixture).
"""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from store_helpers import DATA, example

from mafia_desk.scoring.output import standings_to_json
from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store import Store, TournamentImportError, open_store
from mafia_desk.store.draw_tables import open_draw_tables
from mafia_desk.tournament import load_tournament

ORGANISER = "white-nights-2016-organiser"


def _canonical(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, sort_keys=True)


def _without(data: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: v for k, v in copy.deepcopy(data).items() if k not in keys}


def test_every_optional_key_round_trips_through_the_store(store: Store) -> None:
    data = example(ORGANISER)
    tid = store.import_tournament(data)
    first = store.export_tournament(tid)
    assert first == data  # key order aside: the file is written as the format's own writer writes it
    second = store.export_tournament(store.import_tournament({**first, "name": "copy"}))
    assert _canonical({**second, "name": data["name"]}) == _canonical(first)


def test_the_keys_land_in_their_columns_and_tables(store: Store) -> None:
    data = example(ORGANISER)
    tid = store.import_tournament(data)
    info = store.tournament_info(tid)
    assert (info.venue, info.start_date, info.end_date) == (data["venue"], "2016-06-10", "2016-06-12")
    assert [(s.code, s.advancement) for s in info.stages] == [
        ("qualifying", None),
        ("semifinal", 20),
        ("final", 10),
    ]
    assert [s.start_date for s in store.list_tournaments()] == ["2016-06-10"]
    draws = store.seating_draws(tid)
    assert [(d.stage, d.round, d.seed) for d in draws] == [("qualifying", 1, 7), ("qualifying", 2, 8)]
    assert draws[0].draw["tables"] == data["draws"][0]["tables"]
    stored = store.load_tournament(tid)
    assert [(c.table, c.action, c.by) for c in stored.corrections] == [
        (2, "replace", "Игорь Судьин"),
        (1, "void", "Anna Richter"),
    ]
    assert len(stored.games) == 4  # the originals stay


def test_standings_of_the_stored_tournament_use_its_corrections(store: Store) -> None:
    data = example(ORGANISER)
    tid = store.import_tournament(data)
    from_store = compute_standings(store.load_tournament(tid))
    assert from_store.games_counted == 3
    assert standings_to_json(from_store) == standings_to_json(compute_standings(load_tournament(data)))


def test_a_table_laptop_offers_the_imported_draws_tables_without_a_game(store: Store) -> None:
    data = example(ORGANISER)
    # The organiser's file before round 2 is played: its draw, no games, no corrections of them.
    data["games"] = data["games"][:2]
    data["absences"] = [a for a in data["absences"] if a["round"] == 1]
    data["corrections"] = data["corrections"][:1]
    store.import_tournament(data)
    offered = [(o.stage, o.round, o.table, o.codes) for o in open_draw_tables(store)]
    assert offered == [
        ("qualifying", 2, 1, tuple(data["draws"][1]["tables"][0])),
        ("qualifying", 2, 2, tuple(data["draws"][1]["tables"][1])),
    ]


def test_a_draw_without_a_seed_and_the_largest_seed_round_trip(store: Store) -> None:
    data = example(ORGANISER)
    del data["draws"][0]["seed"]
    data["draws"][1]["seed"] = 2**63 - 1
    data["draws"][1]["note"] = "жеребьёвка при судьях"
    tid = store.import_tournament(data)
    assert store.export_tournament(tid) == data
    assert [d.seed for d in store.seating_draws(tid)] == [None, 2**63 - 1]


def test_a_merge_adds_new_corrections_and_draws_and_fills_in_details(store: Store) -> None:
    data = example(ORGANISER)
    first = _without(data, "corrections", "venue", "judges")
    first["draws"] = first["draws"][:1]
    tid = store.import_tournament(first)
    # A table's laptop sends the file with one correction only, then the organiser's full one.
    partial = copy.deepcopy(data)
    partial["corrections"] = partial["corrections"][:1]
    assert store.import_tournament(partial) == tid
    assert [c.action for c in store.load_tournament(tid).corrections] == ["replace"]
    assert store.import_tournament(data) == tid
    assert store.export_tournament(tid) == data
    # The same file again, or an older one, changes nothing.
    assert store.import_tournament(data) == tid
    assert store.import_tournament(partial) == tid
    assert store.export_tournament(tid) == data


def test_a_conflicting_correction_is_refused_with_both_versions(store: Store) -> None:
    data = example(ORGANISER)
    tid = store.import_tournament(data)
    changed = copy.deepcopy(data)
    changed["corrections"][1]["reason"] = "another reason"
    with pytest.raises(TournamentImportError) as err:
        store.import_tournament(changed)
    message = str(err.value)
    assert message.startswith(
        "invalid: game (qualifying, 2, 1): the file's corrections of this game differ from the stored ones"
    )
    stored_line, file_line = message.splitlines()[1:3]
    assert "the table played with a wrong card" in stored_line and "another reason" in file_line
    assert store.export_tournament(tid) == data


def test_a_conflicting_draw_or_venue_is_refused_and_nothing_changes(store: Store) -> None:
    data = example(ORGANISER)
    tid = store.import_tournament(data)
    other_seed = copy.deepcopy(data)
    other_seed["draws"][0]["seed"] = 8
    with pytest.raises(
        TournamentImportError, match=r"invalid: stage qualifying: a different draw of round 1"
    ):
        store.import_tournament(other_seed)
    other_venue = {**copy.deepcopy(data), "venue": "Москва"}
    with pytest.raises(TournamentImportError, match=r"invalid: file: 'venue' differs from the stored"):
        store.import_tournament(other_venue)
    other_shape = copy.deepcopy(data)
    other_shape["stages"][0]["seating"] = "random"
    with pytest.raises(TournamentImportError, match=r"invalid: file: the stages differ"):
        store.import_tournament(other_shape)
    assert store.export_tournament(tid) == data


def test_a_merged_correction_of_an_unknown_game_is_refused(store: Store) -> None:
    data = example(ORGANISER)
    first = _without(data, "corrections")
    first["games"] = first["games"][:2]
    first["absences"] = [a for a in first["absences"] if a["round"] == 1]
    tid = store.import_tournament(first)
    # A file from a laptop that knows the correction of (2, 1) but not the game: the file itself is invalid.
    later = copy.deepcopy(first)
    later["corrections"] = [data["corrections"][1]]
    with pytest.raises(
        TournamentImportError, match=r"game \(qualifying, 2, 1\): correction \(void\) of a game"
    ):
        store.import_tournament(later)
    assert store.export_tournament(tid) == first


def test_an_upgraded_first_schema_file_takes_the_organiser_keys(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(DATA / "v0001.sqlite3", path)
    data = example(ORGANISER)
    with open_store(f"sqlite:///{path}", backups=False) as store:
        (old,) = store.list_tournaments()
        before = store.export_tournament(old.id)
        assert "draws" not in before and "judges" not in before
        assert store.export_tournament(store.import_tournament(data)) == data
        assert store.export_tournament(old.id) == before


def test_the_same_names_choice_is_stored_checked_merged_and_names_a_laptops_seats(store: Store) -> None:
    data = example(ORGANISER)
    data["games"], data["corrections"] = data["games"][:2], data["corrections"][:1]
    data["absences"] = [a for a in data["absences"] if a["round"] == 1]
    first, second = data["draws"][1]["tables"][0][:2]
    players = {p["id"]: p for p in data["players"]}
    players[first].update(name="Иван Петров", club="Red Stars")
    players[second].update(name="Иван Петров", club="Полночь")
    tid = store.import_tournament(data)
    seats = next(o for o in open_draw_tables(store) if o.round == 2 and o.table == 1).names
    assert seats[:2] == ("Иван Петров (Red Stars)", "Иван Петров (Полночь)")  # the default: + club
    store.update_tournament(tid, same_names="code")
    assert store.export_tournament(tid)["same_names"] == "code"
    seats = next(o for o in open_draw_tables(store) if o.round == 2 and o.table == 1).names
    assert seats[:2] == (f"Иван Петров ({first})", f"Иван Петров ({second})")
    with pytest.raises(TournamentImportError, match="'same_names' must be one of club, city, code"):
        store.update_tournament(tid, same_names="nickname")
    assert store.export_tournament(tid)["same_names"] == "code"  # nothing changed
    # A table laptop's older file (no choice, or another) merged in keeps the organiser's choice.
    assert store.import_tournament({**data, "same_names": "city"}) == tid
    assert store.export_tournament(tid)["same_names"] == "code"
