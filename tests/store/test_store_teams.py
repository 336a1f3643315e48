"""Teams in the store: imported, exported back unchanged, replaced by `set_teams`, a broken value refused
with the file's line and nothing changed, a merge keeping the stored teams. SQLite, and PostgreSQL when a
test server is there (the `store` fixture)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from store_helpers import example

from mafia_desk.store import Store, TournamentImportError
from mafia_desk.tournament import load_tournament
from mafia_desk.tournament.teams import teams_of

TEAMS: dict[str, Any] = {
    "size": 3,
    "best": 2,
    "list": [
        {"id": "t1", "name": "Cosa Nostra", "captain": "p02", "players": ["p01", "p02", "p03"]},
        {"id": "t2", "name": "Полночь", "players": ["p04"], "colour": "red"},
    ],
}


def _file() -> dict[str, Any]:
    data: dict[str, Any] = example("white-nights-2016-organiser")
    data["teams"] = copy.deepcopy(TEAMS)
    return data


def test_teams_round_trip_through_the_store(store: Store) -> None:
    data = _file()
    tid = store.import_tournament(data)
    assert store.export_tournament(tid) == data


def test_set_teams_replaces_them_and_a_broken_value_changes_nothing(store: Store) -> None:
    tid = store.import_tournament(_file())
    wanted = copy.deepcopy(TEAMS)
    wanted["list"][1]["players"] = ["p04", "p05"]
    store.set_teams(tid, wanted)
    assert store.export_tournament(tid)["teams"] == wanted
    broken = copy.deepcopy(wanted)
    broken["list"][1]["players"] = ["p03"]
    with pytest.raises(
        TournamentImportError, match=r"^invalid: teams\[1\]: player p03 is in team 't1' already$"
    ):
        store.set_teams(tid, broken)
    assert store.export_tournament(tid)["teams"] == wanted
    store.set_teams(tid, None)
    exported = store.export_tournament(tid)
    assert "teams" not in exported
    assert teams_of(load_tournament(exported)) is None


def test_a_merge_keeps_the_stored_teams(store: Store) -> None:
    tid = store.import_tournament(_file())
    other = _file()
    other["teams"]["list"] = [{"id": "t9", "name": "Другая", "players": ["p09"]}]
    assert store.import_tournament(other) == tid
    assert store.export_tournament(tid)["teams"] == TEAMS


def test_a_registration_taken_back_leaves_its_team_and_its_captaincy(store: Store) -> None:
    data = _file()
    data["players"].append({"id": "p99", "name": "Ошибочный"})
    data["teams"]["list"][1]["players"] = ["p04", "p99"]
    data["teams"]["list"][1]["captain"] = "p99"
    tid = store.import_tournament(data)
    store.remove_registration(tid, "p99")
    exported = store.export_tournament(tid)
    assert exported["teams"]["list"][1] == {
        "id": "t2",
        "name": "Полночь",
        "players": ["p04"],
        "colour": "red",
    }
    assert exported["teams"]["list"][0] == TEAMS["list"][0]
