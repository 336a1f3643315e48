"""Absences and adjustments edited and deleted in the store: one transaction each, refused whole, kept with
their history (who, when, why, what the entry was) through an export and an import."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from advance_builders import german_open

from mafia_desk.scoring.standings import compute_standings
from mafia_desk.store import Store, TournamentImportError, open_store

ADJ = {"player": "p05", "points": -0.5, "reason": "late"}
ABS = {"player": "p11", "stage": "qualifying", "round": 2, "kind": "missed"}


def _tournament(store: Store) -> int:
    tid = store.import_tournament(german_open())
    store.add_to_tournament(tid, adjustments=[ADJ], absences=[ABS])
    return tid


def _total(store: Store, tid: int, player: str) -> Any:
    return compute_standings(store.load_tournament(tid)).row(player).total


def test_an_adjustment_deleted_leaves_the_standings_and_is_kept_in_the_history(store: Store) -> None:
    tid = _tournament(store)
    before = _total(store, tid, "p05")
    store.amend_entry(tid, "adjustments", 0, ADJ, None, by="Анна", reason="entered twice")
    assert store.load_tournament(tid).adjustments == ()
    assert _total(store, tid, "p05") == before + 0.5
    (entry,) = store.amendments(tid)
    assert entry["entry"] == "adjustment" and entry["action"] == "delete" and entry["was"] == ADJ
    assert entry["by"] == "Анна" and entry["reason"] == "entered twice" and entry["at"].startswith("20")


def test_an_adjustment_edited_changes_the_points(store: Store) -> None:
    tid = _tournament(store)
    before = _total(store, tid, "p05")
    new = {**ADJ, "points": -1}
    store.amend_entry(tid, "adjustments", 0, ADJ, new, by="judge", reason="typo")
    (adj,) = store.load_tournament(tid).adjustments
    assert adj.points == -1
    assert _total(store, tid, "p05") == before - 0.5
    assert store.amendments(tid)[0]["now"] == new


def test_an_absence_edited_and_deleted(store: Store) -> None:
    tid = _tournament(store)
    excused = {**ABS, "kind": "excused"}
    store.amend_entry(tid, "absences", 0, ABS, excused, by="judge", reason="he called")
    assert store.load_tournament(tid).absences[0].kind == "excused"
    store.amend_entry(tid, "absences", 0, excused, None, by="judge", reason="he played after all")
    assert store.load_tournament(tid).absences == ()
    assert [h["action"] for h in store.amendments(tid)] == ["edit", "delete"]


def test_an_invalid_change_is_refused_whole(store: Store) -> None:
    tid = _tournament(store)
    before = store.export_tournament(tid)
    with pytest.raises(TournamentImportError, match=r"^invalid: player nobody"):
        store.amend_entry(tid, "adjustments", 0, ADJ, {**ADJ, "player": "nobody"}, by="j", reason="r")
    with pytest.raises(TournamentImportError, match="is not stored"):
        store.amend_entry(tid, "adjustments", 0, {**ADJ, "points": 3}, None, by="j", reason="r")
    with pytest.raises(TournamentImportError, match="judge's name and its reason"):
        store.amend_entry(tid, "absences", 0, ABS, None, by=" ", reason="r")
    assert store.export_tournament(tid) == before


def test_the_history_travels_in_the_exported_file(store: Store, tmp_path: Path) -> None:
    tid = _tournament(store)
    store.amend_entry(tid, "adjustments", 0, ADJ, None, by="judge", reason="entered twice")
    store.amend_entry(tid, "absences", 0, ABS, {**ABS, "round": 3}, by="judge", reason="wrong round")
    exported = store.export_tournament(tid)
    assert exported["adjustments"] == [] and len(exported["amendments"]) == 2  # type: ignore[arg-type]
    with open_store(f"sqlite:///{tmp_path}/other.sqlite3", backups=False) as other:
        oid = other.import_tournament(exported)
        assert other.load_tournament(oid) == store.load_tournament(tid)
        assert other.amendments(oid) == store.amendments(tid)
        assert _total(other, oid, "p05") == _total(store, tid, "p05")
    # A table laptop's older file that still carries the deleted adjustment does not bring it back.
    old = german_open()
    old["adjustments"] = [ADJ]
    old["absences"] = [ABS]
    store.import_tournament(old)
    assert store.load_tournament(tid).adjustments == ()
    assert [a.round for a in store.load_tournament(tid).absences] == [3]


def test_a_malformed_history_in_a_file_is_refused(store: Store) -> None:
    doc: dict[str, Any] = german_open()
    doc["amendments"] = [{"entry": "absence", "action": "drop"}]
    with pytest.raises(TournamentImportError, match=r"amendments\[0\]"):
        store.import_tournament(doc)
